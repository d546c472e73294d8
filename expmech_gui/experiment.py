"""One experiment = scenario + dataset + parameters → problem, mechanism, exact numbers, results.

The single source of the numbers that the CLI's JSON, the GUI's summary panel and the plots show.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

import numpy as np

from .core import bounds, score_stats
from .core.accuracy_by_mass import AccuracyByMass, accuracy_by_mass
from .core.mechanisms import Mechanism, make_mechanism, mechanism_class
from .core.params import PARAMS
from .core.problem import (ProblemError, SelectionProblem, check_analysis, check_epsilon_in_range,
                           check_neighbours)
from .scenarios import SCENARIOS, Scenario


@dataclass(frozen=True, init=False)
class RunParameters:
    """Everything a run needs besides the data. ``settings`` are the scenario's own parameters (pricing: α and
    max price), as (name, value) pairs; ``params.alpha`` reads one (None where the scenario has none)."""

    epsilon: float = 1.0
    analysis: str = "general"
    neighbours: str = "add-remove"
    mechanism: str = "exponential"
    trials: int = 10_000
    seed: int | None = None
    t: float = 1.0
    settings: tuple[tuple[str, float], ...] = ()

    def __init__(self, epsilon: float = 1.0, analysis: str = "general", neighbours: str = "add-remove",
                 mechanism: str = "exponential", trials: int = 10_000, seed: int | None = None, t: float = 1.0,
                 settings=(), **named_settings) -> None:
        merged = dict(settings)
        merged.update(named_settings)
        for name, value in (("epsilon", epsilon), ("analysis", analysis), ("neighbours", neighbours),
                            ("mechanism", mechanism), ("trials", trials), ("seed", seed), ("t", t),
                            ("settings", tuple(sorted((k, v) for k, v in merged.items() if v is not None)))):
            object.__setattr__(self, name, value)

    def __getattr__(self, name: str):
        """A scenario's own setting by its name (None when not given); a name no scenario has is an error. A
        setting given is read without loading every scenario's module to learn the names."""
        if name.startswith("__"):
            raise AttributeError(name)
        given = dict(object.__getattribute__(self, "settings"))
        if name in given:
            return given[name]
        if name not in setting_names():
            raise AttributeError(name)
        return None

    @property
    def setting_values(self) -> dict[str, float]:
        return dict(self.settings)

    def validated(self, scenario: Scenario) -> "RunParameters":
        """The parameters with the scenario's defaults filled in; ProblemError naming the first bad one."""
        check_epsilon_in_range(self.epsilon)
        check_analysis(self.analysis)
        check_neighbours(self.neighbours)
        mechanism = scenario.own_mechanism(self.mechanism, PARAMS["mechanism"].default)
        if not scenario.mechanisms:
            mechanism_class(mechanism)
        bounds.check_t(self.t)
        PARAMS["trials"].check(self.trials, run=True)
        if self.seed is not None:
            PARAMS["seed"].check(self.seed, run=True)
        return replace(self, mechanism=mechanism,
                       settings=tuple(sorted(scenario.with_defaults(self.setting_values).items())))


def setting_names() -> set[str]:
    """The names of every registered scenario's own settings (read at call time)."""
    return {s.name for sc in SCENARIOS.values() for s in sc.settings}


class Experiment:
    """Validated scenario + dataset + parameters, with the exact quantities derived from them."""

    def __init__(self, scenario: str | Scenario, dataset, params: RunParameters) -> None:
        self.scenario = SCENARIOS[scenario] if isinstance(scenario, str) else scenario
        self.dataset = dataset
        self.params = params.validated(self.scenario)
        self.problem: SelectionProblem = self.scenario.problem(dataset, self.params.setting_values)
        self.mechanism: Mechanism = _make_mechanism(self.scenario, self.problem, self.params)

    def with_epsilon(self, epsilon: float) -> "Experiment":
        """The same data, problem and settings at another ε (the problem is shared, not rebuilt)."""
        other = object.__new__(Experiment)
        other.scenario, other.dataset, other.problem = self.scenario, self.dataset, self.problem
        other.params = replace(self.params, epsilon=float(epsilon))
        check_epsilon_in_range(other.params.epsilon)
        other.mechanism = _make_mechanism(self.scenario, self.problem, other.params)
        return other

    def scenario_report(self, trials: int, seed: int) -> dict:
        """The scenario's own keys of `expmech run --json` (top-k: inclusion, recovered, privacy), or {}."""
        report = self.scenario.run_report
        return report(self, trials, seed) if report is not None else {}

    @cached_property
    def summary(self) -> bounds.ExactSummary:
        return bounds.ExactSummary.of(self.mechanism, self.params.t)

    @property
    def several_at_once(self) -> bool:
        """Whether one run releases several choices scored as one release (Scenario.release_score: top-k's k-set)."""
        return self.scenario.release_score is not None

    def release_score(self) -> tuple[float, float, float]:
        """(exact E[score], the best possible, the worst possible) of one run: the whole release where the scenario
        scores one (``several_at_once``: top-k's k-set total, the sums of the k largest and k smallest scores;
        ProblemError in words where no exact law is computed), else the one choice of ``self.mechanism`` — the mechanism this scenario builds for the
        run's key, never a registry entry that happens to share the key (top-k's 'gumbel' is k selections)."""
        if self.several_at_once:
            return self.scenario.release_score(self)
        pr = self.problem
        return bounds.expected_score(pr, self.mechanism.pmf), pr.opt, float(np.min(pr.scores))

    @cached_property
    def by_mass(self) -> AccuracyByMass | None:
        """The wiki's accuracy lemma and theorem beside Theorem 3 (core.accuracy_by_mass), for the exponential
        mechanism's law only (None for other mechanisms: the lemma's proof reads its weights)."""
        if getattr(self.mechanism, "exact_law", None) != "exponential":
            return None
        s = self.summary
        return accuracy_by_mass(self.problem, self.mechanism.scale, s.t, s.exact_tail, s.expected_score)

    @cached_property
    def score_std(self) -> float:
        """The exact standard deviation of the chosen output's score (score_stats.score_std): worth keeping, as
        10^7 candidates take a second, so the experiment's builder computes it off the GUI thread."""
        return score_stats.score_std(self.problem.scores, self.mechanism.pmf)

    @property
    def gamma(self) -> float | None:
        """The continuous optimum γ where the scenario has one (pricing), else None."""
        return self.problem.extras.get("gamma")

    @cached_property
    def guarantee(self) -> dict | None:
        """The scenario's own guarantee, by terms (pricing: Kamath lecture 7), or None."""
        return self.scenario.extras(self)

    @property
    def score_floor(self) -> dict | None:
        """The guarantee read as a floor on the score, {"floor", "vacuous", "probability"}, when the scenario's
        extras state one under the problem's score name (pricing: "revenue", Kamath lecture 7), else None: views
        that draw a floor skip other scenarios' extras instead of failing on pricing's keys."""
        g = self.guarantee
        floor = g.get(self.problem.score_name) if isinstance(g, dict) else None
        if not isinstance(floor, (int, float)) or not isinstance(g.get("probability"), (int, float)):
            return None
        return {"floor": float(floor), "vacuous": bool(g.get("vacuous")), "probability": float(g["probability"])}

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

    @cached_property
    def exact_json(self) -> dict:
        """The keys of `run --json` that do not depend on the draws, worked out once per experiment (a batch
        worker reuses them for every seed of the same problem); shared: read them, never change them."""
        pr, s = self.problem, self.summary
        return {
            "n": pr.n,
            "candidates": [self.candidate_json(i) for i in range(pr.m)],
            "scores": pr.scores.tolist(),
            "sensitivity": pr.sensitivity,
            "probabilities": self.mechanism.pmf.tolist(),
            "opt": s.opt,
            "opt_candidates": [self.candidate_json(int(i)) for i in pr.opt_indices],
            "opt_continuous": self.gamma,
            "expected_score": s.expected_score,
            **self._release_totals(),
            "bound": {"t": s.t, "threshold": s.threshold, "vacuous": s.threshold_vacuous,
                      "probability": s.bound_probability, "exact_tail": s.exact_tail},
            "guarantee": self.guarantee,
            **self._prior_json(),
        }

    def _release_totals(self) -> dict:
        """The exact expected total score of what one run releases and the best total it could get
        (``release_score``): E[score] and OPT for one choice; top-k's k-set — Σ P[h among the k]·u(h) and the sum of
        the k highest scores — with null where no exact law is computed (Laplace; too many ordered selections)."""
        try:
            expected, best, _worst = self.release_score()
        except ProblemError:
            return {"expected_total": None, "best_total": None}
        return {"expected_total": float(expected), "best_total": float(best)}

    def _prior_json(self) -> dict:
        """With a prior (a base measure μ, not uniform): μ normalised and the bound's ln(1/μ(H*)); none without."""
        pr = self.problem
        if pr.base_measure is None:
            return {}
        return {"base_measure": (pr.base_measure / pr.base_measure.sum()).tolist(),
                "base_measure_log_term": bounds.utility_log_term(pr)}

    def result(self, counts: np.ndarray | None, seed: int | None, include_counts: bool = True,
               every_setting: bool = True) -> dict:
        """The CLI's `run --json` object (docs/cli.md: "JSON output"; schemas/run.schema.json); counts None means no
        trials. ``parameters`` holds this scenario's settings, or with ``every_setting`` every registered
        scenario's, null where they do not apply (the batch table's columns, one set for every scenario)."""
        pr, s = self.problem, self.summary
        trials = int(np.sum(counts)) if counts is not None else 0
        p = self.params
        params = {"epsilon": p.epsilon, "analysis": p.analysis, "neighbours": p.neighbours, "mechanism": p.mechanism,
                  "trials": trials, "seed": seed, "t": p.t}
        names = sorted(setting_names() if every_setting else p.setting_values)
        for name in names:
            params[name] = pr.extras.get(name, p.setting_values.get(name)) if name in p.setting_values else None
        out = {
            "scenario": self.scenario.key,
            "parameters": {k: params[k] for k in ("epsilon", *names, "analysis", "neighbours",
                                                  "mechanism", "trials", "seed", "t")},
            **self.exact_json,
            "trials": trials,
            "counts": counts.tolist() if counts is not None else [0] * pr.m,
            "empirical_mean_score": bounds.empirical_mean(pr, counts) if counts is not None else None,
            "fraction_below_threshold": (bounds.fraction_at_or_below(pr, counts, s.threshold)
                                         if counts is not None else None),
        }
        if not include_counts:
            del out["counts"]
        return out


def _make_mechanism(scenario: Scenario, problem: SelectionProblem, p: RunParameters) -> Mechanism:
    """The registered mechanism ``p.mechanism``, or the scenario's own mechanism of that key."""
    own = scenario.mechanism_choice(p.mechanism)
    if own is not None:
        return own.make(problem, p.epsilon, p.analysis, p.neighbours)
    return make_mechanism(p.mechanism, problem, p.epsilon, p.analysis, p.neighbours)


def fresh_seed() -> int:
    """A new random seed, reported so that the run can be repeated."""
    return int(np.random.SeedSequence().generate_state(1, dtype=np.uint64)[0] >> 1)
