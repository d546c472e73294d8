"""The sentences the Qt-free core and the scenarios write for the views, in German (issue 35 §3): the attacker's
belief, trade-off and bound sentences, the accuracy-by-mass sentences, the reason an ε per release (per report)
costs what it does, the promise of one release, an unknown mechanism's refusal and the neighbour's description —
each through core.translatable in the language in use, its numbers in German separators where it is shown
(words) or at once (message), English unchanged without a language."""
import numpy as np
import pytest

from expmech_gui.cli.catalogue import translations
from expmech_gui.core.accuracy_by_mass import EXACT_WHY, accuracy_by_mass
from expmech_gui.core.mechanisms import mechanism_class
from expmech_gui.core.number_locale import localized
from expmech_gui.core.privacy import attacker
from expmech_gui.core.privacy.loss import promise_text, release_epsilon
from expmech_gui.core.problem import ProblemError, SelectionProblem
from expmech_gui.core.translatable import use_language
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.release_risk import LedgerRisk
from expmech_gui.scenarios import SCENARIOS
from expmech_gui.scenarios.pricing import pricing
from expmech_gui.scenarios.voting import voting

VOTES = voting.VoteTally(("Ms Okafor", "Mr Berg", "Ms Chen"), np.array([1500, 1200, 30]))


@pytest.fixture
def german():
    use_language("de", translations("de").get)
    yield lambda text: localized(text, "de")  # words' numbers, as the window shows them
    use_language()


def test_the_attackers_sentences_in_german_with_decimal_commas(german):
    text = german(attacker.posterior_sentence(0.2, 1.5, 2.5e-6))
    assert text == ("Wenn jemand eine Wahrscheinlichkeit von 20\u00a0% annahm, dass Sie mit Ja geantwortet haben, kann er "
                    "nach allem bisher Veröffentlichten höchstens 53\u00a0% annehmen. (Das kann mit einer Wahrscheinlichkeit "
                    "von höchstens 0,0000025 nicht gelten.)")
    assert german(attacker.tradeoff_sentence(1.5)).startswith(
        "Jeder Test, der herausfinden will, ob Sie in den Daten sind, und nur 5\u00a0% der Personen")
    assert german(attacker.posterior_formula(1.25, 2.5e-6)) == (
        "p′ ≤ e^ε·p / (e^ε·p + 1 − p) mit ε = 1,25 (die Summe über alles Veröffentlichte); mit δ = 0,0000025 kann "
        "die Schranke auf Ausgaben mit einer Gesamtwahrscheinlichkeit von höchstens δ verletzt sein — Nanayakkara "
        "u. a., USENIX Security 2023; Kifer u. a.")
    assert LedgerRisk(0.0, 0.0, "basic", 0).posterior_sentence(0.2).startswith(
        "Noch wurde nichts veröffentlicht, also kann sich niemandes Annahme über Sie verändert haben: Wenn jemand")


def test_the_accuracy_by_mass_sentences_in_german(german):
    pr = SelectionProblem(labels=tuple("abcde"), scores=np.array([42, 39, 30, 5, 0.0]), sensitivity=1.0,
                          monotone={"add-remove": False, "replace": False})
    a = accuracy_by_mass(pr, 0.5, 1.0, 0.0123, 40.5)
    assert german(a.tail_sentence()) == (
        "An der Linie OPT − 5,219 begrenzt Satz 3 die Wahrscheinlichkeit auf 0,3679, das Lemma des Wikis "
        "(t = 2,609) auf 1,356 (mehr als 1: sagt hier nichts aus); Satz 3 ist hier enger, denn das Lemma gibt die "
        "halbe Entfernung auf (e^(−c·D/2) statt e^(−c·D)), und die Kandidaten höchstens D/2 unter dem Besten "
        "(μ = 0,2) tragen nicht genug Masse, um das wettzumachen. Die exakte Wahrscheinlichkeit ist 0,0123.")
    assert german(a.floor_sentence()) == (
        "Erwartete Bewertung mindestens 36,78 nach Satz 3, über t integriert, und mindestens 24,62 nach dem Satz "
        "des Wikis (t = 5,794, das kleinste, das seine Bedingung zulässt); der integrierte Satz 3 ist hier enger. "
        "Die exakte erwartete Bewertung ist 40,5.")
    assert translations("de")[EXACT_WHY].startswith("Die exakten Zahlen sind enger als beide Sätze")


def test_why_a_release_costs_what_it_does_and_its_promise_in_german(german):
    """The reason the strategic view and the bill quote for the ε per release, and the one-person view's promise."""
    monotone = Experiment(voting.SCENARIO.key, VOTES, RunParameters(epsilon=1.5)).mechanism
    assert german(release_epsilon(monotone)[1]) == (
        "die Bewertung ist monoton bei Nachbarn durch Hinzufügen oder Entfernen (eine Person verschiebt jede "
        "Bewertung in dieselbe Richtung), daher ist „Exponentieller Mechanismus“ mit der allgemeinen Analyse "
        "tatsächlich ε/2-DP: Jede Veröffentlichung kostet ε/2 = 0,75")
    assert german(promise_text(monotone, ("replace", "add-remove"))) == (
        "Eine Veröffentlichung verspricht einen Verlust für „die Daten einer Person ersetzen“ von höchstens ε = 1,5; "
        "für „eine Person hinzufügen oder entfernen“ von höchstens ε/2 = 0,75.")
    replace = Experiment(voting.SCENARIO.key, VOTES, RunParameters(epsilon=1.5, neighbours="replace")).mechanism
    assert german(release_epsilon(replace)[1]) == "jede Veröffentlichung kostet das ε ihrer Analyse, 1,5"


def test_an_unknown_mechanism_is_refused_in_german(german):
    with pytest.raises(ProblemError) as caught:
        mechanism_class("peeling")  # top-k's own method: not a mechanism of one choice
    assert str(caught.value).startswith("unbekannter Mechanismus 'peeling'; verwenden Sie einen von exponential")


def test_the_neighbours_description_in_german_keeps_what_was_typed(german):
    """message: the row and the value in German separators at once; the typed new value as typed."""
    buyers = pricing.Valuations(np.array([1.0, 2.4, 3.01]))
    one = pricing.SCENARIO.one_person
    assert one.describe(buyers, 1, 1234) + one.describe_value(2.5, "2,5", None) == (
        "Käufer in Tabellenzeile 1.234 (Wert $2,40) – neuer Wert 2,5")
    ballot = voting.SCENARIO.one_person.describe_value(1, "Mr Berg", lambda i: "Kandidat Mr Berg (Tabellenzeile 2)")
    assert ballot == " – der neue Stimmzettel ist für Kandidat Mr Berg (Tabellenzeile 2)"


def test_every_scenarios_words_for_an_individual_have_german():
    """The one-person view says each scenario's noun (and member) in the language in use: none may lack German."""
    table = translations("de")
    words = {w for sc in SCENARIOS.values() if sc.one_person is not None
             for w in (sc.one_person.noun, sc.one_person.member) if w}
    assert {"person", "buyer", "ballot"} <= words
    assert not [w for w in words if not table.get(w)]


def test_without_a_language_the_sentences_stay_english():
    buyers = pricing.Valuations(np.array([1.0, 2.4, 3.01]))
    assert pricing.SCENARIO.one_person.describe(buyers, 1, 1234) == "the buyer on table row 1,234 (value $2.40)"
    monotone = Experiment(voting.SCENARIO.key, VOTES, RunParameters(epsilon=1.5)).mechanism
    assert release_epsilon(monotone)[1].startswith("the score is monotone under add-remove neighbours (one person")
    assert attacker.posterior_formula(1.25).endswith(" — Nanayakkara et al., “What Are the Chances?”, 2023; Kifer et al.")
