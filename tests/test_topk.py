"""Private top-k (scenarios.topk.selection, scenarios.topk.laplace, scenarios.topk.release): exact laws, samplers, privacy."""
import itertools
from dataclasses import replace

import numpy as np
import pytest

from conftest import PRESETS, chi_square_pvalue
from expmech_gui.scenarios.topk import selection as topk
from expmech_gui.core.mechanisms import make_mechanism
from expmech_gui.core.problem import ProblemError, SelectionProblem
from expmech_gui.scenarios.topk.laplace import LaplaceNoisyMax, laplace_max_log_pmf
from expmech_gui.scenarios.topk.release import TopKRelease, topk_privacy
from expmech_gui.scenarios.voting import voting


def problem(scores):
    return SelectionProblem(labels=tuple(f"c{i}" for i in range(len(scores))), scores=np.array(scores, float),
                            sensitivity=1.0, monotone={"add-remove": True, "replace": False}, n=int(sum(scores)))


SCORES = [9.0, 7.0, 6.0, 3.0, 0.0]


# --- an exact law computed independently: nested 1-D integration of the noisy order statistics ----------------
def noisy_ordered_law(locations, k, density, cdf, lo, hi, points=60_001):
    """P[the k largest of loc_j + noise_j come out as t, in that order], for every ordered k-tuple t, by
    ∫_{x₁>…>x_k} Π_r f(x_r − loc_{t_r}) Π_{j∉t} F(x_k − loc_j): cumulative trapezoids from the innermost out."""
    x = np.linspace(lo, hi, points)
    dx = x[1] - x[0]
    f = np.array([density(x - mu) for mu in locations])
    big_f = np.array([cdf(x - mu) for mu in locations])
    out = {}
    for t in itertools.permutations(range(len(locations)), k):
        rest = [j for j in range(len(locations)) if j not in t]
        inner = f[t[-1]] * (np.prod(big_f[rest], axis=0) if rest else 1.0)
        for r in range(k - 2, -1, -1):
            cum = np.concatenate([[0.0], np.cumsum((inner[1:] + inner[:-1]) / 2) * dx])
            inner = f[t[r]] * cum
        out[t] = float(np.sum((inner[1:] + inner[:-1]) / 2) * dx)
    return out


def gumbel_law(log_w, k):
    return noisy_ordered_law(log_w, k, lambda y: np.exp(-y - np.exp(-y)), lambda y: np.exp(-np.exp(-y)),
                             min(log_w) - 8, max(log_w) + 40)


def laplace_law(z, k):
    return noisy_ordered_law(z, k, lambda y: 0.5 * np.exp(-np.abs(y)),
                             lambda y: np.where(y < 0, 0.5 * np.exp(np.minimum(y, 0)), 1 - 0.5 * np.exp(-np.abs(y))),
                             min(z) - 40, max(z) + 40)


@pytest.mark.parametrize("k", [1, 2, 3])
def test_peeling_equals_one_shot_gumbel_exactly(k):
    """Peeling (k sequential EMs) and one-shot Gumbel top-k have the same ordered law (Gumbel-max trick)."""
    em = make_mechanism("exponential", problem(SCORES[:4]), 1.0)
    peel = topk.peeling_law(em.log_pmf, k, em.problem.scores).ordered()
    gumbel = gumbel_law(em.log_pmf, k)
    assert set(peel) == set(gumbel)
    for t, p in peel.items():
        assert gumbel[t] == pytest.approx(p, rel=1e-6, abs=1e-12), t


def test_one_shot_laplace_top_k_is_a_different_law():
    em = make_mechanism("exponential", problem(SCORES[:4]), 1.0)
    lap = LaplaceNoisyMax(em.problem, 1.0)
    z = lap.scaled_gaps(em.problem.scores[None, :])[0]
    laplace = laplace_law(z, 2)
    peel = topk.peeling_law(em.log_pmf, 2, em.problem.scores).ordered()
    assert sum(laplace.values()) == pytest.approx(1.0, abs=1e-6)
    assert max(abs(laplace[t] - peel[t]) for t in peel) > 0.01


def test_laplace_noisy_max_pmf_matches_closed_form_and_integration():
    for gap in (0.0, 0.5, 3.0, 20.0):  # two candidates: P[low wins] = ½e^(−D)(1 + D/2)
        p = np.exp(laplace_max_log_pmf(np.array([0.0, -gap])))
        assert p[1] == pytest.approx(0.5 * np.exp(-gap) * (1 + gap / 2), rel=1e-9)
    z = np.array([0.0, -0.7, -1.5, -4.0])
    single = laplace_law(z, 1)
    np.testing.assert_allclose(np.exp(laplace_max_log_pmf(z)), [single[(i,)] for i in range(4)], rtol=1e-6)


def test_exact_law_facts_inclusion_recovered_and_ties():
    em = make_mechanism("exponential", problem([5.0, 5.0, 5.0, 1.0]), 2.0)
    law = topk.peeling_law(em.log_pmf, 2, em.problem.scores)
    assert law.prob.sum() == pytest.approx(1.0)
    assert law.inclusion.sum() == pytest.approx(2.0)
    assert list(law.true_top) == [True, True, True, False]  # ties at the k-th score all count
    assert law.recovered.sum() == pytest.approx(1.0)
    assert law.expected_recovered == pytest.approx(2 - law.inclusion[3])
    assert sum(law.unordered().values()) == pytest.approx(1.0)
    assert len(law.unordered()) == 6 and len(law.ordered()) == 12


def test_exact_limit_is_stated_and_enforced():
    assert topk.exact_feasible(8, 8) and topk.exact_feasible(22, 4) and topk.exact_feasible(59, 3)
    assert not topk.exact_feasible(9, 9) and not topk.exact_feasible(23, 4) and not topk.exact_feasible(60, 3)
    with pytest.raises(ProblemError, match="too many"):
        topk.peeling_ordered_law(np.zeros(30), 6)
    with pytest.raises(ProblemError, match="k .*from 1 to the number of candidates, 3"):
        topk.check_k(4, 3)


def test_log_space_nothing_overflows_at_huge_scores():
    em = make_mechanism("exponential", problem([1e300, 9e299, 0.0, 5e299]), 1.0)
    law = topk.peeling_law(em.log_pmf, 2, em.problem.scores)
    assert np.all(np.isfinite(law.inclusion))
    assert law.inclusion[[0, 1]] == pytest.approx([1.0, 1.0])
    lap = LaplaceNoisyMax(em.problem, 1.0)
    assert np.isfinite(lap.log_pmf[0]) and lap.pmf.sum() == pytest.approx(1.0)
    rel = TopKRelease("laplace", lap, 2)
    assert set(rel.sample(100, np.random.default_rng(0))[:, :2].ravel()) <= {0, 1}


def _tuple_counts(samples, law):
    index = {t: i for i, t in enumerate(map(tuple, law.tuples))}
    return np.bincount([index[tuple(s)] for s in samples], minlength=len(index))


@pytest.mark.parametrize("method", ["peeling", "gumbel"])
def test_chi_square_ordered_samplers_against_the_exact_law(method):
    em = make_mechanism("exponential", problem(SCORES), 0.8)
    rel = TopKRelease(method, em, 3)
    samples = rel.sample(60_000, np.random.default_rng(20261123))
    assert chi_square_pvalue(_tuple_counts(samples, rel.law), rel.law.prob) > 1e-4


def test_chi_square_laplace_samplers_against_exact_laws():
    pr = problem(SCORES[:4])
    lap = LaplaceNoisyMax(pr, 1.0)
    rng = np.random.default_rng(7)
    single = np.bincount(lap.sample(60_000, rng), minlength=4)
    assert chi_square_pvalue(single, lap.pmf) > 1e-4
    z = lap.scaled_gaps(pr.scores[None, :])[0]
    exact = laplace_law(z, 2)
    keys = list(exact)
    samples = TopKRelease("laplace", lap, 2).sample(60_000, rng)
    counts = np.bincount([keys.index(tuple(s)) for s in samples], minlength=len(keys))
    assert chi_square_pvalue(counts, np.array([exact[t] for t in keys]) / sum(exact.values())) > 1e-4
    peel = topk.peeling_law(make_mechanism("exponential", pr, 1.0).log_pmf, 2, pr.scores).ordered()
    assert chi_square_pvalue(counts, np.array([peel[t] for t in keys])) < 1e-6  # Laplace is not peeling


def test_simulated_tally_intervals_cover_the_exact_values():
    em = make_mechanism("exponential", problem(SCORES), 0.5)
    rel = TopKRelease("gumbel", em, 2)
    sim = rel.simulate(40_000, np.random.default_rng(3), batch=7_000)
    assert sim.trials == 40_000 and sim.inclusion_counts.sum() == 80_000
    lo, hi = sim.inclusion_intervals()
    assert np.mean((lo <= rel.law.inclusion) & (rel.law.inclusion <= hi)) >= 0.8
    m_lo, m_hi = sim.mean_recovered_interval()
    assert m_lo - 0.01 <= rel.law.expected_recovered <= m_hi + 0.01


def test_privacy_peeling_composes_k_adaptive_bounded_range_releases():
    tally = voting.read_votes_csv(PRESETS / "teacher_of_the_year.csv")
    em = make_mechanism("exponential", voting.problem(tally), 1.0)
    p = topk_privacy("peeling", em, 3)
    assert p.per_selection == 0.5  # monotone votes, general analysis: ε/2 per selection
    eps, delta, how = p.total
    assert how == "kov_optimal" and eps < p.pure_total == 1.5 and delta == 1e-6  # adaptive: no BR optimum
    lap = topk_privacy("laplace", LaplaceNoisyMax(em.problem, 1.0), 3)
    assert lap.total == (1.5, 0.0, "one_shot_noisy_top_k") and lap.bill is None
    em_replace = make_mechanism("exponential", voting.problem(tally), 1.0, neighbours="replace")
    assert topk_privacy("gumbel", em_replace, 2).per_selection == 1.0


def test_a_scenario_declares_its_own_mechanisms_and_an_alias():
    """The extension the top-k scenario uses: its mechanisms are the only ones it takes (the shared default
    becomes its first), every --mechanism/session check knows them while it is registered, and an alias names it."""
    from expmech_gui.core.params import PARAMS
    from expmech_gui.experiment import Experiment, RunParameters
    from expmech_gui.scenarios.topk import topk as topk_scenario
    from expmech_gui.scenarios.framework.base import ScenarioMechanism
    from expmech_gui.scenarios.framework.registry import Registry

    sc = topk_scenario.SCENARIO
    assert sc.own_mechanism("exponential", "exponential") == "peeling"
    assert sc.own_mechanism("laplace", "exponential") == "laplace"
    with pytest.raises(ProblemError, match="takes --mechanism peeling or gumbel or laplace, not 'permute-and-flip'"):
        sc.own_mechanism("permute-and-flip", "exponential")
    before = PARAMS["mechanism"].allowed()
    toy = replace(sc, key="toy-top-k", aliases=("toy",),
                  mechanisms=(ScenarioMechanism("toy-peeling", "Toy", "toy", sc.mechanisms[0].make),))
    reg = Registry(toy)
    try:
        assert "toy-peeling" in PARAMS["mechanism"].allowed()
        assert reg.key_for("toy") == "toy-top-k" and reg.names() == ["toy", "toy-top-k"]
    finally:
        reg.remove("toy-top-k")
    assert PARAMS["mechanism"].allowed() == before
    tally = voting.read_votes_csv(PRESETS / "teacher_of_the_year.csv")
    exp = Experiment(sc, tally, RunParameters(epsilon=1.0, k=2))
    assert exp.params.mechanism == "peeling" and exp.mechanism.key == "exponential"
    lap = Experiment(sc, tally, RunParameters(epsilon=1.0, mechanism="laplace", k=2))
    assert isinstance(lap.mechanism, LaplaceNoisyMax)
    with pytest.raises(ProblemError, match="k .*from 1 to the number of candidates, 6"):
        Experiment(sc, tally, RunParameters(epsilon=1.0, k=7))


def test_the_release_score_is_the_k_sets_exact_total_not_one_choices():
    """Experiment.release_score of top-k's 'gumbel' (a key the one-choice Gumbel mechanism shares) is the k-set's
    E[Σ votes], here summed by hand over the ordered pairs P[a, b] = p_a·p_b/(1 − p_a) of one EM's pmf p; refused in
    words where there is no exact law."""
    from expmech_gui.experiment import Experiment, RunParameters
    from expmech_gui.scenarios.topk import topk as topk_scenario

    tally = voting.read_votes_csv(PRESETS / "teacher_of_the_year.csv")
    exp = Experiment(topk_scenario.SCENARIO, tally, RunParameters(epsilon=0.3, mechanism="gumbel", k=2))
    scores = exp.problem.scores
    p = make_mechanism("exponential", exp.problem, 0.3).pmf
    by_hand = sum(p[a] * p[b] / (1 - p[a]) * (scores[a] + scores[b])
                  for a, b in itertools.permutations(range(scores.size), 2))
    expected, best, worst = exp.release_score()
    assert exp.several_at_once and expected == pytest.approx(by_hand, rel=1e-12) and (best, worst) == (42 + 39, 0 + 4)
    assert expected != pytest.approx(exp.summary.expected_score, rel=1e-3)  # one choice's E[votes] is not it
    laplace = Experiment(topk_scenario.SCENARIO, tally, RunParameters(epsilon=0.3, mechanism="laplace", k=2))
    with pytest.raises(ProblemError, match="One-shot Laplace top-k has no exact law here"):
        laplace.release_score()
    many = TopKRelease("gumbel", make_mechanism("exponential", problem(list(range(60))), 1.0), 3)
    with pytest.raises(ProblemError, match="k = 3 selected from 60 candidates has 205,320 ordered selections, more "
                                           "than the 200,000 enumerated"):
        many.expected_total()
