"""Neighbouring datasets of each scenario: one chosen neighbour D′, and the families searched for the
most exposed individual (as score-change matrices for core.privacy.most_exposed)."""
from __future__ import annotations

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


def _check_row(row, size: int, what: str) -> None:
    if row is None or not 0 <= int(row) < size:
        raise ProblemError(f"choose a {what} (row 1 to {size})")


def neighbour_families(key: str, dataset, problem: SelectionProblem, notion: str) -> list[NeighbourFamily]:
    """Every single-person change the search covers, under ``notion`` (add-remove or replace)."""
    if key == "pricing":
        return _pricing_families(dataset, problem, notion)
    if key == "voting":
        return _voting_families(dataset, problem, notion)
    return _lunch_families(dataset, problem, notion)


def _pricing_families(vals: pricing.Valuations, pr: SelectionProblem, notion: str) -> list[NeighbourFamily]:
    prices = pr.values
    m = prices.size
    # A valuation matters only through its bin: how many grid prices it reaches.
    bins = np.searchsorted(prices, vals.values, side="right")
    present, first_row = np.unique(bins, return_index=True)
    steps = np.tril(np.ones((m + 1, m)), -1)[:, :] * prices[None, :]  # row k: p_j for j < k (0-based)

    def bin_text(k: int) -> str:
        return f"below {pricing.format_price(prices[0])}" if k == 0 else f"≥ {pricing.format_price(prices[k - 1])}"

    if notion == "add-remove":
        return [
            NeighbourFamily("remove", -steps[present],
                            lambda r: f"remove buyer {first_row[r] + 1} (value ${vals.values[first_row[r]]:g})"),
            NeighbourFamily("add", steps, lambda r: f"add a buyer with value {bin_text(r)}"),
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
        "replace", steps[new] - steps[old],
        lambda r: f"change buyer {rows[r] + 1}'s value ${vals.values[rows[r]]:g} to one {bin_text(int(new[r]))}")]


def _voting_families(tally: voting.VoteTally, pr: SelectionProblem, notion: str) -> list[NeighbourFamily]:
    m = pr.m
    names = tally.candidates
    eye = np.eye(m)
    has = np.flatnonzero(tally.votes > 0)
    if notion == "add-remove":
        return [NeighbourFamily("remove", -eye[has], lambda r: f"remove one ballot for {names[has[r]]}"),
                NeighbourFamily("add", eye, lambda r: f"add a ballot for {names[r]}")]
    a = np.repeat(has, m)
    b = np.tile(np.arange(m), has.size)
    ok = a != b
    a, b = a[ok], b[ok]
    return [NeighbourFamily("replace", eye[b] - eye[a],
                            lambda r: f"change one ballot from {names[a[r]]} to {names[b[r]]}")]


def _lunch_families(prefs: lunch.LunchPreferences, pr: SelectionProblem, notion: str) -> list[NeighbourFamily]:
    k = prefs.k
    names = prefs.names or tuple(f"Person {i + 1}" for i in range(prefs.n))
    if prefs.n:
        rows, first = np.unique(prefs.likes.astype(np.int8), axis=0, return_index=True)
    else:
        rows, first = np.zeros((0, k), dtype=np.int8), np.zeros(0, dtype=int)
    flips = (rows[:, None, :] ^ np.eye(k, dtype=np.int8)[None, :, :]).reshape(-1, k)

    def like_text(vec) -> str:
        liked = [o for o, x in zip(prefs.options, vec) if x]
        return "likes " + (", ".join(liked) if liked else "nothing")

    if notion == "add-remove":
        added = np.unique(np.vstack([rows, flips]), axis=0) if rows.size else np.eye(k, dtype=np.int8)
        return [NeighbourFamily("remove", -rows.astype(float), lambda r: f"remove {names[first[r]]} ({like_text(rows[r])})"),
                NeighbourFamily("add", added.astype(float), lambda r: f"add a person who {like_text(added[r])}")]
    src = np.repeat(np.arange(rows.shape[0]), k + rows.shape[0])
    dst = np.vstack([np.vstack([flips[i * k:(i + 1) * k], rows]) for i in range(rows.shape[0])]) if rows.size else \
        np.zeros((0, k), dtype=np.int8)
    change = dst.astype(float) - rows[src].astype(float)
    ok = np.any(change != 0, axis=1)
    change, src, dst = change[ok], src[ok], dst[ok]
    return [NeighbourFamily("replace", change,
                            lambda r: f"change {names[first[src[r]]]} to someone who {like_text(dst[r])}")]
