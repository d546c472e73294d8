"""The net mechanism: the net, the exact pmf against brute force, the streamed Gumbel-max sampler (χ² against the
exact pmf, the same in one process, a pool and a Dask cluster), the chunked log-sum-exp, the CLI keys."""
from __future__ import annotations

import itertools
import json
import math
from functools import partial

import numpy as np
import pytest
from scipy import stats
from scipy.special import logsumexp

from expmech_gui.batch.parallel_map import parallel_map
from expmech_gui.scenarios.synthetic.net_mechanism import blr_bound, m_for_alpha, net_levels, stream_net
from expmech_gui.scenarios.synthetic.net import (
    MultisetNet, NetScores, chunk_bounds, chunked_logsumexp, multiset_label, net_size
)
from expmech_gui.core.problem import ProblemError
from expmech_gui.scenarios.synthetic.universe import Histogram, boolean_universe, query_class
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.scenarios.synthetic import blr

from clihelp import run_cli

SURVEY = Histogram(boolean_universe(3), [28, 9, 22, 6, 14, 5, 30, 6])


def settings(**kw):
    return blr.SCENARIO.with_defaults(kw)


@pytest.mark.parametrize("k,m", [(1, 4), (2, 1), (3, 3), (4, 5), (8, 5), (5, 2)])
def test_the_net_is_every_multiset_once_in_rank_order(k, m):
    net = MultisetNet(k, m)
    assert net.size == net_size(k, m) == math.comb(k + m - 1, m)
    counts = net.chunk(0, net.size)
    brute = {tuple(np.bincount(c, minlength=k)) for c in itertools.combinations_with_replacement(range(k), m)}
    assert {tuple(c) for c in counts} == brute and len(brute) == net.size
    assert [net.rank(c) for c in counts] == list(range(net.size))
    assert np.array_equal(net.unrank([net.size - 1, 0]), counts[[net.size - 1, 0]])


def test_the_exact_pmf_equals_brute_force():
    hist = Histogram(("00", "01", "10", "11"), [5, 1, 0, 3])
    eps = 0.8
    exp = Experiment(blr.SCENARIO, hist, RunParameters(epsilon=eps, blr_m=3, blr_queries=1))
    Q = query_class("marginals", hist.elements)
    real = Q.answers(hist.fractions)
    by_label = {}
    for items in itertools.combinations_with_replacement(range(4), 3):
        y = np.bincount(items, minlength=4)
        score = -np.max(np.abs(real - Q.answers(y / 3)))
        by_label[multiset_label(y, hist.elements)] = score
    labels = list(exp.problem.labels)
    assert sorted(labels) == sorted(by_label) and exp.problem.sensitivity == pytest.approx(1 / 9)
    scores = np.array([by_label[lab] for lab in labels])
    np.testing.assert_allclose(exp.problem.scores, scores, atol=1e-15)
    logits = eps / (2 / 9) * scores
    np.testing.assert_allclose(exp.mechanism.pmf, np.exp(logits - logsumexp(logits)), rtol=1e-12)


def _spec(eps=0.3):
    spec = NetScores.of(SURVEY, query_class("conjunctions", SURVEY.elements), 5)
    scale = eps / (2 / SURVEY.n)
    logits = -scale * net_levels(spec) / spec.denominator
    return spec, scale, np.exp(logits - logsumexp(logits))


def _chi2(samples: np.ndarray, pmf: np.ndarray) -> float:
    expected = pmf * samples.size
    order = np.argsort(expected)  # pool the rare candidates into bins of expectation ≥ 5
    observed = np.bincount(samples, minlength=pmf.size)[order]
    expected = expected[order]
    cuts, acc = [], 0.0
    for i, e in enumerate(expected):
        acc += e
        if acc >= 5:
            cuts.append(i + 1)
            acc = 0.0
    cuts[-1] = pmf.size
    obs = np.add.reduceat(observed, [0, *cuts[:-1]])
    exp = np.add.reduceat(expected, [0, *cuts[:-1]])
    return float(stats.chisquare(obs, exp).pvalue)


def test_the_streamed_sampler_matches_the_exact_pmf_and_its_normaliser():
    spec, scale, pmf = _spec()
    result = stream_net(spec, scale, draws=6000, seed=11, chunk=97)
    assert result.chunks == math.ceil(792 / 97)
    assert _chi2(result.sample_ranks, pmf) > 1e-3
    logits = -scale * net_levels(spec) / spec.denominator
    assert result.log_normaliser == pytest.approx(logsumexp(logits), rel=1e-13)
    rank = int(result.sample_ranks[0])
    assert result.probability_of(rank) == pytest.approx(pmf[rank], rel=1e-12)
    errors = net_levels(spec) / spec.denominator
    assert result.expected_error == pytest.approx(pmf @ errors, rel=1e-12)
    assert result.error_cdf(0.2) == pytest.approx(pmf[errors <= 0.2 + 1e-12].sum(), rel=1e-12)
    counts = spec.net.chunk(0, spec.net.size)
    np.testing.assert_allclose(result.expected_counts, pmf @ counts, rtol=1e-12)


def test_chunked_log_sum_exp_equals_the_direct_one():
    values = np.random.default_rng(3).normal(scale=300.0, size=10_001)
    direct = logsumexp(values)
    for chunk in (1, 7, 1000, 20_000):
        assert chunked_logsumexp(lambda a, b: values[a:b], chunk_bounds(values.size, chunk)) == \
            pytest.approx(direct, rel=1e-14)


def test_the_streamed_sampler_is_the_same_in_a_process_pool():
    spec, scale, pmf = _spec()
    here = stream_net(spec, scale, draws=3000, seed=5, chunk=100)
    pool = stream_net(spec, scale, draws=3000, seed=5, chunk=100, mapper=partial(parallel_map, workers=2))
    assert np.array_equal(here.sample_ranks, pool.sample_ranks)
    assert here.log_normaliser == pool.log_normaliser
    assert _chi2(pool.sample_ranks, pmf) > 1e-3


def test_the_streamed_sampler_is_the_same_on_a_dask_local_cluster():
    pytest.importorskip("dask.distributed")
    spec, scale, pmf = _spec()
    here = stream_net(spec, scale, draws=3000, seed=5, chunk=100)
    dask = stream_net(spec, scale, draws=3000, seed=5, chunk=100, mapper=partial(parallel_map, dask="local:2"))
    assert np.array_equal(here.sample_ranks, dask.sample_ranks)
    assert here.log_normaliser == dask.log_normaliser


def test_parallel_map_keeps_the_order_and_says_what_is_missing(monkeypatch):
    assert parallel_map(abs, [-3, 2, -1]) == [3, 2, 1]
    assert parallel_map(abs, [-3, 2, -1, -7], workers=2) == [3, 2, 1, 7]
    import builtins

    real_import = builtins.__import__

    def no_dask(name, *a, **kw):
        if name.startswith("dask"):
            raise ImportError(name)
        return real_import(name, *a, **kw)

    monkeypatch.setattr(builtins, "__import__", no_dask)
    with pytest.raises(Exception, match=r"expmech-gui\[cluster\]"):
        parallel_map(abs, [1], dask="local:1")


def test_the_workspace_refuses_a_net_too_big_in_words():
    hist = Histogram(boolean_universe(5), np.ones(32, dtype=int))
    with pytest.raises(ProblemError, match=r"the net has .* synthetic databases.*lower the synthetic size m"):
        blr.SCENARIO.problem(hist, {"blr_m": 8})


def test_neighbour_rows_are_the_score_changes_of_the_neighbours():
    hist = Histogram(("a", "b", "c"), [4, 0, 2])
    s = settings(blr_m=3, blr_queries=3)
    pr = blr.SCENARIO.problem(hist, s)
    fams = blr.neighbour_families(hist, pr, "add-remove")
    assert [f.kind for f in fams] == ["remove", "add"] and [f.size for f in fams] == [2, 3]
    removed = blr.SCENARIO.problem(blr.SCENARIO.neighbour_dataset(hist, "remove", 2, None), s)
    np.testing.assert_allclose(fams[0].block(1, 2)[0], removed.scores - pr.scores, atol=1e-15)
    assert fams[0].describe(1) == "remove one person at c"
    (moves,) = blr.neighbour_families(hist, pr, "replace")
    assert moves.size == 4 and moves.describe(0) == "move one person from a to b"
    moved = blr.SCENARIO.problem(blr.SCENARIO.neighbour_dataset(hist, "replace", 0, 1), s)
    np.testing.assert_allclose(moves.block(0, 1)[0], moved.scores - pr.scores, atol=1e-15)


def test_settings_read_names_and_numbers():
    q = blr.SCENARIO.setting("blr_queries")
    assert q.parse("marginals") == 1.0 and q.parse("3") == 3.0
    with pytest.raises(ProblemError, match="0 = conjunctions"):
        q.parse("cliques")
    fruit = blr.SCENARIO.load_preset(blr.SCENARIO.preset_names[2])
    with pytest.raises(ProblemError, match="bit strings"):
        blr.SCENARIO.problem(fruit, {"blr_queries": 0})


def test_the_bound_and_the_slides_m():
    assert m_for_alpha(27, 0.1) == math.ceil(math.log(27) / 0.01)
    b = blr_bound(27, 792, 5, 120, 1.0)
    assert b.alpha == pytest.approx(math.sqrt(math.log(27) / 5))
    assert b.total == pytest.approx(b.alpha + 2 / 120 * (math.log(792) + math.log(20)))


def test_stream_report_agrees_with_the_exact_report():
    exp = Experiment(blr.SCENARIO, SURVEY, RunParameters(epsilon=0.5, seed=1))
    exact = blr.report(exp, 100, 1)
    streamed = blr.stream_report(SURVEY, {}, 0.5, seed=1, draws=3, chunk=64)
    assert streamed["net_method"] == "streamed" and len(streamed["samples"]) == 3
    for key in ("expected_max_error", "best_max_error_in_net", "net_size"):
        assert streamed[key] == pytest.approx(exact[key], rel=1e-12)
    assert streamed["blr_bound"] == pytest.approx(exact["blr_bound"], rel=1e-12)
    label = streamed["synthetic_label"]
    assert streamed["synthetic_probability"] == pytest.approx(
        exp.mechanism.pmf[list(exp.problem.labels).index(label)], rel=1e-12)


def test_cli_runs_the_example_with_the_blr_keys():
    out = run_cli("run", "blr", "--example", "--seed", "3", "--trials", "500", "--json", "-")
    assert out.returncode == 0, out.stderr
    r = json.loads(out.stdout)
    assert r["net_size"] == 792 and r["net_method"] == "exact" and r["query_count"] == 27
    assert sum(r["synthetic_database"].values()) == 5 and r["parameters"]["blr_m"] == 5.0
    assert r["max_error"] == pytest.approx(max(q["error"] for q in r["query_errors"]))
    assert 0 < r["blr_bound"]["probability_max_error_within"] <= 1
    text = run_cli("run", "blr", "--example", "--seed", "3", "--trials", "500", "--blr-m", "3",
                   "--blr-queries", "marginals")
    assert text.returncode == 0, text.stderr
    assert "net mechanism: a synthetic database of m = 3 from a net of 120 (exact), 18 queries (marginals)" \
        in text.stdout


def test_expmech_run_streamed_draws_the_same_samples_in_one_process_and_on_a_pool():
    from clihelp import run_cli

    args = ("run", "blr", "--example", "--streamed", "--draws", 3, "--seed", 9, "--json", "-")
    one, pool = run_cli(*args), run_cli(*args, "--workers", 2)
    assert one.returncode == 0 == pool.returncode, one.stderr + pool.stderr
    a, b = json.loads(one.stdout), json.loads(pool.stdout)
    assert a["net_method"] == "streamed" and len(a["samples"]) == 3 and a["draws"] == 3
    assert [s["synthetic_label"] for s in a["samples"]] == [s["synthetic_label"] for s in b["samples"]]
    assert a["log_normaliser"] == pytest.approx(b["log_normaliser"], rel=1e-12)
    bad = run_cli("run", "voting", "--example", "--streamed")
    assert bad.returncode == 2 and "--streamed is for scenarios" in bad.stderr
    bad = run_cli("run", "blr", "--example", "--workers", 2)
    assert bad.returncode == 2 and "go with --streamed" in bad.stderr


def test_the_theory_s_parameters_are_the_lecture_s_choice():
    """Naor's 'Fixing the parameters': m = n^(2/3)·ln|C|, α = n^(−1/3); error α + (2/(εn))(m ln|U| + ln 1/β),
    computed here by hand in mpmath for n = 1000, |C| = 8, |U| = 4, ε = 1, β = 0.05."""
    import mpmath

    from expmech_gui.scenarios.synthetic.net_mechanism import theory_parameters

    mpmath.mp.dps = 30
    t = theory_parameters(1000, 8, 4, 1.0, 0.05)
    assert t.m == 208 == int(mpmath.ceil(100 * mpmath.log(8))) and t.alpha == pytest.approx(0.1, rel=1e-12)
    assert m_for_alpha(8, t.alpha) <= t.m  # the theory's m makes the net an α-net (m ≥ ln|C|/α²)
    by_hand = mpmath.mpf("0.1") + 2 / mpmath.mpf(1000) * (208 * mpmath.log(4) + mpmath.log(20))
    assert t.error == pytest.approx(float(by_hand), rel=1e-12) and t.error_count == pytest.approx(1000 * t.error)
    # the rate: n^(−1/3)·ln|C|·ln|U| — eight times the people, about half the error
    big, bigger = theory_parameters(10**9, 8, 4, 1.0), theory_parameters(8 * 10**9, 8, 4, 1.0)
    assert bigger.error / big.error == pytest.approx(0.5, rel=1e-3)
    with pytest.raises(ProblemError, match="at least one person"):
        theory_parameters(0, 8, 4, 1.0)
