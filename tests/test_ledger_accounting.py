"""Mixed-ε totals of the privacy ledger (issue 31 §2): never below the exact composition, equal to the bill for one ε."""
import itertools
import math

import numpy as np
import pytest

from expmech_gui.core.accounting import bill as accounting
from expmech_gui.core.accounting import ledger_totals as la
from expmech_gui.core.accounting.ledger_totals import Charge

DP_METHODS = ("basic", "advanced", "kov_optimal", "pld")  # valid for any ε-DP release
BR_METHODS = ("bounded_range_optimal", "zcdp_simple", "zcdp_cks")  # lean on the bounded-range flag


def _log_pair(eps: float, t: float | None) -> tuple[np.ndarray, np.ndarray]:
    """ln P, ln Q on two outcomes of the worst-case pair: randomized response with parameter ε (t None,
    Kairouz–Oh–Viswanath), or the ε-bounded-range pair with loss values t and t − ε (Dong–Durfee–Rogers)."""
    if t is None:
        log_q = np.array([-np.logaddexp(0, eps), eps - np.logaddexp(0, eps)])
        return log_q[::-1], log_q
    q_high = (math.exp(-t) - math.exp(-eps)) / (-math.expm1(-eps))
    log_q = np.log(np.array([q_high, 1 - q_high]))
    return log_q + np.array([t, t - eps]), log_q


def exact_delta(pairs, eps_g: float) -> float:
    """δ(ε_g) = Σ_o max(0, P(o) − e^ε_g Q(o)) of the product of ``pairs``, by enumerating all 2^n outcomes."""
    log_p = np.zeros(1)
    log_q = np.zeros(1)
    for lp, lq in pairs:
        log_p = (log_p[:, None] + lp[None, :]).ravel()
        log_q = (log_q[:, None] + lq[None, :]).ravel()
    return float(np.sum(np.maximum(0.0, np.exp(log_p) - np.exp(eps_g + log_q))))


def exact_epsilon(pairs, delta: float, hi: float) -> float:
    """The smallest ε_g with exact_delta ≤ δ, by bisection to 1e-12."""
    lo = 0.0
    if exact_delta(pairs, 0.0) <= delta:
        return 0.0
    for _ in range(100):
        mid = (lo + hi) / 2
        lo, hi = (lo, mid) if exact_delta(pairs, mid) <= delta else (mid, hi)
    return hi


def worst_br_delta(charges, eps_g: float, grid: int = 5) -> float:
    """δ(ε_g) maximised over the bounded-range pairs' t on a grid (randomized response for the entries that are
    not ε-BR; the ends t = 0 and t = ε are trivial pairs): a lower bound of the true worst case, so a method below it under-counts for certain."""
    options = [[_log_pair(c.epsilon_charged, t) for t in np.linspace(0, c.epsilon_charged, grid + 2)[1:-1]]
               if c.bounded_range else [_log_pair(c.epsilon_charged, None)] for c in charges]
    return max(exact_delta(pairs, eps_g) for pairs in itertools.product(*options))


def _random_ledgers(count: int, seed: int):
    rng = np.random.default_rng(seed)
    for _ in range(count):
        n = int(rng.integers(1, 7))
        same_flag = bool(rng.integers(2))
        flags = [same_flag] * n if rng.integers(2) else [bool(x) for x in rng.integers(0, 2, n)]
        if rng.integers(4) == 0:  # now and then one ε for all: the bill's own methods
            eps = [float(rng.uniform(0.05, 2))] * n
        else:
            eps = [float(x) for x in rng.uniform(0.05, 2, n)]
        charges = [Charge(e, 0.0, 1, f) for e, f in zip(eps, flags)]
        if n >= 2 and rng.integers(3) == 0:  # an entry counting several releases (a top-k k-set counts k)
            charges = [Charge(eps[0], 0.0, 2, flags[0])] + charges[2:]
        yield charges, float(rng.choice([1e-2, 1e-4, 1e-6]))


def _released(charges):
    """Each release of each entry apart (an entry counting r releases is r releases at its ε)."""
    return [Charge(c.epsilon_charged, c.delta, 1, c.bounded_range) for c in charges for _ in range(c.releases)]


@pytest.mark.parametrize("seed", range(4))
def test_no_method_ever_reports_less_than_the_exact_composition(seed):
    for charges, delta in _random_ledgers(15, seed):
        totals = la.ledger_totals(charges, delta)
        charges = _released(charges)
        rr = [_log_pair(c.epsilon_charged, None) for c in charges]
        plain = sum(c.epsilon_charged for c in charges)
        exact = exact_epsilon(rr, delta, plain)
        for method in DP_METHODS:
            if totals[method] is not None:
                assert totals[method] >= exact - 1e-9 * max(1.0, exact), (method, charges, delta)
        all_pure_dp = not any(c.bounded_range for c in charges)
        for method in BR_METHODS:
            value = totals[method]
            if value is None:
                continue
            if all_pure_dp:  # ρ = ε²/2 for every release: checked against randomized response itself
                assert value >= exact - 1e-9 * max(1.0, exact), (method, charges, delta)
            else:
                assert worst_br_delta(charges, value) <= delta * (1 + 1e-6), (method, charges, delta)
        # and the tightest is the exact figure up to the PLD's discretisation (at most 1e-4 per release)
        assert la.tightest(totals)[1] <= exact + 1e-4 * len(charges) + 1e-9 or any(c.bounded_range for c in charges)


@pytest.mark.parametrize("eps,k,delta,br", [(0.5, 10, 1e-6, True), (1.0, 7, 1e-3, False), (0.05, 300, 1e-6, True),
                                            (2.0, 3, 1e-8, False), (5.0, 3, 1e-6, True)])
def test_one_epsilon_for_every_release_is_todays_bill(eps, k, delta, br):
    mechanism = "exponential" if br else "permute-and-flip"
    bill = accounting.privacy_bill(eps, k, delta, mechanism).methods()
    # as k entries of one release, or fewer entries counting several releases (a top-k k-set counts k)
    for charges in ([Charge(eps, 0.0, 1, br)] * k, [Charge(eps, 0.0, k - 1, br), Charge(eps, 0.0, 1, br)]):
        totals = la.ledger_totals(charges, delta)
        for method, value in bill.items():
            if value is None:
                assert totals[method] is None
            else:
                assert totals[method] == pytest.approx(value, rel=1e-9, abs=1e-12), method
        assert totals["pld"] >= totals["kov_optimal"] - 1e-9
    if br:
        assert la.tightest(la.ledger_totals([Charge(eps, 0.0, k, br)], delta))[0] == "bounded_range_optimal"


def test_the_issue_repro_three_releases_at_five_stay_priced_at_five():
    """On Voting, ε = 5 ×3 (each charged 2.5 by the ε/2 rule), then ε moved to 0.1: the ledger's total stays that
    of the three releases at 2.5 (7.38), not 3 × 0.05."""
    spent = [Charge(2.5, 0.0, 1, True)] * 3
    totals = la.ledger_totals(spent, 1e-6)
    assert totals == pytest.approx(la.ledger_totals(spent, 1e-6))
    assert la.tightest(totals)[1] == pytest.approx(accounting.privacy_bill(2.5, 3, 1e-6).best()[1], rel=1e-9)
    assert round(la.tightest(totals)[1], 2) == 7.38
    plan = la.what_if_totals(spent, 1e-6, 0.1, 10, True)
    assert la.tightest(plan)[1] > la.tightest(totals)[1]  # a plan adds, and is apart from what was spent
    assert la.ledger_totals(spent, 1e-6) == totals
    curve = la.what_if_curve(spent, 1e-6, 0.1, [1, 10, 100], True)
    assert [k for k, _m, _t in curve] == [1, 10, 100] and curve[1][2] == pytest.approx(la.tightest(plan)[1])
    assert curve[0][2] <= curve[1][2] <= curve[2][2]
    sentence = la.what_if_sentence(spent, 1e-6, 0.1, 10, True)
    assert sentence.startswith("10 more releases at ε = 0.1 would bring the total to ε = ")
    assert "(spent so far: ε = 7.38" in sentence


def test_mixed_epsilons_name_the_method_and_say_it_in_words():
    charges = [Charge(e, 0.0, 1, True) for e in (0.5, 0.5, 1, 2)]
    totals = la.ledger_totals(charges, 1e-6)
    assert totals["basic"] == pytest.approx(4.0)
    assert totals["kov_optimal"] is None and totals["bounded_range_optimal"] is None  # one ε only
    assert totals["zcdp_cks"] < totals["zcdp_simple"]
    method, total = la.tightest(totals)
    assert total <= 4.0
    text = la.ledger_sentence(charges, 1e-6, totals)
    assert text.startswith("After 4 releases at ε from 0.5 to 2 (plain sum 4), the total privacy loss is ")
    assert la.LEDGER_TITLES[method] in text and "In plain words" in text


def test_heterogeneous_advanced_is_kov_theorem_3_5():
    groups = la._count([Charge(0.1, 0.0, 200, False), Charge(0.3, 0.0, 100, False)])
    s1 = 200 * 0.1 * math.tanh(0.05) + 100 * 0.3 * math.tanh(0.15)
    s2 = 200 * 0.01 + 100 * 0.09
    expected = min(50.0, s1 + math.sqrt(2 * s2 * math.log(math.e + math.sqrt(s2) / 1e-6)),
                   s1 + math.sqrt(2 * s2 * math.log(1e6)))
    assert la.heterogeneous_advanced(groups, 1e-6) == pytest.approx(expected, rel=1e-12)
    assert expected < 50.0


def test_approximate_entries_add_their_delta_and_leave_zcdp_out():
    charges = [Charge(1.0, 1e-7, 2, False), Charge(0.5, 0.0, 1, False)]
    assert la.total_delta(charges, 1e-6) == pytest.approx(1.2e-6)
    totals = la.ledger_totals(charges, 1e-6)
    assert totals["zcdp_cks"] is None and totals["basic"] == pytest.approx(2.5)
    assert 0 < totals["pld"] <= 2.5


def test_disjoint_datasets_compose_in_parallel_only_when_asked():
    a, b = "a" * 64, "b" * 64
    charges = [Charge(1.0, 0.0, 1, True, a), Charge(2.0, 0.0, 1, True, b)]
    assert la.ledger_totals(charges, 1e-6)["basic"] == pytest.approx(3.0)
    assert la.ledger_totals(charges, 1e-6, disjoint_data=True)["basic"] == pytest.approx(2.0)


def test_an_empty_ledger_has_spent_nothing():
    assert set(la.ledger_totals([], 1e-6).values()) == {0.0}
    assert la.ledger_sentence([], 1e-6, {}).startswith("Nothing has been released yet")


@pytest.mark.parametrize("epsilons", [(10_000, 1), (700, 710), (1e-6, 2e-6)])
def test_extreme_epsilons_give_finite_words_not_an_error(epsilons):
    charges = [Charge(e, 0.0, 1, True) for e in epsilons]
    totals = la.ledger_totals(charges, 1e-300)
    assert totals["basic"] == pytest.approx(sum(epsilons))
    assert all(v is None or v >= 0 for v in totals.values())
    assert la.tightest(totals)[1] <= sum(epsilons) * (1 + 1e-12)
    assert "nan" not in la.ledger_sentence(charges, 1e-300, totals)


@pytest.mark.parametrize("eps,k", [(0.013, 100_000), (0.3, 2_000)])
def test_pld_is_never_below_the_exact_optimal_even_after_many_releases(eps, k):
    """KOV's optimal total is exact for one ε; the PLD total must not undercut it — at 10⁵ releases the FFT's
    rounding alone (δ off by 2·10⁻¹³) did, before the margin PLD_FFT_ERROR."""
    totals = la.ledger_totals([Charge(eps, 0.0, k, False)], 1e-6)
    assert totals["kov_optimal"] <= totals["pld"] <= totals["kov_optimal"] * 1.001


def test_no_pld_figure_where_the_fft_cannot_resolve_delta():
    totals = la.ledger_totals([Charge(0.5), Charge(1.0)], 1e-12)
    assert totals["pld"] is None and totals["advanced"] is not None
    assert "needs δ ≥ 10⁻¹⁰" in la.method_text("pld", None, one_epsilon=False)


def test_adaptive_releases_of_one_kind_never_get_the_non_adaptive_bounded_range_optimum():
    """Top-k's peeling charges k adaptive selections: the ledger's one-ε path is today's bill for the adaptive key
    (no Dong–Durfee–Rogers optimum), and `account top-k --epsilons` runs (it raised 'unknown mechanism')."""
    from expmech_gui.core.accounting import bill as accounting

    adaptive = la.ledger_totals([la.Charge(0.5, 0.0, 6, True, adaptive=True)], 1e-6)
    fixed = la.ledger_totals([la.Charge(0.5, 0.0, 6, True)], 1e-6)
    assert adaptive["bounded_range_optimal"] is None and fixed["bounded_range_optimal"] is not None
    bill = accounting.privacy_bill(0.5, 6, 1e-6, accounting.adaptive("exponential")).methods()
    assert all(adaptive[m] == bill[m] for m in bill)


def test_the_bills_tightest_and_recommended_method_know_the_ledgers_pld():
    """accounting.tightest raised ValueError on a ledger's totals (its PREFERENCE had no "pld")."""
    from expmech_gui.core.accounting import bill as accounting

    charges = [la.Charge(0.5, releases=3, bounded_range=True), la.Charge(1.0, releases=2)]
    totals = la.ledger_totals(charges, 1e-6)
    assert totals["pld"] is not None
    assert accounting.tightest(totals)[1] == la.tightest(totals)[1]
    assert accounting.recommended_method(totals, "exponential") == la.tightest(totals)[0]
    assert accounting.tightest({"pld": 1.0, "kov_optimal": 1.0, "basic": 1.0})[0] == "kov_optimal"
