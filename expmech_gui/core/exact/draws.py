"""The exact sampler's arithmetic: Bernoulli draws of exact probabilities, exact score gaps computed on demand,
and the two loops (rejection, permute-and-flip), with uniformly random integers as the only randomness.

* Bernoulli(p) for a fraction p: a uniform integer below its denominator is below its numerator;
* Bernoulli(e^(−γ)) for a fraction γ ≥ 0 (Canonne–Kamath–Steinke 2020, Algorithm 1);
* the loops look at ``cancelled()`` every CHECK_EVERY proposals (``accounting.Cancelled`` then) and report
  ``progress(done, about the total)``, the total from the float law (progress only: it never enters a draw).
"""
from __future__ import annotations

import math
import random
from bisect import bisect_right
from fractions import Fraction
from itertools import accumulate
from weakref import WeakKeyDictionary

import numpy as np

from ..accounting.bill import Cancelled
from ..problem import ProblemError, SelectionProblem
from ..translatable import message

CHECK_EVERY = 1024  # proposals between two looks at cancelled() (and two progress reports)
NEAR_TOP = 1e-9  # the exact maximum lies among the float scores this close (relative) to the float maximum
# per problem (a SelectionProblem is immutable and hashed by identity), kept while the problem lives: its exact
# scores as they are first needed, and its proposer (μ's running integer sums cost O(m) fractions to build)
_EXACT_SCORES: WeakKeyDictionary = WeakKeyDictionary()
_PROPOSERS: WeakKeyDictionary = WeakKeyDictionary()


def bernoulli_fraction(p: Fraction, rng: random.Random) -> bool:
    """True with probability exactly p ∈ [0, 1] (p = n/d: a uniform integer below d is below n)."""
    return rng.randrange(p.denominator) < p.numerator


def bernoulli_exp(gamma: Fraction, rng: random.Random) -> bool:
    """True with probability exactly e^(−γ), γ ≥ 0 a fraction (Canonne–Kamath–Steinke 2020, Alg. 1)."""
    if gamma < 0:
        raise ValueError("γ must be ≥ 0")
    while gamma > 1:  # e^(−γ) = e^(−1)^⌊γ⌋ · e^(−(γ − ⌊γ⌋)): stop at the first failure
        if not _bernoulli_exp_unit(Fraction(1), rng):
            return False
        gamma -= 1
    return _bernoulli_exp_unit(gamma, rng)


def _bernoulli_exp_unit(gamma: Fraction, rng: random.Random) -> bool:
    """e^(−γ) for γ ∈ [0, 1]: the first k with A_k = 0, A_k ~ Bernoulli(γ/k), is odd with probability e^(−γ)."""
    k = 1
    while bernoulli_fraction(gamma / k, rng):
        k += 1
    return k % 2 == 1


class ExactGaps:
    """γ_h = c·(OPT − u(h)) ≥ 0 as exact fractions, u(h) computed when h is first proposed: the scenario's exact
    rational (``problem.exact_scores``) or the float score's binary value. OPT is the exact maximum over the
    candidates still in (``left``); as the floats are the exact scores rounded, it lies among those whose float
    is within NEAR_TOP of the float maximum. ``remove(h)`` takes a chosen candidate out (peeling)."""

    def __init__(self, problem: SelectionProblem, scale: Fraction) -> None:
        self.problem, self.scale = problem, scale
        self.left = problem.support.copy()
        exact = problem.exact_scores
        self._exact = exact.score if exact is not None else None
        self._scores: dict[int, Fraction] = _EXACT_SCORES.setdefault(problem, {})  # shared by its releases
        self._order: np.ndarray | None = None  # candidates by falling float score, once a candidate is removed
        self._first = 0
        self.top = self._top(float(problem.scores[self.left].max()))

    @property
    def count_left(self) -> int:
        return int(np.count_nonzero(self.left))

    def score(self, h: int) -> Fraction:
        u = self._scores.get(h)
        if u is None:
            u = self._exact(h) if self._exact is not None else Fraction(float(self.problem.scores[h]))
            self._scores[h] = u
        return u

    def _top(self, float_top: float) -> Fraction:
        if self._exact is None:
            return Fraction(float_top)
        floats = self.problem.scores
        near = np.flatnonzero(self.left & (floats >= float_top - NEAR_TOP * abs(float_top)))
        best = self.problem.exact_scores.best
        if best is not None:
            return self.score(int(best(near)))
        return max(self.score(int(h)) for h in near)

    def remove(self, h: int) -> None:
        self.left[h] = False
        if self._order is None:
            self._order = np.argsort(-self.problem.scores, kind="stable")
        order = self._order
        while self._first < order.size and not self.left[order[self._first]]:
            self._first += 1
        if self._first < order.size:
            self.top = self._top(float(self.problem.scores[order[self._first]]))

    def __call__(self, h: int) -> Fraction | None:
        """γ_h, or None when h cannot be chosen (off the support of μ, or chosen already)."""
        if not self.left[h]:
            return None
        gap = self.scale * (self.top - self.score(h))
        if gap < 0:
            raise AssertionError(f"candidate {h}'s exact score is above the exact maximum found")
        return gap

    def expected_proposals(self) -> float:
        """Σμ / Σμ·e^(−γ) over the candidates left, in floats: the mean of the rejection loop's geometric number
        of proposals (≥ 1; at most 10^18 shown), for progress only."""
        left, floats = self.left, self.problem.scores
        log_mu = self.problem.log_base_measure[left]
        with np.errstate(over="ignore", invalid="ignore"):
            logw = log_mu - float(self.scale) * (float(floats[left].max()) - floats[left])
        log_ratio = log_sum_exp(log_mu) - log_sum_exp(logw)
        return float(math.exp(min(log_ratio, 41.4))) if math.isfinite(log_ratio) else 1e18


def log_sum_exp(x: np.ndarray) -> float:
    top = float(np.max(x))
    if not math.isfinite(top):
        return top
    with np.errstate(under="ignore"):
        return top + math.log(float(np.sum(np.exp(x - top))))


def integer_weights(problem: SelectionProblem) -> list[int]:
    """μ as integers proportional to its exact binary values."""
    fr = [Fraction(float(w)) for w in problem.base_measure]
    den = math.lcm(*(f.denominator for f in fr))
    return [int(f * den) for f in fr]


def proposer(problem: SelectionProblem):
    """rng → h drawn with probability μ(h)/Σμ exactly: a uniform index, or a uniform integer below Σμ (integer
    weights) located in the running sums; built once per problem."""
    made = _PROPOSERS.get(problem)
    if made is None:
        made = _PROPOSERS.setdefault(problem, _make_proposer(problem))
    return made


def _make_proposer(problem: SelectionProblem):
    if problem.base_measure is None:
        m = problem.m
        return lambda rng: rng.randrange(m)
    cumulative = list(accumulate(integer_weights(problem)))
    total = cumulative[-1]
    return lambda rng: bisect_right(cumulative, rng.randrange(total))


def reporter(progress, cancelled, before: int, expected: float):
    """report(done): Cancelled once ``cancelled()`` is True, else ``progress(before + done, about the total)``."""
    total = before + max(1, round(expected))

    def report(done: int) -> None:
        if cancelled is not None and cancelled():
            raise Cancelled("the exact release was cancelled")
        if progress is not None:
            progress(before + done, max(total, before + done))
    return report


def rejection(gaps: ExactGaps, propose, rng: random.Random, max_proposals: int, report) -> tuple[int, int]:
    """Propose h ∝ μ(h), accept with probability e^(−γ_h): P[h] ∝ μ(h)·e^(−γ_h) exactly (a candidate not left is
    never accepted). The acceptance rate is at least μ(H*), so the expected number of proposals is at most
    1/μ(H*) (m for a uniform μ, one optimum)."""
    report(0)
    for proposals in range(1, max_proposals + 1):
        if proposals % CHECK_EVERY == 0:
            report(proposals)
        h = propose(rng)
        gamma = gaps(h)
        if gamma is not None and bernoulli_exp(gamma, rng):
            return h, proposals
    raise ProblemError(message("the exact sampler gave up after {proposals:,} proposals", proposals=max_proposals))


def permute_and_flip(gaps: ExactGaps, m: int, rng: random.Random, report) -> tuple[int, int]:
    """Visit candidates in a uniform random order (Fisher–Yates drawn as it goes: position i takes what sits at
    a uniform j ≥ i), accept r with probability e^(−γ_r); an optimum (γ = 0) is always accepted, so one pass
    suffices."""
    report(0)
    moved: dict[int, int] = {}  # position → candidate, where the lazy shuffle has swapped
    for i in range(m):
        if (i + 1) % CHECK_EVERY == 0:
            report(i + 1)
        j = rng.randrange(i, m)
        r = moved.get(j, j)
        moved[j] = moved.get(i, i)
        gamma = gaps(r)
        if gamma is not None and bernoulli_exp(gamma, rng):
            return r, i + 1
    raise AssertionError("an optimum is always accepted")
