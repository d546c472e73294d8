"""math.fsum of a long array, bit for bit the same number, in numpy calls of milliseconds.

``math.fsum`` over 10^7 values is one C call of seconds that holds Python's interpreter lock, so a worker summing
the exact pmf froze the window meanwhile. Here the sum is exact in integers: every double is x = a·2^(e−53)
with a = |m|·2^53 < 2^53 a whole number (``np.frexp``: x = m·2^e); a is cut into three pieces of 18 bits, and the
pieces with the same exponent e are added by ``np.bincount`` — sums of whole numbers below 2^53, so its float64
adds are exact. Σ x · 2^1127 is then a Python int, and int / int is correctly rounded, as fsum is (Shewchuk
1997; CPython's ``math.fsum``). Values so large that fsum could overflow midway, and inf or nan, take fsum itself.
"""
from __future__ import annotations

import math

import numpy as np

SMALL = 2**14  # up to this many values fsum is quick: called as it is
SLICE = 2**20  # values per numpy call
PIECE_BITS = 18  # three pieces of a 53-bit significand; 2^18 · 2^35 values stay below 2^53
SCALE_BITS = 1074 + 53  # x · 2^1127 is a whole number for every double x
LARGE = 2.0**1020  # above this fsum may overflow midway (it raises): leave such sums to it


def exact_sum(values) -> float:
    """math.fsum(values) for an array of floats (see the module's docstring)."""
    v = np.asarray(values, dtype=np.float64).reshape(-1)
    if v.size <= SMALL:
        return math.fsum(v.tolist())
    if not np.all(np.abs(v) < LARGE):  # inf, nan or huge: what fsum says, however it says it
        return math.fsum(v.tolist())
    sums = np.zeros((3, SCALE_BITS - 53 + 2100))
    mask = (1 << PIECE_BITS) - 1
    for start in range(0, v.size, SLICE):
        m, e = np.frexp(v[start:start + SLICE])  # x = m·2^e, ½ ≤ |m| < 1 (m = 0, e = 0 for zero)
        whole = np.abs(np.ldexp(m, 53)).astype(np.int64)  # |m|·2^53, exact
        sign = np.sign(m)
        slot = (e + 1074).astype(np.intp)  # x = ±whole·2^(slot − 1127), slot ≥ 0
        for k in range(3):
            piece = ((whole >> (PIECE_BITS * k)) & mask).astype(np.float64) * sign
            sums[k, :] += np.bincount(slot, weights=piece, minlength=sums.shape[1])[:sums.shape[1]]
    total = 0
    for k in range(3):
        for s in np.flatnonzero(sums[k]):
            total += int(sums[k, s]) << (int(s) + PIECE_BITS * k)
    return total / (1 << SCALE_BITS)
