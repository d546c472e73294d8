"""Memory, measured by hand (not by CI): python tests/benchmarks/bench_memory.py [SECONDS]

Prints the process's resident memory (VmRSS, /proc/self/status):

1. every 5 s of a continuous run of the pricing workspace (the lecture preset; SECONDS, default 60), its start, end
   and highest value — continuous mode aggregates counts, so it should stay flat;
2. around a 1e6-price grid (the 2,000-buyer preset at α = 1e-6): before, after the exact recompute, and after 5 s of
   continuous running, beside the size of one float64 array of m prices (8·m bytes) and of the data a workspace
   must hold for m prices — the prices, their revenues, the exact pmf and the simulated counts (4 such arrays;
   it also keeps the log-pmf, and one byte per price for the score bins).
"""
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_gui import _window

MB = 1024 * 1024


def rss() -> float:
    """Resident memory of this process in MiB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024 / MB
    return float("nan")


def run_for(app, ws, seconds: float, every: float = 5.0) -> list[tuple[float, float, int]]:
    """(elapsed s, RSS MiB, trials) every ``every`` seconds of continuous mode."""
    from expmech_gui.ui.selftest import _wait

    samples = [(0.0, rss(), ws.aggregate.trials if ws.aggregate is not None else 0)]
    ws.toggle_continuous()
    t0 = time.perf_counter()
    next_sample = every
    while (elapsed := time.perf_counter() - t0) < seconds:
        app.processEvents()
        if elapsed >= next_sample:
            samples.append((elapsed, rss(), ws.aggregate.trials))
            next_sample += every
    ws.toggle_continuous()
    _wait(ws.runFinished, 10_000)
    app.processEvents()
    samples.append((time.perf_counter() - t0, rss(), ws.aggregate.trials))
    return samples


def main() -> None:
    import gc

    from expmech_gui.ui.selftest import _wait

    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 60.0
    app, w = _window()
    ws = w.workspaces["pricing"]
    w.tabs.setCurrentWidget(ws)

    def ready(action):
        action()
        _wait(ws.experimentReady)
        for _ in range(10):
            app.processEvents()

    ready(lambda: ws.load_preset("Lecture: $1, $1, $3.01"))
    samples = run_for(app, ws, seconds)
    for t, mib, trials in samples:
        print(f"  {t:5.1f} s  {mib:7.1f} MiB  {trials:,} trials")
    values = [mib for _t, mib, _n in samples]
    print(f"continuous run, lecture preset, {seconds:g} s: RSS {values[0]:.1f} → {values[-1]:.1f} MiB "
          f"(highest {max(values):.1f}; change {values[-1] - values[0]:+.1f} MiB)", flush=True)

    ready(lambda: ws.load_preset("Synthetic: 2,000 log-normal buyers"))
    gc.collect()
    before = rss()
    ready(lambda: ws.parameter_panel.set_alpha(1e-6))
    m = ws.experiment.problem.m
    gc.collect()
    built = rss()
    running = run_for(app, ws, 5.0)[-1][1]
    gc.collect()
    data = 8 * m / MB
    print(f"a grid of m = {m:,} prices (2,000 buyers): RSS {before:.1f} → {built:.1f} MiB after the exact recompute "
          f"(+{built - before:.1f}), {running:.1f} after 5 s continuous (+{running - before:.1f}); one float64 "
          f"array of m = {data:.1f} MiB, so the grid costs {(running - before) / data:.1f}× it and "
          f"{(running - before) / (4 * data):.2f}× its data (prices, revenue, pmf, counts: {4 * data:.1f} MiB)",
          flush=True)
    w.close()


if __name__ == "__main__":
    main()
