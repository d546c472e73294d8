"""The plots in German (issue 35 §3): titles, axis titles, legend entries, the names on reference lines, the
plots' descriptions in words and their *View data as table* headers, in every workspace's views, shown in the
chosen language and put back when the language changes again. (Every plot of every view is checked by
test_gui_untranslated's one German walk of every view, "plots".) (That every German axis title fits whole at 1280×800,
normal and in presentation, is test_readability's German walk.)"""
import functools
import re
from pathlib import Path

import pyqtgraph as pg
import pytest

from guihelp import WAIT, load, load_preset

from expmech_gui.ui.widgets.plots.data_table import plot_table
from expmech_gui.ui.widgets.plots.kit import AXES, legends_of

pytestmark = pytest.mark.gui
SYMBOLS = {"ERM", "OPT", "nats", "log"}  # the same in German
NAMES = ("Permute-and-Flip", "Report-Noisy-Max", "Randomized Response")  # mechanisms' names, kept in German
ENGLISH_WORD = re.compile(r"\b(?:the|of|and|each|mean|expected|simulated|exact|best|possible|price|"
                          r"revenue|votes?|likes?|score|error|privacy|loss|threshold|share|people|against|"
                          r"probability|question|released?|guarantee|output|candidate|utility|report|truthful)\b", re.I)


def texts(window):
    """(English, shown) of every visible plot's title, axis titles, legend entries and reference-line names."""
    pairs = []
    for widget in window.findChildren(pg.PlotWidget):
        if not widget.isVisible():
            continue
        plot = widget.getPlotItem()
        if getattr(plot, "title_source", None):
            pairs.append((plot.title_source, plot.full_title))
        for name in AXES:
            axis = plot.getAxis(name)
            if axis.isVisible() and getattr(axis, "label_source", None):
                pairs.append((axis.label_source[0], axis.full_label))
        for legend in legends_of(plot):
            pairs += [(label.source, label.text) for _sample, label in legend.items if getattr(label, "source", None)]
        pairs += [(line.label.source, line.label.format) for line in getattr(plot, "ref_lines", ())
                  if line.isVisible() and getattr(line.label, "source", None)]
    return pairs


@pytest.fixture
def german_catalogue(qapp):
    """German installed, no window: for what reads the catalogue only."""
    from expmech_gui.ui import language

    language.install("de")
    yield
    language.install("en")


@pytest.fixture
def german(qtbot, window):
    """Voting and Pricing (the workspaces these tests show) with a preset, a Run N and a private choice made in
    English, then German chosen. (Every workspace was loaded for the walk of every view, now
    test_gui_untranslated's: loading the other seven cost these tests ~8 s each and they show none of them.)"""
    from expmech_gui.ui import language

    for key in ("voting", "pricing"):
        ws = window.workspaces[key]
        window.tabs.setCurrentWidget(ws)
        load_preset(qtbot, ws)
        with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
            ws.run_n(300)
        ws.run_once()
    window.language_actions["de"].trigger()
    yield window
    language.install("en")


@functools.lru_cache(maxsize=1)
def german_words() -> frozenset:
    """Every word of the catalogue's German texts: a text a view already wrote in German (Compare's row names) is
    shown as it was set, and is no English."""
    import xml.etree.ElementTree as ET

    catalogue = Path(__file__).resolve().parent.parent / "resources" / "i18n" / "expmech_de.ts"
    return frozenset(word for message in ET.parse(catalogue).getroot().iter("message")
                     for word in re.findall(r"[A-Za-zÄÖÜäöüß]{3,}", message.findtext("translation") or ""))


def english_left(pairs, where: str) -> set[str]:
    """The texts shown as their English (a word of three letters or more that is no symbol) or with an English
    word in them."""
    left = set()
    for english, said in pairs:
        plain = said.replace("<br>", " ")
        for name in NAMES:
            plain = plain.replace(name, "")
        words = set(re.findall(r"[A-Za-z]{3,}", english)) - SYMBOLS
        if ENGLISH_WORD.search(plain) or (plain == english and words and not words <= german_words()):
            left.add(f"{where}: {english!r} shown as {said!r}")
    return left


# Every plot of every view in German (was test_every_plot_of_every_view_speaks_german here): its check (texts(),
# english_left()) is made by the one German walk of every view, test_gui_untranslated's
# test_no_english_text_is_left_in_any_view_normal_or_presenting ("plots"), which builds and visits the views once


def test_compare_and_the_gallery_speak_german(qtbot, german):
    from expmech_gui.ui.gallery.gallery import GalleryWindow
    from expmech_gui.ui.gallery.inputs import INPUTS
    from expmech_gui.ui.window.menus import open_compare
    from expmech_gui.ui.workspaces.compare_rows import Config

    load(qtbot, german, "voting")
    compare = open_compare(german)
    with qtbot.waitSignal(compare.rowsShown, timeout=WAIT):
        compare.add_current()
        compare.add(Config(mechanism="permute-and-flip"))
    pairs = set(texts(compare))
    assert "Permute-and-Flip, ε = 1, allgemein" in {shown for _english, shown in pairs}, pairs  # (the row's name
    # is written in the language in use by Compare itself)
    left = english_left(pairs, "Compare")
    compare.close()
    gallery = GalleryWindow()
    qtbot.addWidget(gallery)
    gallery.show()
    for key in INPUTS:
        gallery.show_instance(key)
        pairs = texts(gallery)
        assert pairs, key
        left |= english_left(pairs, f"Gallery/{key}")
    assert not left, "plot texts left in English:\n" + "\n".join(sorted(left))


def drawn_ticks(widget, name: str) -> list[str]:
    """The tick texts the plot's ``name`` axis draws (pyqtgraph's draw specs, which its paint draws)."""
    from PySide6.QtGui import QImage, QPainter

    image = QImage(8, 8, QImage.Format_ARGB32)
    painter = QPainter(image)
    try:
        specs = widget.getPlotItem().getAxis(name).generateDrawSpecs(painter)
    finally:
        painter.end()
    return [text for _rect, _flags, text in specs[2]]


def test_plots_say_it_in_german_and_again_in_english_after_a_switch(qtbot, german):
    ws = load(qtbot, german, "pricing")
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.run_n(300)
    plots = ws.plots
    dist = plots.dist_widget.getPlotItem()
    qtbot.waitUntil(lambda: "der gewählten Ausgabe" in dist.full_title, timeout=WAIT)
    assert dist.full_title == "Erlös der gewählten Ausgabe"
    assert dist.getAxis("bottom").full_label == "Erlös ($)"
    legend = [label.text for item in legends_of(dist) for _s, label in item.items]
    assert any(t.startswith("bestmöglich $3,01") for t in legend), legend  # German numbers too
    score_legend = [label.text for item in legends_of(plots.score_plot) for _s, label in item.items]
    assert "Chance (rechte Achse)" in score_legend, score_legend  # relabelled as the preset was drawn
    qtbot.waitUntil(lambda: "simuliert: am höchsten" in plots.freq_widget.accessibleDescription(), timeout=WAIT)
    assert "exakt: am höchsten 0,4\u00a0%" in plots.freq_widget.accessibleDescription()  # the sentence, German
    headers, rows, _thinned = plot_table(plots.freq_widget.getPlotItem())
    assert "exakt" in headers and "simuliert" in headers, headers
    chance_ticks = drawn_ticks(plots.freq_widget, "left")  # the chance axis' ticks, in German "0,4 %", not "0.4%"
    assert chance_ticks and all(t.endswith("\u00a0%") and "." not in t for t in chance_ticks), chance_ticks
    plots.freq_widget.grab()  # (painted: the axis keeps its drawing until something changes)
    drawing = plots.freq_widget.getPlotItem().getAxis("left").picture
    german.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: dist.full_title == "Revenue of the chosen output", timeout=WAIT)
    legend = [label.text for item in legends_of(dist) for _s, label in item.items]
    assert any(t.startswith("best possible $3.01") for t in legend), legend
    qtbot.waitUntil(lambda: "simulated: highest" in plots.freq_widget.accessibleDescription(), timeout=WAIT)
    assert all(t.endswith("%") and "\u00a0" not in t for t in drawn_ticks(plots.freq_widget, "left"))
    plots.freq_widget.grab()
    assert plots.freq_widget.getPlotItem().getAxis("left").picture is not drawing  # drawn again, in English


def test_a_reference_line_hidden_during_a_language_change_is_named_in_the_new_language(qtbot):
    """A reference line's name changed while its line was hidden (pricing's "best possible" before the plot's
    next redraw) is German once the redraw shows the line: pyqtgraph's label skipped a hidden line's new text,
    and the name stayed English until the value moved (one of two identical German screenshots)."""
    from expmech_gui.ui import language
    from expmech_gui.ui.widgets.plots.kit import retranslate
    from expmech_gui.ui.widgets.plots.reflines import RefLine
    from expmech_gui.ui.widgets.plots.words import Legend

    widget = pg.PlotWidget()
    qtbot.addWidget(widget)
    plot = widget.getPlotItem()
    legend = Legend()
    legend.setParentItem(plot.vb)
    line = RefLine(plot, legend, "opt", "best possible", 90)
    line.set(3.0, "$3.00")  # drawn once in English
    line.set(None, None)  # hidden until the next redraw
    try:
        language.install("de")
        retranslate(widget)
        line.set(3.0, "$3.00")  # the redraw: the same value, shown again
        assert line.line.label.toPlainText() == language.tr("best possible")
        assert line.line.label.toPlainText() != "best possible"
    finally:
        language.install("en")
    retranslate(widget)
    assert line.line.label.toPlainText() == "best possible"


@pytest.mark.parametrize("english, german_words", [
    ("expected utility ($)", "erwarteter Nutzen ($)"),  # fits "expected {a}" too, which left "utility" English
    ("reported value ($)", "angegebener Wert ($)"),
    ("exact, ε = 0.5", "exakt, ε = 0,5"),
    ("mean Ms Okafor", "Mittel Ms Okafor"),  # a name found nowhere: the first template that fits, as before
    # the pooled bin's axis with its unit, and the lecture's guarantee line (at ε = 0.3 on the 2,000 buyers): both
    # read half English in German ("Erlös (lowest bin: all below) ($)", "guarantee $254,28")
    ("revenue (lowest bin: all below) ($)", "Erlös (unterster Balken: alles darunter) ($)"),
    ("guarantee $254.28", "Garantie $254,28"),
])
def test_a_plot_text_takes_the_template_that_finds_every_word(german_catalogue, english, german_words):
    """A plot's text built from words is said through the first template whose parts are all found in the
    catalogue (Pricing's Falschangabe axis read "erwartet utility ($)")."""
    from expmech_gui.ui.widgets.plots.words import say

    assert say(english) == german_words


def test_a_legend_entry_relabelled_with_its_own_name_is_not_laid_out_again(qtbot, monkeypatch):
    """Legend.relabel writes an entry only when its name changes (in English or as shown): the score plot relabels
    its noun with every new experiment."""
    import pyqtgraph as pg

    from expmech_gui.ui import language
    from expmech_gui.ui.widgets.plots.words import Legend

    legend = Legend()
    legend.addItem(pg.PlotDataItem([0, 1], [0, 1]), "score")
    label = legend.items[-1][1]
    written = []
    monkeypatch.setattr(label, "setText", lambda text, **opts: (written.append(text), pg.LabelItem.setText(label, text, **opts)))
    legend.relabel(label, "score")
    assert written == []
    legend.relabel(label, "votes")
    legend.relabel(label, "votes")
    assert written == ["votes"] and label.text == "votes"
    try:
        language.install("de")
        legend.relabel(label, "votes")  # the same English, shown in another language: written again
    finally:
        language.install("en")
    assert written == ["votes", "Stimmen"], written
