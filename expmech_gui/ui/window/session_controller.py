"""The window's session: New, Open, Save, Save as (on a save thread), the recent-files menu, the title
with its '*', asking before unsaved changes are lost, the autosave and restoring it after a crash."""
from __future__ import annotations

import itertools
import os
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox

from ... import sessions
from ...scenarios import SCENARIOS
from ..language import tr
from ..worker import Drain
from .session_open import BackgroundOpen, read_checked
from .first_screens import FIRST_SCREEN, FirstScreens
from .session_recovery import SessionRecovery
from ...core.translatable import translatable
from ...io.targets import os_reason


class SessionController(SessionRecovery, FirstScreens, QObject):
    """Owned by the main window; reads its workspaces and reports through its ``_status`` and ``_warn``."""

    def __init__(self, window, autosave_dir: Path) -> None:
        super().__init__(window)
        self.window = window
        self.autosave_dir = Path(autosave_dir)
        self.session_path: str | None = None
        self.modified = False
        self.reset_note = ""  # which workspaces the open file did not hold (shown in the title)
        self.confirm_discard = True  # ask before unsaved changes are lost (tests switch it off)
        self.recent_menu = None  # the File ▸ Open recent menu, set once the menus exist
        self._edit_count = 0  # every edit; a background save clears 'modified' only if none came after it
        self._session_token = 0  # changes on New/Open: a late save result never renames the new session
        self._broken_autosave_in_place = False  # a damaged autosave could not be moved aside: never overwrite it
        self._saver = ThreadPoolExecutor(max_workers=1, thread_name_prefix="session-save")
        self._save_futures: list = []
        # the save thread touches no Qt object (the window may be gone when it ends, and a signal emitted on a
        # deleted object crashed a test run): it queues (kind, path, error or None, edit count, session token,
        # size), which the GUI thread collects, as every background job does (worker.Drain)
        self._saves_done = Drain(self, lambda item: self._save_finished(item[1]))
        self._save_ids = itertools.count()
        self.opener = BackgroundOpen(self, read_checked, self._open_read)
        self._first_screen: dict[str, sessions.WorkspaceState] = {}  # key → its default_state, once read
        self._warming_stopped = False  # the window is closing: no more first screens are read (first_screens.py)
        # what a workspace not yet built will show when it is (window/lazy_workspaces.py): FIRST_SCREEN (its
        # first-screen preset) or the WorkspaceState a session gave it; none: an empty table
        self.pending: dict[str, object] = {}

    # --- new ------------------------------------------------------------------------------------------
    def load_default_presets(self) -> None:
        workspaces = self.window.workspaces
        for key in workspaces:
            if workspaces.is_built(key):
                ws = workspaces[key]
                ws.load_preset(ws.scenario.first_screen_preset)
                ws.undo_stack.clear()
            else:
                self.pending[key] = FIRST_SCREEN
        self.modified = False

    def give_pending(self, ws) -> None:
        """A workspace was just built: it gets what the session holds for it (nothing to undo)."""
        pending = self.pending.pop(ws.key, None)
        if pending is FIRST_SCREEN:
            ws.load_preset(ws.scenario.first_screen_preset)
        elif pending is not None:
            ws.apply_state(pending)
        ws.undo_stack.clear()

    def new_session(self) -> None:
        if not self.maybe_save():
            return
        self.load_default_presets()
        for ws in self.window.workspaces.built():
            ws.releases = 0
        self.window.session_ledger.replace(sessions.Ledger(), None)  # a new session starts a new ledger
        self._session_token += 1
        self.session_path = None
        self.reset_note = ""
        self.modified = False
        self.update_title()

    # --- the state ------------------------------------------------------------------------------------
    def session_state(self) -> sessions.SessionState:
        """The session as plain lists (each workspace's ``to_state``): for comparisons and tests."""
        ledger = self.window.session_ledger
        return sessions.SessionState({k: self._state_of(k) for k in self.window.workspaces},
                                     self.window.current.key, ledger=ledger.ledger, budget=ledger.budget,
                                     disjoint_data=ledger.disjoint_data)

    def capture_state(self) -> sessions.SessionState:
        """The session to write, captured quickly on the GUI thread (large columns as copied arrays)."""
        ledger = self.window.session_ledger  # its entries are immutable: a copy of the list is a snapshot
        return sessions.SessionState({k: self._state_of(k, compact=True) for k in self.window.workspaces},
                                     self.window.current.key, ledger=sessions.Ledger(ledger.entries),
                                     budget=ledger.budget, disjoint_data=ledger.disjoint_data)

    def _state_of(self, key: str, compact: bool = False) -> sessions.WorkspaceState:
        """Workspace ``key``'s state: its own once built, else what it will show when it is."""
        workspaces = self.window.workspaces
        pending = self.pending.get(key)
        if workspaces.is_built(key):
            return workspaces[key].to_state(compact=compact)
        if pending is None:  # (building all ten to read their empty tables made every close take half a second)
            return self.empty_state(key)
        return self.default_state(key) if pending is FIRST_SCREEN else pending

    def apply_session(self, state: sessions.SessionState) -> None:
        workspaces = self.window.workspaces
        for key, ws_state in state.workspaces.items():
            if workspaces.is_built(key):
                workspaces[key].apply_state(ws_state)
                workspaces[key].undo_stack.clear()
            else:
                self.pending[key] = ws_state  # given when it is built
        self.window.session_ledger.replace(sessions.Ledger(state.ledger.entries), state.budget, state.disjoint_data)
        self.window.tabs.setCurrentWidget(self.window.workspaces[state.current])

    def _apply_safely(self, state: sessions.SessionState) -> str | None:
        """Apply a validated state; should anything still fail, put the previous state back."""
        workspaces = self.window.workspaces.built()
        before = self.capture_state() if any(ws.experiment is not None or ws.model.rowCount()
                                             for ws in workspaces) or any(self.pending.values()) else None
        before_current = self.window.current.key
        try:
            full = dict(state.workspaces)
            for key in state.missing:
                full[key] = self.default_state(key)
            self.apply_session(sessions.SessionState(full, state.current, ledger=state.ledger, budget=state.budget,
                                                     disjoint_data=state.disjoint_data))
        except Exception as exc:  # noqa: BLE001 — a session that fails to apply is rolled back and said
            if before is not None:
                try:
                    self.apply_session(sessions.SessionState(before.workspaces, before_current, ledger=before.ledger,
                                                             budget=before.budget, disjoint_data=before.disjoint_data))
                except Exception:  # noqa: BLE001 — nothing more can be done; the message says it
                    pass
            return f"cannot be opened ({type(exc).__name__}: {exc}); nothing was changed"
        return None

    # --- save -----------------------------------------------------------------------------------------
    def save_to(self, path: str) -> str | None:
        """Save synchronously (used when the answer is needed at once, e.g. Save before closing)."""
        try:
            _write_session(path, self.capture_state())
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
                self.window._warn(translatable("Save failed"), err)
                return False
            self.saved(self.session_path)
            return True
        self.save_in_background(self.session_path)
        return True

    def save_as(self, background: bool = True) -> bool:
        path, _ = QFileDialog.getSaveFileName(self.window, tr("Save session"),
                                              self.window.window_settings.last_dir("session.expmech"),
                                              tr("ExpMech sessions (*.expmech)"))
        if not path:
            return False
        if not path.endswith(sessions.SUFFIX):
            path += sessions.SUFFIX
        if background:
            self.save_in_background(path)
            return True
        err = self.save_to(path)
        if err:
            self.window._warn(translatable("Save failed"), err)
            return False
        self.saved(path)
        return True

    def save_in_background(self, path: str, kind: str = "save"):
        """Capture the state here (fast: arrays are copied), encode and write it on the save thread; the
        result comes back to ``_save_finished`` on the GUI thread. Returns the future."""
        state = self.capture_state()
        if kind == "autosave" and self.window.__dict__.get("rooms") is not None:
            from ..room_window import without_unsaved_room_answers  # loaded with the first room

            state = without_unsaved_room_answers(self.window, state)
        edits, token = self._edit_count, self._session_token
        if kind == "save":
            self.window._status(tr("Saving {path}…").format(path=path))

        job, queue = next(self._save_ids), self._saves_done.queue

        def work():
            error, size = None, 0
            try:
                if kind == "autosave":
                    Path(path).parent.mkdir(parents=True, exist_ok=True)
                _write_session(path, state)
                size = os.path.getsize(path)
            except (OSError, ValueError, MemoryError) as exc:
                error = _cannot_save(path, exc)
            queue.append(("saved", (kind, path, error, edits, token, size)))
            queue.append(("end", job))
            return error

        self._saves_done.started(job)
        future = self._saver.submit(work)
        self._save_futures = [f for f in self._save_futures if not f.done()] + [future]
        return future

    def wait_for_saves(self, timeout: float | None = None) -> bool:
        """Block until queued saves are written (at exit: a save the user asked for is never abandoned)."""
        deadline = None if timeout is None else time.monotonic() + timeout
        for f in list(self._save_futures):
            try:
                f.result(None if deadline is None else max(0.0, deadline - time.monotonic()))
            except Exception:  # noqa: BLE001 — timeouts; the save itself reports through _saves_done
                return False
        return True

    def _save_finished(self, result) -> None:
        kind, path, error, edits, token, size = result
        if kind == "autosave":
            if error:
                self.window._status(tr("Autosave failed: {reason}").format(reason=error))
            return
        if error:
            self.window._status(tr("Save failed: {reason}").format(reason=error))
            self.window._warn(translatable("Save failed"), error)
            return
        if token != self._session_token:  # a New or Open came in between: the file is written, nothing else
            self.window._status(tr("Saved {path}").format(path=path))
            return
        self.session_path = path
        self.reset_note = ""
        if edits == self._edit_count:
            self.modified = False
        self._add_recent(path)
        self.update_title()
        self.window._status(tr("Saved {path} ({size} MiB)").format(path=path, size=f"{size / 2**20:,.1f}")
                            if size >= 2**20 else tr("Saved {path}").format(path=path))

    def saved(self, path: str) -> None:
        """``path`` now holds the session: it becomes the window's file, unmodified."""
        self.session_path = path
        self.reset_note = ""
        self.modified = False
        if self.window.__dict__.get("rooms") is not None:
            from ..room_window import room_answers_saved  # loaded with the first room

            room_answers_saved(self.window)
        self._add_recent(path)
        self.update_title()
        self.window._status(tr("Saved {path}").format(path=path))

    def maybe_save(self) -> bool:
        """Ask before discarding unsaved changes; False means the user cancelled."""
        if not self.modified or not self.confirm_discard:
            return True
        answer = QMessageBox.question(self.window, tr("Unsaved changes"), tr("Save the changes to this session first?"),
                                      QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel, QMessageBox.Save)
        if answer == QMessageBox.Save:
            return self.save(background=False)
        return answer == QMessageBox.Discard

    # --- open -----------------------------------------------------------------------------------------
    def open_session(self, path: str) -> str | None:
        """Open a session file here and now; on any problem return the message and leave the window exactly as
        it was (data, parameters, results, title, file path).  Workspaces the file does not hold get their
        defaults, and the status and title say so."""
        self.opener.overtake()  # an Open still reading in the background is dropped
        state, err = read_checked(path)
        return err or self._apply_opened(path, state)

    def _apply_opened(self, path: str, state: sessions.SessionState) -> str | None:
        err = self._apply_safely(state)
        if err:
            return f"{path}: {err}"
        self._session_token += 1
        self.session_path = path
        self.modified = False
        self._add_recent(path)
        self.reset_note = self._reset_note(state.missing)
        self.update_title()
        self.window._status(tr("Opened {path}").format(path=path) + (f"; {self.reset_note}" if self.reset_note else ""))
        return None

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        path, _ = QFileDialog.getOpenFileName(self.window, tr("Open session"), self.window.window_settings.last_dir(""),
                                              tr("ExpMech sessions (*.expmech);;All files (*)"))
        if path:
            self.open_reporting(path)

    def open_reporting(self, path: str) -> None:
        """Open ``path`` as the menus do: read and checked on the open thread (the status bar says 'Opening …'),
        then applied here; a file that cannot be opened is reported and changes nothing."""
        self.window._status(tr("Opening {path}…").format(path=path))
        self.opener.open(path)

    def _open_read(self, path: str, read) -> None:
        """The open thread's result, on the GUI thread."""
        state, err = read
        err = err or self._apply_opened(path, state)
        if err:
            self.window._status(tr("Could not open the session; nothing was changed"))
            self.window._warn(translatable("Cannot open session"),
                              tr("{reason}\n\nNothing was changed.").format(reason=err))

    def _reset_note(self, missing: list[str]) -> str:
        """'Lunch was reset to its default' for workspaces a session did not hold."""
        if not missing:
            return ""
        names = [tr(SCENARIOS.title(k)) for k in missing]
        joined = names[0] if len(names) == 1 else tr("{names} and {name}").format(names=", ".join(names[:-1]),
                                                                                   name=names[-1])
        return (tr("{names} was not in the file: reset to the defaults") if len(names) == 1 else
                tr("{names} were not in the file: reset to the defaults")).format(names=joined)

    # --- recent files and the title -------------------------------------------------------------------
    def _add_recent(self, path: str) -> None:
        self.window.window_settings.add_recent(path)
        self.fill_recent()

    def fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = self.window.window_settings.recent()
        for path in recent:
            self.recent_menu.addAction(path, lambda p=path: self.maybe_save() and self.open_reporting(p))
        self.recent_menu.setEnabled(bool(recent))

    def mark_modified(self) -> None:
        self._edit_count += 1
        if not self.modified:
            self.modified = True
            self.update_title()

    def update_title(self) -> None:
        name = Path(self.session_path).name if self.session_path else tr("Untitled")
        note = self.reset_note
        self.window.setWindowTitle(f"{name}[*] — ExpMech Studio" + (f" ({note})" if note else ""))
        self.window.setWindowModified(self.modified)  # Qt shows '*' in place of [*] when modified


def _write_session(path: str, state: sessions.SessionState) -> None:
    sessions.save(path, state)


def _cannot_save(path: str, exc: BaseException) -> str:
    """Why a session was not saved, in the current language (the system's refusal in words: io.targets)."""
    if isinstance(exc, MemoryError):
        reason = tr("not enough memory")
    elif isinstance(exc, OSError):
        reason = os_reason(exc)
    else:
        reason = str(exc)
    return tr("{path}: cannot save ({reason}); the previous file is unchanged").format(path=path, reason=reason)
