"""The status bar's "exact distribution ready" names the scenario's own candidates ("(12 prices)", German "(12 Preise)"),
its count in the language's separators (it said "candidates" for every scenario, and wrote "1,086" in German)."""
import pytest

from PySide6.QtCore import Qt

from guihelp import load_preset, ready

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("code, noun", [("en", "prices"), ("de", "Preise")])
def test_the_ready_message_names_the_scenario_s_candidates(qtbot, make_workspace, code, noun):
    from expmech_gui.ui import language

    ws = make_workspace("pricing", preset="")
    said = []
    ws.statusMessage.connect(said.append)
    language.install(code)
    try:
        load_preset(qtbot, ws)
        box = ws.parameter_panel.alpha
        box.selectAll()
        ready(qtbot, ws, lambda: (qtbot.keyClicks(box, "0.0005"), qtbot.keyClick(box, Qt.Key_Return)))  # 2,000 prices
    finally:
        language.install("en")
    m = ws.experiment.problem.m
    count = f"{m:,}" if code == "en" else f"{m:,}".replace(",", ".")
    told = [text for text in said if "(" in text and text.endswith(")")]
    assert told and told[-1].endswith(f"({count} {noun})"), said
    assert m >= 1_000, m  # (a count with a thousands separator to show)
