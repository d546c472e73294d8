"""The one-person view: pmf(D) vs pmf(D′) for a chosen change of one individual, the per-candidate privacy
loss within ±ε, and the search for the most exposed individual.

Everything scenario-specific (the noun, the labels, how a new individual's data is typed and described)
comes from ``Scenario.one_person``; the numbers come from core.privacy.loss. The comparison and the
search run on background jobs with progress and Cancel; a newer request supersedes an older one.
"""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget,
)

from ....core.accounting.bill import Cancelled
from ....core.accounting.charge_words import release_band
from ....core.formatting import NEIGHBOUR_CHANGE, count, value
from ....core.privacy.loss import (
    NOTION_OF_CHANGE, exact_comparison, most_exposed, promise_bound, promise_text, score_change_summary
)
from ....core.problem import ProblemError
from ....experiment import Experiment
from ....scenarios.framework.neighbours import neighbour_dataset, neighbour_families
from .comparison_plots import ComparisonPlots
from ..flow import FittedLineEdit, FlowLayout, LineLabel
from ..text import WrappingLabel
from ..scrolling import scrolled_page
from .common import (MAX_PLOT_POINTS, JobBar, JobRunner, ViewInputs, elide_middle, envelope, esc, plain, red,
                     tooltip)
from .people import TableNames
from ....core.translatable import message, translatable, translated
from ...language import shown, tr

CHANGES = (("remove", translatable("Remove an individual")), ("add", translatable("Add a new individual")),
           ("replace", translatable("Replace an individual's data")))
# top-k (Experiment.several_at_once): the comparison is of one pick's chances, said before its numbers
FIRST_PICK_WORDS = translatable("Each run picks k: these are the first of the k picks' chances and its privacy loss "
                                "alone (the Privacy bill adds up all k).")
MAX_BARS = 40  # up to this many candidates the pmfs are bars; beyond, (downsampled) lines
PRESENTING_PLOT_HEIGHT = 480  # px each plot keeps in presentation: at 1280×800 it got ~90 px; the page scrolls instead


class PersonChooser(FittedLineEdit):
    """Who changes: a table row number as the table shows it (1 = the first row, excluded rows count), or
    a name as typed in the table where it has names. ``setValue``/``value`` keep the old spin-box API."""

    def setValue(self, row: int) -> None:
        self.setText(str(int(row)))

    def value(self) -> int:
        try:
            return int(self.text().strip())
        except ValueError:
            return 0


def comparison(exp, scenario_key: str, kind: str, row, value, what: str, cancelled) -> dict:
    """Everything the view draws for D vs D′ (runs on the job thread): the loss profile, the curves (bars
    for few candidates, min/max envelopes beyond) and the score change of this pair."""
    d2 = neighbour_dataset(scenario_key, exp.dataset, kind, row, value)
    if cancelled():
        raise Cancelled()
    exp2 = Experiment(exp.scenario, d2, exp.params)
    prof = exact_comparison(exp.mechanism, exp2.mechanism)
    pr = exp.problem
    x = pr.values if pr.values is not None else np.arange(pr.m, dtype=float)
    p, q = exp.mechanism.pmf, exp2.mechanism.pmf
    du_max, du_range = score_change_summary(pr, exp2.problem)
    bars = pr.m <= MAX_BARS
    if bars:
        d_line = d2_line = (np.zeros(0), np.zeros(0))
        down = False
    else:
        *d_line, down_p = envelope(x, p)
        *d2_line, down_q = envelope(x, q)
        down = down_p or down_q
    rx, ry, down_r = envelope(x, prof.log_ratio)
    # what one release can lose (the bill's charge), drawn only where the view's sentence promises it (promise_text)
    pair_notion = NOTION_OF_CHANGE[kind]
    band = release_band(exp.mechanism, pair_notion) if promise_bound(exp.mechanism, pair_notion) is not None else None
    pick_words = ""
    if exp.several_at_once:  # top-k: one pick's ε, as its bill charges each pick, beside the k picks' total
        from ....scenarios.topk.topk import first_pick_privacy
        pick_words = first_pick_privacy(exp, pair_notion)[1]
    return {"band": band, "pick_words": pick_words, "exp": exp, "prof": prof, "x": x if bars else None,
            "p": p if bars else None, "q": q if bars else None, "bars": bars, "d_line": d_line, "d2_line": d2_line,
            "ratio": (rx, ry), "downsampled": down or down_r, "x_range": (float(x.min()), float(x.max())),
            "step": float(x[1] - x[0]) if pr.values is not None and pr.m > 1 else 1.0,
            "du_max": du_max, "du_range": du_range, "what": what, "kind": kind}


class NeighbourView(QWidget):
    """pmf(D) vs pmf(D′) for a chosen change, the per-candidate log-ratio within ±ε, and the search for
    the most exposed individual. Individuals are named as the table names them (its row numbers, names)."""

    comparisonShown = Signal()
    searchFinished = Signal(object)

    presenting = False

    def set_presentation(self, on: bool) -> None:
        """Presentation mode: the plots' type twice as large, lines twice as thick; the pair's details folded."""
        self.presenting = on
        self.plots.set_presentation(on)
        for widget in (self.pmf_widget, self.ratio_widget):
            widget.setMinimumHeight(PRESENTING_PLOT_HEIGHT if on else 0)
        self._show_numbers()

    def __init__(self, inputs: ViewInputs, parent=None) -> None:
        super().__init__(parent)
        self.src = inputs
        self.people = TableNames(inputs)
        self.change = QComboBox()
        for key, title in CHANGES:
            self.change.addItem(title, key)
        self.row_label = LineLabel("table row")
        self.row = PersonChooser("1")
        self.row.setPlaceholderText(translatable("row or name"))
        self.who = self._rich_label("chosenPerson")
        self.value = FittedLineEdit(least=12)
        self.value_label = LineLabel("")
        self.compare_button = QPushButton("Compare")
        self.search_button = QPushButton(translatable("Find the most exposed individual"))
        self.search_button.setToolTip(translatable("Search every single removal and addition (or replacement) for the "
                                      "largest realised privacy loss"))
        self.numbers = self._rich_label("neighbourNumbers")
        self._numbers: tuple[str, str] | None = None  # the last comparison's (headline, details)
        self.search_result = self._rich_label("exposedResult")

        self.compare_jobs = JobRunner(self, translatable("compare the two datasets"))
        self.compare_jobs.done.connect(self._comparison_done)
        self.compare_jobs.failed.connect(lambda msg: self._say(red(msg)))
        self.compare_jobs.cancelled.connect(
            lambda: self._say(tr("Comparison cancelled: the plots show the previous comparison.")))
        self.compare_bar = JobBar(self.compare_jobs, delay_ms=300)  # (its Cancel cancels the job, which says so)
        self.jobs = JobRunner(self, translatable("search for the most exposed individual"))
        self.jobs.done.connect(self._search_done)
        self.jobs.failed.connect(self._search_failed)
        self.jobs.cancelled.connect(self._search_cancelled)
        self.search_bar = JobBar(self.jobs, translatable("neighbours"))
        self.progress = self.search_bar.bar
        self.cancel_button = self.search_bar.cancel_button

        # on as many lines as the room needs, each box beside its label and each shown whole (the German combo read
        # "Eine Person entfer" and the name "Ms F" in presentation type)
        form = FlowLayout()
        for widget in (self.change, self.row_label, self.row, self.value_label, self.value, self.compare_button):
            form.addWidget(widget)
        form.keep_with_next(self.row_label)
        form.keep_with_next(self.value_label)
        form.keep_with_next(self.value)
        search = QHBoxLayout()
        search.addWidget(self.search_button)
        search.addWidget(self.search_bar, 1)
        self.plots = ComparisonPlots()
        self.pmf_widget, self.ratio_widget = self.plots.widgets()
        # the items other code and the tests read
        self.bars_d, self.bars_d2, self.line_d, self.line_d2 = (self.plots.bars_d, self.plots.bars_d2,
                                                                self.plots.line_d, self.plots.line_d2)
        self.ratio_curve, self.band_hi, self.band_lo = self.plots.ratio_curve, self.plots.band_hi, self.plots.band_lo
        plots = QGridLayout()
        plots.addWidget(self.pmf_widget, 0, 0)
        plots.addWidget(self.ratio_widget, 0, 1)
        layout = QVBoxLayout(scrolled_page(self))  # taller than the room (presentation type): it scrolls
        layout.addLayout(form)
        layout.addWidget(self.who)
        layout.addWidget(self.compare_bar)
        layout.addLayout(plots, 1)
        layout.addWidget(self.numbers)
        layout.addLayout(search)
        layout.addWidget(self.search_result)

        self.compare_button.clicked.connect(self.compare)
        self.change.currentIndexChanged.connect(self._change_kind)
        self.search_button.clicked.connect(self.search)
        self.row.textEdited.connect(self._update_who)
        self.value.textEdited.connect(self._update_who)
        self.row.returnPressed.connect(self.compare)
        self.value.returnPressed.connect(self.compare)
        self._change_kind()

    @staticmethod
    def _rich_label(name: str) -> QLabel:
        label = WrappingLabel("")
        label.setObjectName(name)
        label.setTextFormat(Qt.RichText)
        label.setWordWrap(True)
        return label

    # --- naming individuals as the table does -----------------------------------------------------
    def table_row(self, index: int) -> int:
        """The 1-based table row of dataset individual (or candidate) ``index``."""
        return self.people.table_row(index)

    def resolve(self, text: str, noun: str | None = None) -> int:
        """The dataset index of the individual typed as ``text`` (table row or name); ProblemError in words."""
        return self.people.resolve(text, noun)

    def describe_person(self, index: int, full: bool = False) -> str:
        """'candidate Ms Okafor (table row 3)' — plain text, not escaped; the name elided unless ``full``."""
        return self.people.describe(index, full)

    def _parsed_value(self):
        return self.src.scenario.one_person.parse_value(self.value.text().strip(), self.src.experiments.experiment.dataset,
                                                       self.resolve)

    def _inputs(self):
        """(kind, dataset row or None, value or None, description, description with full names) from the
        boxes; ProblemError in words."""
        kind = self.change.currentData()
        row = self.resolve(self.row.text()) if kind in ("remove", "replace") else None
        value = self._parsed_value() if kind in ("add", "replace") else None
        typed = self.value.text().strip()
        return (kind, row, value, self.people.change(kind, row, value, typed),
                self.people.change(kind, row, value, typed, full=True))

    def _show_who(self, what: str, full: str) -> None:
        self.who.setText(tr("D′ = D with one change: {what}").format(what=esc(elide_middle(what))))
        self.who.setToolTip(tooltip(full))

    def _update_who(self, *_args) -> None:
        if self.src.experiments.experiment is None:
            self.who.setText("")
            return
        try:
            what, full = self._inputs()[3:]
        except ProblemError as exc:
            self.who.setText(red(exc))
            self.who.setToolTip(tooltip(exc))
            return
        self._show_who(what, full)

    def _change_kind(self) -> None:
        one = self.src.scenario.one_person
        kind = self.change.currentData()
        self.row.setEnabled(kind in ("remove", "replace"))
        needs_value = kind in ("add", "replace")
        self.value.setEnabled(needs_value)
        self.value_label.setText(one.value_label if needs_value else "")
        self.row_label.setText(one.row_label)
        self.row.setToolTip(one.row_tip)
        self.value.setToolTip(one.value_tip)
        self._update_who()

    # --- comparison -------------------------------------------------------------------------------
    def experiment_changed(self) -> None:
        exp = self.src.experiments.experiment
        self.jobs.cancel()
        self.compare_jobs.cancel()
        self._reset_search_ui()
        # No valid settings: no numbers of older settings may stay on screen, only the reason.
        for widget in (self.pmf_widget, self.ratio_widget):
            widget.setVisible(exp is not None)
        if exp is None:
            self._say(red(self.src.experiments.last_error or "No valid data"))
            self.who.setText("")
            self.search_result.setText("")
            return
        if not self.value.text():
            self.value.setText(self.src.scenario.one_person.default_value(exp.dataset, exp.problem.m,
                                                                         self.table_row))
            self.value.setCursorPosition(0)  # a narrow box shows the value's start ("Ms Fe"), not its end
        self.search_result.setText("")
        self.compare()

    def compare(self) -> None:
        exp = self.src.experiments.experiment
        if exp is None:
            return
        try:
            kind, row, value, what, full = self._inputs()
        except ProblemError as exc:
            self.compare_jobs.cancel()
            self._say(red(exc))
            self.who.setText(red(exc))
            self.who.setToolTip(tooltip(exc))
            return
        self._show_who(what, full)
        self.numbers.setToolTip(tooltip(full))
        key = self.src.scenario.key
        self._say("<i>Comparing…</i>")
        self.compare_jobs.submit(lambda _progress, cancelled: comparison(exp, key, kind, row, value, what, cancelled))

    def _comparison_done(self, payload) -> None:
        exp = payload["exp"]
        if exp is not self.src.experiments.experiment:
            return
        pr, prof = exp.problem, payload["prof"]
        self.plots.show(payload)
        unit = pr.score_unit
        notion = exp.params.neighbours
        pair_notion = NOTION_OF_CHANGE[payload["kind"]]
        note = (tr(" The curves are drawn from {shown} of the {points} points (a min/max envelope: downsampled).")
                .format(shown=shown(count(MAX_PLOT_POINTS)), points=shown(count(pr.m))) if payload["downsampled"] else "")
        what = payload["what"]
        first = tr(FIRST_PICK_WORDS) + " " + esc(shown(payload["pick_words"])) + " " if exp.several_at_once else ""
        self._numbers = (first +
            tr("{what}: largest privacy loss <b>{loss}</b>; spread of the losses (largest minus smallest) <b>{spread}</b>. "
               "{promise}").format(what=esc(elide_middle(what[:1].upper() + what[1:])), loss=shown(plain(prof.loss)),
                                   spread=shown(plain(prof.range)),
                                   promise=esc(shown(promise_text(exp.mechanism, (pair_notion, notion))))),
            tr(" This pair changes the score by at most {most} (the most any one person can: {sensitivity}), with a "
               "spread of {spread}. Monotone analysis for {change}: {verdict} — {why}.").format(
                most=shown(value(payload["du_max"], unit)), sensitivity=shown(value(pr.sensitivity, unit)),
                spread=shown(value(payload["du_range"], unit)), change=esc(tr(NEIGHBOUR_CHANGE[notion])),
                verdict=tr("valid") if pr.monotone_valid(notion) else tr("not valid"),
                why=esc(tr(pr.monotone_explanation(notion)))) + note)  # (scenarios/ mark the reasons)
        self._show_numbers()
        self.comparisonShown.emit()

    def _say(self, text: str) -> None:
        """Anything but a comparison's numbers (a refusal, "Comparing…"): shown whole in either mode."""
        self._numbers = None
        self.numbers.setText(text)

    def _show_numbers(self) -> None:
        """The pair's sentences; in presentation only the loss and the promise (the plots need the height: the
        rest stays in the tooltip and comes back with presentation off)."""
        if self._numbers is not None:
            self.numbers.setText(self._numbers[0] if self.presenting else "".join(self._numbers))

    # --- the most-exposed search ------------------------------------------------------------------
    def search(self) -> None:
        exp = self.src.experiments.experiment
        if exp is None:
            self.search_result.setText(red(tr("No valid data to search: fix the table or the parameters first.")))
            return
        notion = exp.params.neighbours
        key, noun = self.src.scenario.key, translated(self.src.scenario.one_person.noun)
        keep = self.people.table_map().copy()  # dataset individual → table row, read here on the GUI thread

        def named(i: int) -> str:
            return message("{noun} on table row {row:,}", noun=noun,
                           row=int(keep[i]) + 1 if 0 <= i < keep.size else i + 1)

        self.search_button.setEnabled(False)
        self.search_result.setText(tr("Searching…"))

        def work(progress, cancelled):
            fams = neighbour_families(key, exp.dataset, exp.problem, notion, buyer=named)
            if cancelled():
                raise Cancelled()
            result = most_exposed(exp.mechanism, fams, progress, cancelled)
            if getattr(result, "cancelled", False):
                raise Cancelled()
            return exp, result

        self.jobs.submit(work)

    def _cancel(self) -> None:
        self.jobs.cancel()  # (said by _search_cancelled, on jobs.cancelled)

    def _reset_search_ui(self) -> None:
        self.search_button.setEnabled(True)

    def _search_cancelled(self) -> None:
        self._reset_search_ui()
        self.search_result.setText(tr("Search cancelled: nothing was changed."))

    def _search_done(self, payload) -> None:
        exp, result = payload
        self._reset_search_ui()
        if exp is not self.src.experiments.experiment:
            return
        eps, unit = exp.params.epsilon, exp.problem.score_unit
        worst = result.description
        worst_range = result.worst_range_description
        notion = exp.params.neighbours
        self.search_result.setText(
            tr("Most exposed, {change} (the neighbours set under Advanced settings): <b>{worst}</b> — realised loss "
               "<b>{loss}</b> ({bound}); largest realised range {range} ({worst_range}). Over the {searched} "
               "neighbours searched the score's sensitivity is {sensitivity} and its range {score_range} (Δ = "
               "{delta}).").format(
                change=esc(tr(NEIGHBOUR_CHANGE[notion])), worst=esc(elide_middle(worst)),
                loss=shown(plain(result.loss)), bound=esc(shown(promise_bound(exp.mechanism, notion))),
                range=shown(plain(result.range)), worst_range=esc(elide_middle(worst_range)),
                searched=shown(count(result.searched)), sensitivity=shown(value(result.score_sensitivity, unit)),
                score_range=shown(value(result.score_range, unit)), delta=shown(value(exp.problem.sensitivity, unit)))
            + ("" if result.range <= eps * (1 + 1e-9) else
               tr(" The range exceeds ε: this mechanism is ε-DP but not ε-bounded-range.")))
        self.search_result.setToolTip(tooltip(tr("Most exposed: {worst}. Largest realised range: {worst_range}.")
                                              .format(worst=worst, worst_range=worst_range)))
        self.searchFinished.emit(result)

    def _search_failed(self, message: str) -> None:
        self._reset_search_ui()
        self.search_result.setText(red(message if message.startswith("Could not") else
                                       tr("Search failed: {reason}").format(reason=message)))
