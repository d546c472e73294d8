"""The α trade-off (Kamath lecture 7): every point of the sweep is the core's exact pmf at that α, the lecture's
guarantee as printed equals this app's when the constants agree, and the best exact α beats every other grid."""
import numpy as np
import pytest

from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.scenarios.pricing import alpha_sweep, pricing
from expmech_gui.scenarios.pricing.revenue import recommended_alpha

PRICING = pricing.SCENARIO.key


@pytest.fixture(scope="module")
def buyers():
    return pricing.generate("log-normal", 300, seed=4)


def test_each_point_is_the_exact_expectation_at_that_alpha(buyers, monkeypatch):
    written = []  # the sweep reads no price's label: none is written (Solve for α sweeps thousands of grids)
    monkeypatch.setattr(pricing, "format_price", lambda p: written.append(p) or f"${p}")
    sw = alpha_sweep.sweep(buyers, 0.7, np.geomspace(1e-3, 1, 9), analysis="general")
    assert written == []
    monkeypatch.undo()
    assert np.all(np.diff(sw.m) > 0) and np.allclose(sw.alpha, 1.0 / sw.m)
    for a, e, p in zip(sw.alpha, sw.expected, sw.p_opt):
        exp = Experiment(PRICING, buyers, RunParameters(epsilon=0.7, alpha=float(a), max_price=1.0))
        assert e == pytest.approx(exp.summary.expected_score, rel=1e-12)
        assert p == pytest.approx(float(exp.mechanism.pmf[exp.problem.opt_indices].sum()), rel=1e-12)
    assert sw.recommended == recommended_alpha(buyers.n, 0.7)


def test_the_lecture_guarantee_is_this_apps_with_c_eps_t_0_and_p_1(buyers):
    agree = alpha_sweep.sweep(buyers, 0.5, [0.01, 0.1], analysis="monotone", t=0.0)
    np.testing.assert_allclose(agree.lecture, agree.guarantee, rtol=1e-12)
    general = alpha_sweep.sweep(buyers, 0.5, [0.01, 0.1], analysis="general", t=0.0)
    # the general analysis doubles the selection term ln(m)/c
    np.testing.assert_allclose(general.gamma - general.guarantee - general.m ** -1.0 * buyers.n,
                               2 * (general.gamma - general.lecture - general.alpha * buyers.n), rtol=1e-12)


def test_the_best_exact_alpha_beats_every_grid_up_to_m_max(buyers):
    best = alpha_sweep.best_exact_alpha(buyers, 1.0, m_max=400, points=60, refine=400)
    every = alpha_sweep.sweep(buyers, 1.0, 1.0 / np.arange(1, 401))
    assert alpha_sweep.sweep(buyers, 1.0, [best]).expected[0] == pytest.approx(every.expected.max(), rel=1e-12)
