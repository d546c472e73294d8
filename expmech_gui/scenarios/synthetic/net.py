"""The net of the net mechanism (Blum–Ligett–Roth 2008): every database of m elements of X, a multiset, ranked in
the combinatorial number system (stars and bars: i_1 ≤ … ≤ i_m ↔ j_t = i_t + t − 1 strictly increasing, rank
Σ_t C(j_t, t)), so any chunk of ranks is unranked on its own and the net is never materialised.

The score of y against the data D (n people, |y| = m): s(D, y) = −max_q |q(D) − q(y)|, computed exactly as the
integer level L(y) = max_q |m·count_q(D) − n·count_q(y)| (error = L / (n·m)).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from ...core.logspace import logsumexp
from ...core.problem import ProblemError
from .universe import Histogram, QueryClass
from ...core.translatable import message

MAX_SYNTHETIC = 64  # m, the synthetic database's size
MAX_RANK = 2**62  # ranks stay in int64


def net_size(elements: int, m: int) -> int:
    """|net| = C(|X| + m − 1, m), the number of multisets of m elements of X."""
    return math.comb(int(elements) + int(m) - 1, int(m))


def check_synthetic_size(m) -> int:
    if isinstance(m, bool) or not float(m).is_integer() or not 1 <= m <= MAX_SYNTHETIC:
        raise ProblemError(message("the synthetic database's size m must be a whole number from 1 to "
                                   "{max_synthetic}, not {m!r}", max_synthetic=MAX_SYNTHETIC, m=m))
    return int(m)


class MultisetNet:
    """The multisets of m elements of {0, …, k−1}, by rank 0 … size − 1 (rank 0: m copies of element 0)."""

    def __init__(self, k: int, m: int) -> None:
        self.k, self.m = int(k), check_synthetic_size(m)
        if self.k < 1:
            raise ProblemError(message("the universe needs at least one element"))
        self.size = net_size(self.k, self.m)
        if self.size > MAX_RANK:
            raise ProblemError(message("a net of {size:.3g} synthetic databases is beyond what can be ranked "
                                       "(2^62): choose a smaller m or a smaller universe", size=self.size))
        top = self.k + self.m - 1  # j ranges over 0 … k + m − 2
        self._binom = np.array([[math.comb(j, t) for j in range(top)] for t in range(1, self.m + 1)],
                               dtype=np.int64)

    def unrank(self, ranks) -> np.ndarray:
        """(len(ranks), k) int64 counts of the multisets with these ranks."""
        r = np.array(ranks, dtype=np.int64, copy=True).reshape(-1)
        if r.size and (r.min() < 0 or r.max() >= self.size):
            raise ProblemError(message("a rank must be from 0 to {last:,}", last=self.size - 1))
        counts = np.zeros((r.size, self.k), dtype=np.int64)
        rows = np.arange(r.size)
        for t in range(self.m, 0, -1):
            table = self._binom[t - 1]
            j = np.searchsorted(table, r, side="right") - 1
            r -= table[j]
            counts[rows, j - (t - 1)] += 1
        return counts

    def chunk(self, start: int, stop: int) -> np.ndarray:
        return self.unrank(np.arange(int(start), int(stop), dtype=np.int64))

    def rank(self, counts) -> int:
        """The rank of the multiset with these counts (Σ counts = m)."""
        c = np.asarray(counts, dtype=np.int64).reshape(-1)
        if c.size != self.k or c.sum() != self.m or np.any(c < 0):
            raise ProblemError(message("a synthetic database here has {k} counts adding up to {m}", k=self.k, m=self.m))
        items = np.repeat(np.arange(self.k), c)
        return int(sum(math.comb(int(i) + t, t + 1) for t, i in enumerate(items)))


def multiset_label(counts, elements) -> str:
    """'{00:2, 11:1}': each element of the synthetic database with its multiplicity."""
    return "{" + ", ".join(f"{e}:{int(c)}" for e, c in zip(elements, counts) if c) + "}"


@dataclass(frozen=True, eq=False)
class NetScores:
    """What a chunk of the net needs to be scored: the data's query counts, the queries, n and m — small and
    picklable, so it travels to worker processes once per chunk."""

    k: int
    m: int
    n: int
    data_counts: np.ndarray  # count_q(D) per query, int64
    query_matrix: np.ndarray  # |Q| × k, 0/1

    @classmethod
    def of(cls, hist: Histogram, queries: QueryClass, m: int) -> "NetScores":
        if hist.n <= 0:
            raise ProblemError(message("the synthetic database needs data: at least one person"))
        qm = np.asarray(queries.matrix)
        if qm.shape[1] != len(hist.elements):
            raise ProblemError(message("the queries are over {queried} elements but the data has {elements}",
                                       queried=qm.shape[1], elements=len(hist.elements)))
        data = (qm.astype(np.int64) @ hist.counts.astype(np.int64)).astype(np.int64)
        return cls(len(hist.elements), check_synthetic_size(m), hist.n, data, qm)

    @property
    def net(self) -> MultisetNet:
        return MultisetNet(self.k, self.m)

    @property
    def denominator(self) -> int:
        """n·m: error = level / (n·m)."""
        return self.n * self.m

    def levels(self, counts: np.ndarray) -> np.ndarray:
        """L(y) = max_q |m·count_q(D) − n·count_q(y)| for each row of counts (exact integers)."""
        synth = np.rint(np.asarray(counts, dtype=np.float64) @ self.query_matrix.T).astype(np.int64)
        return np.max(np.abs(self.m * self.data_counts[None, :] - self.n * synth), axis=1)

    def errors(self, counts: np.ndarray) -> np.ndarray:
        """max_q |q(D) − q(y)| per row, normalised counts."""
        return self.levels(counts) / self.denominator

    def query_errors(self, counts) -> np.ndarray:
        """|q(D) − q(y)| for every query, one synthetic database."""
        c = np.asarray(counts, dtype=np.float64).reshape(-1)
        return np.abs(self.data_counts / self.n - (self.query_matrix @ c) / self.m)


def chunk_bounds(size: int, chunk: int) -> list[tuple[int, int]]:
    return [(a, min(a + chunk, size)) for a in range(0, size, chunk)]


def level_log_masses(levels: np.ndarray, logits: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(distinct levels, ln Σ e^logit over the candidates at each level), levels ascending."""
    order = np.argsort(levels, kind="stable")
    lv, lg = levels[order], logits[order]
    starts = np.flatnonzero(np.r_[True, lv[1:] != lv[:-1]])
    return lv[starts], np.logaddexp.reduceat(lg, starts)


def merge_level_masses(parts) -> tuple[np.ndarray, np.ndarray]:
    """Combine per-chunk (levels, log masses) into one table by level (log-sum-exp per level)."""
    parts = list(parts)
    if not parts:
        return np.zeros(0, dtype=np.int64), np.zeros(0)
    lv = np.concatenate([p[0] for p in parts])
    lg = np.concatenate([p[1] for p in parts])
    return level_log_masses(lv, lg)


def chunked_logsumexp(values_of_chunk, bounds) -> float:
    """ln Σ e^v over all chunks: the log-sum-exp of the chunks' log-sum-exps (each taken with its own max)."""
    return float(logsumexp([logsumexp(values_of_chunk(a, b)) for a, b in bounds]))
