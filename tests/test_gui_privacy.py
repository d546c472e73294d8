"""Issue 17 in the three privacy views (one person, privacy bill, ε-sweep), driven through the real widgets."""
import math
import re

import numpy as np
import pytest

pytest.importorskip("PySide6")

from guihelp import background_done
from workspacehelp import alone
from test_gui import WAIT, load, make_window, ready
from test_gui_inputs import type_into

from expmech_gui.core.accounting import bill as accounting
from expmech_gui.core import formatting
from expmech_gui.core.accounting import ledger_totals as la
from expmech_gui.core.bounds import solve_epsilon
from expmech_gui.core.privacy.loss import release_epsilon
from expmech_gui.core.numbers import EPSILON_MAX
from expmech_gui.core.privacy.loss import exact_comparison
from expmech_gui.experiment import Experiment
from expmech_gui.scenarios.voting import voting
from expmech_gui.scenarios.framework.neighbours import neighbour_dataset
from expmech_gui.ui.widgets.privacy import common as privacy_common
from expmech_gui.ui.widgets.privacy import one_person


@pytest.fixture
def window(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    yield w
    w.close()


def show_bill(qtbot, ws):
    panel = ws.bill_panel
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):
        ws.views.setCurrentWidget(panel)
    return panel


def bill_after_releases(qtbot, make_workspace, epsilon: float, releases: int):
    """The Voting workspace's bill panel (a workspace on its own) after ``releases`` Run once at ``epsilon``."""
    ws = alone(make_workspace, "voting")
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(epsilon))
    for _ in range(releases):
        ws.run_once()
    return show_bill(qtbot, ws)


def simulate(ws, trials: int) -> None:
    """``trials`` simulated trials at the current setting, as if Run N had made them (for the trials box)."""
    ws.aggregate.add(np.array([trials] + [0] * (ws.experiment.problem.m - 1)))


def assert_one_bill(panel, set_eps, delta, k, mechanism="exponential"):
    """The sentence, the table, the releases line and the plot's marker all describe the same bill, at the ε a
    release really costs (the ε set, or ε/2 for the exponential mechanism or permute-and-flip on a monotone score)."""
    eps = release_epsilon(panel.src.experiments.experiment.mechanism)[0]
    assert eps in (pytest.approx(set_eps), pytest.approx(set_eps / 2))
    assert panel.shown_inputs == (pytest.approx(eps), pytest.approx(delta), mechanism, k)
    bill = accounting.privacy_bill(eps, k, delta, mechanism)
    assert panel.meaning.text() == accounting.plain_language(bill)
    assert (f"<b>{k:,}</b> release{'s' if k != 1 else ''} at ε = {formatting.plain(eps)}, "
            f"δ = {formatting.delta_words(delta)}") in panel.table.text()
    assert f"<b>{k:,}</b>" in panel.releases_label.text()
    best = min(v for v in bill.methods().values() if v is not None)
    assert f"{best:.4g}" in panel.table.text()
    assert panel.k_line.value() == pytest.approx(math.log10(k))


# --- item 1: the bill at 10,000 simulated trials, and failures as messages ------------------------------
@pytest.mark.slow  # a whole window plus background privacy jobs, 0.7-3 s each
def test_bill_with_ten_thousand_simulated_trials_refreshes_with_a_sentence(qtbot, make_workspace):
    ws = alone(make_workspace, "voting")
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.run_n(10_000)
    panel = show_bill(qtbot, ws)
    assert "No releases yet" in panel.table.text()
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):
        panel.count_trials.setChecked(True)
    assert_one_bill(panel, 1.0, 1e-6, 10_000)
    assert panel.meaning.text().startswith("After 10,000 releases at ε = 0.5,")  # ε = 1 set, votes monotone


@pytest.mark.slow  # a whole window plus background privacy jobs, 0.7-3 s each
def test_bill_at_a_huge_total_says_so_in_words(qtbot, make_workspace):
    panel = bill_after_releases(qtbot, make_workspace, 5000, 3)
    assert panel.shown_inputs[3] == 3
    assert "more than 10^300" in panel.meaning.text()
    panel.show_all.setChecked(True)  # the advanced-composition row, which overflows, is one of "all methods"
    assert "more than 10^300" in panel.table.text() and "inf" not in panel.table.text()


BILL_FAILURES = [
    (MemoryError("Unable to allocate 7.4 GiB for an array with shape (1000000, 1000) and data type float64"),
     "not enough memory"),
    (RuntimeError("boom"), "Could not compute the privacy bill: an unexpected internal problem"),
]


@pytest.mark.slow  # every value in one workspace/window: 1-3 s in all (was one window per value)
def test_a_failing_bill_job_shows_a_message_not_a_traceback(qtbot, make_workspace, monkeypatch, subtests):
    """Each failure in one workspace's bill (no window), each a new δ (a new bill job), each reported under its own
    name."""
    ws = make_workspace("voting")
    ws.run_once()
    panel = show_bill(qtbot, ws)
    for (error, shown), delta in zip(BILL_FAILURES, ("1e-5", "2e-5")):
        with subtests.test(error=type(error).__name__):
            def broken(*args, _error=error, **kwargs):
                raise _error

            monkeypatch.setattr(accounting, "privacy_bill", broken)
            panel.meaning.setText("")  # (so the words awaited are this failure's, not the one before's)
            panel.delta.setText(delta)
            panel.delta.editingFinished.emit()
            qtbot.waitUntil(lambda _shown=shown: _shown in panel.meaning.text(), timeout=WAIT)
            assert "Unable to allocate" not in panel.meaning.text() and "Traceback" not in panel.meaning.text()
            assert not panel.job_bar.isVisible() and panel.table.text() == ""


# --- item 2: progress, cancel, newer supersedes older ----------------------------------------------------
@pytest.mark.slow  # a whole window plus background privacy jobs, 0.7-3 s each
def test_bill_shows_progress_and_can_be_cancelled(qtbot, make_workspace):
    ws = alone(make_workspace, "voting")
    ws.run_once()
    panel = show_bill(qtbot, ws)
    simulate(ws, accounting.MAX_RELEASES - 1)  # with the Run once: 100,000 trials, counted as published
    panel.count_trials.setChecked(True)
    assert panel.job_bar.isVisible() and "Computing the bill for 100,000 releases" in panel.status.text()
    qtbot.waitUntil(lambda: panel.job_bar.bar.maximum() == 1000, timeout=WAIT)  # a progress report arrived
    shown = []
    panel.billShown.connect(lambda: shown.append(1))
    panel.job_bar.cancel_button.click()
    assert not panel.job_bar.isVisible()
    assert "Cancelled: the bill for 100,000 releases was not computed" in panel.meaning.text()
    assert panel.table.text() == "" and panel.recompute_button.isVisible()
    background_done(qtbot, ws)  # the cancelled job's thread has ended: a report of it would have come before
    assert shown == []  # the cancelled job never reports
    assert len(ws.window().session_ledger.entries) == 1  # counting the trials wrote nothing in the ledger


@pytest.mark.slow  # a whole window plus background privacy jobs, 0.7-3 s each
def test_a_newer_bill_request_supersedes_an_older_one(qtbot, make_workspace):
    ws = alone(make_workspace, "voting")
    for _ in range(4):
        ws.run_once()
    panel = show_bill(qtbot, ws)
    seen = []
    panel.billShown.connect(lambda: seen.append(panel.shown_inputs))
    simulate(ws, 50_000)
    panel.count_trials.setChecked(True)  # slow: 50,000 trials counted as published
    panel.count_trials.blockSignals(True)
    panel.count_trials.setChecked(False)
    panel.count_trials.blockSignals(False)
    panel.delta.setText("1e-3")
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):
        panel.refresh()  # fast, and newer
    background_done(qtbot, ws)  # the older, slow job has ended too: a report of it would have come before
    assert seen[-1][3] == 4 and all(s[3] == 4 for s in seen)
    assert_one_bill(panel, 1.0, 1e-3, 4)


# --- item 28: every trigger updates sentence, table and plot together -----------------------------------
@pytest.mark.slow  # a whole window plus background privacy jobs, 0.7-3 s each
def test_bill_follows_every_input_together(qtbot, make_workspace):
    """Issue 28 for δ, the releases and the trials box; issue 31 for ε and the mechanism: what was spent stays
    priced at the ε charged then (the ledger), while the plan (the curve, the what-if line) follows the settings."""
    ws = alone(make_workspace, "voting")
    for _ in range(3):
        ws.run_once()
    panel = show_bill(qtbot, ws)
    assert_one_bill(panel, 1.0, 1e-6, 3)
    spent = panel.meaning.text()
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):  # ε: the plan changes, not what was spent
        ws.parameter_panel.set_epsilon(10)
    assert panel.meaning.text() == spent and panel.shown_inputs == (5.0, 1e-6, "exponential", 3)
    assert "10 more releases at ε = 5 would bring" in panel.what_if.text()
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):  # δ
        panel.delta.setText("1e-4")
        panel.delta.editingFinished.emit()
    assert panel.meaning.text() == accounting.plain_language(accounting.privacy_bill(0.5, 3, 1e-4, "exponential"))
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):  # one more release (Ctrl+R works from any tab)
        ws.run_once()
    entries = ws.session_ledger.entries
    assert [e.epsilon_charged for e in entries] == [0.5, 0.5, 0.5, 5.0]
    assert panel.meaning.text() == la.ledger_sentence(entries, 1e-4, la.ledger_totals(entries, 1e-4))
    assert panel.shown_inputs[3] == 4 and "at ε from 0.5 to 5" in panel.table.text()
    simulate(ws, 20)  # 20 simulated trials at ε = 10, beside the one Run once at this setting
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):  # the trials box: an explicit addition at ε now
        panel.count_trials.setChecked(True)
    assert panel.shown_inputs[3] == 24 and "counted as published" in panel.releases_label.text()
    charges = [*entries, la.Charge(5.0, 0.0, 20, True)]
    assert panel.meaning.text() == la.ledger_sentence(charges, 1e-4, la.ledger_totals(charges, 1e-4))
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):  # the mechanism: the plan's, not the ledger's
        ws.parameter_panel.set_combo(ws.parameter_panel.mechanism, "permute-and-flip")
    assert ws.experiment.params.mechanism == "permute-and-flip"
    assert panel.shown_inputs[2] == "permute-and-flip" and panel.shown_inputs[3] == 4  # its trials start again
    assert panel.meaning.text() == la.ledger_sentence(entries, 1e-4, la.ledger_totals(entries, 1e-4))
    assert "not ε-bounded-range" in panel.table.text()


@pytest.mark.slow  # a whole window plus background privacy jobs, 0.7-3 s each
def test_bill_beyond_the_exact_limit_uses_the_formulas_consistently(qtbot, make_workspace):
    ws = alone(make_workspace, "voting")
    ws.run_once()
    panel = show_bill(qtbot, ws)
    simulate(ws, 10**17 - 1)  # counted as published, with the Run once: 10^17 releases
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):
        panel.count_trials.setChecked(True)
    assert panel.shown_inputs[3] == 10**17
    assert panel.meaning.text().startswith("After 1.0 × 10^17 releases at ε = 0.5,")  # voting is monotone: ε/2
    assert "at most 100,000 releases" in panel.meaning.text() and "1.0 × 10^17" in panel.table.text()


# --- item 27: solve for ε within the accepted range; Apply recomputes everything -------------------------
def test_unreachable_target_is_said_in_words_and_cannot_be_applied(qtbot, make_workspace):
    ws = alone(make_workspace, "pricing")
    view = ws.sweep_view
    with qtbot.waitSignal(view.sweepShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    view.loss.setText("1e-12")
    with qtbot.waitSignal(view.solved, timeout=WAIT) as solved:
        view.solve_button.click()
    assert solved.args[0] is None
    assert solve_epsilon(ws.experiment.problem, "exponential", 1e-12, hi=EPSILON_MAX) is None
    assert "No ε up to 10,000 reaches this target" in view.answer.text()
    assert not view.apply_button.isEnabled()


@pytest.mark.slow  # a whole window plus background privacy jobs, 0.7-3 s each
def test_apply_makes_the_whole_workspace_recompute(qtbot, make_workspace):
    ws = alone(make_workspace, "lunch")
    view = ws.sweep_view
    with qtbot.waitSignal(view.sweepShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    before_expected = ws.summary_panel.text("expected")
    before_line = view.current.value()
    view.loss.setText("0.05")
    with qtbot.waitSignal(view.solved, timeout=WAIT) as solved:
        view.solve_button.click()
    eps = solved.args[0]
    assert eps is not None and eps > 1
    with qtbot.waitSignal(view.sweepShown, timeout=WAIT):
        ready(qtbot, ws, view.apply_button.click)
    applied = float(f"{eps:.4g}")
    assert ws.parameter_panel.epsilon.text() == f"{applied:g}"
    assert ws.experiment.params.epsilon == pytest.approx(applied)
    assert ws.summary_panel.text("expected") != before_expected
    assert view.current.value() == pytest.approx(math.log10(applied)) != before_line
    assert f"ε = {applied:g} applied" in view.answer.text() and not view.apply_button.isEnabled()


# --- item 31: individuals named as the table names them --------------------------------------------------
@pytest.mark.slow  # a whole window plus background privacy jobs, 0.7-3 s each
def test_one_person_view_uses_table_rows_around_an_invalid_row(qtbot, make_workspace):
    ws = alone(make_workspace, "pricing")
    ready(qtbot, ws, lambda: ws.model.setData(ws.model.index(0, 0), "abc"))
    assert ws.model.invalid_rows() == [0]
    view = ws.neighbour_view
    view.change.setCurrentIndex(view.change.findData("remove"))
    view.row.setText("1")
    ws.views.setCurrentWidget(view)  # row 1 is the invalid one: refused in words, nothing computed
    assert "Table row 1 is excluded from runs" in view.numbers.text()
    assert "Table row 1 is excluded from runs" in view.who.text()
    view.row.setText("2")
    with qtbot.waitSignal(view.comparisonShown, timeout=WAIT):
        view.compare()
    d2 = neighbour_dataset("pricing", ws.experiment.dataset, "remove", 0)  # table row 2 = the first valid buyer
    core = exact_comparison(ws.experiment.mechanism, Experiment("pricing", d2, ws.experiment.params).mechanism)
    assert f"largest privacy loss <b>{core.loss:.4g}</b>" in view.numbers.text()
    value = float(ws.model.data(ws.model.index(1, 0)))
    assert f"the buyer on table row 2 (value {formatting.money(value)})" in view.numbers.text()  # '$3.00', not '$3'
    # Under add-remove the largest range is an added buyer's, tied in exact arithmetic with removing the top
    # buyer (p_(m−1) = p_m − p_1 on the decimal grid): only float noise used to name the removal. Replacing a value
    # names its row whatever the ties.
    ready(qtbot, ws, lambda: ws.parameter_panel.set_state({"neighbours": "replace"}))
    with qtbot.waitSignal(view.searchFinished, timeout=WAIT):
        view.search_button.click()
    text = view.search_result.text()
    match = re.search(r"buyer on table row (\d+)(?: \(value |'s value )\$([0-9.e+-]+)", text)
    assert match, text
    row, shown = int(match.group(1)), float(match.group(2))
    assert row - 1 not in ws.model.invalid_rows()
    assert float(ws.model.data(ws.model.index(row - 1, 0))) == pytest.approx(shown, rel=1e-5)


@pytest.mark.slow  # a whole window plus background privacy jobs, 0.7-3 s each
def test_voting_rows_and_names_skip_an_excluded_row(qtbot, make_workspace):
    ws = alone(make_workspace, "voting")
    ready(qtbot, ws, lambda: ws.model.setData(ws.model.index(0, 1), "x"))  # row 1's votes invalid
    view = ws.neighbour_view
    ws.views.setCurrentWidget(view)
    assert "Table row 1 is excluded from runs" in view.numbers.text()
    tally = ws.experiment.dataset
    view.change.setCurrentIndex(view.change.findData("replace"))
    view.row.setText("3")  # table row 3 = dataset candidate 1
    view.value.setText(tally.candidates[0])
    with qtbot.waitSignal(view.comparisonShown, timeout=WAIT):
        view.compare()
    assert f"{tally.candidates[1]} (table row 3)" in view.numbers.text()
    # a row counts voters: the change is one ballot, never the candidate ("remove candidate Ms Okafor")
    assert f"one change: replace one ballot for candidate {tally.candidates[1]}" in view.who.text()
    view.change.setCurrentIndex(view.change.findData("remove"))
    assert f"one change: remove one ballot for candidate {tally.candidates[1]}" in view.who.text()
    view.change.setCurrentIndex(view.change.findData("add"))
    assert "one change: add a new ballot — the new ballot is for" in view.who.text()
    view.change.setCurrentIndex(view.change.findData("replace"))
    d2 = neighbour_dataset("voting", tally, "replace", 1, 0)
    core = exact_comparison(ws.experiment.mechanism, Experiment("voting", d2, ws.experiment.params).mechanism)
    assert f"largest privacy loss <b>{core.loss:.4g}</b>" in view.numbers.text()


# --- item 37: memory and unexpected failures in words ----------------------------------------------------
@pytest.mark.slow  # a whole window plus background privacy jobs, 0.7-3 s each
def test_search_failures_are_sentences(qtbot, make_workspace, monkeypatch):
    ws = alone(make_workspace, "voting")
    view = ws.neighbour_view
    with qtbot.waitSignal(view.comparisonShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)

    def oom(*args, **kwargs):
        raise MemoryError("Unable to allocate 7.4 GiB for an array with shape (1000000, 1000) and data type float64")

    monkeypatch.setattr(one_person, "neighbour_families", oom)
    view.search_button.click()
    qtbot.waitUntil(lambda: "not enough memory" in view.search_result.text(), timeout=WAIT)
    assert "Unable to allocate" not in view.search_result.text() and view.search_button.isEnabled()

    def numpy_error(*args, **kwargs):
        np.zeros(3) + np.zeros(4)

    monkeypatch.setattr(one_person, "neighbour_families", numpy_error)
    view.search_button.click()
    qtbot.waitUntil(lambda: "Could not search" in view.search_result.text(), timeout=WAIT)
    assert "operands could not be broadcast" not in view.search_result.text()


# --- items 9 and 38: names are escaped and elided --------------------------------------------------------
@pytest.mark.slow  # a whole window plus background privacy jobs, 0.7-3 s each
def test_markup_in_names_is_shown_as_typed_and_long_names_are_elided(qtbot, make_workspace):
    ws = make_workspace("voting", preset="")  # (an empty table, as a window's Voting before any preset)
    long_name = "L" * 150 + "Z"
    ready(qtbot, ws, lambda: ws.set_dataset(voting.VoteTally(("<i>Ms <b>Okafor", long_name, "Bob"),
                                                             np.array([5, 3, 1]))))
    view = ws.neighbour_view
    with qtbot.waitSignal(view.comparisonShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    view.change.setCurrentIndex(view.change.findData("replace"))
    view.row.setText("<i>Ms <b>Okafor")
    view.value.setText("2")
    with qtbot.waitSignal(view.comparisonShown, timeout=WAIT):
        view.compare()
    for label in (view.numbers, view.who):
        assert "&lt;i&gt;Ms &lt;b&gt;Okafor" in label.text() and "<i>Ms" not in label.text()
        assert long_name not in label.text() and "L" * 50 + "…" in label.text()
    assert long_name in view.who.toolTip()
    with qtbot.waitSignal(view.searchFinished, timeout=WAIT):
        view.search_button.click()
    assert "<i>Ms" not in view.search_result.text() and "<b>Okafor" not in view.search_result.text()
    assert "&lt;b&gt;Okafor" in view.search_result.text() or long_name[:40] in view.search_result.text()
    view.row.setText("<script>")
    view.compare()
    assert "&lt;script&gt;" in view.numbers.text() and "There is no candidate called" in view.numbers.text()


# --- item 34: big grids: background with progress/cancel, downsampled curves said so ---------------------
@pytest.mark.slow  # a whole window plus background privacy jobs, 0.7-3 s each
def test_big_grid_sweep_has_progress_and_cancel_and_comparison_is_downsampled(qtbot, make_workspace):
    ws = alone(make_workspace, "pricing")
    ready(qtbot, ws, lambda: ws.parameter_panel.set_alpha(1e-5))
    m = ws.experiment.problem.m
    assert m == 100_000
    view = ws.neighbour_view
    with qtbot.waitSignal(view.comparisonShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    assert "downsampled" in view.numbers.text()
    assert len(view.line_d.getData()[0]) <= privacy_common.MAX_PLOT_POINTS
    sweep = ws.sweep_view
    ws.views.setCurrentWidget(sweep)
    assert sweep.job_bar.isVisible()
    sweep.job_bar.cancel_button.click()
    assert not sweep.job_bar.isVisible() and "Sweep cancelled" in sweep.status.text()


@pytest.mark.slow  # a whole window plus background privacy jobs, 0.7-3 s each
def test_envelope_keeps_peaks():
    x = np.arange(1_000_000, dtype=float)
    y = np.zeros_like(x)
    y[123_457] = 5.0
    y[900_001] = -3.0
    xs, ys, down = privacy_common.envelope(x, y, 1000)
    assert down and xs.size <= 1000 and ys.max() == 5.0 and ys.min() == -3.0
    assert np.all(np.diff(xs) >= 0)
    xs, ys, down = privacy_common.envelope(x[:10], y[:10], 1000)
    assert not down and xs.size == 10


# --- a refused input leaves no numbers of the old settings in any privacy view -----------------------
@pytest.mark.slow  # a whole window plus background privacy jobs, 0.7-3 s each
def test_a_refused_epsilon_clears_every_privacy_view_until_it_is_fixed(qtbot, make_workspace):
    ws = alone(make_workspace, "voting")
    show_bill(qtbot, ws)
    views = {ws.neighbour_view: (ws.neighbour_view.pmf_widget, ws.neighbour_view.ratio_widget),
             ws.bill_panel: (ws.bill_panel.plot,), ws.sweep_view: (ws.sweep_view.plot,)}
    with qtbot.waitSignal(ws.experimentFailed, timeout=WAIT):
        type_into(qtbot, ws, ws.parameter_panel.epsilon, "0")
    for view, plots in views.items():
        ws.views.setCurrentWidget(view)
        assert all(plot.isHidden() for plot in plots), view
    assert ws.bill_panel.table.text() == "" and "No valid settings" in ws.bill_panel.meaning.text()
    assert "at least 0.000001" in ws.neighbour_view.numbers.text()
    assert ws.neighbour_view.search_result.text() == ""
    assert not ws.sweep_view.apply_button.isEnabled()
    ready(qtbot, ws, lambda: type_into(qtbot, ws, ws.parameter_panel.epsilon, "2"))
    for view, plots in views.items():
        ws.views.setCurrentWidget(view)
        assert not any(plot.isHidden() for plot in plots), view


# --- the report's privacy bill is the panel's ---------------------------------------------------------------
@pytest.mark.slow  # a whole window plus background privacy jobs, 0.7-3 s each
def test_the_report_states_the_bill_panel_s_bill(qtbot, make_workspace):
    from expmech_gui.ui.report import report

    ws = alone(make_workspace, "voting")
    assert "No releases yet" in report.report_html(ws, lambda name, img: f"{name}.png")
    for _ in range(4):
        ws.run_once()
    panel = show_bill(qtbot, ws)
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):
        panel.delta.setText("1e-3")
        panel.delta.editingFinished.emit()
    assert panel.bill_inputs() == (0.5, 1e-3, "exponential", 4) == panel.shown_inputs  # ε/2: monotone votes
    assert "not the ε = 1 you set" in panel.table.text() and "not the ε = 1 you set" in report.report_html(
        ws, lambda name, img: f"{name}.png")
    text = report.report_html(ws, lambda name, img: f"{name}.png")
    from expmech_gui.ui.report import ledger as report_ledger
    from expmech_gui.ui.widgets.privacy import bill_compute

    def said(digits: int) -> str:  # the bill's sentence, its total to ``digits`` significant digits
        return bill_compute.spent_bill(panel.spent_charges(), 1e-3, None, None, digits)[1]
    # the panel's sentence, and in the report the same sentence with the total rounded as the report writes ε
    assert panel.meaning.text() == said(accounting.TOTAL_DIGITS)
    assert said(report_ledger.TOTAL_DIGITS) in text.replace("&#x27;", "'")
    panel.delta.setText("x")  # refused: the report keeps the δ of the bill on screen
    assert panel.bill_inputs()[1] == 1e-3
    simulate(ws, 10**17)  # beyond the optimal methods: the formulas, as in the panel
    panel.count_trials.setChecked(True)
    text = report.report_html(ws, lambda name, img: f"{name}.png")
    assert "After 1.0 × 10^17 releases" in text and "at most 100,000 releases" in text


@pytest.mark.slow  # a whole window plus background privacy jobs, 0.7-3 s each
def test_every_bound_in_the_one_person_view_names_its_change(qtbot, window):
    """Issue 30, item 2: the panel's ε/2, a replaced ballot's loss 0.888 and the search's 0.5 were three answers to
    three questions nobody named. The pair's sentence now gives the promise for the pair's own change (replacing:
    ε = 1, since one ballot moved from one candidate to another lowers one count and raises another) and for the
    neighbours set (adding or removing: ε/2); the search says which neighbours it searched and their promise."""
    ws = load(qtbot, window, "voting")
    view = ws.neighbour_view
    with qtbot.waitSignal(view.comparisonShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    view.change.setCurrentIndex(view.change.findData("replace"))
    with qtbot.waitSignal(view.comparisonShown, timeout=WAIT):
        view.compare()
    text = view.numbers.text()
    assert ("One release promises a loss, for replacing one person's data, of at most ε = 1; for adding or removing "
            "one person, of at most ε/2 = 0.5.") in text, text
    loss = float(re.search(r"largest privacy loss <b>([0-9.]+)</b>", text).group(1))
    assert 0.5 < loss <= 1.0  # above the add/remove promise, within the replace one: both now on screen
    window.presentation.set_presentation(True)  # the plots need the height: the loss and the promise stay, the details fold
    assert "of at most ε/2 = 0.5." in view.numbers.text() and "This pair changes" not in view.numbers.text()
    window.presentation.set_presentation(False)
    assert view.numbers.text() == text
    assert ws.parameter_panel.epsilon_readout.text().startswith("Adding or removing one person")
    with qtbot.waitSignal(view.searchFinished, timeout=WAIT):
        view.search_button.click()
    found = view.search_result.text()
    assert found.startswith("Most exposed, adding or removing one person") and "(at most ε/2 = 0.5)" in found


def test_the_bill_states_dongs_gaussian_view_with_the_current_numbers(qtbot, make_workspace):
    """Three releases on the votes at ε = 1: the sentence under the bill is core.gdp's for k = 3 at the bill's δ."""
    from expmech_gui.core.accounting import gdp

    panel = bill_after_releases(qtbot, make_workspace, 1.0, 3)
    expected = gdp.gdp_sentence(gdp.gdp_of_mechanism(panel.src.experiments.experiment.mechanism, 3, 1e-6))
    assert panel.gdp.text() == expected and "a factor" in expected and "× as many" in expected


def test_a_refusal_in_the_sweep_takes_the_error_colour_of_the_theme_switched_to(qtbot, window):
    """The ε-sweep says in red why it has no curve (here: ε refused); switching to the dark theme afterwards left it
    the light theme's dark red, 1.7:1 on the dark background (found by the readability walk on one shared window,
    on Top-k's sweep, which now says in plain words that it follows one choice)."""
    import re as _re

    from PySide6.QtGui import QColor

    from test_readability import background, contrast

    ws = load(qtbot, window, "voting")
    view = ws.sweep_view
    ws.views.setCurrentWidget(view)
    with qtbot.waitSignal(ws.experimentFailed, timeout=WAIT):
        ws.parameter_panel.epsilon.setText("-1")
        ws.parameter_panel.epsilon.textEdited.emit("-1")
    qtbot.waitUntil(lambda: "color:" in view.status.text(), timeout=WAIT)
    try:
        for theme_name in ("dark", "light"):
            window.presentation.set_theme(theme_name)
            shown = QColor(_re.search(r"color:\s*(#[0-9a-fA-F]{6})", view.status.text()).group(1))
            assert contrast(shown, background(view.status)) >= 4.5, (theme_name, shown.name())
    finally:
        window.presentation.set_theme("light")
