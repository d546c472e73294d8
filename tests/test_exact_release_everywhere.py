"""`expmech release` and the app's exact release with every registered mechanism in every registered scenario:
each name is read in the registry it came from (top-k's own methods, or core.mechanisms'), so top-k's "gumbel"
and the single-choice "gumbel" never meet; a method with no exact law is refused in words, never a KeyError.
And pricing's exact sampler draws on exact rational revenues, whose change between neighbours is at most Δ."""
from __future__ import annotations

import io
from fractions import Fraction

import numpy as np
import pytest

from expmech_gui.cli import main
from expmech_gui.core.exact import sampling as ex
from expmech_gui.core.mechanisms import Mechanism, mechanism_class, mechanism_keys, register, unregister
from expmech_gui.core.problem import ProblemError
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.scenarios import SCENARIOS, preset_path
from expmech_gui.scenarios.pricing import pricing


def _methods(scenario) -> list[tuple[str, bool]]:
    """(name, drawn exactly?) for every mechanism the scenario offers, from the registry it offers them from."""
    if scenario.mechanisms:
        return [(m.key, m.exact_law == ex.EXACT_PEELING) for m in scenario.mechanisms]
    return [(key, bool(mechanism_class(key).exact_law)) for key in mechanism_keys()]


CASES = [(key, name, exact) for key, s in SCENARIOS.items() for name, exact in _methods(s)]


def _experiment(key: str, mechanism: str) -> Experiment:
    scenario = SCENARIOS[key]
    preset = scenario.preset_names[0]
    return Experiment(scenario, scenario.load_preset(preset),
                      RunParameters(epsilon=1.0, mechanism=mechanism, settings=scenario.preset_settings(preset)))


def test_the_cases_cover_both_gumbels():
    assert ("voting", "gumbel", True) in CASES and ("topk", "gumbel", True) in CASES
    assert ("topk", "laplace", False) in CASES and len({k for k, _, _ in CASES}) == len(SCENARIOS)


@pytest.mark.parametrize("key,mechanism,exact", CASES)
def test_core_release_with_every_mechanism_in_every_scenario(key, mechanism, exact):
    exp = _experiment(key, mechanism)
    if not exact:
        with pytest.raises(ProblemError, match="the exact sampler covers .*, not "):
            ex.release_experiment(exp, "1", seed=1)
        return
    r = ex.release_experiment(exp, "1", seed=1)
    labels = [str(x) for x in exp.problem.labels]
    assert r["scenario"] == key and r["candidate"] == labels[r["index"]] and r["epsilon_exact"] == "1"
    if SCENARIOS[key].mechanisms:  # top-k: k distinct candidates
        assert len(set(r["indices"])) == r["k"] == len(r["candidates"])


@pytest.mark.parametrize("key,mechanism,exact", CASES)
def test_cli_release_with_every_mechanism_in_every_scenario(key, mechanism, exact):
    scenario = SCENARIOS[key]
    path = str(preset_path(scenario.preset(scenario.preset_names[0]).filename))
    out, err = io.StringIO(), io.StringIO()
    code = main(["release", key, "--data", path, "--epsilon", "1", "--mechanism", mechanism, "--seed", "1"], out, err)
    assert "internal error" not in err.getvalue() and "Error" not in err.getvalue()
    if exact:
        assert code == 0 and f"{scenario.title}: released " in out.getvalue(), err.getvalue()
    else:
        assert code == 2 and "the exact sampler covers" in err.getvalue()


class NoExactLaw(Mechanism):
    """A toy registered mechanism the exact sampler has no law for (uniform choice)."""

    key = "uniform-toy"
    title = "Uniform toy"
    help = "a toy registered by a test"

    def log_pmf_rows(self, scores):
        rows = np.atleast_2d(scores)
        return np.full(rows.shape, -np.log(rows.shape[1]))


def test_a_registered_mechanism_without_an_exact_law_is_refused_in_words():
    register(NoExactLaw)
    try:
        assert NoExactLaw.key not in ex.exact_mechanisms() and "gumbel" in ex.exact_mechanisms()
        with pytest.raises(ProblemError, match="covers exponential, gumbel, permute-and-flip, not 'uniform-toy'"):
            ex.release_experiment(_experiment("voting", NoExactLaw.key), "1", seed=1)
    finally:
        unregister(NoExactLaw.key)


# --- pricing: exact rational revenues --------------------------------------------------------------------
def _revenues(values, alpha, max_price):
    pr = pricing.problem(pricing.Valuations(np.array(values, float)), alpha, max_price)
    return pr, [pr.exact_scores.score(h) for h in range(pr.m)]


def test_pricing_exact_revenues_change_by_at_most_delta_where_the_floats_do_not():
    """Adding one buyer changes each exact revenue (j·N_j)·P/m by j·P/m ≤ P = Δ; the float revenues, rounded,
    change by more than Δ at some price for these awkward P (the issue's 1 + 1.8e-15)."""
    worst_float = Fraction(0)
    for max_price in (0.1, 0.3, 0.7, 2.9):
        base = [max_price * f for f in (0.05, 0.3, 0.31, 0.6, 0.95, 1.0, 1.0, 1.0)] * 40
        pr, exact = _revenues(base, 1 / 7, max_price)
        pr2, exact2 = _revenues(base + [max_price], 1 / 7, max_price)
        delta = Fraction(pr.sensitivity)
        assert delta == Fraction(max_price)
        assert max(abs(b - a) for a, b in zip(exact, exact2)) == delta  # at most Δ, and Δ at the top price
        assert all(abs(float(u) - s) <= 4e-16 * abs(s) for u, s in zip(exact, pr.scores))  # floats = these rounded
        worst_float = max(worst_float, max(abs(Fraction(b) - Fraction(a)) / delta
                                           for a, b in zip(pr.scores, pr2.scores)))
    assert worst_float > 1  # the floats themselves break Δ: why the exact sampler does not use them


def test_the_exact_sampler_uses_the_exact_revenues_and_claims_epsilon_exactly():
    pr, exact = _revenues([0.3] * 30 + [0.7] * 11, 1 / 7, 0.7)
    scale = ex.exact_scale(pr, "1")
    top = max(exact)
    assert ex.exact_gaps(pr, scale) == [scale * (top - u) for u in exact]
    r = ex.release(pr, "1", seed=4)
    text = ex.claim(r)
    assert "revenues in exact rationals" in text and "ε-DP with ε = 1 exactly." in text and "provided" not in text
    voting = _experiment("voting", "exponential")  # float scores: the claim states its condition
    assert "provided those scores change by at most Δ" in ex.release_experiment(voting, "1", seed=1)["privacy_claim"]


def test_a_core_mechanism_named_like_a_top_k_method_does_not_collide_with_it():
    """Names are read in the registry they came from: a core mechanism registered as "laplace" (drawn exactly as
    the exponential mechanism) releases in Voting, while top-k's one-shot Laplace is still refused."""
    from expmech_gui.core.mechanisms import ExponentialMechanism

    class Namesake(ExponentialMechanism):
        key = "laplace"
        title = "Namesake of top-k's Laplace (toy)"

    register(Namesake)
    try:
        assert ex.release_experiment(_experiment("voting", "laplace"), "1", seed=1)["mechanism"] == "exponential"
        with pytest.raises(ProblemError, match="not one-shot Laplace top-k"):
            ex.release_experiment(_experiment("topk", "laplace"), "1", seed=1)
    finally:
        unregister(Namesake.key)


def test_a_pricing_problem_with_exact_revenues_still_pickles():
    """Problems travel to worker processes: the exact revenues are a class's methods, not closures."""
    import pickle

    pr, exact = _revenues([0.3, 0.7, 0.71], 0.1, 0.7)
    back = pickle.loads(pickle.dumps(pr))
    assert [back.exact_scores.score(h) for h in range(back.m)] == exact


def test_cli_release_shows_its_progress_on_stderr(monkeypatch):
    monkeypatch.setenv("EXPMECH_PROGRESS_AFTER", "0")
    out, err = io.StringIO(), io.StringIO()
    code = main(["release", "voting", "--preset", "teacher_of_the_year", "--seed", "1"], out, err)
    assert code == 0 and out.getvalue().startswith("Voting: released ")
    assert err.getvalue() == ("drawing the release with the exact sampler (its proposals against the number expected); "
                              "this takes a few seconds…\n")
