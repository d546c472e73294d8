"""The Learning workspace: its class menu, the Learning view's numbers from the core, the stated distribution kept
through edits and sessions, refusals in words."""
import numpy as np
import pytest

from guihelp import WAIT, load_preset, ready, show_view
from expmech_gui.scenarios.pac import concepts as pac, learning as pac_learning
from expmech_gui.scenarios.pac import pac as scenario

KEY = scenario.SCENARIO.key


def show(qtbot, ws):
    return show_view(qtbot, ws, "learning_view", "learningShown", 3 * WAIT)


def test_the_learning_view_shows_the_exact_law_the_erm_and_the_bound(qtbot, make_workspace):
    ws = make_workspace(KEY)
    view = show(qtbot, ws)
    assert ws.views.tabText(ws.views.indexOf(view)) == "Learning"
    exp = ws.experiment
    law = pac_learning.error_law(scenario.setup(exp.dataset, exp.params.setting_values), exp.mechanism.pmf)
    keys, mass = law.empirical()
    np.testing.assert_allclose(view.exact_empirical.getData()[0], keys)
    np.testing.assert_allclose(view.exact_empirical.getData()[1], mass, rtol=1e-12)
    assert view.exact_true.isVisible()
    assert view.erm_line.value() == pytest.approx(0.08)
    words = view.words.text()
    assert "|C| = 101 thresholds" in words and "<b>9.39%</b> (exact" in words and "<b>12.2%</b>" in words
    assert "The non-private ERM x ≥ 38 (tied with 1 more) misclassifies 8%" in words
    assert "below the base rate 39.6% from <b>n = 284</b>" in view.bound_words.text()
    assert view.em_curve.getData()[0].size >= 10 and view.bound_curve.getData()[0].size > 0
    view.set_presentation(True)
    view.set_presentation(False)


def test_the_class_menu_drives_the_problem_and_refuses_in_words(qtbot, make_workspace):
    ws = make_workspace(KEY)
    menu = ws.parameter_panel.setting_boxes["concepts"]
    assert [menu.itemData(i) for i in range(menu.count())] == list(pac.CLASS_NAMES)
    ready(qtbot, ws, lambda: menu.setCurrentIndex(menu.findData(pac.INTERVALS)))
    assert ws.experiment.problem.m == 100 * 101 // 2 + 1
    menu.setCurrentIndex(menu.findData(pac.CONJUNCTIONS))
    qtbot.waitUntil(lambda: ws.experiment is None and "lower d to 12" in ws.experiments.last_error, timeout=WAIT)
    view = ws.view("learning_view")
    ws.views.setCurrentWidget(view)
    view.refresh()
    assert "lower d to 12" in view.words.text()


def test_the_conjunctions_preset_and_a_session_keep_the_distribution(qtbot, make_workspace):
    from expmech_gui import sessions
    from expmech_gui.io.session import SessionState

    ws = load_preset(qtbot, make_workspace(KEY), list(scenario.SCENARIO.presets)[1])
    assert ws.parameter_panel.setting_boxes["concepts"].currentData() == pac.CONJUNCTIONS
    assert ws.experiment.dataset.truth is not None
    ready(qtbot, ws, lambda: ws.model.setData(ws.model.index(0, 1), "1"))  # an edit keeps the distribution
    assert ws.experiment.dataset.truth.label == "x1 ∧ ¬x3"
    view = show(qtbot, ws)
    assert "from x uniform on {0,1}^8" in view.words.text()
    state = ws.to_state()
    again = sessions.loads(sessions.dumps(SessionState({KEY: state}, KEY))).workspaces[KEY]
    other = make_workspace(KEY)
    ready(qtbot, other, lambda: other.apply_state(again))
    assert other.experiment.dataset.truth == ws.experiment.dataset.truth
    assert other.experiment.problem.m == 3 ** 8 + 1


def test_data_without_a_distribution_says_the_true_error_is_unknown(qtbot, make_workspace):
    ws = make_workspace(KEY, list(scenario.SCENARIO.presets)[2])
    view = show(qtbot, ws)
    assert "the true error is unknown: the data states no distribution" in view.words.text()
    assert not view.exact_true.isVisible()
    assert "resampled from this data" in view.bound_words.text()


def test_the_mistakes_bars_rise_from_below_the_worst_so_the_best_is_the_tallest(qtbot, make_workspace):
    """The visual review: Learning's "−mistakes of each concept" bars hung from 0, so the worst concept drew the
    most colour and the best was a dark notch in a wall of blue. A score that is minus a cost now rises from a
    little below the worst score: each bar's top is its score, the best concept's is the tallest."""
    from expmech_gui.ui.widgets.plots.score import cost_floor

    ws = make_workspace(KEY)
    plot = ws.plots.score
    ws.plots.finish_drawing()
    scores = ws.experiment.problem.scores
    assert ws.experiment.problem.cost_name and scores.max() <= 0 < scores.max() - scores.min()
    bars = plot.bars.opts
    bottom, height = np.broadcast_to(bars["y0"], np.shape(bars["height"])), np.asarray(bars["height"])
    floor = cost_floor(scores.min(), scores.max())
    assert floor < scores.min() and np.all(bottom == floor) and np.all(height > 0)
    assert np.max(bottom + height) == scores.max()  # the tallest bar reaches the best score
    assert plot.plot.vb.viewRange()[1][0] <= floor  # and the worst one shows: the axis starts at the floor
