"""The d-dimensional bounded discrete Laplace (scenarios.gallery.bounded_laplace): the exact worst loss against a
brute force over every pair of neighbouring centres and every output, the rejection sampler against the exact pmf
(chi-square), and Holohan et al.'s point — Δ/ε is not enough on a bounded domain, 2Δ/ε is more than needed."""
import itertools

import numpy as np
import pytest
from scipy import stats

from expmech_gui.core.problem import ProblemError
from expmech_gui.scenarios.gallery import bounded_laplace as bl


def brute_log_pmf(f, lo, hi, c):
    """ln P[h] over the whole box, normalised by enumeration (no product form used)."""
    d = len(f)
    points = list(itertools.product(range(lo, hi + 1), repeat=d))
    logits = np.array([-c * sum(abs(a - b) for a, b in zip(f, h)) for h in points])
    return points, logits - np.logaddexp.reduce(logits)


@pytest.mark.parametrize("lo,hi,delta,d,c", [(0, 3, 2, 2, 0.7), (0, 4, 1, 2, 0.3), (-2, 2, 2, 3, 1.1), (0, 6, 3, 1, 0.4)])
def test_realised_epsilon_is_the_brute_force_worst_loss(lo, hi, delta, d, c):
    box = list(itertools.product(range(lo, hi + 1), repeat=d))
    tables = {f: brute_log_pmf(f, lo, hi, c)[1] for f in box}
    worst = max(float(np.max(np.abs(tables[f] - tables[g]))) for f in box for g in box
                if 0 < sum(abs(a - b) for a, b in zip(f, g)) <= delta)
    assert bl.realised_epsilon(lo, hi, c, delta, d) == pytest.approx(worst, rel=1e-12)


def test_the_rejection_sampler_draws_the_exact_bounded_law():
    lo, hi, c, f = 0, 5, 0.6, (1, 4)
    points, log_p = brute_log_pmf(f, lo, hi, c)
    samples, draws = bl.sample_rejection(f, lo, hi, c, 60_000, np.random.default_rng(5))
    assert samples.shape == (60_000, 2) and draws >= 60_000
    index = {p: i for i, p in enumerate(points)}
    observed = np.bincount([index[tuple(s)] for s in samples.tolist()], minlength=len(points))
    expected = np.exp(log_p) * samples.shape[0]
    assert stats.chisquare(observed, expected).pvalue > 1e-3
    # the product of 1-D pmfs is the same law
    one_d = bl.log_pmf_1d(np.array(f), lo, hi, c)
    product = np.array([one_d[0, a - lo] + one_d[1, b - lo] for a, b in points])
    np.testing.assert_allclose(product, log_p, rtol=1e-12, atol=1e-12)


def test_the_textbook_scale_is_not_enough_and_the_em_scale_is_more_than_needed():
    eps = np.array([0.1, 0.5, 1.0, 2.0])
    c = bl.conservatism(eps, 0, 10, 1, 1)
    assert np.all(c.textbook > eps)  # Δ/ε on a bounded domain leaks more than ε (Holohan et al. 2018)
    assert np.all(c.exponential <= eps + 1e-12)  # the EM's analysis holds
    assert np.all((c.needed_scale > 1 / eps) & (c.needed_scale < 2 / eps))  # strictly between the two
    for e, s in zip(eps, c.needed_scale):  # and it is the least: a touch less noise breaks ε
        assert bl.realised_epsilon(0, 10, 1 / s, 1) <= e * (1 + 1e-9)
        assert bl.realised_epsilon(0, 10, 1.001 / s, 1) > e
    assert np.all((c.saving() > 0) & (c.saving() < 0.5))


def test_bad_boxes_are_refused_in_words(monkeypatch):
    with pytest.raises(ProblemError, match="hi .* must be greater than lo"):
        bl.realised_epsilon(3, 3, 1.0, 1)
    with pytest.raises(ProblemError, match="sensitivity Δ must be a whole number from 1"):
        bl.realised_epsilon(0, 3, 1.0, 5)
    monkeypatch.setattr(bl, "MAX_ATTEMPTS", 20_000)
    with pytest.raises(ProblemError, match="too small for this noise"):
        bl.sample_rejection((0,) * 40, 0, 1, 0.01, 10, np.random.default_rng(0))


@pytest.mark.parametrize("centre,d,delta", [(0, 2, 2), (2, 3, 1), (4, 2, 3)])
def test_the_loss_at_one_centre_is_the_brute_force_over_its_neighbours(centre, d, delta):
    lo, hi, c = 0, 4, 0.8
    f = (centre,) * d
    here = brute_log_pmf(f, lo, hi, c)[1]
    box = itertools.product(range(lo, hi + 1), repeat=d)
    worst = max(float(np.max(np.abs(here - brute_log_pmf(g, lo, hi, c)[1]))) for g in box
                if 0 < sum(abs(a - b) for a, b in zip(f, g)) <= delta)
    assert bl.realised_epsilon(lo, hi, c, delta, d, centre=centre) == pytest.approx(worst, rel=1e-12)


def test_the_gallery_instance_in_d_dimensions_says_the_loss_the_sampler_and_holohan():
    from expmech_gui.scenarios.gallery import gallery

    one = gallery.discrete_laplace(10, 0, 30, 2, 1.0)
    assert one.realised_loss == pytest.approx(bl.realised_epsilon(0, 30, 0.25, 2, 1, centre=10), rel=1e-12)
    three = gallery.discrete_laplace(0, 0, 30, 2, 1.0, dimensions=3)
    assert three.realised_loss == pytest.approx(bl.realised_epsilon(0, 30, 0.25, 2, 3, centre=0), rel=1e-12)
    assert three.realised_loss > one.realised_loss and three.title.endswith("one of d = 3 coordinates")
    p_inside = sum(np.exp(-0.25 * abs(h)) for h in range(31)) * (1 - np.exp(-0.25)) / (1 + np.exp(-0.25))
    assert three.extras["expected_draws"] == pytest.approx(p_inside ** -3, rel=1e-12)
    assert "Holohan et al. 2018" in three.epsilon_statement and "rejection sampler" in three.epsilon_statement
    with pytest.raises(ProblemError, match="dimension d must be from 1 to 64"):
        gallery.discrete_laplace(0, 0, 30, 2, 1.0, dimensions=65)
