"""The privacy ledger: an append-only record of every release, so that what was spent is priced at the ε that
was charged then, never at today's ε (issue 31). Qt-free; its totals are in core.accounting.ledger_totals.

Serialised form (``Ledger.to_json``, the object a session file embeds under a key of its own)::

    {"format": "expmech-ledger", "version": 1,
     "entries": [{"time": "2026-11-27T10:24:44+00:00", "workspace": "voting",
                  "fingerprint": "<64 hex digits: SHA-256 of the rows that counted>",
                  "mechanism": "exponential", "analysis": "general", "neighbours": "add-remove",
                  "epsilon_set": 1.0, "epsilon_charged": 0.5, "delta": 0.0, "releases": 1,
                  "bounded_range": true, "output": "Alice"}, …]}

``Ledger.from_json`` accepts that object (or its text) and refuses anything else with one sentence naming the
entry (1-based) and the field; it never raises anything but ProblemError.
"""
from __future__ import annotations

import json
import math
import numbers
from dataclasses import asdict, dataclass, fields
from datetime import datetime, timezone

import numpy as np

from ..problem import ProblemError
from ..translatable import message, numeral, translatable

FORMAT = "expmech-ledger"
VERSION = 1
MAX_ENTRIES = 1_000_000
MAX_TEXT = 2_000  # characters of a text field (the output is a short summary, not the data)
MAX_RELEASES_PER_ENTRY = 100_000
MAX_EPSILON = 1e4  # core.numbers.EPSILON_MAX: no entry point accepts more
HEX = frozenset("0123456789abcdef")


def _text(value, allow_empty: bool = True) -> str:
    if not isinstance(value, str):
        raise ProblemError(message("must be text, not {kind}", kind=type(value).__name__))
    if len(value) > MAX_TEXT:
        raise ProblemError(message("must be at most {most:,} characters, not {n:,}", most=MAX_TEXT, n=len(value)))
    if not allow_empty and not value.strip():
        raise ProblemError(message("must not be empty"))
    return value


def _number(value, lo: float, hi: float, lo_inclusive: bool) -> float:
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise ProblemError(message("must be a number, not {value!r:.40}", value=value))
    try:
        x = float(value)
    except OverflowError:
        x = math.inf
    ok = math.isfinite(x) and (x >= lo if lo_inclusive else x > lo) and x <= hi
    if not ok:
        template = (translatable("must be a number at least {lo} and at most {hi}, not {value!r:.40}") if lo_inclusive
                    else translatable("must be a number greater than {lo} and at most {hi}, not {value!r:.40}"))
        raise ProblemError(message(template, lo=numeral(f"{lo:g}"), hi=numeral(f"{hi:g}"), value=value))
    return x


def _check_time(value) -> str:
    text = _text(value, allow_empty=False)
    try:
        datetime.fromisoformat(text)
    except ValueError:
        raise ProblemError(message("must be a date and time in ISO 8601 form (2026-11-27T10:24:44+00:00), "
                                   "not {text!r:.60}", text=text)) from None
    return text


def _check_fingerprint(value) -> str:
    text = _text(value, allow_empty=False)
    if len(text) != 64 or not set(text) <= HEX:
        raise ProblemError(message("must be a SHA-256 digest (64 lowercase hexadecimal digits), not {text!r:.70}",
                                   text=text))
    return text


def rows_fingerprint(rows) -> str:
    """SHA-256 hex digest of the rows that counted, in order: each row as a JSON list of its cells as ``str`` (a
    float's shortest round-trip form) and a newline, UTF-8 — the same rows give the same fingerprint, and no
    cell's text can imitate a cell boundary."""
    import hashlib  # OpenSSL loads only when a ledger is fingerprinted, not with every `expmech` start

    digest = hashlib.sha256()
    for row in rows:
        digest.update((json.dumps([str(cell) for cell in row]) + "\n").encode("ascii"))
    return digest.hexdigest()


def now_iso() -> str:
    """The current time in UTC, ISO 8601 to the second (a ledger entry's ``time``)."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


@dataclass(frozen=True)
class LedgerEntry:
    """One release as it happened: ε as set and as charged (the ε/2 rule where it applies), δ (0 for pure ε-DP),
    how many releases it counts as (a top-k k-set counts k) and whether the bounded-range (ε-BR) accountants may
    use it. ``fingerprint`` is the SHA-256 hex digest of the rows that counted (computed by the caller)."""

    time: str
    workspace: str
    fingerprint: str
    mechanism: str
    analysis: str
    neighbours: str
    epsilon_set: float
    epsilon_charged: float
    delta: float
    releases: int
    bounded_range: bool
    output: str
    adaptive: bool = False  # chosen after earlier releases of the same run (top-k peeling): no BR optimum

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            try:
                checked = _CHECKS[f.name](value)
            except ProblemError as exc:
                raise ProblemError(message("field “{name}” {reason}", name=f.name, reason=exc)) from None
            object.__setattr__(self, f.name, checked)

    def as_json(self) -> dict:
        return asdict(self)


def _check_releases(value) -> int:
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or not 1 <= value <= MAX_RELEASES_PER_ENTRY:
        raise ProblemError(message("must be a whole number from 1 to {most:,}, not {value!r:.40}",
                                   most=MAX_RELEASES_PER_ENTRY, value=value))
    return int(value)


def _check_flag(value) -> bool:
    if not isinstance(value, (bool, np.bool_)):
        raise ProblemError(message("must be true or false, not {value!r:.40}", value=value))
    return bool(value)


_CHECKS = {
    "time": _check_time,
    "workspace": lambda v: _text(v, allow_empty=False),
    "fingerprint": _check_fingerprint,
    "mechanism": lambda v: _text(v, allow_empty=False),
    "analysis": lambda v: _text(v),
    "neighbours": lambda v: _text(v),
    "epsilon_set": lambda v: _number(v, 0.0, MAX_EPSILON, lo_inclusive=False),
    "epsilon_charged": lambda v: _number(v, 0.0, MAX_EPSILON, lo_inclusive=False),
    "delta": lambda v: _number(v, 0.0, 0.5, lo_inclusive=True),
    "releases": _check_releases,
    "bounded_range": _check_flag,
    "output": lambda v: _text(v),
    "adaptive": _check_flag,
}
FIELDS = tuple(_CHECKS)
OPTIONAL = {"adaptive": False}  # fields a saved entry may leave out (older files), with their value then


class Ledger:
    """Append-only: entries are added, never changed or removed (what was published stays published — undo
    does not take a release back)."""

    def __init__(self, entries=()) -> None:
        self._entries: list[LedgerEntry] = []
        for entry in entries:
            self.append(entry)

    def append(self, entry: LedgerEntry) -> None:
        if not isinstance(entry, LedgerEntry):
            raise ProblemError(f"a ledger holds LedgerEntry records, not {type(entry).__name__}")
        if len(self._entries) >= MAX_ENTRIES:
            raise ProblemError(message("a ledger holds at most {most:,} entries", most=MAX_ENTRIES))
        self._entries.append(entry)

    @property
    def entries(self) -> tuple[LedgerEntry, ...]:
        return tuple(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def to_json(self) -> dict:
        """The JSON-ready object described in the module docstring."""
        return {"format": FORMAT, "version": VERSION, "entries": [e.as_json() for e in self._entries]}

    @classmethod
    def from_json(cls, data) -> "Ledger":
        """A ledger from ``to_json``'s object or its text; ProblemError naming the entry and field otherwise."""
        if isinstance(data, (str, bytes)):
            try:
                data = json.loads(data)
            except (ValueError, RecursionError):
                raise ProblemError(message("the privacy ledger is not valid JSON")) from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ProblemError(message("the privacy ledger must be an object with \"format\": \"{format}\"",
                                       format=FORMAT))
        version = data.get("version")
        if isinstance(version, bool) or not isinstance(version, int) or not 1 <= version <= VERSION:
            raise ProblemError(message("the privacy ledger's version must be {version} (a newer app wrote it?), not "
                                       "{found!r:.20}", version=VERSION, found=version))
        rows = data.get("entries")
        if not isinstance(rows, list):
            raise ProblemError(message("the privacy ledger's “entries” must be a list"))
        if len(rows) > MAX_ENTRIES:
            raise ProblemError(message("a ledger holds at most {most:,} entries, not {n:,}", most=MAX_ENTRIES,
                                       n=len(rows)))
        ledger = cls()
        for i, row in enumerate(rows, start=1):
            where = message("privacy ledger entry {i} of {n}", i=i, n=len(rows))
            if not isinstance(row, dict):
                raise ProblemError(message("{where} must be an object with the fields {fields}", where=where,
                                           fields=", ".join(FIELDS)))
            missing = [f for f in FIELDS if f not in row and f not in OPTIONAL]
            if missing:
                raise ProblemError(message("{where} lacks the field “{name}”", where=where, name=missing[0]))
            unknown = [str(k) for k in row if k not in _CHECKS]
            if unknown:
                raise ProblemError(message("{where} has an unknown field “{name:.40}”", where=where, name=unknown[0]))
            try:
                ledger.append(LedgerEntry(**{f: row.get(f, OPTIONAL.get(f)) for f in FIELDS}))
            except ProblemError as exc:
                raise ProblemError(message("{where}, {reason}", where=where, reason=exc)) from None
        return ledger
