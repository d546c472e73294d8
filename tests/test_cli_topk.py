"""`expmech run top-k`: the JSON keys, the --k and --mechanism checks, sessions."""
import json

import pytest

from clihelp import run_here
from conftest import PRESETS

VOTES = PRESETS / "teacher_of_the_year.csv"


def run_json(*args):
    r = run_here("run", "top-k", "--data", VOTES, *args, "--seed", "5", "--trials", "4000", "--json", "-")
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


@pytest.mark.parametrize("method", ["peeling", "gumbel", "laplace"])
def test_run_top_k_json_keys(method):
    d = run_json("--k", "3", "--epsilon", "1", "--mechanism", method)
    for key in ("candidates", "scores", "k", "inclusion_probabilities", "inclusion_frequencies",
                "expected_recovered", "privacy"):
        assert key in d
    assert d["k"] == 3 and d["parameters"]["mechanism"] == method
    assert sum(d["inclusion_frequencies"]) == pytest.approx(3)
    assert d["privacy"]["selections"] == 3 and d["privacy"]["per_selection_epsilon"] == 0.5
    if method == "laplace":
        assert d["inclusion_probabilities"] is None and d["privacy"]["total_epsilon"] == 1.5
        assert d["expected_recovered_source"] == "simulated"
    else:
        assert sum(d["inclusion_probabilities"]) == pytest.approx(3)
        assert d["privacy"]["composition"] == "kov_optimal" and d["privacy"]["total_epsilon"] < 1.5
        assert d["privacy"]["bill"]["methods"]["bounded_range_optimal"] is None  # k adaptive selections
        assert d["privacy"]["pay_what_you_get_epsilon"] == 1.5  # Durfee–Rogers: no better than k·ε at k = 3


def test_peeling_and_gumbel_agree_exactly():
    a, b = run_json("--k", "2", "--epsilon", "0.3", "--mechanism", "peeling"), \
        run_json("--k", "2", "--epsilon", "0.3", "--mechanism", "gumbel")
    assert a["inclusion_probabilities"] == pytest.approx(b["inclusion_probabilities"], rel=1e-12)


@pytest.mark.parametrize("method,title", [("laplace", "One-shot Laplace top-k"), ("gumbel", "One-shot Gumbel top-k")])
def test_the_text_names_the_method_by_its_title_and_a_candidate_never_drawn_from_exactly_0(method, title):
    """The method as the app titles it (not lower-cased: 'one-shot laplace top-k'), and the 95 % interval of a
    candidate no simulated k-set held starts at exactly 0 (not '1.73472e-18', the Wilson formula's rounding)."""
    r = run_here("run", "top-k", "--example", "--k", "3", "--mechanism", method, "--seed", "1", "--trials", "200")
    assert r.returncode == 0, r.stderr
    assert f"top-k: k = 3 by {title}" in r.stdout
    never = [line for line in r.stdout.splitlines() if line.startswith("        Mr Novak") and "to" in line]
    assert never and never[-1].split()[-3:-1] == ["0", "to"], r.stdout
    assert "e-1" not in r.stdout.split("95% interval")[-1], r.stdout


def test_default_mechanism_is_peeling_and_text_output():
    r = run_here("run", "top-k", "--data", VOTES, "--k", "2", "--epsilon", "1", "--seed", "1")
    assert r.returncode == 0, r.stderr
    assert "top-k: k = 2 by Peeling (k exponential mechanisms)\n" in r.stdout and "privacy: 2 selections" in r.stdout
    assert "pay what you get (Durfee–Rogers 2019): ε = 1 for the k-set" in r.stdout


@pytest.mark.parametrize("args,needle", [
    (("--k", "7"), "k (how many candidates to select) must be a whole number from 1 to the number of candidates, 6"),
    (("--k", "0"), "k"),
    (("--k", "2.5"), "k"),
    (("--k", "2", "--mechanism", "permute-and-flip"), "takes --mechanism peeling or gumbel or laplace"),
])
def test_bad_k_and_mechanism_are_refused(args, needle):
    r = run_here("run", "top-k", "--data", VOTES, "--epsilon", "1", *args)
    assert r.returncode == 2 and needle in r.stderr and r.stderr.startswith("error:")


def test_other_scenarios_refuse_top_k_methods_and_k():
    r = run_here("run", "voting", "--data", VOTES, "--epsilon", "1", "--mechanism", "peeling")
    assert r.returncode == 2 and "peeling" in r.stderr
    r = run_here("run", "voting", "--data", VOTES, "--epsilon", "1", "--k", "2")
    assert r.returncode == 2 and "--k applies only to the topk and topk_likes scenarios" in r.stderr


def test_session_keeps_the_method_and_k(tmp_path):
    from expmech_gui import sessions
    from expmech_gui.io.session import SessionState, WorkspaceState
    from expmech_gui.scenarios import SCENARIOS

    sc = SCENARIOS["topk"]
    ws = WorkspaceState(data=sc.table.from_dataset(sc.load_preset(sc.preset_names[0])),
                        parameters={"epsilon": "1", "k": "2", "mechanism": "laplace"})
    path = tmp_path / "t.expmech"
    sessions.save(path, SessionState({"topk": ws}, "topk"))
    params = sessions.workspace_parameters("topk", sessions.load(path).workspaces["topk"])
    assert params.mechanism == "laplace" and params.setting_values["k"] == 2
    r = run_here("run", "--session", path, "--seed", "2", "--json", "-")
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    assert d["k"] == 2 and d["parameters"]["mechanism"] == "laplace"


def test_most_likely_sets_and_account_charges_k_releases_per_run():
    d = run_json("--k", "2", "--epsilon", "1")
    sets = d["selections_exact"]
    assert sets["ordered_count"] == 30 and sets["unordered_count"] == 15
    assert sets["unordered"][0]["candidates"] == [0, 1]
    assert sum(s["probability"] for s in sets["unordered"]) <= 1 + 1e-12
    r = run_here("account", "top-k", "--data", VOTES, "--epsilon", "1", "--releases", "2", "--k", "3", "--json", "-")
    assert r.returncode == 0, r.stderr
    bill = json.loads(r.stdout)
    assert bill["releases"] == 6 and bill["epsilon"] == 0.5 and bill["mechanism"].startswith("peeling")


@pytest.mark.parametrize("scenario,rows,k,eps", [
    ("top-k", None, 5, "100"),  # the teacher preset: every weight after the first underflows
    ("top-k", "candidate,votes\na,0\nb,5\nc,9\nd,9\n", 3, "1000"),
    ("top-k-likes", "name,A,B,C,D\np,1,1,1,0\nq,1,1,0,0\nr,1,0,0,0\n", 4, "1000"),
])
def test_top_k_at_huge_epsilon_selects_distinct_candidates(tmp_path, scenario, rows, k, eps):
    """Issue 37: peeling at ε where all remaining weights underflow printed NaN (an internal error) and drew the
    last candidate twice; now the JSON is valid and the exact law is degenerate on the true order."""
    data = VOTES
    if rows is not None:
        data = tmp_path / "data.csv"
        data.write_text(rows, encoding="utf-8")
    r = run_here("run", scenario, "--data", data, "--k", str(k), "--epsilon", eps, "--seed", "5", "--trials", "2000",
                "--json", "-")
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)  # json.loads accepts NaN: check it is absent too
    assert "NaN" not in r.stdout and d["k"] == k
    assert d["inclusion_frequencies"] == pytest.approx(d["inclusion_probabilities"], abs=1e-12)
    assert sorted(d["inclusion_frequencies"], reverse=True)[:k] == [1.0] * k


@pytest.mark.parametrize("method,title", [("gumbel", "One-shot Gumbel top-k"), ("peeling", "Peeling")])
def test_the_text_names_the_top_k_method_not_the_one_choice_mechanism_of_its_key(method, title):
    """`--mechanism gumbel` on top-k is one-shot Gumbel top-k, not report-noisy-max's one choice; the header says
    the lines above the table are the first pick's."""
    r = run_here("run", "top-k", "--data", VOTES, "--k", "2", "--epsilon", "1", "--seed", "1", "--mechanism", method)
    assert r.returncode == 0, r.stderr
    head = r.stdout.splitlines()[0]
    assert f"({title}" in head and "Report-noisy-max" not in head and "Exponential mechanism" not in head
    assert "the first pick's numbers, then the whole release's" in head


def test_sweep_gives_the_k_set_s_exact_total_beside_the_first_pick_s_columns():
    """`expmech sweep top-k --mechanism gumbel`: the E[total] column is the k-set's exact expected total (the core's
    enumerated law), not one choice's E[votes]; Laplace, with no exact law, gets '—'."""
    from expmech_gui.core.mechanisms import make_mechanism
    from expmech_gui.experiment import Experiment, RunParameters
    from expmech_gui.scenarios.topk import selection, topk
    from expmech_gui.scenarios.voting import voting

    r = run_here("sweep", "top-k", "--data", VOTES, "--k", "3", "--epsilon", "0.5:2:3", "--mechanism", "gumbel",
                "--trials", "10", "--seed", "1")
    assert r.returncode == 0, r.stderr
    rows = [line.split() for line in r.stdout.splitlines()[2:5]]
    pr = Experiment(topk.SCENARIO, voting.read_votes_csv(VOTES), RunParameters(epsilon=1.0, k=3)).problem
    for row in rows:
        law = selection.peeling_law(make_mechanism("exponential", pr, float(row[0])).log_pmf, 3, pr.scores)
        assert float(row[-1]) == pytest.approx(float(law.inclusion @ pr.scores), rel=1e-5)
        assert float(row[-1]) > 90 > float(row[2])  # the k-set's total, beside the first pick's E[votes]
    r = run_here("sweep", "top-k", "--data", VOTES, "--k", "3", "--epsilon", "1", "--mechanism", "laplace",
                "--trials", "10", "--seed", "1")
    assert r.returncode == 0 and r.stdout.splitlines()[2].split()[-1] == "—"
