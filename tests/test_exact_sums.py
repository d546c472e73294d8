"""core.exact.sums: the sum of a long array in short numpy calls is math.fsum's number, bit for bit."""
import math

import numpy as np
import pytest

from expmech_gui.core.exact.sums import SLICE, SMALL, exact_sum


def _fsum(values):
    try:
        return math.fsum(np.asarray(values, dtype=float).tolist())
    except OverflowError as exc:
        return type(exc)


def _exact(values):
    try:
        return exact_sum(values)
    except OverflowError as exc:
        return type(exc)


RNG = np.random.default_rng(27)
CASES = {
    "every exponent, both signs": RNG.standard_normal(300_000) * np.exp(RNG.uniform(-740, 700, 300_000)),
    "a pmf times prices": RNG.random(SLICE + 12_345) * np.exp(RNG.uniform(-700, 0, SLICE + 12_345)),
    "subnormals": np.r_[RNG.random(50_000) * 5e-324 * 9, -RNG.random(50_000) * 1e-310],
    "cancelling to a tie": np.r_[np.full(50_000, 1.0), np.full(50_000, 2.0**-53), 2.0**-105],
    "cancelling to zero": np.r_[np.full(50_000, 0.1), -np.full(50_000, 0.1)],
    "negative zeros": np.full(SMALL + 1, -0.0),
    "an infinity": np.r_[RNG.random(SMALL), np.inf],
    "a nan": np.r_[RNG.random(SMALL), np.nan],
    "overflow midway": np.r_[1e308, 1e308, -1e308, RNG.random(SMALL)],
    "short": RNG.random(100),
}


@pytest.mark.parametrize("name", list(CASES))
def test_exact_sum_is_fsums_number(name):
    expected, got = _fsum(CASES[name]), _exact(CASES[name])
    assert got == expected or (got != got and expected != expected), name
    if isinstance(got, float) and got == 0:
        assert math.copysign(1, got) == math.copysign(1, expected)


def test_exact_sum_matches_fsum_on_random_cancelling_arrays():
    for _ in range(50):
        n = int(RNG.integers(SMALL + 1, 3 * SMALL))
        x = RNG.standard_normal(n) * np.exp(RNG.uniform(-40, 40, n))
        x = np.r_[x, -x[: n // 2] * (1 + 2.0**-52)]
        assert exact_sum(x) == math.fsum(x.tolist())
