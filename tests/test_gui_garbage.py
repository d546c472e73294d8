"""The GUI thread's garbage collector (ui/application.py): the window's long-lived objects frozen out of the
collections, and what is made after that still collected (issue 36 §3: a full collection took 36–80 ms)."""
from __future__ import annotations

import gc
import weakref

from expmech_gui.ui import application
from expmech_gui.ui.application import GuiThreadGarbageCollector


class _Node:
    """An object in a reference cycle with itself: only the cyclic collector frees it."""

    def __init__(self) -> None:
        self.me = self


def _dropped_cycle() -> weakref.ref:
    return weakref.ref(_Node())


def _collector(monkeypatch) -> GuiThreadGarbageCollector:
    """The collector the Qt tests run (conftest), asked to collect whenever it looks (every threshold 0)."""
    collector = GuiThreadGarbageCollector.running
    assert collector is not None
    monkeypatch.setattr(collector, "threshold", (0, 0, 0))
    monkeypatch.setattr(application, "FREEZE_AFTER_S", 0.0)
    return collector


def test_the_freeze_collects_first_and_later_cycles_are_still_freed(qtbot, monkeypatch):
    collector = _collector(monkeypatch)
    before = _dropped_cycle()  # garbage when the freeze comes: freed, not frozen
    frozen = gc.get_freeze_count()  # (the test session's own objects are frozen: conftest)
    collector.freeze_soon()
    collector.collect()
    assert before() is None and gc.get_freeze_count() > frozen
    young = _dropped_cycle()
    made = [[] for _ in range(10)]  # (kept: the youngest generation's count above its threshold)
    collector.collect()
    assert young() is None
    kept = _Node()
    old = weakref.ref(kept)
    gc.collect(1)  # promoted to the oldest generation, then dropped
    del kept
    made += [[] for _ in range(10)]
    collector.collect()  # the oldest generation grew since its last full collection: collected
    assert old() is None
    weak = _dropped_cycle()
    qtbot.waitUntil(lambda: weak() is None, timeout=5000)  # and on its timer, as in the app


def test_the_oldest_generation_is_collected_only_once_grown_by_a_quarter(qtbot, monkeypatch):
    collector = _collector(monkeypatch)
    collector.freeze_soon()
    collector.collect()
    collected = []
    real = gc.collect
    monkeypatch.setattr(gc, "collect", lambda generation=2: collected.append(generation) or real(generation))
    collector.long_lived = 10 * len(gc.get_objects(2)) + 1000  # as if it had been much larger at the last one
    made = []
    made += [[] for _ in range(10)]
    collector.collect()
    assert collected and 2 not in collected
    collector.long_lived = 0
    gc.collect(1)
    made += [[] for _ in range(10)]
    collector.collect()
    assert collected[-1] == 2
