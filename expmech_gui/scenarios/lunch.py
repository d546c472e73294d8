"""Naor's lunch example: individuals × options like/dislike matrix; ℓ(j) = #people who like j, Δ = 1.

Monotone under add/remove (a person more or less changes every count in one direction), not under
replace (a changed row can add a like to one option and remove one from another).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..core.numbers import NumberError, parse_number
from ..core.problem import ProblemError, SelectionProblem
from ..io.csvio import (DataError, atomic_write_text, check_header, csv_text, detect_delimiter, parse_rows,
                        read_text, separator_text)

TRUE_WORDS = {"1", "yes", "y", "true", "like", "t"}
FALSE_WORDS = {"0", "no", "n", "false", "dislike", "f"}
NAME_HEADERS = {"name", "individual", "person", "names", "people"}


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

@dataclass(frozen=True, eq=False)
class LunchPreferences:
    """Option names (unique, non-empty), a boolean likes matrix n × k, optional individual names."""

    options: tuple[str, ...]
    likes: np.ndarray
    names: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        options = tuple(str(o).strip() for o in self.options)
        likes = np.array(self.likes, dtype=bool, copy=True)
        if likes.ndim == 1 and likes.size == 0:
            likes = likes.reshape(0, len(options))
        if likes.ndim != 2 or likes.shape[1] != len(options):
            raise DataError(f"the likes matrix must have one column per option ({len(options)})")
        if not options:
            raise DataError("lunch needs at least one option")
        if len(options) > MAX_OPTIONS:
            raise DataError(f"{len(options):,} options is more than the app supports (at most {MAX_OPTIONS})", row=1)
        seen: dict[str, int] = {}
        for j, name in enumerate(options):
            if not name:
                raise DataError("an option needs a name", row=1, column=j + 1)
            if len(name) > MAX_NAME_CHARS:
                raise DataError(f"the option name has {len(name):,} characters; names are at most {MAX_NAME_CHARS}",
                                row=1, column=j + 1)
            if name in seen:
                raise DataError(f"option {name!r} appears twice (columns {seen[name]} and {j + 1})", row=1, column=name)
            seen[name] = j + 1
        if self.names is not None:
            names = tuple(str(x) for x in self.names)
            if len(names) != likes.shape[0]:
                raise DataError(f"{len(names)} names for {likes.shape[0]} individuals")
            object.__setattr__(self, "names", names)
        likes.setflags(write=False)
        object.__setattr__(self, "options", options)
        object.__setattr__(self, "likes", likes)

    @property
    def n(self) -> int:
        return int(self.likes.shape[0])

    @property
    def k(self) -> int:
        return len(self.options)

    def like_counts(self) -> np.ndarray:
        """ℓ(j) = Σ_i likes[i, j]."""
        return self.likes.sum(axis=0, dtype=np.int64)


def read_lunch_csv(path) -> LunchPreferences:
    return lunch_from_text(read_text(path), str(path))


def lunch_from_text(text: str, source: str | None = None) -> LunchPreferences:
    """Header row of option names (optionally a first `name` column), then one row per individual; the
    separator (',' ';' or tab) is detected. An empty or repeated header is an error naming the column."""
    delimiter = detect_delimiter(text)
    rows = parse_rows(text, source, delimiter)
    if not rows:
        raise DataError("no header row of option names", source=source)
    header_line, header = rows[0]
    check_header(header, source, header_line)
    has_names = header[0].lower() in NAME_HEADERS and len(header) > 1
    options = header[1:] if has_names else header
    width = len(header)
    likes = np.zeros((len(rows) - 1, len(options)), dtype=bool)
    names = []
    for i, (line, cells) in enumerate(rows[1:]):
        if len(cells) != width:
            raise DataError(f"expected {width} cells (one per header column), found {len(cells)} "
                            f"{separator_text(delimiter)}", source=source, row=line)
        if has_names:
            names.append(cells[0])
        for j, cell in enumerate(cells[has_names:]):
            try:
                likes[i, j] = parse_like(cell)
            except ValueError as exc:
                raise DataError(str(exc), source=source, row=line, column=options[j]) from None
    return LunchPreferences(tuple(options), likes, tuple(names) if has_names else None)


def write_lunch_csv(path, prefs: LunchPreferences) -> None:
    header = (["name"] if prefs.names is not None else []) + list(prefs.options)
    body = []
    for i, row in enumerate(prefs.likes.astype(int).tolist()):
        body.append(([prefs.names[i]] if prefs.names is not None else []) + row)
    atomic_write_text(path, csv_text([header, *body]))


MONOTONE_REASON = {
    "add-remove": "adding a person raises each option's count by 0 or 1; removing one only lowers counts",
    "replace": "changing one person's row can add a like to one option and remove one from another, "
               "so the counts move in opposite directions",
}


def problem(prefs: LunchPreferences) -> SelectionProblem:
    """Candidates = options, scores ℓ(j) = #likes, Δ = 1; monotone under add/remove only."""
    return SelectionProblem(
        labels=prefs.options,
        scores=prefs.like_counts().astype(np.float64),
        sensitivity=1.0,
        monotone={"add-remove": True, "replace": False},
        monotone_reason=MONOTONE_REASON,
        score_name="likes",
        candidate_name="option",
        n=prefs.n,
    )


def generate(n: int, like_probabilities, seed: int | None = None, options=None) -> LunchPreferences:
    """n individuals × k options, person i likes option j independently with probability p_j."""
    p = np.asarray(like_probabilities, dtype=np.float64).reshape(-1)
    if p.size == 0 or not np.all((p >= 0) & (p <= 1)):
        raise ProblemError("like-probabilities must be numbers in [0, 1], one per option")
    if not isinstance(n, (int, np.integer)) or n < 0:
        raise ProblemError(f"the number of individuals must be a whole number ≥ 0, not {n!r}")
    rng = np.random.default_rng(seed)
    likes = rng.random((n, p.size)) < p[None, :]
    names = tuple(options) if options is not None else tuple(f"Option {j + 1}" for j in range(p.size))
    return LunchPreferences(names, likes, tuple(f"Person {i + 1}" for i in range(n)))
