"""The exact pmf of permute-and-flip (McKenna–Sheldon, NeurIPS 2020): P[r] = q_r ∫₀¹ Π_{s≠r}(1 − x·q_s) dx with
q_r = exp(c·(u_r − OPT)), by composite Gauss–Legendre quadrature and power series, in log space — one row here,
many rows at once in flip_rows (both import this module; the mechanism, permute_and_flip, imports both)."""
from __future__ import annotations

import math
from functools import cache

import numpy as np

_CHUNK_ENTRIES = 1 << 22  # float64 entries per work array (~32 MB)

_GL_NODES = 48  # per panel: exact for polynomials of degree ≤ 95
# Buckets of r = x_max·q (x_max: the end of the integration domain) summed as power series; each keeps the
# terms with r^J > 2^-54, below which a term is lost to double rounding.
_SERIES_EDGES = (2.0**-54, 1e-8, 1e-4, 1e-2, 0.05, 0.15, 0.3, 0.5)


@cache
def _gauss_legendre() -> tuple[np.ndarray, np.ndarray]:
    """The 48 Gauss–Legendre nodes and weights on [−1, 1], computed once when first needed (not at import)."""
    return np.polynomial.legendre.leggauss(_GL_NODES)


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
    nodes, weights = _gauss_legendre()
    x = (a[:, None] + half[:, None] * (nodes[None, :] + 1.0)).ravel()
    w = (half[:, None] * weights[None, :]).ravel()
    # a panel 1e-16 wide at x = 1 (Q = 1 + 2e-16) rounds nodes to 1.0, where ln(1 − x·1) = −inf
    return np.minimum(x, np.nextafter(1.0, 0.0)), w


def _powers(v: np.ndarray, t: int) -> np.ndarray:
    """Columns v, v², …, v^t (repeated products, as a loop would take them)."""
    out = np.empty((t, v.size))
    out[:] = v
    return np.multiply.accumulate(out, axis=0, out=out).T


def _series_terms(edge: float) -> int:
    return max(1, math.ceil(54.0 / -math.log2(edge)))


_SERIES_TERMS = tuple(_series_terms(edge) for edge in _SERIES_EDGES)


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
    for i in range(len(_SERIES_EDGES)):  # (ndarray.nonzero and the terms worked out once: this runs per neighbour)
        if sizes[i]:
            buckets.append((slice(None) if sizes[i] == q.size else (bucket == i).nonzero()[0], _SERIES_TERMS[i]))
    direct = (bucket == len(_SERIES_EDGES)).nonzero()[0] if sizes[-1] else np.zeros(0, dtype=np.intp)
    terms = max((t for _, t in buckets), default=1)
    power_sums = np.zeros(terms + 1)
    tables = {}  # the powers q, q², …, q^t of a bucket as one table, where small (few q with many terms)
    for b, (idx, t) in enumerate(buckets):
        qs = q[idx]
        if qs.size * t <= _CHUNK_ENTRIES >> 4:
            tables[b] = _powers(qs, t)
            power_sums[1:t + 1] += tables[b].sum(axis=0)
            continue
        p = qs.copy()
        for j in range(1, t + 1):
            power_sums[j] += p.sum()
            if j < t:
                p *= qs
    # ln Π_s (1 − x·q_s) at each node
    x_powers = _powers(x, terms)
    log_f = -(x_powers @ (power_sums[1:] / np.arange(1, terms + 1)))
    uq, inverse, counts = np.unique(q[direct], return_inverse=True, return_counts=True)
    step = max(1, _CHUNK_ENTRIES // x.size)
    owns = {}  # ln(1 − x·q) of each chunk, kept for dividing it out below when all fit in one chunk's memory
    for start in range(0, uq.size, step):
        qs = uq[start:start + step]
        own = np.log1p(-x[None, :] * qs[:, None])
        if uq.size <= step:
            owns[start] = own
        log_f += (counts[start:start + step, None] * own).sum(axis=0)
    weights = np.exp(log_f) * w
    moments = np.concatenate([[weights.sum()], weights @ x_powers[:, :terms - 1]])  # I_k = ∫ F·x^k
    out = np.empty(q.size)
    for b, (idx, t) in enumerate(buckets):  # Σ_k q^k I_k: by the table of powers, or by Horner
        if b in tables:
            out[idx] = log_q[idx] + np.log(moments[0] + tables[b][:, :t - 1] @ moments[1:t])
            continue
        qs = q[idx]
        acc = np.full(qs.size, moments[t - 1])
        for k in range(t - 2, -1, -1):
            acc *= qs
            acc += moments[k]
        out[idx] = log_q[idx] + np.log(acc)
    direct_log = np.empty(uq.size)
    for start in range(0, uq.size, step):  # r's own factor divided out of the integrand exactly
        qs = uq[start:start + step]
        own = owns[start] if start in owns else np.log1p(-x[None, :] * qs[:, None])
        direct_log[start:start + step] = np.log(qs) + np.log(np.exp(log_f[None, :] - own) @ w)
    out[direct] = direct_log[inverse]
    return out


def permute_and_flip_pmf(q: np.ndarray) -> np.ndarray:
    """P[r] = q_r ∫₀¹ Π_{s≠r} (1 − x·q_s) dx for acceptance probabilities q ∈ [0, 1] (max q = 1); see
    ``permute_and_flip_log_pmf``."""
    with np.errstate(divide="ignore"):
        return np.exp(permute_and_flip_log_pmf(np.log(np.asarray(q, dtype=np.float64))))
