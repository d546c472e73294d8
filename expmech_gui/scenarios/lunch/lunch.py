"""Naor's lunch example: individuals × options like/dislike matrix; ℓ(j) = #people who like j, Δ = 1.

Monotone under add/remove (a person more or less changes every count in one direction), not under
replace (a changed row can add a like to one option and remove one from another).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...core.translatable import message, translatable
from ...core.problem import ProblemError, SelectionProblem
from ...core.privacy.exposure import MAX_PATTERN_CANDIDATES, PatternChanges
from ...core.privacy.loss import NeighbourFamily
from ...io import session as session_format
from ..framework.base import Generator, GeneratorField, OnePerson, Preset, Scenario, TableFormat, check_row
from ..framework.participant_form import choice_form, participant_names
from ..framework.cells import FALSE_WORDS, MAX_NAME_CHARS, MAX_OPTIONS, TRUE_WORDS, parse_like  # noqa: F401 — public here
from ...io.csvio import (
    DataError, atomic_write_text, check_header, csv_text, detect_delimiter, parse_rows, read_text, separator_text
)

NAME_HEADERS = {"name", "individual", "person", "names", "people"}


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
            raise DataError(message("the likes matrix must have one column per option ({n})", n=len(options)))
        if not options:
            raise DataError(message("lunch needs at least one option"))
        if len(options) > MAX_OPTIONS:
            raise DataError(message("{n:,} options is more than the app supports (at most {most})", n=len(options),
                                    most=MAX_OPTIONS), row=1)
        seen: dict[str, int] = {}
        for j, name in enumerate(options):
            if not name:
                raise DataError(message("an option needs a name"), row=1, column=j + 1)
            if len(name) > MAX_NAME_CHARS:
                raise DataError(message("the option name has {n:,} characters; names are at most {most}",
                                        n=len(name), most=MAX_NAME_CHARS), row=1, column=j + 1)
            if name in seen:
                raise DataError(message("option {name} appears twice (columns {first} and {second})", name=repr(name),
                                        first=seen[name], second=j + 1), row=1, column=name)
            seen[name] = j + 1
        if self.names is not None:
            names = tuple(str(x) for x in self.names)
            if len(names) != likes.shape[0]:
                raise DataError(message("{names} names for {people} individuals", names=len(names),
                                        people=likes.shape[0]))
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
        raise DataError(message("no header row of option names"), source=source)
    header_line, header = rows[0]
    check_header(header, source, header_line)
    has_names = header[0].lower() in NAME_HEADERS and len(header) > 1
    options = header[1:] if has_names else header
    width = len(header)
    likes = np.zeros((len(rows) - 1, len(options)), dtype=bool)
    names = []
    for i, (line, cells) in enumerate(rows[1:]):
        if len(cells) != width:
            raise DataError(message("expected {width} cells (one per header column), found {cells} {separated}",
                                    width=width, cells=len(cells), separated=separator_text(delimiter)),
                            source=source, row=line)
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


# --- neighbours: one person removed, added or changed -------------------------------------------------------
def neighbour_dataset(dataset: LunchPreferences, change: str, row: int | None, value) -> LunchPreferences:
    """D′ with person ``row`` removed, a person with likes ``value`` added, or ``row``'s likes replaced."""
    likes = np.array(dataset.likes)
    names = list(dataset.names) if dataset.names is not None else [f"Person {i + 1}" for i in range(dataset.n)]
    if change != "add":
        check_row(row, dataset.n, "individual")
    if change == "remove":
        return LunchPreferences(dataset.options, np.delete(likes, row, axis=0), tuple(np.delete(names, row)))
    vec = np.asarray(value, dtype=bool).reshape(-1)
    if vec.size != dataset.k:
        raise ProblemError(f"a like vector needs {dataset.k} entries, one per option")
    if change == "add":
        return LunchPreferences(dataset.options, np.vstack([likes, vec]), tuple(names) + ("New person",))
    likes[row] = vec
    return LunchPreferences(dataset.options, likes, tuple(names))


MAX_LUNCH_CELLS = 200_000_000  # individuals × options read for the search (the distinct rows are found first)


def distinct_rows(bits: np.ndarray) -> np.ndarray:
    """The first index of each distinct row of a 0/1 matrix, in the rows' lexicographic order (as
    ``np.unique(axis=0, return_index=True)``), from one integer per row (the bits packed, column 0 the most
    significant): up to 16 options a table indexed by that integer (O(n + 2^16)), else a sort of n integers —
    not n rows compared column by column (100× faster at n = 10⁶)."""
    packed = np.packbits(np.asarray(bits, dtype=bool), axis=1)
    if packed.shape[1] > 7:  # more than 56 options: no single integer holds a row
        return np.unique(np.asarray(bits, dtype=np.int8), axis=0, return_index=True)[1]
    code = np.zeros(packed.shape[0], dtype=np.int64)
    for column in packed.T:
        code = (code << 8) | column
    if packed.shape[1] > 2:
        return np.unique(code, return_index=True)[1]
    first = np.full(1 << (8 * packed.shape[1]), code.size, dtype=np.int64)  # up to 16 options: a table, O(n)
    np.minimum.at(first, code, np.arange(code.size))
    return first[first < code.size]


def neighbour_families(prefs: LunchPreferences, pr: SelectionProblem, notion: str, namer=None
                       ) -> list[NeighbourFamily]:
    """Remove or add one person (add-remove), or change one person's likes (replace)."""
    k = prefs.k
    names = prefs.names or tuple(f"Person {i + 1}" for i in range(prefs.n))
    if prefs.n * k > MAX_LUNCH_CELLS:
        raise ProblemError(f"{prefs.n:,} people × {k:,} options is too large to search for the most exposed "
                           f"person (at most {MAX_LUNCH_CELLS:,} cells); use fewer people or options")
    if prefs.n:
        first = distinct_rows(prefs.likes)
        rows = prefs.likes[first].astype(np.int8)
    else:
        rows, first = np.zeros((0, k), dtype=np.int8), np.zeros(0, dtype=int)
    n_rows = rows.shape[0]

    def like_text(vec) -> str:
        liked = [o for o, x in zip(prefs.options, vec) if x]
        return "likes " + (", ".join(liked) if liked else "nothing")

    def flip(i: np.ndarray, j: np.ndarray) -> np.ndarray:
        """Distinct row i with option j flipped."""
        out = rows[i].copy()
        out[np.arange(i.size), j] ^= 1
        return out

    if notion == "add-remove":
        if n_rows * (k + 1) * k <= 50_000_000:  # small: every addition once, as before
            flips = (rows[:, None, :] ^ np.eye(k, dtype=np.int8)[None, :, :]).reshape(-1, k)
            both = np.vstack([rows, flips])
            added = both[distinct_rows(both)] if rows.size else np.eye(k, dtype=np.int8)
            add_count = added.shape[0]

            def add_rows(a, b):
                return added[a:b]

            def add_vec(r):
                return added[r]
        else:  # large: the present rows and every one-option flip of them, built on demand
            add_count = n_rows * (k + 1)

            def add_vec_many(r):
                r = np.asarray(r)
                src, j = np.divmod(r, k + 1)
                out = rows[src].copy()
                f = j < k
                out[np.flatnonzero(f), j[f]] ^= 1
                return out

            def add_rows(a, b):
                return add_vec_many(np.arange(a, b))

            def add_vec(r):
                return add_vec_many(np.array([r]))[0]

        return [NeighbourFamily("remove", None, lambda r: f"remove {names[first[r]]} ({like_text(rows[r])})",
                                rows=lambda a, b: -rows[a:b].astype(float), count=n_rows),
                NeighbourFamily("add", None, lambda r: f"add a person who {like_text(add_vec(r))}",
                                rows=lambda a, b: add_rows(a, b).astype(float), count=add_count)]
    per = k + max(n_rows - 1, 0)  # per distinct row: k single flips, then every other distinct row

    def target(r):
        src, t = np.divmod(np.asarray(r), max(per, 1))
        other = t - k
        other = other + (other >= src)
        dst = np.where((t < k)[:, None], flip(src, np.minimum(t, k - 1)), rows[np.clip(other, 0, n_rows - 1)])
        return src, dst

    def rows_replace(a, b):
        src, dst = target(np.arange(a, b))
        return dst.astype(float) - rows[src].astype(float)

    def describe(r: int) -> str:
        src, dst = target(np.array([r]))
        return f"change {names[first[src[0]]]} to someone who {like_text(dst[0])}"

    if k > MAX_PATTERN_CANDIDATES:
        return [NeighbourFamily("replace", None, describe, rows=rows_replace, count=n_rows * per)]
    # each option loses, keeps or gains one like: the change is a base-3 pattern, Σ 3^j·(t_j − s_j + 1)
    power = 3 ** np.arange(k, dtype=np.int64)
    code_to = (rows.astype(np.int64) + 1) @ power  # Σ 3^j (t_j + 1) of each distinct row as the new likes
    code_from = rows.astype(np.int64) @ power  # Σ 3^j s_j of each distinct row as the old likes
    same = int(power.sum())  # no change at all

    def codes(a, b):
        src, t = np.divmod(np.arange(a, b, dtype=np.int64), max(per, 1))
        other = t - k
        other += other >= src  # every distinct row but the person's own
        out = code_to.take(np.clip(other, 0, max(n_rows - 1, 0))) - code_from.take(src)
        f = np.flatnonzero(t < k)  # the first k of each person: one option's like flipped
        out[f] = same + power[t[f]] * (1 - 2 * rows[src[f], t[f]].astype(np.int64))
        return out

    return [NeighbourFamily("replace", None, describe, rows=rows_replace, count=n_rows * per,
                            structure=PatternChanges(k, n_rows * per, codes))]


# --- the one-person view, the session table and the registry entry ------------------------------------------
def _parse_likes(text: str, dataset: LunchPreferences, resolve) -> list[bool]:
    parts = [x for x in text.replace(";", ",").split(",")]
    if len(parts) != dataset.k:
        raise ProblemError(f"The new person's likes: type {dataset.k} values, one 1/0 per option, separated by "
                           f"commas (got {len(parts)}).")
    try:
        return [parse_like(x) for x in parts]
    except ValueError as exc:
        raise ProblemError(f"The new person's likes: {exc}") from None


def _check_table(data, source: str, where: str) -> dict:
    fail = session_format.fail
    options, names, likes = data.get("options"), data.get("names"), data.get("likes")
    if not (isinstance(options, list) and all(isinstance(o, str) for o in options)):
        fail(source, where + ".options", "expected a list of names")
    if not (isinstance(names, list) and all(isinstance(n, str) for n in names)):
        fail(source, where + ".names", "expected a list of names")
    if not isinstance(likes, list) or len(likes) != len(names):
        fail(source, where + ".likes", "expected one row per name")
    for i, row in enumerate(likes):
        if not (isinstance(row, list) and len(row) == len(options)
                and all(type(x) is int and x in (0, 1) for x in row)):
            fail(source, f"{where}.likes[{i}]", f"expected {len(options)} entries of 0 or 1")
    cells = data.get("invalid", [])
    if not isinstance(cells, list):
        fail(source, where + ".invalid", "expected a list")
    for i, cell in enumerate(cells):
        if not (isinstance(cell, list) and len(cell) == 3 and type(cell[0]) is int and type(cell[1]) is int
                and isinstance(cell[2], str) and 0 <= cell[0] < len(names) and 1 <= cell[1] <= len(options)):
            fail(source, f"{where}.invalid[{i}]", "expected [row, column, text] inside the table")
    return {"options": options, "names": names, "likes": likes, "invalid": cells}


def _table_dataset(data: dict) -> tuple[LunchPreferences, int]:
    bad_rows = {cell[0] for cell in data.get("invalid", [])}
    keep = [i for i in range(len(data["names"])) if i not in bad_rows]
    if not data["options"]:
        raise ProblemError("the lunch workspace has no option")
    likes = np.array([data["likes"][i] for i in keep], dtype=bool).reshape(len(keep), len(data["options"]))
    return LunchPreferences(tuple(data["options"]), likes, tuple(data["names"][i] for i in keep)), \
        len(data["names"]) - len(keep)


def _from_dataset(prefs: LunchPreferences) -> dict:
    names = list(prefs.names) if prefs.names is not None else [f"Person {i + 1}" for i in range(prefs.n)]
    return {"options": list(prefs.options), "names": names, "likes": prefs.likes.astype(int).tolist(), "invalid": []}


def _room_likes(options: tuple[str, ...]):
    """The likes of the room's participants (a tuple of the options each ticked), named participant 1 … n."""
    return lambda ticks: LunchPreferences(options, [[o in t for o in options] for t in ticks] or np.zeros((0, len(
        options)), dtype=bool), participant_names(len(ticks)))


def _generate(values, seed: int, settings) -> LunchPreferences:
    try:
        probs = [float(x) for x in str(values["probabilities"]).replace(";", ",").split(",") if x.strip()]
    except ValueError:
        raise ProblemError("like-probabilities must be numbers in [0, 1], separated by commas") from None
    return generate(int(values["n"]), probs, seed)


SCENARIO = Scenario(
    key="lunch", title=translatable("Lunch"), dataset_type=LunchPreferences,
    read_csv=read_lunch_csv, from_text=lunch_from_text, write_csv=write_lunch_csv,
    build_problem=lambda prefs, settings: problem(prefs),
    presets=(Preset("Lunch with colleagues", "lunch.csv"),),
    editor_title="Who likes what (tick = likes)", individual="person",
    neighbour_dataset=neighbour_dataset, neighbour_families=neighbour_families,
    one_person=OnePerson(
        noun="person", row_label="person (row or name)", value_label="likes (1/0 per option)",
        row_tip="The person: a table row number or a name from the table",
        value_tip="One 1/0 per option, comma-separated, e.g. 1,0,1",
        parse_value=_parse_likes, default_value=lambda dataset, m, table_row: ",".join(["1"] * m),
        names=lambda prefs: prefs.names),
    table=TableFormat(check=_check_table, dataset=_table_dataset, from_dataset=_from_dataset),
    participant_form=lambda prefs, settings: choice_form("Which of these would you like for lunch?", prefs.options,
                                                         _room_likes(prefs.options), many=True),
    generator=Generator(
        fields=(GeneratorField("n", "Individuals n", "int", 30, 0, 100_000),
                GeneratorField("probabilities", "Like-probability per option", "text", "0.7, 0.55, 0.4, 0.3, 0.2",
                               tooltip="One like-probability per option, comma-separated; the count sets k")),
        build=_generate),
    ui="expmech_gui.ui.scenarios.lunch.lunch:UI",
    story="lunch",
)
