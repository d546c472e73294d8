"""What the views quote from the Qt-free scenario modules, seen in German (issue 35 §3): the learning view's class
and distribution, Top-k's privacy sentence, and a field's help whose German is its whole name."""
import pytest
from PySide6.QtWidgets import QLineEdit

from expmech_gui.ui import language
from guihelp import WAIT, load, load_preset, settled, show_view

pytestmark = pytest.mark.gui


@pytest.fixture
def german(qapp):
    language.install("de")
    yield
    language.install("en")


def test_the_learning_view_names_the_class_and_the_distribution_in_german(qtbot, make_workspace, german):
    view = show_view(qtbot, make_workspace("pac"), "learning_view", "learningShown", 3 * WAIT)
    words = view.words.text()
    assert "|C| = 101 Schwellen mit ε = 1" in words, words
    assert "aus x gleichverteilt auf 0 … 99, Beschriftungen vom Zielkonzept x ≥ 37, mit Wahrscheinlichkeit 0,1 " \
           "vertauscht" in words, words


def test_the_top_k_privacy_sentence_is_german_with_german_numbers(qtbot, make_workspace, german):
    view = show_view(qtbot, load_preset(qtbot, make_workspace("topk")), "topk_view", "topkShown")
    words = view.privacy.text()
    assert words.startswith("Privatsphäre: 3 Auswahlen zu je ε = 0,5 (k Veröffentlichungen"), words
    assert "„Optimal für jeden ε-DP-Mechanismus“" in words and "Bezahlt wird, was veröffentlicht wird" in words
    assert "berechnet mit ε = 1,5 bei δ = 10⁻⁶" in words and "1e-" not in words and "Privacy" not in words


def test_a_field_help_that_is_its_whole_name_leaves_no_english_description(qtbot, window):
    """The lunch change's help has no ':' or '.', so its German is the field's whole accessible name: the English
    description derived before the switch to German must not stay behind."""
    ws = load(qtbot, window, "lunch")
    view = ws.view("neighbour_view")
    ws.views.setCurrentWidget(view)
    settled(qtbot, view)
    field = next(f for f in view.findChildren(QLineEdit) if "1/0" in f.toolTip())
    assert field.accessibleDescription() == "One 1/0 per option, comma-separated, e.g. 1,0,1"
    try:
        window.language_actions["de"].trigger()
        assert field.toolTip() == "Eine 1/0 je Option, mit Kommas getrennt, etwa 1,0,1"
        assert field.accessibleName() == field.toolTip() and field.accessibleDescription() == ""
    finally:
        language.install("en")


def test_a_combo_of_the_users_names_is_not_translated(qapp):
    """Compare's fixed-candidate menu holds the data's names: an option called "Family" stays "Family" in German
    (the catalogue has "Family" for the Generate dialog), so the row it adds still finds its candidate."""
    from PySide6.QtWidgets import QComboBox

    names, words = language.names_combo(), QComboBox()
    for combo in (names, words):
        combo.addItems(["Family", "Pizza"])
    try:
        language.install("de")
        for combo in (names, words):
            language.translate_widget(combo)
        assert names.currentText() == "Family" and words.currentText() == "Familie"
    finally:
        language.install("en")
