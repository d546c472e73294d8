"""Session files: round trip, a corpus of bad files (each a clear message), atomic save, CLI --session."""
import json
import os

import numpy as np
import pytest

from clihelp import run_cli
from expmech_gui import sessions as S

GOOD = {
    "format_version": 1,
    "current_workspace": "voting",
    "workspaces": {
        "pricing": {"data": {"values": [1.0, None, 3.01], "invalid": {"1": "abc"}},
                    "parameters": {"epsilon": "1", "alpha": "0.01", "max_price": "3.01", "analysis": "general",
                                   "neighbours": "add-remove", "mechanism": "exponential", "t": 1.0,
                                   "trials": 1000, "seed": 7, "fixed_seed": True},
                    "simulation": {"counts": None, "trace_trials": [], "trace_mean": [], "releases": 0}},
        "voting": {"data": {"rows": [["Ada", "3"], ["Bob", "x"], ["Cy", "1"]]},
                   "parameters": {"epsilon": "0.5", "seed": 3, "trials": 500},
                   "simulation": {"counts": [5, 1], "trace_trials": [1, 6], "trace_mean": [3.0, 2.67],
                                  "releases": 2}},
        "lunch": {"data": {"options": ["A", "B"], "names": ["p", "q"], "likes": [[1, 0], [0, 0]],
                           "invalid": [[1, 2, "maybe"]]}},
    },
}


def write(tmp_path, obj, name="s.expmech"):
    p = tmp_path / name
    p.write_bytes(obj if isinstance(obj, bytes) else json.dumps(obj).encode())
    return p


def test_round_trip(tmp_path):
    state = S.load(write(tmp_path, GOOD))
    S.validate(state)
    again = S.loads(S.dumps(state))
    assert again.current == "voting"
    for key in ("pricing", "voting", "lunch"):
        a, b = state.workspaces[key], again.workspaces[key]
        assert same_workspace(a, b), key
    tally, excluded = S.workspace_dataset("voting", state.workspaces["voting"])
    assert tally.candidates == ("Ada", "Cy") and excluded == 1
    prefs, excluded = S.workspace_dataset("lunch", state.workspaces["lunch"])
    assert prefs.n == 1 and excluded == 1
    params = S.workspace_parameters("pricing", state.workspaces["pricing"])
    assert params.max_price == 3.01 and params.seed == 7


def plain(x):
    """Arrays as lists (NaN as None) so states compare with ==."""
    if isinstance(x, np.ndarray):
        return [None if isinstance(v, float) and v != v else v for v in x.tolist()]
    if isinstance(x, dict):
        return {k: plain(v) for k, v in x.items()}
    return x


def same_workspace(a, b):
    return (plain(a.data), a.parameters, plain(a.counts), a.trace_trials, a.trace_mean, a.releases) == \
           (plain(b.data), b.parameters, plain(b.counts), b.trace_trials, b.trace_mean, b.releases)


def mutate(path, value):
    doc = json.loads(json.dumps(GOOD))
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return doc


BAD = [
    (json.dumps(GOOD)[:200].encode(), "truncated JSON"),
    (b"{not json", "malformed JSON"),
    (b"\x00\x01\x02garbage\xff", "binary"),
    (b"\xff\xfe\xfa", "not UTF-8"),
    (b"[1, 2]", "expected a JSON object"),
    (json.dumps(mutate(["format_version"], 99)).encode(), "version 99 is not supported"),
    (json.dumps(mutate(["format_version"], "1")).encode(), "format_version"),
    (json.dumps(mutate(["workspaces", "voting", "simulation", "counts"], [5, -1])).encode(), "negative count"),
    (json.dumps(mutate(["workspaces", "voting", "simulation", "counts"], [5, 1.5])).encode(), "whole number"),
    (json.dumps(mutate(["workspaces", "pricing", "data", "values"], "1,2")).encode(), "expected a list"),
    (json.dumps(mutate(["workspaces", "pricing", "data", "values"], [-1])).encode(), "≥ 0"),
    (json.dumps(mutate(["workspaces", "pricing", "parameters", "trials"], "many")).encode(), "wrong type"),
    (json.dumps(mutate(["workspaces", "pricing", "parameters", "mechanism"], "laplace")).encode(), "laplace"),
    (json.dumps(mutate(["workspaces", "chess"], {"data": {}})).encode(), "unknown workspace"),
    (json.dumps(mutate(["workspaces", "lunch", "data", "likes"], [[1, 0]])).encode(), "one row per name"),
    (json.dumps(GOOD).replace('"trace_mean": [3.0, 2.67]', '"trace_mean": [NaN, 2.67]').encode(), "NaN"),
    (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
]


@pytest.mark.parametrize("raw,needle", BAD, ids=[n for _, n in BAD])
def test_bad_files_give_one_clear_message(tmp_path, raw, needle):
    with pytest.raises(S.SessionError) as info:
        S.load(write(tmp_path, raw))
    assert needle in str(info.value) and "s.expmech" in str(info.value)


def test_enormous_file_is_refused_by_size(tmp_path):
    p = tmp_path / "big.expmech"
    with open(p, "wb") as fh:
        fh.seek(S.MAX_SESSION_BYTES + 10)
        fh.write(b" ")
    with pytest.raises(S.SessionError, match="MiB"):
        S.load(p)
    junk = tmp_path / "junk.expmech"
    junk.write_bytes(b" " * (50 * 2**20) + b"{")
    with pytest.raises(S.SessionError, match="JSON"):
        S.load(junk)


def test_inconsistent_counts_are_refused(tmp_path):
    doc = mutate(["workspaces", "voting", "simulation", "counts"], [1, 2, 3])
    state = S.load(write(tmp_path, doc))
    with pytest.raises(S.SessionError, match="3 counts but the saved settings give 2 candidates"):
        S.validate(state)


def test_atomic_save_keeps_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "keep.expmech"
    state = S.load(write(tmp_path, GOOD))
    S.save(path, state)
    before = path.read_bytes()

    def broken_fsync(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        S.save(path, state)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_cli_runs_a_saved_session(tmp_path):
    p = write(tmp_path, GOOD)
    r = run_cli("run", "--session", p, "--json", "-")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["scenario"] == "voting" and out["candidates"] == ["Ada", "Cy"]
    assert out["parameters"]["epsilon"] == 0.5 and out["parameters"]["seed"] == 3 and out["trials"] == 500
    r = run_cli("run", "--session", p, "--workspace", "pricing", "--trials", 10, "--json", "-")
    out = json.loads(r.stdout)
    assert out["scenario"] == "pricing" and out["n"] == 2 and out["parameters"]["max_price"] == 3.01
    bad = write(tmp_path, b"{oops", "bad.expmech")
    r = run_cli("run", "--session", bad)
    assert r.returncode == 2 and r.stderr.startswith("error: ") and "bad.expmech" in r.stderr


# --- issue 17 item 22: large data is stored compactly and the limit covers what the app can make ---------
def test_large_columns_round_trip_compactly(tmp_path):
    rng = np.random.default_rng(17)
    values = rng.lognormal(0, 1, 2_000_000)
    values[[5, 99]] = np.nan  # empty / invalid cells
    counts = rng.integers(0, 10**9, 100_000)
    state = S.SessionState({"pricing": S.WorkspaceState({"values": values, "invalid": {"5": "abc"}},
                                                         {"epsilon": "1", "alpha": "0.00001"}, counts,
                                                         [10, 20], [1.5, 1.25], 3)}, "pricing")
    path = tmp_path / "big.expmech"
    S.save(path, state)
    size = path.stat().st_size
    assert size < 11 * (values.size + counts.size)  # ≈ 10.7 bytes a value in base64, not ≈ 20 as JSON text
    doc = json.loads(path.read_text())
    assert doc["format_version"] == 2
    assert doc["workspaces"]["pricing"]["data"]["values"]["encoding"] == "base64-le"
    again = S.load(path).workspaces["pricing"]
    np.testing.assert_array_equal(again.data["values"], values)  # NaN where the cell was empty
    np.testing.assert_array_equal(again.counts, counts)
    assert again.data["invalid"] == {"5": "abc"} and again.releases == 3
    dataset, excluded = S.workspace_dataset("pricing", again)
    assert dataset.n == values.size - 2 and excluded == 2


def test_the_size_limit_admits_the_largest_data_the_app_makes():
    """10^7 valuations (the Generate dialog's maximum) and 10^7 counts (α = 1e-7) fit under the limit."""
    from expmech_gui.scenarios.pricing import pricing

    assert S.MAX_VALUATIONS == 10_000_000 and S.MAX_COUNTS >= pricing.MAX_GRID
    per_value = len(json.dumps(S.encode_column(np.ones(3 * 1000), "float64"))) / 3000  # base64: 8 bytes → 10.67
    largest = per_value * (S.MAX_VALUATIONS + S.MAX_COUNTS) + 2**20
    assert largest < S.MAX_SESSION_BYTES


def test_version_1_files_are_still_read(tmp_path):
    old = mutate(["format_version"], 1)
    old["workspaces"]["pricing"]["data"]["values"] = [1.0] * 300 + [None]  # long columns were plain lists
    state = S.load(write(tmp_path, old))
    assert state.workspaces["pricing"].data["values"].size == 301
    again = json.loads(S.dumps(state))
    assert again["format_version"] == 2 and again["workspaces"]["pricing"]["data"]["values"]["length"] == 301


def test_short_columns_stay_readable_json(tmp_path):
    state = S.load(write(tmp_path, GOOD))
    doc = json.loads(S.dumps(state))
    assert doc["workspaces"]["pricing"]["data"]["values"] == [1.0, None, 3.01]
    assert doc["workspaces"]["voting"]["simulation"]["counts"] == [5, 1]


def test_only_regular_files_are_read(tmp_path):
    fifo = tmp_path / "talk.expmech"
    os.mkfifo(fifo)
    with pytest.raises(S.SessionError, match="named pipe"):
        S.load(fifo)
    link = tmp_path / "zero.expmech"
    link.symlink_to("/dev/zero")
    with pytest.raises(S.SessionError, match="device"):
        S.load(link)


def test_duplicate_names_keep_the_earliest_typed_row():
    """Of two rows named Cy, the one typed first counts: by the saved typing stamps, else the first row."""
    ws = S.WorkspaceState({"rows": [["Cy", "1"], ["Bob", "2"], ["Cy", "3"]], "stamps": [5, 1, 2]})
    tally, excluded = S.workspace_dataset("voting", ws)
    assert tally.candidates == ("Bob", "Cy") and tally.votes.tolist() == [2, 3] and excluded == 1
    ws = S.WorkspaceState({"rows": [["Cy", "1"], ["Bob", "2"], ["Cy", "3"]]})
    tally, _ = S.workspace_dataset("voting", ws)
    assert tally.candidates == ("Cy", "Bob") and tally.votes.tolist() == [1, 2]


def test_a_long_document_reads_the_same_numbers_in_short_calls():
    """Issue 27: a long file is parsed with Python number hooks and its base64 decoded in slices (so the reading
    thread lets the window's thread run): the same state, to the bit, as one call; padding inside is refused."""
    import base64
    import binascii

    from expmech_gui.io import big_json

    values = [0.1, 5e-324, 1.7976931348623157e308, 3.0, 2.5e-7, 1e22] * 40_000
    doc = json.loads(json.dumps(GOOD))
    doc["workspaces"]["pricing"]["data"] = {"values": values + [None], "invalid": {}}
    raw = json.dumps(doc)
    assert len(raw) >= big_json.YIELDING_FROM_CHARS
    assert json.loads(raw, **big_json.number_hooks(len(raw))) == json.loads(raw)
    loaded = S.loads(raw).workspaces["pricing"].data["values"]
    np.testing.assert_array_equal(np.asarray(loaded[:-1], dtype=float), np.array(values))
    data = np.random.default_rng(5).standard_normal(300_000).astype("<f8").tobytes()
    text = base64.b64encode(data).decode()
    assert len(text) > 2 * big_json.B64_SLICE
    assert big_json.b64decode_in_slices(text) == data
    cut = big_json.B64_SLICE
    with pytest.raises(binascii.Error):
        big_json.b64decode_in_slices(text[:cut - 2] + "==" + text[cut:])
    with pytest.raises(binascii.Error):
        base64.b64decode(text[:cut - 2] + "==" + text[cut:], validate=True)
