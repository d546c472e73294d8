"""Issue 31 §4 in the app: the Risk view says, from the session's ledger, how far a belief about one person can
move (a slider for the starting belief), what any test can tell (the trade-off curve) and the exact privacy loss
of the most exposed person — every number the core's, shown in words."""
import pytest

pytest.importorskip("PySide6")

import numpy as np
from guihelp import LONG_WAIT, WAIT, background_done, ready
from test_gui_ledger import released_alone

from expmech_gui.core.privacy import attacker
from expmech_gui.core.accounting import ledger_totals as la
from expmech_gui.release_risk import exposure_sentence


def show_risk(qtbot, ws):
    view = ws.risk_view
    with qtbot.waitSignal(view.riskShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    return view


def test_the_posterior_follows_the_ledger_not_the_current_epsilon(qtbot, make_workspace):
    """The issue's repro (ε = 5, three releases, then ε = 0.1): the belief bound stays that of the total spent."""
    ws = released_alone(qtbot, make_workspace, "voting", 5, 3)
    view = show_risk(qtbot, ws)
    entries = ws.session_ledger.entries
    total = la.tightest(la.ledger_totals(entries, 1e-6))[1]
    assert total == pytest.approx(7.38, abs=0.005)
    d_total = la.total_delta(entries, 1e-6)
    assert view.posterior.text() == attacker.posterior_sentence(0.2, total, d_total)
    assert "e^ε·p" in view.posterior.toolTip()
    view.prior.setValue(1)
    assert view.posterior.text() == attacker.posterior_sentence(0.01, total, d_total)
    assert view.prior_label.text() == "1%"
    assert view.tradeoff.text() == attacker.tradeoff_sentence(total, d_total, 0.05)
    alpha, most, fewest = attacker.tradeoff_curve(total, d_total)
    xs, ys = view.most.getData()
    np.testing.assert_allclose(ys, most) and np.testing.assert_allclose(xs, alpha)
    np.testing.assert_allclose(view.fewest.getData()[1], fewest)
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(0.1))  # no release: nothing changes
    background_done(qtbot, ws)
    assert view.posterior.text() == attacker.posterior_sentence(0.01, total, d_total)


def test_before_any_release_no_belief_moves(qtbot, make_workspace):
    ws = make_workspace("voting", preset="")  # (an empty table, as a window's Voting before any preset)
    view = show_risk(qtbot, ws)
    assert view.posterior.text().startswith("Nothing has been released yet")
    assert "at most 20%" in view.posterior.text()
    assert "coin flip" in view.tradeoff.text()


def test_a_new_release_updates_the_view(qtbot, make_workspace):
    ws = released_alone(qtbot, make_workspace, "voting", 1, 1)
    view = show_risk(qtbot, ws)
    before = view.posterior.text()
    with qtbot.waitSignal(view.riskShown, timeout=WAIT):
        ws.run_once()
    assert view.posterior.text() != before and view.risk.releases == 2


@pytest.mark.parametrize("epsilon", [5, 0.5])
def test_the_most_exposed_persons_loss_is_the_cores(qtbot, make_workspace, epsilon):
    ws = released_alone(qtbot, make_workspace, "voting", epsilon, 3)
    view = show_risk(qtbot, ws)
    with qtbot.waitSignal(view.lossShown, timeout=LONG_WAIT):
        view.loss_button.click()
    result, risk, person = view.loss
    view.grab().save(f"/tmp/risk_view{epsilon}.png")
    assert result.exact_releases == 3 and result.stand_in_releases == 0
    assert view.loss_text.text() == exposure_sentence(result, risk, person)
    assert "average" in view.loss_text.text() and "worst case" in view.loss_text.text()
    d = result.distribution
    assert view.total_line.line.value() == pytest.approx(risk.epsilon)
    assert view.worst_line.line.value() == pytest.approx(d.largest())
    x, y = view.loss_curve.xData, view.loss_curve.yData  # the data set (getData: as displayed, log10)
    assert y[0] == 1.0 and x[0] < d.values[0]  # below every loss: the loss is surely larger
    step = max(1, (x.size - 1) // 40)
    for xi, yi in zip(x[1::step], y[1::step]):  # the curve is the chance the loss is larger, as the core says
        assert yi == pytest.approx(d.tail(xi), rel=1e-9, abs=1e-300)


def test_the_report_says_what_the_ledger_means_for_one_person(qtbot, make_workspace):
    from expmech_gui.ui.report import report

    ws = released_alone(qtbot, make_workspace, "voting", 5, 3)
    show_risk(qtbot, ws)
    text = report.report_html(ws, lambda name, img: f"{name}.png").replace("&#x27;", "'")
    entries = ws.session_ledger.entries
    total, d_total = la.tightest(la.ledger_totals(entries, 1e-6))[1], la.total_delta(entries, 1e-6)
    section = text.split("What it means for one person")[1]
    assert attacker.posterior_sentence(0.2, total, d_total) in section
    assert attacker.tradeoff_sentence(total, d_total, 0.05) in section


def test_the_ledger_view_says_what_the_total_means_for_a_20_percent_belief(qtbot, make_workspace):
    ws = released_alone(qtbot, make_workspace, "voting", 5, 3)
    view = ws.ledger_view
    with qtbot.waitSignal(view.ledgerShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    entries = ws.session_ledger.entries
    total = la.tightest(la.ledger_totals(entries, 1e-6, with_pld=False))[1]
    assert view.risk.text().startswith(attacker.posterior_sentence(0.2, total, la.total_delta(entries, 1e-6)))
    assert "e^ε·p" in view.risk.toolTip()


def test_the_bill_says_what_the_spent_total_means_for_a_20_percent_belief(qtbot, make_workspace):
    from test_gui_privacy import show_bill

    ws = released_alone(qtbot, make_workspace, "voting", 5, 3)
    panel = show_bill(qtbot, ws)
    entries = ws.session_ledger.entries
    total = la.tightest(la.ledger_totals(entries, 1e-6))[1]
    assert panel.posterior.text() == attacker.posterior_sentence(0.2, total, la.total_delta(entries, 1e-6))
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):
        ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(0.1))  # no release: the same belief bound
    assert panel.posterior.text() == attacker.posterior_sentence(0.2, total, la.total_delta(entries, 1e-6))


def test_a_release_after_the_loss_was_shown_says_it_is_out_of_date(qtbot, make_workspace):
    ws = released_alone(qtbot, make_workspace, "voting", 1, 1)
    view = show_risk(qtbot, ws)
    with qtbot.waitSignal(view.lossShown, timeout=LONG_WAIT):
        view.loss_button.click()
    with qtbot.waitSignal(view.riskShown, timeout=WAIT):
        ws.run_once()
    assert "The ledger has changed" in view.loss_text.text()
    with qtbot.waitSignal(view.lossShown, timeout=LONG_WAIT):
        view.loss_button.click()
    assert view.loss[0].distribution.releases == 2 and "The ledger has changed" not in view.loss_text.text()


def test_a_cancelled_sum_is_made_again_when_asked_and_an_answered_one_is_not(qtbot, make_workspace):
    """The view adds up a ledger once however often it is asked (a second refresh showed 'Adding up…' over the
    answer), but a sum cancelled before it ended is made again at the next refresh, not left saying 'Adding up…'."""
    ws = released_alone(qtbot, make_workspace, "voting", 1, 1)
    view = show_risk(qtbot, ws)
    answer = view.posterior.text()
    view.refresh()
    assert view.posterior.text() == answer and not view.jobs.pending
    ws.run_once()  # a new release: a new sum, cancelled at once
    qtbot.waitUntil(lambda: view.jobs.pending or view.risk.releases == 2, timeout=WAIT)
    view.jobs.cancel()
    with qtbot.waitSignal(view.riskShown, timeout=WAIT):
        view.refresh()
    assert view.risk.releases == 2 and view.posterior.text() != answer
