"""View ▸ Language while things are shown (issue 35 §3): what is on screen follows the switch at once, without a new
step, a moved value or a new run — the story window's plot, the reference lines' tooltips and PMW's rounds table."""
import re

import pyqtgraph as pg
import pytest
from test_gui_untranslated import WORD

from guihelp import WAIT, load, ready, unpainted
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


def test_the_chance_axis_tooltip_follows_a_switch_of_language(qtbot, english_after):
    """The score plot's chance axis says what P[select] is in the language chosen, again after a switch."""
    from expmech_gui.ui.widgets.plots.score import PROB_TIP

    window = english_after
    ws = load(qtbot, window, "voting")
    axes = [plot.getPlotItem().getAxis(name) for plot in ws.findChildren(pg.PlotWidget)
            for name in ("right", "top") if getattr(plot.getPlotItem().getAxis(name), "tip_source", None) == PROB_TIP]
    assert axes and all(axis.toolTip() == PROB_TIP for axis in axes)
    window.language_actions["de"].trigger()
    qtbot.waitUntil(lambda: all(axis.toolTip().startswith("P[Wahl]: die exakte Wahrscheinlichkeit") for axis in axes),
                    timeout=WAIT)
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: all(axis.toolTip() == PROB_TIP for axis in axes), timeout=WAIT)


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
    shares = [model.index(t, c).data() for t in range(25) for c in (2, 3, 4)]
    assert any("," in share for share in shares) and not any(foreign_numbers(share, False) for share in shares)
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


def plot_texts(widgets) -> dict:
    """{(view id, kind): (plain text, view)} for the words drawn on every shown plot of ``widgets`` (shown_widgets):
    titles, axis titles, legend entries, reference lines' names and the words written on the data (a scene's text
    items)."""
    from PySide6.QtWidgets import QGraphicsTextItem, QGraphicsView

    from i18n_walk import plain

    found = {}
    for view in widgets:
        if not isinstance(view, QGraphicsView) or view.scene() is None:
            continue
        for n, item in enumerate(view.scene().items()):
            if isinstance(item, QGraphicsTextItem) and item.isVisible() and (text := plain(item.toPlainText())):
                found[(id(view), f"plot{n}")] = (text, view)
    return found


NUMBER = re.compile(r"(?<![\w.,])\d+(?:[.,]\d+)+(?!\w)")
# a number with separators as each language writes it: grouped in threes, or with its decimal sign
WRITTEN = {"en": re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+"),
           "de": re.compile(r"\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+,\d+")}
# digits with separators that are no number: the bits {0,1}, a point and its label as typed ("37,1", "0110,0"),
# a list of 1/0 ("1,0,1") and a theorem's number
NOT_NUMBERS = re.compile(r"\{\{?0,1\}|\b(?:37,1|0110,0|1,0,1)\b|(?:Theorem|Corollary|Lemma|Satz|Korollar) \d+\.\d+")


def foreign_numbers(text: str, english: bool) -> list[str]:
    """The numbers of ``text`` written in the other language's separators: in German a decimal point ("0.5",
    "$2.49", "1,234.5"), in English a decimal comma ("0,5"); a text both languages read as a number ("1.234" in
    German, "1,234" in English) is the language's own."""
    own, other = (WRITTEN["en"], WRITTEN["de"]) if english else (WRITTEN["de"], WRITTEN["en"])
    return [n for n in NUMBER.findall(NOT_NUMBERS.sub(" ", text)) if other.fullmatch(n) and not own.fullmatch(n)]


def legend_texts(root) -> dict:
    """{(legend id, kind): (plain text, plot widget)} for every legend entry of every plot under ``root``, shown or
    behind another tab (a view not in front is said again too, not only when it is next shown)."""
    from expmech_gui.ui.widgets.plots.kit import legends_of
    from i18n_walk import plain

    return {(id(legend), f"legend{n}"): (plain(label.text), widget) for widget in root.findChildren(pg.PlotWidget)
            for legend in legends_of(widget.getPlotItem()) for n, (_sample, label) in enumerate(legend.items)
            if plain(label.text)}


def left_over(window, where: str, wrong: set, allowed: set, found: dict, english: bool, legends: bool = False) -> None:
    """The texts ``window`` and its windows show now (i18n_walk's texts_of each shown widget: widgets, tooltips, a
    plot's items' tooltips; and the words on its plots), and with ``legends`` every legend's entries, shown or not,
    that hold a word of ``wrong`` (the other language's), into ``found``; a text that is the user's data (the
    editors' cells) is theirs."""
    from i18n_walk import shown_widgets, texts_in
    from test_gui_untranslated import data_tables, still_english

    data = data_tables(window)
    widgets = shown_widgets(window)
    texts = {**texts_in(widgets), **plot_texts(widgets), **(legend_texts(window) if legends else {})}
    for (widget_id, kind), (text, widget) in texts.items():
        if widget_id in data and kind.startswith("cell"):
            continue
        if english:  # German words left in the English window
            words = [w for w in WORD.findall(text) if w.lower() in wrong and w.lower() not in allowed
                     and not w.isupper()]
        else:
            words = still_english(text, wrong, allowed)
        words += foreign_numbers(text, english)
        if words:
            found.setdefault((type(widget).__name__, kind, text), (where, words))


def each_view_shown(qtbot, window):
    """Every view of every workspace in front in turn, once its jobs are done (a view refreshed on showing: its
    words come from its job) and its layout settled: yields (workspace, view index); then Voting's first view in
    front, as test_readability.each_view leaves it."""
    from guihelp import LONG_WAIT, background_done, settled

    for ws in window.workspaces.values():
        window.tabs.setCurrentWidget(ws)
        for index in range(ws.views.count()):
            ws.views.setCurrentIndex(index)
            background_done(qtbot, ws, timeout=LONG_WAIT)
            settled(qtbot, ws.views.currentWidget())
            yield ws, index
    ws = window.workspaces["voting"]
    window.tabs.setCurrentWidget(ws)
    ws.views.setCurrentIndex(0)


def walk_all(qtbot, window, where: str, wrong: set, allowed: set, english: bool) -> dict:
    """Every view of every workspace shown in turn, with the story, Compare and the rest open; the texts left in
    the other language, by where they were seen. Every legend (shown or behind another tab: a view not in front is
    said again too, not only when next shown) is read at the switch and after the walk; a shown one at each view
    too (the words on the plots)."""
    from guihelp import settled

    found = {}
    settled(qtbot, window)
    left_over(window, f"{where}: as shown at the switch", wrong, allowed, found, english, legends=True)
    for ws, index in each_view_shown(qtbot, window):
        qtbot.wait(1)  # (a widget shown just now is translated just after: ShownTranslator)
        left_over(window, f"{where}: {ws.key}/{ws.views.tabText(index)}", wrong, allowed, found, english)
    settled(qtbot, window)
    left_over(window, f"{where}: after the walk", wrong, allowed, found, english, legends=True)
    return found


def report(found: dict) -> str:
    return f"{len(found)} texts left in the other language:\n" + "\n".join(
        f"{where}: {cls} {kind} {text[:120]!r} ({', '.join(words[:4])})"
        for (cls, kind, text), (where, words) in sorted(found.items(), key=lambda item: item[1][0]))


@pytest.mark.slow  # every workspace run, every view built and walked twice: about 40 s on 2 cores
def test_a_switch_made_with_everything_open_leaves_nothing_in_the_old_language(qtbot, window, monkeypatch):
    """Every workspace with its preset, ε = 0.5, a private choice and a small Run N made in English, each view built, the
    ledger, the bill, Compare (Voting's, and Pricing's with its baseline) and the story open; then View ▸ Language ▸
    Deutsch: no English word and no number in English separators ("0.5", "$2.49") is left in what is shown (as it
    is at the switch, then view by view; the words on the plots and every legend, shown or not, too); then English
    again: no German word or decimal comma is left; and nothing was released again by the switches."""
    from expmech_gui.ui import language
    from expmech_gui.ui.window.menus import open_compare, open_story
    from guihelp import LONG_WAIT, every_workspace_chosen
    from test_gui_untranslated import catalogue_words, data_words

    every_workspace_chosen(qtbot, window, monkeypatch)
    for ws in window.workspaces.values():
        window.tabs.setCurrentWidget(ws)
        ready(qtbot, ws, lambda w=ws: w.parameter_panel.set_epsilon(0.5))  # "ε = 0.5" in legends, names and words
        with qtbot.waitSignal(ws.runFinished, timeout=LONG_WAIT):
            ws.run_n(200)
    # the walks read texts, not pixels (painting every view three times was a fifth of this test's CPU)
    with unpainted(window):
        for _ws, _index in each_view_shown(qtbot, window):  # every view made (and its results shown) in English
            pass
        window.tabs.setCurrentWidget(window.workspaces["pricing"])
        open_compare(window)  # (with its baseline's button: "Add noisy best price")
        ws = window.workspaces["voting"]
        window.tabs.setCurrentWidget(ws)
        ws.views.setCurrentWidget(ws.bill_panel)
        open_compare(window)
        story = open_story(window) or window.story_window
        story.show_step(len(story.texts.steps) - 1, animate=False)  # the bill's step: words on the plot
        english_words, german_words = catalogue_words()
        allowed = data_words(window)
        released = [len(w.session_ledger.composed) for w in window.workspaces.values()]
        try:
            window.language_actions["de"].trigger()
            qtbot.wait(1)
            found = walk_all(qtbot, window, "German", english_words - german_words, allowed, english=False)
            window.language_actions["en"].trigger()
            ws.views.setCurrentWidget(ws.bill_panel)
            found |= walk_all(qtbot, window, "English", german_words - english_words, allowed, english=True)
        finally:
            language.install("en")
    assert not found, report(found)
    # a switch draws nothing new: PMW's run and BLR's made-up table are said again, not released again
    assert [len(w.session_ledger.composed) for w in window.workspaces.values()] == released


# the views that compute their results when shown: (workspace, view, its signal that it drew)
COMPUTING_VIEWS = (("topk", "topk_view", "topkShown"), ("pac", "learning_view", "learningShown"),
                   ("voting", "strategic_view", "scanShown"), ("pricing", "strategic_view", "scanShown"),
                   ("voting", "sweep_view", "sweepShown"))


def results_shown(view) -> tuple:
    """What ``view`` shows of its results: every label's text and every curve's and bar's data on its plots."""
    from PySide6.QtWidgets import QLabel

    texts = tuple(label.text() for label in view.findChildren(QLabel) if label.text())
    data = []
    for widget in view.findChildren(pg.PlotWidget):
        for item in widget.getPlotItem().items:
            if isinstance(item, pg.PlotDataItem):
                data.append(tuple(tuple(a.tolist()) if a is not None else () for a in item.getData()))
            elif isinstance(item, pg.BarGraphItem):
                data.append(tuple(float(v) for v in item.opts.get("height", ()) if v is not None))
    return texts, tuple(data)


@pytest.mark.parametrize("key, name, signal", COMPUTING_VIEWS)
def test_a_switch_says_a_views_results_again_without_computing_them_again(qtbot, english_after, key, name, signal):
    """Top-k, Learning, the strategic scan and the ε-sweep, shown with no fixed seed: View ▸ Language ▸ Deutsch and
    back to English shows the same simulated numbers (texts and plot data) as before, not a new simulation; the
    view in front, and the same view switched while it was behind another."""
    from guihelp import LONG_WAIT, background_done, show_view

    window = english_after
    ws = load(qtbot, window, key)
    ready(qtbot, ws, lambda: ws.parameter_panel.fixed_seed.setChecked(False))
    assert ws.experiment.params.seed is None  # a new simulation would draw new numbers
    view = show_view(qtbot, ws, name, signal, timeout=LONG_WAIT)
    background_done(qtbot, ws, timeout=LONG_WAIT)
    before = results_shown(view)
    for in_front in (True, False):
        if not in_front:
            ws.views.setCurrentIndex(0)
        window.language_actions["de"].trigger()
        qtbot.waitUntil(lambda: results_shown(view)[0] != before[0], timeout=WAIT)  # said in German
        assert results_shown(view)[1] == before[1]  # the same curves and bars
        window.language_actions["en"].trigger()
        ws.views.setCurrentWidget(view)
        background_done(qtbot, ws, timeout=LONG_WAIT)
        qtbot.waitUntil(lambda: results_shown(view) == before, timeout=WAIT)


def test_the_sweeps_solution_is_said_again_and_kept_through_a_switch(qtbot, english_after):
    """A solved ε (its answer and Apply) outlives a switch to German and back: said again in the new language
    ("ε = 0,797" in German), not dropped as if the settings had changed."""
    from guihelp import LONG_WAIT, show_view

    window = english_after
    ws = load(qtbot, window, "voting")
    view = show_view(qtbot, ws, "sweep_view", "sweepShown", timeout=LONG_WAIT)
    view.loss.setText("0.5")
    with qtbot.waitSignal(view.solved, timeout=LONG_WAIT) as solved:
        view.solve_button.click()
    english, eps = view.answer.text(), solved.args[0]
    assert f"ε = {eps:.3g}" in english and view.apply_button.isEnabled()
    window.language_actions["de"].trigger()
    qtbot.waitUntil(lambda: view.answer.text() != english, timeout=WAIT)
    assert f"ε = {eps:.3g}".replace(".", ",") in view.answer.text() and view.apply_button.isEnabled()
    assert not foreign_numbers(view.answer.text(), english=False)
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: view.answer.text() == english, timeout=WAIT)
    assert view.solution == eps and view.apply_button.isEnabled()


def test_the_strategic_row_and_the_sweeps_apply_tip_are_filled_in_again_on_a_switch(qtbot, make_workspace):
    """The strategic view's row label and tooltip ("{noun} (table row)", the noun in the language too) and the
    ε-sweep's Apply tooltip (its range in the language's separators) are filled in again from the translated
    templates on Qt's LanguageChange, whichever language the view was built in; the catalogue holds no filled-in
    text. (Built in German, they stayed German after a switch to English: the walk re-says a text by its source.)"""
    from expmech_gui.ui import language

    def switch(code: str) -> None:  # as View ▸ Language does: install, then the walk over the widgets
        language.install(code)
        language.translate_tree(ws)

    def said(view_name: str) -> tuple:
        view = ws.view(view_name)
        return ((view.row_label.text(), view.row.toolTip()) if view_name == "strategic_view"
                else (view.apply_button.toolTip(),))

    german = {"strategic_view": ("Bieter (Tabellenzeile)", "Der Bieter, der falsch angibt: eine Zeilennummer"),
              "sweep_view": ("Die Lösung als ε verwenden (zulässig: 0,000001 bis 10.000)",)}
    english = {"strategic_view": ("bidder (table row)", "The bidder who misreports: a table row number"),
               "sweep_view": ("Use the solution as ε (accepted: 0.000001 to 10,000)",)}
    language.install("de")
    try:
        ws = make_workspace("pricing", preset="")
        assert {name: said(name) for name in german} == german  # built in German
        switch("en")
        qtbot.waitUntil(lambda: {name: said(name) for name in english} == english, timeout=WAIT)
        switch("de")
        qtbot.waitUntil(lambda: {name: said(name) for name in german} == german, timeout=WAIT)
    finally:
        language.install("en")
    qtbot.waitUntil(lambda: {name: said(name) for name in english} == english, timeout=WAIT)


def test_a_released_price_and_compares_prices_follow_a_switch(qtbot, english_after):
    """Pricing: the ledger's released price ("$2.68") and Compare's fixed prices are written again in German
    separators ("$2,68") and back; a fixed price chosen in German is still the price itself."""
    from expmech_gui.ui.window.menus import open_compare
    from guihelp import show_view

    window = english_after
    ws = load(qtbot, window, "pricing")
    ws.run_once()
    ledger = show_view(qtbot, ws, "ledger_view", "ledgerShown")
    released = ledger.rows()[0][2]
    assert released.startswith("$") and "." in released
    open_compare(window)
    compare = window.compare_windows["pricing"]
    qtbot.waitUntil(lambda: compare.fixed.count() > 0, timeout=WAIT)
    english = [compare.fixed.itemText(i) for i in range(compare.fixed.count())]
    compare.fixed.setCurrentIndex(3)
    price = compare.fixed.currentData()
    assert english[3] == price and "." in price
    window.language_actions["de"].trigger()
    qtbot.waitUntil(lambda: ledger.rows()[0][2] == released.replace(".", ","), timeout=WAIT)
    qtbot.waitUntil(lambda: compare.fixed.itemText(3) == price.replace(".", ","), timeout=WAIT)
    assert compare.fixed.currentIndex() == 3 and compare.fixed.currentData() == price
    assert not any(foreign_numbers(compare.fixed.itemText(i), False) for i in range(compare.fixed.count()))
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: ledger.rows()[0][2] == released, timeout=WAIT)
    qtbot.waitUntil(lambda: [compare.fixed.itemText(i) for i in range(compare.fixed.count())] == english,
                    timeout=WAIT)


def test_a_decimal_epsilon_reads_the_same_after_a_switch_there_and_back(qtbot, english_after):
    """ε = 0.5: "0,5" in German, and after the switch back its meaning is said again, not "ε not accepted: '0,5'
    is not a number" (the readout was written before the box showed its number in the new separators)."""
    window = english_after
    ws = load(qtbot, window, "voting")
    panel = ws.parameter_panel
    ready(qtbot, ws, lambda: panel.set_epsilon(0.5))
    english = panel.epsilon_readout.text()
    window.language_actions["de"].trigger()
    qtbot.waitUntil(lambda: panel.epsilon.text() == "0,5", timeout=WAIT)
    assert panel.epsilon_refusal() is None and "nicht" not in panel.epsilon_readout.text()
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: panel.epsilon.text() == "0.5", timeout=WAIT)
    assert panel.epsilon_refusal() is None and panel.epsilon_readout.text() == english
    assert ws.experiment.params.epsilon == 0.5


def test_compares_simulated_draws_are_kept_through_a_switch(qtbot, english_after):
    """Compare's rows are worded again on a switch (computed again, off the GUI thread) but keep the draws simulated
    so far: the same counts and the same running mean, in German separators, then in English as before."""
    from expmech_gui.ui.window.menus import open_compare

    window = english_after
    load(qtbot, window, "voting")
    open_compare(window)
    compare = window.compare_windows["voting"]
    qtbot.waitUntil(lambda: bool(compare.simulated), timeout=WAIT)
    compare.set_simulating(True)
    qtbot.waitUntil(lambda: all(sim.trials > 100 for sim in compare.simulated), timeout=WAIT)
    compare.set_simulating(False)
    counts = [sim.counts.copy() for sim in compare.simulated]
    column = compare.table.columnCount() - 1
    english = [compare.table.item(i, column).text() for i in range(len(counts))]

    def same_draws() -> bool:
        return len(compare.simulated) == len(counts) and all(
            (sim.counts == c).all() for sim, c in zip(compare.simulated, counts))
    with qtbot.waitSignal(compare.rowsShown, timeout=WAIT):
        window.language_actions["de"].trigger()
    assert same_draws()
    assert [compare.table.item(i, column).text() for i in range(len(counts))] != english
    with qtbot.waitSignal(compare.rowsShown, timeout=WAIT):
        window.language_actions["en"].trigger()
    assert same_draws()
    assert [compare.table.item(i, column).text() for i in range(len(counts))] == english


def test_the_sweeps_and_alpha_views_own_lines_are_named_in_the_language(qtbot, english_after):
    """The names written on the ε-sweep's lines ("best possible", "current ε") and the α view's ("current α",
    "recommended") follow a switch both ways, and are German in a view first built in German."""
    from guihelp import show_view

    window = english_after
    ws = load(qtbot, window, "voting")
    sweep = show_view(qtbot, ws, "sweep_view", "sweepShown")

    def names() -> list:
        return [sweep.opt.label.toPlainText(), sweep.current.label.toPlainText()]
    assert names() == ["best possible", "current ε"]
    window.language_actions["de"].trigger()
    qtbot.waitUntil(lambda: names() == ["bestmöglich", "aktuelles ε"], timeout=WAIT)
    pricing = load(qtbot, window, "pricing")
    alpha = show_view(qtbot, pricing, "alpha_view", "sweepShown")  # first built now, in German
    assert [alpha.current.label.toPlainText(), alpha.recommended.label.toPlainText()] == ["aktuelles α", "empfohlen"]
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: names() == ["best possible", "current ε"]
                    and alpha.recommended.label.toPlainText() == "recommended", timeout=WAIT)
