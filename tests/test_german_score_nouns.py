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


@pytest.mark.parametrize("key", ("voting", "pricing", "pac"))
def test_the_german_score_plot_legend_and_its_sentence_say_the_scenario_s_noun(qtbot, german, key):
    """The score plot's legend names its bars (and the sentence a screen reader is told reads them) by the scenario's
    noun, as its axis does: "Stimmen", "Erlös", "−Fehler", not "Bewertung" (English: "votes", not "score")."""
    import numpy as np

    from expmech_gui.core.problem import SelectionProblem
    from expmech_gui.ui.widgets.plots.described import describe
    from expmech_gui.ui.widgets.plots.score import ScorePlot

    (score, candidate, _population), noun, _candidates = SCENARIOS[key]
    scores = np.array([-8.0, -9.0]) if score.startswith("−") else np.array([42.0, 39.0])
    problem = SelectionProblem(labels=("a", "b"), scores=scores, sensitivity=1.0, score_name=score,
                               candidate_name=candidate, monotone={"add-remove": True, "replace": False},
                               cost_name="mistakes" if key == "pac" else "")
    plot = ScorePlot()
    qtbot.addWidget(plot.widget)
    pmf = np.exp(scores - scores.max())
    plot.set_experiment(SimpleNamespace(problem=problem, mechanism=SimpleNamespace(pmf=pmf / pmf.sum())))
    plot._draw()
    legend = [label.text for _sample, label in plot.legend.items]
    assert legend[0] == noun and not any("Bewertung" in text for text in legend), legend
    assert f"{noun}: am höchsten {problem.opt:g}".replace("-", "−") in describe(plot.plot), describe(plot.plot)
