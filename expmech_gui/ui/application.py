"""The QApplication the window and the self-test run in: its name, the style (theme.ThemedStyle), the plot
defaults, and garbage collection kept on the GUI thread."""
from __future__ import annotations

import gc
import math
import sys
import time

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QKeyEvent, QMouseEvent, QShortcutEvent, QTouchEvent, QWheelEvent

COLLECT_MS = 500  # how often the GUI thread looks for garbage to collect
BURST_OBJECTS = 50_000  # more young objects than this at a look: most likely a worker's rows in the making (below)
FREEZE_AFTER_S = 3.0  # how long after the window asks its long-lived objects are frozen (a first visit's steps and
# first paints done: the freeze's full collection, 20–35 ms, in a turn of its own while the user reads)
IDLE_BEFORE_FREEZE_S = 1.0  # and only once no input came for this long and no background job runs (the full
# collection, ~44 ms with every workspace built, never lands inside the user's next action or a job's results)
FREEZE_LATEST_S = 30.0  # a job running longer than this (a continuous run) no longer holds the freeze back
# a press, release, move, wheel turn, touch or shortcut, told by its event's class: every event of the application
# passes the filter while a freeze waits, and event.type() makes a Python enum per call (language.ShownTranslator)
_INPUT = frozenset({QKeyEvent, QMouseEvent, QWheelEvent, QTouchEvent, QShortcutEvent})


class GuiThreadGarbageCollector(QObject):
    """Python's cyclic garbage collector, run only on the GUI thread, on a timer.

    Left automatic, a collection runs in whichever thread happens to allocate — often a worker reading a file
    or computing a pmf — and if it frees a Qt widget there, Qt deletes that widget off the GUI thread and the
    two threads deadlock on Qt's object lock (seen as a hung import). pyqtgraph's ``GarbageCollector`` does
    the same: ``gc.disable()`` and a QTimer that collects each generation when its threshold is reached.

    What lives as long as the window (its widgets, plots and tables: 80–120 thousand objects with every workspace
    built) is moved out of the collected generations (``gc.freeze``) three seconds after the window asks
    (``keep_long_lived``: at start and after each workspace's first build; then at the first moment with no input
    for a second and no job running), once a full collection has freed what
    was garbage by then: a full collection looked at all of them each time, 36–80 ms of the GUI thread, and now
    looks at what was made since. As CPython's own collector does, the oldest generation is collected only once it
    has grown by a quarter since its last full collection."""

    running: "GuiThreadGarbageCollector | None" = None  # the collector started last and not stopped
    freezes = 0  # how many times a collector froze (counted: gc.get_freeze_count() walks every frozen object)

    def __init__(self, parent: QObject | None = None, interval_ms: int = COLLECT_MS) -> None:
        super().__init__(parent)
        self.threshold = gc.get_threshold()
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.collect)
        self._was_enabled = gc.isenabled()
        self.freeze_at: float | None = None  # when the long-lived objects are to be frozen (time.monotonic)
        self.long_lived = 0  # the objects of the oldest generation after its last full collection
        self.promoted = 0  # objects moved into the oldest generation since then (counted by _counted, below)
        self._middle = 0  # objects in the middle generation (as counted)
        self._young_at_start = 0  # the youngest generation's count when the collection under way started
        self.waited = False  # the last look saw a burst of young objects and left them for the next
        self.last_input = -math.inf  # when the user last pressed, moved or typed (watched while a freeze waits)
        self._watching = False
        self._freezes_before = 0  # GuiThreadGarbageCollector.freezes when it started

    def start(self) -> "GuiThreadGarbageCollector":
        self._freezes_before = GuiThreadGarbageCollector.freezes
        gc.disable()
        if self._counted not in gc.callbacks:
            gc.callbacks.append(self._counted)
        self.timer.start()
        GuiThreadGarbageCollector.running = self
        return self

    def stop(self) -> None:
        """No more collections on the timer; everything collected once, the frozen objects too — unless it froze
        nothing: then what was frozen before it started stays so (a test session's own 300,000 objects, which a
        full collection walked twice in every Qt test)."""
        self.timer.stop()
        if GuiThreadGarbageCollector.running is self:
            GuiThreadGarbageCollector.running = None
        self._watch_input(False)
        if self._counted in gc.callbacks:
            gc.callbacks.remove(self._counted)
        if GuiThreadGarbageCollector.freezes != self._freezes_before:
            gc.unfreeze()
        gc.collect()
        if self._was_enabled:
            gc.enable()

    def freeze_soon(self) -> None:
        """What exists ``FREEZE_AFTER_S`` from now (a first visit's steps done by then) frozen, after a full
        collection — at the first idle moment from then on (``idle``)."""
        self.freeze_at = time.monotonic() + FREEZE_AFTER_S
        self._watch_input(True)

    def idle(self, now: float) -> bool:
        """No input for IDLE_BEFORE_FREEZE_S and no background job running (one running past FREEZE_LATEST_S
        after the freeze was due no longer counts)."""
        if now - self.last_input < IDLE_BEFORE_FREEZE_S:
            return False
        return now >= self.freeze_at + FREEZE_LATEST_S or not jobs_running()

    def eventFilter(self, watched, event) -> bool:  # installed only while a freeze waits
        if event.__class__ in _INPUT:
            self.last_input = time.monotonic()
        return False

    def _watch_input(self, on: bool) -> None:
        app = QCoreApplication.instance()
        if app is not None and on != self._watching:
            (app.installEventFilter if on else app.removeEventFilter)(self)
            self._watching = on

    def collect(self) -> None:
        now = time.monotonic()
        if self.freeze_at is not None and now >= self.freeze_at and self.idle(now):
            self.freeze_at = None
            self._watch_input(False)
            gc.collect()
            gc.freeze()
            GuiThreadGarbageCollector.freezes += 1
            self.long_lived = self.promoted = self._middle = 0
            return
        c0, c1, c2 = gc.get_count()
        t0, t1, t2 = self.threshold
        if c0 <= t0:
            return
        if c0 > BURST_OBJECTS and not self.waited:
            # a worker parsing 10⁵ rows holds as many lists for a moment: a young collection then looked at every one
            # (15–20 ms of the GUI thread) and freed none. Left for the next look, by when they are mostly gone.
            self.waited = True
            return
        self.waited = False
        if c2 > t2 and self._oldest_grown():
            gc.collect(2)
            self.long_lived = len(gc.get_objects(2))  # (once per full collection, which looks at them all anyway)
        else:
            gc.collect(1 if c1 > t1 else 0)

    def _oldest_grown(self) -> bool:
        """The oldest generation grew by more than a quarter since its last full collection (CPython's rule, and
        its way of counting: the objects that survived into it, not a list of them all made at each look)."""
        return self.promoted > self.long_lived / 4

    def _counted(self, phase: str, info: dict) -> None:
        """gc.callbacks: each collection's survivors, moved one generation up (the youngest generation's count,
        allocations less deallocations since its last collection, less the unreachable objects found)."""
        if phase == "start":
            self._young_at_start = gc.get_count()[0]
            return
        survivors = self._young_at_start - info["collected"] - info["uncollectable"]
        if info["generation"] == 0:
            self._middle = max(0, self._middle + survivors)
        elif info["generation"] == 1:
            self.promoted += max(0, self._middle + survivors)
            self._middle = 0
        else:
            self.promoted = self._middle = 0


def jobs_running() -> bool:
    """Some background thread of the app (a job, a run, a save, an open) has not reported its end (worker.Drain)."""
    from .worker import Drain

    return any(drain.outstanding and not drain.closed for drain in list(Drain.every))


def keep_long_lived() -> None:
    """The objects that exist now live as long as the window: frozen out of the collections soon (see
    ``GuiThreadGarbageCollector``)."""
    if GuiThreadGarbageCollector.running is not None:
        GuiThreadGarbageCollector.running.freeze_soon()


def configure_plots() -> None:
    import pyqtgraph as pg

    from . import theme

    from .widgets.plots import palette

    background, foreground = theme.plot_colors()
    pg.setConfigOptions(background=background, foreground=foreground, antialias=True)
    palette.set_background(background)
    from .widgets.plots import tick_numbers

    tick_numbers.install()  # the axes' numbers in the language's separators


# How long a worker running Python may keep the interpreter while the GUI thread waits for it (CPython's default is
# 5 ms). Each paint and event runs a little Python (event filters, pyqtgraph's items), and each time the GUI thread
# waited up to this long: a worker parsing a million-row CSV stretched a repaint of 30 ms to 300 (issue 36 §3).
GIL_SWITCH_S = 0.0005


def set_blas_threads(threads: int) -> int | None:
    """Let numpy's BLAS compute on ``threads`` threads (1: the calling thread alone, as OPENBLAS_NUM_THREADS=1 at
    start would; threadpoolctl finds the library numpy loaded); returns how many it used before, None where no BLAS
    was found (nothing changed). Its dot product of more than 10⁴ numbers (a pmf's variance, a run's mean score) ran on
    a second thread that then spun ~0.1 s waiting for more: on two cores it took the core the GUI thread needed beside
    a worker, so the window froze while none of our threads worked (issue 36 §3)."""
    from threadpoolctl import ThreadpoolController

    blas = ThreadpoolController().select(user_api="blas")  # (one scan of the loaded libraries: ~5 ms of a start)
    before = [library.num_threads for library in blas.lib_controllers]
    if not before:
        return None
    blas.limit(limits=int(threads))
    return before[0]


def create_app(argv: list[str] | None = None):
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv if argv is None else argv)
    app.setApplicationName("ExpMech Studio")
    app.setOrganizationName("ExpMech")
    from . import theme

    theme.install_style(app)  # Fusion, with check boxes visible on every palette
    configure_plots()
    if not hasattr(app, "_expmech_gc"):
        app._expmech_gc = GuiThreadGarbageCollector(app).start()
    sys.setswitchinterval(GIL_SWITCH_S)
    set_blas_threads(1)
    return app
