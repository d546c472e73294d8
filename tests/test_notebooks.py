"""The example notebooks (docs/notebooks/*.ipynb) run without error, cell after cell: with nbclient on a real
kernel when it is installed, else each code cell executed in order in one namespace (issue 33 §2)."""
import json
from pathlib import Path

import pytest

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "docs" / "notebooks").glob("*.ipynb"))


def test_the_three_notebooks_are_there():
    assert [p.stem for p in NOTEBOOKS] == ["batch_grid_in_pandas", "pricing_alpha_tradeoff",
                                           "voting_mechanisms_compared"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_the_notebook_runs(path, tmp_path, monkeypatch):
    pytest.importorskip("pandas")
    pytest.importorskip("matplotlib")
    monkeypatch.chdir(tmp_path)
    try:
        import nbclient
        import nbformat
    except ImportError:
        namespace: dict = {}
        for i, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
            if cell["cell_type"] == "code":
                exec(compile("".join(cell["source"]), f"{path.name} cell {i + 1}", "exec"), namespace)
    else:
        nbclient.NotebookClient(nbformat.read(path, as_version=4), timeout=600,
                                resources={"metadata": {"path": str(tmp_path)}}).execute()
    import matplotlib.pyplot as plt

    plt.close("all")
