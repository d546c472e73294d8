"""The GUI thread's one redraw step when a workspace's data changes, measured by hand (not by CI):
python tests/benchmarks/bench_redraw.py [ROUNDS]

The real window (offscreen is fine) on the Voting workspace's first preset; each round replaces the votes (as a
room's flood does: more votes for some candidates, so OPT, E[s] and the threshold move and their names and legend
entries change) and times the step that shows the new experiment (Workspace._show_experiment) in GUI-thread CPU
time (time.thread_time: the machine's load does not inflate it). Prints the median and worst step, and with
BENCH_PROFILE=N the N functions that took most of it (cumulative)."""
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_gui import _window
from bench_room_gui import settle


def main(rounds=12):
    import dataclasses

    import numpy as np
    from PySide6.QtCore import QEventLoop, QTimer

    app, window = _window()
    ws = window.workspaces["voting"]
    window.tabs.setCurrentWidget(ws)
    ws.load_preset(ws.scenario.preset_names[0])
    settle(2000)
    steps, original = [], ws._show_experiment

    def timed(gen, exp):
        t = time.thread_time()
        original(gen, exp)
        steps.append(time.thread_time() - t)
    ws._show_experiment = timed
    profile = None
    if os.environ.get("BENCH_PROFILE"):
        import cProfile
        profile = cProfile.Profile()
    tally = ws.experiment.dataset
    rng = np.random.default_rng(7)
    for i in range(rounds):
        votes = tally.votes + rng.integers(0, 40, tally.votes.size)  # a flood of answers
        loop = QEventLoop()
        ws.experimentReady.connect(loop.quit)
        QTimer.singleShot(20_000, loop.quit)
        if profile is not None and i >= 2:
            profile.enable()
        ws.set_dataset(dataclasses.replace(tally, votes=votes))
        loop.exec()
        if profile is not None:
            profile.disable()
        ws.experimentReady.disconnect(loop.quit)
        settle(150)
    print(f"{len(steps)} redraw steps after a data change, GUI-thread CPU: median {1000 * statistics.median(steps):.1f}"
          f" ms, worst {1000 * max(steps):.1f} ms (target ≤ ~25 ms)")
    if profile is not None:
        import pstats
        pstats.Stats(profile).sort_stats("cumulative").print_stats(int(os.environ["BENCH_PROFILE"]))
    window.close()
    app.quit()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 12)
