"""The lunch workspace's table (a Name column and one checkbox column per option) and its option buttons:
add, remove and rename an option (a column; double-clicking a header renames it too).
"""
from __future__ import annotations

from itertools import chain

import numpy as np
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QToolButton

from ....scenarios.framework import prior
from ....scenarios.lunch import lunch
from ....scenarios.framework import typed_tables as tt
from ....scenarios.framework.typed_tables import MAX_NAME_CHARS, MAX_OPTIONS, PasteError, TableLimitError
from ...widgets.dialogs import ask_text, warn_plain
from ...widgets.table_models import ScenarioTableModel, plain_tooltip
from .. import ScenarioUI
from ..prior_column import PRIOR_OPTIONS_ASK, PRIOR_OPTIONS_BUTTON, PRIOR_OPTIONS_TIP, header_title, prior_row
from ... import language
from ....core.translatable import message, translatable
from ...language import tr


class LunchModel(ScenarioTableModel):
    """Column 0: the individual's name; one checkbox column per option (checked = likes); optionally a prior weight
    per option as typed (``_weights``, shown in the option's header; None: uniform)."""

    NO_DATA = translatable("no data yet: add at least one person's likes, import a CSV or load a preset")

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._options: list[str] = []
        self._names: list[str] = []
        self._likes = np.zeros((0, 0), dtype=bool)
        self._weights: list[str] | None = None

    @property
    def options(self) -> list[str]:
        return list(self._options)

    @property
    def weights(self) -> list[str] | None:
        return None if self._weights is None else list(self._weights)

    def set_weights(self, texts: list[str] | None) -> None:
        """One prior weight per option, or None for the uniform prior; ValueError (nothing changed) naming the option
        of a bad weight, or when every weight is 0."""
        if texts is not None:
            if len(texts) != len(self._options):
                raise ValueError(message("give {count} prior weights, one per option, not {given}",
                                         count=len(self._options), given=len(texts)))
            lunch.LunchPreferences(tuple(self._options), self._likes, None, lunch.option_weights(self._options, texts))
        self._weights = None if texts is None else [t.strip() for t in texts]
        self.headerDataChanged.emit(Qt.Horizontal, 1, max(1, len(self._options)))
        self._changed()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._names)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else 1 + len(self._options)

    def column_title(self, section: int) -> str:
        if section == 0:
            return "Name"
        weight = "" if self._weights is None else f" · μ {self._weights[section - 1]}"
        return self._options[section - 1] + weight

    def header_tooltip(self, section: int) -> str | None:
        return translatable("Double-click to rename this option") if section > 0 else None

    def title_is_data(self, section: int) -> bool:
        return section > 0  # an option's name, as the plots show it ("Salad bar", not the header's "Salatbar")

    def flags(self, index: QModelIndex):
        if not index.isValid():
            return Qt.NoItemFlags
        base = Qt.ItemIsSelectable | Qt.ItemIsEnabled
        if index.column() == 0 or (index.row(), index.column()) in self._errors:
            return base | Qt.ItemIsEditable
        return base | Qt.ItemIsUserCheckable

    def cell(self, r: int, c: int, role: int):
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
            raise TableLimitError(message("the lunch table already has {most} options, the most the app supports",
                                          most=MAX_OPTIONS))
        problem = self.option_name_problem(name)
        if problem:
            raise ValueError(problem)
        col = len(self._options) + 1
        self.beginInsertColumns(QModelIndex(), col, col)
        self._options.append(name.strip())
        if self._weights is not None:
            self._weights.append("1")
        self._likes = np.concatenate([self._likes, np.zeros((len(self._names), 1), dtype=bool)], axis=1)
        self.endInsertColumns()
        self._changed()

    def remove_option(self, column: int) -> None:
        if not 1 <= column <= len(self._options):
            return
        if len(self._options) == 1:
            raise ValueError(message("lunch needs at least one option"))
        self.beginResetModel()
        del self._options[column - 1]
        if self._weights is not None:
            del self._weights[column - 1]
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
                raise PasteError(message("Nothing was pasted: the lunch table has no options yet; add the options "
                                         "(columns) first"))
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
                "invalid": [[r, c, text] for (r, c), (text, _why) in sorted(self._errors.items()) if c > 0],
                **({"weights": list(self._weights)} if self._weights is not None else {})}

    def from_session(self, data: dict) -> None:
        tt.check_options(data["options"])
        self.beginResetModel()
        self._options = [str(o).strip() for o in data["options"]]
        self._names = [str(x) for x in data["names"]]
        self._likes = np.array(data["likes"], dtype=bool).reshape(len(self._names), len(self._options))
        self._weights = list(data["weights"]) if data.get("weights") is not None else None
        self._errors = {}
        for r, name in enumerate(self._names):
            self._set_name(r, name)
        for r, c, text in data.get("invalid", []):
            self._set_like(r, c, text)
        self.endResetModel()
        self._changed()

    def snapshot(self):
        return list(self._options), list(self._names), self._likes.copy(), dict(self._errors), self.weights

    def restore(self, snap) -> None:
        self.beginResetModel()
        self._options, self._names = list(snap[0]), list(snap[1])
        self._weights = None if snap[4] is None else list(snap[4])
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
        try:
            weights = lunch.option_weights(self._options, self._weights)
            prefs = lunch.LunchPreferences(tuple(self._options), self._likes[keep], names, weights)
        except ValueError as exc:  # DataError: a weight set before an option was renamed cannot be bad, but be safe
            return None, len(bad), str(exc)
        return prefs, len(bad), ""

    def set_dataset(self, prefs: lunch.LunchPreferences) -> None:
        """Show ``prefs``; TableLimitError (nothing changed) beyond the table's limits on options."""
        tt.check_options(prefs.options)
        self.beginResetModel()
        self._options = list(prefs.options)
        self._names = list(prefs.names) if prefs.names is not None else [f"Person {i + 1}" for i in range(prefs.n)]
        self._likes = np.array(prefs.likes, dtype=bool)
        self._weights = None if prefs.weights is None else [prior.weight_text(w) for w in prefs.weights.tolist()]
        self._errors = {}
        for r, name in enumerate(self._names):
            if len(name) > MAX_NAME_CHARS:
                self._set_name(r, name)
        self.endResetModel()
        self._changed()


class UI(ScenarioUI):
    """The lunch table, and buttons that add, remove and rename its options."""

    def table_model(self) -> LunchModel:
        return LunchModel()

    def attach(self, workspace) -> None:
        super().attach(workspace)
        editor = workspace.editor
        for text, slot, tip in ((translatable("+ Option"), self.add_option,
                                 translatable("Add a lunch option (a column)")),
                                (translatable("− Option"), self.remove_option,
                                 translatable("Remove the selected option's column")),
                                (translatable("Rename option…"), self.rename_option,
                                 translatable("Rename the selected option (or double-click its header)"))):
            b = QToolButton(text=text)
            b.setToolTip(tip)
            b.clicked.connect(lambda _checked=False, slot=slot: slot())
            editor.extra_buttons.addWidget(b)
        editor.extra_buttons.addStretch(1)
        if self.scenario.prior is not None:  # Lunch, not Top-k likes (its mechanisms take no prior)
            ask = QToolButton(text=language.tr(PRIOR_OPTIONS_BUTTON))
            ask.setToolTip(language.tr(PRIOR_OPTIONS_TIP))
            ask.clicked.connect(lambda _checked=False: self.ask_weights())
            prior_row(workspace, ask)
        header = editor.view.horizontalHeader()
        header.sectionDoubleClicked.connect(self._header_double_clicked)
        header.setStretchLastSection(False)
        header.setDefaultSectionSize(64)

    def ask_weights(self) -> None:
        """Ask for one prior weight per option (comma-separated; empty: the uniform prior); a refusal changes nothing."""
        model = self.workspace.model
        now = ", ".join(model.weights or ["1"] * len(model.options))
        text, ok = ask_text(self.workspace, header_title(), language.tr(PRIOR_OPTIONS_ASK).format(
            options=", ".join(model.options)), text=now)
        if not ok:
            return
        texts = [t.strip() for t in text.replace(";", ",").split(",")] if text.strip() else None
        try:
            model.set_weights(texts)
        except ValueError as exc:
            warn_plain(self.workspace, header_title(), str(exc))
            return
        self.workspace.editor.view.resizeColumnsToContents()  # "Pizza · μ 2" whole in its header

    def _selected_option_column(self) -> int | None:
        col = self.workspace.editor.view.currentIndex().column()
        return col if col >= 1 else None

    def add_option(self) -> None:
        name, ok = ask_text(self.workspace, tr("Add option"), tr("Name of the new option:"))
        if ok:
            try:
                self.workspace.model.add_option(name)
            except ValueError as exc:
                warn_plain(self.workspace, translatable("Cannot add option"), str(exc))

    def remove_option(self) -> None:
        col = self._selected_option_column()
        if col is None:
            self.workspace.statusMessage.emit(tr("Select a cell in the option's column first"))
            return
        try:
            self.workspace.model.remove_option(col)
        except ValueError as exc:
            warn_plain(self.workspace, translatable("Cannot remove option"), str(exc))

    def rename_option(self, col: int | None = None) -> None:
        col = col if isinstance(col, int) and col >= 1 else self._selected_option_column()
        if col is None:
            self.workspace.statusMessage.emit(tr("Select a cell in the option's column first"))
            return
        model = self.workspace.model
        old = model.options[col - 1]
        name, ok = ask_text(self.workspace, tr("Rename option"), tr("New name for “{name}”:").format(name=old),
                            text=old)
        if ok:
            try:
                model.rename_option(col, name)
            except ValueError as exc:
                warn_plain(self.workspace, translatable("Cannot rename option"), str(exc))

    def _header_double_clicked(self, section: int) -> None:
        if section >= 1:
            self.rename_option(section)
