"""The workspace's files and sessions: presets, CSV import/export (reading on a background thread),
results export (CSV/JSON), *Generate…*, and the state a session file holds.

Saved results always belong to the saved inputs: results of older inputs are never written, and results
read from a file are shown only once the numbers for exactly those inputs have arrived.
"""
from __future__ import annotations

import json
import os

import numpy as np
from PySide6.QtWidgets import QFileDialog

from ...io.csvio import DataError, atomic_write_text, csv_text
from ...io.session import WorkspaceState
from ...io.targets import os_failure
from ..undo import SnapshotCommand
from ..language import tr
from ..widgets.dialogs import GenerateDialog, warn_plain
from ..worker import JobRunner
from ...core.translatable import translatable


class WorkspaceFiles:
    """Mixed into Workspace: everything that reads or writes files or session state."""

    def _init_files(self) -> None:
        self.import_jobs = JobRunner(self, translatable("read the file"))
        self.import_jobs.done.connect(self._import_read)
        self.import_jobs.failed.connect(self._import_failed)
        self.export_jobs = JobRunner(self, translatable("write the results"))
        self.export_jobs.done.connect(self._results_exported)
        self.export_jobs.failed.connect(self._export_failed)
        self._pending_restore = None  # (counts, trace_trials, trace_mean) read from a session, not yet shown
        self._restore_gen = -1  # the input generation those saved results belong to
        self._source: str | None = None  # where the table's data came from, in words (for the report)
        self._preset: str | None = None  # the preset those data are, when they came from one
        self._edits = self._source_edits = 0  # table edits so far, and at the time the source was recorded
        self.model.edited.connect(self._count_edit)

    def _count_edit(self, *_args) -> None:
        self._edits += 1

    def _record_source(self, text: str | None, preset: str | None = None) -> None:
        self._source, self._source_edits, self._preset = text, self._edits, preset

    @property
    def unedited_preset(self) -> str | None:
        """The shipped preset the table holds, unedited since it was loaded (its own story texts apply), or None."""
        return self._preset if self._edits == self._source_edits else None

    @property
    def data_source(self) -> str | None:
        """Where the data came from ("the preset “…”", "the file votes.csv", "generated at random"), with
        "edited since" once the table changed after that; None when nothing was recorded (typed, or a session)."""
        if self._source is None:
            return None
        return self._source + ("" if self._edits == self._source_edits else ", edited since")

    # --- sessions -----------------------------------------------------------------------------------
    def to_state(self, compact: bool = False) -> WorkspaceState:
        """What a session file holds. Saved results always belong to the saved inputs: results of older
        inputs (a run still being replaced, numbers not yet recomputed) are never written.

        ``compact``: long numeric columns (valuations, counts) as copied numpy arrays rather than lists, so a
        save of 10^7 values is captured quickly on the GUI thread and encoded on the save thread."""
        data, parameters = self.model.to_session(compact=compact), self.parameter_panel.state()
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
            self.statusMessage.emit(tr("{title}: the simulated results were not saved (they do not match the saved "
                                       "settings)").format(title=tr(self.scenario.title)))
        return state

    def _saved_candidates(self, state: WorkspaceState) -> int | None:
        """How many candidates the session file's reader will find for ``state`` (None: it cannot tell)."""
        try:
            return self.scenario_ui.saved_candidates(state)
        except Exception:  # noqa: BLE001 — any doubt: do not save results
            return None

    def apply_state(self, st: WorkspaceState) -> None:
        """Replace data, parameters and results by a validated saved state (one undoable step each)."""
        self._stop_run()
        self.releases = st.releases
        self.model.from_session(st.data)
        self._record_source(None)
        self.parameter_panel.set_state(st.parameters)
        self.scenario_ui.inputs_restored()
        # the saved results belong to exactly these inputs: restored when their numbers arrive, else dropped
        self._pending_restore = (st.counts, st.trace_trials, st.trace_mean) if st.counts is not None else None
        self._restore_gen = self.input_gen

    def _restore_saved_counts(self, gen: int, m: int) -> None:
        """The numbers of generation ``gen`` arrived: put back the results read from a session, if theirs."""
        if self._pending_restore is not None:
            counts, trace_trials, trace_mean = self._pending_restore
            self._pending_restore = None
            if gen == self._restore_gen and counts is not None and len(counts) == m:
                self.aggregate.restore(np.asarray(counts, dtype=np.int64), trace_trials, trace_mean)

    def _drop_saved_counts(self, gen: int) -> None:
        if self._pending_restore is not None and gen == self._restore_gen:
            self._pending_restore = None

    # --- data entry points ---------------------------------------------------------------------------
    def set_dataset(self, dataset) -> None:
        """Replace the table's data (its source is unknown until the caller records one)."""
        self.model.set_dataset(dataset)
        self._record_source(None)

    def replace_data(self, dataset, source: str, step: str, merge_id: int) -> None:
        """The table becomes ``dataset`` from ``source`` (in words) as one undo step named ``step`` (a marked text,
        shown in the current language), whose undo also
        gives back where the data came from; replacements in a row with the same ``merge_id`` stay that one step
        (a room's opening and the answers that fill its table: Edit ▸ Undo returns the table from before the room)."""
        before = (self._data_snapshot, self._source_state())
        self._restoring = True  # one step of its own, not the generic "Edit … data"
        try:
            self.set_dataset(dataset)
        finally:
            self._restoring = False
        self._record_source(source)
        self.undo_stack.push(SnapshotCommand(self._restore_data_and_source, before,
                                             (self._data_snapshot, self._source_state()), lambda: tr(step), merge_id))

    def _source_state(self) -> tuple:
        return self._source, self._preset, self._edits != self._source_edits

    def _restore_data_and_source(self, snapshot) -> None:
        data, (source, preset, edited) = snapshot
        self._restore_data(data)
        self._source, self._preset = source, preset
        self._source_edits = self._edits - 1 if edited else self._edits

    def load_preset(self, name: str) -> None:
        data = self.scenario.load_preset(name)
        settings = self.scenario.preset_texts(name)
        if settings:
            self.parameter_panel.set_state(settings)
        self.set_dataset(data)
        self._record_source(f"the preset “{name}” shipped with ExpMech Studio", name)
        self.statusMessage.emit(tr("Loaded preset “{name}”").format(name=tr(name)))

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
        self._record_source(f"the file {os.path.basename(path)}")
        self.statusMessage.emit(tr("Imported {path}").format(path=path))
        return None

    def import_in_background(self, path: str) -> None:
        """Read ``path`` on a background thread (a million ballots take seconds), then fill the table in one
        undoable step; a refusal is shown and the table stays as it was."""
        self.statusMessage.emit(tr("Reading {path}…").format(path=path))
        self._import_path = path
        read, prepare = self.scenario.read_csv, self.model.prepare_dataset  # the table's checks there too
        self.import_jobs.submit(lambda _progress, _cancelled: prepare(read(path)))

    def _import_read(self, data) -> None:
        err = self._imported(self._import_path, data)
        if err:
            self._import_failed(err)

    def _import_failed(self, message: str) -> None:
        self.statusMessage.emit(tr("Import failed: {reason}").format(reason=message))
        warn_plain(self, translatable("Import failed"),
                   tr("{reason}\n\nThe table was not changed.").format(reason=message))

    def export_csv(self, path: str) -> str | None:
        dataset, excluded, message = self.model.dataset()
        if dataset is None:
            return message
        try:
            self.scenario.write_csv(path, dataset)
        except OSError as exc:
            return os_failure(exc, path)
        self.statusMessage.emit(tr("Exported {path}").format(path=path) + (
            " " + tr("({count} invalid rows left out)").format(count=excluded) if excluded else ""))
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
                atomic_write_text(path, json.dumps(exp.result(counts, seed, every_setting=False), indent=2,
                                                      allow_nan=False) + "\n")
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
            return os_failure(exc, path)
        self.statusMessage.emit(tr("Exported results to {path}").format(path=path))
        return None

    def export_results_in_background(self, path: str) -> str | None:
        """Write the results on a background thread (10^7 prices make a JSON file of hundreds of MB);
        success or failure is said when it is done. Returns the reason when there is nothing to export."""
        write = self._results_writer(path)
        if isinstance(write, str):
            return write
        self.statusMessage.emit(tr("Writing {path}…").format(path=path))
        self.export_jobs.submit(lambda _progress, _cancelled: write())
        return None

    def _results_exported(self, path: str) -> None:
        self.statusMessage.emit(tr("Exported results to {path}").format(path=path))

    def _export_failed(self, message: str) -> None:
        self.statusMessage.emit(tr("Export failed: {reason}").format(reason=message))
        warn_plain(self, translatable("Export failed"), tr("{reason}\n\nNothing was written.").format(reason=message))

    def import_dialog(self) -> None:
        title = tr("Import {workspace} CSV").format(workspace=tr(self.scenario.title))
        path, _ = QFileDialog.getOpenFileName(self, title, "", tr("CSV files (*.csv);;All files (*)"))
        if path:
            self.import_in_background(path)

    def export_dialog(self) -> None:
        title = tr("Export {workspace} CSV").format(workspace=tr(self.scenario.title))
        path, _ = QFileDialog.getSaveFileName(self, title, f"{self.key}.csv", tr("CSV files (*.csv)"))
        if path:
            err = self.export_csv(path)
            if err:
                warn_plain(self, translatable("Export failed"), err)

    def generate_dialog(self) -> None:
        dialog = GenerateDialog(self.scenario, self.scenario_ui.generator_settings(), self)
        if dialog.exec() and dialog.dataset() is not None:
            self.set_dataset(dialog.dataset())
            self._record_source("made up at random with Generate…")
