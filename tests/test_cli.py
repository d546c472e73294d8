"""The `expmech` command on the presets and on bad input: run in this process (clihelp.run_here: cli.main, its
output captured), except where the process itself is tested (the refusals as a user meets them, Ctrl+C)."""
import json
import os
import subprocess

import numpy as np
import pytest

from clihelp import HOLD, held_cli_argv, run_cli, run_here
from conftest import PRESETS
from machine import deadline

RUN_KEYS = {"scenario", "parameters", "n", "candidates", "scores", "sensitivity", "probabilities", "opt",
            "opt_candidates", "opt_continuous", "expected_score", "expected_total", "best_total", "bound", "guarantee",
            "trials", "counts", "empirical_mean_score", "fraction_below_threshold"}
# the shared parameters, then the scenario's own settings (only those of the scenario run: issue 33)
SHARED_PARAM_KEYS = {"epsilon", "analysis", "neighbours", "mechanism", "trials", "seed", "t"}
PARAM_KEYS = {*SHARED_PARAM_KEYS, *(s.name for scenario in __import__("expmech_gui.scenarios").scenarios.SCENARIOS.values()
                                    for s in scenario.settings)}


def test_run_pricing_json_has_exactly_the_documented_keys():
    r = run_here("run", "pricing", "--data", PRESETS / "lecture_valuations.csv", "--epsilon", 1,
                "--max-price", 3.01, "--alpha", 1 / 301, "--trials", 5000, "--seed", 7, "--json", "-")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert set(out) == RUN_KEYS and set(out["parameters"]) == SHARED_PARAM_KEYS | {"alpha", "max_price"}
    assert out["scenario"] == "pricing" and out["n"] == 3 and len(out["candidates"]) == 301
    assert out["opt"] == pytest.approx(3.01) and out["opt_continuous"] == pytest.approx(3.01)
    assert sum(out["counts"]) == 5000 == out["trials"] and out["parameters"]["seed"] == 7
    assert abs(sum(out["probabilities"]) - 1) < 1e-12
    assert out["parameters"]["alpha"] == pytest.approx(1 / 301)
    assert set(out["bound"]) == {"t", "threshold", "vacuous", "probability", "exact_tail"}
    assert out["bound"]["vacuous"] is True and out["bound"]["threshold"] < 0  # n = 3: the number kept, flagged
    assert out["guarantee"]["revenue"] < out["opt_continuous"]
    assert out["guarantee"]["vacuous"] is True  # revenue ≥ (a negative number) says nothing
    assert isinstance(out["candidates"][0], float)


def test_run_is_reproducible_with_a_seed_and_writes_csv(tmp_path):
    args = ("run", "voting", "--data", PRESETS / "teacher_of_the_year.csv", "--epsilon", 0.3, "--seed", 3,
            "--json", "-")
    a, b = run_here(*args), run_here(*args)
    assert a.returncode == 0 and json.loads(a.stdout)["counts"] == json.loads(b.stdout)["counts"]
    csv_path = tmp_path / "out.csv"
    r = run_here("run", "lunch", "--data", PRESETS / "lunch.csv", "--epsilon", 1, "--csv", csv_path,
                "--trials", 1000, "--seed", 1)
    assert r.returncode == 0 and "exact E[likes]" in r.stdout
    lines = csv_path.read_text().splitlines()
    assert lines[0] == "candidate,score,probability,count,frequency" and len(lines) == 7
    assert sum(int(line.split(",")[3]) for line in lines[1:]) == 1000


def test_sweep_json_is_a_list_without_counts():
    r = run_here("sweep", "voting", "--data", PRESETS / "teacher_of_the_year.csv", "--epsilon", "0.1:10:5",
                "--trials", 100, "--seed", 1, "--json", "-")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert len(out) == 5 and all(set(o) == RUN_KEYS - {"counts"} for o in out)
    eps = [o["parameters"]["epsilon"] for o in out]
    np.testing.assert_allclose(eps, np.geomspace(0.1, 10, 5))
    assert out[-1]["expected_score"] > out[0]["expected_score"]


@pytest.mark.slow  # 15 subprocesses; hostile_cli runs the same refusals in-process
@pytest.mark.parametrize("args,needle", [
    (("run", "pricing", "--data", "nope.csv", "--epsilon", 1), "nope.csv"),
    (("run", "pricing", "--data", PRESETS / "lunch.csv", "--epsilon", 1), "row 1"),
    (("run", "voting", "--data", PRESETS / "teacher_of_the_year.csv", "--epsilon", 0), "--epsilon"),
    (("run", "voting", "--data", PRESETS / "teacher_of_the_year.csv", "--epsilon", "nan"), "--epsilon"),
    (("run", "voting", "--data", PRESETS / "teacher_of_the_year.csv", "--epsilon", "inf"), "--epsilon"),
    (("run", "pricing", "--data", PRESETS / "lecture_valuations.csv", "--epsilon", 1, "--alpha", 2), "--alpha"),
    (("run", "pricing", "--data", PRESETS / "lecture_valuations.csv", "--epsilon", 1, "--alpha", 0),
     "greater than 0 and at most 1, not 0"),
    (("run", "pricing", "--data", PRESETS / "lecture_valuations.csv", "--epsilon", 1, "--alpha", 1e-8), "1e-08"),
    (("run", "voting", "--data", PRESETS / "teacher_of_the_year.csv", "--epsilon", 1, "--trials", -3), "--trials"),
    (("run", "voting", "--data", PRESETS / "teacher_of_the_year.csv", "--epsilon", 1, "--analysis", "monotone",
      "--neighbours", "replace"), "not valid under replace"),
    (("run", "voting", "--data", PRESETS / "teacher_of_the_year.csv", "--epsilon", 1, "--alpha", 0.1), "--alpha applies only to the pricing scenario"),
    (("sweep", "voting", "--data", PRESETS / "teacher_of_the_year.csv", "--epsilon", "1:0.1:3"), "HI"),
    (("run", "chess", "--data", "x", "--epsilon", 1), "chess"),
    (("run", "voting", "--data", PRESETS / "teacher_of_the_year.csv"), "--epsilon"),
    ((), "run, sweep, truthfulness or account"),
])
def test_bad_input_gives_one_error_line_and_exit_2(args, needle):
    r = run_cli(*args)
    assert r.returncode == 2, r.stdout + r.stderr
    assert "Traceback" not in r.stderr
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and needle in lines[0]


def test_unwritable_output_is_a_clean_error(tmp_path):
    r = run_here("run", "voting", "--data", PRESETS / "teacher_of_the_year.csv", "--epsilon", 1,
                "--json", tmp_path / "no" / "dir" / "x.json")
    assert r.returncode == 2 and r.stderr.startswith("error: ") and "Traceback" not in r.stderr


@pytest.mark.slow  # 2 subprocesses, 0.6 s
def test_vacuous_bounds_are_said_in_words_never_as_bare_numbers():
    r = run_here("run", "pricing", "--data", PRESETS / "lecture_valuations.csv", "--epsilon", 1, "--max-price", 3.01,
                "--alpha", 1 / 301, "--trials", 100, "--seed", 1)
    assert r.returncode == 0, r.stderr
    assert "utility bound (t = 1): says nothing at n = 3 and ε = 1" in r.stdout
    assert "lecture guarantee: says nothing at n = 3 and ε = 1" in r.stdout
    assert "$-" not in r.stdout and "-37" not in r.stdout
    big = run_here("run", "pricing", "--data", PRESETS / "synthetic_valuations.csv", "--epsilon", 1, "--trials", 10,
                  "--seed", 1)
    assert "utility threshold (t = 1) = $" in big.stdout and "says nothing" not in big.stdout


def test_help_states_every_default_and_the_lecture_max_price():
    r = run_here("run", "pricing", "--help")  # a scenario's settings are in its own help (issue 33)
    text = " ".join(r.stdout.split())
    for needle in ("default 0.01", "default 1;", "--max-price 3.01", "default 10,000", "default general",
                   "default add-remove", "default exponential", "probability at most e^(−t)", "(default 1)"):
        assert needle in text, needle
    acc = " ".join(run_here("account", "--help").stdout.split())
    assert "default 1e-6" in acc and "1 to 100,000" in acc


@pytest.mark.parametrize("command", ["run", "batch", "room", "sweep", "account", "ledger"])
def test_every_command_help_prints_its_usage_and_exits_0(command):
    """`expmech run --help` (no scenario named yet) once crashed with a traceback: the cancel clause's tuple held an
    empty tuple when the bill's module was not loaded."""
    r = run_here(command, "--help")
    assert r.returncode == 0, r.stderr
    assert "usage:" in r.stdout and "Traceback" not in r.stderr + r.stdout


@pytest.mark.slow  # a 100,000-release bill, 4 s
def test_account_at_100000_releases_finishes_and_reports_progress_off_a_terminal():
    r = run_here("account", "--epsilon", 1, "--releases", 100_000, "--json", "-")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["methods"]["bounded_range_optimal"] == pytest.approx(13070.344, rel=1e-6)
    assert "Traceback" not in r.stderr and "error" not in r.stderr


@pytest.mark.slow  # a subprocess held mid-bill until Ctrl+C, 1.2 s
def test_ctrl_c_during_a_bill_says_cancelled_and_exits_130():
    """The bill is held after its first progress step (clihelp.held_cli_argv), so Ctrl+C surely comes while
    it computes, however fast or busy the machine."""
    import signal

    p = subprocess.Popen(held_cli_argv("expmech_gui.cli.commands:_Progress.__call__", 1,
                                       "account", "--epsilon", 1, "--releases", 100_000),
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         env={**os.environ, "EXPMECH_PROGRESS_AFTER": "0"})
    try:
        line = p.stderr.readline()  # the progress note comes at once (after 0 s), while the bill is computing
        assert "computing the privacy bill" in line, line
        assert p.stderr.readline().strip() == HOLD  # and the bill waits there
        p.send_signal(signal.SIGINT)
        out, err = p.communicate(timeout=deadline(60))
    finally:
        p.kill()
    assert p.returncode == 130
    assert err.strip() == "cancelled" and "Traceback" not in err and out == ""


def _session(tmp_path, params, key="pricing", data=None):
    doc = {"format_version": 1, "current_workspace": key,
           "workspaces": {key: {"data": data or {"values": [1.0, 1.0, 3.01]}, "parameters": params}}}
    path = tmp_path / "s.expmech"
    path.write_text(json.dumps(doc))
    return path


@pytest.mark.slow  # 2 subprocesses, 0.6 s
def test_run_session_applies_every_flag_as_an_override(tmp_path):
    path = _session(tmp_path, {"epsilon": "1", "alpha": "0.01", "max_price": "3.01", "trials": 1000, "seed": 7})
    r = run_here("run", "--session", path, "--alpha", 0.5, "--max-price", 2, "--mechanism", "permute-and-flip",
                "--analysis", "monotone", "--neighbours", "replace", "--t", 2, "--trials", 50, "--seed", 3,
                "--epsilon", 0.7, "--json", "-")
    assert r.returncode == 0, r.stderr
    p = json.loads(r.stdout)["parameters"]
    assert {k: v for k, v in p.items() if v is not None} == {"epsilon": 0.7, "alpha": 0.5, "max_price": 2.0, "analysis": "monotone", "neighbours": "replace",
                 "mechanism": "permute-and-flip", "trials": 50, "seed": 3, "t": 2.0}
    kept = json.loads(run_here("run", "--session", path, "--json", "-").stdout)["parameters"]
    assert kept["max_price"] == 3.01 and kept["seed"] == 7 and kept["trials"] == 1000


@pytest.mark.slow  # 3 subprocesses, 0.6 s
def test_session_conflicts_are_named_and_sweep_takes_a_session(tmp_path):
    path = _session(tmp_path, {"epsilon": "1"}, key="voting", data={"rows": [["Ada", "3"], ["Bob", "5"]]})
    r = run_here("run", "voting", "--session", path)
    assert r.returncode == 2 and "the scenario 'voting' cannot be given with it" in r.stderr
    assert "--workspace voting" in r.stderr and "--data" not in r.stderr
    r = run_here("run", "--session", path, "--alpha", 0.1)
    assert r.returncode == 2 and "--alpha applies only to the pricing scenario" in r.stderr
    r = run_here("sweep", "--session", path, "--epsilon", "0.1:1:3", "--trials", 10, "--seed", 1, "--json", "-")
    assert r.returncode == 0, r.stderr
    assert [o["scenario"] for o in json.loads(r.stdout)] == ["voting"] * 3


def test_truthfulness_json_for_the_lecture_bidder_and_refusals(tmp_path):
    """`expmech truthfulness pricing … --bidder 3 --json -`: the schema the README documents, the lecture's
    numbers (E[u] 1.4235, best report ≈ $2.51, gain 0.0585), and one error line with exit 2 for a bad row."""
    data = tmp_path / "lecture.csv"
    data.write_text("value\n1\n1\n3.01\n")
    r = run_here("truthfulness", "pricing", "--data", data, "--epsilon", 1, "--alpha", 1 / 301, "--max-price", 3.01,
                "--bidder", 3, "--json", "-")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    for key in ("bidder", "true_value", "reports", "expected_utility", "truthful_utility", "best_report", "best_gain",
                "gain_bound", "epsilon_per_report", "nonprivate"):
        assert key in out, key
    assert out["bidder"] == 3 and out["true_value"] == 3.01 and 3.01 in out["reports"]
    assert len(out["reports"]) == len(out["expected_utility"])
    assert out["truthful_utility"] == pytest.approx(1.4235, abs=5e-5)
    assert out["best_report"] == pytest.approx(2.51, abs=0.01) and out["best_gain"] == pytest.approx(0.0585, abs=5e-4)
    assert out["epsilon_per_report"] == 0.5 and out["best_gain"] <= out["gain_bound"]
    assert out["nonprivate"]["best_gain"] > 2.0
    bad = run_here("truthfulness", "pricing", "--data", data, "--epsilon", 1, "--bidder", 4)
    assert bad.returncode == 2 and bad.stderr.strip().startswith("error: bidder 4 does not exist")
    votes = tmp_path / "votes.csv"
    votes.write_text("candidate,votes\nAda,5\nBo,4\nCy,1\n")
    r = run_here("truthfulness", "voting", "--data", votes, "--epsilon", 1, "--voter", 2, "--json", "-")
    out = json.loads(r.stdout)
    assert out["favourite"] == "Bo" and out["best_report"] == "Bo" and out["best_gain"] == 0.0
    missing = run_here("truthfulness", "voting", "--data", votes, "--epsilon", 1)
    assert missing.returncode == 2 and "--voter ROW is required" in missing.stderr


def test_sweep_over_alpha_and_a_grid_of_ranges(tmp_path):
    """`sweep` takes any numeric parameter as one value or LO:HI:N (log-spaced); the ranges form the grid and
    the JSON holds one run object per point, each equal to a single run at that point."""
    r = run_here("sweep", "pricing", "--data", PRESETS / "synthetic_valuations.csv", "--epsilon", 1, "--alpha", "0.001:0.1:3",
                "--trials", 0, "--json", "-")
    assert r.returncode == 0, r.stderr
    points = json.loads(r.stdout)
    assert [round(p["parameters"]["alpha"], 6) for p in points] == [0.001, 0.01, 0.1]
    one = json.loads(run_here("run", "pricing", "--data", PRESETS / "synthetic_valuations.csv", "--epsilon", 1, "--alpha", 0.01,
                             "--trials", 0, "--seed", 1, "--json", "-").stdout)
    assert points[1]["expected_score"] == one["expected_score"] and points[1]["probabilities"] == one["probabilities"]
    r = run_here("sweep", "voting", "--data", PRESETS / "teacher_of_the_year.csv", "--epsilon", "0.1:10:3", "--t", "0.5:2:2",
                "--trials", 0, "--json", "-")
    assert len(json.loads(r.stdout)) == 6
    bad = run_here("sweep", "voting", "--data", PRESETS / "teacher_of_the_year.csv", "--epsilon", 1, "--alpha", "0.1:0.5:2")
    assert bad.returncode == 2 and "--alpha applies only to the pricing scenario" in bad.stderr


def test_account_with_data_charges_what_a_release_really_costs(tmp_path):
    """The ε/2 rule (issue 12, item 3): with SCENARIO --data, `account` charges core.privacy.loss.release_epsilon —
    ε/2 for the general analysis on a score monotone under the notion, the full ε where it is not (voting under
    replace) — and says why; without data it charges ε as given, and data-only flags without data are refused."""
    from expmech_gui.core.accounting import bill as accounting

    votes = PRESETS / "teacher_of_the_year.csv"
    half = json.loads(run_here("account", "voting", "--data", votes, "--epsilon", 1, "--releases", 10,
                              "--json", "-").stdout)
    assert half["epsilon"] == 0.5 and half["epsilon_asked"] == 1.0 and "ε/2" in half["release_note"]
    assert half["methods"]["basic"] == pytest.approx(5.0)
    expected = accounting.privacy_bill(0.5, 10, 1e-6, "exponential").bounded_range_optimal
    assert half["methods"]["bounded_range_optimal"] == pytest.approx(expected, rel=1e-12)
    full = json.loads(run_here("account", "voting", "--data", votes, "--epsilon", 1, "--releases", 10,
                              "--neighbours", "replace", "--json", "-").stdout)
    assert full["epsilon"] == 1.0 and full["methods"]["basic"] == pytest.approx(10.0)
    monotone = json.loads(run_here("account", "voting", "--data", votes, "--epsilon", 1, "--releases", 10,
                                  "--analysis", "monotone", "--json", "-").stdout)
    assert monotone["epsilon"] == 1.0  # the monotone analysis already spends ε/Δ: nothing to halve
    text = run_here("account", "voting", "--data", votes, "--epsilon", 1, "--releases", 10).stdout
    assert "ε = 0.5 exponential mechanism" in text and "(ε = 1 asked: the score is monotone" in text
    plain = json.loads(run_here("account", "--epsilon", 1, "--releases", 10, "--json", "-").stdout)
    assert plain["epsilon"] == 1.0 and "release_note" not in plain
    r = run_here("account", "--epsilon", 1, "--releases", 10, "--neighbours", "replace")
    assert r.returncode == 2 and "--neighbours" in r.stderr and "--data FILE" in r.stderr
    r = run_here("account", "voting", "--epsilon", 1, "--releases", 10)
    assert r.returncode == 2 and r.stderr.startswith("error: --data FILE is required")


@pytest.mark.parametrize("key", __import__("expmech_gui.scenarios").scenarios.SCENARIOS)
def test_example_runs_the_first_preset_with_its_settings_as_the_data_would(key, tmp_path):
    from expmech_gui.scenarios import SCENARIOS

    scenario = SCENARIOS[key]
    name = scenario.preset_names[0]
    example = run_here("run", key, "--example", "--trials", 200, "--seed", 5, "--json", "-")
    assert example.returncode == 0, example.stderr
    out = json.loads(example.stdout)
    assert out["parameters"]["epsilon"] == 1.0  # ε defaults to 1 with --example
    flags = [arg for s in scenario.settings if s.name in scenario.preset_settings(name)
             for arg in (s.cli_flag, scenario.preset_settings(name)[s.name])]
    data = tmp_path / "example.csv"
    scenario.write_csv(data, scenario.load_preset(name))
    same = run_here("run", key, "--data", data, "--epsilon", 1, *flags, "--trials", 200, "--seed", 5, "--json", "-")
    assert same.returncode == 0, same.stderr
    assert json.loads(same.stdout)["probabilities"] == out["probabilities"]


def test_example_refuses_data_and_needs_a_scenario():
    r = run_here("run", "voting", "--example", "--data", "votes.csv")
    assert r.returncode == 2 and "--data cannot be given with it" in r.stderr
    r = run_here("run", "--example")
    assert r.returncode == 2 and "--example needs SCENARIO" in r.stderr
    r = run_here("run", "median", "--example", "--quantile", 0.25, "--epsilon", 2, "--json", "-")
    assert r.returncode == 0 and json.loads(r.stdout)["parameters"]["quantile"] == 0.25
