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
