"""What a participant answers from a phone in room mode (issue 32), declared by each scenario that has one
(``Scenario.participant_form(dataset, settings)``): a number in [lo, hi] (pricing's bid, the median's value),
one candidate (voting, top-k) or the options liked (lunch). Answers arrive as JSON values and are read by the
same cell parsers as the table; ``dataset(answers)`` builds the scenario's dataset of the answers in arrival
order, participant 1 … n. Qt-free, network-free."""
from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any, Callable, Sequence

from ...core.numbers import NumberError
from ...core.translatable import message, translated

MAX_ANSWER_CHARS = 200  # a typed number or a candidate's name; longer text is refused before parsing
KINDS = ("number", "one", "many")


class AnswerError(ValueError):
    """An answer the form refuses, with a one-line reason in words."""


@dataclass(frozen=True)
class ParticipantForm:
    """``kind``: "number" (in [lo, hi], ``unit`` before it), "one" (one of ``choices``) or "many" (a subset
    of ``choices``); ``question`` is what the phone asks: the scenario's own (marked translatable, shown in the language in use:
    ``asked``) until the presenter types one (``typed``, shown as typed); ``parse_cell(text)`` is the
    table's own cell parser for a number; ``build(answers)`` the dataset of the canonical answers;
    ``moved_scores(dataset, problem, old, new)``, if given, the problem's scores with one answer ``old`` replaced
    by each value of the array ``new`` (rows × m, the very numbers a fresh problem would hold), so that a room's
    receipts need not rebuild a problem per replacement (room.receipt)."""

    kind: str
    question: str
    build: Callable[[list], Any]
    choices: tuple[str, ...] = ()
    lo: float = 0.0
    hi: float = 0.0
    unit: str = ""
    parse_cell: Callable[[str], float] | None = None
    moved_scores: Callable[[Any, Any, float, Any], Any] | None = None
    typed: bool = False

    @property
    def asked(self) -> str:
        """The question as the page and the projector show it: as typed, or the scenario's in the language in use."""
        return self.question if self.typed else translated(self.question)

    @property
    def randomizable(self) -> bool:
        """Local randomized response applies to a choice (k-RR) or to likes (per-option RR), not to a number."""
        return self.kind in ("one", "many")

    def with_question(self, question: str) -> "ParticipantForm":
        text = " ".join(str(question).split())[:300]
        return replace(self, question=text, typed=True) if text else self

    def parse(self, answer: Any) -> Any:
        """The canonical answer (a float, a choice's name, a tuple of names in the form's order) or AnswerError."""
        if self.kind == "number":
            return self._number(answer)
        if self.kind == "one":
            return self._choice(answer)
        if not isinstance(answer, list) or len(answer) > len(self.choices):
            raise AnswerError(message("the answer must be a list of at most {n_choices} option names",
                                      n_choices=len(self.choices)))
        picked = {self._choice(a) for a in answer}
        return tuple(c for c in self.choices if c in picked)

    def _number(self, answer: Any) -> float:
        if isinstance(answer, bool) or not isinstance(answer, (int, float, str)):
            raise AnswerError(message("the answer must be a number"))
        if isinstance(answer, float) and not math.isfinite(answer):
            raise AnswerError(message("the answer must be a finite number"))
        text = repr(float(answer)) if isinstance(answer, (int, float)) and abs(answer) < 1e300 else str(answer)
        if len(text) > MAX_ANSWER_CHARS:
            raise AnswerError(message("the answer is too long to be a number"))
        try:
            value = float(self.parse_cell(text))
        except (NumberError, ValueError) as exc:
            raise AnswerError(message("the answer: {exc}", exc=exc)) from None
        if not self.lo <= value <= self.hi:
            raise AnswerError(message("the answer must be from {unit}{lo:g} to {unit}{hi:g}", unit=self.unit,
                                      lo=self.lo, hi=self.hi))
        return value

    def _choice(self, answer: Any) -> str:
        if not isinstance(answer, str) or len(answer) > MAX_ANSWER_CHARS:
            raise AnswerError(message("the answer must be one of the names on the list"))
        name = answer.strip()
        if name not in self.choices:
            raise AnswerError(message("that is not one of the names on the list"))
        return name

    def dataset(self, answers: Sequence[Any]):
        """The scenario's dataset of canonical answers, participant 1 … n in this order."""
        return self.build(list(answers))

    def alternatives(self, answer: Any) -> list[Any]:
        """Other answers the same participant could have given: the neighbours of a 'replace' receipt (the ends
        of the range; every other candidate; the opposite ticks and each single option toggled)."""
        if self.kind == "number":
            return [v for v in (self.lo, self.hi) if v != answer]
        if self.kind == "one":
            return [c for c in self.choices if c != answer]
        ticked = set(answer)
        flipped = [tuple(c for c in self.choices if (c in ticked) != (c == t)) for t in self.choices]
        return [tuple(c for c in self.choices if c not in ticked), *flipped]


def number_form(question: str, lo: float, hi: float, parse_cell, build, unit: str = "",
                moved_scores=None) -> ParticipantForm:
    return ParticipantForm("number", question, build, lo=float(lo), hi=float(hi), unit=unit, parse_cell=parse_cell,
                           moved_scores=moved_scores)


def choice_form(question: str, choices: Sequence[str], build, many: bool = False) -> ParticipantForm:
    return ParticipantForm("many" if many else "one", question, build, choices=tuple(choices))


def participant_names(n: int) -> tuple[str, ...]:
    """How the table names the room's rows: participants never name themselves."""
    return tuple(f"participant {i + 1}" for i in range(n))
