"""`expmech presets` and `--preset NAME`: the shipped presets are reachable after `pip install`, where the
README's resources/presets/… paths do not exist; a preset runs as its file with its settings would."""
import io
import json

import pytest

from clihelp import run_cli
from expmech_gui.cli import main
from expmech_gui.scenarios import SCENARIOS, preset_path

ALL = [(key, name) for key, s in SCENARIOS.items() for name in s.preset_names]


def _main(*args):
    out, err = io.StringIO(), io.StringIO()
    code = main([str(a) for a in args], out, err)
    return code, out.getvalue(), err.getvalue()


def test_presets_lists_every_shipped_preset_with_its_file_and_settings():
    r = run_cli("presets", "--json", "-")
    assert r.returncode == 0, r.stderr
    listed = json.loads(r.stdout)
    assert [(e["scenario"], e["name"]) for e in listed] == ALL
    assert all(preset_path(e["file"]).is_file() for e in listed)
    text = run_cli("presets", "top-k").stdout  # an alias names its scenario
    assert text.startswith("topk  Teacher of the year: top 3  (teacher_of_the_year.csv, k = 3)")
    assert "expmech run topk --preset 'Teacher of the year: top 3'" in text


@pytest.mark.parametrize("key,name", ALL)
def test_a_preset_runs_as_its_file_with_its_settings(key, name, tmp_path):
    scenario = SCENARIOS[key]
    preset = scenario.preset(name)
    flags = [arg for s in scenario.settings if s.name in preset.settings
             for arg in (s.cli_flag, preset.settings[s.name])]
    path = preset_path(preset.filename)
    by_name = _main("run", key, "--preset", name, "--trials", 50, "--seed", 3, "--json", "-")
    by_file = _main("run", key, "--preset", path.stem.upper(), "--epsilon", 1, "--trials", 50, "--seed", 3,
                    "--json", "-")
    data = _main("run", key, "--data", path, *flags, "--epsilon", 1, "--trials", 50, "--seed", 3, "--json", "-")
    assert by_name[0] == by_file[0] == data[0] == 0, by_name[2] + data[2]
    assert json.loads(by_name[1])["probabilities"] == json.loads(by_file[1])["probabilities"] \
        == json.loads(data[1])["probabilities"]


def test_preset_in_release_and_its_refusals_in_words():
    code, out, _ = _main("release", "voting", "--preset", "Teacher of the year", "--seed", 1)
    assert code == 0 and out.startswith("Voting: released ")
    code, _, err = _main("run", "voting", "--preset", "Teacher of the decade")
    assert code == 2 and err == "error: Voting has no preset 'Teacher of the decade'; its presets: " \
                                "'Teacher of the year', 'Most-visited website (Naor)'\n"
    code, _, err = _main("run", "voting", "--preset", "Teacher of the year", "--data", "votes.csv")
    assert code == 2 and "--preset runs one of the scenario's shipped presets, so --data cannot be given" in err
    code, _, err = _main("run", "--preset", "Teacher of the year")
    assert code == 2 and "--preset needs SCENARIO" in err and "expmech presets" in err
