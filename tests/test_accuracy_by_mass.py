"""The wiki's accuracy lemma and theorem (weights e^(c·q)·μ) checked independently: μ(S_t) and the exact chances
summed by hand in mpmath over every candidate, the lemma never below the exact tail, the theorem's t the smallest
that meets its condition (a hair smaller fails), its floor never above the exact E[score], and Theorem 3
integrated over t likewise; which is tighter is said and is the smaller bound."""
import math

import mpmath
import numpy as np
import pytest

from expmech_gui.core.accuracy_by_mass import NearOptimalMass, accuracy_by_mass, lemma_bound, theorem_t
from expmech_gui.core.problem import SelectionProblem

NOT_MONOTONE = {"add-remove": False, "replace": False}
CASES = {
    "votes": [42, 39, 30, 5, 0],
    "ramp": list(range(100)),
    "plateau": [10] * 50 + [0] * 1000,
    "negative": [-3, -1, -1, -7, -2.5],
}


def problem(scores, mu=None):
    scores = np.asarray(scores, dtype=float)
    return SelectionProblem(labels=tuple(map(str, range(scores.size))), scores=scores, sensitivity=1.0,
                            monotone=NOT_MONOTONE, base_measure=None if mu is None else np.asarray(mu, float))


def by_hand(scores, mu, c):
    """(μ normalised, the EM's chances ∝ e^(c·s)·μ) in mpmath, one candidate at a time."""
    mpmath.mp.dps = 50
    total_mu = sum(mpmath.mpf(m) for m in mu)
    weights = [mpmath.mpf(m) / total_mu * mpmath.e ** (c * mpmath.mpf(s)) for s, m in zip(scores, mu)]
    z = sum(weights)
    return [mpmath.mpf(m) / total_mu for m in mu], [w / z for w in weights]


def mass_by_hand(scores, mu, t):
    best = max(scores)
    return sum(m for s, m in zip(scores, mu) if s > best - t)


@pytest.mark.parametrize("name", CASES)
@pytest.mark.parametrize("c", [0.05, 0.5, 3.0])
def test_lemma_and_theorem_hold_and_the_theorems_t_is_the_smallest(name, c):
    scores = CASES[name]
    mu = [1.0 + (i % 3) for i in range(len(scores))]  # a non-uniform base measure
    pr = problem(scores, mu)
    mu_n, chances = by_hand(scores, mu, c)
    mass = NearOptimalMass(pr)
    best = max(scores)
    for t in (0.1, 0.5, 1.0, 2.0, 5.0, 20.0):
        assert mass(t) == pytest.approx(float(mass_by_hand(scores, mu_n, t)), rel=1e-12)
        tail = sum(p for s, p in zip(scores, chances) if s <= best - 2 * t)
        assert float(tail) <= lemma_bound(mass, c, t) * (1 + 1e-12)
        assert lemma_bound(mass, c, t) == pytest.approx(
            float(mpmath.e ** (-c * t) / mass_by_hand(scores, mu_n, t)), rel=1e-12)
    t_star = theorem_t(mass, c)
    top = best - min(0.0, min(scores))

    def condition(t):  # t ≥ ln(OPT′/(t·μ(S_t)))/c, by hand
        m = mass_by_hand(scores, mu_n, t)
        return m > 0 and t >= mpmath.log(top / (t * m)) / c

    assert condition(t_star * (1 + 1e-12)) and not condition(t_star * (1 - 1e-9))  # to rounding
    expected = float(sum(s * p for s, p in zip(scores, chances)))
    assert best - 3 * t_star <= expected
    # the wiki's chain: P[q > OPT − 2t*] ≥ 1 − t*/OPT′
    above = sum(p for s, p in zip(scores, chances) if s > best - 2 * t_star)
    assert float(above) >= 1 - t_star / top - 1e-12


@pytest.mark.parametrize("name", CASES)
@pytest.mark.parametrize("c, t", [(0.05, 1.0), (0.5, 0.5), (3.0, 3.0)])
def test_the_comparison_with_theorem_3_and_the_exact_numbers(name, c, t):
    scores = CASES[name]
    pr = problem(scores)
    _, chances = by_hand(scores, [1.0] * len(scores), c)
    expected = float(sum(s * p for s, p in zip(scores, chances)))
    best = max(scores)
    opt_share = scores.count(best) / len(scores)
    line = best - (math.log(1 / opt_share) + t) / c
    tail = float(sum(p for s, p in zip(scores, chances) if s <= line))
    a = accuracy_by_mass(pr, c, t, tail, expected)
    assert a.kamath == pytest.approx(math.exp(-t)) and tail <= a.kamath
    assert a.distance == pytest.approx(best - line) and a.lemma_t == pytest.approx((best - line) / 2)
    assert tail <= a.lemma * (1 + 1e-12)
    assert a.kamath_floor == pytest.approx(best - (math.log(1 / opt_share) + 1) / c)
    assert a.kamath_floor <= expected and a.theorem_floor <= expected
    assert (a.tighter_tail == "the wiki's lemma") == (a.lemma < a.kamath)
    assert (a.tighter_floor == "the wiki's theorem") == (a.theorem_floor > a.kamath_floor)
    assert a.tighter_tail in a.tail_sentence() and a.tighter_floor in a.floor_sentence()


def test_each_wins_somewhere():
    """Mass near the best pays for the lemma's halved distance (the plateau at small c); a lone best does not."""
    plateau = accuracy_by_mass(problem(CASES["plateau"]), 0.05, 1.0, 0.0, 0.0)
    assert plateau.tighter_tail == "the wiki's lemma" and plateau.tighter_floor == "the wiki's theorem"
    votes = accuracy_by_mass(problem(CASES["votes"]), 0.5, 1.0, 0.0, 0.0)
    assert votes.tighter_tail == "Theorem 3" and "says nothing" in votes.tail_sentence()


def test_extreme_c_neither_overflows_nor_hangs():
    for c in (1e-300, 1e300):
        a = accuracy_by_mass(problem(CASES["votes"]), c, 1.0, 0.0, 42.0)
        assert a.theorem_floor <= 42.0 and not math.isnan(a.lemma)
