"""The application font changed a part of the window at a time (presentation mode's switch, issue 36 §3).

``QApplication.setFont`` gives every widget its new font at once, and the window then lays everything out again for
it: one step of 40–60 ms of the GUI thread. A part *held* keeps the font it shows (an explicit copy of it, which a
change of the application font does not reach, nor its children), and takes the application font again when
*released* (no font of its own: exactly as if it had never been held), each part in a step of its own."""
from __future__ import annotations

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QWidget

EVERY_PROPERTY = 0xFFFFFFFF  # a font's resolve mask saying it sets every property itself (QFont::AllPropertiesResolved)


def hold(widgets) -> list[QWidget]:
    """Each of ``widgets`` keeps the font it shows now until ``release``; returns those held. One with a font or a
    style sheet of its own is not held (releasing it would take its own font away): its children are, instead."""
    held = []
    for widget in widgets:
        if widget.testAttribute(Qt.WA_SetFont) or widget.testAttribute(Qt.WA_StyleSheet):
            held += hold(child for child in widget.children() if isinstance(child, QWidget) and not child.isWindow())
            continue
        font = QFont(widget.font())
        font.setResolveMask(EVERY_PROPERTY)
        widget.setFont(font)
        held.append(widget)
    return held


def release(widgets) -> None:
    """``widgets`` (held) take the application font again, as their parents pass it on."""
    for widget in widgets:
        if shiboken6.isValid(widget):
            widget.setFont(QFont())
