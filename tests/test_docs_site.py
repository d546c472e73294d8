"""The documentation site builds with MkDocs from docs/ (issue 33 §2), its API reference read from the docstrings by
mkdocstrings: the command CONTRIBUTING.md and docs/api.md give, with --strict so a broken link or a docstring
mkdocstrings cannot read fails. Skipped where the [docs] extra is not installed."""
import subprocess
import sys
from pathlib import Path

import pytest

from machine import deadline

ROOT = Path(__file__).resolve().parents[1]
DOCS_COMMAND = "python -m mkdocs build --strict"


def test_the_site_builds_with_the_api_reference_from_the_docstrings(tmp_path):
    pytest.importorskip("mkdocs")
    pytest.importorskip("mkdocstrings")
    pytest.importorskip("mkdocstrings_handlers.python")
    site = tmp_path / "site"
    argv = [sys.executable, *DOCS_COMMAND.split()[1:], "--site-dir", str(site)]
    done = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=deadline(120))
    assert done.returncode == 0, done.stderr[-2000:]
    reference = (site / "reference" / "index.html").read_text(encoding="utf-8")
    from expmech_gui import api

    for name in api.__all__:  # every public name, with its docstring's words
        assert name in reference
    assert "McSherry" in reference and "ledger_totals" in reference
    for page in ("manual", "cli", "json", "api", "api-reference"):
        assert (site / page / "index.html").exists()


def test_the_command_is_documented_where_contributors_and_api_users_look():
    for page in (ROOT / "CONTRIBUTING.md", ROOT / "docs" / "api.md"):
        assert DOCS_COMMAND in page.read_text(encoding="utf-8"), page.name
    assert '".[docs]"' in (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
