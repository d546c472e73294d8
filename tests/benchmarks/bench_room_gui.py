"""The GUI thread while a room fills, measured by hand (not by CI): python tests/benchmarks/bench_room_gui.py [N]

The real window (offscreen is fine) opens a room on the Voting workspace's preset candidates; N participants
(default 300) answer and change their answer once from a process of their own on loopback (as phones are: a
client thread here would share the GIL with the GUI and measure itself). Prints the median and p99
gap of a 10 ms QTimer on the GUI thread over that stretch (issue 32's target: p99 ≤ 30 ms) and the request
latencies. Bounded: stops when every answer is in the table, or after 120 s."""
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
    form = room_form(ws)
    fills = []
    original = ws.set_dataset

    def timed_fill(dataset):  # how long putting the answers into the table takes the GUI thread
        t = time.perf_counter()
        original(dataset)
        fills.append(time.perf_counter() - t)
    ws.set_dataset = timed_fill
    view = open_room(window, ws, RoomState(form), host="127.0.0.1")
    clients = subprocess.Popen([sys.executable, str(Path(__file__).with_name("bench_room.py")), "--clients",
                                view.controller.url, str(n), ",".join(form.choices)])
    gaps, last = [], [time.perf_counter()]
    loop = QEventLoop()
    start = time.perf_counter()

    def tick():
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now
        filled = ws.model.rowCount() and sum(int(ws.model.index(r, 1).data()) for r in range(ws.model.rowCount())) == n
        if (clients.poll() is not None and filled) or now - start > 120:
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
    view.close()
    print("largest gaps (ms):", [round(1000 * g) for g in sorted(gaps)[-6:]], "first:", round(1000 * gaps[0]))
    print(f"GUI thread: {len(gaps)} ticks of a 10 ms timer, median gap {1000 * statistics.median(gaps):.1f} ms, "
          f"p99 {1000 * percentile(gaps, 0.99):.1f} ms, worst {1000 * max(gaps):.1f} ms (target p99 ≤ 30 ms)")
    print(f"{len(fills)} table fills, longest {1000 * max(fills):.1f} ms")
    print(f"the table holds {view.controller.state.count} participants")
    window.close()
    app.quit()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
