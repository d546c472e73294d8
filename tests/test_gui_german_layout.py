"""German lays out without clipping and counts in the right number (issue 35 §3: "no clipped or cut labels"):
table headers sized from their translated text, a count of one trial in the singular."""
import pytest
from PySide6.QtCore import Qt

from guihelp import WAIT, load, show_view
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


def clipped_headers(table) -> list[str]:
    """The column titles of ``table`` narrower than their text by font metrics (the stretched last one too)."""
    header = table.horizontalHeader()
    metrics = header.fontMetrics()
    titles = [str(table.model().headerData(i, Qt.Horizontal) or "") for i in range(header.count())]
    return [f"{title!r}: {header.sectionSize(i)} px < {metrics.horizontalAdvance(title)} px"
            for i, title in enumerate(titles) if header.sectionSize(i) < metrics.horizontalAdvance(title)]


def test_the_ledger_built_in_german_is_sized_to_its_german_headers(qtbot, german):
    window = german
    ws = load(qtbot, window, "voting")
    qtbot.mouseClick(ws.controls.run_once, Qt.LeftButton)
    view = show_view(qtbot, ws, "ledger_view", "ledgerShown")
    table = view.table  # (sized to the English titles, then translated just after it showed)
    qtbot.waitUntil(lambda: table.horizontalHeaderItem(1).text() == "Arbeitsbereich", timeout=WAIT)
    assert not clipped_headers(table), clipped_headers(table)


def test_compare_s_headers_are_whole_in_german_whichever_language_it_opened_in(qtbot, window):
    from expmech_gui.ui import language
    from expmech_gui.ui.window.menus import open_compare

    load(qtbot, window, "voting")
    compare = open_compare(window)
    compare.resize(1280, 800)
    with qtbot.waitSignal(compare.rowsShown, timeout=WAIT):
        compare.add_current()
    try:
        window.language_actions["de"].trigger()
        qtbot.waitUntil(lambda: compare.table.horizontalHeaderItem(1).text() == "Chance des Besten", timeout=WAIT)
        assert not clipped_headers(compare.table), clipped_headers(compare.table)
    finally:
        window.language_actions["en"].trigger()
        language.install("en")
        compare.close()
