"""The numbers the privacy views show, from the core functions, checked against brute force."""
import math

import numpy as np
import pytest

from expmech_gui.core.accounting import bill as accounting
from expmech_gui.core.privacy.loss import most_exposed, score_change_summary, score_changes
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.scenarios import SCENARIOS
from expmech_gui.scenarios.framework.neighbours import neighbour_dataset, neighbour_families

VOTING, PRICING, LUNCH = (SCENARIOS[k] for k in ("voting", "pricing", "lunch"))


def brute_force_change(problem, neighbour_problem):
    """max_h |u(D′,h) − u(D,h)| and max_h − min_h of the change, one candidate at a time."""
    changes = [float(b) - float(a) for a, b in zip(problem.scores, neighbour_problem.scores)]
    return max(abs(c) for c in changes), max(changes) - min(changes)


def every_add_remove_neighbour_of_a_tally(tally):
    """D′ for every single ballot removed (where one exists) or added."""
    for i in range(len(tally.candidates)):
        if tally.votes[i] > 0:
            yield neighbour_dataset("voting", tally, "remove", i)
        yield neighbour_dataset("voting", tally, "add", value=i)


@pytest.mark.parametrize("seed", range(5))
def test_score_change_summary_matches_brute_force_for_every_voting_neighbour(seed):
    rng = np.random.default_rng(seed)
    m = int(rng.integers(2, 7))
    tally = VOTING.dataset_type(tuple(f"c{i}" for i in range(m)), rng.integers(0, 5, m))
    exp = Experiment(VOTING, tally, RunParameters(epsilon=1.0))
    worst_sensitivity = worst_range = 0.0
    for d2 in every_add_remove_neighbour_of_a_tally(tally):
        other = Experiment(VOTING, d2, RunParameters(epsilon=1.0)).problem
        got = score_change_summary(exp.problem, other)
        assert got == pytest.approx(brute_force_change(exp.problem, other), abs=1e-12)
        worst_sensitivity, worst_range = max(worst_sensitivity, got[0]), max(worst_range, got[1])
    # the search over all neighbours reports the same extremes, from the same formula
    result = most_exposed(exp.mechanism, neighbour_families("voting", tally, exp.problem, "add-remove"))
    assert result.score_sensitivity == pytest.approx(worst_sensitivity)
    assert result.score_range == pytest.approx(worst_range)


def test_score_change_summary_for_pricing_and_lunch_changes():
    params = RunParameters(epsilon=1.0, alpha=0.1, max_price=1.0)
    vals = PRICING.dataset_type([0.15, 0.55, 0.95])
    base = Experiment(PRICING, vals, params).problem
    for d2 in (neighbour_dataset("pricing", vals, "remove", 1), neighbour_dataset("pricing", vals, "add", value="0.4"),
               neighbour_dataset("pricing", vals, "replace", 0, "0.9")):
        other = Experiment(PRICING, d2, params).problem
        assert score_change_summary(base, other) == pytest.approx(brute_force_change(base, other), abs=1e-12)
    prefs = LUNCH.dataset_type(("a", "b", "c"), np.array([[1, 0, 1], [0, 1, 1]], dtype=bool))
    lunch_base = Experiment(LUNCH, prefs, RunParameters(epsilon=1.0)).problem
    d2 = neighbour_dataset("lunch", prefs, "replace", 0, [False, True, False])
    other = Experiment(LUNCH, d2, RunParameters(epsilon=1.0)).problem
    assert score_change_summary(lunch_base, other) == pytest.approx(brute_force_change(lunch_base, other))
    assert score_change_summary(lunch_base, other) == (1.0, 2.0)  # a: −1, b: +1, c: −1


def test_score_changes_is_row_wise_and_refuses_other_candidates():
    rows = np.array([[0.0, -2.0, 1.0], [3.0, 3.0, 3.0]])
    sens, spread = score_changes(rows)
    assert sens.tolist() == [2.0, 3.0] and spread.tolist() == [3.0, 0.0]
    a = Experiment(VOTING, VOTING.dataset_type(("A", "B"), [1, 2]), RunParameters()).problem
    b = Experiment(VOTING, VOTING.dataset_type(("A", "B", "C"), [1, 2, 0]), RunParameters()).problem
    with pytest.raises(ValueError, match="same candidates"):
        score_change_summary(a, b)


# --- the bill ---------------------------------------------------------------------------------------------------
def test_formula_totals_are_the_formulas_and_say_inf_past_float_range():
    eps, k, delta = 0.5, 200, 1e-6
    totals = accounting.formula_totals(eps, k, delta, "exponential")
    assert list(totals) == list(accounting.METHODS)
    assert totals["kov_optimal"] is None and totals["bounded_range_optimal"] is None
    assert totals["basic"] == pytest.approx(k * eps)
    assert totals["advanced"] == pytest.approx(eps * math.sqrt(2 * k * math.log(1 / delta)) + k * eps * math.expm1(eps))
    rho = k * eps * eps / 8
    assert totals["zcdp_simple"] == pytest.approx(rho + 2 * math.sqrt(rho * math.log(1 / delta)))
    assert totals["zcdp_cks"] <= totals["zcdp_simple"]
    huge = accounting.formula_totals(eps, 10**400, delta, "exponential")
    assert all(huge[m] == math.inf for m in ("basic", "advanced", "zcdp_simple", "zcdp_cks"))
    not_br = accounting.formula_totals(eps, 10**400, delta, "permute-and-flip")
    assert not_br["zcdp_simple"] is None and not_br["zcdp_cks"] is None and not_br["basic"] == math.inf


def test_release_bill_is_privacy_bill_up_to_the_limit_and_the_formulas_beyond():
    totals, sentence, exact = accounting.release_bill(1.0, 7, 1e-5, "exponential")
    bill = accounting.privacy_bill(1.0, 7, 1e-5, "exponential")
    assert exact and totals == bill.methods() and sentence == accounting.plain_language(bill)
    k = accounting.MAX_RELEASES + 1
    totals, sentence, exact = accounting.release_bill(0.01, k, 1e-6, "exponential")
    assert not exact and totals == accounting.formula_totals(0.01, k, 1e-6, "exponential")
    best = min(v for v in totals.values() if v is not None)
    assert best == totals["zcdp_cks"]  # the tightest formula at small ε
    assert f"{best:.4g}" in sentence and "at most 100,000 releases" in sentence
