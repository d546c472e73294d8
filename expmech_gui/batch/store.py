"""Where a batch's results live: an append-only journal of finished cells (``OUT/cells/part-NNNN.jsonl``, one
JSON line per cell, flushed as each cell ends; each run appends to a new part, so a killed run can tear only its
own last line, which readers skip), then the tidy table built from it in cell order (CSV and/or Parquet) and the
manifest. The table depends only on the cells' numbers, never on which executor or in what order they ran.
"""
from __future__ import annotations

import json
import os
import re
import time
from array import array
from pathlib import Path

import numpy as np

from ..core.errors import DataError
from ..core.translatable import message
from ..io.csvio import atomic_write_text
from . import journal_index
from .outcomes import intact, sealed_line

PART = re.compile(r"part-(\d{4,})\.jsonl")
KEY = re.compile(r"[0-9a-f]{32}")
FSYNC_EVERY = 2.0  # seconds between fsyncs of the journal (each cell is flushed at once)


NOT_SAVED = 2**64 - 1  # where a cell not in the journal is
RUN = 1 << 18  # index entries sorted at a time (4 MiB; a run of 10⁷ cells has 39 of them)
_OFFSET_BITS = 41  # a part up to 2 TB; up to 2²² parts


def key_number(key: str) -> int:
    """The journal index's number for a cell key: its first 64 bits (the line read back is checked whole)."""
    return int(key[:16], 16)


class Journal:
    """The finished cells of an output folder, and a new part to append to. Its index holds 16 bytes per saved
    cell — the key's first 64 bits and where its line is (part, byte offset, ok) — in sorted numpy runs, so a
    folder of 10⁷ cells is resumed without holding its outcomes; lines are read back one at a time.
    ``validate(outcome)`` says why a saved line is not a result this run could have written (or None): such a
    line's cell is left out of the index (to be run again) and its reason kept in ``invalid``. ``also``: other
    ``cells`` folders whose parts are read too, never written (the shards' journals, batch.shards)."""

    def __init__(self, folder: Path, validate=lambda outcome: None, also=(), context: str = "") -> None:
        self.folder = Path(folder) / "cells"
        self.parts: list[Path] = []
        self.invalid: dict[str, str] = {}
        self.validate, self.context = validate, context  # context: what validate checks against, in words
        self.torn = 0
        self._runs: list[tuple[np.ndarray, np.ndarray]] = []  # (sorted keys, where), oldest first
        self._new_keys, self._new_where = array("Q"), array("Q")  # appended since the last sort
        for folder in (*also, self.folder):  # other journals to read (the shards'), then this one
            if folder.is_dir():
                for path in sorted(folder.iterdir()):
                    if PART.fullmatch(path.name) and not self._cached(path):
                        self._read(path, keep=folder == self.folder)
        self._sort()
        self._started = len(self._runs)
        found = self.find(list(self.invalid)).tolist()
        self.invalid = {k: r for (k, r), w in zip(self.invalid.items(), found) if w == NOT_SAVED}
        self._file = None
        self._readers: dict[int, object] = {}
        self._synced = time.monotonic()

    def _cached(self, path: Path) -> bool:
        """Index a part from what an earlier run learned reading it (batch.journal_index), when that is still
        the part's; False (nothing done) otherwise."""
        found = journal_index.load(path, self.context, RUN)
        if found is None:
            return False
        invalid, torn, chunks = found
        self._sort()  # the lines before this part's are older
        part = np.uint64(len(self.parts) << (_OFFSET_BITS + 1))
        self.parts.append(path)
        for keys, where in chunks:
            self._push(keys, where | part)
        for key, reason in invalid.items():
            self.invalid.setdefault(key, reason)
        self.torn += torn
        return True

    def _read(self, path: Path, keep: bool = False) -> None:
        """Index a part line by line (only the index is kept); ``keep``: write beside it what was found, which
        the next run reads instead of the lines (batch.journal_index)."""
        part = len(self.parts)
        self.parts.append(path)
        try:
            writer = journal_index.Writer(path, self.context) if keep else None
        except OSError:  # a read-only folder: the next run reads the lines again
            writer = None
        invalid: dict[str, str] = {}
        torn = self.torn
        try:
            self._lines(path, part, writer, invalid)
        except BaseException:
            if writer is not None:
                writer.abort()
            raise
        if writer is not None:
            try:
                writer.finish(invalid, self.torn - torn)
            except OSError:  # a read-only folder: the next run reads the lines again
                writer.abort()

    def _lines(self, path: Path, part: int, writer, invalid: dict) -> None:
        with open(path, "rb") as f:
            offset = 0
            for number, line in enumerate(f, 1):
                try:
                    if not line.endswith(b"\n"):
                        raise ValueError("torn")
                    head = json.loads(line)
                    key = head["key"]
                    if not isinstance(key, str):
                        raise TypeError("not a cell")
                except (ValueError, KeyError, TypeError):
                    if f.read(1):
                        raise DataError(message("line {number} is damaged (not a finished cell); move the file aside "
                                                "and run again to redo its cells", number=number),
                                        source=str(path)) from None
                    self.torn += 1  # the last line of a run that was killed while writing it
                    break
                if not KEY.fullmatch(key):
                    reason = "its key is not a cell's"
                elif not intact(line):
                    reason = "its content does not match the digest written with it (edited or damaged)"
                elif not isinstance(head.get("ok"), bool):
                    reason = "it does not say whether the cell succeeded"
                else:
                    reason = self.validate(head)
                if reason is None:
                    self._add(key, part, offset, head["ok"])
                    self.invalid.pop(key, None)
                    if writer is not None:
                        writer.add(key_number(key), offset << 1 | int(head["ok"]))
                else:
                    self.invalid.setdefault(key, reason)
                    invalid.setdefault(key, reason)
                offset += len(line)

    def _add(self, key: str, part: int, offset: int, ok: bool) -> None:
        self._new_keys.append(key_number(key))
        self._new_where.append(part << (_OFFSET_BITS + 1) | offset << 1 | int(ok))
        if len(self._new_keys) >= RUN:
            self._sort()

    def _sort(self) -> None:
        """Sort the lines appended since into a run of the index of their own (a key's last line wins; a newer
        run wins over an older), so the index is never copied whole: 16 bytes a cell, and ``RUN`` more."""
        if not self._new_keys:
            return
        keys, where = np.frombuffer(self._new_keys, np.uint64), np.frombuffer(self._new_where, np.uint64)
        self._new_keys, self._new_where = array("Q"), array("Q")
        self._push(keys, where)

    def _push(self, keys: np.ndarray, where: np.ndarray) -> None:
        """Entries in the order their lines were written, as a sorted run (the last line of a key wins)."""
        if not len(keys):
            return
        order = np.argsort(keys, kind="stable")
        keys, where = keys[order], where[order]
        last = np.ones(len(keys), bool)
        last[:-1] = keys[1:] != keys[:-1]
        self._runs.append((keys[last], where[last]))

    def find(self, keys: list[str], appended: bool = True) -> np.ndarray:
        """Where each key's line is (``NOT_SAVED`` for a cell not in the journal); ``appended=False`` looks
        only at the runs there were when the run started (the lines appended since are not in them)."""
        if appended:
            self._sort()
        wanted = np.fromiter((key_number(k) for k in keys), np.uint64, len(keys))
        found = np.full(len(keys), NOT_SAVED, np.uint64)
        missing = np.ones(len(keys), bool)
        for run_keys, run_where in reversed(self._runs[:len(self._runs) if appended else self._started]):
            at = np.minimum(np.searchsorted(run_keys, wanted), len(run_keys) - 1)
            hit = missing & (run_keys[at] == wanted)
            found[hit] = run_where[at[hit]]
            missing &= ~hit
        return found

    def saved(self, cells, appended: bool = True, batch: int = 4096):
        """(cell, where) for each of ``cells`` in order, ``where`` being ``NOT_SAVED`` or ``ok(where)`` says."""
        for group in _batches(cells, batch):
            yield from zip(group, self.find([c.key for c in group], appended).tolist())

    def count(self, cells) -> int:
        """How many of ``cells`` are saved."""
        return sum(w != NOT_SAVED for _, w in self.saved(cells))

    def append(self, outcome: dict) -> None:
        if self._file is None:
            self.folder.mkdir(parents=True, exist_ok=True)
            numbers = [int(m.group(1)) for p in self.folder.iterdir() if (m := PART.fullmatch(p.name))]
            path = self.folder / f"part-{max(numbers, default=0) + 1:04d}.jsonl"
            self._file = open(path, "ab")
            self._part = len(self.parts)
            self.parts.append(path)
        line = sealed_line(outcome)
        offset = self._file.tell()
        self._file.write(line)
        self._file.flush()
        self._add(outcome["key"], self._part, offset, bool(outcome["ok"]))
        if time.monotonic() - self._synced > FSYNC_EVERY:
            self.sync()

    def sync(self) -> None:
        if self._file is not None:
            os.fsync(self._file.fileno())
            self._synced = time.monotonic()

    def close(self) -> None:
        if self._file is not None:
            self.sync()
            self._file.close()
            self._file = None
        for reader in self._readers.values():
            reader.close()
        self._readers.clear()

    def read(self, key: str, where: int) -> dict:
        """The saved outcome of the cell ``key`` whose line is at ``where`` (from ``find`` or ``saved``)."""
        part, offset = where >> (_OFFSET_BITS + 1), (where >> 1) & ((1 << _OFFSET_BITS) - 1)
        if self._file is not None and part == self._part:
            self._file.flush()
        reader = self._readers.get(part)
        if reader is None:
            reader = self._readers[part] = open(self.parts[part], "rb")
        reader.seek(offset)
        outcome = json.loads(reader.readline())
        if outcome.get("key") != key:  # two keys sharing their first 64 bits: never seen, never guessed
            raise RuntimeError(f"the journal index points cell {key} at another cell's line")
        return outcome

    def outcome(self, key: str) -> dict:
        where = int(self.find([key])[0])
        if where == NOT_SAVED:
            raise KeyError(key)
        return self.read(key, where)


def ok(where: int) -> bool:
    """Whether the saved cell at ``where`` succeeded."""
    return bool(where & 1)


def _batches(items, size: int):
    group = []
    for item in items:
        group.append(item)
        if len(group) >= size:
            yield group
            group = []
    if group:
        yield group


class Lock:
    """One writer per output folder (an advisory lock the system releases when the process ends)."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / ".lock"
        self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            import fcntl
        except ImportError:  # pragma: no cover — Windows: no advisory locks, one writer is on the user
            return
        try:
            fcntl.flock(self.fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(self.fd)
            raise DataError(message("another expmech batch is writing to this folder; wait for it or choose another "
                                    "--out"),
                            source=str(folder)) from None

    def release(self) -> None:
        os.close(self.fd)


def write_manifest(folder: Path, manifest: dict) -> None:
    atomic_write_text(Path(folder) / "manifest.json", json.dumps(manifest, indent=2, allow_nan=False) + "\n")
