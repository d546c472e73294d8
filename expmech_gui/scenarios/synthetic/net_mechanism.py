"""The net mechanism (Blum–Ligett–Roth 2008; Dwork–Roth 2014 §4.1): the exponential mechanism over the net of all
synthetic databases y of m elements of X, with score s(D, y) = −max_{q∈Q} |q(D) − q(y)|, outputs one y.

Exact where it can be: the levels L(y) are integers (scenarios.synthetic.net), the pmf ∝ e^{c·s} with c = ε/(2Δ), Δ = 1/n.
For nets too big to hold, ``stream_net`` samples exactly by streaming Gumbel-max over chunks of the net (the
argmax of c·s(y) + G_y, G_y i.i.d. Gumbel, is an exact EM sample) and gets ln Z = ln Σ_y e^{c·s(y)} by a chunked
log-sum-exp, with the mass of every error level and the expected synthetic counts in the same pass. Chunks run
through any ``mapper(fn, tasks)`` (in this process by default; batch.parallel_map for a pool or Dask); each
chunk's Gumbel noise comes from SeedSequence(seed).spawn(chunks)[i], so the result is the same wherever it runs.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Callable

import numpy as np

from .net import NetScores, chunk_bounds, level_log_masses, merge_level_masses
from ...core.logspace import logsumexp
from ...core.problem import ProblemError
from ...core.translatable import message

EXACT_MAX_NET = 1_000_000  # the workspace's exact pmf: at most this many synthetic databases
STREAM_CHUNK = 1 << 16  # candidates per streamed chunk
_DRAW_BLOCK = 1 << 22  # Gumbel variates held at once in one chunk (draws × candidates)
DEFAULT_BETA = 0.05


def net_levels(spec: NetScores, chunk: int = STREAM_CHUNK, cancelled: Callable[[], bool] | None = None
               ) -> np.ndarray:
    """L(y) for every y of the net, in rank order (error = L/(n·m))."""
    net = spec.net
    out = np.empty(net.size, dtype=np.int64)
    for a, b in chunk_bounds(net.size, chunk):
        if cancelled is not None and cancelled():
            raise ProblemError(message("cancelled"))
        out[a:b] = spec.levels(net.chunk(a, b))
    return out


def expected_counts(spec: NetScores, pmf: np.ndarray, chunk: int = STREAM_CHUNK) -> np.ndarray:
    """E[count of each element in y] under ``pmf`` over the net (rank order)."""
    net = spec.net
    total = np.zeros(spec.k)
    for a, b in chunk_bounds(net.size, chunk):
        total += pmf[a:b] @ net.chunk(a, b)
    return total


# --- the BLR accuracy bound ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class BLRBound:
    """With m = ln|Q|/α² some y in the net has max error ≤ α (Hoeffding and a union bound over Q, |Q| ≥ 2), and
    the exponential mechanism's utility theorem adds (2Δ/ε)(ln|net| + ln(1/β)): max error ≤ ``total`` with
    probability ≥ 1 − β (Dwork–Roth 2014 Thm 4.5, with the exact |net|)."""

    alpha: float  # sqrt(ln|Q| / m): the sampling term
    privacy_term: float  # (2/(εn))(ln|net| + ln(1/β))
    beta: float
    m_for_alpha: int

    @property
    def total(self) -> float:
        return self.alpha + self.privacy_term


def blr_bound(queries: int, net: int, m: int, n: int, epsilon: float, beta: float = DEFAULT_BETA) -> BLRBound:
    alpha = math.sqrt(math.log(max(queries, 2)) / m)
    privacy = 2.0 / (epsilon * n) * (math.log(net) + math.log(1.0 / beta))
    return BLRBound(alpha, privacy, beta, int(m))


def m_for_alpha(queries: int, alpha: float) -> int:
    """The slides' synthetic size m = ⌈ln|Q|/α²⌉."""
    return max(1, math.ceil(math.log(max(queries, 2)) / alpha ** 2))


@dataclass(frozen=True)
class TheoryParameters:
    """The lecture's choice for n people, |C| queries and a universe of |U| elements (Naor, lectures 7–8, "Fixing
    the parameters"): m = ⌈n^(2/3)·ln|C|⌉ and α = n^(−1/3), so that m ≥ ln|C|/α² makes the net an α-net; with
    ln|N| = m·ln|U| the net mechanism's largest error is at most α + (2/(εn))(m·ln|U| + ln(1/β)) with chance ≥ 1 − β
    — of order n^(−1/3)·ln|C|·ln|U|/ε of the people, n^(2/3)·ln|C|·ln|U|/ε in counts (the slides' Õ(n^(2/3) log|C|))."""

    n: int
    queries: int
    universe: int
    epsilon: float
    beta: float
    m: int
    alpha: float
    log_net: float  # m·ln|U|, the slides' ln|N| (the exact net is C(|U| + m − 1, m), no larger)

    @property
    def privacy_term(self) -> float:
        return 2.0 / (self.epsilon * self.n) * (self.log_net + math.log(1.0 / self.beta))

    @property
    def error(self) -> float:
        """The largest normalised error the theorem allows (a share of the n people)."""
        return self.alpha + self.privacy_term

    @property
    def error_count(self) -> float:
        return self.error * self.n


def theory_parameters(n: int, queries: int, universe: int, epsilon: float, beta: float = DEFAULT_BETA
                      ) -> TheoryParameters:
    if n < 1:
        raise ProblemError(message("the theory's m needs data: at least one person"))
    m = max(1, math.ceil(n ** (2 / 3) * math.log(max(queries, 2))))
    return TheoryParameters(int(n), int(queries), int(universe), float(epsilon), float(beta), m, n ** (-1 / 3),
                            m * math.log(max(universe, 1)))


# --- streaming Gumbel-max over chunks of the net --------------------------------------------------------------
@dataclass(frozen=True)
class ChunkTask:
    spec: NetScores
    scale: float  # c: the pmf is ∝ e^{c·s(y)}
    start: int
    stop: int
    seed: np.random.SeedSequence
    draws: int


@dataclass(frozen=True)
class ChunkResult:
    log_mass: float  # ln Σ_{y in chunk} e^{c·s(y)}
    levels: np.ndarray
    level_log_mass: np.ndarray
    weighted_counts: np.ndarray  # Σ_y e^{c·s(y) − log_mass} counts(y)
    best_value: np.ndarray  # per draw: max over the chunk of c·s(y) + G_y
    best_rank: np.ndarray  # per draw: its rank


def scan_chunk(task: ChunkTask) -> ChunkResult:
    """One chunk of the net: its log mass, its mass per error level, its weighted counts and, for every draw, the
    Gumbel-max over its candidates."""
    spec = task.spec
    counts = spec.net.chunk(task.start, task.stop)
    levels = spec.levels(counts)
    logits = -task.scale * (levels / spec.denominator)
    log_mass = float(logsumexp(logits))
    weights = np.exp(logits - log_mass)
    lv, lm = level_log_masses(levels, logits)
    rng = np.random.default_rng(task.seed)
    size = logits.size
    best_value = np.empty(task.draws)
    best_rank = np.empty(task.draws, dtype=np.int64)
    block = max(1, _DRAW_BLOCK // size)
    for a in range(0, task.draws, block):
        b = min(a + block, task.draws)
        noisy = logits[None, :] + rng.gumbel(size=(b - a, size))
        arg = np.argmax(noisy, axis=1)
        best_value[a:b] = noisy[np.arange(b - a), arg]
        best_rank[a:b] = task.start + arg
    return ChunkResult(log_mass, lv, lm, weights @ counts, best_value, best_rank)


@dataclass(frozen=True)
class StreamResult:
    """The whole net, streamed: ln Z, P[level] for each error level, E[counts], and ``draws`` exact samples."""

    spec: NetScores
    scale: float
    log_normaliser: float
    levels: np.ndarray  # distinct error levels, ascending (error = level / (n·m))
    level_probabilities: np.ndarray
    expected_counts: np.ndarray
    sample_ranks: np.ndarray
    chunks: int
    seconds: float

    @property
    def errors(self) -> np.ndarray:
        return self.levels / self.spec.denominator

    def probability_of(self, rank: int) -> float:
        """The exact probability of the synthetic database with this rank: e^{c·s(y) − ln Z}."""
        level = int(self.spec.levels(self.spec.net.unrank([rank]))[0])
        return float(np.exp(-self.scale * level / self.spec.denominator - self.log_normaliser))

    def error_cdf(self, x: float) -> float:
        """P[max error ≤ x], exact."""
        return min(1.0, float(self.level_probabilities[self.errors <= x + 1e-12].sum()))

    @property
    def expected_error(self) -> float:
        return float(self.level_probabilities @ self.errors)


def in_this_process(fn, tasks) -> list:
    return [fn(t) for t in tasks]


def stream_net(spec: NetScores, scale: float, draws: int = 1, seed: int | None = 0, chunk: int = STREAM_CHUNK,
               mapper: Callable = in_this_process) -> StreamResult:
    """Stream the whole net in chunks through ``mapper(scan_chunk, tasks)`` (see the module's docstring)."""
    if isinstance(draws, bool) or not isinstance(draws, (int, np.integer)) or draws < 0:
        raise ProblemError(message("the number of draws must be a whole number ≥ 0, not {draws!r}", draws=draws))
    if not (np.isfinite(scale) and scale >= 0):
        raise ProblemError(message("the scale c must be a finite number ≥ 0, not {scale!r}", scale=scale))
    started = time.perf_counter()
    bounds = chunk_bounds(spec.net.size, int(chunk))
    seeds = np.random.SeedSequence(seed).spawn(len(bounds))
    results = mapper(scan_chunk, [ChunkTask(spec, float(scale), a, b, s, int(draws))
                                  for (a, b), s in zip(bounds, seeds)])
    masses = np.array([r.log_mass for r in results])
    log_z = float(logsumexp(masses))
    shares = np.exp(masses - log_z)
    lv, lm = merge_level_masses((r.levels, r.level_log_mass) for r in results)
    counts = sum(s * r.weighted_counts for s, r in zip(shares, results))
    if draws:
        values = np.stack([r.best_value for r in results])  # chunks × draws
        ranks = np.stack([r.best_rank for r in results])
        winner = np.argmax(values, axis=0)
        samples = ranks[winner, np.arange(draws)]
    else:
        samples = np.zeros(0, dtype=np.int64)
    return StreamResult(spec, float(scale), log_z, lv, np.exp(lm - log_z), np.asarray(counts, dtype=np.float64),
                        samples, len(bounds), time.perf_counter() - started)
