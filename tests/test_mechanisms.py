"""Mechanisms: exact pmfs (normalised, finite, extreme inputs), samplers against their pmf by χ²,
permute-and-flip against brute-force enumeration, and the monotone-analysis rules."""
import itertools
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import chi_square_pvalue
from expmech_gui.core.mechanisms import ExponentialMechanism, PermuteAndFlip, make_mechanism, score_scale
from expmech_gui.core.mechanisms.permute_and_flip import _panel_nodes, permute_and_flip_log_pmf, permute_and_flip_pmf
from expmech_gui.core.problem import ProblemError, SelectionProblem

BUILT_IN = ("exponential", "gumbel", "permute-and-flip")


def make_problem(scores, sensitivity=1.0, base_measure=None, monotone=(True, True)):
    scores = np.asarray(scores, dtype=float)
    return SelectionProblem(
        labels=tuple(f"h{i}" for i in range(scores.size)), scores=scores, sensitivity=sensitivity,
        monotone={"add-remove": monotone[0], "replace": monotone[1]},
        monotone_reason={"replace": "counts move in opposite directions"}, base_measure=base_measure,
    )


PROBLEMS = {
    "spread": make_problem([0, 1, 2, 3, 5, 8, 13]),
    "ties": make_problem([4, 4, 1, 4, 0]),
    "single": make_problem([2.5]),
    "equal": make_problem([1.0] * 9),
    "many": make_problem(np.random.default_rng(7).integers(0, 40, 300)),
}


def test_exponential_pmf_matches_the_formula():
    pr = make_problem([0, 1, 3], sensitivity=2.0)
    eps = 1.3
    w = np.exp(eps * pr.scores / (2 * 2.0))
    np.testing.assert_allclose(ExponentialMechanism(pr, eps).pmf, w / w.sum(), rtol=1e-14)
    w = np.exp(eps * pr.scores / 2.0)
    np.testing.assert_allclose(ExponentialMechanism(pr, eps, "monotone").pmf, w / w.sum(), rtol=1e-14)


def test_base_measure_weights_the_pmf_and_zero_weight_is_never_chosen():
    pr = make_problem([0, 1, 3, 10], base_measure=[1, 2, 1, 0])
    p = ExponentialMechanism(pr, 1.0).pmf
    w = np.array([1, 2, 1, 0]) * np.exp(np.array([0, 1, 3, 10]) / 2)
    np.testing.assert_allclose(p, w / w.sum(), rtol=1e-14)
    assert p[3] == 0
    assert pr.opt == 3  # OPT over the support of μ
    counts = ExponentialMechanism(pr, 1.0).sample_counts(100_000, np.random.default_rng(1))
    assert counts[3] == 0


@pytest.mark.parametrize("name", BUILT_IN)
@pytest.mark.parametrize("scale", [1e-300, 1e-9, 1.0, 1e3, 1e300])
@pytest.mark.parametrize("key", sorted(PROBLEMS))
def test_pmf_normalised_and_finite_at_extreme_scales(name, scale, key):
    pr = PROBLEMS[key]
    mech = make_mechanism(name, pr, epsilon=2 * scale)  # c = ε/(2Δ) = scale
    p = mech.pmf
    assert np.all(np.isfinite(p)) and np.all(p >= 0)
    assert abs(p.sum() - 1) < 1e-12
    opt = pr.opt_indices
    if scale >= 1e300:  # all mass on the argmax set, split evenly
        np.testing.assert_allclose(p[opt], 1 / opt.size, rtol=1e-12)
    if scale <= 1e-300:  # uniform
        np.testing.assert_allclose(p, 1 / pr.m, rtol=1e-9)


def test_huge_scores_do_not_overflow():
    pr = make_problem([1e300, -1e300, 1e300 * 0.5, 1e299])
    for name in BUILT_IN:
        p = make_mechanism(name, pr, 1.0).pmf
        assert np.all(np.isfinite(p)) and abs(p.sum() - 1) < 1e-12
        assert p[0] == pytest.approx(1.0)


@settings(max_examples=150, deadline=None)
@given(
    scores=st.lists(st.floats(-1e6, 1e6, allow_nan=False), min_size=1, max_size=40),
    log_scale=st.floats(-300, 300),
    name=st.sampled_from(BUILT_IN),
)
def test_pmf_property_normalised_finite(scores, log_scale, name):
    pr = make_problem(scores)
    p = make_mechanism(name, pr, 2 * 10.0 ** log_scale).pmf
    assert np.all(np.isfinite(p)) and np.all(p >= 0)
    assert abs(p.sum() - 1) < 1e-12
    assert p[pr.opt_indices].sum() > 0  # never underflows to all-zero


@settings(max_examples=60, deadline=None)
@given(
    scores=st.lists(st.integers(0, 30), min_size=1, max_size=25),
    weights=st.lists(st.integers(0, 5), min_size=25, max_size=25),
    eps=st.floats(1e-3, 1e3),
)
def test_pmf_property_with_base_measure(scores, weights, eps):
    w = np.asarray(weights[: len(scores)], dtype=float)
    if not np.any(w > 0):
        w[0] = 1.0
    pr = make_problem(scores, base_measure=w)
    p = ExponentialMechanism(pr, eps).pmf
    assert abs(p.sum() - 1) < 1e-12 and np.all(p[w == 0] == 0)


def _brute_force_pf(q):
    """P&F by enumerating every visiting order (one pass suffices: the optimum has q = 1)."""
    m = len(q)
    p = np.zeros(m)
    perms = list(itertools.permutations(range(m)))
    for perm in perms:
        survive = 1.0
        for r in perm:
            p[r] += survive * q[r]
            survive *= 1 - q[r]
    return p / len(perms)


@pytest.mark.parametrize("m", range(1, 7))
def test_permute_and_flip_pmf_equals_enumeration(m):
    rng = np.random.default_rng(100 + m)
    for _ in range(5):
        scores = rng.integers(0, 6, m).astype(float)
        pr = make_problem(scores)
        mech = PermuteAndFlip(pr, epsilon=rng.uniform(0.1, 3))
        q = np.exp(mech.scale * (scores - scores.max()))
        np.testing.assert_allclose(mech.pmf, _brute_force_pf(q), rtol=1e-12, atol=1e-15)


def test_permute_and_flip_quadrature_sums_to_one_without_renormalising():
    rng = np.random.default_rng(3)
    for m in (10, 200, 5000):
        for q in (rng.random(m), np.ones(m), 1 - 1e-3 * rng.random(m), np.exp(-np.arange(m) * 0.01)):
            q = q.copy()
            q[0] = 1.0
            assert abs(permute_and_flip_pmf(q).sum() - 1) < 1e-12


def _direct_quadrature_pf(q):
    """The P&F integral node by node with every factor's log1p (no series): O(m²·nodes), the reference."""
    x, w = _panel_nodes(float(q.sum()))
    log_terms = np.log1p(-x[None, :] * q[:, None])
    log_f = log_terms.sum(axis=0)
    return q * (np.exp(log_f[None, :] - log_terms) @ w)


@pytest.mark.parametrize("seed", range(12))
def test_permute_and_flip_series_equals_direct_quadrature_on_real_scores(seed):
    """The power-series evaluation gives the same pmf as integrating every factor directly (to 1e-13 absolute
    and 1e-12 relative wherever P > 1e-290), on real-valued, integer and exponential scores, ε/Δ from 1e-3 to 1e3."""
    rng = np.random.default_rng(seed)
    m = int(rng.integers(1, 1500))
    c = 10 ** rng.uniform(-3, 3)
    scores = (rng.normal(size=m) * 3, rng.integers(0, 20, m).astype(float), rng.exponential(size=m))[seed % 3]
    q = np.exp(c * (scores - scores.max()))
    got, want = permute_and_flip_pmf(q), _direct_quadrature_pf(q)
    np.testing.assert_allclose(got, want, rtol=0, atol=1e-13)
    big = want > 1e-290
    np.testing.assert_allclose(got[big], want[big], rtol=1e-12)


def test_permute_and_flip_log_pmf_stays_finite_where_the_probability_underflows():
    """A candidate 2,000 score units below OPT at ε/Δ = 1 has P ≈ e^-2000, below any double: its log pmf is
    still finite (≈ −2000), so a privacy loss computed from it is finite, not ∞."""
    mech = PermuteAndFlip(make_problem([0.0, 2000.0, 1999.0]), epsilon=2.0)
    assert mech.pmf[0] == 0.0
    assert np.all(np.isfinite(mech.log_pmf))
    assert mech.log_pmf[0] == pytest.approx(-2000.0 + mech.log_pmf[1], abs=1.0)
    rows = mech.log_pmf_rows(np.array([[0.0, 2000.0, 1999.0], [1.0, 2000.0, 1999.0]]))
    assert np.all(np.isfinite(rows)) and rows[1, 0] - rows[0, 0] == pytest.approx(1.0, abs=1e-6)
    lq = np.array([0.0, -800.0, -1e5])
    assert np.all(np.isfinite(permute_and_flip_log_pmf(lq)))


def test_permute_and_flip_beats_exponential_in_expectation():
    """McKenna–Sheldon Thm: P&F's expected score is never below the EM's (same ε, same analysis)."""
    for pr in PROBLEMS.values():
        for eps in (0.05, 0.5, 5):
            em = ExponentialMechanism(pr, eps).pmf @ pr.scores
            pf = PermuteAndFlip(pr, eps).pmf @ pr.scores
            assert pf >= em - 1e-12


@pytest.mark.slow  # 200,000 single draws per case, up to 1.3 s
@pytest.mark.parametrize("name", BUILT_IN)
@pytest.mark.parametrize("key", ["spread", "ties", "many"])
def test_single_draws_fit_the_exact_pmf(name, key):
    pr = PROBLEMS[key]
    mech = make_mechanism(name, pr, epsilon=0.6)
    seed = 100 * BUILT_IN.index(name) + ["spread", "ties", "many"].index(key)  # fixed, never hash()
    draws = mech.sample(200_000, np.random.default_rng(seed))
    assert draws.min() >= 0 and draws.max() < pr.m
    counts = np.bincount(draws, minlength=pr.m)
    assert chi_square_pvalue(counts, mech.pmf) > 1e-3


@pytest.mark.parametrize("name", BUILT_IN)
@pytest.mark.parametrize("key", ["spread", "ties", "many"])
def test_sample_counts_fit_the_exact_pmf(name, key):
    pr = PROBLEMS[key]
    mech = make_mechanism(name, pr, epsilon=0.6)
    counts = mech.sample_counts(1_000_000, np.random.default_rng(11))
    assert counts.sum() == 1_000_000
    assert chi_square_pvalue(counts, mech.pmf) > 1e-3


def test_literal_permute_and_flip_loop_matches_the_sampler_law():
    """The textbook loop (random order, flip coins) against the exact pmf the fast sampler uses."""
    pr = PROBLEMS["spread"]
    mech = PermuteAndFlip(pr, epsilon=0.8)
    q = np.exp(mech.scale * (pr.scores - pr.opt))
    rng = np.random.default_rng(5)
    counts = np.zeros(pr.m, dtype=int)
    for _ in range(60_000):
        for r in rng.permutation(pr.m):
            if rng.random() < q[r]:
                counts[r] += 1
                break
    assert chi_square_pvalue(counts, mech.pmf) > 1e-3


def test_chi_square_check_can_fail():
    """The statistical checks have teeth: draws from the EM fail against the P&F pmf."""
    pr = PROBLEMS["spread"]
    counts = ExponentialMechanism(pr, 0.6).sample_counts(1_000_000, np.random.default_rng(2))
    assert chi_square_pvalue(counts, PermuteAndFlip(pr, 0.6).pmf) < 1e-6


def test_a_seed_reproduces_a_billion_trials_and_another_seed_does_not():
    """(Speed is measured by tests/benchmarks/bench_core.py, not asserted here.)"""
    mech = ExponentialMechanism(PROBLEMS["many"], 0.3)
    a = mech.sample_counts(10**9, np.random.default_rng(42))
    b = mech.sample_counts(10**9, np.random.default_rng(42))
    c = mech.sample_counts(10**9, np.random.default_rng(43))
    assert a.sum() == 10**9 and np.array_equal(a, b) and not np.array_equal(a, c)
    assert np.array_equal(mech.sample(50, np.random.default_rng(1)), mech.sample(50, np.random.default_rng(1)))
    assert not np.array_equal(mech.sample(50, np.random.default_rng(1)), mech.sample(50, np.random.default_rng(2)))


def test_permute_and_flip_pmf_is_finite_when_the_acceptances_sum_to_one_plus_rounding():
    """Σq = 1 + 2e-16 put quadrature nodes at x = 1.0 exactly, where ln(1 − x) = −inf gave NaN."""
    q = np.array([1.0, 1.11222386e-16, 1e-133])
    assert q.sum() > 1.0
    with np.errstate(all="raise"):
        p = permute_and_flip_pmf(q)
    assert np.all(np.isfinite(p)) and p[0] == pytest.approx(1.0)


def test_monotone_analysis_refused_where_invalid_with_the_reason():
    pr = make_problem([1, 2, 3], monotone=(True, False))
    assert score_scale(pr, 1.0, "monotone", "add-remove") == 1.0
    assert score_scale(pr, 1.0, "general", "replace") == 0.5
    with pytest.raises(ProblemError, match="not valid under replace.*opposite directions"):
        make_mechanism("exponential", pr, 1.0, "monotone", "replace")


@pytest.mark.parametrize("bad", [0, -1, float("nan"), float("inf"), "x"])
def test_bad_epsilon_is_refused(bad):
    with pytest.raises(ProblemError, match="ε"):
        ExponentialMechanism(PROBLEMS["spread"], bad)


def test_bad_problems_are_refused():
    with pytest.raises(ProblemError):
        make_problem([])
    with pytest.raises(ProblemError):
        make_problem([1, float("nan")])
    with pytest.raises(ProblemError):
        make_problem([1, 2], sensitivity=0)
    with pytest.raises(ProblemError):
        make_problem([1, 2], base_measure=[0, 0])
    with pytest.raises(ProblemError):
        make_problem([1, 2], base_measure=[1, -1])
    with pytest.raises(ProblemError, match="unknown mechanism"):
        make_mechanism("laplace", PROBLEMS["spread"], 1.0)
    with pytest.raises(ProblemError, match="uniform base measure"):
        PermuteAndFlip(make_problem([1, 2], base_measure=[1, 2]), 1.0)
    with pytest.raises(ProblemError, match="trials"):
        ExponentialMechanism(PROBLEMS["spread"], 1.0).sample_counts(-1, np.random.default_rng())


def test_utility_theorem_holds_exactly():
    """P[u ≤ OPT − (2Δ/ε)(ln(|H|/|H*|) + t)] ≤ e^(−t) for every mechanism, by the exact pmf."""
    from expmech_gui.core.bounds import ExactSummary

    for pr in PROBLEMS.values():
        for name in BUILT_IN:
            for eps in (0.01, 0.3, 3.0):
                for t in (0.0, 0.5, 2.0, 6.0):
                    s = ExactSummary.of(make_mechanism(name, pr, eps), t)
                    assert s.exact_tail <= s.bound_probability + 1e-12
                    assert s.bound_probability == pytest.approx(math.exp(-t))


@pytest.mark.parametrize("name", BUILT_IN)
def test_sample_counts_in_small_batches_fit_the_exact_pmf(name):
    """Batches far smaller than m (the GUI's first batches at m = 5,000) are drawn one by one by inverse
    CDF instead of one multinomial: the same law (χ² over 2,000 batches of 20 trials), the same total."""
    rng = np.random.default_rng(21)
    pr = make_problem(rng.normal(size=5000) * 4)
    mech = make_mechanism(name, pr, 1.0)
    counts = np.zeros(pr.m, dtype=np.int64)
    for _ in range(2000):
        batch = mech.sample_counts(20, rng)
        assert batch.sum() == 20 and batch.dtype == np.int64
        counts += batch
    assert chi_square_pvalue(counts, mech.pmf) > 1e-3
