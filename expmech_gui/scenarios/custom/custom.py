"""Custom scores: candidates typed by the user with their score on a dataset D and on any number of
neighbours D′1, D′2, … (a table: rows = candidates, columns = D, D′1, …), or a built-in family.

Over the given pairs (D, D′j), Δu_j = u(D′j, ·) − u(D, ·): the sensitivity is max_j max_h |Δu_j(h)| and the
range max_j (max_h − min_h) Δu_j(h) (core.privacy.loss.score_changes). Calibration by sensitivity takes
c = ε/(2Δ); by range c = ε/range, for which the loss on every pair is at most c·range = ε and the mechanism
is ε-bounded-range (Dong, Durfee & Rogers 2020, Thm 1). Dong's example: q(x, y) = x + y and
q′(x, y) = 100x + y on X = Y = {0, 1} give the same mechanism, with sensitivities 1 and 100 and range 0.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from ...core.translatable import message, translatable, translated, words
from ...core.errors import DataError, check_unique_names
from ...core.logspace import log_softmax_rows
from ...core.numbers import NumberError, parse_number
from ...core.privacy.loss import NeighbourFamily, loss_profile, score_changes
from ...core.problem import NEIGHBOURS, ProblemError, SelectionProblem
from ...io import session as session_format
from ...io.csvio import atomic_write_text, csv_text, detect_delimiter, parse_rows, read_text
from ..framework import prior
from ..framework.base import Generator, GeneratorField, OnePerson, Preset, Scenario, TableFormat

MAX_NEIGHBOURS = 1000
MAX_CANDIDATES = 100_000


@dataclass(frozen=True, eq=False)
class CustomScores:
    """Candidates, their scores on D (row 0 of ``table``) and on each neighbour (rows 1…), the columns' names,
    which column is the data now (``current``: 0 = D; the one-person view looks at a neighbour's) and, optionally,
    a prior weight per candidate (the base measure μ, the same on D and every D′; None: uniform)."""

    candidates: tuple[str, ...]
    table: np.ndarray  # (1 + k) × m
    columns: tuple[str, ...]
    current: int = 0
    weights: np.ndarray | None = None

    def __post_init__(self) -> None:
        names = tuple(str(c).strip() for c in self.candidates)
        table = np.array(self.table, dtype=np.float64, copy=True)
        if table.ndim != 2 or table.shape[1] != len(names) or not names:
            raise DataError(message("every candidate needs a score in every column"))
        if table.shape[0] < 2:
            raise DataError(message("give the scores on D and on at least one neighbour D′ (two number columns)"))
        if len(self.columns) != table.shape[0]:
            raise DataError(message("{names} column names for {columns} columns of scores", names=len(self.columns),
                                    columns=table.shape[0]))
        if not np.all(np.isfinite(table)):
            raise DataError(message("every score must be a finite number"))
        check_unique_names(names, "candidate")
        if self.weights is not None:
            object.__setattr__(self, "weights", prior.check_weights(self.weights, len(names)))
        table.setflags(write=False)
        object.__setattr__(self, "candidates", names)
        object.__setattr__(self, "table", table)
        object.__setattr__(self, "columns", tuple(str(c) for c in self.columns))

    @property
    def m(self) -> int:
        return len(self.candidates)

    @property
    def k(self) -> int:
        """How many neighbours D′ are given."""
        return self.table.shape[0] - 1

    @property
    def n(self) -> int:
        return self.k

    @property
    def changes(self) -> np.ndarray:
        """Δu_j = u(D′j, ·) − u(D, ·), one row per neighbour."""
        return self.table[1:] - self.table[0]


def pair_summary(data: CustomScores) -> tuple[np.ndarray, np.ndarray]:
    """Per pair (D, D′j): the score's sensitivity max_h |Δu_j(h)| and range (max_h − min_h) Δu_j(h)."""
    return score_changes(data.changes)


def problem(data: CustomScores) -> SelectionProblem:
    """Scores = the current column; Δ and the range over the given pairs; monotone when every pair's changes
    are one-signed. The pairs are the neighbours whatever the neighbour notion."""
    sens, spread = pair_summary(data)
    delta = float(sens.max())
    if delta == 0:
        raise ProblemError(message("every neighbour D′ has the same scores as D, so the sensitivity is 0: change a "
                                   "neighbour's scores"))
    changes = data.changes
    one_signed = bool(np.all((changes >= 0).all(axis=1) | (changes <= 0).all(axis=1)))
    why = (translatable("every given neighbour moves all scores the same way") if one_signed
           else translatable("some neighbour raises one score and lowers another"))
    return SelectionProblem(labels=data.candidates, scores=data.table[data.current], sensitivity=delta,
                            base_measure=prior.base_measure(data.weights),
                            monotone={n: one_signed for n in NEIGHBOURS}, monotone_reason={n: why for n in NEIGHBOURS},
                            score_name="score", candidate_name="candidate", n=data.k,
                            population="neighbouring datasets",
                            score_range={n: float(spread.max()) for n in NEIGHBOURS})


# --- calibrations: by sensitivity and by range, with each pair's realised loss ---------------------------------
@dataclass(frozen=True)
class Calibration:
    """One way to set c: its name, formula, c (inf: the limit of a range of 0), pmf on D, each pair's loss."""

    key: str
    title: str
    formula: str
    scale: float
    pmf: np.ndarray
    losses: np.ndarray  # realised max_h |ln P[M(D)=h] − ln P[M(D′j)=h]| per pair
    bound: float  # the loss the calibration promises (ε)


def _softmax_log(scores: np.ndarray, scale: float, log_mu: np.ndarray | None = None) -> np.ndarray:
    """ln of P[h] ∝ μ(h)·e^(c·u(h)) per row (``log_mu`` = ln μ, −inf off its support; None: uniform); c = inf is
    the limit: μ on each row's argmax over the support."""
    scores = np.atleast_2d(scores)
    log_mu = np.zeros(scores.shape[1]) if log_mu is None else log_mu
    support = np.isfinite(log_mu)
    gaps = np.where(support, scores - np.where(support, scores, -np.inf).max(axis=1, keepdims=True), -np.inf)
    if np.isinf(scale):
        logits = np.where(gaps == 0, log_mu, -np.inf)
    else:
        logits = scale * gaps + log_mu
    return log_softmax_rows(logits)


def calibrations(data: CustomScores, epsilon: float) -> list[Calibration]:
    """The exponential mechanism on D calibrated by sensitivity (c = ε/(2Δ)) and by range (c = ε/range; a
    range of 0 means the output law does not depend on the data: shown as the limit c → ∞), each with the
    realised loss of every given pair."""
    pr = problem(replace(data, current=0))
    sens, spread = pair_summary(data)
    rng = float(spread.max())
    out = []
    for key, title, formula, scale in (
            ("sensitivity", "By sensitivity", "c = ε/(2Δ)", epsilon / (2 * pr.sensitivity)),
            ("range", "By range", "c = ε/range", epsilon / rng if rng > 0 else np.inf)):
        logs = _softmax_log(data.table, scale, None if pr.base_measure is None else pr.log_base_measure)
        losses = np.array([loss_profile(logs[0], logs[j]).loss for j in range(1, data.k + 1)])
        out.append(Calibration(key, title, formula, scale, np.exp(logs[0]), losses, epsilon))
    return out


def calibration_report(exp, trials: int = 0, seed: int = 0) -> dict:
    """`expmech run custom --json`'s own keys: the score's range over the given pairs (max_j (max_h − min_h)
    Δu_j(h), Dong–Durfee–Rogers 2020) and both calibrations at the run's ε (``calibrations``): c = ε/(2Δ) and
    c = ε/range (null: the limit c → ∞ of a range of 0), each with the largest realised loss over the pairs."""
    data, eps = replace(exp.dataset, current=0), float(exp.params.epsilon)
    sens, spread = pair_summary(data)
    return {"score_range": float(spread.max()),
            "calibrations": [{"calibration": c.key, "formula": c.formula,
                              "scale": None if np.isinf(c.scale) else float(c.scale),
                              "largest_loss": float(c.losses.max()), "promised_loss": c.bound}
                             for c in calibrations(data, eps)]}


def calibration_text(report: dict) -> str:
    """The lines `expmech run custom` prints after the run: the range, then c and the largest loss by each
    calibration; each a catalogue template (German with `--locale de`, English as it always was)."""
    lines = [words("score range over the given pairs = {spread} (the most the scores move apart)",
                   spread=f"{report['score_range']:.6g}")]
    for c in report["calibrations"]:
        scale = (words("∞ (range 0: the output does not depend on the data)") if c["scale"] is None
                 else f"{c['scale']:.6g}")
        lines.append(words("calibrated by {calibration}: {formula} = {scale}; largest realised loss {loss} (it "
                           "promises at most ε = {promised})", calibration=translated(c["calibration"]),
                           formula=c["formula"], scale=scale, loss=f"{c['largest_loss']:.6g}",
                           promised=f"{c['promised_loss']:.6g}"))
    return "\n".join(lines) + "\n"


# --- text: CSV, the session table -----------------------------------------------------------------------------
def _number(text: str, row: int, column: str) -> float:
    try:
        return parse_number(text, what=translatable("a score"))
    except NumberError as exc:
        raise DataError(str(exc), row=row, column=column) from None


def default_columns(k: int) -> tuple[str, ...]:
    return ("D", *(f"D′{j}" for j in range(1, k + 1)))


def from_rows(rows: list[list[str]], columns: tuple[str, ...] | None = None) -> CustomScores:
    """Rows [candidate, score on D, score on D′1, …] → CustomScores; DataError naming the first bad row. A column
    called weight (prior, μ, …: framework/prior.py) holds each candidate's prior weight instead of scores."""
    if not rows:
        raise DataError(message("no candidates yet"))
    width = max(len(r) for r in rows)
    if columns is None:
        columns = default_columns(width - 2)
    if len(rows) > MAX_CANDIDATES:
        raise DataError(message("at most {most:,} candidates", most=MAX_CANDIDATES))
    weight_at = next((j for j, c in enumerate(columns) if prior.is_weight_header(c)), None)
    scored = tuple(c for j, c in enumerate(columns) if j != weight_at)
    names, table, weights = [], [], []
    for i, row in enumerate(rows):
        if len(row) != len(columns) + 1:
            raise DataError(message("expected {width} cells (candidate, {columns}), found {cells}",
                                    width=len(columns) + 1, columns=", ".join(columns), cells=len(row)), row=i + 1)
        name = row[0].strip()
        if not name:
            raise DataError(message("a candidate needs a name"), row=i + 1, column="candidate")
        if name in names:
            raise DataError(message("candidate {name!r} appears twice", name=name), row=i + 1, column="candidate")
        cells = row[1:]
        if weight_at is not None:
            try:
                weights.append(prior.parse_weight(cells.pop(weight_at)))
            except ValueError as exc:
                raise DataError(str(exc), row=i + 1, column=columns[weight_at]) from None
        names.append(name)
        table.append([_number(c, i + 1, col) for c, col in zip(cells, scored)])
    return CustomScores(tuple(names), np.array(table).T, scored, weights=None if weight_at is None else weights)


def table_columns(data: CustomScores) -> tuple[str, ...]:
    """The columns after the candidate's name as a table or CSV shows them: the prior weight first, if any."""
    return (("weight",) if data.weights is not None else ()) + data.columns


def from_text(text: str, source: str | None = None) -> CustomScores:
    """CSV: `candidate,D,D′1,…` (the header names the columns; optional), one row per candidate."""
    rows = [cells for _, cells in parse_rows(text, source, detect_delimiter(text))]
    if not rows:
        raise DataError(message("no candidates in the file"), source=source)
    columns = None
    if any(not _is_number(c) for c in rows[0][1:]):
        columns = tuple(c.strip() for c in rows[0][1:])
        rows = rows[1:]
    if rows and len(rows[0]) > MAX_NEIGHBOURS + 2:
        raise DataError(message("at most {most:,} neighbours", most=MAX_NEIGHBOURS), source=source)
    try:
        return from_rows(rows, columns)
    except DataError as exc:
        row = exc.row + (1 if columns else 0) if exc.row else None
        raise DataError(exc.reason, source=source, row=row, column=exc.column) from None


def _is_number(text: str) -> bool:
    try:
        parse_number(text)
        return True
    except NumberError:
        return False


def to_rows(data: CustomScores) -> list[list[str]]:
    """[candidate, (weight,) score on D, score on D′1, …] per candidate, under ``table_columns``."""
    weights = ([[prior.weight_text(w)] for w in data.weights.tolist()] if data.weights is not None
               else [[] for _ in data.candidates])
    return [[name, *weights[i], *(f"{v:.17g}" for v in data.table[:, i])] for i, name in enumerate(data.candidates)]


def write_csv(path, data: CustomScores) -> None:
    atomic_write_text(path, csv_text([["candidate", *table_columns(data)], *to_rows(data)]))


def _check_table(data, source: str, where: str) -> dict:
    fail = session_format.fail
    columns = data.get("columns")
    if not (isinstance(columns, list) and len(columns) >= 2 and all(isinstance(c, str) for c in columns)):
        fail(source, where + ".columns", message("expected the names of D and of at least one neighbour (strings)"))
    rows = data.get("rows")
    if not isinstance(rows, list):
        fail(source, where + ".rows", message("expected a list"))
    for i, row in enumerate(rows):
        if not (isinstance(row, list) and len(row) == len(columns) + 1 and all(isinstance(c, str) for c in row)):
            fail(source, f"{where}.rows[{i}]", message("expected {n_columns} strings (candidate, {columns})",
                                                       n_columns=len(columns) + 1, columns=', '.join(columns)))
    return {"columns": columns, "rows": rows}


def table_dataset(data: dict) -> tuple[CustomScores, int]:
    """The valid rows of a saved table (rows with an error are left out, one by one) and how many were left out."""
    rows, columns = [list(r) for r in data["rows"]], tuple(data["columns"])
    kept, excluded = list(range(len(rows))), 0
    while True:
        try:
            return from_rows([rows[i] for i in kept], columns), excluded
        except DataError as exc:
            if exc.row is None or not kept:
                raise ProblemError(message("the custom workspace has no valid candidate: {reason}",
                                           reason=exc.reason)) from None
            kept.pop(exc.row - 1)
            excluded += 1


# --- neighbours, built-in families, the registry entry -----------------------------------------------------------
def neighbour_dataset(data: CustomScores, change: str, row: int | None, value) -> CustomScores:
    """D′: the given neighbour ``value`` (or, for a removal, neighbour ``row``, counted cyclically)."""
    j = value if value is not None else row
    if j is None:
        raise ProblemError(message("choose a neighbour D′ (1 to {k})", k=data.k))
    return replace(data, current=int(j) % data.k + 1)


def neighbour_families(data: CustomScores, pr: SelectionProblem, notion: str, namer=None) -> list[NeighbourFamily]:
    """The given neighbours, whatever the notion."""
    return [NeighbourFamily("replace", data.changes, lambda r: f"D′ = {data.columns[r + 1]}")]


def _parse_neighbour(text: str, data: CustomScores, resolve) -> int:
    text = text.strip()
    if text in data.columns[1:]:
        return data.columns.index(text) - 1
    try:
        j = int(parse_number(text, integer=True, lo=1, hi=data.k))
    except NumberError:
        raise ProblemError(message("type a neighbour: its column name or a number from 1 to {k}", k=data.k)) from None
    return j - 1


FAMILIES = (translatable("Dong's q(x, y) = x + y"), translatable("Dong's q′(x, y) = 100x + y"),
            translatable("Vote counts (add one ballot)"), translatable("Vote counts + 100 per voter"))


def generate(family: str, m: int, n: int, seed: int | None = None) -> CustomScores:
    """A built-in family: Dong's example (X = Y = {0, 1}, D: x = 0, D′: x = 1), or m vote counts from n ballots
    with one neighbour per candidate (a ballot for it added), plain or with 100 per voter added to every score
    (same range 1; sensitivity 1 vs 101)."""
    if family == FAMILIES[0] or family == FAMILIES[1]:
        a = 1 if family == FAMILIES[0] else 100
        return CustomScores(("y = 0", "y = 1"), [[0, 1], [a, a + 1]], ("x = 0", "x = 1"))
    if family not in FAMILIES:
        raise ProblemError(message("unknown family {family!r}; use one of {families}", family=family,
                                   families=', '.join(FAMILIES)))
    votes = np.random.default_rng(seed).multinomial(n, np.full(m, 1 / m)).astype(float)
    shift = 100.0 if family == FAMILIES[3] else 0.0
    table = [votes + shift * n] + [votes + shift * (n + 1) + np.eye(m)[j] for j in range(m)]
    return CustomScores(tuple(f"Candidate {i + 1}" for i in range(m)), table,
                        ("D", *(f"+1 ballot for {i + 1}" for i in range(m))))


SCENARIO = Scenario(
    key="custom", title=translatable("Custom"), dataset_type=CustomScores,
    read_csv=lambda path: from_text(read_text(path), str(path)), from_text=from_text, write_csv=write_csv,
    build_problem=lambda data, settings: problem(data),
    presets=(Preset(translatable("Dong: q(x, y) = x + y"), "custom_dong_q.csv"),
             Preset(translatable("Dong: q′(x, y) = 100x + y"), "custom_dong_q100.csv"),
             Preset(translatable("Votes + 100 per voter (range 1, sensitivity 101)"), "custom_votes_shifted.csv"),
             Preset(translatable("Dong: log P is not the least-sensitive score"), "custom_dong_log_p.csv")),
    editor_title=translatable("Scores on D and its neighbours"), individual="neighbour",
    neighbour_dataset=neighbour_dataset, neighbour_families=neighbour_families,
    one_person=OnePerson(
        noun="neighbour", row_label="neighbour (number)", value_label="neighbour D′",
        row_tip=translatable("Which neighbour D′ to compare with D: 1 = the first neighbour column"),
        value_tip=translatable("Which neighbour D′ to compare with D: its column name or number (1 = the first)"),
        parse_value=_parse_neighbour, default_value=lambda data, m, table_row: "1",
        names=lambda data: data.candidates, rows_are_candidates=True,
        describe_value=lambda value, text, person: message(" — D′ is neighbour {number}", number=value + 1)),
    table=TableFormat(check=_check_table, dataset=table_dataset,
                      from_dataset=lambda d: {"columns": list(table_columns(d)), "rows": to_rows(d)}),
    generator=Generator(
        fields=(GeneratorField("family", translatable("Family"), "choice", FAMILIES[2], choices=FAMILIES),
                GeneratorField("m", translatable("Candidates m"), "int", 5, 1, 200),
                GeneratorField("n", translatable("Voters n"), "int", 50, 0, 1_000_000)),
        build=lambda values, seed, settings: generate(str(values["family"]), int(values["m"]), int(values["n"]),
                                                      seed)),
    rows_in=lambda data: data.m, run_report=calibration_report, run_text=calibration_text,
    prior=prior.PriorSupport(names=lambda d: d.candidates, weights=lambda d: d.weights,
                             with_weights=lambda d, w: replace(d, weights=w)),
    ui="expmech_gui.ui.scenarios.custom.custom:UI",
)
