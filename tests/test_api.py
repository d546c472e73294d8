"""Issue 33 §2: the public Python API (expmech_gui.api) gives the CLI's numbers for the same inputs, takes data in
every documented form, and says what is wrong in words."""
import io
import json

import numpy as np
import pytest

from expmech_gui import api
from expmech_gui.cli import main
from expmech_gui.core.problem import ProblemError
from expmech_gui.io.json_schemas import validate
from expmech_gui.scenarios import preset_path

LECTURE = [1, 1, 3.01]
VOTES = {"Ms Okafor": 42, "Mr Lindqvist": 39, "Dr Haddad": 12}


def cli_json(*argv):
    out, err = io.StringIO(), io.StringIO()
    assert main([*map(str, argv), "--json", "-"], out, err) == 0, err.getvalue()
    return json.loads(out.getvalue())


def test_run_equals_the_cli_run_to_the_bit():
    r = api.run("pricing", preset_path("lecture_valuations.csv"), epsilon=1, max_price=3.01, alpha=1 / 301,
                trials=500, seed=7)
    cli = cli_json("run", "pricing", "--data", preset_path("lecture_valuations.csv"), "--epsilon", 1,
                   "--max-price", 3.01, "--alpha", 1 / 301, "--trials", 500, "--seed", 7)
    assert r.as_dict() == cli


@pytest.mark.parametrize("data", [LECTURE, np.array(LECTURE), [[1], [1], [3.01]], "preset:Lecture: $1, $1, $3.01",
                                  str(preset_path("lecture_valuations.csv"))])
def test_every_form_of_data_gives_the_same_pmf(data):
    p = api.pmf("pricing", data, epsilon=1, max_price=3.01, alpha=1 / 301)
    q = api.pmf("pricing", None, epsilon=1)  # the worked example: the same lecture, with its settings
    assert np.array_equal(p.probabilities, q.probabilities)


def test_a_mapping_and_a_dataframe_are_voting_tables():
    pd = pytest.importorskip("pandas")
    by_mapping = api.pmf("voting", VOTES, epsilon=0.5)
    frame = pd.DataFrame({"candidate": list(VOTES), "votes": list(VOTES.values())})
    by_frame = api.pmf("voting", frame, epsilon=0.5)
    assert by_mapping.candidates == list(VOTES) and np.array_equal(by_mapping.probabilities, by_frame.probabilities)
    table = by_mapping.to_frame()
    assert list(table.columns) == ["candidate", "score", "probability", "count"] and table["count"].sum() == 0


def test_sweep_account_truthfulness_and_release_follow_the_commands_schemas():
    s = api.sweep("voting", VOTES, epsilon=[0.5, 1, 2], trials=10)
    validate("sweep", s.as_dict())
    assert [p["parameters"]["epsilon"] for p in s.as_dict()] == [0.5, 1, 2] and s.varying == ("epsilon",)
    bill = api.account(1, 3)
    assert bill.as_dict() == cli_json("account", "--epsilon", 1, "--releases", 3)
    mixed = api.account(epsilons=[0.5, 0.5, 1])
    assert mixed.methods == cli_json("account", "--epsilons", "0.5,0.5,1")["methods"]
    charged = api.account(1, 10, scenario="voting", data=VOTES)  # ε/2 per release: monotone score
    assert charged.as_dict()["epsilon"] == 0.5
    t = api.truthfulness("pricing", LECTURE, participant=3, epsilon=1, max_price=3.01, alpha=1 / 301)
    validate("truthfulness", t.as_dict())
    assert t.as_dict() == cli_json("truthfulness", "pricing", "--example", "--bidder", 3)
    one = api.release("voting", VOTES, epsilon="0.1", seed=3)
    validate("release", {**one})
    assert one == api.release("voting", VOTES, epsilon="0.1", seed=3)


def test_bad_input_is_said_in_words():
    with pytest.raises(TypeError, match="alpha: not a setting of the voting scenario"):
        api.run("voting", VOTES, alpha=0.1)
    with pytest.raises(ProblemError, match="unknown scenario 'nosuch'"):
        api.pmf("nosuch", [1])
    with pytest.raises(ValueError):
        api.pmf("pricing", LECTURE, epsilon=0)
    with pytest.raises(ValueError, match="no participant who could misreport"):
        api.truthfulness("lunch", None, participant=1)


def test_aliases_and_settings_are_listed_from_the_registry():
    assert "topk" in api.scenarios() and "top-k" not in api.scenarios()
    assert api.settings("top-k") == {name: api.settings("topk")[name] for name in ("k", "literal")}
    r = api.run("top-k", VOTES, epsilon=1, k=2, mechanism="peeling", trials=20, seed=1)
    assert r.scenario == "topk" and r.as_dict()["k"] == 2


def test_plots_need_only_matplotlib():
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    for result in (api.pmf("voting", VOTES), api.sweep("voting", VOTES, epsilon=[0.5, 1]), api.account(1, 3),
                   api.truthfulness("voting", VOTES, participant=2)):
        ax = result.plot()
        assert ax.has_data()
    plt.close("all")


def test_a_batch_grid_runs_and_reads_back_as_the_cli_writes_it(tmp_path):
    pd = pytest.importorskip("pandas")
    spec = tmp_path / "grid.toml"
    spec.write_text(api.batch_template("voting"), encoding="utf-8")
    done = api.batch(spec, tmp_path / "api-out", workers=1)
    assert done.failed == 0 and done.as_dict()["complete"] is True
    frame = done.to_frame()
    out, err = io.StringIO(), io.StringIO()
    assert main(["batch", str(spec), "--out", str(tmp_path / "cli-out"), "--workers", "1"], out, err) == 0
    cli = pd.read_csv(tmp_path / "cli-out" / "results.csv")
    pd.testing.assert_frame_equal(frame.drop(columns=["seconds"], errors="ignore"),
                                  cli.drop(columns=["seconds"], errors="ignore"))


def test_the_reference_page_is_generated_from_the_docstrings():
    """docs/api-reference.md is what `python -m expmech_gui.api.reference` writes (regenerate it after a change)."""
    from pathlib import Path

    from expmech_gui.api.reference import reference

    page = Path(__file__).resolve().parents[1] / "docs" / "api-reference.md"
    assert page.read_text(encoding="utf-8") == reference()
    for name in api.__all__:
        assert getattr(api, name).__doc__, name
