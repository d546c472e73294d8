"""Compare in German (issue 35 §3): every number it shows — a row's name in the legend and the table, the table's
cells, the names box — in the language's separators, the same number reading the same in the legend and the table,
also after a live switch of language with Compare open. German presentation at 1920×1080 showed "ε = 0.5" in the
legend where the table said "ε = 0,5", and "immer $0.01" in the table where the legend said "immer $0,01"."""
import re

import pytest
from PySide6.QtWidgets import QComboBox

from expmech_gui.ui import language
from expmech_gui.ui.workspaces.compare import CompareWindow
from expmech_gui.ui.workspaces.compare_rows import ARGMAX, Config
from guihelp import LONG_WAIT

pytestmark = pytest.mark.gui
ENGLISH_DECIMAL = re.compile(r"\d\.\d")


def seen(view) -> dict[str, list[str]]:
    """What the window shows: its legend's entries, its table's cells and every combo box's items."""
    table = view.table
    cells = [table.item(i, j).text() for i in range(table.rowCount()) for j in range(table.columnCount())
             if table.item(i, j) is not None]
    combos = [box.itemText(i) for box in view.findChildren(QComboBox) for i in range(box.count())]
    return {"legend": [label.text for _sample, label in view.legend.items], "table": cells, "combo": combos}


def english_decimals(view) -> list[str]:
    return [f"{where}: {text!r}" for where, texts in seen(view).items() for text in texts
            if ENGLISH_DECIMAL.search(text)]


def names(view) -> list[str]:
    return [view.table.item(i, 0).text() for i in range(view.table.rowCount())]


def fill(qtbot, view, key: str) -> None:
    """Four rows: the workspace's settings, argmax, a fixed candidate, and the noisy best price (Pricing) or
    Report-Noisy-Max at ε 0.5 with PMW's threshold T at 0.35 (PMW)."""
    ws = view.workspace
    view.add(Config.of_experiment(ws.experiment))
    view.add(Config(kind=ARGMAX))
    view.fixed.setCurrentIndex(0)
    view.fixed_button.click()
    if view.baseline_buttons:
        view.baseline_buttons[0].click()
    else:
        view.mechanism.setCurrentIndex(1)
        view.epsilon.setText("0.5")
        view.settings["pmw_threshold"].setText("0.35")
        view.add_button.click()
    qtbot.waitUntil(lambda: len(view.configs) == 4 and not view.jobs.pending and view.table.rowCount() == 4,
                    timeout=LONG_WAIT)


@pytest.mark.parametrize("key", ["pricing", "pmw"])
def test_compare_says_every_number_in_german_and_the_same_in_legend_and_table(qtbot, make_workspace, key):
    ws = make_workspace(key)
    language.install("de")
    try:
        view = CompareWindow(ws)
        qtbot.addWidget(view)
        fill(qtbot, view, key)
        assert not english_decimals(view), english_decimals(view)
        assert seen(view)["legend"] == names(view)  # the same words and numbers, row by row
        assert any(re.search(r"\d,\d", name) for name in names(view))  # (numbers there to be seen)
    finally:
        language.install("en")


def test_a_live_switch_of_language_says_compare_s_numbers_again(qtbot, make_workspace):
    """Compare filled in English, then View ▸ Language ▸ Deutsch (language.choose asks it to show_in_language):
    its legend, table and names box in German separators; and back in English, in decimal points."""
    ws = make_workspace("pricing")
    view = CompareWindow(ws)
    qtbot.addWidget(view)
    fill(qtbot, view, "pricing")
    english = seen(view)
    assert any(ENGLISH_DECIMAL.search(text) for text in english["legend"] + english["combo"])
    try:
        language.install("de")
        view.show_in_language()
        qtbot.waitUntil(lambda: not view.jobs.pending and not english_decimals(view)
                        and seen(view)["legend"] == names(view), timeout=LONG_WAIT)
        assert view.fixed.currentText() == language.shown(view.fixed.currentData()) != view.fixed.currentData()
    finally:
        language.install("en")
    view.show_in_language()
    qtbot.waitUntil(lambda: not view.jobs.pending and seen(view) == english, timeout=LONG_WAIT)
