"""A long curve y(x) (x ascending) as a pyramid of min/max reductions, so that a plot draws only what fits its
width and still shows every peak: level k keeps, for each bucket of ``size_k`` consecutive points, the bucket's
first x and its minimum and maximum y (the 'peak' downsampling of pyqtgraph's PlotDataItem and of oscilloscope
displays: the min–max envelope of a bucket is exactly what a column of pixels can show of it).

Built once off the GUI thread with the exact numbers; ``view(x0, x1, budget)`` then returns, in time bounded by
``budget`` (not by the curve's length), the raw points of the visible range when at most ``budget`` of them are
visible (zoomed in: the exact points) or else the finest level with at most ``budget`` buckets there.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

LEVELS_ABOVE = 100_000  # curves of more points get levels; shorter ones are drawn as they are
FIRST_SIZE, FACTOR = 16, 4  # bucket sizes 16, 64, 256, … points
COARSEST = 1_000  # no level with fewer buckets than this is built


@dataclass(frozen=True)
class PeakLevels:
    """The raw curve and its levels: ``sizes[k]`` points a bucket, ``starts[k]`` each bucket's first x,
    ``lows[k]``/``highs[k]`` its min and max y; ``bounds`` = ((x min, x max), (y min, y max)) of the whole curve."""

    x: np.ndarray
    y: np.ndarray
    sizes: tuple[int, ...]
    starts: tuple[np.ndarray, ...]
    lows: tuple[np.ndarray, ...]
    highs: tuple[np.ndarray, ...]
    bounds: tuple[tuple[float, float], tuple[float, float]]

    @classmethod
    def of(cls, x: np.ndarray, y: np.ndarray) -> "PeakLevels":
        """Levels of y over x (x ascending): each level's min and max reduce the previous level's (min of mins),
        so the whole pyramid costs about 1⅓ passes over y."""
        x, y = np.asarray(x, dtype=np.float64), np.asarray(y, dtype=np.float64)
        sizes, starts, lows, highs = [], [], [], []
        size, low, high, step = FIRST_SIZE, y, y, FIRST_SIZE
        while x.size // size >= COARSEST:
            cut = np.arange(0, low.size, step)
            low, high = np.minimum.reduceat(low, cut), np.maximum.reduceat(high, cut)
            sizes.append(size)
            starts.append(x[::size])
            lows.append(low)
            highs.append(high)
            size, step = size * FACTOR, FACTOR
        y_bounds = (float(lows[-1].min()), float(highs[-1].max())) if lows else (float(y.min()), float(y.max()))
        return cls(x, y, tuple(sizes), tuple(starts), tuple(lows), tuple(highs),
                   ((float(x[0]), float(x[-1])), y_bounds))

    def _window(self, x0: float, x1: float, budget: int) -> tuple[int | None, int, int]:
        """(None, i0, i1): the raw points i0..i1−1 of [x0, x1] (and one beyond each side) when at most ``budget``;
        else (level k, j0, j1): that level's buckets j0..j1−1 covering them, the finest with at most ``budget``."""
        i0 = max(int(np.searchsorted(self.x, x0, side="left")) - 1, 0)
        i1 = min(int(np.searchsorted(self.x, x1, side="right")) + 1, self.x.size)
        if i1 - i0 <= budget or not self.sizes:
            return None, i0, i1
        k = next((k for k, size in enumerate(self.sizes) if (i1 - i0) / size <= budget), len(self.sizes) - 1)
        size = self.sizes[k]
        return k, i0 // size, -(-i1 // size)

    def view(self, x0: float, x1: float, budget: int) -> tuple[np.ndarray, np.ndarray]:
        """(x, y) to draw for the visible x range [x0, x1]: the raw points there (and one beyond each side, so the
        line reaches the edges) when at most ``budget``, else the finest level's buckets there as pairs
        (first x, min), (first x, max)."""
        k, j0, j1 = self._window(x0, x1, budget)
        if k is None:
            return self.x[j0:j1], self.y[j0:j1]
        xs = np.repeat(self.starts[k][j0:j1], 2)
        ys = np.empty(xs.size)
        ys[0::2], ys[1::2] = self.lows[k][j0:j1], self.highs[k][j0:j1]
        return xs, ys

    def spans(self, x0: float, x1: float, budget: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """(first x, last x, min y, max y) of each bucket ``view`` would draw for [x0, x1] (a raw point is a bucket
        of one: first = last, min = max = its y): what bars need, each bucket's whole extent along x."""
        k, j0, j1 = self._window(x0, x1, budget)
        if k is None:
            x, y = self.x[j0:j1], self.y[j0:j1]
            return x, x, y, y
        last = np.minimum(np.arange(j0 + 1, j1 + 1) * self.sizes[k], self.x.size) - 1
        return self.starts[k][j0:j1], self.x[last], self.lows[k][j0:j1], self.highs[k][j0:j1]


def curve_levels(x: np.ndarray, *ys: np.ndarray) -> tuple[PeakLevels, ...] | None:
    """Levels of each y over x when the curve is long (more than LEVELS_ABOVE points) and x ascends; else None
    (the plot draws the raw data)."""
    x = np.asarray(x)
    if x.size <= LEVELS_ABOVE or not np.all(x[1:] >= x[:-1]):
        return None
    return tuple(PeakLevels.of(x, y) for y in ys)
