"""`expmech completion bash|zsh`: a shell completion script generated from the parser itself — the commands, each
command's flags, and per scenario the flags its own command line shows (cli.scenario_flags), so a setting added
to a scenario completes without touching this file. One POSIX-shell function computes the candidates; bash and
zsh each wrap it in a few lines.

    source <(expmech completion bash)       # or: expmech completion bash > ~/.local/share/bash-completion/completions/expmech
    source <(expmech completion zsh)        # zsh (after compinit)
"""
from __future__ import annotations

import argparse

from ..scenarios import SCENARIOS

NAME = "completion"
SHELLS = ("bash", "zsh")


def add_parser(sub, _common) -> None:
    p = sub.add_parser(NAME, help="print a bash or zsh completion script (source <(expmech completion bash))")
    p.add_argument("shell", choices=SHELLS, help="which shell the script is for")


def run(args, out, err) -> None:
    from . import COMMAND_MODULES
    from .parser import build_parser

    out.write(script(args.shell, lambda scenario=None: build_parser(COMMAND_MODULES, scenario)))


def _subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(sub.choices)


def _visible_flags(parser: argparse.ArgumentParser) -> list[str]:
    return [s for a in parser._actions if a.help != argparse.SUPPRESS for s in a.option_strings if s.startswith("--")]


def _positional_words(parser: argparse.ArgumentParser) -> list[str]:
    words = []
    for action in parser._actions:
        if action.option_strings or isinstance(action, argparse._SubParsersAction):
            continue
        words += list(SCENARIOS) if action.dest == "scenario" else list(action.choices or ())
    return words


def _value_cases(parser_of) -> tuple[list[str], list[tuple[str, str]]]:
    """(every flag that takes a value, [(flag pattern, what it completes to)]): choices as words, paths as files,
    SCENARIO as the scenario keys."""
    valued, cases = set(), {}
    for command in _subcommands(parser_of()).values():
        for action in command._actions:
            if not action.option_strings or action.nargs == 0:
                continue
            flags = [s for s in action.option_strings if s.startswith("--")]
            valued.update(flags)
            metavar = str(action.metavar or "")
            if action.choices:
                words = " ".join(action.choices)
            elif action.dest in ("scenario", "workspace"):
                words = " ".join(SCENARIOS)
            elif any(word in metavar for word in ("FILE", "PATH", "DIR")):
                words = "@files"
            else:
                continue
            for flag in flags:
                cases.setdefault(flag, words)
    return sorted(valued), sorted(cases.items())


def _case_words(words) -> str:
    return " ".join(dict.fromkeys(words))


def candidates_function(parser_of) -> str:
    """The POSIX-shell function ``_expmech_candidates PREV WORD…``: echoes the words that may come next (or
    ``@files``) after the command line's earlier WORDs, PREV being the word just before the cursor."""
    top = parser_of()
    commands = _subcommands(top)
    valued, value_cases = _value_cases(parser_of)
    scenario_cases = []
    for key, scenario in SCENARIOS.items():
        names = "|".join(dict.fromkeys([key, *scenario.aliases]))
        scenario_cases.append(f"          {names}) [ -z \"$scen\" ] && scen={key} ;;")
    flag_cases = []
    for name, command in commands.items():
        flag_cases.append(f"    '{name}:') echo \"{_case_words(_visible_flags(command) + _positional_words(command))}\" ;;")
        if any(a.dest == "scenario" and not a.option_strings for a in command._actions):
            for key in SCENARIOS:
                own = _subcommands(parser_of(key))[name]
                flag_cases.append(f"    '{name}:{key}') echo \"{_case_words(_visible_flags(own))}\" ;;")
    lines = [
        "_expmech_candidates() {",
        '  local prev="$1" cmd="" scen="" last="" w',
        "  shift",
        '  for w in "$@"; do',
        '    case " $_expmech_valued " in *" $last "*) [ "$last" = --workspace ] || { last="$w"; continue; } ;; esac',
        '    case "$w" in',
        "      -*) ;;",
        '      *) if [ -z "$cmd" ]; then cmd="$w"; else',
        '        case "$w" in',
        *scenario_cases,
        "        esac; fi ;;",
        "    esac",
        '    last="$w"',
        "  done",
        '  case "$prev" in',
        *(f"    {flag}) echo \"{words}\"; return ;;" for flag, words in value_cases),
        "  esac",
        '  case " $_expmech_valued " in *" $prev "*) return ;; esac',
        '  if [ -z "$cmd" ]; then',
        f"    echo \"{_case_words([*commands, *_visible_flags(top)])}\"; return",
        "  fi",
        '  case "$cmd:$scen" in',
        *flag_cases,
        "  esac",
        "}",
    ]
    return f"_expmech_valued=\"{' '.join(valued)}\"\n" + "\n".join(lines) + "\n"


_BASH = """
_expmech() {
  local cur="${COMP_WORDS[COMP_CWORD]}" words
  words=$(_expmech_candidates "${COMP_WORDS[COMP_CWORD-1]}" "${COMP_WORDS[@]:1:COMP_CWORD-1}")
  if [ "$words" = "@files" ]; then
    COMPREPLY=($(compgen -f -- "$cur"))
  else
    COMPREPLY=($(compgen -W "$words" -- "$cur"))
  fi
}
complete -o default -F _expmech expmech
"""

_ZSH = """
_expmech() {
  local found
  found=$(_expmech_candidates "${words[CURRENT-1]}" "${(@)words[2,CURRENT-1]}")
  if [[ "$found" == "@files" ]]; then
    _files
  else
    compadd -- ${=found}
  fi
}
compdef _expmech expmech
"""


def script(shell: str, parser_of) -> str:
    """The completion script for ``shell``; ``parser_of(scenario=None)`` builds the command line's parser."""
    head = f"# expmech {shell} completion, generated from the parser (expmech completion {shell})\n"
    if shell == "zsh":
        head = "#compdef expmech\n" + head
    return head + candidates_function(parser_of) + (_ZSH if shell == "zsh" else _BASH)
