"""Approximate truthfulness, exactly: what a participant gains by misreporting to a private mechanism.

McSherry–Talwar ("Mechanism design via differential privacy", 2007): if changing one report changes the
probability of any output by at most e^ε, then for any utility u ≥ 0 of the outputs
E_report[u] ≤ e^ε·E_truth[u], so a misreport gains at most (e^ε − 1)·E_truth[u]; k colluders, e^(kε).
This module computes the expected utilities exactly from the mechanism's pmf on the reported data, and the
per-report ε that the bound may use (``report_epsilon``). Scenario-free: a caller gives the score changes a
report makes and the utility of each output.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from ...core.mechanisms import Mechanism

_ROW_ENTRIES = 1 << 22  # candidates × reports evaluated at once


def report_epsilon(mechanism: Mechanism) -> tuple[float, str]:
    """(ε, why) of one changed report: the mechanism's loss under the *replace* notion
    (``privacy.release_epsilon``: ε/2 for the exponential mechanism with the general analysis on a score that a
    changed report moves one way only, as pricing's revenue)."""
    from ...core.privacy.loss import release_epsilon  # loaded with the first scan, not with every scenario

    return release_epsilon(mechanism, "replace")


@dataclass(frozen=True)
class ReportScan:
    """Exact expected utility of the (coalition's) truthful report and of each scanned report."""

    reports: np.ndarray
    expected_utility: np.ndarray
    truthful_utility: float
    best_index: int  # into reports (the first of equal gains)
    epsilon_per_report: float
    why: str
    colluders: int
    max_utility: float = math.inf  # the largest utility any output can give (the additive bound's scale)

    @property
    def best_gain(self) -> float:
        return float(self.expected_utility[self.best_index] - self.truthful_utility)

    @property
    def gain_bound(self) -> float:
        """(e^(kε) − 1)·E[u(truth)], from the logarithm (never overflows to nan)."""
        k_eps = self.colluders * self.epsilon_per_report
        return math.expm1(k_eps) * self.truthful_utility if k_eps < 700 else math.inf

    @property
    def additive_bound(self) -> float:
        """U_max·tanh(kε/2): an ε-DP pair of output laws is within total variation (e^ε − 1)/(e^ε + 1) of each
        other, so a utility in [0, U_max] moves by at most that much (≤ kε·U_max/2) — tighter than the
        multiplicative bound when the truthful utility is large beside U_max."""
        return self.max_utility * math.tanh(self.colluders * self.epsilon_per_report / 2)

    @property
    def tightest_bound(self) -> float:
        return min(self.gain_bound, self.additive_bound)


def reported_pmfs(mechanism: Mechanism, changes, count: int):
    """(a, b, pmf rows) for reports a..b−1 in chunks of about 4 million probabilities: the mechanism's exact
    pmf on each reported dataset, whose score changes ``changes(a, b)`` gives (rows × m)."""
    pr = mechanism.problem
    step = max(1, _ROW_ENTRIES // max(pr.m, 1))
    for a in range(0, count, step):
        b = min(count, a + step)
        log_pmf = mechanism.log_pmf_rows(pr.scores[None, :] + changes(a, b))
        with np.errstate(under="ignore"):
            pmf = np.exp(log_pmf)
        yield a, b, pmf / pmf.sum(axis=1, keepdims=True)


def best_report(utility: np.ndarray, truthful: float) -> int:
    """The report of largest expected utility (the first of equals, so the lowest report when reports are
    sorted)."""
    return int(np.argmax(np.asarray(utility) - truthful))
