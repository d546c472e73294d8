"""Speed of the exact sampler (by hand, not in CI): one release on the 2,000-buyer pricing preset over a grid of
m = 10⁶ prices, for a few ε and both laws, with the proposals it took and how many were expected (the progress
bar's total). Issue 27 measured 47 s for m = 10⁶ when every score was turned into a fraction up front.

    python tests/benchmarks/bench_exact_release.py [--alpha A] [--epsilons 0.01,1,10,100]
"""
from __future__ import annotations

import argparse
import os
import time

from expmech_gui.core.exact import sampling as ex
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.scenarios import SCENARIOS


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--alpha", type=float, default=1e-6)
    parser.add_argument("--epsilons", default="0.01,1,10,100")
    args = parser.parse_args()
    pricing = SCENARIOS["pricing"]
    name = pricing.preset_names[1]
    settings = {**pricing.preset_settings(name), "alpha": args.alpha}
    data = pricing.load_preset(name)
    print(f"load average {os.getloadavg()[0]:.2f}; pricing preset {name!r}, α = {args.alpha:g}")
    for eps in args.epsilons.split(","):
        for mechanism in ("exponential", "permute-and-flip"):
            exp = Experiment(pricing, data, RunParameters(epsilon=float(eps), mechanism=mechanism, **settings))
            m = exp.problem.m
            seen = []
            start = time.perf_counter()
            r = ex.release_experiment(exp, eps, seed=1, progress=lambda done, total: seen.append((done, total)))
            took = time.perf_counter() - start
            print(f"m = {m:,}  ε = {eps:>5}  {mechanism:<17} {took:7.3f} s  {seen[-1][0]:,}+ proposals, about "
                  f"{seen[0][1]:,} expected → {r['candidate']}")


if __name__ == "__main__":
    main()
