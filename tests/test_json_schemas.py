"""Issue 33 §1: every command's JSON follows the schema written down for it (expmech_gui/io/schemas, described in
docs/json.md): each command runs on tiny inputs and its --json output is validated."""
import io
import json
from pathlib import Path

import pytest

jsonschema = pytest.importorskip("jsonschema")

from expmech_gui.cli import main  # noqa: E402
from expmech_gui.io.json_schemas import SCHEMAS, schema, validate  # noqa: E402
from expmech_gui.scenarios import SCENARIOS  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
TINY = ("--trials", "20", "--seed", "1")

COMMANDS = [
    *(("run", ("run", key, "--example", *TINY)) for key in SCENARIOS),
    ("run", ("run", "pricing", "--example", "--alpha", "0.05", *TINY)),
    ("sweep", ("sweep", "voting", "--example", "--epsilon", "0.5:1:2", *TINY)),
    ("sweep", ("sweep", "pricing", "--example", "--epsilon", "1", "--alpha", "0.01:0.1:2", *TINY)),
    ("streamed", ("run", "blr", "--example", "--streamed", "--draws", "2", "--seed", "1")),
    ("truthfulness", ("truthfulness", "pricing", "--example", "--reports", "0:3:7")),
    ("truthfulness", ("truthfulness", "pricing", "--example", "--bidder", "3", "--colluders", "1",
                      "--reports", "0:3:4")),
    ("truthfulness", ("truthfulness", "voting", "--example")),
    ("account", ("account", "--epsilon", "1", "--releases", "3")),
    ("account", ("account", "--epsilon", "1", "--releases", "3", "--mechanism", "permute-and-flip")),
    ("account", ("account", "voting", "--example", "--epsilon", "1", "--releases", "3")),
    ("account", ("account", "topk", "--example", "--epsilon", "1", "--releases", "2")),
    ("account", ("account", "--epsilons", "0.5,0.5,1")),
    ("account", ("account", "voting", "--example", "--epsilons", "0.5,1")),
    ("release", ("release", "voting", "--example", "--epsilon", "0.1", "--seed", "1")),
    ("release", ("release", "topk", "--example", "--epsilon", "1", "--seed", "1")),
    ("presets", ("presets",)),
    ("presets", ("presets", "pricing")),
]


def json_of(*argv):
    out, err = io.StringIO(), io.StringIO()
    code = main([*argv, "--json", "-"], out, err)
    assert code == 0, err.getvalue()
    return json.loads(out.getvalue())


@pytest.mark.parametrize("name, argv", COMMANDS, ids=[" ".join(a[:2]) + f"#{i}" for i, (_n, a) in enumerate(COMMANDS)])
def test_every_commands_json_follows_its_schema(name, argv):
    validate(name, json_of(*argv))


def test_every_scenario_and_every_schema_is_exercised():
    assert {a[1] for n, a in COMMANDS if n == "run"} >= set(SCENARIOS)
    assert {n for n, _a in COMMANDS} == set(SCHEMAS)


def test_the_schemas_have_teeth():
    """An undocumented key, a missing one or a wrong type is refused: the test above can fail."""
    run = json_of("run", "voting", "--example", *TINY)
    for broken in ({**run, "blr_m": None}, {k: v for k, v in run.items() if k != "bound"},
                   {**run, "parameters": {**run["parameters"], "alpha": None}}, {**run, "n": "3"}):
        with pytest.raises(jsonschema.ValidationError):
            validate("run", broken)


def test_every_schema_is_valid_and_documented_in_one_page():
    page = (ROOT / "docs" / "json.md").read_text(encoding="utf-8")
    for name in SCHEMAS:
        jsonschema.Draft202012Validator.check_schema(schema(name))
        assert f"{name}.schema.json" in page
    shipped = {p.name.split(".")[0] for p in (ROOT / "expmech_gui" / "io" / "schemas").glob("*.schema.json")}
    assert shipped == set(SCHEMAS)


def test_the_apps_results_json_follows_the_run_schema(qtbot, window, tmp_path):
    """File ▸ Export results (JSON) writes the CLI's run object: the same schema, only the scenario's settings."""
    from guihelp import WAIT, load

    ws = load(qtbot, window, "pricing", "Lecture: $1, $1, $3.01")
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.run_n(200)
    assert ws.export_results(str(tmp_path / "r.json")) is None
    exported = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))
    validate("run", exported)
    assert set(exported["parameters"]) >= {"alpha", "max_price"} and "k" not in exported["parameters"]
