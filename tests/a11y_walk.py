"""Walking the accessibility tree of a window as a screen reader sees it (QAccessible interfaces over every visible
widget): the interactive elements without a name, names repeated among siblings, plots without a description."""
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QAbstractSlider, QAbstractSpinBox, QComboBox, QLineEdit, QScrollBar, QTabBar, QWidget,
)

INTERACTIVE = (QAbstractButton, QAbstractItemView, QAbstractSlider, QAbstractSpinBox, QComboBox, QLineEdit, QTabBar)


def interactive(widget: QWidget) -> bool:
    """A control a user operates: one of Qt's input widgets, or anything that takes keyboard focus."""
    if isinstance(widget, QScrollBar) or widget.objectName() == "qt_spinbox_lineedit":
        return False  # named by Qt by its direction / part of its spin box's interface
    if isinstance(widget, pg.PlotWidget):
        return True
    return isinstance(widget, INTERACTIVE) or widget.focusPolicy() & Qt.TabFocus == Qt.TabFocus


def shown(widget: QWidget) -> bool:
    return widget.isVisible() and widget.width() > 0 and widget.height() > 0


def name_of(widget: QWidget) -> str:
    iface = QAccessible.queryAccessibleInterface(widget)
    return iface.text(QAccessible.Name).strip() if iface is not None and iface.isValid() else ""


def description_of(widget: QWidget) -> str:
    iface = QAccessible.queryAccessibleInterface(widget)
    return iface.text(QAccessible.Description).strip() if iface is not None and iface.isValid() else ""


def label_of(widget: QWidget) -> str:
    return f"{type(widget).__name__} {widget.objectName()!r} in {type(widget.parentWidget()).__name__}"


def problems(root: QWidget) -> list[str]:
    """Every visible interactive widget under ``root``: without an accessible name, or sharing its name with an
    interactive sibling (the same accessible parent)."""
    found = []
    by_parent: dict = {}
    for widget in root.findChildren(QWidget):
        if not shown(widget) or not interactive(widget):
            continue
        name = name_of(widget)
        if not name:
            found.append(f"no name: {label_of(widget)} (tooltip {widget.toolTip()[:40]!r})")
            continue
        by_parent.setdefault(id(widget.parentWidget()), {}).setdefault(name, []).append(widget)
    for names in by_parent.values():
        for name, widgets in names.items():
            if len(widgets) > 1:
                found.append(f"name {name!r} used {len(widgets)} times: {label_of(widgets[0])}")
    return found
