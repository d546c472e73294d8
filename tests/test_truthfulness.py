"""Approximate truthfulness, exactly (McSherry–Talwar 2007): a bidder's or voter's expected utility under
every report equals a brute-force recomputation on the reported data, the gain of any misreport stays within
(e^(kε) − 1)·E[u(truth)], the non-private posted price rewards shading, and the per-report ε is the realised one."""
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from expmech_gui.core.privacy.loss import most_exposed
from expmech_gui.scenarios.pricing.truthfulness import report_epsilon
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.scenarios.pricing import pricing
from expmech_gui.scenarios.voting import voting
from expmech_gui.scenarios.framework.neighbours import neighbour_families
from expmech_gui.scenarios.pricing.strategic import bidder_scan, voter_scan

PRICING = pricing.SCENARIO.key
VOTING = voting.SCENARIO.key


def lecture(epsilon=1.0, mechanism="exponential"):
    ds = pricing.Valuations(np.array([1.0, 1.0, 3.01]))
    return Experiment(PRICING, ds, RunParameters(epsilon=epsilon, mechanism=mechanism, alpha=1 / 301, max_price=3.01))


def test_the_lecture_example_the_3_01_buyer():
    """$1, $1, $3.01 at ε = 1 on the $0.01 grid to $3.01: truthful E[u] ≈ 1.4235, the best report ≈ $2.51 gains
    ≈ 0.0585. The score is monotone under a changed report, so the exponential mechanism's per-report loss is
    ε/2 and the bound is (e^0.5 − 1)·1.4235 ≈ 0.923 (with ε it would be (e − 1)·1.4235 ≈ 2.446)."""
    private, nonprivate = bidder_scan(lecture(), [2])
    assert private.truthful_utility == pytest.approx(1.4235, abs=5e-5)
    assert private.reports[private.best_index] == pytest.approx(2.51, abs=0.01)
    assert private.best_gain == pytest.approx(0.0585, abs=5e-4)
    assert private.epsilon_per_report == pytest.approx(0.5)
    assert private.gain_bound == pytest.approx(math.expm1(0.5) * 1.4235, rel=1e-4)
    assert private.additive_bound == pytest.approx(3.00 * math.tanh(0.25), rel=1e-12)  # tighter here
    assert private.tightest_bound == private.additive_bound
    assert 3.01 in private.reports and 1.0 in private.reports
    # without privacy: the posted price is $3.01 and the buyer gets nothing; shading to about $0.67 moves it
    assert nonprivate.truthful_utility == 0.0 and nonprivate.best_gain > 2.0


def _brute_force(exp, rows, report):
    vals = exp.dataset.values.copy()
    vals[rows] = report
    other = Experiment(PRICING, pricing.Valuations(vals), exp.params)
    prices, pmf = other.problem.values, other.mechanism.pmf
    return sum(float(np.sum(pmf * (v - prices) * (report >= prices))) for v in exp.dataset.values[rows])


@pytest.mark.parametrize("seed", range(6))
def test_expected_utility_equals_a_brute_force_recomputation(seed):
    rng = np.random.default_rng(seed)
    ds = pricing.Valuations(np.round(rng.uniform(0, 1, int(rng.integers(1, 6))), 2))
    mechanism = ("exponential", "permute-and-flip", "gumbel")[seed % 3]
    exp = Experiment(PRICING, ds, RunParameters(epsilon=float(rng.choice([0.3, 1.0, 4.0])), mechanism=mechanism,
                                                alpha=float(rng.choice([0.05, 0.1])), max_price=1.0))
    rows = sorted(set(rng.integers(0, ds.n, int(rng.integers(1, min(ds.n, 2) + 1))).tolist()))
    reports = np.round(rng.uniform(0, 1.2, 7), 3)
    private, _ = bidder_scan(exp, rows, reports)
    for b, u in zip(private.reports, private.expected_utility):
        assert u == pytest.approx(_brute_force(exp, rows, b), abs=1e-12)
    truthful = sum(_brute_force(exp, [r], ds.values[r]) for r in rows) if len(rows) == 1 else None
    if truthful is not None:
        assert private.truthful_utility == pytest.approx(truthful, abs=1e-12)


@settings(max_examples=40, deadline=None)
@given(values=st.lists(st.floats(0, 1, allow_nan=False), min_size=1, max_size=8),
       eps=st.sampled_from([0.1, 1.0, 3.0]), mechanism=st.sampled_from(["exponential", "permute-and-flip"]),
       colluders=st.integers(1, 3), analysis=st.sampled_from(["general", "monotone"]))
def test_no_misreport_gains_more_than_the_dp_bound(values, eps, mechanism, colluders, analysis):
    ds = pricing.Valuations(np.array(values))
    exp = Experiment(PRICING, ds, RunParameters(epsilon=eps, mechanism=mechanism, analysis=analysis, alpha=0.05,
                                                max_price=1.0))
    rows = list(range(min(colluders, ds.n)))
    private, _ = bidder_scan(exp, rows, np.linspace(0, 1.1, 23))
    assert private.colluders == len(rows)
    assert np.all(private.expected_utility - private.truthful_utility <= private.gain_bound + 1e-12)
    assert np.all(private.expected_utility - private.truthful_utility <= private.additive_bound + 1e-12)


@pytest.mark.parametrize("mechanism, notion", [("exponential", "replace"), ("permute-and-flip", "replace")])
def test_the_per_report_epsilon_is_never_exceeded_by_a_changed_report(mechanism, notion):
    """The ε the bound uses is at least the realised loss over every replacement of one valuation."""
    exp = lecture(mechanism=mechanism)
    eps, why = report_epsilon(exp.mechanism)
    found = most_exposed(exp.mechanism, neighbour_families(PRICING, exp.dataset, exp.problem, notion))
    assert found.loss <= eps + 1e-9 and why
    if mechanism == "exponential":
        assert eps == pytest.approx(0.5) and found.loss > 0.45  # ε/2, and nearly reached


def test_a_voter_gains_nothing_beyond_e_to_the_epsilon():
    tally = voting.VoteTally(("Ada", "Bo", "Cy"), np.array([5, 4, 1]))
    exp = Experiment(VOTING, tally, RunParameters(epsilon=1.0))
    scan = voter_scan(exp, 1)  # a Bo voter
    assert scan.truthful_utility == pytest.approx(exp.mechanism.pmf[1])
    for r in range(3):  # brute force: move the ballot from Bo to r
        votes = tally.votes.copy()
        votes[1] -= 1
        votes[r] += 1
        other = Experiment(VOTING, voting.VoteTally(tally.candidates, votes), exp.params)
        assert scan.expected_utility[r] == pytest.approx(other.mechanism.pmf[1], abs=1e-15)
    assert scan.best_index == 1 and scan.best_gain == 0.0  # voting for anyone else only lowers Bo's chance
    assert np.all(scan.expected_utility - scan.truthful_utility <= scan.gain_bound + 1e-15)


def test_bad_choices_are_refused_in_words():
    from expmech_gui.core.problem import ProblemError

    with pytest.raises(ProblemError, match="bidder 4 does not exist"):
        bidder_scan(lecture(), [3])
    with pytest.raises(ProblemError, match="at least one bidder"):
        bidder_scan(lecture(), [])
    with pytest.raises(ProblemError, match="reports must be numbers"):
        bidder_scan(lecture(), [0], [-1.0])
    tally = voting.VoteTally(("Ada", "Bo"), np.array([3, 0]))
    with pytest.raises(ProblemError, match="nobody voted for Bo"):
        voter_scan(Experiment(VOTING, tally, RunParameters(epsilon=1.0)), 1)


@settings(max_examples=40, deadline=None)
@given(votes=st.lists(st.integers(0, 30), min_size=2, max_size=7), eps=st.sampled_from([0.1, 1.0, 5.0]),
       notion=st.sampled_from(["add-remove", "replace"]), mechanism=st.sampled_from(["exponential", "gumbel"]))
def test_a_release_costs_what_release_epsilon_says_and_no_more(votes, eps, notion, mechanism):
    """The exponential mechanism with the general analysis on a score monotone under the notion (votes under
    add/remove, pricing under both) is ε/2-DP: the realised loss over every neighbour stays within ε/2; voting
    under replace is not monotone, so a release costs ε there."""
    from expmech_gui.core.privacy.loss import release_epsilon

    tally = voting.VoteTally(tuple(f"c{i}" for i in range(len(votes))), np.array(votes))
    exp = Experiment(VOTING, tally, RunParameters(epsilon=eps, mechanism=mechanism, neighbours=notion))
    cost, why = release_epsilon(exp.mechanism)
    assert cost == (eps / 2 if notion == "add-remove" else eps) and why
    found = most_exposed(exp.mechanism, neighbour_families(VOTING, tally, exp.problem, notion))
    assert found.loss <= cost + 1e-9
