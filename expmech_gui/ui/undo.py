"""Undo/redo by snapshots: every data edit and parameter change is a QUndoCommand holding the state
before and after; consecutive parameter changes (a slider drag) merge into one step. A step's name (Edit ▸ Undo
"…", the undo history) is written in the current language, and again after a change of language (``retranslate``)."""
from __future__ import annotations

from typing import Callable

from PySide6.QtGui import QUndoCommand

PARAMETER_MERGE_ID = 7001
ROOM_MERGE_IDS = 7100  # a room's table fills merge into one step; each room its own id from here up


class SnapshotCommand(QUndoCommand):
    """One step: ``apply(before)`` undoes it, ``apply(after)`` redoes it; ``name()`` says what it is in the current
    language (asked again by ``retranslate``)."""

    def __init__(self, apply, before, after, name: Callable[[], str], merge_id: int = -1) -> None:
        super().__init__(name())
        self._name = name
        self._apply, self.before, self.after = apply, before, after
        self._merge_id = merge_id
        self._first = True

    def id(self) -> int:  # Qt's name (QUndoCommand.id)
        return self._merge_id

    def mergeWith(self, other) -> bool:
        if other.id() != self._merge_id or self._merge_id < 0:
            return False
        self.after = other.after
        return True

    def redo(self) -> None:
        if self._first:  # the change is already on screen when the command is pushed
            self._first = False
            return
        self._apply(self.after)

    def undo(self) -> None:
        self._apply(self.before)

    def retranslate(self) -> None:
        self.setText(self._name())


def retranslate_steps(stack) -> None:
    """Every step of ``stack`` (a QUndoStack of SnapshotCommands) named again in the current language."""
    for i in range(stack.count()):
        command = stack.command(i)
        if isinstance(command, SnapshotCommand):
            command.retranslate()
