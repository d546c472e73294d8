"""CSV plumbing shared by the scenario readers: tolerant of what spreadsheets write (UTF-8 BOM,
CRLF, blank lines, spaces around cells), strict about everything else, and precise in its errors.
"""
from __future__ import annotations

import csv
import io
import os
import tempfile
from pathlib import Path
from typing import Iterable, Sequence

MAX_CSV_BYTES = 1 << 30  # 1 GiB: larger files are refused rather than read into memory


class DataError(ValueError):
    """Bad input data, located as precisely as possible (file, row, column) for the user."""

    def __init__(self, reason: str, *, source: str | None = None, row: int | None = None,
                 column: str | int | None = None) -> None:
        self.reason = reason
        self.source = source
        self.row = row
        self.column = column
        super().__init__(self.describe())

    def describe(self) -> str:
        where = []
        if self.source:
            where.append(str(self.source))
        if self.row is not None:
            where.append(f"row {self.row}")
        if self.column is not None:
            where.append(f"column {self.column!r}" if isinstance(self.column, str) else f"column {self.column}")
        return (", ".join(where) + ": " if where else "") + self.reason


def read_text(path: str | os.PathLike) -> str:
    """The file's text, decoded as UTF-8 (a BOM is dropped); DataError for unreadable or binary files."""
    name = os.fspath(path)
    try:
        size = os.path.getsize(name)
        if size > MAX_CSV_BYTES:
            raise DataError(f"the file is {size / 2**20:.0f} MiB; files over {MAX_CSV_BYTES >> 20} MiB are refused",
                            source=name)
        with open(name, "rb") as fh:
            raw = fh.read()
    except DataError:
        raise
    except IsADirectoryError:
        raise DataError("is a folder, not a file", source=name) from None
    except FileNotFoundError:
        raise DataError("no such file", source=name) from None
    except OSError as exc:
        raise DataError(f"cannot be read ({exc.strerror or exc})", source=name) from None
    return decode_text(raw, name)


def decode_text(raw: bytes, source: str | None = None) -> str:
    if b"\x00" in raw:
        raise DataError("is a binary file, not CSV text", source=source)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise DataError("is not UTF-8 text", source=source, row=line) from None


def parse_rows(text: str, source: str | None = None) -> list[tuple[int, list[str]]]:
    """(line number, stripped cells) for every non-blank CSV record of ``text``."""
    rows = []
    reader = csv.reader(io.StringIO(text, newline=""), skipinitialspace=True)
    try:
        for cells in reader:
            stripped = [c.strip() for c in cells]
            if not any(stripped):
                continue
            rows.append((reader.line_num, stripped))
    except csv.Error as exc:
        raise DataError(f"malformed CSV ({exc})", source=source, row=reader.line_num) from None
    return rows


def csv_text(rows: Iterable[Sequence[object]]) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    for row in rows:
        writer.writerow(row)
    return buf.getvalue()


def atomic_write_text(path: str | os.PathLike, text: str) -> None:
    """Write through a temporary file in the same folder, flush, fsync, then rename over ``path``."""
    target = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent or ".")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
