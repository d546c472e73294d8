"""Issue 31 §1: a PMW run and the net mechanism's synthetic table are releases too — each shown run enters the
session's privacy ledger at what it costs, and past the budget it is refused in words and not shown."""
import pytest

pytest.importorskip("PySide6")

from guihelp import WAIT, load_preset
from test_gui_blr import show_view as show_blr
from test_gui_pmw import fixed_seed, show as show_pmw

from expmech_gui.scenarios.synthetic import blr, pmw


def test_a_pmw_run_is_one_release_of_its_whole_budget(qtbot, make_workspace):
    ws = load_preset(qtbot, make_workspace(pmw.SCENARIO.key))
    fixed_seed(qtbot, ws)
    show_pmw(qtbot, ws)
    run, _qc = pmw.pmw_run(ws.experiment.dataset, ws.experiment.params.setting_values, 11)
    (entry,) = ws.session_ledger.entries
    assert entry.workspace == pmw.SCENARIO.key and entry.mechanism == "private multiplicative weights"
    assert entry.epsilon_charged == pytest.approx(run.budget[0]) and entry.delta == run.config.delta > 0
    assert entry.releases == 1 and not entry.bounded_range and "PMW run (seed 11)" in entry.output


def test_a_pmw_run_past_the_budget_is_refused_and_not_shown(qtbot, make_workspace):
    ws = load_preset(qtbot, make_workspace(pmw.SCENARIO.key))
    fixed_seed(qtbot, ws)
    ws.session_ledger.set_budget((0.01, 1e-3))
    view = ws.view("pmw_view")
    ws.views.setCurrentWidget(view)
    qtbot.waitUntil(lambda: "Not shown" in view.words.text(), timeout=WAIT)
    assert "the budget is 0.01" in view.words.text() and len(ws.session_ledger.entries) == 0


def test_the_synthetic_table_shown_is_one_release(qtbot, make_workspace):
    ws = make_workspace(blr.SCENARIO.key)
    show_blr(qtbot, ws)
    (entry,) = ws.session_ledger.entries
    assert entry.workspace == blr.SCENARIO.key and entry.releases == 1 and entry.delta == 0
    assert entry.epsilon_set == ws.experiment.params.epsilon and "synthetic table" in entry.output


def test_the_rooms_call_checks_the_budget_and_records_an_override(qtbot):
    from expmech_gui.release_record import OVERRIDE_NOTE, room_entry
    from expmech_gui.ui.session_ledger import SessionLedger

    ledger = SessionLedger()
    ledger.set_budget((1.0, 1e-6))
    entry = room_entry("room", [["Alice", "yes"], ["Bob", "no"]], "exponential", 1.0, 0.6, "Alice")
    assert ledger.release(entry) is None and len(ledger.entries) == 1
    asked = []
    refusal = ledger.release(entry, confirm_override=lambda why: asked.append(why) or False)
    assert refusal == asked[0] and "the budget is 1" in refusal and len(ledger.entries) == 1
    assert ledger.release(entry, confirm_override=lambda why: True) is None
    assert ledger.entries[-1].output.endswith(OVERRIDE_NOTE) and len(ledger.entries[-1].fingerprint) == 64
