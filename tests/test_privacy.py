"""The privacy lens: realised loss ≤ ε under every valid analysis, counter-examples where invalid."""
import dataclasses

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from expmech_gui.core.mechanisms import ExponentialMechanism
from expmech_gui.core.privacy.loss import exact_comparison, loss_profile, most_exposed
from expmech_gui.core.problem import ProblemError
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.scenarios.lunch import lunch
from expmech_gui.scenarios.pricing import pricing
from expmech_gui.scenarios.voting import voting
from expmech_gui.scenarios.framework.neighbours import neighbour_dataset, neighbour_families

EPS_TOL = 1e-9


def datasets():
    return st.one_of(
        st.tuples(st.just("pricing"), st.lists(st.floats(0, 2), min_size=1, max_size=12).map(pricing.Valuations)),
        st.tuples(st.just("voting"), st.lists(st.integers(0, 9), min_size=1, max_size=6).map(
            lambda v: voting.VoteTally(tuple(f"c{i}" for i in range(len(v))), v))),
        st.tuples(st.just("lunch"), st.integers(1, 4).flatmap(lambda k: st.lists(
            st.lists(st.booleans(), min_size=k, max_size=k), min_size=1, max_size=8).map(
            lambda rows, k=k: lunch.LunchPreferences(tuple(f"o{j}" for j in range(k)), np.array(rows, dtype=bool))))),
    )


@settings(max_examples=60, deadline=None)
@given(data=datasets(), eps=st.sampled_from([0.1, 0.7, 2.0]), notion=st.sampled_from(["add-remove", "replace"]),
       analysis=st.sampled_from(["general", "monotone"]), mech=st.sampled_from(["exponential", "permute-and-flip"]))
def test_realised_loss_never_exceeds_epsilon_when_the_analysis_is_valid(data, eps, notion, analysis, mech):
    key, ds = data
    params = RunParameters(epsilon=eps, analysis=analysis, neighbours=notion, mechanism=mech,
                           alpha=0.25 if key == "pricing" else None, max_price=1.0 if key == "pricing" else None)
    try:
        exp = Experiment(key, ds, params)
    except ProblemError:
        assume_invalid = analysis == "monotone" and notion == "replace" and key != "pricing"
        assert assume_invalid
        return
    result = most_exposed(exp.mechanism, neighbour_families(key, ds, exp.problem, notion))
    assert result.loss <= eps + EPS_TOL
    assert result.score_sensitivity <= exp.problem.sensitivity + 1e-12
    if mech == "exponential":  # the EM is ε-bounded-range
        assert result.range <= eps + EPS_TOL


def test_forcing_monotone_under_replace_finds_a_counter_example():
    tally = voting.VoteTally(("A", "B"), [3, 3])
    exp = Experiment("voting", tally, RunParameters(epsilon=1.0))
    forced = dataclasses.replace(exp.problem, monotone={"add-remove": True, "replace": True})
    mech = ExponentialMechanism(forced, 1.0, "monotone", "replace")
    result = most_exposed(mech, neighbour_families("voting", tally, forced, "replace"))
    assert result.loss > 1.0 + 1e-3
    assert "change one ballot" in result.description


def test_chosen_neighbour_comparison_is_exact():
    tally = voting.VoteTally(("A", "B", "C"), [5, 2, 0])
    d2 = neighbour_dataset("voting", tally, "replace", row=0, value=2)
    assert d2.votes.tolist() == [4, 2, 1]
    p = RunParameters(epsilon=1.0)
    a, b = Experiment("voting", tally, p), Experiment("voting", d2, p)
    prof = exact_comparison(a.mechanism, b.mechanism)
    np.testing.assert_allclose(prof.log_ratio, np.log(a.mechanism.pmf) - np.log(b.mechanism.pmf), atol=1e-12)
    assert prof.loss <= 1.0 + EPS_TOL and prof.range <= 1.0 + EPS_TOL


def test_neighbour_datasets_for_each_change():
    v = pricing.Valuations([1.0, 2.0])
    assert neighbour_dataset("pricing", v, "remove", row=0).values.tolist() == [2.0]
    assert neighbour_dataset("pricing", v, "add", value="0.5").values.tolist() == [1.0, 2.0, 0.5]
    assert neighbour_dataset("pricing", v, "replace", row=1, value=3).values.tolist() == [1.0, 3.0]
    prefs = lunch.LunchPreferences(("x", "y"), [[1, 0], [0, 1]])
    assert neighbour_dataset("lunch", prefs, "add", value=[1, 1]).n == 3
    assert neighbour_dataset("lunch", prefs, "replace", row=0, value=[0, 0]).like_counts().tolist() == [0, 1]
    with pytest.raises(ProblemError, match="no ballot"):
        neighbour_dataset("voting", voting.VoteTally(("A", "B"), [1, 0]), "remove", row=1)
    with pytest.raises(ProblemError, match="choose"):
        neighbour_dataset("pricing", v, "remove", row=5)


def test_loss_profile_ignores_outputs_impossible_under_both():
    prof = loss_profile(np.array([np.log(0.5), np.log(0.5), -np.inf]), np.array([np.log(0.25), np.log(0.75), -np.inf]))
    assert np.isnan(prof.log_ratio[2]) and prof.loss == pytest.approx(np.log(2))


@pytest.mark.parametrize("people, options, mechanism", [(600, 14, "permute-and-flip"), (2000, 12, "exponential")])
def test_search_reports_progress_and_can_be_cancelled(people, options, mechanism):
    """Row by row (14 options: past the 3^13 patterns) and by pattern (12 options), the search reports its
    progress against the whole family and stops when cancelled."""
    prefs = lunch.generate(people, np.linspace(0.2, 0.6, options), seed=1)
    exp = Experiment("lunch", prefs, RunParameters(epsilon=1.0, mechanism=mechanism))
    fams = neighbour_families("lunch", prefs, exp.problem, "replace")
    assert (fams[0].structure is None) == (options > 13)
    seen = []
    result = most_exposed(exp.mechanism, fams, progress=lambda d, t: seen.append((d, t)),
                          cancelled=lambda: len(seen) >= 1)
    assert result.cancelled and seen and seen[0][1] == sum(f.size for f in fams)


@pytest.mark.slow  # a million-buyer search, 1.3 s
def test_huge_searches_are_built_lazily_in_bounded_memory_and_can_be_cancelled():
    """Voting, 1,000 candidates, a million voters, replace: ~10^6 neighbours × 1,000 candidates used to be
    materialised at once (7.4 GiB, numpy's raw "Unable to allocate"); now rows are built per chunk."""
    votes = np.full(1000, 1000)
    tally = voting.VoteTally(tuple(f"c{i}" for i in range(1000)), votes)
    exp = Experiment("voting", tally, RunParameters(epsilon=1.0, neighbours="replace"))
    fams = neighbour_families("voting", tally, exp.problem, "replace")
    assert sum(f.size for f in fams) == 1000 * 999
    block = fams[0].block(998, 1001)  # source 0 → targets 999; source 1 → targets 0, 2
    assert block.shape == (3, 1000)
    assert [tuple(np.flatnonzero(r)) for r in block] == [(0, 999), (0, 1), (1, 2)]
    assert fams[0].describe(999) == "change one ballot from c1 to c0"
    chunks = []
    result = most_exposed(exp.mechanism, fams, progress=lambda d, t: chunks.append(d),
                          cancelled=lambda: len(chunks) >= 3)
    assert result.cancelled and result.searched == chunks[-1] < 1000 * 999
    assert 0 < result.loss <= 1.0 + EPS_TOL


@pytest.mark.slow  # a million-buyer dataset, 0.9 s
def test_a_search_too_large_to_run_is_refused_in_words():
    from expmech_gui.core.privacy.loss import check_search_fits, search_memory_bytes

    vals = pricing.Valuations(np.random.default_rng(0).lognormal(0, 1, 1_000_000))
    # at the recommended α (m ≈ 72,000) the search used to allocate 39 GiB; now it starts in bounded memory
    exp = Experiment("pricing", vals, RunParameters(epsilon=1.0, alpha=pricing.recommended_alpha(vals.n, 1.0),
                                                    max_price=10.0))
    fams = neighbour_families("pricing", vals, exp.problem, "add-remove")
    seen = []
    result = most_exposed(exp.mechanism, fams, progress=lambda d, t: seen.append(d), cancelled=lambda: len(seen) >= 1)
    assert result.cancelled and seen[0] < sum(f.size for f in fams)
    # a million prices: 10^12 comparisons, refused before anything is built
    exp = Experiment("pricing", vals, RunParameters(epsilon=1.0, alpha=1e-6, max_price=10.0))
    with pytest.raises(ProblemError, match=r"searching [\d,]+ neighbours over 1,000,000 candidates means comparing "
                                           r".* probabilities \(about .*\).*: use fewer candidates"):
        neighbour_families("pricing", vals, exp.problem, "add-remove")
    assert search_memory_bytes(10_000_000) < 2**30  # the largest grid the app allows still fits one chunk
    with pytest.raises(ProblemError, match="would need about .* GiB of memory"):
        check_search_fits(50_000_000)


def test_lazy_families_equal_materialised_rows():
    tally = voting.VoteTally(("A", "B", "C"), [2, 0, 1])
    exp = Experiment("voting", tally, RunParameters(epsilon=1.0, neighbours="replace"))
    (fam,) = neighbour_families("voting", tally, exp.problem, "replace")
    rows = fam.block(0, fam.size)
    expected = [[-1, 1, 0], [-1, 0, 1], [1, 0, -1], [0, 1, -1]]
    assert rows.tolist() == expected and fam.size == 4
    vals = pricing.Valuations([0.25, 0.75])
    exp = Experiment("pricing", vals, RunParameters(epsilon=1.0, alpha=0.5, max_price=1.0))
    remove, add = neighbour_families("pricing", vals, exp.problem, "add-remove")
    assert remove.block(0, 2).tolist() == [[-0.0, -0.0], [-0.5, -0.0]]
    assert add.block(0, 3).tolist() == [[0, 0], [0.5, 0], [0.5, 1.0]]


def test_table_rows_map_to_dataset_individuals_past_invalid_rows():
    from expmech_gui.scenarios.framework.neighbours import dataset_index, table_row

    excluded = {0, 3}  # table rows 1 and 4 (1-based) are invalid and left out of the dataset
    assert [dataset_index(r, excluded) for r in range(6)] == [None, 0, 1, None, 2, 3]
    assert [table_row(i, excluded) for i in range(4)] == [1, 2, 4, 5]
    v = pricing.Valuations([2.0, 3.0])  # the table read: invalid, 2.0, 3.0
    assert neighbour_dataset("pricing", v, "remove", row=dataset_index(1, {0})).values.tolist() == [3.0]


@pytest.mark.parametrize("seed", range(10))
def test_structured_search_equals_the_row_by_row_search(seed):
    """The exponential mechanism's search over pricing's runs of price steps and voting's moved ballots
    (core.privacy.exposure, O(log m) per neighbour, no rows built) finds the same worst neighbour, loss, range and
    score changes as comparing every neighbour's full log pmf row by row."""
    from dataclasses import replace as replaced

    from expmech_gui.scenarios.pricing.pricing import Valuations
    from expmech_gui.scenarios.voting.voting import VoteTally

    rng = np.random.default_rng(seed)
    key = ("pricing", "voting")[seed % 2]
    notion = ("add-remove", "replace")[(seed // 2) % 2]
    eps = float(rng.choice([0.05, 1.0, 7.0, 300.0]))
    if key == "pricing":
        ds = Valuations(np.round(rng.lognormal(-1, 0.7, int(rng.integers(1, 40))), 2))
        params = RunParameters(epsilon=eps, mechanism="exponential", neighbours=notion, alpha=float(rng.choice([0.05, 0.2])),
                               max_price=1.0)
    else:
        m = int(rng.integers(2, 12))
        ds = VoteTally(tuple(f"c{i}" for i in range(m)), rng.integers(0, 30, m))
        params = RunParameters(epsilon=eps, mechanism="exponential", neighbours=notion)
    exp = Experiment(key, ds, params)
    fams = neighbour_families(key, ds, exp.problem, notion)
    assert all(f.structure is not None for f in fams)
    fast = most_exposed(exp.mechanism, fams)
    slow = most_exposed(exp.mechanism, [replaced(f, changes=f.block(0, f.size), structure=None) for f in fams])
    assert fast.searched == slow.searched
    assert fast.loss == pytest.approx(slow.loss, abs=1e-9) and fast.range == pytest.approx(slow.range, abs=1e-9)
    assert fast.score_sensitivity == pytest.approx(slow.score_sensitivity, abs=1e-12)
    assert fast.score_range == pytest.approx(slow.score_range, abs=1e-12)
    # the neighbour it names is as bad as the worst one found row by row (two may tie to rounding)
    row = exp.mechanism.log_pmf_rows(exp.problem.scores[None, :] + fast.worst_change[None, :])[0]
    assert np.max(np.abs(exp.mechanism.log_pmf - row)) == pytest.approx(slow.loss, abs=1e-9)


@pytest.mark.parametrize("seed", range(8))
def test_lunch_replace_search_by_pattern_equals_the_row_by_row_search(seed):
    """Lunch's replace neighbours are base-3 patterns (each option loses, keeps or gains one like): the search
    evaluates each pattern once (a table for the exponential mechanism, looked up as met for the others) and
    finds the same loss, range and score changes as comparing every neighbour's full log pmf."""
    from dataclasses import replace as replaced

    from expmech_gui.core.privacy.exposure import PatternChanges, pattern_code, pattern_rows

    rng = np.random.default_rng(seed)
    k = int(rng.integers(1, 7))
    likes = rng.random((int(rng.integers(1, 30)), k)) < rng.uniform(0.1, 0.9, k)
    ds = lunch.LunchPreferences(tuple(f"o{j}" for j in range(k)), likes)
    mech = ("exponential", "permute-and-flip", "gumbel")[seed % 3]
    eps = float(rng.choice([0.05, 1.0, 7.0, 300.0]))
    exp = Experiment("lunch", ds, RunParameters(epsilon=eps, mechanism=mech, neighbours="replace"))
    fams = neighbour_families("lunch", ds, exp.problem, "replace")
    assert isinstance(fams[0].structure, PatternChanges)
    codes = fams[0].structure.codes(0, fams[0].size)
    assert np.array_equal(pattern_code(pattern_rows(codes, k)), codes)
    fast = most_exposed(exp.mechanism, fams)
    slow = most_exposed(exp.mechanism, [replaced(f, structure=None) for f in fams])
    assert fast.searched == slow.searched == fams[0].size
    assert fast.loss == pytest.approx(slow.loss, abs=1e-9) and fast.range == pytest.approx(slow.range, abs=1e-9)
    assert fast.score_sensitivity == slow.score_sensitivity and fast.score_range == slow.score_range
    row = exp.mechanism.log_pmf_rows(exp.problem.scores[None, :] + fast.worst_change[None, :])[0]
    assert np.nanmax(np.abs(exp.mechanism.log_pmf - row)) == pytest.approx(slow.loss, abs=1e-9)


@pytest.mark.parametrize("seed", range(12))
def test_the_moves_that_can_be_worst_give_every_pricing_replacements_extremes(seed):
    """StepPairs.pair_extremes evaluates O(m) moves (per new bin the lowest and highest old value below it, per
    old value the moves down to 0 and by one bin, and the moves that change every price) and finds the largest
    loss, range and score changes of every move of an occupied bin, evaluated one by one — over the whole family
    and over any span of it, for ε from 10⁻³ to 10⁴, with values at 0 and above every price."""
    from expmech_gui.core.privacy.exposure import StepChanges, StepPairs
    from expmech_gui.core.privacy.loss import _softmax_exposure

    rng = np.random.default_rng(seed)
    values = np.round(rng.uniform(0, 1.1, int(rng.integers(1, 60))), 3)
    if seed % 3 == 0:
        values = np.concatenate([values, [0.0, 2.0]])  # bins 0 and m: the moves that change every price
    ds = pricing.Valuations(values)
    eps = float(rng.choice([1e-3, 1.0, 40.0, 1e4]))
    exp = Experiment("pricing", ds, RunParameters(epsilon=eps, neighbours="replace", alpha=float(rng.choice([0.02, 0.1])),
                                                  max_price=1.0))
    fam = neighbour_families("pricing", ds, exp.problem, "replace")[0]
    assert isinstance(fam.structure, StepPairs) and fam.fallback is not None
    old, new = fam.structure.bins(0, fam.size)
    fast = _softmax_exposure(exp.mechanism)
    every = fast.steps(StepChanges(exp.problem.values, old, new), 0, fam.size)
    cut = sorted(int(x) for x in rng.integers(0, fam.size + 1, 2))
    for a, b in ((0, fam.size), (0, cut[0]), (cut[0], cut[1]), (cut[1], fam.size)):
        if b <= a:
            continue
        found = fast.pair_extremes(fam.structure, a, b)
        assert np.all(np.diff(found.rows) > 0) and found.rows[0] >= a and found.rows[-1] < b
        np.testing.assert_array_equal(found.loss, every.loss[found.rows])  # each move as the tree gives it
        for name in ("loss", "range", "sensitivity", "score_range"):
            assert getattr(found, name).max() == pytest.approx(getattr(every, name)[a:b].max(), rel=1e-12, abs=1e-12)
    for r in {0, cut[0] - 1, fam.size - 1} - {-1}:
        assert fam.describe(r) == fam.fallback.describe(r)  # the same moves, named alike


def test_pricing_replace_searches_every_pair_for_a_softmax_and_a_coarser_set_otherwise(monkeypatch):
    """The exponential mechanism searches every (buyer, new bin) pair; permute-and-flip, whose rows must be built,
    the family's row-by-row fallback; past MAX_PAIR_ROW prices the softmax search coarsens the new bins too
    (MAX_TREE_WORK = moves × log₂ m)."""
    from expmech_gui.core.privacy.exposure import StepChanges

    ds = pricing.Valuations(np.linspace(0.01, 0.99, 200))
    params = dict(epsilon=1.0, neighbours="replace", alpha=0.001, max_price=1.0)
    em = Experiment("pricing", ds, RunParameters(mechanism="exponential", **params))
    pf = Experiment("pricing", ds, RunParameters(mechanism="permute-and-flip", **params))
    monkeypatch.setattr(pricing, "MAX_SEARCH_ENTRIES", 1_000_000)
    fam = neighbour_families("pricing", ds, em.problem, "replace")[0]
    assert fam.size == 200 * 1000 and fam.fallback.size <= 1_000_000 // 1000
    assert most_exposed(em.mechanism, [fam]).searched == 200_000
    assert most_exposed(pf.mechanism, [fam]).searched == fam.fallback.size
    monkeypatch.setattr(pricing, "MAX_TREE_WORK", 500_000)
    monkeypatch.setattr(pricing, "MAX_PAIR_ROW", 999)  # a grid longer than that
    coarse = neighbour_families("pricing", ds, em.problem, "replace")[0]
    assert isinstance(coarse.structure, StepChanges) and coarse.size <= 500_000 // 10 < 200_000
    assert most_exposed(em.mechanism, [coarse]).searched == coarse.size
