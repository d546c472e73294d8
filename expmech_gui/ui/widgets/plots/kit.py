"""The plot kit every view draws with: colours, pens, plot widgets, styling, legends, reference lines and
candidate ticks.

Following pyqtgraph's fast-plot advice: one-colour BarGraphItems updated with setOpts(height=…), fixed
ranges while streaming, reference values as InfiniteLines.  Only the GUI thread touches items.
"""
from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from ..text import fmt_value

ELIDE_CHARS = 60  # longest user text on a plot (tick labels); longer is cut with "…"
TICK_POINTS = 9  # tick font size; presentation mode scales it
TITLE_POINTS = 11  # title font size; presentation mode scales it
PRESENTATION_SCALE = 1.6  # fonts in presentation mode are this much bigger

# Okabe & Ito's colour-blind-safe palette ("Color Universal Design", 2008), plus a neutral grey: every role
# that shares a plot with another also has its own line style (LINE_STYLES), so no pair depends on colour alone.
OKABE_ITO = {"orange": (230, 159, 0), "sky blue": (86, 180, 233), "bluish green": (0, 158, 115),
             "blue": (0, 114, 178), "vermillion": (213, 94, 0), "reddish purple": (204, 121, 167),
             "grey": (128, 128, 128)}
COLORS = {
    "score": OKABE_ITO["blue"],
    "empirical": OKABE_ITO["sky blue"],
    "exact": OKABE_ITO["vermillion"],
    "opt": OKABE_ITO["bluish green"],
    "expected": OKABE_ITO["reddish purple"],
    "mean": OKABE_ITO["blue"],
    "threshold": OKABE_ITO["orange"],
    "gamma": OKABE_ITO["grey"],
    "guarantee": OKABE_ITO["vermillion"],
}
LONG_DASH = "long dash"  # a custom pattern: the sixth style Qt does not name
LINE_STYLES = {  # reference lines, the same in every plot: OPT solid, E[s] long dashes, …
    "opt": Qt.SolidLine, "expected": LONG_DASH, "mean": Qt.DashLine, "threshold": Qt.DotLine,
    "gamma": Qt.DashDotLine, "guarantee": Qt.DashDotDotLine,
}

NO_SI = ()  # no range in which an axis may rescale its numbers by an SI prefix


def pen(key: str, width: float = 2.0, style=Qt.SolidLine) -> pg.QtGui.QPen:
    """The pen of the colour named ``key`` in COLORS; ``style`` a Qt pen style or LONG_DASH."""
    if style == LONG_DASH:
        p = pg.mkPen(COLORS[key], width=width)
        p.setDashPattern([7.0, 3.0])
        return p
    return pg.mkPen(COLORS[key], width=width, style=style)


def new_plot_widget() -> pg.PlotWidget:
    """A PlotWidget whose axes never rescale numbers by an SI prefix (0.8 must not read as 800).

    pyqtgraph 0.14 recomputes the prefix on setLabel even with auto-prefix off, so the ranges in which a
    prefix may apply are emptied too — here and in every setLabel call (which resets them)."""
    w = pg.PlotWidget()
    for name in ("left", "bottom", "right", "top"):
        axis = w.getPlotItem().getAxis(name)
        axis.enableAutoSIPrefix(False)
        axis.setSIPrefixEnableRanges(NO_SI)
    return w


def style_plot(plot: pg.PlotItem, title: str, x_label: str, y_label: str, x_units: str = "",
               y_units: str = "") -> None:
    """Title, axis labels (with units in brackets), tick font and a faint grid."""
    plot.setTitle(title, size=f"{TITLE_POINTS}pt", color=None)  # color=None: the theme's (LabelItem keeps options)
    font = QFont()
    font.setPointSize(TICK_POINTS)
    for name in ("left", "bottom", "right"):
        axis = plot.getAxis(name)
        axis.setTickFont(font)
        axis.enableAutoSIPrefix(False)
    plot.setLabel("bottom", x_label + (f" ({x_units})" if x_units else ""), siPrefixEnableRanges=NO_SI,
                  **{"font-size": "10pt"})
    plot.setLabel("left", y_label + (f" ({y_units})" if y_units else ""), siPrefixEnableRanges=NO_SI,
                  **{"font-size": "10pt"})
    plot.showGrid(x=True, y=True, alpha=0.15)
    plot.setMenuEnabled(True)


def present_plot(plot: pg.PlotItem, on: bool) -> None:
    """Bigger tick and title fonts in presentation mode; the normal ones when off."""
    scale = PRESENTATION_SCALE if on else 1.0
    font = QFont()
    font.setPointSize(round(TICK_POINTS * scale))
    for name in ("left", "bottom", "right"):
        plot.getAxis(name).setTickFont(font)
    plot.titleLabel.opts["size"] = f"{round(TITLE_POINTS * scale)}pt"
    plot.titleLabel.setText(plot.titleLabel.text)


def line_width(on: bool, normal: float = 2.0) -> float:
    """Curve width: doubled in presentation mode."""
    return normal * (2 if on else 1)


def legend(plot: pg.PlotItem, columns: int = 2) -> pg.LegendItem:
    """A legend in its own row under the plot, so it never hides the data."""
    item = pg.LegendItem(labelTextSize="8pt", verSpacing=-6, horSpacing=12, colCount=columns, frame=False)
    plot.layout.addItem(item, 4, 0, 1, 3)  # spans the axes' columns too
    return item


def exact_markers() -> pg.PlotDataItem:
    """Markers without a line, for the exact values beside simulated bars."""
    return pg.PlotDataItem([], [], pen=None, symbol="o", symbolSize=7, symbolBrush=pg.mkBrush(*COLORS["exact"]),
                           symbolPen=pg.mkPen("w", width=0.5))


def simulated_bars(width: float) -> pg.BarGraphItem:
    """One-colour bars for simulated frequencies (heights set later with setOpts)."""
    return pg.BarGraphItem(x=[0], height=[0], width=width, brush=pg.mkBrush(*COLORS["empirical"], 160),
                           pen=pg.mkPen(None))


class RefLine:
    """A vertical or horizontal reference line with a legend entry naming it and its value."""

    def __init__(self, plot: pg.PlotItem, legend: pg.LegendItem, key: str, name: str, angle: int,
                 style=None) -> None:
        line_pen = pen(key, 2.0, LINE_STYLES.get(key, Qt.SolidLine) if style is None else style)
        self.plot, self.legend, self.name = plot, legend, name
        self.line = pg.InfiniteLine(angle=angle, pen=line_pen, movable=False)
        self.line.setZValue(20)
        self.sample = pg.PlotDataItem([], [], pen=line_pen)  # legend-only stand-in
        plot.addItem(self.line, ignoreBounds=True)
        self.visible_in_legend = False

    def set(self, value: float | None, text: str | None, off_scale: str | bool = False) -> None:
        """Show the line at ``value``; ``off_scale`` ("left"/"right"/True/"hidden") hides it and says so in the
        legend."""
        if self.visible_in_legend:
            self.legend.removeItem(self.sample)
            self.visible_in_legend = False
        if value is None:
            self.line.hide()
            return
        self.line.setValue(value)
        self.line.setVisible(not off_scale)
        arrow = {"left": " (off ◀)", "right": " (off ▶)", "hidden": ""}.get(off_scale, " (off scale)") \
            if off_scale else ""
        label = f"{self.name} {text}{arrow}"
        self.line.setToolTip(label)
        self.legend.addItem(self.sample, label)
        self.visible_in_legend = True


def short_label(label: str, n: int = 12) -> str:
    """``label`` cut to ``n`` characters, ending in '…' when cut."""
    return label if len(label) <= n else label[: n - 1] + "…"


def candidate_ticks(plot: pg.PlotItem, pr) -> None:
    """Candidate names under the bars when there are few; numbers otherwise (prices have their own axis)."""
    axis = plot.getAxis("bottom")
    if pr.values is None and pr.m <= 12:
        width = plot.vb.sceneBoundingRect().width() or 330.0
        room = max(4, int(width / (pr.m * 7.5)) - 1)  # characters that fit under each bar, with a gap
        room = min(room, ELIDE_CHARS)
        axis.setTicks([[(i, short_label(str(pr.labels[i]), room)) for i in range(pr.m)]])
    else:
        axis.setTicks(None)


def value_text(unit: str, v: float) -> str:
    """A reference value in a legend, written exactly as the summary writes it (one rounding, one minus sign:
    ``text.fmt_value``), so the legend's OPT and the summary's OPT are the same text."""
    return fmt_value(v, unit)
