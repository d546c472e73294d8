"""The numbers a story step says, computed from the workspace's experiment and written by the one formatter
(core.formatting). Qt-free: the story window, the slide export and the tests read the same dictionary.

Weights are w(h) = exp(c·u(h)) with the mechanism's own scale c (ε/(2Δ) general, ε/Δ monotone; McSherry &
Talwar 2007); one person's influence compares pmf(D) and pmf(D′) for one removed individual
(core.privacy.loss.exact_comparison), bounded by e to what one release costs for adding or removing one person
(core.privacy.loss.release_epsilon: ε/2 for the general analysis on a score one person moves one way); the bill is
the session's privacy ledger's tightest total (or, before any release, core.accounting.bill.privacy_bill's for a
plan), with core.privacy.attacker's posterior sentence. Every bound says which change of one person it is about
(formatting.NEIGHBOUR_CHANGE) and the ε of the slider beside it, and what one answer is charged is said once, in
core.accounting.charge_words' sentence (issue 30, item 2)."""
from __future__ import annotations

import functools
import math

import numpy as np

from ...core import formatting as fmt
from ...core.accounting import ledger_totals as la
from ...core.accounting.bill import privacy_bill
from ...core.privacy.attacker import STARTING_BELIEF, belief_about, posterior_sentence
from ...core.accounting.charge_words import charge_exponent, charge_text
from ...core.privacy.loss import exact_comparison, promise_bound, release_epsilon
from ...experiment import Experiment
from ...core.translatable import translatable, translated, words
from .. import language
from ...scenarios.framework.neighbours import neighbour_dataset

BILL_RELEASES = 10  # the bill step's k when fewer answers were released so far
BILL_DELTA = 1e-6  # the chance the bill's total may be exceeded (its δ)
PERSON_SEARCH_WORK = 2_000_000  # rows × candidates tried when looking for the most influential person


def plural(noun: str) -> str:
    return noun if noun.endswith("s") else noun + "s"


def names_of(problem, indices) -> str:
    labels = [str(problem.labels[int(i)]) for i in indices[:3]]
    more = len(indices) - len(labels)
    joined = functools.reduce(lambda a, b: words("{names} and {name}", names=a, name=b), labels)
    return words("{names} (and {more} more)", names=joined, more=more) if more > 0 else joined


PRIOR_STORY = translatable(
    " (μ(h) is a prior weight: it tilts the choice toward what was believed likely before seeing the data. It is "
    "public and chosen without looking at the data, which is why it costs no privacy)")


def formula(mechanism) -> str:
    """The weight formula of the analysis in use: the scale c the mechanism really applies; with a prior (a base
    measure μ, not uniform) μ(h)· in front and what a prior does, in words."""
    base = "exp(ε·score/Δ)" if mechanism.analysis == "monotone" else "exp(ε·score/(2Δ))"
    if mechanism.problem.base_measure is None:
        return base
    return "μ(h)·" + base + language.tr(PRIOR_STORY)


def log_weight_ratio(mechanism, best: int, other: int) -> float:
    """ln of w(best)/w(other), w(h) = μ(h)·e^(c·u(h)): c·(u(best) − u(other)), plus ln μ(best)/μ(other) with a prior."""
    pr = mechanism.problem
    gap = mechanism.scale * (float(pr.scores[best]) - float(pr.scores[other]))
    if pr.base_measure is None:
        return gap
    return gap + float(pr.log_base_measure[best] - pr.log_base_measure[other])


def runner_up(problem) -> int:
    """The best candidate below OPT within the support of μ (the lowest index among equals), or the first OPT
    when every candidate of the support scores OPT. O(m): one masked maximum, no sort."""
    scores, support = problem.scores, problem.support
    opt = float(scores[support].max())
    below = support & (scores < opt)
    if not below.any():
        return int(problem.opt_indices[0])
    return int(np.flatnonzero(below & (scores == scores[below].max()))[0])


def experiment_facts(exp: Experiment, entries=()) -> dict[str, str]:
    """basic_facts and bill_facts together: what the story computes for each new experiment (off the GUI thread
    for many candidates); ``entries``: the session's privacy ledger."""
    facts = basic_facts(exp)
    facts.update(bill_facts(exp, entries))
    return facts


def basic_facts(exp: Experiment) -> dict[str, str]:
    """Everything the steps say that depends on the experiment alone (not on draws)."""
    pr, mech, s = exp.problem, exp.mechanism, exp.summary
    unit, noun, cost = pr.score_unit, translated(pr.score_name), translated(pr.cost_name)  # (the scenario's words)

    def in_words(v: float) -> str:
        return fmt.score_words(v, unit, noun, cost)

    scores, pmf = pr.scores, mech.pmf
    opt_idx = pr.opt_indices
    runner = runner_up(pr)
    top = int(s.most_likely)
    eps_release, _why = release_epsilon(mech)
    p_opt = float(pmf[opt_idx].sum())
    said_in = language.current()  # the formatter's words in the story's language (a plain value: thread-safe)
    return {
        "candidate": translated(pr.candidate_name), "candidates": translated(plural(pr.candidate_name)),
        "individual": translated(exp.scenario.individual), "individuals": translated(plural(exp.scenario.individual)),
        "score_name": noun, "n": fmt.count(pr.n), "m": fmt.count(pr.m),
        "opt_name": names_of(pr, opt_idx), "opt_score": in_words(pr.opt),
        "runner_name": str(pr.labels[runner]), "runner_score": in_words(float(scores[runner])),
        "epsilon": fmt.plain(mech.epsilon), "formula": formula(mech), "scale": fmt.plain(mech.scale),
        "sensitivity": fmt.plain(pr.sensitivity),
        "weight_ratio": fmt.factor(log_weight_ratio(mech, int(opt_idx[0]), runner), said_in),
        "p_opt": fmt.probability(p_opt, said_in), "top_name": str(pr.labels[top]),
        "p_top": fmt.probability(float(pmf[top]), said_in), "p_uniform": fmt.probability(1.0 / pr.m, said_in),
        "expected": in_words(s.expected_score),
        "loss": fmt.with_noun(max(pr.opt - s.expected_score, 0.0), unit, cost or noun),
        "bound": fmt.factor(eps_release, said_in), "release_epsilon": fmt.plain(eps_release),
        "share": charge_exponent(mech), "change": translated(fmt.NEIGHBOUR_CHANGE[mech.neighbours]),
    }


def draw_facts(exp: Experiment, chosen: int | None) -> dict[str, str]:
    pr = exp.problem
    if chosen is None:
        return {"draw_result": words("Drawing…"), "chosen_name": "…", "chosen_score": "…", "p_chosen": "…"}
    name = str(pr.labels[chosen])
    score = fmt.score_words(float(pr.scores[chosen]), pr.score_unit, translated(pr.score_name),
                            translated(pr.cost_name))
    p = fmt.probability(float(exp.mechanism.pmf[chosen]), language.current())
    return {"chosen_name": name, "chosen_score": score, "p_chosen": p,
            "draw_result": words("This time it is {name} ({score}), which had a {p} chance.", name=name, score=score,
                                p=p)}


def run_facts(exp: Experiment, aggregate) -> dict[str, str]:
    pr = exp.problem
    trials = aggregate.trials if aggregate is not None else 0
    mean = aggregate.mean if trials else None
    return {"trials": fmt.count(trials),
            "mean": fmt.score_words(mean, pr.score_unit, translated(pr.score_name), translated(pr.cost_name))
            if mean is not None else words("not known yet")}


def _person_rows(exp: Experiment) -> range:
    scenario, pr = exp.scenario, exp.problem
    rows = pr.m if scenario.one_person.rows_are_candidates else int(scenario.rows_in(exp.dataset))
    return range(max(0, min(rows, max(1, PERSON_SEARCH_WORK // max(pr.m, 1)), 60)))


def _describe(exp: Experiment, row: int) -> str:
    scenario, pr = exp.scenario, exp.problem
    one = scenario.one_person
    if one.rows_are_candidates:
        unit = pr.score_name[:-1] if pr.score_name.endswith("s") else pr.score_name
        return words("one {unit} for {name}", unit=translated(unit), name=pr.labels[row])
    if one.describe is not None:
        return one.describe(exp.dataset, row, row + 1)
    names = one.names(exp.dataset)
    if names is not None and row < len(names) and str(names[row]).strip():
        return str(names[row])
    return f"{translated(scenario.individual)} {row + 1}"


def person_facts(exp: Experiment) -> tuple[dict[str, str], dict | None]:
    """The person whose removal moves the chances most (among the first rows), the largest factor by which
    a candidate's chance moves, and both pmfs for the plot (None when no one can be removed)."""
    best = None
    for row in _person_rows(exp):
        try:
            other = Experiment(exp.scenario, neighbour_dataset(exp.scenario.key, exp.dataset, "remove", row),
                               exp.params)
            if other.problem.m != exp.problem.m:
                continue
            loss = float(exact_comparison(exp.mechanism, other.mechanism).loss)
        except Exception:  # noqa: BLE001 — a row that cannot be removed (empty data…) is skipped
            continue
        if best is None or loss > best[0]:
            best = (loss, row, other)
    if best is None:
        return {"person": words("one person"), "max_shift": "—",
                "shift": words("No one can be taken out of these data")}, None
    loss, row, other = best
    bound = removal_bound(exp.mechanism)
    return ({"person": _describe(exp, row), "max_shift": fmt.factor(loss), "shift": shift_words(exp.mechanism, loss)},
            {"p": exp.mechanism.pmf, "q": other.mechanism.pmf, "row": row, "bound": bound})


REMOVAL = "add-remove"  # the story's one person is taken out of the data


def removal_bound(mechanism) -> float | None:
    """The most a chance's log can move when one person is removed (release_epsilon for adding or removing one
    person); None when the analysis in use promises nothing for that change (core.privacy.loss.promise_bound)."""
    if promise_bound(mechanism, REMOVAL) is None:
        return None
    return release_epsilon(mechanism, REMOVAL)[0]


def shift_words(mechanism, loss: float) -> str:
    """How far the chances moved and the promise for removing one person at the slider's ε, said once: when the
    person found moves them as far as the promise allows, the factor is not said twice."""
    said_in = language.current()
    moved, bound = fmt.factor(loss, said_in), removal_bound(mechanism)
    change, eps = translated(fmt.NEIGHBOUR_CHANGE[REMOVAL]), fmt.plain(mechanism.epsilon)
    if loss <= 0:  # a score nobody's data moves: "at most 1 times" said nothing
        return words("The chances do not move at all, whatever the promise for {change} at ε = {eps}", change=change,
                    eps=eps)
    if bound is None:
        return words("The chances move by at most {moved}; the {analysis} analysis in use promises nothing for "
                    "{change}", moved=moved, analysis=translated(mechanism.analysis), change=change)
    limit, power = fmt.factor(bound, said_in), e_to(charge_exponent(mechanism, REMOVAL))
    if limit == moved:
        return words("The chances move by up to {moved}, as far as the promise for {change} allows at ε = {eps} "
                    "({power})", moved=moved, change=change, eps=eps, power=power)
    return words("The chances move by at most {moved}, and for {change} the promise at ε = {eps} is never more than "
                "{limit} ({power})", moved=moved, change=change, eps=eps, limit=limit, power=power)


def e_to(share: str) -> str:
    """e to the share of ε one release costs, as the texts write it: 'e^ε', 'e^(ε/2)', 'e^(0.31)'."""
    return "e^ε" if share == "ε" else f"e^({share})"


def _planned(exp: Experiment) -> tuple[int, float, float, str]:
    """BILL_RELEASES runs at the slider's ε (a plan, before anything was released): (k, ε of one release, the
    tightest total, the share of the slider's ε one release costs); top-k counts its k selections per run."""
    k = BILL_RELEASES
    eps, _why = release_epsilon(exp.mechanism)
    mechanism, share = exp.mechanism.key, charge_exponent(exp.mechanism)
    if exp.scenario.release_charge is not None:
        eps, mechanism, per_run, _why = exp.scenario.release_charge(exp)
        k *= per_run
        share = fmt.plain(eps)
    try:
        _name, total = privacy_bill(eps, k, BILL_DELTA, mechanism).best()
    except Exception:  # noqa: BLE001 — the basic sum always applies
        total = k * eps
    return k, eps, float(total), share


def bill_total(exp: Experiment, entries=()) -> tuple[int, float, float, str]:
    """(k, ε of one release, the tightest total ε after k releases, the share of the slider's ε one release costs:
    "ε/2"). From the session's privacy ledger (``entries``: every release at the ε it was charged, composed
    together, core.ledger_accounting's tightest total without the PLD, which the bill adds) when it holds any —
    one release's ε is then the ledger's (their average where they differ, so k × it is the simple sum; the plot
    draws running_total instead) — else the plan: BILL_RELEASES runs at the slider's ε."""
    entries = list(entries)
    k = sum(int(e.releases) for e in entries)
    if not k:
        return _planned(exp)
    total = la.tightest(la.ledger_totals(entries, BILL_DELTA, with_pld=False))[1]
    plain_sum = math.fsum(e.releases * e.epsilon_charged for e in entries)
    eps = plain_sum / k
    charged = {float(e.epsilon_charged) for e in entries}
    share = fmt.plain(eps) if len(charged) == 1 else words("{eps} on average", eps=fmt.plain(eps))
    return k, eps, float(total), share


def running_total(entries) -> np.ndarray:
    """The ledger's simple sum release by release, [0, ε₁, ε₁ + ε₂, …]: each entry counts its r releases at the
    ε it was charged (basic composition, Σ r_i·ε_i; Dwork–Roth 2014, Thm 3.16), in the order they were made."""
    charges = [float(e.epsilon_charged) for e in entries for _ in range(int(e.releases))]
    return np.concatenate(([0.0], np.cumsum(charges)))


def bill_facts(exp: Experiment, entries=()) -> dict[str, str]:
    """The bill step's numbers: what the ledger spent (or the plan), in words, and what it means for one person's
    belief (core.attacker's sentence, from a 20% starting belief)."""
    entries = list(entries)
    k, eps, total, _share = bill_total(exp, entries)
    charge = charge_text(exp.mechanism)  # top-k's answers are its selections, each one release of the mechanism
    if eps != release_epsilon(exp.mechanism)[0] and not entries:  # Laplace top-k: one release of k·ε
        charge = words("Each answer costs {cost}: {why}.", cost=fmt.plain(eps),
                      why=translated(exp.scenario.release_charge(exp)[3]))
    charged = sorted({float(e.epsilon_charged) for e in entries})
    if not charged:
        spent = words("If {k} answers were released at ε = {epsilon} (nothing has been released yet)",
                     k=fmt.count(k), epsilon=fmt.plain(exp.params.epsilon))
    elif k == 1:
        spent = words("After the 1 answer released so far, charged ε = {epsilon}", epsilon=fmt.plain(charged[0]))
    elif len(charged) == 1:
        spent = words("After the {k} answers released so far, each charged ε = {epsilon}", k=fmt.count(k),
                     epsilon=fmt.plain(charged[0]))
    else:
        spent = words("After the {k} answers released so far, charged from ε = {low} to {high}", k=fmt.count(k),
                     low=fmt.plain(charged[0]), high=fmt.plain(charged[-1]))
    d_total = la.total_delta(entries, BILL_DELTA)
    said_in = language.current()
    return {"k": fmt.count(k), "total_epsilon": f"ε = {fmt.plain(total)}",
            "delta": fmt.probability(BILL_DELTA, said_in),
            "charge": charge, "spent": spent,
            "posterior": posterior_sentence(STARTING_BELIEF, total, d_total, about=belief_about(exp.params.neighbours))
            if math.isfinite(total) else "",
            "total_factor": fmt.factor(total if math.isfinite(total) else 1e300, said_in)}


def numbers_line(facts: dict[str, str], exp: Experiment) -> str:
    """The three numbers a presenter is asked about, in words: the chance of OPT, the expected loss below
    OPT and the factor one person can make, naming the change (adding or removing one person, or replacing one
    person's data) and the ε of the slider: "… by at most ×1.65 (e^(ε/2), ε = 1)"."""
    change = facts["change"][:1].upper() + facts["change"][1:]
    bound = facts["bound"].replace(" times", "").replace(" Mal", "")  # (×1.65: the factor's own word left out)
    return words("Chance of OPT: {p_opt}  ·  expected loss below OPT: {loss}  ·  {change} changes any chance by at "
                "most ×{bound} ({power}, ε = {epsilon})", p_opt=facts["p_opt"], loss=facts["loss"], change=change,
                bound=bound, power=e_to(facts["share"]), epsilon=facts["epsilon"])
