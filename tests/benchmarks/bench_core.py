"""Core benchmark, run by hand (not by CI): python tests/benchmarks/bench_core.py

Prints each figure beside a plain-numpy reference measured in the same run.
Targets: ≥ 1e8 trials/s through sample_counts at m = 1000; revenue curve within 2× of one np.sort of n;
the privacy bill of k = 100,000 releases (`expmech account --epsilon 1 --releases 100000`) in under 2 s
(447 s before the bounded-range search moved to log space; 2.4 s with bisection, 0.4 s with false
position and a ±20σ window); permute-and-flip's exact pmf on real-valued scores at m = 1e6 within 20× a numpy softmax.
"""
import time

import numpy as np

from expmech_gui.core.accounting import bill as accounting
from expmech_gui.core.mechanisms import make_mechanism
from expmech_gui.core.problem import SelectionProblem
from expmech_gui.scenarios.pricing import pricing


def best_of(fn, repeat=3):
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def problem(m, rng):
    return SelectionProblem(tuple(map(str, range(m))), rng.integers(0, 100, m).astype(float), 1.0,
                            {"add-remove": True, "replace": True})


def main():
    rng = np.random.default_rng(0)
    print("individual draws/s (size = 1e5 draws)")
    for m in (100, 10_000):
        pr = problem(m, rng)
        size = 100_000
        ref = best_of(lambda: rng.choice(m, size=size, p=make_mechanism("exponential", pr, 1.0).pmf))
        print(f"  m = {m:>6}: numpy rng.choice {size / ref:12.3g}/s")
        for name in ("exponential", "gumbel", "permute-and-flip"):
            mech = make_mechanism(name, pr, 1.0)
            mech.pmf
            n = size if name == "exponential" else max(1000, size * 100 // m)
            s = best_of(lambda: mech.sample(n, rng))
            print(f"            {name:>17} {n / s:12.3g}/s")
    pr = problem(1000, rng)
    mech = make_mechanism("exponential", pr, 1.0)
    mech.pmf
    trials = 10**9
    s = best_of(lambda: mech.sample_counts(trials, rng), repeat=5)
    ref = best_of(lambda: rng.multinomial(trials, mech.pmf), repeat=5)
    print(f"sample_counts, m = 1000: {trials / s:.3g} trials/s ({s * 1e3:.2f} ms per 1e9; "
          f"plain rng.multinomial {ref * 1e3:.2f} ms)")
    for name in ("permute-and-flip",):
        for m in (1000, 10_000):
            pr = problem(m, rng)
            s = best_of(lambda: make_mechanism(name, pr, 1.0).pmf, repeat=1)
            print(f"permute-and-flip exact pmf, m = {m}: {s * 1e3:.1f} ms")
    print("permute-and-flip exact pmf on real-valued scores, m = 1e6 (target ≤ 20× a softmax)")
    m = 10**6
    for c in (0.01, 1.0, 30.0):
        scores = rng.normal(size=m) * 3
        pr = SelectionProblem(range(m), scores, 1.0, {"add-remove": True, "replace": True})
        logits = c * (scores - scores.max())

        def softmax():
            e = np.exp(logits - logits.max())
            return e / e.sum()

        ref = best_of(softmax)
        s = best_of(lambda: make_mechanism("permute-and-flip", pr, 2 * c).pmf)
        print(f"  ε/(2Δ) = {c:<5g}: {s * 1e3:7.1f} ms   (numpy softmax {ref * 1e3:.1f} ms, ratio {s / ref:.1f})")
    print("revenue curve (sort + searchsorted)")
    for n in (10**6, 10**7):
        v = pricing.Valuations(rng.lognormal(-1, 0.6, n))
        ref = best_of(lambda: np.sort(v.values), repeat=2)
        for m in (10**4, 10**6):
            def run():
                fresh = pricing.Valuations(v.values)  # include the sort: nothing cached
                pricing.revenue_curve(fresh, m, 1.0)
            s = best_of(run, repeat=2)
            print(f"  n = {n:>8}, m = {m:>7}: {s:.3f} s   (np.sort of n: {ref:.3f} s, ratio {s / ref:.2f})")
    print("pricing.problem, fresh (copy, check, then sort and search, or count the bins without sorting when m ≥ n/4; "
          "revenue, γ) and with the sort cached (target ≤ 2× and ≤ 0.5× one np.sort of n)")
    for n in (10**6, 10**7):
        v = rng.lognormal(-1, 0.6, n)
        repeat = 9 if n <= 10**6 else 3  # a 6 ms sort varies by ±10 % from run to run: best of 9
        ref = best_of(lambda: np.sort(v), repeat=repeat)
        cached = pricing.Valuations(v)
        cached.sorted_values  # sorted once, as an α sweep has it
        # the third: the app's own advice; the last two: grids of n/3 and n prices (at n = 10⁶), Best bound's size
        for alpha in (1e-2, 1e-4, pricing.recommended_alpha(n, 1.0), 3e-6, 1e-6):
            m = pricing.grid_size(alpha)
            fresh = best_of(lambda: pricing.problem(pricing.Valuations(v), alpha), repeat=repeat)
            again = best_of(lambda: pricing.problem(cached, alpha), repeat=repeat)
            print(f"  n = {n:>8}, m = {m:>7}: fresh {fresh * 1e3:7.1f} ms ({fresh / ref:.2f}×), sort cached "
                  f"{again * 1e3:7.1f} ms ({again / ref:.2f}×)   (np.sort of n: {ref * 1e3:.1f} ms)")


def bench_bill():
    print("privacy bill (every method; the DDR bounded-range search dominates)")
    for k in (1_000, 10_000, 100_000):
        for eps in (0.01, 1.0):
            s = best_of(lambda: accounting.privacy_bill(eps, k, 1e-6), repeat=1)
            print(f"  k = {k:>7,}, ε = {eps:<5g}: {s:.2f} s")


if __name__ == "__main__":
    bench_bill()
    main()
