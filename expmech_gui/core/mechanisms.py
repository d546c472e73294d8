"""Private selection mechanisms on a SelectionProblem: exact pmf, single draws, histograms.

* exponential mechanism (McSherry–Talwar 2007): P[h] ∝ μ(h)·exp(c·u(h)), c = ε/(2Δ), or ε/Δ under the
  monotone analysis (Kamath lecture 7; Dwork–Roth Thm 3.10);
* report-noisy-max with Gumbel noise: argmax_h ln P[h] + G_h has exactly the EM's distribution;
* permute-and-flip (McKenna–Sheldon, NeurIPS 2020): visit candidates in random order and accept r with
  probability q_r = exp(c·(u_r − OPT)); P[r] = q_r ∫₀¹ Π_{s≠r}(1 − x·q_s) dx.

Everything is computed in log space after shifting by the maximum *before* scaling, so c·u up to
1e300 neither overflows nor underflows to an all-zero pmf.
"""
from __future__ import annotations

from functools import cached_property

import numpy as np

from .problem import ProblemError, SelectionProblem, check_analysis, check_epsilon, check_neighbours

MECHANISM_NAMES = ("exponential", "gumbel", "permute-and-flip")
MECHANISM_TITLES = {
    "exponential": "Exponential mechanism",
    "gumbel": "Report-noisy-max (Gumbel)",
    "permute-and-flip": "Permute-and-flip",
}
# Work arrays for vectorised single draws stay below this many float64 entries (~32 MB).
_CHUNK_ENTRIES = 1 << 22


def score_scale(problem: SelectionProblem, epsilon: float, analysis: str = "general",
                neighbours: str = "add-remove") -> float:
    """c = ε/(2Δ) (general analysis) or ε/Δ (monotone; valid only for a one-signed score change).

    Raises ProblemError, saying why, when the monotone analysis is asked for where it is invalid.
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
    """Common interface: ``pmf``, ``log_pmf``, ``sample(size, rng)``, ``sample_counts(trials, rng)``."""

    name = ""

    def __init__(self, problem: SelectionProblem, epsilon: float, analysis: str = "general",
                 neighbours: str = "add-remove") -> None:
        self.problem = problem
        self.epsilon = check_epsilon(epsilon)
        self.analysis = analysis
        self.neighbours = neighbours
        self.scale = score_scale(problem, epsilon, analysis, neighbours)

    @property
    def title(self) -> str:
        return MECHANISM_TITLES[self.name]

    @cached_property
    def pmf(self) -> np.ndarray:
        raise NotImplementedError

    @cached_property
    def log_pmf(self) -> np.ndarray:
        with np.errstate(divide="ignore"):
            return np.log(self.pmf)

    def sample(self, size: int, rng: np.random.Generator) -> np.ndarray:
        """Indices of ``size`` independent outputs, by inverse-CDF on the exact pmf."""
        size = _check_count(size, "size")
        cdf = np.cumsum(self.pmf)
        idx = np.searchsorted(cdf, rng.random(size) * cdf[-1], side="right")
        return np.minimum(idx, self.problem.m - 1)

    def sample_counts(self, trials: int, rng: np.random.Generator) -> np.ndarray:
        """Histogram of ``trials`` i.i.d. runs: one multinomial draw on the exact pmf, O(m)."""
        trials = _check_count(trials, "trials")
        return rng.multinomial(trials, self.pmf).astype(np.int64)


class ExponentialMechanism(Mechanism):
    """P[h] = μ(h)·exp(c·u(h)) / Σ_g μ(g)·exp(c·u(g)), computed as a softmax in log space."""

    name = "exponential"

    @cached_property
    def log_pmf(self) -> np.ndarray:
        return log_normalise(self.problem.log_base_measure + shifted_scaled_scores(self.problem, self.scale))

    @cached_property
    def pmf(self) -> np.ndarray:
        return _probabilities_from_log(self.log_pmf)


class GumbelNoisyMax(ExponentialMechanism):
    """Report-noisy-max: argmax_h (ln μ(h) + c·u(h) + G_h), G_h i.i.d. standard Gumbel ⇒ the EM's law."""

    name = "gumbel"

    def sample(self, size: int, rng: np.random.Generator) -> np.ndarray:
        size = _check_count(size, "size")
        logits = self.log_pmf
        return _chunked_argmax(size, logits, lambda shape: rng.gumbel(size=shape))


class PermuteAndFlip(Mechanism):
    """Permute-and-flip; sampled as report-noisy-max with Exp(1) noise on c·u, which has the same law
    (Ding, Kifer, Steinke et al. 2021); exact pmf by Gauss–Legendre quadrature of the P&F integral."""

    name = "permute-and-flip"

    def __init__(self, problem: SelectionProblem, epsilon: float, analysis: str = "general",
                 neighbours: str = "add-remove") -> None:
        if problem.base_measure is not None and not np.all(problem.base_measure == problem.base_measure[0]):
            raise ProblemError("permute-and-flip is defined for the uniform base measure only")
        super().__init__(problem, epsilon, analysis, neighbours)

    @cached_property
    def log_acceptance(self) -> np.ndarray:
        """ln q_r = c·(u_r − OPT) ≤ 0."""
        return shifted_scaled_scores(self.problem, self.scale)

    @cached_property
    def pmf(self) -> np.ndarray:
        p = permute_and_flip_pmf(np.exp(self.log_acceptance))
        return p / p.sum()

    def sample(self, size: int, rng: np.random.Generator) -> np.ndarray:
        size = _check_count(size, "size")
        logq = self.log_acceptance
        return _chunked_argmax(size, logq, lambda shape: rng.standard_exponential(size=shape))


MECHANISMS = {cls.name: cls for cls in (ExponentialMechanism, GumbelNoisyMax, PermuteAndFlip)}


def make_mechanism(name: str, problem: SelectionProblem, epsilon: float, analysis: str = "general",
                   neighbours: str = "add-remove") -> Mechanism:
    """The mechanism called ``name`` (one of MECHANISM_NAMES) on ``problem``."""
    try:
        cls = MECHANISMS[name]
    except KeyError:
        raise ProblemError(f"unknown mechanism {name!r}; use one of {', '.join(MECHANISM_NAMES)}") from None
    return cls(problem, epsilon, analysis, neighbours)


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


# --- permute-and-flip exact pmf ------------------------------------------------------------------
_GL_NODES = 48  # per panel: exact for polynomials of degree ≤ 95
_SMALL_Q = 1e-20  # below this, ln(1 − x·q) = −x·q to double precision
_GL_X, _GL_W = np.polynomial.legendre.leggauss(_GL_NODES)


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


def permute_and_flip_pmf(q: np.ndarray) -> np.ndarray:
    """P[r] = q_r ∫₀¹ Π_{s≠r} (1 − x·q_s) dx for acceptance probabilities q ∈ [0, 1] (max q = 1).

    McKenna & Sheldon (2020), Permute-and-Flip, eq. for the output distribution.  Identical q values
    are grouped, tiny q (< 1e-20) enter through their sum, and the log of the product is summed with
    log1p, so the cost is O(#distinct q · #nodes) and nothing under- or overflows.
    """
    q = np.asarray(q, dtype=np.float64)
    uq, inverse, counts = np.unique(q, return_inverse=True, return_counts=True)
    big = uq >= _SMALL_Q
    small_sum = float(np.sum(uq[~big] * counts[~big]))
    total_q = float(np.sum(uq * counts))
    x, w = _panel_nodes(total_q)

    big_q, big_counts = uq[big], counts[big]
    log_f = -x * small_sum  # ln Π_s (1 − x·q_s) at each node
    step = max(1, _CHUNK_ENTRIES // x.size)
    for start in range(0, big_q.size, step):
        qs = big_q[start:start + step]
        log_f += (big_counts[start:start + step, None] * np.log1p(-x[None, :] * qs[:, None])).sum(axis=0)

    prob = np.zeros(uq.size)
    # Large q: divide out r's own factor exactly.
    for start in range(0, big_q.size, step):
        qs = big_q[start:start + step]
        own = np.log1p(-x[None, :] * qs[:, None])
        prob[np.flatnonzero(big)[start:start + step]] = qs * (np.exp(log_f[None, :] - own) @ w)
    # Tiny q: 1/(1 − x·q) = 1 + x·q + O(q²), so P[r] = q·(I0 + q·I1) to double precision.
    f = np.exp(log_f)
    i0 = float(f @ w)
    i1 = float((f * x) @ w)
    small_q = uq[~big]
    prob[~big] = small_q * (i0 + small_q * i1)
    return prob[inverse]
