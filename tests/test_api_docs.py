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
