"""The desktop app driven through its real widgets (pytest-qt, offscreen)."""
import threading

import numpy as np
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from expmech_gui.core import bounds, formatting
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.scenarios import SCENARIOS
from expmech_gui.scenarios.pricing import pricing
from expmech_gui.ui.widgets.text import fmt_prob, fmt_value
from expmech_gui.ui.widgets.table_models import INVALID_BRUSH
# Other test modules import these from here (the fixture `window` too): re-exported.
from conftest import window
from guihelp import WAIT, load, load_preset, make_window, ready, shown_title
from machine import deadline

__all__ = ["WAIT", "load", "make_window", "ready", "shown_title", "window"]


def test_window_has_title_tabs_and_menus(window):
    assert shown_title(window) == "Untitled — ExpMech Studio"
    assert [window.tabs.tabText(i) for i in range(3)] == ["Pricing", "Voting", "Lunch"]
    assert [a.text().replace("&", "") for a in window.menuBar().actions()] == ["File", "Edit", "Run", "View", "Room", "Help"]


def test_each_workspace_has_its_own_digit_shortcut_and_it_switches_tabs(qtbot, window):
    """Ctrl+1 … Ctrl+9, then Ctrl+0 for the tenth workspace (a 'Ctrl+10' would be no shortcut at all)."""
    from PySide6.QtCore import Qt

    view = next(a.menu() for a in window.menuBar().actions() if a.text().replace("&", "") == "View")
    titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    keys = {a.text().replace("&", ""): a.shortcut().toString() for a in view.actions() if a.text().replace("&", "") in titles}
    expected = [f"Ctrl+{(i + 1) % 10}" for i in range(min(len(titles), 10))]
    assert [keys[t] for t in titles[:10]] == expected
    if len(titles) >= 10:
        qtbot.keyClick(window, Qt.Key_0, Qt.ControlModifier)
        assert window.tabs.currentIndex() == 9
        qtbot.keyClick(window, Qt.Key_2, Qt.ControlModifier)
        assert window.tabs.currentIndex() == 1


def test_run_n_summary_equals_the_core(qtbot, make_workspace):
    ws = make_workspace("voting")
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(0.5))
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT) as done:
        ws.run_n(50_000)
    assert done.args == [True]
    assert not ws.controls.cancel.isEnabled() and ws.controls.run_n.isEnabled()
    tally = SCENARIOS["voting"].load_preset("Teacher of the year")
    core = Experiment("voting", tally, RunParameters(epsilon=0.5, seed=12345))
    s = core.summary
    text = ws.summary_panel.text
    half = ws.aggregate.mean_confidence_halfwidth()  # the exact value to the simulated interval's precision
    assert text("opt") == fmt_value(s.opt)
    assert text("expected") == formatting.to_interval_precision(s.expected_score, ws.aggregate.mean, half)
    assert text("p_exact") == fmt_prob(s.exact_tail) and text("p_bound") == fmt_prob(s.bound_probability)
    assert text("threshold").startswith(fmt_value(s.threshold))
    assert text("trials") == "50,000" and ws.aggregate.trials == 50_000
    assert len(ws.aggregate.trace_trials) > 10  # the running mean has its log-spaced points
    counts = ws.aggregate.counts
    assert text("empirical").startswith(fmt_value(bounds.empirical_mean(core.problem, counts)))
    assert text("p_observed") == fmt_prob(bounds.fraction_at_or_below(core.problem, counts, s.threshold))
    assert text("n") == "113" and text("m") == "6"
    np.testing.assert_allclose(ws.experiment.mechanism.pmf, core.mechanism.pmf, rtol=0, atol=0)
    # the frequency plot's bars are the simulated frequencies
    heights = ws.plots.freq_bars.opts["height"]
    np.testing.assert_allclose(heights, counts / counts.sum())


@pytest.mark.slow  # three recomputations, 0.6 s
def test_pasted_invalid_rows_are_flagged_and_excluded(qtbot, make_workspace):
    ws = make_workspace("pricing", "Lecture: $1, $1, $3.01")
    model = ws.model
    QApplication.clipboard().setText("2\nabc\n-1\n$0.5")
    ws.editor.view.setCurrentIndex(model.index(model.rowCount() - 1, 0))
    ready(qtbot, ws, lambda: ws.editor.view.setCurrentIndex(model.index(3, 0)) or ws.editor.paste_clipboard())
    assert model.rowCount() == 7
    assert model.invalid_rows() == [4, 5]
    assert model.data(model.index(4, 0), Qt.BackgroundRole) == INVALID_BRUSH
    assert "not a number" in model.data(model.index(4, 0), Qt.ToolTipRole)
    assert "at least 0" in model.data(model.index(5, 0), Qt.ToolTipRole)  # the range, in words
    assert model.data(model.index(4, 0), Qt.DisplayRole) == "abc"  # what the user typed is kept
    assert ws.editor.excluded.text().startswith("2 invalid rows excluded")
    assert ws.summary_panel.text("n") == "5" and ws.summary_panel.text("excluded") == "2"
    # fixing a cell brings the row back
    ready(qtbot, ws, lambda: model.setData(model.index(4, 0), "1.25"))
    assert model.invalid_rows() == [5] and ws.summary_panel.text("n") == "6"


@pytest.mark.slow  # three recomputations, 0.6 s
def test_monotone_under_replace_for_voting_is_refused_with_the_reason(qtbot, make_workspace):
    ws = make_workspace("voting")
    ws.parameter_panel.set_combo(ws.parameter_panel.neighbours, "replace")
    with qtbot.waitSignal(ws.experimentFailed, timeout=WAIT) as failed:
        ws.parameter_panel.set_combo(ws.parameter_panel.analysis, "monotone")
    assert "opposite directions" in failed.args[0]
    assert "not valid under replace" in ws.parameter_panel.analysis_reason.text()
    assert not ws.controls.run_once.isEnabled() and not ws.controls.run_n.isEnabled()
    ready(qtbot, ws, lambda: ws.parameter_panel.set_combo(ws.parameter_panel.neighbours, "add-remove"))
    assert "Monotone is valid" in ws.parameter_panel.analysis_reason.text()
    assert ws.summary_panel.text("scale") == "1" and "c = ε/Δ" in ws.summary_panel.labels["scale"].toolTip()


def test_run_once_shows_a_candidate_from_the_set(qtbot, make_workspace):
    ws = make_workspace("lunch")
    idx = ws.run_once()
    pr = ws.experiment.problem
    assert 0 <= idx < pr.m
    expected = np.zeros(pr.m, dtype=np.int64)
    expected[idx] = 1
    np.testing.assert_array_equal(ws.aggregate.counts, expected)  # the release counted is the one shown
    text = ws.controls.result.text()
    assert f">{pr.labels[idx]}</b>" in text and f"<b>{pr.scores[idx]:g}</b>" in text and "(best possible: 9)" in text
    assert ws.aggregate.trials == 1 and ws.summary_panel.text("trials") == "1"
    ws.controls.run_once.click()
    assert ws.aggregate.trials == 2 and ws.summary_panel.text("trials") == "2" and ws.releases == 2


@pytest.mark.slow  # a continuous run to 1000 trials, 0.9 s
def test_changing_parameters_stops_and_clears_the_run(qtbot, make_workspace):
    ws = make_workspace("voting")
    ws.controls.continuous.click()
    assert ws.running == "continuous"
    qtbot.waitUntil(lambda: ws.aggregate is not None and ws.aggregate.trials > 1000, timeout=WAIT)
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(2.0))
    assert ws.running is None and ws.aggregate.trials == 0
    assert ws.summary_panel.text("trials") == "0"
    assert np.all(ws.plots.freq_bars.opts["height"] == 0)


@pytest.mark.slow  # 50 GUI ticks with the worker held, then a continuous run to 10,000 trials, ~2 s
def test_continuous_run_keeps_the_gui_responsive(qtbot, window, monkeypatch):
    """The worker never blocks the GUI thread: while one of its batches is held mid-draw, the GUI thread goes on
    running a 10 ms timer (50 ticks) and draws nothing itself; released, the run goes on and the plots repaint
    as its batches come. Counts, not milliseconds: how long the GUI's pauses are is measured (beside its
    reference) by tests/benchmarks/bench_gui.py."""
    from test_gui_stall import PaintCounter

    # the whole window: its one display timer paints every workspace, as in the app
    ws = load(qtbot, window, "pricing", "Synthetic: 2,000 log-normal buyers")
    mechanism, gui_thread = ws.experiment.mechanism, threading.get_ident()
    real = mechanism.sample_counts
    drew_on, held, release, let_go = set(), threading.Event(), threading.Event(), threading.Event()

    def held_sample_counts(trials, rng):
        drew_on.add(threading.get_ident())
        if not release.is_set():
            held.set()
            release.wait(deadline(60))  # on the GUI thread this would freeze the window: no tick could come
            let_go.set()
        return real(trials, rng)

    monkeypatch.setattr(mechanism, "sample_counts", held_sample_counts)
    ticks = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(let_go.is_set()))
    timer.start()
    ws.toggle_continuous()
    qtbot.waitUntil(held.is_set, timeout=WAIT)
    qtbot.waitUntil(lambda: ticks.count(False) >= 50, timeout=WAIT)
    assert not let_go.is_set(), "the batch was let go before the GUI ticked 50 times"
    assert ws.aggregate.trials == 0  # nothing was drawn meanwhile: the one drawing is the held worker
    counter = PaintCounter([w for _name, w in ws.plots.named_widgets()])
    release.set()
    qtbot.waitUntil(lambda: ws.aggregate.trials > 10_000 and max(counter.counts()) >= 3, timeout=WAIT)
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.toggle_continuous()  # pause
    timer.stop()
    assert drew_on and gui_thread not in drew_on


@pytest.mark.slow  # 1000 repaints, 2 s
def test_canary_thousand_plot_updates_with_repaints(make_workspace):
    """PySide6 6.12.0 on Python 3.11 aborted after some hundreds of repaints; this must survive 1000."""
    ws = make_workspace("voting")
    rng = np.random.default_rng(0)
    total = np.zeros(ws.experiment.problem.m, dtype=np.int64)
    for _ in range(1000):
        batch = ws.experiment.mechanism.sample_counts(100, rng)
        total += batch
        ws.aggregate.add(batch)
        ws.plots.update_empirical(ws.aggregate)
        ws.plots.repaint()
    QApplication.processEvents()
    # what the plot shows after the last repaint is the frequency of everything drawn
    np.testing.assert_allclose(ws.plots.freq_bars.opts["height"], total / total.sum())
    assert np.sum(ws.plots.dist_bars.opts["height"]) == pytest.approx(1.0)


@pytest.mark.slow  # four recomputations, 0.9 s
def test_lunch_columns_and_checkboxes_change_the_scores(qtbot, make_workspace):
    ws = make_workspace("lunch")
    model = ws.model
    ready(qtbot, ws, lambda: model.add_option("Ramen"))
    assert ws.experiment.problem.labels[-1] == "Ramen" and ws.experiment.problem.scores[-1] == 0
    ready(qtbot, ws, lambda: model.setData(model.index(0, model.columnCount() - 1), Qt.Checked, Qt.CheckStateRole))
    assert ws.experiment.problem.scores[-1] == 1
    ready(qtbot, ws, lambda: model.rename_option(model.columnCount() - 1, "Noodles"))
    assert ws.experiment.problem.labels[-1] == "Noodles"
    with pytest.raises(ValueError, match="already"):
        model.rename_option(1, "Sushi")
    ready(qtbot, ws, lambda: model.remove_option(model.columnCount() - 1))
    assert "Noodles" not in ws.experiment.problem.labels


def test_bad_csv_import_reports_and_keeps_the_table(qtbot, make_workspace, tmp_path):
    ws = make_workspace("voting")
    before = ws.experiment.problem.labels
    bad = tmp_path / "bad.csv"
    bad.write_text("candidate,votes\nAda,3\nBob,lots\n")
    err = ws.import_csv(str(bad))
    assert "bad.csv" in err and "row 3" in err and "votes" in err
    assert ws.model.rowCount() == len(before)
    good = tmp_path / "good.csv"
    good.write_text("Ada,3\nBob,5\n")
    ready(qtbot, ws, lambda: ws.import_csv(str(good)))
    assert ws.experiment.problem.labels == ("Ada", "Bob")
    out = tmp_path / "out.csv"
    assert ws.export_csv(str(out)) is None
    assert out.read_text().splitlines() == ["candidate,votes", "Ada,3", "Bob,5"]


@pytest.mark.slow  # a 2,000-buyer grid, 0.5 s
def test_recommended_alpha_button_and_grid_readout(qtbot, make_workspace):
    ws = make_workspace("pricing", "Synthetic: 2,000 log-normal buyers")
    ready(qtbot, ws, lambda: ws.parameter_panel.recommend_button.click())
    expected = pricing.recommended_alpha(2000, 1.0)
    m = pricing.grid_size(expected)
    typed = ws.parameter_panel.alpha.text()
    assert pricing.grid_size(float(typed)) == m and len(typed) <= 7, typed  # as people type it, same grid
    assert ws.experiment.problem.m == m
    assert f"{m:,} prices, one every" in ws.parameter_panel.grid_label.text()


BEST_BOUND_CASES = [("Synthetic: 2,000 log-normal buyers", "monotone"), ("Lecture: $1, $1, $3.01", "monotone"),
                    ("Lecture: $1, $1, $3.01", "general")]


def test_best_bound_sets_exactly_the_grid_it_chose(qtbot, make_workspace, subtests):
    """Best bound's α is 1/m: written as 0.333333 it made ⌈1/0.333333⌉ = 4 prices where 3 were chosen, for half
    of all grid sizes. The box holds the shortest α whose grid is exactly m (revenue.alpha_text). Each (preset,
    analysis) in one Pricing workspace, its preset loaded anew, each reported under its own name."""
    ws = make_workspace("pricing", preset="")
    for preset, analysis in BEST_BOUND_CASES:
        with subtests.test(preset=preset, analysis=analysis):
            load_preset(qtbot, ws, preset)
            if ws.parameter_panel.analysis.currentData() != analysis:
                ready(qtbot, ws, lambda a=analysis: ws.parameter_panel.set_combo(ws.parameter_panel.analysis, a))
            ready(qtbot, ws, lambda: ws.parameter_panel.best_button.click())
            params = ws.parameter_panel.parameters()
            assert params.analysis == analysis
            best = pricing.best_alpha_at(ws.experiment.dataset, params.epsilon, params.max_price, params.analysis,
                                         params.neighbours, params.t)
            m = round(1 / best)
            assert ws.experiment.problem.m == m and pricing.grid_size(float(ws.parameter_panel.alpha.text())) == m
            assert len(ws.parameter_panel.alpha.text()) <= 12


def test_the_shortest_alpha_text_keeps_every_grid():
    for m in list(range(1, 3000)) + [72_383, 10**6, 9_999_999, 10**7]:
        assert pricing.grid_size(float(pricing.alpha_text(m))) == m


def test_invalid_epsilon_is_shown_and_nothing_runs(qtbot, make_workspace):
    ws = make_workspace("voting")
    with qtbot.waitSignal(ws.experimentFailed, timeout=WAIT) as failed:
        ws.parameter_panel.epsilon.setText("-1")
        ws.parameter_panel.epsilon.textEdited.emit("-1")
    assert failed.args[0].startswith("ε:")
    assert not ws.controls.run_n.isEnabled()
    assert ws.model.rowCount() == 6  # the data is untouched


@pytest.mark.slow  # a million rows, 0.6 s
def test_million_valuations_open(qtbot, make_workspace):
    ws = make_workspace("pricing", preset="")
    data = pricing.generate("log-normal", 1_000_000, seed=1)
    ready(qtbot, ws, lambda: ws.set_dataset(data))
    assert ws.model.rowCount() == 1_000_000 and ws.summary_panel.text("n") == "1,000,000"
    ws.editor.view.scrollToBottom()
    QApplication.processEvents()
    assert ws.model.data(ws.model.index(999_999, 0)) == f"{data.values[-1]:.10g}"


# --- issue 4: the privacy lens ------------------------------------------------------------------------
def test_neighbour_view_compares_exactly_and_finds_the_most_exposed(qtbot, make_workspace):
    from expmech_gui.core.privacy.loss import exact_comparison
    from expmech_gui.scenarios.framework.neighbours import neighbour_dataset

    ws = make_workspace("voting")
    view = ws.neighbour_view
    with qtbot.waitSignal(view.comparisonShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    view.change.setCurrentIndex(view.change.findData("replace"))
    view.row.setValue(1)
    view.value.setText("Ms Ferreira")
    with qtbot.waitSignal(view.comparisonShown, timeout=WAIT):
        view.compare_button.click()
    d2 = neighbour_dataset("voting", ws.experiment.dataset, "replace", 0, 5)
    core = exact_comparison(ws.experiment.mechanism, Experiment("voting", d2, ws.experiment.params).mechanism)
    assert f"largest privacy loss <b>{core.loss:.4g}</b>;" in view.numbers.text()
    assert "for replacing one person's data, of at most ε = 1;" in view.numbers.text()  # the pair's own change
    assert f"(largest minus smallest) <b>{core.range:.4g}</b>" in view.numbers.text()
    with qtbot.waitSignal(view.searchFinished, timeout=WAIT) as found:
        view.search_button.click()
    result = found.args[0]
    assert result.loss <= 1.0 + 1e-9 and result.searched == 11
    assert result.description in view.search_result.text()
    view.value.setText("Nobody")
    view.compare()
    assert "no candidate called 'Nobody'" in view.numbers.text()


@pytest.mark.slow  # a background bill, 0.9 s
def test_privacy_bill_counts_releases_and_matches_the_core(qtbot, make_workspace):
    from expmech_gui.core.accounting import bill as accounting

    ws = make_workspace("voting")
    for _ in range(5):
        ws.run_once()
    with qtbot.waitSignal(ws.bill_panel.billShown, timeout=WAIT):
        ws.views.setCurrentWidget(ws.bill_panel)
    assert "<b>5</b>" in ws.bill_panel.releases_label.text()
    bill = accounting.privacy_bill(0.5, 5, 1e-6, "exponential")  # ε = 1 set; votes are monotone, so ε/2 a release
    assert f"{bill.bounded_range_optimal:.4g}" in ws.bill_panel.table.text()
    assert ws.bill_panel.meaning.text() == accounting.plain_language(bill)
    with qtbot.waitSignal(ws.bill_panel.billShown, timeout=WAIT):
        ws.bill_panel.count_trials.setChecked(True)  # no simulated trials yet beyond the 5 releases
    ws.bill_panel.delta.setText("2")
    ws.bill_panel.refresh()
    assert "δ must be greater than 0 and less than 1" in ws.bill_panel.meaning.text()


@pytest.mark.slow  # a 60-point sweep and a solve, 0.5 s
def test_sweep_solves_for_epsilon_and_applies_it(qtbot, make_workspace):
    from expmech_gui.core.bounds import solve_epsilon

    ws = make_workspace("lunch")
    view = ws.sweep_view
    with qtbot.waitSignal(view.sweepShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    assert len(view.expected.getData()[0]) == 60
    view.loss.setText("0.5")
    with qtbot.waitSignal(view.solved, timeout=WAIT) as solved:
        view.solve_button.click()
    eps = solved.args[0]
    assert eps == pytest.approx(solve_epsilon(ws.experiment.problem, "exponential", 0.5))
    assert f"ε = {eps:.4g}" in view.answer.text()
    ready(qtbot, ws, view.apply_button.click)
    assert ws.experiment.params.epsilon == pytest.approx(float(f"{eps:.4g}"))
    assert ws.experiment.problem.opt - ws.experiment.summary.expected_score <= 0.5 + 1e-3


def test_generate_dialog_builds_each_scenario(qtbot):
    from expmech_gui.ui.widgets.dialogs import GenerateDialog

    d = GenerateDialog("pricing", max_price=3.0)
    qtbot.addWidget(d)
    d.kind.setCurrentText("bimodal")
    d.n.setValue(500)
    data = d.build()
    assert data.n == 500 and data.values.max() <= 6.0
    v = GenerateDialog("voting")
    qtbot.addWidget(v)
    v.k.setValue(4)
    v.n.setValue(100)
    assert v.build().candidates == ("Candidate 1", "Candidate 2", "Candidate 3", "Candidate 4")
    lunch_dialog = GenerateDialog("lunch")
    qtbot.addWidget(lunch_dialog)
    lunch_dialog.probabilities.setText("0.9, 0.1, x")
    lunch_dialog._accept()
    assert "like-probabilities" in lunch_dialog.error.text() and lunch_dialog.dataset() is None
    lunch_dialog.probabilities.setText("0.9, 0.1")
    lunch_dialog._accept()
    assert lunch_dialog.dataset().k == 2


@pytest.mark.slow  # a million-price grid, 3 s
def test_a_long_run_shows_progress_and_can_be_cancelled(qtbot, make_workspace):
    ws = make_workspace("pricing", "Synthetic: 2,000 log-normal buyers")
    ready(qtbot, ws, lambda: ws.parameter_panel.set_alpha(1e-6))  # a million prices: each batch costs O(m)
    assert ws.experiment.problem.m == 1_000_000
    ws.run_n(2_000_000_000)
    assert ws.controls.cancel.isEnabled() and not ws.controls.run_once.isEnabled()
    qtbot.waitUntil(lambda: ws.aggregate.trials > 0, timeout=WAIT)
    assert ws.controls.progress.isVisible()
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT) as done:
        ws.controls.cancel.click()
    assert done.args == [False]
    assert 0 < ws.aggregate.trials < 2_000_000_000
    assert ws.summary_panel.text("trials") == f"{ws.aggregate.trials:,}"


def test_a_million_prices_draw_as_a_few_thousand_points_held_once(qtbot, make_workspace):
    """The revenue curve keeps its automatic downsampling once on its plot (PlotItem.addItem used to reset it,
    so 10⁶ prices became a 10⁶-element path: +190 MiB), and the problem holds the price grid once."""
    ws = make_workspace("pricing", "Synthetic: 2,000 log-normal buyers")
    ready(qtbot, ws, lambda: ws.parameter_panel.set_alpha(1e-6))
    curve = ws.plots.score.curve
    assert curve.opts["autoDownsample"] and curve.opts["clipToView"]
    qtbot.waitUntil(lambda: curve.curve.path is not None, timeout=WAIT)
    shown = curve._getDisplayDataset()
    assert ws.experiment.problem.m == 1_000_000 and 0 < len(shown.x) <= 20_000
    assert curve.curve.path.elementCount() <= 20_000
    pr = ws.experiment.problem
    assert pr.labels._values is pr.values and not pr.values.flags.writeable


def test_a_hidden_workspace_builds_its_plots_when_shown_and_draws_what_happened_meanwhile(qtbot, tmp_path):
    """The ten workspaces' plots are built on first show (cold start): a hidden workspace that computed its
    experiment, ran 5,000 trials and went into presentation mode shows all of it once its tab is opened."""
    from guihelp import make_window

    window = make_window(qtbot, tmp_path, load_presets=True)
    hidden = window.workspaces["voting"]
    assert window.current is not hidden
    qtbot.waitUntil(lambda: hidden.experiment is not None, timeout=WAIT)
    assert not hidden.plots._built and not hidden.plots.isVisible()
    with qtbot.waitSignal(hidden.runFinished, timeout=WAIT):
        hidden.run_n(5_000)
    hidden.plots.set_presentation(True)
    assert not hidden.plots._built
    window.tabs.setCurrentWidget(hidden)
    qtbot.waitUntil(lambda: hidden.plots._built, timeout=WAIT)
    plots = hidden.plots
    assert plots.score.exp is hidden.experiment and plots.experiment is hidden.experiment
    shown = plots.outputs.heights
    assert shown.sum() == pytest.approx(1.0) and np.allclose(shown, hidden.aggregate.counts / 5_000)
    assert not plots.dist_widget.isVisible() and plots.score_widget.isVisible()  # presentation: the top row


def test_probability_axes_show_probabilities_not_milli_units(qtbot, make_workspace):
    ws = make_workspace("voting")
    view = ws.neighbour_view
    with qtbot.waitSignal(view.comparisonShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    view.change.setCurrentIndex(view.change.findData("replace"))
    view.compare()
    for widget in (view.pmf_widget, ws.plots.freq_widget, ws.plots.score_widget):
        for name in ("left", "right"):
            assert widget.getPlotItem().getAxis(name).autoSIPrefixScale == 1.0


def test_the_status_bar_speaks_of_the_visible_workspace_and_counts_like_the_summary(qtbot, window):
    """Issue 10, item 6: a background tab's news does not speak over the visible one; after Run once the
    status bar's trial count is the summary's."""
    ws = load(qtbot, window, "voting")
    other = window.workspaces["pricing"]
    window.statusBar().clearMessage()
    other.statusMessage.emit("Pricing: exact distribution ready (100 candidates)")
    assert window.statusBar().currentMessage() == ""
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.run_n(20)
    ws.run_once()
    message = window.statusBar().currentMessage()
    assert message.startswith("One private choice released:") and f"({ws.summary_panel.text('trials')} trials" in message
    window.tabs.setCurrentWidget(other)  # switching tabs drops the other workspace's message
    assert window.statusBar().currentMessage() == ""


def test_a_long_alpha_set_by_a_preset_shows_its_start_and_legends_round_like_the_summary(qtbot, make_workspace):
    """Issue 10, item 5: the α box reads from its start, not its tail '3322259136' — and (issue 30, item 7) the
    preset's α = 1/301 as people type it, '0.00333' (the same 301 prices); the legend's best is the summary's.
    (Pricing's own box, summary and legend: one workspace, no window.)"""
    ws = make_workspace("pricing", "Lecture: $1, $1, $3.01")
    box = ws.parameter_panel.alpha
    assert box.text() == "0.00333" and box.cursorPosition() == 0 and ws.experiment.problem.m == 301
    ready(qtbot, ws, lambda: ws.load_preset("Synthetic: 2,000 log-normal buyers"))  # OPT $311.65: 5 digits
    opt_label = ws.summary_panel.text("opt")
    assert opt_label == "$311.65"
    legend_texts = [label.text for _sample, label in ws.plots.distribution.legend.items]
    assert any(text.startswith(f"best possible {opt_label}") for text in legend_texts), legend_texts


def test_privacy_views_are_built_when_first_shown(qtbot, make_workspace):
    """Cold start builds no privacy view (each holds plots); showing a tab builds it in place, computes it, and
    the tab keeps its index and title."""
    from PySide6.QtWidgets import QApplication

    ws = make_workspace("voting")
    assert ws.built_views() == []
    titles = [ws.views.tabText(i) for i in range(ws.views.count())]
    with qtbot.waitSignal(ws.bill_panel.billShown, timeout=WAIT):
        ws.views.setCurrentIndex(2)
    QApplication.processEvents()
    assert ws.views.widget(2) is ws.bill_panel and ws.views.currentIndex() == 2
    assert [ws.views.tabText(i) for i in range(ws.views.count())] == titles
    assert ws.built_views() == [ws.bill_panel]


def test_a_new_session_opens_pricing_on_data_whose_guarantees_say_something(qtbot, tmp_path):
    """Issue 39: the first screen was the lecture's 3 buyers, where every bound read "no guarantee at this n and
    ε". A new session opens Pricing on the 2,000 buyers (the README's hero), whose revenue guarantee is a number;
    the lecture stays the first preset, the CLI's --example."""
    from guihelp import make_window

    from expmech_gui.core import formatting
    from expmech_gui.scenarios import SCENARIOS

    pricing = SCENARIOS["pricing"]
    assert pricing.preset_names[0].startswith("Lecture") and pricing.first_screen_preset.startswith("Synthetic")
    window = make_window(qtbot, tmp_path, load_presets=True)
    ws = window.workspaces["pricing"]
    assert window.current is ws
    qtbot.waitUntil(lambda: ws.experiment is not None and ws.shown_gen == ws.input_gen, timeout=WAIT)
    assert ws.experiment.problem.n == 2_000
    assert ws.summary_panel.text("guarantee").startswith("at least $")
    assert formatting.VACUOUS not in ws.summary_panel.text("threshold")
