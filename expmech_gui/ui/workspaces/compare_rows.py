"""The numbers of the Compare view, without widgets: for each configuration on the workspace's data — a mechanism
at an ε and analysis (and the scenario's own settings), the non-private argmax, or one fixed candidate — its exact
pmf, P[OPT], E[score], the expected loss below OPT, P[score ≤ threshold] (the threshold of the workspace's own
settings, so the rows are comparable) and the privacy one run spends, all from the core (Experiment,
bounds, release_record.run_epsilon: privacy.release_epsilon, or a top-k run's k selections added up; a top-k row's
pmf and scores are its first pick's, named by the workspace's own method) and written by core.formatting; the table's headers say them in words
(``column_headers``), the symbols in their tooltips. A configuration that cannot be computed on the
data (a fixed candidate the data no longer has, an analysis refused) is a ``Refused`` row saying why in words.
Rows are computed off the GUI thread (``compute_rows``), each with its own candidates' positions: another α is
another price grid.

*Match privacy spent*: a mechanism row may be given the ε at which one release costs what the first mechanism
row's costs (``matched_epsilon``: release_epsilon is c·ε for a factor c the mechanism, analysis and data fix, so
ε′ = ε·target/cost), so that mechanisms are compared at equal privacy, not at equal nominal ε. Rows whose curves
a reader could not tell apart on the plot are found by ``same_curves``."""
from __future__ import annotations

from dataclasses import dataclass, field, replace

import numpy as np

from ...core import bounds
from ...core import formatting as fmt
from ...core.accounting.bill import Cancelled
from ...release_record import run_epsilon
from ...core.problem import ProblemError, check_epsilon_in_range
from ...core.score_stats import candidate_positions
from ...scenarios.pricing.noisy_price import baseline
from ..failures import failure_reason
from ..widgets.privacy.common import envelope
from ...core.translatable import translatable
from ..language import shown, tr

MAX_CONFIGS = 4
SPARSE_ABOVE = 100_000  # a row with more candidates is simulated draw by draw: a multinomial over 10⁶ took 130 ms
SPARSE_BATCH = 1 << 14  # at most this many draws a tick for such a row (≤ 20 ms at 10⁷ candidates)
MAX_SIMULATED_MARKERS = 20_000  # such a row's hollow markers: at most this many of the candidates hit
MECHANISM, ARGMAX, FIXED, BASELINE = "mechanism", "argmax", "fixed", "baseline"
SAME_CURVE_SHARE = 0.01  # curves closer than 1% of the tallest chance everywhere are drawn on top of each other
MATCH_ROUNDS = 4  # ε′ = ε·target/cost is exact when the cost is proportional to ε; a few rounds when it is not


@dataclass(frozen=True)
class Config:
    """One column of the comparison: ``kind`` MECHANISM (``mechanism``, ``epsilon``, ``analysis``, ``settings``),
    ARGMAX (the non-private best candidate) or FIXED (always the candidate named ``candidate``, whatever the data:
    by name, so removing rows above it never makes it another candidate) or BASELINE (the scenario's baseline
    called ``candidate`` at ``epsilon``: scenarios.noisy_price.BASELINES)."""

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
    epsilon: float | None = None  # the ε this row was computed at (None: argmax, fixed)
    matched: float | None = None  # the privacy spent it was matched to (None: its own ε, as set)
    spent: float | None = None  # what one release costs (release_epsilon), ∞ for the argmax, 0 for a fixed choice
    privacy_why: str = ""  # why it costs that (release_epsilon's sentence): the privacy cell's tooltip


@dataclass(frozen=True)
class Refused:
    """A configuration that has no numbers on this data, and why (in words)."""

    config: Config
    name: str
    reason: str

    @property
    def cells(self) -> tuple:
        return (self.name, self.reason) + ("",) * (len(COLUMNS) - 2)


COLUMNS = (translatable("configuration"), translatable("chance of the best"), translatable("expected score"),
           translatable("short of the best"), translatable("chance of a bad result"), translatable("privacy spent"),
           translatable("ε it was given"))
PRIVACY, SETTING = COLUMNS.index("privacy spent"), COLUMNS.index("ε it was given")
WITH_NOUN = (COLUMNS.index("expected score"), COLUMNS.index("short of the best"))  # '41.5 votes' (fmt.with_noun)


def cell_words(row, column: int) -> str:
    """A row's cell in the language in use: the score's noun after a number ('41.5 votes') translated ('41.5
    Stimmen'); the numbers still as core.formatting wrote them (the table shows them in the language's separators)."""
    text = row.cells[column]
    if column not in WITH_NOUN or not isinstance(row, Row):
        return text
    number, space, noun = text.partition(" ")
    return f"{number} {tr(noun)}" if space else text


def column_headers(problem, threshold: float) -> list[tuple[str, str]]:
    """(header in words, tooltip with its symbol) of each column, in the problem's own nouns: 'expected votes'."""
    unit, noun = problem.score_unit, problem.score_name
    line = fmt.with_noun(threshold, unit, noun)
    words = {"candidate": problem.candidate_name, "score": noun, "line": line}
    return [(tr(name).format(**words), tr(tip).format(**words)) for name, tip in (
        (translatable("configuration"), translatable("The mechanism, its analysis and ε, or a choice without a "
                                                     "mechanism")),
        (translatable("chance of the best"), translatable("The chance the {candidate} chosen has the highest "
                                                          "{score}: P[OPT]")),
        (translatable("expected {score}"), translatable("The average {score} of the choice, exactly: E[score] = "
                                                        "Σ P[h]·score(h)")),
        (translatable("short of the best"), translatable("How far the average {score} falls short of the best "
                                                         "{score}: OPT − E[score]")),
        (translatable("chance of a bad result"), translatable("The chance the choice scores {line} or less (the "
                                                              "workspace's bad-outcome line, the same for every "
                                                              "row): P[score ≤ threshold]")),
        (translatable("privacy spent"), translatable("What one release really costs: ε/2 where one person moves "
                                                     "every score the same way and the general analysis is used, "
                                                     "else ε (a cell's tooltip says why)")),
        (translatable("ε it was given"), translatable("The privacy parameter ε each row ran at, and why: as set, "
                                                      "or matched so that every row spends what the first "
                                                      "mechanism row spends")))]


def experiment_of(base, config: Config):
    """The Experiment of ``config`` on ``base``'s data (MECHANISM configurations only)."""
    from ...experiment import Experiment

    params = replace(base.params, mechanism=config.mechanism, epsilon=float(config.epsilon),
                     analysis=config.analysis, settings=config.settings or base.params.settings)
    return Experiment(base.scenario, base.dataset, params)


def config_name(base, config: Config) -> str:
    """A row's name in the language in use: 'Exponential mechanism, ε = 1, general', 'always $2.00'."""
    if config.kind == ARGMAX:
        return tr("non-private argmax")
    if config.kind == FIXED:
        return tr("always {candidate}").format(candidate=candidate_words(base.problem, config.candidate))
    if config.kind == BASELINE:
        return tr("{title}, ε = {epsilon}").format(title=tr(baseline(base.scenario.key, config.candidate).title),
                                                   epsilon=shown(fmt.plain(config.epsilon)))
    title = base.scenario.mechanism_title(config.mechanism)  # the workspace's own method (top-k), else one choice
    name = tr("{title}, ε = {epsilon}, {analysis}").format(title=tr(title), epsilon=shown(fmt.plain(config.epsilon)),
                                                           analysis=tr(config.analysis))
    own = dict(config.settings)
    labels = {setting.name: tr(setting.label) for setting in base.scenario.settings}
    extra = [f"{labels.get(k, k)} = {shown(fmt.plain(v))}" for k, v in own.items()
             if dict(base.params.settings).get(k) != v]
    return name + (", " + ", ".join(extra) if extra else "")


def candidate_words(pr, label) -> str:
    """A candidate's name as Compare shows it: a price the formatter wrote from its number ('$0.01') in the
    language's separators ('$0,01'); a name from the data (unordered candidates) as typed ('Room 1.5' stays)."""
    return shown(str(label)) if pr.values is not None else str(label)


def mechanism_of(base, config: Config):
    """``config``'s Experiment on ``base``'s data: the workspace's own when the settings are its own."""
    return base if config == Config.of_experiment(base) else experiment_of(base, config)


def matched_epsilon(base, config: Config, target: float):
    """(Experiment, ε′) of ``config`` at the ε′ whose release costs ``target`` (release_epsilon), found as
    ε′ = ε·target/cost — exact when the cost is c·ε, as it is for every analysis here — and checked; a cost that
    does not follow ε (a score no one can move) keeps ε. ProblemError in words when ε′ is outside the allowed
    range."""
    eps = float(config.epsilon)
    exp = mechanism_of(base, config)
    for _ in range(MATCH_ROUNDS):
        cost = run_epsilon(exp)[0]
        if cost <= 0 or abs(cost - target) <= 1e-12 * target:
            break
        eps = eps * target / cost
        try:
            check_epsilon_in_range(eps)
        except ProblemError:
            raise ProblemError(tr("to spend {target} like the first row, this configuration would need ε = {eps}, "
                                  "outside the allowed range; turn off Match privacy spent or change the first row")
                               .format(target=fmt.plain(target), eps=fmt.plain(eps))) from None
        exp = mechanism_of(base, replace(config, epsilon=eps))
    return exp, eps


def row(base, config: Config, target: float | None = None) -> Row:
    """The row of ``config``: every number from the core, on ``base``'s data and threshold; with ``target``, at
    the ε whose release costs ``target`` (matched_epsilon)."""
    threshold = base.summary.threshold
    epsilon = matched = None
    if config.kind == MECHANISM:  # the workspace's own settings: its experiment, not a second copy of it
        if target is None:
            exp, epsilon = mechanism_of(base, config), float(config.epsilon)
        else:
            (exp, epsilon), matched = matched_epsilon(base, config, target), target
        pr, pmf = exp.problem, exp.mechanism.pmf
        spent, why = run_epsilon(exp)  # a whole run: top-k's k selections added up
        notions = (tr("ε-DP and ε-bounded-range") if exp.mechanism.bounded_range and not exp.several_at_once
                   else "ε-DP")
        privacy, why = f"ε = {fmt.plain(spent)}", f"{notions}: {why}"  # (why: in the language in use)
    elif config.kind == BASELINE:  # the scenario's own strawman, exact (noisy best price: Laplace on p*)
        pr, epsilon, matched = base.problem, float(config.epsilon if target is None else target), target
        law = baseline(base.scenario.key, config.candidate).law(pr, epsilon)
        pmf, spent = law.pmf, law.spent
        privacy = f"ε = {fmt.plain(spent)}"
        why = tr("ε-DP: {why}; chance of a {score} of 0: {chance}").format(why=law.why, score=tr(pr.score_name),
                                                                           chance=fmt.probability(law.cliff))
    else:
        pr = base.problem
        pmf = np.zeros(pr.m)
        if config.kind == ARGMAX:
            pmf[pr.opt_indices] = 1.0 / pr.opt_indices.size
            privacy, spent = tr("not private (ε = ∞)"), float("inf")
            why = tr("the best candidate, always: one person can change the answer outright")
        else:
            pmf[candidate_index(pr, config.candidate)] = 1.0
            privacy, spent = tr("none (ε = 0)"), 0.0
            why = tr("the same candidate whatever the data: it never looks at them")
    p_opt = float(pmf[pr.opt_indices].sum())
    expected = bounds.expected_score(pr, pmf)
    tail = bounds.tail_probability(pr, pmf, threshold)
    loss = max(pr.opt - expected, 0.0)
    unit, noun = pr.score_unit, pr.score_name
    name = config_name(base, config if epsilon is None else replace(config, epsilon=epsilon))
    cells = (name, fmt.probability(p_opt), fmt.with_noun(expected, unit, noun), fmt.with_noun(loss, unit, noun),
             fmt.probability(tail), privacy, setting_text(config, epsilon, matched))
    positions = candidate_positions(pr.values, pr.m)
    x, y, _ = envelope(positions, pmf)
    return Row(config, name, pmf, p_opt, expected, loss, tail, privacy, cells, pr.scores, positions, (x, y),
               np.cumsum(pmf), epsilon, matched, spent, why)


def setting_text(config: Config, epsilon: float | None, matched: float | None, reference: int | None = None) -> str:
    """The 'ε it was given' cell, in the language in use: '0.5, to spend 0.5 as row 1 (set: 1)' (``reference``: the
    row matched to, else 'the first row'), '1, as set', or what a row without a mechanism has instead."""
    if epsilon is None:
        return tr("none (not a mechanism)")
    if matched is None:
        return tr("{epsilon}, as set").format(epsilon=fmt.plain(epsilon))
    same = "" if fmt.plain(epsilon) == fmt.plain(config.epsilon) else tr(" (set: {epsilon})").format(
        epsilon=fmt.plain(config.epsilon))
    where = tr("the first row") if reference is None else tr("row {row}").format(row=reference)
    return tr("{epsilon}, to spend {spent} as {reference}{same}").format(
        epsilon=fmt.plain(epsilon), spent=fmt.plain(matched), reference=where, same=same)


def same_curves(rows) -> dict[int, int]:
    """Row index → the earlier row whose curve it would hide: the same points drawn (``Row.curve``: every
    candidate, or the envelope of a grid of more than MAX_PLOT_POINTS, so this is quick on the GUI thread) and
    chances within SAME_CURVE_SHARE of the tallest one drawn everywhere (Pricing's P&F and EM at ε = 1 differ by
    0.06%)."""
    shown = [(i, r) for i, r in enumerate(rows) if isinstance(r, Row)]
    tallest = max((float(r.curve[1].max()) for _i, r in shown if r.curve[1].size), default=0.0)
    same = {}
    for k, (i, r) in enumerate(shown):
        for j, earlier in shown[:k]:
            if j not in same and curve_gap(earlier, r) <= SAME_CURVE_SHARE * tallest:
                same[i] = j
                break
    return same


def curve_gap(a: Row, b: Row) -> float:
    """The largest difference between two rows' curves as drawn; ∞ when they are drawn at different points."""
    (xa, ya), (xb, yb) = a.curve, b.curve
    if xa.shape != xb.shape or not np.array_equal(xa, xb):
        return float("inf")
    return float(np.max(np.abs(ya - yb), initial=0.0))


def candidate_index(pr, name: str) -> int:
    """The index of the candidate called ``name``; ProblemError in words when the data has none."""
    for i, label in enumerate(pr.labels):
        if str(label) == name:
            return i
    raise ProblemError(tr("the data has no {candidate_name} called {name!r} any more: remove this row")
                       .format(candidate_name=pr.candidate_name, name=name))


def row_keys(configs, match: bool) -> list[tuple]:
    """One key per configuration: (config, reference) — the first mechanism configuration whose privacy spent
    the row is matched to, or None (its own ε: matching off, the reference itself, no mechanism)."""
    reference = next((c for c in configs if c.kind == MECHANISM), None) if match else None
    return [(c, reference if c.kind in (MECHANISM, BASELINE) and c != reference else None) for c in configs]


def computing_words(count: int) -> str:
    """The busy text while ``count`` rows are computed, in the language in use."""
    return tr("Computing 1 configuration…") if count == 1 else shown(tr("Computing {count} configurations…").format(
        count=f"{count:,}"))


def compute_rows(base, keys, cancelled=lambda: False, progress=lambda done, total: None) -> dict:
    """(config, reference) key (row_keys) → its Row on ``base``, matched to the reference's privacy spent, or a
    Refused row saying why (any failure in words, ui.failures); runs off the GUI thread, reports ``progress`` per
    row and stops between rows once ``cancelled()`` (accounting.Cancelled)."""
    out, targets = {}, {}
    for done, key in enumerate(keys):
        config, reference = key
        progress(done, len(keys))
        if cancelled():
            raise Cancelled("the comparison was superseded")
        try:
            if reference is not None and reference not in targets:
                targets[reference] = _spent(base, reference)
            out[key] = row(base, config, targets.get(reference))
        except Cancelled:
            raise
        except Exception as exc:  # noqa: BLE001 — e.g. the monotone analysis refused on this data: say why
            out[key] = Refused(config, _safe_name(base, config), failure_reason(exc))
    return out


def _spent(base, reference: Config) -> float | None:
    """What one release of ``reference`` costs, or None when it has no numbers on these data (its own row says
    why; the rows matched to it keep their own ε)."""
    try:
        return run_epsilon(mechanism_of(base, reference))[0]
    except Cancelled:
        raise
    except Exception:  # noqa: BLE001 — e.g. the monotone analysis refused: the reference's row says it in words
        return None


def _safe_name(base, config: Config) -> str:
    try:
        return config_name(base, config)
    except Exception:  # noqa: BLE001 — an unknown mechanism key, say: the row is still named
        return f"{config.mechanism}, ε = {shown(fmt.plain(config.epsilon))}, {config.analysis}"


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
