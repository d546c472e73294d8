"""Private selection mechanisms on a SelectionProblem: exact pmf, single draws, histograms.

* exponential mechanism (McSherry–Talwar 2007): P[h] ∝ μ(h)·exp(c·u(h)), c = ε/(2Δ), ε/Δ under the monotone
  analysis (Kamath lecture 7; Dwork–Roth Thm 3.10), or ε/range (Dong–Durfee–Rogers 2020, Thm 1);
* report-noisy-max with Gumbel noise: argmax_h ln P[h] + G_h has exactly the EM's distribution;
* permute-and-flip (McKenna–Sheldon, NeurIPS 2020): visit candidates in random order and accept r with
  probability q_r = exp(c·(u_r − OPT)); P[r] = q_r ∫₀¹ Π_{s≠r}(1 − x·q_s) dx.

Everything is computed in log space after shifting by the maximum *before* scaling, so c·u up to
1e300 neither overflows nor underflows to an all-zero pmf.
"""
from __future__ import annotations

from functools import cached_property

import numpy as np

from .permute_and_flip import permute_and_flip_log_pmf
from ..problem import ProblemError, SelectionProblem, check_analysis, check_epsilon, check_neighbours

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
        raise ProblemError(f"unknown mechanism {key!r}; use one of {', '.join(MECHANISMS)}") from None


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
            raise ProblemError(
                f"the monotone analysis (ε/Δ) is not valid under {neighbours} neighbours"
                + (f": {reason}" if reason else "")
            )
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
            raise ProblemError(f"{self.title.lower()} is defined for the uniform base measure only")
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


@register
class ExponentialMechanism(Mechanism):
    """P[h] = μ(h)·exp(c·u(h)) / Σ_g μ(g)·exp(c·u(g)), computed as a softmax in log space."""

    key = "exponential"
    title = "Exponential mechanism"
    help = "exponential mechanism (McSherry–Talwar 2007)"
    bounded_range = True  # ε-BR (Durfee–Rogers 2019)
    softmax_of_scores = True
    halves_on_monotone_scores = True  # McSherry–Talwar 2007; Kamath lecture 7
    exact_law = "exponential"  # (Gumbel noisy max inherits it: the same law)

    @cached_property
    def log_pmf(self) -> np.ndarray:
        return log_normalise(self.problem.log_base_measure + shifted_scaled_scores(self.problem, self.scale))

    def log_pmf_rows(self, scores: np.ndarray) -> np.ndarray:
        logits = self.problem.log_base_measure[None, :] + self.scaled_gaps(scores)
        top = np.max(logits, axis=1, keepdims=True)
        with np.errstate(under="ignore"):
            return logits - (top + np.log(np.sum(np.exp(logits - top), axis=1, keepdims=True)))


@register
class GumbelNoisyMax(ExponentialMechanism):
    """Report-noisy-max: argmax_h (ln μ(h) + c·u(h) + G_h), G_h i.i.d. standard Gumbel ⇒ the EM's law.

    Drawn in the equivalent literal form argmin_h E_h·e^(−ℓ_h) with E_h i.i.d. Exp(1) (G = −ln E), which
    spares a logarithm per candidate; e^(−ℓ) is capped at the largest float, so a candidate more than e^709
    times less likely than the best is never drawn (its probability is below 10^-308 anyway)."""

    key = "gumbel"
    title = "Report-noisy-max (Gumbel)"
    help = "report-noisy-max with Gumbel noise (same distribution as the exponential mechanism, sampled differently)"

    @cached_property
    def _exp_weights(self) -> np.ndarray:
        with np.errstate(over="ignore"):
            return np.minimum(np.exp(-self.log_pmf), np.finfo(np.float64).max)

    def sample(self, size: int, rng: np.random.Generator) -> np.ndarray:
        size = _check_count(size, "size")
        return _chunked_argmin(size, self._exp_weights, rng)


@register
class PermuteAndFlip(Mechanism):
    """Permute-and-flip; sampled as report-noisy-max with Exp(1) noise on c·u, which has the same law
    (Ding, Kifer, Steinke et al. 2021); exact pmf by Gauss–Legendre quadrature of the P&F integral."""

    key = "permute-and-flip"
    title = "Permute-and-flip"
    help = "permute-and-flip (McKenna–Sheldon 2020, never worse in expectation)"
    bounded_range = False  # ε-DP, but not ε-bounded-range
    halves_on_monotone_scores = True  # as the EM: monotone q lets ε/Δ replace ε/(2Δ) (McKenna–Sheldon 2020, §3)
    uniform_base_measure_only = True
    search_rows_cap = 64  # one quadrature per row
    exact_law = "permute-and-flip"

    @cached_property
    def log_acceptance(self) -> np.ndarray:
        """ln q_r = c·(u_r − OPT) ≤ 0."""
        return shifted_scaled_scores(self.problem, self.scale)

    @cached_property
    def log_pmf(self) -> np.ndarray:
        return log_normalise(permute_and_flip_log_pmf(self.log_acceptance))

    @cached_property
    def pmf(self) -> np.ndarray:
        return _probabilities_from_log(self.log_pmf)

    def log_pmf_rows(self, scores: np.ndarray) -> np.ndarray:
        z = self.scaled_gaps(scores)
        return np.stack([log_normalise(permute_and_flip_log_pmf(row)) for row in z]) if len(z) else z

    def sample(self, size: int, rng: np.random.Generator) -> np.ndarray:
        size = _check_count(size, "size")
        logq = self.log_acceptance
        return _chunked_argmax(size, logq, lambda shape: rng.standard_exponential(size=shape))


def make_mechanism(name: str, problem: SelectionProblem, epsilon: float, analysis: str = "general",
                   neighbours: str = "add-remove") -> Mechanism:
    """The registered mechanism called ``name`` on ``problem``."""
    return mechanism_class(name)(problem, epsilon, analysis, neighbours)


def _check_count(value, what: str) -> int:
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise ProblemError(f"{what} must be a whole number, not {value!r}")
    if value < 0:
        raise ProblemError(f"{what} must be ≥ 0, not {value}")
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
