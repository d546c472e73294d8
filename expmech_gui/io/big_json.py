"""Reading a big session file on a thread without holding the interpreter for seconds at a time, so that the
window's thread runs meanwhile: a C call (json.loads, base64 decoding) holds Python's interpreter lock until it
returns, and a 10^7-number document is one such call of seconds unless it is cut into short ones."""
from __future__ import annotations

import base64
import binascii

YIELDING_FROM_CHARS = 2**20  # documents this long are parsed so that other threads run meanwhile (number_hooks)
B64_SLICE = 4 * 2**18  # base64 characters decoded in one call (a multiple of 4: 768 KiB of values)


def number_hooks(chars: int) -> dict:
    """For a long document, number parsers written in Python (the same numbers: ``float(text)``, ``int(text)``):
    the C parser then returns to the interpreter at each number, so a thread reading a big file (10^7 numbers
    take seconds) lets the other threads — the window's — run meanwhile."""
    return {"parse_float": _float, "parse_int": _int} if chars >= YIELDING_FROM_CHARS else {}


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
