"""One experiment = scenario + dataset + parameters → problem, mechanism, exact numbers, results.

The single source of the numbers that the CLI's JSON, the GUI's summary panel and the plots show.
"""
from __future__ import annotations

import math
from dataclasses import asdict, dataclass, replace
from functools import cached_property

import numpy as np

from .core import bounds
from .core.mechanisms import Mechanism, make_mechanism
from .core.mechanisms import mechanism_class
from .core.problem import (ProblemError, SelectionProblem, check_analysis, check_epsilon_in_range,
                           check_neighbours)
from .scenarios import SCENARIOS, Scenario, pricing

MAX_TRIALS = 10**15
MAX_SEED = 2**63 - 1  # what fresh_seed draws from; numpy takes any int, sessions and Qt need a bound


@dataclass(frozen=True)
class RunParameters:
    """Everything a run needs besides the data. α and max price are pricing's (None elsewhere)."""

    epsilon: float = 1.0
    alpha: float | None = None
    max_price: float | None = None
    analysis: str = "general"
    neighbours: str = "add-remove"
    mechanism: str = "exponential"
    trials: int = 10_000
    seed: int | None = None
    t: float = 1.0

    def validated(self, scenario: Scenario) -> "RunParameters":
        """The parameters with pricing's defaults filled in; ProblemError naming the first bad one."""
        check_epsilon_in_range(self.epsilon)
        check_analysis(self.analysis)
        check_neighbours(self.neighbours)
        mechanism_class(self.mechanism)
        bounds.check_t(self.t)
        if isinstance(self.trials, bool) or not isinstance(self.trials, (int, np.integer)) or self.trials < 0:
            raise ProblemError(f"trials must be a whole number ≥ 0, not {self.trials!r}")
        if self.trials > MAX_TRIALS:
            raise ProblemError(f"trials must be at most 10^15, not {self.trials:,}")
        if self.seed is not None and (isinstance(self.seed, bool) or not isinstance(self.seed, (int, np.integer))
                                      or not 0 <= self.seed <= MAX_SEED):
            raise ProblemError(f"the seed must be a whole number from 0 to 2^63 − 1, not {self.seed!r}")
        if not scenario.uses_grid:
            if self.alpha is not None or self.max_price is not None:
                raise ProblemError("α and the max price apply only to the pricing scenario")
            return self
        out = replace(
            self,
            alpha=pricing.DEFAULT_ALPHA if self.alpha is None else self.alpha,
            max_price=pricing.DEFAULT_MAX_PRICE if self.max_price is None else self.max_price,
        )
        pricing.check_max_price(out.max_price)
        pricing.grid_size(out.alpha)
        return out


class Experiment:
    """Validated scenario + dataset + parameters, with the exact quantities derived from them."""

    def __init__(self, scenario: str | Scenario, dataset, params: RunParameters) -> None:
        self.scenario = SCENARIOS[scenario] if isinstance(scenario, str) else scenario
        self.dataset = dataset
        self.params = params.validated(self.scenario)
        self.problem: SelectionProblem = self.scenario.problem(dataset, self.params.alpha, self.params.max_price)
        self.mechanism: Mechanism = make_mechanism(self.params.mechanism, self.problem, self.params.epsilon,
                                                   self.params.analysis, self.params.neighbours)

    @cached_property
    def summary(self) -> bounds.ExactSummary:
        return bounds.ExactSummary.of(self.mechanism, self.params.t)

    @property
    def gamma(self) -> float | None:
        """Pricing's continuous optimum γ (None for other scenarios)."""
        return self.problem.extras.get("gamma") if self.scenario.uses_grid else None

    @cached_property
    def guarantee(self) -> dict | None:
        """Pricing: revenue ≥ γ − (P/m)·n − (1/c)(ln m + t) with probability ≥ 1 − e^(−t) (Kamath lecture 7)."""
        if not self.scenario.uses_grid:
            return None
        p, m, n = self.problem.sensitivity, self.problem.m, self.problem.n
        revenue = pricing.revenue_guarantee(self.gamma, n, m, p, self.mechanism.scale, self.params.t)
        return {
            "revenue": revenue,
            "vacuous": pricing.guarantee_vacuous(revenue, self.problem),
            "probability": 1.0 - math.exp(-self.params.t),
            "gamma": self.gamma,
            "discretisation_loss": p * n / m,
            "selection_loss": (math.log(m) + self.params.t) / self.mechanism.scale,
        }

    def candidate_json(self, i: int):
        values = self.problem.values
        return float(values[i]) if values is not None else self.problem.labels[i]

    def results_rows(self, counts: np.ndarray) -> list[list]:
        """The per-candidate results table: header, then candidate, score, probability, count, frequency."""
        total = int(np.sum(counts))
        rows = [["candidate", "score", "probability", "count", "frequency"]]
        for i in range(self.problem.m):
            rows.append([self.candidate_json(i), repr(float(self.problem.scores[i])),
                         repr(float(self.mechanism.pmf[i])), int(counts[i]),
                         repr(float(counts[i] / total)) if total else "0.0"])
        return rows

    def result(self, counts: np.ndarray | None, seed: int | None, include_counts: bool = True) -> dict:
        """The CLI's `run --json` object (README: "JSON output"); counts None means no trials."""
        pr, s = self.problem, self.summary
        trials = int(np.sum(counts)) if counts is not None else 0
        params = asdict(self.params)
        params["alpha"] = pr.extras.get("alpha") if self.scenario.uses_grid else None
        params["trials"] = trials
        params["seed"] = seed
        out = {
            "scenario": self.scenario.key,
            "parameters": {k: params[k] for k in ("epsilon", "alpha", "max_price", "analysis", "neighbours",
                                                  "mechanism", "trials", "seed", "t")},
            "n": pr.n,
            "candidates": [self.candidate_json(i) for i in range(pr.m)],
            "scores": pr.scores.tolist(),
            "sensitivity": pr.sensitivity,
            "probabilities": self.mechanism.pmf.tolist(),
            "opt": s.opt,
            "opt_candidates": [self.candidate_json(int(i)) for i in pr.opt_indices],
            "opt_continuous": self.gamma,
            "expected_score": s.expected_score,
            "bound": {"t": s.t, "threshold": s.threshold, "vacuous": s.threshold_vacuous,
                      "probability": s.bound_probability, "exact_tail": s.exact_tail},
            "guarantee": self.guarantee,
            "trials": trials,
            "counts": counts.tolist() if counts is not None else [0] * pr.m,
            "empirical_mean_score": bounds.empirical_mean(pr, counts) if counts is not None else None,
            "fraction_below_threshold": (bounds.fraction_at_or_below(pr, counts, s.threshold)
                                         if counts is not None else None),
        }
        if not include_counts:
            del out["counts"]
        return out


def fresh_seed() -> int:
    """A new random seed, reported so that the run can be repeated."""
    return int(np.random.SeedSequence().generate_state(1, dtype=np.uint64)[0] >> 1)
