"""Permute-and-flip (McKenna–Sheldon, NeurIPS 2020): visit the candidates in random order and accept r with
probability q_r; its exact pmf P[r] = q_r ∫₀¹ Π_{s≠r}(1 − x·q_s) dx with
q_r = exp(c·(u_r − OPT)), by composite Gauss–Legendre quadrature and power series, in log space."""
from __future__ import annotations

from functools import cached_property

import numpy as np

from ..translatable import translatable
from .base import Mechanism, _check_count, _chunked_argmax, _probabilities_from_log, log_normalise, register, \
    shifted_scaled_scores
from .flip_pmf import _panel_nodes, permute_and_flip_log_pmf, permute_and_flip_pmf  # noqa: F401 — the
# mechanism's pmf, here since its first version (tests and callers import it from here)


@register
class PermuteAndFlip(Mechanism):
    """Permute-and-flip; sampled as report-noisy-max with Exp(1) noise on c·u, which has the same law
    (Ding, Kifer, Steinke et al. 2021); exact pmf by Gauss–Legendre quadrature of the P&F integral."""

    key = "permute-and-flip"
    title = "Permute-and-flip"
    help = translatable("Permute-and-flip (McKenna–Sheldon 2020, never worse in expectation)")
    bounded_range = False  # ε-DP, but not ε-bounded-range
    halves_on_monotone_scores = True  # as the EM: monotone q lets ε/Δ replace ε/(2Δ) (McKenna–Sheldon 2020, §3)
    uniform_base_measure_only = True

    @property
    def search_rows_cap(self) -> int:
        """Rows per step of the row-by-row search: 64 (one quadrature each), more for few candidates (the rows
        are evaluated together, flip_rows), at most 2¹⁶ probabilities at a time."""
        return int(min(1024, max(64, (1 << 16) // max(self.problem.m, 1))))
    exact_law = "permute-and-flip"

    @cached_property
    def log_acceptance(self) -> np.ndarray:
        """ln q_r = c·(u_r − OPT) ≤ 0."""
        return shifted_scaled_scores(self.problem, self.scale)

    @cached_property
    def log_pmf(self) -> np.ndarray:
        return log_normalise(permute_and_flip_log_pmf(self.log_acceptance))

    @cached_property
    def pmf(self) -> np.ndarray:
        return _probabilities_from_log(self.log_pmf)

    def log_pmf_rows(self, scores: np.ndarray) -> np.ndarray:
        z = self.scaled_gaps(scores)
        return np.stack([log_normalise(permute_and_flip_log_pmf(row)) for row in z]) if len(z) else z

    def search_log_pmf_rows(self, scores: np.ndarray) -> np.ndarray:
        """``log_pmf_rows`` for the most-exposed search: all rows at once (core.mechanisms.flip_rows), equal to
        rounding (~1e-15) and, per row, independent of the other rows given."""
        from .flip_rows import permute_and_flip_log_pmf_rows

        z = self.scaled_gaps(scores)
        if not len(z):
            return z
        raw = permute_and_flip_log_pmf_rows(z)
        top = np.max(raw, axis=1, keepdims=True)  # log_normalise of each row
        with np.errstate(under="ignore"):
            return raw - (top + np.log(np.sum(np.exp(raw - top), axis=1, keepdims=True)))

    def sample(self, size: int, rng: np.random.Generator) -> np.ndarray:
        size = _check_count(size, "size")
        logq = self.log_acceptance
        return _chunked_argmax(size, logq, lambda shape: rng.standard_exponential(size=shape))
