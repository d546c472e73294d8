"""The naive baseline Kamath's lecture 7 warns against: "adding noise to the price does not work". Post the
revenue-maximising grid price p* (the lowest of ties) plus Laplace noise of scale b = Δ/ε, Δ = P − P/m (the most one
buyer can move p*: from the lowest grid price to the highest), rounded to the nearest grid price (clamped to the
grid's ends). It is ε-DP — the Laplace mechanism on p*, then post-processing — but revenue(p) = p·#{v_i ≥ p} falls
off a cliff just above each valuation ($3.01 → $3.02 takes the lecture's revenue from $3.01 to $0), so noise that
is small as a price is large as a revenue. Exact: the noisy price's chances are differences of the Laplace CDF
over each grid price's rounding cell, and E[revenue] = Σ_j P[p_j]·revenue(p_j).

``BASELINES`` is the registry the Compare view reads: scenario key → the baselines it offers beside the mechanisms
(pricing.py itself is at the module line cap, so the entry is made here, from its SCENARIO).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np

from ...core.problem import ProblemError, check_epsilon
from .pricing import SCENARIO as PRICING
from ...core.translatable import message, translatable


def rounded_laplace_pmf(grid: np.ndarray, centre: float, scale: float) -> np.ndarray:
    """P[the grid point nearest to centre + Z is grid_j], Z ~ Laplace(scale), the ends taking the tails: F(r_j) −
    F(l_j) over the rounding cells [l_j, r_j] (midpoints; −∞ and +∞ at the ends), F(x) = ½e^((x−μ)/b) below μ and
    1 − ½e^(−(x−μ)/b) above, each side written as ½e^(−d/b)·(1 − e^(−w/b)) (expm1) so no chance is a difference
    of two numbers near 1. ``scale`` 0: all the mass on the nearest point."""
    grid = np.asarray(grid, dtype=np.float64)
    mids = (grid[1:] + grid[:-1]) / 2
    left = np.concatenate([[-np.inf], mids])
    right = np.concatenate([mids, [np.inf]])
    if scale <= 0:
        return ((left < centre) & (centre <= right)).astype(np.float64) if grid.size > 1 else np.ones(1)
    with np.errstate(invalid="ignore", over="ignore"):
        width = -np.expm1(-(right - left) / scale)  # 1 − e^(−w/b); 1 for the infinite end cells
        above = 0.5 * np.exp(-(left - centre) / scale) * width  # cells entirely above μ
        below = 0.5 * np.exp(-(centre - right) / scale) * width  # cells entirely below μ
        inside = 1 - 0.5 * np.exp(-(centre - left) / scale) - 0.5 * np.exp(-(right - centre) / scale)
    pmf = np.where(left >= centre, above, np.where(right <= centre, below, inside))
    pmf = np.nan_to_num(pmf, nan=0.0)
    return pmf / pmf.sum()


@dataclass(frozen=True)
class BaselineLaw:
    """A baseline's exact chances over the workspace's candidates, what one release spends and why (in words)."""

    pmf: np.ndarray
    spent: float
    why: str
    cliff: float  # the chance the choice scores 0 (pricing: the posted price is above every valuation)


def noisy_best_price(problem, epsilon: float) -> BaselineLaw:
    """The noisy best price on a pricing problem's grid (``problem.values``: the prices, ``problem.scores``: the
    revenues): p* + Laplace((P − P/m)/ε) rounded to the grid, with its chance of a revenue of 0."""
    eps = check_epsilon(epsilon)
    prices = problem.values
    if prices is None:
        raise ProblemError(message("the noisy best price needs a price for every candidate"))
    best = float(prices[problem.opt_indices[0]])
    spread = float(prices[-1] - prices[0])
    pmf = rounded_laplace_pmf(prices, best, spread / eps)
    cliff = float(pmf[problem.scores <= 0].sum())
    why = message("the Laplace mechanism on the best price: noise of scale (P − P/m)/ε = {scale:.4g}, as one buyer "
                  "can move the best price across the whole grid; rounding to the grid is post-processing, so it is "
                  "ε-DP", scale=spread / eps)
    return BaselineLaw(pmf, eps, why, cliff)


@dataclass(frozen=True)
class Baseline:
    """A choice a scenario offers beside the mechanisms in Compare: ``key`` (kept in the configuration), the
    button's ``title``, its ``help`` tooltip, and ``law(problem, ε)`` → BaselineLaw."""

    key: str
    title: str
    help: str
    law: Callable[..., BaselineLaw]


NOISY_PRICE = Baseline(
    "noisy-best-price", translatable("noisy best price"),
    translatable("Kamath's strawman: the best price plus Laplace noise, rounded to the grid — ε-DP, but each price just above a "
    "valuation loses that buyer, so the expected revenue collapses"),
    noisy_best_price)

BASELINES: dict[str, tuple[Baseline, ...]] = {PRICING.key: (NOISY_PRICE,)}


def baseline(scenario_key: str, key: str) -> Baseline:
    """The baseline ``key`` of the scenario; ProblemError in words when it has none by that name."""
    for b in BASELINES.get(scenario_key, ()):
        if b.key == key:
            return b
    raise ProblemError(message("the {scenario_key} workspace offers no baseline called {key!r}",
                               scenario_key=scenario_key, key=key))
