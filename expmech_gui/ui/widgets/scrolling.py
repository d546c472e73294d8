"""Scroll areas that scroll up and down only: the parameter panel's, and a view page's when its content is taller than
the room (presentation type in a narrow column made a privacy bill 2,087 px tall, and the full-screen window grew to
2,179 px on an 800 px screen)."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QScrollArea, QVBoxLayout, QWidget


class VerticalScroll(QScrollArea):
    """Scrolls up and down only, and is never narrower than its widget's widest row, whatever the fonts, so nothing in
    it is cut at its right edge; as tall as its widget when there is room."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__()
        self.setWidget(widget)
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), self.widget().sizeHint().height() + 2 * self.frameWidth())

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        need = (self.widget().minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width()
                + 2 * self.frameWidth())
        return QSize(max(hint.width(), need), hint.height())


def scrolled_page(view: QWidget) -> QWidget:
    """The widget to lay ``view``'s content on: it sits in a VerticalScroll that fills ``view`` (``view.page_scroll``),
    so a view taller than the window's room scrolls instead of making the window taller than the screen. With room
    to spare nothing changes: no scroll bar, the content fills the page."""
    content = QWidget()
    view.page_scroll = VerticalScroll(content)
    outer = QVBoxLayout(view)
    outer.setContentsMargins(0, 0, 0, 0)
    outer.addWidget(view.page_scroll)
    return content
