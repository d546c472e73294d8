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
import os, sys, tempfile
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv)
from expmech_gui.ui.main_window import MainWindow
folder = tempfile.mkdtemp()
window = MainWindow(load_presets=False, settings=QSettings(folder + '/s.ini', QSettings.IniFormat), autosave_dir=None,
                    offer_restore=False)
window.show()
QTimer.singleShot(int(float(sys.argv[1]) * 1000), app.quit)
done = QTimer(interval=200)  # the reader has read: quit (xvfb-run's children outlive a kill of xvfb-run)
done.timeout.connect(lambda: os.path.exists(sys.argv[2]) and app.quit())
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


def test_a_screen_reader_over_at_spi_hears_the_controls_names(tmp_path):
    missing = have_pieces()
    if missing:
        pytest.skip(missing)
    seconds = deadline(30)
    app, done = tmp_path / "app.py", tmp_path / "read"
    app.write_text(APP, encoding="utf-8")
    wanted = " ".join(f"'{name}'" for name in WANTED)
    script = (f"{LAUNCHER} --launch-immediately & BUS=$!; sleep 1; "
              f"xvfb-run -a {sys.executable} {app} {seconds} {done} & APP=$!; "
              f"{SYSTEM_PYTHON} {HERE / 'atspi_reader.py'} {seconds} {wanted}; touch {done}; wait $APP; "
              f"kill $BUS 2>/dev/null; wait")
    env = {**os.environ, "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1", "QT_QPA_PLATFORM": "xcb",
           "PYTHONPATH": os.pathsep.join([str(HERE.parent), os.environ.get("PYTHONPATH", "")])}
    result = subprocess.run(["dbus-run-session", "--", "sh", "-c", script], capture_output=True, text=True,
                            env=env, timeout=seconds * 2 + 30)
    names = set(result.stdout.splitlines())
    assert set(WANTED) <= names, f"missing {set(WANTED) - names}; stderr: {result.stderr[-2000:]}"
