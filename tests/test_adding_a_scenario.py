"""docs/adding-a-scenario.md's complete example, taken from the page itself: registered, it runs on the CLI (run,
sweep, account, release), round-trips its CSV and session table, and the most-exposed search covers its
neighbours — so the page's module works as written."""
import importlib.util
import io
import re
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from expmech_gui import cli
from expmech_gui.core.errors import DataError
from expmech_gui.core.mechanisms import make_mechanism
from expmech_gui.core.privacy.loss import most_exposed
from expmech_gui.scenarios import SCENARIOS

DOCS = Path(__file__).resolve().parents[1] / "docs"


def doc_module(page: str, name: str):
    """The ```python block after '<!-- example: NAME.py -->' in docs/PAGE, imported as module NAME."""
    text = (DOCS / page).read_text(encoding="utf-8")
    code = re.search(rf"<!-- example: {name}\.py -->\s*```python\n(.*?)```", text, re.S).group(1)
    spec = importlib.util.spec_from_loader(name, loader=None)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while the class is built
    try:
        exec(compile(code, f"docs/{page}:{name}.py", "exec"), module.__dict__)
    except BaseException:
        sys.modules.pop(name, None)
        raise
    return module


@pytest.fixture
def tshirt(tmp_path):
    module = doc_module("adding-a-scenario.md", "tshirt")
    preset = tmp_path / "tshirt_colleagues.csv"
    preset.write_text("person,colour\nAnn,black\nAnn,blue\nBo,red\nCy,black\nDi,white\n", encoding="utf-8")
    scenario = SCENARIOS.add(replace(module.SCENARIO, presets=(module.Preset("Eight colleagues", str(preset)),)))
    try:
        yield module, scenario, preset
    finally:
        SCENARIOS.remove("tshirt")
        sys.modules.pop("tshirt", None)


def run(*args) -> str:
    out, err = io.StringIO(), io.StringIO()
    assert cli.main(list(args), out=out, err=err) == 0, err.getvalue()
    return out.getvalue()


def test_the_pages_scenario_runs_on_every_cli_command(tshirt):
    _, _, preset = tshirt
    assert "black" in run("run", "tshirt", "--data", str(preset), "--epsilon", "1", "--black-weight", "2")
    assert "black" in run("run", "tshirt", "--example", "--epsilon", "1")
    assert run("sweep", "tshirt", "--example", "--epsilon", "0.5:2:4")
    assert "ε" in run("account", "tshirt", "--data", str(preset), "--epsilon", "1", "--releases", "3")
    assert run("release", "tshirt", "--data", str(preset), "--epsilon", "1", "--seed", "3")
    out, err = io.StringIO(), io.StringIO()  # number_setting refuses a weight out of its range, in words
    assert cli.main(["run", "tshirt", "--example", "--epsilon", "1", "--black-weight", "0"], out=out, err=err) != 0
    assert "black's weight" in err.getvalue() and "0.01" in err.getvalue() and "Traceback" not in err.getvalue()


def test_the_pages_scenario_reads_writes_and_searches_its_neighbours(tshirt, tmp_path):
    module, scenario, preset = tshirt
    wishes = scenario.read_csv(preset)
    assert wishes.people == ("Ann", "Bo", "Cy", "Di") and wishes.wears.sum(axis=0).tolist() == [1, 0, 1, 2, 1]
    scenario.write_csv(tmp_path / "out.csv", wishes)
    again, excluded = scenario.table.dataset(scenario.table.from_dataset(scenario.read_csv(tmp_path / "out.csv")))
    assert excluded == 0 and np.array_equal(again.wears, wishes.wears)
    with pytest.raises(DataError) as bad:
        scenario.from_text("person,colour\nAnn,black\nBo,purple\n", "mine.csv")
    assert bad.value.row == 3 and "purple" in str(bad.value)  # the file's line, in words
    problem = scenario.problem(wishes)
    mech = make_mechanism("exponential", problem, 1.0)
    for notion in ("add-remove", "replace"):
        found = most_exposed(mech, scenario.neighbour_families(wishes, problem, notion))
        assert found.score_sensitivity == 1.0 and 0 < found.loss <= 1.0 + 1e-12  # c = ε/(2Δ): loss ≤ ε
        assert found.searched == (4 + 5 if notion == "add-remove" else 4 * 5)
    found = most_exposed(mech, scenario.neighbour_families(wishes, problem, "add-remove"))
    assert found.description == "add someone who would wear only green" and found.worst_range_description == "remove Ann"
