"""Reference lines (OPT, E[s], the threshold, …) named on the line and in the legend with their values.

A line's legend entry is touched only when its text changes: the display tick sets the simulated mean's
line many times a second, and re-adding a legend entry re-lays the plot out (an extra repaint).
"""
from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt

from ..text import fmt_value
from .kit import COLORS, LINE_STYLES, fit_legend, pen, present_line_label, room, thicken
from .palette import readable


class RefLine:
    """A vertical or horizontal reference line, named on the line itself and in the legend with its value;
    line styles and names tell the lines apart without colour."""

    def __init__(self, plot: pg.PlotItem, legend: pg.LegendItem, key: str, name: str, angle: int,
                 style=None, label_at: float = 0.9) -> None:
        line_pen = pen(key, 2.0, LINE_STYLES.get(key, Qt.SolidLine) if style is None else style)
        self.plot, self.legend, self.name = plot, legend, name
        self.line = pg.InfiniteLine(angle=angle, pen=line_pen, movable=False, label=name.replace("{", "{{"),
                                    labelOpts={"position": label_at, "color": readable(COLORS[key]), "movable": False})
        self.line.setZValue(20)
        self.sample = pg.PlotDataItem([], [], pen=line_pen)  # legend-only stand-in
        plot.addItem(self.line, ignoreBounds=True)
        self.legend_text: str | None = None  # the legend entry's text (None: no entry)

    def set(self, value: float | None, text: str | None, off_scale: str | bool = False) -> None:
        """Show the line at ``value``; ``off_scale`` ("left"/"right"/True/"hidden") hides it and says so in the
        legend."""
        if value is None:
            self.line.hide()
            self._legend_entry(None)
            return
        if self.line.value() != value:
            self.line.setValue(value)
        self.line.setVisible(not off_scale)
        arrow = {"left": " (off ◀)", "right": " (off ▶)", "hidden": ""}.get(off_scale, " (off scale)") \
            if off_scale else ""
        label = f"{self.name} {text}{arrow}"
        if self.line.toolTip() != label:
            self.line.setToolTip(label)
        self._legend_entry(label)

    def _legend_entry(self, label: str | None) -> None:
        """The legend entry says ``label`` (None: no entry); untouched when it says so already."""
        if label == self.legend_text:
            return
        if label is None:
            self.legend.removeItem(self.sample)
        elif self.legend_text is None:
            self.legend.addItem(self.sample, label)
        else:  # the same entry, new text: relabelled in place, not removed and added again
            entry = next(text for sample, text in self.legend.items if sample.item is self.sample)
            entry.setText(label)
            self.legend.updateSize()
        self.legend_text = label
        fit_legend(self.legend, room(self.plot))
        # laid out now, not on a later event: a layout pass after the repaint would repaint the plot again
        self.legend.layout.activate()
        self.plot.layout.activate()

    def set_presentation(self, on: bool) -> None:
        thicken(on, self.line, self.sample)
        present_line_label(self.line, on)


def value_text(unit: str, v: float) -> str:
    """A reference value in a legend, written exactly as the summary writes it (one rounding, one minus sign:
    ``text.fmt_value``), so the legend's OPT and the summary's OPT are the same text."""
    return fmt_value(v, unit)
