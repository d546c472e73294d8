"""Kamath's "adding noise to the price does not work": the noisy best price's exact chances against an independent
integration of the Laplace density (mpmath), its expected revenue against a brute-force sum over the noise, and
the collapse beside the exponential mechanism on the app's own presets."""
import mpmath
import numpy as np
import pytest

from expmech_gui.core import bounds
from expmech_gui.core.mechanisms import make_mechanism
from expmech_gui.core.problem import ProblemError
from expmech_gui.scenarios.pricing import noisy_price, pricing
from expmech_gui.scenarios import preset_path


def cell_chances_by_quadrature(grid, centre, scale):
    """∫ of the Laplace(centre, scale) density over each grid point's rounding cell, by mpmath.quad."""
    mpmath.mp.dps = 30
    density = lambda x: mpmath.exp(-abs(x - centre) / scale) / (2 * scale)  # noqa: E731
    edges = [-mpmath.inf] + [(a + b) / 2 for a, b in zip(grid, grid[1:])] + [mpmath.inf]
    return [float(mpmath.quad(density, [lo, centre, hi] if lo < centre < hi else [lo, hi]))
            for lo, hi in zip(edges, edges[1:])]


@pytest.mark.parametrize("centre, scale", [(0.3, 0.2), (0.0, 1.5), (1.0, 0.05), (0.55, 3.0), (2.0, 0.4)])
def test_rounded_laplace_chances_are_the_integrals_of_the_density(centre, scale):
    grid = [0.1, 0.2, 0.3, 0.45, 0.6, 0.8, 1.0]
    got = noisy_price.rounded_laplace_pmf(np.array(grid), centre, scale)
    np.testing.assert_allclose(got, cell_chances_by_quadrature(grid, centre, scale), rtol=1e-10, atol=1e-15)


def lecture(max_price=5.0, m=500):
    return pricing.problem(pricing.SCENARIO.read_csv(preset_path("lecture_valuations.csv")), 1 / m, max_price)


def test_expected_revenue_matches_a_brute_force_sum_over_the_noise():
    """E[revenue] = Σ_j P[p_j]·revenue(p_j) against the noise drawn on a fine grid of z and rounded price by price."""
    pr = lecture()
    law = noisy_price.noisy_best_price(pr, 1.0)
    scale = (pr.values[-1] - pr.values[0]) / 1.0
    z = np.linspace(-60 * scale, 60 * scale, 2_000_001)
    weight = np.exp(-np.abs(z) / scale)
    posted = np.clip(np.rint((pr.values[pr.opt_indices[0]] + z) * 500 / 5.0).astype(int), 1, 500) - 1
    by_sum = float(np.sum(weight * pr.scores[posted]) / np.sum(weight))
    assert bounds.expected_score(pr, law.pmf) == pytest.approx(by_sum, rel=1e-4)


def test_the_cliff_the_lecture_warns_of():
    """Valuations $1, $1, $3.01 with prices up to $5: the best price, $3.01, sits on the cliff — half the noise
    lands above it, where nobody buys — so the noisy price earns $0.45 on average at ε = 1 where the exponential
    mechanism earns $1.23; on the 2,000 synthetic buyers, $87.94 against $310.18 (OPT $311.65)."""
    pr = lecture()
    law = noisy_price.noisy_best_price(pr, 1.0)
    assert law.cliff == pytest.approx(0.5, abs=1e-3) and law.spent == 1.0
    noisy = bounds.expected_score(pr, law.pmf)
    em = bounds.expected_score(pr, make_mechanism("exponential", pr, 1.0).pmf)
    assert noisy == pytest.approx(0.448, abs=1e-3) and em == pytest.approx(1.226, abs=1e-3)
    synthetic = pricing.problem(pricing.SCENARIO.read_csv(preset_path("synthetic_valuations.csv")), 0.01, 1.0)
    noisy = bounds.expected_score(synthetic, noisy_price.noisy_best_price(synthetic, 1.0).pmf)
    em = bounds.expected_score(synthetic, make_mechanism("exponential", synthetic, 1.0).pmf)
    assert noisy < 0.3 * synthetic.opt < 0.99 * synthetic.opt < em


def test_an_unknown_baseline_is_refused_in_words():
    with pytest.raises(ProblemError, match="no baseline called"):
        noisy_price.baseline("voting", "noisy-best-price")
