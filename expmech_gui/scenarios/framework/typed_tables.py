"""Cells as typed → data + reasons, for the app's tables (no Qt here; the table models call this).

What lives here, so that it is fast and testable without a window:
- ``split_pasted``: spreadsheet text → rows of cells, choosing the separator the way a spreadsheet does
  (tabs first; a comma or semicolon only where it gives a column count the table has, consistently; a
  one-column table never splits on commas, so ``1,5`` stays one cell and is refused with advice);
- ``PasteError``: a paste that would not fit (a row with more cells than the table has columns) — nothing
  is changed and the message names the row and the counts;
- vectorised parsers for whole columns (valuations, vote counts, like/dislike) that give exactly the
  answer of the shared cell parsers (``cells.parse_valuation``, ``cells.parse_votes``,
  ``cells.parse_like``): plain cells take a numpy fast path, every other cell goes through the parser,
  which says what is wrong and how to fix it;
- the tables' limits (names, options, the total of the votes) and ``DuplicateNames``, the incremental
  name → rows bookkeeping in which the earlier-typed row keeps its name and a later one is flagged.
"""
from __future__ import annotations

import re
from collections import Counter

import numpy as np

from ...core.decimal_comma import rows_with_points
from ...core.errors import DataError
from ...core.short_holds import digit_texts, int64_column, positions
from ...core.translatable import message, translatable, translated
from . import cells as cell_rules

MAX_NAME_CHARS = cell_rules.MAX_NAME_CHARS  # candidate, person and option names
MAX_OPTIONS = cell_rules.MAX_OPTIONS        # lunch options (table columns)
MAX_TOTAL_VOTES = cell_rules.MAX_TOTAL_VOTES  # what the vote counts may add up to (the core's bound)
_PLAIN_FLOAT_CHARS = str.maketrans("", "", "0123456789.eE+-\n ")
_PLAIN_FLOAT = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?")
_SAFE_LO, _SAFE_HI = 1e-300, 1e12  # valuations inside this band (or a plain 0) need no second look


class PasteError(DataError):
    """A paste that does not fit the table; nothing was changed."""


class TableLimitError(DataError):
    """Data beyond what the tables support (too many options, names too long); nothing was changed."""


def short(text: str, limit: int = 40) -> str:
    """``text`` quoted for a message, cut to ``limit`` characters."""
    text = str(text)
    return repr(text if len(text) <= limit else text[: limit - 1] + "…")




def _plural(k: int, word: str) -> str:
    return f"{k:,} {word}{'' if k == 1 else 's'}"


# --- paste ----------------------------------------------------------------------------------------
def _lines(text: str) -> list[str]:
    lines = str(text).replace("\r\n", "\n").replace("\r", "\n").split("\n")
    return [ln for ln in lines if ln and not ln.isspace()]


def choose_separator(lines: list[str], counts: set[int]) -> str | None:
    """Tab if any line has one; else ';' or ',' when one gives an allowed column count on every line
    (';' first: a semicolon file writes decimal commas); else None (one cell per line)."""
    if not lines:
        return None
    if any("\t" in ln for ln in lines):
        return "\t"
    if max(counts) <= 1:
        return None  # a one-column table never splits on commas: '1,5' is one (refused) number
    present = [s for s in (";", ",") if any(s in ln for ln in lines)]
    if len(present) < 2:
        return present[0] if present else None  # too wide a split is refused below, naming the row
    for sep in present:  # both: the one on every line giving an allowed width (';' first: decimal commas)
        if all(sep in ln and len(ln.split(sep)) in counts for ln in lines):
            return sep
    row = next(i for i, ln in enumerate(lines) if ";" in ln)
    raise PasteError(message("Nothing was pasted: the rows mix separators (a semicolon on row {row:,}, commas "
                             "elsewhere). Copy the cells from a spreadsheet (tab-separated) or use one separator.",
                             row=row + 1))


_SPACES = (" ", "\xa0", "\u2009", "\u202f", "\u3000", "\f", "\v")


def has_padding(body: str, sep: str) -> bool:
    """Whether some cell of ``body`` may start or end with whitespace (plain substring scans, C speed)."""
    if body[:1].isspace() or body[-1:].isspace():
        return True
    present = [w for w in _SPACES if w in body]
    return any(w + s in body or s + w in body for w in present for s in {sep, "\n"})


def split_pasted(text: str, columns: int, counts: set[int] | None = None,
                 what: str = "the table") -> list[list[str]]:
    """Rows of stripped cells; PasteError when a row has more cells than ``columns`` (trailing empty
    cells, which spreadsheets sometimes copy, do not count)."""
    text = str(text).replace("\r\n", "\n").replace("\r", "\n")
    lines = [ln for ln in text.split("\n") if ln and not ln.isspace()]
    counts = counts or set(range(1, columns + 1))
    sep = choose_separator(lines, counts)
    if sep is None:
        rows = [[ln.strip()] for ln in lines]
    else:
        body = "\n".join(lines)
        if has_padding(body, sep):
            rows = [[c.strip() for c in ln.split(sep)] for ln in lines]  # spaces around cells: strip each
            trailing = True
        else:
            rows = [ln.split(sep) for ln in lines]
            trailing = any(ln.endswith(sep) for ln in lines)
        if trailing:
            for cells in rows:
                while len(cells) > 1 and cells[-1] == "":
                    cells.pop()
    rows = rows_with_points(rows, sep)  # cells copied from a German spreadsheet: "1,5<tab>2,25"
    if rows and max(map(len, rows)) > columns:
        i = next(i for i, cells in enumerate(rows) if len(cells) > columns)
        raise PasteError(too_wide_message(i, len(rows[i]), columns, what, sep))
    return rows


def too_wide_message(i: int, cells: int, columns: int, what: str, sep: str | None) -> str:
    hint = ""
    if sep in (",", ";"):
        hint = message(" If a number has a decimal comma or thousands separators, write it with a decimal point "
                       "and no separators, or copy the cells from a spreadsheet (tab-separated).")
    template = (translatable("Nothing was pasted: row {row:,} of the pasted text has {cells:,} cells, but {what} "
                             "has {columns:,} column.{hint}") if columns == 1 else
                translatable("Nothing was pasted: row {row:,} of the pasted text has {cells:,} cells, but {what} "
                             "has {columns:,} columns.{hint}"))
    return message(template, row=i + 1, cells=cells, what=translated(what), columns=columns, hint=hint)


# --- valuations -----------------------------------------------------------------------------------
def parse_valuations(cells: list[str], joined: str | None = None) -> tuple[np.ndarray, dict[int, tuple[str, str]]]:
    """(values with NaN where invalid, {index: (text, reason)}) — the answer of parse_valuation per cell.

    ``joined``, when given, is "\\n".join(cells) with no empty cell (saves a pass over a big paste)."""
    n = len(cells)
    values = np.full(n, np.nan)
    errors: dict[int, tuple[str, str]] = {}
    if not n:
        return values, errors
    if joined is None:
        joined = "\n".join(cells) if all(cells) else "x"  # "x": not plain, look at each cell
    if not joined.translate(_PLAIN_FLOAT_CHARS):
        fast = np.ones(n, dtype=bool)
    else:
        fast = np.fromiter((bool(_PLAIN_FLOAT.fullmatch(c)) for c in cells), dtype=bool, count=n)
    idx = np.flatnonzero(fast)
    if idx.size:
        sub = [cells[i] for i in idx] if idx.size < n else cells
        try:
            v = np.array(sub, dtype=np.float64)
        except ValueError:  # cannot happen for cells matching the plain grammar; be safe anyway
            v = np.array([_float_or_nan(c) for c in sub])
        ok = (v == 0) | ((v >= _SAFE_LO) & (v <= _SAFE_HI))
        zero = np.flatnonzero(v == 0)
        if zero.size:  # '1e-400' reads as 0.0 but is refused as too small: look again at unusual zeros
            sus = [k for k in zero.tolist() if len(sub[k]) > 12 or "e" in sub[k].lower()]
            ok[sus] = False
        values[idx[ok]] = v[ok]
        slow = np.concatenate([np.flatnonzero(~fast), idx[~ok]])
    else:
        slow = np.flatnonzero(~fast)
    for i in slow.tolist():
        try:
            values[i] = cell_rules.parse_valuation(cells[i])
        except ValueError as exc:
            values[i] = np.nan
            errors[i] = (cells[i], str(exc))
    return values, errors


def _float_or_nan(c: str) -> float:
    try:
        return float(c)
    except ValueError:
        return float("nan")


# --- votes ----------------------------------------------------------------------------------------
def parse_vote_count(text: str) -> tuple[int, str | None]:
    """(count, None) or (0, reason)."""
    if text.isascii():
        whole, dot, frac = text.partition(".")
        if whole.isdigit() and len(whole) <= 15 and (not frac or (frac.isdigit() and not frac.strip("0"))):
            return int(whole), None  # '12', '12.', '12.000': plain whole numbers up to 10^15
    try:
        return int(cell_rules.parse_votes(text)), None
    except ValueError as exc:
        return 0, str(exc)


def parse_vote_counts(texts: list[str]) -> tuple[np.ndarray, dict[int, str]]:
    """(counts, {index: reason}) for a column of typed vote counts; plain digit cells take a numpy path."""
    n = len(texts)
    if n and digit_texts(texts, 15):
        return int64_column(texts), {}
    votes = np.zeros(n, dtype=np.int64)
    errors = {}
    for r, text in enumerate(texts):
        v, why = parse_vote_count(text)
        if why is None:
            votes[r] = v
        else:
            errors[r] = why
    return votes, errors


def name_problems(names: list[str]) -> dict[int, str]:
    """{row: reason} for the candidate names that cannot be used (duplicates apart)."""
    suspects = [r for r, name in enumerate(names) if not 0 < len(name) <= MAX_NAME_CHARS or name[0].isspace()
                or name[-1].isspace()]
    out = {}
    for r in suspects:
        why = name_problem(names[r])
        if why is not None:
            out[r] = why
    return out


def name_problem(name: str, noun: str = "candidate") -> str | None:
    """Why a typed candidate name cannot be used (None if it can); duplicates are handled apart."""
    if len(name) > MAX_NAME_CHARS:
        return message("this name has {n:,} characters; names are at most {most} characters — shorten it",
                       n=len(name), most=MAX_NAME_CHARS)
    if noun == "candidate":
        try:
            cell_rules.check_candidate_name(name)
        except ValueError as exc:
            return str(exc)
    return None


def duplicate_reason(first_row: int) -> str:
    return message("same name as row {row:,}; each candidate needs a different name", row=first_row + 1)


def total_votes_problem(votes: np.ndarray) -> str | None:
    """A message when the counts add up to more than the app supports (summed exactly, in Python ints)."""
    try:
        cell_rules.check_total_votes(votes)
    except DataError as exc:
        return exc.reason
    return None


class DuplicateNames:
    """name → rows holding it, and each row's typing stamp; the earliest-stamped row owns the name.

    Names on one row live in ``single`` (built by one C-speed dict(zip(...))), names on several rows in
    ``multi``. Edits touch only the old and the new name's rows, so one edit costs O(those rows).
    """

    def __init__(self) -> None:
        self.single: dict[str, int] = {}
        self.multi: dict[str, list[int]] = {}
        self.stamps: list[int] = []
        self.clock = 0

    def rebuild(self, names: list[str], valid: list[bool], stamps: list[int] | None = None) -> None:
        self.stamps = list(stamps) if stamps is not None else list(range(len(names)))
        self.clock = max(self.stamps, default=-1) + 1
        if all(valid):
            rows, vnames = range(len(names)), names
        else:
            rows = [r for r, ok in enumerate(valid) if ok]
            vnames = [names[r] for r in rows]
        self.single = positions(vnames, rows)  # dict(zip(…)), slice by slice (core.short_holds)
        self.multi = {}
        if len(self.single) < len(vnames):  # some name is on several rows: collect those
            twice = {name for name, k in Counter(vnames).items() if k > 1}
            self.multi = {name: [] for name in twice}
            for r, name in zip(rows, vnames):
                if name in twice:
                    self.multi[name].append(r)
            for name in twice:
                del self.single[name]

    def rows_of(self, name: str) -> list[int]:
        if name in self.multi:
            return self.multi[name]
        return [self.single[name]] if name in self.single else []

    def duplicates(self) -> dict[int, int]:
        """{row: the row that owns its name} for every row that is a duplicate."""
        out: dict[int, int] = {}
        for rows in self.multi.values():
            first = min(rows, key=self.stamps.__getitem__)
            out.update({r: first for r in rows if r != first})
        return out

    def owner(self, name: str) -> int | None:
        rows = self.rows_of(name)
        return min(rows, key=self.stamps.__getitem__) if rows else None

    def remove(self, row: int, name: str) -> None:
        rows = self.multi.get(name)
        if rows is not None:
            if row in rows:
                rows.remove(row)
                if len(rows) == 1:
                    self.single[name] = rows[0]
                    del self.multi[name]
        elif self.single.get(name) == row:
            del self.single[name]

    def add(self, row: int, name: str) -> None:
        self.touch(row)
        if name in self.multi:
            self.multi[name].append(row)
        elif name in self.single:
            self.multi[name] = [self.single.pop(name), row]
        else:
            self.single[name] = row

    def touch(self, row: int) -> None:
        self.stamps[row] = self.clock
        self.clock += 1


def vote_table(names: list[str], texts: list[str], stamps: list[int] | None = None):
    """Validate every row of a votes table as typed: (counts, {(row, column): (text, reason)}, the name
    bookkeeping). A row counts when it has no error; of rows sharing a name the earliest typed (lowest stamp,
    else the first) owns it. The table model and the session reader both use this one rule."""
    bad_names = name_problems(names)
    errors: dict[tuple[int, int], tuple[str, str]] = {(r, 0): (names[r], why) for r, why in bad_names.items()}
    valid = [True] * len(names)
    for r in bad_names:
        valid[r] = False
    votes, bad_votes = parse_vote_counts(texts)
    errors.update({(r, 1): (texts[r], why) for r, why in bad_votes.items()})
    dup = DuplicateNames()
    dup.rebuild(names, valid, stamps)
    for r, first in dup.duplicates().items():
        errors[(r, 0)] = (names[r], duplicate_reason(first))
    return votes, errors, dup


# --- lunch ----------------------------------------------------------------------------------------
def _like_map() -> dict[str, bool]:
    out: dict[str, bool] = {}
    for words, value in ((cell_rules.TRUE_WORDS, True), (cell_rules.FALSE_WORDS, False)):
        for w in words:
            for form in (w, w.upper(), w.title()):
                out[form] = value
    return out


def parse_likes(cells: list[str]) -> tuple[np.ndarray, dict[int, tuple[str, str]]]:
    """(bools, {index: (text, reason)}) — the answer of lunch.parse_like per cell, dictionary-fast."""
    table = _like_map()
    get = table.get
    raw = [get(c) for c in cells]
    errors: dict[int, tuple[str, str]] = {}
    for i in [i for i, v in enumerate(raw) if v is None]:
        try:
            raw[i] = bool(cell_rules.parse_like(cells[i]))
        except ValueError as exc:
            raw[i] = False
            errors[i] = (cells[i], str(exc))
    return np.array(raw, dtype=bool), errors


def check_options(options) -> None:
    """TableLimitError naming the column when there are too many options or a name is too long/empty/twice."""
    options = [str(o).strip() for o in options]
    if len(options) > MAX_OPTIONS:
        raise TableLimitError(message("{n:,} options is more than the app supports (at most {most}); nothing was "
                                      "changed", n=len(options), most=MAX_OPTIONS))
    seen: dict[str, int] = {}
    for j, name in enumerate(options):
        if not name:
            raise TableLimitError(message("an option needs a name"), column=j + 1)
        if len(name) > MAX_NAME_CHARS:
            raise TableLimitError(message("the option name has {n:,} characters; names are at most {most}",
                                          n=len(name), most=MAX_NAME_CHARS), column=j + 1)
        if name in seen:
            raise TableLimitError(message("option {name} appears twice (columns {first} and {second})",
                                          name=short(name), first=seen[name], second=j + 1), column=j + 1)
        seen[name] = j + 1


def option_name_problem(name: str, others: list[str]) -> str | None:
    name = name.strip()
    if not name:
        return message("an option needs a name")
    if len(name) > MAX_NAME_CHARS:
        return message("this name has {n:,} characters; option names are at most {most}", n=len(name),
                       most=MAX_NAME_CHARS)
    if name in others:
        return message("there is already an option called {name}", name=short(name))
    return None


def person_name_problem(name: str) -> str | None:
    return name_problem(name, noun="person")  # only the length: a person's name may repeat
