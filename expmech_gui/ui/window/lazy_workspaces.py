"""The window's workspaces, each built the first time it is shown or asked for (issue 36 §4).

Built eagerly, the ten workspaces were two thirds of the time to the first paint. A tab holds an empty page until
then; the workspace takes its place (same index, same tab text), as the privacy views do in a workspace
(workspaces/views.py). A workspace not yet built keeps what it will show in the session (``SessionController``:
its first-screen preset, or the state a session file gave it), and is given it when built.

``window.workspaces`` is a mapping key → Workspace in tab order: looking one up (``[key]``, ``values()``,
``items()``) builds it; keys, ``in`` and ``len`` do not. The window's own loops use ``built()``, and what every
workspace must get (a menu's connections, a setting) is given with ``each(function)``: to those built so far at
once, and to each later one when it is built.
"""
from __future__ import annotations

import time
from typing import Callable, Iterator, Mapping

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLabel, QTabWidget, QVBoxLayout, QWidget

from ...core.translatable import translatable

FIRST_NUMBERS_WAIT_S = 1.0  # the longest a first visit holds its plots hidden for the first numbers
RETRY_MS = 10  # how often it looks whether they came
# each step on a timer, not a posted event: the event loop then serves what came due during a step (a key, a click,
# the display tick) before the next step, where after a posted event it could run two steps back to back
STEP_MS = 1
OPENING = translatable("Opening this workspace…")
BUSY_BETWEEN_S = 0.005  # more GUI-thread CPU than this between two steps: the next one waits a turn


class WorkspacePlaceholder(QWidget):
    """The page of a workspace's tab until the workspace is built: it says so (a first visit's steps take about half
    a second, and a bare page looked like nothing was happening)."""

    def __init__(self, key: str) -> None:
        super().__init__()
        self.key = key
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(OPENING, objectName="workspaceOpening", alignment=Qt.AlignCenter))


class WorkspaceMap(Mapping):
    """key → Workspace in tab order, each built by ``build(key)`` on first lookup and put in its tab."""

    def __init__(self, tabs: QTabWidget, keys, titles: Callable[[str], str], build: Callable) -> None:
        self.tabs = tabs
        self._keys = list(keys)
        self._build = build
        self._built: dict = {}  # key → its workspace, once built
        self._placed: set[str] = set()  # the keys whose workspace is in its tab
        self._stepping: set[str] = set()  # the keys being built in steps (build_in_steps)
        self._unfinished: dict = {}  # key → (its workspace begun by build_in_steps, the steps left to build it)
        self._hooks: list[Callable] = []
        for key in self._keys:
            tabs.addTab(WorkspacePlaceholder(key), titles(key))

    def __getitem__(self, key: str):
        ws = self._construct(key)
        if key not in self._placed:
            self._placed.add(key)
            self._put_in_tab(key, ws)
        return ws

    def _construct(self, key: str):
        """The workspace of ``key``, built now if it was not, or its build begun in steps finished now (not yet in
        its tab)."""
        ws = self._built.get(key)
        if ws is None:
            if key not in self._keys:
                raise KeyError(key)
            if key in self._unfinished:
                ws, later = self._unfinished.pop(key)
                while later:
                    later.pop(0)()
            else:
                ws = self._build(key)
            self._built[key] = ws
            for hook in self._hooks:
                hook(ws)
        return ws

    def _begin(self, key: str) -> list:
        """A first visit's first step: the workspace's build begun (``build(key, later)``); the steps left, each
        taking the next step of that build, then the workspace built as ``_construct`` gives it."""
        if key in self._built or key in self._unfinished:
            return []
        later: list = []
        self._unfinished[key] = (self._build(key, later), later)

        def next_part() -> None:
            if key in self._unfinished and self._unfinished[key][1]:
                self._unfinished[key][1].pop(0)()

        return [next_part for _ in later]

    def shown(self, index: int):
        """The workspace in tab ``index`` if it is there already, else None (building none)."""
        key = self.key_at(index)
        return self._built[key] if key in self._placed else None

    def build_in_steps(self, key: str, done: Callable) -> None:
        """A first visit by the tabs: the page says it is opening while the workspace is built in steps, one per turn
        of the event loop (each within about 50 ms of the GUI thread): the workspace (``build(key, later)``: its
        parts, its layout, its connections), then what its first showing would build (its first numbers asked for,
        its plots one by one, its summary's plots: ``Workspace.first_show_steps``), then it takes its tab;
        ``done()``; then, once its first numbers are drawn (or after FIRST_NUMBERS_WAIT_S), its plots are shown one
        per turn (``Workspace.reveal_steps``: each one's layout and first paint alone)."""
        if key in self._placed or key in self._stepping:
            return
        self._stepping.add(key)
        waited_since: list[float] = []

        def begin() -> None:
            queue[:0] = [*self._begin(key), construct]

        def construct() -> None:
            queue[:0] = self._construct(key).first_show_steps()

        def place() -> None:
            """It takes its tab, shown and laid out but painted only on the next turn of the event loop: the two
            together took twice a step's time (the paint came before the event loop served anything else)."""
            self._stepping.discard(key)
            if key not in self._placed:
                self.tabs.setUpdatesEnabled(False)
                QTimer.singleShot(0, self.tabs, lambda: self.tabs.setUpdatesEnabled(True))
            self[key]  # (in its tab now, unless a lookup put it there already)

        def await_numbers() -> bool:
            """True (again later) while the first numbers are on their way: drawn into plots not yet shown, they
            cost no paint; drawn after, every plot would be painted twice in one turn."""
            waited_since[:] = waited_since or [time.monotonic()]
            ws = self._built[key]
            if ws.experiments.pending() and time.monotonic() - waited_since[0] < FIRST_NUMBERS_WAIT_S:
                return True
            queue[:0] = ws.reveal_steps()
            return False

        queue = [begin, place, done, await_numbers]
        ended = [time.thread_time()]  # the GUI thread's CPU clock when the last step ended
        waited = [False]  # the next step waited a turn already

        def next_step() -> None:
            if time.thread_time() - ended[0] > BUSY_BETWEEN_S and not waited[0]:
                # the event loop worked since the last step (a paint of what it built): the step waits a turn, so
                # what came due meanwhile (a key, the display tick) is served before it, not after both; one turn
                # only (an event loop always that busy would otherwise hold the visit for good)
                waited[0] = True
                QTimer.singleShot(STEP_MS, self.tabs, next_step)
                return
            waited[0] = False
            step = queue.pop(0)
            again = step()
            if again:
                queue.insert(0, step)
            ended[0] = time.thread_time()
            if queue:
                QTimer.singleShot(RETRY_MS if again else STEP_MS, self.tabs, next_step)
        QTimer.singleShot(STEP_MS, self.tabs, next_step)  # (dropped with the window if it closes first)

    def __iter__(self) -> Iterator[str]:
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)

    def __contains__(self, key) -> bool:
        return key in self._keys

    def is_built(self, key: str) -> bool:
        return key in self._built

    def built(self) -> list:
        """The workspaces built so far, in tab order (building none)."""
        return [self._built[k] for k in self._keys if k in self._built]

    def each(self, give: Callable) -> None:
        """``give(ws)`` for every workspace built so far, and for each one built later, as it is built."""
        for ws in self.built():
            give(ws)
        self._hooks.append(give)

    def key_at(self, index: int) -> str | None:
        return self._keys[index] if 0 <= index < len(self._keys) else None

    def _put_in_tab(self, key: str, ws: QWidget) -> None:
        """The workspace takes its placeholder's tab: same index, text, tooltip and current tab; no signal."""
        index = self._keys.index(key)
        tabs = self.tabs
        placeholder = tabs.widget(index)
        text, tip, current = tabs.tabText(index), tabs.tabToolTip(index), tabs.currentIndex()
        tabs.blockSignals(True)
        try:
            tabs.removeTab(index)
            tabs.insertTab(index, ws, text)
            tabs.setTabToolTip(index, tip)
            tabs.setCurrentIndex(current)
        finally:
            tabs.blockSignals(False)
        placeholder.deleteLater()
