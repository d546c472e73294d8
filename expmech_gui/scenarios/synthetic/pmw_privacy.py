"""What private multiplicative weights may spend: its update bound and the privacy of its steps.

* Update bound (Hardt & Rothblum 2010; Dwork & Roth 2014, §4.2): the potential KL(D ‖ x) starts at most ln|X|
  (x uniform) and never goes below 0; an update by x ← x·e^(±η·q)/Z on a query the hypothesis misses by at least
  T/2 lowers it by at least η·T/2 − η² (ln Z ≤ ±η·q(x) + η² for q ∈ [0, 1], η ≤ 1). Hence at most
  U = ⌊ln|X| / (η·T/2 − η²)⌋ update rounds; with the slides' η = T/4 that is U = ⌊16·ln|X| / T²⌋.
* Privacy: each update round closes one sparse-vector (AboveThreshold) instance and releases one Laplace answer,
  each ε₀-DP (Dwork & Roth 2014, Thm 3.23 and 3.6); the run is at most 2U adaptive ε₀-DP steps, composed by
  ``core.accounting.bill.privacy_bill`` — the app's bill — and ε₀ is the largest step ε whose 2U-fold total is the
  budget ε at δ.
* Accuracy (the slides' utility analysis, made explicit for this run's noise): with N = t + 2U + 1 Laplace draws
  (a comparison per round, at most U + 1 thresholds and U answers) and λ = ln(N/β)/(ε₀n), with chance ≥ 1 − β every
  draw of scale b is within b·ln(N/β); then every answer is within T + 6λ (a lazy round: |q(D) − q(x)| < T plus the
  threshold's 2λ and the comparison's 4λ; an update round: the answer's λ), and when 6λ ≤ T/2 every update meets a
  miss of at least T/2, so the update bound holds and the run never halts (``accuracy_bound``).
* The slides' epoch argument (``epoch_total``): an epoch ends at an update, so at most U epochs, each one
  sparse-vector instance and one Laplace answer, 2ε₀-DP; U adaptive epochs by advanced composition (Hardt–Rothblum
  2010; Dwork–Rothblum–Vadhan), capped at the basic 2Uε₀ — beside the 2U steps the app composes.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import numpy as np

from ...core.accounting.bill import MAX_RELEASES, closed_form_totals, privacy_bill, tightest
from ...core.accounting.composition import advanced, kov_delta, kov_optimal_many, log_binomial_coefficients
from ...core.numbers import EPSILON_MIN, count_text
from ...core.problem import ProblemError
from ...core.translatable import message, numeral

# Laplace answers and AboveThreshold are ε-DP but not ε-bounded-range; the bill composes them as it composes this
# registered ε-DP mechanism (basic, advanced and the optimal ε-DP composition, no bounded-range route).
STEP_ACCOUNTING = "permute-and-flip"
MAX_UPDATES = MAX_RELEASES // 2
MAX_BOUND = 1e15  # an update bound beyond this is refused in words (it is past any run: 5,000 queries at most)


def update_decrease(threshold: float, rate: float) -> float:
    """The least drop of KL(D ‖ x) in an update round: η·T/2 − η² (needs 0 < η < T/2)."""
    return rate * threshold / 2 - rate * rate


def check_rate(threshold: float, rate: float) -> None:
    if not (0 < threshold <= 1):
        raise ProblemError(message("the threshold T must be greater than 0 and at most 1 (a fraction of the data), "
                                   "not {threshold:g}", threshold=threshold))
    if not (0 < rate < threshold / 2):
        raise ProblemError(message("the learning rate η = {rate:g} must be greater than 0 and less than T/2 = "
                                   "{threshold:g}: otherwise an update need not bring the hypothesis closer to the "
                                   "data", rate=rate, threshold=threshold / 2))


def update_bound(universe_size: int, threshold: float, rate: float) -> int:
    """U = ⌊ln|X| / (η·T/2 − η²)⌋, the most update rounds PMW makes (η = T/4: ⌊16 ln|X| / T²⌋;
    Hardt–Rothblum 2010). At least 1, so a universe of one element still answers a first query."""
    check_rate(threshold, rate)
    if universe_size < 1:
        raise ProblemError(message("the universe needs at least one element"))
    if universe_size == 1:
        return 1
    decrease = update_decrease(threshold, rate)  # 0.0 once η·T underflows (T = 1e-300): no division by it
    bound = math.log(universe_size) / decrease if decrease > 0 else math.inf
    if not bound < MAX_BOUND:
        raise ProblemError(message("T = {threshold:g} with η = {rate:g} allows more than {max_bound} updates, too "
                                   "many to compute with: raise the threshold T or the learning rate η/T",
                                   threshold=threshold, rate=rate, max_bound=numeral(count_text(int(MAX_BOUND)))))
    return max(1, math.floor(bound + 1e-9))


def check_updates(bound: int) -> int:
    if bound > MAX_UPDATES:
        raise ProblemError(message("the update bound U = {bound} is more than the {max_updates:,} the privacy "
                                   "accounting handles: raise the threshold T", bound=numeral(count_text(bound)),
                                   max_updates=MAX_UPDATES))
    return bound


def steps(updates: int, bound: int) -> int:
    """ε₀-DP steps used once ``updates`` update rounds are done: the Laplace answers, plus the sparse-vector
    instances started (a new one after each update, none after the last allowed update)."""
    return updates + min(updates + 1, bound)


def composed_total(step_epsilon: float, releases: int, delta: float) -> tuple[float, str]:
    """(total ε, method) of ``releases`` ε₀-DP steps at δ: the tightest method of core.accounting.bill.privacy_bill."""
    method, total = privacy_bill(step_epsilon, releases, delta, STEP_ACCOUNTING).best()
    return total, method


def composed_totals(step_epsilon: float, releases, delta: float) -> np.ndarray:
    """``composed_total(step_epsilon, k, delta)[0]`` for each k of ``releases`` (k ≥ 1): the tightest of the
    formulas and the optimal composition, the latter inverted for every k in one lockstep bisection
    (``kov_optimal_many``: the same values as one bill per k)."""
    releases = [int(k) for k in releases]
    optimal = kov_optimal_many(step_epsilon, releases, delta)
    out = []
    for k, kov in zip(releases, optimal):
        closed = closed_form_totals(step_epsilon, k, delta, STEP_ACCOUNTING)
        totals = {m: v for m, v in closed.items() if v is not None} | {"kov_optimal": min(kov, closed["basic"])}
        out.append(tightest(totals)[1])
    return np.array(out)


@functools.lru_cache(maxsize=64)
def step_epsilon(epsilon: float, delta: float, bound: int) -> float:
    """ε₀: the largest per-step ε whose composition over 2U steps (``composed_total``) is at most ``epsilon``,
    solved once per (ε, δ, U) and cached. The bill's tightest method for these ε-DP steps is the optimal
    composition (Kairouz–Oh–Viswanath 2015: never above the basic or advanced total), whose δ at total ε,
    ``kov_delta(ε₀, 2U, ε)``, grows with ε₀: one bisection on it (each step one O(U) sum, not a whole bill),
    then the bill itself checks the answer (its own inversion rounds up by at most 1e-10 relative: ε₀ is nudged
    down, by doubling steps, until the bill's total is within ε)."""
    releases = 2 * check_updates(bound)
    lo, hi = epsilon / releases, epsilon  # basic composition is never tighter than the best: ε/2U fits
    if composed_total(hi, releases, delta)[0] <= epsilon:
        return hi
    if lo < EPSILON_MIN / 2:
        raise ProblemError(message("the budget ε = {epsilon:g} spread over 2U = {releases:,} steps leaves less "
                                   "than ε = {epsilon_min:g} per step: raise ε or the threshold T", epsilon=epsilon,
                                   releases=releases, epsilon_min=EPSILON_MIN / 2))
    log_binom = log_binomial_coefficients(releases)
    for _ in range(60):
        mid = (lo + hi) / 2
        if kov_delta(mid, releases, epsilon, log_binom) <= delta:
            lo = mid
        else:
            hi = mid
        if hi - lo <= 1e-12 * hi:
            break
    step = 1e-10
    while composed_total(lo, releases, delta)[0] > epsilon:  # doubling steps: a few bills at most
        lo *= 1 - step
        step *= 2
    return lo


DEFAULT_BETA = 0.05


@dataclass(frozen=True)
class AccuracyBound:
    """Every answer within ``max_error`` (a fraction of the data) with chance ≥ 1 − β; ``applies`` when 6λ ≤ T/2
    (the noise is small enough for the update bound, so no halt)."""

    beta: float
    draws: int
    noise: float  # λ = ln(N/β)/(ε₀n)
    max_error: float  # T + 6λ
    applies: bool


def accuracy_bound(threshold: float, step_epsilon: float, n: int, rounds: int, bound: int,
                   beta: float = DEFAULT_BETA) -> AccuracyBound:
    """T + 6·ln(N/β)/(ε₀n) with N = rounds + 2U + 1 (module docstring; Naor's slides, Hardt–Rothblum 2010)."""
    if not 0 < beta < 1:
        raise ProblemError(message("β (the chance the accuracy guarantee fails) must be between 0 and 1, not "
                                   "{beta:g}", beta=beta))
    draws = int(rounds) + 2 * int(bound) + 1
    noise = math.log(draws / beta) / (step_epsilon * n)
    return AccuracyBound(beta, draws, noise, threshold + 6 * noise, 6 * noise <= threshold / 2)


def epoch_total(step_epsilon: float, bound: int, delta: float) -> float:
    """The slides' epoch route: U epochs of 2ε₀ each, min{2Uε₀, advanced composition 2ε₀√(2U ln(1/δ)) +
    U·2ε₀(e^(2ε₀) − 1)} (Hardt–Rothblum 2010; Dwork–Rothblum–Vadhan 2010)."""
    per_epoch = 2 * step_epsilon
    return min(bound * per_epoch, advanced(per_epoch, bound, delta))
