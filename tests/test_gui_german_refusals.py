"""Refusals written by the Qt-free code (core, io, scenarios) in the window's language (issue 35 §3): with German
chosen, a refused CSV row, table cell and session file are said in German, their numbers in German separators;
English again after switching back."""
import json

import pytest
from PySide6.QtCore import Qt

from guihelp import WAIT, load

pytestmark = pytest.mark.gui


@pytest.fixture
def german(qtbot, window):
    from expmech_gui.ui import language

    window.language_actions["de"].trigger()
    yield window
    language.install("en")


def refused_import(qtbot, ws, path, monkeypatch) -> str:
    """The text the import's warning shows for ``path`` (read in the background, as File ▸ Import does)."""
    from expmech_gui.ui.workspaces import files as workspace_files

    shown = []
    monkeypatch.setattr(workspace_files, "warn_plain", lambda _p, title, text: shown.append(text))
    with qtbot.waitSignal(ws.import_jobs.failed, timeout=WAIT):
        ws.import_in_background(str(path))
    qtbot.waitUntil(lambda: bool(shown), timeout=WAIT)
    return shown[0]


def test_a_refused_csv_row_is_said_in_german_and_in_english_again(qtbot, german, tmp_path, monkeypatch):
    ws = load(qtbot, german, "voting")
    before = ws.model.to_session()
    bad = tmp_path / "stimmen.csv"
    bad.write_text("candidate;votes\nAda;3\nBob;2,5\n", encoding="utf-8")
    text = refused_import(qtbot, ws, bad, monkeypatch)
    assert "stimmen.csv, Zeile 3, Spalte 'votes'" in text and "ist keine ganze Zahl (Stimmen)" in text, text
    assert "row 3" not in text and "whole number" not in text
    assert ws.model.to_session() == before
    german.language_actions["en"].trigger()
    text = refused_import(qtbot, ws, bad, monkeypatch)
    assert "row 3, column 'votes'" in text and "is not a whole number of votes" in text, text


def test_a_refused_table_cell_says_why_in_german_with_german_numbers(qtbot, german):
    ws = load(qtbot, german, "pricing")
    model = ws.model
    model.setData(model.index(0, 0), "abc")
    tip = model.data(model.index(0, 0), Qt.ToolTipRole)
    assert "'abc' ist keine Zahl" in tip and tip.startswith("Von Läufen ausgeschlossen: "), tip  # (was English)
    model.setData(model.index(1, 0), "1e400")
    assert "'1e400' ist eine zu große Zahl" in model.data(model.index(1, 0), Qt.ToolTipRole)
    votes = load(qtbot, german, "voting")
    votes.model.setData(votes.model.index(0, 1), "-3")
    tip = votes.model.data(votes.model.index(0, 1), Qt.ToolTipRole)
    assert "eine Stimmenzahl muss mindestens 0 und höchstens 10^15 sein, nicht -3" in tip, tip
    box = votes.parameter_panel.epsilon
    box.selectAll()
    qtbot.keyClicks(box, "20000")
    assert "muss mindestens 0,000001 und höchstens 10.000 sein, nicht 20000" in box.error()  # German separators
    qtbot.waitUntil(lambda: "nicht 20000" in votes.controls.result.text(), timeout=WAIT)
    assert "0,000001 und höchstens 10.000" in votes.controls.result.text()  # the result line: localized once


def test_a_refused_session_file_is_said_in_german(qtbot, german, tmp_path):
    load(qtbot, german, "voting")
    future = tmp_path / "zukunft.expmech"
    future.write_text(json.dumps({"format_version": 9, "workspaces": {}}), encoding="utf-8")
    err = german.session.open_session(str(future))
    assert "zukunft.expmech: format_version: Version 9 wird nicht unterstützt" in err, err
    assert "ein neueres ExpMech Studio kann sie vielleicht öffnen" in err
    truncated = tmp_path / "kaputt.expmech"
    truncated.write_bytes(b'{"format_version": 1, "workspaces": {"vot')
    assert "abgeschnittenes JSON in Zeile 1" in german.session.open_session(str(truncated))


def test_a_reason_and_what_it_left_unchanged_are_one_german_template(qtbot, make_workspace, monkeypatch):
    """A reason and what it left unchanged ("{reason}", a blank line, "Nothing was written.") are one template looked
    up whole (the translation may order the two): the import's and the export's warning, the budget override's
    question, and a refused experiment file, session and code export. (They were English once the catalogue lost the
    tails alone.)"""
    from types import SimpleNamespace

    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from expmech_gui.ui import language
    from expmech_gui.ui.main_window import MainWindow
    from expmech_gui.ui.window import code_export, experiment_files
    from expmech_gui.ui.window.session_controller import SessionController
    from expmech_gui.ui.workspaces.releasing import ask_override

    ws = make_workspace("voting", preset="")
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _title, text, *a: shown.append(text) or 0)
    monkeypatch.setattr(QMessageBox, "question", lambda _p, _title, text, *a: shown.append(text) or QMessageBox.No)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(ws.scenario.key) + "-absent.toml", ""))
    window = SimpleNamespace(window_settings=SimpleNamespace(last_dir=lambda d: d), workspaces={},
                             current=SimpleNamespace(experiment=None), _status=lambda _text: None)
    window._warn = lambda title, text: MainWindow._warn(window, title, text)  # the window's: paragraphs in German
    language.install("de")
    try:
        ws._import_failed("Grund A")
        ws._export_failed("Grund B")
        ask_override(ws, "Grund C")
        experiment_files.open_experiment(window)
        code_export.export_code(window)
        SessionController._open_read(SimpleNamespace(window=window), "s.expmech", (None, "Grund D"))
    finally:
        language.install("en")
    assert [text.split("\n\n")[0] for text in shown][:3] == ["Grund A", "Grund B", "Grund C"]
    assert [text.split("\n\n")[-1] for text in shown] == [
        "Die Tabelle wurde nicht geändert.", "Nichts wurde geschrieben.",
        "Trotzdem veröffentlichen? Das Privatsphäre-Konto vermerkt, dass das Budget überschritten wurde.",
        "Nichts wurde geändert.", "Nichts wurde geschrieben.", "Nichts wurde geändert."], shown
    assert shown[-1] == "Grund D\n\nNichts wurde geändert."
