"""The GUI thread while a room fills, measured by hand (not by CI): python tests/benchmarks/bench_room_gui.py [N]

The real window (offscreen is fine) opens a room on the Voting workspace's preset candidates; N participants
(default 300) answer and change their answer once from a process of their own on loopback (as phones are: a
client thread here would share the GIL with the GUI and measure itself). Prints the median and p99
gap of a 10 ms QTimer on the GUI thread while the clients submit (issue 32's target: p99 ≤ 30 ms), then the
same over the whole stretch up to the workspace showing all N answers (its one redraw after the flood), and the
request latencies. Bounded: stops once the workspace shows every answer (and 0.3 s more), or after 120 s."""
import os
import statistics
import sys
import subprocess
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_gui import _window
from bench_room import percentile


def baseline_gaps(seconds):
    """The 10 ms timer's gaps with nothing else to do: what the machine's load alone costs."""
    from PySide6.QtCore import QEventLoop, QTimer

    gaps, last, loop = [], [time.perf_counter()], QEventLoop()
    end = last[0] + seconds

    def tick():
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now
        if now > end:
            loop.quit()
    timer = QTimer(interval=10, timeout=tick)
    timer.start()
    loop.exec()
    timer.stop()
    return gaps


def main(n=300):
    from PySide6.QtCore import QEventLoop, QTimer

    from expmech_gui.room.state import RoomState
    from expmech_gui.ui.room_window import open_room, room_form

    app, window = _window()
    ws = window.workspaces["voting"]
    window.tabs.setCurrentWidget(ws)
    ws.load_preset(ws.scenario.preset_names[0])
    settle = QEventLoop()  # the window's first paint and the workspace's plots are built before measuring
    QTimer.singleShot(2000, settle.quit)
    settle.exec()
    base = baseline_gaps(3.0)
    print(f"baseline, no room (the machine's own noise): {len(base)} ticks, p99 {1000 * percentile(base, 0.99):.1f} "
          f"ms, worst {1000 * max(base):.1f} ms")
    form = room_form(ws)
    fills = []
    original = ws.set_dataset

    def timed_fill(dataset):  # how long putting the answers into the table takes the GUI thread
        t = time.perf_counter()
        original(dataset)
        fills.append((time.perf_counter() - t, running[0]))
    ws.set_dataset = timed_fill
    running = [False]  # whether the clients were still submitting (at a fill, at a tick)
    drawn = QEventLoop()  # the presenter opens the room, its empty table is drawn, then the phones come
    ws.experimentReady.connect(drawn.quit)
    QTimer.singleShot(10_000, drawn.quit)
    view = open_room(window, ws, RoomState(form), host="127.0.0.1")
    drawn.exec()
    running[0] = True
    clients = subprocess.Popen([sys.executable, str(Path(__file__).with_name("bench_room.py")), "--clients",
                                view.controller.url, str(n), ",".join(form.choices)])
    gaps, flood, last = [], [], [time.perf_counter()]
    shown = []  # when the workspace had drawn all n answers
    ws.experimentReady.connect(lambda: int(ws.experiment.dataset.votes.sum()) == n and shown.append(time.perf_counter()))
    loop = QEventLoop()
    start = time.perf_counter()

    def tick():
        now = time.perf_counter()
        gaps.append(now - last[0])
        running[0] = len(view.controller.state.accepted) < 2 * n  # until the last of the 2·n answers is in
        if running[0]:
            flood.append(now - last[0])
        last[0] = now
        if (shown and now - shown[0] > 0.3) or now - start > 120:
            loop.quit()

    timer = QTimer(interval=10, timeout=tick)
    timer.start()
    profile = None
    if os.environ.get("BENCH_PROFILE"):  # BENCH_PROFILE=20: the 20 functions that took the GUI thread's time
        import cProfile
        profile = cProfile.Profile()
        profile.enable()
    loop.exec()
    if profile is not None:
        import pstats
        profile.disable()
        pstats.Stats(profile).sort_stats("cumulative").print_stats(int(os.environ["BENCH_PROFILE"]))
    timer.stop()
    clients.wait(timeout=30)  # its latency lines are printed by then
    view.close()
    print("largest gaps (ms):", [round(1000 * g) for g in sorted(gaps)[-6:]], "first:", round(1000 * gaps[0]))
    for what, g in (("while the clients submit", flood), ("up to all answers drawn", gaps)):
        print(f"GUI thread {what}: {len(g)} ticks of a 10 ms timer, median gap {1000 * statistics.median(g):.1f} "
              f"ms, p99 {1000 * percentile(g, 0.99):.1f} ms, worst {1000 * max(g):.1f} ms (target p99 ≤ 30 ms)")
    print(f"{len(fills)} table fills ({sum(r for _, r in fills)} while the clients submitted), longest "
          f"{1000 * max(f for f, _ in fills):.1f} ms")
    print(f"the table holds {view.controller.state.count} participants")
    window.close()
    app.quit()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
