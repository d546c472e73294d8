"""Accuracy and risk as ε moves, for the plain-words mode (core.plain_tradeoff): exact numbers from the core,
the risk from core.attacker only, and the cautions in words outside the ε practice uses."""
import numpy as np
import pytest

from expmech_gui.core import plain_tradeoff
from expmech_gui.core.privacy.attacker import posterior_bound
from expmech_gui.core.bounds import expected_score
from expmech_gui.core.mechanisms import make_mechanism
from expmech_gui.core.problem import SelectionProblem


def problem(scores, monotone=True):
    scores = np.asarray(scores, dtype=float)
    return SelectionProblem(labels=tuple(f"h{i}" for i in range(scores.size)), scores=scores, sensitivity=1.0,
                            monotone={"add-remove": monotone, "replace": False})


def test_accuracy_is_the_exact_share_of_the_best_and_risk_the_attacker_s_bound():
    votes = problem([40, 38, 12, 3])
    mech = make_mechanism("exponential", votes, 1.0)
    t = plain_tradeoff.tradeoff(mech)
    assert t.share_of_best and t.current_accuracy == pytest.approx(expected_score(votes, mech.pmf) / 40)
    # a monotone score: one release costs ε/2, and the risk is the attacker's bound at ε/2, nothing else
    assert t.current_risk == posterior_bound(0.2, 0.5)
    np.testing.assert_array_equal(t.risk, [posterior_bound(0.2, e / 2) for e in t.epsilon])
    assert np.all(np.diff(t.accuracy) >= -1e-12) and np.all(np.diff(t.risk) > 0)  # both rise with ε
    assert t.accuracy[-1] > 0.99 and t.risk[0] < 0.21


def test_a_score_that_can_be_negative_is_shared_from_the_worst_to_the_best():
    mistakes = problem([-9, -8, -30], monotone=False)
    mech = make_mechanism("exponential", mistakes, 2.0)
    t = plain_tradeoff.tradeoff(mech, points=5)
    expected = expected_score(mistakes, mech.pmf)
    assert not t.share_of_best and t.current_accuracy == pytest.approx((expected + 30) / (-8 + 30))
    assert t.current_risk == posterior_bound(0.2, 2.0)  # not monotone: the whole ε


@pytest.mark.parametrize("eps, words", [(5.01, "protects little"), (0.099, "random pick"), (5, ""), (0.1, ""),
                                        (1, "")])
def test_the_caution_is_said_in_words_above_5_and_below_0_1(eps, words):
    text = plain_tradeoff.epsilon_caution(eps)
    assert (words in text) if words else text == ""
    assert "ε" not in text
