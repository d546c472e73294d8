"""Working without a mouse: a focus ring that shows where the keys go, in every theme; a mnemonic on every menu
entry (tables that Tab leaves: accessibility.Namer, as each is shown).

The ring is one frame drawn over the focused widget, in the palette's highlight colour: each theme's highlight
stands out from its window and base colours by at least WCAG 2.1's 3:1 for focus indicators (tests). Fusion's own
focus marks are faint (a pale line) and missing on plots."""
from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QKeySequence, QPainter, QPalette, QPen, QShortcut
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QApplication, QComboBox, QMenuBar, QWidget

from ..core.translatable import translatable

RING_PX = 2  # the ring's width; it is drawn just outside the focused widget
# keys that work inside one kind of widget (not menu actions): (where, keys, what they do), listed in Help
WIDGET_SHORTCUTS = (
    (translatable("Anywhere"), "Tab, Shift+Tab",
     translatable("the next or previous control (Tab leaves a table; the arrows walk its cells)")),
    (translatable("In a row of view tabs"), "Ctrl+Tab, Ctrl+Shift+Tab",
     translatable("the next or previous view")),
    (translatable("On a button, check box, list or table"), "Space",
     translatable("press or tick it (elsewhere Space starts or pauses a run)")),
    (translatable("In a table"), "Ctrl+V",
     translatable("paste rows at the current row")),
    (translatable("In a table"), "Ctrl+Del",
     translatable("remove the selected rows")),
    (translatable("In a table cell"), "F2",
     translatable("edit the cell; Enter keeps, Esc drops the edit")),
    (translatable("On a plot"), "Ctrl+T",
     translatable("view the plot's data as a table")),
    (translatable("In the Story, Compare and Gallery windows"), "Esc",
     translatable("close the window (in the room's projector Esc does nothing: the room keeps running)")),
)


def close_on_escape(window: QWidget) -> QShortcut:
    """Esc closes ``window``, a window of its own (Compare, the Gallery) as Esc closes a dialog; a cell editor or
    an open list takes Esc first (it drops the edit or closes the list)."""
    return QShortcut(QKeySequence(Qt.Key_Escape), window, window.close, context=Qt.WindowShortcut)


class FocusRing(QWidget):
    """A frame, transparent to the mouse, laid over the widget with keyboard focus; one per window, its child."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("focusRing")
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.NoFocus)
        self.target: QWidget | None = None
        self.hide()

    def follow(self, widget: QWidget | None) -> None:
        if self.target is not None and shiboken6.isValid(self.target):
            self.target.removeEventFilter(self)
        self.target = widget
        if widget is None:
            self.hide()
            return
        widget.installEventFilter(self)
        self.place()

    def place(self) -> None:
        target = self.target
        if target is None or not shiboken6.isValid(target) or not target.isVisible():
            self.hide()
            return
        top_left = target.mapTo(self.parentWidget(), target.rect().topLeft())
        self.setGeometry(QRect(top_left, target.size()).adjusted(-RING_PX, -RING_PX, RING_PX, RING_PX))
        self.raise_()
        self.show()

    def eventFilter(self, obj, event) -> bool:
        if event.type() in (QEvent.Move, QEvent.Resize, QEvent.Show, QEvent.Hide):
            self.place()
        elif event.type() == QEvent.FocusOut and event.reason() != Qt.PopupFocusReason:
            self.follow(None)  # (a menu popping up keeps the ring where the keys come back to)
        elif event.type() == QEvent.ShortcutOverride and presses_on_space(obj, event):
            event.accept()  # the focused control takes Space; Run ▸ Start/pause does not fire
            return True
        return False

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        painter.setPen(QPen(self.palette().color(QPalette.Highlight), RING_PX))
        half = RING_PX / 2
        painter.drawRect(self.rect().toRectF().adjusted(half, half, -half, -half))


def presses_on_space(widget: QWidget, event) -> bool:
    """A plain Space on a focused button, check box, combo box or list: it presses or ticks that control, as
    everywhere else, rather than Run ▸ Start/pause (whose key is Space wherever no control wants it)."""
    return (event.key() == Qt.Key_Space and event.modifiers() == Qt.NoModifier
            and isinstance(widget, (QAbstractButton, QComboBox, QAbstractItemView)))


def ring_of(window: QWidget) -> FocusRing:
    """The focus ring of ``window`` (made on first use)."""
    ring = window.findChild(FocusRing, "focusRing", Qt.FindDirectChildrenOnly)
    return ring if ring is not None else FocusRing(window)


def _focus_moved(_old: QWidget | None, new: QWidget | None) -> None:
    """The ring goes to the widget that got the focus (the one that lost it hides its ring on FocusOut; nothing
    is asked of it here, as it may be a window being destroyed)."""
    if new is not None and shiboken6.isValid(new) and not new.isWindow() and new.window().isVisible():
        ring_of(new.window()).follow(new)


_installed: list[bool] = []


def install_focus_ring() -> None:
    """Show a focus ring in every window from now on (once per application)."""
    app = QApplication.instance()
    if not _installed and app is not None:
        _installed.append(True)
        app.focusChanged.connect(_focus_moved)


def _marked(text: str) -> int | None:
    """The index of the letter after the text's mnemonic '&' (None: no mnemonic; '&&' is a literal '&')."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return i + 1
            i += 1
        i += 1
    return None


def give_mnemonics(menu_bar: QMenuBar) -> None:
    """Every menu entry gets a mnemonic of its own within its menu. Mnemonics written in the text keep their letter
    (the first entry to claim a letter keeps it); an entry without one, or whose letter an entry above claimed, is
    given the first letter of its text not yet taken."""
    def fill(actions) -> None:
        entries = [a for a in actions if a.text() and not a.isSeparator()]
        taken: set[str] = set()
        unmarked = []
        for action in entries:
            at = _marked(action.text())
            if at is not None and action.text()[at].lower() not in taken:
                taken.add(action.text()[at].lower())
            else:
                unmarked.append(action)
        for action in unmarked:
            text, at = action.text(), _marked(action.text())
            bare = text if at is None else text[:at - 1] + text[at:]
            free = next((i for i, c in enumerate(bare) if c.isalnum() and c.lower() not in taken), None)
            if free is not None:
                taken.add(bare[free].lower())
                action.setText(bare[:free] + "&" + bare[free:])
        for action in entries:
            if action.menu() is not None:
                fill(action.menu().actions())

    fill(menu_bar.actions())
