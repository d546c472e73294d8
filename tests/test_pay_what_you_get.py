"""Durfee–Rogers' bounded-range composition for a top-k set (core.accounting.composition.pay_what_you_get): the mean
loss bound against mpmath and a brute-force maximisation, the exponential mechanism's own losses, and the whole
bound against the exact binomial tail of the worst-case loss."""
import math

import mpmath
import numpy as np
import pytest
from scipy import stats

from expmech_gui.core.accounting.composition import br_mean_loss, pay_what_you_get


def mp_mean(eps):
    mpmath.mp.dps = 60
    e = mpmath.mpf(eps)
    x = e / (1 - mpmath.exp(-e))
    return float(x - 1 - mpmath.log(x))


@pytest.mark.parametrize("eps", [1e-12, 1e-5, 0.01, 0.0999, 0.1, 0.5, 1.0, 3.0, 50.0, 1e300])
def test_the_mean_loss_bound_is_the_closed_form_in_mpmath(eps):
    assert br_mean_loss(eps) == pytest.approx(mp_mean(eps), rel=1e-12)


def two_point_mean(eps, p):
    """L = a w.p. 1 − p, a + ε w.p. p, with a fixed by E[e^(−L)] = 1: E[L] = a + pε."""
    a = math.log(1 - p + p * math.exp(-eps))
    return a + p * eps


@pytest.mark.parametrize("eps", [0.05, 0.3, 1.0, 2.5])
def test_the_bound_is_the_largest_mean_of_a_loss_of_range_eps(eps):
    grid = np.linspace(1e-6, 1 - 1e-6, 20_001)
    brute = max(two_point_mean(eps, p) for p in grid)
    assert br_mean_loss(eps) == pytest.approx(brute, rel=1e-8)


def test_exponential_mechanisms_of_range_eps_stay_under_the_mean_bound():
    """KL(EM(D) ‖ EM(D′)) for random neighbouring scores (each score moves by at most Δ = 1, c = ε/2 so the
    loss has range ≤ ε): never above b(ε), and close to it on the worst pairs."""
    rng = np.random.default_rng(11)
    eps = 0.8
    c = eps / 2
    worst = 0.0
    for _ in range(2000):
        u = rng.integers(0, 6, size=rng.integers(2, 6)).astype(float)
        v = u + rng.choice([-1.0, 0.0, 1.0], size=u.size)
        lp = c * u - np.logaddexp.reduce(c * u)
        lq = c * v - np.logaddexp.reduce(c * v)
        worst = max(worst, float(np.exp(lp) @ (lp - lq)))
    assert worst <= br_mean_loss(eps) + 1e-12 and worst > 0.5 * br_mean_loss(eps)


@pytest.mark.parametrize("eps,k,delta", [(0.1, 400, 1e-3), (0.05, 2000, 1e-6), (0.3, 60, 1e-2)])
def test_the_total_holds_for_the_worst_case_loss_by_the_exact_binomial_tail(eps, k, delta):
    """Σ of k worst-case losses = k·a + ε·Binomial(k, p*): P[Σ > ε′] ≤ δ, exactly."""
    p = 1 / -math.expm1(-eps) - 1 / eps
    a = math.log(1 - p + p * math.exp(-eps))
    total = pay_what_you_get(eps, k, delta)
    assert total < k * eps  # the Azuma branch is the one tested
    heads = math.floor((total - k * a) / eps)
    assert stats.binom.sf(heads, k, p) <= delta


def test_the_total_is_never_above_k_epsilon_and_reads_the_formula():
    assert pay_what_you_get(0.5, 3, 1e-6) == 1.5
    eps, k, delta = 0.1, 1000, 1e-6
    assert pay_what_you_get(eps, k, delta) == pytest.approx(
        k * mp_mean(eps) + eps * math.sqrt(k / 2 * math.log(1 / delta)), rel=1e-12)
    assert math.isinf(pay_what_you_get(1e300, 10, 1e-6)) or pay_what_you_get(1e300, 10, 1e-6) > 1e300
