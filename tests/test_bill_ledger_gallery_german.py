"""The privacy bill's, the ledger's and the gallery's sentences, written by Qt-free code (core.accounting,
core.privacy.loss, release_record, scenarios/gallery), in German under ``use_language("de")`` (issue 35 §3): the
catalogue's templates filled with the same numbers, still in English separators (core.translatable.words: they are
localized once, where the text is shown), and the English sentences unchanged without a language."""
import pytest

from expmech_gui.cli.catalogue import translations
from expmech_gui.core.accounting import bill as accounting
from expmech_gui.core.accounting import ledger_totals as la
from expmech_gui.core.accounting.gdp import gdp_comparison, gdp_sentence
from expmech_gui.core.accounting.ledger import LedgerEntry
from expmech_gui.core.translatable import use_language
from expmech_gui import release_record
from expmech_gui.scenarios.gallery import gallery, k_subset


def _entry(epsilon: float, releases: int = 1, workspace: str = "voting") -> LedgerEntry:
    return LedgerEntry(time="2026-11-27T10:00:00+00:00", workspace=workspace, fingerprint="a" * 64,
                       mechanism="exponential", analysis="general", neighbours="add-remove",
                       epsilon_set=2 * epsilon, epsilon_charged=epsilon, delta=0.0, releases=releases,
                       bounded_range=True, output="Ms Okafor")


@pytest.fixture
def german():
    use_language("de", translations("de").get)
    yield
    use_language()


def test_the_bill_sentences_are_german(german):
    entries = [_entry(2.5)] * 3
    totals = la.ledger_totals(entries, 1e-6)
    sentence = la.ledger_sentence(entries, 1e-6, totals)
    assert sentence.startswith("Nach 3 Veröffentlichungen mit ε = 2.5 beträgt der gesamte Privatsphäreverlust "
                               "ε = 7.38 nach der hier engsten gültigen Methode, „Am besten für diesen Mechanismus")
    assert "Er liegt unter der einfachen Summe 3 × 2.5 = 7.5" in sentence and "Einfach gesagt: " in sentence
    mixed = [_entry(2.5), _entry(0.5)]
    assert la.ledger_sentence(mixed, 1e-6, la.ledger_totals(mixed, 1e-6)).startswith(
        "Nach 2 Veröffentlichungen mit ε von 0.5 bis 2.5 (einfache Summe 3)")
    assert la.what_if_sentence(entries, 1e-6, 2.5, 10, True) == (
        "10 weitere Veröffentlichungen mit ε = 2.5 brächten die Summe auf ε = 26.59 (bisher verbraucht: ε = 7.38).")
    assert accounting.total_text(None) == "nicht anwendbar"
    assert accounting.missing_methods_note("permute-and-flip", "Permute-and-flip").startswith(
        "Die Methoden für beschränkte Spannweite und zCDP gelten nicht")
    assert gdp_sentence(gdp_comparison(0.5, 1, 1, 10, 1e-6)).startswith(
        "Gaußsche Sicht (Dong): 10 Veröffentlichungen sind nach der Sensitivitätsanalyse μ = ")
    assert accounting.release_bill(0.1, 200_000, 1e-6, "exponential")[1].startswith(
        "Nach 200,000 Veröffentlichungen mit ε = 0.1 beträgt der gesamte Privatsphäreverlust")


def test_the_ledger_summary_and_the_budget_are_german(german):
    entries = [_entry(2.5)] * 3
    assert release_record.ledger_summary(entries) == (
        "Das Privatsphäre-Konto der Sitzung verzeichnet 3 Veröffentlichungen in Abstimmung, jede mit ε = 2.5 "
        "berechnet, um 2026-11-27 10:00 UTC. Alle werden zusammen verrechnet (die Daten gelten nicht als "
        "disjunkt); Rückgängig entfernt keine davon: Was veröffentlicht ist, bleibt veröffentlicht.")
    assert release_record.ledger_summary([]).endswith("ist leer: Nichts wurde veröffentlicht.")
    assert release_record.budget_left_sentence(entries, (10.0, 1e-6)) == (
        "Budget: ε = 10 mit δ = 10⁻⁶; verbraucht ε = 7.38, also bleibt ε = 2.62 (26% davon).")


def test_the_gallery_sentences_are_german(german):
    c = gallery.laplace(0.3, 0, 1, 0.1, 1, 1)
    assert c.classic_name == "Laplace-Rauschen der Skala 2Δ/ε = 2, auf das Gitter beschränkt"
    assert c.why.startswith("Das Gewicht des Exponentialmechanismus exp(−ε·|f(D) − h|/(2Δ)) ist die Laplace-Dichte")
    assert gallery.rappor([1] * 40, 1.0).why.startswith("Bei 40 Bits gibt es zu viele Ausgaben für eine Liste; "
                                                        "jedes Bit ist ein eigener Exponentialmechanismus über {0, 1}")
    assert c.epsilon_statement.startswith("Der Exponentialmechanismus bei ε = 1 (allgemeine Analyse, c = ε/(2Δ)) ist "
                                          "Laplace-Rauschen der Skala 2Δ/ε, also der Laplace-Mechanismus bei ε/2 = 0.5.")
    boxed = gallery.discrete_laplace(3, 0, 10, 1, 1.0, dimensions=2).epsilon_statement
    assert boxed.startswith("Das ist der Exponentialmechanismus bei ε = 1 (c = ε/(2Δ)), das diskrete Laplace bei ε/2 = 0.5.")
    assert " In d = 2 Dimensionen, f(D) = (3, …, 3)" in boxed and "Über die ganze Box (jedes f(D) in 0…10" in boxed
    subsets = k_subset.k_subset(6, 2, 1, 1.0)
    assert subsets.classic_name.startswith("der 2-Teilmengen-Mechanismus")
    assert subsets.extras["accuracy"].startswith("Schätzt man den Anteil jeder Kategorie aus 1,000 Meldungen")


def test_without_a_language_the_sentences_stay_english():
    entries = [_entry(2.5)] * 3
    assert la.what_if_sentence(entries, 1e-6, 2.5, 1, True) == (
        "1 more release at ε = 2.5 would bring the total to ε = 9.696 (spent so far: ε = 7.38).")
    assert release_record.ledger_summary(entries).startswith(
        "The session's privacy ledger records 3 releases in Voting, each charged ε = 2.5, at 2026-11-27 10:00 UTC.")
    assert gallery.laplace(0.3, 0, 1, 0.1, 1, 1).classic_name == "Laplace noise of scale 2Δ/ε = 2, kept to the grid"
