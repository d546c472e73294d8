"""The privacy bill panel: total ε of what the session released, from its privacy ledger, by each composition
method, with the meaning in words; a plan at the current ε (the curve vs k and the what-if line) apart from it.
Every number comes from core.accounting.bill and core.accounting.ledger_totals (bill_compute), computed on a background job
with progress and Cancel.

By default it shows two methods, the simple sum and the tightest one valid for the mechanism
(``accounting.recommended_method``); *Show all methods* adds the others. Each method has its own Okabe–Ito
colour, line style and marker, the same on the plot and in the table, so none depends on colour alone."""
from __future__ import annotations

import math
import re

import pyqtgraph as pg
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (QCheckBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout,
                               QWidget)

from ....core.accounting import bill as accounting
from ....core import formatting
from ....core.accounting import ledger_totals as la
from ....core.numbers import count_text
from ....core.problem import ProblemError
from .bill_budget import BudgetBox
from .bill_gdp import gdp_line
from .bill_priced import DEFAULT_DELTA, DEFAULT_DELTA_TEXT, PricedReleases
from .bill_compute import NO_RELEASES, compute_bill, finite  # noqa: F401 (NO_RELEASES: the panel's words)
from .bill_styles import MARKER_GLYPHS, MARKER_SIZE, MARKERS, STYLES, SWATCHES, swatch  # noqa: F401
from ..parameters import NumberField
from ..plots import COLORS, pen, present_plot, style_plot
from ..plots.kit import OKABE_ITO, thicken
from ..text import WrappingLabel
from .common import JobBar, JobRunner, ViewInputs, esc, new_plot, red
from ....core.translatable import translatable
from ... import language
from ...language import tr
from ..scrolling import scrolled_page

PUBLISHED = (translatable(
    "Every release is in the session's privacy ledger at the ε it was charged: changing ε, the data or "
             "the mechanism never re-prices it, and Undo does not remove it — what was published stays published. "
             "All releases of the session are composed together, unless you state under Privacy ledger that the "
             "datasets are disjoint."))
TRIALS_TIP = (translatable(
    "An explicit addition: the simulated trials at the current setting are added to what was spent, as if "
              "each had been published at the current ε (they are not written in the ledger)"))
WHAT_IF_MORE = 10  # the what-if line: this many more releases at the current ε
TABLE_MAX_WIDTH = 300
K_LINE_TIP = translatable("The releases so far")
K_LINE_COLOR = OKABE_ITO["grey"]  # the release count's vertical line: visible on light and dark backgrounds
SHOW_ALL_TIP = (translatable(
    "Show every composition method, not only the simple sum and the tightest method valid for this "
                "mechanism"))


class PrivacyBillPanel(PricedReleases, QWidget):
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
                                 translatable("δ of the total: the probability that the ε guarantee may fail "
                                              "(greater than 0 and less than 1, at least 10^-300)"), label="δ")
        self._size_delta_box(False)
        self.count_trials = QCheckBox(translatable("Treat simulated trials as published"))
        self.count_trials.setToolTip(TRIALS_TIP)
        self.show_all = QCheckBox(translatable("Show all methods"))
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
        self.what_if = WrappingLabel("")  # the plan at the current ε: never mixed into what was spent
        self.what_if.setObjectName("billWhatIf")
        self.posterior = WrappingLabel("")  # the spent total for a 20% starting belief (core.attacker's words)
        self.published_note = WrappingLabel(PUBLISHED)
        self.budget = BudgetBox(inputs.session_ledger)  # a row of its own: room for presentation type
        self.recompute_button = QPushButton(translatable("Compute again"))
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
            p.addItem(self.curves[m])
        self.k_line = pg.InfiniteLine(angle=90, pen=pg.mkPen(K_LINE_COLOR, width=1.5, style=Qt.DashLine))
        p.addItem(self.k_line)
        self._tip_curves()
        style_plot(p, "Total privacy loss ε", "releases k (log scale)", "total ε (log scale)",
                   x_short=(translatable("releases k"),))  # (German's longer words, beside the table in presentation)
        self.visible_methods: tuple[str, ...] = ()  # the methods on the plot and in the table now
        self.jobs = JobRunner(self, translatable("compute the privacy bill"))
        self.job_bar = JobBar(self.jobs)
        top = QHBoxLayout()
        top.addWidget(QLabel("δ"))
        top.addWidget(self.delta)
        top.addWidget(self.count_trials)
        top.addStretch(1)
        layout = QVBoxLayout(scrolled_page(self))  # taller than the room (presentation type): it scrolls
        self.releases_label.setWordWrap(True)
        layout.addWidget(self.releases_label)
        layout.addWidget(self.published_note)
        layout.addLayout(top)
        layout.addWidget(self.budget)
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
        layout.addWidget(self.posterior)
        layout.addWidget(self.what_if)
        self.gdp = WrappingLabel("")  # Dong's Gaussian view: μ by sensitivity against μ by range (bill_gdp)
        layout.addWidget(self.gdp)
        self.budget.changed.connect(self.refresh)
        self.jobs.done.connect(self._show)
        self.jobs.failed.connect(self._failed)
        self.jobs.cancelled.connect(self._cancelled)
        self.recompute_button.clicked.connect(lambda: self.refresh(force=True))
        self.delta.editingFinished.connect(self.refresh)
        self.count_trials.toggled.connect(self.refresh)
        self.show_all.toggled.connect(self._show_methods)
        self.payload = None  # the bill on screen (compute_bill's answer), redrawn when Show all changes
        self._requested = None  # the inputs of the last refresh
        self._requested_k = 0  # the releases it prices
        self.shown_inputs = None  # (ε now, δ, mechanism now, k spent) of the bill on screen
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

    def typed_delta(self) -> float:
        """δ as typed, or while what is typed is refused the δ of the bill on screen (else the default)."""
        try:
            return accounting.check_delta(self.delta.plain())
        except ProblemError:
            return self.shown_inputs[1] if self.shown_inputs else DEFAULT_DELTA

    def counts_trials(self) -> bool:
        return self.count_trials.isChecked()

    def _inputs_key(self):
        return (id(self.src.experiments.experiment), self.delta.plain(), self.count_trials.isChecked(),
                len(self.ledger_entries()), self.simulated_extra(), self.src.session_ledger().budget,
                self.src.session_ledger().disjoint_data, language.current())  # its sentences: in the language

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
        self.plot.getPlotItem().described_words = ""
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
            self.recompute_button.hide()  # (shown by _cancelled: nothing to compute again without settings)
            self._clear()
            self.status.setText("")
            if self.src.experiments.last_error:
                self._set_meaning(self.src.no_settings(),
                                  error=True)
            else:
                self._set_meaning(tr("Updating…"))
            return
        try:
            accounting.check_delta(self.delta.plain())
        except ProblemError as exc:
            self.jobs.cancel()
            self.recompute_button.hide()
            self.status.setText("")
            self._set_meaning(tr("{problem} — the bill below is still for δ = {delta}.").format(
                problem=exc, delta=language.shown(formatting.delta_words(self.shown_inputs[1])))
                if self.shown_inputs else str(exc), error=True)
            return
        eps, delta, mech, k = self.bill_inputs()
        charges = self.spent_charges()
        self._requested_k = k
        self.status.setText((tr("Computing the bill for {count} releases…") if k != 1 else
                            tr("Computing the bill for one release…")).format(count=count_text(k)))
        self.jobs.submit(lambda progress, cancelled: compute_bill(charges, delta, (eps, mech), WHAT_IF_MORE,
                                                                  progress, cancelled) | {"inputs": (eps, delta, mech, k)})

    def methods_shown(self, totals: dict | None, mechanism: str) -> tuple[str, ...]:
        """The simple sum and the recommended method, or every method with *Show all methods* (the PLD total
        too when the ledger's ε differ)."""
        if self.show_all.isChecked():
            return accounting.METHODS + (("pld",) if totals and "pld" in totals else ())
        best = self.best_method(totals, mechanism)
        return tuple(m for m in (*accounting.METHODS, "pld") if m in ("basic", best))

    @staticmethod
    def best_method(totals: dict | None, mechanism: str) -> str:
        """The tightest valid total (a mixed ledger's methods include the PLD), or before any release the
        optimal method valid for ``mechanism``."""
        if totals and "pld" in totals:  # the ledger's tie rule: the simple sum is named where advanced equals it
            return la.tightest(totals)[0]
        return accounting.recommended_method(totals, mechanism)

    def _show(self, payload) -> None:
        self.payload = payload
        self.status.setText("")
        ks = payload["ks"]
        for m, ys in payload["curves"].items():
            pts = [(kk, y) for kk, y in zip(ks, ys) if finite(y)]
            self.curves[m].setData([float(a) for a, _ in pts], [b for _, b in pts])
        k = payload["inputs"][3]
        self.k_line.setValue(math.log10(max(k, 1)))
        per_run = self._per_run()
        counted = (tr("(each Run once is one, recorded in the privacy ledger") if per_run == 1 else
                   tr("(each Run once is {count} releases, recorded in the privacy ledger").format(
                       count=count_text(per_run)))
        counted += (tr(", plus the simulated trials at this setting, counted as published")
                    if self.simulated_extra() else "") + ")"
        self.releases_label.setText(tr("Releases this session: {count}").format(count=f"<b>{count_text(k)}</b>") +
                                    f" {counted}")
        self._show_methods()
        self._set_meaning(language.shown(payload["sentence"]))  # (written in the language by the job: words())
        self.what_if.setText(language.shown(payload["what_if"]))
        self.posterior.setText(language.shown(payload["posterior"]))
        self.gdp.setText(language.shown(gdp_line(self.src.experiments.experiment, k, payload["inputs"][1])))
        self.budget.show_left(self.ledger_entries())
        self.shown_inputs = payload["inputs"]
        self.billShown.emit()

    def _tip_curves(self) -> None:
        """Each curve's tooltip, its method and source, and the release line's, in the language in use (a plot's
        items are not widgets: written again with each bill, which a change of language recomputes)."""
        for m, curve in self.curves.items():
            curve.setToolTip(f"{tr(accounting.METHOD_TITLES[m])}: {language.translated_text(accounting.METHOD_SOURCES[m])}")
        self.k_line.setToolTip(tr(K_LINE_TIP))

    def _show_methods(self) -> None:
        """The curves and table rows of the methods shown (after a bill arrives, or *Show all* changes)."""
        payload = self.payload
        if payload is None:
            return
        eps, delta, mech, k = payload["inputs"]
        totals = payload["totals"]
        self._tip_curves()
        shown = self.methods_shown(totals, mech)
        self.visible_methods = shown
        for m, curve in self.curves.items():
            curve.setVisible(m in shown)
        view = self.plot.getPlotItem().getViewBox()
        view.enableAutoRange()
        view.updateAutoRange()  # fit the curves now shown (hidden ones do not count; a shown one may be taller)
        best = self.best_method(totals, mech)
        self.table.setToolTip(tr("Where each total comes from:") + "\n" + "\n".join(
            f"• {tr(la.LEDGER_TITLES[m])}: {language.translated_text(la.LEDGER_SOURCES[m])}" for m in shown))
        hidden = len(accounting.METHODS) + (totals is not None and "pld" in totals) - len(shown)
        more = tr("<p><i>{count} more: tick <b>Show all methods</b>.</i></p>").format(count=hidden) if hidden else ""
        if totals is None:
            self.table.setText(tr("<p>No releases yet: press <b>Run once</b>.</p>") + more)
            self.plot.getPlotItem().described_words = ""
            return
        rows = "".join(
            f"<tr><td>{swatch(m)} {'<b>' if m == best else ''}{esc(tr(la.LEDGER_TITLES[m]))}"
            f"{' ' + tr('(recommended)') + '</b>' if m == best else ''}</td><td align='right'><b>"
            f"{esc(language.shown(accounting.total_text(totals[m], 4, prefix='')))}</b></td></tr>" for m in shown)
        beyond = "" if payload["exact"] else tr(
            "<p><i>The optimal methods handle at most {count} releases: no total from them here.</i></p>").format(
            count=language.shown(f"{accounting.MAX_RELEASES:,}"))
        note = self.release_note()
        missing = accounting.missing_methods_note(mech, self.mechanism_title(mech))
        spent = payload["epsilons"]
        at = (tr("ε = {epsilon}").format(epsilon=formatting.plain(spent[0])) if len(spent) == 1 else
              tr("ε from {low} to {high}").format(low=formatting.plain(spent[0]), high=formatting.plain(spent[-1])))
        head = (tr("<p>Total ε after <b>{count}</b> release at {at}, δ = {delta} (the dashed vertical line):</p>")
                if k == 1 else
                tr("<p>Total ε after <b>{count}</b> releases at {at}, δ = {delta} (the dashed vertical line):</p>"))
        self._describe_totals(head.format(count=count_text(k), at=at, delta=formatting.delta_words(delta)), totals, shown)
        self.table.setText(language.shown(head.format(count=count_text(k), at=at, delta=formatting.delta_words(delta)))
                           + f"<table cellspacing='4'>{rows}</table>" + more + beyond
                           + (f"<p><i>{esc(language.shown(note))}</i></p>" if note else "")
                           + (f"<p><i>{esc(missing)}</i></p>" if missing else ""))

    def _describe_totals(self, head: str, totals: dict, shown: tuple[str, ...]) -> None:
        """The plot's text alternative says the totals the table beside it gives (its curves have no legend):
        '… Total ε after 3 releases at ε = 1, δ = 10⁻⁶ (the dashed vertical line): basic composition 3; …'
        (plots/described.describe adds ``described_words``; its numbers are localized there, once)."""
        totals_words = "; ".join(f"{tr(la.LEDGER_TITLES[m])} {accounting.total_text(totals[m], 4, prefix='')}"
                                 for m in shown)
        self.plot.getPlotItem().described_words = re.sub(r"<[^>]+>", "", f"{head} {totals_words}.")

    def _failed(self, message: str) -> None:
        self.status.setText("")
        self._clear()
        self._set_meaning(message if message.startswith("Could not") else tr(
            "Could not compute the privacy bill: {reason}").format(reason=message), error=True)

    def cancel(self) -> None:
        self.jobs.cancel()  # (said by _cancelled, on jobs.cancelled)

    def _cancelled(self) -> None:
        self.status.setText("")
        self._clear()
        self.recompute_button.show()
        k = self._requested_k
        self._set_meaning(language.shown(tr("Cancelled: the bill for {count} releases was not computed. Press Compute "
                                            "again to compute it.").format(count=count_text(k))), error=True)
