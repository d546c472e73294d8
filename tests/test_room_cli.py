"""`expmech room` (issue 32): the first line is the URL, one `answers: N` line per accepted answer, and on SIGINT
or SIGTERM `table:` and the scenario's CSV (read back by the scenario's own reader); exit 0."""
import json
import signal
import subprocess
import urllib.error
import urllib.request

import pytest

from clihelp import CLI, run_cli
from expmech_gui.scenarios import SCENARIOS
from machine import deadline


def post(url, answer, cookie):
    req = urllib.request.Request(url + "/answer", data=json.dumps({"answer": answer}).encode(),
                                 headers={"Content-Type": "application/json", "Cookie": f"room_token={cookie}"})
    try:
        with urllib.request.urlopen(req, timeout=deadline(10)) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM])
def test_a_headless_voting_room_prints_its_url_its_answers_and_its_table(stop):
    proc = subprocess.Popen([*CLI, "room", "voting", "--candidates", "Ada, Grace,Edsger", "--host", "127.0.0.1",
                             "--code", "ROOMTEST"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        first = proc.stdout.readline()
        assert first.startswith("url: http://127.0.0.1:") and first.rstrip().endswith("/ROOMTEST")
        url = first.split(" ", 1)[1].strip()
        assert post(url, "Grace", "participant-a-000000") == (200, {"ok": True, "answers": 1})
        assert post(url, "Ada", "participant-a-000000")[0] == 200
        assert post(url, "Ada", "participant-b-000000") == (200, {"ok": True, "answers": 2})
        assert post(url, "Linus", "participant-c-000000")[0] == 400
        assert [proc.stdout.readline() for _ in range(3)] == ["answers: 1\n", "answers: 1\n", "answers: 2\n"]
        proc.send_signal(stop)
        out, err = proc.communicate(timeout=deadline(20))
    finally:
        proc.kill()
    assert proc.returncode == 0, err
    table = out.split("table:\n", 1)[1]
    tally = SCENARIOS["voting"].from_text(table, None)
    assert tally.candidates == ("Ada", "Grace", "Edsger") and tally.votes.tolist() == [2, 0, 0]


def test_a_pricing_room_refuses_bids_over_its_max_price_and_prints_the_bids():
    proc = subprocess.Popen([*CLI, "room", "pricing", "--max-price", "10", "--host", "127.0.0.1"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        url = proc.stdout.readline().split(" ", 1)[1].strip()
        assert len(url.rsplit("/", 1)[1]) == 6
        assert post(url, "12", "bidder-a-00000000000")[0] == 400
        assert post(url, 7.5, "bidder-a-00000000000")[0] == 200
        assert post(url, "2.25", "bidder-b-00000000000")[0] == 200
        assert proc.stdout.readline() == "answers: 1\n"
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=deadline(20))
    finally:
        proc.kill()
    assert proc.returncode == 0, err
    assert SCENARIOS["pricing"].from_text(out.split("table:\n", 1)[1], None).values.tolist() == [7.5, 2.25]


def test_a_room_with_locale_de_serves_a_german_page_and_prints_as_ever():
    """--locale de: the page and the refusals in German; the lines for programs (url, answers, the CSV) as ever."""
    proc = subprocess.Popen([*CLI, "room", "pricing", "--max-price", "10", "--host", "127.0.0.1", "--locale", "de"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        first = proc.stdout.readline()
        assert first.startswith("url: http://127.0.0.1:"), first
        url = first.split(" ", 1)[1].strip()
        with urllib.request.urlopen(url, timeout=deadline(10)) as r:
            page = r.read().decode()
        status, refusal = post(url, "12", "bidder-a-00000000000")
        assert post(url, "2.25", "bidder-a-00000000000")[0] == 200
        assert proc.stdout.readline() == "answers: 1\n"
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=deadline(20))
    finally:
        proc.kill()
    assert proc.returncode == 0, err
    assert '<html lang="de">' in page and "Meine Antwort senden" in page and 'placeholder="0 bis 10"' in page
    assert status == 400 and refusal["error"].startswith("die Antwort muss zwischen $0 und $10")
    assert SCENARIOS["pricing"].from_text(out.split("table:\n", 1)[1], None).values.tolist() == [2.25]
    assert "2.25" in out


@pytest.mark.parametrize("args, words", [
    (("voting",), "needs --candidates"),
    (("voting", "--candidates", "A,,B"), "none empty"),
    (("pricing", "--local-epsilon", "1"), "not to a number"),
    (("voting", "--candidates", "A,B", "--code", "../x"), "join code"),
    (("voting", "--candidates", "A,B", "--max-participants", "0"), "participants"),
])
def test_bad_room_arguments_are_one_line_in_words(args, words):
    r = run_cli("room", *args, "--host", "127.0.0.1")
    assert r.returncode == 2 and words in r.stderr and r.stderr.count("\n") == 1
