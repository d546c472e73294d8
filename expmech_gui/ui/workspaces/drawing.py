"""Animated draws of a workspace (part of Workspace): *Run once* as the room sees it — a marker sweeps the
candidates in proportion to their chances and stops on the one the seeded sampler drew, which lights up in
every plot that shows candidates (widgets.plots.draw_marker) — and slow motion's one animated draw a second.

A draw is drawn first and counted when it lands, so the histogram grows as the marker stops; a second Run
once, Run N, Start or Esc lands it at once (skip); changed inputs void it. ``animate_draws`` off (the
window's setting; a bare workspace's default): Run once is instant, as ``run_once`` always is."""
from __future__ import annotations

from ..language import tr
from ..widgets.plots.draw_marker import DRAW_MS, SweepAnimation

SLOW_DRAW_MS = 700  # slow motion: the sweep, then a pause before the next draw a second later


class WorkspaceDrawing:
    """Mixed into Workspace."""

    animate_draws = False
    draw_animation: SweepAnimation | None = None
    _published: str | None = None  # what the animated release publishes besides its first candidate (top-k)

    def present_once(self) -> int | None:
        """The Run once button and Ctrl+R: animated when ``animate_draws``, else ``run_once``."""
        self.finish_draw()
        if not self.animate_draws:
            return self.run_once()
        if not self._can_run():
            return None
        idx, self._published = self.scenario_ui.draw_release(self.experiment, self.runs.rng)
        self._animate(idx, True, DRAW_MS)
        return idx

    def _slow_draw(self) -> None:
        """Slow motion's tick: one more draw, animated (counted as a simulated trial, not a release)."""
        if self.experiment is None or self.aggregate is None:
            return
        if not self.aggregate.room:  # at MAX_TRIALS: slow motion stops there too
            self.cancel()
            return
        self.finish_draw()
        idx = self.runs.draw_once(self.experiment.mechanism)
        if self.animate_draws:
            self._animate(idx, False, SLOW_DRAW_MS)
        else:
            self._draw_landed(idx, False, self.runs.run_gen)

    def _animate(self, idx: int, release: bool, duration_ms: int) -> None:
        animation = SweepAnimation(self.experiment.mechanism.cdf, idx, duration_ms, self)
        animation.moved.connect(lambda _u, candidate: self.plots.show_candidate(candidate, landed=False))
        animation.landed.connect(lambda chosen, gen=self.runs.run_gen: self._draw_landed(chosen, release, gen))
        self.draw_animation = animation
        if release:
            self.show_result(lambda: tr("Drawing one private choice…"))
        animation.start()

    def _draw_landed(self, idx: int, release: bool, run_gen: int) -> None:
        self.draw_animation = None
        if run_gen != self.runs.run_gen or self.aggregate is None or self.experiment is None:
            return  # the inputs changed or the results were reset meanwhile: this draw is void
        if release:
            self.publish(idx, "One private choice released", published=self._published)
        else:  # a slow-motion draw: a simulated trial, not a published output
            self.runs.count_draw(idx, False)
            self.plots.show_candidate(idx, landed=True)
            self.refresh(force=True)
        self.drawLanded.emit(idx)

    def finish_draw(self) -> None:
        """Land the draw under way now (skip its animation)."""
        if self.draw_animation is not None:
            self.draw_animation.skip()

    def abandon_draw(self) -> None:
        """Void the draw under way (the inputs changed)."""
        if self.draw_animation is not None:
            self.draw_animation.abandon()
            self.draw_animation = None
