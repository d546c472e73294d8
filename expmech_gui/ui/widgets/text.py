"""How the app writes text for people: user text escaped and elided, errors in the theme's colour, numbers
through the one formatter, core.formatting (``fmt_value``/``fmt_prob`` are its names for the widgets: the
summary, legends, the report, the formulas and the self-test read them)."""
from __future__ import annotations

import functools
import html
import math

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QTextDocument, QTextOption
from PySide6.QtWidgets import QLabel

from ...core import formatting
from ...core.number_locale import localized
from ...core.numbers import factor_text
from ...core.translatable import language, translatable
from .. import theme
from ..language import shown, tr

ELIDE_CHARS = 60  # user names longer than this are cut in labels ("…"); the tooltip holds the full text


def elide(text: str, n: int = ELIDE_CHARS) -> str:
    """``text`` cut to at most ``n`` characters, ending in '…' when cut (plain text, not yet escaped)."""
    text = str(text)
    return text if len(text) <= n else text[: n - 1] + "…"


SHORT_NAME = 24  # a name up to this long and of at most NAME_WORDS words is kept on one line; others may wrap
NAME_WORDS = 3  # "Mr Lindqvist", "Salad bar", "x ≥ 42"; a formula ("¬x1 ∧ ¬x2 ∧ x3 ∧ x4") wraps rather than being cut


def stays_whole(name: str) -> bool:
    """A name short enough to keep on one line ("x ≥ 38" broken as "x ≥" / "38" reads as two things)."""
    return len(name) <= SHORT_NAME and len(name.split()) <= NAME_WORDS


def on_one_line(markup: str) -> str:
    """Rich text that Qt never breaks across lines (a name, "ε/2", a number with its noun)."""
    return f"<span style='white-space:nowrap'>{markup}</span>"


def esc(text) -> str:
    """User text for a rich-text label: shown as typed, never read as markup."""
    return html.escape(str(text), quote=False)


def rich_tooltip(text: str) -> str:
    """A tooltip that shows ``text`` exactly (rich text with the user's text escaped)."""
    return "<p style='white-space:pre-wrap'>" + html.escape(str(text), quote=False) + "</p>"


def error_html(text: str) -> str:
    return f"<span style='color:{theme.color('error')}'>{esc(text)}</span>"


def guarantee_vacuous(guarantee: dict | None) -> bool:
    """Whether the lecture's revenue guarantee says nothing here, as the core decides it
    (``pricing.guarantee_vacuous``, stored in ``Experiment.guarantee``); False without a guarantee."""
    return bool(guarantee) and bool(guarantee["vacuous"])


def fmt_value(v: float | None, unit: str = "") -> str:
    """A score or value in its unit, as every widget shows it: '$2.40', '−$37.37', '41.5' (formatting.value)."""
    return formatting.value(v, unit)


def fmt_prob(p: float | None) -> str:
    """A probability for people: '82%', '1 in 4,700' (formatting.probability)."""
    return formatting.probability(p)


class WrappingLabel(QLabel):
    """A word-wrapped label that asks for the height its text needs at its current width, and may shrink in
    width by wrapping (Qt does not pass height-for-width through tab pages and splitters, so wrapped text was
    cut to its first line; a one-line label in a row of boxes made the row wider than the view). ``least_lines``:
    it keeps room for at least that many lines of its font, so a text one line shorter than the last moves nothing
    below it."""

    least_lines = 0

    def __init__(self, text: str = "", parent=None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)

    def _fit(self) -> None:
        width = self.width()
        if width <= 0:
            return
        need, held = self.heightForWidth(width), self.minimumHeight()
        if held and need <= held:  # QLabel never answers below its minimum height (presentation's, say): unclamp
            self.setMinimumHeight(0)
            need = self.heightForWidth(width)
        if self.least_lines:
            need = max(need, _lines_height(self.least_lines, self.font().toString()))
        if need > 0 and need != self.minimumHeight():
            self.setMinimumHeight(need)

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.FontChange:
            self._fit()


def widest_word(label: QLabel) -> int:
    """The width in pixels of ``label``'s widest word (rich text read as shown, bold parts bold): the narrowest
    it can wrap to, as Qt breaks only between words. Remembered per text and font (a layout asks each label's
    least size many times: F11 measured the summary's words ~950 times)."""
    rich = label.textFormat() == Qt.RichText or (label.textFormat() == Qt.AutoText and "<" in label.text())
    return _widest_word(label.text(), rich, label.font().toString())


@functools.lru_cache(maxsize=4096)
def _widest_word(text: str, rich: bool, font: str) -> int:
    document = QTextDocument()
    shown_font = QFont()
    shown_font.fromString(font)
    document.setDefaultFont(shown_font)
    document.setDocumentMargin(0)
    option = QTextOption()
    option.setWrapMode(QTextOption.WordWrap)  # (a document's default also breaks inside a word)
    document.setDefaultTextOption(option)
    document.setHtml(text) if rich else document.setPlainText(text)
    document.setTextWidth(0)
    return math.ceil(document.idealWidth())


@functools.lru_cache(maxsize=256)
def _lines_height(lines: int, font: str) -> int:
    """The height in pixels of ``lines`` lines of text in ``font``, laid out as a rich-text label lays them out."""
    document = QTextDocument()
    shown_font = QFont()
    shown_font.fromString(font)
    document.setDefaultFont(shown_font)
    document.setDocumentMargin(0)
    document.setHtml("<br>".join("x" * lines))
    return math.ceil(document.size().height())


class WholeWordsLabel(QLabel):
    """A word-wrapped label that, while ``whole_words`` is on, asks to be at least as wide as its widest word (a
    German compound in presentation type, "Wahrscheinlichkeit", was wider than the summary's column and cut)."""

    whole_words = False

    def set_whole_words(self, on: bool) -> None:
        self.whole_words = on
        self.updateGeometry()

    def minimumSizeHint(self):
        hint = super().minimumSizeHint()
        if self.whole_words and self.text():
            margins = self.contentsMargins()
            room = widest_word(self) + max(self.indent(), 0) + 2 * self.margin() + margins.left() + margins.right()
            hint.setWidth(max(hint.width(), room))
        return hint


EPSILON_RANGE_TEXT = "from 0.000001 to 10,000"
# the ε controls' own texts, whole so that the catalogue translates them (each holds EPSILON_RANGE_TEXT: a test)
EPSILON_FIELD_TIP = translatable("Privacy parameter ε, from 0.000001 to 10,000: smaller means more private.")
EPSILON_SLIDER_TIP = translatable("ε on a log scale from 0.000001 to 10,000")
EPSILON_COMPARE_TIP = translatable("Privacy parameter ε, from 0.000001 to 10,000")
# a slider of ε beside "more privacy … more accuracy" (the story's, the gallery's): its screen-reader name "ε slider"
EPSILON_DRAG_TIP = translatable("ε slider: a smaller ε is more privacy, a larger one more accuracy")


def epsilon_refusal_text(text: str, error: str) -> str:
    """One sentence on a refused ε saying what to type: the parser's own advice when it has some (a decimal
    comma, a thousands separator), else the accepted range."""
    typed = text.strip()
    fix = localized(f"type a number {EPSILON_RANGE_TEXT}, e.g. 1", language())  # as final as the refusal beside it
    if error.startswith("ε must be"):
        return f"ε = {typed} is not accepted: {fix}."
    if ": " in error:  # the parser says how to write it
        return f"ε not accepted: {error}."
    return f"ε not accepted: {error} — {fix}."


def epsilon_readout(eps: float, cost: float = 1.0, notion: str | None = None) -> str:
    """Plain-language meaning of ε-DP: each outcome's probability moves by at most a factor e^(cost·ε), cost the
    share of ε one release really spends (core.privacy.loss.release_epsilon: ½ for the exponential mechanism's general
    analysis on a score one person moves one way) — written for people and computed from ε, so ε = 709 or 10,000
    never overflows. ``notion`` names what one person's change is (adding/removing vs replacing), since the same
    data can cost ε/2 under one and ε under the other."""
    who = tr(formatting.NEIGHBOUR_CHANGE.get(notion, "one person's data"))
    head = tr("{Who} changes any outcome's probability by at most a factor").format(Who=who[:1].upper() + who[1:])
    if cost == 1.0:
        return f"{head} e<sup>ε</sup> = <b>{html.escape(shown(factor_text(eps)))}</b>."
    if cost == 0.5:
        return (f"{head} e<sup>ε/2</sup> = <b>{html.escape(shown(factor_text(eps / 2)))}</b> " +  # ε/2 whole
                tr("(one person moves every score the same way, so a choice spends only ε/2).").replace(
                    "ε/2", on_one_line("ε/2")))  # (presentation broke it: "ε/" then "2).")
    return (f"{head} e<sup>{cost:.3g}·ε</sup> = <b>{html.escape(shown(factor_text(cost * eps)))}</b> " +
            tr("(one person moves the scores by less than their full range apart, so a choice spends less than ε)."))
