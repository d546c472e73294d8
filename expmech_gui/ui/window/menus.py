"""The menu bar (File, Edit, Run, View, Help), its actions and their shortcuts."""
from __future__ import annotations

import importlib
from dataclasses import dataclass

from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMenu

from ...core.translatable import translatable
from ...scenarios import SCENARIOS
from .. import keyboard, theme
from ..language import shown, tr
from ..widgets.panels import SPEEDS
from . import help_texts
from .plain_words import SHORTCUT as PLAIN_SHORTCUT, set_plain_words
from .tour import start_tour


THEME_TITLES = {"light": translatable("Light"), "dark": translatable("Dark")}


@dataclass
class MenuActions:
    """The menu items the window keeps: filled or checked after the menus are built."""
    recent: QMenu
    presentation: QAction
    themes: dict[str, QAction]
    undo: QAction
    redo: QAction
    story: QAction | None = None
    animate: QAction | None = None
    speeds: dict | None = None


def retranslate_undo(window, undo: QAction, redo: QAction) -> None:
    """Edit ▸ Undo/Redo say what they undo in the current language ('&Rückgängig: …'), also after a change of
    language (window.retranslate_undo), not in the words Qt's undo group wrote when it was made."""
    def show(*_args) -> None:
        for act, word, what in ((undo, translatable("Undo"), window.undo_group.undoText()),
                                (redo, translatable("Redo"), window.undo_group.redoText())):
            act.setText("&" + tr(word) + (f" {what}" if what else ""))
    window.undo_group.undoTextChanged.connect(show)
    window.undo_group.redoTextChanged.connect(show)
    window.undo_group.activeStackChanged.connect(show)
    window.retranslate_undo = show


def _action(window, menu, text: str, slot, shortcut=None, tip: str = "") -> QAction:
    act = QAction(text, window)
    if shortcut is not None:
        act.setShortcut(QKeySequence(shortcut))
    if tip:
        act.setStatusTip(tip)
        act.setToolTip(tip)
    act.triggered.connect(slot)
    menu.addAction(act)
    window.addAction(act)  # shortcuts keep working in presentation mode (the menu bar is hidden)
    return act


def tab_shortcut(i: int) -> str | None:
    """Ctrl+1 … Ctrl+9 for the first nine workspaces, Ctrl+0 for the tenth (the digit row's order), none after."""
    return f"Ctrl+{(i + 1) % 10}" if i < 10 else None


def follow_exact_release(window, action: QAction) -> None:
    """Run ▸ Release with the exact sampler is disabled while the current workspace draws one (one at a time;
    Cancel or Esc stops it)."""
    def sync(*_args) -> None:
        ws = window.workspaces.shown(window.tabs.currentIndex())  # (none while it is being built: nothing runs)
        action.setEnabled(ws is None or not ws.exact_release.running)
    window.workspaces.each(lambda ws: ws.exact_release.jobs.pendingChanged.connect(sync))
    window.tabs.currentChanged.connect(sync)


def open_story(window):
    """View ▸ Story: the story of the current workspace, in a window of its own (full screen when presenting)."""
    from ..story.window import StoryWindow

    story = getattr(window, "story_window", None)
    if story is None or story.workspace is not window.current:
        if story is not None:
            story.close()
        story = window.story_window = StoryWindow(window.current, window)
    if window.presentation.presenting:
        story.showFullScreen()
    else:
        story.show()
    if QGuiApplication.platformName() != "offscreen":  # (it has no window stack to raise in)
        story.raise_()
        story.activateWindow()
    return story


def open_compare(window):
    """View ▸ Compare: up to four configurations on the current workspace's data, side by side (maximised when
    presenting)."""
    from ..workspaces.compare import CompareWindow

    ws = window.current
    windows = window.__dict__.setdefault("compare_windows", {})
    compare = windows.get(ws.key)
    if compare is None:
        compare = windows[ws.key] = CompareWindow(ws, window)
        compare.add_current()
    if window.presentation.presenting:  # the whole screen for its plot and table, as the story's window
        screen = window.screen()
        if screen is not None and not compare.isMaximized():  # (without a window manager maximising does nothing)
            compare.setGeometry(screen.availableGeometry())
        compare.showMaximized()
    else:
        compare.show()
    if QGuiApplication.platformName() != "offscreen":
        compare.raise_()
        compare.activateWindow()
    return compare


def set_animate_draws(window, on: bool) -> None:
    """Run once animated (and slow motion's draws) in every workspace, remembered in the settings."""
    window.window_settings.set_animate_draws(on)
    window.animate_draws = bool(on)  # and each workspace built later (build_menus)
    for ws in window.workspaces.built():
        ws.animate_draws = bool(on)


def set_speed(window, key: str) -> None:
    window.speed_key = key  # and each workspace built later (build_menus)
    for ws in window.workspaces.built():
        ws.controls.set_speed(key)


def _fill_presets(window, menu: QMenu) -> None:
    """File ▸ Presets, filled each time it opens (each scenario's presets are read from its module, which loads
    when first asked): "Scenario: preset" for every workspace's presets, in the current language."""
    menu.clear()  # (the entries are the menu's own: deleted with it)
    for key in window.workspaces:
        scenario = SCENARIOS[key]
        for name in scenario.preset_names:
            act = QAction(shown(f"{tr(scenario.title)}: {tr(name)}"), menu)  # (opened by its English name; "$3,01" in German)
            act.triggered.connect(lambda _=False, k=key, n=name: window.open_preset(k, n))
            menu.addAction(act)
    keyboard.give_mnemonics(window.menuBar())


def _experiment_file_actions(window, f) -> None:
    """File ▸ Export/Open experiment and Export as code (their modules load when first used)."""
    def run(module: str, function: str):
        return lambda: getattr(importlib.import_module(f"{__package__}.{module}"), function)(window)

    _action(window, f, translatable("Open e&xperiment…"), run("experiment_files", "open_experiment"))
    _action(window, f, translatable("Export e&xperiment…"), run("experiment_files", "export_experiment"))
    _action(window, f, translatable("Export as co&de…"), run("code_export", "export_code"))


def _open_room(window):
    from ..room_window import open_room  # the room's modules load when one is first opened

    return open_room(window)


def _open_gallery(window) -> None:
    from ..gallery.gallery import open_gallery  # the gallery's modules load when it is first opened

    open_gallery(window)


def build_menus(window) -> MenuActions:
    """Fill ``window``'s menu bar; the actions call its session, exports and presentation parts or the
    current workspace."""
    session, exports, presentation = window.session, window.exports, window.presentation
    bar = window.menuBar()
    f = bar.addMenu(translatable("&File"))
    _action(window, f, translatable("&New session"), session.new_session, QKeySequence.New)
    _action(window, f, translatable("&Open session…"), session.open_dialog, QKeySequence.Open)
    recent = f.addMenu(translatable("Open &recent"))
    # lambdas: QAction.triggered(checked) must not reach save()'s ``background`` argument
    _action(window, f, translatable("&Save session"), lambda: session.save(), QKeySequence.Save)
    _action(window, f, translatable("Save session &as…"), lambda: session.save_as(), "Ctrl+Shift+S")
    f.addSeparator()
    _action(window, f, translatable("&Import CSV…"), lambda: window.current.import_dialog(), "Ctrl+I",
            translatable("Read a CSV into the table"))
    _action(window, f, translatable("Export &table as CSV…"), lambda: window.current.export_dialog(),
            tip=translatable("Write the table as CSV"))
    _action(window, f, translatable("Export &results (CSV/JSON)…"), exports.results_dialog, "Ctrl+E")
    _action(window, f, translatable("Export p&lots (PNG + SVG)…"), exports.plots_dialog, "Ctrl+Shift+P")
    _action(window, f, translatable("Export re&port (PDF/HTML)…"), exports.report_dialog, "Ctrl+Shift+E")
    _action(window, f, translatable("Export the story as &slides (PNG)…"), lambda: open_story(window).export_dialog(),
            tip=translatable("One 1920×1080 picture per story step"))
    _experiment_file_actions(window, f)
    f.addSeparator()
    _action(window, f, translatable("&Generate synthetic data…"), lambda: window.current.generate_dialog(), "Ctrl+G")
    presets = f.addMenu(translatable("Pr&esets"))
    presets.aboutToShow.connect(lambda: _fill_presets(window, presets))
    f.addSeparator()
    _action(window, f, translatable("&Quit"), window.close, QKeySequence.Quit)

    e = bar.addMenu(translatable("&Edit"))
    undo = window.undo_group.createUndoAction(window, translatable("&Undo"))
    undo.setShortcut(QKeySequence("Ctrl+Z"))
    redo = window.undo_group.createRedoAction(window, translatable("&Redo"))
    redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    retranslate_undo(window, undo, redo)
    for act in (undo, redo):
        e.addAction(act)
        window.addAction(act)
    e.addSeparator()
    _action(window, e, translatable("&Add row"), lambda: window.current.editor.add_row(), "Ctrl+Shift+=")
    _action(window, e, translatable("&Remove selected rows"), lambda: window.current.editor.remove_selected())
    _action(window, e, translatable("&Paste rows"), lambda: window.current.editor.paste_clipboard(),
            tip=translatable("Ctrl+V in the table"))

    r = bar.addMenu(translatable("&Run"))
    _action(window, r, translatable("Run &once"), lambda: window.current.present_once(), "Ctrl+R", translatable("One private choice"))
    exact = _action(window, r, translatable("Release with the e&xact sampler"),
                    lambda: window.current.exact_release.release(), "Ctrl+Shift+X",
                    translatable("One published release drawn in exact arithmetic: no floating-point rounding, ε "
                    "exactly as typed (expmech release)"))
    follow_exact_release(window, exact)
    _action(window, r, translatable("Run &N trials"), lambda: window.current.run_n(), "Ctrl+Return", translatable("Simulate N runs"))
    _action(window, r, translatable("&Start / pause continuous"), lambda: window.current.toggle_continuous(), "Space")
    _action(window, r, translatable("&Cancel"), presentation.escape, "Esc")
    _action(window, r, translatable("&Reset results"), lambda: window.current.reset(), "Ctrl+Shift+R")
    r.addSeparator()
    speed_menu = r.addMenu(translatable("S&peed of Start"))
    speed_group = QActionGroup(window)
    speeds = {}
    for key, name, tip in SPEEDS:
        act = QAction(name, window, checkable=True)
        act.setStatusTip(tip)
        act.triggered.connect(lambda _=False, k=key: set_speed(window, k))
        speed_group.addAction(act)
        speed_menu.addAction(act)
        speeds[key] = act
    speeds["full"].setChecked(True)
    animate = _action(window, r, translatable("&Animate draws"), lambda on: set_animate_draws(window, on),
                      tip=translatable("Run once sweeps a marker over the candidates before it stops (off: instant)"))
    animate.setCheckable(True)
    animate.setChecked(window.window_settings.animate_draws())
    set_animate_draws(window, animate.isChecked())

    def follow_speed_and_animation(ws) -> None:  # the dial beside Start and the menu say the same
        if getattr(window, "speed_key", None) is not None:
            ws.controls.set_speed(window.speed_key)
        ws.animate_draws = window.animate_draws
        ws.controls.speed.currentIndexChanged.connect(
            lambda _i, c=ws.controls: speeds[c.speed_key()].setChecked(True) if c.speed_key() in speeds else None)
        ws.controls.speed.currentIndexChanged.connect(lambda _i, c=ws.controls: set_speed(window, c.speed_key()))
    window.workspaces.each(follow_speed_and_animation)

    v = bar.addMenu(translatable("&View"))
    for i, key in enumerate(window.workspaces):
        _action(window, v, SCENARIOS.title(key), lambda _=False, j=i: window.tabs.setCurrentIndex(j), tab_shortcut(i))
    v.addSeparator()
    story = _action(window, v, translatable("&Story…"), lambda: open_story(window), "F5",
                    translatable("The exponential mechanism in eight steps over the current data (→/← or a clicker)"))
    _action(window, v, translatable("&Compare…"), lambda: open_compare(window), "F6",
            translatable("Up to four mechanisms, analyses or ε on the same data, side by side"))
    _action(window, v, translatable("&Gallery…"), lambda: _open_gallery(window), "F7",
            translatable("Classic mechanisms (Laplace, randomized response, RAPPOR, the median) as exponential mechanisms"))
    present = _action(window, v, translatable("&Presentation mode"), presentation.toggle, "F11")
    present.setCheckable(True)
    plain = _action(window, v, translatable("Plain wor&ds"), lambda on: set_plain_words(window, on), PLAIN_SHORTCUT,
                    translatable("The summary and the privacy setting in words, for readers new to differential privacy "
                    "(off: the experts' symbols)"))
    plain.setCheckable(True)
    plain.setChecked(window.window_settings.plain_words())
    window.plain_words_action = plain
    set_plain_words(window, plain.isChecked(), remember=False)
    theme_menu = v.addMenu(translatable("&Theme"))
    group = QActionGroup(window)
    themes = {}
    for name in theme.THEMES:
        act = QAction(THEME_TITLES.get(name, name.capitalize()), window, checkable=True)
        act.triggered.connect(lambda _=False, n=name: presentation.set_theme(n))
        group.addAction(act)
        theme_menu.addAction(act)
        themes[name] = act
    v.addAction(window.formulas_dock.toggleViewAction())
    v.addAction(window.history_dock.toggleViewAction())

    room = bar.addMenu(translatable("R&oom"))
    open_room_action = _action(window, room, translatable("Open a &room…"), lambda: _open_room(window),
                               tip=translatable("The audience answers from their phones into this workspace's table"))
    def room_offered(*_args) -> None:  # only where the scenario declares a participant form
        key = window.workspaces.key_at(window.tabs.currentIndex())
        open_room_action.setEnabled(key is not None and SCENARIOS[key].participant_form is not None)
    window.tabs.currentChanged.connect(room_offered)
    room_offered()

    h = bar.addMenu(translatable("&Help"))
    _action(window, h, translatable("&Help"), lambda: help_texts.show_help(window), "F1")
    _action(window, h, translatable("&Tour"), lambda: start_tour(window), tip=translatable("A one-minute tour of where to start"))
    _action(window, h, translatable("&About ExpMech Studio"), lambda: help_texts.show_about(window))
    return MenuActions(recent, present, themes, undo, redo, story, animate, speeds)
