"""Repeated runs as running aggregates: counts per candidate, trials so far, a running-mean trace, and the
running sums the simulated views read (score moments, the count at or below the threshold, per-bin counts).

No Qt and no threads here: a driver (the GUI's worker, the CLI) asks ``batch_schedule`` for batch
sizes, draws each batch with ``mechanism.sample_counts`` (one multinomial draw is an exact sample of
a batch's histogram), tallies it with ``RunTally.of`` and folds both into a ``SimulationAggregate``.
The tallies are exact integer sums (counts) or float sums merged by Chan et al.'s pairwise update, so the
views read what they would compute from the counts, without an O(m) pass per display tick.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Iterator

import numpy as np

from . import bounds, peak_levels, score_stats
from .problem import SelectionProblem

TRACE_STEP = 1.02  # keep a running-mean point each time the trial count grows by 2 %
# The most trials one aggregate counts: runs stop here (Unlimited reaches it after ~14 hours at 2·10^13 trials/s),
# so every count and every sum of counts stays an exact int64 (2^63 ≈ 9.2·10^18), in memory and in a session.
MAX_TRIALS = 10**18
OUTPUTS, DISTRIBUTION = "outputs", "distribution"  # the binnings the simulated plots draw
RAMP_S = 0.1  # MeasuredRamp: about how long the unlimited speed takes from 1 trial a batch to its largest batch


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



class MeasuredRamp:
    """Batch sizes for drawing as fast as the machine can (the speed dial's *unlimited*), from what batches cost.

    Every batch pays for its histogram over the m candidates however few its trials (O(m); a multinomial draw is
    O(m) whatever its trials), and the driver's pause between batches, so ``batch_schedule``'s doubling from 1 to
    ``cap`` = 2^34 — 36 batches — takes milliseconds at small m and seconds at m = 10⁶ or on a loaded machine.
    Here each batch's cost is measured — the time ``clock`` says the driver spent on it, from handing the size
    out to asking for the next — and the total drawn then grows by 2^d, d = ⌈log₂(cap)·t / ``ramp_seconds``⌉ ≥ 1
    for a batch that took t: the ramp to ``cap`` takes about ``ramp_seconds`` whatever a batch costs, and is
    ``batch_schedule``'s doubling where batches cost nothing. Sizes add up to ``total`` (None: forever), each
    from 1 to ``cap`` (a source whose draws cost per trial caps its batches: worker._cap); a batch is only i.i.d.
    draws of one law, so the sizes change no result's law."""

    def __init__(self, total: int | None, cap: int, clock=time.monotonic, ramp_seconds: float = RAMP_S) -> None:
        self.total, self.cap, self.clock, self.ramp_seconds = total, max(1, int(cap)), clock, float(ramp_seconds)

    def next_size(self, size: int, done: int, seconds: float) -> int:
        """The batch after one of ``size`` trials that took ``seconds``, ``done`` drawn in all."""
        doublings = max(1, min(64, math.ceil(math.log2(self.cap) * max(seconds, 0.0) / self.ramp_seconds)))
        return min(self.cap, max(size, done * ((1 << doublings) - 1)))

    def __iter__(self) -> Iterator[int]:
        done, size = 0, 1
        while self.total is None or done < self.total:
            batch = size if self.total is None else min(size, self.total - done)
            began = self.clock()
            yield batch
            done += batch
            size = self.next_size(batch, done, self.clock() - began)

# --- the binnings of the simulated plots ------------------------------------------------------------
def output_bins(problem: SelectionProblem) -> score_stats.Bins:
    """The output-frequency plot's bins: ≤ MAX_BARS contiguous groups of candidates (score_stats.candidate_bins)."""
    return score_stats.candidate_bins(score_stats.candidate_positions(problem.values, problem.m))


@dataclass(frozen=True)
class ScoreBinning:
    """The score-distribution plot's bins and the score window [lo, hi] they cover (score_stats.score_window)."""

    bins: score_stats.Bins
    lo: float
    hi: float
    exact: np.ndarray | None = None  # P[S in bin b] for every bin (bins.totals of the pmf)
    pooled: bool = False  # P[S < lo] > 0: the lowest bin holds every score below the window


def distribution_binning(scores: np.ndarray, pmf: np.ndarray, threshold: float,
                         gamma: float | None) -> ScoreBinning:
    """Bins of S over the window lo = max(min u, min(0.1 % quantile, threshold)), hi = max(max u, γ), with the
    exact mass of each bin (two passes over the m candidates: made here, off the GUI thread, not by the plot)."""
    lo, hi = score_stats.score_window(scores, pmf, threshold, gamma)
    bins = score_stats.score_bins(scores, lo)
    return ScoreBinning(bins, lo, hi, bins.totals(pmf), score_stats.mass_below(scores, pmf, lo) > 0)


@dataclass(frozen=True)
class SetLaw:
    """A release that publishes a set of k candidates (top-k): each candidate's exact chance to be in it, or None
    where it is not computed; the runs then count, per candidate, the drawn sets that contain it."""

    k: int
    inclusion: np.ndarray | None = None


@dataclass(frozen=True)
class BatchTally:
    """One histogram's share of what the views read: trials T, Σu, M2 = Σ c·(u − Σu/T)², the count with
    u ≤ threshold, and the count per bin of each binning."""

    trials: int
    score_sum: float
    m2: float
    at_or_below: int
    bin_counts: dict = field(default_factory=dict)
    index: np.ndarray | None = None  # the histogram itself, sparse: the candidates drawn …
    counts: np.ndarray | None = None  # … and how often each
    score_range: tuple[float, float] = (np.inf, -np.inf)  # the lowest and highest score drawn
    set_counts: np.ndarray | None = None  # k-set releases: per candidate, the batch's sets that contain it


@dataclass(frozen=True)
class RunTally:
    """What to tally of each batch for one experiment: the scores, the threshold and the plots' binnings."""

    scores: np.ndarray
    threshold: float | None = None
    bins: dict = field(default_factory=dict)  # name → score_stats.Bins
    distribution: ScoreBinning | None = None
    sets: SetLaw | None = None  # a k-set release: its set counts are aggregated too
    output_chances: np.ndarray | None = None  # the pmf's mean over each output bin (what the outputs plot draws)
    curves: tuple | None = None  # a long grid's (scores, pmf) as core.peak_levels.PeakLevels (the score plot's)

    @classmethod
    def of(cls, problem: SelectionProblem, pmf: np.ndarray, threshold: float, gamma: float | None,
           sets: SetLaw | None = None) -> "RunTally":
        """The tally of the simulated views of one experiment (run off the GUI thread: an argsort over m)."""
        dist = distribution_binning(problem.scores, pmf, threshold, gamma)
        outputs = output_bins(problem)
        curves = peak_levels.curve_levels(score_stats.candidate_positions(problem.values, problem.m),
                                          problem.scores, pmf)
        return cls(problem.scores, float(threshold), {OUTPUTS: outputs, DISTRIBUTION: dist.bins}, dist, sets,
                   outputs.means(pmf), curves)

    def tally(self, counts: np.ndarray) -> BatchTally:
        """The batch's sums, over its nonzero counts only (a batch of k trials touches ≤ k candidates)."""
        counts = np.asarray(counts)
        nz = np.flatnonzero(counts)
        c = counts[nz]
        s = self.scores[nz]
        trials = int(c.sum())
        score_sum = float(c @ s)
        m2 = float(c @ (s - score_sum / trials) ** 2) if trials else 0.0
        below = int(c[s <= self.threshold].sum()) if self.threshold is not None else 0
        binned = {name: np.bincount(b.bin_of(nz), weights=c, minlength=b.size).astype(np.int64)
                  for name, b in self.bins.items()}
        drawn = (float(s.min()), float(s.max())) if nz.size else (np.inf, -np.inf)
        return BatchTally(trials, score_sum, m2, below, binned, nz, c, drawn)


class SimulationAggregate:
    """Counts per candidate of all trials so far, a log-thinned running-mean trace, and running tallies."""

    def __init__(self, problem: SelectionProblem, tally: RunTally | None = None) -> None:
        self.problem = problem
        self.tally = tally if tally is not None else RunTally(problem.scores)
        self.counts = np.zeros(problem.m, dtype=np.int64)
        self.trials = 0
        self._score_sum = 0.0
        self.m2 = 0.0  # Σ_trials (u − mean)², merged batch by batch
        self.at_or_below = 0  # trials with u ≤ the tally's threshold
        self.score_range = (np.inf, -np.inf)  # the lowest and highest score drawn
        self.bin_counts = {name: np.zeros(b.size, dtype=np.int64) for name, b in self.tally.bins.items()}
        self.trace_trials: list[int] = []
        self.trace_mean: list[float] = []
        # a k-set release (top-k): per candidate, the drawn sets that contain it, over ``set_trials`` draws (the
        # runs that drew whole sets; a restored session's counts have none)
        self.set_counts = np.zeros(problem.m, dtype=np.int64) if self.tally.sets is not None else None
        self.set_trials = 0

    def set_shares(self) -> np.ndarray | None:
        """The share of drawn k-sets that contain each candidate (None: not a k-set release, or none drawn)."""
        if self.set_counts is None or not self.set_trials:
            return None
        return self.set_counts / float(self.set_trials)

    def add_sets(self, members: np.ndarray, trials: int) -> None:
        """Fold in ``trials`` drawn k-sets: ``members`` per candidate, the sets that contain it."""
        if self.set_counts is not None and trials:
            self.set_counts += np.asarray(members, dtype=np.int64)
            self.set_trials += int(trials)

    def add(self, batch_counts: np.ndarray, parts: list[tuple[int, float]] | None = None,
            tally: BatchTally | None = None) -> None:
        """Fold a histogram in; records a trace point whenever trials grew by ≥ 2 %.

        ``parts`` — (trials, score sum) of the sub-batches the histogram is made of, in order — keeps the
        running-mean trace as fine as the batches were, even when several arrive together. ``tally`` — the
        histogram's ``RunTally.tally``, computed by the caller off the GUI thread — is computed here if absent.
        """
        batch_counts = np.asarray(batch_counts, dtype=np.int64)
        if batch_counts.shape != self.counts.shape:
            raise ValueError(f"a batch of {batch_counts.size} counts for {self.counts.size} candidates")
        if np.any(batch_counts < 0):
            raise ValueError("batch counts must be ≥ 0")
        if tally is None or set(tally.bin_counts) != set(self.bin_counts):
            tally = self.tally.tally(batch_counts)
        self.counts += batch_counts
        self._fold(tally, parts)

    def add_tally(self, tally: BatchTally, parts: list[tuple[int, float]] | None = None) -> None:
        """Fold in a histogram given sparse, as its ``RunTally.tally`` (with ``index`` and ``counts``): O(batch)
        instead of O(m), so a worker's batches cost the GUI thread nothing per candidate."""
        if tally.index is None or set(tally.bin_counts) != set(self.bin_counts):
            raise ValueError("a tally without its histogram, or of other bins")
        self.counts[tally.index] += tally.counts  # the indices are distinct (flatnonzero)
        if tally.set_counts is not None:
            self.add_sets(tally.set_counts, tally.trials)
        self._fold(tally, parts)

    def _fold(self, tally: BatchTally, parts: list[tuple[int, float]] | None) -> None:
        """Everything but the counts: moments, the count at or below, per-bin counts, the trace."""
        if parts is None or sum(t for t, _ in parts) != tally.trials:
            parts = [(tally.trials, tally.score_sum)]
        before, before_sum = self.trials, self._score_sum
        self._merge_moments(before, before_sum, tally)
        self.score_range = (min(self.score_range[0], tally.score_range[0]),
                            max(self.score_range[1], tally.score_range[1]))
        self.at_or_below += tally.at_or_below
        for name, binned in tally.bin_counts.items():
            self.bin_counts[name] += binned
        for trials, score_sum in parts:
            self.trials += int(trials)
            self._score_sum += float(score_sum)
            if self.trials and (not self.trace_trials or self.trials >= TRACE_STEP * self.trace_trials[-1]):
                self.trace_trials.append(self.trials)
                self.trace_mean.append(self.mean)

    def _merge_moments(self, n_a: int, sum_a: float, b: BatchTally) -> None:
        """M2 of the union: M2_a + M2_b + δ²·n_a·n_b/(n_a + n_b), δ the difference of the two means
        (Chan, Golub & LeVeque 1979)."""
        if b.trials == 0:
            return
        if n_a == 0:
            self.m2 = b.m2
            return
        delta = b.score_sum / b.trials - sum_a / n_a
        self.m2 += b.m2 + delta * delta * n_a * b.trials / (n_a + b.trials)

    @property
    def room(self) -> int:
        """Trials still to be counted before MAX_TRIALS (0 once there)."""
        return max(MAX_TRIALS - self.trials, 0)

    @property
    def mean(self) -> float | None:
        return self._score_sum / self.trials if self.trials else None

    def mean_confidence_halfwidth(self) -> float | None:
        """bounds.mean_confidence_halfwidth of the counts, from the running M2 (None below two trials); exactly
        0 when every trial scored the same (the merged means could differ in their last bit)."""
        if self.trials >= 2 and self.score_range[0] == self.score_range[1]:
            return 0.0
        return bounds.halfwidth_from_moments(self.trials, self.m2)

    def fraction_at_or_below(self, threshold: float) -> float | None:
        """bounds.fraction_at_or_below of the counts: the running count when ``threshold`` is the tally's."""
        if not self.trials:
            return None
        if self.tally.threshold is not None and threshold == self.tally.threshold:
            return self.at_or_below / self.trials
        return bounds.fraction_at_or_below(self.problem, self.counts, threshold)

    def binned(self, bins: score_stats.Bins) -> np.ndarray:
        """Trials per bin of ``bins``: the running counts when they are one of the tally's binnings."""
        for name, own in self.tally.bins.items():
            if own is bins:
                return self.bin_counts[name]
        return bins.totals(self.counts)

    def restore(self, counts: np.ndarray, trace_trials=(), trace_mean=()) -> None:
        """Set the aggregate from saved counts and trace (e.g. a session file)."""
        self.counts = np.zeros(self.problem.m, dtype=np.int64)
        self.trials, self._score_sum, self.m2, self.at_or_below = 0, 0.0, 0.0, 0
        self.score_range = (np.inf, -np.inf)
        self.bin_counts = {name: np.zeros(b.size, dtype=np.int64) for name, b in self.tally.bins.items()}
        self.trace_trials, self.trace_mean = [], []
        if self.set_counts is not None:
            self.set_counts[:], self.set_trials = 0, 0
        self.add(counts)
        if len(trace_trials):
            self.trace_trials, self.trace_mean = list(map(int, trace_trials)), list(map(float, trace_mean))
