"""The example notebooks (docs/notebooks/*.ipynb) run without error, cell after cell: with nbclient on a real
IPython kernel when nbclient and ipykernel are installed (the [test] extra has them), else each code cell executed
in order in one namespace (issue 33 §2). Any error fails the test."""
import json
from pathlib import Path

import pytest

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "docs" / "notebooks").glob("*.ipynb"))


def test_the_three_notebooks_are_there():
    assert [p.stem for p in NOTEBOOKS] == ["batch_grid_in_pandas", "pricing_alpha_tradeoff",
                                           "voting_mechanisms_compared"]


def execute(path: Path, folder: Path) -> None:
    """Every code cell of the notebook at ``path``, in order, with ``folder`` as the working directory; raises on
    the first cell that fails (nbclient's CellExecutionError, or the cell's own exception without nbclient)."""
    try:
        import ipykernel  # noqa: F401 — the kernel nbclient starts
        import nbclient
        import nbformat
    except ImportError:
        namespace: dict = {}
        for i, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
            if cell["cell_type"] == "code":
                exec(compile("".join(cell["source"]), f"{path.name} cell {i + 1}", "exec"), namespace)
        return
    # a real IPython kernel on this interpreter
    notebook = nbformat.read(str(path), as_version=4)
    nbclient.NotebookClient(notebook, timeout=600, kernel_name="python3", allow_errors=False,
                            resources={"metadata": {"path": str(folder)}}).execute()
    errors = [o for c in notebook.cells if c.cell_type == "code" for o in c.outputs if o.output_type == "error"]
    assert not errors, errors
    assert all(c.execution_count for c in notebook.cells if c.cell_type == "code")


@pytest.mark.slow  # a real IPython kernel per notebook: 9-13 s each here (0.7-6 s without nbclient)
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_the_notebook_runs(path, tmp_path, monkeypatch):
    pytest.importorskip("pandas")
    pytest.importorskip("matplotlib")
    monkeypatch.chdir(tmp_path)
    execute(path, tmp_path)
    import matplotlib.pyplot as plt

    plt.close("all")


@pytest.mark.slow  # a kernel of its own: 4 s here
def test_a_cell_that_raises_fails_the_run(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    broken = tmp_path / "broken.ipynb"
    cells = [{"cell_type": "code", "id": "ok", "metadata": {}, "execution_count": None, "outputs": [],
              "source": ["x = 1\n"]},
             {"cell_type": "code", "id": "raises", "metadata": {}, "execution_count": None, "outputs": [],
              "source": ["x / 0\n"]}]
    broken.write_text(json.dumps({"cells": cells, "metadata": {"kernelspec": {"name": "python3", "language": "python",
                                                                              "display_name": "Python 3"}},
                                  "nbformat": 4, "nbformat_minor": 5}), encoding="utf-8")
    with pytest.raises(Exception, match="ZeroDivisionError|division by zero"):
        execute(broken, tmp_path)
