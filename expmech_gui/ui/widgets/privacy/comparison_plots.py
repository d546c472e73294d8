"""The one-person view's two plots: pmf(D) beside pmf(D′) (bars for few candidates, min/max envelopes
beyond) and the per-candidate privacy loss ln P[M(D)=h] / P[M(D′)=h] (Dwork & Roth 2014, §3.5; Kamath lecture 7's
privacy loss), its axis in that same unit (not percent), within the dashed band ±ε (or ±ε/2) that one release
promises for the change compared, and no band where the analysis promises nothing for it.
Candidates are named on whichever axis fits their names (plots.categories)."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt

from ..plots import COLORS, legend, pen, present_plot
from ..plots.categories import CategoryAxes, category_names
from ..plots.kit import dot_size, join_dots, present_bars, present_line_label, thicken
from ..plots.reflines import named_line
from ..plots.words import say
from ....core.formatting import plain
from ....core.translatable import translatable
from .common import new_plot

PMF_TITLE = "Exact output probabilities: D vs D′"
RATIO_TITLE = "Privacy loss per output"
# a release of several choices at once (top-k's k-set, Experiment.several_at_once): the pmfs are its first pick's
FIRST_PICK_TITLES = {PMF_TITLE: translatable("First of the k picks, exact chances: D vs D′"),
                     RATIO_TITLE: translatable("Privacy loss of the first of the k picks")}
# the loss is a log-ratio, in the unit of ε: its axis ticks "−0.5 … 0.5" as the band and the sentence say it
RATIO_AXIS = translatable("privacy loss ln(P/P′) (log of the ratio of chances)")
RATIO_SHORT = (translatable("privacy loss ln(P/P′)"), "privacy loss", "loss")
RATIO_TIP = translatable("ln(P[M(D)=h] / P[M(D′)=h]): the privacy loss of output h, in the same unit as ε")
BAR_WIDTH = 0.4  # D's bar and D′'s bar side by side in each candidate's slot


def band_legend_text(band: float, name: str) -> str:
    """The band's legend entry, its name with its number in the axis' unit: "±ε/2 = 0.5", "±ε = 1"; "±0.3" where the
    name is the number (charge_words.charge_exponent). (The lines keep their short names "+ε/2", "−ε/2": with the
    number both, in presentation type, met in the middle of a narrow band.)"""
    number = plain(band, 6)
    return "±" + name if name == number else f"±{name} = {number}"


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
        # named on themselves as the plot's reference lines are: inside the view, the two names apart (reflines)
        self.band_hi = named_line(r, "opt", pen("opt", 2, Qt.DashLine), "+ε")
        self.band_lo = named_line(r, "opt", pen("opt", 2, Qt.DashLine), "−ε")
        rleg.addItem(self.ratio_curve, "log-ratio per candidate")
        self.band_sample = pg.PlotDataItem([], [], pen=pen("opt", 2, Qt.DashLine))
        self.ratio_legend = rleg
        self.band_legend = None  # the band's legend entry (its label), None while no band is drawn
        self._band_entry("±ε")
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
        band = pl["band"]  # what one release (top-k: one pick) can lose (charge_words.release_band); None: no promise
        for line, sign in ((self.band_hi, 1), (self.band_lo, -1)):
            line.setVisible(band is not None)
            if band is not None:
                cat.value_line(line)
                line.setValue(sign * band[0])
                line.label.setFormat(("+" if sign > 0 else "−") + band[1])
        self._band_entry(None if band is None else band_legend_text(*band))
        cat.style(_titled(RATIO_TITLE, pl), pr.candidate_name, RATIO_AXIS, pr.candidate_unit, val_short=RATIO_SHORT)
        axis = cat.plot.getAxis("bottom" if cat.horizontal else "left")
        axis.tip_source = RATIO_TIP  # (said again on a change of language: kit.retranslate)
        axis.setToolTip(say(RATIO_TIP))
        top = max(band[0] if band is not None else 0.0, pl["prof"].loss) * 1.25 or 1.0
        cat.ranges(*self._span(), -top, top)

    def _band_entry(self, text: str | None) -> None:
        """The band's legend entry says ``text``; None: no entry (no band drawn)."""
        legend = self.ratio_legend
        if text is None:
            if self.band_legend is not None:
                legend.removeItem(self.band_sample)
                self.band_legend = None
        elif self.band_legend is None:
            legend.addItem(self.band_sample, text)
            self.band_legend = legend.getLabel(self.band_sample)
        elif self.band_legend.text != text:
            legend.relabel(self.band_legend, text)
        legend.updateSize()

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
        for line in (self.band_hi, self.band_lo):  # placed again for their new size, in the lines' order
            line.label.updatePosition()
