"""The cells of an experiment and their seeds.

Cells run in a fixed order: scenarios as listed, then their datasets, then the grid's parameters (the last one
varying fastest). A parameter a scenario lacks (a setting such as α on a scenario without it) is not a
dimension of that scenario's cells: its column is empty there. A cell's seed is that of the grid's ``seed``
when the grid lists seeds, otherwise derived from the spec's seed and the cell's coordinates:
SeedSequence(seed, spawn_key=(h(scenario), h(dataset), h(name=value) for each grid value, by name)), h = the
first 8 bytes of SHA-256 — so a cell's seed depends on what it is, not on where it sits in the grid.
"""
from __future__ import annotations

import functools
import hashlib
import itertools
import math
from dataclasses import dataclass

import numpy as np

from . import build, sampling
from .spec import Spec


@dataclass(frozen=True)
class Cell:
    index: int
    scenario: str
    dataset: int  # position in the experiment's list of datasets (all scenarios)
    label: str
    values: tuple  # (name, value) for every grid axis; value None where the axis does not apply
    key: str  # identifies the cell's work in the journal (everything its numbers depend on)
    spec_seed: int | None = None  # the experiment's seed, which the cell's derives from
    given_seed: int | None = None  # the grid's seed, when it lists seeds

    @functools.cached_property
    def seed(self) -> int:
        """The cell's seed, worked out when first asked for (a walk of the grid that only needs the cells' keys
        spends nothing on it)."""
        if self.given_seed is not None:
            return self.given_seed
        return derived_seed(self.spec_seed, self.scenario, self.label,
                            tuple((name, v) for name, v in self.values if v is not None))

    def value(self, name: str):
        return dict(self.values).get(name)


def canonical(value) -> str:
    """The text a value is hashed as: floats by repr (1 and 1.0 alike), whole numbers and names as written."""
    if isinstance(value, float):
        return repr(value)
    return str(value)


@functools.lru_cache(maxsize=4096)  # a grid's few names and values, hashed once each
def _word(text: str) -> int:
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "little")


def derived_seed(spec_seed: int, scenario: str, label: str, coordinates) -> int:
    """A 63-bit seed (what `expmech run --seed` takes) from the spec's seed and the cell's coordinates."""
    key = (_word(f"scenario={scenario}"), _word(f"dataset={label}"),
           *(_word(f"{name}={canonical(v)}") for name, v in sorted(coordinates)))
    state = np.random.SeedSequence(spec_seed, spawn_key=key).generate_state(1, dtype=np.uint64)
    return int(state[0] >> np.uint64(1))


def iter_cells(spec: Spec, dataset_hashes: list[str], per: str | None = None, firsts: bool = False,
               shard: tuple[int, int] | None = None):
    """Every cell in order, made as it is asked for (never all held); ``dataset_hashes`` (one per dataset, in
    order) and what is recorded (``per``: a row per candidate or per cell) enter each cell's journal key.
    ``firsts``: only the first cell of each scenario that has any; ``shard`` (i, n): only the cells whose index
    is i − 1 modulo n (batch.shards)."""
    index = position = 0
    record = f"{','.join(spec.record.fields)};counts={spec.record.counts};per={per or spec.record.per}"
    fingerprint = build.fingerprint()
    for scenario in spec.scenarios:
        dims = sampling.dimensions(spec.grid, spec.zipped, scenario)
        names = [n for dim_names, _ in dims for n in dim_names]
        per_dataset = math.prod(len(p) for _, p in dims)
        for entry in spec.data[scenario]:
            for combo in itertools.product(*(p for _, p in dims)):
                if shard is not None and index % shard[1] != shard[0] - 1:
                    index += 1
                    continue
                coords = tuple(zip(names, itertools.chain.from_iterable(combo)))
                given = dict(coords)
                values = tuple((a.name, given.get(a.name)) for a in spec.grid)
                # the seed is the grid's, else a function of the experiment's seed and what is already here
                seeded = str(given["seed"]) if "seed" in given else f"derived from {spec.seed}"
                identity = "\x1f".join((fingerprint, scenario, entry.label, dataset_hashes[position], seeded, record,
                                        *(f"{n}={canonical(v)}" for n, v in sorted(coords))))
                yield Cell(index, scenario, position, entry.label, values,
                           hashlib.sha256(identity.encode("utf-8")).hexdigest()[:32], spec.seed, given.get("seed"))
                index += 1
                if firsts:  # on to the next scenario's first cell
                    index += len(spec.data[scenario]) * per_dataset - 1
                    position += len(spec.data[scenario]) - 1
                    break
            position += 1
            if firsts:
                break


def cells(spec: Spec, dataset_hashes: list[str], per: str | None = None) -> list[Cell]:
    """Every cell in order, as a list (small grids and tests; a run walks ``Cells``)."""
    return list(iter_cells(spec, dataset_hashes, per))


class Cells:
    """An experiment's cells: ``len`` from the grid's shape, each iteration makes them afresh in order, so a
    grid of 10⁷ cells is walked, never held."""

    def __init__(self, spec: Spec, dataset_hashes: list[str], per: str | None = None,
                 shard: tuple[int, int] | None = None) -> None:
        self.spec, self.hashes, self.per, self.shard = spec, dataset_hashes, per, shard
        self.total = size(spec)
        if shard is not None:  # the indices i − 1, i − 1 + n, … below the grid's size
            self.total = max(0, (self.total - shard[0] + shard[1]) // shard[1])

    def __len__(self) -> int:
        return self.total

    def __iter__(self):
        return iter_cells(self.spec, self.hashes, self.per, shard=self.shard)

    def __getitem__(self, i: int) -> Cell:
        found = next(itertools.islice(iter(self), i, None), None) if 0 <= i < self.total else None
        if found is None:
            raise IndexError(i)
        return found

    def firsts(self):
        """The first cell of each scenario."""
        return iter_cells(self.spec, self.hashes, self.per, firsts=True)


def size(spec: Spec) -> int:
    return sum(len(spec.data[s]) * sampling.points(spec.grid, spec.zipped, s) for s in spec.scenarios)
