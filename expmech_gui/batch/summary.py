"""``--summary``: the grid's aggregates over repeated seeds, ``summary.csv`` beside the table. One row per grid
point — scenario, dataset and every grid parameter but ``seed``, in the order of its first cell — with the number
of cells and of failed cells, then for each numeric recorded field F: ``F_mean`` and the 95% confidence interval
of the mean, ``F_ci95_low`` and ``F_ci95_high`` = mean ∓ t(0.975, n − 1)·s/√n (Student's t, s the sample standard
deviation over the grid point's successful cells; empty when fewer than two). The mean and s are Welford's running
ones over the cells in cell order, so the file is the same whatever ran the cells.
"""
from __future__ import annotations

import csv
import math
from pathlib import Path

from .table import _csv_text, param_column

NAME = "summary.csv"
LEVEL = 0.975  # two-sided 95%


def _betacf(a: float, b: float, x: float) -> float:
    """The continued fraction of the regularized incomplete beta function (modified Lentz; Numerical Recipes
    §6.4)."""
    tiny, c, d = 1e-300, 1.0, 1.0 - (a + b) * x / (a + 1.0)
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 300):
        for num in (m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m)),
                    -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))):
            d = 1.0 + num * d
            d = 1.0 / (d if abs(d) > tiny else tiny)
            c = 1.0 + num / c
            c = c if abs(c) > tiny else tiny
            h *= d * c
        if abs(d * c - 1.0) < 1e-15:
            break
    return h


def _incomplete_beta(a: float, b: float, x: float) -> float:
    """I_x(a, b), the regularized incomplete beta function."""
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x))
    if x < (a + 1.0) / (a + b + 2.0):
        return front * _betacf(a, b, x) / a
    return 1.0 - front * _betacf(b, a, 1.0 - x) / b


def t_quantile(p: float, df: int) -> float:
    """The p-quantile (p > 1/2) of Student's t with ``df`` degrees of freedom, by bisection on its CDF
    P(T ≤ t) = 1 − I_{df/(df+t²)}(df/2, 1/2)/2, to the last bits of a float."""
    lo, hi = 0.0, 1.0
    while 1.0 - 0.5 * _incomplete_beta(df / 2.0, 0.5, df / (df + hi * hi)) < p:
        hi *= 2.0
    for _ in range(200):
        mid = 0.5 * (lo + hi)
        if mid in (lo, hi):
            break
        if 1.0 - 0.5 * _incomplete_beta(df / 2.0, 0.5, df / (df + mid * mid)) < p:
            lo = mid
        else:
            hi = mid
    return hi


class _Running:
    """Welford's running mean and sum of squared deviations."""

    __slots__ = ("n", "mean", "m2")

    def __init__(self) -> None:
        self.n, self.mean, self.m2 = 0, 0.0, 0.0

    def add(self, x: float) -> None:
        self.n += 1
        delta = x - self.mean
        self.mean += delta / self.n
        self.m2 += delta * (x - self.mean)

    def row(self) -> list:
        if self.n == 0:
            return [None, None, None]
        if self.n < 2:
            return [self.mean, None, None]
        half = t_quantile(LEVEL, self.n - 1) * math.sqrt(self.m2 / (self.n - 1)) / math.sqrt(self.n)
        return [self.mean, self.mean - half, self.mean + half]


def write(table, spec, path: Path) -> int:
    """Write ``summary.csv`` from ``table`` (batch.table.Table: its saved cells in order); returns its rows."""
    fields = [name for name, kind in table.columns if name in table.fields and kind in ("int", "float")]
    axes = [a.name for a in spec.grid if a.name != "seed"]
    groups: dict[tuple, list] = {}
    for cell, outcome in table.outcomes():
        values = dict(cell.values)
        key = (cell.scenario, cell.label, *(values[a] for a in axes))
        group = groups.get(key)
        if group is None:
            group = groups[key] = [0, 0, [_Running() for _ in fields]]
        group[0] += 1
        if not outcome["ok"]:
            group[1] += 1
            continue
        for name, running in zip(fields, group[2]):
            value = outcome["fields"].get(name)
            if value is not None:
                running.add(float(value))
    header = ["scenario", "dataset", *map(param_column, axes), "cells", "failed"]
    header += [f"{name}_{what}" for name in fields for what in ("mean", "ci95_low", "ci95_high")]
    tmp = Path(path).with_name(Path(path).name + ".part")
    with open(tmp, "w", encoding="utf-8", newline="") as f:
        writer = csv.writer(f, lineterminator="\n")
        writer.writerow(header)
        for key, (cells, failed, running) in groups.items():
            numbers = [x for r in running for x in r.row()]
            writer.writerow([_csv_text(v) for v in (*key, cells, failed, *numbers)])
    Path(tmp).replace(path)
    return len(groups)
