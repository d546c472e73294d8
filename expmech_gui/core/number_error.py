"""The refusal of a number someone typed (core.numbers' parser, core.number_locale's reader): its own module, so
that the readers and core.translatable, which writes their sentences, import it without importing each other."""
from __future__ import annotations


class NumberError(ValueError):
    """Text that is not an acceptable number; the message says what was typed and how to fix it. ``kind`` says
    which refusal it is, whatever the language ("empty", "not a number", "outside", "not whole", "too large",
    "too small"), ``advice`` the fix alone (": use a decimal point, …")."""

    def __init__(self, text: str = "", kind: str = "", advice: str = "") -> None:
        super().__init__(text)
        self.kind, self.advice = kind, advice
