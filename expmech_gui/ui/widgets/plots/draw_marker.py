"""The animated draw: a marker sweeps the cumulative distribution once and slows down onto the candidate the
sampler chose, which then lights up; and the light itself, a band over one candidate in any plot that shows
candidates (``CandidateHighlight``).

The marker's position u runs over [0, 1), the candidate under it is the one inverse-CDF sampling would give
for u (searchsorted(cdf, u)), so the likely candidates hold it longer; it stops inside the chosen candidate's
share, so it lands where the seeded sampler's draw is, whatever mechanism drew it."""
from __future__ import annotations

import time

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QObject, QTimer, Signal

DRAW_MS = 900  # a Run once animation stays under a second
FRAME_MS = 16
LIT = (230, 159, 0)  # Okabe–Ito orange: the chosen candidate, in every palette


def landing_point(cdf: np.ndarray, chosen: int) -> float:
    """The middle of candidate ``chosen``'s share [cdf[chosen−1], cdf[chosen]) of the normalised cdf."""
    total = float(cdf[-1]) or 1.0
    lo = float(cdf[chosen - 1]) / total if chosen > 0 else 0.0
    return (lo + float(cdf[chosen]) / total) / 2


def candidate_at(cdf: np.ndarray, u: float) -> int:
    """The candidate inverse-CDF sampling gives for ``u`` ∈ [0, 1)."""
    return int(min(np.searchsorted(cdf / (cdf[-1] or 1.0), u, side="right"), cdf.size - 1))


class SweepAnimation(QObject):
    """One animated draw: ``moved(u, candidate)`` every frame, then ``landed(chosen)`` once (at once on
    ``skip``). The path is one full lap plus the way to the landing point, eased out (1 − (1 − t)³)."""

    moved = Signal(float, int)
    landed = Signal(int)

    def __init__(self, cdf: np.ndarray, chosen: int, duration_ms: int = DRAW_MS, parent=None) -> None:
        super().__init__(parent)
        self.cdf = np.asarray(cdf, dtype=np.float64)
        self.chosen = int(chosen)
        self.target = landing_point(self.cdf, self.chosen)
        self.duration = max(1, int(duration_ms)) / 1000.0
        self.done = False
        self._start = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._frame)

    def start(self) -> None:
        self._start = time.monotonic()
        self._timer.start()
        self._frame()

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def position(self, t: float) -> float:
        eased = 1.0 - (1.0 - min(max(t, 0.0), 1.0)) ** 3
        return ((1.0 + self.target) * eased) % 1.0 if t < 1.0 else self.target

    def _frame(self) -> None:
        t = (time.monotonic() - self._start) / self.duration
        if t >= 1.0:
            self.skip()
            return
        u = self.position(t)
        self.moved.emit(u, candidate_at(self.cdf, u))

    def skip(self) -> None:
        """Land now (a second Run once, Esc, a click)."""
        if self.done:
            return
        self.done = True
        self._timer.stop()
        self.moved.emit(self.target, self.chosen)
        self.landed.emit(self.chosen)

    def abandon(self) -> None:
        """Stop without landing (the inputs changed: this draw is void)."""
        self.done = True
        self._timer.stop()


class CandidateHighlight:
    """A band over one candidate of a plot: faint while the marker passes, bright where the draw landed.
    ``horizontal``: the candidates run down the y axis (names on the left)."""

    def __init__(self, plot: pg.PlotItem) -> None:
        self.plot = plot
        self.region = pg.LinearRegionItem(values=(0, 1), movable=False)
        self.region.setZValue(-5)
        for line in self.region.lines:
            line.setPen(pg.mkPen(*LIT, width=3))
        self.region.hide()
        plot.addItem(self.region, ignoreBounds=True)
        self.where: tuple[float, float] | None = None
        self.others: list[pg.LinearRegionItem] = []  # the rest of a published set (top-k), lit alike
        self.other_positions: tuple[list[float], float] = ([], 0.0)
        self.landed = False
        axes = getattr(plot, "category_axes", None)  # the bars turn (F11, a resize): the bands turn with them
        if axes is not None:
            axes.turned.append(self.follow)

    def _horizontal(self, horizontal: bool) -> bool:
        axes = getattr(self.plot, "category_axes", None)
        return axes.horizontal if axes is not None else horizontal

    def follow(self) -> None:
        """The bands again in the bars' orientation now (they were laid for the other one)."""
        if self.where is not None:
            self.show(*self.where, self.landed)
            self.show_also(*self.other_positions)

    def show(self, pos: float, width: float, landed: bool, horizontal: bool = False) -> None:
        orientation = "horizontal" if self._horizontal(horizontal) else "vertical"
        if self.region.orientation != orientation:
            self.plot.removeItem(self.region)
            self.region = pg.LinearRegionItem(values=(0, 1), orientation=orientation, movable=False)
            self.region.setZValue(-5)
            self.plot.addItem(self.region, ignoreBounds=True)
        self.region.setRegion((pos - width / 2, pos + width / 2))
        self.region.setBrush(pg.mkBrush(*LIT, 150 if landed else 60))
        for line in self.region.lines:
            line.setPen(pg.mkPen(*LIT, width=3 if landed else 1))
        self.region.show()
        self.where = (pos, width)
        self.landed = landed

    def show_also(self, positions: list[float], width: float, horizontal: bool = False) -> None:
        """Bands over the other candidates published with the one ``show`` lit (none: they go)."""
        for band in self.others:
            self.plot.removeItem(band)
        self.others = []
        self.other_positions = (list(positions), width)
        for pos in positions:
            band = pg.LinearRegionItem(values=(pos - width / 2, pos + width / 2), movable=False,
                                       orientation="horizontal" if self._horizontal(horizontal) else "vertical",
                                       brush=pg.mkBrush(*LIT, 150), pen=pg.mkPen(*LIT, width=3))
            band.setZValue(-5)
            self.plot.addItem(band, ignoreBounds=True)
            self.others.append(band)

    def hide(self) -> None:
        self.region.hide()
        self.show_also([], 0.0)
        self.where = None
