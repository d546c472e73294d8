"""A journal line is trusted only as a fresh result would be: ``problem(outcome, record)`` says what is wrong
with a saved cell (a probability outside [0, 1] or not summing to 1, a negative or fractional count, a field
that is not a finite number, text or empty, a missing or extra field), and ``sealed_line`` ends each line with
a digest of its content (the first 32 hex digits of SHA-256 over the line's JSON without it) that an edited line
no longer matches (``intact``). The runner drops such lines, says how many, and runs their cells again.
"""
from __future__ import annotations

import hashlib
import json
import math
import re

CHECK = "check"
PROBABILITY_SUM = 1e-6  # exact pmfs sum to 1 within rounding; a saved line further off is not one
_SEAL = re.compile(rb',"check":"([0-9a-f]{32})"\}\n?$')


def _digest(body: bytes) -> str:
    return hashlib.sha256(body).hexdigest()[:32]


def sealed_line(outcome: dict) -> bytes:
    """The journal line of ``outcome``: its JSON with a last key ``check``, the digest of the JSON without it."""
    body = json.dumps(outcome, separators=(",", ":")).encode("utf-8")
    return body[:-1] + f',"{CHECK}":"{_digest(body)}"}}\n'.encode("ascii")


def intact(line: bytes) -> bool:
    """Whether a journal line still matches the digest it was written with."""
    found = _SEAL.search(line)
    return found is not None and _digest(line[:found.start()] + b"}") == found.group(1).decode("ascii")


def _number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _scalar(value) -> bool:
    return value is None or isinstance(value, (bool, str)) or _number(value)


def _candidates(outcome: dict, counts: bool) -> str | None:
    names = ("candidate", "score", "probability") + (("count",) if counts else ())
    lists = [outcome.get(n) for n in names]
    if not all(isinstance(v, list) for v in lists) or len({len(v) for v in lists}) != 1 or not lists[0]:
        return f"its {', '.join(names)} are not lists of one length"
    if not all(isinstance(c, str) or _number(c) for c in outcome["candidate"]):
        return "a candidate is not text or a finite number"
    if not all(_number(s) for s in outcome["score"]):
        return "a score is not a finite number"
    p = outcome["probability"]
    if not all(_number(x) and 0 <= x <= 1 for x in p):
        return "a probability is not a number between 0 and 1"
    if abs(math.fsum(p) - 1.0) > PROBABILITY_SUM:
        return f"its probabilities sum to {math.fsum(p):.9g}, not 1"
    if counts and not all(isinstance(c, int) and not isinstance(c, bool) and c >= 0 for c in outcome["count"]):
        return "a count is not a whole number ≥ 0"
    among = outcome.get("inclusion", [])  # top-k: each one's chance to be among the k (empty where not exact)
    if not isinstance(among, list) or among and (len(among) != len(p) or not all(
            x is None or _number(x) and 0 <= x <= 1 + PROBABILITY_SUM for x in among)):
        return "its inclusion chances are not numbers between 0 and 1, one per candidate"
    return None


def problem(outcome: dict, record_fields, counts: bool, per: str) -> str | None:
    """Why ``outcome`` (a parsed journal line) is not a result this run could have written, or None."""
    if not isinstance(outcome.get("cell"), int) or not _number(outcome.get("seconds", 0.0)):
        return "its cell number or time is not a number"
    if not outcome["ok"]:
        error = outcome.get("error")
        return None if isinstance(error, str) and error.strip() else "a failed cell without its error"
    fields = outcome.get("fields")
    if not isinstance(fields, dict) or set(fields) != set(record_fields):
        return "its recorded fields are not those the file asks for"
    bad = next((name for name, value in fields.items() if not _scalar(value)), None)
    if bad is not None:
        return f"its field {bad} is not a finite number, a text or empty"
    return _candidates(outcome, counts) if per == "candidate" else None
