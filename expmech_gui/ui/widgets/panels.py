"""Summary numbers, run controls and the data editor of a workspace."""
from __future__ import annotations

import html
import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView, QFormLayout, QGroupBox, QHBoxLayout, QHeaderView, QLabel, QProgressBar, QPushButton,
    QTableView, QToolButton, QVBoxLayout, QWidget, QMenu, QApplication, QSizePolicy,
)

from ...core import bounds
from ...scenarios.typed_tables import PasteError
from .dialogs import warn_plain

ELIDE_CHARS = 60  # user names longer than this are cut in labels ("…"); the tooltip holds the full text
VACUOUS_BOUND_TEXT = "the bound says nothing at this n and ε"
VACUOUS_GUARANTEE_TEXT = "the guarantee says nothing at this n and ε"
ERROR_COLOR = "#a00000"


def elide(text: str, n: int = ELIDE_CHARS) -> str:
    """``text`` cut to at most ``n`` characters, ending in '…' when cut (plain text, not yet escaped)."""
    text = str(text)
    return text if len(text) <= n else text[: n - 1] + "…"


def esc(text) -> str:
    """User text for a rich-text label: shown as typed, never read as markup."""
    return html.escape(str(text), quote=False)


def rich_tooltip(text: str) -> str:
    """A tooltip that shows ``text`` exactly (rich text with the user's text escaped)."""
    return "<p style='white-space:pre-wrap'>" + html.escape(str(text), quote=False) + "</p>"


def error_html(text: str) -> str:
    return f"<span style='color:{ERROR_COLOR}'>{esc(text)}</span>"


def guarantee_vacuous(guarantee: dict | None) -> bool:
    """Whether the lecture's revenue guarantee says nothing here, as the core decides it
    (``pricing.guarantee_vacuous``, stored in ``Experiment.guarantee``); False without a guarantee."""
    return bool(guarantee) and bool(guarantee["vacuous"])


def fmt_value(v: float | None, unit: str = "") -> str:
    """How every number is shown: unit prefix, thousands separators, 6 significant digits."""
    if v is None or (isinstance(v, float) and math.isnan(v)):
        return "—"
    sign = "−" if v < 0 else ""
    return f"{sign}{unit}{abs(v):,.6g}"


def fmt_prob(p: float | None) -> str:
    if p is None:
        return "—"
    if p == 0:
        return "0"
    return f"{p:.4g}" if p >= 1e-4 else f"{p:.3e}"


SUMMARY_ROWS = [  # key, short name, what it means (tooltip)
    ("n", "n", "people in the data (valid rows)"),
    ("excluded", "Excluded", "invalid rows left out of the run"),
    ("m", "|H|", "number of candidates (prices, candidates, options)"),
    ("delta", "Δ", "sensitivity of the score"),
    ("scale", "c", "the mechanism weighs each candidate by exp(c·score)"),
    ("opt", "OPT", "the best score"),
    ("opt_at", "OPT at", "the candidates with the best score"),
    ("gamma", "γ", "best revenue over all prices in [0, P] (continuous optimum)"),
    ("expected", "E[score]", "exact expected score of the chosen output"),
    ("empirical", "Mean ± CI", "simulated mean score with its 95% confidence interval"),
    ("threshold", "Threshold", "utility theorem: OPT − (2Δ/ε)(ln(|H|/|H*|) + t)"),
    ("p_exact", "P[≤ thr.]", "exact probability that the chosen output scores at most the threshold"),
    ("p_bound", "Bound", "the theorem's bound on that probability, e^(−t)"),
    ("p_observed", "Observed", "fraction of simulated outputs at or below the threshold"),
    ("guarantee", "Guarantee", "the lecture's revenue guarantee: γ − (P/m)·n − (2Δ/ε)(ln m + t)"),
    ("trials", "Trials", "simulated runs so far"),
]


class SummaryPanel(QGroupBox):
    """The numbers beside the plots, all read from the core (DP Wizard users asked for numbers)."""

    def __init__(self, parent=None) -> None:
        super().__init__("Summary", parent)
        self.labels: dict[str, QLabel] = {}
        self.names: dict[str, QLabel] = {}
        form = QFormLayout(self)
        form.setLabelAlignment(Qt.AlignRight)
        form.setVerticalSpacing(5)
        for key, title, tip in SUMMARY_ROWS:
            value = QLabel("—")
            value.setTextFormat(Qt.RichText)  # user text in it is escaped (esc)
            value.setObjectName(f"summary_{key}")
            value.setTextInteractionFlags(Qt.TextSelectableByMouse)
            value.setWordWrap(True)
            name = QLabel(title)
            name.setObjectName(f"summaryName_{key}")
            name.setToolTip(tip)
            value.setToolTip(tip)
            self.labels[key], self.names[key] = value, name
            form.addRow(name, value)
        self.tips = {key: tip for key, _, tip in SUMMARY_ROWS}
        self.status = QLabel("")
        self.status.setObjectName("summaryStatus")
        self.status.setTextFormat(Qt.RichText)
        self.status.setWordWrap(True)
        form.insertRow(0, self.status)
        self.status.hide()
        self.generation = -1  # the input generation the numbers shown belong to (-1: none)
        self.setMinimumWidth(205)

    def text(self, key: str) -> str:
        return self.labels[key].text()

    def _set(self, key: str, text: str, visible: bool = True, tooltip: str | None = None) -> None:
        self.labels[key].setText(text)
        self.labels[key].setVisible(visible)
        self.names[key].setVisible(visible)
        self.labels[key].setToolTip(tooltip if tooltip is not None else self.tips[key])

    def show_updating(self) -> None:
        """The inputs changed: the numbers shown are for older inputs until the new ones arrive."""
        self.status.setText("<i>updating… (the numbers below are for the previous settings)</i>")
        self.status.show()
        for label in self.labels.values():
            label.setEnabled(False)

    def show_exact(self, exp, excluded: int, generation: int = 0) -> None:
        self.generation = generation
        self.status.hide()
        for label in self.labels.values():
            label.setEnabled(True)
        pr, s = exp.problem, exp.summary
        unit = pr.score_unit
        self.names["expected"].setText(f"E[{pr.score_name}]")
        self._set("n", f"{pr.n:,}")
        self._set("excluded", f"{excluded:,}" if excluded else "0")
        self._set("m", f"{pr.m:,}" + (f" (α = {pr.extras['alpha']:.3g})" if "alpha" in pr.extras else ""))
        self._set("delta", fmt_value(pr.sensitivity, unit))
        self._set("scale", f"{'ε/Δ' if exp.params.analysis == 'monotone' else 'ε/(2Δ)'} = {exp.mechanism.scale:.4g}")
        self._set("opt", fmt_value(s.opt, unit))
        at = [str(pr.labels[int(i)]) for i in pr.opt_indices[:3]]
        more = f" and {s.opt_count - 3} more" if s.opt_count > 3 else ""
        self._set("opt_at", ", ".join(esc(elide(a)) for a in at) + more,
                  tooltip=rich_tooltip(", ".join(at) + more))
        self._set("gamma", fmt_value(exp.gamma, "$"), exp.gamma is not None)
        self._set("expected", fmt_value(s.expected_score, unit))
        if s.threshold_vacuous:
            self._set("threshold", f"{VACUOUS_BOUND_TEXT} (t = {s.t:g})",
                      tooltip=f"{self.tips['threshold']}. Here the threshold, {fmt_value(s.threshold, unit)}, lies "
                              f"below every possible score, so the bound tells nothing.")
        else:
            self._set("threshold", f"{fmt_value(s.threshold, unit)} (t = {s.t:g})")
        self._set("p_exact", fmt_prob(s.exact_tail))
        self._set("p_bound", fmt_prob(s.bound_probability))
        g = exp.guarantee
        if g is not None and guarantee_vacuous(g):
            self._set("guarantee", VACUOUS_GUARANTEE_TEXT, True,
                      tooltip=f"{self.tips['guarantee']}. Here it gives {fmt_value(g['revenue'], '$')}, not above $0, "
                              "so it tells nothing.")
        else:
            self._set("guarantee", f"≥ {fmt_value(g['revenue'], '$')} w.p. ≥ {g['probability']:.3g}" if g else "",
                      g is not None)
        self.show_empirical(exp, None)

    def show_empirical(self, exp, aggregate) -> None:
        if exp is None or aggregate is None or aggregate.trials == 0:
            self._set("empirical", "—")
            self._set("p_observed", "—")
            self._set("trials", "0")
            return
        pr = exp.problem
        half = bounds.mean_confidence_halfwidth(pr, aggregate.counts)
        mean = aggregate.mean
        self._set("empirical", fmt_value(mean, pr.score_unit) + (f" ± {half:.3g}" if half is not None else ""))
        self._set("p_observed", fmt_prob(bounds.fraction_at_or_below(pr, aggregate.counts, exp.summary.threshold)))
        self._set("trials", f"{aggregate.trials:,}")

    def show_unavailable(self, reason: str, generation: int = 0) -> None:
        """No numbers for the current inputs: every row is cleared and the reason is said above them."""
        self.generation = generation
        for key in self.labels:
            self._set(key, "—")
            self.labels[key].setEnabled(True)
        self.status.setText(error_html(f"No results: {elide(reason, 300)}"))
        self.status.setToolTip(rich_tooltip(reason))
        self.status.show()


class RunControls(QWidget):
    """Run once, Run N, Start/Pause continuous, Reset, Cancel, a progress bar and the big result."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.run_once = QPushButton("Run once")
        self.run_once.setToolTip("Release one private choice (Ctrl+R)")
        self.run_n = QPushButton("Run N")
        self.run_n.setToolTip("Simulate N independent runs (Ctrl+Enter)")
        self.continuous = QPushButton("Start")
        self.continuous.setToolTip("Run continuously; press again to pause (Space)")
        self.continuous.setCheckable(True)
        self.reset = QPushButton("Reset")
        self.reset.setToolTip("Clear the simulated results (Ctrl+Shift+R)")
        self.cancel = QPushButton("Cancel")
        self.cancel.setToolTip("Stop the running simulation (Esc)")
        self.cancel.setEnabled(False)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.progress.setTextVisible(True)
        self.progress.setMaximumWidth(220)
        self.progress.hide()
        self.result = QLabel("Press <b>Run once</b> to make one private choice")
        self.result.setObjectName("bigResult")
        f = QFont()
        f.setPointSize(15)
        self.result.setFont(f)
        self.result.setTextFormat(Qt.RichText)
        self.result.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
        self.result.setMinimumHeight(36)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(2)
        row = QHBoxLayout()
        for b in (self.run_once, self.run_n, self.continuous, self.reset, self.cancel):
            row.addWidget(b)
        row.addWidget(self.progress)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addWidget(self.result)

    def set_enabled(self, ready: bool, running: str | None) -> None:
        self.run_once.setEnabled(ready and running is None)
        self.run_n.setEnabled(ready and running is None)
        self.continuous.setEnabled(ready and running in (None, "continuous"))
        self.continuous.blockSignals(True)
        self.continuous.setChecked(running == "continuous")
        self.continuous.blockSignals(False)
        self.continuous.setText("Pause" if running == "continuous" else "Start")
        self.reset.setEnabled(ready)
        self.cancel.setEnabled(running is not None)


class DataEditor(QWidget):
    """The table, its buttons (add/remove/import/export/presets/generate) and the excluded-rows count."""

    def __init__(self, model, title: str, parent=None) -> None:
        super().__init__(parent)
        self.model = model
        self.view = QTableView()
        self.view.setModel(model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.view.setAlternatingRowColors(True)
        vh = self.view.verticalHeader()
        vh.setSectionResizeMode(QHeaderView.Fixed)  # no per-row measuring: a million rows stay fast
        vh.setDefaultSectionSize(22)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.horizontalHeader().setMinimumSectionSize(60)
        self.title = QLabel(f"<b>{title}</b>")
        self.excluded = QLabel("")
        self.excluded.setObjectName("excludedLabel")
        self.excluded.setStyleSheet("color: #a00000;")
        self.excluded.setWordWrap(True)

        self.add_button = QToolButton(text="+ Row")
        self.add_button.setToolTip("Add a row after the selection (Ctrl+Shift+=)")
        self.remove_button = QToolButton(text="− Rows")
        self.remove_button.setToolTip("Remove the selected rows (Ctrl+Del)")
        self.import_button = QToolButton(text="Import…")
        self.import_button.setToolTip("Read a CSV file (File ▸ Import CSV)")
        self.export_button = QToolButton(text="Export…")
        self.export_button.setToolTip("Write the table to a CSV file")
        self.preset_button = QToolButton(text="Presets")
        self.preset_button.setPopupMode(QToolButton.InstantPopup)
        self.preset_menu = QMenu(self.preset_button)
        self.preset_button.setMenu(self.preset_menu)
        self.generate_button = QToolButton(text="Generate…")
        self.generate_button.setToolTip("Synthetic data from a distribution, with a seed")
        self.buttons = QHBoxLayout()
        self.buttons.setSpacing(3)
        for b in (self.add_button, self.remove_button, self.preset_button):
            self.buttons.addWidget(b)
        self.buttons.addStretch(1)
        self.file_buttons = QHBoxLayout()
        self.file_buttons.setSpacing(3)
        for b in (self.generate_button, self.import_button, self.export_button):
            self.file_buttons.addWidget(b)
        self.file_buttons.addStretch(1)
        self.extra_buttons = QHBoxLayout()
        self.extra_buttons.setSpacing(3)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.title)
        layout.addLayout(self.buttons)
        layout.addLayout(self.file_buttons)
        layout.addLayout(self.extra_buttons)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.excluded)

        paste = QShortcut(QKeySequence.Paste, self.view, context=Qt.WidgetWithChildrenShortcut)
        paste.activated.connect(self.paste_clipboard)
        delete = QShortcut(QKeySequence("Ctrl+Del"), self.view, context=Qt.WidgetWithChildrenShortcut)
        delete.activated.connect(self.remove_selected)
        self.add_button.clicked.connect(self.add_row)
        self.remove_button.clicked.connect(self.remove_selected)
        model.edited.connect(self.update_excluded)

    def selected_rows(self) -> list[int]:
        return sorted({i.row() for i in self.view.selectionModel().selectedIndexes()})

    def add_row(self) -> None:
        rows = self.selected_rows()
        at = rows[-1] + 1 if rows else self.model.rowCount()
        self.model.insert_rows(at, 1)
        self.view.scrollTo(self.model.index(at, 0))
        self.view.setCurrentIndex(self.model.index(at, 0))

    def remove_selected(self) -> None:
        self.model.remove_rows(self.selected_rows())

    def paste_clipboard(self) -> int:
        text = QApplication.clipboard().text()
        current = self.view.currentIndex()
        at = current.row() if current.isValid() else self.model.rowCount()
        try:
            return self.model.paste_text(text, at)
        except PasteError as exc:  # nothing was pasted: say why (the text may quote the user's cells)
            warn_plain(self, "Paste refused", str(exc))
            return 0

    def update_excluded(self) -> None:
        bad = len(self.model.invalid_rows())
        self.excluded.setText(f"{bad} invalid row{'s' if bad != 1 else ''} excluded — hover a red cell for the reason"
                              if bad else "")
