"""The Learning view: the learned concept's error on this data (exact pmf grouped by error, beside simulated runs
with 95% intervals), its true error where the distribution is known, and error against n — the exact expected error
on each of many datasets drawn at each n (simulated over the draws, 95% intervals) — with the lecture's bound
overlaid. All of it from scenarios.pac.learning on a background job, in words from core.formatting."""
from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from ....core import formatting
from ....core.translatable import translatable, words
from ....scenarios.pac import learning as pac_learning
from ... import language
from ...catalogue import tr
from ...widgets.plots import legend, pen, present_plot, style_plot
from ...widgets.plots.kit import exact_markers, present_bars, present_markers, simulated_bars, thicken
from ...widgets.privacy.common import (JobBar, JobRunner, ViewInputs, new_plot, red, say_when_cancelled,
                                       show_no_settings)
from ...widgets.text import WrappingLabel, esc

MAX_VIEW_TRIALS = 200_000
LAW_TITLE = "Error of the learned concept on this data"
CURVE_TITLE = "Error against the number of points n"


rate = formatting.percent  # an error rate: '12.2%', 'unknown'


def compute(exp, make_setup, trials: int, seed: int | None, progress, cancelled):
    """Everything the view shows (on the job thread)."""
    settings = exp.params.setting_values
    s = make_setup(exp.dataset, settings)
    law = pac_learning.error_law(s, exp.mechanism.pmf)
    counts = exp.mechanism.sample_counts(trials, np.random.default_rng(seed))
    beta = float(settings["beta"])
    summary = pac_learning.report(s, law, counts, exp.params.epsilon, beta)
    b = summary["bound"]
    ns = pac_learning.curve_sizes(s.n, s.m, exp.params.epsilon, beta, b["opt_used"], b["base_rate"], s.known)
    curves = pac_learning.learning_curves(s, exp.mechanism, ns, seed, progress=progress, cancelled=cancelled)
    return exp, s, law, pac_learning.simulated_empirical(law, counts), summary, curves


class LearningView(QWidget):
    """Two plots (the error law at this n; error against n with the bound) and the words under them."""

    learningShown = Signal()

    def __init__(self, inputs: ViewInputs, make_setup, parent=None) -> None:
        super().__init__(parent)
        self.src, self.make_setup = inputs, make_setup
        self.law_plot = new_plot(LAW_TITLE)
        p = self.law_plot.getPlotItem()
        self.law_legend = legend(p, columns=2)
        self.sim_bars = simulated_bars(0.01)
        self.sim_ci = pg.ErrorBarItem(x=np.zeros(0), y=np.zeros(0), pen=pen("mean", 1.5, over_bars=True), beam=0.0)
        self.exact_empirical = exact_markers()
        self.exact_true = pg.PlotDataItem([], [], pen=None, symbol="d", symbolSize=8,
                                          symbolBrush=pg.mkBrush(*pg.mkColor(pen("opt").color()).getRgb()[:3]))
        self.erm_line = pg.InfiniteLine(angle=90, pen=pen("opt", 2))
        self.erm_marker = pg.PlotDataItem([], [], pen=pen("opt", 2))
        for item in (self.sim_bars, self.sim_ci, self.exact_empirical, self.exact_true, self.erm_line):
            p.addItem(item)
        self.curve_plot = new_plot(CURVE_TITLE)
        q = self.curve_plot.getPlotItem()
        self.curve_legend = legend(q, columns=2)
        self.em_curve = pg.PlotDataItem([], [], pen=pen("exact", 2), symbol="o", symbolSize=5,
                                        symbolBrush=pg.mkBrush(*pg.mkColor(pen("exact").color()).getRgb()[:3]))
        self.em_ci = pg.ErrorBarItem(x=np.zeros(0), y=np.zeros(0), pen=pen("exact", 1.2, over_bars=True), beam=0.02)
        self.erm_curve = pg.PlotDataItem([], [], pen=pen("opt", 2, Qt.DashLine))
        self.empirical_curve = pg.PlotDataItem([], [], pen=pen("empirical", 2, Qt.DotLine))
        self.bound_curve = pg.PlotDataItem([], [], pen=pen("guarantee", 2, Qt.DashDotDotLine))
        self.base_line = pg.InfiniteLine(angle=0, pen=pen("threshold", 1.5, Qt.DotLine))
        self.base_marker = pg.PlotDataItem([], [], pen=pen("threshold", 1.5, Qt.DotLine))
        self.useful_line = pg.InfiniteLine(angle=90, pen=pen("guarantee", 1.5, Qt.DashLine))
        self.now_line = pg.InfiniteLine(angle=90, pen=pen("gamma", 1.5, Qt.DashDotLine))
        self.useful_marker = pg.PlotDataItem([], [], pen=pen("guarantee", 1.5, Qt.DashLine))
        self.now_marker = pg.PlotDataItem([], [], pen=pen("gamma", 1.5, Qt.DashDotLine))
        for item in (self.bound_curve, self.erm_curve, self.empirical_curve, self.em_ci, self.em_curve,
                     self.base_line, self.useful_line, self.now_line):
            q.addItem(item)
        self.jobs = JobRunner(self, translatable("compute the learning curves"))
        self.job_bar = JobBar(self.jobs, translatable("values of n"), delay_ms=300)
        self.words = WrappingLabel("")  # as tall as their text: the scroll area below scrolls them

        self.words.setObjectName("learningWords")
        self.words.setTextFormat(Qt.RichText)
        self.bound_words = WrappingLabel("")
        self.bound_words.setObjectName("learningBound")
        self.bound_words.setTextFormat(Qt.RichText)
        for plot in (self.law_plot, self.curve_plot):  # legends never widen the view past its tab
            plot.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Expanding)
        plots = QHBoxLayout()
        plots.addWidget(self.law_plot, 1)
        plots.addWidget(self.curve_plot, 1)
        text = QWidget()
        column = QVBoxLayout(text)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.words)
        column.addWidget(self.bound_words)
        column.addStretch(1)
        self.text_area = QScrollArea()  # the words scroll rather than squeeze the plots (presentation mode)
        self.text_area.setWidget(text)
        self.text_area.setWidgetResizable(True)
        self.text_area.setFrameShape(QFrame.NoFrame)
        self.text_area.setMinimumHeight(60)
        layout = QVBoxLayout(self)
        layout.addWidget(self.job_bar)
        layout.addLayout(plots, 3)
        layout.addWidget(self.text_area, 1)
        self.jobs.done.connect(self._show)
        self.jobs.failed.connect(lambda message: self.words.setText(red(message)))
        say_when_cancelled(self.jobs, self.words)
        self.shown = None
        self.presenting = False

    def set_presentation(self, on: bool) -> None:
        """Presentation mode: type twice as large, thicker lines and bigger markers, n labelled by decades only."""
        self.presenting = on
        for plot in (self.law_plot, self.curve_plot):
            present_plot(plot.getPlotItem(), on)
        for markers in (self.exact_empirical, self.exact_true):
            present_markers(markers, on)
        present_bars(self.sim_bars, on, outline="score")
        thicken(on, self.erm_line, self.em_curve, self.erm_curve, self.empirical_curve, self.bound_curve,
                self.base_line, self.useful_line, self.now_line)
        if self.shown is not None:
            exp, s, _law, _sim, summary, curves = self.shown
            self._draw_curves(s, summary, curves, exp.params.epsilon)

    def refresh(self) -> None:
        exp = self.src.experiments.experiment
        if exp is None:
            show_no_settings(self.src, self.jobs, self.words, self.bound_words)
            return
        trials = int(min(exp.params.trials, MAX_VIEW_TRIALS))
        self.words.setText(language.shown(tr("Computing the learned concept's error and simulating {count} runs…")
                                          .format(count=formatting.count(trials))))
        self.jobs.submit(lambda progress, cancelled: compute(exp, self.make_setup, trials, exp.params.seed,
                                                            progress, cancelled))

    def retranslate(self) -> None:
        """View ▸ Language: the results on screen said again in the new language from what was computed
        (ui/workspaces/views.py), never simulated again — a switch changes words and separators, not results."""
        if self.shown is not None:
            self._show(self.shown)

    # --- drawing --------------------------------------------------------------------------------------------------
    def _show(self, payload) -> None:
        exp, s, law, sim, summary, curves = payload
        if exp is not self.src.experiments.experiment or curves is None:
            return
        self.shown = payload
        self._draw_law(s, law, sim, summary)
        self._draw_curves(s, summary, curves, exp.params.epsilon)
        self.words.setText(self._words(exp, s, summary))
        self.bound_words.setText(self._bound_words(exp, s, summary, curves))
        self.learningShown.emit()

    def _draw_law(self, s, law, sim, summary) -> None:
        keys, freq, lo, hi = sim
        width = 0.8 / max(s.n, 1)
        self.sim_bars.setOpts(x=keys, height=freq, width=width)
        self.sim_ci.setData(x=keys, y=freq, top=hi - freq, bottom=freq - lo)
        ex, em = law.empirical()
        self.exact_empirical.setData(ex, em)
        true = law.true()
        self.exact_true.setData(*(true if true is not None else ([], [])))
        self.exact_true.setVisible(true is not None)
        self.erm_line.setValue(summary["erm_empirical_error"])
        p = self.law_plot.getPlotItem()
        self.law_legend.clear()
        self.law_legend.addItem(self.sim_bars, "simulated (95% interval)")
        self.law_legend.addItem(self.exact_empirical, "exact: empirical")
        if true is not None:
            self.law_legend.addItem(self.exact_true, "exact: true")
        self.law_legend.addItem(self.erm_marker, "ERM (not private)")
        seen = np.concatenate([ex[em > 1e-4], true[0][true[1] > 1e-4] if true is not None else []])
        top = float(seen.max()) if seen.size else 1.0
        p.setXRange(-width, min(1.0, top + 0.05), padding=0)
        p.setYRange(0.0, max(float(em.max()), float(freq.max()) if freq.size else 0.0,
                             float(true[1].max()) if true is not None else 0.0) * 1.1 + 1e-9, padding=0)
        style_plot(p, LAW_TITLE, "error rate (share misclassified)", "chance", x_short=("error rate",))

    def _draw_curves(self, s, summary, curves, epsilon: float) -> None:
        x = np.log10(curves.ns.astype(np.float64))
        mean, lo, hi = curves.em_true
        self.em_curve.setData(x, mean)
        self.em_ci.setData(x=x, y=mean, top=hi - mean, bottom=mean - lo)
        self.erm_curve.setData(x, curves.erm_true[0])
        self.empirical_curve.setData(x, curves.em_empirical[0])
        b = summary["bound"]
        dense = np.geomspace(curves.ns[0], curves.ns[-1], 200)
        bound = pac_learning.true_error_bound(dense, s.m, epsilon, b["beta"], b["opt_used"],
                                              s.known)
        keep = bound <= 1.0
        self.bound_curve.setData(np.log10(dense[keep]), bound[keep])
        self.base_line.setValue(b["base_rate"])
        useful = b["n_bound_below_base_rate"]
        self.useful_line.setVisible(bool(useful is not None and useful <= curves.ns[-1]))
        if useful is not None:
            self.useful_line.setValue(math.log10(useful))
        self.now_line.setValue(math.log10(max(s.n, 1)))
        q = self.curve_plot.getPlotItem()
        self.curve_legend.clear()
        what = "true" if s.known else "resampled"
        self.curve_legend.addItem(self.em_curve, f"private: {what} (95%)")
        self.curve_legend.addItem(self.erm_curve, f"ERM: {what}")
        self.curve_legend.addItem(self.empirical_curve, "private: empirical")
        self.curve_legend.addItem(self.bound_curve, "bound")
        self.curve_legend.addItem(self.base_marker, "base rate")
        self.curve_legend.addItem(self.now_marker, "this data's n")
        if self.useful_line.isVisible():
            self.curve_legend.addItem(self.useful_marker, "bound meets base rate")
        decades = range(int(math.floor(x[0])), int(math.ceil(x[-1])) + 1)
        steps = (1,) if self.presenting else (1, 2, 5)
        marks = [v * 10 ** k for k in decades for v in steps if x[0] - 0.05 <= math.log10(v * 10 ** k) <= x[-1] + 0.05]
        q.getAxis("bottom").setTicks([[(math.log10(v), formatting.count(v)) for v in marks]])
        q.setXRange(x[0] - 0.05, x[-1] + 0.05, padding=0)
        q.setYRange(0.0, min(1.0, max(b["base_rate"], float(np.max(hi))) * 1.25 + 0.02), padding=0)
        style_plot(q, CURVE_TITLE, "n (points, log scale)", "error")

    @staticmethod
    def _words(exp, s, r) -> str:
        sim = r["simulated_empirical_error"]
        concepts = r["concept_class"]  # (its name in English, translated where shown: concepts.CLASS_NAMES)
        true = (tr("; true error <b>{error}</b> (exact, from {distribution})").format(
                    error=rate(r["expected_true_error"]), distribution=esc(s.truth.in_words())) if s.known else
                tr("; the true error is unknown: {why}").format(
                    why=esc(pac_learning.why_unknown(exp.dataset.truth, s.cls, s.d, words))))
        ties = tr(" (tied with {count} more)").format(count=f"{r['erm_ties'] - 1:,}") if r["erm_ties"] > 1 else ""
        erm_true = tr(", true error {error}").format(error=rate(r["erm_true_error"])) if s.known else ""
        return language.shown(tr(
            "The learner picks one of |C| = {size} {concepts} with ε = {epsilon}. Its expected empirical error is "
            "<b>{error}</b> (exact; simulated {mean}, 95% interval {low} to {high} over {runs} runs){true}. "
            "The non-private ERM {erm}{ties} misclassifies {erm_error} of the points{erm_true}.").format(
            size=formatting.count(r["class_size"]), concepts=esc(tr(concepts)),
            epsilon=formatting.plain(exp.params.epsilon), error=rate(r["expected_empirical_error"]),
            mean=rate(sim["mean"]), low=rate(sim["low_95"]), high=rate(sim["high_95"]),
            runs=formatting.count(sim["trials"]), true=true, erm=esc(r["erm_concept"]), ties=ties,
            erm_error=rate(r["erm_empirical_error"]), erm_true=erm_true))

    @staticmethod
    def _bound_words(exp, s, r, curves) -> str:
        b = r["bound"]
        n = max(s.n, 1)
        useful = b["n_bound_below_base_rate"]
        says = (tr("drops below 100% from n = {below_one} and below the base rate {base} from <b>n = {useful}</b>")
                .format(below_one=formatting.count(b["n_bound_below_one"]), base=rate(b["base_rate"]),
                        useful=formatting.count(useful)) if useful is not None else
                tr("never drops below the base rate: the best concept's own error is at or above it"))
        true = (tr(" and its true error is at most {error} (probability ≥ {p})").format(
                    error=rate(b["true_error_bound"]), p=formatting.probability(1 - 2 * b["beta"]))
                if b["true_error_bound"] < 1 else
                tr(", but the bound on its true error is above 100% at this n: it says nothing yet"))
        population = (tr("datasets drawn from the stated distribution") if s.known else
                      tr("datasets resampled from this data (its empirical distribution stands in for the unknown "
                         "one)"))
        return language.shown(tr(
            "Bound ({form}, Kamath's lecture; with uniform convergence over C): at n = {n} the private learner's "
            "empirical error exceeds the best by at most {alpha} (probability ≥ {p}){true}; the bound {says}. "
            "Curves: {population}, {draws} per n; on each the exact expected error of the mechanism's output.").format(
            form=esc(b["form"]), n=formatting.count(n), alpha=rate(b["privacy_alpha"]),
            p=formatting.probability(1 - b["beta"]), true=true, says=says, population=population,
            draws=formatting.count(curves.draws)))

