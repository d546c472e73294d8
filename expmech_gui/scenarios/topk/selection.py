"""Private top-k selection: k candidates, not one.

* peeling: k sequential exponential mechanisms, each winner removed before the next draw (Dwork–Roth §3.3;
  Durfee–Rogers 2019): P[t₁, …, t_k] = Π_r w(t_r) / Σ_{j ∉ {t₁…t_{r−1}}} w(j), w = μ·exp(c·u);
* one-shot Gumbel top-k: the k largest of ln w(h) + G_h, G_h i.i.d. standard Gumbel — the same ordered law
  (sampling without replacement by the Gumbel-max trick: Vieira 2014; Kool, van Hoof, Welling 2019);
* one-shot Laplace top-k: the k largest of c·u(h) + L_h, L_h i.i.d. Laplace(1) (noise scale 1/c) — a
  different law (see ``scenarios.topk.laplace``).

Exact laws by enumerating ordered k-tuples while there are at most ``EXACT_MAX_TUPLES`` of them
(m!/(m−k)! ≤ 200,000: any k while m ≤ 8, k ≤ 4 while m ≤ 22, k ≤ 3 while m ≤ 59); simulated otherwise, with 95 % intervals.
"True top-k" = every candidate whose score is at least the k-th largest score (ties count, so it may hold more
than k candidates); "recovered" = how many of the k selected lie in it. Log space throughout.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from ...core.bounds import Z_95
from ...core.logspace import logsumexp_rows
from ...core.problem import ProblemError
from ...core.translatable import message

EXACT_MAX_TUPLES = 200_000  # ordered k-tuples enumerated for the exact law (m!/(m−k)!)
_CHUNK_ENTRIES = 1 << 22  # float64 entries per work array (~32 MB)
_RESCALE = 1e-200  # a row's remaining weights are renormalised when its largest falls below this


def check_k(k, m: int) -> int:
    """k as a whole number with 1 ≤ k ≤ m; ProblemError naming k otherwise."""
    if isinstance(k, float) and k.is_integer():
        k = int(k)
    if isinstance(k, bool) or not isinstance(k, (int, np.integer)) or not 1 <= k <= m:
        raise ProblemError(message("k (how many candidates to select) must be a whole number from 1 to the number "
                                   "of candidates, {m:,}, not {k!r}", m=m, k=k))
    return int(k)


def ordered_tuple_count(m: int, k: int) -> int:
    """m!/(m−k)!: the ordered k-tuples of distinct candidates."""
    return math.perm(m, k)


def exact_feasible(m: int, k: int) -> bool:
    return ordered_tuple_count(m, k) <= EXACT_MAX_TUPLES


def true_top(scores: np.ndarray, k: int) -> np.ndarray:
    """Mask of the true top-k: every candidate whose score is ≥ the k-th largest score (ties included)."""
    scores = np.asarray(scores, dtype=np.float64)
    kth = np.partition(scores, scores.size - k)[scores.size - k]
    return scores >= kth


def peeling_ordered_law(log_w: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    """(tuples T×k, ln P per tuple) of k sequential EMs with weights e^(log_w), winners removed; every
    ordered tuple of distinct candidates, ln P = Σ_r [ln w(t_r) − ln Σ_{j not yet chosen} w(j)] (−inf allowed)."""
    log_w = np.asarray(log_w, dtype=np.float64)
    m = log_w.size
    k = check_k(k, m)
    if not exact_feasible(m, k):
        raise ProblemError(message("{ordered_tuple_count:,} ordered selections are too many to enumerate (at most "
                                   "{exact_max_tuples:,})", ordered_tuple_count=ordered_tuple_count(m, k),
                                   exact_max_tuples=EXACT_MAX_TUPLES))
    tuples = np.zeros((1, 0), dtype=np.int64)
    log_p = np.zeros(1)
    for _ in range(k):
        taken = np.zeros((tuples.shape[0], m), dtype=bool)
        if tuples.shape[1]:
            np.put_along_axis(taken, tuples, True, axis=1)
        remaining = np.where(taken, -np.inf, log_w[None, :])
        log_norm = logsumexp_rows(remaining)
        parent, child = np.nonzero(~taken)
        with np.errstate(invalid="ignore"):
            step = log_w[child] - log_norm[parent]
        step = np.where(np.isfinite(log_w[child]), step, -np.inf)
        tuples = np.concatenate([tuples[parent], child[:, None]], axis=1)
        log_p = log_p[parent] + step
    return tuples, log_p


def log_sequence_probability(log_w: np.ndarray, chosen) -> float:
    """ln P[the selections are exactly t₁, …, t_k, in this order] under peeling (= one-shot Gumbel):
    Σ_r ln w(t_r) − ln Σ_{j ∉ {t₁…t_{r−1}}} w(j) (the module's law; each normaliser a log-sum-exp over the
    candidates not yet chosen; −inf once a pick has weight 0)."""
    log_w = np.asarray(log_w, dtype=np.float64)
    rest, total = log_w.copy(), 0.0
    for pick in (int(t) for t in chosen):
        if not np.isfinite(log_w[pick]):
            return -math.inf
        total += float(log_w[pick]) - float(logsumexp_rows(rest[None, :])[0])
        rest[pick] = -np.inf
    return total


@dataclass(frozen=True)
class TopKLaw:
    """An exact law of the ordered k-tuple, and what it implies: the unordered set, each candidate's inclusion
    probability and the number of true top-k candidates recovered."""

    tuples: np.ndarray  # T × k candidate indices, in selection order
    log_prob: np.ndarray  # ln P per tuple
    m: int
    true_top: np.ndarray  # mask (m,)

    @property
    def k(self) -> int:
        return int(self.tuples.shape[1])

    @cached_property
    def prob(self) -> np.ndarray:
        with np.errstate(under="ignore"):
            p = np.exp(self.log_prob)
        return p / p.sum()

    def ordered(self) -> dict[tuple[int, ...], float]:
        return {tuple(map(int, t)): float(p) for t, p in zip(self.tuples, self.prob)}

    def unordered(self) -> dict[tuple[int, ...], float]:
        """P[selected set = S] for every k-set S (as sorted index tuples)."""
        keys = np.sort(self.tuples, axis=1)
        uniq, inverse = np.unique(keys, axis=0, return_inverse=True)
        total = np.bincount(inverse.reshape(-1), weights=self.prob, minlength=len(uniq))
        return {tuple(map(int, s)): float(p) for s, p in zip(uniq, total)}

    @cached_property
    def inclusion(self) -> np.ndarray:
        """P[h is among the k selected], per candidate (sums to k)."""
        return np.bincount(self.tuples.reshape(-1), weights=np.repeat(self.prob, self.k), minlength=self.m)

    @cached_property
    def recovered(self) -> np.ndarray:
        """P[exactly r of the selected are true top-k], r = 0 … k."""
        r = self.true_top[self.tuples].sum(axis=1)
        return np.bincount(r, weights=self.prob, minlength=self.k + 1)

    @property
    def expected_recovered(self) -> float:
        return float(np.arange(self.k + 1) @ self.recovered)


def peeling_law(log_w: np.ndarray, k: int, scores: np.ndarray) -> TopKLaw:
    tuples, log_p = peeling_ordered_law(log_w, k)
    return TopKLaw(tuples, log_p, int(np.asarray(log_w).size), true_top(scores, k))


# --- samplers: each returns indices (size × k) in selection order --------------------------------------------
def _chunks(size: int, m: int):
    chunk = max(1, _CHUNK_ENTRIES // max(m, 1))
    for start in range(0, size, chunk):
        yield start, min(chunk, size - start)


def _top_k_rows(values: np.ndarray, k: int) -> np.ndarray:
    """Indices of each row's k largest values, largest first."""
    part = np.argpartition(-values, k - 1, axis=1)[:, :k]
    order = np.argsort(-np.take_along_axis(values, part, axis=1), axis=1, kind="stable")
    return np.take_along_axis(part, order, axis=1)


def sample_peeling(log_pmf: np.ndarray, k: int, size: int, rng: np.random.Generator) -> np.ndarray:
    """k sequential draws by inverse CDF on the remaining weights e^(ln w − max ln w), winners removed; a row is
    renormalised by its largest ln w not yet chosen whenever its remaining weights all fall below ``_RESCALE``, so
    they never all underflow and a chosen candidate (weight 0) is never drawn again, whatever ε."""
    log_w = np.asarray(log_pmf, dtype=np.float64)
    m = log_w.size
    with np.errstate(under="ignore"):
        p = np.exp(log_w - np.max(log_w))
    out = np.empty((size, k), dtype=np.int64)
    for start, rows in _chunks(size, m):
        w = np.broadcast_to(p, (rows, m)).copy()
        taken = np.zeros((rows, m), dtype=bool)
        r = np.arange(rows)
        for step in range(k):
            faint = np.flatnonzero(w.max(axis=1) < _RESCALE)
            if faint.size:  # every remaining weight is tiny (or 0.0): scale by the remaining largest ln w
                shifted = np.where(taken[faint], -np.inf, log_w[None, :])
                with np.errstate(under="ignore", invalid="ignore"):
                    w[faint] = np.nan_to_num(np.exp(shifted - np.max(shifted, axis=1, keepdims=True)), nan=0.0)
            cdf = np.cumsum(w, axis=1)
            u = rng.random(rows) * cdf[:, -1]
            pick = np.minimum((cdf <= u[:, None]).sum(axis=1), m - 1)
            bad = w[r, pick] == 0  # rounding at the top, or nothing left with weight: the last remaining
            if np.any(bad):  # candidate with weight, else the last one not chosen
                rank = 2 * (w[bad] > 0) + ~taken[bad]
                pick[bad] = (m - 1) - np.argmax(rank[:, ::-1], axis=1)
            out[start + r, step] = pick
            w[r, pick] = 0.0
            taken[r, pick] = True
    return out


def _noisy_top_k(base: np.ndarray, k: int, size: int, rng: np.random.Generator, noise) -> np.ndarray:
    """The k largest of base(h) + N_h, N_h i.i.d. from ``noise(shape)``, once per draw (in row chunks)."""
    base = np.asarray(base, dtype=np.float64)
    m = base.size
    out = np.empty((size, k), dtype=np.int64)
    for start, rows in _chunks(size, m):
        out[start:start + rows] = _top_k_rows(base[None, :] + noise((rows, m)), k)
    return out


def sample_gumbel(log_pmf: np.ndarray, k: int, size: int, rng: np.random.Generator) -> np.ndarray:
    """The k largest of ln w(h) + G_h, G_h i.i.d. standard Gumbel, once per draw."""
    return _noisy_top_k(log_pmf, k, size, rng, lambda shape: rng.gumbel(size=shape))


def sample_laplace(scaled_scores: np.ndarray, k: int, size: int, rng: np.random.Generator) -> np.ndarray:
    """The k largest of c·u(h) + L_h, L_h i.i.d. Laplace(0, 1) — noise of scale 1/c on u."""
    return _noisy_top_k(scaled_scores, k, size, rng, lambda shape: rng.laplace(size=shape))


# --- simulated aggregates ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class TopKTally:
    """Simulated selections, aggregated: inclusion counts per candidate and the recovered-count histogram."""

    trials: int
    inclusion_counts: np.ndarray  # (m,)
    recovered_counts: np.ndarray  # (k + 1,)

    @property
    def inclusion_frequencies(self) -> np.ndarray:
        return self.inclusion_counts / max(self.trials, 1)

    @property
    def recovered_frequencies(self) -> np.ndarray:
        return self.recovered_counts / max(self.trials, 1)

    @property
    def mean_recovered(self) -> float:
        return float(np.arange(self.recovered_counts.size) @ self.recovered_counts) / max(self.trials, 1)

    def mean_recovered_interval(self) -> tuple[float, float]:
        """95 % normal interval for E[recovered] from the sample mean and variance."""
        n = max(self.trials, 1)
        r = np.arange(self.recovered_counts.size)
        mean = self.mean_recovered
        var = float(((r - mean) ** 2) @ self.recovered_counts) / max(n - 1, 1)
        half = Z_95 * math.sqrt(var / n)
        return mean - half, mean + half

    def inclusion_intervals(self) -> tuple[np.ndarray, np.ndarray]:
        """95 % Wilson intervals for each candidate's inclusion probability."""
        return wilson(self.inclusion_counts, self.trials)


def wilson(successes: np.ndarray, trials: int) -> tuple[np.ndarray, np.ndarray]:
    """Wilson score interval at 95 % (Wilson 1927): (p̂ + z²/2n ± z√(p̂(1−p̂)/n + z²/4n²)) / (1 + z²/n).

    The lower end is written without the subtraction, as p̂² / ((1 + z²/n)(centre + half)) (the product of the two
    ends is p̂²/(1 + z²/n)), so no successes give exactly 0 (not a rounding residue such as 1e-19) and a few give
    full relative precision; all successes give exactly 1. No trials say nothing: [0, 1]."""
    n = int(trials)
    if n <= 0:
        return np.zeros(np.shape(successes)), np.ones(np.shape(successes))
    p = np.asarray(successes, dtype=np.float64) / n
    z2 = Z_95 ** 2
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z_95 * np.sqrt(np.maximum(p * (1 - p), 0) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    low = p * p / ((1 + z2 / n) * (centre + half))
    return np.clip(low, 0, 1), np.where(p >= 1, 1.0, np.clip(centre + half, 0, 1))


def tally(selections: np.ndarray, m: int, true_mask: np.ndarray) -> TopKTally:
    k = selections.shape[1]
    return TopKTally(int(selections.shape[0]), np.bincount(selections.reshape(-1), minlength=m).astype(np.int64),
                     np.bincount(true_mask[selections].sum(axis=1), minlength=k + 1).astype(np.int64))


def merge(a: TopKTally | None, b: TopKTally) -> TopKTally:
    if a is None:
        return b
    return TopKTally(a.trials + b.trials, a.inclusion_counts + b.inclusion_counts,
                     a.recovered_counts + b.recovered_counts)
