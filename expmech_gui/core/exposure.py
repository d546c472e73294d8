"""The most-exposed search for softmax mechanisms over structured neighbour families, without building the
rows × m matrix of score changes.

For the exponential mechanism P'(h) ∝ exp(ℓ_h + c·Δu(h)) with ℓ = ln μ + c·u, so the privacy loss is
L(h) = −c·Δu(h) + (ln Z' − ln Z): one normaliser per neighbour, and the extremes of −c·Δu over the candidates.
When Δu is a run of a fixed step profile (pricing: a buyer adds p_j at every price p_j at most their value) or
touches one or two candidates (voting: one ballot), ln Z' is a log-sum-exp of a few ranges of ℓ (or of ℓ ± c·a)
and a few single terms — each range from a segment tree of log-sum-exps, O(log m) per neighbour and never a
subtraction (so no cancellation, whatever ε). When every Δu(h) is −a, 0 or +a over a few candidates (lunch: one
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
    order, without storing the pairs."""

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


def lse2(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """ln(e^x + e^y) = max + ln(1 + e^(min − max)), as np.logaddexp (the same formula) but in whole-array passes,
    about 3× faster; −∞ where both are −∞."""
    hi = np.maximum(x, y)
    out = np.minimum(x, y)
    with np.errstate(invalid="ignore"):
        out -= hi
    np.exp(out, out=out)
    np.log1p(out, out=out)
    out += hi
    return np.where(hi == -np.inf, hi, out)


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
        return self._step_losses(a, lo, hi, up, _lse(inside, outside) - self.log_z)

    def pairs(self, ch: StepPairs, start: int, stop: int) -> ChunkLosses:
        """StepChanges' losses for every move of an occupied bin o to a bin n, whole rows at a time. Moving up
        adds c·a_j on [o, n): ln Z' = lse(ℓ_j, j < o; ℓ_j + c·a_j, o ≤ j < n; ℓ_j, j ≥ n), a running
        log-add-exp from j = o that starts from the untouched prefix; moving down subtracts c·a_j on [n, o), a
        running log-add-exp from j = o − 1 downwards that starts from the untouched suffix. O(1) per neighbour
        and never a subtraction. With a ≥ 0 ascending, L = −c·Δu + d takes its extremes at the run's ends or
        outside it (0). Each row is laid out as the moves down (reversed, so n ascends) then up: the family's
        order."""
        m, a, c = self.m, ch.steps, self.c
        first, last = start // m, (stop - 1) // m + 1
        old = ch.old[first:last, None]
        prefix, suffix, gained, lost = self._runs(a)
        parts = []
        for sign, width, edge_start, edge_end in ((-1, int(old.max()), suffix, prefix),
                                                  (1, int(m - old.min()), prefix, suffix)):
            new = old + sign * (1 + np.arange(width)[None, :])  # nearest bin first
            valid = (new >= 0) & (new <= m)
            new = np.clip(new, 0, m)
            run = np.where(valid, (lost[np.minimum(new, m - 1)] if sign < 0 else gained[new]), -np.inf)
            if width:
                run[:, 0] = np.logaddexp(run[:, 0], edge_start[old[:, 0]])
            d = lse2(np.logaddexp.accumulate(run, axis=1), edge_end[new])
            d -= self.log_z
            a_top = a[np.maximum(new - 1, 0)] if sign > 0 else np.broadcast_to(a[np.maximum(old - 1, 0)], d.shape)
            # up: L from −c·a_top (run's top) to 0 outside; down: from 0 outside to +c·a_top
            l_max, l_min = (d, d - c * a_top) if sign > 0 else (d + c * a_top, d)
            score_range = a_top
            inner = (np.minimum(old, new) == 0) & (np.maximum(old, new) == m)  # the run covers every price
            if inner.any():  # no unchanged price: the other end of the run replaces the 0
                a_low = a[0]
                l_max, l_min = ((np.where(inner, d - c * a_low, l_max), l_min) if sign > 0
                                else (l_max, np.where(inner, d + c * a_low, l_min)))
                score_range = np.where(inner, a_top - a_low, a_top)
            loss = np.maximum(np.abs(l_max), np.abs(l_min))
            columns = slice(None, None, sign)  # the moves down read right to left
            parts.append((valid[:, columns], loss[:, columns], (l_max - l_min)[:, columns], a_top[:, columns],
                          np.asarray(score_range)[:, columns]))
        keep = np.concatenate([parts[0][0], parts[1][0]], axis=1).ravel()
        part = slice(start - first * m, stop - first * m)
        return ChunkLosses(*(np.concatenate([down, up], axis=1).ravel()[keep][part]
                             for down, up in zip(parts[0][1:], parts[1][1:])))

    def _runs(self, steps: np.ndarray) -> tuple[np.ndarray, ...]:
        """ln Σ_{j<k} e^ℓ_j and ln Σ_{j≥k} e^ℓ_j for k = 0..m, and ℓ_{k−1} + c·a_{k−1}, ℓ_k − c·a_k by bin k."""
        key = ("runs", id(steps))
        if key not in self._shifted:
            none = np.array([-np.inf])
            prefix = np.concatenate([none, np.logaddexp.accumulate(self.logits)])
            suffix = np.concatenate([np.logaddexp.accumulate(self.logits[::-1])[::-1], none])
            gained = np.concatenate([none, self.logits + self.c * steps])
            lost = np.concatenate([self.logits - self.c * steps, none])
            self._shifted[key] = (prefix, suffix, gained, lost)
        return self._shifted[key]

    def _step_losses(self, a: np.ndarray, lo: np.ndarray, hi: np.ndarray, up: np.ndarray, d: np.ndarray
                     ) -> ChunkLosses:
        """Loss, range and score changes of runs [lo, hi) of ±a_j, given d = ln Z' − ln Z of each."""
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
        du_hi = np.where(empty, absent, np.where(up, a_hi, -a_lo))
        du_lo = np.where(empty, absent, np.where(up, a_lo, -a_hi))
        du_max = np.nanmax(np.stack([du_hi, zero]), axis=0)
        du_min = np.nanmin(np.stack([du_lo, zero]), axis=0)
        return ChunkLosses(np.maximum(np.abs(l_max), np.abs(l_min)), l_max - l_min,
                           np.maximum(np.abs(du_max), np.abs(du_min)), du_max - du_min)

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
