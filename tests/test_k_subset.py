"""The k-subset mechanism (Wang et al. 2016 §3.1) as an EM over k-subsets, checked by brute force: its pmf against
e^(ε·1[x ∈ S]) summed over every subset in mpmath, the estimator's mean and variance by enumerating every category
and every report, k = 1 against k-RR's textbook chance, RAPPOR against the Gallery's per-bit flip, and the best k
against a search written here."""
from itertools import combinations, product

import mpmath
import numpy as np
import pytest

from expmech_gui.core.problem import ProblemError
from expmech_gui.scenarios.gallery import gallery
from expmech_gui.scenarios.gallery import k_subset as ks


def brute_pmf(d: int, k: int, x: int, eps: float) -> list[float]:
    mpmath.mp.dps = 40
    weights = [mpmath.e ** (mpmath.mpf(eps) * (x in s)) for s in combinations(range(d), k)]
    total = sum(weights)
    return [float(w / total) for w in weights]


@pytest.mark.parametrize("d, k, eps", [(5, 2, 0.3), (6, 3, 1.0), (7, 1, 2.5), (8, 5, 40.0)])
def test_the_em_over_subsets_is_the_k_subset_pmf(d, k, eps):
    for x in range(d):
        c = ks.k_subset(d, k, x, eps)
        np.testing.assert_allclose(c.classic, brute_pmf(d, k, x, eps), rtol=1e-12, atol=1e-300)
        assert c.max_difference <= 1e-12
        assert c.realised_loss == pytest.approx(eps, rel=1e-9)  # c = ε: the normaliser does not depend on x


@pytest.mark.parametrize("eps", [1e-6, 1e300])
def test_extreme_epsilon_neither_overflows_nor_loses_mass(eps):
    c = ks.k_subset(6, 2, 0, eps)
    assert c.max_difference <= 1e-12 and abs(c.classic.sum() - 1) < 1e-12


@pytest.mark.parametrize("d, k, eps", [(5, 2, 0.7), (4, 3, 1.5), (4, 1, 1.0)])
def test_estimator_is_unbiased_with_the_stated_variance_by_enumeration(d, k, eps):
    """Three people with categories 0, 0, 2 each report once: E[f̂_j] and Var f̂_j summed exactly over every
    combination of their three reports, with the chances from brute_pmf (not the module's p, q)."""
    people = (0, 0, 2)
    n = len(people)
    share = [people.count(j) / n for j in range(d)]
    channel = ks.subset_channel(d, k, eps)
    subsets = list(combinations(range(d), k))
    pmfs = [brute_pmf(d, k, x, eps) for x in people]
    for j in range(d):
        mean = second = 0.0
        for reports in product(range(len(subsets)), repeat=n):
            prob = np.prod([pmf[r] for pmf, r in zip(pmfs, reports)])
            est = float(channel.estimate([sum(j in subsets[r] for r in reports)], n)[0])
            mean += prob * est
            second += prob * est * est
        assert mean == pytest.approx(share[j], rel=1e-9, abs=1e-9)
        assert second - mean ** 2 == pytest.approx(channel.variance(share[j], n), rel=1e-9)
    total = sum(channel.variance(f, n) for f in share)
    assert total == pytest.approx(channel.total_variance(d, n), rel=1e-12)
    assert channel.total_variance(d, 250) == pytest.approx(total * n / 250, rel=1e-12)


def test_k_one_is_randomized_response_and_rappor_flips_as_the_gallery_does():
    eps, d = 1.3, 6
    krr = ks.subset_channel(d, 1, eps)
    assert krr.p == pytest.approx(float(mpmath.e ** eps / (mpmath.e ** eps + d - 1)), rel=1e-14)
    assert krr.q == pytest.approx(float(1 / (mpmath.e ** eps + d - 1)), rel=1e-14)
    rappor = ks.rappor_channel(eps)
    assert rappor.q == pytest.approx(gallery.flip_probability(eps), rel=1e-14)
    assert rappor.p == pytest.approx(1 - rappor.q, rel=1e-14)


@pytest.mark.parametrize("d, eps", [(20, 0.5), (50, 1.0), (100, 2.0), (10, 5.0)])
def test_best_k_is_the_smallest_summed_variance_and_near_the_rule_of_thumb(d, eps):
    def total(k):  # written out again from p, q here
        p = k * mpmath.e ** eps / (k * mpmath.e ** eps + d - k)
        q = (p * (k - 1) + (1 - p) * k) / (d - 1)
        return (p * (1 - p) + (d - 1) * q * (1 - q)) / (p - q) ** 2
    expected = min(range(1, d), key=total)
    assert ks.best_k(d, eps) == expected
    assert abs(expected - ks.rule_of_thumb_k(d, eps)) <= 1


def test_the_gallery_entry_says_the_comparison_in_words():
    c = ks.k_subset(10, 3, 0, 1.0, n=1000)
    words = c.extras["accuracy"]
    assert "k-ary randomized response" in words and "RAPPOR" in words and "best subset size" in words
    assert c.extras["best_k"] == ks.best_k(10, 1.0)
    assert c.labels[0] == "{1,2,3}" and "no factor 2" in c.epsilon_statement


@pytest.mark.parametrize("args, words", [
    ((1, 1, 0, 1.0), "categories d must be from 2"),
    ((5, 5, 0, 1.0), "subset size k must be from 1 to d − 1 = 4"),
    ((5, 2, 7, 1.0), "from 1 to d = 5"),
    ((30, 15, 0, 1.0), "155,117,520 subsets"),
])
def test_bad_sizes_are_refused_in_words(args, words):
    with pytest.raises(ProblemError, match=words):
        ks.k_subset(*args)
