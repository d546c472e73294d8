"""What one release is charged, in words said the same way wherever they are said (issue 30, item 2): the share
of ε written beside the control's ε ("ε/2") and one sentence saying why, both from core.privacy.loss.release_epsilon
(the exponential mechanism or permute-and-flip with the general analysis c = ε/(2Δ) on a score one person moves
one way is ε/2-DP; McSherry–Talwar 2007, McKenna–Sheldon 2020)."""
from __future__ import annotations

from ..formatting import NEIGHBOUR_CHANGE, plain
from ..mechanisms import Mechanism
from ..privacy.loss import promise_bound, release_epsilon
from ..translatable import translated, words


def charge_exponent(mechanism: Mechanism, notion: str | None = None) -> str:
    """The share of ε one release costs under ``notion`` (default: the mechanism's own): "ε", "ε/2", or the
    number itself when the score's range makes it less."""
    eps, cost = float(mechanism.epsilon), release_epsilon(mechanism, notion)[0]
    return "ε" if cost == eps else "ε/2" if cost == eps / 2 else plain(cost, 6)


def release_band(mechanism: Mechanism, notion: str) -> tuple[float, str]:
    """(ε, its name) one release can lose for a change under ``notion``: the one-person view's dashed band ±ε.
    ``release_epsilon`` under that notion where the analysis covers it (``promise_bound``), else under the
    mechanism's own — ε/2 for the EM, Gumbel or permute-and-flip with the general analysis c = ε/(2Δ) on a score
    one person moves one way (McSherry–Talwar 2007; McKenna–Sheldon 2020), as the bill charges and the view's
    sentence promises; named as ``charge_exponent`` names it ("ε", "ε/2" or the number)."""
    covered = notion if promise_bound(mechanism, notion) is not None else None
    return release_epsilon(mechanism, covered)[0], charge_exponent(mechanism, covered)


def charge_text(mechanism: Mechanism, notion: str | None = None) -> str:
    """Why one release costs what it does: "Each answer costs ε/2 = 0.5 at ε = 1: adding or removing one person
    moves every score the same way, so a choice spends only ε/2." """
    notion = notion or mechanism.neighbours
    eps, cost = float(mechanism.epsilon), release_epsilon(mechanism, notion)[0]
    change = translated(NEIGHBOUR_CHANGE[notion])
    if cost == eps:
        return words("Each answer costs its whole ε = {epsilon} for {change}.", epsilon=plain(eps, 6), change=change)
    if cost == eps / 2:
        return words("Each answer costs ε/2 = {cost} at ε = {epsilon}: {change} moves every score the same way, so "
                     "a choice spends only ε/2.", cost=plain(cost, 6), epsilon=plain(eps, 6), change=change)
    return words("Each answer costs {cost} at ε = {epsilon}: {change} moves the scores by less than their full "
                 "range apart, so a choice spends less than ε.", cost=plain(cost, 6), epsilon=plain(eps, 6),
                 change=change)
