"""The exact sampler: exact Bernoulli(e^(−γ)), exact scale, and its draws against the exact pmf by χ²."""
from __future__ import annotations

import math
import random
from fractions import Fraction

import numpy as np
import pytest
from conftest import chi_square_pvalue

from expmech_gui.core.exact import sampling as ex
from expmech_gui.core.exact.draws import CHECK_EVERY
from expmech_gui.core.mechanisms import make_mechanism
from expmech_gui.core.problem import ProblemError, SelectionProblem

ALPHA = 1e-3  # each χ² test fails by chance with probability 0.001 for a correct sampler (seeds fixed)


def _problem(scores, base=None, score_range=None):
    return SelectionProblem(labels=tuple(f"h{i}" for i in range(len(scores))), scores=np.array(scores, float),
                            sensitivity=1.0, monotone={"add-remove": True, "replace": False}, base_measure=base,
                            score_range=score_range or {})


def _chi2_ok(counts, pmf) -> bool:
    """Pearson χ² (cells with expected < 5 pooled): a correct sampler fails with probability ALPHA."""
    pmf = np.asarray(pmf, float)
    if np.count_nonzero(pmf) == 1:
        return bool(np.all(np.asarray(counts)[pmf == 0] == 0))
    return chi_square_pvalue(counts, pmf) > ALPHA


def test_bernoulli_exp_is_exact_by_chi2():
    rng = random.Random(7)
    for gamma in (Fraction(0), Fraction(1, 3), Fraction(1), Fraction(5, 2)):
        n = 20_000
        hits = sum(ex.bernoulli_exp(gamma, rng) for _ in range(n))
        p = math.exp(-gamma)
        assert _chi2_ok([hits, n - hits], [p, 1 - p]), gamma
    assert ex.bernoulli_exp(Fraction(0), rng) is True


def test_scale_is_exact_from_the_typed_decimal():
    pr = _problem([3, 1, 0])
    assert ex.exact_scale(pr, "0.1") == Fraction(1, 20)
    assert ex.exact_scale(pr, "0.1", "monotone") == Fraction(1, 10)
    with pytest.raises(ProblemError, match="monotone"):
        ex.exact_scale(pr, "0.1", "monotone", "replace")
    with pytest.raises(ProblemError, match="range"):
        ex.exact_scale(pr, "1", "range")
    assert ex.exact_scale(_problem([3, 1], score_range={"add-remove": 2.0}), "1", "range") == Fraction(1, 2)


def test_pmf_matches_the_float_mechanism():
    pr = _problem([5, 3, 3, 0, -2])
    scale = ex.exact_scale(pr, "1.5")
    assert np.allclose(ex.exact_pmf(pr, scale), make_mechanism("exponential", pr, 1.5).pmf, atol=1e-14)


@pytest.mark.parametrize("mechanism,seed", [("exponential", 1), ("permute-and-flip", 2)])
def test_draws_follow_the_exact_pmf_by_chi2(mechanism, seed):
    pr = _problem([4, 3, 3, 1, 0, -1])
    n = 6000
    counts = np.zeros(pr.m, int)
    for i in range(n):
        counts[ex.release(pr, "1", mechanism, seed=seed * 10**6 + i).index] += 1
    pmf = make_mechanism(mechanism, pr, 1.0).pmf
    assert _chi2_ok(counts, pmf)


def test_base_measure_and_seeded_repeatability():
    pr = _problem([2, 2, 0], base=np.array([0.5, 0.25, 0.25]))
    n = 6000
    counts = np.bincount([ex.release(pr, 2, seed=i).index for i in range(n)], minlength=3)
    assert _chi2_ok(counts, ex.exact_pmf(pr, ex.exact_scale(pr, 2)))
    assert ex.release(pr, 2, seed=99) == ex.release(pr, 2, seed=99)


def test_refusals_and_claim():
    pr = _problem([1, 0])
    with pytest.raises(ProblemError):
        ex.release(pr, "1", "laplace")
    r = ex.release(pr, "0.5", seed=1)
    text = ex.claim(r)
    assert "1/4" in text and "ε = 1/2 exactly" in text and "seed" in text
    assert not ex.release(pr, "0.5").seeded


def test_the_app_release_function_and_the_cli_on_voting():
    import io
    import json

    from expmech_gui.cli import main
    from expmech_gui.experiment import Experiment, RunParameters
    from expmech_gui.scenarios import SCENARIOS, preset_path

    voting = SCENARIOS["voting"]
    exp = Experiment(voting, voting.load_preset("Teacher of the year"), RunParameters(epsilon=0.1))
    r = ex.release_experiment(exp, "0.1", seed=5)
    assert r["epsilon_exact"] == "1/10" and r["scale_exact"] == "1/20" and r["candidate"] in exp.problem.labels
    assert ex.release_experiment(exp, "0.25", seed=5)["epsilon_exact"] != "1/4"  # box text not ε: the float
    out, err = io.StringIO(), io.StringIO()
    path = str(preset_path("teacher_of_the_year.csv"))
    assert main(["release", "voting", "--data", path, "--epsilon", "0.1", "--seed", "5", "--json", "-"], out, err) == 0
    assert json.loads(out.getvalue()) == r
    err = io.StringIO()
    assert main(["release", "voting", "--data", path, "--epsilon", "1", "--analysis", "range"], io.StringIO(), err) == 2
    assert "does not declare" in err.getvalue()


def test_exact_peeling_follows_the_ordered_peeling_law_by_chi2():
    from expmech_gui.scenarios.topk import selection as topk

    pr = _problem([4, 3, 3, 1, 0])
    k = 3
    law = topk.peeling_law(make_mechanism("exponential", pr, 1.0).log_pmf, k, pr.scores).ordered()
    rng = random.Random(11)
    n = 4000
    counts = dict.fromkeys(law, 0)
    for _ in range(n):
        counts[tuple(ex.release_peeling(pr, "1", k, seed=rng.randrange(2**62)))] += 1
    assert set(counts) == set(law)  # every drawn tuple is a possible ordered selection (k distinct candidates)
    keys = sorted(law)
    assert _chi2_ok([counts[t] for t in keys], [law[t] for t in keys])


def test_a_top_k_experiment_releases_k_candidates_exactly_and_laplace_is_refused():
    from expmech_gui.experiment import Experiment, RunParameters
    from expmech_gui.scenarios import SCENARIOS

    topk = SCENARIOS["topk"]
    data = topk.load_preset(topk.preset_names[0])
    r = ex.release_experiment(Experiment(topk, data, RunParameters(mechanism="gumbel", k=3)), "1", seed=2)
    assert len(r["candidates"]) == 3 == len(set(r["indices"])) and r["candidate"] == r["candidates"][0]
    assert "k = 3 exponential-mechanism draws" in r["privacy_claim"] and "each draw is ε-DP" in r["privacy_claim"]
    with pytest.raises(ProblemError, match="not one-shot Laplace"):
        ex.release_experiment(Experiment(topk, data, RunParameters(mechanism="laplace", k=3)), "1", seed=2)


def _far_behind(m: int) -> SelectionProblem:
    """One optimum and m − 1 candidates 10⁶ behind it: about m proposals before the optimum is accepted."""
    return _problem([0.0] + [-1e6] * (m - 1))


def test_a_release_reports_progress_and_stops_when_cancelled():
    from expmech_gui.core.accounting.bill import Cancelled

    reports = []
    r = ex.release(_far_behind(50_000), "1", seed=3, progress=lambda done, total: reports.append((done, total)))
    assert r.index == 0 and reports[0] == (0, 50_000)  # expected proposals: 1/μ(optimum) = m
    assert r.proposals > 2 * CHECK_EVERY and [d for d, _ in reports] == list(range(0, r.proposals, CHECK_EVERY))
    looks = []
    with pytest.raises(Cancelled):
        ex.release(_far_behind(100_000), "1", seed=3, cancelled=lambda: looks.append(1) or len(looks) > 2)
    with pytest.raises(Cancelled):
        ex.release_peeling(_far_behind(100_000), "1", 2, seed=3, cancelled=lambda: True)
    with pytest.raises(Cancelled):
        ex.release(_far_behind(100_000), "1", "permute-and-flip", seed=3, cancelled=lambda: True)


def test_only_the_proposed_candidates_have_their_exact_score_computed():
    from expmech_gui.core.problem import ExactScores

    calls = []
    base = _problem(np.linspace(0.0, -1.0, 200_000))  # every candidate accepted with probability ≥ e^(−1/2)
    pr = SelectionProblem(labels=base.labels, scores=base.scores, sensitivity=1.0, monotone=base.monotone,
                          exact_scores=ExactScores(lambda h: calls.append(h) or Fraction(float(base.scores[h])), "x"))
    r = ex.release(pr, "1", seed=5)
    assert len(set(calls)) <= r.proposals + 1 <= 20


def test_peeling_on_exact_scores_draws_as_on_their_floats():
    """Exact scores equal to the floats' values: the same seed gives the same k-set (the same exact law, the same
    randomness), through the exact maximum recomputed after each pick."""
    from expmech_gui.core.problem import ExactScores

    base = _problem([4, 3, 3, 1, 0, -2, 5])
    exact = SelectionProblem(labels=base.labels, scores=base.scores, sensitivity=1.0, monotone=base.monotone,
                             exact_scores=ExactScores(lambda h: Fraction(float(base.scores[h])), "the same"))
    for seed in range(40):
        assert ex.release_peeling(exact, "2", 4, seed=seed) == ex.release_peeling(base, "2", 4, seed=seed)


def test_a_problems_proposer_and_exact_scores_are_built_once_for_all_its_releases():
    """Issue 36 §5: a release on a problem already released on reuses μ's integer running sums (O(m) fractions)
    and the exact scores computed so far; seeded draws are unchanged by that."""
    from expmech_gui.core.exact import draws

    pr = _problem([3, 1, 2, 0, 3], base=np.array([1.0, 2.0, 0.5, 1.0, 3.0]))
    first = [ex.release(pr, "1/2", seed=s).index for s in range(20)]
    assert draws.proposer(pr) is draws.proposer(pr)
    seen = dict(draws._EXACT_SCORES[pr])
    assert seen and [ex.release(pr, "1/2", seed=s).index for s in range(20)] == first
    assert all(draws._EXACT_SCORES[pr][h] == u for h, u in seen.items())
