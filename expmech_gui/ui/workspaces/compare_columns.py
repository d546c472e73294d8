"""The Compare table's columns fit the window's width (issue 35): every column is as wide as its widest cell or
title line (by font metrics, never a word cut); when the titles on one line do not all fit, a title wider than its
column's numbers goes onto two lines, broken at the space that makes its longer line the shortest ("Chance eines
schlechten Ergebnisses"), and when that is still wider than the table, the columns of words that wrap — the
configuration's name, '0.246 miss of the uniform guess', 'ε it was given' — are cut down to one common width, never
below their longest word (their rows grow a line instead). Only where even that does not fit (German presentation
type at 1280 px) does the table scroll sideways. German presentation type at 1920×1080 had the last column cut
behind a scroll bar, every title on one line."""
from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QHeaderView, QStyle, QTableWidget

SOURCE_ROLE = Qt.UserRole + 7  # a header item's title on one line (its text may be the two-line form)
LEAST_WRAP_CHARACTERS = 12  # a column of wrapping words is never narrower than this many average characters


def balanced_lines(title: str, width_of) -> str:
    """``title`` on two lines, broken at the space that makes the longer line the shortest (``width_of``: a text's
    width in px); a title of one word as it is."""
    words = title.split(" ")
    if len(words) < 2:
        return title
    splits = (" ".join(words[:k]) + "\n" + " ".join(words[k:]) for k in range(1, len(words)))
    return min(splits, key=lambda text: max(width_of(line) for line in text.split("\n")))


def set_title(table: QTableWidget, column: int, title: str) -> None:
    """Column ``column``'s title on one line (fit_columns breaks it where it must)."""
    item = table.horizontalHeaderItem(column)
    item.setData(SOURCE_ROLE, title)
    item.setText(title)


def _title(table: QTableWidget, column: int) -> str:
    item = table.horizontalHeaderItem(column)
    source = item.data(SOURCE_ROLE)
    return source if source else item.text().replace("\n", " ")


def _cells(table: QTableWidget, column: int) -> list:
    """The column's items, those spanning several columns (a refused row's reason) left out."""
    items = (table.item(row, column) for row in range(table.rowCount()) if table.columnSpan(row, column) == 1)
    return [item for item in items if item is not None and item.text()]


def _cell_width(table: QTableWidget, item, text: str | None = None) -> int:
    """The px a cell needs for ``text`` (its own text by default) on one line: the text, the item view's text
    margin each side (QStyle's focus-frame margin + 1, as QCommonStyle lays out an item's text) and the grid line."""
    margin = table.style().pixelMetric(QStyle.PM_FocusFrameHMargin, None, table) + 1
    advance = QFontMetricsF(table.font()).horizontalAdvance(item.text() if text is None else text)
    return math.ceil(advance) + 2 * margin + 2  # (a fraction of a px short wraps the last word: "(ε\n= ∞)")


def fit_columns(table: QTableWidget, wrapping: tuple[int, ...]) -> None:
    """Titles, widths and row heights of ``table``'s columns for its width now (module doc); the columns in
    ``wrapping`` hold words that may wrap onto more lines."""
    header = table.horizontalHeader()
    metrics = header.fontMetrics()
    titles, wanted, least = [], [], []
    for column in range(table.columnCount()):
        cells = _cells(table, column)
        content = max((_cell_width(table, item) for item in cells), default=0)
        item = table.horizontalHeaderItem(column)
        title = _title(table, column)
        item.setText(title)
        one_line = header.sectionSizeHint(column)
        item.setText(balanced_lines(title, metrics.horizontalAdvance))
        two_lines = header.sectionSizeHint(column)  # (a title of one word: the same)
        titles.append((title, one_line, item.text()))
        wanted.append(max(content, one_line if one_line <= content else two_lines))
        if column in wrapping:
            words = max((_cell_width(table, item, word) for item in cells for word in item.text().split(" ")),
                        default=0)
            least.append(min(wanted[-1], max(two_lines, words, metrics.averageCharWidth() * LEAST_WRAP_CHARACTERS)))
        else:
            least.append(wanted[-1])
    room = table.viewport().width()
    whole = [max(want, one_line) for want, (_title, one_line, _broken) in zip(wanted, titles)]
    widths = whole if sum(whole) <= room else capped(wanted, least, room)  # room to spare: titles on one line
    if widths:
        widths[-1] += max(0, room - sum(widths))  # the last column over what is left
    header.setStretchLastSection(False)
    for column, (width, (title, one_line, broken)) in enumerate(zip(widths, titles)):
        table.horizontalHeaderItem(column).setText(title if width >= one_line else broken)
        header.setSectionResizeMode(column, QHeaderView.Interactive)
        header.resizeSection(column, width)
    table.resizeRowsToContents()


def capped(wanted: list[int], least: list[int], room: int) -> list[int]:
    """Column widths within ``room`` where they can be: every column as ``wanted`` when they fit, else the widest
    ones cut down to one common cap — never below their ``least`` — the largest cap that fits (found by bisection;
    the narrow columns keep their width, the long words wrap)."""
    def at(cap: int) -> list[int]:
        return [max(low, min(want, cap)) for want, low in zip(wanted, least)]

    if sum(wanted) <= room:
        return list(wanted)
    low, high = 0, max(wanted, default=0)  # at(low) is the least widths; at(high) is wanted
    while high - low > 1:
        middle = (low + high) // 2
        low, high = (middle, high) if sum(at(middle)) <= room else (low, middle)
    return at(low)


def needs_fitting(table: QTableWidget, column: int) -> bool:
    """Whether a cell of ``column`` (one not wrapping: a number) has grown wider than the column."""
    width = table.horizontalHeader().sectionSize(column)
    return any(_cell_width(table, item) > width for item in _cells(table, column))


class _Refit(QObject):
    def __init__(self, table: QTableWidget, fit) -> None:
        super().__init__(table)
        self.fit = fit

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Resize and event.size().width() != event.oldSize().width():
            self.fit()
        return False


def refit_when_resized(table: QTableWidget, fit) -> None:
    """``fit()`` each time the width of ``table``'s viewport changes (the window resized, maximised, a scroll bar
    shown): the viewport's own resize, when its new width is in place (the table's comes before it)."""
    table.viewport().installEventFilter(_Refit(table, fit))
