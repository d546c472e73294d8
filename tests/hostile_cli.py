"""Hostile inputs: the `expmech` command (collected by test_hostile_inputs.py).

Every flag of every subcommand with extreme values, and each scenario's CSV reader with broken files
(empty/duplicate headers, other separators, encodings, number formats, special files). Each case asserts
exit 2 with exactly one line `error: …` naming the file/row/column/flag, and never a traceback or an
"internal error" — or, where the input is fine (semicolons, tabs, a BOM, currency signs on prices), that it
reads correctly. Most cases call ``cli.main`` in-process; the FIFO cases run a subprocess.
"""
import io
import json
import os

import pytest

from clihelp import run_cli
from conftest import PRESETS
from machine import deadline
from expmech_gui import cli

VOTING = str(PRESETS / "teacher_of_the_year.csv")
PRICING = str(PRESETS / "lecture_valuations.csv")
LUNCH = str(PRESETS / "lunch.csv")
DATA = {"pricing": PRICING, "voting": VOTING, "lunch": LUNCH}
EXTREMES = ["0", "-1", "1e-320", "1e308", "1e400", "nan", "inf", "-inf", str(10**40), str(2**63), "", "words",
            "0,5", "1,000", "$1", "1_000", "²"]


def expmech(*argv):
    out, err = io.StringIO(), io.StringIO()
    rc = cli.main([str(a) for a in argv], out=out, err=err)
    return rc, out.getvalue(), err.getvalue()


def assert_refused(rc, err, *needles):
    assert rc == 2, err
    assert "Traceback" not in err and "internal error" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    for needle in needles:
        assert needle in lines[0], (needle, lines[0])


def assert_clean(rc, err):
    """exit 0, or exit 2 with one error line — never a traceback or an internal error."""
    assert "Traceback" not in err and "internal error" not in err, err
    if rc != 0:
        assert_refused(rc, err)


# --- every numeric flag of every subcommand, at extreme values ---------------------------------------
RUN_FLAGS = ["--epsilon", "--alpha", "--max-price", "--trials", "--seed", "--t"]


@pytest.mark.parametrize("flag", RUN_FLAGS)
@pytest.mark.parametrize("value", EXTREMES)
def test_hostile_cli_run_flags_never_crash(flag, value):
    base = {"--epsilon": "1", "--trials": "20", "--seed": "1"}
    base[flag] = value
    argv = ["run", "pricing", "--data", PRICING]
    for f, v in base.items():
        argv += [f, v] if not v.startswith("-") else [f"{f}={v}"]
    rc, out, err = expmech(*argv)
    assert_clean(rc, err)
    if rc == 2:
        assert flag in err, err


@pytest.mark.parametrize("flag", ["--alpha", "--max-price", "--trials", "--seed", "--t"])
@pytest.mark.parametrize("value", ["0", "-1", "1e-320", "1e400", "nan", "inf", str(2**63), "", "words"])
def test_hostile_cli_sweep_flags_never_crash(flag, value):
    argv = ["sweep", "pricing", "--data", PRICING, "--epsilon", "0.5:2:2", "--trials", "5", "--seed", "2"]
    argv += [f"{flag}={value}"]
    rc, out, err = expmech(*argv)
    assert_clean(rc, err)
    if rc == 2:
        assert flag in err, err


@pytest.mark.parametrize("flag", ["--epsilon", "--releases", "--delta"])
@pytest.mark.parametrize("value", EXTREMES)
def test_hostile_cli_account_flags_never_crash(flag, value):
    base = {"--epsilon": "1", "--releases": "10", "--delta": "1e-6"}
    base[flag] = value
    rc, out, err = expmech("account", *[f"{f}={v}" for f, v in base.items()])
    assert_clean(rc, err)
    if rc == 2:
        assert flag in err, err
    else:
        assert "more than 10^300" in out or "times as likely" in out


@pytest.mark.parametrize("text", ["1:2", "0:1:3", "1:0.1:3", "a:b:c", "1:2:0", "1:2:1e30", "1e-9:1:3",
                                  "1:1e9:3", "::", "1:2:2.5"])
def test_hostile_cli_sweep_epsilon_ranges(text):
    rc, out, err = expmech("sweep", "voting", "--data", VOTING, f"--epsilon={text}", "--trials", 5)
    assert_refused(rc, err, "--epsilon")


@pytest.mark.parametrize("argv, needle", [
    (("run", "pricing", "--data", PRICING, "--epsilon", "0,5"), "use a decimal point"),
    (("run", "pricing", "--data", PRICING, "--epsilon", "1", "--trials", "1,000"), "thousands separators"),
    (("run", "pricing", "--data", PRICING, "--epsilon", "1", "--trials", "1e30"), "not 1e30"),
    (("run", "pricing", "--data", PRICING, "--epsilon", "1", "--alpha", "0"), "greater than 0 and at most 1"),
    (("run", "pricing", "--data", PRICING, "--epsilon", "1", "--max-price", "1e308"), "1,000,000,000,000"),
    (("run", "pricing", "--data", PRICING, "--epsilon", "1", "--max-price", "1e-320"), "at least 0.0001"),
    (("run", "pricing", "--data", PRICING, "--epsilon", "1e300"), "at most 10,000"),
    (("run", "pricing", "--data", PRICING, "--epsilon", "1", "--alpha", "1e-8"), "at least 1e-7 (a grid of at most 10,000,000 prices), not 1e-8"),
    (("run", "voting", "--data", VOTING, "--epsilon", "1", "--max-price", "2"), "--max-price applies only"),
    (("run", "voting", "--data", VOTING, "--epsilon", "1", "--alpha", "0.1", "--max-price", "2"),
     "--alpha and --max-price apply only"),
    (("run", "voting", "--data", VOTING, "--epsilon", "1", "--mechanism", "laplace"), "--mechanism"),
    (("run", "voting", "--data", VOTING, "--epsilon", "1", "--analysis", "monotone", "--neighbours", "replace"),
     "not valid under replace"),
    (("run", "voting", "--data", VOTING, "--epsilon", "1", "--workspace", "voting"), "--workspace"),
    (("run", "voting", "--data", VOTING, "--session", "s.expmech"), "--data"),
    (("run", "--data", VOTING, "--epsilon", "1"), "SCENARIO"),
    (("sweep", "--epsilon", "1:2:3"), "SCENARIO"),
    (("run", "voting", "--data", VOTING, "--bogus"), "--bogus"),
    (("account", "--epsilon", "1", "--releases", "100001"), "at most 100,000, not 100001"),
    (("account", "--epsilon", "1", "--releases", "2.5"), "whole number"),
    (("account", "--epsilon", "1", "--releases", "10", "--delta", "1"), "less than 1"),
    ((), "run, sweep, truthfulness or account"),
])
def test_hostile_cli_messages_say_how_to_fix(argv, needle):
    rc, out, err = expmech(*argv)
    assert_refused(rc, err, needle)


def test_hostile_cli_session_that_is_missing_or_not_a_session(tmp_path):
    rc, out, err = expmech("run", "--session", tmp_path / "none.expmech")
    assert_refused(rc, err, "none.expmech")
    bad = tmp_path / "bad.expmech"
    bad.write_text("{not json")
    rc, out, err = expmech("sweep", "--session", bad, "--epsilon", "1:2:2")
    assert_refused(rc, err, "bad.expmech")


def test_hostile_cli_output_into_a_missing_folder(tmp_path):
    rc, out, err = expmech("run", "voting", "--data", VOTING, "--epsilon", 1, "--json", tmp_path / "no" / "x.json")
    assert_refused(rc, err, "x.json")
    rc, out, err = expmech("account", "--epsilon", 1, "--releases", 3, "--json", tmp_path / "no" / "y.json")
    assert_refused(rc, err, "y.json")


# --- CSV files: every scenario's reader --------------------------------------------------------------
BAD_FILES = {
    # (scenario, name, bytes, needles)
    "pricing-empty": ("pricing", b"", ["has no data rows"]),
    "pricing-header-only": ("pricing", b"value\n", ["has no data rows"]),
    "pricing-decimal-commas": ("pricing", b"value\n1,5\n2,5\n", ["row 2", "use a decimal point"]),
    "pricing-thousands": ("pricing", b"value\n\"1,000\"\n", ["row 2", "thousands separators"]),
    "pricing-nan": ("pricing", b"1\nnan\n", ["row 2", "finite"]),
    "pricing-inf": ("pricing", b"1\ninf\n", ["row 2", "finite"]),
    "pricing-huge": ("pricing", b"1\n1e400\n", ["row 2", "too large"]),
    "pricing-negative": ("pricing", b"1\n-3\n", ["row 2", "at least 0"]),
    "pricing-two-columns": ("pricing", b"1;2\n3;4\n", ["row 1", "semicolons"]),
    "pricing-1252": ("pricing", "value\n1\n2 \u20ac\nd\u00e9j\u00e0\n".encode("cp1252"), ["UTF-8"]),
    "pricing-binary": ("pricing", b"\x00\x01\x02\xff" * 50, ["binary"]),
    "voting-empty": ("voting", b"", ["no candidates"]),
    "voting-header-only": ("voting", b"candidate,votes\n", ["only a header"]),
    "voting-empty-header": ("voting", b",votes\nAda,3\n", ["row 1", "column 1", "empty"]),
    "voting-duplicate-header": ("voting", b"candidate,candidate\nAda,3\n", ["column 2", "'candidate'"]),
    # semicolons: 3,5 is German Excel's 3.5 (issue 35), refused as a fraction of a vote
    "voting-decimal-comma": ("voting", b"candidate;votes\nAda;3,5\n", ["row 2", "whole number"]),
    "voting-thousands": ("voting", b"candidate;votes\nAda;1,000\n", ["row 2", "thousands separators"]),
    "voting-currency": ("voting", b"candidate,votes\nAda,$3\n", ["row 2", "currency sign"]),
    "voting-nan": ("voting", b"candidate,votes\nAda,nan\n", ["row 2", "finite"]),
    "voting-huge": ("voting", b"candidate,votes\nAda,1e16\n", ["row 2", "10^15"]),
    "voting-total": ("voting", b"".join(b"C%d,1e15\n" % i for i in range(2000)), ["10^18 votes in total"]),
    "voting-fraction": ("voting", b"candidate,votes\nAda,2.5\n", ["row 2", "whole number"]),
    "voting-1252": ("voting", "candidate,votes\nJos\u00e9,3\n".encode("cp1252"), ["row 2", "save it as UTF-8"]),
    "voting-binary": ("voting", b"\x00" * 100, ["binary"]),
    "voting-three-cells": ("voting", b"candidate\tvotes\nAda\t3\t4\n", ["row 2", "tabs"]),
    "lunch-empty": ("lunch", b"", ["no header row"]),
    "lunch-header-only": ("lunch", b"name,pizza,sushi\n", ["has no data rows"]),
    "lunch-empty-header": ("lunch", b",b\n1,0\n", ["row 1", "column 1", "empty"]),
    "lunch-duplicate-header": ("lunch", b"name,pizza,pizza\nAnn,1,0\n", ["column 3", "'pizza'"]),
    "lunch-bad-like": ("lunch", b"pizza,sushi\n1,2\n", ["row 2", "'sushi'", "like/dislike"]),
    "lunch-nan": ("lunch", b"pizza;sushi\nnan;1\n", ["row 2", "'pizza'"]),
    "lunch-decimal": ("lunch", b"pizza;sushi\n0,5;1\n", ["row 2", "like/dislike"]),  # 0,5 is 0.5 (issue 35)
    "lunch-short-row": ("lunch", b"pizza,sushi\n1\n", ["row 2", "expected 2 cells"]),
    "lunch-1252": ("lunch", "caf\u00e9,th\u00e9\n1,0\n".encode("cp1252"), ["row 1", "UTF-8"]),
    "lunch-long-line": ("lunch", b"pizza,sushi\n" + b"1" * 200_000 + b",0\n", ["row 2", "longer than"]),
    "voting-long-line": ("voting", b"candidate,votes\n\"" + b"x" * 200_000 + b"\",3\n", ["row 2", "longer than"]),
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_hostile_cli_bad_csv_files(tmp_path, case):
    key, raw, needles = BAD_FILES[case]
    path = tmp_path / f"{case}.csv"
    path.write_bytes(raw)
    before = path.read_bytes()
    rc, out, err = expmech("run", key, "--data", path, "--epsilon", 1, "--trials", 10, "--seed", 1)
    assert_refused(rc, err, path.name, *needles)
    assert path.read_bytes() == before  # the user's file is never changed


GOOD_FILES = {
    "voting-semicolons": ("voting", b"candidate;votes\nAlice;3\nBob;5\n", {"Alice": 3, "Bob": 5}),
    "voting-tabs": ("voting", b"candidate\tvotes\nAlice\t3\nBob\t5\n", {"Alice": 3, "Bob": 5}),
    "voting-bom-crlf": ("voting", b"\xef\xbb\xbfcandidate,votes\r\nAlice,3\r\nBob,5\r\n", {"Alice": 3, "Bob": 5}),
    "voting-excel-sep-line": ("voting", b"sep=;\r\ncandidate;votes\r\nAlice;3\r\nBob;5\r\n", {"Alice": 3, "Bob": 5}),
    "voting-ballots": ("voting", b"ballot\nAlice\nBob\nBob\n", {"Alice": 1, "Bob": 2}),
    "lunch-semicolons": ("lunch", b"name;pizza;sushi\nAnn;1;0\nBo;yes;no\n", {"pizza": 2, "sushi": 0}),
    "lunch-tabs": ("lunch", b"pizza\tsushi\n1\t1\n0\t1\n", {"pizza": 1, "sushi": 2}),
    "pricing-currency": ("pricing", "value\n$1\n\u20ac1\n\u00a31\n\u00a53.01\n".encode(), None),
}


@pytest.mark.parametrize("case", sorted(GOOD_FILES))
def test_hostile_cli_other_separators_and_signs_read_correctly(tmp_path, case):
    key, raw, expected = GOOD_FILES[case]
    path = tmp_path / f"{case}.csv"
    path.write_bytes(raw)
    rc, out, err = expmech("run", key, "--data", path, "--epsilon", 1, "--trials", 10, "--seed", 1, "--json", "-")
    assert rc == 0, err
    r = json.loads(out)
    if expected is None:
        assert r["n"] == 4 and r["opt"] == pytest.approx(4.0 * 0.01 * 100)  # 4 buyers at $1 on the $0.01 grid
    else:
        assert dict(zip(r["candidates"], r["scores"])) == expected


@pytest.mark.parametrize("key", sorted(DATA))
def test_hostile_cli_folder_missing_and_device(tmp_path, key):
    rc, out, err = expmech("run", key, "--data", tmp_path, "--epsilon", 1)
    assert_refused(rc, err, str(tmp_path), "folder")
    rc, out, err = expmech("run", key, "--data", tmp_path / "missing.csv", "--epsilon", 1)
    assert_refused(rc, err, "missing.csv", "no such file")
    if os.path.exists("/dev/zero"):
        link = tmp_path / "zero.csv"
        link.symlink_to("/dev/zero")
        rc, out, err = expmech("run", key, "--data", link, "--epsilon", 1)
        assert_refused(rc, err, "zero.csv", "device")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("key", sorted(DATA))
def test_hostile_cli_fifo_is_refused_without_blocking(tmp_path, key):
    fifo = tmp_path / "talk.csv"
    os.mkfifo(fifo)
    r = run_cli("run", key, "--data", fifo, "--epsilon", 1, timeout=deadline(60))
    assert_refused(r.returncode, r.stderr, "talk.csv", "named pipe")


def test_hostile_cli_regular_file_helper_refuses_a_fifo_even_after_stat(tmp_path, monkeypatch):
    """The second guard: a FIFO swapped in after the stat check is opened non-blocking and refused by fstat."""
    from expmech_gui.io import csvio

    fifo = tmp_path / "swap.csv"
    os.mkfifo(fifo)
    real_stat = os.stat
    regular = real_stat(PRICING)
    monkeypatch.setattr(csvio.os, "stat", lambda p, *a, **k: regular if str(p) == str(fifo) else real_stat(p, *a, **k))
    with pytest.raises(csvio.DataError, match="named pipe"):
        csvio.read_regular_file(fifo, 1000)
    big = tmp_path / "big.csv"
    big.write_bytes(b"1\n" * 1000)
    monkeypatch.undo()
    with pytest.raises(csvio.DataError, match="over 1,000 bytes are refused"):
        csvio.read_regular_file(big, 1000, "CSV files")


@pytest.mark.parametrize("command", ["run", "sweep"])
@pytest.mark.parametrize("flag", ["--analysis", "--neighbours", "--mechanism", "--workspace", "--data", "--session"])
@pytest.mark.parametrize("value", ["", "words", "1e400", "/dev/zero", "/", "-"])
def test_hostile_cli_word_and_path_flags_never_crash(command, flag, value):
    eps = "1" if command == "run" else "0.5:1:2"
    argv = [command, "voting", "--data", VOTING, "--epsilon", eps, "--trials", "5", "--seed", "1", f"{flag}={value}"]
    rc, out, err = expmech(*argv)
    assert_clean(rc, err)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("argv", [("run", "voting", "--data", VOTING, "--epsilon", "1", "--trials", "5"),
                                  ("sweep", "voting", "--data", VOTING, "--epsilon", "1:2:2", "--trials", "5"),
                                  ("account", "--epsilon", "1", "--releases", "3")])
@pytest.mark.parametrize("target", ["fifo", "folder", "empty-name"])
def test_hostile_cli_json_into_a_special_file_is_refused_and_nothing_replaced(tmp_path, argv, target):
    """--json onto a pipe or a folder: refused (never renamed over: a device such as /dev/zero once was)."""
    path = {"fifo": tmp_path / "out.json", "folder": tmp_path, "empty-name": ""}[target]
    if target == "fifo":
        os.mkfifo(path)
    rc, out, err = expmech(*argv, f"--json={path}")
    assert_clean(rc, err)
    if target != "empty-name":
        assert_refused(rc, err, str(path))
    if target == "fifo":
        import stat

        assert stat.S_ISFIFO(os.stat(path).st_mode)


@pytest.mark.parametrize("value", ["", "words"])
def test_hostile_cli_account_word_flags_never_crash(value):
    rc, out, err = expmech("account", "--epsilon", "1", "--releases", "3", f"--mechanism={value}")
    assert_refused(rc, err, "--mechanism")
