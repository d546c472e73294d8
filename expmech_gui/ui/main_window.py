"""The main window: workspaces in tabs, menus, status bar, the display timer, sessions (save/open/
recent/autosave/restore), undo/redo, exports and the report, presentation mode, themes and settings."""
from __future__ import annotations

import os
import threading
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QUndoGroup
from PySide6.QtWidgets import (
    QDockWidget, QFileDialog, QLabel, QMainWindow, QMessageBox, QTabWidget, QUndoView,
)

from .. import __version__
from ..io import session as sessions
from . import report, theme
from .export import write_png, write_svg
from .formulas import FormulasPanel
from .workspaces.workspace import Workspace

DISPLAY_INTERVAL_MS = 33  # ≈30 fps: the one timer that drives all painting
AUTOSAVE_INTERVAL_MS = 60_000
SETTINGS_VERSION = 1
MAX_RECENT = 8
ABOUT = f"""<h3>ExpMech Studio {__version__}</h3>
<p>See the differential-privacy <b>exponential mechanism</b> (McSherry–Talwar 2007) at work: exact
probabilities beside simulated runs, OPT and the utility theorem's bound.</p>
<p>Scenarios: digital-goods pricing (Kamath, lecture 7), choose-one voting, Naor's lunch example.
Mechanisms: exponential, report-noisy-max with Gumbel noise, permute-and-flip (McKenna–Sheldon 2020).</p>
<p>Licence: MIT. Built on Qt for Python (PySide6, LGPLv3), pyqtgraph (MIT) and NumPy (BSD).</p>"""
HELP = """<h3>Quick help</h3>
<p><b>1.</b> Enter data in the table (or load a preset, paste from a spreadsheet, import a CSV).
<b>2.</b> Choose ε and the other parameters. <b>3.</b> <i>Run once</i> (Ctrl+R) to make one private choice,
<i>Run N</i> (Ctrl+Enter) or <i>Start</i> (Space) to watch the simulated outputs approach the exact probabilities.</p>
<p>Tabs beside <i>Simulation</i>: what one person's data changes, the privacy bill of repeated releases, and
the expected score against ε. View ▸ Formulas shows the formulas with the current numbers.</p>
<p>Shortcuts: Ctrl+N/O/S new/open/save, Ctrl+Z / Ctrl+Shift+Z undo/redo, Ctrl+E export results,
Ctrl+Shift+R reset, F11 presentation mode (Esc leaves), Ctrl+1/2/3 switch workspace.</p>"""


def default_settings() -> QSettings:
    return QSettings(QSettings.IniFormat, QSettings.UserScope, "ExpMech", "ExpMech Studio")


def app_data_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.AppDataLocation) or str(Path.home() / ".expmech")
    return Path(base)


class MainWindow(QMainWindow):
    def __init__(self, load_presets: bool = True, settings: QSettings | None = None,
                 autosave_dir: Path | None = None, offer_restore: bool = True) -> None:
        super().__init__()
        self.settings = settings or default_settings()
        self.autosave_dir = Path(autosave_dir) if autosave_dir else app_data_dir()
        self.session_path: str | None = None
        self.modified = False
        self.presenting = False
        self.confirm_discard = True  # ask before unsaved changes are lost (tests switch it off)
        self._saved_geometry = None

        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.workspaces: dict[str, Workspace] = {}
        self.undo_group = QUndoGroup(self)
        for key, title in (("pricing", "Pricing"), ("voting", "Voting"), ("lunch", "Lunch")):
            ws = Workspace(key, self)
            ws.statusMessage.connect(self._status)
            ws.modified.connect(self._mark_modified)
            self.workspaces[key] = ws
            self.tabs.addTab(ws, title)
            self.undo_group.addStack(ws.undo_stack)
        self.setCentralWidget(self.tabs)
        self.formulas = FormulasPanel(self)
        self.formulas_dock = QDockWidget("Formulas", self)
        self.formulas_dock.setObjectName("formulasDock")
        self.formulas_dock.setWidget(self.formulas)
        self.addDockWidget(Qt.RightDockWidgetArea, self.formulas_dock)
        self.formulas_dock.hide()
        self.history_dock = QDockWidget("Undo history", self)
        self.history_dock.setObjectName("historyDock")
        self.history_dock.setWidget(QUndoView(self.undo_group))
        self.addDockWidget(Qt.RightDockWidgetArea, self.history_dock)
        self.history_dock.hide()
        self.status_label = QLabel("")
        self.statusBar().addPermanentWidget(self.status_label)
        self._build_menus()
        self.tabs.currentChanged.connect(self._tab_changed)
        for ws in self.workspaces.values():
            ws.experimentReady.connect(self._refresh_formulas)

        self.display_timer = QTimer(self)
        self.display_timer.setInterval(DISPLAY_INTERVAL_MS)
        self.display_timer.timeout.connect(self._display_tick)
        self.display_timer.start()
        self.autosave_timer = QTimer(self)
        self.autosave_timer.setInterval(AUTOSAVE_INTERVAL_MS)
        self._autosave_thread: threading.Thread | None = None
        self.autosave_timer.timeout.connect(lambda: self.autosave(background=True))
        self.autosave_timer.start()

        self.resize(1280, 800)
        self._restore_settings()
        self.crashed_before = self._check_previous_exit()
        if load_presets:
            self.load_default_presets()
        self._tab_changed(0)
        self._update_title()
        self._status("Ready")
        if offer_restore and self.crashed_before and self.autosave_path().is_file():
            QTimer.singleShot(0, self.offer_restore)

    # --- menus ----------------------------------------------------------------------------------------
    @property
    def current(self) -> Workspace:
        return self.tabs.currentWidget()

    def _action(self, menu, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        if tip:
            act.setStatusTip(tip)
            act.setToolTip(tip)
        act.triggered.connect(slot)
        menu.addAction(act)
        self.addAction(act)  # shortcuts keep working in presentation mode
        return act

    def _build_menus(self) -> None:
        bar = self.menuBar()
        f = bar.addMenu("&File")
        self._action(f, "&New session", self.new_session, QKeySequence.New)
        self._action(f, "&Open session…", self.open_dialog, QKeySequence.Open)
        self.recent_menu = f.addMenu("Open &recent")
        self._action(f, "&Save session", self.save, QKeySequence.Save)
        self._action(f, "Save session &as…", self.save_as, "Ctrl+Shift+S")
        f.addSeparator()
        self._action(f, "&Import CSV…", lambda: self.current.import_dialog(), "Ctrl+I", "Read a CSV into the table")
        self._action(f, "Export &table as CSV…", lambda: self.current.export_dialog(), tip="Write the table as CSV")
        self._action(f, "Export &results (CSV/JSON)…", self.export_results_dialog, "Ctrl+E")
        self._action(f, "Export &plots (PNG + SVG)…", self.export_plots_dialog, "Ctrl+Shift+P")
        self._action(f, "Export re&port (PDF/HTML)…", self.export_report_dialog, "Ctrl+Shift+E")
        f.addSeparator()
        self._action(f, "&Generate synthetic data…", lambda: self.current.generate_dialog(), "Ctrl+G")
        presets = f.addMenu("Pr&esets")
        for key, ws in self.workspaces.items():
            for name in ws.scenario.presets:
                act = QAction(f"{ws.scenario.title}: {name}", self)
                act.triggered.connect(lambda _=False, k=key, n=name: self.open_preset(k, n))
                presets.addAction(act)
        f.addSeparator()
        self._action(f, "&Quit", self.close, QKeySequence.Quit)

        e = bar.addMenu("&Edit")
        undo = self.undo_group.createUndoAction(self, "&Undo")
        undo.setShortcut(QKeySequence("Ctrl+Z"))
        redo = self.undo_group.createRedoAction(self, "&Redo")
        redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        e.addAction(undo)
        e.addAction(redo)
        self.undo_action, self.redo_action = undo, redo
        self.addAction(undo)
        self.addAction(redo)
        e.addSeparator()
        self._action(e, "&Add row", lambda: self.current.editor.add_row(), "Ctrl+Shift+=")
        self._action(e, "&Remove selected rows", lambda: self.current.editor.remove_selected())
        self._action(e, "&Paste rows", lambda: self.current.editor.paste_clipboard(), tip="Ctrl+V in the table")

        r = bar.addMenu("&Run")
        self._action(r, "Run &once", lambda: self.current.run_once(), "Ctrl+R", "One private choice")
        self._action(r, "Run &N trials", lambda: self.current.run_n(), "Ctrl+Return", "Simulate N runs")
        self._action(r, "&Start / pause continuous", lambda: self.current.toggle_continuous(), "Space")
        self._action(r, "&Cancel", self.escape, "Esc")
        self._action(r, "&Reset results", lambda: self.current.reset(), "Ctrl+Shift+R")

        v = bar.addMenu("&View")
        for i, ws in enumerate(self.workspaces.values()):
            self._action(v, ws.scenario.title, lambda _=False, j=i: self.tabs.setCurrentIndex(j), f"Ctrl+{i + 1}")
        v.addSeparator()
        self.presentation_action = self._action(v, "&Presentation mode", self.toggle_presentation, "F11")
        self.presentation_action.setCheckable(True)
        themes = v.addMenu("&Theme")
        group = QActionGroup(self)
        self.theme_actions = {}
        for name in theme.THEMES:
            act = QAction(name.capitalize(), self, checkable=True)
            act.triggered.connect(lambda _=False, n=name: self.set_theme(n))
            group.addAction(act)
            themes.addAction(act)
            self.theme_actions[name] = act
        v.addAction(self.formulas_dock.toggleViewAction())
        v.addAction(self.history_dock.toggleViewAction())

        h = bar.addMenu("&Help")
        self._action(h, "&Help", self.show_help, "F1")
        self._action(h, "&About ExpMech Studio", self.about)

    # --- presets, new -----------------------------------------------------------------------------
    def load_default_presets(self) -> None:
        for ws in self.workspaces.values():
            ws.load_preset(next(iter(ws.scenario.presets)))
            ws.undo_stack.clear()
        self.modified = False

    def open_preset(self, key: str, name: str) -> None:
        self.tabs.setCurrentWidget(self.workspaces[key])
        self.workspaces[key].load_preset(name)

    def new_session(self) -> None:
        if not self.maybe_save():
            return
        self.load_default_presets()
        for ws in self.workspaces.values():
            ws.releases = 0
        self.session_path = None
        self.modified = False
        self._update_title()

    # --- sessions ---------------------------------------------------------------------------------
    def session_state(self) -> sessions.SessionState:
        return sessions.SessionState({k: ws.to_state() for k, ws in self.workspaces.items()}, self.current.key)

    def save_to(self, path: str) -> str | None:
        try:
            sessions.save(path, self.session_state())
        except OSError as exc:
            return f"{path}: cannot save ({exc.strerror or exc}); the previous file is unchanged"
        return None

    def save(self) -> bool:
        if self.session_path is None:
            return self.save_as()
        err = self.save_to(self.session_path)
        if err:
            QMessageBox.warning(self, "Save failed", err)
            return False
        self._saved(self.session_path)
        return True

    def save_as(self) -> bool:
        path, _ = QFileDialog.getSaveFileName(self, "Save session", self._last_dir("session.expmech"),
                                              "ExpMech sessions (*.expmech)")
        if not path:
            return False
        if not path.endswith(sessions.SUFFIX):
            path += sessions.SUFFIX
        err = self.save_to(path)
        if err:
            QMessageBox.warning(self, "Save failed", err)
            return False
        self._saved(path)
        return True

    def _saved(self, path: str) -> None:
        self.session_path = path
        self.modified = False
        self._add_recent(path)
        self._update_title()
        self._status(f"Saved {path}")

    def open_session(self, path: str) -> str | None:
        """Open a session file; on any problem return the message and leave the open session unchanged."""
        try:
            state = sessions.load(path)
            sessions.check_consistent(state)
        except sessions.SessionError as exc:
            return str(exc)
        self.apply_session(state)
        self.session_path = path
        self.modified = False
        self._add_recent(path)
        self._update_title()
        self._status(f"Opened {path}")
        return None

    def apply_session(self, state: sessions.SessionState) -> None:
        for key, ws_state in state.workspaces.items():
            self.workspaces[key].apply_state(ws_state)
            self.workspaces[key].undo_stack.clear()
        self.tabs.setCurrentWidget(self.workspaces[state.current])

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        path, _ = QFileDialog.getOpenFileName(self, "Open session", self._last_dir(""),
                                              "ExpMech sessions (*.expmech);;All files (*)")
        if path:
            self._open_reporting(path)

    def _open_reporting(self, path: str) -> None:
        err = self.open_session(path)
        if err:
            QMessageBox.warning(self, "Cannot open session", f"{err}\n\nNothing was changed.")

    def maybe_save(self) -> bool:
        """Ask before discarding unsaved changes; False means the user cancelled."""
        if not self.modified or not self.confirm_discard:
            return True
        answer = QMessageBox.question(self, "Unsaved changes", "Save the changes to this session first?",
                                      QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel, QMessageBox.Save)
        if answer == QMessageBox.Save:
            return self.save()
        return answer == QMessageBox.Discard

    def _mark_modified(self) -> None:
        if not self.modified:
            self.modified = True
            self._update_title()

    def _update_title(self) -> None:
        name = Path(self.session_path).name if self.session_path else "Untitled"
        self.setWindowTitle(f"{name}[*] — ExpMech Studio")
        self.setWindowModified(self.modified)  # Qt shows '*' in place of [*] when modified

    # autosave and crash recovery
    def autosave_path(self) -> Path:
        return self.autosave_dir / "autosave.expmech"

    def autosave(self, background: bool = False) -> str | None:
        """Write the autosave file; the timer's autosave serialises on a thread so big tables never stall
        the GUI (the state itself is captured here, on the GUI thread)."""
        state = self.session_state()
        path = self.autosave_path()

        def write() -> str | None:
            try:
                self.autosave_dir.mkdir(parents=True, exist_ok=True)
                sessions.save(path, state)
            except (OSError, ValueError) as exc:
                return str(exc)
            return None

        if background:
            if self._autosave_thread is None or not self._autosave_thread.is_alive():
                self._autosave_thread = threading.Thread(target=write, name="autosave", daemon=True)
                self._autosave_thread.start()
            return None
        if self._autosave_thread is not None:
            self._autosave_thread.join()
        return write()

    def _check_previous_exit(self) -> bool:
        clean = self.settings.value("Session/cleanExit", True, type=bool)
        self.settings.setValue("Session/cleanExit", False)
        self.settings.sync()
        return not clean

    def offer_restore(self) -> None:
        answer = QMessageBox.question(self, "Restore your work?",
                                      "ExpMech Studio did not close normally last time. Restore the autosaved "
                                      "session?", QMessageBox.Yes | QMessageBox.No, QMessageBox.Yes)
        if answer == QMessageBox.Yes:
            self.restore_autosave()

    def restore_autosave(self) -> str | None:
        try:
            state = sessions.load(self.autosave_path())
            sessions.check_consistent(state)
        except sessions.SessionError as exc:
            return str(exc)
        self.apply_session(state)
        self.modified = True
        self._update_title()
        return None

    # recent files and settings
    def _add_recent(self, path: str) -> None:
        recent = [p for p in self.settings.value("Files/recent", [], type=list) if p != path]
        recent.insert(0, path)
        self.settings.setValue("Files/recent", recent[:MAX_RECENT])
        self.settings.setValue("Files/lastDir", str(Path(path).parent))
        self._fill_recent()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = self.settings.value("Files/recent", [], type=list)
        for path in recent:
            self.recent_menu.addAction(path, lambda p=path: self.maybe_save() and self._open_reporting(p))
        self.recent_menu.setEnabled(bool(recent))

    def _last_dir(self, name: str) -> str:
        base = self.settings.value("Files/lastDir", str(Path.home()))
        return os.path.join(base, name) if name else base

    def _restore_settings(self) -> None:
        s = self.settings
        if s.value("version", SETTINGS_VERSION, type=int) < SETTINGS_VERSION:
            self._migrate_settings()
        s.setValue("version", SETTINGS_VERSION)
        s.beginGroup("MainWindow")
        if s.contains("geometry"):
            self.restoreGeometry(s.value("geometry"))
        if s.contains("state"):
            self.restoreState(s.value("state"))
        s.endGroup()
        self.set_theme(s.value("Preferences/theme", "light"))
        self._fill_recent()

    def _migrate_settings(self) -> None:
        """Settings written by older versions: nothing to convert yet (version 1 is the first)."""

    def _save_settings(self) -> None:
        s = self.settings
        s.beginGroup("MainWindow")
        s.setValue("geometry", self.saveGeometry())
        s.setValue("state", self.saveState())
        s.endGroup()
        s.setValue("Preferences/theme", theme.current())
        s.sync()

    # --- exports -----------------------------------------------------------------------------------
    def export_results_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export results", self._last_dir(f"{self.current.key}-results.csv"),
                                              "CSV (*.csv);;JSON (*.json)")
        if path:
            err = self.current.export_results(path)
            if err:
                QMessageBox.warning(self, "Export failed", err)

    def export_plots(self, folder: str, width: int = 1920) -> list[str]:
        """Every plot of the current workspace as PNG (presentation width) and SVG."""
        ws = self.current
        out = []
        Path(folder).mkdir(parents=True, exist_ok=True)
        for name, widget in ws.plots.named_widgets():
            base = os.path.join(folder, f"{ws.key}-{name}")
            write_png(widget, base + ".png", width)
            write_svg(widget, base + ".svg")
            out += [base + ".png", base + ".svg"]
        self._status(f"Exported {len(out)} files to {folder}")
        return out

    def export_plots_dialog(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, "Export plots into folder", self._last_dir(""))
        if folder:
            try:
                self.export_plots(folder)
            except OSError as exc:
                QMessageBox.warning(self, "Export failed", str(exc))

    def export_report(self, path: str) -> str | None:
        try:
            if path.lower().endswith(".pdf"):
                report.write_pdf(self.current, path)
            else:
                report.write_html(self.current, path)
        except (OSError, ValueError) as exc:
            return str(exc)
        self._status(f"Report written to {path}")
        return None

    def export_report_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export report", self._last_dir(f"{self.current.key}-report.pdf"),
                                              "PDF (*.pdf);;HTML (*.html)")
        if path:
            err = self.export_report(path)
            if err:
                QMessageBox.warning(self, "Report failed", err)

    # --- presentation mode and themes -------------------------------------------------------------
    def toggle_presentation(self) -> None:
        self.set_presentation(not self.presenting)

    def set_presentation(self, on: bool) -> None:
        if on == self.presenting:
            return
        self.presenting = on
        self.presentation_action.setChecked(on)
        if on:
            self._saved_geometry = (self.saveGeometry(), self.saveState(), theme.current(), self.size(), self.pos())
            for ws in self.workspaces.values():
                ws.set_presentation(True)
            theme.apply(self, "contrast")
            self.showFullScreen()
        else:
            for ws in self.workspaces.values():
                ws.set_presentation(False)
            geometry, state, previous, size, pos = self._saved_geometry
            theme.apply(self, previous)
            self.showNormal()
            self.restoreGeometry(geometry)
            self.restoreState(state)
            self.resize(size)  # restoreGeometry may clamp to the screen; put back exactly what was there
            self.move(pos)

    def escape(self) -> None:
        if self.presenting:
            self.set_presentation(False)
        else:
            self.current.cancel()

    def set_theme(self, name: str) -> None:
        if name not in theme.THEMES:
            name = "light"
        theme.apply(self, name)
        self.theme_actions[name].setChecked(True)

    # --- help -------------------------------------------------------------------------------------
    def show_help(self) -> None:
        QMessageBox.information(self, "ExpMech Studio help", HELP)

    def about(self) -> None:
        QMessageBox.about(self, "About ExpMech Studio", ABOUT)

    def _refresh_formulas(self) -> None:
        self.formulas.show_workspace(self.current)

    def _tab_changed(self, _index: int) -> None:
        ws = self.current
        self.undo_group.setActiveStack(ws.undo_stack)
        ws.refresh(force=True)
        self.formulas.show_workspace(ws)

    def _display_tick(self) -> None:
        for ws in self.workspaces.values():
            ws.refresh()

    def _status(self, message: str) -> None:
        self.statusBar().showMessage(message, 8000)

    def closeEvent(self, event) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        if self.presenting:
            self.set_presentation(False)
        self.autosave()
        self._save_settings()
        self.settings.setValue("Session/cleanExit", True)
        self.settings.sync()
        self.display_timer.stop()
        self.autosave_timer.stop()
        for ws in self.workspaces.values():
            ws.shutdown()
        super().closeEvent(event)
