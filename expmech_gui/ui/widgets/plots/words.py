"""The plots' words in the chosen language (issue 35 §3): titles, axis titles, legend entries and the names on
reference lines, looked up by their English text where they are set (kit.set_title, kit.set_axis_label,
kit.Legend, reflines.RefLine) and again on a language change (``retranslate``), with their numbers in the
language's separators. Qt sends every widget a LanguageChange event when a translator comes or goes (ui/language.install): each plot
then shows its texts again from the English it keeps (kit.retranslate). A text built from a scenario's nouns or
values is read through a template (ui/phrases.py):
"Running mean revenue" fits "Running mean {a}", whose German is filled with the German of "revenue".
"""
from __future__ import annotations

from functools import lru_cache

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QObject, QTimer

from ....core.translatable import translatable
from ...language import current, shown
from ...phrases import Phrases

# the plots' texts made from a scenario's words or a value, the more specific first (ui/phrases.py)
TEMPLATES = (
    translatable("Running mean {a}"), translatable("Exact expected total {a} vs ε"),
    translatable("expected total {a} of the whole release (exact)"), translatable("Exact expected {a} vs ε"), translatable("expected {a} (exact)"),
    translatable("{a} of the chosen output"), translatable("{a} of each {b}"),
    translatable("Outputs (groups of {a} {b})"), translatable("probability per {a} (group average)"),
    translatable("probability per {a}"), translatable("{a} (lowest bin: all below) ({b})"),
    translatable("{a} (lowest bin: all below)"),
    translatable("best possible {a}"), translatable("best at any price {a}"), translatable("sim. mean {a}"),
    translatable("guarantee {a}"),  # the lecture's guarantee line in the legend, with its value
    translatable("threshold {a}"), translatable("mean {a}"), translatable("expected {a}"),
    translatable("average {a}"), translatable("total ε {a}"), translatable("worst {a}"),  # the Risk view's lines
    translatable("Chance to be among the {a} selected"), translatable("chance in the {a}-set"),
    translatable("chance among the {a}"),
    translatable("share of simulated {a}-sets"), translatable("exact, ε = {a}"),
    translatable("simulated at ε = {a} ({b} releases, 95% band)"), translatable("the most allowed: {a}"),
    translatable("budget ε = {a}"), translatable("current ε = {a}"), translatable("ε-DP band: e^(±{a}) × truthful"),
    translatable("By sensitivity: c = ε/(2Δ) = {a}"), translatable("By range: c = ε/range = {a}"),
    translatable("{a} (off ◀)"), translatable("{a} (off ▶)"), translatable("{a} (off scale)"),
    translatable("{a} bits"),
    # generic last: a text cut at its first bracket, colon, comma or equals sign, each part read again
    translatable("{a} ({b})"), translatable("{a}: {b}"), translatable("{a}, {b}"), translatable("{a} = {b}"),
    translatable("{a} ≈ {b}"),
)
# the plots' own words (titles, axis titles, legend entries, reference lines), whole or as a template's part
PHRASES = (
    translatable("By range"), translatable("By sensitivity"),
    translatable("Chance each candidate is among the k selected"), translatable("Chance of each candidate on D"),
    translatable("Chance the draw is an optimal price"), translatable("Chance the favourite wins, by ballot"),
    translatable("Chance the largest error is at most x"),
    translatable("Corrections made, against the most the theory allows"), translatable("D (the data)"),
    translatable("D′ (one person changed)"), translatable("ERM (not private)"), translatable("ERM"),
    translatable("Error against the number of points n"), translatable("Error of every query"),
    translatable("Error of the learned concept on this data"), translatable("Exact output probabilities: D vs D′"),
    translatable("Expected utility of each report"), translatable("How far the guess is from the real data"),
    translatable("How far the guess misses each question"), translatable("How many of the true top-k are selected"),
    translatable("Largest error as the number of people n grows"), translatable("Outputs"),
    translatable("simulated vs exact"), translatable("Privacy loss of the most exposed person"),
    translatable("Privacy loss per output"), translatable("Privacy spent against the budget"),
    translatable("Real and synthetic database: fraction of people per element"),
    translatable("Realised privacy loss of each pair (D, D′)"),
    translatable("Revenue against the price grid's step α"), translatable("Total privacy loss ε"),
    translatable("What a test can tell about one person"), translatable("a coin flip"), translatable("average"),
    translatable("the ledger's total"), translatable("the largest loss possible"),
    translatable("average probability"), translatable("bad-outcome line"), translatable("ballot cast"),
    translatable("base rate"), translatable("best at any price"), translatable("best possible"),
    translatable("bound"), translatable("bound meets base rate"), translatable("chance"), translatable("right axis"), translatable("top axis"), translatable("loss (nats)"),
    translatable("chance of a false alarm"), translatable("chance of being chosen"),
    translatable("chance of catching"), translatable("chance selected"), translatable("chance the favourite wins"),
    translatable("chance the loss is larger"), translatable("chance the loss is larger than this"),
    translatable("log scale"), translatable("corrected"), translatable("corrections"),
    translatable("corrections so far"), translatable("distance"), translatable("nats"), translatable("element"),
    translatable("error"), translatable("share of people"), translatable("error rate"),
    translatable("share misclassified"), translatable("exact"), translatable("expected (exact)"), translatable("E[revenue]"),
    translatable("exact E[revenue]"), translatable("empirical"), translatable("true"), translatable("expected"),
    translatable("expected largest error (exact)"), translatable("expected synthetic (exact)"),
    translatable("expected utility"), translatable("fixes"), translatable("fraction of people"),
    translatable("guarantee (holds with 95% chance)"), translatable("guarantee says nothing here"),
    translatable("guess answered"), translatable("its largest error"), translatable("largest error"),
    translatable("largest error x"), translatable("lecture guarantee"), translatable("log-ratio per candidate"),
    translatable("loss"), translatable("mean"), translatable("miss"), translatable("n (points, log scale)"),
    translatable("neighbour D′"), translatable("non-private posted price"), translatable("number of prices m = 1/α"),
    translatable("one released made-up table"), translatable("people n (log scale)"), translatable("privacy loss"),
    translatable("privacy loss ln(P/P′) (log of the ratio of chances)"), translatable("privacy loss ln(P/P′)"),
    translatable("privacy loss of everything released"),
    translatable("privacy spent so far (ε)"), translatable("private mechanism (exact)"), translatable("private"),
    translatable("true (95%)"), translatable("probability"), translatable("question"),
    translatable("question (in the order asked)"), translatable("real data"), translatable("recovered"),
    translatable("released made-up table"), translatable("releases k (log scale)"), translatable("reported value"),
    translatable("share"), translatable("sim. mean"), translatable("simulated"), translatable("95% interval"),
    translatable("simulated mean"), translatable("simulated mean (95% interval)"),
    translatable("the fewest (a test turned round)"), translatable("the lecture's γ − αn − ln(1/α)/ε"),
    translatable("the most any test can catch"), translatable("this app's guarantee (with c and t)"),
    translatable("this data's n"), translatable("threshold"), translatable("threshold says nothing here"),
    translatable("total ε"), translatable("trials"), translatable("truthful report"), translatable("worst"),
    translatable("α = 1/m (log scale)"), translatable("ε (log scale)"), translatable("total ε (log scale)"),
    translatable("trials (log scale)"), translatable("Revenue"), translatable("Votes"), translatable("Likes"),
    translatable("Score"), translatable("Rank score"), translatable("Miss of the uniform guess"),
    translatable("−max query error"), translatable("Position"), translatable("synthetic database"),
    translatable("probability per price"), translatable("first pick's chance"),
    # Compare and the Gallery
    translatable("Exact chance of each answer, per configuration"), translatable("general"), translatable("monotone"),
    translatable("range"), translatable("Bounded discrete Laplace"), translatable("Laplace mechanism"),
    translatable("How conservative the exponential mechanism's noise is on a bounded range"),
    translatable("Private median / quantile"), translatable("RAPPOR"),
    translatable("Universality: any ε-DP mechanism"), translatable("classic"),
    translatable("Smith's private quantile"), translatable("discrete Laplace"), translatable("randomized response"),
    translatable("the k-subset mechanism"), translatable("the mechanism's own chances"),
    translatable("continuous limit (density × step)"), translatable("exponential mechanism"),
    translatable("k-ary randomized response"), translatable("k-subset mechanism"),
    translatable("least scale keeping ε ÷ 2Δ/ε"), translatable("ratio"), translatable("released answer"),
    translatable("released report"), translatable("released value"), translatable("true answer f(D)"),
    translatable("true quantile"), translatable("ε spent ÷ ε, textbook scale Δ/ε"),
    translatable("ε spent ÷ ε, the EM's 2Δ/ε"), translatable("bits flipped"),
    translatable("Discrete Laplace (whole numbers)"), translatable("Randomized response (k answers)"),
    # the names on the ε-sweep's and the α view's own lines (say_label)
    translatable("current ε"), translatable("current α"), translatable("recommended"), translatable("best exact"),
    translatable("bound's best"),
)
_PHRASES = Phrases(TEMPLATES)


def say(text: str) -> str:
    """A plot's text in the current language (English as it is)."""
    code = current()
    if not text or code == "en":
        return text
    return _said(code, text)


@lru_cache(maxsize=4096)
def _said(code: str, text: str) -> str:
    return shown(_PHRASES.translated(text))


def say_label(line: pg.InfiniteLine, name: str) -> pg.InfiniteLine:
    """A line's name written on it (``name`` in English) in the current language, and again after each switch
    (kit.retranslate reads ``label.source``)."""
    line.label.source = name
    line.label.setFormat(say(name).replace("{", "{{"))
    return line


def say_tips(items) -> None:
    """Each item's tooltip whose English it keeps (``tip_source``: a reference line's, reflines.RefLine; the chance
    axis', score.py) said again in the current language."""
    for item in items:
        if getattr(item, "tip_source", None) is not None:
            item.setToolTip(say(item.tip_source))


class Legend(pg.LegendItem):
    """A legend whose entries are shown in the current language; each keeps its English (``source``)."""

    def addItem(self, item, name: str) -> None:  # noqa: N802 — pyqtgraph's name
        super().addItem(item, say(name))
        self.items[-1][1].source = name

    def add_said(self, item, text: str) -> None:
        """An entry already in the current language with its numbers in its separators (Compare's row names, written
        when the rows are computed): shown as it is, never read through the templates again ("ε = 0,5" is not
        "{a}, {b}"), and left alone by ``retranslate`` (its owner writes it again on a change of language)."""
        pg.LegendItem.addItem(self, item, text)
        self.items[-1][1].source = text
        self.items[-1][1].said = True

    def relabel(self, label, name: str) -> None:
        """An entry's text changed (a reference value moved): ``name`` in English, shown translated; nothing done
        when the entry already says it (the score plot's noun is relabelled with every new experiment: each setText
        lays the text out again and resizes the legend). A change of style is written by its own setText (restyle,
        setLabelTextSize)."""
        text = say(name)
        if getattr(label, "source", None) == name and label.text == text:
            return
        label.source = name
        label.setText(text)

    def retranslate(self) -> None:
        for _sample, label in self.items:
            if getattr(label, "source", None) is not None and not getattr(label, "said", False):
                label.setText(say(label.source))
        self.updateSize()


class _OnLanguageChange(QObject):
    """Calls back once the event loop is back after a LanguageChange (the new translator is in place by then)."""

    def __init__(self, widget, callback) -> None:
        super().__init__(widget)
        self.widget = widget
        self.timer = QTimer(self, singleShot=True, interval=0)
        self.timer.timeout.connect(callback)

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.LanguageChange and obj is self.widget:
            self.timer.start()
        return False


def on_language_change(widget, callback) -> None:
    """``callback()`` soon after each change of the application's language."""
    widget.installEventFilter(_OnLanguageChange(widget, callback))
