"""Walking the accessibility tree of a window as a screen reader sees it (QAccessible interfaces over every visible
widget): the interactive elements without a name, names repeated among siblings, plots without a description or
whose sentence holds no number while they draw data."""
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QAbstractSlider, QAbstractSpinBox, QComboBox, QLineEdit, QScrollBar, QTabBar, QWidget,
)

from guihelp import visible_under

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
    for widget in visible_under(root):
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


def draws_data(plot) -> bool:
    """Whether the plot (a PlotItem) draws numbers: a legend entry or an item of its own holds a series."""
    from expmech_gui.ui.widgets.plots.described import drawn_series, legends, series_of

    return (any(drawn_series(sample.item)[1] is not None for legend in legends(plot) for sample, _ in legend.items)
            or any(series_of(item) is not None for item in plot.items if item.isVisible()))


def offers_table(widget) -> bool:
    """Whether Ctrl+T on the plot and its right-click menu open *View data as table* (plots/data_table.offer_table)."""
    from PySide6.QtGui import QKeySequence, QShortcut

    keys = any(s.key() == QKeySequence("Ctrl+T") for s in widget.findChildren(QShortcut))
    return keys and bool(getattr(widget.scene(), "data_actions", None))


def plot_problems(root: QWidget, known: tuple[str, ...] = ()) -> list[str]:
    """Every shown plot under ``root`` not kept described (plots/described.keep_described), without View data as table,
    without a description, or — drawing data — whose sentence made from its numbers now (described.describe) holds no
    number; plots whose title starts with one of ``known`` may lack the number."""
    from expmech_gui.ui.widgets.plots.described import describe, title_of

    found = []
    for widget in visible_under(root, pg.PlotWidget):
        if not shown(widget):
            continue
        plot = widget.getPlotItem()
        title = title_of(plot)
        if getattr(widget, "describe_timer", None) is None:
            found.append(f"plot {title!r} is not kept described")
        elif not offers_table(widget):
            found.append(f"plot {title!r} offers no View data as table (Ctrl+T, right-click)")
        elif not description_of(widget):
            found.append(f"plot {title!r} has no description")
        elif draws_data(plot) and not any(ch.isdigit() for ch in describe(plot)) and not title.startswith(known):
            found.append(f"plot {title!r} is described without a number: {describe(plot)!r}")
    return found
