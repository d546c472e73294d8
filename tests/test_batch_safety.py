"""`expmech batch` never touches what is not the run's own: --out must be new, empty or a previous run of the same
file; a saved cell is trusted only as a fresh result would be; a pathological file is refused in one line; a
mistyped guarantee field is caught by --check; tables the manifest does not list are removed."""
import io
import json
from pathlib import Path

import pytest

from expmech_gui.cli import main
from expmech_gui.scenarios import SCENARIOS

PRESETS = Path(__file__).resolve().parents[1] / "resources" / "presets"
VOTES = PRESETS / "teacher_of_the_year.csv"
VOTING = next(k for k, s in SCENARIOS.items() if any(p.filename == VOTES.name for p in s.presets.values()))
PRICING = next(k for k, s in SCENARIOS.items() if s.setting("alpha") is not None)

SMALL = f"""format_version = 1
scenario = "{VOTING}"
data = ["votes.csv"]
seed = 7
[grid]
epsilon = [0.5, 1.0]
mechanism = ["exponential", "permute-and-flip"]
trials = 300
[record]
fields = ["expected_score", "opt", "opt_candidates"]
"""


def batch(*args):
    out, err = io.StringIO(), io.StringIO()
    code = main(["batch", *map(str, args)], out, err)
    return code, out.getvalue(), err.getvalue()


def spec_file(folder: Path, text: str = SMALL, name: str = "exp.toml") -> Path:
    (folder / "votes.csv").write_bytes(VOTES.read_bytes())
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def snapshot(folder: Path) -> dict:
    return {str(p.relative_to(folder)): p.read_bytes() if p.is_file() else None for p in sorted(folder.rglob("*"))}


def test_out_beside_the_users_files_is_refused_and_nothing_is_written(tmp_path):
    path = spec_file(tmp_path)
    (tmp_path / "results.csv").write_text("my,own\n1,2\n")
    (tmp_path / "manifest.json").write_text('{"mine": true}\n')
    before = snapshot(tmp_path)
    code, out, err = batch(path, "--out", tmp_path, "--workers", 1)
    assert code == 2 and out == "" and len(err.splitlines()) == 1, err
    assert "already holds files that are not an expmech batch run" in err and "choose another --out" in err
    assert snapshot(tmp_path) == before  # not even a lock file


def test_out_may_be_new_empty_or_a_previous_run_of_the_same_file_only(tmp_path):
    path = spec_file(tmp_path)
    (tmp_path / "empty").mkdir()
    assert batch(path, "--out", tmp_path / "empty", "--workers", 1)[0] == 0
    assert batch(path, "--out", tmp_path / "new" / "deeper", "--workers", 1)[0] == 0
    wider = path.read_text().replace("epsilon = [0.5, 1.0]", "epsilon = [0.5, 1.0, 2.0]")
    path.write_text(wider)  # the same file, widened: a resume
    code, said, _ = batch(path, "--out", tmp_path / "empty", "--workers", 1)
    assert code == 0 and "4 of 6 cells are already in" in said
    other = spec_file(tmp_path, SMALL.replace("seed = 7", "seed = 8"), "other.toml")
    before = snapshot(tmp_path / "empty")
    code, _, err = batch(other, "--out", tmp_path / "empty", "--workers", 1)
    assert code == 2 and "a run of another experiment file" in err and snapshot(tmp_path / "empty") == before
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "thesis.tex").write_text("\\chapter{}")
    code, _, err = batch(path, "--out", tmp_path / "notes", "--workers", 1)
    assert code == 2 and "thesis.tex" in err and [p.name for p in (tmp_path / "notes").iterdir()] == ["thesis.tex"]
    (tmp_path / "a-file").write_text("x")
    assert batch(path, "--out", tmp_path / "a-file")[0] == 2 and (tmp_path / "a-file").read_text() == "x"


@pytest.mark.parametrize("edit", [
    lambda o: o.update(probability=["x"] + o["probability"][1:]),
    lambda o: o.update(probability=[7.0] + o["probability"][1:]),
    lambda o: o.update(count=[-1] + o["count"][1:]),
    lambda o: o["fields"].update(expected_score="not a number"),
    lambda o: o["fields"].update(opt=1e308),
    lambda o: o.update(count=o["count"][:-1]),
    lambda o: o["fields"].pop("opt"),
    lambda o: o.update(ok="yes"),
], ids=["probability-text", "probability-7", "count-negative", "field-text", "field-1e308", "short-counts",
        "missing-field", "ok-not-bool"])
def test_a_saved_cell_with_impossible_content_is_dropped_counted_and_recomputed(tmp_path, edit):
    path = spec_file(tmp_path)
    out = tmp_path / "o"
    assert batch(path, "--out", out, "--workers", 1)[0] == 0
    table = (out / "results.csv").read_bytes()
    part = out / "cells" / "part-0001.jsonl"
    lines = part.read_text().splitlines()
    cell = json.loads(lines[2])
    edit(cell)
    lines[2] = json.dumps(cell, separators=(",", ":"))
    part.write_text("\n".join(lines) + "\n")
    code, said, err = batch(path, "--out", out, "--workers", 1)
    assert code == 0, err
    assert "1 saved cell in" in said and "is not a valid result (the first, cell 2:" in said
    assert "3 of 4 cells are already in" in said and "running it again" in said
    assert (out / "results.csv").read_bytes() == table
    code, said, _ = batch(path, "--out", out, "--workers", 1)  # the recomputed line now stands for the cell
    assert code == 0 and "not a valid result" not in said and "4 of 4 cells are already in" in said


def test_a_spec_nesting_200000_arrays_is_refused_in_one_line(tmp_path):
    deep = "[" * 200_000 + "]" * 200_000
    path = spec_file(tmp_path, SMALL.replace("trials = 300", f"trials = {deep}"))
    for args in ((path, "--check"), (path, "--out", tmp_path / "o")):
        code, _, err = batch(*args)
        assert code == 2 and len(err.splitlines()) == 1, err
        assert "line 8" in err and "nests arrays or tables more than 100 deep" in err
        assert "Recursion" not in err and "internal error" not in err
    assert not (tmp_path / "o").exists()


def test_check_catches_a_mistyped_guarantee_field(tmp_path):
    text = f"""format_version = 1
scenario = ["{PRICING}", "{VOTING}"]
seed = 3
[data]
{PRICING} = ["preset:lecture_valuations"]
{VOTING} = ["votes.csv"]
[grid]
epsilon = [1.0]
[record]
fields = ["expected_score", "guarantee.revenue", "guarantee.revenu"]
"""
    code, out, err = batch(spec_file(tmp_path, text), "--check")
    assert code == 2 and out == ""
    assert "line 10, record.fields[2]: 'guarantee.revenu'" in err and "did you mean guarantee.revenue?" in err
    good = text.replace(', "guarantee.revenu"', "")
    code, out, err = batch(spec_file(tmp_path, good), "--check")
    assert code == 0 and "2 cells" in out, err


def test_a_csv_rerun_after_widening_removes_the_stale_parquet_table(tmp_path):
    pytest.importorskip("pyarrow", reason="the [batch] extra (pyarrow) is not installed")
    path = spec_file(tmp_path)
    out = tmp_path / "o"
    assert batch(path, "--out", out, "--workers", 1, "--format", "both")[0] == 0
    assert (out / "results.parquet").exists()
    path.write_text(path.read_text().replace("epsilon = [0.5, 1.0]", "epsilon = [0.5, 1.0, 2.0]"))
    assert batch(path, "--out", out, "--workers", 1, "--format", "csv")[0] == 0
    manifest = json.loads((out / "manifest.json").read_text())
    tables = sorted(p.name for p in out.iterdir() if p.name.startswith("results."))
    assert tables == sorted(manifest["outputs"]) == ["results.csv"]
    rows = (out / "results.csv").read_text().count("\n") - 1
    assert manifest["outputs"]["results.csv"] == rows and {line.split(",")[0] for line in
                                                           (out / "results.csv").read_text().splitlines()[1:]} == {
        str(i) for i in range(6)}  # the widened grid's 6 cells


def test_each_impossible_content_is_named_even_with_a_matching_digest():
    from expmech_gui.batch import outcomes

    good = {"cell": 0, "key": "k", "ok": True, "fields": {"opt": 3.0, "worst": "row 2", "n": None},
            "candidate": ["a", "b"], "score": [1.0, 2.0], "probability": [0.25, 0.75], "count": [1, 3], "seconds": 0.1}

    def problem(**changes):
        outcome = json.loads(json.dumps(good))
        for name, value in changes.items():
            (outcome["fields"] if name in good["fields"] else outcome)[name] = value
        line = outcomes.sealed_line(outcome)
        assert outcomes.intact(line) and not outcomes.intact(line.replace(b'"a"', b'"z"'))
        return outcomes.problem(json.loads(line), ["opt", "worst", "n"], True, "candidate")

    assert problem() is None
    assert "between 0 and 1" in problem(probability=["x", 0.75]) and "between 0 and 1" in problem(probability=[7, 0])
    assert "sum to 0.5" in problem(probability=[0.25, 0.25])
    assert "whole number ≥ 0" in problem(count=[-1, 3]) and "whole number ≥ 0" in problem(count=[1.5, 3])
    assert "one length" in problem(count=[1])
    assert problem(candidate=["a", 1.25]) is None  # prices are numbers
    assert "not text or a finite number" in problem(candidate=[True, "a"]) \
        and "not text or a finite number" in problem(candidate=[{"x": 1}, "a"])
    assert "field opt is not a finite number" in problem(opt=[1, 2])
    assert "not those the file asks for" in outcomes.problem(dict(good, fields={"opt": 1.0}), ["opt", "n"], True,
                                                             "candidate")
    assert "without its error" in outcomes.problem({"cell": 0, "key": "k", "ok": False}, [], True, "cell")
