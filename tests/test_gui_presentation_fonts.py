"""Presentation mode's new fonts and colours reach the window a part at a time (issue 36 §3: the application font
changed at once held the GUI thread 40–60 ms, its palette ~30 ms), and end exactly where changing the application font
and palette at once ends."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from guihelp import WAIT, load
from expmech_gui.ui.window import font_holds


ROLES = (QPalette.Window, QPalette.WindowText, QPalette.Base, QPalette.Text, QPalette.Button, QPalette.Highlight)


def _fonts() -> dict:
    """Every widget of the application → (its font, whether it has a font of its own, its colours, whether it has
    a palette of its own); not the views' tab bars (and their scroll buttons), which choose their own type step to
    fit the width they are given (test_gui_presentation_room: every view tab whole) whenever they are laid out."""
    from expmech_gui.ui.workspaces.view_tabs import ViewTabBar

    def fits_itself(widget) -> bool:
        return isinstance(widget, ViewTabBar) or isinstance(widget.parentWidget(), ViewTabBar)

    return {widget: (widget.font().toString(), widget.testAttribute(Qt.WA_SetFont),
                     [widget.palette().color(group, role).name() for group in (QPalette.Active, QPalette.Disabled)
                      for role in ROLES], widget.testAttribute(Qt.WA_SetPalette))
            for widget in QApplication.allWidgets() if not fits_itself(widget)}


def _window_colour(widget) -> str:
    return widget.palette().color(QPalette.Window).name()


def _drawn(qtbot, window) -> None:
    """Every plot drawn (while they are, the switch's first steps draw them: the fonts come after)."""
    qtbot.waitUntil(lambda: not any(ws.plots.drawing for ws in window.workspaces.built()), timeout=WAIT)


def _switch_in_steps(qtbot, window, on: bool) -> None:
    window.presentation.switch_in_steps(on)
    qtbot.waitUntil(lambda: not window.presentation.switching(), timeout=WAIT)


def test_the_fonts_change_a_part_a_step_and_end_as_all_at_once(qtbot, window, monkeypatch):
    hidden = load(qtbot, window, "pricing")  # a workspace built, then left: its page hidden
    ws = load(qtbot, window, "voting")
    _drawn(qtbot, window)
    normal = _fonts()
    points, colour = QApplication.font().pointSizeF(), _window_colour(QApplication)
    window.presentation.switch_in_steps(True)  # the first step: the window's parts held
    window.presentation._next_step()  # the next: the application font (the event loop would run it when idle)
    assert QApplication.font().pointSizeF() == 2 * points
    assert hidden.parameter_panel.font().pointSizeF() == points  # not yet: in the step of its workspace
    assert ws.summary_panel.font().pointSizeF() == points
    window.presentation._next_step()  # the application palette
    assert _window_colour(QApplication) != colour
    assert _window_colour(hidden.parameter_panel) == _window_colour(ws.summary_panel) == colour  # not yet either
    qtbot.waitUntil(lambda: not window.presentation.switching(), timeout=WAIT)
    in_steps = _fonts()
    shown = {w for w in in_steps if w.objectName() != "qt_tableview_cornerbutton"}  # (the tables step aside in
    # presentation; a hidden table's corner button takes its font when shown again, Qt passing it on lazily)
    assert hidden.parameter_panel.font().pointSizeF() == 2 * points and ws.summary_panel.font().pointSizeF() == 2 * points
    _switch_in_steps(qtbot, window, False)
    back = _fonts()
    assert {w: back[w] for w in normal if w in back} == {w: f for w, f in normal.items() if w in back}

    monkeypatch.setattr(font_holds, "hold", lambda widgets: [])  # the reference: every font and colour at once
    _switch_in_steps(qtbot, window, True)
    at_once = _fonts()
    common = in_steps.keys() & at_once.keys() & shown
    assert len(common) > 300
    assert {w: in_steps[w] for w in common} == {w: at_once[w] for w in common}
    _switch_in_steps(qtbot, window, False)


def _held() -> set:
    """The widgets a hold keeps at their font (its children follow them)."""
    return {w for w in QApplication.allWidgets() if w.font().resolveMask() == font_holds.EVERY_PROPERTY}


def test_a_switch_finished_at_once_or_dropped_leaves_no_font_held(qtbot, window):
    ws = load(qtbot, window, "voting")
    _drawn(qtbot, window)
    assert not _held()
    window.presentation.switch_in_steps(True)
    assert any(ws.isAncestorOf(widget) for widget in _held())
    window.presentation.set_presentation(True)  # the rest of the switch at once
    assert not _held() and ws.summary_panel.font().pointSizeF() == QApplication.font().pointSizeF()
    _drawn(qtbot, window)
    window.presentation.switch_in_steps(False)
    assert any(ws.isAncestorOf(widget) for widget in _held())
    staged, window.presentation._staged = window.presentation._staged, None
    staged.close()  # dropped mid-way (as when its window closes)
    assert not _held() and ws.summary_panel.font().pointSizeF() == QApplication.font().pointSizeF()
