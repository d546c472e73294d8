"""Room ▸ Open a room… (issue 32): the audience answers from their phones into the current workspace's table.

The server (room.server) runs on its own thread and never touches Qt: it only fills a room.state.RoomState. A
timer on the GUI thread reads the state's version every 200 ms: the count on the projector view follows at once,
the answers go into the table (participant 1 … n) once they pause (QUIET_S) or every STREAM_FILL_S in a flood.
After a release of the workspace (Run once: ``Workspace.published``) the receipts are computed on a plain thread
(exact, room.receipt), with the belief line at the session ledger's total (release_risk.ledger_risk,
as the Risk view), and handed to the state, which the phones poll."""
from __future__ import annotations

import itertools
import threading
import time
from dataclasses import replace

import numpy as np
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QDialog

from ..core.problem import ProblemError
from ..experiment import Experiment
from ..release_record import data_fingerprint
from ..release_risk import ledger_risk
from ..room import local_rr
from ..room.receipt import room_release
from ..room.state import Release, RoomState
from .failures import failure_reason
from .language import tr
from .room_views import OpenRoomDialog, ProjectorView
from .undo import ROOM_MERGE_IDS
from .widgets.privacy.bill import DEFAULT_DELTA
from ..core.translatable import translatable

POLL_MS = 200
_undo_ids = itertools.count(ROOM_MERGE_IDS)
ROOM_SOURCE = "the room's answers (participants 1 … n)"
# Each refill of the table redraws the workspace's plots on the GUI thread (~100–300 ms), so answers are
# coalesced: the table takes the latest answers once they pause for QUIET_S, and during an unbroken stream at
# most every STREAM_FILL_S; the projector's count follows every answer at once (cheap).
QUIET_S = 1.0
STREAM_FILL_S = 5.0


def room_form(ws):
    """The participant form of workspace ``ws`` for its current data and settings, or None (no form, no data)."""
    if ws.scenario.participant_form is None:
        return None
    dataset = ws.model.dataset()[0]
    settings = ws.experiment.params.setting_values if ws.experiment is not None else ws.scenario.with_defaults({})
    try:
        return ws.scenario.participant_form(dataset, settings)
    except (AttributeError, TypeError):  # a choice form needs the table's candidates
        return None


class RoomController(QObject):
    """One open room of one workspace: its state, its server and the timer that brings answers to the table."""

    countChanged = Signal(int)
    openChanged = Signal(bool)
    receiptsReady = Signal(object)  # the room.state.Release, once the phones can read their receipts
    receiptsWithheld = Signal(str)  # why a release has no exact receipt (one-shot Laplace top-k)
    stopped = Signal()

    def __init__(self, ws, state: RoomState, host: str | None = None, port: int = 0) -> None:
        super().__init__(ws)
        from ..room.server import RoomServer  # aiohttp loads when a room opens, not with the app

        self.ws, self.state = ws, state
        self.server = RoomServer(state, host, port).start()
        self._undo_id = next(_undo_ids)
        self._changed_at = 0.0
        self._filled: list | None = None  # the answers the table was last filled with
        self._fill(*self.state.snapshot()[::2])  # the table shows the room's (empty) answers at once
        self._count = 0
        self._release_thread: threading.Thread | None = None
        self._ready: Release | None = None
        self._withheld: str | None = None
        self.timer = QTimer(self, interval=POLL_MS, timeout=self._poll)
        self.timer.start()
        ws.published.connect(self._released)

    @property
    def url(self) -> str:
        return self.server.url

    def _poll(self) -> None:
        version, _tokens, answers = self.state.snapshot()
        now = time.monotonic()
        if version != self._last_version:
            self._last_version, self._changed_at = version, now
        if version != self._seen and (now - self._changed_at >= QUIET_S or now - self._filled_at >= STREAM_FILL_S):
            self._fill(version, answers)
        if len(answers) != self._count:  # the projector's count follows at once (cheap)
            self._count = len(answers)
            self.countChanged.emit(self._count)
        if self._ready is not None:
            release, self._ready = self._ready, None
            self.receiptsReady.emit(release)
        if self._withheld is not None:
            why, self._withheld = self._withheld, None
            self.receiptsWithheld.emit(why)

    def _fill(self, version: int, answers: list) -> None:
        """The answers into the table: with the room's opening, one undo step (Edit ▸ Undo: the table before). A new
        version with the same answers (the receipts published) leaves the table and its numbers as they are."""
        self._seen = self._last_version = version
        self._filled_at = time.monotonic()
        if answers == self._filled:
            return
        self._filled = answers
        self.ws.replace_data(self.state.form.dataset(answers), ROOM_SOURCE, translatable("Open a room"), self._undo_id)
        self.ws.room_answers_unsaved = self.state.form  # kept out of the autosave until the presenter saves
        self.ws.modified.emit()

    def set_open(self, on: bool) -> None:
        self.state.set_open(on)
        self.openChanged.emit(on)

    def local_estimate(self) -> list[tuple[str, float]]:
        """The debiased counts from the randomized answers (local RR), per candidate or option."""
        eps = self.state.local_epsilon
        form = self.state.form
        answers = self.state.snapshot()[2]
        if eps is None or not form.randomizable:
            return []
        if form.kind == "one":
            counts = np.array([answers.count(c) for c in form.choices])
            return list(zip(form.choices, local_rr.debiased_counts(counts, len(answers), eps)))
        counts = np.array([sum(c in a for a in answers) for c in form.choices])
        return list(zip(form.choices, local_rr.debiased_likes(counts, len(answers), eps)))

    def _released(self, idx: int) -> None:
        """Receipts for the release just published (top-k: the whole selected set, first ``idx``), computed off the
        GUI thread when the data is the room's; a release with no exact receipt withdraws the last one."""
        exp = self.ws.experiment
        _version, tokens, answers = self.state.snapshot()
        if exp is None or not answers:
            return
        form = self.state.form
        entries = self.ws.session_ledger.composed  # this release included: publish records it before it signals
        selection = getattr(self.ws.scenario_ui, "last_selection", None)
        released = selection if "k" in exp.problem.extras and selection and selection[0] == idx else idx

        def work() -> None:
            try:
                room_exp = Experiment(exp.scenario, form.dataset(answers), exp.params)
                if data_fingerprint(room_exp) != data_fingerprint(exp):
                    return  # the table was edited after the answers came: no receipt would be honest
                risk = ledger_risk(entries, DEFAULT_DELTA)  # the Risk view's total: everything released so far
                release = room_release(exp, form, tokens, answers, released, total=(risk.epsilon, risk.delta))
            except ProblemError as exc:
                self.state.publish(None)
                self._withheld = str(exc)
                return
            except Exception:  # noqa: BLE001 — no receipt rather than a traceback on a plain thread
                return
            self.state.publish(release)
            self._ready = release  # read by the GUI timer: no Qt call from this thread

        self._release_thread = threading.Thread(target=work, name="room-receipts", daemon=True)
        self._release_thread.start()

    def stop(self) -> None:
        self.timer.stop()
        try:
            self.ws.published.disconnect(self._released)
        except (RuntimeError, TypeError):
            pass
        self.server.stop()
        self.stopped.emit()


def open_room(window, ws=None, state: RoomState | None = None, host: str | None = None) -> ProjectorView | None:
    """Open a room on ``ws`` (default: the current workspace); ``state``/``host`` skip the dialog (tests)."""
    ws = ws or window.current
    rooms = window.__dict__.setdefault("rooms", {})
    if ws.key in rooms:
        rooms[ws.key].raise_()
        return rooms[ws.key]
    form = room_form(ws)
    if form is None:
        window._warn(translatable("Open a room"), tr("The {title} workspace has no participant form, or its table has "
                                                     "no candidates to choose from.").format(title=tr(ws.scenario.title)))
        return None
    if state is None:
        dialog = OpenRoomDialog(window, form)
        while True:
            if dialog.exec() != QDialog.Accepted:
                return None
            state = dialog.state()
            if state is not None:
                break
        host = dialog.host.text().strip() or None
    try:
        controller = RoomController(ws, state, host)
    except OSError as exc:
        window._warn(translatable("Open a room"), failure_reason(exc))
        return None
    view = ProjectorView(controller, ws.scenario.title)
    rooms[ws.key] = view
    controller.stopped.connect(lambda: rooms.pop(ws.key, None))
    view.resize(1280, 800)
    view.show()
    window.statusBar().showMessage(tr("Room open at {url}").format(url=controller.url), 10_000)
    return view


def without_unsaved_room_answers(window, state):
    """The session ``state`` for the crash-recovery autosave: a workspace whose table holds a room's answers that the
    presenter has not saved keeps its settings but an empty room's table (the phones were told their answers stay in
    the session; they reach the disk only when the presenter saves it)."""
    kept = dict(state.workspaces)
    for ws in window.workspaces.built():  # (one not yet built has had no room)
        key = ws.key
        form = getattr(ws, "room_answers_unsaved", None)
        if form is not None and (ws.data_source or "").startswith(ROOM_SOURCE) and key in kept:
            kept[key] = replace(kept[key], data=ws.scenario.table.from_dataset(form.dataset([])), counts=None,
                                trace_trials=[], trace_mean=[])
    return replace(state, workspaces=kept)


def room_answers_saved(window) -> None:
    """The presenter saved the session: its rooms' answers are theirs to keep, in the autosave too."""
    for ws in window.workspaces.built():
        ws.room_answers_unsaved = None


def close_rooms(window) -> None:
    """Closing the app stops every room's server."""
    for view in list(window.__dict__.get("rooms", {}).values()):
        view.close()
