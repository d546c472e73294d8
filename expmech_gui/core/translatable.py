"""The mark on a text the user sees, so the translation tools find it (issue 35 §3).

``translatable("Run once")`` returns its argument unchanged, like Qt's ``QT_TR_NOOP``: the window translates the
text where it shows it (ui/language.py looks it up with ``QCoreApplication.translate`` in the "ExpMech" context),
and ``installer/extract_translations.py`` finds every marked literal with ``pyside6-lupdate`` (told that
``translatable`` spells ``QT_TR_NOOP``). Qt-free, so scenario and core modules can mark their titles too."""
from __future__ import annotations


def translatable(text: str) -> str:
    """``text`` itself: marked for extraction, translated where it is shown."""
    return text
