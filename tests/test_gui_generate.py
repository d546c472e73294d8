"""The Generate dialog (issue 29 §1): Generator.build gets the scenario's settings with the defaults filled in, as
batch passes them, and any failure of a generator is said in words under the form, the dialog left open."""
from dataclasses import replace

import pytest

pytest.importorskip("PySide6")

from PySide6.QtWidgets import QDialog, QDialogButtonBox

from expmech_gui.scenarios import SCENARIOS
from expmech_gui.ui.widgets.dialogs import GenerateDialog


def _with_build(key: str, build):
    sc = SCENARIOS[key]
    return replace(sc, generator=replace(sc.generator, build=build))


def _press_ok(dialog) -> None:
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.Ok).click()


def test_build_receives_every_setting_with_its_default_filled_in(qtbot):
    seen = []
    pricing = _with_build("pricing", lambda values, seed, settings: seen.append(dict(settings)) or "data")
    for given in ({}, {"max_price": 3.0}, {"alpha": None}):
        dialog = GenerateDialog(pricing, given)
        qtbot.addWidget(dialog)
        _press_ok(dialog)
        assert dialog.result() == QDialog.Accepted and dialog.dataset() == "data"
    defaults = {s.name: s.default for s in SCENARIOS["pricing"].settings}
    assert seen == [defaults, {**defaults, "max_price": 3.0}, defaults]
    assert seen[0] == SCENARIOS["pricing"].with_defaults({})  # what batch passes (batch.datasets)


@pytest.mark.parametrize("error, words", [
    (KeyError("revenue"), "Could not generate the data: an unexpected internal problem stopped it"),
    (ZeroDivisionError("division by zero"), "Could not generate the data: these settings give numbers too large"),
    (MemoryError(), "Could not generate the data: there is not enough memory"),
])
def test_any_failure_of_a_generator_is_said_in_words_and_the_dialog_stays_open(qtbot, error, words):
    def fail(values, seed, settings):
        raise error

    dialog = GenerateDialog(_with_build("voting", fail))
    qtbot.addWidget(dialog)
    dialog.show()
    _press_ok(dialog)
    shown = dialog.error.text()
    assert shown.startswith(words) and "revenue" not in shown and "division" not in shown
    assert dialog.isVisible() and dialog.result() != QDialog.Accepted and dialog.dataset() is None


def test_the_dialog_is_german_and_a_translated_choice_still_builds_its_data(qtbot):
    """In German every label, choice and note is translated where it is shown; the generator still gets the
    choice's own name ("normal"), as files and batch write it."""
    from PySide6.QtWidgets import QComboBox, QLabel

    from expmech_gui.ui import language

    seen = []
    pricing = _with_build("pricing", lambda values, seed, settings: seen.append(values) or "data")
    try:
        language.install("de")
        dialog = GenerateDialog(pricing, {"max_price": 2.5})
        qtbot.addWidget(dialog)
        dialog.show()
        language.translate_tree(dialog)
        labels = {label.text() for label in dialog.findChildren(QLabel)}
        assert {"Verteilung", "Käufer n", "Startwert"} <= labels, labels
        assert "Die Zahlungsbereitschaften werden auf der Skala des Höchstpreises ($2,50) gezogen." in labels
        assert dialog.windowTitle() == "Synthetische Daten erzeugen"
        kind = dialog.findChild(QComboBox)
        assert [kind.itemText(i) for i in range(kind.count())] == [
            "gleichverteilt", "normalverteilt", "bimodal", "log-normalverteilt"]
        kind.setCurrentIndex(1)
        _press_ok(dialog)
    finally:
        language.install("en")
    assert seen[0]["kind"] == "normal"
