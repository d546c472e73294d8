"""Naor's lunch example: individuals × options like/dislike matrix; ℓ(j) = #people who like j, Δ = 1.

Monotone under add/remove (a person more or less changes every count in one direction), not under
replace (a changed row can add a like to one option and remove one from another).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...core.translatable import message, translatable
from ...core.problem import ProblemError, SelectionProblem
from .neighbours import MAX_LUNCH_CELLS, distinct_rows, neighbour_families  # noqa: F401 — public here
from ...io import session as session_format
from ..framework import prior
from ..framework.base import Generator, GeneratorField, OnePerson, Preset, Scenario, TableFormat, check_row
from ..framework.participant_form import choice_form, participant_names
from ..framework.cells import FALSE_WORDS, MAX_NAME_CHARS, MAX_OPTIONS, TRUE_WORDS, parse_like  # noqa: F401 — public here
from ...io.csvio import (
    DataError, atomic_write_text, check_header, csv_text, detect_delimiter, parse_rows, read_text, separator_text
)

NAME_HEADERS = {"name", "individual", "person", "names", "people"}


@dataclass(frozen=True, eq=False)
class LunchPreferences:
    """Option names (unique, non-empty), a boolean likes matrix n × k, optional individual names and an optional
    prior weight per option (the base measure μ, framework/prior.py; None: uniform)."""

    options: tuple[str, ...]
    likes: np.ndarray
    names: tuple[str, ...] | None = None
    weights: np.ndarray | None = None

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
        if self.weights is not None:
            object.__setattr__(self, "weights", prior.check_weights(self.weights, len(options), "option"))
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
    separator (',' ';' or tab) is detected. An empty or repeated header is an error naming the column. With a name
    column, a row whose name is `weight` (or prior, μ) holds each option's prior weight instead of likes."""
    delimiter = detect_delimiter(text)
    rows = parse_rows(text, source, delimiter)
    if not rows:
        raise DataError(message("no header row of option names"), source=source)
    header_line, header = rows[0]
    check_header(header, source, header_line)
    has_names = header[0].lower() in NAME_HEADERS and len(header) > 1
    options = header[1:] if has_names else header
    width = len(header)
    weighted = [i for i, (_line, cells) in enumerate(rows[1:], 1) if has_names and prior.is_weight_header(cells[0])]
    weight_line = rows[weighted[0]][0] if weighted else None
    weights = _weight_row(rows.pop(weighted[0]), options, width, source) if weighted else None
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
    try:
        return LunchPreferences(tuple(options), likes, tuple(names) if has_names else None, weights)
    except DataError as exc:
        raise DataError(exc.reason, source=source, row=weight_line) from None


def _weight_row(row: tuple[int, list[str]], options: list[str], width: int, source: str | None) -> list[float]:
    """The prior weight of each option from the data file's `weight` row; DataError naming the cell."""
    line, cells = row
    if len(cells) != width:
        raise DataError(message("expected {width} cells (the word weight, then one weight per option), found "
                                "{n_cells}", width=width, n_cells=len(cells)),
                        source=source, row=line)
    weights = []
    for option, text in zip(options, cells[1:]):
        try:
            weights.append(prior.parse_weight(text))
        except ValueError as exc:
            raise DataError(str(exc), source=source, row=line, column=option) from None
    return weights


def write_lunch_csv(path, prefs: LunchPreferences) -> None:
    """The header (a name column when there are names or weights), the weight row if any, one row per person."""
    named = prefs.names is not None or prefs.weights is not None
    names = prefs.names or tuple(f"Person {i + 1}" for i in range(prefs.n))
    header = (["name"] if named else []) + list(prefs.options)
    body = [["weight", *(prior.weight_text(w) for w in prefs.weights)]] if prefs.weights is not None else []
    for i, row in enumerate(prefs.likes.astype(int).tolist()):
        body.append(([names[i]] if named else []) + row)
    atomic_write_text(path, csv_text([header, *body]))


MONOTONE_REASON = {
    "add-remove": translatable("adding a person raises each option's count by 0 or 1; removing one only lowers counts"),
    "replace": translatable("changing one person's row can add a like to one option and remove one from another, "
                            "so the counts move in opposite directions"),
}


def problem(prefs: LunchPreferences) -> SelectionProblem:
    """Candidates = options, scores ℓ(j) = #likes, Δ = 1; monotone under add/remove only; the prior weights, if
    any, are the base measure μ."""
    return SelectionProblem(
        base_measure=prior.base_measure(prefs.weights),
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
        raise ProblemError(message("like-probabilities must be numbers in [0, 1], one per option"))
    if not isinstance(n, (int, np.integer)) or n < 0:
        raise ProblemError(message("the number of individuals must be a whole number ≥ 0, not {n!r}", n=n))
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
        check_row(row, dataset.n, translatable("individual"))
    if change == "remove":
        return LunchPreferences(dataset.options, np.delete(likes, row, axis=0), tuple(np.delete(names, row)),
                                dataset.weights)  # μ is public: the same for D and D′
    vec = np.asarray(value, dtype=bool).reshape(-1)
    if vec.size != dataset.k:
        raise ProblemError(message("a like vector needs {k} entries, one per option", k=dataset.k))
    if change == "add":
        return LunchPreferences(dataset.options, np.vstack([likes, vec]), tuple(names) + ("New person",),
                                dataset.weights)
    likes[row] = vec
    return LunchPreferences(dataset.options, likes, tuple(names), dataset.weights)


# --- the one-person view, the session table and the registry entry ------------------------------------------
def _parse_likes(text: str, dataset: LunchPreferences, resolve) -> list[bool]:
    parts = [x for x in text.replace(";", ",").split(",")]
    if len(parts) != dataset.k:
        raise ProblemError(message("The new person's likes: type {k} values, one 1/0 per option, separated by "
                                   "commas (got {n_parts}).", k=dataset.k, n_parts=len(parts)))
    try:
        return [parse_like(x) for x in parts]
    except ValueError as exc:
        raise ProblemError(message("The new person's likes: {exc}", exc=exc)) from None


def _check_table(data, source: str, where: str) -> dict:
    fail = session_format.fail
    options, names, likes = data.get("options"), data.get("names"), data.get("likes")
    if not (isinstance(options, list) and all(isinstance(o, str) for o in options)):
        fail(source, where + ".options", message("expected a list of names"))
    if not (isinstance(names, list) and all(isinstance(n, str) for n in names)):
        fail(source, where + ".names", message("expected a list of names"))
    if not isinstance(likes, list) or len(likes) != len(names):
        fail(source, where + ".likes", message("expected one row per name"))
    for i, row in enumerate(likes):
        if not (isinstance(row, list) and len(row) == len(options)
                and all(type(x) is int and x in (0, 1) for x in row)):
            fail(source, f"{where}.likes[{i}]", message("expected {n_options} entries of 0 or 1",
                                                        n_options=len(options)))
    weights = data.get("weights")
    if weights is not None and not (isinstance(weights, list) and len(weights) == len(options)
                                    and all(isinstance(w, str) for w in weights)):
        fail(source, where + ".weights", message("expected {n_options} prior weights as typed (strings), one per "
                                                 "option", n_options=len(options)))
    cells = data.get("invalid", [])
    if not isinstance(cells, list):
        fail(source, where + ".invalid", message("expected a list"))
    for i, cell in enumerate(cells):
        if not (isinstance(cell, list) and len(cell) == 3 and type(cell[0]) is int and type(cell[1]) is int
                and isinstance(cell[2], str) and 0 <= cell[0] < len(names) and 1 <= cell[1] <= len(options)):
            fail(source, f"{where}.invalid[{i}]", message("expected [row, column, text] inside the table"))
    return {"options": options, "names": names, "likes": likes, "invalid": cells,
            **({"weights": weights} if weights is not None else {})}


def _table_dataset(data: dict) -> tuple[LunchPreferences, int]:
    bad_rows = {cell[0] for cell in data.get("invalid", [])}
    keep = [i for i in range(len(data["names"])) if i not in bad_rows]
    if not data["options"]:
        raise ProblemError(message("the lunch workspace has no option"))
    likes = np.array([data["likes"][i] for i in keep], dtype=bool).reshape(len(keep), len(data["options"]))
    try:
        weights = option_weights(data["options"], data.get("weights"))
        prefs = LunchPreferences(tuple(data["options"]), likes, tuple(data["names"][i] for i in keep), weights)
    except DataError as exc:
        raise ProblemError(exc.reason) from None
    return prefs, len(data["names"]) - len(keep)


def option_weights(options, texts: list[str] | None) -> list[float] | None:
    """The typed prior weight of each option (None: no weights); DataError naming the option of a bad one."""
    if texts is None:
        return None
    weights, errors = prior.parse_weights(texts)
    if errors:
        j = min(errors)
        raise DataError(message("the prior weight of {option!r}: {error}", option=options[j], error=errors[j]),
                        column=options[j])
    return weights.tolist()


def _from_dataset(prefs: LunchPreferences) -> dict:
    names = list(prefs.names) if prefs.names is not None else [f"Person {i + 1}" for i in range(prefs.n)]
    weights = {} if prefs.weights is None else {"weights": [prior.weight_text(w) for w in prefs.weights.tolist()]}
    return {"options": list(prefs.options), "names": names, "likes": prefs.likes.astype(int).tolist(), "invalid": [],
            **weights}


def _room_likes(options: tuple[str, ...], weights=None):
    """The likes of the room's participants (a tuple of the options each ticked), named participant 1 … n."""
    return lambda ticks: LunchPreferences(options, [[o in t for o in options] for t in ticks] or np.zeros((0, len(
        options)), dtype=bool), participant_names(len(ticks)), weights)


def _generate(values, seed: int, settings) -> LunchPreferences:
    try:
        probs = [float(x) for x in str(values["probabilities"]).replace(";", ",").split(",") if x.strip()]
    except ValueError:
        raise ProblemError(message("like-probabilities must be numbers in [0, 1], separated by commas")) from None
    return generate(int(values["n"]), probs, seed)


SCENARIO = Scenario(
    key="lunch", title=translatable("Lunch"), dataset_type=LunchPreferences,
    read_csv=read_lunch_csv, from_text=lunch_from_text, write_csv=write_lunch_csv,
    build_problem=lambda prefs, settings: problem(prefs),
    presets=(Preset(translatable("Lunch with colleagues"), "lunch.csv"),),
    editor_title=translatable("Who likes what (tick = likes)"), individual="person",
    neighbour_dataset=neighbour_dataset, neighbour_families=neighbour_families,
    one_person=OnePerson(
        noun="person", row_label="person (row or name)", value_label="likes (1/0 per option)",
        row_tip=translatable("The person: a table row number or a name from the table"),
        value_tip=translatable("One 1/0 per option, comma-separated, e.g. 1,0,1"),
        parse_value=_parse_likes, default_value=lambda dataset, m, table_row: ",".join(["1"] * m),
        names=lambda prefs: prefs.names),
    table=TableFormat(check=_check_table, dataset=_table_dataset, from_dataset=_from_dataset),
    participant_form=lambda prefs, settings: choice_form(translatable("Which of these would you like for lunch?"), prefs.options,
                                                         _room_likes(prefs.options, prefs.weights), many=True),
    generator=Generator(
        fields=(GeneratorField("n", translatable("Individuals n"), "int", 30, 0, 100_000),
                GeneratorField("probabilities", translatable("Like-probability per option"), "text", "0.7, 0.55, 0.4, 0.3, 0.2",
                               tooltip=translatable(
                                   "One like-probability per option, comma-separated; the count sets k"))),
        build=_generate),
    prior=prior.PriorSupport(names=lambda p: p.options, weights=lambda p: p.weights,
                             with_weights=lambda p, w: LunchPreferences(p.options, p.likes, p.names, w), noun="option",
                             in_data_file="the options are the columns, so a prior lives in a row called weight"),
    ui="expmech_gui.ui.scenarios.lunch.lunch:UI",
    story="lunch",
)
