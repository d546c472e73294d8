"""Room mode's server on loopback (issue 32): the hostile corpus (each case gets its status, nothing crashes, the
table is unchanged), the rate limit, a slow client, and 300 concurrent participants who each change their answer
once (exactly 300 rows, each participant's last answer)."""
import asyncio
import http.client
import json
import socket

import aiohttp
import pytest
from yarl import URL

from expmech_gui.room.server import Limits, RoomServer
from expmech_gui.room.state import RoomState
from expmech_gui.room.template import empty_dataset
from expmech_gui.scenarios import SCENARIOS
from machine import deadline

CODE = "ACDEFH"
CANDIDATES = ("Ada", "Grace", "Edsger")


def voting_state(**kw) -> RoomState:
    scenario = SCENARIOS["voting"]
    return RoomState(scenario.participant_form(empty_dataset(scenario, CANDIDATES, None), {}), CODE, **kw)


@pytest.fixture
def room():
    state = voting_state()
    server = RoomServer(state, "127.0.0.1", 0, Limits(client_burst=1000, address_burst=10_000)).start()
    state.submit("seed-token-0000000000", "Grace")
    yield server
    server.stop()


def request(server, method, path, body=None, headers=None, source="127.0.0.1"):
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=deadline(10), source_address=(source, 0))
    conn.request(method, path, body=body, headers=headers or {})
    response = conn.getresponse()
    data = response.read()
    conn.close()
    return response.status, response.headers, data


ANSWER = f"/{CODE}/answer"
HOSTILE = [
    ("GET", "/WRONGS", None, {}, 403),
    ("GET", "/acdefh", None, {}, 403),
    ("GET", "/", None, {}, 403),
    ("POST", "/WRONGS/answer", b'{"answer": "Ada"}', {}, 403),
    ("GET", f"/{CODE}/../../etc/passwd", None, {}, 404),
    ("GET", "/../../etc/passwd", None, {}, 403),
    ("GET", f"/{CODE}/%2e%2e/%2e%2e/etc/passwd", None, {}, 404),
    ("GET", f"/{CODE}/page.js", None, {}, 404),
    ("GET", f"/{CODE}/answer", None, {}, 404),
    ("PUT", ANSWER, b'{"answer": "Ada"}', {}, 404),
    ("DELETE", f"/{CODE}", None, {}, 404),
    ("POST", ANSWER, b"x" * 5000, {}, 413),
    ("POST", ANSWER, b"{" * 4097, {}, 413),
    ("POST", ANSWER, b"{not json", {}, 400),
    ("POST", ANSWER, b"", {}, 400),
    ("POST", ANSWER, b"\xff\xfe\x00", {}, 400),
    ("POST", ANSWER, b"[1, 2]", {}, 400),
    ("POST", ANSWER, b'"Ada"', {}, 400),
    ("POST", ANSWER, b'{"vote": "Ada"}', {}, 400),
    ("POST", ANSWER, b'{"answer": "Ada", "admin": true}', {}, 400),
    ("POST", ANSWER, b'{"answer": "Linus"}', {}, 400),
    ("POST", ANSWER, b'{"answer": "<script>alert(1)</script>"}', {}, 400),
    ("POST", ANSWER, b'{"answer": 1}', {}, 400),
    ("POST", ANSWER, b'{"answer": null}', {}, 400),
    ("POST", ANSWER, b'{"answer": ["Ada"]}', {}, 400),
    ("POST", ANSWER, b'{"answer": {"$ne": 1}}', {}, 400),
    ("POST", ANSWER, b'{"answer": NaN}', {}, 400),
    ("POST", ANSWER, b'{"answer": Infinity}', {}, 400),
    ("POST", ANSWER, b'{"answer": "Ada", "local_epsilon": 1}', {}, 400),
    ("POST", ANSWER, b'{"answer": "' + b"A" * 3000 + b'"}', {}, 400),
    ("POST", ANSWER, b"[" * 2000 + b"]" * 2000, {}, 400),
    ("POST", ANSWER, b'{"answer": "Ada"}', {"Cookie": "room_token=../../etc; x=<b>"}, 200),
]


@pytest.mark.parametrize("method, path, body, headers, status", HOSTILE, ids=[f"{i:02d}" for i in range(len(HOSTILE))])
def test_the_hostile_corpus(room, method, path, body, headers, status):
    before = room.state.snapshot()[2]
    got, response_headers, data = request(room, method, path, body, headers)
    assert got == status
    if status != 200:
        assert room.state.snapshot()[2] == before
        reply = json.loads(data)
        assert set(reply) == {"error"} and "<" not in data.decode()
    if status == 403:
        assert reply == {"error": "not allowed"}  # nothing about the room
    assert "default-src 'none'" in response_headers["Content-Security-Policy"]
    assert request(room, "GET", f"/{CODE}")[0] == 200  # still serving


def test_the_page_escapes_what_it_echoes_and_allows_only_its_own_script():
    scenario = SCENARIOS["voting"]
    evil = ("<script>alert(1)</script>", 'A" onmouseover="x', "</script><b>")
    state = RoomState(scenario.participant_form(empty_dataset(scenario, evil, None), {}).with_question("<i>Q</i>"),
                      CODE)
    server = RoomServer(state, "127.0.0.1").start()
    try:
        status, headers, page = request(server, "GET", f"/{CODE}")
    finally:
        server.stop()
    text = page.decode()
    assert status == 200 and headers["Content-Type"].startswith("text/html")
    assert "<script>alert" not in text and "<i>" not in text and "</script><b>" not in text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in text
    assert "http" not in headers["Content-Security-Policy"] and "unsafe" not in headers["Content-Security-Policy"]
    assert "room_token=" in headers["Set-Cookie"] and "HttpOnly" in headers["Set-Cookie"]


def page_config(page: str) -> dict:
    return json.loads(page.split('<script type="application/json" id="config">', 1)[1].split("</script>", 1)[0])


def test_the_page_speaks_the_presenters_language_and_shows_a_typed_question_as_typed():
    """Issue 32/35: in German the page's own texts, its lang and the script's sentences are German (as the
    refusals are); the presenter's question is shown as typed; back in English the same room serves English."""
    from expmech_gui.cli.catalogue import use_catalogue
    from expmech_gui.core.translatable import use_language

    scenario = SCENARIOS["voting"]
    default = RoomState(scenario.participant_form(empty_dataset(scenario, CANDIDATES, None), {}), CODE, local_epsilon=0.5)
    typed = RoomState(default.form.with_question("Who <b>leads</b>?"), CODE)
    use_catalogue("de")
    try:
        servers = [RoomServer(state, "127.0.0.1").start() for state in (default, typed)]
        try:
            _s, _h, german = request(servers[0], "GET", f"/{CODE}")
            _s, _h, german_typed = request(servers[1], "GET", f"/{CODE}")
            status, _h, refusal = request(servers[0], "POST", ANSWER, b'{"answer": "Linus", "local_epsilon": 0.5}')
            use_language()
            _s, _h, english = request(servers[0], "GET", f"/{CODE}")
        finally:
            for server in servers:
                server.stop()
    finally:
        use_language()
    german, german_typed, english = german.decode(), german_typed.decode(), english.decode()
    assert '<html lang="de">' in german and "<title>ExpMech-Raum</title>" in german
    assert "<h1>Wer bekommt Ihre Stimme?</h1>" in german and ">Meine Antwort senden</button>" in german
    assert "unverschlüsselt" in german and "ε_local = 0,5" in german and "Ihr Telefon verwürfelt" in german
    texts = page_config(german)["texts"]
    assert texts["refused"] == "Nicht gesendet: {error}" and texts["decimal"] == ","
    assert texts["receipt"].startswith("Veröffentlicht: {released}.") and "{factor}" in texts["receipt"]
    assert not any(w in german for w in ("Send my answer", "unencrypted", "Who gets your vote"))
    assert status == 400 and json.loads(refusal)["error"] == "das ist keiner der Namen auf der Liste"
    assert "<h1>Who &lt;b&gt;leads&lt;/b&gt;?</h1>" in german_typed and '<html lang="de">' in german_typed
    assert '<html lang="en">' in english and "<h1>Who gets your vote?</h1>" in english
    assert ">Send my answer</button>" in english and page_config(english)["texts"]["refused"] == "Not sent: {error}"


def test_a_number_pages_hint_is_in_the_languages_numbers():
    from expmech_gui.cli.catalogue import use_catalogue
    from expmech_gui.core.translatable import use_language
    from expmech_gui.room.page import page_html

    scenario = SCENARIOS["pricing"]
    form = scenario.participant_form(None, scenario.with_defaults({"max_price": 2.5}))
    assert 'placeholder="0 to 2.5"' in page_html(form, CODE, None)
    use_catalogue("de")
    try:
        page = page_html(form, CODE, None)
    finally:
        use_language()
    assert 'placeholder="0 bis 2,5"' in page and "Wie viel würden Sie höchstens" in page


def test_answers_after_close_are_refused_and_a_full_room_says_so(room):
    room.state.set_open(False)
    status, _h, data = request(room, "POST", ANSWER, b'{"answer": "Ada"}')
    assert status == 400 and "closed" in json.loads(data)["error"]
    room.state.set_open(True)
    assert request(room, "POST", ANSWER, b'{"answer": "Ada"}')[0] == 200


def test_ten_thousand_requests_from_one_client_are_rate_limited():
    state = voting_state()
    server = RoomServer(state, "127.0.0.1").start()  # the default limits
    statuses = []

    async def flood():
        async with aiohttp.ClientSession() as session:
            for _ in range(10_000):
                async with session.post(server.url + "/answer", json={"answer": "Ada"},
                                        headers={"Cookie": "room_token=flooding-client-00000"}) as r:
                    statuses.append(r.status)
    try:
        asyncio.run(asyncio.wait_for(flood(), deadline(120)))
        assert statuses.count(429) > 9_000 and set(statuses) == {200, 429}, (statuses.count(200), statuses[:30])
        assert state.count == 1
        assert request(server, "GET", f"/{CODE}", source="127.0.0.2")[0] == 200  # another phone is still served
    finally:
        server.stop()


def test_a_slow_client_does_not_stall_the_others(room):
    with socket.create_connection(("127.0.0.1", room.port)) as slow:
        slow.sendall(f"POST {ANSWER} HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{{\"ans".encode())
        assert request(room, "POST", ANSWER, b'{"answer": "Ada"}')[0] == 200  # served while the slow one waits
        slow.settimeout(deadline(20))
        reply = slow.recv(4096)
    assert b" 408 " in reply.split(b"\r\n")[0]
    assert sorted(room.state.snapshot()[2]) == ["Ada", "Grace"]


def test_three_hundred_participants_each_change_their_answer_once():
    state = voting_state()
    server = RoomServer(state, "127.0.0.1").start()
    first = {i: CANDIDATES[i % 3] for i in range(300)}
    last = {i: CANDIDATES[(i + 1) % 3] for i in range(300)}

    async def participant(i):
        async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as session:
            async with session.get(server.url) as r:
                assert r.status == 200
            for answer in (first[i], last[i]):
                async with session.post(server.url + "/answer", json={"answer": answer}) as r:
                    assert r.status == 200, await r.text()
            return session.cookie_jar.filter_cookies(URL(server.url))["room_token"].value

    async def everyone():
        return await asyncio.gather(*(participant(i) for i in range(300)))
    try:
        tokens = asyncio.run(asyncio.wait_for(everyone(), deadline(120)))
    finally:
        server.stop()
    _v, stored_tokens, answers = state.snapshot()
    assert len(answers) == 300 and len(set(tokens)) == 300 and set(stored_tokens) == set(tokens)
    by_token = dict(zip(stored_tokens, answers))
    assert all(by_token[tokens[i]] == last[i] for i in range(300))
    assert len(state.accepted) == 600 and state.accepted[-1] == 300
    assert state.form.dataset(answers).votes.tolist() == [100, 100, 100]
