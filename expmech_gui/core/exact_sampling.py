"""One published release whose output law does not depend on floating-point rounding.

Floating-point samplers (inverse CDF on a float pmf, Gumbel noise) realise a distribution that differs from
the exponential mechanism's by rounding, and that difference can leak (Mironov 2012; Ilvento 2020,
"Implementing the exponential mechanism with base-2 differential privacy"). Here every step is exact
arithmetic on Python integers and fractions, with uniformly random integers as the only randomness:

* the scale c is a fraction: ε as typed (the decimal "0.1" is exactly 1/10) over 2Δ, Δ or the range, each
  score and weight converted exactly from the binary64 value the scenario computed;
* Bernoulli(e^(−γ)) for a fraction γ ≥ 0 is drawn exactly (Canonne–Kamath–Steinke 2020, Algorithm 1);
* the exponential mechanism: propose h with probability μ(h)/Σμ (exact integer weights), accept it with
  probability e^(−c·(OPT − u(h))), repeat; the output has exactly P[h] ∝ μ(h)·e^(c·u(h));
* permute-and-flip: visit the candidates in a uniformly random order and accept r with probability
  e^(−c·(OPT − u(r))) — exactly McKenna–Sheldon's mechanism.

Privacy claim: the output is distributed exactly as the mechanism with scale c = ε/(2Δ) (general), ε/Δ
(monotone) or ε/range (range) on the scores as computed, so the release is ε-DP for that ε — exactly, with
no rounding of ε, c or the scores — whenever those computed scores change by at most Δ (or have at most that
range) between neighbours. The running time depends on the data (a rejection loop); publish only the output.
Top-k by peeling (or one-shot Gumbel, the same law): k such exponential-mechanism draws, each over the candidates
not yet chosen, with the same c — exactly the peeling law; privacy as k releases (core.topk_release).
Randomness: the operating system's generator (``random.SystemRandom``) unless a seed is given; a seeded
release is reproducible, and so is private only while the seed is secret.
"""
from __future__ import annotations

import math
import random
from bisect import bisect_right
from dataclasses import dataclass
from fractions import Fraction
from itertools import accumulate

import numpy as np

from .mechanisms import score_scale
from .problem import ProblemError, SelectionProblem
from .topk_release import GUMBEL, LAPLACE, PEELING

EXACT_MECHANISMS = ("exponential", "gumbel", "permute-and-flip")  # gumbel has the exponential mechanism's law


def exact_fraction(value) -> Fraction:
    """A number as an exact fraction: a decimal string as written ("0.1" → 1/10), a float as its binary value."""
    if isinstance(value, str):
        try:
            return Fraction(value.strip().replace("_", ""))
        except (ValueError, ZeroDivisionError):
            raise ProblemError(f"ε must be a number, not {value!r}") from None
    return Fraction(float(value))


def exact_scale(problem: SelectionProblem, epsilon, analysis: str = "general",
                neighbours: str = "add-remove") -> Fraction:
    """c as a fraction: ε/(2Δ), ε/Δ or ε/range, with the float analysis's checks (ProblemError in words)."""
    score_scale(problem, float(exact_fraction(epsilon)), analysis, neighbours)  # refuses an invalid analysis
    eps = exact_fraction(epsilon)
    if analysis == "monotone":
        return eps / Fraction(problem.sensitivity)
    if analysis == "range":
        return eps / Fraction(problem.declared_range(neighbours))
    return eps / (2 * Fraction(problem.sensitivity))


def bernoulli_fraction(p: Fraction, rng: random.Random) -> bool:
    """True with probability exactly p ∈ [0, 1] (p = n/d: a uniform integer below d is below n)."""
    return rng.randrange(p.denominator) < p.numerator


def bernoulli_exp(gamma: Fraction, rng: random.Random) -> bool:
    """True with probability exactly e^(−γ), γ ≥ 0 a fraction (Canonne–Kamath–Steinke 2020, Alg. 1)."""
    if gamma < 0:
        raise ValueError("γ must be ≥ 0")
    while gamma > 1:  # e^(−γ) = e^(−1)^⌊γ⌋ · e^(−(γ − ⌊γ⌋)): stop at the first failure
        if not _bernoulli_exp_unit(Fraction(1), rng):
            return False
        gamma -= 1
    return _bernoulli_exp_unit(gamma, rng)


def _bernoulli_exp_unit(gamma: Fraction, rng: random.Random) -> bool:
    """e^(−γ) for γ ∈ [0, 1]: the first k with A_k = 0, A_k ~ Bernoulli(γ/k), is odd with probability e^(−γ)."""
    k = 1
    while bernoulli_fraction(gamma / k, rng):
        k += 1
    return k % 2 == 1


def exact_gaps(problem: SelectionProblem, scale: Fraction) -> list[Fraction | None]:
    """γ_h = c·(OPT − u(h)) ≥ 0 as fractions; None off the support of μ."""
    support = problem.support
    scores = [Fraction(float(u)) for u in problem.scores]
    top = max(u for u, s in zip(scores, support) if s)
    return [scale * (top - u) if s else None for u, s in zip(scores, support)]


def _integer_weights(problem: SelectionProblem) -> list[int]:
    """μ as integers proportional to its exact binary values (1 each when uniform)."""
    if problem.base_measure is None:
        return [1] * problem.m
    fr = [Fraction(float(w)) for w in problem.base_measure]
    den = math.lcm(*(f.denominator for f in fr))
    return [int(f * den) for f in fr]


@dataclass(frozen=True)
class ExactRelease:
    """One exact release: the chosen candidate, the exact ε and c it used, and how many proposals it took."""

    index: int
    label: str
    epsilon: Fraction
    scale: Fraction
    mechanism: str
    analysis: str
    proposals: int
    seeded: bool


def make_rng(seed: int | None) -> random.Random:
    """The operating system's generator for a real release; a seeded Mersenne Twister to reproduce one."""
    return random.SystemRandom() if seed is None else random.Random(seed)


def release(problem: SelectionProblem, epsilon, mechanism: str = "exponential", analysis: str = "general",
            neighbours: str = "add-remove", seed: int | None = None, max_proposals: int = 10**8) -> ExactRelease:
    """One exact draw of ``mechanism`` (exponential, gumbel or permute-and-flip) on ``problem``."""
    if mechanism not in EXACT_MECHANISMS:
        raise ProblemError(f"the exact sampler covers {', '.join(EXACT_MECHANISMS)}, not {mechanism!r}")
    if mechanism == "permute-and-flip" and problem.base_measure is not None \
            and not np.all(problem.base_measure == problem.base_measure[0]):
        raise ProblemError("permute-and-flip is defined for the uniform base measure only")
    scale = exact_scale(problem, epsilon, analysis, neighbours)
    gaps = exact_gaps(problem, scale)
    rng = make_rng(seed)
    if mechanism == "permute-and-flip":
        index, proposals = _permute_and_flip(gaps, rng)
    else:
        index, proposals = _rejection(gaps, _integer_weights(problem), rng, max_proposals)
    return ExactRelease(index, str(problem.labels[index]), exact_fraction(epsilon), scale, mechanism, analysis,
                        proposals, seed is not None)


def _rejection(gaps, weights: list[int], rng: random.Random, max_proposals: int) -> tuple[int, int]:
    """Propose h ∝ μ(h), accept with probability e^(−γ_h): P[h] ∝ μ(h)·e^(−γ_h) exactly. The acceptance rate is
    at least μ(H*), so the expected number of proposals is at most 1/μ(H*) (m for a uniform μ, one optimum)."""
    cumulative = list(accumulate(weights))
    total = cumulative[-1]
    for proposals in range(1, max_proposals + 1):
        h = bisect_right(cumulative, rng.randrange(total))
        if bernoulli_exp(gaps[h], rng):
            return h, proposals
    raise ProblemError(f"the exact sampler gave up after {max_proposals:,} proposals")


def _permute_and_flip(gaps, rng: random.Random) -> tuple[int, int]:
    """Visit candidates in a uniform random order (Fisher–Yates), accept r with probability e^(−γ_r); an
    optimum (γ = 0) is always accepted, so one pass suffices."""
    order = list(range(len(gaps)))
    rng.shuffle(order)
    for visited, r in enumerate(order, start=1):
        if bernoulli_exp(gaps[r], rng):
            return r, visited
    raise AssertionError("an optimum is always accepted")


def exact_pmf(problem: SelectionProblem, scale: Fraction) -> np.ndarray:
    """P[h] ∝ μ(h)·e^(−γ_h) in floating point, for checking the sampler (not used to sample)."""
    gaps = exact_gaps(problem, scale)
    logw = np.array([-float(g) if g is not None else -np.inf for g in gaps])
    logw += problem.log_base_measure
    w = np.exp(logw - logw.max())
    return w / w.sum()


def release_report(problem: SelectionProblem, epsilon, mechanism: str = "exponential", analysis: str = "general",
                   neighbours: str = "add-remove", seed: int | None = None) -> dict:
    """One exact release as JSON-ready data holding only what may be published with it: the candidate, the
    exact ε and c, the parameters and the privacy claim (no score, probability or running time: those
    depend on the data)."""
    mechanism = "exponential" if mechanism == "gumbel" else mechanism
    r = release(problem, epsilon, mechanism, analysis, neighbours, seed)
    return {"candidate": r.label, "index": r.index, "epsilon": float(r.epsilon),
            "epsilon_exact": _exact_text(r.epsilon), "scale_exact": _exact_text(r.scale), "mechanism": mechanism,
            "analysis": analysis, "neighbours": neighbours, "sampler": "exact", "seed": seed,
            "privacy_claim": claim(r)}


def typed_epsilon(text: str | None, value: float):
    """ε for the exact sampler: the typed decimal ``text`` (exact: "0.1" is 1/10) when it is one and reads as
    ``value`` (the ε the app parsed from it), else ``value`` itself (its exact binary value)."""
    try:
        typed = Fraction(str(text).strip().replace("_", ""))
    except (ValueError, ZeroDivisionError):
        return value
    return str(text).strip() if float(typed) == float(value) else value


def release_experiment(experiment, epsilon_text: str | None = None, seed: int | None = None) -> dict:
    """What the app's "Release (exact sampler)" does: one exact release of ``experiment``'s mechanism, analysis
    and neighbours at its ε (taken exactly from ``epsilon_text``, the ε box's text, when given), as
    ``release_report``'s data plus "scenario"; the candidate is ``result["candidate"]`` (top-k: the first of
    ``result["candidates"]``, the k chosen in order)."""
    prm = experiment.params
    eps = typed_epsilon(epsilon_text, prm.epsilon)
    if prm.mechanism in (PEELING, GUMBEL, LAPLACE):
        if prm.mechanism == LAPLACE:
            raise ProblemError("the exact sampler covers peeling and one-shot Gumbel top-k (the same law), not "
                               "one-shot Laplace top-k: choose one of those for an exact release")
        k = int(prm.setting_values["k"])
        return {"scenario": experiment.scenario.key,
                **peeling_report(experiment.problem, eps, k, prm.mechanism, prm.analysis, prm.neighbours, seed)}
    return {"scenario": experiment.scenario.key,
            **release_report(experiment.problem, eps, prm.mechanism, prm.analysis, prm.neighbours, seed)}


def release_peeling(problem: SelectionProblem, epsilon, k: int, analysis: str = "general",
                    neighbours: str = "add-remove", seed: int | None = None, max_proposals: int = 10**8
                    ) -> list[int]:
    """k exact exponential-mechanism draws, each over the candidates not chosen yet, with one exact scale c:
    P[h_1, …, h_k] = Π_j μ(h_j)e^(c·u(h_j)) / Σ_{h ∉ {h_1..h_{j−1}}} μ(h)e^(c·u(h)), the peeling law exactly."""
    scale = exact_scale(problem, epsilon, analysis, neighbours)
    gaps = exact_gaps(problem, scale)
    weights = _integer_weights(problem)
    if not 1 <= k <= sum(1 for g in gaps if g is not None):
        raise ProblemError(f"k = {k} is more than the candidates that can be chosen")
    rng = make_rng(seed)
    left = [h for h, g in enumerate(gaps) if g is not None]
    chosen: list[int] = []
    for _ in range(k):
        low = min(gaps[h] for h in left)  # gaps from the best candidate still in
        j, _proposals = _rejection([gaps[h] - low for h in left], [weights[h] for h in left], rng, max_proposals)
        chosen.append(left.pop(j))
    return chosen


def _each_draw(single_claim: str) -> str:
    return single_claim.replace("Exact sampler: the output", "Each draw").replace("so the release is", "so each draw is")


def peeling_report(problem: SelectionProblem, epsilon, k: int, method: str = PEELING, analysis: str = "general",
                   neighbours: str = "add-remove", seed: int | None = None) -> dict:
    """One exact top-k release as JSON-ready data: ``candidates`` (the k in order), ``candidate``/``index`` (the
    first), the exact ε and c, and the privacy claim (k releases of the exponential mechanism)."""
    chosen = release_peeling(problem, epsilon, k, analysis, neighbours, seed)
    scale = exact_scale(problem, epsilon, analysis, neighbours)
    eps = exact_fraction(epsilon)
    single = claim(ExactRelease(chosen[0], str(problem.labels[chosen[0]]), eps, scale, "exponential", analysis, 0,
                                seed is not None))
    return {"candidate": str(problem.labels[chosen[0]]), "index": chosen[0],
            "candidates": [str(problem.labels[h]) for h in chosen], "indices": chosen, "k": k,
            "epsilon": float(eps), "epsilon_exact": _exact_text(eps), "scale_exact": _exact_text(scale),
            "mechanism": method, "analysis": analysis, "neighbours": neighbours, "sampler": "exact", "seed": seed,
            "privacy_claim": (f"Top-k by peeling, drawn exactly: k = {k} exponential-mechanism draws, each among "
                              f"the candidates not chosen yet. {_each_draw(single)}"
                              f" The k draws together are k releases: the privacy bill composes them.")}


def _exact_text(f: Fraction) -> str:
    return str(f.numerator) if f.denominator == 1 else f"{f.numerator}/{f.denominator}"


def claim(result: ExactRelease) -> str:
    """The privacy claim of ``result`` in one paragraph."""
    how = {"general": "ε/(2Δ)", "monotone": "ε/Δ", "range": "ε/range"}[result.analysis]
    seeded = (" It was seeded: anyone who knows the seed can repeat it, so it is private only while the seed is "
              "secret." if result.seeded else " Its randomness came from the operating system's generator.")
    return (f"Exact sampler: the output follows the {result.mechanism} mechanism's law exactly, with c = {how} = "
            f"{_fraction_text(result.scale)} computed in exact fractions from ε = {_fraction_text(result.epsilon)} "
            f"and the scores as computed; no floating-point rounding enters the draw, so the release is "
            f"ε-DP with ε = {_fraction_text(result.epsilon)} exactly.{seeded}")


def _fraction_text(f: Fraction) -> str:
    if f.denominator == 1:
        return str(f.numerator)
    text = f"{f.numerator}/{f.denominator}"
    return text if len(text) <= 30 else f"{float(f):.12g} (a fraction)"
