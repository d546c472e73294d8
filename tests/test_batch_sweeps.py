"""What researchers expect of a sweep tool (issue 28 §4): grid values in typed ``param_*`` columns, shards of a grid
run apart and collected into the one table a single run writes, ``key=value`` overrides of the file's fields on
the command line, and a summary over repeated seeds. Each through the command (cli.main in this process; the runs
on a pool of worker processes through the real `expmech`, a subprocess) on tiny grids."""

import json
import math
import statistics

import pytest

from clihelp import run_cli, run_here
from expmech_gui.batch import summary
from test_batch_run import spec_file, table

SPEC = """format_version = 1
scenario = "voting"
data = ["votes.csv"]
seed = 7
[grid]
epsilon = [0.5, 1.0, 2.0]
mechanism = ["exponential", "permute-and-flip"]
seed = [1, 2, 3, 4]
trials = 200
[record]
per = "cell"
fields = ["expected_score", "opt", "empirical_mean_score"]
"""


def test_grid_values_are_typed_param_columns(tmp_path):
    pq = pytest.importorskip("pyarrow.parquet", reason="the [batch] extra (pyarrow) is not installed")
    path = spec_file(tmp_path, SPEC)
    done = run_here("batch", path, "--out", tmp_path / "o", "--workers", 1, "--format", "both")
    assert done.returncode == 0, done.stderr
    rows = table(tmp_path / "o" / "results.csv")
    assert list(rows[0])[:7] == ["cell", "scenario", "dataset", "param_epsilon", "param_mechanism", "param_seed",
                                 "param_trials"]
    assert [r["param_epsilon"] for r in rows[:9]] == ["0.5"] * 8 + ["1.0"] and rows[0]["param_seed"] == "1"
    schema = pq.read_schema(tmp_path / "o" / "results.parquet")
    assert [str(schema.field(n).type) for n in ("param_epsilon", "param_mechanism", "param_seed", "param_trials")] \
        == ["double", "string", "int64", "int64"]


def test_shards_run_apart_then_collect_into_the_table_of_one_run(tmp_path):
    path = spec_file(tmp_path, SPEC)
    assert run_here("batch", path, "--out", tmp_path / "one", "--workers", 1).returncode == 0
    out = tmp_path / "sharded"
    early = run_here("batch", path, "--out", out, "--collect")  # nothing to collect yet: refused, nothing written
    assert early.returncode == 2 and "--collect: 24 of 24 cells are in none of" in early.stderr
    assert "--shard I/N" in early.stderr and not (out / "results.csv").exists()
    for i in (1, 2, 3):
        done = run_here("batch", path, "--out", out, "--shard", f"{i}/3", "--workers", 1)
        assert done.returncode == 0, done.stderr
        rows = table(out / "shards" / f"{i}-of-3" / "results.csv")
        assert [int(r["cell"]) for r in rows] == list(range(i - 1, 24, 3))  # every third cell
        if i == 2:
            half = run_here("batch", path, "--out", out, "--collect")
            assert half.returncode == 2 and "8 of 24 cells are in none of the 2 shard folders" in half.stderr
    done = run_here("batch", path, "--out", out, "--collect")
    assert done.returncode == 0, done.stderr
    assert (out / "results.csv").read_bytes() == (tmp_path / "one" / "results.csv").read_bytes()
    assert "24 of 24 cells are already in" in done.stdout
    again = run_here("batch", path, "--out", out, "--collect")
    assert again.returncode == 0 and "up to date" in again.stdout


@pytest.mark.parametrize("flags, said", [
    (("--shard", "4/3"), "I (this shard's number) must be from 1 to N = 3"),
    (("--shard", "0/0"), "N (the number of shards) must be from 1"),
    (("--shard", "two"), "--shard takes I/N"),
    (("--shard", "1/2", "--collect"), "give one of them"),
])
def test_a_bad_shard_is_refused_naming_the_flag(tmp_path, flags, said):
    done = run_here("batch", spec_file(tmp_path, SPEC), "--out", tmp_path / "o", *flags)
    assert done.returncode == 2 and said in done.stderr and not (tmp_path / "o").exists()


def test_key_value_overrides_run_the_file_as_if_edited(tmp_path):
    path = spec_file(tmp_path, SPEC)
    edited = tmp_path / "edited.toml"
    edited.write_text(SPEC.replace("epsilon = [0.5, 1.0, 2.0]", "epsilon = [0.25, 4.0]")
                      .replace('per = "cell"', 'per = "candidate"'), encoding="utf-8")
    assert run_here("batch", edited, "--out", tmp_path / "edited", "--workers", 1).returncode == 0
    done = run_here("batch", path, "grid.epsilon=[0.25, 4]", "--out", tmp_path / "o", "--workers", 1,
                   "--set", "record.per=candidate")
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "o" / "results.csv").read_bytes() == (tmp_path / "edited" / "results.csv").read_bytes()
    manifest = json.loads((tmp_path / "o" / "manifest.json").read_text())
    assert manifest["spec"]["overrides"] == ["grid.epsilon=[0.25, 4]", "record.per=candidate"]


@pytest.mark.parametrize("override, said", [
    ("grid.epsilon=abc", "error: the command line, grid.epsilon: 'abc' is not a number"),
    ("grid.epsilonn=2", "the command line, grid.epsilonn: unknown key 'epsilonn' (did you mean 'epsilon'?)"),
    ("record.per=row", "the command line, record.per: per must be \"candidate\""),
    ("seed.x=2", "the command line, seed.x: seed is not a table in the file"),
    ("epsilon", "the command line: 'epsilon' is not KEY=VALUE"),
])
def test_a_bad_override_is_refused_naming_the_key(tmp_path, override, said):
    done = run_here("batch", spec_file(tmp_path, SPEC), override, "--check")
    assert done.returncode == 2 and said in done.stderr, done.stderr


def test_the_summary_gives_each_grid_points_mean_and_95_percent_interval_over_its_seeds(tmp_path):
    stats = pytest.importorskip("scipy.stats")
    path = spec_file(tmp_path, SPEC)
    done = run_here("batch", path, "--out", tmp_path / "o", "--workers", 1, "--summary")
    assert done.returncode == 0, done.stderr
    rows, summary = table(tmp_path / "o" / "results.csv"), table(tmp_path / "o" / "summary.csv")
    assert list(summary[0])[:7] == ["scenario", "dataset", "param_epsilon", "param_mechanism", "param_trials",
                                    "cells", "failed"]
    assert len(summary) == 6 and {r["cells"] for r in summary} == {"4"} and {r["failed"] for r in summary} == {"0"}
    for point in summary:
        draws = [float(r["empirical_mean_score"]) for r in rows
                 if (r["param_epsilon"], r["param_mechanism"]) == (point["param_epsilon"], point["param_mechanism"])]
        mean, sd = statistics.fmean(draws), statistics.stdev(draws)
        half = stats.t.ppf(0.975, len(draws) - 1) * sd / len(draws) ** 0.5
        assert float(point["empirical_mean_score_mean"]) == pytest.approx(mean, rel=1e-12)
        assert float(point["empirical_mean_score_ci95_low"]) == pytest.approx(mean - half, rel=1e-9)
        assert float(point["empirical_mean_score_ci95_high"]) == pytest.approx(mean + half, rel=1e-9)
    assert "summary.csv" in json.loads((tmp_path / "o" / "manifest.json").read_text())["output_sha256"]
    two = run_cli("batch", path, "--out", tmp_path / "two", "--workers", 2, "--summary")
    assert two.returncode == 0 and (tmp_path / "two" / "summary.csv").read_bytes() == \
        (tmp_path / "o" / "summary.csv").read_bytes()
    plain = run_here("batch", path, "--out", tmp_path / "o", "--workers", 1)  # without --summary: removed
    assert plain.returncode == 0 and not (tmp_path / "o" / "summary.csv").exists()


@pytest.mark.parametrize("df", [1, 2, 3, 7, 30, 1000])
def test_the_t_quantile_is_students(df):
    stats = pytest.importorskip("scipy.stats")
    assert summary.t_quantile(0.975, df) == pytest.approx(stats.t.ppf(0.975, df), rel=1e-12)


ZIPPED = SPEC.replace("trials = 200\n", 'trials = [100, 100, 400]\nzip = ["epsilon", "trials"]\n')


def test_zipped_axes_pair_their_values_instead_of_crossing_them(tmp_path):
    path = spec_file(tmp_path, ZIPPED)
    checked = run_here("batch", path, "--check")
    assert checked.returncode == 0 and "24 cells" in checked.stdout and "(epsilon, trials) × 3" in checked.stdout
    for workers in (1, 2):
        done = run_cli("batch", path, "--out", tmp_path / f"w{workers}", "--workers", workers)
        assert done.returncode == 0, done.stderr
    rows = table(tmp_path / "w1" / "results.csv")
    assert {(r["param_epsilon"], r["param_trials"]) for r in rows} == {("0.5", "100"), ("1.0", "100"), ("2.0", "400")}
    assert (tmp_path / "w1" / "results.csv").read_bytes() == (tmp_path / "w2" / "results.csv").read_bytes()


SAMPLED = SPEC.replace("epsilon = [0.5, 1.0, 2.0]\n", "").replace(
    "[record]", '[sample]\nn = 5\nepsilon = "0.1:10:log"\nt = "0:2"\nseed = 11\n[record]')


def test_a_latin_hypercube_puts_one_point_in_each_stratum_and_is_reproducible(tmp_path):
    path = spec_file(tmp_path, SAMPLED)
    for out in ("a", "b"):
        done = run_here("batch", path, "--out", tmp_path / out, "--workers", 1)
        assert done.returncode == 0, done.stderr
    rows = table(tmp_path / "a" / "results.csv")
    assert len(rows) == 5 * 2 * 4  # 5 points × 2 mechanisms × 4 seeds
    points = sorted({(float(r["param_epsilon"]), float(r["param_t"])) for r in rows})
    assert len(points) == 5
    assert sorted(int(math.log(e / 0.1) / math.log(100) * 5) for e, _ in points) == [0, 1, 2, 3, 4]
    assert sorted(int(t / 2 * 5) for _, t in points) == [0, 1, 2, 3, 4]
    assert (tmp_path / "a" / "results.csv").read_bytes() == (tmp_path / "b" / "results.csv").read_bytes()
    other = run_here("batch", path, "sample.seed=12", "--out", tmp_path / "c", "--workers", 1)
    assert other.returncode == 0
    assert {r["param_t"] for r in table(tmp_path / "c" / "results.csv")} != {r["param_t"] for r in rows}


@pytest.mark.parametrize("text, old, new, said", [
    (ZIPPED, "trials = [100, 100, 400]", "trials = [100, 400]", "grid.zip: zipped lists must be as long as one"),
    (ZIPPED, 'zip = ["epsilon", "trials"]', 'zip = ["trials", "alpha"]', "grid.zip: 'alpha' is not a parameter"),
    (ZIPPED.replace("epsilon = [0.5, 1.0, 2.0]", "epsilon = [0.5, 1.0, 0.5]"), "trials = [100, 100, 400]",
     "trials = [100, 100, 100]", "grid.zip: two points are the same"),
    (SAMPLED, "n = 5", "n = 0", "sample.n: n (the number of points) must be a whole number from 1"),
    (SAMPLED, 't = "0:2"', 't = "0:2000"', "sample.t: in the range '0:2000': t must be at least 0"),
    (SAMPLED, 't = "0:2"', 'mechanism = "0:2"', "sample.mechanism: a sampled parameter takes a range"),
    (SAMPLED, "seed = 11", 'method = "sobol"', 'sample.method: method must be "latin-hypercube" or "random"'),
], ids=["lengths", "unknown", "same-points", "n", "range", "choice", "method"])
def test_a_bad_zip_or_sample_is_refused_naming_the_key(tmp_path, text, old, new, said):
    assert old in text
    done = run_here("batch", spec_file(tmp_path, text.replace(old, new)), "--check")
    assert done.returncode == 2 and said in done.stderr, done.stderr


def test_prices_are_numbers_in_the_candidate_column_and_labels_stay_text(tmp_path):
    """Where a scenario's candidates are prices the Parquet column is float64 holding each price, the CSV text
    unchanged (all the float's digits); voting's labels, or a file mixing both, keep a text column."""
    pq = pytest.importorskip("pyarrow.parquet", reason="the [batch] extra (pyarrow) is not installed")
    from test_batch_run import PRICING

    prices = SPEC.replace('scenario = "voting"', f'scenario = "{PRICING}"') \
        .replace('data = ["votes.csv"]', 'data = ["preset:lecture_valuations"]') \
        .replace('per = "cell"', 'per = "candidate"').replace('seed = [1, 2, 3, 4]', 'seed = [1]')
    mixed = prices.replace(f'scenario = "{PRICING}"', f'scenario = ["{PRICING}", "voting"]') \
        .replace('data = ["preset:lecture_valuations"]\n', '').replace(
            "[grid]", f'[data]\n{PRICING} = ["preset:lecture_valuations"]\nvoting = ["votes.csv"]\n[grid]')
    kinds = {}
    for name, text in (("prices", prices), ("labels", SPEC.replace('per = "cell"', 'per = "candidate"')),
                       ("mixed", mixed)):
        out = tmp_path / name
        done = run_here("batch", spec_file(tmp_path, text), "--out", out, "--workers", 1, "--format", "both")
        assert done.returncode == 0, done.stderr
        parquet = pq.read_table(out / "results.parquet")
        kinds[name] = str(parquet.schema.field("candidate").type)
        rows = table(out / "results.csv")
        assert [repr(c) if isinstance(c, float) else c for c in parquet.column("candidate").to_pylist()] \
            == [r["candidate"] for r in rows]
        if name == "prices":
            run = run_here("run", PRICING, "--preset", "lecture_valuations", "--epsilon", "0.5", "--json", "-")
            assert run.returncode == 0, run.stderr
            assert parquet.column("candidate").to_pylist()[:len(json.loads(run.stdout)["candidates"])] \
                == [float(c) for c in json.loads(run.stdout)["candidates"]]
            assert {"name": "candidate", "type": "float"} in json.loads((out / "manifest.json").read_text())["columns"]
    assert kinds == {"prices": "double", "labels": "string", "mixed": "string"}
