"""The report's two reference tables, in the chosen language: the words it uses (a glossary with this
experiment's numbers) and the settings and numbers (every one through ``core.formatting``)."""
from __future__ import annotations

from ...core import bounds, formatting
from ..language import tr
from .facts import Facts, Table, epsilon_text, nouns, plural
from .words import word


def glossary(f: Facts) -> Table:
    pr, noun = f.pr, word(f.noun)
    score_meaning = f.score_meaning if pr.cost_name else tr("its {score}").format(score=f.score_meaning)
    rows = [
        [capital(nouns(f.noun)), tr("the possible results the private choice picks from: here {candidates}.").format(
            candidates=plural(pr.m, f.noun))],
        [tr("Score"), (tr("how good an {candidate} is for the people in the data: here {meaning}.")
                       if f.noun[:1] in "aeiou" else
                       tr("how good a {candidate} is for the people in the data: here {meaning}.")).format(
            candidate=noun, meaning=score_meaning)],
        [tr("Best possible"), tr("the highest score any {candidate} has: here {best}.").format(
            candidate=noun, best=f.scored(f.s.opt))],
        [tr("Chance"), tr("the exact probability, computed from the formula before anything is drawn.")],
        [tr("ε (epsilon)"), tr("the privacy setting. Smaller means more protection and a less accurate choice.")],
        [tr("Sensitivity"), tr("the most one person can change any {candidate}'s {term}: here {change}.").format(
            candidate=noun, term=f.term, change=f.change(pr.sensitivity))],
        [tr("Accuracy guarantee"), tr("a promise from the theory that the chosen {candidate} is not much worse than "
                                      "the best, with a stated chance. With few people it may say nothing.").format(
            candidate=noun)],
        [tr("Release"), tr("a result that is published. Every release spends privacy; the bill adds them up.")],
        [tr("δ (delta)"), tr("in the bill: a very small chance that the promise about one person does not hold.")],
        [tr("Simulated"), tr("results of drawing many times on this computer, to check the exact chances.")],
    ]
    return Table([tr("Word"), tr("What it means here")], rows)


def details(f: Facts) -> Table:
    pr, s, prm, exp = f.pr, f.s, f.prm, f.exp
    excluded = f.ws.excluded
    people = formatting.count(pr.n) + (" " + tr("({rows} left out)").format(
        rows=plural(excluded, "invalid row")) if excluded else "")
    analysis = {"general": tr("general: one person can change a score up or down"),
                "monotone": tr("monotone: one person changes every score in the same direction"),
                "range": tr("range: scaled by how far apart one person can push the scores")}[prm.analysis]
    vacuous = word(formatting.VACUOUS)
    rows = [
        [tr("{population} in the data").format(population=capital(word(pr.population))), people],
        [capital(nouns(f.noun)), formatting.count(pr.m)],
        [tr("Sensitivity"), f.change(pr.sensitivity)],
        [tr("Privacy setting ε"), epsilon_text(prm.epsilon)],
        [tr("Method"), word(exp.scenario.mechanism_title(prm.mechanism))],  # top-k: its own method
        [tr("Analysis"), analysis],
        [tr("Neighbouring data"), word(formatting.NEIGHBOUR_CHANGE[prm.neighbours])],
        [tr("Best possible result"), f.scored(s.opt) + (" " + tr("({reach} reach it)").format(
            reach=plural(s.opt_count, f.noun)) if s.opt_count > 1 else "")],
        *([[tr("Average total of the {k} chosen").format(k=formatting.count(f.sets.k)),
            f.scored(f.sets.expected_total)]] if f.sets is not None and f.sets.expected_total is not None else []),
        [tr("Average result of the first pick") if f.sets is not None else tr("Average result of the private choice"),
         f.scored(s.expected_score)],
        [tr("Accuracy guarantee"), vacuous if s.threshold_vacuous else
         tr("more than {floor}, with a chance of at least {chance}").format(
             floor=f.score(s.threshold), chance=f.chance(1.0 - s.bound_probability))],
        [tr("Exact chance of scoring that or less"), "—" if s.threshold_vacuous else f.chance(s.exact_tail)],
    ]
    if exp.gamma is not None:
        rows.append([tr("Best {candidate} on a continuous scale").format(candidate=word(f.noun)),
                     formatting.value(exp.gamma, pr.candidate_unit)])
    g = exp.score_floor
    if g is not None:
        rows.append([tr("Lecture's revenue guarantee"), vacuous if g["vacuous"] else
                     tr("at least {floor}, with a chance of at least {chance}").format(
                         floor=f.score(g['floor']), chance=f.chance(g['probability']))])
    if f.agg is not None:
        rows.append([tr("Simulated runs"), formatting.count(f.trials)])
        half = bounds.mean_confidence_halfwidth(pr, f.agg.counts)
        rows.append([tr("Simulated average of the first pick (95% range)") if f.sets is not None else
                     tr("Simulated average result (95% range)"),
                     f.scored_interval(f.agg.mean, half)])
    return Table([tr("Quantity"), tr("Value")], rows)


def capital(text: str) -> str:
    """The first letter in capitals, the rest as it is ('rank score' → 'Rank score'; German nouns kept)."""
    return text[:1].upper() + text[1:]
