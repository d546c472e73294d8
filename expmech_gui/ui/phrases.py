"""Texts built from English words and values ("Running mean revenue", "budget ε = 0.5", "the file votes.csv")
shown in the chosen language: the whole text when the catalogue has it, else the first of a list of marked
templates it fits ("Running mean {a}"), its German filled with the parts it matched, each of them read the same
way ("revenue" → "Erlös"; a number stays itself). Used by the plots (widgets/plots/words.py) and the report
(report/words.py); English is never touched."""
from __future__ import annotations

import re

from .language import tr

_FIELD = re.compile(r"\{(\w+)\}")


class Phrases:
    """Marked templates with ``{name}`` fields, matched in the order given (put the more specific first)."""

    def __init__(self, templates) -> None:
        self.shapes = [(t, self._shape(t)) for t in templates]

    @staticmethod
    def _shape(template: str) -> re.Pattern:
        parts = _FIELD.split(template)  # literal, field, literal, field, …
        pattern = "".join(re.escape(p) if k % 2 == 0 else f"(?P<{p}>.+?)" for k, p in enumerate(parts))
        return re.compile(f"^{pattern}$", re.S)

    def translated(self, text: str, depth: int = 3) -> str:
        """``text`` in the current language: itself from the catalogue, else through its template, else as is."""
        exact = tr(text)
        if exact != text or depth == 0:
            return exact
        for template, shape in self.shapes:
            match = shape.match(text)
            if match:
                parts = {k: self.translated(v, depth - 1) for k, v in match.groupdict().items()}
                return tr(template).format(**parts)
        return text
