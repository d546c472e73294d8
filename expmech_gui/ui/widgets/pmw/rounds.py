"""The PMW view's compact table: one row per round (query, the hypothesis's answer, the true answer, what PMW
released, whether it was an update round), answers as percentages of the people."""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtGui import QFont

from ....core import formatting

COLUMNS = ("#", "query", "guess", "true", "answer", "update")
TIPS = ("The query's place in the stream", "The counting query asked",
        "The public guess (hypothesis) answers this, before the round (share of the people)",
        "The true answer on the data (share of the people; never shown to the analyst)",
        "What PMW answered: the guess's answer in a lazy round, a noisy true answer in an update round",
        "Update round: the guess missed by about T or more, so PMW paid privacy to answer and to correct it")


def percent(fraction: float) -> str:
    """A share of the people as a percentage: '31.2%', '—' when there is none (after PMW halted)."""
    if not np.isfinite(fraction):
        return "—"
    return formatting.plain(100 * fraction, 3) + "%"


class RoundsModel(QAbstractTableModel):
    """Read-only rows of a PMW run (``set_run``); update rows in bold."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.run, self.labels = None, ()
        self._bold = QFont()
        self._bold.setBold(True)

    def set_run(self, run, labels) -> None:
        self.beginResetModel()
        self.run, self.labels = run, tuple(labels)
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() or self.run is None else int(self.run.query.size)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if orientation != Qt.Horizontal:
            return None
        if role == Qt.DisplayRole:
            return COLUMNS[section]
        if role == Qt.ToolTipRole:
            return TIPS[section]
        return None

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid() or self.run is None:
            return None
        t, col = index.row(), index.column()
        r = self.run
        if role == Qt.FontRole and r.update[t]:
            return self._bold
        if role == Qt.TextAlignmentRole and col != 1:
            return int(Qt.AlignRight | Qt.AlignVCenter)
        if role not in (Qt.DisplayRole, Qt.ToolTipRole):
            return None
        halted = r.halted_at is not None and t >= r.halted_at
        return (str(t + 1), self.labels[int(r.query[t])], percent(r.hypothesis_answer[t]),
                percent(r.true_answer[t]), percent(r.answer[t]),
                "halted" if halted else ("yes" if r.update[t] else ""))[col]
