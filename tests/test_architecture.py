"""The core stays Qt-free (the layer contracts themselves are import-linter configuration in pyproject.toml); no
import cycles; small modules; every package shipped."""
import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "expmech_gui"
QT = ("PySide6", "pyqtgraph", "shiboken6", "PyQt5", "PyQt6")


def test_the_layer_contracts_in_pyproject_hold():
    """pyproject.toml's import-linter contracts: no Qt and no GUI below ui/, no test-only library (scipy crashed
    the bundle's self-test once) anywhere in the package, and each layer imports only the layers below it."""
    pytest.importorskip("importlinter")
    r = subprocess.run([sys.executable, "-c", "from importlinter.cli import lint_imports_command as c; c()",
                        "--no-cache"], capture_output=True, text=True, cwd=PACKAGE.parent,
                       env={**os.environ, "PYTHONPATH": str(PACKAGE.parent)})
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-2000:]


def test_core_cli_and_scenarios_import_without_loading_qt():
    code = ("import sys, expmech_gui.cli, expmech_gui.experiment, expmech_gui.core.simulation, "
            "expmech_gui.core.bounds; bad = [m for m in sys.modules if m.split('.')[0] in "
            f"{QT!r}]; print(bad); sys.exit(1 if bad else 0)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr


# --- one place per scenario, no import cycles, every package shipped -----------------------------------------
def scenario_keys() -> tuple[str, ...]:
    """Every registered scenario's key, read from the registry (a hand-kept list let a new key through)."""
    from expmech_gui.scenarios import SCENARIOS

    return tuple(SCENARIOS)


def _allowed_to_name(rel: Path, key: str) -> bool:
    """A key may be spelt in its own scenario module and its own UI module: scenarios/<family>/<key>.py and
    ui/scenarios/<family>/<key>.py, and in the registry's declaration (scenarios/__init__.py: the registry is lazy,
    so it names each key, module and title without importing the module)."""
    parts = rel.parts
    if parts == ("scenarios", "__init__.py"):
        return True
    return rel.name == f"{key}.py" and (parts[:1] == ("scenarios",) and len(parts) == 3
                                        or parts[:2] == ("ui", "scenarios") and len(parts) == 4)


def scenario_literals() -> list[str]:
    """Source lines outside a scenario's own modules (``_allowed_to_name``) with a scenario key as a string."""
    found, keys = [], scenario_keys()
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in keys \
                    and not _allowed_to_name(rel, node.value):
                found.append(f"{rel}:{node.lineno}: {node.value!r}")
    return found


def test_no_scenario_key_literal_outside_its_own_modules():
    assert scenario_literals() == []


def test_a_newly_registered_key_is_looked_for_too():
    """A scenario registered under a word the core already spells ("general", the default analysis) is found
    in core/params.py: the check follows the registry."""
    from dataclasses import replace

    from expmech_gui.scenarios import SCENARIOS

    SCENARIOS.add(replace(SCENARIOS["median"], key="general", aliases=(), settings=()))
    try:
        found = scenario_literals()
    finally:
        SCENARIOS.remove("general")
    assert any(f.startswith("core/params.py:") and f.endswith("'general'") for f in found), found


def _module_name(path: Path) -> str:
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
    return ".".join(parts)


def _absolute(module: str, node: ast.ImportFrom, is_package: bool) -> list[str]:
    if node.level == 0:
        base = node.module or ""
    else:
        parts = module.split(".")
        keep = parts if is_package else parts[:-1]
        keep = keep[: len(keep) - (node.level - 1)]
        base = ".".join(keep + ([node.module] if node.module else []))
    return [base] + [f"{base}.{a.name}" for a in node.names]


def import_graph() -> dict[str, set[str]]:
    """Module → the expmech_gui modules it imports (anywhere in the file, function-level imports included)."""
    modules = {_module_name(p): p for p in PACKAGE.rglob("*.py")}
    graph = {}
    for name, path in modules.items():
        deps = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                targets = _absolute(name, node, path.name == "__init__.py")
            else:
                continue
            deps.update(t for t in targets if t in modules and t != name)
        graph[name] = deps
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state, stack = {}, []

    def visit(n):
        state[n] = 1
        stack.append(n)
        for d in sorted(graph.get(n, ())):
            if state.get(d) == 1:
                return stack[stack.index(d):] + [d]
            if d not in state:
                found = visit(d)
                if found:
                    return found
        stack.pop()
        state[n] = 2
        return None

    for n in sorted(graph):
        if n not in state:
            found = visit(n)
            if found:
                return found
    return None


def _package_of(module: str) -> str:
    parts = module.split(".")
    return ".".join(parts[:2]) if len(parts) > 2 or (PACKAGE / parts[-1]).is_dir() else module


def test_module_import_graph_is_acyclic():
    graph = import_graph()
    # a package's __init__ importing its own submodules is how a package exposes them, not a cycle
    assert _cycle({m: {d for d in deps if not d.startswith(m + ".")} for m, deps in graph.items()}) is None


def test_package_import_graph_is_acyclic():
    """core ← io ← scenarios ← experiment/sessions ← cli, ui: no package imports a package that imports it."""
    packages: dict[str, set[str]] = {}
    for module, deps in import_graph().items():
        p = _package_of(module)
        packages.setdefault(p, set()).update(_package_of(d) for d in deps if _package_of(d) != p)
    assert _cycle(packages) is None


def test_every_package_is_listed_for_setuptools():
    import tomllib

    listed = set(tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {_module_name(p.parent / "__init__.py") for p in PACKAGE.rglob("__init__.py")}
    assert found - listed == set()


MAX_MODULE_LINES = 400


def test_no_module_is_over_400_lines():
    """Small rooms: a module over ~400 lines is asking to be split by concept (CONTRIBUTING.md)."""
    long = {str(p.relative_to(PACKAGE)): n for p in PACKAGE.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES}
    assert long == {}


def test_every_named_ui_class_and_story_exists():
    """A scenario names its UI class and its story texts (no module found by a name built from its key): each
    named class is a ScenarioUI and each story file is shipped."""
    pytest.importorskip("PySide6")
    from expmech_gui.scenarios import SCENARIOS, resources_dir
    from expmech_gui.ui.scenarios import ScenarioUI, scenario_ui

    for scenario in SCENARIOS.values():
        assert isinstance(scenario_ui(scenario), ScenarioUI), scenario.key
        assert not scenario.story or (resources_dir() / "story" / f"{scenario.story}.json").is_file(), scenario.key
    named = {s.key for s in SCENARIOS.values() if s.ui}
    assert {"pricing", "voting", "lunch", "topk", "topk_likes", "custom", "pac", "blr", "pmw"} <= named
