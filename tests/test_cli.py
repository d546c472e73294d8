"""The `expmech` command, run as a user would (subprocess), on the presets and on bad input."""
import json
import subprocess
import sys

import numpy as np
import pytest

from conftest import PRESETS

RUN_KEYS = {"scenario", "parameters", "n", "candidates", "scores", "sensitivity", "probabilities", "opt",
            "opt_candidates", "opt_continuous", "expected_score", "bound", "guarantee", "trials", "counts",
            "empirical_mean_score", "fraction_below_threshold"}
PARAM_KEYS = {"epsilon", "alpha", "max_price", "analysis", "neighbours", "mechanism", "trials", "seed", "t"}


def expmech(*args):
    return subprocess.run([sys.executable, "-m", "expmech_gui.cli", *map(str, args)], capture_output=True,
                          text=True, timeout=120)


def test_run_pricing_json_has_exactly_the_documented_keys():
    r = expmech("run", "pricing", "--data", PRESETS / "lecture_valuations.csv", "--epsilon", 1,
                "--max-price", 3.01, "--alpha", 1 / 301, "--trials", 5000, "--seed", 7, "--json", "-")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert set(out) == RUN_KEYS and set(out["parameters"]) == PARAM_KEYS
    assert out["scenario"] == "pricing" and out["n"] == 3 and len(out["candidates"]) == 301
    assert out["opt"] == pytest.approx(3.01) and out["opt_continuous"] == pytest.approx(3.01)
    assert sum(out["counts"]) == 5000 == out["trials"] and out["parameters"]["seed"] == 7
    assert abs(sum(out["probabilities"]) - 1) < 1e-12
    assert out["parameters"]["alpha"] == pytest.approx(1 / 301)
    assert set(out["bound"]) == {"t", "threshold", "probability", "exact_tail"}
    assert out["guarantee"]["revenue"] < out["opt_continuous"]
    assert isinstance(out["candidates"][0], float)


def test_run_is_reproducible_with_a_seed_and_writes_csv(tmp_path):
    args = ("run", "voting", "--data", PRESETS / "teacher_of_the_year.csv", "--epsilon", 0.3, "--seed", 3,
            "--json", "-")
    a, b = expmech(*args), expmech(*args)
    assert a.returncode == 0 and json.loads(a.stdout)["counts"] == json.loads(b.stdout)["counts"]
    csv_path = tmp_path / "out.csv"
    r = expmech("run", "lunch", "--data", PRESETS / "lunch.csv", "--epsilon", 1, "--csv", csv_path,
                "--trials", 1000, "--seed", 1)
    assert r.returncode == 0 and "exact E[likes]" in r.stdout
    lines = csv_path.read_text().splitlines()
    assert lines[0] == "candidate,score,probability,count,frequency" and len(lines) == 7
    assert sum(int(line.split(",")[3]) for line in lines[1:]) == 1000


def test_sweep_json_is_a_list_without_counts():
    r = expmech("sweep", "voting", "--data", PRESETS / "teacher_of_the_year.csv", "--epsilon", "0.1:10:5",
                "--trials", 100, "--seed", 1, "--json", "-")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert len(out) == 5 and all(set(o) == RUN_KEYS - {"counts"} for o in out)
    eps = [o["parameters"]["epsilon"] for o in out]
    np.testing.assert_allclose(eps, np.geomspace(0.1, 10, 5))
    assert out[-1]["expected_score"] > out[0]["expected_score"]


@pytest.mark.parametrize("args,needle", [
    (("run", "pricing", "--data", "nope.csv", "--epsilon", 1), "nope.csv"),
    (("run", "pricing", "--data", PRESETS / "lunch.csv", "--epsilon", 1), "row 1"),
    (("run", "voting", "--data", PRESETS / "teacher_of_the_year.csv", "--epsilon", 0), "--epsilon"),
    (("run", "voting", "--data", PRESETS / "teacher_of_the_year.csv", "--epsilon", "nan"), "--epsilon"),
    (("run", "voting", "--data", PRESETS / "teacher_of_the_year.csv", "--epsilon", "inf"), "--epsilon"),
    (("run", "pricing", "--data", PRESETS / "lecture_valuations.csv", "--epsilon", 1, "--alpha", 2), "--alpha"),
    (("run", "pricing", "--data", PRESETS / "lecture_valuations.csv", "--epsilon", 1, "--alpha", 1e-8), "1e-08"),
    (("run", "voting", "--data", PRESETS / "teacher_of_the_year.csv", "--epsilon", 1, "--trials", -3), "--trials"),
    (("run", "voting", "--data", PRESETS / "teacher_of_the_year.csv", "--epsilon", 1, "--analysis", "monotone",
      "--neighbours", "replace"), "not valid under replace"),
    (("run", "voting", "--data", PRESETS / "teacher_of_the_year.csv", "--epsilon", 1, "--alpha", 0.1), "--alpha apply to the pricing scenario only"),
    (("sweep", "voting", "--data", PRESETS / "teacher_of_the_year.csv", "--epsilon", "1:0.1:3"), "HI"),
    (("run", "chess", "--data", "x", "--epsilon", 1), "chess"),
    (("run", "voting", "--data", PRESETS / "teacher_of_the_year.csv"), "--epsilon"),
    ((), "run, sweep or account"),
])
def test_bad_input_gives_one_error_line_and_exit_2(args, needle):
    r = expmech(*args)
    assert r.returncode == 2, r.stdout + r.stderr
    assert "Traceback" not in r.stderr
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and needle in lines[0]


def test_unwritable_output_is_a_clean_error(tmp_path):
    r = expmech("run", "voting", "--data", PRESETS / "teacher_of_the_year.csv", "--epsilon", 1,
                "--json", tmp_path / "no" / "dir" / "x.json")
    assert r.returncode == 2 and r.stderr.startswith("error: ") and "Traceback" not in r.stderr
