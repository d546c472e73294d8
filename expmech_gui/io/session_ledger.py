"""The session file's privacy ledger and budget (issue 31): two optional top-level keys beside the workspaces.

``"privacy_ledger"``: core.accounting.ledger's own object (``{"format": "expmech-ledger", "version": 1, "entries": […]}``,
versioned by itself); a file without it (written before the ledger existed) opens with an empty ledger.
``"privacy_budget"``: ``{"epsilon": ε, "delta": δ}`` or absent (no budget). ``"privacy_disjoint_data"``: true
when the user stated that releases on different data fingerprints are on disjoint datasets (composed apart);
absent otherwise (the default: everything composed together). A hostile ledger refuses the whole
file, naming the entry and field: opening the rest with an empty ledger would under-count what was spent.

A file holding any of them is format version 3 (io.session.LEDGER_FORMAT_VERSION), so that an app that does not
know the ledger refuses it in words ("version 3 is not supported … a newer ExpMech Studio may open it") instead of
opening it and dropping what was spent; version 2 files with a ledger (written before the bump) are still read.
"""
from __future__ import annotations

import math
import numbers

from ..core.problem import ProblemError
from ..core.accounting.ledger import MAX_EPSILON, Ledger
from ..core.translatable import message, numeral, translatable

LEDGER_KEY = "privacy_ledger"
BUDGET_KEY = "privacy_budget"
DISJOINT_KEY = "privacy_disjoint_data"


def ledger_doc(ledger: Ledger | None, budget: tuple[float, float] | None, disjoint_data: bool = False) -> dict:
    """The keys a session document gains (none for an empty ledger, no budget and everything composed)."""
    doc = {}
    if disjoint_data:
        doc[DISJOINT_KEY] = True
    if ledger is not None and len(ledger):
        doc[LEDGER_KEY] = ledger.to_json()
    if budget is not None:
        doc[BUDGET_KEY] = {"epsilon": float(budget[0]), "delta": float(budget[1])}
    return doc


def check_budget(epsilon, delta) -> tuple[float, float]:
    """(ε, δ) of a budget: ε greater than 0 and at most 10⁴, δ from 0 to less than 1; ProblemError otherwise."""
    for name, value, hi in (("ε", epsilon, MAX_EPSILON), ("δ", delta, 1.0)):
        ok = (not isinstance(value, bool) and isinstance(value, numbers.Real) and math.isfinite(float(value))
              and (0 < float(value) <= hi if name == "ε" else 0 <= float(value) < hi))
        if not ok:
            template = (translatable("the budget's ε must be a number greater than 0 and at most {most}, not "
                                     "{value!r:.40}") if name == "ε" else
                        translatable("the budget's δ must be a number from 0 to less than 1, not {value!r:.40}"))
            raise ProblemError(message(template, most=numeral("10,000"), value=value))
    return float(epsilon), float(delta)


def parse_ledger(doc: dict, source: str, fail) -> tuple[Ledger, tuple[float, float] | None, bool]:
    """The ledger, budget and disjoint-data statement of a session document; ``fail(source, where, reason)``
    raises on a bad one."""
    disjoint = doc.get(DISJOINT_KEY, False)
    if not isinstance(disjoint, bool):
        fail(source, DISJOINT_KEY, message("expected true or false, not {disjoint!r:.40}", disjoint=disjoint))
    ledger = Ledger()
    if LEDGER_KEY in doc:
        try:
            ledger = Ledger.from_json(doc[LEDGER_KEY])
        except ProblemError as exc:
            fail(source, LEDGER_KEY, str(exc))
    budget = doc.get(BUDGET_KEY)
    if budget is not None:
        if not isinstance(budget, dict) or set(budget) != {"epsilon", "delta"}:
            fail(source, BUDGET_KEY, message("expected an object with “epsilon” and “delta”"))
        try:
            budget = check_budget(budget["epsilon"], budget["delta"])
        except ProblemError as exc:
            fail(source, BUDGET_KEY, str(exc))
    return ledger, budget, disjoint
