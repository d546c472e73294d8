"""What every mechanism shares: the registry (``@register``), the scale c of the analysis, the ``Mechanism``
base class (exact pmf, single draws, histograms, in log space) and the chunked noisy-max draws.

Everything is computed in log space after shifting by the maximum *before* scaling, so c·u up to
1e300 neither overflows nor underflows to an all-zero pmf.
"""
from __future__ import annotations

from functools import cached_property

import numpy as np

from ..problem import ProblemError, SelectionProblem, check_analysis, check_epsilon, check_neighbours
from ..translatable import message, translated

MECHANISMS: dict[str, type["Mechanism"]] = {}  # key → class, filled by @register; read it at call time


def register(cls: type["Mechanism"]) -> type["Mechanism"]:
    """Class decorator: make ``cls`` selectable everywhere (app, CLI, sessions, accounting, privacy lens)."""
    if not cls.key or not cls.title:
        raise TypeError(f"{cls.__name__} needs a key and a title to be registered")
    if MECHANISMS.get(cls.key, cls) is not cls:
        raise ValueError(f"a mechanism called {cls.key!r} is already registered")
    MECHANISMS[cls.key] = cls
    return cls


def unregister(key: str) -> None:
    """Forget a registered mechanism (tests register toys and remove them again)."""
    MECHANISMS.pop(key, None)


def mechanism_keys() -> tuple[str, ...]:
    """The registered mechanisms' keys, in registration order."""
    return tuple(MECHANISMS)


def mechanism_class(key: str) -> type["Mechanism"]:
    """The registered class called ``key``; ProblemError listing the known keys otherwise (never a fallback)."""
    try:
        return MECHANISMS[key]
    except (KeyError, TypeError):
        raise ProblemError(message("unknown mechanism {name!r}; use one of {known}", name=key,
                                   known=", ".join(MECHANISMS))) from None


# Work arrays for vectorised single draws stay below this many float64 entries (~32 MB).
_CHUNK_ENTRIES = 1 << 22


def score_scale(problem: SelectionProblem, epsilon: float, analysis: str = "general",
                neighbours: str = "add-remove") -> float:
    """c = ε/(2Δ) (general), ε/Δ (monotone; valid only for a one-signed score change) or ε/range (range:
    loss ≤ c·range, Dong–Durfee–Rogers 2020 Thm 1, for every mechanism here, as each depends on u − max u only).

    Raises ProblemError, saying why, when the monotone or range analysis is asked for where it is invalid.
    """
    eps = check_epsilon(epsilon)
    check_analysis(analysis)
    check_neighbours(neighbours)
    if analysis == "monotone":
        if not problem.monotone[neighbours]:
            reason = problem.monotone_reason.get(neighbours, "")
            if reason:
                raise ProblemError(message("the monotone analysis (ε/Δ) is not valid under {neighbours} neighbours: "
                                           "{reason}", neighbours=neighbours, reason=translated(reason)))
            raise ProblemError(message("the monotone analysis (ε/Δ) is not valid under {neighbours} neighbours",
                                       neighbours=neighbours))
        return eps / problem.sensitivity
    if analysis == "range":
        return eps / problem.declared_range(neighbours)
    return eps / (2.0 * problem.sensitivity)


def shifted_scaled_scores(problem: SelectionProblem, c: float) -> np.ndarray:
    """c·(u − OPT): ≤ 0 on the support, 0 on H*; −inf off the support of μ. Never NaN."""
    support = problem.support
    gap = problem.scores - problem.opt  # shift first: exact 0 at the optimum
    with np.errstate(over="ignore", invalid="ignore"):
        z = c * gap
    z[~support] = -np.inf
    return z


def log_normalise(logw: np.ndarray) -> np.ndarray:
    """ln of logw's softmax: logw − logsumexp(logw), with the max subtracted first."""
    top = np.max(logw)
    with np.errstate(under="ignore"):
        return logw - (top + np.log(np.sum(np.exp(logw - top))))


def _probabilities_from_log(log_p: np.ndarray) -> np.ndarray:
    with np.errstate(under="ignore"):
        p = np.exp(log_p)
    return p / p.sum()


class Mechanism:
    """Common interface: ``pmf``, ``log_pmf``, ``sample(size, rng)``, ``sample_counts(trials, rng)``.

    A subclass declares its ``key``, ``title``, ``help`` (one line for tooltips) and capabilities, and
    implements ``log_pmf_rows(scores)``: the log-pmf it would have, with the same ε, analysis and base
    measure, if the scores were each row of ``scores``. The privacy loss between two datasets is the
    difference of two such rows, so the privacy lens needs nothing else.
    """

    key = ""
    title = ""
    help = ""
    bounded_range = False  # ε-bounded-range (Durfee–Rogers 2019): enables the BR and zCDP accountants
    uniform_base_measure_only = False
    search_rows_cap: int | None = None  # rows per log_pmf_rows call in the most-exposed search, if costly
    softmax_of_scores = False  # log pmf = ln μ + c·u, normalised: the search may skip building rows (exposure.py)
    # ε/2-DP when run with the general analysis c = ε/(2Δ) on a score monotone under the neighbour notion
    # (core.privacy.loss.release_epsilon asks this, never the mechanism's name)
    halves_on_monotone_scores = False
    exact_law = ""  # the law core.exact.sampling draws exactly ("exponential", "permute-and-flip"); "": none

    def __init__(self, problem: SelectionProblem, epsilon: float, analysis: str = "general",
                 neighbours: str = "add-remove") -> None:
        if self.uniform_base_measure_only and problem.base_measure is not None \
                and not np.all(problem.base_measure == problem.base_measure[0]):
            raise ProblemError(message("{mechanism} is defined for the uniform base measure only",
                                       mechanism=translated(self.title).lower()))
        self.problem = problem
        self.epsilon = check_epsilon(epsilon)
        self.analysis = analysis
        self.neighbours = neighbours
        self.scale = score_scale(problem, epsilon, analysis, neighbours)

    def log_pmf_rows(self, scores: np.ndarray) -> np.ndarray:
        """ln pmf for each row of ``scores`` (shape rows × m), same ε, analysis and base measure."""
        raise NotImplementedError

    def scaled_gaps(self, scores: np.ndarray) -> np.ndarray:
        """c·(u − max u) per row of ``scores``: ≤ 0 on the support, −inf off it. Never NaN."""
        support = self.problem.support
        scores = np.atleast_2d(np.asarray(scores, dtype=np.float64))
        gaps = scores - np.max(np.where(support[None, :], scores, -np.inf), axis=1, keepdims=True)
        with np.errstate(over="ignore", invalid="ignore"):
            z = self.scale * gaps
        z[:, ~support] = -np.inf
        return z

    @cached_property
    def log_pmf(self) -> np.ndarray:
        return self.log_pmf_rows(self.problem.scores[None, :])[0]

    @cached_property
    def pmf(self) -> np.ndarray:
        return _probabilities_from_log(self.log_pmf)

    @cached_property
    def cdf(self) -> np.ndarray:
        """Cumulative pmf, computed once (a single draw at m = 1e6 must not redo an O(m) sum)."""
        return np.cumsum(self.pmf)

    def _inverse_cdf(self, size: int, rng: np.random.Generator) -> np.ndarray:
        cdf = self.cdf
        idx = np.searchsorted(cdf, rng.random(size) * cdf[-1], side="right")
        return np.minimum(idx, self.problem.m - 1)

    def sample(self, size: int, rng: np.random.Generator) -> np.ndarray:
        """Indices of ``size`` independent outputs, by inverse-CDF on the exact pmf."""
        return self._inverse_cdf(_check_count(size, "size"), rng)

    def sample_counts(self, trials: int, rng: np.random.Generator) -> np.ndarray:
        """Histogram of ``trials`` i.i.d. runs on the exact pmf: the trials drawn one by one (inverse CDF,
        O(trials·log m)) when they are few beside the candidates, else one multinomial draw (O(m)); both are
        exact samples of the same law, and the faster is picked per call (crossover measured near m/16)."""
        trials = _check_count(trials, "trials")
        m = self.problem.m
        if trials * _DIRECT_DRAW_RATIO < m:
            return np.bincount(self._inverse_cdf(trials, rng), minlength=m).astype(np.int64)
        return rng.multinomial(trials, self.pmf).astype(np.int64)


_DIRECT_DRAW_RATIO = 16  # sample_counts draws trials one by one below m/16 of them


def make_mechanism(name: str, problem: SelectionProblem, epsilon: float, analysis: str = "general",
                   neighbours: str = "add-remove") -> Mechanism:
    """The registered mechanism called ``name`` on ``problem``."""
    return mechanism_class(name)(problem, epsilon, analysis, neighbours)


def _check_count(value, what: str) -> int:
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise ProblemError(message("{what} must be a whole number, not {value!r}", what=what, value=value))
    if value < 0:
        raise ProblemError(message("{what} must be ≥ 0, not {value}", what=what, value=value))
    return int(value)


def _chunked_argmax(size: int, logits: np.ndarray, noise) -> np.ndarray:
    m = logits.size
    out = np.empty(size, dtype=np.int64)
    chunk = max(1, _CHUNK_ENTRIES // m)
    for start in range(0, size, chunk):
        rows = min(chunk, size - start)
        out[start:start + rows] = np.argmax(logits + noise((rows, m)), axis=1)
    return out


def _chunked_argmin(size: int, weights: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """argmin_h E_h·weights_h per draw, E i.i.d. Exp(1), in chunks of about _CHUNK_ENTRIES numbers."""
    m = weights.size
    out = np.empty(size, dtype=np.int64)
    chunk = max(1, _CHUNK_ENTRIES // m)
    for start in range(0, size, chunk):
        rows = min(chunk, size - start)
        out[start:start + rows] = np.argmin(rng.standard_exponential(size=(rows, m)) * weights, axis=1)
    return out
