"""α-useful top-k (Naor, Foundations of Privacy lectures 7–8, "Approximate ranking"): with S_k the k-th highest
score, a selected list is α-useful when it is

* sound: no selected element has score ≤ S_k − α, and
* complete: every element with score ≥ S_k + α is selected.

P[sound], P[complete] and P[both] are sums of an exact law over the ordered k-tuples that satisfy them
(``scenarios.topk.selection.TopKLaw``), or frequencies over simulated selections (with 95 % Wilson intervals).
α is in the score's own units (votes, likes).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from ...core.problem import ProblemError
from .selection import TopKLaw, wilson
from ...core.translatable import message

DEFAULT_ALPHA = 1.0


def check_alpha(alpha) -> float:
    """α as a finite number ≥ 0; ProblemError naming α otherwise."""
    if isinstance(alpha, bool) or not isinstance(alpha, (int, float, np.floating)) \
            or not math.isfinite(alpha) or alpha < 0:
        raise ProblemError(message("α (the usefulness margin, in score units) must be a number from 0 upwards, not "
                                   "{alpha!r}", alpha=alpha))
    return float(alpha)


def kth_score(scores: np.ndarray, k: int) -> float:
    """S_k: the k-th highest score."""
    scores = np.asarray(scores, dtype=np.float64)
    return float(np.sort(scores)[::-1][k - 1])


def useful_rows(selections: np.ndarray, scores: np.ndarray, alpha: float) -> tuple[np.ndarray, np.ndarray]:
    """(sound, complete) per row of ``selections`` (rows of k distinct candidate indices): sound when no selected
    score is ≤ S_k − α, complete when every score ≥ S_k + α is among the selected."""
    selections = np.asarray(selections)
    scores = np.asarray(scores, dtype=np.float64)
    alpha = check_alpha(alpha)
    s_k = kth_score(scores, selections.shape[1])
    low, must = scores <= s_k - alpha, scores >= s_k + alpha
    sound = ~low[selections].any(axis=1)
    complete = must[selections].sum(axis=1) == int(must.sum())
    return sound, complete


@dataclass(frozen=True)
class Usefulness:
    """P[sound], P[complete], P[both] at margin α; ``trials`` is 0 for an exact law, else the simulated count
    (then ``intervals`` gives 95 % Wilson intervals)."""

    alpha: float
    sound: float
    complete: float
    useful: float
    below: int  # candidates with score ≤ S_k − α (never to be selected)
    above: int  # candidates with score ≥ S_k + α (always to be selected)
    trials: int = 0

    @property
    def exact(self) -> bool:
        return self.trials == 0

    def intervals(self) -> dict[str, tuple[float, float]]:
        out = {}
        for name in ("sound", "complete", "useful"):
            lo, hi = wilson(np.array([round(getattr(self, name) * self.trials)]), self.trials)
            out[name] = (float(lo[0]), float(hi[0]))
        return out


def _counts(scores: np.ndarray, k: int, alpha: float) -> tuple[int, int]:
    s_k = kth_score(scores, k)
    scores = np.asarray(scores, dtype=np.float64)
    return int(np.sum(scores <= s_k - alpha)), int(np.sum(scores >= s_k + alpha))


def exact_usefulness(law: TopKLaw, scores: np.ndarray, alpha: float) -> Usefulness:
    """Σ P[t] over the ordered k-tuples t that are sound / complete / both (exact law, α ≥ 0)."""
    sound, complete = useful_rows(law.tuples, scores, alpha)
    p = law.prob
    return Usefulness(check_alpha(alpha), float(p @ sound), float(p @ complete), float(p @ (sound & complete)),
                      *_counts(scores, law.k, alpha))


def simulated_usefulness(selections: np.ndarray, scores: np.ndarray, alpha: float) -> Usefulness:
    """Frequencies of sound / complete / both over simulated selections (rows of k candidate indices)."""
    sound, complete = useful_rows(selections, scores, alpha)
    n = max(int(selections.shape[0]), 1)
    return Usefulness(check_alpha(alpha), sound.sum() / n, complete.sum() / n, (sound & complete).sum() / n,
                      *_counts(scores, selections.shape[1], alpha), trials=int(selections.shape[0]))
