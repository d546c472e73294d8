"""Whole-column C calls cut into slices, so a worker thread never holds Python's interpreter lock long.

A C call such as ``dict(zip(names, rows))``, ``set(names)`` or ``np.array(texts, dtype=np.int64)`` keeps the lock
for its whole length (10⁵ strings: 5–15 ms each); meanwhile the GUI thread, which needs the lock for every Python
call Qt makes while it paints, waits — the window froze for the sum of such calls beside its own work. Between two
slices the interpreter checks whether another thread waits (every ``sys.getswitchinterval()``, 5 ms) and lets it
run. A slice of SLICE items costs well under a millisecond of C; the result is the same as the one call's.
"""
from __future__ import annotations

from typing import Iterator, Sequence

import numpy as np

SLICE = 10_000  # items per C call
_NOT_DIGITS = str.maketrans("", "", "0123456789\n")  # what is left of a text of digits (and newlines): nothing


def slices(items: Sequence, size: int = SLICE) -> Iterator[Sequence]:
    """``items`` in consecutive slices of ``size`` (the last shorter)."""
    for start in range(0, len(items), size):
        yield items[start:start + size]


def stripped_texts(items: Sequence) -> tuple[str, ...]:
    """tuple(str(x).strip() for x in items), slice by slice at C speed."""
    out: list[str] = []
    for part in slices(items):
        out.extend(map(str.strip, map(str, part)))
    return tuple(out)


def all_distinct(items: Sequence) -> bool:
    """len(set(items)) == len(items), the set grown slice by slice."""
    seen: set = set()
    for part in slices(items):
        seen.update(part)
    return len(seen) == len(items)


def positions(keys: Sequence, values: Sequence) -> dict:
    """dict(zip(keys, values)) (a later key wins, as there), filled slice by slice."""
    out: dict = {}
    for key_part, value_part in zip(slices(keys), slices(values)):
        out.update(zip(key_part, value_part))
    return out


def digit_texts(texts: Sequence[str], most: int) -> bool:
    """Whether every text is 1 to ``most`` ASCII digits (checked over each slice joined, at C speed)."""
    return all(not "\n".join(part).translate(_NOT_DIGITS) and all(part) and max(map(len, part)) <= most
               for part in slices(texts))


def int64_column(texts: Sequence[str]) -> np.ndarray:
    """np.array(texts, dtype=np.int64) of digit strings, converted slice by slice."""
    if len(texts) <= SLICE:
        return np.array(texts, dtype=np.int64)
    return np.concatenate([np.array(part, dtype=np.int64) for part in slices(texts)])
