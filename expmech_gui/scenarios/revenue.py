"""Digital-goods pricing's maths (Kamath lecture 7): the price grid {P/m, 2P/m, …, P}, revenue(p) =
p·#{i : v_i ≥ p}, the continuous optimum γ, and the lecture's guarantee
revenue ≥ γ − (P/m)·n − (1/c)(ln m + t) with probability ≥ 1 − e^(−t).
"""
from __future__ import annotations

import math

import numpy as np

from ..core.numbers import describe_range
from ..core.problem import ProblemError, SelectionProblem, check_epsilon

MAX_GRID = 10_000_000  # a grid over 1e7 prices is refused
MIN_MAX_PRICE = 1e-4  # 0.01 cent
MAX_MAX_PRICE = 1e12  # a trillion: every revenue, scale and bound below stays far from overflow


def check_max_price(max_price: float) -> float:
    """The max price P: a number from 0.0001 (0.01 cent) to 10^12; ProblemError saying so in words."""
    if isinstance(max_price, bool):
        raise ProblemError(f"the max price must be a number, not {max_price!r}")
    try:
        p = float(max_price)
    except (TypeError, ValueError, OverflowError):
        raise ProblemError(f"the max price must be a number, not {max_price!r}") from None
    if not (math.isfinite(p) and MIN_MAX_PRICE <= p <= MAX_MAX_PRICE):
        shown = f"{p:g}" if math.isfinite(p) else repr(max_price)
        raise ProblemError(f"the max price must be {describe_range(MIN_MAX_PRICE, MAX_MAX_PRICE)} "
                           f"(0.01 cent to a trillion), not {shown}")
    return p


def grid_size(alpha: float) -> int:
    """m = ⌈1/α⌉ (α = 0.01 gives exactly 100); α must lie in (0, 1] and m ≤ 1e7."""
    try:
        a = float(alpha)
    except (TypeError, ValueError, OverflowError):
        raise ProblemError(f"α must be a number, not {alpha!r}") from None
    if not (math.isfinite(a) and 0 < a <= 1):
        raise ProblemError(f"α (the price-grid step as a fraction of the max price) must be greater than 0 "
                           f"and at most 1, not {alpha!r}")
    if a < 1.0 / MAX_GRID * (1 - 1e-12):
        raise ProblemError(f"α = {a:g} gives a grid of more than {MAX_GRID:,} prices; at most {MAX_GRID:,} are "
                           "allowed (α ≥ 1e-7)")
    inv = 1.0 / a
    m = math.ceil(inv)
    if m - inv > 1 - 1e-9 * inv:  # 1/α = 100.00000000000001 from rounding: still 100 prices
        m -= 1
    m = max(1, m)
    if m > MAX_GRID:
        raise ProblemError(f"α = {a:g} gives a grid of {m:,} prices; at most {MAX_GRID:,} are allowed (α ≥ 1e-7)")
    return m


def price_grid(m: int, max_price: float) -> np.ndarray:
    """p_j = j·P/m for j = 1..m, built as (j·P)/m so that 3·0.1 ≠ 0.3 drops nobody at p = 0.3."""
    j = np.arange(1, m + 1, dtype=np.float64)
    return j * max_price / m


def buyers_at_prices(sorted_values: np.ndarray, prices: np.ndarray) -> np.ndarray:
    """#{i : v_i ≥ p} for every p at once: n − (index of the first v ≥ p) by searchsorted, O(m log n)."""
    return sorted_values.size - np.searchsorted(sorted_values, prices, side="left")


COUNT_BELOW = 4  # on a grid of m prices, n ≤ COUNT_BELOW·m values are counted per price, O(n + m)


def buyers_on_grid(sorted_values: np.ndarray, prices: np.ndarray, max_price: float) -> np.ndarray:
    """``buyers_at_prices`` for the grid p_j = j·P/m, identical to it, in O(n + m) when m is large.

    Each value v is given k(v) = #{j : p_j ≤ v}: first ⌊v·m/P⌋, then corrected against the grid itself (the
    product may round across a price, never by more than one), so k is the exact comparison's. The buyers at
    p_j are #{v : k(v) ≥ j}, a suffix sum of the counts of k. Binary search wins when n ≫ m."""
    m, n = prices.size, sorted_values.size
    if n > COUNT_BELOW * m or m == 0:
        return buyers_at_prices(sorted_values, prices)
    with np.errstate(over="ignore"):  # a value near 1e308 times m/P is +∞: clipped to m below
        k = np.floor(sorted_values * (m / max_price))
    np.clip(k, 0, m, out=k)
    k = k.astype(np.int64)
    edges = np.empty(m + 2)  # edges[i] = p_i with p_0 = −∞ and p_{m+1} = +∞
    edges[0], edges[1:-1], edges[-1] = -np.inf, prices, np.inf
    k += edges[k + 1] <= sorted_values  # the next price is still ≤ v
    k -= edges[k] > sorted_values  # this price is above v
    counts = np.bincount(k, minlength=m + 1)
    return np.cumsum(counts[::-1])[::-1][1:]


def revenue_curve(valuations, m: int, max_price: float) -> tuple[np.ndarray, np.ndarray]:
    """(prices, revenue) on the grid: revenue(p_j) = p_j·#{v_i ≥ p_j}, O(n log n + min(m log n, n + m)); ``valuations``
    is a pricing.Valuations (its ``sorted_values`` are used).

    Revenue is computed as (j·N_j)·P/m, so equal products j·N_j give bit-identical revenues and
    exact ties stay ties. Both arrays are returned read-only (SelectionProblem keeps them without a copy).
    """
    prices = price_grid(m, max_price)
    buyers = buyers_on_grid(valuations.sorted_values, prices, max_price)
    j = np.arange(1, m + 1, dtype=np.int64)
    revenue = (j * buyers).astype(np.float64) * max_price / m
    prices.setflags(write=False)
    revenue.setflags(write=False)
    return prices, revenue


def continuous_optimum(valuations, max_price: float) -> float:
    """γ = max_{p∈[0,P]} p·#{v ≥ p} = max(max_{v_i ≤ P} v_i·#{v_j ≥ v_i}, P·#{v_j ≥ P})."""
    s = valuations.sorted_values
    if s.size == 0:
        return 0.0
    # On sorted values v_i·#{v ≥ v_i} is the largest at the first of equal values, where it is v_i·(n − i),
    # and below it elsewhere: so the max over every i of v_i·(n − i) is γ's max over the values (one O(n) pass).
    n = s.size
    inside = int(np.searchsorted(s, max_price, side="right"))
    best = 0.0
    for a in range(0, inside, GAMMA_BLOCK):  # in blocks that stay in cache: no n-long temporary
        b = min(a + GAMMA_BLOCK, inside)
        at = np.arange(n - a, n - b, -1, dtype=np.float64)  # n − i
        at *= s[a:b]
        best = max(best, float(at.max()))
    at_max = inside - int(np.searchsorted(s, max_price, side="left"))  # values equal to P buy at P too
    return max(best, max_price * float(n - inside + at_max))


GAMMA_BLOCK = 1 << 16  # values per step of continuous_optimum's pass


def recommended_alpha(n: int, epsilon: float) -> float:
    """The lecture's α = ln(n)/(n·ε), clipped to [1e-7, 1] (α = 1 when n ≤ 1)."""
    eps = check_epsilon(epsilon)
    if n <= 1:
        return 1.0
    return float(min(1.0, max(1.0 / MAX_GRID, math.log(n) / (n * eps))))


def guarantee_terms(n: int, m: int, max_price: float, scale: float, t: float) -> tuple[float, float]:
    """The lecture guarantee's two losses: discretisation (P/m)·n and selection (1/c)(ln m + t)."""
    return max_price * n / m, (math.log(m) + t) / scale


def guarantee_loss(n: int, m: int, max_price: float, scale: float, t: float) -> float:
    """γ − guarantee = (P/m)·n + (1/c)(ln m + t): discretisation loss plus the EM's utility loss."""
    return sum(guarantee_terms(n, m, max_price, scale, t))


def best_alpha(n: int, max_price: float, scale: float, t: float = 1.0) -> float:
    """The α = 1/m minimising the guarantee's loss (P/m)·n + (1/c)(ln m + t) over whole m.

    The continuous minimiser is m = c·P·n (= n·ε/2 for the general analysis, c = ε/(2P)).
    """
    star = scale * max_price * n
    candidates = {1, MAX_GRID}
    if star >= 1:
        base = int(min(star, MAX_GRID))
        candidates.update({max(1, base), min(MAX_GRID, base + 1)})
    m = min(candidates, key=lambda k: (guarantee_loss(n, k, max_price, scale, t), k))
    return 1.0 / m


def revenue_guarantee(gamma: float, n: int, m: int, max_price: float, scale: float, t: float) -> float:
    """Kamath lecture 7: revenue ≥ γ − (P/m)·n − (1/c)(ln m + t) with probability ≥ 1 − e^(−t)."""
    return gamma - guarantee_loss(n, m, max_price, scale, t)


def guarantee_vacuous(revenue_bound: float, problem: SelectionProblem) -> bool:
    """True when the lecture guarantee 'revenue ≥ bound' says nothing: the bound is at or below the lowest
    revenue on the grid (revenue is never below it), e.g. a negative bound at small n or ε.
    Shown in words ("says nothing at this n and ε"), never as a bare number."""
    return bool(revenue_bound <= float(np.min(problem.scores)))


def format_price(p: float) -> str:
    return f"${p:.6g}"
