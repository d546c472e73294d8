"""A setting that is a choice (a concept class, a query class) shown as a menu with the typed box's interface, so
the parameter panel, presets, undo and sessions treat it like any other setting (its text is the choice's name,
which the setting's ``parse`` reads back)."""
from __future__ import annotations

from typing import Callable, Mapping

from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import QComboBox


class ChoiceBox(QComboBox):
    """``titles``: code → what the menu shows; ``names``: code → the saved text; ``parse(text)`` → code. As wide as
    its longest title where there is room, never narrower than the chosen one."""

    textEdited = Signal(str)

    def __init__(self, label: str, tooltip: str, titles: Mapping[int, str], names: Mapping[int, str],
                 parse: Callable[[str], float]) -> None:
        super().__init__()
        self.label, self.names, self.parse = label, dict(names), parse
        for code, title in titles.items():
            self.addItem(title, code)
        self.setToolTip(tooltip)
        self.currentIndexChanged.connect(lambda _i: self.textEdited.emit(self.text()))
        self.currentIndexChanged.connect(self.updateGeometry)

    def minimumSizeHint(self) -> QSize:
        """Room for the chosen title only: Qt's least width is the longest title's, and PAC's German "Intervalle auf
        einer Geraden (a ≤ x ≤ b)" in presentation type made the window's least width more than 1280 px."""
        hint, metrics = self.sizeHint(), self.fontMetrics()
        longest = max((metrics.horizontalAdvance(self.itemText(i)) for i in range(self.count())), default=0)
        return QSize(hint.width() - longest + metrics.horizontalAdvance(self.currentText()), hint.height())

    def text(self) -> str:
        return self.names[self.currentData()]

    plain = text  # the saved text, in every language (as a number box's plain())

    def setText(self, text: str) -> None:
        try:
            self.setCurrentIndex(self.findData(int(self.parse(text))))
        except ValueError:
            pass  # a session's unreadable choice leaves the menu as it was

    def value(self) -> float:
        return float(self.currentData())

    def error(self) -> None:
        return None

    def _restyle(self, *_args) -> None:
        """A menu is never refused."""

    def selectAll(self) -> None:
        """Nothing to select in a menu."""


def as_menu(form, boxes: dict, name: str, menu: ChoiceBox) -> None:
    """Put ``menu`` where the setting ``name``'s typed box is in ``form`` (and in ``boxes``)."""
    row = next(r for r in range(form.rowCount())
               if form.itemAt(r, form.ItemRole.FieldRole).widget() is boxes[name])
    form.removeRow(row)
    form.insertRow(row, menu.label, menu)
    boxes[name] = menu
