"""The strategic participant's view (Pricing: a bidder and colluders; Voting: a voter) shows exactly what the core
computes, in words a non-expert reads, and refuses a bad row in one sentence."""
import math

import numpy as np
import pytest

from guihelp import LONG_WAIT, WAIT, load_preset
from expmech_gui.scenarios.pricing import pricing
from expmech_gui.scenarios.voting import voting
from expmech_gui.scenarios.pricing.strategic import bidder_scan, voter_scan

pytestmark = pytest.mark.gui


def _show(qtbot, ws):
    view = ws.strategic_view
    with qtbot.waitSignal(view.scanShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    return view


def test_the_lecture_bidder_in_the_window(qtbot, make_workspace):
    ws = make_workspace(pricing.SCENARIO.key)
    load_preset(qtbot, ws, "Lecture: $1, $1, $3.01")
    assert ws.views.tabText(ws.views.indexOf(ws.strategic_view)) == "Strategic bidder"
    view = ws.strategic_view
    view.row.setText("3")
    view = _show(qtbot, ws)
    private, nonprivate = bidder_scan(ws.experiment, [2])
    x, y = view.private.getData()
    np.testing.assert_array_equal(x, private.reports)
    np.testing.assert_array_equal(y, private.expected_utility)
    text = view.result.text()
    # the cap: the smaller of (e^0.5 − 1)·1.42 = $0.92 and the most he can get ($3.00) × tanh(0.25) = $0.73
    assert "$1.42" in text and "$0.06" in text and "$0.73" in text and "$2.34" in text and "true value $3.01" in text
    assert view.upper.getData()[1][0] == pytest.approx(private.truthful_utility * math.exp(0.5))
    with qtbot.waitSignal(view.scanShown, timeout=WAIT):
        view.colluders.setText("1, 2")
        view.refresh()
    assert "these 3 colluders" in view.result.text()
    view.row.setText("9")
    view.refresh()
    assert "table row" in view.result.text().lower() and "9" in view.result.text()


def test_a_voter_in_the_window(qtbot, make_workspace):
    ws = make_workspace(voting.SCENARIO.key)
    load_preset(qtbot, ws)
    view = ws.strategic_view
    assert not view.colluders.isVisible() and ws.views.tabText(ws.views.indexOf(view)) == "Strategic voter"
    view.row.setText("2")
    view = _show(qtbot, ws)
    scan = voter_scan(ws.experiment, 1)
    np.testing.assert_array_equal(view.private.getData()[1], scan.expected_utility)
    assert "this voter" in view.result.text() and "gains <b>0%</b>" in view.result.text()


def test_the_alpha_trade_off_view_shows_the_core_and_solves_for_alpha(qtbot, make_workspace):
    """Pricing's α view: the curves are scenarios.pricing.alpha_sweep's numbers; Solve for α finds the α of highest
    exact revenue and Apply puts it in the α box."""
    from expmech_gui.scenarios.pricing import alpha_sweep

    ws = make_workspace(pricing.SCENARIO.key)
    load_preset(qtbot, ws, "Synthetic: 2,000 log-normal buyers")
    view = ws.view("alpha_view")
    assert ws.views.tabText(ws.views.indexOf(view)) == "α trade-off"
    with qtbot.waitSignal(view.sweepShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    np.testing.assert_allclose(view.expected.getData()[1], view.shown.expected)
    settings = view._settings(ws.experiment)  # ε, max price, analysis, neighbours, mechanism, t as the run has them
    one = alpha_sweep.sweep(ws.experiment.dataset, alphas=[view.shown.alpha[5]], **settings)
    assert view.shown.expected[5] == pytest.approx(one.expected[0], rel=1e-12)
    # the chance of an optimal price is plotted against α too, and the top axis reads α as m = 1/α prices
    np.testing.assert_allclose(view.chance.getData()[1], view.shown.p_opt)
    assert view.shown.p_opt[5] == pytest.approx(one.p_opt[0], rel=1e-12)
    top = view.plot.getPlotItem().getAxis("top")
    assert top.isVisible() and "m = 1/α" in top.labelText
    assert top.tickStrings([-2.0, -3.0], 1.0, 1.0) == ["100", "1,000"]
    assert "press Solve for α" in view.status.text()
    with qtbot.waitSignal(view.solved, timeout=LONG_WAIT):
        view.solve()
    best_m = round(1 / view.solution)
    assert best_m == round(1 / alpha_sweep.best_exact_alpha(ws.experiment.dataset, m_max=10_000, **settings))
    assert f"{best_m:,} prices" in view.answer.text()
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        view.apply()
    assert ws.experiment.problem.m == best_m
