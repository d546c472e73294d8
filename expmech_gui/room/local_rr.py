"""Local randomized response, as the participant's page applies it before sending (room/page.js does the
drawing; ``randomize`` here is the same law, for tests and the headless room).

k-RR over k candidates (Kairouz, Oh & Viswanath 2014; Wang et al. 2017, "Locally differentially private
protocols for frequency estimation"): report the truth with probability p = e^ε/(e^ε + k − 1), any other
candidate with q = 1/(e^ε + k − 1) each; E[c_j] = n_j·p + (n − n_j)·q, so n̂_j = (c_j − n·q)/(p − q) is unbiased.
Likes over k options: each tick is kept with probability p = e^(ε/k)/(1 + e^(ε/k)) and flipped otherwise (the
ε is split over the k options, so the whole vector is ε-LDP); E[c_j] = ℓ_j·p + (n − ℓ_j)(1 − p), and
ℓ̂_j = (c_j − n(1 − p))/(2p − 1) is unbiased.
"""
from __future__ import annotations

import math

import numpy as np

from ..core.translatable import message

MIN_LOCAL_EPSILON, MAX_LOCAL_EPSILON = 0.01, 20.0


def check_local_epsilon(epsilon: float) -> float:
    e = float(epsilon)
    if not (math.isfinite(e) and MIN_LOCAL_EPSILON <= e <= MAX_LOCAL_EPSILON):
        raise ValueError(message("ε_local must be a number from {lo:g} to {hi:g}", lo=MIN_LOCAL_EPSILON,
                                 hi=MAX_LOCAL_EPSILON))
    return e


def krr_probabilities(epsilon: float, k: int) -> tuple[float, float]:
    """(p, q) of k-RR: p = e^ε/(e^ε + k − 1) for the truth, q = 1/(e^ε + k − 1) for each other candidate; computed
    as 1/(1 + (k − 1)e^−ε) so that nothing overflows."""
    p = 1.0 / (1.0 + (k - 1) * math.exp(-epsilon))
    q = (1.0 - p) / (k - 1) if k > 1 else 0.0
    return p, q


def bit_keep_probability(epsilon: float, k: int) -> float:
    """The chance each tick is reported as it is: e^(ε/k)/(1 + e^(ε/k))."""
    return 1.0 / (1.0 + math.exp(-epsilon / k))


def debiased_counts(reported: np.ndarray, n: int, epsilon: float) -> np.ndarray:
    """n̂_j = (c_j − n·q)/(p − q) from k-RR counts c (k = len(c)); one candidate: the count itself."""
    c = np.asarray(reported, dtype=np.float64)
    if c.size < 2:
        return c.copy()
    p, q = krr_probabilities(epsilon, c.size)
    return (c - n * q) / (p - q)


def debiased_likes(reported: np.ndarray, n: int, epsilon: float) -> np.ndarray:
    """ℓ̂_j = (c_j − n(1 − p))/(2p − 1) from the counts of reported ticks per option."""
    c = np.asarray(reported, dtype=np.float64)
    p = bit_keep_probability(epsilon, max(1, c.size))
    return (c - n * (1.0 - p)) / (2.0 * p - 1.0)


def expected_reported_counts(true_counts: np.ndarray, epsilon: float) -> np.ndarray:
    """E[c_j] = n_j·p + (n − n_j)·q exactly (k-RR)."""
    t = np.asarray(true_counts, dtype=np.float64)
    p, q = krr_probabilities(epsilon, t.size)
    return t * p + (t.sum() - t) * q


def randomize(answer, choices: tuple[str, ...], epsilon: float, rng: np.random.Generator, many: bool = False):
    """One randomized report of ``answer`` (a choice, or the tuple of options ticked when ``many``)."""
    k = len(choices)
    if many:
        keep = bit_keep_probability(epsilon, k)
        ticked = set(answer)
        return tuple(c for c in choices if (c in ticked) == (rng.random() < keep))
    p, _q = krr_probabilities(epsilon, k)
    if k == 1 or rng.random() < p:
        return answer
    others = [c for c in choices if c != answer]
    return others[int(rng.integers(len(others)))]
