"""The main window: workspaces in tabs, menus, status bar, the display timer, sessions (save/open/
recent/autosave/restore), undo/redo, exports and the report, presentation mode, themes and settings."""
from __future__ import annotations

import os
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QUndoGroup
from PySide6.QtWidgets import (
    QDockWidget, QFileDialog, QLabel, QMainWindow, QMessageBox, QTabWidget, QUndoView,
)

from .. import __version__
from ..io import session as sessions
from . import report, theme
from .export import write_png, write_svg
from .formulas import FormulasPanel
from .workspaces.workspace import MODELS, Workspace

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


def _setting_bool(value, default: bool) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, str)) and str(value).strip().lower() in ("true", "1", "false", "0"):
        return str(value).strip().lower() in ("true", "1")
    return default


def _setting_int(value, default: int) -> int:
    if isinstance(value, bool):
        return default
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().lstrip("-").isascii() and value.strip().lstrip("-").isdigit():
        return int(value.strip())
    return default


def _setting_paths(value) -> list[str]:
    """The recent-files list: absolute paths as strings (INI files give a bare string for one entry)."""
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, (list, tuple)):
        return []
    out = []
    for p in value:
        if isinstance(p, str) and os.path.isabs(p) and len(p) < 4096 and "\x00" not in p and p not in out:
            out.append(p)
    return out[:MAX_RECENT]


class MainWindow(QMainWindow):
    _saveDone = Signal(object)  # (kind, path, error or None, edit count, session token, size) from a save thread

    def __init__(self, load_presets: bool = True, settings: QSettings | None = None,
                 autosave_dir: Path | None = None, offer_restore: bool = True) -> None:
        super().__init__()
        self.settings = settings or default_settings()
        self._edit_count = 0  # every edit; a background save clears 'modified' only if none came after it
        self._session_token = 0  # changes on New/Open: a late save result never renames the new session
        self._saver = ThreadPoolExecutor(max_workers=1, thread_name_prefix="session-save")
        self._save_futures: list = []
        self._saveDone.connect(self._save_finished)
        self.last_message = ""  # the last status or warning shown (tests and the self-test read it)
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
        self._default_params = {k: w.params.state() for k, w in self.workspaces.items()}
        for ws in self.workspaces.values():
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
        self._autosave_broken_kept: bool | None = None
        self.reset_note = ""
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
        # lambdas: QAction.triggered(checked) must not reach save()'s ``background`` argument
        self._action(f, "&Save session", lambda: self.save(), QKeySequence.Save)
        self._action(f, "Save session &as…", lambda: self.save_as(), "Ctrl+Shift+S")
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
        self._session_token += 1
        self.session_path = None
        self.reset_note = ""
        self.modified = False
        self._update_title()

    # --- sessions ---------------------------------------------------------------------------------
    def session_state(self) -> sessions.SessionState:
        """The session as plain lists (each workspace's ``to_state``): for comparisons and tests."""
        return sessions.SessionState({k: ws.to_state() for k, ws in self.workspaces.items()}, self.current.key)

    def capture_state(self) -> sessions.SessionState:
        """The session to write, captured quickly on the GUI thread (large columns as copied arrays)."""
        return sessions.SessionState({k: ws.to_state(compact=True) for k, ws in self.workspaces.items()},
                                     self.current.key)

    def save_to(self, path: str) -> str | None:
        """Save synchronously (used when the answer is needed at once, e.g. Save before closing)."""
        try:
            sessions.save(path, self.capture_state())
        except (OSError, ValueError) as exc:
            return _cannot_save(path, exc)
        return None

    def save(self, background: bool = True) -> bool:
        """Save to the current file; in the background unless the caller needs the result now."""
        if self.session_path is None:
            return self.save_as(background)
        if not background:
            err = self.save_to(self.session_path)
            if err:
                self._warn("Save failed", err)
                return False
            self._saved(self.session_path)
            return True
        self.save_in_background(self.session_path)
        return True

    def save_as(self, background: bool = True) -> bool:
        path, _ = QFileDialog.getSaveFileName(self, "Save session", self._last_dir("session.expmech"),
                                              "ExpMech sessions (*.expmech)")
        if not path:
            return False
        if not path.endswith(sessions.SUFFIX):
            path += sessions.SUFFIX
        if background:
            self.save_in_background(path)
            return True
        err = self.save_to(path)
        if err:
            self._warn("Save failed", err)
            return False
        self._saved(path)
        return True

    def save_in_background(self, path: str, kind: str = "save"):
        """Capture the state here (fast: arrays are copied), encode and write it on the save thread; the
        result comes back to ``_save_finished`` on the GUI thread. Returns the future."""
        state = self.capture_state()
        edits, token = self._edit_count, self._session_token
        if kind == "save":
            self._status(f"Saving {path}…")

        def work():
            error, size = None, 0
            try:
                if kind == "autosave":
                    Path(path).parent.mkdir(parents=True, exist_ok=True)
                sessions.save(path, state)
                size = os.path.getsize(path)
            except (OSError, ValueError, MemoryError) as exc:
                error = _cannot_save(path, exc)
            self._saveDone.emit((kind, path, error, edits, token, size))
            return error

        future = self._saver.submit(work)
        self._save_futures = [f for f in self._save_futures if not f.done()] + [future]
        return future

    def wait_for_saves(self, timeout: float | None = None) -> bool:
        """Block until queued saves are written (at exit: a save the user asked for is never abandoned)."""
        deadline = None if timeout is None else time.monotonic() + timeout
        for f in list(self._save_futures):
            try:
                f.result(None if deadline is None else max(0.0, deadline - time.monotonic()))
            except Exception:  # noqa: BLE001 — timeouts; the save itself reports through _saveDone
                return False
        return True

    def _save_finished(self, result) -> None:
        kind, path, error, edits, token, size = result
        if kind == "autosave":
            if error:
                self._status(f"Autosave failed: {error}")
            return
        if error:
            self._status(f"Save failed: {error}")
            self._warn("Save failed", error)
            return
        if token != self._session_token:  # a New or Open came in between: the file is written, nothing else
            self._status(f"Saved {path}")
            return
        self.session_path = path
        self.reset_note = ""
        if edits == self._edit_count:
            self.modified = False
        self._add_recent(path)
        self._update_title()
        self._status(f"Saved {path} ({size / 2**20:,.1f} MiB)" if size >= 2**20 else f"Saved {path}")

    def _saved(self, path: str) -> None:
        self.session_path = path
        self.reset_note = ""
        self.modified = False
        self._add_recent(path)
        self._update_title()
        self._status(f"Saved {path}")

    def open_session(self, path: str) -> str | None:
        """Open a session file; on any problem return the message and leave the window exactly as it was
        (data, parameters, results, title, file path).  Workspaces the file does not hold get their
        defaults, and the status and title say so."""
        try:
            state = sessions.load(path)
            sessions.validate(state, path)
        except sessions.SessionError as exc:
            return str(exc)
        except Exception as exc:  # noqa: BLE001 — never half-open a file
            return f"{path}: cannot be opened ({type(exc).__name__}: {exc})"
        err = self._apply_safely(state)
        if err:
            return f"{path}: {err}"
        self._session_token += 1
        self.session_path = path
        self.modified = False
        self._add_recent(path)
        self.reset_note = _reset_note(state.missing)
        self._update_title()
        self._status(f"Opened {path}" + (f"; {self.reset_note}" if self.reset_note else ""))
        return None

    def default_state(self, key: str) -> sessions.WorkspaceState:
        """What *New session* gives a workspace: its first preset and the panel's default parameters."""
        ws = self.workspaces[key]
        name = next(iter(ws.scenario.presets))
        model = MODELS[key]()
        model.set_dataset(ws.scenario.load_preset(name))
        params = dict(self._default_params[key])
        params.update({k: f"{v:.10g}" for k, v in ws.scenario.preset_settings(name).items()})
        return sessions.WorkspaceState(data=model.to_session(), parameters=params)

    def _apply_safely(self, state: sessions.SessionState) -> str | None:
        """Apply a validated state; should anything still fail, put the previous state back."""
        before = self.capture_state() if any(ws.experiment is not None or ws.model.rowCount()
                                             for ws in self.workspaces.values()) else None
        before_current = self.current.key
        try:
            full = dict(state.workspaces)
            for key in state.missing:
                full[key] = self.default_state(key)
            self.apply_session(sessions.SessionState(full, state.current))
        except Exception as exc:  # noqa: BLE001
            if before is not None:
                try:
                    self.apply_session(sessions.SessionState(before.workspaces, before_current))
                except Exception:  # noqa: BLE001 — nothing more can be done; the message says it
                    pass
            return f"cannot be opened ({type(exc).__name__}: {exc}); nothing was changed"
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
            self._status("Could not open the session; nothing was changed")
            self._warn("Cannot open session", f"{err}\n\nNothing was changed.")

    def maybe_save(self) -> bool:
        """Ask before discarding unsaved changes; False means the user cancelled."""
        if not self.modified or not self.confirm_discard:
            return True
        answer = QMessageBox.question(self, "Unsaved changes", "Save the changes to this session first?",
                                      QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel, QMessageBox.Save)
        if answer == QMessageBox.Save:
            return self.save(background=False)
        return answer == QMessageBox.Discard

    def _mark_modified(self) -> None:
        self._edit_count += 1
        if not self.modified:
            self.modified = True
            self._update_title()

    def _update_title(self) -> None:
        name = Path(self.session_path).name if self.session_path else "Untitled"
        note = getattr(self, "reset_note", "")
        self.setWindowTitle(f"{name}[*] — ExpMech Studio" + (f" ({note})" if note else ""))
        self.setWindowModified(self.modified)  # Qt shows '*' in place of [*] when modified

    # autosave and crash recovery
    def autosave_path(self) -> Path:
        return self.autosave_dir / "autosave.expmech"

    def autosave(self, background: bool = False) -> str | None:
        """Write the autosave file. The state is captured here, on the GUI thread; the timer's autosave
        encodes and writes it on the save thread so big tables never stall the window."""
        if self._autosave_broken_kept is False:
            return None  # a broken autosave is being offered for restore: never overwrite it before
        path = str(self.autosave_path())
        future = self.save_in_background(path, "autosave")
        if background:
            return None
        try:
            return future.result()
        except Exception as exc:  # noqa: BLE001
            return str(exc)

    def _check_previous_exit(self) -> bool:
        clean = _setting_bool(self._read("Session/cleanExit", True), True)
        try:
            self.settings.setValue("Session/cleanExit", False)
            self.settings.sync()
        except Exception:  # noqa: BLE001 — settings are a convenience, never a reason to fail
            pass
        return not clean

    def offer_restore(self) -> None:
        answer = QMessageBox.question(self, "Restore your work?",
                                      "ExpMech Studio did not close normally last time. Restore the autosaved "
                                      "session?", QMessageBox.Yes | QMessageBox.No, QMessageBox.Yes)
        if answer == QMessageBox.Yes:
            err = self.restore_autosave()
            if err:
                self._warn("Could not restore", err)

    def restore_autosave(self) -> str | None:
        """Restore the autosave; if it cannot be read, say what could not be restored, keep the broken file
        aside as autosave.expmech.broken-<timestamp> (the next autosave never overwrites it) and leave the
        window as it is (the message says what it shows instead)."""
        path = self.autosave_path()
        try:
            state = sessions.load(path)
            sessions.validate(state, str(path))
        except sessions.SessionError as exc:
            return self._autosave_broken(str(exc))
        except Exception as exc:  # noqa: BLE001
            return self._autosave_broken(f"{path}: {type(exc).__name__}: {exc}")
        err = self._apply_safely(state)
        if err:
            return self._autosave_broken(f"{path}: {err}")
        self._session_token += 1
        self.modified = True
        self.reset_note = _reset_note(state.missing)
        self._update_title()
        self._status("Restored the autosaved session" + (f"; {self.reset_note}" if self.reset_note else ""))
        return None

    def _autosave_broken(self, reason: str) -> str:
        path = self.autosave_path()
        kept = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            os.replace(path, kept)
            where = f"The damaged autosave was kept as {kept}."
        except OSError as exc:
            where = f"The damaged autosave could not be moved aside ({exc.strerror or exc}); it was left as it is."
            self._autosave_broken_kept = False
        message = (f"The autosaved session could not be restored: {reason}\n\nNothing from it is shown: the "
                   f"window keeps what it showed before. {where}")
        self._status("The autosaved session could not be restored")
        self.last_message = message
        return message

    # recent files and settings
    def _read(self, key: str, default=None):
        """One setting, as stored (validated by the caller); any error reading it gives the default."""
        try:
            return self.settings.value(key, default)
        except Exception:  # noqa: BLE001 — a damaged settings file must never stop the app
            return default

    def _recent(self) -> list[str]:
        return _setting_paths(self._read("Files/recent", []))

    def _add_recent(self, path: str) -> None:
        recent = [p for p in self._recent() if p != path]
        recent.insert(0, path)
        self.settings.setValue("Files/recent", recent[:MAX_RECENT])
        self.settings.setValue("Files/lastDir", str(Path(path).parent))
        self._fill_recent()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = self._recent()
        for path in recent:
            self.recent_menu.addAction(path, lambda p=path: self.maybe_save() and self._open_reporting(p))
        self.recent_menu.setEnabled(bool(recent))

    def _last_dir(self, name: str) -> str:
        base = self._read("Files/lastDir", "")
        if not (isinstance(base, str) and base and os.path.isdir(base)):
            base = str(Path.home())
        return os.path.join(base, name) if name else base

    def _restore_settings(self) -> None:
        """Settings are input like any file: each value is checked, and a wrong one falls back to its default
        (a settings file from a newer version, edited by hand or damaged never stops the app)."""
        s = self.settings
        self.settings_problems: list[str] = []
        version = _setting_int(self._read("version", SETTINGS_VERSION), SETTINGS_VERSION)
        if version < SETTINGS_VERSION:
            self._migrate_settings()
        for key, apply in (("MainWindow/geometry", self.restoreGeometry), ("MainWindow/state", self.restoreState)):
            value = self._read(key)
            if value is None:
                continue
            if isinstance(value, (bytes, bytearray)):
                value = QByteArray(bytes(value))
            ok = False
            if isinstance(value, QByteArray):
                try:
                    ok = bool(apply(value))
                except Exception:  # noqa: BLE001
                    ok = False
            if not ok:
                self.settings_problems.append(key)
        name = self._read("Preferences/theme", "light")
        if not (isinstance(name, str) and name in theme.THEMES):
            self.settings_problems.append("Preferences/theme")
            name = "light"
        self.set_theme(name)
        raw_recent = self._read("Files/recent", [])
        if raw_recent not in (None, [], "") and not _setting_paths(raw_recent):
            self.settings_problems.append("Files/recent")
        try:
            s.setValue("version", SETTINGS_VERSION)
            if "Files/recent" in self.settings_problems:
                s.setValue("Files/recent", [])
        except Exception:  # noqa: BLE001
            pass
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
    def _export_failed(self, title: str, message: str) -> None:
        self._status(f"{title}: {message}")
        self._warn(title, message)

    def export_results_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export results", self._last_dir(f"{self.current.key}-results.csv"),
                                              "CSV (*.csv);;JSON (*.json)")
        if path:
            err = self._check_results_folder(path) or self.current.export_results_in_background(path)
            if err:
                self._export_failed("Export failed", err)

    @staticmethod
    def _check_results_folder(path: str) -> str | None:
        folder = os.path.dirname(os.path.abspath(path))
        if not os.path.isdir(folder):
            return f"{path}: cannot write (the folder {folder} does not exist); nothing was written"
        return None

    def export_results(self, path: str) -> str | None:
        """Write the current workspace's results now (the menu writes them in the background)."""
        err = self._check_results_folder(path)
        if err:
            return err
        try:
            return self.current.export_results(path)
        except (OSError, ValueError) as exc:
            return f"{path}: cannot write ({getattr(exc, 'strerror', None) or exc}); nothing was written"

    def export_plots(self, folder: str, width: int = 1920) -> list[str]:
        """Every plot of the current workspace as PNG (presentation width) and SVG. Raises OSError naming
        the file when the folder cannot be made or a file cannot be written."""
        ws = self.current
        out = []
        try:
            Path(folder).mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise OSError(f"{folder}: cannot make the folder ({exc.strerror or exc}); nothing was written") from None
        if not os.access(folder, os.W_OK):
            raise OSError(f"{folder}: the folder is not writable; nothing was written")
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
                self._export_failed("Export failed", str(exc))

    def export_report(self, path: str) -> str | None:
        try:
            if path.lower().endswith(".pdf"):
                report.write_pdf(self.current, path)
            else:
                report.write_html(self.current, path)
        except OSError as exc:
            msg = exc.strerror if exc.strerror and exc.filename else str(exc)
            text = f"{path}: cannot write the report ({msg}); nothing was written"
            self._status(f"Report failed: {text}")
            return text
        except ValueError as exc:
            self._status(f"Report failed: {exc}")
            return str(exc)
        self._status(f"Report written to {path}")
        return None

    def export_report_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export report", self._last_dir(f"{self.current.key}-report.pdf"),
                                              "PDF (*.pdf);;HTML (*.html)")
        if path:
            err = self.export_report(path)
            if err:
                self._warn("Report failed", err)

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
        self.last_message = message
        self.statusBar().showMessage(message, 8000)

    def _warn(self, title: str, message: str) -> None:
        self.last_message = message
        QMessageBox.warning(self, title, message)

    def closeEvent(self, event) -> None:
        """Closing never waits on background work for more than about a second: runs and background
        computations are cancelled and, if they do not stop at once, abandoned (their results are dropped).
        Saves already queued are finished by the save thread before the process exits."""
        if not self.maybe_save():
            event.ignore()
            return
        if self.presenting:
            self.set_presentation(False)
        self.display_timer.stop()
        self.autosave_timer.stop()
        self.autosave(background=True)
        try:
            self._save_settings()
            self.settings.setValue("Session/cleanExit", True)
            self.settings.sync()
        except Exception:  # noqa: BLE001 — an unwritable settings file never keeps the window open
            pass
        self.abandon_background_work()
        super().closeEvent(event)

    def background_busy(self) -> bool:
        """True while some background computation of the window still runs (the save thread not counted)."""
        return any(ws.busy() for ws in self.workspaces.values())

    def abandon_background_work(self) -> bool:
        """Cancel every run and background job (``Workspace.shutdown`` never waits). True when everything
        stopped; False means some job was abandoned on its daemon thread: its result goes nowhere, and
        ``app.main`` leaves without waiting for it."""
        for ws in self.workspaces.values():
            try:
                ws.shutdown()
            except Exception:  # noqa: BLE001 — closing goes on whatever a workspace says
                pass
        return not self.background_busy()


def _cannot_save(path: str, exc: BaseException) -> str:
    if isinstance(exc, MemoryError):
        reason = "not enough memory"
    elif isinstance(exc, OSError):
        reason = exc.strerror or str(exc)
    else:
        reason = str(exc)
    return f"{path}: cannot save ({reason}); the previous file is unchanged"


def _reset_note(missing: list[str]) -> str:
    """'Lunch was reset to its default' for workspaces a session did not hold."""
    if not missing:
        return ""
    names = [k.capitalize() for k in missing]
    joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return f"{joined} {'was' if len(names) == 1 else 'were'} not in the file: reset to the defaults"
