"""The two engines of a workspace, without widgets of their own.

``ExperimentController``: inputs → Experiment. Every change of the inputs increments ``input_gen``;
the exact computation runs off the GUI thread (a worker.JobRunner), carries its generation, and a
result of an older generation is dropped — the last edit always wins, whatever finishes last.

``RunController``: the simulated releases. It owns the aggregate, the count of single releases and its
own random generator, seeded from a ``numpy.random.SeedSequence`` (the workspace's seed, or fresh
entropy); each simulation job draws from a generator spawned from that sequence, so the worker thread
and Run once never share one.
"""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import QObject, QTimer, Signal

from ...core.problem import ProblemError
from ...core import formatting
from ...core.simulation import MAX_TRIALS, RunTally, SimulationAggregate
from ...core.translatable import message, translatable
from ...experiment import Experiment
from ...system_memory import give_back_free_memory
from ..catalogue import tr
from ..worker import JobRunner, SimulationRunner, Superseded, failure_message

DEBOUNCE_MS = 120
SLOW_MOTION_MS = 1000  # slow motion: one draw a second


def _build_experiment(scenario, dataset, params, cancelled=lambda: False) -> Experiment:
    """Everything exact for one setting, computed off the GUI thread; stops early (Superseded) as soon as
    ``cancelled()`` says newer inputs have made it useless."""
    def check():
        if cancelled():
            raise Superseded

    exp = Experiment(scenario, dataset, params)
    check()
    exp.mechanism.pmf  # noqa: B018 — warm the cached exact quantities here, not on the GUI thread
    check()
    exp.summary  # noqa: B018 — the same: cached here, off the GUI thread
    check()
    exp.by_mass  # noqa: B018 — the same (a sort of the candidates)
    check()
    exp.guarantee  # noqa: B018 — the same: cached here, off the GUI thread
    check()
    return exp


def run_tally(exp: Experiment, set_law=None) -> RunTally:
    """What each simulated batch of ``exp`` is tallied by (the plots' bins, the threshold, and for a release of a
    set the exact chance of each candidate to be in it: ``set_law(exp)``): an argsort over the candidates, and
    for top-k an enumeration, so it is built with the experiment, off the GUI thread."""
    return RunTally.of(exp.problem, exp.mechanism.pmf, exp.summary.threshold, exp.gamma,
                       set_law(exp) if set_law is not None else None)


class ExperimentController(QObject):
    """Reads the table model and the parameter panel, asks the scenario's UI, computes, and emits
    ``experimentChanged(experiment, "")`` or ``experimentChanged(None, reason)`` for the newest inputs."""

    experimentChanged = Signal(object, str)
    computationStarted = Signal(int)  # the exact computation for this input generation was submitted

    def __init__(self, workspace) -> None:
        super().__init__(workspace)
        self.workspace = workspace
        self.experiment: Experiment | None = None
        self.tally: RunTally | None = None  # the experiment's run_tally
        self.excluded = 0
        self.last_error = ""
        self.input_gen = 0
        self.shown_gen = -1  # the input generation whose results (or refusal) are on screen
        self.closed = False
        self.exact = JobRunner(self, translatable("compute the exact numbers"), lambda exc, what: failure_message(exc))
        self.exact.generationDone.connect(self._ready)
        self.exact.generationFailed.connect(self.fail)
        self.debounce = QTimer(self)
        self.debounce.setSingleShot(True)
        self.debounce.setInterval(DEBOUNCE_MS)
        self.debounce.timeout.connect(self.recompute)

    def is_current(self, gen: int) -> bool:
        return gen == self.input_gen and not self.closed

    def results_current(self) -> bool:
        """True when the results on screen belong to the inputs as they are now (nothing pending)."""
        return self.experiment is not None and self.shown_gen == self.input_gen and not self.debounce.isActive()

    def pending(self) -> bool:
        """True while the numbers for the inputs as they are now (or why there are none) are still to come."""
        return not self.closed and (self.shown_gen != self.input_gen or self.debounce.isActive())

    def compute_now(self) -> None:
        """The computation a pending debounce would start, started now (a first visit needs no debounce)."""
        if self.debounce.isActive():
            self.recompute()

    def invalidate(self) -> None:
        """The inputs changed: a new generation, older computations cancelled, a recompute debounced."""
        self.input_gen += 1
        self.exact.cancel()  # a computation for older inputs is useless now
        self.experiment = self.tally = None
        # (the language in use: the formulas dock and the views say it until the numbers come)
        self.last_error = message("the numbers are being updated for the changed inputs")
        self.debounce.start()

    def recompute(self) -> None:
        self.debounce.stop()
        if self.closed:
            return
        ws = self.workspace
        gen = self.input_gen
        try:
            dataset, excluded, message = ws.model.dataset()
            self.excluded = excluded
            if dataset is None:
                self.fail(gen, message)
                return
            try:
                params = ws.parameter_panel.parameters()
            except (ProblemError, ValueError) as exc:
                self.fail(gen, str(exc))
                return
            if not ws.scenario_ui.agree_to_compute(gen, params):
                return
            ws.scenario_ui.show_inputs(dataset, params)
        except Exception as exc:  # noqa: BLE001 — never an eternal "updating…"
            self.fail(gen, failure_message(exc))
            return
        scenario, set_law = ws.scenario, ws.scenario_ui.set_law
        def build(_progress, cancelled):
            exp = _build_experiment(scenario, dataset, params, cancelled)
            tally = run_tally(exp, set_law)
            exp.score_std  # noqa: B018 — cached here, off the GUI thread (the running-mean plot's range)
            give_back_free_memory()  # the temporaries of a 10⁶-price grid, returned here, off the GUI thread
            return exp, tally

        self.exact.submit(build, gen)
        self.computationStarted.emit(gen)

    def _ready(self, gen: int, result: tuple[Experiment, RunTally]) -> None:
        if not self.is_current(gen):
            return  # results of older inputs are never shown
        exp, self.tally = result
        self.experiment = exp
        self.shown_gen = gen
        self.last_error = ""
        self.experimentChanged.emit(exp, "")

    def fail(self, gen: int, message: str) -> None:
        """No results for generation ``gen``, and why (ignored when newer inputs exist)."""
        if not self.is_current(gen):
            return
        self.experiment = self.tally = None
        self.shown_gen = gen
        self.last_error = message
        self.experimentChanged.emit(None, message)

    def shutdown(self) -> None:
        self.closed = True
        self.debounce.stop()
        self.exact.shutdown()


class RunController(QObject):
    """Run once, Run N and continuous runs of the current experiment, folded into one aggregate."""

    progress = Signal(int, int)  # trials done, total (0 = continuous)
    slowDraw = Signal()  # slow motion: time for the next (animated) draw
    finished = Signal(bool)  # the current run ended (True = completed)
    failed = Signal(str)  # the current run failed, with the reason

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.sim = SimulationRunner(self)
        self.sim.batch.connect(self._on_batch)
        self.sim.progress.connect(self._on_progress)
        self.sim.finished.connect(self._on_finished)
        self.sim.failed.connect(self._on_failed)
        self.aggregate: SimulationAggregate | None = None
        self.releases = 0  # private outputs published by Run once in this session
        self.released_draws = 0  # of the aggregate's trials, those that were releases (the bill's trials box)
        self.last_release: int | None = None  # the candidate the last Run once chose (for the report)
        self.last_published: str | None = None  # what it published, when more than that candidate (top-k)
        self.running: str | None = None  # None, "fixed" or "continuous"
        self.sim_job: int | None = None  # the simulation job whose batches are folded in
        self.run_gen = 0
        self.pending: list = []
        self.dirty = False
        self._seeds = self._rng = None  # made when first used (``rng``)
        self.slow_timer = QTimer(self)  # slow motion runs on the GUI thread: one draw a second
        self.slow_timer.setInterval(SLOW_MOTION_MS)
        self.slow_timer.timeout.connect(self.slowDraw)

    def new_aggregate(self, problem, seed: int | None, tally: RunTally | None = None) -> None:
        """An empty aggregate for ``problem`` (tallying what ``tally`` names) and a generator seeded from
        ``seed`` (None: fresh entropy)."""
        self.run_gen += 1
        self.pending.clear()
        self.aggregate = SimulationAggregate(problem, tally)
        self.released_draws = 0
        self.last_release = self.last_published = None
        self._seeds = np.random.SeedSequence(seed)
        self._rng = np.random.default_rng(self._seeds.spawn(1)[0])
        self.dirty = True

    @property
    def rng(self) -> np.random.Generator:
        """The run's generator: fresh entropy until ``new_aggregate`` seeds it; made when first used (importing
        numpy.random was 14 ms of a cold start)."""
        if self._rng is None:
            self._seeds = np.random.SeedSequence()
            self._rng = np.random.default_rng(self._seeds)
        return self._rng

    def _spawned(self) -> np.random.SeedSequence:
        """A child of the run's seed sequence (a run's own generator)."""
        _ = self.rng  # (the sequence, made if it was not)
        return self._seeds.spawn(1)[0]

    def clear(self) -> None:
        self.stop()
        self.aggregate = None
        self.last_release = self.last_published = None
        self.pending.clear()

    def draw_once(self, mechanism) -> int:
        """One draw from the run's generator, not yet counted (an animated draw counts when it lands)."""
        return int(mechanism.sample(1, self.rng)[0])

    def count_draw(self, idx: int, release: bool, members=()) -> None:
        """Count draw ``idx`` in the aggregate; a ``release`` (Run once) is also a published private output;
        ``members``: the whole set it published (top-k: ``idx`` and the rest of its k-set), counted as a set."""
        one = np.zeros(self.aggregate.counts.size, dtype=np.int64)
        one[idx] = 1
        self.aggregate.add(one)
        if members:
            in_set = np.zeros_like(one)
            in_set[list(members)] = 1
            self.aggregate.add_sets(in_set, 1)
        if release:
            self.releases += 1
            self.released_draws += 1
            self.last_release = idx
        self.dirty = True

    def limit_note(self) -> str:
        """What to say once the aggregate holds MAX_TRIALS trials (runs stop there), else ''."""
        if self.aggregate is None or self.aggregate.room:
            return ""
        return " — " + tr("{trials} trials, the most one workspace counts (so that every count stays exact and is saved "
                          "exactly); Reset starts again").format(trials=formatting.large_number(MAX_TRIALS))

    def ended_text(self, completed: bool) -> str:
        """The status bar's words when a run ends: how many trials the workspace holds now, and the limit's note."""
        if self.aggregate is None:
            return tr("Stopped")
        one = self.aggregate.trials == 1
        said = ((tr("Finished: {trials} trial so far") if one else tr("Finished: {trials} trials so far")) if completed
                else tr("Stopped: {trials} trial so far") if one else tr("Stopped: {trials} trials so far"))
        return said.format(trials=f"{self.aggregate.trials:,}") + self.limit_note()

    def so_far_text(self) -> str:
        """'(1 trial so far)', '(10,000 trials so far)': the trials the workspace holds, after a release."""
        n = self.aggregate.trials
        return (tr("({count} trial so far)") if n == 1 else tr("({count} trials so far)")).format(count=f"{n:,}")

    def start(self, mechanism, total: int | None, speed: str = "full") -> bool:
        """Run ``total`` trials (None: until cancelled) on a worker thread with its own spawned generator;
        continuous runs at ``speed``: "slow" (one animated draw a second, on the GUI thread), "full" or
        "unlimited". No run goes past MAX_TRIALS trials in all: False (nothing started) once there."""
        self.fold()
        room = self.aggregate.room if self.aggregate is not None else MAX_TRIALS
        if room == 0:
            return False
        total = None if total is None else min(int(total), room)
        self.running = "continuous" if total is None else "fixed"
        if total is None and speed == "slow":
            self.sim_job = None
            self.slow_timer.start()
            return True
        self.sim_job = self.sim.start(mechanism, total, np.random.default_rng(self._spawned()),
                                      self.aggregate.tally if self.aggregate is not None else None,
                                      unlimited=total is None and speed == "unlimited", limit=room)
        return True

    def cancel(self) -> None:
        """Stop the running simulation: works at once, even before its first batch (job-tagged)."""
        if self.slow_timer.isActive():
            self.slow_timer.stop()
            self.running = None
            self.finished.emit(False)
        elif self.running is not None and self.sim_job is not None:
            self.sim.cancel(self.sim_job)

    def stop(self) -> bool:
        """Abandon the running simulation: nothing it still produces is folded in. True if one ran."""
        self.slow_timer.stop()
        if self.sim_job is not None:
            self.sim.cancel(self.sim_job)
        self.sim_job = None
        was_running, self.running = self.running is not None, None
        return was_running

    def fold(self) -> bool:
        """Fold the pending batches into the aggregate; True when the views need repainting."""
        if self.pending and self.aggregate is not None:
            for tally, parts in self.pending:  # tallied on the worker: adding them up is O(batch + bins)
                self.aggregate.add_tally(tally, parts)
            self.pending.clear()
            self.dirty = True
        return self.dirty

    def _on_batch(self, job: int, batch) -> None:
        if job == self.sim_job and self.aggregate is not None:
            self.pending.append(batch)

    def _on_progress(self, job: int, done: int, total: int) -> None:
        if job == self.sim_job and total:
            self.progress.emit(done, total)

    def _ended(self, job: int) -> bool:
        if job != self.sim_job:
            return False  # not the current run: ignore it
        self.sim_job = None
        self.running = None
        return True

    def _on_finished(self, job: int, completed: bool) -> None:
        if self._ended(job):
            self.finished.emit(completed)

    def _on_failed(self, job: int, message: str) -> None:
        if self._ended(job):
            self.failed.emit(message)

    @property
    def busy(self) -> bool:
        return self.sim.busy

    def shutdown(self) -> None:
        self.slow_timer.stop()
        self.sim.shutdown()
        self.sim_job = None
        self.running = None
