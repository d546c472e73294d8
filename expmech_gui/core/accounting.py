"""The privacy bill of k releases of an ε-mechanism on the same data: total ε at a chosen δ.

* basic composition: k·ε (Dwork–Roth Thm 3.16);
* advanced composition (Dwork–Rothblum–Vadhan 2010): ε√(2k ln(1/δ)) + k·ε(e^ε − 1);
* optimal composition of ε-DP mechanisms (Kairouz–Oh–Viswanath 2015, Thm 3.3, in the form of
  Murtagh–Vadhan 2016): δ(ε_g) = Σ_ℓ C(k,ℓ)·max(0, e^((k−ℓ)ε) − e^(ε_g)·e^(ℓε)) / (1 + e^ε)^k, inverted;
* optimal non-adaptive composition of ε-bounded-range mechanisms — the exponential mechanism is ε-BR —
  (Dong–Durfee–Rogers 2020, Thm 3): δ(ε_g) = max_ℓ Σ_i C(k,i)·p^(k−i)(1−p)^i·max(0, e^(kt−iε) − e^(ε_g))
  with t = clip((ε_g + (ℓ+1)ε)/(k+1), 0, ε) and p = (e^(−t) − e^(−ε))/(1 − e^(−ε)), inverted;
* zCDP: ε-BR ⇒ (ε²/8)-zCDP (Cesar–Rogers 2021), k-fold ρ = k·ε²/8, converted by ρ + 2√(ρ ln(1/δ))
  (Bun–Steinke 2016) and by the tighter inf_α αρ + ln(1 − 1/α) − (ln δ + ln α)/(α − 1)
  (Canonne–Kamath–Steinke 2020, Prop. 12).

Permute-and-flip is ε-DP but not ε-BR: the BR and zCDP routes do not apply to it (None).
All totals are floats; budget comparisons use ``within_budget`` (relative tolerance), never ``<=``.
"""
from __future__ import annotations

import math
from dataclasses import asdict, dataclass

import numpy as np

from .numbers import factor_text
from .problem import ProblemError, check_epsilon

BR_MECHANISMS = ("exponential", "gumbel")
MAX_RELEASES = 100_000
METHODS = ("basic", "advanced", "kov_optimal", "bounded_range_optimal", "zcdp_simple", "zcdp_cks")
METHOD_TITLES = {
    "basic": "Basic composition (k·ε)",
    "advanced": "Advanced composition (DRV 2010)",
    "kov_optimal": "Optimal for ε-DP (KOV 2015)",
    "bounded_range_optimal": "Optimal for ε-BR / EM (DDR 2020)",
    "zcdp_simple": "zCDP, ρ + 2√(ρ ln 1/δ)",
    "zcdp_cks": "zCDP, CKS 2020 conversion",
}


class Cancelled(Exception):
    """The caller's ``cancelled()`` said stop: a long accounting was abandoned, nothing was computed."""


def within_budget(spent: float, budget: float, rel_tol: float = 1e-9) -> bool:
    """spent ≤ budget up to rounding: ten releases of ε/10 do not 'exceed' ε by 6e-17."""
    return spent <= budget * (1 + rel_tol) + 1e-15


def check_releases(k) -> int:
    if isinstance(k, bool) or not isinstance(k, (int, np.integer)) or k < 1:
        raise ProblemError(f"the number of releases must be a whole number ≥ 1, not {k!r}")
    if k > MAX_RELEASES:
        raise ProblemError(f"at most {MAX_RELEASES:,} releases can be accounted for, not {k:,}")
    return int(k)


def check_delta(delta) -> float:
    try:
        d = float(delta)
    except (TypeError, ValueError):
        raise ProblemError(f"δ must be a number, not {delta!r}") from None
    if not (0 < d < 1):
        raise ProblemError(f"δ must lie in (0, 1), not {delta!r}")
    return d


def basic(eps: float, k: int) -> float:
    return k * eps


def advanced(eps: float, k: int, delta: float) -> float:
    """Dwork–Rothblum–Vadhan: ε√(2k ln(1/δ)) + kε(e^ε − 1)."""
    return eps * math.sqrt(2 * k * math.log(1 / delta)) + k * eps * math.expm1(eps)


def _log_binomial_coefficients(k: int) -> np.ndarray:
    """ln C(k, i) for i = 0..k, by a cumulative sum of ln((k − i + 1)/i)."""
    i = np.arange(1, k + 1, dtype=np.float64)
    return np.concatenate([[0.0], np.cumsum(np.log(k - i + 1) - np.log(i))])


def _logsumexp(a: np.ndarray) -> float:
    if a.size == 0:
        return -math.inf
    top = float(np.max(a))
    if top == -math.inf:
        return -math.inf
    return top + math.log(float(np.sum(np.exp(a - top))))


def kov_delta(eps: float, k: int, eps_g: float, log_binom: np.ndarray | None = None) -> float:
    """The exact δ of k-fold composition of ε-DP at ε_g (KOV Thm 3.3 / Murtagh–Vadhan)."""
    lb = _log_binomial_coefficients(k) if log_binom is None else log_binom
    ell = np.arange(k + 1, dtype=np.float64)
    log_norm = k * (eps + math.log1p(math.exp(-eps)))  # ln (1 + e^ε)^k
    a = (k - ell) * eps  # e^((k−ℓ)ε) − e^(ε_g + ℓε) > 0  ⇔  (k − 2ℓ)ε > ε_g
    b = eps_g + ell * eps
    pos = a > b
    if not np.any(pos):
        return 0.0
    terms = lb[pos] + a[pos] + np.log(-np.expm1(b[pos] - a[pos])) - log_norm
    return math.exp(_logsumexp(terms))


def _br_delta_for_ell(eps: float, k: int, eps_g: float, ell: np.ndarray, lb: np.ndarray) -> np.ndarray:
    """DDR Thm 3's sum for each ℓ in ``ell`` (vectorised over i), in log space."""
    t = np.clip((eps_g + (ell + 1) * eps) / (k + 1), 0.0, eps)
    denom = -math.expm1(-eps)  # 1 − e^(−ε)
    p = (np.exp(-t) - math.exp(-eps)) / denom
    i = np.arange(k + 1, dtype=np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        logp = np.log(p)[:, None]
        log1mp = np.log1p(-p)[:, None]
        exponent = k * t[:, None] - i[None, :] * eps  # ln e^(kt − iε)
        pos = exponent > eps_g
        log_w = lb[None, :] + (k - i[None, :]) * logp + i[None, :] * log1mp
        log_w = np.where((k - i[None, :]) == 0, lb[None, :] + i[None, :] * log1mp, log_w)
        log_w = np.where(i[None, :] == 0, lb[None, :] + (k - i[None, :]) * logp, log_w)
        terms = log_w + exponent + np.log(-np.expm1(np.minimum(eps_g - exponent, 0.0)))
    terms = np.where(pos & np.isfinite(log_w), terms, -np.inf)
    top = np.max(terms, axis=1)
    out = np.zeros(ell.size)
    ok = np.isfinite(top)
    out[ok] = np.exp(top[ok]) * np.sum(np.exp(terms[ok] - top[ok, None]), axis=1)
    return out


def br_delta(eps: float, k: int, eps_g: float, log_binom: np.ndarray | None = None, exhaustive: bool = False) -> float:
    """The exact δ of k-fold non-adaptive composition of ε-BR mechanisms at ε_g (DDR Thm 3): the max over
    ℓ = 0..k.  The sum is unimodal in ℓ, so it is maximised on a coarse grid of ℓ and then exactly in the
    neighbourhood of the coarse maximum (``exhaustive`` evaluates every ℓ; the tests compare both)."""
    lb = _log_binomial_coefficients(k) if log_binom is None else log_binom
    if exhaustive or k <= 128:
        ell = np.arange(k + 1, dtype=np.float64)
        chunk = max(1, (1 << 21) // (k + 1))
        return max(float(np.max(_br_delta_for_ell(eps, k, eps_g, ell[s:s + chunk], lb)))
                   for s in range(0, k + 1, chunk))
    lo, hi = 0, k
    best = 0.0
    while True:
        grid = np.unique(np.linspace(lo, hi, 17).round())
        values = _br_delta_for_ell(eps, k, eps_g, grid, lb)
        j = int(np.argmax(values))
        if values[j] <= 0.0 and lo == 0 and hi == k:
            return br_delta(eps, k, eps_g, lb, exhaustive=True)  # a peak narrower than the grid: never under-count
        best = max(best, float(values[j]))
        if grid.size == hi - lo + 1:  # every ℓ in the window was evaluated
            return best
        lo, hi = int(grid[max(j - 1, 0)]), int(grid[min(j + 1, grid.size - 1)])


def _invert(delta_of, delta: float, hi: float) -> float:
    """Smallest ε_g in [0, hi] with delta_of(ε_g) ≤ δ (δ(ε_g) is non-increasing), by bisection."""
    if delta_of(0.0) <= delta:
        return 0.0
    lo = 0.0
    for _ in range(200):
        mid = 0.5 * (lo + hi)
        if delta_of(mid) <= delta:
            hi = mid
        else:
            lo = mid
        if hi - lo <= 1e-10 * max(1.0, hi):
            break
    return hi


def kov_optimal(eps: float, k: int, delta: float) -> float:
    lb = _log_binomial_coefficients(k)
    return _invert(lambda g: kov_delta(eps, k, g, lb), delta, k * eps)


def bounded_range_optimal(eps: float, k: int, delta: float, upper: float | None = None) -> float:
    """Inverted DDR Thm 3; ``upper`` (e.g. the KOV total, which it never exceeds) narrows the search."""
    lb = _log_binomial_coefficients(k)
    return _invert(lambda g: br_delta(eps, k, g, lb), delta, min(k * eps, upper if upper is not None else math.inf))


def zcdp_rho(eps: float, k: int) -> float:
    """ε-BR ⇒ (ε²/8)-zCDP (Cesar–Rogers 2021); zCDP composes additively."""
    return k * eps * eps / 8.0


def zcdp_simple(rho: float, delta: float) -> float:
    """ρ-zCDP ⇒ (ρ + 2√(ρ ln(1/δ)), δ)-DP (Bun–Steinke 2016, Prop. 1.3)."""
    return rho + 2 * math.sqrt(rho * math.log(1 / delta))


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
    return min(fa, fb, zcdp_simple(rho, delta))


def closed_form_totals(eps: float, k: int, delta: float, mechanism: str) -> dict:
    """The methods with a formula (no inversion): basic, advanced, and for ε-BR mechanisms the zCDP route."""
    is_br = mechanism in BR_MECHANISMS
    rho = zcdp_rho(eps, k)
    return {"basic": basic(eps, k), "advanced": advanced(eps, k, delta),
            "zcdp_simple": zcdp_simple(rho, delta) if is_br else None,
            "zcdp_cks": zcdp_cks(rho, delta) if is_br else None}


@dataclass(frozen=True)
class PrivacyBill:
    """Total ε of k releases at δ by each method; None where a method does not apply."""

    epsilon: float
    releases: int
    delta: float
    mechanism: str
    basic: float
    advanced: float
    kov_optimal: float
    bounded_range_optimal: float | None
    zcdp_simple: float | None
    zcdp_cks: float | None

    def methods(self) -> dict:
        return {m: getattr(self, m) for m in METHODS}

    def best(self) -> tuple[str, float]:
        """The tightest applicable total."""
        return min(((m, v) for m, v in self.methods().items() if v is not None), key=lambda mv: mv[1])

    def as_json(self) -> dict:
        d = asdict(self)
        return {"epsilon": d["epsilon"], "releases": d["releases"], "delta": d["delta"],
                "mechanism": d["mechanism"], "methods": self.methods()}


def privacy_bill(epsilon: float, releases: int, delta: float = 1e-6, mechanism: str = "exponential",
                 progress=None, cancelled=None) -> PrivacyBill:
    """Every composition method's total ε for ``releases`` runs of an ε-DP ``mechanism``.

    ``progress(done, total)`` is called as the work advances and ``cancelled()`` polled; when it returns
    True the computation stops by raising ``Cancelled``.
    """
    eps = check_epsilon(epsilon)
    k = check_releases(releases)
    d = check_delta(delta)
    if mechanism not in BR_MECHANISMS + ("permute-and-flip",):
        raise ProblemError(f"unknown mechanism {mechanism!r}")
    is_br = mechanism in BR_MECHANISMS

    def step(done: int) -> None:
        if cancelled is not None and cancelled():
            raise Cancelled("the privacy bill was cancelled")
        if progress is not None:
            progress(done, 3)

    step(0)
    closed = closed_form_totals(eps, k, d, mechanism)
    kov = min(kov_optimal(eps, k, d), closed["basic"])
    step(1)
    br = bounded_range_optimal(eps, k, d, upper=kov * (1 + 1e-9) + 1e-12) if is_br else None
    step(3)
    return PrivacyBill(epsilon=eps, releases=k, delta=d, mechanism=mechanism, kov_optimal=kov,
                       bounded_range_optimal=min(br, kov) if br is not None else None, **closed)


def plain_language(bill: PrivacyBill) -> str:
    """What the total means, in words, for the best applicable method."""
    name, total = bill.best()
    shown = factor_text(total)
    return (f"After {bill.releases:,} release{'s' if bill.releases != 1 else ''} at ε = {bill.epsilon:g}, the "
            f"tightest valid accounting ({METHOD_TITLES[name]}) gives a total of ε = {total:.4g} with δ = "
            f"{bill.delta:g}: except with probability about δ, anything an observer concludes about one person "
            f"is at most ×{shown} more likely with their data than without it.")
