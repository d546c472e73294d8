"""How a batch's cells are cut into chunks (about half a second of timed cells, within the count-based cap), what
a local Dask cluster's workers do besides the cells (no dashboard profiler, a slower memory monitor), and the
cyclic collector kept off what the client and each worker held before the cells (gc.freeze): where a light
cell's CPU on Dask went beyond the process pool's (issue 28 §3)."""
import gc
import pickle

import pytest

from expmech_gui.batch import executors, store
from test_batch_sweeps import SPEC
from test_batch_run import batch, spec_file


def cut(sizes, tasks):
    return [len(c) for c in executors.chunked(iter(tasks), sizes)]


def test_chunks_hold_about_half_a_second_of_timed_cells_within_the_cap():
    light = executors.ChunkSize()
    light.bound(10**6, 2, 1024)
    assert light() == executors.FIRST_CHUNK  # nothing timed yet
    for _ in range(10):
        light.observe(50e-6)
    assert light() == 1024  # 0.5 s would be 10,000 light cells: the Dask cap
    heavy = executors.ChunkSize()
    heavy.bound(10**6, 2, 1024)
    heavy.observe(0.2)
    assert heavy() == 2
    heavy.observe(3.8)  # 2 s a cell on average
    assert heavy() == 1
    few = executors.ChunkSize()
    few.bound(48, 2, 1024)  # about eight chunks per worker, whatever the cells cost
    few.observe(1e-6)
    assert few() == 3


def test_chunks_are_asked_their_size_as_each_starts_and_never_mix_datasets():
    asked = iter([2, 3, 4, 4, 4])
    tasks = [{"dataset": 0}] * 7 + [{"dataset": 1}] * 4
    assert cut(lambda: next(asked), tasks) == [2, 3, 2, 4]


def test_a_local_cluster_runs_its_workers_without_the_profiler_and_with_a_slower_memory_monitor():
    pytest.importorskip("dask.distributed", reason="the [cluster] extra (dask.distributed) is not installed")
    from expmech_gui.batch.dask_executor import Dask

    from expmech_gui.batch.cells import run_chunk

    dask = Dask({0: "dataset"}, "local:1")
    try:
        frozen_before = dask.client.run(gc.get_freeze_count)
        dask.client.submit(run_chunk, pickle.dumps([]), dask.datasets[0], pure=False).result()
        found = dask.client.run(lambda dask_worker: ("profile" in dask_worker.periodic_callbacks,
                                                     dask_worker.memory_manager.memory_monitor_interval,
                                                     gc.get_freeze_count() > 0))
    finally:
        dask.close()
    assert list(frozen_before.values()) == [0] and list(found.values()) == [(False, 0.5, True)]


def test_the_client_keeps_the_collector_off_what_it_held_before_the_cells_and_lets_go_after(tmp_path, monkeypatch):
    frozen, append = [], store.Journal.append

    def watched(self, outcome):
        frozen.append(gc.get_freeze_count())
        return append(self, outcome)

    monkeypatch.setattr(store.Journal, "append", watched)
    code, _, _ = batch(spec_file(tmp_path, SPEC), "--out", tmp_path / "o", "--workers", 1)
    assert code == 0 and len(frozen) == 24 and min(frozen) > 0 and gc.get_freeze_count() == 0
