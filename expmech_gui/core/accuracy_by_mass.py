"""Accuracy from the base measure's mass near the best (the wiki page on the exponential mechanism, "Accuracy"),
beside Kamath's Theorem 3 and the exact numbers.

The wiki weighs r by e^(ε_w·q(d, r))·μ(r); the app weighs h by e^(c·s(h))·μ(h), so the wiki's ε_w is the app's c
(ε/(2Δ) under the general analysis) and q is the score s, with μ normalised over its support.
    Lemma:   S_t = {r : q > OPT − t}  ⇒  P[q ≤ OPT − 2t] ≤ e^(−c·t)/μ(S_t).
    Theorem: for every t ≥ ln(OPT/(t·μ(S_t)))/c,  E[q] ≥ OPT − 3t.
The theorem's proof needs q ≥ 0 (it counts a score below OPT − 2t as 0). Scores below 0 are shifted up by their
minimum m₀ first (the same mechanism: a constant cancels in the normaliser), so OPT there reads OPT − m₀ and
E[s] ≥ OPT − 3t still. The condition's two sides cross once (c·t − ln(OPT/t) + ln μ(S_t) rises with t), so the
smallest t is found by bisection.
Kamath's Theorem 3 (lecture 7; core.bounds): P[s ≤ OPT − (ln(1/μ(H*)) + t)/c] ≤ e^(−t); integrated over t it gives
E[s] ≥ OPT − (ln(1/μ(H*)) + 1)/c. At Theorem 3's line OPT − D the lemma is used with t = D/2.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .bounds import opt_mass
from .problem import SelectionProblem
from .translatable import translatable, translated, words

BISECTION_STEPS = 200


class NearOptimalMass:
    """μ(S_t) = μ({h : s(h) > OPT − t}) for any t, from the gaps OPT − s sorted once (μ normalised)."""

    def __init__(self, problem: SelectionProblem) -> None:
        support = problem.support
        gaps = problem.opt - problem.scores[support]
        mu = (np.full(gaps.size, 1.0 / gaps.size) if problem.base_measure is None
              else problem.base_measure[support] / problem.base_measure[support].sum())
        order = np.argsort(gaps, kind="stable")
        self.gaps = gaps[order]
        self.cumulative = np.cumsum(mu[order])
        self.lowest = float(problem.scores[support].min())
        self.opt = float(problem.opt)

    def __call__(self, t: float) -> float:
        below = int(np.searchsorted(self.gaps, t, side="left"))  # gaps < t: scores > OPT − t
        return float(self.cumulative[below - 1]) if below else 0.0


def lemma_bound(mass: NearOptimalMass, scale: float, t: float) -> float:
    """e^(−c·t)/μ(S_t) (inf when S_t is empty), computed in logs; a probability bound only where it is ≤ 1."""
    m = mass(t)
    return math.exp(min(700.0, -scale * t - math.log(m))) if m > 0 else math.inf


def theorem_t(mass: NearOptimalMass, scale: float) -> float:
    """The smallest t with t ≥ ln(OPT′/(t·μ(S_t)))/c, OPT′ = OPT − min(0, lowest score) (0 when OPT′ = 0)."""
    top = mass.opt - min(0.0, mass.lowest)
    if top <= 0:
        return 0.0

    def holds(t: float) -> bool:
        m = mass(t)
        return m > 0 and scale * t >= math.log(top) - math.log(t) - math.log(m)

    hi = max(top, 1e-300)
    while not holds(hi):
        hi *= 2.0
    lo = hi
    while holds(lo) and lo > 1e-300:
        lo /= 2.0
    if holds(lo):
        return lo
    for _ in range(BISECTION_STEPS):  # on log t: the answer may be anywhere from 1e-300 to 1e300
        mid = math.sqrt(lo * hi)
        if mid in (lo, hi):
            break
        if holds(mid):
            hi = mid
        else:
            lo = mid
    return hi


@dataclass(frozen=True)
class AccuracyByMass:
    """The wiki's lemma at Theorem 3's line and its theorem, beside Theorem 3 and the exact numbers."""

    distance: float  # D: Theorem 3's line is OPT − D
    lemma_t: float  # D/2
    lemma_mass: float  # μ(S_{D/2})
    lemma: float  # e^(−c·D/2)/μ(S_{D/2})
    kamath: float  # e^(−t)
    exact_tail: float
    theorem_t: float
    theorem_floor: float  # OPT − 3t*
    kamath_floor: float  # OPT − (ln(1/μ(H*)) + 1)/c
    expected: float  # the exact E[score]
    lowest: float
    opt_mass: float  # μ(H*)

    @property
    def tighter_tail(self) -> str:
        return translatable("the wiki's lemma") if self.lemma < self.kamath else translatable("Theorem 3")

    @property
    def tighter_floor(self) -> str:
        return (translatable("the wiki's theorem") if self.theorem_floor > self.kamath_floor
                else translatable("Theorem 3 integrated"))

    def tail_sentence(self) -> str:
        """Both bounds at Theorem 3's line and why the tighter one wins, in the language in use (its numbers in
        English separators, localized where shown: core.translatable.words)."""
        why = (words("many candidates score within D/2 of the best: their mass μ(S_{{D/2}}) = {mass:.3g} is more "
                     "than e^(c·D/2) times μ(H*) = {opt_mass:.3g}, which pays for giving up half the distance",
                     mass=self.lemma_mass, opt_mass=self.opt_mass)
               if self.lemma < self.kamath else
               words("the lemma gives up half the distance (e^(−c·D/2), not e^(−c·D)) and the candidates within D/2 "
                     "of the best (μ = {mass:.3g}) do not carry enough mass to win it back", mass=self.lemma_mass))
        return words("At the line OPT − {distance:.4g}: Theorem 3 bounds the chance by {kamath:.4g}, the wiki's lemma "
                     "(t = {t:.4g}) by {lemma}; {tighter} is tighter here because {why}. The exact chance is "
                     "{exact:.4g}.", distance=self.distance, kamath=self.kamath, t=self.lemma_t,
                     lemma=_bound(self.lemma), tighter=translated(self.tighter_tail), why=why, exact=self.exact_tail)

    def floor_sentence(self) -> str:
        """Both floors on E[score] and which is tighter, in the language in use (as tail_sentence)."""
        return words("Expected score at least {kamath} by Theorem 3 integrated over t, at least {theorem} by the wiki's "
                     "theorem (t = {t:.4g}, the smallest its condition allows); {tighter} is tighter here. The exact "
                     "expected score is {expected:.4g}.", kamath=self._floor(self.kamath_floor),
                     theorem=self._floor(self.theorem_floor), t=self.theorem_t,
                     tighter=translated(self.tighter_floor), expected=self.expected)

    def _floor(self, floor: float) -> str:
        return f"{floor:.4g}" + (words(" (below every score: it says nothing here)") if floor < self.lowest else "")


EXACT_WHY = translatable(
    "The exact numbers are tighter than either theorem because they sum the mechanism's actual chances; a theorem "
    "keeps only the weight of the best candidates (or of those near the best) in the normaliser and counts every "
    "worse candidate as if it scored at the line, so it must hold for any data with the same best and the same mass "
    "near it.")


def accuracy_by_mass(problem: SelectionProblem, scale: float, t: float, exact_tail: float,
                     expected: float) -> AccuracyByMass:
    """Both theorems on ``problem`` at c = ``scale`` and Theorem 3's t (core.bounds.check_t'ed by the caller)."""
    mass = NearOptimalMass(problem)
    log_term = -math.log(opt_mass(problem))
    distance = (log_term + t) / scale
    t_star = theorem_t(mass, scale)
    return AccuracyByMass(
        distance=distance, lemma_t=distance / 2.0, lemma_mass=mass(distance / 2.0),
        lemma=lemma_bound(mass, scale, distance / 2.0), kamath=math.exp(-t), exact_tail=exact_tail,
        theorem_t=t_star, theorem_floor=mass.opt - 3.0 * t_star, kamath_floor=mass.opt - (log_term + 1.0) / scale,
        expected=expected, lowest=mass.lowest, opt_mass=opt_mass(problem))


def _bound(p: float) -> str:
    return f"{p:.4g}" if p <= 1 else words("{p:.4g} (more than 1: it says nothing here)", p=p)
