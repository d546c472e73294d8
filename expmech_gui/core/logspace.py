"""Log-space sums: ln Σ e^(a_i) without overflow or underflow, for the normalisers of every mechanism."""
from __future__ import annotations

import math

import numpy as np


def logsumexp(a) -> float:
    """ln Σ e^(a_i) with the largest term factored out: never overflows; −∞ for no terms or all −∞ (+∞ or NaN
    when a term is)."""
    a = np.asarray(a, dtype=np.float64).ravel()
    if a.size == 0:
        return -math.inf
    top = float(np.max(a))
    if not math.isfinite(top):
        return top
    with np.errstate(under="ignore"):
        return top + math.log(float(np.sum(np.exp(a - top))))
