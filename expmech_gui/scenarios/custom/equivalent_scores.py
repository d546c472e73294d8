"""Scores that give the same exponential mechanism, side by side (Dong, "Exponential mechanisms — what's wrong with
sensitivity?": "a first guess could be that q(x, y) = log P[M(x) = y] is always the least sensitive score that
realizes a given mechanism M, but it's not true").

At weight c, P[M(D) = h] ∝ e^(c·u(D, h)); adding any g(D) to every score of D changes nothing. Three such scores on
the given pairs (D, D′j), with Δu_j = u(D′j, ·) − u(D, ·):
  * the score typed;
  * the log-probability score w(D, h) = (1/c)·ln P[M(D) = h] (so e^(c·w) = P): on each pair it shifts Δu_j by
    (1/c)·ln(Z(D′j)/Z(D)), a softmax-weighted mean of Δu_j, not its midpoint;
  * the least-sensitive score: each neighbour's scores shifted by the midpoint (max_h + min_h)/2 of Δu_j, so its
    sensitivity is max_j range_j/2 — no shift does better, as |Δ − g| ≥ (max − min)/2 for some h.
All three have the same range max_j (max_h − min_h) Δu_j (Dong–Durfee–Rogers' Proposition: range belongs to the
mechanism), so Theorem 1 (c·range-DP) says the same for each, while Theorem 0 (2·c·sens-DP) depends on the score.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...core.logspace import log_softmax_rows
from ...core.translatable import message, translatable
from ...core.privacy.loss import score_changes
from .custom import CustomScores


@dataclass(frozen=True)
class EquivalentScore:
    """One score for the mechanism at c: its table (rows D, D′1, …), sensitivity, range and ε by Theorems 0, 1."""

    name: str
    table: np.ndarray
    sensitivity: float
    range: float
    scale: float

    @property
    def epsilon_by_sensitivity(self) -> float:
        """Theorem 0 (McSherry–Talwar): 2·sens·c."""
        return 2.0 * self.sensitivity * self.scale

    @property
    def epsilon_by_range(self) -> float:
        """Theorem 1 (Dong–Durfee–Rogers 2020): range·c."""
        return self.range * self.scale

    def log_pmf(self) -> np.ndarray:
        """ln P[M(·) = h] at c for every column: the same rows for every equivalent score."""
        return log_softmax_rows(self.scale * (self.table - self.table.max(axis=1, keepdims=True)))


def _score(name: str, table: np.ndarray, scale: float) -> EquivalentScore:
    sens, spread = score_changes(table[1:] - table[0])
    return EquivalentScore(name, table, float(sens.max()), float(spread.max()), scale)


def equivalent_scores(data: CustomScores, scale: float) -> list[EquivalentScore]:
    """The typed score, (1/c)·ln P and the least-sensitive score, for the mechanism at weight c = ``scale`` > 0."""
    table = np.asarray(data.table, dtype=np.float64)
    typed = _score(translatable("the score typed"), table, scale)
    log_p = _score(translatable("log P: (1/c)·ln P[M(D) = h]"), typed.log_pmf() / scale, scale)
    changes = table[1:] - table[0]
    middle = (changes.max(axis=1) + changes.min(axis=1)) / 2.0
    centred = np.vstack([table[0], table[1:] - middle[:, None]])
    return [typed, log_p, _score(translatable("least sensitive: each D′ shifted by the middle of its changes"), centred,
                                  scale)]


def comparison_sentence(scores: list[EquivalentScore]) -> str:
    """Why the three agree on range and not on sensitivity, with this data's numbers."""
    typed, log_p, least = scores
    verdict = (message("so log P is not the least-sensitive score here")
               if log_p.sensitivity > least.sensitivity * (1 + 1e-9)
               else message("here log P happens to be as insensitive as any"))
    return message(
        "The three scores give the same mechanism at c = {scale:.4g}, and the same range {range:.4g}, so Theorem 1 "
        "says ε = {by_range:.4g} for each. Their sensitivities differ: {typed:.4g} typed, {log_p:.4g} for log P, "
        "{least:.4g} at least (range/2), {verdict}; Theorem 0 says ε = {typed_eps:.4g}, {log_p_eps:.4g} and "
        "{least_eps:.4g} for the same mechanism.",
        scale=typed.scale, range=typed.range, by_range=typed.epsilon_by_range, typed=typed.sensitivity,
        log_p=log_p.sensitivity, least=least.sensitivity, verdict=verdict, typed_eps=typed.epsilon_by_sensitivity,
        log_p_eps=log_p.epsilon_by_sensitivity, least_eps=least.epsilon_by_sensitivity)
