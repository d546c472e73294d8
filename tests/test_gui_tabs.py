"""Tabs that repaint what changed (widgets/tabs.py): a new text on a page repaints that text, not every plot."""
from collections import Counter

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QLabel, QTabWidget, QVBoxLayout, QWidget

from expmech_gui.ui.widgets.tabs import SteadyTabs
from guihelp import load, settled


class Paints(QObject):
    """Counts every widget's paint events (an application-wide filter while it lives)."""

    def __init__(self) -> None:
        super().__init__()
        self.count = Counter()
        QApplication.instance().installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Paint and isinstance(obj, QWidget):
            self.count[obj] += 1
        return False


def test_a_new_number_in_the_summary_repaints_the_summary_not_the_window(qtbot, window):
    """Qt's QTabWidget repainted its whole area at each layout request, and a label given a new text asks for one:
    each new number in the summary repainted the window's buttons, tables, tabs and splitters. A new number of the
    same width now repaints the summary panel only."""
    ws = load(qtbot, window, "voting")
    panel = ws.summary_panel
    label = panel.labels["opt"]
    settled(qtbot, window)
    paints = Paints()
    try:
        label.setText(label.text().replace("1", "2") if "1" in label.text() else label.text() + "1")
        qtbot.waitUntil(lambda: paints.count[label] > 0)
        settled(qtbot, window)  # (the layout requests climb to the window one turn at a time)
    finally:
        QApplication.instance().removeEventFilter(paints)
    outside = sorted(f"{type(w).__name__} {w.objectName()}" for w in paints.count
                     if w is not panel and not panel.isAncestorOf(w) and not w.isAncestorOf(panel))
    assert outside == []


def _page_in_tabs(qtbot, tabs):
    tabs.setCornerWidget(QLabel("corner"))
    top = QWidget()
    QVBoxLayout(top).addWidget(tabs)
    page = QWidget()
    label = QLabel("short")
    label.setWordWrap(True)
    QVBoxLayout(page).addWidget(label)
    tabs.addTab(page, "Page")
    qtbot.addWidget(top)
    top.resize(400, 300)
    top.show()
    qtbot.waitExposed(top)
    settled(qtbot, top)
    return top, page, label


def _placed(page):
    """Where ``page`` lies in its tab widget (x, y, width, height)."""
    tabs = page.parentWidget().parentWidget()
    return (*page.mapTo(tabs, page.rect().topLeft()).toTuple(), page.width(), page.height())


def test_the_tabs_still_place_their_pages_and_tell_their_parent(qtbot):
    """What the skipped requests would have done is still done, as Qt's QTabWidget does it beside: a page that needs
    more room raises the tabs' least size and the window's; a larger bar moves the page down; a corner widget that
    grows is given its room."""
    steady, plain = _page_in_tabs(qtbot, SteadyTabs()), _page_in_tabs(qtbot, QTabWidget())
    assert _placed(steady[1]) == _placed(plain[1])
    for top, _page, label in (steady, plain):
        label.setMinimumHeight(500)
        settled(qtbot, top)
    assert steady[0].minimumSizeHint() == plain[0].minimumSizeHint()
    assert steady[0].minimumSizeHint().height() > 500
    low = _placed(steady[1])[1]
    for top, page, _label in (steady, plain):
        bar = page.parentWidget().parentWidget().tabBar()
        font = QFont(bar.font())
        font.setPointSizeF(font.pointSizeF() * 3)
        bar.setFont(font)
        settled(qtbot, top)
    assert _placed(steady[1])[1] > low + 10
    assert _placed(steady[1]) == _placed(plain[1])
    corners = []
    for top, page, _label in (steady, plain):
        corner = page.parentWidget().parentWidget().cornerWidget()
        corner.setText("a corner widget with a much longer text")
        settled(qtbot, top)
        corners.append(corner.geometry().getRect())
    assert corners[0] == corners[1] and corners[0][2] > 150
