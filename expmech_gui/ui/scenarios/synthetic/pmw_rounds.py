"""The PMW view's compact table: one row per round (query, the hypothesis's answer, the true answer, what PMW
released, whether it was an update round), answers as percentages of the people. A model over text made on the
view's job thread; its columns are sized from the few widest rows the job names, not by Qt's ResizeToContents (which
asks every cell of up to 1,000 rows for its size: ~90 ms of the GUI thread at 5,000 rounds)."""
from __future__ import annotations

import heapq

import numpy as np
from PySide6.QtCore import QAbstractTableModel, QEvent, QModelIndex, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHeaderView, QStyleOptionViewItem, QTableView

from ....core import formatting
from ....core.translatable import translatable
from ....scenarios.synthetic.round_words import round_mark
from ...language import current, shown, tr

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


def widest_rows(texts, update, keep: int = 3, columns=None) -> tuple[tuple[int, ...], ...]:
    """Per column, the rows whose text is longest: ``keep`` among the update rounds (drawn bold) and ``keep`` among
    the others. Digits are equally wide in a table's font, so these are the rows to measure for the column's
    width. Plain Python over the texts, made on the job's thread beside ``row_texts``; ``columns``: only these
    columns' rows (the others' empty)."""
    rows = range(len(texts))
    groups = ([t for t in rows if update[t]], [t for t in rows if not update[t]])
    return tuple(tuple(sorted({t for group in groups for t in heapq.nlargest(keep, group,
                                                                         key=lambda t, c=c: len(texts[t][c]))}))
                 if columns is None or c in columns else () for c in range(len(COLUMNS)))


# Qt's roles as plain ints (comparing Qt's enum members costs microseconds, and data() runs 30,000 times)
_TEXT_ROLES = frozenset((int(Qt.DisplayRole.value), int(Qt.ToolTipRole.value)))
_FONT_ROLE, _ALIGNMENT_ROLE = int(Qt.FontRole.value), int(Qt.TextAlignmentRole.value)
_RIGHT = int((Qt.AlignRight | Qt.AlignVCenter).value)
_SHARES = frozenset((2, 3, 4))  # the columns of shares of the people, shown in the language's separators


class RoundsModel(QAbstractTableModel):
    """Read-only rows of a PMW run (``set_run``); update rows in bold."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.run, self.labels, self.texts, self._update, self.widest = None, (), [], [], ()
        self._bold = QFont()
        self._bold.setBold(True)

    def set_run(self, run, labels, texts=None, widest=None) -> None:
        """Show ``run``; ``texts`` are its ``row_texts`` and ``widest`` its ``widest_rows`` when already made (off
        the GUI thread)."""
        self.beginResetModel()
        self.run, self.labels = run, tuple(labels)
        self.texts = texts if texts is not None else row_texts(run, self.labels)
        self._update = run.update.tolist()
        self.widest = widest if widest is not None else widest_rows(self.texts, self._update)
        self.endResetModel()

    def retranslate(self) -> None:
        """The 'corrected' column in the language in use now (the shares follow in ``data``; the questions are the
        data's), and its widest rows found again: a switch of language needs no new run."""
        if self.run is None:
            return
        mark = len(COLUMNS) - 1
        halted_at = self.run.halted_at
        self.texts = [(*row[:mark], round_mark(update, halted_at is not None and t >= halted_at))
                      for t, (row, update) in enumerate(zip(self.texts, self._update))]
        widest = list(self.widest) if self.widest else [()] * len(COLUMNS)
        widest[mark] = widest_rows(self.texts, self._update, columns=(mark,))[mark]
        self.widest = tuple(widest)
        if self.texts:
            self.dataChanged.emit(self.index(0, min(_SHARES)), self.index(len(self.texts) - 1, mark))  # (shares too)

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
            text = self.texts[index.row()][index.column()]  # (made in English on the job's thread: "31.2%")
            return shown(text) if index.column() in _SHARES and current() != "en" else text  # "31,2%" in German
        if role == _FONT_ROLE:
            return self._bold if self._update[index.row()] else None
        if role == _ALIGNMENT_ROLE and index.column() != 1:
            return _RIGHT
        return None


class RoundsTable(QTableView):
    """The rounds as a compact table: rows one line high, the question column taking the room left, the others as
    wide as their widest text or header (measured again when the font, the style or the language changes)."""

    def __init__(self, model: RoundsModel, parent=None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.verticalHeader().hide()
        self.verticalHeader().setMinimumSectionSize(1)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.Fixed)
        header.setSectionResizeMode(1, QHeaderView.Stretch)
        model.modelReset.connect(self.fit_columns)
        self.fit_rows()

    def fit_rows(self) -> None:
        """Rows one line high at the table's font, so the compact table shows as many rounds as it can."""
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 4)

    def fit_columns(self) -> None:
        """Each fixed column as wide as ResizeToContents would make it — the larger of the header's size hint and
        the item delegate's size hint of its cells (plus a pixel of grid) — asking only the model's widest rows."""
        model, header, delegate = self.model(), self.horizontalHeader(), self.itemDelegate()
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        grid = 1 if self.showGrid() else 0
        for column in range(model.columnCount()):
            if header.sectionResizeMode(column) == QHeaderView.Stretch:
                continue
            rows = model.widest[column] if model.widest else ()
            cells = max((delegate.sizeHint(option, model.index(row, column)).width() + grid for row in rows),
                        default=0)
            header.resizeSection(column, max(cells, header.sectionSizeHint(column)))

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.LanguageChange:
            QTimer.singleShot(0, self, self._relanguage)
        elif event.type() in (QEvent.FontChange, QEvent.StyleChange):
            QTimer.singleShot(0, self, self._refit)

    def _relanguage(self) -> None:
        """After a change of language (the new catalogue is in by then): the rows' marks in it, columns refitted."""
        self.model().retranslate()
        self._refit()

    def _refit(self) -> None:
        self.fit_rows()
        self.fit_columns()
