"""`expmech batch`: run an experiment file's grid of cells (TOML), locally or on a Dask cluster."""
from __future__ import annotations

from .parser import UsageError

NAME = "batch"


def add_parser(sub, common) -> None:
    sub.add_parser(NAME, help="run an experiment file's grid of cells (TOML), locally or on a Dask cluster (not yet available)")


def run(args, out, err) -> None:
    raise UsageError("expmech batch is not available yet")
