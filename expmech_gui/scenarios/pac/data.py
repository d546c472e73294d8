"""Labelled points for private PAC learning: the dataset, its CSV and the generator.

A point x is written as a whole number (a point of the line grid 0 … d−1) or as a bit string x1x2…xd (a point of
{0,1}^d, e.g. 0110); which one it must be is the concept class's business (``domain_indices``). A CSV is `x,label`
or `x1,…,xd,label` (a header is optional) and may start with the line that states the distribution it was drawn
from (``scenarios.pac.concepts.Truth.text``); without it the true error is unknown.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...core.errors import DataError
from .concepts import Truth, check_class, check_domain, domain_size, is_line, parse_truth, predictions
from ...core.problem import ProblemError
from ...core.translatable import message

MAX_POINTS = 1_000_000
MAX_CELL_DIGITS = 18
LABEL_WORDS = {"1": 1, "0": 0, "1.0": 1, "0.0": 0, "yes": 1, "no": 0, "true": 1, "false": 0, "+": 1, "-": 0}


@dataclass(frozen=True, eq=False)
class LabelledPoints:
    """n points as typed (``cells``), their labels (0/1) and, when known, the distribution they come from."""

    cells: tuple[str, ...]
    labels: np.ndarray
    truth: Truth | None = None

    def __post_init__(self) -> None:
        labels = np.array(self.labels, dtype=np.int8, copy=True)
        if labels.shape != (len(self.cells),):
            raise DataError(message("every point needs a label"))
        labels.setflags(write=False)
        object.__setattr__(self, "labels", labels)

    @property
    def n(self) -> int:
        return len(self.cells)

    def domain_indices(self, cls: int, d: int) -> np.ndarray:
        """Each point's index in the class's domain (x on the line, the bit mask on the cube); ProblemError naming
        the first row that is not a point of that domain."""
        if is_line(cls):
            for i, cell in enumerate(self.cells):
                if len(cell) > MAX_CELL_DIGITS or int(cell) >= d:
                    hint = (message(" (bit strings are points of the cube: choose conjunctions or stumps)")
                            if len(cell) > 1 and not cell.strip("01") else "")
                    raise ProblemError(message("point {row} (x = {x}) is not on the grid 0 … {last}: raise d or fix "
                                               "that row{hint}", row=i + 1, x=cell, last=d - 1, hint=hint))
            return np.fromiter((int(c) for c in self.cells), np.int64, self.n)
        for i, cell in enumerate(self.cells):
            if len(cell) != d or cell.strip("01"):
                raise ProblemError(message("point {row} (x = {x}) is not in {{0,1}}^{d}: write {d} bits such as "
                                           "{example}, or set d to the number of bits", row=i + 1, x=cell, d=d,
                                           example="01" * (d // 2) + "0" * (d % 2)))
        return np.fromiter((int(c[::-1], 2) for c in self.cells), np.int64, self.n)  # x1 is bit 0

    def counts(self, cls: int, d: int) -> tuple[np.ndarray, np.ndarray]:
        """(w1, w0): how many points with label 1 and with label 0 sit on each domain point."""
        idx = self.domain_indices(cls, d)
        size = domain_size(cls, d)
        ones = self.labels == 1
        return (np.bincount(idx[ones], minlength=size).astype(np.float64),
                np.bincount(idx[~ones], minlength=size).astype(np.float64))


def parse_point(text: str) -> str:
    """A point as typed: a whole number (the line) or a bit string (the cube). ValueError saying what to write."""
    s = str(text).strip()
    if not s:
        raise ValueError(message("empty x: write a point such as 37 (the line) or 0110 (the cube)"))
    if not s.isdigit() or not s.isascii():
        raise ValueError(message("{text!r} is not a point: write a whole number such as 37 (the line) or bits such "
                                 "as 0110", text=s))
    return s


def parse_label(text: str) -> int:
    s = str(text).strip().lower()
    if s in LABEL_WORDS:
        return LABEL_WORDS[s]
    raise ValueError(message("{text!r} is not a label: write 1 or 0", text=text.strip()))


def from_rows(rows: list[list[str]], truth: Truth | None = None) -> LabelledPoints:
    """Rows [x, label] or [x1, …, xd, label] → LabelledPoints; DataError naming the first bad row and column."""
    if len(rows) > MAX_POINTS:
        raise DataError(message("at most {most:,} points", most=MAX_POINTS))
    cells, labels = [], []
    for i, row in enumerate(rows):
        if len(row) < 2:
            raise DataError(message("a row needs a point and its label"), row=i + 1, column="label")
        *xs, label = row
        if len(xs) == 1:
            try:
                cells.append(parse_point(xs[0]))
            except ValueError as exc:
                raise DataError(str(exc), row=i + 1, column="x") from None
        else:
            for j, bit in enumerate(xs):
                if bit.strip() not in ("0", "1"):
                    raise DataError(message("x{j} = {bit!r} is not a bit: write 0 or 1", j=j + 1, bit=bit.strip()),
                                    row=i + 1, column=f"x{j + 1}")
            cells.append("".join(b.strip() for b in xs))
        try:
            labels.append(parse_label(label))
        except ValueError as exc:
            raise DataError(str(exc), row=i + 1, column="label") from None
    return LabelledPoints(tuple(cells), np.array(labels, dtype=np.int8), truth)


def to_rows(data: LabelledPoints) -> list[list[str]]:
    return [[c, str(int(y))] for c, y in zip(data.cells, data.labels)]


def from_csv_rows(rows: list[tuple[int, list[str]]], first_line: str, source: str | None) -> LabelledPoints:
    """Parsed CSV records (line number, cells) → LabelledPoints; a distribution line and a header are optional.
    DataError names the file's line and the column."""
    truth = None
    if first_line.lstrip("\ufeff").startswith("#"):
        try:
            truth = parse_truth(first_line)
        except ProblemError as exc:
            raise DataError(str(exc), source=source, row=1) from None
        rows = rows[1:]
    if rows and not rows[0][1][0].strip().isdigit():
        rows = rows[1:]  # the header: x,label or x1,…,xd,label
    if not rows:
        raise DataError(message("no points in the file"), source=source)
    widths = {len(cells) for _, cells in rows}
    if len(widths) > 1:
        line, cells = next((ln, c) for ln, c in rows if len(c) != len(rows[0][1]))
        raise DataError(message("{cells} cells where the first row has {first}", cells=len(cells),
                                first=len(rows[0][1])), source=source, row=line)
    try:
        return from_rows([cells for _, cells in rows], truth)
    except DataError as exc:
        line = rows[exc.row - 1][0] if exc.row else None
        raise DataError(exc.reason, source=source, row=line, column=exc.column) from None


def generate(cls: int, d: int, target: int, noise: float, n: int, seed: int | None) -> LabelledPoints:
    """n points from the stated distribution: x uniform on the domain, y = target(x) flipped with probability η."""
    cls, d = check_class(cls), check_domain(cls, d)
    if not 0 <= noise <= 0.5:
        raise ProblemError(message("the label noise η must be from 0 to 0.5, not {noise:g}", noise=noise))
    if not 0 <= n <= MAX_POINTS:
        raise ProblemError(message("n must be from 0 to {max_points:,}, not {n:,}", max_points=MAX_POINTS, n=n))
    rng = np.random.default_rng(seed)
    x = np.sort(rng.integers(0, domain_size(cls, d), n))
    clean = predictions(cls, d, x, np.array([target]))[:, 0]
    y = clean ^ (rng.random(n) < noise)
    if is_line(cls):
        cells = tuple(str(int(v)) for v in x)
    else:
        cells = tuple(format(int(v), f"0{d}b")[::-1] for v in x)  # x1 first
    return LabelledPoints(cells, y.astype(np.int8), Truth(cls, d, int(target), float(noise)))

