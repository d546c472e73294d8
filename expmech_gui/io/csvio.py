"""CSV plumbing shared by the scenario readers: tolerant of what spreadsheets write (UTF-8 BOM,
CRLF, blank lines, spaces around cells), strict about everything else, and precise in its errors.
"""
from __future__ import annotations

import csv
import io
import os
import re
import stat
import tempfile
from pathlib import Path
from typing import Iterable, Sequence

from ..core.decimal_comma import commas_in_one_column, rows_with_points
from ..core.errors import DataError
from ..core.number_locale import SEPARATORS as SEPARATORS_BY_LOCALE, known
from ..core.translatable import message, translatable, translated
from .targets import check_target_file

MAX_CSV_BYTES = 1 << 30  # 1 GiB: larger files are refused rather than read into memory


def read_regular_file(path: str | os.PathLike, max_bytes: int = MAX_CSV_BYTES, what: str = "files") -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``max_bytes``; DataError (naming the file)
    otherwise — never blocks and never reads without limit.

    A FIFO, socket or device (a symlink to /dev/zero, a named pipe called data.csv) is refused from
    ``os.stat`` before anything is opened; the file is then opened with O_NONBLOCK as a second guard (a
    pipe swapped in between stat and open still cannot block), checked again with ``fstat``, and read
    up to ``max_bytes`` + 1 bytes. ``what`` names the kind of file in the size message ("sessions").
    Shared by the CSV readers and the session reader.
    """
    name = os.fspath(path)
    try:
        st = os.stat(name)
        _check_regular(st, name, max_bytes, what)
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
        fd = os.open(name, flags)
        try:
            _check_regular(os.fstat(fd), name, max_bytes, what)
            chunks, size = [], 0
            while size <= max_bytes:
                chunk = os.read(fd, min(1 << 24, max_bytes + 1 - size))
                if not chunk:
                    break
                chunks.append(chunk)
                size += len(chunk)
        finally:
            os.close(fd)
    except DataError:
        raise
    except IsADirectoryError:
        raise DataError(message("is a folder, not a file"), source=name) from None
    except (FileNotFoundError, NotADirectoryError):
        raise DataError(message("no such file"), source=name) from None
    except PermissionError:
        raise DataError(message("cannot be read (permission denied)"), source=name) from None
    except OSError as exc:
        raise DataError(message("cannot be read ({reason})", reason=exc.strerror or exc), source=name) from None
    if size > max_bytes:
        raise DataError(message("the file grew past {size} while it was read; {what} over {size} are refused",
                                size=_size_text(max_bytes), what=translated(what)), source=name)
    return b"".join(chunks)


def _size_text(n: int) -> str:
    return (f"{n / 2**30:.0f} GiB" if n >= 2**30 else f"{n / 2**20:.0f} MiB" if n >= 2**20
            else message("{n:,} bytes", n=n))


def _check_regular(st: os.stat_result, name: str, max_bytes: int, what: str) -> None:
    if stat.S_ISDIR(st.st_mode):
        raise DataError(message("is a folder, not a file"), source=name)
    if not stat.S_ISREG(st.st_mode):
        kind = (translatable("a named pipe (FIFO)") if stat.S_ISFIFO(st.st_mode) else translatable("a device")
                if stat.S_ISCHR(st.st_mode) or stat.S_ISBLK(st.st_mode) else translatable("a socket")
                if stat.S_ISSOCK(st.st_mode) else translatable("not a regular file"))
        raise DataError(message("is {kind}, not a regular file; save the data to a file and open that",
                                kind=translated(kind)), source=name)
    if st.st_size > max_bytes:
        raise DataError(message("the file is {size}; {what} over {limit} are refused", size=_size_text(st.st_size),
                                what=translated(what), limit=_size_text(max_bytes)), source=name)


def read_text(path: str | os.PathLike) -> str:
    """The file's text, decoded as UTF-8 (a BOM is dropped); DataError for unreadable, special or binary files."""
    name = os.fspath(path)
    return decode_text(read_regular_file(name, MAX_CSV_BYTES, translatable("CSV files")), name)


def decode_text(raw: bytes, source: str | None = None) -> str:
    if b"\x00" in raw:
        raise DataError(message("is a binary file, not CSV text"), source=source)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        hint = ""
        try:
            raw.decode("cp1252")
            hint = message(" (it looks like Windows-1252/Latin-1)")
        except UnicodeDecodeError:
            pass
        raise DataError(message("is not UTF-8 text{hint}: save it as UTF-8 (in Excel: Save As ▸ CSV UTF-8) and "
                                "try again", hint=hint), source=source, row=line) from None


SEPARATORS = (",", ";", "\t")
SEPARATOR_NAMES = {",": translatable("commas"), ";": translatable("semicolons"), "\t": translatable("tabs")}
_SNIFF_ROWS = 200


def _split(text: str, delimiter: str, limit: int | None = None) -> list[tuple[int, list[str]]]:
    rows = []
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, skipinitialspace=True)
    for cells in reader:
        stripped = [c.strip() for c in cells]
        if not any(stripped):
            continue
        rows.append((reader.line_num, stripped))
        if limit is not None and len(rows) >= limit:
            break
    return rows


def detect_delimiter(text: str) -> str:
    """The separator of a CSV text: ',' ';' or tab — the first that splits the first rows into one
    consistent number (> 1) of cells; else the first that splits the first row; else ',' (one column).
    ``sep=;`` (Excel's hint line) is honoured by the readers through ``parse_rows``."""
    head = text[: 1 << 20]
    first = head.lstrip("\ufeff").split("\n", 1)[0].strip()
    if first.lower().startswith("sep=") and len(first) == 5 and first[4] in SEPARATORS:
        return first[4]
    splits = {}
    for d in SEPARATORS:
        try:
            splits[d] = _split(head, d, _SNIFF_ROWS)
        except csv.Error:
            splits[d] = []
    rows = next(iter(splits.values()))
    if len(rows) == _SNIFF_ROWS:  # the last sniffed row may be cut by the 1 MiB head: leave it out
        splits = {d: r[:-1] for d, r in splits.items()}
    for d, rows in splits.items():
        widths = {len(cells) for _, cells in rows}
        if len(widths) == 1 and widths.pop() > 1:
            return d
    for d, rows in splits.items():
        if rows and len(rows[0][1]) > 1:
            return d
    return ","


def parse_rows(text: str, source: str | None = None, delimiter: str | None = None,
               one_column: bool = False) -> list[tuple[int, list[str]]]:
    """(line number, stripped cells) for every non-blank CSV record of ``text``; the separator (',', ';' or
    tab) is detected when ``delimiter`` is None (see ``detect_delimiter``); in a file separated by ';' or tabs,
    decimal commas are read as points where the file agrees on them (core.decimal_comma). ``one_column``: the
    reader wants one number per row (Pricing's valuations, Median's values), so in a decimal-comma language
    (``expmech --locale de``, the German window) lines such as "1,5" are one cell each, read as 1.5 where the
    column agrees (``commas_in_one_column``) — the one place every one-column reader gets that rule."""
    d = detect_delimiter(text) if delimiter is None else delimiter
    if one_column and d == "," and commas_in_one_column(text):
        d = None  # nothing separates cells: one cell per line (a tab, which the text does not have, splits none)
    first = text.lstrip("\ufeff").split("\n", 1)[0].strip()
    if first.lower().startswith("sep=") and len(first) == 5:
        text = text.split("\n", 1)[1] if "\n" in text else ""
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=d or "\t", skipinitialspace=True)
    rows = []
    try:
        for cells in reader:
            stripped = [c.strip() for c in cells]
            if not any(stripped):
                continue
            rows.append((reader.line_num, stripped))
    except csv.Error as exc:
        reason = str(exc)
        if "field larger than field limit" in reason:
            reason = message("a cell is longer than {limit:,} characters", limit=csv.field_size_limit())
        raise DataError(message("malformed CSV ({reason})", reason=reason), source=source,
                        row=reader.line_num) from None
    return rows_with_points(rows, d)  # German Excel's "1,5;2,25": decimal commas where ';' separates (core)


def separator_text(delimiter: str) -> str:
    """'separated by semicolons' for messages."""
    return message("separated by {separators}", separators=translated(SEPARATOR_NAMES.get(delimiter, repr(delimiter))))


def check_header(cells: Sequence[str], source: str | None, line: int, first_column: int = 1) -> None:
    """A header row: every column needs a name, and no name twice; DataError naming the column otherwise."""
    seen: dict[str, int] = {}
    for j, name in enumerate(cells):
        col = j + first_column
        if not name:
            raise DataError(message("the header is empty: give this column a name"), source=source, row=line,
                            column=col)
        key = name
        if key in seen:
            raise DataError(message("the header {name!r} appears twice (columns {first} and {second}): give each "
                                    "column its own name", name=name, first=seen[key], second=col),
                            source=source, row=line, column=col)
        seen[key] = col


PLAIN_NUMBER = re.compile(r"[+-]?(\d+\.\d*|\.\d+)([eE][+-]?\d+)?")  # a number cell with a decimal point


def csv_text(rows: Iterable[Sequence[object]], locale: str = "en") -> str:
    """``rows`` as CSV text: commas and decimal points (the machine dialect, whatever the UI's language) unless
    ``locale`` writes numbers with a decimal comma (core.number_locale: "de"), then in that locale's Excel dialect:
    cells separated by semicolons, every number cell's decimal point a comma ("0,25", "1,5e-05"); text cells as
    they are. ``parse_rows`` reads either back to the same cells (core.decimal_comma)."""
    decimal = SEPARATORS_BY_LOCALE[known(locale)][1]
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n", delimiter=";" if decimal == "," else ",")
    for row in rows:
        writer.writerow(row if decimal == "." else [_with_decimal(cell, decimal) for cell in row])
    return buf.getvalue()


def _with_decimal(cell, decimal: str):
    """A number cell (a float, or text that is a number with a decimal point) with ``decimal`` for its point."""
    text = repr(cell) if isinstance(cell, float) else cell
    return text.replace(".", decimal) if isinstance(text, str) and PLAIN_NUMBER.fullmatch(text) else cell


def check_writable_folder(path: str | os.PathLike) -> None:
    """OSError in words naming ``path`` when it cannot be written (its folder missing, a file, a pipe, /proc, or
    ``path`` a folder or a pipe), before anything is made: io.targets.check_target_file."""
    check_target_file(path)


def atomic_write_text(path: str | os.PathLike, text: str) -> None:
    """``atomic_write_bytes`` of the UTF-8 text."""
    atomic_write_bytes(path, text.encode("utf-8"))


def _new_file_mode() -> int:
    """The mode ``open()`` gives a new file: 0o666 less the process umask. Linux says the umask in
    /proc/self/status; elsewhere it is read by setting and restoring it (not atomic, hence the last resort)."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            mask = next(int(line.split()[1], 8) for line in fh if line.startswith("Umask:"))
    except (OSError, StopIteration, ValueError, IndexError):
        mask = os.umask(0o022)
        os.umask(mask)
    return 0o666 & ~mask


def atomic_write_bytes(path: str | os.PathLike, data: bytes) -> None:
    """Write through a temporary file in the same folder, flush, fsync, then rename over ``path`` — which must
    be a regular file or not exist yet (a device such as /dev/zero or a FIFO is refused, never replaced).
    The file gets the permissions of the file it replaces, or those of a newly opened file (umask applies)."""
    atomic_write_pieces(path, (data,))


def atomic_write_pieces(path: str | os.PathLike, pieces) -> None:
    """``atomic_write_bytes`` of the bytes ``pieces`` yields one after the other (never joined: a big file's text
    made whole is one more copy of it); should ``pieces`` raise, ``path`` is left as it was."""
    target = Path(path)
    mode = None
    try:
        st = os.stat(target)
    except (FileNotFoundError, NotADirectoryError):
        pass
    else:  # never rename over a folder, a device (/dev/zero) or a pipe: write only regular files
        if stat.S_ISDIR(st.st_mode):
            raise IsADirectoryError(21, message("it is a folder"), str(target))
        if not stat.S_ISREG(st.st_mode):
            raise OSError(message("{target} is not a regular file (a device, pipe or socket); choose a file name",
                                  target=target))
        mode = stat.S_IMODE(st.st_mode)  # replacing a file keeps its permissions
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent or ".")
    try:
        os.chmod(tmp, mode if mode is not None else _new_file_mode())  # mkstemp makes 0600: not what open() gives
        with os.fdopen(fd, "wb") as fh:
            for piece in pieces:
                fh.write(piece)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
