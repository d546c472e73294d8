"""The summary panel: the numbers beside the plots, all read from the core."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel

from ...core import bounds
from .text import (VACUOUS_BOUND_TEXT, VACUOUS_GUARANTEE_TEXT, elide, error_html, esc, fmt_prob, fmt_value,
                   guarantee_vacuous, rich_tooltip)

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
