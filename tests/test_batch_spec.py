"""Experiment files: good ones give the grid they say; every mistake is one `error:` line naming the file, the
line and the key, exit 2, and nothing is written."""
import hashlib
import io
from pathlib import Path

import pytest

from expmech_gui.batch import grid, spec
from expmech_gui.cli import main
from expmech_gui.scenarios import SCENARIOS

PRESETS = Path(__file__).resolve().parents[1] / "resources" / "presets"
VOTES = PRESETS / "teacher_of_the_year.csv"
VOTING = next(k for k, s in SCENARIOS.items() if any(p.filename == VOTES.name for p in s.presets.values()))
PRICING = next(k for k, s in SCENARIOS.items() if s.setting("alpha") is not None)

MINIMAL = f"""format_version = 1
scenario = "{VOTING}"
data = ["votes.csv"]        # paths relative to the spec file; presets as "preset:NAME"
seed = 7
[grid]
epsilon = [0.1, 1.0]        # or "0.01:10:20" (log-spaced)
mechanism = ["exponential", "permute-and-flip"]
trials = [1000]
"""


def write_spec(folder: Path, text: str) -> Path:
    (folder / "votes.csv").write_bytes(VOTES.read_bytes())
    (folder / "bad.csv").write_text("candidate,votes\nA,1\nB,x\n", encoding="utf-8")
    path = folder / "exp.toml"
    path.write_text(text, encoding="utf-8")
    return path


def batch(*args):
    out, err = io.StringIO(), io.StringIO()
    code = main(["batch", *map(str, args)], out, err)
    return code, out.getvalue(), err.getvalue()


def test_the_minimal_spec_reads_as_written(tmp_path):
    s = spec.load(write_spec(tmp_path, MINIMAL))
    assert s.scenarios == (VOTING,) and s.seed == 7
    assert [(a.name, a.values) for a in s.grid] == [("epsilon", (0.1, 1.0)),
                                                     ("mechanism", ("exponential", "permute-and-flip")),
                                                     ("trials", (1000,))]
    assert s.data[VOTING][0].source == tmp_path / "votes.csv"
    cells = grid.cells(s, ["h"])
    assert [(c.value("epsilon"), c.value("mechanism")) for c in cells] == [
        (0.1, "exponential"), (0.1, "permute-and-flip"), (1.0, "exponential"), (1.0, "permute-and-flip")]
    assert len({c.seed for c in cells}) == 4 and all(0 <= c.seed < 2**63 for c in cells)


def test_ranges_are_log_spaced_or_linear_with_exact_ends(tmp_path):
    text = MINIMAL.replace('epsilon = [0.1, 1.0]', 'epsilon = ["0.01:10:4", "2:3:3:lin"]')
    s = spec.load(write_spec(tmp_path, text.replace("trials = [1000]", 'trials = "10:1000:3"')))
    eps = dict((a.name, a.values) for a in s.grid)
    assert eps["epsilon"][0] == 0.01 and eps["epsilon"][3] == 10.0
    assert eps["epsilon"][1] == pytest.approx(0.1) and eps["epsilon"][4:] == (2.0, 2.5, 3.0)
    assert eps["trials"] == (10, 100, 1000)


def test_a_cell_seed_depends_on_what_the_cell_is_not_where_it_sits(tmp_path):
    one = grid.cells(spec.load(write_spec(tmp_path, MINIMAL)), ["h"])
    more = grid.cells(spec.load(write_spec(tmp_path, MINIMAL.replace("[0.1, 1.0]", "[0.05, 0.1, 0.5, 1.0]"))), ["h"])
    seeds = {(c.value("epsilon"), c.value("mechanism")): c.seed for c in more}
    assert all(seeds[(c.value("epsilon"), c.value("mechanism"))] == c.seed for c in one)
    other = grid.cells(spec.load(write_spec(tmp_path, MINIMAL.replace("seed = 7", "seed = 8"))), ["h"])
    assert not {c.seed for c in one} & {c.seed for c in other}


def test_a_setting_applies_only_to_the_scenarios_that_have_it(tmp_path):
    text = f"""format_version = 1
scenario = ["{PRICING}", "{VOTING}"]
seed = 1
[data]
{PRICING} = ["preset:lecture_valuations"]
{VOTING} = ["votes.csv"]
[grid]
epsilon = [0.5, 1]
alpha = [0.01, 0.1, 0.5]
"""
    cells = grid.cells(spec.load(write_spec(tmp_path, text)), ["a", "b"])
    assert len(cells) == 2 * 3 + 2
    assert [c.value("alpha") for c in cells if c.scenario == VOTING] == [None, None]


@pytest.mark.parametrize("change, message", [
    (("seed = 7", "seed = 7\nepsilom = 1"), "exp.toml, line 5, epsilom: unknown key 'epsilom'"),
    (("trials = [1000]", "trials = [1000]\nepsilom = [1]"),
     "exp.toml, line 9, grid.epsilom: unknown key 'epsilom' (did you mean 'epsilon'?)"),
    (("[0.1, 1.0]", '"0.1:1"'), "exp.toml, line 6, grid.epsilon: a range is \"LO:HI:N\""),
    (("[0.1, 1.0]", '"0:1:5"'), "exp.toml, line 6, grid.epsilon: in the range '0:1:5': ε must be at least"),
    (("[0.1, 1.0]", '"1:0.1:5"'), "exp.toml, line 6, grid.epsilon: in the range '1:0.1:5': HI (0.1) must be at least"),
    (("[0.1, 1.0]", "[0.1, 0]"), "exp.toml, line 6, grid.epsilon[1]: ε must be at least 0.000001"),
    (('"permute-and-flip"]', '"permute-and-flop"]'), "exp.toml, line 7, grid.mechanism[1]: 'permute-and-flop' is not "
                                                     "one of"),
    (("[1000]", "[10.5]"), "exp.toml, line 8, grid.trials[0]: '10.5' is not a whole number"),
    (("seed = 7\n", ""), "exp.toml, seed: seed is missing"),
    (("format_version = 1", "format_version = 2"), "exp.toml, line 1, format_version: this expmech reads "
                                                   "format_version 1, not 2"),
    (('"votes.csv"', '"nothere.csv"'), "exp.toml, line 3, data[0]: the data file nothere.csv does not exist"),
    (('"votes.csv"', '"bad.csv"'), "exp.toml, line 3, data[0]: bad.csv, row 3, column 'votes': 'x' is not a number"),
    (('"votes.csv"', '"."'), "exp.toml, line 3, data[0]: the data file . is not a regular file"),
    (("[0.1, 1.0]", '"0.1:10:3:cubic"'), "exp.toml, line 6, grid.epsilon: a range is \"LO:HI:N\""),
    (('"votes.csv"', '"preset:Nope"'), "exp.toml, line 3, data[0]: Voting has no preset 'Nope'"),
    (("[grid]", "[grid]\nalpha = 0.1"), "exp.toml, line 6, grid.alpha: alpha is a setting of the"),
    (("mechanism = [", "mechanism = ["), None),
    (("[1000]", "[1000, 1000]"), "exp.toml, line 8, grid.trials: the value 1000 is given twice"),
    (("seed = 7", "seed = 7\n[record]\nfields = [\"expected_scor\"]"),
     "exp.toml, line 6, record.fields[0]: 'expected_scor' is not a field of the run JSON (did you mean "
     "'expected_score'?)"),
    (("seed = 7", "seed = 7\nseed = 8"), "exp.toml, line 5, column 9: not valid TOML: a key is given a value twice"),
    (("[1000]\n", "[1000\n\n"), "exp.toml, line 8, column 15: not valid TOML: a list opened with '[' is not "
                                  "closed with ']'"),  # at the end of the file (tomllib: "end of document")
    (("seed = 7", "seed 7"), "exp.toml, line 4, column 6: not valid TOML: a key needs '=' and a value after it"),
    (("scenario = ", "scenario = 'x' #"), "exp.toml, line 2, scenario: unknown scenario 'x'"),
])
def test_mistakes_name_the_line_and_key_exit_2_and_write_nothing(tmp_path, change, message):
    path = write_spec(tmp_path, MINIMAL.replace(*change))
    out = tmp_path / "out"
    code, stdout, err = batch(path, "--out", out)
    if message is None:
        assert code == 0
        return
    assert code == 2, err
    assert err.replace(f"{tmp_path}/", "").startswith("error: " + message), err
    assert err.count("\n") == 1 and stdout == ""
    assert not out.exists()


def test_a_changed_data_file_is_refused_by_its_hash(tmp_path):
    path = write_spec(tmp_path, MINIMAL)
    good = hashlib.sha256((tmp_path / "votes.csv").read_bytes()).hexdigest()
    pinned = MINIMAL.replace('data = ["votes.csv"]', f'data = [{{ path = "votes.csv", sha256 = "{good}" }}]')
    path.write_text(pinned, encoding="utf-8")
    assert batch(path, "--check")[0] == 0
    (tmp_path / "votes.csv").write_text("candidate,votes\nA,1\nB,2\n", encoding="utf-8")
    code, _, err = batch(path, "--out", tmp_path / "out")
    assert code == 2
    assert err.startswith(f"error: {path}, line 3, data[0]: votes.csv has SHA-256 ") and f"file says {good}" in err
    assert not (tmp_path / "out").exists()


def test_a_missing_spec_and_flags_that_exclude_each_other(tmp_path):
    code, _, err = batch(tmp_path / "none.toml")
    assert code == 2 and "none.toml" in err and err.startswith("error: ")
    path = write_spec(tmp_path, MINIMAL)
    code, _, err = batch(path, "--workers", 2, "--dask", "local:2")
    assert code == 2 and "--workers and --dask" in err
    code, _, err = batch(path, "--workers", 0)
    assert code == 2 and "--workers must be at least 1" in err


def test_check_counts_the_cells_and_writes_nothing(tmp_path):
    path = write_spec(tmp_path, MINIMAL)
    code, out, _ = batch(path, "--check")
    assert code == 0 and "4 cells over 1 dataset" in out
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.csv", "exp.toml", "votes.csv"]


@pytest.mark.parametrize("flags, extra", [(("--format", "parquet"), "pip install 'expmech-gui[batch]'"),
                                          (("--dask", "local:2"), "pip install 'expmech-gui[cluster]'")])
def test_a_flag_whose_package_is_missing_names_the_extra(tmp_path, monkeypatch, flags, extra):
    from expmech_gui.batch import runner

    real = runner.importlib.import_module

    def missing(name, *args):
        if name.split(".")[0] in ("pyarrow", "dask"):
            raise ImportError(name)
        return real(name, *args)

    monkeypatch.setattr(runner.importlib, "import_module", missing)
    code, _, err = batch(write_spec(tmp_path, MINIMAL), "--out", tmp_path / "out", *flags)
    assert code == 2 and err.startswith("error: ") and err.rstrip().endswith(extra)
    assert not (tmp_path / "out").exists()


# MINIMAL for top-k by peeling
TOPK_MINIMAL = MINIMAL.replace(f'scenario = "{VOTING}"', 'scenario = "topk"').replace(
    'mechanism = ["exponential", "permute-and-flip"]', 'mechanism = ["peeling"]')


def refused_check(tmp_path, text: str) -> str:
    """`batch --check` of the spec ``text``: refused (exit 2, nothing on stdout); its error with the folder left out."""
    code, stdout, err = batch(write_spec(tmp_path, text), "--check")
    assert code == 2 and stdout == "", err
    return err.replace(f"{tmp_path}/", "")


@pytest.mark.parametrize("fields, index, name, instead", [('["expected_score", "opt"]', 0, "expected_score",
                                                           "expected_total"),
                                                          ('["n", "opt"]', 1, "opt", "best_total")])
def test_top_k_s_first_pick_fields_are_refused_naming_the_whole_release_s(tmp_path, fields, index, name, instead):
    """Top-k releases k at once: a spec recording its `expected_score` or `opt` got the first pick's values under
    those names (only a doc line said so); it is refused, line and field named, with the k-set's field to use. A
    mixed spec is refused alike (its table has one meaning per column); the default and the whole release's fields
    are read; a one-choice scenario still records `expected_score` and `opt`."""
    text = TOPK_MINIMAL
    record = f"seed = 7\n[record]\nfields = {fields}"
    assert refused_check(tmp_path, text.replace("seed = 7", record)) == (
        f"error: exp.toml, line 6, record.fields[{index}]: '{name}' would be only the first of the k picks' for topk, "
        f"whose run releases k at once: record '{instead}' instead (the whole release's; for a one-choice scenario "
        f"the same number as '{name}')\n")
    mixed = text.replace('scenario = "topk"', f'scenario = ["topk", "{VOTING}"]').replace(
        'data = ["votes.csv"]', f'[data]\ntopk = ["votes.csv"]\n{VOTING} = ["votes.csv"]').replace(
        'mechanism = ["peeling"]', "").replace("seed = 7\n", "")
    mixed = "seed = 7\n" + mixed.replace("[grid]", f"[record]\nfields = {fields}\n[grid]")
    code, _stdout, err = batch(write_spec(tmp_path, mixed), "--check")
    assert code == 2 and f"record.fields[{index}]: '{name}' would be only the first" in err, err
    assert spec.load(write_spec(tmp_path, text)).record.fields == ("expected_total", "best_total")
    whole = text.replace("seed = 7", 'seed = 7\n[record]\nfields = ["expected_total", "best_total", "n"]')
    assert spec.load(write_spec(tmp_path, whole)).record.fields == ("expected_total", "best_total", "n")
    assert spec.load(write_spec(tmp_path, MINIMAL.replace("seed = 7", record))).record.fields == tuple(
        fields.strip("[]").replace('"', "").split(", "))


@pytest.mark.parametrize("name", ["empirical_mean_score", "fraction_below_threshold", "bound.probability",
                                  "bound.exact_tail"])
def test_top_k_s_first_pick_only_fields_are_refused_with_what_to_record(tmp_path, name):
    """The simulated mean score, the share below the threshold and the utility bound of a top-k cell are its first
    pick's alone (counted over first picks; one selection's bound), with no whole-release version in a cell: refused
    for top-k, naming the fields to record; still read for a one-choice scenario."""
    text = TOPK_MINIMAL
    record = f'seed = 7\n[record]\nfields = ["n", "{name}"]'
    assert refused_check(tmp_path, text.replace("seed = 7", record)) == (
        f"error: exp.toml, line 6, record.fields[1]: '{name}' would be only the first of the k picks' for topk, "
        "whose run releases k at once, and a cell has no whole-release version of it: record 'expected_total' and "
        "'best_total' (exact) or the counts instead\n")
    one_choice = MINIMAL.replace("seed = 7", record)
    assert spec.load(write_spec(tmp_path, one_choice)).record.fields == ("n", name)
