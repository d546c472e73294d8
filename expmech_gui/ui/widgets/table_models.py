"""Table models over the scenarios' data, with invalid cells kept in place (never dropped silently).

Each model holds what the user typed; cells that do not parse are stored with their raw text and the
reason, shown red with a tooltip, and the rows they are on are excluded from runs (``dataset()``
returns the valid rows and the count of excluded ones).  The pricing model reads straight from a
numpy array, so a million valuations open and scroll without per-row Python objects.
"""
from __future__ import annotations

import re

import numpy as np
from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor

from ...scenarios import lunch, pricing, voting

INVALID_BRUSH = QBrush(QColor(255, 205, 205))
INVALID_TEXT = QBrush(QColor(150, 0, 0))
_SPLIT = re.compile(r"\t|,|;")


def split_pasted(text: str) -> list[list[str]]:
    """Rows of cells from spreadsheet-pasted text (tab-, comma- or semicolon-separated)."""
    rows = []
    for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        if not line.strip():
            continue
        sep = "\t" if "\t" in line else ("," if "," in line else (";" if ";" in line else None))
        rows.append([c.strip() for c in (line.split(sep) if sep else [line])])
    return rows


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
            return f"Excluded from runs: {err[1]}"
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
        self._set_cell(index.row(), str(value))
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
        """Paste cells row-major from ``at_row`` (overwriting, appending past the end); returns cells."""
        cells = [c for row in split_pasted(text) for c in row if c != ""]
        if not cells:
            return 0
        at_row = max(0, min(at_row, self._values.size))
        self.beginResetModel()
        end = at_row + len(cells)
        if end > self._values.size:
            self._values = np.concatenate([self._values, np.zeros(end - self._values.size)])
        for k, text_cell in enumerate(cells):
            self._set_cell(at_row + k, text_cell)
        self.endResetModel()
        self._changed()
        return len(cells)

    def to_session(self) -> dict:
        values = [None if not np.isfinite(v) else float(v) for v in self._values.tolist()]
        return {"values": values, "invalid": {str(r): text for (r, _c), (text, _why) in self._errors.items()}}

    def from_session(self, data: dict) -> None:
        self.beginResetModel()
        self._values = np.array([np.nan if v is None else v for v in data["values"]], dtype=np.float64)
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
        return pricing.Valuations(self._values[valid]), excluded, ""

    def set_dataset(self, valuations: pricing.Valuations) -> None:
        self.beginResetModel()
        self._values = np.array(valuations.values, dtype=np.float64)
        self._errors = {}
        self.endResetModel()
        self._changed()


class VotesModel(ScenarioTableModel):
    """Rows (candidate name, votes); duplicates and bad counts are flagged on the row that breaks."""

    HEADERS = ("Candidate", "Votes")

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list[list[str]] = []

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

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
            return self._rows[index.row()][index.column()]
        if role == Qt.TextAlignmentRole and index.column() == 1:
            return int(Qt.AlignRight | Qt.AlignVCenter)
        return None

    def setData(self, index: QModelIndex, value, role=Qt.EditRole) -> bool:
        if role != Qt.EditRole or not index.isValid():
            return False
        self._rows[index.row()][index.column()] = str(value).strip()
        self._revalidate()
        self._changed()
        return True

    def _revalidate(self) -> None:
        errors: dict[tuple[int, int], tuple[str, str]] = {}
        seen: dict[str, int] = {}
        for r, (name, votes) in enumerate(self._rows):
            try:
                name = voting.check_candidate_name(name)
                if name in seen:
                    raise ValueError(f"candidate {name!r} already on row {seen[name] + 1}")
                seen[name] = r
            except ValueError as exc:
                errors[(r, 0)] = (self._rows[r][0], str(exc))
            try:
                voting.parse_votes(votes)
            except ValueError as exc:
                errors[(r, 1)] = (votes, str(exc))
        self._errors = errors
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, 1))

    def insert_rows(self, at: int, count: int = 1) -> None:
        at = max(0, min(at, len(self._rows)))
        self.beginInsertRows(QModelIndex(), at, at + count - 1)
        existing = {row[0] for row in self._rows}
        for k in range(count):
            i = len(self._rows) + 1
            while f"Candidate {i}" in existing:
                i += 1
            existing.add(f"Candidate {i}")
            self._rows.insert(at + k, [f"Candidate {i}", "0"])
        self.endInsertRows()
        self._revalidate()
        self._changed()

    def remove_rows(self, rows) -> None:
        rows = set(int(r) for r in rows if 0 <= r < len(self._rows))
        if not rows:
            return
        self.beginResetModel()
        self._rows = [row for i, row in enumerate(self._rows) if i not in rows]
        self.endResetModel()
        self._revalidate()
        self._changed()

    def paste_text(self, text: str, at_row: int) -> int:
        rows = split_pasted(text)
        if not rows:
            return 0
        at_row = max(0, min(at_row, len(self._rows)))
        self.beginResetModel()
        for k, cells in enumerate(rows):
            cells = (cells + ["0"])[:2] if len(cells) < 2 else [cells[0], ",".join(cells[1:])]
            if at_row + k < len(self._rows):
                self._rows[at_row + k] = cells
            else:
                self._rows.append(cells)
        self.endResetModel()
        self._revalidate()
        self._changed()
        return len(rows)

    def to_session(self) -> dict:
        return {"rows": [list(r) for r in self._rows]}

    def from_session(self, data: dict) -> None:
        self.beginResetModel()
        self._rows = [list(r) for r in data["rows"]]
        self.endResetModel()
        self._revalidate()
        self._changed()

    def snapshot(self):
        return [list(r) for r in self._rows]

    def restore(self, snap) -> None:
        self.beginResetModel()
        self._rows = [list(r) for r in snap]
        self.endResetModel()
        self._revalidate()
        self._changed()

    def dataset(self):
        bad = set(self.invalid_rows())
        good = [row for i, row in enumerate(self._rows) if i not in bad]
        if not good:
            return None, len(bad), "add at least one valid candidate"
        tally = voting.VoteTally(tuple(r[0].strip() for r in good),
                                 np.array([voting.parse_votes(r[1]) for r in good], dtype=np.int64))
        return tally, len(bad), ""

    def set_dataset(self, tally: voting.VoteTally) -> None:
        self.beginResetModel()
        self._rows = [[name, str(int(v))] for name, v in zip(tally.candidates, tally.votes)]
        self.endResetModel()
        self._revalidate()
        self._changed()


class LunchModel(ScenarioTableModel):
    """Column 0: the individual's name; one checkbox column per option (checked = likes)."""

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
            return f"{self._names[r] or 'This person'} {'likes' if self._likes[r, c - 1] else 'dislikes'} " \
                   f"{self._options[c - 1]}"
        return None

    def setData(self, index: QModelIndex, value, role=Qt.EditRole) -> bool:
        if not index.isValid():
            return False
        r, c = index.row(), index.column()
        if c == 0 and role == Qt.EditRole:
            self._names[r] = str(value).strip()
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
        name = name.strip()
        if not name:
            return "an option needs a name"
        others = [o for j, o in enumerate(self._options) if column is None or j != column - 1]
        if name in others:
            return f"there is already an option called {name!r}"
        return None

    def add_option(self, name: str) -> None:
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
        """Rows of like/dislike words; a first cell that is not one is taken as the person's name."""
        rows = split_pasted(text)
        if not rows:
            return 0
        at_row = max(0, min(at_row, len(self._names)))
        self.beginResetModel()
        k_opt = len(self._options)
        for k, cells in enumerate(rows):
            r = at_row + k
            if r >= len(self._names):
                self._names.append(f"Person {len(self._names) + 1}")
                self._likes = np.concatenate([self._likes, np.zeros((1, k_opt), dtype=bool)], axis=0)
            first_is_like = True
            try:
                lunch.parse_like(cells[0])
            except ValueError:
                first_is_like = False
            if not first_is_like and len(cells) > k_opt:
                self._names[r] = cells[0]
                cells = cells[1:]
            for j in range(k_opt):
                self._set_like(r, j + 1, cells[j] if j < len(cells) else "")
        self.endResetModel()
        self._changed()
        return len(rows)

    def to_session(self) -> dict:
        return {"options": list(self._options), "names": list(self._names),
                "likes": self._likes.astype(int).tolist(),
                "invalid": [[r, c, text] for (r, c), (text, _why) in sorted(self._errors.items())]}

    def from_session(self, data: dict) -> None:
        self.beginResetModel()
        self._options = list(data["options"])
        self._names = list(data["names"])
        self._likes = np.array(data["likes"], dtype=bool).reshape(len(self._names), len(self._options))
        self._errors = {}
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
        names = tuple(self._names[i] or f"Person {i + 1}" for i in keep)
        return lunch.LunchPreferences(tuple(self._options), self._likes[keep], names), len(bad), ""

    def set_dataset(self, prefs: lunch.LunchPreferences) -> None:
        self.beginResetModel()
        self._options = list(prefs.options)
        self._names = list(prefs.names) if prefs.names is not None else [f"Person {i + 1}" for i in range(prefs.n)]
        self._likes = np.array(prefs.likes, dtype=bool)
        self._errors = {}
        self.endResetModel()
        self._changed()
