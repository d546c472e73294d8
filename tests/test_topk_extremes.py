"""Top-k at extreme ε and gaps (issue 37): the peeling sampler in log space against the exact law, and the
Laplace noisy-max law far in its tail against arbitrary-precision quadrature."""
import numpy as np
import pytest

from conftest import chi_square_pvalue
from expmech_gui.scenarios.topk import selection as topk
from expmech_gui.core.mechanisms import make_mechanism
from expmech_gui.core.problem import SelectionProblem
from expmech_gui.scenarios.topk.laplace import laplace_max_log_pmf
from expmech_gui.scenarios.topk.release import TopKRelease


def problem(scores):
    return SelectionProblem(labels=tuple(f"c{i}" for i in range(len(scores))), scores=np.array(scores, float),
                            sensitivity=1.0, monotone={"add-remove": True, "replace": False}, n=1)


def test_peeling_never_repeats_a_candidate_when_every_weight_underflows():
    """c·gap ≫ 745: e^(ln w) is 0.0 for every candidate after the first; the law is [0, 1, 2] with probability 1."""
    out = topk.sample_peeling(np.array([0.0, -2000.0, -4500.0]), 3, 1000, np.random.default_rng(0))
    assert (out == [0, 1, 2]).all()


def _cases():
    """(ε, gap, scores, k): ε from 0.1 to 10⁴, score gaps from 1 to 10⁶, ties mixed in (so that some laws at huge
    ε stay non-degenerate)."""
    rng = np.random.default_rng(37)
    for eps in (0.1, 1.0, 30.0, 1e3, 1e4):
        for gap in (1.0, 10.0, 1e3, 1e6):
            m = int(rng.integers(3, 7))
            levels = rng.integers(0, 4, size=m).astype(float)
            k = int(rng.integers(1, min(3, m) + 1))
            yield eps, gap, tuple(gap * levels), k


@pytest.mark.parametrize("eps,gap,scores,k", list(_cases()))
def test_peeling_sampler_matches_the_exact_law_at_any_eps_and_gap(eps, gap, scores, k):
    em = make_mechanism("exponential", problem(scores), eps)
    release = TopKRelease("peeling", em, k)
    law = release.law
    samples = release.sample(20_000, np.random.default_rng(20261127))
    assert all(len(set(row)) == k for row in samples.tolist()), "a selection repeats a candidate"
    index = {t: i for i, t in enumerate(map(tuple, law.tuples.tolist()))}
    counts = np.bincount([index[t] for t in map(tuple, samples.tolist())], minlength=len(index))
    if law.prob.max() > 1 - 1e-9:  # degenerate: one ordered selection (the rest below 1e-9 in all)
        assert counts[np.argmax(law.prob)] == len(samples)
    else:
        assert chi_square_pvalue(counts, law.prob) > 1e-4



# --- Laplace noisy max: the exact law by expanding the integrand into exponentials, in mpmath -------------------
def _multiply(p, q):
    out = {}
    for s1, c1 in p.items():
        for s2, c2 in q.items():
            out[s1 + s2] = out.get(s1 + s2, 0) + c1 * c2
    return out


def _laplace_max_log_pmf_exact(z):
    """ln P[argmax z_h + L_h = i] by exact integration: between consecutive z's each factor of
    f(x − z_i) Π_{j≠i} F(x − z_j) is a sum of terms c·e^(s·x), so their product is too, and ∫ c·e^(s·x) is
    closed-form. mpmath at 3,000 digits, so that terms of size e^(±gap) cancel without loss."""
    import mpmath as mp

    with mp.workdps(3000):
        zs = [mp.mpf(float(v)) for v in z]
        half = mp.mpf(1) / 2
        edges = [-mp.inf, *sorted(set(zs)), mp.inf]
        out = []
        for i in range(len(zs)):
            total = mp.mpf(0)
            for a, b in zip(edges[:-1], edges[1:]):
                inside = b - 1 if not mp.isfinite(a) else (a + 1 if not mp.isfinite(b) else (a + b) / 2)
                # f(x − z_i) = ½e^(x − z_i) left of z_i, ½e^(−(x − z_i)) right; a polynomial: {slope: coefficient}
                poly = {1: half * mp.exp(-zs[i])} if inside < zs[i] else {-1: half * mp.exp(zs[i])}
                for j, zj in enumerate(zs):
                    if j != i:  # F(x − z_j) = ½e^(x − z_j) left of z_j, 1 − ½e^(−(x − z_j)) right
                        poly = _multiply(poly, {1: half * mp.exp(-zj)} if inside < zj
                                         else {0: mp.mpf(1), -1: -half * mp.exp(zj)})
                for s, c in poly.items():
                    if s == 0:
                        total += c * (b - a)
                    else:
                        hi = mp.exp(s * b) if mp.isfinite(b) else mp.mpf(0)
                        lo = mp.exp(s * a) if mp.isfinite(a) else mp.mpf(0)
                        total += c * (hi - lo) / s
            out.append(float(mp.log(total)))
        return np.array(out)


LAPLACE_CASES = [
    [0.0, -100.0, -1.0],  # the example: 2.382e-44 for the candidate 100 scales down (clipped: 2.5e-26)
    [0.0, -1000.0],
    [0.0, -0.5, -300.0, -1000.0],
    [0.0, -50.0, -50.5, -999.0],
    [0.0, -61.0, -61.0, -200.0],
    [0.0, 0.0, -45.0, -90.0],
    [0.0, 0.0, -50.0, -50.0, -100.0, -100.0, -100.0],  # ties far apart: windows cut to where the integral lives
    [0.0] * 30 + [-0.3, -5.0],  # 30 candidates above: the integrand grows like e^(30x), panels of 1/4 scale
    *[list(-np.sort(np.random.default_rng(s).uniform(0, 10.0 ** s, 4)) + np.sort(np.random.default_rng(s)
           .uniform(0, 10.0 ** s, 4))[0]) for s in (0, 1, 2, 3)],
]


@pytest.mark.parametrize("z", LAPLACE_CASES)
def test_laplace_noisy_max_law_far_in_the_tail_matches_exact_integration(z):
    """No clipping: every candidate's ln P agrees with the exact integral to a relative error of P below 1e-8,
    however far (up to 10³ noise scales) below the best it lies."""
    got = laplace_max_log_pmf(np.array(z))
    want = _laplace_max_log_pmf_exact(z)
    np.testing.assert_allclose(got, want, rtol=0, atol=1e-8)


def test_laplace_top_1_exposure_in_a_batch_cell_is_the_true_loss():
    """Issue 37: votes a = 100, b = 0, c = 99, Laplace, k = 1, ε = 2 (c = 1): a ballot added for b, 100 noise scales
    below the best, multiplies its chance by e^1; with the clipped law the search reported 0.712."""
    from expmech_gui.batch.cells import exposure
    from expmech_gui.experiment import Experiment, RunParameters
    from expmech_gui.scenarios import SCENARIOS

    scenario = SCENARIOS["topk"]
    data = scenario.from_text("candidate,votes\na,100\nb,0\nc,99\n")
    found = exposure(Experiment(scenario, data, RunParameters(epsilon=2.0, mechanism="laplace", k=1)))
    assert found["loss"] == pytest.approx(1.0, abs=1e-9) and found["worst"] == "add a ballot for b"
