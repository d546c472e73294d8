"""Run ▸ Release with the exact sampler: one published release drawn in exact arithmetic
(core.exact_sampling.release_experiment: ε exactly as typed, no floating-point rounding in the draw), on a
background job because the rejection loop can take seconds at large m; it lands like a Run once."""
from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ...core import exact_sampling
from ..worker import JobRunner


class ExactRelease(QObject):
    """One exact release of ``workspace``'s experiment at a time; ``released(result)`` when it has landed."""

    released = Signal(object)  # exact_sampling's report: candidate, index, privacy_claim, …

    def __init__(self, workspace) -> None:
        super().__init__(workspace)
        self.ws = workspace
        self.jobs = JobRunner(self, "release with the exact sampler")
        self.jobs.done.connect(self._landed)
        self.jobs.failed.connect(lambda message: self.ws.statusMessage.emit(f"Exact release: {message}"))
        self._for = None

    def release(self) -> None:
        ws = self.ws
        if not ws._can_run():
            ws.statusMessage.emit("Exact release: fix the settings first, or wait for the run to finish")
            return
        exp, eps_text = ws.experiment, ws.parameter_panel.epsilon.text()
        self._for = exp
        ws.statusMessage.emit("Drawing one release with the exact sampler…")
        self.jobs.submit(lambda _progress, _cancelled: exact_sampling.release_experiment(exp, eps_text))

    def _landed(self, result: dict) -> None:
        ws = self.ws
        if ws.experiment is not self._for or not ws.results_current():
            ws.statusMessage.emit("Exact release dropped: the settings changed while it was drawn")
            return
        names = result.get("candidates")
        published = None if names is None else (f"Top {len(names)} selected exactly, in order: " + ", ".join(names))
        ws.publish(int(result["index"]), "Released with the exact sampler",
                   f" — ε = {result['epsilon_exact']} exactly, no floating-point rounding in the draw",
                   published=published)
        self.released.emit(result)
