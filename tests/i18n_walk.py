"""Every text a user sees in a window, widget by widget, for comparing a language with English (issue 35 §3):
labels, buttons, group titles, combo items and their tooltips, placeholders, table headers, tab names, tooltips, accessible names and
descriptions, window and dock titles and the status bar; a table's first cells and their tooltips (TABLE_ROWS rows),
and a plot's curves', lines' and axes' tooltips (the items of a graphics view's scene)."""
import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QComboBox, QDockWidget, QGraphicsView, QGroupBox, QLabel, QLineEdit,
    QMainWindow, QTabBar, QWidget,
)

TABLE_ROWS = 30  # a table's rows whose cells are read (the first: a 5,000-round table reads as its first rows)
TAG = re.compile(r"<[^>]+>")
ENTITY = re.compile(r"&(nbsp|amp|lt|gt|#\d+);")


def plain(text: str) -> str:
    """``text`` without its HTML tags and entities, its mnemonic '&' and its whitespace runs."""
    text = ENTITY.sub(" ", TAG.sub(" ", text or ""))
    return " ".join(text.replace("&", "").split())


def _columns(model) -> int:
    """A model's columns, at most 40."""
    try:
        return min(model.columnCount(), 40)
    except TypeError:  # a list model's columnCount is private in PySide6
        return 1


def _headers(view: QAbstractItemView):
    model = view.model()
    if model is None:
        return
    for section in range(_columns(model)):
        yield f"header{section}", model.headerData(section, Qt.Horizontal, Qt.DisplayRole)


def _cells(view: QAbstractItemView):
    """The first TABLE_ROWS rows' cells of a table: their text and tooltip (a list's rows; a tree's top rows)."""
    model = view.model()
    if model is None:
        return
    for row in range(min(model.rowCount(), TABLE_ROWS)):
        for column in range(_columns(model)):
            index = model.index(row, column)
            for name, role in (("cell", Qt.DisplayRole), ("celltip", Qt.ToolTipRole)):
                value = index.data(role)
                yield f"{name}{row},{column}", value if isinstance(value, str) else ""


def _scene_tips(view: QGraphicsView):
    """The tooltip of every shown item of a graphics view's scene: a plot's curves, lines, bars and axes."""
    scene = view.scene()
    if scene is None:
        return
    for n, item in enumerate(scene.items()):
        if item.isVisible():
            yield f"itemtip{n}", item.toolTip()


def texts_of(widget: QWidget):
    """(kind, text) for every text ``widget`` itself shows or says."""
    if isinstance(widget, QLabel):
        yield "text", widget.text()
    elif isinstance(widget, QAbstractButton):
        yield "text", widget.text()
    if isinstance(widget, QGroupBox):
        yield "title", widget.title()
    if isinstance(widget, QComboBox):
        for i in range(widget.count()):
            yield f"item{i}", widget.itemText(i)
            tip = widget.itemData(i, Qt.ToolTipRole)
            yield f"itemtip{i}", tip if isinstance(tip, str) else ""
    if isinstance(widget, QLineEdit) and widget.objectName() != "qt_spinbox_lineedit":
        yield "placeholder", widget.placeholderText()
    if isinstance(widget, QAbstractItemView):
        yield from _headers(widget)
        yield from _cells(widget)
    if isinstance(widget, QGraphicsView):
        yield from _scene_tips(widget)
    if isinstance(widget, QTabBar):
        for i in range(widget.count()):
            yield f"tab{i}", widget.tabText(i)
            yield f"tabtip{i}", widget.tabToolTip(i)
    if isinstance(widget, (QDockWidget, QMainWindow)) or widget.isWindow():
        yield "title", widget.windowTitle()
    if isinstance(widget, QMainWindow) and widget.statusBar() is not None:
        yield "status", widget.statusBar().currentMessage()
    yield "tooltip", widget.toolTip()
    yield "accessible name", widget.accessibleName()
    yield "accessible description", widget.accessibleDescription()


def shown_widgets(root: QWidget) -> list:
    """``root`` and every widget under it on show (visible; on screen, or a window), found by
    guihelp.visible_under, which skips the hidden branches (a window's whole set of views is thousands of widgets,
    the shown ones a few hundred)."""
    from guihelp import visible_under

    return [w for w in (root, *visible_under(root)) if w.isVisible() and (w.isWindow() or not w.visibleRegion().isEmpty())]


def texts_in(widgets) -> dict:
    """{(widget id, kind): (plain text, widget)} for ``widgets`` (shown_widgets)."""
    found = {}
    for widget in widgets:
        for kind, text in texts_of(widget):
            text = plain(text if isinstance(text, str) else "")
            if text:
                found[(id(widget), kind)] = (text, widget)
    return found


def shown_texts(root: QWidget) -> dict:
    """{(widget id, kind): (plain text, widget)} for every widget on show under ``root`` (itself included)."""
    return texts_in(shown_widgets(root))
