"""The errors every layer reports to the user: bad data located by file/row/column, bad settings."""
from __future__ import annotations

from .problem import ProblemError
from .translatable import message

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
            where.append(message("row {row}", row=self.row))
        if self.column is not None:
            where.append(message("column {column!r}", column=self.column) if isinstance(self.column, str)
                         else message("column {column}", column=self.column))
        return message("{where}: {reason}", where=", ".join(where), reason=self.reason) if where else self.reason


def check_unique_names(names, noun: str) -> None:
    """DataError naming the row (1-based) of the first empty or repeated name in the ``noun`` column."""
    seen: dict[str, int] = {}
    for i, name in enumerate(names):
        if not name:
            raise DataError(message("an {noun} needs a name", noun=noun) if noun[:1] in "aeiou"
                            else message("a {noun} needs a name", noun=noun), row=i + 1, column=noun)
        if name in seen:
            raise DataError(message("{noun} {name!r} appears twice (rows {first} and {second})", noun=noun,
                                    name=name, first=seen[name], second=i + 1), row=i + 1, column=noun)
        seen[name] = i + 1
