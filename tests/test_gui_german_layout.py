"""German lays out without clipping and counts in the right number (issue 35 §3: "no clipped or cut labels"):
table headers sized from their translated text, a count of one trial in the singular."""
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from guihelp import LONG_WAIT, WAIT, background_done, load, make_window, show_view
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
    widths = [max(metrics.horizontalAdvance(line) for line in title.split("\n")) for title in titles]  # (2 lines)
    return [f"{title!r}: {header.sectionSize(i)} px < {width} px"
            for i, (title, width) in enumerate(zip(titles, widths)) if header.sectionSize(i) < width]


def test_the_ledger_built_in_german_is_sized_to_its_german_headers(qtbot, german):
    window = german
    ws = load(qtbot, window, "voting")
    qtbot.mouseClick(ws.controls.run_once, Qt.LeftButton)
    view = show_view(qtbot, ws, "ledger_view", "ledgerShown")
    table = view.table  # (sized to the English titles, then translated just after it showed)
    qtbot.waitUntil(lambda: table.horizontalHeaderItem(1).text() == "Arbeitsbereich", timeout=WAIT)
    assert not clipped_headers(table), clipped_headers(table)
    font = table.font()
    font.setPointSizeF(font.pointSizeF() * 2)  # presentation mode's larger type: the columns sized again
    view.setFont(font)
    qtbot.waitUntil(lambda: not clipped_headers(table), timeout=WAIT)
    words = view.disjoint_words  # the disjoint box's words wrap beside it (a check box's own text was cut)
    assert words.text().startswith("Die Datensätze sind disjunkt") and words.wordWrap()
    assert words.geometry().right() <= view.contentsRect().right()
    with qtbot.waitSignal(view.disjoint.toggled, timeout=WAIT):
        qtbot.mouseClick(words, Qt.LeftButton)  # a click on the words ticks the box
    assert view.disjoint.isChecked() and view.disjoint.accessibleName().startswith("Die Datensätze sind disjunkt")


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
        qtbot.waitUntil(lambda: compare.table.horizontalHeaderItem(1).text().replace("\n", " ") == "Chance des Besten",
                        timeout=WAIT)  # (on two lines where its column is narrower: compare_columns)
        assert not clipped_headers(compare.table), clipped_headers(compare.table)
        buttons = [b.text().replace("&", "") for b in (compare.add_button, compare.argmax_button)]
        assert buttons == ["Hinzufügen", "Argmax hinzufügen"], buttons  # (they were left in English)
    finally:
        window.language_actions["en"].trigger()
        language.install("en")
        compare.close()


def test_the_summary_s_risk_sentence_keeps_its_longest_german_word_whole_in_presentation(qtbot, tmp_path):
    """Plain words, German, presentation at 1280 × 800: "Wenn jemand eine Wahrscheinlichkeit von 20% annahm, …" —
    the summary's column is as wide as "Wahrscheinlichkeit" (Qt breaks only between words; it was cut), and the
    window still fits its 1280 px (the ε row's ends wrap instead)."""
    from expmech_gui.ui import language

    window = make_window(qtbot, tmp_path, plain_words=True)
    window.resize(1280, 800)
    window.showFullScreen = lambda: window.setGeometry(window.x(), window.y(), 1280, 800)
    window.showNormal = lambda: None
    try:
        window.language_actions["de"].trigger()
        ws = load(qtbot, window, "voting")
        background_done(qtbot, ws, timeout=LONG_WAIT)
        window.presentation.set_presentation(True)
        label = ws.summary_panel.labels["promise"]
        qtbot.waitUntil(lambda: label.isVisible() and "Wahrscheinlichkeit" in label.text(), timeout=WAIT)
        qtbot.waitUntil(lambda: not window.presentation.switching(), timeout=WAIT)
        plain = re.sub(r"<[^>]*>", "", label.text())
        assert "<b>" not in label.text()
        widest = max(label.fontMetrics().horizontalAdvance(word) for word in plain.split())
        room = label.contentsRect().width() - max(label.indent(), 0)
        assert room >= widest, f"{room} px for a {widest} px word"
        assert window.width() <= 1280, window.width()
        window.presentation.set_presentation(False)
    finally:
        window.language_actions["en"].trigger()
        language.install("en")
        window.session.modified = False
        window.close()


def test_compare_opened_in_german_shows_its_mechanism_whole(qtbot, german):
    """A combo box is sized to its items when first shown — English, translated just after: it cut
    "Exponentieller Mechanismus"."""
    from expmech_gui.ui.window.menus import open_compare

    load(qtbot, german, "voting")
    compare = open_compare(german)
    combo = compare.mechanism
    try:
        qtbot.waitUntil(lambda: combo.currentText() == "Exponentieller Mechanismus", timeout=WAIT)
        fresh = QComboBox(compare)  # the same items in a box sized for them now
        fresh.addItems([combo.itemText(i) for i in range(combo.count())])
        qtbot.waitUntil(lambda: combo.width() >= fresh.sizeHint().width(), timeout=WAIT)
    finally:
        compare.close()


def test_an_empty_workspace_says_it_has_no_data_in_german(qtbot, make_workspace):
    """The summary's "No results: no data yet: …" and the plots' "No results for these settings" were English in
    the German window."""
    from expmech_gui.ui import language

    language.install("de")
    try:
        ws = make_workspace("voting", preset="")
        status = ws.summary_panel.status
        qtbot.waitUntil(lambda: status.isVisible() and bool(status.text()), timeout=WAIT)
        assert status.text() == ("Keine Ergebnisse: noch keine Daten: Fügen Sie mindestens einen gültigen Kandidaten "
                                 "hinzu, importieren Sie eine CSV-Datei oder laden Sie eine Vorlage"), status.text()
        titles = {w.getPlotItem().titleLabel.text for _, w in ws.plots.named_widgets()}
        assert titles == {"Keine Ergebnisse für diese Einstellungen"}, titles
    finally:
        language.install("en")


def test_a_number_box_asks_for_room_for_its_whole_number(qtbot):
    """A narrow column (German plain words in presentation) showed α "0,00333" as "0,003": a number box's least
    width holds its number, up to its widest size."""
    from expmech_gui.ui.widgets.number_field import NumberField

    box = NumberField("0.00333", float, "α")
    qtbot.addWidget(box)
    needed = box.fontMetrics().horizontalAdvance(box.text())
    assert box.minimumSizeHint().width() > needed
    box.setText("0.5")
    assert box.minimumSizeHint().width() < needed  # (it follows the number)
    box.fit_chars(2)
    assert box.minimumSizeHint().width() <= box.maximumWidth()
