"""Report-noisy-max with Laplace noise (the first pick of one-shot Laplace top-k).

argmax_h c·u(h) + L_h with L_h i.i.d. Laplace(0, 1), i.e. noise of scale 1/c on u, c = ε/(2Δ) (general) or ε/Δ
(monotone): ε-DP (Dwork–Roth, Claim 3.9: Lap(1/ε) suffices for counting queries; 2Δ/ε for any Δ-sensitive
score). Not ε-bounded-range, and not the exponential mechanism's law (that needs Gumbel noise).

P[i] = ∫ f(x − z_i) Π_{j≠i} F(x − z_j) dx with z = c·(u − OPT), f and F the Laplace(0, 1) density and CDF,
integrated in log space by composite Gauss–Legendre with panels ≤ 1/4 noise scale wide between the distinct
z's (the integrand's kinks). Candidates more than ``FLOOR`` noise scales below the best are treated as lying
at −FLOOR (their probability is below e^(−FLOOR) anyway); relative error ≈ 1e-9 elsewhere (tests).
"""
from __future__ import annotations

from functools import cached_property

import numpy as np

from .mechanisms import Mechanism, log_normalise

FLOOR = 60.0  # noise scales below the best that are integrated; lower candidates are clipped there
_TAIL = 40.0  # integration reaches this many noise scales past the extreme z's (e^(−40) ≈ 4e-18 is left out)
_PANEL = 0.25
_GL_X, _GL_W = np.polynomial.legendre.leggauss(8)
_LN2 = float(np.log(2.0))


def _nodes(z: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    edges = np.unique(np.concatenate([z, [-FLOOR - _TAIL, _TAIL]]))
    a, b = edges[:-1], edges[1:]
    counts = np.maximum(1, np.ceil((b - a) / _PANEL).astype(int))
    starts = np.repeat(a, counts) + (np.arange(counts.sum()) - np.repeat(np.cumsum(counts) - counts, counts)) \
        * np.repeat((b - a) / counts, counts)
    widths = np.repeat((b - a) / counts, counts)
    x = (starts[:, None] + widths[:, None] * (_GL_X[None, :] + 1) / 2).ravel()
    w = (widths[:, None] * _GL_W[None, :] / 2).ravel()
    return x, w


def _log_cdf(y: np.ndarray) -> np.ndarray:
    with np.errstate(over="ignore", invalid="ignore"):
        return np.where(y < 0, y - _LN2, np.log1p(-0.5 * np.exp(-np.abs(y))))


def laplace_max_log_pmf(z: np.ndarray) -> np.ndarray:
    """ln P[argmax_h z_h + L_h = i], L i.i.d. Laplace(0, 1); z ≤ 0 with max 0, −inf for candidates left out."""
    z = np.asarray(z, dtype=np.float64)
    out = np.full(z.size, -np.inf)
    live = np.flatnonzero(np.isfinite(z))
    if live.size == 1:
        out[live] = 0.0
        return out
    zc = np.maximum(z[live], -FLOOR)
    x, w = _nodes(np.unique(zc))
    log_w = np.log(w)
    uniq, inverse = np.unique(zc, return_inverse=True)
    counts = np.bincount(inverse, minlength=uniq.size)
    log_g = np.zeros(x.size)
    step = max(1, (1 << 22) // x.size)
    for s in range(0, uniq.size, step):
        log_g += (counts[s:s + step, None] * _log_cdf(x[None, :] - uniq[s:s + step, None])).sum(axis=0)
    res = np.empty(uniq.size)
    for s in range(0, uniq.size, step):
        d = x[None, :] - uniq[s:s + step, None]
        terms = -np.abs(d) - _LN2 + log_g[None, :] - _log_cdf(d) + log_w[None, :]
        top = terms.max(axis=1, keepdims=True)
        res[s:s + step] = top[:, 0] + np.log(np.exp(terms - top).sum(axis=1))
    out[live] = res[inverse]
    return out


class LaplaceNoisyMax(Mechanism):
    """Report-noisy-max with Laplace noise of scale 1/c; ε-DP, not bounded-range. Not in the mechanism menu: the
    top-k scenario uses it as the first pick of its one-shot Laplace method."""

    key = "laplace"
    title = "Report-noisy-max (Laplace)"
    help = "report-noisy-max with Laplace noise of scale 1/c (Dwork–Roth Claim 3.9): not the exponential mechanism's law"
    bounded_range = False
    uniform_base_measure_only = True
    search_rows_cap = 8

    @cached_property
    def log_pmf(self) -> np.ndarray:
        return log_normalise(laplace_max_log_pmf(self.scaled_gaps(self.problem.scores[None, :])[0]))

    def log_pmf_rows(self, scores: np.ndarray) -> np.ndarray:
        z = self.scaled_gaps(scores)
        return np.stack([log_normalise(laplace_max_log_pmf(row)) for row in z]) if len(z) else z

    def sample(self, size: int, rng: np.random.Generator) -> np.ndarray:
        z = self.scaled_gaps(self.problem.scores[None, :])[0]
        out = np.empty(int(size), dtype=np.int64)
        chunk = max(1, (1 << 22) // z.size)
        for start in range(0, int(size), chunk):
            rows = min(chunk, int(size) - start)
            out[start:start + rows] = np.argmax(z[None, :] + rng.laplace(size=(rows, z.size)), axis=1)
        return out
