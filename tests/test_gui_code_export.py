"""File ▸ Export as code… on a real window (issue 33 §3): the workspace's release as an OpenDP script, or a
sentence saying why not (file dialogs answered by the test)."""
from guihelp import load

from expmech_gui.scenarios import SCENARIOS
from expmech_gui.ui.window import code_export

VOTING = next(k for k, s in SCENARIOS.items() if s.strategic is not None and s.strategic.flag == "--voter")
NOT_EXPORTED = next(k for k, s in SCENARIOS.items() if s.strategic is None and not s.settings)  # e.g. lunch


def test_export_as_code_writes_the_workspaces_release(qtbot, window, tmp_path, monkeypatch):
    ws = load(qtbot, window, VOTING)
    qtbot.waitUntil(lambda: ws.experiment is not None)
    monkeypatch.setattr(code_export.QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "rel"), ""))
    action = next(a for a in window.menuBar().actions()[0].menu().actions() if a.text() == "Export as co&de…")
    action.trigger()
    text = (tmp_path / "rel.py").read_text(encoding="utf-8")
    assert f"EPSILON = {ws.experiment.params.epsilon!r}" in text and "dp.m.make_noisy_max(" in text
    compile(text, "rel.py", "exec")
    assert "as OpenDP code to" in window.last_message


def test_a_scenario_without_an_export_is_said_and_nothing_written(qtbot, window, tmp_path, monkeypatch):
    load(qtbot, window, NOT_EXPORTED)
    asked, warned = [], []
    monkeypatch.setattr(code_export.QFileDialog, "getSaveFileName", lambda *a, **k: asked.append(1) or ("", ""))
    monkeypatch.setattr(window, "_warn", lambda title, text: warned.append((title, text)))
    code_export.export_code(window)
    assert not asked and warned and "Export as OpenDP code is offered for" in warned[0][1]
    assert "Nothing was written" in warned[0][1] and not list(tmp_path.glob("*.py"))
