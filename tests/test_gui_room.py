"""Room ▸ Open a room… (issue 32), driven through the real window: phones' answers (real HTTP on loopback) fill
the workspace's table live, the projector view counts them, close/reopen, Run once makes the receipts
available to the phones, saving the session saves the answers, closing the room or the app stops the server."""
import json
import socket
import urllib.error
import urllib.request

import pytest

pytest.importorskip("PySide6")

from guihelp import WAIT, load, ready

from expmech_gui import sessions
from expmech_gui.core.privacy import attacker
from expmech_gui.release_risk import ledger_risk
from expmech_gui.room.state import RoomState
from expmech_gui.ui.room_window import open_room, room_form
from expmech_gui.ui import language


def post(view, answer, token):
    req = urllib.request.Request(view.controller.url + "/answer", data=json.dumps({"answer": answer}).encode(),
                                 headers={"Cookie": f"room_token={token}"})
    try:
        with urllib.request.urlopen(req, timeout=WAIT / 1000) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


def receipt(view, token):
    req = urllib.request.Request(view.controller.url + "/receipt", headers={"Cookie": f"room_token={token}"})
    with urllib.request.urlopen(req, timeout=WAIT / 1000) as r:
        return r.status, (json.loads(r.read()) if r.status == 200 else None)


def votes_shown(ws):
    return {ws.model.index(r, 0).data(): ws.model.index(r, 1).data() for r in range(ws.model.rowCount())}


@pytest.fixture(autouse=True)
def quick_room(monkeypatch):
    """The room's poll every 20 ms (not 200) and the table filled at the first poll after an answer (not after a
    second of quiet): each wait below for the table or a receipt is then a few polls, not seconds of idling. The
    stream test sets its own QUIET_S/STREAM_FILL_S on top, to check the coalescing itself."""
    import expmech_gui.ui.room_window as room_window

    monkeypatch.setattr(room_window, "POLL_MS", 20)
    monkeypatch.setattr(room_window, "QUIET_S", 0.0)


@pytest.fixture
def voting_room(qtbot, window):
    ws = load(qtbot, window, "voting")
    view = open_room(window, ws, RoomState(room_form(ws), "ROOMGUI"), host="127.0.0.1")
    qtbot.addWidget(view)
    yield window, ws, view
    view.close()


def test_the_room_menu_follows_the_workspace(qtbot, window):
    action = next(a for a in window.actions() if a.text() == "Open a &room…")
    window.tabs.setCurrentWidget(window.workspaces["voting"])
    assert action.isEnabled()
    window.tabs.setCurrentWidget(window.workspaces["pac"])
    assert not action.isEnabled()


def test_answers_fill_the_table_live_and_the_projector_counts_them(qtbot, voting_room):
    window, ws, view = voting_room
    assert view.controller.url.endswith("/ROOMGUI") and "ROOMGUI" in view.code.text()
    assert view.address.text() == view.controller.url and not view.qr.pixmap().isNull()
    assert view.question.text() == "Who gets your vote?"
    candidates = room_form(ws).choices
    assert post(view, candidates[2], "phone-one-0000000000") == (200, {"ok": True, "answers": 1})
    assert post(view, candidates[2], "phone-two-0000000000")[0] == 200
    assert post(view, candidates[0], "phone-two-0000000000")[0] == 200  # changed their mind
    qtbot.waitUntil(lambda: view.count.text() == "2 answers", timeout=WAIT)
    qtbot.waitUntil(lambda: votes_shown(ws).get(candidates[2]) == "1", timeout=WAIT)
    shown = votes_shown(ws)
    assert shown[candidates[0]] == "1" and sum(int(v) for v in shown.values()) == 2
    assert ws.data_source.startswith("the room's answers")


def test_a_stream_of_answers_is_counted_at_once_and_reaches_the_table_when_it_pauses(qtbot, voting_room,
                                                                                     monkeypatch):
    """Each refill redraws the workspace's plots on the GUI thread, so a flood is coalesced: the projector counts
    every answer at once, the table takes them all in one refill once they pause (QUIET_S) — not one per poll."""
    import expmech_gui.ui.room_window as room_window

    window, ws, view = voting_room
    monkeypatch.setattr(room_window, "QUIET_S", 1e9, raising=False)
    monkeypatch.setattr(room_window, "STREAM_FILL_S", 1e9, raising=False)
    candidates = room_form(ws).choices
    for i in range(3):
        post(view, candidates[1], f"phone-{i}-stream-0000000")
    qtbot.waitUntil(lambda: view.count.text() == "3 answers", timeout=WAIT)
    view.controller.timer.setInterval(200)  # the app's own poll here (quick_room made it 20 ms): 8 polls span > 1 s
    for _ in range(8):  # 8 more polls (longer than a refill a second): the answers stay off the table meanwhile
        with qtbot.waitSignal(view.controller.timer.timeout, timeout=WAIT):
            pass
    assert sum(int(v) for v in votes_shown(ws).values()) == 0
    monkeypatch.setattr(room_window, "QUIET_S", 0.0)  # the stream pauses
    qtbot.waitUntil(lambda: votes_shown(ws).get(candidates[1]) == "3", timeout=WAIT)


def test_close_and_reopen(qtbot, voting_room):
    window, ws, view = voting_room
    name = room_form(ws).choices[1]
    assert post(view, name, "phone-one-0000000000")[0] == 200
    qtbot.mouseClick(view.open_button, qtbot_left())
    assert view.open_button.text() == "Reopen the room"
    status, reply = post(view, name, "phone-two-0000000000")
    assert status == 400 and "closed" in reply["error"]
    qtbot.mouseClick(view.open_button, qtbot_left())
    assert post(view, name, "phone-two-0000000000")[0] == 200
    qtbot.waitUntil(lambda: view.count.text() == "2 answers", timeout=WAIT)


def qtbot_left():
    from PySide6.QtCore import Qt
    return Qt.LeftButton


def test_run_once_gives_each_phone_its_receipt(qtbot, voting_room):
    window, ws, view = voting_room
    choices = room_form(ws).choices
    for i, name in enumerate((choices[0], choices[0], choices[1])):
        post(view, name, f"phone-{i}-00000000000000")
    qtbot.waitUntil(lambda: view.count.text() == "3 answers", timeout=WAIT)
    qtbot.waitUntil(lambda: ws.experiment is not None and ws.experiment.dataset.n == 3 and not ws.busy(),
                    timeout=WAIT)
    assert receipt(view, "phone-0-00000000000000")[0] == 204  # nothing released yet
    experiment = ws.experiment
    with qtbot.waitSignal(view.controller.receiptsReady, timeout=WAIT):
        idx = ws.run_once()
    status, mine = receipt(view, "phone-2-00000000000000")
    assert status == 200 and mine["released"] == choices[idx]
    assert 1.0 <= mine["your_factor"] <= mine["bound"] * (1 + 1e-12)
    assert view.receipt.text().startswith(f"Released: {choices[idx]}")
    # the receipts' publishing moves the room's version, with the same answers: the table is not filled again (it
    # was: the workspace worked its numbers out again, its experiment gone meanwhile)
    version = view.controller.state.snapshot()[0]
    qtbot.waitUntil(lambda: view.controller._seen == version, timeout=WAIT)
    assert ws.experiment is experiment and not ws.busy()


def test_the_receipts_belief_line_is_at_the_session_ledgers_total(qtbot, voting_room):
    """Issue 31 §4: in the app the phone's belief line counts everything the session released (here an earlier
    release at ε = 5 and the room's at ε = 1), not only the room's own release."""
    window, ws, view = voting_room
    choices = room_form(ws).choices
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(5))
    assert ws.run_once() is not None  # before anyone answered: no receipts, but in the ledger
    for i, name in enumerate((choices[0], choices[1])):
        post(view, name, f"phone-{i}-00000000000000")
    qtbot.waitUntil(lambda: ws.experiment is not None and ws.experiment.dataset.n == 2 and not ws.busy(),
                    timeout=WAIT)
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(1))
    with qtbot.waitSignal(view.controller.receiptsReady, timeout=WAIT):
        ws.run_once()
    entries = ws.session_ledger.composed
    assert len(entries) == 2 and {e.epsilon_set for e in entries} == {5.0, 1.0}
    risk = ledger_risk(entries, 1e-6)
    status, mine = receipt(view, "phone-1-00000000000000")
    belief = mine["belief"]
    assert status == 200 and belief["epsilon"] == pytest.approx(risk.epsilon) and belief["delta"] == risk.delta
    assert belief["epsilon"] > 2.5  # more than the room's own release could cost
    assert belief["sentence"] == attacker.posterior_sentence(0.2, risk.epsilon, risk.delta,
                                                             about="that your answer is in this data")


def test_saving_the_session_saves_the_answers_and_closing_the_app_stops_the_room(qtbot, voting_room, tmp_path):
    window, ws, view = voting_room
    name = room_form(ws).choices[3]
    post(view, name, "phone-one-0000000000")
    qtbot.waitUntil(lambda: votes_shown(ws).get(name) == "1", timeout=WAIT)
    path = str(tmp_path / "room.expmech")
    assert window.session.save_to(path) is None
    saved, _excluded = sessions.workspace_dataset("voting", sessions.load(path).workspaces["voting"])
    assert dict(zip(saved.candidates, saved.votes.tolist()))[name] == 1 and int(saved.votes.sum()) == 1
    port = view.controller.server.port
    window.session.maybe_save = lambda: True
    window.close()
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=WAIT / 1000).close()


def test_the_autosave_keeps_the_answers_out_until_the_presenter_saves(qtbot, voting_room, tmp_path, monkeypatch):
    """The phones were told their answers stay in the session: the crash-recovery autosave holds an empty room (the
    settings kept) until the presenter saves the session; after that it holds the answers too."""
    from PySide6.QtWidgets import QLabel

    window, ws, view = voting_room
    assert any("autosave leaves them out" in label.text() for label in view.findChildren(QLabel))
    name = room_form(ws).choices[2]
    post(view, name, "phone-auto-000000000")
    qtbot.waitUntil(lambda: votes_shown(ws).get(name) == "1", timeout=WAIT)

    def autosaved_votes():
        assert window.session.autosave() is None
        data, _excluded = sessions.workspace_dataset(
            "voting", sessions.load(str(window.session.autosave_path())).workspaces["voting"])
        return dict(zip(data.candidates, data.votes.tolist()))

    autosaved = autosaved_votes()
    assert set(autosaved) == set(room_form(ws).choices) and sum(autosaved.values()) == 0
    assert sessions.load(str(window.session.autosave_path())).workspaces["lunch"].data  # the others as ever
    path = str(tmp_path / "kept.expmech")
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *a, **k: (path, ""))
    assert window.session.save_as(background=False)
    assert autosaved_votes()[name] == 1


def test_the_open_room_dialog_reads_its_fields_and_refuses_a_bad_local_epsilon(qtbot, window):
    from expmech_gui.ui.room_window import OpenRoomDialog

    ws = load(qtbot, window, "voting")
    dialog = OpenRoomDialog(window, room_form(ws))
    qtbot.addWidget(dialog)
    dialog.question.setText("  Who   should lead?  ")
    dialog.cap.setValue(40)
    dialog.local.setChecked(True)
    dialog.local_epsilon.setText("100")
    assert dialog.state() is None and "ε_local" in dialog.error.text() and "20" in dialog.error.text()
    dialog.local_epsilon.setText("0.5")
    state = dialog.state()
    assert state.form.question == "Who should lead?" and state.max_participants == 40 and state.local_epsilon == 0.5
    assert len(state.code) == 6


def test_a_room_opened_in_german_asks_in_german_and_its_page_follows_the_language(qtbot, window):
    """Issues 32/35: the dialog offers the scenario's question in the language in use; left as offered, it stays
    the scenario's, so the page (lang, texts, question) follows View ▸ Language like the server's refusals."""
    from expmech_gui.ui import language
    from expmech_gui.ui.room_window import OpenRoomDialog

    ws = load(qtbot, window, "voting")
    window.language_actions["de"].trigger()
    try:
        dialog = OpenRoomDialog(window, room_form(ws))
        qtbot.addWidget(dialog)
        assert dialog.question.text() == "Wer bekommt Ihre Stimme?"
        state = dialog.state()
        view = open_room(window, ws, state, host="127.0.0.1")
        qtbot.addWidget(view)
        assert view.question.text() == "Wer bekommt Ihre Stimme?"
        with urllib.request.urlopen(view.controller.url, timeout=WAIT / 1000) as r:
            german = r.read().decode()
    finally:
        language.install("en")
    try:
        with urllib.request.urlopen(view.controller.url, timeout=WAIT / 1000) as r:
            english = r.read().decode()
    finally:
        view.close()
    assert '<html lang="de">' in german and "<h1>Wer bekommt Ihre Stimme?</h1>" in german
    assert "Meine Antwort senden" in german and "Nicht gesendet: {error}" in german
    assert '<html lang="en">' in english and "<h1>Who gets your vote?</h1>" in english and "Send my answer" in english


def test_a_local_room_shows_the_debiased_estimate(qtbot, window):
    ws = load(qtbot, window, "voting")
    form = room_form(ws)
    view = open_room(window, ws, RoomState(form, local_epsilon=1.0), host="127.0.0.1")
    qtbot.addWidget(view)
    try:
        req = urllib.request.Request(view.controller.url + "/answer", data=json.dumps(
            {"answer": form.choices[0], "local_epsilon": 1.0}).encode())
        with urllib.request.urlopen(req, timeout=WAIT / 1000) as r:
            assert r.status == 200
        qtbot.waitUntil(lambda: view.local.text().startswith("Local randomized response, debiased:"), timeout=WAIT)
        from expmech_gui.room.local_rr import debiased_counts
        expected = debiased_counts([1] + [0] * (len(form.choices) - 1), 1, 1.0)
        assert f"{form.choices[0]} ≈ {expected[0]:.1f}" in view.local.text()
    finally:
        view.close()


def test_a_topk_release_gives_each_phone_the_chance_of_the_names_in_order(qtbot, window):
    """Top-k publishes k candidates in the order drawn: the receipt names them all in that order, says so, and its
    chances are that ordered sequence's (the exact ordered law), not the first selection's nor the unordered set's."""
    from expmech_gui.scenarios.topk.selection import peeling_law

    ws = load(qtbot, window, "topk")
    form = room_form(ws)
    view = open_room(window, ws, RoomState(form, "ROOMTOPK"), host="127.0.0.1")
    qtbot.addWidget(view)
    try:
        for i, name in enumerate((form.choices[0], form.choices[0], form.choices[1], form.choices[2])):
            post(view, name, f"phone-{i}-00000000000000")
        qtbot.waitUntil(lambda: ws.experiment is not None and ws.experiment.dataset.votes.sum() == 4
                        and not ws.busy(), timeout=WAIT)
        with qtbot.waitSignal(view.controller.receiptsReady, timeout=WAIT):
            ws.run_once()
            exp = ws.experiment  # the released one (publishing bumps the room's version: a refill follows)
        chosen = ws.scenario_ui.last_selection
        k = int(exp.params.setting_values["k"])
        status, mine = receipt(view, "phone-2-00000000000000")
        assert status == 200 and len(chosen) == k > 1
        assert mine["released"] == ", ".join(form.choices[i] for i in chosen) + ", in this order"
        law = peeling_law(exp.mechanism.log_pmf, k, exp.problem.scores)
        assert mine["present"] == pytest.approx(law.ordered()[tuple(chosen)], rel=1e-9)
        assert view.receipt.text().startswith(f"Released: {form.choices[chosen[0]]}, ")
        window.language_actions["de"].trigger()  # the label of a release made in English is worded again
        qtbot.waitUntil(lambda: view.receipt.text().startswith("Veröffentlicht: "), timeout=WAIT)
        assert ", in dieser Reihenfolge — " in view.receipt.text() and "in this order" not in view.receipt.text()
        assert receipt(view, "phone-2-00000000000000")[1]["released"].endswith(", in dieser Reihenfolge")
    finally:
        language.install("en")
        view.close()


def test_one_shot_laplace_topk_withdraws_the_receipt_and_the_projector_says_why(qtbot, window):
    ws = load(qtbot, window, "topk")
    combo = ws.parameter_panel.mechanism
    combo.setCurrentIndex(combo.findData("laplace"))
    form = room_form(ws)
    view = open_room(window, ws, RoomState(form, "ROOMLAPL"), host="127.0.0.1")
    qtbot.addWidget(view)
    try:
        for i, name in enumerate(form.choices[:3]):
            post(view, name, f"phone-{i}-00000000000000")
        qtbot.waitUntil(lambda: ws.experiment is not None and ws.experiment.dataset.votes.sum() == 3
                        and ws.experiment.params.mechanism == "laplace" and not ws.busy(), timeout=WAIT)
        with qtbot.waitSignal(view.controller.receiptsWithheld, timeout=WAIT):
            ws.run_once()
        assert view.receipt.text().startswith("The phones get no receipt: one-shot Laplace top-k has no exact law")
        assert receipt(view, "phone-1-00000000000000")[0] == 204
    finally:
        view.close()


def test_opening_a_room_and_its_answers_are_one_undo_step(qtbot, window):
    """Edit ▸ Undo after a room filled the table gives back the table as it was before the room (and where it came
    from); Redo brings the room's answers back."""
    ws = load(qtbot, window, "voting")
    before, source = votes_shown(ws), ws.data_source
    view = open_room(window, ws, RoomState(room_form(ws), "ROOMUNDO"), host="127.0.0.1")
    qtbot.addWidget(view)
    try:
        choices = room_form(ws).choices
        assert post(view, choices[0], "phone-one-0000000000")[0] == 200
        qtbot.waitUntil(lambda: votes_shown(ws).get(choices[0]) == "1", timeout=WAIT)
        assert post(view, choices[1], "phone-two-0000000000")[0] == 200  # a second fill, the same step
        qtbot.waitUntil(lambda: votes_shown(ws).get(choices[1]) == "1", timeout=WAIT)
        answers = votes_shown(ws)
        assert window.undo_action.isEnabled() and window.undo_action.text().replace("&", "") == "Undo Open a room"
        ready(qtbot, ws, window.undo_action.trigger)
        assert votes_shown(ws) == before and ws.data_source == source
        assert "Open a room" not in window.undo_action.text()
        ready(qtbot, ws, window.redo_action.trigger)
        assert votes_shown(ws) == answers and ws.data_source.startswith("the room's answers")
    finally:
        view.close()
