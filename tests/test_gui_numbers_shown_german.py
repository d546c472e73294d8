"""Numbers in the boxes, the spin boxes, the table cells, Compare's table and the status bar are shown in the
language's separators (German "0,00333", "10.000", "$2,68"; issue 35 §3), while what is stored, saved and read
back is the same in every language."""
import re

import pytest
from PySide6.QtCore import Qt

from guihelp import WAIT, load

pytestmark = pytest.mark.gui
GERMAN_DECIMAL = re.compile(r"\d,\d")
ENGLISH_DECIMAL = re.compile(r"\d\.\d")


def shown_cell(view, row: int, col: int) -> str:
    """A table cell's text as its delegate paints it."""
    index = view.model().index(row, col)
    return view.itemDelegate().displayText(index.data(Qt.DisplayRole), view.locale())


def test_german_boxes_cells_and_status_bar_show_german_numbers_and_read_back(qtbot, window):
    from expmech_gui.ui import language

    ws = load(qtbot, window, "pricing")
    panel, view = ws.parameter_panel, ws.editor.view
    ws.scenario_ui.set_alpha_text("0.00333")
    ws.scenario_ui.set_max_price(12.5)
    view.model().setData(view.model().index(0, 0), "3.01", Qt.EditRole)
    english_alpha, english_price = panel.alpha.text(), panel.max_price.text()
    english_state = panel.state()
    english_cell = shown_cell(view, 0, 0)
    assert english_cell == "3.01" and english_price == "12.5"
    try:
        window.language_actions["de"].trigger()
        assert panel.alpha.text() == "0,00333" and panel.alpha.error() is None
        assert panel.alpha.value() == 0.00333 and panel.alpha.plain() == "0.00333"
        assert panel.max_price.text() == english_price.replace(".", ","), panel.max_price.text()
        with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
            panel.trials.setValue(10_000)
        assert panel.trials.text() == "10.000", panel.trials.text()
        assert panel.trials.value() == 10_000
        assert shown_cell(view, 0, 0) == english_cell.replace(".", ","), shown_cell(view, 0, 0)
        assert panel.state() == {**english_state, "trials": 10_000}  # what undo and sessions keep
        qtbot.mouseClick(ws.controls.run_once, Qt.LeftButton)
        qtbot.waitUntil(lambda: "$" in window.statusBar().currentMessage(), timeout=WAIT)
        said = window.statusBar().currentMessage()
        assert GERMAN_DECIMAL.search(said) and not ENGLISH_DECIMAL.search(said), said

        index = view.model().index(0, 0)  # a cell typed "2,5" in German is the number 2.5
        view.setCurrentIndex(index)
        view.edit(index)
        editor = view.focusWidget()
        assert editor is not view, "no cell editor opened"
        assert editor.text() == english_cell.replace(".", ","), editor.text()  # the editor shows it German too
        editor.selectAll()
        with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
            qtbot.keyClicks(editor, "2,5")
            qtbot.keyClick(editor, Qt.Key_Return)
        assert float(view.model().data(index, Qt.EditRole)) == 2.5
        assert shown_cell(view, 0, 0) == "2,5"
    finally:
        window.language_actions["en"].trigger()
        language.install("en")
    assert shown_cell(view, 0, 0) == "2.5"
    assert panel.alpha.text() == english_alpha == "0.00333" and panel.max_price.text() == english_price
    assert panel.trials.text() == "10,000"


def test_a_number_being_typed_is_not_reformatted_under_the_cursor(qtbot, window):
    from expmech_gui.ui import language

    ws = load(qtbot, window, "pricing")
    box = ws.parameter_panel.max_price
    box.setFocus()
    qtbot.waitUntil(box.hasFocus, timeout=WAIT)
    box.selectAll()
    qtbot.keyClicks(box, "12.5")
    try:
        window.language_actions["de"].trigger()
        assert box.text() == "12.5"  # as typed: not made "12,5" while the user is at it
        ws.parameter_panel.alpha.setFocus()
        qtbot.waitUntil(lambda: not box.hasFocus(), timeout=WAIT)
        window.language_actions["en"].trigger()
        window.language_actions["de"].trigger()
        assert box.text() == "12,5" and box.value() == 12.5  # committed: shown in German at the next switch
        box.selectAll()
        qtbot.keyClicks(box, "7,5")  # typed in German, read in German: 7.5 in English too
        assert box.plain() == "7.5"
    finally:
        window.language_actions["en"].trigger()
        language.install("en")
    assert box.text() == "7.5" and box.value() == 7.5


def test_compare_table_shows_german_numbers(qtbot, window):
    from expmech_gui.ui import language

    ws = load(qtbot, window, "voting")
    window.tabs.setCurrentWidget(ws)
    from expmech_gui.ui.workspaces.compare import CompareWindow

    compare = CompareWindow(ws, window)
    qtbot.addWidget(compare)
    with qtbot.waitSignal(compare.rowsShown, timeout=WAIT):
        compare.add_current()
    english = [compare.table.item(0, j).text() for j in range(1, 5)]
    assert any(ENGLISH_DECIMAL.search(t) for t in english), english
    try:
        window.language_actions["de"].trigger()
        german = [compare.table.item(0, j).text() for j in range(1, 5)]
        assert german == [language.localized(t, "de").replace(" votes", " Stimmen") for t in english], (english, german)
        assert german != english and any(GERMAN_DECIMAL.search(t) for t in german), german  # "41,5 Stimmen"
    finally:
        window.language_actions["en"].trigger()
        language.install("en")
    assert [compare.table.item(0, j).text() for j in range(1, 5)] == english


def test_a_session_saved_in_german_is_the_same_bytes_as_in_english(qtbot, window, tmp_path):
    from expmech_gui.ui import language

    ws = load(qtbot, window, "pricing")
    ws.scenario_ui.set_alpha_text("0.00333")
    english, german = tmp_path / "en.json", tmp_path / "de.json"
    assert window.session.save_to(str(english)) is None
    try:
        window.language_actions["de"].trigger()
        assert ws.parameter_panel.alpha.text() == "0,00333"
        assert window.session.save_to(str(german)) is None
    finally:
        window.language_actions["en"].trigger()
        language.install("en")
    assert german.read_bytes() == english.read_bytes()


def test_a_file_s_name_in_the_status_bar_is_never_localized(qtbot, window, tmp_path, monkeypatch):
    """Imported "data_1.5.csv" by its bare name in German: the status bar says the name as it is, not
    "data_1,5.csv" (only the numbers of the message follow the language)."""
    from expmech_gui.ui import language

    ws = load(qtbot, window, "voting")
    monkeypatch.chdir(tmp_path)
    ws.export_csv("data_1.5.csv")
    try:
        window.language_actions["de"].trigger()
        assert ws.import_csv("data_1.5.csv") is None
        said = window.statusBar().currentMessage()
        assert "data_1.5.csv" in said and "data_1,5" not in said, said
    finally:
        window.language_actions["en"].trigger()
        language.install("en")


def test_a_workspace_first_opened_in_german_shows_its_runs_box_in_german(qtbot, window):
    """The Runs box of a workspace built after the switch: a child takes its parent's locale (the window's), not
    QLocale's default, so "10,000" stayed English there until the window's locale followed the language."""
    from expmech_gui.ui import language

    assert "voting" not in [ws.scenario.key for ws in window.workspaces.built()]
    try:
        window.language_actions["de"].trigger()
        ws = load(qtbot, window, "voting")
        ws.parameter_panel.trials.setValue(12_345)
        assert ws.parameter_panel.trials.text() == "12.345", ws.parameter_panel.trials.text()
    finally:
        window.language_actions["en"].trigger()
        language.install("en")
    assert ws.parameter_panel.trials.text() == "12,345"
