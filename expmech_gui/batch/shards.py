"""A grid split across machines (SLURM/PBS array jobs): ``--shard I/N`` runs the cells whose index is I − 1
modulo N — every N-th cell, so each shard gets its share of every part of the grid — into ``OUT/shards/I-of-N``,
a run folder of its own (its own lock, journal, manifest and table of its cells), so shards on a shared file
system never write the same file. ``--collect`` then writes the whole table into ``OUT`` from the journals of every
shard folder found there (copied in from other machines, or written there), which is byte for byte the table one
run writes: a cell's numbers depend only on what the cell is, and the table on the cells' numbers in cell order.
"""
from __future__ import annotations

import re
from pathlib import Path

from ..core.errors import DataError
from ..core.translatable import message

FOLDER = "shards"
MAX_SHARDS = 100_000
_SHARD = re.compile(r"\s*(\d+)\s*/\s*(\d+)\s*")
_FOLDER = re.compile(r"(\d+)-of-(\d+)")


def parse(text: str) -> tuple[int, int]:
    """(I, N) from "I/N", 1 ≤ I ≤ N ≤ MAX_SHARDS; DataError naming --shard otherwise."""
    found = _SHARD.fullmatch(text or "")
    if not found:
        raise DataError(message("--shard takes I/N, the shard's number I of N shards (e.g. 3/10), not {text!r}",
                                text=text))
    i, n = int(found.group(1)), int(found.group(2))
    if not 1 <= n <= MAX_SHARDS:
        raise DataError(message("--shard {text}: N (the number of shards) must be from 1 to {max_shards:,}", text=text,
                                max_shards=MAX_SHARDS))
    if not 1 <= i <= n:
        raise DataError(message("--shard {text}: I (this shard's number) must be from 1 to N = {n:,}", text=text, n=n))
    return i, n


def folder(out: Path, shard: tuple[int, int]) -> Path:
    """Where shard I of N writes inside ``out``."""
    return Path(out) / FOLDER / f"{shard[0]}-of-{shard[1]}"


def journals(out: Path) -> list[Path]:
    """The journal folders of the shards found in ``out``, in order."""
    root = Path(out) / FOLDER
    if not root.is_dir():
        return []
    found = [p for p in root.iterdir() if p.is_dir() and _FOLDER.fullmatch(p.name) and (p / "cells").is_dir()]
    return [p / "cells" for p in sorted(found, key=lambda p: tuple(map(int, _FOLDER.fullmatch(p.name).groups()))[::-1])]


def missing_sentence(out: Path, missing: int, total: int, command: str) -> str:
    """Why --collect writes nothing: cells no shard has saved."""
    found = journals(out)
    folder = Path(out) / FOLDER
    if not found:
        where = message("{folder} (no shard has run there yet)", folder=folder)
    elif len(found) == 1:
        where = message("the {count:,} shard folder in {folder}", count=len(found), folder=folder)
    else:
        where = message("the {count:,} shard folders in {folder}", count=len(found), folder=folder)
    return message("--collect: {missing:,} of {total:,} cells are in none of {where}; run the shards that are missing "
                   "or unfinished (expmech batch SPEC --out {out} --shard I/N), or run {command} to compute them here",
                   missing=missing, total=total, where=where, out=out, command=command)
