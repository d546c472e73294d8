"""The α trade-off of private pricing (Kamath lecture 7): a finer price grid loses less to discretisation
(αPn) and more to selection (ln(1/α)/ε). Against α = 1/m: the exact expected revenue, the chance of an optimal
price, and two guarantees — the lecture's own expression as printed, γ − αn − ln(1/α)/ε (prices in units of
the max price P), and this app's, γ − (P/m)·n − (1/c)(ln m + t) with the analysis's scale c. They agree when
c = ε/P (the monotone analysis, valid for revenue), t = 0 and P = 1; the general analysis (c = ε/(2P)) doubles
the selection term. The α of highest exact revenue is found by scanning m, since the exact curve need not
follow the bound (nor be monotone in m at small ε).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from ...core.mechanisms import make_mechanism
from . import pricing
from .revenue import MAX_GRID, grid_size, recommended_alpha, revenue_guarantee


@dataclass(frozen=True)
class AlphaSweep:
    """Per point: the effective α = 1/m, m, exact E[revenue], the exact chance of an optimal grid price, the
    lecture's guarantee as printed and this app's guarantee; and γ, the recommended and the bound-optimal α."""

    alpha: np.ndarray
    m: np.ndarray
    expected: np.ndarray
    p_opt: np.ndarray
    lecture: np.ndarray
    guarantee: np.ndarray
    gamma: float
    recommended: float
    bound_optimal: float


def _point(vals, m: int, epsilon: float, max_price: float, analysis: str, neighbours: str, mechanism: str, t: float):
    pr = pricing.problem(vals, 1.0 / m, max_price, eager_labels=False)  # (no label is read)
    mech = make_mechanism(mechanism, pr, epsilon, analysis, neighbours)
    pmf = mech.pmf
    expected = float(pmf @ pr.scores)
    p_opt = float(pmf[pr.opt_indices].sum())
    guarantee = revenue_guarantee(pr.extras["gamma"], vals.n, m, max_price, mech.scale, t)
    return expected, p_opt, guarantee, pr.extras["gamma"]


def lecture_guarantee(gamma: float, n: int, alpha: float, epsilon: float, max_price: float) -> float:
    """γ − αn − ln(1/α)/ε as the lecture prints it, with prices in units of P: γ − αPn − P·ln(1/α)/ε."""
    return gamma - alpha * max_price * n - max_price * math.log(1.0 / alpha) / epsilon


def sweep(vals, epsilon: float, alphas, max_price: float = 1.0, analysis: str = "general",
          neighbours: str = "add-remove", mechanism: str = "exponential", t: float = 1.0) -> AlphaSweep:
    """Every α in ``alphas`` (each taken to its grid, m = ⌈1/α⌉; equal grids are computed once)."""
    ms = np.unique([grid_size(a) for a in np.atleast_1d(alphas)])
    rows = [_point(vals, int(m), epsilon, max_price, analysis, neighbours, mechanism, t) for m in ms]
    expected, p_opt, guarantee, gammas = (np.array(c, dtype=np.float64) for c in zip(*rows))
    alpha = 1.0 / ms
    gamma = float(gammas[0])
    return AlphaSweep(alpha, ms, expected, p_opt,
                      np.array([lecture_guarantee(gamma, vals.n, a, epsilon, max_price) for a in alpha]), guarantee,
                      gamma, recommended_alpha(vals.n, epsilon),
                      pricing.best_alpha_at(vals, epsilon, max_price, analysis, neighbours, t))


EVERY_M = 2_000  # every grid up to this many prices is tried (the exact curve is jagged); a log grid beyond


def best_exact_alpha(vals, epsilon: float, max_price: float = 1.0, analysis: str = "general",
                     neighbours: str = "add-remove", mechanism: str = "exponential", t: float = 1.0,
                     m_max: int = 100_000, points: int = 120, refine: int = 400) -> float:
    """The α = 1/m of highest exact E[revenue] among: every m up to EVERY_M (the curve is jagged, so no local
    search would do), ``points`` log-spaced m from there to ``m_max``, and every m between the best log point's
    neighbours (at most ``refine``); the first of equal maxima (the coarsest grid)."""
    m_max = int(min(max(m_max, 1), MAX_GRID))
    every = np.arange(1, min(m_max, EVERY_M) + 1)
    beyond = (np.unique(np.round(np.geomspace(EVERY_M, m_max, points)).astype(np.int64))
              if m_max > EVERY_M else np.array([], dtype=np.int64))

    def expected(m: int) -> float:
        return _point(vals, int(m), epsilon, max_price, analysis, neighbours, mechanism, t)[0]

    grid = np.concatenate([every, beyond[beyond > EVERY_M]])
    values = np.array([expected(m) for m in grid])
    j = int(np.argmax(values))
    best_m, best = int(grid[j]), float(values[j])
    if best_m > EVERY_M:  # refine between the log points around it
        lo, hi = int(grid[max(j - 1, 0)]), int(grid[min(j + 1, grid.size - 1)])
        for m in np.unique(np.linspace(lo, hi, min(refine, hi - lo + 1)).round().astype(np.int64)):
            e = expected(int(m))
            if e > best or (e == best and m < best_m):
                best_m, best = int(m), e
    return 1.0 / best_m
