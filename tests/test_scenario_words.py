"""The words the Qt-free scenario modules write for the window (issue 35 §3): every field's help in scenarios/ has
a German translation in the catalogue, and the sentences a view quotes from a scenario (the learning view's class
and distribution, the net mechanism's sample bounds, PMW's accuracy and epoch sentences, Top-k's price of the
k-set) are written in the language in use, while the JSON and the CLI keep their English."""
import re

import pytest

from expmech_gui.cli.catalogue import translations, use_catalogue
from expmech_gui.core.translatable import use_language, words
from expmech_gui.scenarios import SCENARIOS
from expmech_gui.scenarios.pac import concepts
from expmech_gui.scenarios.synthetic import blr, pmw
from expmech_gui.scenarios.synthetic.multiplicative_weights import RANDOM, PMWConfig, run_pmw
from expmech_gui.scenarios.synthetic.universe import QUERY_KIND_TITLES, QUERY_KINDS
from expmech_gui.scenarios.synthetic.vc_bound import SampleBounds
from expmech_gui.scenarios.topk.release import k_set_sentence, per_selection_epsilon, topk_privacy
from test_pmw import data_and_queries

ENGLISH = re.compile(r"\b(the|with|every|each|selections|released|probability|uniform|labels|accuracy|theorem|"
                     r"people|rows|asks|fewer|steps|gives|tighter|than)\b")


@pytest.fixture
def german():
    use_catalogue("de")
    yield translations("de")
    use_language()


def field_help(scenario) -> list[str]:
    """The help texts of a scenario's fields: settings, the one-person fields, the generator's inputs."""
    tips = [s.tooltip for s in scenario.settings if s.tooltip]
    one = scenario.one_person
    tips += [t for t in (getattr(one, "row_tip", ""), getattr(one, "value_tip", "")) if t]
    fields = scenario.generator.fields if scenario.generator is not None else ()
    return tips + [f.tooltip for f in fields if f.tooltip]


def generator_words(scenario) -> list[str]:
    """What the Generate dialog shows of a scenario: its fields' labels and choices, and its note."""
    if scenario.generator is None:
        return []
    fields = scenario.generator.fields
    note = scenario.generator.note(scenario.with_defaults({}))
    return [f.label for f in fields] + [str(c) for f in fields for c in f.choices] + ([note] if note else [])


@pytest.mark.parametrize("key", sorted(SCENARIOS))
def test_every_field_help_of_a_scenario_has_a_german_translation(key):
    german = translations("de")
    lacking = [tip for tip in field_help(SCENARIOS[key]) if not german.get(tip)]
    assert not lacking, "\n".join(lacking)


@pytest.mark.parametrize("key", sorted(SCENARIOS))
def test_every_label_choice_and_note_of_the_generate_dialog_has_a_german_translation(key):
    german = translations("de")
    words = generator_words(SCENARIOS[key])
    note = SCENARIOS[key].generator.note if SCENARIOS[key].generator is not None else None
    lacking = [w for w in words if not german.get(w)
               and not (key == "pricing" and w.startswith("Valuations are drawn"))]  # (a message(): below)
    assert not lacking, "\n".join(lacking)
    if key == "pricing":
        use_catalogue("de")
        try:
            assert note({"max_price": 1234.5}) == \
                "Die Zahlungsbereitschaften werden auf der Skala des Höchstpreises ($1.234,50) gezogen."
        finally:
            use_language()
        assert note({"max_price": 1234.5}) == "Valuations are drawn on the scale of the max price ($1,234.50)."


def test_the_query_class_tooltips_list_every_kind_as_the_titles_say():
    """The tooltips are written out whole (so the catalogue can hold them); they must not drift from the kinds."""
    tips = {s.name: s.tooltip for s in (*blr.SETTINGS, *pmw.SETTINGS)}
    assert tips["blr_queries"] == "The counting queries the synthetic data must answer: " + "; ".join(
        f"{i} or {k} = {QUERY_KIND_TITLES[k]}" for i, k in enumerate(QUERY_KINDS))
    assert tips["pmw_queries"] == "The counting queries: " + "; ".join(
        f"{k}: {QUERY_KIND_TITLES[k]}" for k in QUERY_KINDS)


def test_the_distribution_is_english_in_the_json_and_german_in_the_view(german):
    truth = concepts.Truth(concepts.THRESHOLDS, 100, 37, 0.1)
    assert truth.describe() == "x uniform on 0 … 99, labels from the target x ≥ 37 flipped with probability 0.1"
    said = truth.in_words()
    assert said == "x gleichverteilt auf 0 … 99, Beschriftungen vom Zielkonzept x ≥ 37, mit Wahrscheinlichkeit 0.1 " \
                   "vertauscht"  # (its numbers in the language's separators where the whole text is shown)
    assert german[concepts.CLASS_NAMES[concepts.THRESHOLDS]] == "Schwellen"
    use_language()
    assert truth.in_words() == truth.describe()


def test_the_sample_bounds_are_written_in_the_language_in_use(german):
    bounds = SampleBounds(0.1, 0.05, 1.0, 3, False, 3, 24582, 2949960.0, 1319, 1791.0)
    said = bounds.sentence()
    assert said.startswith("Damit jede Frage mit Wahrscheinlichkeit 95% bei ε = 1 höchstens 0.1 abweicht")
    assert "VC-Dimension höchstens 3" in said and "24,582 Zeilen und 2,949,960 Personen" in said
    assert "die Schranke für endliche Klassen" in said and not ENGLISH.search(said)
    use_language()
    assert bounds.sentence() == (
        "For every query within 0.1 with chance 95% at ε = 1: the VC form (VC dimension at most 3, 3 bits a row) "
        "asks for a made-up table of 24,582 rows and 2,949,960 people; the finite-class form, 1,319 rows and 1,791 "
        "people. Here the finite-class bound asks for fewer: the VC form pays for classes too big to count, while "
        "this class is small enough to count.")


@pytest.mark.parametrize("n, applies", [(500, False), (200_000, True)])
def test_pmws_accuracy_and_epoch_sentences_are_written_in_the_language_in_use(german, n, applies):
    data, n, queries = data_and_queries(n=n)
    run = run_pmw(data, n, queries, PMWConfig(10.0, 1e-6, 0.2, 0.05, 200, RANDOM, seed=4))
    english = pmw.accuracy_sentence, pmw.epoch_sentence
    said = [write(run) for write in english]
    assert said[0].startswith("Der Genauigkeitssatz: Mit Wahrscheinlichkeit" if applies else
                              "Der Genauigkeitssatz deckt diese Einstellungen nicht ab")
    assert said[1].startswith("Das Epochen-Argument der Folien (höchstens U = 1,109 Epochen")
    assert "„Optimal für jeden ε-DP-Mechanismus“" in said[1] and said[1].endswith("die Komposition der App ist enger.")
    assert not any(ENGLISH.search(s) for s in said), said
    use_language()
    assert pmw.epoch_sentence(run).startswith("The slides' epoch argument (at most U = 1,109 epochs, each")
    assert pmw.accuracy_sentence(run).startswith("The accuracy theorem: with chance" if applies else
                                                 "The accuracy theorem does not cover these settings: at ε₀ = ")


def test_the_price_of_the_k_set_is_german_in_the_view_and_english_in_the_json_and_the_bill(german):
    from conftest import PRESETS
    from expmech_gui.core.mechanisms import make_mechanism
    from expmech_gui.scenarios.topk.laplace import LaplaceNoisyMax
    from expmech_gui.scenarios.voting import voting

    assert k_set_sentence(0.05, 30, 1e-6) == (  # the bill's reason (topk._charge): English
        "Pay what you get (Durfee–Rogers 2019): the one-shot Gumbel k-set is 30 peeled exponential-mechanism "
        "selections, charged ε = 0.729154 with δ = 10⁻⁶ for the 30 released — tighter than k·ε = 1.5.")
    said = k_set_sentence(0.05, 30, 1e-6, write=words)
    assert said == ("Bezahlt wird, was veröffentlicht wird (Durfee–Rogers 2019): Die einmalige Gumbel-k-Menge besteht "
                    "aus 30 nacheinander gezogenen Auswahlen des Exponentialmechanismus, berechnet mit ε = 0.729154 "
                    "bei δ = 10⁻⁶ für die 30 veröffentlichten – enger als k·ε = 1.5.")
    em = make_mechanism("exponential", voting.problem(voting.read_votes_csv(PRESETS / "teacher_of_the_year.csv")),
                        1.0)
    privacy = topk_privacy("peeling", em, 3)
    assert privacy.pay_what_you_get_sentence().startswith("Pay what you get")
    assert privacy.pay_what_you_get_sentence(words).startswith("Bezahlt wird")
    laplace = topk_privacy("laplace", LaplaceNoisyMax(em.problem, 1.0), 3)
    assert laplace.why.startswith("the score is monotone under add-remove neighbours")  # the JSON's note: English
    assert laplace.as_json()["per_selection_note"] == laplace.why
    assert per_selection_epsilon(laplace_mechanism := LaplaceNoisyMax(em.problem, 1.0), words)[1].startswith(
        "die Bewertung ist monoton") and per_selection_epsilon(laplace_mechanism)[1] == laplace.why


def test_why_the_true_error_is_unknown_is_english_in_the_json_and_german_in_the_view(german):
    from expmech_gui.scenarios.pac import learning

    line = concepts.Truth(concepts.THRESHOLDS, 100, 37, 0.1)
    assert learning.why_unknown(line, concepts.INTERVALS, 100) == ""
    assert learning.why_unknown(line, concepts.THRESHOLDS, 60) == \
        "the data's distribution is over the line with d = 100, the workspace's domain has d = 60"
    assert learning.why_unknown(None, concepts.STUMPS, 4, words) == \
        "die Daten nennen keine Verteilung, daher ist nur der empirische Fehler bekannt"
    assert learning.why_unknown(line, concepts.CONJUNCTIONS, 4, words) == \
        "die Verteilung der Daten liegt auf der Geraden mit d = 100, die Grundmenge des Arbeitsbereichs hat d = 4"
