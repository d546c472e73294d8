"""`expmech account --epsilons E1,E2,…`: the totals of releases at different ε (core.accounting.ledger_totals)."""
from __future__ import annotations

import math
from argparse import Namespace

from .. import api
from .output import json_text, titled_lines
from ..core.formatting import delta_words, plain
from ..core.translatable import translatable, translated, words
from ..core.accounting import ledger_totals as la
from ..core.accounting import bill as accounting


# the mechanisms of `account`'s first line as the sentence names them (api.charge_of: a mechanism's key, or a
# scenario's own method's title in lower case), marked for the catalogue that --locale reads
NAMED_IN_A_SENTENCE = (translatable("exponential mechanism"), translatable("gumbel mechanism"),
                       translatable("permute-and-flip mechanism"), translatable("one-shot Gumbel top-k mechanism"),
                       translatable("one-shot Laplace top-k mechanism"), translatable("peeling (k exponential mechanisms)"))


def account_epsilons(args, out, release_cost, write) -> None:
    """One release per value of ``args.epsilons``, each charged ``release_cost`` (the ε/2 rule with SCENARIO
    --data, as `account --epsilon`); text, or with --json the methods (today's keys plus ``pld``), the tightest,
    and the entries."""
    costs: dict = {}
    charges = []
    for eps in args.epsilons:
        if eps not in costs:
            costs[eps] = release_cost(Namespace(**{**vars(args), "epsilon": eps, "releases": 1}))
        per_release, mechanism, _why, per_run, _named = costs[eps]
        charges.append(la.Charge(per_release, 0.0, per_run, accounting.is_bounded_range(mechanism),
                                 adaptive=accounting.is_adaptive(mechanism)))
    notes = sorted({why for _e, _m, why, _r, _n in costs.values() if why is not None})
    named = next(iter(costs.values()))[4]
    result = api.ledger_bill(charges, args.delta, named)
    totals, releases = result.bill, result.as_dict()["releases"]
    if args.json:
        data = dict(result.as_dict())
        if notes:
            data.update(epsilons_asked=list(args.epsilons), release_note="; ".join(notes))
        if getattr(args, "budget", None) is not None:
            data["budget"] = budget_json(args.budget, args.delta, totals)
        write(args.json, json_text(data))
    if args.json == "-":
        return
    shown = ", ".join(plain(c.epsilon_charged) + (f" ×{c.releases:,}" if c.releases > 1 else "")
                      for c in charges[:12]) + (", …" if len(charges) > 12 else "")
    out.write(releases_line(releases, named, args.delta, epsilons=shown) + "\n")
    if notes:
        asked = ", ".join(plain(e) for e in args.epsilons[:12]) + (", …" if len(args.epsilons) > 12 else "")
        out.write((words("(ε = {asked} asked: {why}; likewise for the others)", asked=asked, why=notes[0])
                   if len(notes) > 1 else asked_line(asked, notes[0])) + "\n")
    one_epsilon = len({c.epsilon_charged for c in charges}) == 1
    out.write(titled_lines(la.LEDGER_TITLES, totals, lambda name, value: la.method_text(name, value, one_epsilon)))
    out.write(la.ledger_sentence(charges, args.delta, totals) + "\n")
    if getattr(args, "budget", None) is not None:
        out.write(budget_line(budget_json(args.budget, args.delta, totals)) + "\n")


def budget_json(epsilon: float, delta: float, totals: dict) -> dict:
    """``{"epsilon", "delta", "spent", "left", "within"}`` of a budget of ``epsilon`` at ``delta`` against the
    tightest of ``totals`` (the JSON's ``budget``)."""
    spent = la.tightest(totals)[1]
    finite = math.isfinite(spent)
    return {"epsilon": float(epsilon), "delta": float(delta), "spent": spent if finite else None,
            "left": epsilon - spent if finite else None, "within": bool(spent <= epsilon)}


def budget_line(budget: dict) -> str:
    """What is left of the budget in words, its numbers as the other lines write them (core.formatting.plain: no
    exponent, four significant digits; δ as delta_words), in the language of --locale (English without it)."""
    epsilon, delta = plain(budget["epsilon"]), delta_words(budget["delta"])
    if not budget["within"]:
        spent = ("ε = " + plain(budget["spent"]) if budget["spent"] is not None
                 else words("more than ε = 10^300"))
        return words("Over the budget of ε = {budget} (δ = {delta}): these releases spend {spent}.", budget=epsilon,
                     delta=delta, spent=spent)
    share = 100 * budget["left"] / budget["epsilon"]
    return words("Budget ε = {budget} (δ = {delta}): ε = {spent} spent, ε = {left} left ({share}% of it).",
                 budget=epsilon, delta=delta, spent=plain(budget["spent"]), left=plain(budget["left"]),
                 share=f"{share:.0f}")


def releases_line(releases: int, named: str, delta: float, epsilon: float | None = None,
                  epsilons: str | None = None) -> str:
    """The first line of `account`: how many releases, at which ε (``epsilon`` for one, the list ``epsilons``
    for --epsilons), of which mechanism, at which δ; numbers by core.formatting (plain, delta_words), words in
    the language of --locale."""
    mechanism = translated(named if named.endswith(")") else f"{named} mechanism")  # (NAMED_IN_A_SENTENCE)
    fields = dict(count=f"{releases:,}", mechanism=mechanism, delta=delta_words(delta))
    if epsilons is None:
        return (words("1 release of an ε = {epsilon} {mechanism}, δ = {delta}", epsilon=plain(epsilon), **fields)
                if releases == 1 else
                words("{count} releases of an ε = {epsilon} {mechanism}, δ = {delta}", epsilon=plain(epsilon),
                      **fields))
    return (words("1 release at ε = {epsilons} of the {mechanism}, δ = {delta}", epsilons=epsilons, **fields)
            if releases == 1 else
            words("{count} releases at ε = {epsilons} of the {mechanism}, δ = {delta}", epsilons=epsilons, **fields))


def asked_line(asked: str, why: str) -> str:
    """Which ε the user asked for when the release is charged another (the ε/2 rule's ``why``)."""
    return words("(ε = {asked} asked: {why})", asked=asked, why=why)
