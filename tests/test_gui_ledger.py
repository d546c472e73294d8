"""Issue 31 in the app: every release in the session's privacy ledger, the bill priced from it, the budget,
the ledger's round trip through session files and the autosave — driven through the real widgets."""
import json

import pytest

pytest.importorskip("PySide6")

from guihelp import WAIT, load, ready
from test_gui_privacy import show_bill
from workspacehelp import alone

from expmech_gui.core.accounting import ledger_totals as la
from expmech_gui.core.accounting.ledger import Ledger

# the fixture ``window``: conftest.py's (a shown MainWindow whose settings and autosave live in tmp_path)


def released(qtbot, window, key, epsilon, times):
    ws = load(qtbot, window, key)
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(epsilon))
    for _ in range(times):
        assert ws.run_once() is not None
    return ws


def released_alone(qtbot, make_workspace, key, epsilon, times):
    """``released`` in the ``key`` workspace on its own (workspacehelp.alone: no window), its ledger its own."""
    ws = alone(make_workspace, key)
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(epsilon))
    for _ in range(times):
        assert ws.run_once() is not None
    return ws


def test_changing_epsilon_never_reprices_what_was_spent(qtbot, make_workspace):
    """The issue's repro: ε = 5, Run once three times (7.38); ε = 0.1 leaves the total at 7.38."""
    ws = released_alone(qtbot, make_workspace, "voting", 5, 3)
    panel = show_bill(qtbot, ws)
    assert "7.38" in panel.meaning.text() and "<b>3</b>" in panel.releases_label.text()
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):
        ws.parameter_panel.set_epsilon(0.1)
    assert ws.experiment.params.epsilon == 0.1
    assert "7.38" in panel.meaning.text() and "0.137" not in panel.meaning.text()
    assert "at ε = 2.5" in panel.table.text()  # the ε charged then (votes are monotone: ε/2)
    assert panel.what_if.text().startswith("What if (a plan, not spent): 10 more releases at ε = 0.05 would")
    assert "7.38" not in panel.what_if.text().split("(spent so far")[0]  # the plan is apart from what was spent
    entries = ws.session_ledger.entries
    assert [e.epsilon_set for e in entries] == [5.0] * 3 and [e.epsilon_charged for e in entries] == [2.5] * 3
    assert {e.workspace for e in entries} == {"voting"} and all(len(e.fingerprint) == 64 for e in entries)


def test_mixed_epsilon_bill_is_the_ledger_total(qtbot, make_workspace):
    ws = released_alone(qtbot, make_workspace, "voting", 5, 2)
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(1))
    ws.run_once()
    panel = show_bill(qtbot, ws)
    entries = ws.session_ledger.entries
    totals = la.ledger_totals(entries, 1e-6)
    assert panel.meaning.text() == la.ledger_sentence(entries, 1e-6, totals)
    assert "at ε from 0.5 to 2.5" in panel.table.text()


def test_undo_keeps_the_releases_and_the_bill_says_so(qtbot, window):
    ws = released(qtbot, window, "voting", 2, 2)
    assert len(window.session_ledger.entries) == 2
    ready(qtbot, ws, window.undo_action.trigger)  # the ε change, made before the releases
    assert ws.experiment.params.epsilon == 1.0 and len(window.session_ledger.entries) == 2
    panel = show_bill(qtbot, ws)
    assert "what was published stays published" in panel.published_note.text()
    assert "<b>2</b>" in panel.releases_label.text()


def test_a_top_k_run_records_k_adaptive_releases(qtbot, make_workspace):
    ws = alone(make_workspace, "topk")
    k = int(ws.experiment.params.setting_values["k"])
    ws.run_once()
    (entry,) = ws.session_ledger.entries
    assert entry.releases == k and entry.adaptive and entry.workspace == "topk"
    assert entry.output.startswith(f"Top {k} selected") and entry.output.split(": ")[1].count(",") == k - 1


def test_the_exact_release_is_recorded(qtbot, make_workspace):
    ws = alone(make_workspace, "voting")
    with qtbot.waitSignal(ws.exact_release.released, timeout=WAIT):
        ws.exact_release.release()
    (entry,) = ws.session_ledger.entries
    assert entry.releases == 1 and entry.output in [str(x) for x in ws.experiment.problem.labels]


def test_the_budget_refuses_and_an_override_is_recorded(qtbot, make_workspace):
    ws = released_alone(qtbot, make_workspace, "voting", 2, 2)  # 2 × ε = 1 spent
    panel = show_bill(qtbot, ws)
    panel.budget.epsilon.setText("-1")  # a refused budget: said in words, nothing set
    panel.budget.apply()
    assert "greater than 0 and at most 10,000, not -1" in panel.budget.problem.text()
    assert ws.session_ledger.budget is None
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):
        panel.budget.set_budget(2.5, 1e-6)
    assert ws.session_ledger.budget == (2.5, 1e-6)
    # 2 releases at ε = 1: 1.978 by the bounded-range optimum at δ = 10⁻⁶
    assert "Budget: ε = 2.5 with δ = 10⁻⁶; spent ε = 1.978, so ε = 0.5222 is left" in panel.budget.left.text()
    assert panel.budget.bar.isVisible() and panel.budget.bar.value() == 791  # 1.978 of 2.5, per mille
    asked = []
    ws.confirm_override = lambda refusal: asked.append(refusal) or False
    messages = []
    ws.statusMessage.connect(messages.append)
    assert ws.run_once() is None and len(ws.session_ledger.entries) == 2
    assert asked == ["This release would bring the total to ε = 2.909 with δ = 10⁻⁶; the budget is 2.5."]
    assert messages[-1] == "Not released: " + asked[0]
    ws.exact_release.release()  # the exact release is refused too, before anything is drawn
    assert not ws.exact_release.running and len(ws.session_ledger.entries) == 2
    ws.confirm_override = lambda refusal: True
    assert ws.run_once() is not None
    last = ws.session_ledger.entries[-1]
    assert last.output.endswith("[released over the privacy budget by explicit override]")
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):
        panel.refresh(force=True)
    assert "overspent" in panel.budget.left.text() and panel.budget.bar.value() == 1000


def test_a_session_round_trips_its_ledger_and_budget(qtbot, window, tmp_path):
    ws = released(qtbot, window, "voting", 5, 3)
    show_bill(qtbot, ws).budget.set_budget(20, 1e-5)
    before = window.session_ledger.ledger.to_json()
    path = tmp_path / "s.expmech"
    assert window.session.save_to(str(path)) is None
    doc = json.loads(path.read_text())
    assert doc["privacy_ledger"] == before and doc["privacy_budget"] == {"epsilon": 20.0, "delta": 1e-5}
    window.session.new_session()
    assert len(window.session_ledger.entries) == 0 and window.session_ledger.budget is None
    assert window.session.open_session(str(path)) is None
    assert window.session_ledger.ledger.to_json() == before and window.session_ledger.budget == (20.0, 1e-5)
    panel = show_bill(qtbot, window.workspaces["voting"])
    assert "7.38" in panel.meaning.text() and panel.budget.epsilon.text() == "20"


def test_an_older_session_opens_with_an_empty_ledger_and_a_hostile_one_is_refused(qtbot, window, tmp_path):
    released(qtbot, window, "voting", 1, 1)
    path = tmp_path / "s.expmech"
    assert window.session.save_to(str(path)) is None
    doc = json.loads(path.read_text())
    old = dict(doc)
    del old["privacy_ledger"]
    (tmp_path / "old.expmech").write_text(json.dumps(old))
    assert window.session.open_session(str(tmp_path / "old.expmech")) is None
    assert len(window.session_ledger.entries) == 0
    assert window.session.open_session(str(path)) is None and len(window.session_ledger.entries) == 1
    doc["privacy_ledger"]["entries"][0]["epsilon_charged"] = -1
    (tmp_path / "bad.expmech").write_text(json.dumps(doc))
    err = window.session.open_session(str(tmp_path / "bad.expmech"))
    assert "privacy_ledger" in err and "entry 1 of 1" in err and "epsilon_charged" in err
    assert len(window.session_ledger.entries) == 1  # nothing changed


def test_the_autosave_keeps_the_ledger(qtbot, window, tmp_path):
    released(qtbot, window, "voting", 5, 2)
    assert window.session.autosave() is None
    raw = json.loads(window.session.autosave_path().read_text())
    assert Ledger.from_json(raw["privacy_ledger"]).entries == window.session_ledger.entries
    window.session.new_session()
    with qtbot.waitSignal(window.workspaces["voting"].experimentReady, timeout=WAIT):
        assert window.session.restore_autosave() is None
    assert len(window.session_ledger.entries) == 2


def test_the_ledger_view_lists_the_entries_newest_first_and_exports_csv(qtbot, make_workspace, tmp_path):
    ws = released_alone(qtbot, make_workspace, "voting", 5, 2)
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(1))
    ws.run_once()
    view = ws.ledger_view
    with qtbot.waitSignal(view.ledgerShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    rows = view.rows()
    assert [r[3] for r in rows] == ["1", "5", "5"] and [r[4] for r in rows] == ["0.5", "2.5", "2.5"]
    assert all(r[1] == "Voting" and r[5] == "1 release" for r in rows)
    assert rows[0][2] == ws.session_ledger.entries[-1].output
    assert "records 3 releases" in view.summary.text() and "stays published" in view.summary.text()
    with qtbot.waitSignal(view.ledgerShown, timeout=WAIT):  # a release while the view is shown: a new first row
        ws.run_once()
    assert len(view.rows()) == 4
    path = tmp_path / "ledger.csv"
    assert view.export_csv(str(path)) is None
    lines = path.read_text().splitlines()
    assert lines[0].startswith("time,workspace,mechanism") and len(lines) == 5
    assert lines[1].split(",")[5:7] == ["5.0", "2.5"]  # oldest first, as written
    said = view.export_csv(str(tmp_path))  # a folder: refused in words, nothing written
    assert "it is a folder" in said and "nothing was written" in said and "color:#a00000" in view.message.text()


def test_the_report_gives_the_ledger_summary_and_the_budget(qtbot, make_workspace):
    from expmech_gui.ui.report import report

    ws = released_alone(qtbot, make_workspace, "voting", 5, 3)
    panel = show_bill(qtbot, ws)
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):
        panel.budget.set_budget(10, 1e-6)
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(0.1))
    text = report.report_html(ws, lambda name, img: f"{name}.png").replace("&#x27;", "'")
    assert "The session's privacy ledger records 3 releases" in text and "stays published" in text
    assert "Budget: ε = 10 with δ = 10⁻⁶; spent ε = 7.38" in text
    assert "7.38" in text.split("Repeated releases: the privacy bill")[1]  # priced at ε = 5, not at 0.1


def test_disjoint_datasets_are_composed_apart_only_when_the_user_says_so(qtbot, window, tmp_path):
    """By default the session's releases on two datasets are composed together (and the ledger says so); ticking
    'The datasets are disjoint' prices the data that spent most (three at ε = 5 on the votes: 7.38), and a
    session file keeps the statement."""
    ws = released(qtbot, window, "voting", 5, 3)
    released(qtbot, window, "lunch", 1, 1)
    window.tabs.setCurrentWidget(ws)
    view = ws.ledger_view
    with qtbot.waitSignal(view.ledgerShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    assert "All of them are composed together" in view.summary.text() and not view.disjoint.isChecked()
    panel = show_bill(qtbot, ws)
    together = panel.meaning.text()
    assert "7.38" not in together and "<b>4</b>" in panel.releases_label.text()
    view.disjoint.setChecked(True)
    assert window.session_ledger.disjoint_data
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):
        ws.views.setCurrentWidget(panel)
    assert "7.38" in panel.meaning.text() and "<b>3</b>" in panel.releases_label.text()
    path = tmp_path / "apart.expmech"
    assert window.session.save_to(str(path)) is None
    doc = json.loads(path.read_text())
    assert doc["privacy_disjoint_data"] is True and doc["format_version"] == 3
    window.session.new_session()
    assert not window.session_ledger.disjoint_data  # a new session composes everything again
    assert window.session.open_session(str(path)) is None
    assert window.session_ledger.disjoint_data and len(window.session_ledger.entries) == 4


def test_a_release_in_another_workspace_reaches_this_ones_ledger(qtbot, window):
    """The ledger is the window's, shared by every workspace: releases made in Pricing are in Voting's ledger view
    when Voting is shown again (a workspace's bill, ledger and risk views are marked out of date when the shared
    ledger changes, so what it shows is not the ledger as it was)."""
    voting = load(qtbot, window, "voting")
    voting.run_once()
    ledger_view = voting.ledger_view
    with qtbot.waitSignal(ledger_view.ledgerShown, timeout=WAIT):
        voting.views.setCurrentWidget(ledger_view)
    assert len(ledger_view.rows()) == 1
    pricing = load(qtbot, window, "pricing")
    pricing.run_once()
    pricing.run_once()
    assert len(window.session_ledger.entries) == 3
    window.tabs.setCurrentWidget(voting)
    qtbot.waitUntil(lambda: len(ledger_view.rows()) == 3, timeout=WAIT)
    assert [row[1] for row in ledger_view.rows()] == ["Pricing", "Pricing", "Voting"]
    assert "records 3 releases" in ledger_view.summary.text()
