"""What a run learned reading a journal part, kept beside it so the next run need not read its lines again:
``part-NNNN.idx`` holds, for each valid line in order, the key's first 64 bits and the line's place (byte offset
and ok, as batch.store's index keeps them, without the part's number) as pairs of little-endian uint64, and
``part-NNNN.idx.json`` the part's size and modification time when it was read, the checks it was read under
(what the run records), the invalid lines (key → why) and whether its last line was torn. A part whose size or
time differs, or another set of checks, is read line by line again (and its index written anew). A resume of a
journal of 10⁷ cells then reads 160 MB of index in runs of ``RUN`` entries instead of parsing every line.
"""
from __future__ import annotations

import json
import os
from array import array
from pathlib import Path

import numpy as np

VERSION = 1
FLUSH = 1 << 14  # pairs buffered before they are written


def _paths(part: Path) -> tuple[Path, Path]:
    return part.with_name(part.name[:-len(".jsonl")] + ".idx"), part.with_name(part.name[:-len(".jsonl")] + ".idx.json")


class Writer:
    """The index of ``part`` as it is read; ``finish`` publishes it, ``abort`` leaves none."""

    def __init__(self, part: Path, context: str) -> None:
        self.part, self.context = part, context
        self.index, self.header = _paths(part)
        self.tmp = self.index.with_name(self.index.name + ".part")
        self.file = open(self.tmp, "wb")
        self.buffer, self.count = array("Q"), 0

    def add(self, key: int, where: int) -> None:
        self.buffer.extend((key, where))
        if len(self.buffer) >= 2 * FLUSH:
            self._flush()

    def _flush(self) -> None:
        self.count += len(self.buffer) // 2
        np.frombuffer(self.buffer, np.uint64).astype("<u8").tofile(self.file)
        self.buffer = array("Q")

    def finish(self, invalid: dict, torn: int) -> None:
        self._flush()
        self.file.close()
        stat = self.part.stat()
        os.replace(self.tmp, self.index)
        header = {"version": VERSION, "size": stat.st_size, "mtime_ns": stat.st_mtime_ns, "context": self.context,
                  "entries": self.count, "invalid": invalid, "torn": torn}
        tmp = self.header.with_name(self.header.name + ".part")
        tmp.write_text(json.dumps(header), encoding="utf-8")
        os.replace(tmp, self.header)

    def abort(self) -> None:
        self.file.close()
        self.tmp.unlink(missing_ok=True)


def load(part: Path, context: str, run: int):
    """(invalid, torn, chunks of (keys, where) of at most ``run`` entries) from ``part``'s index when it is the
    part's as it is now and read under ``context``; else None."""
    index, header_path = _paths(part)
    try:
        header = json.loads(header_path.read_text(encoding="utf-8"))
        stat, size = part.stat(), index.stat().st_size
    except (OSError, ValueError):
        return None
    if not (isinstance(header, dict) and header.get("version") == VERSION and header.get("context") == context
            and header.get("size") == stat.st_size and header.get("mtime_ns") == stat.st_mtime_ns
            and header.get("entries") == size // 16 and size % 16 == 0 and isinstance(header.get("invalid"), dict)
            and isinstance(header.get("torn"), int)):
        return None

    def chunks():
        with open(index, "rb") as f:
            while True:
                pairs = np.fromfile(f, dtype="<u8", count=2 * run)
                if not len(pairs):
                    return
                pairs = pairs.astype(np.uint64).reshape(-1, 2)
                yield pairs[:, 0].copy(), pairs[:, 1].copy()

    return header["invalid"], header["torn"], chunks()
