"""The words of PMW's rounds table (issue 35 §3), Qt-free so the table's text can be made on a worker thread: each
round's last cell in the language in use (core.translatable: the window installs the lookup)."""
from __future__ import annotations

from ...core.translatable import translatable, translated

UPDATE_ROUND = translatable("yes")  # the round corrected the guess (an update round)
HALTED_ROUND = translatable("halted")  # PMW stopped before this round: its update budget was spent


def round_mark(update: bool, halted: bool) -> str:
    """The 'corrected' cell of a round: "halted" after PMW stopped, "yes" for an update round, else empty."""
    return translated(HALTED_ROUND) if halted else (translated(UPDATE_ROUND) if update else "")
