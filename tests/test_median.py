"""The median / quantile scenario: its exact pmf against brute force, the neighbour families against rebuilt
neighbours, settings refused by name, presets, and `expmech run median … --json -`."""
import io
import json

import numpy as np
import pytest

from expmech_gui import cli
from expmech_gui.core.mechanisms import make_mechanism
from expmech_gui.core.problem import ProblemError
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.core.errors import DataError
from expmech_gui.scenarios import SCENARIOS
from expmech_gui.scenarios.median import median
from expmech_gui.scenarios.pricing import pricing
from expmech_gui.scenarios.pricing.pricing import Valuations

VALUES = [0.2, 0.35, 0.4, 0.55, 0.9, 0.9, 0.12]


@pytest.fixture
def registered():
    """The median scenario, as the registry holds it."""
    return SCENARIOS[median.SCENARIO.key]


def brute_force(values, q, grid, eps):
    logw = [-abs(sum(v < h for v in values) - q * len(values)) * eps / 2 for h in grid]
    w = np.exp(np.array(logw) - max(logw))
    return w / w.sum()


@pytest.mark.parametrize("q,eps,step", [(0.5, 1.0, 0.01), (0.25, 0.1, 0.05), (0.9, 10.0, 0.1), (0.0, 3.0, 0.2)])
def test_pmf_equals_brute_force(q, eps, step):
    pr = median.problem(Valuations(VALUES), q, 0.0, 1.0, step)
    pmf = make_mechanism("exponential", pr, eps).pmf
    assert np.max(np.abs(pmf - brute_force(VALUES, q, pr.values, eps))) <= 1e-12
    assert pr.sensitivity == 1 and pr.extras["quantile"] == q


def test_the_grid_is_fixed_by_the_settings_not_the_data():
    a = median.problem(Valuations([0.1, 0.2]), 0.5, 0.0, 1.0, 0.25)
    b = median.problem(Valuations([5.0, 9.0]), 0.5, 0.0, 1.0, 0.25)
    assert a.values.tolist() == b.values.tolist() == [0.0, 0.25, 0.5, 0.75, 1.0]
    assert a.labels[1] == "$0.25"


@pytest.mark.parametrize("settings,field", [({"lo": 2.0, "hi": 1.0}, "hi"), ({"step": 1e-9}, "step"),
                                            ({"quantile": 1.5}, "quantile")])
def test_bad_settings_are_refused_naming_the_field(settings, field):
    with pytest.raises(ProblemError, match=field):
        median.SCENARIO.problem(Valuations(VALUES), settings)


def test_any_finite_number_is_data_and_values_outside_the_grid_are_clamped():
    """Issue 37: negative values are data (the grid may be negative); values outside [lo, hi] count as lo or hi,
    as diffprivlib's quantile clips them to its bounds."""
    data = median.SCENARIO.from_text("value\n-12.5\n-3\n$-1\n0.5\n40\n")
    assert data.values.tolist() == [-12.5, -3.0, -1.0, 0.5, 40.0]
    pr = median.problem(data, 0.5, -5.0, 5.0, 0.5)
    same = median.problem(median.Values([-5.0, -3.0, -1.0, 0.5, 5.0]), 0.5, -5.0, 5.0, 0.5)
    np.testing.assert_array_equal(pr.scores, same.scores)
    rows = median.SCENARIO.table.from_dataset(data)
    assert median.SCENARIO.table.dataset(rows)[0].values.tolist() == data.values.tolist()
    moved = median.neighbour_dataset(data, "replace", 4, "-7")
    assert moved.values.tolist() == [-12.5, -3.0, -1.0, 0.5, -7.0]
    with pytest.raises(DataError, match="row 3, column 'value': 'nan' is not a finite number"):
        median.SCENARIO.from_text("value\n1\nnan\n")
    with pytest.raises(DataError, match="at least 0"):  # pricing's valuations keep their floor
        pricing.SCENARIO.from_text("value\n1\n-2\n")


def test_no_data_is_refused_in_words():
    with pytest.raises(ProblemError, match="at least one value"):
        median.problem(Valuations([]))


WIDE = [-3.0, 0.2, 0.35, 7.5, -0.4, 0.9, 0.12]  # values below lo and above hi: clamped to the grid's ends


@pytest.mark.parametrize("data", [VALUES, WIDE])
@pytest.mark.parametrize("notion", ["add-remove", "replace"])
def test_neighbour_families_are_the_score_changes_of_the_rebuilt_neighbours(notion, data):
    vals = median.Values(data)
    q, lo, hi, step = 0.3, 0.1, 1.0, 0.1
    pr = median.problem(vals, q, lo, hi, step)
    fams = median.neighbour_families(vals, pr, notion, lambda i: f"person {i + 1}")
    grid = pr.values
    worst = 0.0
    for fam in fams:
        rows = fam.block(0, fam.size)
        assert rows.shape == (fam.size, pr.m)
        worst = max(worst, float(np.max(np.abs(rows))))
        for r in range(fam.size):  # rebuild D′ from the description's bin and compare
            text = fam.describe(r)
            assert text
        if fam.kind == "add":  # row r: a value in bin r + 1 (a value below lo is clamped into bin 1)
            assert fam.size == pr.m
            for r in range(pr.m):
                b = r + 1
                new = (grid[b - 1] + grid[b]) / 2 if b < pr.m else grid[-1] + 1
                again = median.problem(median.Values(data + [new]), q, lo, hi, step)
                np.testing.assert_allclose(rows[r], again.scores - pr.scores, atol=1e-12)
                if b == 1:
                    below = median.problem(median.Values(data + [-1e6]), q, lo, hi, step)
                    np.testing.assert_allclose(rows[r], below.scores - pr.scores, atol=1e-12)
        if fam.kind == "remove":
            clamped = np.clip(vals.values, lo, hi)
            first = np.unique(np.searchsorted(grid, clamped, side="right"), return_index=True)[1]
            for r, i in enumerate(first):
                again = median.problem(median.Values(np.delete(vals.values, i)), q, lo, hi, step)
                np.testing.assert_allclose(rows[r], again.scores - pr.scores, atol=1e-12)
    assert worst <= pr.sensitivity + 1e-12  # Δ = 1 holds on every neighbour


def test_presets_and_generator(registered):
    for name in median.SCENARIO.presets:
        data = median.SCENARIO.load_preset(name)
        exp = Experiment(median.SCENARIO, data, RunParameters(**median.SCENARIO.preset_settings(name)))
        assert exp.problem.m > 10 and abs(exp.mechanism.pmf.sum() - 1) < 1e-12
    g = median.SCENARIO.generator.build({"kind": "log-normal", "n": 50}, 3, {"hi": 1.0})
    assert g.n == 50


def test_cli_run_median_json(registered, tmp_path):
    data = tmp_path / "values.csv"
    data.write_text("value\n" + "".join(f"{v}\n" for v in VALUES))
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(["run", "median", "--data", str(data), "--epsilon", "2", "--quantile", "0.25", "--lo", "0",
                     "--hi", "1", "--step", "0.05", "--seed", "7", "--json", "-"], out=out, err=err)
    assert code == 0, err.getvalue()
    r = json.loads(out.getvalue())
    grid = [round(0.05 * j, 2) for j in range(21)]
    assert r["scenario"] == "median" and r["candidates"] == grid
    assert np.max(np.abs(np.array(r["probabilities"]) - brute_force(VALUES, 0.25, grid, 2.0))) <= 1e-12
    p = r["parameters"]
    assert (p["quantile"], p["lo"], p["hi"], p["step"]) == (0.25, 0.0, 1.0, 0.05)
    assert sum(r["counts"]) == r["trials"]


def test_cli_refuses_a_bad_grid_naming_the_field(registered, tmp_path):
    data = tmp_path / "values.csv"
    data.write_text("value\n1\n2\n")
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(["run", "median", "--data", str(data), "--epsilon", "1", "--lo", "3", "--hi", "2"],
                    out=out, err=err)
    assert code == 2 and "hi" in err.getvalue() and len(err.getvalue().strip().splitlines()) == 1


@pytest.mark.parametrize("notion", ["add-remove", "replace"])
def test_most_exposed_person_loses_at_most_epsilon(notion):
    from expmech_gui.core.privacy.loss import most_exposed

    vals = median.SCENARIO.load_preset("Median of 200 valuations")
    pr = median.problem(vals, 0.5, 0.0, 1.0, 0.02)
    mech = make_mechanism("exponential", pr, 1.0, "general", notion)
    found = most_exposed(mech, median.neighbour_families(vals, pr, notion, lambda i: f"person {i + 1}"))
    assert 0 < found.loss <= 1.0 + 1e-9 and found.score_sensitivity <= 1 + 1e-9 and found.description


def test_cli_run_median_of_negative_values(registered, tmp_path):
    """Issue 37: `expmech run median` on temperatures below 0 with a grid from −10 to 10 (it used to refuse them:
    "a valuation must be at least 0")."""
    data = tmp_path / "temperatures.csv"
    data.write_text("value\n-4.5\n-2\n-1.5\n0\n3\n-30\n")
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(["run", "median", "--data", str(data), "--epsilon", "2", "--lo", "-10", "--hi", "10",
                     "--step", "0.5", "--seed", "7", "--json", "-"], out=out, err=err)
    assert code == 0, err.getvalue()
    r = json.loads(out.getvalue())
    clamped = [-4.5, -2, -1.5, 0, 3, -10]  # −30 counts as lo = −10
    assert np.max(np.abs(np.array(r["probabilities"]) - brute_force(clamped, 0.5, r["candidates"], 2.0))) <= 1e-12
