"""Room mode in a real browser (issue 32): Debian's chromium driven by Playwright (never a browser of its own)
opens the participant's page, answers, sees its answer counted, and after a release reads its receipt. Skipped
when chromium or Playwright is absent."""
import os
import shutil
from contextlib import contextmanager

import pytest

from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.room.receipt import room_release
from expmech_gui.room.server import RoomServer
from expmech_gui.room.state import RoomState
from expmech_gui.room.template import empty_dataset
from expmech_gui.scenarios import SCENARIOS
from machine import deadline

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
sync_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(not (os.path.exists(CHROMIUM) or shutil.which("chromium")),
                                reason="Debian's chromium is not installed")


def launch(playwright):
    return playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)


@contextmanager
def phone(**page_options):
    """A page of a fresh chromium, closed afterwards."""
    with sync_api.sync_playwright() as p:
        browser = launch(p)
        try:
            yield browser.new_page(**page_options)
        finally:
            browser.close()


def publish(state: RoomState, released: int):
    """A release of the room's answers at ε = 1 (the receipts the phones poll for)."""
    _version, tokens, answers = state.snapshot()
    exp = Experiment(SCENARIOS["voting"], state.form.dataset(answers), RunParameters(epsilon=1.0))
    release = room_release(exp, state.form, tokens, answers, released=released)
    state.publish(release)
    return release


@pytest.fixture
def voting_room():
    scenario = SCENARIOS["voting"]
    form = scenario.participant_form(empty_dataset(scenario, ("Ada", "Grace", "Edsger"), None), {})
    state = RoomState(form.with_question("Who should <b>lead</b>?"))
    state.submit("other-participant-0001", "Ada")
    server = RoomServer(state, "127.0.0.1").start()
    yield server
    server.stop()


def test_a_phone_answers_sees_it_counted_and_reads_its_receipt(voting_room):
    state = voting_room.state
    errors = []
    with sync_api.sync_playwright() as p:
        browser = launch(p)
        try:
            page = browser.new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
            page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.goto(voting_room.url)
            assert page.locator("h1").inner_text() == "Who should <b>lead</b>?"  # shown as text, not markup
            page.get_by_label("Grace").check()
            page.get_by_role("button", name="Send my answer").tap()
            sync_api.expect(page.locator("#status")).to_contain_text("your answer is in (2 so far)",
                                                                     timeout=deadline(10) * 1000)
            version, tokens, answers = state.snapshot()
            assert answers == ["Ada", "Grace"]
            release = publish(state, released=1)
            page.reload()
            receipt = page.locator("#receipt")
            sync_api.expect(receipt).to_contain_text("a factor of", timeout=deadline(10) * 1000)
            factor = release.factors[tokens[1]]["factor"]
            assert f"a factor of {factor:.4g}"[:16] in receipt.inner_text()
            assert "Released: Grace" in receipt.inner_text()
            assert release.belief["sentence"] in receipt.inner_text()  # the server's words, verbatim
            assert "If someone believed there was a 20% chance" in receipt.inner_text()
        finally:
            browser.close()
    assert errors == []  # no script error, no CSP violation


def test_a_german_page_sends_refuses_and_gives_its_receipt_in_german(voting_room):
    """The presenter's language on the phone (issues 32, 35): the button, 'Not sent: ' with the server's German
    refusal, and the receipt are German, with the German decimal comma; the typed question stays as typed."""
    from expmech_gui.cli.catalogue import use_catalogue
    from expmech_gui.core.translatable import use_language

    state = voting_room.state
    use_catalogue("de")
    try:
        with phone() as page:
            page.goto(voting_room.url)
            assert page.locator("html").get_attribute("lang") == "de"
            assert page.locator("h1").inner_text() == "Who should <b>lead</b>?"
            page.get_by_label("Grace").check()
            state.set_open(False)
            page.get_by_role("button", name="Meine Antwort senden").click()
            status = page.locator("#status")
            sync_api.expect(status).to_have_text(
                "Nicht gesendet: der Raum ist geschlossen: Antworten werden nicht mehr angenommen",
                timeout=deadline(10) * 1000)
            state.set_open(True)
            page.get_by_role("button", name="Meine Antwort senden").click()
            sync_api.expect(status).to_contain_text("Ihre Antwort ist da (bisher 2)", timeout=deadline(10) * 1000)
            release = publish(state, released=1)
            page.reload()
            receipt = page.locator("#receipt")
            sync_api.expect(receipt).to_contain_text("ein Faktor von", timeout=deadline(10) * 1000)
            text = receipt.inner_text()
            belief = release.belief["sentence"]  # worded when read: German while the room speaks German
    finally:
        use_language()
    assert text.startswith("Veröffentlicht: Grace. Ihre Antwort hat die Wahrscheinlichkeit dieses Ergebnisses von ")
    factor = release.factors[state.snapshot()[1][1]]["factor"]
    assert f"ein Faktor von {factor:.4g}".replace(".", ",")[:18] in text
    assert belief in text and belief != release.belief["sentence"]  # the server's words, in the language of the moment
    assert not any(w in text for w in ("Released", "factor of", "If someone believed"))


def test_a_german_number_page_reads_a_decimal_comma():
    """A German phone types its bid as German writes it ("1.234,5"); the page sends the number the server reads."""
    from expmech_gui.cli.catalogue import use_catalogue
    from expmech_gui.core.translatable import use_language

    scenario = SCENARIOS["pricing"]
    state = RoomState(scenario.participant_form(None, scenario.with_defaults({"max_price": 2000})))
    use_catalogue("de")
    server = RoomServer(state, "127.0.0.1").start()
    try:
        with phone() as page:
            page.goto(server.url)
            assert page.locator("#number").get_attribute("placeholder") == "0 bis 2000"
            for typed, value in (("1.234,5", 1234.5), ("2,25", 2.25), ("7.5", 7.5)):  # one phone changing its bid
                page.locator("#number").fill(typed)
                page.get_by_role("button", name="Meine Antwort senden").click()  # the status says "Wird gesendet…"
                sync_api.expect(page.locator("#status")).to_contain_text("(bisher 1)", timeout=deadline(10) * 1000)
                assert state.snapshot()[2] == [value]
    finally:
        server.stop()
        use_language()


def test_local_randomized_response_runs_in_the_page():
    scenario = SCENARIOS["voting"]
    state = RoomState(scenario.participant_form(empty_dataset(scenario, ("Ada", "Grace"), None), {}),
                      local_epsilon=0.5)
    server = RoomServer(state, "127.0.0.1").start()
    try:
        with phone() as page:
            page.goto(server.url)
            assert "scrambles your answer" in page.content()
            page.get_by_label("Ada").check()
            page.get_by_role("button", name="Send my answer").click()
            sync_api.expect(page.locator("#status")).to_contain_text("your answer is in", timeout=deadline(10) * 1000)
    finally:
        server.stop()
    assert state.snapshot()[2][0] in ("Ada", "Grace")  # accepted only because it came with ε_local = 0.5


def test_the_apps_table_counts_a_phones_answer_and_the_phone_gets_its_receipt(qtbot, window):
    """The issue's whole loop in the app: chromium answers, the Voting workspace's table counts it, Run once, the
    phone's page (polling) shows its receipt."""
    from guihelp import WAIT, load

    from expmech_gui.ui.room_window import open_room, room_form

    ws = load(qtbot, window, "voting")
    form = room_form(ws)
    view = open_room(window, ws, RoomState(form), host="127.0.0.1")
    qtbot.addWidget(view)
    pick = form.choices[2]
    before = dict(zip(form.choices, [0] * len(form.choices)))
    try:
        with sync_api.sync_playwright() as p:
            browser = launch(p)
            try:
                page = browser.new_page(viewport={"width": 390, "height": 844}, is_mobile=True)
                page.goto(view.controller.url)
                page.get_by_label(pick).check()
                page.get_by_role("button", name="Send my answer").click()
                sync_api.expect(page.locator("#status")).to_contain_text("your answer is in", timeout=WAIT)

                def table():
                    return {ws.model.index(r, 0).data(): ws.model.index(r, 1).data() for r in range(ws.model.rowCount())}
                qtbot.waitUntil(lambda: table() == {**{c: str(v) for c, v in before.items()}, pick: "1"}, timeout=WAIT)
                qtbot.waitUntil(lambda: ws.experiment is not None and ws.experiment.dataset.n == 1 and not ws.busy(),
                                timeout=WAIT)
                with qtbot.waitSignal(view.controller.receiptsReady, timeout=WAIT):
                    released = ws.run_once()
                receipt = page.locator("#receipt")
                sync_api.expect(receipt).to_contain_text("a factor of", timeout=WAIT)
                assert receipt.inner_text().startswith(f"Released: {form.choices[released]}.")
            finally:
                browser.close()
    finally:
        view.close()
