"""Scroll areas that scroll up and down only: the parameter panel's, and a view page's when its content is taller than
the room (presentation type in a narrow column made a privacy bill 2,087 px tall, and the full-screen window grew to
2,179 px on an 800 px screen)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QBoxLayout, QScrollArea, QVBoxLayout, QWidget


class VerticalScroll(QScrollArea):
    """Scrolls up and down only, and is never narrower than its widget's widest row (or word) beside the scroll bar,
    whatever the fonts and language, so nothing in it is cut at an edge; as tall as its widget when there is room.
    (A minimum width set on it would override this: give ``least_width`` instead.)"""

    def __init__(self, widget: QWidget, least_width: int = 0, need=None) -> None:
        super().__init__()
        self.least_width = least_width  # never narrower, even when its widget could be
        self.need = need  # () -> px: its widget's least width when the layout's is not enough (the summary's words)
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
        width = max(least.width(), self.need()) if self.need is not None else least.width()
        need = width + self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()
        return QSize(max(hint.width(), need, self.least_width), hint.height())


class _PageContent(QWidget):
    """What a page's scroll area holds: no least width of its own, so it is as wide as the page shows (squeezed with
    the page, as a view laid out on its page directly was, when the window has less room than the view would like),
    never wider than the page and cut at its right edge."""

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())


class PageScroll(VerticalScroll):
    """A view page's scroll area: its content as wide as the page and as tall as the page, or as the least it can be
    when that is taller (its plots' least heights keep their axis titles whole: plots/least_size.py) — never as tall
    as it would like: Qt's resizable scroll area gives a content holding wrapped words its preferred height (each
    plot 480 px), so pages that fitted in normal type scrolled (four PMW plots and the calibration's two)."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.setWidgetResizable(False)

    def eventFilter(self, watched, event) -> bool:
        if watched is self.widget() and event.type() == QEvent.LayoutRequest:
            self._fit_widget()
        return super().eventFilter(watched, event)

    def viewportEvent(self, event) -> bool:
        if event.type() == QEvent.Resize:  # the page resized, or its scroll bar came or went
            self._fit_widget()
        return super().viewportEvent(event)

    def _fit_widget(self) -> None:
        widget, room = self.widget(), self.viewport().size()
        height = max(room.height(), widget.minimumSizeHint().height())
        if widget.size() != QSize(room.width(), height):
            widget.resize(room.width(), height)


def scrolled_page(view: QWidget) -> QWidget:
    """The widget to lay ``view``'s content on: it sits in a PageScroll that fills ``view`` (``view.page_scroll``),
    so a view taller than the window's room scrolls instead of making the window taller than the screen. With room
    to spare nothing changes: no scroll bar, the content fills the page."""
    content = _PageContent()
    content.setObjectName("view")  # the scroll area's accessible name (accessibility.Namer): "View", in any language
    view.page_scroll = PageScroll(content)
    outer = QVBoxLayout(view)
    outer.setContentsMargins(0, 0, 0, 0)
    outer.addWidget(view.page_scroll)
    return content


def stack_in_presentation(row: QBoxLayout, presenting: bool) -> None:
    """A row's widgets side by side, or one under another in presentation type: there a plot beside another got too
    little width for its x-axis title (Top-k's 'chance selected' read 'chance sel…' at 1280 px), and BLR's German
    theory button pushed its words into a narrow column and itself past the page's right edge; the page scrolls.

    Stacked, the widgets share the height above their least heights equally (their stretch factors, which share out
    the row's width, are set aside): a layout apportions the whole height by stretch factor and gives a widget whose
    part falls short of its least height just that least, so Top-k's lower plot (2 of 5 parts) and the risk view's
    (its least the taller) kept their least heights while the other plot took all the room the page had."""
    widths = getattr(row, "side_stretches", None)
    if widths is None:
        widths = row.side_stretches = [row.stretch(index) for index in range(row.count())]
    row.setDirection(QBoxLayout.TopToBottom if presenting else QBoxLayout.LeftToRight)
    for index, stretch in enumerate(widths):
        row.setStretch(index, 0 if presenting else stretch)
