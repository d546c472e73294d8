"""The private median / quantile (Smith 2011; the exponential mechanism's textbook numeric example): choose h from
the fixed grid lo, lo + step, …, hi with score u(h) = −|#{v_i < h} − q·n| (scenarios.gallery.gallery.quantile_scores), Δ = 1.

The grid comes from the settings, never from the data: a grid drawn from the values would itself tell them.
The data are any finite numbers, negative too (``Values``: pricing's Valuations and CSV readers without the floor
at 0); values outside [lo, hi] are clamped to it before counting, as diffprivlib's quantile clips to its bounds.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

import numpy as np

from ...core.translatable import message, numeral, translatable, translated
from ...core.errors import DataError
from ..gallery.gallery import check_quantile, numeric_grid, quantile_scores, ranks_below
from ...core.numbers import parse_number
from ...core.privacy.loss import NeighbourFamily
from ...core.problem import ProblemError, SelectionProblem
from ..framework.base import Generator, GeneratorField, OnePerson, Preset, Scenario, Setting, rows_table
from ..framework.cells import parse_any_value
from ..framework.participant_form import number_form
from ...io.csvio import read_text
from ..pricing.pricing import GENERATORS, Valuations, generate, valuations_from_text, write_valuations_csv
from ..pricing.pricing import bin_replacements, neighbour_dataset as valuations_neighbour
from ..pricing.revenue import format_price

DEFAULT_QUANTILE = 0.5
DEFAULT_LO, DEFAULT_HI, DEFAULT_STEP = 0.0, 1.0, 0.01
LIMIT = 1e12  # |lo|, |hi| at most this
MAX_SEARCH_ROWS = 200_000  # replace neighbours searched (new values coarsened beyond), to keep it to seconds

MONOTONE_REASON = {
    "add-remove": translatable("a new value raises the count below h only above the value, while q·n rises by q "
                               "everywhere, so the distance |count − q·n| grows at some h and shrinks at others"),
    "replace": translatable("moving one value lowers the count below h on one side and raises it on the other"),
}


@dataclass(frozen=True, eq=False)
class Values(Valuations):
    """The median's data: any finite numbers (negative too), one per person."""

    lowest: ClassVar[float] = -math.inf
    parse_cell = staticmethod(parse_any_value)

    def __post_init__(self) -> None:
        v = np.array(self.values, dtype=np.float64, copy=True).reshape(-1)
        bad = np.flatnonzero(~np.isfinite(v))
        if bad.size:
            raise DataError(message("value {value!r} must be a finite number", value=float(v[bad[0]])),
                            row=int(bad[0]) + 1, column="value")
        v.setflags(write=False)
        object.__setattr__(self, "values", v)
        object.__setattr__(self, "largest", float(v.max()) if v.size else 0.0)


def values_from_text(text: str, source: str | None = None) -> Values:
    return valuations_from_text(text, source, kind=Values)


def read_values_csv(path) -> Values:
    """One number per row, header optional (first row only); row-numbered errors."""
    return values_from_text(read_text(path), str(path))


def clamped(values: Valuations, lo: float, hi: float) -> np.ndarray:
    """The values sorted and clamped to [lo, hi] (diffprivlib's quantile clips to its bounds alike)."""
    return np.clip(values.sorted_values, lo, hi)


def grid(settings) -> np.ndarray:
    """The candidate grid from the settings lo, hi and step (ProblemError naming the field)."""
    return numeric_grid(float(settings["lo"]), float(settings["hi"]), float(settings["step"]))


def problem(values: Valuations, q: float = DEFAULT_QUANTILE, lo: float = DEFAULT_LO, hi: float = DEFAULT_HI,
            step: float = DEFAULT_STEP) -> SelectionProblem:
    """Candidates = the grid, scores −|#{v_i < h} − q·n| over the values clamped to [lo, hi], Δ = 1 (one value
    moves the count by ≤ 1, q·n by ≤ q)."""
    if values.n == 0:
        raise ProblemError(message("the quantile needs at least one value"))
    h = grid({"lo": lo, "hi": hi, "step": step})
    q = check_quantile(q)
    return SelectionProblem(
        labels=tuple(format_price(p) for p in h), values=h, scores=quantile_scores(clamped(values, h[0], h[-1]), h, q),
        sensitivity=1.0, monotone={"add-remove": False, "replace": False}, monotone_reason=MONOTONE_REASON,
        score_name="rank score", candidate_name="value", candidate_unit="$", n=values.n,
        extras={"quantile": q, "true_quantile": float(np.quantile(values.values, q, method="inverted_cdf"))})


def moved_value_scores(values: Valuations, pr: SelectionProblem, old: float, new) -> np.ndarray:
    """The scores −|#{v_i < h} − q·n| with one value ``old`` replaced by each value of ``new`` (one row each), all
    clamped to [lo, hi]: #{v_i < h} − [old < h] + [new < h] — integers, so the same floats as a fresh problem's."""
    h = pr.values
    rank = ranks_below(clamped(values, h[0], h[-1]), h) - (np.clip(old, h[0], h[-1]) < h)
    moved = np.clip(np.asarray(new, dtype=np.float64), h[0], h[-1])[:, None] < h[None, :]
    return -np.abs(rank[None, :] + moved - pr.extras["quantile"] * values.n)


def _problem(values: Valuations, settings) -> SelectionProblem:
    return problem(values, settings["quantile"], settings["lo"], settings["hi"], settings["step"])


# --- neighbours: one value removed, added or changed -------------------------------------------------------
def neighbour_dataset(dataset: Valuations, change: str, row: int | None, value) -> Valuations:
    """As pricing's: one value removed, added or replaced (a "person" here)."""
    return valuations_neighbour(dataset, change, row, value, noun="person")


def neighbour_families(vals: Valuations, pr: SelectionProblem, notion: str, person) -> list[NeighbourFamily]:
    """A value, clamped to [lo, hi], matters only through its bin b (it counts below every grid point h_j with
    j ≥ b; b ≥ 1, as no clamped value lies below lo): one row per bin removed, added, or moved to another bin."""
    h = pr.values
    m = h.size
    n = vals.n
    q = pr.extras["quantile"]
    rank = ranks_below(clamped(vals, h[0], h[-1]), h)
    base = -np.abs(rank - q * n)
    cols = np.arange(m)[None, :]
    bins = np.searchsorted(h, np.clip(vals.values, h[0], h[-1]), side="right")
    present, first_row = np.unique(bins, return_index=True)

    def where(k: int) -> str:
        if k == 0:
            return message("below {price}", price=numeral(format_price(h[0])))
        return (message("from {low} to under {high}", low=numeral(format_price(h[k - 1])), high=numeral(format_price(h[k]))) if k < m
                else message("from {low} up", low=numeral(format_price(h[k - 1]))))

    def changed(old, new, size):
        delta = (cols >= np.asarray(new)[:, None]).astype(float) - (cols >= np.asarray(old)[:, None])
        return -np.abs(rank[None, :] + delta - q * size) - base[None, :]

    none = m + 1  # a bin past the grid's end: no value there
    if notion == "add-remove":
        return [
            NeighbourFamily("remove", None,
                            lambda r: message("remove {person} (value ${value:g})", person=person(first_row[r]),
                                              value=float(vals.values[first_row[r]])),
                            rows=lambda a, b: changed(present[a:b], np.full(b - a, none), n - 1),
                            count=present.size),
            NeighbourFamily("add", None, lambda r: message("add a person with a value {where}", where=where(r + 1)),
                            rows=lambda a, b: changed(np.full(b - a, none), np.arange(a + 1, b + 1), n + 1),
                            count=m),
        ]
    old, new, rows = bin_replacements(present, first_row, m, MAX_SEARCH_ROWS)
    inside = new >= 1  # a value moved below lo is clamped to lo: bin 1
    old, new, rows = old[inside], new[inside], rows[inside]
    return [NeighbourFamily(
        "replace", None,
        lambda r: message("change {person}'s value ${value:g} to one {where}", person=person(rows[r]),
                          value=float(vals.values[rows[r]]), where=where(int(new[r]))),
        rows=lambda a, b: changed(old[a:b], new[a:b], n), count=old.size)]


# --- settings, rows, presets and the registry entry -----------------------------------------------------------
def _number(what: str, lo=-LIMIT, hi=LIMIT, **kw):
    return lambda text: parse_number(text, lo=lo, hi=hi, what=what, **kw)


def _check_in(what: str, lo: float, hi: float, lo_inclusive: bool = True):
    def check(v):
        v = float(v)
        if not (np.isfinite(v) and (lo <= v if lo_inclusive else lo < v) and v <= hi):
            raise ProblemError(message("{what} must be a number from {lo:g} to {hi:g}, not {v!r}",
                                       what=translated(what), lo=lo, hi=hi, v=v) if lo_inclusive else
                               message("{what} must be a number from {lo:g} to {hi:g} (not 0), not {v!r}",
                                       what=translated(what), lo=lo, hi=hi, v=v))
        return v
    return check


def _parse_new_value(text: str, dataset, resolve) -> str:
    try:
        parse_any_value(text)
    except ValueError as exc:
        raise ProblemError(message("The new person's value: {exc}", exc=exc)) from None
    return text


def values_from_rows(rows: list[list[str]]) -> Values:
    values = []
    for i, (cell,) in enumerate(rows):
        try:
            values.append(parse_any_value(cell))
        except ValueError as exc:
            raise DataError(str(exc), row=i + 1, column="value") from None
    return Values(np.asarray(values, dtype=np.float64))


def _generate(values, seed: int, settings) -> Values:
    return Values(generate(values["kind"], int(values["n"]), seed,
                           max(float(settings.get("hi", DEFAULT_HI)), 1e-4)).values)


SCENARIO = Scenario(
    key="median", title=translatable("Median"), dataset_type=Values,
    read_csv=read_values_csv, from_text=values_from_text, write_csv=write_valuations_csv,
    build_problem=_problem,
    presets=(Preset(translatable("Median of 200 valuations"), "median_valuations.csv"),
             Preset(translatable("Nine house prices ($100,000s), quartile"), "median_house_prices.csv",
                    {"quantile": 0.25, "lo": 0.0, "hi": 10.0, "step": 0.1})),
    editor_title=translatable("Values"), individual="person",
    neighbour_dataset=neighbour_dataset, neighbour_families=neighbour_families,
    one_person=OnePerson(
        noun="person", row_label="person (table row)", value_label="new value",
        row_tip=translatable("The person to remove or replace: a table row number"),
        value_tip=translatable("The new person's value"),
        parse_value=_parse_new_value,
        default_value=lambda dataset, m, table_row: "0.5",
        describe=lambda dataset, index, row: message("the person on table row {row:,} (value {value:g})", row=row,
                                                     value=float(dataset.values[index])),
        describe_value=lambda value, text, person: message(" — new value {text}", text=text)),
    table=rows_table(("value",), values_from_rows, lambda v: [[repr(float(x))] for x in v.values]),
    generator=Generator(
        fields=(GeneratorField("kind", translatable("Distribution"), "choice", GENERATORS[0], choices=GENERATORS),
                GeneratorField("n", translatable("People n"), "int", 200, 1, 1_000_000)),
        build=_generate, note=lambda settings: translatable("Values are drawn on the scale of the grid's top (hi).")),
    settings=(
        Setting("quantile", "quantile q", DEFAULT_QUANTILE, _number("the quantile q", 0, 1), check_quantile,
                "--quantile", "Q", f"median only: which quantile, from 0 to 1 (default {DEFAULT_QUANTILE:g}, "
                                   "the median)", tooltip=translatable("0.5 is the median, 0.25 the lower quartile")),
        Setting("lo", "grid from", DEFAULT_LO, _number("the grid's lowest value lo"),
                _check_in("lo", -LIMIT, LIMIT), "--lo", "L",
                f"median only: the lowest value on the grid of answers (default {DEFAULT_LO:g}); fixed in advance, "
                "never taken from the data"),
        Setting("hi", "grid to", DEFAULT_HI, _number("the grid's highest value hi"),
                _check_in("hi", -LIMIT, LIMIT), "--hi", "H",
                f"median only: the highest value on the grid (default {DEFAULT_HI:g})"),
        Setting("step", "grid step", DEFAULT_STEP, _number("the grid step", 0, LIMIT, lo_inclusive=False),
                _check_in("step", 0, LIMIT, lo_inclusive=False), "--step", "S",
                f"median only: the spacing of the grid (default {DEFAULT_STEP:g}); at most 100,000 grid points"),
    ),
    participant_form=lambda d, s: number_form(translatable("Your number?"), s["lo"], s["hi"], parse_any_value, Values,
                                              moved_scores=moved_value_scores),
)
