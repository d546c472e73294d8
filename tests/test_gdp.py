"""Dong's Gaussian view of k exponential mechanisms: the DP CLT's μ against its formula and the blog's asymptotic
2ε√k, the conversion μ-GDP → (ε, δ) against mpmath, and the factor 4 / 16× on counting scores."""
import math

import mpmath
import pytest

from expmech_gui.core.accounting import gdp
from expmech_gui.core.mechanisms import make_mechanism
from expmech_gui.core.problem import SelectionProblem

MONOTONE = {"add-remove": True, "replace": False}


def delta_by_mpmath(mu: float, eps: float) -> float:
    mpmath.mp.dps = 50
    mu, eps = mpmath.mpf(mu), mpmath.mpf(eps)
    return float(mpmath.ncdf(-eps / mu + mu / 2) - mpmath.e ** eps * mpmath.ncdf(-eps / mu - mu / 2))


@pytest.mark.parametrize("mu, delta", [(0.25, 1e-6), (1.0, 1e-6), (3.0, 1e-3), (0.01, 0.2), (8.0, 1e-10)])
def test_gdp_epsilon_meets_delta_exactly_by_mpmath(mu, delta):
    eps = gdp.gdp_epsilon(mu, delta)
    if eps == 0:  # already (0, δ)-DP: μ = 0.01 gives δ(0) = Φ(μ/2) − Φ(−μ/2) ≈ 0.004
        assert delta_by_mpmath(mu, 0.0) <= delta
    else:
        assert delta_by_mpmath(mu, eps) == pytest.approx(delta, rel=1e-6)


def test_the_far_tail_agrees_with_mpmath():
    for mu, eps in ((0.5, 30.0), (2.0, 120.0), (0.1, 5.0)):
        assert gdp.gdp_delta(mu, eps) == pytest.approx(delta_by_mpmath(mu, eps), rel=1e-3, abs=1e-300)


def test_dong_factor_four_and_sixteen_times_the_releases_on_counts():
    """The blog's parameter ε = c on counting scores (Δ = range = 1): 2ε√k against ½ε√k as ε√k → const."""
    k, c = 10_000, 0.005
    g = gdp.gdp_comparison(c, 1.0, 1.0, k, 1e-6)
    assert g.mu_sensitivity == pytest.approx(2 * c * math.sqrt(k), rel=1e-5)
    assert g.mu_range == pytest.approx(0.5 * c * math.sqrt(k), rel=1e-12)
    assert g.factor == pytest.approx(4.0, rel=1e-5)
    assert g.releases_at_same_mu == pytest.approx(16 * k, rel=1e-4)
    assert "a factor 4" in gdp.gdp_sentence(g) and "16× as many" in gdp.gdp_sentence(g)
    assert "at δ = 10⁻⁶ that is" in gdp.gdp_sentence(g)  # as every sentence writes δ (formatting.delta_words)


def test_a_voting_mechanism_is_read_with_its_own_scale_and_range():
    """Votes (monotone, Δ = 1) at ε = 1, general analysis: c = ½, so each release is 1-DP by sensitivity and
    ½-BR by range; permute-and-flip has no Gaussian view."""
    pr = SelectionProblem(("a", "b", "c"), [5.0, 3.0, 0.0], 1.0, MONOTONE)
    g = gdp.gdp_of_mechanism(make_mechanism("exponential", pr, 1.0), 50, 1e-6)
    assert (g.eps_sensitivity, g.eps_range) == (1.0, 0.5)
    assert g.mu_sensitivity == pytest.approx(2 * math.sqrt(50) * math.tanh(0.5))
    assert gdp.gdp_of_mechanism(make_mechanism("permute-and-flip", pr, 1.0), 50, 1e-6) is None
