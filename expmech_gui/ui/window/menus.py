"""The menu bar (File, Edit, Run, View, Help), its actions and their shortcuts."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from .. import theme
from . import help_texts


@dataclass
class MenuActions:
    """The menu items the window keeps: filled or checked after the menus are built."""
    recent: QMenu
    presentation: QAction
    themes: dict[str, QAction]
    undo: QAction
    redo: QAction


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


def build_menus(window) -> MenuActions:
    """Fill ``window``'s menu bar; the actions call its session, exports and presentation parts or the
    current workspace."""
    session, exports, presentation = window.session, window.exports, window.presentation
    bar = window.menuBar()
    f = bar.addMenu("&File")
    _action(window, f, "&New session", session.new_session, QKeySequence.New)
    _action(window, f, "&Open session…", session.open_dialog, QKeySequence.Open)
    recent = f.addMenu("Open &recent")
    # lambdas: QAction.triggered(checked) must not reach save()'s ``background`` argument
    _action(window, f, "&Save session", lambda: session.save(), QKeySequence.Save)
    _action(window, f, "Save session &as…", lambda: session.save_as(), "Ctrl+Shift+S")
    f.addSeparator()
    _action(window, f, "&Import CSV…", lambda: window.current.import_dialog(), "Ctrl+I", "Read a CSV into the table")
    _action(window, f, "Export &table as CSV…", lambda: window.current.export_dialog(), tip="Write the table as CSV")
    _action(window, f, "Export &results (CSV/JSON)…", exports.results_dialog, "Ctrl+E")
    _action(window, f, "Export &plots (PNG + SVG)…", exports.plots_dialog, "Ctrl+Shift+P")
    _action(window, f, "Export re&port (PDF/HTML)…", exports.report_dialog, "Ctrl+Shift+E")
    f.addSeparator()
    _action(window, f, "&Generate synthetic data…", lambda: window.current.generate_dialog(), "Ctrl+G")
    presets = f.addMenu("Pr&esets")
    for key, ws in window.workspaces.items():
        for name in ws.scenario.preset_names:
            act = QAction(f"{ws.scenario.title}: {name}", window)
            act.triggered.connect(lambda _=False, k=key, n=name: window.open_preset(k, n))
            presets.addAction(act)
    f.addSeparator()
    _action(window, f, "&Quit", window.close, QKeySequence.Quit)

    e = bar.addMenu("&Edit")
    undo = window.undo_group.createUndoAction(window, "&Undo")
    undo.setShortcut(QKeySequence("Ctrl+Z"))
    redo = window.undo_group.createRedoAction(window, "&Redo")
    redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    for act in (undo, redo):
        e.addAction(act)
        window.addAction(act)
    e.addSeparator()
    _action(window, e, "&Add row", lambda: window.current.editor.add_row(), "Ctrl+Shift+=")
    _action(window, e, "&Remove selected rows", lambda: window.current.editor.remove_selected())
    _action(window, e, "&Paste rows", lambda: window.current.editor.paste_clipboard(), tip="Ctrl+V in the table")

    r = bar.addMenu("&Run")
    _action(window, r, "Run &once", lambda: window.current.run_once(), "Ctrl+R", "One private choice")
    _action(window, r, "Run &N trials", lambda: window.current.run_n(), "Ctrl+Return", "Simulate N runs")
    _action(window, r, "&Start / pause continuous", lambda: window.current.toggle_continuous(), "Space")
    _action(window, r, "&Cancel", presentation.escape, "Esc")
    _action(window, r, "&Reset results", lambda: window.current.reset(), "Ctrl+Shift+R")

    v = bar.addMenu("&View")
    for i, ws in enumerate(window.workspaces.values()):
        _action(window, v, ws.scenario.title, lambda _=False, j=i: window.tabs.setCurrentIndex(j), f"Ctrl+{i + 1}")
    v.addSeparator()
    present = _action(window, v, "&Presentation mode", presentation.toggle, "F11")
    present.setCheckable(True)
    theme_menu = v.addMenu("&Theme")
    group = QActionGroup(window)
    themes = {}
    for name in theme.THEMES:
        act = QAction(name.capitalize(), window, checkable=True)
        act.triggered.connect(lambda _=False, n=name: presentation.set_theme(n))
        group.addAction(act)
        theme_menu.addAction(act)
        themes[name] = act
    v.addAction(window.formulas_dock.toggleViewAction())
    v.addAction(window.history_dock.toggleViewAction())

    h = bar.addMenu("&Help")
    _action(window, h, "&Help", lambda: help_texts.show_help(window), "F1")
    _action(window, h, "&About ExpMech Studio", lambda: help_texts.show_about(window))
    return MenuActions(recent, present, themes, undo, redo)
