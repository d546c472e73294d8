"""The privacy bill, the ledger view, the gallery and Edit ▸ Undo in German, in the real window (issue 35 §3): the
sentences written with their numbers come from the catalogue (tr() templates and core.translatable's words), in
German separators, and are written again when the language changes; the undo steps made before the change are
named again in the new language."""
import pytest

from guihelp import WAIT, load, ready
from test_gui_privacy import show_bill
from i18n_walk import plain
from test_gui_untranslated import still_english, vocabulary

pytestmark = pytest.mark.gui


def released_then_german(qtbot, window):
    """Three Run once at ε = 5 in Voting, the bill shown, then View ▸ Language ▸ Deutsch."""
    ws = load(qtbot, window, "voting")
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(5))
    for _ in range(3):
        assert ws.run_once() is not None
    panel = show_bill(qtbot, ws)
    english = panel.meaning.text()
    assert english.startswith("After 3 releases at ε = 2.5, the total privacy loss is ε = 7.38")
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):  # the bill on screen is written again, in German
        window.language_actions["de"].trigger()
    return ws, panel, english


def test_the_bill_the_ledger_and_undo_are_german_after_releases_made_in_english(qtbot, window, subtests):
    """One window, three releases made in English then the switch to German (released_then_german), read by three
    checks in turn: "bill" (written again in German, and in English again after a switch back, then German again),
    "ledger" (the ledger view's summary and rows), "undo" (the steps made in English named in German)."""
    from expmech_gui.ui import language

    try:
        ws, panel, english = released_then_german(qtbot, window)
        with subtests.test("bill"):
            bill_is_german_and_back(qtbot, window, panel, english)
        with subtests.test("ledger"):
            ledger_view_summary_is_german(qtbot, ws)
        with subtests.test("undo"):
            undo_steps_are_german(qtbot, window, ws)
    finally:
        language.install("en")


def bill_is_german_and_back(qtbot, window, panel, english) -> None:
    words, _german = vocabulary()
    assert panel.meaning.text().startswith("Nach 3 Veröffentlichungen mit ε = 2,5 beträgt der gesamte "
                                           "Privatsphäreverlust ε = 7,38 nach der hier engsten gültigen Methode")
    assert panel.table.text().startswith("<p>Gesamtes ε nach <b>3</b> Veröffentlichungen mit ε = 2,5, δ = 10⁻⁶ "
                                         "(die gestrichelte senkrechte Linie):</p>")
    assert "<b>7,38</b>" in panel.table.text() and "(empfohlen)" in panel.table.text()
    assert panel.what_if.text() == ("Was wäre, wenn (ein Plan, nicht verbraucht): 10 weitere Veröffentlichungen "
                                    "mit ε = 2,5 brächten die Summe auf ε = 26,59 (bisher verbraucht: ε = 7,38).")
    assert panel.gdp.text().startswith("Gaußsche Sicht (Dong): 3 Veröffentlichungen sind nach der "
                                       "Sensitivitätsanalyse μ = 3,42-GDP")
    tip = panel.table.toolTip()
    assert tip.startswith("Woher jede Summe stammt:\n• Einfache Summe (Basiskomposition): k·ε: Die ε-Werte")
    assert "(Dwork und Roth 2014, Theorem 3.16)" in tip
    for text in (panel.meaning.text(), panel.table.text(), panel.what_if.text(), panel.gdp.text(), tip):
        assert not still_english(plain(text), words, set()), text
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):
        window.language_actions["en"].trigger()
    assert panel.meaning.text() == english
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):  # German again, for the checks after
        window.language_actions["de"].trigger()


def ledger_view_summary_is_german(qtbot, ws) -> None:
    view = ws.ledger_view
    with qtbot.waitSignal(view.ledgerShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    summary = view.summary.text()
    assert summary.startswith("Das Privatsphäre-Konto der Sitzung verzeichnet 3 Veröffentlichungen in Abstimmung, "
                              "jede mit ε = 2,5 berechnet, um ")
    assert summary.endswith("Alle werden zusammen verrechnet (die Daten gelten nicht als disjunkt); Rückgängig "
                            "entfernt keine davon: Was veröffentlicht ist, bleibt veröffentlicht.")
    assert view.rows()[0][4:6] == ["2,5", "1 Veröffentlichung"]
    assert not still_english(plain(summary), vocabulary()[0], set())


def undo_steps_are_german(qtbot, window, ws) -> None:
    from PySide6.QtWidgets import QUndoView

    assert window.undo_action.text() == "&Rückgängig Parameter ändern"  # the ε change, made while English
    history = window.findChild(QUndoView)
    model = history.model()
    assert model.data(model.index(model.rowCount() - 1, 0)) == "Parameter ändern"
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(2))  # merges with the step before (one ε change)
    ready(qtbot, ws, window.undo_action.trigger)
    assert ws.experiment.params.epsilon == 1.0
    assert window.redo_action.text() == "&Wiederholen Parameter ändern"


def test_the_gallery_sentences_are_german(qtbot, window):
    from expmech_gui.ui import language
    from expmech_gui.ui.gallery.gallery import GalleryWindow

    window.language_actions["de"].trigger()
    try:
        gallery = GalleryWindow(window)
        qtbot.addWidget(gallery)
        gallery.show()
        qtbot.waitUntil(lambda: gallery.why.text() != "", timeout=WAIT)
        assert gallery.agreement.text().startswith("Größter Unterschied zwischen beiden, über jede Ausgabe: ")
        assert gallery.agreement.text().endswith("Klassischer Mechanismus: Laplace-Rauschen der Skala 2Δ/ε = 0,2, auf "
                                                 "das Gitter beschränkt.")
        assert gallery.why.text().startswith("Warum: Das Gewicht des Exponentialmechanismus")
        assert gallery.loss.text().startswith("Tatsächlicher Privatsphäreverlust gegenüber dem ungünstigsten "
                                              "Nachbarn: <b>")
        assert gallery.statement.text().startswith("Privatsphäre: Der Exponentialmechanismus bei ε = 1 (allgemeine "
                                                   "Analyse, c = ε/(2Δ)) ist Laplace-Rauschen der Skala 2Δ/ε")
        words = vocabulary()[0]
        for label in (gallery.agreement, gallery.why, gallery.statement, gallery.loss):
            assert not still_english(plain(label.text()), words, set()), label.text()
    finally:
        language.install("en")
