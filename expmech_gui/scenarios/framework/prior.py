"""The base measure μ of a table (its prior): one optional weight per candidate, as typed in a table, a CSV column
or a `--base-measure` file, checked and normalised for ``SelectionProblem.base_measure``.

The exponential mechanism with a base measure picks h with probability ∝ μ(h)·exp(c·u(h)) (McSherry–Talwar 2007;
Naor's slides, "base measure μ on R — usually uniform"; the wiki's weights e^(εq)·μ). μ must not depend on the
data: it is public, the same for D and every neighbour D′, so it costs no privacy (the ratio of the two pmfs has
the same μ(h) above and below). A weight is a number ≥ 0; the weights are divided by their sum so μ sums to 1;
a weight of 0 means that candidate can never be chosen; all weights equal is the uniform measure — the app then
uses no μ at all, so every number is the same, digit for digit, as without a weight column. A blank weight
counts as 1.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

import numpy as np

from ...core.errors import DataError
from ...core.numbers import NumberError, parse_number
from ...io.csvio import csv_text, detect_delimiter, parse_rows, read_text
from ...core.translatable import message, translatable, translated

WEIGHT_HEADERS = ("weight", "prior", "prior weight", "μ", "mu", "base measure")
MAX_WEIGHT = 1e15  # a weight beyond this is a typo; the sum of 10⁵ of them stays a finite float
BLANK_WEIGHT = 1.0
PLURALS = {"candidate": translatable("candidates"), "option": translatable("options")}  # check_weights' nouns
ZERO_MEANS = translatable("a weight of 0 means it can never be chosen")


def is_weight_header(name: str) -> bool:
    """Whether a column called ``name`` holds the prior weights (weight, prior, μ, …, in any case)."""
    return str(name).strip().lower() in WEIGHT_HEADERS


def parse_weight(text: str) -> float:
    """A prior weight: a number from 0 to 10^15 (blank = 1). ValueError in words otherwise (NaN, inf, text,
    negative)."""
    if not str(text).strip():
        return BLANK_WEIGHT
    try:
        return parse_number(text, lo=0, hi=MAX_WEIGHT, what="a prior weight")
    except NumberError as exc:
        said = "must be" in str(exc)
        zero_means = translated(ZERO_MEANS)
        raise NumberError(message("{reason} ({zero_means})", reason=exc, zero_means=zero_means) if said else
                          message("{reason}; a prior weight is a number from 0 to 10^15 ({zero_means})", reason=exc,
                                  zero_means=zero_means)) from None


PLAIN_WEIGHT_CHARS = str.maketrans("", "", "0123456789.eE+-\n")
SMALLEST_WEIGHT = 1e-300  # parse_number refuses a number nearer 0 than this (a subnormal float)


def parse_weights(texts: Sequence[str]) -> tuple[np.ndarray, dict[int, str]]:
    """(weights with 1 where a cell is refused, {index: reason}) for a column of typed weights: ``parse_weight``'s
    answer per cell. Cells of plain digits are converted by numpy at once (10⁵ weights one per row in Python took
    seconds); a cell numpy cannot vouch for (text, blank, out of range, a 0 written with an exponent) goes through
    ``parse_weight``, which says why it is refused."""
    n = len(texts)
    weights = np.ones(n)
    slow = range(n)
    if n and all(texts) and not "\n".join(texts).translate(PLAIN_WEIGHT_CHARS):
        try:
            values = np.array(texts, dtype=np.float64)
        except ValueError:  # "1e", "+-", "1..5": not a plain number; each cell is looked at below
            values = None
        if values is not None:
            ok = (values >= 0) & (values < MAX_WEIGHT) & ((values == 0) | (values > SMALLEST_WEIGHT))  # an end: parse_weight
            zero = np.flatnonzero(values == 0)  # '1e-400' reads as 0 but is refused as too small
            ok[[i for i in zero.tolist() if "e" in texts[i].lower()]] = False
            weights[ok] = values[ok]
            slow = np.flatnonzero(~ok).tolist()
    errors = {}
    for i in slow:
        try:
            weights[i] = parse_weight(texts[i])
        except ValueError as exc:
            errors[i] = str(exc)
    return weights, errors


def check_weights(weights, count: int, noun: str = "candidate") -> np.ndarray:
    """``weights`` as a read-only float array of ``count`` entries, each finite, ≥ 0 and at most 10^15, not all 0;
    DataError naming the row otherwise."""
    w = np.array(weights, dtype=np.float64, copy=True).reshape(-1)
    if w.size != count:
        raise DataError(message("{size} prior weights for {count} {nouns}: give one weight per {noun}", size=w.size,
                                count=count, nouns=translated(PLURALS.get(noun, noun + "s")), noun=translated(noun)))
    bad = np.flatnonzero(~np.isfinite(w) | (w < 0) | (w > MAX_WEIGHT))
    if bad.size:
        i = int(bad[0])
        raise DataError(message("the prior weight must be a number from 0 to 10^15, not {w:g} ({zero_means})",
                                w=w[i], zero_means=translated(ZERO_MEANS)),
                        row=i + 1, column="weight")
    if not np.any(w > 0):
        raise DataError(message("every prior weight is 0, so no {noun} could ever be chosen: give at least one "
                                "{noun} a weight above 0 (or clear the weights for the uniform prior)",
                                noun=translated(noun)), column="weight")
    w.setflags(write=False)
    return w


def base_measure(weights: np.ndarray | None) -> np.ndarray | None:
    """μ = w / Σw, the normalised base measure; None (uniform, the app's default) when there are no weights or
    they are all equal, so a table of equal weights gives today's numbers exactly."""
    if weights is None:
        return None
    w = np.asarray(weights, dtype=np.float64)
    if np.all(w == w[0]):
        return None
    return w / w.sum()


@dataclass(frozen=True)
class PriorSupport:
    """How a scenario's dataset holds its prior: the candidates' ``names`` (in the problem's order), its
    ``weights`` (None: uniform), a copy ``with_weights`` (None removes them); ``noun`` names a candidate;
    ``in_data_file`` says where a data file holds them when no column can (Lunch: its options are the columns)."""

    names: Callable[[Any], Sequence[str]]
    weights: Callable[[Any], np.ndarray | None]
    with_weights: Callable[[Any, np.ndarray | None], Any]
    noun: str = "candidate"
    in_data_file: str = ""  # "" : a column of the data file (its first column names the candidates)


# --- --base-measure FILE|column ---------------------------------------------------------------------------------
def read_weight_file(path) -> dict[str, float]:
    """A CSV of `name,weight` rows (a header row is optional); DataError naming the row otherwise."""
    source = str(path)
    rows = parse_rows(read_text(path), source)
    if rows and len(rows[0][1]) == 2 and not _is_number(rows[0][1][1]):
        rows = rows[1:]  # a header
    if not rows:
        raise DataError(message("no name,weight rows in the prior file"), source=source)
    out: dict[str, float] = {}
    for line, cells in rows:
        if len(cells) != 2:
            raise DataError(message("expected 2 cells (name, weight), found {cells}", cells=len(cells)), source=source,
                            row=line)
        name, text = cells
        if name in out:
            raise DataError(message("{name!r} has a weight twice", name=name), source=source, row=line, column="name")
        try:
            out[name] = parse_weight(text)
        except ValueError as exc:
            raise DataError(str(exc), source=source, row=line, column="weight") from None
    return out


def split_weight_column(text: str, column: str, source: str | None = None) -> tuple[str, dict[str, float]]:
    """The CSV ``text`` without its column called ``column`` (found in the header row, any case), and that
    column's weights by the name in each row's first cell."""
    delimiter = detect_delimiter(text)
    rows = parse_rows(text, source, delimiter)
    header = rows[0][1] if rows else []
    wanted = column.strip().lower()
    j = next((j for j, c in enumerate(header) if c.strip().lower() == wanted), None)
    if j is None or j == 0:
        have = ", ".join(repr(c) for c in header[1:]) or "none"
        raise DataError(message("--base-measure {column}: there is no file of that name, and the data file has no "
                                "column called {column!r} after its names (its columns: {have})", column=column,
                                have=have), source=source)
    weights: dict[str, float] = {}
    for line, cells in rows[1:]:
        if len(cells) != len(header):
            raise DataError(message("expected {n_header} cells (one per header column), found {n_cells}",
                                    n_header=len(header), n_cells=len(cells)),
                            source=source, row=line)
        try:
            weights[cells[0]] = parse_weight(cells[j])
        except ValueError as exc:
            raise DataError(str(exc), source=source, row=line, column=header[j]) from None
    rest = [[c for k, c in enumerate(cells) if k != j] for _, cells in rows]
    return csv_text(rest), weights


def weights_by_name(names: Sequence[str], given: dict[str, float], noun: str, source: str | None = None
                    ) -> np.ndarray:
    """One weight per name of ``names`` from ``given``; DataError naming a name the data lacks or a missing one."""
    known = set(names)
    stray = [n for n in given if n not in known]
    if stray:
        raise DataError(message("the prior names {name!r}, which is not a {noun} of the data", name=stray[0],
                                noun=translated(noun)), source=source)
    missing = [n for n in names if n not in given]
    if missing:
        raise DataError(message("the prior gives no weight for the {noun} {name!r}: give every {noun} a weight",
                                noun=translated(noun), name=missing[0]),
                        source=source)
    return check_weights([given[n] for n in names], len(names), noun)


def _is_number(text: str) -> bool:
    try:
        parse_number(text)
    except NumberError:
        return False
    return True


def weight_text(w: float) -> str:
    """A weight as written in a table or CSV: the shortest text that reads back to the same float ('2', '0.1')."""
    s = repr(float(w))
    return s[:-2] if s.endswith(".0") else s
