"""The composition theorems behind the privacy bill (see core.accounting.bill for the list and sources): basic,
advanced, the optimal ε-DP (KOV) and ε-BR (DDR) compositions by inverting their δ(ε_g) in log space, and the
zCDP route with its two conversions, and Durfee–Rogers' adaptive BR composition that prices a top-k set by what
it releases (``pay_what_you_get``). Each takes the per-release ε, the number of releases k and δ.
"""
from __future__ import annotations

import math

import numpy as np

from ..logspace import logsumexp


def basic(eps: float, k: int) -> float:
    return k * eps


def advanced(eps: float, k: int, delta: float) -> float:
    """Dwork–Rothblum–Vadhan: ε√(2k ln(1/δ)) + kε(e^ε − 1); inf when e^ε overflows (ε > 709), a total
    too large to be of any use (``total_text`` says so in words, ``as_json`` writes null)."""
    if eps > 700:
        return math.inf
    return eps * math.sqrt(2 * k * -math.log(delta)) + k * eps * math.expm1(eps)


def log_binomial_coefficients(k: int) -> np.ndarray:
    """ln C(k, i) for i = 0..k, by a cumulative sum of ln((k − i + 1)/i)."""
    i = np.arange(1, k + 1, dtype=np.float64)
    return np.concatenate([[0.0], np.cumsum(np.log(k - i + 1) - np.log(i))])




def kov_delta(eps: float, k: int, eps_g: float, log_binom: np.ndarray | None = None) -> float:
    """The exact δ of k-fold composition of ε-DP at ε_g (KOV Thm 3.3 / Murtagh–Vadhan)."""
    lb = log_binomial_coefficients(k) if log_binom is None else log_binom
    ell = np.arange(k + 1, dtype=np.float64)
    log_norm = k * (eps + math.log1p(math.exp(-eps)))  # ln (1 + e^ε)^k
    a = (k - ell) * eps  # e^((k−ℓ)ε) − e^(ε_g + ℓε) > 0  ⇔  (k − 2ℓ)ε > ε_g
    b = eps_g + ell * eps
    pos = a > b
    if not np.any(pos):
        return 0.0
    terms = lb[pos] + a[pos] + np.log(-np.expm1(b[pos] - a[pos])) - log_norm
    return math.exp(logsumexp(terms))


_TAIL_SIGMAS = 20.0  # terms beyond 20σ + 200 of the peak are below e^(−190) of it (Chernoff): left out
_TAIL_EXTRA = 200


def _br_log_delta_for_ell(eps: float, k: int, eps_g: float, ell: np.ndarray, lb: np.ndarray,
                          every_i: bool = False) -> np.ndarray:
    """ln of DDR Thm 3's sum for each ℓ in ``ell`` (−inf where the sum is 0); never underflows.

    For fixed ℓ the terms are C(k,i)p^(k−i)(1−p)^i e^(kt−iε)(1 − e^(ε_g−kt+iε)) for i < (kt − ε_g)/ε:
    a Binomial(k, q) law with q = (1−p)e^(−ε)/(p + (1−p)e^(−ε)), cut at i_max and damped near the cut.
    Its logarithm is concave in i, so it peaks within σ + 1 below min(kq, i_max); only a window of
    ±(20σ + 200) around that point is summed (log-sum-exp), which drops less than e^(−190) relative.
    ``every_i`` sums all i = 0..k instead (the exhaustive reference).
    """
    ell = np.asarray(ell, dtype=np.float64)
    t = np.clip((eps_g + (ell + 1) * eps) / (k + 1), 0.0, eps)
    log_denom = math.log(-math.expm1(-eps))  # ln(1 − e^(−ε))
    with np.errstate(divide="ignore", invalid="ignore"):
        # p = (e^(−t) − e^(−ε))/(1 − e^(−ε)) and 1 − p = (1 − e^(−t))/(1 − e^(−ε)), both in log form so
        # that p = e^(−5000) at ε = 10^4 is not 0
        logp = np.minimum(-t + np.log(-np.expm1(t - eps)) - log_denom, 0.0)
        log1mp = np.minimum(np.log(-np.expm1(-t)) - log_denom, 0.0)
        log_a = log1mp - eps  # ln((1 − p)e^(−ε))
        q = np.exp(log_a - np.logaddexp(logp, log_a))
    q = np.nan_to_num(q, nan=0.0)
    i_max = np.floor((k * t - eps_g) / eps)  # the largest i with a positive term (± rounding; masked below)
    centre = np.clip(np.minimum(k * q, i_max), 0, k)
    half = int(math.ceil(_TAIL_SIGMAS * math.sqrt(float(np.max(k * q * (1 - q)))) + _TAIL_EXTRA))
    width = k + 1 if every_i else min(k + 1, 2 * half + 2)
    start = np.clip(np.floor(centre) - half, 0, k + 1 - width).astype(np.int64)
    i = start[:, None] + np.arange(width, dtype=np.int64)[None, :]
    fi = i.astype(np.float64)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        exponent = k * t[:, None] - fi * eps
        kmi = k - fi
        log_w = (lb[i] + np.where(kmi == 0, 0.0, kmi * logp[:, None])
                 + np.where(fi == 0, 0.0, fi * log1mp[:, None]))
        terms = log_w + exponent + np.log(-np.expm1(np.minimum(eps_g - exponent, 0.0)))
    terms = np.where((exponent > eps_g) & np.isfinite(log_w), terms, -np.inf)
    top = np.max(terms, axis=1)
    out = np.full(ell.size, -np.inf)
    ok = np.isfinite(top)
    out[ok] = top[ok] + np.log(np.sum(np.exp(terms[ok] - top[ok, None]), axis=1))
    return np.minimum(out, 0.0)  # δ ≤ 1; rounding in the sum must not report 1 + 1e-11


def _br_ell_window(eps: float, k: int, eps_g: float) -> tuple[int, int]:
    """The ℓ whose sum can be positive: t_ℓ must lie in (ε_g/k, ε), i.e. (ℓ+1)εk > ε_g and
    ε_g + (ℓ+1)ε < (k+1)ε. Outside, every term is 0 (the window keeps two ℓ of slack for rounding)."""
    lo = math.floor(eps_g / (eps * k)) - 3
    hi = math.ceil(k - eps_g / eps) + 2
    return max(0, lo), min(k, hi)


def br_log_delta(eps: float, k: int, eps_g: float, log_binom: np.ndarray | None = None,
                 exhaustive: bool = False) -> float:
    """ln δ(ε_g) of k-fold non-adaptive composition of ε-BR mechanisms (DDR Thm 3), −inf when δ = 0.

    The sum is unimodal in ℓ: it is maximised on a coarse grid of ℓ over the window where it can be
    positive, then again around the coarse maximum, down to single ℓ — all on ln δ, which never underflows.
    """
    lb = log_binomial_coefficients(k) if log_binom is None else log_binom
    if exhaustive:  # the reference: every ℓ, every i
        ell = np.arange(k + 1, dtype=np.float64)
        chunk = max(1, (1 << 21) // (k + 1))
        return max(float(np.max(_br_log_delta_for_ell(eps, k, eps_g, ell[s:s + chunk], lb, every_i=True)))
                   for s in range(0, k + 1, chunk))
    lo, hi = _br_ell_window(eps, k, eps_g)
    if lo > hi:
        return -math.inf
    best = -math.inf
    while True:
        grid = np.unique(np.linspace(lo, hi, 17).round())
        values = _br_log_delta_for_ell(eps, k, eps_g, grid, lb)
        j = int(np.argmax(values))
        if values[j] == -math.inf:  # only possible in a window a few ℓ wide: evaluate all of it
            every = np.arange(lo, hi + 1, dtype=np.float64)
            return max(best, float(np.max(_br_log_delta_for_ell(eps, k, eps_g, every, lb))))
        best = max(best, float(values[j]))
        if grid.size == hi - lo + 1:  # every ℓ in the window was evaluated
            return best
        lo, hi = int(grid[max(j - 1, 0)]), int(grid[min(j + 1, grid.size - 1)])


def br_delta(eps: float, k: int, eps_g: float, log_binom: np.ndarray | None = None, exhaustive: bool = False) -> float:
    """The exact δ of k-fold non-adaptive composition of ε-BR mechanisms at ε_g (DDR Thm 3): the max over
    ℓ = 0..k (``exhaustive`` sums every i for every ℓ, the reference the tests compare with)."""
    return math.exp(br_log_delta(eps, k, eps_g, log_binom, exhaustive))


def _invert(delta_of, delta: float, hi: float, tick=None, secant: bool = False) -> float:
    """Smallest ε_g in [0, hi] with delta_of(ε_g) ≤ δ (δ(ε_g) is non-increasing), to 1e-10 relative.

    Bisection; with ``secant``, false position with the Illinois modification on g = delta_of − δ
    (Dowell–Jarratt 1971) for a smooth, costly delta_of (the bounded-range ln δ), keeping a
    bracket [lo, hi] with g(lo) > 0 ≥ g(hi) throughout, so the answer is always a valid ε_g (δ is never
    under-counted) and within the same 1e-10 of the root as bisection — in about a third of the evaluations.
    A step whose end is infinite (ln δ = −inf past the support) or that fails to halve the bracket within
    three steps is a bisection. ``delta_of`` and ``delta`` may be in log space alike; ``tick()`` is called
    once per evaluation."""
    if delta_of(0.0) <= delta:
        return 0.0
    lo, g_lo = 0.0, delta_of(0.0) - delta
    g_hi = -math.inf  # hi itself is not evaluated: it is valid by construction (k·ε, or a proven total)
    side, width, stalled = 0, hi - lo, 0
    for _ in range(BISECTION_STEPS):
        if hi - lo <= 1e-10 * max(1.0, hi):
            break
        if tick is not None:
            tick()
        if secant and math.isfinite(g_hi) and math.isfinite(g_lo) and g_lo != g_hi and stalled < 3:
            mid = hi - g_hi * (hi - lo) / (g_hi - g_lo)
            guard = 1e-11 * max(1.0, hi)  # never on an end, where it would learn nothing
            mid = min(max(mid, lo + guard), hi - guard)
        else:
            mid = 0.5 * (lo + hi)
        g_mid = delta_of(mid) - delta
        if g_mid <= 0:
            hi, g_hi = mid, g_mid
            if side == -1:
                g_lo *= 0.5
            side = -1
        else:
            lo, g_lo = mid, g_mid
            if side == 1:
                g_hi *= 0.5
            side = 1
        stalled = 0 if hi - lo <= 0.5 * width else stalled + 1
        if stalled == 0:
            width = hi - lo
    return hi


BISECTION_STEPS = 200  # never reached: 1e-10 relative needs ≤ 35 + log2(k·ε) steps


def bisection_steps(hi: float) -> int:
    """How many steps ``_invert`` takes at most on [0, hi] (for progress reports)."""
    return max(1, math.ceil(math.log2(max(hi, 1e-300) / (1e-10 * max(1.0, hi)))) + 1) if hi > 0 else 1


def kov_optimal(eps: float, k: int, delta: float, tick=None) -> float:
    lb = log_binomial_coefficients(k)
    return _invert(lambda g: kov_delta(eps, k, g, lb), delta, k * eps, tick)


def kov_optimal_many(eps: float, ks, delta: float) -> np.ndarray:
    """``kov_optimal(eps, k, delta)`` for each k of ``ks`` at once: the same bisection (the same midpoints, the
    same decisions up to the last bit of a sum) run in lockstep, each step one vectorised pass over every k's
    k + 1 terms — for a tally of many step counts (PMW's running total) instead of one inversion per count."""
    ks = np.asarray(ks, dtype=np.int64)
    if ks.size == 0:
        return np.zeros(0)
    sizes = (ks + 1) // 2  # only ℓ < k/2 can have (k − ℓ)ε > ε_g + ℓε with ε_g ≥ 0
    starts = np.concatenate([[0], np.cumsum(sizes)[:-1]])
    segment = np.repeat(np.arange(ks.size), sizes)
    ell = (np.arange(int(sizes.sum())) - starts[segment]).astype(np.float64)
    log_binom = np.concatenate([log_binomial_coefficients(int(k))[:size] for k, size in zip(ks, sizes)])
    k_of = ks[segment].astype(np.float64)
    a = (k_of - ell) * eps
    log_norm = ks * (eps + math.log1p(math.exp(-eps)))

    def deltas(eps_g: np.ndarray) -> np.ndarray:
        b = eps_g[segment] + ell * eps
        pos = a > b
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):  # off the positive terms only
            terms = np.where(pos, log_binom + a + np.log(-np.expm1(b - a)) - log_norm[segment], -np.inf)
            top = np.maximum.reduceat(terms, starts)
            sums = np.add.reduceat(np.where(pos, np.exp(terms - top[segment]), 0.0), starts)
            return np.where(np.isfinite(top), np.exp(top + np.log(sums)), 0.0)

    lo, hi = np.zeros(ks.size), ks * eps
    zero = deltas(lo) <= delta
    for _ in range(BISECTION_STEPS):
        active = ~zero & (hi - lo > 1e-10 * np.maximum(1.0, hi))
        if not active.any():
            break
        mid = 0.5 * (lo + hi)
        fits = deltas(mid) <= delta
        hi = np.where(active & fits, mid, hi)
        lo = np.where(active & ~fits, mid, lo)
    return np.where(zero, 0.0, hi)


def bounded_range_optimal(eps: float, k: int, delta: float, upper: float | None = None, tick=None,
                          exhaustive: bool = False) -> float:
    """Inverted DDR Thm 3; ``upper`` (e.g. the KOV total, which it never exceeds) narrows the search.
    Bisects on ln δ, so no step underflows; ``exhaustive`` uses the every-ℓ, every-i reference sum."""
    lb = log_binomial_coefficients(k)
    hi = min(k * eps, upper if upper is not None else math.inf)
    return _invert(lambda g: br_log_delta(eps, k, g, lb, exhaustive), math.log(delta), hi, tick, secant=True)


def zcdp_rho(eps: float, k: int) -> float:
    """ε-BR ⇒ (ε²/8)-zCDP (Cesar–Rogers 2021); zCDP composes additively."""
    return k * eps * eps / 8.0


def zcdp_simple(rho: float, delta: float) -> float:
    """ρ-zCDP ⇒ (ρ + 2√(ρ ln(1/δ)), δ)-DP (Bun–Steinke 2016, Prop. 1.3)."""
    return rho + 2 * math.sqrt(rho * -math.log(delta))


def zcdp_cks(rho: float, delta: float) -> float:
    """ρ-zCDP ⇒ (ε, δ)-DP with ε = inf_{α>1} αρ + ln(1 − 1/α) − (ln δ + ln α)/(α − 1) (CKS 2020, Prop. 12)."""
    log_delta = math.log(delta)

    def eps_at(alpha: float) -> float:
        return alpha * rho + math.log1p(-1 / alpha) - (log_delta + math.log(alpha)) / (alpha - 1)

    # convex in α on (1, ∞): golden-section search over ln(α − 1)
    lo, hi = math.log(1e-9), math.log(1e9)
    g = (math.sqrt(5) - 1) / 2
    a, b = hi - g * (hi - lo), lo + g * (hi - lo)
    fa, fb = eps_at(1 + math.exp(a)), eps_at(1 + math.exp(b))
    for _ in range(200):
        if fa < fb:
            hi, b, fb = b, a, fa
            a = hi - g * (hi - lo)
            fa = eps_at(1 + math.exp(a))
        else:
            lo, a, fa = a, b, fb
            b = lo + g * (hi - lo)
            fb = eps_at(1 + math.exp(b))
        if hi - lo < 1e-12:
            break
    return max(0.0, min(fa, fb, zcdp_simple(rho, delta)))  # a total below 0 means 0: (0, δ)-DP


_BR_MEAN_SERIES = (1 / 8, -1 / 576, 1 / 25920, -1 / 1075200)  # b(ε) = Σ c_j ε^(2j+2), used below ε = 0.1


def br_mean_loss(eps: float) -> float:
    """The largest expected privacy loss of an ε-bounded-range mechanism (Durfee–Rogers 2019): a loss L with
    values in [a, a + ε] and E[e^(−L)] = 1 has E[L] ≤ b(ε) = x − 1 − ln x, x = ε/(1 − e^(−ε)) (≈ ε²/8, by its
    Taylor series below ε = 0.1, where the closed form would cancel)."""
    if eps < 0.1:
        e2 = eps * eps
        return e2 * (_BR_MEAN_SERIES[0] + e2 * (_BR_MEAN_SERIES[1] + e2 * (_BR_MEAN_SERIES[2]
                                                                           + e2 * _BR_MEAN_SERIES[3])))
    y = eps / -math.expm1(-eps) - 1.0
    return y - math.log1p(y)


def pay_what_you_get(eps: float, outcomes: int, delta: float) -> float:
    """ε' of ℓ = ``outcomes`` ε-BR releases chosen adaptively, such as the k picks of the one-shot Gumbel top-k
    (the same law as k peeled exponential mechanisms): ε' = min{ℓε, ℓ·b(ε) + ε√(ℓ/2 · ln(1/δ))}, b =
    ``br_mean_loss`` (Durfee–Rogers 2019, NeurIPS, BR composition by Azuma–Hoeffding; 'pay what you get': ℓ is
    the number of outcomes released, not asked for)."""
    try:
        spread = eps * math.sqrt(outcomes / 2 * -math.log(delta))
        return float(min(outcomes * eps, outcomes * br_mean_loss(eps) + spread))
    except OverflowError:
        return math.inf
