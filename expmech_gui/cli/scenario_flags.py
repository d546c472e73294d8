"""The command line per scenario, generated from the registry: which scenario a command line is about, each
setting's flag as that scenario names it (`expmech run pmw --rounds 200`; the registry's `--pmw-rounds` still
accepted, with a note), the scenario's name as typed (an alias stands for its key) and its examples. Nothing here
names a scenario: everything comes from ``Scenario.settings``, ``presets``, ``strategic`` and ``aliases``."""
from __future__ import annotations

import argparse

from ..core.params import PARAMS
from ..core.translatable import message
from ..scenarios import SCENARIOS

# The CLI's own flags (besides every ParamSpec's): a scenario's setting never takes one of these names.
RESERVED_FLAGS = frozenset({
    "--epsilon", "--epsilons", "--delta", "--releases", "--data", "--example", "--preset", "--session",
    "--workspace", "--json", "--csv", "--streamed", "--draws", "--workers", "--dask", "--colluders", "--reports",
    "--help", "--version", *(p.cli_flag for p in PARAMS.values() if p.cli_flag)})


def scenario_name(text: str) -> str:
    """An argparse type for SCENARIO: the scenario's key (an alias such as "top-k" stands for it, silently);
    unknown names are refused listing the keys only."""
    key = SCENARIOS.key_for(text)
    if key not in SCENARIOS:
        raise argparse.ArgumentTypeError(message("unknown scenario {text!r}; use one of {known}", text=text,
                                                 known=", ".join(SCENARIOS)))
    return key


def local_flag(key: str, setting) -> str:
    """The setting's flag within scenario ``key``'s own command line: the registry's flag without the scenario's
    prefix (pmw's ``--pmw-rounds`` is ``--rounds`` there), unless that word belongs to the CLI or to another
    setting (pmw's ``--pmw-epsilon`` stays, as ``--epsilon`` is ε). Only the scenarios loaded so far (the scenario
    itself among them) are consulted, so a command line about one scenario never loads the others: no scenario's
    flag is another's short flag (tests/test_cli_per_scenario.py checks them all), so the answer is the same."""
    prefix = "--" + key.replace("_", "-") + "-"
    if not setting.cli_flag.startswith(prefix):
        return setting.cli_flag
    short = "--" + setting.cli_flag[len(prefix):]
    known = SCENARIOS.loaded()
    others = {s.cli_flag for sc in known for s in sc.settings if s is not setting}
    strategic = {sc.strategic.flag for sc in known if sc.strategic is not None}
    return setting.cli_flag if short in RESERVED_FLAGS | others | strategic else short


class OldSpelling(argparse.Action):
    """A setting's registry flag where the scenario's command line names it otherwise: stores the value and keeps
    a deprecation note (``namespace.deprecations``) that `expmech` prints on stderr."""

    def __init__(self, option_strings, dest, new_flag: str = "", **kwargs) -> None:
        super().__init__(option_strings, dest, **kwargs)
        self.new_flag = new_flag

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        setattr(namespace, self.dest, values)
        notes = list(getattr(namespace, "deprecations", None) or [])
        notes.append("note: " + message("{old} is spelt {new} in this scenario's command line; the old spelling "
                                        "still works in this release and will be removed in the next",
                                        old=option_string, new=self.new_flag))
        namespace.deprecations = notes


def add_settings(p: argparse.ArgumentParser, key: str | None, typed, scenarios) -> None:
    """Every registered setting as a flag of ``p``: scenario ``key``'s own under their local names, shown, with the
    registry's spelling kept as a hidden deprecated alias; the others hidden (so a flag of another scenario gets
    the sentence naming its owner rather than argparse's 'unrecognized'). ``typed(setting)`` → (type, metavar,
    help). Without ``key`` (a --session run) every setting takes its registry flag, hidden from the help. Only the
    settings of ``scenarios`` (the parser's scope) are added."""
    mine = {s.name for s in SCENARIOS[key].settings} if key else set()
    done = set()
    for scenario in scenarios:
        for setting in scenario.settings:
            if setting.name in done:
                continue
            done.add(setting.name)
            convert, metavar, help_text = typed(setting)
            if setting.name not in mine:
                p.add_argument(setting.cli_flag, dest=setting.name, type=convert, metavar=metavar,
                               help=argparse.SUPPRESS)
                continue
            flag = local_flag(key, setting)
            p.add_argument(flag, dest=setting.name, type=convert, metavar=metavar, help=help_text)
            if flag != setting.cli_flag:
                p.add_argument(setting.cli_flag, dest=setting.name, type=convert, metavar=metavar,
                               action=OldSpelling, new_flag=flag, help=argparse.SUPPRESS)


def scenario_in(argv, parser: argparse.ArgumentParser) -> str | None:
    """The scenario a command line is about, before it is parsed: the command's first positional word (SCENARIO),
    else the value of --workspace, else the workspace a --session file was saved on; None when none names a
    registered scenario (an alias counts; an unreadable session is left for the command to report)."""
    sub = next((a for a in parser._actions if isinstance(a, argparse._SubParsersAction)), None)
    tokens = [str(t) for t in argv]
    start = next((i for i, t in enumerate(tokens) if not t.startswith("-")), None)
    if sub is None or start is None or tokens[start] not in sub.choices:
        return None
    command = sub.choices[tokens[start]]
    switches = {s for a in command._actions for s in a.option_strings if a.nargs == 0}  # any other flag takes a
    # value, a scenario's own flag (unknown to this parser, e.g. --rounds) included
    named, rest, i = {}, tokens[start + 1:], 0
    while i < len(rest):
        token = rest[i]
        if token == "--":
            return _known(rest[i + 1] if i + 1 < len(rest) else None) or _saved(named)
        if token.startswith("-") and len(token) > 1:
            name, has_value, value = token.partition("=")
            if not has_value and name not in switches and i + 1 < len(rest):
                value, i = rest[i + 1], i + 1
            named[name] = value
            i += 1
            continue
        return _known(token)
    return _saved(named)


def _saved(named: dict) -> str | None:
    """--workspace's scenario, else the current workspace of the --session file (None if it cannot be read)."""
    if named.get("--workspace"):
        return _known(named["--workspace"])
    if not named.get("--session"):
        return None
    from .. import sessions

    try:
        return _known(sessions.load(named["--session"]).current)
    except Exception:  # noqa: BLE001 — the command itself reads the session again and says what is wrong
        return None


def _known(name: str | None) -> str | None:
    if name is None:
        return None
    key = SCENARIOS.key_for(name)
    return key if key in SCENARIOS else None


def examples(command: str, key: str) -> str:
    """The scenario's own example command lines for ``command`` (its worked example, a preset by name, its settings
    under their local flags at their defaults), as an argparse epilog."""
    scenario = SCENARIOS[key]
    lines = []
    has_example = bool(scenario.presets)
    settings = " ".join(f"{local_flag(key, s)} {_typed(s)}" for s in scenario.settings[:2])
    if command == "run":
        if has_example:
            lines.append(f"expmech run {key} --example --trials 1000 --seed 1")
        if len(scenario.presets) > 1:
            lines.append(f"expmech run {key} --preset {scenario.preset_names[1]!r} --epsilon 0.5")
        lines.append(f"expmech run {key} --data FILE.csv --epsilon 1 {settings} --json result.json".replace("  ", " "))
    elif command == "sweep":
        lines.append(f"expmech sweep {key} {'--example' if has_example else '--data FILE.csv'} --epsilon 0.1:10:9")
    elif command == "truthfulness" and scenario.strategic is not None:
        lines.append(f"expmech truthfulness {key} {'--example' if has_example else '--data FILE.csv --epsilon 1'} "
                     f"{scenario.strategic.flag} 1")
    elif command == "account":
        lines.append(f"expmech account {key} {'--example' if has_example else '--data FILE.csv'} --epsilon 1 "
                     f"--releases 10")
    elif command == "release":
        lines.append(f"expmech release {key} {'--example' if has_example else '--data FILE.csv'} --epsilon 1")
    elif command == "export-code" and key in _exportable():
        lines.append(f"expmech export-code {key} {'--example' if has_example else '--data FILE.csv'} --epsilon 1 "
                     f"--out release_{key}.py")
    if not lines:
        return ""
    return "examples:\n" + "".join(f"  {line}\n" for line in lines)


def _exportable():
    from ..api.opendp_export import SCORE_CODE  # the scenarios OpenDP code can be written for, read for a help only

    return SCORE_CODE


def _typed(setting) -> str:
    text = setting.typed(setting.default) if setting.typed else f"{setting.default:.10g}"
    return text if " " not in text else repr(text)
