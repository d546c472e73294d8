"""Dong's "log P is not always the least-sensitive score": three scores for one mechanism, checked against
mpmath's log-probabilities, a brute-force search over every shift of each neighbour's scores, and the blog's
q/q′ example (sensitivities 1 and 100, range 0)."""
from pathlib import Path

import mpmath
import numpy as np
import pytest

from expmech_gui.scenarios.custom import custom
from expmech_gui.scenarios.custom.equivalent_scores import comparison_sentence, equivalent_scores

PRESETS = Path(__file__).resolve().parents[1] / "resources" / "presets"  # this worktree's (the install maps main's)


def preset(name: str) -> custom.CustomScores:
    return custom.from_text((PRESETS / name).read_text(encoding="utf-8"))


def log_p_by_hand(column, c):
    mpmath.mp.dps = 40
    z = sum(mpmath.e ** (c * mpmath.mpf(u)) for u in column)
    return [float(mpmath.log(mpmath.e ** (c * mpmath.mpf(u)) / z) / c) for u in column]


@pytest.mark.parametrize("name", ["custom_dong_log_p.csv", "custom_dong_q.csv", "custom_dong_q100.csv",
                                  "custom_votes_shifted.csv"])
@pytest.mark.parametrize("c", [0.05, 0.5, 2.0])
def test_three_scores_one_mechanism_one_range(name, c):
    data = preset(name)
    typed, log_p, least = equivalent_scores(data, c)
    for score in (log_p, least):
        np.testing.assert_allclose(np.exp(score.log_pmf()), np.exp(typed.log_pmf()), rtol=0, atol=1e-12)
        assert score.range == pytest.approx(typed.range, abs=1e-9)
    for row, column in zip(log_p.table, data.table):
        np.testing.assert_allclose(row, log_p_by_hand(column, c), rtol=1e-10, atol=1e-10)
    # no shift g_j of neighbour j's scores does better than the least-sensitive score (a search over a fine grid)
    changes = data.table[1:] - data.table[0]
    for delta in changes:
        shifts = np.linspace(delta.min() - 1, delta.max() + 1, 4001)
        best = min(np.max(np.abs(delta - g)) for g in shifts)
        assert best >= (delta.max() - delta.min()) / 2 - 1e-12
    assert least.sensitivity == pytest.approx(typed.range / 2, abs=1e-9)
    assert least.sensitivity <= log_p.sensitivity + 1e-9 and least.sensitivity <= typed.sensitivity + 1e-9


def test_the_blogs_example_sensitivities_1_and_100_range_0():
    q, q100 = equivalent_scores(preset("custom_dong_q.csv"), 1.0), equivalent_scores(preset("custom_dong_q100.csv"), 1.0)
    assert (q[0].sensitivity, q100[0].sensitivity) == (1.0, 100.0)
    assert q[0].range == q100[0].range == 0.0
    np.testing.assert_allclose(np.exp(q[0].log_pmf()), np.exp(q100[0].log_pmf()), atol=1e-15)


def test_log_p_is_not_the_least_sensitive_on_its_preset():
    """Ten items, one raised by 10 on D′: at c = 0.05 log P moves by (1/c)·ln((e^0.5 + 9)/10) = 1.257, so its
    sensitivity is 10 − 1.257 = 8.743, the least-sensitive score's 5, the typed one's 10."""
    scores = equivalent_scores(preset("custom_dong_log_p.csv"), 0.05)
    shift = float(mpmath.log((mpmath.e ** 0.5 + 9) / 10) / 0.05)
    assert [s.sensitivity for s in scores] == pytest.approx([10.0, 10.0 - shift, 5.0], rel=1e-12)
    words = comparison_sentence(scores)
    assert "log P is not the least-sensitive score here" in words and "8.743" in words
