"""The error of an experiment file: the file, the line and the key, then the reason."""
from __future__ import annotations

from ..core.errors import DataError
from ..core.translatable import message


class SpecError(DataError):
    """A mistake in an experiment file: ``file, line N[, column C], key: reason``."""

    def __init__(self, reason: str, *, source: str | None = None, line: int | None = None, key: str = "",
                 column: int | None = None) -> None:
        self.line, self.key = line, key
        super().__init__(reason, source=source, column=column)

    def describe(self) -> str:
        where = [str(self.source)] if self.source else []
        if getattr(self, "line", None) is not None:
            where.append(message("line {line}", line=self.line))
        if getattr(self, "column", None) is not None:
            where.append(message("column {column}", column=self.column))
        if getattr(self, "key", ""):
            where.append(self.key)
        return message("{where}: {reason}", where=", ".join(where), reason=self.reason) if where else self.reason
