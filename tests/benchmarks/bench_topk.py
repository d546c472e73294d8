"""Speed of top-k draws (by hand, not in CI): peeling as the top-k scenario draws it (one Gumbel pass, the same
ordered law: Durfee–Rogers 2019), peeling drawn literally (k sequential exponential mechanisms, ``--literal 1``)
and one-shot Gumbel, on m Zipf-like vote counts, in process CPU time; each figure beside Gumbel's from the same
run (issue 36 §5: the literal form was 0.05× Gumbel at k = 100).

    python tests/benchmarks/bench_topk.py [--m 1000] [--ks 3,10,100] [--draws 2000]
"""
from __future__ import annotations

import argparse
import os
import time

import numpy as np

from expmech_gui.core.mechanisms import make_mechanism
from expmech_gui.core.problem import SelectionProblem
from expmech_gui.scenarios.topk.release import GUMBEL, PEELING, TopKRelease


def cpu(release: TopKRelease, draws: int, reps: int = 3) -> float:
    """The least process CPU time of ``draws`` draws over ``reps`` repetitions."""
    best = float("inf")
    for rep in range(reps):
        rng = np.random.default_rng(rep)
        start = time.process_time()
        release.sample(draws, rng)
        best = min(best, time.process_time() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--m", type=int, default=1000)
    parser.add_argument("--ks", default="3,10,100")
    parser.add_argument("--draws", type=int, default=2000)
    args = parser.parse_args()
    scores = np.floor(5000 / np.arange(1, args.m + 1))  # Zipf-like vote counts, ties in the tail
    problem = SelectionProblem(labels=tuple(f"c{i}" for i in range(args.m)), scores=scores, sensitivity=1.0,
                               monotone={"add-remove": True, "replace": False}, n=int(scores.sum()))
    em = make_mechanism("exponential", problem, 1.0)
    print(f"load average {os.getloadavg()[0]:.2f}; m = {args.m:,}, {args.draws:,} draws, ε = 1")
    for k in map(int, args.ks.split(",")):
        gumbel = cpu(TopKRelease(GUMBEL, em, k), args.draws)
        for name, release in (("peeling (Gumbel form)", TopKRelease(PEELING, em, k)),
                              ("peeling, literal", TopKRelease(PEELING, em, k, literal=True))):
            took = cpu(release, args.draws)
            print(f"k = {k:>4}  {name:<22} {took * 1e3:8.1f} ms  ({gumbel / took:.2f}× Gumbel's "
                  f"{gumbel * 1e3:.1f} ms)")


if __name__ == "__main__":
    main()
