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


def logsumexp_rows(x) -> np.ndarray:
    """ln Σ_j e^(x_ij) for each row i, the row's largest term factored out (a row of −∞ gives −∞)."""
    x = np.atleast_2d(np.asarray(x, dtype=np.float64))
    top = np.max(x, axis=1, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    with np.errstate(under="ignore", divide="ignore"):
        return top[:, 0] + np.log(np.sum(np.exp(x - top), axis=1))


def log_softmax_rows(logits) -> np.ndarray:
    """ln softmax per row: logits_ij − ln Σ_k e^(logits_ik) — each row a log-pmf (the exponential mechanism's
    ln P[h] for a row of c·u(h) plus ln μ(h)), never overflowing; a row of −∞ (no weight at all) stays −∞."""
    logits = np.atleast_2d(np.asarray(logits, dtype=np.float64))
    norm = logsumexp_rows(logits)
    with np.errstate(invalid="ignore"):
        out = logits - norm[:, None]
    out[np.isneginf(norm)] = -np.inf
    return out
