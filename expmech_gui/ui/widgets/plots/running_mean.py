"""Running mean of the simulated score against trials (log x), converging to the exact E[s]."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from .kit import legend, new_plot_widget, pen, present_plot, style_plot, thicken
from .reflines import LINE_SYMBOLS, RefLine, value_text


class RunningMeanPlot:
    """The simulated mean after each batch, with E[s], OPT and the utility threshold as horizontal lines."""

    def __init__(self) -> None:
        self.widget = new_plot_widget()
        self.plot = p = self.widget.getPlotItem()
        key = legend(p)
        p.setLogMode(x=True, y=False)
        self.curve = pg.PlotDataItem([], [], pen=pen("mean", 2.0))
        p.addItem(self.curve)
        key.addItem(self.curve, "simulated mean")
        self.lines = {
            "expected": RefLine(p, key, "expected", "expected", 0, label_at=0.6, symbol=LINE_SYMBOLS["expected"]),
            "opt": RefLine(p, key, "opt", "best possible", 0, label_at=0.25, symbol=LINE_SYMBOLS["opt"]),
            "threshold": RefLine(p, key, "threshold", "threshold", 0, label_at=0.45),
        }

    def clear(self) -> None:
        self.curve.setData([], [])
        for line in self.lines.values():
            line.set(None, None)
        self.plot.getAxis("bottom").setTicks(None)

    def set_experiment(self, exp) -> None:
        pr, summ = exp.problem, exp.summary
        unit, s_name = pr.score_unit, pr.score_name
        style_plot(self.plot, f"Running mean {s_name}", "trials (log scale)", f"mean {s_name}", "", unit,
                   y_short=("mean",))
        self.lines["expected"].set(summ.expected_score, value_text(unit, summ.expected_score))
        self.lines["opt"].set(summ.opt, value_text(unit, summ.opt))
        # y from E[s] − 4 sd (where the running mean starts out) up to OPT, and down to the threshold if near
        sd = exp.score_std
        vacuous = summ.threshold_vacuous
        yhi = float(summ.opt)
        ylo = min(summ.expected_score - 4 * sd, yhi - 1e-9 - 0.02 * abs(yhi))
        yspan = max(yhi - ylo, 1e-9)
        near = summ.threshold >= ylo - 0.5 * yspan and not vacuous
        if near:
            ylo = min(ylo, summ.threshold)
            yspan = yhi - ylo
        if vacuous:
            self.lines["threshold"].set(summ.threshold, "says nothing here", "hidden")
        else:
            self.lines["threshold"].set(summ.threshold, value_text(unit, summ.threshold), False if near else "left")
        self.plot.setYRange(ylo - 0.05 * yspan, yhi + 0.45 * yspan, padding=0)
        self.plot.setXRange(-0.05, 2, padding=0.02)

    def update_empirical(self, aggregate) -> None:
        self.curve.setData(np.asarray(aggregate.trace_trials, dtype=float), np.asarray(aggregate.trace_mean))
        # from a little below one trial, so that the label of 1 fits inside the axis
        self.plot.setXRange(-0.05, max(2.0, np.log10(max(aggregate.trials, 1)) * 1.02), padding=0)
        # the view's new transform now: pyqtgraph would apply it while painting, and the items it moves
        # would then ask for a second repaint
        self.plot.vb.updateMatrix()

    def clear_empirical(self) -> None:
        self.curve.setData([], [])

    def set_presentation(self, on: bool) -> None:
        present_plot(self.plot, on)
        thicken(on, self.curve)
        for line in self.lines.values():
            line.set_presentation(on)
