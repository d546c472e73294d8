"""Building and driving the desktop app in tests: a whole window, or one workspace on its own.

Imported lazily (by conftest's fixtures and by GUI test modules), so collecting the core tests never
needs Qt.
"""
import sys
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QTimer

from expmech_gui.ui.app import configure_plots
from expmech_gui.ui.main_window import MainWindow
from expmech_gui.ui.workspaces.workspace import Workspace
from machine import deadline_ms

WAIT = deadline_ms(20)  # the longest any signal of the app is waited for: 20 s on an idle machine
LONG_WAIT = deadline_ms(60)  # for the few long computations (a 100,000-release bill, a large save)
DISPLAY_TICK_MS = 33  # the main window's display timer: it folds simulated batches into the views


def shown_title(w) -> str:
    """The title as the window manager shows it ('[*]' becomes '*' when modified)."""
    return w.windowTitle().replace("[*]", "*" if w.isWindowModified() else "")


def make_window(qtbot, tmp_path, owned: bool = True, **kwargs):
    """A shown MainWindow whose settings and autosave live in ``tmp_path`` and which never asks to discard;
    closed by qtbot after the test, or (``owned=False``) by the test itself, with ``destroy_window``."""
    configure_plots()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    # the expert screens most tests were written for; a plain-words test passes plain_words=True
    settings.setValue("Preferences/plainWords", bool(kwargs.pop("plain_words", False)))
    w = MainWindow(load_presets=kwargs.pop("load_presets", False), settings=settings,
                   autosave_dir=tmp_path / "autosave", offer_restore=False, **kwargs)
    w.session.confirm_discard = False
    if owned:
        qtbot.addWidget(w)
    w.show()
    return w


def destroy_window(w) -> None:
    """Close a window made with ``owned=False`` and destroy it now (a test that opens many windows frees each as it
    goes: destroying dozens at once in teardown is far slower than one at a time)."""
    w.close()
    w.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def make_workspace(qtbot, key):
    """One shown Workspace without a window; a timer stands in for the window's display tick."""
    configure_plots()
    ws = Workspace(key)
    tick = QTimer(ws)
    tick.setInterval(DISPLAY_TICK_MS)
    tick.timeout.connect(ws.refresh)
    tick.start()
    ws.display_tick = tick
    qtbot.addWidget(ws)
    ws.resize(1280, 760)
    ws.show()
    return ws


def ready(qtbot, ws, action):
    """Do ``action`` and wait until the workspace shows the exact numbers for the new inputs."""
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        action()
    plots = getattr(ws, "plots", None)  # (its plots are drawn one per turn of the event loop)
    if plots is not None and hasattr(plots, "drawing"):
        qtbot.waitUntil(lambda: not plots.drawing, timeout=WAIT)


def load_preset(qtbot, ws, preset=None):
    """Load a preset (the scenario's first by default) into ``ws`` and wait for its numbers."""
    ready(qtbot, ws, lambda: ws.load_preset(preset or next(iter(ws.scenario.presets))))
    return ws


def load(qtbot, window, key, preset=None):
    """Switch ``window`` to the ``key`` tab and load a preset there."""
    ws = window.workspaces[key]
    window.tabs.setCurrentWidget(ws)
    return load_preset(qtbot, ws, preset)


def every_workspace_chosen(qtbot, window, monkeypatch):
    """Every workspace of ``window`` with its first preset and one private choice made, presentation mode kept in
    the window (no full screen): ready for a walk of every view."""
    for ws in window.workspaces.values():
        window.tabs.setCurrentWidget(ws)
        load_preset(qtbot, ws)
        ws.run_once()
    monkeypatch.setattr(window, "showFullScreen", lambda: None)
    monkeypatch.setattr(window, "showNormal", lambda: None)
    return window


def show_view(qtbot, ws, name: str, shown: str, timeout: int = WAIT):
    """The workspace's view ``name`` in front (refreshed if it already is), once its ``shown`` signal says it drew."""
    view = ws.view(name)
    with qtbot.waitSignal(getattr(view, shown), timeout=timeout):
        if ws.views.currentWidget() is view:
            view.refresh()
        else:
            ws.views.setCurrentWidget(view)
    return view


# calls by which a thread waits for another thread, a process or the clock (Python's and Qt's)
_PYTHON_WAITS = {("threading", "Thread.join"), ("threading", "Event.wait"), ("threading", "Condition.wait"),
                 ("threading", "Semaphore.acquire"), ("concurrent.futures._base", "Future.result"),
                 ("concurrent.futures._base", "wait"), ("subprocess", "Popen.wait"),
                 ("subprocess", "Popen.communicate")}
_C_WAITS = {"sleep", "QThread.wait", "QThreadPool.waitForDone", "QEventLoop.exec", "QEventLoop.exec_",
            "QWaitCondition.wait", "QSemaphore.acquire", "QMutex.lock", "QTest.qWait", "QCoreApplication.exec"}


def _callers(frame, depth: int):
    while frame.f_back is not None and depth > 0:
        frame, depth = frame.f_back, depth - 1
        yield frame


def waits_made_by(action) -> list[str]:
    """Do ``action()`` on this thread and return each wait it made for another thread, a process or time — the
    blocking calls above; a wait for no time at all (``Event.wait(0)``) is not one, nor ``Thread.start``'s wait
    for the new thread to begin. A test of "closing never waits"
    asserts this is empty, whatever the machine's speed, where a stopwatch only says "not long here, today"."""
    seen = []

    def profile(frame, event, arg):
        if event == "call":
            where = (frame.f_globals.get("__name__"), frame.f_code.co_qualname)
            timeout = frame.f_locals.get("timeout", None)
            blocking = frame.f_locals.get("blocking", True)
            starting = any(f.f_code.co_qualname == "Thread.start" for f in _callers(frame, 3))
            if where in _PYTHON_WAITS and blocking and (timeout is None or timeout > 0) and not starting:
                seen.append(".".join(where))
        elif event == "c_call" and getattr(arg, "__qualname__", "") in _C_WAITS:
            seen.append(arg.__qualname__)

    previous = sys.getprofile()
    sys.setprofile(profile)
    try:
        action()
    finally:
        sys.setprofile(previous)
    return seen


def _other_shown_windows(root) -> list:
    """The shown top-level widgets besides ``root``, found from the shown native windows (every shown top-level
    widget has one; QWidget.find maps it back). Asking Qt for the top-level widgets instead wraps each for Python:
    over a thousand (pyqtgraph's menus) for a whole window, most of visible_under's time."""
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QWidget

    own = root.window().windowHandle()
    shown = (QWidget.find(window.winId()) for window in QGuiApplication.topLevelWindows()
             if window.isVisible() and window != own)
    return [widget for widget in shown if widget is not None and widget is not root]


def visible_under(root, kind=None):
    """Every visible widget of type ``kind`` (QWidget by default) under ``root`` (not itself) — what
    ``[w for w in root.findChildren(kind) if w.isVisible()]`` gives, in another order, without touching what is
    hidden: nothing under a hidden widget of the same window is visible, so the walk skips those branches (a
    window's whole set of workspaces and views is thousands of widgets; the shown ones a few hundred). Windows
    under ``root`` (a dialog) are reached from the shown native windows, wherever their parent is."""
    from PySide6.QtWidgets import QWidget

    kind = kind or QWidget

    def under_root(window) -> bool:
        parent = window.parentWidget()
        while parent is not None and parent is not root:
            parent = parent.parentWidget()
        return parent is root

    windows = [w for w in _other_shown_windows(root) if w.isVisible() and under_root(w)]
    yield from (w for w in windows if isinstance(w, kind))
    stack = [root, *windows]
    while stack:
        for child in stack.pop().children():
            if isinstance(child, QWidget) and not child.isWindow() and not child.isHidden():
                stack.append(child)
                if isinstance(child, kind) and child.isVisible():
                    yield child


def layout_of(widget) -> tuple:
    """What a settled layout holds still: the geometry of every visible widget under ``widget`` (itself
    included) and, in each plot, of the plot and its axes (pyqtgraph lays them out in a QGraphicsScene)."""
    import pyqtgraph as pg
    from PySide6.QtWidgets import QWidget

    widgets = [widget, *widget.findChildren(QWidget)]  # (the plots among them: one search of the tree, not two)
    shapes = [w.geometry().getRect() for w in widgets if w.isVisible()]
    for view in (w for w in widgets[1:] if isinstance(w, pg.PlotWidget)):
        plot = view.getPlotItem()
        shapes += [item.geometry().getRect() for item in (plot, *(plot.getAxis(n) for n in ("left", "bottom")))]
    return tuple(shapes)


def settled(qtbot, widget, read=None, rounds: int = 3, timeout: int = WAIT):
    """Wait until ``widget``'s layout has settled — posted layout requests delivered, zero-timers run, and
    ``read()`` (by default ``layout_of(widget)``) the same over ``rounds`` passes in a row — and return it."""
    read = read or (lambda: layout_of(widget))
    seen = []

    def still() -> bool:
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()
        seen.append(read())
        return len(seen) >= rounds and all(value == seen[-1] for value in seen[-rounds:])

    qtbot.waitUntil(still, timeout=timeout)
    return seen[-1]


def background_done(qtbot, ws, timeout: int = WAIT) -> None:
    """Wait until no thread of workspace ``ws`` runs (simulation, exact numbers, every view's jobs): whatever a
    job was going to deliver has been delivered, since a job's end comes through the same queue after its
    result. A test then asserts that nothing arrived, and it could have."""
    qtbot.waitUntil(lambda: not ws.busy(), timeout=timeout)


def ticking(flag):
    """A 10 ms QTimer started on the GUI thread and the list its ticks fill (each tick appends ``flag()``): a
    thread that held the GUI thread would let no tick come (``ticks.count(False) >= 50`` while it is held)."""
    from PySide6.QtCore import QTimer

    ticks = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(flag()))
    timer.start()
    return timer, ticks


@contextmanager
def unpainted(window):
    """``window`` paints nothing meanwhile (put back after): for the walks, whose checks read texts, fonts, palettes,
    sizes and places, never pixels — painting every view was a tenth to a fifth of a walk's time. What a view shows
    is still computed and laid out as it is shown; names are still given on each show once the window has painted
    once (the namer starts after its first paint: accessibility._AfterFirstPaint); a plot's step does not wait for
    a paint (paint_turns.NextTurn), and a presentation switch meanwhile leaves the painting off."""
    window.setUpdatesEnabled(False)
    try:
        yield
    finally:
        window.setUpdatesEnabled(True)
