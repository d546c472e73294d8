"""Freed memory goes back to the system after big computations (expmech_gui.system_memory)."""
import platform
import sys

import numpy as np
import pytest

from expmech_gui.system_memory import give_back_free_memory


def _rss_mib() -> float:
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:")) / 1024


@pytest.mark.skipif(not sys.platform.startswith("linux") or platform.libc_ver()[0] != "glibc",
                    reason="malloc_trim is glibc's")
def test_heap_kept_after_large_temporaries_is_returned():
    """Once glibc has raised its mmap threshold, 8 MB arrays come from the heap; freed with others still alive
    above them, their pages stay with the process until malloc_trim gives them back."""
    import gc

    warm = np.ones(4_000_000)  # freeing a mapped 32 MB block raises the threshold to 32 MB
    del warm
    temporaries = [np.ones(1_000_000) for _ in range(12)]  # 12 × 8 MB, now on the heap
    pinned = np.ones(1000)  # allocated after them, so the heap's top is not free
    del temporaries
    gc.collect()
    before = _rss_mib()
    give_back_free_memory()
    after = _rss_mib()
    assert before - after > 40, (before, after)
    assert pinned.sum() == 1000
