"""The German summary names its rows with the scenario's own noun, as the English does ("Expected votes (exact)" is
"Stimmen, erwartet (exakt)", not "Erwartete Bewertung (exakt)"): the German templates keep {score} where any noun's
gender and number read ("{score}, bestmöglich"), and the nouns are put in translated (issue 35's twin)."""
from types import SimpleNamespace

import pytest

from expmech_gui.ui import language
from expmech_gui.ui.widgets.summary import SummaryPanel
from expmech_gui.ui.widgets.summary_rows import nouns_of

pytestmark = pytest.mark.gui

# (score noun, candidate noun, population) as voting, pricing, PAC learning (a cost: minus the mistakes) and top-k of
# the lunch (likes) name them; the German nouns the catalogue gives them (as in the result line)
SCENARIOS = {
    "voting": (("votes", "candidate", "people"), "Stimmen", "Kandidaten"),
    "pricing": (("revenue", "price", "people"), "Erlös", "Preise"),
    "pac": (("−mistakes", "concept", "labelled points"), "−Fehler", "Konzepte"),
    "plain pac": (("mistakes", "concept", "labelled points"), "Fehler", "Konzepte"),  # plain words: the cost
    "topk_likes": (("likes", "option", "people"), "Zusagen", "Optionen"),
}


@pytest.fixture
def german():
    language.install("de")
    yield
    language.install("en")


@pytest.mark.parametrize("key", SCENARIOS)
def test_the_german_summary_rows_say_the_scenario_s_noun(qtbot, german, key):
    (score, candidate, population), noun, candidates = SCENARIOS[key]
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    problem = SimpleNamespace(score_name=score, candidate_name=candidate, population=population)
    panel._set_law = object() if key == "topk_likes" else None  # a k-set release: its first pick's rows
    panel._name_rows(nouns_of(problem, 2 if key == "topk_likes" else None))
    names = {key: label.text() for key, label in panel.names.items()}
    wanted = ("opt", "expected", "floor") + (("set_total",) if key == "topk_likes" else ())
    for row in wanted:
        assert noun in names[row] and "Bewertung" not in names[row], (row, names[row])
        for tip in (panel.names[row].toolTip(), panel.labels[row].toolTip()):
            assert f"„{noun}“" in tip.split("\n")[0], (row, tip)  # the words; the formula keeps "Bewertung"
    assert names["opt"] == f"{noun}, bestmöglich"
    assert names["expected"] == (f"{noun} der ersten Wahl, erwartet (exakt)" if key == "topk_likes"
                                 else f"{noun}, erwartet (exakt)")
    assert names["m"] == f"{candidates} zur Auswahl"
    assert not any(word in text for text in names.values() for word in (score, candidate) if word != noun)
