"""The score plot of a long price grid (issue 36 §3): it holds a min/max reduction that fits its width, built off
the GUI thread (core.peak_levels), whose envelope is the exact data's per bucket; zoomed in, the exact points."""
from types import SimpleNamespace

import numpy as np
import pytest

from expmech_gui.core import simulation
from expmech_gui.core.peak_levels import LEVELS_ABOVE
from expmech_gui.ui.widgets.plots.score import ScorePlot

M = 400_000


def _experiment(m):
    rng = np.random.default_rng(36)
    prices = np.linspace(1.0, 100.0, m)
    scores = np.abs(np.cumsum(rng.normal(size=m)))  # a jagged revenue: peaks a plain thinning would lose
    pmf = np.exp(scores - scores.max())
    pmf /= pmf.sum()
    problem = SimpleNamespace(values=prices, m=m, scores=scores, labels=(), score_name="revenue", score_unit="$", cost_name="",
                              candidate_name="price", candidate_unit="$", opt_indices=np.array([scores.argmax()]))
    exp = SimpleNamespace(problem=problem, mechanism=SimpleNamespace(pmf=pmf))
    tally = SimpleNamespace(curves=simulation.peak_levels.curve_levels(prices, scores, pmf))
    return exp, tally


def _shown(qtbot, m):
    plot = ScorePlot()
    qtbot.addWidget(plot.widget)
    plot.widget.resize(800, 500)
    plot.widget.show()
    qtbot.waitExposed(plot.widget)
    exp, tally = _experiment(m)
    plot.set_experiment(exp, tally.curves)
    qtbot.waitUntil(lambda: plot.curve.xData is not None and len(plot.curve.xData) > 0)
    return plot, exp


def test_long_grid_holds_the_exact_envelope_in_few_points(qtbot):
    plot, exp = _shown(qtbot, M)
    pr, pmf = exp.problem, exp.mechanism.pmf
    for item, exact in ((plot.curve, pr.scores), (plot.prob_curve, pmf)):
        x, y = (item.xData, item.yData)
        assert len(x) < M / 20  # far fewer points than prices
        starts = np.searchsorted(pr.values, x[0::2])  # each pair (first x, min), (first x, max) is one bucket
        ends = np.append(starts[1:], M)
        np.testing.assert_array_equal(y[0::2], np.minimum.reduceat(exact, starts)[: len(starts)])
        np.testing.assert_array_equal(y[1::2], np.maximum.reduceat(exact, starts)[: len(starts)])
        assert starts[0] == 0 and ends[-1] == M  # the whole grid is covered
        assert item.dataBounds(1) == [exact.min(), exact.max()]  # bounds of the whole curve, given
    vb = plot.plot.vb
    assert vb.viewRange()[1][1] >= pr.scores.max()  # the top of the revenue is in view


def test_zoomed_in_the_exact_points_show(qtbot):
    plot, exp = _shown(qtbot, M)
    pr, pmf = exp.problem, exp.mechanism.pmf
    lo, hi = pr.values[200_000], pr.values[200_050]
    plot.plot.vb.setXRange(lo, hi, padding=0)
    qtbot.waitUntil(lambda: len(plot.curve.xData) < 100)
    for item, exact in ((plot.curve, pr.scores), (plot.prob_curve, pmf)):
        x, y = (item.xData, item.yData)
        i = np.searchsorted(pr.values, x)
        np.testing.assert_array_equal(x, pr.values[i])  # real prices, consecutive, each with its exact value
        np.testing.assert_array_equal(np.diff(i), 1)
        np.testing.assert_array_equal(y, exact[i])
        assert x[0] <= lo and x[-1] >= hi


def test_a_normal_grid_draws_its_raw_data(qtbot):
    plot, exp = _shown(qtbot, LEVELS_ABOVE // 10)
    np.testing.assert_array_equal(plot.curve.yData, exp.problem.scores)
    np.testing.assert_array_equal(plot.prob_curve.yData, exp.mechanism.pmf)


def test_the_pricing_workspace_at_a_million_prices_holds_levels_not_the_grid(qtbot, make_workspace):
    """Through the real workspace: α = 1e-6 (10⁶ prices) reaches the score plot as levels from the worker."""
    from guihelp import WAIT, ready

    ws = make_workspace("pricing", "Synthetic: 2,000 log-normal buyers")
    ready(qtbot, ws, lambda: ws.parameter_panel.set_alpha(1e-6))
    score = ws.plots.score
    qtbot.waitUntil(lambda: score.levels is not None and len(score.prob_curve.xData) > 0, timeout=WAIT)
    pr, pmf = ws.experiment.problem, ws.experiment.mechanism.pmf
    assert pr.m == 1_000_000 and len(score.curve.xData) < pr.m / 20 and len(score.prob_curve.xData) < pr.m / 20
    assert score.curve.yData.max() == pr.scores.max() and score.prob_curve.yData.max() == pmf.max()


def _candidates(m, tally_levels):
    """Candidates without prices (voting): scores are vote counts, jagged; the tally's levels only beyond
    LEVELS_ABOVE, as the run tally builds them."""
    rng = np.random.default_rng(7)
    scores = rng.integers(0, 100_000, size=m).astype(float)
    pmf = np.exp((scores - scores.max()) / 5_000)
    pmf /= pmf.sum()
    problem = SimpleNamespace(values=None, m=m, scores=scores, labels=(), score_name="votes", score_unit="", cost_name="",
                              candidate_name="candidate", candidate_unit="", opt_indices=np.array([scores.argmax()]))
    exp = SimpleNamespace(problem=problem, mechanism=SimpleNamespace(pmf=pmf))
    x = np.arange(m, dtype=float)
    return exp, (simulation.peak_levels.curve_levels(x, scores, pmf) if tally_levels else None)


def _bar_spans(plot):
    """(first candidate, last candidate, bottom, top) of each bar the score plot holds."""
    x0, width, y0, height = (np.broadcast_to(np.asarray(plot.bars.opts[k], float), plot.bars.opts["x"].shape)
                             for k in ("x0", "width", "y0", "height"))
    first, last = np.rint(x0 + 0.3).astype(int), np.rint(x0 + width - 0.3).astype(int)
    return first, last, y0, y0 + height


@pytest.mark.parametrize("m, tally_levels", [(100_000, False), (400_000, True)])
def test_many_candidates_show_their_bars_as_the_exact_envelope(qtbot, m, tally_levels):
    """10⁵ candidates: a bar a bucket of candidates (a few a pixel), each as tall as the bucket's highest score —
    the union of its candidates' bars; beyond 10⁵ (the tally's levels) the bars show too (they were hidden,
    only P[select] showed). P[select] is the exact envelope as for a price grid."""
    plot = ScorePlot()
    qtbot.addWidget(plot.widget)
    plot.widget.resize(800, 500)
    plot.widget.show()
    qtbot.waitExposed(plot.widget)
    exp, curves = _candidates(m, tally_levels)
    plot.set_experiment(exp, curves)
    qtbot.waitUntil(lambda: plot.bars.opts.get("x0") is not None)
    scores, pmf = exp.problem.scores, exp.mechanism.pmf
    assert plot.bars.isVisible() and not plot.curve.isVisible()
    first, last, bottom, top = _bar_spans(plot)
    assert len(first) <= m / 60  # 1,563 bars for 10⁵ candidates at ~700 px (the coarsest level has ≥ 1,000)
    assert first[0] == 0 and last[-1] == m - 1 and np.array_equal(first[1:], last[:-1] + 1)  # every candidate once
    np.testing.assert_array_equal(top, np.maximum.reduceat(scores, first))
    assert np.all(bottom == 0)
    x, y = plot.prob_curve.xData, plot.prob_curve.yData
    starts = x[0::2].astype(int)
    np.testing.assert_array_equal(y[1::2], np.maximum.reduceat(pmf, starts)[: len(starts)])
    np.testing.assert_array_equal(y[0::2], np.minimum.reduceat(pmf, starts)[: len(starts)])
    plot.plot.vb.setXRange(5_000, 5_040, padding=0)  # zoomed in: a bar a candidate, its exact score
    qtbot.waitUntil(lambda: len(plot.bars.opts["x"]) < 100)
    first, last, bottom, top = _bar_spans(plot)
    np.testing.assert_array_equal(first, last)
    assert first[0] <= 5_000 and first[-1] >= 5_040
    np.testing.assert_array_equal(top, scores[first])
