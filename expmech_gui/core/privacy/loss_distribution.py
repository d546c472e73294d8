"""The exact privacy-loss distribution of releases on *this* data (issue 31 §4; Naor's "privacy loss as a random
walk", made exact from the core's pmfs), composed over many releases by FFT on a grid that never under-counts.

One release with output pmfs p = P[M(D) = ·] and q = P[M(D′) = ·]: the realised loss L(o) = ln p(o) − ln q(o)
with o drawn from p (an atom at +∞ where q(o) = 0 < p(o)). Independent releases add their losses, so the loss of
the whole ledger is the convolution of the releases' distributions (Dwork–Rothblum 2016; Sommer–Meiser–Mohammadi
2019 for the PLD view).

Discretisation (documented, one-sided): every loss is rounded *up* to the grid h·ℤ (k = ⌈L/h⌉). The composed grid
loss is then at least the true composed loss on every outcome, so its tail P[L̃ > t] ≥ P[L > t] for every t and its
mean over-counts by less than one step per release: nothing is ever under-counted. The FFT's rounding (about
10⁻¹⁶ per point) is clipped at 0, and a bound on it is added to every tail; ``compose_exact`` convolves directly
(tests). The grid's step is the ledger's whole span of losses over 2¹⁸ points (so the over-count of n releases,
n steps, is n/2¹⁸ of the span).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

GRID_POINTS = 1 << 18  # the composed grid's length: its step is the ledger's whole span of losses / GRID_POINTS
MIN_STEP = 1e-12  # the step at least (a span of 0: every release's loss one value)
FFT_ROUNDING = 1e-15  # per point and per halving of the FFT: a generous bound on its absolute rounding (the
# values are probabilities ≤ 1; numpy's pocketfft errs by about 10⁻¹⁶·√log₂ n), added to every tail


@dataclass(frozen=True)
class LossDistribution:
    """P[L̃ = (offset + i)·step] = probs[i]; ``infinite``: P[L = +∞]. ``releases``: how many were composed."""

    step: float
    offset: int
    probs: np.ndarray
    infinite: float = 0.0
    releases: int = 1
    rounding: float = 0.0  # a bound on the FFT's absolute rounding per grid point, added to every tail

    @property
    def values(self) -> np.ndarray:
        return (self.offset + np.arange(self.probs.size)) * self.step

    def mean(self) -> float:
        """E[L̃] (+∞ if an atom at +∞ has mass), plus the FFT's rounding bound on its positive values: at least
        the true mean."""
        if self.infinite > 0:
            return math.inf
        values = self.values
        return float(np.dot(values, self.probs) + self.rounding * np.maximum(values, 0.0).sum())

    def tail(self, t: float) -> float:
        """P[L̃ > t] ≥ P[L > t] (the atom at +∞ included)."""
        above = self.values > t
        if not above.any():
            return float(min(1.0, self.infinite))
        return float(min(1.0, math.fsum(self.probs[above]) + self.infinite + self.rounding * int(above.sum())))

    def survival(self) -> np.ndarray:
        """P[L̃ > values[i]] for every grid point (as ``tail``; summed from the top, so tiny tails keep digits)."""
        computed, bound = self.survival_parts()
        return np.minimum(1.0, computed + bound)

    def survival_parts(self) -> tuple[np.ndarray, np.ndarray]:
        """(the computed P[L̃ > values[i]], the FFT rounding bound added to it): where the bound is the larger,
        the figure is the rounding's, not the mechanism's (a plot may leave those points out)."""
        after = np.append(np.cumsum(self.probs[::-1])[::-1][1:], 0.0)
        count = np.arange(self.probs.size - 1, -1, -1)
        return after + self.infinite, self.rounding * count * (after > 0)

    def most_over_count(self) -> float:
        """How much the grid can over-count any loss: less than one step per release."""
        return self.step * self.releases

    def largest(self) -> float:
        """The largest loss with positive probability (on the grid; +∞ with an atom there)."""
        if self.infinite > 0:
            return math.inf
        nz = np.flatnonzero(self.probs > 0)
        return float(self.values[nz[-1]]) if nz.size else 0.0


def release_losses(log_p, log_q) -> tuple[np.ndarray, np.ndarray, float]:
    """(finite losses, their probabilities under p, P[L = +∞]) of one release: L = ln p − ln q, o ~ p."""
    log_p, log_q = np.asarray(log_p, dtype=float), np.asarray(log_q, dtype=float)
    possible = np.isfinite(log_p)
    infinite = possible & np.isneginf(log_q)
    finite = possible & ~infinite
    return log_p[finite] - log_q[finite], np.exp(log_p[finite]), float(np.exp(log_p[infinite]).sum())


def worst_case_losses(epsilon: float, delta: float = 0.0) -> tuple[np.ndarray, np.ndarray, float]:
    """The loss of the worst ε-DP pair (randomized response; Kairouz–Oh–Viswanath 2015): +ε with probability
    (1 − δ)e^ε/(1 + e^ε), −ε with (1 − δ)/(1 + e^ε), +∞ with δ — it dominates every (ε, δ)-DP release."""
    up = (1.0 - delta) / (1.0 + math.exp(-epsilon)) if epsilon < 700 else 1.0 - delta
    return np.array([epsilon, -epsilon]), np.array([up, 1.0 - delta - up]), float(delta)


def grid_step(parts, wanted: float | None = None) -> float:
    """The composed span Σ r·(max L − min L) over GRID_POINTS steps (or ``wanted``, if coarser): the grid's
    over-count per release is one step, so this many points keep it a small share of the span.
    ``parts``: (losses, probs, infinite, count)."""
    span = math.fsum(r * (float(np.max(x)) - float(np.min(x))) for x, _p, _i, r in parts if np.size(x))
    return max(wanted or 0.0, span / (GRID_POINTS - 2 * len(parts) - 2), MIN_STEP)


def discretise(losses, probs, infinite: float, step: float) -> LossDistribution:
    """One release's losses rounded up to the grid step·ℤ (never down: see the module docstring)."""
    losses, probs = np.asarray(losses, dtype=float), np.asarray(probs, dtype=float)
    if losses.size == 0:
        return LossDistribution(step, 0, np.zeros(1), infinite)
    k = np.ceil(losses / step)
    k += (k * step < losses)  # a quotient rounded below the true ratio: one step more
    k = k.astype(np.int64)
    lo = int(k.min())
    out = np.zeros(int(k.max()) - lo + 1)
    np.add.at(out, k - lo, probs)
    return LossDistribution(step, lo, out, infinite)


def _fft_length(n: int) -> int:
    return 1 << max(0, (n - 1).bit_length())


def compose(parts) -> LossDistribution:
    """The distribution of the sum of independent losses: ``parts`` are (LossDistribution, count) on one
    grid step; each group's count-fold convolution is one FFT power, the groups multiplied in the frequency
    domain."""
    parts = [(d, int(r)) for d, r in parts if r > 0]
    step = parts[0][0].step
    length = sum(r * (d.probs.size - 1) for d, r in parts) + 1
    size = _fft_length(length)
    spectrum = np.ones(size // 2 + 1, dtype=complex)
    for d, r in parts:
        spectrum *= np.fft.rfft(d.probs, size) ** r
    raw = np.fft.irfft(spectrum, size)
    rounding = FFT_ROUNDING * math.log2(size) if size > 1 else 0.0
    probs = np.clip(raw[:length], 0.0, None)
    finite_mass = math.prod((1.0 - d.infinite) ** r for d, r in parts)
    total = probs.sum()
    if total > 0:
        probs *= finite_mass / total
    return LossDistribution(step, sum(r * d.offset for d, r in parts), probs, 1.0 - finite_mass,
                            sum(r * d.releases for d, r in parts), rounding)


def compose_exact(parts) -> LossDistribution:
    """``compose`` by repeated direct convolution (exact up to float rounding; for tests and tiny ledgers)."""
    parts = [(d, int(r)) for d, r in parts if r > 0]
    probs, offset, finite, releases = np.ones(1), 0, 1.0, 0
    for d, r in parts:
        for _ in range(r):
            probs = np.convolve(probs, d.probs)
            offset += d.offset
            finite *= 1.0 - d.infinite
            releases += d.releases
    return LossDistribution(parts[0][0].step, offset, probs, 1.0 - finite, releases)


def ledger_loss_distribution(parts, wanted_step: float | None = None) -> LossDistribution:
    """The composed loss of ``parts``: (losses, probs, infinite, count) per kind of release — one kind's exact
    pmfs (``release_losses``) or a worst-case stand-in (``worst_case_losses``)."""
    parts = [p for p in parts if p[3] > 0]
    if not parts:
        return LossDistribution(wanted_step or MIN_STEP, 0, np.ones(1), 0.0, 0)
    step = grid_step(parts, wanted_step)
    return compose([(discretise(x, p, inf, step), r) for x, p, inf, r in parts])
