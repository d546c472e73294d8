"""Issue 30, item 11: the Top-k workspace's runs draw whole k-sets (scenarios.topk.kset) and aggregate, per
candidate, the drawn sets that contain it (core.simulation): the k-set law against the exact one by χ², the
first picks against the single selection, the set counts against the exact inclusion chances."""
from dataclasses import replace

import numpy as np
import pytest

from conftest import chi_square_pvalue
from expmech_gui.core.mechanisms import make_mechanism
from expmech_gui.core.problem import SelectionProblem
from expmech_gui.core.simulation import RunTally, SetLaw, SimulationAggregate
from expmech_gui.scenarios.topk.kset import KSetDraws, set_law
from expmech_gui.scenarios.topk.release import TopKRelease

SCORES = [9.0, 7.0, 6.0, 3.0, 0.0]


def problem(scores):
    return SelectionProblem(labels=tuple(f"c{i}" for i in range(len(scores))), scores=np.array(scores, float),
                            sensitivity=1.0, monotone={"add-remove": True, "replace": False}, n=int(sum(scores)))


@pytest.mark.parametrize("method", ["peeling", "gumbel"])
def test_the_drawn_k_sets_follow_the_exact_k_set_pmf(method):
    """χ² of the unordered k-sets the sampler draws against the exact k-set pmf (the peeling law summed over
    orders), on a small case (5 candidates, k = 3: 10 sets)."""
    rel = TopKRelease(method, make_mechanism("exponential", problem(SCORES), 0.8), 3)
    exact = rel.law.unordered()
    keys = list(exact)
    sets = np.sort(rel.sample(50_000, np.random.default_rng(20261127)), axis=1)
    index = {t: i for i, t in enumerate(keys)}
    counts = np.bincount([index[tuple(map(int, s))] for s in sets], minlength=len(keys))
    assert chi_square_pvalue(counts, np.array([exact[t] for t in keys])) > 1e-4


@pytest.mark.parametrize("method", ["peeling", "gumbel", "laplace"])
def test_set_counts_match_the_inclusion_chances_and_first_picks_the_single_selection(method):
    pr = problem(SCORES)
    mech = _laplace(pr) if method == "laplace" else make_mechanism("exponential", pr, 0.8)
    draws = KSetDraws(TopKRelease(method, mech, 2))
    n = 80_000
    first, member = draws.sample_set_counts(n, np.random.default_rng(11))
    assert first.sum() == n and member.sum() == 2 * n and np.all(member >= first)
    assert chi_square_pvalue(first, mech.pmf) > 1e-4  # the first pick is the single selection
    law = set_law(draws.release)
    if method == "laplace":
        assert law.k == 2 and law.inclusion is None  # no exact law for Laplace top-k here
        return
    p = law.inclusion
    assert p.sum() == pytest.approx(2.0)
    z = (member - n * p) / np.sqrt(np.maximum(n * p * (1 - p), 1e-12))
    assert np.all(np.abs(z[(p > 1e-9) & (p < 1 - 1e-9)]) < 4.5), z


def _laplace(pr):
    from expmech_gui.scenarios.topk.laplace import LaplaceNoisyMax
    return LaplaceNoisyMax(pr, 0.8)


def test_the_aggregate_adds_up_set_counts_from_tallies_and_single_releases():
    pr = problem(SCORES)
    em = make_mechanism("exponential", pr, 1.0)
    tally = RunTally.of(pr, em.pmf, 5.0, None, SetLaw(2, None))
    agg = SimulationAggregate(pr, tally)
    assert agg.set_shares() is None  # nothing drawn yet
    agg.add_tally(replace(tally.tally(np.array([3, 1, 0, 0, 0])), set_counts=np.array([4, 2, 1, 1, 0])))
    agg.add(np.array([0, 1, 0, 0, 0]))
    agg.add_sets(np.array([0, 1, 1, 0, 0]), 1)
    assert agg.trials == 5 and agg.set_trials == 5
    np.testing.assert_allclose(agg.set_shares(), np.array([4, 3, 2, 1, 0]) / 5)
    agg.restore(agg.counts)  # a session's counts carry no sets: the shares start again
    assert agg.trials == 5 and agg.set_shares() is None
    plain = SimulationAggregate(pr, RunTally.of(pr, em.pmf, 5.0, None))
    plain.add_sets(np.ones(5, dtype=np.int64), 1)
    assert plain.set_counts is None and plain.set_shares() is None  # a single selection has no sets


def test_the_runs_draw_k_sets_in_batches_that_stay_short():
    """Whole k-sets cost per set (a multinomial costs per batch): the worker's batches are capped by the source's
    max_batch, so a cancel or a progress tick never waits behind millions of sets."""
    pytest.importorskip("PySide6")
    from expmech_gui.ui.worker import _cap

    em = make_mechanism("exponential", problem(np.linspace(0, 40, 1000)), 1.0)
    draws = KSetDraws(TopKRelease("peeling", em, 3))
    assert draws.max_batch * 1000 * 3 <= 1 << 20 and _cap(draws, 1 << 20) == draws.max_batch
    assert _cap(em, 1 << 20) == 1 << 20  # a mechanism's multinomial batches keep their cap
