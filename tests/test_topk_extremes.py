"""Top-k at extreme ε and gaps (issue 37): the peeling sampler in log space against the exact law, and the
Laplace noisy-max law far in its tail against arbitrary-precision quadrature."""
import numpy as np
import pytest

from conftest import chi_square_pvalue
from expmech_gui.core import topk
from expmech_gui.core.mechanisms import make_mechanism
from expmech_gui.core.problem import SelectionProblem
from expmech_gui.core.topk_release import TopKRelease


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
