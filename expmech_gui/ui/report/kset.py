"""The report's words and chances for a release of k candidates at once (top-k): each candidate's chance to be
among the k chosen — exact where the law is enumerated, beside the share of the simulated k-sets that contain it
(core.set_chances, Facts.sets) — and the expected total of the k, in place of one selection's chances, which on
top-k are only the first pick's (those numbers stay in the report, named as the first pick's)."""
from __future__ import annotations

from ...core import formatting
from ..language import tr
from .charts import MAX_ROWS, BarRows
from .facts import SENTENCE_ROWS, TABLE_ROWS, Facts, Figure, Heading, Para, Table, esc, nouns
from .numbers_table import capital
from .words import recorded, word


def released_rows(f: Facts) -> tuple[int, ...]:
    """The candidates of the last release (all k of a top-k release; its first only where the k are not known)."""
    if f.released is None:
        return ()
    chosen = getattr(f.ws.scenario_ui, "last_selection", None) if f.published is not None else None
    return tuple(chosen) if chosen and chosen[0] == f.released else (f.released,)


def _k(f: Facts) -> str:
    return formatting.count(f.sets.k)


def _sets_drawn(f: Facts) -> str:
    return tr("Share of simulated {k}-sets").format(k=_k(f))


def chance_list(f: Facts) -> str:
    """'Ms Okafor (99.99%), …' for the most likely to be among the k; the least chance of those left out."""
    chances = f.sets.chances
    shown = f.order[:SENTENCE_ROWS]
    text = ", ".join(f"{esc(f.label(i))} ({f.chance(chances[i])})" for i in shown)
    rest = f.pr.m - len(shown)
    if rest > 0:
        text += tr("; each of the other {count} has at most {chance}").format(
            count=formatting.count(rest), chance=f.chance(float(chances[f.order[len(shown)]])))
    return text


def published_sentence(f: Facts) -> str:
    """What the last release published (its k names), and its first pick's chance of being chosen first."""
    i = f.released
    head, _, names = f.published.partition(": ")
    head = recorded(head)
    return tr("<b>The last private release: {what}: {names}</b> (the first, {first}, had a chance of {chance} of "
              "being chosen first).").format(what=esc(head[:1].lower() + head[1:]), names=esc(names),
                                             first=esc(f.label(i)), chance=f.chance(f.pmf[i]))


def headline(f: Facts) -> str:
    """The last release (its first pick's chance of being chosen first), each candidate's chance to be among the k
    and the expected total of the k against the best total."""
    pr, sets, k = f.pr, f.sets, _k(f)
    noun = esc(word(f.noun))
    first = published_sentence(f) if f.published is not None else tr("No private choice has been released yet.")
    if sets.chances is None:
        each = tr("Each {candidate}'s chance to be among the {k} chosen is not computed exactly here; a simulation "
                  "shows the share of the simulated {k}-sets that contain it.").format(candidate=noun, k=k)
    else:
        if sets.exact is not None:
            each = (tr("Each {candidate}'s chance to be among the {k} chosen") if pr.m <= SENTENCE_ROWS else
                    tr("The {count} {candidates} most likely to be among the {k} chosen"))
        else:
            each = (tr("Each {candidate}'s share of the {runs} simulated {k}-sets (no exact law here)")
                    if pr.m <= SENTENCE_ROWS else
                    tr("The {count} {candidates} most often among the {runs} simulated {k}-sets (no exact law here)"))
        each = each.format(candidate=noun, k=k, count=SENTENCE_ROWS, candidates=esc(nouns(f.noun)),
                           runs=formatting.count(sets.trials)) + ": " + chance_list(f) + "."
    best = esc(f.scored(sets.best_total))
    total = sets.expected_total if sets.expected_total is not None else sets.simulated_total
    if total is None:
        tail = tr("The best possible total of the {k} is {best}.").format(k=k, best=best)
    else:
        said = esc(f.scored(total)) if sets.expected_total is not None else tr("{value} (simulated)").format(
            value=esc(f.scored(total)))
        tail = tr("The best possible total of the {k} is {best}; on average the {k} chosen get {expected} "
                  "together.").format(k=k, best=best, expected=said)
    return f"{first} {each} {tail}"


def accuracy_sentence(f: Facts) -> str | None:
    """One selection's accuracy guarantee, said of the first pick (None where the general sentence stands)."""
    s = f.s
    if s.threshold_vacuous or f.pr.cost_name:
        return None
    floor = esc(f.score(s.threshold))
    return tr("<b>Accuracy of the first pick:</b> the theory guarantees that, with a chance of at least {chance}, the "
              "first of the {k} chosen scores more than {floor} (the exact chance of scoring {floor} or less is "
              "{exact}).").format(chance=f.chance(1.0 - s.bound_probability), k=_k(f), floor=floor,
                                  exact=f.chance(s.exact_tail))


def chance_blocks(f: Facts) -> list:
    """The table of each candidate's chance to be among the k (and the simulated share), and its chart."""
    pr, sets, k = f.pr, f.sets, _k(f)
    name = nouns(f.noun)
    blocks = [Heading(tr("{candidates} and their chances").format(candidates=name[:1].upper() + name[1:]))]
    if sets.chances is None:
        blocks.append(Para(tr("Each {candidate}'s chance to be among the {k} chosen is not computed exactly here "
                              "and no whole {k}-set has been simulated yet: Run N draws them.").format(
            candidate=esc(word(f.noun)), k=k)))
        return blocks
    among = tr("Chance to be among the {k} chosen").format(k=k)
    header = [tr("Rank"), capital(word(f.noun)), capital(f.term)]
    columns = ([sets.exact] if sets.exact is not None else []) + ([sets.simulated] if sets.simulated is not None else [])
    header += ([among] if sets.exact is not None else []) + ([_sets_drawn(f)] if sets.simulated is not None else [])
    released = released_rows(f)
    shown = f.order[:TABLE_ROWS]
    rows, bold = [], set()
    for rank, i in enumerate(shown, 1):
        label = f.label(i) + ("  " + tr("(released)") if i in released else "")
        if i in released:
            bold.add(len(rows))
        rows.append([formatting.count(rank), label, f.score(pr.scores[i])] + [f.chance(c[i]) for c in columns])
    rest = pr.m - len(shown)
    note = "" if rest <= 0 else tr("… and {count} more {candidates}, each with a chance of at most {chance} to be "
                                   "among them.").format(count=formatting.count(rest),
                                                         candidates=word(f.noun) if rest == 1 else nouns(f.noun),
                                                         chance=f.chance(float(sets.chances[f.order[len(shown)]])))
    blocks.append(Table(header, rows, {0, *range(2, len(header))}, note, bold))
    blocks.append(chance_figure(f, released))
    return blocks


def chance_figure(f: Facts, released: tuple[int, ...]) -> Figure:
    """Bars of each candidate's chance to be among the k (exact solid, simulated hatched), the most likely first."""
    sets, k = f.sets, _k(f)
    order = [int(i) for i in f.order[:MAX_ROWS]]
    drawn = tr("share of {runs} simulated {k}-sets").format(runs=formatting.count(sets.trials), k=k)
    exact = sets.exact if sets.exact is not None else sets.simulated  # no exact law: the shares stand alone
    legend = (tr("exact chance to be among the {k}").format(k=k) if sets.exact is not None else drawn, drawn)
    chart = BarRows(tr("Each {candidate}'s chance to be among the {k} chosen").format(candidate=word(f.noun), k=k),
                    [f.label(i) for i in order], [float(exact[i]) for i in order],
                    [float(sets.simulated[i]) for i in order] if sets.exact is not None and sets.simulated is not None
                    else None, tuple(n for n, i in enumerate(order) if i in released), sets.trials, legend=legend)
    rest = f.pr.m - len(order)
    caption = tr("Sorted from the most to the least likely to be among the {k} chosen; their chances add up to "
                 "{k}.").format(k=k)
    if rest > 0:
        caption += " " + tr("The other {count} have at most {chance} each.").format(
            count=formatting.count(rest), chance=f.chance(float(sets.chances[f.order[len(order)]])))
    return Figure("chances", chart, caption)
