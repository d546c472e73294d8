"""What the report says, once, for both the HTML and the PDF: a list of blocks (report_facts) built from the same
core objects the summary panel reads, every number written by ``core.formatting``. User text (candidate names,
file names) is escaped in paragraphs here; table cells and captions stay plain text and are escaped (or drawn as
text) by the writer.
"""
from __future__ import annotations

import os
from datetime import datetime

import numpy as np

from ...core import bounds, formatting, score_stats
from ...core.privacy.loss import release_epsilon
from .charts import MAX_ROWS, AxisBars, BarRows, RefLine
from .ledger import bill_blocks
from .facts import (
    CHART_BINS, PRICE_GROUPS, SENTENCE_ROWS, TABLE_ROWS, Facts, Figure, Heading, Para, Report, Table, data_source,
    epsilon_text, esc, nouns, people, plural, session_file
)


def build(ws, now: datetime | None = None) -> Report:
    f = Facts(ws)
    now = (now or datetime.now()).astimezone()
    session = session_file(ws)
    offset = now.strftime("%z")  # '+0100': written as UTC+01:00, or UTC itself
    zone = "UTC" if offset in ("+0000", "") else f"UTC{offset[:3]}:{offset[3:]}"
    meta = [("Made on", f"{now:%Y-%m-%d %H:%M} (local time, {zone})"),
            ("Data", data_source(ws, f.exp))]
    if session:
        meta.append(("Session file", os.path.basename(session)))
    blocks = [Heading("In short"), Para(headline(f)), Para(privacy_sentence(f)), Para(accuracy_sentence(f))]
    blocks += chance_blocks(f)
    blocks += [Heading("What ε means for the people in the data"), Para(privacy_paragraph(f))]
    blocks += [Heading("How good is the private choice?"), score_figure(f)]
    blocks += bill_blocks(f)
    blocks += [Heading("Words used in this report"), glossary(f)]
    blocks += [Heading("The settings and the numbers"), details(f)]
    # no closing note: what it said (chances exact, simulated runs drawn here) is the glossary's "Chance" and
    # "Simulated", and in the Pricing PDF it made a fourth page of one orphan line (issue 30, item 11)
    title = f"{ws.scenario.title}: a private choice among {nouns(f.noun)}"
    return Report(title, meta, blocks)


# --- the headline ----------------------------------------------------------------------------------------
def chance_list(f: Facts, k: int = SENTENCE_ROWS) -> str:
    shown = f.order[:k]
    parts = [f"{esc(f.label(i))} ({formatting.probability(f.pmf[i])})" for i in shown]
    rest = f.pr.m - len(shown)
    text = ", ".join(parts)
    if rest > 0:
        together = float(f.pmf.sum() - f.pmf[shown].sum())
        text += (f"; the other {plural(rest, f.noun)} have {formatting.probability(max(together, 0.0))} "
                 "chance together")
    return text


def headline(f: Facts) -> str:
    pr, s = f.pr, f.s
    if f.published is not None:
        i = f.released
        head, _, names = f.published.partition(": ")
        first = (f"<b>The last private release: {esc(head[:1].lower() + head[1:])}: {esc(names)}</b> (the first, "
                 f"{esc(f.label(i))}, had a chance of {formatting.probability(f.pmf[i])} of being chosen first).")
    elif f.released is not None:
        i = f.released
        first = (f"<b>The private choice released last is {esc(f.label(i))}</b> ({esc(f.scored(pr.scores[i]))}; "
                 f"its chance of being chosen was {formatting.probability(f.pmf[i])}).")
    else:
        i = s.most_likely
        first = (f"No private choice has been released yet. <b>The most likely {esc(f.noun)} is "
                 f"{esc(f.label(i))}</b> ({esc(f.scored(pr.scores[i]))}), with a chance of "
                 f"{formatting.probability(f.pmf[i])} of being chosen.")
    each = (f"Each {esc(f.noun)}'s chance of being chosen" if pr.m <= SENTENCE_ROWS
            else f"The {SENTENCE_ROWS} most likely {esc(nouns(f.noun))}")
    return (f"{first} {each}: {chance_list(f)}. The best possible result is {esc(f.scored(s.opt))}; on average "
            f"the private choice gets {esc(f.scored(s.expected_score))}.")


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
    who = ("Whether or not any one person's data is included" if f.prm.neighbours == "add-remove"
           else "Replacing any one person's data by someone else's")
    factor = formatting.factor(effective_epsilon(f))
    if factor.startswith("more than"):
        return f"{who} can change the chance of a result by {factor}: this protects no one"
    if factor == "1 times":  # ε so small that e^ε rounds to 1
        return f"{who} changes the chance of any result by practically nothing"
    return f"{who} changes the chance of any result by at most {factor}"


def privacy_sentence(f: Facts) -> str:
    setting = f"privacy setting ε = {epsilon_text(f.prm.epsilon)}"
    eff = effective_epsilon(f)
    charge = f.exp.scenario.release_charge
    if charge is not None:
        note = charge(f.exp)[3]
        setting += f"; {esc(note)}: ε = {epsilon_text(eff)} for one run in all"
    elif eff < f.prm.epsilon:
        setting += (f"; one person moves every {esc(f.noun)}'s {esc(f.term)} the same way, so this "
                    f"choice is in fact twice as private as the setting says: ε/2 = {epsilon_text(eff)}")
    return f"<b>Privacy:</b> {one_person_changes(f)} ({setting})."


def accuracy_sentence(f: Facts) -> str:
    s, noun, name = f.s, esc(f.noun), esc(f.score_title)
    if s.threshold_vacuous:
        return (f"<b>Accuracy:</b> with {people(f.pr.n)} in the data and this privacy setting, the theory's accuracy "
                f"guarantee says nothing: the worst case it allows is below the lowest {name} of any {noun}. The "
                "exact chances above still hold.")
    floor = esc(f.score(s.threshold))
    good, bad = (f"has under {floor}", f"of {floor} or more") if f.pr.cost_name else (
        f"scores more than {floor}", f"of scoring {floor} or less")
    return (f"<b>Accuracy:</b> the theory guarantees that, with a chance of at least "
            f"{formatting.probability(1.0 - s.bound_probability)}, the chosen {noun} {good} (the "
            f"exact chance {bad} is {formatting.probability(s.exact_tail)}).")


def privacy_paragraph(f: Facts) -> str:
    return (f"The choice is made at random, favouring the {esc(nouns(f.noun))} that score best (by "
            f"{esc(f.score_meaning)}). "
            f"{one_person_changes(f)}"
            + ("." if "protects no one" in one_person_changes(f) else
               ", so someone who sees the result learns very little about any single person.")
            + " A smaller privacy setting ε means stronger protection and a less accurate choice.")


# --- chances ---------------------------------------------------------------------------------------------
def chance_blocks(f: Facts) -> list:
    pr = f.pr
    name = nouns(f.noun).capitalize()
    blocks = [Heading(f"{name} and their chances")]
    many_prices = pr.values is not None and pr.m > TABLE_ROWS
    shown = f.order[: SENTENCE_ROWS if many_prices else TABLE_ROWS]
    header = ["Rank", f.noun.capitalize(), (pr.cost_name or pr.score_name).capitalize(), "Chance of being chosen"]
    if f.freq is not None:
        header.append("Share of simulated runs")
    rows, bold = [], set()
    for rank, i in enumerate(shown, 1):
        label = f.label(i) + ("  (released)" if i == f.released else "")
        row = [formatting.count(rank), label, f.score(pr.scores[i]), formatting.probability(f.pmf[i])]
        if f.freq is not None:
            row.append(formatting.probability(f.freq[i]))
        if i == f.released:
            bold.add(len(rows))
        rows.append(row)
    rest = pr.m - len(shown)
    note = ""
    if rest > 0:
        together = max(float(f.pmf.sum() - f.pmf[shown].sum()), 0.0)
        note = f"… and {plural(rest, 'more ' + f.noun)}, with {formatting.probability(together)} chance together."
    blocks.append(Table(header, rows, {0, 2, 3, 4}, note, bold))
    if many_prices:
        blocks.append(Para(f"All {plural(pr.m, f.noun)}, in {PRICE_GROUPS} ranges:"))
        blocks.append(price_groups(f))
    blocks.append(chance_figure(f))
    return blocks


def price_groups(f: Facts) -> Table:
    pr = f.pr
    bins = score_stats.candidate_bins(np.asarray(pr.values), PRICE_GROUPS)
    exact = bins.totals(f.pmf)
    sim = bins.totals(f.freq) if f.freq is not None else None
    header = [f"{nouns(f.noun).capitalize()} from – to", f"Fewest {pr.cost_name} in the range" if pr.cost_name else f"Best {pr.score_name} in the range",
              "Chance together"] + (["Share of simulated runs"] if sim is not None else [])
    rows = []
    for b in range(bins.size):
        members = bins.members(b)
        if members.size == 0:
            continue
        row = [f"{f.label(members[0])} – {f.label(members[-1])}", f.score(float(pr.scores[members].max())),
               formatting.probability(exact[b])]
        if sim is not None:
            row.append(formatting.probability(sim[b]))
        rows.append(row)
    return Table(header, rows, {1, 2, 3})


def chance_figure(f: Facts) -> Figure:
    pr = f.pr
    title = f"Each {f.noun}'s chance of being chosen"
    if pr.values is None or pr.m <= MAX_ROWS:
        order = f.order[: MAX_ROWS - 1] if pr.m > MAX_ROWS else f.order[:pr.m]
        labels = [f.label(i) for i in order]
        exact = [float(f.pmf[i]) for i in order]
        sim = [float(f.freq[i]) for i in order] if f.freq is not None else None
        if pr.m > len(order):
            rest = np.ones(pr.m, dtype=bool)
            rest[order] = False
            labels.append(f"the other {plural(int(rest.sum()), f.noun)}")
            exact.append(float(f.pmf[rest].sum()))
            if sim is not None:
                sim.append(float(f.freq[rest].sum()))
        marked = next((k for k, i in enumerate(order) if i == f.released), None)
        chart = BarRows(title, labels, exact, sim, marked, f.trials)
        return Figure("chances", chart, f"Sorted from the most to the least likely {f.noun}. "
                      + ("Hatched bars: the share of simulated runs that chose it." if sim is not None else ""))
    x = np.asarray(pr.values, dtype=np.float64)
    bins = score_stats.candidate_bins(x, CHART_BINS)
    step = score_stats.candidate_spacing(x)
    members = [bins.members(b) for b in range(bins.size)]
    spans = [(float(x[m[0]]) - step / 2, float(x[m[-1]]) + step / 2) for m in members]
    lines = [RefLine("opt", f"best {f.noun}", float(x[pr.opt_indices[0]]))]
    if f.released is not None:
        lines.append(RefLine("gamma", f"released {f.noun}", float(x[f.released])))
    # each range's average chance per candidate: ranges of unequal size drawn by their totals made a false comb
    chart = AxisBars(title + " (averaged in ranges)", f"{f.noun} ({pr.candidate_unit})" if pr.candidate_unit
                     else f.noun, pr.candidate_unit, spans, bins.means(f.pmf).tolist(),
                     bins.means(f.freq).tolist() if f.freq is not None else None, lines, f.trials)
    return Figure("chances", chart, f"Each bar is the average chance of one {f.noun} in its range of "
                  f"{nouns(f.noun)}.")


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
    lines = [RefLine("opt", "best possible", s.opt), RefLine("expected", "average of the private choice",
                                                             s.expected_score)]
    if not s.threshold_vacuous:
        lines.append(RefLine("threshold", "accuracy guarantee", s.threshold))
    if f.agg is not None and f.agg.mean is not None:
        lines.append(RefLine("mean", "simulated average", float(f.agg.mean)))
    if f.released is not None:
        lines.append(RefLine("gamma", "released", float(pr.scores[f.released])))
    pooled = score_stats.mass_below(pr.scores, f.pmf, lo) > 0
    x_label = f.score_title + (f" ({pr.score_unit})" if pr.score_unit else "")
    chart = AxisBars(f"{f.score_title.capitalize()} of the chosen {f.noun}: how likely each value is", x_label,
                     pr.score_unit, spans, bins.totals(f.pmf).tolist(),
                     bins.totals(f.freq).tolist() if f.freq is not None else None, lines, f.trials, ticks)
    caption = (f"Each bar shows the chance that the private choice scores that value ({f.score_meaning})."
               + (" The lowest bar also holds every lower value." if pooled else ""))
    return Figure("score", chart, caption)


# --- the words, the numbers ------------------------------------------------------------------------------
def glossary(f: Facts) -> Table:
    pr, noun = f.pr, f.noun
    rows = [
        [nouns(noun).capitalize(), f"the possible results the private choice picks from: here "
                                   f"{plural(pr.m, noun)}."],
        ["Score", f"how good {'an' if noun[:1] in 'aeiou' else 'a'} {noun} is for the people in the data: here "
                  f"{'' if pr.cost_name else 'its '}{f.score_meaning}."],
        ["Best possible", f"the highest score any {noun} has: here {f.scored(f.s.opt)}."],
        ["Chance", "the exact probability, computed from the formula before anything is drawn."],
        ["ε (epsilon)", "the privacy setting. Smaller means more protection and a less accurate choice."],
        ["Sensitivity", f"the most one person can change any {noun}'s {f.term}: here "
                        f"{f.change(pr.sensitivity)}."],
        ["Accuracy guarantee", f"a promise from the theory that the chosen {noun} is not much worse than the "
                               "best, with a stated chance. With few people it may say nothing."],
        ["Release", "a result that is published. Every release spends privacy; the bill adds them up."],
        ["δ (delta)", "in the bill: a very small chance that the promise about one person does not hold."],
        ["Simulated", "results of drawing many times on this computer, to check the exact chances."],
    ]
    return Table(["Word", "What it means here"], rows)


def details(f: Facts) -> Table:
    pr, s, prm, exp = f.pr, f.s, f.prm, f.exp
    excluded = f.ws.excluded
    people = formatting.count(pr.n) + (f" ({plural(excluded, 'invalid row')} left out)" if excluded else "")
    analysis = {"general": "general: one person can change a score up or down",
                "monotone": "monotone: one person changes every score in the same direction",
                "range": "range: scaled by how far apart one person can push the scores"}[prm.analysis]
    rows = [
        [f"{pr.population.capitalize()} in the data", people],
        [nouns(f.noun).capitalize(), formatting.count(pr.m)],
        ["Sensitivity", f.change(pr.sensitivity)],
        ["Privacy setting ε", epsilon_text(prm.epsilon)],
        ["Method", exp.mechanism.title],
        ["Analysis", analysis],
        ["Neighbouring data", formatting.NEIGHBOUR_CHANGE[prm.neighbours]],
        ["Best possible result", f.scored(s.opt) + (f" ({plural(s.opt_count, f.noun)} reach it)"
                                                             if s.opt_count > 1 else "")],
        ["Average result of the private choice", f.scored(s.expected_score)],
        ["Accuracy guarantee", formatting.VACUOUS if s.threshold_vacuous else
         f"more than {f.score(s.threshold)}, with a chance of at least "
         f"{formatting.probability(1.0 - s.bound_probability)}"],
        ["Exact chance of scoring that or less", "—" if s.threshold_vacuous
         else formatting.probability(s.exact_tail)],
    ]
    if exp.gamma is not None:
        rows.append([f"Best {f.noun} on a continuous scale", formatting.value(exp.gamma, pr.candidate_unit)])
    g = exp.score_floor
    if g is not None:
        rows.append(["Lecture's revenue guarantee", formatting.VACUOUS if g["vacuous"] else
                     f"at least {f.score(g['floor'])}, with a chance of at least "
                     f"{formatting.probability(g['probability'])}"])
    if f.agg is not None:
        rows.append(["Simulated runs", formatting.count(f.trials)])
        half = bounds.mean_confidence_halfwidth(pr, f.agg.counts)
        rows.append(["Simulated average result (95% range)",
                     formatting.plus_minus(f.agg.mean, half, pr.score_unit)])
    return Table(["Quantity", "Value"], rows)
