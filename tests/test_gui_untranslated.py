"""No English left in the German window (issue 35 §3): with German chosen, every view of every workspace is walked,
normal and in presentation mode, and then with View ▸ Plain words on (each workspace's summary and ε in words, its
plots over ε, and the one-person view's search result), after a preset and a private choice, and every text a user
sees or hears is read
(labels, buttons, group titles, combo items, placeholders, table headers, a table's cells and their tooltips, tab
names, tooltips, a plot's curves', lines' and axes' tooltips, accessible names and descriptions, dock titles, the
status bar: tests/i18n_walk.py). A text fails when it still holds an English word —
a word of four or more letters of the catalogue's English texts that no German text uses, or a short word that is
clearly English (SHORT_ENGLISH: "run", "the", "of") — other than a proper name, a unit or a name from the data (the candidates' and options' names are data, like the table's contents).

The same walk checks, at each view in normal type, every plot's texts (test_gui_plot_language's english_left)
and *View data as table* on every plot, each check's problems reported under its own name.

What is not translated yet is listed in REMAINING, each with why: the test fails on anything else, so a new English
text cannot slip in, and an entry is taken out once its text goes through the catalogue."""
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from guihelp import LONG_WAIT, background_done, every_workspace_chosen, settled, unpainted
from i18n_walk import plain, shown_texts
from test_readability import SCREEN, _whole_and_readable, cut_axis_titles, each_view, off_screen, visible_labels

pytestmark = pytest.mark.gui
CATALOGUE = Path(__file__).resolve().parent.parent / "resources" / "i18n" / "expmech_de.ts"
WORD = re.compile(r"[A-Za-zÄÖÜäöüß]{4,}")
# words that are the same in German, or that no language translates: each with its reason
ALLOWED_WORDS = {
    "ExpMech": "the product's name", "Studio": "the product's name", "OpenDP": "a library's name",
    "Naor": "a lecturer cited by name", "Kamath": "a lecturer cited by name", "Dong": "an author cited by name",
    "Blum": "an author cited by name", "Ligett": "an author cited by name", "Roth": "an author cited by name",
    "Hardt": "an author cited by name", "Rothblum": "an author cited by name", "Dwork": "an author cited by name",
    "McSherry": "an author cited by name", "Talwar": "an author cited by name",
    "Qwidget": "Qt's class name, heard only where a container has nothing else to be named by",
}
# Short words are blind to the vocabulary above (German shares "in", "an", "so", "am", "um", "was", "die", "per", "all",
# "max", "min", "top"): these are English and never German ("PMW run" stayed English in German). A word joined to
# another by a hyphen, a slash or a dot is part of a name or a syntax ("Permute-and-Flip", "yes/no", "--out", ".csv")
SHORT_ENGLISH = frozenset(
    "the of and to on off run new add set for is it at by or if be as are has its not any one two how why use "
    "you can see get may who yes no few out up we do our own but now too way let".split())
SHORT_WORD = re.compile(r"(?<![\w\-/.'’])[A-Za-z]{2,3}(?![\w\-/'’])")
# names and commands that hold a short English word in any language: each with its reason
ALLOWED_PHRASES = re.compile(r"Qt for Python"  # a library's name (Help ▸ About)
                             r"|expmech [a-z][\w-]*")  # a command typed as it is ("expmech run blr")
# English still shown, by the start of its text: each with why it is not translated yet (an entry goes once it is)
REMAINING = {
    # sentences written by Qt-free modules (their words are i18ncore's: core/, scenarios/, release_risk)
    # the views' own result sentences, built in code with their numbers (not yet through the catalogue)
}
REMAINING_PATTERNS: dict = {}  # … and by a pattern, where the English is not at the start


def catalogue_words() -> tuple[set, set]:
    """(every word of the catalogue's English texts, every word of its German texts), lower case."""
    english, german = set(), set()
    def words(text: str) -> set:  # a field's name ("{candidate}"), a quoted file or column name ('votes',
        # "candidate") and a file's header in brackets ([candidate, votes]) are no words
        return {w.lower() for w in WORD.findall(re.sub(r"\{[^}]*\}|'[^']*'|\"[^\"]*\"|\[[^\]]*\]", " ", text or ""))}
    for message in ET.parse(CATALOGUE).getroot().iter("message"):
        english |= words(message.findtext("source"))
        german |= words(message.findtext("translation"))
    return english, german


def vocabulary() -> tuple[set, set]:
    """(English words, German words) of the catalogue: a word of its English texts that no German text uses is
    English."""
    english, german = catalogue_words()
    return english - german, german


def data_words(window) -> set:
    """The words of every workspace's candidates and column titles: data, shown as typed."""
    words = set()
    for ws in window.workspaces.values():
        problem = getattr(getattr(ws, "experiment", None), "problem", None)
        labels = [] if problem is None else [str(label) for label in problem.labels[:2000]]
        model = ws.editor.model
        labels += [str(model.column_title(c)) for c in range(model.columnCount())]
        words |= {w.lower() for label in labels for w in WORD.findall(label)}
    return words


def still_english(text: str, english: set, allowed: set) -> list[str]:
    """The English words of ``text`` (none when it is a remaining one, listed with its reason)."""
    if any(text.startswith(start) for start in REMAINING) or any(re.match(p, text, re.S) for p in REMAINING_PATTERNS):
        return []
    short = SHORT_WORD.findall(ALLOWED_PHRASES.sub(" ", text))
    return [w for w in WORD.findall(text) if w.lower() in english and w.lower() not in allowed
            and not w.isupper() and w not in ALLOWED_WORDS] + [
        w for w in short if w.lower() in SHORT_ENGLISH and w.lower() not in allowed and not w.isupper()]


def data_tables(window) -> set:
    """The ids of the tables whose cells are the user's data (each workspace's editor): shown as typed."""
    return {id(ws.editor.view) for ws in window.workspaces.built()}


def english_shown(window, where: str, english: set, allowed: set, found: dict) -> set:
    """Every text ``window`` shows now, into ``found`` (by widget class, kind and text) where it is English; the
    cells of the data's own tables are data."""
    texts = shown_texts(window)
    data = data_tables(window)
    for (widget_id, kind), (text, widget) in texts.items():
        if widget_id in data and kind.startswith("cell"):
            continue
        words = still_english(text, english, allowed)
        if words:
            found.setdefault((type(widget).__name__, kind, text), (where, words))
    return {text for text, _widget in texts.values()}


def plain_words_walk(qtbot, window, english: set, allowed: set, found: dict) -> set:
    """View ▸ Plain words turned on in English, as a new user starts, then German chosen: each workspace's first
    view with its summary in words and its plots over ε drawn, and Voting's one-person search result."""
    from expmech_gui.ui.window.plain_words import set_plain_words

    window.language_actions["en"].trigger()
    set_plain_words(window, True, remember=False)
    window.language_actions["de"].trigger()
    seen = set()
    for ws in window.workspaces.values():
        window.tabs.setCurrentWidget(ws)
        ws.views.setCurrentIndex(0)
        background_done(qtbot, ws, timeout=LONG_WAIT)  # the plots over ε and their sentence (TradeoffPlots)
        settled(qtbot, ws)
        qtbot.wait(1)  # (ShownTranslator)
        seen |= english_shown(window, f"plain words {ws.key}", english, allowed, found)
    ws = window.workspaces["voting"]
    window.tabs.setCurrentWidget(ws)
    view = ws.view("neighbour_view")
    ws.views.setCurrentWidget(view)
    with qtbot.waitSignal(view.searchFinished, timeout=LONG_WAIT):
        view.search_button.click()
    settled(qtbot, view)
    return seen | english_shown(window, "plain words voting/Person: search", english, allowed, found)


def english_in(root, where: str, english: set, allowed: set) -> list[str]:
    """Every text ``root`` shows now that is still English, said with ``where``."""
    return [f"{where}: {type(widget).__name__} {kind} {text[:140]!r} ({', '.join(words[:4])})"
            for (_id, kind), (text, widget) in shown_texts(root).items()
            if (words := still_english(text, english, allowed))]


def data_tables_english(qtbot, ws, where: str, english: set, allowed: set) -> tuple[list[str], int]:
    """*View data as table* (Ctrl+T, or the plot's right-click menu) on every plot the view in front shows: the
    English left in the table window's title, column titles, note and button and in the plot's right-click entries,
    and how many tables were opened."""
    import pyqtgraph as pg

    from expmech_gui.ui.widgets.plots.data_table import show_table

    found, tables = [], 0
    for plot in ws.views.currentWidget().findChildren(pg.PlotWidget):
        if not plot.isVisible():
            continue
        at = f"{where} {plot.objectName() or type(plot).__name__}"
        found += [f"{at} right-click: {action.text()!r}" for action in plot.scene().contextMenu
                  if still_english(plain(action.text()), english, allowed)]
        dialog = show_table(plot)
        settled(qtbot, dialog)
        qtbot.wait(1)  # (ShownTranslator)
        found += english_in(dialog, f"{at} table", english, allowed)
        dialog.close()
        tables += 1
    return found, tables


def german_walk_report(problems: dict) -> str:
    """Each check's problems under its own name."""
    return "\n".join(f"== {check}: {len(lines)} ==\n" + "\n".join(lines) for check, lines in problems.items() if lines)


@pytest.mark.slow  # every view of every workspace, normal and presenting, then plain words: about 50 s on 2 cores
def test_no_english_text_is_left_in_any_view_normal_or_presenting(qtbot, window, monkeypatch):
    """The one German walk of every view (each view is built and visited once for all these checks), reporting each
    check's problems under its own name:

    - "texts": no English in any text shown or said, normal and in presentation, then with plain words;
    - "plots": every plot's title, axis titles, legend entries and reference-line names German (test_gui_plot_language's
      words: english_left), in normal type, after a preset, a Run N of 300 and a private choice;
    - "data tables": *View data as table* German on every plot a view shows, and the plot's right-click entries;
    - "labels", "axis titles", "screen" (test_readability's checks, German in symbols: this walk is theirs): at every
      view, normal and presenting, at 1280×800, no label cut off or below 4.5:1 against its background, no axis title
      cut with "…" or past its axis, the window (and the least it can be) within the screen. The views are built in
      German here; test_readability walks German plain words in a window built in English and switched."""
    from expmech_gui.ui import language
    from expmech_gui.ui.window.plain_words import set_plain_words
    from guihelp import WAIT
    from test_gui_plot_language import english_left, texts as plot_texts

    window.setGeometry(SCREEN)  # (presentation mode stays in the window: every_workspace_chosen)
    every_workspace_chosen(qtbot, window, monkeypatch)
    for ws in window.workspaces.values():  # the parameter panel's Advanced settings open: their texts are walked too
        window.tabs.setCurrentWidget(ws)
        with qtbot.waitSignal(ws.runFinished, timeout=WAIT):  # simulated results: the plots' "simulated" legends
            ws.run_n(300)
        ws.parameter_panel.set_advanced(True)
    # the walk reads texts, sizes and places, never pixels (about a sixth of its time went to painting)
    with unpainted(window):
        window.language_actions["de"].trigger()
        english, _german = vocabulary()
        allowed = data_words(window)
        found = {}
        plots, plot_pairs, tables, tables_opened = set(), set(), [], 0
        readable, layout = _whole_and_readable(window), {"labels": [], "axis titles": [], "screen": []}
        try:
            for presenting in (False, True):
                window.presentation.set_presentation(presenting)
                for ws, index in each_view(qtbot, window):
                    qtbot.wait(1)  # the texts of a widget shown just now are translated just after (ShownTranslator)
                    where = f"{'presentation ' if presenting else ''}{ws.key}/{ws.views.tabText(index)}"
                    english_shown(window, where, english, allowed, found)
                    layout["labels"] += [f"{where}: {label.objectName() or label.text()[:40]!r} {problem}"
                                         for label in visible_labels(window) if (problem := readable(label))]
                    layout["axis titles"] += [f"{where}: {text}" for text in cut_axis_titles(window)]
                    layout["screen"] += [f"{where}: {text}" for text in off_screen(window)]
                    if not presenting:
                        pairs = plot_texts(window)
                        plot_pairs |= set(pairs)
                        plots |= english_left(pairs, where)
                        left, opened = data_tables_english(qtbot, ws, where, english, allowed)
                        tables += left
                        tables_opened += opened
            window.presentation.set_presentation(False)
            seen = plain_words_walk(qtbot, window, english, allowed, found)
            assert {"Privatsphäre-Einstellung", "mehr Privatsphäre ↔ mehr Genauigkeit",
                    "Wenn sich die Einstellung ändert"} <= seen  # the walk saw plain words' own texts …
            assert any(text.startswith("Die gestrichelte Linie ist die jetzige Einstellung") for text in seen)
            assert any(text.startswith("Am stärksten betroffen, ") for text in seen)  # … and the search's result
        finally:
            set_plain_words(window, False, remember=False)
            language.install("en")
    assert len(plot_pairs) > 150, len(plot_pairs)  # every view's plots were walked
    assert tables_opened >= 30, tables_opened  # (the walk reached the plots)
    problems = {
        "texts": [f"{where}: {cls} {kind} {text[:120]!r} (English: {', '.join(words[:4])})"
                  for (cls, kind, text), (where, words) in sorted(found.items(), key=lambda item: item[1][0])],
        "plots": sorted(plots),
        "data tables": list(dict.fromkeys(tables)),
        **{check: list(dict.fromkeys(lines)) for check, lines in layout.items()},
    }
    assert not any(problems.values()), german_walk_report(problems)


def test_no_english_text_is_left_in_compare_gallery_help_tour_and_about(qtbot, window, monkeypatch):
    """The windows and dialogs a workshop opens from the menus, in German: Compare, the Gallery (every entry), Help ▸ Help (its
    shortcut list), the tour's first card and Help ▸ About."""
    from PySide6.QtWidgets import QMessageBox, QTextBrowser

    from expmech_gui.ui import language
    from expmech_gui.ui.gallery.gallery import GalleryWindow
    from expmech_gui.ui.window import help_texts
    from expmech_gui.ui.window.menus import open_compare
    from expmech_gui.ui.window.tour import start_tour
    from guihelp import load

    about = {}
    monkeypatch.setattr(QMessageBox, "about", lambda _parent, title, text: about.update(title=title, text=text))
    english, _german = vocabulary()
    found = []
    window.language_actions["de"].trigger()
    try:
        load(qtbot, window, "voting")  # (Edit ▸ Undo names the edit in the language it was made in)
        gallery = GalleryWindow(window)
        qtbot.addWidget(gallery)
        opened = {"compare": open_compare(window), "gallery": gallery, "help": help_texts.show_help(window)}
        gallery.show()
        start_tour(window)
        help_texts.show_about(window)
        for where, root in (*opened.items(), ("tour", window)):
            settled(qtbot, root)
            qtbot.wait(1)  # (ShownTranslator)
            found += [f"{where}: {type(widget).__name__} {kind} {text[:120]!r} ({words})"
                      for (_id, kind), (text, widget) in shown_texts(root).items()
                      if (words := still_english(text, english, set()))]
        for row in range(1, gallery.list.count()):  # every entry's page (the stack shows one at a time)
            gallery.list.setCurrentRow(row)
            settled(qtbot, gallery)
            found += [f"gallery entry {row}: {type(widget).__name__} {kind} {text[:120]!r} ({words})"
                      for (_id, kind), (text, widget) in shown_texts(gallery.stack.currentWidget()).items()
                      if (words := still_english(text, english, set()))]
        help_text = opened["help"].findChild(QTextBrowser, "helpText").toPlainText()
        found += [f"help text: {words}" for words in [still_english(help_text, english, set())] if words]
        found += [f"about: {words}" for words in [still_english(plain(about["text"]), english, set())] if words]
        assert about["title"] == "Über ExpMech Studio" and "Kurzhilfe" in help_text and "Alle Tastenkürzel" in help_text
    finally:
        language.install("en")
    assert not found, "\n".join(found)


def test_the_walk_finds_an_english_text_and_takes_a_translated_one(qtbot, window, monkeypatch):
    """The check itself: a label left in English is found; after its text enters the catalogue it is not."""
    from PySide6.QtWidgets import QLabel

    from expmech_gui.ui import language

    ws = window.workspaces["voting"]
    window.tabs.setCurrentWidget(ws)
    planted = QLabel("Votes per candidate, counted by hand", ws)
    planted.show()
    try:
        window.language_actions["de"].trigger()
        settled(qtbot, ws)
        english, _german = vocabulary()
        texts = {text for text, _w in shown_texts(ws).values()}
        assert "Votes per candidate, counted by hand" in texts
        assert {"Votes", "candidate"} <= set(still_english("Votes per candidate, counted by hand", english, set()))
        assert "Stimmen je Kandidat" in texts  # the table's title, translated
        assert not still_english("Stimmen je Kandidat", english, set())
    finally:
        language.install("en")


def test_the_check_finds_short_english_words_too():
    """Words under four letters were not read: "PMW run" stayed English in the German window. Short words German
    shares ("in", "an", "so", "die"), abbreviations and names joined by hyphens or slashes are no English."""
    english, _german = vocabulary()
    assert still_english("PMW run", english, set()) == ["run"]
    assert still_english("Set the ε to 0,5 and run it", english, set()) == ["Set", "the", "to", "and", "run", "it"]
    assert not still_english("PMW-Lauf in die Tabelle, so am Anfang um 5 Uhr, ε per Durchlauf, CSV, PDF, OK",
                             english, set())
    assert not still_english("Permute-and-Flip, yes/no, --out, Qt for Python, expmech run blr", english, set())


def test_a_refused_import_is_told_in_german_with_the_reason_quoted_as_it_came(qtbot, window, monkeypatch):
    """A message box's title and its own sentences come from the catalogue; a reason quoted from elsewhere (here
    the file's own words) is kept as it is, and the status bar says the same in German."""
    from PySide6.QtWidgets import QMessageBox

    from expmech_gui.ui import language

    shown = {}
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.update(title=box.windowTitle(), text=box.text()))
    ws = window.workspaces["voting"]
    window.tabs.setCurrentWidget(ws)
    window.language_actions["de"].trigger()
    try:
        ws._import_failed("row 3: 'abc' is not a number")
        assert shown["title"] == "Import fehlgeschlagen"
        assert shown["text"] == "row 3: 'abc' is not a number\n\nDie Tabelle wurde nicht geändert."
        assert window.statusBar().currentMessage() == "Import fehlgeschlagen: row 3: 'abc' is not a number"
    finally:
        language.install("en")
