"""The GUI thread's longest stall in the cases issue 27 found ≥ 1 s, measured by hand (not by CI):
python tests/benchmarks/bench_freezes.py [case ...]   (cases: open8m reopen10m alpha paste pmw f11 f11idle
f11all visit export csv votescsv gc autosave firstsave firstsavewarm;
default all)

Each case drives the real window (offscreen is fine) and prints the worst gap of a 10 ms QTimer on the GUI thread
while the action runs and its results arrive, and the GUI thread's CPU time (time.thread_time) over the same
stretch, beside the 50 ms reference (the project's rule: the GUI thread never works longer than ~50 ms at once),
and the most GUI-thread CPU between two ticks of that timer (on a loaded machine a stall also holds the time spent
waiting for a core: this figure does not).
Run each case alone (``bench_freezes.py pmw``) to keep other load out of the figures; BENCH_PROFILE=20 prints the
20 functions that took the GUI thread's time (cProfile of that thread alone); BENCH_WHERE=1 prints where the GUI
thread was (its Python stack, sampled every 5 ms) in each of the longest stalls.
"""
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_gui import _window

STALL_REFERENCE_MS = 50


def stall(app, action, done, timeout_s=600.0):
    """Run ``action`` on the GUI thread, then let the event loop run until ``done()``; returns (worst gap of a
    10 ms timer in ms, GUI-thread CPU seconds, wall seconds, the GUI thread's most CPU within one gap in ms: on a
    loaded machine the gap also holds the time spent waiting for a core). The action's own time counts as one gap."""
    from PySide6.QtCore import QEventLoop, QTimer

    gaps, last = [], [time.perf_counter()]
    busiest, last_cpu = [0.0], [time.thread_time()]
    loop = QEventLoop()

    def tick():
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now
        busiest[0] = max(busiest[0], time.thread_time() - last_cpu[0])
        last_cpu[0] = time.thread_time()
        if done() or now - t0 > timeout_s:
            loop.quit()

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    sampler = _StallSampler(last) if os.environ.get("BENCH_WHERE") else None
    profile = None
    if os.environ.get("BENCH_PROFILE"):  # cProfile of the GUI thread only (the threads are not profiled)
        import cProfile
        profile = cProfile.Profile()
        profile.enable()
    t0, cpu0 = time.perf_counter(), time.thread_time()
    last[0], last_cpu[0] = t0, cpu0
    timer.start()
    action()
    loop.exec()
    timer.stop()
    if sampler is not None:
        sampler.report()
    if profile is not None:
        import pstats
        profile.disable()
        pstats.Stats(profile).sort_stats(os.environ.get("BENCH_SORT", "tottime")).print_stats(int(os.environ["BENCH_PROFILE"]))
    return 1e3 * max(gaps), time.thread_time() - cpu0, time.perf_counter() - t0, 1e3 * busiest[0]


class _StallSampler:
    """BENCH_WHERE=1: a thread that looks at the GUI thread's Python stack every 5 ms while the 10 ms timer is late
    by more than the reference, and prints, per stall, the innermost frames of this project (or any) seen most."""

    def __init__(self, last):
        import collections
        import threading

        self.last, self.gui = last, threading.get_ident()
        self.stalls = collections.defaultdict(collections.Counter)  # stall start → stack → samples
        self.running = True
        self.thread = threading.Thread(target=self._watch, daemon=True)
        self.thread.start()

    def _watch(self):
        import traceback

        while self.running:
            time.sleep(0.005)
            started = self.last[0]
            if time.perf_counter() - started < STALL_REFERENCE_MS / 1e3:
                continue
            frame = sys._current_frames().get(self.gui)
            if frame is None:
                continue
            stack = traceback.extract_stack(frame)
            ours = [f for f in stack if "expmech_gui" in f.filename] or stack
            where = " < ".join(f"{Path(f.filename).name}:{f.lineno} {f.name}" for f in reversed(ours[-4:]))
            self.stalls[started][where] += 1

    def report(self):
        self.running = False
        self.thread.join()
        for stacks in sorted(self.stalls.values(), key=lambda counts: -sum(counts.values()))[:5]:
            print(f"  stall of ≥ {5 * sum(stacks.values())} ms sampled:")
            for where, count in stacks.most_common(4):
                print(f"    {5 * count:5d} ms  {where}")


def report(label, figures):
    worst, cpu, wall, busiest = figures
    print(f"{label}: worst GUI stall {worst:,.0f} ms (at most {busiest:,.0f} ms of GUI-thread CPU between two ticks), "
          f"GUI-thread CPU {cpu:.2f} s in {wall:.1f} s (reference: stall < {STALL_REFERENCE_MS} ms)", flush=True)


def _ready(app, ws):
    from expmech_gui.ui.selftest import _wait

    _wait(ws.experimentReady, 600_000)
    app.processEvents()


def _settled(app, seconds=0.5):
    """The event loop run for ``seconds``: the window's first paint and a preset's redraw done before a case's
    action, so its figures hold the action alone (the paste case timed the window's first paint with it)."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1e3), loop.quit)
    loop.exec()


def _first_build_done(app):
    """The workspace just built (its first visit) painted, and the garbage collector's freeze of its objects done
    (ui/application.py: a full collection FREEZE_AFTER_S after a first build, 20–50 ms, measured by the gc case):
    on a loaded machine a case took long enough for that collection to fall within its action."""
    from expmech_gui.ui.application import FREEZE_AFTER_S

    _settled(app, FREEZE_AFTER_S + 0.5)


def _pricing_session(path, n, compact):
    """A session file whose pricing workspace holds ``n`` valuations: base64 (as the app saves) or, not
    ``compact``, one JSON number per valuation (a version 1 file, as a script might write it)."""
    import json

    from expmech_gui import sessions
    from expmech_gui.scenarios.pricing import pricing

    values = pricing.generate("log-normal", n, seed=1).values
    state = sessions.SessionState({"pricing": sessions.WorkspaceState(
        data={"values": values, "invalid": {}}, parameters={"epsilon": "1", "alpha": "0.01"})}, "pricing")
    if compact:
        sessions.save(path, state)
        return
    doc = json.loads(sessions.dumps(sessions.SessionState({"pricing": sessions.WorkspaceState(
        data={"values": [1.0], "invalid": {}}, parameters=state.workspaces["pricing"].parameters)}, "pricing")))
    doc["format_version"] = 1
    doc["workspaces"]["pricing"]["data"]["values"] = values.tolist()
    Path(path).write_text(json.dumps(doc))


def open_case(app, w, n, compact, label):
    """Open the file, twice (the second open is the 'reopen': the window already holds the big table)."""
    path = str(Path(tempfile.mkdtemp()) / "big.expmech")
    _pricing_session(path, n, compact)
    ws = w.workspaces["pricing"]
    for what in ("open", "reopen"):
        before = ws.experiment
        figures = stall(app, lambda: w.session.open_reporting(path),
                        lambda: w.session.session_path == path and ws.experiment is not None
                        and ws.experiment is not before and ws.model.rowCount() == n)
        report(f"{what} a {n:,}-valuation session ({label})", figures)


def alpha_case(app, w):
    """α = 1e-7 on the 2,000-buyer preset (m = 10^7, the question answered yes) until the exact numbers show."""
    from PySide6.QtWidgets import QMessageBox

    ws = w.workspaces["pricing"]
    w.tabs.setCurrentWidget(ws)
    ws.load_preset("Synthetic: 2,000 log-normal buyers")
    _ready(app, ws)
    QMessageBox.question = staticmethod(lambda *a, **k: QMessageBox.Yes)
    before = ws.experiment
    figures = stall(app, lambda: ws.parameter_panel.set_alpha(1e-7),
                    lambda: ws.experiment is not before and ws.experiment is not None
                    and ws.experiment.problem.m >= 10_000_000 and not _busy(ws))
    report(f"α = 1e-7 (m = {ws.experiment.problem.m:,}) until the exact numbers show", figures)


def paste_case(app, w, rows=100_000):
    from PySide6.QtWidgets import QApplication

    ws = w.workspaces["voting"]
    w.tabs.setCurrentWidget(ws)
    _first_build_done(app)
    text = "\n".join(f"Candidate {i}\t{(i * 7919) % 100_000}" for i in range(rows))
    QApplication.clipboard().setText(text)
    ws.editor.view.setCurrentIndex(ws.model.index(0, 0))
    figures = stall(app, ws.editor.paste_clipboard, lambda: _pasted_and_shown(ws, rows))
    report(f"paste {rows:,} voting rows until their exact numbers show", figures)
    ws.undo_stack.undo()
    _settled(app)
    text = "\n".join(f"Voter {i}\tno. {i % 7}" for i in range(rows))  # every count refused: each row says why
    QApplication.clipboard().setText(text)
    figures = stall(app, ws.editor.paste_clipboard, lambda: _pasted_and_shown(ws, rows))
    report(f"paste {rows:,} voting rows, every count refused, until the refusal shows", figures)


def _pasted_and_shown(ws, rows):
    """The paste landed and the numbers for the table as pasted (or why there are none) are on screen: the
    recompute that follows a paste (the table's rows read into a dataset) is part of what the paste costs."""
    return ws.model.rowCount() >= rows and not ws.experiments.pending() and not ws.plots.drawing and not _busy(ws)


def pmw_case(app, w, rounds=5000):
    """The PMW view in front, then the rounds typed as 5,000, until the view has drawn that run."""
    ws = w.workspaces["pmw"]
    w.tabs.setCurrentWidget(ws)
    ws.load_preset(next(iter(ws.scenario.presets)))
    _ready(app, ws)
    view = ws.view("pmw_view")
    shown = [0]
    view.pmwShown.connect(lambda: shown.__setitem__(0, shown[0] + 1))
    ws.views.setCurrentWidget(view)
    while not shown[0]:
        app.processEvents()
    _settled(app)  # the preset's run painted and laid out (the first slice held its last paint, not the typing)
    box = ws.parameter_panel.setting_boxes["pmw_rounds"]

    def type_rounds():
        box.setText(str(rounds))
        box.textEdited.emit(str(rounds))

    figures = stall(app, type_rounds, lambda: shown[0] >= 2 and view.model.rowCount() == rounds)
    report(f"the PMW view with {rounds:,} rounds", figures)


def f11_case(app, w):
    """F11 pressed during a continuous run on the 2,000-buyer preset, then again a second later: each press
    measured until a second after it (the fonts, the palette and every plot's layout change)."""
    ws = w.workspaces["pricing"]
    w.tabs.setCurrentWidget(ws)
    ws.load_preset("Synthetic: 2,000 log-normal buyers")
    _ready(app, ws)
    ws.toggle_continuous()
    t_end = time.perf_counter() + 0.5
    while time.perf_counter() < t_end:
        app.processEvents()
    for what in ("on", "off"):
        settled_at = [0.0]

        def a_second_later():
            settled_at[0] = settled_at[0] or time.perf_counter() + 1.0
            return time.perf_counter() > settled_at[0]

        report(f"F11 ({what}) during a continuous run", stall(app, w.presentation.toggle, a_second_later))
    ws.toggle_continuous()


_BUSY_ASKED: dict = {}  # workspace id → (when asked, its answer)


def _busy(ws, every_s=0.1):
    """ws.busy(), asked at most every ``every_s`` (it walked the workspace's children: asked on each 10 ms tick it
    took a third of the GUI thread's time the benchmark measures)."""
    now = time.perf_counter()
    if now - _BUSY_ASKED.get(id(ws), (-1.0, True))[0] >= every_s:
        _BUSY_ASKED[id(ws)] = (now, ws.busy())
    return _BUSY_ASKED[id(ws)][1]


def _later(condition, seconds):
    """A ``done`` for ``stall``: true ``seconds`` after ``condition()`` first is."""
    met_at = [0.0]

    def done():
        if not met_at[0] and condition():
            met_at[0] = time.perf_counter()
        return bool(met_at[0]) and time.perf_counter() > met_at[0] + seconds
    return done


def _then_quiet(condition, ticks=5, quiet_s=0.02, most_s=5.0):
    """A ``done`` for ``stall``: ``condition()`` met, then ``ticks`` ticks in a row each at most ``quiet_s`` after
    the one before (the event loop idle: the repaints the last step posted are done and counted), or ``most_s`` after
    the condition on a machine too loaded for that."""
    met_at, last, quiet = [0.0], [0.0], [0]

    def done():
        now = time.perf_counter()
        if not met_at[0]:
            if condition():
                met_at[0] = last[0] = now
            return False
        quiet[0] = quiet[0] + 1 if now - last[0] <= quiet_s else 0
        last[0] = now
        return quiet[0] >= ticks or now > met_at[0] + most_s
    return done


def f11_idle_case(app, w):
    """F11 at idle on the window as a first start shows it (issue 36 §4: target < 150 ms), on and off, each measured
    until half a second after it."""
    w.session.load_default_presets()
    _ready(app, w.current)
    for what in ("on", "off"):
        report(f"F11 ({what}) at idle", stall(app, w.presentation.toggle, _later(lambda: True, 0.5)))


def f11_all_case(app, w):
    """F11 at idle after every workspace was visited (each built, its page hidden but the first's), on and off,
    each measured until half a second after it."""
    _visit_all(app, w)
    _idle(app, 4.0)  # (the garbage collector's freeze after the last first build done)
    for what in ("on", "off"):
        report(f"F11 ({what}) at idle, every workspace visited", stall(
            app, w.presentation.toggle, _later(lambda: not w.presentation.switching(), 0.5)))


def _visit_all(app, w):
    """A first start's presets, every workspace visited (built) with its numbers shown, the first in front again."""
    w.session.load_default_presets()
    for ws in w.workspaces.values():
        w.tabs.setCurrentWidget(ws)
        _ready(app, ws)
    w.tabs.setCurrentIndex(0)


def gc_case(app, w):
    """The GUI thread's garbage collector (ui/application.py) with every workspace built: one full collection with
    the window's long-lived objects frozen (as the collector leaves them a second after each first build) beside
    one with them unfrozen (as before)."""
    import gc

    _visit_all(app, w)
    _idle(app, 4.0)  # the freeze after the last first build done
    frozen = gc.get_freeze_count()
    cpu = time.thread_time()
    gc.collect()
    frozen_ms = 1e3 * (time.thread_time() - cpu)
    gc.unfreeze()
    tracked = len(gc.get_objects())
    cpu = time.thread_time()
    gc.collect()
    print(f"a full collection, every workspace built: {frozen_ms:.1f} ms of the GUI thread with {frozen:,} objects "
          f"frozen; {1e3 * (time.thread_time() - cpu):.1f} ms with none ({tracked:,} tracked)", flush=True)
    gc.freeze()


def _shown_with_numbers(w, index):
    """True when the workspace of tab ``index`` is in its tab with its exact numbers on screen. Asks without
    building it: a lookup (``w.workspaces[key]``) would build it at once, and the benchmark would time that build
    instead of the visit's steps."""
    ws = w.workspaces.shown(index)
    return ws is not None and ws.experiment is not None and ws.results_current()


def visit_case(app, w):
    """The first visit to each workspace (built when first shown, issue 36 §4), with a first start's presets: from the
    tab switch until its exact numbers are on screen and a quarter of a second later."""
    w.session.load_default_presets()
    _ready(app, w.current)
    for index, key in enumerate(w.workspaces):
        if index == 0:
            continue
        shown = _later(lambda i=index: _shown_with_numbers(w, i), 0.25)
        report(f"first visit to {key}", stall(app, lambda i=index: w.tabs.setCurrentIndex(i), shown))


def export_case(app, w):
    """File ▸ Export ▸ Report (PDF, then HTML) of the 2,000-buyer preset with its exact numbers on screen, until the
    file is written (issue 36 §3: 266–482 ms on the GUI thread when it was synchronous). Starts half a second after
    the preset's numbers show: until then the event loop is still painting them (35 ms of plots), not exporting."""
    ws = w.workspaces["pricing"]
    w.tabs.setCurrentWidget(ws)
    ws.load_preset("Synthetic: 2,000 log-normal buyers")
    _ready(app, ws)
    _idle(app, 0.5)  # the preset's plots are painted before the export, as when a user picks the file
    folder = Path(tempfile.mkdtemp())
    for suffix in ("pdf", "html"):
        path = folder / f"report.{suffix}"
        figures = stall(app, lambda p=path: w.exports.write_report_in_background(str(p)),
                        lambda p=path: p.exists() and not w.exports._report_jobs.busy)
        report(f"report export ({suffix.upper()})", figures)


def _idle(app, seconds):
    """Let the event loop run for ``seconds`` (what the last step posted is painted and done)."""
    t_end = time.perf_counter() + seconds
    while time.perf_counter() < t_end:
        app.processEvents()
        time.sleep(0.005)


def csv_case(app, w, rows=1_000_000):
    """File ▸ Import of a CSV of a million valuations into the pricing table (read on a worker, then the table and
    the exact numbers), until the exact numbers for them show."""
    from expmech_gui.scenarios.pricing import pricing

    ws = w.workspaces["pricing"]
    w.tabs.setCurrentWidget(ws)
    ws.load_preset("Synthetic: 2,000 log-normal buyers")
    _ready(app, ws)
    path = Path(tempfile.mkdtemp()) / "valuations.csv"
    ws.scenario.write_csv(str(path), pricing.generate("log-normal", rows, seed=2))
    _settled(app)
    figures = stall(app, lambda: ws.import_in_background(str(path)),
                    lambda: ws.model.rowCount() == rows and ws.experiment is not None
                    and ws.experiment.problem.n == rows and ws.results_current() and not ws.plots.drawing)
    report(f"import a {rows:,}-row CSV until its exact numbers show ({ws.model.rowCount():,} rows)", figures)


def votes_csv_case(app, w, rows=100_000):
    """File ▸ Import of a votes CSV of 10⁵ candidates into the voting table (read and checked on a worker, then the
    table and the exact numbers), until the exact numbers for them show and the event loop is idle after the last
    plot's draw (its repaint and the lines' names placed fell after the measured stretch when it ended at the draw)."""
    import numpy as np

    from expmech_gui.scenarios.voting import voting

    ws = w.workspaces["voting"]
    w.tabs.setCurrentWidget(ws)
    _first_build_done(app)
    path = Path(tempfile.mkdtemp()) / "votes.csv"
    ws.scenario.write_csv(str(path), voting.VoteTally(tuple(f"Candidate {i}" for i in range(rows)),
                                                      (np.arange(rows) * 7919) % 100_000))
    figures = stall(app, lambda: ws.import_in_background(str(path)),
                    _then_quiet(lambda: ws.model.rowCount() == rows and ws.experiment is not None
                                and ws.experiment.problem.m == rows and ws.results_current() and not ws.plots.drawing))
    report(f"import a {rows:,}-candidate votes CSV until its exact numbers show, then idle", figures)


def autosave_case(app, w, rows=100_000, valuations=1_000_000):
    """The timer's autosave (every minute, on the save thread) with a 10⁵-row voting table and 10⁶ valuations in
    pricing, until the file is written: a JSON encoding in one C call holds the interpreter lock for its whole
    length, and the GUI thread waits that long (issue 36 §3)."""
    from expmech_gui import sessions
    from expmech_gui.scenarios.pricing import pricing

    w.session.load_default_presets()  # as a start shows it: a workspace not visited saves its first-screen preset
    votes = w.workspaces["voting"]
    votes.apply_state(sessions.WorkspaceState(data={"rows": [[f"Candidate {i}", str((i * 7919) % 100_000)]
                                                              for i in range(rows)]}))
    buyers = w.workspaces["pricing"]
    buyers.apply_state(sessions.WorkspaceState(data={"values": pricing.generate("log-normal", valuations, seed=1).values,
                                                     "invalid": {}}))
    t_end = time.perf_counter() + 300  # (their numbers may already be on screen: no experimentReady to wait for)
    while time.perf_counter() < t_end and any(ws.experiment is None or _busy(ws) for ws in (votes, buyers)):
        _idle(app, 0.1)
    _idle(app, 1.0)
    path = w.session.autosave_path()
    for turn in ("first", "second"):
        figures = stall(app, w.session.autosave_in_slices,  # what the autosave timer calls
                        _later(lambda: path.is_file() and all(f.done() for f in w.session._save_futures), 0.1))
        report(f"autosave ({turn}) of {rows:,} voting rows and {valuations:,} valuations "
               f"({path.stat().st_size / 2**20:,.1f} MiB)", figures)


def first_autosave_case(app, w, warmed):
    """The first autosave after a start (issue 36 §3): each workspace not visited saves its first-screen preset,
    read on the GUI thread (its UI module imported, a parameter panel built): the timer's autosave, measured until
    the file is written. ``warmed``: after the start's reading of them, one workspace per turn, which is measured
    too; else the autosave comes before that reading ran (then it reads them itself)."""
    session = w.session
    session.load_default_presets()  # as a start shows it (the window of these cases is built without presets)
    _ready(app, w.current)
    _idle(app, 1.0)
    path = session.autosave_path()
    path.unlink(missing_ok=True)
    unread = getattr(session, "unread_first_screens", None)
    if warmed and unread is not None:
        report("reading the first-screen states after start, one workspace per turn",
               stall(app, lambda: session.warm_first_screens(0), _later(lambda: not unread(), 0.1)))
    autosave = getattr(session, "autosave_in_slices", lambda: session.autosave(background=True))
    figures = stall(app, autosave, _later(lambda: path.is_file() and all(f.done() for f in session._save_futures), 0.1))
    report(f"first autosave after start ({'after' if warmed else 'before'} the first screens were read)", figures)


CASES = {
    "open8m": lambda app, w: open_case(app, w, 8_000_000, False, "one JSON number per valuation"),
    "reopen10m": lambda app, w: open_case(app, w, 10_000_000, True, "as the app saves it"),
    "alpha": alpha_case,
    "paste": paste_case,
    "pmw": pmw_case,
    "f11": f11_case,
    "f11idle": f11_idle_case,
    "f11all": f11_all_case,
    "visit": visit_case,
    "gc": gc_case,
    "export": export_case,
    "csv": csv_case,
    "votescsv": votes_csv_case,
    "autosave": autosave_case,
    "firstsave": lambda app, w: first_autosave_case(app, w, warmed=False),
    "firstsavewarm": lambda app, w: first_autosave_case(app, w, warmed=True),
}


def main():
    names = sys.argv[1:] or list(CASES)
    for name in names:
        app, w = _window()
        CASES[name](app, w)
        w.close()


if __name__ == "__main__":
    main()
