"""GUI figures, measured by hand (not by CI): python tests/benchmarks/bench_gui.py [continuous | close]

Prints: time to open a million valuations (table + exact numbers on screen), time of one plot refresh and
repaint, a 1e6-price grid's exact recompute, and the worst gap of a 10 ms timer while running continuously;
then (alone with ``continuous``) each continuous-mode case: p50/p99/worst gap of a 10 ms timer on the GUI
thread and the plots' repaint rate, at the lecture preset, the 2,000-buyer preset and a 1e6-price grid;
then (alone with ``close``) how long closing a window takes while background work runs. Each figure is printed
beside its reference.
"""
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")


CONTINUOUS_S = 3.0
# references (asserted by tests/test_gui.py until issue 38 moved speed out of the tests): during a continuous run
# the GUI thread's 10 ms timer never waits 250 ms, and the 2,000-buyer preset passes 10,000 trials in 2 s
WORST_GAP_REFERENCE_MS = 250
TRIALS_IN_2_S_REFERENCE = 10_000


def _window():
    from PySide6.QtCore import QSettings

    from expmech_gui.ui.app import create_app
    from expmech_gui.ui.main_window import MainWindow

    app = create_app([])
    tmp = Path(tempfile.mkdtemp())
    w = MainWindow(load_presets=False, settings=QSettings(str(tmp / "s.ini"), QSettings.IniFormat),
                   autosave_dir=tmp, offer_restore=False)
    w.session.confirm_discard = False
    w.resize(1280, 800)
    w.show()
    return app, w


def _percentile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class _PaintCounter:
    """Counts paint events of the four plots' viewports (a repaint of a view = one paint of its viewport)."""

    def __init__(self, widgets):
        from PySide6.QtCore import QEvent, QObject

        counter = self

        class Filter(QObject):
            def eventFilter(self, obj, event):
                if event.type() == QEvent.Paint:
                    counter.paints[obj] = counter.paints.get(obj, 0) + 1
                return False

        self.paints = {}
        self.filter = Filter()
        self.viewports = [w.viewport() for w in widgets]
        for v in self.viewports:
            v.installEventFilter(self.filter)

    def per_view(self):
        return [self.paints.get(v, 0) for v in self.viewports]


def continuous_case(app, ws, label, seconds=CONTINUOUS_S):
    """Continuous mode for ``seconds``: gaps of a 10 ms timer on the GUI thread, the plots' repaint rate."""
    import gc

    from PySide6.QtCore import QTimer

    gc.collect()
    gaps, last = [], [time.perf_counter()]

    def tick():
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now

    counter = _PaintCounter([w for _name, w in ws.plots.named_widgets()])
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    ws.toggle_continuous()
    t0 = time.perf_counter()
    t_end = t0 + seconds
    in_2_s = None
    while time.perf_counter() < t_end:
        app.processEvents()
        if in_2_s is None and time.perf_counter() - t0 >= 2.0:
            in_2_s = ws.aggregate.trials
    elapsed = time.perf_counter() - t0
    timer.stop()
    trials = ws.aggregate.trials
    ws.toggle_continuous()
    from expmech_gui.ui.selftest import _wait
    _wait(ws.runFinished, 10_000)
    app.processEvents()
    g = [1e3 * x for x in gaps[3:]]
    if in_2_s is not None and "2,000" in label and "α" not in label:
        print(f"continuous {label}: {in_2_s:,} trials in the first 2 s (reference: > {TRIALS_IN_2_S_REFERENCE:,})")
    fps = ", ".join(f"{n / elapsed:.0f}" for n in counter.per_view())
    print(f"continuous {label} (m = {ws.experiment.problem.m:,}), {seconds:g} s: {trials:,} trials; 10 ms-timer gap "
          f"p50 {_percentile(g, 0.5):.1f} ms, p99 {_percentile(g, 0.99):.1f} ms, worst {max(g):.1f} ms; "
          f"repaints/s per plot [{fps}]; reference: worst < {WORST_GAP_REFERENCE_MS} ms", flush=True)


def continuous_cases(app, w):
    """The 2,000-buyer preset at the default α, then at α = 1e-6 (a 1e6-price grid), then the lecture preset."""
    from expmech_gui.ui.selftest import _wait

    ws = w.workspaces["pricing"]
    w.tabs.setCurrentWidget(ws)

    def ready(action):
        action()
        _wait(ws.experimentReady)
        app.processEvents()

    buyers = "Synthetic: 2,000 log-normal buyers"
    ready(lambda: ws.load_preset(buyers))
    continuous_case(app, ws, buyers)
    ready(lambda: ws.parameter_panel.set_alpha(1e-6))
    continuous_case(app, ws, "2,000 buyers, α = 1e-6")
    lecture = "Lecture: $1, $1, $3.01"
    ready(lambda: ws.load_preset(lecture))
    continuous_case(app, ws, lecture)


def close_cases():
    """Closing while work runs: a stuck exact computation with a Run N going (reference < 3 s; the old code
    waited 5 s for the stuck computation alone), and the bill for 100,000 releases (reference < 2 s).
    tests/test_gui_inputs.py and tests/test_gui_session.py assert that closing makes no wait at all."""
    import threading

    from expmech_gui.ui.selftest import _wait
    from expmech_gui.ui.workspaces import controllers

    app, w = _window()
    ws = w.workspaces["voting"]
    w.tabs.setCurrentWidget(ws)
    ws.load_preset(next(iter(ws.scenario.presets)))
    _wait(ws.experimentReady)
    release, started = threading.Event(), threading.Event()
    real = controllers._build_experiment

    def stuck(*args, **kwargs):
        started.set()
        release.wait(60)
        return real(*args)

    controllers._build_experiment = stuck
    try:
        ws.parameter_panel.set_epsilon(3.0)
        while not started.is_set():
            app.processEvents()
        t0 = time.perf_counter()
        w.close()
        took = 1e3 * (time.perf_counter() - t0)
        print(f"close with a stuck exact computation: {took:.0f} ms (reference: < 3,000 ms)")
    finally:
        release.set()
        controllers._build_experiment = real
    _app, w = _window()
    ws = w.workspaces["voting"]
    w.tabs.setCurrentWidget(ws)
    ws.load_preset(next(iter(ws.scenario.presets)))
    _wait(ws.experimentReady)
    ws.releases = 100_000
    ws.views.setCurrentIndex(2)
    ws.bill_panel.refresh()
    while not w.background_busy():
        app.processEvents()
    t0 = time.perf_counter()
    w.close()
    print(f"close while the bill of 100,000 releases computes: {1e3 * (time.perf_counter() - t0):.0f} ms "
          "(reference: < 2,000 ms)")


def main():
    from PySide6.QtCore import QTimer

    from expmech_gui.scenarios.pricing import pricing
    from expmech_gui.ui.selftest import _wait

    app, w = _window()
    if sys.argv[1:] == ["continuous"]:
        continuous_cases(app, w)
        w.close()
        return
    if sys.argv[1:] == ["close"]:
        w.close()
        close_cases()
        return
    ws = w.workspaces["pricing"]
    data = pricing.generate("log-normal", 1_000_000, seed=1)
    t0 = time.perf_counter()
    ws.set_dataset(data)
    _wait(ws.experimentReady)
    app.processEvents()
    print(f"open 1,000,000 valuations (table, exact pmf, plots): {time.perf_counter() - t0:.2f} s")
    t0 = time.perf_counter()
    ws.editor.view.scrollToBottom()
    app.processEvents()
    print(f"scroll to row 1,000,000: {1e3 * (time.perf_counter() - t0):.1f} ms")
    ws.run_n(100_000)
    _wait(ws.runFinished)
    n = 200
    t0 = time.perf_counter()
    for _ in range(n):
        ws.plots.update_empirical(ws.aggregate)
        ws.plots.repaint()
    print(f"plot refresh + repaint (m = {ws.experiment.problem.m}): {1e3 * (time.perf_counter() - t0) / n:.2f} ms")
    t0 = time.perf_counter()
    ws.parameter_panel.set_alpha(1e-6)
    _wait(ws.experimentReady)
    app.processEvents()
    print(f"recompute with a 1,000,000-price grid: {time.perf_counter() - t0:.2f} s")
    ws.parameter_panel.set_alpha(0.01)
    _wait(ws.experimentReady)
    gaps, last = [], [time.perf_counter()]

    def tick():
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    ws.toggle_continuous()
    t_end = time.perf_counter() + 3
    while time.perf_counter() < t_end:
        app.processEvents()
    timer.stop()
    ws.toggle_continuous()
    print(f"continuous run for 3 s: {ws.aggregate.trials:,} trials, worst 10 ms-timer gap "
          f"{1e3 * max(gaps[3:]):.1f} ms (reference: < {WORST_GAP_REFERENCE_MS} ms)")
    continuous_cases(app, w)
    w.close()


if __name__ == "__main__":
    main()
