"""The errors every layer reports to the user: bad data located by file/row/column, bad settings."""
from __future__ import annotations

from .problem import ProblemError

__all__ = ["DataError", "ProblemError"]


class DataError(ValueError):
    """Bad input data, located as precisely as possible (file, row, column) for the user."""

    def __init__(self, reason: str, *, source: str | None = None, row: int | None = None,
                 column: str | int | None = None) -> None:
        self.reason = reason
        self.source = source
        self.row = row
        self.column = column
        super().__init__(self.describe())

    def describe(self) -> str:
        where = []
        if self.source:
            where.append(str(self.source))
        if self.row is not None:
            where.append(f"row {self.row}")
        if self.column is not None:
            where.append(f"column {self.column!r}" if isinstance(self.column, str) else f"column {self.column}")
        return (", ".join(where) + ": " if where else "") + self.reason
