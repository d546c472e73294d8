"""Where cells run: in this process (one worker), on a local process pool (``--workers N``), or on a Dask
cluster (``--dask ADDRESS`` or ``--dask local:N``, batch.dask_executor). Each takes chunks of tasks (consecutive
cells of one dataset) as they are made, keeps a bounded number in flight, and yields the cells' outcomes as they
finish; the datasets travel once per worker (the pool's initializer, a Dask task per dataset), never once per
cell.
"""
from __future__ import annotations

import itertools
import multiprocessing
import os
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool

from ..core.errors import DataError
from ..core.translatable import english, message, translatable
from .cells import install_datasets, run_cell, run_chunk_here

CONNECT_TIMEOUT = "20s"
CHUNK_SECONDS = 0.5  # the cells' time a chunk holds, once cells have been timed (ChunkSize)
FIRST_CHUNK = 64  # cells a chunk holds at most before any cell is timed
# one thread per worker for numpy's BLAS (permute-and-flip's quadrature is a matrix product): N workers on N
# cores, not N × cores threads; Dask's nanny does the same for its workers
ONE_THREAD = {name: "1" for name in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS")}


def chunk_size(cells: int, workers: int, largest: int = 64) -> int:
    """About eight chunks per worker (so a slow chunk does not leave the others idle at the end), at most
    ``largest`` cells each (a cell's result is saved when its chunk ends)."""
    return max(1, min(largest, cells // max(1, workers * 8)))


class ChunkSize:
    """How many cells the next chunk holds: about ``CHUNK_SECONDS`` of them by the cells timed so far (a chunk
    costs its executor a fixed price — a Dask task about a millisecond of CPU over the client, the scheduler and
    the worker — which light cells amortize only in large chunks, while a heavy cell's chunk stays short, so a
    stopped run loses little and the progress moves), never more than ``chunk_size`` allows; ``FIRST_CHUNK``
    at most before any cell is timed. ``observe(seconds)`` takes each finished cell's time."""

    def __init__(self) -> None:
        self.cap, self.timed, self.spent = FIRST_CHUNK, 0, 0.0

    def bound(self, cells: int, workers: int, largest: int) -> None:
        self.cap = chunk_size(cells, workers, largest)

    def observe(self, seconds: float) -> None:
        self.timed += 1
        self.spent += seconds

    def __call__(self) -> int:
        if not self.timed:
            return min(self.cap, FIRST_CHUNK)
        per_cell = self.spent / self.timed
        return self.cap if per_cell <= 0 else max(1, min(self.cap, int(CHUNK_SECONDS / per_cell)))


def chunked(tasks, size):
    """Consecutive tasks of one dataset, ``size()`` at most (asked as each chunk starts), made as the tasks come
    (cells that share a problem are consecutive — seeds vary fastest — so a chunk mostly reuses its worker's
    experiment)."""
    chunk: list[dict] = []
    most = size()
    for task in tasks:
        if chunk and (len(chunk) >= most or chunk[0]["dataset"] != task["dataset"]):
            yield chunk
            chunk, most = [], size()
        chunk.append(task)
    if chunk:
        yield chunk


def in_flight(workers: int) -> int:
    """How many chunks an executor has submitted and not yet handed back: enough to keep every worker busy,
    few enough that the client holds a bounded number of outcomes at any grid size."""
    return 4 * max(1, workers)


def default_workers() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover — not Linux
        return max(1, os.cpu_count() or 1)


class Described:
    """Where the cells run, in words: ``description`` in English (the manifest keeps it), ``said()`` in the language
    in use (the progress line for people; ``expmech --locale de``); ``here``: in this process (said "in", not
    "on")."""

    here = False

    def describe(self, template: str, **fields) -> None:
        self._where = (template, fields)
        self.description = english(template, **fields)

    def said(self) -> str:
        template, fields = self._where
        return message(template, **fields)


class Serial(Described):
    """Every cell in this process, one after the other."""

    largest_chunk = 64
    here = True

    def __init__(self, datasets: dict) -> None:
        self.datasets = datasets
        self.describe(translatable("this process"))

    def run(self, chunks):
        for chunk in chunks:
            for task in chunk:
                yield run_cell(task, self.datasets[task["dataset"]])

    def close(self) -> None:
        pass


class ProcessPool(Described):
    """A local pool of worker processes (forkserver where the system has it: no inherited threads)."""

    largest_chunk = 64

    def __init__(self, datasets: dict, workers: int) -> None:
        method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
        context = multiprocessing.get_context(method)
        if method == "forkserver":
            context.set_forkserver_preload(["expmech_gui.batch.cells"])
        self.workers = workers
        self.describe(translatable("a local pool of {workers} processes"), workers=workers)
        saved = {name: os.environ.get(name) for name in ONE_THREAD}
        os.environ.update({k: v for k, v in ONE_THREAD.items() if saved[k] is None})
        try:  # the workers start now, with that environment; this process keeps its own
            self.pool = ProcessPoolExecutor(workers, mp_context=context, initializer=install_datasets,
                                            initargs=(datasets,))
            for future in [self.pool.submit(os.getpid) for _ in range(workers)]:
                future.result()
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)

    def run(self, chunks):
        """The chunks' outcomes as they finish, with at most ``in_flight`` chunks submitted at a time."""
        chunks = iter(chunks)
        pending: set = set()
        try:
            while True:
                for chunk in itertools.islice(chunks, in_flight(self.workers) - len(pending)):
                    pending.add(self.pool.submit(run_chunk_here, chunk))
                if not pending:
                    return
                finished, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in finished:
                    yield from future.result()
        except BrokenProcessPool:
            raise DataError(message("a worker process died (out of memory?); the cells finished so far are saved: "
                                    "run the same command again to go on, with fewer --workers if memory is "
                                    "short")) from None

    def close(self) -> None:
        processes = list((getattr(self.pool, "_processes", None) or {}).values())
        self.pool.shutdown(wait=False, cancel_futures=True)
        for p in processes:  # a cell already running is not waited for
            if p.is_alive():
                p.terminate()
        for p in processes:
            p.join(timeout=5)
