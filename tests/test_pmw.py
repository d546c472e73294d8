"""Private multiplicative weights (scenarios.synthetic.multiplicative_weights, scenarios.synthetic.pmw_privacy) and its scenario: ε = ∞ is the non-private MW,
the update bound holds, the privacy total is the bill's, and `expmech run pmw` reports the run."""
import json
import math

import numpy as np
import pytest

from clihelp import run_cli
from expmech_gui.core.accounting.bill import privacy_bill
from expmech_gui.scenarios.synthetic.multiplicative_weights import (
    ADVERSARIAL, RANDOM, PMWConfig, kl_divergence, run_pmw
)
from expmech_gui.scenarios.synthetic.pmw_privacy import STEP_ACCOUNTING, step_epsilon, update_bound
from expmech_gui.core.problem import ProblemError
from expmech_gui.scenarios.synthetic.universe import Histogram, boolean_universe, query_class
from expmech_gui.scenarios.synthetic import pmw
from expmech_gui.scenarios.synthetic.universe_table import generate

KEY = pmw.SCENARIO.key


def data_and_queries(d=4, n=500, seed=7, kind="conjunctions"):
    hist = generate(d, n, "skewed", seed)
    return hist.fractions, hist.n, query_class(kind, hist.elements, seed=0).matrix


def plain_mw(data, queries, picks, threshold, rate, adversarial=False):
    """The non-private multiplicative weights, written out on its own: update iff |q(D) − q(x)| ≥ T."""
    x = np.full(data.size, 1.0 / data.size)
    updates, answers = [], []
    for pick in picks:
        hyp = queries @ x
        true = queries @ data
        j = int(np.argmax(np.abs(true - hyp))) if adversarial else pick
        gap = true[j] - hyp[j]
        hard = abs(gap) >= threshold
        if hard:
            w = x * np.exp((rate if true[j] > hyp[j] else -rate) * queries[j])
            x = w / w.sum()
        updates.append(hard)
        answers.append(true[j] if hard else hyp[j])
    return np.array(updates), np.array(answers), x


@pytest.mark.parametrize("adversarial", [False, True])
def test_without_noise_it_is_the_non_private_multiplicative_weights(adversarial):
    data, n, queries = data_and_queries()
    cfg = PMWConfig(math.inf, 1e-6, 0.1, 0.025, 300, ADVERSARIAL if adversarial else RANDOM, seed=5)
    run = run_pmw(data, n, queries, cfg)
    picks = run.query  # the random stream's draws; the adversary chooses its own
    updates, answers, x = plain_mw(data, queries, picks, 0.1, 0.025, adversarial)
    np.testing.assert_array_equal(run.update, updates)
    np.testing.assert_array_equal(run.answer, answers)
    np.testing.assert_array_equal(run.hypothesis, x)
    assert run.updates > 5 and run.halted_at is None
    assert np.all(run.epsilon_spent == 0) and np.all(np.isnan(run.noisy_threshold) | (run.noisy_threshold == 0.1))


def test_the_adversarial_stream_asks_the_worst_answered_query():
    data, n, queries = data_and_queries(d=3)
    run = run_pmw(data, n, queries, PMWConfig(math.inf, 1e-6, 0.05, 0.0125, 40, ADVERSARIAL, seed=1))
    true = queries @ data
    x = np.full(data.size, 1 / data.size)
    for t in range(40):
        miss = np.abs(true - queries @ x)
        assert run.query[t] == int(np.argmax(miss))
        if run.update[t]:
            j = run.query[t]
            w = x * np.exp((0.0125 if true[j] > run.hypothesis_answer[t] else -0.0125) * queries[j])
            x = w / w.sum()


def test_each_noiseless_update_lowers_the_kl_potential_by_the_analysis_amount():
    data, n, queries = data_and_queries()
    t, eta = 0.15, 0.15 / 4
    run = run_pmw(data, n, queries, PMWConfig(math.inf, 1e-6, t, eta, 400, ADVERSARIAL, seed=2))
    kl = np.concatenate([[run.kl_start], run.kl])
    drops = (kl[:-1] - kl[1:])[run.update]
    assert drops.size > 0 and np.all(drops >= eta * t - eta ** 2 - 1e-12)
    assert np.all((kl[:-1] - kl[1:])[~run.update] == 0)
    assert run.kl_start == pytest.approx(kl_divergence(data, np.full(data.size, 1 / data.size)))


def test_the_update_bound_is_the_slides_formula():
    assert update_bound(16, 0.2, 0.05) == math.floor(16 * math.log(16) / 0.04)
    assert update_bound(8, 0.1, 0.02) == math.floor(math.log(8) / (0.02 * 0.05 - 0.02 ** 2))
    with pytest.raises(ProblemError, match="less than T/2"):
        update_bound(8, 0.1, 0.05)


@pytest.mark.parametrize("seed", range(40))
def test_update_rounds_never_exceed_the_bound_on_random_streams(seed):
    rng = np.random.default_rng(seed)
    d = int(rng.integers(2, 5))
    data, n, queries = data_and_queries(d=d, n=int(rng.integers(20, 400)), seed=seed,
                                        kind=("conjunctions", "subsets", "points")[seed % 3])
    t = float(rng.uniform(0.3, 0.9))
    eta = t * float(rng.uniform(0.05, 0.45))
    bound = update_bound(data.size, t, eta)
    for eps in (math.inf, float(rng.uniform(0.5, 50))):
        run = run_pmw(data, n, queries, PMWConfig(eps, 1e-6, t, eta, 300, seed % 2, seed=seed))
        assert run.updates <= bound == run.bound
        assert run.halted_at is None or (run.updates == bound and np.all(np.isnan(run.answer[run.halted_at:])))
        if eps == math.inf:
            assert run.halted_at is None or run.updates == bound


def test_pmw_halts_once_the_update_budget_is_used():
    data, n, queries = data_and_queries(d=2, n=30)
    # a tiny budget: the comparison noise is huge, so almost every round is an update round
    run = run_pmw(data, n, queries, PMWConfig(0.05, 1e-6, 0.9, 0.2, 200, RANDOM, seed=3))
    assert run.updates == run.bound and run.halted_at is not None
    assert np.all(np.isnan(run.answer[run.halted_at:])) and run.answered == run.halted_at
    assert run.steps[-1] == 2 * run.bound


def test_the_privacy_total_is_the_bills():
    data, n, queries = data_and_queries()
    run = run_pmw(data, n, queries, PMWConfig(5.0, 1e-6, 0.2, 0.05, 150, RANDOM, seed=4))
    eps0 = step_epsilon(5.0, 1e-6, run.bound)
    assert run.step_epsilon == eps0
    bill = privacy_bill(eps0, 2 * run.bound, 1e-6, STEP_ACCOUNTING)
    assert run.budget == (bill.best()[1], bill.best()[0])
    assert bill.best()[1] == pytest.approx(5.0, rel=1e-9) and bill.best()[1] <= 5.0
    for t in (0, 40, 149):
        used, updates = int(run.steps[t]), int(run.update[:t + 1].sum())
        assert used == updates + min(updates + 1, run.bound)
        assert run.epsilon_spent[t] == privacy_bill(eps0, used, 1e-6, STEP_ACCOUNTING).best()[1]
    assert np.all(np.diff(run.epsilon_spent) >= 0)


def test_a_tiny_budget_over_many_steps_is_refused_in_words():
    data, n, queries = data_and_queries()
    with pytest.raises(ProblemError, match="raise ε or the threshold T"):
        run_pmw(data, n, queries, PMWConfig(1e-5, 1e-6, 0.05, 0.0125, 10, RANDOM))
    with pytest.raises(ProblemError, match="raise the threshold T"):
        run_pmw(data, n, queries, PMWConfig(1.0, 1e-6, 0.01, 0.0025, 10, RANDOM))
    assert run_pmw(data, n, queries, PMWConfig(math.inf, 1e-6, 0.01, 0.0025, 10, RANDOM)).bound > 400_000


# --- the scenario ------------------------------------------------------------------------------------------------
def test_the_selection_is_mwem_s_step_over_the_query_class():
    hist = pmw.SCENARIO.load_preset(pmw.SCENARIO.preset_names[0])
    assert hist.n == 500 and len(hist.elements) == 16
    pr = pmw.SCENARIO.problem(hist)
    qc = query_class("conjunctions", hist.elements)
    assert pr.m == 81 and pr.labels == qc.labels and pr.sensitivity == 1 / 500
    np.testing.assert_allclose(pr.scores, np.abs(qc.matrix @ hist.fractions - qc.matrix.mean(axis=1)), atol=1e-15)
    assert not pr.monotone["add-remove"] and not pr.monotone["replace"]
    assert "one way" in pr.monotone_explanation("replace")


@pytest.mark.parametrize("notion", ["add-remove", "replace"])
def test_neighbour_families_are_the_score_changes_of_the_neighbours(notion):
    hist = Histogram(boolean_universe(2), np.array([5, 0, 2, 3]))
    settings = {"pmw_queries": 1.0}
    pr = pmw.SCENARIO.problem(hist, settings)
    fams = pmw.neighbour_families(hist, pr, notion, lambda i: f"p{i}")
    for fam in fams:
        rows = fam.block(0, fam.size)
        for r in range(fam.size):
            words = fam.describe(r).split()
            elements = [w for w in words if w in hist.elements]
            i = hist.index(elements[0]) if fam.kind != "add" else None
            j = hist.index(elements[-1]) if fam.kind != "remove" else None
            other = pmw.SCENARIO.neighbour_dataset(hist, fam.kind, i, j)
            expect = pmw.SCENARIO.problem(other, settings).scores - pr.scores
            np.testing.assert_allclose(rows[r], expect, atol=1e-15)
            assert np.max(np.abs(rows[r])) <= pr.sensitivity + 1e-15
    assert sum(f.size for f in fams) == (3 + 4 if notion == "add-remove" else 3 * 3)


def test_settings_accept_names_and_numbers():
    s = pmw.SCENARIO
    assert s.setting("pmw_queries").parse("subsets") == 2 == s.setting("pmw_queries").parse("2")
    assert s.setting("pmw_stream").parse(" Adversarial ") == 1
    assert s.setting("pmw_noise").parse("off") == 0
    with pytest.raises(ValueError, match="0 = random, 1 = adversarial"):
        s.setting("pmw_stream").parse("worst")
    with pytest.raises(ValueError, match="η/T"):
        s.setting("pmw_rate").parse("0.5")


def test_cli_runs_the_example_and_reports_the_pmw_run():
    r = run_cli("run", KEY, "--example", "--trials", "200", "--seed", "3", "--json", "-")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    run = out["pmw_run"]
    hist = pmw.SCENARIO.load_preset(pmw.SCENARIO.preset_names[0])
    settings = pmw.SCENARIO.with_defaults({})
    again, _qc = pmw.pmw_run(hist, settings, 3)
    assert run["updates"] == again.updates and run["update_bound"] == again.bound == 1109
    assert run["max_error"] == again.max_error and len(run["per_round"]) == 200
    assert run["privacy"]["total_epsilon"] == again.budget[0] and run["privacy"]["method"] == again.budget[1]
    assert run["privacy"]["spent_epsilon"] == again.epsilon_spent[-1]
    text = run_cli("run", KEY, "--example", "--trials", "50", "--seed", "3", "--pmw-noise", "off",
                   "--pmw-stream", "adversarial")
    assert text.returncode == 0, text.stderr
    assert "privacy: none (noise off" in text.stdout and "updates:" in text.stdout


@pytest.mark.parametrize("eps0, delta", [(0.0078, 1e-6), (0.3, 1e-5), (2.0, 1e-9)])
def test_the_running_tally_is_one_bill_per_step_count(eps0, delta):
    """The tally inverts every step count's optimal composition in one lockstep bisection (issue 36 §2): the
    same totals as a whole privacy bill per count."""
    from expmech_gui.scenarios.synthetic.pmw_privacy import composed_total, composed_totals

    ks = [1, 2, 3, 7, 8, 50, 51, 400, 739]
    np.testing.assert_array_equal(composed_totals(eps0, ks, delta), [composed_total(eps0, k, delta)[0] for k in ks])


@pytest.mark.parametrize("budget, delta, bound", [(10.0, 1e-6, 27_765), (1.0, 1e-6, 300), (5.0, 1e-9, 40)])
def test_the_step_epsilon_is_the_largest_the_bill_allows(budget, delta, bound):
    """ε₀ is solved once on the optimal composition's δ and checked by the bill: within the budget, and a
    hair more would not be (to the bill's own 1e-10 tolerance)."""
    step_epsilon.cache_clear()
    eps0 = step_epsilon(budget, delta, bound)
    assert privacy_bill(eps0, 2 * bound, delta, STEP_ACCOUNTING).best()[1] <= budget
    assert privacy_bill(eps0 * (1 + 1e-9), 2 * bound, delta, STEP_ACCOUNTING).best()[1] > budget
    assert step_epsilon.cache_info().misses == 1 and step_epsilon(budget, delta, bound) == eps0
    assert step_epsilon.cache_info().hits == 1


def test_the_accuracy_bound_is_the_slides_union_bound_and_holds_on_runs():
    """T + 6·ln(N/β)/(ε₀n), N = t + 2U + 1, by hand; over 120 seeded runs where it applies (6λ ≤ T/2), the share of
    runs that halt or miss it stays within what failure chance β allows (binomial 99.9% quantile)."""
    from scipy import stats

    from expmech_gui.scenarios.synthetic.pmw_privacy import accuracy_bound

    b = accuracy_bound(0.2, 0.5, 1000, 100, 50, 0.05)  # 6λ = 0.0996 ≤ T/2 = 0.1: applies, just
    assert b.draws == 201 and b.noise == pytest.approx(math.log(201 / 0.05) / 500, rel=1e-12)
    assert b.max_error == pytest.approx(0.2 + 6 * math.log(4020) / 500, rel=1e-12) and b.applies
    assert not accuracy_bound(0.2, 0.5, 900, 100, 50, 0.05).applies
    data, n, queries = data_and_queries(d=3, n=200_000, seed=3)
    t, eta, rounds, beta = 0.1, 0.025, 150, 0.05
    config = PMWConfig(20.0, 1e-6, t, eta, rounds, RANDOM)
    bound = update_bound(data.size, t, eta)
    acc = accuracy_bound(t, step_epsilon(20.0, 1e-6, bound), n, rounds, bound, beta)
    assert acc.applies
    runs = 120
    failed = sum(1 for seed in range(runs)
                 for run in [run_pmw(data, n, queries, PMWConfig(**{**config.__dict__, "seed": seed}))]
                 if run.halted_at is not None or run.max_error > acc.max_error)
    assert failed <= stats.binom.ppf(0.999, runs, beta)
    with pytest.raises(ProblemError, match="β"):
        accuracy_bound(0.2, 0.5, 1000, 100, 50, 1.5)


def test_the_epoch_route_is_advanced_composition_of_u_epochs_of_two_steps():
    """U epochs of 2ε₀ (sparse vector + Laplace answer), by hand; never tighter than the app's 2U steps by the
    bill (its optimal ε-DP composition is below advanced composition of any grouping)."""
    from expmech_gui.scenarios.synthetic.pmw_privacy import composed_total, epoch_total

    e0, u, delta = 0.05, 40, 1e-6
    by_hand = 2 * e0 * math.sqrt(2 * u * math.log(1e6)) + u * 2 * e0 * (math.exp(2 * e0) - 1)
    assert epoch_total(e0, u, delta) == pytest.approx(min(by_hand, 2 * u * e0), rel=1e-12)
    for e0, u in ((0.05, 40), (0.01, 400), (0.3, 5), (0.002, 2000)):
        assert composed_total(e0, 2 * u, delta)[0] <= epoch_total(e0, u, delta) * (1 + 1e-9)
