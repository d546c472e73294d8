"""The cells of an experiment and their seeds.

Cells run in a fixed order: scenarios as listed, then their datasets, then the grid's parameters (the last one
varying fastest). A parameter a scenario lacks (a setting such as α on a scenario without it) is not a
dimension of that scenario's cells: its column is empty there. A cell's seed is that of the grid's ``seed``
when the grid lists seeds, otherwise derived from the spec's seed and the cell's coordinates:
SeedSequence(seed, spawn_key=(h(scenario), h(dataset), h(name=value) for each grid value, by name)), h = the
first 8 bytes of SHA-256 — so a cell's seed depends on what it is, not on where it sits in the grid.
"""
from __future__ import annotations

import hashlib
import itertools
from dataclasses import dataclass

import numpy as np

from . import build
from .spec import Spec


@dataclass(frozen=True)
class Cell:
    index: int
    scenario: str
    dataset: int  # position in the experiment's list of datasets (all scenarios)
    label: str
    values: tuple  # (name, value) for every grid axis; value None where the axis does not apply
    seed: int
    key: str  # identifies the cell's work in the journal (everything its numbers depend on)

    def value(self, name: str):
        return dict(self.values).get(name)


def canonical(value) -> str:
    """The text a value is hashed as: floats by repr (1 and 1.0 alike), whole numbers and names as written."""
    if isinstance(value, float):
        return repr(value)
    return str(value)


def _word(text: str) -> int:
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "little")


def derived_seed(spec_seed: int, scenario: str, label: str, coordinates) -> int:
    """A 63-bit seed (what `expmech run --seed` takes) from the spec's seed and the cell's coordinates."""
    key = (_word(f"scenario={scenario}"), _word(f"dataset={label}"),
           *(_word(f"{name}={canonical(v)}") for name, v in sorted(coordinates)))
    state = np.random.SeedSequence(spec_seed, spawn_key=key).generate_state(1, dtype=np.uint64)
    return int(state[0] >> np.uint64(1))


def cells(spec: Spec, dataset_hashes: list[str], per: str | None = None) -> list[Cell]:
    """Every cell in order; ``dataset_hashes`` (one per dataset, in order) and what is recorded (``per``: a row
    per candidate or per cell) enter each cell's journal key."""
    out: list[Cell] = []
    position = 0
    record = f"{','.join(spec.record.fields)};counts={spec.record.counts};per={per or spec.record.per}"
    for scenario in spec.scenarios:
        axes = [a for a in spec.grid if scenario in a.scenarios]
        for entry in spec.data[scenario]:
            for combo in itertools.product(*(a.values for a in axes)):
                coords = tuple(zip((a.name for a in axes), combo))
                given = dict(coords)
                seed = given["seed"] if "seed" in given else derived_seed(spec.seed, scenario, entry.label, coords)
                values = tuple((a.name, given.get(a.name)) for a in spec.grid)
                identity = "\x1f".join((build.fingerprint(), scenario, entry.label, dataset_hashes[position], str(seed),
                                        record,
                                        *(f"{n}={canonical(v)}" for n, v in sorted(coords))))
                out.append(Cell(len(out), scenario, position, entry.label, values, seed,
                                hashlib.sha256(identity.encode("utf-8")).hexdigest()[:32]))
            position += 1
    return out


def size(spec: Spec) -> int:
    return sum(len(spec.data[s]) * int(np.prod([len(a.values) for a in spec.grid if s in a.scenarios]))
               for s in spec.scenarios)
