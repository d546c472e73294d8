"""The session's autosave and crash recovery (part of SessionController): the autosave file, offering to restore
it after a crash, and a damaged autosave kept aside (never overwritten) with what could not be restored said."""
from __future__ import annotations

import os
import time
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from ... import sessions
from ...core.translatable import translatable
from ...io.targets import os_reason
from ..language import tr
from .session_open import read_session


class SessionRecovery:
    """Mixed into SessionController: needs its ``autosave_dir``, ``save_in_background``, ``_apply_safely`` and the
    first screens' reading (first_screens.py)."""

    def autosave_path(self) -> Path:
        return self.autosave_dir / "autosave.expmech"

    def autosave(self, background: bool = False) -> str | None:
        """Write the autosave file. The state is captured here, on the GUI thread; the timer's autosave
        encodes and writes it on the save thread so big tables never stall the window."""
        if self._broken_autosave_in_place:
            return None
        path = str(self.autosave_path())
        future = self.save_in_background(path, "autosave")
        if background:
            return None
        try:
            return future.result()
        except Exception as exc:  # noqa: BLE001 — a failed save is returned as its message
            return str(exc)

    def autosave_in_slices(self) -> None:
        """The timer's autosave: first-screen states not read yet are read one workspace per turn of the event
        loop (first_screens.py), then the session is captured and written on the save thread."""
        if self.unread_first_screens():
            self.warm_first_screens(0, then=lambda: self.autosave(background=True))
        else:
            self.autosave(background=True)

    def offer_restore(self) -> None:
        answer = QMessageBox.question(self.window, tr("Restore your work?"),
                                      tr("ExpMech Studio did not close normally last time. Restore the autosaved "
                                         "session?"), QMessageBox.Yes | QMessageBox.No, QMessageBox.Yes)
        if answer == QMessageBox.Yes:
            err = self.restore_autosave()
            if err:
                self.window._warn(translatable("Could not restore"), err)

    def restore_autosave(self) -> str | None:
        """Restore the autosave; if it cannot be read, say what could not be restored, keep the broken file
        aside as autosave.expmech.broken-<timestamp> (the next autosave never overwrites it) and leave the
        window as it is (the message says what it shows instead)."""
        path = self.autosave_path()
        try:
            state = read_session(str(path))
        except sessions.SessionError as exc:
            return self._autosave_broken(str(exc))
        except Exception as exc:  # noqa: BLE001 — a broken autosave of any kind is set aside and said
            return self._autosave_broken(f"{path}: {type(exc).__name__}: {exc}")
        err = self._apply_safely(state)
        if err:
            return self._autosave_broken(f"{path}: {err}")
        self._session_token += 1
        self.modified = True
        self.reset_note = self._reset_note(state.missing)
        self.update_title()
        self.window._status(tr("Restored the autosaved session") + (f"; {self.reset_note}" if self.reset_note else ""))
        return None

    def _autosave_broken(self, reason: str) -> str:
        path = self.autosave_path()
        kept = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            os.replace(path, kept)
            where = tr("The damaged autosave was kept as {path}.").format(path=kept)
        except OSError as exc:
            where = tr("The damaged autosave could not be moved aside ({reason}); it was left as it is.").format(
                reason=os_reason(exc))
            self._broken_autosave_in_place = True
        message = (tr("The autosaved session could not be restored: {reason}").format(reason=reason) + "\n\n"
                   + tr("Nothing from it is shown: the window keeps what it showed before.") + f" {where}")
        self.window._status(tr("The autosaved session could not be restored"))
        self.window.last_message = message
        return message
