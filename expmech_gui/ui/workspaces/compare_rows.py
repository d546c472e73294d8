"""The numbers of the Compare view, without widgets: for each configuration on the workspace's data — a mechanism
at an ε and analysis (and the scenario's own settings), the non-private argmax, or one fixed candidate — its exact
pmf, P[OPT], E[score], the expected loss below OPT, P[score ≤ threshold] (the threshold of the workspace's own
settings, so the rows are comparable) and the privacy one release spends, all from the core (Experiment,
bounds, privacy.release_epsilon) and written by core.formatting. A configuration that cannot be computed on the
data (a fixed candidate the data no longer has, an analysis refused) is a ``Refused`` row saying why in words.
Rows are computed off the GUI thread (``compute_rows``), each with its own candidates' positions: another α is
another price grid."""
from __future__ import annotations

from dataclasses import dataclass, field, replace

import numpy as np

from ...core import bounds
from ...core import formatting as fmt
from ...core.accounting import Cancelled
from ...core.mechanisms import mechanism_class
from ...core.privacy import release_epsilon
from ...core.problem import ProblemError
from ...core.score_stats import candidate_positions
from ..failures import failure_reason
from ..widgets.privacy.common import envelope

MAX_CONFIGS = 4
SPARSE_ABOVE = 100_000  # a row with more candidates is simulated draw by draw: a multinomial over 10⁶ took 130 ms
SPARSE_BATCH = 1 << 14  # at most this many draws a tick for such a row (≤ 20 ms at 10⁷ candidates)
MAX_SIMULATED_MARKERS = 20_000  # such a row's hollow markers: at most this many of the candidates hit
MECHANISM, ARGMAX, FIXED = "mechanism", "argmax", "fixed"


@dataclass(frozen=True)
class Config:
    """One column of the comparison: ``kind`` MECHANISM (``mechanism``, ``epsilon``, ``analysis``, ``settings``),
    ARGMAX (the non-private best candidate) or FIXED (always the candidate named ``candidate``, whatever the data:
    by name, so removing rows above it never makes it another candidate)."""

    kind: str = MECHANISM
    mechanism: str = "exponential"
    epsilon: float = 1.0
    analysis: str = "general"
    settings: tuple = field(default_factory=tuple)
    candidate: str = ""

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
    scores: np.ndarray  # the configuration's own candidates' scores (another α: another grid)
    positions: np.ndarray  # where they sit on the plot's x axis
    curve: tuple  # (x, pmf) as drawn: at most MAX_PLOT_POINTS points (an envelope of a 10⁷-price grid)
    cdf: np.ndarray  # cumulative pmf, for drawing from a large row one draw at a time (Simulated)


@dataclass(frozen=True)
class Refused:
    """A configuration that has no numbers on this data, and why (in words)."""

    config: Config
    name: str
    reason: str

    @property
    def cells(self) -> tuple:
        return (self.name, self.reason) + ("",) * (len(COLUMNS) - 2)


COLUMNS = ("configuration", "P[OPT]", "E[score]", "loss below OPT", "P[score ≤ threshold]", "privacy spent")


def experiment_of(base, config: Config):
    """The Experiment of ``config`` on ``base``'s data (MECHANISM configurations only)."""
    from ...experiment import Experiment

    params = replace(base.params, mechanism=config.mechanism, epsilon=float(config.epsilon),
                     analysis=config.analysis, settings=config.settings or base.params.settings)
    return Experiment(base.scenario, base.dataset, params)


def config_name(base, config: Config) -> str:
    if config.kind == ARGMAX:
        return "non-private argmax"
    if config.kind == FIXED:
        return f"always {config.candidate}"
    name = f"{mechanism_class(config.mechanism).title}, ε = {fmt.plain(config.epsilon)}, {config.analysis}"
    own = dict(config.settings)
    extra = [f"{k} = {fmt.plain(v)}" for k, v in own.items() if dict(base.params.settings).get(k) != v]
    return name + (", " + ", ".join(extra) if extra else "")


def row(base, config: Config) -> Row:
    """The row of ``config``: every number from the core, on ``base``'s data and threshold."""
    threshold = base.summary.threshold
    if config.kind == MECHANISM:  # the workspace's own settings: its experiment, not a second copy of it
        exp = base if config == Config.of_experiment(base) else experiment_of(base, config)
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
            pmf[candidate_index(pr, config.candidate)] = 1.0
            privacy = "none: it never looks at the data (ε = 0)"
    p_opt = float(pmf[pr.opt_indices].sum())
    expected = bounds.expected_score(pr, pmf)
    tail = bounds.tail_probability(pr, pmf, threshold)
    loss = max(pr.opt - expected, 0.0)
    unit, noun = pr.score_unit, pr.score_name
    name = config_name(base, config)
    cells = (name, fmt.probability(p_opt), fmt.with_noun(expected, unit, noun), fmt.with_noun(loss, unit, noun),
             fmt.probability(tail), privacy)
    positions = candidate_positions(pr.values, pr.m)
    x, y, _ = envelope(positions, pmf)
    return Row(config, name, pmf, p_opt, expected, loss, tail, privacy, cells, pr.scores, positions, (x, y),
               np.cumsum(pmf))


def candidate_index(pr, name: str) -> int:
    """The index of the candidate called ``name``; ProblemError in words when the data has none."""
    for i, label in enumerate(pr.labels):
        if str(label) == name:
            return i
    raise ProblemError(f"the data has no {pr.candidate_name} called {name!r} any more: remove this row")


def compute_rows(base, configs, cancelled=lambda: False, progress=lambda done, total: None) -> dict:
    """config → its Row on ``base``, or a Refused row saying why (any failure in words, ui.failures); runs off the
    GUI thread, reports ``progress`` per row and stops between rows once ``cancelled()`` (accounting.Cancelled)."""
    out = {}
    for done, config in enumerate(configs):
        progress(done, len(configs))
        if cancelled():
            raise Cancelled("the comparison was superseded")
        try:
            out[config] = row(base, config)
        except Cancelled:
            raise
        except Exception as exc:  # noqa: BLE001 — e.g. the monotone analysis refused on this data: say why
            out[config] = Refused(config, _safe_name(base, config), failure_reason(exc))
    return out


def _safe_name(base, config: Config) -> str:
    try:
        return config_name(base, config)
    except Exception:  # noqa: BLE001 — an unknown mechanism key, say: the row is still named
        return f"{config.mechanism}, ε = {fmt.plain(config.epsilon)}, {config.analysis}"


class Simulated:
    """The simulated draws of one row: counts per candidate, how many and their score sum, and (for a row of more
    than SPARSE_ABOVE candidates) up to MAX_SIMULATED_MARKERS of the candidates hit, the plot's markers — so a
    10⁷-price row is drawn, averaged and plotted in O(draws) a tick, never O(m) (an exact sample: inverse CDF per
    draw, Devroye 1986 §III.2)."""

    def __init__(self, row) -> None:
        self.row = row
        self.counts = np.zeros(row.pmf.size if isinstance(row, Row) else 0, dtype=np.int64)
        self.trials = 0
        self.score_sum = 0.0
        self.sparse = self.counts.size > SPARSE_ABOVE
        self.hit = np.zeros(0, dtype=np.int64)

    def draw(self, size: int, rng: np.random.Generator) -> None:
        m, r = self.counts.size, self.row
        if not m:
            return  # a refused row draws nothing
        if self.sparse:
            size = min(size, SPARSE_BATCH)
            needles = np.sort(rng.random(size)) * r.cdf[-1]  # sorted: the search walks the CDF in order
            drawn = np.minimum(np.searchsorted(r.cdf, needles, side="right"), m - 1)
            hit, times = np.unique(drawn, return_counts=True)
            if self.hit.size < MAX_SIMULATED_MARKERS:  # the markers: the first candidates hit, so O(draws) a tick
                self.hit = np.union1d(self.hit, hit)[:MAX_SIMULATED_MARKERS]
        else:
            times = rng.multinomial(size, r.pmf / r.pmf.sum())
            hit = np.flatnonzero(times)
            times = times[hit]
        self.counts[hit] += times
        self.trials += size
        self.score_sum += float(times @ r.scores[hit])

    def frequencies(self) -> tuple[np.ndarray, np.ndarray]:
        """(x, share of the draws) for the plot's hollow markers: every candidate, or those marked in a large row."""
        if not self.counts.size:
            return np.zeros(0), np.zeros(0)
        at = self.hit if self.sparse else slice(None)
        return self.row.positions[at], self.counts[at] / max(self.trials, 1)
