"""Issue 33 §3: a release exported as an OpenDP script performs the same release — same candidates, same scores,
and (χ² over many draws) the same output law as the app's exact pmf — and refuses data outside the declared bounds.
Where opendp is not installed, the scripts are checked statically (they compile and call OpenDP's noisy max)."""
import runpy
import subprocess
import sys

import numpy as np
import pytest

from machine import deadline

from expmech_gui import api
from expmech_gui.cli import main
from expmech_gui.scenarios import preset_path

try:
    import opendp  # noqa: F401

    HAVE_OPENDP = True
except ImportError:
    HAVE_OPENDP = False
needs_opendp = pytest.mark.skipif(not HAVE_OPENDP, reason="opendp is not installed (pip install expmech-gui[opendp])")

CASES = {  # (scenario, preset file, options)
    "voting": ("voting", "teacher_of_the_year.csv", {}),
    "voting-pf": ("voting", "teacher_of_the_year.csv", {"mechanism": "permute-and-flip"}),
    "voting-monotone": ("voting", "teacher_of_the_year.csv", {"analysis": "monotone"}),
    "pricing": ("pricing", "lecture_valuations.csv", {"max_price": 3.01, "alpha": 1 / 301}),
}


def exported(case: str, tmp_path, epsilon: float = 1.0):
    key, preset, options = CASES[case]
    data = preset_path(preset)
    exp = api.experiment(key, data, epsilon=epsilon, **options)
    path = tmp_path / f"release_{case}.py"
    path.write_text(api.export_code(key, data, epsilon=epsilon, **options), encoding="utf-8")
    return exp, path, data


@pytest.mark.parametrize("case", list(CASES))
def test_the_script_compiles_and_calls_opendps_noisy_max(case, tmp_path):
    _exp, path, _data = exported(case, tmp_path)
    text = path.read_text(encoding="utf-8")
    compile(text, str(path), "exec")
    assert "dp.m.make_noisy_max(" in text and "def check_bounds" in text
    measure = "dp.max_divergence()" if CASES[case][2].get("mechanism") == "permute-and-flip" else \
        "dp.zero_concentrated_divergence()"
    assert measure in text


@needs_opendp
@pytest.mark.slow  # 20,000 OpenDP draws per case, 3-6 s each on a busy 2-core machine
@pytest.mark.parametrize("case", list(CASES))
def test_the_scripts_output_law_is_the_apps_exact_pmf(case, tmp_path):
    from scipy.stats import chisquare

    exp, path, data = exported(case, tmp_path)
    script = runpy.run_path(str(path))
    records = script["read_data"](str(data))
    assert script["CANDIDATES"] == [exp.candidate_json(i) for i in range(exp.problem.m)]
    assert np.array_equal(script["scores"](records), exp.problem.scores)  # the very same scores, to the bit
    meas = script["measurement"]()
    index = {c: i for i, c in enumerate(script["CANDIDATES"])}
    draws = 20_000
    script["release"](records, meas)  # the whole path once (bounds, scores, OpenDP); the draws reuse the scores
    scores = script["scores"](records)
    counts = np.bincount([index[script["CANDIDATES"][meas(scores)]] for _ in range(draws)], minlength=exp.problem.m)
    expected = exp.mechanism.pmf * draws
    order = np.argsort(expected)  # pool the rarest candidates until every cell expects at least 5
    pooled_obs, pooled_exp, acc_o, acc_e = [], [], 0, 0.0
    for i in order:
        acc_o, acc_e = acc_o + counts[i], acc_e + expected[i]
        if acc_e >= 5:
            pooled_obs.append(acc_o)
            pooled_exp.append(acc_e)
            acc_o, acc_e = 0, 0.0
    pooled_obs[-1] += acc_o
    pooled_exp[-1] += acc_e
    # OpenDP draws from the operating system's randomness (no seed): a threshold of 1e-6 keeps false alarms away
    assert chisquare(pooled_obs, pooled_exp).pvalue > 1e-6


@needs_opendp
@pytest.mark.parametrize("case, bad, why", [
    ("pricing", "value\n1\n-1\n3.01\n", "valuation 2 is -1.0"),
    ("pricing", "value\n1\nnan\n", "valuation 2 is nan"),
    ("voting", "candidate,votes\nMs Okafor,3\nSomeone Else,4\n", "'Someone Else' is not one of the declared"),
    ("voting", "candidate,votes\nMs Okafor,-3\n", "must be a whole number at least 0"),
])
def test_the_script_refuses_data_outside_the_declared_bounds(case, bad, why, tmp_path):
    _exp, path, data = exported(case, tmp_path)
    (tmp_path / "bad.csv").write_text(bad, encoding="utf-8")
    r = subprocess.run([sys.executable, str(path), str(tmp_path / "bad.csv")], capture_output=True, text=True,
                       timeout=deadline(60))
    assert r.returncode == 2 and why in r.stderr and "nothing was released" in r.stderr and r.stdout == ""
    ok = subprocess.run([sys.executable, str(path), str(data)], capture_output=True, text=True, timeout=deadline(60))
    script = runpy.run_path(str(path))
    assert ok.returncode == 0, ok.stderr
    assert ok.stdout.strip() in {str(c) for c in script["CANDIDATES"]}


def test_the_cli_writes_the_script_and_refuses_what_it_cannot_export(tmp_path, capsys):
    out = tmp_path / "release_voting.py"
    assert main(["export-code", "voting", "--example", "--epsilon", "0.5", "--out", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert "EPSILON = 0.5" in text and "SCALE = 4.0" in text  # β = 2Δ/ε with Δ = 1
    assert main(["export-code", "lunch", "--example", "--epsilon", "1"]) == 2
    assert "offered for pricing and voting, not lunch" in capsys.readouterr().err
    assert main(["export-code", "voting", "--example", "--epsilon", "1", "--mechanism", "gumbel"]) == 0
