"""Top-k's per-candidate chances are the chance to be AMONG the k chosen, not the first pick's: the summary panel, the
report (HTML, PDF, German), `expmech run topk`'s text and the batch table's default columns give the inclusion
probabilities and the k-set's expected total, checked against a brute-force sum over the ordered k-sequences of
m = 4 candidates, k = 2, from the peeling product formula P[a, b] = w(a)/W · w(b)/(W − w(a)), w = e^(c·votes)."""
import csv
import io
import itertools
import math
import shutil
import subprocess

import numpy as np
import pytest

from clihelp import run_cli
from expmech_gui.cli import main
from expmech_gui.core import formatting
from expmech_gui.core.number_locale import localized

VOTES = {"Ada": 5, "Bo": 3, "Cy": 2, "Dee": 0}
CSV = "candidate,votes\n" + "".join(f"{name},{votes}\n" for name, votes in VOTES.items())
K, EPSILON = 2, 1.0


def brute_force(c: float = EPSILON / 2, k: int = K) -> tuple[dict, float, float]:
    """(P[name among the k], E[total votes of the k], the best total) by enumerating every ordered k-sequence of
    distinct candidates; c = ε/(2Δ), Δ = 1 (the general analysis)."""
    names, votes = list(VOTES), list(VOTES.values())
    w = [math.exp(c * v) for v in votes]
    among, total = dict.fromkeys(names, 0.0), 0.0
    for seq in itertools.permutations(range(len(names)), k):
        p, left = 1.0, sum(w)
        for i in seq:
            p *= w[i] / left
            left -= w[i]
        for i in seq:
            among[names[i]] += p
        total += p * sum(votes[i] for i in seq)
    return among, total, float(sum(sorted(votes)[-k:]))


def test_the_brute_force_is_a_law():
    among, total, best = brute_force()
    assert sum(among.values()) == pytest.approx(K, rel=1e-12) and total <= best == 8.0


def topk_workspace(qtbot, make_workspace, tmp_path, runs: int = 4000):
    from guihelp import WAIT, ready

    path = tmp_path / "four.csv"
    path.write_text(CSV, encoding="utf-8")
    ws = make_workspace("topk")
    ready(qtbot, ws, lambda: ws.import_csv(str(path)))
    box = ws.parameter_panel.setting_boxes["k"]
    box.selectAll()
    ready(qtbot, ws, lambda: qtbot.keyClicks(box, str(K)))
    assert ws.experiment.params.setting_values["k"] == K and ws.experiment.params.epsilon == EPSILON
    assert ws.experiment.mechanism.scale == pytest.approx(EPSILON / 2)
    if runs:
        with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
            ws.run_n(runs)
        ws.refresh(force=True)
    return ws


def near(share: float, p: float, n: int) -> bool:
    """A simulated share within 4.5 standard errors of its exact chance (fails by chance ~1 in 150,000)."""
    return abs(share - p) <= 4.5 * math.sqrt(p * (1 - p) / n) + 1e-12


def test_the_summary_says_each_one_s_chance_to_be_among_the_k_and_the_k_s_expected_total(qtbot, make_workspace,
                                                                                          tmp_path):
    among, total, _best = brute_force()
    ws = topk_workspace(qtbot, make_workspace, tmp_path)
    panel = ws.summary_panel
    assert panel.names["among"].text() == "Chance to be among the 2 chosen" and panel.labels["among"].isVisible()
    lines = panel.text("among").split("<br>")
    ranked = sorted(among, key=lambda name: -among[name])
    shares = ws.aggregate.set_counts / ws.aggregate.set_trials
    for line, name in zip(lines[:3], ranked):  # the most likely first, each with the exact chance and the share drawn
        i = list(VOTES).index(name)
        assert line.startswith(f"{name}: {formatting.probability(among[name])} (simulated ")
        assert line == f"{name}: {formatting.probability(among[name])} (simulated {formatting.probability(shares[i])})"
        assert near(shares[i], among[name], ws.aggregate.set_trials)
    assert len(lines) == 4 and lines[-1] == "… and 1 more"  # k + 1 listed, the last one counted
    assert panel.names["set_total"].text() == "Expected total votes of the 2 chosen"
    simulated = float(shares @ np.array(list(VOTES.values()), dtype=float))
    assert panel.text("set_total") == f"{formatting.value(total)} (simulated {formatting.value(simulated)})"
    # the scores plot's dots are the same chances, said so in its legend
    score = ws.plots.score
    x, y = score.prob_curve.getData()
    np.testing.assert_allclose(x if score.categories.horizontal else y, [among[n] for n in VOTES], rtol=1e-9)
    assert any(label.text.startswith("chance among the 2 (") for _sample, label in score.legend.items)
    # the one-selection rows are said to be the first pick's
    assert panel.names["expected"].text() == "Expected votes of the first pick (exact)"
    assert panel.names["empirical"].text() == "Simulated average of the first pick"


def test_a_one_choice_workspace_has_no_k_set_rows(qtbot, make_workspace):
    from guihelp import load_preset

    ws = load_preset(qtbot, make_workspace("voting"))
    panel = ws.summary_panel
    assert not panel.labels["among"].isVisible() and not panel.labels["set_total"].isVisible()
    assert panel.names["expected"].text() == "Expected votes (exact)"


def report_text(ws, tmp_path, name="r") -> dict:
    from expmech_gui.ui.report import report
    from test_report import visible_text

    report.write_html(ws, str(tmp_path / f"{name}.html"))
    report.write_pdf(ws, str(tmp_path / f"{name}.pdf"))
    texts = {"html": " ".join(visible_text((tmp_path / f"{name}.html").read_text(encoding="utf-8")).split())}
    if shutil.which("pdftotext"):
        pdf = subprocess.run(["pdftotext", str(tmp_path / f"{name}.pdf"), "-"], capture_output=True, text=True,
                             check=True).stdout
        texts["pdf"] = " ".join(pdf.replace("\ufb01", "fi").replace("\ufb02", "fl").split())
    return texts


def test_the_report_lists_each_one_s_chance_to_be_among_the_k_not_the_first_pick_s(qtbot, make_workspace, tmp_path):
    among, total, best = brute_force()
    ws = topk_workspace(qtbot, make_workspace, tmp_path)
    ws.run_once()
    first = ws.experiment.mechanism.pmf
    ranked = sorted(among, key=lambda name: -among[name])
    for kind, text in report_text(ws, tmp_path).items():
        listed = ", ".join(f"{name} ({formatting.probability(among[name])})" for name in ranked)
        assert f"Each candidate's chance to be among the 2 chosen: {listed}." in text, kind
        assert (f"The best possible total of the 2 is {formatting.count(best)} votes; on average the 2 chosen get "
                f"{formatting.count(total)} votes together.") in text, kind
        assert "Chance to be among the 2 chosen" in text and "Share of simulated 2-sets" in text, kind
        assert "Chance of being chosen" not in text and "Each candidate's chance of being chosen" not in text, kind
        # the first pick's chance is only ever said as the first pick's
        assert f"Ada ({formatting.probability(first[0])})" not in text, kind
        assert "Accuracy of the first pick:" in text and "Average result of the first pick" in text, kind
        assert f"Average total of the 2 chosen {formatting.count(total)} votes" in text, kind
    html = report_text(ws, tmp_path)["html"]
    for name in VOTES:  # the table's rows: rank, name, votes, the exact chance, then the simulated share
        assert f" {name}" in html and formatting.probability(among[name]) in html


def test_the_german_report_says_among_the_k_in_german(qtbot, make_workspace, tmp_path):
    from expmech_gui.ui import language

    among, _total, _best = brute_force()
    ws = topk_workspace(qtbot, make_workspace, tmp_path, runs=500)
    language.install("de")
    try:
        texts = report_text(ws, tmp_path, "de")
    finally:
        language.install("en")
    for kind, text in texts.items():
        assert "Chance, unter den 2 Gewählten zu sein" in text and "Anteil simulierter 2-Mengen" in text, kind
        assert "im Mittel erreichen die 2 Gewählten zusammen" in text, kind
        assert "among the" not in text and "first pick" not in text, kind
        # ("38 %", as German spaces it; the texts read from the files have their spaces made plain)
        assert " ".join(localized(formatting.probability(among["Cy"], "de"), "de").split()) in text, kind


def test_run_topk_prints_each_one_s_chance_to_be_among_the_k_and_the_expected_total(tmp_path):
    among, total, best = brute_force()
    path = tmp_path / "four.csv"
    path.write_text(CSV, encoding="utf-8")
    r = run_cli("run", "topk", "--data", path, "--k", str(K), "--epsilon", str(EPSILON), "--trials", "3000",
                "--seed", "7")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    start = lines.index("chance to be among the 2 chosen: exact, and the share of the 3,000 simulated 2-sets with "
                        "its 95% interval")
    rows = [line.split() for line in lines[start + 2:start + 2 + len(VOTES)]]
    assert [row[0] for row in rows] == sorted(among, key=lambda name: -among[name])
    for row in rows:
        assert float(row[2]) == pytest.approx(among[row[0]], rel=1e-5)  # 6 significant digits
        assert near(float(row[3]), among[row[0]], 3000) and float(row[4]) <= float(row[3]) <= float(row[6])
    assert (f"expected total score of the 2 chosen: exact {total:.6g} (simulated " in r.stdout
            and f"the best possible total is {best:.6g}" in r.stdout)
    assert "P[first]" in r.stdout and " probability " not in r.stdout  # the one-selection table is the first pick's


def test_the_batch_table_of_top_k_records_the_k_set_s_expected_total_by_default(tmp_path):
    _among, total, best = brute_force()
    (tmp_path / "four.csv").write_text(CSV, encoding="utf-8")
    spec = tmp_path / "topk.toml"
    spec.write_text('format_version = 1\nscenario = "topk"\nseed = 3\n[data]\ntopk = ["four.csv"]\n[grid]\n'
                    f'epsilon = [{EPSILON}]\nk = [{K}]\ntrials = 100\n[record]\nper = "cell"\n', encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert main(["batch", str(spec), "--out", str(tmp_path / "o"), "--workers", "1"], out, err) == 0, err.getvalue()
    with open(tmp_path / "o" / "results.csv", newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 1 and "expected_score" not in rows[0] and "opt" not in rows[0]
    assert float(rows[0]["expected_total"]) == pytest.approx(total, rel=1e-12)
    assert float(rows[0]["best_total"]) == best


def test_the_run_json_has_the_release_s_expected_total_for_every_scenario(tmp_path):
    import json

    _among, total, best = brute_force()
    path = tmp_path / "four.csv"
    path.write_text(CSV, encoding="utf-8")
    d = json.loads(run_cli("run", "topk", "--data", path, "--k", "2", "--epsilon", "1", "--trials", "10", "--seed",
                           "1", "--json", "-").stdout)
    assert d["expected_total"] == pytest.approx(total, rel=1e-12) and d["best_total"] == best
    assert d["simulated_total"] == pytest.approx(np.array(d["inclusion_frequencies"]) @ np.array(d["scores"]))
    laplace = json.loads(run_cli("run", "topk", "--data", path, "--k", "2", "--epsilon", "1", "--trials", "10",
                                 "--mechanism", "laplace", "--seed", "1", "--json", "-").stdout)
    assert laplace["expected_total"] is None and laplace["best_total"] is None
    one = json.loads(run_cli("run", "voting", "--data", path, "--epsilon", "1", "--trials", "10", "--seed", "1",
                             "--json", "-").stdout)
    assert one["expected_total"] == one["expected_score"] and one["best_total"] == one["opt"] == 5.0


def test_the_batch_table_per_candidate_has_each_one_s_chance_to_be_among_the_k(tmp_path):
    among, _total, _best = brute_force()
    (tmp_path / "four.csv").write_text(CSV, encoding="utf-8")
    (tmp_path / "votes.csv").write_text(CSV, encoding="utf-8")
    spec = tmp_path / "both.toml"
    spec.write_text('format_version = 1\nscenario = ["topk", "voting"]\nseed = 3\n[data]\ntopk = ["four.csv"]\n'
                    f'voting = ["votes.csv"]\n[grid]\nepsilon = [{EPSILON}]\nk = [{K}]\nmechanism = ["peeling", "laplace", '
                    '"exponential"]\ntrials = 100\n', encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    main(["batch", str(spec), "--out", str(tmp_path / "o"), "--workers", "1"], out, err)
    with open(tmp_path / "o" / "results.csv", newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    peeling = [r for r in rows if r["scenario"] == "topk" and r["param_mechanism"] == "peeling"]
    assert [r["candidate"] for r in peeling] == list(VOTES)
    for r in peeling:
        assert float(r["inclusion"]) == pytest.approx(among[r["candidate"]], rel=1e-12)
    laplace = [r for r in rows if r["scenario"] == "topk" and r["param_mechanism"] == "laplace"]
    voting = [r for r in rows if r["scenario"] == "voting"]
    assert laplace and voting and all(r["inclusion"] == "" for r in laplace + voting)  # none exact, or one choice
    w = {name: math.exp(EPSILON / 2 * v) for name, v in VOTES.items()}  # one choice: its total is its E[score]
    one = sum(w[name] * VOTES[name] for name in VOTES) / sum(w.values())
    assert float(voting[0]["expected_total"]) == pytest.approx(one, rel=1e-12) and float(voting[0]["best_total"]) == 5
