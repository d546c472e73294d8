"""The most-exposed search for softmax mechanisms over structured neighbour families, without building the
rows × m matrix of score changes.

For the exponential mechanism P'(h) ∝ exp(ℓ_h + c·Δu(h)) with ℓ = ln μ + c·u, so the privacy loss is
L(h) = −c·Δu(h) + (ln Z' − ln Z): one normaliser per neighbour, and the extremes of −c·Δu over the candidates.
When Δu is a run of a fixed step profile (pricing: a buyer adds p_j at every price p_j at most their value) or
touches one or two candidates (voting: one ballot), ln Z' is a log-sum-exp of a few ranges of ℓ (or of ℓ ± c·a)
and a few single terms — each range from a segment tree of log-sum-exps, O(log m) per neighbour and never a
subtraction (so no cancellation, whatever ε); of a buyer's every replacement only the O(m) moves that can be
the worst are evaluated (pair_extremes). When every Δu(h) is −a, 0 or +a over a few candidates (lunch: one
person's likes replaced), the loss depends on the neighbour only through its pattern, so each of the 3^m
patterns is evaluated once. Results equal the row-by-row search to rounding (tests compare).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np


@dataclass(frozen=True)
class StepChanges:
    """Row r: Δu(j) = a_j·(1[j < new_r] − 1[j < old_r]), with a ascending and ≥ 0 (pricing's prices: a buyer
    whose value reaches k grid prices adds p_j to the revenue of each of them)."""

    steps: np.ndarray
    old: np.ndarray
    new: np.ndarray

    @property
    def size(self) -> int:
        return int(self.old.size)

    def rows(self, start: int, stop: int) -> np.ndarray:
        cols = np.arange(self.steps.size)[None, :]
        a = self.steps[None, :]
        return (np.where(cols < self.new[start:stop, None], a, 0.0)
                - np.where(cols < self.old[start:stop, None], a, 0.0))


@dataclass(frozen=True)
class StepPairs:
    """Every change of one value from an occupied bin to any other bin 0..m (pricing's replace neighbours): row r
    moves bin old[r // m] to bin t + (t ≥ old), t = r mod m — StepChanges over old × every other bin, in that
    order, without storing the pairs (SoftmaxExposure.pair_extremes searches them in O(m + old values))."""

    steps: np.ndarray
    old: np.ndarray

    @property
    def size(self) -> int:
        return int(self.old.size) * int(self.steps.size)

    def bins(self, start: int, stop: int) -> tuple[np.ndarray, np.ndarray]:
        """(old bin, new bin) of rows start..stop−1."""
        i, t = np.divmod(np.arange(start, stop, dtype=np.int64), max(self.steps.size, 1))
        old = self.old[i]
        return old, t + (t >= old)

    def rows(self, start: int, stop: int) -> np.ndarray:
        old, new = self.bins(start, stop)
        return StepChanges(self.steps, old, new).rows(0, stop - start)


@dataclass(frozen=True)
class PointChanges:
    """Row r: Δu = amount at candidate plus_r and −amount at candidate minus_r (−1: none) — one ballot added,
    removed or moved (voting)."""

    m: int
    minus: np.ndarray
    plus: np.ndarray
    amount: float = 1.0

    @property
    def size(self) -> int:
        return int(self.minus.size)

    def rows(self, start: int, stop: int) -> np.ndarray:
        out = np.zeros((stop - start, self.m))
        r = np.arange(stop - start)
        for idx, sign in ((self.minus[start:stop], -1.0), (self.plus[start:stop], 1.0)):
            ok = idx >= 0
            out[r[ok], idx[ok]] += sign * self.amount
        return out


MAX_PATTERN_CANDIDATES = 13  # 3^13 ≈ 1.6 million patterns: a few tables of that size at most


@dataclass(frozen=True)
class PatternChanges:
    """Row r: Δu(j) = amount·(d_j − 1), d_j the j-th base-3 digit of ``codes(r, r + 1)`` — each candidate loses,
    keeps or gains ``amount`` (lunch: one person's like vector replaced by another). The code of the change
    from like vector s to t is Σ_j 3^j·(t_j − s_j + 1) (``pattern_code``)."""

    m: int
    count: int
    codes: Callable[[int, int], np.ndarray]
    amount: float = 1.0

    @property
    def size(self) -> int:
        return int(self.count)

    def rows(self, start: int, stop: int) -> np.ndarray:
        return pattern_rows(self.codes(start, stop), self.m) * self.amount


def pattern_rows(codes: np.ndarray, m: int) -> np.ndarray:
    """The digits −1, 0, +1 of base-3 pattern codes, one row per code."""
    return ((np.asarray(codes, dtype=np.int64)[:, None] // 3 ** np.arange(m, dtype=np.int64)) % 3 - 1).astype(float)


def pattern_code(change: np.ndarray) -> np.ndarray:
    """Σ_j 3^j·(Δ_j + 1) of each row of −1/0/+1 changes (the inverse of ``pattern_rows``)."""
    change = np.asarray(change, dtype=np.int64)
    return (change + 1) @ 3 ** np.arange(change.shape[-1], dtype=np.int64)


class RangeLogSumExp:
    """ln Σ_{j ∈ [lo, hi)} exp(x_j) for many ranges at once: a segment tree of log-sum-exps (bottom-up
    iterative query, vectorised over the ranges), so each range costs O(log m) and nothing is subtracted."""

    def __init__(self, x: np.ndarray) -> None:
        m = x.size
        size = 1
        while size < max(m, 1):
            size *= 2
        tree = np.full(2 * size, -np.inf)
        tree[size:size + m] = x
        level = size  # each level of the tree in one vectorised pass
        while level > 1:
            half = level // 2
            tree[half:level] = np.logaddexp(tree[level:2 * level:2], tree[level + 1:2 * level:2])
            level = half
        self.size, self.tree = size, tree

    def query(self, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
        lo = np.asarray(lo, dtype=np.int64) + self.size
        hi = np.asarray(hi, dtype=np.int64) + self.size
        acc = np.full(lo.shape, -np.inf)
        while True:
            live = lo < hi
            if not live.any():
                return acc
            take = live & (lo & 1 == 1)
            acc[take] = np.logaddexp(acc[take], self.tree[lo[take]])
            lo = lo + take
            take = live & (hi & 1 == 1)
            hi = hi - take
            acc[take] = np.logaddexp(acc[take], self.tree[hi[take]])
            lo >>= 1
            hi >>= 1


def step_score_changes(a: np.ndarray, lo: np.ndarray, hi: np.ndarray, up: np.ndarray, m: int
                       ) -> tuple[np.ndarray, np.ndarray]:
    """max|Δu| and max Δu − min Δu of step changes: Δu = ±a_j on the run lo ≤ j < hi (+ where ``up``), 0 outside
    it (a ascending, ≥ 0)."""
    empty = lo == hi
    a_lo, a_hi = a[np.minimum(lo, a.size - 1)], a[np.maximum(hi - 1, 0)]
    absent = np.full(lo.shape, np.nan)
    zero = np.where((lo > 0) | (hi < m), 0.0, absent)
    du_hi = np.where(empty, absent, np.where(up, a_hi, -a_lo))
    du_lo = np.where(empty, absent, np.where(up, a_lo, -a_hi))
    du_max = np.nanmax(np.stack([du_hi, zero]), axis=0)
    du_min = np.nanmin(np.stack([du_lo, zero]), axis=0)
    return np.maximum(np.abs(du_max), np.abs(du_min)), du_max - du_min


def _lse(*parts: np.ndarray) -> np.ndarray:
    out = parts[0]
    for p in parts[1:]:
        out = np.logaddexp(out, p)
    return out


@dataclass
class ChunkLosses:
    """Per neighbour of a chunk: realised privacy loss max|L|, its range max L − min L, and the score change's
    sensitivity max|Δu| and range max Δu − min Δu (these two may come one per distinct change instead: only
    their largest values are kept)."""

    loss: np.ndarray
    range: np.ndarray
    sensitivity: np.ndarray
    score_range: np.ndarray
    rows: np.ndarray | None = None  # the family's indices of the neighbours listed (ascending); None: all, in order


class SoftmaxExposure:
    """Losses of a softmax mechanism (log pmf = ℓ − ln Z, ℓ = ln μ + c·u, all finite) against structured
    neighbours; ``logits`` is ℓ, ``c`` the mechanism's scale."""

    def __init__(self, logits: np.ndarray, c: float) -> None:
        self.logits = np.asarray(logits, dtype=np.float64)
        self.c = float(c)
        self.m = self.logits.size
        self._plain = RangeLogSumExp(self.logits)
        self.log_z = float(self._plain.query(np.array([0]), np.array([self.m]))[0])
        self._shifted: dict = {}
        self._patterns: dict = {}

    def _tree(self, steps: np.ndarray, sign: float) -> RangeLogSumExp:
        key = (id(steps), sign)
        if key not in self._shifted:
            self._shifted[key] = RangeLogSumExp(self.logits + sign * self.c * steps)
        return self._shifted[key]

    def steps(self, ch: StepChanges, start: int, stop: int) -> ChunkLosses:
        a = ch.steps
        old, new = ch.old[start:stop], ch.new[start:stop]
        lo, hi = np.minimum(old, new), np.maximum(old, new)
        up = new > old  # the run gains a_j (a buyer added or valuing more)
        inside = np.empty(lo.size)
        for sign, sel in ((1.0, up), (-1.0, ~up)):
            if sel.any():
                inside[sel] = self._tree(a, sign).query(lo[sel], hi[sel])
        outside = _lse(self._plain.query(np.zeros_like(lo), lo), self._plain.query(hi, np.full_like(hi, self.m)))
        d = _lse(inside, outside) - self.log_z
        empty = lo == hi  # no price changes (a buyer added below the lowest price)
        a_lo, a_hi = a[np.minimum(lo, a.size - 1)], a[np.maximum(hi - 1, 0)]
        has_outside = (lo > 0) | (hi < self.m)
        absent = np.full(lo.shape, np.nan)
        # L = −c·Δu + d: −c·a_j over the run when it gains, +c·a_j when it loses (a ascending); 0 outside it
        run_hi = np.where(empty, absent, np.where(up, -self.c * a_lo, self.c * a_hi))
        run_lo = np.where(empty, absent, np.where(up, -self.c * a_hi, self.c * a_lo))
        zero = np.where(has_outside, 0.0, absent)
        l_max = d + np.nanmax(np.stack([run_hi, zero]), axis=0)
        l_min = d + np.nanmin(np.stack([run_lo, zero]), axis=0)
        return ChunkLosses(np.maximum(np.abs(l_max), np.abs(l_min)), l_max - l_min,
                           *step_score_changes(a, lo, hi, up, self.m))

    def points(self, ch: PointChanges, start: int, stop: int) -> ChunkLosses:
        minus, plus = ch.minus[start:stop], ch.plus[start:stop]
        k = self.c * ch.amount
        m = self.m
        one = np.where(minus >= 0, minus, plus)
        other = np.where(plus >= 0, plus, minus)
        p, q = np.minimum(one, other), np.maximum(one, other)
        # the untouched candidates: the ranges before, between and after the (one or two) changed ones
        untouched = _lse(self._plain.query(np.zeros_like(p), p), self._plain.query(p + 1, np.maximum(q, p + 1)),
                         self._plain.query(q + 1, np.full_like(q, m)))
        lost = np.where(minus >= 0, self.logits[np.maximum(minus, 0)] - k, -np.inf)
        gained = np.where(plus >= 0, self.logits[np.maximum(plus, 0)] + k, -np.inf)
        d = _lse(untouched, lost, gained) - self.log_z
        has_outside = (1 + (p != q)) < m
        absent = np.full(p.shape, np.nan)
        # L = −c·Δu + d: +k where a ballot was lost, −k where one was gained, 0 elsewhere
        l_vals = np.stack([np.where(minus >= 0, k, absent), np.where(plus >= 0, -k, absent),
                           np.where(has_outside, 0.0, absent)])
        du_vals = np.stack([np.where(minus >= 0, -ch.amount, absent), np.where(plus >= 0, ch.amount, absent),
                            np.where(has_outside, 0.0, absent)])
        l_max, l_min = d + np.nanmax(l_vals, axis=0), d + np.nanmin(l_vals, axis=0)
        du_max, du_min = np.nanmax(du_vals, axis=0), np.nanmin(du_vals, axis=0)
        return ChunkLosses(np.maximum(np.abs(l_max), np.abs(l_min)), l_max - l_min,
                           np.maximum(np.abs(du_max), np.abs(du_min)), du_max - du_min)

    def pair_extremes(self, ch: StepPairs, start: int, stop: int) -> ChunkLosses:
        """The neighbours among rows start..stop−1 of ``ch`` that can be the worst, with their family indices.

        With a ≥ 0 ascending and every ℓ finite, a move up from o to n (with an unchanged price outside the run)
        has d = ln Z'/Z rising as o falls, 0 ≤ d ≤ c·a_{n−1} and loss max(d, c·a_{n−1} − d): for each n the
        worst is the lowest or the highest old value below n. A move down has −c·a_{o−1} ≤ d ≤ 0, d falling as n
        falls and loss max(−d, c·a_{o−1} + d): for each o the worst is n = 0 or n = o − 1. The ranges (c·a_{n−1},
        c·a_{o−1}) and score changes peak at the same moves; the two moves that change every price are taken
        too. So O(m) moves, each by the segment tree, cover all of them; rows only partly inside start..stop
        are evaluated move by move."""
        m = self.m
        first_full, last_full = -(-start // m), stop // m  # the rows wholly inside start..stop−1
        if first_full < last_full:
            partial = [(start, first_full * m), (last_full * m, stop)]
        else:
            partial = [(start, stop)]
        old_rows, new_bins = [], []
        for a, b in partial:  # rows cut by start or stop: every move
            if b > a:
                old_rows.append(np.arange(a, b) // m)
                new_bins.append(ch.bins(a, b)[1])
        if first_full < last_full:
            olds = ch.old[first_full:last_full]
            rows = np.arange(first_full, last_full)
            n = np.arange(1, m + 1)
            below = np.searchsorted(olds, n)  # how many old values lie below n
            up = below > 0
            cand = [(np.zeros(up.sum(), dtype=np.int64), n[up]), (below[up] - 1, n[up])]
            if olds[0] == 0 and olds.size > 1 and olds[1] < m:  # n = m from o = 0 changes every price
                cand.append((np.array([1]), np.array([m])))
            cand.append((np.arange(olds.size), np.zeros(olds.size, dtype=np.int64)))  # down to 0
            cand.append((np.arange(olds.size), np.maximum(olds - 1, 0)))  # down by one bin
            if olds[-1] == m and m > 1:  # o = m down to 0 changes every price
                cand.append((np.array([olds.size - 1]), np.array([1])))
            for i, news in cand:
                keep = news != olds[i]
                old_rows.append(rows[i[keep]])
                new_bins.append(news[keep])
        row = np.concatenate(old_rows)
        new = np.concatenate(new_bins).astype(np.int64)
        old = ch.old[row]
        index = np.unique(row * m + new - (new > old))  # the family's order (new bins skip the old one)
        row, t = np.divmod(index, m)
        old = ch.old[row]
        found = self.steps(StepChanges(ch.steps, old, t + (t >= old)), 0, index.size)
        return ChunkLosses(found.loss, found.range, found.sensitivity, found.score_range, index)

    def patterns(self, ch: PatternChanges, start: int, stop: int) -> ChunkLosses:
        loss, rng, present = self._pattern_table(ch.m, ch.amount)
        codes = np.asarray(ch.codes(start, stop), dtype=np.int64)
        # the score changes depend only on which of −a, 0, +a occur: one value per kind that occurs in the chunk
        kinds = np.flatnonzero(np.bincount(present.take(codes), minlength=8))
        lose, keep, gain = (kinds & 1) > 0, (kinds & 2) > 0, (kinds & 4) > 0
        du_max = np.where(gain, ch.amount, np.where(keep, 0.0, -ch.amount))
        du_min = np.where(lose, -ch.amount, np.where(keep, 0.0, ch.amount))
        return ChunkLosses(loss.take(codes), rng.take(codes), np.maximum(np.abs(du_max), np.abs(du_min)),
                           du_max - du_min)

    def _pattern_table(self, m: int, amount: float = 1.0) -> tuple[np.ndarray, ...]:
        """Every pattern's loss and range, and which digits it holds (bits 1, 2, 4: loses, keeps, gains).
        ln Z' = lse_j(ℓ_j + c·a·(d_j − 1)) is built one candidate at a time (an outer log-add-exp over the
        digits, 1.5·3^m terms in all), and so is the set of digits present; L takes the value
        c·a·(1 − d) + ln Z' − ln Z on each present digit d."""
        key = (m, amount)
        if key not in self._patterns:
            k = self.c * amount
            digit_change = np.array([-1.0, 0.0, 1.0])
            log_z = np.zeros(1)
            present = np.zeros(1, dtype=np.int8)
            for j in range(m):  # code = d_j·3^j + (lower digits): the new digit is the most significant
                log_z = np.logaddexp((self.logits[j] + k * digit_change)[:, None], log_z[None, :]).ravel() \
                    if j else self.logits[0] + k * digit_change
                present = (np.array([1, 2, 4], dtype=np.int8)[:, None] | present[None, :]).ravel()
            d = log_z - self.log_z
            lose, keep, gain = (present & 1) > 0, (present & 2) > 0, (present & 4) > 0
            l_max = d + np.where(lose, k, np.where(keep, 0.0, -k))  # L = −c·Δu + d, largest where Δu is least
            l_min = d + np.where(gain, -k, np.where(keep, 0.0, k))
            self._patterns[key] = (np.maximum(np.abs(l_max), np.abs(l_min)), l_max - l_min, present)
        return self._patterns[key]
