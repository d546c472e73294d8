"""What is shown must match what was typed (issue 17: items 26, 27, 29, 30, 34, 35, 36; the label parts of
9, 14 and 38), driven through the real widgets with pytest-qt."""
import html
import threading

import numpy as np
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from expmech_gui.core import formatting
from expmech_gui.core.numbers import EPSILON_MAX, EPSILON_MIN, factor_text
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.scenarios import SCENARIOS
from expmech_gui.scenarios.pricing import pricing
from expmech_gui.scenarios.voting import voting
from expmech_gui.ui.widgets import text
from expmech_gui.ui.widgets.parameters import SLIDER_STEPS
from expmech_gui.ui.scenarios.pricing import pricing as pricing_ui
from expmech_gui.ui.workspaces import controllers
from guihelp import LONG_WAIT, ticking, waits_made_by
from workspacehelp import alone
from machine import deadline
from test_gui import WAIT, load, make_window, ready, window  # noqa: F401 — the window fixture

RED = "ffd0d0"


def settled(ws) -> bool:
    """The current inputs' results (or their refusal) are on screen and nothing is pending."""
    return not ws.debounce.isActive() and ws.shown_gen == ws.input_gen


def wait_settled(qtbot, ws) -> None:
    qtbot.waitUntil(lambda: settled(ws), timeout=WAIT)


def type_into(qtbot, ws, field, text: str, *, wait_each_key: bool = False) -> None:
    """Replace the box's text by typing, key by key, as a person does."""
    field.setFocus()
    field.selectAll()
    if not text:
        qtbot.keyClick(field, Qt.Key_Backspace)
        return
    for ch in text:
        if wait_each_key:  # each key gets its own exact computation before the next key
            with qtbot.waitSignal(ws.computationStarted, timeout=WAIT):
                qtbot.keyClicks(field, ch)
        else:
            qtbot.keyClicks(field, ch)


def teacher(epsilon: float) -> Experiment:
    return Experiment("voting", SCENARIOS["voting"].load_preset("Teacher of the year"),
                      RunParameters(epsilon=epsilon, seed=12345))


def assert_shows(ws, core: Experiment) -> None:
    """The summary, the plots and the workspace's experiment all show ``core``'s numbers."""
    assert ws.experiment.params.epsilon == core.params.epsilon
    assert ws.plots.generation == ws.summary_panel.generation == ws.shown_gen == ws.input_gen
    np.testing.assert_allclose(ws.plots.prob_curve.getData()[1], core.mechanism.pmf, rtol=1e-12, atol=0)
    assert ws.summary_panel.text("scale") == formatting.plain(core.mechanism.scale)  # the formula in its tooltip
    assert ws.summary_panel.text("expected") == text.fmt_value(core.summary.expected_score)
    assert ws.summary_panel.status.isHidden()


# --- item 26: the last edit wins, whatever finishes last ------------------------------------------------
@pytest.mark.slow  # a whole window per test, 0.7-5 s each
def test_typing_epsilon_at_human_pace_shows_the_last_value(qtbot, make_workspace, monkeypatch):
    ws = alone(make_workspace, "voting")
    release = threading.Event()
    real = controllers._build_experiment
    older_finished = []

    def builder(scenario, dataset, params, cancelled=lambda: False):
        if params.epsilon != 1000:  # every older generation finishes after the newest one
            release.wait(30)
            exp = real(scenario, dataset, params)  # finishes for real, ignoring the cancel request
            older_finished.append(params.epsilon)
            return exp
        return real(scenario, dataset, params, cancelled)

    monkeypatch.setattr(controllers, "_build_experiment", builder)
    box = ws.parameter_panel.epsilon
    type_into(qtbot, ws, box, "")  # empty: refused at once, no computation
    wait_settled(qtbot, ws)
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        type_into(qtbot, ws, box, "1000", wait_each_key=True)
    assert box.text() == "1000"
    release.set()  # now the older computations (ε = 1, 10, 100) finish, after the newest
    qtbot.waitUntil(lambda: sorted(older_finished) == [1, 10, 100] and not ws.exact.busy, timeout=WAIT)
    assert_shows(ws, teacher(1000.0))
    assert ws.summary_panel.text("opt_at") == "<span style='white-space:nowrap'>Ms Okafor</span>"  # never "Ms / Okafor"
    # votes are monotone under add/remove: the general analysis spends ε/2, and the readout says e^(ε/2)
    assert factor_text(500.0) in ws.parameter_panel.epsilon_readout.text()
    top = ws.undo_stack.command(ws.undo_stack.count() - 1)
    assert top.after["epsilon"] == "1000"
    # undo goes back to the value before the typing; the numbers follow
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        ws.undo_stack.undo()
    assert box.text() == "1" and ws.parameter_panel.epsilon_slider.value() == round(SLIDER_STEPS * 0.6)
    assert_shows(ws, teacher(1.0))
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        ws.undo_stack.redo()
    assert box.text() == "1000"
    assert_shows(ws, teacher(1000.0))


@pytest.mark.slow  # a whole window per test, 0.7-5 s each
def test_while_updating_the_old_numbers_are_marked_as_old(qtbot, make_workspace):
    ws = alone(make_workspace, "voting")
    type_into(qtbot, ws, ws.parameter_panel.epsilon, "2")
    assert "updating" in ws.controls.result.text()
    summary = ws.summary_panel  # said in its title, the rows greyed: nothing moves (a line above the rows moved them
    assert summary.title() == "Summary (updating…)" and "previous settings" in summary.toolTip()  # and the plots)
    assert summary.status.isHidden()
    assert not ws.summary_panel.labels["opt"].isEnabled() and ws.plots.stale
    assert ws.experiment is None and not ws.controls.run_once.isEnabled()
    wait_settled(qtbot, ws)
    assert_shows(ws, teacher(2.0))
    assert not ws.plots.stale
    assert summary.title() == "Summary" and summary.toolTip() == "" and summary.labels["opt"].isEnabled()


# --- item 27: a refused value never leaves old numbers looking current --------------------------------------
@pytest.mark.slow  # a whole window per test, 0.7-5 s each
def test_refused_epsilon_shows_no_numbers_for_the_old_value(qtbot, make_workspace):
    ws = alone(make_workspace, "voting")
    with qtbot.waitSignal(ws.experimentFailed, timeout=WAIT):
        type_into(qtbot, ws, ws.parameter_panel.epsilon, "1e300")
    assert RED in ws.parameter_panel.epsilon.styleSheet()
    assert "at most 10,000" in ws.parameter_panel.epsilon.toolTip()
    assert "not accepted" in ws.parameter_panel.epsilon_readout.text() and "factor" not in ws.parameter_panel.epsilon_readout.text()
    assert ws.experiment is None and ws.plots.experiment is None
    assert all(ws.summary_panel.text(k) == "—" for k in ("opt", "expected", "threshold", "scale"))
    assert "No results" in ws.summary_panel.status.text() and not ws.summary_panel.status.isHidden()
    assert "No results" in ws.plots.score_plot.titleLabel.text
    assert len(ws.plots.prob_curve.getData()[0] or []) == 0
    assert "Cannot run" in ws.controls.result.text() and not ws.controls.run_n.isEnabled()


@pytest.mark.slow  # a whole window per test, 0.7-5 s each
def test_set_epsilon_out_of_range_is_refused_visibly(qtbot, make_workspace):
    """The ε-sweep's Apply calls set_epsilon: a value outside the accepted range must not leave a box
    that disagrees with the numbers."""
    ws = alone(make_workspace, "voting")
    with qtbot.waitSignal(ws.parameter_panel.refused, timeout=WAIT) as refused:
        message = ws.parameter_panel.set_epsilon(19670.0)
    assert message and "19670" in message and "at most 10,000" in message
    assert refused.args == [message]
    assert ws.parameter_panel.epsilon.text() == "1" and settled(ws)
    assert "not applied" in ws.controls.result.text()
    assert_shows(ws, teacher(1.0))
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        assert ws.parameter_panel.set_epsilon(EPSILON_MAX) is None
    assert ws.experiment.params.epsilon == EPSILON_MAX


@pytest.mark.slow  # a whole window per test, 0.7-5 s each
def test_the_readout_promises_what_a_release_really_spends(qtbot, make_workspace):
    from guihelp import load_preset, ready

    ws = load_preset(qtbot, make_workspace("voting"))
    readout, combo = ws.parameter_panel.epsilon_readout, ws.parameter_panel.neighbours
    assert f"e<sup>ε/2</sup> = <b>{factor_text(0.5)}</b>" in readout.text()
    # "ε/2" kept whole on its line (presentation broke it after the slash: "ε/" then "2).")
    assert "spends only <span style='white-space:nowrap'>ε/2</span>)." in readout.text()
    assert readout.text().startswith("Adding or removing one person changes")  # issue 30, item 2: which change
    ready(qtbot, ws, lambda: combo.setCurrentIndex(combo.findData("replace")))  # a moved ballot: not monotone
    assert f"e<sup>ε</sup> = <b>{factor_text(1.0)}</b>." == readout.text().split("factor ", 1)[1]
    assert readout.text().startswith("Replacing one person's data changes")
    custom = make_workspace("custom")
    load_preset(qtbot, custom, "Votes + 100 per voter (range 1, sensitivity 101)")
    text = custom.parameter_panel.epsilon_readout.text()
    assert "·ε</sup>" in text and "less than ε" in text


# --- item 29: the accepted range, the slider at both ends, the readout --------------------------------------
@pytest.mark.slow  # a whole window per test, 0.7-5 s each
def test_slider_and_box_agree_at_both_ends_of_the_range(qtbot, make_workspace):
    ws = alone(make_workspace, "voting")
    p = ws.parameter_panel
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        p.epsilon_slider.setValue(0)
    assert float(p.epsilon.text()) == EPSILON_MIN and p.epsilon.styleSheet() == ""
    assert ws.experiment.params.epsilon == EPSILON_MIN
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        p.epsilon_slider.setValue(SLIDER_STEPS)
    assert float(p.epsilon.text()) == EPSILON_MAX and ws.experiment.params.epsilon == EPSILON_MAX
    assert "more than 10^300" in p.epsilon_readout.text()
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        type_into(qtbot, ws, p.epsilon, "0.000001")
    assert p.epsilon_slider.value() == 0
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        type_into(qtbot, ws, p.epsilon, "10000")
    assert p.epsilon_slider.value() == SLIDER_STEPS
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        type_into(qtbot, ws, p.epsilon, "709")
    text = p.epsilon_readout.text()
    assert "e+" not in text and f"e<sup>ε/2</sup> = <b>{factor_text(354.5)}</b>" in text  # ε/2 on votes
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        type_into(qtbot, ws, p.epsilon, "20")
    assert f"= <b>{factor_text(10.0)}</b>" in p.epsilon_readout.text()  # e^(20/2)


# --- item 30: every failure of the background computation becomes a message ---------------------------------
class _Boom(BaseException):
    pass


FAILURES = [
    (MemoryError(), "not enough memory"),
    (ZeroDivisionError("float division by zero"), "too large or too small"),
    (_Boom("deep trouble"), "unexpected internal problem"),  # Python's own texts never reach a user
    (RuntimeError(""), "unexpected internal problem"),
]


@pytest.mark.slow  # every value in one workspace/window: 1-3 s in all (was one window per value)
def test_any_failure_of_the_exact_computation_is_said(qtbot, make_workspace, monkeypatch, subtests):
    """Every failure in one workspace (no window), each a new valid ε typed (2, 3, 4, 5: a new computation each),
    each reported under its own name."""
    ws = make_workspace("voting")
    for number, (exc, words) in enumerate(FAILURES, start=2):
        with subtests.test(exc=repr(exc)):
            def builder(*_args, _exc=exc, **_kwargs):
                raise _exc

            monkeypatch.setattr(controllers, "_build_experiment", builder)
            with qtbot.waitSignal(ws.experimentFailed, timeout=WAIT) as failed:
                type_into(qtbot, ws, ws.parameter_panel.epsilon, str(number))
            assert words in failed.args[0]
            assert "updating" not in ws.controls.result.text()
            assert "Cannot run" in ws.controls.result.text() and words in ws.controls.result.text()
            assert settled(ws) and ws.plots.experiment is None


@pytest.mark.slow  # a whole window per test, 0.7-5 s each
def test_a_failure_while_showing_the_numbers_is_said(qtbot, make_workspace, monkeypatch):
    ws = alone(make_workspace, "voting")

    def broken(*_args, **_kwargs):
        raise OverflowError("cannot convert float infinity to integer")

    monkeypatch.setattr(ws.plots, "set_experiment", broken)
    with qtbot.waitSignal(ws.experimentFailed, timeout=WAIT) as failed:
        type_into(qtbot, ws, ws.parameter_panel.epsilon, "2")
    assert "cannot be shown" in failed.args[0] and "Cannot run" in ws.controls.result.text()


@pytest.mark.slow  # every value in one workspace/window: 1-3 s in all (was one window per value)
def test_extreme_max_price_never_hangs_at_updating(qtbot, make_workspace, subtests):
    """Every extreme price in one workspace (no window), the preset's price typed back before the next, each
    reported under its own name."""
    ws = make_workspace("pricing", "Lecture: $1, $1, $3.01")
    box = ws.parameter_panel.max_price
    preset_price = box.text()
    for price in ["1e308", "2e307", "1e-320"]:
        with subtests.test(price=price):
            type_into(qtbot, ws, box, price)
            wait_settled(qtbot, ws)
            assert "updating" not in ws.controls.result.text()
            refused = RED in box.styleSheet() or "Cannot run" in ws.controls.result.text()
            if refused:
                assert ws.experiment is None and ws.plots.experiment is None
            else:  # accepted: the numbers are for this price
                assert ws.experiment.params.max_price == float(price)
            type_into(qtbot, ws, box, preset_price)
            wait_settled(qtbot, ws)
            assert ws.experiment is not None and RED not in box.styleSheet()


# --- item 34: a very large grid asks first --------------------------------------------------------------
@pytest.mark.slow  # a whole window per test, 0.7-5 s each
def test_a_huge_price_grid_asks_first_and_no_keeps_the_previous_alpha(qtbot, make_workspace, monkeypatch):
    ws = alone(make_workspace, "pricing", "Lecture: $1, $1, $3.01")
    asked = []

    def question(_parent, title, text, *args, **kwargs):
        asked.append(text)
        return QMessageBox.No

    monkeypatch.setattr(QMessageBox, "question", question)
    submitted = []
    ws.computationStarted.connect(submitted.append)
    before = ws.parameter_panel.alpha.text()
    type_into(qtbot, ws, ws.parameter_panel.alpha, "1e-7")
    qtbot.waitUntil(lambda: bool(asked), timeout=WAIT)
    wait_settled(qtbot, ws)
    assert "10,000,000 prices" in asked[0] and "seconds" in asked[0] and "memory" in asked[0]
    assert ws.parameter_panel.alpha.text() == before and ws.experiment.problem.m == pricing.grid_size(float(before))
    assert len(asked) == 1 and len(submitted) == 1  # the huge grid was never computed


@pytest.mark.slow  # a whole window per test, 0.7-5 s each
def test_a_large_grid_is_computed_after_yes(qtbot, make_workspace, monkeypatch):
    ws = alone(make_workspace, "pricing", "Lecture: $1, $1, $3.01")
    monkeypatch.setattr(pricing_ui, "ASK_ABOVE_PRICES", 1000)
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda _p, _t, text, *a, **k: asked.append(text) or QMessageBox.Yes)
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        type_into(qtbot, ws, ws.parameter_panel.alpha, "0.0005")
    assert len(asked) == 1 and "2,000 prices" in asked[0]
    assert ws.experiment.problem.m == 2000


# --- item 35: Cancel right after Run N always stops the run -----------------------------------------------
@pytest.mark.slow  # a whole window per test, 0.7-5 s each
def test_cancel_right_after_run_n_always_stops(qtbot, make_workspace):
    ws = alone(make_workspace, "pricing", "Lecture: $1, $1, $3.01")
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):  # a million prices: batches take milliseconds,
        ws.parameter_panel.set_alpha(1e-6)  # so 2·10^9 trials take minutes (6 candidates would finish 2·10^9 in a blink)
    for _ in range(20):
        with qtbot.waitSignal(ws.runFinished, timeout=WAIT) as finished:
            ws.run_n(2_000_000_000)
            ws.controls.cancel.click()
        assert finished.args == [False]
        assert ws.running is None and ws.controls.run_n.isEnabled()
        assert ws.aggregate.trials < 2_000_000_000
        assert ws.summary_panel.text("trials") == f"{ws.aggregate.trials:,}"
    qtbot.waitUntil(lambda: not ws.sim.busy, timeout=WAIT)
    before = ws.aggregate.trials
    ws.refresh(force=True)
    assert ws.aggregate.trials == before  # nothing arrives after the run said it stopped


# --- item 36: closing never waits for background work -----------------------------------------------------
@pytest.mark.slow  # a whole window per test, 0.7-5 s each
def test_shutdown_never_waits_for_background_work(qtbot, tmp_path, monkeypatch):
    """Closing with a stuck computation and a running simulation makes no wait for any thread (how long closing
    takes is measured by tests/benchmarks/bench_gui.py), and the stuck result, when it comes, goes nowhere."""
    w = make_window(qtbot, tmp_path)
    ws = load(qtbot, w, "voting")
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.run_n(1000)
    release = threading.Event()
    real = controllers._build_experiment
    started, returned = threading.Event(), threading.Event()

    def stuck(*args, **kwargs):
        started.set()
        release.wait(deadline(60))  # a computation that takes a minute, or until the test lets it go
        try:
            return real(*args)
        finally:
            returned.set()

    run_ws = w.workspaces["lunch"]
    ready(qtbot, run_ws, lambda: run_ws.load_preset(next(iter(run_ws.scenario.presets))))
    monkeypatch.setattr(controllers, "_build_experiment", stuck)
    run_ws.run_n(2_000_000_000)
    type_into(qtbot, ws, ws.parameter_panel.epsilon, "3")
    qtbot.waitUntil(started.is_set, timeout=WAIT)
    assert waits_made_by(w.close) == []  # the old code waited up to 5 s for the stuck computation
    assert not returned.is_set() and not w.isVisible()  # closed while the computation was still stuck
    release.set()
    drain = ws.exact._drain
    qtbot.waitUntil(lambda: returned.is_set() and any(item[0] == "end" for item in list(drain.queue)), timeout=WAIT)
    drain.drain()  # the late result, and the end of its thread, are queued: a drain now delivers nothing
    assert ws.experiment is None and "updating" in ws.controls.result.text()


# --- items 9 and 38: user text in labels is escaped and elided -----------------------------------------------
@pytest.mark.slow  # a whole window per test, 0.7-5 s each
def test_candidate_names_are_shown_as_text_not_markup(qtbot, make_workspace):
    ws = make_workspace("voting", preset="")  # (an empty table, as a window's Voting before any preset)
    name = "<i>Ms <b>Okafor"
    ready(qtbot, ws, lambda: ws.set_dataset(voting.VoteTally((name,), np.array([5]))))
    assert ws.run_once() == 0
    text = ws.controls.result.text()
    assert "&lt;i&gt;Ms &lt;b&gt;Okafor" in text and "<i>Ms" not in text
    assert "&lt;i&gt;" in ws.summary_panel.text("opt_at")
    assert ws.summary_panel.labels["opt_at"].textFormat() == Qt.RichText
    assert html.escape(name, quote=False) in ws.controls.result.toolTip()


@pytest.mark.slow  # a whole window per test, 0.7-5 s each
def test_a_very_long_name_is_elided_with_the_full_text_in_the_tooltip(qtbot, make_workspace):
    ws = make_workspace("voting", preset="")  # (an empty table, as a window's Voting before any preset)
    long_name = "N" * 200  # the longest name the table accepts
    ready(qtbot, ws, lambda: ws.set_dataset(voting.VoteTally((long_name, "Bo"), np.array([50, 0]))))
    ws.run_once()
    assert len(ws.controls.result.text()) < 1000 and "…" in ws.controls.result.text()
    assert long_name in ws.controls.result.toolTip()
    assert len(ws.summary_panel.text("opt_at")) <= text.ELIDE_CHARS and ws.summary_panel.text("opt_at").endswith("…")
    assert long_name in ws.summary_panel.labels["opt_at"].toolTip()
    ticks = ws.plots.score_plot.category_axes.axis()._tickLevels[0]  # the axis naming the candidates
    assert ticks and all(len(label) <= 60 for _, label in ticks)


# --- item 14: a vacuous bound is said in words ------------------------------------------------------------
@pytest.mark.slow  # a whole window per test, 0.7-5 s each
def test_a_vacuous_bound_is_said_in_words(qtbot, make_workspace):
    ws = alone(make_workspace, "voting")
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        type_into(qtbot, ws, ws.parameter_panel.epsilon, "0.01")
    assert ws.experiment.summary.threshold_vacuous
    assert ws.summary_panel.text("threshold") == formatting.VACUOUS
    assert "−" not in ws.summary_panel.text("threshold")
    assert "says nothing" in ws.plots.dist_lines["threshold"].line.toolTip()
    assert not ws.plots.dist_lines["threshold"].line.isVisible()
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        type_into(qtbot, ws, ws.parameter_panel.epsilon, "1")
    assert not ws.experiment.summary.threshold_vacuous
    assert ws.summary_panel.text("threshold").startswith(text.fmt_value(ws.experiment.summary.threshold))


@pytest.mark.slow  # a whole window per test, 0.7-5 s each
def test_a_vacuous_pricing_guarantee_is_said_in_words(qtbot, make_workspace):
    ws = alone(make_workspace, "pricing", "Lecture: $1, $1, $3.01")
    assert ws.experiment.guarantee["revenue"] < 0
    assert ws.summary_panel.text("guarantee") == formatting.VACUOUS
    ws2 = alone(make_workspace, "pricing", "Synthetic: 2,000 log-normal buyers")
    assert ws2.experiment.guarantee["revenue"] > 0
    assert ws2.summary_panel.text("guarantee").startswith("at least $")


@pytest.mark.slow  # a whole window per test, 0.7-5 s each
def test_the_run_n_button_runs_the_number_in_the_box(qtbot, make_workspace):
    """The button's clicked(bool) must not be read as N: Run N ran False = 0 trials."""
    ws = alone(make_workspace, "voting")
    ws.parameter_panel.trials.setValue(1234)
    wait_settled(qtbot, ws)
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT) as finished:
        ws.controls.run_n.click()
    assert finished.args == [True]
    assert ws.aggregate.trials == 1234 and ws.summary_panel.text("trials") == "1,234"


@pytest.mark.slow  # a whole window per test, 0.7-5 s each
def test_plots_recover_their_titles_after_a_refused_input(qtbot, make_workspace):
    ws = alone(make_workspace, "voting")
    title = ws.plots.score_plot.titleLabel.text
    with qtbot.waitSignal(ws.experimentFailed, timeout=WAIT):
        type_into(qtbot, ws, ws.parameter_panel.epsilon, "0")
    empty = ws.plots.score_plot.titleLabel
    assert "No results" in empty.text and len(empty.text) < 40  # a short title: it must not widen the plots
    assert "at least 0.000001" in ws.plots.score_plot.toolTip()
    ready(qtbot, ws, lambda: type_into(qtbot, ws, ws.parameter_panel.epsilon, "2"))
    label = ws.plots.score_plot.titleLabel
    assert label.text == title and label.opts.get("color") is None  # the theme's colour again, not error red


def test_a_refused_paste_is_said_and_changes_nothing(qtbot, make_workspace, monkeypatch):
    from PySide6.QtWidgets import QApplication

    from expmech_gui.ui.widgets import panels

    ws = alone(make_workspace, "voting")
    shown = []
    monkeypatch.setattr(panels, "warn_plain", lambda _parent, title, text: shown.append((title, text)))
    before = ws.model.to_session()
    QApplication.clipboard().setText("Ada\t3\textra\tcells\n")
    assert ws.editor.paste_clipboard() == 0
    assert shown and shown[0][0] == "Paste refused" and "row 1" in shown[0][1] and "4 cells" in shown[0][1]
    assert ws.model.to_session() == before


@pytest.mark.slow  # a whole window per test, 0.7-5 s each
def test_import_reads_on_a_background_thread_and_refusals_change_nothing(qtbot, make_workspace, tmp_path, monkeypatch):
    import dataclasses
    import threading

    from expmech_gui.ui.workspaces import files as workspace_files

    ws = alone(make_workspace, "voting")
    good = tmp_path / "ballots.csv"
    good.write_text("ballot\n" + "Ada\nBob\nAda\n" * 2000)
    readers = []
    real_read = ws.scenario.read_csv

    def read(path):
        readers.append(threading.current_thread() is threading.main_thread())
        return real_read(path)

    monkeypatch.setattr(ws, "scenario", dataclasses.replace(ws.scenario, read_csv=read))
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        ws.import_in_background(str(good))
    assert [ws.model.index(r, 0).data() for r in range(ws.model.rowCount())] == ["Ada", "Bob"]
    assert [ws.model.index(r, 1).data() for r in range(ws.model.rowCount())] == ["4000", "2000"]
    assert readers == [False]  # read off the GUI thread
    shown = []
    monkeypatch.setattr(workspace_files, "warn_plain", lambda _p, title, text: shown.append((title, text)))
    before = ws.model.to_session()
    bad = tmp_path / "bad.csv"
    bad.write_bytes(b"candidate,votes\nAda,\xff3\n")
    with qtbot.waitSignal(ws.import_jobs.failed, timeout=WAIT):
        ws.import_in_background(str(bad))
    assert shown and shown[0][0] == "Import failed" and "UTF-8" in shown[0][1] and "not changed" in shown[0][1]
    assert ws.model.to_session() == before


@pytest.mark.slow  # a whole window per test, 0.7-5 s each
def test_export_results_writes_on_a_background_thread_and_says_so(qtbot, window, tmp_path, monkeypatch):
    import json

    from PySide6.QtWidgets import QFileDialog

    from expmech_gui.ui import main_window as main_window_module

    ws = load(qtbot, window, "voting")
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.run_n(1000)
    target = tmp_path / "results.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "JSON (*.json)"))
    with qtbot.waitSignal(ws.export_jobs.done, timeout=WAIT):
        window.exports.results_dialog()
    doc = json.loads(target.read_text())
    assert doc["trials"] == 1000 and sum(doc["counts"]) == 1000
    assert "Exported results to" in window.statusBar().currentMessage()
    warned = []
    monkeypatch.setattr(main_window_module.MainWindow, "_warn", lambda _self, title, text: warned.append(text))
    missing = tmp_path / "no such folder" / "r.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(missing), "CSV (*.csv)"))
    window.exports.results_dialog()
    assert warned and "does not exist" in warned[0] and not missing.exists()


@pytest.mark.slow  # every value in one workspace/window: 1-3 s in all (was one window per value)
def test_an_empty_table_says_no_data_yet_instead_of_plots_of_nothing(qtbot, make_workspace, subtests):
    """Each scenario's table emptied (each a workspace on its own), each reported under its own name."""
    for key in ["pricing", "voting", "lunch"]:
        with subtests.test(key=key):
            ws = alone(make_workspace, key)
            with qtbot.waitSignal(ws.experimentFailed, timeout=WAIT) as failed:
                ws.model.remove_rows(range(ws.model.rowCount()))
            assert failed.args[0].startswith("no data yet")
            assert ws.experiment is None and not ws.controls.run_once.isEnabled()
            assert "no data yet" in ws.summary_panel.status.text()


def test_a_long_paste_is_parsed_off_the_gui_thread_and_lands_identical(qtbot, make_workspace, monkeypatch):
    """Issue 27: pasting 100,000 voting rows parses and checks them on a worker thread. While it is held the GUI
    thread ticks a 10 ms timer 50 times and the line under the table says 'Pasting 100,000 rows…'; a cell edited
    meanwhile is kept (the paste is planned again on the edited table); the rows that land are exactly what the
    one-step paste gives, refusals and duplicate names included. A long paste that does not fit is refused."""
    from PySide6.QtWidgets import QApplication

    from expmech_gui.scenarios.framework import typed_tables
    from expmech_gui.ui.scenarios.voting.voting import VotesModel
    from expmech_gui.ui.widgets import panels

    ws = alone(make_workspace, "voting")
    rows = [f"Candidate {i % 99_000}\t{'x' if i % 1000 == 7 else (i * 7919) % 100_000}" for i in range(100_000)]
    text = "\n".join(rows)
    assert len(text) >= panels.BACKGROUND_PASTE_CHARS
    real, held, release, threads = typed_tables.vote_table, threading.Event(), threading.Event(), set()

    def held_vote_table(*args, **kwargs):
        threads.add(threading.get_ident())
        if not release.is_set():
            held.set()
            release.wait(deadline(60))  # on the GUI thread this would freeze the window: no tick could come
        return real(*args, **kwargs)

    expected = VotesModel()
    expected.from_session(ws.model.to_session())
    expected.setData(expected.index(1, 1), "41", Qt.EditRole)
    monkeypatch.setattr(typed_tables, "vote_table", held_vote_table)
    timer, ticks = ticking(release.is_set)
    QApplication.clipboard().setText(text)
    ws.editor.view.setCurrentIndex(ws.model.index(2, 0))
    assert ws.editor.paste_clipboard() == 0  # not yet: the rows land when the worker is done
    qtbot.waitUntil(held.is_set, timeout=WAIT)
    qtbot.waitUntil(lambda: ticks.count(False) >= 50, timeout=WAIT)
    timer.stop()
    assert ws.editor.excluded.text() == "Pasting 100,000 rows…" and ws.model.rowCount() < 100_000
    ws.model.setData(ws.model.index(1, 1), "41", Qt.EditRole)  # typed while the paste is parsed
    release.set()
    qtbot.waitUntil(lambda: ws.model.rowCount() == 100_002 and not ws.busy(), timeout=LONG_WAIT)
    assert threads and threading.get_ident() not in threads
    monkeypatch.setattr(typed_tables, "vote_table", real)
    assert expected.paste_text(text, 2) == 100_000
    assert ws.model.to_session() == expected.to_session() and ws.model.invalid_rows() == expected.invalid_rows()
    assert "invalid rows excluded" in ws.editor.excluded.text()
    shown = []
    monkeypatch.setattr(panels, "warn_plain", lambda _parent, title, message: shown.append((title, message)))
    before = ws.model.to_session()
    QApplication.clipboard().setText(text + "\nAda\t3\textra")
    ws.editor.paste_clipboard()
    qtbot.waitUntil(lambda: bool(shown), timeout=LONG_WAIT)
    assert shown[0][0] == "Paste refused" and "row 100,001" in shown[0][1] and ws.model.to_session() == before
    assert "Pasting" not in ws.editor.excluded.text()
