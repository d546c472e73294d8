"""What the report says, once, for both the HTML and the PDF: a list of blocks (report_facts) built from the same
core objects the summary panel reads, every number written by ``core.formatting``. User text (candidate names,
file names) is escaped in paragraphs here; table cells and captions stay plain text and are escaped (or drawn as
text) by the writer.
"""
from __future__ import annotations

import os
from datetime import datetime

import numpy as np

from ...core import formatting, score_stats
from ...core.privacy.loss import release_epsilon
from ..language import tr
from .charts import MAX_ROWS, AxisBars, BarRows, RefLine
from . import kset
from .ledger import bill_blocks
from .facts import (
    CHART_BINS, PRICE_GROUPS, SENTENCE_ROWS, TABLE_ROWS, Facts, Figure, Heading, Para, Report, Table, data_source,
    epsilon_text, esc, localize, nouns, people, plural, session_file
)
from .numbers_table import capital, details, glossary
from .words import word


def build(ws, now: datetime | None = None) -> Report:
    f = Facts(ws)
    now = (now or datetime.now()).astimezone()
    session = session_file(ws)
    offset = now.strftime("%z")  # '+0100': written as UTC+01:00, or UTC itself
    zone = "UTC" if offset in ("+0000", "") else f"UTC{offset[:3]}:{offset[3:]}"
    meta = [(tr("Made on"), tr("{date} (local time, {zone})").format(date=f"{now:%Y-%m-%d %H:%M}", zone=zone)),
            (tr("Data"), data_source(ws, f.exp))]
    if session:
        meta.append((tr("Session file"), os.path.basename(session)))
    blocks = [Heading(tr("In short")), Para(headline(f)), Para(privacy_sentence(f)), Para(accuracy_sentence(f))]
    blocks += chance_blocks(f)
    blocks += [Heading(tr("What ε means for the people in the data")), Para(privacy_paragraph(f))]
    blocks += [Heading(tr("How good is the private choice?")), score_figure(f)]
    blocks += bill_blocks(f)
    blocks += [Heading(tr("Words used in this report")), glossary(f)]
    blocks += [Heading(tr("The settings and the numbers")), details(f)]
    # no closing note: what it said (chances exact, simulated runs drawn here) is the glossary's "Chance" and
    # "Simulated", and in the Pricing PDF it made a fourth page of one orphan line (issue 30, item 11)
    title = tr("{scenario}: a private choice among {candidates}").format(scenario=tr(ws.scenario.title),
                                                                          candidates=nouns(f.noun))
    return localize(Report(title, meta, blocks, f.locale))


# --- the headline ----------------------------------------------------------------------------------------
def chance_list(f: Facts, k: int = SENTENCE_ROWS) -> str:
    shown = f.order[:k]
    parts = [f"{esc(f.label(i))} ({f.chance(f.pmf[i])})" for i in shown]
    rest = f.pr.m - len(shown)
    text = ", ".join(parts)
    if rest > 0:
        together = float(f.pmf.sum() - f.pmf[shown].sum())
        text += tr("; the other {others} have {chance} chance together").format(
            others=plural(rest, f.noun), chance=f.chance(max(together, 0.0)))
    return text


def headline(f: Facts) -> str:
    if f.sets is not None:  # top-k: each one's chance to be among the k, not the first pick's
        return kset.headline(f)
    pr, s = f.pr, f.s
    if f.published is not None:
        first = kset.published_sentence(f)
    elif f.released is not None:
        i = f.released
        first = tr("<b>The private choice released last is {label}</b> ({score}; its chance of being chosen was "
                   "{chance}).").format(label=esc(f.label(i)), score=esc(f.scored(pr.scores[i])),
                                        chance=f.chance(f.pmf[i]))
    else:
        i = s.most_likely
        first = tr("No private choice has been released yet. <b>The most likely {candidate} is {label}</b> "
                   "({score}), with a chance of {chance} of being chosen.").format(
            candidate=esc(word(f.noun)), label=esc(f.label(i)), score=esc(f.scored(pr.scores[i])),
            chance=f.chance(f.pmf[i]))
    each = (tr("Each {candidate}'s chance of being chosen") if pr.m <= SENTENCE_ROWS
            else tr("The {count} most likely {candidates}")).format(
        candidate=esc(word(f.noun)), count=SENTENCE_ROWS, candidates=esc(nouns(f.noun)))
    return tr("{first} {each}: {chances}. The best possible result is {best}; on average the private choice gets "
              "{expected}.").format(first=first, each=each, chances=chance_list(f), best=esc(f.scored(s.opt)),
                                    expected=esc(f.scored(s.expected_score)))


def effective_epsilon(f: Facts) -> float:
    """What one run's release really costs, composed simply (pure ε-DP): core.privacy.loss.release_epsilon (ε/2 for the
    general analysis on a score monotone under the neighbour notion, else ε), times the releases one run makes
    where the scenario says (Scenario.release_charge: top-k's k selections) — the promise is e to that."""
    charge = f.exp.scenario.release_charge
    if charge is None:
        return release_epsilon(f.exp.mechanism)[0]
    eps, _mechanism, per_run, _note = charge(f.exp)
    return eps * per_run


def one_person_changes(f: Facts) -> str:
    """The privacy promise in words: e^ε′ by core.formatting.factor, ε′ the release's real cost (never
    overflows)."""
    who = (tr("Whether or not any one person's data is included") if f.prm.neighbours == "add-remove"
           else tr("Replacing any one person's data by someone else's"))
    factor = formatting.factor(effective_epsilon(f), f.locale)
    if protects_no_one(f):
        return tr("{who} can change the chance of a result by {factor}: this protects no one").format(
            who=who, factor=factor)
    if formatting.factor(effective_epsilon(f)) == "1 times":  # ε so small that e^ε rounds to 1
        return tr("{who} changes the chance of any result by practically nothing").format(who=who)
    return tr("{who} changes the chance of any result by at most {factor}").format(who=who, factor=factor)


def protects_no_one(f: Facts) -> bool:
    """e^ε′ beyond what can be written (core.formatting.factor says 'more than …')."""
    return formatting.factor(effective_epsilon(f)).startswith("more than")


def privacy_sentence(f: Facts) -> str:
    setting = tr("privacy setting ε = {epsilon}").format(epsilon=epsilon_text(f.prm.epsilon))
    eff = effective_epsilon(f)
    charge = f.exp.scenario.release_charge
    if charge is not None:
        _eps, _mechanism, per_run, note = charge(f.exp)
        # the scenario's note is English; another language says what it counts in its own words
        setting += "; " + tr("{note}: ε = {epsilon} for one run in all").format(
            note=esc(note), releases=per_run, epsilon=epsilon_text(eff))
    elif eff < f.prm.epsilon:
        setting += "; " + tr("one person moves every {candidate}'s {term} the same way, so this choice is in fact "
                             "twice as private as the setting says: ε/2 = {epsilon}").format(
            candidate=esc(word(f.noun)), term=esc(f.term), epsilon=epsilon_text(eff))
    return tr("<b>Privacy:</b> {promise} ({setting}).").format(promise=one_person_changes(f), setting=setting)


def accuracy_sentence(f: Facts) -> str:
    said = kset.accuracy_sentence(f) if f.sets is not None else None  # top-k: said of the first pick
    if said is not None:
        return said
    s, noun, name = f.s, esc(word(f.noun)), esc(f.score_title)
    if s.threshold_vacuous:
        return tr("<b>Accuracy:</b> with {people} in the data and this privacy setting, the theory's accuracy "
                  "guarantee says nothing: the worst case it allows is below the lowest {score} of any {candidate}. "
                  "The exact chances above still hold.").format(people=people(f.pr.n), score=name, candidate=noun)
    floor = esc(f.score(s.threshold))
    text = (tr("<b>Accuracy:</b> the theory guarantees that, with a chance of at least {chance}, the chosen "
               "{candidate} has under {floor} (the exact chance of {floor} or more is {exact}).") if f.pr.cost_name
            else tr("<b>Accuracy:</b> the theory guarantees that, with a chance of at least {chance}, the chosen "
                    "{candidate} scores more than {floor} (the exact chance of scoring {floor} or less is {exact})."))
    return text.format(chance=f.chance(1.0 - s.bound_probability), candidate=noun, floor=floor,
                       exact=f.chance(s.exact_tail))


def privacy_paragraph(f: Facts) -> str:
    return (tr("The choice is made at random, favouring the {candidates} that score best (by {meaning}).").format(
            candidates=esc(nouns(f.noun)), meaning=esc(f.score_meaning)) + " "
            + (one_person_changes(f) + "." if protects_no_one(f) else
               tr("{promise}, so someone who sees the result learns very little about any single person.").format(
                promise=one_person_changes(f)))
            + " " + tr("A smaller privacy setting ε means stronger protection and a less accurate choice."))


# --- chances ---------------------------------------------------------------------------------------------
def chance_blocks(f: Facts) -> list:
    if f.sets is not None:  # top-k: each one's chance to be among the k
        return kset.chance_blocks(f)
    pr = f.pr
    name = nouns(f.noun)
    blocks = [Heading(tr("{candidates} and their chances").format(candidates=name[:1].upper() + name[1:]))]
    many_prices = pr.values is not None and pr.m > TABLE_ROWS
    shown = f.order[: SENTENCE_ROWS if many_prices else TABLE_ROWS]
    header = [tr("Rank"), capital(word(f.noun)), capital(f.term), tr("Chance of being chosen")]
    if f.freq is not None:
        header.append(tr("Share of simulated runs"))
    rows, bold = [], set()
    for rank, i in enumerate(shown, 1):
        label = f.label(i) + ("  " + tr("(released)") if i == f.released else "")
        row = [formatting.count(rank), label, f.score(pr.scores[i]), f.chance(f.pmf[i])]
        if f.freq is not None:
            row.append(f.chance(f.freq[i]))
        if i == f.released:
            bold.add(len(rows))
        rows.append(row)
    rest = pr.m - len(shown)
    note = ""
    if rest > 0:
        together = max(float(f.pmf.sum() - f.pmf[shown].sum()), 0.0)
        note = tr("… and {count} more {candidates}, with {chance} chance together.").format(
            count=formatting.count(rest), candidates=word(f.noun) if rest == 1 else nouns(f.noun),
            chance=f.chance(together))
    blocks.append(Table(header, rows, {0, 2, 3, 4}, note, bold))
    if many_prices:
        blocks.append(Para(tr("All {candidates}, in {groups} ranges:").format(candidates=plural(pr.m, f.noun),
                                                                               groups=PRICE_GROUPS)))
        blocks.append(price_groups(f))
    blocks.append(chance_figure(f))
    return blocks


def price_groups(f: Facts) -> Table:
    pr = f.pr
    bins = score_stats.candidate_bins(np.asarray(pr.values), PRICE_GROUPS)
    exact = bins.totals(f.pmf)
    sim = bins.totals(f.freq) if f.freq is not None else None
    header = [tr("{candidates} from – to").format(candidates=capital(nouns(f.noun))),
              (tr("Fewest {cost} in the range") if pr.cost_name else tr("Best {score} in the range")).format(
                  cost=f.term, score=f.term),
              tr("Chance together")] + ([tr("Share of simulated runs")] if sim is not None else [])
    rows = []
    for b in range(bins.size):
        members = bins.members(b)
        if members.size == 0:
            continue
        row = [f"{f.label(members[0])} – {f.label(members[-1])}", f.score(float(pr.scores[members].max())),
               f.chance(exact[b])]
        if sim is not None:
            row.append(f.chance(sim[b]))
        rows.append(row)
    return Table(header, rows, {1, 2, 3})


def chance_figure(f: Facts) -> Figure:
    pr = f.pr
    title = tr("Each {candidate}'s chance of being chosen").format(candidate=word(f.noun))
    if pr.values is None or pr.m <= MAX_ROWS:
        order = f.order[: MAX_ROWS - 1] if pr.m > MAX_ROWS else f.order[:pr.m]
        labels = [f.label(i) for i in order]
        exact = [float(f.pmf[i]) for i in order]
        sim = [float(f.freq[i]) for i in order] if f.freq is not None else None
        if pr.m > len(order):
            rest = np.ones(pr.m, dtype=bool)
            rest[order] = False
            labels.append(tr("the other {others}").format(others=plural(int(rest.sum()), f.noun)))
            exact.append(float(f.pmf[rest].sum()))
            if sim is not None:
                sim.append(float(f.freq[rest].sum()))
        marked = next((k for k, i in enumerate(order) if i == f.released), None)
        chart = BarRows(title, labels, exact, sim, marked, f.trials)
        return Figure("chances", chart, tr("Sorted from the most to the least likely {candidate}.").format(
            candidate=word(f.noun)) + (" " + tr("Hatched bars: the share of simulated runs that chose it.")
                                       if sim is not None else " "))
    x = np.asarray(pr.values, dtype=np.float64)
    bins = score_stats.candidate_bins(x, CHART_BINS)
    step = score_stats.candidate_spacing(x)
    members = [bins.members(b) for b in range(bins.size)]
    spans = [(float(x[m[0]]) - step / 2, float(x[m[-1]]) + step / 2) for m in members]
    noun = word(f.noun)
    lines = [RefLine("opt", tr("best {candidate}").format(candidate=noun), float(x[pr.opt_indices[0]]))]
    if f.released is not None:
        lines.append(RefLine("gamma", tr("released {candidate}").format(candidate=noun), float(x[f.released])))
    # each range's average chance per candidate: ranges of unequal size drawn by their totals made a false comb
    chart = AxisBars(title + " " + tr("(averaged in ranges)"), f"{noun} ({pr.candidate_unit})" if pr.candidate_unit
                     else noun, pr.candidate_unit, spans, bins.means(f.pmf).tolist(),
                     bins.means(f.freq).tolist() if f.freq is not None else None, lines, f.trials)
    return Figure("chances", chart, tr("Each bar is the average chance of one {candidate} in its range of "
                                       "{candidates}.").format(candidate=noun, candidates=nouns(f.noun)))


def score_figure(f: Facts) -> Figure:
    pr, s = f.pr, f.s
    lo, hi = score_stats.score_window(pr.scores, f.pmf, s.threshold, None)
    bins = score_stats.score_bins(pr.scores, lo)
    ticks = None
    if bins.edges is not None:
        spans = [(float(a), float(b)) for a, b in zip(bins.edges[:-1], bins.edges[1:])]
    else:  # one bar per distinct value: ticks at the values themselves
        spans = [(float(c) - bins.width / 2, float(c) + bins.width / 2) for c in bins.centres]
        ticks = [float(c) for c in bins.centres] if bins.size <= 12 else None
    lines = [RefLine("opt", tr("best possible"), s.opt), RefLine("expected", tr("average of the first pick") if f.sets is not None
                                                    else tr("average of the private choice"),
                                                                 s.expected_score)]
    if not s.threshold_vacuous:
        lines.append(RefLine("threshold", tr("accuracy guarantee"), s.threshold))
    if f.agg is not None and f.agg.mean is not None:
        lines.append(RefLine("mean", tr("simulated average"), float(f.agg.mean)))
    if f.released is not None:
        lines.append(RefLine("gamma", tr("released"), float(pr.scores[f.released])))
    pooled = score_stats.mass_below(pr.scores, f.pmf, lo) > 0
    x_label = f.score_title + (f" ({pr.score_unit})" if pr.score_unit else "")
    title = (tr("{score} of the first of the {k} chosen: how likely each value is") if f.sets is not None else
             tr("{score} of the chosen {candidate}: how likely each value is"))
    chart = AxisBars(title.format(score=capital(f.score_title), candidate=word(f.noun),
                                  k=formatting.count(f.sets.k) if f.sets is not None else ""), x_label,
                     pr.score_unit, spans, bins.totals(f.pmf).tolist(),
                     bins.totals(f.freq).tolist() if f.freq is not None else None, lines, f.trials, ticks)
    caption = (tr("Each bar shows the chance that the private choice scores that value ({meaning}).").format(
               meaning=f.score_meaning) + (" " + tr("The lowest bar also holds every lower value.") if pooled else ""))
    return Figure("score", chart, caption)
