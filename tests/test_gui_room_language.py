"""The room's windows in German (issues 32/35): the projector view and the Room ▸ Open a room… dialog show no
English (the vocabulary check of test_gui_untranslated), their counts in German separators and with singular and
plural, and a projector opened in English is re-labelled when View ▸ Language changes while it is open (and back).
The join code, the address and the QR code stay as they are."""
import json
import urllib.request

import pytest

pytest.importorskip("PySide6")

from guihelp import WAIT, load, settled
from i18n_walk import shown_texts
from test_gui_untranslated import still_english, vocabulary

from expmech_gui.room.state import RoomState
from expmech_gui.ui import language
from expmech_gui.ui.room_window import OpenRoomDialog, open_room, room_form

pytestmark = pytest.mark.gui


def english_left(root, allowed: set) -> list[str]:
    english, _german = vocabulary()
    return [f"{type(widget).__name__} {kind} {text!r}: {words}" for (_id, kind), (text, widget)
            in shown_texts(root).items() if (words := still_english(text, english, allowed))]


def answer(view, choice: str, token: str) -> None:
    req = urllib.request.Request(view.controller.url + "/answer", data=json.dumps(
        {"answer": choice, "local_epsilon": 1.0}).encode(), headers={"Cookie": f"room_token={token}"})
    with urllib.request.urlopen(req, timeout=WAIT / 1000) as r:
        assert r.status == 200


def test_a_room_opened_in_english_speaks_german_after_the_switch_and_english_again(qtbot, window):
    ws = load(qtbot, window, "voting")
    form = room_form(ws)
    allowed = {w.lower() for c in form.choices for w in c.split()}  # the candidates' names are data
    view = open_room(window, ws, RoomState(form, "ROOMDE", local_epsilon=1.0), host="127.0.0.1")
    qtbot.addWidget(view)
    try:
        assert window.statusBar().currentMessage() == f"Room open at {view.controller.url}"
        answer(view, form.choices[0], "phone-0-00000000000000")
        qtbot.waitUntil(lambda: view.count.text() == "1 answer" and bool(view.local.text()), timeout=WAIT)
        window.language_actions["de"].trigger()
        qtbot.waitUntil(lambda: view.count.text() == "1 Antwort", timeout=WAIT)  # re-labelled while open
        settled(qtbot, view)
        assert view.windowTitle().startswith("Raum — ")
        assert view.code.text() == "Beitrittscode: ROOMDE" and view.address.text() == view.controller.url
        assert view.open_button.text() == "Raum schließen" and view.stop_button.text() == "Raum beenden"
        assert view.local.text().startswith("Lokale Randomized Response, bereinigt: ")
        assert english_left(view, allowed) == []
        answer(view, form.choices[1], "phone-1-00000000000000")
        qtbot.waitUntil(lambda: view.count.text() == "2 Antworten", timeout=WAIT)
        view.controller.countChanged.emit(1234)  # (a big room: the count in German separators)
        assert view.count.text() == "1.234 Antworten"
        view.open_button.click()
        assert view.count.text() == "1.234 Antworten — geschlossen" and view.open_button.text() == "Raum wieder öffnen"
        qtbot.waitUntil(lambda: ws.experiment is not None and ws.experiment.dataset.votes.sum() == 2
                        and not ws.busy(), timeout=WAIT)  # the answers in the table
        with qtbot.waitSignal(view.controller.receiptsReady, timeout=WAIT):
            ws.run_once()
        assert view.receipt.text().startswith("Veröffentlicht: ")
        assert english_left(view, allowed) == []
        window.language_actions["en"].trigger()
        qtbot.waitUntil(lambda: view.count.text() == "1,234 answers — closed", timeout=WAIT)
        assert view.open_button.text() == "Reopen the room" and view.code.text() == "Join code: ROOMDE"
        assert view.receipt.text().startswith("Released: ")
    finally:
        language.install("en")
        view.close()


def test_the_open_a_room_dialog_and_a_new_room_in_german(qtbot, window):
    ws = load(qtbot, window, "voting")
    form = room_form(ws)
    window.language_actions["de"].trigger()
    try:
        dialog = OpenRoomDialog(window, form)
        qtbot.addWidget(dialog)
        dialog.show()
        settled(qtbot, dialog)
        assert dialog.windowTitle() == "Einen Raum öffnen"
        assert {"Frage", "Adresse", "Höchstens Teilnehmende"} <= {text for text, _w in shown_texts(dialog).values()}
        assert dialog.local.text().startswith("Telefone verwürfeln ihre Antwort")
        assert english_left(dialog, set()) == []
        dialog.local.setChecked(True)
        dialog.local_epsilon.setText("0,5")  # typed with the German decimal comma
        state = dialog.state()
        assert state is not None and state.local_epsilon == 0.5, dialog.error.text()
        said = []  # (a background job's own status line, e.g. the exact distribution's, may come after it)
        window.statusBar().messageChanged.connect(said.append)
        view = open_room(window, ws, state, host="127.0.0.1")
        qtbot.addWidget(view)
        settled(qtbot, view)
        assert view.count.text() == "0 Antworten" and view.open_button.text() == "Raum schließen"
        assert f"Raum offen unter {view.controller.url}" in said, said
        assert english_left(view, set()) == []
        view.close()
        window.language_actions["en"].trigger()
        qtbot.waitUntil(lambda: dialog.windowTitle() == "Open a room", timeout=WAIT)  # (a dialog left open)
        assert {"Question", "Address"} <= {text for text, _w in shown_texts(dialog).values()}
        assert dialog.question.text() == form.asked == "Who gets your vote?"  # the offered question, offered again
    finally:
        language.install("en")
