"""A text in the chosen language: Qt's translation of its English in the one context, "ExpMech", of
resources/i18n/expmech_<code>.ts (the translator is installed by ui/language.py)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

CONTEXT = "ExpMech"


def tr(text: str) -> str:
    """``text`` in the current language (itself when the catalogue has no translation)."""
    return QCoreApplication.translate(CONTEXT, text)
