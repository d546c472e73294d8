"""The prior weights (base measure μ) in the Voting and Custom tables, driven through the real widgets: the
*Prior weights* button shows the column, a typed weight changes the summary's exact numbers to the core's, a bad
weight is flagged on its row in words, and a session keeps the weights."""
import math

import numpy as np
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolButton

from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.ui.formulas import FormulasPanel
from expmech_gui.ui.widgets import text
from guihelp import WAIT, load_preset, make_workspace, ready


def weight_index(ws, row):
    return ws.model.index(row, [ws.model.headerData(j, Qt.Horizontal) for j in range(ws.model.columnCount())]
                          .index("Prior weight"))


def type_cell(qtbot, ws, index, value: str) -> None:
    """Type ``value`` into the table cell at ``index`` with the keyboard, as a person does."""
    view = ws.editor.view
    view.setCurrentIndex(index)
    view.edit(index)
    editor = view.focusWidget()
    qtbot.waitUntil(lambda: view.state() == view.State.EditingState, timeout=WAIT)
    editor.selectAll()
    qtbot.keyClicks(editor, value)
    qtbot.keyClick(editor, Qt.Key_Return)


def core_experiment(ws) -> Experiment:
    dataset, _excluded, message = ws.model.dataset()
    assert dataset is not None, message
    return Experiment(ws.scenario.key, dataset, RunParameters(epsilon=ws.experiment.params.epsilon))


@pytest.mark.slow  # a whole workspace: ~2 s
def test_voting_prior_column_changes_the_summary(qtbot):
    ws = load_preset(qtbot, make_workspace(qtbot, "voting"))
    panel = ws.summary_panel
    before = panel.text("expected")
    assert ws.model.columnCount() == 2 and not panel.labels["prior"].isVisibleTo(panel)
    button = ws.findChild(QToolButton, "priorWeightsButton")
    qtbot.mouseClick(button, Qt.LeftButton)  # all weights 1: the uniform prior, the same numbers
    assert button.isChecked() and ws.model.columnCount() == 3
    qtbot.waitUntil(lambda: ws.shown_gen == ws.input_gen and not ws.debounce.isActive(), timeout=WAIT)
    assert panel.text("expected") == before and not panel.labels["prior"].isVisibleTo(panel)
    best = ws.experiment.problem.opt_indices[0]
    ready(qtbot, ws, lambda: type_cell(qtbot, ws, weight_index(ws, int(best)), "0.01"))
    core = core_experiment(ws)
    assert core.problem.base_measure is not None
    assert panel.text("expected") == text.fmt_value(core.summary.expected_score) != before
    assert panel.labels["prior"].isVisibleTo(panel)
    assert panel.text("prior") == text.fmt_prob(0.01 / (0.01 + ws.model.rowCount() - 1))
    np.testing.assert_allclose(ws.plots.prob_curve.getData()[1], core.mechanism.pmf, rtol=1e-12, atol=0)
    formulas = FormulasPanel()
    formulas.show_workspace(ws)  # the window's Formulas panel shows the workspace it is given
    assert "μ(h)·exp" in formulas.label.text() and "it is public" in formulas.label.text()
    # a bad weight: flagged on its row, in words; the row is left out, nothing else changes
    other = (int(best) + 1) % ws.model.rowCount()
    ready(qtbot, ws, lambda: type_cell(qtbot, ws, weight_index(ws, other), "-3"))
    assert "at least 0" in ws.model.cell_error(other, 2)
    assert ws.model.data(weight_index(ws, other)) == "-3"
    assert panel.text("excluded") == "1"
    # a session keeps the typed weights; an old session without them opens without the column
    saved = ws.model.to_session()
    assert all(len(r) == 3 for r in saved["rows"]) and saved["rows"][int(best)][2] == "0.01"
    ready(qtbot, ws, lambda: ws.model.from_session({"rows": [["A", "3"], ["B", "5"]]}))
    assert ws.model.columnCount() == 2 and not button.isChecked()
    ready(qtbot, ws, lambda: ws.model.from_session(saved))
    assert button.isChecked() and ws.model.cell_error(other, 2) is not None
    assert panel.text("expected") == text.fmt_value(core_experiment(ws).summary.expected_score)


@pytest.mark.slow
def test_custom_prior_column_and_all_zero_refused(qtbot):
    ws = load_preset(qtbot, make_workspace(qtbot, "custom"))
    before = ws.summary_panel.text("expected")
    button = ws.findChild(QToolButton, "priorWeightsButton")
    qtbot.mouseClick(button, Qt.LeftButton)
    assert ws.model.columns[1] == "weight" and ws.model.headerData(1, Qt.Horizontal) == "Prior weight"
    rows = ws.model.rowCount()
    ready(qtbot, ws, lambda: type_cell(qtbot, ws, ws.model.index(0, 1), "3"))
    core = core_experiment(ws)
    assert core.dataset.weights.tolist() == [3.0] + [1.0] * (rows - 1)
    assert ws.summary_panel.text("expected") == text.fmt_value(core.summary.expected_score) != before
    ws.model.add_neighbour()  # a new neighbour copies D's scores, not the weights
    assert ws.model.columns[-1].startswith("D′") and ws.model._rows[0][-1] == ws.model._rows[0][2]
    with qtbot.waitSignal(ws.experimentFailed, timeout=WAIT):
        ws.model.from_session({"columns": ["weight", *ws.model.columns[2:]],
                               "rows": [[r[0], "0", *r[2:]] for r in ws.model._rows]})
    assert "every prior weight is 0" in ws.last_error
    qtbot.mouseClick(button, Qt.LeftButton)  # the column hidden: the uniform prior again
    qtbot.waitUntil(lambda: ws.experiment is not None, timeout=WAIT)
    assert ws.model.columns[1] != "weight" and not math.isnan(ws.experiment.summary.expected_score)


@pytest.mark.slow
def test_lunch_prior_weights_button(qtbot, monkeypatch):
    from expmech_gui.ui.scenarios.lunch import lunch as lunch_ui

    ws = load_preset(qtbot, make_workspace(qtbot, "lunch"))
    before = ws.summary_panel.text("expected")
    options = ws.model.options
    answers = iter([("1, x" + ", 1" * (len(options) - 2), True), (", ".join(["0"] * len(options)), True),
                    (", ".join(["5"] + ["1"] * (len(options) - 1)), True)])
    warnings = []
    monkeypatch.setattr(lunch_ui, "ask_text", lambda *a, **k: next(answers))
    monkeypatch.setattr(lunch_ui, "warn_plain", lambda parent, title, message: warnings.append(message))
    button = next(b for b in ws.editor.findChildren(QToolButton)
                  if b.text() == "Prior weights…")
    for _ in range(2):  # a bad weight, then all zero: refused in words, nothing changed
        qtbot.mouseClick(button, Qt.LeftButton)
    assert f"'{options[1]}'" in warnings[0] and "not a number" in warnings[0]
    assert "every prior weight is 0" in warnings[1]
    assert ws.model.weights is None and ws.summary_panel.text("expected") == before
    ready(qtbot, ws, lambda: qtbot.mouseClick(button, Qt.LeftButton))
    assert ws.model.headerData(1, Qt.Horizontal) == f"{options[0]} · μ 5"
    core = core_experiment(ws)
    assert core.dataset.weights.tolist() == [5.0] + [1.0] * (len(options) - 1)
    assert ws.summary_panel.text("expected") == text.fmt_value(core.summary.expected_score) != before
    saved = ws.model.to_session()
    assert saved["weights"][0] == "5"
    ready(qtbot, ws, lambda: ws.undo_stack.undo())
    assert ws.model.weights is None and ws.summary_panel.text("expected") == before


def test_the_story_says_what_a_prior_does(qtbot):
    """The story's weights step: μ(h)·exp(…) and the prior in words, and OPT's weight against the runner-up's with
    the prior's ratio in it; without a prior the same words as before."""
    from expmech_gui.core import formatting
    from expmech_gui.scenarios.voting import voting
    from expmech_gui.ui.story import facts, steps

    plain = Experiment("voting", voting.VoteTally(("A", "B", "C"), [9, 7, 1]), RunParameters(epsilon=1.0))
    tilted = Experiment("voting", voting.VoteTally(("A", "B", "C"), [9, 7, 1], [1, 4, 0]), RunParameters(epsilon=1.0))
    assert facts.basic_facts(plain)["formula"] == "exp(ε·score/(2Δ))"
    said = facts.basic_facts(tilted)
    assert said["formula"].startswith("μ(h)·exp(ε·score/(2Δ))") and "public" in said["formula"]
    assert said["weight_ratio"] == formatting.factor(0.5 * (9 - 7) + math.log(1 / 4))  # e^1 / 4 ≈ 0.68
    assert facts.basic_facts(plain)["weight_ratio"] == formatting.factor(1.0)
    assert steps.weights(tilted).tolist() == pytest.approx([1.0, 4 * math.exp(-1.0), 0.0])


@pytest.mark.slow  # two windows
def test_a_saved_session_reopens_with_the_prior(qtbot, tmp_path):
    from guihelp import load, make_window

    window = make_window(qtbot, tmp_path / "first")
    ws = load(qtbot, window, "voting")
    ws.model.set_prior_column(True)
    ready(qtbot, ws, lambda: ws.model.setData(ws.model.index(0, 2), "0.25", Qt.EditRole))
    expected = ws.summary_panel.text("expected")
    path = str(tmp_path / "prior.expmech")
    assert window.session.save_to(path) is None
    other = make_window(qtbot, tmp_path / "second")
    again = other.workspaces["voting"]
    with qtbot.waitSignal(again.experimentReady, timeout=WAIT):
        assert other.session.open_session(path) is None
    qtbot.waitUntil(lambda: again.experiment is not None, timeout=WAIT)
    assert again.model.has_prior() and again.model.data(again.model.index(0, 2)) == "0.25"
    assert again.summary_panel.text("expected") == expected and again.experiment.problem.base_measure is not None
