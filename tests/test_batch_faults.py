"""Faults that are not a cell's: a full disk is one sentence naming the folder (no half table left, the resume
identical); a folder written by another build is computed again and said; a chunk the cluster fails is submitted
again and never recorded as the cell's result; Ctrl+C with a LocalCluster prints no worker's traceback."""
import errno
import io
import json
import os
import signal
import subprocess
from pathlib import Path

import pytest

import expmech_gui
from clihelp import HOLD, held_cli_argv
from machine import deadline
from expmech_gui.batch import build, store, table
from expmech_gui.cli import main

ROOT = Path(expmech_gui.__file__).resolve().parents[1]
SPEC = """format_version = 1
scenario = "pricing"
data = ["preset:lecture_valuations", "preset:synthetic_valuations"]
seed = 5
[grid]
epsilon = [0.5, 1.0, 2.0]
mechanism = ["exponential", "permute-and-flip"]
trials = 200
"""


def batch(*args):
    out, err = io.StringIO(), io.StringIO()
    code = main(["batch", *map(str, args)], out, err)
    return code, out.getvalue(), err.getvalue()


def spec_file(folder: Path, text: str = SPEC) -> Path:
    path = folder / "exp.toml"
    path.write_text(text, encoding="utf-8")
    return path


def full_disk(after: int):
    """A write that fails with ENOSPC once ``after`` calls have gone through."""
    calls = {"n": 0}

    def fail(real):
        def write(*args, **kwargs):
            calls["n"] += 1
            if calls["n"] > after:
                raise OSError(errno.ENOSPC, "No space left on device")
            return real(*args, **kwargs)
        return write
    return fail


def test_a_full_disk_is_one_sentence_naming_the_folder_and_the_resume_is_identical(tmp_path, monkeypatch):
    path = spec_file(tmp_path)
    assert batch(path, "--out", tmp_path / "whole", "--workers", 1)[0] == 0
    out = tmp_path / "o"
    with monkeypatch.context() as m:  # the journal fills the disk after 4 cells
        m.setattr(store.Journal, "append", full_disk(4)(store.Journal.append))
        code, _, err = batch(path, "--out", out, "--workers", 1)
    err = "".join(line for line in err.splitlines(keepends=True) if not line.startswith("batch: "))  # progress
    assert code == 2 and len(err.splitlines()) == 1, err
    assert err.startswith(f"error: the disk holding {out} is full: free some space there and run expmech batch ")
    assert "internal error" not in err and "(the cells saved so far are kept)" in err
    with monkeypatch.context() as m:  # then the table does, half written
        m.setattr(table, "_csv_text", full_disk(30)(table._csv_text))
        code, said, err = batch(path, "--out", out, "--workers", 1)
    assert code == 2 and "4 of 12 cells are already in" in said and "is full: free some space" in err
    assert not list(out.glob("*.part")) and not (out / "results.csv").exists()
    code, said, _ = batch(path, "--out", out, "--workers", 1)
    assert code == 0 and "12 of 12 cells are already in" in said
    assert (out / "results.csv").read_bytes() == (tmp_path / "whole" / "results.csv").read_bytes()


def test_a_folder_written_by_another_build_is_computed_again_and_said(tmp_path, monkeypatch):
    path = spec_file(tmp_path)
    out = tmp_path / "o"
    with monkeypatch.context() as m:
        m.setattr(build, "fingerprint", lambda: "0.1.0+0000000000000000")
        assert batch(path, "--out", out, "--workers", 1)[0] == 0
    assert json.loads((out / "manifest.json").read_text())["build"] == "0.1.0+0000000000000000"
    code, said, _ = batch(path, "--out", out, "--workers", 1)
    assert code == 0 and "already in" not in said
    assert (f"were computed by another build of expmech (0.1.0+0000000000000000); this one "
            f"({build.fingerprint()}) computes them again") in said
    assert json.loads((out / "manifest.json").read_text())["build"] == build.fingerprint()


FAILURES = {"left": 0}


def flaky(tasks, dataset, expected):
    """run_chunk, failing while FAILURES says so as a closed connection would (the worker runs in this process)."""
    from expmech_gui.batch.cells import run_chunk

    if FAILURES["left"] > 0:
        FAILURES["left"] -= 1
        raise OSError("in <TCP (closed)>: Stream is closed")  # what a CommClosedError says
    return run_chunk(tasks, dataset, expected)


def test_a_chunk_the_cluster_fails_is_retried_and_never_recorded_as_the_cells_result(monkeypatch):
    distributed = pytest.importorskip("dask.distributed", reason="the [cluster] extra is not installed")
    from expmech_gui.batch import dask_executor

    FAILURES["left"] = 2  # the first two chunks die with their worker's connection
    executor = object.__new__(dask_executor.Dask)
    cluster = distributed.LocalCluster(n_workers=1, processes=False, dashboard_address=":0", silence_logs=50)
    executor.client, executor.cluster, executor.address = distributed.Client(cluster), cluster, "local"
    executor._levels, executor.build, executor.workers = {}, build.fingerprint(), 1
    from expmech_gui.scenarios import SCENARIOS

    pricing = SCENARIOS["pricing"]
    dataset = pricing.read_csv(ROOT / "resources" / "presets" / "lecture_valuations.csv")
    executor.datasets = {0: executor.client.scatter(dataset)}
    tasks = [{"cell": i, "key": f"k{i}", "scenario": "pricing", "dataset": 0, "seed": i, "params": {"epsilon": 1.0},
              "preset_settings": {}, "fields": ["opt"], "counts": True, "per": "cell"} for i in range(3)]
    try:
        monkeypatch.setattr(dask_executor, "run_chunk", flaky)
        outcomes = list(executor.run([[t] for t in tasks]))
        assert sorted(o["cell"] for o in outcomes) == [0, 1, 2] and all(o["ok"] for o in outcomes)
        FAILURES["left"] = 99
        with pytest.raises(dask_executor.ClusterFailed, match=r"failed the same cells 3 times \(OSError: in <TCP"):
            list(executor.run([[t] for t in tasks]))
    finally:
        executor.close()


@pytest.mark.slow  # starts a LocalCluster in a subprocess, 5 s
def test_ctrl_c_with_a_local_cluster_prints_no_worker_traceback(tmp_path):
    """The run is held after its first saved cell (clihelp.held_cli_argv), so Ctrl+C surely comes mid-way: waiting
    for a saved part file raced the whole grid's end (160 cells at 100 a second) and lost it now and then."""
    pytest.importorskip("dask.distributed", reason="the [cluster] extra is not installed")
    path = spec_file(tmp_path, SPEC.replace("[0.5, 1.0, 2.0]", '"0.1:10:40"'))
    out = tmp_path / "o"
    run = subprocess.Popen(held_cli_argv("expmech_gui.cli.batch:_PlainProgress.advance", 1,
                                         "batch", path, "--out", out, "--dask", "local:2"),
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
                           env=dict(os.environ, PYTHONPATH=str(ROOT)))
    try:
        before = [run.stderr.readline()]
        while before[-1] and before[-1].strip() != HOLD:  # progress lines, then the hold (or the end: "")
            before.append(run.stderr.readline())
        assert before.pop().strip() == HOLD, "".join(before)
        os.killpg(run.pid, signal.SIGINT)  # what Ctrl+C in a terminal does: the whole process group
        said, err = run.communicate(timeout=deadline(60))
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
            run.wait(timeout=10)
    *progress, last = [line.rstrip("\n") for line in before] + err.splitlines()  # progress lines come every 5 s
    # on a busy machine; nothing else may
    assert run.returncode == 130 and last == "cancelled" and all(p.startswith("batch: ") for p in progress), err
    assert "to finish the others" in said


def test_a_worker_that_cannot_import_expmech_mid_run_is_named_not_retried():
    from expmech_gui.batch.dask_executor import _without_expmech

    who = "a Dask worker that joined during the run"
    wrapped = Exception('ModuleNotFoundError("No module named \'expmech_gui\'")')  # how Dask reports the unpickling
    assert _without_expmech(wrapped, who).startswith(f"{who} cannot import expmech_gui: install the same")
    older = ModuleNotFoundError("No module named 'expmech_gui.batch.build'", name="expmech_gui.batch.build")
    assert "runs an older build of expmech (it has no expmech_gui.batch.build)" in _without_expmech(older, who)
    assert _without_expmech(OSError("Stream is closed"), who) is None  # a lost connection: retried instead
