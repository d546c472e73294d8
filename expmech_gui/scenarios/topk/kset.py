"""Whole k-sets for the workspace's simulation (issue 30, item 11): Run N and the continuous runs draw the k-set a
top-k release publishes, not only its first pick, and aggregate counts — per candidate, how many drawn k-sets
contain it, and how often it was picked first (the single selection the shared score plots read; for peeling and
Gumbel top-k its law is the exponential mechanism's, for Laplace top-k report-noisy-max's). Each batch is drawn by
the release's own exact sampler (TopKRelease.sample: peeling and Gumbel by selection.sample_gumbel, peeling with
``literal`` by sample_peeling, Laplace by sample_laplace; each tested by χ² against the exact ordered law) in chunks, so nothing per trial is kept. The exact chance of each candidate to be in the
k-set is the enumerated law's (selection.TopKLaw.inclusion), where it is enumerated."""
from __future__ import annotations

import numpy as np

from ...core.simulation import SetLaw
from .release import TopKRelease

CHUNK_SETS = 1 << 16  # k-sets drawn at a time (memory: CHUNK_SETS × k indices, plus the sampler's work arrays)
BATCH_WORK = 1 << 20  # candidates × k touched per batch of the runs (~0.1 s): cancel and progress stay prompt


class KSetDraws:
    """What the workspace's runs draw from for a top-k release: ``sample_set_counts`` gives both tallies."""

    def __init__(self, release: TopKRelease) -> None:
        self.release = release
        self.problem = release.problem
        self.k = release.k
        self.max_batch = max(1, BATCH_WORK // (self.problem.m * self.k))  # the worker's largest batch (a cost
        # per set, unlike a multinomial's per batch)

    def sample_set_counts(self, size: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
        """(first picks per candidate, k-sets containing each candidate) of ``size`` independent releases; the
        first sums to ``size``, the second to k·``size``."""
        m = self.problem.m
        first = np.zeros(m, dtype=np.int64)
        member = np.zeros(m, dtype=np.int64)
        done = 0
        while done < size:
            rows = min(CHUNK_SETS, size - done)
            sets = self.release.sample(rows, rng)
            first += np.bincount(sets[:, 0], minlength=m)
            member += np.bincount(sets.reshape(-1), minlength=m)
            done += rows
        return first, member

    def sample_counts(self, size: int, rng: np.random.Generator) -> np.ndarray:
        """First picks only (the mechanism's sample_counts, drawn through whole k-sets)."""
        return self.sample_set_counts(size, rng)[0]

    def sample(self, size: int, rng: np.random.Generator) -> np.ndarray:
        """The first picks of ``size`` releases (the mechanism's sample)."""
        return self.release.sample(size, rng)[:, 0]


def set_law(release: TopKRelease) -> SetLaw:
    """k and each candidate's exact chance to be in the k-set (None beyond the enumeration limit, or for Laplace
    top-k); enumerates up to EXACT_MAX_TUPLES ordered selections, so it is built off the GUI thread."""
    law = release.law
    return SetLaw(release.k, None if law is None else np.asarray(law.inclusion, dtype=float))
