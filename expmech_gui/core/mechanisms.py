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

import math
from functools import cached_property

import numpy as np

from .problem import ProblemError, SelectionProblem, check_analysis, check_epsilon, check_neighbours

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
    # (core.privacy.release_epsilon asks this, never the mechanism's name)
    halves_on_monotone_scores = False
    exact_law = ""  # the law core.exact_sampling draws exactly ("exponential", "permute-and-flip"); "": none

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


# --- permute-and-flip exact pmf ------------------------------------------------------------------
_GL_NODES = 48  # per panel: exact for polynomials of degree ≤ 95
_GL_X, _GL_W = np.polynomial.legendre.leggauss(_GL_NODES)
# Buckets of r = x_max·q (x_max: the end of the integration domain) summed as power series; each keeps the
# terms with r^J > 2^-54, below which a term is lost to double rounding.
_SERIES_EDGES = (2.0**-54, 1e-8, 1e-4, 1e-2, 0.05, 0.15, 0.3, 0.5)


def _panel_nodes(total_q: float) -> tuple[np.ndarray, np.ndarray]:
    """Composite Gauss–Legendre nodes on [0, 1], panels [0, 1/Q], [1/Q, 2/Q], [2/Q, 4/Q], … .

    The integrand Π(1 − x·q_s) is log-concave with slope −Q = −Σ q_s at 0, so it is below e^(−Q·x);
    geometric panels follow that drop, each is integrated to full precision, and the domain stops
    at x = 800/Q, beyond which the integrand is below e^(−800), zero in double precision.
    """
    end = min(1.0, 800.0 / total_q)
    edges = [0.0]
    if total_q > 1.0:
        edge = 1.0 / total_q
        while edge < end:
            edges.append(edge)
            edge *= 2.0
    edges.append(end)
    a = np.asarray(edges[:-1])
    b = np.asarray(edges[1:])
    half = (b - a) / 2.0
    x = (a[:, None] + half[:, None] * (_GL_X[None, :] + 1.0)).ravel()
    w = (half[:, None] * _GL_W[None, :]).ravel()
    # a panel 1e-16 wide at x = 1 (Q = 1 + 2e-16) rounds nodes to 1.0, where ln(1 − x·1) = −inf
    return np.minimum(x, np.nextafter(1.0, 0.0)), w


def _series_terms(edge: float) -> int:
    return max(1, math.ceil(54.0 / -math.log2(edge)))


def permute_and_flip_log_pmf(log_q: np.ndarray) -> np.ndarray:
    """ln P[r] for P[r] = q_r ∫₀¹ Π_{s≠r} (1 − x·q_s) dx, from ln q_r ≤ 0 (max ln q = 0), unnormalised only by
    quadrature rounding.  McKenna & Sheldon (2020), Permute-and-Flip, the output distribution.

    Where x·q ≤ ½ on the whole domain both parts are power series: ln Π(1 − x·q_s) = −Σ_j x^j·(Σ_s q_s^j)/j and
    ∫ F/(1 − x·q) = Σ_k q^k·∫ F·x^k, so the cost is O(m·terms) (a few terms for most q); the remaining q
    (x·q > ½, a few thousand distinct values at most, since there Σ q < 1600) are integrated directly, grouped.
    ln P = ln q + ln(series), so probabilities below 10^-308 keep their logarithm (a privacy loss stays finite).
    """
    log_q = np.asarray(log_q, dtype=np.float64)
    q = np.exp(log_q)
    total_q = float(q.sum())
    x, w = _panel_nodes(total_q)
    x_max = float(x[-1])
    r = q * x_max
    bucket = np.searchsorted(_SERIES_EDGES, r)  # edge[i − 1] < r ≤ edge[i]; past the last edge: integrated directly
    sizes = np.bincount(bucket, minlength=len(_SERIES_EDGES) + 1)
    buckets = []  # (indices — all of them as a slice when one bucket holds every q —, terms kept)
    for i, edge in enumerate(_SERIES_EDGES):
        if sizes[i]:
            buckets.append((slice(None) if sizes[i] == q.size else np.flatnonzero(bucket == i), _series_terms(edge)))
    direct = np.flatnonzero(bucket == len(_SERIES_EDGES)) if sizes[-1] else np.zeros(0, dtype=np.intp)
    terms = max((t for _, t in buckets), default=1)
    power_sums = np.zeros(terms + 1)
    for idx, t in buckets:
        qs = q[idx]
        p = qs.copy()
        for j in range(1, t + 1):
            power_sums[j] += p.sum()
            if j < t:
                p *= qs
    log_f = np.zeros(x.size)  # ln Π_s (1 − x·q_s) at each node
    xj = x.copy()
    for j in range(1, terms + 1):
        log_f -= xj * (power_sums[j] / j)
        xj *= x
    uq, inverse, counts = np.unique(q[direct], return_inverse=True, return_counts=True)
    step = max(1, _CHUNK_ENTRIES // x.size)
    for start in range(0, uq.size, step):
        qs = uq[start:start + step]
        log_f += (counts[start:start + step, None] * np.log1p(-x[None, :] * qs[:, None])).sum(axis=0)
    moments = np.empty(terms)  # I_k = ∫ F·x^k
    xk = np.exp(log_f) * w
    for k in range(terms):
        moments[k] = xk.sum()
        xk *= x
    out = np.empty(q.size)
    for idx, t in buckets:  # Horner: Σ_k q^k I_k
        qs = q[idx]
        acc = np.full(qs.size, moments[t - 1])
        for k in range(t - 2, -1, -1):
            acc *= qs
            acc += moments[k]
        out[idx] = log_q[idx] + np.log(acc)
    direct_log = np.empty(uq.size)
    for start in range(0, uq.size, step):  # r's own factor divided out of the integrand exactly
        qs = uq[start:start + step]
        own = np.log1p(-x[None, :] * qs[:, None])
        direct_log[start:start + step] = np.log(qs) + np.log(np.exp(log_f[None, :] - own) @ w)
    out[direct] = direct_log[inverse]
    return out


def permute_and_flip_pmf(q: np.ndarray) -> np.ndarray:
    """P[r] = q_r ∫₀¹ Π_{s≠r} (1 − x·q_s) dx for acceptance probabilities q ∈ [0, 1] (max q = 1); see
    ``permute_and_flip_log_pmf``."""
    with np.errstate(divide="ignore"):
        return np.exp(permute_and_flip_log_pmf(np.log(np.asarray(q, dtype=np.float64))))
