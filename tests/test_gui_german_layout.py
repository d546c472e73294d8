"""German lays out without clipping and counts in the right number (issue 35 §3: "no clipped or cut labels"):
table headers sized from their translated text, a count of one trial in the singular."""
import pytest
from PySide6.QtCore import Qt

from guihelp import WAIT, load
from test_gui_language import german  # noqa: F401 (the fixture: the window in German)

pytestmark = pytest.mark.gui


def test_one_trial_so_far_is_singular_in_german_and_english(qtbot, german):
    window = german
    ws = load(qtbot, window, "voting")
    qtbot.mouseClick(ws.controls.run_once, Qt.LeftButton)
    qtbot.waitUntil(lambda: "bisher" in window.statusBar().currentMessage(), timeout=WAIT)
    assert window.statusBar().currentMessage().endswith("(bisher 1 Durchlauf)"), window.statusBar().currentMessage()
    assert ws.runs.ended_text(True) == "Fertig: bisher 1 Durchlauf"
    window.language_actions["en"].trigger()
    assert ws.runs.so_far_text() == "(1 trial so far)" and ws.runs.ended_text(False) == "Stopped: 1 trial so far"
    qtbot.mouseClick(ws.controls.run_once, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().endswith("(2 trials so far)"), timeout=WAIT)
