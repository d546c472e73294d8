"""Legend samples whose dashes stay visible at presentation width.

Qt measures a pen's dashes in units of its width, so a dashed line doubled to 4 px for presentation draws its
first dash (4 × 4 px) over most of pyqtgraph's 20-px legend sample: "ERM: true" (dashed) and "bound"
(dash-dot-dot) looked solid, like the solid "private: true". The sample draws such a line at the normal width,
with dashes half Qt's length so that a whole period of the pattern shows.
"""
from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt

SAMPLE_WIDTH = 2.0  # a dashed sample's line is at most this wide (the normal line width)
# Qt's patterns (dash, gap, …, in units of the pen's width), halved: at 2 px a whole period fits the 20-px
# sample. At Qt's own, dash-dot-dot's period is 24 px, so the sample showed one dash and "bound" (dash-dot-dot)
# looked like "bound meets base rate" (dashes) in Learning's legend.
SAMPLE_DASHES = {Qt.DashLine: [2, 1], Qt.DotLine: [0.5, 1], Qt.DashDotLine: [2, 1, 0.5, 1],
                 Qt.DashDotDotLine: [2, 1, 0.5, 1, 0.5, 1]}


def thin_dashes(pen):
    """``pen`` at most SAMPLE_WIDTH wide with its dashes at half Qt's length (SAMPLE_DASHES) if it is dashed, a
    custom dash pattern from its first dash; else None (draw it as it is)."""
    if pen is None:
        return None
    pen = pg.mkPen(pen)
    if pen.style() == Qt.CustomDashLine and pen.dashOffset():  # Compare's dashes in turn: the sample starts on one
        pen.setDashOffset(0)
        return pen
    pattern = SAMPLE_DASHES.get(pen.style())
    if pattern is None:
        return None
    pen.setWidthF(min(pen.widthF(), SAMPLE_WIDTH))
    pen.setDashPattern(pattern)
    pen.setCapStyle(Qt.FlatCap)  # square caps would add a width to each dash and close the short gaps
    return pen


class StyleSample(pg.ItemSample):
    """pyqtgraph's legend sample, with a dashed line drawn at SAMPLE_WIDTH (``thin_dashes``)."""

    def paint(self, p, *args):
        opts = getattr(self.item, "opts", None)
        pen = opts.get("pen") if isinstance(self.item, pg.PlotDataItem) else None
        thin = thin_dashes(pen)
        if thin is None:
            return super().paint(p, *args)
        opts["pen"] = thin  # for this drawing only: the item itself keeps its pen
        try:
            return super().paint(p, *args)
        finally:
            opts["pen"] = pen
