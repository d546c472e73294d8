"""The exact score statistics and binnings the plots draw (core.score_stats), and the utility theorem's log
term (core.bounds.utility_log_term), against brute force and hand values."""
import math

import numpy as np
import pytest

from expmech_gui.core import bounds, score_stats
from expmech_gui.core.mechanisms import make_mechanism
from expmech_gui.core.problem import SelectionProblem
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.scenarios.pricing.pricing import valuations_from_text

NOT_MONOTONE = {"add-remove": False, "replace": False}


def problem(scores, base_measure=None) -> SelectionProblem:
    scores = np.asarray(scores, dtype=float)
    return SelectionProblem(labels=tuple(f"c{i}" for i in range(scores.size)), scores=scores, sensitivity=1.0,
                            monotone=NOT_MONOTONE, base_measure=base_measure)


def random_case(rng, m, distinct=None):
    """Scores (with ties when ``distinct`` is small) and a random pmf with some zero entries."""
    scores = rng.integers(0, distinct, m).astype(float) if distinct else rng.normal(0, 5, m)
    pmf = rng.random(m) * (rng.random(m) > 0.2)
    pmf[rng.integers(m)] += 0.1
    return scores, pmf / pmf.sum()


def test_score_std_matches_direct_computation():
    rng = np.random.default_rng(1)
    for m in (1, 2, 7, 50):
        scores, pmf = random_case(rng, m, distinct=4 if m > 2 else None)
        mean = sum(p * s for p, s in zip(pmf, scores))
        direct = math.sqrt(sum(p * (s - mean) ** 2 for p, s in zip(pmf, scores)))
        assert score_stats.score_std(scores, pmf) == pytest.approx(direct, rel=1e-12, abs=1e-12)
    # a point mass has no spread; two equally likely scores 0 and 2 have sd 1
    assert score_stats.score_std([3.0, 5.0], [0.0, 1.0]) == 0.0
    assert score_stats.score_std([0.0, 2.0], [0.5, 0.5]) == pytest.approx(1.0)


def test_score_std_of_a_real_experiment():
    exp = Experiment("pricing", valuations_from_text("1\n1\n3.01"), RunParameters(epsilon=1.0))
    s, pmf = exp.problem.scores, exp.mechanism.pmf
    var = np.sum(pmf * s ** 2) - np.sum(pmf * s) ** 2
    assert score_stats.score_std(s, pmf) == pytest.approx(math.sqrt(var), rel=1e-9)
    assert math.fsum(pmf * s) == exp.summary.expected_score


def brute_quantile(scores, pmf, q):
    for v in sorted(set(scores)):
        if sum(p for p, s in zip(pmf, scores) if s <= v) >= q:
            return v
    return max(scores)


@pytest.mark.parametrize("distinct", [None, 3, 10])
def test_score_quantile_is_the_smallest_score_with_cdf_at_least_q(distinct):
    rng = np.random.default_rng(2)
    for m in (1, 5, 40):
        scores, pmf = random_case(rng, m, distinct)
        for q in (1e-3, 0.1, 0.37, 0.5, 0.9, 0.999):
            assert score_stats.score_quantile(scores, pmf, q) == brute_quantile(scores, pmf, q), (m, q)


def test_score_quantile_hand_values():
    scores, pmf = [3.0, 1.0, 2.0, 1.0], [0.4, 0.05, 0.5, 0.05]  # P[S=1] = 0.1, P[S=2] = 0.5, P[S=3] = 0.4
    assert score_stats.score_quantile(scores, pmf, 0.05) == 1.0
    assert score_stats.score_quantile(scores, pmf, 0.2) == 2.0
    assert score_stats.score_quantile(scores, pmf, 0.61) == 3.0


def test_score_window():
    scores, pmf = np.array([0.0, 1.0, 2.0, 3.0]), np.array([1e-4, 0.1, 0.4, 0.4999])
    # the 0.1 % quantile is 1 (0 holds only 0.01 %); a threshold below it pulls the window down to it
    assert score_stats.score_window(scores, pmf, threshold=2.5, gamma=None) == (1.0, 3.0)
    assert score_stats.score_window(scores, pmf, threshold=0.5, gamma=None) == (0.5, 3.0)
    # never below the lowest score; γ above every score widens the top
    assert score_stats.score_window(scores, pmf, threshold=-10.0, gamma=4.5) == (0.0, 4.5)
    # a single score: a window of width 2 around it
    assert score_stats.score_window(np.array([2.0]), np.array([1.0]), 2.0, None) == (1.0, 3.0)


@pytest.mark.parametrize("m", [1, 2, 119, 120, 121, 301, 1000, 10_007])
def test_candidate_bins_cover_every_candidate_once_in_contiguous_groups(m):
    x = np.linspace(0.0, 3.01, m)
    bins = score_stats.candidate_bins(x)
    groups = min(m, score_stats.MAX_BARS)
    assert bins.size == groups and bins.index.shape == (m,)
    assert np.all(np.diff(bins.index) >= 0) and np.all(np.diff(bins.index) <= 1)  # contiguous, in order
    assert bins.index[0] == 0 and bins.index[-1] == groups - 1  # every group holds a candidate
    members = [np.flatnonzero(bins.index == b) for b in range(groups)]
    assert sorted(np.concatenate(members).tolist()) == list(range(m))  # each candidate in exactly one group
    np.testing.assert_allclose(bins.centres, [x[g].mean() for g in members], rtol=1e-12)
    rng = np.random.default_rng(m)
    pmf = rng.random(m)
    pmf /= pmf.sum()
    np.testing.assert_allclose(bins.totals(pmf), [pmf[g].sum() for g in members], rtol=1e-12)
    assert bins.totals(pmf).sum() == pytest.approx(1.0)
    if m <= score_stats.MAX_BARS:
        assert np.array_equal(bins.index, np.arange(m))
        assert bins.width == (x[1] - x[0] if m > 1 else 1.0)
    else:
        assert bins.width == pytest.approx(3.01 / score_stats.MAX_BARS)


def test_candidate_positions():
    assert np.array_equal(score_stats.candidate_positions(None, 3), [0.0, 1.0, 2.0])
    assert np.array_equal(score_stats.candidate_positions(np.array([0.5, 1.5]), 2), [0.5, 1.5])


def test_score_bins_with_few_distinct_scores():
    scores = np.array([5.0, 1.0, 3.0, 3.0, 0.0, 5.0])
    bins = score_stats.score_bins(scores, lo=1.0)
    assert np.array_equal(bins.centres, [1.0, 3.0, 5.0]) and bins.edges is None
    assert bins.width == 2.0
    # each candidate sits in the bin of its score; 0 is below the window and pooled into the lowest bin
    assert bins.index.tolist() == [2, 0, 1, 1, 0, 2]
    pmf = np.array([0.1, 0.2, 0.3, 0.1, 0.05, 0.25])
    np.testing.assert_allclose(bins.totals(pmf), [0.25, 0.4, 0.35])
    assert score_stats.mass_below(scores, pmf, 1.0) == pytest.approx(0.05)


@pytest.mark.parametrize("lo", [-20.0, -3.0, 0.0])
def test_score_bins_as_intervals_cover_every_candidate_once(lo):
    rng = np.random.default_rng(3)
    scores = rng.normal(0, 5, 500)
    scores[0] = scores.max() + 1  # the top score goes into the last, closed interval
    bins = score_stats.score_bins(scores, lo)
    k = score_stats.DIST_BINS
    assert bins.size == k and bins.edges.size == k + 1
    assert bins.edges[0] == lo and bins.edges[-1] == scores.max()
    np.testing.assert_allclose(bins.centres, (bins.edges[:-1] + bins.edges[1:]) / 2)
    assert bins.width == pytest.approx((scores.max() - lo) / k)
    assert bins.index.min() >= 0 and bins.index.max() < k
    for h, s in enumerate(scores):  # brute force: the interval [e_b, e_{b+1}) holding s, or the first/last
        if s < lo:
            expected = 0
        elif s == scores.max():
            expected = k - 1
        else:
            expected = next(b for b in range(k) if bins.edges[b] <= s < bins.edges[b + 1])
        assert bins.index[h] == expected, (h, s)
    pmf = np.full(scores.size, 1 / scores.size)
    assert bins.totals(pmf).sum() == pytest.approx(1.0)


def test_utility_log_term_uniform_is_ln_of_candidates_over_optima():
    pr = problem([1.0, 3.0, 3.0, 2.0])
    assert bounds.utility_log_term(pr) == pytest.approx(math.log(4 / 2))


def test_utility_log_term_with_a_non_uniform_base_measure():
    # μ ∝ (1, 2, 1, 4): H* = {1, 2}, μ(H*) = 3/8, so ln(1/μ(H*)) = ln(8/3), not ln(|H|/|H*|) = ln 2
    pr = problem([1.0, 3.0, 3.0, 2.0], base_measure=np.array([1.0, 2.0, 1.0, 4.0]))
    assert bounds.utility_log_term(pr) == pytest.approx(math.log(8 / 3), rel=1e-14)
    mech = make_mechanism("exponential", pr, 2.0)
    threshold = bounds.utility_threshold(pr, mech.scale, 1.0)
    assert threshold == pytest.approx(3.0 - (math.log(8 / 3) + 1.0) / mech.scale, rel=1e-14)
    assert bounds.ExactSummary.of(mech, 1.0).threshold == threshold
    # a best score off the support does not count: OPT = 3 on {1}, which holds all the mass
    off = problem([5.0, 3.0], base_measure=np.array([0.0, 1.0]))
    assert bounds.utility_log_term(off) == 0.0


def test_pricing_experiment_threshold_uses_the_log_term():
    exp = Experiment("pricing", valuations_from_text("1\n1\n3.01"), RunParameters(epsilon=1.0))
    pr, s = exp.problem, exp.summary
    log_term = math.log(pr.m / s.opt_count)
    assert bounds.utility_log_term(pr) == pytest.approx(log_term, rel=1e-14)
    assert s.threshold == pytest.approx(s.opt - (log_term + s.t) / exp.mechanism.scale, rel=1e-14)


@pytest.mark.parametrize("m, groups", [(121, 120), (1000, 7), (10**6, 120)])
def test_contiguous_groups_keep_no_index_yet_answer_for_every_candidate(m, groups):
    """candidate_bins of a large grid stores no per-candidate array: bin_of, members and totals are computed
    from ⌊h·G/m⌋ and agree with the index it builds when asked."""
    bins = score_stats.candidate_bins(np.linspace(0.0, 1.0, m), groups)
    assert bins.stored_index is None and bins.size == groups
    index = bins.index
    assert np.array_equal(bins.bin_of(np.arange(m)), index)
    assert sum(bins.members(b).size for b in range(groups)) == m
    for b in (0, groups // 2, groups - 1):
        assert np.array_equal(bins.members(b), np.flatnonzero(index == b))
    w = np.random.default_rng(0).random(m)
    # summed run by run (np.add.reduceat, pairwise) rather than by np.bincount over the index: equal to rounding
    np.testing.assert_allclose(bins.totals(w), np.bincount(index, weights=w, minlength=groups), rtol=1e-13)


def test_score_bins_hold_one_byte_per_candidate():
    bins = score_stats.score_bins(np.random.default_rng(1).normal(size=10_000), -5.0)
    assert bins.stored_index.dtype == np.uint8 and bins.index.max() < bins.size


@pytest.mark.parametrize("m, groups", [(301, 120), (121, 120), (1000, 7), (10**6, 120)])
def test_group_sizes_count_each_groups_candidates(m, groups):
    bins = score_stats.candidate_bins(np.linspace(0.0, 1.0, m), groups)
    np.testing.assert_array_equal(bins.sizes, np.bincount(bins.index, minlength=groups))
    assert bins.sizes.sum() == m


def test_a_smooth_pmf_grouped_into_unequal_bins_draws_no_comb():
    """Issue 30, item 1: 301 prices in 120 groups of 2 and 3 alternately. Drawn as each group's total, a smooth
    pmf became two parallel rows (a false comb: every other price looked favoured); drawn as each group's
    average per price, it rises and falls once, as the pmf does."""
    x = np.linspace(1 / 301, 1.0, 301)
    pmf = np.exp(-((x - 0.6) / 0.15) ** 2)
    pmf /= pmf.sum()
    bins = score_stats.candidate_bins(x)

    def turns(y):
        return int(np.count_nonzero(np.diff(np.sign(np.diff(y)))))

    assert set(bins.sizes.tolist()) == {2, 3}
    assert turns(bins.totals(pmf)) > 50  # the comb the totals draw
    assert turns(bins.means(pmf)) == 1
    assert bins.means(pmf) @ bins.sizes == pytest.approx(1.0)


def test_scores_on_two_lattices_fill_equal_width_bins_equally():
    """Revenues on 0.03 below $1 and on 0.01 above (the lecture preset): each bin holds the same number of scores
    of each lattice, so a uniform pmf gives flat totals on each stretch, not alternately 2 and 3 scores a bin."""
    scores = np.concatenate([np.arange(1, 34) * 0.03, 1.01 + np.arange(200) * 0.01])
    pmf = np.full(scores.size, 1 / scores.size)
    bins = score_stats.score_bins(scores, float(scores.min()), 40)
    totals = bins.totals(pmf) * scores.size
    assert bins.size <= 40
    below, above = totals[bins.centres < 0.95], totals[bins.centres > 1.1]
    assert len(set(np.round(below[1:], 9))) == 1 and len(set(np.round(above, 9))) == 1, totals


def test_sorted_distinct_is_np_unique_and_a_start_s_score_bins_load_no_numpy_ma():
    """score_bins' distinct scores, as np.unique gives them, without numpy 2's np.unique, which imports numpy.ma
    (~10 ms of a start's CPU, issue 36 §4) to ask whether the array is masked."""
    import subprocess
    import sys

    from expmech_gui.core.score_stats import sorted_distinct

    rng = np.random.default_rng(7)
    for values in (np.array([]), np.array([2.0]), rng.integers(0, 9, 500).astype(float), rng.normal(size=300),
                   np.array([-0.0, 0.0, 1e-300, 1e300, -1e300, 3.0, 3.0])):
        assert np.array_equal(sorted_distinct(values), np.unique(values))
    code = ("import sys, numpy as np\n"
            "from expmech_gui.core import score_stats\n"
            "score_stats.score_bins(np.array([3.0, 1.0, 2.0, 2.0, 9.0]), 0.0)\n"
            "print('numpy.ma' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.stdout.strip() == "False", out.stdout + out.stderr
