"""The four live plots of a workspace, each with the exact curve beside the simulated one.

a. score over candidates with OPT marked and the exact selection probability on a second axis;
b. empirical output frequency (bars) vs the exact pmf (markers);
c. distribution of the selected outputs' score, with OPT, exact E[s], empirical mean, the utility
   threshold (and for pricing γ and the lecture's guarantee) as vertical lines;
d. running mean of the score vs trials (log x) converging to the exact E[s].

Following pyqtgraph's fast-plot advice: one-colour BarGraphItems updated with setOpts(height=…),
fixed ranges while streaming, reference values as InfiniteLines.  Only the GUI thread touches items.
"""
from __future__ import annotations


import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QWidget

from ...core import bounds

ELIDE_CHARS = 60  # longest user text on a plot (tick labels); longer is cut with "…"
MAX_BARS = 120  # candidates beyond this are grouped into contiguous bins for the frequency plot
DIST_BINS = 40

COLORS = {
    "score": (55, 110, 160),
    "empirical": (76, 114, 176),
    "exact": (221, 110, 40),
    "opt": (30, 140, 30),
    "expected": (128, 70, 180),
    "mean": (40, 90, 200),
    "threshold": (200, 30, 30),
    "gamma": (120, 80, 50),
    "guarantee": (200, 80, 160),
}


def _pen(key: str, width: float = 2.0, style=Qt.SolidLine):
    return pg.mkPen(COLORS[key], width=width, style=style)


NO_SI = ()  # no range in which an axis may rescale its numbers by an SI prefix


def new_plot_widget() -> pg.PlotWidget:
    """A PlotWidget whose axes never rescale numbers by an SI prefix (0.8 must not read as 800).

    pyqtgraph 0.14 recomputes the prefix on setLabel even with auto-prefix off, so the ranges in which a
    prefix may apply are emptied too — here and in every setLabel call (which resets them)."""
    w = pg.PlotWidget()
    for name in ("left", "bottom", "right", "top"):
        axis = w.getPlotItem().getAxis(name)
        axis.enableAutoSIPrefix(False)
        axis.setSIPrefixEnableRanges(NO_SI)
    return w


def _style_plot(plot: pg.PlotItem, title: str, x_label: str, y_label: str, x_units: str = "",
                y_units: str = "") -> None:
    plot.setTitle(title, size="11pt", color=None)  # color=None: back to the theme's (LabelItem keeps options)
    font = QFont()
    font.setPointSize(9)
    for name in ("left", "bottom", "right"):
        axis = plot.getAxis(name)
        axis.setTickFont(font)
        axis.enableAutoSIPrefix(False)
    plot.setLabel("bottom", x_label + (f" ({x_units})" if x_units else ""), siPrefixEnableRanges=NO_SI,
                  **{"font-size": "10pt"})
    plot.setLabel("left", y_label + (f" ({y_units})" if y_units else ""), siPrefixEnableRanges=NO_SI,
                  **{"font-size": "10pt"})
    plot.showGrid(x=True, y=True, alpha=0.15)
    plot.setMenuEnabled(True)


def _legend(plot: pg.PlotItem, columns: int = 2) -> pg.LegendItem:
    """A legend in its own row under the plot, so it never hides the data."""
    legend = pg.LegendItem(labelTextSize="8pt", verSpacing=-6, horSpacing=12, colCount=columns, frame=False)
    plot.layout.addItem(legend, 4, 0, 1, 3)  # spans the axes' columns too
    return legend


class RefLine:
    """A vertical or horizontal reference line with a legend entry naming it and its value."""

    def __init__(self, plot: pg.PlotItem, legend: pg.LegendItem, key: str, name: str, angle: int,
                 style=Qt.SolidLine) -> None:
        pen = _pen(key, 2.0, style)
        self.plot, self.legend, self.name = plot, legend, name
        self.line = pg.InfiniteLine(angle=angle, pen=pen, movable=False)
        self.line.setZValue(20)
        self.sample = pg.PlotDataItem([], [], pen=pen)  # legend-only stand-in
        plot.addItem(self.line, ignoreBounds=True)
        self.visible_in_legend = False

    def set(self, value: float | None, text: str | None, off_scale: str | bool = False) -> None:
        """Show the line at ``value``; ``off_scale`` ("left"/"right"/True/"hidden") hides it and says so in the legend."""
        if self.visible_in_legend:
            self.legend.removeItem(self.sample)
            self.visible_in_legend = False
        if value is None:
            self.line.hide()
            return
        self.line.setValue(value)
        self.line.setVisible(not off_scale)
        arrow = {"left": " (off ◀)", "right": " (off ▶)", "hidden": ""}.get(off_scale, " (off scale)") \
            if off_scale else ""
        label = f"{self.name} {text}{arrow}"
        self.line.setToolTip(label)
        self.legend.addItem(self.sample, label)
        self.visible_in_legend = True


class WorkspacePlots(QWidget):
    """The 2×2 grid of plots for one workspace."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.score_widget = new_plot_widget()
        self.freq_widget = new_plot_widget()
        self.dist_widget = new_plot_widget()
        self.trace_widget = new_plot_widget()
        from ..export import install_export_menu

        for i, (name, w) in enumerate(self.named_widgets()):
            w.setMinimumSize(240, 180)
            layout.addWidget(w, i // 2, i % 2)
            install_export_menu(w, name)
        self._build_score()
        self._build_freq()
        self._build_dist()
        self._build_trace()
        self.experiment = None
        self.generation = -1  # the input generation the exact curves belong to (-1: none)
        self.stale = False

    def named_widgets(self) -> list[tuple[str, pg.PlotWidget]]:
        """The four plots with the names their exported files carry, in grid order."""
        return [("score", self.score_widget), ("outputs", self.freq_widget),
                ("distribution", self.dist_widget), ("running_mean", self.trace_widget)]

    # --- construction -------------------------------------------------------------------------
    def _build_score(self) -> None:
        p = self.score_widget.getPlotItem()
        self.score_plot = p
        self.score_legend = _legend(p, columns=2)
        self.score_curve = pg.PlotDataItem([], [], pen=_pen("score", 2.0))
        self.score_curve.setDownsampling(auto=True, method="peak")  # a million prices draw as fast as a hundred
        self.score_curve.setClipToView(True)
        self.score_bars = pg.BarGraphItem(x=[0], height=[0], width=0.6, brush=pg.mkBrush(*COLORS["score"], 170),
                                          pen=pg.mkPen(None))
        p.addItem(self.score_curve)
        p.addItem(self.score_bars)
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
        self.prob_curve = pg.PlotDataItem([], [], pen=_pen("exact", 2.0), symbol="o", symbolSize=5,
                                          symbolBrush=pg.mkBrush(*COLORS["exact"]), symbolPen=None)
        self.prob_curve.setDownsampling(auto=True, method="peak")
        self.prob_view.addItem(self.prob_curve)
        p.vb.sigResized.connect(lambda: self.prob_view.setGeometry(p.vb.sceneBoundingRect()))
        self.score_legend_score = pg.PlotDataItem([], [], pen=_pen("score", 6))
        self.score_legend_prob = pg.PlotDataItem([], [], pen=_pen("exact", 2), symbol="o", symbolSize=6,
                                                 symbolBrush=pg.mkBrush(*COLORS["exact"]), symbolPen=None)
        self.score_legend_opt = pg.ScatterPlotItem(symbol="star", size=12, brush=pg.mkBrush(*COLORS["opt"]))
        self.score_legend.addItem(self.score_legend_score, "score")
        self.score_legend.addItem(self.score_legend_prob, "P[select] (right axis)")
        self.score_legend.addItem(self.score_legend_opt, "OPT")

    def _build_freq(self) -> None:
        p = self.freq_widget.getPlotItem()
        self.freq_plot = p
        legend = _legend(p)
        self.freq_bars = pg.BarGraphItem(x=[0], height=[0], width=0.8, brush=pg.mkBrush(*COLORS["empirical"], 160),
                                         pen=pg.mkPen(None))
        self.freq_exact = pg.PlotDataItem([], [], pen=None, symbol="o", symbolSize=7,
                                          symbolBrush=pg.mkBrush(*COLORS["exact"]), symbolPen=pg.mkPen("w", width=0.5))
        p.addItem(self.freq_bars)
        p.addItem(self.freq_exact)
        legend.addItem(self.freq_bars, "simulated")
        legend.addItem(self.freq_exact, "exact")

    def _build_dist(self) -> None:
        p = self.dist_widget.getPlotItem()
        self.dist_plot = p
        self.dist_legend = legend = _legend(p, columns=2)
        self.dist_bars = pg.BarGraphItem(x=[0], height=[0], width=1, brush=pg.mkBrush(*COLORS["empirical"], 160),
                                         pen=pg.mkPen(None))
        self.dist_exact = pg.PlotDataItem([], [], pen=None, symbol="o", symbolSize=7,
                                          symbolBrush=pg.mkBrush(*COLORS["exact"]), symbolPen=pg.mkPen("w", width=0.5))
        p.addItem(self.dist_bars)
        p.addItem(self.dist_exact)
        legend.addItem(self.dist_bars, "simulated")
        legend.addItem(self.dist_exact, "exact")
        self.dist_lines = {
            "opt": RefLine(p, legend, "opt", "OPT", 90),
            "expected": RefLine(p, legend, "expected", "E[s]", 90),
            "mean": RefLine(p, legend, "mean", "sim. mean", 90, Qt.DashLine),
            "threshold": RefLine(p, legend, "threshold", "threshold", 90, Qt.DotLine),
            "gamma": RefLine(p, legend, "gamma", "γ", 90, Qt.DashDotLine),
            "guarantee": RefLine(p, legend, "guarantee", "guarantee", 90, Qt.DashDotDotLine),
        }

    def _build_trace(self) -> None:
        p = self.trace_widget.getPlotItem()
        self.trace_plot = p
        legend = _legend(p)
        p.setLogMode(x=True, y=False)
        self.trace_curve = pg.PlotDataItem([], [], pen=_pen("mean", 2.0))
        p.addItem(self.trace_curve)
        legend.addItem(self.trace_curve, "simulated mean")
        self.trace_lines = {
            "expected": RefLine(p, legend, "expected", "E[s]", 0),
            "opt": RefLine(p, legend, "opt", "OPT", 0, Qt.DashLine),
            "threshold": RefLine(p, legend, "threshold", "threshold", 0, Qt.DotLine),
        }

    def _plot_items(self) -> list[pg.PlotItem]:
        return [w.getPlotItem() for _, w in self.named_widgets()]

    def show_updating(self) -> None:
        """The inputs changed: the curves are for older settings until the new ones arrive (faded)."""
        self.stale = True
        for item in self._plot_items():
            item.setOpacity(0.3)
        self.prob_view.setOpacity(0.3)

    def show_unavailable(self, reason: str, generation: int = 0) -> None:
        """No results for the current inputs: every curve is removed and each plot says why."""
        self.experiment = None
        self.generation = generation
        self.stale = False
        for item in self._plot_items():
            item.setOpacity(1.0)
        self.prob_view.setOpacity(1.0)
        for curve in (self.score_curve, self.prob_curve, self.freq_exact, self.dist_exact, self.trace_curve):
            curve.setData([], [])
        self.opt_points.setData([], [])
        for bars in (self.score_bars, self.freq_bars, self.dist_bars):
            bars.setOpts(x=[0], height=[0])
        for line in list(self.dist_lines.values()) + list(self.trace_lines.values()):
            line.set(None, None)
        for plot in (self.score_plot, self.freq_plot, self.dist_plot, self.trace_plot):
            plot.getAxis("bottom").setTicks(None)
        # The reason is shown in words beside the inputs; a long title here would force the plots wider
        # than the window, so each plot only says that it is empty and why in a few words.
        for item in self._plot_items():
            item.setTitle("No results for these settings", size="10pt", color=None)
            item.setToolTip(reason)

    # --- exact part: once per experiment ------------------------------------------------------------
    def set_experiment(self, exp, generation: int = 0) -> None:
        self.experiment = exp
        self.generation = generation
        self.stale = False
        for item in self._plot_items():
            item.setOpacity(1.0)
        self.prob_view.setOpacity(1.0)
        pr = exp.problem
        pmf = exp.mechanism.pmf
        unit = pr.score_unit
        s_name = pr.score_name
        priced = pr.values is not None
        x = pr.values if priced else np.arange(pr.m, dtype=float)
        self._x = x
        cand_title = pr.candidate_name
        x_label, x_units = (cand_title, pr.candidate_unit) if priced else (cand_title, "")

        # a. score curve
        _style_plot(self.score_plot, f"{s_name.capitalize()} of each {cand_title}", x_label, s_name, x_units, unit)
        if priced:
            self.score_bars.hide()
            self.score_curve.show()
            self.score_curve.setData(x, pr.scores)
            width = (x[1] - x[0]) if pr.m > 1 else 1.0
        else:
            self.score_curve.hide()
            self.score_bars.show()
            self.score_bars.setOpts(x=x, height=pr.scores, width=0.6)
            width = 1.0
        opt = pr.opt_indices
        self.opt_points.setData(x[opt], pr.scores[opt])
        # markers only where they can be told apart; chosen before the data, so that a million prices never
        # build a million scatter points on the GUI thread (that took 2 s per 10^6 prices)
        self.prob_curve.setSymbol("o" if pr.m <= 400 else None)
        self.prob_curve.setData(x, pmf)
        self.prob_view.setYRange(0, max(pmf.max(), 1e-12) * 1.1, padding=0)
        self.score_plot.setXRange(x.min() - width / 2, x.max() + width / 2, padding=0.02)
        self.score_plot.setYRange(min(0.0, pr.scores.min()), max(pr.scores.max(), 1e-12) * 1.08, padding=0)
        self._candidate_ticks(self.score_plot, pr)

        # b. frequency vs exact pmf (grouped into ≤ MAX_BARS contiguous bins for big grids)
        if pr.m > MAX_BARS:
            self._freq_group = np.arange(pr.m) * MAX_BARS // pr.m
            groups = MAX_BARS
            gx = np.bincount(self._freq_group, weights=x, minlength=groups) / np.bincount(self._freq_group,
                                                                                          minlength=groups)
            gw = (x.max() - x.min()) / groups if pr.m > 1 else 1.0
            title = f"Outputs (bins of ~{pr.m // groups} {cand_title}s)"
        else:
            self._freq_group = np.arange(pr.m)
            groups = pr.m
            gx, gw = x, width
            title = "Outputs: simulated vs exact"
        self._freq_groups = groups
        self._freq_x = gx
        exact_g = np.bincount(self._freq_group, weights=pmf, minlength=groups)
        self.freq_exact.setData(gx, exact_g)
        self.freq_bars.setOpts(x=gx, height=np.zeros(groups), width=gw * 0.85)
        _style_plot(self.freq_plot, title, x_label, "probability", x_units)
        self.freq_plot.setXRange(gx.min() - gw / 2, gx.max() + gw / 2, padding=0.02)
        self.freq_plot.setYRange(0, max(exact_g.max(), 1e-12) * 1.25, padding=0)
        self._candidate_ticks(self.freq_plot, pr)

        # c. distribution of the selected outputs' score, over the window where the mass is
        s = pr.scores
        summ = exp.summary
        lo, hi = score_window(pr.scores, pmf, summ.threshold, exp.gamma)
        distinct = np.unique(s[s >= lo])
        if distinct.size <= DIST_BINS:
            centres = distinct
            self._dist_bin = np.searchsorted(distinct, np.maximum(s, distinct[0]))
            bw = np.min(np.diff(distinct)) if distinct.size > 1 else 1.0
        else:
            edges = np.linspace(lo, float(s.max()), DIST_BINS + 1)
            self._dist_bin = np.clip(np.searchsorted(edges, s, side="right") - 1, 0, DIST_BINS - 1)
            centres = (edges[:-1] + edges[1:]) / 2
            bw = edges[1] - edges[0]
        self._dist_centres = centres
        exact_d = np.bincount(self._dist_bin, weights=pmf, minlength=centres.size)
        self.dist_exact.setData(centres, exact_d)
        self.dist_bars.setOpts(x=centres, height=np.zeros(centres.size), width=bw * 0.85)
        below = float(pmf[s < lo].sum())
        title = f"{s_name.capitalize()} of the chosen output"
        _style_plot(self.dist_plot, title, s_name + (" (lowest bin holds all below)" if below > 0 else ""),
                    "probability", unit)
        lo, hi = lo - bw, hi + bw
        span = hi - lo
        self.dist_plot.setXRange(lo, hi, padding=0.02)
        self.dist_plot.setYRange(0, max(exact_d.max(), 1e-12) * 1.45, padding=0)

        def fmt(v):
            return f"{unit}{v:,.4g}"

        def off(v):
            return "left" if v < lo - 0.02 * span else ("right" if v > hi + 0.02 * span else False)

        self.dist_lines["opt"].set(summ.opt, fmt(summ.opt))
        self.dist_lines["expected"].set(summ.expected_score, fmt(summ.expected_score))
        self.dist_lines["mean"].set(None, None)
        vacuous = bool(getattr(summ, "threshold_vacuous", False))
        if vacuous:  # a threshold below every score says nothing: no line, the legend says so in words
            self.dist_lines["threshold"].set(summ.threshold, "says nothing here", "hidden")
        else:
            self.dist_lines["threshold"].set(summ.threshold, fmt(summ.threshold), off(summ.threshold))
        if exp.guarantee is not None:
            from .panels import guarantee_vacuous

            self.dist_lines["gamma"].set(exp.gamma, fmt(exp.gamma), off(exp.gamma))
            g = exp.guarantee["revenue"]
            if guarantee_vacuous(exp.guarantee):
                self.dist_lines["guarantee"].set(g, "says nothing here", "hidden")
            else:
                self.dist_lines["guarantee"].set(g, fmt(g), off(g))
        else:
            self.dist_lines["gamma"].set(None, None)
            self.dist_lines["guarantee"].set(None, None)

        # d. running mean
        _style_plot(self.trace_plot, f"Running mean {s_name}", "trials (log scale)", f"mean {s_name}",
                    "", unit)
        self.trace_lines["expected"].set(summ.expected_score, fmt(summ.expected_score))
        self.trace_lines["opt"].set(summ.opt, fmt(summ.opt))
        sd = float(np.sqrt(max(pmf @ (s - summ.expected_score) ** 2, 0.0)))
        yhi = float(summ.opt)
        ylo = min(summ.expected_score - 4 * sd, yhi - 1e-9 - 0.02 * abs(yhi))
        yspan = max(yhi - ylo, 1e-9)
        near = summ.threshold >= ylo - 0.5 * yspan and not vacuous
        if near:
            ylo = min(ylo, summ.threshold)
            yspan = yhi - ylo
        if vacuous:
            self.trace_lines["threshold"].set(summ.threshold, "says nothing here", "hidden")
        else:
            self.trace_lines["threshold"].set(summ.threshold, fmt(summ.threshold), False if near else "left")
        self.trace_plot.setYRange(ylo - 0.05 * yspan, yhi + 0.45 * yspan, padding=0)
        self.trace_plot.setXRange(0, 2, padding=0.02)
        self.clear_empirical()

    def _candidate_ticks(self, plot: pg.PlotItem, pr) -> None:
        candidate_ticks(plot, pr)

    def set_presentation(self, on: bool) -> None:
        """Bigger fonts and line widths (presentation mode); restores the normal look when off."""
        scale = 1.6 if on else 1.0
        font = QFont()
        font.setPointSize(round(9 * scale))
        for w in (self.score_widget, self.freq_widget, self.dist_widget, self.trace_widget):
            item = w.getPlotItem()
            for name in ("left", "bottom", "right"):
                item.getAxis(name).setTickFont(font)
            item.titleLabel.opts["size"] = f"{round(11 * scale)}pt"
            item.titleLabel.setText(item.titleLabel.text)
        width = 2.0 * (2 if on else 1)
        self.score_curve.setPen(pg.mkPen(COLORS["score"], width=width))
        self.trace_curve.setPen(pg.mkPen(COLORS["mean"], width=width))
        self.prob_curve.setPen(pg.mkPen(COLORS["exact"], width=width))
        size = 11 if on else 7
        self.freq_exact.setSymbolSize(size)
        self.dist_exact.setSymbolSize(size)

    # --- simulated part: on the display timer -------------------------------------------------------
    def clear_empirical(self) -> None:
        if self.experiment is None:
            return
        self.freq_bars.setOpts(height=np.zeros(self._freq_groups))
        self.dist_bars.setOpts(height=np.zeros(self._dist_centres.size))
        self.trace_curve.setData([], [])
        self.dist_lines["mean"].set(None, None)

    def update_empirical(self, aggregate) -> None:
        if self.experiment is None or aggregate is None or aggregate.trials == 0:
            self.clear_empirical()
            return
        counts = aggregate.counts
        total = float(aggregate.trials)
        freq = np.bincount(self._freq_group, weights=counts, minlength=self._freq_groups) / total
        self.freq_bars.setOpts(height=freq)
        dist = np.bincount(self._dist_bin, weights=counts, minlength=self._dist_centres.size) / total
        self.dist_bars.setOpts(height=dist)
        mean = aggregate.mean
        unit = self.experiment.problem.score_unit
        self.dist_lines["mean"].set(mean, f"{unit}{mean:,.4g}")
        self.trace_curve.setData(np.asarray(aggregate.trace_trials, dtype=float), np.asarray(aggregate.trace_mean))
        self.trace_plot.setXRange(0, max(2.0, np.log10(max(aggregate.trials, 1)) * 1.02), padding=0)


def candidate_ticks(plot: pg.PlotItem, pr) -> None:
    """Candidate names under the bars when there are few; numbers otherwise (prices have their own axis)."""
    axis = plot.getAxis("bottom")
    if pr.values is None and pr.m <= 12:
        width = plot.vb.sceneBoundingRect().width() or 330.0
        room = max(4, int(width / (pr.m * 7.5)) - 1)  # characters that fit under each bar, with a gap
        room = min(room, ELIDE_CHARS)
        axis.setTicks([[(i, _short(str(pr.labels[i]), room)) for i in range(pr.m)]])
    else:
        axis.setTicks(None)


def score_window(scores: np.ndarray, pmf: np.ndarray, threshold: float, gamma: float | None) -> tuple[float, float]:
    """The score range worth showing: from the exact 0.1% quantile (or the threshold, if higher
    up) to max(OPT, γ); everything lower is pooled into the lowest bin."""
    order = np.argsort(scores, kind="stable")
    cdf = np.cumsum(pmf[order])
    q = float(scores[order][min(np.searchsorted(cdf, 1e-3), scores.size - 1)])
    lo = max(float(scores.min()), min(q, threshold))
    hi = max(float(scores.max()), gamma if gamma is not None else -np.inf)
    if hi <= lo:
        lo, hi = lo - 1.0, hi + 1.0
    return lo, hi


def _short(label: str, n: int = 12) -> str:
    return label if len(label) <= n else label[: n - 1] + "…"


def confidence_text(problem, counts) -> str:
    """'mean ± half-width' for the summary (95% normal approximation)."""
    mean = bounds.empirical_mean(problem, counts)
    half = bounds.mean_confidence_halfwidth(problem, counts)
    if mean is None:
        return "—"
    return f"{mean:,.6g}" + (f" ± {half:.3g}" if half is not None else "")
