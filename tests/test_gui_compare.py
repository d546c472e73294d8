"""Compare view: its table is the core's numbers for each configuration; P&F is never worse than the EM in
expectation (property test); at most four configurations; it follows the workspace."""
import numpy as np
import pytest
from dataclasses import replace

from hypothesis import given, settings, strategies as st
from PySide6.QtCore import Qt

from expmech_gui.core import bounds
from expmech_gui.core import formatting as fmt
from expmech_gui.core.mechanisms import make_mechanism
from expmech_gui.core.privacy.loss import release_epsilon
from expmech_gui.core.problem import SelectionProblem
from expmech_gui.ui.window.menus import open_compare
from expmech_gui.ui.workspaces.compare import CompareWindow
from expmech_gui.ui.workspaces.compare_rows import ARGMAX, FIXED, MAX_CONFIGS, SETTING, Config, experiment_of
from guihelp import WAIT


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 60), min_size=2, max_size=12), st.floats(0.01, 20))
def test_permute_and_flip_is_never_worse_in_expectation(scores, epsilon):
    pr = SelectionProblem(tuple(map(str, range(len(scores)))), np.array(scores, float), 1.0,
                          {"add-remove": True, "replace": True})
    em = bounds.expected_score(pr, make_mechanism("exponential", pr, epsilon).pmf)
    pf = bounds.expected_score(pr, make_mechanism("permute-and-flip", pr, epsilon).pmf)
    assert pf >= em - 1e-9 * max(1.0, abs(em))


@pytest.mark.parametrize("key", ["voting", "lunch"])
def test_the_table_is_the_cores_numbers(qtbot, make_workspace, key):
    ws = make_workspace(key)
    view = CompareWindow(ws)
    qtbot.addWidget(view)
    view.match.setChecked(False)  # every row at its own ε (the rows' ε matched: test_matching_privacy_spent…)
    configs = [Config.of_experiment(ws.experiment), Config(mechanism="permute-and-flip"),
               Config(epsilon=0.1), Config(kind=ARGMAX)]
    for config in configs:
        with qtbot.waitSignal(view.rowsShown, timeout=WAIT):  # rows are computed off the GUI thread
            assert view.add(config)
    fixed = Config(kind=FIXED, candidate=str(ws.experiment.problem.labels[1]))
    assert not view.add(fixed) and len(view.configs) == MAX_CONFIGS
    base = ws.experiment
    for i, config in enumerate(configs[:3]):
        exp = experiment_of(base, config)
        pr, pmf = exp.problem, exp.mechanism.pmf
        np.testing.assert_allclose(view.rows[i].pmf, pmf)
        cells = [view.table.item(i, j).text() for j in range(view.table.columnCount())]
        assert cells[1] == fmt.probability(float(pmf[pr.opt_indices].sum()))
        assert cells[2] == fmt.with_noun(exp.summary.expected_score, pr.score_unit, pr.score_name)
        assert cells[4] == fmt.probability(bounds.tail_probability(pr, pmf, base.summary.threshold))
        assert fmt.plain(release_epsilon(exp.mechanism)[0]) in cells[5]
    assert view.rows[1].expected >= view.rows[0].expected  # P&F vs EM at the same ε
    assert view.table.item(3, 1).text() == "100%"
    view.table.selectRow(3)
    with qtbot.waitSignal(view.rowsShown, timeout=WAIT):
        view.remove_selected()
    assert len(view.configs) == 3 and view.table.rowCount() == 3


def test_compare_follows_the_workspace_and_opens_from_the_menu(qtbot, window):
    from guihelp import load_preset

    ws = load_preset(qtbot, window.current)
    view = open_compare(window)
    qtbot.waitUntil(lambda: len(view.rows) == 1, timeout=WAIT)
    view.match.setChecked(False)  # the new row at the workspace's new ε, not matched to the first row's
    assert view.isVisible()
    before = view.table.item(0, 1).text()
    with qtbot.waitSignal(view.rowsShown, timeout=WAIT):
        with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
            ws.parameter_panel.set_epsilon(0.05)
    with qtbot.waitSignal(view.rowsShown, timeout=WAIT):
        view.add_current()
    assert len(view.rows) == 2 and view.table.item(1, 1).text() != before
    view.close()


def test_simulating_every_configuration_at_once(qtbot, make_workspace):
    ws = make_workspace("voting")
    view = CompareWindow(ws)
    qtbot.addWidget(view)
    view.add_current()
    with qtbot.waitSignal(view.rowsShown, timeout=WAIT):
        view.add(Config(kind=ARGMAX))
    qtbot.waitUntil(lambda: len(view.rows) == 2, timeout=WAIT)
    for _ in range(12):
        view._simulate_tick()
    assert all(c.sum() > 0 for c in view.counts)
    argmax = view.counts[1]
    assert argmax[ws.experiment.problem.opt_indices].sum() == argmax.sum()  # the argmax never strays
    assert "(" in view.table.item(0, view.table.columnCount() - 1).text()
    view.set_simulating(True)
    assert view.sim_timer.isActive() and view.simulate_button.isChecked()
    view.close()
    assert not view.sim_timer.isActive()


def test_escape_closes_compare_as_it_closes_a_dialog(qtbot, make_workspace):
    view = CompareWindow(make_workspace("voting"))
    qtbot.addWidget(view)
    view.show()
    view.activateWindow()  # (offscreen no window manager activates a new window)
    qtbot.waitUntil(view.isActiveWindow, timeout=WAIT)
    view.epsilon.setFocus()  # Esc on a control of the window, as a keyboard user presses it
    qtbot.keyClick(view.epsilon, Qt.Key_Escape)
    qtbot.waitUntil(lambda: not view.isVisible(), timeout=WAIT)


def test_a_large_row_is_simulated_draw_by_draw_and_exactly():
    """A row of more than SPARSE_ABOVE candidates draws by inverse CDF (O(draws) a tick, not a multinomial over
    10⁶ candidates on the GUI thread): the counts follow the pmf (chi-square, fixed seed), the mean is the counts'."""
    from scipy import stats

    from expmech_gui.ui.workspaces.compare_rows import SPARSE_ABOVE, SPARSE_BATCH, Row, Simulated

    m = SPARSE_ABOVE + 1
    pmf = np.zeros(m)
    pmf[[0, 7, 50_000, m - 1]] = [0.1, 0.2, 0.3, 0.4]
    scores = np.arange(m, dtype=float)

    row = Row(Config(), "a large row", pmf, 0.0, 0.0, 0.0, 0.0, "", (), scores, scores, (scores, pmf), np.cumsum(pmf))
    sim = Simulated(row)
    rng = np.random.default_rng(2024)
    for size in (1, 10, 1000, 10**9):  # unlimited speed asks for more: a tick draws at most SPARSE_BATCH
        sim.draw(size, rng)
    assert sim.trials == 1 + 10 + 1000 + SPARSE_BATCH and sim.counts.sum() == sim.trials
    assert set(np.flatnonzero(sim.counts)) <= {0, 7, 50_000, m - 1} and sim.hit.size <= 4
    observed = sim.counts[[0, 7, 50_000, m - 1]]
    assert stats.chisquare(observed, sim.trials * np.array([0.1, 0.2, 0.3, 0.4])).pvalue > 1e-3
    assert sim.score_sum == pytest.approx(float(sim.counts @ scores))
    x, y = sim.frequencies()
    assert x.size == sim.hit.size and y.sum() == pytest.approx(1.0)


def _rows(qtbot, view, configs):
    for config in configs:
        with qtbot.waitSignal(view.rowsShown, timeout=WAIT):  # rows are computed off the GUI thread
            assert view.add(config)
    return [[view.table.item(i, j).text() for j in range(view.table.columnCount())] for i in range(len(configs))]


def test_matching_privacy_spent_equalises_what_each_release_costs(qtbot, make_workspace):
    """On by default: EM (general, ε = 1: spends ε/2 = 0.5 on votes), permute-and-flip and the monotone analysis
    (which spends its whole ε) are each given the ε at which one release costs 0.5; the table says which ε and
    why; unticked, every row runs at the ε it was added with."""
    ws = make_workspace("voting")
    view = CompareWindow(ws)
    qtbot.addWidget(view)
    assert view.match.isChecked()
    configs = [Config.of_experiment(ws.experiment), Config(mechanism="permute-and-flip"),
               Config(analysis="monotone"), Config(mechanism="permute-and-flip", analysis="monotone", epsilon=3)]
    cells = _rows(qtbot, view, configs)
    spent = [release_epsilon(experiment_of(ws.experiment, replace(c, epsilon=r.epsilon)).mechanism)[0]
             for c, r in zip(configs, view.rows)]
    assert spent == pytest.approx([0.5] * 4, rel=1e-12)
    assert [r.epsilon for r in view.rows] == pytest.approx([1, 1, 0.5, 0.5])
    assert cells[0][SETTING] == "1, as set"
    assert cells[2][SETTING] == "0.5, to spend 0.5 as row 1 (set: 1)"
    assert cells[3][SETTING] == "0.5, to spend 0.5 as row 1 (set: 3)"
    assert "ε = 0.5" in cells[2][0] and all(row[5] == "ε = 0.5" for row in cells)
    with qtbot.waitSignal(view.rowsShown, timeout=WAIT):
        view.match.setChecked(False)
    assert [r.epsilon for r in view.rows] == pytest.approx([1, 1, 1, 3])
    assert view.table.item(2, SETTING).text() == "1, as set"
    assert view.table.item(2, 5).text() == "ε = 1"


def test_a_curve_hidden_by_another_is_marked_and_said(qtbot, make_workspace):
    """Pricing at ε = 1: permute-and-flip's 301 chances lie within 0.06% of the EM's, so its curve hid under the
    EM's (four configurations showed three curves): it is drawn dashed and the table says whose curve it is."""
    ws = make_workspace("pricing")
    view = CompareWindow(ws)
    qtbot.addWidget(view)
    view.match.setChecked(False)  # matched, the monotone row (ε = 0.5) is the EM's curve too: said as well
    cells = _rows(qtbot, view, [Config.of_experiment(ws.experiment), Config(mechanism="permute-and-flip"),
                                Config(analysis="monotone"), Config(epsilon=0.1)])
    assert view.same == {1: 0}
    assert cells[1][0].endswith("(same as row 1)") and "same as" not in cells[2][0] + cells[3][0]
    curves = view.plot.listDataItems()[::2]  # each row's curve, then its simulated markers
    assert curves[1].opts["pen"].style() == Qt.CustomDashLine and curves[0].opts["pen"].style() == Qt.SolidLine
    legend = [label.text for _sample, label in view.legend.items]
    assert "same as row 1" in legend[1] and "same as" not in legend[0]
    with qtbot.waitSignal(view.rowsShown, timeout=WAIT):
        view.match.setChecked(True)  # the monotone analysis at ε/2 is the general one at ε: the same weights
    assert view.same == {1: 0, 2: 0, 3: 0}


def test_categories_are_dots_only_each_row_beside_the_others(qtbot, make_workspace):
    """Voting's teachers have no order: no line from one name to the next, and each row's dots sit beside the
    others' (the argmax's zeros hid every other row's small chances); prices keep their line."""
    ws = make_workspace("voting")
    view = CompareWindow(ws)
    qtbot.addWidget(view)
    _rows(qtbot, view, [Config.of_experiment(ws.experiment), Config(kind=ARGMAX)])
    curves = view.plot.listDataItems()[::2]
    assert all(c.opts["pen"].style() == Qt.NoPen and c.opts["symbol"] for c in curves)
    xs = [c.getData()[0] for c in curves]
    assert np.all(xs[1] - xs[0] > 0.05) and np.all(np.abs(xs[0] - np.round(xs[0])) < 0.5)
    prices = CompareWindow(make_workspace("pricing"))
    qtbot.addWidget(prices)
    _rows(qtbot, prices, [Config(mechanism="permute-and-flip")])
    assert prices.plot.listDataItems()[0].opts["pen"].style() == Qt.SolidLine


def test_headers_are_words_with_the_symbols_in_their_tooltips(qtbot, make_workspace):
    ws = make_workspace("voting")
    view = CompareWindow(ws)
    qtbot.addWidget(view)
    _rows(qtbot, view, [Config.of_experiment(ws.experiment)])
    headers = [view.table.horizontalHeaderItem(j) for j in range(view.table.columnCount())]
    texts = [h.text().replace("\n", " ") for h in headers]  # (a title may be on two lines: compare_columns)
    assert texts[1:3] == ["chance of the best", "expected votes"]
    assert not any(symbol in text for text in texts for symbol in ("P[", "E[", "OPT", "≤"))
    assert "P[OPT]" in headers[1].toolTip() and "E[score]" in headers[2].toolTip()
    assert "P[score ≤ threshold]" in headers[4].toolTip()


def test_matching_says_in_words_when_it_cannot_be_done(qtbot, make_workspace):
    """A first row the data refuses (the median's monotone analysis) leaves the others at their own ε, said; an ε
    the match would need outside the allowed range is a row saying so, not a crash."""
    from expmech_gui.core.numbers import EPSILON_MAX
    from expmech_gui.ui.workspaces.compare_rows import compute_rows, row_keys

    ws = make_workspace("median")
    view = CompareWindow(ws)
    qtbot.addWidget(view)
    cells = _rows(qtbot, view, [Config(analysis="monotone"), Config(mechanism="permute-and-flip")])
    assert "monotone" in cells[0][1] and cells[1][SETTING] == "1, as set (nothing to match: row 1 has no numbers)"
    voting = make_workspace("voting").experiment
    keys = row_keys([Config(analysis="monotone", epsilon=EPSILON_MAX), Config()], True)
    refused = compute_rows(voting, keys)[keys[1]]
    assert "would need ε = 20,000, outside the allowed range" in refused.reason


def test_noisy_best_price_is_one_click_from_pricing(qtbot, make_workspace):
    """Pricing's Compare offers 'Add noisy best price' (voting does not): its row is the core's exact law, at the ε
    the first row spends, its expected revenue below the exponential mechanism's, the cliff said in the tooltip."""
    from expmech_gui.scenarios.pricing import noisy_price

    ws = make_workspace("pricing")
    view = CompareWindow(ws)
    qtbot.addWidget(view)
    _rows(qtbot, view, [Config.of_experiment(ws.experiment)])
    assert [b.text() for b in view.baseline_buttons] == ["Add noisy best price"]
    with qtbot.waitSignal(view.rowsShown, timeout=WAIT):
        view.baseline_buttons[0].click()
    em, noisy = view.rows
    spent = release_epsilon(ws.experiment.mechanism)[0]
    law = noisy_price.noisy_best_price(ws.experiment.problem, spent)
    np.testing.assert_allclose(noisy.pmf, law.pmf)
    assert view.table.item(1, 0).text() == f"noisy best price, ε = {fmt.plain(spent)}"
    assert noisy.expected < em.expected and "Laplace" in view.table.item(1, 5).toolTip()
    other = CompareWindow(make_workspace("voting"))
    qtbot.addWidget(other)
    assert other.baseline_buttons == []


def test_top_k_rows_are_named_and_charged_as_the_workspace_s_own_methods(qtbot, make_workspace):
    """Top-k's 'gumbel' is not the one-choice Gumbel mechanism of the same key: its row is 'One-shot Gumbel top-k'
    charged a whole run (3 selections at ε/2: 1.5), peeling and Laplace rows are computed (not 'unknown mechanism'),
    and the form offers the workspace's own methods."""
    from guihelp import load_preset

    ws = load_preset(qtbot, make_workspace("topk"))
    view = CompareWindow(ws)
    qtbot.addWidget(view)
    view.match.setChecked(False)
    assert [view.mechanism.itemData(i) for i in range(view.mechanism.count())] == ["peeling", "gumbel", "laplace"]
    for method in ("gumbel", "peeling", "laplace"):
        with qtbot.waitSignal(view.rowsShown, timeout=WAIT):
            assert view.add(replace(Config.of_experiment(ws.experiment), mechanism=method))
    cells = [[view.table.item(i, j).text() for j in range(view.table.columnCount())] for i in range(3)]
    assert cells[0][0].startswith("One-shot Gumbel top-k") and cells[1][0].startswith("Peeling")
    assert cells[2][0].startswith("One-shot Laplace top-k")
    assert all(row[5] == "ε = 1.5" for row in cells), cells
    assert not any("unknown mechanism" in text for row in cells for text in row)


def test_compare_names_rows_and_their_epsilon_in_german(qtbot, make_workspace):
    """In German (issue 35 §3): the rows' names (mechanism, analysis, argmax, a fixed choice, the noisy best price
    and its button), the 'ε it was given' cell and the baseline's privacy reason in its tooltip."""
    from expmech_gui.ui import language

    ws = make_workspace("pricing")
    language.install("de")
    try:
        view = CompareWindow(ws)
        qtbot.addWidget(view)
        candidate = str(ws.experiment.problem.labels[0])
        cells = _rows(qtbot, view, [Config.of_experiment(ws.experiment), Config(kind=ARGMAX),
                                    Config(kind=FIXED, candidate=candidate)])
        assert [b.text() for b in view.baseline_buttons] == ["verrauschter bester Preis hinzufügen"]
        with qtbot.waitSignal(view.rowsShown, timeout=WAIT):
            view.baseline_buttons[0].click()
        names = [view.table.item(i, 0).text() for i in range(4)]
        assert names[0].startswith(language.tr("Exponential mechanism") + ", ε = ") and names[0].endswith(
            ", allgemein")
        assert names[1:3] == ["nicht privates Argmax", f"immer {language.shown(candidate)}"]  # "$0,01"
        assert names[3].startswith("verrauschter bester Preis, ε = ")
        assert cells[0][SETTING] == "1, wie eingestellt"
        assert view.table.item(3, SETTING).text().startswith(names[3].rpartition("= ")[2] + ", um ")
        assert "Laplace-Mechanismus auf dem besten Preis" in view.table.item(3, 5).toolTip()
        assert "the best price" not in view.table.item(3, 5).toolTip()
    finally:
        language.install("en")
