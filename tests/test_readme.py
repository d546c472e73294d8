"""The README's promises that can be checked mechanically, and the manual's (docs/) beside it."""
import re
import shlex
from pathlib import Path

import pytest

from clihelp import run_cli

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = [README, *sorted((ROOT / "docs").glob("*.md"))]
MAX_README_LINES = 150  # what a newcomer reads; the manual is in docs/


def test_ci_runs_the_readme_test_command():
    readme = README.read_text(encoding="utf-8")
    ci_lines = [ln.strip() for ln in (ROOT / ".ci" / "run").read_text().splitlines()
                if ln.strip() and not ln.lstrip().startswith("#")]
    test_command = 'python -m pip install -e ".[test]" && python -m pytest -q'
    assert test_command in ci_lines
    assert test_command in readme


def test_the_cli_page_documents_every_json_key():
    from test_cli import PARAM_KEYS, RUN_KEYS

    page = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    section = page.split("### JSON output", 1)[1].split("###", 1)[0]
    documented = set(re.findall(r"`([a-z_]+)`", section))
    assert RUN_KEYS <= documented
    assert PARAM_KEYS <= set(re.findall(r"[{ ,]([a-z_]+)", section.split("`parameters`", 1)[1].split("\n", 1)[0]))


def test_every_picture_and_page_linked_exists():
    for doc in DOCS:
        for target in re.findall(r"\]\(([^)#:]+\.(?:png|md))\)", doc.read_text(encoding="utf-8")):
            assert (doc.parent / target).is_file(), (doc.name, target)


def test_the_readme_is_short_and_says_each_thing_once():
    """Issue 39: 1,098 lines with the batch and --example paragraphs twice; the manual now lives in docs/."""
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= MAX_README_LINES, len(lines)
    for doc in DOCS:
        paragraphs = [p.strip() for p in doc.read_text(encoding="utf-8").split("\n\n") if len(p.strip()) > 200]
        repeated = {p[:80] for p in paragraphs if paragraphs.count(p) > 1}
        assert not repeated, (doc.name, repeated)
    manual = "".join(p.read_text(encoding="utf-8") for p in DOCS)
    assert manual.count("**`--example`** stands for `--data`") == 1


def _readme_commands() -> list[str]:
    text = README.read_text(encoding="utf-8")
    block = text.split("## The command line in ten lines", 1)[1].split("```bash\n", 1)[1].split("```", 1)[0]
    return [line.split("  #", 1)[0].strip() for line in block.splitlines() if line.strip()]


@pytest.mark.parametrize("line", _readme_commands())
def test_every_command_of_the_readmes_tour_runs_as_written(line, tmp_path):
    """Each line of the README's ten-line tour, as a newcomer would paste it (after pip install: presets by name,
    no resources/ paths), exits 0; `A > F && B` writes F in between."""
    for part in line.split("&&"):
        command, _, target = part.partition(">")
        argv = shlex.split(command)
        assert argv[0] == "expmech", line
        r = run_cli(*argv[1:], cwd=tmp_path)
        assert r.returncode == 0, (line, r.stderr[-2000:])
        if target.strip():
            (tmp_path / target.strip()).write_text(r.stdout, encoding="utf-8")
