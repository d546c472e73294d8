"""Background work: the simulation worker (a QObject on a QThread) and a runner for exact computations.

The worker only produces data: it draws batches with ``mechanism.sample_counts`` and sends immutable
count arrays through a signal, at most every ~30 ms. The GUI thread folds them into its aggregate on
its display timer. Every job carries a generation number; results of an older generation are dropped.
"""
from __future__ import annotations

import threading
import time
import traceback

import numpy as np
from PySide6.QtCore import QObject, QRunnable, QThread, QThreadPool, QTimer, Signal, Slot

from ..core.simulation import batch_schedule

EMIT_INTERVAL_S = 0.03
CONTINUOUS_TICK_MS = 33
CONTINUOUS_CAP = 1 << 14  # continuous mode grows to ~500k trials/s: fast, yet watchable


class SimulationWorker(QObject):
    """Runs jobs on its own thread. ``start_job`` is queued to it from the GUI thread."""

    batch = Signal(int, object)  # generation, (counts, [(trials, score sum) per sub-batch]), owned by the receiver
    progress = Signal(int, int, int)  # generation, trials done, total (0 = continuous)
    finished = Signal(int, bool)  # generation, completed (False = cancelled)
    failed = Signal(int, str)

    def __init__(self) -> None:
        super().__init__()
        self._cancel = threading.Event()
        self._timer: QTimer | None = None
        self._job = None

    def cancel(self) -> None:
        """Thread-safe: the running job stops after its current batch."""
        self._cancel.set()

    @Slot(int, object, object, object)
    def start_job(self, generation: int, mechanism, total, rng: np.random.Generator) -> None:
        self._stop_continuous()
        self._cancel.clear()
        if total is None:
            self._start_continuous(generation, mechanism, rng)
            return
        try:
            self._run_fixed(generation, mechanism, int(total), rng)
        except Exception:  # noqa: BLE001 — report, never kill the thread
            self.failed.emit(generation, traceback.format_exc(limit=3))

    def _run_fixed(self, generation: int, mechanism, total: int, rng) -> None:
        scores = mechanism.problem.scores
        pending = np.zeros(mechanism.problem.m, dtype=np.int64)
        parts: list[tuple[int, float]] = []
        done = 0
        last = time.monotonic()
        for size in batch_schedule(total):
            if self._cancel.is_set():
                break
            counts = mechanism.sample_counts(size, rng)
            pending += counts
            parts.append((size, float(counts @ scores)))
            done += size
            now = time.monotonic()
            if now - last >= EMIT_INTERVAL_S:
                self.batch.emit(generation, (pending, parts))
                self.progress.emit(generation, done, total)
                pending = np.zeros_like(pending)
                parts = []
                last = now
        if parts:
            self.batch.emit(generation, (pending, parts))
        self.progress.emit(generation, done, total)
        self.finished.emit(generation, done == total)

    def _start_continuous(self, generation: int, mechanism, rng) -> None:
        self._job = {"gen": generation, "mech": mechanism, "rng": rng, "sizes": batch_schedule(None, cap=CONTINUOUS_CAP),
                     "done": 0}
        self._timer = QTimer(self)
        self._timer.setInterval(CONTINUOUS_TICK_MS)
        self._timer.timeout.connect(self._continuous_tick)
        self._timer.start()

    def _continuous_tick(self) -> None:
        job = self._job
        if job is None:
            return
        if self._cancel.is_set():
            self._stop_continuous()
            self.finished.emit(job["gen"], False)
            return
        try:
            size = next(job["sizes"])
            counts = job["mech"].sample_counts(size, job["rng"])
        except Exception:  # noqa: BLE001
            self._stop_continuous()
            self.failed.emit(job["gen"], traceback.format_exc(limit=3))
            return
        job["done"] += size
        self.batch.emit(job["gen"], (counts, [(size, float(counts @ job["mech"].problem.scores))]))
        self.progress.emit(job["gen"], job["done"], 0)

    @Slot()
    def stop(self) -> None:
        job = self._job
        self._stop_continuous()
        if job is not None:
            self.finished.emit(job["gen"], False)

    def _stop_continuous(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer.deleteLater()
            self._timer = None
        self._job = None


class SimulationThread(QObject):
    """Owns the worker and its QThread; the GUI talks to it through queued signals only."""

    _start = Signal(int, object, object, object)
    _stop = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.thread = QThread()
        self.thread.setObjectName("simulation")
        self.worker = SimulationWorker()
        self.worker.moveToThread(self.thread)
        self._start.connect(self.worker.start_job)
        self._stop.connect(self.worker.stop)
        self.thread.start()

    def start(self, generation: int, mechanism, total, rng) -> None:
        # The cancel flag is cleared by start_job on the worker thread, after any older job has ended.
        self._start.emit(generation, mechanism, total, rng)

    def cancel(self) -> None:
        self.worker.cancel()
        self._stop.emit()

    def shutdown(self) -> None:
        self.worker.cancel()
        self._stop.emit()
        self.thread.quit()
        self.thread.wait(5000)


class _TaskSignals(QObject):
    done = Signal(int, object)
    failed = Signal(int, str)


class _Task(QRunnable):
    def __init__(self, generation: int, fn, signals: _TaskSignals) -> None:
        super().__init__()
        self.generation, self.fn, self.signals = generation, fn, signals

    def run(self) -> None:
        try:
            result = self.fn()
        except Exception as exc:  # noqa: BLE001 — becomes a message in the GUI
            self.signals.failed.emit(self.generation, str(exc) or type(exc).__name__)
            return
        self.signals.done.emit(self.generation, result)


class ExactRunner(QObject):
    """Runs exact computations (problem, pmf, summary) off the GUI thread; only the newest result counts."""

    done = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.signals = _TaskSignals(self)
        self.signals.done.connect(self.done)
        self.signals.failed.connect(self.failed)

    def submit(self, generation: int, fn) -> None:
        self.pool.clear()  # queued, not yet started work of older generations is dropped
        self.pool.start(_Task(generation, fn, self.signals))

    def wait(self, ms: int = 10000) -> None:
        self.pool.waitForDone(ms)
