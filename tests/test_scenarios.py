"""Scenarios: pricing grid and revenue (worked example, sort-based = naive), γ, guarantee, α; CSV
readers for all three with their row-level errors; voting/lunch scores and monotonicity."""
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from expmech_gui.core.problem import ProblemError
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.io.csvio import DataError
from expmech_gui.scenarios import SCENARIOS
from expmech_gui.scenarios.lunch import lunch
from expmech_gui.scenarios.pricing import pricing
from expmech_gui.scenarios.voting import voting


def naive_revenue(values, prices):
    return np.array([p * sum(1 for v in values if v >= p) for p in prices])


def test_lecture_worked_example():
    """$1, $1, $3.01: revenue at $1 is $3, at $1.01 is $1.01, at $3.01 is $3.01, at $3.02 is $0."""
    v = pricing.Valuations([1, 1, 3.01])
    pr = pricing.problem(v, alpha=1 / 400, max_price=4.0)  # grid step $0.01
    rev = dict(zip(np.round(pr.values, 2), pr.scores))
    assert rev[1.00] == pytest.approx(3.0, abs=1e-12)
    assert rev[1.01] == pytest.approx(1.01, abs=1e-12)
    assert rev[3.01] == pytest.approx(3.01, abs=1e-12)
    assert rev[3.02] == 0.0
    assert pricing.continuous_optimum(v, 4.0) == pytest.approx(3.01)


def test_grid_is_built_as_j_times_p_over_m():
    pr = pricing.problem(pricing.Valuations([0.3]), alpha=0.1, max_price=1.0)
    assert pr.m == 10
    assert pr.scores[2] == pytest.approx(0.3)  # 3·0.1 ≠ 0.3 would drop this buyer
    assert pricing.grid_size(0.01) == 100 and pricing.grid_size(1 / 3) == 3 and pricing.grid_size(0.3) == 4
    assert pr.extras["alpha"] == 0.1


@pytest.mark.parametrize("alpha", [0, -0.1, 1.5, float("nan"), float("inf"), 1e-8])
def test_bad_alpha_is_refused(alpha):
    with pytest.raises(ProblemError, match="α"):
        pricing.grid_size(alpha)


@settings(max_examples=200, deadline=None)
@given(
    values=st.lists(st.one_of(st.integers(0, 25).map(lambda k: k / 20), st.floats(0, 2)), max_size=30),
    m=st.integers(1, 40),
    max_price=st.sampled_from([1.0, 0.7, 1.25, 3.01]),
)
def test_sort_based_revenue_equals_naive(values, m, max_price):
    v = pricing.Valuations(values)
    prices, revenue = pricing.revenue_curve(v, m, max_price)
    np.testing.assert_allclose(revenue, naive_revenue(values, prices), rtol=1e-12, atol=1e-12)


@settings(max_examples=100, deadline=None)
@given(values=st.lists(st.floats(0, 3), min_size=1, max_size=25), max_price=st.floats(0.1, 3))
def test_gamma_is_the_continuous_optimum(values, max_price):
    v = pricing.Valuations(values)
    candidates = [p for p in values if p <= max_price] + [max_price]
    best = max(naive_revenue(values, candidates))
    assert pricing.continuous_optimum(v, max_price) == pytest.approx(best, rel=1e-12)
    # γ dominates every grid price's revenue
    _, rev = pricing.revenue_curve(v, 37, max_price)
    assert rev.max() <= pricing.continuous_optimum(v, max_price) * (1 + 1e-12)


def test_values_above_max_price_buy_at_every_price():
    pr = pricing.problem(pricing.Valuations([5.0, 5.0]), alpha=0.5, max_price=1.0)
    np.testing.assert_allclose(pr.scores, [1.0, 2.0])


def test_pricing_is_monotone_under_both_and_delta_is_p():
    pr = pricing.problem(pricing.Valuations([0.2, 0.9]), alpha=0.1, max_price=2.0)
    assert pr.sensitivity == 2.0 and pr.monotone == {"add-remove": True, "replace": True}


def test_recommended_and_best_alpha():
    assert pricing.recommended_alpha(1000, 1.0) == pytest.approx(math.log(1000) / 1000)
    assert pricing.recommended_alpha(1, 1.0) == 1.0
    # best α minimises the loss over whole m; for c = ε/(2P), m* ≈ nε/2
    n, eps, p, t = 1000, 0.5, 1.0, 1.0
    c = eps / (2 * p)
    a = pricing.best_alpha(n, p, c, t)
    m = round(1 / a)
    loss = lambda k: pricing.guarantee_loss(n, k, p, c, t)  # noqa: E731 — a one-line formula reads best as a lambda
    assert all(loss(m) <= loss(k) for k in range(1, 2000))


def test_guarantee_formula_in_the_experiment():
    v = SCENARIOS["pricing"].load_preset("Synthetic: 2,000 log-normal buyers")
    exp = Experiment("pricing", v, RunParameters(epsilon=0.5, alpha=0.01, max_price=3.0, t=2.0))
    g = exp.guarantee
    assert g["revenue"] == pytest.approx(exp.gamma - 3.0 * 2000 / 100 - (2 * 3.0 / 0.5) * (math.log(100) + 2))
    assert g["probability"] == pytest.approx(1 - math.exp(-2))


def test_large_revenue_curve_equals_the_count_at_sampled_prices():
    """n = 10^6, m = 10^5 (speed is measured by tests/benchmarks/bench_core.py, not asserted here)."""
    values = np.random.default_rng(0).random(1_000_000)
    prices, rev = pricing.revenue_curve(pricing.Valuations(values), 100_000, 1.0)
    assert rev.size == 100_000 and rev.argmax() == pytest.approx(50_000, abs=2_000)
    for j in (0, 777, 49_999, 99_999):
        assert rev[j] == pytest.approx(prices[j] * np.count_nonzero(values >= prices[j]), rel=1e-12)


# --- CSV readers ---------------------------------------------------------------------------------
def write(tmp_path, text, name="data.csv", encoding="utf-8"):
    p = tmp_path / name
    p.write_bytes(text.encode(encoding))
    return p


def test_valuations_csv_tolerates_bom_crlf_blanks_spaces_header(tmp_path):
    p = write(tmp_path, "\ufeffvalue\r\n 1.5 \r\n\r\n$2\r\n0\r\n")
    assert pricing.read_valuations_csv(p).values.tolist() == [1.5, 2.0, 0.0]
    assert pricing.read_valuations_csv(write(tmp_path, "1\n2\n3\n")).n == 3


@pytest.mark.parametrize("text,row,reason", [
    ("value\n1\nabc\n", 3, "not a number"),
    ("1\n-2\n", 2, "a valuation must be at least 0, not -2"),
    ("1\nnan\n", 2, "not a finite number"),
    ("1\ninf\n", 2, "not a finite number"),
    ("1\n1,5\n", 2, "use a decimal point, not a comma (1.5)"),
    ("1\n\"1,000\"\n", 2, "leave out thousands separators"),
    ("1\n1e400\n", 2, "too large"),
    ("1\n2,3\n", 2, "use a decimal point"),
    ("1\n2,x\n", 2, "one value per row, found 2 cells separated by commas"),
    ("1\n1_000\n", 2, "not a number"),
])
def test_valuations_csv_errors_name_file_row_reason(tmp_path, text, row, reason):
    p = write(tmp_path, text)
    with pytest.raises(DataError) as info:
        pricing.read_valuations_csv(p)
    msg = str(info.value)
    assert "data.csv" in msg and f"row {row}" in msg and reason in msg


def test_binary_and_non_utf8_files_are_refused(tmp_path):
    with pytest.raises(DataError, match="binary"):
        pricing.read_valuations_csv(write(tmp_path, "1\n\x00\x01"))
    p = tmp_path / "latin.csv"
    p.write_bytes("1\n\xe9\n".encode("latin-1"))
    with pytest.raises(DataError, match="row 2.*UTF-8|UTF-8"):
        pricing.read_valuations_csv(p)
    with pytest.raises(DataError, match="no such file"):
        pricing.read_valuations_csv(tmp_path / "missing.csv")


def test_votes_csv_tallies_and_ballots(tmp_path):
    t = voting.read_votes_csv(write(tmp_path, "candidate,votes\nAda, 3\nBob,0\r\n"))
    assert t.candidates == ("Ada", "Bob") and t.votes.tolist() == [3, 0] and t.n == 3
    b = voting.read_votes_csv(write(tmp_path, "ballot\nBob\nAda\n\nBob\n", "b.csv"))
    assert b.candidates == ("Bob", "Ada") and b.votes.tolist() == [2, 1]


@pytest.mark.parametrize("text,match", [
    ("Ada,3\nAda,2\n", "row 2.*already appears"),
    ("Ada,3\nBob,-1\n", "row 2, column 'votes'.*at least 0"),
    ("Ada,3\nBob,1.5\n", "row 2.*whole number"),
    ("Ada,3\nBob,1,2\n", "row 2.*expected 2 cells"),
    (",3\n", "row 1.*needs a name"),
    ("candidate,candidate\nAda,3\n", "row 1, column 2: the header 'candidate' appears twice"),
    (",votes\nAda,3\n", "row 1, column 1: the header is empty"),
    ("candidate,\nAda,3\n", "row 1, column 2: the header is empty"),
    ("", "no candidates"),
])
def test_votes_csv_errors(tmp_path, text, match):
    with pytest.raises(DataError, match=match):
        voting.read_votes_csv(write(tmp_path, text))


@pytest.mark.parametrize("text", ["candidate;votes\nAlice;3\nBob;5\n", "candidate\tvotes\nAlice\t3\nBob\t5\n",
                                  "Alice;3\nBob;5\n", "sep=;\ncandidate;votes\nAlice;3\nBob;5\n"])
def test_votes_csv_detects_semicolons_and_tabs(tmp_path, text):
    t = voting.read_votes_csv(write(tmp_path, text))
    assert t.candidates == ("Alice", "Bob") and t.votes.tolist() == [3, 5]


def test_vote_totals_are_exact_python_ints_and_bounded():
    t = voting.VoteTally(tuple(f"C{i}" for i in range(1000)), np.full(1000, 10**15))
    assert t.n == 10**18 and isinstance(t.n, int)  # int64 would still hold this; the next vote is refused
    with pytest.raises(DataError, match="add up to 1.0 × 10\\^19 votes.*at most 10\\^18"):
        voting.VoteTally(tuple(f"C{i}" for i in range(10_000)), np.full(10_000, 10**15))
    text = "".join(f"C{i},1e15\n" for i in range(10_000))
    with pytest.raises(DataError, match="10\\^18 votes in total"):
        voting.votes_from_text(text, "big.csv")


def test_lunch_csv_detects_semicolons_and_tabs(tmp_path):
    for text in ("name;A;B\nAnn;1;0\n", "name\tA\tB\nAnn\t1\t0\n"):
        prefs = lunch.read_lunch_csv(write(tmp_path, text))
        assert prefs.options == ("A", "B") and prefs.likes.tolist() == [[True, False]]


def test_valuations_csv_accepts_every_currency_sign_alike(tmp_path):
    v = pricing.read_valuations_csv(write(tmp_path, "value\n$1.50\n€1.50\n£1.50\n¥1.50\n1.50 €\n"))
    assert v.values.tolist() == [1.5] * 5


def test_max_price_range_is_stated_in_words_and_every_accepted_grid_computes():
    for bad in (0, 1e-320, 1e-5, 2e307, 1e308, float("inf"), float("nan")):
        with pytest.raises(ProblemError, match="at least 0.0001 and at most 1,000,000,000,000"):
            pricing.check_max_price(bad)
    v = pricing.Valuations([0.0, 5e-5, 1.0, 3e11, 1e308])
    for p in (pricing.MIN_MAX_PRICE, 1.0, pricing.MAX_MAX_PRICE):
        for eps in (1e-6, 1.0, 1e4):
            exp = Experiment("pricing", v, RunParameters(epsilon=eps, alpha=1e-3, max_price=p))
            r = exp.result(exp.mechanism.sample_counts(100, np.random.default_rng(0)), 0)
            assert all(math.isfinite(x) for x in (r["expected_score"], r["bound"]["threshold"],
                                                  r["guarantee"]["revenue"], r["opt_continuous"]))
            assert abs(sum(r["probabilities"]) - 1) < 1e-9


def test_guarantee_vacuous_is_decided_in_the_core():
    small = Experiment("pricing", pricing.Valuations([1, 1, 3.01]), RunParameters(epsilon=1, max_price=3.01))
    assert small.guarantee["vacuous"] and small.summary.threshold_vacuous
    big = Experiment("pricing", SCENARIOS["pricing"].load_preset("Synthetic: 2,000 log-normal buyers"),
                     RunParameters(epsilon=1))
    assert not big.guarantee["vacuous"] and big.guarantee["revenue"] > 0
    assert pricing.guarantee_vacuous(big.guarantee["revenue"], big.problem) is False


def test_voting_problem_keeps_zero_vote_candidates_and_ties():
    pr = voting.problem(voting.VoteTally(("A", "B", "C"), [5, 5, 0]))
    assert pr.m == 3 and pr.opt == 5 and pr.opt_indices.tolist() == [0, 1]
    assert pr.monotone == {"add-remove": True, "replace": False}
    assert "opposite directions" in pr.monotone_reason["replace"]


def test_lunch_csv_words_and_names(tmp_path):
    p = write(tmp_path, "name,Pizza,Sushi\nAna,Yes,n\nBen, LIKE ,dislike\nCy,1,TRUE\n")
    prefs = lunch.read_lunch_csv(p)
    assert prefs.options == ("Pizza", "Sushi") and prefs.names == ("Ana", "Ben", "Cy")
    assert prefs.likes.tolist() == [[True, False], [True, False], [True, True]]
    assert lunch.problem(prefs).scores.tolist() == [3.0, 1.0]
    bare = lunch.read_lunch_csv(write(tmp_path, "A,B\n1,0\n", "bare.csv"))
    assert bare.names is None and bare.n == 1


@pytest.mark.parametrize("text,match", [
    ("A,B\n1,maybe\n", "row 2, column 'B'.*not like/dislike"),
    ("A,B\n1\n", "row 2.*expected 2 cells"),
    ("A,A\n1,0\n", "row 1, column 2: the header 'A' appears twice \\(columns 1 and 2\\)"),
    (",b\n1,0\n", "row 1, column 1: the header is empty"),
    ("name,,b\nAnn,1,0\n", "row 1, column 2: the header is empty"),
    ("", "no header"),
])
def test_lunch_csv_errors(tmp_path, text, match):
    with pytest.raises(DataError, match=match):
        lunch.read_lunch_csv(write(tmp_path, text))


@pytest.mark.parametrize("bad", [np.nan, -np.inf, np.inf, -1e-300, -5.0])
@pytest.mark.parametrize("where", [0, 3, 6])
def test_valuations_name_the_first_bad_row(bad, where):
    """Valuations are checked in one pass (the largest bit pattern; the two float ends only when it is not
    finite): any bad value anywhere is refused, naming its row; −0.0 and 0 are fine."""
    values = [0.5, -0.0, 2.0, 0.0, 1e300, 0.25, 3.0]
    values[where] = bad
    with pytest.raises(DataError) as info:
        pricing.Valuations(values)
    assert info.value.row == where + 1 and "finite number ≥ 0" in str(info.value)
    ok = pricing.Valuations([0.5, -0.0, 2.0])
    assert ok.sorted_values.tolist() == [0.0, 0.5, 2.0] and ok.values.tolist() == [0.5, 0.0, 2.0]
    assert not ok.values.flags.writeable and not ok.sorted_values.flags.writeable
    assert ok.largest == 2.0 and pricing.Valuations([]).largest == 0.0 and pricing.Valuations([3e-310]).largest == 3e-310
    assert str(pricing.Valuations([-0.0, 0.0]).largest) == "0.0"


@pytest.mark.parametrize("key", sorted(SCENARIOS))
def test_presets_load_and_round_trip_through_csv(tmp_path, key):
    sc = SCENARIOS[key]
    for name in sc.presets:
        data = sc.load_preset(name)
        out = tmp_path / f"{key}.csv"
        sc.write_csv(out, data)
        again = sc.read_csv(out)
        a, b = sc.problem(data, sc.preset_settings(name)), sc.problem(again, sc.preset_settings(name))
        assert a.labels == b.labels and np.array_equal(a.scores, b.scores)


def test_generators_are_seeded_and_valid():
    for kind in pricing.GENERATORS:
        a = pricing.generate(kind, 500, seed=3)
        assert a.n == 500 and np.array_equal(a.values, pricing.generate(kind, 500, seed=3).values)
    t = voting.generate(5, 1000, seed=1)
    assert t.n == 1000 and t.votes[0] > t.votes[-1]
    lp = lunch.generate(40, [0.9, 0.1], seed=2)
    assert lp.like_counts()[0] > lp.like_counts()[1]


def test_solve_for_epsilon_meets_the_accepted_loss_exactly():
    from expmech_gui.core.bounds import expected_score_curve, solve_epsilon

    tally = SCENARIOS["voting"].load_preset("Teacher of the year")
    pr = SCENARIOS["voting"].problem(tally)
    for mech in ("exponential", "permute-and-flip"):
        eps = solve_epsilon(pr, mech, 2.0)
        curve = expected_score_curve(pr, mech, [eps * (1 - 1e-6), eps])
        assert pr.opt - curve["expected"][1] <= 2.0 + 1e-9 < pr.opt - curve["expected"][0] + 1e-6
    curve = expected_score_curve(pr, "exponential", np.geomspace(0.01, 20, 30))
    assert np.all(np.diff(curve["expected"]) >= -1e-12)  # E[score] rises with ε
    exact = solve_epsilon(pr, "exponential", 0.0)  # E[score] reaches OPT in floats near ε = 23
    assert exact == pytest.approx(22.99, abs=0.01)
    assert pr.opt - expected_score_curve(pr, "exponential", [exact])["expected"][0] == 0.0
    assert solve_epsilon(pr, "exponential", 0.0, hi=10.0) is None  # not reachable below ε = 10
    with pytest.raises(ProblemError):
        solve_epsilon(pr, "exponential", -1)


def adversarial_values(rng, prices, max_price, n):
    """n sorted values drawn from grid prices and one ulp either side of them, 0, −0.0, P, above P and at random."""
    pool = np.concatenate([prices, np.nextafter(prices, np.inf), np.nextafter(prices, -np.inf),
                           rng.uniform(0, 1.2 * max_price, 50), [0.0, -0.0, max_price, 2 * max_price]])
    return np.sort(rng.choice(pool, n))


@pytest.mark.parametrize("block", [1, 3, 1 << 16])
def test_counting_buyers_on_the_grid_equals_binary_search_on_adversarial_values(monkeypatch, block):
    """revenue.buyers_on_grid (O(n + m), used when m is large, in blocks of values) must equal the exact
    comparison v ≥ p_j done by searchsorted, also for values on a grid price and one ulp either side of it, 0,
    P and above P, whatever the block size."""
    from expmech_gui.scenarios.pricing import revenue

    monkeypatch.setattr(revenue, "COUNT_BLOCK", block)
    rng = np.random.default_rng(20261123 + block)
    # blocks of 1 and 3 values: each block's edges are met thousands of times per case, so 40 cases do (a Python
    # loop per block: 200 cases took 16 s at block 1); one large block gets all 200
    for _ in range(200 if block > 3 else 40):
        m = int(rng.integers(1, 2000))
        max_price = float(rng.choice([1.0, 3.01, 0.7, 1e-3, 123.45, 0.1 + 0.2]))
        prices = revenue.price_grid(m, max_price)
        values = adversarial_values(rng, prices, max_price, int(rng.integers(0, revenue.COUNT_BELOW * m + 1)))
        np.testing.assert_array_equal(revenue.buyers_on_grid(values, prices, max_price),
                                      revenue.buyers_at_prices(values, prices))


@pytest.mark.parametrize("span, keys", [(1 << 16, 1 << 12), (4, 3), (1, 1)])
def test_count_below_equals_searchsorted(monkeypatch, span, keys):
    """count_below (the grid's binary search: int64 bit patterns, searched in chunks of the values) is
    np.searchsorted(v, p, "left") exactly, on adversarial values, with any chunking, and falls back to numpy
    on values it cannot read as bits (NaN, negatives, a strided view)."""
    from expmech_gui.scenarios.pricing import revenue

    monkeypatch.setattr(revenue, "SEARCH_SPAN", span)
    monkeypatch.setattr(revenue, "SEARCH_KEYS", keys)
    rng = np.random.default_rng(span)
    for _ in range(150):
        m = int(rng.integers(1, 300))
        max_price = float(rng.choice([1.0, 3.01, 1e-4, 0.1 + 0.2]))
        prices = revenue.price_grid(m, max_price)
        values = adversarial_values(rng, prices, max_price, int(rng.integers(0, 40 * m)))
        np.testing.assert_array_equal(revenue.count_below(values, prices), np.searchsorted(values, prices))
    prices = revenue.price_grid(50, 1.0)
    for odd in (np.array([np.nan] * 3), np.array([-1.0, 0.5, 2.0]), np.linspace(0, 2, 400)[::2]):
        np.testing.assert_array_equal(revenue.count_below(np.sort(odd) if odd.flags.c_contiguous else odd, prices),
                                      np.searchsorted(odd, prices))


def test_gamma_from_the_grid_is_the_full_pass_to_the_last_bit():
    """γ given the grid (count_grid) visits only the intervals that can hold the max and must equal the full
    pass bit for bit, also with values on grid prices, ulps from them, at P, above P, and a last price P + ulp."""
    from expmech_gui.scenarios.pricing import gamma, revenue

    rng = np.random.default_rng(7)
    pruned = 0
    for trial in range(400):
        m = int(rng.integers(1, 400))
        max_price = float(rng.choice([1.0, 3.01, 1e-4, 0.1 + 0.2, 7.3]))
        prices = revenue.price_grid(m, max_price)
        n = int(rng.integers(gamma.NEAR_GRID_SHARE * m, 60 * m + 2))
        raw = (adversarial_values(rng, prices, max_price, n) if trial % 2 else
               rng.lognormal(np.log(0.3 * max_price), 0.6, n))
        v = pricing.Valuations(raw)
        grid = revenue.count_grid(v, m, max_price)
        assert gamma.continuous_optimum(v, max_price, grid) == gamma.continuous_optimum(v, max_price)
        inside = int(np.searchsorted(v.sorted_values, max_price, side="right"))
        pruned += gamma._best_near_grid(v.sorted_values, inside, max_price, 0.0, grid) is not None
    assert pruned > 200  # the pruned pass really ran


@pytest.mark.parametrize("block", [1, 5, 1 << 16])
def test_a_large_grid_is_counted_without_the_sort_to_the_last_bit(monkeypatch, block):
    """When m ≥ n/4 and the valuations are not yet sorted, count_grid gives each value its bin k(v) = #{p_j ≤ v}
    without sorting (grid_bins, in blocks of any size) and γ comes from the kept bins (_best_in_bins): the
    bins, buyers, revenues and γ must equal the comparisons and the sorted full pass bit for bit, on shuffled
    adversarial values (grid prices, ulps from them, 0, −0.0, P, above P, near 1e300 where v·m/P overflows)."""
    from expmech_gui.scenarios.pricing import gamma, revenue

    monkeypatch.setattr(revenue, "COUNT_BLOCK", block)
    rng = np.random.default_rng(20261124 + block)
    from_bins = 0
    trials = 300 if block > 5 else 75  # (small blocks: every case meets their edges thousands of times; 9.5 s at 1)
    for trial in range(trials):
        m = int(rng.integers(1, 500))
        max_price = float(rng.choice([1.0, 3.01, 0.7, 1e-3, 123.45, 0.1 + 0.2]))
        prices = revenue.price_grid(m, max_price)
        n = int(rng.integers(1, revenue.COUNT_BELOW * m + 1))
        raw = (adversarial_values(rng, prices, max_price, n) if trial % 3 else
               rng.lognormal(np.log(0.3 * max_price), 0.6, n))
        if trial % 7 == 0:
            raw[rng.integers(0, n)] = 1e300
        rng.shuffle(raw)
        fresh = pricing.Valuations(raw)
        grid = revenue.count_grid(fresh, m, max_price)
        assert grid.bins is not None and not fresh.is_sorted
        np.testing.assert_array_equal(grid.bins, np.searchsorted(prices, fresh.values, side="right"))
        np.testing.assert_array_equal(grid.buyers, revenue.buyers_at_prices(np.sort(raw), prices))
        from_bins += gamma._best_in_bins(fresh.values, grid, max_price) is not None
        best = gamma.continuous_optimum(fresh, max_price, grid)
        sorted_ = pricing.Valuations(raw)
        sorted_.sorted_values  # noqa: B018 — the property sorts and caches: the valuations are now sorted
        again = revenue.count_grid(sorted_, m, max_price)
        assert again.bins is None
        np.testing.assert_array_equal(grid.revenue, again.revenue)
        assert best == gamma.continuous_optimum(sorted_, max_price)
    assert from_bins > trials // 2  # γ really came from the bins


def test_pricing_problem_on_a_large_grid_leaves_the_valuations_unsorted():
    """pricing.problem at m ≥ n/4 on fresh valuations skips the sort and builds the same problem, bit for bit,
    as on valuations already sorted; a small grid sorts them (once)."""
    raw = np.random.default_rng(3).lognormal(-1, 0.6, 5_000)
    fresh, known = pricing.Valuations(raw), pricing.Valuations(raw)
    known.sorted_values  # noqa: B018 — the property sorts and caches
    a, b = pricing.problem(fresh, 1e-4), pricing.problem(known, 1e-4)
    assert not fresh.is_sorted
    assert np.array_equal(a.scores, b.scores) and np.array_equal(a.values, b.values) and a.extras == b.extras
    pricing.problem(fresh, 0.01)
    assert fresh.is_sorted


def test_gamma_is_computed_once_per_valuations_and_max_price(monkeypatch):
    """An α sweep on the same valuations pays γ's O(n) pass once, as it pays the sort once."""
    from expmech_gui.scenarios.pricing import pricing as pricing_module
    from expmech_gui.scenarios.pricing import valuations
    from expmech_gui.scenarios.pricing.gamma import continuous_optimum

    calls = []
    monkeypatch.setattr(valuations, "continuous_optimum",
                        lambda v, p, grid=None: calls.append(p) or continuous_optimum(v, p, grid))
    vals = pricing_module.Valuations([1.0, 1.0, 3.01])
    gammas = [pricing_module.problem(vals, alpha, 3.01).extras["gamma"] for alpha in (0.1, 0.01, 0.001)]
    assert gammas == [continuous_optimum(vals, 3.01)] * 3 == [3.01] * 3 and calls == [3.01]
    assert pricing_module.problem(vals, 0.1, 2.0).extras["gamma"] == continuous_optimum(vals, 2.0) and calls == [3.01, 2.0]


@pytest.mark.parametrize("block", [1, 3, 4, 1 << 16])
def test_gamma_in_blocks_is_the_continuous_optimum(monkeypatch, block):
    """continuous_optimum walks the sorted values in cache-sized blocks (no n-long temporary): any block size
    gives the brute-force γ, values equal to P included."""
    from expmech_gui.scenarios.pricing import gamma

    monkeypatch.setattr(gamma, "GAMMA_BLOCK", block)
    rng = np.random.default_rng(block)
    for _ in range(20):
        values = list(np.round(rng.uniform(0, 3, int(rng.integers(1, 30))), 1)) + [2.0] * int(rng.integers(0, 3))
        v = pricing.Valuations(values)
        for max_price in (2.0, float(rng.uniform(0.1, 3))):
            candidates = [p for p in values if p <= max_price] + [max_price]
            assert pricing.continuous_optimum(v, max_price) == pytest.approx(max(naive_revenue(values, candidates)),
                                                                          rel=1e-12)


def test_grid_revenue_is_the_integer_product_to_the_last_bit():
    """revenue(p_j) = (j·N_j)·P/m: the float product j·N_j used when every product is below 2^53 gives the same
    bits as the integer one, which is kept for larger products."""
    from expmech_gui.scenarios.pricing import revenue

    rng = np.random.default_rng(11)
    for _ in range(200):
        m, n = int(rng.integers(1, 3000)), int(rng.integers(0, 10**7))
        max_price = float(rng.choice([1.0, 3.01, 0.1 + 0.2, 1e-4, 1e12]))
        buyers = np.sort(rng.integers(0, n + 1, m))[::-1].copy()
        exact = (np.arange(1, m + 1, dtype=np.int64) * buyers).astype(np.float64) * max_price / m
        np.testing.assert_array_equal(revenue.grid_revenue(buyers, max_price), exact)
    huge = np.array([2**60, 3], dtype=np.int64)
    np.testing.assert_array_equal(revenue.grid_revenue(huge, 1.0), np.array([2.0**60 / 2, 3.0]))



def test_prices_are_written_as_money():
    """Issue 39: the README promised money to the cent, while price labels read "$2.5"; a grid finer than a cent
    keeps the digits it needs, and a negative grid point has one minus sign before the dollar."""
    from expmech_gui.scenarios.pricing.revenue import format_price

    assert [format_price(p) for p in (2.5, 0.01, 3.01, 0.1 + 0.2, -5.0)] == ["$2.50", "$0.01", "$3.01", "$0.30",
                                                                          "−$5.00"]
    assert format_price(1 / 3) == "$0.333333" and format_price(0.001) == "$0.001"


def test_a_large_valuations_file_is_read_a_chunk_at_a_time_to_the_same_numbers(monkeypatch):
    """A big plain file is split and converted in chunks (so a worker reading it lets the GUI thread run, issue 36
    §3): every line end (\\n, \\r\\n, a lone \\r), blank lines and the header come out as from one pass."""
    import numpy as np

    from expmech_gui.scenarios.pricing import valuations

    monkeypatch.setattr(valuations, "PARSE_CHARS", 64)  # chunks of a few rows
    values = np.random.default_rng(5).lognormal(size=500)
    lines = [repr(float(v)) for v in values]
    text = "value\r\n" + "\r\n".join(lines[:200]) + "\n\n  \n" + "\r".join(lines[200:400]) + "\n" + "\n".join(lines[400:])
    assert np.array_equal(valuations.valuations_from_text(text).values, values)
    assert valuations._fast_parse("1\n2\nx\n" * 40) is None  # a word anywhere: the careful reader says where
