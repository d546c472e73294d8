"""The ε sliders' one mapping: integer positions 0…steps spread over [lo, hi] on a log scale.

x(pos) = lo·(hi/lo)^(pos/steps) and pos(x) = round(steps·ln(x/lo)/ln(hi/lo)), clamped to the ends, so every
decade gets the same length of slider (the parameter panel, the story and the gallery all use it). Pure Python.
"""
from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class LogScale:
    """Positions 0…``steps`` ↔ values in [``lo``, ``hi``]; a value read off the slider is rounded to ``digits``
    significant digits (a readable ε: 'ε = 5', not 5.012), None for no rounding."""

    lo: float
    hi: float
    steps: int
    digits: int | None = None

    def value(self, pos: int) -> float:
        """The value at slider position ``pos`` (the ends exactly lo and hi)."""
        if pos <= 0:
            return self.lo
        if pos >= self.steps:
            return self.hi
        x = math.exp(math.log(self.lo) + pos / self.steps * math.log(self.hi / self.lo))
        if self.digits is not None:
            x = float(f"{x:.{self.digits}g}")
        return min(max(x, self.lo), self.hi)

    def position(self, value: float) -> int:
        """The slider position nearest ``value`` (values outside [lo, hi] go to the ends)."""
        value = min(max(value, self.lo), self.hi)
        return round(math.log(value / self.lo) / math.log(self.hi / self.lo) * self.steps)
