"""Build the Linux bundle and run its headless self-test (marked `installer`; `.ci/run` runs it)."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from machine import deadline

ROOT = Path(__file__).resolve().parents[1]
BAD_MARKERS = ("Traceback", "Fatal Python error", "ImportError", "ModuleNotFoundError", "could not find or load",
               "cannot load Qt platform plugin", "error while loading shared libraries")

pytestmark = pytest.mark.installer


@pytest.fixture(scope="module")
def bundle():
    if shutil.which("pyinstaller") is None and subprocess.run([sys.executable, "-c", "import PyInstaller"]).returncode:
        pytest.skip("PyInstaller is not installed (pip install -e '.[installer]')")
    r = subprocess.run([sys.executable, str(ROOT / "installer" / "build.py")], capture_output=True, text=True,
                       timeout=deadline(1200), cwd=ROOT)
    print(r.stdout[-2000:])
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    exe = ROOT / "dist" / "ExpMechStudio" / ("ExpMechStudio.exe" if os.name == "nt" else "ExpMechStudio")
    assert exe.is_file()
    return exe, r.stdout


def test_bundle_is_within_the_size_guard_and_packed(bundle):
    _exe, out = bundle
    line = next(ln for ln in out.splitlines() if ln.startswith("bundle:"))
    assert int(line.rsplit(" is ", 1)[1].split()[0]) <= 260
    if sys.platform.startswith("linux"):
        archives = list((ROOT / "dist").glob("ExpMechStudio-*-linux-*.tar.gz"))
        assert archives


def test_frozen_self_test_passes(bundle, tmp_path):
    exe, _ = bundle
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    r = subprocess.run([str(exe), "--self-test", str(tmp_path)], capture_output=True, text=True,
                       timeout=deadline(300), env=env)
    output = r.stdout + r.stderr
    assert r.returncode == 0, output
    assert "SELF-TEST OK" in r.stdout
    assert "Qt's own standard buttons ('Abbrechen')" in r.stdout  # qtbase_de.qm is in the bundle (issue 35 §3)
    for marker in BAD_MARKERS:
        assert marker not in output, marker
    from expmech_gui.scenarios import SCENARIOS

    assert sorted(p.name for p in tmp_path.glob("*.png")) == sorted(f"{key}.png" for key in SCENARIOS)
