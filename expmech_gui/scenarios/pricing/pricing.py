"""Digital-goods pricing (Kamath lecture 7): choose a price from the grid {P/m, 2P/m, …, P}.

revenue(p) = p·#{i : v_i ≥ p}; Δ = P (one buyer changes the revenue at p by at most p ≤ P);
γ = max over p ∈ [0, P] of revenue(p), the continuous optimum; and the lecture's guarantee
revenue ≥ γ − (P/m)·n − (1/c)(ln m + t) with probability ≥ 1 − e^(−t).
"""
from __future__ import annotations

import math
from dataclasses import replace as with_fields
from typing import Callable

import numpy as np

from ...core.translatable import message, numeral, translatable
from ...core.formatting import money
from ...core.mechanisms import score_scale
from ...core.numbers import NumberError, parse_number
from ...core.problem import LazyLabels, ProblemError, SelectionProblem
from ...core.privacy.exposure import StepChanges, StepPairs
from ...core.privacy.loss import NeighbourFamily
from ...io import session as session_format
from ..framework.base import (
    Generator, GeneratorField, OnePerson, Preset, Scenario, Setting, Strategic, TableFormat, check_row
)
from .strategic import bidder_report, typical_bidder
from ..framework.cells import parse_valuation
from ..framework.participant_form import number_form
from .gamma import continuous_optimum  # noqa: F401 — part of this module's API
from .revenue import (  # noqa: F401 — pricing's maths, part of this module's API
    MAX_GRID, MAX_MAX_PRICE, MIN_MAX_PRICE, alpha_text, alpha_typed, best_alpha, buyers_at_prices, check_max_price,
    count_grid, exact_revenue, format_price, grid_revenue, grid_size, guarantee_loss, guarantee_terms,
    guarantee_vacuous, price_grid, recommended_alpha, revenue_curve, revenue_guarantee,
)
from .valuations import (  # noqa: F401 — pricing's data, part of this module's API
    DEFAULT_MAX_PRICE, GENERATORS, HEADER_WORDS, Valuations, generate, read_valuations_csv, valuations_from_text,
    write_valuations_csv,
)

DEFAULT_ALPHA = 0.01
MONOTONE_REASON = {
    "add-remove": translatable("adding a buyer can only raise the revenue at every price, removing one only lower it"),
    "replace": translatable("changing one buyer's value from v to v′ raises (v′ > v) or lowers (v′ < v) the "
                            "revenue only at prices between v and v′, all in one direction"),
}

EAGER_LABELS = 1_000  # grids up to this size have their labels written at once


def problem(valuations: Valuations, alpha: float = DEFAULT_ALPHA, max_price: float = DEFAULT_MAX_PRICE,
            eager_labels: bool = True) -> SelectionProblem:
    """The pricing SelectionProblem: candidates p_j, scores revenue(p_j), Δ = P, monotone under both.
    ``eager_labels=False``: the labels written only when read, whatever the grid (a sweep over thousands of grids
    reads none: writing them was four fifths of Solve for α)."""
    p_max = check_max_price(max_price)
    m = grid_size(alpha)
    grid = count_grid(valuations, m, p_max)
    gamma = valuations.gamma(p_max, grid)
    prices, revenue = grid.prices, grid.revenue
    return SelectionProblem(
        # a grid's labels are written when shown: 10,000 prices written up front cost as much as the sort
        labels=tuple(format_price(p) for p in prices) if m <= EAGER_LABELS and eager_labels else LazyLabels(prices, format_price),
        values=prices,
        scores=revenue,
        sensitivity=p_max,
        monotone={"add-remove": True, "replace": True},
        monotone_reason=MONOTONE_REASON,
        score_name="revenue",
        score_unit="$",
        candidate_name="price",
        candidate_unit="$",
        n=valuations.n,
        extras={"gamma": gamma, "alpha": 1.0 / m, "max_price": p_max},
        exact_scores=exact_revenue(grid.buyers, p_max),
    )


def best_alpha_at(valuations: Valuations, epsilon: float, max_price: float, analysis: str = "general",
                  neighbours: str = "add-remove", t: float = 1.0) -> float:
    """``best_alpha`` with the mechanism's own c (core.mechanisms.score_scale: ε/(2Δ), or ε/Δ when the monotone
    analysis is valid), Δ = max price whatever the grid — so the Best bound button and the runs agree on c."""
    scale = score_scale(problem(valuations, 1.0, max_price, eager_labels=False), epsilon, analysis, neighbours)
    return best_alpha(valuations.n, max_price, scale, t)


# --- neighbours: one buyer removed, added or changed ------------------------------------------------------
MAX_SEARCH_ENTRIES = 300_000_000  # rows × candidates of a replace search row by row (mechanisms not a softmax)
MAX_PAIR_ROW = 1 << 18  # every replacement for softmax mechanisms (StepPairs) on grids of at most this many prices
MAX_TREE_WORK = 24_000_000  # beyond, replacements × log₂ m for the O(log m) search of a coarser set


def bin_replacements(present: np.ndarray, first_row: np.ndarray, m: int, budget: int,
                     cost: int = 1) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every change of one value from an occupied bin to another of the bins 0..m, as (old bin, new bin, the
    first row in the old bin). Each change costs ``cost`` search entries; past ``budget`` the new bins are
    coarsened to an even subset that keeps both ends."""
    targets = np.arange(m + 1)
    if present.size * targets.size * cost > budget:
        keep = max(2, budget // max(1, present.size * cost))
        targets = np.unique(np.concatenate([[0, m], np.linspace(0, m, keep).round().astype(int)]))
    old = np.repeat(present, targets.size).astype(np.int64)
    new = np.tile(targets, present.size)
    ok = old != new
    return old[ok], new[ok], np.repeat(first_row, targets.size)[ok]


def neighbour_dataset(dataset: Valuations, change: str, row: int | None, value,
                      noun: str = translatable("buyer")) -> Valuations:
    """D′ with buyer ``row`` removed, a buyer of valuation ``value`` added, or ``row``'s value replaced (the
    individual called ``noun`` in messages)."""
    v = dataset.values
    if change != "add":
        check_row(row, v.size, noun)
    kind = type(dataset)  # the median's any-sign values parse and build their own kind
    if change == "remove":
        return kind(np.delete(v, row))
    new = kind.parse_cell(str(value))
    return kind(np.append(v, new) if change == "add" else np.where(np.arange(v.size) == row, new, v))


def neighbour_families(vals: Valuations, pr: SelectionProblem, notion: str,
                      buyer: Callable[[int], str]) -> list[NeighbourFamily]:
    prices = pr.values
    m = prices.size
    # A valuation matters only through its bin: how many grid prices it reaches.
    bins = np.searchsorted(prices, vals.values, side="right")
    present, first_row = np.unique(bins, return_index=True)
    # a buyer in bin k adds p_j to the revenue at every price j < k: each neighbour is a run of these steps
    def bin_text(k: int) -> str:
        return (message("below {price}", price=numeral(format_price(prices[0]))) if k == 0
                else message("≥ {price}", price=numeral(format_price(prices[k - 1]))))

    if notion == "add-remove":
        return [
            NeighbourFamily("remove", None,
                            lambda r: message("remove {person} (value {value})", person=buyer(first_row[r]),
                                              value=numeral(money(vals.values[first_row[r]]))),
                            structure=StepChanges(prices, present, np.zeros_like(present))),
            NeighbourFamily("add", None, lambda r: message("add a buyer with value {where}", where=bin_text(r)),
                            structure=StepChanges(prices, np.zeros(m + 1, dtype=np.int64), np.arange(m + 1))),
        ]
    def change_text(row: int, new_bin: int) -> str:
        return message("change {person}'s value {value} to one {where}", person=buyer(row), value=numeral(money(vals.values[row])),
                       where=bin_text(new_bin))

    def replacements(budget: int, cost: int) -> NeighbourFamily:
        old, new, rows = bin_replacements(present, first_row, m, budget, cost=cost)
        return NeighbourFamily("replace", None, lambda r: change_text(rows[r], int(new[r])),
                               structure=StepChanges(prices, old, new))

    row_by_row = replacements(MAX_SEARCH_ENTRIES, m)  # what a mechanism that is not a softmax searches
    if m > MAX_PAIR_ROW:  # a share of a split search may cut two rows of m moves, each searched move by move
        return [with_fields(replacements(MAX_TREE_WORK // m.bit_length(), 1), fallback=row_by_row)]
    pairs = StepPairs(prices, present)
    return [NeighbourFamily("replace", None, lambda r: change_text(first_row[r // m], int(pairs.bins(r, r + 1)[1][0])),
                            structure=pairs, fallback=row_by_row)]


# --- the one-person view, the session table and the registry entry ------------------------------------------
def _parse_new_value(text: str, dataset, resolve) -> str:
    try:
        parse_valuation(text)
    except ValueError as exc:
        raise ProblemError(message("The new buyer's value: {exc}", exc=exc)) from None
    return text


def _check_table(data, source: str, where: str) -> dict:
    values = session_format.float_column(data.get("values"), source, where + ".values",
                                         session_format.MAX_VALUATIONS)
    invalid = data.get("invalid", {})
    session_format.check_invalid_rows(invalid, values.size, source, where + ".invalid")
    return {"values": values, "invalid": dict(invalid)}


def _table_dataset(data: dict) -> tuple[Valuations, int]:
    raw = data["values"]
    values = np.asarray([np.nan if v is None else v for v in raw] if isinstance(raw, list) else raw, dtype=np.float64)
    good = values[np.isfinite(values)]
    return Valuations(good), int(values.size - good.size)


def _encode_table(data: dict) -> dict:
    out = dict(data)
    if "values" in out:
        out["values"] = session_format.encode_column(out["values"], "float64", streamed=True)
    return out


def parse_alpha(text) -> float:
    """α as typed: greater than 0, at most 1, and at least 1e-7 (a grid of at most MAX_GRID prices)."""
    a = parse_number(text, lo=0, hi=1, lo_inclusive=False, what="α")
    try:
        grid_size(a)
    except ProblemError:
        raise NumberError(message("α must be at least 1e-7 (a grid of at most {max_grid:,} prices), not {typed}",
                                  max_grid=MAX_GRID, typed=str(text).strip())) from None
    return a


def parse_max_price(text) -> float:
    """The max price as typed: a number from 0.0001 to 10^12, a currency sign allowed."""
    return parse_number(text, lo=MIN_MAX_PRICE, hi=MAX_MAX_PRICE, currency=True,
                        what=translatable("the max price"))


def _generate(values, seed: int, settings) -> Valuations:
    return generate(values["kind"], int(values["n"]), seed, settings.get("max_price", DEFAULT_MAX_PRICE))


def _problem(valuations: Valuations, settings) -> SelectionProblem:
    return problem(valuations, settings["alpha"], settings["max_price"])


def guarantee(exp) -> dict:
    """Kamath lecture 7: revenue ≥ γ − (P/m)·n − (1/c)(ln m + t) with probability ≥ 1 − e^(−t), by terms."""
    pr, t = exp.problem, exp.params.t
    p, m, n = pr.sensitivity, pr.m, pr.n
    gamma = pr.extras["gamma"]
    revenue = revenue_guarantee(gamma, n, m, p, exp.mechanism.scale, t)
    discretisation, selection = guarantee_terms(n, m, p, exp.mechanism.scale, t)
    return {"revenue": revenue, "vacuous": guarantee_vacuous(revenue, pr), "probability": 1.0 - math.exp(-t),
            "gamma": gamma, "discretisation_loss": discretisation, "selection_loss": selection}


SCENARIO = Scenario(
    key="pricing", title=translatable("Pricing"), dataset_type=Valuations,
    read_csv=read_valuations_csv, from_text=valuations_from_text, write_csv=write_valuations_csv,
    build_problem=_problem,
    presets=(Preset(translatable("Lecture: $1, $1, $3.01"), "lecture_valuations.csv", {"max_price": 3.01, "alpha": 1 / 301}),
             Preset(translatable("Synthetic: 2,000 log-normal buyers"), "synthetic_valuations.csv")),
    start_preset="Synthetic: 2,000 log-normal buyers",  # the lecture's 3 buyers promise nothing at first sight
    strategic=Strategic("--bidder", "bidder", bidder_report, reports=True, colluders=True, typical=typical_bidder),
    editor_title=translatable("Buyers' valuations"), individual="buyer",
    neighbour_dataset=neighbour_dataset, neighbour_families=neighbour_families,
    one_person=OnePerson(
        noun="buyer", row_label="buyer (table row)", value_label="new value $",
        row_tip=translatable(
            "The buyer to remove or replace: a table row number (rows with an invalid cell are excluded from runs "
            "and cannot be chosen)"),
        value_tip=translatable("The new buyer's valuation in dollars"),
        parse_value=_parse_new_value, default_value=lambda dataset, m, table_row: "1",
        describe=lambda dataset, index, row: message("the buyer on table row {row:,} (value {value})", row=row,
                                                     value=numeral(money(float(dataset.values[index])))),
        describe_value=lambda value, text, person: message(" — new value {text}", text=text)),
    table=TableFormat(check=_check_table, dataset=_table_dataset,
                      from_dataset=lambda v: {"values": np.array(v.values, dtype=np.float64), "invalid": {}},
                      encode=_encode_table),
    generator=Generator(
        fields=(GeneratorField("kind", translatable("Distribution"), "choice", GENERATORS[0], choices=GENERATORS),
                GeneratorField("n", translatable("Buyers n"), "int", 1000, 0, 10_000_000)),
        build=_generate,
        note=lambda settings: message("Valuations are drawn on the scale of the max price ({price}).",
                                      price=numeral(money(settings.get("max_price", DEFAULT_MAX_PRICE))))),
    settings=(
        Setting("alpha", "α", DEFAULT_ALPHA, parse_alpha, grid_size, "--alpha", "A",
                f"pricing only: the price-grid step as a fraction of the max price, so the grid has ⌈1/A⌉ prices; "
                f"greater than 0 and at most 1, at least 1e-7 (default {DEFAULT_ALPHA:g})", typed=alpha_typed),
        Setting("max_price", translatable("max price"), DEFAULT_MAX_PRICE, parse_max_price, check_max_price, "--max-price", "P",
                f"pricing only: the highest price on the grid, from 0.0001 to 10^12 (default {DEFAULT_MAX_PRICE:g}; "
                "the lecture preset needs --max-price 3.01, or prices stop at $1)"),
    ),
    extras=guarantee, participant_form=lambda d, s: number_form(
        translatable("What is the most you would pay for this e-book?"), 0, s["max_price"], parse_valuation, Valuations, "$"),
    ui="expmech_gui.ui.scenarios.pricing.pricing:UI",
    story="pricing",
)
