"""What the private learner does: the exact law of the learned concept's error, the lecture's sample-complexity
bound, and error-vs-n curves over datasets drawn from the population.

The bound (Kamath's lecture on private PAC learning, after Kasiviswanathan et al. 2008): the exponential mechanism
with score −#mistakes (Δ = 1, c = ε/2) outputs, with probability ≥ 1 − β, a concept with at most
OPT + (2/ε)(ln|C| + ln(1/β)) mistakes, i.e. empirical excess error α once n ≥ (2/(αε))(ln|C| + ln(1/β)).
The statistical term is uniform convergence over the finite C (Hoeffding and a union bound): with probability
≥ 1 − β every |err_D(c) − err(c)| ≤ √((ln|C| + ln(2/β))/(2n)). Together, with probability ≥ 1 − 2β,
err(learned) ≤ OPT + (2/(nε))(ln|C| + ln(1/β)) + 2√((ln|C| + ln(2/β))/(2n)), OPT = min_c err(c) (a known
distribution), or ≤ OPT_D + (2/(nε))(ln|C| + ln(1/β)) + √((ln|C| + ln(2/β))/(2n)), OPT_D the data's fewest
mistakes / n (any distribution the data were drawn from).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

import numpy as np

from ...core.bounds import Z_95
from ...core.translatable import english, translatable
from .concepts import CLASS_NAMES, Truth, check_class, check_domain, class_size, concept_errors, concept_label, is_line
from .data import LabelledPoints
from ..topk.selection import wilson

BOUND_FORM = "n ≥ (2/(αε))(ln|C| + ln(1/β))"
CURVE_DRAWS = 100  # datasets drawn per n
CURVE_WORK = 30_000_000  # concept errors computed for the whole curve at most (draws shrink for large |C|)
CHUNK_ENTRIES = 2_000_000  # draws × max(|C|, |X|) held at once


@dataclass(frozen=True)
class Setup:
    """The class, the data as weights per domain point, and the population: the stated distribution when the
    data has a usable one (``known``), else the data's own empirical distribution (``why_unknown`` says why)."""

    cls: int
    d: int
    w1: np.ndarray
    w0: np.ndarray
    truth: Truth | None
    why_unknown: str

    @property
    def known(self) -> bool:
        return self.truth is not None

    @property
    def m(self) -> int:
        return class_size(self.cls, self.d)

    @property
    def n(self) -> int:
        return int(self.w1.sum() + self.w0.sum())

    def population(self) -> tuple[np.ndarray, np.ndarray]:
        if self.truth is not None:
            return self.truth.weights()
        total = max(self.n, 1)
        return self.w1 / total, self.w0 / total

    def errors(self) -> np.ndarray:
        """Mistakes of every concept on the data."""
        return np.rint(concept_errors(self.cls, self.d, self.w1, self.w0))

    def true_errors(self) -> np.ndarray | None:
        """err(c) under the stated distribution (η + (1 − 2η)·P[c(x) ≠ target(x)]), None when unknown."""
        return concept_errors(self.cls, self.d, *self.truth.weights()) if self.truth is not None else None

    def base_rate(self) -> float:
        """The error of the better constant guess under the population."""
        p1, _p0 = self.population()
        ones = float(p1.sum())
        return min(ones, 1.0 - ones)


def why_unknown(truth: Truth | None, cls: int, d: int, write: Callable[..., str] = english) -> str:
    """Why the data's stated distribution ``truth`` cannot give the true error on the workspace's class ``cls`` and
    domain ``d`` ("" when it can), written by ``write``: English (the JSON) or core.translatable.words (a view)."""
    if truth is None:
        return write(translatable("the data states no distribution, so only the empirical error is known"))
    if is_line(truth.cls) != is_line(cls) or truth.d != d:
        return write(translatable("the data's distribution is over the line with d = {d}, the workspace's domain has "
                                  "d = {domain}") if is_line(truth.cls) else
                     translatable("the data's distribution is over the cube with d = {d}, the workspace's domain has "
                                  "d = {domain}"), d=truth.d, domain=d)
    return ""


def setup(data: LabelledPoints, cls, d) -> Setup:
    cls = check_class(cls)
    d = check_domain(cls, d)
    w1, w0 = data.counts(cls, d)
    why = why_unknown(data.truth, cls, d)
    return Setup(cls, d, w1, w0, None if why else data.truth, why)


@dataclass(frozen=True)
class ErrorLaw:
    """The learned concept's error under the mechanism's exact pmf, grouped by error value."""

    n: int
    errors: np.ndarray
    true_errors: np.ndarray | None
    pmf: np.ndarray

    @staticmethod
    def _grouped(values: np.ndarray, pmf: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        keys, inverse = np.unique(np.round(values, 12), return_inverse=True)
        return keys, np.bincount(inverse.reshape(-1), weights=pmf, minlength=keys.size)

    def empirical(self) -> tuple[np.ndarray, np.ndarray]:
        """(error fractions k/n, P[learned concept makes k mistakes])."""
        keys, mass = self._grouped(self.errors, self.pmf)
        return keys / max(self.n, 1), mass

    def true(self) -> tuple[np.ndarray, np.ndarray] | None:
        return None if self.true_errors is None else self._grouped(self.true_errors, self.pmf)

    @property
    def erm(self) -> np.ndarray:
        """The non-private ERM: every concept with the fewest mistakes."""
        return np.flatnonzero(self.errors == self.errors.min())

    @property
    def expected_empirical(self) -> float:
        return float(self.pmf @ self.errors) / max(self.n, 1)

    @property
    def expected_true(self) -> float | None:
        return None if self.true_errors is None else float(self.pmf @ self.true_errors)


def error_law(s: Setup, pmf: np.ndarray) -> ErrorLaw:
    return ErrorLaw(s.n, s.errors(), s.true_errors(), np.asarray(pmf, dtype=np.float64))


def simulated_empirical(law: ErrorLaw, counts: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Runs of the mechanism (``counts`` per concept) grouped like ``ErrorLaw.empirical``: (error fractions,
    frequencies, Wilson 95% low, high)."""
    keys, inverse = np.unique(law.errors, return_inverse=True)
    hits = np.bincount(inverse.reshape(-1), weights=counts, minlength=keys.size)
    trials = int(np.sum(counts))
    lo, hi = wilson(hits, trials)
    return keys / max(law.n, 1), hits / max(trials, 1), lo, hi


# --- the bound ----------------------------------------------------------------------------------------------------
def privacy_alpha(n, m: int, epsilon: float, beta: float):
    """The EM's excess empirical error (fraction) with probability ≥ 1 − β: (2/(nε))(ln|C| + ln(1/β))."""
    return 2.0 * (math.log(m) + math.log(1.0 / beta)) / (np.asarray(n, dtype=np.float64) * epsilon)


def statistical_alpha(n, m: int, beta: float):
    """Uniform convergence over C with probability ≥ 1 − β: √((ln|C| + ln(2/β))/(2n))."""
    return np.sqrt((math.log(m) + math.log(2.0 / beta)) / (2.0 * np.asarray(n, dtype=np.float64)))


def true_error_bound(n, m: int, epsilon: float, beta: float, opt: float, known: bool = True):
    """err(learned) ≤ OPT + privacy term + 2 × statistical term (OPT of a known distribution), or OPT_D + privacy
    term + statistical term (OPT_D of the data), with probability ≥ 1 − 2β."""
    return opt + privacy_alpha(n, m, epsilon, beta) + (2.0 if known else 1.0) * statistical_alpha(n, m, beta)


def sample_size(alpha: float, m: int, epsilon: float, beta: float) -> int:
    """The lecture's n ≥ (2/(αε))(ln|C| + ln(1/β)), rounded up."""
    return int(math.ceil(2.0 * (math.log(m) + math.log(1.0 / beta)) / (alpha * epsilon)))


def first_n_below(level: float, m: int, epsilon: float, beta: float, opt: float, known: bool = True) -> int | None:
    """The smallest n at which the bound on the true error is below ``level``; None if it never is (OPT ≥ level)."""
    if opt >= level:
        return None
    lo, hi = 1, 1
    while true_error_bound(hi, m, epsilon, beta, opt, known) >= level:
        lo, hi = hi, hi * 2
        if hi > 10 ** 15:
            return None
    while lo < hi:
        mid = (lo + hi) // 2
        if true_error_bound(mid, m, epsilon, beta, opt, known) < level:
            hi = mid
        else:
            lo = mid + 1
    return int(hi)


# --- curves of error against n -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Curves:
    """Per n: the EM's exact expected true error on each drawn dataset, the ERM's true error, the EM's exact expected
    empirical error — each as a mean over ``draws`` datasets with a 95% interval of that mean."""

    ns: np.ndarray
    draws: int
    em_true: np.ndarray  # (3, len(ns)): mean, low, high
    erm_true: np.ndarray
    em_empirical: np.ndarray
    known: bool


def curve_sizes(n_now: int, m: int, epsilon: float, beta: float, opt: float, base: float,
                known: bool = True) -> np.ndarray:
    """n from 10 up to past both the data's n and the n at which the bound drops below the base rate."""
    useful = first_n_below(base, m, epsilon, beta, opt, known) if base > 0 else None
    top = int(min(max(4 * n_now, 1.5 * (useful or 0), 200), 100_000))
    ns = np.unique(np.round(np.geomspace(10, top, 14)).astype(np.int64))
    return np.unique(np.append(ns, max(n_now, 1)))


def learning_curves(s: Setup, mechanism, ns: np.ndarray, seed: int | None, draws: int = CURVE_DRAWS,
                    progress=lambda done, total: None, cancelled=lambda: False) -> Curves | None:
    """Draw ``draws`` datasets of each size n from the population; on each the mechanism's exact pmf (its
    ``log_pmf_rows`` on that data's scores) gives the exact expected error; None when cancelled."""
    p1, p0 = s.population()
    p = np.concatenate([p1, p0])
    p = p / p.sum()
    true = concept_errors(s.cls, s.d, p1, p0)
    size = p1.size
    draws = int(max(10, min(draws, CURVE_WORK // max(s.m * len(ns), 1))))
    chunk = max(1, CHUNK_ENTRIES // max(s.m, 2 * size))
    rng = np.random.default_rng(seed)
    out = np.zeros((3, 3, len(ns)))
    for j, n in enumerate(ns):
        em_t, erm_t, em_e = [], [], []
        for start in range(0, draws, chunk):
            if cancelled():
                return None
            counts = rng.multinomial(int(n), p, size=min(chunk, draws - start)).astype(np.float64)
            errs = np.rint(concept_errors(s.cls, s.d, counts[:, :size], counts[:, size:]))
            pmf = np.exp(mechanism.log_pmf_rows(-errs))
            em_t.append(pmf @ true)
            em_e.append((pmf * errs).sum(axis=1) / n)
            erm_t.append(true[np.argmin(errs, axis=1)])
        for k, values in enumerate((em_t, erm_t, em_e)):
            v = np.concatenate(values)
            half = Z_95 * v.std(ddof=1) / math.sqrt(v.size) if v.size > 1 else 0.0
            out[k, :, j] = v.mean(), v.mean() - half, v.mean() + half
        progress(j + 1, len(ns))
    return Curves(np.asarray(ns), draws, out[0], out[1], out[2], s.known)


# --- the report of `expmech run --json` ---------------------------------------------------------------------------
def report(s: Setup, law: ErrorLaw, counts: np.ndarray, epsilon: float, beta: float) -> dict:
    """The learning keys (docs/manual.md: "Private PAC learning")."""
    erm = law.erm
    best = int(erm[0])
    opt_true = float(law.true_errors.min()) if law.true_errors is not None else None
    opt = opt_true if opt_true is not None else float(law.errors.min()) / max(s.n, 1)
    base = s.base_rate()
    keys, freq, _lo, _hi = simulated_empirical(law, counts)
    trials = int(np.sum(counts))
    mean = float(freq @ keys) if trials else None
    half = Z_95 * math.sqrt(max(float(freq @ keys ** 2) - mean ** 2, 0.0) / trials) if trials else None
    known = s.known
    return {
        "concept_class": CLASS_NAMES[s.cls],
        "d": s.d,
        "class_size": s.m,
        "true_error_known": s.known,
        "distribution": s.truth.describe() if s.truth is not None else None,
        "why_true_error_unknown": s.why_unknown or None,
        "erm_concept": concept_label(s.cls, s.d, best),
        "erm_ties": int(erm.size),
        "erm_empirical_error": float(law.errors[best]) / max(s.n, 1),
        "erm_true_error": float(law.true_errors[best]) if law.true_errors is not None else None,
        "best_true_error": opt_true,
        "expected_empirical_error": law.expected_empirical,
        "expected_true_error": law.expected_true,
        "simulated_empirical_error": {"trials": trials, "mean": mean,
                                      "low_95": None if mean is None else mean - half,
                                      "high_95": None if mean is None else mean + half},
        "bound": {
            "form": BOUND_FORM,
            "beta": beta,
            "privacy_alpha": float(privacy_alpha(max(s.n, 1), s.m, epsilon, beta)),
            "statistical_alpha": float(statistical_alpha(max(s.n, 1), s.m, beta)),
            "true_error_bound": float(true_error_bound(max(s.n, 1), s.m, epsilon, beta, opt, known)),
            "opt_used": opt,
            "base_rate": base,
            "n_bound_below_one": first_n_below(1.0, s.m, epsilon, beta, opt, known),
            "n_bound_below_base_rate": first_n_below(base, s.m, epsilon, beta, opt, known),
        },
    }
