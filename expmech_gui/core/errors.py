"""The errors every layer reports to the user: bad data located by file/row/column, bad settings."""
from __future__ import annotations

from .problem import ProblemError

__all__ = ["DataError", "ProblemError", "check_unique_names"]


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


def check_unique_names(names, noun: str) -> None:
    """DataError naming the row (1-based) of the first empty or repeated name in the ``noun`` column."""
    seen: dict[str, int] = {}
    for i, name in enumerate(names):
        if not name:
            raise DataError(f"a{'n' if noun[:1] in 'aeiou' else ''} {noun} needs a name", row=i + 1, column=noun)
        if name in seen:
            raise DataError(f"{noun} {name!r} appears twice (rows {seen[name]} and {i + 1})", row=i + 1,
                            column=noun)
        seen[name] = i + 1
