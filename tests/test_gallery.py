"""The gallery: each classic mechanism built as an exponential mechanism equals the classic mechanism's own pmf
(to 1e-12), with the ε statements checked (RAPPOR's flip chance, k-RR's realised loss ε/2, the 2Δ-for-Δ
substitution), and nothing overflows at ε·s/Δ up to 1e300."""
import math

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from expmech_gui.scenarios.gallery import gallery
from expmech_gui.core.problem import ProblemError

TOL = 1e-12
EPSILONS = [1e-6, 0.1, 1.0, 5.0, 50.0, 1e4, 1e300]


def _agree(c):
    assert c.em.shape == c.classic.shape
    assert np.all(np.isfinite(c.em)) and np.all(np.isfinite(c.classic))
    assert abs(c.em.sum() - 1) < 1e-9 and abs(c.classic.sum() - 1) < 1e-9
    assert c.max_difference <= TOL, (c.key, c.max_difference)
    assert c.why and c.epsilon_statement


@pytest.mark.parametrize("eps", EPSILONS)
def test_every_instance_equals_its_classic_mechanism(eps):
    _agree(gallery.laplace(0.37, 0.0, 1.0, 0.01, 0.1, eps))
    _agree(gallery.discrete_laplace(7, 0, 30, 2, eps))
    _agree(gallery.discrete_laplace(7, 0, 30, 2, min(eps, 1e300), substitute=True))
    _agree(gallery.randomized_response(5, 2, eps))
    _agree(gallery.rappor([1, 0, 1, 1, 0], eps))
    _agree(gallery.rappor([1, 0] * 10, eps))
    _agree(gallery.quantile([0.2, 0.35, 0.4, 0.55, 0.9], 0.5, 0.0, 1.0, 0.01, eps))


@settings(max_examples=40, deadline=None)
@given(f=st.floats(-5, 5), eps=st.floats(1e-3, 100), delta=st.floats(0.01, 10), step=st.sampled_from([0.05, 0.1, 0.5]))
def test_laplace_is_the_laplace_density_of_scale_two_delta_over_epsilon(f, eps, delta, step):
    c = gallery.laplace(f, -5.0, 5.0, step, delta, eps)
    _agree(c)
    b = 2 * delta / eps
    assert c.extras["scale"] == pytest.approx(b)
    w = np.exp(-np.abs(c.positions - f) / b)  # the textbook formula, plainly
    if np.all(np.isfinite(w)) and w.sum() > 0:
        assert np.max(np.abs(c.em - w / w.sum())) < 1e-12


def test_the_grid_pmf_tends_to_the_continuous_density():
    errors = []
    for step in (0.01, 0.001):
        c = gallery.laplace(0.4, 0.0, 1.0, step, 0.1, 2.0)
        xs, dens = c.density
        errors.append(np.max(np.abs(c.em / step - np.interp(c.positions, xs, dens))))
    assert errors[1] < errors[0] / 5 and errors[1] < 0.05


def test_discrete_laplace_general_is_epsilon_over_two_and_the_substitution_is_laplace_delta_over_epsilon():
    eps, delta = 1.3, 2
    gen = gallery.discrete_laplace(10, 0, 20, delta, eps)
    assert gen.extras["alpha"] == pytest.approx(math.exp(-eps / (2 * delta)))
    assert gen.em[11] / gen.em[10] == pytest.approx(math.exp(-eps / (2 * delta)), rel=1e-12)
    sub = gallery.discrete_laplace(10, 0, 20, delta, eps, substitute=True)
    assert sub.extras["em_epsilon"] == 2 * eps
    assert sub.em[11] / sub.em[10] == pytest.approx(math.exp(-eps / delta), rel=1e-12)
    # far from the ends the normaliser barely moves: realised losses ≈ ε/2 and ≈ ε, never above the EM's ε / 2ε
    wide_gen = gallery.discrete_laplace(500, 0, 1000, delta, eps)
    wide_sub = gallery.discrete_laplace(500, 0, 1000, delta, eps, substitute=True)
    assert wide_gen.realised_loss == pytest.approx(eps / 2, rel=1e-9)
    assert wide_sub.realised_loss == pytest.approx(eps, rel=1e-9)
    for c, budget in ((gen, eps), (sub, 2 * eps)):
        assert c.realised_loss <= budget + 1e-12


@pytest.mark.parametrize("k,x,eps", [(2, 0, 1.0), (4, 3, 0.3), (10, 5, 3.0), (1000, 0, 8.0)])
def test_k_rr_keeps_the_truth_with_its_textbook_chance_and_realised_loss_is_half(k, x, eps):
    c = gallery.randomized_response(k, x, eps)
    _agree(c)
    assert c.em[x] == pytest.approx(math.exp(eps / 2) / (math.exp(eps / 2) + k - 1), rel=1e-12)
    assert c.realised_loss == pytest.approx(eps / 2, rel=1e-12)


@pytest.mark.parametrize("eps", [0.01, 0.5, 1.0, 2.0, 10.0, 700.0])
def test_rappor_flips_each_bit_with_chance_one_over_e_to_half_epsilon_plus_one(eps):
    q = 1 / (math.exp(eps / 2) + 1)
    assert gallery.flip_probability(eps) == pytest.approx(q, rel=1e-12)
    x = [1, 0, 0, 1, 1, 0]
    c = gallery.rappor(x, eps)
    assert c.extras["em_flip"] == pytest.approx(q, rel=1e-12)
    outputs = np.array([[int(b) for b in label] for label in c.labels])
    for i in range(len(x)):  # the EM's own marginal: bit i differs from x_i with chance q
        assert c.em[outputs[:, i] != x[i]].sum() == pytest.approx(q, rel=1e-9, abs=1e-300)
    assert c.realised_loss == pytest.approx(eps / 2, rel=1e-9)
    assert np.max(np.abs(c.extras["flips_em"] - c.extras["flips_classic"])) <= TOL


def test_rappor_exact_up_to_twelve_bits_and_per_bit_beyond():
    assert len(gallery.rappor([1] * 12, 1.0).labels) == 4096
    big = gallery.rappor([1, 0] * 20, 1.0)
    assert len(big.labels) == 41 and big.max_difference <= TOL
    small = gallery.rappor([1, 0, 1], 1.0)  # the per-bit view's law is the joint law's count of flips
    per_bit = gallery._rappor_per_bit(np.array([1, 0, 1]), 1.0, gallery.flip_probability(1.0), 0, 0)
    assert np.max(np.abs(per_bit.em - small.extras["flips_em"])) <= TOL


def _brute_force_quantile(values, q, grid, eps):
    weights = []
    for h in grid:
        below = sum(1 for v in values if v < h)
        weights.append(-abs(below - q * len(values)) * eps / 2)
    w = np.exp(np.array(weights) - max(weights))
    return w / w.sum()


@settings(max_examples=60, deadline=None)
@given(values=st.lists(st.floats(0, 1), min_size=1, max_size=30), q=st.floats(0, 1), eps=st.floats(0.01, 50),
       step=st.sampled_from([0.01, 0.05, 0.25]))
def test_quantile_pmf_equals_brute_force(values, q, eps, step):
    c = gallery.quantile(values, q, 0.0, 1.0, step, eps)
    _agree(c)
    assert np.max(np.abs(c.em - _brute_force_quantile(values, q, c.positions, eps))) <= TOL
    assert c.reference == pytest.approx(float(np.quantile(values, q, method="inverted_cdf")))


def test_gallery_inputs_are_refused_in_words():
    with pytest.raises(ProblemError, match="f\\(D\\)"):
        gallery.laplace(3.0, 0, 1, 0.1, 1, 1)
    with pytest.raises(ProblemError, match="step"):
        gallery.numeric_grid(0, 1, 1e-9)
    with pytest.raises(ProblemError, match="hi"):
        gallery.numeric_grid(1, 0, 0.1)
    with pytest.raises(ProblemError, match="x must be"):
        gallery.randomized_response(3, 3, 1.0)
    with pytest.raises(ProblemError, match="bit"):
        gallery.rappor([0, 2], 1.0)
    with pytest.raises(ProblemError, match="quantile"):
        gallery.quantile([1.0], 1.5, 0, 1, 0.1, 1.0)


def test_quantile_error_distribution_in_two_numbers():
    c = gallery.quantile([1.8, 2.4, 2.75, 3.1, 3.3, 3.95, 4.6, 5.2, 8.9], 0.5, 0.0, 10.0, 0.1, 1.0)
    error = np.abs(c.positions - c.reference)
    for share in (0.5, 0.9):
        d = c.extras["within"][share]
        assert c.em[error <= d + 1e-12].sum() >= share - 1e-12
        assert c.em[error < d - 1e-12].sum() < share  # the smallest such distance
