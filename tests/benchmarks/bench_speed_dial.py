"""Speed-dial benchmark, run by hand (not by CI): python tests/benchmarks/bench_speed_dial.py [seconds] [worker]

For each setting of the dial (slow motion, full speed, unlimited) on each shipped scenario's first preset, a
whole window runs continuously for ``seconds`` while a 5 ms probe timer records the longest gap between its
ticks (the event-loop stall: target ≤ 50 ms; the 99th percentile beside it shows how much of a
worst case is the machine's other load). Prints the draws per second (slow motion: target ≈ 1, each one
animated), and the trials per second folded into the aggregate (unlimited: target ≥ 1e8); then the same at
m = 10⁶ (the 2,000-buyer pricing preset at α = 1e-6). With ``worker``, only the worker thread at m = 10⁶ (no
window): the trials drawn and the batches after 0.5, 1, 2 and 4 s at full speed and unlimited (issue 36 §5: every
batch costs O(m) there, so the unlimited speed's doubling from 1 trial took ~35 batches to reach 2^34)."""
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QEventLoop, QSettings, QTimer

from expmech_gui.ui.application import create_app
from expmech_gui.ui.main_window import MainWindow

PROBE_MS = 5


def wait(app, ms):
    loop = QEventLoop()
    QTimer.singleShot(int(ms), loop.quit)
    loop.exec()


def measure(app, window, ws, speed, seconds):
    ws.reset()
    ws.controls.set_speed(speed)
    clock, worst, gaps = QElapsedTimer(), [0], []
    clock.start()
    last = [clock.elapsed()]

    def probe():
        now = clock.elapsed()
        worst[0] = max(worst[0], now - last[0] - PROBE_MS)
        gaps.append(now - last[0] - PROBE_MS)
        last[0] = now

    timer = QTimer()
    timer.setInterval(PROBE_MS)
    timer.timeout.connect(probe)
    wait(app, 200)
    landed = []
    ws.drawLanded.connect(landed.append)
    start_trials = ws.aggregate.trials
    t0 = time.perf_counter()
    ws.toggle_continuous()
    last[0] = clock.elapsed()
    timer.start()
    wait(app, seconds * 1000)
    ws.cancel()
    elapsed = time.perf_counter() - t0
    wait(app, 300)
    timer.stop()
    ws.drawLanded.disconnect(landed.append)
    trials = ws.aggregate.trials - start_trials
    gaps.sort()
    return {"stall_ms": worst[0], "p99_ms": gaps[int(0.99 * (len(gaps) - 1))] if gaps else 0, "trials_per_s": trials / elapsed, "landed_per_s": len(landed) / elapsed}


def pricing_at_a_million_prices(ws=None):
    """The 2,000-buyer pricing preset at α = 1e-6 (m = 10⁶ prices): on ``ws`` (a window's workspace) or as an
    Experiment."""
    from expmech_gui.experiment import Experiment, RunParameters
    from expmech_gui.scenarios import SCENARIOS

    pricing = SCENARIOS["pricing"]
    name = next(n for n in pricing.preset_names if "2,000" in n)
    if ws is not None:
        from expmech_gui.ui.selftest import _wait

        ws.load_preset(name)
        _wait(ws.experimentReady)
        ws.parameter_panel.set_alpha(1e-6)
        _wait(ws.experimentReady)
        return ws.experiment
    return Experiment(pricing, pricing.load_preset(name),
                      RunParameters(epsilon=1.0, **{**pricing.preset_settings(name), "alpha": 1e-6}))


def worker_ramp(marks=(0.5, 1, 2, 4)):
    """The worker's continuous runs alone at m = 10⁶: trials and batches drawn after each of ``marks`` seconds."""
    import collections
    import threading

    import numpy as np

    from expmech_gui.core.simulation import RunTally
    from expmech_gui.ui import worker

    exp = pricing_at_a_million_prices()
    print(f"m = {exp.problem.m:,}, load average {os.getloadavg()[0]:.1f}")
    for unlimited in (False, True):
        queue, cancel = collections.deque(), threading.Event()
        thread = threading.Thread(target=worker._continuous, daemon=True,
                                  args=(queue, 1, exp.mechanism, np.random.default_rng(1), cancel,
                                        RunTally(exp.problem.scores), unlimited))
        start = time.perf_counter()
        thread.start()
        seen = []
        for mark in marks:
            time.sleep(max(0.0, mark - (time.perf_counter() - start)))
            sizes = [size for kind, _job, payload in list(queue) if kind == "batch" for size, _sum in payload[1]]
            seen.append(f"{mark:g} s: {sum(sizes):.3g} trials in {len(sizes)} batches (largest {max(sizes, default=0):.3g})")
        cancel.set()
        thread.join()
        print(f"{'unlimited' if unlimited else 'full speed':<10} " + "; ".join(seen))


def main():
    if "worker" in sys.argv[1:]:
        return worker_ramp()
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    app = create_app(["bench"])
    tmp = Path(tempfile.mkdtemp())
    window = MainWindow(load_presets=True, settings=QSettings(str(tmp / "s.ini"), QSettings.IniFormat),
                        autosave_dir=tmp / "auto", offer_restore=False)
    window.session.confirm_discard = False
    window.resize(1280, 800)
    window.show()
    wait(app, 2500)
    print(f"{'scenario':<10} {'speed':<10} {'stall ms':>9} {'p99 ms':>7} {'draws landed/s':>15} {'trials/s':>14}")
    for key, ws in window.workspaces.items():
        window.tabs.setCurrentWidget(ws)
        wait(app, 500)
        if ws.experiment is None:
            continue
        for speed in ("slow", "full", "unlimited"):
            r = measure(app, window, ws, speed, seconds)
            print(f"{key:<10} {speed:<10} {r['stall_ms']:>9.0f} {r['p99_ms']:>7.0f} {r['landed_per_s']:>15.2f} {r['trials_per_s']:>14.3g}")
    ws = window.workspaces["pricing"]
    window.tabs.setCurrentWidget(ws)
    pricing_at_a_million_prices(ws)
    for speed in ("full", "unlimited"):
        r = measure(app, window, ws, speed, seconds)
        print(f"{'m = 10⁶':<10} {speed:<10} {r['stall_ms']:>9.0f} {r['p99_ms']:>7.0f} {r['landed_per_s']:>15.2f} {r['trials_per_s']:>14.3g}")
    window.close()


if __name__ == "__main__":
    main()
