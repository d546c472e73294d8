"""A finished output folder that nothing has changed since is not computed again: the manifest of a finished run
keeps ``state`` — a digest of everything its table depends on (the file's text, the build, the datasets' hashes,
the row kind, the formats, the number of cells), the size of each journal part and each table's size and
modification time — and a rerun whose own state is the same, with the parts and tables still as written, reads no
journal line and writes no table (a rerun of a finished 10⁷-cell grid takes the time of reading its file and data).
Anything else (a part grown, a table edited or removed, another --format or --per) falls back to the full resume.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

from . import build, shards
from .store import PART


def digest(spec, cells, per: str, formats) -> str:
    """What the tables of a finished run depend on, as one SHA-256."""
    what = [spec.sha256, build.fingerprint(), list(cells.hashes), len(cells), per, list(formats)]
    return hashlib.sha256(json.dumps(what).encode("utf-8")).hexdigest()


def _parts(out: Path) -> dict:
    """The size of every journal part the run reads: its own and its shards'."""
    found = {}
    for folder in (Path(out) / "cells", *shards.journals(out)):
        if folder.is_dir():
            found.update({p.relative_to(out).as_posix(): p.stat().st_size for p in sorted(folder.iterdir())
                          if PART.fullmatch(p.name)})
    return found


def _tables(out: Path, names) -> dict:
    found = {}
    for name in names:
        try:
            stat = (Path(out) / name).stat()
        except OSError:
            return {}
        found[name] = [stat.st_size, stat.st_mtime_ns]
    return found


def state(out: Path, key: str, outputs) -> dict:
    """The ``state`` a finished run's manifest keeps."""
    return {"digest": key, "parts": _parts(out), "tables": _tables(out, outputs)}


def unchanged(previous: dict | None, out: Path, key: str, retry_failed: bool) -> bool:
    """Whether the finished run in ``out`` (its manifest ``previous``) is what this run would write."""
    if not previous or previous.get("complete") is not True or not isinstance(previous.get("state"), dict):
        return False
    if retry_failed and previous.get("cells", {}).get("failed"):
        return False
    kept = previous["state"]
    outputs = list(previous.get("outputs") or {})
    return (kept.get("digest") == key and bool(outputs) and kept.get("parts") == _parts(out)
            and kept.get("tables") == _tables(out, outputs))
