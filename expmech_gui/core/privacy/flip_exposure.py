"""The most-exposed search for permute-and-flip over step-change neighbour families, one quadrature per
distinct change of the few candidates that matter instead of one per neighbour.

P&F's pmf is P[r] = q_r·I(q_r) with I(q) = ∫₀¹ F(x)/(1 − x·q) dx, F = Π_s (1 − x·q_s) (so the integrand is
Π_{s≠r}(1 − x·q_s)) and q_s = exp(c·(u_s − max u)) (McKenna–Sheldon 2020). A candidate whose acceptance stays
so small that, with all the others like it, Σ q′_s stays below 2^-52 in every neighbour (q′_s ≤ q_s·e^{2c·max a}:
"negligible") moves F by less than a factor 1 + 2^-52, and its own I(q_s) = I(0)·(1 + O(q_s)) = ∫F·(1 + 2^-52): so its
log-pmf is ln q_s + ln ∫F − ln Z to rounding, and Z, F come from the significant candidates alone (a few hundred
near the best). A neighbour's pmf therefore depends on its change only through the significant candidates' new
scores: one quadrature per distinct change of those (a "pattern"), shared by every neighbour that has it; over
the negligible candidates the loss L(r) = ln P[r] − ln P′[r] is −c·Δu(r) plus a constant of the pattern, so its
extremes are at the ends of the run (a ascending), as for the exponential mechanism. Results equal the
row-by-row search to ~1e-13 (tests compare on small cases).
"""
from __future__ import annotations


import numpy as np

from .exposure import ChunkLosses, StepChanges, step_score_changes
from ..mechanisms.flip_rows import permute_and_flip_log_pmf_rows

_PROBE_LOG_Q = -700.0  # a stand-in negligible candidate: its ln P − ln q is ln ∫F
_NEGLIGIBLE_SUM = 2.0**-52  # Σ q′ over the negligible candidates, in every neighbour
_BATCH_ENTRIES = 1 << 21  # patterns × significant candidates evaluated at once


class FlipExposure:
    """Losses of permute-and-flip (``mechanism.log_acceptance`` finite) against StepChanges families whose
    steps are ascending and ≥ 0."""

    def __init__(self, mechanism) -> None:
        self.scores = np.asarray(mechanism.problem.scores, dtype=np.float64)
        self.c = float(mechanism.scale)
        self.base = np.asarray(mechanism.log_pmf, dtype=np.float64)
        self.log_q = np.asarray(mechanism.log_acceptance, dtype=np.float64)
        self.m = self.scores.size
        self._setups: dict = {}

    @staticmethod
    def accepts(ch) -> bool:
        a = np.asarray(ch.steps)
        return isinstance(ch, StepChanges) and a.size > 0 and bool(np.all(a >= 0) and np.all(np.diff(a) >= 0))

    def _setup(self, a: np.ndarray) -> dict:
        key = id(a)
        if key not in self._setups:
            reach = 2.0 * self.c * float(a.max())  # the most a q can grow: its own gain and the best's loss
            order = np.argsort(self.log_q, kind="stable")  # the smallest, as many as keep Σ q′ below 2^-52
            with np.errstate(over="ignore"):  # a huge ε·max a: every candidate is significant
                grown = np.exp(self.log_q[order] + reach)
            count = int(np.searchsorted(np.cumsum(grown), _NEGLIGIBLE_SUM, side="right"))
            negligible = np.zeros(self.m, dtype=bool)
            negligible[order[:count]] = True
            idx = np.arange(self.m)
            next_n = np.minimum.accumulate(np.where(negligible, idx, self.m)[::-1])[::-1]
            prev_n = np.maximum.accumulate(np.where(negligible, idx, -1))
            offset = (self.base - self.log_q)[negligible]  # ln ∫F − ln Z on each, equal to rounding
            self._setups[key] = {
                "significant": np.flatnonzero(~negligible), "next": np.append(next_n, self.m), "prev": prev_n,
                "count": np.concatenate([[0], np.cumsum(negligible)]),
                "offset": (float(offset.max()), float(offset.min())) if offset.size else (np.nan, np.nan),
                "patterns": {}}
        return self._setups[key]

    def _patterns(self, setup: dict, a: np.ndarray, keys: list) -> np.ndarray:
        """Per key (sign, i_lo, i_hi): (max, min) over the significant candidates of ln P − ln P′, and the
        constant E with L(r) = (ln P[r] − ln q_r) − c·Δu(r) + E over the negligible ones. The keys not met
        before are evaluated together (flip_rows: each row's result depends on that row alone)."""
        known = setup["patterns"]
        need = [key for key in dict.fromkeys(keys) if key not in known]
        sig = setup["significant"]
        cols = np.arange(sig.size)[None, :]
        batch = max(1, _BATCH_ENTRIES // max(sig.size, 1))
        for b in range(0, len(need), batch):
            sign, i_lo, i_hi = np.array(need[b:b + batch], dtype=np.int64).reshape(-1, 3).T
            inside = (cols >= i_lo[:, None]) & (cols < i_hi[:, None])
            new = self.scores[sig][None, :] + np.where(inside, sign[:, None] * a[sig][None, :], 0.0)
            top = new.max(axis=1)
            log_q = self.c * (new - top[:, None])
            out = permute_and_flip_log_pmf_rows(np.append(log_q, np.full((top.size, 1), _PROBE_LOG_Q), axis=1))
            log_z = np.logaddexp.reduce(out[:, :-1], axis=1)
            log_f = out[:, -1] - _PROBE_LOG_Q
            diff = self.base[sig][None, :] - (out[:, :-1] - log_z[:, None])
            shift = self.c * (top - float(self.scores.max()))  # ln q′ = ln q + c·Δu − shift
            for key, row in zip(need[b:b + batch], np.stack([diff.max(axis=1), diff.min(axis=1),
                                                             shift - log_f + log_z], axis=1)):
                known[key] = row
        return np.array([known[key] for key in keys]).reshape(-1, 3)

    def steps(self, ch: StepChanges, start: int, stop: int) -> ChunkLosses:
        a = np.asarray(ch.steps, dtype=np.float64)
        setup = self._setup(ch.steps)
        old, new = ch.old[start:stop], ch.new[start:stop]
        lo, hi = np.minimum(old, new), np.maximum(old, new)
        up = new > old
        sig = setup["significant"]
        i_lo, i_hi = np.searchsorted(sig, lo), np.searchsorted(sig, hi)
        sign = np.where(i_lo < i_hi, np.where(up, 1, -1), 0)
        base = sig.size + 1  # (sign, i_lo, i_hi) as one number, in the same (lexicographic) order
        code = ((sign + 1) * base + np.where(sign != 0, i_lo, 0)) * base + np.where(sign != 0, i_hi, 0)
        distinct, which = np.unique(code, return_inverse=True)
        rest, hi_ = np.divmod(distinct, base)
        sign_, lo_ = np.divmod(rest, base)
        table = self._patterns(setup, a, list(zip((sign_ - 1).tolist(), lo_.tolist(), hi_.tolist())))
        s_max, s_min, const = table[which.ravel()].T
        # the negligible candidates: −c·Δu over those inside the run (a ascending: the first and last of them)
        # and 0 over those outside it
        first, last = setup["next"][lo], setup["prev"][np.maximum(hi - 1, 0)]
        inside = (first < hi) & (hi > lo)
        a_first, a_last = a[np.minimum(first, self.m - 1)], a[np.maximum(last, 0)]
        count = setup["count"]
        outside = count[-1] - (count[hi] - count[lo]) > 0
        absent = np.full(lo.shape, np.nan)
        run_hi = np.where(inside, np.where(up, -self.c * a_first, self.c * a_last), absent)
        run_lo = np.where(inside, np.where(up, -self.c * a_last, self.c * a_first), absent)
        zero = np.where(outside, 0.0, absent)
        off_hi, off_lo = setup["offset"]
        with np.errstate(invalid="ignore"):
            n_max = off_hi + const + np.fmax(run_hi, zero)
            n_min = off_lo + const + np.fmin(run_lo, zero)
        l_max, l_min = np.fmax(s_max, n_max), np.fmin(s_min, n_min)
        sensitivity, score_range = step_score_changes(a, lo, hi, up, self.m)
        return ChunkLosses(np.maximum(np.abs(l_max), np.abs(l_min)), l_max - l_min, sensitivity, score_range)
