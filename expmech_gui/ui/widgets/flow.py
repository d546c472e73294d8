"""A row of widgets that goes on to a next line where the row is too narrow for them (Qt's flow layout example):
the run buttons keep their whole names when a language's are longer (German "Einmal ausführen", "Zurücksetzen") or
presentation mode doubles the type, instead of being cut; so do the one-person view's menu, labels and boxes, each
label kept beside its box (LineLabel and FittedLineEdit ask for the width of what they show)."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLineEdit, QStyle

from .text import WrappingLabel

LONGEST_NAME = 24  # characters: a longer typed name scrolls in its box (which must not widen the row)


class LineLabel(WrappingLabel):
    """A plain-text label on one line where its row has the room, its words wrapped where it has less (Qt's own
    hint for a wrapping label is a narrow two-line block: "Kandidat (Zeile / oder Name)" beside a wide line)."""

    def sizeHint(self) -> QSize:
        if not self.text():
            return QSize(0, 0)
        margins = self.contentsMargins()
        width = (self.fontMetrics().horizontalAdvance(self.text()) + 2  # (2: rounding, or Qt wraps the last word)
                 + margins.left() + margins.right() + 2 * self.margin())
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return super().minimumSizeHint() if self.text() else QSize(0, 0)


class FittedLineEdit(QLineEdit):
    """A typed box as wide as what it holds (a name in presentation type read "Ms F" in a box of fixed width), at
    least ``least`` digits wide."""

    def __init__(self, text: str = "", parent=None, least: int = 4) -> None:
        super().__init__(text, parent)
        self.least = least
        self.textChanged.connect(self.updateGeometry)

    def sizeHint(self) -> QSize:
        """Qt's hint (room for 17 × "x") with that room made the text's (the placeholder's when empty), at least
        ``least`` digits' and at most LONGEST_NAME characters', plus a character's for the cursor."""
        hint, metrics = super().sizeHint(), self.fontMetrics()
        shown = self.text() or self.placeholderText()
        need = min(max(metrics.horizontalAdvance(shown), metrics.horizontalAdvance("0" * self.least)),
                   LONGEST_NAME * metrics.averageCharWidth())
        return QSize(hint.width() - 17 * metrics.horizontalAdvance("x") + need + metrics.averageCharWidth(),
                     hint.height())


class FlowLayout(QLayout):
    """Widgets in reading order (left to right, or mirrored right to left) at their size hints, wrapping to a new
    line where the next one would not fit; widgets added with ``keep_with_next`` go on to the next line with the
    widget after them (a label with its box). A widget wider than the whole line is given the line's width (and,
    if it wraps its words, the height they need there)."""

    def __init__(self, parent=None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items = []
        self._kept: set = set()  # the items kept on one line with the item after them
        self._least_height = 0  # the height its lines take at the width it was last given (0: not laid out yet)
        self.setSpacing(spacing)
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item) -> None:  # noqa: N802 — Qt's name
        self._items.append(item)

    def keep_with_next(self, widget) -> None:
        """``widget`` (added already) stays on one line with the widget added after it, where the line has room."""
        self._kept.add(next(item for item in self._items if item.widget() is widget))

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int):  # noqa: N802 — Qt's name
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int):  # noqa: N802 — Qt's name
        if not 0 <= index < len(self._items):
            return None
        item = self._items.pop(index)
        self._kept.discard(item)
        return item

    def expandingDirections(self):  # noqa: N802 — Qt's name
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 — Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 — Qt's name
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 — Qt's name
        super().setGeometry(rect)
        height = self._place(rect, move=True)
        if height != self._least_height:  # more (or fewer) lines: the layouts around it measure it again
            self._least_height = height
            self.invalidate()

    def sizeHint(self) -> QSize:
        """All on one line."""
        shown = [item.sizeHint() for item in self._items if not item.isEmpty()]
        width = sum(s.width() for s in shown) + self.spacing() * max(len(shown) - 1, 0)
        return QSize(width, max((s.height() for s in shown), default=0))

    def minimumSize(self) -> QSize:  # noqa: N802 — Qt's name
        """As wide as the widest widget (one to a line at the narrowest); as tall as its lines at the width it has
        (a scrolled page sizes its content by the least heights: Top-k's one-person form on three lines in
        presentation type, counted as one, had the plots' legend drawn over the words under it)."""
        size = QSize()
        for item in self._items:
            if not item.isEmpty():
                size = size.expandedTo(item.sizeHint())
        return QSize(size.width(), max(size.height(), self._least_height))

    def _size(self, item, width: int) -> QSize:
        """``item``'s size hint, no wider than ``width`` (taller then, if it wraps)."""
        hint = item.sizeHint()
        if hint.width() <= width or width <= 0:
            return hint
        return QSize(width, item.heightForWidth(width) if item.hasHeightForWidth() else hint.height())

    def _groups(self) -> list[list]:
        """The shown items in runs kept on one line (keep_with_next)."""
        groups, run = [], []
        for item in self._items:
            if item.isEmpty() or item.sizeHint().width() <= 0:  # (a label with no words takes no room)
                continue
            run.append(item)
            if item not in self._kept:
                groups.append(run)
                run = []
        return groups + ([run] if run else [])

    def _lines(self, width: int) -> list[list]:
        """The shown items line by line, each as (item, x from the line's start, size)."""
        lines, line, x = [], [], 0
        for group in self._groups():
            together = sum(item.sizeHint().width() for item in group) + self.spacing() * (len(group) - 1)
            if line and x + together > width:  # the run on a new line, where it may fit
                lines, line, x = lines + [line], [], 0
            for item in group:
                size = self._size(item, width)
                if line and x + size.width() > width:  # (a run wider than a line is split)
                    lines, line, x = lines + [line], [], 0
                line.append((item, x, size))
                x += size.width() + self.spacing()
        return lines + ([line] if line else [])

    def _place(self, rect: QRect, move: bool) -> int:
        """Lay the items out in ``rect`` (only measure unless ``move``), each centred on its line's height (a label
        beside a taller box reads level with its text): the height they take."""
        parent = self.parentWidget()
        direction = parent.layoutDirection() if parent is not None else Qt.LeftToRight  # right-to-left: mirrored
        lines = self._lines(rect.width())
        if move:  # the items with nothing to show take no room (and cover nothing)
            placed = {id(item) for line in lines for item, _x, _size in line}
            for item in self._items:
                if id(item) not in placed and not item.isEmpty():
                    item.setGeometry(QRect(rect.topLeft(), QSize(0, 0)))
        y = rect.y()
        for line in lines:
            height = max(size.height() for _item, _x, size in line)
            if move:
                for item, x, size in line:
                    at = QPoint(rect.x() + x, y + (height - size.height()) // 2)
                    item.setGeometry(QStyle.visualRect(direction, rect, QRect(at, size)))
            y += height + self.spacing()
        return max(y - self.spacing() - rect.y(), 0)
