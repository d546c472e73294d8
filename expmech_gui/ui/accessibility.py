"""What a screen reader hears: every control named, refusals and results announced politely.

Names are given generically, not by hand at hundreds of places: when a widget is first shown (and each time again,
as its label or tooltip may have changed), a control without a name of its own gets one from, in order, the label of
its QFormLayout row (also when the row holds several widgets), its tooltip's first clause, its placeholder text, or
what it holds (a scroll area, a tab widget). Qt itself already names buttons by their text and widgets by a buddy
label; a name set by hand (``setAccessibleName``) is never replaced. Where the tooltip says more than the name, it
becomes the description. Announcements use Qt's polite QAccessibleAnnouncementEvent (Qt 6.8): said when the
reader is idle, never interrupting.
"""
from __future__ import annotations

import re

import shiboken6
from PySide6.QtCore import QAbstractListModel, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QAbstractScrollArea, QAbstractSlider, QAbstractSpinBox, QApplication,
    QComboBox, QFormLayout, QHeaderView, QLabel, QLayout, QLineEdit, QScrollArea, QScrollBar, QTabBar, QTabWidget, QWidget,
)

from .catalogue import tr

AUTO = "a11yAutoName"  # property on widgets this module named (renamed on each show; hand-set names are kept)
AUTO_DESCRIPTION = "a11yAutoDescription"  # … and on those it described (from their tooltips)
NAME_CHARS = 60  # a name longer than this is cut at a word: a name is what a reader says first, briefly
INTERACTIVE = (QAbstractButton, QAbstractItemView, QAbstractSlider, QAbstractSpinBox, QComboBox, QLineEdit, QTabBar,
               QTabWidget, QAbstractScrollArea)
TAGS = re.compile(r"<[^>]+>")


def plain(text: str) -> str:
    """Label text as heard: no rich-text tags, no '&' mnemonic markers, one line."""
    text = TAGS.sub("", text or "").replace("&&", "\0").replace("&", "").replace("\0", "&")
    return " ".join(text.replace("&nbsp;", " ").split())


def first_clause(text: str) -> str:
    """A tooltip's opening words as a name: up to its first ':', '.', '(' or line break, cut at a word."""
    text = plain(text.split("\n")[0])
    cut = re.split(r"(?<=\S)[:.(](?:\s|$)|\s\(", text, maxsplit=1)[0].strip(" ,;")
    if len(cut) > NAME_CHARS:
        cut = cut[:NAME_CHARS].rsplit(" ", 1)[0] + "…"
    return cut


def humanised(identifier: str) -> str:
    """'ParameterPanel' → 'Parameter panel', 'pmwRounds' → 'Pmw rounds'."""
    words = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", identifier.replace("_", " ")).split()
    return " ".join(words).capitalize()


def _layout_holds(layout: QLayout, widget: QWidget) -> bool:
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item.widget() is widget or (item.layout() is not None and _layout_holds(item.layout(), widget)):
            return True
    return False


def _forms_of(layout: QLayout):
    if isinstance(layout, QFormLayout):
        yield layout
    for i in range(layout.count()):
        inner = layout.itemAt(i).layout()
        if inner is not None:
            yield from _forms_of(inner)


def form_label(widget: QWidget) -> str:
    """The text of the label of the QFormLayout row that holds ``widget`` (directly or in the row's own layout)."""
    parent = widget.parentWidget()
    layout = parent.layout() if parent is not None else None
    if layout is None:
        return ""
    for form in _forms_of(layout):
        for row in range(form.rowCount()):
            field = form.itemAt(row, QFormLayout.FieldRole)
            if field is None or not (field.widget() is widget or (field.layout() is not None
                                                                  and _layout_holds(field.layout(), widget))):
                continue
            label = form.itemAt(row, QFormLayout.LabelRole)
            if label is not None and isinstance(label.widget(), QLabel):
                text = plain(label.widget().text())
                if text and field.widget() is not widget:  # one of several widgets in the row: say which
                    return tr("{name} slider").format(name=text) if isinstance(widget, QAbstractSlider) else text
                return text
    return ""


def qt_name(widget: QWidget) -> str:
    """The name Qt gives the widget by itself (button text, buddy label), ignoring one this module set."""
    if widget.property(AUTO):
        return ""
    iface = QAccessible.queryAccessibleInterface(widget)
    return iface.text(QAccessible.Name).strip() if iface is not None and iface.isValid() else ""


def derived_name(widget: QWidget) -> str:
    """A name for an unnamed control, from what a sighted user reads near it."""
    if isinstance(widget, QHeaderView):
        return tr("Column headers") if widget.orientation() == Qt.Horizontal else tr("Row numbers")
    if widget.objectName() == "qt_tableview_cornerbutton":
        return tr("Select all")
    if widget.objectName() == "qt_spinbox_lineedit" and widget.parentWidget() is not None:
        return qt_name(widget.parentWidget()) or derived_name(widget.parentWidget())
    plot_title = getattr(widget, "accessible_title", None)
    if callable(plot_title):
        return plot_title()
    for source in (form_label(widget), first_clause(widget.toolTip()),
                   plain(widget.placeholderText()) if isinstance(widget, QLineEdit) else ""):
        if source:
            return source
    if isinstance(widget, QTabWidget) and widget.count():
        names = ", ".join(plain(widget.tabText(i)) for i in range(min(widget.count(), 3)))
        return tr("Tabs: {names}").format(names=names)
    model = widget.model() if isinstance(widget, QAbstractItemView) else None
    columns = 0 if model is None else 1 if isinstance(model, QAbstractListModel) else model.columnCount()  # (a list
    # model's columnCount is private in PySide6: calling it raised TypeError)
    if columns:
        heads = [plain(str(model.headerData(c, Qt.Horizontal) or "")) for c in range(min(columns, 3))]
        return tr("Table of {columns}").format(columns=", ".join(h for h in heads if h))
    if isinstance(widget, QScrollArea) and widget.widget() is not None:
        inner = widget.widget()
        return qt_name(inner) or tr(humanised(inner.objectName() or type(inner).__name__))
    if isinstance(widget, QAbstractScrollArea) and type(widget).__module__.startswith("PySide6"):
        return tr(humanised(widget.objectName())) if widget.objectName() else ""
    return tr(humanised(widget.objectName() or type(widget).__name__))


def needs_name(widget: QWidget) -> bool:
    """A control a user operates. Scroll bars are left to Qt, which names them by their direction (asking for a
    scroll bar's interface while its scroll area is still being shown crashed Qt 6.11)."""
    if isinstance(widget, QScrollBar):
        return False
    return isinstance(widget, INTERACTIVE) or bool(widget.focusPolicy() & Qt.TabFocus)


def name_widget(widget: QWidget) -> None:
    """Give ``widget`` a derived name (and its tooltip as description) unless it has one of its own."""
    if not needs_name(widget) or (widget.accessibleName() and not widget.property(AUTO)) or qt_name(widget):
        return
    name = derived_name(widget)
    if name and name != widget.accessibleName():
        widget.setAccessibleName(name)
        widget.setProperty(AUTO, True)
    tip = plain(widget.toolTip())
    if tip and tip != name and (not widget.accessibleDescription() or widget.property(AUTO_DESCRIPTION)):
        widget.setAccessibleDescription(tip)
        widget.setProperty(AUTO_DESCRIPTION, True)
    elif widget.property(AUTO_DESCRIPTION):  # the tooltip it was derived from is now the name (or gone): a
        widget.setAccessibleDescription("")  # description left over would say the old text (another language's)
        widget.setProperty(AUTO_DESCRIPTION, False)


def rename_tree(widgets) -> None:
    """Name ``widgets`` again from their (translated) labels and tooltips: the names this module gave them are
    forgotten first (hand-set names are kept), then siblings named alike are told apart. Only the widgets on show:
    the others are named when shown (Namer)."""
    widgets = [widget for widget in widgets if widget.isVisible()]
    for widget in widgets:
        if widget.property(AUTO):
            widget.setAccessibleName("")
            widget.setProperty(AUTO, False)
    for widget in widgets:
        name_widget(widget)
    for widget in widgets:
        distinguish_siblings(widget)


def distinguish_siblings(parent: QWidget) -> None:
    """Controls that share a name under one parent get their tooltips' words, or a number, after it."""
    seen: dict[str, list[QWidget]] = {}
    for child in parent.findChildren(QWidget, options=Qt.FindDirectChildrenOnly):
        if child.isVisibleTo(parent) and needs_name(child):
            iface = QAccessible.queryAccessibleInterface(child)
            name = iface.text(QAccessible.Name).strip() if iface is not None else ""
            if name:
                seen.setdefault(name, []).append(child)
    for name, widgets in seen.items():
        if len(widgets) < 2:
            continue
        for number, widget in enumerate(widgets, 1):
            tip = first_clause(widget.toolTip())
            widget.setAccessibleName(f"{name}: {tip}" if tip and tip != name else f"{name} {number}")
            widget.setProperty(AUTO, True)


def name_tree(root: QWidget) -> None:
    """Name every unnamed control under ``root`` (and ``root``), then tell apart siblings named alike."""
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        name_widget(widget)
    for widget in widgets:
        distinguish_siblings(widget)


class Namer(QObject):
    """Application-wide: names each control after it is shown (lazily built views and dialogs included), then tells
    it apart from its siblings. Only Show events are looked at, which come once per showing, not per paint; the
    naming waits until the showing is over (asking Qt for accessible interfaces in the middle of it crashed Qt)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.pending: list[QWidget] = []
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(0)
        self.timer.timeout.connect(self.name_pending)

    def eventFilter(self, obj, event) -> bool:
        # (a Show told by its class, as language.ShownTranslator does: every event of the application passes here)
        if event.__class__ is QShowEvent and isinstance(obj, QWidget) and needs_name(obj):
            self.pending.append(obj)
            self.timer.start()
        return False

    def name_pending(self) -> None:
        pending, self.pending = self.pending, []
        parents = {}
        for widget in pending:
            if shiboken6.isValid(widget) and widget.isVisible():
                name_widget(widget)
                if isinstance(widget, QAbstractItemView):  # Tab moves on from a table; the arrows walk its cells
                    widget.setTabKeyNavigation(False)
                parent = widget.parentWidget()
                if parent is not None:
                    parents[id(parent)] = parent
        for parent in parents.values():
            if shiboken6.isValid(parent):
                distinguish_siblings(parent)


    def name_shown(self, root: QWidget) -> None:
        """Name what ``root`` shows now (the controls shown before the namer listened)."""
        self.pending += [w for w in (root, *root.findChildren(QWidget)) if w.isVisible() and needs_name(w)]
        self.name_pending()


class _AfterFirstPaint(QObject):
    """Starts the namer once ``window`` has painted for the first time, and names what it shows then."""

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Paint:
            obj.removeEventFilter(self)
            QTimer.singleShot(0, obj, lambda: _start(obj))
        return False


_namer: Namer | None = None


def _start(shown: QWidget | None = None) -> None:
    global _namer
    app = QApplication.instance()
    if _namer is None and app is not None:
        _namer = Namer(app)
        app.installEventFilter(_namer)
    if _namer is not None and shown is not None and shiboken6.isValid(shown):
        _namer.name_shown(shown)


def install(after_first_paint: QWidget | None = None) -> None:
    """Name controls from now on, in every window the application shows (once per application). With
    ``after_first_paint`` (the main window), unless an assistive technology is already listening, the namer starts
    once that window has painted and names what it shows then: watching every event of the start-up (thousands,
    one Python call each) no longer delays the first paint."""
    if _namer is not None:
        return
    if after_first_paint is None or QAccessible.isActive():
        _start()
        return
    after_first_paint.installEventFilter(_AfterFirstPaint(after_first_paint))  # (the window keeps it)


def announce(widget: QWidget, message: str) -> None:
    """Say ``message`` politely (after what the reader is saying) on behalf of ``widget`` — only when it is on
    screen: the workspaces behind other tabs stay silent (at start each said it had no data yet)."""
    text = plain(message)
    if not text or widget is None or not widget.isVisible():
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)
