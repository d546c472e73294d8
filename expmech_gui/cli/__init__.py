"""`expmech`: offline experiments with the exponential mechanism (no Qt).

    expmech run {pricing,voting,lunch} --data FILE --epsilon E [options]
    expmech run --session FILE.expmech [--workspace W] [options that override the session's]
    expmech sweep {pricing,voting,lunch} --data FILE --epsilon LO:HI:N [options]
    expmech sweep --session FILE.expmech --epsilon LO:HI:N [options]
    expmech truthfulness pricing --data FILE --epsilon E --bidder ROW [--colluders ROW,…] [--reports LO:HI:N]
    expmech truthfulness voting --data FILE --epsilon E --voter ROW
    expmech account --epsilon E --releases K [--delta D] [--mechanism M] [--json PATH|-]
    expmech account SCENARIO --data FILE --epsilon E --releases K [--analysis X] [--neighbours N]  (ε/2 rule)
    expmech presets [SCENARIO]; expmech run SCENARIO --preset NAME [options]  (a shipped preset for --data)
    expmech account [SCENARIO --data FILE] --epsilons E1,E2,… [--delta D] [--json PATH|-]  (releases at different ε)
    expmech account … --budget E  (the JSON says what is left of a privacy budget of ε = E at the same δ)
    expmech ledger SESSION.expmech [--delta D] [--json PATH|-]  (a saved session's privacy ledger and totals)
    expmech room SCENARIO [--candidates "A,B" | --options "A,B" | --max-price P | --lo L --hi H] [--host H] …

Bad input of any kind prints one line `error: …` to stderr and exits 2; Ctrl+C prints `cancelled` and exits
130; `expmech batch` exits 3 when it finished and wrote its table but some cells failed. Every number on the command line is read by core.numbers (the same parser and the same advice
as the app's fields and the CSV readers).
"""
from __future__ import annotations

import importlib
import os
import sys
from typing import Sequence

from ..core.errors import DataError
from ..core.problem import ProblemError
from ..core.number_locale import SEPARATORS
from ..core.translatable import message, use_language
from ..scenarios import SCENARIOS
from .output import LocaleText
from .scenario_flags import scenario_in
from .parser import EXIT_BAD_INPUT, EXIT_CANCELLED, EXIT_CELLS_FAILED, UsageError, build_parser


class Command:
    """A command in a module of its own (``cli/<module>.py`` with ``NAME``, ``add_parser(sub, common)`` and
    ``run(args, out, err)``), imported only when its parser is built or it runs: `expmech run …` never loads the
    batch runner, the room server or the ledger reader."""

    def __init__(self, name: str, module: str) -> None:
        self.NAME, self._module = name, module

    @property
    def module(self):
        return importlib.import_module(f".{self._module}", __name__)

    def add_parser(self, sub, common) -> None:
        self.module.add_parser(sub, common)

    def run(self, args, out, err):
        return self.module.run(args, out, err)


COMMAND_MODULES = tuple(Command(name, module) for name, module in (  # commands in modules of their own
    ("batch", "batch"), ("release", "release"), ("presets", "presets"), ("room", "room"),
    ("completion", "completion"), ("export-code", "export_code"), ("ledger", "ledger")))
BUILT_IN = ("run", "sweep", "truthfulness", "account")  # cli.commands; their parsers are cli.parser's own
NEEDS_EVERY_SCENARIO = {"room"}  # a command whose parser lists every scenario's choices and flags

EXIT_BROKEN_PIPE = 141  # as a shell reports a writer killed by SIGPIPE

__all__ = ["main", "build_parser", "EXIT_BAD_INPUT", "EXIT_CANCELLED", "EXIT_CELLS_FAILED"]


def main(argv: Sequence[str] | None = None, out=None, err=None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        asked = _asked_locale(argv)
        if asked != "en":  # (the catalogue's reader, and XML's, loaded only then: issue 36 §4)
            from .catalogue import use_catalogue

            use_catalogue(asked)  # before parsing: a refused flag is said in the language asked for too
        argv, leading = _leading_locale(argv)
        args = parse(argv)
        if leading and getattr(args, "locale", None) == "en":
            args.locale = leading  # `expmech --locale de run …` is `expmech run … --locale de`
        for note in getattr(args, "deprecations", None) or ():
            err.write(note + "\n")
        if args.command is None:
            raise UsageError(message("choose a command: run, sweep, truthfulness or account (see expmech --help)"))
        if getattr(args, "locale", "en") != "en":
            out = LocaleText(out, args.locale)  # the sentences' words are the catalogue's (above)
        code = handler(args.command)(args, out, err)  # None, or an exit code of its own (batch: cells failed)
    except (UsageError, DataError, ProblemError) as exc:
        err.write(f"error: {_one_line(exc)}\n")
        return EXIT_BAD_INPUT
    except MemoryError:
        err.write("error: " + message("not enough memory for this experiment (try a coarser α or fewer candidates)")
                  + "\n")
        return EXIT_BAD_INPUT
    except BrokenPipeError:  # `expmech … | head`: the reader has gone; nothing more to say to it
        if out is sys.stdout:  # and Python's flush at exit must not complain about it either
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_BROKEN_PIPE
    except (KeyboardInterrupt, *_cancelled()):
        commands = sys.modules.get(f"{__name__}.commands")
        if commands is not None and commands.active_progress is not None:
            commands.active_progress.clear()
        err.write("cancelled\n")
        return EXIT_CANCELLED
    except Exception as exc:  # noqa: BLE001 — a bug must still not print a traceback at a user
        err.write("error: " + message("internal error ({kind}: {text}); please report it", kind=type(exc).__name__,
                                      text=_one_line(exc)) + "\n")
        return 1
    finally:
        use_language()  # English again for whoever calls main next (tests run it in one process)
    return code if isinstance(code, int) else 0


def handler(command: str):
    """The function that runs ``command``: cli.commands' cmd_<command> for a built-in one, else its module's run."""
    if command in BUILT_IN:
        from . import commands

        return getattr(commands, f"cmd_{command}")
    return next(m for m in COMMAND_MODULES if m.NAME == command).run


def _cancelled():
    """(accounting.Cancelled,) when the privacy bill's module is loaded (nothing can raise it otherwise), else ():
    a tuple either way, since ``except`` refuses an empty tuple nested in its own."""
    bill = sys.modules.get("expmech_gui.core.accounting.bill")
    return (bill.Cancelled,) if bill is not None else ()


def parse(argv: Sequence[str] | None = None):
    """The parsed command line: the scenario it names (SCENARIO, or --workspace) chooses the parser, so a
    command's help and flags are that scenario's own (cli.scenario_flags). A light parser knows only the
    command the line names (``named_command``) and only the named scenario, so it loads no other command's or
    scenario's module; whatever it refuses, or a line it reads as another command, is parsed again by the full
    parser (the same help and the same sentences: tests/test_cli_light_parser.py)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    only = named_command(argv)
    probe = build_parser(COMMAND_MODULES, scope=(), only=only)
    scenario = scenario_in(argv, probe)
    scope = light_scope(argv, scenario)
    if scope is not None:
        try:
            args = (build_parser(COMMAND_MODULES, scenario, scope, only=only) if scope else probe).parse_args(argv)
            if only is None or args.command == only:
                return args
        except UsageError:  # e.g. another scenario's flag: the full parser gives the sentence naming its owner
            pass
    return build_parser(COMMAND_MODULES, scenario).parse_args(argv)


def named_command(argv: Sequence[str]) -> str | None:
    """The command a command line names when it is the line's first word (nothing before it asks the top level
    for its help or version); None otherwise (then every command's parser is built)."""
    first = str(argv[0]) if argv else ""
    return first if first in BUILT_IN or any(m.NAME == first for m in COMMAND_MODULES) else None


def light_scope(argv: Sequence[str], scenario: str | None):
    """The scenarios a parser needs for this command line when it is not every one: the named scenario (or none);
    None where the command's own flags list every scenario's (room; truthfulness without a scenario). The help
    of either parser is the same (tests/test_cli_light_parser.py)."""
    command = next((str(t) for t in argv if not str(t).startswith("-")), None)
    if command in NEEDS_EVERY_SCENARIO or (command == "truthfulness" and scenario is None):
        return None
    return [SCENARIOS[scenario]] if scenario else []


def _asked_locale(argv: Sequence[str]) -> str:
    """The language of ``--locale CODE`` on the command line when the CLI writes in it, else "en" (the parser
    refuses an unknown code in English)."""
    for i, token in enumerate(argv):
        code = str(token).partition("=")[2] if str(token).startswith("--locale=") else (
            str(argv[i + 1]) if token == "--locale" and i + 1 < len(argv) else None)
        if code is not None:
            return code if code in SEPARATORS else "en"
    return "en"


def _leading_locale(argv: list) -> tuple[list, str | None]:
    """`expmech --locale CODE COMMAND …`: the command line without that leading --locale, and CODE (a command
    without --locale of its own, such as batch, then says only its refusals and progress in that language); an
    unknown CODE stays on the line for the parser to refuse."""
    first = str(argv[0]) if argv else ""
    if first == "--locale" and len(argv) > 1 and str(argv[1]) in SEPARATORS:
        return argv[2:], str(argv[1])
    if first.startswith("--locale=") and first.partition("=")[2] in SEPARATORS:
        return argv[1:], first.partition("=")[2]
    return argv, None


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split())
