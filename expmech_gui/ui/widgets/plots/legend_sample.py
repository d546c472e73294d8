"""Legend samples whose dashes stay visible at presentation width.

Qt measures a pen's dashes in units of its width, so a dashed line doubled to 4 px for presentation draws its
first dash (4 × 4 px) over most of pyqtgraph's 20-px legend sample: "ERM: true" (dashed) and "bound"
(dash-dot-dot) looked solid, like the solid "private: true". The sample draws such a line at the normal width.
"""
from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt

SAMPLE_WIDTH = 2.0  # a dashed sample's line is at most this wide (the normal line width)


def thin_dashes(pen):
    """``pen`` at SAMPLE_WIDTH if it is dashed and wider; else None (draw it as it is)."""
    if pen is None:
        return None
    pen = pg.mkPen(pen)
    if pen.style() in (Qt.SolidLine, Qt.NoPen) or pen.widthF() <= SAMPLE_WIDTH:
        return None
    pen.setWidthF(SAMPLE_WIDTH)
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
