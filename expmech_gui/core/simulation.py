"""Repeated runs as running aggregates: counts per candidate, trials so far, a running-mean trace.

No Qt and no threads here: a driver (the GUI's worker, the CLI) asks ``batch_schedule`` for batch
sizes, draws each batch with ``mechanism.sample_counts`` (one multinomial draw is an exact sample of
a batch's histogram), and folds it into a ``SimulationAggregate``.
"""
from __future__ import annotations

from typing import Iterator

import numpy as np

from .problem import SelectionProblem

TRACE_STEP = 1.02  # keep a running-mean point each time the trial count grows by 2 %


def batch_schedule(total: int | None, first: int = 1, cap: int = 1 << 20) -> Iterator[int]:
    """Batch sizes 1, 1, 2, 4, … (doubling up to ``cap``) that add up to ``total`` (forever if None).

    Doubling gives a running-mean trace with evenly spaced points on a log axis.
    """
    done = 0
    size = max(1, first)
    while total is None or done < total:
        b = size if total is None else min(size, total - done)
        yield b
        done += b
        size = min(cap, max(size, done))


class SimulationAggregate:
    """Counts per candidate of all trials so far, and a log-thinned running-mean trace."""

    def __init__(self, problem: SelectionProblem) -> None:
        self.problem = problem
        self.counts = np.zeros(problem.m, dtype=np.int64)
        self.trials = 0
        self._score_sum = 0.0
        self.trace_trials: list[int] = []
        self.trace_mean: list[float] = []

    def add(self, batch_counts: np.ndarray, parts: list[tuple[int, float]] | None = None) -> None:
        """Fold a histogram in; records a trace point whenever trials grew by ≥ 2 %.

        ``parts`` — (trials, score sum) of the sub-batches the histogram is made of, in order — keeps the
        running-mean trace as fine as the batches were, even when several arrive together.
        """
        batch_counts = np.asarray(batch_counts, dtype=np.int64)
        if batch_counts.shape != self.counts.shape:
            raise ValueError(f"a batch of {batch_counts.size} counts for {self.counts.size} candidates")
        if np.any(batch_counts < 0):
            raise ValueError("batch counts must be ≥ 0")
        total = int(batch_counts.sum())
        if parts is None or sum(t for t, _ in parts) != total:
            parts = [(total, float(batch_counts @ self.problem.scores))]  # O(m) in C, as the worker does
        self.counts += batch_counts
        for trials, score_sum in parts:
            self.trials += int(trials)
            self._score_sum += float(score_sum)
            if self.trials and (not self.trace_trials or self.trials >= TRACE_STEP * self.trace_trials[-1]):
                self.trace_trials.append(self.trials)
                self.trace_mean.append(self.mean)

    @property
    def mean(self) -> float | None:
        return self._score_sum / self.trials if self.trials else None

    @property
    def frequencies(self) -> np.ndarray:
        return self.counts / self.trials if self.trials else np.zeros(self.counts.size)

    def restore(self, counts: np.ndarray, trace_trials=(), trace_mean=()) -> None:
        """Set the aggregate from saved counts and trace (e.g. a session file)."""
        self.counts = np.zeros(self.problem.m, dtype=np.int64)
        self.trials, self._score_sum = 0, 0.0
        self.trace_trials, self.trace_mean = [], []
        self.add(counts)
        if len(trace_trials):
            self.trace_trials, self.trace_mean = list(map(int, trace_trials)), list(map(float, trace_mean))
