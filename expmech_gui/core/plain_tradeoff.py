"""Accuracy and disclosure risk side by side as ε moves, for the plain-words mode (issue 30; Nanayakkara et al.'s
ViP, PoPETs 2022, shows both on one axis of ε).

Accuracy is the exact expected score as a share of the best possible: E[S]/OPT when no score is negative and OPT > 0,
otherwise the share of the way from the worst score to the best, (E[S] − min u)/(OPT − min u) — of one run's whole
release where it makes several choices (``score_at``: top-k's k-set total against the best k-set's). Risk is
core.attacker.posterior_bound of a starting belief after one release, whose cost is the mechanism's own share of
ε (core.privacy.release_epsilon: ε/2 for the exponential mechanism on a monotone score, ε otherwise).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .accounting.bill import Cancelled
from .privacy.attacker import STARTING_BELIEF, posterior_bound
from .bounds import expected_score
from .mechanisms import make_mechanism
from .privacy.loss import release_epsilon
from .translatable import words

CAUTION_ABOVE = 5.0  # above this ε, say in words that privacy is weak (as OpenDP's DP Wizard does)
CAUTION_BELOW = 0.1  # below this ε, say in words that the result is mostly noise
TRADEOFF_POINTS = 25


@dataclass(frozen=True)
class Tradeoff:
    """Accuracy share and posterior bound at each ε of ``epsilon`` (and at the current ε)."""

    epsilon: np.ndarray
    accuracy: np.ndarray
    risk: np.ndarray
    current_epsilon: float
    current_accuracy: float
    current_risk: float
    share_of_best: bool  # True: E/OPT; False: the share of the way from the worst score to the best


def accuracy_share(problem, expected: float, best: float | None = None, low: float | None = None) -> tuple[float, bool]:
    """(share, True) = E/OPT when every score is ≥ 0 and OPT > 0; else ((E − min)/(OPT − min), False); ``best`` and
    ``low`` in place of OPT and the lowest score for a release of several choices."""
    low = float(np.min(problem.scores)) if low is None else float(low)
    best = float(problem.opt) if best is None else float(best)
    if low >= 0 and best > 0:
        return expected / best, True
    return ((expected - low) / (best - low) if best > low else 1.0), False


def release_share(mechanism) -> float:
    """One release's cost as a share of ε (1 or ½; less where the score's range bounds it)."""
    eps = float(mechanism.epsilon)
    return release_epsilon(mechanism)[0] / eps if eps > 0 else 1.0


def epsilon_caution(epsilon: float) -> str:
    """A caution in words outside the ε that practice uses (DP Wizard warns above 5 and below 0.1), else ""."""
    if epsilon > CAUTION_ABOVE:
        return words("Caution: a privacy setting above 5 protects little — what is released can reveal a lot about "
                     "one person. Deployments rarely go this high.")
    if epsilon < CAUTION_BELOW:
        return words("Caution: a privacy setting below 0.1 adds so much randomness that the result may be little "
                     "better than a random pick.")
    return ""


def tradeoff(mechanism, prior: float = STARTING_BELIEF, lo: float = 0.01, hi: float = 20.0,
             points: int = TRADEOFF_POINTS, cancelled=lambda: False, cost_share: float | None = None,
             score_at=None) -> Tradeoff:
    """Exact accuracy share and posterior bound at ``points`` values of ε from ``lo`` to ``hi`` (log-spaced);
    ``cost_share``: what one run costs as a multiple of ε (top-k: its k selections), by default one release's;
    ``score_at(ε)`` → (E[score], best, worst) of one run at ε — the app passes its experiment's, rebuilt by its
    scenario (Experiment.release_score: top-k's k-set; a top-k method is not the registry's mechanism of that key);
    by default ``mechanism``'s one choice, rebuilt from the registry of one-choice mechanisms."""
    problem = mechanism.problem
    share_of_eps = release_share(mechanism) if cost_share is None else float(cost_share)
    if score_at is None:
        def score_at(eps: float) -> tuple[float, float, None]:
            other = make_mechanism(mechanism.key, problem, float(eps), mechanism.analysis, mechanism.neighbours)
            return expected_score(problem, other.pmf), problem.opt, None
    grid = np.geomspace(lo, hi, points)
    accuracy = np.empty(points)
    for i, eps in enumerate(grid):
        if cancelled():
            raise Cancelled("the trade-off was cancelled")
        accuracy[i] = accuracy_share(problem, *score_at(float(eps)))[0]
    risk = np.array([posterior_bound(prior, share_of_eps * eps) for eps in grid])
    current = float(mechanism.epsilon)
    now, by_best = accuracy_share(problem, *score_at(current))
    return Tradeoff(grid, accuracy, risk, current, now, posterior_bound(prior, share_of_eps * current), by_best)
