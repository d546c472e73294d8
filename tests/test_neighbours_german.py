"""The neighbours the one-person search names (scenarios/' neighbour_families) and the monotone refusal are written
in the language in use (issue 35 §3): German under `use_catalogue("de")`, English byte for byte as before."""
import pytest

from expmech_gui.cli.catalogue import use_catalogue
from expmech_gui.core.problem import ProblemError
from expmech_gui.core.translatable import use_language
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.scenarios import SCENARIOS
from expmech_gui.scenarios.framework.neighbours import neighbour_families

# the first neighbour of each family, for each scenario's first preset (English as it always was)
ENGLISH = {
    ("pricing", "add-remove"): ["remove buyer 1 (value $1.00)", "add a buyer with value below $0.01"],
    ("pricing", "replace"): ["change buyer 1's value $1.00 to one below $0.01"],
    ("voting", "add-remove"): ["remove one ballot for Ms Okafor", "add a ballot for Ms Okafor"],
    ("voting", "replace"): ["change one ballot from Ms Okafor to Mr Lindqvist"],
    ("lunch", "add-remove"): ["remove Farah (likes Salad bar, Thai, Falafel)", "add a person who likes Burgers"],
    ("lunch", "replace"): ["change Farah to someone who likes Pizza, Salad bar, Thai, Falafel"],
    ("median", "add-remove"): ["remove person 2 (value $0.05)", "add a person with a value from $0.00 to under $0.01"],
    ("median", "replace"): ["change person 2's value $0.05 to one from $0.00 to under $0.01"],
    ("pac", "add-remove"): ["remove point 1 (x = 0 labelled 0)", "add a point x = 0 labelled 0"],
    ("pac", "replace"): ["change point 1 (x = 0 labelled 0) to x = 0 labelled 0"],
    ("blr", "add-remove"): ["remove one person at 000", "add a person at 000"],
    ("blr", "replace"): ["move one person from 000 to 001"],
    ("pmw", "add-remove"): ["remove a person at element 0000", "add a person at element 0000"],
    ("pmw", "replace"): ["move a person from element 0000 to 0001"],
}
GERMAN = {
    ("pricing", "add-remove"): ["Käufer 1 entfernen (Wert $1,00)", "einen Käufer mit Wert unter $0,01 hinzufügen"],
    ("voting", "replace"): ["einen Stimmzettel von Ms Okafor auf Mr Lindqvist ändern"],
    ("lunch", "add-remove"): ["Farah entfernen (mag Salad bar, Thai, Falafel)", "eine Person hinzufügen, die Burgers mag"],
    ("median", "replace"): ["den Wert $0,05 von Person 2 auf einen Wert von $0,00 bis unter $0,01 ändern"],
    ("pac", "add-remove"): ["Punkt 1 entfernen (x = 0 mit Label 0)", "einen Punkt x = 0 mit Label 0 hinzufügen"],
    ("pmw", "replace"): ["eine Person von Element 0000 nach 0001 verschieben"],
}
ENGLISH_WORDS = {"remove", "add", "change", "move", "value", "likes", "labelled", "ballot", "below", "under", "buyer",
                 "point", "someone", "from", "one"}


@pytest.fixture
def german():
    use_catalogue("de")
    yield
    use_language()


def described(key: str, notion: str) -> list[str]:
    scenario = SCENARIOS[key]
    name = scenario.preset_names[0]
    dataset, settings = scenario.load_preset(name), scenario.preset_settings(name)
    exp = Experiment(key, dataset, RunParameters(epsilon=1.0, neighbours=notion, **{
        k: v for k, v in settings.items() if k in ("alpha", "max_price")}))
    return [family.describe(0) for family in neighbour_families(key, dataset, exp.problem, notion) if family.size]


@pytest.mark.parametrize("key, notion", sorted(ENGLISH))
def test_neighbours_are_described_in_english_as_before(key, notion):
    assert described(key, notion) == ENGLISH[key, notion]


@pytest.mark.parametrize("key, notion", sorted(ENGLISH))
def test_neighbours_are_described_in_german(german, key, notion):
    texts = described(key, notion)
    if (key, notion) in GERMAN:
        assert texts == GERMAN[key, notion]
    words = {word.strip("(),'").lower() for text in texts for word in text.split()}
    assert not words & ENGLISH_WORDS, texts


def test_the_monotone_refusal_and_its_reason_are_german(german):
    from expmech_gui.scenarios.voting.voting import VoteTally

    tally = VoteTally(("a", "b"), [3, 1])
    with pytest.raises(ProblemError) as refused:
        Experiment("voting", tally, RunParameters(analysis="monotone", neighbours="replace"))
    text = str(refused.value)
    assert text.startswith("die monotone Analyse (ε/Δ) gilt nicht unter Nachbarn der Art replace")
    assert ": " in text and not {"the", "moves", "score"} & set(text.split(": ", 1)[1].split()), text
