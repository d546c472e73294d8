"""The core stays Qt-free: nothing outside expmech_gui/ui imports PySide6 or pyqtgraph."""
import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "expmech_gui"
QT = ("PySide6", "pyqtgraph", "shiboken6", "PyQt5", "PyQt6")


def imported_modules(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


def test_no_qt_import_outside_ui():
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        rel = path.relative_to(PACKAGE)
        if rel.parts[0] == "ui" or rel.name == "__main__.py":
            continue
        offenders += [f"{rel}: {m}" for m in imported_modules(path) if m.split(".")[0] in QT]
    assert not offenders, offenders


def test_core_cli_and_scenarios_import_without_loading_qt():
    code = ("import sys, expmech_gui.cli, expmech_gui.experiment, expmech_gui.core.simulation, "
            "expmech_gui.core.bounds; bad = [m for m in sys.modules if m.split('.')[0] in "
            f"{QT!r}]; print(bad); sys.exit(1 if bad else 0)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
