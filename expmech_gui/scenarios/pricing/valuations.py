"""Pricing's data: buyers' valuations v_i ≥ 0 — the dataset, its CSV and text readers, and the synthetic
generators on the scale of the max price P (uniform, normal, bimodal, log-normal)."""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import ClassVar

import numpy as np

from ...core.numbers import NumberError, parse_number
from ...core.problem import ProblemError
from ...core.translatable import message, translatable, translated
from ...io.csvio import DataError, atomic_write_text, csv_text, detect_delimiter, parse_rows, read_text, separator_text
from ..framework.cells import parse_valuation
from .gamma import continuous_optimum
from .revenue import (
    check_max_price,
)


DEFAULT_MAX_PRICE = 1.0
HEADER_WORDS = {"value", "valuation", "valuations", "v", "price", "bid", "amount", "willingness to pay"}
# header words also read in the language in use ("Bewertung" with the German UI or `--locale de`); the last is
# the table's own column title, as the app shows it
HEADER_TEXTS = (translatable("value"), translatable("valuation"), translatable("price"), translatable("amount"),
                translatable("willingness to pay"), translatable("Valuation ($)"))


def is_header(cell: str) -> bool:
    """Whether the first row's cell names the column (in English, or in the language in use) rather than a value."""
    word = cell.strip().lstrip("\ufeff").lower()
    return word in HEADER_WORDS or word in {translated(text).lower() for text in HEADER_TEXTS}
# the distributions' names: English in files, batch and the CLI; marked, so the Generate dialog shows them translated
GENERATORS = (translatable("uniform"), translatable("normal"), translatable("bimodal"), translatable("log-normal"))


@dataclass(frozen=True, eq=False)
class Valuations:
    """Buyers' valuations v_i ≥ 0 (finite); values above the max price buy at every price. Sorted when first
    needed: a grid of m ≥ n/4 prices is counted without the sort (revenue.count_grid)."""

    values: np.ndarray
    largest: float = field(init=False, repr=False)  # the largest value (0 when there are none)
    lowest: ClassVar[float] = 0.0  # the least value a cell may hold (a subclass may allow any sign)
    parse_cell = staticmethod(parse_valuation)  # one typed cell (CSV, table, a new person's value)

    def __post_init__(self) -> None:
        v = np.array(self.values, dtype=np.float64, copy=True).reshape(-1)
        largest = _largest_valuation(v)
        if largest is None:  # the row is looked for only when a value fails
            i = int(np.flatnonzero(~np.isfinite(v) | (v < 0))[0])
            raise DataError(message("valuation {value!r} must be a finite number ≥ 0", value=float(v[i])), row=i + 1,
                            column="value")
        v.setflags(write=False)
        object.__setattr__(self, "values", v)
        object.__setattr__(self, "largest", largest)

    @property
    def sorted_values(self) -> np.ndarray:
        """The values in ascending order (read-only), sorted once, on first use."""
        s = self.__dict__.get("_sorted")
        if s is None:
            s = np.sort(self.values)
            s.setflags(write=False)
            object.__setattr__(self, "_sorted", s)
        return s

    @property
    def is_sorted(self) -> bool:
        """Whether ``sorted_values`` is already known (then grids use it rather than count without it)."""
        return "_sorted" in self.__dict__

    @property
    def n(self) -> int:
        return int(self.values.size)

    def gamma(self, max_price: float, grid: tuple | None = None) -> float:
        """γ = gamma.continuous_optimum at ``max_price``, computed once per max price: it does not depend on
        α, so an α sweep on the same valuations pays its O(n) pass once (like the sort). ``grid`` (a
        revenue.GridCount of the same valuations) only speeds that pass."""
        known = self.__dict__.setdefault("_gamma", {})  # frozen: the cache lives in the instance's dict
        if max_price not in known:
            known[max_price] = continuous_optimum(self, max_price, grid)
        return known[max_price]


FINITE_BITS = 0x7FF0000000000000  # the IEEE-754 pattern of +∞: finite numbers ≥ 0 lie below it, read unsigned


def _largest_valuation(v: np.ndarray) -> float | None:
    """The largest of values that are all finite and ≥ 0 (0.0 when there are none), or None if one is not.

    One pass: read as unsigned 64-bit integers, the patterns of finite numbers ≥ 0 are below +∞'s and ordered
    like the numbers, while NaN, ±∞ and every negative number (−0.0 too) lie at or above it; only when the
    largest pattern is not finite (a bad value, or a −0.0) are the two float ends checked."""
    if v.size == 0:
        return 0.0
    top = int(v.view(np.uint64).max())
    if top < FINITE_BITS:
        return float(np.uint64(top).view(np.float64))
    least, largest = float(v.min()), float(v.max())
    return largest + 0.0 if least >= 0 and math.isfinite(largest) else None  # (+ 0.0: −0.0 reads as 0.0)


def read_valuations_csv(path) -> Valuations:
    """One valuation per row, header optional (first row only); row-numbered errors."""
    return valuations_from_text(read_text(path), str(path))


def valuations_from_text(text: str, source: str | None = None, kind: type = Valuations) -> Valuations:
    """The valuations (or ``kind``: a subclass with its own cell parser and least value) of a CSV text."""
    fast = _fast_parse(text, kind.lowest)
    if fast is not None:
        return kind(fast)
    delimiter = detect_delimiter(text)
    rows = parse_rows(text, source, delimiter, one_column=True)  # German "1,5" per line is 1.5 (csvio)
    values = []
    for k, (line, cells) in enumerate(rows):
        if len(cells) != 1:
            joined = delimiter.join(cells)
            if delimiter == "," and len(cells) <= 4 and all(c.isdigit() for c in cells):
                try:  # 1,5 or 1,000: a decimal comma or a thousands separator, said as such
                    parse_number(joined)
                except NumberError as exc:
                    raise DataError(str(exc), source=source, row=line, column="value") from None
            raise DataError(message("expected one value per row, found {cells} cells {separated} ({joined!r}); put "
                                    "each valuation on its own row", cells=len(cells),
                                    separated=separator_text(delimiter), joined=joined[:40]), source=source, row=line)
        if k == 0 and is_header(cells[0]):
            continue
        try:
            values.append(kind.parse_cell(cells[0]))
        except ValueError as exc:
            hint = message(" (a header row must be one word such as 'value')") if k == 0 and not _numberish(
                cells[0]) else ""
            raise DataError(f"{exc}{hint}", source=source, row=line, column="value") from None
    return kind(np.asarray(values, dtype=np.float64))


def _numberish(text: str) -> bool:
    return any(ch.isdigit() for ch in text)


PARSE_CHARS = 1 << 20  # a large file is split and converted about a megabyte (≈ 50,000 rows) at a time: one call
# over a million rows held the interpreter ~0.3 s, and the GUI thread with it while a worker read the file


def _lines(text: str) -> list[str]:
    """The text's non-blank lines, stripped (str.splitlines' line ends), split ``PARSE_CHARS`` at a time."""
    lines: list[str] = []
    start = 0
    while start < len(text):
        end = text.find("\n", start + PARSE_CHARS)
        end = len(text) if end < 0 else end + 1  # a chunk ends after a "\n": a "\r\n" is never cut in two
        lines.extend(ln for ln in (s.strip() for s in text[start:end].splitlines()) if ln)
        start = end
    return lines


def _fast_parse(text: str, lowest: float = 0.0) -> np.ndarray | None:
    """Plain numeric lines (the common large file) parsed by numpy, ≈ 50,000 rows a call; None to fall back."""
    if any(ch in text for ch in '"$_,;\t€£¥'):
        return None
    lines = _lines(text)
    if lines and is_header(lines[0]):
        lines = lines[1:]
    rows = PARSE_CHARS // 20
    try:
        v = np.concatenate([np.array(lines[i:i + rows], dtype=np.float64) for i in range(0, len(lines), rows)]
                           or [np.array([], dtype=np.float64)])
    except ValueError:
        return None
    if v.size and not (np.all(np.isfinite(v)) and v.min() >= lowest and np.all((v == 0) | (np.abs(v) >= 1e-300))):
        return None
    if v.size and np.any(v == 0) and any("e" in ln.lower() for ln in lines):
        return None  # '1e-400' reads as 0.0 but is refused as too small
    return v


def write_valuations_csv(path, valuations: Valuations) -> None:
    atomic_write_text(path, csv_text([["value"], *([repr(float(v))] for v in valuations.values)]))


def generate(kind: str, n: int, seed: int | None = None, max_price: float = DEFAULT_MAX_PRICE) -> Valuations:
    """Synthetic valuations on the scale of P: uniform[0, P], normal(P/2, P/6), bimodal, log-normal."""
    if kind not in GENERATORS:
        raise ProblemError(message("unknown distribution {kind!r}; use one of {generators}", kind=kind,
                                   generators=', '.join(GENERATORS)))
    if not isinstance(n, (int, np.integer)) or n < 0:
        raise ProblemError(message("n must be a whole number ≥ 0, not {n!r}", n=n))
    p = check_max_price(max_price)
    rng = np.random.default_rng(seed)
    if kind == "uniform":
        v = rng.uniform(0.0, p, n)
    elif kind == "normal":
        v = rng.normal(p / 2, p / 6, n)
    elif kind == "bimodal":
        low = rng.random(n) < 0.6
        v = np.where(low, rng.normal(0.25 * p, 0.07 * p, n), rng.normal(0.8 * p, 0.07 * p, n))
    else:
        v = rng.lognormal(np.log(0.3 * p), 0.6, n)
    return Valuations(np.round(np.clip(v, 0.0, None), 4))
