"""Table models over the scenarios' data, with invalid cells kept in place (never dropped silently).

Each model holds what the user typed; cells that do not parse are stored with their raw text and the
reason, shown red with a tooltip, and the rows they are on are excluded from runs (``dataset()``
returns the valid rows and the count of excluded ones).  The pricing model reads straight from a
numpy array, so a million valuations open and scroll without per-row Python objects.

Pastes are parsed column-wise by ``scenarios.typed_tables`` (numpy fast paths, the shared cell parsers
for every cell that is not plain) and a paste that does not fit raises ``PasteError`` before anything
changes.  Edits revalidate only the edited cell (and, for candidate names, the rows sharing the old or
the new name: the earlier-typed row keeps its name, the row just typed is flagged).
"""
from __future__ import annotations

import html
from itertools import chain

import numpy as np
from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor

from ...scenarios import lunch, pricing, voting
from ...scenarios import typed_tables as tt
from ...scenarios.typed_tables import MAX_NAME_CHARS, MAX_OPTIONS, PasteError, TableLimitError  # noqa: F401

INVALID_BRUSH = QBrush(QColor(255, 205, 205))
INVALID_TEXT = QBrush(QColor(150, 0, 0))


def plain_tooltip(text: str) -> str:
    """``text`` shown literally in a tooltip: Qt renders tooltip text that looks like markup as markup,
    so text with '<' or '&' goes out escaped inside a paragraph."""
    text = str(text)
    if "<" in text or "&" in text:
        return "<p style='white-space:pre-wrap'>" + html.escape(text, quote=False) + "</p>"
    return text


def split_pasted(text: str, columns: int = 1) -> list[list[str]]:
    """Rows of cells from spreadsheet-pasted text (see ``typed_tables.split_pasted``)."""
    return tt.split_pasted(text, columns)


def _one_column_cells(text: str) -> tuple[list[str], str | None]:
    """The cells of a paste into a one-column table (PasteError if wider), and when they are simply the
    lines of the text, that text (a million lines take one split)."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").strip()
    if not text:
        return [], None
    if "\t" not in text and "\n\n" not in text and not tt.has_padding(text, "\n"):
        return text.split("\n"), text
    return [row[0] for row in tt.split_pasted(text, 1, what="the valuations table")], None


class ScenarioTableModel(QAbstractTableModel):
    """Common behaviour: invalid-cell store, edited signal, row insert/remove, paste."""

    edited = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._errors: dict[tuple[int, int], tuple[str, str]] = {}  # (row, col) → (raw text, reason)

    # --- to be provided by subclasses ---------------------------------------------------------
    def dataset(self):  # -> (dataset or None, excluded rows, message)
        raise NotImplementedError

    def set_dataset(self, dataset) -> None:
        raise NotImplementedError

    # --- shared ------------------------------------------------------------------------------------
    def invalid_rows(self) -> list[int]:
        return sorted({r for r, _ in self._errors})

    def cell_error(self, row: int, col: int) -> str | None:
        err = self._errors.get((row, col))
        return err[1] if err else None

    def _error_roles(self, index: QModelIndex, role: int):
        err = self._errors.get((index.row(), index.column()))
        if err is None:
            return None
        if role in (Qt.DisplayRole, Qt.EditRole):
            return err[0]
        if role == Qt.BackgroundRole:
            return INVALID_BRUSH
        if role == Qt.ForegroundRole:
            return INVALID_TEXT
        if role == Qt.ToolTipRole:
            return plain_tooltip(f"Excluded from runs: {err[1]}")
        return None

    def _shift_errors(self, keep_rows: np.ndarray | None = None, insert_at: int | None = None,
                      count: int = 0) -> None:
        if insert_at is not None:
            self._errors = {((r + count) if r >= insert_at else r, c): v for (r, c), v in self._errors.items()}
        elif keep_rows is not None:
            new_index = {int(old): new for new, old in enumerate(keep_rows)}
            self._errors = {(new_index[r], c): v for (r, c), v in self._errors.items() if r in new_index}

    def flags(self, index: QModelIndex):
        if not index.isValid():
            return Qt.NoItemFlags
        return Qt.ItemIsSelectable | Qt.ItemIsEnabled | Qt.ItemIsEditable

    def _changed(self) -> None:
        self.edited.emit()


class ValuationsModel(ScenarioTableModel):
    """One column of valuations ($), backed by a float64 array (NaN where the cell is invalid)."""

    HEADER = "Valuation ($)"
    NO_DATA = "no data yet: type or paste buyers' valuations, import a CSV or load a preset"

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._values = np.zeros(0)

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else int(self._values.size)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else 1

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if role != Qt.DisplayRole:
            return None
        return self.HEADER if orientation == Qt.Horizontal else str(section + 1)

    def data(self, index: QModelIndex, role=Qt.DisplayRole):
        if not index.isValid():
            return None
        special = self._error_roles(index, role)
        if special is not None:
            return special
        if role in (Qt.DisplayRole, Qt.EditRole):
            return f"{self._values[index.row()]:.10g}"
        if role == Qt.TextAlignmentRole:
            return int(Qt.AlignRight | Qt.AlignVCenter)
        return None

    def setData(self, index: QModelIndex, value, role=Qt.EditRole) -> bool:
        if role != Qt.EditRole or not index.isValid():
            return False
        self._set_cell(index.row(), str(value).strip())
        self.dataChanged.emit(index, index)
        self._changed()
        return True

    def _set_cell(self, row: int, text: str) -> None:
        try:
            self._values[row] = pricing.parse_valuation(text)
            self._errors.pop((row, 0), None)
        except ValueError as exc:
            self._values[row] = np.nan
            self._errors[(row, 0)] = (text, str(exc))

    def insert_rows(self, at: int, count: int = 1) -> None:
        at = max(0, min(at, self._values.size))
        self.beginInsertRows(QModelIndex(), at, at + count - 1)
        self._values = np.insert(self._values, at, np.zeros(count))
        self._shift_errors(insert_at=at, count=count)
        self.endInsertRows()
        self._changed()

    def remove_rows(self, rows) -> None:
        rows = sorted(set(int(r) for r in rows if 0 <= r < self._values.size))
        if not rows:
            return
        self.beginResetModel()
        keep = np.setdiff1d(np.arange(self._values.size), rows)
        self._values = self._values[keep]
        self._shift_errors(keep_rows=keep)
        self.endResetModel()
        self._changed()

    def paste_text(self, text: str, at_row: int) -> int:
        """Paste one value per line from ``at_row`` (overwriting, appending past the end); returns cells.

        Raises PasteError (nothing changed) when a line holds more than one cell.  Commas never split a
        line here: '1,5' is one cell, refused with the parser's advice (use a decimal point).
        """
        cells, joined = _one_column_cells(str(text))
        if not cells:
            return 0
        values, errors = tt.parse_valuations(cells, joined)
        at_row = max(0, min(at_row, self._values.size))
        end = at_row + len(cells)
        self.beginResetModel()
        if end > self._values.size:
            self._values = np.concatenate([self._values, np.zeros(end - self._values.size)])
        self._values[at_row:end] = values
        if self._errors:
            self._errors = {k: v for k, v in self._errors.items() if not at_row <= k[0] < end}
        self._errors.update({(at_row + i, 0): (cells[i].strip(), why) for i, (_t, why) in errors.items()})
        self.endResetModel()
        self._changed()
        return len(cells)

    def to_session(self, compact: bool = False) -> dict:
        """{"values": [...] (None where invalid) or, ``compact``, a float64 copy (NaN where invalid), "invalid"}."""
        values = self._values.copy() if compact else [None if not np.isfinite(v) else float(v)
                                                      for v in self._values.tolist()]
        return {"values": values, "invalid": {str(r): text for (r, _c), (text, _why) in self._errors.items()}}

    def from_session(self, data: dict) -> None:
        self.beginResetModel()
        values = data["values"]
        self._values = (np.array(values, dtype=np.float64) if isinstance(values, np.ndarray)
                        else np.array([np.nan if v is None else v for v in values], dtype=np.float64))
        self._errors = {}
        for r, text in data.get("invalid", {}).items():
            self._set_cell(int(r), text)
        for r in np.flatnonzero(~np.isfinite(self._values)):
            if (int(r), 0) not in self._errors:
                self._set_cell(int(r), "")
        self.endResetModel()
        self._changed()

    def snapshot(self):
        return self._values.copy(), dict(self._errors)

    def restore(self, snap) -> None:
        self.beginResetModel()
        self._values, self._errors = snap[0].copy(), dict(snap[1])
        self.endResetModel()
        self._changed()

    def dataset(self):
        valid = np.isfinite(self._values)
        excluded = int(self._values.size - valid.sum())
        if excluded == self._values.size:  # no buyer: nothing to price (the CLI refuses such a file too)
            return None, excluded, self.NO_DATA
        return pricing.Valuations(self._values[valid]), excluded, ""

    def set_dataset(self, valuations: pricing.Valuations) -> None:
        self.beginResetModel()
        self._values = np.array(valuations.values, dtype=np.float64)
        self._errors = {}
        self.endResetModel()
        self._changed()


class VotesModel(ScenarioTableModel):
    """Rows (candidate name, votes); duplicates and bad counts are flagged on the row that breaks.

    Of the rows sharing a name, the one whose name was typed (or pasted, or loaded) first keeps it; the
    others are flagged "same name as row N".  Vote counts are held as exact ints (each ≤ 10^15); their
    total is summed in Python ints and refused when beyond what the app supports.
    """

    NO_DATA = "no data yet: add at least one valid candidate, import a CSV or load a preset"

    HEADERS = ("Candidate", "Votes")
    WHAT = "the votes table (Candidate, Votes)"

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._texts: list[str] = []
        self._votes = np.zeros(0, dtype=np.int64)
        self._dup = tt.DuplicateNames()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._names)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else 2

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if role != Qt.DisplayRole:
            return None
        return self.HEADERS[section] if orientation == Qt.Horizontal else str(section + 1)

    def data(self, index: QModelIndex, role=Qt.DisplayRole):
        if not index.isValid():
            return None
        special = self._error_roles(index, role)
        if special is not None:
            return special
        if role in (Qt.DisplayRole, Qt.EditRole):
            return (self._names if index.column() == 0 else self._texts)[index.row()]
        if role == Qt.TextAlignmentRole and index.column() == 1:
            return int(Qt.AlignRight | Qt.AlignVCenter)
        return None

    def setData(self, index: QModelIndex, value, role=Qt.EditRole) -> bool:
        if role != Qt.EditRole or not index.isValid():
            return False
        r, c = index.row(), index.column()
        text = str(value).strip()
        rows = {r}
        if c == 0:
            rows |= self._set_name(r, text)
        else:
            self._set_votes(r, text)
        if len(rows) <= 32:
            for row in sorted(rows):
                self.dataChanged.emit(self.index(row, 0), self.index(row, 1))
        else:  # a name shared by many rows: one signal for the span, not one per row
            self.dataChanged.emit(self.index(min(rows), 0), self.index(max(rows), 1))
        self._changed()
        return True

    def _set_votes(self, r: int, text: str) -> None:
        self._texts[r] = text
        v, why = tt.parse_vote_count(text)
        self._votes[r] = v
        if why is None:
            self._errors.pop((r, 1), None)
        else:
            self._errors[(r, 1)] = (text, why)

    def _set_name(self, r: int, name: str) -> set[int]:
        """Incremental: only the rows holding the old or the new name are looked at again."""
        old = self._names[r]
        if name == old:
            return set()
        self._dup.remove(r, old)
        self._names[r] = name
        why = tt.name_problem(name)
        if why is None:
            self._dup.add(r, name)
            self._errors.pop((r, 0), None)
        else:
            self._dup.touch(r)
            self._errors[(r, 0)] = (name, why)
        return self._refresh_group(old) | self._refresh_group(name)

    def _refresh_group(self, name: str) -> set[int]:
        rows = self._dup.rows_of(name)
        if not rows:
            return set()
        first = self._dup.owner(name)
        for row in rows:
            if row == first:
                self._errors.pop((row, 0), None)
            else:
                self._errors[(row, 0)] = (self._names[row], tt.duplicate_reason(first))
        return set(rows)

    def _rebuild(self, stamps: list[int] | None = None) -> None:
        """Validate every row (after a paste, load, insert, remove, undo): O(n), no per-row Qt work."""
        self._votes, self._errors, self._dup = tt.vote_table(self._names, self._texts, stamps)

    def _reset(self, names: list[str], texts: list[str], stamps: list[int] | None = None) -> None:
        self.beginResetModel()
        self._names, self._texts = names, texts
        self._rebuild(stamps)
        self.endResetModel()
        self._changed()

    def insert_rows(self, at: int, count: int = 1) -> None:
        at = max(0, min(at, len(self._names)))
        existing = set(self._names)
        new = []
        i = len(self._names) + 1
        for _ in range(count):
            while f"Candidate {i}" in existing:
                i += 1
            existing.add(f"Candidate {i}")
            new.append(f"Candidate {i}")
        clock = self._dup.clock
        stamps = self._dup.stamps[:at] + list(range(clock, clock + count)) + self._dup.stamps[at:]
        self.beginInsertRows(QModelIndex(), at, at + count - 1)
        self._names[at:at] = new
        self._texts[at:at] = ["0"] * count
        self._rebuild(stamps)
        self.endInsertRows()
        self._changed()

    def remove_rows(self, rows) -> None:
        rows = set(int(r) for r in rows if 0 <= r < len(self._names))
        if not rows:
            return
        keep = [i for i in range(len(self._names)) if i not in rows]
        self._reset([self._names[i] for i in keep], [self._texts[i] for i in keep],
                    [self._dup.stamps[i] for i in keep])

    def paste_text(self, text: str, at_row: int) -> int:
        """Paste (name, votes) rows from ``at_row``; a row with only a name gets 0 votes.

        Raises PasteError (nothing changed) when a row has more than two cells.  The pasted rows count as
        typed last: a pasted name that another row already has is flagged on the pasted row.
        """
        rows = tt.split_pasted(text, 2, what=self.WHAT)
        if not rows:
            return 0
        at_row = max(0, min(at_row, len(self._names)))
        end = at_row + len(rows)
        names, texts = list(self._names), list(self._texts)
        stamps = list(self._dup.stamps)
        grow = max(0, end - len(names))
        names += [""] * grow
        texts += [""] * grow
        stamps += [0] * grow
        names[at_row:end] = [cells[0] for cells in rows]
        texts[at_row:end] = [cells[1] if len(cells) > 1 else "0" for cells in rows]
        clock = self._dup.clock
        stamps[at_row:end] = range(clock, clock + len(rows))
        self._reset(names, texts, stamps)
        return len(rows)

    def to_session(self, compact: bool = False) -> dict:  # names and texts: no compact form
        """{"rows": [[name, votes], …]} and, while two rows share a name, "stamps": the typing order
        (ranks 0…n−1) that decides which of them counts, so a reopened session flags the same rows."""
        out = {"rows": [[n, t] for n, t in zip(self._names, self._texts)]}
        if self._dup.multi:
            order = np.argsort(np.asarray(self._dup.stamps, dtype=np.int64), kind="stable")
            ranks = np.empty(order.size, dtype=np.int64)
            ranks[order] = np.arange(order.size)
            out["stamps"] = ranks.tolist()
        return out

    def from_session(self, data: dict) -> None:
        rows = [(str(r[0]).strip(), str(r[1]).strip()) for r in data["rows"]]
        stamps = data.get("stamps")
        stamps = [int(x) for x in stamps] if isinstance(stamps, list) and len(stamps) == len(rows) else None
        self._reset([r[0] for r in rows], [r[1] for r in rows], stamps)

    def snapshot(self):
        return list(self._names), list(self._texts), list(self._dup.stamps)

    def restore(self, snap) -> None:
        self._reset(list(snap[0]), list(snap[1]), list(snap[2]))

    def dataset(self):
        bad = self.invalid_rows()
        if bad:
            keep = np.setdiff1d(np.arange(len(self._names)), bad)
            names = tuple(self._names[i] for i in keep.tolist())
            votes = self._votes[keep]
        else:
            names, votes = tuple(self._names), self._votes
        if not names:
            return None, len(bad), self.NO_DATA
        problem = tt.total_votes_problem(votes)
        if problem:
            return None, len(bad), problem
        try:
            tally = voting.VoteTally(names, votes.copy())
        except ValueError as exc:  # DataError from the core (e.g. its own bound on the total)
            return None, len(bad), str(exc)
        return tally, len(bad), ""

    def set_dataset(self, tally: voting.VoteTally) -> None:
        self._reset(list(tally.candidates), [str(v) for v in np.asarray(tally.votes).tolist()])


class LunchModel(ScenarioTableModel):
    """Column 0: the individual's name; one checkbox column per option (checked = likes)."""

    NO_DATA = "no data yet: add at least one person's likes, import a CSV or load a preset"

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._options: list[str] = []
        self._names: list[str] = []
        self._likes = np.zeros((0, 0), dtype=bool)

    @property
    def options(self) -> list[str]:
        return list(self._options)

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._names)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else 1 + len(self._options)

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if role == Qt.ToolTipRole and orientation == Qt.Horizontal and section > 0:
            return "Double-click to rename this option"
        if role != Qt.DisplayRole:
            return None
        if orientation == Qt.Vertical:
            return str(section + 1)
        return "Name" if section == 0 else self._options[section - 1]

    def flags(self, index: QModelIndex):
        if not index.isValid():
            return Qt.NoItemFlags
        base = Qt.ItemIsSelectable | Qt.ItemIsEnabled
        if index.column() == 0 or (index.row(), index.column()) in self._errors:
            return base | Qt.ItemIsEditable
        return base | Qt.ItemIsUserCheckable

    def data(self, index: QModelIndex, role=Qt.DisplayRole):
        if not index.isValid():
            return None
        special = self._error_roles(index, role)
        if special is not None:
            return special
        r, c = index.row(), index.column()
        if c == 0:
            return self._names[r] if role in (Qt.DisplayRole, Qt.EditRole) else None
        if role == Qt.CheckStateRole:
            return Qt.Checked if self._likes[r, c - 1] else Qt.Unchecked
        if role == Qt.ToolTipRole:
            return plain_tooltip(f"{self._names[r] or 'This person'} "
                                 f"{'likes' if self._likes[r, c - 1] else 'dislikes'} {self._options[c - 1]}")
        return None

    def setData(self, index: QModelIndex, value, role=Qt.EditRole) -> bool:
        if not index.isValid():
            return False
        r, c = index.row(), index.column()
        if c == 0 and role == Qt.EditRole:
            self._set_name(r, str(value).strip())
        elif c > 0 and role == Qt.CheckStateRole:
            checked = value in (Qt.Checked, Qt.Checked.value, 2, True)
            self._likes[r, c - 1] = checked
            self._errors.pop((r, c), None)
        elif c > 0 and role == Qt.EditRole:
            self._set_like(r, c, str(value))
        else:
            return False
        self.dataChanged.emit(self.index(r, 0), self.index(r, self.columnCount() - 1))
        self._changed()
        return True

    def _set_name(self, r: int, name: str) -> None:
        self._names[r] = name
        why = tt.person_name_problem(name)
        if why is None:
            self._errors.pop((r, 0), None)
        else:
            self._errors[(r, 0)] = (name, why)

    def _set_like(self, r: int, c: int, text: str) -> None:
        try:
            self._likes[r, c - 1] = lunch.parse_like(text)
            self._errors.pop((r, c), None)
        except ValueError as exc:
            self._likes[r, c - 1] = False
            self._errors[(r, c)] = (text, str(exc))

    def insert_rows(self, at: int, count: int = 1) -> None:
        at = max(0, min(at, len(self._names)))
        self.beginInsertRows(QModelIndex(), at, at + count - 1)
        for k in range(count):
            self._names.insert(at + k, f"Person {len(self._names) + 1}")
        self._likes = np.insert(self._likes, at, np.zeros((count, len(self._options)), dtype=bool), axis=0)
        self._shift_errors(insert_at=at, count=count)
        self.endInsertRows()
        self._changed()

    def remove_rows(self, rows) -> None:
        rows = sorted(set(int(r) for r in rows if 0 <= r < len(self._names)))
        if not rows:
            return
        self.beginResetModel()
        keep = np.setdiff1d(np.arange(len(self._names)), rows)
        self._names = [self._names[i] for i in keep]
        self._likes = self._likes[keep]
        self._shift_errors(keep_rows=keep)
        self.endResetModel()
        self._changed()

    def option_name_problem(self, name: str, column: int | None = None) -> str | None:
        """Why ``name`` cannot be an option's name (None if it can)."""
        others = [o for j, o in enumerate(self._options) if column is None or j != column - 1]
        return tt.option_name_problem(name, others)

    def add_option(self, name: str) -> None:
        if len(self._options) >= MAX_OPTIONS:
            raise TableLimitError(f"the lunch table already has {MAX_OPTIONS} options, the most the app supports")
        problem = self.option_name_problem(name)
        if problem:
            raise ValueError(problem)
        col = len(self._options) + 1
        self.beginInsertColumns(QModelIndex(), col, col)
        self._options.append(name.strip())
        self._likes = np.concatenate([self._likes, np.zeros((len(self._names), 1), dtype=bool)], axis=1)
        self.endInsertColumns()
        self._changed()

    def remove_option(self, column: int) -> None:
        if not 1 <= column <= len(self._options):
            return
        if len(self._options) == 1:
            raise ValueError("lunch needs at least one option")
        self.beginResetModel()
        del self._options[column - 1]
        self._likes = np.delete(self._likes, column - 1, axis=1)
        self._errors = {(r, c if c < column else c - 1): v for (r, c), v in self._errors.items() if c != column}
        self.endResetModel()
        self._changed()

    def rename_option(self, column: int, name: str) -> None:
        problem = self.option_name_problem(name, column)
        if problem:
            raise ValueError(problem)
        self._options[column - 1] = name.strip()
        self.headerDataChanged.emit(Qt.Horizontal, column, column)
        self._changed()

    def paste_text(self, text: str, at_row: int) -> int:
        """Rows of like/dislike words from ``at_row``: a row with one cell more than there are options
        starts with the person's name; a shorter row leaves its missing cells empty (red).

        Raises PasteError (nothing changed) when the table has no options or a row has more cells than
        the table has columns.
        """
        k = len(self._options)
        if k == 0:
            if tt._lines(text):
                raise PasteError("Nothing was pasted: the lunch table has no options yet; add the options "
                                 "(columns) first")
            return 0
        what = f"the lunch table (a Name column and {tt._plural(k, 'option')})"
        rows = tt.split_pasted(text, k + 1, counts={k, k + 1}, what=what)
        if not rows:
            return 0
        n = len(rows)
        has_name = [len(cells) == k + 1 for cells in rows]
        if all(has_name):
            flat = list(chain.from_iterable(cells[1:] for cells in rows))
        elif all(len(cells) == k for cells in rows):
            flat = list(chain.from_iterable(rows))
        else:
            flat = []
            for cells, named in zip(rows, has_name):
                likes = cells[1:] if named else cells
                flat.extend(likes if len(likes) == k else likes + [""] * (k - len(likes)))
        values, like_errors = tt.parse_likes(flat)
        at_row = max(0, min(at_row, len(self._names)))
        end = at_row + n
        self.beginResetModel()
        grow = max(0, end - len(self._names))
        if grow:
            base = len(self._names)
            self._names.extend(f"Person {base + i + 1}" for i in range(grow))
            self._likes = np.concatenate([self._likes, np.zeros((grow, k), dtype=bool)], axis=0)
        self._likes[at_row:end] = values.reshape(n, k)
        if self._errors:
            self._errors = {key: v for key, v in self._errors.items()
                            if not (at_row <= key[0] < end and (key[1] > 0 or has_name[key[0] - at_row]))}
        for i, (text_cell, why) in like_errors.items():
            self._errors[(at_row + i // k, 1 + i % k)] = (text_cell, why)
        if all(has_name):
            self._names[at_row:end] = [cells[0] for cells in rows]
        else:
            for i in [i for i, named in enumerate(has_name) if named]:
                self._names[at_row + i] = rows[i][0]
        for i in [i for i, named in enumerate(has_name) if named and len(rows[i][0]) > MAX_NAME_CHARS]:
            self._set_name(at_row + i, rows[i][0])
        self.endResetModel()
        self._changed()
        return n

    def to_session(self, compact: bool = False) -> dict:  # small matrix: no compact form
        return {"options": list(self._options), "names": list(self._names),
                "likes": self._likes.astype(int).tolist(),
                "invalid": [[r, c, text] for (r, c), (text, _why) in sorted(self._errors.items()) if c > 0]}

    def from_session(self, data: dict) -> None:
        tt.check_options(data["options"])
        self.beginResetModel()
        self._options = [str(o).strip() for o in data["options"]]
        self._names = [str(x) for x in data["names"]]
        self._likes = np.array(data["likes"], dtype=bool).reshape(len(self._names), len(self._options))
        self._errors = {}
        for r, name in enumerate(self._names):
            self._set_name(r, name)
        for r, c, text in data.get("invalid", []):
            self._set_like(r, c, text)
        self.endResetModel()
        self._changed()

    def snapshot(self):
        return list(self._options), list(self._names), self._likes.copy(), dict(self._errors)

    def restore(self, snap) -> None:
        self.beginResetModel()
        self._options, self._names = list(snap[0]), list(snap[1])
        self._likes, self._errors = snap[2].copy(), dict(snap[3])
        self.endResetModel()
        self._changed()

    def dataset(self):
        bad = set(self.invalid_rows())
        keep = [i for i in range(len(self._names)) if i not in bad]
        if not self._options:
            return None, len(bad), "add at least one option"
        if not keep:
            return None, len(bad), self.NO_DATA
        names = tuple(self._names[i] or f"Person {i + 1}" for i in keep)
        return lunch.LunchPreferences(tuple(self._options), self._likes[keep], names), len(bad), ""

    def set_dataset(self, prefs: lunch.LunchPreferences) -> None:
        """Show ``prefs``; TableLimitError (nothing changed) beyond the table's limits on options."""
        tt.check_options(prefs.options)
        self.beginResetModel()
        self._options = list(prefs.options)
        self._names = list(prefs.names) if prefs.names is not None else [f"Person {i + 1}" for i in range(prefs.n)]
        self._likes = np.array(prefs.likes, dtype=bool)
        self._errors = {}
        for r, name in enumerate(self._names):
            if len(name) > MAX_NAME_CHARS:
                self._set_name(r, name)
        self.endResetModel()
        self._changed()
