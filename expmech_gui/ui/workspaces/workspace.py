"""A workspace: data editor + parameters + run controls + plots + summary for one scenario.

Data flow: table/parameters change → (debounced) exact computation off the GUI thread
(``ExperimentController``) → plots and summary of the exact numbers; runs (``RunController``) → worker
batches → folded on the display tick → simulated views. Any change of data or parameters stops the run
and clears the simulated results, so one histogram never mixes two settings.

The numbers in the summary, the plots and the saved results all carry the input generation they belong
to; until the new numbers arrive the views say "updating…"; when the inputs are refused, they say why
and show none. What is specific to a scenario comes from its ``ScenarioUI`` (ui/scenarios).
"""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QWidget

from ...core import formatting
from ...core.privacy.loss import release_epsilon
from ...scenarios import SCENARIOS
from ..scenarios import scenario_ui
from ..undo import PARAMETER_MERGE_ID, SnapshotCommand
from ..widgets.panels import DataEditor, RunControls
from ..widgets.summary import SummaryPanel
from ..widgets.parameters import ParameterPanel
from ..widgets.plots import WorkspacePlots
from ..widgets.privacy.common import ViewInputs
from ..worker import JobRunner, busy_under, failure_message
from .controllers import ExperimentController, RunController
from .exact_release import ExactRelease
from .drawing import WorkspaceDrawing
from .files import WorkspaceFiles
from .layout import WorkspaceLayout
from ..language import shown, tr
from .presenting import READY_TEXT, WorkspacePresenting
from .releasing import WorkspaceReleasing
from .views import WorkspaceViews



class Workspace(WorkspaceLayout, WorkspaceReleasing, WorkspaceDrawing, WorkspaceFiles, WorkspacePresenting, WorkspaceViews, QWidget):
    modified = Signal()  # the user changed something a session file would hold
    experimentReady = Signal()  # exact numbers for the current settings are on screen
    experimentFailed = Signal(str)
    computationStarted = Signal(int)  # the exact computation for this input generation was submitted
    runFinished = Signal(bool)  # a Run N or continuous run ended (True = completed)
    statusMessage = Signal(str)
    drawLanded = Signal(int)  # an animated draw stopped on this candidate (counted now)
    published = Signal(int)  # a release of this candidate was published (Run once; the room's receipts follow it)

    def __init__(self, key, parent=None, *, later: list | None = None) -> None:
        """``later``: a list given by a first visit (window/lazy_workspaces.py) to take the rest of the construction
        as steps, one per turn of the event loop (the whole took 50–120 ms of the GUI thread); with None, all now."""
        super().__init__(parent)
        self.scenario = SCENARIOS[key] if isinstance(key, str) else key
        self.key = self.scenario.key
        self.scenario_ui = scenario_ui(self.scenario)
        self.model = self.scenario_ui.table_model()
        self.editor = DataEditor(self.model, self.scenario.editor_title)
        self.parameter_panel = ParameterPanel(self.scenario_ui)
        steps = [self._make_parts, self._layout, self._finish]
        if later is None:
            for step in steps:
                step()
        else:
            later.extend(steps)

    def _make_parts(self) -> None:
        self.plots = WorkspacePlots()
        self.summary_panel = SummaryPanel()
        self.controls = RunControls()
        self.experiments = ExperimentController(self)
        self.runs = RunController(self)
        self.exact_release = ExactRelease(self)  # Run ▸ Release with the exact sampler
        self._init_files()
        self._init_ledger()
        inputs = ViewInputs(self.scenario, self.experiments, self.runs, self.model, self.parameter_panel.set_epsilon,
                            lambda: self.session_ledger)
        self._init_views(inputs)  # the privacy views: built when first shown (views.py)

        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(100)
        self._restoring = False
        self._data_snapshot = self.model.snapshot()
        self._param_snapshot = self.parameter_panel.state()

    def _finish(self) -> None:
        self._connect()
        self.scenario_ui.attach(self)
        self.controls.set_enabled(False, None)
        self.experiments.debounce.start()  # generation 0: the empty table says what is missing instead of nothing

    def first_show_steps(self) -> list:
        """What its first showing builds, as steps a first visit takes one by one (window/lazy_workspaces.py): its
        first numbers asked for now, each plot (held hidden in its place), the summary's plots."""
        return [self.experiments.compute_now, *self.plots.build_steps(), *self.summary_panel.tradeoff_steps()]

    def reveal_steps(self) -> list:
        """The plots held hidden by ``first_show_steps``, shown one per step once the workspace is in its tab."""
        return self.plots.reveal_steps()

    # --- what moved into the controllers, under the names callers use ---------------------------------
    experiment = property(lambda self: self.experiments.experiment)
    excluded = property(lambda self: self.experiments.excluded)
    last_error = property(lambda self: self.experiments.last_error)
    input_gen = property(lambda self: self.experiments.input_gen)
    shown_gen = property(lambda self: self.experiments.shown_gen)
    debounce = property(lambda self: self.experiments.debounce)
    exact = property(lambda self: self.experiments.exact)
    aggregate = property(lambda self: self.runs.aggregate)
    running = property(lambda self: self.runs.running)
    sim = property(lambda self: self.runs.sim)
    _pending = property(lambda self: self.runs.pending)

    @property
    def releases(self) -> int:
        return self.runs.releases

    @releases.setter
    def releases(self, value: int) -> None:
        self.runs.releases = value

    def is_current(self, gen: int) -> bool:
        """True while ``gen`` is the newest input generation and the workspace is open."""
        return self.experiments.is_current(gen)

    def results_current(self) -> bool:
        """True when the results on screen belong to the inputs as they are now (nothing pending)."""
        return self.experiments.results_current()

    def _connect(self) -> None:
        self.model.edited.connect(self._data_edited)
        self.parameter_panel.changed.connect(self._params_edited)
        self.model.edited.connect(self.inputs_changed)
        self.parameter_panel.changed.connect(self.inputs_changed)
        self.parameter_panel.refused.connect(self._parameter_refused)
        self.experiments.experimentChanged.connect(self._experiment_changed)
        self.experiments.computationStarted.connect(self.computationStarted)
        self.runs.progress.connect(self._on_progress)
        self.runs.finished.connect(self._on_finished)
        self.runs.failed.connect(self._on_failed)
        self.runs.slowDraw.connect(self._slow_draw)
        c = self.controls
        c.run_once.clicked.connect(self.present_once)
        c.run_n.clicked.connect(lambda _checked=False: self.run_n())  # not run_n(False): N is the box's
        c.continuous.clicked.connect(self.toggle_continuous)
        c.reset.clicked.connect(self.reset)
        c.cancel.clicked.connect(self.cancel)
        self.editor.import_button.clicked.connect(self.import_dialog)
        self.editor.export_button.clicked.connect(self.export_dialog)
        self.editor.generate_button.clicked.connect(self.generate_dialog)
        for name in self.scenario.presets:
            self.editor.preset_menu.addAction(name, lambda n=name: self.load_preset(n))

    # --- undo/redo ------------------------------------------------------------------------------------
    def _title_said(self) -> str:
        """The workspace's name inside a sentence: 'voting' in English, the translated name otherwise."""
        name = tr(self.scenario.title)
        return name.lower() if name == self.scenario.title else name

    def _data_edited(self) -> None:
        after = self.model.snapshot()
        if not self._restoring:
            self.undo_stack.push(SnapshotCommand(self._restore_data, self._data_snapshot, after, lambda: tr(
                "Edit {workspace} data").format(workspace=self._title_said())))
        self._data_snapshot = after
        self.modified.emit()

    def _params_edited(self) -> None:
        after = self.parameter_panel.state()
        if after == self._param_snapshot:
            return
        if not self._restoring:
            self.undo_stack.push(SnapshotCommand(self._restore_params, self._param_snapshot, after,
                                                 lambda: tr("Change parameters"), PARAMETER_MERGE_ID))
        self._param_snapshot = after
        self.modified.emit()

    def _restore_data(self, snap) -> None:
        self._restoring = True
        try:
            self.model.restore(snap)
        finally:
            self._restoring = False

    def _restore_params(self, state) -> None:
        self._restoring = True
        try:
            self.parameter_panel.set_state(state)
        finally:
            self._restoring = False

    # --- inputs → exact numbers --------------------------------------------------------------------
    def inputs_changed(self) -> None:
        """Data or parameters changed: stop, clear the simulated results, recompute (debounced)."""
        if self.experiments.closed:
            return
        self._pending_restore = None  # saved results belong to the inputs as opened, not to these
        self.abandon_draw()
        self._stop_run()
        self.runs.clear()
        self.experiments.invalidate()
        self.plots.clear_empirical()
        self.plots.show_updating()
        self.summary_panel.show_empirical(None, None)
        self.summary_panel.show_updating()
        self.controls.set_enabled(False, None)
        self.controls.hold(True)  # the shorter 'updating…' moves nothing below it (the four plots stay put)
        self.show_result(lambda: tr("<i>updating…</i>"))

    def recompute(self) -> None:
        self.experiments.recompute()

    def _parameter_refused(self, message: str) -> None:
        self.controls.hold(False)
        self.statusMessage.emit(message)
        self.show_error_result(message)

    def _experiment_changed(self, exp, error: str) -> None:
        gen = self.experiments.shown_gen
        self.controls.hold(False)  # (the numbers' own result line replaces 'updating…' in this slot)
        if exp is None:
            self._show_failure(gen, error)
            return
        try:
            self._show_experiment(gen, exp)
        except Exception as exc:  # noqa: BLE001 — e.g. numbers a plot cannot draw: say so
            self.experiments.fail(gen, tr("the results cannot be shown ({reason})").format(
                reason=failure_message(exc)))
            return
        try:
            self._mark_views_stale()
        finally:
            self.experimentReady.emit()

    def _show_experiment(self, gen: int, exp) -> None:
        pr = exp.problem
        self.parameter_panel.show_derived(pr, exp.params.neighbours)
        self.parameter_panel.show_release_cost(release_epsilon(exp.mechanism)[0] / exp.params.epsilon)
        self.runs.new_aggregate(pr, exp.params.seed, self.experiments.tally)
        self._restore_saved_counts(gen, pr.m)
        self.plots.set_experiment(exp, gen, self.experiments.tally)
        tally = self.experiments.tally
        self.summary_panel.show_exact(exp, self.excluded, gen, tally.sets if tally is not None else None)
        if self.aggregate.trials:
            self.runs.dirty = True
            self.refresh(force=True)
        self.show_result(lambda: tr(READY_TEXT))
        self.controls.set_enabled(True, None)
        self.statusMessage.emit(tr("{workspace}: exact distribution ready ({count} {candidates})").format(
            workspace=tr(self.scenario.title), count=shown(formatting.count(pr.m)),
            candidates=tr(formatting.plural_noun(pr.candidate_name))))  # "(12 prices)", German "(1.086 Preise)"

    def no_numbers_reason(self, message: str | None = None) -> str:
        """Why there are no numbers, as the result line says it (and every other window that follows this one):
        a refused ε in the sentence beside its box, else the refusal ``message`` (default: the last one)."""
        return self.parameter_panel.epsilon_refusal() or (self.last_error if message is None else message)

    def _show_failure(self, gen: int, message: str) -> None:
        self.runs.clear()
        self._drop_saved_counts(gen)
        said = self.no_numbers_reason(message)
        self.parameter_panel.show_problem(message)
        self.summary_panel.show_unavailable(said, gen)
        self.plots.show_unavailable(message, gen)
        self.controls.set_enabled(False, None)
        self.show_error_result(said, "Cannot run: ")
        self.statusMessage.emit(said)
        try:
            self._mark_views_stale()
        finally:
            self.experimentFailed.emit(message)

    # --- runs ------------------------------------------------------------------------------------------
    def _can_run(self) -> bool:
        return (self.experiment is not None and self.running is None and not self.exact_release.running
                and self.results_current())

    def run_n(self, trials: int | None = None) -> None:
        if not self._can_run():
            return
        n = int(trials if trials is not None and not isinstance(trials, bool) else self.parameter_panel.trials.value())
        if n <= 0:
            self.statusMessage.emit(tr("Run N needs at least one trial"))
            return
        self._start(n)

    def toggle_continuous(self) -> None:
        if self.running == "continuous":
            self.cancel()
        elif self._can_run():
            self._start(None)
        else:
            self.controls.set_enabled(self.experiment is not None, self.running or self.exact_release.what_runs())

    def _start(self, total: int | None) -> None:
        self.finish_draw()
        if not self.runs.start(self.scenario_ui.run_source(self.experiment), total, self.controls.speed_key()):
            self.show_error_result(shown(self.runs.so_far_text() + self.runs.limit_note()),
                                   "Cannot run: ")
            return
        self.controls.set_enabled(True, self.running)
        self.controls.progress.setVisible(total is not None)
        self.controls.progress.setValue(0)

    def cancel(self) -> None:
        """Stop the running simulation or exact release: works at once, even before its first batch."""
        self.finish_draw()
        self.exact_release.cancel()
        self.runs.cancel()

    def _stop_run(self) -> None:
        """Abandon the running simulation: nothing it still produces is folded in."""
        if self.runs.stop():
            self.controls.progress.hide()

    def reset(self) -> None:
        self.abandon_draw()
        self.exact_release.cancel()
        self._stop_run()
        self.plots.clear_candidate()
        if self.experiment is not None:
            self.runs.new_aggregate(self.experiment.problem, self.experiment.params.seed, self.experiments.tally)
            self.plots.clear_empirical()
            self.summary_panel.show_empirical(self.experiment, self.aggregate)
            self.show_result(lambda: tr(READY_TEXT))
        self.controls.set_enabled(self.experiment is not None, None)

    def _on_progress(self, done: int, total: int) -> None:
        self.controls.progress.setValue(int(1000 * done / total))
        self.controls.progress.setFormat(shown(f"{done:,} / {total:,}"))

    def _run_ended(self) -> None:
        self.controls.progress.hide()
        self.controls.set_enabled(self.experiment is not None, None)
        self.refresh(force=True)

    def _on_finished(self, completed: bool) -> None:
        self._run_ended()
        self.statusMessage.emit(self.runs.ended_text(completed))
        self._stale_views.add("bill_panel")
        self.runFinished.emit(completed)

    def _on_failed(self, message: str) -> None:
        self._run_ended()
        self.show_error_result(message, tr("Simulation failed: "))
        self.statusMessage.emit(tr("Simulation failed: {reason}").format(reason=message))
        self.runFinished.emit(False)

    def refresh(self, force: bool = False) -> None:
        """Display tick: fold pending batches, repaint the simulated views if anything changed."""
        if self.experiments.closed:
            return
        if self.runs.fold() and (force or self.isVisible()):
            self.runs.dirty = False
            self.plots.update_empirical(self.aggregate)
            self.summary_panel.show_empirical(self.experiment, self.aggregate)

    def shutdown(self) -> None:
        """Closing: never waits for background work. Every job is cancelled and abandoned; whatever it
        still produces is dropped (no Qt object is touched off the GUI thread, see worker.py)."""
        self.abandon_draw()
        self.experiments.shutdown()
        self.runs.shutdown()
        for jobs in self.findChildren(JobRunner):  # exact, import, export, privacy views: cancel, never wait
            jobs.cancel()

    def busy(self) -> bool:
        """True while some background computation of this workspace still runs (abandoned ones included)."""
        return self.exact.busy or self.sim.busy or busy_under(self)
