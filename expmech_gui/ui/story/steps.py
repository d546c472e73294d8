"""What each story step draws: one large plot per step, from the experiment and the step's state.

score → weight exp(c·(u − OPT)) (OPT's weight 1; c the mechanism's scale) → probability (weights / total)
→ one draw (a marker on the cumulative bar, widgets.plots.draw_marker) → many draws (frequencies against the
exact pmf) → one person (each chance's factor pmf(D′)/pmf(D) against the promise e^(±ε′), ε′ what one release
costs for removing one person) → the bill (total ε against the number of answers: the ledger's own running sum, one
point per release at the ε it was charged, or before any release a plan's line rising by ε′ an answer)."""
from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from ...core import formatting as fmt
from ...core.formatting import score_words as formatting_score_words
from ...core.translatable import translatable
from .. import language
from ..language import tr
from ..widgets.plots.draw_marker import LIT
from ..widgets.plots.kit import COLORS, OKABE_ITO, style_plot
from ..widgets.plots.palette import readable, shown

MAX_BARS = 2000  # more candidates than this are drawn as a curve
MAX_NAMES = 12
LABEL_POINTS = 16
BILL_RELEASES_SHOWN = 10  # the bill's k axis reaches at least this far


def positions(problem) -> tuple[np.ndarray, float, list | None]:
    """x of each candidate, the bar width, and the names for the axis (None: a numeric axis)."""
    if problem.values is not None:
        x = np.asarray(problem.values, dtype=float)
        width = float(x[1] - x[0]) * 0.85 if x.size > 1 else 1.0
        return x, width, None
    x = np.arange(problem.m, dtype=float)
    names = [str(label) for label in problem.labels] if problem.m <= MAX_NAMES else None
    return x, 0.7, names


def _curve(plot, x, heights, pen) -> pg.PlotDataItem:
    """Many candidates as one curve in ``plot``, drawn at the screen's resolution (peak downsampling keeps every
    spike), as the workspace's score plot does: a million points in a wide pen took seconds on the GUI thread."""
    item = pg.PlotDataItem(x, heights, pen=pen)
    plot.addItem(item)
    item.setDownsampling(auto=True, method="peak")
    item.setClipToView(True)
    return item


def _bars(plot, x, heights, width, color, alpha=220, name_pen=None):
    if x.size > MAX_BARS:
        return _curve(plot, x, heights, pg.mkPen(*color, width=3))
    item = pg.BarGraphItem(x=x, height=heights, width=width, brush=pg.mkBrush(*color, alpha),
                           pen=name_pen or pg.mkPen(None))
    plot.addItem(item)
    return item


def _opt_bars(plot, problem, x, heights, width) -> None:
    """OPT's bars drawn again on top in the OPT colour."""
    opt = problem.opt_indices
    _bars(plot, x[opt], np.asarray(heights)[opt], width, COLORS["opt"], 255, pg.mkPen("k", width=1))


def _font(points: int) -> QFont:
    font = QFont()
    font.setPointSize(points)
    font.setBold(True)
    return font


def _label(plot, text: str, x: float, y: float, color=None, anchor=(0.5, 1.0)) -> None:
    item = pg.TextItem(language.shown(text), color=readable(color or COLORS["opt"]), anchor=anchor)  # (readable)
    item.setFont(_font(LABEL_POINTS))
    item.setPos(x, y)
    plot.addItem(item)


def _axes(plot, problem, names, title: str, y_label: str) -> None:
    style_plot(plot, title, problem.candidate_name, y_label,
               problem.candidate_unit if problem.values is not None else "")
    axis = plot.getAxis("bottom")
    axis.setTicks([list(enumerate(names))] if names else None)
    plot.getAxis("left").setTicks(None)  # the cumulative bar's step hides them
    plot.showGrid(x=False, y=True, alpha=0.15)


def draw_values(plot, problem, heights, title: str, y_label: str, key: str = "score", mark_opt: bool = True,
                label_opt: str = "OPT") -> None:
    x, width, names = positions(problem)
    heights = np.asarray(heights, dtype=float)
    _bars(plot, x, heights, width, COLORS[key])
    lo, hi = min(0.0, float(np.min(heights))), max(0.0, float(np.max(heights)))
    span = max(hi - lo, 1e-12)
    if mark_opt:
        _opt_bars(plot, problem, x, heights, width)
        i = int(problem.opt_indices[0])
        _label(plot, label_opt, x[i], max(float(heights[i]), 0.0) + 0.12 * span)
    _axes(plot, problem, names, title, y_label)
    plot.setYRange(lo - (0.05 * span if lo < 0 else 0.0), hi + 0.25 * span, padding=0)
    plot.setXRange(x.min() - width, x.max() + width, padding=0.02)


def draw_data(plot, exp) -> None:
    pr = exp.problem
    draw_values(plot, pr, pr.scores, tr("The data: {score} of each {candidate}").format(
        score=tr(pr.score_name), candidate=tr(pr.candidate_name)), pr.score_name, key="gamma",
        label_opt=tr("OPT (no privacy)"))


def draw_scores(plot, exp) -> None:
    pr = exp.problem
    draw_values(plot, pr, pr.scores, tr("Scores: {score}").format(score=tr(pr.score_name)), pr.score_name)


def weights(exp) -> np.ndarray:
    """μ(h)/μ(h*)·exp(c·(u − OPT)): the weights scaled so that the first best's is 1 (uniform μ: exp(c·(u − OPT));
    off the base measure's support: 0)."""
    pr, mech = exp.problem, exp.mechanism
    log_w = mech.scale * (pr.scores - pr.opt)
    if pr.base_measure is not None:
        log_w = log_w + (pr.log_base_measure - pr.log_base_measure[pr.opt_indices[0]])
    with np.errstate(under="ignore", over="ignore"):
        w = np.exp(log_w)
    return np.where(pr.support, w, 0.0)


def draw_weights(plot, exp) -> None:
    draw_values(plot, exp.problem, weights(exp), translatable("Weights (OPT's weight = 1)"), translatable("weight"))


def draw_probabilities(plot, exp) -> None:
    pr = exp.problem
    draw_values(plot, pr, exp.mechanism.pmf, translatable("Chance of each answer"), translatable("probability"),
                key="exact")
    blind = pg.InfiniteLine(pos=1.0 / pr.m, angle=0, pen=pg.mkPen(*OKABE_ITO["grey"], width=3, style=Qt.DashLine),
                            label=tr("blind pick"), labelOpts={"position": 0.95, "color": readable(shown(OKABE_ITO["grey"]))})
    plot.addItem(blind)


def draw_cumulative(plot, exp, chosen: int | None) -> pg.InfiniteLine:
    """The chances laid end to end on one bar from 0 to 1; returns the marker that sweeps it."""
    pr, pmf = exp.problem, exp.mechanism.pmf
    cdf = np.cumsum(pmf) / pmf.sum()
    lo = np.concatenate([[0.0], cdf[:-1]])
    shown = np.flatnonzero(pmf > 0) if pr.m <= MAX_BARS else np.arange(0)
    colors = (OKABE_ITO["sky blue"], OKABE_ITO["blue"])
    brushes = [pg.mkBrush(*LIT, 255) if chosen is not None and i == chosen else pg.mkBrush(*colors[k % 2], 200)
               for k, i in enumerate(shown)]
    if shown.size:  # one item for every share: thousands of candidates draw as fast as six
        plot.addItem(pg.BarGraphItem(x0=lo[shown], width=cdf[shown] - lo[shown], y0=np.zeros(shown.size),
                                     height=np.ones(shown.size), brushes=brushes, pen=pg.mkPen("w", width=1)))
    if pr.m <= MAX_NAMES:
        for i in shown:
            if cdf[i] - lo[i] > 0.04:
                _label(plot, str(pr.labels[i]), (lo[i] + cdf[i]) / 2, 1.45,
                       color=LIT if i == chosen else None, anchor=(0.5, 1.0))
    if chosen is not None:
        _label(plot, f"▼ {pr.labels[chosen]}", (lo[chosen] + cdf[chosen]) / 2, 1.9, color=LIT)
    marker = pg.InfiniteLine(pos=0.0, angle=90, pen=pg.mkPen(*OKABE_ITO["vermillion"], width=6))
    plot.addItem(marker)
    style_plot(plot, translatable("One draw: where the marker stops is the answer"), translatable("cumulative chance"),
               "")
    plot.getAxis("left").setTicks([[]])
    plot.setXRange(0, 1, padding=0.01)
    plot.setYRange(-0.2, 2.1, padding=0)
    return marker



# the steps whose picture is drawn from the experiment alone (the others also take the draw, the runs or the bill)
STEP_DRAWINGS = {"data": draw_data, "scores": draw_scores, "weights": draw_weights,
                 "probabilities": draw_probabilities}

def grouped(m: int, x: np.ndarray, *series: np.ndarray) -> tuple[int, np.ndarray, list[np.ndarray]]:
    """Candidates in groups of k = ⌈m/MAX_BARS⌉ consecutive ones (every group but the last holds k): k, the
    groups' mean positions, and each series summed per group."""
    k = -(-m // MAX_BARS)
    starts = np.arange(0, m, k)
    sizes = np.diff(np.append(starts, m))
    return k, np.add.reduceat(x, starts) / sizes, [np.add.reduceat(np.asarray(s, float), starts) for s in series]


def draw_many(plot, exp, aggregate) -> None:
    """Shares of the draws against the exact chances; beyond MAX_BARS candidates both per group of k (a share per
    candidate of 10^5 is noise a screen cannot show, and its spiky curve took seconds to paint at every tick)."""
    pr = exp.problem
    x, width, names = positions(pr)
    freq = (aggregate.counts / aggregate.trials) if aggregate is not None and aggregate.trials else np.zeros(pr.m)
    pmf, title = exp.mechanism.pmf, tr("Many draws: how often each came out (dots: exact chance)")
    if pr.m > MAX_BARS:
        k, x, (freq, pmf) = grouped(pr.m, x, freq, pmf)
        width = float(x[1] - x[0]) * 0.85 if x.size > 1 else width
        title = tr("Many draws: how often each group of {k} came out (dots: exact chance)").format(k=f"{k:,}")
    _bars(plot, x, freq, width, COLORS["empirical"])
    plot.addItem(pg.PlotDataItem(x, pmf, pen=None, symbol="o", symbolSize=16 if x.size <= 200 else 7,
                                 symbolBrush=pg.mkBrush(*COLORS["exact"])))
    _axes(plot, pr, names, title, translatable("share of draws"))
    plot.setYRange(0, max(float(pmf.max()), float(freq.max())) * 1.25, padding=0)
    plot.setXRange(x.min() - width, x.max() + width, padding=0.02)


def moved_factors(person: dict) -> np.ndarray:
    """Each candidate's chance without the person ÷ with them (1 where both are 0: nothing moved)."""
    p, q = np.asarray(person["p"], float), np.asarray(person["q"], float)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where((p > 0) | (q > 0), q / p, 1.0)


def draw_person(plot, exp, person: dict | None) -> None:
    """How far each chance moves when the person leaves: bars from 1 to chance without ÷ chance with (two bars
    of 82% and 81.9% side by side looked identical), between the promise's lines e^(±ε′)."""
    pr = exp.problem
    x, width, names = positions(pr)
    if person is None:
        draw_probabilities(plot, exp)
        return
    factors = moved_factors(person)
    drawn = np.clip(factors, 1e-3, 1e3)  # a chance that appears or vanishes (÷0) is drawn at the plot's edge
    heights = drawn - 1.0
    if x.size > MAX_BARS:
        _curve(plot, x, drawn, pg.mkPen(*COLORS["exact"], width=3))
    else:
        plot.addItem(pg.BarGraphItem(x=x, y0=np.ones(x.size), height=heights, width=width,
                                     brush=pg.mkBrush(*COLORS["exact"], 220), pen=pg.mkPen(None)))
    lo, hi = float(drawn.min()), float(drawn.max())
    bound = person.get("bound")
    if bound is not None and np.isfinite(bound):
        top, bottom = math.exp(min(bound, 700.0)), math.exp(-min(bound, 700.0))
        factor = fmt.factor(bound, "en").replace(" times", "")  # (×1.65: the factor's own word left out)
        for level, text in ((top, language.shown(tr("the promise: at most ×{factor}").format(factor=factor))),
                            (bottom, language.shown(f"÷{factor}"))):
            line = pg.InfiniteLine(pos=level, angle=0, pen=pg.mkPen(*COLORS["guarantee"], width=3, style=Qt.DashLine),
                                   label=text, labelOpts={"position": 0.01, "color": readable(COLORS["guarantee"]),
                                                          "anchors": [(0.0, 1.0), (0.0, 1.0)]})
            line.label.setFont(_font(LABEL_POINTS - 2))
            plot.addItem(line)
        lo, hi = min(lo, bottom), max(hi, top)
    if names:  # each bar's factor written at its end: "×1.0002", "÷1.65"
        for xi, f in zip(x, drawn):
            _label(plot, f"×{f:.2f}" if f >= 1 else f"÷{1 / f:.2f}", xi, f, color=COLORS["exact"],
                   anchor=(0.5, 1.0) if f >= 1 else (0.5, 0.0))
    plot.addItem(pg.InfiniteLine(pos=1.0, angle=0, pen=pg.mkPen(*OKABE_ITO["grey"], width=2)))
    _axes(plot, pr, names, translatable("How much each chance moves without one person (bars: ×, from 1 = unchanged)"),
          translatable("chance without ÷ chance with"))
    span = max(hi - lo, 1e-9)
    plot.setYRange(min(lo, 1.0) - 0.08 * span, max(hi, 1.0) + 0.15 * span, padding=0)
    plot.setXRange(x.min() - width, x.max() + width, padding=0.02)


def draw_bill(plot, releases: int, release_eps: float, total: float, share: str = "ε",
              running: np.ndarray | None = None) -> None:
    """The tightest total after ``releases`` answers, and the simple sum: with a ledger, ``running`` (the
    ledger's own running sum, one point per release at the ε it was charged: facts.running_total), else a plan's
    line rising by what one release really costs (``release_eps``, ``share`` of the slider's ε: "ε/2 = 0.5")."""
    if running is not None and len(running) > 1:
        k_end, top = max(releases * 1.15, float(BILL_RELEASES_SHOWN)), float(running[-1])
        # the total's words above its dot, on the side with room: right of a dot in the left half (left of it they
        # were cut at the plot's left edge after a few releases), else left of it (right of it, at the right edge)
        total_anchor, headroom = ((-0.03, 1.0) if releases <= k_end / 2 else (1.0, 1.0)), 1.3
        plot.addItem(pg.PlotDataItem(np.arange(len(running)), running, pen=pg.mkPen(*COLORS["guarantee"], width=4),
                                     symbol="o", symbolSize=9, symbolBrush=pg.mkBrush(*COLORS["guarantee"]),
                                     symbolPen=None))
        middle = releases // 2  # under the line's middle, where the rising line leaves room
        _label(plot, tr("simply added up, release by release: ε = {total}").format(total=fmt.plain(top)), middle + 0.3,
               float(running[middle]), color=COLORS["guarantee"], anchor=(0.0, 0.0))
    else:
        k = np.arange(0, max(releases, BILL_RELEASES_SHOWN) * 2 + 1)
        k_end, top = float(k[-1]), float(k[-1] * release_eps)
        plot.addItem(pg.PlotDataItem(k, k * release_eps, pen=pg.mkPen(*COLORS["guarantee"], width=4)))
        cost = fmt.plain(release_eps)
        each = cost if share == cost else f"{share} = {cost}"
        _label(plot, tr("simply added up: k × {each}").format(each=each), k_end, top, color=COLORS["guarantee"],
               anchor=(1.0, 0.0))
        total_anchor, headroom = (-0.05, 0.0), 1.05
    plot.addItem(pg.ScatterPlotItem([releases], [total], size=24, brush=pg.mkBrush(*LIT)))
    _label(plot, tr("after {k}: ε = {total} (tightest accounting)").format(k=releases, total=f"{total:.3g}"), releases,
           total, color=LIT, anchor=total_anchor)
    style_plot(plot, translatable("The bill: total privacy loss after k answers"), translatable("answers released k"),
               translatable("total ε"))
    plot.getAxis("bottom").setTicks(None)
    plot.getAxis("left").setTicks(None)
    plot.showGrid(x=True, y=True, alpha=0.15)
    plot.setXRange(0, k_end, padding=0.02)
    plot.setYRange(0, top * headroom, padding=0)


def score_words(problem, value: float) -> str:
    return formatting_score_words(value, problem.score_unit, problem.score_name, problem.cost_name)
