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
from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QPixmap
from PySide6.QtWidgets import (QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit,
                               QPushButton, QSpinBox, QVBoxLayout, QWidget)

from ..core.numbers import NumberError, parse_number
from ..core.problem import ProblemError
from ..experiment import Experiment
from ..release_record import data_fingerprint
from ..release_risk import ledger_risk
from ..room import local_rr
from ..room.receipt import room_release
from ..room.state import DEFAULT_MAX_PARTICIPANTS, MAX_MAX_PARTICIPANTS, RoomState
from .failures import failure_reason
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
    receiptsReady = Signal(str)  # the released label, once the phones can read their receipts
    receiptsWithheld = Signal(str)  # why a release has no exact receipt (one-shot Laplace top-k)
    stopped = Signal()

    def __init__(self, ws, state: RoomState, host: str | None = None, port: int = 0) -> None:
        super().__init__(ws)
        from ..room.server import RoomServer  # aiohttp loads when a room opens, not with the app

        self.ws, self.state = ws, state
        self.server = RoomServer(state, host, port).start()
        self._undo_id = next(_undo_ids)
        self._changed_at = 0.0
        self._fill(*self.state.snapshot()[::2])  # the table shows the room's (empty) answers at once
        self._count = 0
        self._release_thread: threading.Thread | None = None
        self._ready_label: str | None = None
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
        if self._ready_label is not None:
            label, self._ready_label = self._ready_label, None
            self.receiptsReady.emit(label)
        if self._withheld is not None:
            why, self._withheld = self._withheld, None
            self.receiptsWithheld.emit(why)

    def _fill(self, version: int, answers: list) -> None:
        """The answers into the table: with the room's opening, one undo step (Edit ▸ Undo: the table before)."""
        self._seen = self._last_version = version
        self._filled_at = time.monotonic()
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
            self._ready_label = release.label  # read by the GUI timer: no Qt call from this thread

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


def _big(text: str, points: int, bold: bool = False) -> QLabel:
    label = QLabel(text)
    font = QFont()
    font.setPointSize(points)
    font.setBold(bold)
    label.setFont(font)
    label.setAlignment(Qt.AlignCenter)
    label.setTextInteractionFlags(Qt.TextSelectableByMouse)
    label.setWordWrap(True)
    return label


def qr_pixmap(url: str, scale: int = 12) -> QPixmap:
    """The URL as a QR code (segno, loaded when a room opens: it brings urllib, ssl and email), as a pixmap."""
    import io

    import segno
    buffer = io.BytesIO()
    segno.make(url, error="m").save(buffer, kind="png", scale=scale, border=2)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


class ProjectorView(QWidget):
    """What the room sees: the question, the address, a QR code, the join code and the number of answers."""

    def __init__(self, controller: RoomController, title: str) -> None:
        super().__init__(None, Qt.Window)
        self.controller = controller
        self.setWindowTitle(f"Room — {title}")
        state = controller.state
        self.question = _big(state.form.asked, 26, bold=True)
        self.address = _big(controller.url, 30)
        self.address.setObjectName("roomAddress")
        self.qr = QLabel()
        self.qr.setPixmap(qr_pixmap(controller.url))
        self.qr.setAlignment(Qt.AlignCenter)
        self.code = _big(f"Join code: {state.code}", 44, bold=True)
        self.count = _big("0 answers", 40, bold=True)
        self.local = _big("", 16)
        self.receipt = _big("", 16)
        self.open_button = QPushButton("Close the room")
        self.open_button.clicked.connect(lambda: controller.set_open(not state.is_open))
        self.stop_button = QPushButton("Stop the room")
        self.stop_button.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.stop_button)
        middle = QHBoxLayout()
        middle.addWidget(self.qr)
        right = QVBoxLayout()
        right.addWidget(self.code)
        right.addWidget(self.count)
        middle.addLayout(right, 1)
        layout = QVBoxLayout(self)
        for w in (self.question, self.address):
            layout.addWidget(w)
        layout.addLayout(middle, 1)
        layout.addWidget(self.local)
        layout.addWidget(self.receipt)
        layout.addWidget(_big("Answers stay in this session only: they reach the disk when the presenter saves it "
                              "(the crash-recovery autosave leaves them out). The connection is local and "
                              "unencrypted.", 12))
        layout.addLayout(buttons)
        controller.countChanged.connect(self._count)
        controller.openChanged.connect(self._open_changed)
        controller.receiptsReady.connect(
            lambda label: self.receipt.setText(f"Released: {label} — each phone now shows its own privacy receipt."))
        controller.receiptsWithheld.connect(lambda why: self.receipt.setText(f"The phones get no receipt: {why}."))

    def _count(self, n: int) -> None:
        self.count.setText(f"{n:,} answer{'s' if n != 1 else ''}")
        estimate = self.controller.local_estimate()
        if estimate:
            self.local.setText("Local randomized response, debiased: " + ", ".join(
                f"{name} ≈ {value:.1f}" for name, value in estimate) + " — compare the central release in the "
                "workspace.")

    def _open_changed(self, on: bool) -> None:
        self.open_button.setText("Close the room" if on else "Reopen the room")
        self.count.setStyleSheet("" if on else "color: #888;")
        if not on:
            self.count.setText(self.count.text() + " — closed")

    def closeEvent(self, event) -> None:
        self.controller.stop()
        super().closeEvent(event)


class OpenRoomDialog(QDialog):
    """The question, the address, the participant cap and, for a choice, local randomized response."""

    def __init__(self, parent, form) -> None:
        super().__init__(parent)
        self.setWindowTitle("Open a room")
        from ..room.server import lan_address

        self.form = form
        self.question = QLineEdit(form.asked)
        self.host = QLineEdit(lan_address())
        self.cap = QSpinBox(minimum=1, maximum=MAX_MAX_PARTICIPANTS, value=DEFAULT_MAX_PARTICIPANTS)
        self.local = QCheckBox("Phones randomize their answer (local randomized response)")
        self.local_epsilon = QLineEdit("1")
        self.error = QLabel("")
        self.error.setWordWrap(True)
        layout = QFormLayout(self)
        layout.addRow("Question", self.question)
        layout.addRow("Address", self.host)
        layout.addRow("At most participants", self.cap)
        if form.randomizable:
            layout.addRow(self.local)
            layout.addRow("ε_local", self.local_epsilon)
        layout.addRow(self.error)
        box = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        layout.addRow(box)

    def state(self) -> RoomState | None:
        """The room as filled in, or None with the reason shown under the fields."""
        try:
            eps = None
            if self.form.randomizable and self.local.isChecked():
                eps = parse_number(self.local_epsilon.text(), lo=local_rr.MIN_LOCAL_EPSILON,
                                   hi=local_rr.MAX_LOCAL_EPSILON, what="ε_local")
            typed = self.question.text()  # left as it was: the scenario's own, in the language of the moment
            form = self.form if typed == self.form.asked else self.form.with_question(typed)
            return RoomState(form, None, self.cap.value(), eps)
        except (NumberError, ValueError) as exc:
            self.error.setText(str(exc))
            return None


def open_room(window, ws=None, state: RoomState | None = None, host: str | None = None) -> ProjectorView | None:
    """Open a room on ``ws`` (default: the current workspace); ``state``/``host`` skip the dialog (tests)."""
    ws = ws or window.current
    rooms = window.__dict__.setdefault("rooms", {})
    if ws.key in rooms:
        rooms[ws.key].raise_()
        return rooms[ws.key]
    form = room_form(ws)
    if form is None:
        window._warn(translatable("Open a room"), f"The {ws.scenario.title} workspace has no participant form, or its table "
                                    "has no candidates to choose from.")
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
    window.statusBar().showMessage(f"Room open at {controller.url}", 10_000)
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
