"""Issue 33 §1: a command line per scenario, generated from the registry — help with only that scenario's settings
under its own flag names (the old spelling still accepted, with a note), JSON with only the parameters that apply,
one name per scenario, JSON into devices and pipes, shell completion and --version."""
import io
import json
import os
import shutil
import stat
import subprocess

import pytest

from clihelp import run_cli
from machine import deadline

from expmech_gui import __version__
from expmech_gui.cli import COMMAND_MODULES, build_parser, main
from expmech_gui.cli.scenario_flags import local_flag
from expmech_gui.scenarios import SCENARIOS

SCENARIO_COMMANDS = ("run", "sweep", "truthfulness", "account", "release")


def expmech(*argv):
    out, err = io.StringIO(), io.StringIO()
    code = main([str(a) for a in argv], out, err)
    return code, out.getvalue(), err.getvalue()


def _help(command: str, key: str) -> str:
    parser = build_parser(COMMAND_MODULES, key)
    sub = next(a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction")
    return sub.choices[command].format_help()


@pytest.mark.parametrize("command", SCENARIO_COMMANDS)
@pytest.mark.parametrize("key", list(SCENARIOS))
def test_each_scenarios_help_shows_its_own_settings_and_no_other(command, key):
    text = _help(command, key)
    for setting in SCENARIOS[key].settings:
        assert local_flag(key, setting) in text
    others = {s.cli_flag for k, sc in SCENARIOS.items() for s in sc.settings if k != key} - {
        local_flag(key, s) for s in SCENARIOS[key].settings}
    shown = set(text.replace("[", " ").replace("]", " ").split())
    assert not others & shown, others & shown
    for scenario in SCENARIOS.values():  # one name per scenario: no alias anywhere in the help
        assert not any(alias in shown or alias + "," in text for alias in scenario.aliases)
    if command in ("run", "release", "account", "sweep"):
        assert f"expmech {command} {key} " in text.split("examples:")[1]


def test_pmw_takes_rounds_and_the_old_spelling_with_a_note():
    text = _help("run", "pmw")
    assert "--rounds N" in text and "--pmw-rounds" not in text and "--alpha" not in text
    assert "--pmw-epsilon" in text  # --epsilon is ε: pmw's own ε keeps its prefix
    new = expmech("run", "pmw", "--example", "--rounds", 12, "--trials", 10, "--seed", 1, "--json", "-")
    old = expmech("run", "pmw", "--example", "--pmw-rounds", 12, "--trials", 10, "--seed", 1, "--json", "-")
    assert new[0] == old[0] == 0, (new[2], old[2])
    assert json.loads(new[1])["parameters"]["pmw_rounds"] == json.loads(old[1])["parameters"]["pmw_rounds"] == 12
    assert new[2] == "" and "--pmw-rounds is spelt --rounds" in old[2]


def test_a_flag_of_another_scenario_is_refused_naming_its_owner():
    code, _out, err = expmech("run", "voting", "--example", "--alpha", "0.1")
    assert code == 2 and "--alpha applies only to the pricing scenario" in err


def test_voting_json_holds_only_the_parameters_that_apply():
    code, out, err = expmech("run", "voting", "--example", "--trials", 10, "--seed", 1, "--json", "-")
    assert code == 0, err
    assert set(json.loads(out)["parameters"]) == {"epsilon", "analysis", "neighbours", "mechanism", "trials",
                                                  "seed", "t"}


def test_an_alias_is_accepted_silently_and_output_names_the_key():
    code, out, err = expmech("run", "top-k", "--example", "--k", 2, "--trials", 10, "--seed", 1, "--json", "-")
    assert code == 0 and err == "" and json.loads(out)["scenario"] == "topk"
    code, _out, err = expmech("run", "nosuch", "--example")
    assert code == 2 and "use one of pricing, voting" in err and "top-k" not in err
    top = build_parser(COMMAND_MODULES).format_help()
    assert "topk_likes" in top and "top-k-likes" not in top


def test_json_goes_to_dev_null_and_dev_stdout_in_place():
    code, out, err = expmech("account", "--epsilon", 1, "--releases", 3, "--json", os.devnull)
    assert code == 0 and err == "" and "3 releases" in out
    r = run_cli("account", "--epsilon", 1, "--releases", 3, "--json", "/dev/stdout")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout.split("\n}\n")[0] + "\n}")["releases"] == 3 and "3 releases" in r.stdout


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_json_into_a_pipe_with_a_reader_arrives_whole_and_a_folder_is_still_refused(tmp_path):
    fifo = tmp_path / "out.json"
    os.mkfifo(fifo)
    code, _out, err = expmech("account", "--epsilon", 1, "--releases", 3, "--json", fifo)
    assert code == 2 and "no program is reading from the pipe" in err  # refused at once, never blocking
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)  # a reader (as `cat` would be) before the writer comes
    try:
        code, _out, err = expmech("account", "--epsilon", 1, "--releases", 3, "--json", fifo)
        assert code == 0, err
        chunks = []
        while chunk := os.read(reader, 65536):
            chunks.append(chunk)
    finally:
        os.close(reader)
    assert json.loads(b"".join(chunks))["releases"] == 3
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)  # written into, never replaced
    code, _out, err = expmech("account", "--epsilon", 1, "--releases", 3, "--json", tmp_path)
    assert code == 2 and "folder" in err


def test_version():
    r = run_cli("--version")
    assert r.returncode == 0 and r.stdout.strip() == f"expmech {__version__}"


@pytest.mark.skipif(shutil.which("bash") is None, reason="no bash here")
@pytest.mark.parametrize("line, expected", [
    ("expmech ru", {"run"}),
    ("expmech run pm", {"pmw"}),
    ("expmech run pmw --ro", {"--rounds"}),
    ("expmech run --workspace pmw --ro", {"--rounds"}),
    ("expmech run top-k --k", {"--k"}),
    ("expmech run voting --al", set()),
    ("expmech run pricing --al", {"--alpha"}),
    ("expmech run pricing --analysis m", {"monotone"}),
    ("expmech completion ", {"bash", "zsh", "--help"}),
])
def test_bash_completion_is_generated_from_the_parser(tmp_path, line, expected):
    code, script, err = expmech("completion", "bash")
    assert code == 0, err
    (tmp_path / "c.sh").write_text(script, encoding="utf-8")
    probe = (f'source {tmp_path / "c.sh"}; read -ra COMP_WORDS <<< "$LINE"; [[ $LINE == *" " ]] && COMP_WORDS+=(""); '
             'COMP_CWORD=$((${#COMP_WORDS[@]}-1)); _expmech; printf "%s\\n" "${COMPREPLY[@]}"')
    r = subprocess.run(["bash", "-c", probe], env={**os.environ, "LINE": line}, capture_output=True, text=True,
                       timeout=deadline(30))
    assert r.returncode == 0, r.stderr
    assert set(r.stdout.split()) == expected


def test_zsh_completion_script_is_valid_zsh(tmp_path):
    code, script, err = expmech("completion", "zsh")
    assert code == 0 and script.startswith("#compdef expmech") and "compdef _expmech expmech" in script
    if shutil.which("zsh") is None:
        pytest.skip("no zsh here: the script's text was checked")
    path = tmp_path / "_expmech"
    path.write_text(script, encoding="utf-8")
    probe = (f"autoload -U compinit && compinit -u -D; source {path}; words=(expmech run pmw --ro); CURRENT=4; "
             'print -l -- $(_expmech_candidates "${words[CURRENT-1]}" "${(@)words[2,CURRENT-1]}")')
    r = subprocess.run(["zsh", "-f", "-c", probe], capture_output=True, text=True, timeout=deadline(30),
                       env={**os.environ, "HOME": str(tmp_path)})
    assert r.returncode == 0, r.stderr
    assert "--rounds" in r.stdout.split() and "--pmw-rounds" not in r.stdout.split()


@pytest.mark.parametrize("key", [k for k in SCENARIOS if SCENARIOS[k].presets])
def test_each_scenarios_help_examples_run_as_written(key):
    import shlex

    from expmech_gui.cli.scenario_flags import examples

    for command in SCENARIO_COMMANDS:
        for line in examples(command, key).splitlines()[1:]:
            argv = shlex.split(line)[1:]
            if "FILE.csv" not in argv:
                code, _out, err = expmech(*argv, "--json", os.devnull)
                assert code == 0, (line, err)


def test_a_session_run_takes_its_workspaces_own_flag_names(tmp_path):
    from test_cli import _session

    pmw = SCENARIOS["pmw"]
    data = pmw.table.encode(pmw.table.from_dataset(pmw.load_preset(pmw.preset_names[0])))
    path = _session(tmp_path, {"epsilon": "1", "trials": 10, "seed": 7}, key="pmw", data=data)
    code, out, err = expmech("run", "--session", path, "--rounds", 7, "--json", "-")
    assert code == 0 and err == "", err
    assert json.loads(out)["parameters"]["pmw_rounds"] == 7
    code, _out, err = expmech("run", "--session", tmp_path / "missing.expmech")
    assert code == 2 and "missing.expmech" in err
