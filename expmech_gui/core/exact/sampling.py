"""One published release whose output law does not depend on floating-point rounding.

Floating-point samplers (inverse CDF on a float pmf, Gumbel noise) realise a distribution that differs from
the exponential mechanism's by rounding, and that difference can leak (Mironov 2012; Ilvento 2020,
"Implementing the exponential mechanism with base-2 differential privacy"). Here every step is exact
arithmetic on Python integers and fractions, with uniformly random integers as the only randomness:

* the scale c is a fraction: ε as typed (the decimal "0.1" is exactly 1/10) over 2Δ, Δ or the range; each
  score is the scenario's exact rational where it gives one (``SelectionProblem.exact_scores``: pricing's
  revenues), else the exact binary64 value it computed, and each weight that value;
* Bernoulli(e^(−γ)) for a fraction γ ≥ 0 is drawn exactly (Canonne–Kamath–Steinke 2020, Algorithm 1);
* the exponential mechanism: propose h with probability μ(h)/Σμ (exact integer weights), accept it with
  probability e^(−c·(OPT − u(h))), repeat; the output has exactly P[h] ∝ μ(h)·e^(c·u(h));
* permute-and-flip: visit the candidates in a uniformly random order and accept r with probability
  e^(−c·(OPT − u(r))) — exactly McKenna–Sheldon's mechanism.

Privacy claim: the output is distributed exactly as the mechanism with scale c = ε/(2Δ) (general), ε/Δ
(monotone) or ε/range (range) on those scores, so the release is ε-DP for that ε — exactly, with no rounding of
ε, c or the scores — whenever those scores change by at most Δ (or have at most that range) between
neighbours: always for exact rationals of a score with sensitivity Δ; for float scores, when their rounding
does not push a change past Δ (whole-number scores such as counts are exact in floats). The running time
depends on the data (a rejection loop); publish only the output. Only the candidates proposed have their exact
score computed, so a release over 10⁶ candidates costs what its proposals cost, not 10⁶ fractions; the loop
reports ``progress(done, expected)`` and stops (``accounting.Cancelled``) when ``cancelled()`` turns True.
Top-k by peeling (or one-shot Gumbel, the same law): k such exponential-mechanism draws, each over the candidates
not yet chosen, with the same c — exactly the peeling law; privacy as k releases (scenarios.topk.release).
Randomness: the operating system's generator (``random.SystemRandom``) unless a seed is given; a seeded
release is reproducible, and so is private only while the seed is secret.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from .draws import (  # noqa: F401 — bernoulli_exp is part of this module's API
    ExactGaps, bernoulli_exp, permute_and_flip, proposer, rejection, reporter)
from ..mechanisms import mechanism_class, mechanism_keys, score_scale
from ..problem import ProblemError, SelectionProblem
from ..translatable import listed, message

EXACT_PEELING = "peeling"  # the exact law of a scenario's own top-k methods (scenarios.framework.base.ScenarioMechanism)


def exact_mechanisms() -> tuple[str, ...]:
    """The registered mechanisms the exact sampler draws: those whose class declares an ``exact_law``."""
    return tuple(key for key in mechanism_keys() if mechanism_class(key).exact_law)


def exact_fraction(value) -> Fraction:
    """A number as an exact fraction: a decimal string as written ("0.1" → 1/10), a float as its binary value."""
    if isinstance(value, str):
        try:
            return Fraction(value.strip().replace("_", ""))
        except (ValueError, ZeroDivisionError):
            raise ProblemError(message("ε must be a number, not {value!r}", value=value)) from None
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


def exact_gaps(problem: SelectionProblem, scale: Fraction) -> list[Fraction | None]:
    """γ_h = c·(OPT − u(h)) ≥ 0 for every candidate (None off the support of μ): for checks, O(m) fractions."""
    gaps = ExactGaps(problem, scale)
    return [gaps(h) for h in range(problem.m)]


@dataclass(frozen=True)
class ExactRelease:
    """One exact release: the chosen candidate, the exact ε and c it used, and how many proposals it took;
    ``mechanism`` is the law drawn, ``scores`` what the scores were (for the claim)."""

    index: int
    label: str
    epsilon: Fraction
    scale: Fraction
    mechanism: str
    analysis: str
    proposals: int
    seeded: bool
    scores: str = ""


def make_rng(seed: int | None) -> random.Random:
    """The operating system's generator for a real release; a seeded Mersenne Twister to reproduce one."""
    return random.SystemRandom() if seed is None else random.Random(seed)


def release(problem: SelectionProblem, epsilon, mechanism: str = "exponential", analysis: str = "general",
            neighbours: str = "add-remove", seed: int | None = None, max_proposals: int = 10**8,
            progress=None, cancelled=None) -> ExactRelease:
    """One exact draw of the registered ``mechanism`` (its class's ``exact_law``) on ``problem``."""
    cls = mechanism_class(mechanism)
    law = cls.exact_law
    if not law:
        raise ProblemError(message("the exact sampler covers {covered}, not {mechanism!r}",
                                   covered=", ".join(exact_mechanisms()), mechanism=mechanism))
    if cls.uniform_base_measure_only and problem.base_measure is not None \
            and not np.all(problem.base_measure == problem.base_measure[0]):
        raise ProblemError(message("{method} is defined for the uniform base measure only", method=cls.title.lower()))
    scale = exact_scale(problem, epsilon, analysis, neighbours)
    gaps = ExactGaps(problem, scale)
    rng = make_rng(seed)
    expected = gaps.expected_proposals()
    if law == "permute-and-flip":
        report = reporter(progress, cancelled, 0, min(expected, problem.m))
        index, proposals = permute_and_flip(gaps, problem.m, rng, report)
    else:
        report = reporter(progress, cancelled, 0, expected)
        index, proposals = rejection(gaps, proposer(problem), rng, max_proposals, report)
    return ExactRelease(index, str(problem.labels[index]), exact_fraction(epsilon), scale, law, analysis,
                        proposals, seed is not None, scores_words(problem))


def exact_pmf(problem: SelectionProblem, scale: Fraction) -> np.ndarray:
    """P[h] ∝ μ(h)·e^(−γ_h) in floating point, for checking the sampler (not used to sample)."""
    gaps = exact_gaps(problem, scale)
    logw = np.array([-float(g) if g is not None else -np.inf for g in gaps])
    logw += problem.log_base_measure
    w = np.exp(logw - logw.max())
    return w / w.sum()


def release_report(problem: SelectionProblem, epsilon, mechanism: str = "exponential", analysis: str = "general",
                   neighbours: str = "add-remove", seed: int | None = None, progress=None, cancelled=None) -> dict:
    """One exact release as JSON-ready data holding only what may be published with it: the candidate, the
    exact ε and c, the law drawn ("mechanism": Gumbel noisy max is drawn as its law, the exponential
    mechanism's), the parameters and the privacy claim (no score, probability or running time: those depend
    on the data)."""
    r = release(problem, epsilon, mechanism, analysis, neighbours, seed, progress=progress, cancelled=cancelled)
    return {"candidate": r.label, "index": r.index, "epsilon": float(r.epsilon),
            "epsilon_exact": _exact_text(r.epsilon), "scale_exact": _exact_text(r.scale), "mechanism": r.mechanism,
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


def release_experiment(experiment, epsilon_text: str | None = None, seed: int | None = None, progress=None,
                       cancelled=None) -> dict:
    """What the app's "Release (exact sampler)" does: one exact release of ``experiment``'s mechanism, analysis
    and neighbours at its ε (taken exactly from ``epsilon_text``, the ε box's text, when given), as
    ``release_report``'s data plus "scenario"; the candidate is ``result["candidate"]`` (top-k: the first of
    ``result["candidates"]``, the k chosen in order). The mechanism's name is read in the registry it came from:
    the scenario's own methods (top-k's peeling, gumbel, laplace) where it has them, else core.mechanisms'."""
    prm, scenario = experiment.params, experiment.scenario
    eps = typed_epsilon(epsilon_text, prm.epsilon)
    if not scenario.mechanisms:
        return {"scenario": scenario.key, **release_report(experiment.problem, eps, prm.mechanism, prm.analysis,
                                                           prm.neighbours, seed, progress, cancelled)}
    method = scenario.mechanism_choice(prm.mechanism)
    if method is None or method.exact_law != EXACT_PEELING:
        titles = [_lower_first(m.title) for m in scenario.mechanisms if m.exact_law == EXACT_PEELING]
        what = _lower_first(method.title) if method is not None else repr(prm.mechanism)
        if not titles:
            raise ProblemError(message("the exact sampler covers none of this scenario’s methods, not {what}",
                                       what=what))
        raise ProblemError(message("the exact sampler covers {covered}, not {what}: choose one of those for an exact "
                                   "release", covered=listed(titles), what=what))
    k = int(scenario.with_defaults(prm.setting_values)["k"])
    return {"scenario": scenario.key, **peeling_report(experiment.problem, eps, k, prm.mechanism, prm.analysis,
                                                       prm.neighbours, seed, progress, cancelled)}


def _lower_first(title: str) -> str:
    return title[:1].lower() + title[1:]


def release_peeling(problem: SelectionProblem, epsilon, k: int, analysis: str = "general",
                    neighbours: str = "add-remove", seed: int | None = None, max_proposals: int = 10**8,
                    progress=None, cancelled=None) -> list[int]:
    """k exact exponential-mechanism draws, each over the candidates not chosen yet, with one exact scale c:
    P[h_1, …, h_k] = Π_j μ(h_j)e^(c·u(h_j)) / Σ_{h ∉ {h_1..h_{j−1}}} μ(h)e^(c·u(h)), the peeling law exactly
    (each draw proposes from all of μ and never accepts a candidate chosen already)."""
    scale = exact_scale(problem, epsilon, analysis, neighbours)
    gaps = ExactGaps(problem, scale)
    if not 1 <= k <= gaps.count_left:
        raise ProblemError(message("k = {k} is more than the candidates that can be chosen", k=k))
    rng = make_rng(seed)
    propose = proposer(problem)
    expected = gaps.expected_proposals()  # of the first draw; the later ones are taken to cost as much
    chosen: list[int] = []
    done = 0
    for j in range(k):
        h, proposals = rejection(gaps, propose, rng, max_proposals,
                                  reporter(progress, cancelled, done, expected * (k - j)))
        done += proposals
        chosen.append(h)
        gaps.remove(h)
    return chosen


def _each_draw(single_claim: str) -> str:
    return single_claim.replace("Exact sampler: the output", "Each draw").replace("so the release is", "so each draw is")


def peeling_report(problem: SelectionProblem, epsilon, k: int, method: str = EXACT_PEELING,
                   analysis: str = "general", neighbours: str = "add-remove", seed: int | None = None, progress=None,
                   cancelled=None) -> dict:
    """One exact top-k release as JSON-ready data: ``candidates`` (the k in order), ``candidate``/``index`` (the
    first), the exact ε and c, and the privacy claim (k releases of the exponential mechanism)."""
    chosen = release_peeling(problem, epsilon, k, analysis, neighbours, seed, progress=progress, cancelled=cancelled)
    scale = exact_scale(problem, epsilon, analysis, neighbours)
    eps = exact_fraction(epsilon)
    single = claim(ExactRelease(chosen[0], str(problem.labels[chosen[0]]), eps, scale, "exponential", analysis, 0,
                                seed is not None, scores_words(problem)))
    return {"candidate": str(problem.labels[chosen[0]]), "index": chosen[0],
            "candidates": [str(problem.labels[h]) for h in chosen], "indices": chosen, "k": k,
            "epsilon": float(eps), "epsilon_exact": _exact_text(eps), "scale_exact": _exact_text(scale),
            "mechanism": method, "analysis": analysis, "neighbours": neighbours, "sampler": "exact", "seed": seed,
            "privacy_claim": (f"Top-k by peeling, drawn exactly: k = {k} exponential-mechanism draws, each among "
                              f"the candidates not chosen yet. {_each_draw(single)}"
                              f" The k draws together are k releases: the privacy bill composes them.")}


def _exact_text(f: Fraction) -> str:
    return str(f.numerator) if f.denominator == 1 else f"{f.numerator}/{f.denominator}"


def scores_words(problem: SelectionProblem) -> str:
    """What the exact sampler took as the scores, for the claim: the scenario's exact rationals in its words, or
    "" (the float scores' binary values)."""
    return problem.exact_scores.words if problem.exact_scores is not None else ""


def claim(result: ExactRelease) -> str:
    """The privacy claim of ``result`` in one paragraph: ε-DP with ε exactly for exact scores of sensitivity Δ;
    for float scores, on the condition that their rounding keeps each change within Δ (or the range)."""
    how = {"general": "ε/(2Δ)", "monotone": "ε/Δ", "range": "ε/range"}[result.analysis]
    eps = _fraction_text(result.epsilon)
    seeded = (" It was seeded: anyone who knows the seed can repeat it, so it is private only while the seed is "
              "secret." if result.seeded else " Its randomness came from the operating system's generator.")
    if result.scores:
        scores, condition = result.scores, ""
    else:
        bound = "have at most the declared range" if result.analysis == "range" else "change by at most Δ"
        scores = "the scores as computed (each float's exact value)"
        condition = (f", provided those scores {bound} between neighbours as computed (whole-number scores such as "
                     "counts do: floats hold them exactly)")
    return (f"Exact sampler: the output follows the {result.mechanism} mechanism's law exactly, with c = {how} = "
            f"{_fraction_text(result.scale)} computed in exact fractions from ε = {eps} and {scores}; no "
            f"floating-point rounding enters the draw, so the release is ε-DP with ε = {eps} exactly{condition}."
            f"{seeded}")


def _fraction_text(f: Fraction) -> str:
    if f.denominator == 1:
        return str(f.numerator)
    text = f"{f.numerator}/{f.denominator}"
    return text if len(text) <= 30 else f"{float(f):.12g} (a fraction)"
