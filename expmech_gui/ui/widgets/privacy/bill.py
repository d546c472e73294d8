"""The privacy bill panel: total ε of the session's releases by each composition method, vs k, with the
meaning in words. Every number comes from core.accounting (``release_bill``, ``privacy_bill``,
``formula_totals``), computed on a background job with progress and Cancel."""
from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from ....core import accounting
from ....core.mechanisms import mechanism_class
from ....core.numbers import count_text
from ....core.problem import ProblemError
from ..plots import COLORS, pen, style_plot
from ..plots.kit import LONG_DASH
from .common import JobBar, JobRunner, ViewInputs, esc, new_plot, red

DEFAULT_DELTA_TEXT = "1e-6"  # δ of the bill until the user types another
DEFAULT_DELTA = float(DEFAULT_DELTA_TEXT)
EXACT_CURVE_RELEASES = 3000  # curve points up to this k use the optimal methods; beyond, the formulas
CURVE_POINTS = 22
NO_RELEASES = ("No releases yet, so nothing has been spent: each Run once publishes one private choice "
               "(tick the box to count the simulated trials too).")
# one Okabe–Ito colour and one line style per method: no two curves differ by colour alone
STYLES = {"basic": ("exact", Qt.DashLine), "advanced": ("threshold", Qt.DotLine),
          "kov_optimal": ("empirical", Qt.DashDotLine), "bounded_range_optimal": ("opt", Qt.SolidLine),
          "zcdp_simple": ("expected", Qt.DashDotDotLine), "zcdp_cks": ("mean", LONG_DASH)}
SWATCHES = {Qt.SolidLine: "━━━", Qt.DashLine: "╸ ╸ ╸", Qt.DotLine: "· · · ·", Qt.DashDotLine: "━ · ━",
            Qt.DashDotDotLine: "━ · · ━", LONG_DASH: "━━ ━━"}


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
        """Presentation mode: larger type in this view's plots and texts."""
        self.presenting = on

    def __init__(self, inputs: ViewInputs, parent=None) -> None:
        super().__init__(parent)
        self.src = inputs
        self.delta = QLineEdit(DEFAULT_DELTA_TEXT)
        self.delta.setMaximumWidth(90)
        self.delta.setToolTip("δ of the total: the probability that the ε guarantee may fail (greater than 0 and "
                              "less than 1)")
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
        self.status = QLabel("")
        self.status.setObjectName("billStatus")
        self.recompute_button = QPushButton("Compute again")
        self.recompute_button.hide()
        self.plot = new_plot("Total ε vs number of releases")
        p = self.plot.getPlotItem()
        p.setLogMode(x=True, y=True)
        self.styles = STYLES
        self.curves = {}
        for m in accounting.METHODS:
            self.curves[m] = pg.PlotDataItem([], [], pen=pen(STYLES[m][0], 2.0, STYLES[m][1]))
            p.addItem(self.curves[m])
        self.k_line = pg.InfiniteLine(angle=90, pen=pg.mkPen("#444", width=1.5, style=Qt.DashLine))
        p.addItem(self.k_line)
        style_plot(p, "Total ε vs number of releases k", "releases k (log)", "total ε (log)")
        self.jobs = JobRunner(self, "compute the privacy bill")
        self.job_bar = JobBar(self.jobs)
        top = QHBoxLayout()
        top.addWidget(QLabel("δ"))
        top.addWidget(self.delta)
        top.addWidget(self.count_trials)
        top.addWidget(self.releases_label, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        busy = QHBoxLayout()
        busy.addWidget(self.status)
        busy.addWidget(self.job_bar, 1)
        busy.addWidget(self.recompute_button)
        layout.addLayout(busy)
        body = QHBoxLayout()
        body.addWidget(self.plot, 1)
        self.table.setMinimumWidth(250)
        self.table.setMaximumWidth(300)
        self.table.setWordWrap(True)
        body.addWidget(self.table)
        layout.addLayout(body, 1)
        layout.addWidget(self.meaning)
        self.jobs.done.connect(self._show)
        self.jobs.failed.connect(self._failed)
        self.jobs.cancelled.connect(self._cancelled)
        self.job_bar.cancel_button.clicked.connect(self.cancel)
        self.recompute_button.clicked.connect(lambda: self.refresh(force=True))
        self.delta.editingFinished.connect(self.refresh)
        self.count_trials.toggled.connect(self.refresh)
        self._requested = None  # the inputs of the last refresh
        self.shown_inputs = None  # (ε, δ, mechanism, k) of the bill on screen
        # Releases can change while this panel is visible (Ctrl+R runs once from any tab): while visible, the
        # panel checks twice a second that the bill on screen is for the current inputs.
        self._watch = QTimer(self)
        self._watch.setInterval(500)
        self._watch.timeout.connect(self._check_inputs)

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self._watch.start()

    def hideEvent(self, event) -> None:  # noqa: N802
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
        return float(exp.params.epsilon), delta, exp.params.mechanism, self.releases()

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
        self.shown_inputs = None

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
                self._set_meaning(f"No valid settings: fix the data or parameters first. {self.src.experiments.last_error}",
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
                              f"{self.shown_inputs[1]:g}." if self.shown_inputs else str(exc), error=True)
            return
        eps, delta, mech, k = self.bill_inputs()
        self.status.setText(f"Computing the bill for {count_text(k)} release{'s' if k != 1 else ''} at ε = {eps:g}…")
        self.jobs.submit(lambda progress, cancelled: compute_bill(eps, delta, mech, k, progress, cancelled))

    def _swatch(self, method: str) -> str:
        """The method's curve in the table: its colour and, drawn in characters, its line style."""
        key, style = self.styles[method]
        r, g, b = COLORS[key]
        glyphs = SWATCHES.get(style, "━━━")
        return f"<span style='color:rgb({r},{g},{b}); font-weight:bold'>{glyphs}</span>"

    def _show(self, payload) -> None:
        eps, delta, mech, k = payload["inputs"]
        self.status.setText("")
        ks = payload["ks"]
        for m, ys in payload["curves"].items():
            pts = [(kk, y) for kk, y in zip(ks, ys) if y is not None and math.isfinite(y) and 0 < y < 1e300]
            self.curves[m].setData([float(a) for a, _ in pts], [b for _, b in pts])
        self.k_line.setValue(math.log10(max(k, 1)))
        counted = "(each Run once is one" + (", and every simulated trial" if self.count_trials.isChecked() else "") + ")"
        self.releases_label.setText(f"Releases this session: <b>{count_text(k)}</b> {counted}")
        totals = payload["totals"]
        if totals is None:
            self.table.setText("No releases yet: press <b>Run once</b>.")
        else:
            rows = "".join(f"<tr><td>{self._swatch(m)} {esc(accounting.METHOD_TITLES[m])}</td><td align='right'><b>"
                           f"{accounting.total_text(v, 4, prefix='')}</b></td></tr>" for m, v in totals.items())
            beyond = "" if payload["exact"] else (
                f"<p><i>n/a for the optimal methods: they handle at most {accounting.MAX_RELEASES:,} releases.</i></p>")
            mechanism = mechanism_class(mech)
            self.table.setText(f"<p>Total ε after <b>{count_text(k)}</b> release(s) at ε = {eps:g}, δ = {delta:g} "
                               f"(the dashed vertical line; colours match the curves):</p>"
                               f"<table cellspacing='4'>{rows}</table>" + beyond
                               + ("" if mechanism.bounded_range else
                                  f"<p><i>n/a: {esc(mechanism.title.lower())} is ε-DP but not "
                                  "ε-bounded-range.</i></p>"))
        self._set_meaning(payload["sentence"])
        self.shown_inputs = (eps, delta, mech, k)
        self.billShown.emit()

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
