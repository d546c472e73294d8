"""Tabs that repaint what changed, not their whole area, when something on a page changes its text."""
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QTabWidget


class SteadyTabs(QTabWidget):
    """A QTabWidget that does not repaint its whole area when a page asks for a new layout.

    Qt's QTabWidget answers every layout request by placing its bar and pages again, repainting its whole area and
    telling its parent that its size hints may have changed (``QTabWidget::setUpLayout``). A page asks whenever a
    label on it is given a text, since the label's size hint may change: each new number in the summary repainted
    the window's buttons, tables, tabs and splitters, about seven times for one preset loaded (314 paint events,
    125 now; offscreen the plots' views were not among them). The placing depends only on
    the ``placing`` key below (the tab widget's size, its bar's and corners' size hints, where the bar is). When
    that is as at the last request, nothing moves and nothing is repainted: the request is taken here, and only
    the parent is told when the size hints did change (``updateGeometry``, the last thing Qt's own answer does).
    Resizes, style and bar changes still reach Qt's own handling."""

    _placed: tuple | None = None  # the placing key when Qt last placed the bar and the pages
    _hints: tuple | None = None  # the size hints the parent was last told of

    def _placing(self) -> tuple:
        bar = self.tabBar()
        corners = tuple((c.isVisibleTo(self), c.sizeHint().toTuple()) if c is not None else None
                        for c in (self.cornerWidget(Qt.TopLeftCorner), self.cornerWidget(Qt.TopRightCorner)))
        return (self.size().toTuple(), bar.isVisibleTo(self), bar.sizeHint().toTuple(), corners,
                self.tabPosition(), self.documentMode())

    def _size_hints(self) -> tuple:
        return (self.sizeHint().toTuple(), self.minimumSizeHint().toTuple(),
                self.heightForWidth(self.width()) if self.hasHeightForWidth() else -1)

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.LayoutRequest and self.isVisible():
            placing, hints = self._placing(), self._size_hints()
            unmoved = placing == self._placed
            self._placed = placing
            if unmoved:
                if hints != self._hints:
                    self._hints = hints
                    self.updateGeometry()
                return True
            self._hints = hints
        return super().event(event)
