"""Choose-one voting ("teacher of the year", most-visited website): score = vote count, Δ = 1.

Monotone under add/remove (one ballot more or less raises or lowers one count), not under replace
(a changed ballot takes a vote from one candidate and gives it to another).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from ...core.translatable import message, translatable
from ...core.problem import ProblemError, SelectionProblem
from ...core.short_holds import all_distinct, slices, stripped_texts
from ..framework import prior
from ..framework.typed_tables import parse_vote_counts
from ..framework.base import (
    Generator, GeneratorField, OnePerson, Preset, Scenario, Strategic, TableFormat, moved_counts
)
from ..framework.cells import (  # noqa: F401 — public here
    MAX_TOTAL_VOTES, MAX_VOTES, check_candidate_name, check_total_votes, parse_votes, total_votes
)
from ...io.csvio import (
    DataError, atomic_write_text, check_header, csv_text, detect_delimiter, parse_rows, read_text, separator_text
)

if TYPE_CHECKING:  # the privacy-loss search, the session reader and the room's page load when first used
    from ...core.privacy.loss import NeighbourFamily

TALLY_HEADERS = {("candidate", "votes"), ("candidate", "count"), ("name", "votes"), ("option", "votes")}
BALLOT_HEADERS = {"ballot", "vote", "candidate", "choice"}
NAME_WORDS = {"candidate", "name", "option", "choice"}
COUNT_WORDS = {"votes", "vote", "count", "counts", "tally"}


@dataclass(frozen=True, eq=False)
class VoteTally:
    """Candidates (unique, non-empty names), their vote counts (whole numbers ≥ 0) and, optionally, a prior weight
    each (the base measure μ, framework/prior.py; None: uniform)."""

    candidates: tuple[str, ...]
    votes: np.ndarray
    weights: np.ndarray | None = None

    def __post_init__(self) -> None:
        candidates = self.candidates if isinstance(self.candidates, (tuple, list)) else tuple(self.candidates)
        names = stripped_texts(candidates)  # at C speed a slice at a time: 10⁵ names took 33 ms in a loop
        votes = np.array(self.votes, dtype=np.int64, copy=True).reshape(-1)
        if len(names) != votes.size:
            raise DataError(message("{names} candidates but {counts} vote counts", names=len(names), counts=votes.size))
        if not names:
            raise DataError(message("the vote needs at least one candidate"))
        if not all(names) or not all_distinct(names):  # the row that fails is looked for only then
            _refuse_names(names)
        if np.any(votes < 0):
            i = int(np.flatnonzero(votes < 0)[0])
            raise DataError(message("vote counts must be ≥ 0, not {count}", count=int(votes[i])), row=i + 1,
                            column="votes")
        object.__setattr__(self, "_n", check_total_votes(votes))
        if self.weights is not None:
            object.__setattr__(self, "weights", prior.check_weights(self.weights, len(names)))
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


def _refuse_names(names: tuple[str, ...]) -> None:
    """DataError naming the first row whose candidate name is empty or a repeat (of the row it repeats)."""
    seen: dict[str, int] = {}
    for i, name in enumerate(names):
        if not name:
            raise DataError(message("a candidate needs a name"), row=i + 1, column="candidate")
        if name in seen:
            raise DataError(message("candidate {name!r} appears twice (rows {first} and {second})", name=name,
                                    first=seen[name], second=i + 1), row=i + 1, column="candidate")
        seen[name] = i + 1


def read_votes_csv(path) -> VoteTally:
    return votes_from_text(read_text(path), str(path))


def votes_from_text(text: str, source: str | None = None) -> VoteTally:
    """Either `candidate,votes` rows (tallies) or one ballot (a candidate's name) per row; the separator
    (',' ';' or tab) is detected."""
    delimiter = detect_delimiter(text)
    rows = parse_rows(text, source, delimiter)
    if not rows:
        raise DataError(message("no candidates in the file"), source=source)
    widths = {len(cells) for _, cells in rows}
    if widths == {1}:
        if rows[0][1][0].lower() in BALLOT_HEADERS:
            rows = rows[1:]
        if not rows:
            raise DataError(message("no ballots in the file (only a header)"), source=source)
        return VoteTally.from_ballots([cells[0] for _, cells in rows])
    first_line, first = rows[0]
    if _is_header(first):
        check_header(first, source, first_line)
        rows = rows[1:]
    width = 3 if len(first) == 3 else 2  # a third column: each candidate's prior weight
    if width == 3 and _is_header(first) and not prior.is_weight_header(first[2]):
        raise DataError(message("the third column must hold the prior weights: call it weight, not {header!r}",
                                header=first[2]),
                        source=source, row=first_line, column=3)
    fast = _plain_columns(rows, width)
    if fast is not None:  # every row plain (the common large file): whole columns, no per-row Python parsing
        names, counts, weights = fast
    else:  # something to refuse (or to read the long way): the row that fails is named below
        names, counts, weights = _read_rows(rows, width, delimiter, first_line, source)
    if not names:
        raise DataError(message("no candidates in the file (only a header)"), source=source)
    check_total_votes(counts, source)
    try:
        return VoteTally(tuple(names), np.asarray(counts, dtype=np.int64), weights if width == 3 else None)
    except DataError as exc:
        raise DataError(exc.reason, source=source, column=exc.column) from None


def _plain_columns(rows: list, width: int) -> tuple[list, np.ndarray, np.ndarray | None] | None:
    """(names, counts, weights) of ``width``-cell rows when every row is plainly right — a name given once, a count
    of digits (``typed_tables.parse_vote_counts``' fast path), a weight ``prior.parse_weights`` accepts — read
    column by column; None when some row is not (``_read_rows`` then names it)."""
    table = [cells for _, cells in rows]
    if not table or any(set(map(len, part)) != {width} for part in slices(table)):
        return None
    columns = [[cells[i] for cells in table] for i in range(width)]  # (zip(*table): one C call of 10⁵ rows)
    names = columns[0]
    if not all(names) or not all_distinct(names):
        return None
    counts, bad = parse_vote_counts(columns[1])
    if bad:
        return None
    weights = None
    if width == 3:
        weights, bad = prior.parse_weights(list(columns[2]))
        if bad:
            return None
    return names, counts, weights


def _read_rows(rows: list, width: int, delimiter: str, first_line: int, source: str | None):
    """(names, counts, weights) row by row, refusing the first row that is wrong with its line and column."""
    names, counts, weights, where = [], [], [], {}
    for line, cells in rows:
        if len(cells) != width:
            what = "candidate, votes, weight" if width == 3 else "candidate, votes"
            raise DataError(message("expected {width} cells ({what}), found {cells} {separated}", width=width,
                                    what=what, cells=len(cells), separated=separator_text(delimiter)),
                            source=source, row=line)
        name, count = cells[:2]
        if not name:
            raise DataError(message("a candidate needs a name"), source=source, row=line, column="candidate")
        if name in where:
            raise DataError(message("candidate {name!r} already appears on row {row}", name=name, row=where[name]),
                            source=source, row=line, column="candidate")
        try:
            counts.append(parse_votes(count))
        except ValueError as exc:
            hint = (message(" (if row 1 is a header, name its columns candidate and votes)")
                    if line == first_line and not any(ch.isdigit() for ch in count) else "")
            raise DataError(f"{exc}{hint}", source=source, row=line, column="votes") from None
        if width == 3:
            try:
                weights.append(prior.parse_weight(cells[2]))
            except ValueError as exc:
                raise DataError(str(exc), source=source, row=line, column="weight") from None
        where[name] = line
        names.append(name)
    return names, counts, weights


def _is_header(cells: list[str]) -> bool:
    """Row 1 is a header when it is two cells naming the columns (or trying to: one is a header word and
    the other empty or a header word too), or three whose third is not a number (the prior weight's name)."""
    if len(cells) == 3 and not _digits(cells[2]) and cells[2].strip():
        return True
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
    """`candidate,votes` rows, and a `weight` column when the tally has a prior."""
    rows = _rows(tally)
    atomic_write_text(path, csv_text([["candidate", "votes", "weight"][:len(rows[0])], *rows]))


def _rows(tally: VoteTally) -> list[list[str]]:
    """[candidate, votes] per candidate, with the prior weight as a third cell when there is one."""
    rows = [[c, str(int(v))] for c, v in zip(tally.candidates, tally.votes.tolist())]
    if tally.weights is not None:
        for row, w in zip(rows, tally.weights.tolist()):
            row.append(prior.weight_text(w))
    return rows


MONOTONE_REASON = {
    "add-remove": translatable("adding a ballot raises one count by 1 and lowers none; removing one only lowers"),
    "replace": translatable("changing one ballot takes a vote from one candidate and gives it to another, so the "
                            "counts move in opposite directions"),
}


def problem(tally: VoteTally) -> SelectionProblem:
    """Candidates = names, scores = vote counts, Δ = 1; monotone under add/remove only; the prior weights, if any,
    are the base measure μ (P[h] ∝ μ(h)·exp(c·votes(h)))."""
    return SelectionProblem(
        base_measure=prior.base_measure(tally.weights),
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
        raise ProblemError(message("the number of candidates must be a whole number ≥ 1, not {k!r}", k=k))
    if not isinstance(n, (int, np.integer)) or n < 0:
        raise ProblemError(message("the number of voters must be a whole number ≥ 0, not {n!r}", n=n))
    rng = np.random.default_rng(seed)
    weights = 1.0 / np.arange(1, k + 1) ** exponent
    votes = rng.multinomial(n, weights / weights.sum())
    return VoteTally(tuple(f"Candidate {i + 1}" for i in range(k)), votes)


# --- neighbours: one ballot removed, added or changed -------------------------------------------------------
def neighbour_dataset(dataset: VoteTally, change: str, row: int | None, value) -> VoteTally:
    """D′ with one ballot for candidate ``row`` removed, one for candidate ``value`` added, or moved."""
    nobody = "" if row is None or not 0 <= row < len(dataset.candidates) else (
        message("{candidate} has no ballot to remove", candidate=dataset.candidates[row]) if change == "remove" else
        message("{candidate} has no ballot to replace", candidate=dataset.candidates[row]))
    votes = moved_counts(dataset.votes, change, row, value, "candidate", nobody)
    return VoteTally(dataset.candidates, votes, dataset.weights)  # μ is public: the same for D and D′


def neighbour_families(tally: VoteTally, pr: SelectionProblem, notion: str, namer=None) -> list[NeighbourFamily]:
    """Remove or add one ballot (add-remove), or move one ballot between candidates (replace)."""
    from ...core.privacy.exposure import PointChanges
    from ...core.privacy.loss import NeighbourFamily

    m = pr.m
    names = tally.candidates
    has = np.flatnonzero(tally.votes > 0)
    if notion == "add-remove":
        none_has, none_all = np.full(has.size, -1), np.full(m, -1)
        return [NeighbourFamily("remove", None, lambda r: message("remove one ballot for {candidate}", candidate=names[has[r]]),
                                structure=PointChanges(m, has, none_has)),
                NeighbourFamily("add", None, lambda r: message("add a ballot for {candidate}", candidate=names[r]),
                                structure=PointChanges(m, none_all, np.arange(m)))]

    def pair(r):
        """Neighbour r: a ballot moves from has[i] to candidate j ≠ has[i] (m − 1 targets per source)."""
        i, j = np.divmod(np.asarray(r), max(m - 1, 1))
        src = has[i]
        return src, j + (j >= src)

    def describe(r: int) -> str:
        a, b = pair(r)
        return message("change one ballot from {source} to {target}", source=names[int(a)], target=names[int(b)])

    src, dst = pair(np.arange(has.size * (m - 1)))
    return [NeighbourFamily("replace", None, describe, structure=PointChanges(m, src, dst))]


# --- the session table and the registry entry ----------------------------------------------------------------
def _check_table(data, source: str, where: str) -> dict:
    from ...io.session import fail

    rows = data.get("rows")
    if not isinstance(rows, list):
        fail(source, where + ".rows", message("expected a list"))
    for i, row in enumerate(rows):
        if not (isinstance(row, list) and len(row) in (2, 3) and all(isinstance(c, str) for c in row)):
            fail(source, f"{where}.rows[{i}]", message("expected [candidate, votes] or [candidate, votes, weight] "
                                                       "as strings"))
    out = {"rows": rows}
    if "stamps" in data:  # typing order: of rows with the same name, the earliest-stamped one counts
        stamps = data["stamps"]
        if not (isinstance(stamps, list) and len(stamps) == len(rows)
                and all(type(x) is int and 0 <= x < 2**62 for x in stamps)):
            fail(source, where + ".stamps", message("expected {n_rows:,} whole numbers ≥ 0, one per row",
                                                    n_rows=len(rows)))
        out["stamps"] = stamps
    return out


def _table_dataset(data: dict) -> tuple[VoteTally, int]:
    """The table's own rule (typed_tables.vote_table): rows with an error are out, and of rows with the same
    name the earliest typed one counts (by "stamps" when the file has them, else the first row)."""
    from ..framework import typed_tables

    rows = data["rows"]
    stamps = data.get("stamps")
    names, texts = [str(r[0]).strip() for r in rows], [str(r[1]).strip() for r in rows]
    votes, errors, _ = typed_tables.vote_table(names, texts, stamps if stamps else None)
    weighted = any(len(r) == 3 for r in rows)
    weights, weight_errors = prior.parse_weights([str(r[2]) if len(r) == 3 else "" for r in rows])
    bad = {r for r, _c in errors} | set(weight_errors)
    good = [i for i in range(len(rows)) if i not in bad]
    if not good:
        raise ProblemError(message("the voting workspace has no valid candidate"))
    try:
        tally = VoteTally(tuple(names[i] for i in good), votes[good], weights[good] if weighted else None)
    except DataError as exc:
        raise ProblemError(exc.reason) from None
    return tally, len(rows) - len(good)


def _choice_form(tally: VoteTally):
    """The room's page for voting: pick one candidate (loaded when a room opens)."""
    from ..framework.participant_form import choice_form

    return choice_form(translatable("Who gets your vote?"), tally.candidates, _ballots(tally))


def _ballots(tally: VoteTally):
    """The tally of the room's ballots: every candidate of ``tally`` (0 votes when nobody picked them)."""
    return lambda ballots: VoteTally(tally.candidates, [ballots.count(c) for c in tally.candidates], tally.weights)


def _parse_ballot(text: str, dataset, resolve) -> int:
    return resolve(text, "candidate")


def voter_report(exp, rows: list[int], reports=None) -> dict:
    """pricing.strategic's (loaded when a voter's gain is asked, not with every run: issue 36 §4)."""
    from ..pricing.strategic import voter_report as report
    return report(exp, rows, reports)


def typical_voter(tally) -> tuple[int, str]:
    from ..pricing.strategic import typical_voter as typical
    return typical(tally)


def _default_ballot(dataset: VoteTally, m: int, table_row) -> str:
    last = dataset.candidates[-1]
    return last if len(last) <= 60 else str(table_row(m - 1))


SCENARIO = Scenario(
    key="voting", title=translatable("Voting"), dataset_type=VoteTally,
    read_csv=read_votes_csv, from_text=votes_from_text, write_csv=write_votes_csv,
    build_problem=lambda tally, settings: problem(tally),
    presets=(Preset(translatable("Teacher of the year"), "teacher_of_the_year.csv"),
             Preset(translatable("Most-visited website (Naor)"), "most_visited_website.csv")),
    strategic=Strategic("--voter", "voter", voter_report, typical=typical_voter),
    editor_title=translatable("Votes per candidate"), individual="candidate",
    neighbour_dataset=neighbour_dataset, neighbour_families=neighbour_families,
    one_person=OnePerson(
        noun="candidate", row_label="candidate (row or name)", value_label="ballot for",
        row_tip=translatable("Remove/replace one ballot for this candidate: its table row number or its name"),
        value_tip=translatable("The candidate the new ballot is for: a name or a table row number"),
        parse_value=_parse_ballot, default_value=_default_ballot,
        names=lambda tally: tally.candidates, rows_are_candidates=True,
        describe_value=lambda value, text, person: message(" — the new ballot is for {person}", person=person(value)),
        member="ballot"),
    table=TableFormat(check=_check_table, dataset=_table_dataset, from_dataset=lambda t: {"rows": _rows(t)}),
    prior=prior.PriorSupport(names=lambda t: t.candidates, weights=lambda t: t.weights,
                             with_weights=lambda t, w: VoteTally(t.candidates, t.votes, w)),
    generator=Generator(
        fields=(GeneratorField("k", translatable("Candidates k"), "int", 6, 1, 1000),
                GeneratorField("n", translatable("Voters n"), "int", 500, 0, 100_000_000),
                GeneratorField("exponent", translatable("Zipf exponent"), "float", 1.0, 0.0, 5.0, 0.1)),
        build=lambda values, seed, settings: generate(int(values["k"]), int(values["n"]), seed,
                                                      float(values["exponent"]))),
    rows_in=lambda tally: len(tally.candidates),
    participant_form=lambda tally, settings: _choice_form(tally),
    ui="expmech_gui.ui.scenarios.voting.voting:UI",
    story="voting",
)
