"""Open ▸ a session file read and checked on its own thread (8·10^6 valuations take seconds to parse), the
checked state handed to the GUI thread through a queue (worker.Drain), as the saves are; the newest Open wins."""
from __future__ import annotations

import itertools
from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QObject

from ... import sessions
from ..worker import Drain


class BackgroundOpen(QObject):
    """``open(path)`` runs ``read(path) → (state, error)`` on the open thread; ``apply(path, result)`` gets it on
    the GUI thread unless a newer Open (or ``overtake``) came meanwhile. The thread touches no Qt object."""

    def __init__(self, parent: QObject, read, apply) -> None:
        super().__init__(parent)
        self._read, self._apply = read, apply
        self._reader = ThreadPoolExecutor(max_workers=1, thread_name_prefix="session-open")
        self._done = Drain(self, lambda item: self._deliver(*item[1]))
        self._token = 0
        self._jobs = itertools.count()
        self._futures: list = []

    def open(self, path: str) -> None:
        self._token += 1
        token, job, queue, read = self._token, next(self._jobs), self._done.queue, self._read

        def work():
            try:
                queue.append(("read", (token, path, read(path))))
            finally:
                queue.append(("end", job))

        self._done.started(job)
        self._futures = [f for f in self._futures if not f.done()] + [self._reader.submit(work)]

    def _deliver(self, token: int, path: str, result) -> None:
        if token == self._token:
            self._apply(path, result)

    def overtake(self) -> None:
        """Whatever Open is still reading will apply nothing."""
        self._token += 1

    def abandon(self) -> None:
        """Closing: nothing more is applied (a read still going ends on its own)."""
        self.overtake()
        self._done.close()

    def busy(self) -> bool:
        """True while an Open's file is still being read, or (window open) waits to be applied."""
        return any(not f.done() for f in self._futures) or bool(not self._done.closed and self._done.queue)


def read_session(path: str) -> sessions.SessionState:
    """A checked session file; SessionError says what is wrong with it."""
    state = sessions.load(path)
    sessions.validate(state, path)
    return state


def read_checked(path: str) -> tuple[sessions.SessionState | None, str | None]:
    """(the checked state, None) or (None, what is wrong with the file); never raises."""
    try:
        return read_session(path), None
    except sessions.SessionError as exc:
        return None, str(exc)
    except Exception as exc:  # noqa: BLE001 — never half-open a file
        return None, f"{path}: cannot be opened ({type(exc).__name__}: {exc})"
