"""How often each output was chosen (simulated bars) against the exact pmf (markers)."""
from __future__ import annotations

import numpy as np

from ....core import score_stats
from .kit import candidate_ticks, exact_markers, legend, new_plot_widget, present_plot, simulated_bars, style_plot


class OutputFrequencyPlot:
    """Simulated output frequencies and the exact pmf, grouped into ≤ MAX_BARS contiguous bins for big grids."""

    def __init__(self) -> None:
        self.widget = new_plot_widget()
        self.plot = p = self.widget.getPlotItem()
        self.bars = simulated_bars(0.8)
        self.exact = exact_markers()
        p.addItem(self.bars)
        p.addItem(self.exact)
        key = legend(p)
        key.addItem(self.bars, "simulated")
        key.addItem(self.exact, "exact")
        self.bins: score_stats.Bins | None = None

    def clear(self) -> None:
        self.exact.setData([], [])
        self.bars.setOpts(x=[0], height=[0])
        self.plot.getAxis("bottom").setTicks(None)

    def set_experiment(self, exp) -> None:
        pr = exp.problem
        x = score_stats.candidate_positions(pr.values, pr.m)
        self.bins = bins = score_stats.candidate_bins(x)
        if bins.size < pr.m:
            title = f"Outputs (bins of ~{pr.m // bins.size} {pr.candidate_name}s)"
        else:
            title = "Outputs: simulated vs exact"
        exact = bins.totals(exp.mechanism.pmf)
        self.exact.setData(bins.centres, exact)
        self.bars.setOpts(x=bins.centres, height=np.zeros(bins.size), width=bins.width * 0.85)
        x_units = pr.candidate_unit if pr.values is not None else ""
        style_plot(self.plot, title, pr.candidate_name, "probability", x_units)
        self.plot.setXRange(bins.centres.min() - bins.width / 2, bins.centres.max() + bins.width / 2, padding=0.02)
        self.plot.setYRange(0, max(exact.max(), 1e-12) * 1.25, padding=0)
        candidate_ticks(self.plot, pr)

    def update_empirical(self, aggregate) -> None:
        self.bars.setOpts(height=self.bins.totals(aggregate.counts) / float(aggregate.trials))

    def clear_empirical(self) -> None:
        self.bars.setOpts(height=np.zeros(self.bins.size))

    def set_presentation(self, on: bool) -> None:
        present_plot(self.plot, on)
        self.exact.setSymbolSize(11 if on else 7)
