"""How a batch's cells are cut into chunks (about half a second of timed cells, within the count-based cap) and
what a local Dask cluster's workers do besides the cells (no dashboard profiler, a slower memory monitor): the
two places a light cell's CPU on Dask went beyond the process pool's (issue 28 §3)."""
import pytest

from expmech_gui.batch import executors


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

    dask = Dask({0: "dataset"}, "local:1")
    try:
        found = dask.client.run(lambda dask_worker: ("profile" in dask_worker.periodic_callbacks,
                                                     dask_worker.memory_manager.memory_monitor_interval))
    finally:
        dask.close()
    assert list(found.values()) == [(False, 0.5)]
