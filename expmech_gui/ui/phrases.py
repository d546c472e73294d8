"""Texts built from English words and values ("Running mean revenue", "budget ε = 0.5", "the file votes.csv")
shown in the chosen language: the whole text when the catalogue has it, else the first of a list of marked
templates it fits ("Running mean {a}"), its German filled with the parts it matched, each of them read the same
way ("revenue" → "Erlös"; a number stays itself). Used by the plots (widgets/plots/words.py) and the report
(report/words.py); English is never touched."""
from __future__ import annotations

import re

from .language import tr

_FIELD = re.compile(r"\{(\w+)\}")
_WORD = re.compile(r"[^\W\d_]{2,}")  # a word to translate (not a number, a unit sign or a symbol such as ε)


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
        return self._said(text, depth)[0]

    def _said(self, text: str, depth: int) -> tuple[str, bool]:
        """``text`` said, and whether every word of it was found: a catalogue text, or a template whose parts all
        were (a number or a unit needs none). The first template that says everything wins, else the first that fits
        ("expected utility ($)" fits "expected {a}" and "{a} ({b})"; only the second finds "expected utility")."""
        exact = tr(text)
        if exact != text or depth == 0:
            return exact, exact != text or not _WORD.search(text)
        if not _WORD.search(text):
            return text, True
        first = None
        for template, shape in self.shapes:
            match = shape.match(text)
            if match:
                said = {k: self._said(v, depth - 1) for k, v in match.groupdict().items()}
                result = tr(template).format(**{k: v for k, (v, _found) in said.items()})
                if all(found for _v, found in said.values()):
                    return result, True
                first = first or result
        return (first, False) if first is not None else (text, False)
