"""The privacy lens: what one person's data changes.

For neighbouring datasets D, D′ the privacy loss of output h is L(h) = ln P[M(D) = h] − ln P[M(D′) = h];
ε-DP means |L(h)| ≤ ε for every h and every neighbour pair, and the mechanism is ε-bounded-range when
max_h L(h) − min_h L(h) ≤ ε (Durfee–Rogers 2019; Dong–Durfee–Rogers 2020). The score's own sensitivity
and range on this dataset are max_h |Δu(h)| and max_h Δu(h) − min_h Δu(h), Δu = u(D′, ·) − u(D, ·).

A family of neighbours is given as a matrix of score changes Δu (one row per neighbour), so a search over
thousands of neighbours is a few vectorised softmaxes.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import numpy as np

from .exposure import (ChunkLosses, PatternChanges, PointChanges, SoftmaxExposure, StepChanges, StepPairs,
                       pattern_rows)
from .flip_exposure import FlipExposure
from ..formatting import NEIGHBOUR_CHANGE, plain
from ..mechanisms import Mechanism
from ..problem import ProblemError, SelectionProblem
from ..translatable import language, message, translatable, translated, words

_ROWS_PER_CHUNK_ENTRIES = 1 << 22


@dataclass(frozen=True)
class LossProfile:
    """Per-candidate log-ratio ln P[M(D)=h]/P[M(D′)=h] and its summaries."""

    log_ratio: np.ndarray  # NaN where both probabilities are 0
    loss: float  # max_h |L(h)|
    range: float  # max_h L(h) − min_h L(h)


def loss_profile(log_p: np.ndarray, log_q: np.ndarray) -> LossProfile:
    """L(h) = ln p(h) − ln q(h); outputs impossible under both are left out (NaN)."""
    both_zero = np.isneginf(log_p) & np.isneginf(log_q)
    with np.errstate(invalid="ignore"):
        ratio = np.where(both_zero, np.nan, log_p - log_q)
    finite = ratio[~both_zero]
    if finite.size == 0:
        return LossProfile(ratio, 0.0, 0.0)
    return LossProfile(ratio, float(np.max(np.abs(finite))), float(np.max(finite) - np.min(finite)))


@dataclass
class NeighbourFamily:
    """Neighbours of D as score changes: row r is u(D′_r, ·) − u(D, ·).

    Either ``changes`` holds every row (small families), or ``rows(start, stop)`` builds rows start..stop−1
    on demand and ``count`` says how many there are — so a search over a million neighbours of a thousand
    candidates never holds more than one chunk (bounded memory, O(chunk · m)).
    """

    kind: str  # "remove", "add" or "replace"
    changes: np.ndarray | None
    describe: Callable[[int], str]
    rows: Callable[[int, int], np.ndarray] | None = None
    count: int | None = None
    structure: StepChanges | StepPairs | PointChanges | PatternChanges | None = None  # lets the search skip rows
    fallback: NeighbourFamily | None = None  # searched instead when the mechanism cannot use ``structure``

    @property
    def size(self) -> int:
        if self.structure is not None:
            return self.structure.size
        if self.rows is not None:
            return int(self.count or 0)
        return int(self.changes.shape[0])

    def block(self, start: int, stop: int) -> np.ndarray:
        """Rows start..stop−1 of the score changes, as float64."""
        stop = min(stop, self.size)
        if self.structure is not None:
            return self.structure.rows(start, stop)
        if self.rows is not None:
            return np.asarray(self.rows(start, stop), dtype=np.float64)
        return np.asarray(self.changes[start:stop], dtype=np.float64)


MAX_SEARCH_BYTES = 1 << 30  # the search's working memory: refused (in words) rather than attempted above this
_WORK_ARRAYS = 8  # float64 arrays of one chunk's size alive at once in most_exposed (rows, logits, ratio, …)


def search_chunk_rows(m: int, rows_cap: int | None = None) -> int:
    """Neighbours compared per step: about 4 million probabilities at a time (at least one neighbour), at
    most ``rows_cap`` (a mechanism's ``search_rows_cap``) when each row is costly."""
    chunk = max(1, _ROWS_PER_CHUNK_ENTRIES // max(m, 1))
    return max(1, min(chunk, rows_cap)) if rows_cap else chunk


def search_memory_bytes(m: int, rows_cap: int | None = None) -> int:
    """Estimated peak working memory of ``most_exposed`` over m candidates (independent of how many
    neighbours are searched: they are processed in chunks)."""
    return search_chunk_rows(m, rows_cap) * max(m, 1) * 8 * _WORK_ARRAYS


def check_search_fits(m: int, rows_cap: int | None = None) -> None:
    """ProblemError, in words, when even one chunk of the search would not fit in MAX_SEARCH_BYTES."""
    need = search_memory_bytes(m, rows_cap)
    if need > MAX_SEARCH_BYTES:
        raise ProblemError(message("searching for the most exposed individual over {m:,} candidates would need "
                                   "about {need:.1f} GiB of memory, more than the {most:.0f} GiB this search may "
                                   "use; use fewer candidates (for pricing, a larger α) and search again",
                                   m=m, need=need / 2**30, most=MAX_SEARCH_BYTES / 2**30))


@dataclass
class ExposureResult:
    """The worst neighbour found: its description, realised loss and range, and the search's extent."""

    description: str = ""
    kind: str = ""
    loss: float = 0.0
    range: float = 0.0
    score_sensitivity: float = 0.0  # max over searched neighbours of max_h |Δu(h)|
    score_range: float = 0.0  # max over searched neighbours of (max_h − min_h) Δu(h)
    searched: int = 0
    worst_range_description: str = ""
    worst_change: np.ndarray | None = field(default=None, repr=False)
    cancelled: bool = False


def most_exposed(mechanism: Mechanism, families: list[NeighbourFamily],
                 progress: Callable[[int, int], None] | None = None,
                 cancelled: Callable[[], bool] | None = None, span: tuple[int, int] | None = None) -> ExposureResult:
    """Search every neighbour in ``families`` for the largest realised privacy loss, vectorised in chunks of
    about 4 million probabilities (memory bounded whatever the number of neighbours; estimated first and
    refused with a ProblemError in words if even one chunk cannot fit). ``progress(done, total)`` is called
    after each chunk, ``cancelled()`` polled before each. ``span`` = (start, stop) searches only those
    neighbours of ``searched_families`` taken one after the other (one share of a search split across
    processes; ``merge_exposures`` of the shares in order is the whole search's result)."""
    pr = mechanism.problem
    m = pr.m
    cap = mechanism.search_rows_cap
    check_search_fits(m, cap)
    try:
        fast = _softmax_exposure(mechanism)
        return _most_exposed(mechanism, fast, _searched(families, fast), search_chunk_rows(m, cap), progress,
                             cancelled, span)
    except MemoryError:
        raise ProblemError(message("there was not enough memory to search the neighbours over {m:,} candidates; "
                                   "use fewer candidates (for pricing, a larger α) and search again", m=m)) from None


def searched_families(mechanism: Mechanism, families: list[NeighbourFamily]) -> list[NeighbourFamily]:
    """The families the search covers for ``mechanism``: one whose structure only a softmax mechanism can use
    cheaply (pricing's every replacement) gives way to its ``fallback`` (a coarser set) for the others."""
    return _searched(families, _softmax_exposure(mechanism))


def _searched(families: list[NeighbourFamily], fast: SoftmaxExposure | None) -> list[NeighbourFamily]:
    return [f if fast is not None or f.fallback is None else f.fallback for f in families]


def neighbour_count(families: list[NeighbourFamily]) -> int:
    return sum(f.size for f in families)


def shares(total: int, parts: int) -> list[tuple[int, int]]:
    """``parts`` consecutive spans covering 0 … total − 1, as equal as can be (empty ones dropped)."""
    edges = [total * i // parts for i in range(parts + 1)]
    return [(a, b) for a, b in zip(edges, edges[1:]) if b > a]


def merge_exposures(parts: list[ExposureResult]) -> ExposureResult:
    """The shares of one search (in span order) folded as the whole search folds its chunks: the first of equal
    losses and ranges, the largest score changes, the neighbours searched added up."""
    out = ExposureResult()
    for part in parts:
        if part.description and (part.loss > out.loss or not out.description):
            out.loss, out.description, out.kind, out.worst_change = (part.loss, part.description, part.kind,
                                                                     part.worst_change)
        if part.worst_range_description and (part.range > out.range or not out.worst_range_description):
            out.range, out.worst_range_description = part.range, part.worst_range_description
        out.score_sensitivity = max(out.score_sensitivity, part.score_sensitivity)
        out.score_range = max(out.score_range, part.score_range)
        out.searched += part.searched
        out.cancelled |= part.cancelled
    return out


def _most_exposed(mechanism: Mechanism, fast: SoftmaxExposure | None, families: list[NeighbourFamily], chunk: int,
                  progress, cancelled, span: tuple[int, int] | None = None) -> ExposureResult:
    base = mechanism.log_pmf
    total = neighbour_count(families)
    first, last = span if span is not None else (0, total)
    result = ExposureResult()
    done = 0
    evaluate = _structured_evaluators(mechanism, fast)
    offset = 0
    for fam in families:
        patterned = isinstance(fam.structure, PatternChanges)
        evaluator = evaluate.get(type(fam.structure))
        if isinstance(evaluator, FlipExposure) and not evaluator.accepts(fam.structure):
            evaluator = None
        structured = evaluator is not None or patterned
        table = _PatternTable(mechanism, fam.structure, chunk) if patterned and evaluator is None else None
        lo, hi = max(first - offset, 0), min(last - offset, fam.size)  # this family's rows inside the span
        step = _STRUCTURED_CHUNK if structured else chunk
        if structured and isinstance(fam.structure, StepPairs):  # the moves that can be the worst: one step
            step = max(hi - lo, 1)
        offset += fam.size
        for start in range(lo, hi, step):
            if cancelled is not None and cancelled():
                result.cancelled = True
                result.searched = done
                return result
            stop = min(start + step, hi)
            if table is not None:
                found = table.losses(fam.structure.codes(start, stop))
            elif structured:
                found = (evaluator.steps if isinstance(evaluator, FlipExposure) else evaluator)(fam.structure,
                                                                                               start, stop)
            else:
                found = _row_losses(mechanism, base, fam.block(start, stop))
            _fold(result, fam, start, found)
            done += stop - start
            if progress is not None:
                progress(done, last - first)
    result.searched = done
    return result


def _row_losses(mechanism: Mechanism, base: np.ndarray, delta_u: np.ndarray) -> ChunkLosses:
    """Each row's realised loss and range (the mechanism's log pmf recomputed on u + Δu) and score changes."""
    rows = getattr(mechanism, "search_log_pmf_rows", mechanism.log_pmf_rows)(mechanism.problem.scores[None, :]
                                                                              + delta_u)
    both_zero = np.isneginf(base)[None, :] & np.isneginf(rows)
    with np.errstate(invalid="ignore"):
        ratio = np.where(both_zero, np.nan, base[None, :] - rows)
    return ChunkLosses(np.nanmax(np.abs(ratio), axis=1), np.nanmax(ratio, axis=1) - np.nanmin(ratio, axis=1),
                       *score_changes(delta_u))


class _PatternTable:
    """Losses of a pattern family for any mechanism: each pattern's row is evaluated the first time a neighbour
    has it (``_row_losses``, ``chunk`` rows at a time) and looked up after that."""

    def __init__(self, mechanism: Mechanism, ch: PatternChanges, chunk: int) -> None:
        self.mechanism, self.ch, self.chunk = mechanism, ch, chunk
        self.base = mechanism.log_pmf
        size = 3 ** ch.m
        self.known = np.zeros(size, dtype=bool)
        self.table = [np.zeros(size) for _ in range(4)]

    def losses(self, codes: np.ndarray) -> ChunkLosses:
        codes = np.asarray(codes, dtype=np.int64)
        need = np.unique(codes[~self.known[codes]])
        for a in range(0, need.size, self.chunk):
            block = need[a:a + self.chunk]
            found = _row_losses(self.mechanism, self.base, pattern_rows(block, self.ch.m) * self.ch.amount)
            for col, values in zip(self.table, (found.loss, found.range, found.sensitivity, found.score_range)):
                col[block] = values
            self.known[block] = True
        return ChunkLosses(*(col[codes] for col in self.table))


_STRUCTURED_CHUNK = 1 << 18  # neighbours per step of the structured search: progress and cancel stay responsive


def _structured_evaluators(mechanism: Mechanism, fast: SoftmaxExposure | None) -> dict:
    """Per kind of structure, what evaluates a chunk of it without building rows: the softmax search's methods,
    or permute-and-flip's shared quadratures for step changes (core.flip_exposure)."""
    if fast is not None:
        return {StepChanges: fast.steps, StepPairs: fast.pair_extremes, PointChanges: fast.points,
                PatternChanges: fast.patterns}
    if mechanism.exact_law == "permute-and-flip" and np.all(np.isfinite(mechanism.log_acceptance)):
        return {StepChanges: FlipExposure(mechanism)}
    return {}


def _softmax_exposure(mechanism: Mechanism) -> SoftmaxExposure | None:
    """The structured search's evaluator when the mechanism is a softmax of its scores on a full support."""
    if not mechanism.softmax_of_scores:
        return None
    pr = mechanism.problem
    logits = pr.log_base_measure + mechanism.scale * (pr.scores - np.max(pr.scores))
    return SoftmaxExposure(logits, mechanism.scale) if np.all(np.isfinite(logits)) else None


def _fold(result: ExposureResult, fam: NeighbourFamily, start: int, found: ChunkLosses) -> None:
    """Keep the chunk's worst neighbour (the first of equals, in family order) and the largest score changes."""
    def row(k: int) -> int:
        return int(found.rows[k]) if found.rows is not None else start + k

    j = int(np.argmax(found.loss))
    if found.loss[j] > result.loss or not result.description:
        result.loss = float(found.loss[j])
        result.description = fam.describe(row(j))
        result.kind = fam.kind
        result.worst_change = np.array(fam.block(row(j), row(j) + 1)[0])
    jr = int(np.argmax(found.range))
    if found.range[jr] > result.range or not result.worst_range_description:
        result.range = float(found.range[jr])
        result.worst_range_description = fam.describe(row(jr))
    result.score_sensitivity = max(result.score_sensitivity, float(found.sensitivity.max()))
    result.score_range = max(result.score_range, float(found.score_range.max()))


def release_epsilon(mechanism: Mechanism, notion: str | None = None) -> tuple[float, str]:
    """(ε, why) that one release of ``mechanism`` really costs under ``notion`` (default: its own).

    The exponential mechanism (a softmax of c·u) with the general analysis c = ε/(2Δ) on a score that is
    monotone under the notion is ε/2-DP: every score moves the same way, so the normaliser moves against the
    numerator and the loss is at most c·Δ (McSherry–Talwar 2007; Kamath lecture 7); permute-and-flip likewise
    (McKenna–Sheldon 2020): a mechanism says so by ``halves_on_monotone_scores``. Where the problem declares
    its score's range, a softmax costs at most c·range (Dong–Durfee–Rogers 2020, Thm 1), which the range
    analysis makes exactly ε. Otherwise the analysis's own ε."""
    pr = mechanism.problem
    notion = notion or mechanism.neighbours
    eps = float(mechanism.epsilon)
    spread = pr.score_range.get(notion)
    by_range = mechanism.scale * spread if spread and mechanism.softmax_of_scores else None  # 0: kept out of the bill
    if mechanism.halves_on_monotone_scores and mechanism.analysis == "general" and pr.monotone.get(notion, False) \
            and (by_range is None or by_range >= eps / 2):
        return eps / 2, words("the score is monotone under {neighbours} (one person moves every score the same way), "
                              "so the {mechanism} run with the general analysis is in fact ε/2-DP: each release costs "
                              "ε/2 = {cost:.6g}", neighbours=translated(NEIGHBOURS_NAMED[notion]),
                              mechanism=_named(mechanism), cost=eps / 2)
    if mechanism.analysis == "range":
        return eps, words("the range analysis c = ε/range bounds the loss by c·range = ε (Dong–Durfee–Rogers 2020): "
                          "each release costs {cost:.6g}", cost=eps)
    if by_range is not None and by_range < eps:
        return by_range, words("the score's range under {neighbours} is {spread:.6g}, so a release costs at most "
                               "c·range = {cost:.6g} (Dong–Durfee–Rogers 2020), less than ε = {epsilon:.6g}",
                               neighbours=translated(NEIGHBOURS_NAMED[notion]), spread=spread, cost=by_range,
                               epsilon=eps)
    return eps, words("each release costs the ε of its analysis, {cost:.6g}", cost=eps)


# the neighbour notions as release_epsilon's reasons name them
NEIGHBOURS_NAMED = {"add-remove": translatable("add-remove neighbours"), "replace": translatable("replace neighbours")}


def _named(mechanism: Mechanism) -> str:
    """The mechanism's title inside a sentence: lower-cased in English ("the exponential mechanism run …"), the
    catalogue's title in another language (its sentence quotes it as a name)."""
    title = mechanism.title
    return title[:1].lower() + title[1:] if language() == "en" else translated(title)


NOTION_OF_CHANGE = {"add": "add-remove", "remove": "add-remove", "replace": "replace"}  # one-person change → notion


def promise_bound(mechanism: Mechanism, notion: str) -> str | None:
    """What one release promises under ``notion``, with the same ε as the control: "at most ε/2 = 0.5",
    "at most ε = 1" (release_epsilon). None for a notion other than the one the analysis was set for unless the
    analysis is the general one, whose c = ε/(2Δ) holds for both (the monotone or range analysis may lose more)."""
    if notion != mechanism.neighbours and mechanism.analysis != "general":
        return None
    eps = float(mechanism.epsilon)
    cost = release_epsilon(mechanism, notion)[0]
    if cost == eps:
        return words("at most ε = {epsilon}", epsilon=plain(eps, 6))
    if cost == eps / 2:
        return words("at most ε/2 = {cost}", cost=plain(cost, 6))
    return words("at most {cost} (less than ε = {epsilon})", cost=plain(cost, 6), epsilon=plain(eps, 6))


def promise_text(mechanism: Mechanism, notions) -> str:
    """One sentence naming what one person's change means for each of ``notions`` and the loss one release
    promises under it: "One release promises a loss, for replacing one person's data, of at most ε = 1; for
    adding or removing one person, of at most ε/2 = 0.5." (issue 30, item 2: every bound names its change)."""
    parts = []
    for notion in dict.fromkeys(notions):
        bound = promise_bound(mechanism, notion)
        change = translated(NEIGHBOUR_CHANGE[notion])
        parts.append(words("for {change}, of {bound}", change=change, bound=bound) if bound else
                     words("for {change}, none (the {analysis} analysis was set for {set_for})", change=change,
                           analysis=mechanism.analysis, set_for=translated(NEIGHBOUR_CHANGE[mechanism.neighbours])))
    return words("One release promises a loss, {parts}.", parts="; ".join(parts))


def score_changes(delta_u: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per neighbour (the last axis of Δu = u(D′, ·) − u(D, ·) runs over candidates): the score's
    sensitivity max_h |Δu(h)| and its range max_h Δu(h) − min_h Δu(h)."""
    delta_u = np.asarray(delta_u, dtype=np.float64)
    return np.max(np.abs(delta_u), axis=-1), np.max(delta_u, axis=-1) - np.min(delta_u, axis=-1)


def score_change_summary(problem: SelectionProblem, neighbour_problem: SelectionProblem) -> tuple[float, float]:
    """(sensitivity, range) of the score for one neighbour pair D, D′ on the same candidates:
    (max_h |Δu(h)|, max_h Δu(h) − min_h Δu(h)) with Δu = u(D′, ·) − u(D, ·)."""
    if neighbour_problem.m != problem.m:
        raise ValueError("D and D′ must have the same candidates")
    sensitivity, spread = score_changes(neighbour_problem.scores - problem.scores)
    return float(sensitivity), float(spread)


def exact_comparison(mechanism: Mechanism, neighbour_mechanism: Mechanism) -> LossProfile:
    """The loss profile between the same mechanism on D and on a neighbour D′ (same candidates)."""
    if neighbour_mechanism.problem.m != mechanism.problem.m:
        raise ValueError("D and D′ must have the same candidates")
    return loss_profile(mechanism.log_pmf, neighbour_mechanism.log_pmf)
