"""The *Risk* view (issue 31 §4): what everything the session released means for one person, in an attacker's
terms — the largest belief someone can reach from a starting belief (a slider), the trade-off any test can reach
(false- vs true-positive rate, with a coin flip's line) and the exact privacy loss of the most exposed person on
this data. Plain words first, the symbols in tooltips; every number from release_risk / core.attacker /
core.loss_distribution, computed on background jobs."""
from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSlider, QVBoxLayout, QWidget

from ....core.privacy import attacker
from ....core.accounting.bill import Cancelled
from ....core.formatting import delta_words, plain
from ....core.privacy.loss import most_exposed
from ....release_record import data_fingerprint
from ....release_risk import exposure_loss, exposure_sentence, ledger_risk
from ....scenarios.framework.neighbours import neighbour_families
from ..flow import LineLabel
from ..plots import COLORS, legend, pen, present_plot, style_plot
from ..plots.kit import present_line_label, thicken
from ..plots.reflines import RefLine
from ..text import WrappingLabel
from .bill import DEFAULT_DELTA
from .common import JobBar, JobRunner, ViewInputs, new_plot, red, show_no_settings
from ....core.translatable import translatable
from ...language import current, shown, tr
from ..scrolling import scrolled_page, stack_in_presentation

INTRO = translatable("What everything this session released means for one person, whatever else an attacker knows. "
                     "The total is the ledger's (every release at the ε it was charged, all composed together), "
                     "with δ = {delta}.")
LOSS_TIP = translatable("The realised privacy loss L = ln(P[M(D) = o] / P[M(D′) = o]) of the most exposed person, "
                        "summed over the ledger's releases: its exact distribution from the mechanism's probabilities "
                        "(Naor's privacy loss as a random walk), composed by FFT on a grid that rounds every loss up, "
                        "so no tail is under-counted")
TRADEOFF_TIP = translatable("Any test of 'is this person in the data?' with false-positive rate α has true-positive "
                            "rate at most min(e^ε·α + δ, 1 − e^−ε·(1 − δ − α)) (Kairouz–Oh–Viswanath 2015); the lower "
                            "curve is its mirror (a test turned round). The diagonal is a coin flip.")


SMALLEST_SHOWN = 1e-15  # chances below this are not drawn on the log scale (the tail's words still count them)


def survival_curve(d) -> tuple[np.ndarray, np.ndarray]:
    """(loss x, P[L̃ > x]) from one step below the smallest loss (chance 1) along the grid's points where that
    chance is at least SMALLEST_SHOWN and more than the FFT's rounding bound in it (a step curve)."""
    if not d.releases:
        return np.zeros(0), np.zeros(0)
    computed, bound = d.survival_parts()
    above = np.minimum(1.0, computed + bound)
    keep = (above >= SMALLEST_SHOWN) & (computed >= bound)  # not where the FFT's rounding bound is all there is
    values = d.values
    return np.append(values[0] - d.step, values[keep]), np.append(1.0, above[keep])


def loss_text(x: float) -> str:
    """A loss for the plot's legend: three significant digits, 'about 0' below 0.001, 'unbounded' at +∞."""
    if not math.isfinite(x):
        return "unbounded"
    return "about 0" if abs(x) < 1e-3 else plain(x, 3)  # (English: the line's name and value are said together)


class RiskView(QWidget):
    """Posterior belief, the attacker's trade-off curve and the most exposed person's loss distribution."""

    riskShown = Signal()
    lossShown = Signal()

    def __init__(self, inputs: ViewInputs, parent=None) -> None:
        super().__init__(parent)
        self.src = inputs
        self.delta = DEFAULT_DELTA
        self.risk = None  # release_risk.LedgerRisk of the ledger now
        self._asked = self._answered = None  # (entries, δ, language) of the newest job, and of the risk shown
        self.loss = None  # (ExposureLoss, LedgerRisk, person) of the last loss computed
        self.presenting = False
        self.intro = WrappingLabel(tr(INTRO).format(delta=delta_words(self.delta)))
        self.prior = QSlider(Qt.Horizontal)
        self.prior.setObjectName("riskPrior")
        self.prior.setRange(1, 99)
        self.prior.setValue(round(100 * attacker.STARTING_BELIEF))
        self.prior.setToolTip(translatable(
            "The chance someone gives, before seeing anything, that you answered yes (or that "
                              "you are in the data)"))
        self.prior_label = QLabel("")
        self.posterior = WrappingLabel("")
        self.posterior.setObjectName("riskPosterior")
        self.tradeoff = WrappingLabel("")
        self.tradeoff.setObjectName("riskTradeoff")
        self.tradeoff.setToolTip(TRADEOFF_TIP)
        self.curve_plot = new_plot("What a test can tell about one person")
        p = self.curve_plot.getPlotItem()
        style_plot(p, "What a test can tell about one person", "chance of a false alarm",
                   "chance of catching")
        self.most = pg.PlotDataItem([], [], pen=pen("exact", 2.0))
        self.fewest = pg.PlotDataItem([], [], pen=pen("exact", 2.0, Qt.DashLine))
        self.region = pg.FillBetweenItem(self.most, self.fewest, brush=pg.mkBrush(*COLORS["exact"][:3], 50))
        self.coin = pg.PlotDataItem([0, 1], [0, 1], pen=pen("gamma", 1.5, Qt.DotLine))
        key = legend(p, columns=1)
        for item, name in ((self.most, "the most any test can catch"), (self.fewest, "the fewest (a test turned "
                           "round)"), (self.coin, "a coin flip")):
            p.addItem(item)
            key.addItem(item, name)
        p.addItem(self.region)
        p.setRange(xRange=(0, 1), yRange=(0, 1), padding=0.02)
        self.curve_plot.setToolTip(TRADEOFF_TIP)
        self.loss_button = QPushButton(translatable("Find the most exposed person and show their privacy loss"))
        self.loss_button.setObjectName("riskLossButton")
        self.loss_button.setToolTip(LOSS_TIP)
        self.loss_text = WrappingLabel("")
        self.loss_text.setObjectName("riskLoss")
        self.loss_text.setToolTip(LOSS_TIP)
        self.loss_plot = new_plot("Privacy loss of the most exposed person")
        q = self.loss_plot.getPlotItem()
        style_plot(q, "Privacy loss of the most exposed person", "privacy loss of everything released",
                   "chance the loss is larger (log scale)", x_short=("privacy loss",))
        q.setLogMode(x=False, y=True)
        self.loss_curve = pg.PlotDataItem([], [], pen=pen("empirical", 2.0), stepMode="left")
        q.addItem(self.loss_curve)
        loss_key = legend(q, columns=1)
        loss_key.addItem(self.loss_curve, "chance the loss is larger than this")
        self.mean_line = RefLine(q, loss_key, "mean", "average", 90, symbol="E[L]")
        self.total_line = RefLine(q, loss_key, "guarantee", "total ε", 90, symbol="ε (the ledger's total)")
        self.worst_line = RefLine(q, loss_key, "threshold", "worst", 90, label_at=0.55,
                                  symbol="the largest loss possible")
        self.jobs = JobRunner(self, translatable("compute the ledger's total"))
        self.loss_jobs = JobRunner(self, translatable("compute the privacy loss"))
        self.loss_bar = JobBar(self.loss_jobs)
        row = QHBoxLayout()
        row.addWidget(LineLabel(translatable("Someone's starting belief:")))  # on two lines where narrow
        row.addWidget(self.prior, 1)
        row.addWidget(self.prior_label)
        plots = self.plot_row = QHBoxLayout()
        plots.addWidget(self.curve_plot, 1)
        plots.addWidget(self.loss_plot, 1)
        layout = QVBoxLayout(scrolled_page(self))  # taller than the room (presentation type): it scrolls
        layout.addWidget(self.intro)
        layout.addLayout(row)
        layout.addWidget(self.posterior)
        layout.addWidget(self.tradeoff)
        layout.addLayout(plots, 1)
        layout.addWidget(self.loss_button)
        layout.addWidget(self.loss_bar)
        layout.addWidget(self.loss_text)
        self.prior.valueChanged.connect(self._show_posterior)
        self.jobs.done.connect(self._risk_done)
        self.jobs.failed.connect(lambda message: self.posterior.setText(red(message)))
        self.loss_button.clicked.connect(self.show_loss)
        self.loss_jobs.done.connect(self._loss_done)
        self.loss_jobs.failed.connect(lambda message: self.loss_text.setText(red(message)))
        self.loss_jobs.cancelled.connect(self._loss_cancelled)

    def set_presentation(self, on: bool) -> None:
        """Presentation mode: the plots' type twice as large, lines thicker (the app's fonts follow by themselves)."""
        self.presenting = on
        stack_in_presentation(self.plot_row, on)
        present_plot(self.curve_plot.getPlotItem(), on)
        present_plot(self.loss_plot.getPlotItem(), on)
        thicken(on, self.most, self.fewest, self.coin, self.loss_curve)
        for ref in (self.mean_line, self.total_line, self.worst_line):
            present_line_label(ref.line, on)

    def prior_value(self) -> float:
        return self.prior.value() / 100.0

    # --- the ledger's total: posterior and trade-off --------------------------------------------------------
    def refresh(self) -> None:
        entries = self.src.session_ledger().composed
        delta = self.delta
        self.intro.setText(tr(INTRO).format(delta=delta_words(delta)))  # (in the language in use: a switch's refresh)
        if self.loss is not None and self.loss[0].distribution.releases != sum(e.releases for e in entries):
            self.loss_text.setText(tr("The ledger has changed since this privacy loss was computed: press the "
                                      "button again for everything released now."))
        asked = (tuple(entries), delta, current())
        if asked == self._asked and (self.jobs.pending or self._answered == asked):
            return  # asked again for the same ledger: the sentence shown, or the one on its way, answers it
        self._asked = asked
        self.posterior.setText(tr("Adding up what was released…"))
        self.jobs.submit(lambda _progress, _cancelled: ledger_risk(entries, delta))

    def _risk_done(self, risk) -> None:
        self.risk, self._answered = risk, self._asked
        self._show_posterior()
        self.tradeoff.setText(shown(risk.tradeoff_sentence()) if risk.releases else
                              tr("Nothing has been released yet: no test can do better than a coin flip."))
        alpha, most, fewest = attacker.tradeoff_curve(risk.epsilon, risk.delta)
        self.most.setData(alpha, most)
        self.fewest.setData(alpha, fewest)
        self.riskShown.emit()

    def _show_posterior(self, *_args) -> None:
        prior = self.prior_value()
        self.prior_label.setText(attacker.chance_text(prior))
        if self.risk is None:
            return
        self.posterior.setText(shown(self.risk.posterior_sentence(prior)))  # core.attacker's words, numbers in
        self.posterior.setToolTip(shown(self.risk.formula()))  # the language's separators

    # --- the most exposed person's loss -----------------------------------------------------------------------
    def _loss_cancelled(self) -> None:
        self.loss_text.setText(tr("Cancelled: the privacy loss was not computed."))

    def show_loss(self) -> None:
        exp = self.src.experiments.experiment
        if exp is None:
            show_no_settings(self.src, self.loss_jobs, self.loss_text)
            return
        entries, delta = self.src.session_ledger().composed, self.delta
        key, notion, workspace = self.src.scenario.key, exp.params.neighbours, self.src.scenario.key
        self.loss_text.setText(tr("Searching for the most exposed person…"))

        def work(progress, cancelled):
            fams = neighbour_families(key, exp.dataset, exp.problem, notion)
            found = most_exposed(exp.mechanism, fams, progress, cancelled)
            if getattr(found, "cancelled", False) or cancelled():
                raise Cancelled()
            risk = ledger_risk(entries, delta)
            result = exposure_loss(exp, found.worst_change, entries, workspace, data_fingerprint(exp), cancelled)
            return result, risk, found.description

        self.loss_jobs.submit(work)

    def _loss_done(self, payload) -> None:
        result, risk, person = payload
        self.loss = payload
        d = result.distribution
        self.loss_text.setText(shown(exposure_sentence(result, risk, person)))  # (words(): numbers localized here)
        x, y = survival_curve(d)
        self.loss_curve.setData(x, y)
        mean, worst = d.mean(), d.largest()
        self.mean_line.set(mean if math.isfinite(mean) else None, loss_text(mean))
        self.total_line.set(risk.epsilon, loss_text(risk.epsilon))
        self.worst_line.set(worst if math.isfinite(worst) else None, loss_text(worst))
        q = self.loss_plot.getPlotItem()  # the chances fitted; the losses to the worst case and the total ε
        q.enableAutoRange(axis="y")
        right = max(v for v in (float(x.max()) if x.size else 0.0, risk.epsilon, worst) if math.isfinite(v))
        q.setXRange(float(x.min()) if x.size else 0.0, right, padding=0.04)
        self.lossShown.emit()

