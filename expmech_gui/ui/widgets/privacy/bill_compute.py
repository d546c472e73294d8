"""What the privacy bill computes on its background job (issue 31): what was spent, from the session's ledger
(core.accounting.ledger_totals), apart from what a plan at the current ε would add.

Spent: the ledger's entries, each at the ε charged when it was released — changing ε, the data or the mechanism
never re-prices them. When every entry shares one ε and kind, the totals and sentence are today's bill exactly
(``accounting.release_bill``, progress and Cancel included). The curve: total ε after k releases in all, the
releases beyond those spent made at the current ε (a plan); the what-if line says the same in words."""
from __future__ import annotations

import math

import numpy as np

from ....core.accounting import bill as accounting
from ....core.accounting import ledger_totals as la
from ....core.privacy import attacker
from ....core.translatable import translatable, translated, words

EXACT_CURVE_RELEASES = 3000  # curve points up to this k use the optimal methods; beyond, the formulas
CURVE_POINTS = 22
PLD_RELEASES = accounting.MAX_RELEASES  # the PLD of a mixed ledger only up to this many releases (seconds)
NO_RELEASES = translatable("No releases yet, so nothing has been spent: each Run once publishes one private choice "
                           "(tick the box to count the simulated trials too).")


def one_kind(charges) -> tuple[float, str] | None:
    """(ε, accounting key) when every charge shares them and is pure ε-DP, else None."""
    kinds = {(float(c.epsilon_charged), la.accounting_key(c)) for c in charges}
    if len(kinds) != 1 or any(c.delta > 0 for c in charges):
        return None
    return next(iter(kinds))


def spent_bill(charges, delta: float, progress, cancelled, digits: int = accounting.TOTAL_DIGITS
               ) -> tuple[dict | None, str, bool]:
    """(totals, sentence, exact) of what was spent; the sentence's total to ``digits`` significant digits."""
    k = sum(int(c.releases) for c in charges)
    if k == 0:
        return None, translated(NO_RELEASES), False
    same = one_kind(charges)
    if same is not None:
        return accounting.release_bill(same[0], k, delta, same[1], progress=progress, cancelled=cancelled,
                                       digits=digits)
    totals = la.ledger_totals(charges, delta, with_pld=k <= PLD_RELEASES)
    return totals, la.ledger_sentence(charges, delta, totals, digits), True


def _curve_point(charges, spent_k: int, plan: tuple[float, str], kk: int, delta: float, cancelled) -> dict | None:
    """Each method's total after ``kk`` releases in all, those beyond the spent ones at the plan's ε."""
    same = one_kind(charges) if charges else plan
    if same == plan:  # one ε and kind throughout: today's curve, also below the releases spent
        if kk <= EXACT_CURVE_RELEASES:
            return accounting.privacy_bill(plan[0], kk, delta, plan[1], cancelled=cancelled).methods()
        return accounting.formula_totals(plan[0], kk, delta, plan[1])
    if kk < spent_k:
        return None
    key = plan[1]
    more = [la.Charge(plan[0], 0.0, kk - spent_k, accounting.is_bounded_range(key),
                      adaptive=accounting.is_adaptive(key))] if kk > spent_k else []
    return la.ledger_totals([*charges, *more], delta, with_pld=False)


def compute_bill(charges, delta: float, plan: tuple[float, str], what_if_k: int, progress, cancelled) -> dict:
    """The bill of ``charges`` (ledger entries, plus simulated trials where counted) and the plan's curve and
    what-if line, at the current ε and mechanism ``plan``."""
    charges = list(charges)
    k = sum(int(c.releases) for c in charges)
    top = max(1000.0, 10.0 * float(k)) if k < 1e300 else 1e301
    ks = sorted({max(1, int(round(v))) for v in np.geomspace(1.0, top, CURVE_POINTS)})
    units = 1000
    share_now = 700 if 1 <= k <= accounting.MAX_RELEASES else 0
    progress(0, units)

    def now_progress(done, total):
        progress(int(share_now * done / max(total, 1)), units)

    totals, sentence, exact = spent_bill(charges, delta, now_progress, cancelled)
    curves = {m: [] for m in accounting.METHODS}
    for j, kk in enumerate(ks):
        if cancelled():
            raise accounting.Cancelled("the privacy bill was cancelled")
        point = _curve_point(charges, k, plan, kk, delta, cancelled) or {}
        for m in accounting.METHODS:
            curves[m].append(point.get(m))
        progress(share_now + int((units - share_now) * (j + 1) / len(ks)), units)
    return {"k": k, "ks": ks, "curves": curves, "totals": totals, "sentence": sentence, "exact": exact,
            "posterior": posterior_line(charges, delta, totals),
            "what_if": what_if_line(charges, delta, plan, what_if_k), "epsilons": sorted(
                {float(c.epsilon_charged) for c in charges})}


def what_if_line(charges, delta: float, plan: tuple[float, str], more: int) -> str:
    """'k more releases at the current ε would bring the total to …' — a plan, never added to what was spent."""
    if k_total(charges) + more > accounting.MAX_RELEASES:
        return ""
    br = accounting.is_bounded_range(plan[1]) and not accounting.is_adaptive(plan[1])  # adaptive: as plain ε-DP
    text = la.what_if_sentence(charges, delta, plan[0], more, br)
    return words("What if (a plan, not spent): {plan}", plan=text)


def posterior_line(charges, delta: float, totals: dict | None) -> str:
    """What the spent total means for a 20% starting belief (core.attacker's sentence; "" before any release)."""
    if not totals:
        return ""
    total = la.tightest(totals)[1]
    return attacker.posterior_sentence(attacker.STARTING_BELIEF, total, la.total_delta(charges, delta)) \
        if math.isfinite(total) else ""


def k_total(charges) -> int:
    return sum(int(c.releases) for c in charges)


def finite(y) -> bool:
    return y is not None and math.isfinite(y) and 0 < y < 1e300
