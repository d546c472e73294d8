"""`expmech batch` runs: the same table byte for byte on every executor, equal to `expmech run --json`, failing
cells recorded while the rest finish, and a run killed mid-way resumed to the same table with no cell twice."""
import csv
import io
import json
import signal
import subprocess
from pathlib import Path

import pytest

from clihelp import HOLD, cli_argv, held_cli_argv
from expmech_gui.cli import EXIT_CELLS_FAILED as CELLS_FAILED, main
from expmech_gui.scenarios import SCENARIOS
from machine import deadline

PRESETS = Path(__file__).resolve().parents[1] / "resources" / "presets"
VOTES = PRESETS / "teacher_of_the_year.csv"
VOTING = next(k for k, s in SCENARIOS.items() if any(p.filename == VOTES.name for p in s.presets.values()))
PRICING = next(k for k, s in SCENARIOS.items() if s.setting("alpha") is not None)
OTHERS = [k for k in SCENARIOS if k not in (VOTING, PRICING)]

MIXED = f"""format_version = 1
scenario = ["{PRICING}", "{VOTING}"]
seed = 11
[data]
{PRICING} = [{{ preset = "lecture_valuations", name = "lecture" }}, "preset:synthetic_valuations"]
{VOTING} = ["votes.csv", {{ generate = {{ k = 5, n = 300 }}, seed = 3, name = "zipf" }}]
[grid]
epsilon = "0.1:10:3"
alpha = [0.01, 0.05]
mechanism = ["exponential", "gumbel", "permute-and-flip"]
analysis = ["general", "monotone"]
neighbours = ["add-remove", "replace"]
trials = 500
[record]
fields = ["expected_score", "opt", "bound.threshold", "guarantee.revenue", "parameters.max_price"]
"""


def batch(*args):
    out, err = io.StringIO(), io.StringIO()
    code = main(["batch", *map(str, args)], out, err)
    return code, out.getvalue(), err.getvalue()


def spec_file(folder: Path, text: str = MIXED) -> Path:
    (folder / "votes.csv").write_bytes(VOTES.read_bytes())
    path = folder / "exp.toml"
    path.write_text(text, encoding="utf-8")
    return path


def table(path: Path) -> list[dict]:
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def test_one_and_two_workers_write_the_same_tables_and_failures_are_recorded(tmp_path):
    pytest.importorskip("pyarrow", reason="the [batch] extra (pyarrow) is not installed")
    path = spec_file(tmp_path)
    assert batch(path, "--out", tmp_path / "w1", "--workers", 1, "--format", "both")[0] == CELLS_FAILED
    code, out, _ = batch(path, "--out", tmp_path / "w2", "--workers", 2, "--format", "both")
    assert code == CELLS_FAILED
    for name in ("results.csv", "results.parquet"):
        assert (tmp_path / "w1" / name).read_bytes() == (tmp_path / "w2" / name).read_bytes(), name
    manifest = json.loads((tmp_path / "w2" / "manifest.json").read_text())
    # voting under replace neighbours refuses the monotone analysis: those cells fail, the others finish
    failed = manifest["failed"]
    assert {(f["scenario"], f["parameters"]["analysis"], f["parameters"]["neighbours"]) for f in failed} == {
        (VOTING, "monotone", "replace")}
    assert len(failed) == 2 * 3 * 3 and "not valid under replace" in failed[0]["error"]
    assert manifest["complete"] and manifest["cells"] == {"total": 2 * 3 * 2 * 3 * 2 * 2 + 2 * 3 * 3 * 2 * 2,
                                                           "done": 216, "failed": 18}
    assert f"{len(failed)} of 216 cells failed" in out and code == CELLS_FAILED  # finished, but not all cells
    rows = table(tmp_path / "w2" / "results.csv")
    assert list(rows[0])[:12] == ["cell", "scenario", "dataset", "param_epsilon", "param_alpha",
                                  "param_mechanism", "param_analysis", "param_neighbours", "param_trials",
                                  "cell_seed", "candidate", "score"]
    assert {r["cell"] for r in rows}.isdisjoint({str(f["cell"]) for f in failed})
    assert {r["param_alpha"] for r in rows if r["scenario"] == VOTING} == {""}
    assert {r["guarantee.revenue"] for r in rows if r["scenario"] == VOTING} == {""}
    assert {r["parameters.max_price"] for r in rows if r["dataset"] == "lecture"} == {"3.01"}  # the preset's


def test_cells_equal_expmech_run_json(tmp_path):
    path = spec_file(tmp_path)
    assert batch(path, "--out", tmp_path / "o", "--workers", 1)[0] == CELLS_FAILED
    rows = table(tmp_path / "o" / "results.csv")
    cells = {}
    for r in rows:
        cells.setdefault(r["cell"], []).append(r)
    sampled = [next(c for c in cells.values()
                    if c[0]["dataset"] == "lecture" and c[0]["param_mechanism"] == "permute-and-flip"),
               next(c for c in cells.values()
                    if c[0]["dataset"] == "votes.csv" and c[0]["param_neighbours"] == "replace")]
    for cell in sampled:
        r = cell[0]
        data = (["--data", PRESETS / "lecture_valuations.csv", "--alpha", r["param_alpha"], "--max-price", "3.01"]
                if r["scenario"] == PRICING else ["--data", tmp_path / "votes.csv"])
        out = io.StringIO()
        assert main(["run", r["scenario"], *map(str, data), "--epsilon", r["param_epsilon"],
                     "--mechanism", r["param_mechanism"], "--analysis", r["param_analysis"],
                     "--neighbours", r["param_neighbours"], "--trials", r["param_trials"],
                     "--seed", r["cell_seed"], "--json", "-"], out, io.StringIO()) == 0
        want = json.loads(out.getvalue())
        assert [float(x["probability"]) for x in cell] == want["probabilities"]
        assert [int(x["count"]) for x in cell] == want["counts"]
        assert [float(x["score"]) for x in cell] == want["scores"]
        assert {float(x["expected_score"]) for x in cell} == {want["expected_score"]}
        assert {float(x["bound.threshold"]) for x in cell} == {want["bound"]["threshold"]}
        assert {float(x["opt"]) for x in cell} == {want["opt"]}


def test_per_cell_rows_carry_the_error_and_a_torn_last_line_is_redone(tmp_path):
    path = spec_file(tmp_path)
    out = tmp_path / "o"
    assert batch(path, "--out", out, "--workers", 1, "--per", "cell")[0] == CELLS_FAILED
    before = (out / "results.csv").read_bytes()
    rows = table(out / "results.csv")
    assert len(rows) == 216 and sum(bool(r["error"]) for r in rows) == 18 and "candidate" not in rows[0]
    part = out / "cells" / "part-0001.jsonl"
    lines = part.read_bytes().splitlines(keepends=True)
    part.write_bytes(b"".join(lines[:-1]) + lines[-1][: len(lines[-1]) // 2])  # killed while writing a line
    code, said, _ = batch(path, "--out", out, "--workers", 1, "--per", "cell")
    assert code == CELLS_FAILED and "215 of 216 cells are already in" in said
    assert (out / "results.csv").read_bytes() == before
    part.write_bytes(b"{oops\n" + part.read_bytes())
    code, _, err = batch(path, "--out", out)
    assert code == 2 and "part-0001.jsonl: line 1 is damaged" in err


@pytest.mark.slow
def test_dask_local_cluster_writes_the_same_tables(tmp_path):
    pytest.importorskip("dask.distributed", reason="the [cluster] extra (dask.distributed) is not installed")
    pytest.importorskip("pyarrow", reason="the [batch] extra (pyarrow) is not installed")
    path = spec_file(tmp_path)
    assert batch(path, "--out", tmp_path / "w1", "--workers", 1, "--format", "both")[0] == CELLS_FAILED
    proc = subprocess.run(cli_argv("batch", path, "--out", tmp_path / "dask", "--dask", "local:2", "--format", "both"),
                          capture_output=True, text=True, timeout=deadline(120))
    assert proc.returncode == CELLS_FAILED, proc.stderr
    for name in ("results.csv", "results.parquet"):
        assert (tmp_path / "w1" / name).read_bytes() == (tmp_path / "dask" / name).read_bytes(), name
    assert "LocalCluster of 2" in json.loads((tmp_path / "dask" / "manifest.json").read_text())["executor"]


SLOW_CELLS = f"""format_version = 1
scenario = "{PRICING}"
data = ["preset:synthetic_valuations"]
seed = 3
[grid]
epsilon = "0.1:10:24"
alpha = [0.00001, 0.00002]
mechanism = ["permute-and-flip", "exponential"]
trials = 1000
[record]
per = "cell"
"""


@pytest.fixture(scope="module")
def slow_cells_in_one_go(tmp_path_factory) -> bytes:
    """SLOW_CELLS' results.csv from one whole run in this process (the killed runs' table must be this)."""
    tmp = tmp_path_factory.mktemp("whole")
    assert batch(spec_file(tmp, SLOW_CELLS), "--out", tmp / "whole", "--workers", 1)[0] == 0
    return (tmp / "whole" / "results.csv").read_bytes()


@pytest.mark.slow
@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_a_run_killed_mid_way_resumes_to_the_same_table_with_no_cell_twice(tmp_path, signum, slow_cells_in_one_go):
    """The run is held after its 8th saved cell (clihelp.held_cli_argv), so the signal surely comes mid-way."""
    path = spec_file(tmp_path, SLOW_CELLS)
    out = tmp_path / "o"
    proc = subprocess.Popen(held_cli_argv("expmech_gui.cli.batch:_PlainProgress.advance", 8,
                                          "batch", path, "--out", out, "--workers", 2),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    part = out / "cells" / "part-0001.jsonl"
    try:
        said = [proc.stderr.readline()]
        while said[-1] and said[-1].strip() != HOLD:  # progress lines, then the hold (or the end: "")
            said.append(proc.stderr.readline())
        assert said[-1].strip() == HOLD, "".join(said)
        proc.send_signal(signum)
        _, err = proc.communicate(timeout=deadline(60))
    finally:
        proc.kill()
    assert proc.returncode == 130 and err.rstrip().endswith("cancelled"), err
    saved = part.read_bytes().count(b"\n")
    assert saved == 8 and not (out / "results.csv").exists()
    assert json.loads((out / "manifest.json").read_text())["complete"] is False
    resumed = subprocess.run(cli_argv("batch", path, "--out", out, "--workers", 2), capture_output=True, text=True,
                             timeout=deadline(120))
    assert resumed.returncode == 0, resumed.stderr
    assert f"{saved} of 96 cells are already in" in resumed.stdout
    keys = [json.loads(line)["key"] for p in sorted((out / "cells").glob("part-*.jsonl"))
            for line in p.read_text().splitlines()]
    assert len(keys) == len(set(keys)) == 96
    rows = table(out / "results.csv")
    assert [int(r["cell"]) for r in rows] == list(range(96)) and not any(r["error"] for r in rows)
    assert (out / "results.csv").read_bytes() == slow_cells_in_one_go


@pytest.mark.parametrize("key", [k for k in SCENARIOS if SCENARIOS[k].presets])
def test_every_registered_scenario_runs_from_its_first_preset(tmp_path, key):
    scenario = SCENARIOS[key]
    text = (f'format_version = 1\nscenario = "{key}"\ndata = ["preset:{next(iter(scenario.presets))}"]\nseed = 5\n'
            '[grid]\nepsilon = [0.5, 2]\ntrials = 200\n')
    code, _, err = batch(spec_file(tmp_path, text), "--out", tmp_path / "o", "--workers", 1, "--per", "cell")
    assert code == 0, err
    rows = table(tmp_path / "o" / "results.csv")
    assert [r["param_epsilon"] for r in rows] == ["0.5", "2.0"] and not any(r["error"] for r in rows)
    # a scenario whose run releases k at once (top-k) records its whole release's totals by default
    expected, best = ("expected_total", "best_total") if scenario.release_score else ("expected_score", "opt")
    assert float(rows[0][expected]) <= float(rows[1][expected]) <= float(rows[1][best]) + 1e-9


def test_the_most_exposed_search_runs_inside_the_cells(tmp_path):
    text = f"""format_version = 1
scenario = "{VOTING}"
data = ["votes.csv"]
seed = 7
[grid]
epsilon = [0.5, 1.0]
mechanism = ["exponential", "permute-and-flip"]
neighbours = ["add-remove", "replace"]
[record]
per = "cell"
fields = ["exposure.loss", "exposure.range", "exposure.worst", "exposure.searched"]
"""
    assert batch(spec_file(tmp_path, text), "--out", tmp_path / "o", "--workers", 2)[0] == 0
    rows = table(tmp_path / "o" / "results.csv")
    assert all(float(r["exposure.loss"]) <= float(r["param_epsilon"]) + 1e-12 for r in rows)  # ε-DP
    expo = [r for r in rows if r["param_mechanism"] == "exponential"]
    assert all(float(r["exposure.range"]) <= float(r["param_epsilon"]) + 1e-12 for r in expo)  # ε-bounded range
    assert any(float(r["exposure.range"]) > float(r["param_epsilon"])
               for r in rows if r["param_mechanism"] != "exponential")
    # teacher of the year at ε = 1, add/remove: the worst realised loss is 0.5 (the ε/2 rule)
    one = next(r for r in expo if r["param_epsilon"] == "1.0" and r["param_neighbours"] == "add-remove")
    assert float(one["exposure.loss"]) == pytest.approx(0.5, abs=1e-6) and one["exposure.worst"]


def test_a_lone_heavy_cell_is_split_across_idle_workers_with_the_same_numbers(tmp_path, monkeypatch):
    from expmech_gui.batch import split

    text = f"""format_version = 1
scenario = "{PRICING}"
data = ["preset:synthetic_valuations"]
seed = 5
[grid]
epsilon = [1.0]
mechanism = ["permute-and-flip"]
neighbours = ["replace"]
[record]
per = "cell"
fields = ["exposure.loss", "exposure.range", "exposure.worst", "exposure.searched", "expected_score"]
"""
    spec = spec_file(tmp_path, text)
    assert batch(spec, "--out", tmp_path / "one", "--workers", 1)[0] == 0
    seen = []
    real = split.split_heavy
    monkeypatch.setattr(split, "split_heavy", lambda tasks, workers: seen.append(real(tasks, workers)) or seen[-1])
    assert batch(spec, "--out", tmp_path / "two", "--workers", 2)[0] == 0
    assert [("part" in t, "exposure_parts" in t) for t in seen[0]] == [(False, True), (True, False), (True, False)]
    one, two = (table(tmp_path / d / "results.csv") for d in ("one", "two"))
    assert one == two and len(one) == 1 and int(one[0]["exposure.searched"]) > 1000 and one[0]["exposure.worst"]


def test_a_failed_share_fails_its_cell_and_the_joiner_waits_for_every_share():
    from expmech_gui.batch.cells import field_value
    from expmech_gui.batch.split import Joiner

    joiner = Joiner(field_value)
    cell = {"cell": 0, "key": "k", "ok": True, "fields": {"exposure.loss": None}, "exposure_parts": 2, "seconds": 1.0}
    share = {"cell": 0, "key": "k", "ok": True, "part": 0, "parts": 2, "seconds": 2.0,
             "share": {"loss": 0.3, "description": "remove row 1", "kind": "remove", "range": 0.5,
                       "range_description": "remove row 1", "score_sensitivity": 1.0, "score_range": 1.0,
                       "searched": 10}}
    assert joiner.feed(cell) == [] and joiner.feed(share) == []
    [done] = joiner.feed({"cell": 0, "key": "k", "ok": False, "part": 1, "parts": 2, "error": "no memory"})
    assert done["ok"] is False and done["error"] == "no memory" and done["seconds"] == 3.0
    assert joiner.feed({"cell": 1, "key": "u", "ok": True, "fields": {}}) == [{"cell": 1, "key": "u", "ok": True,
                                                                                 "fields": {}}]
