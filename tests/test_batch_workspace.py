"""A workspace exported as an experiment file runs as one cell with the workspace's numbers, and a file's
first cell opens back as the same workspace."""
import csv
import io
import json

import pytest

from expmech_gui import sessions
from expmech_gui.batch import spec, workspace_spec
from expmech_gui.cli import main
from expmech_gui.scenarios import SCENARIOS

PRICING = next(k for k, s in SCENARIOS.items() if s.setting("alpha") is not None)


def lecture_state():
    scenario = SCENARIOS[PRICING]
    name = next(n for n in scenario.preset_names if scenario.preset_settings(n))
    params = {"epsilon": "0.7", "analysis": "general", "neighbours": "replace", "mechanism": "permute-and-flip",
              "t": 2.0, "trials": 3000, "seed": 99, "fixed_seed": True,
              **{k: f"{v:.10g}" for k, v in scenario.preset_settings(name).items()}}
    return name, sessions.WorkspaceState(data=scenario.table.from_dataset(scenario.load_preset(name)),
                                         parameters=params)


@pytest.mark.parametrize("as_preset", [False, True])
def test_an_exported_workspace_runs_with_its_own_numbers_and_opens_back(tmp_path, as_preset):
    name, state = lecture_state()
    path = tmp_path / "talk.toml"
    written = workspace_spec.export_workspace(PRICING, state, path, name if as_preset else None)
    s = spec.load(path)
    assert [(a.name, a.values) for a in s.grid if a.name in ("epsilon", "seed", "trials")] == [
        ("epsilon", (0.7,)), ("trials", (3000,)), ("seed", (99,))]
    if not as_preset:
        assert s.data[PRICING][0].sha256 == written["sha256"] and (tmp_path / "talk-data.csv").is_file()
    assert main(["batch", str(path), "--out", str(tmp_path / "o"), "--workers", "1"], io.StringIO(),
                io.StringIO()) == 0
    with open(tmp_path / "o" / "results.csv", newline="") as f:
        rows = list(csv.DictReader(f))
    want = io.StringIO()
    session = tmp_path / "s.expmech"
    sessions.save(session, sessions.SessionState({PRICING: state}, PRICING))
    assert main(["run", "--session", str(session), "--json", "-"], want, io.StringIO()) == 0
    want = json.loads(want.getvalue())
    assert [int(r["count"]) for r in rows] == want["counts"]
    assert [float(r["probability"]) for r in rows] == want["probabilities"]
    key, opened, note = workspace_spec.first_cell_state(path)
    assert key == PRICING and note == ""
    assert sessions.workspace_parameters(key, opened) == sessions.workspace_parameters(PRICING, state)
    assert sessions.workspace_dataset(key, opened)[0].values.tolist() == \
        sessions.workspace_dataset(PRICING, state)[0].values.tolist()


def test_a_cell_seed_too_large_for_the_seed_box_is_said(tmp_path):
    name, state = lecture_state()
    path = tmp_path / "e.toml"
    workspace_spec.export_workspace(PRICING, state, path, name)
    path.write_text(path.read_text().replace("seed = [99]\n", ""), encoding="utf-8")
    _key, opened, note = workspace_spec.first_cell_state(path)
    assert opened.parameters["fixed_seed"] is False and "does not fit the seed box" in note
