"""Issue-4 views of a workspace: what one person changes, the bill of repeated runs, and the ε-sweep.

All numbers come from core.privacy, core.accounting and core.bounds; long work runs on a pool thread.
"""
from __future__ import annotations

import math
import threading

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QGridLayout, QHBoxLayout, QLabel, QLineEdit, QProgressBar, QPushButton,
    QSpinBox, QVBoxLayout, QWidget,
)

from ...core import accounting
from ...core.bounds import expected_score_curve, solve_epsilon
from ...core.mechanisms import make_mechanism
from ...core.privacy import exact_comparison, most_exposed
from ...core.problem import ProblemError
from ...experiment import Experiment
from ...scenarios.neighbours import neighbour_dataset, neighbour_families
from .plots import COLORS, _legend, _pen, _style_plot, candidate_ticks, new_plot_widget


class _Signals(QObject):
    progress = Signal(int, int, int)
    done = Signal(int, object)
    failed = Signal(int, str)


class _Job(QRunnable):
    def __init__(self, token: int, fn, signals: _Signals, cancel: threading.Event) -> None:
        super().__init__()
        self.token, self.fn, self.signals, self.cancel = token, fn, signals, cancel

    def run(self) -> None:
        try:
            result = self.fn(lambda d, t: self.signals.progress.emit(self.token, d, t), self.cancel.is_set)
        except Exception as exc:  # noqa: BLE001 — shown to the user
            self.signals.failed.emit(self.token, str(exc) or type(exc).__name__)
            return
        self.signals.done.emit(self.token, result)


class BackgroundJobs(QObject):
    """One job at a time on a private pool; results of superseded jobs are dropped by token."""

    progress = Signal(int, int)
    done = Signal(object)
    failed = Signal(str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.signals = _Signals(self)
        self.signals.progress.connect(lambda tok, d, t: tok == self.token and self.progress.emit(d, t))
        self.signals.done.connect(lambda tok, r: tok == self.token and self.done.emit(r))
        self.signals.failed.connect(lambda tok, m: tok == self.token and self.failed.emit(m))
        self.token = 0
        self.cancel_event = threading.Event()

    def submit(self, fn) -> None:
        self.token += 1
        self.cancel_event.set()
        self.cancel_event = threading.Event()
        self.pool.clear()
        self.pool.start(_Job(self.token, fn, self.signals, self.cancel_event))

    def cancel(self) -> None:
        self.token += 1
        self.cancel_event.set()

    def wait(self, ms: int = 10000) -> None:
        self.cancel_event.set()
        self.pool.waitForDone(ms)


def _plot(title: str) -> pg.PlotWidget:
    w = new_plot_widget()
    w.setMinimumSize(260, 200)
    w.getPlotItem().setTitle(title, size="11pt")
    return w


class NeighbourView(QWidget):
    """pmf(D) vs pmf(D′) for a chosen change, the per-candidate log-ratio within ±ε, and the search for
    the most exposed individual."""

    comparisonShown = Signal()
    searchFinished = Signal(object)

    def __init__(self, workspace, parent=None) -> None:
        super().__init__(parent)
        self.ws = workspace
        self.change = QComboBox()
        for key, title in (("remove", "Remove an individual"), ("add", "Add a new individual"),
                           ("replace", "Replace an individual's data")):
            self.change.addItem(title, key)
        self.row = QSpinBox()
        self.row.setRange(1, 1)
        self.row.setToolTip("The individual (table row) to remove or replace")
        self.value = QLineEdit()
        self.value_label = QLabel("")
        self.compare_button = QPushButton("Compare")
        self.search_button = QPushButton("Find the most exposed individual")
        self.search_button.setToolTip("Search every single removal and addition (or replacement) for the "
                                      "largest realised privacy loss")
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.hide()
        self.progress = QProgressBar()
        self.progress.hide()
        self.numbers = QLabel("")
        self.numbers.setObjectName("neighbourNumbers")
        self.numbers.setWordWrap(True)
        self.numbers.setTextFormat(Qt.RichText)
        self.search_result = QLabel("")
        self.search_result.setObjectName("exposedResult")
        self.search_result.setWordWrap(True)
        self.search_result.setTextFormat(Qt.RichText)

        form = QHBoxLayout()
        form.addWidget(self.change)
        form.addWidget(QLabel("row"))
        form.addWidget(self.row)
        form.addWidget(self.value_label)
        form.addWidget(self.value, 1)
        form.addWidget(self.compare_button)
        search = QHBoxLayout()
        search.addWidget(self.search_button)
        search.addWidget(self.progress, 1)
        search.addWidget(self.cancel_button)

        self.pmf_widget = _plot("Exact output probabilities: D vs D′")
        self.ratio_widget = _plot("Privacy loss ln P[M(D)=h] / P[M(D′)=h]")
        p = self.pmf_widget.getPlotItem()
        leg = _legend(p)
        self.bars_d = pg.BarGraphItem(x=[0], height=[0], width=0.4, brush=pg.mkBrush(*COLORS["empirical"], 200))
        self.bars_d2 = pg.BarGraphItem(x=[0], height=[0], width=0.4, brush=pg.mkBrush(*COLORS["exact"], 200))
        self.line_d = pg.PlotDataItem([], [], pen=_pen("empirical", 2))
        self.line_d2 = pg.PlotDataItem([], [], pen=_pen("exact", 2, Qt.DashLine))
        for item in (self.bars_d, self.bars_d2, self.line_d, self.line_d2):
            p.addItem(item)
        leg.addItem(self.line_d, "D (the data)")
        leg.addItem(self.line_d2, "D′ (one person changed)")
        r = self.ratio_widget.getPlotItem()
        rleg = _legend(r)
        self.ratio_curve = pg.PlotDataItem([], [], pen=_pen("threshold", 2), symbol="o", symbolSize=5,
                                           symbolBrush=pg.mkBrush(*COLORS["threshold"]), symbolPen=None)
        r.addItem(self.ratio_curve)
        self.band_hi = pg.InfiniteLine(angle=0, pen=_pen("opt", 2, Qt.DashLine))
        self.band_lo = pg.InfiniteLine(angle=0, pen=_pen("opt", 2, Qt.DashLine))
        r.addItem(self.band_hi)
        r.addItem(self.band_lo)
        rleg.addItem(self.ratio_curve, "log-ratio per candidate")
        rleg.addItem(pg.PlotDataItem([], [], pen=_pen("opt", 2, Qt.DashLine)), "±ε")

        plots = QGridLayout()
        plots.addWidget(self.pmf_widget, 0, 0)
        plots.addWidget(self.ratio_widget, 0, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(plots, 1)
        layout.addWidget(self.numbers)
        layout.addLayout(search)
        layout.addWidget(self.search_result)

        self.jobs = BackgroundJobs(self)
        self.jobs.progress.connect(self._progress)
        self.jobs.done.connect(self._search_done)
        self.jobs.failed.connect(self._search_failed)
        self.compare_button.clicked.connect(self.compare)
        self.change.currentIndexChanged.connect(self._change_kind)
        self.search_button.clicked.connect(self.search)
        self.cancel_button.clicked.connect(self._cancel)
        self._change_kind()

    def _change_kind(self) -> None:
        kind = self.change.currentData()
        self.row.setEnabled(kind in ("remove", "replace"))
        key = self.ws.key
        needs_value = kind in ("add", "replace")
        self.value.setEnabled(needs_value)
        self.value_label.setText({"pricing": "new value $", "voting": "ballot for",
                                  "lunch": "likes (1/0 per option)"}[key] if needs_value else "")
        if key == "voting":
            self.row.setToolTip("Remove/replace: one ballot for the candidate on this row")
            self.value.setToolTip("The candidate the new ballot is for (name or row number)")
        elif key == "lunch":
            self.value.setToolTip("One 1/0 per option, comma-separated, e.g. 1,0,1")
        else:
            self.value.setToolTip("The new buyer's valuation in dollars")

    def experiment_changed(self) -> None:
        exp = self.ws.experiment
        self.jobs.cancel()
        self._reset_search_ui()
        if exp is None:
            self.numbers.setText(f"<span style='color:#a00000'>{self.ws.last_error or 'No valid data'}</span>")
            return
        rows = exp.problem.m if self.ws.key == "voting" else max(1, exp.dataset.n)
        self.row.setRange(1, rows)
        if not self.value.text():
            self.value.setText({"pricing": "1", "voting": exp.problem.labels[-1],
                                "lunch": ",".join(["1"] * exp.problem.m)}[self.ws.key])
        self.search_result.setText("")
        self.compare()

    def _parsed_value(self):
        text = self.value.text().strip()
        if self.ws.key == "voting":
            labels = self.ws.experiment.problem.labels
            if text in labels:
                return labels.index(text)
            try:
                return int(text) - 1
            except ValueError:
                raise ProblemError(f"no candidate called {text!r}") from None
        if self.ws.key == "lunch":
            from ...scenarios.lunch import parse_like

            try:
                return [parse_like(x) for x in text.replace(";", ",").split(",")]
            except ValueError as exc:
                raise ProblemError(str(exc)) from None
        return text

    def compare(self) -> None:
        exp = self.ws.experiment
        if exp is None:
            return
        kind = self.change.currentData()
        try:
            d2 = neighbour_dataset(self.ws.key, exp.dataset, kind, self.row.value() - 1,
                                   self._parsed_value() if kind != "remove" else None)
            exp2 = Experiment(exp.scenario, d2, exp.params)
            prof = exact_comparison(exp.mechanism, exp2.mechanism)
        except (ProblemError, ValueError) as exc:
            self.numbers.setText(f"<span style='color:#a00000'>{exc}</span>")
            return
        self._show(exp, exp2, prof)
        self.comparisonShown.emit()

    def _show(self, exp, exp2, prof) -> None:
        pr = exp.problem
        p, q = exp.mechanism.pmf, exp2.mechanism.pmf
        x = pr.values if pr.values is not None else np.arange(pr.m, dtype=float)
        bars = pr.m <= 40
        for item in (self.bars_d, self.bars_d2):
            item.setVisible(bars)
        if bars:
            self.bars_d.setOpts(x=x - 0.2, height=p, width=0.4)
            self.bars_d2.setOpts(x=x + 0.2, height=q, width=0.4)
            self.line_d.setData([], [])
            self.line_d2.setData([], [])
        else:
            self.line_d.setData(x, p)
            self.line_d2.setData(x, q)
        unit = pr.candidate_unit
        _style_plot(self.pmf_widget.getPlotItem(), "Exact output probabilities: D vs D′", pr.candidate_name,
                    "probability", unit)
        _style_plot(self.ratio_widget.getPlotItem(), "Privacy loss per output", pr.candidate_name,
                    "ln P[M(D)=h] / P[M(D′)=h]", unit)
        half = 0.5 if pr.values is None else (x[1] - x[0]) / 2 if pr.m > 1 else 0.5
        for widget in (self.pmf_widget, self.ratio_widget):  # room for the end labels
            widget.getPlotItem().setXRange(x.min() - half, x.max() + half, padding=0.02)
            candidate_ticks(widget.getPlotItem(), pr)
        self.ratio_curve.setData(x[np.isfinite(prof.log_ratio)], prof.log_ratio[np.isfinite(prof.log_ratio)])
        eps = exp.params.epsilon
        self.band_hi.setValue(eps)
        self.band_lo.setValue(-eps)
        top = max(eps, prof.loss) * 1.25
        self.ratio_widget.getPlotItem().setYRange(-top, top, padding=0)
        delta_u = exp2.problem.scores - pr.scores
        ok = prof.loss <= eps * (1 + 1e-9)
        self.numbers.setText(
            f"Realised privacy loss max|L| = <b>{prof.loss:.4g}</b> {'≤' if ok else '>'} ε = {eps:g}; realised "
            f"range max L − min L = <b>{prof.range:.4g}</b>. This pair changes the score by at most "
            f"{np.max(np.abs(delta_u)):.4g} (Δ = {pr.sensitivity:g}) with range {np.ptp(delta_u):.4g}. "
            f"Monotone analysis under {exp.params.neighbours}: "
            f"{'valid' if pr.monotone_valid(exp.params.neighbours) else 'not valid'} — "
            f"{pr.monotone_explanation(exp.params.neighbours)}.")

    def search(self) -> None:
        exp = self.ws.experiment
        if exp is None:
            return
        notion = exp.params.neighbours
        key = self.ws.key
        self.search_button.setEnabled(False)
        self.cancel_button.show()
        self.progress.show()
        self.progress.setValue(0)
        self.search_result.setText("Searching…")

        def work(progress, cancelled):
            fams = neighbour_families(key, exp.dataset, exp.problem, notion)
            return exp, most_exposed(exp.mechanism, fams, progress, cancelled)

        self.jobs.submit(work)

    def _cancel(self) -> None:
        self.jobs.cancel()
        self._reset_search_ui()
        self.search_result.setText("Search cancelled.")

    def _reset_search_ui(self) -> None:
        self.search_button.setEnabled(True)
        self.cancel_button.hide()
        self.progress.hide()

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        self.progress.setFormat(f"{done:,} / {total:,} neighbours")

    def _search_done(self, payload) -> None:
        exp, result = payload
        self._reset_search_ui()
        if exp is not self.ws.experiment:
            return
        eps = exp.params.epsilon
        self.search_result.setText(
            f"Most exposed: <b>{result.description}</b> — realised loss <b>{result.loss:.4g}</b> "
            f"(ε = {eps:g}); largest realised range {result.range:.4g} ({result.worst_range_description}). "
            f"Over the {result.searched:,} neighbours searched the score's sensitivity is "
            f"{result.score_sensitivity:.4g} and its range {result.score_range:.4g} (Δ = {exp.problem.sensitivity:g})."
            + ("" if result.range <= eps * (1 + 1e-9) else
               " The range exceeds ε: this mechanism is ε-DP but not ε-bounded-range."))
        self.searchFinished.emit(result)

    def _search_failed(self, message: str) -> None:
        self._reset_search_ui()
        self.search_result.setText(f"<span style='color:#a00000'>Search failed: {message}</span>")


class PrivacyBillPanel(QWidget):
    """Total ε of the session's releases by each composition method, vs k, with the meaning in words."""

    billShown = Signal()

    def __init__(self, workspace, parent=None) -> None:
        super().__init__(parent)
        self.ws = workspace
        self.delta = QLineEdit("1e-6")
        self.delta.setMaximumWidth(90)
        self.delta.setToolTip("δ of the total: the probability that the ε guarantee may fail")
        self.count_trials = QCheckBox("Treat simulated trials as published")
        self.count_trials.setToolTip("Count every simulated trial as a release (as if each had been published)")
        self.releases_label = QLabel("")
        self.releases_label.setObjectName("releasesLabel")
        self.table = QLabel("")
        self.table.setObjectName("billTable")
        self.table.setTextFormat(Qt.RichText)
        self.meaning = QLabel("")
        self.meaning.setObjectName("billMeaning")
        self.meaning.setWordWrap(True)
        self.plot = _plot("Total ε vs number of releases")
        p = self.plot.getPlotItem()
        p.setLogMode(x=True, y=True)
        styles = {"basic": ("threshold", Qt.SolidLine), "advanced": ("guarantee", Qt.SolidLine),
                  "kov_optimal": ("exact", Qt.SolidLine), "bounded_range_optimal": ("opt", Qt.SolidLine),
                  "zcdp_simple": ("expected", Qt.DashLine), "zcdp_cks": ("mean", Qt.DotLine)}
        self.curves = {}
        for m in accounting.METHODS:
            c = pg.PlotDataItem([], [], pen=_pen(styles[m][0], 2.0, styles[m][1]))
            p.addItem(c)
            self.curves[m] = c
        self.styles = styles
        self.k_line = pg.InfiniteLine(angle=90, pen=pg.mkPen("#444", width=1.5, style=Qt.DashLine))
        p.addItem(self.k_line)
        _style_plot(p, "Total ε vs number of releases k", "releases k (log)", "total ε (log)")
        top = QHBoxLayout()
        top.addWidget(QLabel("δ"))
        top.addWidget(self.delta)
        top.addWidget(self.count_trials)
        top.addWidget(self.releases_label, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        body = QHBoxLayout()
        body.addWidget(self.plot, 1)
        self.table.setMinimumWidth(250)
        self.table.setMaximumWidth(300)
        self.table.setWordWrap(True)
        body.addWidget(self.table)
        layout.addLayout(body, 1)
        layout.addWidget(self.meaning)
        self.jobs = BackgroundJobs(self)
        self.jobs.done.connect(self._show)
        self.jobs.failed.connect(lambda msg: self.meaning.setText(f"<span style='color:#a00000'>{msg}</span>"))
        self.delta.editingFinished.connect(self.refresh)
        self.count_trials.toggled.connect(self.refresh)

    def releases(self) -> int:
        k = self.ws.releases
        if self.count_trials.isChecked() and self.ws.aggregate is not None:
            k = max(k, self.ws.aggregate.trials)
        return k

    def refresh(self) -> None:
        exp = self.ws.experiment
        if exp is None:
            self.meaning.setText("No valid settings: fix the data or parameters first.")
            return
        try:
            delta = accounting.check_delta(self.delta.text())
        except ProblemError as exc:
            self.meaning.setText(f"<span style='color:#a00000'>{exc}</span>")
            return
        eps, mech, k = exp.params.epsilon, exp.params.mechanism, self.releases()
        self.releases_label.setText(f"Releases this session: <b>{k:,}</b> (each Run once is one)")

        def work(_progress, _cancelled):
            ks = np.unique(np.geomspace(1, max(1000, 10 * k), 22).round().astype(int))
            curves = {m: [] for m in accounting.METHODS}
            for kk in ks:
                bill = accounting.privacy_bill(eps, int(min(kk, accounting.MAX_RELEASES)), delta, mech) \
                    if kk <= min(accounting.MAX_RELEASES, 3000) else None
                totals = bill.methods() if bill is not None else accounting.closed_form_totals(eps, int(kk), delta, mech)
                for m in accounting.METHODS:
                    curves[m].append(totals.get(m))
            now = accounting.privacy_bill(eps, k, delta, mech) if 1 <= k <= accounting.MAX_RELEASES else None
            return ks, curves, now, (eps, delta, mech, k)

        self.jobs.submit(work)

    def _swatch(self, method: str) -> str:
        r, g, b = COLORS[self.styles[method][0]]
        dashed = self.styles[method][1] != Qt.SolidLine
        return f"<span style='color:rgb({r},{g},{b}); font-weight:bold'>{'┅┅' if dashed else '━━'}</span>"

    def _show(self, payload) -> None:
        ks, curves, now, (eps, delta, mech, k) = payload
        for m, ys in curves.items():
            pts = [(kk, y) for kk, y in zip(ks, ys) if y is not None and y > 0]
            self.curves[m].setData([a for a, _ in pts], [b for _, b in pts])
        self.k_line.setValue(math.log10(max(k, 1)))
        if now is None:
            self.table.setText("No releases yet: press <b>Run once</b>." if k == 0 else
                               f"{k:,} releases: beyond what the exact methods handle here (100,000).")
            self.meaning.setText("")
        else:
            rows = "".join(f"<tr><td>{self._swatch(m)} {accounting.METHOD_TITLES[m]}</td><td align='right'><b>"
                           f"{'n/a' if v is None else f'{v:.4g}'}</b></td></tr>" for m, v in now.methods().items())
            self.table.setText(f"<p>Total ε after <b>{k:,}</b> release(s) at ε = {eps:g}, δ = {delta:g} "
                               f"(the dashed vertical line; colours match the curves):</p>"
                               f"<table cellspacing='4'>{rows}</table>"
                               + ("<p><i>n/a: permute-and-flip is ε-DP but not ε-bounded-range.</i></p>"
                                  if mech == "permute-and-flip" else ""))
            self.meaning.setText(accounting.plain_language(now))
        self.billShown.emit()


class SweepView(QWidget):
    """Exact E[score] vs ε with OPT, the utility threshold (and pricing's γ and guarantee); solve for ε."""

    sweepShown = Signal()
    solved = Signal(object)

    def __init__(self, workspace, parent=None) -> None:
        super().__init__(parent)
        self.ws = workspace
        self.plot = _plot("Exact expected score vs ε")
        p = self.plot.getPlotItem()
        p.setLogMode(x=True, y=False)
        self.legend = _legend(p, columns=3)
        self.expected = pg.PlotDataItem([], [], pen=_pen("expected", 2.5))
        self.threshold = pg.PlotDataItem([], [], pen=_pen("threshold", 2, Qt.DotLine))
        self.guarantee = pg.PlotDataItem([], [], pen=_pen("guarantee", 2, Qt.DashDotDotLine))
        self.opt = pg.InfiniteLine(angle=0, pen=_pen("opt", 2, Qt.DashLine))
        self.gamma = pg.InfiniteLine(angle=0, pen=_pen("gamma", 2, Qt.DashDotLine))
        self.current = pg.InfiniteLine(angle=90, pen=pg.mkPen("#444", width=1.5))
        for item in (self.expected, self.threshold, self.guarantee, self.opt, self.gamma, self.current):
            p.addItem(item)
        self._samples = {
            "opt": pg.PlotDataItem([], [], pen=_pen("opt", 2, Qt.DashLine)),
            "gamma": pg.PlotDataItem([], [], pen=_pen("gamma", 2, Qt.DashDotLine)),
            "current": pg.PlotDataItem([], [], pen=pg.mkPen("#444", width=1.5)),
        }
        self.loss = QLineEdit("1")
        self.loss.setMaximumWidth(90)
        self.loss.setToolTip("How far below OPT the expected score may fall")
        self.solve_button = QPushButton("Solve for ε")
        self.apply_button = QPushButton("Apply")
        self.apply_button.setEnabled(False)
        self.answer = QLabel("")
        self.answer.setObjectName("solveAnswer")
        self.answer.setTextFormat(Qt.RichText)
        row = QHBoxLayout()
        row.addWidget(QLabel("I accept an expected loss below OPT of"))
        row.addWidget(self.loss)
        row.addWidget(self.solve_button)
        row.addWidget(self.answer, 1)
        row.addWidget(self.apply_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.plot, 1)
        layout.addLayout(row)
        self.jobs = BackgroundJobs(self)
        self.jobs.done.connect(self._show)
        self.solver = BackgroundJobs(self)
        self.solver.done.connect(self._solved)
        self.solver.failed.connect(lambda msg: self.answer.setText(f"<span style='color:#a00000'>{msg}</span>"))
        self.solve_button.clicked.connect(self.solve)
        self.loss.returnPressed.connect(self.solve)
        self.apply_button.clicked.connect(self.apply)
        self.solution: float | None = None

    def refresh(self) -> None:
        exp = self.ws.experiment
        if exp is None:
            return
        pr, prm = exp.problem, exp.params

        def work(_progress, _cancelled):
            eps = np.geomspace(0.01, 20, 60)
            curve = expected_score_curve(pr, prm.mechanism, eps, prm.analysis, prm.neighbours, prm.t)
            guarantee = None
            if exp.guarantee is not None:
                from ...scenarios import pricing

                guarantee = np.array([pricing.revenue_guarantee(
                    exp.gamma, pr.n, pr.m, pr.sensitivity,
                    make_mechanism(prm.mechanism, pr, e, prm.analysis, prm.neighbours).scale, prm.t) for e in eps])
            return exp, curve, guarantee

        self.jobs.submit(work)

    def _show(self, payload) -> None:
        exp, curve, guarantee = payload
        if exp is not self.ws.experiment:
            return
        pr = exp.problem
        unit = pr.score_unit
        self.expected.setData(curve["epsilon"], curve["expected"])
        self.threshold.setData(curve["epsilon"], curve["threshold"])
        self.opt.setValue(pr.opt)
        self.current.setValue(math.log10(exp.params.epsilon))
        has_gamma = exp.gamma is not None
        self.gamma.setVisible(has_gamma)
        if has_gamma:
            self.gamma.setValue(exp.gamma)
        if guarantee is None:
            self.guarantee.setData([], [])
        else:
            self.guarantee.setData(curve["epsilon"], guarantee)
        self.legend.clear()
        self.legend.addItem(self.expected, f"exact E[{pr.score_name}]")
        self.legend.addItem(self._samples["opt"], "OPT")
        self.legend.addItem(self.threshold, f"utility threshold (t = {exp.params.t:g})")
        if has_gamma:
            self.legend.addItem(self._samples["gamma"], "γ")
            self.legend.addItem(self.guarantee, "lecture guarantee")
        self.legend.addItem(self._samples["current"], f"current ε = {exp.params.epsilon:g}")
        lo = min(float(pr.scores.min()), float(np.min(curve["expected"])))
        hi = max(pr.opt, exp.gamma or -np.inf)
        span = hi - lo or 1.0
        self.plot.getPlotItem().setYRange(lo - 0.1 * span, hi + 0.1 * span, padding=0)
        self.plot.getPlotItem().setXRange(math.log10(0.01), math.log10(20), padding=0.02)
        _style_plot(self.plot.getPlotItem(), f"Exact expected {pr.score_name} vs ε", "ε (log scale)",
                    pr.score_name, "", unit)
        self.sweepShown.emit()

    def solve(self) -> None:
        exp = self.ws.experiment
        if exp is None:
            return
        text = self.loss.text()
        pr, prm = exp.problem, exp.params
        self.answer.setText("solving…")

        def work(_progress, _cancelled):
            try:
                loss = float(text.strip().lstrip("$"))
            except ValueError:
                raise ProblemError(f"{text!r} is not a number") from None
            return loss, solve_epsilon(pr, prm.mechanism, loss, prm.analysis, prm.neighbours)

        self.solver.submit(work)

    def _solved(self, payload) -> None:
        loss, eps = payload
        exp = self.ws.experiment
        unit = exp.problem.score_unit if exp else ""
        self.solution = eps
        self.apply_button.setEnabled(eps is not None)
        if eps is None:
            self.answer.setText(f"No ε up to 10⁶ brings E[score] within {unit}{loss:g} of OPT.")
        else:
            self.answer.setText(f"Smallest ε with OPT − E[score] ≤ {unit}{loss:g}: <b>ε = {eps:.4g}</b>")
        self.solved.emit(eps)

    def apply(self) -> None:
        if self.solution is not None:
            self.ws.params.set_epsilon(float(f"{self.solution:.4g}"))
