"""Where a batch's results live: an append-only journal of finished cells (``OUT/cells/part-NNNN.jsonl``, one
JSON line per cell, flushed as each cell ends; each run appends to a new part, so a killed run can tear only its
own last line, which readers skip), then the tidy table built from it in cell order (CSV and/or Parquet) and the
manifest. The table depends only on the cells' numbers, never on which executor or in what order they ran.
"""
from __future__ import annotations

import csv
import json
import os
import re
import time
from contextlib import contextmanager
from pathlib import Path

from ..core.errors import DataError
from ..io.csvio import atomic_write_text
from .outcomes import intact, sealed_line

PART = re.compile(r"part-(\d{4,})\.jsonl")
FSYNC_EVERY = 2.0  # seconds between fsyncs of the journal (each cell is flushed at once)
ROWS_PER_GROUP = 131_072  # Parquet row groups, cut by cell so the file never depends on the executor


class Journal:
    """The finished cells of an output folder: key → (part file, byte offset, ok), and a new part to append to.
    ``validate(outcome)`` says why a saved line is not a result this run could have written (or None): such a
    line's cell is left out of ``done`` (to be run again) and its reason kept in ``invalid``."""

    def __init__(self, folder: Path, validate=lambda outcome: None) -> None:
        self.folder = Path(folder) / "cells"
        self.done: dict[str, tuple[Path, int, bool]] = {}
        self.invalid: dict[str, str] = {}
        self.validate = validate
        self.torn = 0
        if self.folder.is_dir():
            for path in sorted(self.folder.iterdir()):
                if PART.fullmatch(path.name):
                    self._read(path)
        self._file = None
        self._readers: dict[Path, object] = {}
        self._synced = time.monotonic()

    def _read(self, path: Path) -> None:
        with open(path, "rb") as f:
            data = f.read()
        offset = 0
        for line in data.splitlines(keepends=True):
            try:
                if not line.endswith(b"\n"):
                    raise ValueError("torn")
                head = json.loads(line)
                key = head["key"]
                if not isinstance(key, str):
                    raise TypeError("not a cell")
            except (ValueError, KeyError, TypeError):
                if offset + len(line) < len(data):
                    number = data[:offset].count(b"\n") + 1
                    raise DataError(f"line {number} is damaged (not a finished cell); "
                                    "move the file aside and run again to redo its cells", source=str(path)) from None
                self.torn += 1  # the last line of a run that was killed while writing it
                break
            if not intact(line):
                reason = "its content does not match the digest written with it (edited or damaged)"
            elif not isinstance(head.get("ok"), bool):
                reason = "it does not say whether the cell succeeded"
            else:
                reason = self.validate(head)
            if reason is None:
                self.done[key] = (path, offset, head["ok"])
                self.invalid.pop(key, None)
            elif key not in self.done:
                self.invalid[key] = reason
            offset += len(line)

    def append(self, outcome: dict) -> None:
        if self._file is None:
            self.folder.mkdir(parents=True, exist_ok=True)
            numbers = [int(m.group(1)) for p in self.folder.iterdir() if (m := PART.fullmatch(p.name))]
            path = self.folder / f"part-{max(numbers, default=0) + 1:04d}.jsonl"
            self._file = open(path, "ab")
            self._path = path
        line = sealed_line(outcome)
        offset = self._file.tell()
        self._file.write(line)
        self._file.flush()
        self.done[outcome["key"]] = (self._path, offset, bool(outcome["ok"]))
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

    def outcome(self, key: str) -> dict:
        path, offset, _ok = self.done[key]
        if self._file is not None:
            self._file.flush()
        reader = self._readers.get(path)
        if reader is None:
            reader = self._readers[path] = open(path, "rb")
        reader.seek(offset)
        return json.loads(reader.readline())


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
            raise DataError("another expmech batch is writing to this folder; wait for it or choose another --out",
                            source=str(folder)) from None

    def release(self) -> None:
        os.close(self.fd)


def column_type(values) -> str:
    """bool, int, float or string: the one type of a column's non-empty values (ints among floats are floats)."""
    kinds = {type(v) for v in values if v is not None}
    if not kinds:
        return "string"
    if kinds == {bool}:
        return "bool"
    if kinds == {int}:
        return "int"
    if kinds <= {int, float}:
        return "float"
    return "string"


def _typed(value, kind: str):
    if value is None:
        return None
    if kind == "float":
        return float(value)
    if kind == "string" and not isinstance(value, str):
        return json.dumps(value)
    return value


def _csv_text(value) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return repr(value) if isinstance(value, float) else str(value)


class Table:
    """The tidy table of finished cells in cell order: ``columns`` (name, type) and ``chunks()`` of rows."""

    def __init__(self, cells, journal: Journal, spec, per: str) -> None:
        self.cells = [c for c in cells if c.key in journal.done]
        self.journal, self.per = journal, per
        fields = spec.record.fields
        per_cell = {c.key: journal.outcome(c.key) for c in self.cells}
        ok = [o for o in per_cell.values() if o["ok"]]
        axes = [(a.name, column_type(a.values)) for a in spec.grid]
        field_types = [(f, column_type([o["fields"][f] for o in ok])) for f in fields]
        self.columns = [("cell", "int"), ("scenario", "string"), ("dataset", "string"), *axes, ("cell_seed", "int")]
        if per == "candidate":
            self.columns += [("candidate", "string"), ("score", "float"), ("probability", "float")]
            if spec.record.counts:
                self.columns.append(("count", "int"))
        self.columns += field_types
        self.fields = fields
        if per == "cell":
            self.columns.append(("error", "string"))
        self._outcomes = per_cell if per == "cell" else None

    def chunks(self, rows_per_chunk: int = ROWS_PER_GROUP):
        """Lists of rows (lists of values typed as ``columns`` say), cut at cell boundaries."""
        kinds = [k for _, k in self.columns]
        chunk: list[list] = []
        for cell in self.cells:
            o = self._outcomes[cell.key] if self._outcomes is not None else self.journal.outcome(cell.key)
            head = [cell.index, cell.scenario, cell.label, *(v for _, v in cell.values), cell.seed]
            fields = [o["fields"].get(n) if o["ok"] else None for n in self.fields]
            if self.per == "cell":
                rows = [head + fields + [None if o["ok"] else o["error"]]]
            elif not o["ok"]:
                rows = []
            else:
                lists = [o["candidate"], o["score"], o["probability"]] + ([o["count"]] if "count" in o else [])
                rows = [head + list(per_candidate) + fields for per_candidate in zip(*lists)]
            chunk.extend([_typed(v, k) for v, k in zip(row, kinds)] for row in rows)
            if len(chunk) >= rows_per_chunk:
                yield chunk
                chunk = []
        if chunk:
            yield chunk

    def write_csv(self, path: Path) -> int:
        with _part(path) as tmp:
            count = 0
            with open(tmp, "w", encoding="utf-8", newline="") as f:
                writer = csv.writer(f, lineterminator="\n")
                writer.writerow([n for n, _ in self.columns])
                for chunk in self.chunks():
                    writer.writerows([_csv_text(v) for v in row] for row in chunk)
                    count += len(chunk)
                f.flush()
                os.fsync(f.fileno())
        return count

    def write_parquet(self, path: Path) -> int:
        import pyarrow as pa
        import pyarrow.parquet as pq

        types = {"int": pa.int64(), "float": pa.float64(), "bool": pa.bool_(), "string": pa.string()}
        schema = pa.schema([(n, types[k]) for n, k in self.columns])
        with _part(path) as tmp:
            count = 0
            with pq.ParquetWriter(tmp, schema) as writer:
                for chunk in self.chunks():
                    columns = list(zip(*chunk))
                    writer.write_table(pa.table([pa.array(col, type=schema.field(i).type) for i, col in
                                                 enumerate(columns)], schema=schema))
                    count += len(chunk)
                if count == 0:
                    writer.write_table(schema.empty_table())
        return count


@contextmanager
def _part(path: Path):
    """Write ``path`` as ``path.part``, renamed over it when the block ends; removed if the block fails (a full
    disk leaves no half table behind)."""
    tmp = path.with_name(path.name + ".part")
    try:
        yield tmp
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def write_manifest(folder: Path, manifest: dict) -> None:
    atomic_write_text(Path(folder) / "manifest.json", json.dumps(manifest, indent=2, allow_nan=False) + "\n")
