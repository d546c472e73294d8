"""The strategic participant (McSherry–Talwar 2007): what a bidder (with colluders) or a voter gains by
misreporting, exactly, against the bound ε-DP gives and, for pricing, against the non-private posted price.
Everything is computed by the scenario's ``strategic.scan`` (scenarios/pricing/strategic.py) on a background job."""
from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QPushButton, QVBoxLayout, QWidget

from ....core import formatting
from ....core.problem import ProblemError
from ..plots import COLORS, legend, pen, present_plot, style_plot
from ..plots.kit import LINE_STYLES, thicken
from ..text import WrappingLabel
from .common import JobBar, JobRunner, ViewInputs, esc, new_plot, red, show_no_settings
from .people import TableNames
from ....core.translatable import translatable
from ... import accessibility
from ...language import shown, tr
from ..scrolling import scrolled_page


class StrategicView(QWidget):
    """Expected utility of each report: the private mechanism (exact), the band e^(±kε)·E[u(truth)], the
    truthful report marked, and the non-private posted price beside it."""

    scanShown = Signal()

    def __init__(self, inputs: ViewInputs, parent=None) -> None:
        super().__init__(parent)
        self.src = inputs
        self.strategic = inputs.scenario.strategic
        self.people = TableNames(inputs)
        self.row_label = WrappingLabel("")
        self.row = QLineEdit("1")
        self.row.setMaximumWidth(120)
        self._say_row()
        self.colluders_label = WrappingLabel(translatable("colluders (rows)"))
        self.colluders = QLineEdit("")
        self.colluders.setPlaceholderText(translatable("none, or e.g. 1, 2"))
        self.colluders.setToolTip(translatable(
            "Further rows who report the same value; their total utility counts, and the "
                                  "bound becomes e^(kε) for k colluders"))
        for widget in (self.colluders_label, self.colluders):
            widget.setVisible(self.strategic.colluders)
        self.scan_button = QPushButton(translatable("Scan reports"))
        self.plot = new_plot("Expected utility of each report")
        p = self.plot.getPlotItem()
        self.legend = legend(p, columns=2)
        self.private = pg.PlotDataItem([], [], pen=pen("expected", 2.5), symbol="o", symbolSize=4,
                                       symbolBrush=pg.mkBrush(*COLORS["expected"]), symbolPen=None)
        self.nonprivate = pg.PlotDataItem([], [], pen=pen("gamma", 2, LINE_STYLES["gamma"]))
        self.upper = pg.PlotDataItem([], [], pen=pen("threshold", 2, LINE_STYLES["threshold"]))
        self.lower = pg.PlotDataItem([], [], pen=pen("threshold", 2, LINE_STYLES["threshold"]))
        self.truthful = pg.ScatterPlotItem([], [], symbol="star", size=16, brush=pg.mkBrush(*COLORS["opt"]),
                                           pen=pg.mkPen("w", width=0.5))
        for item in (self.nonprivate, self.upper, self.lower, self.private, self.truthful):
            p.addItem(item)
        self.result = WrappingLabel("")
        self.result.setObjectName("strategicResult")
        self.result.setTextFormat(Qt.RichText)
        self.jobs = JobRunner(self, translatable("scan the reports"))
        self.bar = JobBar(self.jobs, "")
        self.jobs.done.connect(self._show)
        self.jobs.failed.connect(lambda message: self.result.setText(red(message)))
        self.jobs.cancelled.connect(lambda: self.result.setText(tr("Scan cancelled.")))
        form = QHBoxLayout()
        for widget in (self.row_label, self.row, self.colluders_label):
            form.addWidget(widget)
        form.addWidget(self.colluders, 1)
        form.addWidget(self.scan_button)
        layout = QVBoxLayout(scrolled_page(self))  # taller than the room (presentation type): it scrolls
        layout.addLayout(form)
        layout.addWidget(self.bar)
        layout.addWidget(self.plot, 1)
        layout.addWidget(self.result)
        self.scan_button.clicked.connect(self.refresh)
        self.row.returnPressed.connect(self.refresh)
        self.colluders.returnPressed.connect(self.refresh)
        self.presenting = False
        self.shown = None  # the scan on screen (the scenario's JSON-ready dict)
        self.payload = None  # (experiment, scan) on screen
        self.scanned_rows: list[int] = []  # the rows of the last scan asked for

    def _say_row(self) -> None:
        """The row box's label and tooltip, the participant's noun filled into the template, both in the language of
        the moment: written again on a change of language (``changeEvent``), as the catalogue holds the templates
        and the noun, not the filled-in texts."""
        noun = tr(self.strategic.noun)
        self.row_label.setText(tr("{noun} (table row)").format(noun=noun))
        self.row.setToolTip(tr("The {noun} who misreports: a table row number").format(noun=noun))

    def changeEvent(self, event) -> None:
        """Qt's LanguageChange (View ▸ Language; delivered once the new catalogue is in): the filled-in texts are
        filled in again from the translated templates, and the box named again from its new tooltip."""
        super().changeEvent(event)
        if event.type() == QEvent.LanguageChange:
            self._say_row()
            accessibility.rename_tree([self.row])

    def set_presentation(self, on: bool) -> None:
        """Presentation mode: the plot's type twice as large, lines twice as thick."""
        self.presenting = on
        present_plot(self.plot.getPlotItem(), on)
        thicken(on, self.private, self.nonprivate, self.upper, self.lower)

    def _rows(self) -> list[int]:
        rows = [self.people.resolve(self.row.text(), self.strategic.noun)]
        for part in self.colluders.text().replace(";", ",").split(","):
            if part.strip():
                rows.append(self.people.resolve(part, "colluder"))
        return rows

    def refresh(self) -> None:
        """Scan again for the current settings and rows (the view is shown, or Scan was pressed)."""
        exp = self.src.experiments.experiment
        if exp is None:
            show_no_settings(self.src, self.jobs, self.result)
            return
        try:
            rows = self._rows()
        except ProblemError as exc:
            self.jobs.cancel()
            self.result.setText(red(str(exc)))
            return
        self._scan(exp, rows)

    def retranslate(self) -> None:
        """View ▸ Language: the scan on screen made again for the same rows (not the boxes' text, which may have
        been edited since) — it is exact, so its numbers are the same, and its reasons come in the new language."""
        if self.payload is not None and self.payload[0] is self.src.experiments.experiment:
            self._scan(self.payload[0], self.scanned_rows)

    def _scan(self, exp, rows: list[int]) -> None:
        self.scanned_rows = rows
        self.result.setText(tr("Scanning the reports…"))
        scan = self.strategic.scan
        self.jobs.submit(lambda _progress, _cancelled: (exp, scan(exp, rows, None)))

    def _show(self, payload) -> None:
        exp, scan = payload
        if exp is not self.src.experiments.experiment:
            return
        self.shown, self.payload = scan, payload
        pr = exp.problem
        money = self.strategic.reports  # a pricing bidder reports a value in dollars; a voter, a candidate
        x = np.asarray(scan["reports"], dtype=np.float64) if money else np.arange(len(scan["reports"]), dtype=float)
        y = np.asarray(scan["expected_utility"], dtype=np.float64)
        truthful = float(scan["truthful_utility"])
        k = len(scan.get("colluders", [1]))
        eps = float(scan["epsilon_per_report"]) * k
        self.private.setData(x, y)
        top = truthful * math.exp(min(eps, 700.0))
        if not money:  # a chance: the band stops at 100%
            top = min(top, 1.0)
        self.upper.setData([x[0], x[-1]], [top, top])
        self.lower.setData([x[0], x[-1]], [truthful * math.exp(-eps)] * 2)
        if money:
            true_values = np.atleast_1d(scan["true_value"])
            at = float(true_values[0]) if k == 1 else float(x[int(np.argmin(np.abs(y - truthful)))])
        else:
            at = float(scan["reports"].index(scan["favourite"]))
        self.truthful.setData([at], [truthful])
        non = scan.get("nonprivate")
        self.nonprivate.setData(x, np.asarray(non["expected_utility"])) if non else self.nonprivate.setData([], [])
        self.legend.clear()
        self.legend.addItem(self.private, "private mechanism (exact)")
        self.legend.addItem(self.upper, f"ε-DP band: e^(±{formatting.plain(eps)}) × truthful")
        self.legend.addItem(self.truthful, "truthful report")
        if non:
            self.legend.addItem(self.nonprivate, "non-private posted price")
        axis = self.plot.getPlotItem().getAxis("bottom")
        if money:
            axis.setTicks(None)
            style_plot(self.plot.getPlotItem(), "Expected utility of each report", "reported value",
                       "expected utility", "$", "$")
        else:
            axis.setTicks([[(i, str(name)) for i, name in enumerate(scan["reports"])]])
            style_plot(self.plot.getPlotItem(), "Chance the favourite wins, by ballot", "ballot cast",
                       "chance the favourite wins")
            self.plot.getPlotItem().setXRange(-0.5, len(x) - 0.5, padding=0)  # room for the end names
        self.result.setText(shown(self._words(scan, k, money, pr.score_unit)))  # numbers in the language's separators
        self.scanShown.emit()

    @staticmethod
    def _words(scan: dict, k: int, money: bool, unit: str) -> str:
        def amount(v: float) -> str:
            return formatting.money(v) if money else formatting.probability(v)

        cap = min(scan["gain_bound"] if scan["gain_bound"] is not None else math.inf,
                  scan["additive_bound"] if scan["additive_bound"] is not None else math.inf)
        if not money:  # a chance cannot pass 100%
            cap = min(cap, 1.0 - scan["truthful_utility"])

        def report(r) -> str:
            return formatting.money(float(r)) if money else esc(str(r))

        if money:
            values = np.atleast_1d(scan["true_value"])
            worth = ", ".join(formatting.money(float(v)) for v in values)
            who = (tr("Telling the truth, these {k} colluders (true values {worth}) expect {utility}.") if k > 1
                   else tr("Telling the truth, this bidder (true value {worth}) expects {utility}."))
        else:
            worth = esc(scan["favourite"])
            who = tr("Telling the truth, this voter (for {worth}) expects {utility}.")
        text = who.format(k=k, worth=worth, utility=f"<b>{amount(scan['truthful_utility'])}</b>") + " " + tr(
            "The best report, {report}, gains {gain}; differential privacy caps any gain at {cap}, the smaller of "
            "two caps that both shrink with ε, one in proportion to the truthful utility, one to the most anyone can "
            "get (ε per report {epsilon}{colluders}: {reason}).").format(
            report=report(scan["best_report"]), gain=f"<b>{amount(scan['best_gain'])}</b>",
            cap=f"<b>{amount(cap)}</b>", epsilon=formatting.plain(scan["epsilon_per_report"]),
            colluders=", " + tr("× {k} colluders").format(k=k) if k > 1 else "", reason=esc(scan["epsilon_reason"]))
        non = scan.get("nonprivate")
        if non:
            text += " " + tr("Without privacy (the revenue-maximising posted price), the truthful utility is "
                             "{utility} and the best report, {report}, gains {gain}.").format(
                utility=amount(non["truthful_utility"]), report=report(non["best_report"]),
                gain=f"<b>{amount(non['best_gain'])}</b>")
        return text
