"""Background work: the simulation runner and the runner for exact computations.

Both run their jobs on plain daemon threads that touch nothing of Qt: a job appends its results to a
thread-safe queue, and a timer on the GUI thread drains that queue and emits ordinary signals. So

* every job carries a number (the input generation, or the run's job id) and the receiver drops results
  of anything older than what is on screen;
* a job can be cancelled at any moment, even before its thread has started (its cancel flag exists from
  the moment it is submitted), and a superseded exact computation stops at its next check;
* ``shutdown`` never waits: it cancels everything and stops listening; a job still in the middle of a long
  numpy call finishes on its own daemon thread and its result goes nowhere — no signal from an abandoned
  job can reach a deleted widget, because no Qt object is ever touched off the GUI thread;
* any failure of a job, ``MemoryError`` and other ``BaseException``s included, becomes a message.
"""
from __future__ import annotations

import collections
import itertools
import threading
import time
import traceback

import numpy as np
from PySide6.QtCore import QObject, QTimer, Signal

from ..core.simulation import batch_schedule

EMIT_INTERVAL_S = 0.03
CONTINUOUS_TICK_S = 0.033
CONTINUOUS_CAP = 1 << 14  # continuous mode grows to ~500k trials/s: fast, yet watchable
DRAIN_MS = 10  # how often the GUI thread collects what the background threads produced


class Superseded(Exception):
    """Raised inside a job whose result nobody wants any more (newer inputs, Cancel, window closed)."""


def failure_message(exc: BaseException) -> str:
    """A failure of a background computation in words a person can act on."""
    if isinstance(exc, MemoryError):
        return ("not enough memory for this computation — use fewer rows or candidates "
                "(for pricing, a larger α gives fewer prices)")
    if isinstance(exc, RecursionError):
        return "the computation went too deep (RecursionError)"
    if isinstance(exc, (KeyboardInterrupt, SystemExit)):
        return "the computation was interrupted"
    text = str(exc).strip()
    if isinstance(exc, (ZeroDivisionError, OverflowError, FloatingPointError, ArithmeticError)):
        return f"these settings give numbers too large or too small to compute ({text or type(exc).__name__})"
    if not text:
        return f"the computation failed ({type(exc).__name__})"
    return text


class _Drain(QObject):
    """A queue filled by background threads and emptied on the GUI thread by a timer."""

    def __init__(self, parent: QObject | None, handler) -> None:
        super().__init__(parent)
        self.queue: collections.deque = collections.deque()  # append/popleft are thread-safe
        self.outstanding: set[int] = set()  # job ids whose thread has not reported its end
        self.closed = False
        self._handler = handler
        self._timer = QTimer(self)
        self._timer.setInterval(DRAIN_MS)
        self._timer.timeout.connect(self.drain)

    def started(self, job: int) -> None:
        self.outstanding.add(job)
        if not self._timer.isActive():
            self._timer.start()

    def drain(self) -> None:
        if self.closed:
            return
        while self.queue:
            item = self.queue.popleft()
            if item[0] == "end":
                self.outstanding.discard(item[1])
                continue
            try:
                self._handler(item)
            except Exception:  # noqa: BLE001 — a failing receiver must not stall the queue
                traceback.print_exc()
            if self.closed:  # a receiver may have closed the window meanwhile
                return
        if not self.outstanding:
            self._timer.stop()

    def close(self) -> None:
        self.closed = True
        self._timer.stop()
        self.queue.clear()


# --- exact computations -----------------------------------------------------------------------------
def _exact_job(queue, job: int, generation: int, fn, cancel: threading.Event) -> None:
    """Runs on its own daemon thread; touches only ``queue`` (never a Qt object)."""
    try:
        result = fn(cancel.is_set)
        item = ("done", generation, result)
    except Superseded:
        item = None
    except BaseException as exc:  # noqa: BLE001 — MemoryError and friends become a message too
        item = ("failed", generation, failure_message(exc))
    if item is not None and not cancel.is_set():
        queue.append(item)
    queue.append(("end", job))


class ExactRunner(QObject):
    """Runs exact computations (problem, pmf, summary) off the GUI thread; only the newest counts.

    ``submit(generation, fn)`` calls ``fn(cancelled)`` on a new thread, where ``cancelled()`` turns True as
    soon as a newer computation is submitted (or on shutdown): ``fn`` may check it between stages and raise
    ``Superseded``. An older computation never delays a newer one: each runs on its own thread.
    """

    done = Signal(int, object)  # generation, result
    failed = Signal(int, str)  # generation, message

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._drain = _Drain(self, self._deliver)
        self._ids = itertools.count(1)
        self._cancel: threading.Event | None = None

    def submit(self, generation: int, fn) -> None:
        self.cancel()
        if self._drain.closed:
            return
        job = next(self._ids)
        cancel = self._cancel = threading.Event()
        self._drain.started(job)
        threading.Thread(target=_exact_job, args=(self._drain.queue, job, generation, fn, cancel),
                         name=f"exact-{generation}", daemon=True).start()

    def cancel(self) -> None:
        """The running computation's result is no longer wanted (it stops at its next check)."""
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None

    @property
    def busy(self) -> bool:
        return bool(self._drain.outstanding)

    def _deliver(self, item) -> None:
        kind, generation, payload = item
        (self.done if kind == "done" else self.failed).emit(generation, payload)

    def shutdown(self) -> None:
        """Never blocks: cancel, stop listening; a computation in a long numpy call ends on its own."""
        self.cancel()
        self._drain.close()

    def wait(self, ms: int = 0) -> None:  # kept for callers of the old API: never blocks
        self.shutdown()


# --- simulations -----------------------------------------------------------------------------------
def _simulation_job(queue, job: int, mechanism, total, rng, cancel: threading.Event) -> None:
    """Draw batches until ``total`` trials (forever if None) or until cancelled; daemon thread, no Qt."""
    done = 0
    try:
        scores = mechanism.problem.scores
        if total is None:
            for size in batch_schedule(None, cap=CONTINUOUS_CAP):
                if cancel.is_set():
                    break
                counts = mechanism.sample_counts(size, rng)
                done += size
                queue.append(("batch", job, (counts, [(size, float(counts @ scores))])))
                queue.append(("progress", job, (done, 0)))
                if cancel.wait(CONTINUOUS_TICK_S):
                    break
            queue.append(("finished", job, False))
        else:
            total = int(total)
            pending = np.zeros(mechanism.problem.m, dtype=np.int64)
            parts: list[tuple[int, float]] = []
            last = time.monotonic()
            for size in batch_schedule(total):
                if cancel.is_set():
                    break
                counts = mechanism.sample_counts(size, rng)
                pending += counts
                parts.append((size, float(counts @ scores)))
                done += size
                now = time.monotonic()
                if now - last >= EMIT_INTERVAL_S:
                    queue.append(("batch", job, (pending, parts)))
                    queue.append(("progress", job, (done, total)))
                    pending = np.zeros_like(pending)
                    parts = []
                    last = now
            if parts:
                queue.append(("batch", job, (pending, parts)))
            queue.append(("progress", job, (done, total)))
            queue.append(("finished", job, done == total))
    except BaseException as exc:  # noqa: BLE001 — report, whatever it is
        queue.append(("failed", job, failure_message(exc)))
    queue.append(("end", job))


class SimulationRunner(QObject):
    """Runs Run N / continuous jobs on daemon threads; the GUI gets batches through queued signals.

    ``start`` returns the job id every signal carries. ``cancel(job)`` works at any moment — before the
    thread has drawn its first batch, between batches — because each job's cancel flag is created with it.
    """

    batch = Signal(int, object)  # job, (counts, [(trials, score sum) per sub-batch]), owned by the receiver
    progress = Signal(int, int, int)  # job, trials done, total (0 = continuous)
    finished = Signal(int, bool)  # job, completed (False = cancelled)
    failed = Signal(int, str)  # job, message

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._drain = _Drain(self, self._deliver)
        self._ids = itertools.count(1)
        self._cancel: dict[int, threading.Event] = {}

    @property
    def worker(self) -> "SimulationRunner":  # the signals live here (old name kept for readers)
        return self

    def start(self, mechanism, total, rng: np.random.Generator) -> int:
        job = next(self._ids)
        if self._drain.closed:
            return job
        cancel = self._cancel[job] = threading.Event()
        self._drain.started(job)
        threading.Thread(target=_simulation_job, args=(self._drain.queue, job, mechanism, total, rng, cancel),
                         name=f"simulation-{job}", daemon=True).start()
        return job

    def cancel(self, job: int | None = None) -> None:
        """Stop ``job`` (every job if None) after its current batch; its ``finished`` says False."""
        for j in ([job] if job is not None else list(self._cancel)):
            event = self._cancel.get(j)
            if event is not None:
                event.set()

    def _deliver(self, item) -> None:
        kind, job, payload = item
        if kind == "batch":
            self.batch.emit(job, payload)
        elif kind == "progress":
            self.progress.emit(job, *payload)
        elif kind == "finished":
            self._cancel.pop(job, None)
            self.finished.emit(job, payload)
        elif kind == "failed":
            self._cancel.pop(job, None)
            self.failed.emit(job, payload)

    @property
    def busy(self) -> bool:
        return bool(self._drain.outstanding)

    def shutdown(self) -> None:
        """Never blocks: every job is cancelled and nothing it still produces is delivered."""
        self.cancel()
        self._drain.close()


SimulationThread = SimulationRunner  # the old name
