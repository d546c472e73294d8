"""How many people BLR's net mechanism needs, two ways (the wiki page on the exponential mechanism, "Release
mechanism", after Blum–Ligett–Roth 2008), for an (α, δ)-useful release — every query within α with chance ≥ 1 − δ.

VC form (the wiki's theorem, n ≥ O(k·VCDIM·log(1/α)/(α³ε) + log(1/δ)/(αε)), with the constants of its proof):
    m_VC = the smallest m with 2·(e·m/VCDIM)^VCDIM·e^(−α²m/8) < 1 (uniform convergence: some database of m rows
    is within α/2 on every query), and n ≥ (4/(εα))·(k·m_VC + ln(1/δ)), k = ⌈log₂|X|⌉ bits a row — the wiki's
    k·m counts the 2^(km) outputs in nats, which overstates ln 2^(km) = k·m·ln 2, so it is safe.
Finite-class form (the app's own bound, scenarios.synthetic.net_mechanism.blr_bound: max error ≤ √(ln|Q|/m) +
(2/(εn))(ln|net| + ln(1/δ))), with α/2 for each term:
    m = ⌈ln|Q|/(α/2)²⌉ and n ≥ (4/(εα))·(ln C(|X| + m − 1, m) + ln(1/δ)).
VCDIM is found by brute force (the largest set of elements on which the queries cut every subset), level by
level, extending only shattered sets; beyond SHATTER_BUDGET candidate sets it reports the bound ⌊log₂|Q|⌋.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from ...core.translatable import translatable, translated, words
from .universe import QueryClass

SHATTER_BUDGET = 300_000  # candidate sets examined before settling for ⌊log₂|Q|⌋
M_LIMIT = 10**15


def vc_dimension(queries: QueryClass) -> tuple[int, bool]:
    """(VCDIM of the queries as sets of elements, True when exact; else (⌊log₂|Q|⌋, False), an upper bound). A set
    of elements is shattered when the queries cut it in all 2^s ways: each query's pattern on it is coded as an
    integer, extended one element at a time, and the distinct codes counted, every extension of a set at once."""
    sets = np.unique(queries.matrix.astype(np.int64), axis=0)
    top = int(math.floor(math.log2(sets.shape[0]))) if sets.shape[0] > 1 else 0
    shattered = [((), np.zeros(sets.shape[0], dtype=np.int64))]
    size, examined = 0, 0
    while shattered and size < top:
        grown = []
        for group, code in shattered:
            first = group[-1] + 1 if group else 0
            if first >= sets.shape[1]:
                continue
            examined += sets.shape[1] - first
            if examined > SHATTER_BUDGET:
                return top, False
            codes = np.sort(2 * code[:, None] + sets[:, first:], axis=0)  # one column per extension
            distinct = 1 + np.count_nonzero(np.diff(codes, axis=0), axis=0)
            for offset in np.flatnonzero(distinct == 2 ** (size + 1)):
                grown.append(((*group, first + int(offset)), codes_of(code, sets[:, first + int(offset)])))
        if not grown:
            break
        shattered, size = grown, size + 1
    return size, True


def codes_of(code: np.ndarray, column: np.ndarray) -> np.ndarray:
    """Each query's pattern on a set, one element longer."""
    return 2 * code + column


def vc_rows(vcdim: int, alpha: float) -> int:
    """The smallest m ≥ VCDIM with f(m) = ln 2 + VCDIM·(1 + ln(m/VCDIM)) − α²m/8 < 0 (m = 1 when VCDIM = 0; Sauer's
    (e·m/VCDIM)^VCDIM needs m ≥ VCDIM). f(VCDIM) > 0 and f rises up to m = 8·VCDIM/α², then falls: bisection there."""
    if vcdim == 0:
        return 1

    def fails(m: int) -> bool:
        return math.log(2) + vcdim * (1 + math.log(m / vcdim)) - alpha * alpha * m / 8 >= 0

    lo = max(vcdim, math.floor(8 * vcdim / alpha ** 2))  # the peak: f(lo) > 0
    hi = 2 * lo
    while fails(hi):
        lo, hi = hi, 2 * hi
        if hi > M_LIMIT:
            return M_LIMIT
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if fails(mid):
            lo = mid
        else:
            hi = mid
    return hi


SAMPLE_BOUNDS = translatable(
    "For every query within {alpha:g} with chance {chance:.0%} at ε = {epsilon:g}: the VC form (VC dimension {dim}, "
    "{bits} bits a row) asks for a made-up table of {vc_m:,} rows and {vc_n:,.0f} people; the finite-class form, "
    "{finite_m:,} rows and {finite_n:,.0f} people. Here {smaller} asks for fewer: the VC form pays for classes too "
    "big to count, while this class is small enough to count.")
FINITE_SMALLER, VC_SMALLER = translatable("the finite-class bound"), translatable("the VC bound")


@dataclass(frozen=True)
class SampleBounds:
    """People needed by each form at (α, δ, ε), with the rows each form's synthetic database has."""

    alpha: float
    delta: float
    epsilon: float
    vcdim: int
    vcdim_exact: bool
    bits: int
    vc_m: int
    vc_n: float
    finite_m: int
    finite_n: float

    def sentence(self) -> str:
        """Both forms in words, in the language in use (numbers in English separators, localized where shown)."""
        dim = f"{self.vcdim}" if self.vcdim_exact else words("at most {count}", count=self.vcdim)
        smaller = translated(FINITE_SMALLER if self.finite_n < self.vc_n else VC_SMALLER)
        return words(SAMPLE_BOUNDS, alpha=self.alpha, chance=1 - self.delta, epsilon=self.epsilon, dim=dim,
                     bits=self.bits, vc_m=self.vc_m, vc_n=self.vc_n, finite_m=self.finite_m, finite_n=self.finite_n,
                     smaller=smaller)


def sample_bounds(queries: QueryClass, universe: int, alpha: float, delta: float, epsilon: float) -> SampleBounds:
    """Both forms of the sample bound for ``queries`` over a universe of ``universe`` elements."""
    vcdim, exact = vc_dimension(queries)
    bits = max(1, math.ceil(math.log2(universe)))
    vc_m = vc_rows(vcdim, alpha)
    scale = 4.0 / (epsilon * alpha)
    finite_m = max(1, math.ceil(math.log(max(queries.size, 2)) / (alpha / 2) ** 2))
    log_net = math.lgamma(universe + finite_m) - math.lgamma(finite_m + 1) - math.lgamma(universe)
    return SampleBounds(alpha, delta, epsilon, vcdim, exact, bits, vc_m, scale * (bits * vc_m + math.log(1 / delta)),
                        finite_m, scale * (log_net + math.log(1 / delta)))
