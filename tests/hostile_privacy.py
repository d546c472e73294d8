"""Hostile inputs: privacy (collected by test_hostile_inputs.py).

The three privacy views' inputs — the person chooser and the changed-value box of the one-person view, the
bill's δ box and release count, the ε-sweep's target — typed wrong on purpose, and jobs cancelled or
interrupted mid-way. Each case asserts a visible refusal or message (escaped, in words, no traceback) and that
nothing else changed: the table, the parameters and what the view showed before.
"""

import numpy as np
import pytest

pytest.importorskip("PySide6")

import test_gui as _tg
from guihelp import LONG_WAIT, background_done

from test_gui_privacy import simulate

from expmech_gui.core.accounting import bill as accounting

_WAIT = _tg.WAIT


def _one_person_of(qtbot, ws):
    view = ws.neighbour_view
    with qtbot.waitSignal(view.comparisonShown, timeout=_WAIT):
        ws.views.setCurrentWidget(view)
    return ws, view


def _plots(view):
    return [np.array(item.getData()[1] if item.getData()[1] is not None else [])
            for item in (view.line_d, view.line_d2, view.ratio_curve)] + [
        np.array(view.bars_d.opts["height"]), np.array(view.bars_d2.opts["height"])]


def _assert_refused(qtbot, ws, view, before_plots, before_table, before_params, *needles):
    text = view.numbers.text()
    assert "color:#a00000" in text, text
    for needle in needles:
        assert needle in text, text
    assert "Traceback" not in text
    background_done(qtbot, ws)  # a comparison started by the refused input would have shown by now
    after = _plots(view)
    assert all(np.array_equal(a, b) for a, b in zip(before_plots, after))
    assert ws.model.to_session() == before_table
    assert ws.parameter_panel.state() == before_params


CHOOSER_CASES = [
    ("abc", "'abc' is not a number"),
    ("0,5", "decimal point"),
    ("-1", "at least 1"),
    ("1e400", "too large"),
    ("", "Choose the buyer"),
]


@pytest.mark.slow  # every value in one workspace/window: 1-3 s in all (was one window per value)
def test_hostile_person_chooser_pricing(qtbot, make_workspace, subtests):
    """Every hostile chooser value in one workspace (no window), each reported under its own name; a refusal
    changes nothing, so the next value starts from the same comparison (the needles differ, so each refusal is
    the new value's)."""
    ws, view = _one_person_of(qtbot, make_workspace("pricing"))
    before = (_plots(view), ws.model.to_session(), ws.parameter_panel.state())
    for typed, needle in CHOOSER_CASES:
        with subtests.test(typed=typed):
            view.change.setCurrentIndex(view.change.findData("remove"))
            view.row.setText(typed)
            view.compare_button.click()
            _assert_refused(qtbot, ws, view, *before, needle)
            assert needle in view.who.text()


VOTING_VALUE_CASES = [
    ("abc", "There is no candidate called 'abc'"),
    ("0,5", "decimal point"),
    ("-1", "at least 1"),
    ("1e400", "too large"),
    ("", "Choose the candidate"),
]


@pytest.mark.slow  # every value in one workspace/window: 1-3 s in all (was one window per value)
def test_hostile_changed_value_voting(qtbot, make_workspace, subtests):
    """Every hostile changed value in one workspace (no window), each reported under its own name."""
    ws, view = _one_person_of(qtbot, make_workspace("voting"))
    before = (_plots(view), ws.model.to_session(), ws.parameter_panel.state())
    for typed, needle in VOTING_VALUE_CASES:
        with subtests.test(typed=typed):
            view.change.setCurrentIndex(view.change.findData("replace"))
            view.row.setText("1")
            view.value.setText(typed)
            view.compare_button.click()
            _assert_refused(qtbot, ws, view, *before, needle)


PRICING_VALUE_CASES = [
    ("abc", "'abc' is not a number"),
    ("0,5", "decimal point"),
    ("-1", "at least 0"),
    ("1e400", "too large"),
    ("", "empty value"),
]


@pytest.mark.slow  # every value in one workspace/window: 1-3 s in all (was one window per value)
def test_hostile_changed_value_pricing(qtbot, make_workspace, subtests):
    """Every hostile new buyer's value in one workspace (no window), each reported under its own name."""
    ws, view = _one_person_of(qtbot, make_workspace("pricing"))
    before = (_plots(view), ws.model.to_session(), ws.parameter_panel.state())
    for typed, needle in PRICING_VALUE_CASES:
        with subtests.test(typed=typed):
            view.change.setCurrentIndex(view.change.findData("add"))
            view.value.setText(typed)
            view.compare_button.click()
            _assert_refused(qtbot, ws, view, *before, "The new buyer's value", needle)


@pytest.mark.slow  # one workspace (no window) and its privacy jobs, 1-4 s
def test_hostile_markup_in_the_chooser_is_escaped(qtbot, make_workspace):
    ws, view = _one_person_of(qtbot, make_workspace("lunch"))
    before = (_plots(view), ws.model.to_session(), ws.parameter_panel.state())
    view.change.setCurrentIndex(view.change.findData("remove"))
    view.row.setText("<b>Nobody</b>")
    view.compare_button.click()
    _assert_refused(qtbot, ws, view, *before, "There is no person called '&lt;b&gt;Nobody&lt;/b&gt;'")
    assert "<b>Nobody" not in view.numbers.text()


def _bill_of(qtbot, ws):
    for _ in range(3):
        ws.run_once()
    panel = ws.bill_panel
    with qtbot.waitSignal(panel.billShown, timeout=_WAIT):
        ws.views.setCurrentWidget(panel)
    return ws, panel


DELTA_CASES = [
    ("0", "δ must be greater than 0 and less than 1, not 0"),
    ("1", "δ must be greater than 0 and less than 1, not 1"),
    ("1e-400", "too small"),
    ("x", "'x' is not a number"),
    ("0,001", "decimal point"),
]


@pytest.mark.slow  # every value in one workspace/window: 1-3 s in all (was one window per value)
def test_hostile_delta(qtbot, make_workspace, subtests):
    """Every hostile δ in one workspace's bill (no window), each reported under its own name; a refused δ changes
    nothing, so each value starts from the same bill."""
    ws, panel = _bill_of(qtbot, make_workspace("voting"))
    table, shown, params = panel.table.text(), panel.shown_inputs, ws.parameter_panel.state()
    for typed, needle in DELTA_CASES:
        with subtests.test(typed=typed):
            panel.delta.setText(typed)
            panel.delta.editingFinished.emit()
            text = panel.meaning.text()
            assert needle in text and "color:#a00000" in text and "the bill below is still for δ = 10⁻⁶" in text
            background_done(qtbot, ws)  # a bill started by the refused δ would have shown by now
            assert panel.table.text() == table and panel.shown_inputs == shown
            assert ws.parameter_panel.state() == params
            assert not panel.job_bar.isVisible()
            assert panel.delta.text() == typed  # what was typed stays, to be fixed


@pytest.mark.slow  # one workspace (no window) and its privacy jobs, 1-4 s
def test_hostile_release_count_zero(qtbot, make_workspace):
    ws = make_workspace("voting")
    panel = ws.bill_panel
    with qtbot.waitSignal(panel.billShown, timeout=_WAIT):
        ws.views.setCurrentWidget(panel)
    assert ws.releases == 0
    assert "No releases yet" in panel.table.text() and "nothing has been spent" in panel.meaning.text()
    assert "<b>0</b>" in panel.releases_label.text()


@pytest.mark.slow  # one workspace (no window) and its privacy jobs, 1-4 s
def test_hostile_release_count_beyond_float_and_exact_limits(qtbot, make_workspace):
    """The most releases the bill can price: the ledger's, plus up to 10^18 simulated trials counted as
    published (issue 31: the bill no longer reads a bare release count, so 10^400 cannot be asked for)."""
    ws, panel = _bill_of(qtbot, make_workspace("voting"))
    simulate(ws, 10**17)
    with qtbot.waitSignal(panel.billShown, timeout=_WAIT):
        panel.count_trials.setChecked(True)
    assert "1.0 × 10^17" in panel.meaning.text() and "at most 100,000 releases" in panel.meaning.text()
    assert "inf" not in panel.table.text() and "nan" not in panel.table.text()
    assert "Traceback" not in panel.meaning.text()


def _sweep_of(qtbot, ws):
    view = ws.sweep_view
    with qtbot.waitSignal(view.sweepShown, timeout=_WAIT):
        ws.views.setCurrentWidget(view)
    return ws, view


SOLVE_CASES = [
    ("-1", "The accepted loss: must be at least 0"),
    ("nan", "not a finite number"),
    ("abc", "'abc' is not a number"),
    ("0,5", "decimal point"),
    ("", "no number was given"),
]


@pytest.mark.slow  # every value in one workspace/window: 1-3 s in all (was one window per value)
def test_hostile_solve_target(qtbot, make_workspace, subtests):
    """Every hostile target in one workspace's ε-sweep (no window), each reported under its own name."""
    ws, view = _sweep_of(qtbot, make_workspace("pricing"))
    params = ws.parameter_panel.state()
    for typed, needle in SOLVE_CASES:
        with subtests.test(typed=typed):
            view.loss.setText(typed)
            view.solve_button.click()
            assert needle in view.answer.text() and "color:#a00000" in view.answer.text()
            assert not view.apply_button.isEnabled() and view.solution is None
            background_done(qtbot, ws)  # a solve started by the refused target would have answered by now
            assert ws.parameter_panel.state() == params and view.solution is None


@pytest.mark.slow  # one workspace (no window) and its privacy jobs, 1-4 s
def test_hostile_unreachable_solve_target(qtbot, make_workspace):
    ws, view = _sweep_of(qtbot, make_workspace("pricing"))
    params, eps = ws.parameter_panel.state(), ws.experiment.params.epsilon
    view.loss.setText("1e-12")
    with qtbot.waitSignal(view.solved, timeout=_WAIT):
        view.solve_button.click()
    assert "No ε up to 10,000 reaches this target" in view.answer.text()
    assert not view.apply_button.isEnabled()
    view.apply_button.click()  # disabled: nothing happens
    background_done(qtbot, ws)  # an ε applied would have started new exact numbers, finished by now
    assert ws.parameter_panel.state() == params and ws.experiment.params.epsilon == eps


@pytest.mark.slow  # one workspace (no window) and its privacy jobs, 1-4 s
def test_hostile_cancel_the_search_midway(qtbot, make_workspace):
    ws = make_workspace("pricing")
    _tg.ready(qtbot, ws, lambda: ws.parameter_panel.set_alpha(2e-4))  # 5,000 prices: a search of some seconds
    view = ws.neighbour_view
    with qtbot.waitSignal(view.comparisonShown, timeout=_WAIT):
        ws.views.setCurrentWidget(view)
    exp, table = ws.experiment, ws.model.to_session()
    found = []
    view.searchFinished.connect(found.append)
    view.search_button.click()
    assert view.search_bar.isVisible() and not view.search_button.isEnabled()
    view.cancel_button.click()
    assert "Search cancelled" in view.search_result.text()
    assert view.search_button.isEnabled() and not view.search_bar.isVisible()
    background_done(qtbot, ws)  # the cancelled search's thread has ended: its result, if any, came before that
    assert found == [] and ws.experiment is exp and ws.model.to_session() == table


@pytest.mark.slow  # one workspace (no window) and its privacy jobs, 1-4 s
def test_hostile_cancel_the_bill_midway(qtbot, make_workspace):
    ws, panel = _bill_of(qtbot, make_workspace("voting"))
    simulate(ws, accounting.MAX_RELEASES - ws.releases)  # with the releases made: 100,000 counted as published
    panel.count_trials.setChecked(True)
    assert panel.job_bar.isVisible()
    panel.job_bar.cancel_button.click()
    assert "Cancelled: the bill for 100,000 releases was not computed" in panel.meaning.text()
    assert not panel.job_bar.isVisible() and panel.releases() == accounting.MAX_RELEASES
    with qtbot.waitSignal(panel.billShown, timeout=LONG_WAIT):  # and it can be computed after all
        panel.recompute_button.click()
    assert panel.shown_inputs[3] == accounting.MAX_RELEASES


@pytest.mark.slow  # one workspace (no window) and its privacy jobs, 1-4 s
def test_hostile_switch_tabs_during_jobs(qtbot, make_workspace):
    ws, panel = _bill_of(qtbot, make_workspace("voting"))
    simulate(ws, 20_000 - ws.releases)
    panel.count_trials.setChecked(True)
    ws.views.setCurrentWidget(ws.sweep_view)  # the sweep starts while the bill still computes
    ws.views.setCurrentIndex(0)
    ws.views.setCurrentWidget(panel)
    qtbot.waitUntil(lambda: panel.shown_inputs is not None and panel.shown_inputs[3] == 20_000, timeout=LONG_WAIT)
    assert panel.meaning.text().startswith("After 20,000 releases")
    assert "color:#a00000" not in panel.meaning.text()
    ws.views.setCurrentWidget(ws.sweep_view)
    qtbot.waitUntil(lambda: (lambda x: x is not None and len(x) == 60)(ws.sweep_view.expected.getData()[0]),
                    timeout=_WAIT)
    assert not ws.sweep_view.job_bar.isVisible() and ws.sweep_view.status.text() == ""
