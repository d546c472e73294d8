"""`expmech run`'s text report: each sentence a template of the catalogue (core.translatable.words), so that
`--locale de` writes it in German as the window does; in English byte for byte what it always was. Its numbers are
written in English separators here and localized once, as the whole text is printed (cli.output.LocaleText)."""
from __future__ import annotations

import numpy as np

from ..core.formatting import plain
from ..core.translatable import translatable, translated, words

SHOWN_CANDIDATES = 15  # the most likely candidates listed; the rest are in --csv and --json


def fmt(x) -> str:
    """A number of the text reports to six significant digits as core.formatting writes numbers ("0.734756",
    "1,234.5", "0.0000001", "−2.5", "—"; no exponent below 10^15), in the --locale's separators where printed."""
    if x is None:
        return "—"
    return plain(x, 6) if isinstance(x, float) else str(x)


def count(x: int) -> str:
    return f"{x:,}"


def says_nothing(exp) -> str:
    """Why a bound is left out: at this n and ε it says nothing (Kamath lecture 7: its threshold is below every
    possible score)."""
    return words("says nothing at n = {n} and ε = {epsilon}", n=count(exp.problem.n),
                 epsilon=plain(exp.params.epsilon))


def guarantee_line(exp, g: dict) -> str:
    """The scenario's own guarantee (``Scenario.extras``): a floor on the score (``Experiment.score_floor``,
    pricing's lecture bound on revenue) in words, else each of the scenario's terms by its name."""
    pr, floor = exp.problem, exp.score_floor
    score = translated(pr.score_name)
    if floor is not None and floor["vacuous"]:
        return words("lecture guarantee: {says_nothing} — its {score} floor is not above the lowest {score} on the "
                     "grid", says_nothing=says_nothing(exp), score=score)
    if floor is not None:
        return words("lecture guarantee: {score} ≥ {floor} with probability ≥ {probability}", score=score,
                     floor=pr.score_unit + fmt(floor["floor"]), probability=fmt(floor["probability"]))
    terms = [f"{name.replace('_', ' ')} = {fmt(v) if isinstance(v, (int, float)) else v}" for name, v in g.items()]
    return words("{scenario} guarantee: {terms}", scenario=translated(exp.scenario.title), terms="; ".join(terms))


def _heading(exp, r: dict) -> list[str]:
    """The run's setting, OPT, and (pricing) the continuous optimum and (a prior) the base measure's term."""
    pr, params, unit = exp.problem, exp.params, exp.problem.score_unit
    several = words("; the first pick's numbers, then the whole release's") if exp.several_at_once else ""
    best = ", ".join(map(str, r["opt_candidates"][:5])) + (" …" if len(r["opt_candidates"]) > 5 else "")
    lines = [
        words("{scenario}: n = {n}, |H| = {m}, Δ = {sensitivity}, ε = {epsilon} ({mechanism}, {analysis} analysis, "
              "{neighbours} neighbours{several})", scenario=translated(exp.scenario.title), n=count(r["n"]),
              m=count(pr.m), sensitivity=fmt(r["sensitivity"]), epsilon=fmt(params.epsilon),
              mechanism=translated(exp.scenario.mechanism_title(params.mechanism)),
              analysis=translated(params.analysis), neighbours=translated(params.neighbours), several=several),
        words("OPT = {opt} at {candidates}", opt=unit + fmt(r["opt"]), candidates=best),
    ]
    if r["opt_continuous"] is not None:
        alpha = r["parameters"].get("alpha")
        lines.append(words("γ (continuous optimum) = {optimum}", optimum=unit + fmt(r["opt_continuous"]))
                     + (words("; effective α = {alpha}", alpha=fmt(alpha)) if alpha is not None else ""))
    if pr.base_measure is not None:
        from ..core import bounds  # only a run with a prior says its μ(H*)

        lines.append(words("prior (base measure μ, public): μ(H*) = {mass}, so the bound uses ln(1/μ(H*)) = {term}; "
                           "a weight of 0 is never chosen", mass=fmt(bounds.opt_mass(pr)),
                           term=fmt(bounds.utility_log_term(pr))))
    return lines


def _table(exp, r: dict) -> list[str]:
    """The most likely candidates: score, exact chance, and how often the trials chose each."""
    pr = exp.problem
    pmf = exp.mechanism.pmf
    order = np.argsort(-pmf, kind="stable")[:SHOWN_CANDIDATES]
    chance, picks = ((translatable("P[first]"), translatable("first picks")) if exp.several_at_once
                     else (translatable("probability"), translatable("count")))
    titles = [translated(t) for t in (translatable("candidate"), pr.score_name, chance, picks)]
    rows = [titles] + [[str(pr.labels[i]), fmt(float(pr.scores[i])), fmt(float(pmf[i])), str(r["counts"][i])]
                       for i in order]
    lines = [" ".join(f"{cell:>{w}}" for cell, w in zip(row, (16, 12, 12, 10))) for row in rows]
    if pr.m > order.size:
        lines.append(words("({hidden} less likely candidates not shown; use --csv or --json)",
                           hidden=count(pr.m - order.size)))
    return lines


def run_text(exp, r: dict) -> str:
    """`expmech run`'s report of a run ``r`` (Experiment.as_dict's keys): the setting, OPT, the exact expectation,
    the utility bound's threshold with its exact and bounded tail (Kamath lecture 7, Thm 3), the scenario's own
    guarantee, the trials' mean, and the most likely candidates."""
    pr, unit, b = exp.problem, exp.problem.score_unit, r["bound"]
    score = translated(pr.score_name)
    lines = _heading(exp, r)
    lines.append(words("exact E[{score}] = {expected}", score=score, expected=unit + fmt(r["expected_score"])))
    if b["vacuous"]:
        lines.append(words("utility bound (t = {t}): {says_nothing} — its threshold lies below every possible {score}",
                           t=fmt(b["t"]), says_nothing=says_nothing(exp), score=score))
    else:
        lines.append(words("utility threshold (t = {t}) = {threshold}: P[below] exact {exact} ≤ bound {bound}",
                           t=fmt(b["t"]), threshold=unit + fmt(b["threshold"]), exact=fmt(b["exact_tail"]),
                           bound=fmt(b["probability"])))
    if r["guarantee"] is not None:
        lines.append(guarantee_line(exp, r["guarantee"]))
    trials = words("{trials} trials (seed {seed}): mean {score} {mean}", trials=count(r["trials"]),
                   seed=r["parameters"]["seed"], score=score, mean=unit + fmt(r["empirical_mean_score"]))
    if not b["vacuous"]:
        trials += words(", fraction below threshold {fraction}", fraction=fmt(r["fraction_below_threshold"]))
    lines.append(trials)
    return "\n".join(lines + _table(exp, r)) + "\n"
