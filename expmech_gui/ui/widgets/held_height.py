"""A widget that can keep the height it has while what it shows is briefly shorter ("updating…", "Running PMW…"): the
widgets below it then do not move. Each move resized and repainted the plots under it, and back again when the longer
text returned — several plots painted twice in one slice of the GUI thread, while a worker held the GIL (issue 36 §3)."""
from __future__ import annotations

from PySide6.QtWidgets import QWidget


class HeldHeight(QWidget):
    """``hold(True)``: at least as tall as it is now (taller if its content needs it); ``hold(False)``: as its
    content needs again. A minimum height, not size hints: a layout asks a widget holding wrapped words for its
    layout's height for a width, never the widget's own, but clamps that to the widget's minimum."""

    def hold(self, on: bool) -> None:
        if on and self.minimumHeight():
            return  # held already: the first height kept (a second update before the first ended)
        self.setMinimumHeight(self.height() if on and self.isVisible() else 0)
