"""Compare view: its table is the core's numbers for each configuration; P&F is never worse than the EM in
expectation (property test); at most four configurations; it follows the workspace."""
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from expmech_gui.core import bounds
from expmech_gui.core import formatting as fmt
from expmech_gui.core.mechanisms import make_mechanism
from expmech_gui.core.privacy import release_epsilon
from expmech_gui.core.problem import SelectionProblem
from expmech_gui.ui.window.menus import open_compare
from expmech_gui.ui.workspaces.compare import CompareWindow
from expmech_gui.ui.workspaces.compare_rows import ARGMAX, FIXED, MAX_CONFIGS, Config, experiment_of
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
