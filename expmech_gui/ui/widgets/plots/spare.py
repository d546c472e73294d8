"""A plot widget made a step ahead of the plot that takes it (issue 36 §3: a first visit's steps,
window/lazy_workspaces.py).

pyqtgraph's PlotWidget with its PlotItem is about half of making one of a workspace's plots (~15 of ~35 ms of the GUI
thread). Made as a step of its own (``make``), the next step's plot takes it (``offered`` around that plot's making;
``kit.new_plot_widget`` calls ``take``), so neither step is much over half a plot. A spare made under other plot
colours (a theme switched between the two steps) is not taken; one not taken is deleted.
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import Callable, Iterator, NamedTuple

import pyqtgraph as pg

_offered: list = []  # the spare offered to the plot being made now (at most one)


class Spare(NamedTuple):
    widget: object  # a fresh pg.PlotWidget, parentless
    colours: tuple  # pyqtgraph's background and foreground when it was made


def _colours() -> tuple:
    return str(pg.getConfigOption("background")), str(pg.getConfigOption("foreground"))


def make(fresh: Callable) -> Spare:
    """A spare made now by ``fresh()`` (``kit.fresh_plot_widget``)."""
    return Spare(fresh(), _colours())


@contextmanager
def offered(spare: Spare | None) -> Iterator[None]:
    """Within: ``take()`` gives ``spare`` (once); after, a spare not taken is deleted."""
    _offered[:] = [spare] if spare is not None else []
    try:
        yield
    finally:
        for left in _offered:
            left.widget.deleteLater()
        _offered.clear()


def take():
    """The spare offered now if it was made under the plot colours in use, else None (the caller makes one)."""
    if not _offered:
        return None
    spare = _offered.pop()
    if spare.colours == _colours():
        return spare.widget
    spare.widget.deleteLater()
    return None
