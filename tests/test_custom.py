"""The Custom scenario: CSV and session tables, neighbours, built-in families, and `expmech release` on it."""
from __future__ import annotations

import io
import json

import numpy as np
import pytest

from expmech_gui.cli import main
from expmech_gui.core.errors import DataError
from expmech_gui.core.problem import ProblemError
from expmech_gui.scenarios.custom import custom
from expmech_gui.scenarios import preset_path

SCENARIO = custom.SCENARIO


def test_csv_with_and_without_header():
    d = custom.from_text("candidate,today,Ann removed,Bob added\na,3,2,4\nb,1,1,1\n")
    assert d.columns == ("today", "Ann removed", "Bob added") and d.k == 2 and d.m == 2
    assert d.table.tolist() == [[3, 1], [2, 1], [4, 1]]
    e = custom.from_text("a;3;2\nb;1;1\n")
    assert e.columns == ("D", "D′1")
    pr = custom.problem(d)
    assert pr.sensitivity == 1 and pr.score_range["replace"] == 1 and pr.monotone["add-remove"]
    assert not custom.problem(custom.from_text("a,3,4\nb,1,0\n")).monotone["replace"]


@pytest.mark.parametrize("text,words,row", [
    ("candidate,D,D1\na,1,x\n", "not a number", 2),
    ("a,1,2\na,2,3\n", "twice", 2),
    ("a,1\n", "at least one neighbour", None),
    ("a,1,2\nb,1\n", "expected 3 cells", 2),
])
def test_csv_errors_name_the_row(text, words, row):
    with pytest.raises(DataError, match=words) as info:
        custom.from_text(text, "f.csv")
    assert info.value.row == row


def test_zero_sensitivity_is_refused_in_words():
    with pytest.raises(ProblemError, match="sensitivity is 0"):
        custom.problem(custom.from_text("a,1,1\nb,2,2\n"))


def test_session_table_roundtrip_and_bad_rows_left_out(tmp_path):
    d = SCENARIO.load_preset("Votes + 100 per voter (range 1, sensitivity 101)")
    table = SCENARIO.table.from_dataset(d)
    again, excluded = SCENARIO.table.dataset(SCENARIO.table.check(table, "s", "w"))
    assert excluded == 0 and np.array_equal(again.table, d.table) and again.columns == d.columns
    table["rows"].append(["broken", "x", *["1"] * d.k])
    again, excluded = SCENARIO.table.dataset(table)
    assert excluded == 1 and again.m == d.m
    path = tmp_path / "c.csv"
    SCENARIO.write_csv(path, d)
    assert np.array_equal(SCENARIO.read_csv(path).table, d.table)


def test_neighbours_and_families():
    d = custom.from_text("a,3,2,4\nb,1,1,1\n")
    pr = custom.problem(d)
    fams = SCENARIO.neighbour_families(d, pr, "replace")
    assert fams[0].size == 2 and np.array_equal(fams[0].changes, d.changes)
    assert fams[0].describe(1) == "D′ = D′2"
    n = SCENARIO.neighbour_dataset(d, "replace", 0, 1)
    assert np.array_equal(custom.problem(n).scores, [4, 1]) and custom.problem(n).sensitivity == pr.sensitivity
    assert SCENARIO.one_person.parse_value("D′2", d, None) == 1
    assert SCENARIO.one_person.parse_value("1", d, None) == 0
    with pytest.raises(ProblemError, match="neighbour"):
        SCENARIO.one_person.parse_value("9", d, None)


def test_built_in_families():
    q = custom.generate(custom.FAMILIES[0], 0, 0)
    assert q.table.tolist() == [[0, 1], [1, 2]]
    shifted = custom.generate(custom.FAMILIES[3], 4, 30, seed=1)
    sens, spread = custom.pair_summary(shifted)
    assert (sens.max(), spread.max(), shifted.k) == (101, 1, 4)
    plain = custom.generate(custom.FAMILIES[2], 4, 30, seed=1)
    assert custom.pair_summary(plain)[0].max() == 1
    with pytest.raises(ProblemError):
        custom.generate("nope", 2, 2)


def test_release_on_custom_data_json_keys():
    out, err = io.StringIO(), io.StringIO()
    path = str(preset_path("custom_votes_shifted.csv"))
    assert main(["release", "custom", "--data", path, "--epsilon", "0.5", "--analysis", "range", "--seed", "4",
                 "--json", "-"], out, err) == 0, err.getvalue()
    r = json.loads(out.getvalue())
    assert set(r) == {"scenario", "candidate", "index", "epsilon", "epsilon_exact", "scale_exact", "mechanism",
                      "analysis", "neighbours", "sampler", "seed", "privacy_claim"}
    assert r["epsilon_exact"] == "1/2" and r["scale_exact"] == "1/2" and r["candidate"] in custom.generate(
        custom.FAMILIES[3], 4, 20).candidates
    out2 = io.StringIO()
    main(["release", "custom", "--data", path, "--epsilon", "0.5", "--analysis", "range", "--seed", "4",
          "--json", "-"], out2, io.StringIO())
    assert json.loads(out2.getvalue()) == r
    out3 = io.StringIO()
    assert main(["release", "custom", "--data", path, "--epsilon", "0.5"], out3, io.StringIO()) == 0
    assert "released" in out3.getvalue() and "ε-DP with ε = 1/2 exactly" in out3.getvalue()
    err = io.StringIO()
    assert main(["release", "custom", "--data", path], io.StringIO(), err) == 2 and "--epsilon" in err.getvalue()
    err = io.StringIO()
    assert main(["release", "custom", "--data", path, "--epsilon", "abc"], io.StringIO(), err) == 2
