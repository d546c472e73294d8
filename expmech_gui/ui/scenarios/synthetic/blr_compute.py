"""What the synthetic-data view shows, computed off the GUI thread from the workspace's experiment (numpy only):
the real and the synthetic database per element, every query's error, the exact distribution of the largest error
at several ε, and the exact expected largest error as n grows — each beside a simulation, with the BLR bound."""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from ....core.accounting.bill import Cancelled
from ....core.bounds import Z_95
from ....scenarios.synthetic.net_mechanism import DEFAULT_BETA, STREAM_CHUNK, BLRBound, blr_bound, m_for_alpha
from ....scenarios.synthetic.vc_bound import SampleBounds, sample_bounds
from ....scenarios.synthetic.net import NetScores, chunk_bounds, net_size
from ....core.numbers import EPSILON_MAX, EPSILON_MIN
from ....scenarios.synthetic.universe import Histogram, QueryClass
from ....experiment import Experiment

EPSILON_FACTORS = (0.25, 1.0, 4.0)  # the error distribution at ε/4, ε and 4ε
N_FACTORS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)  # the error as n grows: the data's shape at these multiples of n
N_SIMULATED = 2_000  # simulated releases per n
MAX_SIMULATED = 20_000  # simulated releases at the workspace's ε (its Trials N, capped)
SLIDES_ALPHA = 0.1  # the accuracy the words quote the slides' m = ln|Q|/α² for


@dataclass(frozen=True)
class ErrorLaw:
    """P[max error ≤ x] at one ε: the distinct errors (ascending) and the cumulative probabilities."""

    epsilon: float
    errors: np.ndarray
    cdf: np.ndarray
    expected: float
    bound: BLRBound


@dataclass(frozen=True)
class ScalePoint:
    n: int
    expected: float  # exact E[max error]
    simulated_mean: float
    simulated_half: float  # 95 % interval half-width of the mean
    bound: float


@dataclass(frozen=True)
class BLRViewData:
    experiment: Experiment
    queries: QueryClass
    m: int
    real: np.ndarray  # fractions per element
    expected_synthetic: np.ndarray  # exact E[count/m] per element
    sample: np.ndarray  # one released y's counts
    sample_errors: np.ndarray  # its |q(D) − q(y)| per query
    expected_query_errors: np.ndarray  # exact E|q(D) − q(y)| per query
    laws: tuple[ErrorLaw, ...]
    simulated_errors: np.ndarray  # the largest error of each simulated release at the workspace's ε
    best_error: float  # the smallest largest error in the net
    scaling: tuple[ScalePoint, ...]
    slides_m: int  # m = ln|Q|/α² at α = SLIDES_ALPHA
    slides_net: int  # the size of that net
    sample_bounds: SampleBounds  # people needed at α = SLIDES_ALPHA: the wiki's VC form and the finite-class form

    @property
    def law(self) -> ErrorLaw:
        """At the workspace's ε."""
        return next(law for law in self.laws if law.epsilon == self.experiment.params.epsilon)


def error_law(exp: Experiment, spec: NetScores, queries: QueryClass) -> ErrorLaw:
    errors = -np.asarray(exp.problem.scores)
    pmf = np.asarray(exp.mechanism.pmf)
    levels, inverse = np.unique(errors, return_inverse=True)
    mass = np.bincount(inverse, weights=pmf, minlength=levels.size)
    bound = blr_bound(queries.size, spec.net.size, spec.m, spec.n, exp.params.epsilon)
    return ErrorLaw(exp.params.epsilon, levels, np.minimum(np.cumsum(mass), 1.0), float(pmf @ errors), bound)


def scaled_histogram(hist: Histogram, n: int) -> Histogram:
    """The data's shape at n people: counts n·fraction rounded by largest remainders (they add up to n)."""
    raw = hist.fractions * n
    counts = np.floor(raw).astype(np.int64)
    short = int(n - counts.sum())
    if short:
        counts[np.argsort(-(raw - counts), kind="stable")[:short]] += 1
    return Histogram(hist.elements, counts)


def _check(cancelled) -> None:
    if cancelled():
        raise Cancelled()


def compute(exp: Experiment, settings, queries: QueryClass, trials: int, seed: int | None, progress, cancelled
            ) -> BLRViewData:
    hist = exp.dataset
    m = int(settings["blr_m"])
    spec = NetScores.of(hist, queries, m)
    net = spec.net
    pmf = np.asarray(exp.mechanism.pmf)
    rng = np.random.default_rng(seed)
    steps = len(EPSILON_FACTORS) + len(N_FACTORS) + 2
    progress(0, steps)
    real_answers = queries.answers(hist.fractions)
    expected_counts = np.zeros(spec.k)
    expected_query_errors = np.zeros(queries.size)
    for a, b in chunk_bounds(net.size, STREAM_CHUNK):
        _check(cancelled)
        counts = net.chunk(a, b)
        expected_counts += pmf[a:b] @ counts
        expected_query_errors += pmf[a:b] @ np.abs(real_answers[None, :] - queries.answers(counts / m))
    progress(1, steps)
    sample = net.unrank(exp.mechanism.sample(1, rng))[0]
    simulated = -np.asarray(exp.problem.scores)[exp.mechanism.sample(int(min(trials, MAX_SIMULATED)), rng)]
    laws = []
    eps = exp.params.epsilon
    for factor in EPSILON_FACTORS:
        _check(cancelled)
        e = eps * factor
        if EPSILON_MIN <= e <= EPSILON_MAX:
            laws.append(error_law(exp if factor == 1.0 else exp.with_epsilon(e), spec, queries))
        progress(len(laws) + 1, steps)
    scaling = []
    for i, factor in enumerate(N_FACTORS):
        _check(cancelled)
        n = max(1, round(hist.n * factor))
        if any(p.n == n for p in scaling):
            continue
        other = exp if n == hist.n else Experiment(exp.scenario, scaled_histogram(hist, n), exp.params)
        errors = -np.asarray(other.problem.scores)
        sims = errors[other.mechanism.sample(N_SIMULATED, rng)]
        half = Z_95 * float(sims.std(ddof=1)) / math.sqrt(sims.size)
        scaling.append(ScalePoint(n, float(np.asarray(other.mechanism.pmf) @ errors), float(sims.mean()), half,
                                  blr_bound(queries.size, net.size, m, n, eps).total))
        progress(len(EPSILON_FACTORS) + i + 2, steps)
    slides_m = m_for_alpha(queries.size, SLIDES_ALPHA)
    needed = sample_bounds(queries, spec.k, SLIDES_ALPHA, DEFAULT_BETA, eps)
    return BLRViewData(exp, queries, m, hist.fractions, expected_counts / m, sample, spec.query_errors(sample),
                       expected_query_errors, tuple(laws), simulated, float(-np.max(exp.problem.scores)),
                       tuple(scaling), slides_m, net_size(spec.k, slides_m), needed)


def dkw_half_width(samples: int, confidence: float = 0.95) -> float:
    """Dvoretzky–Kiefer–Wolfowitz: the empirical CDF is within this of the true one everywhere, with the
    given confidence (Massart 1990)."""
    return math.sqrt(math.log(2.0 / (1.0 - confidence)) / (2.0 * max(samples, 1)))
