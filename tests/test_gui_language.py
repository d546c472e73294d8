"""A second language (German) through Qt's translation system, View ▸ Language (remembered), and numbers typed
with the language's decimal comma (issue 35 §3)."""
import re

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QAbstractButton, QLineEdit

from guihelp import WAIT, load, make_window
from test_gui_keyboard import test_every_menu_entry_has_a_mnemonic_of_its_own as check_mnemonics

pytestmark = pytest.mark.gui
PRESET_MENU = "Presets"  # its entries are the presets' own names (data, like the table's contents)


@pytest.fixture
def german(qtbot, window):
    from expmech_gui.ui import language

    window.language_actions["de"].trigger()
    yield window
    language.install("en")


def shown_texts(window):
    """(English, shown) for every menu entry and title (not the presets' names), button and view tab."""
    from expmech_gui.ui.language import SOURCE

    pairs = []

    def walk(menu, under_presets=False):
        pairs.append((menu.property(SOURCE), menu.title()))
        for action in menu.actions():
            if action.menu() is not None:
                walk(action.menu(), (action.menu().property(SOURCE) or "").replace("&", "") == PRESET_MENU)
            elif action.text() and not action.isSeparator() and not under_presets and action.property(SOURCE):
                pairs.append((action.property(SOURCE), action.text()))
    for top in window.menuBar().actions():
        walk(top.menu())
    ws = window.current
    for button in ws.findChildren(QAbstractButton):
        if button.isVisible() and button.text():
            pairs.append((button.property(SOURCE), button.text()))
    for i in range(ws.views.count()):
        pairs.append((ws.views.property(f"{SOURCE}Tab{i}"), ws.views.tabText(i)))
    return pairs


def test_every_menu_button_and_tab_is_in_german_and_back_in_english(qtbot, german):
    from expmech_gui.ui import language

    missing = []
    for source, shown in shown_texts(german):
        plain = (source or "").replace("&", "")
        if not source or not language._state["translator"].translate(language.CONTEXT, plain):
            missing.append(f"{source!r} shown as {shown!r}")
    assert not missing, "untranslated in the German catalogue:\n" + "\n".join(missing)
    texts = dict((s.replace("&", ""), t.replace("&", "")) for s, t in shown_texts(german))
    assert texts["File"] == "Datei" and texts["Run once"] == "Einmal ausführen" and texts["Privacy bill"] == \
        "Privatsphäre-Rechnung"
    check_mnemonics(qtbot, german)  # German entries have mnemonics of their own too
    german.language_actions["en"].trigger()
    assert all(shown == source for source, shown in shown_texts(german) if source)


def test_no_german_button_or_tab_is_clipped(qtbot, german):
    ws = load(qtbot, german, "pricing")
    for button in ws.findChildren(QAbstractButton):
        if button.isVisible() and button.text():
            assert button.width() >= button.sizeHint().width(), f"{button.text()!r} is cut off"
    bar = ws.views.tabBar()
    for i in range(bar.count()):
        assert bar.tabRect(i).width() >= bar.tabSizeHint(i).width() or bar.usesScrollButtons(), bar.tabText(i)


def test_the_language_is_remembered(qtbot, german, tmp_path):
    from expmech_gui.ui import language

    assert german.settings.value("language") == "de"
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    assert language.default_code(settings) == "de"
    again = make_window(qtbot, tmp_path)
    assert again.menuBar().actions()[0].text().replace("&", "") == "Datei"


def test_german_numbers_are_typed_with_a_decimal_comma(qtbot, german):
    ws = load(qtbot, german, "voting")
    box = ws.parameter_panel.epsilon
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        box.selectAll()
        qtbot.keyClicks(box, "0,5")
    assert ws.parameter_panel.parameters().epsilon == 0.5 and box.error() is None
    box.selectAll()
    qtbot.keyClicks(box, "1.234")
    assert "1234 oder 1,234" in box.error()  # the refusal in German too (core.translatable.message)
    pricing = load(qtbot, german, "pricing")
    index = pricing.editor.model.index(0, 0)
    editor = QLineEdit("2,5")  # what the cell editor holds when Enter commits it
    pricing.editor.view.itemDelegate().setModelData(editor, pricing.editor.model, index)
    assert float(pricing.editor.model.data(index, Qt.EditRole)) == 2.5


def test_every_text_the_window_translates_is_found_by_the_extraction(qtbot, german):
    """A menu entry, button, tooltip or tab added without the translatable() mark fails here, naming it."""
    import shutil

    from test_translation_extraction import extraction

    if shutil.which("pyside6-lupdate") is None:
        pytest.skip("pyside6-lupdate is not installed")
    found = set(extraction().extracted_texts())
    shown = {(source or "").replace("&", "") for source, _shown in shown_texts(german)}
    ws = german.current
    shown |= {b.property("i18nSourceTip") for b in ws.findChildren(QAbstractButton) if b.property("i18nSourceTip")}
    unmarked = sorted(text for text in shown if text and text not in found)
    assert not unmarked, "shown but not marked translatable():\n" + "\n".join(map(repr, unmarked))


def test_german_summary_and_result_line_show_german_numbers_that_read_back(qtbot, window):
    """Numbers in the summary and on the result line follow the language (German "1.234,5"), through
    core.number_locale, and read back to the same values; the summary's title and row names and the result line's
    words are German; English again on switching back."""
    from expmech_gui.core.number_reading import parse_localized
    from expmech_gui.ui import language

    ws = load(qtbot, window, "pricing")
    english = {key: label.text() for key, label in ws.summary_panel.labels.items()}
    names_en = {key: name.text() for key, name in ws.summary_panel.names.items()}
    qtbot.mouseClick(ws.controls.run_once, Qt.LeftButton)
    qtbot.waitUntil(lambda: "$" in ws.controls.result.text(), timeout=WAIT)
    result_en = ws.controls.result.text()
    try:
        window.language_actions["de"].trigger()
        german = {key: label.text() for key, label in ws.summary_panel.labels.items()}
        scale_en, scale_de = english["scale"], german["scale"]
        assert "." in scale_en and scale_de == scale_en.replace(".", ","), (scale_en, scale_de)
        assert parse_localized(scale_de, "de") == parse_localized(scale_en, "en")
        changed = [k for k in english if english[k] != german[k]]
        numbers = re.compile(r"[\d.,]*\d")  # the numbers as written; the words around them are German now
        assert changed and all(numbers.findall(german[k]) == numbers.findall(language.localized(english[k], "de"))
                               for k in english), (english, german)
        assert german["m"].endswith(")") and "(von $" in german["m"], german["m"]
        assert german["promise"].startswith("Wenn jemand")  # the belief sentence's words in German too
        assert "dass eine bestimmte Person in den Daten ist" in german["promise"]
        result_de = ws.controls.result.text()
        assert result_de.startswith("Gewählt: ") and "(bestmöglich: " in result_de, result_de
        assert re.search(r"\d,\d", result_de) and not re.search(r"\d\.\d", result_de), result_de
        panel = ws.summary_panel
        assert panel.title() == "Übersicht" and panel.names["n"].text() == "Personen in den Daten"
        untranslated = [name.text() for key, name in panel.names.items() if name.text() == names_en[key]]
        assert not untranslated, f"summary rows still in English: {untranslated}"
    finally:
        window.language_actions["en"].trigger()
        language.install("en")
    assert {key: label.text() for key, label in ws.summary_panel.labels.items()} == english
    assert ws.controls.result.text() == result_en
    assert {key: name.text() for key, name in ws.summary_panel.names.items()} == names_en


def test_the_story_is_told_in_german_with_german_numbers(qtbot, german):
    """View ▸ Story in German: the German copy of the story's texts (resources/story/de/), its numbers with a
    decimal comma."""
    from expmech_gui.ui.story.window import StoryWindow

    ws = load(qtbot, german, "pricing")
    story = StoryWindow(ws)
    qtbot.addWidget(story)
    story.show()
    assert story.title.text() == "Die Käufer und die Frage"
    qtbot.waitUntil(lambda: "Welcher Preis" in story.sentence_text(), timeout=WAIT)
    weights = next(i for i, s in enumerate(story.texts.steps) if s.key == "weights")
    story.show_step(weights, animate=False)
    text = story.sentence_text()
    assert text.startswith("Jeder Erlös wird zu einem Gewicht"), text
    assert re.search(r"\d,\d", text) and not re.search(r"\d\.\d", text), f"not German numbers: {text}"


def test_the_unsaved_changes_question_is_german_with_qts_own_buttons_german_too(qtbot, german, monkeypatch):
    """A message box's words come from the catalogue and its standard buttons from Qt's own German (qtbase_de)."""
    from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

    asked = {}

    def question(parent, title, text, buttons, default):
        box = QMessageBox(QMessageBox.Question, title, text, buttons, parent)
        asked.update(title=title, text=text,
                     buttons={b.text().replace("&", "") for b in box.findChild(QDialogButtonBox).buttons()})
        box.deleteLater()
        return QMessageBox.Cancel

    monkeypatch.setattr(QMessageBox, "question", question)
    german.session.confirm_discard = True
    german.session.modified = True
    assert german.session.maybe_save() is False  # Cancel keeps the session open
    german.session.modified = False
    assert asked["title"] == "Ungespeicherte Änderungen"
    assert asked["text"] == "Die Änderungen an dieser Sitzung zuerst speichern?"
    assert "Abbrechen" in asked["buttons"] and "Speichern" in asked["buttons"], asked["buttons"]
