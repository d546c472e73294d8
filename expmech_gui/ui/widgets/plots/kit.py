"""The plot kit every view draws with: colours, pens, plot widgets (each described in words: described.py), styling,
presentation sizes, legends, reference lines and log axes labelled by decades. Following pyqtgraph's fast-plot advice:
one-colour BarGraphItems updated with setOpts(height=…), fixed ranges while streaming, reference values as
InfiniteLines (``reflines.RefLine``). Only the GUI thread touches items."""
from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from . import fit_hold, spare
from .data_table import make_accessible
from .least_size import AXES, PlotWidget
from .legend_sample import StyleSample
from .menu_on_demand import MenuOnDemandViewBox
from .log_axis import TICK_POINTS, LogDecadeAxis, is_share_title
from .palette import COLORS, OKABE_ITO, ROLES, recolour  # noqa: F401 — part of kit's API (kit.COLORS, kit.OKABE_ITO)
from .described import describe_now
from .titles import LABEL_POINTS, MIN_TITLE_POINTS, axis_title_fit, title_lines  # noqa: F401 — kit's API
from .words import Legend, on_language_change, say, say_tips

ELIDE_CHARS = 60  # longest user text on a plot (tick labels); longer is cut with "…"
TITLE_POINTS = 11  # title font size
LEGEND_POINTS = 8  # legend entries
PRESENTATION_SCALE = 2.0  # every font in presentation mode is this much bigger

# Okabe & Ito's colour-blind-safe palette, with lighter stand-ins on dark backgrounds (palette.py): every role
# that shares a plot with another also has its own line style (LINE_STYLES), so no pair depends on colour alone.
LONG_DASH = "long dash"  # a custom pattern: the sixth style Qt does not name
LINE_STYLES = {  # reference lines, the same in every plot: OPT solid, E[s] long dashes, …
    "opt": Qt.SolidLine, "expected": LONG_DASH, "mean": Qt.DashLine, "threshold": Qt.DotLine,
    "gamma": Qt.DashDotLine, "guarantee": Qt.DashDotDotLine,
}

NO_SI = ()  # no range in which an axis may rescale its numbers by an SI prefix


def pen(key: str, width: float = 2.0, style=Qt.SolidLine, over_bars: bool = False) -> pg.QtGui.QPen:
    """The pen of the colour named ``key`` in COLORS; ``style`` a Qt pen style or LONG_DASH. ``over_bars`` (bar
    rims, error bars): the light-background colour on any background, as the dark-background stand-ins are
    nearly as light as the sky-blue bars they would be drawn on (palette.py)."""
    color = ROLES[key] if over_bars else COLORS[key]
    if style == LONG_DASH:
        p = pg.mkPen(color, width=width)
        p.setDashPattern([7.0, 3.0])
        return p
    return pg.mkPen(color, width=width, style=style)


def new_plot_widget() -> pg.PlotWidget:
    """A PlotWidget (``fresh_plot_widget``): the one made a step ahead (spare.py), else a new one."""
    taken = spare.take()
    return taken if taken is not None else fresh_plot_widget()


def fresh_plot_widget() -> pg.PlotWidget:
    """A PlotWidget whose log axes are labelled by decades and whose axes never rescale numbers by an SI prefix (0.8
    must not read as 800). pyqtgraph 0.14 recomputes the prefix on setLabel even with auto-prefix off, so the
    ranges in which a prefix may apply are emptied too — here and in every setLabel call (which resets them)."""
    w = PlotWidget(viewBox=MenuOnDemandViewBox(), axisItems={name: LogDecadeAxis(name) for name in AXES})
    for name in AXES:
        axis = w.getPlotItem().getAxis(name)
        axis.enableAutoSIPrefix(False)
        axis.setSIPrefixEnableRanges(NO_SI)
    plot = w.getPlotItem()
    plot.setLayoutDirection(Qt.LeftToRight)  # left to right in any language, as its numbers: RTL moved the axes only
    for name in ("top", "right"):  # given as items, pyqtgraph shows them; a plot shows a second axis itself
        plot.hideAxis(name)
    # the title spans the axes' columns too, so a long title has the plot's whole width (fit_title)
    plot.layout.removeItem(plot.titleLabel)
    plot.layout.addItem(plot.titleLabel, 0, 0, 1, 3)
    # resized: the texts fitted, then the plot to the widget (a wider legend's width cut the axis off at 1280 px)
    w.sigDeviceRangeChanged.connect(lambda *_: fit_hold.run(plot, lambda: fit_plot(plot) or plot.setGeometry(w.range)))
    plot.vb.sigResized.connect(lambda *_: fit_axis_titles(plot))  # the axes' lengths follow the data area's
    make_accessible(w)  # described in words, its data as a table (Ctrl+T)
    on_language_change(w, lambda: retranslate(w))  # its words again in the new language
    return w


def retranslate(widget: pg.PlotWidget) -> None:
    """Every text of the plot (title, axis titles, legends, line names, data-table entry) from the English it
    keeps, in the current language; then described again in words."""
    plot = widget.getPlotItem()
    if getattr(plot, "title_source", None) is not None:
        set_title(plot, plot.title_source)
    for name in AXES:
        source = getattr(plot.getAxis(name), "label_source", None)
        if source is not None and plot.getAxis(name).isVisible():
            set_axis_label(plot, name, source[0], source[2], source[1])
    for item in legends_of(plot):
        item.retranslate()
    for line in {*getattr(plot, "ref_lines", ()), *(i for i in plot.items if isinstance(i, pg.InfiniteLine))}:
        if getattr(getattr(line, "label", None), "source", None) is not None:  # (reflines.RefLine, words.say_label)
            line.label.setFormat(say(line.label.source).replace("{", "{{"))
    say_tips([*getattr(plot, "ref_lines", ()), *(plot.getAxis(name) for name in AXES)])  # (their tooltips)
    for action in getattr(widget.scene(), "data_actions", ()):
        action.setText(say(getattr(action, "source", action.text())))
    fit_plot(plot)
    if widget.isVisible():
        describe_now(widget)


def room(plot: pg.PlotItem) -> float:
    """The px a plot's title and legend may take: its widget's (the plot item is never narrower than its texts)."""
    view = plot.getViewWidget()
    width = view.width() if view is not None else plot.width()
    return max(width - 12.0, 0.0)


def fit_plot(plot: pg.PlotItem) -> None:
    """Title, legends and axis titles fitted to the plot's size (fit_title, fit_legend, fit_axis_titles)."""
    fit_title(plot)
    for item in legends_of(plot):
        fit_legend(item, room(plot))
    fit_axis_titles(plot)


def fit_axis_titles(plot: pg.PlotItem) -> None:
    """Each axis title fitted to its axis' length: smaller type, down to the normal size, then cut with "…" —
    never clipped mid-letter (in presentation at 1280 px the privacy view showed "ln P[M(D)=h] / P[M(")."""
    for name in AXES:
        axis = plot.getAxis(name)
        full = getattr(axis, "full_label", None)
        length = axis.width() if name in ("bottom", "top") else axis.height()
        if not full or not axis.isVisible() or length <= 0:
            continue
        text, points = axis_title_fit(full, round(LABEL_POINTS * _scale(plot)), length - 8.0,
                                      getattr(axis, "short_labels", ()))
        size = f"{points}pt"
        if axis.labelText != text or axis.labelStyle.get("font-size") != size:
            axis.labelText = text
            axis.labelStyle["font-size"] = size
            axis._updateLabel()  # pyqtgraph has no public way to restyle a label without resetting it
            axis.resizeEvent()  # its title centred again: pyqtgraph places it only when the axis resizes
    view = plot.getViewWidget()
    if isinstance(view, PlotWidget):
        view.hold_titles(tick_font(plot))  # never shorter than its titles need (least_size.py)


def fit_legend(item: pg.LegendItem, width: float) -> None:
    """As many of the legend's columns as fit ``width``: long entries in large type wrap onto more rows, and one
    column still too wide shrinks its type to the normal size (a wider legend pushed the plot out of its widget)."""
    def fits() -> bool:
        item.layout.invalidate()
        return item.layout.effectiveSizeHint(Qt.MinimumSize).width() <= width

    wanted = getattr(item, "wanted_points", LEGEND_POINTS)
    if _label_points(item) != wanted:
        _set_label_points(item, wanted)
    for columns in range(getattr(item, "wanted_columns", item.columnCount), 0, -1):
        if columns != item.columnCount:
            item.setColumnCount(columns)
        if fits():
            return
    for points in range(wanted - 1, LEGEND_POINTS - 1, -1):
        _set_label_points(item, points)
        if fits():
            return


def _label_points(item: pg.LegendItem) -> int:
    return int(round(float(str(item.opts["labelTextSize"]).rstrip("pt"))))


def _set_label_points(item: pg.LegendItem, points: int) -> None:
    item.setLabelTextSize(f"{points}pt")
    for _sample, label in item.items:
        label.setText(label.text)
    item.updateSize()


def presenting(plot: pg.PlotItem) -> bool:
    return bool(getattr(plot, "presentation_on", False))


def _scale(plot: pg.PlotItem) -> float:
    return PRESENTATION_SCALE if presenting(plot) else 1.0


def tick_font(plot: pg.PlotItem) -> QFont:
    """The tick font the plot uses now (normal or presentation size)."""
    font = QFont()
    font.setPointSize(round(TICK_POINTS * _scale(plot)))
    return font


def set_axis_label(plot: pg.PlotItem, name: str, text: str, color: str | None = None,
                   shorter: tuple[str, ...] = ()) -> None:
    """An axis title at the plot's current size, in the axis' text colour (so a theme change re-colours it
    through AxisItem.setTextPen) unless ``color`` is given; ``shorter`` forms are shown where it does not fit."""
    axis = plot.getAxis(name)
    style = {"font-size": f"{round(LABEL_POINTS * _scale(plot))}pt",
             "color": color or axis.textPen().color().name()}
    axis.label_source = (text, tuple(shorter), color)  # the English, for a change of language (retranslate.py)
    # a probability axis ticks in percent, as the summary says them; one without a title (above bars) says so itself
    axis.percent = is_share_title(text) or getattr(axis, "untitled_share", False)
    text, shorter = say(text), tuple(say(form) for form in shorter)
    plot.setLabel(name, text, siPrefixEnableRanges=NO_SI, **style)
    if getattr(axis, "title_hidden", False):  # (pyqtgraph's setLabel shows it: a new language showed "ang…")
        axis.showLabel(False)
    axis.resizeEvent()  # placed for its new words (the German one ran past the plot's top: "Chance, gewählt zu we")
    axis.full_label = text  # fit_axis_titles shortens what is shown, never this
    axis.short_labels = shorter
    fit_axis_titles(plot)


def show_axis_title(plot: pg.PlotItem, name: str, shown: bool) -> None:
    """Show or hide an axis' title, and keep it so when its words are set again (a change of language): a plot whose
    title or tick names say what the axis measures hides it, as its small size would cut it."""
    axis = plot.getAxis(name)
    axis.title_hidden = not shown
    axis.showLabel(shown and bool(axis.labelText))


def style_plot(plot: pg.PlotItem, title: str, x_label: str, y_label: str, x_units: str = "",
               y_units: str = "", *, x_short: tuple[str, ...] = (), y_short: tuple[str, ...] = ()) -> None:
    """Title, axis labels (units in brackets; ``x_short``/``y_short``: shorter forms), tick font, a faint grid."""
    set_title(plot, title)
    font = tick_font(plot)
    for name in AXES:
        axis = plot.getAxis(name)
        axis.setTickFont(font)
        axis.enableAutoSIPrefix(False)
    for name, label, units, short in (("bottom", x_label, x_units, x_short), ("left", y_label, y_units, y_short)):
        forms = [text + (f" ({units})" if units else "") for text in (label, *short)]
        set_axis_label(plot, name, forms[0], shorter=tuple(forms[1:]))
    plot.showGrid(x=True, y=True, alpha=0.15)
    plot.setMenuEnabled(True)


def set_title(plot: pg.PlotItem, title: str) -> None:
    """The plot's title at its current size, fitted to its width (fit_title), in the current language."""
    plot.title_source = title
    plot.full_title = say(title)
    if not getattr(plot, "title_watch", False):
        plot.title_watch = True
        plot.vb.sigResized.connect(lambda *_: fit_title(plot))
    fit_title(plot)


def fit_title(plot: pg.PlotItem) -> None:
    title = getattr(plot, "full_title", None)
    if title is None:
        return
    width = room(plot)
    text, points = title_lines(title, TITLE_POINTS * _scale(plot), width)
    size = f"{points:g}pt"
    label = plot.titleLabel
    if label.text != text or label.opts.get("size") != size:
        plot.setTitle(text, size=size, color=label.opts.get("color"))
        # PlotItem.setTitle fixes the title's row at 30 px: a larger or two-line title needs its own height
        height = max(30.0, label.itemRect().height())
        label.setMaximumHeight(height)
        plot.layout.setRowFixedHeight(0, height)


def legends_of(plot: pg.PlotItem) -> list[pg.LegendItem]:
    layout = plot.layout
    items = (layout.itemAt(i) for i in range(layout.count()))
    return [item for item in items if isinstance(item, pg.LegendItem)]


AXIS_TEXT_ROOM = (30, 18)  # pyqtgraph AxisItem's starting textWidth, textHeight


def present_plot(plot: pg.PlotItem, on: bool) -> None:
    """Presentation mode: title, tick labels, axis titles and legend at PRESENTATION_SCALE × their normal size
    (the normal sizes when off); the plot's candidate names are laid out again for the new font."""
    plot.presentation_on = on
    font = tick_font(plot)
    label_size = f"{round(LABEL_POINTS * _scale(plot))}pt"
    for name in AXES:
        axis = plot.getAxis(name)
        axis.setTickFont(font)
        # the room for tick labels, as when the axis was new: pyqtgraph only shrinks it past a 10-px hysteresis,
        # so coming back from presentation left it narrower than before (labels against the axis title)
        axis.textWidth, axis.textHeight = AXIS_TEXT_ROOM
        axis._updateWidth() if name in ("left", "right") else axis._updateHeight()
        if axis.labelText:
            axis.labelStyle["font-size"] = label_size
            axis._updateLabel()  # pyqtgraph has no public way to restyle a label without resetting it
    for item in legends_of(plot):
        set_legend_size(item, on)
    fit_plot(plot)
    # back to its widget's size: the larger type grew the plot past its widget (Qt keeps an item at least its minimum
    # size) and nothing shrank it again: a page hidden during presentation came back with its legend and x title cut
    shown = getattr(plot.getViewWidget(), "range", None)  # (pyqtgraph's views keep their size there)
    if shown is not None:
        plot.setGeometry(shown)
    recolour(plot, legends_of(plot))  # a plot built while the background was dark: items made from fixed colours
    categories = getattr(plot, "category_axes", None)
    if categories is not None:
        categories.update(force=True)


def set_legend_size(item: pg.LegendItem, on: bool) -> None:
    item.wanted_points = round(LEGEND_POINTS * (PRESENTATION_SCALE if on else 1))  # fit_legend may use less
    _set_label_points(item, item.wanted_points)


def restyle(plot: pg.PlotItem, fg) -> None:
    """Re-colour a plot for a theme: axes, tick labels and axis titles, title, legends in ``fg``; its items in
    the palette's colours for the background (``palette.set_background`` first)."""
    for name in AXES:
        axis = plot.getAxis(name)
        axis.setPen(fg)
        axis.setTextPen(fg)  # also re-colours the axis title (AxisItem.setTextPen sets labelStyle['color'])
    label = plot.titleLabel
    label.opts["color"] = fg
    label.setText(label.text)
    for item in legends_of(plot):
        item.setLabelTextColor(fg)
        for _sample, text in item.items:
            text.setText(text.text, color=fg)
    recolour(plot, legends_of(plot))  # the data's colours for the background (palette.py)


def line_width(on: bool, normal: float = 2.0) -> float:
    """Curve width: doubled in presentation mode."""
    return normal * (2 if on else 1)


def dot_size(presenting: bool, joined: bool) -> int:
    """Dots' size (px): small on a line, larger alone (separate candidates), doubled-ish in presentation."""
    return (9 if presenting else 5) if joined else (13 if presenting else 8)


def join_dots(curve: pg.PlotDataItem, key, joined: bool, presenting: bool, *samples) -> None:
    """A curve's dots joined by a line in ``key``'s colour (a COLORS name, or an RGB tuple: Compare's rows) along
    ordered prices, or standing alone, larger (separate candidates, where a line from one name to the next would
    draw a trend that is not there); ``samples``: legend stand-ins that follow the curve's line."""
    line = pen(key, 2) if isinstance(key, str) else pg.mkPen(*key, width=2)
    for item in (curve, *samples):
        item.setPen(line if joined else None)
    curve.normal_width = None  # thickened, if presenting, from the width it is made with now
    thicken(presenting, curve)
    curve.setSymbolSize(dot_size(presenting, joined))


def thicken(on: bool, *items) -> None:
    """Doubles (or restores) the pen width of curves and lines, from the width each was made with."""
    for item in items:
        if isinstance(item, pg.InfiniteLine):
            current = item.pen
        elif isinstance(item, pg.PlotDataItem):
            current = pg.mkPen(item.opts["pen"]) if item.opts["pen"] is not None else None
        else:
            continue
        if current is None:
            continue
        base = getattr(item, "normal_width", None)
        if base is None:
            base = item.normal_width = current.widthF()
        new = pg.mkPen(current)
        new.setWidthF(line_width(on, base))
        item.setPen(new)


def legend(plot: pg.PlotItem, columns: int = 2) -> pg.LegendItem:
    """A legend in its own row under the plot, so it never hides the data."""
    size = f"{round(LEGEND_POINTS * _scale(plot))}pt"
    item = Legend(labelTextSize=size, verSpacing=-6, horSpacing=12, colCount=columns, frame=False,
                  sampleType=StyleSample)  # dashes visible at presentation width
    item.wanted_columns = columns  # fit_legend uses fewer when the plot is narrow
    item.wanted_points = round(LEGEND_POINTS * _scale(plot))  # and smaller type when one column is too wide
    plot.layout.addItem(item, 4, 0, 1, 3)  # spans the axes' columns too
    return item


def exact_markers() -> pg.PlotDataItem:
    """Markers without a line, for the exact values beside simulated bars."""
    return pg.PlotDataItem([], [], pen=None, symbol="o", symbolSize=7, symbolBrush=pg.mkBrush(*COLORS["exact"]),
                           symbolPen=pg.mkPen("w", width=0.5))


def present_markers(markers: pg.PlotDataItem, on: bool) -> None:
    markers.setSymbolSize(12 if on else 7)
    markers.setSymbolPen(pg.mkPen("w", width=1.5 if on else 0.5))


def simulated_bars(width: float) -> pg.BarGraphItem:
    """One-colour bars for simulated frequencies (heights set later with setOpts)."""
    bars = pg.BarGraphItem(x=[0], height=[0], width=width)
    present_bars(bars, False)
    return bars


def present_bars(bars: pg.BarGraphItem, on: bool, key: str = "empirical", outline: str | None = None) -> None:
    """Bars translucent on the light background; opaque in presentation (on black), where ``outline`` (a
    COLORS key) also rims them. No rim otherwise: on hundreds of thin bars it would be all one sees."""
    rim = pen(outline, 2.0, over_bars=True) if on and outline else pg.mkPen(None)
    bars.setOpts(brush=pg.mkBrush(*COLORS[key], 255 if on else 170), pen=rim)


def present_line_label(line: pg.InfiniteLine, on: bool) -> None:
    """The name written on a reference line, at legend size (doubled in presentation mode)."""
    if line.label is not None:
        font = QFont()
        font.setPointSize(round(LEGEND_POINTS * (PRESENTATION_SCALE if on else 1)) + 1)
        line.label.setFont(font)
