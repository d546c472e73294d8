"""Scale of private PAC learning (by hand, not in CI): for each class at its largest d (|C| near 1,000,000) and at
a small one, the time to count every concept's mistakes (the problem), the exact law, and the Learning view's
error-against-n curves; prints concepts per second for the mistakes.

    python tests/benchmarks/bench_pac.py
"""
from __future__ import annotations

import time

import numpy as np

from expmech_gui.scenarios.pac import concepts as pac, learning as pac_learning
from expmech_gui.core.mechanisms import make_mechanism
from expmech_gui.scenarios.pac.data import generate
from expmech_gui.core.problem import SelectionProblem

CASES = ((pac.THRESHOLDS, 100), (pac.THRESHOLDS, pac.MAX_D[pac.THRESHOLDS]), (pac.INTERVALS, 100),
         (pac.INTERVALS, pac.MAX_D[pac.INTERVALS]), (pac.CONJUNCTIONS, 8), (pac.CONJUNCTIONS, 12),
         (pac.STUMPS, 8), (pac.STUMPS, 16))


def main() -> None:
    print(f"{'class':<16} {'d':>8} {'|C|':>10} {'mistakes s':>10} {'concepts/s':>12} {'law s':>7} {'curves s':>8}")
    for cls, d in CASES:
        data = generate(cls, d, 1, 0.1, 1000, seed=1)
        start = time.perf_counter()
        s = pac_learning.setup(data, cls, d)
        errors = s.errors()
        counted = time.perf_counter() - start
        problem = SelectionProblem(labels=tuple(map(str, range(s.m))), scores=-errors, sensitivity=1.0,
                                   monotone={"add-remove": True, "replace": False})
        mechanism = make_mechanism("exponential", problem, 1.0)
        start = time.perf_counter()
        pac_learning.error_law(s, mechanism.pmf).expected_empirical
        law = time.perf_counter() - start
        ns = np.unique(np.round(np.geomspace(10, 4000, 14)).astype(np.int64))
        start = time.perf_counter()
        pac_learning.learning_curves(s, mechanism, ns, seed=1)
        curves = time.perf_counter() - start
        print(f"{pac.CLASS_NAMES[cls]:<16} {d:>8,} {s.m:>10,} {counted:>10.3f} {s.m / counted:>12,.0f} {law:>7.3f} "
              f"{curves:>8.2f}")


if __name__ == "__main__":
    main()
