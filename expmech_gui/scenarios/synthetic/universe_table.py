"""The data of the synthetic-data scenarios (net mechanism, private multiplicative weights): a histogram of
counts over a small universe X (scenarios.synthetic.universe.Histogram), read from and written to CSV as ``element,count``
rows, shown as a two-column table, generated, and changed by one person (one unit of count at an element).
"""
from __future__ import annotations

from typing import Any, Mapping

import numpy as np

from ...core.errors import DataError
from ...core.numbers import NumberError, parse_number
from ...core.problem import ProblemError
from .universe import MAX_COUNT, Histogram, boolean_universe
from ...io.csvio import (
    atomic_write_text, check_header, csv_text, detect_delimiter, parse_rows, read_text, separator_text
)
from ..framework.base import Generator, GeneratorField, OnePerson, moved_counts, rows_table
from ...core.translatable import message, translatable

COLUMNS = ("element", "count")
ELEMENT_WORDS = {"element", "elements", "x", "record", "type", "row"}
COUNT_WORDS = {"count", "counts", "people", "n", "number"}
DISTRIBUTIONS = (translatable("skewed"), translatable("uniform"), translatable("two clusters"))  # (as GENERATORS)
MAX_GENERATED_PEOPLE = 10_000_000


def parse_count(text: str) -> int:
    """A count of people: a whole number from 0 to 10^12 (ValueError in words)."""
    try:
        return int(parse_number(text, integer=True, lo=0, hi=MAX_COUNT, what=translatable("a count")))
    except NumberError as exc:
        if exc.kind == "empty":
            raise NumberError(message("empty count: type a whole number such as 12"), exc.kind) from None
        raise


def histogram_from_rows(rows: list[list[str]]) -> Histogram:
    """The rows of the table (element, count): DataError(row=i+1, column=…) naming the first bad row."""
    names, counts, where = [], [], {}
    for i, (name, count) in enumerate(rows):
        name = str(name).strip()
        if not name:
            raise DataError(message("an element needs a name"), row=i + 1, column="element")
        if name in where:
            raise DataError(message("element {name!r} is already on row {row}", name=name, row=where[name]), row=i + 1,
                            column="element")
        try:
            counts.append(parse_count(count))
        except ValueError as exc:
            raise DataError(str(exc), row=i + 1, column="count") from None
        where[name] = i + 1
        names.append(name)
    if not names:
        raise DataError(message("the universe needs at least one element: add a row (element, count)"))
    return Histogram(tuple(names), np.asarray(counts, dtype=np.int64))


def histogram_rows(hist: Histogram) -> list[list[str]]:
    return [[e, str(int(c))] for e, c in zip(hist.elements, hist.counts)]


def _is_header(cells: list[str]) -> bool:
    a, b = (c.lower() for c in cells)
    return (a in ELEMENT_WORDS or b in COUNT_WORDS) and not any(ch.isdigit() for ch in b)


def from_text(text: str, source: str | None = None) -> Histogram:
    """``element,count`` rows (a header row is optional; ',' ';' or tab separated)."""
    delimiter = detect_delimiter(text)
    rows = parse_rows(text, source, delimiter)
    if not rows:
        raise DataError(message("no elements in the file: write rows of element,count"), source=source)
    line, first = rows[0]
    if len(first) == 2 and _is_header(first):
        check_header(first, source, line)
        rows = rows[1:]
    if not rows:
        raise DataError(message("no elements in the file (only a header)"), source=source)
    for line, cells in rows:
        if len(cells) != 2:
            raise DataError(message("expected 2 cells (element, count), found {cells} {separated}", cells=len(cells),
                                    separated=separator_text(delimiter)), source=source, row=line)
    try:
        return histogram_from_rows([cells for _, cells in rows])
    except DataError as exc:
        row = rows[exc.row - 1][0] if exc.row is not None else None
        raise DataError(exc.reason, source=source, row=row, column=exc.column) from None


def read_csv(path) -> Histogram:
    return from_text(read_text(path), str(path))


def write_csv(path, hist: Histogram) -> None:
    atomic_write_text(path, csv_text([list(COLUMNS), *histogram_rows(hist)]))


TABLE = rows_table(COLUMNS, histogram_from_rows, histogram_rows)


# --- generator ---------------------------------------------------------------------------------------------
def generate(d: int, n: int, distribution: str = "skewed", seed: int | None = 0) -> Histogram:
    """n people over {0,1}^d, one multinomial draw from ``distribution``: skewed (Zipf weights 1/rank over the
    elements in a random order), uniform, or two clusters (weight e^(−2·Hamming distance) to the nearer of two
    random centres)."""
    elements = boolean_universe(d)
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)) or not 0 <= n <= MAX_GENERATED_PEOPLE:
        raise ProblemError(message("the number of people must be a whole number from 0 to "
                                   "{max_generated_people:,}, not {n!r}", max_generated_people=MAX_GENERATED_PEOPLE,
                                   n=n))
    rng = np.random.default_rng(seed)
    k = len(elements)
    if distribution == "uniform":
        weights = np.ones(k)
    elif distribution == "skewed":
        weights = np.empty(k)
        weights[rng.permutation(k)] = 1.0 / np.arange(1, k + 1)
    elif distribution == "two clusters":
        centres = rng.choice(k, size=2, replace=k < 2)
        ids = np.arange(k)
        dist = np.min([np.array([bin(int(i) ^ int(c)).count("1") for i in ids]) for c in centres], axis=0)
        weights = np.exp(-2.0 * dist)
    else:
        raise ProblemError(message("unknown distribution {distribution!r}; use one of {distributions}",
                                   distribution=distribution, distributions=', '.join(DISTRIBUTIONS)))
    return Histogram(elements, rng.multinomial(int(n), weights / weights.sum()))


def _generate(values: Mapping[str, Any], seed: int, settings) -> Histogram:
    return generate(int(values["d"]), int(values["n"]), str(values["distribution"]), seed)


GENERATOR = Generator(
    fields=(GeneratorField("d", translatable("Bits d (|X| = 2^d)"), "int", 3, 1, 5,
                           tooltip=translatable("The universe is every string of d bits: 2, 4, …, 32 elements")),
            GeneratorField("n", translatable("People n"), "int", 100, 1, MAX_GENERATED_PEOPLE),
            GeneratorField("distribution", translatable("Distribution"), "choice", DISTRIBUTIONS[0], choices=DISTRIBUTIONS,
                           tooltip=translatable(
                               "skewed: a few common elements; two clusters: people near two random bit strings"))),
    build=_generate)


# --- neighbours: one person removed, added or moved ----------------------------------------------------------
def neighbour_dataset(hist: Histogram, change: str, row: int | None, value) -> Histogram:
    """D′: one person at element ``row`` removed, one at element ``value`` added, or moved from ``row`` to
    ``value`` (both element indices)."""
    nobody = "" if row is None or not 0 <= row < len(hist.elements) else (
        message("no one has the data {element} to remove", element=hist.elements[row]) if change == "remove" else
        message("no one has the data {element} to replace", element=hist.elements[row]))
    counts = moved_counts(hist.counts, change, row, value, "element", nobody)
    return Histogram(hist.elements, counts)


def _parse_element(text: str, dataset, resolve) -> int:
    return resolve(text, "element")


def _default_element(hist: Histogram, m: int, table_row) -> str:
    return hist.elements[-1]


ONE_PERSON = OnePerson(
    noun="person", row_label="person at element (row or name)", value_label="new person's element",
    row_tip=translatable("Remove/replace one person whose data is this element: its table row number or its name"),
    value_tip=translatable("The element (data) of the new person: a name or a table row number"),
    parse_value=_parse_element, default_value=_default_element,
    names=lambda hist: hist.elements,
    describe=lambda hist, index, row: message("a person at element {element} (table row {row:,})",
                                              element=hist.elements[index], row=row),
    describe_value=lambda value, text, person: message(" — the new person's data is {element}", element=text.strip()))
one_person = ONE_PERSON


def rows_in(hist: Histogram) -> int:
    """The people the histogram came from."""
    return int(hist.n)
