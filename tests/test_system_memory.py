"""Freed memory goes back to the system after big computations (expmech_gui.system_memory)."""
import os
import platform
import sys

import pytest

_HEAP_CASE = """
import gc, numpy as np
from expmech_gui.system_memory import give_back_free_memory
def rss():
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:")) / 1024
import ctypes
# 8 MB arrays from the heap, as after glibc has raised its mmap threshold (freeing a mapped 32 MB block does that,
# but only while nothing has fixed the threshold: set it outright, so the case never depends on that history)
ctypes.CDLL("libc.so.6").mallopt(-3, 64 << 20)  # M_MMAP_THRESHOLD
warm = np.ones(4_000_000)
del warm
temporaries = [np.ones(1_000_000) for _ in range(12)]  # 12 x 8 MB, now on the heap
pinned = np.ones(2_000_000)  # 16 MB after them, so the heap's top is not free (no earlier hole holds it)
peak = rss()
del temporaries
gc.collect()
before = rss()
give_back_free_memory()
print(peak, before, rss(), pinned.sum())
"""


@pytest.mark.skipif(not sys.platform.startswith("linux") or platform.libc_ver()[0] != "glibc",
                    reason="malloc_trim is glibc's")
def test_heap_kept_after_large_temporaries_is_returned():
    """Once glibc has raised its mmap threshold, 8 MB arrays come from the heap; freed with others still alive
    above them, their pages stay with the process until malloc_trim gives them back. In a fresh interpreter: what
    the test process allocated before (the machine's calibration, other tests) decides where blocks go."""
    import subprocess

    from machine import deadline

    env = {**os.environ, "PYTHONHASHSEED": "0"}  # the same allocations before the case on every run
    r = subprocess.run([sys.executable, "-c", _HEAP_CASE], capture_output=True, text=True, timeout=deadline(60),
                       env=env)
    assert r.returncode == 0, r.stderr
    peak, before, after, pinned = map(float, r.stdout.split())
    if before < peak - 40:  # this process's allocator gave the pages back by itself: nothing left to return
        pytest.skip(f"glibc returned the freed blocks without malloc_trim here ({peak:.0f} → {before:.0f} MiB)")
    assert before - after > 40, (before, after)
    assert pinned == 2_000_000
