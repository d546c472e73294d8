"""Composition accounting: reference values, orderings, exact budget arithmetic, the CLI."""
import json
import math

import numpy as np
import pytest

from clihelp import run_here
from expmech_gui.core.accounting import bill as acc
from expmech_gui.core.accounting import composition
from expmech_gui.core.problem import ProblemError


def test_reference_values_at_delta_1e6():
    b = acc.privacy_bill(0.5, 100, 1e-6)
    assert b.basic == pytest.approx(50, abs=5e-4)
    assert round(b.advanced, 1) == 58.7
    assert round(b.kov_optimal, 1) == 33.3
    assert round(b.bounded_range_optimal, 1) == 14.3
    assert round(b.zcdp_cks, 1) == 15.3
    assert b.zcdp_simple == pytest.approx(3.125 + 2 * math.sqrt(3.125 * math.log(1e6)))


@pytest.mark.parametrize("eps", [0.01, 0.3, 1.0, 3.0])
def test_one_release_costs_epsilon(eps):
    """KOV with k = 1 is ε (exactly ε − O(δ): δ lets the total shave a little)."""
    assert acc.kov_optimal(eps, 1, 1e-12) == pytest.approx(eps, rel=1e-9)
    b = acc.privacy_bill(eps, 1, 1e-12)
    assert b.kov_optimal == pytest.approx(eps, rel=1e-9)
    # BR's δ grows only quadratically below ε, so even δ = 1e-12 shaves a little more
    assert eps * (1 - 1e-4) <= b.bounded_range_optimal <= eps
    assert acc.privacy_bill(eps, 1, 1e-6).kov_optimal <= eps


@pytest.mark.parametrize("eps,k,delta", [(0.1, 10, 1e-6), (0.5, 50, 1e-5), (1.0, 7, 1e-3), (2.0, 30, 1e-8),
                                         (0.05, 300, 1e-6)])
def test_optimal_methods_are_the_smallest_that_apply(eps, k, delta):
    b = acc.privacy_bill(eps, k, delta)
    assert b.kov_optimal <= min(b.basic, b.advanced) + 1e-9
    assert b.bounded_range_optimal <= b.kov_optimal + 1e-9
    assert b.bounded_range_optimal <= min(b.zcdp_simple, b.zcdp_cks) + 1e-9
    assert b.zcdp_cks <= b.zcdp_simple + 1e-12
    # the inverted δ really is δ at the reported ε
    assert acc.kov_delta(eps, k, b.kov_optimal) <= delta * (1 + 1e-6)
    assert acc.br_delta(eps, k, b.bounded_range_optimal) <= delta * (1 + 1e-6)


def test_coarse_to_fine_search_equals_the_exhaustive_maximum():
    lb = composition.log_binomial_coefficients(400)
    for eps in (0.02, 0.3, 1.5):
        for eps_g in (0.5, 3.0, 20.0):
            a = acc.br_delta(eps, 400, eps_g, lb)
            b = acc.br_delta(eps, 400, eps_g, lb, exhaustive=True)
            assert a == pytest.approx(b, rel=1e-12, abs=1e-300)


def _direct_br_delta(eps, k, eps_g):
    """DDR Thm 3 written out term by term in plain floats (small k, moderate ε only)."""
    best = 0.0
    for ell in range(k + 1):
        t = min(max((eps_g + (ell + 1) * eps) / (k + 1), 0.0), eps)
        p = (math.exp(-t) - math.exp(-eps)) / (1 - math.exp(-eps))
        total = sum(math.comb(k, i) * p ** (k - i) * (1 - p) ** i * max(0.0, math.exp(k * t - i * eps) - math.exp(eps_g))
                    for i in range(k + 1))
        best = max(best, total)
    return best


@pytest.mark.parametrize("eps,k", [(0.3, 5), (1.0, 12), (0.05, 30), (2.0, 20)])
def test_log_space_delta_equals_the_formula_written_out(eps, k):
    for frac in (0.0, 0.1, 0.3, 0.6):
        g = frac * k * eps
        assert acc.br_delta(eps, k, g) == pytest.approx(_direct_br_delta(eps, k, g), rel=1e-9, abs=1e-300)


def test_log_space_delta_never_underflows_where_the_linear_sum_did():
    """At k = 100,000 and ε_g near the KOV total δ is far below 1e-308: ln δ is still finite, so the
    bisection needs no exhaustive fallback."""
    lb = composition.log_binomial_coefficients(100_000)
    ld = acc.br_log_delta(1.0, 100_000, 40_000.0, lb)
    assert math.isfinite(ld) and ld < math.log(1e-308)
    assert acc.br_log_delta(1.0, 100_000, 100_000.0, lb) == -math.inf  # beyond kε nothing is left


def _random_grid(n, k_max, seed):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        yield (float(np.exp(rng.uniform(math.log(1e-6), math.log(1e4)))), int(rng.integers(1, k_max + 1)),
               float(10 ** rng.uniform(-12, -1)), float(rng.uniform(0, 1)))


@pytest.mark.parametrize("eps,k,delta,frac", list(_random_grid(120, 300, seed=17)))
def test_fast_delta_equals_the_exhaustive_reference(eps, k, delta, frac):
    """Over random (ε from 1e-6 to 1e4, k ≤ 300, ε_g): the windowed coarse-to-fine ln δ equals the every-ℓ,
    every-i reference to 1e-9 relative and is never below it (never under-counts δ)."""
    lb = composition.log_binomial_coefficients(k)
    g = frac * k * eps
    fast = acc.br_log_delta(eps, k, g, lb)
    ref = acc.br_log_delta(eps, k, g, lb, exhaustive=True)
    if ref == -math.inf:
        assert fast == -math.inf
    else:
        assert fast >= ref + math.log1p(-1e-9)
        assert fast == pytest.approx(ref, abs=1e-9)


@pytest.mark.parametrize("eps,k,delta,frac", list(_random_grid(25, 300, seed=5)))
def test_fast_total_equals_the_exhaustive_total(eps, k, delta, frac):
    fast = acc.bounded_range_optimal(eps, k, delta)
    ref = acc.bounded_range_optimal(eps, k, delta, exhaustive=True)
    assert fast >= ref * (1 - 1e-9) - 1e-12
    assert fast == pytest.approx(ref, rel=1e-9, abs=1e-12)


# exact bills of 10,000 and 100,000 releases take 0.1-0.7 s and 0.4-5 s: slow
@pytest.mark.parametrize("k", [1, 100, pytest.param(10_000, marks=pytest.mark.slow),
                               pytest.param(100_000, marks=pytest.mark.slow)])
@pytest.mark.parametrize("eps", [1e-6, 1.0, 1e4])
def test_bill_at_the_extremes_is_finite_ordered_and_in_words(k, eps):
    b = acc.privacy_bill(eps, k, 1e-6)
    for name, v in b.methods().items():
        assert v is not None and v >= 0
        assert math.isfinite(v) or name == "advanced"
    assert b.bounded_range_optimal <= b.kov_optimal * (1 + 1e-9) + 1e-12 <= b.basic * (1 + 1e-9) + 1e-12
    text = acc.plain_language(b)
    assert f"{k:,} release" in text and "×more" not in text and "at most ×" not in text and "inf" not in text
    json.dumps(b.as_json(), allow_nan=False)


def test_plain_language_reads_naturally_when_the_factor_is_astronomical():
    text = acc.plain_language(acc.privacy_bill(5, 1000, 1e-6))
    assert "more than 10^300 times as likely" in text and "protects no one" in text
    assert "at most more than" not in text and "×more" not in text
    small = acc.plain_language(acc.privacy_bill(0.01, 10, 1e-6))
    assert "up to 1.06 times as likely" in small


def test_advanced_composition_past_overflow_is_said_in_words_and_null_in_json():
    b = acc.privacy_bill(1e4, 1, 1e-6)
    assert b.advanced == math.inf
    assert acc.total_text(b.advanced).startswith("ε = more than 10^300")
    out = b.as_json()
    assert out["methods"]["advanced"] is None and out["too_large"] == ["advanced"]
    assert acc.privacy_bill(1, 3).as_json()["too_large"] == []


@pytest.mark.slow  # a long bill, 0.8 s
def test_progress_is_reported_and_monotone_and_cancel_stops_the_bill():
    seen = []
    acc.privacy_bill(1.0, 20_000, 1e-6, progress=lambda done, total: seen.append((done, total)))
    assert len(seen) > 20
    dones = [d for d, _ in seen]
    assert dones == sorted(dones) and seen[-1][0] == seen[-1][1] and all(d <= t for d, t in seen)
    calls = []

    def cancelled():
        calls.append(1)
        return len(calls) > 5

    with pytest.raises(acc.Cancelled):
        acc.privacy_bill(1.0, 100_000, 1e-6, cancelled=cancelled)
    assert len(calls) == 6  # stopped at the first poll that said so, not at the end


def test_permute_and_flip_gets_only_the_dp_methods():
    b = acc.privacy_bill(0.5, 100, 1e-6, "permute-and-flip")
    assert b.bounded_range_optimal is None and b.zcdp_simple is None and b.zcdp_cks is None
    assert b.best()[0] == "kov_optimal"


def test_budget_comparison_tolerates_rounding():
    spent = sum([0.1] * 3)
    assert spent > 0.3  # the DP Creator trap: an even split that sums past the budget
    assert acc.within_budget(spent, 0.3)
    assert not acc.within_budget(1.0 + 1e-6, 1.0)


@pytest.mark.parametrize("args", [(0, 10, 1e-6), (0.5, 0, 1e-6), (0.5, 10, 0), (0.5, 10, 1.0),
                                  (float("nan"), 10, 1e-6), (0.5, 10**7, 1e-6)])
def test_bad_arguments_are_refused(args):
    with pytest.raises(ProblemError):
        acc.privacy_bill(*args)


def test_a_total_below_the_plain_sum_says_why():
    """One release at ε = 0.5 totals 0.4987 by the bounded-range method: the report's reader, adding up, took
    it for a mistake. The sentence says why it is below k × ε; at the plain sum it says nothing more."""
    one = acc.plain_language(acc.privacy_bill(0.5, 1, 1e-6))
    assert "0.4987" in one and "below the plain sum 1 × 0.5 = 0.5 because this method sets aside a small chance δ" in one
    exact = acc.meaning_sentence(0.5, 2, 1e-6, "basic", 1.0)
    assert "plain sum" not in exact
    assert "plain sum" not in acc.meaning_sentence(1.0, 10**400, 1e-6, "basic", math.inf)  # past any float


def test_plain_language_names_the_total():
    text = acc.plain_language(acc.privacy_bill(0.5, 100, 1e-6))
    assert "100 releases" in text and "14.31" in text and acc.METHOD_TITLES["bounded_range_optimal"] in text
    assert "about 1.6 million times as likely" in text and "1 in 1.0 million" in text
    assert "e+" not in text and "DDR" not in text


def test_cli_account_json():
    r = run_here("account", "--epsilon", 0.5, "--releases", 100, "--delta", 1e-6, "--json", "-")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert set(out) == {"epsilon", "releases", "delta", "mechanism", "methods", "too_large"}
    assert set(out["methods"]) == {"basic", "advanced", "kov_optimal", "bounded_range_optimal", "zcdp_simple",
                                   "zcdp_cks"}
    assert round(out["methods"]["bounded_range_optimal"], 1) == 14.3
    r = run_here("account", "--epsilon", 0.5, "--releases", 10, "--mechanism", "permute-and-flip", "--json", "-")
    assert json.loads(r.stdout)["methods"]["zcdp_cks"] is None


def test_cli_account_mixed_epsilons_json_keeps_the_methods_and_adds_the_entries():
    """issue 31 §3: --epsilons prices each release at its own ε; one ε for all gives --epsilon/--releases' totals."""
    r = run_here("account", "--epsilons", "0.5,0.5,1,2", "--delta", 1e-6, "--json", "-")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert set(out["methods"]) == set(acc.METHODS) | {"pld"}
    assert out["methods"]["basic"] == pytest.approx(4.0) and out["methods"]["kov_optimal"] is None
    assert out["methods"]["pld"] <= 4.0 and out["tightest"] in out["methods"] and out["releases"] == 4
    assert [e["epsilon"] for e in out["entries"]] == [0.5, 0.5, 1.0, 2.0]
    assert all(e["releases"] == 1 and e["bounded_range"] for e in out["entries"])
    same = json.loads(run_here("account", "--epsilons", "0.5,0.5,0.5", "--json", "-").stdout)["methods"]
    old = json.loads(run_here("account", "--epsilon", 0.5, "--releases", 3, "--json", "-").stdout)["methods"]
    assert {m: same[m] for m in old} == pytest.approx(old, rel=1e-9)
    text = run_here("account", "--epsilons", "0.5,0.5,1,2").stdout
    assert text.startswith("4 releases at ε = 0.5, 0.5, 1, 2 of the exponential mechanism, δ = 10⁻⁶")
    assert "needs one ε for every release" in text and "After 4 releases at ε from 0.5 to 2" in text


def test_cli_account_mixed_epsilons_charge_the_half_rule_on_data():
    r = run_here("account", "voting", "--example", "--epsilons", "1,2", "--json", "-")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["epsilons"] == [0.5, 1.0] and out["epsilons_asked"] == [1.0, 2.0] and "ε/2" in out["release_note"]
    topk = json.loads(run_here("account", "top-k", "--example", "--epsilons", "1,2", "--json", "-").stdout)
    per_run = topk["entries"][0]["releases"]
    assert per_run > 1 and topk["releases"] == 2 * per_run  # a top-k run counts k releases, as with --releases
    assert topk["methods"]["basic"] == pytest.approx(per_run * sum(topk["epsilons"]))


@pytest.mark.parametrize("args,needle", [
    (("--epsilons", "1,2", "--epsilon", 1), "leave out --epsilon and --releases"),
    (("--epsilons", "1,2", "--releases", 3), "leave out --epsilon and --releases"),
    (("--epsilons", "1,,2"), "value 2 is empty"),
    (("--epsilons", "1,0"), "value 2: ε must be"),
    ((), "--epsilons E1,E2"),
    (("--epsilon", 0, "--releases", 3), "--epsilon"),
    (("--epsilon", 1, "--releases", -3), "--releases"),
    (("--epsilon", 1, "--releases", 2.5), "--releases"),
    (("--epsilon", 1, "--releases", 3, "--delta", 2), "--delta"),
    (("--epsilon", 1), "--releases"),
    (("--epsilon", 1, "--releases", 3, "--mechanism", "laplace"), "--mechanism"),
])
def test_cli_account_bad_input_exit_2(args, needle):
    r = run_here("account", *args)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert r.stderr.startswith("error: ") and needle in r.stderr and len(r.stderr.strip().splitlines()) == 1


# exact bills of 10,000 and 100,000 releases take 0.1-0.7 s and 0.4-5 s: slow
@pytest.mark.parametrize("k", [1, 100, pytest.param(10_000, marks=pytest.mark.slow),
                               pytest.param(100_000, marks=pytest.mark.slow)])
@pytest.mark.parametrize("eps", ["1e-6", "10000"])
def test_cli_account_at_the_extremes_prints_only_words_and_finite_numbers(k, eps):
    import io

    from expmech_gui import cli

    out, err = io.StringIO(), io.StringIO()
    assert cli.main(["account", "--epsilon", eps, "--releases", str(k)], out=out, err=err) == 0, err.getvalue()
    text = out.getvalue()
    assert f"{k:,} release" in text and "inf" not in text and "nan" not in text and "×more" not in text
    assert "error" not in err.getvalue()
    js = io.StringIO()
    assert cli.main(["account", "--epsilon", eps, "--releases", str(k), "--json", "-"], out=js, err=err) == 0
    json.loads(js.getvalue())


@pytest.mark.parametrize("eps,k,delta,frac", list(_random_grid(12, 3000, seed=23)))
def test_false_position_finds_the_bisection_total_in_fewer_steps_and_never_undercounts(eps, k, delta, frac):
    """The bounded-range total is inverted by false position (Illinois): the same ε_g as bisection (both stop within 1e-10·max(1, ε_g)),
    δ at it within the target (a valid total), and no more evaluations than bisection needs."""
    lb = composition.log_binomial_coefficients(k)
    hi = k * eps
    counts = {True: 0, False: 0}

    def delta_of(secant):
        def f(g):
            counts[secant] += 1
            return acc.br_log_delta(eps, k, g, lb)
        return f

    by_secant = composition._invert(delta_of(True), math.log(delta), hi, secant=True)
    by_halves = composition._invert(delta_of(False), math.log(delta), hi)
    assert by_secant == pytest.approx(by_halves, rel=1e-9, abs=2e-10)  # both stop within 1e-10·max(1, ε_g)
    assert acc.br_log_delta(eps, k, by_secant, lb) <= math.log(delta)
    assert counts[True] <= counts[False] + 2
