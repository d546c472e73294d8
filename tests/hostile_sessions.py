"""Hostile inputs: session files (collected by test_hostile_inputs.py).

Every case is a file the app must refuse with one clear message that names the field (or the file), without a
traceback, leaving the open session exactly as it was (data, parameters, title, file path). The settings file
cases live in tests/test_app_start.py (test_damaged_settings_*).
"""
import copy
import json
import os

import pytest

from expmech_gui import sessions as S

BASE = {
    "format_version": 2,
    "current_workspace": "voting",
    "workspaces": {
        "pricing": {"data": {"values": [1.0, None, 3.01], "invalid": {"1": "abc"}},
                    "parameters": {"epsilon": "1", "alpha": "0.01", "max_price": "3.01", "t": 1.0, "trials": 1000,
                                   "seed": 7, "fixed_seed": True},
                    "simulation": {"counts": None, "trace_trials": [], "trace_mean": [], "releases": 0}},
        "voting": {"data": {"rows": [["Ada", "3"], ["Bob", "x"], ["Cy", "1"]]},
                   "parameters": {"epsilon": "0.5", "seed": 3, "trials": 500},
                   "simulation": {"counts": [5, 1], "trace_trials": [1, 6], "trace_mean": [3.0, 2.67],
                                  "releases": 2}},
        "lunch": {"data": {"options": ["A", "B"], "names": ["p", "q"], "likes": [[1, 0], [0, 0]],
                           "invalid": [[1, 2, "maybe"]]}},
    },
}


def doc(path=(), value=None, delete=False):
    d = copy.deepcopy(BASE)
    target = d
    for key in path[:-1]:
        target = target[key]
    if path:
        if delete:
            del target[path[-1]]
        else:
            target[path[-1]] = value
    return json.dumps(d).encode()


V, P, L = ("workspaces", "voting"), ("workspaces", "pricing"), ("workspaces", "lunch")
VSIM, VPAR = V + ("simulation",), V + ("parameters",)
GOOD_TEXT = json.dumps(BASE)

# (id, file bytes, what the message must contain)
CASES = [
    ("truncated", GOOD_TEXT[: len(GOOD_TEXT) // 2].encode(), "truncated JSON"),
    ("empty", b"", "the file is empty"),
    ("malformed", b"{format_version: 2}", "malformed JSON"),
    ("binary", b"\x00\x01\x02\xff garbage", "binary data"),
    ("latin-1", "{\"app\": \"caf\xe9\"}".encode("latin-1"), "not UTF-8"),
    ("top-level list", b"[1, 2, 3]", "top level: expected a JSON object"),
    ("deep nesting", b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    ("future version", doc(("format_version",), 99), "format_version: version 99 is not supported"),
    ("version as text", doc(("format_version",), "2"), "format_version: missing or not a whole number"),
    ("version as bool", doc(("format_version",), True), "format_version: missing or not a whole number"),
    ("version missing", doc(("format_version",), delete=True), "format_version"),
    ("unknown current", doc(("current_workspace",), "chess"), "current_workspace: unknown workspace 'chess'"),
    ("no workspaces", doc(("workspaces",), {}), "workspaces: expected an object with at least one workspace"),
    ("workspaces a list", doc(("workspaces",), [1]), "workspaces: expected an object"),
    ("unknown workspace", doc(("workspaces", "chess"), {"data": {}}), "workspaces.'chess': unknown workspace"),
    ("workspace a number", doc(V, 5), "workspaces.voting: expected an object"),
    ("unknown entry", doc(V + ("plots",), {}), "workspaces.voting.'plots': unknown entry"),
    ("data missing", doc(V + ("data",), delete=True), "workspaces.voting.data: missing"),
    ("values a string", doc(P + ("data", "values"), "1,2"), "workspaces.pricing.data.values: expected a list"),
    ("negative value", doc(P + ("data", "values"), [1.0, -2.0]), "workspaces.pricing.data.values[1]"),
    ("NaN literal", GOOD_TEXT.replace("3.01]", "NaN]", 1).encode(), "NaN is not allowed in a session file"),
    ("Infinity literal", GOOD_TEXT.replace("3.01]", "Infinity]", 1).encode(), "Infinity is not allowed"),
    ("1e400 value", GOOD_TEXT.replace("3.01]", "1e400]", 1).encode(), "workspaces.pricing.data.values[2]"),
    ("value too big for a float", doc(P + ("data", "values"), [10**400]), "workspaces.pricing.data.values[0]"),
    ("thousands of digits", GOOD_TEXT.replace("3.01]", "9" * 5000 + "]", 1).encode(), "digits"),
    ("superscript row", doc(P + ("data", "invalid"), {"²": "x"}), "workspaces.pricing.data.invalid.'²'"),
    ("invalid row outside", doc(P + ("data", "invalid"), {"7": "x"}), "workspaces.pricing.data.invalid.'7'"),
    ("damaged base64", doc(P + ("data", "values"), {"dtype": "float64", "encoding": "base64-le", "length": 1,
                                                    "data": "@@@@"}), "workspaces.pricing.data.values.data"),
    ("base64 length", doc(P + ("data", "values"), {"dtype": "float64", "encoding": "base64-le", "length": 5,
                                                   "data": "AAAAAAAA8D8="}), "not the 5 its length says"),
    ("base64 dtype", doc(P + ("data", "values"), {"dtype": "complex", "encoding": "base64-le", "length": 0,
                                                  "data": ""}), "expected dtype 'float64'"),
    ("voting row shape", doc(V + ("data", "rows"), [["Ada"]]), "workspaces.voting.data.rows[0]"),
    ("voting votes a number", doc(V + ("data", "rows"), [["Ada", 3]]), "workspaces.voting.data.rows[0]"),
    ("stamps wrong length", doc(V + ("data", "stamps"), [1]), "workspaces.voting.data.stamps: expected 3 whole"),
    ("stamps negative", doc(V + ("data", "stamps"), [0, -1, 2]), "workspaces.voting.data.stamps"),
    ("lunch like 2", doc(L + ("data", "likes"), [[2, 0], [0, 0]]), "workspaces.lunch.data.likes[0]"),
    ("lunch like true", doc(L + ("data", "likes"), [[True, 0], [0, 0]]), "workspaces.lunch.data.likes[0]"),
    ("lunch rows missing", doc(L + ("data", "likes"), [[1, 0]]), "workspaces.lunch.data.likes: expected one row"),
    ("lunch cell outside", doc(L + ("data", "invalid"), [[0, 9, "x"]]), "workspaces.lunch.data.invalid[0]"),
    ("seed 2**40", doc(VPAR + ("seed",), 2**40),
     "workspaces.voting.parameters.seed: must be at least 0 and at most 2,147,483,647, not 1099511627776"),
    ("negative seed", doc(VPAR + ("seed",), -1), "workspaces.voting.parameters.seed: must be at least 0"),
    ("trials 10**30", doc(VPAR + ("trials",), 10**30), "workspaces.voting.parameters.trials: must be at least 1"),
    ("trials 0", doc(VPAR + ("trials",), 0), "workspaces.voting.parameters.trials"),
    ("trials as text", doc(VPAR + ("trials",), "many"), "workspaces.voting.parameters.trials: wrong type"),
    ("t 10**400", doc(VPAR + ("t",), 10**400), "workspaces.voting.parameters.t: must be at least 0 and at most 50"),
    ("t negative", doc(VPAR + ("t",), -1.5), "workspaces.voting.parameters.t"),
    ("epsilon a number", doc(VPAR + ("epsilon",), 0.5), "workspaces.voting.parameters.epsilon: wrong type"),
    ("mechanism laplace", doc(VPAR + ("mechanism",), "laplace"), "workspaces.voting.parameters.mechanism"),
    ("unknown parameter", doc(VPAR + ("delta",), "1e-6"), "workspaces.voting.parameters.'delta': unknown"),
    ("epsilon out of range with results", doc(VPAR + ("epsilon",), "1e300"),
     "workspaces.voting: saved results but the saved settings are invalid"),
    ("epsilon squared with results", doc(VPAR + ("epsilon",), "2²"),
     "workspaces.voting: saved results but the saved settings are invalid"),
    ("counts 10**30", doc(VSIM + ("counts",), [10**30, 1]), "workspaces.voting.simulation.counts[0]"),
    ("negative count", doc(VSIM + ("counts",), [5, -1]), "workspaces.voting.simulation.counts[1]: negative"),
    ("counts past int64", doc(VSIM + ("counts",), [2**62, 2**62]), "workspaces.voting.simulation.counts: the "
                                                                    "counts add up to more than"),
    ("counts wrapping int64", doc(VSIM + ("counts",), [2**62] * 4), "workspaces.voting.simulation.counts: the "
                                                                    "counts add up to more than"),  # Σ = 2^64
    ("counts do not fit the data", doc(VSIM + ("counts",), [1, 2, 3]),
     "workspaces.voting.simulation.counts: 3 counts but the saved settings give 2 candidates"),
    ("counts a string", doc(VSIM + ("counts",), "5,1"), "workspaces.voting.simulation.counts: expected a list"),
    ("releases 10**30", doc(VSIM + ("releases",), 10**30), "workspaces.voting.simulation.releases: must be"),
    ("releases negative", doc(VSIM + ("releases",), -1), "workspaces.voting.simulation.releases"),
    ("trace beyond the counts", doc(VSIM + ("trace_trials",), [1, 600]),
     "workspaces.voting.simulation.trace_trials[1]"),
    ("trace lengths differ", doc(VSIM + ("trace_mean",), [3.0]), "trace_trials (2) and trace_mean (1) differ"),
]
IDS = [c[0] for c in CASES]


def refusal(path) -> str:
    """The message the app gives for ``path`` (load + the complete validation Open runs)."""
    with pytest.raises(S.SessionError) as info:
        S.validate(S.load(path), str(path))
    return str(info.value)


@pytest.mark.parametrize("name,raw,needle", CASES, ids=IDS)
def test_hostile_session_file(tmp_path, name, raw, needle):
    path = tmp_path / "hostile.expmech"
    path.write_bytes(raw)
    message = refusal(path)
    assert needle in message and "hostile.expmech" in message and "Traceback" not in message, message


def test_hostile_base_is_valid(tmp_path):
    path = tmp_path / "base.expmech"
    path.write_text(GOOD_TEXT)
    S.validate(S.load(path), str(path))


def test_hostile_session_fifo_does_not_block(tmp_path):
    fifo = tmp_path / "talk.expmech"
    os.mkfifo(fifo)  # nobody ever writes to it: reading it would block forever
    assert "named pipe (FIFO)" in refusal(fifo)


def test_hostile_session_dev_zero_symlink(tmp_path):
    link = tmp_path / "zero.expmech"
    link.symlink_to("/dev/zero")
    assert "a device" in refusal(link)


def test_hostile_session_directory(tmp_path):
    folder = tmp_path / "folder.expmech"
    folder.mkdir()
    assert "folder" in refusal(folder)


def test_hostile_session_missing_file(tmp_path):
    message = refusal(tmp_path / "gone.expmech")
    assert "gone.expmech" in message and ("no such file" in message or "cannot be read" in message)


def test_hostile_session_oversize(tmp_path):
    big = tmp_path / "huge.expmech"
    with open(big, "wb") as fh:
        fh.seek(S.MAX_SESSION_BYTES + 1)
        fh.write(b"}")
    assert "sessions over 320 MiB are refused" in refusal(big)


def test_hostile_sessions_leave_the_open_window_unchanged(qtbot, tmp_path, monkeypatch):
    """Every hostile file through the window's Open: a warning naming the field, the data, title and file
    path exactly as before."""
    pytest.importorskip("PySide6")
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox
    from test_gui import WAIT, load, make_window, ready, shown_title

    window = make_window(qtbot, tmp_path)
    ws = load(qtbot, window, "voting")
    ready(qtbot, ws, lambda: ws.model.setData(ws.model.index(0, 1), "99", Qt.EditRole))
    mine = tmp_path / "mine.expmech"
    assert window.session.save_to(str(mine)) is None
    window.session.saved(str(mine))
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, text, *a, **k: shown.append(text))

    def state():
        return ({k: w.model.to_session() for k, w in window.workspaces.items()},
                {k: w.parameter_panel.state() for k, w in window.workspaces.items()}, shown_title(window),
                window.session.session_path, window.session.modified)

    before = state()
    specials = tmp_path / "specials"
    specials.mkdir()
    os.mkfifo(specials / "talk.expmech")
    (specials / "zero.expmech").symlink_to("/dev/zero")
    files = [specials / "talk.expmech", specials / "zero.expmech", specials]
    for i, (_name, raw, _needle) in enumerate(CASES):
        path = tmp_path / f"case{i}.expmech"
        path.write_bytes(raw)
        files.append(path)
    for path in files:
        shown.clear()
        window.session.open_reporting(str(path))  # read on the open thread: the warning comes through the event loop
        qtbot.waitUntil(lambda: bool(shown), timeout=WAIT)
        assert len(shown) == 1 and path.name in shown[0] and "Nothing was changed" in shown[0], path
        assert state() == before, path
    window.close()
