"""View ▸ Language while things are shown (issue 35 §3): what is on screen follows the switch at once, without a new
step, a moved value or a new run — the story window's plot, the reference lines' tooltips and PMW's rounds table."""
import pyqtgraph as pg
import pytest

from guihelp import WAIT, load
from test_gui_pmw import KEY as PMW, fixed_seed, show as show_pmw, type_rounds

pytestmark = pytest.mark.gui


@pytest.fixture
def english_after(window):
    from expmech_gui.ui import language

    yield window
    language.install("en")


def plot_words(plot: pg.PlotItem) -> dict:
    """What a plot says in words: its title, its axes' titles and the words written on it (TextItems)."""
    axes = {name: getattr(plot.getAxis(name), "full_label", None) for name in ("bottom", "left")}
    on_it = sorted(item.textItem.toPlainText() for item in plot.items if isinstance(item, pg.TextItem))
    return {"title": plot.full_title, **axes, "on it": on_it}


def test_the_story_shown_is_told_again_in_the_language_chosen(qtbot, english_after):
    """The story's step in front when German is chosen: its plot's title ("The data: votes of each candidate",
    filled in from the scenario's words), axis titles and the words on the bars ("OPT (no privacy)") and its
    sentences are German at once, not at the next step; and English again after the switch back."""
    from expmech_gui.ui.window.menus import open_story

    window = english_after
    load(qtbot, window, "voting")
    open_story(window)
    story = window.story_window
    qtbot.waitExposed(story)
    story.show_step(0, animate=False)
    english = plot_words(story.plot)
    sentence, title, window_title = story.sentence.text(), story.title.text(), story.windowTitle()
    assert english["title"].startswith("The data: ") and "OPT (no privacy)" in english["on it"]
    window.language_actions["de"].trigger()
    qtbot.waitUntil(lambda: plot_words(story.plot)["title"].startswith("Die Daten: "), timeout=WAIT)
    german = plot_words(story.plot)
    assert "OPT (ohne Privatsphäre)" in german["on it"] and "OPT (no privacy)" not in german["on it"]
    assert german["bottom"] != english["bottom"]  # the candidates' noun, in German
    assert story.sentence.text() != sentence and story.title.text() != title
    assert story.windowTitle() != window_title
    assert story.step == 0
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: plot_words(story.plot) == english, timeout=WAIT)
    assert story.sentence.text() == sentence and story.title.text() == title


def test_a_reference_lines_tooltip_follows_a_switch_of_language(qtbot, english_after):
    """A reference line's tooltip (its name, value and symbol) is rewritten on a switch, not when the value next
    moves."""
    from expmech_gui.ui.widgets.plots.words import say

    window = english_after
    ws = load(qtbot, window, "voting")
    lines = [line for plot in ws.findChildren(pg.PlotWidget) for line in getattr(plot.getPlotItem(), "ref_lines", ())
             if line.toolTip()]
    assert lines
    english = {id(line): line.toolTip() for line in lines}
    window.language_actions["de"].trigger()
    qtbot.waitUntil(lambda: all(line.toolTip() != english[id(line)] for line in lines), timeout=WAIT)
    assert all(line.toolTip() == say(line.tip_source) for line in lines)
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: all(line.toolTip() == english[id(line)] for line in lines), timeout=WAIT)


def test_pmws_rounds_made_before_a_switch_are_marked_in_the_new_language(qtbot, english_after):
    """The rounds table's 'corrected' marks of a run made in English say "ja" after German is chosen, without a new
    run, and the column is as wide as Qt's own measure of its cells and header makes it (its widest rows found
    again); "yes" again after English."""
    window = english_after
    ws = load(qtbot, window, PMW)
    fixed_seed(qtbot, ws, seed=5)
    view = show_pmw(qtbot, ws)
    type_rounds(qtbot, ws, 25)
    table, header, model = view.table, view.table.horizontalHeader(), view.model
    header.setResizeContentsPrecision(-1)  # Qt's measure over every row, for the comparison only
    updates = [t for t in range(25) if model.run.update[t]]
    assert updates and model.index(updates[0], 5).data() == "yes"
    runs = view.shown

    def marks():
        return {model.index(t, 5).data() for t in updates}

    def sized_as_qt_would():
        return header.sectionSize(5) == max(table.sizeHintForColumn(5), header.sectionSizeHint(5))
    window.language_actions["de"].trigger()
    qtbot.waitUntil(lambda: marks() == {"ja"} and sized_as_qt_would(), timeout=WAIT)
    assert view.shown is runs  # the same run: no new one
    assert all(not model.index(t, 5).data() for t in range(25) if not model.run.update[t])
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: marks() == {"yes"} and sized_as_qt_would(), timeout=WAIT)


def test_a_halted_round_is_marked_again_in_the_new_language(qtbot):
    """The model's marks made again: "halted" after PMW stopped, in the language in use."""
    from expmech_gui.ui import language
    from expmech_gui.ui.scenarios.synthetic.pmw_rounds import RoundsModel, row_texts
    from types import SimpleNamespace
    import numpy as np

    run = SimpleNamespace(query=np.array([0, 1, 0]), hypothesis_answer=np.array([0.5, 0.2, np.nan]),
                          true_answer=np.array([0.5, 0.3, 0.4]), answer=np.array([0.5, 0.31, np.nan]),
                          update=np.array([False, True, False]), halted_at=2)
    model = RoundsModel()
    model.set_run(run, ["a", "b"], row_texts(run, ["a", "b"]))
    assert [model.index(t, 5).data() for t in range(3)] == ["", "yes", "halted"]
    language.install("de")
    try:
        model.retranslate()
        assert [model.index(t, 5).data() for t in range(3)] == ["", "ja", "angehalten"]
        assert model.widest[5] and model.widest[1]  # the mark column's widest rows found again, the others kept
    finally:
        language.install("en")
