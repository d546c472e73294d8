"""The summary panel: the numbers beside the plots, all read from the core, each row named in plain words
(the formula is in its tooltip) and every number written by core.formatting."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QVBoxLayout

from ...core import formatting
from ...core.privacy.attacker import STARTING_BELIEF, belief_about, posterior_sentence
from ...release_record import run_epsilon
from ...core import bounds
from ...core.bounds import Z_95
from ...core.problem import SCALE_DIVISOR
from ...core.translatable import translatable
from .. import language, theme
from .text import elide, esc, fmt_prob, fmt_value, guarantee_vacuous, rich_tooltip

SUMMARY_TITLE = translatable("Summary")
# key, row name (translated where shown; another language may name the rows without the problem's nouns), what it
# means in words, the formula — {score}, {candidate}, {candidates} are the problem's
# nouns ("revenue", "price", "prices"; "votes", "candidate", …), filled in when a problem is shown
SUMMARY_ROWS = [
    ("n", translatable("{Population} in the data"),
     translatable("How many {population} the mechanism's data holds (rows with an error are left out)."), "n"),
    ("excluded", translatable(
        "Rows left out"), translatable("Rows with an invalid entry: none of the numbers here uses them."), ""),
    ("m", translatable(
        "{Candidates} to choose from"), translatable("How many {candidates} the mechanism picks one from."),
     translatable("|H|, the number of candidates")),
    ("delta", translatable("How much one person can change a score"),
     translatable("The most that one person's data can change the {score} of any {candidate}: the less one person can "
     "change, the less randomness privacy needs."), translatable("the sensitivity Δ")),
    ("scale", translatable("Weight on the score"),
     translatable("How strongly the mechanism favours a higher {score}: it picks each {candidate} with a chance "
     "proportional to e^(c × {score})."), translatable("c = ε/(2Δ), or ε/Δ when the monotone analysis applies")),
    ("opt", translatable("Best possible {score}"),
     translatable("The highest {score} of any {candidate}: what a choice without privacy gets."),
     translatable("OPT = the maximum score over H")),
    ("opt_at", translatable("Best {candidate}"), translatable("The {candidates} with the highest {score}."),
     translatable("H*, the candidates scoring OPT")),
    ("prior", translatable("Prior weight of the best"),
     translatable("The share of the prior (the base measure μ) on the best {candidates}: the mechanism picks each "
                  "{candidate} with a chance proportional to its prior weight × e^(c × {score}), leaning toward what "
                  "was believed likely before the data. The prior is public and chosen without the data, so it costs "
                  "no privacy; the bad-outcome line uses ln(1/μ(H*)) in place of ln(|H|/|H*|)."),
     translatable("μ(H*), μ the prior weights divided by their sum")),
    ("gamma", translatable("Best revenue at any price"),
     translatable("The best revenue over every price from $0 to the max price, not only the prices on the grid."),
     translatable("γ = the maximum of revenue(p) over p in [0, P]")),
    ("expected", translatable("Expected {score} (exact)"),
     translatable("The average {score} of the mechanism's choice, computed exactly from its probabilities."),
     translatable("E[score] = Σ P[h] · score(h) over H")),
    ("floor", translatable("Expected {score}, by the theory, at least"),
     translatable(
         "What two theorems promise for the average {score}: Theorem 3 (Kamath) added up over every t, and the wiki's "
     "theorem, which counts how much of the base measure sits near the best. The exact value above is higher."),
     translatable("OPT − (ln(1/μ(H*)) + 1)/c and OPT − 3t, t the smallest with t ≥ ln(OPT/(t·μ(S_t)))/c")),
    ("empirical", translatable("Simulated average"),
     translatable(
         "The average {score} of the simulated choices so far, ± the margin that holds the true average with 95% "
     "confidence."), translatable("mean ± {z} × standard error")),
    ("threshold", translatable("Bad-outcome line"),
     translatable("A {score} well below the best: the theory says the choice rarely scores this low or lower. A larger "
     "Bound t moves the line lower and makes that chance smaller."), "OPT − (ln(|H|/|H*|) + t)/c"),
    ("p_exact", translatable("Chance of a result that bad: exact"),
     translatable("The exact chance that the chosen {candidate} scores at or below the bad-outcome line."),
     translatable("P[score ≤ line]")),
    ("p_bound", translatable("… by the theory, at most"),
     translatable("The most that chance can be, by the utility theorem, whatever the data are."), "e^(−t)"),
    ("p_lemma", translatable("… by the mass near the best, at most"),
     translatable(
         "The wiki's lemma at the same line: the {candidates} scoring within half the distance of the best carry "
     "enough weight to make a result that bad unlikely; it spends the other half of the distance."),
     translatable("e^(−c·D/2)/μ(S_{D/2}), S_t = {h : score > OPT − t}, the line at OPT − D")),
    ("p_observed", translatable("… in the simulation"),
     translatable("How often the simulated choices scored at or below the line."),
     translatable("the fraction of trials with score ≤ line")),
    ("guarantee", translatable("Revenue guarantee"),
     translatable("The revenue the lecture's theorem promises, with at least the chance shown."),
     translatable("γ − (P/m)·n − (2Δ/ε)(ln m + t), with probability ≥ 1 − e^(−t)")),
    ("trials", translatable("Simulated trials"),
     translatable("How many simulated choices were drawn so far (Run once, Run N, Start)."), ""),
    ("promise", translatable("Privacy promise, if this is the only release"),
     translatable("How far one release can move an observer's belief about one person, whatever else they know."),
     translatable("posterior ≤ e^ε′·p / (e^ε′·p + 1 − p), ε′ the ε one release costs (core.attacker)")),
]
FLOOR_BY_THEOREM_3, FLOOR_BY_WIKI = translatable("{floor} by Theorem 3"), translatable("{floor} by the wiki")
ROW_TEXTS = {key: (words, formula) for key, _title, words, formula in SUMMARY_ROWS}
STACK_BELOW_CHARS = 28  # narrower than this many characters: each name goes above its value
GENERIC_NOUNS = {"score": "score", "candidate": "candidate", "candidates": "candidates", "population": "people"}


def plural(noun: str) -> str:
    return formatting.plural_noun(noun)


def nouns_of(problem) -> dict:
    """The words a row names by: the problem's score and candidate nouns."""
    return {"score": problem.score_name, "candidate": problem.candidate_name,
            "candidates": plural(problem.candidate_name), "population": problem.population}


def fill(template: str, nouns: dict) -> str:
    """``template`` with the nouns put in; '{Candidates}' capitalises."""
    capitals = {k.capitalize(): v.capitalize() for k, v in nouns.items()}
    return template.format(**nouns, **capitals)


def tooltip_text(key: str, nouns: dict, extra: str = "") -> str:
    """Row ``key``'s tooltip: one line in words (and ``extra``), then the formula after it."""
    words, formula = ROW_TEXTS[key]
    text = fill(language.tr(words), nouns) + (f" {extra}" if extra else "")
    return text + ("\n" + language.tr("Formula: {formula}").format(formula=language.tr(formula).replace("{z}", f"{Z_95:.3g}")) if formula else "")


# the rows a room reads in presentation mode (the others stay in the normal view and the report)
PRESENTATION_ROWS = ("n", "m", "opt", "opt_at", "expected", "empirical", "trials", "promise")
# the rows View ▸ Plain words shows, in words: no Δ, c or t (those rows are the expert's)
PLAIN_ROWS = ("n", "opt_at", "opt", "expected", "empirical", "promise")
PRESENTATION_PLAIN_ROWS = ("opt_at", "expected", "promise")  # in twice the type the promise must stay in sight
FULL_WIDTH_ROWS = ("promise",)  # a sentence: its name above it, both the panel's whole width


class SummaryPanel(QGroupBox):
    """The numbers beside the plots, all read from the core (DP Wizard users asked for numbers)."""

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
            value = QLabel("—")
            value.setTextFormat(Qt.RichText)  # user text in it is escaped (esc)
            value.setObjectName(f"summary_{key}")
            value.setTextInteractionFlags(Qt.TextSelectableByMouse)
            value.setWordWrap(True)
            name = QLabel(fill(title, GENERIC_NOUNS))
            name.setObjectName(f"summaryName_{key}")
            name.setWordWrap(True)
            self.labels[key], self.names[key] = value, name
        self.stacked: bool | None = None
        self._arrange(False)
        outer.addLayout(self.grid)
        outer.addStretch(1)
        self.tips: dict[str, str] = {}
        self._name_rows(GENERIC_NOUNS)
        self.generation = -1  # the input generation the numbers shown belong to (-1: none)
        self.presenting = False
        self.plain = False
        self.tradeoff = None  # plain words' accuracy-and-risk plots (widgets.plain_words), made when first wanted
        self._mechanism = None
        self._last_exact = None  # (experiment, excluded, generation) and the aggregate shown last
        self._last_aggregate = None
        self._wanted = {key: True for key in self.labels}  # rows the numbers call for (γ, the guarantee: some)
        self.setMinimumWidth(205)

    def set_presentation(self, on: bool) -> None:
        """Presentation mode shows the few rows a room reads (PRESENTATION_ROWS); all of them otherwise."""
        self.presenting = on
        if self.tradeoff is not None:  # a room reads the promise; the plots over ε are for one reader at a desk
            self.tradeoff.set_presentation(on)
            self.tradeoff.setVisible(self.plain and not on)
        for key in self.labels:
            self._show_row(key)

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
        if self._last_exact is not None and self.status.isHidden():  # the words (a cost or a signed score) anew
            self.show_exact(*self._last_exact)
            self.show_empirical(self._last_exact[0], self._last_aggregate)

    def _make_tradeoff(self) -> None:
        """Plain words' plots over ε, made when the panel is first shown with plain words on (a start builds only
        the current workspace's: each is two plots)."""
        from .plain_words import TradeoffPlots

        self.tradeoff = TradeoffPlots(self)
        self.layout().insertWidget(self.layout().count() - 1, self.tradeoff)
        self.tradeoff.set_presentation(self.presenting)
        self.tradeoff.setVisible(not self.presenting)
        if self._mechanism is not None:
            self.tradeoff.show_mechanism(*self._mechanism)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.build_tradeoff()

    def build_tradeoff(self) -> None:
        """Plain words' plots, if plain words are on and they are not made yet (else nothing)."""
        if self.plain and self.tradeoff is None:
            self._make_tradeoff()

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
        for row, (key, *_rest) in enumerate(SUMMARY_ROWS):
            name, value = self.names[key], self.labels[key]
            self.grid.removeWidget(name)
            self.grid.removeWidget(value)
            if stacked or key in FULL_WIDTH_ROWS:  # (a full-width row is the last: row + 1 is free)
                name.setAlignment(Qt.AlignLeft | Qt.AlignBottom)
                name.setContentsMargins(0, 6, 0, 0)  # a gap between one row's value and the next name
                value.setAlignment(Qt.AlignLeft | Qt.AlignTop)
                value.setIndent(12)
                first = 2 * row if stacked else row
                self.grid.addWidget(name, first, 0, 1, 2)
                self.grid.addWidget(value, first + 1, 0, 1, 2)
            else:
                name.setAlignment(Qt.AlignRight | Qt.AlignTop)
                name.setContentsMargins(0, 0, 0, 0)
                value.setAlignment(Qt.AlignLeft | Qt.AlignTop)
                value.setIndent(-1)
                self.grid.addWidget(name, row, 0)
                self.grid.addWidget(value, row, 1)
        self.grid.setVerticalSpacing(1 if stacked else 6)
        for column in (0, 1):
            self.grid.setColumnStretch(column, 1)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._arrange(event.size().width() < STACK_BELOW_CHARS * self.fontMetrics().averageCharWidth())

    def _name_rows(self, nouns: dict) -> None:
        self.setTitle(language.tr(SUMMARY_TITLE))
        for key, title, _words, _formula in SUMMARY_ROWS:
            self.tips[key] = tooltip_text(key, nouns)
            self.names[key].setText(fill(language.tr(title), nouns))
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

    def show_updating(self) -> None:
        """The inputs changed: the numbers shown are for older inputs until the new ones arrive."""
        self.status.setText(language.tr("<i>updating… (the numbers below are for the previous settings)</i>"))
        theme.set_role(self.status, None)
        self.status.show()
        for label in self.labels.values():
            label.setEnabled(False)

    def show_exact(self, exp, excluded: int, generation: int = 0) -> None:
        self.generation = generation
        self.status.hide()
        for label in self.labels.values():
            label.setEnabled(True)
        self._last_exact = (exp, excluded, generation)
        pr, s = exp.problem, exp.summary
        unit = pr.score_unit
        nouns = nouns_of(pr)
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
        at = [str(pr.labels[int(i)]) for i in pr.opt_indices[:3]]
        more = max(s.opt_count - 3, 0)
        self._set("opt_at", formatting.tied([esc(elide(a)) for a in at], more),
                  tooltip=rich_tooltip(formatting.tied(at, more)))
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

    def show_unavailable(self, reason: str, generation: int = 0) -> None:
        """No numbers for the current inputs: every row is cleared and the reason is said above them."""
        self.generation = generation
        self._last_exact = None
        for key in self.labels:
            self._set(key, "—")
            self.labels[key].setEnabled(True)
        self.status.setText(esc(f"No results: {elide(reason, 300)}"))  # the palette's error colour, in every theme
        theme.set_role(self.status, "error")
        self.status.setToolTip(rich_tooltip(reason))
        self.status.show()
