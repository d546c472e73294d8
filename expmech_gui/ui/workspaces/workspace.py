"""A workspace: data editor + parameters + run controls + plots + summary for one scenario.

Data flow: table/parameters change → (debounced) exact computation off the GUI thread → plots and
summary of the exact numbers; runs → worker batches → folded on the display tick → simulated views.
Any change of data or parameters stops the run and clears the simulated results, so one histogram
never mixes two settings.

Generations end to end: every change of the inputs increments ``input_gen``; the exact computation, the
numbers in the summary, the plots and the saved results all carry the generation they belong to, and a
result of an older generation is dropped — the last edit always wins, whatever finishes last. Until the
new numbers arrive the views say "updating…"; when the inputs are refused, they say why and show none.
"""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import (
    QFileDialog, QMessageBox, QScrollArea, QSplitter, QTabWidget, QToolButton, QVBoxLayout, QWidget,
)

from ...core.problem import ProblemError
from ...core.simulation import SimulationAggregate
from ...experiment import Experiment
from ...io.csvio import DataError, atomic_write_text, csv_text
from ...scenarios import SCENARIOS, pricing
from ..widgets.dialogs import GenerateDialog, ask_text, warn_plain
from ..widgets.panels import DataEditor, RunControls, SummaryPanel, elide, error_html, esc, fmt_value, rich_tooltip
from ..widgets.parameters import ParameterPanel
from ..widgets.plots import WorkspacePlots
from ..widgets.privacy_views import BackgroundJobs, NeighbourView, PrivacyBillPanel, SweepView
from ..widgets.table_models import LunchModel, ValuationsModel, VotesModel
from ..undo import PARAMETER_MERGE_ID, SnapshotCommand
from ..worker import ExactRunner, SimulationRunner, Superseded, failure_message
from ...io.session import WorkspaceState

MODELS = {"pricing": ValuationsModel, "voting": VotesModel, "lunch": LunchModel}
EDITOR_TITLES = {"pricing": "Buyers' valuations", "voting": "Votes per candidate",
                 "lunch": "Who likes what (tick = likes)"}
DEBOUNCE_MS = 120
ASK_ABOVE_PRICES = 1_000_000  # a price grid larger than this is computed only after the user says yes
SECONDS_PER_PRICE = 6e-7  # rough cost of the exact numbers and plots per price (measured: 10^7 prices ≈ 6 s)
BYTES_PER_PRICE = 80  # rough peak memory per price (measured: 10^7 prices ≈ 0.5 GB, plus the plots' copies)


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
    exp.summary  # noqa: B018
    check()
    exp.guarantee  # noqa: B018
    check()
    return exp


def grid_cost_text(m: int) -> str:
    """'about 6 seconds and 800 MB of memory' for a grid of m prices (rough, said as such)."""
    seconds = m * SECONDS_PER_PRICE
    mb = m * BYTES_PER_PRICE / 1e6
    time_text = f"{seconds:.0f} seconds" if seconds >= 2 else "a second or two"
    mem_text = f"{mb / 1000:.1f} GB" if mb >= 1000 else f"{mb:.0f} MB"
    return f"about {time_text} and {mem_text} of memory"


class Workspace(QWidget):
    modified = Signal()  # the user changed something a session file would hold
    experimentReady = Signal()  # exact numbers for the current settings are on screen
    experimentFailed = Signal(str)
    computationStarted = Signal(int)  # the exact computation for this input generation was submitted
    runFinished = Signal(bool)  # a Run N or continuous run ended (True = completed)
    statusMessage = Signal(str)

    def __init__(self, key: str, parent=None) -> None:
        super().__init__(parent)
        self.key = key
        self.scenario = SCENARIOS[key]
        self.uses_grid = self.scenario.setting("alpha") is not None
        self.model = MODELS[key]()
        self.editor = DataEditor(self.model, EDITOR_TITLES[key])
        self.params = ParameterPanel(self.uses_grid)
        self.plots = WorkspacePlots()
        self.summary = SummaryPanel()
        self.controls = RunControls()
        self.import_jobs = BackgroundJobs(self, "read the file")
        self.import_jobs.done.connect(self._import_read)
        self.import_jobs.failed.connect(self._import_failed)
        self.export_jobs = BackgroundJobs(self, "write the results")
        self.export_jobs.done.connect(self._results_exported)
        self.export_jobs.failed.connect(self._export_failed)
        self.neighbour_view = NeighbourView(self)
        self.bill_panel = PrivacyBillPanel(self)
        self.sweep_view = SweepView(self)
        self._stale_views: set = set()

        self.experiment: Experiment | None = None
        self.excluded = 0
        self.aggregate: SimulationAggregate | None = None
        self.rng: np.random.Generator | None = None
        self.running: str | None = None
        self.releases = 0  # private outputs published by Run once in this session
        self.input_gen = 0
        self.run_gen = 0
        self.shown_gen = -1  # the input generation whose results (or refusal) are on screen
        self.sim_job: int | None = None  # the simulation job whose batches are folded in
        self._pending: list[np.ndarray] = []
        self._dirty = False
        self.last_error = ""

        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(100)
        self._restoring = False
        self._data_snapshot = self.model.snapshot()
        self._param_snapshot = self.params.state()
        self._pending_restore = None
        self._restore_gen = -1
        self._accepted_alpha = self.params.alpha.text() if self.uses_grid else None
        self._confirmed_grid = 0  # the largest grid size the user agreed to compute
        self._closed = False

        self.sim = SimulationRunner(self)
        self.exact = ExactRunner(self)
        self.debounce = QTimer(self)
        self.debounce.setSingleShot(True)
        self.debounce.setInterval(DEBOUNCE_MS)
        self.debounce.timeout.connect(self.recompute)

        self._layout()
        self._connect()
        self._fill_presets()
        self.controls.set_enabled(False, None)
        self.debounce.start()  # generation 0: the empty table says what is missing instead of nothing

    # --- layout --------------------------------------------------------------------------------
    def _layout(self) -> None:
        param_scroll = QScrollArea()
        param_scroll.setWidget(self.params)
        param_scroll.setWidgetResizable(True)
        param_scroll.setFrameShape(QScrollArea.NoFrame)
        left = QSplitter(Qt.Vertical)
        left.addWidget(self.editor)
        left.addWidget(param_scroll)
        left.setStretchFactor(0, 1)
        left.setStretchFactor(1, 1)
        left.setSizes([330, 430])
        simulation = QWidget()
        c_layout = QVBoxLayout(simulation)
        c_layout.setContentsMargins(4, 4, 4, 4)
        c_layout.addWidget(self.controls)
        c_layout.addWidget(self.plots, 1)
        self.views = QTabWidget()
        self.views.setDocumentMode(True)
        self.views.addTab(simulation, "Simulation")
        self.views.addTab(self.neighbour_view, "Privacy: one person")
        self.views.addTab(self.bill_panel, "Privacy bill")
        self.views.addTab(self.sweep_view, "ε-sweep")
        self.views.currentChanged.connect(self._view_changed)
        centre = self.views
        summary_scroll = QScrollArea()
        summary_scroll.setWidget(self.summary)
        summary_scroll.setWidgetResizable(True)
        summary_scroll.setFrameShape(QScrollArea.NoFrame)
        summary_scroll.setMinimumWidth(215)
        self.splitter = QSplitter(Qt.Horizontal)
        self.splitter.addWidget(left)
        self.splitter.addWidget(centre)
        self.splitter.addWidget(summary_scroll)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([330, 730, 220])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.splitter)
        if self.key == "lunch":
            for text, slot, tip in (("+ Option", self.add_option, "Add a lunch option (a column)"),
                                    ("− Option", self.remove_option, "Remove the selected option's column"),
                                    ("Rename option…", self.rename_option, "Rename the selected option "
                                                                           "(or double-click its header)")):
                b = QToolButton(text=text)
                b.setToolTip(tip)
                b.clicked.connect(slot)
                self.editor.extra_buttons.addWidget(b)
            self.editor.extra_buttons.addStretch(1)
            self.editor.view.horizontalHeader().sectionDoubleClicked.connect(self._header_double_clicked)
            self.editor.view.horizontalHeader().setStretchLastSection(False)
            self.editor.view.horizontalHeader().setDefaultSectionSize(64)

    def _connect(self) -> None:
        self.model.edited.connect(self._data_edited)
        self.params.changed.connect(self._params_edited)
        self.model.edited.connect(self.inputs_changed)
        self.params.changed.connect(self.inputs_changed)
        self.params.recommendAlphaRequested.connect(self.use_recommended_alpha)
        self.params.refused.connect(self._parameter_refused)
        self.exact.done.connect(self._exact_ready)
        self.exact.failed.connect(self._exact_failed)
        w = self.sim
        w.batch.connect(self._on_batch)
        w.progress.connect(self._on_progress)
        w.finished.connect(self._on_finished)
        w.failed.connect(self._on_failed)
        c = self.controls
        c.run_once.clicked.connect(self.run_once)
        c.run_n.clicked.connect(lambda _checked=False: self.run_n())  # not run_n(False): N is the box's
        c.continuous.clicked.connect(self.toggle_continuous)
        c.reset.clicked.connect(self.reset)
        c.cancel.clicked.connect(self.cancel)
        self.editor.import_button.clicked.connect(self.import_dialog)
        self.editor.export_button.clicked.connect(self.export_dialog)
        self.editor.generate_button.clicked.connect(self.generate_dialog)

    def _fill_presets(self) -> None:
        for name in self.scenario.presets:
            self.editor.preset_menu.addAction(name, lambda n=name: self.load_preset(n))

    # --- undo/redo ------------------------------------------------------------------------------------
    def _data_edited(self) -> None:
        after = self.model.snapshot()
        if not self._restoring:
            self.undo_stack.push(SnapshotCommand(self._restore_data, self._data_snapshot, after,
                                                 f"Edit {self.scenario.title.lower()} data"))
        self._data_snapshot = after
        self.modified.emit()

    def _params_edited(self) -> None:
        after = self.params.state()
        if after == self._param_snapshot:
            return
        if not self._restoring:
            self.undo_stack.push(SnapshotCommand(self._restore_params, self._param_snapshot, after,
                                                 "Change parameters", PARAMETER_MERGE_ID))
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
            self.params.set_state(state)
        finally:
            self._restoring = False

    # --- sessions -----------------------------------------------------------------------------------
    def results_current(self) -> bool:
        """True when the results on screen belong to the inputs as they are now (nothing pending)."""
        return (self.experiment is not None and self.shown_gen == self.input_gen
                and not self.debounce.isActive())

    def to_state(self, compact: bool = False) -> WorkspaceState:
        """What a session file holds. Saved results always belong to the saved inputs: results of older
        inputs (a run still being replaced, numbers not yet recomputed) are never written.

        ``compact``: long numeric columns (valuations, counts) as copied numpy arrays rather than lists, so a
        save of 10^7 values is captured quickly on the GUI thread and encoded on the save thread."""
        data, parameters = self.model.to_session(compact=compact), self.params.state()
        counts, trace_trials, trace_mean = None, [], []
        agg = self.aggregate
        if self._pending_restore is not None and self._restore_gen == self.input_gen:
            counts, trace_trials, trace_mean = self._pending_restore  # opened, not yet recomputed
            if counts is not None:
                counts = np.array(counts, dtype=np.int64) if compact else list(counts)
        elif (agg is not None and agg.trials and self.results_current()
              and agg.problem is self.experiment.problem):
            counts = agg.counts.copy() if compact else agg.counts.tolist()
            trace_trials, trace_mean = list(agg.trace_trials), list(agg.trace_mean)
        state = WorkspaceState(data=data, parameters=parameters, counts=counts, trace_trials=trace_trials,
                               trace_mean=trace_mean, releases=self.releases)
        if counts is not None and self._saved_candidates(state) != len(counts):
            # the file would give these counts to different candidates: keep the data, not the results
            state.counts, state.trace_trials, state.trace_mean = None, [], []
            self.statusMessage.emit(f"{self.scenario.title}: the simulated results were not saved (they do not "
                                    "match the saved settings)")
        return state

    def _saved_candidates(self, state: WorkspaceState) -> int | None:
        """How many candidates the session file's reader will find for ``state`` (None: it cannot tell)."""
        from ... import sessions

        try:
            if self.uses_grid:  # the grid does not depend on the data (which may be 10^7 values)
                return pricing.grid_size(sessions.workspace_parameters(self.key, state).alpha)
            dataset, _ = sessions.workspace_dataset(self.key, state)
            return self.scenario.problem(dataset).m
        except Exception:  # noqa: BLE001 — any doubt: do not save results
            return None

    def apply_state(self, st: WorkspaceState) -> None:
        """Replace data, parameters and results by a validated saved state (one undoable step each)."""
        self._stop_run()
        self.releases = st.releases
        self.model.from_session(st.data)
        self.params.set_state(st.parameters)
        if self.uses_grid:
            self._accepted_alpha = self.params.alpha.text()
        # the saved results belong to exactly these inputs: restored when their numbers arrive, else dropped
        self._pending_restore = (st.counts, st.trace_trials, st.trace_mean) if st.counts is not None else None
        self._restore_gen = self.input_gen

    # --- inputs → exact numbers --------------------------------------------------------------------
    def inputs_changed(self) -> None:
        """Data or parameters changed: stop, clear the simulated results, recompute (debounced)."""
        if self._closed:
            return
        self.input_gen += 1
        self._pending_restore = None  # saved results belong to the inputs as opened, not to these
        self._stop_run()
        self.exact.cancel()  # a computation for older inputs is useless now
        self.aggregate = None
        self.experiment = None
        self.last_error = "the numbers are being updated for the changed inputs"
        self._pending.clear()
        self.plots.clear_empirical()
        self.plots.show_updating()
        self.summary.show_empirical(None, None)
        self.summary.show_updating()
        self.controls.set_enabled(False, None)
        self.controls.result.setText("<i>updating…</i>")
        self.controls.result.setToolTip("")
        self.debounce.start()

    def recompute(self) -> None:
        self.debounce.stop()
        if self._closed:
            return
        gen = self.input_gen
        try:
            dataset, excluded, message = self.model.dataset()
            self.excluded = excluded
            if dataset is None:
                self._exact_failed(gen, message)
                return
            try:
                params = self.params.parameters()
            except (ProblemError, ValueError) as exc:
                self._exact_failed(gen, str(exc))
                return
            if not self._grid_agreed(gen, params):
                return
            self._show_grid_info(dataset, params)
        except Exception as exc:  # noqa: BLE001 — never an eternal "updating…"
            self._exact_failed(gen, failure_message(exc))
            return
        scenario = self.scenario
        self.exact.submit(gen, lambda cancelled: _build_experiment(scenario, dataset, params, cancelled))
        self.computationStarted.emit(gen)

    def _grid_agreed(self, gen: int, params) -> bool:
        """Pricing: a grid of more than ASK_ABOVE_PRICES prices is computed only after the user agrees
        (the question says how many prices, how long and how much memory). No keeps the previous α."""
        if not self.uses_grid:
            return True
        m = pricing.grid_size(params.alpha)
        if m <= ASK_ABOVE_PRICES or m <= self._confirmed_grid:
            self._accepted_alpha = self.params.alpha.text()
            return True
        answer = QMessageBox.question(
            self, "A very large price grid",
            f"α = {params.alpha:g} gives a grid of {m:,} prices. Computing the exact numbers takes "
            f"{grid_cost_text(m)}.\n\nCompute them? (No keeps the previous α.)",
            QMessageBox.Yes | QMessageBox.No, QMessageBox.No)
        if gen != self.input_gen or self._closed:
            return False  # the inputs changed while the question was open; that change recomputes
        if answer == QMessageBox.Yes:
            self._confirmed_grid = m
            self._accepted_alpha = self.params.alpha.text()
            return True
        previous = self._accepted_alpha
        if previous is None or previous == self.params.alpha.text():
            previous = str(pricing.DEFAULT_ALPHA)
        self.statusMessage.emit(f"Kept α = {previous}: a grid of {m:,} prices was not computed")
        self.params.set_alpha_text(previous)  # emits changed: recomputes with the previous α
        if gen == self.input_gen:  # nothing changed (cannot happen unless the text was equal)
            self._exact_failed(gen, f"α gives {m:,} prices; not computed")
        return False

    def _show_grid_info(self, dataset, params) -> None:
        if not self.uses_grid:
            return
        try:
            m = pricing.grid_size(params.alpha)
        except ProblemError as exc:
            self.params.grid_label.setText(esc(exc))
            return
        step = params.max_price / m
        self.params.grid_label.setText(esc(
            f"m = |H| = {m:,} prices, effective α = {1 / m:.4g} (step ${step:.4g}); "
            f"recommended α = ln n/(nε) = {pricing.recommended_alpha(dataset.n, params.epsilon):.4g}"))

    def _parameter_refused(self, message: str) -> None:
        self.statusMessage.emit(message)
        self.controls.result.setText(error_html(elide(message, 200)))
        self.controls.result.setToolTip(rich_tooltip(message))

    def _exact_ready(self, gen: int, exp: Experiment) -> None:
        if gen != self.input_gen or self._closed:
            return  # results of older inputs are never shown
        try:
            self._show_experiment(gen, exp)
        except Exception as exc:  # noqa: BLE001 — e.g. numbers a plot cannot draw: say so
            self._exact_failed(gen, f"the results cannot be shown ({failure_message(exc)})")
            return
        try:
            self._mark_views_stale()
        finally:
            self.experimentReady.emit()

    def _show_experiment(self, gen: int, exp: Experiment) -> None:
        self.experiment = exp
        self.shown_gen = gen
        self.last_error = ""
        pr = exp.problem
        self.params.delta_label.setText(fmt_value(pr.sensitivity, pr.score_unit))
        reason = pr.monotone_explanation(exp.params.neighbours)
        valid = pr.monotone_valid(exp.params.neighbours)
        self.params.analysis_reason.setStyleSheet("font-style: italic;")
        self.params.analysis_reason.setText(esc(f"Monotone {'is' if valid else 'is NOT'} valid here: {reason}."))
        self._new_aggregate()
        if self._pending_restore is not None:
            counts, trace_trials, trace_mean = self._pending_restore
            self._pending_restore = None
            if gen == self._restore_gen and counts is not None and len(counts) == pr.m:
                self.aggregate.restore(np.asarray(counts, dtype=np.int64), trace_trials, trace_mean)
        self.plots.set_experiment(exp, gen)
        self.summary.show_exact(exp, self.excluded, gen)
        if self.aggregate.trials:
            self._dirty = True
            self.refresh(force=True)
        self.controls.result.setText("Press <b>Run once</b> to make one private choice")
        self.controls.result.setToolTip("")
        self.controls.set_enabled(True, None)
        self.statusMessage.emit(f"{self.scenario.title}: exact distribution ready ({pr.m:,} candidates)")

    def _exact_failed(self, gen: int, message: str) -> None:
        if gen != self.input_gen or self._closed:
            return
        self.experiment = None
        self.aggregate = None
        self.shown_gen = gen
        if self._pending_restore is not None and gen == self._restore_gen:
            self._pending_restore = None
        self.last_error = message
        self.params.analysis_reason.setStyleSheet("color: #a00000; font-weight: bold;")
        self.params.analysis_reason.setText(esc(message))
        self.summary.show_unavailable(message, gen)
        self.plots.show_unavailable(message, gen)
        self.controls.set_enabled(False, None)
        self.controls.result.setText(error_html(f"Cannot run: {elide(message, 200)}"))
        self.controls.result.setToolTip(rich_tooltip(message))
        self.statusMessage.emit(message)
        try:
            self._mark_views_stale()
        finally:
            self.experimentFailed.emit(message)

    # --- the privacy views refresh lazily: only the visible one computes -------------------------------
    def _mark_views_stale(self) -> None:
        self._stale_views = {self.neighbour_view, self.bill_panel, self.sweep_view}
        self._view_changed(self.views.currentIndex())

    def _view_changed(self, _index: int) -> None:
        view = self.views.currentWidget()
        if view in self._stale_views:
            self._stale_views.discard(view)
            {self.neighbour_view: self.neighbour_view.experiment_changed,
             self.bill_panel: self.bill_panel.refresh,
             self.sweep_view: self.sweep_view.refresh}[view]()

    def _new_aggregate(self) -> None:
        self.run_gen += 1
        self._pending.clear()
        self.aggregate = SimulationAggregate(self.experiment.problem)
        seed = self.experiment.params.seed
        self.rng = np.random.default_rng(seed)
        self._dirty = True

    # --- data entry points ---------------------------------------------------------------------------
    def set_dataset(self, dataset) -> None:
        self.model.set_dataset(dataset)

    def load_preset(self, name: str) -> None:
        data = self.scenario.load_preset(name)
        settings = self.scenario.preset_settings(name)
        if settings:
            self.params.set_state({k: f"{v:.10g}" for k, v in settings.items()})
        self.set_dataset(data)
        self.statusMessage.emit(f"Loaded preset “{name}”")

    def import_csv(self, path: str) -> str | None:
        """Read a CSV into the table; on error returns the message and leaves the table as it was."""
        try:
            data = self.scenario.read_csv(path)
        except DataError as exc:
            return str(exc)
        return self._imported(path, data)

    def _imported(self, path: str, data) -> str | None:
        try:
            self.set_dataset(data)  # the table's own limits (e.g. 500 lunch options) refuse here, unchanged
        except DataError as exc:
            return str(exc)
        self.statusMessage.emit(f"Imported {path}")
        return None

    def import_in_background(self, path: str) -> None:
        """Read ``path`` on a background thread (a million ballots take seconds), then fill the table in one
        undoable step; a refusal is shown and the table stays as it was."""
        self.statusMessage.emit(f"Reading {path}…")
        self._import_path = path
        self.import_jobs.submit(lambda _progress, _cancelled: self.scenario.read_csv(path))

    def _import_read(self, data) -> None:
        err = self._imported(self._import_path, data)
        if err:
            self._import_failed(err)

    def _import_failed(self, message: str) -> None:
        self.statusMessage.emit(f"Import failed: {message}")
        warn_plain(self, "Import failed", f"{message}\n\nThe table was not changed.")

    def export_csv(self, path: str) -> str | None:
        dataset, excluded, message = self.model.dataset()
        if dataset is None:
            return message
        try:
            self.scenario.write_csv(path, dataset)
        except OSError as exc:
            return f"{path}: cannot write ({exc.strerror or exc})"
        self.statusMessage.emit(f"Exported {path}" + (f" ({excluded} invalid rows left out)" if excluded else ""))
        return None

    def _results_writer(self, path: str):
        """A function writing the results to ``path`` — CSV (candidate, score, probability, count, frequency)
        or JSON (the CLI's run schema) by suffix — safe to call on any thread (it holds copies); or, when
        there is nothing to export, the reason."""
        exp = self.experiment
        if exp is None:
            return self.last_error or "nothing to export yet"
        counts = (self.aggregate.counts.copy() if self.aggregate is not None
                  else np.zeros(exp.problem.m, dtype=np.int64))
        seed = exp.params.seed

        def write() -> str:
            if path.lower().endswith(".json"):
                import json

                atomic_write_text(path, json.dumps(exp.result(counts, seed), indent=2, allow_nan=False) + "\n")
            else:
                atomic_write_text(path, csv_text(exp.results_rows(counts)))
            return path
        return write

    def export_results(self, path: str) -> str | None:
        """Write the results now; the reason as text when nothing was written."""
        write = self._results_writer(path)
        if isinstance(write, str):
            return write
        try:
            write()
        except OSError as exc:
            return f"{path}: cannot write ({exc.strerror or exc})"
        self.statusMessage.emit(f"Exported results to {path}")
        return None

    def export_results_in_background(self, path: str) -> str | None:
        """Write the results on a background thread (10^7 prices make a JSON file of hundreds of MB);
        success or failure is said when it is done. Returns the reason when there is nothing to export."""
        write = self._results_writer(path)
        if isinstance(write, str):
            return write
        self.statusMessage.emit(f"Writing {path}…")
        self.export_jobs.submit(lambda _progress, _cancelled: write())
        return None

    def _results_exported(self, path: str) -> None:
        self.statusMessage.emit(f"Exported results to {path}")

    def _export_failed(self, message: str) -> None:
        self.statusMessage.emit(f"Export failed: {message}")
        warn_plain(self, "Export failed", f"{message}\n\nNothing was written.")

    def import_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, f"Import {self.scenario.title} CSV", "", "CSV files (*.csv);;All files (*)")
        if path:
            self.import_in_background(path)

    def export_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, f"Export {self.scenario.title} CSV", f"{self.key}.csv",
                                              "CSV files (*.csv)")
        if path:
            err = self.export_csv(path)
            if err:
                warn_plain(self, "Export failed", err)

    def generate_dialog(self) -> None:
        max_price = 1.0
        if self.uses_grid and self.params.max_price.error() is None:
            max_price = self.params.max_price.value()
        dialog = GenerateDialog(self.key, max_price, self)
        if dialog.exec() and dialog.dataset() is not None:
            self.set_dataset(dialog.dataset())

    def use_recommended_alpha(self, which: str) -> None:
        dataset, _, message = self.model.dataset()
        if dataset is None:
            self.statusMessage.emit(f"No recommended α without valid data: {message}")
            return
        try:
            params = self.params.parameters()
            if which == "lecture":
                alpha = pricing.recommended_alpha(dataset.n, params.epsilon)
            else:
                c = params.epsilon / (params.max_price if params.analysis == "monotone" else 2 * params.max_price)
                alpha = pricing.best_alpha(dataset.n, params.max_price, c, params.t)
        except (ProblemError, ValueError, ArithmeticError) as exc:
            self.statusMessage.emit(f"No recommended α: {exc}")
            return
        self.params.set_alpha(alpha)

    # lunch columns
    def _selected_option_column(self) -> int | None:
        col = self.editor.view.currentIndex().column()
        return col if col >= 1 else None

    def add_option(self) -> None:
        name, ok = ask_text(self, "Add option", "Name of the new option:")
        if ok:
            try:
                self.model.add_option(name)
            except ValueError as exc:
                warn_plain(self, "Cannot add option", str(exc))

    def remove_option(self) -> None:
        col = self._selected_option_column()
        if col is None:
            self.statusMessage.emit("Select a cell in the option's column first")
            return
        try:
            self.model.remove_option(col)
        except ValueError as exc:
            warn_plain(self, "Cannot remove option", str(exc))

    def rename_option(self, col: int | None = None) -> None:
        col = col if isinstance(col, int) and col >= 1 else self._selected_option_column()
        if col is None:
            self.statusMessage.emit("Select a cell in the option's column first")
            return
        old = self.model.options[col - 1]
        name, ok = ask_text(self, "Rename option", f"New name for “{old}”:", text=old)
        if ok:
            try:
                self.model.rename_option(col, name)
            except ValueError as exc:
                warn_plain(self, "Cannot rename option", str(exc))

    def _header_double_clicked(self, section: int) -> None:
        if section >= 1:
            self.rename_option(section)

    # --- runs ------------------------------------------------------------------------------------------
    def run_once(self) -> int | None:
        """One private release: draw one output, show it large, count it in the histogram."""
        if self.experiment is None or self.running is not None or not self.results_current():
            return None
        exp = self.experiment
        idx = int(exp.mechanism.sample(1, self.rng)[0])
        one = np.zeros(exp.problem.m, dtype=np.int64)
        one[idx] = 1
        self.aggregate.add(one)
        self.releases += 1
        pr = exp.problem
        unit = pr.score_unit
        label = str(pr.labels[idx])
        self.controls.result.setText(
            f"Chosen {esc(pr.candidate_name)}: <b style='font-size:22pt'>{esc(elide(label))}</b> &nbsp; "
            f"{esc(pr.score_name)} <b>{fmt_value(float(pr.scores[idx]), unit)}</b> "
            f"<span style='color:#1e8c1e'>(OPT {fmt_value(pr.opt, unit)})</span>")
        self.controls.result.setToolTip(rich_tooltip(f"Chosen {pr.candidate_name}: {label}"))
        self._dirty = True
        self.refresh(force=True)
        self._stale_views.add(self.bill_panel)
        return idx

    def run_n(self, trials: int | None = None) -> None:
        if self.experiment is None or self.running is not None or not self.results_current():
            return
        n = int(trials if trials is not None and not isinstance(trials, bool) else self.params.trials.value())
        if n <= 0:
            self.statusMessage.emit("Run N needs at least one trial")
            return
        self._start(n)

    def toggle_continuous(self) -> None:
        if self.running == "continuous":
            self.cancel()
        elif self.running is None and self.experiment is not None and self.results_current():
            self._start(None)
        else:
            self.controls.set_enabled(self.experiment is not None, self.running)

    def _start(self, total: int | None) -> None:
        self.running = "continuous" if total is None else "fixed"
        self.controls.set_enabled(True, self.running)
        self.controls.progress.setVisible(total is not None)
        self.controls.progress.setValue(0)
        self.sim_job = self.sim.start(self.experiment.mechanism, total, self.rng)

    def cancel(self) -> None:
        """Stop the running simulation: works at once, even before its first batch (job-tagged)."""
        if self.running is not None and self.sim_job is not None:
            self.sim.cancel(self.sim_job)

    def _stop_run(self) -> None:
        """Abandon the running simulation: nothing it still produces is folded in."""
        if self.sim_job is not None:
            self.sim.cancel(self.sim_job)
        self.sim_job = None
        if self.running is not None:
            self.running = None
            self.controls.progress.hide()

    def reset(self) -> None:
        self._stop_run()
        if self.experiment is not None:
            self._new_aggregate()
            self.plots.clear_empirical()
            self.summary.show_empirical(self.experiment, self.aggregate)
            self.controls.result.setText("Press <b>Run once</b> to make one private choice")
            self.controls.result.setToolTip("")
        self.controls.set_enabled(self.experiment is not None, None)

    def _on_batch(self, job: int, batch) -> None:
        if job == self.sim_job and self.aggregate is not None:
            self._pending.append(batch)

    def _on_progress(self, job: int, done: int, total: int) -> None:
        if job == self.sim_job and total:
            self.controls.progress.setValue(int(1000 * done / total))
            self.controls.progress.setFormat(f"{done:,} / {total:,}")

    def _run_ended(self, job: int) -> bool:
        """The controls after a run of ``job`` ends; False when it is not the current run (ignore it)."""
        if job != self.sim_job:
            return False
        self.sim_job = None
        self.running = None
        self.controls.progress.hide()
        self.controls.set_enabled(self.experiment is not None, None)
        self.refresh(force=True)
        return True

    def _on_finished(self, job: int, completed: bool) -> None:
        if not self._run_ended(job):
            return
        self.statusMessage.emit(f"{'Finished' if completed else 'Stopped'}: {self.aggregate.trials:,} trials so far"
                                if self.aggregate else "Stopped")
        self._stale_views.add(self.bill_panel)
        self.runFinished.emit(completed)

    def _on_failed(self, job: int, message: str) -> None:
        if not self._run_ended(job):
            return
        self.controls.result.setText(error_html(f"Simulation failed: {elide(message, 200)}"))
        self.controls.result.setToolTip(rich_tooltip(message))
        self.statusMessage.emit(f"Simulation failed: {message}")
        self.runFinished.emit(False)

    def refresh(self, force: bool = False) -> None:
        """Display tick: fold pending batches, repaint the simulated views if anything changed."""
        if self._closed:
            return
        if self._pending and self.aggregate is not None:
            counts = self._pending[0][0] if len(self._pending) == 1 else np.sum([c for c, _ in self._pending], axis=0)
            parts = [part for _, batch_parts in self._pending for part in batch_parts]
            self._pending.clear()
            self.aggregate.add(counts, parts)
            self._dirty = True
        if self._dirty and (force or self.isVisible()):
            self._dirty = False
            self.plots.update_empirical(self.aggregate)
            self.summary.show_empirical(self.experiment, self.aggregate)

    def set_presentation(self, on: bool) -> None:
        """Larger type and thicker lines for a projector; the chosen output in very large type."""
        self.setStyleSheet("QWidget { font-size: 14pt; } QLabel { color: #ffffff; } "
                           "QLabel#bigResult { font-size: 30pt; }" if on else "")
        self.editor.setVisible(not on)  # the table makes room for the plots; ε and the rest stay at hand
        font = self.controls.result.font()
        font.setPointSize(30 if on else 15)
        self.controls.result.setFont(font)
        self.controls.result.ensurePolished()
        self.plots.set_presentation(on)

    def shutdown(self) -> None:
        """Closing: never waits for background work. Every job is cancelled and abandoned; whatever it
        still produces is dropped (no Qt object is touched off the GUI thread, see worker.py)."""
        self._closed = True
        self.debounce.stop()
        self.exact.shutdown()
        self.sim.shutdown()
        self.sim_job = None
        self.running = None
        for jobs in self.findChildren(BackgroundJobs):  # the privacy views' jobs: cancel, never wait
            jobs.cancel()

    def busy(self) -> bool:
        """True while some background computation of this workspace still runs (abandoned ones included)."""
        return (self.exact.busy or self.sim.busy
                or any(jobs.busy for jobs in self.findChildren(BackgroundJobs)))
