"""A workspace: data editor + parameters + run controls + plots + summary for one scenario.

Data flow: table/parameters change → (debounced) exact computation off the GUI thread → plots and
summary of the exact numbers; runs → worker batches → folded on the display tick → simulated views.
Any change of data or parameters stops the run and clears the simulated results, so one histogram
never mixes two settings.
"""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import (
    QFileDialog, QInputDialog, QMessageBox, QScrollArea, QSplitter, QTabWidget, QToolButton, QVBoxLayout, QWidget,
)

from ...core.problem import ProblemError
from ...core.simulation import SimulationAggregate
from ...experiment import Experiment
from ...io.csvio import DataError, atomic_write_text, csv_text
from ...scenarios import SCENARIOS, pricing
from ..widgets.dialogs import GenerateDialog
from ..widgets.panels import DataEditor, RunControls, SummaryPanel, fmt_value
from ..widgets.parameters import ParameterPanel
from ..widgets.plots import WorkspacePlots
from ..widgets.privacy_views import NeighbourView, PrivacyBillPanel, SweepView
from ..widgets.table_models import LunchModel, ValuationsModel, VotesModel
from ..undo import PARAMETER_MERGE_ID, SnapshotCommand
from ..worker import ExactRunner, SimulationThread
from ...io.session import WorkspaceState

MODELS = {"pricing": ValuationsModel, "voting": VotesModel, "lunch": LunchModel}
EDITOR_TITLES = {"pricing": "Buyers' valuations", "voting": "Votes per candidate",
                 "lunch": "Who likes what (tick = likes)"}
DEBOUNCE_MS = 120


def _build_experiment(scenario, dataset, params) -> Experiment:
    """Everything exact for one setting, computed off the GUI thread."""
    exp = Experiment(scenario, dataset, params)
    exp.mechanism.pmf  # noqa: B018 — warm the cached exact quantities here, not on the GUI thread
    exp.summary  # noqa: B018
    exp.guarantee  # noqa: B018
    return exp


class Workspace(QWidget):
    modified = Signal()  # the user changed something a session file would hold
    experimentReady = Signal()  # exact numbers for the current settings are on screen
    experimentFailed = Signal(str)
    runFinished = Signal(bool)  # a Run N or continuous run ended (True = completed)
    statusMessage = Signal(str)

    def __init__(self, key: str, parent=None) -> None:
        super().__init__(parent)
        self.key = key
        self.scenario = SCENARIOS[key]
        self.model = MODELS[key]()
        self.editor = DataEditor(self.model, EDITOR_TITLES[key])
        self.params = ParameterPanel(self.scenario.uses_grid)
        self.plots = WorkspacePlots()
        self.summary = SummaryPanel()
        self.controls = RunControls()
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
        self._pending: list[np.ndarray] = []
        self._dirty = False
        self.last_error = ""

        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(100)
        self._restoring = False
        self._data_snapshot = self.model.snapshot()
        self._param_snapshot = self.params.state()
        self._pending_restore = None

        self.sim = SimulationThread(self)
        self.exact = ExactRunner(self)
        self.debounce = QTimer(self)
        self.debounce.setSingleShot(True)
        self.debounce.setInterval(DEBOUNCE_MS)
        self.debounce.timeout.connect(self.recompute)

        self._layout()
        self._connect()
        self._fill_presets()
        self.controls.set_enabled(False, None)

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
        self.exact.done.connect(self._exact_ready)
        self.exact.failed.connect(self._exact_failed)
        w = self.sim.worker
        w.batch.connect(self._on_batch)
        w.progress.connect(self._on_progress)
        w.finished.connect(self._on_finished)
        w.failed.connect(self._on_failed)
        c = self.controls
        c.run_once.clicked.connect(self.run_once)
        c.run_n.clicked.connect(self.run_n)
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
    def to_state(self) -> WorkspaceState:
        agg = self.aggregate
        return WorkspaceState(
            data=self.model.to_session(), parameters=self.params.state(),
            counts=agg.counts.tolist() if agg is not None and agg.trials else None,
            trace_trials=list(agg.trace_trials) if agg is not None else [],
            trace_mean=list(agg.trace_mean) if agg is not None else [],
            releases=self.releases)

    def apply_state(self, st: WorkspaceState) -> None:
        """Replace data, parameters and results by a validated saved state (one undoable step each)."""
        self._stop_run()
        self._pending_restore = (st.counts, st.trace_trials, st.trace_mean)
        self.releases = st.releases
        self.model.from_session(st.data)
        self.params.set_state(st.parameters)

    # --- inputs → exact numbers --------------------------------------------------------------------
    def inputs_changed(self) -> None:
        """Data or parameters changed: stop, clear the simulated results, recompute (debounced)."""
        self.input_gen += 1
        self._stop_run()
        self.aggregate = None
        self.experiment = None
        self._pending.clear()
        self.plots.clear_empirical()
        self.summary.show_empirical(None, None)
        self.controls.set_enabled(False, None)
        self.controls.result.setText("<i>updating…</i>")
        self.debounce.start()

    def recompute(self) -> None:
        self.debounce.stop()
        gen = self.input_gen
        dataset, excluded, message = self.model.dataset()
        self.excluded = excluded
        if dataset is None:
            self._exact_failed(gen, message)
            return
        try:
            params = self.params.parameters()
        except ProblemError as exc:
            self._exact_failed(gen, str(exc))
            return
        self._show_grid_info(dataset, params)
        self.exact.submit(gen, lambda: _build_experiment(self.scenario, dataset, params))

    def _show_grid_info(self, dataset, params) -> None:
        if not self.scenario.uses_grid:
            return
        try:
            m = pricing.grid_size(params.alpha)
        except ProblemError as exc:
            self.params.grid_label.setText(str(exc))
            return
        step = params.max_price / m
        self.params.grid_label.setText(f"m = |H| = {m:,} prices, effective α = {1 / m:.4g} (step ${step:.4g}); "
                                       f"recommended α = ln n/(nε) = {pricing.recommended_alpha(dataset.n, params.epsilon):.4g}")

    def _exact_ready(self, gen: int, exp: Experiment) -> None:
        if gen != self.input_gen:
            return
        self.experiment = exp
        self.last_error = ""
        pr = exp.problem
        self.params.delta_label.setText(fmt_value(pr.sensitivity, pr.score_unit))
        reason = pr.monotone_explanation(exp.params.neighbours)
        valid = pr.monotone_valid(exp.params.neighbours)
        self.params.analysis_reason.setStyleSheet("font-style: italic;")
        self.params.analysis_reason.setText(f"Monotone {'is' if valid else 'is NOT'} valid here: {reason}.")
        self._new_aggregate()
        if self._pending_restore is not None:
            counts, trace_trials, trace_mean = self._pending_restore
            self._pending_restore = None
            if counts is not None and len(counts) == pr.m:
                self.aggregate.restore(np.asarray(counts, dtype=np.int64), trace_trials, trace_mean)
        self.plots.set_experiment(exp)
        self.summary.show_exact(exp, self.excluded)
        if self.aggregate.trials:
            self._dirty = True
            self.refresh(force=True)
        self.controls.result.setText("Press <b>Run once</b> to make one private choice")
        self.controls.set_enabled(True, None)
        self.statusMessage.emit(f"{self.scenario.title}: exact distribution ready ({pr.m:,} candidates)")
        self._mark_views_stale()
        self.experimentReady.emit()

    def _exact_failed(self, gen: int, message: str) -> None:
        if gen != self.input_gen:
            return
        self.experiment = None
        self.last_error = message
        self.params.analysis_reason.setStyleSheet("color: #a00000; font-weight: bold;")
        self.params.analysis_reason.setText(message)
        self.summary.show_unavailable(message)
        self.controls.set_enabled(False, None)
        self.controls.result.setText(f"<span style='color:#a00000'>Cannot run: {message}</span>")
        self.statusMessage.emit(message)
        self._mark_views_stale()
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
        self.set_dataset(data)
        self.statusMessage.emit(f"Imported {path}")
        return None

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

    def export_results(self, path: str) -> str | None:
        """CSV (candidate, score, probability, count, frequency) or JSON (the CLI's run schema) by suffix."""
        exp = self.experiment
        if exp is None:
            return self.last_error or "nothing to export yet"
        counts = self.aggregate.counts if self.aggregate is not None else np.zeros(exp.problem.m, dtype=np.int64)
        seed = exp.params.seed
        try:
            if path.lower().endswith(".json"):
                import json

                atomic_write_text(path, json.dumps(exp.result(counts, seed), indent=2, allow_nan=False) + "\n")
            else:
                atomic_write_text(path, csv_text(exp.results_rows(counts)))
        except OSError as exc:
            return f"{path}: cannot write ({exc.strerror or exc})"
        self.statusMessage.emit(f"Exported results to {path}")
        return None

    def import_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, f"Import {self.scenario.title} CSV", "", "CSV files (*.csv);;All files (*)")
        if path:
            err = self.import_csv(path)
            if err:
                QMessageBox.warning(self, "Import failed", f"{err}\n\nThe table was not changed.")

    def export_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, f"Export {self.scenario.title} CSV", f"{self.key}.csv",
                                              "CSV files (*.csv)")
        if path:
            err = self.export_csv(path)
            if err:
                QMessageBox.warning(self, "Export failed", err)

    def generate_dialog(self) -> None:
        max_price = 1.0
        if self.scenario.uses_grid and self.params.max_price.error() is None:
            max_price = self.params.max_price.value()
        dialog = GenerateDialog(self.key, max_price, self)
        if dialog.exec() and dialog.dataset() is not None:
            self.set_dataset(dialog.dataset())

    def use_recommended_alpha(self, which: str) -> None:
        dataset, _, _ = self.model.dataset()
        try:
            params = self.params.parameters()
        except ProblemError as exc:
            self.statusMessage.emit(str(exc))
            return
        if which == "lecture":
            alpha = pricing.recommended_alpha(dataset.n, params.epsilon)
        else:
            c = params.epsilon / (params.max_price if params.analysis == "monotone" else 2 * params.max_price)
            alpha = pricing.best_alpha(dataset.n, params.max_price, c, params.t)
        self.params.set_alpha(alpha)

    # lunch columns
    def _selected_option_column(self) -> int | None:
        col = self.editor.view.currentIndex().column()
        return col if col >= 1 else None

    def add_option(self) -> None:
        name, ok = QInputDialog.getText(self, "Add option", "Name of the new option:")
        if ok:
            try:
                self.model.add_option(name)
            except ValueError as exc:
                QMessageBox.warning(self, "Cannot add option", str(exc))

    def remove_option(self) -> None:
        col = self._selected_option_column()
        if col is None:
            self.statusMessage.emit("Select a cell in the option's column first")
            return
        try:
            self.model.remove_option(col)
        except ValueError as exc:
            QMessageBox.warning(self, "Cannot remove option", str(exc))

    def rename_option(self, col: int | None = None) -> None:
        col = col if isinstance(col, int) and col >= 1 else self._selected_option_column()
        if col is None:
            self.statusMessage.emit("Select a cell in the option's column first")
            return
        old = self.model.options[col - 1]
        name, ok = QInputDialog.getText(self, "Rename option", f"New name for “{old}”:", text=old)
        if ok:
            try:
                self.model.rename_option(col, name)
            except ValueError as exc:
                QMessageBox.warning(self, "Cannot rename option", str(exc))

    def _header_double_clicked(self, section: int) -> None:
        if section >= 1:
            self.rename_option(section)

    # --- runs ------------------------------------------------------------------------------------------
    def run_once(self) -> int | None:
        """One private release: draw one output, show it large, count it in the histogram."""
        if self.experiment is None or self.running is not None:
            return None
        exp = self.experiment
        idx = int(exp.mechanism.sample(1, self.rng)[0])
        one = np.zeros(exp.problem.m, dtype=np.int64)
        one[idx] = 1
        self.aggregate.add(one)
        self.releases += 1
        pr = exp.problem
        unit = pr.score_unit
        self.controls.result.setText(
            f"Chosen {pr.candidate_name}: <b style='font-size:22pt'>{pr.labels[idx]}</b> &nbsp; "
            f"{pr.score_name} <b>{fmt_value(float(pr.scores[idx]), unit)}</b> "
            f"<span style='color:#1e8c1e'>(OPT {fmt_value(pr.opt, unit)})</span>")
        self._dirty = True
        self.refresh(force=True)
        self._stale_views.add(self.bill_panel)
        return idx

    def run_n(self, trials: int | None = None) -> None:
        if self.experiment is None or self.running is not None:
            return
        n = int(trials if trials is not None else self.params.trials.value())
        self._start(n)

    def toggle_continuous(self) -> None:
        if self.running == "continuous":
            self.cancel()
        elif self.running is None and self.experiment is not None:
            self._start(None)
        else:
            self.controls.set_enabled(self.experiment is not None, self.running)

    def _start(self, total: int | None) -> None:
        self.running = "continuous" if total is None else "fixed"
        self.controls.set_enabled(True, self.running)
        self.controls.progress.setVisible(total is not None)
        self.controls.progress.setValue(0)
        self.sim.start(self.run_gen, self.experiment.mechanism, total, self.rng)

    def cancel(self) -> None:
        if self.running is not None:
            self.sim.cancel()

    def _stop_run(self) -> None:
        if self.running is not None:
            self.sim.cancel()
            self.running = None
            self.controls.progress.hide()

    def reset(self) -> None:
        self._stop_run()
        if self.experiment is not None:
            self._new_aggregate()
            self.plots.clear_empirical()
            self.summary.show_empirical(self.experiment, self.aggregate)
            self.controls.result.setText("Press <b>Run once</b> to make one private choice")
        self.controls.set_enabled(self.experiment is not None, None)

    def _on_batch(self, gen: int, batch) -> None:
        if gen == self.run_gen and self.aggregate is not None:
            self._pending.append(batch)

    def _on_progress(self, gen: int, done: int, total: int) -> None:
        if gen == self.run_gen and total:
            self.controls.progress.setValue(int(1000 * done / total))
            self.controls.progress.setFormat(f"{done:,} / {total:,}")

    def _on_finished(self, gen: int, completed: bool) -> None:
        if gen != self.run_gen:
            return
        self.running = None
        self.controls.progress.hide()
        self.controls.set_enabled(self.experiment is not None, None)
        self.refresh(force=True)
        self.statusMessage.emit(f"{'Finished' if completed else 'Stopped'}: {self.aggregate.trials:,} trials so far"
                                if self.aggregate else "Stopped")
        self._stale_views.add(self.bill_panel)
        self.runFinished.emit(completed)

    def _on_failed(self, gen: int, message: str) -> None:
        if gen == self.run_gen:
            self.running = None
            self.controls.set_enabled(self.experiment is not None, None)
            self.statusMessage.emit(f"Simulation failed: {message.splitlines()[-1] if message else ''}")

    def refresh(self, force: bool = False) -> None:
        """Display tick: fold pending batches, repaint the simulated views if anything changed."""
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
        self.debounce.stop()
        for view in (self.neighbour_view, self.bill_panel, self.sweep_view):
            view.jobs.wait(5000)
        self.sweep_view.solver.wait(5000)
        self.sim.shutdown()
        self.exact.wait(5000)
