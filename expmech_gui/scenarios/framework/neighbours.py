"""Neighbouring datasets of each scenario: one chosen neighbour D′, and the families searched for the
most exposed individual (as score-change matrices for core.privacy.loss.most_exposed)."""
from __future__ import annotations

from typing import Callable


from ...core.privacy.loss import NeighbourFamily
from ...core.problem import ProblemError, SelectionProblem
from .. import SCENARIOS
from ...core.translatable import message, numeral, translated

CHANGES = ("remove", "add", "replace")


def neighbour_dataset(key: str, dataset, change: str, row: int | None = None, value=None):
    """D′: ``dataset`` with individual ``row`` removed, a new individual ``value`` added, or ``row``'s data
    replaced by ``value`` (what a value is depends on the scenario: a valuation, a candidate index, …)."""
    if change not in CHANGES:
        raise ProblemError(message("unknown change {change!r}; use one of {changes}", change=change,
                                   changes=', '.join(CHANGES)))
    return SCENARIOS[key].neighbour_dataset(dataset, change, row, value)


def dataset_index(table_row: int, excluded) -> int | None:
    """The individual's index in the dataset for 0-based ``table_row`` of a table whose ``excluded`` rows
    (invalid, left out of the dataset) are skipped; None when that row itself is excluded. The one-person
    view names individuals as the table does ("row 2") and passes this index to ``neighbour_dataset``."""
    import bisect

    ex = sorted(set(int(r) for r in excluded))
    i = bisect.bisect_left(ex, table_row)
    if i < len(ex) and ex[i] == table_row:
        return None
    return table_row - i


def table_row(index: int, excluded) -> int:
    """The inverse of ``dataset_index``: the 0-based table row of dataset individual ``index``."""
    row = int(index)
    for r in sorted(set(int(r) for r in excluded)):
        if r <= row:
            row += 1
        else:
            break
    return row


MAX_SEARCH_WORK = 10**10  # neighbours × candidates of one search: about a few minutes here, refused above
_ENTRIES_PER_SECOND = 4e7  # measured on the development machine, for the estimate in the refusal


def neighbour_families(key: str, dataset, problem: SelectionProblem, notion: str,
                       buyer: Callable[[int], str] | None = None) -> list[NeighbourFamily]:
    """Every single-person change the search covers, under ``notion`` (add-remove or replace).

    ``buyer(i)`` names dataset individual i in the descriptions where the scenario names individuals by
    row (default "<individual> i+1"; the app passes its table's row numbers, which skip invalid rows).

    The families build their rows on demand (``NeighbourFamily.rows``), so memory stays bounded; a search
    whose total work (neighbours × candidates, counted on each family's row-by-row ``fallback`` where it has
    one) exceeds MAX_SEARCH_WORK is refused in words instead of started."""
    scenario = SCENARIOS[key]
    namer = buyer or (lambda i: message("{individual} {number}", individual=translated(scenario.individual),
                                              number=i + 1))
    fams = scenario.neighbour_families(dataset, problem, notion, namer)
    check_search_work(sum((f.fallback or f).size for f in fams), problem.m)
    return fams


def check_search_work(neighbours: int, m: int) -> None:
    work = neighbours * m
    if work > MAX_SEARCH_WORK:
        from ...core.numbers import sci_text

        minutes = work / _ENTRIES_PER_SECOND / 60
        took = (message("about {minutes:,.0f} minutes", minutes=minutes) if minutes < 120 else
                message("about {hours:,.0f} hours", hours=minutes / 60))
        raise ProblemError(message("searching {neighbours:,} neighbours over {m:,} candidates means comparing "
                                   "{work} probabilities ({took} here); the search is limited to "
                                   "{max_search_work}: use fewer candidates (for pricing, a larger α) or less data",
                                   neighbours=neighbours, m=m, work=numeral(sci_text(float(work))), took=took,
                                   max_search_work=numeral(sci_text(float(MAX_SEARCH_WORK)))))


