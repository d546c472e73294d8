"""View ▸ Language's first choice follows the system locale (issue 35 §3): a first start on a German system opens in
German, on a system without a catalogue for its language in English, and a remembered choice wins over the system's.
QLocale.system() is read once per process, from LC_ALL/LANG: each system is a process of its own."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from machine import deadline

pytestmark = pytest.mark.gui

APP = """
import sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv)
from expmech_gui.ui.main_window import MainWindow
for name in sys.argv[1:]:
    settings = QSettings(name, QSettings.IniFormat)
    window = MainWindow(load_presets=False, settings=settings, autosave_dir=None, offer_restore=False)
    print(window.menuBar().actions()[0].text().replace("&", ""))
    window.session.modified = False
    window.close()
"""


def first_menus(tmp_path: Path, system: str, remembered: str | None = None) -> list[str]:
    """The first menu's title at a first start (and at a start remembering ``remembered``) on a system whose locale
    is ``system``."""
    fresh, chosen = tmp_path / f"fresh-{system}.ini", tmp_path / f"chosen-{system}.ini"
    names = [str(fresh)]
    if remembered:
        chosen.write_text(f"[General]\nlanguage={remembered}\n", encoding="utf-8")
        names.append(str(chosen))
    env = {**os.environ, "LC_ALL": system, "LANG": system, "LANGUAGE": "", "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": os.pathsep.join([str(Path(__file__).resolve().parent.parent), os.environ.get("PYTHONPATH", "")])}
    result = subprocess.run([sys.executable, "-c", APP, *names], capture_output=True, text=True, env=env,
                            timeout=deadline(60))
    assert result.returncode == 0, result.stderr[-2000:]
    return result.stdout.splitlines()


def test_a_first_start_follows_a_german_system_and_a_remembered_choice_wins(tmp_path):
    assert first_menus(tmp_path, "de_DE.UTF-8", remembered="en") == ["Datei", "File"]


def test_a_system_without_a_catalogue_for_its_language_starts_in_english(tmp_path):
    assert first_menus(tmp_path, "fr_FR.UTF-8") == ["File"]
