"""A typed number box (the parameter panel's ε and settings, Compare's, the gallery's): red with the reason when
its text is not acceptable, read through core.numbers like every other entry point, and shown in the language's
separators ("0,00333" in German) while it stores the number in the decimal point ("0.00333": sessions and undo
keep the same text in every language; issue 35 §3)."""
from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLineEdit

from ...core.decimal_comma import list_shown, list_with_points, typed_text
from ...core.problem import ProblemError
from .. import language, theme
from .text import rich_tooltip


class NumberField(QLineEdit):
    """A typed number box that turns red with the reason when its text is not acceptable; ``chars`` digits
    wide at any font size (presentation mode doubles the font)."""

    chars = 0  # set by fit_chars: the box's widest size, in digits

    def fit_chars(self, chars: int) -> None:
        self.chars = chars
        self.setMaximumWidth(self.fontMetrics().horizontalAdvance("0" * chars) + 2 * self.fontMetrics().height())

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.FontChange and self.chars:
            self.fit_chars(self.chars)

    def minimumSizeHint(self):
        """Wide enough for the number it holds (up to its widest size): a narrow column (German presentation mode)
        showed α "0,00333" as "0,003"."""
        hint = super().minimumSizeHint()
        metrics = self.fontMetrics()
        whole = metrics.horizontalAdvance(self.text() or "0") + 2 * metrics.height()  # (fit_chars's padding)
        hint.setWidth(min(max(hint.width(), whole), self.maximumWidth()))
        return hint

    def __init__(self, text: str, check, tooltip: str, parent=None, label: str = "") -> None:
        super().__init__(parent)
        self.setText(text)
        self.textEdited.connect(self._read_typed)  # first: whoever hears the edit reads plain() as typed
        self.label = label  # how a refusal names the box ("ε: must be …")
        self._check = check
        self._tooltip = tooltip
        self.setToolTip(tooltip)
        self.textChanged.connect(self._restyle)
        self.textChanged.connect(self.updateGeometry)  # (its least width follows its number)
        theme.changes().changed.connect(self._restyle)  # the refusal colours are the palette's

    def value(self) -> float:
        return self._check(self.typed())

    def typed(self) -> str:
        """The text as the parsers read it: a decimal comma made a point in a decimal-comma language."""
        return typed_text(self.text(), language.decimal_comma())

    def setText(self, text: str) -> None:
        """Set from elsewhere (a preset, a session, a button) with the number as stored ("0.00333"): shown in the
        language's separators ("0,00333" in German), from its start, not its end (QLineEdit leaves the cursor at the
        end, so '0.003322259136' read as '3322259136')."""
        self._stored, self._shown = text, self.shown_text(text)
        super().setText(self._shown)
        if not self.hasFocus():
            self.setCursorPosition(0)

    def shown_text(self, stored: str) -> str:
        """The stored text as the box shows it in the current language."""
        return language.shown_number(stored)

    def _read_typed(self, text: str) -> None:
        """What the user typed, read in the language it was typed in (a switch of language later keeps its value)."""
        try:
            self._stored = self.typed()
        except ValueError:
            self._stored = text
        self._shown = text

    def plain(self) -> str:
        """The box's text as stored (sessions, undo): the number in the decimal point whatever the language, so
        "0,00333" shown in German is "0.00333"; a text that is not a number (or has two readings) as typed."""
        if self.text() != self._shown:  # changed without an edit signal (e.g. a test's QLineEdit.insert)
            self._read_typed(self.text())
        return self._stored

    def show_in_language(self) -> None:
        """Show the box's number again in the current language's separators (after a switch of language); a text
        being typed (focused, not yet committed) is left under the cursor as it is."""
        if not (self.hasFocus() and self.isModified()):
            self.setText(self.plain())

    def error(self) -> str | None:
        try:
            self._check(self.typed())
        except (ValueError, ProblemError, ArithmeticError) as exc:
            return str(exc)
        return None

    def _restyle(self, *_args) -> None:
        err = self.error()
        self.setStyleSheet("" if err is None else
                           f"QLineEdit {{ background: {theme.color('error_bg')}; color: {theme.color('error')}; }}")
        tip = language.translated_text(self._tooltip) if self._tooltip else ""  # as the walk puts it (0,25 in German)
        self.setToolTip(tip if err is None else rich_tooltip(f"{err}\n\n{tip}"))


class NumberListField(NumberField):
    """A box of several numbers (the gallery's data): in English separated by commas or spaces; where the decimal
    sign is a comma (German) by semicolons or spaces, "1,8; 2,4" (core.decimal_comma.list_with_points). Stored as
    "1.8, 2.4" in every language, shown in the language's way."""

    def typed(self) -> str:
        return list_with_points(self.text(), language.decimal_comma())

    def shown_text(self, stored: str) -> str:
        return list_shown(stored, language.current())
