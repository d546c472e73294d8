"""The room's starting data when there is no workspace (the headless `expmech room`): the scenario's own CSV
reader builds an empty dataset from the candidates or options, so nothing here names a scenario."""
from __future__ import annotations

from ..core.translatable import message
from ..io.csvio import csv_text


def names_list(text: str, what: str) -> tuple[str, ...]:
    """Comma-separated names, trimmed, none empty, none twice (ValueError in words)."""
    names = tuple(x.strip() for x in str(text).split(","))
    if len(names) < 2 or any(not x for x in names):
        raise ValueError(message("{what} takes at least two names separated by commas, none empty", what=what))
    if len(set(names)) != len(names):
        raise ValueError(message("{what} names a choice twice", what=what))
    return names


def empty_dataset(scenario, candidates: tuple[str, ...] | None, options: tuple[str, ...] | None):
    """No answers yet: candidates with 0 votes (a tally), options nobody ticked yet (likes), or None."""
    if candidates:
        return scenario.from_text(csv_text([["candidate", "votes"], *([c, 0] for c in candidates)]), None)
    if options:
        return scenario.from_text(csv_text([["name", *options]]), None)
    return None
