"""The application font and palette changed a part of the window at a time (presentation mode's switch, issue 36
§3).

``QApplication.setFont`` gives every widget its new font at once, and the window then lays everything out again for
it: one step of 40–60 ms of the GUI thread; ``QApplication.setPalette`` sends every widget its new colours, ~30 ms
with every workspace built. A part *held* keeps the font and the colours it shows (explicit copies of them, which a
change of the application's does not reach, nor its children), and takes the application's again when *released*
(no font or palette of its own: exactly as if it had never been held), each part in a step of its own."""
from __future__ import annotations

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QWidget

EVERY_PROPERTY = 0xFFFFFFFF  # a font's resolve mask saying it sets every property itself (QFont::AllPropertiesResolved)
EVERY_COLOUR = (1 << 64) - 1  # a palette's resolve mask saying it sets every colour of every group itself


def hold(widgets) -> list[QWidget]:
    """Each of ``widgets`` keeps the font and the palette it shows now until ``release``; returns those held. One with
    a font, a palette or a style sheet of its own is not held (releasing it would take its own away): its children
    are, instead."""
    held = []
    for widget in widgets:
        if any(widget.testAttribute(own) for own in (Qt.WA_SetFont, Qt.WA_SetPalette, Qt.WA_StyleSheet)):
            held += hold(child for child in widget.children() if isinstance(child, QWidget) and not child.isWindow())
            continue
        font = QFont(widget.font())
        font.setResolveMask(EVERY_PROPERTY)
        widget.setFont(font)
        palette = QPalette(widget.palette())
        palette.setResolveMask(EVERY_COLOUR)
        widget.setPalette(palette)
        held.append(widget)
    return held


def release(widgets) -> None:
    """``widgets`` (held) take the application font and palette again, as their parents pass them on."""
    for widget in widgets:
        if shiboken6.isValid(widget):
            widget.setFont(QFont())
            widget.setPalette(QPalette())
