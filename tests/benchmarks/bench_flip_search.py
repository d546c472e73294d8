"""Permute-and-flip's most-exposed search beside the exponential mechanism's, run by hand (not by CI):
python tests/benchmarks/bench_flip_search.py [n] [notion]

Pricing with n buyers (default 10⁵) at the recommended α = ln n/(nε), ε = 1, add/remove neighbours (default; or
"replace": P&F searches the row-by-row replacement set, the EM every replacement by its pair search). Prints
each search's process CPU time (the machine is shared: CPU time, not wall time), the ratio P&F / EM, the
neighbours searched and the loss found. Target (issue 36 §1): P&F ≤ 20× the EM at n = 10⁵; the loss found
equals the row-by-row search's to 1e-12 (tests/test_flip_exposure.py).
"""
import sys
import time

import numpy as np

from expmech_gui.core.mechanisms import make_mechanism
from expmech_gui.core.privacy.loss import most_exposed
from expmech_gui.scenarios.pricing import pricing
from expmech_gui.scenarios.framework.neighbours import neighbour_families


def cpu(fn):
    t0 = time.process_time()
    out = fn()
    return out, time.process_time() - t0


def main(n: int = 100_000, notion: str = "add-remove") -> None:
    rng = np.random.default_rng(0)
    eps = 1.0
    data = pricing.Valuations(np.round(rng.lognormal(np.log(0.3), 0.6, n), 4))
    pr = pricing.problem(data, np.log(n) / (n * eps))
    fams = neighbour_families("pricing", data, pr, notion)
    took = {}
    print(f"most-exposed search, pricing, ε = {eps}, n = {n:,}, m = {pr.m:,}, {notion} (process CPU time)")
    for key in ("exponential", "permute-and-flip"):
        mech = make_mechanism(key, pr, eps)
        mech.pmf
        res, took[key] = cpu(lambda: most_exposed(mech, fams))
        print(f"  {key:>17}: {res.searched:>10,} neighbours in {took[key]:8.3f} s CPU, loss {res.loss:.12f}")
    print(f"  P&F / EM: {took['permute-and-flip'] / max(took['exponential'], 1e-9):.1f}× (target ≤ 20× at n = 10⁵)")


if __name__ == "__main__":
    main(int(float(sys.argv[1])) if len(sys.argv) > 1 else 100_000, sys.argv[2] if len(sys.argv) > 2 else "add-remove")
