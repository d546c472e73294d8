"""Score over candidates, OPT marked, and the exact selection probability on a second axis."""
from __future__ import annotations

import pyqtgraph as pg

from ....core import score_stats
from .kit import COLORS, NO_SI, candidate_ticks, legend, line_width, new_plot_widget, pen, present_plot, style_plot

MARKER_LIMIT = 400  # probability markers only up to this many candidates (a million would take seconds)


class ScorePlot:
    """Bars (or a curve, for a price grid) of u(h), stars at OPT, and P[h] against the right axis."""

    def __init__(self) -> None:
        self.widget = new_plot_widget()
        self.plot = p = self.widget.getPlotItem()
        self.legend = legend(p, columns=2)
        self.curve = pg.PlotDataItem([], [], pen=pen("score", 2.0))
        self.curve.setDownsampling(auto=True, method="peak")  # a million prices draw as fast as a hundred
        self.curve.setClipToView(True)
        self.bars = pg.BarGraphItem(x=[0], height=[0], width=0.6, brush=pg.mkBrush(*COLORS["score"], 170),
                                    pen=pg.mkPen(None))
        p.addItem(self.curve)
        p.addItem(self.bars)
        self.opt_points = pg.ScatterPlotItem(symbol="star", size=14, brush=pg.mkBrush(*COLORS["opt"]),
                                             pen=pg.mkPen("k", width=0.5))
        self.opt_points.setZValue(30)
        p.addItem(self.opt_points)
        # second axis: exact selection probability
        self.prob_view = pg.ViewBox()
        p.showAxis("right")
        p.scene().addItem(self.prob_view)
        p.getAxis("right").linkToView(self.prob_view)
        self.prob_view.setXLink(p)
        p.getAxis("right").setLabel("exact P[select]", siPrefixEnableRanges=NO_SI,
                                    **{"font-size": "10pt", "color": "#dd6e28"})
        self.prob_curve = pg.PlotDataItem([], [], pen=pen("exact", 2.0), symbol="o", symbolSize=5,
                                          symbolBrush=pg.mkBrush(*COLORS["exact"]), symbolPen=None)
        self.prob_curve.setDownsampling(auto=True, method="peak")
        self.prob_view.addItem(self.prob_curve)
        p.vb.sigResized.connect(lambda: self.prob_view.setGeometry(p.vb.sceneBoundingRect()))
        self.legend.addItem(pg.PlotDataItem([], [], pen=pen("score", 6)), "score")
        self.legend.addItem(pg.PlotDataItem([], [], pen=pen("exact", 2), symbol="o", symbolSize=6,
                                            symbolBrush=pg.mkBrush(*COLORS["exact"]), symbolPen=None),
                            "P[select] (right axis)")
        self.legend.addItem(pg.ScatterPlotItem(symbol="star", size=12, brush=pg.mkBrush(*COLORS["opt"])), "OPT")

    def set_opacity(self, opacity: float) -> None:
        self.plot.setOpacity(opacity)
        self.prob_view.setOpacity(opacity)

    def clear(self) -> None:
        """No experiment: no curve, no bars, no ticks."""
        self.curve.setData([], [])
        self.prob_curve.setData([], [])
        self.opt_points.setData([], [])
        self.bars.setOpts(x=[0], height=[0])
        self.plot.getAxis("bottom").setTicks(None)

    def set_experiment(self, exp) -> None:
        pr = exp.problem
        pmf = exp.mechanism.pmf
        priced = pr.values is not None
        x = score_stats.candidate_positions(pr.values, pr.m)
        x_label, x_units = pr.candidate_name, (pr.candidate_unit if priced else "")
        style_plot(self.plot, f"{pr.score_name.capitalize()} of each {pr.candidate_name}", x_label, pr.score_name,
                   x_units, pr.score_unit)
        if priced:
            self.bars.hide()
            self.curve.show()
            self.curve.setData(x, pr.scores)
        else:
            self.curve.hide()
            self.bars.show()
            self.bars.setOpts(x=x, height=pr.scores, width=0.6)
        width = score_stats.candidate_spacing(x)
        opt = pr.opt_indices
        self.opt_points.setData(x[opt], pr.scores[opt])
        # markers only where they can be told apart; chosen before the data, so that a million prices never
        # build a million scatter points on the GUI thread (that took 2 s per 10^6 prices)
        self.prob_curve.setSymbol("o" if pr.m <= MARKER_LIMIT else None)
        self.prob_curve.setData(x, pmf)
        self.prob_view.setYRange(0, max(pmf.max(), 1e-12) * 1.1, padding=0)
        self.plot.setXRange(x.min() - width / 2, x.max() + width / 2, padding=0.02)
        self.plot.setYRange(min(0.0, pr.scores.min()), max(pr.scores.max(), 1e-12) * 1.08, padding=0)
        candidate_ticks(self.plot, pr)

    def update_empirical(self, aggregate) -> None:
        """Nothing simulated on this plot: scores and probabilities are exact."""

    def clear_empirical(self) -> None:
        """Nothing simulated on this plot."""

    def set_presentation(self, on: bool) -> None:
        present_plot(self.plot, on)
        self.curve.setPen(pg.mkPen(COLORS["score"], width=line_width(on)))
        self.prob_curve.setPen(pg.mkPen(COLORS["exact"], width=line_width(on)))
