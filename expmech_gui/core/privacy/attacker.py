"""Privacy risk in an attacker's terms (issues 30 and 31): how far a release can move a belief about one person.

Posterior bound (Nanayakkara et al., "What Are the Chances?", USENIX Security 2023; Kifer et al.'s Bayesian reading
of ε-DP): if an attacker's prior that a person's record is "yes" (or that the person is in the data) is p, then after
seeing the output of an ε-DP release the posterior satisfies p' ≤ e^ε·p / (e^ε·p + 1 − p). With (ε, δ)-DP the same
bound holds except on outputs of total probability at most δ, which is said beside it, never folded in.
"""
from __future__ import annotations

import math

from ..formatting import plain


def posterior_bound(prior: float, epsilon: float) -> float:
    """Largest posterior belief after an ε-DP release: e^ε·p / (e^ε·p + 1 − p), computed as a logistic of
    logit(p) + ε so that it neither overflows for ε up to 1e300 nor loses digits near 0 and 1."""
    p, eps = float(prior), float(epsilon)
    if not (0.0 <= p <= 1.0) or math.isnan(p):
        raise ValueError("the starting belief must be a probability between 0 and 1")
    if not eps >= 0.0:
        raise ValueError("ε must be zero or positive")
    if p in (0.0, 1.0):
        return p
    z = math.log(p) - math.log1p(-p) + eps
    return 1.0 / (1.0 + math.exp(-z)) if z > -700 else math.exp(z)


def posterior_sentence(prior: float, epsilon: float, delta: float = 0.0, *,
                       about: str = "that you answered yes") -> str:
    """The study's best-understood wording: "If someone believed there was a 20% chance that you answered yes,
    after seeing everything released so far they can believe at most 43%." """
    after = posterior_bound(prior, epsilon)
    text = (f"If someone believed there was a {_percent(prior)} chance {about}, after seeing everything released so "
            f"far they can believe at most {_percent(after)}.")
    if delta > 0:
        text += f" (This can fail with a chance of at most {plain(delta, 2)}.)"
    return text


def _percent(p: float) -> str:
    """A chance in words people read: whole percents, with more digits only near 0% and 100%."""
    pct = 100.0 * p
    if pct in (0.0, 100.0) or 1.0 <= pct <= 99.0:
        return f"{pct:.0f}%"
    if pct > 99.0:
        return f"{pct:.{min(12, max(1, int(-math.log10(100.0 - pct)) + 1))}f}%".rstrip("0").rstrip(".")
    return f"{plain(pct, 2)}%"
