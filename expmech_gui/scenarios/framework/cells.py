"""Cell parsers and limits shared by the scenario datasets and the raw typed tables (one answer per cell
text wherever it is typed: table, paste, CSV, session)."""
from __future__ import annotations

import numpy as np

from ...core.errors import DataError
from ...core.numbers import NumberError, parse_number, sci_text
from ...core.translatable import message, numeral, translatable, translated

MAX_VOTES = 10**15  # one candidate's count
MAX_TOTAL_VOTES = 10**18  # all counts together: fits int64 with room, so no sum anywhere can wrap
TRUE_WORDS = {"1", "yes", "y", "true", "like", "t"}
FALSE_WORDS = {"0", "no", "n", "false", "dislike", "f"}


def parse_votes(text: str) -> int:
    """A vote count: a whole number from 0 to 10^15 (written like 12, 12.0 or 1e3). Raises ValueError (a
    NumberError) saying what is wrong and how to fix it."""
    try:
        return parse_number(text, integer=True, lo=0, hi=MAX_VOTES, what=translatable("a vote count"))
    except NumberError as exc:
        if exc.kind == "empty":
            raise NumberError(message("empty vote count: type a whole number such as 12"), exc.kind) from None
        if exc.kind == "not whole":
            raise NumberError(message("{reason} of votes", reason=str(exc)), exc.kind) from None
        raise


def total_votes(votes) -> int:
    """Σ votes exactly, in Python ints (an int64 sum wraps past 9.2 × 10^18)."""
    return sum(np.asarray(votes).tolist())


def check_total_votes(votes, source: str | None = None) -> int:
    total = total_votes(votes)
    if total > MAX_TOTAL_VOTES:
        raise DataError(message("the vote counts add up to {total} votes; this tool supports at most 10^18 votes "
                                "in total — lower some counts", total=numeral(sci_text(float(total)))),
                        source=source, column="votes")
    return total


def check_candidate_name(name: str) -> str:
    s = str(name).strip()
    if not s:
        raise ValueError(message("a candidate needs a name"))
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
        raise ValueError(message("empty cell: write 1 (like) or 0 (dislike)"))
    try:
        v = parse_number(s)
    except NumberError as exc:
        advice = exc.advice.removeprefix(": ")
        v = None
    else:
        advice = ""
        if v in (0, 1):
            return v == 1
    shown = repr(text) if len(str(text)) <= 40 else repr(str(text)[:37] + "…")
    extra = f" ({advice})" if advice and v is None else ""
    raise ValueError(message("{shown} is not like/dislike{extra}: write 1/0, yes/no, y/n, true/false or "
                             "like/dislike", shown=shown, extra=extra))


MAX_OPTIONS = 500     # options (table columns) a lunch may have
MAX_NAME_CHARS = 200  # characters in a candidate, person or option name


def parse_valuation(text: str, lo: float | None = 0, what: str = translatable("a valuation")) -> float:
    """A valuation typed by a person: a finite number ≥ 0 (≥ ``lo``; any with None), optionally with a currency
    sign ($ € £ ¥, before or after). Raises ValueError (a NumberError) saying what is wrong and how to fix it
    (decimal comma, thousands separators, …) — the same text gets the same answer in a table cell, a CSV file and
    a paste.
    """
    try:
        return parse_number(text, lo=lo, currency=True, what=what)
    except NumberError as exc:
        if exc.kind == "empty":
            raise NumberError(message("empty value: type {what} such as {example}", what=translated(what),
                                      example=numeral("1.50")), exc.kind) from None
        raise


def parse_any_value(text: str) -> float:
    """A value of the median's data: any finite number, negative too (``parse_valuation`` without its floor)."""
    return parse_valuation(text, lo=None, what=translatable("a value"))
