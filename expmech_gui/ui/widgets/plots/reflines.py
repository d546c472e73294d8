"""Reference lines (OPT, E[s], the threshold, …) named on the line and in the legend with their values.

A line's legend entry is touched only when its text changes: the display tick sets the simulated mean's
line many times a second, and re-adding a legend entry re-lays the plot out (an extra repaint). A redraw that sets
many lines at once does so inside ``names_placed_once``: the legends are laid out and the names placed once at its
end (each line's set placed every name and laid the legend out again: ~37 ms of a 60 ms redraw of four plots).
"""
from __future__ import annotations

from contextlib import contextmanager

import pyqtgraph as pg
from PySide6.QtCore import Qt

from ..text import fmt_value
from .kit import COLORS, LINE_STYLES, fit_legend, pen, present_line_label, room, thicken
from .palette import name_fill, readable
from .words import say


LINE_SYMBOLS = {"opt": "OPT, the highest score", "expected": "E[s], the exact expected score",
                "gamma": "γ, the best revenue over every price", "threshold": "OPT − (ln(|H|/|H*|) + t)/c"}


class RefLine:
    """A vertical or horizontal reference line, named on the line itself and in the legend with its value;
    line styles and names tell the lines apart without colour.

    The line and its name are made when first asked for (``line``: a value set, or read): most stay hidden until a
    result, and a window's nine cost ~6 ms each to make; its place among the plot's lines (``ref_lines``, whose order
    decides whose name gives way) is the one it was constructed in."""

    def __init__(self, plot: pg.PlotItem, legend: pg.LegendItem, key: str, name: str, angle: int,
                 style=None, label_at: float = 0.9, symbol: str = "", z: float = 20) -> None:
        self.line_pen = pen(key, 2.0, LINE_STYLES.get(key, Qt.SolidLine) if style is None else style)
        self.plot, self.legend, self.name, self.symbol = plot, legend, name, symbol  # symbol: the tooltip's
        self._made = (key, angle, label_at, z, next_line_place(plot))
        self._line: pg.InfiniteLine | None = None
        self._presenting = False
        self._hidden = False  # set(None) since made: a line made now is made hidden
        self.sample = pg.PlotDataItem([], [], pen=self.line_pen)  # legend-only stand-in
        self.legend_text: str | None = None  # the legend entry's text (None: no entry)
        self.placed_at: float | None = None  # the value at which the names were last placed

    @property
    def line(self) -> pg.InfiniteLine:
        """The line on the plot, named (made on first use: hidden if its owner had no value since)."""
        if self._line is None:
            key, angle, label_at, z, place = self._made
            line = self._line = named_line(self.plot, key, self.line_pen, say(self.name).replace("{", "{{"), angle,
                                           label_at, place=place)
            line.label.source = self.name  # the English, for a change of language (retranslate.py)
            line.setZValue(z)
            if self._hidden:  # (as set(None) left it)
                line.hide()
            if self._presenting:
                thicken(True, line)
                present_line_label(line, True)
        return self._line

    def set(self, value: float | None, text: str | None, off_scale: str | bool = False) -> None:
        """Show the line at ``value``; ``off_scale`` ("left"/"right"/True/"hidden") hides it and says so in the
        legend."""
        if value is None:
            if self._line is not None:
                self._line.hide()
            self._hidden = True
            self._legend_entry(None)
            return
        made = self._line is not None  # (a line made now counts as hidden until now)
        shown = (made and self.line.isVisible()) == bool(off_scale)  # hidden or shown now
        if self.line.value() != value:
            self.line.setValue(value)
        self.line.setVisible(not off_scale)
        # its name, and the other lines' names, may be crossed or free again once it has moved a pixel since
        # the names were last placed (the simulated mean creeps by fractions of a pixel per display tick)
        if shown or self.placed_at is None or abs(value - self.placed_at) > self._pixel():
            self.placed_at = value
            for line in self.plot.ref_lines:
                if line.isVisible():
                    line.label.updatePosition()
        arrow = {"left": " (off ◀)", "right": " (off ▶)", "hidden": ""}.get(off_scale, " (off scale)") \
            if off_scale else ""
        label = f"{self.name} {text}{arrow}"
        self.line.tip_source = f"{label} ({self.symbol})" if self.symbol else label  # (English: kit.retranslate)
        tip = say(self.line.tip_source)  # (the legend's words: words.Legend)
        if self.line.toolTip() != tip:
            self.line.setToolTip(tip)
        self._legend_entry(label)

    def _pixel(self) -> float:
        """One pixel across the line, in data units (0 before the plot is laid out)."""
        size = self.plot.vb.viewPixelSize()
        return abs(size[0] if self.line.angle % 180 != 0 else size[1])

    def _legend_entry(self, label: str | None) -> None:
        """The legend entry says ``label`` (None: no entry); untouched when it says so already."""
        if label == self.legend_text:
            return
        if label is None:
            self.legend.removeItem(self.sample)
        elif self.legend_text is None:
            self.legend.addItem(self.sample, label)
        else:  # the same entry, new text: relabelled in place, not removed and added again
            entry = next(text for sample, text in self.legend.items if sample.item is self.sample)
            self.legend.relabel(entry, label)
            self.legend.updateSize()
        self.legend_text = label
        batch = self.plot.__dict__.get("names_batch")
        if batch is not None:  # laid out once, at the end of the batch
            batch.legends.add(self.legend)
            return
        lay_out_legend(self.plot, self.legend)

    def set_presentation(self, on: bool) -> None:
        self._presenting = on
        thicken(on, self.sample)
        if self._line is not None:  # (one made later is made so)
            thicken(on, self._line)
            present_line_label(self._line, on)


def named_line(plot: pg.PlotItem, key: str, line_pen, name: str, angle: int = 0,
               label_at: float = 0.95, place: int | None = None) -> pg.InfiniteLine:
    """A line at a value in ``plot``, named on itself (``name`` as it is shown: a symbol such as "+ε/2" or a name
    already said) in ``key``'s colour: one of the plot's reference lines, so its name keeps inside the view and clear
    of theirs (SideLabel). Its legend entry, if any, is its owner's (RefLine's, the one-person view's band's).
    ``place``: its place among them (``next_line_place``, taken when its owner was made), else the next."""
    line = pg.InfiniteLine(angle=angle, pen=line_pen, movable=False)
    line.label = SideLabel(line, plot, text=name, position=label_at, color=readable(COLORS[key]), movable=False,
                           fill=name_fill(angle))
    line.line_place = next_line_place(plot) if place is None else place
    lines = plot.__dict__.setdefault("ref_lines", [])
    lines.insert(sum(getattr(other, "line_place", -1) < line.line_place for other in lines), line)
    plot.addItem(line, ignoreBounds=True)
    return line


def next_line_place(plot: pg.PlotItem) -> int:
    """The next place among ``plot``'s reference lines (in the order their owners were made)."""
    place = plot.__dict__.get("line_places", 0)
    plot.__dict__["line_places"] = place + 1
    return place


def lay_out_legend(plot: pg.PlotItem, legend: pg.LegendItem) -> None:
    """The legend fitted to the plot and laid out now, not on a later event: a layout pass after the repaint
    would repaint the plot again."""
    fit_legend(legend, room(plot))
    legend.layout.activate()
    plot.layout.activate()


class _NamesBatch:
    """What a batch of line changes left to do: the legends to lay out, the names to place."""

    def __init__(self) -> None:
        self.depth, self.legends, self.names = 0, set(), set()


def hold_names(*plots: pg.PlotItem) -> None:
    """A batch opened on each plot: its reference lines are set without laying out their legends or placing their
    names until ``place_held_names`` closes it (batches nest: the outermost one's end places them)."""
    for plot in plots:
        plot.__dict__.setdefault("names_batch", _NamesBatch()).depth += 1


def lay_out_held_legends(plot: pg.PlotItem) -> None:
    """Within a batch: the legends of ``plot`` changed so far laid out now (its names still wait for the end)."""
    batch = plot.__dict__.get("names_batch")
    while batch is not None and batch.legends:  # a legend's new size resizes the view: that re-places names
        lay_out_legend(plot, batch.legends.pop())  # (sigResized), in the batch


def place_held_names(*plots: pg.PlotItem) -> None:
    """The batch of each plot closed: at the end of the outermost one, each legend is laid out once and each name
    that would have been placed is placed once, in the lines' order."""
    for plot in plots:
        batch = plot.__dict__["names_batch"]
        batch.depth -= 1
        if batch.depth:
            continue
        lay_out_held_legends(plot)
        del plot.__dict__["names_batch"]
        waiting = [line.label for line in plot.__dict__.get("ref_lines", ()) if line.label in batch.names]
        # each placed once, in order: one placed meanwhile (a later name it crosses, a view's new transform while it
        # is measured) would only be placed again at its turn
        plot.__dict__["names_waiting"] = waiting
        try:
            while waiting:
                waiting.pop(0).updatePosition()
        finally:
            del plot.__dict__["names_waiting"]


@contextmanager
def names_placed_once(*plots: pg.PlotItem):
    """Within it the plots' reference lines are set without laying out their legends or placing their names;
    at its end each legend is laid out once and each name that would have been placed is placed once, in the
    lines' order — the same names, sides and positions as placing them after every change, which is how a
    fresh plot places them (a name that would not have been placed again keeps its earlier side)."""
    hold_names(*plots)
    try:
        yield
    finally:
        place_held_names(*plots)


def scene_rect(item: pg.GraphicsObject):
    """A line's name's (any item's) rectangle in scene pixels."""
    return item.mapRectToScene(item.boundingRect())


NEAR_PX = 4  # lines closer than this (px) to a name's own line do not count as crossing it


class SideLabel(pg.InfLineLabel):
    """A reference line's name, on the side of the line that no other reference line of the plot crosses, inside the
    plot's view box and clear of the names of the lines named before it.

    pyqtgraph writes it on the side facing the middle of the view; in Voting's histogram that put "OPT" just
    left of its line, across the E[s] and simulated-mean lines half a vote to the left. The other side is
    taken when it is free of lines and within the view (or the first side leaves the view and the other does not);
    when both sides are crossed, pyqtgraph's stays. Along its line the name moves into the view box (at 95% of a
    short plot in presentation type the one-person view's "−ε/2" hung below it, across the axis' ticks) and past
    earlier names (``_clear_of_earlier_names``)."""

    def __init__(self, line: pg.InfiniteLine, plot: pg.PlotItem, **options) -> None:
        self.plot = plot
        super().__init__(line, **options)
        view = getattr(plot, "vb", None)
        if view is not None:  # a resized plot places the names again, in the lines' order (pyqtgraph may not)
            view.sigResized.connect(lambda *_: self.updatePosition())

    def valueChanged(self) -> None:  # noqa: N802 — pyqtgraph's name
        """The text from the format even while the line is hidden: pyqtgraph skips a hidden label, so a name
        translated while its line was hidden (a language change before the next redraw) stayed in the old
        language when the line came back at the same value."""
        self.setText(self.format.format(value=self.line.value()))
        if self.isVisible():
            self.updatePosition()

    def updatePosition(self) -> None:
        batch = self.plot.__dict__.get("names_batch")
        if batch is not None:  # placed once, at the end of the batch (names_placed_once)
            batch.names.add(self)
            return
        if self in self.plot.__dict__.get("names_waiting", ()):  # its turn at the batch's end is still to come
            return
        base = getattr(self, "base_position", None)
        if base is None:
            base = self.base_position = self.orthoPos
        self.orthoPos = base  # where it was asked for: it moves from there (_clear_of_earlier_names)
        super().updatePosition()
        view = getattr(self.plot, "vb", None)
        if view is None or not self.line.isVisible() or self.scene() is None:
            return
        repeated = self._repeats_an_earlier_line()
        if self.isVisible() == repeated:  # drawn once where two lines are one (the legend names both)
            self.setVisible(not repeated)
        if repeated:
            return
        chosen = self.anchor
        other = self.anchors[1] if tuple(chosen) == tuple(self.anchors[0]) else self.anchors[0]
        if self._crossed(view) or not self._inside(view):
            self.setAnchor(other)
            if self._crossed(view) or not self._inside(view):
                self.setAnchor(chosen)
        self._clear_of_earlier_names(view)
        self._later_names_placed_again()

    def _place(self, position: float, side) -> None:
        """The name at ``position`` along its line (pyqtgraph's orthoPos) on ``side`` (pyqtgraph's updatePosition
        puts its own side back)."""
        self.orthoPos = position
        super().updatePosition()
        self.setAnchor(side)

    def _along(self, rect) -> tuple[float, float]:
        """``rect``'s extent along the line, in scene pixels."""
        return (rect.top(), rect.bottom()) if self.line.angle % 180 != 0 else (rect.left(), rect.right())

    def _pixels_per_position(self) -> float:
        """How far (signed scene pixels) the name moves along its line when its orthoPos grows by 1."""
        if None in self.getEndpoints():
            return 0.0
        start, end = (self.line.mapToScene(point) for point in self.getEndpoints())
        return end.y() - start.y() if self.line.angle % 180 != 0 else end.x() - start.x()

    def _fit_inside(self, view, side) -> None:
        """The name moved along its line, if need be, until it lies inside the view box (a name too long for it
        starts at the box's start)."""
        rate = self._pixels_per_position()
        lo, hi = self._along(scene_rect(self))
        box_lo, box_hi = self._along(view.sceneBoundingRect())
        if not rate or box_lo <= lo and hi <= box_hi:
            return
        shift = box_lo - lo if lo < box_lo or hi - lo > box_hi - box_lo else box_hi - hi
        self._place(self.orthoPos + shift / rate, side)

    def _earlier_names(self) -> list:
        """The shown names of the lines named before this one."""
        names = []
        for other in getattr(self.plot, "ref_lines", ()):
            if other is self.line:
                break
            if other.isVisible() and other.label.isVisible():
                names.append(other.label)
        return names

    def _clear_of_earlier_names(self, view) -> None:
        """The name moved along its line, inside the view box, until it clears the names of the lines named before
        it: first toward its line's start (down a vertical line in an upright view, as before), else the other
        way; where neither clears them it stays as the first way left it. Vertical lines' names at fractions of the
        plot's height (0.95, 0.86, …) are less than a line of text apart at 1280×800; two lines of a narrow band
        are less than a name apart."""
        side = self.anchor  # pyqtgraph's updatePosition puts its own side back: the side chosen above is kept
        self._fit_inside(view, side)
        earlier = self._earlier_names()
        if not earlier:
            return
        start = self.orthoPos
        if self._step_clear(view, side, earlier, -1.0):  # toward orthoPos 0
            return
        first_way = self.orthoPos
        self._place(start, side)
        if not self._step_clear(view, side, earlier, 1.0):  # toward 1
            self._place(first_way, side)

    def _step_clear(self, view, side, earlier: list, way: float) -> bool:
        """Step the name ``way`` along its line past each earlier name it overlaps; whether it ends clear of them
        all (False when the view box's edge stops it first)."""
        rate = self._pixels_per_position()
        for _attempt in range(len(earlier) + 2):
            mine = scene_rect(self)
            hit = next((scene_rect(name) for name in earlier if scene_rect(name).intersects(mine)), None)
            if hit is None:
                return True
            if not rate:
                return False
            (lo, hi), (their_lo, their_hi) = self._along(mine), self._along(hit)
            gap = min(mine.height(), mine.width()) / 4
            pixels = their_hi - lo + gap if way * rate > 0 else their_lo - hi - gap  # signed, along the scene axis
            before = self.orthoPos
            self._place(before + pixels / rate, side)
            self._fit_inside(view, side)
            if abs(self.orthoPos - before) * abs(rate) < 0.5:  # at the view box's edge: no further this way
                return False
        return not any(scene_rect(name).intersects(scene_rect(self)) for name in earlier)

    def _later_names_placed_again(self) -> None:
        """The names of lines named after this one that this name now overlaps placed again (each clears the names
        before it: a view's change may place them before this one)."""
        lines = list(getattr(self.plot, "ref_lines", ()))
        if self.line not in lines:
            return
        mine = scene_rect(self)
        for other in lines[lines.index(self.line) + 1:]:
            if other.isVisible() and other.label.isVisible() and scene_rect(other.label).intersects(mine):
                other.label.updatePosition()

    def _repeats_an_earlier_line(self) -> bool:
        """Whether a line named earlier in the plot stands at the same value (the lecture preset's best revenue at
        any price is its best possible, $3.01): the second name would be written across the plot's markers."""
        here = self.line.value()
        for other in getattr(self.plot, "ref_lines", ()):
            if other is self.line:
                return False
            if other.isVisible() and (other.angle % 180) == (self.line.angle % 180) and \
                    abs(other.value() - here) <= 1e-9 * max(1.0, abs(here)):
                return True
        return False

    def _extent(self, view) -> tuple[float, float]:
        """The text's span across its line, in data units."""
        rect = view.mapSceneToView(self.mapToScene(self.boundingRect())).boundingRect()
        return (rect.left(), rect.right()) if self.line.angle % 180 != 0 else (rect.top(), rect.bottom())

    def _crossed(self, view) -> bool:
        """Whether another reference line runs through the text; one within NEAR_PX of this line runs beside
        it on either side (so a simulated mean wavering about E[s] never makes the names jump sides)."""
        lo, hi = sorted(self._extent(view))
        across = self.line.angle % 180 != 0
        near = NEAR_PX * view.viewPixelSize()[0 if across else 1]
        here = self.line.value()
        return any(lo < other.value() < hi and abs(other.value() - here) > near
                   for other in getattr(self.plot, "ref_lines", ())
                   if other is not self.line and other.isVisible() and (other.angle % 180 != 0) == across)

    def _inside(self, view) -> bool:
        lo, hi = sorted(self._extent(view))
        (x0, x1), (y0, y1) = view.viewRange()
        a, b = (x0, x1) if self.line.angle % 180 != 0 else (y0, y1)
        return a <= lo and hi <= b


def value_text(unit: str, v: float) -> str:
    """A reference value in a legend, written exactly as the summary writes it (one rounding, one minus sign:
    ``text.fmt_value``), so the legend's OPT and the summary's OPT are the same text."""
    return fmt_value(v, unit)
