"""`expmech batch --help` shows an example experiment file that runs as shown, and the exit statuses;
`expmech batch --init SCENARIO` prints a commented file that runs as written."""
import io
import re
from pathlib import Path

import pytest

from expmech_gui.cli import COMMAND_MODULES, build_parser, main
from expmech_gui.cli import batch as batch_cli
from expmech_gui.scenarios import SCENARIOS

VOTES = Path(__file__).resolve().parents[1] / "resources" / "presets" / "teacher_of_the_year.csv"


def test_the_help_shows_an_example_file_that_checks_and_every_exit_status(tmp_path, capsys):
    with pytest.raises(SystemExit) as done:
        build_parser(COMMAND_MODULES).parse_args(["batch", "--help"])
    assert done.value.code == 0
    shown = capsys.readouterr().out
    for status in ("0 every cell succeeded", "3 the table is written but some cells failed", "2 bad input",
                   "130 interrupted", "1 an internal error"):
        assert status in " ".join(shown.split()), status
    example = "\n".join(line[2:] for line in batch_cli.EXAMPLE.splitlines()
                        if line.startswith("  ") and not line.startswith("   "))
    assert "[grid]" in example and "[record]" in example
    assert all(f"  {line}" in shown for line in example.splitlines())
    (tmp_path / "votes.csv").write_bytes(VOTES.read_bytes())
    (tmp_path / "exp.toml").write_text(re.sub(r"\s+#.*", "", example) + "\n", encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert main(["batch", str(tmp_path / "exp.toml"), "--check"], out, err) == 0, err.getvalue()
    assert "10 cells over 1 dataset" in out.getvalue()


@pytest.mark.parametrize("key", sorted(SCENARIOS))
def test_init_writes_a_commented_file_that_checks_and_runs(tmp_path, key):
    out, err = io.StringIO(), io.StringIO()
    assert main(["batch", "--init", key], out, err) == 0, err.getvalue()
    text = out.getvalue()
    assert text.startswith("# An experiment file for `expmech batch`") and f'scenario = "{key}"' in text
    spec = tmp_path / "spec.toml"
    spec.write_text(text.replace('"0.1:10:5"', "[1.0]").replace("trials = 1000", "trials = 50"), encoding="utf-8")
    code, said = main(["batch", str(spec), "--out", str(tmp_path / "o"), "--workers", "1"], out, err), out.getvalue()
    assert code == 0 and "results.csv (" in said, err.getvalue()


def test_init_and_a_missing_file_are_said_in_one_line():
    for args, words in ((["--init", "voting", "x.toml"], "--init prints a new experiment file"),
                        ([], "give the experiment file (SPEC.toml), or --init SCENARIO"),
                        (["--init", "nope"], "invalid choice: 'nope'")):
        err = io.StringIO()
        assert main(["batch", *args], io.StringIO(), err) == 2 and words in err.getvalue(), err.getvalue()


def test_a_top_k_file_names_its_own_methods_not_the_one_choice_mechanisms():
    """Top-k's 'gumbel' is one-shot Gumbel top-k: the file suggests the scenario's methods (peeling first, as a run
    defaults to), not 'exponential' (run as peeling) or 'permute-and-flip' (refused by top-k)."""
    out, err = io.StringIO(), io.StringIO()
    assert main(["batch", "--init", "topk"], out, err) == 0, err.getvalue()
    assert 'mechanism = ["peeling"]   # also: gumbel, laplace\n' in out.getvalue()
