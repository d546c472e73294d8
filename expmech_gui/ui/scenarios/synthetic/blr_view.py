"""The synthetic-data view of the net mechanism: the real database beside the synthetic one (exact expected fraction
per element and one released y), every query's error against the BLR bound, the exact distribution of the largest
error at several ε beside a simulation, and how the largest error shrinks as n grows — computed by
``compute.compute`` on a background job, numbers in words from core.formatting; above them the lecture's choice of m
and α (net_mechanism.theory_parameters) with a *Use the theory's m* button."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame, QGridLayout, QHBoxLayout, QPushButton, QScrollArea, QSizePolicy, QVBoxLayout, QWidget
)

from ....core import formatting
from ....scenarios.synthetic.net import MAX_SYNTHETIC, multiset_label, net_size
from ....scenarios.synthetic.net_mechanism import EXACT_MAX_NET, theory_parameters
from ....release_record import SYNTHETIC_TABLE_OUTPUT, release_entry
from ... import language
from ...catalogue import tr
from ...widgets.plots import CategoryAxes, legend, pen, present_plot, style_plot
from ...widgets.scrolling import stack_in_presentation
from ...widgets.plots.kit import (
    LONG_DASH, exact_markers, fit_plot, present_bars, present_markers, simulated_bars, thicken
)
from ...widgets.privacy.common import (JobBar, JobRunner, ViewInputs, new_plot, red, say_when_cancelled,
                                       show_no_settings)
from ...widgets.text import WrappingLabel, esc
from .blr_compute import compute, dkw_half_width
from ....core.translatable import translatable

DATA_TITLE = "Real and synthetic database: fraction of people per element"
QUERIES_TITLE = "Error of every query"
CDF_TITLE = "Chance the largest error is at most x"
SCALING_TITLE = "Largest error as the number of people n grows"
MAX_NAMED_QUERIES = 10  # more queries are numbered on their axis (names in the tooltip)
CDF_STYLES = (Qt.DotLine, Qt.SolidLine, LONG_DASH)  # ε/4, ε, 4ε
GUARANTEE = "guarantee (holds with 95% chance)"  # Blum, Ligett & Roth's bound, named in the tooltip
WHAT_THIS_SHOWS = (
    translatable(
        "<b>What this shows.</b> Instead of answering questions about the people one at a time, the method publishes "
    "a small made-up (“synthetic”) table of people, drawn at random so that it answers the questions (“what share "
    "of people said yes to A?”) about as the real table does. Anyone may then ask it all those questions, as often "
    "as they like, with no further privacy cost. The plots show the real and the made-up table side by side, how "
    "wrong the made-up table's answer to each question is, the chance that its worst answer is off by at most a "
    "given amount, and how that worst error shrinks as more people are in the data."))
WHAT_TIP = translatable(
    "The net mechanism of Blum, Ligett & Roth (2008): the exponential mechanism over every multiset of m "
    "elements, scored by minus the largest error over the query class Q; its error is at most "
    "√(ln|Q|/m) + (m ln|X| + ln(1/β))·2/(εn) with chance 1 − β.")


class BLRView(QWidget):
    """Four plots and the words under them; ``blrShown`` is emitted when a computation is drawn."""

    blrShown = Signal()

    def __init__(self, inputs: ViewInputs, settings_of, queries_of, set_m=None, parent=None) -> None:
        super().__init__(parent)
        self.src, self.settings_of, self.queries_of, self.set_m = inputs, settings_of, queries_of, set_m
        self.theory = WrappingLabel("")
        self.theory.setObjectName("blrTheory")
        self.theory.setTextFormat(Qt.RichText)
        self.use_theory_m = QPushButton(translatable("Use the theory's m"))
        self.use_theory_m.setObjectName("blrUseTheoryM")
        self.use_theory_m.setEnabled(False)
        self.use_theory_m.clicked.connect(self._use_theory_m)
        self.theory_parameters = None
        self.data_plot = new_plot(DATA_TITLE)
        p = self.data_plot.getPlotItem()
        self.data_legend = legend(p, columns=3)
        self.real_bars = simulated_bars(0.38)
        self.sample_bars = simulated_bars(0.38)
        self.expected_markers = exact_markers()
        for item in (self.real_bars, self.sample_bars, self.expected_markers):
            p.addItem(item)
        present_bars(self.real_bars, False, key="gamma")
        self.data_axes = CategoryAxes(p, self._redraw_data)
        self.query_plot = new_plot(QUERIES_TITLE)
        q = self.query_plot.getPlotItem()
        self.query_legend = legend(q, columns=2)
        self.query_bars = simulated_bars(0.6)
        self.query_expected = exact_markers()
        self.bound_line = pg.InfiniteLine(angle=0, pen=pen("guarantee", 2, Qt.DashDotDotLine))
        self.bound_marker = pg.PlotDataItem([], [], pen=pen("guarantee", 2, Qt.DashDotDotLine))
        self.max_line = pg.InfiniteLine(angle=0, pen=pen("mean", 2, Qt.DashLine))
        self.max_marker = pg.PlotDataItem([], [], pen=pen("mean", 2, Qt.DashLine))
        for item in (self.query_bars, self.query_expected, self.bound_line, self.max_line):
            q.addItem(item)
        self.query_axes = CategoryAxes(q, self._redraw_queries)
        self.cdf_plot = new_plot(CDF_TITLE)
        c = self.cdf_plot.getPlotItem()
        self.cdf_legend = legend(c, columns=2)
        self.cdf_curves = [pg.PlotDataItem([], [], pen=pen("exact", 2, style), stepMode="right")
                           for style in CDF_STYLES]
        self.sim_low = pg.PlotDataItem([], [], pen=pg.mkPen(None), stepMode="right")
        self.sim_high = pg.PlotDataItem([], [], pen=pg.mkPen(None), stepMode="right")
        self.sim_band = pg.FillBetweenItem(self.sim_low, self.sim_high, brush=pg.mkBrush(86, 180, 233, 90))
        self.sim_curve = pg.PlotDataItem([], [], pen=pen("empirical", 1.5), stepMode="right")
        self.cdf_bound = pg.InfiniteLine(angle=90, pen=pen("guarantee", 2, Qt.DashDotDotLine))
        for item in (self.sim_low, self.sim_high, self.sim_band, self.sim_curve, *self.cdf_curves, self.cdf_bound):
            c.addItem(item)
        self.scaling_plot = new_plot(SCALING_TITLE)
        s = self.scaling_plot.getPlotItem()
        s.setLogMode(x=True, y=False)
        self.scaling_legend = legend(s, columns=2)
        self.scaling_exact = pg.PlotDataItem([], [], pen=pen("exact", 2), symbol="o", symbolSize=7,
                                             symbolBrush=pg.mkBrush(213, 94, 0))
        self.scaling_sim = pg.PlotDataItem([], [], pen=None, symbol="s", symbolSize=6,
                                           symbolBrush=pg.mkBrush(86, 180, 233))
        self.scaling_ci = pg.ErrorBarItem(x=np.zeros(0), y=np.zeros(0), pen=pen("empirical", 1.5), beam=0.05)
        self.scaling_bound = pg.PlotDataItem([], [], pen=pen("guarantee", 2, Qt.DashDotDotLine))
        for item in (self.scaling_bound, self.scaling_exact, self.scaling_ci, self.scaling_sim):
            s.addItem(item)
        self.jobs = JobRunner(self, translatable("compute the synthetic database's errors"))
        self.job_bar = JobBar(self.jobs, delay_ms=300)
        self.what = WrappingLabel(WHAT_THIS_SHOWS)
        self.what.setObjectName("blrWhat")
        self.what.setTextFormat(Qt.RichText)
        self.what.setToolTip(WHAT_TIP)
        self.words = WrappingLabel("")
        self.words.setObjectName("blrWords")
        self.words.setTextFormat(Qt.RichText)
        # four plots in a 2 × 2 grid; in presentation (type twice as large) one under the other, scrolled
        content = QWidget()
        self.grid = QGridLayout()
        self._place(False)
        self.inner = QVBoxLayout(content)
        self.inner.setContentsMargins(0, 0, 0, 0)
        self.inner.addLayout(self.grid, 1)
        self.inner.addWidget(self.words)
        self.scroll = QScrollArea(widgetResizable=True, frameShape=QFrame.NoFrame)
        self.scroll.setWidget(content)
        self.theory_row = QWidget()
        theory_row = self.theory_layout = QHBoxLayout(self.theory_row)
        theory_row.setContentsMargins(0, 0, 0, 0)
        theory_row.addWidget(self.theory, 1)
        theory_row.addWidget(self.use_theory_m)
        self.outer = QVBoxLayout(self)
        self.outer.addWidget(self.job_bar)
        self.outer.addWidget(self.scroll, 1)
        self._place_words(False)
        self.jobs.done.connect(self._show)
        self.jobs.failed.connect(lambda message: self.words.setText(red(message)))
        say_when_cancelled(self.jobs, self.words)
        self.shown = None
        self.presenting = False

    def plots(self) -> tuple:
        return self.data_plot, self.query_plot, self.cdf_plot, self.scaling_plot

    def _place(self, stacked: bool) -> None:
        for i, plot in enumerate(self.plots()):
            self.grid.removeWidget(plot)
            self.grid.addWidget(plot, *((i, 0) if stacked else divmod(i, 2)))
            plot.setMinimumSize(260, 480 if stacked else 270)  # 270: 'largest error (share of people)' whole
            # in the grid the plots share the view's height (their own size hint would make it scroll)
            plot.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Preferred if stacked else QSizePolicy.Ignored)

    def _place_words(self, scrolled: bool) -> None:
        """What the view shows and the theory's row above the plots; ``scrolled`` (presentation): with them, in the
        scroll area (in presentation type they were 500 px tall, and the window grew past the screen)."""
        for widget in (self.what, self.theory_row):
            self.inner.removeWidget(widget)
            self.outer.removeWidget(widget)
        into, at = (self.inner, 0) if scrolled else (self.outer, 1)
        into.insertWidget(at, self.what)
        into.insertWidget(at + 1, self.theory_row)
        stack_in_presentation(self.theory_layout, scrolled)

    def set_presentation(self, on: bool) -> None:
        """Presentation mode: type twice as large, thicker lines and bigger markers, the plots one under another."""
        self.presenting = on
        self._place(on)
        self._place_words(on)
        for plot in self.plots():
            present_plot(plot.getPlotItem(), on)
        for markers in (self.expected_markers, self.query_expected):
            present_markers(markers, on)
        present_bars(self.real_bars, on, key="gamma")
        for bars in (self.sample_bars, self.query_bars):
            present_bars(bars, on, outline="score")
        thicken(on, self.bound_line, self.max_line, self.cdf_bound, self.sim_curve, self.scaling_exact,
                self.scaling_bound, *self.cdf_curves)

    def refresh(self) -> None:
        exp = self.src.experiments.experiment
        if exp is None:
            show_no_settings(self.src, self.jobs, self.words)
            return
        try:
            settings = self.settings_of(exp)
            queries = self.queries_of(exp.dataset, settings)
        except Exception as exc:  # noqa: BLE001 — a refusal in words, never a traceback
            self.words.setText(red(esc(str(exc))))
            return
        self._show_theory(exp, queries)
        trials, seed = int(exp.params.trials), exp.params.seed
        self.words.setText(tr("Computing the exact error distributions…"))
        self.jobs.submit(lambda progress, cancelled: compute(exp, settings, queries, trials, seed, progress,
                                                             cancelled))

    def _show_theory(self, exp, queries) -> None:
        """The lecture's m = n^(2/3)·ln|C| and α = n^(−1/3) for these data, with the error they guarantee."""
        hist = exp.dataset
        t = theory_parameters(int(hist.n), queries.size, len(hist.elements), exp.params.epsilon)
        self.theory_parameters = t
        fmt = formatting
        error = (tr("at most <b>{share}</b> of the people ({count} people)").format(
                     share=fmt.percent(t.error), count=fmt.plain(t.error_count)) if t.error < 1 else
                 tr("{share} of the people: nothing is guaranteed at this n").format(share=fmt.percent(t.error)))
        text = tr("<b>The theory's choice</b> (Naor's lectures): m = n<sup>2/3</sup>·ln|C| = <b>{m}</b> made-up people "
                  "and α = n<sup>−1/3</sup> = {alpha} for n = {n} and |C| = {queries} questions; the largest error is "
                  "then {error}, with chance {chance} at ε = {epsilon} — it shrinks like "
                  "n<sup>−1/3</sup>·ln|C|·ln|U|/ε. ").format(
            m=fmt.count(t.m), alpha=fmt.percent(t.alpha), n=fmt.count(t.n), queries=fmt.count(t.queries),
            error=error, chance=fmt.probability(1 - t.beta), epsilon=fmt.plain(t.epsilon))
        size = net_size(len(hist.elements), t.m) if t.m <= MAX_SYNTHETIC else None
        if size is None:
            text += tr("That m is more than the {most} made-up people the app takes.").format(most=MAX_SYNTHETIC)
        elif size > EXACT_MAX_NET:
            text += tr("Its net has {size} tables, more than the {most} computed exactly here: "
                       "<code>expmech run blr … --streamed</code> samples it.").format(
                size=fmt.large_number(float(size)), most=fmt.count(EXACT_MAX_NET))
        else:
            text += tr("Its net has {size} tables.").format(size=fmt.count(size))
        self.theory.setText(language.shown(text))
        self.use_theory_m.setEnabled(self.set_m is not None and size is not None and size <= EXACT_MAX_NET
                                     and t.m != int(self.settings_of(exp)["blr_m"]))

    def _use_theory_m(self) -> None:
        if self.theory_parameters is not None and self.set_m is not None:
            self.set_m(self.theory_parameters.m)

    # --- drawing --------------------------------------------------------------------------------------------
    def _redraw_data(self) -> None:
        if self.shown is None:
            return
        d = self.shown
        pos = np.arange(d.real.size, dtype=float)
        self.data_axes.bars(self.real_bars, pos - 0.2, d.real, 0.38)
        self.data_axes.bars(self.sample_bars, pos + 0.2, d.sample / d.m, 0.38)
        self.data_axes.points(self.expected_markers, pos + 0.2, d.expected_synthetic)
        top = max(float(d.real.max()), float((d.sample / d.m).max()), float(d.expected_synthetic.max()))
        self.data_axes.ranges(-0.6, d.real.size - 0.4, 0.0, min(1.0, top * 1.1) or 1.0)
        self.data_axes.style(DATA_TITLE, "element", "fraction of people", val_short=("share",))

    def _redraw_queries(self) -> None:
        if self.shown is None:
            return
        d = self.shown
        first = 0 if self.query_axes.names else 1  # numbered queries count from 1, as in the axis' tooltip
        pos = np.arange(first, first + d.queries.size, dtype=float)
        self.query_axes.bars(self.query_bars, pos, d.sample_errors, 0.6)
        self.query_axes.points(self.query_expected, pos, d.expected_query_errors)
        for line in (self.bound_line, self.max_line):
            self.query_axes.value_line(line)
        self.bound_line.setValue(d.law.bound.total)
        self.max_line.setValue(float(d.sample_errors.max()))
        top = max(float(d.sample_errors.max()), float(d.expected_query_errors.max()), d.law.bound.total)
        self.query_axes.ranges(first - 0.6, first + d.queries.size - 0.4, 0.0, top * 1.08 or 1.0)
        self.query_axes.style(QUERIES_TITLE, "question", "error (share of people)", val_short=("error",))
        self.query_axes.plot.getAxis("left" if not self.query_axes.horizontal else "bottom").setToolTip(
            tr("|q(real) − q(synthetic)|: the difference between the two tables' answers"))

    def retranslate(self) -> None:
        """A change of language: the made-up table shown says its words again in it (no new draw: a draw is a
        release); its plots follow by themselves (kit.retranslate)."""
        if self.shown is not None:
            self._show_theory(self.shown.experiment, self.shown.queries)
            self.words.setText(self._words(self.shown))

    def _show(self, d) -> None:
        if d.experiment is not self.src.experiments.experiment:
            return
        ledger = self.src.session_ledger() if self.src.session_ledger is not None else None
        if ledger is not None:  # the made-up table drawn is published once shown: one release, if the budget allows
            refusal = ledger.release(release_entry(d.experiment, self.src.scenario.key, SYNTHETIC_TABLE_OUTPUT))
            if refusal is not None:
                self.words.setText(red(tr("Not shown: {refusal} Raise the budget under Privacy bill to draw it.")
                                       .format(refusal=refusal)))
                return
        self.shown = d
        self.data_axes.set_names(list(d.experiment.dataset.elements))
        self._redraw_data()
        self.data_legend.clear()
        self.data_legend.addItem(self.real_bars, "real data")
        self.data_legend.addItem(self.sample_bars, "one released made-up table")
        self.data_legend.addItem(self.expected_markers, "expected synthetic (exact)")
        names = list(d.queries.labels)
        self.query_axes.set_names(names if len(names) <= MAX_NAMED_QUERIES else None)
        self.query_axes.axis().setToolTip("\n".join(f"{i + 1}. {n}" for i, n in enumerate(names)))
        self._redraw_queries()
        self.query_legend.clear()
        self.query_legend.addItem(self.query_bars, "released made-up table")
        self.query_legend.addItem(self.query_expected, "expected (exact)")
        self.query_legend.addItem(self.max_marker, "its largest error")
        self.query_legend.addItem(self.bound_marker, GUARANTEE)
        self._draw_cdf(d)
        self._draw_scaling(d)
        self.words.setText(self._words(d))
        for plot in self.plots():  # the legends were refilled: as many columns as fit
            fit_plot(plot.getPlotItem())
        self.blrShown.emit()

    def _draw_cdf(self, d) -> None:
        self.cdf_legend.clear()
        hi = max([float(law.errors.max()) for law in d.laws] + [float(d.simulated_errors.max()), 0.01])
        for curve, law in zip(self.cdf_curves, d.laws):
            x = np.r_[0.0, law.errors, hi * 1.05]
            y = np.r_[0.0, law.cdf, 1.0]
            curve.setData(x, y)
            self.cdf_legend.addItem(curve, f"exact, ε = {formatting.plain(law.epsilon)}")
        for curve in self.cdf_curves[len(d.laws):]:
            curve.setData([], [])
        sims = np.sort(d.simulated_errors)
        values, counts = np.unique(sims, return_counts=True)
        ecdf = np.cumsum(counts) / sims.size
        x = np.r_[0.0, values, hi * 1.05]
        y = np.r_[0.0, ecdf, 1.0]
        half = dkw_half_width(sims.size)
        self.sim_curve.setData(x, y)
        self.sim_low.setData(x, np.clip(y - half, 0, 1))
        self.sim_high.setData(x, np.clip(y + half, 0, 1))
        self.cdf_legend.addItem(self.sim_curve, f"simulated at ε = {formatting.plain(d.experiment.params.epsilon)} "
                                                f"({formatting.count(sims.size)} releases, 95% band)")
        self.cdf_bound.setValue(d.law.bound.total)
        self.cdf_legend.addItem(self.bound_marker, GUARANTEE)
        c = self.cdf_plot.getPlotItem()
        c.setXRange(0.0, max(hi * 1.05, d.law.bound.total * 1.05), padding=0)
        c.setYRange(0.0, 1.02, padding=0)
        style_plot(c, CDF_TITLE, "largest error x (share of people)", "chance", x_short=("largest error x",))

    def _draw_scaling(self, d) -> None:
        n = np.array([p.n for p in d.scaling], dtype=float)
        exact = np.array([p.expected for p in d.scaling])
        sim = np.array([p.simulated_mean for p in d.scaling])
        half = np.array([p.simulated_half for p in d.scaling])
        bound = np.array([p.bound for p in d.scaling])
        self.scaling_exact.setData(n, exact)
        self.scaling_sim.setData(n, sim)
        self.scaling_ci.setData(x=np.log10(n), y=sim, top=half, bottom=half)
        self.scaling_bound.setData(n, bound)
        self.scaling_legend.clear()
        self.scaling_legend.addItem(self.scaling_exact, "expected largest error (exact)")
        self.scaling_legend.addItem(self.scaling_sim, "simulated mean (95% interval)")
        self.scaling_legend.addItem(self.scaling_bound, GUARANTEE)
        s = self.scaling_plot.getPlotItem()
        s.setYRange(0.0, float(max(bound.max(), exact.max())) * 1.05, padding=0)
        style_plot(s, SCALING_TITLE, "people n (log scale)", "largest error (share of people)",
                   y_short=("largest error",))

    @staticmethod
    def _words(d) -> str:
        law = d.law
        b = law.bound
        elements = d.experiment.dataset.elements
        label = esc(multiset_label(d.sample, elements))
        within = float(law.cdf[law.errors <= b.total + 1e-12][-1]) if np.any(law.errors <= b.total + 1e-12) else 0.0
        fmt = formatting
        head = tr("One release: the made-up table <b>{label}</b> ({m} people); its largest error over the {queries} "
                  "questions is <b>{error}</b> of the people. On average the largest error is {mean} (exact); the "
                  "best made-up table of this size has {best}.").format(
            label=label, m=d.m, queries=fmt.count(d.queries.size), error=fmt.percent(float(d.sample_errors.max())),
            mean=fmt.percent(law.expected), best=fmt.percent(d.best_error))
        bound = tr(" The guarantee at ε = {epsilon}: the largest error is at most <b>{total}</b> with chance at least "
                   "{chance} ({alpha} because the made-up table is small, plus {privacy} for privacy); here the exact "
                   "chance is {within}.").format(
            epsilon=fmt.plain(law.epsilon), total=fmt.percent(b.total), chance=fmt.probability(1 - b.beta),
            alpha=fmt.percent(b.alpha), privacy=fmt.percent(b.privacy_term), within=fmt.probability(within))
        slides = tr(" For the first part to be {share} the lecture's slides take a made-up table of {m} people: a "
                    "choice among {net} possible tables.").format(
            share=fmt.percent(0.1), m=fmt.count(d.slides_m), net=fmt.large_number(float(d.slides_net)))
        return language.shown(head + bound + slides + " " + esc(d.sample_bounds.sentence()))
