"""GUI figures, measured by hand (not by CI): python tests/benchmarks/bench_gui.py

Prints: time to open a million valuations (table + exact numbers on screen), time of one plot refresh and
repaint, a 1e6-price grid's exact recompute, and the worst gap of a 10 ms timer while running continuously.
"""
import os
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")


def main():
    from PySide6.QtCore import QSettings, QTimer

    from expmech_gui.scenarios import pricing
    from expmech_gui.ui.app import create_app
    from expmech_gui.ui.main_window import MainWindow
    from expmech_gui.ui.selftest import _wait

    app = create_app([])
    tmp = Path(tempfile.mkdtemp())
    w = MainWindow(load_presets=False, settings=QSettings(str(tmp / "s.ini"), QSettings.IniFormat),
                   autosave_dir=tmp, offer_restore=False)
    w.confirm_discard = False
    w.resize(1280, 800)
    w.show()
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
    print(f"continuous run for 3 s: {ws.aggregate.trials:,} trials, worst 10 ms-timer gap {1e3 * max(gaps[3:]):.1f} ms")
    w.close()


if __name__ == "__main__":
    main()
