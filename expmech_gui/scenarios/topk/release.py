"""One top-k release on a SelectionProblem: its method, exact law (where enumeration allows), simulated tallies
and its privacy cost — the numbers the CLI's JSON, the Top-k views and the tests share.

Privacy (ε the user sets = ε of one selection, c = ε/(2Δ) or ε/Δ as for one EM):
* peeling and one-shot Gumbel (the same law) are k adaptive releases of an ε-bounded-range exponential
  mechanism — each selection's candidates depend on the ones chosen before — so the total is the tightest of the
  methods valid for adaptive composition (``accounting.adaptive``): basic k·ε, advanced, KOV's optimal
  composition of ε-DP mechanisms and the zCDP route (ε-BR ⇒ ε²/8-zCDP, Cesar–Rogers 2021); not
  Dong–Durfee–Rogers' optimal BR composition (their Thm 3 is for mechanisms fixed in advance). One selection costs
  ``privacy.release_epsilon`` (ε/2 on a monotone score with the general analysis). Beside them, what the k-set
  really costs by Durfee–Rogers 2019 ("pay what you get": the one-shot Gumbel set is k peeled ε-BR selections,
  charged by their adaptive BR composition for the k outcomes released, ``composition.pay_what_you_get``);
* one-shot Laplace top-k with noise 1/c on every score is kε-DP (Ding, Wang, Zhang, Kifer 2019, "Free gap
  information from the differentially private sparse vector and noisy max mechanisms": noisy top-k with
  Lap(2kΔ/ε′) is ε′-DP, Lap(kΔ/ε′) for monotone scores); Qiao, Su, Zhang (ICML 2021, "Oneshot differentially
  private top-k selection") give an (ε′, δ) bound growing like √k instead, not used here.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable
from functools import cached_property

import numpy as np

from ...core.accounting import bill as accounting
from ...core.accounting.composition import pay_what_you_get
from . import selection as topk
from ...core.mechanisms import Mechanism
from ...core.privacy.loss import release_epsilon
from ...core.problem import ProblemError
from ...core.formatting import delta_words
from ...core.translatable import english, message, translatable, translated

PEELING, GUMBEL, LAPLACE = "peeling", "gumbel", "laplace"
METHOD_TITLES = {PEELING: translatable("Peeling (k exponential mechanisms)"),
                 GUMBEL: translatable("One-shot Gumbel top-k"), LAPLACE: translatable("One-shot Laplace top-k")}
METHOD_HELP = {
    PEELING: translatable("k sequential exponential mechanisms, each winner removed before the next draw"),
    GUMBEL: translatable("Gumbel noise added to the scores once, the k largest taken: the same law as peeling"),
    LAPLACE: translatable("Laplace noise (scale 1/c) added once, the k largest taken: a different law, kε-DP in "
                          "total"),
}
DEFAULT_DELTA = 1e-6
ADAPTIVE_NOTE = ("valid for adaptive composition, as each selection depends on the ones before (the bounded-range "
                 "optimum of Dong–Durfee–Rogers 2020, Thm 3, covers only mechanisms fixed in advance: not used)")
MOST_LIKELY = 20  # ordered selections and sets listed in the JSON, most likely first


def per_selection_epsilon(mechanism: Mechanism, write: Callable[..., str] = english) -> tuple[float, str]:
    """(ε, why) one selection costs: ``release_epsilon`` for the EM; for Laplace noisy max the same ε/2 rule on a
    monotone score with the general analysis (Lap(2Δ/ε) where Lap(Δ/(ε/2)) suffices, Dwork–Roth Claim 3.9). The
    reason is written by ``write``: English (the JSON, the bill) or core.translatable.words (a view)."""
    eps = float(mechanism.epsilon)
    if mechanism.softmax_of_scores:
        return release_epsilon(mechanism)
    if mechanism.analysis == "general" and mechanism.problem.monotone.get(mechanism.neighbours, False):
        return eps / 2, write(translatable(
            "the score is monotone under {neighbours} neighbours, so Laplace noise of scale 2Δ/ε is ε/2-DP per "
            "selection (Dwork–Roth Claim 3.9): each costs ε/2 = {half:.6g}"),
                              neighbours=mechanism.neighbours, half=eps / 2)
    return eps, write(translatable("each selection costs the ε of its analysis, {eps:.6g}"), eps=eps)


def k_set_sentence(per_selection: float, k: int, delta: float, compared: tuple[str, float] | None = None,
                   write: Callable[..., str] = english) -> str:
    """Durfee–Rogers' price of one k-set (``pay_what_you_get``) beside k·ε, or beside ``compared`` = (method in
    words, its total) when given, saying which is tighter; written by ``write`` (English, or words for a view)."""
    dr, pure = pay_what_you_get(per_selection, k, delta), k * per_selection
    if dr >= pure * (1 - 1e-12):
        verdict = write(translatable("no better than k·ε = {pure:.6g} at this k: its √k term needs more selections"),
                        pure=pure)
    elif compared is None:
        verdict = write(translatable("tighter than k·ε = {pure:.6g}"), pure=pure)
    else:
        name, total = compared
        verdict = write(translatable("tighter than {name} ({total:.6g})") if dr < total * (1 - 1e-9) else
                        translatable("looser than {name} ({total:.6g})"), name=name, total=total)
    return write(translatable("Pay what you get (Durfee–Rogers 2019): the one-shot Gumbel k-set is {k} peeled "
                              "exponential-mechanism selections, charged ε = {dr:.6g} with δ = {delta} for the {k} "
                              "released — {verdict}."), k=k, dr=dr, delta=delta_words(delta),
                 verdict=verdict)


@dataclass(frozen=True)
class TopKPrivacy:
    """What the k selections spend: per selection, in total, and how the total was composed."""

    method: str
    k: int
    per_selection: float
    why: str
    delta: float
    bill: accounting.PrivacyBill | None  # peeling / Gumbel: k releases of an ε-BR mechanism

    @property
    def pure_total(self) -> float:
        return self.k * self.per_selection

    @property
    def pay_what_you_get(self) -> float | None:
        """Durfee–Rogers 2019's ε′ for the k outcomes at the bill's δ (peeling, Gumbel), None for Laplace."""
        return None if self.bill is None else pay_what_you_get(self.per_selection, self.k, self.delta)

    def pay_what_you_get_sentence(self, write: Callable[..., str] = english) -> str:
        """Durfee–Rogers' price of the k-set beside k-fold composition, and which is tighter ("" for Laplace),
        written by ``write`` (English, or words for a view: the method's title as the catalogue writes it; the
        English title is lowered mid-sentence)."""
        if self.bill is None:
            return ""
        eps, _delta, how = self.total
        title = accounting.METHOD_TITLES[how]
        name = title.lower() if write is english or translated(title) == title else translated(title)
        return k_set_sentence(self.per_selection, self.k, self.delta, (name, eps), write)

    @property
    def total(self) -> tuple[float, float, str]:
        """(ε, δ, how) of the tightest total."""
        if self.bill is None:
            return self.pure_total, 0.0, "one_shot_noisy_top_k"
        name, value = self.bill.best()
        return float(value), (self.bill.delta if name != "basic" else 0.0), name

    def sentence(self) -> str:
        eps, delta, how = self.total
        if self.bill is None:
            return (f"{self.k} selections at ε = {self.per_selection:.6g} each, released at once with Laplace noise: "
                    f"ε = {eps:.6g} in total (pure ε-DP; noisy top-k, Ding et al. 2019).")
        return (f"{self.k} selections at ε = {self.per_selection:.6g} each: ε = {eps:.6g}, δ = {delta_words(delta)} in total by "
                f"{accounting.METHOD_TITLES[how].lower()} (k·ε = {self.pure_total:.6g} with δ = 0), "
                f"{ADAPTIVE_NOTE}. " + self.pay_what_you_get_sentence())

    def as_json(self) -> dict:
        eps, delta, how = self.total
        return {"method": self.method, "selections": self.k, "per_selection_epsilon": self.per_selection,
                "per_selection_note": self.why, "total_epsilon": eps, "total_delta": delta, "composition": how,
                "composition_title": accounting.METHOD_TITLES.get(how, translatable("one-shot noisy top-k (Ding et al. 2019)")),
                "composition_note": None if self.bill is None else ADAPTIVE_NOTE,
                "pure_total_epsilon": self.pure_total,
                "pay_what_you_get_epsilon": self.pay_what_you_get,
                "bill": self.bill.as_json() if self.bill is not None else None}


def topk_privacy(method: str, mechanism: Mechanism, k: int, delta: float = DEFAULT_DELTA) -> TopKPrivacy:
    eps, why = per_selection_epsilon(mechanism)
    bill = None if method == LAPLACE else accounting.privacy_bill(eps, k, delta, accounting.adaptive("exponential"))
    return TopKPrivacy(method, k, eps, why, delta, bill)


class TopKRelease:
    """k selections by ``method`` from ``mechanism``'s problem; ``mechanism`` is the single selection the method
    repeats (the EM for peeling and Gumbel, Laplace noisy max for Laplace). Peeling is drawn by its one-pass
    Gumbel form (the same ordered law, Durfee–Rogers 2019), or with ``literal`` as k sequential draws."""

    def __init__(self, method: str, mechanism: Mechanism, k: int, literal: bool = False) -> None:
        if method not in METHOD_TITLES:
            raise ValueError(f"unknown top-k method {method!r}")
        self.method, self.mechanism, self.literal = method, mechanism, bool(literal)
        self.problem = mechanism.problem
        self.k = topk.check_k(k, self.problem.m)
        self.true_top = topk.true_top(self.problem.scores, self.k)

    @property
    def exact_available(self) -> bool:
        """Exact law by enumeration: peeling and Gumbel while m!/(m−k)! ≤ EXACT_MAX_TUPLES; Laplace never here."""
        return self.method != LAPLACE and topk.exact_feasible(self.problem.m, self.k)

    @cached_property
    def law(self) -> topk.TopKLaw | None:
        if not self.exact_available:
            return None
        return topk.peeling_law(self.mechanism.log_pmf, self.k, self.problem.scores)

    def expected_total(self) -> tuple[float, float, float]:
        """(E[Σ scores of the k selected], the best total, the worst total): Σ_h P[h among the k]·u(h) from the exact
        law's inclusion probabilities, and the sums of the k largest and the k smallest scores; ProblemError in words where no exact law is
        enumerated (Laplace top-k; more than EXACT_MAX_TUPLES ordered selections)."""
        if self.method == LAPLACE:
            raise ProblemError(message("One-shot Laplace top-k has no exact law here: the Top-k view simulates the k "
                                       "selected at the ε you set."))
        law = self.law
        if law is None:
            raise ProblemError(message("The exact law of k = {k} selected from {m} candidates has {tuples:,} ordered "
                                       "selections, more than the {limit:,} enumerated: the Top-k view simulates it.",
                                       k=self.k, m=self.problem.m, limit=topk.EXACT_MAX_TUPLES,
                                       tuples=topk.ordered_tuple_count(self.problem.m, self.k)))
        ranked = np.sort(np.asarray(self.problem.scores, dtype=np.float64))
        return float(law.inclusion @ self.problem.scores), float(ranked[-self.k:].sum()), float(ranked[:self.k].sum())

    def sample(self, size: int, rng: np.random.Generator) -> np.ndarray:
        """``size`` ordered selections (size × k). Peeling's k sequential exponential mechanisms, winners removed,
        have the law of the k largest of ln w(h) + G_h, G_h i.i.d. Gumbel, in order (Durfee–Rogers 2019, "Practical
        differentially private top-k selection with pay-what-you-get composition"; Vieira 2014): one O(m + k log k)
        pass a draw instead of k passes over the candidates; ``literal`` draws them one after another as written
        (``selection.sample_peeling``)."""
        if self.method == PEELING and self.literal:
            return topk.sample_peeling(self.mechanism.log_pmf, self.k, size, rng)
        if self.method in (PEELING, GUMBEL):
            return topk.sample_gumbel(self.mechanism.log_pmf, self.k, size, rng)
        z = self.mechanism.scaled_gaps(self.problem.scores[None, :])[0]
        return topk.sample_laplace(z, self.k, size, rng)

    def simulate(self, trials: int, rng: np.random.Generator, batch: int = 1 << 16) -> topk.TopKTally:
        """Aggregated counts of ``trials`` selections (drawn in batches; nothing per trial is kept)."""
        out = topk.TopKTally(0, np.zeros(self.problem.m, np.int64), np.zeros(self.k + 1, np.int64))
        done = 0
        while done < trials:
            rows = min(batch, trials - done)
            out = topk.merge(out, topk.tally(self.sample(rows, rng), self.problem.m, self.true_top))
            done += rows
        return out

    def privacy(self, delta: float = DEFAULT_DELTA) -> TopKPrivacy:
        return topk_privacy(self.method, self.mechanism, self.k, delta)

    def report(self, trials: int, seed: int) -> dict:
        """The top-k keys of `expmech run --json`: exact where enumerated (else null), simulated frequencies with
        95 % intervals, the expected number of true top-k recovered, and the privacy spent."""
        sim = self.simulate(trials, np.random.default_rng(np.random.SeedSequence([seed, 0x70F])))
        lo, hi = sim.inclusion_intervals()
        law = self.law
        mean_lo, mean_hi = sim.mean_recovered_interval()
        return {
            "k": self.k,
            "topk_method": self.method,
            "topk_method_title": METHOD_TITLES[self.method],
            "exact": law is not None,
            "exact_limit_tuples": topk.EXACT_MAX_TUPLES,
            "true_top_k": [int(i) for i in np.flatnonzero(self.true_top)],
            "inclusion_probabilities": law.inclusion.tolist() if law is not None else None,
            "inclusion_frequencies": sim.inclusion_frequencies.tolist(),
            "inclusion_interval_95": {"low": lo.tolist(), "high": hi.tolist()},
            "simulated_total": float(sim.inclusion_frequencies @ self.problem.scores),  # the drawn k-sets' mean total
            "recovered_distribution": law.recovered.tolist() if law is not None else None,
            "recovered_frequencies": sim.recovered_frequencies.tolist(),
            "expected_recovered": law.expected_recovered if law is not None else sim.mean_recovered,
            "expected_recovered_source": "exact" if law is not None else "simulated",
            "simulated_recovered": {"mean": sim.mean_recovered, "low_95": mean_lo, "high_95": mean_hi,
                                    "trials": sim.trials},
            "selections_exact": self.most_likely(law) if law is not None else None,
            "privacy": self.privacy().as_json(),
        }

    def most_likely(self, law: topk.TopKLaw, top: int = MOST_LIKELY) -> dict:
        """The ``top`` most likely ordered selections and unordered sets (candidate indices), with how many there
        are in all; the exact laws in full are ``law.ordered()`` and ``law.unordered()``."""
        def first(table: dict) -> list:
            items = sorted(table.items(), key=lambda kv: -kv[1])[:top]
            return [{"candidates": list(t), "probability": p} for t, p in items]

        ordered, unordered = law.ordered(), law.unordered()
        return {"ordered": first(ordered), "ordered_count": len(ordered),
                "unordered": first(unordered), "unordered_count": len(unordered)}
