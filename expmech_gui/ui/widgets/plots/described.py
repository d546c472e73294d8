"""Every plot's text alternative: a sentence in words, read off the plot's own numbers, as its accessible description.

It says the title, which axis is which, where each named series peaks (a candidate by its name, a share in percent,
as the axes show them), how a curve named without a legend (``name_apart``) starts, ends and how low it goes, and
every reference line's legend entry — the legend writes those values exactly as the
summary does (``reflines.value_text``), so the sentence and the summary say the same number. The sentence is made
again at most once a second while the plot changes (DESCRIBE_MS after the first change), never per frame.
"""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, QObject, QTimer

from ....core import formatting
from ...language import shown, tr
from .words import say

DESCRIBE_MS = 1000  # a changed plot is described again this long after its first change


def plain_html(text: str) -> str:
    return " ".join(str(text or "").replace("<br>", " ").replace("&nbsp;", " ").split())


def title_of(plot: pg.PlotItem) -> str:
    return plain_html(getattr(plot, "full_title", None) or plot.titleLabel.text) or tr("Plot")


def tick_name(axis: pg.AxisItem, position: float) -> str | None:
    """The name a category axis writes nearest ``position`` (None on a numeric axis)."""
    levels = getattr(axis, "_tickLevels", None)
    ticks = [tick for level in levels or () for tick in level]
    if not ticks:
        return None
    return str(min(ticks, key=lambda tick: abs(tick[0] - position))[1])


def value_text(axis: pg.AxisItem, v: float) -> str:
    return formatting.percent(v) if getattr(axis, "percent", False) else formatting.plain(float(v), 3)


def said_value(axis: pg.AxisItem, v: float) -> str:
    """``value_text`` in the language's separators."""
    return shown(value_text(axis, v))


def said_place(axis: pg.AxisItem, position: float) -> str:
    """Where ``position`` is on ``axis``: the name a category axis writes there (data: as typed), else its number in
    the language's separators."""
    return tick_name(axis, position) or said_value(axis, position)


def series_of(item) -> tuple[np.ndarray, np.ndarray] | None:
    """(positions, values) of a bar or curve item, or None when it holds nothing; of bars drawn a bucket of candidates
    each (the score plot's many candidates), the exact series they reduce (``whole_series``)."""
    whole = getattr(item, "whole_series", None)
    if whole is not None:
        return whole
    if isinstance(item, pg.BarGraphItem):
        x, h = item.opts.get("x"), item.opts.get("height")
        if x is None or h is None or np.ndim(h) == 0:
            return None
        x, h = np.broadcast_arrays(np.asarray(x, float), np.asarray(h, float))
        return (x, h) if h.size and np.any(h) else None
    if isinstance(item, pg.PlotDataItem):
        x, y = item.getOriginalDataset()  # (getData gives a log-scale axis's points as their log10)
        if x is None or y is None or not len(y):
            return None
        finite = np.isfinite(y)
        return (np.asarray(x, float)[finite], np.asarray(y, float)[finite]) if finite.any() else None
    return None


def drawn_series(item) -> tuple[object, tuple[np.ndarray, np.ndarray] | None]:
    """(the item drawing it, its series) for a legend entry's ``item``: the item itself, or for a legend-only sample
    the first shown item of its ``drawn_as`` that holds data (a line's sample standing for bars, a sample standing
    for a curve on a second axis's view); (item, None) when none holds data."""
    for source in getattr(item, "drawn_as", None) or (item,):
        series = series_of(source) if source is item or source.isVisible() else None
        if series is not None:
            return source, series
    return item, None


def name_apart(item, name: str) -> None:
    """Name a curve drawn without a legend entry (a plot's only curve, its title says what it is) for its text
    alternative and its data table: ``name`` in English, said in the current language when read."""
    item.name_apart = name


def legend_entries(plot: pg.PlotItem):
    """(name as shown, item) of each legend entry of ``plot``."""
    for legend in legends(plot):
        for sample, label in legend.items:
            yield plain_html(label.text), sample.item


def named_apart(plot: pg.PlotItem):
    """(name in the current language, item) of each curve of ``plot`` named without a legend (``name_apart``)."""
    for item in plot.items:
        if getattr(item, "name_apart", None):
            yield say(item.name_apart), item


def named_series(plot: pg.PlotItem):
    """(name, item) of every series the plot names: its legend entries, then its curves named apart."""
    yield from legend_entries(plot)
    yield from named_apart(plot)


def _course(plot: pg.PlotItem, name: str, item) -> str | None:
    """A curve named apart in words: where it starts and ends and its lowest value, each at its position on the
    axis ('distance from the real data: 0.433 at 0, 0.314 at 200; lowest 0.314 at 200.'); None while it is empty."""
    series = series_of(item)
    if series is None:
        return None
    x, y = series
    across, up = position_axis(plot), value_axis(plot, item)
    low = int(np.argmin(y))
    return tr("{series}: {first} at {first_at}, {last} at {last_at}; lowest {low} at {low_at}.").format(
        series=name, first=said_value(up, y[0]), first_at=said_place(across, x[0]), last=said_value(up, y[-1]),
        last_at=said_place(across, x[-1]), low=said_value(up, y[low]), low_at=said_place(across, x[low]))


def _horizontal(plot: pg.PlotItem) -> bool:
    categories = getattr(plot, "category_axes", None)
    return bool(categories is not None and categories.horizontal)


def position_axis(plot: pg.PlotItem) -> pg.AxisItem:
    """The axis along which the plot's items stand (the candidates' axis: left when the bars lie down)."""
    return plot.getAxis("left" if _horizontal(plot) else "bottom")


def value_axis(plot: pg.PlotItem, item=None) -> pg.AxisItem:
    """The axis ``item``'s values are read on: a second axis linked to the view it is drawn in, else the plot's."""
    view = item.getViewBox() if item is not None else None
    if view is not None and view is not plot.vb:
        for name in ("right", "top"):
            axis = plot.getAxis(name)
            if axis.isVisible() and axis.linkedView() is view:
                return axis
    return plot.getAxis("bottom" if _horizontal(plot) else "left")


def describe(plot: pg.PlotItem) -> str:
    """The plot in one or more sentences: '<title>. <values> against <positions>. simulated: highest 0.41% at
    $3.00. best possible $3.01.' Its numbers in the language's separators: those it writes itself, and a plot's own
    ``described_words``; its title, axis titles and legend entries are shown already so (read through
    ``language.shown`` again, German "höchstens erlaubt: 1.109" turned back into "1,109")."""
    across_axis, up_axis = position_axis(plot), value_axis(plot)
    parts = [title_of(plot) + "."]
    across, up = (getattr(across_axis, "full_label", ""), getattr(up_axis, "full_label", ""))
    if across and up:
        parts.append(tr("{values} against {positions}.").format(values=up[:1].upper() + up[1:], positions=across))
    for name, item in legend_entries(plot):
        source, series = drawn_series(item)
        if series is None:
            if name and item not in plot.items:  # a reference line's legend entry: name and value
                parts.append(f"{name}.")
            continue
        x, y = series
        top = int(np.argmax(y))
        parts.append(tr("{series}: highest {value} at {where}.").format(
            series=name, value=said_value(value_axis(plot, source), y[top]), where=said_place(across_axis, x[top])))
    parts += [words for words in (_course(plot, name, item) for name, item in named_apart(plot)) if words]
    words = getattr(plot, "described_words", "")  # what a plot says of itself beyond its series (the bill's totals)
    return " ".join([*parts, shown(words)] if words else parts)


def legends(plot: pg.PlotItem):
    layout = plot.layout
    for i in range(layout.count()):
        if isinstance(layout.itemAt(i), pg.LegendItem):
            yield layout.itemAt(i)
    if plot.legend is not None:
        yield plot.legend


def describe_now(widget: pg.PlotWidget) -> str:
    """Name the plot by its title and describe it now; returns the description."""
    plot = widget.getPlotItem()
    text = describe(plot)
    if widget.accessibleName() != title_of(plot):
        widget.setAccessibleName(title_of(plot))
    if widget.accessibleDescription() != text:
        widget.setAccessibleDescription(text)
    return text


class _DescribeOnShow(QObject):
    """A plot hidden while it changed is described soon after it is shown again (not during the showing: setting
    accessible texts in the middle of it crashed Qt 6.11)."""

    def __init__(self, widget: pg.PlotWidget, timer: QTimer) -> None:
        super().__init__(widget)
        self.timer = timer

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Show:
            self.timer.start(0)
        return False


def keep_described(widget: pg.PlotWidget) -> None:
    """Describe ``widget`` when shown and DESCRIBE_MS after its scene changes (while it is visible)."""
    timer = QTimer(widget)
    timer.setSingleShot(True)
    timer.timeout.connect(lambda: widget.isVisible() and describe_now(widget))
    widget.scene().changed.connect(lambda *_: timer.isActive() or timer.start(DESCRIBE_MS))
    widget.installEventFilter(_DescribeOnShow(widget, timer))
    widget.describe_timer = timer
    widget.accessible_title = lambda: title_of(widget.getPlotItem())
