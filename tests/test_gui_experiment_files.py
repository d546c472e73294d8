"""File ▸ Export experiment… / Open experiment… on a real window (file dialogs answered by the test)."""
import pytest
from guihelp import load

from expmech_gui.batch import spec
from expmech_gui.scenarios import SCENARIOS
from expmech_gui.ui.window import experiment_files

PRICING = next(k for k, s in SCENARIOS.items() if s.setting("alpha") is not None)


def answer(monkeypatch, path):
    monkeypatch.setattr(experiment_files.QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(experiment_files.QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))


@pytest.mark.slow  # a whole window, an export and an open: ~2.5 s; the refusal below is this area's smoke test
def test_export_then_open_brings_the_workspace_back(qtbot, window, tmp_path, monkeypatch):
    ws = load(qtbot, window, PRICING)
    ws.parameter_panel.set_state({"epsilon": "0.7"})
    answer(monkeypatch, tmp_path / "talk")
    experiment_files.export_experiment(window)
    s = spec.load(tmp_path / "talk.toml")
    assert s.data[PRICING][0].kind == "preset" and dict((a.name, a.values) for a in s.grid)["epsilon"] == (0.7,)
    assert "Exported the" in window.last_message
    ws.parameter_panel.set_state({"epsilon": "2"})
    answer(monkeypatch, tmp_path / "talk.toml")
    experiment_files.open_experiment(window)
    assert ws.parameter_panel.state()["epsilon"] == "0.7"
    assert window.current is ws and "Opened the first cell" in window.last_message


def test_a_bad_experiment_file_is_said_and_changes_nothing(qtbot, window, tmp_path, monkeypatch):
    ws = load(qtbot, window, PRICING)
    before = ws.parameter_panel.state()
    (tmp_path / "bad.toml").write_text("format_version = 1\nscenario = 'nope'\n", encoding="utf-8")
    answer(monkeypatch, tmp_path / "bad.toml")
    warned = []
    monkeypatch.setattr(window, "_warn", lambda title, text: warned.append(text))
    experiment_files.open_experiment(window)
    assert warned and "line 2, scenario: unknown scenario 'nope'" in warned[0] and "Nothing was changed" in warned[0]
    assert ws.parameter_panel.state() == before
