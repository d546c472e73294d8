"""The box of an error nobody caught (ui.app's exception hook): a plain sentence in the language in use, never
Python's own text ('index 5 is out of bounds …'); the traceback under Qt's *Show Details…* (selectable, to copy)
and in the log."""
from __future__ import annotations

import io
import logging
import sys

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QMessageBox

from expmech_gui.core.errors import DataError
from expmech_gui.ui import app, language

pytestmark = pytest.mark.gui
INTERNAL = "index 5 is out of bounds for axis 0 with size 1"


@pytest.fixture
def shown(qtbot, monkeypatch, tmp_path):
    """The boxes the hook shows (exec recorded instead of shown), with the log folder in tmp_path."""
    boxes: list[QMessageBox] = []
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda _where: str(tmp_path))
    monkeypatch.setattr(logging, "basicConfig", lambda **_kw: None)  # the test run's logging stays as it is
    monkeypatch.setattr(QMessageBox, "exec", lambda box: qtbot.addWidget(box) or boxes.append(box) or 0)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    monkeypatch.setattr(sys, "__stderr__", io.StringIO())
    app.install_exception_hook()
    yield boxes
    language.install("en")


def crash(exc: Exception) -> None:
    try:
        raise exc
    except Exception as caught:  # noqa: BLE001 (any error reaches the hook)
        sys.excepthook(type(caught), caught, caught.__traceback__)


@pytest.mark.parametrize("code,plain,log_words", [
    ("en", "Something went wrong inside ExpMech Studio", "Details were written to"),
    ("de", "Etwas ist in ExpMech Studio schiefgegangen", "Einzelheiten stehen in"),
])
def test_an_internal_error_is_said_plainly_with_the_traceback_in_the_details_and_the_log(shown, caplog, code, plain,
                                                                                        log_words):
    language.install(code)
    with caplog.at_level(logging.ERROR):
        crash(IndexError(INTERNAL))
    [box] = shown
    said = f"{box.windowTitle()}\n{box.text()}\n{box.informativeText()}"
    assert plain in box.text() and log_words in box.informativeText(), said
    assert INTERNAL not in said and "IndexError" not in said and "Traceback" not in said
    assert "Traceback" in box.detailedText() and f"IndexError: {INTERNAL}" in box.detailedText()
    assert f"IndexError: {INTERNAL}" in caplog.text  # the log keeps the traceback


def test_the_apps_own_words_are_shown_as_they_are(shown):
    crash(DataError("row 3: the price must be a number", source="prices.csv"))
    [box] = shown
    assert box.text() == "Something went wrong: prices.csv: row 3: the price must be a number"
