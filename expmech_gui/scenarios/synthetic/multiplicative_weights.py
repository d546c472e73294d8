"""Private multiplicative weights (Hardt & Rothblum 2010; Naor's slides; Dwork & Roth 2014, §4.2), online.

A public hypothesis histogram x over the universe X starts uniform. For each counting query q (a 0/1 vector over
X; answers are fractions of the data), a sparse-vector comparison (AboveThreshold) asks whether the hypothesis
misses: |q(D) − q(x)| + Lap(4/(ε₀n)) ≥ T + Lap(2/(ε₀n)), the threshold's noise drawn anew after each update.
A miss ("update round") releases a Laplace answer a = q(D) + Lap(1/(ε₀n)) and moves the hypothesis
x ← x·e^(±η·q)/Z (+ when a > q(x)); otherwise ("lazy round") the answer is q(x), free. The potential is
KL(D ‖ x); the update bound and the privacy of the steps are in scenarios.synthetic.pmw_privacy. ε = ∞ is the non-private
multiplicative-weights algorithm: no noise, update iff |q(D) − q(x)| ≥ T, answer q(D).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from ...core.accounting.bill import Cancelled
from ...core.numbers import EPSILON_MIN
from .pmw_privacy import (
    DEFAULT_BETA, AccuracyBound, accuracy_bound, check_updates, composed_total, composed_totals, epoch_total,
    step_epsilon, steps, update_bound,
)
from ...core.problem import ProblemError
from ...core.translatable import message

MAX_ROUNDS = 5_000
RANDOM, ADVERSARIAL = 0, 1
STREAM_TITLES = {RANDOM: "random queries from the class", ADVERSARIAL: "adversarial: the query the hypothesis "
                 "answers worst"}


@dataclass(frozen=True)
class PMWConfig:
    """One run's parameters: the budget (ε = math.inf: no noise), threshold T, learning rate η, rounds, stream."""

    epsilon: float
    delta: float
    threshold: float
    rate: float
    rounds: int
    stream: int = RANDOM
    seed: int = 0

    @property
    def private(self) -> bool:
        return math.isfinite(self.epsilon)


@dataclass(frozen=True)
class PMWRun:
    """A whole run, one entry per round (answers in fractions of the data; NaN after the halt).

    ``query`` indexes the query class; ``comparison`` is the noisy |q(D) − q(x)| and ``noisy_threshold`` what it
    was compared with; ``kl`` is KL(D ‖ x) after the round, ``kl_start`` before the first; ``steps`` the ε₀-DP
    steps used by the end of the round and ``epsilon_spent`` their composed total (0 without noise)."""

    config: PMWConfig
    n: int
    bound: int
    step_epsilon: float
    query: np.ndarray
    hypothesis_answer: np.ndarray
    true_answer: np.ndarray
    comparison: np.ndarray
    noisy_threshold: np.ndarray
    update: np.ndarray
    answer: np.ndarray
    kl: np.ndarray
    kl_start: float
    steps: np.ndarray
    epsilon_spent: np.ndarray
    hypothesis: np.ndarray
    halted_at: int | None
    budget: tuple[float, str] = field(default=(0.0, ""))

    @property
    def updates(self) -> int:
        return int(self.update.sum())

    @property
    def answered(self) -> int:
        return int(np.isfinite(self.answer).sum())

    @property
    def errors(self) -> np.ndarray:
        """|answer − q(D)| of each answered round."""
        ok = np.isfinite(self.answer)
        return np.abs(self.answer[ok] - self.true_answer[ok])

    def accuracy(self, beta: float = DEFAULT_BETA) -> AccuracyBound | None:
        """The accuracy theorem's max error at failure chance β for this run's ε₀, n, T, t and U (None without
        noise)."""
        if not self.config.private:
            return None
        return accuracy_bound(self.config.threshold, self.step_epsilon, self.n, self.config.rounds, self.bound, beta)

    def epoch_total(self) -> float | None:
        """The slides' epoch route for the whole budget (U epochs of 2ε₀), beside ``budget`` (None without noise)."""
        return epoch_total(self.step_epsilon, self.bound, self.config.delta) if self.config.private else None

    @property
    def max_error(self) -> float:
        e = self.errors
        return float(e.max()) if e.size else 0.0


def kl_divergence(data: np.ndarray, hypothesis: np.ndarray) -> float:
    """KL(D ‖ x) = Σ_{D(i) > 0} D(i)·ln(D(i)/x(i)) in nats (the potential of the analysis)."""
    on = data > 0
    return float(np.sum(data[on] * (np.log(data[on]) - np.log(hypothesis[on]))))


def mw_update(hypothesis: np.ndarray, query: np.ndarray, rate: float, up: bool) -> np.ndarray:
    """x·e^(±η·q), normalised: + raises the mass the query counts (the hypothesis answered too low)."""
    w = hypothesis * np.exp((rate if up else -rate) * query)
    return w / w.sum()


def check_config(config: PMWConfig, universe_size: int) -> int:
    """The update bound U, after checking the parameters (ProblemError in words)."""
    if not (config.epsilon >= EPSILON_MIN):
        raise ProblemError(message("the PMW budget ε must be at least {epsilon_min:g}, not {epsilon:g}",
                                   epsilon_min=EPSILON_MIN, epsilon=config.epsilon))
    if not (0 < config.delta < 1):
        raise ProblemError(message("δ must be greater than 0 and less than 1, not {delta:g}", delta=config.delta))
    if not (1 <= config.rounds <= MAX_ROUNDS):
        raise ProblemError(message("the number of queries must be from 1 to {max_rounds:,}, not {rounds}",
                                   max_rounds=MAX_ROUNDS, rounds=config.rounds))
    if config.stream not in STREAM_TITLES:
        raise ProblemError(message("unknown query stream {stream!r}", stream=config.stream))
    bound = update_bound(universe_size, config.threshold, config.rate)
    return check_updates(bound) if config.private else bound


def run_pmw(data: np.ndarray, n: int, queries: np.ndarray, config: PMWConfig, cancelled=None) -> PMWRun:
    """Run PMW on the data fractions ``data`` (length |X|, n people) over a stream drawn from the rows of
    ``queries`` (|Q| × |X|, 0/1): uniformly at random, or adversarially (argmax_q |q(D) − q(x)|, the first on a
    tie — a stress test that reads the data, outside the privacy model). Stops updating and answering (halts) once
    U updates are made. ``cancelled()`` is polled every round and bill: True stops the run (accounting.Cancelled)."""
    data = np.asarray(data, dtype=float)
    queries = np.asarray(queries, dtype=float)
    if data.ndim != 1 or queries.ndim != 2 or queries.shape[1] != data.size or queries.shape[0] == 0:
        raise ProblemError(message("PMW needs a query class with one column per element of the universe"))
    if n < 1:
        raise ProblemError(message("PMW needs data: at least one person"))
    bound = check_config(config, data.size)
    eps0 = step_epsilon(config.epsilon, config.delta, bound) if config.private else math.inf
    stream_rng, noise_rng = (np.random.default_rng(s) for s in np.random.SeedSequence(config.seed).spawn(2))
    true_all = queries @ data
    x = np.full(data.size, 1.0 / data.size)
    kl_start = kl_divergence(data, x)
    rounds = config.rounds
    cols = {k: np.full(rounds, np.nan) for k in ("hyp", "true", "cmp", "thr", "ans", "kl")}
    query = np.full(rounds, -1, dtype=int)
    update = np.zeros(rounds, dtype=bool)
    used = np.zeros(rounds, dtype=int)
    updates, halted_at = 0, None

    def lap(scale: float) -> float:
        return float(noise_rng.laplace(0.0, scale)) if config.private else 0.0

    noisy_threshold = config.threshold + lap(2 / (eps0 * n))
    random_picks = stream_rng.integers(0, queries.shape[0], size=rounds)
    for t in range(rounds):
        _check(cancelled)
        hyp_all = queries @ x
        j = int(np.argmax(np.abs(true_all - hyp_all))) if config.stream == ADVERSARIAL else int(random_picks[t])
        query[t] = j
        cols["hyp"][t], cols["true"][t] = hyp_all[j], true_all[j]
        if halted_at is not None:
            cols["kl"][t], used[t] = cols["kl"][t - 1], used[t - 1]
            continue
        gap = true_all[j] - hyp_all[j]
        comparison = abs(gap) + lap(4 / (eps0 * n))
        cols["cmp"][t], cols["thr"][t] = comparison, noisy_threshold
        if comparison >= noisy_threshold:
            answer = true_all[j] + lap(1 / (eps0 * n))
            x = mw_update(x, queries[j], config.rate, answer > hyp_all[j])
            update[t] = True
            updates += 1
            cols["ans"][t] = answer
            if updates >= bound:
                halted_at = t + 1  # the next round is the first PMW does not answer
            else:
                noisy_threshold = config.threshold + lap(2 / (eps0 * n))
        else:
            cols["ans"][t] = hyp_all[j]
        cols["kl"][t] = kl_divergence(data, x)
        used[t] = steps(updates, bound)
    if halted_at is not None and halted_at >= rounds:
        halted_at = None  # the last update fell on the last round: nothing went unanswered
    spent = _odometer(used, eps0, config.delta, cancelled) if config.private else np.zeros(rounds)
    budget = composed_total(eps0, 2 * bound, config.delta) if config.private else (math.inf, "")
    return PMWRun(config=config, n=int(n), bound=bound, step_epsilon=eps0, query=query,
                  hypothesis_answer=cols["hyp"], true_answer=cols["true"], comparison=cols["cmp"],
                  noisy_threshold=cols["thr"], update=update, answer=cols["ans"], kl=cols["kl"], kl_start=kl_start,
                  steps=used, epsilon_spent=spent, hypothesis=x, halted_at=halted_at, budget=budget)


def _odometer(used: np.ndarray, eps0: float, delta: float, cancelled=None) -> np.ndarray:
    """Composed ε of the steps used by each round: the bill's total for every distinct step count, all counts
    inverted together (``composed_totals``)."""
    _check(cancelled)
    counts, where = np.unique(used, return_inverse=True)
    spent = counts > 0
    totals = np.zeros(counts.size)
    totals[spent] = composed_totals(eps0, counts[spent], delta)
    _check(cancelled)
    return totals[where.ravel()]


def _check(cancelled) -> None:
    if cancelled is not None and cancelled():
        raise Cancelled("the PMW run was cancelled")
