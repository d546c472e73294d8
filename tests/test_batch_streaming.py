"""`expmech batch` in bounded memory (issue 28 §3): the cells are made as they are submitted, a bounded window of
them is in flight, a resume decides from the journal's index alone and the table step reads each saved line
twice (its types, then every format at once), a rerun of a finished folder not at all; a worker builds a problem
once for all the seeds that share it; a small grid without --workers runs in this process and the progress says
so. Nothing here measures speed (tests/benchmarks does)."""
import io
import json
from pathlib import Path

import pytest

from expmech_gui.batch import cells as cell_module
from expmech_gui.batch import executors, runner, store
from expmech_gui.cli import main
from expmech_gui.scenarios import SCENARIOS

PRESETS = Path(__file__).resolve().parents[1] / "resources" / "presets"
VOTES = PRESETS / "teacher_of_the_year.csv"
VOTING = next(k for k, s in SCENARIOS.items() if any(p.filename == VOTES.name for p in s.presets.values()))
PRICING = next(k for k, s in SCENARIOS.items() if s.setting("alpha") is not None)


def spec_file(folder: Path, seeds: int, epsilons: int = 3) -> Path:
    (folder / "votes.csv").write_bytes(VOTES.read_bytes())
    path = folder / "exp.toml"
    path.write_text(f'format_version = 1\nscenario = "{VOTING}"\ndata = ["votes.csv"]\nseed = 7\n[grid]\n'
                    f'epsilon = "0.1:10:{epsilons}"\nseed = {list(range(1, seeds + 1))}\ntrials = 50\n'
                    '[record]\nper = "cell"\nfields = ["expected_score", "opt"]\n', encoding="utf-8")
    return path


def batch(*args):
    out, err = io.StringIO(), io.StringIO()
    code = main(["batch", *map(str, args)], out, err)
    return code, out.getvalue(), err.getvalue()


def test_the_runner_never_holds_more_than_its_window_of_cells(tmp_path, monkeypatch):
    """Tasks made minus outcomes saved never exceeds the chunks in flight (the old runner made all 3,000 tasks
    before the first cell ran)."""
    path = spec_file(tmp_path, seeds=1000)
    made, saved, held = [0], [0], [0]
    task_of, append = runner.task_of, store.Journal.append

    def counted_task(*args):
        made[0] += 1
        held[0] = max(held[0], made[0] - saved[0])
        return task_of(*args)

    def counted_append(self, outcome):
        saved[0] += 1
        return append(self, outcome)

    monkeypatch.setattr(runner, "task_of", counted_task)
    monkeypatch.setattr(store.Journal, "append", counted_append)
    code, _, _ = batch(path, "--out", tmp_path / "o", "--workers", 2)
    size = executors.chunk_size(3000, 2)
    assert code == 0 and made[0] == saved[0] == 3000
    assert held[0] <= (executors.in_flight(2) + 1) * size < 3000, held[0]


def counted_journal(monkeypatch):
    """(keys read back, parts scanned) as a run goes."""
    reads, scanned = [], [0]
    read, scan = store.Journal.read, store.Journal._read

    def counted_read(self, key, where):
        reads.append(key)
        return read(self, key, where)

    def counted_scan(self, part, **how):
        scanned[0] += 1
        return scan(self, part, **how)

    monkeypatch.setattr(store.Journal, "read", counted_read)
    monkeypatch.setattr(store.Journal, "_read", counted_scan)
    return reads, scanned


def test_a_resume_decides_from_the_index_and_the_table_reads_each_line_twice_for_every_format(tmp_path, monkeypatch):
    """The types, then CSV and Parquet in one walk (each format read every line again before)."""
    path = spec_file(tmp_path, seeds=40)
    out = tmp_path / "o"
    assert batch(path, "--out", out, "--workers", 1, "--format", "both")[0] == 0
    before = {name: (out / name).read_bytes() for name in ("results.csv", "results.parquet")}
    (out / "results.parquet").unlink()  # a finished folder with a table missing: written again
    reads, scanned = counted_journal(monkeypatch)
    decided = []
    sample = runner._sample
    monkeypatch.setattr(runner, "_sample", lambda *a: (decided.append(len(reads)), sample(*a))[1])
    code, said, _ = batch(path, "--out", out, "--workers", 1, "--format", "both")
    assert code == 0 and "120 of 120 cells are already in" in said
    assert decided == [0]  # what to run was decided without reading a saved outcome back
    assert scanned[0] == 1 and len(reads) == 2 * 120 and len(set(reads)) == 120  # types, then CSV and Parquet
    assert {name: (out / name).read_bytes() for name in before} == before


def test_a_rerun_of_a_finished_folder_reads_no_journal_line_unless_something_changed(tmp_path, monkeypatch):
    path = spec_file(tmp_path, seeds=40)
    out = tmp_path / "o"
    assert batch(path, "--out", out, "--workers", 1)[0] == 0
    table = (out / "results.csv").read_bytes()
    reads, scanned = counted_journal(monkeypatch)
    code, said, _ = batch(path, "--out", out, "--workers", 1)
    assert code == 0 and "120 of 120 cells are already in" in said and "tables are up to date" in said
    assert scanned[0] == 0 and reads == [] and (out / "results.csv").read_bytes() == table
    assert len(json.loads((out / "manifest.json").read_text())["invocations"]) == 2
    (out / "results.csv").write_text("edited by hand\n")  # a table edited: written again from the journal
    code, said, _ = batch(path, "--out", out, "--workers", 1)
    assert code == 0 and "up to date" not in said and scanned[0] == 1
    assert (out / "results.csv").read_bytes() == table
    code, said, _ = batch(path, "--out", out, "--workers", 1, "--per", "candidate")  # another kind of row
    assert code == 0 and "up to date" not in said


def outcome(cell: int, ok: bool = True) -> dict:
    return {"cell": cell, "key": f"{cell:016x}" * 2, "ok": ok, "seconds": 0.0,
            **({"fields": {"opt": cell}} if ok else {"error": "no"})}


def test_the_journal_index_in_runs_finds_each_cells_last_line(tmp_path, monkeypatch):
    monkeypatch.setattr(store, "RUN", 3)  # runs of three entries: lookups go through several
    journal = store.Journal(tmp_path)
    for i in range(10):
        journal.append(outcome(i, ok=i % 2 == 0))
    journal.append(outcome(3, ok=True))  # a failed cell run again (--retry-failed): the last line wins
    journal.close()
    again = store.Journal(tmp_path)
    keys = [f"{i:016x}" * 2 for i in range(12)]
    where = again.find(keys).tolist()
    assert where[10] == where[11] == store.NOT_SAVED
    assert [store.ok(w) for w in where[:10]] == [i % 2 == 0 or i == 3 for i in range(10)]
    assert [again.read(k, w)["cell"] for k, w in zip(keys[:10], where[:10])] == list(range(10))
    again.append(outcome(10))
    assert again.find([keys[10]], appended=False).tolist() == [store.NOT_SAVED]  # the state the run started from
    assert again.find([keys[10]]).tolist() != [store.NOT_SAVED]
    again.close()


def task(seed: int, epsilon: float = 1.0) -> dict:
    return {"cell": seed, "key": f"{seed:032x}", "scenario": PRICING, "dataset": 0, "seed": seed,
            "params": {"epsilon": epsilon, "alpha": 0.05, "trials": 200}, "preset_settings": {},
            "fields": ["expected_score", "opt", "empirical_mean_score", "parameters.seed", "guarantee.revenue"],
            "counts": True, "per": "candidate"}


def test_cells_that_differ_by_seed_share_one_experiment_and_the_same_numbers(monkeypatch):
    dataset = SCENARIOS[PRICING].read_csv(PRESETS / "lecture_valuations.csv")
    monkeypatch.setattr(cell_module, "_EXPERIMENTS", type(cell_module._EXPERIMENTS)())
    fresh = []
    for seed in (1, 2, 1):
        cell_module._EXPERIMENTS.clear()
        fresh.append(cell_module.run_cell(task(seed), dataset))
    cell_module._EXPERIMENTS.clear()
    shared = [cell_module.run_cell(task(seed), dataset) for seed in (1, 2, 1)]
    assert len(cell_module._EXPERIMENTS) == 1
    def numbers(o):
        return json.dumps({k: v for k, v in o.items() if k != "seconds"})

    assert [numbers(o) for o in shared] == [numbers(o) for o in fresh]
    assert shared[0]["fields"]["parameters.seed"] == 1 and shared[1]["fields"]["parameters.seed"] == 2
    assert shared[0]["count"] != shared[1]["count"] and shared[0]["count"] == shared[2]["count"]
    cell_module.run_cell(task(1, epsilon=2.0), dataset)
    assert len(cell_module._EXPERIMENTS) == 2


@pytest.mark.parametrize("flags, where", [((), "in this process ("), (("--workers", "1"), "(--workers 1)")])
def test_the_progress_says_where_the_cells_run_and_why(tmp_path, flags, where):
    path = spec_file(tmp_path, seeds=5)
    code, _, err = batch(path, "--out", tmp_path / "o", *flags)
    header = err.splitlines()[0]
    assert code == 0 and header.startswith("batch: 15 cells to run ") and where in header, err
    manifest = json.loads((tmp_path / "o" / "manifest.json").read_text())
    assert manifest["executor"] == "this process"  # a grid of a few seconds: starting workers costs more


def test_a_resume_reads_a_journal_part_line_by_line_once_then_from_its_index(tmp_path, monkeypatch):
    """Each run reads the parts no run has indexed yet; the others come from their .idx (the lines only when the
    table is written). An edited part no longer matches its index and is read, and checked, again."""
    path = spec_file(tmp_path, seeds=4, epsilons=1)
    out = tmp_path / "o"
    assert batch(path, "--out", out, "--workers", 1)[0] == 0
    read_lines = []
    scan = store.Journal._read
    monkeypatch.setattr(store.Journal, "_read", lambda self, part, **how: (read_lines.append(part.name),
                                                                          scan(self, part, **how))[1])
    for epsilons in (2, 3):  # widen the grid twice: each run adds a part
        path.write_text(path.read_text().replace(f'"0.1:10:{epsilons - 1}"', f'"0.1:10:{epsilons}"'))
        read_lines.clear()
        assert batch(path, "--out", out, "--workers", 1)[0] == 0
        assert read_lines == [f"part-{epsilons - 1:04d}.jsonl"], read_lines  # only the part no run indexed yet
    (tmp_path / "fresh").mkdir()
    fresh = spec_file(tmp_path / "fresh", seeds=4, epsilons=3)
    assert batch(fresh, "--out", tmp_path / "fresh" / "o", "--workers", 1)[0] == 0
    assert (out / "results.csv").read_bytes() == (tmp_path / "fresh" / "o" / "results.csv").read_bytes()
    part = out / "cells" / "part-0001.jsonl"
    part.write_bytes(part.read_bytes().replace(b'"ok":true', b'"ok":false', 1))  # an edit: the digest fails
    read_lines.clear()
    code, said, _ = batch(path, "--out", out, "--workers", 1, "--format", "both")
    assert code == 0 and "part-0001.jsonl" in read_lines and "is not a valid result" in said
