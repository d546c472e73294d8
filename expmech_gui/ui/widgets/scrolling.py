"""Scroll areas that scroll up and down only: the parameter panel's, and a view page's when its content is taller than
the room (presentation type in a narrow column made a privacy bill 2,087 px tall, and the full-screen window grew to
2,179 px on an 800 px screen)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QScrollArea, QVBoxLayout, QWidget


class VerticalScroll(QScrollArea):
    """Scrolls up and down only, and is never narrower than its widget's widest row (or word) beside the scroll bar,
    whatever the fonts and language, so nothing in it is cut at an edge; as tall as its widget when there is room.
    (A minimum width set on it would override this: give ``least_width`` instead.)"""

    def __init__(self, widget: QWidget, least_width: int = 0) -> None:
        super().__init__()
        self.least_width = least_width  # never narrower, even when its widget could be
        self.setWidget(widget)
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)

    def eventFilter(self, watched, event) -> bool:
        """Its widget laid out anew (new fonts, a longer text): its sizes go up to the layouts that hold it (a scroll
        area stops them, and a view's page kept the least width it had before presentation type)."""
        if watched is self.widget() and event.type() == QEvent.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), self.widget().sizeHint().height() + 2 * self.frameWidth())

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        widget = self.widget()
        least = widget.layout().totalMinimumSize() if widget.layout() is not None else widget.minimumSizeHint()
        need = least.width() + self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()
        return QSize(max(hint.width(), need, self.least_width), hint.height())


class _PageContent(QWidget):
    """What a page's scroll area holds: no least width of its own, so it is as wide as the page shows (squeezed with
    the page, as a view laid out on its page directly was, when the window has less room than the view would like),
    never wider than the page and cut at its right edge."""

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())


def scrolled_page(view: QWidget) -> QWidget:
    """The widget to lay ``view``'s content on: it sits in a VerticalScroll that fills ``view`` (``view.page_scroll``),
    so a view taller than the window's room scrolls instead of making the window taller than the screen. With room
    to spare nothing changes: no scroll bar, the content fills the page."""
    content = _PageContent()
    view.page_scroll = VerticalScroll(content)
    outer = QVBoxLayout(view)
    outer.setContentsMargins(0, 0, 0, 0)
    outer.addWidget(view.page_scroll)
    return content
