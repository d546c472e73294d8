"""Private PAC learning: every concept's errors against an explicit loop, the EM's pmf over C against brute force,
the ERM as the EM's mode at large ε, simulated runs against the exact law (χ²), the true-error formula, the CSV
reader naming bad rows, the bound, and `expmech run` with the learning keys."""
import json
import math

import numpy as np
import pytest
from scipy import stats

from clihelp import run_cli
from expmech_gui.scenarios.pac import concepts as pac, learning as pac_learning
from expmech_gui.core.errors import DataError
from expmech_gui.scenarios.pac.data import LabelledPoints, from_rows, generate
from expmech_gui.core.problem import ProblemError
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.scenarios.pac import pac as scenario

KEY = scenario.SCENARIO.key
SMALL = {pac.THRESHOLDS: 7, pac.INTERVALS: 6, pac.CONJUNCTIONS: 3, pac.STUMPS: 3}


def brute_predict(cls, d, j, x) -> bool:
    """c_j(x) from the definition of each class, one concept and one point at a time."""
    if cls == pac.THRESHOLDS:
        return x >= j
    if cls == pac.INTERVALS:
        pairs = [None] + [(a, b) for a in range(d) for b in range(a, d)]
        return pairs[j] is not None and pairs[j][0] <= x <= pairs[j][1]
    bits = [(x >> i) & 1 for i in range(d)]
    if cls == pac.CONJUNCTIONS:
        if j == 3 ** d:
            return False
        digits = [(j // 3 ** i) % 3 for i in range(d)]
        return all(g == 0 or (g == 1 and b == 1) or (g == 2 and b == 0) for g, b in zip(digits, bits))
    if j < 2:
        return j == 1
    return bits[(j - 2) // 2] == 1 - (j - 2) % 2


def random_points(cls, d, n, seed):
    rng = np.random.default_rng(seed)
    x = rng.integers(0, pac.domain_size(cls, d), n)
    cells = [str(v) if pac.is_line(cls) else format(int(v), f"0{d}b")[::-1] for v in x]
    return LabelledPoints(tuple(cells), rng.integers(0, 2, n)), x


@pytest.mark.parametrize("cls", list(SMALL))
def test_every_concepts_errors_equal_an_explicit_loop(cls):
    d = SMALL[cls]
    data, x = random_points(cls, d, 40, cls)
    m = pac.class_size(cls, d)
    loop = [sum(brute_predict(cls, d, j, int(xi)) != bool(y) for xi, y in zip(x, data.labels)) for j in range(m)]
    w1, w0 = data.counts(cls, d)
    np.testing.assert_array_equal(pac.concept_errors(cls, d, w1, w0), loop)
    np.testing.assert_array_equal(pac.predictions(cls, d, x) != data.labels.astype(bool)[:, None],
                                  [[brute_predict(cls, d, j, int(xi)) != bool(y) for j in range(m)]
                                   for xi, y in zip(x, data.labels)])
    assert [pac.parse_concept(cls, d, pac.concept_label(cls, d, j)) for j in range(m)] == list(range(m))


@pytest.mark.parametrize("cls", list(SMALL))
@pytest.mark.parametrize("analysis", ["general", "monotone"])
def test_the_pmf_over_c_equals_brute_force(cls, analysis):
    d = SMALL[cls]
    data, x = random_points(cls, d, 30, 10 + cls)
    exp = Experiment(KEY, data, RunParameters(epsilon=0.7, analysis=analysis, concepts=cls, d=d))
    c = 0.7 / (2 if analysis == "general" else 1)
    m = pac.class_size(cls, d)
    weights = [math.exp(-c * sum(brute_predict(cls, d, j, int(xi)) != bool(y) for xi, y in zip(x, data.labels)))
               for j in range(m)]
    np.testing.assert_allclose(exp.mechanism.pmf, np.array(weights) / sum(weights), rtol=1e-12, atol=1e-300)
    assert exp.problem.m == m and exp.problem.sensitivity == 1


def test_the_erm_is_the_mode_as_epsilon_grows():
    data = scenario.SCENARIO.load_preset(next(iter(scenario.SCENARIO.presets)))
    for eps in (1.0, 100.0, 10_000.0):
        exp = Experiment(KEY, data, RunParameters(epsilon=eps))
        law = pac_learning.error_law(scenario.setup(data, exp.params.setting_values), exp.mechanism.pmf)
        assert set(np.flatnonzero(np.isclose(exp.mechanism.pmf, exp.mechanism.pmf.max()))) == set(law.erm)
    assert exp.mechanism.pmf[law.erm].sum() == pytest.approx(1.0, abs=1e-12)
    assert law.expected_empirical == pytest.approx(law.errors.min() / data.n)


@pytest.mark.parametrize("preset", [0, 1])
def test_simulated_errors_match_the_exact_law(preset):
    data = scenario.SCENARIO.load_preset(list(scenario.SCENARIO.presets)[preset])
    exp = Experiment(KEY, data, RunParameters(epsilon=0.5, **scenario.SCENARIO.preset_settings(
        list(scenario.SCENARIO.presets)[preset])))
    s = scenario.setup(data, exp.params.setting_values)
    law = pac_learning.error_law(s, exp.mechanism.pmf)
    counts = exp.mechanism.sample_counts(40_000, np.random.default_rng(2024))
    keys, freq, _lo, _hi = pac_learning.simulated_empirical(law, counts)
    exact_keys, exact = law.empirical()
    np.testing.assert_allclose(keys, exact_keys)
    observed, expected = freq * 40_000, exact * 40_000
    big = expected >= 5  # pool the rare error values into one cell
    obs = np.append(observed[big], observed[~big].sum())
    exp_ = np.append(expected[big], expected[~big].sum())
    keep = exp_ > 0
    _chi2, p = stats.chisquare(obs[keep], exp_[keep] * obs[keep].sum() / exp_[keep].sum())
    assert p > 0.001


def test_true_error_is_noise_plus_disagreement():
    truth = pac.Truth(pac.INTERVALS, 30, pac.parse_concept(pac.INTERVALS, 30, "5-12"), 0.15)
    true = pac.concept_errors(pac.INTERVALS, 30, *truth.weights())
    xs = np.arange(30)
    target = pac.predictions(pac.INTERVALS, 30, xs, np.array([truth.target]))[:, 0]
    disagree = (pac.predictions(pac.INTERVALS, 30, xs) != target[:, None]).mean(axis=0)
    np.testing.assert_allclose(true, 0.15 + (1 - 2 * 0.15) * disagree, atol=1e-12)


def test_simulated_datasets_have_the_stated_noise():
    data = generate(pac.THRESHOLDS, 50, 20, 0.2, 20_000, seed=5)
    wrong = pac.predictions(pac.THRESHOLDS, 50, np.array([int(c) for c in data.cells]), np.array([20]))[:, 0] \
        != data.labels.astype(bool)
    assert abs(wrong.mean() - 0.2) < 3 * math.sqrt(0.2 * 0.8 / 20_000)


def test_curves_are_exact_per_dataset_and_shrink_with_n():
    data = scenario.SCENARIO.load_preset(next(iter(scenario.SCENARIO.presets)))
    exp = Experiment(KEY, data, RunParameters(epsilon=1.0))
    s = scenario.setup(data, exp.params.setting_values)
    curves = pac_learning.learning_curves(s, exp.mechanism, np.array([20, 2000]), seed=1, draws=40)
    assert curves.known and curves.draws == 40
    mean, lo, hi = curves.em_true
    assert lo[0] <= mean[0] <= hi[0] and mean[1] < mean[0]
    assert mean[1] == pytest.approx(0.1, abs=0.02)  # at large n the learner reaches the noise rate


def test_the_bound_and_its_n():
    m, eps, beta = 101, 1.0, 0.05
    alpha = 0.1
    n = pac_learning.sample_size(alpha, m, eps, beta)
    assert n == math.ceil(2 * (math.log(m) + math.log(1 / beta)) / (alpha * eps))
    assert pac_learning.privacy_alpha(n, m, eps, beta) <= alpha < pac_learning.privacy_alpha(n - 1, m, eps, beta)
    first = pac_learning.first_n_below(0.4, m, eps, beta, 0.1)
    assert pac_learning.true_error_bound(first, m, eps, beta, 0.1) < 0.4 <= pac_learning.true_error_bound(
        first - 1, m, eps, beta, 0.1)
    assert pac_learning.first_n_below(0.4, m, eps, beta, 0.45) is None


def test_scores_are_monotone_under_add_remove_only():
    data = scenario.SCENARIO.load_preset(next(iter(scenario.SCENARIO.presets)))
    exp = Experiment(KEY, data, RunParameters(epsilon=1.0))
    fams = scenario.neighbour_families(data, exp.problem, "add-remove", str)
    removed, added = (f.block(0, f.size) for f in fams)
    assert (removed >= 0).all() and (added <= 0).all() and removed.max() == 1 and added.min() == -1
    (replace,) = scenario.neighbour_families(data, exp.problem, "replace", str)
    rows = replace.block(0, replace.size)
    assert ((rows > 0).any(axis=1) & (rows < 0).any(axis=1)).any()
    assert exp.problem.monotone == {"add-remove": True, "replace": False}


def test_csv_bad_rows_are_named(tmp_path):
    with pytest.raises(DataError) as e:
        scenario.from_text("x,label\n3,1\n4,maybe\n", "d.csv")
    assert (e.value.row, e.value.column) == (3, "label")
    with pytest.raises(DataError) as e:
        scenario.from_text("x1,x2,label\n0,1,1\n0,2,0\n", "d.csv")
    assert (e.value.row, e.value.column) == (3, "x2")
    with pytest.raises(DataError) as e:
        scenario.from_text("x,label\n3,1\n-4,0\n", "d.csv")
    assert (e.value.row, e.value.column) == (3, "x")
    with pytest.raises(DataError) as e:
        scenario.from_text("# distribution: uniform; class=thresholds; d=10; target=x ≥ 40; noise=0.1\n1,0\n")
    assert e.value.row == 1 and "x ≥ 40" in str(e.value)
    with pytest.raises(ProblemError, match=r"point 2 \(x = 150\) is not on the grid 0 … 99"):
        Experiment(KEY, from_rows([["3", "1"], ["150", "0"]]), RunParameters())
    with pytest.raises(ProblemError, match="lower d to 12"):
        Experiment(KEY, from_rows([["0101", "1"]]), RunParameters(concepts=pac.CONJUNCTIONS, d=13))


def test_csv_round_trip_keeps_the_distribution(tmp_path):
    data = scenario.SCENARIO.load_preset(list(scenario.SCENARIO.presets)[1])
    path = tmp_path / "c.csv"
    scenario.write_csv(path, data)
    again = scenario.SCENARIO.read_csv(path)
    assert again.cells == data.cells and (again.labels == data.labels).all() and again.truth == data.truth
    table = scenario.SCENARIO.table
    back, excluded = table.dataset(table.check(table.from_dataset(data), "s", "t"))
    assert back.truth == data.truth and excluded == 0


def test_cli_run_reports_the_learning_keys(tmp_path):
    out = run_cli("run", KEY, "--example", "--trials", "500", "--seed", "3", "--json", "-")
    assert out.returncode == 0, out.stderr
    r = json.loads(out.stdout)["learning"]
    assert r["concept_class"] == "thresholds" and r["class_size"] == 101 and r["true_error_known"]
    assert r["erm_concept"] == "x ≥ 38" and r["erm_empirical_error"] == 0.08
    data = scenario.SCENARIO.load_preset(next(iter(scenario.SCENARIO.presets)))
    exp = Experiment(KEY, data, RunParameters(epsilon=1.0))
    law = pac_learning.error_law(scenario.setup(data, exp.params.setting_values), exp.mechanism.pmf)
    assert r["expected_empirical_error"] == pytest.approx(law.expected_empirical, rel=1e-12)
    assert r["expected_true_error"] == pytest.approx(law.expected_true, rel=1e-12)
    assert r["bound"]["n_bound_below_base_rate"] == 284 and r["bound"]["form"] == pac_learning.BOUND_FORM
    csv = tmp_path / "points.csv"
    csv.write_text("x,label\n1,0\n2,0\n7,1\n9,1\n")
    out = run_cli("run", KEY, "--data", csv, "--epsilon", "2", "--d", "10", "--concepts", "intervals", "--json", "-")
    assert out.returncode == 0, out.stderr
    r = json.loads(out.stdout)["learning"]
    assert r["concept_class"] == "intervals" and r["expected_true_error"] is None and not r["true_error_known"]
    assert "no distribution" in r["why_true_error_unknown"]


@pytest.mark.parametrize("cls", list(SMALL))
def test_the_generator_states_its_distribution_and_reads_typed_targets(cls):
    d = SMALL[cls]
    settings = {"concepts": float(cls), "d": float(d)}
    values = {"target": "random", "noise": 0.1, "n": 50}
    a = scenario.SCENARIO.generator.build(values, 7, settings)
    b = scenario.SCENARIO.generator.build(values, 7, settings)
    assert a.n == 50 and a.cells == b.cells and a.truth == b.truth and a.truth.cls == cls and a.truth.d == d
    label = pac.concept_label(cls, d, a.truth.target)
    typed = scenario.SCENARIO.generator.build({**values, "target": label}, 7, settings)
    assert typed.truth.target == a.truth.target
    with pytest.raises(ProblemError, match="is not one of the"):
        scenario.SCENARIO.generator.build({**values, "target": "x9 ≥ banana"}, 7, settings)


def test_one_point_changed_is_a_neighbour():
    data = from_rows([["3", "1"], ["5", "0"]])
    assert scenario.neighbour_dataset(data, "remove", 0, None).cells == ("5",)
    assert scenario.neighbour_dataset(data, "add", None, "7,1").cells == ("3", "5", "7")
    changed = scenario.neighbour_dataset(data, "replace", 1, "8 1")
    assert changed.cells == ("3", "8") and list(changed.labels) == [1, 1]
    with pytest.raises(ProblemError, match="type the new point and its label"):
        scenario.neighbour_dataset(data, "add", None, "7")
