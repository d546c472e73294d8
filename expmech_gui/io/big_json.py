"""Reading a big session file on a thread without holding the interpreter for seconds at a time, so that the
window's thread runs meanwhile: a C call (json.loads, base64 decoding) holds Python's interpreter lock until it
returns, and a 10^7-number document is one such call of seconds unless it is cut into short ones. Also the
session's base64 columns read back (``decode_column``) and a value said in a refusal (``shown``)."""
from __future__ import annotations

import base64
import binascii
import json

import numpy as np

from ..core.numbers import describe_range
from ..core.translatable import message

YIELDING_FROM_CHARS = 2**20  # documents this long are parsed so that other threads run meanwhile (number_hooks)
B64_SLICE = 4 * 2**18  # base64 characters decoded in one call (a multiple of 4: 768 KiB of values)


def number_hooks(chars: int) -> dict:
    """For a long document, number parsers written in Python (the same numbers: ``float(text)``, ``int(text)``):
    the C parser then returns to the interpreter at each number, so a thread reading a big file (10^7 numbers
    take seconds) lets the other threads — the window's — run meanwhile."""
    return {"parse_float": _float, "parse_int": _int} if chars >= YIELDING_FROM_CHARS else {}


PYTHON_LEVELS = 5  # containers this deep (a workspace's table's columns) are walked in Python (loads_yielding)


def loads_yielding(text: str, **options):
    """json.loads(text, **options) — the same document, the same errors — with the outer containers (down to
    PYTHON_LEVELS: a workspace's columns and rows lists) walked item by item in Python and each item parsed by
    the C scanner (a list of numbers whole: it returns through the number hooks at each): the C parser holds the interpreter lock for a whole call, and a 10^6-row table of strings
    (no number hooks to return through) is 0.8 s of one call otherwise."""
    decoder = json.JSONDecoder(**options)
    parse_in_c = json.scanner.make_scanner(decoder)
    memo: dict = {}

    def scan(s: str, idx: int, depth: int):
        opening = s[idx:idx + 1]
        if depth < PYTHON_LEVELS and opening in ("[", "{") and not _numbers_follow(s, idx + 1):
            def deeper(s2, i2):
                return scan(s2, i2, depth + 1)
            if opening == "[":
                return json.decoder.JSONArray((s, idx + 1), deeper)
            return json.decoder.JSONObject((s, idx + 1), decoder.strict, deeper, decoder.object_hook,
                                           decoder.object_pairs_hook, memo)
        return parse_in_c(s, idx)

    decoder.scan_once = lambda s, idx: scan(s, idx, 0)
    return decoder.decode(text)


def _numbers_follow(s: str, idx: int) -> bool:
    """An array of numbers starts at ``idx``: the C parser returns through the number hooks at each of them."""
    return s[idx:idx + 32].lstrip(" \t\n\r")[:1] in tuple("-0123456789")


def _float(text: str) -> float:
    return float(text)


def _int(text: str) -> int:
    return int(text)


def b64decode_in_slices(text: str) -> bytes:
    """base64.b64decode(text, validate=True) in slices of B64_SLICE characters (each a single call that holds
    the interpreter), padding allowed only at the very end as in one call."""
    if len(text) <= B64_SLICE:
        return base64.b64decode(text, validate=True)
    parts = []
    for start in range(0, len(text), B64_SLICE):
        piece = text[start:start + B64_SLICE]
        if start + B64_SLICE < len(text) and "=" in piece:
            raise binascii.Error("padding before the end")
        parts.append(base64.b64decode(piece, validate=True))
    return b"".join(parts)


def shown(value) -> str:
    """A value for a message: numbers as written, long things cut short."""
    if isinstance(value, int) and not isinstance(value, bool):
        text = str(value) if value.bit_length() < 400 else message("a number with {n:,} digits", n=len(str(value)))
    else:
        text = repr(value) if not isinstance(value, (list, dict)) else type(value).__name__
    return text if len(text) <= 60 else text[:57] + "…"


def decode_column(obj, dtype: str, where: str, max_length: int, refuse) -> np.ndarray:
    """A session's base64 column {dtype, encoding: base64-le, length, data} as an array; ``refuse(where, reason)``
    raises naming the field (io.session.fail) when it is not one."""
    expected = {"dtype", "encoding", "length", "data"}
    if set(obj) != expected:
        refuse(where, message("expected a list or an object with {keys}", keys=", ".join(sorted(expected))))
    if obj["dtype"] != dtype or obj["encoding"] != "base64-le":
        refuse(where, message("expected dtype {dtype!r} and encoding 'base64-le', found {found} and {encoding}",
                              dtype=dtype, found=shown(obj["dtype"]), encoding=shown(obj["encoding"])))
    n = obj["length"]
    if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= max_length:
        refuse(where + ".length", message("must be {bounds}, not {shown}", bounds=describe_range(0, max_length),
                                          shown=shown(n)))
    if not isinstance(obj["data"], str):
        refuse(where + ".data", message("expected base64 text"))
    try:
        raw = b64decode_in_slices(obj["data"])
    except (binascii.Error, ValueError):
        refuse(where + ".data", message("is not valid base64 (the file is damaged)"))
    if len(raw) != 8 * n:
        refuse(where + ".data", message("holds {found:,} values, not the {n:,} its length says (the file is damaged)",
                                        found=len(raw) // 8, n=n))
    return np.frombuffer(raw, dtype="<f8" if dtype == "float64" else "<i8").astype(
        np.float64 if dtype == "float64" else np.int64)


# --- writing in short calls ----------------------------------------------------------------------------------
WRITE_SLICE = 10_000  # values (list items, dict entries, 64 characters of text) encoded in one json.dumps call
B64_WRITE_SLICE = 3 * 2**16  # bytes base64-encoded in one call (a multiple of 3: the pieces join seamlessly)


def b64encode_in_slices(raw: bytes) -> str:
    """base64.b64encode(raw).decode("ascii") in slices of B64_WRITE_SLICE bytes (the same text)."""
    return "".join(Base64Text(raw).pieces())


class Base64Text:
    """The base64 text of ``raw`` (bytes, or a C-contiguous array's memory: not copied) in a document for
    ``dump_in_slices``, which writes it B64_WRITE_SLICE bytes at a time and never makes it one string: a 10^6-value
    column's 10.7 MB of text, joined, held the interpreter lock 17–24 ms (at 10^7 values ~0.2 s), mostly the
    kernel giving the new string its memory, and the window's thread waited that long. ``str()``: the whole text."""

    __slots__ = ("raw",)

    def __init__(self, raw) -> None:
        self.raw = memoryview(raw).cast("B")

    def __str__(self) -> str:
        return b64encode_in_slices(self.raw)

    def pieces(self):
        """The text, slice by slice (base64 needs no JSON escape: json.dumps writes it as it is)."""
        for i in range(0, len(self.raw), B64_WRITE_SLICE):
            yield base64.b64encode(self.raw[i:i + B64_WRITE_SLICE]).decode("ascii")


def dumps_in_slices(doc, **options) -> str:
    """json.dumps(doc, **options) — the same text, character for character — made of short json.dumps calls:
    one call holds the interpreter lock until it returns, so a 10^5-row table encoded at once stalls every
    other thread (the window's) for its whole length. Containers and texts heavier than WRITE_SLICE are
    written piece by piece (each piece's json.dumps without its brackets), lighter ones in one call.
    For compact options (no indent, no sort_keys, no default), as the session writer uses. A ``Base64Text``
    is written as the string it stands for."""
    return "".join(dump_in_slices(doc, **options))


def dump_in_slices(doc, **options):
    """``dumps_in_slices``'s text in the pieces it is made of (to be written one by one: the whole text, made
    at once, is a string as long as the file)."""
    yield from _write(doc, options, set())


def _weight(obj, budget: int) -> int:
    """How heavy ``obj`` is to encode (1 a value, 1 per 64 characters of text), counted up to ``budget``."""
    if isinstance(obj, str):
        return 1 + len(obj) // 64
    if isinstance(obj, Base64Text):  # always written by _write (json.dumps cannot: the containers around it neither)
        return budget + 1
    if not isinstance(obj, (list, tuple, dict)):
        return 1
    if len(obj) > budget:
        return budget + 1
    total = 1
    for item in (obj.items() if isinstance(obj, dict) else obj):
        total += _weight(item, budget - total)
        if total > budget:
            break
    return total


def _write(obj, options: dict, path: set, weight: int | None = None):
    """``obj``'s text in pieces; ``weight``: its ``_weight``, when the container holding it has weighed it."""
    if isinstance(obj, Base64Text):
        yield '"'
        yield from obj.pieces()
        yield '"'
        return
    if (_weight(obj, WRITE_SLICE) if weight is None else weight) <= WRITE_SLICE:
        yield json.dumps(obj, **options)
        return
    if isinstance(obj, str):
        yield '"'
        step = 64 * WRITE_SLICE
        for i in range(0, len(obj), step):
            yield json.dumps(obj[i:i + step], **options)[1:-1]
        yield '"'
        return
    if id(obj) in path:
        raise ValueError("Circular reference detected")
    path.add(id(obj))
    is_dict = isinstance(obj, dict)
    items = list(obj.items()) if is_dict else obj
    item_separator = options.get("separators", (", ", ": "))[0]
    yield "{" if is_dict else "["
    run: list = []  # light items, encoded together
    run_weight, first = 0, True
    for item in items:
        value = item[1] if is_dict else item
        value_weight = _weight(value, WRITE_SLICE)  # weighed once: passed down to _write when heavy
        heavy = value_weight + (1 + _weight(item[0], WRITE_SLICE) if is_dict else 0)
        if heavy > WRITE_SLICE or run_weight + heavy > WRITE_SLICE:
            if run:
                yield ("" if first else item_separator) + _inner(run, is_dict, options)
                first, run, run_weight = False, [], 0
        if heavy > WRITE_SLICE:
            if not first:
                yield item_separator
            first = False
            if is_dict:
                yield _inner([(item[0], 0)], True, options)[:-1]  # the key as json.dumps writes it, and ':'
            yield from _write(value, options, path, value_weight)
        else:
            run.append(item)
            run_weight += heavy
    if run:
        yield ("" if first else item_separator) + _inner(run, is_dict, options)
    yield "}" if is_dict else "]"
    path.discard(id(obj))


def _inner(items: list, is_dict: bool, options: dict) -> str:
    """Items (or a dict's (key, value) pairs) as json.dumps writes them inside their brackets."""
    return json.dumps(dict(items) if is_dict else items, **options)[1:-1]
