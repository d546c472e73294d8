"""Neighbouring datasets of each scenario: one chosen neighbour D′, and the families searched for the
most exposed individual (as score-change matrices for core.privacy.most_exposed)."""
from __future__ import annotations

from typing import Callable

import numpy as np

from ..core.privacy import NeighbourFamily
from ..core.problem import ProblemError, SelectionProblem
from . import lunch, pricing, voting

CHANGES = ("remove", "add", "replace")
MAX_SEARCH_ENTRIES = 300_000_000  # rows × candidates of one search, to keep it to seconds


def neighbour_dataset(key: str, dataset, change: str, row: int | None = None, value=None):
    """D′: ``dataset`` with individual ``row`` removed, a new individual ``value`` added, or ``row``'s data
    replaced by ``value`` (pricing: a valuation; voting: a candidate index; lunch: a like vector)."""
    if change not in CHANGES:
        raise ProblemError(f"unknown change {change!r}; use one of {', '.join(CHANGES)}")
    if key == "pricing":
        v = dataset.values
        if change != "add":
            _check_row(row, v.size, "buyer")
        if change == "remove":
            return pricing.Valuations(np.delete(v, row))
        new = pricing.parse_valuation(str(value))
        return pricing.Valuations(np.append(v, new) if change == "add" else np.where(np.arange(v.size) == row, new, v))
    if key == "voting":
        votes = np.array(dataset.votes)
        m = votes.size
        if change != "add":
            _check_row(row, m, "candidate")
            if votes[row] == 0:
                raise ProblemError(f"{dataset.candidates[row]} has no ballot to {change}")
        if change in ("add", "replace"):
            _check_row(value, m, "candidate")
        if change in ("remove", "replace"):
            votes[row] -= 1
        if change in ("add", "replace"):
            votes[value] += 1
        return voting.VoteTally(dataset.candidates, votes)
    likes = np.array(dataset.likes)
    names = list(dataset.names) if dataset.names is not None else [f"Person {i + 1}" for i in range(dataset.n)]
    if change != "add":
        _check_row(row, dataset.n, "individual")
    if change == "remove":
        return lunch.LunchPreferences(dataset.options, np.delete(likes, row, axis=0), tuple(np.delete(names, row)))
    vec = np.asarray(value, dtype=bool).reshape(-1)
    if vec.size != dataset.k:
        raise ProblemError(f"a like vector needs {dataset.k} entries, one per option")
    if change == "add":
        return lunch.LunchPreferences(dataset.options, np.vstack([likes, vec]), tuple(names) + ("New person",))
    likes[row] = vec
    return lunch.LunchPreferences(dataset.options, likes, tuple(names))


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


def _check_row(row, size: int, what: str) -> None:
    if row is None or not 0 <= int(row) < size:
        raise ProblemError(f"choose a {what} (row 1 to {size})")


MAX_SEARCH_WORK = 10**10  # neighbours × candidates of one search: about a few minutes here, refused above
_ENTRIES_PER_SECOND = 4e7  # measured on the development machine, for the estimate in the refusal


def neighbour_families(key: str, dataset, problem: SelectionProblem, notion: str,
                       buyer: Callable[[int], str] | None = None) -> list[NeighbourFamily]:
    """Every single-person change the search covers, under ``notion`` (add-remove or replace).

    ``buyer(i)`` names pricing's dataset individual i in the descriptions (default "buyer i+1"; the app
    passes its table's row numbers, which skip invalid rows).

    The families build their rows on demand (``NeighbourFamily.rows``), so memory stays bounded; a search
    whose total work (neighbours × candidates) exceeds MAX_SEARCH_WORK is refused in words instead of
    started."""
    if key == "pricing":
        fams = _pricing_families(dataset, problem, notion, buyer or (lambda i: f"buyer {i + 1}"))
    elif key == "voting":
        fams = _voting_families(dataset, problem, notion)
    else:
        fams = _lunch_families(dataset, problem, notion)
    check_search_work(sum(f.size for f in fams), problem.m)
    return fams


def check_search_work(neighbours: int, m: int) -> None:
    work = neighbours * m
    if work > MAX_SEARCH_WORK:
        from ..core.numbers import sci_text

        minutes = work / _ENTRIES_PER_SECOND / 60
        took = f"about {minutes:,.0f} minutes" if minutes < 120 else f"about {minutes / 60:,.0f} hours"
        raise ProblemError(f"searching {neighbours:,} neighbours over {m:,} candidates means comparing "
                           f"{sci_text(float(work))} probabilities ({took} here); the search is limited to "
                           f"{sci_text(float(MAX_SEARCH_WORK))}: use fewer candidates (for pricing, a larger α) "
                           "or less data")


def _pricing_families(vals: pricing.Valuations, pr: SelectionProblem, notion: str,
                      buyer: Callable[[int], str]) -> list[NeighbourFamily]:
    prices = pr.values
    m = prices.size
    # A valuation matters only through its bin: how many grid prices it reaches.
    bins = np.searchsorted(prices, vals.values, side="right")
    present, first_row = np.unique(bins, return_index=True)
    cols = np.arange(m)

    def steps(ks: np.ndarray) -> np.ndarray:
        """Row k: p_j for the j < k (0-based), 0 elsewhere — the revenue a buyer in bin k adds."""
        return np.where(cols[None, :] < np.asarray(ks)[:, None], prices[None, :], 0.0)

    def bin_text(k: int) -> str:
        return f"below {pricing.format_price(prices[0])}" if k == 0 else f"≥ {pricing.format_price(prices[k - 1])}"

    if notion == "add-remove":
        return [
            NeighbourFamily("remove", None,
                            lambda r: f"remove {buyer(first_row[r])} (value ${vals.values[first_row[r]]:g})",
                            rows=lambda a, b: -steps(present[a:b]), count=present.size),
            NeighbourFamily("add", None, lambda r: f"add a buyer with value {bin_text(r)}",
                            rows=lambda a, b: steps(np.arange(a, b)), count=m + 1),
        ]
    targets = np.arange(m + 1)
    if present.size * targets.size * m > MAX_SEARCH_ENTRIES:  # coarsen the new values, keep both ends
        keep = max(2, MAX_SEARCH_ENTRIES // max(1, present.size * m))
        targets = np.unique(np.concatenate([[0, m], np.linspace(0, m, keep).round().astype(int)]))
    old = np.repeat(present, targets.size)
    new = np.tile(targets, present.size)
    ok = old != new
    old, new, rows = old[ok], new[ok], np.repeat(first_row, targets.size)[ok]
    return [NeighbourFamily(
        "replace", None,
        lambda r: f"change {buyer(rows[r])}'s value ${vals.values[rows[r]]:g} to one {bin_text(int(new[r]))}",
        rows=lambda a, b: steps(new[a:b]) - steps(old[a:b]), count=old.size)]


def _unit_rows(m: int, plus: np.ndarray | None, minus: np.ndarray | None) -> np.ndarray:
    """Rows of zeros with +1 at ``plus[r]`` and −1 at ``minus[r]``."""
    size = (plus if plus is not None else minus).size
    out = np.zeros((size, m))
    r = np.arange(size)
    if plus is not None:
        out[r, plus] += 1.0
    if minus is not None:
        out[r, minus] -= 1.0
    return out


def _voting_families(tally: voting.VoteTally, pr: SelectionProblem, notion: str) -> list[NeighbourFamily]:
    m = pr.m
    names = tally.candidates
    has = np.flatnonzero(tally.votes > 0)
    if notion == "add-remove":
        return [NeighbourFamily("remove", None, lambda r: f"remove one ballot for {names[has[r]]}",
                                rows=lambda a, b: _unit_rows(m, None, has[a:b]), count=has.size),
                NeighbourFamily("add", None, lambda r: f"add a ballot for {names[r]}",
                                rows=lambda a, b: _unit_rows(m, np.arange(a, b), None), count=m)]

    def pair(r):
        """Neighbour r: a ballot moves from has[i] to candidate j ≠ has[i] (m − 1 targets per source)."""
        i, j = np.divmod(np.asarray(r), max(m - 1, 1))
        src = has[i]
        return src, j + (j >= src)

    def describe(r: int) -> str:
        a, b = pair(r)
        return f"change one ballot from {names[int(a)]} to {names[int(b)]}"

    def rows(a: int, b: int) -> np.ndarray:
        src, dst = pair(np.arange(a, b))
        return _unit_rows(m, dst, src)

    return [NeighbourFamily("replace", None, describe, rows=rows, count=has.size * (m - 1))]


MAX_LUNCH_CELLS = 200_000_000  # individuals × options read for the search (the distinct rows are found first)


def _lunch_families(prefs: lunch.LunchPreferences, pr: SelectionProblem, notion: str) -> list[NeighbourFamily]:
    k = prefs.k
    names = prefs.names or tuple(f"Person {i + 1}" for i in range(prefs.n))
    if prefs.n * k > MAX_LUNCH_CELLS:
        raise ProblemError(f"{prefs.n:,} people × {k:,} options is too large to search for the most exposed "
                           f"person (at most {MAX_LUNCH_CELLS:,} cells); use fewer people or options")
    if prefs.n:
        rows, first = np.unique(prefs.likes.astype(np.int8), axis=0, return_index=True)
    else:
        rows, first = np.zeros((0, k), dtype=np.int8), np.zeros(0, dtype=int)
    n_rows = rows.shape[0]

    def like_text(vec) -> str:
        liked = [o for o, x in zip(prefs.options, vec) if x]
        return "likes " + (", ".join(liked) if liked else "nothing")

    def flip(i: np.ndarray, j: np.ndarray) -> np.ndarray:
        """Distinct row i with option j flipped."""
        out = rows[i].copy()
        out[np.arange(i.size), j] ^= 1
        return out

    if notion == "add-remove":
        if n_rows * (k + 1) * k <= 50_000_000:  # small: every addition once, as before
            flips = (rows[:, None, :] ^ np.eye(k, dtype=np.int8)[None, :, :]).reshape(-1, k)
            added = np.unique(np.vstack([rows, flips]), axis=0) if rows.size else np.eye(k, dtype=np.int8)
            add_count = added.shape[0]

            def add_rows(a, b):
                return added[a:b]

            def add_vec(r):
                return added[r]
        else:  # large: the present rows and every one-option flip of them, built on demand
            add_count = n_rows * (k + 1)

            def add_vec_many(r):
                r = np.asarray(r)
                src, j = np.divmod(r, k + 1)
                out = rows[src].copy()
                f = j < k
                out[np.flatnonzero(f), j[f]] ^= 1
                return out

            def add_rows(a, b):
                return add_vec_many(np.arange(a, b))

            def add_vec(r):
                return add_vec_many(np.array([r]))[0]

        return [NeighbourFamily("remove", None, lambda r: f"remove {names[first[r]]} ({like_text(rows[r])})",
                                rows=lambda a, b: -rows[a:b].astype(float), count=n_rows),
                NeighbourFamily("add", None, lambda r: f"add a person who {like_text(add_vec(r))}",
                                rows=lambda a, b: add_rows(a, b).astype(float), count=add_count)]
    per = k + max(n_rows - 1, 0)  # per distinct row: k single flips, then every other distinct row

    def target(r):
        src, t = np.divmod(np.asarray(r), max(per, 1))
        other = t - k
        other = other + (other >= src)
        dst = np.where((t < k)[:, None], flip(src, np.minimum(t, k - 1)), rows[np.clip(other, 0, n_rows - 1)])
        return src, dst

    def rows_replace(a, b):
        src, dst = target(np.arange(a, b))
        return dst.astype(float) - rows[src].astype(float)

    def describe(r: int) -> str:
        src, dst = target(np.array([r]))
        return f"change {names[first[src[0]]]} to someone who {like_text(dst[0])}"

    return [NeighbourFamily("replace", None, describe, rows=rows_replace, count=n_rows * per)]
