"""With German chosen, the texts a view shows only while its job runs are German (issue 35 §3): the German walk
(tests/test_gui_untranslated.py) never sees them, as it waits for every job to end. Each job is held running (as
tests/test_gui_cancel_said.py does) while its busy text is read, numbers in German separators; a job that fails
names what it could not do in German ("Nicht möglich: Ausführung von Private Multiplicative Weights – …")."""
from __future__ import annotations

import re

import pytest

from guihelp import WAIT
from test_gui_cancel_said import CASES, started_and_held

pytestmark = pytest.mark.gui

# (the case of test_gui_cancel_said, German words its busy text holds, the English it held before)
BUSY = {
    "top-k": (r"\d{1,3}(\.\d{3})* Auswahlen mit k = \d+ werden simuliert …", "Simulating"),
    "PMW": (r"PMW läuft mit \d+ Personen …", "Running"),
    "α sweep": (r"Der exakte Erlös wird auf \d+ Gittern berechnet …", "Computing"),
    "α solver": (r"wird gelöst …", "solving"),
    "ε-sweep": (r"E\[Bewertung\] wird für \d+ Werte von ε über \d+ Kandidaten berechnet …", "Computing"),
    "strategic": (r"Die Angaben werden durchsucht …", "Scanning"),
    "Compare": (r"\d+ Konfiguration(en)? werden berechnet …|1 Konfiguration wird berechnet …", "Computing"),
}


@pytest.fixture
def german():
    from expmech_gui.ui import language

    language.install("de")
    yield
    language.install("en")


@pytest.mark.parametrize("case", list(BUSY))
def test_the_busy_text_is_german_while_the_job_runs(qtbot, german, make_workspace, monkeypatch, case):
    _, runner, label = started_and_held(qtbot, make_workspace, monkeypatch, case)
    busy = label.text()
    german_words, english = BUSY[case]
    assert runner.pending and re.search(german_words, busy), busy
    assert english not in busy, busy
    with qtbot.waitSignal(runner.cancelled, timeout=WAIT):
        runner.cancel()


def test_the_top_k_busy_text_writes_its_trials_in_german_separators(qtbot, german, make_workspace, monkeypatch):
    def twelve_thousand_trials(ws):
        ws.parameter_panel.trials.setValue(12_000)
        qtbot.waitUntil(lambda: ws.experiment is not None and ws.experiment.params.trials == 12_000, timeout=WAIT)
    view, _, _ = started_and_held(qtbot, make_workspace, monkeypatch, "top-k", twelve_thousand_trials)
    assert "12.000 Auswahlen mit k = " in view.words.text(), view.words.text()
    with qtbot.waitSignal(view.jobs.cancelled, timeout=WAIT):
        view.jobs.cancel()


def test_a_failed_pmw_run_says_what_it_could_not_do_in_german(qtbot, german, make_workspace):
    key, get, _, _, _, start = CASES["PMW"]
    ws = make_workspace(key)
    view = get(ws, qtbot)

    def broken(*_args):
        raise RuntimeError("index 5 is out of bounds for axis 0 with size 1")
    view.run_fn = broken
    with qtbot.waitSignal(view.jobs.failed, timeout=WAIT):
        start(view)
    said = view.words.text()
    assert "Nicht möglich: Ausführung von Private Multiplicative Weights – " in said, said
    assert "run private" not in said and "index 5" not in said, said


def test_the_sweeps_progress_bar_counts_its_values_in_german(qtbot, german, make_workspace, monkeypatch):
    """The ε-sweep's bar names its unit in German, its counts in German separators, as the job reports progress."""
    view, runner, _ = started_and_held(qtbot, make_workspace, monkeypatch, "ε-sweep")
    runner.progress.emit(1_000, 4_000)  # what the job's progress(done, total) delivers on the GUI thread
    assert view.job_bar.bar.format() == "1.000 / 4.000 ε-Werte", view.job_bar.bar.format()
    with qtbot.waitSignal(runner.cancelled, timeout=WAIT):
        runner.cancel()


def test_the_note_while_the_numbers_are_updated_is_german(qtbot, german, make_workspace):
    """Between an edit and its numbers (the debounce), the formulas dock and the views say why there are none: that
    note was English in a German window (the German walk met it once in the formulas dock)."""
    ws = make_workspace("voting")
    ws.experiments.invalidate()
    assert ws.last_error == "die Zahlen werden für die geänderten Eingaben neu berechnet"
    qtbot.waitUntil(lambda: ws.experiment is not None, timeout=WAIT)
