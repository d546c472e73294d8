"""Privacy risk in an attacker's terms (issues 30 and 31): how far a release can move a belief about one person.

Posterior bound (Nanayakkara et al., "What Are the Chances?", USENIX Security 2023; Kifer et al.'s Bayesian reading
of ε-DP): if an attacker's prior that a person's record is "yes" (or that the person is in the data) is p, then after
seeing the output of an ε-DP release the posterior satisfies p' ≤ e^ε·p / (e^ε·p + 1 − p). With (ε, δ)-DP the same
bound holds except on outputs of total probability at most δ, which is said beside it, never folded in.

Trade-off curve (Kairouz–Oh–Viswanath 2015; Dong–Roth–Su 2022): any test of "is this person in the data?" with
false-positive rate α has true-positive rate at most min(e^ε·α + δ, 1 − e^−ε·(1 − δ − α)) under (ε, δ)-DP.
"""
from __future__ import annotations

import math

import numpy as np

from ..formatting import delta_words, plain
from ..translatable import translatable, translated, words

STARTING_BELIEF = 0.2  # the study's example: "if someone believed there was a 20% chance …" (every view says it)


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


def belief_about(neighbours: str) -> str:
    """What the belief sentence is about under a neighbour notion: a person being in the data (add/remove), or a
    person's data being what someone suspects (replace one person's data)."""
    return (translatable("that a given person is in the data") if neighbours == "add-remove"
            else translatable("that a given person's data is what they suspect"))


def posterior_sentence(prior: float, epsilon: float, delta: float = 0.0, *,
                       about: str = translatable("that you answered yes")) -> str:
    """The study's best-understood wording: "If someone believed there was a 20% chance that you answered yes,
    after seeing everything released so far they can believe at most 43%." (In the language in use,
    core.translatable.words; the numbers' separators stay English, for the caller to localize.)"""
    after = posterior_bound(prior, epsilon)
    text = words("If someone believed there was a {prior} chance {about}, after seeing everything released so far "
                 "they can believe at most {after}.", prior=chance_text(prior), about=translated(about),
                 after=chance_text(after))
    if delta > 0:
        text += words(" (This can fail with a chance of at most {delta}.)", delta=delta_words(delta, 2))
    return text


def chance_text(p: float) -> str:
    """A chance in words people read (the sentences' own form): whole percents, with more digits only near 0% and
    100%: '43%', '0.0001%', '99.97%'."""
    pct = 100.0 * p
    if pct in (0.0, 100.0) or 1.0 <= pct <= 99.0:
        return f"{pct:.0f}%"
    if pct > 99.0:
        return f"{pct:.{min(12, max(1, int(-math.log10(100.0 - pct)) + 1))}f}%".rstrip("0").rstrip(".")
    return f"{plain(pct, 2)}%"


def posterior_formula(epsilon: float, delta: float = 0.0) -> str:
    """The bound's symbols for a tooltip: p' ≤ e^ε·p / (e^ε·p + 1 − p), with δ beside it (never folded in)."""
    text = words("p′ ≤ e^ε·p / (e^ε·p + 1 − p) with ε = {epsilon} (the total of everything released)",
                 epsilon=plain(epsilon, 4))
    if delta > 0:
        text += words("; with δ = {delta} the bound may fail on outputs of total probability at most δ",
                      delta=delta_words(delta, 2))
    return text + words(" — Nanayakkara et al., “What Are the Chances?”, 2023; Kifer et al.")


def tradeoff_tpr(fpr, epsilon: float, delta: float = 0.0):
    """The most any test can catch (true-positive rate) at false-positive rate α against one person under
    (ε, δ)-DP: min(e^ε·α + δ, 1 − e^−ε·(1 − δ − α), 1) (Kairouz–Oh–Viswanath 2015, Thm 2.1; Dong–Roth–Su's
    f-DP), computed without overflow for ε up to 1e300. ``fpr``: a number or an array in [0, 1]."""
    alpha = np.clip(np.asarray(fpr, dtype=float), 0.0, 1.0)
    eps, delta = float(epsilon), float(delta)
    if not eps >= 0.0:
        raise ValueError("ε must be zero or positive")
    if not 0.0 <= delta < 1.0:
        raise ValueError("δ must be from 0 to less than 1")
    with np.errstate(divide="ignore", over="ignore"):
        first = np.exp(np.minimum(eps + np.log(alpha), 0.0)) + delta  # e^ε·α, capped at 1 before it can overflow
        second = 1.0 - math.exp(-eps) * np.maximum(1.0 - delta - alpha, 0.0)
    out = np.minimum(np.minimum(first, second), 1.0)
    return float(out) if out.ndim == 0 else out


def tradeoff_lowest_tpr(fpr, epsilon: float, delta: float = 0.0):
    """The symmetric twin: the fewest any test must catch at false-positive rate α, 1 − tradeoff_tpr(1 − α)
    (a test flipped is a test too), so the region between the two curves is all an attacker can reach."""
    return 1.0 - tradeoff_tpr(1.0 - np.asarray(fpr, dtype=float), epsilon, delta)


def tradeoff_curve(epsilon: float, delta: float = 0.0, points: int = 201):
    """(false-positive rates, most true-positive rate, fewest true-positive rate) on ``points`` rates in [0, 1]."""
    alpha = np.linspace(0.0, 1.0, points)
    return alpha, tradeoff_tpr(alpha, epsilon, delta), tradeoff_lowest_tpr(alpha, epsilon, delta)


def tradeoff_sentence(epsilon: float, delta: float = 0.0, fpr: float = 0.05) -> str:
    """The curve in words at one false-positive rate: "Any test that tries to tell whether you are in the data
    and wrongly accuses only 5% of the people who are not can catch at most 14% of those who are (a coin flip
    that accuses 5% catches 5%)." """
    most = tradeoff_tpr(fpr, epsilon, delta)
    return words("Any test that tries to tell whether you are in the data, and wrongly accuses only {fpr} of the "
                 "people who are not, can catch at most {most} of those who are (a coin flip that accuses {fpr} of "
                 "people catches {fpr}).", fpr=chance_text(fpr), most=chance_text(most))
