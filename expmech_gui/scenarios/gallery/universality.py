"""Universality of the exponential mechanism (McSherry–Talwar 2007, claimed; proved in the blog on the EM, Theorem 2;
Naor's slides): any ε-DP mechanism M with a finite range is the exponential mechanism with the score
w(D, r) = ln P[M(D) = r] over H = image(M). Its sensitivity is Δ = max over neighbours D, D′ and r of
|ln P[M(D) = r] − ln P[M(D′) = r]| ≤ ε, the realised loss of M itself; the normaliser Σ_r e^(w(D, r)) = 1 is the
same for every D, so the factor 2 is dropped: c = ε/Δ with ε = Δ, i.e. c = 1, and P_EM(D, r) ∝ e^(w(D, r)) =
P[M(D) = r] exactly. Kept, the factor 2 (c = 1/2) gives P^(1/2) renormalised: another, flatter mechanism.

Three mechanisms as tables P[M(D) = r] (rows: datasets, neighbours = consecutive rows), all in log space:
binary randomized response at ε (Warner 1965), the truncated geometric mechanism on counts 0…N at ε
(Ghosh–Roughgarden–Sundararajan 2009: the two-sided geometric noise with the mass beyond 0 and N piled on the
ends), and a table the user types.
"""
from __future__ import annotations

import math

import numpy as np

from .gallery import Comparison
from ...core.mechanisms import make_mechanism
from ...core.problem import ProblemError, SelectionProblem, check_epsilon
from ...core.translatable import message, translatable, translated, words

FAMILIES = (translatable("randomized response"), translatable("truncated geometric"), translatable("your table"))
MAX_COUNT = 1_000  # the geometric mechanism's largest count N
MAX_TABLE = 200  # rows and outputs of a typed table
SUM_TOLERANCE = 1e-6  # a typed row's chances must sum to 1 within this
NOT_MONOTONE = {"add-remove": False, "replace": False}


def randomized_response_table(epsilon: float) -> np.ndarray:
    """ln P[M(D) = r] for D, r ∈ {0, 1}: the truth with chance e^ε/(1 + e^ε), the other bit 1/(1 + e^ε)."""
    eps = check_epsilon(epsilon)
    keep, flip = -np.logaddexp(0.0, -eps), -np.logaddexp(0.0, eps)
    return np.array([[keep, flip], [flip, keep]])


def truncated_geometric_table(epsilon: float, top: int) -> np.ndarray:
    """ln P[M(D) = r] for counts D, r ∈ 0…N, α = e^(−ε) (Ghosh–Roughgarden–Sundararajan 2009):
    P[r] = (1 − α)/(1 + α)·α^|r − D| for 0 < r < N, P[0] = α^D/(1 + α), P[N] = α^(N − D)/(1 + α)."""
    eps = check_epsilon(epsilon)
    if isinstance(top, bool) or not float(top).is_integer() or not 1 <= top <= MAX_COUNT:
        raise ProblemError(message("the largest count N must be a whole number from 1 to {max_count:,}, not {top!r}",
                                   max_count=MAX_COUNT, top=top))
    top = int(top)
    d = np.arange(top + 1, dtype=np.float64)
    gap = np.abs(d[None, :] - d[:, None])  # rows D, columns r
    log_one_plus = math.log1p(math.exp(-eps))
    logs = -eps * gap + math.log(-math.expm1(-eps)) - log_one_plus
    logs[:, 0] = -eps * d - log_one_plus
    logs[:, top] = -eps * (top - d) - log_one_plus
    return logs


def table_logs(rows) -> np.ndarray:
    """ln of a typed table P[M(D) = r] (rows: datasets, consecutive rows neighbours), each row checked to be a
    distribution; outputs no row can give are left out (H = image(M)); ProblemError naming the row in words."""
    try:
        table = np.array([[float(x) for x in row] for row in rows], dtype=np.float64)
    except (TypeError, ValueError):
        raise ProblemError(message("every row of the table needs the same number of chances")) from None
    if table.ndim != 2 or table.shape[0] < 2 or table.shape[1] < 2:
        raise ProblemError(message("the table needs at least two rows (neighbouring datasets) of at least two "
                                   "chances"))
    if max(table.shape) > MAX_TABLE:
        raise ProblemError(message("the table may have at most {max_table} rows and {max_table} outputs",
                                   max_table=MAX_TABLE))
    for i, row in enumerate(table, start=1):
        if not np.all(np.isfinite(row)) or np.any(row < 0):
            raise ProblemError(message("row {i}: every chance must be a number from 0 to 1", i=i))
        if abs(row.sum() - 1.0) > SUM_TOLERANCE:
            raise ProblemError(message("row {i}: the chances sum to {total:.6g}; a mechanism's chances sum to 1", i=i,
                                       total=row.sum()))
    table = table[:, table.max(axis=0) > 0]
    for j in range(table.shape[1]):
        zero = np.flatnonzero(table[:, j] == 0)
        if zero.size:
            raise ProblemError(message("output {j} has chance 0 on row {row} but not on every row: no finite ε "
                                       "covers it, so this mechanism is not ε-DP for any ε", j=j + 1,
                                       row=zero[0] + 1))
    return np.log(table / table.sum(axis=1, keepdims=True))


def realised_loss(log_rows: np.ndarray) -> float:
    """max over consecutive rows (neighbours) and outputs of |ln P(D, r) − ln P(D′, r)|."""
    return float(np.max(np.abs(np.diff(log_rows, axis=0)))) if log_rows.shape[0] > 1 else 0.0


def em_of_scores(scores: np.ndarray, scale: float) -> np.ndarray:
    """ln P_EM(D, r) for every row D of scores w(D, r) at c = ``scale``: core.mechanisms' exponential mechanism
    (c = ε/(2Δ)) run with Δ = 1 at ε = 2c."""
    labels = tuple(str(r) for r in range(scores.shape[1]))
    return np.array([make_mechanism("exponential", SelectionProblem(labels=labels, scores=row, sensitivity=1.0,
                                                                    monotone=NOT_MONOTONE), 2.0 * scale).log_pmf
                     for row in scores])


def universality(family: str, data: int, epsilon: float, top: int = 5, table=None) -> Comparison:
    """The EM with score w(D, r) = ln P[M(D) = r] and c = 1 (ε = Δ, no factor 2) beside M's own chances on the
    dataset ``data`` (randomized response: the bit 0 or 1; geometric: the count 0…N; a table: the row 1, 2, …),
    with the EM's realised loss (= Δ, M's own) and what keeping the factor 2 would give."""
    if family == FAMILIES[0]:
        logs, rows, outputs = randomized_response_table(epsilon), "the person's bit", ("report 0", "report 1")
    elif family == FAMILIES[1]:
        logs = truncated_geometric_table(epsilon, top)
        rows, outputs = "the count", tuple(f"release {r}" for r in range(logs.shape[1]))
    elif family == FAMILIES[2]:
        logs, rows = table_logs(table), "the row"
        outputs = tuple(f"output {r + 1}" for r in range(logs.shape[1]))
    else:
        raise ProblemError(message("choose a mechanism: {families}", families=', '.join(FAMILIES)))
    first = 1 if family == FAMILIES[2] else 0
    if isinstance(data, bool) or not float(data).is_integer() or not first <= data < first + logs.shape[0]:
        raise ProblemError(message("{rows} D must be a whole number from {first} to {last}", rows=translated(rows),
                                   first=first, last=first + logs.shape[0] - 1))
    row = int(data) - first
    delta = realised_loss(logs)  # the score's sensitivity: M's own realised ε
    em = em_of_scores(logs, 1.0)
    halved = em_of_scores(logs, 0.5)
    loss, halved_loss = realised_loss(em), realised_loss(halved)
    own = np.exp(logs[row])
    flatter = np.exp(halved[row])
    return Comparison(
        "universality", "Universality: any ε-DP mechanism", outputs, np.arange(len(outputs), dtype=float),
        np.exp(em[row]), own, words("{family}, its own chances P[M(D) = r]", family=translated(family)),
        words("Score each output by the log of the chance the mechanism gives it on this data, w(D, r) = "
              "ln P[M(D) = r]. The exponential mechanism's weight e^w is then the chance itself, and the chances "
              "already sum to 1 on every dataset — so the exponential mechanism is the mechanism."),
        words("One neighbour moves a score by at most Δ = {delta} (the mechanism's own ε). The normaliser is 1 on every "
              "dataset, so the factor 2 is dropped: c = ε/Δ with ε = Δ, i.e. c = 1. Keeping the factor 2 (c = 1/2) "
              "would give a different, flatter mechanism (largest difference {difference}, realised loss {loss}).",
              delta=f"{delta:.6g}", difference=f"{np.max(np.abs(flatter - own)):.3g}", loss=f"{halved_loss:.4g}")
        + (words(" A typed table has its own ε, Δ: the ε chosen above is not used.") if family == FAMILIES[2] else ""),
        realised_loss=loss, reference=float(row),
        extras={"sensitivity": delta, "scores": logs[row], "halved": flatter, "halved_loss": halved_loss})
