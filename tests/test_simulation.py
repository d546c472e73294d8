"""Running aggregates: batch schedule, folding counts, running-mean trace, exact-vs-simulated numbers."""
import numpy as np
import pytest

from conftest import chi_square_pvalue
from expmech_gui.core import bounds
from expmech_gui.core.simulation import SimulationAggregate, batch_schedule
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.scenarios import SCENARIOS


def test_batch_schedule_doubles_and_sums_to_total():
    sizes = list(batch_schedule(100))
    assert sum(sizes) == 100 and sizes[:5] == [1, 1, 2, 4, 8]
    assert list(batch_schedule(0)) == []
    capped = list(batch_schedule(10_000, cap=1000))
    assert max(capped) == 1000 and sum(capped) == 10_000


def test_aggregate_folds_batches_and_matches_exact_numbers():
    tally = SCENARIOS["voting"].load_preset("Teacher of the year")
    exp = Experiment("voting", tally, RunParameters(epsilon=0.2, t=1.0))
    agg = SimulationAggregate(exp.problem)
    rng = np.random.default_rng(4)
    for b in batch_schedule(500_000, cap=50_000):
        agg.add(exp.mechanism.sample_counts(b, rng))
    assert agg.trials == 500_000 == agg.counts.sum()
    assert chi_square_pvalue(agg.counts, exp.mechanism.pmf) > 1e-3
    half = bounds.mean_confidence_halfwidth(exp.problem, agg.counts)
    assert abs(agg.mean - exp.summary.expected_score) < 4 * half / 1.96
    assert agg.mean == pytest.approx(bounds.empirical_mean(exp.problem, agg.counts))
    # the trace is log-thinned, increasing in trials, and ends at the current mean
    assert agg.trace_trials == sorted(agg.trace_trials) and agg.trace_mean[-1] == agg.mean
    assert len(agg.trace_trials) < 200


def test_aggregate_refuses_bad_batches():
    tally = SCENARIOS["voting"].load_preset("Teacher of the year")
    agg = SimulationAggregate(SCENARIOS["voting"].problem(tally))
    with pytest.raises(ValueError):
        agg.add(np.zeros(3, dtype=int))
    with pytest.raises(ValueError):
        agg.add(-np.ones(agg.counts.size, dtype=int))
    assert agg.trials == 0 and agg.mean is None


def test_sub_batch_parts_keep_the_trace_fine_when_batches_arrive_together():
    tally = SCENARIOS["voting"].load_preset("Teacher of the year")
    exp = Experiment("voting", tally, RunParameters(epsilon=0.2))
    rng = np.random.default_rng(9)
    total = np.zeros(exp.problem.m, dtype=np.int64)
    parts = []
    for b in batch_schedule(10_000):
        c = exp.mechanism.sample_counts(b, rng)
        total += c
        parts.append((b, float(c @ exp.problem.scores)))
    agg = SimulationAggregate(exp.problem)
    agg.add(total, parts)
    assert len(agg.trace_trials) > 10 and agg.trace_trials[-1] == 10_000
    assert agg.mean == pytest.approx(bounds.empirical_mean(exp.problem, total), rel=1e-12)
    coarse = SimulationAggregate(exp.problem)
    coarse.add(total)  # without parts: one point
    assert coarse.trace_trials == [10_000]


def _random_problem(rng, m):
    from expmech_gui.core.problem import SelectionProblem

    scale = 10.0 ** rng.uniform(-3, 4)
    scores = np.round(rng.normal(rng.uniform(-1, 1) * 50 * scale, scale, m), int(rng.integers(0, 4)))
    return SelectionProblem(labels=tuple(f"c{i}" for i in range(m)), scores=scores, sensitivity=1.0,
                            monotone={"add-remove": False, "replace": False})


def test_running_sums_equal_those_recomputed_from_the_counts():
    """Over random problems and random batches (some sparse, some dense, some empty), the aggregate's running
    sums — fed sparse (add_tally, as the worker sends them) or dense (add) — give what the core computes
    from the counts: the same integers, and the CI's half-width to 1e-12."""
    from expmech_gui.core import score_stats
    from expmech_gui.core.simulation import RunTally

    rng = np.random.default_rng(2024)
    for case in range(150):
        m = int(rng.choice([1, 2, 7, 60, 500, 3000]))
        problem = _random_problem(rng, m)
        pmf = rng.dirichlet(np.full(m, 0.3))
        threshold = float(rng.choice(problem.scores)) if case % 5 else float(problem.scores.min()) - 1.0
        tally = RunTally.of(problem, pmf, threshold, None)
        sparse, dense = SimulationAggregate(problem, tally), SimulationAggregate(problem, tally)
        for _ in range(int(rng.integers(1, 8))):
            size = int(rng.choice([0, 1, 3, 100, 10_000]))
            counts = rng.multinomial(size, pmf).astype(np.int64)
            batch = tally.tally(counts)
            sparse.add_tally(batch, [(size, batch.score_sum)])
            dense.add(counts)
        for agg in (sparse, dense):
            np.testing.assert_array_equal(sparse.counts, dense.counts)
            assert agg.trials == int(agg.counts.sum())
            for name, bins in tally.bins.items():
                np.testing.assert_array_equal(agg.binned(bins), bins.totals(agg.counts))
                np.testing.assert_array_equal(agg.bin_counts[name], score_stats.Bins.totals(bins, agg.counts))
            if agg.trials == 0:
                assert agg.mean is None and agg.mean_confidence_halfwidth() is None
                assert agg.fraction_at_or_below(threshold) is None
                continue
            assert agg.fraction_at_or_below(threshold) == bounds.fraction_at_or_below(problem, agg.counts, threshold)
            assert agg.mean == pytest.approx(bounds.empirical_mean(problem, agg.counts), rel=1e-12, abs=1e-12)
            expected = bounds.mean_confidence_halfwidth(problem, agg.counts)
            got = agg.mean_confidence_halfwidth()
            if expected is None:
                assert got is None
            else:
                assert got == pytest.approx(expected, rel=1e-12, abs=1e-14 * np.abs(problem.scores).max())


def test_the_tally_of_a_batch_is_its_sparse_histogram_and_restore_recomputes_the_sums():
    from expmech_gui.core.simulation import RunTally

    tally = SCENARIOS["voting"].load_preset("Teacher of the year")
    exp = Experiment("voting", tally, RunParameters(epsilon=0.2))
    run = RunTally.of(exp.problem, exp.mechanism.pmf, exp.summary.threshold, exp.gamma)
    counts = np.zeros(exp.problem.m, dtype=np.int64)
    counts[[1, 4]] = [3, 5]
    batch = run.tally(counts)
    assert batch.index.tolist() == [1, 4] and batch.counts.tolist() == [3, 5] and batch.trials == 8
    agg = SimulationAggregate(exp.problem, run)
    agg.add(counts * 2)
    agg.restore(counts)  # from saved counts: every running sum starts again from them
    assert agg.trials == 8 and agg.at_or_below == bounds.fraction_at_or_below(
        exp.problem, counts, exp.summary.threshold) * 8
    with pytest.raises(ValueError):
        SimulationAggregate(exp.problem).add_tally(batch)  # bins of another tally


def test_the_tally_brings_the_plots_exact_bins_made_off_the_gui_thread():
    """The run tally (built with the experiment, in the background) carries what the outputs and distribution plots
    draw of the exact pmf: each output bin's mean chance, each score bin's mass and whether the lowest bin pools
    the scores below the window — the same numbers the plots computed themselves (issue 36 §3)."""
    from expmech_gui.core import score_stats
    from expmech_gui.core.simulation import DISTRIBUTION, OUTPUTS, RunTally

    dataset = SCENARIOS["pricing"].load_preset("Synthetic: 2,000 log-normal buyers")
    exp = Experiment("pricing", dataset, RunParameters(epsilon=0.5, alpha=0.001))
    pmf = exp.mechanism.pmf
    run = RunTally.of(exp.problem, pmf, exp.summary.threshold, exp.gamma)
    assert exp.problem.m > score_stats.MAX_BARS  # grouped outputs, a pooled lowest score bin
    assert np.array_equal(run.output_chances, run.bins[OUTPUTS].means(pmf))
    assert np.array_equal(run.distribution.exact, run.bins[DISTRIBUTION].totals(pmf))
    lo = run.distribution.lo
    assert run.distribution.pooled == (score_stats.mass_below(exp.problem.scores, pmf, lo) > 0)
