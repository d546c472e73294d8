"""The app's accessibility tree read from outside under a real AT-SPI bus (Debian's at-spi2-core), as a screen reader
reads it: the app runs under Xvfb with QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 in a private D-Bus session, and a small
python3-dbus script (tests/atspi_reader.py) walks the registry. Skipped where any piece is missing."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from machine import deadline

pytestmark = [pytest.mark.gui, pytest.mark.slow]  # an X server, a bus and a whole app: about 15 s

HERE = Path(__file__).resolve().parent
LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
SYSTEM_PYTHON = "/usr/bin/python3"
APP = """
import os, re, sys, tempfile
import pyqtgraph as pg
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv)
from expmech_gui.ui.main_window import MainWindow
folder = tempfile.mkdtemp()
window = MainWindow(load_presets=False, settings=QSettings(folder + '/s.ini', QSettings.IniFormat), autosave_dir=None,
                    offer_restore=False)
window.session.confirm_discard = False  # (the preset below is an unsaved change: quit without asking)
window.show()
ws = window.current
ws.load_preset(next(iter(ws.scenario.presets)))  # numbers for the plots to describe
QTimer.singleShot(int(float(sys.argv[1]) * 1000), app.quit)
said = []

def tell_described():  # the first shown plot described with a number, as the reader must hear it (kept up to date)
    plots = [w for w in ws.findChildren(pg.PlotWidget) if w.isVisible() and w.accessibleName()
             and re.search("[0-9]", w.accessibleDescription().replace(w.accessibleName(), ""))]
    if plots and said[-1:] != [plots[0].accessibleDescription()]:
        said.append(plots[0].accessibleDescription())
        with open(sys.argv[3] + ".new", "w", encoding="utf-8") as file:
            file.write(plots[0].accessibleName() + "\t" + said[-1])
        os.replace(sys.argv[3] + ".new", sys.argv[3])

done = QTimer(interval=200)  # the reader has read: quit (xvfb-run's children outlive a kill of xvfb-run)
done.timeout.connect(lambda: os.path.exists(sys.argv[2]) and app.quit())
done.timeout.connect(tell_described)
done.start()
app.exec()
"""
# names the reader must find: a button named by Qt, and two controls named by ui/accessibility.py (form label) —
# a new user's window, in plain words, where the ε row is "Privacy setting"
WANTED = ("Run once", "Privacy setting", "Privacy setting slider")


def have_pieces() -> str | None:
    for tool in ("dbus-run-session", "xvfb-run"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    if not os.path.exists(LAUNCHER):
        return "at-spi2-core is not installed"
    if not os.path.exists(SYSTEM_PYTHON) or subprocess.run([SYSTEM_PYTHON, "-c", "import dbus"],
                                                           capture_output=True).returncode != 0:
        return "python3-dbus is not installed"
    return None


def test_a_screen_reader_over_at_spi_hears_the_controls_names_and_a_plots_description(tmp_path):
    """Three controls' names, and a plot's description in words with its numbers (issue 35 §1: a plot's text
    alternative), as the app set them, read from the bus."""
    missing = have_pieces()
    if missing:
        pytest.skip(missing)
    seconds = deadline(30)
    app, done, described = tmp_path / "app.py", tmp_path / "read", tmp_path / "described"
    app.write_text(APP, encoding="utf-8")
    wanted = " ".join(f"'{name}'" for name in WANTED)
    script = (f"{LAUNCHER} --launch-immediately & BUS=$!; sleep 1; "
              f"xvfb-run -a {sys.executable} {app} {seconds} {done} {described} & APP=$!; "
              f"{SYSTEM_PYTHON} {HERE / 'atspi_reader.py'} {seconds} --described {described} {wanted}; "
              f"touch {done}; wait $APP; kill $BUS 2>/dev/null; wait")
    env = {**os.environ, "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1", "QT_QPA_PLATFORM": "xcb",
           "PYTHONPATH": os.pathsep.join([str(HERE.parent), os.environ.get("PYTHONPATH", "")])}
    result = subprocess.run(["dbus-run-session", "--", "sh", "-c", script], capture_output=True, text=True,
                            env=env, timeout=seconds * 2 + 30)
    lines = set(result.stdout.splitlines())
    assert set(WANTED) <= lines, f"missing {set(WANTED) - lines}; stderr: {result.stderr[-2000:]}"
    assert described.exists(), f"no plot was described with a number; stderr: {result.stderr[-2000:]}"
    name, _, description = described.read_text(encoding="utf-8").partition("\t")
    heard = [line.partition("\t")[2] for line in lines if line.startswith(name + "\t")]
    assert " ".join(description.split()) in heard, f"{name!r} was described {description!r}; the bus said {heard}"
