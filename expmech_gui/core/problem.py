"""SelectionProblem: what every scenario hands to a mechanism.

A finite candidate set H with scores u(h) = s(X, h), the score's sensitivity Δ, whether the
score is monotone under each neighbour notion, and an optional base measure μ on H.
"""
from __future__ import annotations

from functools import cached_property
from dataclasses import dataclass, field
from collections.abc import Sequence
from typing import TYPE_CHECKING, Callable, Mapping

import numpy as np

from .translatable import message, translatable

if TYPE_CHECKING:  # (an annotation only: fractions loads with the exact sampler, not with every start)
    from fractions import Fraction

NEIGHBOURS = ("add-remove", "replace")
ANALYSES = ("general", "monotone", "range")
ANALYSIS_TITLES = {"general": translatable("General: ε/(2Δ)"), "monotone": translatable("Monotone: ε/Δ"),
                   "range": translatable("Range: ε/range")}
NEIGHBOUR_TITLES = {"add-remove": translatable("Add / remove one person"),  # the notions' names, as people read them
                    "replace": translatable("Replace one person's data")}
# what ε is divided by in each analysis's scale c (the utility theorem's 1/c = that ÷ ε)
SCALE_DIVISOR = {"general": "2Δ", "monotone": "Δ", "range": "range"}


class ProblemError(ValueError):
    """An invalid selection problem or parameter, with a message meant for the user."""


def _readonly(a: np.ndarray) -> np.ndarray:
    """A read-only copy of ``a``; an array its maker already froze (owns its data, not writeable) is kept as
    it is, so a 10⁶-price grid is held once, not twice."""
    if isinstance(a, np.ndarray) and a.flags.owndata and not a.flags.writeable:
        return a
    a = np.array(a, copy=True)
    a.setflags(write=False)
    return a


@dataclass(frozen=True, eq=False)
class SelectionProblem:
    """Candidates H, scores u ∈ R^m, sensitivity Δ > 0, monotonicity per neighbour notion.

    ``monotone[n]`` is True when, for every pair of neighbours (D, D') under notion ``n``,
    the score changes u(D', h) − u(D, h) all have one sign; ``monotone_reason[n]`` says why
    (shown to the user when the monotone analysis is refused).
    ``base_measure`` is an optional non-negative weight per candidate (at least one positive);
    None means uniform.  OPT and the argmax set are taken over the support of μ.
    ``score_range[n]``, where a scenario knows it, is the score's range under notion ``n``: the largest
    max_h Δu(h) − min_h Δu(h) over neighbours, Δu = u(D′, ·) − u(D, ·) (Dong–Durfee–Rogers 2020); it enables
    the range analysis c = ε/range. Absent: that analysis is refused under ``n``.
    ``exact_scores``, where a scenario can compute them, are the scores as exact rationals (the float ``scores``
    are these rounded) for the exact sampler; None: the floats' own binary values are the scores.
    """

    labels: tuple[str, ...]
    scores: np.ndarray
    sensitivity: float
    monotone: Mapping[str, bool]
    monotone_reason: Mapping[str, str] = field(default_factory=dict)
    values: np.ndarray | None = None
    base_measure: np.ndarray | None = None
    score_name: str = "score"
    score_unit: str = ""
    candidate_name: str = "candidate"
    candidate_unit: str = ""
    population: str = "people"  # what n counts, plural: "people"; Custom: "neighbouring datasets"
    cost_name: str = ""  # when the score is minus a cost ("mistakes"): words then say the cost, as a positive number
    n: int = 0
    extras: Mapping[str, float] = field(default_factory=dict)
    score_range: Mapping[str, float] = field(default_factory=dict)
    exact_scores: "ExactScores | None" = None

    def __post_init__(self) -> None:
        scores = np.asarray(self.scores, dtype=np.float64)
        if scores.ndim != 1 or scores.size == 0:
            raise ProblemError(message("a selection problem needs at least one candidate"))
        if not np.all(np.isfinite(scores)):
            raise ProblemError(message("every score must be a finite number"))
        if len(self.labels) != scores.size:
            raise ProblemError(message("{labels} labels for {scores} scores",
                                       labels=len(self.labels), scores=scores.size))
        delta = float(self.sensitivity)
        if not (np.isfinite(delta) and delta > 0):
            raise ProblemError(message("the sensitivity Δ must be a finite number > 0, not {delta!r}",
                                       delta=self.sensitivity))
        object.__setattr__(self, "scores", _readonly(scores))
        object.__setattr__(self, "sensitivity", delta)
        if not isinstance(self.labels, (tuple, LazyLabels)):  # kept as is: a tuple, or lazy labels of a huge grid
            object.__setattr__(self, "labels", tuple(str(x) for x in self.labels))
        if self.values is not None:
            values = np.asarray(self.values, dtype=np.float64)
            if values.shape != scores.shape:
                raise ProblemError(message("candidate values must have one entry per candidate"))
            object.__setattr__(self, "values", _readonly(values))
        if self.base_measure is not None:
            mu = np.asarray(self.base_measure, dtype=np.float64)
            if mu.shape != scores.shape:
                raise ProblemError(message("the base measure needs one weight per candidate"))
            if not np.all(np.isfinite(mu)) or np.any(mu < 0):
                raise ProblemError(message("base-measure weights must be finite and non-negative"))
            if not np.any(mu > 0):
                raise ProblemError(message("at least one base-measure weight must be positive"))
            object.__setattr__(self, "base_measure", _readonly(mu))
        for notion, spread in self.score_range.items():
            check_neighbours(notion)
            if not (isinstance(spread, (int, float, np.number)) and np.isfinite(spread) and spread >= 0):
                raise ProblemError(message("the score's range under {notion} neighbours must be a finite number "
                                           "≥ 0, not {spread!r}", notion=notion, spread=spread))
        missing = [n for n in NEIGHBOURS if n not in self.monotone]
        if missing:
            raise ProblemError(message("monotonicity not stated for neighbour notion(s) {missing}", missing=missing))

    # --- derived quantities --------------------------------------------------------------
    @property
    def m(self) -> int:
        """|H|, the number of candidates."""
        return int(self.scores.size)

    @property
    def support(self) -> np.ndarray:
        """Boolean mask of candidates with positive base measure (all, when uniform)."""
        if self.base_measure is None:
            return np.ones(self.m, dtype=bool)
        return self.base_measure > 0

    @property
    def log_base_measure(self) -> np.ndarray:
        """ln μ(h) for the normalised base measure (−inf off the support); uniform: −ln m."""
        if self.base_measure is None:
            return np.full(self.m, -np.log(self.m))
        with np.errstate(divide="ignore"):
            logw = np.log(self.base_measure)
        top = logw.max()
        return logw - (top + np.log(np.sum(np.exp(logw - top))))

    @cached_property
    def opt(self) -> float:
        """OPT = max over the support of μ of u(h) (computed once: the scores and μ are read-only)."""
        if self.base_measure is None:
            return float(self.scores.max())
        return float(self.scores[self.support].max())

    @cached_property
    def _opt_indices(self) -> np.ndarray:
        return np.flatnonzero(self.support & (self.scores == self.opt))

    @property
    def opt_indices(self) -> np.ndarray:
        """H* = the argmax set (indices) within the support of μ (found once; a copy each time)."""
        return self._opt_indices.copy()

    def monotone_valid(self, neighbours: str) -> bool:
        check_neighbours(neighbours)
        return bool(self.monotone[neighbours])

    def declared_range(self, neighbours: str) -> float:
        """The score's range under ``neighbours`` as declared; ProblemError, in words, when none is declared or
        it is 0 (then no scale c = ε/range follows from it)."""
        spread = self.score_range.get(check_neighbours(neighbours))
        if spread is None:
            raise ProblemError(message("the range analysis (ε/range) needs the score's range under {neighbours} "
                                       "neighbours, which this data does not declare; use the general analysis",
                                       neighbours=neighbours))
        if spread <= 0:
            raise ProblemError(message("the score's range is 0: every neighbour moves all scores by the same amount, "
                                       "so the output does not depend on the data at any c, and ε/range has no finite "
                                       "value; use the general analysis"))
        return float(spread)

    def monotone_explanation(self, neighbours: str) -> str:
        check_neighbours(neighbours)
        return self.monotone_reason.get(neighbours, "")


@dataclass(frozen=True)
class ExactScores:
    """u(h) as an exact rational (``score(h)``, a Fraction) for the exact sampler, and ``words``: what they are, in
    the privacy claim ("the revenues (j·N_j)·P/m in exact rationals"). ``best(indices)``, if given, is the index
    of the largest exact score among ``indices`` found at once (many near-equal floats: no fraction each)."""

    score: Callable[[int], Fraction]
    words: str
    best: Callable[[np.ndarray], int] | None = None


def check_neighbours(neighbours: str) -> str:
    if neighbours not in NEIGHBOURS:
        raise ProblemError(message("unknown neighbour notion {name!r}; use one of {known}", name=neighbours,
                                   known=", ".join(NEIGHBOURS)))
    return neighbours


def check_analysis(analysis: str) -> str:
    if analysis not in ANALYSES:
        raise ProblemError(message("unknown analysis {name!r}; use one of {known}", name=analysis,
                                   known=", ".join(ANALYSES)))
    return analysis


def check_epsilon(epsilon: float) -> float:
    if isinstance(epsilon, bool):
        raise ProblemError(message("ε must be a number, not {value!r}", value=epsilon))
    try:
        eps = float(epsilon)
    except (TypeError, ValueError, OverflowError):
        raise ProblemError(message("ε must be a number, not {value!r}", value=epsilon)) from None
    if not (np.isfinite(eps) and eps > 0):
        raise ProblemError(message("ε must be a finite number > 0, not {value!r}", value=epsilon))
    return eps


def check_epsilon_in_range(epsilon) -> float:
    """ε as every entry point accepts it (the app, the CLI, session files, the bill): a number from
    EPSILON_MIN = 0.000001 to EPSILON_MAX = 10,000, said in words when refused. The mechanisms themselves
    (``check_epsilon``) stay exact at any finite ε > 0."""
    from .numbers import EPSILON_MAX, EPSILON_MIN, describe_range

    eps = check_epsilon(epsilon)
    if not EPSILON_MIN <= eps <= EPSILON_MAX:
        raise ProblemError(message("ε must be {bounds}, not {value:g}", bounds=describe_range(EPSILON_MIN, EPSILON_MAX),
                                   value=eps))
    return eps


class LazyLabels(Sequence):
    """Candidate labels formatted on access, ``fmt(values[i])`` — for grids of millions of candidates, instead
    of a million strings up front. Equal to any sequence with the same labels (a tuple included)."""

    def __init__(self, values: np.ndarray, fmt: Callable[[float], str]) -> None:
        self._values, self._fmt = values, fmt

    def __len__(self) -> int:
        return int(self._values.size)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return tuple(self._fmt(v) for v in self._values[i])
        return self._fmt(self._values[i])

    def __iter__(self):
        return (self._fmt(v) for v in self._values)

    def __eq__(self, other) -> bool:
        if not isinstance(other, Sequence) or isinstance(other, str) or len(other) != len(self):
            return False
        return all(a == b for a, b in zip(self, other))

    __hash__ = None

    def __repr__(self) -> str:
        return f"LazyLabels({len(self):,} labels)"
