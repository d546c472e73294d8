"""The report's building blocks and the facts it is written from: block types (headings, paragraphs, tables
with header rows, figures), the numbers of one workspace (``Facts``), where its data came from and which choice
was released last, and the small wording helpers (plurals, ε) — every number through ``core.formatting``.
"""
from __future__ import annotations

import html
import os
from dataclasses import dataclass, field

import numpy as np

from ...core import formatting
from ...core.number_locale import localized
from ...core.set_chances import SetChances
from ...core.translatable import message, translatable
from ..language import current, tr
from .charts import MAX_ROWS, AxisBars, BarRows, Chart
from .words import plural_word, recorded, singular, word

TABLE_ROWS = 50  # candidates listed one by one; beyond, "… and N more"
SENTENCE_ROWS = 10  # candidates named in the headline sentence
PRICE_GROUPS = 10  # a long price grid is summarised in this many ranges
CHART_BINS = 60  # bars over a long price grid


@dataclass
class Heading:
    text: str
    level: int = 2


@dataclass
class Para:
    html: str  # user text already escaped


@dataclass
class Table:
    header: list[str]
    rows: list[list[str]]
    numeric: set[int] = field(default_factory=set)  # right-aligned columns
    note: str = ""
    bold_rows: set[int] = field(default_factory=set)


@dataclass
class Figure:
    name: str
    chart: Chart
    caption: str


@dataclass
class Report:
    title: str
    meta: list[tuple[str, str]]
    blocks: list
    locale: str = "en"  # the language it is written in (ui/language.current at build time)


def esc(text) -> str:
    return html.escape(str(text))


def plural(n: int, noun: str) -> str:
    """'1 invalid row', '3 invalid rows', '1,204 candidates' (counts through core.formatting), the noun in the
    current language."""
    return f"{formatting.count(n)} {word(noun) if n == 1 else plural_word(noun)}"


def nouns(noun: str) -> str:
    return plural_word(noun)


def epsilon_text(eps: float) -> str:
    """ε as people type it ('1', '0.3', '10,000'), three significant digits, never an exponent."""
    text = formatting.sig(eps, 3)
    return text.rstrip("0").rstrip(".") if "." in text else text


def people(n: int) -> str:
    return f"{formatting.count(n)} {word(translatable('person') if n == 1 else translatable('people'))}"


def localize(rep: Report) -> Report:
    """Every number of the report in the separators of the language it is written in (core.number_locale:
    German "1.234,5"); tags keep theirs. Charts localize their own ticks as they are drawn."""
    loc = rep.locale

    def say(text: str) -> str:
        return localized(text, loc)
    rep.title = say(rep.title)
    rep.meta = [(k, say(v)) for k, v in rep.meta]
    for block in rep.blocks:
        if isinstance(block, Heading):
            block.text = say(block.text)
        elif isinstance(block, Para):
            block.html = say(block.html)
        elif isinstance(block, Table):
            block.header = [say(h) for h in block.header]
            block.rows = [[say(v) for v in row] for row in block.rows]
            block.note = say(block.note)
        elif isinstance(block, Figure):
            block.caption = say(block.caption)
            chart = block.chart
            chart.locale, chart.title = loc, say(chart.title)
            if isinstance(chart, BarRows):
                chart.labels = [say(t) for t in chart.labels]
                chart.legend = chart.legend and tuple(say(t) for t in chart.legend)
            elif isinstance(chart, AxisBars):
                chart.x_label = say(chart.x_label)
    return rep


class Facts:
    """The numbers of one workspace that every part of the report reads."""

    def __init__(self, ws) -> None:
        exp = ws.experiment
        if exp is None:
            raise ValueError(ws.last_error or message("no valid settings to report on"))
        self.ws, self.exp = ws, exp
        self.pr, self.s, self.prm = exp.problem, exp.summary, exp.params
        self.pmf = np.asarray(exp.mechanism.pmf, dtype=np.float64)
        agg = ws.aggregate
        self.trials = int(agg.trials) if agg is not None and agg.problem is self.pr else 0
        self.freq = agg.counts / float(self.trials) if self.trials else None
        self.agg = agg if self.trials else None
        self.noun = self.pr.candidate_name
        self.locale = current()
        self.released = last_release(ws, self.pr.m)
        # what that release published when it was more than one candidate (top-k's k names), else None
        self.published = ws.runs.last_published if self.released is not None else None
        self.order = _top(self.pmf, max(TABLE_ROWS, MAX_ROWS) + 1)
        # a release of k candidates at once (top-k): each one's chance to be among the k, exact beside the drawn
        # k-sets (core.set_chances); the report then lists those, and the one-selection numbers as the first pick's
        tally = getattr(getattr(ws, "experiments", None), "tally", None)
        law = tally.sets if tally is not None else None
        self.sets = None if law is None else SetChances.of(law, self.pr.scores, self.agg)
        if self.sets is not None and self.sets.chances is not None:
            self.order = self.sets.top(max(TABLE_ROWS, MAX_ROWS) + 1)

    def chance(self, p: float) -> str:
        """A probability in the report's language's words ('1 in 4,700'; German '1 von 4,700')."""
        return formatting.probability(p, self.locale)

    def label(self, i: int) -> str:
        return str(self.pr.labels[int(i)])

    def score(self, v: float) -> str:
        """'$311.65', '41.5 votes', '1 like'; for a score that is minus a cost, the cost: '12 mistakes'."""
        return self.change(-v if self.pr.cost_name else v)

    @property
    def term(self) -> str:
        """What the score measures, in words: 'votes', 'revenue'; for a score that is minus a cost, the cost."""
        return word(self.pr.cost_name or self.pr.score_name)

    @property
    def score_name(self) -> str:
        return word(self.pr.score_name)

    @property
    def score_title(self) -> str:
        """The score's name as a title: 'revenue'; 'score (minus the mistakes)'."""
        return tr("score (minus the {cost})").format(cost=word(self.pr.cost_name)) if self.pr.cost_name \
            else self.score_name

    @property
    def score_meaning(self) -> str:
        """'revenue', 'votes'; 'the score is minus its mistakes'."""
        return tr("the score is minus its {cost}").format(cost=word(self.pr.cost_name)) if self.pr.cost_name \
            else self.score_name

    def change(self, v: float) -> str:
        """A change of score (the sensitivity): as ``score`` but never negated — '1 mistake', '0.01 ...'."""
        pr = self.pr
        if pr.score_unit == "$":
            return formatting.money(v)
        text, name = formatting.count(v), pr.cost_name or pr.score_name
        return f"{text} {word(singular(name) if text == '1' else name)}"

    def scored(self, v: float) -> str:
        """A score with its name where the number alone does not say it: 'revenue $2.68', '39 votes'."""
        return f"{self.score_name} {self.score(v)}" if self.pr.score_unit == "$" else self.score(v)

    def scored_interval(self, mean: float, half: float | None) -> str:
        """A simulated mean and its 95% half-width as ``scored`` writes the exact one: 'revenue $1.94 ± $0.03',
        '41.48 ± 0.05 votes', '9.33 ± 0.08 mistakes' (a cost, where the score is minus it, not '−9.33 ± 0.08')."""
        pr = self.pr
        text = formatting.plus_minus(-mean if pr.cost_name else mean, half, pr.score_unit)
        return f"{self.score_name} {text}" if pr.score_unit == "$" else f"{text} {word(pr.cost_name or pr.score_name)}"


def _top(p: np.ndarray, k: int) -> np.ndarray:
    """Indices of the k largest entries, largest first (ties: the first candidate first)."""
    if p.size > k:
        part = np.argpartition(-p, k - 1)[:k]
        return part[np.lexsort((part, -p[part]))]
    return np.lexsort((np.arange(p.size), -p))


def last_release(ws, m: int) -> int | None:
    """The candidate of the last Run once (``RunController.last_release``), if it is one of the m candidates."""
    idx = ws.runs.last_release
    return idx if idx is not None and 0 <= idx < m else None


def _same_data(a, b) -> bool:
    """The same candidates and scores from the same number of people (values compared, not a million labels)."""
    if a.n != b.n or a.m != b.m or not np.array_equal(a.scores, b.scores):
        return False
    if a.values is not None and b.values is not None:
        return bool(np.array_equal(a.values, b.values))
    return tuple(a.labels) == tuple(b.labels)


def session_file(ws) -> str | None:
    """The session file the workspace's window has open (None outside a window or before a save)."""
    return getattr(getattr(ws.window(), "session", None), "session_path", None)


def data_source(ws, exp) -> str:
    """Where the data came from, in words: what the workspace recorded (``data_source``), else the preset whose
    data it equals, else the session file it was opened from, else that it was typed in or imported."""
    said = ws.data_source
    if said:
        return recorded(str(said))
    for name in getattr(ws.scenario, "presets", {}):
        try:
            other = ws.scenario.problem(ws.scenario.load_preset(name), exp.params.setting_values)
        except Exception:  # noqa: BLE001 — a preset that cannot be read is simply not the source
            continue
        if _same_data(other, exp.problem):
            return recorded(f"the preset “{name}” shipped with ExpMech Studio")
    session = session_file(ws)
    if session:
        return recorded(f"the session file {os.path.basename(session)}")
    return tr("typed in by hand or imported from a file")
