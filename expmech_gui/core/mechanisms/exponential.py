"""The exponential mechanism (McSherry–Talwar 2007): P[h] ∝ μ(h)·exp(c·u(h)), c = ε/(2Δ), ε/Δ under the
monotone analysis (Kamath lecture 7; Dwork–Roth Thm 3.10), or ε/range (Dong–Durfee–Rogers 2020, Thm 1)."""
from __future__ import annotations

from functools import cached_property

import numpy as np

from ..logspace import log_softmax_rows
from .base import Mechanism, log_normalise, register, shifted_scaled_scores
from ..translatable import translatable


@register
class ExponentialMechanism(Mechanism):
    """P[h] = μ(h)·exp(c·u(h)) / Σ_g μ(g)·exp(c·u(g)), computed as a softmax in log space."""

    key = "exponential"
    title = "Exponential mechanism"
    help = translatable("Exponential mechanism (McSherry–Talwar 2007)")  # its menu item's tooltip
    bounded_range = True  # ε-BR (Durfee–Rogers 2019)
    softmax_of_scores = True
    halves_on_monotone_scores = True  # McSherry–Talwar 2007; Kamath lecture 7
    exact_law = "exponential"  # (Gumbel noisy max inherits it: the same law)

    @cached_property
    def log_pmf(self) -> np.ndarray:
        return log_normalise(self.problem.log_base_measure + shifted_scaled_scores(self.problem, self.scale))

    def log_pmf_rows(self, scores: np.ndarray) -> np.ndarray:
        return log_softmax_rows(self.problem.log_base_measure[None, :] + self.scaled_gaps(scores))
