"""Candidate names on a plot's category axis.

``category_layout`` decides, from the names, the room and the font alone (no Qt widget needed, so the report
can use it too): names under the bars when every full name fits its slot at the plot's current width, else
horizontal bars with the names on the y axis; a name is cut only when even that cannot hold it, and then never
shorter than the prefix that tells it from every other name, with "…" and a tooltip naming them all.
``CategoryAxes`` applies the decision to a plot and lays its items out in either orientation; it decides again
when the plot is resized or its font changes (presentation mode).
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Callable

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QFont, QFontMetrics, QTransform

from .kit import ELIDE_CHARS, TICK_POINTS, legends_of, room, show_axis_title, style_plot, tick_font
from .palette import name_fill

GAP_PX = 10  # clear space between neighbouring names under the bars
NAME_SHARE = 0.5  # horizontal bars: the names may take this share of the plot's width
MAX_NAMED = 12  # more candidates than this are numbered, not named
ELLIPSIS = "…"
SWAP_XY = QTransform(0, 1, 1, 0, 0, 0)  # (x, y) → (y, x): vertical bars drawn as horizontal ones


@dataclass(frozen=True)
class CategoryLayout:
    """Where the names go (``horizontal``: on the y axis) and the label of each (full or cut)."""

    horizontal: bool
    labels: tuple[str, ...]

    @property
    def cut(self) -> bool:
        return any(label.endswith(ELLIPSIS) for label in self.labels)


NUMBERED = CategoryLayout(False, ())


def unique_prefix_lengths(names: list[str]) -> list[int]:
    """For each name, the length of its shortest prefix no other name starts with (its whole length if none).

    In sorted order the longest prefix a name shares with any other (different) name is the one it shares with
    a neighbour, so the names are compared with their sorted neighbours only: O(n log n), not every pair (924
    names, C(12, 6) subsets, took 4.7 s)."""
    distinct = sorted(set(names))
    need = {}
    for k, name in enumerate(distinct):
        shared = max((len(os.path.commonprefix([name, other]))
                      for other in distinct[max(k - 1, 0):k + 2] if other != name), default=0)
        need[name] = min(shared + 1, len(name))
    return [need[name] for name in names]


def fit_names(names: list[str], max_px: float, metrics: QFontMetrics) -> list[str]:
    """Each name in full when it fits ``max_px``, else its longest prefix that fits + "…", never shorter than
    its unique prefix (two names sharing "Ms " are never shown alike)."""
    out = []
    for name, unique in zip(names, unique_prefix_lengths(names)):
        if metrics.horizontalAdvance(name) <= max_px:
            out.append(name)
            continue
        k = len(name) - 1
        while k > unique and metrics.horizontalAdvance(name[:k] + ELLIPSIS) > max_px:
            k -= 1
        out.append(name[:k] + ELLIPSIS)
    return out


def category_layout(names: list[str], width_px: float, height_px: float, font: QFont,
                    names_px: float | None = None, least_font: QFont | None = None) -> CategoryLayout:
    """The layout of ``names`` on a plot whose bars get ``width_px`` across and ``height_px`` down: under the
    bars if every full name fits its slot; else horizontal bars if one row of text per name fits
    ``height_px`` (the names then get ``names_px``, by default NAME_SHARE of ``width_px``), in ``font`` or in the
    ``least_font`` names down the side may step down to (CategoryAxes.name_font: presentation's type to the
    normal); else the less crowded of the two, each name cut to fit (never below its unique prefix)."""
    names = [str(n)[:ELIDE_CHARS - 1] + ELLIPSIS if len(str(n)) > ELIDE_CHARS else str(n) for n in names]
    n = len(names)
    if n == 0:
        return NUMBERED
    metrics = QFontMetrics(font)
    slot = width_px / n
    if max(metrics.horizontalAdvance(name) for name in names) + GAP_PX <= slot:
        return CategoryLayout(False, tuple(names))
    names_room = max(width_px * NAME_SHARE if names_px is None else names_px, metrics.horizontalAdvance("MMMM" + ELLIPSIS))
    if height_px / n >= metrics.height():
        return CategoryLayout(True, tuple(fit_names(names, names_room, metrics)))
    side = QFontMetrics(least_font) if least_font is not None else metrics  # the names' rows, stepped down
    across = CategoryLayout(True, tuple(fit_names(names, names_room, side)))
    if height_px / n >= side.height():
        return across
    under = CategoryLayout(False, tuple(fit_names(names, slot - GAP_PX, metrics)))
    # no room either way: the orientation whose labels are the least crowded
    need_under = max(metrics.horizontalAdvance(label) for label in under.labels) + GAP_PX
    return under if slot / need_under >= height_px / n / side.height() else across


def category_names(problem) -> list[str] | None:
    """The names to show on a candidate axis, or None where the axis is numeric (prices, many candidates)."""
    if problem.values is None and problem.m <= MAX_NAMED:
        return [str(label) for label in problem.labels]
    return None


class CategoryAxes:
    """A plot whose candidates are named on the bottom axis (vertical bars) or on the left axis (horizontal
    bars). Plots draw through it (``bars``, ``points``, ``ranges``, ``style``) and give it a ``redraw`` to call
    when the orientation changes."""

    def __init__(self, plot: pg.PlotItem, redraw: Callable[[], None], value_axes: int = 1) -> None:
        self.plot, self.redraw, self.value_axes = plot, redraw, value_axes
        self.names: list[str] | None = None
        self.layout = NUMBERED
        self.turned: list[Callable[[], None]] = []  # called after the orientation changed (a highlight follows)
        plot.category_axes = self  # present_plot finds it here when the font changes
        plot.vb.sigResized.connect(self.update)

    @property
    def horizontal(self) -> bool:
        return self.layout.horizontal

    def axis(self) -> pg.AxisItem:
        """The axis that names the candidates now."""
        return self.plot.getAxis("left" if self.horizontal else "bottom")

    def labels(self) -> list[str]:
        return list(self.layout.labels)

    def set_names(self, names: list[str] | None) -> None:
        """New candidates (None: a numeric axis); lays out and redraws."""
        self.names = names
        self.update(force=True)

    def space(self) -> tuple[float, float]:
        """(width, height) in px the bars get, estimated from the plot's own size so it does not depend on
        the orientation chosen (a decision that changed its own input could flip back and forth): the
        plot less its value axes (``value_axes`` of them, beside or above and below the bars), title and legend."""
        metrics = QFontMetrics(tick_font(self.plot))
        value_axis = metrics.horizontalAdvance("0.888") + 2 * metrics.height() + 8
        width = room(self.plot) - self.value_axes * value_axis
        height = self.plot.height() - self.plot.titleLabel.height() - 2 * metrics.height() - 12
        height -= (self.value_axes - 1) * (metrics.height() + 8)  # a second value axis has ticks, no title
        height -= sum(item.height() for item in legends_of(self.plot)) + 20  # the layout's own spacing
        return max(width, 1.0), max(height, 1.0)

    def decide(self) -> CategoryLayout:
        if not self.names:
            return NUMBERED
        font = tick_font(self.plot)
        least = QFont(font)
        least.setPointSize(min(font.pointSize(), TICK_POINTS))  # as far as name_font steps names down the side
        return category_layout(self.names, *self.space(), font, room(self.plot) * NAME_SHARE, least)

    def name_font(self, slack: float = 0.0) -> QFont:
        """The names' font: the plot's tick font, made smaller (never below the normal size) while names on
        the left axis get less height each than a line of it (less ``slack`` px), so presentation's doubled type
        cannot pile one name onto the next in a short plot."""
        font = tick_font(self.plot)
        if not (self.horizontal and self.layout.labels):
            return font
        row = self.plot.vb.height() / len(self.layout.labels) - slack
        while font.pointSize() > TICK_POINTS and QFontMetrics(font).height() > row:
            font.setPointSize(font.pointSize() - 1)
        return font

    def update(self, *_args, force: bool = False) -> None:
        layout = self.decide()
        if layout == self.layout and not force:
            self._fit_names()
            return
        turned = layout.horizontal != self.layout.horizontal
        self.layout = layout
        self._ticks()
        self.redraw()
        if turned:
            for follow in self.turned:
                follow()

    def _fit_names(self) -> None:
        """The names' axis in ``name_font`` (a resize may need a smaller or allow a bigger one), wide enough."""
        font, now = self.name_font(), self.axis().style.get("tickFont")
        if now is not None and font.pointSize() > now.pointSize():
            # larger again only with a pixel or two to spare: the names' font moves the data area's height by
            # a pixel or two, and at the edge a larger font shrank it, a smaller one grew it, and so on forever
            font = self.name_font(slack=2.0)
        if font != now:
            self._ticks(font)

    def _ticks(self, font: QFont | None = None) -> None:
        names, labels = self.names or [], self.layout.labels
        category, value = ("left", "bottom") if self.horizontal else ("bottom", "left")
        self.plot.getAxis(value).setTicks(None)
        self.plot.getAxis(value).setToolTip("")
        axis = self.plot.getAxis(category)
        self.plot.getAxis(value).setTickFont(tick_font(self.plot))
        font = self.name_font() if font is None else font
        axis.setTickFont(font)
        axis.setTicks([list(enumerate(labels))] if labels else None)
        axis.setToolTip("\n".join(f"{i + 1}. {n}" for i, n in enumerate(names)) if self.layout.cut else "")
        self.plot.vb.invertY(self.horizontal)  # the first candidate at the top, as in the table
        # wide enough for the longest name now: pyqtgraph widens an axis only after drawing, and drops a
        # label wider than its axis (an export right after a change would lose it). Its own sum (AxisItem.
        # _updateWidth) with the whole height of the axis title, and a margin for painters that measure text wider.
        left = self.plot.getAxis("left")
        widest = max((QFontMetrics(font).horizontalAdvance(label) for label in labels), default=0)
        title = left.label.boundingRect().height() if left.label.isVisible() else 0
        left.setWidth(widest * 1.15 + max(0, left.style["tickLength"]) + left.style["tickTextOffset"][0] + title + 6
                      if self.horizontal else None)
        self.plot.layout.activate()  # now, not on the next event: an export may follow at once

    # --- drawing in either orientation ------------------------------------------------------------
    # Items keep their data as (candidate position, value) — bars' heights are always the values — and
    # horizontal bars are the same items drawn through a transform that swaps x and y.
    def orient(self, item) -> None:
        item.setTransform(SWAP_XY if self.horizontal else QTransform())

    def bars(self, item: pg.BarGraphItem, pos, values, width) -> None:
        item.setOpts(x=pos, height=values, width=width)
        self.orient(item)

    def bar_values(self, item: pg.BarGraphItem, values) -> None:
        item.setOpts(height=values)

    def points(self, item, pos, values) -> None:
        item.setData(np.asarray(pos), np.asarray(values))
        self.orient(item)

    def value_line(self, line: pg.InfiniteLine) -> None:
        """A line at a value (a threshold, ±ε): across the candidates in either orientation; its name beside the
        line, as pyqtgraph places it for a line made at that angle (the anchors it chose at the line's making
        wrote "+ε" across a line turned upright)."""
        angle = 90 if self.horizontal else 0
        line.setAngle(angle)
        label = getattr(line, "label", None)  # (pyqtgraph gives a line without a name no such attribute)
        if label is not None:
            label.anchors = [(0, 0.5), (1, 0.5)] if angle == 90 else [(0.5, 0), (0.5, 1)]
            label.fill = name_fill(angle)
            label.updatePosition()

    def ranges(self, cat_lo: float, cat_hi: float, val_lo: float, val_hi: float, padding: float = 0.02) -> None:
        set_cat, set_val = (self.plot.setYRange, self.plot.setXRange) if self.horizontal else \
            (self.plot.setXRange, self.plot.setYRange)
        # names on the left are a line of text tall: room for half a line beyond the first and last bar, or
        # pyqtgraph drops the label that would stick out of its axis
        set_cat(cat_lo, cat_hi, padding=max(padding, 0.08) if self.horizontal else padding)
        set_val(val_lo, val_hi, padding=0)

    def style(self, title: str, cat_label: str, val_label: str, cat_units: str = "", val_units: str = "",
              val_short: tuple[str, ...] = ()) -> None:
        if self.horizontal:
            style_plot(self.plot, title, val_label, cat_label, val_units, cat_units, x_short=val_short)
        else:
            style_plot(self.plot, title, cat_label, val_label, cat_units, val_units, y_short=val_short)
        # names down the left say what they are; their axis title would only take the bars' room
        show_axis_title(self.plot, "left", not (self.horizontal and self.names))
        self.axis().setTickFont(self.name_font())  # style_plot gave every axis the plot's tick font


def rects_overlap(centres: list[float], extents: list[float], gap: float = 0.0) -> bool:
    """Whether labels centred at ``centres`` (px along their axis) with ``extents`` (px) overlap."""
    spans = sorted((c - e / 2, c + e / 2) for c, e in zip(centres, extents))
    return any(b[0] < a[1] + gap for a, b in zip(spans, spans[1:]))

