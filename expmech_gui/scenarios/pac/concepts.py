"""Finite concept classes over a small domain and every concept's errors at once (private PAC learning, Kamath's
lecture on the generic private learner of Kasiviswanathan et al. 2008: the exponential mechanism over C with score
s(D, c) = −#{(x, y) ∈ D : c(x) ≠ y}, Δ = 1).

A domain point is an integer index: on the line, x itself (0 … d−1); on the cube {0,1}^d, the bit mask
Σ x_i·2^(i−1). Data and distributions are weights per point and label, w1[x] (label 1) and w0[x] (label 0), so the
same code counts the mistakes on a dataset (counts) and the true error under a distribution (probabilities):
err(c) = Σ_x w1[x]·[c(x) = 0] + w0[x]·[c(x) = 1] = W1 − Σ_{c(x)=1} (w1 − w0)[x].
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ...core.problem import ProblemError
from ...core.translatable import english, message, numeral, translatable, translated, words

THRESHOLDS, INTERVALS, CONJUNCTIONS, STUMPS = 0, 1, 2, 3
# the classes' names: English in the CLI, files and JSON; marked, so that a view shows them in the language in use
CLASS_NAMES = {THRESHOLDS: translatable("thresholds"), INTERVALS: translatable("intervals"),
               CONJUNCTIONS: translatable("conjunctions"), STUMPS: translatable("decision stumps")}
CLASS_TITLES = {THRESHOLDS: "Thresholds on a line (x ≥ t)", INTERVALS: "Intervals on a line (a ≤ x ≤ b)",
                CONJUNCTIONS: "Conjunctions over {0,1}^d", STUMPS: "Decision stumps over {0,1}^d (x_i = b)"}
LINE_CLASSES = (THRESHOLDS, INTERVALS)
MAX_CONCEPTS = 1_000_000
MAX_LINE = 1_000_000  # the setting d's largest value (a line of d points)
MAX_D = {THRESHOLDS: MAX_CONCEPTS - 1, INTERVALS: 1413, CONJUNCTIONS: 12, STUMPS: 16}  # |C| ≤ MAX_CONCEPTS; 2^16 points


def check_class(code) -> int:
    if isinstance(code, bool) or not float(code).is_integer() or int(code) not in CLASS_NAMES:
        raise ProblemError(message("the concept class must be one of {classes}, not {code!r}",
                                   classes=', '.join((f'{k} ({v})' for k, v in CLASS_NAMES.items())), code=code))
    return int(code)


def parse_class(text) -> int:
    """A class by name (thresholds, intervals, conjunctions, stumps) or number 0–3."""
    s = str(text).strip().lower()
    try:
        number = float(s)
    except ValueError:
        number = None
    for code, name in CLASS_NAMES.items():
        if s and (number == code or name.startswith(s) or s in name.split()):
            return code
    raise ValueError(message("type thresholds, intervals, conjunctions or stumps (or 0, 1, 2, 3)"))


def is_line(cls: int) -> bool:
    return cls in LINE_CLASSES


def class_size(cls: int, d: int) -> int:
    """|C|: thresholds d + 1 (t = 0 … d), intervals d(d+1)/2 + 1 (with the empty one), conjunctions 3^d + 1 (each
    variable absent, positive or negated, plus 'false'), stumps 2d + 2 (x_i = b, and the two constants)."""
    return {THRESHOLDS: d + 1, INTERVALS: d * (d + 1) // 2 + 1, CONJUNCTIONS: 3 ** d + 1, STUMPS: 2 * d + 2}[cls]


def domain_size(cls: int, d: int) -> int:
    return d if is_line(cls) else 2 ** d


def check_domain(cls: int, d) -> int:
    """d as the class allows it, with |C| ≤ MAX_CONCEPTS; ProblemError saying what to change otherwise."""
    if isinstance(d, bool) or not float(d).is_integer() or d < 1:
        raise ProblemError(message("d must be a whole number from 1, not {d!r}", d=d))
    d, hi = int(d), MAX_D[cls]
    if d > hi and cls == STUMPS:
        raise ProblemError(message("the cube {{0,1}}^d goes up to d = {hi} here ({points:,} points), not {d:,}: "
                                   "lower d", hi=hi, points=2 ** hi, d=d))
    if d > hi:
        size = (numeral(f"{class_size(cls, d):,}") if cls != CONJUNCTIONS or d <= 40 else
                message("more than 10^19"))
        raise ProblemError(message("{class_name} with d = {d:,} are {size} concepts, more than the "
                                   "{max_concepts:,} this workspace enumerates: lower d to {hi:,} or less",
                                   class_name=translated(CLASS_NAMES[cls]), d=d, size=size, max_concepts=MAX_CONCEPTS,
                                   hi=hi))
    return d


# --- the concepts: masks of the cube classes, end points of the line classes -------------------------------------
@lru_cache(maxsize=4)  # the neighbour search asks for the same class chunk after chunk
def _cube_masks(cls: int, d: int) -> tuple[np.ndarray, np.ndarray]:
    """Per concept, the bits that must be 1 (P) and must be 0 (Q): c(x) = [x & P = P and x & Q = 0].
    Both constants are masks too: 'false'/'always 0' has P = Q = 1 (impossible), 'true'/'always 1' P = Q = 0."""
    if cls == CONJUNCTIONS:
        j = np.arange(3 ** d, dtype=np.int64)
        pos = np.zeros(j.size, np.int64)
        neg = np.zeros(j.size, np.int64)
        for i in range(d):
            digit = (j // 3 ** i) % 3
            pos |= (digit == 1).astype(np.int64) << i
            neg |= (digit == 2).astype(np.int64) << i
        return np.append(pos, 1), np.append(neg, 1)
    i = np.repeat(np.arange(d, dtype=np.int64), 2)
    b = np.tile([1, 0], d)
    return (np.concatenate([[1, 0], np.where(b == 1, 1 << i, 0)]),
            np.concatenate([[1, 0], np.where(b == 0, 1 << i, 0)]))


@lru_cache(maxsize=4)
def _line_ends(cls: int, d: int) -> tuple[np.ndarray, np.ndarray]:
    """Per concept, c(x) = [a ≤ x ≤ b]: thresholds (t, ∞), intervals (a, b) with a ≤ b after the empty (1, 0)."""
    if cls == THRESHOLDS:
        t = np.arange(d + 1, dtype=np.int64)
        return t, np.full(t.size, d, np.int64)
    a, b = np.triu_indices(d)
    return np.append(1, a).astype(np.int64), np.append(0, b).astype(np.int64)


def predictions(cls: int, d: int, points: np.ndarray, concepts: slice | np.ndarray = slice(None)) -> np.ndarray:
    """c(x) for each point (rows) and each chosen concept (columns), as booleans — for neighbours and tests."""
    x = np.asarray(points, dtype=np.int64)[:, None]
    if is_line(cls):
        a, b = (e[concepts] for e in _line_ends(cls, d))
        return (a[None, :] <= x) & (x <= b[None, :])
    pos, neg = (e[concepts] for e in _cube_masks(cls, d))
    return ((x & pos[None, :]) == pos[None, :]) & ((x & neg[None, :]) == 0)


def concept_errors(cls: int, d: int, w1: np.ndarray, w0: np.ndarray) -> np.ndarray:
    """err(c) for every concept, vectorised over a leading batch axis of w1, w0 (shape (..., |X|)): prefix sums on
    the line; on the cube the ternary zeta transform (each axis of the 2×…×2 table of w1 − w0 becomes 3 entries:
    absent = sum, positive = the 1-slice, negated = the 0-slice) — O(3^d·d) for all conjunctions."""
    w1 = np.asarray(w1, dtype=np.float64)
    v = w1 - np.asarray(w0, dtype=np.float64)
    total1 = w1.sum(axis=-1, keepdims=True)
    batch = v.shape[:-1]
    if cls == THRESHOLDS:
        tail = np.concatenate([np.cumsum(v[..., ::-1], axis=-1)[..., ::-1], np.zeros(batch + (1,))], axis=-1)
        covered = tail  # Σ_{x ≥ t} v for t = 0 … d
    elif cls == INTERVALS:
        prefix = np.concatenate([np.zeros(batch + (1,)), np.cumsum(v, axis=-1)], axis=-1)
        a, b = np.triu_indices(d)
        covered = np.concatenate([np.zeros(batch + (1,)), prefix[..., b + 1] - prefix[..., a]], axis=-1)
    elif cls == CONJUNCTIONS:
        f = v.reshape(batch + (2,) * d)
        for axis in range(len(batch), len(batch) + d):
            zero, one = np.take(f, 0, axis=axis), np.take(f, 1, axis=axis)
            f = np.stack([zero + one, one, zero], axis=axis)
        covered = np.concatenate([f.reshape(batch + (3 ** d,)), np.zeros(batch + (1,))], axis=-1)
    else:
        per_bit = []
        for i in range(d):  # bit i is axis d − 1 − i of the C-ordered table
            t = v.reshape(batch + (2 ** (d - 1 - i), 2, 2 ** i)).sum(axis=(-3, -1))
            per_bit.append(np.stack([t[..., 1], t[..., 0]], axis=-1))  # x_i = 1, then x_i = 0
        covered = np.concatenate([np.zeros(batch + (1,)), v.sum(axis=-1, keepdims=True)]
                                 + per_bit, axis=-1)
    return total1 - covered


# --- names of concepts, and reading one typed by the user ---------------------------------------------------------
def concept_label(cls: int, d: int, index: int) -> str:
    index = int(index)
    if cls == THRESHOLDS:
        return f"x ≥ {index}"
    if cls == INTERVALS:
        if index == 0:
            return "empty"
        a, b = (e[index] for e in _line_ends(INTERVALS, d))
        return f"{a} ≤ x ≤ {b}"
    if cls == CONJUNCTIONS:
        if index == 3 ** d:
            return "false"
        lits = []
        for i in range(d):
            digit = (index // 3 ** i) % 3
            if digit:
                lits.append(("" if digit == 1 else "¬") + f"x{i + 1}")
        return " ∧ ".join(lits) or "true"
    if index < 2:
        return ("always 0", "always 1")[index]
    return f"x{(index - 2) // 2 + 1} = {1 - (index - 2) % 2}"


def parse_concept(cls: int, d: int, text: str) -> int:
    """A concept typed as its label: 'x ≥ 37' or '37'; '20 ≤ x ≤ 60' or '20-60' or 'empty'; 'x1 ∧ ¬x3' (also
    'x1 & !x3', 'x1 and not x3'), 'true', 'false'; 'x3 = 1', 'always 0'. ProblemError in words otherwise."""
    s = str(text).strip().lower()
    nums = [int(t) for t in re.findall(r"\d+", s)]
    if cls == THRESHOLDS and len(nums) == 1 and 0 <= nums[0] <= d:
        return nums[0]
    if cls == INTERVALS:
        if s == "empty":
            return 0
        if len(nums) == 2 and nums[0] <= nums[1] < d:
            a, b = nums
            return 1 + a * d - a * (a - 1) // 2 + (b - a)  # triu order: rows a, then b
    if cls == CONJUNCTIONS:
        if s in ("true", "false"):
            return 0 if s == "true" else 3 ** d
        index, seen = 0, set()
        for lit in re.split(r"\s*(?:∧|&|,|\band\b|\s)\s*", s.replace("not ", "¬")):
            m = re.fullmatch(r"([¬!~-]?)x(\d+)", lit)
            if not lit:
                continue
            if not m or not 1 <= int(m.group(2)) <= d or int(m.group(2)) in seen:
                index = -1
                break
            seen.add(int(m.group(2)))
            index += (2 if m.group(1) else 1) * 3 ** (int(m.group(2)) - 1)
        if index >= 0 and seen:
            return index
    if cls == STUMPS:
        if s in ("always 0", "always 1"):
            return int(s[-1])
        m = re.fullmatch(r"x(\d+)\s*=\s*([01])", s)
        if m and 1 <= int(m.group(1)) <= d:
            return 2 + 2 * (int(m.group(1)) - 1) + (1 - int(m.group(2)))
    example = {THRESHOLDS: f"x ≥ {d // 2}", INTERVALS: f"{d // 4} ≤ x ≤ {d // 2}", CONJUNCTIONS: "x1 ∧ ¬x2",
               STUMPS: "x1 = 1"}[cls]
    raise ProblemError(message("{text!r} is not one of the {class_name} with d = {d}: write it like {example}",
                               text=text, class_name=translated(CLASS_NAMES[cls]), d=d, example=example))


DISTRIBUTION = translatable("x uniform on {where}, labels from the target {target} flipped with probability "
                            "{noise:g}")


@dataclass(frozen=True)
class Truth:
    """The distribution the data is drawn from: x uniform on the domain, y = target(x), flipped with probability η.
    The target is a concept of class ``cls`` over the domain of size parameter ``d``."""

    cls: int
    d: int
    target: int
    noise: float

    def weights(self) -> tuple[np.ndarray, np.ndarray]:
        """(p1, p0): the probability of each domain point with label 1 and with label 0."""
        size = domain_size(self.cls, self.d)
        t = predictions(self.cls, self.d, np.arange(size), np.array([self.target]))[:, 0]
        p1 = np.where(t, 1.0 - self.noise, self.noise) / size
        return p1, 1.0 / size - p1

    @property
    def label(self) -> str:
        return concept_label(self.cls, self.d, self.target)

    def _fields(self) -> dict:
        return {"where": f"0 … {self.d - 1}" if is_line(self.cls) else f"{{0,1}}^{self.d}", "target": self.label,
                "noise": self.noise}

    def describe(self) -> str:
        """The distribution in English, as the JSON states it."""
        return english(DISTRIBUTION, **self._fields())

    def in_words(self) -> str:
        """The distribution in the language in use (numbers in English separators, localized where shown)."""
        return words(DISTRIBUTION, **self._fields())

    def text(self) -> str:
        """The line a CSV starts with to state this distribution (read back by ``parse_truth``)."""
        return (f"# distribution: uniform; class={CLASS_NAMES[self.cls].replace(' ', '_')}; d={self.d}; "
                f"target={self.label}; noise={self.noise!r}")


def parse_truth(text: str) -> Truth:
    """Read the line written by ``Truth.text``; ProblemError saying what is wrong."""
    fields = dict(part.strip().split("=", 1) for part in str(text).lstrip("# ").split(";")[1:] if "=" in part)
    try:
        cls = parse_class(fields["class"].replace("_", " "))
        d = check_domain(cls, int(fields["d"]))
        noise = float(fields["noise"])
        target = parse_concept(cls, d, fields["target"])
    except (KeyError, ValueError) as exc:
        raise ProblemError(message("the distribution line needs class=…; d=…; target=…; noise=… ({exc})",
                                   exc=exc)) from None
    if not 0 <= noise <= 0.5:
        raise ProblemError(message("the label noise η must be from 0 to 0.5, not {noise:g}", noise=noise))
    return Truth(cls, d, target, noise)
