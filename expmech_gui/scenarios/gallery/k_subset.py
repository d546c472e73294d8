"""The k-subset mechanism (Wang, Huang, Wang, Nie, Xu, Yang & Zhou 2016, "Mutual information optimally local private
discrete distribution estimation", §3.1; cited by the blog on the EM as an EM with a data-independent normaliser).

A person holds one of d categories x and reports a k-subset S of them. As an exponential mechanism: the outputs are
the C(d, k) subsets, the score u(x, S) = 1[x ∈ S] (Δ = 1). Every x lies in C(d − 1, k − 1) subsets, so the normaliser
Z = C(d − 1, k − 1)·e^c + C(d − 1, k) is the same for every x and the factor 2 is dropped: c = ε, and
P[S] = e^ε/Z if x ∈ S, 1/Z otherwise — ε-DP locally.

Frequency estimation from n reports: item j is in a report with chance p = k·e^ε/(k·e^ε + d − k) when it is the
person's category and q = (p·(k − 1) + (1 − p)·k)/(d − 1) when it is not; with c_j the reports containing j,
f̂_j = (c_j/n − q)/(p − q) is unbiased for f_j, the share of the n people holding j, with
Var f̂_j = (f_j·p(1 − p) + (1 − f_j)·q(1 − q))/(n·(p − q)²) (each person reports once, independently), and the total
Σ_j Var f̂_j = (p(1 − p) + (d − 1)·q(1 − q))/(n·(p − q)²) does not depend on the frequencies. k = 1 is k-ary
randomized response; RAPPOR's one-hot bits flip with chance 1/(e^(ε/2) + 1) (two bits change with x) and give the
same estimator with p = e^(ε/2)/(e^(ε/2) + 1), q = 1 − p. The best k minimises the total; the rule of thumb
k ≈ d/(e^ε + 1) (Wang et al. 2016; Ye–Barg 2018) is shown beside it.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import combinations

import numpy as np

from .gallery import Comparison
from .universality import em_of_scores, realised_loss
from ...core.problem import ProblemError, check_epsilon
from ...core.translatable import message, words

MAX_SUBSETS = 5_000  # outputs listed exactly (C(d, k)); the estimator's figures need no listing
MAX_CATEGORIES = 10_000


@dataclass(frozen=True)
class Channel:
    """A frequency oracle's two inclusion chances: p = P[j reported | x = j], q = P[j reported | x ≠ j]."""

    name: str
    p: float
    q: float

    def variance(self, share: float, n: int) -> float:
        """Var f̂_j = (f·p(1 − p) + (1 − f)·q(1 − q))/(n·(p − q)²) for an item of share f among n reports."""
        return _over_gap(share * self.p * (1 - self.p) + (1 - share) * self.q * (1 - self.q), self, n)

    def total_variance(self, d: int, n: int) -> float:
        """Σ_j Var f̂_j = (p(1 − p) + (d − 1)·q(1 − q))/(n·(p − q)²), the same for any frequencies."""
        return _over_gap(self.p * (1 - self.p) + (d - 1) * self.q * (1 - self.q), self, n)

    def estimate(self, counts, n: int) -> np.ndarray:
        """f̂_j = (c_j/n − q)/(p − q) from c_j, the reports that contain j."""
        return (np.asarray(counts, dtype=np.float64) / n - self.q) / (self.p - self.q)


def _over_gap(spread: float, channel: Channel, n: int) -> float:
    """spread/(n·(p − q)²); infinite when ε is so small that p and q are equal in floating point."""
    gap = channel.p - channel.q
    return spread / (n * gap * gap) if gap != 0 else math.inf


def subset_channel(d: int, k: int, epsilon: float) -> Channel:
    """p = k·e^ε/(k·e^ε + d − k) = 1/(1 + (d − k)/k·e^(−ε)); q = (p(k − 1) + (1 − p)k)/(d − 1)."""
    eps = check_epsilon(epsilon)
    d, k = check_sizes(d, k)
    p = 1.0 / (1.0 + (d - k) / k * math.exp(-eps))
    return Channel(f"{k}-subset", p, (p * (k - 1) + (1 - p) * k) / (d - 1))


def rappor_channel(epsilon: float) -> Channel:
    """One-hot RAPPOR at ε: each bit kept with chance p = 1/(1 + e^(−ε/2)), so q = 1 − p."""
    eps = check_epsilon(epsilon)
    return Channel("RAPPOR", float(np.exp(-np.logaddexp(0.0, -eps / 2.0))), float(np.exp(-np.logaddexp(0.0, eps / 2.0))))


def best_k(d: int, epsilon: float, n: int = 1) -> int:
    """The k from 1 to d − 1 with the smallest total variance (the first, on a tie)."""
    d, _ = check_sizes(d, 1)
    totals = [subset_channel(d, k, epsilon).total_variance(d, n) for k in range(1, d)]
    return 1 + int(np.argmin(totals))


def rule_of_thumb_k(d: int, epsilon: float) -> float:
    """d/(e^ε + 1)."""
    return d / (math.exp(min(check_epsilon(epsilon), 700.0)) + 1.0)


def check_sizes(d, k) -> tuple[int, int]:
    for name, v in (("the categories d", d), ("the subset size k", k)):
        if isinstance(v, bool) or not float(v).is_integer():
            raise ProblemError(message("{name} must be a whole number, not {v!r}", name=name, v=v))
    d, k = int(d), int(k)
    if not 2 <= d <= MAX_CATEGORIES:
        raise ProblemError(message("the categories d must be from 2 to {max_categories:,}, not {d}",
                                   max_categories=MAX_CATEGORIES, d=d))
    if not 1 <= k <= d - 1:
        raise ProblemError(message("the subset size k must be from 1 to d − 1 = {most}, not {k}", most=d - 1, k=k))
    return d, k


def k_subset(d: int, k: int, x: int, epsilon: float, n: int = 1_000) -> Comparison:
    """The EM over all k-subsets with u(x, S) = 1[x ∈ S] at c = ε beside the k-subset mechanism's own pmf
    (e^ε or 1 over Z), for the person's category x (0-based), with the estimator's variance at n reports against
    k-RR and RAPPOR at the same ε and the best k."""
    eps = check_epsilon(epsilon)
    d, k = check_sizes(d, k)
    if isinstance(x, bool) or not float(x).is_integer() or not 0 <= x < d:
        raise ProblemError(message("the person's category must be a whole number from 1 to d = {d}", d=d))
    if isinstance(n, bool) or not float(n).is_integer() or not 1 <= n <= 1e12:
        raise ProblemError(message("the reports n must be a whole number from 1 to 10^12"))
    subsets = math.comb(d, k)
    if subsets > MAX_SUBSETS:
        raise ProblemError(message("d = {d} and k = {k} give {subsets:,} subsets; at most {max_subsets:,} are "
                                   "listed: use fewer categories or a k nearer 1 or d − 1", d=d, k=k, subsets=subsets,
                                   max_subsets=MAX_SUBSETS))
    members = np.array([[j in s for j in range(d)] for s in combinations(range(d), k)], dtype=np.float64)
    scores = members.T  # rows: the person's category, columns: the subsets
    em = em_of_scores(scores, eps)  # c = ε: the normaliser does not depend on x
    # ln(e^ε/Z) = −ln(C(d − 1, k − 1) + C(d − 1, k)·e^(−ε)), so ε up to 1e300 is never added to a small number
    log_in = -float(np.logaddexp(math.log(math.comb(d - 1, k - 1)), math.log(math.comb(d - 1, k)) - eps))
    classic = np.exp(np.where(members[:, int(x)] > 0, log_in, log_in - eps))
    channels = (subset_channel(d, k, eps), subset_channel(d, 1, eps), rappor_channel(eps))
    totals = {c.name: c.total_variance(d, int(n)) for c in channels}
    k_best = best_k(d, eps, int(n))
    best_total = subset_channel(d, k_best, eps).total_variance(d, int(n))
    labels = tuple("{" + ",".join(str(j + 1) for j in np.flatnonzero(row)) + "}" for row in members)
    loss = realised_loss(em)
    return Comparison(
        "k-subset", "k-subset mechanism", labels, np.arange(subsets, dtype=float), np.exp(em[int(x)]), classic,
        words("the {k}-subset mechanism: e^ε/Z for a subset holding x, 1/Z for the others", k=k),
        words("Each person reports {k} of the {d} categories. A report that includes their own category scores 1, "
              "any other 0; every category lies in the same number of reports, so the total weight is the same "
              "whatever the person holds, and the exponential mechanism is the k-subset mechanism. Counting how "
              "often each category is reported, minus the share it gets by chance, estimates how common it is.",
              k=k, d=d),
        words("Neighbours differ in the person's category: the realised loss is {loss} = ε, not 2ε, because the "
              "normaliser Z = C({others}, {k_less})·e^ε + C({others}, {k}) does not depend on it (c = ε, no factor 2).",
              loss=f"{loss:.6g}", others=d - 1, k_less=k - 1, k=k),
        realised_loss=loss, reference=float(x),
        extras={"p": channels[0].p, "q": channels[0].q, "totals": totals, "best_k": k_best,
                "best_total": best_total, "rule_of_thumb": rule_of_thumb_k(d, eps), "n": int(n),
                "accuracy": accuracy_sentence(k, n, totals, k_best, best_total, rule_of_thumb_k(d, eps))})


def accuracy_sentence(k: int, n: int, totals: dict, k_best: int, best_total: float, thumb: float) -> str:
    """The estimator's total variance beside k-RR's and RAPPOR's at the same ε, and the best k, in words."""
    mine, krr, rappor = (totals[name] for name in (f"{k}-subset", "1-subset", "RAPPOR"))
    return words("Estimating every category's share from {n:,} reports: the summed variance is {mine} with "
                 "{k}-subsets, {krr} with k-ary randomized response (k = 1) and {rappor} with RAPPOR at the same ε. "
                 "The best subset size here is k = {k_best} (summed variance {best_total}); the rule of thumb "
                 "d/(e^ε + 1) says {thumb}.", n=n, mine=f"{mine:.4g}", k=k, krr=f"{krr:.4g}",
                 rappor=f"{rappor:.4g}", k_best=k_best, best_total=f"{best_total:.4g}", thumb=f"{thumb:.3g}")
