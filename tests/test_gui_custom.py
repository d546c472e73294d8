"""The Custom workspace: its table with neighbour columns, the calibration view, and the exact release."""
from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("PySide6")

from expmech_gui.core.exact import sampling as exact_sampling
from expmech_gui.scenarios.custom import custom

SCENARIO = custom.SCENARIO
DONG_Q, DONG_Q100, SHIFTED, DONG_LOG_P = SCENARIO.preset_names


@pytest.fixture
def ws(qtbot):
    from guihelp import make_workspace

    return make_workspace(qtbot, SCENARIO.key)


def _load(qtbot, ws, preset):
    from guihelp import load_preset

    return load_preset(qtbot, ws, preset)


def test_dong_presets_in_the_calibration_view(qtbot, ws):
    _load(qtbot, ws, DONG_Q100)
    view = ws.view("calibration_view")
    view.refresh()
    text = view.summary.text()
    assert "(the sensitivity) is 100" in text and "range) is 0" in text and "weight on the score is 0.005" in text
    data, cals = view.shown
    assert np.allclose(cals[0].pmf, [1 / (1 + np.exp(0.005)), 1 / (1 + np.exp(-0.005))])
    assert cals[1].pmf.tolist() == [0.0, 1.0]
    assert view.table.rowCount() == 1 and view.table.item(0, 3).text() == "0"
    # Dong: the same mechanism from the typed score (sensitivity 100), log P and the least-sensitive one (0)
    column = [view.scores_table.item(r, 1).text() for r in range(3)]
    assert column == ["100", "0", "0"] and "same range 0" in view.scores_words.text()
    assert not view.scores_table.isHidden()
    view.set_presentation(True)
    assert view.scores_table.isHidden()
    view.set_presentation(False)


def test_the_summary_counts_neighbouring_datasets_not_people(qtbot, ws):
    _load(qtbot, ws, DONG_Q100)
    panel = ws.summary_panel
    assert panel.names["n"].text() == "Neighbouring datasets in the data"
    assert panel.labels["n"].text() == str(ws.experiment.problem.n)
    assert "people" not in panel.tips["n"]


def test_shifted_votes_range_is_sharper_and_within_epsilon(qtbot, ws):
    _load(qtbot, ws, SHIFTED)
    view = ws.view("calibration_view")
    view.refresh()
    data, (by_sens, by_range) = view.shown
    assert by_range.scale / by_sens.scale == pytest.approx(202)
    assert "202 times larger" in view.summary.text()
    assert view.table.rowCount() == data.k
    assert np.all(by_range.losses <= 1 + 1e-9) and np.all(by_sens.losses <= 1 + 1e-9)
    result = exact_sampling.release_experiment(ws.experiment, "1", seed=3)
    assert result["candidate"] in data.candidates and result["epsilon_exact"] == "1"


def test_neighbour_columns_and_bad_cells(qtbot, ws):
    from guihelp import ready

    _load(qtbot, ws, DONG_Q)
    model = ws.model
    ready(qtbot, ws, model.add_neighbour)
    assert model.columns == ("candidate", "x = 0", "x = 1", "D′2")
    assert model.to_session()["rows"][0] == ["y = 0", "0", "1", "0"]
    assert ws.experiment.dataset.k == 2
    ready(qtbot, ws, lambda: model.setData(model.index(1, 3), "lots"))
    assert model.invalid_rows() == [1] and ws.experiment.problem.m == 1
    ready(qtbot, ws, model.remove_neighbour)
    assert model.columns == ("candidate", "x = 0", "x = 1") and model.invalid_rows() == []
    ready(qtbot, ws, ws.undo_stack.undo)
    assert len(model.columns) == 4
