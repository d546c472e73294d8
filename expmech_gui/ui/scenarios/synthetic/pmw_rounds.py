"""The PMW view's compact table: one row per round (query, the hypothesis's answer, the true answer, what PMW
released, whether it was an update round), answers as percentages of the people."""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtGui import QFont

from ....core import formatting
from ....core.translatable import translatable
from ....scenarios.synthetic.round_words import round_mark
from ...language import tr

COLUMNS = ("#", translatable("question"), translatable("guess"), translatable("true"), translatable("answer"),
           translatable("corrected"))
TIPS = (translatable("The query's place in the stream"), translatable("The counting query asked"),
        translatable("The public guess (hypothesis) answers this, before the round (share of the people)"),
        translatable("The true answer on the data (share of the people; never shown to the analyst)"),
        translatable("What PMW answered: the guess's answer in a lazy round, a noisy true answer in an update round"),
        translatable("Corrected (an update round): the guess missed by about the threshold T or more, so PMW paid "
                     "privacy to answer and to correct it"))


def percent(fraction: float) -> str:
    """A share of the people as a percentage: '31.2%', '—' when there is none (after PMW halted)."""
    if not np.isfinite(fraction):
        return "—"
    return formatting.plain(100 * fraction, 3) + "%"


def row_texts(run, labels) -> list[tuple[str, ...]]:
    """The table's text, one tuple of the six columns per round: plain Python, so the view's job makes it on its
    worker thread (the table sizes its columns to every row's text: 5,000 rounds would format 30,000 cells on the
    GUI thread)."""
    halted_at = run.halted_at
    out = []
    for t, (q, guess, true, answer, update) in enumerate(zip(run.query.tolist(), run.hypothesis_answer.tolist(),
                                                             run.true_answer.tolist(), run.answer.tolist(),
                                                             run.update.tolist())):
        halted = halted_at is not None and t >= halted_at
        out.append((str(t + 1), labels[int(q)], percent(guess), percent(true), percent(answer),
                    round_mark(update, halted)))
    return out


# Qt's roles as plain ints (comparing Qt's enum members costs microseconds, and data() runs 30,000 times)
_TEXT_ROLES = frozenset((int(Qt.DisplayRole.value), int(Qt.ToolTipRole.value)))
_FONT_ROLE, _ALIGNMENT_ROLE = int(Qt.FontRole.value), int(Qt.TextAlignmentRole.value)
_RIGHT = int((Qt.AlignRight | Qt.AlignVCenter).value)


class RoundsModel(QAbstractTableModel):
    """Read-only rows of a PMW run (``set_run``); update rows in bold."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.run, self.labels, self.texts, self._update = None, (), [], []
        self._bold = QFont()
        self._bold.setBold(True)

    def set_run(self, run, labels, texts=None) -> None:
        """Show ``run``; ``texts`` are its ``row_texts`` when already made (off the GUI thread)."""
        self.beginResetModel()
        self.run, self.labels = run, tuple(labels)
        self.texts = texts if texts is not None else row_texts(run, self.labels)
        self._update = run.update.tolist()
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() or self.run is None else int(self.run.query.size)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if orientation != Qt.Horizontal:
            return None
        if role == Qt.DisplayRole:
            return tr(COLUMNS[section])
        if role == Qt.ToolTipRole:
            return tr(TIPS[section])
        return None

    def data(self, index, role=Qt.DisplayRole):
        """Called for every cell of every round when the columns are sized: plain ints compared, nothing made."""
        if not index.isValid() or self.run is None:
            return None
        role = int(role)
        if role in _TEXT_ROLES:
            return self.texts[index.row()][index.column()]
        if role == _FONT_ROLE:
            return self._bold if self._update[index.row()] else None
        if role == _ALIGNMENT_ROLE and index.column() != 1:
            return _RIGHT
        return None
