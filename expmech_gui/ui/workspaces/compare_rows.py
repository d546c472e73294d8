"""The numbers of the Compare view, Qt-free: for each configuration on the workspace's data — a mechanism at an
ε and analysis (and the scenario's own settings), the non-private argmax, or one fixed candidate — its exact
pmf, P[OPT], E[score], the expected loss below OPT, P[score ≤ threshold] (the threshold of the workspace's own
settings, so the rows are comparable) and the privacy one release spends, all from the core (Experiment,
bounds, privacy.release_epsilon) and written by core.formatting."""
from __future__ import annotations

from dataclasses import dataclass, field, replace

import numpy as np

from ...core import bounds
from ...core import formatting as fmt
from ...core.mechanisms import mechanism_class
from ...core.privacy import release_epsilon

MAX_CONFIGS = 4
MECHANISM, ARGMAX, FIXED = "mechanism", "argmax", "fixed"


@dataclass(frozen=True)
class Config:
    """One column of the comparison: ``kind`` MECHANISM (``mechanism``, ``epsilon``, ``analysis``, ``settings``),
    ARGMAX (the non-private best candidate) or FIXED (always ``candidate``, whatever the data)."""

    kind: str = MECHANISM
    mechanism: str = "exponential"
    epsilon: float = 1.0
    analysis: str = "general"
    settings: tuple = field(default_factory=tuple)
    candidate: int = 0

    @classmethod
    def of_experiment(cls, exp) -> "Config":
        p = exp.params
        return cls(MECHANISM, p.mechanism, p.epsilon, p.analysis, tuple(p.settings))


@dataclass(frozen=True)
class Row:
    config: Config
    name: str
    pmf: np.ndarray
    p_opt: float
    expected: float
    loss: float
    tail: float
    privacy: str
    cells: tuple  # the table's texts, in COLUMNS order


COLUMNS = ("configuration", "P[OPT]", "E[score]", "loss below OPT", "P[score ≤ threshold]", "privacy spent")


def experiment_of(base, config: Config):
    """The Experiment of ``config`` on ``base``'s data (MECHANISM configurations only)."""
    from ...experiment import Experiment

    params = replace(base.params, mechanism=config.mechanism, epsilon=float(config.epsilon),
                     analysis=config.analysis, settings=config.settings or base.params.settings)
    return Experiment(base.scenario, base.dataset, params)


def config_name(base, config: Config) -> str:
    pr = base.problem
    if config.kind == ARGMAX:
        return "non-private argmax"
    if config.kind == FIXED:
        return f"always {pr.labels[config.candidate]}"
    name = f"{mechanism_class(config.mechanism).title}, ε = {fmt.plain(config.epsilon)}, {config.analysis}"
    own = dict(config.settings)
    extra = [f"{k} = {fmt.plain(v)}" for k, v in own.items() if dict(base.params.settings).get(k) != v]
    return name + (", " + ", ".join(extra) if extra else "")


def row(base, config: Config) -> Row:
    """The row of ``config``: every number from the core, on ``base``'s data and threshold."""
    threshold = base.summary.threshold
    if config.kind == MECHANISM:
        exp = experiment_of(base, config)
        pr, pmf = exp.problem, exp.mechanism.pmf
        eps, _why = release_epsilon(exp.mechanism)
        notions = "ε-DP and ε-bounded-range" if exp.mechanism.bounded_range else "ε-DP"
        privacy = f"ε = {fmt.plain(eps)} ({notions})"
    else:
        pr = base.problem
        pmf = np.zeros(pr.m)
        if config.kind == ARGMAX:
            pmf[pr.opt_indices] = 1.0 / pr.opt_indices.size
            privacy = "not private (ε = ∞)"
        else:
            pmf[int(config.candidate)] = 1.0
            privacy = "none: it never looks at the data (ε = 0)"
    p_opt = float(pmf[pr.opt_indices].sum())
    expected = bounds.expected_score(pr, pmf)
    tail = bounds.tail_probability(pr, pmf, threshold)
    loss = max(pr.opt - expected, 0.0)
    unit, noun = pr.score_unit, pr.score_name
    name = config_name(base, config)
    cells = (name, fmt.probability(p_opt), fmt.with_noun(expected, unit, noun), fmt.with_noun(loss, unit, noun),
             fmt.probability(tail), privacy)
    return Row(config, name, pmf, p_opt, expected, loss, tail, privacy, cells)
