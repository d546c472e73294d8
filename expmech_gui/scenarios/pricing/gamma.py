"""γ, digital-goods pricing's continuous optimum (Kamath lecture 7): the best revenue at any price in [0, P],
γ = max_{p∈[0,P]} p·#{v ≥ p}, which the lecture's guarantee revenue ≥ γ − (P/m)·n − (1/c)(ln m + t) is
measured against. One O(n) pass on the sorted values, or only the grid intervals that can hold it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from .revenue import GridCount


def continuous_optimum(valuations, max_price: float, grid: GridCount | None = None) -> float:
    """γ = max_{p∈[0,P]} p·#{v ≥ p} = max(max_{v_i ≤ P} v_i·#{v_j ≥ v_i}, P·#{v_j ≥ P}).

    ``grid``, the ``count_grid`` of the same valuations, lets the pass skip the values no grid interval can
    make optimal (``_best_near_grid``, or ``_best_in_bins`` when the grid was counted without sorting); the
    result is the same to the last bit."""
    if valuations.n == 0:
        return 0.0
    if grid is not None and grid.bins is not None and not valuations.is_sorted:
        best = _best_in_bins(valuations.values, grid, max_price)
        if best is not None:
            return best
    s = valuations.sorted_values
    # On sorted values v_i·#{v ≥ v_i} is the largest at the first of equal values, where it is v_i·(n − i),
    # and below it elsewhere: so the max over every i of v_i·(n − i) is γ's max over the values (one O(n) pass).
    n = s.size
    inside = int(np.searchsorted(s, max_price, side="right"))
    at_max = inside - int(np.searchsorted(s, max_price, side="left"))  # values equal to P buy at P too
    top = max_price * float(n - inside + at_max)
    best = None if grid is None else _best_near_grid(s, inside, max_price, top, grid)
    if best is None:
        best = 0.0
        for a in range(0, inside, GAMMA_BLOCK):  # in blocks that stay in cache: no n-long temporary
            b = min(a + GAMMA_BLOCK, inside)
            at = np.arange(n - a, n - b, -1, dtype=np.float64)  # n − i
            at *= s[a:b]
            best = max(best, float(at.max()))
    return max(best, top)


GAMMA_BLOCK = 1 << 16  # values per step of continuous_optimum's pass
NEAR_GRID_SHARE = 4  # the pruned passes give up when they would keep over n/4 values (or, sorted, m > n/4)
ROUNDING_SLACK = 1e-14  # relative; ≫ the 6 roundings (≤ 6.7·10⁻¹⁶) between revenue(p_j) and fl(p_j·N_j)


def _kept_intervals(n: int, max_price: float, top: float, grid: GridCount) -> np.ndarray:
    """The grid intervals j = [p_j, p_{j+1}) (j = 0..m) that can hold γ's max over the values ≤ P, whose
    candidates are fl(v_i·(n − i)) on the sorted values, beside ``top`` = P·#{v ≥ P}.

    A value v in [p_j, p_{j+1}) has #{u ≥ v} ≤ N_j, so v·(n − i) ≤ p_{j+1}·N_j (with p_0 = 0, N_0 = n and
    p_{m+1} = P, as only values ≤ P count), and rounding keeps the order. And p_j·N_j ≤ v·N_j for the first
    value v ≥ p_j, a candidate (or ≤ P·N_j = top when that v is above P): so the max of p_j·N_j over p_j ≤ P
    is a floor of the answer, and an interval whose bound is below it cannot hold it.

    Both are read from the revenues r_j = (j·N_j)·P/m, one pass each: r_j·(1 − slack) is below fl(p_j·N_j),
    a floor still; and p_{j+1}·N_j = (j·N_j + N_j)·P/m ≤ (r_j + P·n/m)·(1 + slack), so only the intervals
    with r_j ≥ floor/(1 + slack) − (P·n/m)·(1 + slack) (lower still: safe) are bounded exactly."""
    prices, buyers, revenue = grid.prices, grid.buyers, grid.revenue
    m = prices.size
    usable = int(np.searchsorted(prices, max_price, side="right"))  # p_m may be P plus an ulp
    floor = max(top, float(revenue[:usable].max()) * (1 - ROUNDING_SLACK) if usable else 0.0)
    near = floor / (1 + ROUNDING_SLACK) - max_price * n / m * (1 + ROUNDING_SLACK)
    maybe = np.flatnonzero(revenue[:m - 1] >= near) if m > 1 else np.zeros(0, dtype=np.intp)
    # interval j ≥ 1 is bounded by p_{j+1}·N_j: the maybes (j − 1 < m − 1), then the two ends exactly
    bound = prices[maybe + 1] * buyers[maybe]
    keep = maybe[bound >= floor] + 1
    first = [0] if prices[0] * n >= floor else []  # [0, p_1): p_1·n
    last = [m] if max_price * buyers[m - 1] >= floor else []  # [p_m, P]: P·N_m
    return np.concatenate((np.array(first, dtype=np.intp), keep, np.array(last, dtype=np.intp)))


def _best_near_grid(s: np.ndarray, inside: int, max_price: float, top: float, grid: GridCount) -> float | None:
    """max over i < inside of fl(v_i·(n − i)) on the sorted values ``s``, visiting only the grid intervals that
    can hold it (``_kept_intervals``); None if that would not save work."""
    n, m = s.size, grid.prices.size
    buyers = grid.buyers
    if m * NEAR_GRID_SHARE > n or buyers.size != m:
        return None
    keep = _kept_intervals(n, max_price, top, grid)
    lo = np.where(keep > 0, n - buyers[np.maximum(keep - 1, 0)], 0)  # the first index of interval j …
    hi = np.where(keep < m, n - buyers[np.minimum(keep, m - 1)], inside)  # … and one past its last
    np.minimum(lo, inside, out=lo)
    np.minimum(hi, inside, out=hi)
    lengths = np.maximum(hi - lo, 0)
    total = int(lengths.sum())
    if total * NEAR_GRID_SHARE > n:
        return None
    if total == 0:  # the floor's value lies above P: the answer is P·#{v ≥ P}
        return 0.0
    idx = np.arange(total) + np.repeat(lo - (np.cumsum(lengths) - lengths), lengths)
    return float((s[idx] * (n - idx).astype(np.float64)).max())  # candidates only: never the floor itself


def _best_in_bins(values: np.ndarray, grid: GridCount, max_price: float) -> float | None:
    """γ from values in any order and their bins k(v) (``grid_bins``), without sorting them all; None if the
    kept intervals (``_kept_intervals``) hold over n/4 values.

    A value c ≤ P in bin j has the sorted index i = (n − N_j) + (its rank among bin j's values), so only the
    values in kept bins are sorted. #{v ≥ P} is N_J when p_J = P (J = #{p_j ≤ P}), else counted."""
    prices, buyers, bins = grid.prices, grid.buyers, grid.bins
    n, m = values.size, prices.size
    usable = int(np.searchsorted(prices, max_price, side="right"))
    if usable and prices[usable - 1] == max_price:
        top = max_price * float(buyers[usable - 1])
    else:
        top = max_price * float(np.count_nonzero(values >= max_price))
    keep = _kept_intervals(n, max_price, top, grid)

    def above(j: np.ndarray) -> np.ndarray:  # N_j for j = 0..m+1 (N_0 = n, N_{m+1} = 0)
        inner = buyers[np.clip(j - 1, 0, max(m - 1, 0))] if m else np.zeros(j.size, dtype=np.intp)
        return np.where(j == 0, n, np.where(j > m, 0, inner))

    total = int((above(keep) - above(keep + 1)).sum())  # values in the kept bins
    if total * NEAR_GRID_SHARE > n:
        return None
    mark = np.zeros(m + 1, dtype=bool)
    mark[keep] = True
    idx = np.flatnonzero(mark[bins])
    c, k = values[idx], bins[idx]
    inside = c <= max_price
    c, k = c[inside], k[inside]
    if c.size == 0:  # the floor's value lies above P: the answer is P·#{v ≥ P}
        return top
    order = np.argsort(c, kind="stable")
    c, k = c[order], k[order]  # sorted by value, hence by bin
    i = (n - above(k)) + (np.arange(c.size) - np.searchsorted(k, k, side="left"))
    return max(float((c * (n - i).astype(np.float64)).max()), top)
