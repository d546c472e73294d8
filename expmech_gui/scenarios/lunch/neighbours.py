"""Lunch's neighbours for the privacy lens: one person removed, added or with changed likes, searched over the
distinct like-rows only (a person's row stands for everyone with the same likes)."""
from __future__ import annotations

import numpy as np

from ...core.privacy.exposure import MAX_PATTERN_CANDIDATES, PatternChanges
from ...core.privacy.loss import NeighbourFamily
from ...core.problem import ProblemError, SelectionProblem
from ...core.translatable import message


MAX_LUNCH_CELLS = 200_000_000  # individuals × options read for the search (the distinct rows are found first)


def distinct_rows(bits: np.ndarray) -> np.ndarray:
    """The first index of each distinct row of a 0/1 matrix, in the rows' lexicographic order (as
    ``np.unique(axis=0, return_index=True)``), from one integer per row (the bits packed, column 0 the most
    significant): up to 16 options a table indexed by that integer (O(n + 2^16)), else a sort of n integers —
    not n rows compared column by column (100× faster at n = 10⁶)."""
    packed = np.packbits(np.asarray(bits, dtype=bool), axis=1)
    if packed.shape[1] > 7:  # more than 56 options: no single integer holds a row
        return np.unique(np.asarray(bits, dtype=np.int8), axis=0, return_index=True)[1]
    code = np.zeros(packed.shape[0], dtype=np.int64)
    for column in packed.T:
        code = (code << 8) | column
    if packed.shape[1] > 2:
        return np.unique(code, return_index=True)[1]
    first = np.full(1 << (8 * packed.shape[1]), code.size, dtype=np.int64)  # up to 16 options: a table, O(n)
    np.minimum.at(first, code, np.arange(code.size))
    return first[first < code.size]


def neighbour_families(prefs, pr: SelectionProblem, notion: str, namer=None
                       ) -> list[NeighbourFamily]:
    """Remove or add one person (add-remove), or change one person's likes (replace)."""
    k = prefs.k
    names = prefs.names or tuple(f"Person {i + 1}" for i in range(prefs.n))
    if prefs.n * k > MAX_LUNCH_CELLS:
        raise ProblemError(message("{n:,} people × {k:,} options is too large to search for the most exposed "
                                   "person (at most {max_lunch_cells:,} cells); use fewer people or options",
                                   n=prefs.n, k=k, max_lunch_cells=MAX_LUNCH_CELLS))
    if prefs.n:
        first = distinct_rows(prefs.likes)
        rows = prefs.likes[first].astype(np.int8)
    else:
        rows, first = np.zeros((0, k), dtype=np.int8), np.zeros(0, dtype=int)
    n_rows = rows.shape[0]

    def like_text(vec) -> str:
        liked = [o for o, x in zip(prefs.options, vec) if x]
        return ", ".join(liked) if liked else message("nothing")

    def flip(i: np.ndarray, j: np.ndarray) -> np.ndarray:
        """Distinct row i with option j flipped."""
        out = rows[i].copy()
        out[np.arange(i.size), j] ^= 1
        return out

    if notion == "add-remove":
        if n_rows * (k + 1) * k <= 50_000_000:  # small: every addition once, as before
            flips = (rows[:, None, :] ^ np.eye(k, dtype=np.int8)[None, :, :]).reshape(-1, k)
            both = np.vstack([rows, flips])
            added = both[distinct_rows(both)] if rows.size else np.eye(k, dtype=np.int8)
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

        return [NeighbourFamily("remove", None, lambda r: message("remove {person} (likes {liked})", person=names[first[r]],
                                                                                liked=like_text(rows[r])),
                                rows=lambda a, b: -rows[a:b].astype(float), count=n_rows),
                NeighbourFamily("add", None, lambda r: message("add a person who likes {liked}", liked=like_text(add_vec(r))),
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
        return message("change {person} to someone who likes {liked}", person=names[first[src[0]]],
                       liked=like_text(dst[0]))

    if k > MAX_PATTERN_CANDIDATES:
        return [NeighbourFamily("replace", None, describe, rows=rows_replace, count=n_rows * per)]
    # each option loses, keeps or gains one like: the change is a base-3 pattern, Σ 3^j·(t_j − s_j + 1)
    power = 3 ** np.arange(k, dtype=np.int64)
    code_to = (rows.astype(np.int64) + 1) @ power  # Σ 3^j (t_j + 1) of each distinct row as the new likes
    code_from = rows.astype(np.int64) @ power  # Σ 3^j s_j of each distinct row as the old likes
    same = int(power.sum())  # no change at all

    def codes(a, b):
        src, t = np.divmod(np.arange(a, b, dtype=np.int64), max(per, 1))
        other = t - k
        other += other >= src  # every distinct row but the person's own
        out = code_to.take(np.clip(other, 0, max(n_rows - 1, 0))) - code_from.take(src)
        f = np.flatnonzero(t < k)  # the first k of each person: one option's like flipped
        out[f] = same + power[t[f]] * (1 - 2 * rows[src[f], t[f]].astype(np.int64))
        return out

    return [NeighbourFamily("replace", None, describe, rows=rows_replace, count=n_rows * per,
                            structure=PatternChanges(k, n_rows * per, codes))]
