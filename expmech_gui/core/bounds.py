"""Exact summaries of a mechanism's output and the exponential mechanism's utility theorem.

Utility theorem (McSherry–Talwar 2007; Dwork–Roth Thm 3.11; Kamath lecture 7, Thm 3):
    P[u(output) ≤ OPT − (1/c)(ln(1/μ(H*)) + t)] ≤ e^(−t),   c = ε/(2Δ) (general) or ε/Δ (monotone),
with μ normalised, so ln(1/μ(H*)) = ln(|H|/|H*|) for the uniform base measure.  Permute-and-flip
satisfies the same bound (it picks a bad r only if r is accepted before every optimum is visited).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .exact.sums import exact_sum
from .mechanisms import Mechanism
from .numbers import EPSILON_MAX, EPSILON_MIN
from .problem import ProblemError, SelectionProblem
from .translatable import message


def expected_score(problem: SelectionProblem, pmf: np.ndarray) -> float:
    """E[u(output)] = Σ_h P[h]·u(h), exactly from the pmf (correctly rounded: fsum's number, exact_sums)."""
    return exact_sum(np.asarray(pmf) * problem.scores)


def tail_probability(problem: SelectionProblem, pmf: np.ndarray, threshold: float) -> float:
    """P[u(output) ≤ threshold] = Σ_{h: u(h) ≤ threshold} P[h]."""
    return exact_sum(np.asarray(pmf)[problem.scores <= threshold])


def opt_mass(problem: SelectionProblem) -> float:
    """μ(H*) for the normalised base measure (|H*|/|H| when uniform)."""
    idx = problem.opt_indices
    if problem.base_measure is None:
        return idx.size / problem.m
    mu = problem.base_measure
    return float(mu[idx].sum() / mu.sum())


def utility_log_term(problem: SelectionProblem) -> float:
    """The utility theorem's ln(1/μ(H*)), μ the normalised base measure (ln(|H|/|H*|) when μ is uniform)."""
    return -math.log(opt_mass(problem))


def utility_threshold(problem: SelectionProblem, scale: float, t: float) -> float:
    """OPT − (1/c)(ln(1/μ(H*)) + t); with c = ε/(2Δ) this is OPT − (2Δ/ε)(ln(|H|/|H*|) + t)."""
    t = check_t(t)
    return problem.opt - (utility_log_term(problem) + t) / scale


def is_vacuous(threshold: float, min_score: float) -> bool:
    """A lower bound on the score below the lowest score there is tells the reader nothing."""
    return bool(threshold < min_score)


T_MAX = 700.0  # e^(−700) ≈ 10^−304: a larger t bounds a probability no float can hold


def check_t(t: float) -> float:
    """t of the utility bound: a number from 0 to 700 (the bound's probability e^(−t) down to 10^−304)."""
    if isinstance(t, bool):
        raise ProblemError(message("t must be a number, not {t!r}", t=t))
    try:
        t = float(t)
    except (TypeError, ValueError, OverflowError):
        raise ProblemError(message("t must be a number, not {t!r}", t=t)) from None
    if not (math.isfinite(t) and 0 <= t <= T_MAX):
        raise ProblemError(message("t must be at least 0 and at most {most:g}, not {t:g}", most=T_MAX, t=t))
    return t


def fraction_at_or_below(problem: SelectionProblem, counts: np.ndarray, threshold: float) -> float | None:
    """Observed fraction of simulated outputs with u ≤ threshold (None before any trial)."""
    counts = np.asarray(counts)
    total = int(counts.sum())
    if total == 0:
        return None
    return int(counts[problem.scores <= threshold].sum()) / total


def empirical_mean(problem: SelectionProblem, counts: np.ndarray) -> float | None:
    """Mean score of the simulated outputs, Σ counts·u / Σ counts (None before any trial)."""
    counts = np.asarray(counts)
    total = int(counts.sum())
    if total == 0:
        return None
    return exact_sum(counts * problem.scores) / total


def empirical_std(problem: SelectionProblem, counts: np.ndarray) -> float | None:
    """Sample standard deviation of the simulated outputs' scores (None for fewer than two trials)."""
    counts = np.asarray(counts, dtype=np.float64)
    total = counts.sum()
    if total < 2:
        return None
    mean = float(counts @ problem.scores) / total
    var = float(counts @ (problem.scores - mean) ** 2) / (total - 1)
    return math.sqrt(max(var, 0.0))


Z_95 = 1.959963984540054  # the normal's 97.5% quantile (scipy.stats.norm.ppf(0.975)): two-sided 95% intervals


def mean_confidence_halfwidth(problem: SelectionProblem, counts: np.ndarray, z: float = Z_95) -> float | None:
    """Half-width of the normal-approximation 95% CI of the empirical mean: z·sd/√T."""
    sd = empirical_std(problem, counts)
    if sd is None:
        return None
    return z * sd / math.sqrt(float(np.sum(counts)))


def halfwidth_from_moments(trials: int, m2: float, z: float = Z_95) -> float | None:
    """``mean_confidence_halfwidth`` from running sums: z·√(M2/(T − 1))/√T, M2 = Σ (u − mean)² over the T
    trials (None for fewer than two trials)."""
    if trials < 2:
        return None
    return z * math.sqrt(max(m2 / (trials - 1), 0.0)) / math.sqrt(float(trials))


@dataclass(frozen=True)
class ExactSummary:
    """The exact numbers every view shows for one mechanism on one problem."""

    opt: float
    opt_count: int
    expected_score: float
    t: float
    threshold: float
    bound_probability: float
    exact_tail: float
    min_score: float = -math.inf
    most_likely: int = 0  # the candidate with the largest exact probability (the first, among ties)

    @property
    def threshold_vacuous(self) -> bool:
        """True when the utility bound says nothing here: its threshold lies below every possible score,
        so P[score ≤ threshold] = 0 holds trivially (small n or ε). Shown in words, never as a bare number."""
        return is_vacuous(self.threshold, self.min_score)

    @classmethod
    def of(cls, mechanism: Mechanism, t: float = 1.0) -> "ExactSummary":
        problem = mechanism.problem
        threshold = utility_threshold(problem, mechanism.scale, t)
        pmf = mechanism.pmf
        return cls(
            opt=problem.opt,
            opt_count=int(problem.opt_indices.size),
            expected_score=expected_score(problem, pmf),
            t=check_t(t),
            threshold=threshold,
            bound_probability=math.exp(-check_t(t)),
            exact_tail=tail_probability(problem, pmf, threshold),
            min_score=float(problem.scores[problem.support].min()),
            most_likely=int(np.argmax(pmf)),
        )


# --- ε-sweep and solve-for-ε ------------------------------------------------------------------------
def expected_score_curve(problem: SelectionProblem, mechanism_name: str, epsilons, analysis: str = "general",
                         neighbours: str = "add-remove", t: float = 1.0) -> dict:
    """Exact E[score] and the utility threshold at each ε (for the ε-sweep view and `expmech sweep`)."""
    from .mechanisms import make_mechanism

    eps = np.asarray(epsilons, dtype=np.float64)
    expected = np.empty(eps.size)
    threshold = np.empty(eps.size)
    for i, e in enumerate(eps):
        mech = make_mechanism(mechanism_name, problem, float(e), analysis, neighbours)
        expected[i] = expected_score(problem, mech.pmf)
        threshold[i] = utility_threshold(problem, mech.scale, t)
    return {"epsilon": eps, "expected": expected, "threshold": threshold}


def solve_epsilon(problem: SelectionProblem, mechanism_name: str, max_loss: float, analysis: str = "general",
                  neighbours: str = "add-remove", lo: float = EPSILON_MIN, hi: float = EPSILON_MAX) -> float | None:
    """The smallest ε with OPT − E[score] ≤ max_loss, by bisection on the exact expectation (which
    rises with ε); None if even ε = ``hi`` (by default the largest ε the app accepts, 10^4) does not reach it."""
    from .mechanisms import make_mechanism

    def loss(e: float) -> float:
        mech = make_mechanism(mechanism_name, problem, e, analysis, neighbours)
        return problem.opt - expected_score(problem, mech.pmf)

    return solve_for_loss(loss, max_loss, lo, hi)


def solve_for_loss(loss, max_loss: float, lo: float = EPSILON_MIN, hi: float = EPSILON_MAX) -> float | None:
    """The smallest ε in [lo, hi] with ``loss(ε)`` ≤ max_loss, by bisection on log ε (``loss`` falls as ε rises:
    OPT − E[score] of one choice, or of a whole release); None if even ε = ``hi`` does not reach it."""
    try:
        max_loss = float(max_loss)
    except (TypeError, ValueError):
        raise ProblemError(message("the accepted loss must be a number, not {max_loss!r}", max_loss=max_loss)) from None
    if not (math.isfinite(max_loss) and max_loss >= 0):
        raise ProblemError(message("the accepted loss must be a finite number ≥ 0, not {max_loss!r}",
                                   max_loss=max_loss))
    if loss(hi) > max_loss:
        return None
    if loss(lo) <= max_loss:
        return lo
    a, b = math.log(lo), math.log(hi)
    for _ in range(100):
        mid = 0.5 * (a + b)
        if loss(math.exp(mid)) <= max_loss:
            b = mid
        else:
            a = mid
        if b - a < 1e-10:
            break
    return math.exp(b)
