"""Calibration by range (c = ε/range, Dong–Durfee–Rogers 2020 Thm 1) against calibration by sensitivity."""
from __future__ import annotations

import io
import json
import math

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from expmech_gui.cli import main
from expmech_gui.core.mechanisms import make_mechanism
from expmech_gui.core.privacy.loss import loss_profile, release_epsilon
from expmech_gui.core.problem import ANALYSES, ProblemError, SelectionProblem
from expmech_gui.scenarios.custom import custom
from expmech_gui.scenarios import preset_path

SCENARIO = custom.SCENARIO
TOL = 1e-9


@st.composite
def tables(draw):
    m = draw(st.integers(2, 6))
    k = draw(st.integers(1, 4))
    cell = st.floats(-50, 50, allow_nan=False).map(lambda x: round(x, 3))
    rows = draw(st.lists(st.lists(cell, min_size=m, max_size=m), min_size=k + 1, max_size=k + 1))
    return custom.CustomScores(tuple(f"h{i}" for i in range(m)), rows, custom.default_columns(k))


@settings(max_examples=150, deadline=None)
@given(data=tables(), eps=st.floats(0.01, 5), mechanism=st.sampled_from(["exponential", "permute-and-flip"]))
def test_range_calibrated_loss_is_at_most_epsilon_on_every_pair(data, eps, mechanism):
    sens, spread = custom.pair_summary(data)
    if sens.max() == 0:
        with pytest.raises(ProblemError, match="sensitivity is 0"):
            custom.problem(data)
        return
    pr = custom.problem(data)
    base = make_mechanism(mechanism, pr, eps, "general")
    for j in range(1, data.k + 1):  # sensitivity calibration: ε-DP on every pair
        other = make_mechanism(mechanism, custom.problem(custom.replace(data, current=j)), eps, "general")
        assert loss_profile(base.log_pmf, other.log_pmf).loss <= eps * (1 + TOL) + 1e-12
    if spread.max() == 0:
        with pytest.raises(ProblemError, match="range is 0"):
            make_mechanism(mechanism, pr, eps, "range")
        return
    by_range = make_mechanism(mechanism, pr, eps, "range")
    assert by_range.scale == pytest.approx(eps / spread.max()) and by_range.scale >= base.scale * (1 - TOL)
    for j in range(1, data.k + 1):
        other = make_mechanism(mechanism, custom.problem(custom.replace(data, current=j)), eps, "range")
        loss = loss_profile(by_range.log_pmf, other.log_pmf)
        assert loss.loss <= eps * (1 + TOL) + 1e-12
        if mechanism == "exponential":  # ε-bounded range too
            assert loss.range <= eps * (1 + TOL) + 1e-12
    for cal in custom.calibrations(data, eps):  # the view's numbers agree
        assert np.all(cal.losses <= eps * (1 + TOL) + 1e-12)


def test_dong_presets_numbers():
    q = SCENARIO.load_preset("Dong: q(x, y) = x + y")
    q100 = SCENARIO.load_preset("Dong: q′(x, y) = 100x + y")
    for data, delta in ((q, 1.0), (q100, 100.0)):
        sens, spread = custom.pair_summary(data)
        assert (sens.max(), spread.max()) == (delta, 0.0)
        pr = custom.problem(data)
        assert pr.sensitivity == delta and pr.score_range == {"add-remove": 0.0, "replace": 0.0}
        assert pr.monotone == {"add-remove": True, "replace": True}
    eps = 1.0
    cq, cq100 = custom.calibrations(q, eps), custom.calibrations(q100, eps)
    assert cq[0].scale == 0.5 and cq100[0].scale == 0.005  # sensitivity calibration flattens q′ 100×
    assert cq[0].pmf[1] == pytest.approx(1 / (1 + math.exp(-0.5)), rel=1e-12)  # 0.6225
    assert cq100[0].pmf[1] == pytest.approx(1 / (1 + math.exp(-0.005)), rel=1e-12)  # 0.50125
    assert np.isinf(cq[1].scale) and np.array_equal(cq[1].pmf, cq100[1].pmf) and cq[1].pmf.tolist() == [0.0, 1.0]
    for cal in (*cq, *cq100):  # the output law never depends on x: no loss at all
        assert cal.losses.tolist() == [0.0]
    with pytest.raises(ProblemError, match="range is 0"):
        make_mechanism("exponential", custom.problem(q100), eps, "range")


def test_shifted_votes_range_calibration_recovers_the_plain_count_mechanism():
    data = SCENARIO.load_preset("Votes + 100 per voter (range 1, sensitivity 101)")
    sens, spread = custom.pair_summary(data)
    assert sens.max() == 101 and spread.max() == 1
    plain = custom.CustomScores(data.candidates, data.table - 100 * np.array([[20.0]] + [[21.0]] * data.k),
                                data.columns)
    assert custom.pair_summary(plain)[0].max() == 1
    eps = 0.8
    shifted_range = make_mechanism("exponential", custom.problem(data), eps, "range")
    plain_range = make_mechanism("exponential", custom.problem(plain), eps, "range")
    shifted_sens = make_mechanism("exponential", custom.problem(data), eps, "general")
    assert shifted_range.scale == pytest.approx(eps) and shifted_sens.scale == pytest.approx(eps / 202)
    assert np.allclose(shifted_range.pmf, plain_range.pmf, atol=1e-15)
    assert np.ptp(shifted_sens.pmf) < np.ptp(shifted_range.pmf) / 50
    eps_release, why = release_epsilon(shifted_sens)
    assert eps_release == pytest.approx(eps / 202) and "range" in why
    assert release_epsilon(shifted_range)[0] == eps


def test_range_analysis_refused_where_no_range_is_declared():
    assert ANALYSES == ("general", "monotone", "range")
    pr = SelectionProblem(labels=("a", "b"), scores=np.array([1.0, 0.0]), sensitivity=1.0,
                          monotone={"add-remove": True, "replace": False})
    with pytest.raises(ProblemError, match="does not declare"):
        make_mechanism("exponential", pr, 1.0, "range")
    with pytest.raises(ProblemError, match="range"):
        SelectionProblem(labels=("a",), scores=np.array([1.0]), sensitivity=1.0,
                         monotone={"add-remove": True, "replace": True}, score_range={"add-remove": -1.0})


def test_cli_runs_the_range_analysis():
    out, err = io.StringIO(), io.StringIO()
    path = str(preset_path("custom_votes_shifted.csv"))
    assert main(["run", "custom", "--data", path, "--epsilon", "1", "--analysis", "range", "--trials", "10",
                 "--seed", "1", "--json", "-"], out, err) == 0, err.getvalue()
    result = json.loads(out.getvalue())
    assert result["parameters"]["analysis"] == "range" and result["sensitivity"] == 101
    out, err = io.StringIO(), io.StringIO()
    assert main(["run", "custom", "--data", str(preset_path("custom_dong_q.csv")), "--epsilon", "1",
                 "--analysis", "range"], out, err) == 2
    assert "range is 0" in err.getvalue()


def test_cli_run_custom_prints_the_range_and_both_calibrations():
    """`run custom` states the score's range and c with the largest loss under each calibration (text and JSON),
    checked against the pairs recomputed by hand: votes + 100 per voter have range 1 and sensitivity 101."""
    path = str(preset_path("custom_votes_shifted.csv"))
    data = SCENARIO.read_csv(path)
    changes = data.table[1:] - data.table[0]
    by_hand = max(float(row.max() - row.min()) for row in changes)
    out, err = io.StringIO(), io.StringIO()
    assert main(["run", "custom", "--data", path, "--epsilon", "1", "--trials", "10", "--seed", "1", "--json", "-"],
                out, err) == 0, err.getvalue()
    result = json.loads(out.getvalue())
    assert result["score_range"] == by_hand == 1.0
    by = {c["calibration"]: c for c in result["calibrations"]}
    assert by["sensitivity"]["scale"] == pytest.approx(1 / (2 * 101)) and by["range"]["scale"] == pytest.approx(1.0)
    assert all(c["largest_loss"] <= 1 + TOL for c in by.values())
    out = io.StringIO()
    assert main(["run", "custom", "--data", path, "--epsilon", "1", "--trials", "10", "--seed", "1"], out, err) == 0
    assert "score range over the given pairs = 1 " in out.getvalue()
    assert "calibrated by range: c = ε/range = 1;" in out.getvalue()


def test_json_prices_are_the_decimal_grid_points():
    """The lecture's grid (P = 3.01, m = 301) is written 0.01, 0.02, …, 3.01, not 0.009999999999999998: every
    price is the float nearest to the rational j·P/m with P the decimal typed (Fraction, an independent exact
    computation), on several P and m."""
    from fractions import Fraction

    from expmech_gui.scenarios.pricing import revenue

    for max_price, m in ((3.01, 301), (1.0, 7), (0.7, 30), (123.45, 1000), (1e-4, 3), (1e12, 9000)):
        exact = Fraction(repr(max_price))
        prices = revenue.price_grid(m, max_price)
        assert [float(j * exact / m) for j in range(1, m + 1)] == prices.tolist()
        assert prices[-1] == max_price
    out, err = io.StringIO(), io.StringIO()
    assert main(["run", "pricing", "--example", "--trials", "10", "--seed", "1", "--json", "-"], out, err) == 0
    assert json.loads(out.getvalue())["candidates"][:3] == [0.01, 0.02, 0.03]
    assert '"0.009999999999999998' not in out.getvalue() and "0.009999999999999998" not in out.getvalue()
