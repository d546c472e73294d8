"""Continuous mode never stalls the GUI: the worker sends tallied batches, the views only draw them, once
per display tick — and what they show is still exactly what the core computes from the counts."""
import numpy as np
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QEvent, QObject

from expmech_gui.core import bounds, formatting, simulation
from expmech_gui.ui.widgets.plots.reflines import value_text
from expmech_gui.ui.widgets.text import fmt_prob
from guihelp import WAIT, settled


def run_continuously(qtbot, ws, trials: int) -> None:
    ws.toggle_continuous()
    assert ws.running == "continuous"
    qtbot.waitUntil(lambda: ws.aggregate.trials >= trials, timeout=WAIT)
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.toggle_continuous()


@pytest.mark.parametrize("key, preset", [("voting", None), ("pricing", "Lecture: $1, $1, $3.01")])
def test_after_a_continuous_run_the_views_show_what_the_core_computes_from_the_counts(qtbot, make_workspace,
                                                                                       key, preset):
    ws = make_workspace(key, preset)
    run_continuously(qtbot, ws, 20_000)
    exp, agg = ws.experiment, ws.aggregate
    pr, counts, trials = exp.problem, agg.counts, agg.trials
    assert trials == int(counts.sum())
    text = ws.summary_panel.text
    half = bounds.mean_confidence_halfwidth(pr, counts)
    assert text("empirical") == formatting.plus_minus(agg.mean, half, pr.score_unit)
    assert agg.mean == pytest.approx(bounds.empirical_mean(pr, counts), rel=1e-12)
    assert text("p_observed") == fmt_prob(bounds.fraction_at_or_below(pr, counts, exp.summary.threshold))
    assert text("trials") == formatting.count(trials)
    # the bars: the counts binned afresh by the core's rules, divided by the trials — to the last bit
    outputs = simulation.output_bins(pr)
    np.testing.assert_array_equal(ws.plots.freq_bars.opts["height"],  # each group's average per candidate
                                  outputs.totals(counts) / (float(trials) * np.maximum(outputs.sizes, 1)))
    dist = simulation.distribution_binning(pr.scores, exp.mechanism.pmf, exp.summary.threshold, exp.gamma).bins
    np.testing.assert_array_equal(ws.plots.dist_bars.opts["height"], dist.totals(counts) / float(trials))
    mean_line = ws.plots.dist_lines["mean"]
    assert mean_line.legend_text == f"sim. mean {value_text(pr.score_unit, agg.mean)}"
    assert agg.trace_mean[-1] == agg.mean


def test_a_reference_line_keeps_its_legend_entry_while_its_text_is_unchanged(make_workspace, monkeypatch):
    ws = make_workspace("voting")
    line = ws.plots.dist_lines["mean"]
    legend = line.legend
    calls = []
    for name in ("addItem", "removeItem"):
        real = getattr(legend, name)
        monkeypatch.setattr(legend, name, lambda *a, _real=real, _name=name: calls.append(_name) or _real(*a))
    line.set(40.0, "40.0")
    entries = len(legend.items)
    for i in range(100):
        line.set(40.0 + 1e-9 * i, "40.0")  # moves by less than its text shows
    assert calls == ["addItem"] and len(legend.items) == entries
    labels = [label.text for _sample, label in legend.items]
    for i in range(100):  # a new text each time: the same entry, relabelled where it stands
        line.set(40.0 + i, f"{40 + i}.0")
    assert calls == ["addItem"] and len(legend.items) == entries
    assert [label.text for _sample, label in legend.items] == labels[:-1] + ["sim. mean 139.0"]
    line.set(None, None)
    assert calls == ["addItem", "removeItem"] and len(legend.items) == entries - 1


class PaintCounter(QObject):
    def __init__(self, widgets) -> None:
        super().__init__()
        self.viewports = [w.viewport() for w in widgets]
        self.paints = dict.fromkeys(self.viewports, 0)
        for viewport in self.viewports:
            viewport.installEventFilter(self)

    def eventFilter(self, obj, event):
        if event.type() == QEvent.Paint:
            self.paints[obj] += 1
        return False

    def counts(self) -> list[int]:
        return [self.paints[v] for v in self.viewports]


def test_each_plot_repaints_at_most_once_per_display_tick(qtbot, make_workspace):
    ws = make_workspace("pricing", "Lecture: $1, $1, $3.01")
    ws.display_tick.stop()  # the ticks are driven by hand here
    rng = np.random.default_rng(3)
    mechanism = ws.experiment.mechanism

    def tick() -> None:
        tallied = ws.aggregate.tally.tally(mechanism.sample_counts(500, rng))
        ws.runs.pending.append((tallied, [(tallied.trials, tallied.score_sum)]))
        ws.refresh(force=True)

    tick()  # the first simulated numbers add the mean's legend entry: the layout changes once
    settled(qtbot, ws)
    counter = PaintCounter([w for _name, w in ws.plots.named_widgets()])
    ticks = 6
    for _ in range(ticks):
        tick()
        settled(qtbot, ws, counter.counts)  # its paints delivered
    assert all(n <= ticks for n in counter.counts()), counter.counts()
    assert counter.counts()[1] > 0  # the simulated plots did repaint (offscreen paints too)


def test_the_exact_numbers_sums_are_made_by_the_builder_not_the_gui(qtbot, make_workspace, monkeypatch):
    """Issue 27: at α = 1e-7 (10^7 prices) the running-mean plot's exact standard deviation took seconds on the
    GUI thread: it is computed with the experiment, on the builder's thread, and the plot's range uses it."""
    import threading

    from expmech_gui.core import score_stats
    from guihelp import load_preset

    made_on, real = set(), score_stats.score_std
    monkeypatch.setattr(score_stats, "score_std", lambda *a: made_on.add(threading.get_ident()) or real(*a))
    ws = load_preset(qtbot, make_workspace("pricing"), "Synthetic: 2,000 log-normal buyers")
    assert made_on and threading.get_ident() not in made_on
    exp = ws.experiment
    assert exp.score_std == real(exp.problem.scores, exp.mechanism.pmf)
    low = ws.plots.running_mean.plot.getViewBox().viewRange()[1][0]
    assert low < exp.summary.expected_score - 4 * exp.score_std
