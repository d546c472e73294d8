"""Report-noisy-max with Laplace noise (the first pick of one-shot Laplace top-k).

argmax_h c·u(h) + L_h with L_h i.i.d. Laplace(0, 1), i.e. noise of scale 1/c on u, c = ε/(2Δ) (general) or ε/Δ
(monotone): ε-DP (Dwork–Roth, Claim 3.9: Lap(1/ε) suffices for counting queries; 2Δ/ε for any Δ-sensitive
score). Not ε-bounded-range, and not the exponential mechanism's law (that needs Gumbel noise).

P[i] = ∫ f(x − z_i) Π_{j≠i} F(x − z_j) dx with z = c·(u − OPT), f and F the Laplace(0, 1) density and CDF. As
f(y) = F(y) for y ≤ 0, the integrand is G(x)·e^(h(x − z_i)) with G = Π_j F(x − z_j) over all j, h(d) = 0 for d ≤ 0
and h(d) = −d − ln(2 − e^(−d)) for d > 0: no difference of large logarithms. ln F(y) = y − ln 2 for y < 0 is
linear, and ln(1 − e^(−y)/2) for y > 0 is within e^(−``WINDOW``)/2 of 0 past y = ``WINDOW``; so the log integrand
is exactly linear left of every z and linear to 1e-17 more than ``WINDOW`` scales right of the nearest z below.
Integrated in log space: composite Gauss–Legendre (panels of 1/4 noise scale widening away from z_l, see
``_window_nodes``) on [z_l, z_l + WINDOW] after each distinct z_l, and in closed form on the exponential
stretches between (∫_A^B e^(a + s(x − A)) dx) and on both tails. Nothing is clipped: the law is right however
far below the best a candidate lies (ln P within 1e-12 of exact integration in mpmath at gaps up to 10³ scales,
tests/test_topk_extremes.py).
"""
from __future__ import annotations

from functools import cached_property

import numpy as np

from ...core.mechanisms import Mechanism, log_normalise

WINDOW = 40.0  # noise scales after each distinct z integrated numerically; e^(−40)/2 ≈ 2e-18 beyond
_PANEL = 0.25
_GL_X, _GL_W = np.polynomial.legendre.leggauss(8)
_LN2 = float(np.log(2.0))
_BLOCK = 1 << 22  # float64 entries per work array


def _panel_edges(cap: float) -> np.ndarray:
    """Panel edges 0 = d_0 < d_1 < … past WINDOW: widths _PANEL·(1 + d) (the bend decays like e^(−d)), at most
    ``cap``, at least _PANEL."""
    edges = [0.0]
    while edges[-1] < WINDOW:
        edges.append(edges[-1] + min(cap, max(_PANEL, _PANEL * (1 + edges[-1]))))
    return np.array(edges)


def _window_nodes(uniq: np.ndarray, counts: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Gauss–Legendre nodes, their ln weights, and where each window's nodes start (one more entry: the end), on
    the windows [z_l, min(z_(l+1), z_l + WINDOW)] after each distinct z_l. Panels widen away from z_l, but stay
    at most 4/s wide where the integrand grows like e^(s·x) (s candidates above: 8-point Gauss–Legendre is then
    exact to ~1e-13), and at most _PANEL wide from s = 16 on. With s ≥ 2 the integrand grows at least like
    e^((s − 1)·x), so only the last WINDOW/(s − 1) of the window counts (the rest is below e^(−WINDOW) of it)."""
    length = np.minimum(np.append(uniq[1:], np.inf), uniq + WINDOW) - uniq
    above = np.concatenate([np.cumsum(counts[::-1])[::-1][1:], [0.0]])
    caps = np.maximum(_PANEL, 4.0 / np.maximum(above, 1.0))
    skip = np.where(above >= 2, np.maximum(0.0, length - WINDOW / np.maximum(above - 1, 1.0)), 0.0)
    starts, ends, owner = [], [], []
    for cap in np.unique(caps):
        group = np.flatnonzero(caps == cap)
        edges = _panel_edges(float(cap))
        first = np.searchsorted(edges, skip[group], side="right") - 1
        panels = np.maximum(1, np.searchsorted(edges, length[group], side="left") - first)
        local = np.arange(panels.sum()) - np.repeat(np.cumsum(panels) - panels, panels) + np.repeat(first, panels)
        last = local == np.repeat(first + panels, panels) - 1
        starts.append(edges[local])
        ends.append(np.where(last, np.repeat(length[group], panels), edges[np.minimum(local + 1, edges.size - 1)]))
        owner.append(np.repeat(group, panels))
    order = np.argsort(np.concatenate(owner), kind="stable")
    owner = np.concatenate(owner)[order]
    lo = uniq[owner] + np.concatenate(starts)[order]
    widths = np.concatenate(ends)[order] - np.concatenate(starts)[order]
    x = (lo[:, None] + widths[:, None] * (_GL_X[None, :] + 1) / 2).ravel()
    with np.errstate(divide="ignore"):  # a window too narrow to resolve in floating point weighs nothing
        log_w = np.log((widths[:, None] * _GL_W[None, :] / 2).ravel())
    return x, log_w, np.concatenate([[0], np.cumsum(np.bincount(owner, minlength=uniq.size) * _GL_X.size)])


def _log_cdf(y: np.ndarray) -> np.ndarray:
    with np.errstate(over="ignore", invalid="ignore"):
        return np.where(y < 0, y - _LN2, np.log1p(-0.5 * np.exp(-np.abs(y))))


def _log_g(x: np.ndarray, uniq: np.ndarray, counts: np.ndarray) -> np.ndarray:
    """ln G(x) = Σ_j ln F(x − z_j) over every live candidate (distinct sorted z, with their counts): the linear
    terms (z_j > x) from prefix sums; of the others only those with x − z_j < WINDOW, the rest being within
    e^(−WINDOW)/2 of 0 each."""
    above = np.searchsorted(uniq, x, side="right")
    n_above = np.concatenate([np.cumsum(counts[::-1])[::-1], [0.0]])
    z_above = np.concatenate([np.cumsum((counts * uniq)[::-1])[::-1], [0.0]])
    log_g = n_above[above] * (x - _LN2) - z_above[above]
    near = np.searchsorted(uniq, x - WINDOW, side="right")
    for offset in range(int(np.max(above - near, initial=0))):
        j = near + offset
        inside = j < above
        jj = np.where(inside, j, 0)
        with np.errstate(over="ignore", invalid="ignore"):
            term = counts[jj] * np.log1p(-0.5 * np.exp(-(x - uniq[jj])))
        log_g += np.where(inside, term, 0.0)
    return log_g


def _h(d: np.ndarray) -> np.ndarray:
    """h(d) = ln f(d) − ln F(d): 0 for d ≤ 0, −d − ln(2 − e^(−d)) for d > 0."""
    with np.errstate(over="ignore", invalid="ignore"):
        return np.where(d > 0, -d - np.log(2.0 - np.exp(-np.maximum(d, 0.0))), 0.0)


def _log_exp_segment(log_a: np.ndarray, log_b: np.ndarray, length: np.ndarray) -> np.ndarray:
    """ln ∫_A^B e^(ℓ(x)) dx for ℓ linear from ln-value log_a at A to log_b at B, B − A = length:
    ln(B − A) + max + ln((1 − e^(−|Δ|))/|Δ|), Δ = log_b − log_a (the factor → 1 as Δ → 0)."""
    top = np.maximum(log_a, log_b)
    gap = np.abs(log_b - log_a)
    with np.errstate(divide="ignore", invalid="ignore"):
        shape = np.where(gap > 1e-12, np.log(-np.expm1(-gap)) - np.log(gap), -gap / 2)
    return np.log(length) + top + shape


def _window_logsumexp(values: np.ndarray, first: np.ndarray) -> np.ndarray:
    """ln Σ e^values over each window's nodes (contiguous: first[l] to first[l + 1])."""
    top = np.maximum.reduceat(values, first[:-1])
    top = np.where(np.isfinite(top), top, 0.0)
    with np.errstate(under="ignore", divide="ignore"):
        return top + np.log(np.add.reduceat(np.exp(values - np.repeat(top, np.diff(first))), first[:-1]))


def _suffix(values: np.ndarray) -> np.ndarray:
    """ln Σ_{l ≥ q} e^values[l] for q = 0 … len (the last: −inf)."""
    return np.append(np.logaddexp.accumulate(values[::-1])[::-1], -np.inf)


def laplace_max_log_pmf(z: np.ndarray) -> np.ndarray:
    """ln P[argmax_h z_h + L_h = i], L i.i.d. Laplace(0, 1); −inf for candidates left out (z = −inf).

    For the candidate at z_p the integral splits into: x ≤ z_p, where h = 0 and the integrand is G — the left tail,
    the windows and the stretches below z_p, shared by every candidate (prefix sums); the windows starting in
    [z_p, z_p + WINDOW), where h bends — Gauss–Legendre for this candidate; and everything further right, where
    e^h = e^(z_p − x)/2 to 2e-18 — e^(z_p)/2 times ∫ G(x)·e^(−x), shared (suffix sums)."""
    z = np.asarray(z, dtype=np.float64)
    out = np.full(z.size, -np.inf)
    live = np.flatnonzero(np.isfinite(z))
    if live.size == 1:
        out[live] = 0.0
        return out
    uniq, inverse = np.unique(z[live], return_inverse=True)
    counts = np.bincount(inverse, minlength=uniq.size).astype(np.float64)
    size = uniq.size
    x, log_w, first = _window_nodes(uniq, counts)
    log_g = _log_g(x, uniq, counts)
    windows = _window_logsumexp(log_g + log_w, first)  # ∫ G over each window
    windows_decayed = _window_logsumexp(log_g - x + log_w, first)  # ∫ G·e^(−x) over each window
    stretches, stretches_decayed = np.full(size, -np.inf), np.full(size, -np.inf)
    far = np.flatnonzero(np.diff(uniq) > WINDOW)  # exponential stretches [z_l + WINDOW, z_(l+1)]
    if far.size:
        a, b = uniq[far] + WINDOW, uniq[far + 1]
        ga, gb = _log_g(a, uniq, counts), _log_g(b, uniq, counts)
        stretches[far] = _log_exp_segment(ga, gb, b - a)
        stretches_decayed[far] = _log_exp_segment(ga - a, gb - b, b - a)
    ends = np.array([uniq[0], uniq[-1] + WINDOW])
    g_ends = _log_g(ends, uniq, counts)
    left_tail = g_ends[0] - np.log(counts.sum())  # slope n: every factor is e^(x − z_j)/2 left of all z
    below = np.logaddexp.accumulate(np.concatenate([[left_tail], np.logaddexp(windows, stretches)]))[:-1]
    # windows p … bent[p] − 1 are integrated per candidate (its own at least, even where z + WINDOW rounds to z)
    bent = np.maximum(np.searchsorted(uniq, uniq + WINDOW, side="left"), np.arange(1, size + 1))
    right = uniq - _LN2 + np.logaddexp(np.logaddexp(_suffix(windows_decayed)[bent], _suffix(stretches_decayed)[:-1]),
                                       g_ends[1] - ends[1])
    near = np.empty(size)
    sizes = first[bent] - first[:-1]
    p = 0
    while p < size:  # candidates in blocks of at most _BLOCK node evaluations (at least one candidate)
        r = p + max(1, int(np.searchsorted(np.cumsum(sizes[p:]), _BLOCK, side="right")))
        lens = sizes[p:r]
        bounds = np.concatenate([[0], np.cumsum(lens)])
        nodes = np.repeat(first[p:r] - bounds[:-1], lens) + np.arange(bounds[-1])
        values = log_g[nodes] + _h(x[nodes] - np.repeat(uniq[p:r], lens)) + log_w[nodes]
        near[p:r] = _window_logsumexp(values, bounds)
        p = r
    out[live] = np.logaddexp(np.logaddexp(below, near), right)[inverse]
    return out


class LaplaceNoisyMax(Mechanism):
    """Report-noisy-max with Laplace noise of scale 1/c; ε-DP, not bounded-range. Not in the mechanism menu: the
    top-k scenario uses it as the first pick of its one-shot Laplace method."""

    key = "laplace"
    title = "Report-noisy-max (Laplace)"
    help = "report-noisy-max with Laplace noise of scale 1/c (Dwork–Roth Claim 3.9): not the exponential mechanism's law"
    bounded_range = False
    uniform_base_measure_only = True
    search_rows_cap = 8
    # scale 2Δ/ε (general analysis) on a monotone score is ε/2-DP (Dwork–Roth Claim 3.9), as the top-k bill charges
    # (release.per_selection_epsilon): release_epsilon and the one-person view's promise say the same
    halves_on_monotone_scores = True

    @cached_property
    def log_pmf(self) -> np.ndarray:
        return log_normalise(laplace_max_log_pmf(self.scaled_gaps(self.problem.scores[None, :])[0]))

    def log_pmf_rows(self, scores: np.ndarray) -> np.ndarray:
        z = self.scaled_gaps(scores)
        return np.stack([log_normalise(laplace_max_log_pmf(row)) for row in z]) if len(z) else z

    def sample(self, size: int, rng: np.random.Generator) -> np.ndarray:
        z = self.scaled_gaps(self.problem.scores[None, :])[0]
        out = np.empty(int(size), dtype=np.int64)
        chunk = max(1, (1 << 22) // z.size)
        for start in range(0, int(size), chunk):
            rows = min(chunk, int(size) - start)
            out[start:start + rows] = np.argmax(z[None, :] + rng.laplace(size=(rows, z.size)), axis=1)
        return out
