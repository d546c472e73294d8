"""How slow this machine is right now, so that a deadline in a test follows the machine instead of a guess.

A test that waits for a subprocess (or any work it cannot watch through a signal) gives it ``deadline(s)``
seconds: ``s`` is a generous allowance for an idle machine, multiplied by ``slowness()`` — how many times longer
a fixed reference workload (pure Python and numpy, one core) takes here than on an idle 2-core machine. The
workload is timed once per test process, the first time a deadline is asked for. EXPMECH_TEST_SLOWNESS=F
sets the factor by hand (e.g. 20 on a machine that will get busier during the run).
"""
import os
import statistics
import time

import numpy as np

REFERENCE_S = 0.045  # the workload's median time on an idle 2-core machine (measured: 0.040-0.046 s)
_measured: list[float] = []


def _reference_workload() -> None:
    total = 0
    for i in range(900_000):
        total += i * i % 7
    np.sort(np.random.default_rng(0).random(900_000))


def slowness() -> float:
    """At least 1: the reference workload's time here over its time on an idle machine."""
    forced = os.environ.get("EXPMECH_TEST_SLOWNESS")
    if forced:
        return max(1.0, float(forced))
    if not _measured:
        times = []
        for _ in range(3):
            start = time.perf_counter()
            _reference_workload()
            times.append(time.perf_counter() - start)
        _measured.append(max(1.0, statistics.median(times) / REFERENCE_S))
    return _measured[0]


def deadline(seconds: float) -> float:
    """``seconds`` (what an idle machine needs, with room to spare) scaled by how slow this machine is now."""
    return seconds * slowness()


def deadline_ms(seconds: float) -> int:
    """``deadline(seconds)`` in milliseconds, as Qt and pytest-qt take a timeout."""
    return round(1000 * deadline(seconds))
