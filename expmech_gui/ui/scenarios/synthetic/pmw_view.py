"""The PMW view: one run of private multiplicative weights over the workspace's data, computed on a background
job (scenarios.synthetic.multiplicative_weights through the scenario's ``run``): how far the public hypothesis misses each query (update rounds
marked, the threshold T drawn), the KL potential going down, the updates made against the theory's maximum U, the
privacy spent against the budget, and a compact table of the rounds — with words for a non-expert."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QGridLayout, QSplitter, QVBoxLayout, QWidget

from ....core import formatting
from ....core.translatable import translatable
from ....experiment import fresh_seed
from ....release_record import release_entry
from ....scenarios.synthetic import pmw
from ... import language
from ...catalogue import tr
from ...widgets.plots import legend, pen, present_plot, style_plot
from ...widgets.plots.described import name_apart
from ...widgets.plots.kit import COLORS, present_markers, thicken
from ...widgets.plots.paint_turns import PaintTurns
from ...widgets.privacy.common import JobBar, JobRunner, ViewInputs, new_plot, red, say_when_cancelled, show_no_settings
from ...widgets.held_height import HeldHeight
from ...widgets.scrolling import scrolled_page
from ...widgets.text import WrappingLabel, esc
from .pmw_rounds import RoundsModel, RoundsTable, percent, row_texts, widest_rows

MISS_TITLE = "How far the guess misses each question"
KL_TITLE = "How far the guess is from the real data"
UPDATES_TITLE = "Corrections made, against the most the theory allows"
PRIVACY_TITLE = "Privacy spent against the budget"
WHAT_THIS_SHOWS = (
    translatable(
        "<b>What this shows.</b> Many questions are asked about the people in the table (“what share said yes to "
    "both?”). A public guess answers each one; only when it is clearly wrong does the method look at the real "
    "data, with noise, pay some privacy and correct the guess. So a long list of questions costs a privacy budget "
    "fixed in advance."))
WORDS_TIP = translatable(
    "Private multiplicative weights (Hardt & Rothblum 2010): a public guess of the data starts uniform; each "
    "query is compared, with noise, against the guess's answer. A miss of about T or more is an update "
    "round: a noisy true answer is released and the guess moves toward it, x ← x·e^(±η·q), normalised. "
    "Each update lowers the distance KL(data ‖ guess), which starts at most ln|X|, by at least "
    "ηT/2 − η², so there are at most U = ln|X| / (ηT/2 − η²) updates (16 ln|X| / T² at η = T/4).")
PLOT_MIN_WIDTH, PLOT_MIN_HEIGHT = 220, 120  # four plots above the table in the workspace's middle column


def _markers(color: str, symbol: str = "o", size: int = 7) -> pg.PlotDataItem:
    return pg.PlotDataItem([], [], pen=None, symbol=symbol, symbolSize=size, symbolBrush=pg.mkBrush(*COLORS[color]),
                           symbolPen=pg.mkPen("w", width=0.5))


def _set_words(label: WrappingLabel, text: str) -> None:
    """Set a wrapping label's text and fit its height afresh: its minimum height from a larger font (presentation
    mode) would otherwise bound the height it asks for."""
    label.setMinimumHeight(0)
    label.setText(text)


class PMWView(QWidget):
    """One PMW run over the workspace's data and settings; ``run(experiment, seed, cancelled)`` → (PMWRun,
    QueryClass) is the scenario's."""

    pmwShown = Signal()

    def __init__(self, inputs: ViewInputs, run, parent=None) -> None:
        super().__init__(parent)
        self.src, self.run_fn = inputs, run
        self.miss_plot, self.kl_plot = new_plot(MISS_TITLE), new_plot(KL_TITLE)
        self.updates_plot, self.privacy_plot = new_plot(UPDATES_TITLE), new_plot(PRIVACY_TITLE)
        p = self.miss_plot.getPlotItem()
        self.miss_legend = legend(p, columns=3)
        self.lazy_points = _markers("empirical", "o", 5)
        self.update_points = _markers("exact", "t", 9)
        self.threshold_line = pg.InfiniteLine(angle=0, pen=pen("threshold", 2, Qt.DotLine))
        self.threshold_marker = pg.PlotDataItem([], [], pen=pen("threshold", 2, Qt.DotLine))  # its legend entry
        for item in (self.lazy_points, self.update_points, self.threshold_line):
            p.addItem(item)
        self.kl_curve = pg.PlotDataItem([], [], pen=pen("score", 2), stepMode="right")
        self.kl_plot.getPlotItem().addItem(self.kl_curve)
        # its only curve, named by its title: no legend (one cost the page its fit), but named in its words and table
        name_apart(self.kl_curve, translatable("distance from the real data"))
        q = self.updates_plot.getPlotItem()
        self.updates_legend = legend(q, columns=2)
        self.updates_curve = pg.PlotDataItem([], [], pen=pen("score", 2))
        self.bound_line = pg.InfiniteLine(angle=0, pen=pen("guarantee", 2, Qt.DashDotDotLine))
        self.bound_marker = pg.PlotDataItem([], [], pen=pen("guarantee", 2, Qt.DashDotDotLine))
        q.addItem(self.updates_curve)
        q.addItem(self.bound_line)
        r = self.privacy_plot.getPlotItem()
        self.privacy_legend = legend(r, columns=2)
        self.spent_curve = pg.PlotDataItem([], [], pen=pen("expected", 2))
        self.budget_line = pg.InfiniteLine(angle=0, pen=pen("guarantee", 2, Qt.DashDotDotLine))
        self.budget_marker = pg.PlotDataItem([], [], pen=pen("guarantee", 2, Qt.DashDotDotLine))
        r.addItem(self.spent_curve)
        r.addItem(self.budget_line)
        self.model = RoundsModel(self)
        self.table = RoundsTable(self.model)
        self.table.setObjectName("pmwRounds")
        self.table.setMinimumHeight(70)
        self.jobs = JobRunner(self, translatable("run private multiplicative weights"))
        self.job_bar = JobBar(self.jobs, delay_ms=300)
        self.what = WrappingLabel(WHAT_THIS_SHOWS)
        self.what.setObjectName("pmwWhat")
        self.what.setTextFormat(Qt.RichText)
        self.what.setToolTip(WORDS_TIP)
        self.words = WrappingLabel("")
        self.words.setObjectName("pmwWords")
        self.words.setTextFormat(Qt.RichText)
        self.words.setToolTip(WORDS_TIP)
        self.privacy = WrappingLabel("")
        self.privacy.setObjectName("pmwPrivacy")
        self.privacy.setTextFormat(Qt.RichText)
        plots = QWidget()
        grid = QGridLayout(plots)
        grid.setContentsMargins(0, 0, 0, 0)
        for i, plot in enumerate((self.miss_plot, self.kl_plot, self.updates_plot, self.privacy_plot)):
            plot.setMinimumSize(PLOT_MIN_WIDTH, PLOT_MIN_HEIGHT)
            grid.addWidget(plot, i // 2, i % 2)
        for column in (0, 1):  # the two columns alike (in presentation the misses' plot was squeezed to a third
            grid.setColumnStretch(column, 1)  # beside the potential's, its title in the small fallback type)
        self.splitter = QSplitter(Qt.Vertical)
        self.splitter.addWidget(plots)
        self.splitter.addWidget(self.table)
        self.splitter.setStretchFactor(0, 4)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setSizes([8 * PLOT_MIN_HEIGHT, 2 * PLOT_MIN_HEIGHT])
        # the job bar and the words share a strip that keeps its height while a run computes (HeldHeight):
        # a shorter 'Running PMW…' and the bar shown resized and repainted the four plots twice while the job held
        # the GIL (70–140 ms stalls at 5,000 rounds)
        self.status = HeldHeight()
        status = QVBoxLayout(self.status)
        status.setContentsMargins(0, 0, 0, 0)
        status.addWidget(self.job_bar)
        status.addWidget(self.words)
        layout = QVBoxLayout(scrolled_page(self))  # taller than the room (presentation type): it scrolls
        layout.addWidget(self.what)
        layout.addWidget(self.status)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.privacy)
        self.jobs.done.connect(self._show)
        self.jobs.pendingChanged.connect(lambda pending: pending or self.status.hold(False))
        self._turns = PaintTurns(self)  # the run's plots one per turn, each painted before the next is drawn
        self._turns.finished.connect(self.pmwShown)
        self.jobs.failed.connect(lambda message: self.words.setText(red(message)))
        say_when_cancelled(self.jobs, self.words)
        self.shown = None

    def set_presentation(self, on: bool) -> None:
        """Presentation mode: type twice as large, thicker lines and bigger markers; only the misses and the KL
        potential are drawn (the words give the updates and the privacy)."""
        for plot in (self.miss_plot, self.kl_plot, self.updates_plot, self.privacy_plot):
            present_plot(plot.getPlotItem(), on)
        present_markers(self.update_points, on)
        self.lazy_points.setSymbolSize(9 if on else 5)
        self.update_points.setSymbolSize(16 if on else 9)
        thicken(on, self.kl_curve, self.updates_curve, self.spent_curve, self.threshold_line, self.bound_line,
                self.budget_line)
        # at presentation size four plots and the table leave each plot no room: the misses and the potential
        # keep it (the words say the updates and the privacy)
        for widget in (self.table, self.updates_plot, self.privacy_plot):
            widget.setVisible(not on)
        # the labels' heights were fitted to the old font: fit them again once the new one is laid out
        QTimer.singleShot(0, self, self._refit_words)

    def _refit_words(self) -> None:
        for label in (self.what, self.words, self.privacy):
            _set_words(label, label.text())

    def refresh(self) -> None:
        exp = self.src.experiments.experiment
        if exp is None:
            show_no_settings(self.src, self.jobs, self.words, self.privacy)
            return
        seed = exp.params.seed if exp.params.seed is not None else fresh_seed()
        self.status.hold(True)  # released when the run's words (or why there are none) are shown
        self.words.setText(language.shown(tr("Running PMW on {people} people…").format(
            people=formatting.count(exp.dataset.n))))
        run_fn = self.run_fn

        def job(_progress, cancelled):
            run, qc = run_fn(exp, seed, cancelled)
            texts = row_texts(run, tuple(qc.labels))
            return exp, run, qc, (texts, widest_rows(texts, run.update.tolist()))

        self.jobs.submit(job)

    def retranslate(self) -> None:
        """A change of language: the run shown says its words again in it (no new run: a run is a release); its
        plots and table follow by themselves (kit.retranslate, RoundsTable)."""
        if self.shown is not None:
            exp, run, qc = self.shown
            _set_words(self.words, self._words(exp, run, qc))
            _set_words(self.privacy, self._privacy_words(run))

    # --- drawing --------------------------------------------------------------------------------------
    def _show(self, payload) -> None:
        exp, run, qc, table_text = payload  # the rounds' texts and their widest rows
        if exp is not self.src.experiments.experiment:
            return
        refusal = self._record(exp, run)
        if refusal is not None:
            self.words.setText(red(tr("Not shown: {refusal} Raise the budget under Privacy bill to run it.").format(
                refusal=refusal)))
            return
        self.shown = payload[:3]
        self.model.set_run(run, qc.labels, *table_text)
        _set_words(self.words, self._words(exp, run, qc))
        _set_words(self.privacy, self._privacy_words(run))
        # the words and the table now, then each plot in a turn of its own, each painted before the next is drawn
        # (all four at once — setData of 5,000 markers, legends, ranges and their repaint — held the GUI thread
        # 30–60 ms at 5,000 rounds); the view says it is shown (pmwShown) after the last
        rounds = np.arange(1, run.query.size + 1, dtype=float)
        self._turns.start([(lambda draw=draw: draw(run, rounds), plot) for draw, plot in (
            (self._draw_misses, self.miss_plot), (self._draw_potential, self.kl_plot),
            (self._draw_corrections, self.updates_plot), (self._draw_privacy, self.privacy_plot))])

    def _draw_misses(self, run, rounds) -> None:
        """How far the guess missed each question: lazy rounds and update rounds, and the threshold T."""
        miss = np.abs(run.true_answer - run.hypothesis_answer)
        answered = np.isfinite(run.answer)
        lazy = answered & ~run.update
        self.lazy_points.setData(rounds[lazy], miss[lazy])
        self.update_points.setData(rounds[run.update], miss[run.update])
        self.threshold_line.setValue(run.config.threshold)
        p = self.miss_plot.getPlotItem()
        self.miss_legend.clear()
        self.miss_legend.addItem(self.lazy_points, "guess answered")
        self.miss_legend.addItem(self.update_points, "corrected")
        self.miss_legend.addItem(self.threshold_marker, f"threshold {percent(run.config.threshold)}")
        top = max(float(np.nanmax(miss)) if miss.size else 0.0, run.config.threshold) * 1.1
        p.setYRange(0, top, padding=0)
        p.setXRange(0, rounds.size + 1, padding=0)
        style_plot(p, MISS_TITLE, "question (in the order asked)", "miss (share of people)",
                   x_short=("question",), y_short=("miss",))

    def _draw_potential(self, run, rounds) -> None:
        """The KL potential KL(data ‖ guess), from its start, after each question."""
        kl = np.concatenate([[run.kl_start], run.kl])
        self.kl_curve.setData(np.arange(kl.size, dtype=float), kl)
        k = self.kl_plot.getPlotItem()
        k.setYRange(0, float(kl.max()) * 1.05 or 1.0, padding=0)
        k.setXRange(0, rounds.size + 1, padding=0)
        style_plot(k, KL_TITLE, "question (in the order asked)", "distance (nats)", x_short=("question",))

    def _draw_corrections(self, run, rounds) -> None:
        """The corrections so far against the theory's maximum U."""
        cumulative = np.cumsum(run.update)
        self.updates_curve.setData(np.concatenate([[0.0], rounds]), np.concatenate([[0], cumulative]))
        self.bound_line.setValue(run.bound)
        self.updates_legend.clear()
        self.updates_legend.addItem(self.updates_curve, "corrections so far")
        self.updates_legend.addItem(self.bound_marker, f"the most allowed: {formatting.count(run.bound)}")
        u = self.updates_plot.getPlotItem()
        u.setYRange(0, max(run.bound, run.updates) * 1.08, padding=0)
        u.setXRange(0, rounds.size + 1, padding=0)
        style_plot(u, UPDATES_TITLE, "question (in the order asked)", "corrections", x_short=("question",),
                   y_short=("fixes",))

    def _record(self, exp, run) -> str | None:
        """A private run's answers are published once shown: one release of its whole (ε, δ) budget, recorded in
        the session's privacy ledger if the budget allows it (else the refusal, and nothing is shown). A run with
        the noise off is not private and not recorded (it is for comparison)."""
        ledger = self.src.session_ledger() if self.src.session_ledger is not None else None
        if ledger is None or not run.config.private:
            return None
        entry = release_entry(exp, self.src.scenario.key, f"PMW run (seed {run.config.seed}): {run.answered:,} "
                              f"answers", epsilon_charged=float(run.budget[0]), delta=float(run.config.delta),
                              mechanism="private multiplicative weights")
        return ledger.release(entry)

    def _draw_privacy(self, run, rounds) -> None:
        """The privacy spent so far against the budget (nothing spent with the noise off)."""
        r = self.privacy_plot.getPlotItem()
        self.privacy_legend.clear()
        if not run.config.private:
            self.spent_curve.setData([], [])
            self.budget_line.hide()
            style_plot(r, "No privacy spent: noise is off", "question (in the order asked)", "ε", x_short=("question",))
            return
        budget = run.budget[0]
        self.spent_curve.setData(np.concatenate([[0.0], rounds]), np.concatenate([[0.0], run.epsilon_spent]))
        self.budget_line.setValue(budget)
        self.budget_line.show()
        self.privacy_legend.addItem(self.spent_curve, "privacy spent so far (ε)")
        self.privacy_legend.addItem(self.budget_marker, f"budget ε = {formatting.plain(budget)}")
        r.setYRange(0, budget * 1.08, padding=0)
        r.setXRange(0, rounds.size + 1, padding=0)
        style_plot(r, PRIVACY_TITLE, "question (in the order asked)", "total ε", x_short=("question",))

    @staticmethod
    def _words(exp, run, qc) -> str:
        c = run.config
        n = run.query.size
        halted = (tr(" <b>Stopped at question {at}</b>: the corrections the budget allows were used up, so {left} "
                     "questions got no answer.").format(at=run.halted_at, left=formatting.count(n - run.halted_at))
                  if run.halted_at is not None else "")
        noisy = (tr(" The check against the threshold is itself noisy (that is what keeps it private), so some "
                    "corrections come at smaller misses than the threshold.") if c.private else "")
        worst = int(np.argmax(run.errors)) if run.errors.size else 0
        answered_rounds = np.flatnonzero(np.isfinite(run.answer))
        where = tr(" (question {number})").format(number=answered_rounds[worst] + 1) if answered_rounds.size else ""
        return language.shown(tr(
            "The method answered <b>{answered} of {n}</b> questions about {people} people ({kind}). <b>{updates}"
            "</b> needed a correction (a miss of about the threshold, {threshold}, or more); the theory allows at "
            "most {bound} corrections.{noisy}{halted} Worst error: <b>{worst}</b> of the people{where}. "
            "Seed {seed}. ").format(
            answered=formatting.count(run.answered), n=formatting.count(n), people=formatting.count(exp.dataset.n),
            kind=esc(tr(qc.kind)), updates=formatting.count(run.updates), threshold=percent(c.threshold),
            bound=formatting.count(run.bound), noisy=noisy, halted=halted, worst=percent(run.max_error),
            where=where, seed=c.seed) + esc(pmw.accuracy_sentence(run)))

    @staticmethod
    def _privacy_words(run) -> str:
        if not run.config.private:
            return tr("Privacy: <b>none</b>. Noise is off: this is the ordinary multiplicative weights (ε = ∞), for "
                      "comparison.")
        budget, _method = run.budget
        return language.shown(tr(
            "Privacy: the budget <b>ε = {budget}</b> (δ = {delta}) covers at most {steps} noisy steps of ε = {step} "
            "each; this run used {used}, together ε = {spent}. The method promises the whole budget in advance: "
            "how many corrections happen depends on the data. ").format(
            budget=formatting.plain(budget), delta=formatting.delta_words(run.config.delta),
            steps=formatting.count(2 * run.bound), step=formatting.plain(run.step_epsilon),
            used=formatting.count(int(run.steps[-1])), spent=formatting.plain(float(run.epsilon_spent[-1])))
            + esc(pmw.epoch_sentence(run)))
