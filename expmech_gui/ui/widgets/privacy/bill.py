"""The privacy bill panel: total ε of the session's releases by each composition method, vs k, with the
meaning in words. Every number comes from core.accounting (``release_bill``, ``privacy_bill``,
``formula_totals``), computed on a background job with progress and Cancel.

By default it shows two methods, the simple sum and the tightest one valid for the mechanism
(``accounting.recommended_method``); *Show all methods* adds the others. Each method has its own Okabe–Ito
colour, line style and marker, the same on the plot and in the table, so none depends on colour alone."""
from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (QCheckBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout,
                               QWidget)

from ....core import accounting, formatting
from ....core.mechanisms import mechanism_class
from ....core.numbers import count_text
from ....core.privacy import release_epsilon
from ....core.problem import ProblemError
from ..parameters import NumberField
from ..plots import COLORS, pen, present_plot, style_plot
from ..plots.kit import LONG_DASH, OKABE_ITO, thicken
from ..text import WrappingLabel
from .common import JobBar, JobRunner, ViewInputs, esc, new_plot, red

DEFAULT_DELTA_TEXT = "1e-6"  # δ of the bill until the user types another
DEFAULT_DELTA = float(DEFAULT_DELTA_TEXT)
EXACT_CURVE_RELEASES = 3000  # curve points up to this k use the optimal methods; beyond, the formulas
CURVE_POINTS = 22
NO_RELEASES = ("No releases yet, so nothing has been spent: each Run once publishes one private choice "
               "(tick the box to count the simulated trials too).")
# one Okabe–Ito colour, one line style and one marker per method: no two curves differ by colour alone (the
# simple sum, vermillion dashes and circles, and the bounded-range optimum, bluish-green solid and squares, stay
# apart for deutan and protan viewers too)
STYLES = {"basic": ("exact", Qt.DashLine), "advanced": ("threshold", Qt.DotLine),
          "kov_optimal": ("empirical", Qt.DashDotLine), "bounded_range_optimal": ("opt", Qt.SolidLine),
          "zcdp_simple": ("expected", Qt.DashDotDotLine), "zcdp_cks": ("mean", LONG_DASH)}
MARKERS = {"basic": "o", "advanced": "t", "kov_optimal": "d", "bounded_range_optimal": "s", "zcdp_simple": "t1",
           "zcdp_cks": "x"}
SWATCHES = {Qt.SolidLine: "━━━", Qt.DashLine: "╸ ╸ ╸", Qt.DotLine: "· · · ·", Qt.DashDotLine: "━ · ━",
            Qt.DashDotDotLine: "━ · · ━", LONG_DASH: "━━ ━━"}
MARKER_GLYPHS = {"o": "●", "t": "▼", "d": "◆", "s": "■", "t1": "▲", "x": "✖"}
MARKER_SIZE = 7
TABLE_MAX_WIDTH = 300
K_LINE_COLOR = OKABE_ITO["grey"]  # the release count's vertical line: visible on light and dark backgrounds
SHOW_ALL_TIP = ("Show every composition method, not only the simple sum and the tightest method valid for this "
                "mechanism")


def compute_bill(eps: float, delta: float, mech: str, k: int, progress, cancelled) -> dict:
    """The bill and its curve (runs on the job thread): everything the panel shows, from one input."""
    top = max(1000.0, 10.0 * float(k)) if k < 1e300 else 1e301
    ks = sorted({max(1, int(round(v))) for v in np.geomspace(1.0, top, CURVE_POINTS)})
    units = 1000
    share_now = 700 if 1 <= k <= accounting.MAX_RELEASES else 0
    progress(0, units)

    def now_progress(done, total):
        progress(int(share_now * done / max(total, 1)), units)

    if k == 0:
        totals, sentence, exact = None, NO_RELEASES, False
    else:
        totals, sentence, exact = accounting.release_bill(eps, k, delta, mech, progress=now_progress,
                                                          cancelled=cancelled)
    curves = {m: [] for m in accounting.METHODS}
    for j, kk in enumerate(ks):
        if cancelled():
            raise accounting.Cancelled("the privacy bill was cancelled")
        if kk <= EXACT_CURVE_RELEASES:
            point = accounting.privacy_bill(eps, kk, delta, mech, cancelled=cancelled).methods()
        else:
            point = accounting.formula_totals(eps, kk, delta, mech)
        for m in accounting.METHODS:
            curves[m].append(point.get(m))
        progress(share_now + int((units - share_now) * (j + 1) / len(ks)), units)
    return {"inputs": (eps, delta, mech, k), "ks": ks, "curves": curves, "totals": totals,
            "sentence": sentence, "exact": exact}


class PrivacyBillPanel(QWidget):
    """Total ε of the session's releases by each composition method, vs k, with the meaning in words.

    The table, the sentence, the releases line and the plot always come from one computed bill (same ε, δ,
    k and mechanism) and change together; while the inputs the bill was made from are not the current ones,
    the panel recomputes (ε, δ, the mechanism, the release count, the trials box)."""

    billShown = Signal()

    def set_presentation(self, on: bool) -> None:
        """Presentation mode: the plot's title, ticks and axis titles at PRESENTATION_SCALE × (kit.present_plot),
        thicker curves and larger markers; normal when off."""
        self.presenting = on
        present_plot(self.plot.getPlotItem(), on)
        thicken(on, self.k_line, *self.curves.values())
        for curve in self.curves.values():
            curve.setSymbolSize(MARKER_SIZE * (2 if on else 1))
        # the app's fonts are already PRESENTATION_SCALE × (theme.set_scale): the table and the sentence follow
        self.table.setMaximumWidth(round(TABLE_MAX_WIDTH * (1.3 if on else 1)))
        self._size_delta_box(on)

    def _size_delta_box(self, on: bool) -> None:
        """Room for '0.000001' at the normal or the presentation font size."""
        self.delta.setMinimumWidth(140 if on else 70)
        self.delta.setMaximumWidth(180 if on else 90)

    def __init__(self, inputs: ViewInputs, parent=None) -> None:
        super().__init__(parent)
        self.src = inputs
        self.delta = NumberField(DEFAULT_DELTA_TEXT, accounting.check_delta,  # red with the range when refused
                                 "δ of the total: the probability that the ε guarantee may fail (greater than 0 and "
                                 "less than 1, at least 10^-300)", label="δ")
        self._size_delta_box(False)
        self.count_trials = QCheckBox("Treat simulated trials as published")
        self.count_trials.setToolTip("Count every simulated trial as a release (as if each had been published)")
        self.show_all = QCheckBox("Show all methods")
        self.show_all.setObjectName("billShowAll")
        self.show_all.setToolTip(SHOW_ALL_TIP)
        self.presenting = False
        self.releases_label = WrappingLabel("")
        self.releases_label.setObjectName("releasesLabel")
        self.table = WrappingLabel("")
        self.table.setObjectName("billTable")
        self.table.setTextFormat(Qt.RichText)
        self.meaning = WrappingLabel("")
        self.meaning.setObjectName("billMeaning")
        self.meaning.setWordWrap(True)
        self.status = WrappingLabel("")
        self.status.setObjectName("billStatus")
        self.recompute_button = QPushButton("Compute again")
        self.recompute_button.hide()
        self.plot = new_plot("Total privacy loss ε")
        p = self.plot.getPlotItem()
        p.setLogMode(x=True, y=True)
        self.curves = {}
        for m in accounting.METHODS:
            key, style = STYLES[m]
            self.curves[m] = pg.PlotDataItem([], [], pen=pen(key, 2.0, style), symbol=MARKERS[m],
                                             symbolSize=MARKER_SIZE, symbolBrush=pg.mkBrush(*COLORS[key]),
                                             symbolPen=pg.mkPen(*COLORS[key]))
            self.curves[m].setToolTip(f"{accounting.METHOD_TITLES[m]}: {accounting.METHOD_SOURCES[m]}")
            p.addItem(self.curves[m])
        self.k_line = pg.InfiniteLine(angle=90, pen=pg.mkPen(K_LINE_COLOR, width=1.5, style=Qt.DashLine))
        self.k_line.setToolTip("The releases so far")
        p.addItem(self.k_line)
        style_plot(p, "Total privacy loss ε", "releases k (log scale)", "total ε (log scale)")
        self.visible_methods: tuple[str, ...] = ()  # the methods on the plot and in the table now
        self.jobs = JobRunner(self, "compute the privacy bill")
        self.job_bar = JobBar(self.jobs)
        top = QHBoxLayout()
        top.addWidget(QLabel("δ"))
        top.addWidget(self.delta)
        top.addWidget(self.count_trials)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        self.releases_label.setWordWrap(True)
        layout.addWidget(self.releases_label)
        layout.addLayout(top)
        busy = QHBoxLayout()
        busy.addWidget(self.status)
        busy.addWidget(self.job_bar, 1)
        busy.addWidget(self.recompute_button)
        layout.addLayout(busy)
        body = QHBoxLayout()
        body.addWidget(self.plot, 1)
        self.table.setMinimumWidth(250)
        self.table.setMaximumWidth(TABLE_MAX_WIDTH)
        self.table.setWordWrap(True)
        legend = QVBoxLayout()  # the table is the curves' legend; the box that adds curves sits under it
        legend.addWidget(self.table)
        legend.addWidget(self.show_all)
        legend.addStretch(1)
        body.addLayout(legend)
        layout.addLayout(body, 1)
        layout.addWidget(self.meaning)
        self.jobs.done.connect(self._show)
        self.jobs.failed.connect(self._failed)
        self.jobs.cancelled.connect(self._cancelled)
        self.job_bar.cancel_button.clicked.connect(self.cancel)
        self.recompute_button.clicked.connect(lambda: self.refresh(force=True))
        self.delta.editingFinished.connect(self.refresh)
        self.count_trials.toggled.connect(self.refresh)
        self.show_all.toggled.connect(self._show_methods)
        self.payload = None  # the bill on screen (compute_bill's answer), redrawn when Show all changes
        self._requested = None  # the inputs of the last refresh
        self.shown_inputs = None  # (ε, δ, mechanism, k) of the bill on screen
        # Releases can change while this panel is visible (Ctrl+R runs once from any tab): while visible, the
        # panel checks twice a second that the bill on screen is for the current inputs.
        self._watch = QTimer(self)
        self._watch.setInterval(500)
        self._watch.timeout.connect(self._check_inputs)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._watch.start()

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        self._watch.stop()

    def releases(self) -> int:
        """The release count k: every Run once, or every simulated trial at this setting when that is more
        and the box says to count them."""
        k = max(0, int(self.src.runs.releases or 0))
        if self.count_trials.isChecked() and self.src.runs.aggregate is not None:
            k = max(k, int(self.src.runs.aggregate.trials))
        return k

    def bill_inputs(self) -> tuple[float, float, str, int]:
        """(ε, δ, mechanism, k) of the bill for the current settings, as this panel computes it: δ as typed,
        or while what is typed is refused the δ of the bill on screen (else the default). Needs valid
        settings (``ws.experiment``)."""
        exp = self.src.experiments.experiment
        if exp is None:
            raise ValueError(self.src.experiments.last_error or "no valid settings")
        try:
            delta = accounting.check_delta(self.delta.text())
        except ProblemError:
            delta = self.shown_inputs[1] if self.shown_inputs else DEFAULT_DELTA
        eps, mech, per_run, _note = self.charge(exp)
        return eps, delta, mech, self.releases() * per_run

    @staticmethod
    def charge(exp) -> tuple[float, str, int, str]:
        """(ε per release, accounting mechanism key, releases per run, note): the scenario's own charge (top-k:
        k selections per run), else one release at ``release_epsilon``."""
        if exp.scenario.release_charge is not None:
            return exp.scenario.release_charge(exp)
        eps, why = release_epsilon(exp.mechanism)
        return eps, exp.params.mechanism, 1, why

    def _per_run(self) -> int:
        exp = self.src.experiments.experiment
        return self.charge(exp)[2] if exp is not None else 1

    def mechanism_title(self, mech: str) -> str:
        exp = self.src.experiments.experiment
        own = exp.scenario.mechanism_choice(exp.params.mechanism) if exp is not None else None
        return own.title if own is not None else mechanism_class(mech).title

    def release_note(self) -> str:
        """Why a release costs less than the ε set, in words ("" when it costs that ε): the exponential
        mechanism with the general analysis on a monotone score is ε/2-DP (core.privacy.release_epsilon)."""
        exp = self.src.experiments.experiment
        if exp is None:
            return ""
        if exp.scenario.release_charge is not None:
            eps, _mech, per_run, why = self.charge(exp)
            return f"Each release costs ε = {formatting.plain(eps)} ({count_text(per_run)} per run): {why}."
        eps, why = release_epsilon(exp.mechanism)
        return "" if eps == exp.params.epsilon else f"Each release costs ε = {formatting.plain(eps)}, not the ε = " \
            f"{formatting.plain(exp.params.epsilon)} you set: {why}."

    def _inputs_key(self):
        return (id(self.src.experiments.experiment), self.delta.text(), self.count_trials.isChecked(), self.releases())

    def _check_inputs(self) -> None:
        if self._inputs_key() != self._requested:
            self.refresh()

    def _set_meaning(self, text: str, error: bool = False) -> None:
        if error:
            self.meaning.setTextFormat(Qt.RichText)
            self.meaning.setText(red(text))
        else:
            self.meaning.setTextFormat(Qt.PlainText)
            self.meaning.setText(text)

    def _clear(self) -> None:
        for c in self.curves.values():
            c.setData([], [])
        self.table.setText("")
        self.table.setToolTip("")
        self.shown_inputs = None
        self.payload = None

    def refresh(self, force: bool = False) -> None:
        key = self._inputs_key()
        if not force and key == self._requested and self.jobs.pending:
            return
        self._requested = key
        self.recompute_button.hide()
        exp = self.src.experiments.experiment
        self.plot.setVisible(exp is not None)
        if exp is None:
            self.jobs.cancel()
            self._clear()
            self.status.setText("")
            if self.src.experiments.last_error:
                self._set_meaning(self.src.no_settings(),
                                  error=True)
            else:
                self._set_meaning("Updating…")
            return
        try:
            accounting.check_delta(self.delta.text())
        except ProblemError as exc:
            self.jobs.cancel()
            self.status.setText("")
            self._set_meaning(f"{exc} — the bill below is still for δ = "
                              f"{formatting.plain(self.shown_inputs[1])}." if self.shown_inputs else str(exc), error=True)
            return
        eps, delta, mech, k = self.bill_inputs()
        self.status.setText(f"Computing the bill for {count_text(k)} release{'s' if k != 1 else ''} at ε = {formatting.plain(eps)}…")
        self.jobs.submit(lambda progress, cancelled: compute_bill(eps, delta, mech, k, progress, cancelled))

    def _swatch(self, method: str) -> str:
        """The method's curve in the table: its colour and, drawn in characters, its line style and marker."""
        key, style = STYLES[method]
        r, g, b = COLORS[key]
        return (f"<span style='color:rgb({r},{g},{b}); font-weight:bold'>{SWATCHES.get(style, '━━━')}"
                f"{MARKER_GLYPHS[MARKERS[method]]}</span>")

    def methods_shown(self, totals: dict | None, mechanism: str) -> tuple[str, ...]:
        """The simple sum and the recommended method, or every method with *Show all methods*."""
        if self.show_all.isChecked():
            return accounting.METHODS
        best = accounting.recommended_method(totals, mechanism)
        return tuple(m for m in accounting.METHODS if m in ("basic", best))

    def _show(self, payload) -> None:
        self.payload = payload
        self.status.setText("")
        ks = payload["ks"]
        for m, ys in payload["curves"].items():
            pts = [(kk, y) for kk, y in zip(ks, ys) if y is not None and math.isfinite(y) and 0 < y < 1e300]
            self.curves[m].setData([float(a) for a, _ in pts], [b for _, b in pts])
        k = payload["inputs"][3]
        self.k_line.setValue(math.log10(max(k, 1)))
        per_run = self._per_run()
        each = "one" if per_run == 1 else f"{count_text(per_run)} releases"
        counted = f"(each Run once is {each}" + (", and every simulated trial" if self.count_trials.isChecked() else "") + ")"
        self.releases_label.setText(f"Releases this session: <b>{count_text(k)}</b> {counted}")
        self._show_methods()
        self._set_meaning(payload["sentence"])
        self.shown_inputs = payload["inputs"]
        self.billShown.emit()

    def _show_methods(self) -> None:
        """The curves and table rows of the methods shown (after a bill arrives, or *Show all* changes)."""
        payload = self.payload
        if payload is None:
            return
        eps, delta, mech, k = payload["inputs"]
        totals = payload["totals"]
        shown = self.methods_shown(totals, mech)
        self.visible_methods = shown
        for m, curve in self.curves.items():
            curve.setVisible(m in shown)
        view = self.plot.getPlotItem().getViewBox()
        view.enableAutoRange()
        view.updateAutoRange()  # fit the curves now shown (hidden ones do not count; a shown one may be taller)
        best = accounting.recommended_method(totals, mech)
        self.table.setToolTip("Where each total comes from:\n" + "\n".join(
            f"• {accounting.METHOD_TITLES[m]}: {accounting.METHOD_SOURCES[m]}" for m in shown))
        hidden = len(accounting.METHODS) - len(shown)
        more = f"<p><i>{hidden} more: tick <b>Show all methods</b>.</i></p>" if hidden else ""
        if totals is None:
            self.table.setText("<p>No releases yet: press <b>Run once</b>.</p>" + more)
            return
        rows = "".join(
            f"<tr><td>{self._swatch(m)} {'<b>' if m == best else ''}{esc(accounting.METHOD_TITLES[m])}"
            f"{' (recommended)</b>' if m == best else ''}</td><td align='right'><b>"
            f"{esc(accounting.total_text(totals[m], 4, prefix=''))}</b></td></tr>" for m in shown)
        beyond = "" if payload["exact"] else (
            f"<p><i>The optimal methods handle at most {accounting.MAX_RELEASES:,} releases: no total from them "
            "here.</i></p>")
        note = self.release_note()
        missing = accounting.missing_methods_note(mech, self.mechanism_title(mech))
        self.table.setText(f"<p>Total ε after <b>{count_text(k)}</b> release{'s' if k != 1 else ''} at "
                           f"ε = {formatting.plain(eps)}, δ = {formatting.plain(delta)} "
                           f"(the dashed vertical line):</p><table cellspacing='4'>{rows}</table>" + more + beyond
                           + (f"<p><i>{esc(note)}</i></p>" if note else "")
                           + (f"<p><i>{esc(missing)}</i></p>" if missing else ""))

    def _failed(self, message: str) -> None:
        self.status.setText("")
        self._clear()
        self._set_meaning(message if message.startswith("Could not") else f"Could not compute the privacy bill: "
                          f"{message}", error=True)

    def cancel(self) -> None:
        self.jobs.cancel()
        self._cancelled()

    def _cancelled(self) -> None:
        self.status.setText("")
        self._clear()
        self.recompute_button.show()
        k = self._requested[3] if self._requested else 0
        self._set_meaning(f"Cancelled: the bill for {count_text(k)} releases was not computed. Press Compute again "
                          "to compute it.", error=True)
