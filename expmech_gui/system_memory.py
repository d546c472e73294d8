"""Give freed memory back to the operating system after a big computation (glibc only; elsewhere nothing).

glibc raises its mmap threshold each time a large block is freed (up to 32 MiB), so after one 10⁶-price grid
its 8 MB temporaries come from the heap and stay with the process when freed. ``malloc_trim(0)`` returns the
free pages of every arena (glibc manual, "Memory Allocation Tunables" / malloc_trim(3)). It can take tens of
milliseconds on a fragmented heap, so the app calls it on worker threads, at the end of an exact recompute
and of a simulation run — never on the GUI thread. A fixed threshold instead (mallopt M_MMAP_THRESHOLD) kept
less (+41 MiB against +53 at m = 10⁶) but made every large temporary a fresh mapping: the revenue curve at
n = m = 10⁶ took 35 ms instead of 18.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import sys
from functools import lru_cache


@lru_cache(maxsize=1)
def _libc():
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        libc.malloc_trim  # noqa: B018 — musl and others have none
    except (OSError, AttributeError):
        return None
    return libc


def give_back_free_memory() -> bool:
    """malloc_trim(0): True when glibc gave pages back, False when it had none to give or there is no glibc."""
    libc = _libc()
    return bool(libc.malloc_trim(0)) if libc is not None else False
