"""The 95 % Wilson interval (scenarios.topk.selection.wilson) against its closed form in 40-digit decimals, and its
ends exact where they are exact: no successes give a lower end of 0 (not a rounding residue such as 1.7e-18, which
`expmech run topk` printed as the interval of a candidate never drawn), all successes an upper end of 1."""
from decimal import Decimal, getcontext

import numpy as np
import pytest

from expmech_gui.core.bounds import Z_95
from expmech_gui.scenarios.topk.selection import wilson

getcontext().prec = 40


def closed_form(k: int, n: int) -> tuple[Decimal, Decimal]:
    """(p̂ + z²/2n ± z√(p̂(1−p̂)/n + z²/4n²)) / (1 + z²/n), Wilson (1927), in decimals."""
    z, p, n = Decimal(Z_95), Decimal(k) / Decimal(n), Decimal(n)
    centre = p + z * z / (2 * n)
    half = z * (p * (1 - p) / n + z * z / (4 * n * n)).sqrt()
    scale = 1 + z * z / n
    return (centre - half) / scale, (centre + half) / scale


@pytest.mark.parametrize("n", [1, 2, 3, 7, 10, 100, 200, 999, 4000, 10**6, 10**9])
def test_no_successes_give_exactly_0_and_all_give_exactly_1(n):
    low, high = wilson(np.array([0, n]), n)
    assert low[0] == 0.0 and high[1] == 1.0
    assert 0 < high[0] < 1 and 0 < low[1] < 1


@pytest.mark.parametrize("n", [1, 5, 37, 200, 4000, 10**6, 10**12])
def test_each_end_matches_the_closed_form_to_full_precision(n):
    ks = sorted({k for k in (0, 1, 2, n // 3, n // 2, n - 1, n) if 0 <= k <= n})
    low, high = wilson(np.array(ks), n)
    for k, lo, hi in zip(ks, low, high):
        want_lo, want_hi = closed_form(k, n)
        for got, want in ((lo, want_lo), (hi, want_hi)):
            assert abs(Decimal(float(got)) - want) <= Decimal("1e-14") * max(abs(want), Decimal("1e-300")) \
                or (want < Decimal("1e-30") and got == 0.0), (k, n, got, want)


def test_no_trials_say_nothing():
    low, high = wilson(np.array([0, 0]), 0)
    assert list(low) == [0.0, 0.0] and list(high) == [1.0, 1.0]
