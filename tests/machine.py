"""How slow this machine is right now, so that a deadline in a test follows the machine instead of a guess.

A test that waits for a subprocess (or any work it cannot watch through a signal) gives it ``deadline(s)``
seconds: ``s`` is a generous allowance for an idle machine, multiplied by ``slowness()`` — how many times longer
a fixed reference workload (pure Python and numpy, one core, a quarter of a second) takes here than on an idle
2-core machine. The workload is timed once per test process, the first time a deadline is asked for (guihelp
asks as it is imported, for its WAIT). EXPMECH_TEST_SLOWNESS=F sets the factor by hand (e.g. 20 on a machine
that will get busier during the run).
"""
import os
import time

import numpy as np

REFERENCE_S = 0.27  # the workload's time on an idle 2-core machine (measured: 0.24-0.28 s)
ROUNDS = 6  # the workload runs this many rounds in a row: a short burst after a sleep gets the scheduler's
# wake-up credit and runs at full speed on a busy machine (3 bursts of 45 ms said 1.2× under a load of 10)
_measured: list[float] = []


def _reference_round() -> None:
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
        start = time.perf_counter()
        for _ in range(ROUNDS):
            _reference_round()
        _measured.append(max(1.0, (time.perf_counter() - start) / REFERENCE_S))
    return _measured[0]


def deadline(seconds: float) -> float:
    """``seconds`` (what an idle machine needs, with room to spare) scaled by how slow this machine is now."""
    return seconds * slowness()


def deadline_ms(seconds: float) -> int:
    """``deadline(seconds)`` in milliseconds, as Qt and pytest-qt take a timeout."""
    return round(1000 * deadline(seconds))
