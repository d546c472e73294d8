"""The README's promises that can be checked mechanically."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_ci_runs_the_readme_test_command():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci_lines = [ln.strip() for ln in (ROOT / ".ci" / "run").read_text().splitlines()
                if ln.strip() and not ln.lstrip().startswith("#")]
    test_command = 'python -m pip install -e ".[test]" && python -m pytest -q'
    assert test_command in ci_lines
    assert test_command in readme


def test_readme_documents_every_json_key():
    from test_cli import PARAM_KEYS, RUN_KEYS

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("### JSON output", 1)[1].split("###", 1)[0]
    documented = set(re.findall(r"`([a-z_]+)`", section))
    assert RUN_KEYS <= documented
    assert PARAM_KEYS <= set(re.findall(r"[{ ,]([a-z_]+)", section.split("`parameters`", 1)[1].split("\n", 1)[0]))


def test_readme_screenshots_exist():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for path in re.findall(r"\]\((docs/screenshots/[^)]+\.png)\)", readme):
        assert (ROOT / path).is_file(), path
