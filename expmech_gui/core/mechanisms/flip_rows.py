"""Permute-and-flip's log pmf for many score rows at once (the most-exposed search's row-by-row path): the same
quadrature and power series as ``permute_and_flip_log_pmf``, vectorised over the rows instead of one call per
row (at m ≈ 10², nearly all of one call's time was Python overhead). A row with more than 32 acceptance
probabilities large enough to be integrated directly is left to the one-row function, which merges equal ones.

Each row keeps its own panels (1/Q, 2/Q, 4/Q, … up to min(1, 800/Q), at most 11), laid out in a fixed number of
node slots (unused ones weigh 0), and every reduction runs along one row only, in an order that depends on that
row alone: a row's result does not depend on which other rows share its block (a search split into shares
finds bit for bit what the whole search finds). Against the one-row function the results agree to rounding
(~1e-15; the series keep 54 terms for every q instead of as many as each q's size needs, and sums are taken in
another order); tests/test_flip_search_rows.py compares them.
"""
from __future__ import annotations

import numpy as np

from .flip_pmf import _SERIES_EDGES, _SERIES_TERMS, _gauss_legendre, permute_and_flip_log_pmf

_PANELS = 11  # 0, 1/Q, 2/Q, …, 2⁹/Q: 2¹⁰/Q ≥ min(1, 800/Q) always ends the domain
_TERMS = 54  # r = x_max·q ≤ ½: r⁵⁴ < 2^-54
_SERIES_LIMIT = 0.5
_MOST_DIRECT = 32  # a row with more q integrated directly goes to the one-row function (it merges equal q)
_BLOCK_ENTRIES = 1 << 21  # rows × max(m, nodes) per block: a few arrays of ~16 MB


def _panel_count(total: np.ndarray) -> np.ndarray:
    """How many panels ``_panel_nodes(Q)`` has for each Q = ``total``."""
    with np.errstate(divide="ignore"):
        end = np.minimum(1.0, 800.0 / total)
    lower = np.ldexp((1.0 / total)[:, None], np.arange(_PANELS - 1)[None, :])
    return 1 + ((total[:, None] > 1.0) & (lower < end[:, None])).sum(axis=1)


def _row_nodes(total: np.ndarray, panels: int) -> tuple[np.ndarray, np.ndarray]:
    """Per row (Q = ``total``, each with ``panels`` panels), the composite Gauss–Legendre nodes and weights of
    ``_panel_nodes(Q)``."""
    with np.errstate(divide="ignore"):
        inv = 1.0 / total
        end = np.minimum(1.0, 800.0 / total)
    j = np.arange(panels)
    lower = np.where(j[None, :] == 0, 0.0, np.ldexp(inv[:, None], np.maximum(j - 1, 0)[None, :]))
    valid = (j[None, :] == 0) | ((total[:, None] > 1.0) & (lower < end[:, None]))
    upper = np.where(np.append(valid[:, 1:], np.zeros((total.size, 1), dtype=bool), axis=1),
                     np.append(lower[:, 1:], np.zeros((total.size, 1)), axis=1), end[:, None])
    lower, upper = np.where(valid, lower, 0.0), np.where(valid, upper, 0.0)
    half = (upper - lower) / 2.0
    nodes, weights = _gauss_legendre()
    x = (lower[:, :, None] + half[:, :, None] * (nodes[None, None, :] + 1.0)).reshape(total.size, -1)
    w = (half[:, :, None] * weights[None, None, :]).reshape(total.size, -1)
    return np.minimum(x, np.nextafter(1.0, 0.0)), w


def permute_and_flip_log_pmf_rows(log_q: np.ndarray) -> np.ndarray:
    """``permute_and_flip_log_pmf`` of each row of ``log_q`` (rows × m, each row's max 0; −inf: never chosen),
    unnormalised as it is."""
    log_q = np.atleast_2d(np.asarray(log_q, dtype=np.float64))
    rows, m = log_q.shape
    block = max(1, _BLOCK_ENTRIES // max(m, _PANELS * 48))
    if rows > block:
        return np.concatenate([_block(log_q[a:a + block]) for a in range(0, rows, block)])
    return _block(log_q)


def _block(log_q: np.ndarray) -> np.ndarray:
    """The rows grouped by what fixes their work's shape (panels, series terms), so that a row's result
    depends on that row alone."""
    q = np.exp(log_q)
    total = q.sum(axis=1)
    panels = _panel_count(total)
    with np.errstate(divide="ignore"):
        end = np.minimum(1.0, 800.0 / total)
    r = q * end[:, None]  # x·q at the domain's end (the last node is a hair below: the same to rounding)
    largest = np.where(r > _SERIES_LIMIT, 0.0, r).max(axis=1)
    terms = np.asarray(_SERIES_TERMS + (_TERMS,))[np.minimum(np.searchsorted(_SERIES_EDGES, largest),
                                                             len(_SERIES_TERMS))]
    out = np.empty_like(log_q)
    many = np.flatnonzero((r > _SERIES_LIMIT).sum(axis=1) > _MOST_DIRECT)
    for i in many:
        out[i] = permute_and_flip_log_pmf(log_q[i])
    key = panels * 64 + terms
    key[many] = -1
    for k in np.unique(key[key >= 0]):
        sel = np.flatnonzero(key == k)
        out[sel] = _group(log_q[sel], q[sel], total[sel], r[sel] > _SERIES_LIMIT, int(panels[sel[0]]),
                          int(terms[sel[0]]))
    return out


def _group(log_q: np.ndarray, q: np.ndarray, total: np.ndarray, direct: np.ndarray, panels: int, terms: int
           ) -> np.ndarray:
    """Rows of equal panels and terms; ``direct``: the q integrated with their own factor (x·q > ½ somewhere)."""
    rows, m = log_q.shape
    x, w = _row_nodes(total, panels)
    small = np.where(direct, 0.0, q)
    # ln Π_s (1 − x·q_s) = −Σ_j x^j·(Σ_s q_s^j)/j over the series q, plus ln(1 − x·q) of each direct q
    log_f = np.zeros_like(x)
    p, xp = small.copy(), x.copy()
    for j in range(1, terms + 1):
        log_f -= xp * (p.sum(axis=1) / j)[:, None]
        if j < terms:
            p *= small
            xp *= x
    count = direct.sum(axis=1)
    slots = int(count.max()) if rows else 0
    picked = np.zeros((rows, slots), dtype=np.intp)  # each row's direct candidates, in order
    at, col = np.nonzero(direct)
    picked[at, np.cumsum(direct, axis=1)[at, col] - 1] = col
    qd = np.where(np.arange(slots)[None, :] < count[:, None], np.take_along_axis(q, picked, axis=1), 0.0)
    for s in range(slots):
        log_f += np.log1p(-x * qd[:, s:s + 1])
    weights = np.exp(log_f) * w
    moments = np.empty((rows, terms))  # I_k = ∫ F·x^k
    xp = np.ones_like(x)
    for k in range(terms):
        moments[:, k] = (weights * xp).sum(axis=1)
        xp *= x
    acc = np.repeat(moments[:, -1:], m, axis=1)  # Σ_k q^k·I_k by Horner
    for k in range(terms - 2, -1, -1):
        acc *= q
        acc += moments[:, k:k + 1]
    with np.errstate(divide="ignore"):
        out = log_q + np.log(acc)
        for s in range(slots):  # r's own factor divided out of the integrand exactly
            own = np.log1p(-x * qd[:, s:s + 1])
            value = np.log(qd[:, s]) + np.log((np.exp(log_f - own) * w).sum(axis=1))
            has = s < count
            out[np.flatnonzero(has), picked[has, s]] = value[has]
    return out
