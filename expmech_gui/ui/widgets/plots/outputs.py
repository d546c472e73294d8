"""How often each output was chosen: simulated bars against the exact pmf (markers); candidates named on
whichever axis fits their names (categories.CategoryAxes). For a release of a k-set (top-k: a core.simulation.SetLaw)
the chance of each candidate to be in the set, exact where the core enumerates it, beside the share of the
simulated k-sets that contain it (issue 30, item 11)."""
from __future__ import annotations

import numpy as np

from ....core import formatting, score_stats, simulation
from .categories import CategoryAxes, category_names
from .kit import exact_markers, legend, new_plot_widget, present_bars, present_markers, present_plot, simulated_bars


class OutputFrequencyPlot:
    """Simulated output frequencies and the exact pmf, grouped into ≤ MAX_BARS contiguous bins for big grids."""

    def __init__(self) -> None:
        self.widget = new_plot_widget()
        self.plot = p = self.widget.getPlotItem()
        self.bars = simulated_bars(0.8)
        self.exact = exact_markers()
        p.addItem(self.bars)
        p.addItem(self.exact)
        self.legend = key = legend(p)
        key.addItem(self.bars, "simulated")
        key.addItem(self.exact, "exact")
        self.categories = CategoryAxes(p, self._draw)
        self.bins: score_stats.Bins | None = None
        self.exp = None
        self.sets = None  # core.simulation.SetLaw of a k-set release, else None
        self.chances = None  # the pmf's mean per bin, from the run tally (made off the GUI thread)
        self.heights = np.zeros(1)
        self._span: tuple[float, float, float] | None = None  # (first, last candidate edge, the exact chances' top)
        self._shown_top: float | None = None

    def clear(self) -> None:
        self.bins = self.exp = self.sets = self.chances = None
        self._span = None
        self.exact.setData([], [])
        self.categories.set_names(None)
        self.bars.setOpts(x=[0], height=[0])

    def set_experiment(self, exp, bins: score_stats.Bins | None = None, sets=None, chances=None) -> None:
        """``bins``: the run tally's (core.simulation.output_bins of the problem), computed here if None;
        ``sets``: the run tally's SetLaw when a release publishes k candidates; ``chances``: the tally's mean pmf
        per bin (computed here if None)."""
        pr = exp.problem
        self.bins = bins if bins is not None else simulation.output_bins(pr)
        self.chances = chances if bins is not None else None
        self.exp, self.sets = exp, sets
        self.legend.clear()
        self.legend.addItem(self.bars, "simulated" if sets is None else f"share of simulated {sets.k}-sets")
        if sets is None or sets.inclusion is not None:
            self.legend.addItem(self.exact, "exact")
        self.heights = np.zeros(self.bins.size)
        self.categories.set_names(category_names(pr))

    def _draw(self) -> None:
        """The exact part and the current simulated heights, in the orientation the names need."""
        if self.exp is None or self.bins is None:
            return
        pr, bins, cat = self.exp.problem, self.bins, self.categories
        noun = pr.candidate_name
        if bins.size < pr.m:  # groups of unequal size: each draws its average per candidate, never its total
            sizes = bins.sizes
            few, many = int(sizes.min()), int(sizes.max())
            group = f"{few}" if few == many else f"{few}–{many}"
            title = f"Outputs (groups of {group} {formatting.plural_noun(noun)})"
            y_title, y_short = f"probability per {noun} (group average)", (f"probability per {noun}", "average probability")
        else:
            title, y_title, y_short = "Outputs: simulated vs exact", "probability", ()
        if self.sets is not None:
            title = f"Chance to be among the {self.sets.k} selected"  # simulated only: the legend says so
            y_title, y_short = f"chance in the {self.sets.k}-set", ("chance",)  # short where presentation type is tall
            exact = bins.means(self.sets.inclusion) if self.sets.inclusion is not None else np.zeros(bins.size)
            self.exact.setVisible(self.sets.inclusion is not None)
        else:
            exact = self.chances if self.chances is not None else bins.means(self.exp.mechanism.pmf)
            self.exact.setVisible(True)
        cat.points(self.exact, bins.centres, exact)
        cat.bars(self.bars, bins.centres, self.heights, bins.width * 0.85)
        cat.style(title, noun, y_title, pr.candidate_unit if pr.values is not None else "", val_short=y_short)
        top = 1.0 if self.sets is not None and self.sets.inclusion is None else max(exact.max(), 1e-12)
        self._span = (bins.centres.min() - bins.width / 2, bins.centres.max() + bins.width / 2, top * 1.25)
        self._shown_top = None
        self._fit_top()

    def _fit_top(self) -> None:
        """The value axis up to a quarter above the largest exact chance, or higher while a simulated bar is taller
        (after one run its output is 100%: cut at the exact chances' top, a bar read as far less than it is). It grows
        in steps of a quarter and comes back only once every bar fits under the exact top again, so the early runs'
        noise does not move it at every tick (each move repainted the plot once more: test_gui_stall)."""
        lo, hi, exact_top = self._span
        needed = float(self.heights.max()) * 1.05 if self.heights.size else 0.0
        shown = self._shown_top
        if shown is None:
            top = max(exact_top, needed)
        elif needed > shown:
            top = max(needed, shown * 1.25)
        elif needed <= exact_top:
            top = exact_top
        else:
            top = shown
        if top != shown:
            self._shown_top = top
            self.categories.ranges(lo, hi, 0, top)

    def update_empirical(self, aggregate) -> None:
        shares = aggregate.set_shares() if self.sets is not None else None
        if shares is not None:  # k-sets: per candidate, the share of drawn sets that contain it
            self.heights = self.bins.means(shares)
        elif self.sets is not None:  # no whole set drawn yet (a restored session's counts, slow motion)
            self.heights = np.zeros(self.bins.size)
        else:
            self.heights = aggregate.binned(self.bins) / (float(aggregate.trials) * np.maximum(self.bins.sizes, 1))
        self.categories.bar_values(self.bars, self.heights)
        if self._span is not None:
            self._fit_top()

    def clear_empirical(self) -> None:
        self.heights = np.zeros(self.bins.size)
        self.categories.bar_values(self.bars, self.heights)
        if self._span is not None:
            self._fit_top()

    def set_presentation(self, on: bool) -> None:
        present_plot(self.plot, on)
        present_markers(self.exact, on)
        present_bars(self.bars, on)
