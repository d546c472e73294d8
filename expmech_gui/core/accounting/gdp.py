"""Gaussian differential privacy of k exponential mechanisms (Dong's "Exponential mechanisms — what's wrong with
sensitivity?", after Dong, Roth & Su 2019 and Dong, Durfee & Rogers 2020): the same k releases of an EM with scale c
analysed two ways.

* By sensitivity (McSherry–Talwar, the blog's Thm 0): each release is 2cΔ-DP, and the DP central limit theorem makes
  k ε-DP releases μ-GDP with μ = 2K/s, K = k·ε·tanh(ε/2), s² = k·ε², i.e. μ = 2√k·tanh(ε/2) ≈ ε√k — the blog's
  2ε√k for its EM parameter ε = c (counting scores, Δ = 1).
* By range (Dong–Durfee–Rogers, Thm 1): each release is c·range-bounded-range, and their CLT for exponential
  mechanisms makes k ε-BR releases ½ε√k-GDP (asymptotic: ε = O(1/√k), k → ∞).

On counting scores (range = Δ) the two μ differ by a factor 4, so at the same μ the range analysis allows 16× the
releases. μ-GDP reads as (ε, δ)-DP for every ε, with δ(ε) = Φ(−ε/μ + μ/2) − e^ε·Φ(−ε/μ − μ/2) (Dong–Roth–Su,
Cor. 2.13), inverted here for the bill's δ.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from .. import formatting as fmt
from ..problem import ProblemError
from ..translatable import message, words


def dp_clt_mu(epsilon: float, k: int) -> float:
    """μ of k ε-DP releases by the DP CLT: 2K/s = 2√k·tanh(ε/2) (≈ ε√k for small ε)."""
    return 2.0 * math.sqrt(k) * math.tanh(epsilon / 2.0)


def br_clt_mu(epsilon_br: float, k: int) -> float:
    """μ of k ε-bounded-range releases by Dong–Durfee–Rogers' CLT for exponential mechanisms: ½ε√k."""
    return 0.5 * epsilon_br * math.sqrt(k)


def _log_phi(x: float) -> float:
    """ln Φ(x), Φ the standard normal CDF: erfc where it does not underflow, else the tail's asymptotic series
    ln Φ(x) ≈ −x²/2 − ln(−x√(2π)) + ln(1 − 1/x² + 3/x⁴)."""
    if x > -37.0:
        return math.log(0.5 * math.erfc(-x / math.sqrt(2.0)))
    return -x * x / 2.0 - math.log(-x * math.sqrt(2.0 * math.pi)) + math.log1p(-1.0 / x ** 2 + 3.0 / x ** 4)


def gdp_delta(mu: float, epsilon: float) -> float:
    """δ(ε) of μ-GDP: Φ(−ε/μ + μ/2) − e^ε·Φ(−ε/μ − μ/2), the second term in log space."""
    a, b = -epsilon / mu + mu / 2.0, -epsilon / mu - mu / 2.0
    return max(0.0, math.exp(_log_phi(a)) - math.exp(epsilon + _log_phi(b)))


def gdp_epsilon(mu: float, delta: float) -> float:
    """The smallest ε ≥ 0 with δ(ε) ≤ ``delta`` for μ-GDP (δ(ε) decreases in ε), by bisection to 1e-12."""
    if not (0.0 < delta < 1.0):
        raise ProblemError(message("δ must be greater than 0 and less than 1, not {delta!r}", delta=delta))
    if mu <= 0 or gdp_delta(mu, 0.0) <= delta:
        return 0.0
    lo, hi = 0.0, max(1.0, mu * mu)
    while gdp_delta(mu, hi) > delta:
        lo, hi = hi, 2.0 * hi
    for _ in range(200):
        mid = (lo + hi) / 2.0
        lo, hi = (lo, mid) if gdp_delta(mu, mid) <= delta else (mid, hi)
        if hi - lo <= 1e-12 * max(1.0, hi):
            break
    return hi


@dataclass(frozen=True)
class GdpComparison:
    """k releases of one EM: ε per release and μ by sensitivity and by range, their ratio, how many releases the
    range analysis allows at the sensitivity analysis's μ, and each μ as an ε at ``delta``."""

    k: int
    delta: float
    eps_sensitivity: float
    eps_range: float
    mu_sensitivity: float
    mu_range: float
    epsilon_sensitivity: float
    epsilon_range: float

    @property
    def factor(self) -> float:
        return self.mu_sensitivity / self.mu_range

    @property
    def releases_at_same_mu(self) -> int:
        """The k′ whose range-analysis μ is the sensitivity analysis's μ for k: (2μ/ε_BR)², rounded down."""
        return int(math.floor((2.0 * self.mu_sensitivity / self.eps_range) ** 2 * (1 + 1e-12)))


def gdp_comparison(scale: float, sensitivity: float, score_range: float, k: int, delta: float) -> GdpComparison:
    """The two analyses of k releases of the EM with weights e^(c·u): 2cΔ-DP each (sensitivity) against
    c·range-BR each (range); ProblemError in words when a number is out of range."""
    if not (scale > 0 and sensitivity > 0 and score_range > 0 and math.isfinite(scale * sensitivity * score_range)):
        raise ProblemError(message("the Gaussian view needs a finite scale c, sensitivity Δ and score range, all "
                                   "above 0"))
    if k < 1:
        raise ProblemError(message("the Gaussian view needs at least one release"))
    eps_s, eps_r = 2.0 * scale * sensitivity, scale * score_range
    mu_s, mu_r = dp_clt_mu(eps_s, k), br_clt_mu(eps_r, k)
    return GdpComparison(k, delta, eps_s, eps_r, mu_s, mu_r, gdp_epsilon(mu_s, delta), gdp_epsilon(mu_r, delta))


def gdp_sentence(g: GdpComparison) -> str:
    """The comparison in words, with the current numbers, in the language in use (core.translatable.words)."""
    def num(x: float) -> str:
        return f"{x:.3g}"

    return words("Gaussian view (Dong): {k:,} releases are μ = {mu_sensitivity}-GDP by the sensitivity analysis (each "
                 "{eps_sensitivity}-DP, the DP central limit theorem) but μ = {mu_range}-GDP by the range analysis (each "
                 "{eps_range}-bounded-range) — a factor {factor}; at δ = {delta} that is ε = {epsilon_sensitivity} against "
                 "{epsilon_range}. At the same μ the range analysis allows {same_mu:,} releases, {times}× as many. "
                 "(Central limit approximations: good when each ε is small and k large.)",
                 k=g.k, mu_sensitivity=num(g.mu_sensitivity), eps_sensitivity=num(g.eps_sensitivity),
                 mu_range=num(g.mu_range), eps_range=num(g.eps_range), factor=num(g.factor), delta=fmt.delta_words(g.delta),
                 epsilon_sensitivity=num(g.epsilon_sensitivity), epsilon_range=num(g.epsilon_range),
                 same_mu=g.releases_at_same_mu, times=num(g.releases_at_same_mu / g.k))


def range_of(problem, notion: str) -> float:
    """The score's range under ``notion``: as declared, else Δ where one person moves every score the same way
    (monotone), else the general bound 2Δ."""
    declared = problem.score_range.get(notion)
    if declared:
        return float(declared)
    return problem.sensitivity * (1.0 if problem.monotone.get(notion, False) else 2.0)


def gdp_of_mechanism(mechanism, k: int, delta: float) -> GdpComparison | None:
    """``gdp_comparison`` of k releases of ``mechanism`` (its scale c, Δ and range under its neighbours); None when
    it is not a softmax of the scores (permute-and-flip: not bounded-range)."""
    if not mechanism.softmax_of_scores:
        return None
    pr = mechanism.problem
    return gdp_comparison(mechanism.scale, pr.sensitivity, range_of(pr, mechanism.neighbours), k, delta)
