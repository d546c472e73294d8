"""Distribution of the chosen output's score: simulated bars, exact markers, and OPT, E[s], the simulated
mean, the utility threshold (and for pricing γ and the lecture's guarantee) as vertical lines."""
from __future__ import annotations

import numpy as np

from ....core import score_stats, simulation
from ..text import guarantee_vacuous
from .kit import (
    exact_markers, legend, new_plot_widget, present_bars, present_markers, present_plot, simulated_bars, style_plot,
)
from .reflines import LINE_SYMBOLS, RefLine, value_text


class ScoreDistributionPlot:
    """P[S in bin] over the score window where the mass is; lower scores are pooled into the lowest bin."""

    def __init__(self) -> None:
        self.widget = new_plot_widget()
        self.plot = p = self.widget.getPlotItem()
        self.legend = key = legend(p, columns=2)
        self.bars = simulated_bars(1)
        self.exact = exact_markers()
        p.addItem(self.bars)
        p.addItem(self.exact)
        key.addItem(self.bars, "simulated")
        key.addItem(self.exact, "exact")
        names = {"opt": "best possible", "expected": "expected", "mean": "sim. mean", "threshold": "threshold",
                 "gamma": "best at any price", "guarantee": "guarantee"}
        # each line named at its own height, so lines close together keep their names apart
        # γ's dash-dots over OPT's solid line: both colours show where they meet
        self.lines = {k: RefLine(p, key, k, name, 90, label_at=0.95 - 0.09 * i, symbol=LINE_SYMBOLS.get(k, ""),
                                 z=21 if k == "gamma" else 20)
                      for i, (k, name) in enumerate(names.items())}
        self.bins: score_stats.Bins | None = None
        self.unit = ""

    def clear(self) -> None:
        self.exact.setData([], [])
        self.bars.setOpts(x=[0], height=[0])
        for line in self.lines.values():
            line.set(None, None)
        self.plot.getAxis("bottom").setTicks(None)

    def set_experiment(self, exp, binning: simulation.ScoreBinning | None = None) -> None:
        """``binning``: the run tally's (core.simulation.distribution_binning), computed here if None."""
        pr, summ = exp.problem, exp.summary
        s, pmf = pr.scores, exp.mechanism.pmf
        self.unit = unit = pr.score_unit
        if binning is None:
            binning = simulation.distribution_binning(s, pmf, summ.threshold, exp.gamma)
        lo, hi = binning.lo, binning.hi
        self.bins = bins = binning.bins
        exact = binning.exact if binning.exact is not None else bins.totals(pmf)
        self.exact.setData(bins.centres, exact)
        self.bars.setOpts(x=bins.centres, height=np.zeros(bins.size), width=bins.width * 0.85)
        pooled = binning.pooled if binning.exact is not None else score_stats.mass_below(s, pmf, lo) > 0
        style_plot(self.plot, f"{pr.score_name.capitalize()} of the chosen output",
                   pr.score_name + (" (lowest bin: all below)" if pooled else ""), "probability", unit,
                   x_short=(pr.score_name,) if pooled else ())
        lo, hi = lo - bins.width, hi + bins.width
        span = hi - lo
        self.plot.setXRange(lo, hi, padding=0.02)
        self.plot.setYRange(0, max(exact.max(), 1e-12) * 1.45, padding=0)

        def off(v):
            return "left" if v < lo - 0.02 * span else ("right" if v > hi + 0.02 * span else False)

        def show(key: str, v: float, vacuous: bool = False) -> None:
            if vacuous:  # a bound below every score says nothing: no line, the legend says so in words
                self.lines[key].set(v, "says nothing here", "hidden")
            else:
                self.lines[key].set(v, value_text(unit, v), off(v))

        self.lines["opt"].set(summ.opt, value_text(unit, summ.opt))
        self.lines["expected"].set(summ.expected_score, value_text(unit, summ.expected_score))
        self.lines["mean"].set(None, None)
        show("threshold", summ.threshold, summ.threshold_vacuous)
        if exp.score_floor is not None:
            show("gamma", exp.gamma)
            show("guarantee", exp.score_floor["floor"], guarantee_vacuous(exp.score_floor))
        else:
            self.lines["gamma"].set(None, None)
            self.lines["guarantee"].set(None, None)

    def update_empirical(self, aggregate) -> None:
        self.bars.setOpts(height=aggregate.binned(self.bins) / float(aggregate.trials))
        mean = aggregate.mean
        self.lines["mean"].set(mean, value_text(self.unit, mean))

    def clear_empirical(self) -> None:
        self.bars.setOpts(height=np.zeros(self.bins.size))
        self.lines["mean"].set(None, None)

    def set_presentation(self, on: bool) -> None:
        present_plot(self.plot, on)
        present_markers(self.exact, on)
        present_bars(self.bars, on)
        for line in self.lines.values():
            line.set_presentation(on)
