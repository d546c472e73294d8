"""The editor's model for a scenario with a plain rows table (``scenarios.framework.base.rows_table``): text cells
under ``scenario.table.columns``, saved as {"rows": [[cell, …], …]}, read into a dataset by
``scenario.table.dataset`` — the same function the session reader and the CLI use.

A row the scenario cannot read is shown red with the reason and left out of runs, like the other
models; every cell keeps what was typed.
"""
from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt

from ...core.errors import DataError
from ...core.problem import ProblemError
from ...scenarios.framework import typed_tables as tt
from ...scenarios.framework.base import read_rows
from .table_models import ScenarioTableModel, as_typed



class RowsModel(ScenarioTableModel):
    """Rows of text cells; ``dataset()`` → (scenario dataset or None, rows excluded, message)."""

    def __init__(self, scenario, parent=None) -> None:
        super().__init__(parent)
        self.scenario = scenario
        self.columns = tuple(scenario.table.columns)
        self._rows: list[list[str]] = []
        self.NO_DATA = (f"no data yet: type or paste rows ({', '.join(self.columns)}), import a CSV or load a "
                        "preset")

    # --- Qt model -----------------------------------------------------------------------------
    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def column_title(self, section: int) -> str:
        return self.columns[section]

    def cell(self, row: int, col: int, role: int):
        return self._rows[row][col] if role in (Qt.DisplayRole, Qt.EditRole) else None

    def setData(self, index: QModelIndex, value, role=Qt.EditRole) -> bool:
        if role != Qt.EditRole or not index.isValid():
            return False
        self._rows[index.row()][index.column()] = as_typed(value)
        self._validate()  # any row's mark may change (a duplicate, say): every cell is told, without a reset,
        self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, len(self.columns) - 1))
        self._changed()  # which would close the cell editor while it commits (Qt warns of a foreign editor)
        return True

    # --- editing ---------------------------------------------------------------------------------
    def insert_rows(self, at: int, count: int = 1) -> None:
        at = max(0, min(at, len(self._rows)))
        rows = [list(r) for r in self._rows]
        rows[at:at] = [[""] * len(self.columns) for _ in range(count)]
        self._reset(rows)

    def remove_rows(self, rows) -> None:
        drop = {int(r) for r in rows if 0 <= r < len(self._rows)}
        if drop:
            self._reset([r for i, r in enumerate(self._rows) if i not in drop])

    def paste_text(self, text: str, at_row: int) -> int:
        """Paste rows of cells from ``at_row`` (overwriting, appending past the end); a short row leaves its
        missing cells empty. PasteError (nothing changed) when a row has more cells than the table."""
        width = len(self.columns)
        pasted = tt.split_pasted(text, width, what=f"the {self.scenario.title} table ({', '.join(self.columns)})")
        if not pasted:
            return 0
        at_row = max(0, min(at_row, len(self._rows)))
        rows = [list(r) for r in self._rows]
        end = at_row + len(pasted)
        rows += [[""] * width for _ in range(max(0, end - len(rows)))]
        rows[at_row:end] = [[c.strip() for c in cells] + [""] * (width - len(cells)) for cells in pasted]
        self._reset(rows)
        return len(pasted)

    # --- sessions and undo --------------------------------------------------------------------------
    def to_session(self, compact: bool = False) -> dict:  # text cells: no compact form
        return {"rows": [list(r) for r in self._rows]}

    def from_session(self, data: dict) -> None:
        self._reset([[str(c) for c in r] for r in data["rows"]])

    def snapshot(self):
        return [list(r) for r in self._rows]

    def restore(self, snap) -> None:
        self._reset([list(r) for r in snap])

    def set_dataset(self, dataset) -> None:
        self._reset([[str(c) for c in r] for r in self.scenario.table.from_dataset(dataset)["rows"]])

    def dataset(self):
        excluded = len(self.invalid_rows())
        if not self._rows:
            return None, 0, self.NO_DATA
        try:
            dataset, excluded = self.scenario.table.dataset({"rows": [list(r) for r in self._rows]})
        except (ProblemError, DataError) as exc:
            return None, excluded, str(exc)
        return dataset, excluded, ""

    # --- validation -----------------------------------------------------------------------------------
    def _reset(self, rows: list[list[str]]) -> None:
        self.beginResetModel()
        self._rows = rows
        self._validate()
        self.endResetModel()
        self._changed()

    def _validate(self) -> None:
        """Mark the rows the scenario leaves out of runs, with its reason: ``table.to_dataset`` (the reader
        ``rows_table`` keeps) names the first bad row of the rows still kept, until none is left."""
        self._errors = {}
        _dataset, errors, _failure = read_rows(self._rows, self.scenario.table.to_dataset)  # dataset() says a failure
        for row, exc in errors:
            self._mark(row, exc.column, exc.reason)

    def _mark(self, row: int, column, reason: str) -> None:
        col = self.columns.index(column) if column in self.columns else (column if isinstance(column, int)
                                                                         and 0 <= column < len(self.columns) else 0)
        self._errors[(row, col)] = (self._rows[row][col], reason)
