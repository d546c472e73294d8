"""`expmech-gui --self-test [DIR]`: open the real window headless, load every preset, run 10,000 trials
through the real worker in each, check the summary against the core, save a screenshot of each
workspace into DIR, print SELF-TEST OK and exit 0 — or print what failed and exit 1."""
from __future__ import annotations

import math
import os
import sys
import tempfile
import traceback
from pathlib import Path

TRIALS = 10_000


def _wait(signal, timeout_ms: int = 60_000, fails=None) -> bool:
    """True when ``signal`` fires within the time; False on time-out or as soon as ``fails`` fires."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    fired = []

    def on_signal(*_args) -> None:
        fired.append(True)
        loop.quit()

    signal.connect(on_signal)
    if fails is not None:
        fails.connect(loop.quit)
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(loop.quit)
    timer.start(timeout_ms)
    loop.exec()
    signal.disconnect(on_signal)
    if fails is not None:
        fails.disconnect(loop.quit)
    return bool(fired)


def _room_check(window, app) -> list[str]:
    """Room mode in the bundle: open a room on loopback (on the first workspace whose form is a vote), answer it over HTTP (aiohttp serves, the page's assets
    load), see the answer in the table, close the room and find its port closed."""
    import json
    import socket
    import time
    import urllib.request

    from ..room.state import RoomState
    from .room_window import open_room, room_form

    ws = next(w for w in window.workspaces.values() if room_form(w) is not None and room_form(w).kind == "one")
    view = open_room(window, ws, RoomState(room_form(ws)), host="127.0.0.1")
    if view is None:
        return ["room: could not open a room"]
    url, port = view.controller.url, view.controller.server.port
    choice = view.controller.state.form.choices[0]
    try:
        with urllib.request.urlopen(url, timeout=10) as page:
            if b"Send my answer" not in page.read():
                return ["room: the participant page is not served"]
        answer = urllib.request.Request(url + "/answer", data=json.dumps({"answer": choice}).encode())
        with urllib.request.urlopen(answer, timeout=10) as reply:
            if json.loads(reply.read()) != {"ok": True, "answers": 1}:
                return ["room: the answer was not taken"]
        end = time.monotonic() + 10
        while view.count.text() != "1 answer" and time.monotonic() < end:
            app.processEvents()
            time.sleep(0.02)
        if view.count.text() != "1 answer":
            return ["room: the answer did not reach the projector view"]
    finally:
        view.close()
    try:
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
        return ["room: the server still listens after the room was closed"]
    except OSError:
        print("room: opened, answered over HTTP, counted, stopped")
        return []


def _language_check() -> list[str]:
    """German is shipped whole: the app's catalogue ("Run once" → "Einmal ausführen") and Qt's own for its
    standard buttons ("Cancel" → "Abbrechen", qtbase_de.qm from QLibraryInfo's translations folder)."""
    from PySide6.QtWidgets import QDialogButtonBox

    from . import language

    language.install("de")
    try:
        box = QDialogButtonBox(QDialogButtonBox.Cancel)
        cancel = box.button(QDialogButtonBox.Cancel).text().replace("&", "")
        box.deleteLater()
        run_once = language.tr("Run once")
    finally:
        language.install("en")
    failures = []
    if run_once != "Einmal ausführen":
        failures.append(f"the German catalogue is missing: 'Run once' is {run_once!r}")
    if cancel != "Abbrechen":
        failures.append(f"Qt's own German (qtbase_de.qm) is missing: the Cancel button says {cancel!r}")
    if not failures:
        print("German: the catalogue and Qt's own standard buttons ('Abbrechen')")
    return failures


def run(out_dir: str | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
    from PySide6.QtCore import QSettings

    from ..core import bounds, formatting
    from ..experiment import Experiment
    from .application import create_app
    from .main_window import MainWindow

    out = Path(out_dir) if out_dir else Path(tempfile.mkdtemp(prefix="expmech-selftest-"))
    out.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix="expmech-selftest-state-"))
    app = create_app([sys.argv[0]])
    settings = QSettings(str(scratch / "settings.ini"), QSettings.IniFormat)
    settings.setValue("Preferences/plainWords", False)  # the expert summary: its numbers are compared to the core's
    window = MainWindow(load_presets=False, settings=settings, autosave_dir=scratch, offer_restore=False)
    window.session.confirm_discard = False
    window.resize(1280, 800)
    window.show()
    failures: list[str] = []
    checked = 0
    for index, (key, ws) in enumerate(window.workspaces.items()):
        window.tabs.setCurrentIndex(index)
        for preset in ws.scenario.preset_names:
            where = f"{ws.scenario.title} / {preset}"
            try:
                ws.load_preset(preset)
                if not _wait(ws.experimentReady, fails=ws.experimentFailed):
                    failures.append(f"{where}: the exact distribution was not ready ({ws.last_error or 'time-out'})")
                    continue
                ws.run_n(TRIALS)
                if not _wait(ws.runFinished):
                    failures.append(f"{where}: the worker did not finish {TRIALS:,} trials in time")
                    continue
                app.processEvents()
                exp = ws.experiment
                core = Experiment(key, ws.scenario.load_preset(preset), exp.params)
                s, unit = core.summary, core.problem.score_unit
                agg = ws.aggregate
                checks = {
                    "trials": (ws.summary_panel.text("trials"), formatting.exact_count(TRIALS)),
                    "opt": (ws.summary_panel.text("opt"), formatting.value(s.opt, unit)),
                    "expected": (ws.summary_panel.text("expected"), formatting.to_interval_precision(
                        s.expected_score, agg.mean, agg.mean_confidence_halfwidth(), unit)),
                    "p_exact": (ws.summary_panel.text("p_exact"), formatting.probability(s.exact_tail)),
                }
                for name, (shown, expected) in checks.items():
                    if shown != expected:
                        failures.append(f"{where}: summary {name} shows {shown!r}, the core says {expected!r}")
                sd = bounds.empirical_std(core.problem, agg.counts) or 0.0
                if abs(agg.mean - s.expected_score) > 6 * sd / math.sqrt(TRIALS) + 1e-9:
                    failures.append(f"{where}: simulated mean {agg.mean} is far from the exact {s.expected_score}")
                checked += 1
            except Exception:  # noqa: BLE001 — report every failure, keep going
                failures.append(f"{where}: {traceback.format_exc(limit=4)}")
        shot = out / f"{key}.png"
        if not window.grab().save(str(shot)):
            failures.append(f"could not save the screenshot {shot}")
    failures.extend(_room_check(window, app))
    failures.extend(_language_check())
    window.close()
    if failures:
        print("SELF-TEST FAILED")
        for f in failures:
            print(f"  - {f}")
        return 1
    print(f"{checked} presets checked; screenshots in {out}")
    print("SELF-TEST OK")
    return 0
