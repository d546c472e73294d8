"""A plot's axes drawn ahead of the plot's paint (presentation mode's switch, issue 36 §3).

pyqtgraph draws an axis (its ticks, their numbers, the grid) into a picture when it is first painted after a change,
and replays that picture after. After presentation mode's switch every axis of the window had changed (new fonts,
new sizes), so the one repaint at its end drew every axis of every plot on screen: 45–50 ms of the GUI thread under
load. ``axes`` draws a plot's axes' pictures now (a plot a step), exactly as their paint would; the paint replays
them."""
from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtGui import QPainter, QPicture


def axes(widget: pg.PlotWidget) -> None:
    """The visible axes of ``widget`` drawn into their pictures (pyqtgraph's ``AxisItem.paint`` makes the picture it
    does not have yet, then replays it: here onto a picture thrown away)."""
    for axis in widget.getPlotItem().axes.values():
        item = axis["item"]
        if item.isVisible() and getattr(item, "picture", True) is None:
            scratch = QPicture()
            painter = QPainter(scratch)
            try:
                item.paint(painter, None, None)
            finally:
                painter.end()
