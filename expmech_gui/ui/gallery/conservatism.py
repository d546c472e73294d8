"""The Gallery's conservatism figure for the bounded discrete Laplace (Holohan et al. 2018, Fig. 1's point, computed
exactly on the instance's own box by scenarios.gallery.bounded_laplace.figure): over ε, the ε that the textbook
noise scale Δ/ε and the exponential mechanism's 2Δ/ε really spend, each divided by ε, and the least noise scale that
keeps ε divided by 2Δ/ε — against the line 1 (exactly ε, or exactly the EM's noise)."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ...core.translatable import message
from ...scenarios.gallery import bounded_laplace
from ..widgets.plots.kit import LINE_STYLES, fit_plot, legend, new_plot_widget, pen, style_plot
from ..widgets.text import WrappingLabel

TITLE = "How conservative the exponential mechanism's noise is on a bounded range"


class ConservatismPlot(QWidget):
    """Three ratios over ε on log axes; ``show_for(comparison)`` draws them for a discrete-Laplace instance."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.plot_widget = new_plot_widget()
        self.plot_widget.setMinimumHeight(200)
        self.plot = self.plot_widget.getPlotItem()
        self.plot.setLogMode(x=True, y=False)
        self.legend = legend(self.plot, 2)
        self.textbook = pg.PlotDataItem([], [], pen=pen("opt", 2), symbol="o", symbolSize=5)
        self.exponential = pg.PlotDataItem([], [], pen=pen("score", 2, Qt.DashLine), symbol="s", symbolSize=5)
        self.needed = pg.PlotDataItem([], [], pen=pen("exact", 2, LINE_STYLES["expected"]), symbol="t", symbolSize=6)
        self.one = pg.InfiniteLine(pos=1.0, angle=0, pen=pen("guarantee", 1.5, LINE_STYLES["guarantee"]))
        self.now = pg.InfiniteLine(angle=90, pen=pen("mean", 1.5, Qt.DotLine))
        for item in (self.one, self.now, self.textbook, self.exponential, self.needed):
            self.plot.addItem(item)
        self.caption = WrappingLabel("")
        self.caption.setObjectName("galleryConservatism")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot_widget, 1)
        layout.addWidget(self.caption)
        self.shown: bounded_laplace.Conservatism | None = None

    def show_for(self, comparison) -> None:
        """Draw the figure for a discrete-Laplace comparison (hidden for any other instance or too wide a box)."""
        curves = None
        if comparison is not None and comparison.key == "discrete-laplace":
            grid, x = comparison.positions, comparison.extras
            curves = bounded_laplace.figure(int(grid[0]), int(grid[-1]), x["sensitivity"], x["dimensions"])
            if curves is None:
                self.caption.setText(message("The conservatism figure is drawn for ranges of at most {most} whole "
                                             "numbers with Δ at most hi − lo.", most=bounded_laplace.FIGURE_MAX_SIDE))
        self.shown = curves
        self.plot_widget.setVisible(curves is not None)
        self.setVisible(comparison is not None and comparison.key == "discrete-laplace")
        if curves is None:
            return
        eps = curves.epsilons
        self.textbook.setData(eps, curves.textbook / eps)
        self.exponential.setData(eps, curves.exponential / eps)
        self.needed.setData(eps, curves.needed_scale * eps / (2 * curves.sensitivity))
        self.now.setValue(float(np.log10(x["epsilon"])))
        self.legend.clear()
        self.legend.addItem(self.textbook, "ε spent ÷ ε, textbook scale Δ/ε")
        self.legend.addItem(self.exponential, "ε spent ÷ ε, the EM's 2Δ/ε")
        self.legend.addItem(self.needed, "least scale keeping ε ÷ 2Δ/ε")
        style_plot(self.plot, TITLE, "ε", "ratio")
        fit_plot(self.plot)
        self.caption.setText(message(
            "Above 1, the textbook discrete Laplace(Δ/ε) spends more than ε on this range; the exponential "
            "mechanism's scale 2Δ/ε spends less, and the least noise that keeps ε is {low:.3g}–{high:.3g}% below it "
            "(Holohan et al. 2018, Fig. 1; exact, over every f(D) in the range, d = {dimensions}).",
            low=100 * float(np.min(curves.saving())), high=100 * float(np.max(curves.saving())),
            dimensions=x["dimensions"]))
