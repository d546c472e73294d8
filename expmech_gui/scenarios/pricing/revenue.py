"""Digital-goods pricing's maths (Kamath lecture 7): the price grid {P/m, 2P/m, …, P}, its buyers and
revenue(p) = p·#{i : v_i ≥ p}, and the lecture's guarantee revenue ≥ γ − (P/m)·n − (1/c)(ln m + t) with
probability ≥ 1 − e^(−t) (γ, the continuous optimum: gamma.py).
"""
from __future__ import annotations

import math
from decimal import ROUND_CEILING, Decimal
from fractions import Fraction
from typing import NamedTuple

import numpy as np

from ...core import formatting
from ...core.numbers import describe_range
from ...core.problem import ExactScores, ProblemError, SelectionProblem, check_epsilon
from ...core.translatable import message

MAX_GRID = 10_000_000  # a grid over 1e7 prices is refused
MIN_MAX_PRICE = 1e-4  # 0.01 cent
MAX_MAX_PRICE = 1e12  # a trillion: every revenue, scale and bound below stays far from overflow


def check_max_price(max_price: float) -> float:
    """The max price P: a number from 0.0001 (0.01 cent) to 10^12; ProblemError saying so in words."""
    if isinstance(max_price, bool):
        raise ProblemError(message("the max price must be a number, not {max_price!r}", max_price=max_price))
    try:
        p = float(max_price)
    except (TypeError, ValueError, OverflowError):
        raise ProblemError(message("the max price must be a number, not {max_price!r}", max_price=max_price)) from None
    if not (math.isfinite(p) and MIN_MAX_PRICE <= p <= MAX_MAX_PRICE):
        shown = f"{p:g}" if math.isfinite(p) else repr(max_price)
        raise ProblemError(message("the max price must be {bounds} (0.01 cent to a trillion), not {shown}",
                                   bounds=describe_range(MIN_MAX_PRICE, MAX_MAX_PRICE), shown=shown))
    return p


def grid_size(alpha: float) -> int:
    """m = ⌈1/α⌉ (α = 0.01 gives exactly 100); α must lie in (0, 1] and m ≤ 1e7."""
    try:
        a = float(alpha)
    except (TypeError, ValueError, OverflowError):
        raise ProblemError(message("α must be a number, not {alpha!r}", alpha=alpha)) from None
    if not (math.isfinite(a) and 0 < a <= 1):
        raise ProblemError(message("α (the price-grid step as a fraction of the max price) must be greater than 0 "
                                   "and at most 1, not {alpha!r}", alpha=alpha))
    if a < 1.0 / MAX_GRID * (1 - 1e-12):
        raise ProblemError(message("α = {a:g} gives a grid of more than {max_grid:,} prices; at most {max_grid:,} "
                                   "are allowed (α ≥ 1e-7)", a=a, max_grid=MAX_GRID))
    inv = 1.0 / a
    m = math.ceil(inv)
    if m - inv > 1 - 1e-9 * inv:  # 1/α = 100.00000000000001 from rounding: still 100 prices
        m -= 1
    m = max(1, m)
    if m > MAX_GRID:
        raise ProblemError(message("α = {a:g} gives a grid of {m:,} prices; at most {max_grid:,} are allowed (α ≥ "
                                   "1e-7)", a=a, m=m, max_grid=MAX_GRID))
    return m


def alpha_text(m: int) -> str:
    """The shortest α, in decimals, whose grid has m prices (grid_size(α) = m, i.e. 1/m ≤ α < 1/(m − 1)):
    301 → '0.00333', 35 → '0.029', 100 → '0.01'; a box showing 1/301 to 12 digits was cut off."""
    exact = Decimal(1) / Decimal(m)
    for digits in range(1, 28):
        up = exact.scaleb(-exact.adjusted()).quantize(Decimal(1).scaleb(1 - digits), rounding=ROUND_CEILING)
        text = format(up.scaleb(exact.adjusted()).normalize(), "f")
        if grid_size(float(text)) == m:
            return text
    return repr(1.0 / m)


def alpha_typed(alpha: float) -> str:
    """α as people type it in its box: the shortest α with the same grid (1/301 → '0.00333')."""
    return alpha_text(grid_size(alpha))


def price_grid(m: int, max_price: float, whole: np.ndarray | None = None) -> np.ndarray:
    """p_j = j·P/m for j = 1..m with P read as the decimal it prints as (repr: 3.01 = 301/100 = a/b), each p_j the
    float nearest to the rational j·a/(m·b): one correctly rounded division of two whole numbers exact in floats
    (both < 2⁵³), so the lecture's grid at P = 3.01, m = 301 starts at 0.01, not 0.009999999999999998, and a
    valuation typed 0.3 meets the price 0.3 (3·0.1 ≠ 0.3 drops nobody). Where a·m or b·m reach 2⁵³, (j·P)/m.
    ``whole``: the floats 1..m, if already made (kept: the revenues reuse them)."""
    j = np.arange(1, m + 1, dtype=np.float64) if whole is None else whole
    out = j if whole is None else None
    step = Fraction(repr(float(max_price)))
    a, b = step.numerator, step.denominator
    if a * m < 2**53 and b * m < 2**53:
        if a != 1:
            j = np.multiply(j, a, out=out)
            out = j
        return np.divide(j, float(b * m), out=out)
    p = np.multiply(j, max_price, out=out)
    p /= m
    return p


def buyers_at_prices(sorted_values: np.ndarray, prices: np.ndarray) -> np.ndarray:
    """#{i : v_i ≥ p} for every p at once: n − (index of the first v ≥ p) by searchsorted, O(m log n)."""
    return sorted_values.size - np.searchsorted(sorted_values, prices, side="left")


SEARCH_SPAN = 1 << 16  # count_below searches spans of about this many values …
SEARCH_KEYS = 1 << 12  # … each for at least this many prices


def count_below(sorted_values: np.ndarray, prices: np.ndarray) -> np.ndarray:
    """#{i : v_i < p_j} for ascending prices p_j > 0 and sorted values v ≥ 0: np.searchsorted(v, p, "left"),
    identical, about 1.3× faster at n = 10⁶ (1.6× at 10⁷).

    Two exact shortcuts. On numbers ≥ 0 (and −0.0) below a positive price, float order is the order of the
    IEEE-754 bit patterns read as int64 (−0.0 reads as the most negative, below every positive price as it
    should), and numpy's integer search skips the float search's NaN test. And the sorted prices are searched
    in chunks, each within the span of values their first and last price bound, so a binary search spans
    about 2^16 values, not n."""
    n, m = sorted_values.size, prices.size
    if not (n and m and sorted_values.dtype == prices.dtype == np.float64 and sorted_values[0] >= 0
            and sorted_values[-1] <= np.inf and prices[0] > 0 and prices[-1] <= np.inf
            and sorted_values.flags.c_contiguous and prices.flags.c_contiguous):
        return np.searchsorted(sorted_values, prices, side="left")  # NaN, negatives, a strided view: as numpy
    values, keys = sorted_values.view(np.int64), prices.view(np.int64)
    chunks = min(m // SEARCH_KEYS, n // SEARCH_SPAN)
    if chunks < 2:
        return np.searchsorted(values, keys, side="left")
    cuts = [m * k // chunks for k in range(chunks + 1)]
    ends = np.searchsorted(values, keys[cuts[1:-1]], side="left").tolist() + [n]
    out = np.empty(m, dtype=np.intp)
    start = 0
    for a, b, end in zip(cuts, cuts[1:], ends):  # prices a..b−1 lie at or after ``start``, at or before ``end``
        part = out[a:b]
        part[:] = np.searchsorted(values[start:end], keys[a:b], side="left")
        part += start
        start = end
    return out


COUNT_BELOW = 4  # on a grid of m prices, n ≤ COUNT_BELOW·m values are counted per price, O(n + m)
COUNT_BLOCK = 1 << 16  # values per block of grid_bins (its temporaries stay in cache)


def grid_bins(values: np.ndarray, prices: np.ndarray, max_price: float, largest: float | None = None,
              out: np.ndarray | None = None) -> np.ndarray:
    """k(v) = #{j : p_j ≤ v} for every value v ≥ 0 of ``values`` (any order), on the grid p_j = j·P/m, exactly
    as the comparisons would give it, in O(n): the guess is ⌊t⌋, t = v·m/P + d with d = m·10⁻¹².

    v·m/P and p_j each carry two roundings, so ⌊v·m/P⌋ can differ from the exact k only when v·m/P lies within
    4.1·2⁻⁵³·(v·m/P) ≤ 4.1·2⁻⁵³·(m + 1) of a whole number N, far inside d; the shift by d (one more rounding,
    ≤ 2⁻⁵³·(m + 2)) puts that whole neighbourhood [N − d, N + d) at t − ⌊t⌋ < 2d. Only those values ("doubt":
    few, unless many sit on grid prices, as 0 does) are compared with the grid itself (``_grid_index``: the
    guess is then N, off by at most one), and values above the grid are clipped at m. ``largest`` (the values'
    max, if known) tells whether v·m/P can overflow an integer; ``out`` receives the bins (n-long intp)."""
    n, m = values.size, prices.size
    k = np.empty(n, dtype=np.intp) if out is None else out
    if n == 0:
        return k
    scale = m / float(max_price)  # Python floats: an overflow below is +∞, not a numpy warning
    shift = m * 1e-12
    top = float(values.max()) if largest is None else float(largest)
    wide = not top * scale < 2.0**62  # a value near 1e308 times m/P: clipped before the integer cast
    work = np.empty(min(n, COUNT_BLOCK))
    near = 2 * shift
    with np.errstate(over="ignore"):  # (entered once: per block it cost as much as a small block's arithmetic)
        for a in range(0, n, COUNT_BLOCK):
            v = values[a:a + COUNT_BLOCK]
            t = work[:v.size]
            part = k[a:a + COUNT_BLOCK]
            np.multiply(v, scale, out=t)
            t += shift
            if wide:
                np.minimum(t, m + 2.0, out=t)
            part[:] = t  # ⌊t⌋, as t ≥ 0
            t -= part
            doubt = (t < near).nonzero()[0]
            np.minimum(part, m, out=part)
            if doubt.size:
                part[doubt] = _grid_index(prices, v[doubt], part[doubt])
    return k


def suffix_buyers(counts: np.ndarray) -> np.ndarray:
    """N_j = #{v : k(v) ≥ j} for j = 1..m from the counts of the bins 0..m, summed in place from the top: a
    contiguous view of ``counts``."""
    top_down = counts[::-1]
    np.cumsum(top_down, out=top_down)
    return counts[1:]


def buyers_on_grid(sorted_values: np.ndarray, prices: np.ndarray, max_price: float) -> np.ndarray:
    """``buyers_at_prices`` for the grid p_j = j·P/m, identical to it: binary search (``count_below``) when
    n > 4m, else O(n + m) by counting the values' bins (``grid_bins``) block by block: on sorted values a
    block's bins span one short range of the counts, so no n-long temporary is made."""
    m, n = prices.size, sorted_values.size
    if n > COUNT_BELOW * m or m == 0:
        below = count_below(sorted_values, prices)
        return np.subtract(n, below, out=below)
    counts = np.zeros(m + 1, dtype=np.intp)
    block = np.empty(min(n, COUNT_BLOCK), dtype=np.intp)
    largest = sorted_values[-1] if n else 0.0
    for a in range(0, n, COUNT_BLOCK):
        v = sorted_values[a:a + COUNT_BLOCK]
        k = grid_bins(v, prices, max_price, largest, out=block[:v.size])
        low = int(k[0])  # sorted: the block's least
        k -= low
        found = np.bincount(k)
        counts[low:low + found.size] += found
    return suffix_buyers(counts)


def _grid_index(prices: np.ndarray, v: np.ndarray, k: np.ndarray) -> np.ndarray:
    """#{j : p_j ≤ v} from a guess k off by at most one: step up if p_{k+1} ≤ v, down if p_k > v."""
    m = prices.size
    k = k + ((k < m) & (prices[np.minimum(k, m - 1)] <= v))
    return k - ((k > 0) & (prices[np.maximum(k - 1, 0)] > v))


class GridCount(NamedTuple):
    """The grid p_j = j·P/m, its buyers N_j = #{v ≥ p_j} and revenues (read-only), and, when the buyers were
    counted without sorting, each value's bin k(v) = #{j : p_j ≤ v} in the valuations' own order (else None)."""

    prices: np.ndarray
    buyers: np.ndarray
    revenue: np.ndarray
    bins: np.ndarray | None = None


def count_grid(valuations, m: int, max_price: float) -> GridCount:
    """The grid, its buyers and revenues for a pricing.Valuations. Large grids (m ≥ n/4) on valuations not yet
    sorted are counted from the bins, without the sort (O(n + m)); otherwise by the sorted values."""
    whole = np.arange(1, m + 1, dtype=np.float64)  # j = 1..m: the prices' and then the revenues' factor
    prices = price_grid(m, max_price, whole)
    prices.setflags(write=False)
    bins = None
    if valuations.n > COUNT_BELOW * m or valuations.is_sorted:
        buyers = buyers_on_grid(valuations.sorted_values, prices, max_price)
    else:
        bins = grid_bins(valuations.values, prices, max_price, valuations.largest)
        buyers = suffix_buyers(np.bincount(bins, minlength=m + 1))
    return GridCount(prices, buyers, grid_revenue(buyers, max_price, whole), bins)


def grid_revenue(buyers: np.ndarray, max_price: float, whole: np.ndarray | None = None) -> np.ndarray:
    """revenue(p_j) = (j·N_j)·P/m, read-only: equal products j·N_j give bit-identical revenues, so exact ties
    stay ties. ``whole``: the floats 1..m, if already made (overwritten)."""
    m = buyers.size
    if m and m * int(buyers[0]) < 2**53:  # every j·N_j is then exact in floats, as in integers: no int pass
        revenue = np.arange(1, m + 1, dtype=np.float64) if whole is None else whole
        for a in range(0, m, COUNT_BLOCK):  # block by block, in cache: one pass over memory
            part = revenue[a:a + COUNT_BLOCK]
            part *= buyers[a:a + COUNT_BLOCK]
            if max_price != 1.0:
                part *= max_price
            part /= m
    else:
        revenue = (np.arange(1, m + 1, dtype=np.int64) * buyers).astype(np.float64)
        if max_price != 1.0:
            revenue *= max_price
        revenue /= m
    revenue.setflags(write=False)
    return revenue


class ExactRevenue(NamedTuple):
    """revenue(p_j) = (j·N_j)·P/m as an exact rational (candidate h = j − 1; the float revenues are these
    rounded): one buyer moves N_j by at most 1, so these move by at most j·P/m ≤ P = Δ, exactly. A class, not a
    closure, so that a pricing problem still pickles (to worker processes)."""

    buyers: np.ndarray
    max_price: float

    def score(self, h: int) -> Fraction:
        return Fraction(self.max_price) * ((h + 1) * int(self.buyers[h])) / self.buyers.size

    def best(self, indices: np.ndarray) -> int:
        """The index of the largest j·N_j among ``indices``, in integers (m·n < 2⁶³)."""
        return int(indices[np.argmax((indices + 1) * self.buyers[indices].astype(np.int64))])


def exact_revenue(buyers: np.ndarray, max_price: float) -> ExactScores:
    """Pricing's exact scores for the exact sampler (``ExactRevenue``), in the claim's words."""
    revenue = ExactRevenue(buyers, max_price)
    return ExactScores(revenue.score, "the revenues in exact rationals, (j·N_j)·P/m at the j-th price with N_j "
                                      "buyers, which one buyer changes by at most P = Δ", revenue.best)


def revenue_curve(valuations, m: int, max_price: float) -> tuple[np.ndarray, np.ndarray]:
    """(prices, revenue) on the grid: revenue(p_j) = p_j·#{v_i ≥ p_j} (``count_grid``), O(n + m) for large grids,
    O(n log n + m log n) otherwise; both read-only (SelectionProblem keeps them without a copy)."""
    grid = count_grid(valuations, m, max_price)
    return grid.prices, grid.revenue


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
    """A price as people write money: to the cent when it is a whole number of cents ("$2.50", "−$5.00"), else
    with the digits it needs ("$0.001", "$0.333333"), one minus sign before the dollar."""
    cents = p * 100
    if abs(cents - round(cents)) <= 1e-9 * max(1.0, abs(cents)):
        return formatting.money(round(cents) / 100)
    return f"{formatting.MINUS if p < 0 else ''}${abs(p):.6g}"
