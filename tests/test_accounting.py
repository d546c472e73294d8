"""Composition accounting: reference values, orderings, exact budget arithmetic, the CLI."""
import json
import math
import subprocess
import sys

import pytest

from expmech_gui.core import accounting as acc
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
    lb = acc._log_binomial_coefficients(400)
    for eps in (0.02, 0.3, 1.5):
        for eps_g in (0.5, 3.0, 20.0):
            a = acc.br_delta(eps, 400, eps_g, lb)
            b = acc.br_delta(eps, 400, eps_g, lb, exhaustive=True)
            assert a == pytest.approx(b, rel=1e-12, abs=1e-300)


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


def test_plain_language_names_the_total():
    text = acc.plain_language(acc.privacy_bill(0.5, 100, 1e-6))
    assert "100 releases" in text and "14.31" in text and "DDR" in text


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "expmech_gui.cli", "account", *map(str, args)],
                          capture_output=True, text=True, timeout=120)


def test_cli_account_json():
    r = run_cli("--epsilon", 0.5, "--releases", 100, "--delta", 1e-6, "--json", "-")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert set(out) == {"epsilon", "releases", "delta", "mechanism", "methods"}
    assert set(out["methods"]) == {"basic", "advanced", "kov_optimal", "bounded_range_optimal", "zcdp_simple",
                                   "zcdp_cks"}
    assert round(out["methods"]["bounded_range_optimal"], 1) == 14.3
    r = run_cli("--epsilon", 0.5, "--releases", 10, "--mechanism", "permute-and-flip", "--json", "-")
    assert json.loads(r.stdout)["methods"]["zcdp_cks"] is None


@pytest.mark.parametrize("args,needle", [
    (("--epsilon", 0, "--releases", 3), "--epsilon"),
    (("--epsilon", 1, "--releases", -3), "--releases"),
    (("--epsilon", 1, "--releases", 2.5), "--releases"),
    (("--epsilon", 1, "--releases", 3, "--delta", 2), "--delta"),
    (("--epsilon", 1), "--releases"),
    (("--epsilon", 1, "--releases", 3, "--mechanism", "laplace"), "--mechanism"),
])
def test_cli_account_bad_input_exit_2(args, needle):
    r = run_cli(*args)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert r.stderr.startswith("error: ") and needle in r.stderr and len(r.stderr.strip().splitlines()) == 1
