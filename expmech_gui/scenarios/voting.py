"""Choose-one voting ("teacher of the year", most-visited website): score = vote count, Δ = 1.

Monotone under add/remove (one ballot more or less raises or lowers one count), not under replace
(a changed ballot takes a vote from one candidate and gives it to another).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..core.numbers import NumberError, parse_number, sci_text
from ..core.problem import ProblemError, SelectionProblem
from ..io.csvio import (DataError, atomic_write_text, check_header, csv_text, detect_delimiter, parse_rows,
                        read_text, separator_text)

TALLY_HEADERS = {("candidate", "votes"), ("candidate", "count"), ("name", "votes"), ("option", "votes")}
BALLOT_HEADERS = {"ballot", "vote", "candidate", "choice"}
MAX_VOTES = 10**15  # one candidate's count
MAX_TOTAL_VOTES = 10**18  # all counts together: fits int64 with room, so no sum anywhere can wrap
NAME_WORDS = {"candidate", "name", "option", "choice"}
COUNT_WORDS = {"votes", "vote", "count", "counts", "tally"}


def parse_votes(text: str) -> int:
    """A vote count: a whole number from 0 to 10^15 (written like 12, 12.0 or 1e3). Raises ValueError (a
    NumberError) saying what is wrong and how to fix it."""
    try:
        return parse_number(text, integer=True, lo=0, hi=MAX_VOTES)
    except NumberError as exc:
        msg = str(exc)
        if msg.startswith("no number"):
            raise NumberError("empty vote count: type a whole number such as 12") from None
        if msg.startswith("must"):
            raise NumberError(f"a vote count {msg}") from None
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


@dataclass(frozen=True, eq=False)
class VoteTally:
    """Candidates (unique, non-empty names) and their vote counts (whole numbers ≥ 0)."""

    candidates: tuple[str, ...]
    votes: np.ndarray

    def __post_init__(self) -> None:
        names = tuple(str(c).strip() for c in self.candidates)
        votes = np.array(self.votes, dtype=np.int64, copy=True).reshape(-1)
        if len(names) != votes.size:
            raise DataError(f"{len(names)} candidates but {votes.size} vote counts")
        if not names:
            raise DataError("the vote needs at least one candidate")
        seen: dict[str, int] = {}
        for i, name in enumerate(names):
            if not name:
                raise DataError("a candidate needs a name", row=i + 1, column="candidate")
            if name in seen:
                raise DataError(f"candidate {name!r} appears twice (rows {seen[name]} and {i + 1})",
                                row=i + 1, column="candidate")
            seen[name] = i + 1
        if np.any(votes < 0):
            i = int(np.flatnonzero(votes < 0)[0])
            raise DataError(f"vote counts must be ≥ 0, not {votes[i]}", row=i + 1, column="votes")
        object.__setattr__(self, "_n", check_total_votes(votes))
        votes.setflags(write=False)
        object.__setattr__(self, "candidates", names)
        object.__setattr__(self, "votes", votes)

    @property
    def n(self) -> int:
        """Number of voters (ballots), summed exactly (at most MAX_TOTAL_VOTES)."""
        return self._n

    @classmethod
    def from_ballots(cls, ballots: list[str]) -> "VoteTally":
        order: dict[str, int] = {}
        for b in ballots:
            order[b] = order.get(b, 0) + 1
        return cls(tuple(order), np.fromiter(order.values(), dtype=np.int64, count=len(order)))


def read_votes_csv(path) -> VoteTally:
    return votes_from_text(read_text(path), str(path))


def votes_from_text(text: str, source: str | None = None) -> VoteTally:
    """Either `candidate,votes` rows (tallies) or one ballot (a candidate's name) per row; the separator
    (',' ';' or tab) is detected."""
    delimiter = detect_delimiter(text)
    rows = parse_rows(text, source, delimiter)
    if not rows:
        raise DataError("no candidates in the file", source=source)
    widths = {len(cells) for _, cells in rows}
    if widths == {1}:
        if rows[0][1][0].lower() in BALLOT_HEADERS:
            rows = rows[1:]
        if not rows:
            raise DataError("no ballots in the file (only a header)", source=source)
        return VoteTally.from_ballots([cells[0] for _, cells in rows])
    first_line, first = rows[0]
    if _is_header(first):
        check_header(first, source, first_line)
        rows = rows[1:]
    names, counts, where = [], [], {}
    for k, (line, cells) in enumerate(rows):
        if len(cells) != 2:
            raise DataError(f"expected 2 cells (candidate, votes), found {len(cells)} {separator_text(delimiter)}",
                            source=source, row=line)
        name, count = cells
        if not name:
            raise DataError("a candidate needs a name", source=source, row=line, column="candidate")
        if name in where:
            raise DataError(f"candidate {name!r} already appears on row {where[name]}", source=source,
                            row=line, column="candidate")
        try:
            counts.append(parse_votes(count))
        except ValueError as exc:
            hint = (" (if row 1 is a header, name its columns candidate and votes)"
                    if line == first_line and not any(ch.isdigit() for ch in count) else "")
            raise DataError(f"{exc}{hint}", source=source, row=line, column="votes") from None
        where[name] = line
        names.append(name)
    if not names:
        raise DataError("no candidates in the file (only a header)", source=source)
    check_total_votes(counts, source)
    return VoteTally(tuple(names), np.asarray(counts, dtype=np.int64))


def _is_header(cells: list[str]) -> bool:
    """Row 1 is a header when it is two cells naming the columns (or trying to: one is a header word and
    the other empty or a header word too)."""
    if len(cells) != 2:
        return any(c.lower() in NAME_WORDS | COUNT_WORDS for c in cells) and not any(_digits(c) for c in cells)
    a, b = (c.lower() for c in cells)
    if (a, b) in TALLY_HEADERS:
        return True
    words = NAME_WORDS | COUNT_WORDS
    return (a in words or b in words) and not _digits(b)


def _digits(text: str) -> bool:
    return any(ch.isdigit() for ch in text)


def write_votes_csv(path, tally: VoteTally) -> None:
    atomic_write_text(path, csv_text([["candidate", "votes"], *zip(tally.candidates, tally.votes.tolist())]))


MONOTONE_REASON = {
    "add-remove": "adding a ballot raises one count by 1 and lowers none; removing one only lowers",
    "replace": "changing one ballot takes a vote from one candidate and gives it to another, so the "
               "counts move in opposite directions",
}


def problem(tally: VoteTally) -> SelectionProblem:
    """Candidates = names, scores = vote counts, Δ = 1; monotone under add/remove only."""
    return SelectionProblem(
        labels=tally.candidates,
        scores=tally.votes.astype(np.float64),
        sensitivity=1.0,
        monotone={"add-remove": True, "replace": False},
        monotone_reason=MONOTONE_REASON,
        score_name="votes",
        candidate_name="candidate",
        n=tally.n,
    )


def generate(k: int, n: int, seed: int | None = None, exponent: float = 1.0) -> VoteTally:
    """k candidates with Zipf-like popularity ∝ 1/rank^exponent and n voters (one multinomial draw)."""
    if not isinstance(k, (int, np.integer)) or k < 1:
        raise ProblemError(f"the number of candidates must be a whole number ≥ 1, not {k!r}")
    if not isinstance(n, (int, np.integer)) or n < 0:
        raise ProblemError(f"the number of voters must be a whole number ≥ 0, not {n!r}")
    rng = np.random.default_rng(seed)
    weights = 1.0 / np.arange(1, k + 1) ** exponent
    votes = rng.multinomial(n, weights / weights.sum())
    return VoteTally(tuple(f"Candidate {i + 1}" for i in range(k)), votes)
