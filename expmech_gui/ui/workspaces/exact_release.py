"""Run ▸ Release with the exact sampler: one published release drawn in exact arithmetic
(core.exact.sampling.release_experiment: ε exactly as typed, no floating-point rounding in the draw), on a
background job because the rejection loop can take seconds at large m; it lands like a Run once.

One job at a time: while it runs, another press is refused in words (the menu item is disabled), Run once,
Run N and Start wait, the progress bar counts its proposals against the number expected, and Cancel (Esc) stops
it at its next check (core.exact.draws.CHECK_EVERY proposals), as do new inputs and Reset."""
from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ...core.exact import sampling as exact_sampling
from ...core.translatable import translatable
from ..catalogue import tr
from ..language import shown
from ..worker import JobRunner

BUSY = "exact release"  # what RunControls.set_enabled is told runs (Cancel on, Run once/N and Start off)


class ExactRelease(QObject):
    """One exact release of ``workspace``'s experiment at a time; ``released(result)`` when it has landed."""

    released = Signal(object)  # exact_sampling's report: candidate, index, privacy_claim, …

    def __init__(self, workspace) -> None:
        super().__init__(workspace)
        self.ws = workspace
        self.jobs = JobRunner(self, translatable("release with the exact sampler"))
        self.jobs.done.connect(self._landed)
        self.jobs.failed.connect(lambda message: self.ws.statusMessage.emit(
            tr("Exact release: {reason}").format(reason=message)))
        self.jobs.progress.connect(self._progress)
        self.jobs.pendingChanged.connect(self._running_changed)
        workspace.model.edited.connect(self.cancel)  # new inputs: the release would be for the old ones
        workspace.parameter_panel.changed.connect(self.cancel)
        self._for = None
        self._override = False  # the release being drawn goes over the budget by the user's explicit override

    @property
    def running(self) -> bool:
        return self.jobs.pending

    def what_runs(self) -> str | None:
        """BUSY while a release is drawn (for RunControls.set_enabled), else None."""
        return BUSY if self.running else None

    def release(self) -> None:
        ws = self.ws
        if self.running:
            ws.statusMessage.emit(tr("Exact release: one is already being drawn; wait for it, or press Cancel (Esc)"))
            return
        if not ws._can_run():
            ws.statusMessage.emit(tr("Exact release: fix the settings first, or wait for the run to finish"))
            return
        override = ws.release_permitted()  # the session's privacy budget, before anything is drawn
        if override is None:
            return
        exp, eps_text = ws.experiment, ws.parameter_panel.epsilon.plain()
        self._for, self._override = exp, override
        ws.statusMessage.emit(tr("Drawing one release with the exact sampler… (Cancel or Esc stops it)"))
        self.jobs.submit(lambda progress, cancelled: exact_sampling.release_experiment(
            exp, eps_text, progress=progress, cancelled=cancelled))

    def cancel(self) -> bool:
        """Stop the release being drawn (nothing is released); False when none runs."""
        if not self.running:
            return False
        self.jobs.cancel()
        self.ws.statusMessage.emit(tr("Exact release cancelled: nothing was released"))
        return True

    def _running_changed(self, running: bool) -> None:
        ws, bar = self.ws, self.ws.controls.progress
        if running:
            ws.controls.set_enabled(True, BUSY)
            bar.setValue(0)
            bar.setFormat(tr("Exact release: starting…"))
            bar.show()
            return
        bar.hide()
        ws.controls.set_enabled(ws.experiment is not None and ws.results_current(), ws.running)

    def _progress(self, done: int, expected: int) -> None:
        bar = self.ws.controls.progress
        bar.setValue(min(1000, int(1000 * done / max(expected, 1))))
        bar.setFormat(shown(tr("Exact release: {done} proposals of about {expected}").format(done=f"{done:,}",
                                                                                             expected=f"{expected:,}")))

    def _landed(self, result: dict) -> None:
        ws = self.ws
        if ws.experiment is not self._for or not ws.results_current():
            ws.statusMessage.emit(tr("Exact release dropped: the settings changed while it was drawn"))
            return
        names = result.get("candidates")
        if names is not None:  # the whole top-k release, for room mode's receipts
            ws.scenario_ui.last_selection = tuple(int(i) for i in result["indices"])
        published = None if names is None else (f"Top {len(names)} selected exactly, in order: " + ", ".join(names))
        ws.publish(int(result["index"]), translatable("Released with the exact sampler"),  # (publish says it)
                   " — " + tr("ε = {epsilon} exactly, no floating-point rounding in the draw").format(
                       epsilon=result["epsilon_exact"]), published=published, override=self._override)
        self.released.emit(result)
