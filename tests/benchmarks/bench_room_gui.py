"""The GUI thread while a room fills, measured by hand (not by CI): python tests/benchmarks/bench_room_gui.py [N]

The real window (offscreen is fine) opens a room on the Voting workspace's preset candidates; N participants
(default 300) answer and change their answer once from a process of their own on loopback (as phones are: a
client thread here would share the GIL with the GUI and measure itself). Prints the median and p99
gap of a 10 ms QTimer on the GUI thread while the clients submit — the ticks that ended between the clients' first
request and their last answer (issue 32's target: p99 ≤ 30 ms) —, then the same over the whole stretch up to the
workspace showing all N answers (its one redraw after the flood), and the request latencies. The room is opened
and its empty table painted before the clients start. ``--floor``: the same clients against a room served by a
process of its own while the GUI's room waits idle — what the machine's load and the clients cost the GUI thread
without a GIL shared with the server. Bounded: stops once the workspace shows every answer (with --floor: once the
clients are done) and 0.3 s more, or after 120 s."""
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


def main(n=300, floor=False):
    from PySide6.QtCore import QEventLoop, QTimer

    from expmech_gui.room.state import RoomState
    from expmech_gui.ui.room_window import open_room, room_form

    app, window = _window()
    ws = window.workspaces["voting"]
    window.tabs.setCurrentWidget(ws)
    ws.load_preset(ws.scenario.preset_names[0])
    settle(2000)  # the window's first paint and the workspace's plots are built before measuring
    base = baseline_gaps(3.0)
    print(f"baseline, no room (the machine's own noise): {len(base)} ticks, p99 {1000 * percentile(base, 0.99):.1f} "
          f"ms, worst {1000 * max(base):.1f} ms")
    form = room_form(ws)
    fills = []
    original = ws.set_dataset

    def timed_fill(dataset):  # how long putting the answers into the table takes the GUI thread
        t = time.perf_counter()
        original(dataset)
        fills.append(time.perf_counter() - t)
    ws.set_dataset = timed_fill
    drawn = QEventLoop()  # the presenter opens the room, its empty table is drawn, then the phones come
    ws.experimentReady.connect(drawn.quit)
    QTimer.singleShot(10_000, drawn.quit)
    view = open_room(window, ws, RoomState(form), host="127.0.0.1")
    drawn.exec()
    settle(1500)  # …and painted (the first tick would otherwise wait for that paint)
    url, answers, server = view.controller.url, ",".join(form.choices), None
    bench_room = str(Path(__file__).with_name("bench_room.py"))
    if floor:  # the same clients against a room served by a process of its own: no GIL shared with the GUI
        answers = "Ada,Grace,Edsger"
        server = subprocess.Popen([sys.executable, bench_room, "--serve", answers], stdout=subprocess.PIPE, text=True)
        url = server.stdout.readline().strip()
    clients = subprocess.Popen([sys.executable, bench_room, "--clients", url, str(n), answers],
                               stdout=subprocess.PIPE, text=True)
    ticks, last = [], [time.perf_counter()]  # (wall-clock time, gap) of each tick
    shown = []  # when the workspace had drawn all n answers
    ws.experimentReady.connect(lambda: int(ws.experiment.dataset.votes.sum()) == n and shown.append(time.perf_counter()))
    loop = QEventLoop()
    start = time.perf_counter()

    def tick():
        now = time.perf_counter()
        ticks.append((time.time(), now - last[0]))
        last[0] = now
        done = clients.poll() is not None if floor else bool(shown)
        if done and not shown:
            shown.append(now)
        if (shown and now - shown[0] > 0.3) or now - start > 120:
            loop.quit()

    timer = QTimer(interval=10, timeout=tick)
    timer.start()
    sampler = None
    if os.environ.get("BENCH_WHERE"):  # BENCH_WHERE=1: where the GUI thread was in the longest stalls
        from bench_freezes import _StallSampler
        sampler = _StallSampler(last)
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
    if sampler is not None:
        sampler.report()
    output = clients.communicate(timeout=30)[0].splitlines()  # its latency lines, then "flood: T0 T1"
    print("\n".join(output[:-1]))
    first, end = map(float, output[-1].split()[1:])
    if server is not None:
        server.kill()
        server.wait()
    view.close()
    gaps = [g for _, g in ticks]
    flood = [g for t, g in ticks if first <= t <= end]  # ticks that ended while requests were in flight
    print("largest gaps (ms):", [round(1000 * g) for g in sorted(gaps)[-6:]], "first:", round(1000 * gaps[0]))
    where = "a process of its own (--floor)" if floor else "the GUI's process, on its own thread"
    print(f"the room served from {where}; the clients' requests took {end - first:.2f} s")
    for what, g in (("while the clients submit", flood), ("up to all answers drawn", gaps)):
        print(f"GUI thread {what}: {len(g)} ticks of a 10 ms timer, median gap {1000 * statistics.median(g):.1f} "
              f"ms, p99 {1000 * percentile(g, 0.99):.1f} ms, worst {1000 * max(g):.1f} ms (target p99 ≤ 30 ms)")
    if not floor:
        print(f"{len(fills)} table fills, longest {1000 * max(fills):.1f} ms")
        print(f"the table holds {view.controller.state.count} participants")
    window.close()
    app.quit()


def settle(ms):
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--floor"]
    main(int(args[0]) if args else 300, floor="--floor" in sys.argv[1:])
