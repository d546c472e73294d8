"""Cell parsers and limits shared by the scenario datasets and the raw typed tables (one answer per cell
text wherever it is typed: table, paste, CSV, session)."""
from __future__ import annotations

import numpy as np

from ...core.errors import DataError
from ...core.numbers import NumberError, parse_number, sci_text

MAX_VOTES = 10**15  # one candidate's count
MAX_TOTAL_VOTES = 10**18  # all counts together: fits int64 with room, so no sum anywhere can wrap
TRUE_WORDS = {"1", "yes", "y", "true", "like", "t"}
FALSE_WORDS = {"0", "no", "n", "false", "dislike", "f"}


def parse_votes(text: str) -> int:
    """A vote count: a whole number from 0 to 10^15 (written like 12, 12.0 or 1e3). Raises ValueError (a
    NumberError) saying what is wrong and how to fix it."""
    try:
        return parse_number(text, integer=True, lo=0, hi=MAX_VOTES, what="a vote count")
    except NumberError as exc:
        msg = str(exc)
        if msg.startswith("no number"):
            raise NumberError("empty vote count: type a whole number such as 12") from None
        if "whole number" in msg:
            raise NumberError(f"{msg} of votes") from None
        raise


def total_votes(votes) -> int:
    """Σ votes exactly, in Python ints (an int64 sum wraps past 9.2 × 10^18)."""
    return sum(np.asarray(votes).tolist())


def check_total_votes(votes, source: str | None = None) -> int:
    total = total_votes(votes)
    if total > MAX_TOTAL_VOTES:
        raise DataError(f"the vote counts add up to {sci_text(float(total))} votes; this tool supports at most "
                        f"10^18 votes in total — lower some counts", source=source, column="votes")
    return total


def check_candidate_name(name: str) -> str:
    s = str(name).strip()
    if not s:
        raise ValueError("a candidate needs a name")
    return s


def parse_like(text: str) -> bool:
    """1/0, yes/no, y/n, true/false, like/dislike (case-insensitive; 1.0 and 0.0 too). Raises ValueError with
    the reason and what to write instead."""
    s = str(text).strip().lower()
    if s in TRUE_WORDS:
        return True
    if s in FALSE_WORDS:
        return False
    if not s:
        raise ValueError("empty cell: write 1 (like) or 0 (dislike)")
    try:
        v = parse_number(s)
    except NumberError as exc:
        advice = str(exc).partition(": ")[2] if ": " in str(exc) else ""
        v = None
    else:
        advice = ""
        if v in (0, 1):
            return v == 1
    shown = repr(text) if len(str(text)) <= 40 else repr(str(text)[:37] + "…")
    extra = f" ({advice})" if advice and v is None else ""
    raise ValueError(f"{shown} is not like/dislike{extra}: write 1/0, yes/no, y/n, true/false or like/dislike")


MAX_OPTIONS = 500     # options (table columns) a lunch may have
MAX_NAME_CHARS = 200  # characters in a candidate, person or option name


def parse_valuation(text: str, lo: float | None = 0, what: str = "a valuation") -> float:
    """A valuation typed by a person: a finite number ≥ 0 (≥ ``lo``; any with None), optionally with a currency
    sign ($ € £ ¥, before or after). Raises ValueError (a NumberError) saying what is wrong and how to fix it
    (decimal comma, thousands separators, …) — the same text gets the same answer in a table cell, a CSV file and
    a paste.
    """
    try:
        return parse_number(text, lo=lo, currency=True, what=what)
    except NumberError as exc:
        if str(exc).startswith("no number"):
            raise NumberError(f"empty value: type {what} such as 1.50") from None
        raise


def parse_any_value(text: str) -> float:
    """A value of the median's data: any finite number, negative too (``parse_valuation`` without its floor)."""
    return parse_valuation(text, lo=None, what="a value")
