"""The Compare view's plot: each configuration's exact pmf in its own colour of the colour-blind-safe palette and its
own symbol, and its simulated frequencies as hollow markers of that symbol. Between unordered names (teachers,
dishes) the chances are dots only, each row's set beside the others' (a line from one name to the next would draw a
trend that is not there, and equal chances would hide each other); along ordered prices, lines, and a curve a reader
could not tell from an earlier row's is drawn dashed over it (compare_rows.same_curves)."""
from __future__ import annotations

import pyqtgraph as pg

from .. import theme
from ..language import tr
from ..widgets.plots.kit import OKABE_ITO, join_dots, restyle, style_plot
from .compare_rows import Row

PALETTE = (OKABE_ITO["blue"], OKABE_ITO["vermillion"], OKABE_ITO["bluish green"], OKABE_ITO["reddish purple"])
SYMBOLS = ("o", "s", "t", "d")
MARKER_LIMIT = 60  # candidates: up to this many, each chance is a marker
JOIN_ABOVE = 400  # unordered candidates: beyond this many, a line again (dots would be a smear; as the score plot)
DODGE = 0.09  # each row's dots beside the others', this share of the spacing between two names apart


def draw_rows(view, base) -> None:
    view.plot.clear()
    view.legend.clear()
    view.sim_items = []
    view.offsets = [0.0] * len(view.rows)
    background, foreground = theme.plot_colors()
    view.plot_widget.setBackground(background)
    if base is not None:
        pr = base.problem
        joined = pr.values is not None or pr.m > JOIN_ABOVE  # ordered prices: a line; names: dots only
        drawn = [i for i, r in enumerate(view.rows) if isinstance(r, Row)]
        for k, i in enumerate(drawn):
            if not joined:  # each row's dots beside the others': equal chances never hide each other
                view.offsets[i] = (k - (len(drawn) - 1) / 2) * DODGE
        for i, r in enumerate(view.rows):
            if not isinstance(r, Row):
                view.sim_items.append(None)
                continue
            color = PALETTE[i % len(PALETTE)]
            x, y = r.curve
            item = pg.PlotDataItem(x + view.offsets[i], y, pen=pg.mkPen(*color, width=2.5),
                                   symbol=SYMBOLS[i % len(SYMBOLS)] if r.pmf.size <= MARKER_LIMIT or not joined
                                   else None, symbolSize=10, symbolBrush=pg.mkBrush(*color))
            join_dots(item, color, joined, False)
            if i in view.same and joined:  # dashed over the curve it would hide: every colour shows
                item.setPen(row_dashes(view, i, color))
            view.plot.addItem(item)
            same = tr(" (same as row {row})").format(row=view.same[i] + 1) if i in view.same else ""
            view.legend.add_said(item, r.name + same)  # (the table's name, as it is)
            simulated = pg.PlotDataItem([], [], pen=None, symbol=SYMBOLS[i % len(SYMBOLS)], symbolSize=18,
                                        symbolBrush=None, symbolPen=pg.mkPen(*color, width=2))
            view.plot.addItem(simulated)
            view.sim_items.append(simulated)
        names = [str(label) for label in pr.labels] if pr.values is None and pr.m <= 12 else None
        view.plot.getAxis("bottom").setTicks([list(enumerate(names))] if names else None)
        if not joined:  # the outer rows' dots beside the first and last names stay in view
            view.plot.setXRange(-0.5, pr.m - 0.5, padding=0.02)
        style_plot(view.plot, "Exact chance of each answer, per configuration", pr.candidate_name, "probability",
                   pr.candidate_unit if pr.values is not None else "")
    restyle(view.plot, foreground)


def row_dashes(view, i: int, color) -> pg.QtGui.QPen:
    """Row i's pen over the curve it would hide: dashes that leave gaps for that row's solid line and for
    the other rows dashed over it, each its own slot of the period, so every colour shows."""
    group = sorted(k for k, j in view.same.items() if j == view.same[i])
    slot, dash = group.index(i) + 1, 3.0  # in pen widths
    pen = pg.mkPen(*color, width=2.5)
    pen.setDashPattern([dash, dash * len(group)])
    pen.setDashOffset(dash * (len(group) + 1 - slot))  # slot 0 of each period: the hidden row's own
    return pen


def draw_simulated(view) -> None:
    for item, sim, offset in zip(view.sim_items, view.simulated, view.offsets):
        if item is not None:
            x, y = sim.frequencies()
            item.setData(x + offset, y)

