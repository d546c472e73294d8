"""The d-dimensional bounded discrete Laplace as an exponential mechanism (the blog's "numeric output with bounded
domain"): f(D) ∈ ℤ^d, outputs H = {lo, …, hi}^d, score s(D, h) = −‖f(D) − h‖₁ with ℓ1 sensitivity Δ, so
P[h] ∝ exp(−c·‖f(D) − h‖₁) = Π_i exp(−c·|f(D)_i − h_i|), c = ε/(2Δ) by the EM's analysis — a product of 1-D
discrete Laplace pmfs cut to the box.

* ``sample_rejection``: the blog's sampler — draw the unbounded discrete Laplace (each coordinate a difference of
  two geometric variables, P[k] ∝ e^(−c|k|)) around f(D) and redraw until the point lies in the box; the normaliser
  is never computed. Expected draws per sample: 1/P[unbounded point in the box].
* ``realised_epsilon``: the exact worst privacy loss max |ln P_f(h) − ln P_f′(h)| over f, f′ in the box with
  ‖f − f′‖₁ ≤ Δ and every h: per coordinate g(δ) = the worst loss of a shift by δ (normalisers included), then the
  best split of Δ over the d coordinates (the pmf is a product, so the losses add).
* ``conservatism``: Holohan et al. 2018 ("The bounded Laplace mechanism in differential privacy", Fig. 1)'s point —
  on a bounded domain the textbook scale Δ/ε is not enough and the EM's 2Δ/ε is more than needed: per ε, the
  realised ε at both, and the smallest noise scale 1/c* that keeps the realised ε at ε (bisection).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from ...core.logspace import logsumexp_rows
from ...core.problem import ProblemError
from ...core.translatable import message, words

MAX_SIDE = 2_000  # integers per coordinate for the exact loss (an N × N table per shift)
MAX_DIMENSIONS = 64
MAX_ATTEMPTS = 10_000_000  # rejection-sampler draws before it gives up in words


def check_box(lo: int, hi: int, sensitivity: int, dimensions: int = 1) -> None:
    if not hi > lo:
        raise ProblemError(message("hi ({hi}) must be greater than lo ({lo})", hi=hi, lo=lo))
    if hi - lo + 1 > MAX_SIDE:
        raise ProblemError(message("the range {lo} to {hi} has more than {max_side:,} integers per coordinate", lo=lo,
                                   hi=hi, max_side=MAX_SIDE))
    if not 1 <= sensitivity <= hi - lo:
        raise ProblemError(message("the sensitivity Δ must be a whole number from 1 to hi − lo = {width}, not "
                                   "{sensitivity}", width=hi - lo, sensitivity=sensitivity))
    if not 1 <= dimensions <= MAX_DIMENSIONS:
        raise ProblemError(message("the dimension d must be from 1 to {max_dimensions}, not {dimensions}",
                                   max_dimensions=MAX_DIMENSIONS, dimensions=dimensions))


def log_pmf_1d(centre: np.ndarray, lo: int, hi: int, scale: float) -> np.ndarray:
    """ln P[h] for h = lo…hi (columns) and each centre f (rows): −c|f − h| − ln Σ_h′ e^(−c|f − h′|)."""
    grid = np.arange(lo, hi + 1, dtype=np.float64)
    logits = -scale * np.abs(np.asarray(centre, dtype=np.float64)[:, None] - grid[None, :])
    return logits - logsumexp_rows(logits)[:, None]


def shift_losses(lo: int, hi: int, scale: float, sensitivity: int, centre: int | None = None) -> np.ndarray:
    """g(δ), δ = 0…Δ: max over f, f ± δ in the box and h of |ln P_f(h) − ln P_(f±δ)(h)| (one coordinate); with
    ``centre``, f is that centre only (the loss of one instance against its neighbours)."""
    table = log_pmf_1d(np.arange(lo, hi + 1), lo, hi, scale)
    out = np.zeros(sensitivity + 1)
    for d in range(1, sensitivity + 1):
        if centre is None:
            out[d] = float(np.max(np.abs(table[d:] - table[:-d])))
            continue
        i = centre - lo
        others = [j for j in (i - d, i + d) if 0 <= j < table.shape[0]]
        out[d] = max((float(np.max(np.abs(table[i] - table[j]))) for j in others), default=0.0)
    return out


def realised_epsilon(lo: int, hi: int, scale: float, sensitivity: int, dimensions: int = 1,
                     centre: int | None = None) -> float:
    """max Σ_i g(δ_i) over δ_i ≥ 0 with Σ δ_i ≤ Δ (a knapsack over the d coordinates), g = ``shift_losses`` (over
    the whole box, or at f(D) = (centre, …, centre))."""
    check_box(lo, hi, sensitivity, dimensions)
    g = np.maximum.accumulate(shift_losses(lo, hi, scale, sensitivity, centre))
    best = g.copy()  # best[b]: the worst loss using a budget of b over the coordinates so far (one coordinate)
    for _ in range(dimensions - 1):
        best = np.array([max(best[b - d] + g[d] for d in range(b + 1)) for b in range(sensitivity + 1)])
    return float(np.max(best))


def sample_rejection(centre, lo: int, hi: int, scale: float, size: int, rng: np.random.Generator
                     ) -> tuple[np.ndarray, int]:
    """(size × d samples, draws made): f(D) + discrete Laplace noise, redrawn until inside {lo…hi}^d."""
    centre = np.atleast_1d(np.asarray(centre, dtype=np.int64))
    p = -math.expm1(-scale)  # geometric success probability 1 − e^(−c)
    out = np.empty((0, centre.size), dtype=np.int64)
    draws = 0
    while out.shape[0] < size:
        want = max(size - out.shape[0], 1024)
        noise = rng.geometric(p, (want, centre.size)) - rng.geometric(p, (want, centre.size))
        points = centre[None, :] + noise
        draws += want
        inside = np.all((points >= lo) & (points <= hi), axis=1)
        out = np.concatenate([out, points[inside]])
        if draws > MAX_ATTEMPTS and out.shape[0] < size:
            raise ProblemError(message("the rejection sampler kept {kept:,} of {draws:,} draws: the box is too "
                                       "small for this noise; raise ε or widen lo…hi", kept=out.shape[0],
                                       draws=draws))
    return out[:size], draws


@dataclass(frozen=True)
class Conservatism:
    """Per ε: the realised ε of the textbook scale Δ/ε and of the EM's 2Δ/ε, and the smallest scale that keeps ε."""

    epsilons: np.ndarray
    textbook: np.ndarray  # realised ε at c = ε/Δ
    exponential: np.ndarray  # realised ε at c = ε/(2Δ)
    needed_scale: np.ndarray  # 1/c*: the least noise scale with realised ε ≤ ε

    def saving(self) -> np.ndarray:
        """How much less noise than the EM's 2Δ/ε suffices: 1 − (1/c*)/(2Δ/ε)."""
        return 1 - self.needed_scale * self.epsilons / (2 * self.sensitivity)

    sensitivity: int = 1


def needed_scale(epsilon: float, lo: int, hi: int, sensitivity: int, dimensions: int = 1) -> float:
    """1/c* with c* the largest c whose realised ε is at most ε (bisection; realised ε grows with c), between the
    EM's 2Δ/ε (always enough) and Δ/(ε·4)."""
    lo_c, hi_c = epsilon / (2 * sensitivity), 4 * epsilon / sensitivity
    if realised_epsilon(lo, hi, hi_c, sensitivity, dimensions) <= epsilon:
        return 1 / hi_c
    for _ in range(60):
        mid = (lo_c + hi_c) / 2
        if realised_epsilon(lo, hi, mid, sensitivity, dimensions) <= epsilon:
            lo_c = mid
        else:
            hi_c = mid
        if hi_c - lo_c <= 1e-10 * hi_c:
            break
    return 1 / lo_c


def conservatism(epsilons, lo: int, hi: int, sensitivity: int = 1, dimensions: int = 1) -> Conservatism:
    eps = np.asarray(epsilons, dtype=np.float64)
    if eps.size == 0 or not np.all(np.isfinite(eps) & (eps > 0)):
        raise ProblemError(message("the ε values must be numbers greater than 0"))
    check_box(lo, hi, sensitivity, dimensions)
    text = [realised_epsilon(lo, hi, e / sensitivity, sensitivity, dimensions) for e in eps]
    em = [realised_epsilon(lo, hi, e / (2 * sensitivity), sensitivity, dimensions) for e in eps]
    need = [needed_scale(e, lo, hi, sensitivity, dimensions) for e in eps]
    return Conservatism(eps, np.array(text), np.array(em), np.array(need), int(sensitivity))


FIGURE_EPSILONS = tuple(float(e) for e in np.geomspace(0.05, 5.0, 12))  # the conservatism figure's ε axis
FIGURE_MAX_SIDE = 101  # integers per coordinate for the figure (12 bisections of the exact loss stay under ~60 ms)


def inside_probability(centre: int, lo: int, hi: int, scale: float) -> float:
    """P[f + K ∈ {lo…hi}] for K ~ discrete Laplace on ℤ, P[K = k] = (1 − α)/(1 + α)·α^|k|, α = e^(−c)."""
    k = np.arange(lo, hi + 1, dtype=np.float64) - centre
    return float(np.exp(logsumexp_rows((-scale * np.abs(k))[None, :])[0] + math.log(-math.expm1(-scale))
                        - math.log1p(math.exp(-scale))))


def expected_draws(centre: int, lo: int, hi: int, scale: float, dimensions: int) -> float:
    """The rejection sampler's mean number of draws per sample, 1/P[inside]^d (every coordinate centred at f)."""
    p = inside_probability(centre, lo, hi, scale)
    return math.inf if p <= 0 else float(p ** -dimensions)


def figure(lo: int, hi: int, sensitivity: int, dimensions: int) -> Conservatism | None:
    """The conservatism curves over FIGURE_EPSILONS, or None for a box wider than FIGURE_MAX_SIDE."""
    if hi - lo + 1 > FIGURE_MAX_SIDE or sensitivity > hi - lo:
        return None
    return conservatism(FIGURE_EPSILONS, lo, hi, sensitivity, dimensions)


def holohan_sentence(epsilon: float, lo: int, hi: int, sensitivity: int, dimensions: int) -> str:
    """At this ε: the realised ε of the textbook scale Δ/ε and the EM's 2Δ/ε over the whole box, and the least
    scale that keeps ε (Holohan et al. 2018, Fig. 1), in words ("" for a box too wide to compute quickly)."""
    if hi - lo + 1 > FIGURE_MAX_SIDE or sensitivity > hi - lo:
        return ""
    c = conservatism([epsilon], lo, hi, sensitivity, dimensions)
    return words("Over the whole box (every f(D) in {lo}…{hi} per coordinate, d = {d}), the textbook noise scale Δ/ε "
                 "really spends ε = {textbook} and the exponential mechanism's 2Δ/ε only {exponential}; the least noise "
                 "that keeps ε = {epsilon} is a scale of {needed}, {saving}% less than 2Δ/ε (Holohan et al. 2018, "
                 "Fig. 1: the EM's bound is conservative).", lo=lo, hi=hi, d=dimensions,
                 textbook=f"{c.textbook[0]:.4g}", exponential=f"{c.exponential[0]:.4g}", epsilon=f"{epsilon:.4g}",
                 needed=f"{c.needed_scale[0]:.4g}", saving=f"{100 * c.saving()[0]:.3g}")
