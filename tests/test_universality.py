"""Universality (the blog's Theorem 2, Naor's slides): the EM with w(D, r) = ln P[M(D) = r] and c = 1 is M, checked
against independent constructions of M (randomized response by its definition, the truncated geometric mechanism
by clamping two-sided geometric noise summed term by term, a typed table), in mpmath where precision matters."""
import math

import mpmath
import numpy as np
import pytest

from expmech_gui.scenarios.gallery import universality as uni
from expmech_gui.core.problem import ProblemError


def clamped_geometric(count: int, top: int, eps: float, reach: int = 4000) -> list[float]:
    """P[clamp(count + Z, 0, N) = r], Z two-sided geometric P[Z = z] = (1 − α)/(1 + α)·α^|z|, summed by brute force
    over |z| ≤ reach in mpmath (the tail beyond is below 1e-300 at the ε used)."""
    mpmath.mp.dps = 40
    alpha = mpmath.e ** (-mpmath.mpf(eps))
    out = [mpmath.mpf(0)] * (top + 1)
    for z in range(-reach, reach + 1):
        out[min(top, max(0, count + z))] += (1 - alpha) / (1 + alpha) * alpha ** abs(z)
    return [float(p) for p in out]


@pytest.mark.parametrize("eps", [0.2, 1.0, 3.0])
def test_truncated_geometric_matches_clamped_noise_and_the_em_reproduces_it(eps):
    top = 6
    for count in range(top + 1):
        c = uni.universality("truncated geometric", count, eps, top)
        np.testing.assert_allclose(c.classic, clamped_geometric(count, top, eps), rtol=1e-12, atol=0)
        assert c.max_difference <= 1e-12
        assert c.realised_loss == pytest.approx(eps, rel=1e-12)  # the geometric mechanism is exactly ε-DP


@pytest.mark.parametrize("eps", [1e-6, 0.5, 2.0, 50.0])
def test_randomized_response_is_the_em_of_its_log_chances(eps):
    for bit in (0, 1):
        c = uni.universality("randomized response", bit, eps)
        keep = float(mpmath.e ** eps / (1 + mpmath.e ** eps))
        np.testing.assert_allclose(c.classic[bit], keep, rtol=1e-14)
        assert c.max_difference <= 1e-12 and c.realised_loss == pytest.approx(eps, rel=1e-9)
        # the factor 2 kept: e^(w/2) renormalised, a flatter mechanism with half the loss
        half = float(mpmath.e ** (eps / 2) / (1 + mpmath.e ** (eps / 2)))
        assert c.extras["halved"][bit] == pytest.approx(half, rel=1e-12)
        assert c.extras["halved_loss"] == pytest.approx(eps / 2, rel=1e-9)


def test_a_typed_table_is_reproduced_and_its_own_epsilon_is_the_loss():
    table = [[0.6, 0.3, 0.1, 0.0], [0.3, 0.4, 0.3, 0.0], [0.1, 0.3, 0.6, 0.0]]
    for row in (1, 2, 3):
        c = uni.universality("your table", row, 1.0, table=table)
        assert c.labels == ("output 1", "output 2", "output 3")  # the impossible output is not in H = image(M)
        np.testing.assert_allclose(c.em, table[row - 1][:3], rtol=1e-14)
        by_hand = max(abs(math.log(a / b)) for r1, r2 in zip(table, table[1:]) for a, b in zip(r1[:3], r2[:3]))
        assert c.realised_loss == pytest.approx(by_hand, rel=1e-12) == c.extras["sensitivity"]
        assert "not used" in c.epsilon_statement


@pytest.mark.parametrize("table, words", [
    ([[0.5, 0.5], [1.0, 0.0]], "not ε-DP for any ε"),
    ([[0.5, 0.6], [0.5, 0.5]], "row 1: the chances sum to 1.1"),
    ([[0.5, 0.5]], "at least two rows"),
    ([[0.5, 0.5], [0.2, 0.3, 0.5]], "same number"),
])
def test_a_table_that_is_no_dp_mechanism_is_refused_in_words(table, words):
    with pytest.raises(ProblemError, match=words):
        uni.universality("your table", 1, 1.0, table=table)


def test_data_and_count_out_of_range_are_refused_in_words():
    with pytest.raises(ProblemError, match="from 0 to 1"):
        uni.universality("randomized response", 2, 1.0)
    with pytest.raises(ProblemError, match="largest count N"):
        uni.universality("truncated geometric", 0, 1.0, 0)
