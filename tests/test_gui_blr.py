"""The net mechanism's workspace: the Synthetic data view shows the core's exact numbers, the shared views work over
the net, and a net too big is refused in words."""
from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt

from expmech_gui.scenarios.synthetic import blr

from guihelp import WAIT, ready, show_view as show_named_view

KEY = blr.SCENARIO.key


def show_view(qtbot, ws):
    return show_named_view(qtbot, ws, "blr_view", "blrShown")


def test_the_view_shows_the_exact_synthetic_fractions_and_errors(qtbot, make_workspace):
    ws = make_workspace(KEY)
    exp = ws.experiment
    assert exp.problem.m == 792 and exp.problem.sensitivity == pytest.approx(1 / 120)
    view = ws.view("blr_view")
    assert ws.views.tabText(ws.views.indexOf(view)) == "Synthetic data"
    view = show_view(qtbot, ws)
    report = blr.report(exp, 100, 1)
    expected = np.array(list(report["expected_synthetic_fractions"].values()))
    np.testing.assert_allclose(view.expected_markers.getData()[1], expected, rtol=1e-12)
    np.testing.assert_allclose(view.real_bars.opts["height"], exp.dataset.fractions)
    d = view.shown
    assert d.law.expected == pytest.approx(report["expected_max_error"], rel=1e-12)
    assert d.law.bound.total == pytest.approx(report["blr_bound"]["max_error"], rel=1e-12)
    assert view.bound_line.value() == pytest.approx(report["blr_bound"]["max_error"])
    assert [round(p.n) for p in d.scaling] == [30, 60, 120, 240, 480, 960]
    words = view.words.text()
    assert "largest error over the 27 questions" in words and "The guarantee at ε = 1" in words
    view.set_presentation(True)
    view.set_presentation(False)


def test_settings_change_the_net_and_too_big_a_net_is_refused(qtbot, make_workspace):
    ws = make_workspace(KEY)
    boxes = ws.parameter_panel.setting_boxes

    def type_into(name, text):
        boxes[name].selectAll()
        qtbot.keyClicks(boxes[name], text)

    menu = boxes["blr_queries"]  # the query class is a menu
    assert [menu.itemText(i) for i in range(menu.count())][:2] == ["All conjunctions", "One- and two-way marginals"]
    ready(qtbot, ws, lambda: menu.setCurrentIndex(menu.findData(1)))
    assert menu.text() == "marginals"
    assert ws.experiment.problem.extras["query_count"] == 18
    ready(qtbot, ws, lambda: type_into("blr_m", "3"))
    assert ws.experiment.problem.m == 120
    view = show_view(qtbot, ws)
    assert view.shown.queries.size == 18 and view.shown.m == 3
    type_into("blr_m", "40")
    qtbot.waitUntil(lambda: ws.experiment is None and "lower the synthetic size m" in ws.experiments.last_error,
                    timeout=WAIT)


def test_the_one_person_view_moves_a_person_between_elements(qtbot, make_workspace):
    ws = make_workspace(KEY)
    exp = ws.experiment
    other = blr.SCENARIO.neighbour_dataset(exp.dataset, "replace", 0, 7)
    assert other.counts[0] == exp.dataset.counts[0] - 1 and other.counts[7] == exp.dataset.counts[7] + 1
    assert blr.SCENARIO.one_person.names(exp.dataset)[7] == "111"


def test_the_wikis_vc_bound_beside_the_finite_class_one_and_the_halfspace_queries(qtbot, make_workspace):
    """Issue 34 item 7: the view's words give both sample bounds at α = 0.1 (the VC dimension found by brute force),
    and the wiki's halfspaces π·x ≥ x₃ are a query class of the menu."""
    from expmech_gui.scenarios.synthetic.vc_bound import sample_bounds

    ws = make_workspace(KEY)
    view = show_view(qtbot, ws)
    expected = sample_bounds(view.shown.queries, 8, 0.1, 0.05, 1.0)
    words = view.words.text()
    assert "VC dimension 3" in words and f"{expected.vc_n:,.0f} people" in words
    assert f"{expected.finite_n:,.0f} people" in words and "finite-class bound asks for fewer" in words
    menu = ws.parameter_panel.setting_boxes["blr_queries"]
    ready(qtbot, ws, lambda: menu.setCurrentIndex(menu.findData(4)))
    assert menu.text() == "halfspaces" and ws.experiment.problem.extras["query_count"] == 9
    view = show_view(qtbot, ws)
    assert "x1 − x2 ≥ x3" in view.shown.queries.labels and "VC dimension 2" in view.words.text()


def test_the_theory_s_m_is_shown_and_one_click_uses_it(qtbot, make_workspace):
    """Naor's m = n^(2/3)·ln|C| and α = n^(−1/3): the survey's 81 is above the app's 64 (button off); the fruit
    preset's 28 (n = 70, 5 questions, a net of C(32, 28) = 35,960) is typed into m by the button."""
    from expmech_gui.scenarios.synthetic.net_mechanism import theory_parameters
    from guihelp import load_preset

    ws = make_workspace(KEY)
    view = show_view(qtbot, ws)
    assert view.theory_parameters == theory_parameters(120, 27, 8, 1.0) and view.theory_parameters.m == 81
    assert "m = n<sup>2/3</sup>·ln|C| = <b>81</b>" in view.theory.text() and "more than the 64" in view.theory.text()
    assert not view.use_theory_m.isEnabled()
    load_preset(qtbot, ws, "Favourite fruit, one query per fruit (m = 6)")
    view.refresh()
    assert view.theory_parameters.m == 28 and "Its net has 35,960 tables" in view.theory.text()
    assert view.use_theory_m.isEnabled()
    qtbot.mouseClick(view.use_theory_m, Qt.LeftButton)
    qtbot.waitUntil(lambda: ws.experiment is not None and ws.experiment.params.setting_values["blr_m"] == 28,
                    timeout=WAIT)
    assert ws.parameter_panel.setting_boxes["blr_m"].text() == "28"
    view = show_view(qtbot, ws)
    assert view.shown.m == 28 and not view.use_theory_m.isEnabled()
