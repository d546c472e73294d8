"""Permute-and-flip's most-exposed search over step changes (core.flip_exposure: one quadrature per distinct
change of the significant candidates) against the row-by-row search (one full pmf per neighbour)."""
from dataclasses import replace as replaced

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from expmech_gui.core.privacy import flip_exposure
from expmech_gui.core.privacy.loss import most_exposed, searched_families
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.scenarios.pricing import pricing
from expmech_gui.scenarios.framework.neighbours import neighbour_families


def _searches(values, eps, alpha, notion):
    ds = pricing.Valuations(np.asarray(values))
    params = RunParameters(epsilon=eps, mechanism="permute-and-flip", neighbours=notion, alpha=alpha, max_price=1.0)
    exp = Experiment("pricing", ds, params)
    fams = searched_families(exp.mechanism, neighbour_families("pricing", ds, exp.problem, notion))
    rows = [replaced(f, changes=f.block(0, f.size), structure=None, fallback=None) for f in fams]
    return exp, fams, rows


@settings(max_examples=40, deadline=None)
@given(values=st.lists(st.floats(0.0, 1.5, allow_subnormal=False).map(lambda v: round(v, 3)), min_size=1,
                       max_size=60),
       eps=st.sampled_from([0.05, 1.0, 7.0, 60.0, 300.0, 5000.0]), alpha=st.sampled_from([0.01, 0.05, 0.2]),
       notion=st.sampled_from(["add-remove", "replace"]))
def test_shared_quadratures_find_the_row_by_row_loss(values, eps, alpha, notion):
    exp, fams, rows = _searches(values, eps, alpha, notion)
    fast, slow = most_exposed(exp.mechanism, fams), most_exposed(exp.mechanism, rows)
    assert fast.searched == slow.searched
    assert fast.loss == pytest.approx(slow.loss, rel=1e-14, abs=1e-12)  # 1e-14: losses of thousands at ε = 5,000
    assert fast.range == pytest.approx(slow.range, rel=1e-14, abs=1e-12)
    assert fast.score_sensitivity == pytest.approx(slow.score_sensitivity, rel=0, abs=1e-12)
    assert fast.score_range == pytest.approx(slow.score_range, rel=0, abs=1e-12)


def test_neighbours_with_the_same_significant_change_share_one_quadrature(monkeypatch):
    """At n = 2,000 (m = 261 prices, 500 add/remove neighbours) only the prices near the best matter: far fewer
    quadratures than neighbours, and the same loss as one pmf per neighbour."""
    rng = np.random.default_rng(3)
    exp, fams, rows = _searches(np.round(rng.lognormal(np.log(0.3), 0.6, 2000), 4), 1.0, 0.004, "add-remove")
    calls = []  # (patterns, candidates) of each batch of quadratures
    real = flip_exposure.permute_and_flip_log_pmf_rows
    monkeypatch.setattr(flip_exposure, "permute_and_flip_log_pmf_rows", lambda q: calls.append(q.shape) or real(q))
    fast = most_exposed(exp.mechanism, fams)
    neighbours = sum(f.size for f in fams)
    assert neighbours >= 400 and 0 < sum(rows for rows, _ in calls) < neighbours / 2
    assert max(m for _, m in calls) < exp.problem.m / 2  # each quadrature over the significant prices only
    assert fast.loss == pytest.approx(most_exposed(exp.mechanism, rows).loss, rel=0, abs=1e-12)

