"""Grids besides the full factorial.

- **Zipped axes**: ``zip = ["epsilon", "trials"]`` in [grid] (or a list of such groups) makes those lists go
  together — their i-th values form the i-th point — instead of every combination; the lists must be as long as
  one another and the points distinct.
- **Sampling a range**: a [sample] table draws ``n`` points of the parameters it names over their ranges,
  ``"LO:HI"`` (evenly) or ``"LO:HI:log"`` (evenly in the logarithm), by Latin hypercube (``method =
  "latin-hypercube"``, the default: each parameter's range cut in n equal strata, one point in each, the strata
  paired at random — McKay, Beckman & Conover 1979) or independently at random (``"random"``), with
  ``numpy.random.default_rng(seed)`` (``sample.seed``, else the file's ``seed``), so the same file gives the same
  points. The sampled parameters are one zipped group of n points, crossed with the rest of the grid.

A group sits in the cell order where its first name is; each point is read by the parameter's own parser.
"""
from __future__ import annotations

import math

import numpy as np

from ..core.params import PARAMS
from ..core.translatable import language, message, translated

METHODS = ("latin-hypercube", "random")
SAMPLE_KEYS = ("n", "method", "seed")
MAX_POINTS = 100_000


def named(together) -> frozenset:
    """The names a [grid] ``zip`` value mentions (checked later, in ``arrange``)."""
    groups = together if isinstance(together, list) and together and isinstance(together[0], list) else [together]
    return frozenset(n for g in groups if isinstance(g, list) for n in g if isinstance(n, str))


def _groups(r, together, grid) -> list[tuple[str, ...]]:
    if together is None:
        return []
    nested = isinstance(together, list) and together and all(isinstance(g, list) for g in together)
    groups = together if nested else [together]
    names = {a.name: a for a in grid}
    found, seen = [], set()
    for i, group in enumerate(groups):
        key = f"grid.zip[{i}]" if nested else "grid.zip"
        if not isinstance(group, list) or len(group) < 2 or not all(isinstance(n, str) for n in group):
            r.fail(key, message('zip takes two or more names of [grid] parameters in quotes, e.g. zip = ["epsilon", '
                                '"trials"], or a list of such lists'))
        for name in group:
            if name not in names:
                r.fail(key, message("{name!r} is not a parameter of [grid] ({value})", name=name,
                                    value=', '.join(names) or message("it has none")))
            if name in seen:
                r.fail(key, message("{name!r} is zipped twice", name=name))
            seen.add(name)
        lengths = {n: len(names[n].values) for n in group}
        if len(set(lengths.values())) != 1:
            r.fail(key, message("zipped lists must be as long as one another: {lengths}", lengths=", ".join(
                message("{name} has {count}", name=n, count=k) for n, k in lengths.items())))
        found.append(tuple(group))
    return found


def _draw(n: int, dims: int, method: str, seed: int) -> np.ndarray:
    """n points in [0, 1)^dims: a Latin hypercube or independent uniforms."""
    rng = np.random.default_rng(seed)
    if method == "random":
        return rng.random((n, dims))
    return np.stack([(rng.permutation(n) + rng.random(n)) / n for _ in range(dims)], axis=1)


def _sampled(r, table, seed, parameter, make_axis):
    """The [sample] table's axes (one zipped group) and its names."""
    if not isinstance(table, dict):
        r.fail("sample", message("sample must be a table: write [sample], n = N and one parameter range per line"))
    n = table.get("n")
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_POINTS:
        r.fail("sample.n", message("n (the number of points) must be a whole number from 1 to {max_points:,}, not "
                                   "{n!r}", max_points=MAX_POINTS, n=n))
    method = table.get("method", METHODS[0])
    if method not in METHODS:
        r.fail("sample.method", message('method must be "latin-hypercube" or "random", not {method!r}', method=method))
    seed = table.get("seed", seed)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
        r.fail("sample.seed" if "seed" in table else "sample", message("the points are drawn from sample.seed, else "
                                                                       "the file's seed: give a whole number from 0 "
                                                                       "to 2^63 − 1"))
    ranges = {k: v for k, v in table.items() if k not in SAMPLE_KEYS}
    if not ranges:
        r.fail("sample", message('name a parameter to sample, e.g. epsilon = "0.1:10:log"'))
    unit = _draw(n, len(ranges), method, seed)
    axes = []
    for j, (name, text) in enumerate(ranges.items()):
        key = f"sample.{name}"
        parse, kind, applies = parameter(key, name)
        parts = [p.strip() for p in text.split(":")] if isinstance(text, str) else []
        if len(parts) not in (2, 3) or (len(parts) == 3 and parts[2] not in ("log", "lin")) or kind == "choice":
            r.fail(key, message('a sampled parameter takes a range "LO:HI" or "LO:HI:log" of numbers, not {text!r}',
                                text=text))
        try:
            lo, hi = float(parse(parts[0])), float(parse(parts[1]))
        except Exception as exc:  # noqa: BLE001 — the parameter's own parser says what is wrong
            r.fail(key, message("in the range {text!r}: {exc}", text=text, exc=exc))
        if hi < lo or (len(parts) == 3 and parts[2] == "log" and lo <= 0):
            r.fail(key, message("in the range {text!r}: HI must be at least LO (and LO above 0 for :log)", text=text))
        u = unit[:, j]
        if kind == "integer":
            raw = [min(int(hi), int(lo) + int(x * (int(hi) - int(lo) + 1))) for x in u]
        elif len(parts) == 3 and parts[2] == "log":
            raw = np.exp(math.log(lo) + u * (math.log(hi) - math.log(lo))).tolist()
        else:
            raw = (lo + u * (hi - lo)).tolist()
        values = []
        for v in raw:
            try:
                values.append(parse(str(v) if kind == "integer" else repr(min(max(v, lo), hi))))
            except Exception as exc:  # noqa: BLE001 — the parameter's own parser says what is wrong
                r.fail(key, message("the sampled value {v!r}: {exc}", v=v, exc=exc))
        axes.append(make_axis(name, tuple(values), applies))
    return axes


def arrange(r, grid, together, sample, seed, parameter, make_axis):
    """(axes, zipped groups): [grid]'s axes with [sample]'s appended, and the groups that go together.
    ``parameter(key, name)`` gives (parse, kind, scenarios); ``make_axis(name, values, scenarios)``."""
    groups = _groups(r, together, grid)
    if sample is not None:
        axes = _sampled(r, sample, seed, parameter, make_axis)
        clash = next((a.name for a in axes if any(a.name == g.name for g in grid)), None)
        if clash:
            r.fail(f"sample.{clash}", message("{clash} is in [grid] too: give it in one of them", clash=clash))
        grid = (*grid, *axes)
        groups.append(tuple(a.name for a in axes))
    by_name = {a.name: a for a in grid}
    for i, group in enumerate(groups):
        points = list(zip(*(by_name[n].values for n in group)))
        if len(set(points)) != len(points):
            r.fail("sample" if sample is not None and i == len(groups) - 1 else "grid.zip",
                   message("two points are the same (they would run the same cells twice): change a value, or draw "
                           "fewer points of whole-number ranges"))
    return tuple(grid), tuple(groups)


def dimensions(grid, zipped, scenario) -> list[tuple[list[str], list[tuple]]]:
    """The grid's dimensions for ``scenario`` in order: (names that apply, the points' values)."""
    grouped = {n: g for g in zipped for n in g}
    by_name = {a.name: a for a in grid}
    dims, seen = [], set()
    for axis in grid:
        if axis.name in seen:
            continue
        names = grouped.get(axis.name, (axis.name,))
        seen.update(names)
        applying = [by_name[n] for n in names if scenario in by_name[n].scenarios]
        if applying:
            dims.append(([a.name for a in applying], list(zip(*(a.values for a in applying)))))
    return dims


def points(grid, zipped, scenario) -> int:
    """How many cells a dataset of ``scenario`` has."""
    return math.prod(len(p) for _, p in dimensions(grid, zipped, scenario))


def axis_name(name: str) -> str:
    """A grid axis as people read it: its key as the file writes it ("analysis"); in another language than
    English, after the setting's name in that language ("Analyse (analysis)"), the key kept for finding it."""
    spec = PARAMS.get(name)
    if language() == "en" or spec is None or spec.label == name:
        return name
    return message("{setting} ({key})", setting=translated(spec.label), key=name)


def describe(grid, zipped) -> str:
    """The grid's shape in words: ``(epsilon, trials) × 3, mechanism × 2`` (its axes by ``axis_name``)."""
    grouped = {n: g for g in zipped for n in g}
    by_name = {a.name: a for a in grid}
    words, seen = [], set()
    for axis in grid:
        if axis.name not in seen:
            names = grouped.get(axis.name, (axis.name,))
            seen.update(names)
            said = [axis_name(n) for n in names]
            words.append(f"{said[0] if len(said) == 1 else '(' + ', '.join(said) + ')'} × "
                         f"{len(by_name[names[0]].values)}")
    return ", ".join(words)
