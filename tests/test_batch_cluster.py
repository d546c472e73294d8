"""`expmech batch` on a real Dask cluster on 127.0.0.1: a scheduler and worker processes of their own (`dask
scheduler`, `dask worker`), killed with SIGKILL mid-run as a failing cluster would be. Losing the worker that
holds the dataset, then every worker, loses no cell; losing the scheduler stops the run with its cells *not
done* and the command that resumes it; the resumed table is byte for byte that of `--workers 1`. A worker of another build, a worker
without expmech and a scheduler with no worker yet are each said in one line. Every process is bounded in time
and killed by its own id when the test ends, passed or failed."""
import io
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

import expmech_gui
from clihelp import cli_argv
from expmech_gui.cli import main

pytestmark = pytest.mark.slow  # a real Dask scheduler and worker processes, killed mid-run, 19-27 s each

pytest.importorskip("dask.distributed", reason="the [cluster] extra (dask.distributed) is not installed")

ROOT = Path(expmech_gui.__file__).resolve().parents[1]
DEADLINE = 60  # seconds any one wait may take before the test fails (and cleans up)

SPEC = """format_version = 1
scenario = "pricing"
data = ["preset:synthetic_valuations"]
seed = 3
[grid]
epsilon = "0.1:10:12"
alpha = [0.00001, 0.00002]
mechanism = ["permute-and-flip", "exponential"]
trials = 1000
[record]
per = "cell"
"""
CELLS = 48


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Cluster:
    """Processes of a test cluster, each started with its own log and killed by its id at the end."""

    def __init__(self, folder: Path, pythonpath=ROOT) -> None:
        self.folder, self.processes, self.pythonpath = folder, [], pythonpath

    def start(self, name: str, *args, pythonpath=None) -> subprocess.Popen:
        env = dict(os.environ, PYTHONPATH=str(pythonpath or self.pythonpath))
        log = open(self.folder / f"{name}.log", "wb")
        proc = subprocess.Popen([sys.executable, "-m", *args], stdout=log, stderr=subprocess.STDOUT, env=env,
                                cwd=self.folder)
        log.close()
        self.processes.append(proc)
        return proc

    def scheduler(self) -> str:
        port = free_port()
        self.start(f"scheduler-{port}", "distributed.cli.dask_scheduler", "--host", "127.0.0.1", "--port",
                   str(port), "--no-dashboard")
        address = f"tcp://127.0.0.1:{port}"
        wait_for(lambda: self._answers(port), f"the scheduler at {address} to listen")
        return address

    def worker(self, scheduler: str, pythonpath=None) -> tuple[str, subprocess.Popen]:
        port = free_port()
        proc = self.start(f"worker-{port}", "distributed.cli.dask_worker", scheduler, "--nthreads", "1",
                          "--no-nanny", "--no-dashboard", "--host", "127.0.0.1", "--worker-port", str(port),
                          pythonpath=pythonpath)
        return f"tcp://127.0.0.1:{port}", proc

    @staticmethod
    def _answers(port: int) -> bool:
        with socket.socket() as s:
            return s.connect_ex(("127.0.0.1", port)) == 0

    def stop(self) -> None:
        for proc in self.processes:
            if proc.poll() is None:
                proc.kill()
        for proc in self.processes:
            proc.wait(timeout=10)


@pytest.fixture
def cluster(tmp_path):
    c = Cluster(tmp_path)
    try:
        yield c
    finally:
        c.stop()


def wait_for(condition, what: str, timeout: float = DEADLINE) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"waited {timeout} s for {what}"
        time.sleep(0.02)


def saved(out: Path) -> int:
    return sum(p.read_bytes().count(b"\n") for p in (out / "cells").glob("part-*.jsonl"))


def workers_of(address: str, count: int) -> None:
    from dask.distributed import Client

    with Client(address, timeout="20s") as client:
        client.wait_for_workers(count, timeout=DEADLINE)


def holder_of_the_dataset(address: str) -> str:
    """The worker holding the dataset's only copy (Dask's memory manager drops extra replicas)."""
    from dask.distributed import Client

    with Client(address, timeout="20s") as client:
        held = {k: v for k, v in client.who_has().items() if str(k).startswith("expmech-dataset-")}
    [holders] = held.values()
    return holders[0]


def background_batch(folder: Path, *args) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONUNBUFFERED="1")  # each line as it is said
    return subprocess.Popen(cli_argv("batch", folder / "exp.toml", *args), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=folder)


def test_workers_then_the_scheduler_killed_mid_run_resume_to_the_one_worker_table(tmp_path, cluster):
    (tmp_path / "exp.toml").write_text(SPEC)
    reference = io.StringIO()
    assert main(["batch", str(tmp_path / "exp.toml"), "--out", str(tmp_path / "one"), "--workers", "1"], reference,
                io.StringIO()) == 0
    address = cluster.scheduler()
    workers = dict(cluster.worker(address) for _ in range(2))
    workers_of(address, 2)
    out = tmp_path / "dask"
    run = background_batch(tmp_path, "--out", out, "--dask", address)
    try:
        wait_for(lambda: saved(out) >= 4 or run.poll() is not None, "the first cells")
        holder = holder_of_the_dataset(address)
        workers.pop(holder).send_signal(signal.SIGKILL)
        lost_one_at = saved(out)
        wait_for(lambda: saved(out) >= lost_one_at + 3 or run.poll() is not None, "cells after a worker died")
        [other] = workers.values()
        other.send_signal(signal.SIGKILL)  # every copy of the dataset is gone: the scheduler rebuilds it
        cluster.worker(address)
        lost_all_at = saved(out)
        wait_for(lambda: saved(out) >= lost_all_at + 3 or run.poll() is not None, "cells on a fresh worker")
        assert run.poll() is None, ("the run ended before the scheduler could be killed", run.communicate())
        cluster.processes[0].send_signal(signal.SIGKILL)  # the scheduler
        said, err = run.communicate(timeout=DEADLINE)
    finally:
        if run.poll() is None:
            run.kill()
    done = saved(out)
    *progress, err = err.splitlines()  # progress lines come every 5 s when the cells are slow (a busy machine)
    assert run.returncode == 2 and all(line.startswith("batch: ") for line in progress), progress
    assert err.startswith(f"error: lost the Dask scheduler at {address} (its connection closed)"), err
    assert f"{done} of {CELLS} cells are saved and the other {CELLS - done} are not done" in err
    resume = f"expmech batch {tmp_path / 'exp.toml'} --out {out} --dask {address}"
    assert f"run {resume} to finish them" in err and f"run {resume} to finish the others" in said
    lines = [json.loads(line) for p in sorted((out / "cells").glob("part-*.jsonl"))
             for line in p.read_text(encoding="utf-8").splitlines()]
    assert all(line["ok"] for line in lines) and lines and done < CELLS  # no cell blamed for the cluster
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["complete"] is False and not (out / "results.csv").exists()

    again = cluster.scheduler()
    cluster.worker(again)
    cluster.worker(again)
    workers_of(again, 2)  # both joined before the resume checks their builds (a busy machine starts them late)
    resumed = subprocess.run(cli_argv("batch", tmp_path / "exp.toml", "--out", out, "--dask", again),
                             capture_output=True, text=True, timeout=DEADLINE,
                             env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert resumed.returncode == 0, resumed.stderr
    assert f"{done} of {CELLS} cells are already in" in resumed.stdout
    assert (out / "results.csv").read_bytes() == (tmp_path / "one" / "results.csv").read_bytes()
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["build"].startswith(expmech_gui.__version__ + "+") and len(manifest["build"].split("+")[1]) == 16
    assert [w["build"] for w in manifest["workers"].values()] == [manifest["build"]] * 2
    assert len(manifest["invocations"]) == 2  # the run the scheduler's loss stopped, and the resume


def other_build(folder: Path) -> Path:
    """A copy of the package with one changed source file: the same version, another build."""
    shutil.copytree(ROOT / "expmech_gui", folder / "expmech_gui", ignore=shutil.ignore_patterns("__pycache__"))
    with open(folder / "expmech_gui" / "batch" / "cells.py", "a", encoding="utf-8") as f:
        f.write("\n# an older commit\n")
    return folder


def before_builds(folder: Path) -> Path:
    """A copy of the package from before build fingerprints (no batch/build.py), as on an older commit."""
    shutil.copytree(ROOT / "expmech_gui", folder / "expmech_gui", ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "expmech_gui" / "batch" / "build.py").unlink()
    return folder


def no_expmech(folder: Path) -> Path:
    """A path on which `import expmech_gui` fails, as on a worker where it is not installed."""
    (folder / "expmech_gui").mkdir(parents=True)
    (folder / "expmech_gui" / "__init__.py").write_text(
        "raise ModuleNotFoundError(\"No module named 'expmech_gui'\", name='expmech_gui')\n")
    return folder


def test_no_worker_yet_another_build_and_a_worker_without_expmech_are_said(tmp_path, cluster):
    (tmp_path / "exp.toml").write_text(SPEC.replace('"0.1:10:12"', "[1.0]"))
    address = cluster.scheduler()
    run = background_batch(tmp_path, "--out", tmp_path / "early", "--dask", address, "--wait-for-workers", "0.5")
    said, err = run.communicate(timeout=DEADLINE)
    assert run.returncode == 2 and "waiting for a worker to join" in said
    assert err == (f"error: no worker joined the Dask scheduler at {address} within 0.5 s: start workers "
                   f"(dask worker {address}) or give --wait-for-workers more seconds\n")

    run = background_batch(tmp_path, "--out", tmp_path / "late", "--dask", address, "--wait-for-workers", 50)
    assert "waiting for a worker to join" in run.stdout.readline()  # said before it waits (bounded: 50 s)
    _, good = cluster.worker(address)  # joins while the run waits for it
    _, err = run.communicate(timeout=DEADLINE)
    assert run.returncode == 0, err
    good.kill()

    for pythonpath, words in ((other_build(tmp_path / "old"), "runs another build of expmech (0."),
                              (before_builds(tmp_path / "older"), "runs an older build of expmech (it has no "
                                                                  "expmech_gui.batch.build)"),
                              (no_expmech(tmp_path / "bare"), "cannot import expmech_gui: install the same")):
        bad, proc = cluster.worker(address, pythonpath=pythonpath)
        workers_of(address, 1)
        run = background_batch(tmp_path, "--out", tmp_path / "refused", "--dask", address)
        _, err = run.communicate(timeout=DEADLINE)
        assert run.returncode == 2 and len(err.splitlines()) == 1 and f"the Dask worker {bad} {words}" in err, err
        assert not (tmp_path / "refused" / "results.csv").exists()
        proc.kill()
        proc.wait(timeout=10)
        wait_for(lambda: _no_workers(address), "the scheduler to forget the worker")


def _no_workers(address: str) -> bool:
    from dask.distributed import Client

    with Client(address, timeout="20s") as client:
        return not client.scheduler_info()["workers"]
