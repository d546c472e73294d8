"""Score over candidates, OPT marked, and the exact selection probability on a second axis (the right axis;
the top axis when the candidates are named on the left, as horizontal bars)."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ....core import score_stats
from ....core.peak_levels import PeakLevels
from ....core.translatable import translatable
from .categories import CategoryAxes, category_names
from .words import say
from .kit import (
    COLORS, dot_size, join_dots, legend, new_plot_widget, pen, present_bars, present_plot, set_axis_label, tick_font,
    thicken,
)

MARKER_LIMIT = 400  # probability markers only up to this many candidates (a million would take seconds)
PIXEL_POINTS = 4  # a long grid's curves: at most this many points (or min/max buckets) a pixel of width
PIXEL_BARS = 2  # many candidates' bars: at most this many bars (min/max buckets) a pixel of width
REDUCED_ABOVE = 10_000  # more candidates (no prices) than this: bars and P[select] drawn by buckets (_fit_view)
BAR_WIDTH = 0.6  # one candidate's bar, in candidates
PROB_LABEL = "chance of being chosen"
PROB_TIP = translatable("P[select]: the exact probability that the mechanism chooses each candidate, ∝ e^(c·u(h))")


def cost_floor(lo: float, hi: float) -> float:
    """Where the bars of a score that is minus a cost start, for scores from ``lo`` to ``hi``: a twentieth of their
    span below the worst, so the worst candidate still shows a bar (a span of 1 when every score is the same)."""
    return lo - 0.05 * ((hi - lo) or 1.0)


class OverlayViewBox(pg.ViewBox):
    """A second view drawn over the plot's own (the P[select] curve above the score bars) that leaves the mouse
    to the plot beneath: drags, wheel turns and clicks pass through, so the plot pans, zooms and shows its
    menu as before."""

    def __init__(self) -> None:
        super().__init__(enableMenu=False)
        self.setMouseEnabled(False, False)

    def mouseDragEvent(self, ev, axis=None) -> None:
        ev.ignore()

    def mouseClickEvent(self, ev) -> None:
        ev.ignore()

    def wheelEvent(self, ev, axis=None) -> None:
        ev.ignore()


class LevelCurve(pg.PlotDataItem):
    """A curve whose data may be the visible part of a longer one (core.peak_levels): its bounds are then the
    whole curve's, given (``whole``), so auto-range shows all of it and pyqtgraph never rescans points for them."""

    whole = None  # ((x min, x max), (y min, y max)) of the whole curve, or None: pyqtgraph's own bounds

    def dataBounds(self, ax, frac=1.0, orthoRange=None):  # noqa: N802 — pyqtgraph's name
        if self.whole is None:
            return super().dataBounds(ax, frac, orthoRange)
        return list(self.whole[ax])


class ScorePlot:
    """Bars (or a curve, for a price grid) of u(h), stars at OPT, and P[h] against the second axis."""

    def __init__(self) -> None:
        self.widget = new_plot_widget()
        self.plot = p = self.widget.getPlotItem()
        self.legend = legend(p, columns=2)
        self.curve = LevelCurve([], [], pen=pen("score", 2.0))
        self.bars = pg.BarGraphItem(x=[0], height=[0], width=BAR_WIDTH)
        present_bars(self.bars, False, key="score")
        p.addItem(self.curve)  # PlotItem.addItem gives the curve the plot's (no) downsampling: set it after
        self.curve.setDownsampling(auto=True, method="peak")  # a million prices draw as fast as a hundred
        self.curve.setClipToView(True)
        p.addItem(self.bars)
        self.opt_points = pg.ScatterPlotItem(symbol="star", size=14, brush=pg.mkBrush(*COLORS["opt"]),
                                             pen=pg.mkPen("k", width=0.5))
        self.opt_points.setZValue(30)
        p.addItem(self.opt_points)
        # second axis: exact selection probability
        self.prob_view = OverlayViewBox()
        p.scene().addItem(self.prob_view)
        self.prob_view.setZValue(1)  # over the bars: behind them the vermillion curve turned dull grey
        self.prob_curve = LevelCurve([], [], pen=pen("exact", 2.0), symbol="o", symbolSize=5,
                                          symbolBrush=pg.mkBrush(*COLORS["exact"]), symbolPen=None)
        self.prob_curve.setDownsampling(auto=True, method="peak")
        self.prob_view.addItem(self.prob_curve)
        p.vb.sigResized.connect(lambda: self.prob_view.setGeometry(p.vb.sceneBoundingRect()))
        self.levels = None  # a long grid's (scores, pmf) as core.peak_levels.PeakLevels, from the worker
        p.vb.sigXRangeChanged.connect(self._fit_view)
        p.vb.sigResized.connect(self._fit_view)
        score_sample = pg.PlotDataItem([], [], pen=pen("score", 6))
        score_sample.drawn_as = (self.curve, self.bars)  # whichever is shown: described.drawn_series
        self.legend.addItem(score_sample, "score")
        self.score_entry = self.legend.items[-1][1]  # named by the scenario's own noun when drawn ("votes", "revenue")
        # legend-only, with one point: pyqtgraph's legend draws a marker from the item's scatter, which takes
        # the marker's brush only with data (without, the sample's dot was pyqtgraph's default blue-grey)
        self.prob_sample = pg.PlotDataItem([0.0], [0.0], pen=pen("exact", 2), symbol="o", symbolSize=6,
                                           symbolBrush=pg.mkBrush(*COLORS["exact"]), symbolPen=None)
        self.prob_sample.drawn_as = (self.prob_curve,)  # its numbers are the curve's, read on the second axis
        self.legend.addItem(self.prob_sample, "chance (right axis)")
        self.joined = True  # P[select]'s dots joined by a line (prices); separate candidates: dots only
        self.presenting = False
        self.prob_entry = self.legend.items[-1][1]
        self.legend.addItem(pg.ScatterPlotItem(symbol="star", size=12, brush=pg.mkBrush(*COLORS["opt"]),
                                               pen=pg.mkPen("k", width=0.5)), "best possible")  # rimmed as the star
        self.exp = self.sets = None  # sets: the run tally's core.simulation.SetLaw of a k-set release (top-k)
        self.floor = 0.0  # where the score bars start: 0, or for a cost just below the worst score (cost_floor)
        self.categories = CategoryAxes(p, self._draw, value_axes=2)
        self._prob_axis(False)

    def _prob_axis(self, horizontal: bool) -> None:
        """P[select] against the right axis (vertical bars) or the top axis (horizontal bars)."""
        p, view = self.plot, self.prob_view
        name, other = ("top", "right") if horizontal else ("right", "top")
        p.hideAxis(other)
        p.showAxis(name)
        p.getAxis(name).setTickFont(tick_font(p))
        p.getAxis(name).setTextPen(p.getAxis("left").textPen())
        p.getAxis(name).setPen(p.getAxis("left").pen())
        if horizontal:
            view.setXLink(None)
            view.setYLink(p.vb)
        else:
            view.setYLink(None)
            view.setXLink(p.vb)
        view.invertY(horizontal)
        p.getAxis(name).linkToView(view)
        # above horizontal bars the legend alone names the axis: the rows of names need the height
        # untitled above bars, still a chance: in percent, kept when the title is set again (a switch of language)
        p.getAxis(name).untitled_share, p.getAxis(other).untitled_share = True, False
        set_axis_label(p, name, "" if horizontal else PROB_LABEL, shorter=("chance",))
        p.getAxis(other).percent = False
        self.legend.relabel(self.prob_entry, f"{self._chance_words()} ({name} axis)")  # the axis says of what
        p.getAxis(name).tip_source = PROB_TIP  # (said again on a switch of language: kit.retranslate)
        p.getAxis(name).setToolTip(say(PROB_TIP))

    def _chance_words(self) -> str:
        """What the dots are: one choice's chance; on a k-set release each one's chance to be among the k, or, where
        that is not computed exactly, its first pick's chance."""
        if self.sets is None:
            return "chance"
        return f"chance among the {self.sets.k}" if self.sets.inclusion is not None else "first pick's chance"

    def _chances(self):
        """The chances the dots show (``_chance_words``)."""
        among = self.sets.inclusion if self.sets is not None else None
        return among if among is not None else self.exp.mechanism.pmf

    def clear(self) -> None:
        """No experiment: no curve, no bars, no ticks."""
        self.exp = self.sets = None
        self.floor = 0.0
        self._use_levels(None)
        self.curve.setData([], [])
        self.prob_curve.setData([], [])
        self.opt_points.setData([], [])
        self.categories.set_names(None)
        self.legend.relabel(self.score_entry, "score")
        self._bars(np.zeros(1), np.zeros(1))

    def set_experiment(self, exp, curves=None, sets=None) -> None:
        """``curves``: the run tally's min/max levels of (scores, pmf) for a long grid (core.peak_levels, built
        off the GUI thread), None to draw the raw arrays; ``sets``: the tally's SetLaw of a k-set release."""
        self.exp, self.sets = exp, sets
        pr = exp.problem
        self.floor = cost_floor(float(np.min(pr.scores)), float(np.max(pr.scores))) if pr.cost_name else 0.0  # (once:
        # _bars runs at every pan and zoom of a long grid)
        curves = curves if sets is None or sets.inclusion is None else None  # (levels are the pmf's)
        if curves is None and pr.values is None and pr.m > REDUCED_ABOVE:  # 10⁵ candidates: 0.6 ms, 10⁵ bars 25 ms
            x = score_stats.candidate_positions(None, pr.m)
            curves = (PeakLevels.of(x, pr.scores), PeakLevels.of(x, self._chances()))
        self._use_levels(curves)
        # markers only where they can be told apart; chosen before the data, so that a million prices never
        # build a million scatter points on the GUI thread (that took 2 s per 10^6 prices)
        self.prob_curve.setSymbol("o" if pr.m <= MARKER_LIMIT else None)
        self.categories.set_names(category_names(pr))

    def _draw(self) -> None:
        if self.exp is None:
            return
        pr, pmf, cat = self.exp.problem, self._chances(), self.categories
        priced = pr.values is not None
        x = score_stats.candidate_positions(pr.values, pr.m)
        self._prob_axis(cat.horizontal)
        self.legend.relabel(self.score_entry, pr.score_name)  # "votes", German "Stimmen" (kit.Legend translates)
        cat.style(f"{pr.score_name.capitalize()} of each {pr.candidate_name}", pr.candidate_name, pr.score_name,
                  pr.candidate_unit if priced else "", pr.score_unit)
        levels = self.levels if not cat.horizontal else None
        if levels is not None:  # a long grid: the view's part at its width, bounds given (no scan of m points)
            self.bars.setVisible(not priced)
            self.curve.setVisible(priced)
            cat.orient(self.bars)
            cat.orient(self.prob_curve)
            self._draw_levels(x, width=score_stats.candidate_spacing(x))
            return
        if priced:
            self.bars.hide()
            self.curve.show()
            self.curve.setData(x, pr.scores)
        else:
            self.curve.hide()
            self.bars.show()
            cat.orient(self.bars)
            self._bars(x, pr.scores)
        width = score_stats.candidate_spacing(x)
        opt = pr.opt_indices
        cat.points(self.opt_points, x[opt], pr.scores[opt])
        self._join(priced or pr.m > MARKER_LIMIT)
        cat.points(self.prob_curve, x, pmf)
        top = max(pmf.max(), 1e-12) * 1.1
        self.prob_view.setXRange(0, top, padding=0) if cat.horizontal else self.prob_view.setYRange(0, top, padding=0)
        cat.ranges(x.min() - width / 2, x.max() + width / 2, *self._value_range(pr.scores.min(), pr.scores.max()))

    def _value_range(self, lo: float, hi: float) -> tuple[float, float]:
        """The score axis: from the bars' floor (0, or for a cost just below the worst) or the lowest score, to the
        highest."""
        return min(self.floor, lo), max(hi, 1e-12) * 1.08

    def _use_levels(self, curves) -> None:
        self.levels = curves
        for item, level in zip((self.curve, self.prob_curve), curves or (None, None)):
            item.whole = level.bounds if level is not None else None

    def _draw_levels(self, x, width: float) -> None:
        """The exact chart of a long grid from its levels: the same ranges as the raw draw, read from the levels'
        bounds, then the part of each curve the view shows (``_fit_view``)."""
        pr, cat = self.exp.problem, self.categories
        (s_lo, s_hi), p_hi = self.levels[0].bounds[1], self.levels[1].bounds[1][1]
        opt = pr.opt_indices
        cat.points(self.opt_points, x[opt], pr.scores[opt])
        self._join(True)
        self.prob_view.setYRange(0, max(p_hi, 1e-12) * 1.1, padding=0)
        cat.ranges(x[0] - width / 2, x[-1] + width / 2, *self._value_range(s_lo, s_hi))
        self._fit_view()

    def _fit_view(self) -> None:
        """Each long curve drawn as its levels give it for the visible x range at the view's pixel width: the min/max
        of each bucket, or once zoomed in to at most a few points a pixel, the exact points themselves; candidates
        without prices as bars the same way (``_bars``)."""
        if self.levels is None or self.exp is None or self.categories.horizontal:
            return
        x0, x1 = self.plot.vb.viewRange()[0]
        pixels = max(int(self.plot.vb.width()), 250)
        if self.exp.problem.values is None:
            self._bars(*self.levels[0].spans(x0, x1, PIXEL_BARS * pixels))
        else:
            self.curve.setData(*self.levels[0].view(x0, x1, PIXEL_POINTS * pixels))
        self.prob_curve.setData(*self.levels[1].view(x0, x1, PIXEL_POINTS * pixels))

    def _bars(self, first, last, low=None, high=None) -> None:
        """One bar a candidate (``_bars(x, scores)``), from 0 to its score; or one a bucket of candidates first..last
        (core.peak_levels spans) from min(0, its lowest) to max(0, its highest) score: the union of its candidates'
        bars, what drawing each of them covers at this width. A score that is minus a cost (mistakes, an error)
        rises from just below the worst instead of hanging from 0: hung from 0 the worst drew the most, and the
        plot read inverted (the visual review: a wall of colour with the best concept a dark notch). The exact
        (x, scores) stay on the item (``whole_series``) for its description."""
        pr, floor = (self.exp.problem if self.exp is not None else None), self.floor
        if low is None and floor == 0.0:
            self.bars.setOpts(x=first, height=last, width=BAR_WIDTH, x0=None, y0=None)
        elif low is None:
            self.bars.setOpts(x=first, height=np.asarray(last) - floor, width=BAR_WIDTH, x0=None, y0=floor)
        else:
            bottom, top = np.minimum(low, floor), np.maximum(high, floor)
            self.bars.setOpts(x=(first + last) / 2, x0=first - BAR_WIDTH / 2, width=last - first + BAR_WIDTH,
                              y0=bottom, height=top - bottom)
        if self.levels is not None and pr is not None:
            self.bars.whole_series = (self.levels[0].x, pr.scores)
        else:  # (a bar risen from the floor is said by its score, not its height)
            self.bars.whole_series = (np.asarray(first, float), np.asarray(last, float)) if floor else None

    def _join(self, joined: bool) -> None:
        """A line through P[select]'s dots along ordered prices (or where too many candidates have no dots);
        between separate candidates (teachers, dishes) dots only: a line from one to the next drew a trend
        across names that have no order."""
        if joined != self.joined:
            self.joined = joined
            join_dots(self.prob_curve, "exact", joined, self.presenting, self.prob_sample)

    def update_empirical(self, aggregate) -> None:
        """Nothing simulated on this plot: scores and probabilities are exact."""

    def clear_empirical(self) -> None:
        """Nothing simulated on this plot."""

    def set_presentation(self, on: bool) -> None:
        present_plot(self.plot, on)
        self.presenting = on
        thicken(on, self.curve, self.prob_curve)
        present_bars(self.bars, on, key="score", outline="empirical")
        self.prob_curve.setSymbolSize(dot_size(on, self.joined))
        self.opt_points.setSize(24 if on else 14)
