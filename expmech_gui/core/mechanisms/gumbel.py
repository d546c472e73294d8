"""Report-noisy-max with Gumbel noise: argmax_h ln P[h] + G_h has exactly the exponential mechanism's law."""
from __future__ import annotations

from functools import cached_property

import numpy as np

from .base import _check_count, _chunked_argmin, register
from .exponential import ExponentialMechanism
from ..translatable import translatable


@register
class GumbelNoisyMax(ExponentialMechanism):
    """Report-noisy-max: argmax_h (ln μ(h) + c·u(h) + G_h), G_h i.i.d. standard Gumbel ⇒ the EM's law.

    Drawn in the equivalent literal form argmin_h E_h·e^(−ℓ_h) with E_h i.i.d. Exp(1) (G = −ln E), which
    spares a logarithm per candidate; e^(−ℓ) is capped at the largest float, so a candidate more than e^709
    times less likely than the best is never drawn (its probability is below 10^-308 anyway)."""

    key = "gumbel"
    title = "Report-noisy-max (Gumbel)"
    help = translatable("Report-noisy-max with Gumbel noise (the same distribution as the exponential mechanism, "
                        "sampled differently)")

    @cached_property
    def _exp_weights(self) -> np.ndarray:
        with np.errstate(over="ignore"):
            return np.minimum(np.exp(-self.log_pmf), np.finfo(np.float64).max)

    def sample(self, size: int, rng: np.random.Generator) -> np.ndarray:
        size = _check_count(size, "size")
        return _chunked_argmin(size, self._exp_weights, rng)
