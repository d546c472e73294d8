"""The GUI thread's garbage collector (ui/application.py): the window's long-lived objects frozen out of the
collections, and what is made after that still collected (issue 36 §3: a full collection took 36–80 ms)."""
from __future__ import annotations

import gc
import weakref

from expmech_gui.ui import application, worker
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
    monkeypatch.setattr(application, "jobs_running", lambda: False)  # (a thread an earlier test left running)
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


def test_looking_whether_the_oldest_generation_grew_lists_none_of_it(qtbot, monkeypatch):
    """Issue 36 §3: the objects moved into the oldest generation are counted as collections move them (CPython's
    way), not found by listing that whole generation at each look once its count passed its threshold (an O(n)
    walk of the GUI thread every half second); it is listed only after a full collection."""
    collector = _collector(monkeypatch)
    collector.freeze_soon()
    collector.collect()  # the freeze: what follows is young
    kept = [[] for _ in range(1_000)]
    gc.collect(0)
    gc.collect(1)  # (any collection counts: the 1,000 survived into the oldest generation)
    assert collector.promoted >= 1_000
    listed, real = [], gc.get_objects
    monkeypatch.setattr(gc, "get_objects", lambda generation=None: listed.append(generation) or real(generation))
    collector.long_lived = 100 * collector.promoted  # as if it had been much larger at the last full collection
    for _ in range(5):
        kept += [[] for _ in range(10)]
        collector.collect()
    assert listed == [] and collector.promoted >= 1_000
    collector.long_lived = 4 * collector.promoted - 1  # grown by more than a quarter: a full collection, then listed
    kept += [[] for _ in range(10)]
    collector.collect()
    assert listed == [2] and collector.promoted == 0 and collector.long_lived >= 1_000


def test_numpy_blas_computes_on_the_calling_thread_in_the_app():
    """create_app asks numpy's OpenBLAS for one thread (issue 36 §3): a dot product of 10⁵ numbers ran on a second
    thread that then spun ~0.1 s, taking one of two cores from the GUI thread. With one thread no thread but ours
    works while it computes (Linux: each thread's CPU from /proc)."""
    import os
    import sys
    import threading

    import numpy as np
    import pytest

    from expmech_gui.ui.application import set_blas_threads

    if not sys.platform.startswith("linux"):
        pytest.skip("reads each thread's CPU time from /proc")
    before = set_blas_threads(1)
    if before is None:
        pytest.skip("threadpoolctl finds no BLAS under numpy here")

    def others_cpu_ns():
        ours = {t.native_id for t in threading.enumerate()}
        total = 0
        for tid in os.listdir("/proc/self/task"):
            if int(tid) not in ours:
                with open(f"/proc/self/task/{tid}/schedstat") as f:
                    total += int(f.read().split()[0])
        return total

    try:
        a = np.linspace(0.0, 1.0, 100_000)
        start = others_cpu_ns()
        for _ in range(20):
            a @ a
        assert others_cpu_ns() - start < 2_000_000  # < 2 ms: no second thread worked (two threads: tens of ms)
    finally:
        set_blas_threads(before)


def test_a_burst_of_young_objects_is_left_for_the_next_look_then_collected(qtbot, monkeypatch):
    """More than BURST_OBJECTS young objects (a worker's 10⁵ pasted rows in the making) are not traversed at the
    first look (15–20 ms of the GUI thread, nothing freed); the next look collects as before."""
    collector = _collector(monkeypatch)
    collector.collect()  # the freeze (FREEZE_AFTER_S = 0 here) and a collection: what follows is young
    rows = [[i] for i in range(application.BURST_OBJECTS + 1_000)]  # kept alive, as a worker's rows are
    young = _dropped_cycle()
    collector.collect()
    assert young() is not None and collector.waited
    collector.collect()
    assert young() is None and not collector.waited
    del rows
def test_the_freeze_waits_while_a_job_runs_or_input_arrives_and_happens_afterwards(qtbot, monkeypatch):
    """The freeze's full collection (~44 ms with every workspace built) lands only when the window is idle: not
    inside the user's next action, not while a job's results arrive; and once idle it still happens."""
    from PySide6.QtWidgets import QLineEdit

    collector = _collector(monkeypatch)
    gc.unfreeze()
    running = [True]
    monkeypatch.setattr(application, "jobs_running", lambda: running[0])
    box = QLineEdit()
    qtbot.addWidget(box)
    collector.freeze_soon()
    collector.collect()
    assert gc.get_freeze_count() == 0  # a job runs
    running[0] = False
    qtbot.keyClicks(box, "12")  # the user types
    collector.collect()
    assert gc.get_freeze_count() == 0 and box.text() == "12"
    monkeypatch.setattr(application, "IDLE_BEFORE_FREEZE_S", 0.3)
    qtbot.waitUntil(lambda: gc.get_freeze_count() > 0, timeout=10_000)  # on its timer, once idle
    assert not collector._watching  # input is no longer watched once frozen
    gc.unfreeze()
    running[0] = True  # a job that never ends (a continuous run) holds the freeze back only so long
    collector.freeze_soon()
    collector.collect()
    assert gc.get_freeze_count() == 0
    monkeypatch.setattr(application, "FREEZE_LATEST_S", 0.0)
    collector.collect()
    assert gc.get_freeze_count() > 0


def test_the_input_watch_counts_presses_moves_and_wheels_and_nothing_else(qtbot, monkeypatch):
    """What holds the freeze back is the user's input, told by the event's class (event.type() made a Python enum
    for each of the application's events): a click, a move, a wheel turn and a key count; a paint, a resize, a
    show and a timer do not."""
    from PySide6.QtCore import QPoint, QPointF, QSize, Qt, QTimerEvent
    from PySide6.QtGui import QPaintEvent, QWheelEvent
    from PySide6.QtWidgets import QApplication, QWidget
    from PySide6.QtGui import QResizeEvent, QShowEvent
    from PySide6.QtCore import QRect

    collector = _collector(monkeypatch)
    box = QWidget()
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    collector.freeze_soon()
    assert collector._watching

    def counted(send) -> bool:
        collector.last_input = -1.0
        send()
        return collector.last_input > 0

    assert not counted(lambda: QApplication.sendEvent(box, QPaintEvent(QRect(0, 0, 5, 5))))
    assert not counted(lambda: QApplication.sendEvent(box, QResizeEvent(QSize(9, 9), QSize(5, 5))))
    assert not counted(lambda: QApplication.sendEvent(box, QShowEvent()))
    assert not counted(lambda: QApplication.sendEvent(box, QTimerEvent(1)))
    assert counted(lambda: qtbot.mouseClick(box, Qt.LeftButton))
    assert counted(lambda: qtbot.mouseMove(box, QPoint(3, 3)))
    assert counted(lambda: qtbot.keyClick(box, Qt.Key_A))
    wheel = QWheelEvent(QPointF(2, 2), QPointF(box.mapToGlobal(QPoint(2, 2))), QPoint(0, 0), QPoint(0, 120),
                        Qt.NoButton, Qt.NoModifier, Qt.NoScrollPhase, False)
    assert counted(lambda: QApplication.sendEvent(box, wheel))


def test_jobs_running_sees_a_thread_until_it_reports_its_end(qtbot):
    drain = worker.Drain(None, lambda item: None)
    drain.started(7)
    assert application.jobs_running()
    drain.queue.append(("end", 7))
    drain.drain()
    assert not drain.outstanding
    drain.close()
