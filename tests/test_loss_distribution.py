"""The exact privacy-loss distribution (core.loss_distribution) and the risk views' numbers (release_risk,
core.attacker's trade-off curve): FFT composition against direct convolution, a grid that never under-counts,
and the loss of the most exposed person from the core's exact pmfs (issue 31 §4)."""
import math

import numpy as np
import pytest

from expmech_gui.core.privacy import attacker
from expmech_gui.core.privacy import loss_distribution as ld
from expmech_gui.core.accounting.ledger import LedgerEntry
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.release_record import data_fingerprint
from expmech_gui.release_risk import exposure_loss, ledger_risk


def random_release(rng, m):
    log_p = np.log(rng.dirichlet(np.ones(m)))
    log_q = np.log(rng.dirichlet(np.ones(m)))
    return ld.release_losses(log_p, log_q)


@pytest.mark.parametrize("seed", range(6))
def test_fft_composition_equals_direct_convolution(seed):
    rng = np.random.default_rng(seed)
    parts = [(*random_release(rng, int(rng.integers(2, 6))), int(rng.integers(1, 4))) for _ in range(3)]
    step = ld.grid_step(parts, 0.01)
    grid = [(ld.discretise(x, p, i, step), r) for x, p, i, r in parts]
    fft, exact = ld.compose(grid), ld.compose_exact(grid)
    assert fft.offset == exact.offset and fft.probs.size == exact.probs.size
    np.testing.assert_allclose(fft.probs, exact.probs, atol=1e-14)
    assert fft.releases == exact.releases == sum(r for *_x, r in parts)


@pytest.mark.parametrize("seed", range(4))
def test_the_grid_never_under_counts_against_exhaustive_composition(seed):
    """Every outcome of ≤ 4 releases enumerated: the true tail P[L > t] never exceeds the grid's, and the grid's
    mean exceeds the true mean by less than one step per release."""
    rng = np.random.default_rng(100 + seed)
    releases = [random_release(rng, 3) for _ in range(int(rng.integers(2, 5)))]
    true_l, true_p = np.zeros(1), np.ones(1)
    for x, p, _inf in releases:
        true_l = (true_l[:, None] + x[None, :]).ravel()
        true_p = (true_p[:, None] * p[None, :]).ravel()
    dist = ld.ledger_loss_distribution([(x, p, i, 1) for x, p, i in releases], wanted_step=0.05)
    for t in np.linspace(true_l.min() - 1, true_l.max() + 1, 57):
        assert true_p[true_l > t].sum() <= dist.tail(t) + 1e-15
    true_mean = float(np.dot(true_l, true_p))
    assert true_mean <= dist.mean() < true_mean + dist.most_over_count() + 1e-12


def test_worst_case_pair_is_randomized_response():
    x, p, inf = ld.worst_case_losses(1.0, 1e-6)
    assert list(x) == [1.0, -1.0] and p.sum() + inf == pytest.approx(1.0)
    assert p[0] / p[1] == pytest.approx(math.e)
    dist = ld.ledger_loss_distribution([(x, p, inf, 3)])
    assert dist.infinite == pytest.approx(1 - (1 - 1e-6) ** 3) and dist.largest() == math.inf


def test_an_impossible_output_under_the_neighbour_is_an_infinite_loss():
    x, p, inf = ld.release_losses(np.log([0.5, 0.5]), np.array([0.0, -np.inf]))
    assert inf == pytest.approx(0.5) and list(x) == [pytest.approx(math.log(0.5))]


def test_tradeoff_curve_matches_its_closed_form_and_the_coin_flip_at_zero():
    alpha, most, fewest = attacker.tradeoff_curve(1.0, 1e-3, 11)
    expected = np.minimum(np.minimum(math.e * alpha + 1e-3, 1 - math.exp(-1) * (1 - 1e-3 - alpha)), 1)
    np.testing.assert_allclose(most, expected, rtol=1e-12)
    np.testing.assert_allclose(fewest, 1 - expected[::-1], rtol=1e-12, atol=1e-15)
    _a, most0, fewest0 = attacker.tradeoff_curve(0.0, 0.0, 11)
    np.testing.assert_allclose(most0, alpha) and np.testing.assert_allclose(fewest0, alpha, atol=1e-15)
    assert attacker.tradeoff_tpr(0.3, 1e300) == 1.0 and attacker.tradeoff_tpr(0.0, 1e300) == 0.0
    assert "at most 15%" in attacker.tradeoff_sentence(math.log(3), 0.0, 0.05)


def voting_entries(exp, n, epsilon):
    fp = data_fingerprint(exp)
    return [LedgerEntry(time="2026-11-27T10:00:00+00:00", workspace="voting", fingerprint=fp,
                        mechanism="exponential", analysis="general", neighbours="add-remove", epsilon_set=epsilon,
                        epsilon_charged=epsilon / 2, delta=0.0, releases=1, bounded_range=True, output="x")
            for _ in range(n)], fp


def test_the_most_exposed_persons_loss_comes_from_the_exact_pmfs():
    from expmech_gui.core.privacy.loss import most_exposed
    from expmech_gui.scenarios.framework.neighbours import neighbour_families
    from expmech_gui.scenarios import SCENARIOS
    sc = SCENARIOS["voting"]
    exp = Experiment("voting", sc.load_preset("Teacher of the year"), RunParameters(epsilon=5.0))
    found = most_exposed(exp.mechanism, neighbour_families("voting", exp.dataset, exp.problem, "add-remove"))
    entries, fp = voting_entries(exp, 3, 5.0)
    result = exposure_loss(exp, found.worst_change, entries, "voting", fp)
    assert result.exact_releases == 3 and result.stand_in_releases == 0
    log_q = exp.mechanism.log_pmf_rows(exp.problem.scores[None, :] + found.worst_change[None, :])[0]
    x, p, _inf = ld.release_losses(exp.mechanism.log_pmf, log_q)
    one_mean = float(np.dot(x, p))
    d = result.distribution
    assert 3 * one_mean <= d.mean() <= 3 * one_mean + d.most_over_count()
    assert d.largest() <= 3 * found.loss + d.most_over_count()
    risk = ledger_risk(entries, 1e-6)
    assert risk.epsilon == pytest.approx(7.38, abs=0.01)  # the bill: three releases at ε = 5 (ε/2 each)
    assert d.tail(risk.epsilon) <= d.tail(0.0)
    other = exposure_loss(exp, found.worst_change, entries, "voting", "0" * 64)
    assert other.stand_in_releases == 3 and other.distribution.largest() == pytest.approx(7.5, abs=0.01)


def test_survival_is_the_tail_at_every_grid_point():
    rng = np.random.default_rng(7)
    dist = ld.ledger_loss_distribution([(*random_release(rng, 5), 4), (*ld.worst_case_losses(0.3, 1e-5), 2)])
    survival = dist.survival()
    for i in range(0, dist.probs.size, max(1, dist.probs.size // 50)):
        assert survival[i] == pytest.approx(dist.tail(dist.values[i]), rel=1e-9, abs=1e-300)
