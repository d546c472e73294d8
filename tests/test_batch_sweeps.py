"""What researchers expect of a sweep tool (issue 28 §4): grid values in typed ``param_*`` columns, shards of a grid
run apart and collected into the one table a single run writes, ``key=value`` overrides of the file's fields on
the command line, and a summary over repeated seeds. Each through the real command (a subprocess) on tiny grids."""

import pytest

from clihelp import run_cli
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
    done = run_cli("batch", path, "--out", tmp_path / "o", "--workers", 1, "--format", "both")
    assert done.returncode == 0, done.stderr
    rows = table(tmp_path / "o" / "results.csv")
    assert list(rows[0])[:7] == ["cell", "scenario", "dataset", "param_epsilon", "param_mechanism", "param_seed",
                                 "param_trials"]
    assert [r["param_epsilon"] for r in rows[:9]] == ["0.5"] * 8 + ["1.0"] and rows[0]["param_seed"] == "1"
    schema = pq.read_schema(tmp_path / "o" / "results.parquet")
    assert [str(schema.field(n).type) for n in ("param_epsilon", "param_mechanism", "param_seed", "param_trials")] \
        == ["double", "string", "int64", "int64"]
