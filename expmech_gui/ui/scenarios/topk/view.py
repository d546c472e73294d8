"""The Top-k view: each candidate's chance to be among the k selected (exact markers where enumerated, simulated
bars with 95 % intervals), how many of the true top-k are recovered, whether the list is α-useful (Naor: sound and
complete, α chosen here; scenarios.topk.usefulness) and what the k selections cost — all from scenarios.topk.release
on a background job, in plain words (core.formatting)."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDoubleSpinBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ....core.accounting import bill as accounting
from ....core import formatting
from ....scenarios.topk import selection as topk
from ....scenarios.topk.release import LAPLACE, per_selection_epsilon
from ....scenarios.topk.usefulness import DEFAULT_ALPHA, exact_usefulness, simulated_usefulness
from ...widgets.plots import CategoryAxes, category_names, legend, pen, present_plot, style_plot
from ...widgets.plots.kit import exact_markers, present_bars, present_markers, simulated_bars, thicken
from ...widgets.privacy.common import (JobBar, JobRunner, ViewInputs, new_plot, red, say_when_cancelled,
                                       show_no_settings)
from ...widgets.text import WrappingLabel, esc
from ....core.translatable import translatable, words
from ... import language
from ...catalogue import tr
from ...widgets.scrolling import scrolled_page, stack_in_presentation

MAX_VIEW_TRIALS = 200_000  # simulated selections per refresh (the workspace's Trials N, capped)
USEFUL_DRAWS = 20_000  # selections kept to estimate α-usefulness where no exact law is enumerated
INCLUSION_TITLE = "Chance each candidate is among the k selected"
RECOVERED_TITLE = "How many of the true top-k are selected"


def compute(exp, release, trials: int, seed: int | None):
    """Everything the view shows for one experiment (runs on the job thread)."""
    law = release.law
    rng = np.random.default_rng(seed)
    sim = release.simulate(trials, rng)
    kept = None if law is not None else release.sample(min(trials, USEFUL_DRAWS), rng)
    return exp, release, law, sim, release.privacy(), kept


class TopKView(QWidget):
    """Inclusion per candidate, the recovered-count distribution and the privacy of the k selections."""

    topkShown = Signal()

    def __init__(self, inputs: ViewInputs, make_release, parent=None) -> None:
        super().__init__(parent)
        self.src, self.make_release = inputs, make_release
        self.inclusion_plot = new_plot(INCLUSION_TITLE)
        p = self.inclusion_plot.getPlotItem()
        self.inclusion_legend = legend(p, columns=2)
        self.inclusion_bars = simulated_bars(0.6)
        self.inclusion_ci = pg.ErrorBarItem(x=np.zeros(0), y=np.zeros(0), pen=pen("mean", 1.5, over_bars=True), beam=0.2)
        self.inclusion_exact = exact_markers()
        for item in (self.inclusion_bars, self.inclusion_ci, self.inclusion_exact):
            p.addItem(item)
        self.categories = CategoryAxes(p, self._redraw_inclusion)
        self.recovered_plot = new_plot(RECOVERED_TITLE)
        q = self.recovered_plot.getPlotItem()
        self.recovered_legend = legend(q, columns=2)
        self.recovered_bars = simulated_bars(0.6)
        self.recovered_exact = exact_markers()
        self.expected_line = pg.InfiniteLine(angle=90, pen=pen("expected", 2, Qt.DashLine))
        self.expected_marker = pg.PlotDataItem([], [], pen=pen("expected", 2, Qt.DashLine))  # its legend entry
        for item in (self.recovered_bars, self.recovered_exact, self.expected_line):
            q.addItem(item)
        self.jobs = JobRunner(self, translatable("compute the top-k selection"))
        self.job_bar = JobBar(self.jobs, delay_ms=300)
        self.words = WrappingLabel("")
        self.words.setObjectName("topkWords")
        self.words.setTextFormat(Qt.RichText)
        self.privacy = WrappingLabel("")
        self.privacy.setObjectName("topkPrivacy")
        self.privacy.setTextFormat(Qt.RichText)
        self.alpha = QDoubleSpinBox()
        self.alpha.setObjectName("topkAlpha")
        self.alpha.setRange(0.0, 1e9)
        self.alpha.setDecimals(2)
        self.alpha.setValue(DEFAULT_ALPHA)
        self.alpha.setAccessibleName(translatable("α, the usefulness margin"))
        self.alpha.setToolTip(translatable(
            "α-useful (Naor): nothing selected scores S_k − α or less (sound), and everything "
                              "scoring S_k + α or more is selected (complete); S_k is the k-th highest score"))
        self.alpha.valueChanged.connect(self._show_usefulness)
        self.useful = WrappingLabel("")
        self.useful.setObjectName("topkUseful")
        self.useful.setTextFormat(Qt.RichText)
        alpha_row = QHBoxLayout()
        alpha_label = QLabel(translatable("α (margin, in score units):"))
        alpha_label.setBuddy(self.alpha)
        alpha_row.addWidget(alpha_label)
        alpha_row.addWidget(self.alpha)
        alpha_row.addStretch(1)  # the words under the row, full width: the label never squeezed
        plots = self.plot_row = QHBoxLayout()
        plots.addWidget(self.inclusion_plot, 3)
        plots.addWidget(self.recovered_plot, 2)
        layout = QVBoxLayout(scrolled_page(self))  # taller than the room (presentation type): it scrolls
        layout.addWidget(self.job_bar)
        layout.addLayout(plots, 1)
        layout.addWidget(self.words)
        layout.addLayout(alpha_row)
        layout.addWidget(self.useful)
        layout.addWidget(self.privacy)
        self.jobs.done.connect(self._show)
        self.jobs.failed.connect(lambda message: self.words.setText(red(message)))
        say_when_cancelled(self.jobs, self.words)
        self.presenting = False
        self.shown = None
        self.usefulness = None  # the α-usefulness on screen (scenarios.topk.usefulness.Usefulness)

    def set_presentation(self, on: bool) -> None:
        """Presentation mode: type twice as large, thicker lines and bigger markers."""
        self.presenting = on
        stack_in_presentation(self.plot_row, on)
        for plot in (self.inclusion_plot, self.recovered_plot):
            present_plot(plot.getPlotItem(), on)
        for markers in (self.inclusion_exact, self.recovered_exact):
            present_markers(markers, on)
        for bars in (self.inclusion_bars, self.recovered_bars):
            present_bars(bars, on, outline="score")
        thicken(on, self.expected_line)

    def refresh(self) -> None:
        exp = self.src.experiments.experiment
        if exp is None:
            show_no_settings(self.src, self.jobs, self.words, self.privacy)
            return
        try:
            release = self.make_release(exp)
        except Exception as exc:  # noqa: BLE001 — a refusal in words, never a traceback
            self.words.setText(red(esc(str(exc))))
            return
        trials = int(min(exp.params.trials, MAX_VIEW_TRIALS))
        self.words.setText(language.shown(tr("Simulating {trials} selections of k = {k}…").format(
            trials=formatting.count(trials), k=f"{release.k:,}")))
        self.jobs.submit(lambda _progress, _cancelled: compute(exp, release, trials, exp.params.seed))

    def retranslate(self) -> None:
        """View ▸ Language: the results on screen said again in the new language from what was computed
        (ui/workspaces/views.py), never simulated again — a switch changes words and separators, not results."""
        if self.shown is not None:
            self._show(self.shown)

    # --- drawing --------------------------------------------------------------------------------------
    def _redraw_inclusion(self) -> None:
        if self.shown is None:
            return
        _exp, release, law, sim, _privacy, _kept = self.shown
        m = release.problem.m
        pos = np.arange(m, dtype=float)
        self.categories.bars(self.inclusion_bars, pos, sim.inclusion_frequencies, 0.6)
        lo, hi = sim.inclusion_intervals()
        freq = sim.inclusion_frequencies
        if self.categories.horizontal:
            self.inclusion_ci.setData(x=freq, y=pos, left=freq - lo, right=hi - freq, top=None, bottom=None)
        else:
            self.inclusion_ci.setData(x=pos, y=freq, top=hi - freq, bottom=freq - lo, left=None, right=None)
        if law is not None:
            self.categories.points(self.inclusion_exact, pos, law.inclusion)
            self.inclusion_exact.show()
        else:
            self.inclusion_exact.hide()
        self.categories.ranges(-0.6, m - 0.4, 0.0, 1.05)
        self.categories.style(INCLUSION_TITLE, release.problem.candidate_name, "chance selected")

    def _show(self, payload) -> None:
        exp, release, law, sim, privacy, _kept = payload
        if exp is not self.src.experiments.experiment:
            return
        self.shown = payload
        self.categories.set_names(category_names(release.problem))
        self._redraw_inclusion()
        self.inclusion_legend.clear()
        self.inclusion_legend.addItem(self.inclusion_bars, "simulated (95% interval)")
        if law is not None:
            self.inclusion_legend.addItem(self.inclusion_exact, "exact")
        k = release.k
        r = np.arange(k + 1, dtype=float)
        self.recovered_bars.setOpts(x=r, height=sim.recovered_frequencies, width=0.6)
        q = self.recovered_plot.getPlotItem()
        self.recovered_legend.clear()
        self.recovered_legend.addItem(self.recovered_bars, "simulated")
        expected = law.expected_recovered if law is not None else sim.mean_recovered
        if law is not None:
            self.recovered_exact.setData(r, law.recovered)
            self.recovered_exact.show()
            self.recovered_legend.addItem(self.recovered_exact, "exact")
        else:
            self.recovered_exact.hide()
        self.expected_line.setValue(expected)
        self.recovered_legend.addItem(self.expected_marker, "expected")
        q.setXRange(-0.6, k + 0.6, padding=0)
        q.setYRange(0.0, 1.05, padding=0)
        q.getAxis("bottom").setTicks([[(i, str(i)) for i in range(k + 1)]] if k <= 20 else None)
        style_plot(q, RECOVERED_TITLE, "recovered", "chance")
        self.words.setText(self._words(release, law, sim))
        self.privacy.setText(self._privacy_words(privacy, release.mechanism))
        self._show_usefulness()
        self.topkShown.emit()

    def _show_usefulness(self) -> None:
        """P[sound], P[complete], P[both] at the α in the box: from the exact law, else from the kept draws."""
        if self.shown is None:
            return
        _exp, release, law, _sim, _privacy, kept = self.shown
        scores, alpha = release.problem.scores, float(self.alpha.value())
        u = exact_usefulness(law, scores, alpha) if law is not None else simulated_usefulness(kept, scores, alpha)
        self.usefulness = u
        self.useful.setText(self._useful_words(u, release.k))

    @staticmethod
    def _useful_words(u, k: int) -> str:
        how = (tr("exact") if u.exact else
               tr("simulated over {count} selections").format(count=formatting.count(u.trials)))
        return language.shown(tr(
            "α-useful (Naor): <b>{useful}</b> that the list is both sound (none of the {below} candidates scoring "
            "S<sub>{k}</sub> − α or less selected: {sound}) and complete (all {above} scoring S<sub>{k}</sub> + α "
            "or more selected: {complete}), {how}.").format(
            useful=formatting.probability(u.useful), below=u.below, k=k, sound=formatting.probability(u.sound),
            above=u.above, complete=formatting.probability(u.complete), how=how))

    @staticmethod
    def _words(release, law, sim) -> str:
        k, m = release.k, release.problem.m
        names = [str(release.problem.labels[i]) for i in np.flatnonzero(release.true_top)]
        shown = ", ".join(names[:6]) + (" …" if len(names) > 6 else "")
        tied = tr(" ({count} with ties at the k-th score)").format(count=len(names)) if len(names) > k else ""
        lo, hi = sim.mean_recovered_interval()
        simulated = tr("simulated over {runs} runs: {mean} (95% interval {low} to {high})").format(
            runs=formatting.count(sim.trials), mean=formatting.plain(sim.mean_recovered),
            low=formatting.plain(lo), high=formatting.plain(hi))
        if law is not None:
            head = tr("On average <b>{mean}</b> of the true top {k} are selected (exact, from all {count} ordered "
                      "selections); {simulated}.").format(
                mean=formatting.plain(law.expected_recovered), k=k, count=formatting.count(len(law.tuples)),
                simulated=simulated)
        elif release.method == LAPLACE:
            head = tr("On average <b>{mean}</b> of the true top {k} are selected (simulated; Laplace top-k has no "
                      "exact law here), {simulated}.").format(
                mean=formatting.plain(sim.mean_recovered), k=k, simulated=simulated)
        else:
            head = tr("On average <b>{mean}</b> of the true top {k} are selected, {simulated} — simulated only: "
                      "{count} ordered selections are more than the {limit} enumerated exactly.").format(
                mean=formatting.plain(sim.mean_recovered), k=k, simulated=simulated,
                count=formatting.count(topk.ordered_tuple_count(m, k)), limit=formatting.count(topk.EXACT_MAX_TUPLES))
        tail = tr(" True top {k}: {names}{tied}.").format(k=k, names=esc(shown), tied=tied)
        if law is not None:
            best_set, p = max(law.unordered().items(), key=lambda kv: kv[1])
            members = ", ".join(str(release.problem.labels[i]) for i in best_set)
            tail += tr(" Most likely set: {members} ({p}, exact).").format(
                members=esc(members), p=formatting.probability(p))
        return language.shown(head + tail)

    @staticmethod
    def _privacy_words(privacy, mechanism) -> str:
        eps, delta, how = privacy.total
        per = formatting.plain(privacy.per_selection)
        if privacy.bill is None:
            why = per_selection_epsilon(mechanism, words)[1]
            return language.shown(tr(
                "Privacy: the {k} selections cost <b>ε = {total}</b> in total (ε = {per} each, released at once with "
                "Laplace noise: pure ε-DP, Ding et al. 2019). {why}.").format(
                k=privacy.k, total=formatting.plain(eps), per=per, why=esc(why[:1].upper() + why[1:])))
        return language.shown(tr(
            "Privacy: {k} selections of ε = {per} each (k releases of the exponential mechanism, each depending on "
            "the ones before) cost <b>ε = {total}</b> with δ = {delta} by “{method}”, a method valid for such "
            "adaptive releases, or ε = {pure} with δ = 0 by adding them up. See the Privacy bill tab, which charges "
            "k releases per run. {priced}").format(
            k=privacy.k, per=per, total=formatting.plain(eps), delta=formatting.delta_words(delta),
            method=esc(tr(accounting.METHOD_TITLES[how])), pure=formatting.plain(privacy.pure_total),
            priced=esc(privacy.pay_what_you_get_sentence(words))))
