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
    p = np.arange(1, m + 1, dtype=np.float64)
    p *= max_price
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


def buyers_on_grid(sorted_values: np.ndarray, prices: np.ndarray, max_price: float) -> np.ndarray:
    """``buyers_at_prices`` for the grid p_j = j·P/m, identical to it, in O(n + m) when m is large.

    Each value v is given k(v) = #{j : p_j ≤ v} as ⌊q⌋, q = v·m/P. Both q and p_j carry two roundings, so ⌊q⌋
    can differ from the exact comparison's k only when q lies within 4.1·2⁻⁵³·q of a whole number: only those
    values (and values clipped at m) are compared with the grid itself, never off by more than one. The buyers
    at p_j are #{v : k(v) ≥ j}, a suffix sum of the counts of k. The values are taken in cache-sized blocks (no
    n-long temporary); on sorted values a block's k spans one short range of the counts. Binary search
    (``count_below``) wins when n ≫ m."""
    m, n = prices.size, sorted_values.size
    if n > COUNT_BELOW * m or m == 0:
        below = count_below(sorted_values, prices)
        return np.subtract(n, below, out=below)
    counts = np.zeros(m + 1, dtype=np.intp)
    scale = m / max_price
    near = 0.5 - m * 1e-12  # |q − ⌊q⌋ − ½| above this: q within m·10⁻¹² ≥ 4.1·2⁻⁵³·q of a whole number
    product = np.empty(min(n, COUNT_BLOCK))
    for a in range(0, n, COUNT_BLOCK):
        v = sorted_values[a:a + COUNT_BLOCK]
        q = product[:v.size]
        with np.errstate(over="ignore"):  # a value near 1e308 times m/P is +∞: clipped to m below
            np.multiply(v, scale, out=q)
        np.clip(q, 0, m, out=q)
        k = q.astype(np.intp)  # ⌊v·m/P⌋, as q ≥ 0
        q -= k
        q -= 0.5
        doubt = np.flatnonzero(np.abs(q, out=q) >= near)
        if doubt.size:
            k[doubt] = _grid_index(prices, v[doubt], k[doubt])
        low = int(k[0])  # sorted: the block's least
        found = np.bincount(k - low)
        counts[low:low + found.size] += found
    return np.cumsum(counts[::-1])[::-1][1:]


def _grid_index(prices: np.ndarray, v: np.ndarray, k: np.ndarray) -> np.ndarray:
    """#{j : p_j ≤ v} from a guess k off by at most one: step up if p_{k+1} ≤ v, down if p_k > v."""
    m = prices.size
    k = k + ((k < m) & (prices[np.minimum(k, m - 1)] <= v))
    return k - ((k > 0) & (prices[np.maximum(k - 1, 0)] > v))


COUNT_BLOCK = 1 << 16  # values per block of buyers_on_grid's count


def grid_buyers(valuations, m: int, max_price: float) -> tuple[np.ndarray, np.ndarray]:
    """(prices, buyers) on the grid: p_j = j·P/m (read-only) and N_j = #{v_i ≥ p_j}; ``valuations`` is a
    pricing.Valuations (its ``sorted_values`` are used)."""
    prices = price_grid(m, max_price)
    prices.setflags(write=False)
    return prices, buyers_on_grid(valuations.sorted_values, prices, max_price)


def grid_revenue(buyers: np.ndarray, max_price: float) -> np.ndarray:
    """revenue(p_j) = (j·N_j)·P/m, read-only: equal products j·N_j give bit-identical revenues, so exact ties
    stay ties."""
    m = buyers.size
    if m and m * int(buyers[0]) < 2**53:  # every j·N_j is then exact in floats, as in integers: no int pass
        revenue = np.arange(1, m + 1, dtype=np.float64)
        revenue *= buyers
    else:
        revenue = (np.arange(1, m + 1, dtype=np.int64) * buyers).astype(np.float64)
    revenue *= max_price
    revenue /= m
    revenue.setflags(write=False)
    return revenue


def revenue_curve(valuations, m: int, max_price: float) -> tuple[np.ndarray, np.ndarray]:
    """(prices, revenue) on the grid: revenue(p_j) = p_j·#{v_i ≥ p_j}, O(n log n + min(m log n, n + m)); ``valuations``
    is a pricing.Valuations (its ``sorted_values`` are used).

    Revenue is computed as (j·N_j)·P/m (``grid_revenue``). Both arrays are returned read-only (SelectionProblem
    keeps them without a copy).
    """
    prices, buyers = grid_buyers(valuations, m, max_price)
    return prices, grid_revenue(buyers, max_price)


def continuous_optimum(valuations, max_price: float, grid: tuple[np.ndarray, np.ndarray] | None = None) -> float:
    """γ = max_{p∈[0,P]} p·#{v ≥ p} = max(max_{v_i ≤ P} v_i·#{v_j ≥ v_i}, P·#{v_j ≥ P}).

    ``grid`` = (prices, buyers) of ``grid_buyers`` on the same valuations lets the pass skip the values no grid
    interval can make optimal (``_best_near_grid``); the result is the same to the last bit."""
    s = valuations.sorted_values
    if s.size == 0:
        return 0.0
    # On sorted values v_i·#{v ≥ v_i} is the largest at the first of equal values, where it is v_i·(n − i),
    # and below it elsewhere: so the max over every i of v_i·(n − i) is γ's max over the values (one O(n) pass).
    n = s.size
    inside = int(np.searchsorted(s, max_price, side="right"))
    at_max = inside - int(np.searchsorted(s, max_price, side="left"))  # values equal to P buy at P too
    top = max_price * float(n - inside + at_max)
    best = None if grid is None else _best_near_grid(s, inside, max_price, top, *grid)
    if best is None:
        best = 0.0
        for a in range(0, inside, GAMMA_BLOCK):  # in blocks that stay in cache: no n-long temporary
            b = min(a + GAMMA_BLOCK, inside)
            at = np.arange(n - a, n - b, -1, dtype=np.float64)  # n − i
            at *= s[a:b]
            best = max(best, float(at.max()))
    return max(best, top)


GAMMA_BLOCK = 1 << 16  # values per step of continuous_optimum's pass
NEAR_GRID_SHARE = 4  # _best_near_grid gives up when the grid has over n/4 prices or keeps over n/4 values


def _best_near_grid(s: np.ndarray, inside: int, max_price: float, top: float, prices: np.ndarray,
                    buyers: np.ndarray) -> float | None:
    """max over i < inside of fl(v_i·(n − i)), visiting only the grid intervals that can hold it; None if that
    would not save work.

    A value v in [p_j, p_{j+1}) has #{u ≥ v} ≤ N_j, so v·(n − i) ≤ p_{j+1}·N_j (with p_0 = 0, N_0 = n and
    p_{m+1} = P, as only values ≤ P count), and rounding keeps the order. And p_j·N_j ≤ v·N_j for the first
    value v ≥ p_j, a candidate (or ≤ P·N_j = the answer's last term when that v is above P): so the max of
    p_j·N_j over p_j ≤ P is a floor of the answer, and an interval whose bound is below it cannot hold it."""
    n, m = s.size, prices.size
    if m * NEAR_GRID_SHARE > n or buyers.size != m:
        return None
    bound = np.empty(m + 1)  # bound[j] = p_{j+1}·N_j over interval j = [p_j, p_{j+1})
    bound[:m] = prices
    bound[m] = max_price
    bound[0] *= n
    bound[1:] *= buyers
    usable = int(np.searchsorted(prices, max_price, side="right"))  # p_m may be P plus an ulp
    floor = max(top, float((prices[:usable] * buyers[:usable]).max()) if usable else 0.0)
    keep = np.flatnonzero(bound >= floor)
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
