"""A fourth scenario defined entirely here — a coin: heads/tails counts, score = count, Δ = 1 — reaches every
part of the app through the registry alone: the window's tab and its exact numbers, the CLI, sessions, the
presets menu, the one-person view and its search, and the self-test. No other file names it."""
import io
import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu

from expmech_gui import cli, sessions
from expmech_gui.core.errors import DataError
from expmech_gui.core.privacy.loss import NeighbourFamily
from expmech_gui.core.problem import ProblemError, SelectionProblem
from expmech_gui.scenarios import SCENARIOS
from expmech_gui.scenarios.framework.base import (
    Generator, GeneratorField, OnePerson, Preset, Scenario, check_row, rows_table
)
from expmech_gui.scenarios.framework.simple import unit_rows
from expmech_gui.ui.widgets.table_models import INVALID_BRUSH
from guihelp import WAIT, make_window, ready

SIDES = ("heads", "tails")
PRESET = "Ten tosses: 7 heads, 3 tails"


@dataclass(frozen=True)
class Coin:
    heads: int
    tails: int

    @property
    def n(self) -> int:
        return self.heads + self.tails

    @property
    def counts(self) -> np.ndarray:
        return np.array([self.heads, self.tails], dtype=np.int64)


def coin_from_rows(rows) -> Coin:
    """Rows (side, count); DataError naming the first bad row, as ``rows_table`` expects."""
    counts, seen = {}, set()
    for i, (side, count) in enumerate(rows):
        side = side.strip().lower()
        if side not in SIDES:
            raise DataError(f"the side must be heads or tails, not {side!r}", row=i + 1, column="side")
        if side in seen:
            raise DataError(f"{side} is on an earlier row already", row=i + 1, column="side")
        if not count.strip().isdigit():
            raise DataError(f"the count must be a whole number ≥ 0, not {count!r}", row=i + 1, column="count")
        seen.add(side)
        counts[side] = int(count)
    return Coin(counts.get("heads", 0), counts.get("tails", 0))


def coin_rows(coin: Coin) -> list[list[str]]:
    return [["heads", str(coin.heads)], ["tails", str(coin.tails)]]


def coin_from_text(text: str, source=None) -> Coin:
    lines = [ln.split(",") for ln in text.splitlines() if ln.strip()]
    if lines and [c.strip().lower() for c in lines[0]] == ["side", "count"]:
        lines = lines[1:]
    try:
        return coin_from_rows([cells + [""] * (2 - len(cells)) for cells in lines])
    except DataError as exc:
        raise DataError(exc.reason, source=source, row=exc.row + 1, column=exc.column) from None


def coin_problem(coin: Coin, settings) -> SelectionProblem:
    return SelectionProblem(labels=SIDES, scores=coin.counts.astype(np.float64), sensitivity=1.0,
                            monotone={"add-remove": True, "replace": False},
                            monotone_reason={"add-remove": "one more toss raises one count only",
                                             "replace": "turning a toss over lowers one count and raises the other"},
                            score_name="count", candidate_name="side", n=coin.n)


def coin_neighbour(coin: Coin, change: str, row, value) -> Coin:
    counts = coin.counts.copy()
    if change != "add":
        check_row(row, 2, "side")
        if counts[row] == 0:
            raise ProblemError(f"there is no {SIDES[row]} toss to {change}")
        counts[row] -= 1
    if change != "remove":
        check_row(value, 2, "side")
        counts[value] += 1
    return Coin(int(counts[0]), int(counts[1]))


def coin_families(coin: Coin, pr, notion: str, namer=None) -> list[NeighbourFamily]:
    has = np.flatnonzero(coin.counts > 0)
    if notion == "add-remove":
        return [NeighbourFamily("remove", None, lambda r: f"remove one {SIDES[has[r]]} toss",
                                rows=lambda a, b: unit_rows(2, None, has[a:b]), count=has.size),
                NeighbourFamily("add", None, lambda r: f"add one {SIDES[r]} toss",
                                rows=lambda a, b: unit_rows(2, np.arange(a, b), None), count=2)]
    return [NeighbourFamily("replace", None, lambda r: f"turn one {SIDES[has[r]]} toss over",
                            rows=lambda a, b: unit_rows(2, 1 - has[a:b], has[a:b]), count=has.size)]


def coin_generate(values, seed, settings) -> Coin:
    n = int(values["n"])
    heads = int(np.random.default_rng(seed).binomial(n, float(values["p"])))
    return Coin(heads, n - heads)


def make_coin(preset_csv: Path) -> Scenario:
    return Scenario(
        key="coin", title="Coin", dataset_type=Coin,
        read_csv=lambda path: coin_from_text(Path(path).read_text(), str(path)),
        from_text=coin_from_text,
        write_csv=lambda path, coin: Path(path).write_text(
            "side,count\n" + "".join(f"{s},{c}\n" for s, c in coin_rows(coin))),
        build_problem=coin_problem,
        presets=(Preset(PRESET, str(preset_csv)),),  # an absolute filename is used as it is
        editor_title="Tosses per side", individual="toss",
        neighbour_dataset=coin_neighbour, neighbour_families=coin_families,
        one_person=OnePerson(
            noun="side", row_label="side (row or name)", value_label="toss for",
            row_tip="The side one toss is removed from or turned over from", value_tip="The side of the new toss",
            parse_value=lambda text, dataset, resolve: resolve(text, "side"),
            default_value=lambda dataset, m, table_row: "tails",
            names=lambda coin: SIDES, rows_are_candidates=True),
        table=rows_table(("side", "count"), coin_from_rows, coin_rows),
        generator=Generator(fields=(GeneratorField("n", "Tosses n", "int", 10, 0, 1000),
                                    GeneratorField("p", "P(heads)", "float", 0.5, 0.0, 1.0, 0.05)),
                            build=coin_generate),
        rows_in=lambda coin: 2,
    )


@pytest.fixture
def coin(tmp_path):
    csv = tmp_path / "coin.csv"
    csv.write_text("side,count\nheads,7\ntails,3\n")
    scenario = SCENARIOS.add(make_coin(csv))
    try:
        yield scenario
    finally:
        SCENARIOS.remove("coin")


@pytest.fixture
def coin_window(qtbot, tmp_path, coin):
    w = make_window(qtbot, tmp_path / "window")
    yield w
    w.close()


def softmax_pmf(scores, epsilon: float, delta: float = 1.0) -> np.ndarray:
    """The exponential mechanism's general analysis: p ∝ exp(ε·u/(2Δ)) (McSherry–Talwar 2007)."""
    w = np.exp(epsilon * (np.asarray(scores, float) - np.max(scores)) / (2 * delta))
    return w / w.sum()


def load_coin_from_menu(qtbot, window):
    ws = window.workspaces["coin"]
    window.tabs.setCurrentWidget(ws)
    for menu in window.findChildren(QMenu):
        menu.aboutToShow.emit()  # as opening it does: File ▸ Presets is filled when first opened
    action = next(a for menu in window.findChildren(QMenu) for a in menu.actions() if a.text().replace("&", "") == f"Coin: {PRESET}")
    ready(qtbot, ws, action.trigger)
    return ws


def test_the_window_has_a_coin_tab_with_the_exact_pmf(qtbot, coin_window):
    titles = [coin_window.tabs.tabText(i) for i in range(coin_window.tabs.count())]
    assert titles[-1] == "Coin"
    ws = load_coin_from_menu(qtbot, coin_window)
    assert ws.model.to_session() == {"rows": [["heads", "7"], ["tails", "3"]]}
    np.testing.assert_allclose(ws.experiment.mechanism.pmf, softmax_pmf([7, 3], 1.0), rtol=1e-12)
    assert ws.summary_panel.text("n") == "10" and ws.summary_panel.text("m") == "2"
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(2))
    np.testing.assert_allclose(ws.experiment.mechanism.pmf, softmax_pmf([7, 3], 2.0), rtol=1e-12)
    # a bad count is shown red with the reason and left out of the run
    ready(qtbot, ws, lambda: ws.model.setData(ws.model.index(1, 1), "lots"))
    assert ws.model.invalid_rows() == [1] and ws.model.cell_error(1, 1)
    assert ws.model.data(ws.model.index(1, 1), Qt.BackgroundRole) == INVALID_BRUSH
    assert ws.model.data(ws.model.index(1, 1)) == "lots"  # what was typed is kept
    np.testing.assert_allclose(ws.experiment.mechanism.pmf, softmax_pmf([7, 0], 2.0), rtol=1e-12)
    ready(qtbot, ws, ws.undo_stack.undo)
    assert ws.model.invalid_rows() == [] and ws.experiment.problem.scores.tolist() == [7, 3]
    ready(qtbot, ws, lambda: ws.load_preset(PRESET))
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.run_n(2000)
    assert ws.aggregate.trials == 2000


def test_the_cli_runs_the_coin(coin, tmp_path):
    data = tmp_path / "mine.csv"
    data.write_text("side,count\nheads,4\ntails,6\n")
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(["run", "coin", "--data", str(data), "--epsilon", "1", "--json", "-"], out=out, err=err)
    assert code == 0, err.getvalue()
    doc = json.loads(out.getvalue())
    assert doc["scenario"] == "coin" and doc["scores"] == [4, 6] and doc["n"] == 10
    np.testing.assert_allclose(doc["probabilities"], softmax_pmf([4, 6], 1.0), rtol=1e-12)


def test_a_session_round_trips_the_coin_workspace(qtbot, coin_window, tmp_path):
    ws = load_coin_from_menu(qtbot, coin_window)
    ready(qtbot, ws, lambda: ws.model.setData(ws.model.index(0, 1), "9"))
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.run_n(500)
    path = tmp_path / "coin.expmech"
    assert coin_window.session.save_to(str(path)) is None
    state = sessions.load(path)
    saved = state.workspaces["coin"]
    assert saved.data == {"rows": [["heads", "9"], ["tails", "3"]]} and sum(saved.counts) == 500
    dataset, excluded = sessions.workspace_dataset("coin", saved)
    assert dataset == Coin(9, 3) and excluded == 0
    sessions.validate(state, str(path))
    other = make_window(qtbot, tmp_path / "other")
    try:
        again = other.workspaces["coin"]
        with qtbot.waitSignal(again.experimentReady, timeout=WAIT):
            assert other.session.open_session(str(path)) is None
        assert again.model.to_session() == saved.data
        assert again.aggregate.counts.tolist() == list(saved.counts)
        np.testing.assert_allclose(again.experiment.mechanism.pmf, softmax_pmf([9, 3], 1.0), rtol=1e-12)
    finally:
        other.close()


def test_generate_builds_a_coin_from_its_fields(qtbot, coin):
    from expmech_gui.ui.widgets.dialogs import GenerateDialog

    d = GenerateDialog(coin)
    qtbot.addWidget(d)
    assert d.n.value() == 10 and d.p.value() == 0.5
    d.n.setValue(100)
    d.p.setValue(1.0)
    assert d.build() == Coin(100, 0)


def test_one_person_view_and_the_most_exposed_search(qtbot, coin_window):
    ws = load_coin_from_menu(qtbot, coin_window)
    view = ws.neighbour_view
    ws.views.setCurrentWidget(view)
    view.change.setCurrentIndex(view.change.findData("remove"))
    view.row.setText("heads")
    with qtbot.waitSignal(view.comparisonShown, timeout=WAIT):
        view.compare()
    assert "largest privacy loss" in view.numbers.text()
    with qtbot.waitSignal(view.searchFinished, timeout=WAIT):
        view.search_button.click()
    assert "toss" in view.search_result.text()


def test_the_self_test_passes_over_the_coin_workspace(qtbot, coin, tmp_path, capsys, monkeypatch):
    from expmech_gui.scenarios.framework.registry import Registry
    from expmech_gui.ui import main_window, selftest

    # the registered workspace beside one built-in (voting, whose room the self-test opens): the nine others'
    # presets passing is tests/test_selftest.py's whole run (~13 s of CPU here)
    monkeypatch.setattr(main_window, "SCENARIOS", Registry(SCENARIOS["voting"], coin))
    assert selftest.run(str(tmp_path)) == 0
    out = capsys.readouterr().out
    assert "SELF-TEST OK" in out and (tmp_path / "coin.png").exists()
    QApplication.processEvents()


def test_the_rows_model_names_the_bad_cell_when_the_table_gives_its_reader(qtbot, coin):
    """With ``table.to_dataset`` (the rows reader ``rows_table`` was given), the red cell is the one the reader
    names, with its reason; later rows are read without the bad one."""
    from types import SimpleNamespace

    from expmech_gui.ui.widgets.rows_model import RowsModel

    table = SimpleNamespace(columns=coin.table.columns, dataset=coin.table.dataset,
                            from_dataset=coin.table.from_dataset, to_dataset=coin_from_rows)
    model = RowsModel(SimpleNamespace(table=table, title=coin.title))
    model.from_session({"rows": [["heads", "x"], ["tails", "2"], ["edge", "1"]]})
    assert model.invalid_rows() == [0, 2]
    assert "whole number" in model.cell_error(0, 1) and "heads or tails" in model.cell_error(2, 0)
    dataset, excluded, message = model.dataset()
    assert dataset == Coin(0, 2) and excluded == 2 and message == ""


def test_the_generic_rows_model_edits_pastes_and_undoes(qtbot, coin):
    from expmech_gui.ui.scenarios import ScenarioUI, scenario_ui
    from expmech_gui.ui.widgets.table_models import PasteError

    ui = scenario_ui(coin)
    assert type(ui) is ScenarioUI  # no ui/scenarios/coin.py: the generic UI
    model = ui.table_model()
    assert model.dataset()[0] is None and "no data yet" in model.dataset()[2]
    assert model.paste_text("heads\t5\ntails\t1\n", 0) == 2
    assert model.dataset()[0] == Coin(5, 1)
    snap = model.snapshot()
    model.insert_rows(2)
    assert model.to_session()["rows"][2] == ["", ""] and model.invalid_rows() == [2]
    model.remove_rows([0])
    assert model.dataset()[:2] == (Coin(0, 1), 1)
    with pytest.raises(PasteError):
        model.paste_text("heads\t1\tmore", 0)
    model.restore(snap)
    assert model.to_session() == {"rows": [["heads", "5"], ["tails", "1"]]}
    model.set_dataset(Coin(2, 8))
    assert model.to_session() == {"rows": [["heads", "2"], ["tails", "8"]]}
    assert [model.headerData(c, Qt.Horizontal) for c in range(2)] == ["side", "count"]


def test_a_setting_without_custom_ui_gets_a_typed_box(qtbot, coin):
    import dataclasses

    from expmech_gui.core.numbers import parse_number
    from expmech_gui.scenarios.framework.base import Setting
    from expmech_gui.ui.scenarios import ScenarioUI
    from expmech_gui.ui.widgets.parameters import ParameterPanel

    bias = Setting("bias", "bias", 0.5, lambda text: parse_number(text, lo=0, hi=1), lambda v: v, "--bias", "B",
                   "a number from 0 to 1", tooltip="How unfair the coin is")
    panel = ParameterPanel(ScenarioUI(dataclasses.replace(coin, settings=(bias,))))
    qtbot.addWidget(panel)
    assert panel.bias.text() == "0.5" and panel.bias.toolTip() == "How unfair the coin is"
    assert panel.state()["bias"] == "0.5" and panel.parameters().setting_values == {"bias": 0.5}
    panel.bias.setText("2")
    assert "ffd0d0" in panel.bias.styleSheet()
    with pytest.raises(ProblemError, match="bias"):
        panel.parameters()
    panel.set_state({"bias": "0.25"})
    assert panel.parameters().setting_values == {"bias": 0.25}
