"""A row of widgets that goes on to a next line where the row is too narrow for them (Qt's flow layout example):
the run buttons keep their whole names when a language's are longer (German "Einmal ausführen", "Zurücksetzen") or
presentation mode doubles the type, instead of being cut."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QStyle


class FlowLayout(QLayout):
    """Widgets in reading order (left to right, or mirrored right to left) at their size hints, wrapping to a new
    line where the next one would not fit."""

    def __init__(self, parent=None, spacing: int = 6, least_height_follows_width: bool = False) -> None:
        super().__init__(parent)
        self._items = []
        # the least height the lines take at the width last given, not one line's: a layout holding it (a box layout
        # measures its least height without heightForWidth) then never squeezes the wrapped lines onto each other
        self.follows_width = least_height_follows_width
        self._lines_height = 0
        self.setSpacing(spacing)
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item) -> None:  # noqa: N802 — Qt's name
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int):  # noqa: N802 — Qt's name
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int):  # noqa: N802 — Qt's name
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self):  # noqa: N802 — Qt's name
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 — Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 — Qt's name
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 — Qt's name
        super().setGeometry(rect)
        height = self._place(rect, move=True)
        if self.follows_width and height != self._lines_height:
            self._lines_height = height
            self.update()  # the layouts holding it measure again (once: at this width the height stays)

    def sizeHint(self) -> QSize:
        """All on one line."""
        shown = [item.sizeHint() for item in self._items if not item.isEmpty()]
        width = sum(s.width() for s in shown) + self.spacing() * max(len(shown) - 1, 0)
        return QSize(width, max((s.height() for s in shown), default=0))

    def minimumSize(self) -> QSize:  # noqa: N802 — Qt's name
        """As wide as the widest widget (one to a line at the narrowest)."""
        size = QSize()
        for item in self._items:
            if not item.isEmpty():
                size = size.expandedTo(item.sizeHint())
        if self.follows_width:
            size.setHeight(max(size.height(), self._lines_height))
        return size

    def _place(self, rect: QRect, move: bool) -> int:
        """Lay the items out in ``rect`` (only measure unless ``move``): the height they take."""
        x, y, line = rect.x(), rect.y(), 0
        parent = self.parentWidget()
        direction = parent.layoutDirection() if parent is not None else Qt.LeftToRight  # right-to-left: mirrored
        for item in self._items:
            if item.isEmpty():
                continue
            hint = item.sizeHint()
            if x > rect.x() and x + hint.width() > rect.right() + 1:
                x, y, line = rect.x(), y + line + self.spacing(), 0
            if move:
                item.setGeometry(QStyle.visualRect(direction, rect, QRect(QPoint(x, y), hint)))
            x += hint.width() + self.spacing()
            line = max(line, hint.height())
        return y + line - rect.y()
