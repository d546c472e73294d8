"""docs/api.md's code cells run in order, as a notebook would (issue 33 §2: a runnable example)."""
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def cells() -> list[str]:
    return re.findall(r"```python\n(.*?)```", (ROOT / "docs" / "api.md").read_text(encoding="utf-8"), re.S)


def test_the_api_pages_notebook_runs(tmp_path, monkeypatch, capsys):
    pytest.importorskip("pandas")
    pytest.importorskip("matplotlib")
    monkeypatch.chdir(tmp_path)
    namespace: dict = {}
    for i, cell in enumerate(cells()):
        exec(compile(cell, f"docs/api.md cell {i + 1}", "exec"), namespace)
    assert (tmp_path / "pricing_pmf.png").stat().st_size > 0
    assert "E[revenue] = $" in capsys.readouterr().out
    import matplotlib.pyplot as plt

    plt.close("all")


def test_the_readmes_notebook_example_runs_in_ten_lines(tmp_path, monkeypatch):
    """README's "In a notebook" block (issue 33's evidence: a 10-line example) runs as written."""
    pytest.importorskip("pandas")
    pytest.importorskip("matplotlib")
    monkeypatch.chdir(tmp_path)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("## In a notebook", 1)[1].split("```python\n", 1)[1].split("```", 1)[0]
    assert len(block.splitlines()) == 10
    namespace: dict = {}
    exec(compile(block, "README.md's notebook example", "exec"), namespace)
    assert namespace["r"].expected_score > 0
    assert "opendp" in namespace["script"]
    import matplotlib.pyplot as plt

    plt.close("all")
