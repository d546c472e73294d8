"""Cells on a Dask cluster (``--dask ADDRESS`` or ``local:N``) that survive the cluster's faults.

- Datasets travel as tasks, not scattered data: each is a task that unpickles the dataset's bytes, under a key of
  its own, so when the worker holding it dies the scheduler recomputes it from those bytes elsewhere (scattered
  data would be lost with it, and with it every remaining cell of the dataset).
- A chunk of cells whose task fails (a worker lost, KilledWorker, a closed connection, a cancelled future) is an
  infrastructure failure, never a cell's result: it is submitted again (``RETRIES`` times), and when the
  scheduler itself is lost or the retries run out the run stops with ``ClusterFailed``, its cells *not done*, so
  running the same command again picks them up. Only an exception raised by a cell's own computation fails a
  cell (cells.run_cell records it).
- Before the first cell every worker's build fingerprint must equal the client's (batch.build); a worker that
  cannot import expmech is named. With no worker yet, the client waits up to ``wait_for_workers`` seconds.
"""
from __future__ import annotations

import hashlib
import itertools
import logging
import pickle
import re
import signal
import warnings
from contextlib import contextmanager

from ..core.errors import DataError
from ..core.translatable import message, translatable
from . import CLUSTER_EXTRA, build
from .cells import restore_dataset, run_chunk
from .executors import CONNECT_TIMEOUT, Described, in_flight

RETRIES = 2  # times a chunk is submitted again after an infrastructure failure
QUIET = ("distributed", "tornado", "asyncio")  # their warnings about lost workers are ours to say in words
# What a LocalCluster's processes do while they wait, cut to what a run without a dashboard needs: the workers'
# stack sampler (10 ms, for the dashboard's profile), the event-loop health tick (20 ms), the system monitor
# (500 ms) and the memory monitor (100 ms; the nanny still stops a worker past 95% of memory, half a second
# later at most). Idle, 2 workers cost 90 → 12 ms CPU a second; busy, that was most of the CPU a light cell
# cost beyond the process pool's (tests/benchmarks/bench_batch_cpu.py).
LOCAL_CONFIG = {"distributed.worker.profile.enabled": False, "distributed.admin.tick.interval": "1s",
                "distributed.admin.system-monitor.interval": "2s",
                "distributed.worker.memory.monitor-interval": "500ms"}


class ClusterFailed(DataError):
    """The cluster could not finish the run; the cells not done are picked up by running again."""


@contextmanager
def _children_ignore_ctrl_c():
    """Processes started inside (a LocalCluster's workers) inherit SIGINT ignored: Ctrl+C is this process's to
    handle, and the nannies' workers print no traceback of their own."""
    try:
        previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    except ValueError:  # not the main thread: nothing to hand down
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


class Dask(Described):
    """A Dask distributed cluster: a running scheduler's ADDRESS, or ``local:N`` for a LocalCluster of N
    single-threaded worker processes on 127.0.0.1. A chunk holds up to ``largest_chunk`` cells (half a second of
    them, executors.ChunkSize): a Dask task costs a few milliseconds of CPU between the client, the scheduler and
    the worker, which 256 light cells did not amortize."""

    largest_chunk = 1024

    def __init__(self, datasets: dict, address: str, wait_for_workers: float = 300.0, say=lambda text: None):
        try:
            import dask
            from dask.distributed import Client, LocalCluster, wait
        except ImportError:
            raise DataError(message("--dask needs dask.distributed: {cluster_extra}",
                                    cluster_extra=CLUSTER_EXTRA)) from None
        self.cluster, self.client, self.address = None, None, address
        self._levels = _quiet()
        try:
            if address.startswith("local:"):
                n = int(address[len("local:"):])
                with _children_ignore_ctrl_c(), dask.config.set(LOCAL_CONFIG):
                    self.cluster = LocalCluster(n_workers=n, threads_per_worker=1, processes=True, host="127.0.0.1",
                                                dashboard_address=None, silence_logs=logging.CRITICAL)
                    self.client = Client(self.cluster, timeout=CONNECT_TIMEOUT)
                self.describe(translatable("a Dask LocalCluster of {n} worker processes"), n=n)
            else:
                self.client = Client(address, timeout=CONNECT_TIMEOUT)
                self.describe(translatable("the Dask scheduler at {address}"), address=address)
        except (OSError, TimeoutError) as exc:
            self.close()
            raise DataError(message("--dask {address}: cannot reach the scheduler ({exc})",
                                    address=address, exc=exc)) from None
        self._wait(wait_for_workers, say)
        self._check_builds()
        self.build = build.fingerprint()
        self.workers = max(1, len(self.client.scheduler_info().get("workers", {})))
        self.datasets = {}
        with warnings.catch_warnings():  # a dataset of megabytes in the graph is the point: it can be recomputed
            warnings.filterwarnings("ignore", message=".*[Ll]arge object.*")
            for i, ds in datasets.items():
                payload = pickle.dumps(ds, protocol=pickle.HIGHEST_PROTOCOL)
                key = f"expmech-dataset-{hashlib.sha256(payload).hexdigest()[:24]}"
                self.datasets[i] = self.client.submit(restore_dataset, payload, key=key, pure=False)
        try:  # the datasets are on the workers before the first cell's clock starts
            wait(list(self.datasets.values()))
        except BaseException:
            self.close()
            raise

    def _wait(self, seconds: float, say) -> None:
        if self.client.scheduler_info().get("workers"):
            return
        say(message("waiting for a worker to join the Dask scheduler at {address} (up to {seconds:g} s; "
                    "--wait-for-workers SECONDS to change it)", address=self.address, seconds=seconds))
        try:
            self.client.wait_for_workers(1, timeout=seconds)
        except (TimeoutError, OSError):
            self.close()
            raise DataError(message("no worker joined the Dask scheduler at {address} within {seconds:g} s: start "
                                    "workers (dask worker {address}) or give --wait-for-workers more seconds",
                                    address=self.address, seconds=seconds)) from None

    def _check_builds(self) -> None:
        """Every worker's build must be this one's; each worker's versions go to the manifest."""
        ours = build.fingerprint()
        theirs = self.client.run(build.describe, on_error="return")
        self.described = {}
        for worker, found in sorted(theirs.items()):
            if isinstance(found, BaseException):
                self.close()
                raise DataError(_without_expmech(found, message("the Dask worker {worker}", worker=worker))
                                or message("the Dask worker {worker} could not report its expmech build ({reason})",
                                           worker=worker, reason=_named(found)))
            if found["build"] != ours:
                self.close()
                raise DataError(message("the Dask worker {worker} runs another build of expmech ({build}) than this "
                                        "one ({ours}): install the same one on every worker, or its cells would "
                                        "differ", worker=worker, build=found['build'], ours=ours))
            self.described[worker] = found

    def _submit(self, chunk):
        return self.client.submit(run_chunk, pickle.dumps(chunk, pickle.HIGHEST_PROTOCOL),
                                  self.datasets[chunk[0]["dataset"]], self.build, pure=False)

    def run(self, chunks):
        """The chunks' outcomes as they finish, with at most ``in_flight`` chunks submitted at a time."""
        from dask.distributed import as_completed

        chunks = iter(chunks)
        submitted = {}
        pending = as_completed()

        def submit(chunk, tries):
            future = self._submit(chunk)
            submitted[future] = (chunk, tries)
            pending.add(future)

        for chunk in itertools.islice(chunks, in_flight(self.workers)):
            submit(chunk, 0)
        for future in pending:
            chunk, tries = submitted.pop(future)
            try:
                outcomes = pickle.loads(future.result())
            except build.BuildMismatch as exc:
                raise ClusterFailed(message("a Dask worker joined with another build of expmech ({exc}): install the "
                                            "same one on every worker", exc=exc)) from None
            except Exception as exc:  # noqa: BLE001 — the cluster failed these cells, their numbers did not
                unable = _without_expmech(exc, message("a Dask worker that joined during the run"))
                if unable:
                    raise ClusterFailed(unable) from None
                if self.client.status != "running":
                    raise ClusterFailed(message("lost the Dask scheduler at {address} (its connection closed)",
                                                address=self.address)) from None
                if tries >= RETRIES:
                    raise ClusterFailed(message("the Dask cluster failed the same cells {tries} times ({exc})",
                                                tries=tries + 1, exc=_named(exc))) from None
                submit(chunk, tries + 1)
                continue
            following = next(chunks, None)
            if following is not None:
                submit(following, 0)
            yield from outcomes

    def close(self) -> None:
        if self.client is not None:
            try:
                self.client.close(timeout=10)
            except Exception:  # noqa: BLE001 — a lost scheduler: nothing left to close
                pass
        if self.cluster is not None:
            self.cluster.close(timeout=10)
        for logger, level in self._levels.items():
            logger.setLevel(level)


def _without_expmech(exc: BaseException, who: str) -> str | None:
    """The sentence for a worker that cannot import expmech (or this build's module of it), else None; Dask
    wraps a failed unpickling in a plain Exception, so the missing module is read from its text too."""
    named = re.search(r"No module named '([\w.]+)'", str(exc))
    missing = getattr(exc, "name", None) or (named.group(1) if named else "")
    ours = build.fingerprint()
    if missing.startswith("expmech_gui."):
        return message("{who} runs an older build of expmech (it has no {missing}) than this one ({ours}): install "
                       "the same one on every worker", who=who, missing=missing, ours=ours)
    if missing == "expmech_gui":
        return message("{who} cannot import expmech_gui: install the same expmech-gui[cluster] there ({ours}) and "
                       "start it again", who=who, ours=ours)
    return None


def _quiet() -> dict:
    """Silence Dask's own loggers (each has its level from Dask's config); returns their levels to restore."""
    levels = {}
    for name in list(logging.root.manager.loggerDict):
        if name.split(".")[0] in QUIET:
            logger = logging.getLogger(name)
            levels[logger] = logger.level
            logger.setLevel(logging.CRITICAL + 1)
    return levels


def _named(exc: BaseException) -> str:
    text = " ".join(str(exc).split())
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__
