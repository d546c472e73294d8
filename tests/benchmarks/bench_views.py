"""GUI-thread CPU of a view switch and of the presentation toggle, with every workspace loaded (issue 36 §3), measured
by hand (not by CI): python tests/benchmarks/bench_views.py [rounds]

The window is built as tests/test_readability.py's ``shown`` fixture builds it (1280×800, every workspace's first
preset loaded and one private choice made). Then every view of every workspace is visited in turn — once (the first
visit of each view), then ``rounds`` more times (repeat visits) — and each switch is timed as the readability walk
does it: ``setCurrentIndex`` then posted events and the event loop run until the view's geometry is still for 3
rounds. Last, presentation mode is toggled on and off ``rounds`` times, each toggle timed until its switch is done
and the layout is still. Figures are GUI-thread CPU (time.thread_time, the reading of geometry left out): medians,
so a shared, loaded machine's noise stays out. BENCH_PROFILE=30 prints the GUI thread's profile of the repeat
visits, or with BENCH_WHAT=toggle of the toggles
(BENCH_SORT=cumulative for the other order). BENCH_ROUNDS=0 leaves out the repeat walks.
"""
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def _window():
    from PySide6.QtCore import QRect, QSettings

    from expmech_gui.ui.app import configure_plots, create_app
    from expmech_gui.ui.main_window import MainWindow

    app = create_app([])
    configure_plots()
    tmp = Path(tempfile.mkdtemp())
    settings = QSettings(str(tmp / "s.ini"), QSettings.IniFormat)
    settings.setValue("Preferences/plainWords", False)
    w = MainWindow(load_presets=False, settings=settings, autosave_dir=tmp, offer_restore=False)
    w.session.confirm_discard = False
    screen = QRect(0, 0, 1280, 800)
    w.showFullScreen = lambda: w.setGeometry(screen)
    w.showNormal = lambda: None
    w.setGeometry(screen)
    w.show()
    return app, w


def _wait(app, condition, timeout_s=600.0):
    from PySide6.QtCore import QCoreApplication, QEventLoop

    t0 = time.perf_counter()
    while not condition():
        QCoreApplication.processEvents(QEventLoop.AllEvents, 50)
        if time.perf_counter() - t0 > timeout_s:
            raise TimeoutError


def _loaded(app, w):
    """Every workspace's first preset and one private choice, PMW's run shown, as the readability walk has them."""
    for ws in w.workspaces.values():
        w.tabs.setCurrentWidget(ws)
        got = []
        ws.experimentReady.connect(lambda *a: got.append(1))
        ws.load_preset(next(iter(ws.scenario.presets)))
        _wait(app, lambda: got)
        plots = getattr(ws, "plots", None)
        if plots is not None and hasattr(plots, "drawing"):
            _wait(app, lambda: not plots.drawing)
        ws.run_once()
    pmw = w.workspaces["pmw"]
    w.tabs.setCurrentWidget(pmw)
    view = pmw.view("pmw_view")
    got = []
    view.pmwShown.connect(lambda *a: got.append(1))
    pmw.views.setCurrentWidget(view)
    _wait(app, lambda: got)
    pmw.views.setCurrentIndex(0)


def _settle(widget, rounds=3) -> float:
    """tests/guihelp.py ``settled``: posted events and the event loop until ``widget``'s geometry is still for
    ``rounds`` passes; returns the CPU spent reading the geometry (not the app's work)."""
    from PySide6.QtCore import QCoreApplication

    from guihelp import layout_of

    seen, reading = [], 0.0
    while True:
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()
        c0 = time.thread_time()
        seen.append(layout_of(widget))
        reading += time.thread_time() - c0
        if len(seen) >= rounds and all(value == seen[-1] for value in seen[-rounds:]):
            return reading


def _timed(action, widget) -> float:
    c0 = time.thread_time()
    action()
    reading = _settle(widget())
    return time.thread_time() - c0 - reading


def walk(w) -> list[float]:
    """CPU seconds of each view switch of every workspace, first to last."""
    costs = []
    for ws in w.workspaces.values():
        w.tabs.setCurrentWidget(ws)
        _settle(ws)
        for index in range(ws.views.count()):
            costs.append(_timed(lambda: ws.views.setCurrentIndex(index), ws.views.currentWidget))
    for ws in w.workspaces.values():
        ws.views.setCurrentIndex(0)
    w.tabs.setCurrentIndex(0)
    _settle(w)
    return costs


def toggles(app, w, rounds) -> dict:
    """CPU seconds of each presentation toggle on and off, until its switch is done and the layout still."""
    costs = {"on": [], "off": []}
    profile = _profile("toggle")
    for _ in range(rounds):
        for what in ("on", "off"):
            c0 = time.thread_time()
            w.presentation.toggle()
            _wait(app, lambda: not w.presentation.switching())
            reading = _settle(w.tabs.currentWidget())
            costs[what].append(time.thread_time() - c0 - reading)
    _report(profile)
    return costs


def _profile(what):
    """BENCH_PROFILE=n (and BENCH_WHAT=walk or toggle, walk by default): a cProfile of the GUI thread."""
    if not os.environ.get("BENCH_PROFILE") or os.environ.get("BENCH_WHAT", "walk") != what:
        return None
    import cProfile
    profile = cProfile.Profile()
    profile.enable()
    return profile


def _report(profile):
    if profile is not None:
        import pstats
        profile.disable()
        pstats.Stats(profile).sort_stats(os.environ.get("BENCH_SORT", "tottime")).print_stats(int(os.environ["BENCH_PROFILE"]))


def _ms(values) -> str:
    return f"median {1e3 * statistics.median(values):,.0f} ms, max {1e3 * max(values):,.0f} ms, n = {len(values)}"


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    app, w = _window()
    _loaded(app, w)
    _settle(w)
    first = walk(w)
    print(f"view switch, first visit: {_ms(first)}, total {sum(first):.2f} s", flush=True)
    profile = _profile("walk")
    repeat, per_walk = [], []
    for _ in range(int(os.environ.get("BENCH_ROUNDS", rounds))):
        costs = walk(w)
        repeat += costs
        per_walk.append(sum(costs))
    _report(profile)
    if repeat:
        print(f"view switch, repeat visit: {_ms(repeat)}; a whole walk ({len(first)} views): "
              f"median {statistics.median(per_walk):.2f} s", flush=True)
    costs = toggles(app, w, rounds)
    for what, values in costs.items():
        print(f"presentation toggle ({what}): {_ms(values)}", flush=True)
    w.close()


if __name__ == "__main__":
    main()
