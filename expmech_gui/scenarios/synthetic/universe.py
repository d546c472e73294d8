"""A small data universe X, a dataset as a histogram of counts over X, and classes Q of counting queries
q(D) = Σ_{x∈q} D(x)/n (Blum–Ligett–Roth 2008; Hardt–Rothblum 2010): what the net mechanism and private
multiplicative weights both work on. Pure numpy.
"""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

import numpy as np

from ...core.errors import DataError, check_unique_names
from ...core.problem import ProblemError
from ...core.translatable import message, translatable, translated

# the kinds' names: English in the CLI, files and JSON; marked, so that a view shows them in the language in use
QUERY_KINDS = (translatable("conjunctions"), translatable("marginals"), translatable("subsets"),
               translatable("points"), translatable("halfspaces"))
QUERY_KIND_TITLES = {"conjunctions": translatable("all conjunctions"),
                     "marginals": translatable("one- and two-way marginals"),
                     "subsets": translatable("random subsets"), "points": translatable("one query per element"),
                     "halfspaces": translatable("halfspaces π·x ≥ last bit")}
MAX_BITS = 6
MAX_ELEMENTS = 4096
MAX_COUNT = 10**12  # one element's count; the total stays far inside int64
MAX_QUERIES = 100_000
DEFAULT_SUBSETS = 20


def _readonly(a: np.ndarray) -> np.ndarray:
    a = np.array(a, copy=True)
    a.setflags(write=False)
    return a


def boolean_universe(d: int) -> tuple[str, ...]:
    """{0,1}^d as bit strings "00…0", …, "11…1" in counting order."""
    if isinstance(d, bool) or not isinstance(d, (int, np.integer)) or not 1 <= d <= MAX_BITS:
        raise ProblemError(message("the number of bits d must be a whole number from 1 to {max_bits}, not {d!r}",
                                   max_bits=MAX_BITS, d=d))
    return tuple(format(i, f"0{int(d)}b") for i in range(2 ** int(d)))


def universe_bits(elements) -> np.ndarray | None:
    """(|X|, d) uint8 array of the bits when every element is a bit string of one length d ≥ 1, else None."""
    elements = tuple(elements)
    if not elements:
        return None
    d = len(elements[0])
    if d == 0 or any(len(e) != d or not set(e) <= {"0", "1"} for e in elements):
        return None
    return np.frombuffer("".join(elements).encode("ascii"), dtype=np.uint8).reshape(len(elements), d) - ord("0")


@dataclass(frozen=True, eq=False)
class Histogram:
    """A dataset over X as counts: ``counts[i]`` people have the data ``elements[i]`` (n = Σ counts)."""

    elements: tuple[str, ...]
    counts: np.ndarray

    def __post_init__(self) -> None:
        names = tuple(str(e).strip() for e in self.elements)
        if not names:
            raise DataError(message("the universe needs at least one element"))
        if len(names) > MAX_ELEMENTS:
            raise DataError(message("{elements:,} elements is more than the universe may have (at most "
                                    "{max_elements:,})", elements=len(names), max_elements=MAX_ELEMENTS))
        try:
            raw = np.asarray(self.counts)
            if raw.dtype.kind == "f" and not np.all(np.isfinite(raw) & (raw == np.round(raw))):
                raise DataError(message("counts must be whole numbers"), column="count")
            counts = np.array(raw, dtype=np.int64, copy=True).reshape(-1)
        except (TypeError, ValueError, OverflowError):
            raise DataError(message("counts must be whole numbers"), column="count") from None
        if counts.size != len(names):
            raise DataError(message("{elements} elements but {counts} counts", elements=len(names), counts=counts.size))
        check_unique_names(names, "element")
        bad = np.flatnonzero((counts < 0) | (counts > MAX_COUNT))
        if bad.size:
            i = int(bad[0])
            raise DataError(message("a count must be a whole number from 0 to 10^12, not {count}", count=counts[i]),
                            row=i + 1,
                            column="count")
        object.__setattr__(self, "elements", names)
        object.__setattr__(self, "counts", _readonly(counts))

    @property
    def n(self) -> int:
        """The number of people, Σ counts."""
        return int(self.counts.sum())

    @property
    def fractions(self) -> np.ndarray:
        """counts / n (all zero for an empty dataset)."""
        n = self.n
        return self.counts / n if n else np.zeros(self.counts.size)

    @property
    def bits(self) -> np.ndarray | None:
        return universe_bits(self.elements)

    def index(self, name: str) -> int:
        """The position of element ``name``; ProblemError naming the universe otherwise."""
        try:
            return self.elements.index(str(name).strip())
        except ValueError:
            raise ProblemError(message("{name!r} is not an element of the universe ({listing})", name=name,
                                       listing=_listing(self.elements))) from None


def _listing(elements, limit: int = 8) -> str:
    shown = ", ".join(elements[:limit])
    return shown + (message(", … ({count:,} in all)", count=len(elements)) if len(elements) > limit else "")


@dataclass(frozen=True)
class QueryClass:
    """Counting queries as a |Q| × |X| 0/1 matrix: q(D) = Σ_x matrix[q, x]·D(x)/n."""

    labels: tuple[str, ...]
    matrix: np.ndarray
    kind: str

    def __post_init__(self) -> None:
        matrix = np.asarray(self.matrix, dtype=np.float64)
        if matrix.ndim != 2 or matrix.shape[0] != len(self.labels) or matrix.shape[0] == 0:
            raise ProblemError(message("a query class needs one 0/1 row per query ({labels} labels, matrix shape "
                                       "{shape})", labels=len(self.labels), shape=matrix.shape))
        if not np.all((matrix == 0) | (matrix == 1)):
            raise ProblemError(message("a counting query's matrix holds only 0 and 1"))
        object.__setattr__(self, "labels", tuple(str(x) for x in self.labels))
        object.__setattr__(self, "matrix", _readonly(matrix))

    @property
    def size(self) -> int:
        return len(self.labels)

    def answers(self, fractions) -> np.ndarray:
        """q(D) for every query, from the normalised histogram (fractions over X; last axis = X)."""
        return np.asarray(fractions, dtype=np.float64) @ self.matrix.T


def _need_bits(kind: str, elements) -> np.ndarray:
    bits = universe_bits(elements)
    if bits is None:
        raise ProblemError(message("{query_kind_title} need a universe of bit strings of one length (such as 000 … "
                                   "111); use random subsets, one query per element, or a list of queries",
                                   query_kind_title=translated(QUERY_KIND_TITLES[kind])))
    return bits


def _literal(i: int, b: int) -> str:
    return f"x{i + 1}" if b else f"¬x{i + 1}"


def query_class(kind: str, elements, seed: int = 0, size: int | None = None) -> QueryClass:
    """The queries of ``kind`` (see QUERY_KINDS) over the universe ``elements``.

    conjunctions: every conjunction of literals over the d bits (3^d, "all" the empty one); marginals: every
    cell x_i = b and x_i = b ∧ x_j = c; subsets: ``size`` subsets, each element in with probability ½, drawn
    from ``seed``; points: the fraction of each element; halfspaces: see ``halfspaces``."""
    elements = tuple(elements)
    if kind == "conjunctions":
        bits = _need_bits(kind, elements)
        d = bits.shape[1]
        labels, rows = [], []
        for k in range(d + 1):  # by number of literals, "all" first
            for idx in itertools.combinations(range(d), k):
                for signs in itertools.product((1, 0), repeat=k):
                    mask = np.all(bits[:, list(idx)] == np.array(signs, dtype=np.uint8), axis=1) if k else \
                        np.ones(len(elements), dtype=bool)
                    labels.append(" ∧ ".join(_literal(i, b) for i, b in zip(idx, signs)) or "all")
                    rows.append(mask)
        return QueryClass(tuple(labels), np.array(rows, dtype=np.float64), kind)
    if kind == "marginals":
        bits = _need_bits(kind, elements)
        d = bits.shape[1]
        labels, rows = [], []
        for i in range(d):
            for b in (1, 0):
                labels.append(f"x{i + 1} = {b}")
                rows.append(bits[:, i] == b)
        for i, j in itertools.combinations(range(d), 2):
            for b, c in itertools.product((1, 0), repeat=2):
                labels.append(f"x{i + 1} = {b} ∧ x{j + 1} = {c}")
                rows.append((bits[:, i] == b) & (bits[:, j] == c))
        return QueryClass(tuple(labels), np.array(rows, dtype=np.float64), kind)
    if kind == "subsets":
        size = DEFAULT_SUBSETS if size is None else size
        if isinstance(size, bool) or not isinstance(size, (int, np.integer)) or not 1 <= size <= MAX_QUERIES:
            raise ProblemError(message("the number of random subsets must be a whole number from 1 to "
                                       "{max_queries:,}, not {size!r}", max_queries=MAX_QUERIES, size=size))
        rng = np.random.default_rng(seed)
        matrix = (rng.random((int(size), len(elements))) < 0.5).astype(np.float64)
        return QueryClass(tuple(f"subset {i + 1}" for i in range(int(size))), matrix, kind)
    if kind == "halfspaces":
        return halfspaces(_need_bits(kind, elements))
    if kind == "points":
        return QueryClass(tuple(f"x = {e}" for e in elements), np.eye(len(elements)), kind)
    raise ProblemError(message("unknown query class {kind!r}; use one of {query_kinds}", kind=kind,
                               query_kinds=', '.join(QUERY_KINDS)))


def halfspaces(bits: np.ndarray) -> QueryClass:
    """The wiki's halfspace queries (its BLR example): the share of rows with π₁x₁ + … + π_{d−1}x_{d−1} ≥ x_d, over
    the small class π ∈ {−1, 0, 1}^(d−1); queries that count the same rows are kept once (the first)."""
    d = bits.shape[1]
    labels, rows, seen = [], [], set()
    for weights in itertools.product((0, 1, -1), repeat=d - 1):
        mask = bits[:, :d - 1].astype(np.int64) @ np.array(weights, dtype=np.int64) >= bits[:, d - 1]
        if mask.tobytes() in seen:
            continue
        seen.add(mask.tobytes())
        terms = " + ".join(f"{'−' if w < 0 else ''}x{i + 1}" for i, w in enumerate(weights) if w)
        labels.append(f"{terms.replace('+ −', '− ') or '0'} ≥ x{d}")
        rows.append(mask)
    return QueryClass(tuple(labels), np.array(rows, dtype=np.float64), "halfspaces")


_SEPARATORS = re.compile(r"[\s,;]+")


def parse_query_list(text: str, elements) -> QueryClass:
    """One query per non-empty line: the names of the elements it counts, separated by spaces or commas
    (a line starting with # is a comment). ProblemError naming the line of a bad name or an empty query."""
    elements = tuple(elements)
    where = {e: i for i, e in enumerate(elements)}
    labels, rows = [], []
    for number, line in enumerate(str(text).splitlines(), start=1):
        body = line.strip()
        if not body or body.startswith("#"):
            continue
        names = [w for w in _SEPARATORS.split(body) if w]
        row = np.zeros(len(elements))
        for name in names:
            if name not in where:
                raise ProblemError(message("query line {number}: {name!r} is not an element of the universe "
                                           "({listing})", number=number, name=name, listing=_listing(elements)))
            row[where[name]] = 1.0
        labels.append("{" + ", ".join(dict.fromkeys(names)) + "}")
        rows.append(row)
        if len(rows) > MAX_QUERIES:
            raise ProblemError(message("more than {max_queries:,} queries in the list", max_queries=MAX_QUERIES))
    if not rows:
        raise ProblemError(message("the query list is empty: write one query per line, the elements it counts "
                                   "separated by spaces or commas"))
    return QueryClass(tuple(labels), np.array(rows), "list")
