"""The summary panel: the numbers beside the plots, all read from the core, each row named in plain words
(the formula is in its tooltip; the rows are in summary_rows) and every number written by core.formatting."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QVBoxLayout

from ...core import formatting
from ...core.privacy.attacker import STARTING_BELIEF, belief_about, posterior_sentence
from ...release_record import run_epsilon
from ...core import bounds
from ...core.problem import SCALE_DIVISOR
from .. import language, theme
from ...core.set_chances import SetChances
from .summary_rows import (  # noqa: F401 — SUMMARY_ROWS and ROW_TEXTS are read from here too
    FIRST_PICK_TITLES, FLOOR_BY_THEOREM_3, FLOOR_BY_WIKI, FULL_WIDTH_ROWS, GENERIC_NOUNS, PLAIN_ROWS,
    PRESENTATION_PLAIN_ROWS, PRESENTATION_ROWS, ROW_TEXTS, SET_ROWS, STACK_BELOW_CHARS, SUMMARY_ROWS, SUMMARY_TITLE,
    SUMMARY_UPDATING, UPDATING_TIP,
    among_text, fill, nouns_of, set_total_text, tooltip_text,
)
from .text import WholeWordsLabel, elide, esc, on_one_line, stays_whole, fmt_prob, fmt_value, guarantee_vacuous, rich_tooltip


class SummaryPanel(QGroupBox):
    """The numbers beside the plots, all read from the core (DP Wizard users asked for numbers)."""

    updating = False  # the numbers shown are for older inputs (show_updating)

    def __init__(self, parent=None) -> None:
        super().__init__(SUMMARY_TITLE, parent)
        self.labels: dict[str, QLabel] = {}
        self.names: dict[str, QLabel] = {}
        outer = QVBoxLayout(self)
        self.status = QLabel("")
        self.status.setObjectName("summaryStatus")
        self.status.setTextFormat(Qt.RichText)
        self.status.setWordWrap(True)
        outer.addWidget(self.status)
        self.status.hide()
        self.grid = QGridLayout()
        self.grid.setVerticalSpacing(6)
        self.grid.setHorizontalSpacing(8)
        # names and values both wrap (long names and VACUOUS must never be clipped in a narrow panel)
        for key, title, _words, _formula in SUMMARY_ROWS:
            value = WholeWordsLabel("—")
            value.setTextFormat(Qt.RichText)  # user text in it is escaped (esc)
            value.setObjectName(f"summary_{key}")
            value.setTextInteractionFlags(Qt.TextSelectableByMouse)
            value.setWordWrap(True)
            name = WholeWordsLabel(fill(title, GENERIC_NOUNS))
            name.setObjectName(f"summaryName_{key}")
            name.setWordWrap(True)
            self.labels[key], self.names[key] = value, name
        self.stacked: bool | None = None
        self._arrange(False)
        outer.addLayout(self.grid)
        outer.addStretch(1)
        self.tips: dict[str, str] = {}
        self._set_law = None  # core.simulation.SetLaw of a release of k candidates at once (top-k), else None
        self._name_rows(GENERIC_NOUNS)
        self.generation = -1  # the input generation the numbers shown belong to (-1: none)
        self.presenting = False
        self.plain = False
        self.tradeoff = None  # plain words' accuracy-and-risk plots (widgets.plain_words), made when first wanted
        self._mechanism = None
        self._last_exact = None  # (experiment, excluded, generation) and the aggregate shown last
        self._last_aggregate = None
        self._best = None  # (the first three best answers' labels, how many more tie) shown in the opt_at row
        self._wanted = {key: key not in SET_ROWS for key in self.labels}  # rows the numbers call for (γ, …: some)
        for key in SET_ROWS:
            self._show_row(key)
        self.setMinimumWidth(205)

    def set_presentation(self, on: bool) -> None:
        """Presentation mode shows the few rows a room reads (PRESENTATION_ROWS); all of them otherwise."""
        self.presenting = on
        if self.tradeoff is not None:  # a room reads the promise; the plots over ε are for one reader at a desk
            self.tradeoff.set_presentation(on)
            self.tradeoff.setVisible(self.plain and not on)
        for key in self.labels:
            self._show_row(key)
        if self._best is not None:
            self._show_best()

    def set_plain(self, on: bool) -> None:
        """Plain words: the PLAIN_ROWS, the privacy promise in an observer's terms, accuracy beside risk over ε."""
        self.plain = on
        if on and self.tradeoff is None and self.isVisible():
            self._make_tradeoff()
        elif self.tradeoff is not None:
            self.tradeoff.setVisible(on and not self.presenting)
            if on and self._mechanism is not None:
                self.tradeoff.show_mechanism(*self._mechanism)
        for key in self.labels:
            self._show_row(key)
        if self._last_exact is not None and self.status.isHidden() and not self.updating:  # the words anew (a cost
            # or a signed score; while updating, the new numbers bring them)
            self.show_exact(*self._last_exact)
            self.show_empirical(self._last_exact[0], self._last_aggregate)

    def _make_tradeoff(self, later: list | None = None) -> None:
        """Plain words' plots over ε, made when the panel is first shown with plain words on (a start builds only
        the current workspace's: each is two plots; ``later``: a list to take the second as a step of its own)."""
        from .plain_words import TradeoffPlots

        self.tradeoff = TradeoffPlots(self, later)
        self.layout().insertWidget(self.layout().count() - 1, self.tradeoff)
        self.tradeoff.set_presentation(self.presenting)
        self.tradeoff.setVisible(not self.presenting)
        if self._mechanism is not None:
            self.tradeoff.show_mechanism(*self._mechanism)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.build_tradeoff()

    def build_tradeoff(self, later: list | None = None) -> None:
        """Plain words' plots, if plain words are on and they are not made yet (else nothing)."""
        if self.plain and self.tradeoff is None:
            self._make_tradeoff(later)

    def tradeoff_steps(self) -> list:
        """``build_tradeoff`` as a first visit's steps: one plot each."""
        later: list = []

        def second() -> None:
            if later:
                later.pop(0)()
        return [lambda: self.build_tradeoff(later), second]

    def _sign(self, problem) -> int:
        """−1 where plain words say a cost (a score that is minus the mistakes) as a positive count, else 1."""
        return -1 if self.plain and problem.cost_name else 1

    def _show_row(self, key: str) -> None:
        rows = (PRESENTATION_PLAIN_ROWS if self.plain else PRESENTATION_ROWS) if self.presenting else None
        visible = self._wanted[key] and (rows is None or key in rows) and (
            key in PLAIN_ROWS if self.plain else key != "promise")
        self.labels[key].setVisible(visible)
        self.names[key].setVisible(visible)

    def _arrange(self, stacked: bool) -> None:
        """Names beside their values, or, when the panel is too narrow for two columns of words (large type,
        a narrow splitter), each name above its value."""
        if stacked == self.stacked:
            return
        self.stacked = stacked
        row = 0  # the grid row the next name goes in (one name above its value takes two)
        for key, *_rest in SUMMARY_ROWS:
            name, value = self.names[key], self.labels[key]
            self.grid.removeWidget(name)
            self.grid.removeWidget(value)
            for label in (name, value):  # the whole width: at least its widest word (beside: two columns shrink;
                label.set_whole_words((stacked or key in FULL_WIDTH_ROWS) and key != "among")  # among: long numbers)
            if stacked or key in FULL_WIDTH_ROWS:
                name.setAlignment(Qt.AlignLeft | Qt.AlignBottom)
                name.setContentsMargins(0, 6, 0, 0)  # a gap between one row's value and the next name
                value.setAlignment(Qt.AlignLeft | Qt.AlignTop)
                value.setIndent(12)
                self.grid.addWidget(name, row, 0, 1, 2)
                self.grid.addWidget(value, row + 1, 0, 1, 2)
                row += 2
            else:
                name.setAlignment(Qt.AlignRight | Qt.AlignTop)
                name.setContentsMargins(0, 0, 0, 0)
                value.setAlignment(Qt.AlignLeft | Qt.AlignTop)
                value.setIndent(-1)
                self.grid.addWidget(name, row, 0)
                self.grid.addWidget(value, row, 1)
                row += 1
        self.grid.setVerticalSpacing(1 if stacked else 6)
        for column in (0, 1):
            self.grid.setColumnStretch(column, 1)

    def whole_words_width(self) -> int:
        """The least width in px that keeps the widest word of each full-width row whole (its scroll column's
        minimum: the panel's own minimum, two columns of words in a large font, would take the plots' room)."""
        labels = [label for label in (*self.labels.values(), *self.names.values())
                  if label.whole_words and label.isVisibleTo(self)]
        margins = self.contentsMargins().left() + self.contentsMargins().right()
        inner = self.layout().contentsMargins()
        return max((label.minimumSizeHint().width() for label in labels), default=0) + margins + inner.left() + \
            inner.right()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._arrange_for(event.size().width())
        if self.presenting and self._best is not None:  # the best answers cut to the new width
            self._show_best()

    def changeEvent(self, event) -> None:
        """A new type size (F11's presentation type) re-decides the layout too: the width in characters changed
        although the width in pixels did not, and a page not on screen gets no resize until shown (in double type
        it kept two columns of words, whose least width widened the window)."""
        super().changeEvent(event)
        if event.type() == QEvent.FontChange:
            self._arrange_for(self.width())
            if self.presenting and self._best is not None:
                self._show_best()

    def _arrange_for(self, width: int) -> None:
        """Names above their values when ``width`` px is under STACK_BELOW_CHARS average characters of the font."""
        self._arrange(width < STACK_BELOW_CHARS * self.fontMetrics().averageCharWidth())

    def _name_rows(self, nouns: dict) -> None:
        self.setTitle(language.tr(SUMMARY_UPDATING if self.updating else SUMMARY_TITLE))
        if self.updating:
            self.setToolTip(language.tr(UPDATING_TIP))
        renamed = FIRST_PICK_TITLES if self._set_law is not None else {}  # a k-set's one-selection rows: its first
        for key, title, _words, _formula in SUMMARY_ROWS:
            self.tips[key] = tooltip_text(key, nouns)
            self.names[key].setText(fill(language.tr(renamed.get(key, title)), nouns))
            self.names[key].setToolTip(self.tips[key])
            self.labels[key].setToolTip(self.tips[key])

    def text(self, key: str) -> str:
        return self.labels[key].text()

    def _set(self, key: str, text: str, visible: bool = True, tooltip: str | None = None) -> None:
        self.labels[key].setText(language.shown(language.tr(text)))  # words from the catalogue, numbers in the
        # language's separators (a whole value in words: "no guarantee at this n and ε")
        self._wanted[key] = visible
        self._show_row(key)
        self.labels[key].setToolTip(language.shown(tooltip if tooltip is not None else self.tips[key]))

    def _show_best(self) -> None:
        """The best answers; in presentation each cut to one line of the panel (in twice the type BLR's database
        over three lines pushed the promise below the panel's foot at 1280×800); the whole in the tooltip."""
        at, more = self._best
        label = self.labels["opt_at"]
        margins = self.layout().contentsMargins()
        room = (self.contentsRect().width() - margins.left() - margins.right() - max(label.indent(), 0)
                - 2 * label.margin() - 4)  # (a few pixels for rounding: a line that fits exactly wrapped)
        shown = [elide(a) for a in at]
        if self.presenting and room > 0:
            shown = [label.fontMetrics().elidedText(a, Qt.ElideRight, room) for a in shown]
        shown = [on_one_line(esc(a)) if stays_whole(a) else esc(a) for a in shown]
        self._set("opt_at", formatting.tied(shown, more),  # (a tie "x ≥ 38 or x ≥ 39" broke inside "x ≥ 39")
                  tooltip=rich_tooltip(formatting.tied(at, more)))

    def show_updating(self) -> None:
        """The inputs changed: the numbers shown are for older inputs until the new ones arrive — said in the title
        and by greyed rows, so nothing moves (a reason for no results, already above the rows, says it there)."""
        if self.status.isHidden():
            self.updating = True
            self.setTitle(language.tr(SUMMARY_UPDATING))
            self.setToolTip(language.tr(UPDATING_TIP))
        else:
            self.status.setText(language.tr("<i>updating… (the numbers below are for the previous settings)</i>"))
            theme.set_role(self.status, None)
        for label in self.labels.values():
            label.setEnabled(False)

    def _updated(self) -> None:
        if self.updating:
            self.updating = False
            self.setTitle(language.tr(SUMMARY_TITLE))
            self.setToolTip("")

    def show_exact(self, exp, excluded: int, generation: int = 0, sets=None) -> None:
        """The exact rows of ``exp``; ``sets``: the run tally's core.simulation.SetLaw when one run publishes k
        candidates (top-k), whose rows then say each one's chance to be among the k and the k's expected total."""
        self.generation = generation
        self.status.hide()
        self._updated()
        for label in self.labels.values():
            label.setEnabled(True)
        self._last_exact = (exp, excluded, generation, sets)
        self._set_law = sets
        pr, s = exp.problem, exp.summary
        unit = pr.score_unit
        nouns = nouns_of(pr, sets.k if sets is not None else None)
        sign = self._sign(pr)
        if sign < 0:  # plain words say the cost as people count it: "8 mistakes", not "−mistakes −8"
            nouns["score"] = pr.cost_name
        self._name_rows(nouns)
        self._set("n", formatting.count(pr.n))
        self._set("excluded", formatting.count(excluded))
        span = ""
        if pr.values is not None and pr.candidate_unit == "$" and pr.m > 1:
            span = " " + language.tr("(from {low} to {high})").format(low=formatting.money(float(pr.values.min())),
                                                                      high=formatting.money(float(pr.values.max())))
        alpha = (" " + language.tr("The prices are spaced so that α = 1/|H| = {alpha}.").format(
            alpha=f"{pr.extras['alpha']:.3g}") if "alpha" in pr.extras else "")
        self._set("m", formatting.count(pr.m) + span,
                  tooltip=tooltip_text("m", nouns, alpha))
        self._set("delta", fmt_value(pr.sensitivity, unit))
        self._set("scale", formatting.plain(exp.mechanism.scale), tooltip=tooltip_text("scale", nouns, (
            language.tr("Here c = ε/({divisor}).").format(divisor=SCALE_DIVISOR[exp.params.analysis]).replace(
                "(Δ)", "Δ"))))
        self._set("opt", fmt_value(sign * s.opt, unit))
        self._best = ([str(pr.labels[int(i)]) for i in pr.opt_indices[:3]], max(s.opt_count - 3, 0))
        self._show_best()
        self._set("prior", fmt_prob(bounds.opt_mass(pr)), pr.base_measure is not None)
        self._set("gamma", fmt_value(exp.gamma, "$"), exp.gamma is not None)
        if s.threshold_vacuous:
            self._set("threshold", formatting.VACUOUS, tooltip=self.tips["threshold"] + "\n" + language.tr(
                "Here the line falls below every possible {score}, so the theory promises nothing (more people or a "
                "larger ε help).").format(score=pr.score_name))
        else:
            self._set("threshold", fmt_value(s.threshold, unit),
                      tooltip=self.tips["threshold"] + "\n" + language.tr("Here t = {t}.").format(t=f"{s.t:g}"))
        self._set("p_exact", fmt_prob(s.exact_tail))
        self._set("p_bound", fmt_prob(s.bound_probability))
        self._show_by_mass(exp.by_mass, unit, nouns)
        g = exp.score_floor
        if g is not None and guarantee_vacuous(g):
            self._set("guarantee", formatting.VACUOUS, tooltip=self.tips["guarantee"] + "\n" + language.tr(
                "Here the formula gives no positive revenue, so it promises nothing (more buyers or a larger ε "
                "help)."))
        else:
            self._set("guarantee", language.tr("at least {floor}, with chance ≥ {chance}").format(
                floor=fmt_value(g["floor"], "$"), chance=fmt_prob(g["probability"])) if g else "", g is not None)
        self._show_promise(exp)
        self.show_empirical(exp, None)

    def _show_by_mass(self, a, unit: str, nouns: dict) -> None:
        """The wiki's lemma at the bad-outcome line and both floors on E[score] (core.accuracy_by_mass)."""
        if a is None:  # not the exponential mechanism's law
            self._set("p_lemma", "—", False)
            self._set("floor", "—", False)
            return
        self._set("p_lemma", fmt_prob(a.lemma) if a.lemma <= 1 else formatting.VACUOUS,
                  tooltip=tooltip_text("p_lemma", nouns, a.tail_sentence()))
        said = [(v, who) for v, who in ((a.kamath_floor, FLOOR_BY_THEOREM_3), (a.theorem_floor, FLOOR_BY_WIKI))
                if v >= a.lowest]  # a floor below every score says nothing: it is not shown as a (negative) amount
        floors = [language.tr(who).format(floor=fmt_value(v, unit)) for v, who in said]
        self._set("floor", esc("; ".join(floors)) if said else formatting.VACUOUS,
                  tooltip=tooltip_text("floor", nouns, a.floor_sentence()))

    def _show_promise(self, exp) -> None:
        """The promise of one release as core.attacker says it, at the ε that release costs."""
        mechanism = getattr(exp, "mechanism", None)
        try:  # one run's cost: top-k's k selections add up (basic composition, a pure ε that never under-counts)
            cost = run_epsilon(exp)[0]
            share = cost / float(mechanism.epsilon)
        except Exception:  # noqa: BLE001 — a workspace whose release is not one mechanism: no promise here
            self._mechanism = None
            self._set("promise", "—", False)
            return
        self._set("promise", esc(posterior_sentence(STARTING_BELIEF, cost, about=belief_about(mechanism.neighbours))))
        # accuracy over ε of what one run releases, rebuilt by the experiment's scenario (top-k: the k-set)
        self._mechanism = (mechanism, share, lambda epsilon: exp.with_epsilon(epsilon).release_score())
        if self.plain and self.tradeoff is not None:
            self.tradeoff.show_mechanism(*self._mechanism)

    def show_empirical(self, exp, aggregate) -> None:
        """The simulated rows; the exact expected score is rewritten to the simulated interval's precision, so
        the two never seem to disagree by a rounding ('41.5' beside '41.4523 ± 0.0004')."""
        self._last_aggregate = aggregate
        if exp is not None:
            self._show_sets(exp, aggregate)
        sign = self._sign(exp.problem) if exp is not None else 1
        if exp is None or aggregate is None or aggregate.trials == 0:
            if exp is not None:
                self._set("expected", fmt_value(sign * exp.summary.expected_score, exp.problem.score_unit))
            self._set("empirical", "—")
            self._set("p_observed", "—")
            self._set("trials", "0")
            return
        pr = exp.problem
        # the aggregate's running sums: the same numbers as bounds' functions of the counts, in O(1)
        half = aggregate.mean_confidence_halfwidth()
        self._set("expected", formatting.to_interval_precision(sign * exp.summary.expected_score,
                                                               sign * aggregate.mean, half, pr.score_unit))
        self._set("empirical", formatting.plus_minus(sign * aggregate.mean, half, pr.score_unit))
        observed = aggregate.fraction_at_or_below(exp.summary.threshold)
        self._set("p_observed", fmt_prob(observed))
        self._set("trials", formatting.exact_count(aggregate.trials))

    def _show_sets(self, exp, aggregate) -> None:
        """The k-set rows of a release of k candidates at once (hidden otherwise): each one's chance to be among
        the k and the k's expected total, exact beside the drawn k-sets (core.set_chances)."""
        if self._set_law is None:
            for key in SET_ROWS:
                self._set(key, "—", False)
            return
        pr = exp.problem
        drawn = aggregate if aggregate is not None and aggregate.problem is pr else None
        chances = SetChances.of(self._set_law, pr.scores, drawn)
        self._set("among", among_text(chances, pr.labels))
        self._set("set_total", set_total_text(chances, pr.score_unit, self._sign(pr)))

    def show_unavailable(self, reason: str, generation: int = 0) -> None:
        """No numbers for the current inputs: every row is cleared and the reason is said above them."""
        self.generation = generation
        self._last_exact = None
        self._updated()
        for key in self.labels:
            self._set(key, "—", key not in SET_ROWS)
            self.labels[key].setEnabled(True)
        said = language.tr(reason)  # (a constant reason, "no data yet: …", in the catalogue; others as written)
        self.status.setText(esc(language.tr("No results: {reason}").format(reason=elide(said, 300))))  # the palette's error colour, in every theme
        theme.set_role(self.status, "error")
        self.status.setToolTip(rich_tooltip(reason))
        self.status.show()
