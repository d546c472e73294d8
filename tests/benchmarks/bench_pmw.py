"""A PMW run beside a numpy loop doing the same per-round work, run by hand (not by CI):
python tests/benchmarks/bench_pmw.py [rounds]

Universe of 1,024 elements, 10,000 people, 300 random counting queries, ε = 10, δ = 1e-6, T = 0.0632,
η = T/4 (update bound U = 27,766: the per-step ε is calibrated over 2U = 55,532 steps), 2,000 rounds by default.
The reference loop does each round's matrix-vector product, pick, Laplace draws, multiplicative update and KL,
with no privacy accounting. Prints process CPU times (the machine is shared) and their ratio, and the run's
step ε, updates and final tally (they must not change). Target (issue 36 §2): the run ≤ 3× the loop.
"""
import sys
import time

import numpy as np

from expmech_gui.scenarios.synthetic.multiplicative_weights import PMWConfig, kl_divergence, mw_update, run_pmw


def setup():
    rng = np.random.default_rng(0)
    counts = rng.multinomial(10_000, rng.dirichlet(np.full(1024, 0.3)))
    queries = (rng.random((300, 1024)) < 0.5).astype(float)
    return counts / counts.sum(), 10_000, queries


def reference_loop(data, n, queries, rounds, rate):
    rng = np.random.default_rng(1)
    x = np.full(data.size, 1.0 / data.size)
    true_all = queries @ data
    for _ in range(rounds):
        hyp_all = queries @ x
        j = int(rng.integers(queries.shape[0]))
        abs(true_all[j] - hyp_all[j]) + rng.laplace(0.0, 4 / n)  # the comparison
        answer = true_all[j] + rng.laplace(0.0, 1 / n)
        x = mw_update(x, queries[j], rate, answer > hyp_all[j])
        kl_divergence(data, x)


def main(rounds: int = 2000) -> None:
    data, n, queries = setup()
    config = PMWConfig(epsilon=10.0, delta=1e-6, threshold=0.0632, rate=0.0632 / 4, rounds=rounds, seed=0)
    t0 = time.process_time()
    run = run_pmw(data, n, queries, config)
    took = time.process_time() - t0
    t0 = time.process_time()
    reference_loop(data, n, queries, rounds, config.rate)
    ref = time.process_time() - t0
    print(f"PMW, {rounds:,} rounds, U = {run.bound:,}: run {took:.3f} s CPU, numpy loop {ref:.3f} s CPU, "
          f"ratio {took / ref:.2f}× (target ≤ 3×)")
    print(f"  step ε₀ = {run.step_epsilon:.12g}, {run.updates} updates, steps used {run.steps[-1]}, "
          f"tally ε = {run.epsilon_spent[-1]:.12g}, max error {run.max_error:.6f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000)
