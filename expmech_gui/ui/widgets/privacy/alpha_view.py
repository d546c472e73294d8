"""Pricing's α trade-off (Kamath lecture 7): the exact expected revenue and both guarantees against α = 1/m, with
the recommended α = ln(n)/(nε), the bound's best α and the current one marked, and *Solve for α*: the α of highest
exact revenue, which can be far from the bound's. Numbers from scenarios.pricing.alpha_sweep on background jobs."""
from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from ....core import formatting
from ....core.translatable import message, translatable
from ....scenarios.pricing import alpha_sweep
from ... import language
from ...catalogue import tr
from ..plots import COLORS, legend, pen, present_plot, style_plot
from ..plots.kit import LINE_STYLES, LogDecadeAxis, present_line_label, set_axis_label, thicken
from ..plots.words import say_label
from ..plots.palette import readable
from ..scrolling import scrolled_page
from ..text import WrappingLabel
from .common import JobBar, JobRunner, ViewInputs, new_plot, red, say_when_cancelled, show_no_settings

ALPHA_POINTS = 40
ALPHA_MIN = 1e-4  # the sweep's finest grid: 10,000 prices


class GridSizeAxis(LogDecadeAxis):
    """The α plot's top axis: the same log scale read as the grid size m = 1/α (a decade of α is one of m)."""

    def tick_texts(self, values, scale, spacing) -> list[str]:
        return [formatting.large_number(round(10.0 ** -v)) if 10.0 ** -v >= 1000 else f"{10.0 ** -v:.3g}"
                for v in values]


def _marker(key: str, style, name: str, at: float) -> pg.InfiniteLine:
    return say_label(pg.InfiniteLine(angle=90, pen=pen(key, 1.5, style), label="",
                                     labelOpts={"position": at, "color": readable(COLORS[key])}), name)


class AlphaSweepView(QWidget):
    """E[revenue], the lecture's guarantee and this app's against α; solve for the α of highest exact revenue."""

    sweepShown = Signal()
    solved = Signal(object)

    def __init__(self, inputs: ViewInputs, apply_alpha, parent=None) -> None:
        super().__init__(parent)
        self.src, self.apply_alpha = inputs, apply_alpha
        self.plot = new_plot("Revenue against the price grid's step α")
        p = self.plot.getPlotItem()
        top = GridSizeAxis("top")
        top.enableAutoSIPrefix(False)
        p.setAxisItems({"top": top})
        p.showAxis("top")
        p.setLogMode(x=True, y=False)
        self.legend = legend(p, columns=2)
        self.chance_plot = new_plot("Chance the draw is an optimal price")
        self.chance_plot.setMinimumHeight(150)
        q = self.chance_plot.getPlotItem()
        q.setLogMode(x=True, y=False)
        q.setXLink(p)
        q.setYRange(0.0, 1.0, padding=0.02)
        self.chance = pg.PlotDataItem([], [], pen=pen("opt", 2.5), symbol="o", symbolSize=5,
                                      symbolBrush=pg.mkBrush(*COLORS["opt"]), symbolPen=None)
        q.addItem(self.chance)
        self.chance_current = _marker("gamma", Qt.SolidLine, "", 0.9)
        q.addItem(self.chance_current)
        self.expected = pg.PlotDataItem([], [], pen=pen("expected", 2.5, LINE_STYLES["expected"]))
        self.guarantee = pg.PlotDataItem([], [], pen=pen("guarantee", 2, LINE_STYLES["guarantee"]))
        self.lecture = pg.PlotDataItem([], [], pen=pen("threshold", 2, LINE_STYLES["threshold"]))
        self.current = _marker("gamma", Qt.SolidLine, "current α", 0.92)
        self.recommended = _marker("opt", Qt.DashLine, "recommended", 0.08)
        self.bound_best = _marker("threshold", Qt.DotLine, "bound's best", 0.2)
        self.best = _marker("expected", Qt.SolidLine, "best exact", 0.32)
        for item in (self.expected, self.guarantee, self.lecture, self.current, self.recommended, self.bound_best,
                     self.best):
            p.addItem(item)
        self.best.hide()
        self.status = WrappingLabel("")
        self.answer = WrappingLabel("")
        self.answer.setObjectName("alphaAnswer")
        self.answer.setTextFormat(Qt.RichText)
        self.solve_button = QPushButton(translatable("Solve for α"))
        self.solve_button.setToolTip(translatable("The α (a whole number of prices m = 1/α: every m up to 2,000, "
                                                  "then a log grid to 10,000) with the highest exact expected revenue"))
        self.apply_button = QPushButton("Apply")
        self.apply_button.setEnabled(False)
        self.jobs = JobRunner(self, translatable("compute the α sweep"))
        self.job_bar = JobBar(self.jobs, translatable("α values"))
        self.solver = JobRunner(self, translatable("solve for α"))
        self.solver_bar = JobBar(self.solver)
        row = QHBoxLayout()
        row.addWidget(self.solve_button)
        row.addWidget(self.solver_bar)
        row.addWidget(self.answer, 1)
        row.addWidget(self.apply_button)
        layout = QVBoxLayout(scrolled_page(self))  # taller than the room (presentation type): it scrolls
        layout.addWidget(self.job_bar)
        layout.addWidget(self.plot, 3)
        layout.addWidget(self.chance_plot, 1)
        layout.addWidget(self.status)
        layout.addLayout(row)
        self.jobs.done.connect(self._show)
        self.jobs.failed.connect(lambda message: self.status.setText(red(message)))
        say_when_cancelled(self.jobs, self.status)
        self.solver.done.connect(self._solved)
        self.solver.failed.connect(lambda message: self.answer.setText(red(message)))
        self.solver.cancelled.connect(lambda: self.answer.setText(tr("Solving cancelled.")))
        self.solve_button.clicked.connect(self.solve)
        self.apply_button.clicked.connect(self.apply)
        self.presenting = False
        self.solution = None
        self.shown = None

    def set_presentation(self, on: bool) -> None:
        """Presentation mode: the plot's type twice as large, lines twice as thick."""
        self.presenting = on
        present_plot(self.plot.getPlotItem(), on)
        present_plot(self.chance_plot.getPlotItem(), on)
        thicken(on, self.expected, self.guarantee, self.lecture, self.chance)
        for line in (self.current, self.recommended, self.bound_best, self.best):
            present_line_label(line, on)

    @staticmethod
    def _settings(exp) -> dict:
        prm = exp.params
        return {"epsilon": prm.epsilon, "max_price": float(exp.problem.extras["max_price"]),
                "analysis": prm.analysis, "neighbours": prm.neighbours, "mechanism": prm.mechanism, "t": prm.t}

    def refresh(self) -> None:
        exp = self.src.experiments.experiment
        self.solution = None
        self.apply_button.setEnabled(False)
        self.best.hide()
        if exp is None:
            show_no_settings(self.src, self.jobs, self.status)
            return
        settings, vals = self._settings(exp), exp.dataset
        alphas = np.append(np.geomspace(ALPHA_MIN, 1.0, ALPHA_POINTS), float(exp.problem.extras["alpha"]))
        self.status.setText(message("Computing the exact revenue at {grids} grids…", grids=ALPHA_POINTS))
        self.jobs.submit(lambda _progress, _cancelled: (exp, alpha_sweep.sweep(vals, alphas=alphas, **settings)))

    def _show(self, payload) -> None:
        exp, sw = payload
        if exp is not self.src.experiments.experiment:
            return
        self.shown = sw
        x = sw.alpha
        self.expected.setData(x, sw.expected)
        self.guarantee.setData(x, sw.guarantee)
        self.lecture.setData(x, sw.lecture)
        alpha_now = float(exp.problem.extras["alpha"])
        for line, a in ((self.current, alpha_now), (self.recommended, sw.recommended),
                        (self.bound_best, sw.bound_optimal)):
            line.setValue(math.log10(a))
        self.chance.setData(x, sw.p_opt)
        self.chance_current.setValue(math.log10(alpha_now))
        self.legend.clear()
        self.legend.addItem(self.expected, "exact E[revenue]")
        self.legend.addItem(self.guarantee, "this app's guarantee (with c and t)")
        self.legend.addItem(self.lecture, "the lecture's γ − αn − ln(1/α)/ε")
        floor = min(0.0, float(np.min(sw.expected)))
        top = max(float(np.max(sw.expected)), sw.gamma)
        self.plot.getPlotItem().setYRange(floor, top * 1.05 + 1e-12, padding=0)
        style_plot(self.plot.getPlotItem(), "Revenue against the price grid's step α", "α = 1/m (log scale)",
                   "revenue", "", "$")
        set_axis_label(self.plot.getPlotItem(), "top", "number of prices m = 1/α")
        style_plot(self.chance_plot.getPlotItem(), "Chance the draw is an optimal price", "α = 1/m (log scale)",
                   "chance")
        self.chance_plot.getPlotItem().setYRange(0.0, 1.0, padding=0.02)
        at = int(np.argmin(np.abs(np.log(sw.alpha) - math.log(alpha_now))))
        self.status.setText(language.shown(tr(
            "At the current α ({alpha}, {m} prices) the exact expected revenue is {revenue} and an optimal price is "
            "drawn with chance {chance}. Recommended α = ln(n)/(nε) = {recommended}; the bound is best at "
            "α = {best}. The exact optimum can be far from both: press Solve for α.").format(
            alpha=formatting.plain(alpha_now), m=f"{sw.m[at]:,}", revenue=formatting.money(sw.expected[at]),
            chance=formatting.probability(sw.p_opt[at]), recommended=formatting.plain(sw.recommended),
            best=formatting.plain(sw.bound_optimal))))
        self.sweepShown.emit()

    def solve(self) -> None:
        exp = self.src.experiments.experiment
        if exp is None:
            self.answer.setText(red(tr("No valid settings to solve for: fix the data or parameters first.")))
            return
        settings, vals = self._settings(exp), exp.dataset
        self.answer.setText(tr("solving…"))
        self.solver.submit(lambda _progress, _cancelled: (exp, alpha_sweep.best_exact_alpha(
            vals, m_max=int(round(1 / ALPHA_MIN)), **settings)))

    def _solved(self, payload) -> None:
        exp, alpha = payload
        if exp is not self.src.experiments.experiment:
            self.answer.setText(tr("The settings changed while solving: solve again."))
            return
        best = alpha_sweep.sweep(exp.dataset, alphas=[alpha], **self._settings(exp))
        self.solution = alpha
        self.best.setValue(math.log10(alpha))
        self.best.show()
        self.apply_button.setEnabled(True)
        self.answer.setText(language.shown(tr(
            "Highest exact expected revenue: <b>α = {alpha}</b> ({prices} prices), {revenue} (every grid up to "
            "{every} prices tried, then a log grid to {most}).").format(
            alpha=formatting.plain(alpha), prices=f"{int(best.m[0]):,}", revenue=formatting.money(best.expected[0]),
            every=f"{alpha_sweep.EVERY_M:,}", most=f"{int(round(1 / ALPHA_MIN)):,}")))
        self.solved.emit(alpha)

    def apply(self) -> None:
        if self.solution is None:
            return
        self.apply_alpha(self.solution)
        self.apply_button.setEnabled(False)
