"""Texts the German walk did not reach, in German (issue 35 §3): the bill plot's curve and line tooltips, the
ledger's mechanism and neighbours by name, the budget boxes' decimal comma, the words of a Cancel in the bill and the
Risk view, the PAC view's progress sentence and PMW's rounds table's mark."""
import pytest
from PySide6.QtCore import Qt

from guihelp import WAIT, load_preset, make_workspace
from i18n_walk import texts_of
from test_gui_bill_ledger_german import released_then_german
from test_gui_untranslated import still_english, vocabulary

pytestmark = pytest.mark.gui


def test_after_releases_made_in_english_the_bill_budget_ledger_and_risk_speak_german(qtbot, window, subtests):
    """One window, three releases made in English then the switch to German (released_then_german), read by five
    checks in turn, each starting in German: "bill plot" (its curve and line tooltips, and in English after a switch
    back), "budget" (the boxes read and show a decimal comma), "ledger" (the mechanism and neighbours by name; its
    CSV keeps the keys), "cancelled" (a cancelled bill and privacy loss say so), "most exposed" (that person's loss
    said in German)."""
    from expmech_gui.ui import language

    def german(signal=None) -> None:
        if signal is None:
            window.language_actions["de"].trigger()
            return
        with qtbot.waitSignal(signal, timeout=WAIT):
            window.language_actions["de"].trigger()

    try:
        ws, panel, _english = released_then_german(qtbot, window)
        with subtests.test("bill plot"):
            bill_plot_tooltips_are_german_and_back(qtbot, window, panel)
        german(panel.billShown)
        with subtests.test("budget"):
            budget_boxes_show_a_decimal_comma(qtbot, window, panel)
        german()
        with subtests.test("ledger"):
            ledger_names_mechanism_and_neighbours(qtbot, window, ws)
        german(ws.ledger_view.ledgerShown)
        with subtests.test("cancelled"):
            ws.views.setCurrentWidget(panel)
            cancelled_bill_and_loss_say_so(qtbot, ws, panel)
        with subtests.test("most exposed"):
            most_exposed_loss_is_german(qtbot, ws)
    finally:
        language.install("en")


def bill_plot_tooltips_are_german_and_back(qtbot, window, panel) -> None:
    assert panel.curves["basic"].toolTip().startswith("Einfache Summe (Basiskomposition): k·ε: Die ε-Werte")
    assert panel.k_line.toolTip() == "Die bisherigen Veröffentlichungen"
    tips = {text for kind, text in texts_of(panel.plot) if kind.startswith("itemtip") and text}
    assert "Die bisherigen Veröffentlichungen" in tips  # the walk reads a plot's items' tooltips
    words = vocabulary()[0]
    assert not [tip for tip in tips if still_english(tip, words, set())]
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):
        window.language_actions["en"].trigger()
    assert panel.curves["basic"].toolTip().startswith("Simple sum (basic composition): ")
    assert panel.k_line.toolTip() == "The releases so far"


def ledger_names_mechanism_and_neighbours(qtbot, window, ws) -> None:
    from expmech_gui.release_record import ledger_csv

    view = ws.ledger_view
    with qtbot.waitSignal(view.ledgerShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    entry = window.session_ledger.entries[0]
    neighbours = {"add-remove": "Eine Person hinzufügen / entfernen", "replace": "Daten einer Person ersetzen"}
    assert view.rows()[0][6:8] == ["Exponentieller Mechanismus", neighbours[entry.neighbours]]
    csv = ledger_csv(window.session_ledger.entries)
    assert f",exponential,{entry.analysis},{entry.neighbours}," in csv and "Mechanismus" not in csv
    with qtbot.waitSignal(view.ledgerShown, timeout=WAIT):  # the rows on screen, written again in English
        window.language_actions["en"].trigger()
    english = {"add-remove": "Add / remove one person", "replace": "Replace one person's data"}
    assert view.rows()[0][6:8] == ["Exponential mechanism", english[entry.neighbours]]


def test_the_ledger_names_a_workspace_s_own_method_and_a_pmw_run(qtbot):
    from expmech_gui.release_record import mechanism_name

    assert mechanism_name("gumbel", "topk") == "One-shot Gumbel top-k"  # Top-k's own, not the registry's
    assert mechanism_name("gumbel", "voting") == "Report-noisy-max (Gumbel)"
    assert mechanism_name("private multiplicative weights", "pmw") == "Private multiplicative weights"
    assert mechanism_name("from-elsewhere", "room") == "from-elsewhere"  # a key nothing knows: as it is


def budget_boxes_show_a_decimal_comma(qtbot, window, panel) -> None:
    box = panel.budget.epsilon
    box.setFocus()
    qtbot.waitUntil(box.hasFocus, timeout=WAIT)
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):
        qtbot.keyClicks(box, "12,5")
        qtbot.keyClick(box, Qt.Key_Return)
    assert window.session_ledger.budget == (12.5, 1e-6) and panel.budget.problem.text() == ""
    assert box.text() == "12,5"
    panel.budget.delta.setFocus()
    panel.budget.delta.selectAll()
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):
        qtbot.keyClicks(panel.budget.delta, "0,001")
        qtbot.keyClick(panel.budget.delta, Qt.Key_Return)
    assert window.session_ledger.budget == (12.5, 0.001)
    panel.delta.setFocus()  # (a box being typed in keeps its text through a switch of language)
    qtbot.waitUntil(lambda: not panel.budget.delta.hasFocus(), timeout=WAIT)
    window.language_actions["en"].trigger()
    assert box.text() == "12.5" and panel.budget.delta.text() == "0.001"  # the same budget, in English's point


def cancelled_bill_and_loss_say_so(qtbot, ws, panel) -> None:
    panel.refresh(force=True)
    panel.cancel()
    assert panel.meaning.text().startswith("<") and "Abgebrochen: Die Rechnung für 3 Veröffentlichungen wurde nicht " \
        "berechnet." in panel.meaning.text()
    qtbot.waitUntil(lambda: panel.recompute_button.text() == "Erneut berechnen", timeout=WAIT)  # shown just now
    view = ws.risk_view
    with qtbot.waitSignal(view.riskShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    view.show_loss()
    assert view.loss_text.text() == "Die am stärksten betroffene Person wird gesucht…"
    qtbot.mouseClick(view.loss_bar.cancel_button, Qt.LeftButton)
    assert view.loss_text.text() == "Abgebrochen: Der Privatsphäreverlust wurde nicht berechnet."


def most_exposed_loss_is_german(qtbot, ws) -> None:
    """(The risk view is in front already, after "cancelled": its riskShown has come, so its risk is awaited.)"""
    from guihelp import LONG_WAIT

    view = ws.risk_view
    ws.views.setCurrentWidget(view)
    qtbot.waitUntil(lambda: view.risk is not None, timeout=WAIT)
    with qtbot.waitSignal(view.lossShown, timeout=LONG_WAIT):
        view.loss_button.click()
    said = view.loss_text.text()
    assert said.startswith("Für die am stärksten betroffene Person (") and "(der ungünstigste Fall)" in said, said
    assert not still_english(said, vocabulary()[0], set()), said
    tips = [line.line.toolTip() for line in (view.mean_line, view.total_line, view.worst_line)]
    assert "7,38" in tips[1] and not [tip for tip in tips if still_english(tip, vocabulary()[0], set())], tips


def test_the_pac_view_says_what_it_computes_in_german(qtbot, window):
    from expmech_gui.ui import language

    ws = window.workspaces["pac"]
    window.tabs.setCurrentWidget(ws)
    load_preset(qtbot, ws)
    view = ws.view("learning_view")
    window.language_actions["de"].trigger()
    try:
        view.refresh()  # the sentence while its job runs
        assert view.words.text().startswith("Der Fehler des gelernten Konzepts wird berechnet und ")
        assert view.words.text().endswith(" Läufe werden simuliert…")
    finally:
        language.install("en")


def test_pmw_s_rounds_table_marks_an_update_round_in_the_language_in_use():
    """The mark comes from one Qt-free function (scenarios.synthetic.round_words), which the table calls on its
    worker thread."""
    from expmech_gui.cli.catalogue import use_catalogue
    from expmech_gui.core.translatable import use_language
    from expmech_gui.scenarios.synthetic.round_words import round_mark

    assert (round_mark(True, False), round_mark(False, False), round_mark(True, True)) == ("yes", "", "halted")
    try:
        use_catalogue("de")
        assert (round_mark(True, False), round_mark(False, False), round_mark(False, True)) == ("ja", "", "angehalten")
    finally:
        use_language()


def test_pmw_s_rounds_table_shows_the_mark_in_german(qtbot):
    from expmech_gui.scenarios.synthetic import pmw
    from expmech_gui.ui import language
    from expmech_gui.ui.scenarios.synthetic.pmw_rounds import row_texts

    ws = load_preset(qtbot, make_workspace(qtbot, pmw.SCENARIO.key))
    run, queries = pmw.pmw_run(ws.experiment.dataset, ws.experiment.params.setting_values, 11)
    language.install("de")
    try:
        marks = {texts[-1] for texts in row_texts(run, tuple(queries.labels))}
    finally:
        language.install("en")
    assert "ja" in marks and "yes" not in marks, marks


def test_run_n_s_status_lines_are_german(qtbot, window):
    from expmech_gui.ui import language
    from guihelp import LONG_WAIT, load

    ws = load(qtbot, window, "voting")
    window.language_actions["de"].trigger()
    try:
        ws.run_n(0)
        assert window.statusBar().currentMessage() == "„N ausführen“ braucht mindestens einen Durchlauf"
        with qtbot.waitSignal(ws.runFinished, timeout=LONG_WAIT):
            ws.run_n(2000)
        assert window.statusBar().currentMessage() == "Fertig: bisher 2.000 Durchläufe"
    finally:
        language.install("en")


def test_a_synthetic_table_past_the_budget_is_refused_in_german(qtbot, make_workspace):
    from expmech_gui.scenarios.synthetic import blr
    from expmech_gui.ui import language

    ws = make_workspace(blr.SCENARIO.key)
    ws.session_ledger.set_budget((1e-6, 1e-3))
    language.install("de")
    try:
        view = ws.view("blr_view")
        ws.views.setCurrentWidget(view)
        qtbot.waitUntil(lambda: "Nicht gezeigt" in view.words.text(), timeout=3 * WAIT)
        assert "Erhöhen Sie das Budget unter Privatsphäre-Rechnung" in view.words.text()
        assert len(ws.session_ledger.entries) == 0
    finally:
        language.install("en")


def test_a_top_k_release_s_status_line_names_the_set_in_german(qtbot, window):
    from expmech_gui.ui import language
    from guihelp import load

    ws = load(qtbot, window, "topk")
    window.language_actions["de"].trigger()
    try:
        assert ws.run_once() is not None
        said = window.statusBar().currentMessage()
        assert "der Reihe nach ausgewählt: " in said and "selected" not in said, said
    finally:
        language.install("en")


def test_pmw_s_own_view_tab_is_named_in_german(qtbot):
    """Its tab said "PMW run" in the German window (the walk reads words of four letters or more)."""
    from expmech_gui.scenarios.synthetic import pmw
    from expmech_gui.ui import language

    ws = make_workspace(qtbot, pmw.SCENARIO.key)
    last = ws.views.count() - 1
    language.install("de")
    try:
        language.translate_tree(ws)
        assert ws.views.tabText(last) == "PMW-Lauf"
    finally:
        language.install("en")
        language.translate_tree(ws)
    assert ws.views.tabText(last) == "PMW run"


def test_lunch_s_options_are_named_in_its_table_as_in_its_plots_in_german(qtbot):
    """The options are data: the German table's header said "Salatbar" beside plots naming "Salad bar"."""
    from expmech_gui.ui import language

    ws = load_preset(qtbot, make_workspace(qtbot, "lunch"))
    model = ws.editor.model
    language.install("de")
    try:
        titles = [model.headerData(c, Qt.Horizontal) for c in range(model.columnCount())]
        tip = model.headerData(1, Qt.Horizontal, Qt.ToolTipRole)
    finally:
        language.install("en")
    assert titles[1:] == [str(label) for label in ws.experiment.problem.labels], titles
    assert "Salad bar" in titles and "Salatbar" not in titles
    assert tip.startswith("Doppel"), tip  # the app's own words about the column stay German
