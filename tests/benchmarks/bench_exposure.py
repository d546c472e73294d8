"""The most-exposed search, run by hand (not by CI): python tests/benchmarks/bench_exposure.py [n]

Times *Find the most exposed individual* for the exponential mechanism on each scenario with n individuals
(default 10⁵; pricing at the recommended α = ln n/(nε)), under add/remove and replace, and prints the
neighbours searched, the loss found and the peak traced memory beside one softmax of the m candidates
(the reference: the search compares each neighbour's pmf with the dataset's), and the CPU time building the
neighbour families took beside the search's. Targets: the EM's search at n = 10⁵ in under 0.5 s, memory O(n + m)
(issue 16); lunch's families built in O(distinct rows), not 60× the search (issue 36 §1).
"""
import sys
import time
import tracemalloc

import numpy as np

from expmech_gui.core.mechanisms import make_mechanism
from expmech_gui.core.privacy.loss import most_exposed
from expmech_gui.scenarios.lunch import lunch
from expmech_gui.scenarios.pricing import pricing
from expmech_gui.scenarios.voting import voting
from expmech_gui.scenarios.framework.neighbours import neighbour_families


def timed(fn):
    tracemalloc.start()
    t0 = time.perf_counter()
    out = fn()
    took = time.perf_counter() - t0
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return out, took, peak


def softmax_time(pr, eps):
    logits = eps / 2 * (pr.scores - pr.scores.max())
    t0 = time.perf_counter()
    for _ in range(20):
        e = np.exp(logits)
        e /= e.sum()
    return (time.perf_counter() - t0) / 20


def main(n: int = 100_000) -> None:
    rng = np.random.default_rng(0)
    eps = 1.0
    alpha = np.log(n) / (n * eps)
    cases = [
        ("pricing", pricing.Valuations(np.round(rng.lognormal(np.log(0.3), 0.6, n), 4)),
         lambda d: pricing.problem(d, alpha)),
        ("voting", voting.VoteTally(tuple(f"C{j}" for j in range(12)), rng.multinomial(n, np.full(12, 1 / 12))),
         voting.problem),
        ("lunch", lunch.generate(n, np.linspace(0.2, 0.8, 12), seed=1), lunch.problem),
    ]
    print(f"most-exposed search, exponential mechanism, ε = {eps}, n = {n:,}")
    for key, data, build in cases:
        pr = build(data)
        mech = make_mechanism("exponential", pr, eps)
        mech.pmf
        ref = softmax_time(pr, eps)
        for notion in ("add-remove", "replace"):
            built = time.process_time()
            fams = neighbour_families(key, data, pr, notion)
            built = time.process_time() - built
            searched = time.process_time()
            res, took, peak = timed(lambda: most_exposed(mech, fams))
            searched = time.process_time() - searched
            print(f"  {key:>8} {notion:>10}: m = {pr.m:>6,}, {res.searched:>12,} neighbours in {took:7.3f} s, "
                  f"peak {peak / 2**20:7.1f} MiB, loss {res.loss:.6f}  (one softmax of m: {ref * 1e3:.3f} ms); "
                  f"CPU: families built in {built:.3f} s = {built / max(searched, 1e-9):.1f}× the search")


if __name__ == "__main__":
    main(int(float(sys.argv[1])) if len(sys.argv) > 1 else 100_000)
