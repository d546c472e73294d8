"""What a workspace shows on its result line, and how it changes for presentation mode (part of Workspace).

The result line is rendered from a function, not stored as finished text, so the colours it writes come from
the palette in use and the chosen value is always the largest type on screen (VALUE_SCALE × the line's size,
which presentation mode doubles with every other font)."""
from __future__ import annotations

import re

from PySide6.QtCore import QTimer

from ...core import formatting
from ...core.translatable import translatable
from .. import language, theme
from ..language import tr
from ..accessibility import announce
from ..kept_english import english_of, keep, tab_key
from ..widgets.panels import RESULT_POINTS
from ..widgets.text import elide, error_html, esc, fmt_value, on_one_line, rich_tooltip, stays_whole
from .view_tabs import ENGLISH_SHORT_TABS

READY_TEXT = translatable("Press <b>Run once</b> to make one private choice")
# the result line's words (a language may leave out the scenario's nouns: German "Gewählt: …")
CHOSEN = translatable("Chosen {candidate}: ")
SCORE_SAID = translatable("{score} {value}")
COST_SAID = translatable("{value} {cost}")
BEST_SAID = translatable("(best possible: {best})")
CHOSEN_SAID = translatable("Chosen {candidate}: {label}. Its {score} is {value}; the best possible, OPT, is {best}.")
VALUE_SCALE = 1.5  # the chosen value next to the result line's other words
# the views' tab names at double size: short enough that none is cut beside Pricing's wider parameters
PRESENTATION_TABS = ENGLISH_SHORT_TABS


def tab_english(tabs, index: int) -> str:
    """The English of tab ``index``'s name: what it was last put for (kept_english), or the name itself when the
    code set it since or nothing was translated."""
    text = tabs.tabText(index)
    return english_of(tabs, text, tab_key(index)) or text


def put_tab_text(tabs, index: int, english: str) -> None:
    """Tab ``index`` named ``english`` in the language in use, its English kept as a language switch keeps it, so
    the next switch names it again (a German short name set on a hidden workspace stayed German in English)."""
    wanted = language.in_use(english)
    keep(tabs, english, wanted, tab_key(index))
    tabs.setTabText(index, wanted)


def chosen_html(problem, idx: int, value_points: float) -> str:
    """'Chosen candidate: <value> votes 39 (best possible: 42)', the value large, the best in the palette's "good"
    colour; a score that is minus a cost says the cost, as people count it: '9 mistakes (best possible: 8)', not
    '−mistakes −9 (OPT −8)' (issue 30, item 8). The symbol OPT stays in the tooltip and the Formulas panel."""
    label = str(problem.labels[idx])
    # "Mr / Lindqvist" must not split; PMW's chosen query in presentation type is wider than the line at 1280 px
    keep = "; white-space:nowrap" if stays_whole(label) else ""
    score, best = float(problem.scores[idx]), float(problem.opt)
    if problem.cost_name:
        said = tr(COST_SAID).format(value=f"<b>{formatting.count(-score)}</b>", cost=esc(tr(problem.cost_name)))
        best_said = formatting.count(-best)
    else:
        said = tr(SCORE_SAID).format(score=esc(tr(problem.score_name)),
                                     value=f"<b>{fmt_value(score, problem.score_unit)}</b>")
        best_said = fmt_value(best, problem.score_unit)
    # the score with its noun on one line, and a cost's number set apart from a label that ends in one: "x ≥ 42"
    # then "9" broken before "mistakes" read as "x ≥ 429" (looked at in presentation at 1280×800)
    gap = "&ensp;" if problem.cost_name else " "
    return (tr(CHOSEN).format(candidate=esc(problem.candidate_name)) +
            f"<b style='font-size:{round(value_points)}pt{keep}'>{esc(elide(label))}</b>{gap}"
            f"{on_one_line(said)} "
            f"<span style='color:{theme.color('good')}; white-space:nowrap'>{tr(BEST_SAID).format(best=best_said)}"
            "</span>")


def chosen_said(problem, idx: int) -> str:
    """The result line as a sentence (its tooltip, and what a screen reader is told), the scenario's nouns in the
    current language."""
    return tr(CHOSEN_SAID).format(
        candidate=tr(problem.candidate_name), label=problem.labels[idx], score=tr(problem.score_name),
        value=formatting.value(float(problem.scores[idx])), best=formatting.value(float(problem.opt)))


def published_head(head: str) -> str:
    """'Top 3 selected, in order' (as the ledger records it, in English) in the current language."""
    top = re.fullmatch(r"Top (\d+) selected, in order", head)
    if top:
        return tr("Top {k} selected, in order").format(k=top.group(1))
    return tr("Selected") if head == "Selected" else head


def published_html(words: str, value_points: float) -> str:
    """'Selected, in order: <A, B, C>' — what a release published when it is more than one candidate; the part after
    the first colon large."""
    head, _, body = words.partition(": ")
    head = published_head(head)
    names = ", ".join(on_one_line(esc(name))  # "Dr / Haddad" must not split
                      for name in elide(body, 160).split(", "))
    return f"{esc(head)}: <b style='font-size:{round(value_points)}pt'>{names}</b>"


class WorkspacePresenting:
    """The result line and presentation mode of a Workspace."""

    _normal_sizes = None  # the column widths to go back to after presentation mode

    def show_result(self, text: str, tooltip: str = "") -> None:
        self.controls.show_text(text, tooltip)

    def show_error_result(self, message: str, prefix: str = "") -> None:
        """An error on the result line, in the palette's error colour (rewritten when the theme changes)."""
        self.controls.show_text(lambda: error_html(f"{prefix}{elide(message, 200)}"), rich_tooltip(message),
                                localize=False)  # a refusal is written in the language's separators already
        announce(self.controls.result, prefix + message)  # a refused input, said to a screen reader politely

    def show_chosen(self, problem, idx: int, published: str | None = None) -> None:
        """The release on the result line: candidate ``idx`` with its score, or the words ``published`` (top-k)."""
        result = self.controls.result
        if published is not None:
            def words() -> str:
                head, _, body = published.partition(": ")
                return f"{published_head(head)}: {body}"
            self.controls.show_text(lambda: published_html(published, result.font().pointSizeF() * VALUE_SCALE),
                                    lambda: rich_tooltip(words()))
            announce(result, words())
            return
        self.controls.show_text(lambda: chosen_html(problem, idx, result.font().pointSizeF() * VALUE_SCALE),
                                lambda: rich_tooltip(chosen_said(problem, idx)))
        announce(result, language.shown(chosen_said(problem, idx)))  # said to a screen reader when it is idle

    def set_presentation(self, on: bool, normal_sizes: list[int] | None = None) -> None:
        """Every font twice its size (the application font, see theme.set_scale; the result line's own size
        here), thicker lines in the plots; the table steps aside so the parameters fit beside the plots.
        ``normal_sizes``: the column widths to come back to, taken before a switch in steps laid out the larger
        fonts (which widen the parameters' column)."""
        for _ in self.presentation_steps(on, normal_sizes):
            pass

    def presentation_steps(self, on: bool, normal_sizes: list[int] | None = None):
        """``set_presentation`` in steps, each ``yield`` letting the event loop run (window/presentation.py): the
        panels and the columns, each plot, each privacy view built so far (all at once held the GUI thread ~50 ms,
        issue 36 §3)."""
        self.editor.setVisible(not on)
        self.summary_panel.set_presentation(on)
        self.parameter_panel.set_presentation(on)
        if on:
            self._normal_tabs = [tab_english(self.views, i) for i in range(self.views.count())]
        for i, english in enumerate(getattr(self, "_normal_tabs", ())):
            if i < self.views.count():
                put_tab_text(self.views, i, PRESENTATION_TABS.get(english, english) if on else english)
        self.views.tabBar().refit()  # the type and names that fit, for the new names (view_tabs)
        self.controls.set_points(round(RESULT_POINTS * (theme.PRESENTATION_SCALE if on else 1)))
        self.controls.rerender()
        if on:
            self._normal_sizes = normal_sizes or self.splitter.sizes()
            # the panes beside the plots at their least widths in the large type, as a window started in presentation
            # mode lays them out (shares of the normal width gave the summary two narrow columns of wrapped names)
            total = sum(self._normal_sizes)
            self.splitter.setSizes([1, max(total - 2, 1), 1])
        elif self._normal_sizes:
            sizes = self._normal_sizes
            self.splitter.setSizes(sizes)
            # and again once the window is back to its normal size (the splitter shares out any change)
            QTimer.singleShot(0, self.splitter, lambda: self.splitter.setSizes(sizes))  # (dropped with the window)
        yield
        yield from self.plots.presentation_steps(on)
        yield from self._present_views(on)  # the privacy views built so far; later ones are built in this mode
