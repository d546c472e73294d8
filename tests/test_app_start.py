"""Issue 17 items 11, 17 and 25: the app's command line, the README's example session and screenshots, and
a damaged settings file."""
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from clihelp import run_cli
from machine import deadline, slowness

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "resources" / "examples" / "talk.expmech"


def gui(*args):
    return subprocess.run([sys.executable, "-m", "expmech_gui", *args], capture_output=True, text=True,
                          timeout=deadline(120), cwd=ROOT)


def test_unknown_arguments_are_refused_like_the_cli():
    r = gui("--bogus")
    assert r.returncode == 2 and r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "--bogus" in lines[0] and "Traceback" not in r.stderr
    r = gui("--self-test", "a", "b")
    assert r.returncode == 2 and "unrecognized arguments: b" in r.stderr


def test_help_lists_the_real_options():
    r = gui("--help")
    assert r.returncode == 0
    for option in ("--self-test", "--version", "--help"):
        assert option in r.stdout
    r = gui("--version")
    assert r.returncode == 0 and r.stdout.startswith("ExpMech Studio ")


def test_example_session_is_valid_small_and_packaged():
    from expmech_gui import sessions as S

    assert EXAMPLE.stat().st_size < 10_000
    state = S.load(EXAMPLE)
    S.validate(state, str(EXAMPLE))
    assert state.current == "voting" and set(state.workspaces) == {"pricing", "voting", "lunch"}
    assert json.loads(EXAMPLE.read_text())["format_version"] == S.FORMAT_VERSION
    text = (ROOT / "pyproject.toml").read_text()
    assert re.search(r'"expmech_gui\.resources" = \[[^\]]*"examples/\*\.expmech"', text)


def test_cli_runs_the_example_session():
    r = run_cli("run", "--session", EXAMPLE, "--json", "-", cwd=ROOT)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["scenario"] == "voting" and out["candidates"][0] == "Ms Okafor"
    r = run_cli("run", "--session", "resources/examples/talk.expmech", "--workspace", "lunch", cwd=ROOT)
    assert r.returncode == 0, r.stderr


@pytest.mark.slow  # renders every picture
def test_screenshots_script_writes_every_picture_the_readme_shows(tmp_path):
    pytest.importorskip("PySide6")
    docs = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]  # the README and the manual it points to
    names = set(re.findall(r"screenshots/([\w-]+\.png)", "".join(p.read_text(encoding="utf-8") for p in docs)))
    assert "dark.png" in names
    # about a minute on an idle machine; its waits for each view and the time allowed here follow the machine
    env = {**os.environ, "EXPMECH_TEST_SLOWNESS": f"{slowness():g}"}
    r = subprocess.run([sys.executable, str(ROOT / "tests" / "screenshots.py"), str(tmp_path)],
                       capture_output=True, text=True, timeout=deadline(600), cwd=ROOT, env=env)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "in vain" not in r.stderr, r.stderr[-2000:]  # no picture was taken before its view had drawn
    written = {p.name for p in tmp_path.glob("*.png") if p.stat().st_size > 10_000}
    names -= {"room_projector.png", "room_phone.png"}  # taken by tests/shots_room.py (a live room and chromium)
    names -= {"german_presentation_voting.png"}  # taken by screenshots.py --german (tests/shots_german.py)
    names = {n for n in names if not re.fullmatch(r"plain_(?!words)\w+\.png", n)}  # half-size copies of --plain-all's plain_light_*
    if shutil.which("pdftoppm") is None:  # the report's page is rendered from its PDF by poppler's pdftoppm
        names -= {"report.png", "report_de.png"}
    assert names <= written, names - written


BAD_SETTINGS = [
    ("geometry", "[MainWindow]\ngeometry=hello\n"),
    ("state", "[MainWindow]\nstate=12345\n"),
    ("theme", "[Preferences]\ntheme=neon\n"),
    ("theme list", "[Preferences]\ntheme=a, b\n"),
    ("recent", "[Files]\nrecent=12345\n"),
    ("recent nested", "[Files]\nrecent=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x12junk)\n"),
    ("lastDir", "[Files]\nlastDir=@ByteArray(\\0\\x1)\n"),
    ("version", "[General]\nversion=abc\n"),
    ("cleanExit", "[Session]\ncleanExit=maybe\n"),
    ("binary", "\x00\x01\x02[[[garbage\n"),
]


@pytest.mark.slow  # 10 windows on damaged settings, ~1 s each
@pytest.mark.qt_log_ignore("QVariant::load")  # Qt's own warning while reading the damaged file
@pytest.mark.parametrize("name,ini", BAD_SETTINGS, ids=[n for n, _ in BAD_SETTINGS])
def test_damaged_settings_never_stop_the_window(qtbot, tmp_path, name, ini):
    from PySide6.QtCore import QSettings

    from expmech_gui.ui import theme
    from expmech_gui.ui.main_window import MainWindow

    path = tmp_path / "settings.ini"
    path.write_text(ini, encoding="latin-1")
    w = MainWindow(load_presets=False, settings=QSettings(str(path), QSettings.IniFormat),
                   autosave_dir=tmp_path / "autosave", offer_restore=False)
    qtbot.addWidget(w)
    w.session.confirm_discard = False
    assert theme.current() in theme.THEMES and w.presentation.theme_actions[theme.current()].isChecked()
    assert all(isinstance(p, str) for p in w.window_settings.recent())
    assert w.window_settings.last_dir("") and Path(w.window_settings.last_dir("")).is_dir()
    w.close()  # writes good settings back
    again = MainWindow(load_presets=False, settings=QSettings(str(path), QSettings.IniFormat),
                       autosave_dir=tmp_path / "autosave", offer_restore=False)
    qtbot.addWidget(again)
    again.session.confirm_discard = False
    assert again.window_settings.problems == []
    again.close()


@pytest.mark.slow  # starts the app in a subprocess, 1 s
def test_damaged_settings_file_in_a_real_start(tmp_path):
    """The installed entry point with a damaged settings file: the self-test still passes (no TypeError,
    no 'Fatal Python error')."""
    pytest.importorskip("PySide6")
    conf = tmp_path / "config" / "ExpMech"
    conf.mkdir(parents=True)
    (conf / "ExpMech Studio.ini").write_text("[MainWindow]\ngeometry=hello\nstate=1\n[Preferences]\ntheme=neon\n"
                                            "[Files]\nrecent=12345\n")
    env = {"XDG_CONFIG_HOME": str(tmp_path / "config"), "HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen",
           "QT_LOGGING_RULES": "qt.qpa.*=false", "PATH": "/usr/bin:/bin"}
    r = subprocess.run([sys.executable, "-c", "from expmech_gui.ui.app import create_app; "
                        "from expmech_gui.ui.main_window import MainWindow; app = create_app([]); "
                        "w = MainWindow(load_presets=False, offer_restore=False); w.session.confirm_discard = False; "
                        "print(sorted(w.window_settings.problems)); w.close()"],
                       capture_output=True, text=True, timeout=deadline(120), env=env, cwd=ROOT)
    assert r.returncode == 0 and "Fatal Python error" not in r.stderr and "Traceback" not in r.stderr, r.stderr
    assert "Preferences/theme" in r.stdout and "Files/recent" in r.stdout and "MainWindow/geometry" in r.stdout


def test_the_main_window_loads_no_room_server_qr_code_or_gallery_until_they_are_opened():
    """Issue 36 §4: a cold start loads neither aiohttp (the room's server), segno (its QR code, which brings
    urllib, ssl and email), the gallery's modules nor the privacy bill's and ledger's views (a release's status
    line reads the ledger view's words when a release is made); nor numpy.random (14 ms) for a workspace's runs
    until one draws."""
    code = ("import sys\n"
            "from expmech_gui.ui.main_window import MainWindow\n"
            "from expmech_gui.ui.workspaces.controllers import RunController\n"
            "runs = RunController()\n"
            "print([m for m in sys.modules if m.split('.')[0] in ('aiohttp', 'segno') or m == 'numpy.random'\n"
            "       or m.startswith(('expmech_gui.ui.gallery.', 'expmech_gui.room.server',\n"
            "                        'expmech_gui.ui.widgets.privacy.bill', 'expmech_gui.ui.widgets.privacy.ledger_view'))])\n")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                         timeout=deadline(120))
    assert out.stdout.strip().splitlines()[-1] == "[]", out.stdout + out.stderr


def test_a_busy_worker_hands_the_interpreter_back_to_the_gui_thread_within_a_millisecond(qtbot):
    """The app shortens CPython's switch interval (5 ms): every paint and event of the GUI thread runs some Python,
    and each waited that long for a worker parsing a file or building an experiment (issue 36 §3)."""
    from expmech_gui.ui.application import create_app

    create_app([])
    assert sys.getswitchinterval() <= 0.001
