"""The `expmech` command line: flags, their parsers and their help (every number read by core.numbers)."""
from __future__ import annotations

import argparse

from .. import __version__
from ..core.numbers import EPSILON_MAX, EPSILON_MIN, NumberError, describe_range, parse_epsilon, parse_number
from ..core.mechanisms import mechanism_keys
from ..core.number_locale import SEPARATORS
from ..core.params import PARAMS
from ..core.problem import ProblemError
from ..core.translatable import message, translatable, translated
from ..scenarios import SCENARIOS
from . import scenario_flags

EXIT_BAD_INPUT = 2
EXIT_CANCELLED = 130
EXIT_CELLS_FAILED = 3  # expmech batch finished and wrote its table, but some cells failed (the manifest lists them)
DEFAULT_TRIALS = 10_000
MAX_SWEEP_POINTS = 10_000
EPSILON_WORDS = describe_range(EPSILON_MIN, EPSILON_MAX)


def epsilon_required() -> "UsageError":
    """The refusal of SCENARIO --data FILE without --epsilon (run, truthfulness, release, export-code)."""
    return UsageError(message("--epsilon is required with --data (ε is a number {bounds})",
                              bounds=describe_range(EPSILON_MIN, EPSILON_MAX)))


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    """One-line errors; ``examples`` (a function giving the epilog) is called only when the help is shown."""

    def __init__(self, *args, examples=None, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.examples = examples

    def format_help(self) -> str:
        if self.examples is not None:
            self.epilog, self.examples = self.examples() or None, None
        return super().format_help()

    def error(self, message: str):  # one line, no usage dump; in the language of --locale (cli.argparse_words)
        from .argparse_words import argparse_sentence  # (its patterns are compiled only for a refusal: issue 36 §4)

        raise UsageError(argparse_sentence(message))


def _argument_type(parse):
    """An argparse type from one of the app's parsers: its refusal (NumberError/ProblemError, with advice and
    the range in words) becomes argparse's one-line error."""
    def convert(text: str):
        try:
            return parse(text)
        except (NumberError, ProblemError) as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None
    return convert


def _typed(what: str | None = None, **ranges):
    """An argparse type reading a number with core.numbers.parse_number (advice for 0,5 / 1,000 / $ / NaN;
    the range in words; the text quoted as typed)."""
    return _argument_type(lambda text: parse_number(text, what=translated(what or ""), **ranges))


_epsilon = _argument_type(parse_epsilon)


_delta = _typed("δ", lo=0, hi=1, lo_inclusive=False, hi_inclusive=False)


def _releases(text: str) -> int:
    """--releases K: a whole number from 1 to the privacy bill's limit (the bill loads with `account` only)."""
    from ..core.accounting import MAX_RELEASES

    return _typed(translatable("the number of releases"), integer=True, lo=1, hi=MAX_RELEASES)(text)


_sweep_points = _typed("N", integer=True, lo=1, hi=MAX_SWEEP_POINTS)
MAX_EPSILONS = 1_000  # --epsilons: one release per value (the mixed-ε totals compose each distinct ε apart)


def _epsilon_list(text: str) -> list[float]:
    """--epsilons 0.5,0.5,1,2: each value an ε the app accepts (``parse_epsilon``), at most MAX_EPSILONS."""
    parts = [p.strip() for p in text.split(",")]
    if not any(parts):
        raise argparse.ArgumentTypeError(message("expected ε values separated by commas, e.g. 0.5,0.5,1,2"))
    if len(parts) > MAX_EPSILONS:
        raise argparse.ArgumentTypeError(message("at most {most:,} values, not {count:,} (for many releases at one "
                                                 "ε use --epsilon E --releases K)", most=MAX_EPSILONS,
                                                 count=len(parts)))
    values = []
    for i, part in enumerate(parts, start=1):
        if not part:
            raise argparse.ArgumentTypeError(message("value {i} is empty: separate the ε values by single commas "
                                                     "(decimals with a point: 0.5,1)", i=i))
        try:
            values.append(_epsilon(part))
        except argparse.ArgumentTypeError as exc:
            raise argparse.ArgumentTypeError(message("value {i}: {problem}", i=i, problem=exc)) from None
    return values


def _value_or_range(convert, what: str):
    """A sweep flag: one value (``convert``), or LO:HI:N — N log-spaced values from LO to HI, each read by
    ``convert`` (so each in the flag's range), LO > 0."""
    def parse(text: str):
        parts = text.split(":")
        if len(parts) == 1:
            return convert(text)
        if len(parts) != 3:
            raise argparse.ArgumentTypeError(message("expected one value or LO:HI:N (e.g. 0.1:10:9), not {text!r}",
                                                     text=text))
        lo, hi = (convert(p) for p in parts[:2])
        n = _sweep_points(parts[2])
        if hi < lo:
            raise _high_below_low(parts)
        if lo <= 0 and n > 1:
            raise argparse.ArgumentTypeError(message("{what}: a range is log-spaced, so LO must be greater than 0, "
                                                     "not {lo}", what=what, lo=parts[0].strip()))
        return lo, hi, n
    return parse


SWEEPABLE = ("epsilon", "t")  # besides every scenario setting (α, max price): numbers a sweep may range over


_row = _typed(translatable("the row"), integer=True, lo=1)
_draws = _typed(translatable("the number of draws"), integer=True, lo=1, hi=1_000_000)
_workers = _typed(translatable("the number of workers"), integer=True, lo=1, hi=4096)


def _high_below_low(parts) -> argparse.ArgumentTypeError:
    """The refusal of a range LO:HI:N whose HI is below its LO."""
    return argparse.ArgumentTypeError(message("HI ({hi}) must be at least LO ({lo})", hi=parts[1].strip(),
                                              lo=parts[0].strip()))


def _rows(text: str) -> list[int]:
    return [_row(part) for part in text.split(",") if part.strip()] or [_row(text)]


def _report_range(text: str) -> tuple[float, float, int]:
    parts = text.split(":")
    if len(parts) != 3:
        raise argparse.ArgumentTypeError(message("expected LO:HI:N (e.g. 0:3:31), not {text!r}", text=text))
    lo, hi = (_typed(translatable("a report"), lo=0)(p) for p in parts[:2])
    n = _sweep_points(parts[2])
    if hi < lo:
        raise _high_below_low(parts)
    return lo, hi, n


def strategic_flags(scenarios) -> list[tuple[str, str, list[str]]]:
    """(flag, noun, scenario keys) of each of ``scenarios``' misreporting participant, once per flag."""
    out: dict[str, tuple[str, list[str]]] = {}
    for scenario in scenarios:
        if scenario.strategic is not None:
            out.setdefault(scenario.strategic.flag, (scenario.strategic.noun, []))[1].append(scenario.key)
    return [(flag, noun, keys) for flag, (noun, keys) in out.items()]


def scenario_settings(scenarios=None) -> list:
    """The settings of ``scenarios`` (default: every scenario loaded so far, which includes each one a parsed command
    line can name), once per name (each becomes a CLI flag)."""
    out = {}
    for scenario in SCENARIOS.loaded() if scenarios is None else scenarios:
        for setting in scenario.settings:
            out.setdefault(setting.name, setting)
    return list(out.values())


class _Exact(_Parser):
    """A parser that takes no abbreviated flags (a light parser's abbreviation could be ambiguous in the full one)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **{**kwargs, "allow_abbrev": False})


def build_parser(command_modules=(), scenario: str | None = None, scope=None, only: str | None = None) -> _Parser:
    """The whole command line; ``command_modules`` are the commands that live in modules of their own
    (``cli/<name>.py`` with ``NAME``, ``add_parser(sub, common)`` and ``run(args, out, err)``). With ``scenario``
    (a key: the command line's SCENARIO, found by ``scenario_flags.scenario_in``) each command shows only that
    scenario's settings, under its own flag names, with its own examples. ``scope`` (default: every scenario,
    which loads them all) lists the scenarios whose flags the parser knows; a light parser (``scope`` given) takes
    no abbreviations, and a command line it refuses is parsed again by the full one (cli.parse). ``only`` (a
    command's name) builds that command alone: a parser for a line that names it first, whose top-level help
    is never shown (cli.parse)."""
    scope = list(SCENARIOS.values()) if scope is None else list(scope)
    light = len(scope) < len(SCENARIOS)
    parser_class = _Exact if light else _Parser
    parser = parser_class(prog="expmech", description="Offline experiments with the exponential mechanism.",
                     epilog="Bad input prints one line 'error: …' and exits 2; Ctrl+C prints 'cancelled' and "
                            "exits 130. `expmech COMMAND SCENARIO --help` shows one scenario's settings; "
                            f"scenarios: {', '.join(SCENARIOS)}.")
    parser.add_argument("--version", action="version", version=f"expmech {__version__}")
    parser.add_argument("--locale", dest="top_locale", choices=tuple(SEPARATORS),
                        metavar="{" + ",".join(SEPARATORS) + "}",
                        help="before COMMAND: as the command's own --locale where it has one; any command's refusals "
                             "in that language")
    sub = parser.add_subparsers(dest="command", parser_class=parser_class)
    own = SCENARIOS[scenario] if scenario else None

    def command(name: str, **kwargs) -> argparse.ArgumentParser:
        """A subcommand; with a scenario, its examples close the help."""
        return sub.add_parser(name, **options(name), **kwargs)

    def options(name: str) -> dict:
        """A subcommand's parser options: with a scenario, its name in the usage and its examples after the help
        (commands in modules of their own take them as ``common.options(NAME)``)."""
        examples = (lambda: scenario_flags.examples(name, scenario)) if scenario else None
        return {"prog": f"expmech {name}" + (f" {scenario}" if scenario else ""), "examples": examples,
                "formatter_class": argparse.RawDescriptionHelpFormatter}

    def shown(text: str, applies: bool = True) -> str:
        """A flag's help where it applies to the scenario (all of them without one), else hidden from the help."""
        return text if applies or own is None else argparse.SUPPRESS

    def common(p: argparse.ArgumentParser, ranges: bool = False, params=None, why: str = "") -> None:
        """SCENARIO, --data/--session/--workspace, the scenario's settings, the shared parameters (all with a
        flag, or only ``params``) and --json; ``why`` ends the scenario's help (what the data is for)."""
        p.add_argument("scenario", type=scenario_flags.scenario_name, nargs="?", metavar="SCENARIO",
                       help=f"which scenario the data file holds: {', '.join(SCENARIOS)} (leave out with "
                            f"--session; `{p.prog} SCENARIO --help` shows its own settings)" + why)
        p.add_argument("--data", metavar="FILE", help="CSV data file (UTF-8; separated by commas, semicolons "
                                                      "or tabs)")
        p.add_argument("--example", action="store_true",
                       help=shown("instead of --data: the scenario's shipped worked example (the workspace's first "
                                  "preset, with its settings; ε = 1 unless --epsilon is given)",
                                  own is None or bool(own.presets)))
        p.add_argument("--preset", metavar="NAME",
                       help=shown("instead of --data: one of the scenario's shipped presets, by name or file name, "
                                  "with its settings (expmech presets lists them; ε = 1 unless --epsilon is given)"
                                  + (f"; here: {', '.join(own.preset_names)}".replace("%", "%%") if own else ""),
                                  own is None or bool(own.presets)))
        p.add_argument("--session", metavar="FILE.expmech",
                       help="use a saved session's workspace (data and parameters) instead of SCENARIO --data; "
                            "the options below override the session's parameters")
        p.add_argument("--workspace", type=scenario_flags.scenario_name, metavar="SCENARIO",
                       help="with --session: which workspace (default: the one that was open when saved; naming "
                            "it here gives the scenario's own flag names)")

        def typed(setting):
            convert = _argument_type(setting.parse)
            return (_value_or_range(convert, setting.cli_flag) if ranges else convert,
                    setting.cli_metavar + ("|LO:HI:N" if ranges else ""),
                    setting.cli_help + (" — or LO:HI:N, N log-spaced values" if ranges else ""))
        scenario_flags.add_settings(p, scenario, typed, scope)
        for spec in PARAMS.values():
            if params is not None and spec.name not in params:
                continue
            if spec.cli_flag and spec.kind == "choice":
                choices = spec.allowed()
                if spec.name == "mechanism" and own is not None:  # the others still parse: resolve() says why not
                    choices = tuple(m.key for m in own.mechanisms) or mechanism_keys()
                p.add_argument(spec.cli_flag, choices=spec.allowed(), metavar="{" + ",".join(choices) + "}",
                               help=spec.cli_help)
            elif spec.cli_flag:
                convert = _argument_type(lambda text, spec=spec: spec.parse(text, run=True))
                ranged = ranges and spec.name in SWEEPABLE
                p.add_argument(spec.cli_flag, type=_value_or_range(convert, spec.cli_flag) if ranged else convert,
                               metavar=spec.cli_metavar + ("|LO:HI:N" if ranged else ""),
                               help=spec.cli_help + (" — or LO:HI:N, N log-spaced values" if ranged else ""))
        p.add_argument("--json", metavar="PATH|-", help="also write the results as JSON ('-' = to the screen, "
                                                        "instead of the text; a device, a pipe or /dev/stdout is "
                                                        "written in place)")
        p.add_argument("--locale", choices=tuple(SEPARATORS), default="en",
                       help="the text in that language, its numbers as the language writes them (de: 1.234,5), "
                            "and --csv in its Excel dialect (de: semicolons, decimal commas); JSON and every number "
                            "typed on the command line keep the decimal point (default en)")

    if only in (None, "run"):
        run = command("run", help="run a mechanism on a data file or a saved session")
        common(run)
        run.add_argument("--epsilon", type=_epsilon, metavar="E",
                         help=f"privacy parameter ε, {EPSILON_WORDS} (required with --data; with --session it "
                              "overrides the saved ε)")
        run.add_argument("--csv", metavar="PATH",
                         help="also write candidate, score, probability, count, frequency per candidate")
        run.add_argument("--base-measure", metavar="FILE|COLUMN",
                         help=shown("a prior weight (≥ 0) per candidate, the base measure μ: P[h] ∝ μ(h)·e^(c·score); a "
                                    "CSV of name,weight rows, or the name of a column of the --data file (voting, lunch, "
                                    "custom; public: choose it without looking at the data)",
                                    own is None or own.prior is not None))
        streams = own is None or own.stream_report is not None
        run.add_argument("--streamed", action="store_true",
                         help=shown("never list the candidates: draw exact samples by streaming Gumbel-max over chunks of them, "
                              "with the exact normaliser (scenarios whose candidate sets can be astronomically large: "
                              "the net mechanism, blr); the exponential mechanism, general analysis", streams))
        run.add_argument("--draws", type=_draws, default=1, metavar="K",
                         help=shown("with --streamed: how many exact samples (default 1)", streams))
        run.add_argument("--workers", type=_workers, metavar="N",
                         help=shown("with --streamed: stream the chunks on N local processes (default: this process)",
                                    streams))
        run.add_argument("--dask", metavar="ADDRESS|local:N",
                         help=shown("with --streamed: stream the chunks on a Dask cluster (needs expmech-gui[cluster])",
                                    streams))

    if only in (None, "sweep"):
        sweep = command("sweep", help="exact summaries over a grid of ε, α, max price or t")
        common(sweep, ranges=True)
        sweep.add_argument("--epsilon", type=_value_or_range(_epsilon, "--epsilon"), required=True,
                           metavar="E|LO:HI:N",
                           help=f"ε, or N log-spaced values of ε from LO to HI, each {EPSILON_WORDS}; every flag "
                                f"given as a range adds a dimension to the grid (at most {MAX_SWEEP_POINTS:,} points)")

    if only in (None, "truthfulness"):
        truth = command("truthfulness", help="what one participant (or colluders) gains by misreporting, "
                                             "exactly, against the bound ε-DP gives")
        common(truth)
        truth.add_argument("--epsilon", type=_epsilon, metavar="E",
                           help=f"privacy parameter ε, {EPSILON_WORDS} (required with --data)")
        strategic = own.strategic if own is not None else None
        for flag, noun, scenarios in strategic_flags(scope):
            truth.add_argument(flag, dest="participant", type=_row, metavar="ROW",
                               help=shown(f"the {noun}'s table row (1 = the first data row; {', '.join(scenarios)})",
                                          strategic is not None and strategic.flag == flag))
        truth.add_argument("--colluders", type=_rows, metavar="ROW,ROW,…",
                           help=shown("further rows who report the same value (pricing): their total gain is compared "
                                      "with (e^(kε) − 1)·their truthful utility", bool(strategic and strategic.colluders)))
        truth.add_argument("--reports", type=_report_range, metavar="LO:HI:N",
                           help=shown("scan N evenly spaced reports from LO to HI (default: 0 to the max price in 301 "
                                      "steps, plus the other bidders' values and the true value)",
                                      bool(strategic and strategic.reports)))

    if only in (None, "account"):
        from ..core.accounting import MAX_RELEASES

        account = command("account", help="total ε of repeated releases by each composition theorem")
        common(account, params=("mechanism", "analysis", "neighbours"),
               why="; optional: with SCENARIO --data FILE (or --session) each release is charged what the "
                   "mechanism really costs there (ε/2 for the exponential mechanism with the general analysis on a "
                   "score that is monotone under the neighbour notion)")
        account.add_argument("--epsilon", type=_epsilon, metavar="E",
                             help=f"ε of one release, {EPSILON_WORDS} (with --releases K)")
        account.add_argument("--releases", type=_releases, metavar="K",
                             help=f"number of releases k, 1 to {MAX_RELEASES:,} (100,000 takes a few "
                                  "seconds)")
        account.add_argument("--epsilons", type=_epsilon_list, metavar="E1,E2,…",
                             help=f"instead of --epsilon/--releases: one release at each ε, separated by commas "
                                  f"(at most {MAX_EPSILONS:,}); totals for different ε, incl. a numerically tight one")
        account.add_argument("--delta", type=_delta, default=1e-6, metavar="D",
                             help="δ of the total, greater than 0 and less than 1 (default 1e-6)")
        account.add_argument("--budget", type=_epsilon, metavar="E",
                             help="a privacy budget of ε = E at the same δ: says what is left of it (and in the JSON, "
                                  "\"budget\")")
    common.options = options
    common.scenarios = scope
    for module in command_modules:
        if only in (None, module.NAME):
            module.add_parser(sub, common)
    return parser
