"""Calibration by sensitivity (c = ε/(2Δ)) against calibration by range (c = ε/range; Dong, Durfee & Rogers
2020, Thm 1): the exponential mechanism's pmf on D under each, overlaid, and every given pair's realised
privacy loss beside ε, in a plot, a table and plain words. Numbers from scenarios.custom.custom.calibrations."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from ....core import formatting
from ....scenarios.custom import custom
from ....scenarios.custom.equivalent_scores import comparison_sentence, equivalent_scores
from ... import language, theme
from ...catalogue import tr
from ...failures import failure_sentence
from ...widgets.plots import COLORS, legend, pen, present_plot, style_plot
from ...widgets.plots.kit import present_line_label, thicken
from ...widgets.plots.palette import readable
from ...widgets.privacy.common import ViewInputs, new_plot, red
from ...widgets.text import WrappingLabel
from ....core.translatable import translatable
from ...widgets.scrolling import scrolled_page

BAR_WIDTH = 0.38
KEYS = {"sensitivity": "exact", "range": "opt"}  # calibration → colour role of its bars and points
MAX_NAMED_TICKS = 40


def _ticks(names) -> list[list[tuple[int, str]]]:
    step = max(1, len(names) // MAX_NAMED_TICKS)
    return [[(i, str(n)) for i, n in enumerate(names) if i % step == 0]]


def summary_text(data: custom.CustomScores, cals: list[custom.Calibration], epsilon: float) -> str:
    """The view's sentences: Δ and range over the pairs, c under each calibration, the worst realised loss."""
    sens, spread = custom.pair_summary(data)
    delta, rng = float(sens.max()), float(spread.max())
    by_sens, by_range = cals
    plain = formatting.plain
    over = (tr("Over the {count} neighbour pair given, the most one person changes a score (the sensitivity) is "
               "{delta} and the most the scores move apart (the range) is {range}.") if data.k == 1 else
            tr("Over the {count} neighbour pairs given, the most one person changes a score (the sensitivity) is "
               "{delta} and the most the scores move apart (the range) is {range}."))
    words = [over.format(count=formatting.count(data.k), delta=plain(delta), range=plain(rng))]
    words.append(tr("Calibrated by sensitivity, the weight on the score is {scale}; the largest privacy loss is "
                    "{loss} against ε = {epsilon}.").format(
        scale=plain(by_sens.scale), loss=plain(float(by_sens.losses.max())), epsilon=plain(epsilon)))
    if rng > 0:
        factor = by_range.scale / by_sens.scale
        words.append(tr("Calibrated by range, the weight is {scale} — {factor} times larger, so the distribution is "
                        "that much sharper — and every pair's loss is still at most ε (largest: {loss}).").format(
            scale=plain(by_range.scale), factor=plain(factor), loss=plain(float(by_range.losses.max()))))
    else:
        words.append(tr("The range is 0: every neighbour moves all scores by the same amount, so the output's law "
                        "does not depend on the data at any c (a loss of 0). Calibration by range has no finite c; "
                        "its limit, shown here, always picks a best candidate."))
    return language.shown(" ".join(words))


class CalibrationView(QWidget):
    """The pmf under each calibration, each pair's realised loss against ε, and the pairs' table."""

    def __init__(self, inputs: ViewInputs, parent=None) -> None:
        super().__init__(parent)
        self.src = inputs
        self.pmf_plot = new_plot("Chance of each candidate on D")
        self.loss_plot = new_plot("Realised privacy loss of each pair (D, D′)")
        self.pmf_legend = legend(self.pmf_plot.getPlotItem())
        self.loss_legend = legend(self.loss_plot.getPlotItem())
        self.bars = {key: pg.BarGraphItem(x=[], height=[], width=BAR_WIDTH, brush=pg.mkBrush(*COLORS[role]),
                                          pen=None) for key, role in KEYS.items()}
        self.points = {key: pg.PlotDataItem([], [], pen=None, symbol="o" if key == "sensitivity" else "s",
                                            symbolSize=9, symbolBrush=pg.mkBrush(*COLORS[role]), symbolPen=None)
                       for key, role in KEYS.items()}
        self.epsilon_line = pg.InfiniteLine(angle=0, pen=pen("threshold", 2, Qt.DashLine), label="ε",
                                            labelOpts={"position": 0.95, "color": readable(COLORS["threshold"])})
        for item in self.bars.values():
            self.pmf_plot.getPlotItem().addItem(item)
        for item in (*self.points.values(), self.epsilon_line):
            self.loss_plot.getPlotItem().addItem(item)
        self.summary = WrappingLabel("")
        self.summary.setObjectName("calibrationSummary")
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels([translatable("neighbour D′"), translatable("sensitivity"),
                                              translatable("range"), translatable("loss by sensitivity"),
                                              translatable("loss by range")])
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.scores_words = WrappingLabel("")  # Dong: the same mechanism from three scores
        self.scores_words.setObjectName("equivalentScores")
        self.scores_table = QTableWidget(0, 5)
        self.scores_table.setHorizontalHeaderLabels([
            translatable("score giving this mechanism"), translatable("sensitivity"), translatable("range"),
            translatable("ε by sensitivity (2·c·Δ)"), translatable("ε by range (c·range)")])
        self.scores_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.scores_table.setEditTriggers(QTableWidget.NoEditTriggers)
        layout = QVBoxLayout(scrolled_page(self))  # taller than the room (presentation type): it scrolls
        layout.addWidget(self.summary)
        layout.addWidget(self.pmf_plot, 3)
        layout.addWidget(self.loss_plot, 2)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.scores_words)
        layout.addWidget(self.scores_table, 1)
        self.presenting = False
        self.shown = None  # (dataset, calibrations) last drawn

    def set_presentation(self, on: bool) -> None:
        """Presentation mode: type twice as large, lines thicker; the pairs' table gives the plots its room."""
        self.presenting = on
        for widget in (self.table, self.scores_table):
            widget.setVisible(not on)
        present_plot(self.pmf_plot.getPlotItem(), on)
        present_plot(self.loss_plot.getPlotItem(), on)
        thicken(on, self.epsilon_line)
        present_line_label(self.epsilon_line, on)
        for item in self.points.values():
            item.setSymbolSize(14 if on else 9)

    def refresh(self) -> None:
        exp = self.src.experiments.experiment
        if exp is None:
            self.summary.setText(red(self.src.no_settings()))
            theme.set_role(self.summary, None)
            return
        try:
            self._draw(exp)
        except Exception as exc:  # noqa: BLE001 — any failure in words (ui.failures), never a dialog
            self.shown = None
            self.summary.setText(red(failure_sentence(exc, translatable("compare the two calibrations"))))

    def _draw(self, exp) -> None:
        data, eps = exp.dataset, float(exp.params.epsilon)
        cals = custom.calibrations(data, eps)
        self.shown = (data, cals)
        self.summary.setText(summary_text(data, cals, eps))
        x = np.arange(data.m, dtype=float)
        p, q = self.pmf_plot.getPlotItem(), self.loss_plot.getPlotItem()
        self.pmf_legend.clear()
        self.loss_legend.clear()
        pairs = np.arange(1, data.k + 1, dtype=float)
        for shift, cal in zip((-BAR_WIDTH / 2, BAR_WIDTH / 2), cals):
            scale = translatable("∞ (limit)") if np.isinf(cal.scale) else formatting.plain(cal.scale)
            self.bars[cal.key].setOpts(x=x + shift, height=cal.pmf)
            self.pmf_legend.addItem(self.bars[cal.key], f"{cal.title}: {cal.formula} = {scale}")
            self.points[cal.key].setData(pairs + shift / 2, cal.losses)
            self.loss_legend.addItem(self.points[cal.key], f"{cal.title}")
        self.epsilon_line.setValue(eps)
        style_plot(p, "Chance of each candidate on D", "candidate", "chance")
        p.getAxis("bottom").setTicks(_ticks(data.candidates))
        p.setYRange(0, 1, padding=0.02)
        p.setXRange(-0.6, data.m - 0.4, padding=0)
        style_plot(q, "Realised privacy loss of each pair (D, D′)", translatable("neighbour D′"), "loss (nats)")
        q.getAxis("bottom").setTicks([[(j + 1, n) for j, n in _ticks(data.columns[1:])[0]]])
        top = max(eps, max(float(c.losses.max()) for c in cals))
        q.setYRange(-0.05 * top, top * 1.15, padding=0)  # a loss of 0 stays visible above the axis
        q.setXRange(0.4, data.k + 0.6, padding=0)
        sens, spread = custom.pair_summary(data)
        self.table.setRowCount(data.k)
        for j in range(data.k):
            cells = (data.columns[j + 1], formatting.plain(float(sens[j])), formatting.plain(float(spread[j])),
                     formatting.plain(float(cals[0].losses[j])), formatting.plain(float(cals[1].losses[j])))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c >= 3 and float(cals[c - 3].losses[j]) > eps * (1 + 1e-9):
                    item.setForeground(pg.mkColor(theme.color("error")))
                self.table.setItem(j, c, item)
        self._show_equivalent_scores(data, cals[0].scale)

    def _show_equivalent_scores(self, data, scale: float) -> None:
        """The score typed, log P and the least-sensitive score at the sensitivity calibration's c (Dong)."""
        scores = equivalent_scores(data, scale)
        self.scores_words.setText(comparison_sentence(scores))
        self.scores_table.setRowCount(len(scores))
        for row, score in enumerate(scores):
            cells = (tr(score.name), score.sensitivity, score.range, score.epsilon_by_sensitivity, score.epsilon_by_range)
            for column, value in enumerate(cells):
                text = value if isinstance(value, str) else language.shown(formatting.plain(float(value)))
                self.scores_table.setItem(row, column, QTableWidgetItem(text))
