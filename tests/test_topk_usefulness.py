"""α-useful top-k (Naor): soundness and completeness as exact probabilities (scenarios.topk.usefulness), checked
against a brute-force enumeration in mpmath and against simulated selections."""
import itertools

import mpmath
import numpy as np
import pytest

from expmech_gui.core.problem import ProblemError
from expmech_gui.scenarios.topk import selection as topk
from expmech_gui.scenarios.topk.usefulness import exact_usefulness, kth_score, simulated_usefulness

SCORES = [9.0, 7.0, 6.0, 6.0, 3.0, 0.0]
C = 0.4  # weights e^(c·score)


def brute_force(scores, k, alpha, c):
    """Sum over ordered k-tuples of Π_r w(t_r)/Σ_{j not chosen} w(j), in mpmath, the conditions read literally."""
    mpmath.mp.dps = 40
    w = [mpmath.e ** (c * s) for s in scores]
    s_k = sorted(scores, reverse=True)[k - 1]
    sound = complete = both = mpmath.mpf(0)
    for t in itertools.permutations(range(len(scores)), k):
        p, left = mpmath.mpf(1), sum(w)
        for i in t:
            p *= w[i] / left
            left -= w[i]
        is_sound = all(scores[i] > s_k - alpha for i in t)
        is_complete = all(j in t for j, s in enumerate(scores) if s >= s_k + alpha)
        sound += p * is_sound
        complete += p * is_complete
        both += p * (is_sound and is_complete)
    return float(sound), float(complete), float(both)


@pytest.mark.parametrize("k,alpha", [(1, 1.0), (2, 0.5), (3, 1.0), (3, 2.5), (4, 0.0), (3, 100.0)])
def test_exact_usefulness_is_the_brute_force_sum(k, alpha):
    law = topk.peeling_law(C * np.array(SCORES), k, np.array(SCORES))
    got = exact_usefulness(law, SCORES, alpha)
    assert (got.sound, got.complete, got.useful) == pytest.approx(brute_force(SCORES, k, alpha, C), rel=1e-12)
    assert got.exact


def test_the_margins_count_the_candidates_on_each_side():
    law = topk.peeling_law(C * np.array(SCORES), 3, np.array(SCORES))
    assert kth_score(SCORES, 3) == 6.0
    got = exact_usefulness(law, SCORES, 1.0)  # ≤ 5: 3 and 0; ≥ 7: 9 and 7
    assert (got.below, got.above) == (2, 2)
    huge = exact_usefulness(law, SCORES, 100.0)  # nothing on either side: both hold surely
    assert (huge.sound, huge.complete, huge.useful) == pytest.approx((1.0, 1.0, 1.0))


def test_simulated_usefulness_agrees_with_the_exact_law():
    k, alpha = 3, 1.0
    law = topk.peeling_law(C * np.array(SCORES), k, np.array(SCORES))
    exact = exact_usefulness(law, SCORES, alpha)
    draws = topk.sample_gumbel(C * np.array(SCORES), k, 40_000, np.random.default_rng(7))
    sim = simulated_usefulness(draws, SCORES, alpha)
    for name, (lo, hi) in sim.intervals().items():
        assert lo <= getattr(exact, name) <= hi, name


@pytest.mark.parametrize("alpha", [-1.0, float("nan"), float("inf"), "1", True])
def test_a_bad_alpha_is_refused_in_words(alpha):
    law = topk.peeling_law(C * np.array(SCORES), 2, np.array(SCORES))
    with pytest.raises(ProblemError, match="α .* from 0 upwards"):
        exact_usefulness(law, SCORES, alpha)
