"""Background work: the simulation runner and the job runner (exact computations, the privacy views' jobs).

Both run their jobs on plain daemon threads that touch nothing of Qt: a job appends its results to a
thread-safe queue, and a timer on the GUI thread drains that queue and emits ordinary signals. So

* every job carries a number (the input generation, or the run's job id) and the receiver drops results
  of anything older than what is on screen;
* a job can be cancelled at any moment, even before its thread has started (its cancel flag exists from
  the moment it is submitted), and a superseded exact computation stops at its next check;
* ``shutdown`` never waits: it cancels everything and stops listening; a job in a long numpy call finishes
  on its own daemon thread, its result going nowhere (no Qt object is ever touched off the GUI thread);
* any failure of a job, ``MemoryError`` and other ``BaseException``s included, becomes a message.
"""
from __future__ import annotations

import collections
import itertools
import threading
import time
import traceback
import weakref
from dataclasses import replace

import numpy as np
import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal

from ..core.accounting.bill import Cancelled
from ..core.simulation import MeasuredRamp, RunTally, batch_schedule
from ..system_memory import give_back_free_memory
from .failures import failure_reason, failure_sentence

EMIT_INTERVAL_S = 0.03
CONTINUOUS_TICK_S = 0.033
CONTINUOUS_CAP = 1 << 14  # continuous mode grows to ~500k trials/s: fast, yet watchable
UNLIMITED_CAP = 1 << 34  # unlimited: one multinomial draw of up to 1.7e10 trials costs O(m), not O(trials)
DRAIN_MS = 10  # how often the GUI thread collects what the background threads produced


class Superseded(Cancelled):
    """Raised inside a job whose result nobody wants any more (newer inputs, Cancel, window closed)."""


failure_message = failure_reason  # a failure of a background computation, in words (ui.failures)


class Drain(QObject):
    """A queue filled by background threads and emptied on the GUI thread by a timer."""
    every: weakref.WeakSet = weakref.WeakSet()  # every Drain made (ui.application waits for their jobs to end)

    def __init__(self, parent: QObject | None, handler) -> None:
        super().__init__(parent)
        self.queue: collections.deque = collections.deque()  # append/popleft are thread-safe
        self.outstanding: set[int] = set()  # job ids whose thread has not reported its end
        self.closed = False
        self._handler = handler
        self._timer = QTimer(self, interval=DRAIN_MS, timeout=self.drain)
        Drain.every.add(self)

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


# --- jobs: exact computations and the privacy views' computations ------------------------------------
PROGRESS_INTERVAL_S = 0.05  # a job's progress reports are thinned to one per interval (and the last one)
friendly_error = failure_sentence  # 'Could not <what>: <reason>' (ui.failures: the one place for such words)


def _run_job(queue, job: int, fn, cancel: threading.Event, message) -> None:
    """Runs on its own daemon thread; touches only ``queue`` (never a Qt object)."""
    last = [0.0]

    def progress(done, total) -> None:
        now = time.monotonic()
        if now - last[0] >= PROGRESS_INTERVAL_S or done >= total:
            last[0] = now
            queue.append(("progress", job, (int(done), int(total))))

    try:
        item = ("done", job, fn(progress, cancel.is_set))
    except Cancelled:
        item = ("cancelled", job, None)
    except BaseException as exc:  # noqa: BLE001 — MemoryError and friends become a message too
        item = ("cancelled", job, None) if cancel.is_set() else ("failed", job, message(exc))
    if not cancel.is_set():
        queue.append(item)
    queue.append(("end", job))


_RUNNERS: weakref.WeakSet = weakref.WeakSet()  # every JobRunner made, for ``busy_under``


def busy_under(root: QObject) -> bool:
    """Whether a JobRunner that ``root`` holds (a child, a grandchild, …) still has a thread running: the few
    runners of the app are asked, not every object under ``root`` (QObject.findChildren walked a workspace's
    hundreds of widgets, ~0.4 ms a call)."""
    for runner in list(_RUNNERS):
        if not runner.busy or not shiboken6.isValid(runner):
            continue
        owner = runner.parent()
        while owner is not None:
            if owner is root:
                return True
            owner = owner.parent()
    return False


class JobRunner(QObject):
    """Background jobs, only the newest of which counts: each ``submit`` supersedes the previous job.

    ``submit(fn, generation)`` calls ``fn(progress, cancelled)`` on a new daemon thread: ``progress(done,
    total)`` reports how far it is, ``cancelled()`` turns True as soon as a newer job is submitted, Cancel is
    pressed or the window closes (``fn`` checks it between steps and raises ``accounting.Cancelled``, or
    ``Superseded``). The job's reports reach the GUI thread through a queue, so no Qt object is touched off it;
    those of a superseded job are dropped. Every report carries the generation given to ``submit`` (the
    caller's input generation; by default a counter), in ``generationDone``/``generationFailed``, and again
    without it in ``done``/``failed``/``cancelled``/``progress`` for receivers that only show the newest job.
    A failure arrives as a sentence for people (``message(exc, what)``, by default ``friendly_error``). A ``cancel``
    is reported too (``cancelled``), so that a view's busy text ("Computing…") never outlives its job.
    """

    progress = Signal(object, object)  # done, total (Python ints: totals may exceed 2^31)
    done = Signal(object)  # the newest job's result
    failed = Signal(str)  # the newest job's failure, in words
    cancelled = Signal()  # the newest job was cancelled (``cancel``) or stopped itself (it raised Cancelled)
    generationDone = Signal(int, object)  # generation, result
    generationFailed = Signal(int, str)  # generation, message
    pendingChanged = Signal(bool)  # whether the newest job is still running

    def __init__(self, parent: QObject | None = None, what: str = "compute this", message=None) -> None:
        super().__init__(parent)
        self.what = what
        self._message = message or friendly_error
        self._drain = Drain(self, self._deliver)
        self._ids = itertools.count(1)
        self._cancel: threading.Event | None = None
        self._current: int | None = None  # the newest job while it runs
        self._generation: dict[int, int] = {}
        _RUNNERS.add(self)

    @property
    def pending(self) -> bool:
        """The newest job has not reported its end yet (False at once after ``cancel``)."""
        return self._current is not None

    @property
    def busy(self) -> bool:
        """Some thread of this runner is still running, abandoned ones included."""
        return bool(self._drain.outstanding)

    def submit(self, fn, generation: int | None = None, what: str | None = None) -> int:
        """Start ``fn(progress, cancelled)`` in place of the current job; returns its generation."""
        was_pending = self.pending
        self._drop_current()
        job = next(self._ids)
        generation = job if generation is None else int(generation)
        if self._drain.closed:
            if was_pending:
                self.pendingChanged.emit(False)
            return generation
        what = what or self.what
        cancel = self._cancel = threading.Event()
        self._current = job
        self._generation[job] = generation
        self._drain.started(job)
        threading.Thread(target=_run_job, args=(self._drain.queue, job, fn, cancel,
                                                lambda exc: self._message(exc, what)),
                         name=f"expmech-{what}", daemon=True).start()
        if not was_pending:
            self.pendingChanged.emit(True)
        return generation

    def cancel(self) -> None:
        """The newest job's result is no longer wanted: it stops at its next check, its reports are dropped, and
        ``cancelled`` says so (if a job was running)."""
        if self._drop_current():
            self.pendingChanged.emit(False)
            self.cancelled.emit()

    def _drop_current(self) -> bool:
        """Drop the newest job (its cancel flag set), unreported; whether one was running."""
        was_pending = self.pending
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None
        if self._current is not None:
            self._generation.pop(self._current, None)
            self._current = None
        return was_pending

    def shutdown(self) -> None:
        """Never blocks: cancel (unreported: the view is closing), stop listening; a long numpy call ends alone."""
        if self._drop_current():
            self.pendingChanged.emit(False)
        self._drain.close()

    def _deliver(self, item) -> None:
        kind, job, payload = item
        if job != self._current:
            return
        if kind == "progress":
            self.progress.emit(*payload)
            return
        generation = self._generation.pop(job, job)
        self._current, self._cancel = None, None
        self.pendingChanged.emit(False)
        self._report(kind, generation, payload)

    def _report(self, kind: str, generation: int, payload) -> None:
        if kind == "done":
            self.generationDone.emit(generation, payload)
            self.done.emit(payload)
        elif kind == "failed":
            self.generationFailed.emit(generation, payload)
            self.failed.emit(payload)
        else:
            self.cancelled.emit()


# --- simulations -----------------------------------------------------------------------------------
def _cap(source, cap: int) -> int:
    """The largest batch: ``cap``, or less for a source whose draws cost per trial (``max_batch``: whole k-sets),
    so that a cancel or a progress tick never waits long behind one batch."""
    return max(1, min(int(cap), int(getattr(source, "max_batch", cap))))


class _Pending:
    """The histogram of the batches drawn since the last one sent, on the worker thread. A source with
    ``sample_set_counts`` (top-k's scenarios.topk.kset.KSetDraws) draws whole k-sets: its set counts go out with
    the tally (BatchTally.set_counts)."""

    def __init__(self, source) -> None:
        self.source = source
        self.counts = np.zeros(source.problem.m, dtype=np.int64)
        self.sets = np.zeros_like(self.counts) if hasattr(source, "sample_set_counts") else None
        self.parts: list[tuple[int, float]] = []

    def draw(self, size: int, rng) -> None:
        if self.sets is not None:
            counts, members = self.source.sample_set_counts(size, rng)
            self.sets += members
        else:
            counts = self.source.sample_counts(size, rng)
        self.counts += counts
        nz = np.flatnonzero(counts)  # a batch of k trials touches ≤ k candidates
        self.parts.append((size, float(counts[nz] @ self.source.problem.scores[nz])))

    def take(self, tally: RunTally) -> tuple:
        """(the tally of everything pending, its parts); the arrays are reused, O(batch)."""
        tallied = tally.tally(self.counts)
        if self.sets is not None:
            tallied = replace(tallied, set_counts=self.sets.copy())
            self.sets[:] = 0
        self.counts[tallied.index] = 0  # the tally holds copies
        out, self.parts = (tallied, self.parts), []
        return out


def _continuous(queue, job: int, mechanism, rng, cancel: threading.Event, tally: RunTally, unlimited: bool, limit=None):
    """Until cancelled (or ``limit`` trials). Full speed: one batch (doubling up to CONTINUOUS_CAP) per display tick,
    however long it took. Unlimited: multinomial batches drawn back to back, their sizes grown to UNLIMITED_CAP as
    fast as the batches' measured cost asks (core.simulation.MeasuredRamp: at m = 10⁶ every batch pays O(m), so
    doubling from 1 took 36 of them), summed and sent as one tally per display tick (the GUI thread folds ~30 tallies a second,
    whatever the rate)."""
    pending = _Pending(mechanism)
    done, last = 0, time.monotonic()
    due = last
    sizes = (MeasuredRamp(limit, _cap(mechanism, UNLIMITED_CAP)) if unlimited
             else batch_schedule(limit, cap=_cap(mechanism, CONTINUOUS_CAP)))
    for size in sizes:
        if cancel.is_set():
            break
        pending.draw(size, rng)
        done += size
        if not unlimited or time.monotonic() - last >= CONTINUOUS_TICK_S or done == limit:
            queue.extend((("batch", job, pending.take(tally)), ("progress", job, (done, 0))))
            last = time.monotonic()
        due = time.monotonic() + 0.0005 if unlimited else max(due + CONTINUOUS_TICK_S, time.monotonic() + 0.002)
        if cancel.wait(due - time.monotonic()):  # unlimited: a breath, so the GUI thread gets the interpreter
            break
    queue.append(("finished", job, False))


def _simulation_job(queue, job: int, mechanism, total, rng, cancel: threading.Event, tally: RunTally,
                    unlimited: bool = False, limit: int | None = None) -> None:
    """Draw batches until ``total`` trials (None: until ``limit``, or forever) or until cancelled; daemon thread.

    Each batch goes out as its tally (``RunTally.tally``: the sparse histogram, score sums, per-bin counts),
    computed here so that the GUI thread only adds them up and draws."""
    try:
        if total is None:
            _continuous(queue, job, mechanism, rng, cancel, tally, unlimited, limit)
        else:
            total, done = int(total), 0
            pending = _Pending(mechanism)
            last = time.monotonic()
            for size in batch_schedule(total, cap=_cap(mechanism, 1 << 20)):
                if cancel.is_set():
                    break
                pending.draw(size, rng)
                done += size
                if time.monotonic() - last >= EMIT_INTERVAL_S:
                    queue.extend((("batch", job, pending.take(tally)), ("progress", job, (done, total))))
                    last = time.monotonic()
            if pending.parts:
                queue.append(("batch", job, pending.take(tally)))
            queue.append(("progress", job, (done, total)))
            queue.append(("finished", job, done == total))
    except BaseException as exc:  # noqa: BLE001 — report, whatever it is
        queue.append(("failed", job, failure_message(exc)))
    give_back_free_memory()  # the run's freed batches go back to the system (system_memory), off the GUI thread
    queue.append(("end", job))


class SimulationRunner(QObject):
    """Runs Run N / continuous jobs on daemon threads; the GUI gets batches through queued signals.

    ``start`` returns the job id every signal carries. ``cancel(job)`` works at any moment — before the
    thread has drawn its first batch, between batches — because each job's cancel flag is created with it.
    """

    batch = Signal(int, object)  # job, (BatchTally, [(trials, score sum) per sub-batch]), the receiver's
    progress = Signal(int, object, object)  # job, trials done, total (0 = continuous): may pass 2^31
    finished = Signal(int, bool)  # job, completed (False = cancelled)
    failed = Signal(int, str)  # job, message

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._drain = Drain(self, self._deliver)
        self._ids = itertools.count(1)
        self._cancel: dict[int, threading.Event] = {}

    def start(self, mechanism, total, rng: np.random.Generator, tally: RunTally | None = None,
              unlimited: bool = False, limit: int | None = None) -> int:
        """Run ``total`` trials (None: until cancelled, or until ``limit`` trials; ``unlimited``: as fast as the
        machine draws); each batch is tallied by ``tally`` (default: the score sums alone)."""
        job = next(self._ids)
        if self._drain.closed:
            return job
        cancel = self._cancel[job] = threading.Event()
        self._drain.started(job)
        tally = tally if tally is not None else RunTally(mechanism.problem.scores)
        threading.Thread(target=_simulation_job, args=(self._drain.queue, job, mechanism, total, rng, cancel, tally,
                                                              unlimited, limit),
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

