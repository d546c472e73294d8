"""The base measure μ (a prior weight per candidate) in Voting and Custom: the exact pmf ∝ μ(h)·e^(c·u(h)) against a
direct computation, samples against it (χ²), the utility bound's ln(1/μ(H*)), the privacy loss still ≤ ε, CSV and
session round trips (old files without weights still load), `expmech run --base-measure FILE|COLUMN` and hostile
weights refused in words."""
from __future__ import annotations

import io
import json
import math
from fractions import Fraction

import numpy as np
import pytest

from conftest import chi_square_pvalue
from expmech_gui import sessions as S
from expmech_gui.cli import main
from expmech_gui.core import bounds
from expmech_gui.core.errors import DataError
from expmech_gui.core.problem import ProblemError
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.io.json_schemas import validate
from expmech_gui.scenarios.custom import custom
from expmech_gui.scenarios.framework import prior
from expmech_gui.scenarios.voting import voting

VOTES = [5, 4, 6, 1, 6]
WEIGHTS = [1.0, 3.0, 0.0, 2.0, 0.5]  # "C" (6 votes, tied best) can never be chosen: H* within the support = {E}


def tally(weights=WEIGHTS):
    return voting.VoteTally(("A", "B", "C", "D", "E"), VOTES, weights)


def experiment(data, scenario="voting", **params):
    return Experiment(scenario, data, RunParameters(**{"epsilon": 1.0, **params}))


def direct_pmf(scores, weights, c):
    """μ(h)·e^(c·u(h)) / Σ, in Python floats, with μ = w/Σw."""
    mu = [w / sum(weights) for w in weights]
    raw = [m * math.exp(c * u) for m, u in zip(mu, scores)]
    return np.array([r / sum(raw) for r in raw])


@pytest.mark.parametrize("analysis,divisor", [("general", 2.0), ("monotone", 1.0)])
def test_exact_pmf_is_the_weighted_softmax(analysis, divisor):
    exp = experiment(tally(), analysis=analysis)
    want = direct_pmf(VOTES, WEIGHTS, 1.0 / divisor)
    assert np.allclose(exp.mechanism.pmf, want, rtol=1e-13, atol=0)
    assert exp.mechanism.pmf[2] == 0.0  # a weight of 0: never chosen


def test_exact_pmf_matches_exact_rationals_at_integer_exponents():
    """With c = 1 (monotone, ε = 1) and e replaced by a rational stand-in the ratios are exact: P[h]/P[g] equals
    (μ(h)/μ(g))·e^(u(h) − u(g)), checked in fractions against the float pmf to 1e-13."""
    pmf = experiment(tally(), analysis="monotone").mechanism.pmf
    w = [Fraction(x) for x in WEIGHTS]
    for h in (0, 1, 3):
        ratio = (w[h] / w[4]) * Fraction(math.exp(VOTES[h] - VOTES[4]))
        assert abs(pmf[h] / pmf[4] - float(ratio)) <= 1e-13 * float(ratio)


def test_samples_follow_the_weighted_pmf():
    exp = experiment(tally())
    counts = exp.mechanism.sample_counts(200_000, np.random.default_rng(20261127))
    assert counts[2] == 0
    assert chi_square_pvalue(counts, exp.mechanism.pmf) > 1e-3


def test_the_bound_uses_ln_one_over_mu_of_the_best():
    pr = voting.problem(tally())
    assert pr.opt == 6 and pr.opt_indices.tolist() == [4]  # C's 6 votes do not count: it has no weight
    mu_best = 0.5 / sum(WEIGHTS)
    assert bounds.opt_mass(pr) == pytest.approx(mu_best, rel=1e-15)
    assert bounds.utility_log_term(pr) == pytest.approx(math.log(1 / mu_best), rel=1e-15)
    exp = experiment(tally(), t=2.0)
    c = exp.mechanism.scale
    assert exp.summary.threshold == pytest.approx(6 - (math.log(1 / mu_best) + 2.0) / c, rel=1e-14)


def test_no_weights_and_equal_weights_give_todays_numbers_digit_for_digit():
    plain = experiment(voting.VoteTally(("A", "B", "C", "D", "E"), VOTES))
    for same in (None, [1.0] * 5, [7.5] * 5):
        exp = experiment(tally(same))
        assert exp.problem.base_measure is None
        assert exp.mechanism.pmf.tobytes() == plain.mechanism.pmf.tobytes()
        assert exp.summary == plain.summary
        assert exp.exact_json == plain.exact_json


@pytest.mark.parametrize("notion", ["add-remove", "replace"])
def test_the_privacy_loss_with_a_prior_is_still_at_most_epsilon(notion):
    """μ is public and the same on D and every D′: every neighbour's realised loss, pmf against pmf, ≤ ε."""
    eps = 0.8
    data = voting.VoteTally(("A", "B", "C", "D"), [3, 0, 9, 2], [0.1, 5.0, 1.0, 0.0])
    base = experiment(data, epsilon=eps, neighbours=notion)
    worst = 0.0
    changes = ([("remove", r, None) for r in range(4) if data.votes[r]] + [("add", None, v) for v in range(4)]
               if notion == "add-remove" else
               [("replace", r, v) for r in range(4) for v in range(4) if r != v and data.votes[r]])
    for change, row, value in changes:
        other = experiment(voting.neighbour_dataset(data, change, row, value), epsilon=eps, neighbours=notion)
        support = base.mechanism.pmf > 0
        assert np.array_equal(support, other.mechanism.pmf > 0)
        worst = max(worst, float(np.max(np.abs(np.log(base.mechanism.pmf[support])
                                                 - np.log(other.mechanism.pmf[support])))))
    assert 0.3 * eps < worst <= eps * (1 + 1e-12)
    from expmech_gui.core.privacy.loss import most_exposed

    found = most_exposed(base.mechanism, voting.neighbour_families(data, base.problem, notion))
    assert found.loss == pytest.approx(worst, rel=1e-9)


# --- files and tables -------------------------------------------------------------------------------------------
def test_voting_csv_round_trip_with_and_without_weights(tmp_path):
    path = tmp_path / "v.csv"
    voting.write_votes_csv(path, tally())
    assert path.read_text().splitlines()[:2] == ["candidate,votes,weight", "A,5,1"]
    again = voting.read_votes_csv(path)
    assert again.weights.tolist() == WEIGHTS and again.votes.tolist() == VOTES
    voting.write_votes_csv(path, tally(None))
    assert path.read_text().splitlines()[0] == "candidate,votes"
    assert voting.read_votes_csv(path).weights is None


def test_custom_csv_and_session_table_carry_the_weight_column(tmp_path):
    data = custom.from_text("candidate,weight,D,D′1\na,2,3,4\nb,0.5,1,1\nc,,0,1\n")
    assert data.columns == ("D", "D′1") and data.weights.tolist() == [2.0, 0.5, 1.0]  # blank = 1
    assert custom.problem(data).base_measure.tolist() == pytest.approx([2 / 3.5, 0.5 / 3.5, 1 / 3.5])
    path = tmp_path / "c.csv"
    custom.write_csv(path, data)
    assert path.read_text().splitlines()[0] == "candidate,weight,D,D′1"
    assert custom.from_text(path.read_text()).weights.tolist() == [2.0, 0.5, 1.0]
    table = custom.SCENARIO.table.from_dataset(data)
    again, excluded = custom.SCENARIO.table.dataset(custom.SCENARIO.table.check(table, "s", "w"))
    assert excluded == 0 and again.weights.tolist() == [2.0, 0.5, 1.0]
    cal = {c.key: c for c in custom.calibrations(data, 1.0)}  # the calibrations draw with μ too
    assert np.allclose(cal["sensitivity"].pmf, experiment(data, "custom").mechanism.pmf, rtol=1e-12)
    assert np.all(cal["sensitivity"].losses <= 1.0 + 1e-12)


def session_with(rows):
    return {"format_version": 1, "current_workspace": "voting",
            "workspaces": {"voting": {"data": {"rows": rows}, "parameters": {"epsilon": "1", "seed": 3,
                                                                              "trials": 100}}}}


def test_sessions_with_weights_and_old_sessions_without_them(tmp_path):
    old = S.loads(json.dumps(session_with([["Ada", "3"], ["Bob", "1"]])))
    data, excluded = S.workspace_dataset("voting", old.workspaces["voting"])
    assert data.weights is None and excluded == 0
    new = S.loads(json.dumps(session_with([["Ada", "3", "1"], ["Bob", "1", "4"], ["Cy", "2", "-1"]])))
    data, excluded = S.workspace_dataset("voting", new.workspaces["voting"])
    assert data.weights.tolist() == [1.0, 4.0] and excluded == 1  # the bad weight's row is left out
    again = S.loads(S.dumps(new))
    assert again.workspaces["voting"].data == new.workspaces["voting"].data
    path = tmp_path / "s.expmech"
    path.write_text(S.dumps(new))
    out = io.StringIO()
    assert main(["run", "--session", str(path), "--json", "-"], out, io.StringIO()) == 0
    assert json.loads(out.getvalue())["base_measure"] == [0.2, 0.8]


@pytest.mark.parametrize("cell,words", [
    ("-1", "at least 0"), ("nan", "not a finite number"), ("inf", "not a finite number"),
    ("lots", "not a number"), ("1e400", "too large"), ("2e15", "at most"),
])
def test_hostile_weights_are_refused_naming_the_row(cell, words):
    with pytest.raises(DataError, match=words) as info:
        voting.votes_from_text(f"candidate,votes,weight\nA,1,1\nB,2,{cell}\n", "v.csv")
    assert info.value.row == 3 and info.value.column == "weight"
    with pytest.raises(DataError, match=words) as info:
        custom.from_text(f"candidate,D,D′1,prior\na,1,2,1\nb,2,2,{cell}\n", "c.csv")
    assert info.value.row == 3


def test_all_zero_weights_are_refused_in_words():
    with pytest.raises(DataError, match="every prior weight is 0"):
        voting.votes_from_text("candidate,votes,weight\nA,1,0\nB,2,0\n")
    with pytest.raises(DataError, match="every prior weight is 0"):
        tally([0, 0, 0, 0, 0])
    with pytest.raises(ProblemError, match="every prior weight is 0"):
        voting._table_dataset({"rows": [["A", "1", "0"], ["B", "2", "0"]]})
    with pytest.raises(DataError, match="one weight per candidate"):
        tally([1.0, 2.0])


# --- the command line ---------------------------------------------------------------------------------------
def run(argv):
    out, err = io.StringIO(), io.StringIO()
    code = main(argv, out, err)
    return code, out.getvalue(), err.getvalue()


def test_cli_base_measure_from_a_file_and_from_a_column(tmp_path):
    data = tmp_path / "votes.csv"
    data.write_text("candidate,votes,popularity\nA,5,1\nB,4,3\nC,6,0\nD,1,2\nE,6,0.5\n")
    plain = tmp_path / "plain.csv"
    plain.write_text("candidate,votes\nA,5\nB,4\nC,6\nD,1\nE,6\n")
    weights = tmp_path / "prior.csv"
    weights.write_text("name,weight\nE,0.5\nA,1\nB,3\nC,0\nD,2\n")
    want = direct_pmf(VOTES, WEIGHTS, 0.5)
    for argv in (["--data", str(data), "--base-measure", "popularity"],
                 ["--data", str(plain), "--base-measure", str(weights)]):
        code, out, err = run(["run", "voting", *argv, "--epsilon", "1", "--seed", "1", "--trials", "10",
                              "--json", "-"])
        assert code == 0, err
        result = json.loads(out)
        validate("run", result)  # the two keys a prior adds are in the schema (io/schemas/run.schema.json)
        assert np.allclose(result["probabilities"], want, rtol=1e-13)
        assert result["base_measure_log_term"] == pytest.approx(math.log(sum(WEIGHTS) / 0.5))
    code, out, _ = run(["run", "voting", "--data", str(plain), "--base-measure", str(weights), "--epsilon", "1"])
    assert "ln(1/μ(H*))" in out and "prior" in out
    code, out, _ = run(["run", "voting", "--data", str(plain), "--epsilon", "1", "--json", "-"])
    assert "base_measure" not in json.loads(out)


def test_cli_refuses_bad_priors_in_words(tmp_path):
    plain = tmp_path / "plain.csv"
    plain.write_text("candidate,votes\nA,5\nB,4\n")
    cases = {
        "name,weight\nA,1\nZed,2\n": "'Zed', which is not a candidate",
        "name,weight\nA,1\n": "no weight for the candidate 'B'",
        "name,weight\nA,1\nB,-2\n": "row 3, column 'weight'",
        "name,weight\nA,0\nB,0\n": "every prior weight is 0",
    }
    for text, words in cases.items():
        weights = tmp_path / "w.csv"
        weights.write_text(text)
        code, out, err = run(["run", "voting", "--data", str(plain), "--base-measure", str(weights),
                              "--epsilon", "1"])
        assert code == 2 and words in err and "Traceback" not in err, (text, err)
    code, _, err = run(["run", "voting", "--data", str(plain), "--base-measure", "nope", "--epsilon", "1"])
    assert code == 2 and "no column called 'nope'" in err
    code, _, err = run(["run", "pricing", "--example", "--base-measure", str(weights)])
    assert code == 2 and "applies only to the" in err and "voting" in err


def test_cli_custom_takes_a_prior_too(tmp_path):
    data = tmp_path / "c.csv"
    data.write_text("candidate,D,D′1\na,3,4\nb,1,1\n")
    weights = tmp_path / "w.csv"
    weights.write_text("a,1\nb,3\n")  # no header: fine
    code, out, err = run(["run", "custom", "--data", str(data), "--base-measure", str(weights), "--epsilon", "1",
                          "--json", "-"])
    assert code == 0, err
    assert json.loads(out)["base_measure"] == [0.25, 0.75]


def test_weight_parsing_reads_blank_as_one():
    assert prior.parse_weight("") == 1.0 and prior.parse_weight(" 2.5 ") == 2.5 and prior.parse_weight("0") == 0
    assert prior.base_measure(np.array([2.0, 2.0])) is None
    assert prior.weight_text(2.0) == "2" and prior.weight_text(0.1) == "0.1"


def test_a_column_of_weights_reads_as_each_cell_does_and_a_large_file_gives_the_same_tally():
    """The column reader (numpy for plain cells, issue 36 §3) answers parse_weight's answer, cell by cell, bit for
    bit, ends and refusals included; a 10⁵-candidate votes file with weights gives the row-by-row reading's tally."""
    cells = ["1", "0", "2.5", ".5", "5.", "+3", "-0", "1e3", "1E-3", "0e5", "1e-400", "1e-300", "1.1e-300",
             "999999999999999", "1000000000000000", "1000000000000000.1", "2e15", "-1", "", " 2 ", "1_0", "nan",
             "0.1", "0.30000000000000004", "123456789.123456789"]
    weights, errors = prior.parse_weights(cells)
    for i, cell in enumerate(cells):
        try:
            expected = prior.parse_weight(cell)
        except ValueError as exc:
            assert errors[i] == str(exc) and weights[i] == 1.0, cell
        else:
            assert i not in errors and np.float64(expected).tobytes() == weights[i].tobytes(), cell
    rng = np.random.default_rng(5)
    n = 100_000
    counts, w = rng.integers(0, 10**6, n), (rng.random(n) * 10.0 ** rng.integers(-5, 6, n)).tolist()
    text = "candidate,votes,weight\n" + "".join(f"c{i},{counts[i]},{w[i]!r}\n" for i in range(n))
    tally = voting.votes_from_text(text, "big.csv")
    assert tally.candidates == tuple(f"c{i}" for i in range(n)) and np.array_equal(tally.votes, counts)
    assert tally.weights.tobytes() == np.array([prior.parse_weight(repr(x)) for x in w]).tobytes()


# --- Lunch: a weight per option (a row called weight in the CSV) ---------------------------------------------
LUNCH = "name,Pizza,Sushi,Salad\nweight,1,3,0\nAda,1,0,1\nBob,1,1,0\nCy,0,1,1\n"


def test_lunch_weight_row_csv_session_and_pmf(tmp_path):
    from expmech_gui.scenarios.lunch import lunch

    prefs = lunch.lunch_from_text(LUNCH)
    assert prefs.weights.tolist() == [1.0, 3.0, 0.0] and prefs.names == ("Ada", "Bob", "Cy") and prefs.n == 3
    exp = experiment(prefs, "lunch")
    assert np.allclose(exp.mechanism.pmf, direct_pmf([2, 2, 2], [1.0, 3.0, 0.0], 0.5), rtol=1e-13)
    path = tmp_path / "l.csv"
    lunch.write_lunch_csv(path, prefs)
    assert path.read_text() == LUNCH
    table = lunch.SCENARIO.table.from_dataset(prefs)
    again, _ = lunch.SCENARIO.table.dataset(lunch.SCENARIO.table.check(table, "s", "w"))
    assert again.weights.tolist() == [1.0, 3.0, 0.0]
    del table["weights"]  # an old session: no weights, uniform
    assert lunch.SCENARIO.table.dataset(table)[0].weights is None
    with pytest.raises(DataError, match="row 2, column 'Sushi'.*not a number"):
        lunch.lunch_from_text(LUNCH.replace("weight,1,3,0", "weight,1,lots,0"), "l.csv")
    with pytest.raises(DataError, match="every prior weight is 0"):
        lunch.lunch_from_text(LUNCH.replace("weight,1,3,0", "weight,0,0,0"), "l.csv")


@pytest.mark.parametrize("notion", ["add-remove", "replace"])
def test_lunch_privacy_loss_with_a_prior_is_at_most_epsilon(notion):
    from expmech_gui.core.privacy.loss import most_exposed
    from expmech_gui.scenarios.lunch import lunch

    prefs = lunch.lunch_from_text(LUNCH.replace("weight,1,3,0", "weight,0.2,3,1"))
    exp = experiment(prefs, "lunch", epsilon=0.7, neighbours=notion)
    found = most_exposed(exp.mechanism, lunch.neighbour_families(prefs, exp.problem, notion))
    assert 0 < found.loss <= 0.7 * (1 + 1e-12)
    removed = experiment(lunch.neighbour_dataset(prefs, "remove", 0, None), "lunch", epsilon=0.7)
    assert removed.dataset.weights.tolist() == [0.2, 3.0, 1.0]  # μ is public: D′ has the same prior


def test_cli_lunch_prior_from_a_file_and_the_column_refusal(tmp_path):
    data = tmp_path / "lunch.csv"
    data.write_text("name,Pizza,Sushi,Salad\nAda,1,0,1\nBob,1,1,0\n")
    weights = tmp_path / "w.csv"
    weights.write_text("option,weight\nPizza,1\nSushi,3\nSalad,0\n")
    code, out, err = run(["run", "lunch", "--data", str(data), "--base-measure", str(weights), "--epsilon", "1",
                          "--json", "-"])
    assert code == 0, err
    assert json.loads(out)["base_measure"] == [0.25, 0.75, 0.0]
    code, _, err = run(["run", "lunch", "--data", str(data), "--base-measure", "Pizza", "--epsilon", "1"])
    assert code == 2 and "row called weight" in err


def test_equal_weights_in_custom_and_lunch_change_no_digit():
    from expmech_gui.scenarios.lunch import lunch

    plain = custom.from_text("candidate,D,D′1\na,3,4\nb,1,1\nc,0,2\n")
    same = custom.from_text("candidate,weight,D,D′1\na,2,3,4\nb,2,1,1\nc,2,0,2\n")
    for x, y in zip(custom.calibrations(plain, 0.7), custom.calibrations(same, 0.7)):
        assert x.pmf.tobytes() == y.pmf.tobytes() and x.losses.tobytes() == y.losses.tobytes()
    assert experiment(same, "custom").exact_json == experiment(plain, "custom").exact_json
    bare = lunch.lunch_from_text(LUNCH.replace("weight,1,3,0\n", ""))
    even = lunch.lunch_from_text(LUNCH.replace("weight,1,3,0", "weight,4,4,4"))
    assert experiment(even, "lunch").exact_json == experiment(bare, "lunch").exact_json
