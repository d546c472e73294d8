"""What a simple scenario needs besides ``base``: the CSV file of a rows table, score-change rows, and the
neighbour families of a score that is a sum over individuals.

* ``rows_csv(table)``: (read_csv, from_text, write_csv) for a ``rows_table``: the header (its column names) is
  optional on reading, the separator is detected, and a bad row is named by its line in the file.
* ``number_setting(…)``: a ``Setting`` that is a number in [lo, hi], read and refused in words by
  ``core.numbers.parse_number`` in its box, on the command line and in a session.
* ``unit_rows(m, plus, minus)``: rows of zeros with +1 at ``plus[r]`` and −1 at ``minus[r]``.
* ``one_row_changes(contributions, …)``: when u(D, h) = Σ_i c_i(h) (individual i adds the row c_i to the scores),
  removing i changes the scores by −c_i, adding someone with row p by +p, and replacing i by p by p − c_i
  (Dwork–Roth §2.3: neighbours differ in one individual).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, NamedTuple

import numpy as np

from ...core.errors import DataError
from ...core.numbers import NumberError, parse_number
from ...core.privacy.loss import NeighbourFamily
from ...core.problem import ProblemError
from ...io.csvio import atomic_write_text, csv_text, parse_rows, read_text
from .base import Setting, TableFormat
from ...core.translatable import message


class RowsCSV(NamedTuple):
    """A rows table's CSV readers and writer, as ``Scenario`` takes them."""

    read_csv: Callable[[Any], Any]
    from_text: Callable[[str, str | None], Any]
    write_csv: Callable[[Any, Any], None]


def rows_csv(table: TableFormat) -> RowsCSV:
    """The CSV of ``table`` (a ``rows_table``): one line per row under its column names."""
    columns = tuple(table.columns)
    width = len(columns)

    def from_text(text: str, source: str | None = None):
        records = parse_rows(text, source)
        if records and [c.lower() for c in records[0][1]] == [c.lower() for c in columns]:
            records = records[1:]
        for line, cells in records:
            if len(cells) > width:
                raise DataError(message("expected {width} values ({columns}), found {n_cells}", width=width,
                                        columns=', '.join(columns), n_cells=len(cells)),
                                source=source, row=line)
        try:
            return table.to_dataset([cells + [""] * (width - len(cells)) for _, cells in records])
        except DataError as exc:  # the table's row number → the file's line number
            line = records[exc.row - 1][0] if exc.row is not None and 1 <= exc.row <= len(records) else exc.row
            raise DataError(exc.reason, source=source, row=line, column=exc.column) from None

    def write_csv(path, dataset) -> None:
        atomic_write_text(path, csv_text([columns, *table.from_dataset(dataset)["rows"]]))

    return RowsCSV(lambda path: from_text(read_text(path), str(Path(path))), from_text, write_csv)


def number_setting(name: str, label: str, default: float, lo: float, hi: float, cli_help: str, *,
                   whole: bool = False, metavar: str = "X", tooltip: str = "") -> Setting:
    """A setting that is a number from ``lo`` to ``hi`` (a whole number with ``whole``), flag --NAME (dashes for
    underscores); a wrong value is refused with the sentence parse_number writes ("… must be from 0 to 23 …")."""
    what = label[:1].lower() + label[1:]

    def parse(text) -> float:
        return float(parse_number(text, integer=whole, lo=lo, hi=hi, what=what))

    def check(value) -> float:
        try:
            return parse(value)
        except NumberError as exc:
            raise ProblemError(str(exc)) from None

    return Setting(name, label, float(default), parse, check, "--" + name.replace("_", "-"), metavar, cli_help,
                   tooltip=tooltip or cli_help)


def unit_rows(m: int, plus: np.ndarray | None, minus: np.ndarray | None) -> np.ndarray:
    """Rows of zeros with +1 at ``plus[r]`` and −1 at ``minus[r]``."""
    size = (plus if plus is not None else minus).size
    out = np.zeros((size, m))
    r = np.arange(size)
    if plus is not None:
        out[r, plus] += 1.0
    if minus is not None:
        out[r, minus] -= 1.0
    return out


def one_row_changes(contributions, notion: str, who: Callable[[int], str],
                    possible=None, what: Callable[[int], str] | None = None) -> list[NeighbourFamily]:
    """Neighbour families of a score u(D, h) = Σ_i c_i(h), ``contributions`` the n × m rows c_i: under
    "add-remove", remove individual i (−c_i) or add someone with row p (+p); under "replace", replace i by p
    (p − c_i). ``possible`` (P × m) lists the rows a new individual may have (default: the distinct rows of the
    data); ``who(i)`` and ``what(p)`` name them in the one-person view's sentences."""
    c = np.atleast_2d(np.asarray(contributions, dtype=np.float64))
    p = np.unique(c, axis=0) if possible is None else np.atleast_2d(np.asarray(possible, dtype=np.float64))
    what = what or (lambda k: f"someone whose row is {np.array2string(p[k], separator=', ')}")
    n, k = c.shape[0], p.shape[0]
    if notion == "add-remove":
        return [NeighbourFamily("remove", None, lambda i: f"remove {who(i)}", rows=lambda a, b: -c[a:b], count=n),
                NeighbourFamily("add", None, lambda j: f"add {what(j)}", rows=lambda a, b: p[a:b], count=k)]

    def replaced(a: int, b: int) -> np.ndarray:
        r = np.arange(a, b)
        return p[r % k] - c[r // k]

    return [NeighbourFamily("replace", None, lambda r: f"replace {who(r // k)} by {what(r % k)}",
                            rows=replaced, count=n * k)]
