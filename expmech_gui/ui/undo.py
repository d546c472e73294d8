"""Undo/redo by snapshots: every data edit and parameter change is a QUndoCommand holding the state
before and after; consecutive parameter changes (a slider drag) merge into one step."""
from __future__ import annotations

from PySide6.QtGui import QUndoCommand

PARAMETER_MERGE_ID = 7001
ROOM_MERGE_IDS = 7100  # a room's table fills merge into one step; each room its own id from here up


class SnapshotCommand(QUndoCommand):
    def __init__(self, apply, before, after, text: str, merge_id: int = -1) -> None:
        super().__init__(text)
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
