"""Where each key of an experiment file is written, and the errors that name it: ``Reader.fail(key, reason)``
raises SpecError with the file, the key's line and the key — or, for a key given on the command line
(``KEY=VALUE``, batch.overrides), "the command line" and the key instead of a line of the file.
"""
from __future__ import annotations

import difflib
import re
from pathlib import Path

from ..core.translatable import message
from .errors import SpecError
from .overrides import WHERE, given


class Lines:
    """Where each key of a TOML text is written: 'grid.epsilon' → its line (tomllib keeps no positions)."""

    HEADER = re.compile(r"^\s*(\[\[?)\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")
    KEY = re.compile(r"""^\s*((?:[A-Za-z0-9_-]+|"[^"]*"|'[^']*')(?:\s*\.\s*(?:[A-Za-z0-9_-]+|"[^"]*"|'[^']*'))*)\s*=""")

    def __init__(self, text: str) -> None:
        self.where: dict[str, int] = {}
        table, counts, depth = "", {}, 0
        for number, line in enumerate(text.splitlines(), 1):
            if depth == 0 and (m := self.HEADER.match(line)):
                path = self._path(m.group(2))
                if m.group(1) == "[[":
                    counts[path] = counts.get(path, -1) + 1
                    path = f"{path}[{counts[path]}]"
                table = path
                self.where.setdefault(table, number)
            elif depth == 0 and (m := self.KEY.match(line)):
                self.where.setdefault(".".join(filter(None, (table, self._path(m.group(1))))), number)
            depth = max(0, depth + line.count("[") - line.count("]")) if "=" in line or depth else depth

    @staticmethod
    def _path(key: str) -> str:
        return ".".join(part.strip().strip("\"'") for part in re.findall(r"""("[^"]*"|'[^']*'|[^.]+)""", key))

    def line(self, key: str) -> int | None:
        """The line of ``key`` or of the nearest enclosing key written in the file."""
        while key:
            if key in self.where:
                return self.where[key]
            key = re.sub(r"(\[\d+\]|\.[^.\[]+)$", "", key) if re.search(r"(\[\d+\]|\.[^.\[]+)$", key) else ""
        return None


class Reader:
    def __init__(self, path: Path, text: str, overrides=()) -> None:
        self.source, self.lines, self.overrides = str(path), Lines(text), overrides

    def fail(self, key: str, reason: str):
        if given(key, self.overrides):
            raise SpecError(reason, source=WHERE, key=key)
        raise SpecError(reason, source=self.source, line=self.lines.line(key), key=key)

    def unknown(self, key: str, name: str, known) -> None:
        close = difflib.get_close_matches(name, list(known), n=1)
        hint = message(" (did you mean {name!r}?)", name=close[0]) if close else ""
        self.fail(key, message("unknown key {name!r}{hint}; the keys here are {known}", name=name, hint=hint,
                               known=', '.join(known)))
