"""A new scenario's own guarantee (``Scenario.extras``) with terms of its own reaches every view without a
crash (issue 29 §1): the views that draw pricing's revenue floor leave it out, nothing reads 'revenue'."""
from dataclasses import replace

import pytest

pytest.importorskip("PySide6")

from expmech_gui.scenarios import SCENARIOS
from expmech_gui.ui.report import content as report_content
from expmech_gui.ui.widgets.privacy.sweep import sweep
from guihelp import make_window
from test_registry_scenario import load_coin_from_menu, make_coin


def toy_terms(exp):
    return {"late_attendees": 1.5, "probability": 0.95}


@pytest.fixture
def coin_with_terms_window(qtbot, tmp_path):
    csv = tmp_path / "coin.csv"
    csv.write_text("side,count\nheads,7\ntails,3\n")
    SCENARIOS.add(replace(make_coin(csv), extras=toy_terms))
    try:
        w = make_window(qtbot, tmp_path / "window")
        yield w
        w.close()
    finally:
        SCENARIOS.remove("coin")


def test_a_scenarios_own_terms_reach_the_summary_plots_formulas_report_and_sweep(qtbot, coin_with_terms_window):
    ws = load_coin_from_menu(qtbot, coin_with_terms_window)  # summary, plots and formulas are drawn on loading
    exp = ws.experiment
    assert exp.guarantee == {"late_attendees": 1.5, "probability": 0.95} and exp.score_floor is None
    assert ws.summary_panel.text("guarantee") == ""
    coin_with_terms_window.formulas.show_workspace(ws)
    assert "Pricing guarantee" not in coin_with_terms_window.formulas.label.text()
    facts = report_content.build(ws)
    assert facts is not None
    _, curves, guarantee, _ = sweep(exp, 0.5, 2.0, lambda *_: None, lambda: False)
    assert guarantee is None and curves["expected"].size > 0


def test_pricing_keeps_its_revenue_floor_everywhere(make_workspace):
    ws = make_workspace("pricing")
    floor = ws.experiment.score_floor
    assert floor["floor"] == ws.experiment.guarantee["revenue"] and 0 < floor["probability"] < 1
    assert ws.summary_panel.text("guarantee") != ""
