"""Tab in every dialog and window the menus open (issue 35 §2; audit 35 G4): each is opened as a user opens it (its
menu action, its shortcut or its button), Tab goes round every control in it once, in reading order (top to bottom,
left to right, a column at a time), Shift+Tab comes back the same way, the focus never leaves it (no trap, no
escape to the main window), and Esc closes it. Generate… and View data as table are walked in test_gui_keyboard.py.
One window serves the whole module (each dialog is opened once)."""
import re

import pytest
from PySide6.QtCore import QDeadlineTimer, QRect, QTimer, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QScrollBar, QToolButton, QWidget

from expmech_gui.io.story_texts import STEP_IDS
from expmech_gui.ui.room_views import ProjectorView
from a11y_walk import name_of, problems
from guihelp import WAIT, destroy_window, load, make_window, settled
from pytestqt.exceptions import TimeoutError
from test_gui_keyboard import tab_round, tab_to

pytestmark = pytest.mark.gui


@pytest.fixture(scope="module")
def shared_window(qapp, tmp_path_factory):
    """One shown main window for every dialog of the module (building one per test would double its time)."""
    window = make_window(None, tmp_path_factory.mktemp("dialogs"), owned=False)
    window.loaded_keys = set()  # the workspaces a test has loaded a preset into
    yield window
    for child in window.findChildren(QWidget):
        if child.isWindow() and child.isVisible():
            child.close()
    destroy_window(window)


def stops_in(dialog: QWidget) -> list[QWidget]:
    """The controls Tab should stop at in ``dialog``: shown, enabled, taking Tab, in no other window."""
    return [w for w in dialog.findChildren(QWidget) if w.isVisible() and w.isEnabled() and w.focusPolicy() & Qt.TabFocus
            and w.focusProxy() is None and not isinstance(w, QScrollBar) and w.window() is dialog]


def reading_order(widgets: list[QWidget], root: QWidget) -> list[QWidget]:
    """``widgets`` in reading order by where they stand in ``root`` (recursive X–Y cut, as a page is read): split
    at a horizontal gap no widget spans, top part first; failing one, at a vertical gap, left part first (columns
    are read one after the other); widgets that cannot be split are read by their top-left corner; a widget that holds
    others is read before them."""
    boxes = [(QRect(w.mapTo(root, w.rect().topLeft()), w.size()), w) for w in widgets]

    def cut(items):
        if len(items) < 2:
            return [w for _, w in items]
        for start, end in ((QRect.top, QRect.bottom), (QRect.left, QRect.right)):
            items = sorted(items, key=lambda item: (start(item[0]), end(item[0])))
            reach = end(items[0][0])
            for i in range(1, len(items)):
                if start(items[i][0]) > reach:  # nothing before i reaches past i's start: a gap
                    return cut(items[:i]) + cut(items[i:])
                reach = max(reach, end(items[i][0]))
        return [w for _, w in sorted(items, key=lambda item: (item[0].top(), item[0].left()))]

    # a stop that holds others (a scrolled page taking the focus to scroll) is read as one enters it, before what it
    # holds: its box spans them all and would leave no gap to cut at
    holders = [w for _, w in boxes if any(other is not w and w.isAncestorOf(other) for _, other in boxes)]
    read = cut([item for item in boxes if item[1] not in holders])
    for holder in sorted(holders, key=lambda w: -sum(h is not w and h.isAncestorOf(w) for h in holders)):
        first = next(i for i, w in enumerate(read) if w is not holder and holder.isAncestorOf(w))  # (innermost first, then outer)
        read.insert(first, holder)
    return read


def named(widgets) -> list[str]:
    return [f"{type(w).__name__} {name_of(w)!r}" for w in widgets]


def walk(qtbot, dialog: QWidget, where: str) -> None:
    """Tab round from the first control, each once and in reading order, inside ``dialog``; Shift+Tab back (the
    window itself first where it takes the focus: the story's arrow keys go to it)."""
    dialog.activateWindow()  # (offscreen no window manager activates a new window)
    qtbot.waitUntil(dialog.isActiveWindow, timeout=WAIT)
    # where each control stands once the window is laid out (a flow of buttons re-wraps as its width settles)
    settled(qtbot, dialog, read=lambda: [(w, w.mapTo(dialog, w.rect().topLeft())) for w in stops_in(dialog)])
    expected = reading_order(stops_in(dialog), dialog)
    if dialog.focusPolicy() & Qt.TabFocus:
        expected.insert(0, dialog)
    assert expected, f"{where}: nothing takes the focus"
    expected[0].setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is expected[0], timeout=WAIT)
    visited = tab_round(qtbot, expected[0], where)  # (each once; Shift+Tab the same way back)
    outside = [w for w in visited if w.window() is not dialog]
    assert not outside, f"{where}: Tab left the dialog for {named(outside)}"
    assert visited == expected, f"{where}: Tab goes {named(visited)}, reading order is {named(expected)}"
    try:  # and a screen reader hears each control by a name of its own (named just after it is shown)
        qtbot.waitUntil(lambda: not problems(dialog), timeout=WAIT)
    except TimeoutError:
        pass
    assert not problems(dialog), f"{where}: {problems(dialog)}"
    unsaid = [w for w in visited if re.fullmatch(r"Table of [0-9]+", name_of(w))  # a column's number, or a class
              or name_of(w).replace(" ", "").lower() in (type(w).__name__.lower(), "qwidget")]
    assert not unsaid, f"{where}: named by what they are made of: {named(unsaid)}"


def opened(qtbot, open_it, find, check) -> None:
    """Open a dialog with ``open_it`` (it may block: a modal dialog's exec), then, once ``find()`` gives it shown,
    ``check(dialog)`` inside it; whatever the check found, the dialog is closed again (and one that never opens
    fails the test rather than leave a modal loop waiting)."""
    failures, done, deadline = [], [], QDeadlineTimer(WAIT)

    def inside():
        dialog = find()
        if dialog is None and not deadline.hasExpired():
            QTimer.singleShot(20, inside)
            return
        try:
            assert dialog is not None, "it never opened"
            check(dialog)
        except BaseException as exc:  # noqa: BLE001 — raised again once the modal loop has returned
            failures.append(exc)
        finally:
            for left_open in (dialog, QApplication.activeModalWidget()):
                if left_open is not None and left_open.isVisible():
                    left_open.close()
            done.append(True)

    QTimer.singleShot(0, inside)
    open_it()
    qtbot.waitUntil(lambda: bool(done), timeout=2 * WAIT)
    if failures:
        raise failures[0]


def menu_action(window, text: str) -> QAction:
    return next(a for a in window.findChildren(QAction) if a.text().replace("&", "") == text)


def new_window(before: set, kind=QWidget):
    """The first window shown since ``before`` that is a ``kind`` (not a menu or a tooltip)."""
    return lambda: next((w for w in QApplication.topLevelWidgets() if w not in before and w.isVisible()
                         and isinstance(w, kind) and w.windowType() not in (Qt.Popup, Qt.ToolTip)), None)


def open_projector(qtbot, window) -> None:
    """Room ▸ Open a room…, its address typed as this machine's own and Enter (OK): the room's projector window."""
    def fill():
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, fill)
            return
        dialog.host.setText("127.0.0.1")
        qtbot.keyClick(dialog.host, Qt.Key_Return)
    QTimer.singleShot(0, fill)
    menu_action(window, "Open a room…").trigger()


def each_instance(gallery):
    """The gallery's instances one by one (each its own inputs: the universality one a mechanism box above them)."""
    for row in range(gallery.list.count()):
        gallery.list.setCurrentRow(row)
        yield gallery.list.item(row).text()


def each_step(story):
    """The story's steps one by one (the slider and Draw again show on some only)."""
    for step in range(len(STEP_IDS)):
        story.show_step(step, animate=False)
        yield STEP_IDS[step]


def by_key(key):
    return lambda qtbot, window: qtbot.keyClick(window, key)


def by_menu(text):
    return lambda qtbot, window: menu_action(window, text).trigger()


def prior_weights(qtbot, window):
    button = next(b for b in window.current.findChildren(QToolButton) if b.text() == "Prior weights…")
    button.setFocus(Qt.TabFocusReason)
    qtbot.keyClick(button, Qt.Key_Space)


def once(_dialog):
    yield ""


# name: (workspace, how the user opens it, the window's class, whether Esc closes it, the states walked). Compare,
# the story, the gallery and the room's projector are windows, not dialogs: the story, Compare and the gallery close
# on Esc as a dialog does; Esc in the projector would stop the room
DIALOGS = {
    "help": ("voting", by_key(Qt.Key_F1), QWidget, True, once),
    "about": ("voting", by_menu("About ExpMech Studio"), QWidget, True, once),
    "open a room": ("voting", by_menu("Open a room…"), QWidget, True, once),
    "room projector": ("voting", open_projector, ProjectorView, False, once),
    "prior weights": ("lunch", prior_weights, QWidget, True, once),
    "story": ("voting", by_key(Qt.Key_F5), QWidget, True, each_step),
    "compare": ("pricing", by_key(Qt.Key_F6), QWidget, True, once),  # (Pricing: its baseline's button too)
    "gallery": ("voting", by_key(Qt.Key_F7), QWidget, True, each_instance),
}


@pytest.mark.parametrize("name", list(DIALOGS))
def test_tab_goes_round_the_dialog_in_reading_order_and_escape_closes_it(qtbot, shared_window, name):
    key, open_it, kind, escape_closes_it, states = DIALOGS[name]
    window = shared_window
    if window.current.key != key or key not in window.loaded_keys:  # (the first tab shows before its preset)
        load(qtbot, window, key)
        window.loaded_keys.add(key)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=WAIT)

    def check(dialog):
        for state in states(dialog):
            walk(qtbot, dialog, f"{name} {state}".strip())
        if escape_closes_it:
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Escape)
            qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=WAIT)

    opened(qtbot, lambda: open_it(qtbot, window), new_window(set(QApplication.topLevelWidgets()), kind), check)


def test_the_clicker_turns_the_storys_page_when_tab_has_put_the_focus_on_a_button(qtbot, shared_window):
    """The story's buttons and slider are reached with Tab, yet PageDown/PageUp (a presenter's clicker) and the arrows
    on a button still turn the page, and Esc still closes the story."""
    window = shared_window
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=WAIT)
    qtbot.keyClick(window, Qt.Key_F5)
    story = window.story_window
    story.activateWindow()
    qtbot.waitUntil(story.isActiveWindow, timeout=WAIT)
    story.show_step(1, animate=False)  # (reopened where it was left; Back and Next both take the focus here)
    story.plot_widget.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(story.plot_widget.hasFocus, timeout=WAIT)
    tab_to(qtbot, story, story.next_button, limit=20)
    for key, step in ((Qt.Key_PageDown, 2), (Qt.Key_Right, 3), (Qt.Key_Left, 2), (Qt.Key_PageUp, 1)):
        qtbot.keyClick(QApplication.focusWidget(), key)
        assert story.step == step, f"{key!r} on the focused button"
        assert story.next_button.hasFocus()
    story.show_step(2, animate=False)  # (the slider shows from the weights on)
    tab_to(qtbot, story, story.slider, limit=20)
    qtbot.keyClick(story.slider, Qt.Key_PageDown)
    assert story.step == 3, "PageDown on the slider"
    qtbot.keyClick(story.slider, Qt.Key_Escape)
    qtbot.waitUntil(lambda: not story.isVisible(), timeout=WAIT)
