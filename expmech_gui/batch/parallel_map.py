"""``parallel_map(fn, args_list, workers, dask)``: [fn(a) for a in args_list], in order, run in this process, on a
local process pool (``workers`` > 1) or on a Dask cluster (``dask`` = a scheduler's ADDRESS or ``local:N``).

``fn`` must be a module-level function and its arguments picklable; whatever randomness it uses must come with its
arguments (e.g. a SeedSequence per item), so the results do not depend on where it runs. Workers get one BLAS
thread each, as the batch executors' do.
"""
from __future__ import annotations

import logging
import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Callable, Sequence

from ..core.errors import DataError
from ..core.translatable import message
from . import CLUSTER_EXTRA
from .executors import CONNECT_TIMEOUT, ONE_THREAD


def where(workers: int | None = None, dask: str | None = None) -> str:
    """Words for where the items run."""
    if dask is not None:
        return (f"a Dask LocalCluster of {dask[len('local:'):]} worker processes" if dask.startswith("local:")
                else f"the Dask scheduler at {dask}")
    if workers is not None and workers > 1:
        return f"a local pool of {workers} processes"
    return "this process"


def parallel_map(fn: Callable[[Any], Any], args_list: Sequence[Any], workers: int | None = None,
                 dask: str | None = None) -> list:
    """The results of ``fn`` on every item of ``args_list``, in order (see the module's docstring)."""
    items = list(args_list)
    if dask is not None:
        return _on_dask(fn, items, dask)
    if workers is not None and (isinstance(workers, bool) or int(workers) != workers or workers < 1):
        raise DataError(message("--workers must be a whole number ≥ 1, not {workers!r}", workers=workers))
    if workers is None or workers <= 1 or len(items) <= 1:
        return [fn(a) for a in items]
    return _on_pool(fn, items, int(workers))


def _on_pool(fn, items: list, workers: int) -> list:
    method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
    context = multiprocessing.get_context(method)
    saved = {name: os.environ.get(name) for name in ONE_THREAD}
    os.environ.update({k: v for k, v in ONE_THREAD.items() if saved[k] is None})
    try:  # the workers start with one BLAS thread each; this process keeps its own setting
        pool = ProcessPoolExecutor(min(workers, len(items)), mp_context=context)
        futures = [pool.submit(fn, a) for a in items]
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
    try:
        return [f.result() for f in futures]
    except BrokenProcessPool:
        raise DataError(message("a worker process died (out of memory?): try fewer --workers")) from None
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _on_dask(fn, items: list, address: str) -> list:
    try:
        from dask.distributed import Client, LocalCluster
    except ImportError:
        raise DataError(message("--dask needs dask.distributed: {cluster_extra}",
                                cluster_extra=CLUSTER_EXTRA)) from None
    cluster = client = None
    try:
        try:
            if address.startswith("local:"):
                try:
                    n = int(address[len("local:"):])
                except ValueError:
                    raise DataError(message("--dask {address}: write local:N with N a whole number of workers",
                                            address=address)) from None
                # dashboard on any free port: the default 8787 warned on stderr when another dashboard had it
                cluster = LocalCluster(n_workers=n, threads_per_worker=1, processes=True, host="127.0.0.1",
                                       dashboard_address=":0", silence_logs=logging.ERROR)
                client = Client(cluster, timeout=CONNECT_TIMEOUT)
            else:
                client = Client(address, timeout=CONNECT_TIMEOUT)
        except (OSError, TimeoutError) as exc:
            raise DataError(message("--dask {address}: cannot reach the scheduler ({exc})",
                                    address=address, exc=exc)) from None
        futures = client.map(fn, items, pure=False)
        return client.gather(futures)
    finally:
        if client is not None:
            client.close(timeout=10)
        if cluster is not None:
            cluster.close(timeout=10)
