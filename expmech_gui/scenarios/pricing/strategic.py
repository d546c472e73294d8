"""Strategic participants, exactly: a bidder who misreports a valuation to the private posted-price auction,
and a voter who misreports a ballot (McSherry–Talwar 2007; Kamath lecture 7's digital-goods auction).

Bidder i with true value v_i reports b; the price p is drawn from the mechanism on the data with b in place of
v_i; the bidder buys when the *report* clears the price and pays p, so the utility is (v_i − p)·1[b ≥ p]:
E[u_i(b)] = Σ_p P[price = p | b]·(v_i − p)·1[b ≥ p].  k colluders all report b; their total utility counts.
Beside it the non-private posted price, argmax revenue (ties toward the lower price), which a misreport can move.
A voter whose favourite is t and who votes for r gains 1 when t wins: E[u(r)] = P[t | the ballot moved to r].
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...core.problem import ProblemError
from .truthfulness import ReportScan, best_report, report_epsilon, reported_pmfs
from ...core.translatable import message, translated

DEFAULT_REPORT_POINTS = 301  # the report grid 0..max price, before the other bidders' values are added


@dataclass(frozen=True)
class NonPrivate:
    """The deterministic posted price argmax revenue (ties toward the lower price) under each report."""

    expected_utility: np.ndarray
    truthful_utility: float
    best_index: int

    @property
    def best_gain(self) -> float:
        return float(self.expected_utility[self.best_index] - self.truthful_utility)


def _rows(bidders, n: int, what: str) -> list[int]:
    rows = sorted({int(b) for b in bidders})
    if not rows:
        raise ProblemError(message("choose at least one {what}", what=translated(what)))
    for r in rows:
        if not 0 <= r < n:
            raise ProblemError(message("{what} {r} does not exist: the data has {n:,} (rows 1 to {n:,})",
                                       what=translated(what), r=r + 1, n=n))
    return rows


MAX_OTHER_VALUES = 1_000  # the other bidders' values join the default scan when there are at most this many


def default_reports(values: np.ndarray, max_price: float, truthful: np.ndarray) -> np.ndarray:
    """0 to the max price in DEFAULT_REPORT_POINTS steps, the other bidders' values up to it (when at most
    MAX_OTHER_VALUES distinct ones), and the true values: sorted, each once."""
    grid = np.linspace(0.0, max_price, DEFAULT_REPORT_POINTS)
    others = np.unique(values[values <= max_price])
    return np.unique(np.concatenate([grid, others if others.size <= MAX_OTHER_VALUES else [], truthful]))


def bidder_scan(exp, bidders, reports=None) -> tuple[ReportScan, NonPrivate]:
    """The exact expected utility of bidders ``bidders`` (dataset rows, 0-based; several = colluders who all
    report the same b) for each report b, the truthful one, the best misreport and the bound on its gain; and
    the non-private baseline. ``exp`` is a pricing Experiment."""
    from ...core.privacy.exposure import StepChanges  # the score changes' structures, loaded with a scan

    pr, vals = exp.problem, exp.dataset
    prices = pr.values
    m = prices.size
    rows = _rows(bidders, vals.n, "bidder")
    true = vals.values[rows]
    reports = (default_reports(vals.values, float(prices[-1]), true) if reports is None
               else np.unique(np.asarray(reports, dtype=np.float64)))
    if reports.size == 0 or not np.all(np.isfinite(reports)) or np.any(reports < 0):
        raise ProblemError(message("the reports must be numbers ≥ 0"))
    k_true = np.searchsorted(prices, true, side="right")  # prices each true value reaches
    k_rep = np.searchsorted(prices, reports, side="right")
    steps = [StepChanges(prices, np.full(reports.size, k), k_rep) for k in k_true]

    def changes(a: int, b: int) -> np.ndarray:
        return sum(s.rows(a, b) for s in steps)

    total_value, k = float(true.sum()), len(rows)

    def coalition_utility(pmf: np.ndarray, reach: np.ndarray) -> np.ndarray:
        """Σ_{j < reach} pmf_j·(Σ v_i − k·p_j) per row: buying at every price the report reaches."""
        bought = np.concatenate([np.zeros((pmf.shape[0], 1)), np.cumsum(pmf, axis=1)], axis=1)
        paid = np.concatenate([np.zeros((pmf.shape[0], 1)), np.cumsum(pmf * prices, axis=1)], axis=1)
        r = np.arange(pmf.shape[0])
        return total_value * bought[r, reach] - k * paid[r, reach]

    utility = np.empty(reports.size)
    for a, b, pmf in reported_pmfs(exp.mechanism, changes, reports.size):
        utility[a:b] = coalition_utility(pmf, k_rep[a:b])
    base = exp.mechanism.pmf
    truthful = float(sum(np.sum(base * np.maximum(v - prices, 0.0)) for v in true))
    eps, why = report_epsilon(exp.mechanism)
    # the most a bidder can get: buying at the lowest grid price (utility ≥ 0 counts; overbidding only loses)
    top = float(np.sum(np.maximum(true - prices[0], 0.0)))
    private = ReportScan(reports, utility, truthful, best_report(utility, truthful), eps, why, k, top)

    def posted(scores: np.ndarray) -> np.ndarray:
        return prices[np.argmax(scores, axis=-1)]  # argmax takes the first: ties go to the lower price

    price_true = posted(pr.scores)
    nonprivate_truthful = float(np.sum(np.maximum(true - price_true, 0.0)))
    nonprivate = np.empty(reports.size)
    step = max(1, (1 << 22) // max(m, 1))
    for a in range(0, reports.size, step):
        b = min(reports.size, a + step)
        p = posted(pr.scores[None, :] + changes(a, b))
        nonprivate[a:b] = np.where(reports[a:b] >= p, total_value - k * p, 0.0)
    return private, NonPrivate(nonprivate, nonprivate_truthful, best_report(nonprivate, nonprivate_truthful))


def voter_scan(exp, favourite: int) -> ReportScan:
    """A voter whose ballot in the data is for their favourite, candidate ``favourite`` (0-based): the exact
    chance that the favourite wins for each ballot the voter could cast instead (every candidate; the
    truthful one is the favourite). Utility 1 when the favourite wins."""
    from ...core.privacy.exposure import PointChanges  # the score changes' structures, loaded with a scan

    pr, tally = exp.problem, exp.dataset
    m = pr.m
    if not 0 <= favourite < m:
        raise ProblemError(message("the voter's candidate must be a row from 1 to {m}, not {favourite}", m=m,
                                   favourite=favourite + 1))
    if tally.votes[favourite] <= 0:
        raise ProblemError(message("nobody voted for {candidate}: that ballot is not in the data",
                                   candidate=tally.candidates[favourite]))
    reports = np.arange(m)
    same = reports == favourite
    moved = PointChanges(m, np.where(same, -1, favourite), np.where(same, -1, reports))
    chance = np.empty(m)
    for a, b, pmf in reported_pmfs(exp.mechanism, moved.rows, m):
        chance[a:b] = pmf[:, favourite]
    truthful = float(chance[favourite])
    eps, why = report_epsilon(exp.mechanism)
    return ReportScan(reports.astype(np.float64), chance, truthful, best_report(chance, truthful), eps, why, 1, 1.0)


def _json_number(x: float) -> float | None:
    return float(x) if np.isfinite(x) else None


def bidder_report(exp, rows: list[int], reports=None) -> dict:
    """``expmech truthfulness`` for a pricing bidder (or colluders): the JSON schema of docs/cli.md."""
    private, nonprivate = bidder_scan(exp, rows, reports)
    bidder, rows = rows[0], sorted(set(rows))
    return {
        "bidder": bidder + 1, "colluders": [r + 1 for r in rows],
        "true_value": [float(v) for v in exp.dataset.values[rows]] if len(rows) > 1 else float(exp.dataset.values[rows[0]]),
        "reports": private.reports.tolist(), "expected_utility": private.expected_utility.tolist(),
        "truthful_utility": private.truthful_utility, "best_report": float(private.reports[private.best_index]),
        "best_gain": private.best_gain, "gain_bound": _json_number(private.gain_bound),
        "additive_bound": _json_number(private.additive_bound),
        "epsilon_per_report": private.epsilon_per_report, "epsilon_reason": private.why,
        "nonprivate": {"expected_utility": nonprivate.expected_utility.tolist(),
                       "truthful_utility": nonprivate.truthful_utility,
                       "best_report": float(private.reports[nonprivate.best_index]),
                       "best_gain": nonprivate.best_gain,
                       "rule": "the posted price is the revenue-maximising price, ties broken toward the lower price"},
    }


def voter_report(exp, rows: list[int], reports=None) -> dict:
    """``expmech truthfulness`` for a voter of the candidate on table row ``rows[0]``: the schema of docs/cli.md."""
    if len(rows) != 1:
        raise ProblemError(message("choose one voter (their candidate's row)"))
    scan = voter_scan(exp, rows[0])
    names = [str(c) for c in exp.dataset.candidates]
    return {
        "voter": rows[0] + 1, "favourite": names[rows[0]], "reports": names,
        "expected_utility": scan.expected_utility.tolist(), "truthful_utility": scan.truthful_utility,
        "best_report": names[scan.best_index], "best_gain": scan.best_gain,
        "gain_bound": _json_number(scan.gain_bound), "additive_bound": _json_number(scan.additive_bound),
        "epsilon_per_report": scan.epsilon_per_report,
        "epsilon_reason": scan.why,
    }


def typical_bidder(valuations) -> tuple[int, str]:
    """The participant a shipped example's truthfulness is told for when no row is given: the buyer with the
    highest valuation (the lecture's $3.01 buyer, whom the README follows)."""
    row = int(np.argmax(valuations.values))
    return row, f"the buyer with the highest valuation, {float(valuations.values[row]):g}"


def typical_voter(tally) -> tuple[int, str]:
    """A voter for the runner-up (the candidate with the second-most votes; the winner's if there is one)."""
    order = np.argsort(-np.asarray(tally.votes), kind="stable")
    row = int(order[1] if order.size > 1 else order[0])
    return row, f"a voter for the runner-up, {tally.candidates[row]} ({int(tally.votes[row]):,} votes)"
