"""Every text a user sees in a window, widget by widget, for comparing a language with English (issue 35 §3):
labels, buttons, group titles, combo items and their tooltips, placeholders, table headers, tab names, tooltips, accessible names and
descriptions, window and dock titles and the status bar."""
import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QComboBox, QDockWidget, QGroupBox, QLabel, QLineEdit, QMainWindow,
    QTabBar, QWidget,
)

TAG = re.compile(r"<[^>]+>")
ENTITY = re.compile(r"&(nbsp|amp|lt|gt|#\d+);")


def plain(text: str) -> str:
    """``text`` without its HTML tags and entities, its mnemonic '&' and its whitespace runs."""
    text = ENTITY.sub(" ", TAG.sub(" ", text or ""))
    return " ".join(text.replace("&", "").split())


def _headers(view: QAbstractItemView):
    model = view.model()
    if model is None:
        return
    try:
        columns = model.columnCount()
    except TypeError:  # a list model's columnCount is private in PySide6
        columns = 1
    for section in range(min(columns, 40)):
        yield f"header{section}", model.headerData(section, Qt.Horizontal, Qt.DisplayRole)


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


def shown_texts(root: QWidget) -> dict:
    """{(widget id, kind): plain text} for every visible widget under ``root`` (itself included)."""
    found = {}
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible() or widget.visibleRegion().isEmpty() and not widget.isWindow():
            continue
        for kind, text in texts_of(widget):
            text = plain(text if isinstance(text, str) else "")
            if text:
                found[(id(widget), kind)] = (text, widget)
    return found
