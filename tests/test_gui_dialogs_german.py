"""No English in what the German window asks and tells outside its views (issue 35 §3): every entry of the menu bar
(its text, tooltip and status tip), the message boxes and file dialogs the menus and the workspaces open (title,
text, buttons, a file dialog's name filters; the static QMessageBox/QFileDialog functions and the dialogs' exec are
recorded instead of shown), every card of the tour, every step of the story, *View data as table* on the plots and
the synthetic-data dialog. A text fails on the same words as tests/test_gui_untranslated.py's walk (vocabulary(),
still_english()); a reason quoted from elsewhere (a file's own words, an operating system's) is no text of ours."""
from __future__ import annotations

import re
import sys

import pytest
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMessageBox

from guihelp import WAIT, load, ready, settled
from i18n_walk import plain, shown_texts
from test_gui_untranslated import data_words, english_in, still_english, vocabulary

pytestmark = pytest.mark.gui
PATH = re.compile(r"/[^\s:,;)]+")  # a file's path in a message: the user's, not our words
QT_OWN = {"details"}  # Qt's German "Details einblenden…" (the same word in both languages)
GERMAN_TOO = {"fast"}  # German words spelt like English ones ("fast gleich": almost equal)


class Asked:
    """What the app asked the user, by where it was asked: the static message box and file dialog functions and
    the exec of a message box or an input dialog are replaced; each records its texts and answers as told."""

    def __init__(self, monkeypatch) -> None:
        self.texts: list[tuple[str, str, str]] = []  # (where, what asked, text)
        self.where = ""
        self.file = ""  # what a file dialog answers
        self.answer = QMessageBox.Cancel  # what a question answers
        self.status = lambda: ""  # what the status bar says (read after each step)
        for name in ("question", "warning", "information", "critical"):
            monkeypatch.setattr(QMessageBox, name, self._static(name))
        monkeypatch.setattr(QMessageBox, "about", lambda _p, title, text: self._box("about", title, text, []))
        monkeypatch.setattr(QMessageBox, "exec", lambda box: self._box(
            "box", box.windowTitle(), f"{box.text()}\n\n{box.informativeText()}", [b.text() for b in box.buttons()]))
        monkeypatch.setattr(QInputDialog, "exec", lambda dialog: self._box(
            "input", dialog.windowTitle(), dialog.labelText(), [dialog.okButtonText(), dialog.cancelButtonText()])
            or QDialog.Rejected)
        for name in ("getOpenFileName", "getSaveFileName", "getExistingDirectory"):
            monkeypatch.setattr(QFileDialog, name, self._file(name))

    def _record(self, kind: str, text) -> None:
        text = PATH.sub("…", plain(str(text or "")))
        if text:
            self.texts.append((self.where, kind, text))

    def _box(self, kind: str, title: str, text: str, buttons: list[str]) -> int:
        self._record(f"{kind} title", title)
        for part in str(text).split("\n\n"):
            self._record(f"{kind} text", part)
        for button in buttons:
            self._record(f"{kind} button", button)
        return 0

    def _static(self, kind: str):
        def ask(parent, title, text, buttons=QMessageBox.Ok, _default=QMessageBox.NoButton):
            box = QMessageBox(QMessageBox.Question, title, text, QMessageBox.StandardButtons(buttons), parent)
            self._box(kind, title, text, [b.text() for b in box.buttons()])  # Qt's own words: qtbase_de
            box.deleteLater()
            return self.answer
        return ask

    def _file(self, kind: str):
        def choose(_parent, title="", _folder="", name_filter="", *_args, **_kwargs):
            self._record(f"{kind} title", title)
            for one in str(name_filter).split(";;"):
                self._record(f"{kind} filter", one)
            return self.file if kind == "getExistingDirectory" else (self.file, "")
        return choose

    def at(self, where: str, file: str = "", answer=QMessageBox.Cancel) -> "Asked":
        self._record("status bar", self.status())  # what the step before left in the status bar
        self.where, self.file, self.answer = where, file, answer
        return self

    def english(self, english: set, allowed: set = frozenset()) -> list[str]:
        return [f"{where} {kind}: {text[:140]!r} ({', '.join(words[:4])})" for where, kind, text in self.texts
                if (words := still_english(text, english, QT_OWN | set(allowed)))]


@pytest.fixture
def german(window):
    from expmech_gui.ui import language

    window.language_actions["de"].trigger()
    yield window
    language.install("en")


@pytest.fixture
def shared_german(shared):
    """The module's window (conftest's ``shared``, for the tests that only read it in German: the menus, the message
    box's buttons, the tour, the synthetic data dialogs, a plot's right-click menu; each built a window of its own
    before) in German. It is put back in English after, with no tour left open (checked; ``shared`` checks the
    rest: not presenting, light, English)."""
    from shiboken6 import isValid

    shared.language_actions["de"].trigger()
    yield shared
    shared.language_actions["en"].trigger()
    tour = getattr(shared, "tour", None)
    assert not (tour is not None and isValid(tour) and tour.isVisible()), "a tour was left open"  # (an ended one
    # deletes itself)


def menu_texts(menu, path: str = ""):
    """(where, text) of a menu's title and of each entry's text, tooltip and status tip, submenus included (a
    submenu filled when first opened, File ▸ Presets, is opened)."""
    menu.aboutToShow.emit()
    where = f"{path} ▸ {menu.title()}".strip(" ▸")
    yield where, menu.title()
    for action in menu.actions():
        if action.isSeparator():
            continue
        if action.menu() is not None:
            yield from menu_texts(action.menu(), where)
            continue
        for kind, text in (("text", action.text()), ("tooltip", action.toolTip()), ("status tip", action.statusTip())):
            yield f"{where} ▸ {action.text()} ({kind})", text


def test_every_menu_entry_its_tooltip_and_status_tip_are_german(qtbot, shared_german):
    english, _german = vocabulary()
    found = []
    for top in shared_german.menuBar().actions():
        for where, text in menu_texts(top.menu()):
            words = still_english(plain(text), english, set())
            if words:
                found.append(f"{where}: {plain(text)[:120]!r} ({', '.join(words[:4])})")
    assert not found, f"{len(found)} menu texts still in English:\n" + "\n".join(found)


def test_the_standard_buttons_of_a_message_box_are_qts_own_german(qtbot, shared_german):
    """Save, Discard, Cancel, Yes, No come from Qt's own German catalogue (qtbase_de.qm, shipped with PySide6 and
    installed with ours when German is chosen)."""
    box = QMessageBox(QMessageBox.Question, "", "", QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel
                      | QMessageBox.Yes | QMessageBox.No | QMessageBox.Ok)
    qtbot.addWidget(box)
    assert {b.text().replace("&", "") for b in box.buttons()} == {"Speichern", "Verwerfen", "Abbrechen", "Ja", "Nein",
                                                                  "OK"}


def test_every_card_of_the_tour_is_german(qtbot, shared_german):
    from expmech_gui.ui.window.tour import STEPS, start_tour

    english, _german = vocabulary()
    load(qtbot, shared_german, "voting")
    tour = start_tour(shared_german)
    found, titles = [], []
    for index in range(len(STEPS)):
        assert tour.index == index
        settled(qtbot, tour)
        titles.append(plain(tour.title.text()))
        found += [f"card {index + 1}: {kind} {text[:120]!r} ({words})"
                  for (_id, kind), (text, _w) in shown_texts(tour).items()
                  if (words := still_english(text, english, set()))]
        tour.next.click()
    assert titles[0] == "Willkommen" and len(set(titles)) == len(STEPS)
    assert not found, "\n".join(found)


def test_every_message_box_and_file_dialog_is_german(qtbot, german, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QApplication

    from expmech_gui.scenarios import SCENARIOS
    from expmech_gui.ui.window.code_export import export_code
    from expmech_gui.ui.window.experiment_files import export_experiment, open_experiment
    from expmech_gui.ui.room_window import open_room
    from expmech_gui.ui.window.menus import open_story

    asked = Asked(monkeypatch)
    english, _german = vocabulary()
    window = german
    asked.status = lambda: window.statusBar().currentMessage()
    ws = load(qtbot, window, "voting")
    not_csv = tmp_path / "not.csv"
    not_csv.write_text("nothing,here\n\x00\x01", encoding="utf-8")
    a_file = tmp_path / "a-file"
    a_file.write_text("x", encoding="utf-8")
    nowhere = str(a_file / "inside" / "out.csv")  # a file as a folder: nothing can be written there
    session = window.session
    session.modified, session.confirm_discard = True, True
    session.new_session()  # "Save the changes?" (Cancel: nothing happens)
    session.confirm_discard = False
    asked.at("File ▸ Open session", str(not_csv))
    session.open_dialog()
    qtbot.waitUntil(lambda: asked.texts[-1][1].startswith("warning"), timeout=WAIT)  # (read on the open thread)
    asked.at("File ▸ Save session as", nowhere)
    session.save_as(background=False)
    asked.at("File ▸ Import CSV", str(not_csv))
    ws.import_dialog()
    qtbot.waitUntil(lambda: asked.texts[-1][1].startswith("box"), timeout=WAIT)  # (read in the background)
    asked.at("File ▸ Export table", nowhere)
    ws.export_dialog()
    asked.at("File ▸ Export results", nowhere)
    window.exports.results_dialog()
    asked.at("File ▸ Export plots", str(a_file))
    window.exports.plots_dialog()
    asked.at("File ▸ Export report", nowhere)
    window.exports.report_dialog()
    unknown = tmp_path / "unknown.toml"
    unknown.write_text("format_version = 1\nscenario = 'nope'\n", encoding="utf-8")
    asked.at("File ▸ Open experiment", str(unknown))
    open_experiment(window)
    asked.at("File ▸ Export experiment", nowhere)
    export_experiment(window)
    asked.at("File ▸ Export as code", nowhere)
    export_code(window)
    asked.at("Story ▸ Export slides", str(a_file))
    open_story(window).export_dialog()
    asked.at("plot ▸ Export plot as PNG", nowhere)
    scene = ws.plots.outputs.widget.scene()
    for action in scene.contextMenu:
        asked._record("context menu entry", action.text())
    next(a for a in scene.contextMenu if getattr(a, "source", "") == "Export plot as PNG…").trigger()
    asked.at("Run ▸ Run N trials")
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.run_n(100)
    asked.at("Run ▸ Release with the exact sampler")
    with qtbot.waitSignal(ws.exact_release.released, timeout=WAIT):
        ws.exact_release.release()
    asked.at("Edit ▸ Paste rows")
    QApplication.clipboard().setText("\x00")
    ws.editor.paste_clipboard()
    asked.at("Restore your work?")
    session.offer_restore()
    asked.at("Restore your work? Yes, from a damaged file", answer=QMessageBox.Yes)
    session.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    session.autosave_path().write_bytes(b"\x00 not a session")
    session.offer_restore()
    asked.at("Story ▸ Export slides, written", str(tmp_path / "slides"))
    open_story(window).export_dialog()
    asked.at("Privacy ledger ▸ Export")
    ws.view("ledger_view").export_dialog()
    asked.at("Room ▸ Open a room, without a participant form")
    open_room(window, window.workspaces["custom"])
    asked.at("Unexpected error")
    from expmech_gui.ui import app
    monkeypatch.setattr(sys, "excepthook", None)
    app.install_exception_hook()
    sys.excepthook(ValueError, ValueError("x"), None)
    asked.at("Pricing: a large grid")
    pricing = load(qtbot, window, "pricing")
    pricing.scenario_ui._ask_large_grid(pricing, 1e-9, 10**9, "No keeps the previous α.")
    lunch = load(qtbot, window, "lunch")
    asked.at("Lunch: add option")
    lunch.scenario_ui.add_option()
    asked.at("Lunch: rename option")
    lunch.scenario_ui.rename_option(1)
    asked.at("Lunch: weights")
    lunch.scenario_ui.ask_weights()
    asked.at("Lunch: remove an option, none selected")
    lunch.scenario_ui.remove_option()
    asked.at("Lunch: a duplicate option")
    lunch.model.options and monkeypatch.setattr(
        "expmech_gui.ui.scenarios.lunch.lunch.ask_text", lambda *_a, **_k: (lunch.model.options[0], True))
    lunch.scenario_ui.add_option()
    asked.at("the end")
    wanted = {"File ▸ Open session", "File ▸ Import CSV", "File ▸ Export table", "Story ▸ Export slides",
              "Lunch: add option", "Lunch: a duplicate option", "Restore your work?", "Unexpected error",
              "Restore your work? Yes, from a damaged file", "Story ▸ Export slides, written",
              "Room ▸ Open a room, without a participant form"}
    assert wanted <= {where for where, _kind, _text in asked.texts}
    keys = {word for key in SCENARIOS for word in key.split("_")}  # a file's scenario key, as it is typed
    found = asked.english(english, data_words(window) | keys)
    assert not found, f"{len(found)} texts still in English:\n" + "\n".join(found)


def plot_texts(plot) -> list[str]:
    """A plot's title, axis titles, the words on it and its lines' names (pyqtgraph items: no widgets to walk)."""
    import pyqtgraph as pg

    texts = [getattr(plot, "full_title", ""), *(getattr(plot.getAxis(n), "full_label", "") for n in ("bottom", "left"))]
    for item in plot.items:
        if isinstance(item, pg.TextItem):
            texts.append(item.textItem.toPlainText())
        elif isinstance(item, pg.InfiniteLine) and getattr(item, "label", None) is not None:
            texts.append(item.label.textItem.toPlainText())
    return [text for text in texts if text]


@pytest.mark.slow  # every workspace's preset and every step of its story: about 15 s on 2 cores
def test_every_story_step_and_the_formulas_and_history_docks_are_german(qtbot, german, monkeypatch, subtests):
    """Every workspace's first preset and a private choice made in a German window; then, each reported under its
    own name (they were two tests, each loading every workspace's preset: one window now):

    - stories: View ▸ Story in German for every workspace: each of its steps (the story files' German copies, the
      window's own buttons, counter and slider ends, the numbers line and the plot's description);
    - docks: View ▸ Formulas (each workspace's: the mechanism, the utility theorem, a prior, the accuracy by mass,
      the pricing guarantee) and View ▸ History (docks, hidden at first) in German, after an edit.

    Texts are read, not pixels: the windows paint nothing (they are shown and laid out)."""
    from guihelp import every_workspace_chosen

    english, _german = vocabulary()
    window = every_workspace_chosen(qtbot, german, monkeypatch)
    window.setUpdatesEnabled(False)
    try:
        with subtests.test(check="stories"):
            every_step_of_every_story_is_german(qtbot, window, english)
        with subtests.test(check="docks"):
            the_formulas_and_history_docks_are_german(qtbot, window, english)
    finally:
        window.setUpdatesEnabled(True)


def every_step_of_every_story_is_german(qtbot, window, english: set) -> None:
    """Each step of every workspace's story (was test_every_step_of_every_story_is_german)."""
    from expmech_gui.io.story_texts import STEP_IDS
    from expmech_gui.ui.window.menus import open_story

    allowed = data_words(window) | GERMAN_TOO
    found = []
    for ws in window.workspaces.values():
        window.tabs.setCurrentWidget(ws)
        story = open_story(window)
        story.setUpdatesEnabled(False)
        qtbot.waitUntil(lambda s=story: bool(s.facts), timeout=WAIT)  # (its numbers, worked out in the background)
        for index, key in enumerate(STEP_IDS):
            story.show_step(index, animate=False)
            if key == "one_person":
                qtbot.waitUntil(lambda s=story: s.person_words is not None, timeout=WAIT)
            settled(qtbot, story)
            qtbot.wait(1)  # (ShownTranslator)
            found += english_in(story, f"{ws.key} story {index + 1} {key}", english, allowed)
            found += [f"{ws.key} story {index + 1} {key} plot: {text!r}" for text in plot_texts(story.plot)
                      if still_english(plain(text), english, allowed)]
        story.setUpdatesEnabled(True)
        story.close()
    assert not found, f"{len(found)} story texts still in English:\n" + "\n".join(dict.fromkeys(found))


def the_formulas_and_history_docks_are_german(qtbot, window, english: set) -> None:
    """The formulas and history docks of every workspace after an edit, and Lunch's with a prior (was
    test_the_formulas_and_history_docks_are_german, which loaded each preset again: the walk's are loaded)."""
    found, seen = [], set()
    for dock in (window.formulas_dock, window.history_dock):
        dock.toggleViewAction().trigger()
    for ws in window.workspaces.values():
        window.tabs.setCurrentWidget(ws)
        ws.editor.add_row()
        for dock in (window.formulas_dock, window.history_dock):
            settled(qtbot, dock)
            qtbot.wait(1)  # (ShownTranslator)
            assert dock.isVisible()
            found += english_in(dock, f"{ws.key} {dock.objectName()}", english, data_words(window))
        seen.add(window.formulas.label.text())
    lunch = window.workspaces["lunch"]  # a prior: its paragraph
    window.tabs.setCurrentWidget(lunch)
    ready(qtbot, lunch, lambda: lunch.model.set_weights([str(i + 1) for i in range(len(lunch.model.options))]))
    settled(qtbot, window.formulas_dock)
    found += english_in(window.formulas_dock, "lunch with a prior", english, data_words(window))
    seen.add(window.formulas.label.text())
    text = " ".join(seen)
    assert [part for part in ("Nutzensatz", "Preisgarantie", "Genauigkeit nach der Masse", "Vorab") if part not in text] == []
    assert not found, f"{len(found)} texts still in English:\n" + "\n".join(dict.fromkeys(found))


# View data as table on every plot of every view (was test_view_data_as_table_is_german_on_every_plot here): its
# check is made by the one German walk of every view, test_gui_untranslated's
# test_no_english_text_is_left_in_any_view_normal_or_presenting ("data tables"), which builds and visits the views once


def test_the_synthetic_data_dialog_of_every_workspace_is_german(qtbot, shared_german):
    """File ▸ Generate synthetic data… in German for every workspace: the dialog's title, its fields' names and
    tooltips, its note and its buttons."""
    from expmech_gui.ui.widgets.dialogs import GenerateDialog

    english, _german = vocabulary()
    found = []
    for ws in shared_german.workspaces.values():
        dialog = GenerateDialog(ws.scenario, ws.scenario_ui.generator_settings(), shared_german)
        qtbot.addWidget(dialog)
        dialog.show()
        settled(qtbot, dialog)
        qtbot.wait(1)  # (ShownTranslator)
        found += english_in(dialog, f"{ws.key} generate", english, GERMAN_TOO)
        dialog.close()
    assert not found, f"{len(found)} texts still in English:\n" + "\n".join(found)


def test_a_plots_right_click_menu_and_its_settings_are_german(qtbot, shared_german):
    """A plot's right-click menu in German as it opens: pyqtgraph's own entries (View All, the axes' and the plot's
    settings, whose words pyqtgraph looks up in contexts of its own), ours (View data as table, Export)."""
    from PySide6.QtWidgets import QWidget, QWidgetAction

    from i18n_walk import texts_of

    english, _german = vocabulary()
    ws = load(qtbot, shared_german, "voting")
    plot = ws.plots.outputs.widget
    box = plot.getPlotItem().vb
    click = type("RightClick", (), {"acceptedItem": box})()  # (the scene reads which item was clicked)
    menu = plot.scene().addParentContextMenus(box, box.getMenu(click), click)
    menu.aboutToShow.emit()  # (as its popup does)
    found, said = [], []

    def walk(menu, where: str) -> None:
        said.append(menu.title())
        for action in menu.actions():
            if action.menu() is not None:
                walk(action.menu(), f"{where} ▸ {action.menu().title()}")
                continue
            texts = [action.text(), action.toolTip(), action.statusTip()]
            if isinstance(action, QWidgetAction) and action.defaultWidget() is not None:
                held = action.defaultWidget()
                texts += [text for widget in (held, *held.findChildren(QWidget)) for _kind, text in texts_of(widget)
                          if isinstance(text, str) and _kind != "title"]
            said.extend(texts)
            found.extend(f"{where}: {plain(text)!r}" for text in texts if still_english(plain(text), english, set()))
    walk(menu, "right-click")
    assert {"Alles zeigen", "Diagrammoptionen", "x-Achse", "Achse umkehren"} <= {plain(t) for t in said}
    assert not found, f"{len(found)} texts still in English:\n" + "\n".join(dict.fromkeys(found))
