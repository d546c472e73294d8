"""A setting that is a choice (a concept class, a query class) shown as a menu with the typed box's interface, so
the parameter panel, presets, undo and sessions treat it like any other setting (its text is the choice's name,
which the setting's ``parse`` reads back)."""
from __future__ import annotations

from typing import Callable, Mapping

from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QFont, QFontMetrics, QPalette
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QStylePainter

from .. import theme


class ChoiceBox(QComboBox):
    """``titles``: code → what the menu shows; ``names``: code → the saved text; ``parse(text)`` → code. As wide as
    its longest title where there is room, never narrower than the chosen one — in presentation mode the chosen one
    a type step smaller (theme.type_steps), which it takes only where its room is short of the full type."""

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
        """Room for the chosen title only, in presentation mode one type step down: Qt's least width is the longest
        title's (PAC's German "Intervalle auf einer Geraden (a ≤ x ≤ b)" in presentation type: the window 1,283 px
        wide), and the chosen "Schwellen auf einer Geraden (x ≥ t)" in double type (459 px) beside the views' least
        and the plain-words summary made it 1,299 px on a 1280-px screen."""
        steps = theme.type_steps(self.font())
        return self._holding(steps[min(1, len(steps) - 1)])

    def _holding(self, font: QFont) -> QSize:
        """The box round the chosen title in ``font``, as Qt sizes a combo box: the style's frame and arrow round
        the text (the height the box's own type needs)."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        text = QSize(QFontMetrics(font).horizontalAdvance(self.currentText()), max(self.fontMetrics().height(), 14) + 2)
        return self.style().sizeFromContents(QStyle.CT_ComboBox, option, text, self)

    def title_font(self) -> QFont:
        """The type the chosen title is painted in: the box's own, or in presentation mode the largest step down
        at which the title fits its room (the smallest if none does)."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        room = self.style().subControlRect(QStyle.CC_ComboBox, option, QStyle.SC_ComboBoxEditField, self).width()
        steps = theme.type_steps(self.font())
        return next((font for font in steps if QFontMetrics(font).horizontalAdvance(self.currentText()) <= room - 2),
                    steps[-1])

    def paintEvent(self, _event) -> None:
        """Qt's painting (QComboBox::paintEvent), the chosen title in ``title_font``."""
        painter = QStylePainter(self)
        painter.setPen(self.palette().color(QPalette.Text))
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.CC_ComboBox, option)
        painter.setFont(self.title_font())
        painter.drawControl(QStyle.CE_ComboBoxLabel, option)

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
