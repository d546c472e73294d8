"""The session writer's JSON in short calls (io.big_json.dumps_in_slices): the very text json.dumps writes, for
any document (big tables, nesting, unicode, extreme floats), refusing NaN as json.dumps does, and never one
encoding call over a big table (each call holds the interpreter lock: the window's thread waits it out)."""
import base64
import json
import math

import numpy as np
import pytest

from expmech_gui import sessions
from expmech_gui.io import big_json

COMPACT = {"allow_nan": False, "separators": (",", ":")}


ALPHABET = np.array(list('aZ\u00e9\u4e2d"\\\n\t\x00\U0001F600 '))
EXTREMES = [1e-300, 1e300, -0.0, 5e-324, 1.7976931348623157e308]


def _random_doc(rng, depth=0):
    kind = rng.integers(0, 9 if depth < 4 else 5)
    if kind == 5:  # a big column
        return _random_scalars(rng, int(rng.integers(0, 30_000)))
    if kind == 6:  # a big table of rows
        return [[f"Candidate {i} é", str(i)] for i in range(rng.integers(0, 25_000))]
    if kind == 7:
        return [_random_doc(rng, depth + 1) for _ in range(rng.integers(0, 5))]
    if kind == 8:
        return {("k\u00e9y" if i == 0 else f"k{i}"): _random_doc(rng, depth + 1) for i in range(rng.integers(0, 6))}
    return _random_scalars(rng, 1, kind)[0]


def _random_scalars(rng, n: int, kind=None) -> list:
    """``n`` random scalars (each of a random kind, or all of ``kind``): an extreme or normal float, a large int
    (times 2**70 half the time), None/True/False, a string of 0–11 characters from ALPHABET (quotes, backslashes,
    control characters, non-BMP). Drawn as arrays: one draw per element made the big columns most of this file's
    time."""
    kinds = rng.integers(0, 5, n) if kind is None else np.full(n, kind)
    which = rng.integers(0, len(EXTREMES) + 1, n)  # (the last: a normal draw)
    normal = rng.standard_normal(n)
    ints = rng.integers(-2**62, 2**62, n)
    wide = rng.integers(0, 2, n)
    flags = rng.integers(0, 3, n)
    lengths = rng.integers(0, 12, n)
    chars = rng.choice(ALPHABET, int(lengths.sum()))
    ends = np.cumsum(lengths)
    out = []
    for i in range(n):
        k = kinds[i]
        if k == 0:
            out.append(float(normal[i]) if which[i] == len(EXTREMES) else EXTREMES[which[i]])
        elif k == 1:
            out.append(int(ints[i]) * (2**70 if wide[i] else 1))
        elif k == 2:
            out.append((None, True, False)[flags[i]])
        else:
            out.append("".join(chars[ends[i] - lengths[i]:ends[i]]))
    return out


@pytest.mark.parametrize("seed", range(12))
def test_the_text_is_json_dumps_text(seed):
    rng = np.random.default_rng(seed)
    doc = {"workspaces": _random_doc(rng), "text": "\u00e9\U0001F600" * 400_000, "list": [_random_doc(rng) for _ in
                                                                                       range(3)]}
    assert big_json.dumps_in_slices(doc, **COMPACT) == json.dumps(doc, **COMPACT)
    assert big_json.dumps_in_slices(doc) == json.dumps(doc)  # the default separators too
    assert big_json.dumps_in_slices(doc, ensure_ascii=False) == json.dumps(doc, ensure_ascii=False)


@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf])
def test_refuses_nan_as_json_dumps_does(bad):
    doc = {"rows": [[f"r{i}", i] for i in range(30_000)] + [bad], "small": [bad]}
    for d in (doc, {"small": [bad]}):
        with pytest.raises(ValueError) as theirs:
            json.dumps(d, **COMPACT)
        with pytest.raises(ValueError) as ours:
            big_json.dumps_in_slices(d, **COMPACT)
        assert str(ours.value) == str(theirs.value)


def test_refuses_a_cycle_and_unknown_types():
    cycle = [list(range(20_000))]
    cycle.append(cycle)
    with pytest.raises(ValueError, match="Circular"):
        big_json.dumps_in_slices(cycle)
    with pytest.raises(TypeError):
        big_json.dumps_in_slices({"x": [object()] + list(range(20_000))})


def test_base64_in_slices_is_one_calls_text():
    for n in (0, 1, 2, 3, big_json.B64_WRITE_SLICE - 1, big_json.B64_WRITE_SLICE, 2 * big_json.B64_WRITE_SLICE + 5):
        raw = np.random.default_rng(n).integers(0, 256, n, dtype=np.uint8).tobytes()
        assert big_json.b64encode_in_slices(raw) == base64.b64encode(raw).decode("ascii")


def test_a_big_session_is_written_in_short_calls(monkeypatch):
    """A 10^5-row voting table and 10^6 valuations: the same file as one json.dumps, no call writing > 1 MB."""
    values = np.random.default_rng(1).lognormal(size=1_000_000)
    state = sessions.SessionState({
        "voting": sessions.WorkspaceState(data={"rows": [[f"Candidate {i}", str(i % 977)] for i in range(100_000)],
                                                "stamps": list(range(100_000))}, parameters={"epsilon": "1"}),
        "pricing": sessions.WorkspaceState(data={"values": values, "invalid": {}},
                                           parameters={"epsilon": "1", "alpha": "0.01"})}, "voting")
    longest, original = [0], json.dumps

    def measured(*args, **kwargs):
        text = original(*args, **kwargs)
        longest[0] = max(longest[0], len(text))
        return text

    monkeypatch.setattr(json, "dumps", measured)
    text = sessions.dumps(state)
    monkeypatch.undo()
    assert longest[0] <= 2**20
    doc = json.loads(text)
    assert text == json.dumps(doc, **COMPACT)
    back = sessions.loads(text)
    assert back.workspaces["voting"].data["rows"][99_999] == ["Candidate 99999", str(99_999 % 977)]
    np.testing.assert_array_equal(np.asarray(back.workspaces["pricing"].data["values"]), values)


def test_base64_text_is_written_as_the_string_it_stands_for():
    raw = np.random.default_rng(5).integers(0, 256, 2 * big_json.B64_WRITE_SLICE + 7, dtype=np.uint8).tobytes()
    for n in (0, 1, 3, 1000, len(raw)):
        text = base64.b64encode(raw[:n]).decode("ascii")
        doc = {"small": [1, {"data": big_json.Base64Text(raw[:n])}], "rows": [[f"r{i}", i] for i in range(20_000)]}
        assert big_json.dumps_in_slices(doc, **COMPACT) == json.dumps({**doc, "small": [1, {"data": text}]}, **COMPACT)
        assert str(big_json.Base64Text(raw[:n])) == text


def test_a_big_session_file_is_written_without_its_text_made_whole(tmp_path):
    """The file holds ``sessions.dumps``' text, written piece by piece: the writer never holds the whole text (nor
    its bytes, nor a column's bytes or base64 text): each such copy is made in one call that holds the interpreter
    lock while the kernel gives it memory, and the window's thread waits it out (~20 ms at 12.8 MB)."""
    import tracemalloc

    values = np.random.default_rng(2).lognormal(size=1_000_000)
    state = sessions.SessionState({
        "voting": sessions.WorkspaceState(data={"rows": [[f"Candidate {i}", str(i % 977)] for i in range(50_000)]}),
        "pricing": sessions.WorkspaceState(data={"values": values, "invalid": {}}, counts=np.arange(200_000))},
        "pricing")
    path = tmp_path / "big.expmech"
    tracemalloc.start()
    try:
        sessions.save(path, state)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    text = path.read_text(encoding="utf-8")
    assert text == sessions.dumps(state) == json.dumps(json.loads(text), **COMPACT)
    assert len(text) > 12 * 2**20 and peak < 8 * 2**20  # (the 8 MB column's base64 alone is 10.7 MB)
    back = sessions.loads(text)
    np.testing.assert_array_equal(np.asarray(back.workspaces["pricing"].data["values"]), values)
    np.testing.assert_array_equal(np.asarray(back.workspaces["pricing"].counts), np.arange(200_000))


def test_a_heavy_item_is_not_weighed_again_when_written(monkeypatch):
    """Each container weighs its items once and hands a heavy one's weight down: the rows three levels deep are
    weighed by each container above them (their walk stops at the budget), never again at their own writing."""
    rows = [[f"r{i}", str(i)] for i in range(big_json.WRITE_SLICE + 1)]
    doc = {"a": {"b": {"c": rows, "d": 1}}}
    weighed, real = [], big_json._weight
    monkeypatch.setattr(big_json, "_weight", lambda obj, budget: weighed.append(obj is rows) or real(obj, budget))
    assert big_json.dumps_in_slices(doc, **COMPACT) == json.dumps(doc, **COMPACT)
    assert sum(weighed) == 4  # the document's own weighing, then once each by the document, "a" and "b" (was 7)
