"""What the session's releases mean for one person, in an attacker's terms (issue 31 §4), Qt-free.

``ledger_risk``: the ledger's total (ε, δ) — the tightest valid total (core.ledger_accounting) at δ_total — with
the posterior bound at a starting belief and the trade-off sentence (core.attacker, the one place for that
wording). ``exposure_loss``: the exact privacy-loss distribution of the most exposed person (core.privacy's
search) over the ledger's releases (core.loss_distribution): each release on this workspace's data, made by one
mechanism, from the exact pmfs rebuilt at the ε, mechanism, analysis and neighbours it had; any other release
(other data or workspaces, a top-k set, settings that no longer fit) by its worst case at the ε it was charged —
randomized response, which dominates every ε-DP release, so the total is never under-counted.
"""
from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, replace

import numpy as np

from .core.privacy import attacker
from .core.accounting import ledger_totals as la
from .core.privacy.loss_distribution import (
    LossDistribution,
    ledger_loss_distribution,
    release_losses,
    worst_case_losses,
)
from .core.problem import ProblemError
from .core.translatable import words
from .experiment import Experiment

TRADEOFF_FPR = 0.05  # the false-positive rate the trade-off sentence speaks of


@dataclass(frozen=True)
class LedgerRisk:
    """The ledger's total (ε, δ) and its meaning for one person; ε = 0 before any release."""

    epsilon: float
    delta: float
    method: str
    releases: int

    def posterior(self, prior: float) -> float:
        return attacker.posterior_bound(prior, self.epsilon)

    def posterior_sentence(self, prior: float) -> str:
        if not self.releases:
            return words("Nothing has been released yet, so no one's belief about you can have moved: {sentence}",
                         sentence=attacker.posterior_sentence(prior, 0.0))
        return attacker.posterior_sentence(prior, self.epsilon, self.delta)

    def tradeoff_sentence(self, fpr: float = TRADEOFF_FPR) -> str:
        return attacker.tradeoff_sentence(self.epsilon, self.delta, fpr)

    def formula(self) -> str:
        return attacker.posterior_formula(self.epsilon, self.delta)


def ledger_risk(entries, delta: float, with_pld: bool = True) -> LedgerRisk:
    """The tightest valid total of ``entries`` at slack ``delta`` and its δ_total (core.ledger_accounting)."""
    entries = list(entries)
    releases = sum(int(e.releases) for e in entries)
    if not releases:
        return LedgerRisk(0.0, 0.0, "basic", 0)
    method, total = la.tightest(la.ledger_totals(entries, delta, with_pld=with_pld))
    return LedgerRisk(float(total), la.total_delta(entries, delta), method, releases)


def _exact_kind(entry, workspace: str, fingerprint: str) -> bool:
    return (entry.workspace == workspace and entry.fingerprint == fingerprint and entry.releases == 1
            and not entry.adaptive and entry.delta == 0)


def _neighbour_pmfs(exp, worst_change: np.ndarray, epsilon: float, mechanism: str, analysis: str,
                    neighbours: str):
    """(ln P[M(D) = ·], ln P[M(D′) = ·]) of one release at the entry's settings, D′ the most exposed person's
    change, or None where they no longer fit (the candidates changed, or the settings are refused now)."""
    params = replace(exp.params, epsilon=epsilon, mechanism=mechanism, analysis=analysis, neighbours=neighbours)
    try:
        mech = Experiment(exp.scenario, exp.dataset, params).mechanism
    except (ProblemError, ValueError, KeyError):
        return None
    if mech.problem.m != worst_change.size:
        return None
    return mech.log_pmf, mech.log_pmf_rows(mech.problem.scores[None, :] + worst_change[None, :])[0]


@dataclass(frozen=True)
class ExposureLoss:
    """The composed loss of the most exposed person, how many releases were exact and how many stood in, and
    the direction: ``reverse`` when the loss is ln(P[M(D′)=o]/P[M(D)=o]) with o drawn on the changed data."""

    distribution: LossDistribution
    exact_releases: int
    stand_in_releases: int
    reverse: bool = False


def exposure_loss(exp, worst_change, entries, workspace: str, fingerprint: str, cancelled=lambda: False
                  ) -> ExposureLoss:
    """The privacy-loss distribution of the most exposed person (Δu = ``worst_change``) over ``entries``: the
    loss L = ln(P[M(D)=o]/P[M(D′)=o]), o drawn on D — or the other way round where that one can be larger
    (the search finds the largest |L|; DP bounds both directions), judged on the releases' largest loss."""
    worst_change = np.asarray(worst_change, dtype=float)
    exact: Counter = Counter()
    stand_in: Counter = Counter()
    for e in entries:
        if _exact_kind(e, workspace, fingerprint):
            exact[(float(e.epsilon_set), e.mechanism, e.analysis, e.neighbours)] += 1
        else:
            stand_in[(float(e.epsilon_charged), float(e.delta))] += int(e.releases)
    pmfs = []
    for (eps, mechanism, analysis, neighbours), r in exact.items():
        if cancelled():
            raise la.accounting.Cancelled("the privacy-loss distribution was cancelled")
        pair = _neighbour_pmfs(exp, worst_change, eps, mechanism, analysis, neighbours)
        if pair is None:
            stand_in[(float(eps), 0.0)] += r
        else:
            pmfs.append((pair, r))
    forward = [(*release_losses(p, q), r) for (p, q), r in pmfs]
    backward = [(*release_losses(q, p), r) for (p, q), r in pmfs]
    reverse = _largest(backward) > _largest(forward)
    parts = (backward if reverse else forward) + [(*worst_case_losses(eps, d), r) for (eps, d), r in stand_in.items()]
    return ExposureLoss(ledger_loss_distribution(parts), sum(r for _p, r in pmfs), sum(stand_in.values()), reverse)


def _largest(parts) -> float:
    """Σ r·(largest loss of one release), +∞ with an atom there."""
    return math.fsum(math.inf if inf > 0 else r * float(np.max(x, initial=-math.inf)) for x, _p, inf, r in parts)


def _loss_words(x: float) -> str:
    """A loss in words: three significant digits, or 'less than 0.001'."""
    from .core.formatting import plain
    return words("less than 0.001") if 0 <= x < 1e-3 else plain(x, 3)


def exposure_sentence(result: ExposureLoss, risk: LedgerRisk, person: str) -> str:
    """The distribution in words: its mean, the worst case, and how often the loss passes the total ε (in the
    language in use, its numbers in English separators: core.translatable.words)."""
    from .core.formatting import plain
    d = result.distribution
    if not d.releases:
        return words("Nothing has been released yet: the privacy loss of every person is zero.")
    tail = d.tail(risk.epsilon)
    worst = d.largest()
    seen = (" " + words("(seen from the data with that change, where this person's loss is larger)")
            if result.reverse else "")
    text = words("For the most exposed person ({person}){seen}, everything released so far gives a privacy loss of "
                 "{mean} on average, at most {worst} (the worst case); it passes the total ε = {total} with a chance "
                 "of {chance}.", person=person, seen=seen, mean=_loss_words(d.mean()),
                 worst=plain(worst, 3) if math.isfinite(worst) else words("unbounded"), total=plain(risk.epsilon, 4),
                 chance=words("no more than {chance}", chance=attacker.chance_text(tail)) if tail > 0 else "0%")
    if result.stand_in_releases:
        text += " " + words("{count} of the {releases} releases were not made on this data by one mechanism "
                            "(another workspace or data, a top-k set): each counts at its worst case.",
                            count=f"{result.stand_in_releases:,}", releases=f"{d.releases:,}")
    return text
