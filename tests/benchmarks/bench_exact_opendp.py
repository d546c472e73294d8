"""The exact release sampler beside OpenDP's exact noisy max (by hand, not in CI; needs opendp):

    python tests/benchmarks/bench_exact_opendp.py [m] [seconds]

One release each, unseeded (the operating system's randomness, as a real release), on m = 10⁴ whole-number scores
0…1000 at ε = 1, Δ = 1 (OpenDP: make_noisy_max with scale 2Δ/ε = 2, the exponential mechanism's law), in process
CPU time per release; ours with the uniform base measure (exponential mechanism and permute-and-flip) and with a
non-uniform one. Printed as OpenDP's time / ours (issue 36 §5, target ≥ 0.5×).
"""
import random
import sys
import time

import numpy as np

from expmech_gui.core.exact import sampling as ex
from expmech_gui.core.problem import SelectionProblem


def per_call(fn, seconds: float) -> float:
    fn()
    start, n = time.process_time(), 0
    while time.process_time() - start < seconds:
        fn()
        n += 1
    return (time.process_time() - start) / n


def main() -> None:
    m = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 3.0
    rnd = random.Random(1)
    scores = [float(rnd.randint(0, 1000)) for _ in range(m)]
    import opendp.prelude as dp

    dp.enable_features("contrib")
    noisy_max = dp.m.make_noisy_max(dp.vector_domain(dp.atom_domain(T=float, nan=False)),
                                    dp.linf_distance(T=float, monotonic=False), dp.max_divergence(), scale=2.0)
    ref = per_call(lambda: noisy_max(scores), seconds)
    print(f"OpenDP make_noisy_max, m = {m:,}: {ref * 1e3:.2f} ms CPU per release")
    for mechanism, base in (("exponential", None), ("permute-and-flip", None),
                            ("exponential", np.array([rnd.random() + 0.5 for _ in range(m)]))):
        problem = SelectionProblem(labels=tuple(f"h{i}" for i in range(m)), scores=np.array(scores),
                                   sensitivity=1.0, monotone={"add-remove": False, "replace": False},
                                   base_measure=base)
        took = per_call(lambda: ex.release(problem, "1", mechanism), seconds)
        what = mechanism + (", non-uniform μ" if base is not None else "")
        print(f"exact sampler ({what}): {took * 1e3:.2f} ms CPU per release, {ref / took:.2f}× OpenDP's speed "
              "(target ≥ 0.5×)")


if __name__ == "__main__":
    main()
