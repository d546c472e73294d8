"""The scenario registry is lazy (issue 36 §4): `expmech` parses a command line with a parser that knows only the
scenario it names, and that parser must say exactly what the full one says — the same help for every command and
scenario, and every command line it refuses parsed again by the full parser."""
import io

import pytest

from expmech_gui.cli import COMMAND_MODULES, build_parser, light_scope, main
from expmech_gui.cli.parser import UsageError
from expmech_gui.cli.scenario_flags import RESERVED_FLAGS
from expmech_gui.scenarios import SCENARIOS
from expmech_gui.scenarios.framework.registry import Declared, Registry


def _helps(parser) -> dict[str, str]:
    sub = next(a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction")
    return {"": parser.format_help(), **{name: p.format_help() for name, p in sub.choices.items()}}


@pytest.mark.parametrize("key", [None, *SCENARIOS])
def test_the_light_parser_shows_the_same_help_as_the_full_one(key):
    full = _helps(build_parser(COMMAND_MODULES, key))
    light = _helps(build_parser(COMMAND_MODULES, key, [SCENARIOS[key]] if key else []))
    for command, text in full.items():
        if light_scope([command] if command else [], key) is None:
            continue  # parsed by the full parser
        assert light[command] == text, command


def test_the_light_parser_refuses_abbreviations_so_the_full_one_decides():
    light = build_parser(COMMAND_MODULES, "voting", [SCENARIOS["voting"]])
    with pytest.raises(UsageError):
        light.parse_args(["run", "voting", "--data", "x.csv", "--epsil", "1"])
    assert build_parser(COMMAND_MODULES, "voting").parse_args(["run", "voting", "--data", "x.csv", "--epsil", "1"]
                                                                ).epsilon == 1


def test_another_scenarios_flag_still_names_its_owner():
    err = io.StringIO()
    assert main(["run", "voting", "--example", "--pmw-rounds", "5"], io.StringIO(), err) == 2
    assert "only to the pmw scenario" in err.getvalue(), err.getvalue()


def test_no_scenarios_flag_is_another_scenarios_short_flag():
    """cli.scenario_flags.local_flag consults only the loaded scenarios: that gives every scenario's full answer
    because no scenario's flag is another's flag without its prefix."""
    flags = {s.cli_flag: sc.key for sc in SCENARIOS.values() for s in sc.settings}
    flags.update({sc.strategic.flag: sc.key for sc in SCENARIOS.values() if sc.strategic is not None})
    for scenario in SCENARIOS.values():
        prefix = "--" + scenario.key.replace("_", "-") + "-"
        for setting in scenario.settings:
            if setting.cli_flag.startswith(prefix):
                short = "--" + setting.cli_flag[len(prefix):]
                assert short in RESERVED_FLAGS or flags.get(short, scenario.key) == scenario.key, (scenario.key, short)


def test_a_declared_scenario_loads_when_first_used_and_must_match_its_declaration():
    reg = Registry(Declared("voting", ".voting.voting", "Voting"), Declared("median", ".median.median", "Median"))
    assert list(reg) == ["voting", "median"] and "median" in reg and reg.title("median") == "Median"
    assert reg.loaded() == []
    assert reg["median"] is SCENARIOS["median"] and [s.key for s in reg.loaded()] == ["median"]
    wrong = Registry(Declared("voting", ".voting.voting", "Ballots"))
    with pytest.raises(ValueError, match="make them agree"):
        wrong["voting"]


@pytest.mark.parametrize("argv", [["run", "voting", "--example", "--seed", "3"],
                                  ["sweep", "voting", "--example", "--epsilon", "0.1:1:3"],
                                  ["account", "--epsilon", "1", "--releases", "3"], ["presets", "voting"],
                                  ["ledger", "x.expmech"], ["run", "--session", "missing.expmech"]])
def test_a_parser_of_the_named_command_alone_reads_a_line_as_the_full_one(argv):
    """cli.parse builds only the command a line names first (cli.Command loads no other command's module): the
    same namespace, and the same help for that command, as the parser of every command (the same scenarios)."""
    from expmech_gui.cli import parse

    key = "voting" if "voting" in argv else None
    scope = [SCENARIOS[key]] if key else []
    assert vars(parse(argv)) == vars(build_parser(COMMAND_MODULES, key, scope).parse_args(argv))
    only = _helps(build_parser(COMMAND_MODULES, key, scope, only=argv[0]))
    assert list(only) == ["", argv[0]] and only[argv[0]] == _helps(build_parser(COMMAND_MODULES, key))[argv[0]]
