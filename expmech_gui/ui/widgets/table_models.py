"""The shared base of the scenarios' table models: invalid cells kept in place (never dropped silently).

Each model holds what the user typed; cells that do not parse are stored with their raw text and the
reason, shown red with a tooltip, and the rows they are on are excluded from runs (``dataset()``
returns the valid rows and the count of excluded ones). Each scenario's own model lives with its UI in
``ui/scenarios/<key>.py``; a scenario with a plain rows table gets ``rows_model.RowsModel``.

Pastes are parsed column-wise by ``scenarios.framework.typed_tables`` and a paste that does not fit raises
``PasteError`` before anything changes.
"""
from __future__ import annotations

import html

import numpy as np
from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor

from ...scenarios.framework.typed_tables import PasteError, TableLimitError
from .. import theme
from ..language import tr

__all__ = ["INVALID_BRUSH", "INVALID_TEXT", "PasteError", "ScenarioTableModel", "TableLimitError", "as_typed",
           "plain_tooltip"]

# an invalid cell in the light theme; the cell is painted in the colours of the palette in use (invalid_brushes)
INVALID_BRUSH = QBrush(QColor(theme.ROLE_COLORS["light"]["error_bg"]))
INVALID_TEXT = QBrush(QColor(theme.ROLE_COLORS["light"]["error"]))


# Qt's roles as plain ints: comparing Qt's enum members costs microseconds, and a header asks 10,000 times at once
_DISPLAY_ROLE, _TOOLTIP_ROLE = int(Qt.DisplayRole.value), int(Qt.ToolTipRole.value)


def invalid_brushes() -> tuple[QBrush, QBrush]:
    """(background, text) of an invalid cell in the palette in use."""
    return QBrush(QColor(theme.color("error_bg"))), QBrush(QColor(theme.color("error")))


def as_typed(value) -> str:
    """A typed cell's text without the spaces around it — unless it is nothing but spaces: then as typed, so a
    cell someone typed into never silently turns empty (it is refused, red, showing what was typed)."""
    text = str(value)
    return text.strip() or text


def plain_tooltip(text: str) -> str:
    """``text`` shown literally in a tooltip: Qt renders tooltip text that looks like markup as markup,
    so text with '<' or '&' goes out escaped inside a paragraph."""
    text = str(text)
    if "<" in text or "&" in text:
        return "<p style='white-space:pre-wrap'>" + html.escape(text, quote=False) + "</p>"
    return text


class ScenarioTableModel(QAbstractTableModel):
    """Common behaviour: invalid-cell store, edited signal, row insert/remove, paste."""

    edited = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._errors: dict[tuple[int, int], tuple[str, str]] = {}  # (row, col) → (raw text, reason)
        self.revision = 0  # counts the edits: a paste parsed on a thread lands only on the table it read
        self._known_dataset: tuple | None = None  # (revision, dataset()'s answer) made off the GUI thread

    # --- to be provided by subclasses ---------------------------------------------------------
    def dataset(self):  # -> (dataset or None, excluded rows, message)
        raise NotImplementedError

    def set_dataset(self, dataset) -> None:
        """The table becomes ``dataset`` — or what ``prepare_dataset`` made of it on a worker thread."""
        raise NotImplementedError

    def prepare_dataset(self, dataset):
        """What ``set_dataset`` takes for ``dataset``, made where it is called: a file import calls it on its worker
        thread, so a table that checks every row (the votes) does that off the GUI thread. Reads only its argument;
        by default the dataset itself."""
        return dataset

    def column_title(self, section: int) -> str:
        raise NotImplementedError

    def cell(self, row: int, col: int, role: int):
        """The value of a valid cell for ``role`` (an invalid cell shows its text and reason instead)."""
        raise NotImplementedError

    def header_tooltip(self, section: int) -> str | None:
        return None

    def title_is_data(self, section: int) -> bool:
        """Whether column ``section``'s title is the user's data (Lunch's options), shown as typed in every language,
        as the plots name it; other titles are the app's words, shown in the language in use."""
        return False

    # --- the Qt model interface, on top of the above -------------------------------------------------
    def headerData(self, section, orientation, role=Qt.DisplayRole):
        """Asked for every row's number whenever the font changes (F11): roles compared as plain ints."""
        role = int(role)
        if role == _DISPLAY_ROLE:
            if orientation != Qt.Horizontal:
                return str(section + 1)
            title = self.column_title(section)
            return title if self.title_is_data(section) else tr(title)
        if role == _TOOLTIP_ROLE and orientation == Qt.Horizontal:
            tip = self.header_tooltip(section)
            return tr(tip) if tip else tip
        return None

    def data(self, index: QModelIndex, role=Qt.DisplayRole):
        if not index.isValid():
            return None
        special = self._error_roles(index, role)
        return special if special is not None else self.cell(index.row(), index.column(), role)

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
        if role in (Qt.BackgroundRole, Qt.ForegroundRole):
            return invalid_brushes()[role == Qt.ForegroundRole]
        if role == Qt.ToolTipRole:
            return plain_tooltip(tr("Excluded from runs: {reason}").format(reason=err[1]))
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

    def _changed(self, dataset: tuple | None = None) -> None:
        """An edit: a new revision, and ``edited``. ``dataset``: what ``dataset()`` answers for the table as it now
        is, when a worker thread made it with the edit (a long paste): kept until the next edit."""
        self.revision += 1
        self._known_dataset = None if dataset is None else (self.revision, dataset)
        self.edited.emit()

    def known_dataset(self) -> tuple | None:
        """``dataset()``'s answer made off the GUI thread for the table as it is now, or None."""
        known = self._known_dataset
        return known[1] if known is not None and known[0] == self.revision else None

    def paste_plan(self, text: str, at_row: int):
        """For a long paste: a function, safe to run on a worker thread, that parses ``text`` against the table
        as it is now and returns what ``apply_paste`` lands (raising PasteError when the paste does not fit);
        None when this table pastes at once (``paste_text``)."""
        return None
