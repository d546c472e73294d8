"""The one-person view's two plots: pmf(D) beside pmf(D′) (bars for few candidates, min/max envelopes
beyond) and the per-candidate privacy loss ln P[M(D)=h] / P[M(D′)=h] within ±ε (Dwork & Roth 2014, §3.5).
Candidates are named on whichever axis fits their names (plots.categories)."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt

from ..plots import COLORS, legend, pen, present_plot
from ..plots.categories import CategoryAxes, category_names
from ..plots.kit import dot_size, join_dots, present_bars, present_line_label, thicken
from ..plots.palette import readable
from ....core.translatable import translatable
from .common import new_plot

PMF_TITLE = "Exact output probabilities: D vs D′"
RATIO_TITLE = "Privacy loss per output"
# a release of several choices at once (top-k's k-set, Experiment.several_at_once): the pmfs are its first pick's
FIRST_PICK_TITLES = {PMF_TITLE: translatable("First of the k picks, exact chances: D vs D′"),
                     RATIO_TITLE: translatable("Privacy loss of the first of the k picks")}
RATIO_AXIS = "privacy loss (log of the ratio of chances)"
RATIO_TIP = "ln P[M(D)=h] / P[M(D′)=h]: the privacy loss of output h, within ±ε"
BAR_WIDTH = 0.4  # D's bar and D′'s bar side by side in each candidate's slot


def _titled(title: str, payload: dict) -> str:
    """``title``, or where one release is k picks (top-k) the title that says the plot shows the first pick's."""
    return FIRST_PICK_TITLES[title] if payload["exp"].several_at_once else title


class ComparisonPlots:
    """pmf(D) vs pmf(D′) and the log-ratio per candidate, drawn from a comparison payload (one_person.comparison)."""

    def __init__(self) -> None:
        self.pmf_widget = new_plot(PMF_TITLE)
        self.ratio_widget = new_plot(RATIO_TITLE)
        p = self.pmf_widget.getPlotItem()
        leg = legend(p)
        self.bars_d = pg.BarGraphItem(x=[0], height=[0], width=BAR_WIDTH)
        self.bars_d2 = pg.BarGraphItem(x=[0], height=[0], width=BAR_WIDTH)
        self.line_d = pg.PlotDataItem([], [], pen=pen("empirical", 2))
        self.line_d2 = pg.PlotDataItem([], [], pen=pen("exact", 2, Qt.DashLine))
        for item in (self.bars_d, self.bars_d2, self.line_d, self.line_d2):
            p.addItem(item)
        self.line_d.drawn_as, self.line_d2.drawn_as = (self.line_d, self.bars_d), (self.line_d2, self.bars_d2)
        leg.addItem(self.line_d, "D (the data)")
        leg.addItem(self.line_d2, "D′ (one person changed)")
        r = self.ratio_widget.getPlotItem()
        rleg = legend(r)
        self.ratio_curve = pg.PlotDataItem([], [], pen=pen("threshold", 2), symbol="o", symbolSize=5,
                                           symbolBrush=pg.mkBrush(*COLORS["threshold"]), symbolPen=None)
        r.addItem(self.ratio_curve)
        self.ratio_joined, self.presenting = True, False
        self.band_hi = pg.InfiniteLine(angle=0, pen=pen("opt", 2, Qt.DashLine), label="+ε",
                                       labelOpts={"position": 0.95, "color": readable(COLORS["opt"])})
        self.band_lo = pg.InfiniteLine(angle=0, pen=pen("opt", 2, Qt.DashLine), label="−ε",
                                       labelOpts={"position": 0.95, "color": readable(COLORS["opt"])})
        r.addItem(self.band_hi)
        r.addItem(self.band_lo)
        rleg.addItem(self.ratio_curve, "log-ratio per candidate")
        self.band_sample = pg.PlotDataItem([], [], pen=pen("opt", 2, Qt.DashLine))
        rleg.addItem(self.band_sample, "±ε")
        self.band_legend = rleg.getLabel(self.band_sample)
        self.pmf_axes = CategoryAxes(p, self._draw_pmf)
        self.ratio_axes = CategoryAxes(r, self._draw_ratio)
        self.payload: dict | None = None
        self.set_presentation(False)

    def widgets(self) -> tuple[pg.PlotWidget, pg.PlotWidget]:
        return self.pmf_widget, self.ratio_widget

    def show(self, payload: dict) -> None:
        """Draw a comparison: candidates named where the pmfs are bars over few candidates."""
        self.payload = payload
        pr = payload["exp"].problem
        names = category_names(pr) if payload["bars"] else None
        self.pmf_axes.set_names(names)
        self.ratio_axes.set_names(names)

    def _span(self) -> tuple[float, float]:
        pr = self.payload["exp"].problem
        lo, hi = self.payload["x_range"]
        half = self.payload["step"] / 2 if pr.values is not None else 0.5
        return lo - half, hi + half

    def _draw_pmf(self) -> None:
        if self.payload is None:
            return
        pl, cat = self.payload, self.pmf_axes
        pr = pl["exp"].problem
        bars = pl["bars"]
        for item in (self.bars_d, self.bars_d2):
            item.setVisible(bars)
        if bars:
            x = pl["x"]
            cat.bars(self.bars_d, x - BAR_WIDTH / 2, pl["p"], BAR_WIDTH)
            cat.bars(self.bars_d2, x + BAR_WIDTH / 2, pl["q"], BAR_WIDTH)
            self.line_d.setData([], [])
            self.line_d2.setData([], [])
            top = max(float(np.max(pl["p"])), float(np.max(pl["q"])))
        else:
            self.line_d.setData(*pl["d_line"])
            self.line_d2.setData(*pl["d2_line"])
            top = max([float(np.max(y)) for _x, y in (pl["d_line"], pl["d2_line"]) if len(y)] or [1.0])
        cat.style(_titled(PMF_TITLE, pl), pr.candidate_name, "probability", pr.candidate_unit)
        cat.ranges(*self._span(), 0, max(top, 1e-12) * 1.1)

    def _draw_ratio(self) -> None:
        if self.payload is None:
            return
        pl, cat = self.payload, self.ratio_axes
        exp = pl["exp"]
        pr = exp.problem
        cat.points(self.ratio_curve, *pl["ratio"])
        self.ratio_curve.setSymbol(None if pl["downsampled"] else "o")
        joined = pr.values is not None or pl["downsampled"]  # along prices, or a downsampled envelope
        if joined != self.ratio_joined:
            self.ratio_joined = joined
            join_dots(self.ratio_curve, "threshold", joined, self.presenting)
        eps, name = pl["band"]  # what one release (top-k: one pick) can lose: charge_words.release_band
        for line, value, sign in ((self.band_hi, eps, "+"), (self.band_lo, -eps, "−")):
            cat.value_line(line)
            line.setValue(value)
            line.label.setFormat(sign + name)
        self.band_legend.setText("±" + name)
        cat.style(_titled(RATIO_TITLE, pl), pr.candidate_name, RATIO_AXIS, pr.candidate_unit,
                  val_short=("privacy loss", "loss"))
        cat.plot.getAxis("bottom" if cat.horizontal else "left").setToolTip(RATIO_TIP)
        top = max(eps, pl["prof"].loss) * 1.25
        cat.ranges(*self._span(), -top, top)

    def set_presentation(self, on: bool) -> None:
        self.presenting = on
        for widget in self.widgets():
            present_plot(widget.getPlotItem(), on)
        present_bars(self.bars_d, on, "empirical", outline="score")
        present_bars(self.bars_d2, on, "exact", outline="threshold")
        thicken(on, self.line_d, self.line_d2, self.ratio_curve, self.band_hi, self.band_lo, self.band_sample)
        self.ratio_curve.setSymbolSize(dot_size(on, self.ratio_joined))
        for line in (self.band_hi, self.band_lo):
            present_line_label(line, on)
