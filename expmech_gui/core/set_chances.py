"""What a release of k candidates at once (top-k) gives each candidate: its chance to be among the k chosen — exact
where the law is enumerated (core.simulation.SetLaw.inclusion: P[h ∈ S] summed over every ordered selection), and
the share of the simulated k-sets that contain it — and the expected total score of the k chosen,
E[Σ_{h∈S} u(h)] = Σ_h P[h ∈ S]·u(h) by linearity of expectation; its simulated counterpart Σ_h u(h)·N_h / T is the
mean total of the T drawn k-sets (N_h of them contain h). The numbers the summary panel and the report show in
place of one selection's chances, which on top-k are only the first pick's."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .simulation import SetLaw


@dataclass(frozen=True)
class SetChances:
    """Per candidate: the exact chance to be among the k (None where not enumerated) and the share of drawn k-sets
    that contain it (None before any whole set is drawn), over ``trials`` drawn k-sets."""

    k: int
    scores: np.ndarray
    exact: np.ndarray | None = None
    simulated: np.ndarray | None = None
    trials: int = 0

    @classmethod
    def of(cls, law: SetLaw, scores, aggregate=None) -> "SetChances":
        """From a run tally's SetLaw and (optionally) a SimulationAggregate's k-set counts."""
        shares = aggregate.set_shares() if aggregate is not None else None
        trials = int(aggregate.set_trials) if shares is not None else 0
        exact = None if law.inclusion is None else np.asarray(law.inclusion, dtype=np.float64)
        return cls(int(law.k), np.asarray(scores, dtype=np.float64), exact, shares, trials)

    @property
    def chances(self) -> np.ndarray | None:
        """The exact chances where there are, else the simulated shares, else None."""
        return self.exact if self.exact is not None else self.simulated

    @property
    def expected_total(self) -> float | None:
        """Σ_h P[h among the k]·u(h), exact (None where the law is not enumerated)."""
        return None if self.exact is None else float(self.exact @ self.scores)

    @property
    def simulated_total(self) -> float | None:
        """The mean total score of the drawn k-sets (None before any is drawn)."""
        return None if self.simulated is None else float(self.simulated @ self.scores)

    @property
    def best_total(self) -> float:
        """The total of the k highest scores: the best any k-set can get."""
        return float(np.sort(self.scores)[-self.k:].sum())

    def top(self, n: int) -> np.ndarray:
        """The ``n`` most likely to be among the k, most likely first (O(m): a partition, then a sort of n)."""
        p = self.chances if self.chances is not None else np.zeros(self.scores.size)
        n = max(0, min(int(n), p.size))
        if n == 0:
            return np.zeros(0, dtype=np.int64)
        part = np.argpartition(-p, n - 1)[:n] if p.size > n else np.arange(p.size)
        return part[np.lexsort((part, -p[part]))]
