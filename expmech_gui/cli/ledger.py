"""`expmech ledger SESSION.expmech [--delta D] [--json PATH|-]`: a saved session's privacy ledger and its totals.

The session file is read and checked as the app reads it (sessions.load: a bad ledger is refused naming the entry
and field). Text: one line per release, then each method's total (core.ledger_accounting, every release at the ε
it was charged), the tightest, what it means for one person (core.attacker) and the budget left. JSON: today's
``methods`` object (method → total ε, null where it does not apply), ``tightest``, ``releases``, ``delta``
(δ_total), ``entries`` (the ledger's own fields) and ``budget`` when the session has one."""
from __future__ import annotations

import math

from ..core.errors import DataError
from .output import json_text, titled_lines, write as _write
from .parser import _delta

NAME = "ledger"
SHOWN_ENTRIES = 50  # text output lists at most this many releases (the JSON lists them all)


def add_parser(sub, _common) -> None:
    p = sub.add_parser(NAME, help="a saved session's privacy ledger: every release and the total ε spent")
    p.add_argument("session", metavar="SESSION.expmech", help="a session file saved by the app")
    p.add_argument("--delta", type=_delta, default=1e-6, metavar="D",
                   help="δ of the totals (greater than 0 and less than 1; default 1e-6)")
    p.add_argument("--json", metavar="PATH|-", help="also write the ledger and its totals as JSON ('-' = to the "
                                                    "screen, instead of the text)")


def ledger_json(state, delta: float, composed=None) -> dict:
    """The JSON object described in the module docstring (``composed``: the ledger's entries as composed at ``delta``,
    release_record.composed_entries, when the caller has them)."""
    from .. import release_record  # the ledger's readers and totals load with this command, not with every
    from ..core.accounting import ledger_totals as la  # `expmech` start (issue 36 §4)

    if composed is None:
        composed = release_record.composed_entries(state.ledger.entries, state.disjoint_data, delta)
    totals = la.ledger_totals(composed, delta)
    too_large = [m for m, v in totals.items() if v is not None and not math.isfinite(v)]
    data = {"releases": sum(e.releases for e in state.ledger.entries), "delta": la.total_delta(composed, delta),
            "methods": {m: (None if m in too_large else v) for m, v in totals.items()}, "too_large": too_large,
            "tightest": la.tightest(totals)[0] if composed else None, "disjoint_data": state.disjoint_data,
            "entries": [e.as_json() for e in state.ledger.entries]}
    if state.budget is not None:
        data["budget"] = budget_json(composed, state.budget)
    return data


def budget_json(entries, budget: tuple[float, float]) -> dict:
    """``{"epsilon", "delta", "spent", "left", "within"}``: the budget and the tightest total at its δ."""
    from .. import release_record

    spent = release_record.spent_total(entries, budget[1])
    return {"epsilon": budget[0], "delta": budget[1], "spent": spent, "left": budget[0] - spent,
            "within": spent <= budget[0]}


def run(args, out, err) -> None:
    from .. import release_record, sessions
    from ..core.accounting import ledger_totals as la
    from ..core.formatting import plain
    from ..core.privacy import attacker

    try:
        state = sessions.load(args.session)
    except sessions.SessionError as exc:
        raise DataError(str(exc)) from None
    composed = release_record.composed_entries(state.ledger.entries, state.disjoint_data, args.delta)
    data = ledger_json(state, args.delta, composed)
    if args.json:
        _write(args.json, json_text(data), out)
    if args.json == "-":
        return
    entries = state.ledger.entries
    out.write(release_record.ledger_summary(entries, state.disjoint_data) + "\n")
    for e in entries[-SHOWN_ENTRIES:]:
        out.write(f"  {e.time}  {e.workspace:<8} ε set {plain(e.epsilon_set)}, charged {plain(e.epsilon_charged)}"
                  f"{f' ×{e.releases:,}' if e.releases > 1 else ''}  {e.mechanism}  → {e.output[:60]}\n")
    if len(entries) > SHOWN_ENTRIES:
        out.write(f"  (the {len(entries) - SHOWN_ENTRIES:,} older releases: see --json)\n")
    if not entries:
        return
    totals = {m: data["methods"][m] if m not in data["too_large"] else math.inf for m in data["methods"]}
    one_epsilon = len({e.epsilon_charged for e in composed}) == 1
    out.write(titled_lines(la.LEDGER_TITLES, totals, lambda name, value: la.method_text(name, value, one_epsilon)))
    out.write(la.ledger_sentence(composed, args.delta, totals) + "\n")
    total = la.tightest(totals)[1]
    if math.isfinite(total):
        out.write(attacker.posterior_sentence(0.2, total, data["delta"]) + "\n")
    if state.budget is not None:
        out.write(release_record.budget_left_sentence(composed, state.budget) + "\n")
