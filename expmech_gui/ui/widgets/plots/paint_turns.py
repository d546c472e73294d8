"""Steps that each change one widget (a plot), taken one per turn of the event loop, each after the widget the step
before changed has been painted: the GUI thread then never draws and paints several plots in one go (issue 36 §3).
A 1 ms timer between the steps alone did not ensure it: a plot's repaint reaches the window through two queued calls
of its scene and a posted update request, each served one pass of the loop later, so the next step often came first
and two plots were drawn and painted in one slice."""
from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QAbstractScrollArea, QWidget

STEP_MS = 1  # a timer, not a posted call: what came due during a step (a key, a click) is served before the next
NO_PAINT_MS = 100  # a widget that is not painted (a minimised or covered window) holds the next step this long


class NextTurn(QObject):
    """A single-shot turn of the event loop: ``start(after)`` fires ``timeout`` once ``after`` (a widget, or a
    scroll area's viewport) has been painted — at once (STEP_MS) when it is hidden, not painting (its updates off)
    or None, at the latest after NO_PAINT_MS."""

    timeout = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._awaited: QWidget | None = None
        self._turn = QTimer(self)
        self._turn.setSingleShot(True)
        self._turn.setInterval(STEP_MS)
        self._turn.timeout.connect(self.timeout)
        self._no_paint = QTimer(self)
        self._no_paint.setSingleShot(True)
        self._no_paint.setInterval(NO_PAINT_MS)
        self._no_paint.timeout.connect(self._painted)

    def start(self, after: QWidget | None = None) -> None:
        self.stop()
        target = after.viewport() if isinstance(after, QAbstractScrollArea) else after
        if target is None or not target.isVisible() or not target.updatesEnabled():  # (no paint is coming: a
            self._turn.start()  # presentation switch holds the window's painting until its end)
            return
        self._awaited = target
        target.installEventFilter(self)
        self._no_paint.start()

    def stop(self) -> None:
        self._turn.stop()
        self._stop_watching()

    def eventFilter(self, obj, event) -> bool:
        if obj is self._awaited and event.type() == QEvent.Paint:
            self._painted()  # (the paint runs now, before the turn's timer can fire)
        return False

    def _painted(self) -> None:
        self._stop_watching()
        self._turn.start()

    def _stop_watching(self) -> None:
        self._no_paint.stop()
        awaited, self._awaited = self._awaited, None
        if awaited is not None and shiboken6.isValid(awaited):  # (a closed view's plot may be gone)
            awaited.removeEventFilter(self)


class PaintTurns(QObject):
    """``start([(step, widget), ...])`` runs each ``step()`` in a turn of its own, the next once ``widget`` has been
    painted (``NextTurn``); ``finished`` after the last. ``start`` again replaces the steps still waiting."""

    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps: list = []
        self._turn = NextTurn(self)
        self._turn.timeout.connect(self._next)

    def start(self, steps) -> None:
        self._steps = list(steps)
        self._turn.start()

    def _next(self) -> None:
        if not self._steps:
            return
        step, widget = self._steps.pop(0)
        step()
        if self._steps:
            self._turn.start(widget)
        else:
            self.finished.emit()
