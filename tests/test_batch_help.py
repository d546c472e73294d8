"""`expmech batch --help` shows an example experiment file that runs as shown, and the exit statuses."""
import io
import re
from pathlib import Path

import pytest

from expmech_gui.cli import COMMAND_MODULES, build_parser, main
from expmech_gui.cli import batch as batch_cli

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
