"""Exact statistics of the chosen output's score, and the binning the plots draw them with.

Every number here is computed from the exact pmf P[h] of a mechanism over the candidates h with scores u(h);
S denotes the score of the chosen output, so P[S = v] = Σ_{h: u(h) = v} P[h].  Pure numpy, no Qt: the
plots only call these functions and draw what they return.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .exact.sums import exact_sum

MAX_BARS = 120  # candidates beyond this are grouped into this many contiguous bins for the frequency plot
DIST_BINS = 40  # at most this many bins for the distribution of the chosen output's score
WINDOW_QUANTILE = 1e-3  # the score window starts at the exact 0.1 % quantile (or lower, at the threshold)


def score_std(scores: np.ndarray, pmf: np.ndarray) -> float:
    """Exact standard deviation of S: √(Σ_h P[h]·(u(h) − E[S])²), with E[S] = Σ_h P[h]·u(h) (fsum's number,
    exact_sums)."""
    scores = np.asarray(scores, dtype=np.float64)
    pmf = np.asarray(pmf, dtype=np.float64)
    mean = exact_sum(pmf * scores)
    return float(np.sqrt(max(float(pmf @ (scores - mean) ** 2), 0.0)))


def score_quantile(scores: np.ndarray, pmf: np.ndarray, q: float) -> float:
    """Exact lower q-quantile of S: the smallest score v with P[S ≤ v] ≥ q.

    The cumulative sum runs over the scores in ascending order; should rounding leave the total just
    under q, the largest score is returned."""
    scores = np.asarray(scores, dtype=np.float64)
    order = np.argsort(scores, kind="stable")
    cdf = np.cumsum(np.asarray(pmf, dtype=np.float64)[order])
    return float(scores[order][min(int(np.searchsorted(cdf, q)), scores.size - 1)])


def score_window(scores: np.ndarray, pmf: np.ndarray, threshold: float, gamma: float | None,
                 q: float = WINDOW_QUANTILE) -> tuple[float, float]:
    """The score range worth showing, [lo, hi]:
    lo = max(min u, min(q-quantile of S, threshold)),  hi = max(max u, γ);
    widened to [lo − 1, hi + 1] when it is a single point.  Scores below lo are pooled into the lowest bin."""
    scores = np.asarray(scores, dtype=np.float64)
    lo = max(float(scores.min()), min(score_quantile(scores, pmf, q), threshold))
    hi = max(float(scores.max()), gamma if gamma is not None else -np.inf)
    if hi <= lo:
        lo, hi = lo - 1.0, hi + 1.0
    return lo, hi


def mass_below(scores: np.ndarray, pmf: np.ndarray, lo: float) -> float:
    """P[S < lo] = Σ_{h: u(h) < lo} P[h]."""
    return float(np.asarray(pmf)[np.asarray(scores) < lo].sum())


@dataclass(frozen=True)
class Bins:
    """A binning of the m candidates: ``index[h]`` is the bin of candidate h, ``centres[b]`` where bin b is
    drawn, ``width`` the drawn width of a bin; ``edges`` (size + 1 values) when the bins are intervals.

    Contiguous groups (``candidate_bins`` of more than G candidates) keep no index: candidate h is in group
    ⌊h·G/m⌋, computed when asked (``bin_of``, ``members``), so a 10⁶-price grid holds no 8 MB index array."""

    stored_index: np.ndarray | None  # None: the contiguous groups ⌊h·G/m⌋ of ``groups_of`` candidates
    centres: np.ndarray
    width: float
    edges: np.ndarray | None = None
    groups_of: int = 0

    @property
    def size(self) -> int:
        return int(self.centres.size)

    @property
    def index(self) -> np.ndarray:
        """The bin of every candidate (built anew for contiguous groups: read it once, not per bin)."""
        return self.stored_index if self.stored_index is not None else self.bin_of(np.arange(self.groups_of))

    def bin_of(self, h) -> np.ndarray:
        """The bins of candidates ``h``."""
        if self.stored_index is not None:
            return self.stored_index[h]
        return np.asarray(h, dtype=np.int64) * self.size // self.groups_of

    def members(self, b: int) -> np.ndarray:
        """The candidates in bin b, ascending."""
        if self.stored_index is not None:
            return np.flatnonzero(self.stored_index == b)
        m, g = self.groups_of, self.size
        return np.arange((b * m + g - 1) // g, ((b + 1) * m + g - 1) // g)

    def totals(self, weights: np.ndarray) -> np.ndarray:
        """Σ_{h in bin b} weights[h] for every bin b (e.g. the exact pmf, or the simulated counts); contiguous
        groups are summed run by run, with no index of the m candidates built."""
        sizes = self.sizes if self.stored_index is None else None
        if sizes is None or not np.all(sizes > 0):
            return np.bincount(self.index, weights=weights, minlength=self.size)
        return np.add.reduceat(np.asarray(weights, dtype=np.float64), np.concatenate([[0], np.cumsum(sizes)[:-1]]))

    @property
    def sizes(self) -> np.ndarray:
        """How many candidates each bin holds (contiguous groups: ⌈(b+1)·m/G⌉ − ⌈b·m/G⌉, so 2 or 3 when
        301 prices share 120 bins)."""
        if self.stored_index is not None:
            return np.bincount(self.index, minlength=self.size)
        m, g = self.groups_of, self.size
        starts = (np.arange(g + 1, dtype=np.int64) * m + g - 1) // g
        return np.diff(starts)

    def means(self, weights: np.ndarray) -> np.ndarray:
        """The average of ``weights`` over each bin's candidates (0 for an empty bin): the per-candidate chance a
        grouped plot draws, so bins of unequal size (2 and 3 prices alternately) draw no false comb."""
        return self.totals(weights) / np.maximum(self.sizes, 1)


def candidate_positions(values: np.ndarray | None, m: int) -> np.ndarray:
    """Where candidate h sits on an x axis: its value (a price) when it has one, else h itself."""
    return np.asarray(values, dtype=np.float64) if values is not None else np.arange(m, dtype=float)


def candidate_spacing(x: np.ndarray) -> float:
    """The drawn width of one candidate: x[1] − x[0] (the grid step), or 1 for a single candidate."""
    return float(x[1] - x[0]) if x.size > 1 else 1.0


def candidate_bins(x: np.ndarray, max_bars: int = MAX_BARS) -> Bins:
    """At most ``max_bars`` contiguous groups of candidates: candidate h goes to group ⌊h·G/m⌋ with
    G = min(m, max_bars); a group is drawn at the mean x of its candidates, (max x − min x)/G wide.
    With m ≤ max_bars every candidate is its own group at x[h]."""
    x = np.asarray(x, dtype=np.float64)
    m = x.size
    if m <= max_bars:
        return Bins(np.arange(m), x, candidate_spacing(x))
    index = np.arange(m) * max_bars // m
    centres = np.bincount(index, weights=x, minlength=max_bars) / np.bincount(index, minlength=max_bars)
    return Bins(None, centres, float(x.max() - x.min()) / max_bars, groups_of=m)


def sorted_distinct(values: np.ndarray) -> np.ndarray:
    """np.unique of finite numbers without np.unique: numpy 2's asks numpy.ma whether the array is masked, and the
    import of numpy.ma was ~10 ms of every start's CPU (issue 36 §4), for the first numbers' score bins."""
    ordered = np.sort(values, kind="stable")
    if ordered.size < 2:
        return ordered
    keep = np.empty(ordered.size, dtype=bool)
    keep[0] = True
    np.not_equal(ordered[1:], ordered[:-1], out=keep[1:])
    return ordered[keep]


def score_bins(scores: np.ndarray, lo: float, max_bins: int = DIST_BINS) -> Bins:
    """Bins of the score axis from ``lo`` up, for the distribution of S; scores below lo join the lowest bin.

    When at most ``max_bins`` distinct scores are ≥ lo, each distinct score v is a bin drawn at v (width:
    the smallest gap between them, 1 for a single score).  Otherwise ``max_bins`` equal intervals
    [e_b, e_{b+1}) over [lo, max u] (the last one closed), drawn at their midpoints."""
    s = np.asarray(scores, dtype=np.float64)
    distinct = sorted_distinct(s[s >= lo])
    if distinct.size <= max_bins:
        index = np.searchsorted(distinct, np.maximum(s, distinct[0]))
        width = float(np.min(np.diff(distinct))) if distinct.size > 1 else 1.0
        return Bins(_compact(index, distinct.size), distinct, width)
    edges = lattice_edges(distinct, max_bins)
    if edges is None:
        edges = np.linspace(lo, float(s.max()), max_bins + 1)
    size = edges.size - 1
    index = np.clip(np.searchsorted(edges, s, side="right") - 1, 0, size - 1)
    return Bins(_compact(index, size), (edges[:-1] + edges[1:]) / 2, float(edges[1] - edges[0]), edges)


def lattice_edges(distinct: np.ndarray, max_bins: int) -> np.ndarray | None:
    """Bin edges that fit scores lying on lattices (prices in cents: revenues on 0.03 below $1 and 0.01 above).

    With g the smallest gap, every gap a whole multiple of g, and L the least common multiple of those multiples,
    bins k·L·g wide (k the least that gives ≤ ``max_bins`` bins) with edges at half-steps from the top hold the same number of
    lattice points on each stretch of one lattice: equal-width bins of any other width hold alternately 2 and 3
    points, and the plot zigzags. None when the scores are not on a lattice (or L·g would leave few bins)."""
    gaps = np.diff(distinct)
    g = float(gaps.min()) if gaps.size else 0.0
    if g <= 0:
        return None
    multiples = gaps / g
    whole = np.round(multiples)
    if not np.allclose(multiples, whole, rtol=0, atol=1e-6) or whole.max() > 1000:
        return None
    step = g * math.lcm(*(int(m) for m in np.unique(whole)))
    span = float(distinct[-1] - distinct[0]) + g
    width = step * max(1, math.ceil(span / (max_bins * step)))
    count = math.ceil(span / width)
    if count < max_bins // 4:
        return None
    return float(distinct[-1]) + g / 2 - width * np.arange(count, -1, -1)  # a part-filled bin at the bottom


def _compact(index: np.ndarray, size: int) -> np.ndarray:
    """Bin numbers in the smallest unsigned type that holds 0..size − 1 (one byte per candidate for ≤ 256 bins,
    not eight)."""
    return index.astype(np.min_scalar_type(max(size - 1, 0)))
