"""`expmech`: offline experiments with the exponential mechanism (no Qt).

    expmech run {pricing,voting,lunch} --data FILE --epsilon E [options]
    expmech run --session FILE.expmech [--workspace W] [options that override the session's]
    expmech sweep {pricing,voting,lunch} --data FILE --epsilon LO:HI:N [options]
    expmech sweep --session FILE.expmech --epsilon LO:HI:N [options]
    expmech account --epsilon E --releases K [--delta D] [--mechanism M] [--json PATH|-]

Bad input of any kind prints one line `error: …` to stderr and exits 2; Ctrl+C prints `cancelled` and
exits 130. Every number on the command line is read by core.numbers (the same parser and the same advice
as the app's fields and the CSV readers).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import replace
from typing import Sequence

import numpy as np

from . import __version__
from .core import accounting
from .core.mechanisms import mechanism_keys
from .core.numbers import EPSILON_MAX, EPSILON_MIN, NumberError, describe_range, parse_epsilon, parse_number
from .core.params import PARAMS
from .core.problem import ProblemError
from .experiment import Experiment, RunParameters, fresh_seed
from . import sessions
from .core.errors import DataError
from .io.csvio import atomic_write_text, csv_text
from .scenarios import SCENARIOS

EXIT_BAD_INPUT = 2
EXIT_CANCELLED = 130
DEFAULT_TRIALS = 10_000
MAX_SWEEP_POINTS = 10_000
EPSILON_WORDS = describe_range(EPSILON_MIN, EPSILON_MAX)


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, no usage dump
        raise UsageError(message)


def _typed(what: str | None = None, **ranges):
    """An argparse type reading a number with core.numbers.parse_number (advice for 0,5 / 1,000 / $ / NaN;
    the range in words; the text quoted as typed)."""
    def parse(text: str):
        try:
            return parse_number(text, **ranges)
        except NumberError as exc:
            msg = str(exc)
            raise argparse.ArgumentTypeError(f"{what} {msg}" if what and msg.startswith("must") else msg) from None
    return parse


def _epsilon(text: str) -> float:
    try:
        return parse_epsilon(text)
    except NumberError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


_delta = _typed("δ", lo=0, hi=1, lo_inclusive=False, hi_inclusive=False)
_releases = _typed("the number of releases", integer=True, lo=1, hi=accounting.MAX_RELEASES)
_sweep_points = _typed("N", integer=True, lo=1, hi=MAX_SWEEP_POINTS)


def _epsilon_range(text: str) -> tuple[float, float, int]:
    parts = text.split(":")
    if len(parts) != 3:
        raise argparse.ArgumentTypeError(f"expected LO:HI:N (e.g. 0.1:10:9), not {text!r}")
    lo, hi = (_epsilon(p) for p in parts[:2])
    n = _sweep_points(parts[2])
    if hi < lo:
        raise argparse.ArgumentTypeError(f"HI ({parts[1].strip()}) must be at least LO ({parts[0].strip()})")
    return lo, hi, n


def _spec_type(spec):
    """An argparse type for a common parameter: its ParamSpec's parser, with the run's range."""
    def parse(text: str):
        try:
            return spec.parse(text, run=True)
        except (NumberError, ProblemError) as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None
    return parse


def build_parser() -> _Parser:
    parser = _Parser(prog="expmech", description="Offline experiments with the exponential mechanism.",
                     epilog="Bad input prints one line 'error: …' and exits 2; Ctrl+C prints 'cancelled' and "
                            "exits 130.")
    parser.add_argument("--version", action="version", version=f"expmech {__version__}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    def common(p: argparse.ArgumentParser) -> None:
        p.add_argument("scenario", choices=sorted(SCENARIOS), nargs="?",
                       help="which scenario the data file holds (leave out with --session)")
        p.add_argument("--data", metavar="FILE", help="CSV data file (UTF-8; separated by commas, semicolons "
                                                      "or tabs)")
        p.add_argument("--session", metavar="FILE.expmech",
                       help="use a saved session's workspace (data and parameters) instead of SCENARIO --data; "
                            "the options below override the session's parameters")
        p.add_argument("--workspace", choices=sorted(SCENARIOS),
                       help="with --session: which workspace (default: the one that was open when saved)")
        for setting in _settings():
            p.add_argument(setting.cli_flag, dest=setting.name, type=_setting_type(setting), metavar=setting.cli_metavar,
                           help=setting.cli_help)
        for spec in PARAMS.values():
            if spec.cli_flag and spec.kind == "choice":
                p.add_argument(spec.cli_flag, choices=spec.allowed(), help=spec.cli_help)
            elif spec.cli_flag:
                p.add_argument(spec.cli_flag, type=_spec_type(spec), metavar=spec.cli_metavar, help=spec.cli_help)
        p.add_argument("--json", metavar="PATH|-", help="also write the results as JSON ('-' = to the screen, "
                                                        "instead of the text)")

    run = sub.add_parser("run", help="run a mechanism on a data file or a saved session")
    common(run)
    run.add_argument("--epsilon", type=_epsilon, metavar="E",
                     help=f"privacy parameter ε, {EPSILON_WORDS} (required with --data; with --session it "
                          "overrides the saved ε)")
    run.add_argument("--csv", metavar="PATH",
                     help="also write candidate, score, probability, count, frequency per candidate")

    sweep = sub.add_parser("sweep", help="exact summaries over log-spaced ε")
    common(sweep)
    sweep.add_argument("--epsilon", type=_epsilon_range, required=True, metavar="LO:HI:N",
                       help=f"N log-spaced values of ε from LO to HI, each {EPSILON_WORDS}; N from 1 to "
                            f"{MAX_SWEEP_POINTS:,}")

    account = sub.add_parser("account", help="total ε of repeated releases by each composition theorem")
    account.add_argument("--epsilon", type=_epsilon, required=True, metavar="E",
                         help=f"ε of one release, {EPSILON_WORDS}")
    account.add_argument("--releases", type=_releases, required=True, metavar="K",
                         help=f"number of releases k, 1 to {accounting.MAX_RELEASES:,} (100,000 takes a few "
                              "seconds)")
    account.add_argument("--delta", type=_delta, default=1e-6, metavar="D",
                         help="δ of the total, greater than 0 and less than 1 (default 1e-6)")
    account.add_argument("--mechanism", choices=mechanism_keys(), default="exponential",
                         help="default exponential; a mechanism that is not ε-bounded-range (permute-and-flip) "
                              "gets only the ε-DP methods")
    account.add_argument("--json", metavar="PATH|-", help="also write the totals as JSON ('-' = to the screen, "
                                                          "instead of the text)")
    return parser


# --- account ---------------------------------------------------------------------------------------
class _Progress:
    """Progress of a long computation on stderr, shown only once it has taken more than ``after`` s:
    a self-updating percentage on a terminal, one line otherwise."""

    def __init__(self, err, what: str, after: float = 1.0) -> None:
        self.err, self.what, self.after = err, what, after
        self.start = time.monotonic()
        self.tty = bool(getattr(err, "isatty", lambda: False)())
        self.shown = False
        self.percent = -1

    def __call__(self, done: int, total: int) -> None:
        if time.monotonic() - self.start < self.after:
            return
        if self.tty:
            pct = int(100 * done / max(total, 1))
            if pct != self.percent:
                self.percent = pct
                self.err.write(f"\r{self.what}… {pct}% (Ctrl+C cancels)")
                self.err.flush()
                self.shown = True
        elif not self.shown:
            self.err.write(f"{self.what}; this takes a few seconds…\n")
            self.err.flush()
            self.shown = True

    def clear(self) -> None:
        if self.tty and self.shown:
            self.err.write("\r\033[K")
            self.err.flush()
            self.shown = False


_active_progress: _Progress | None = None


def cmd_account(args, out, err) -> None:
    global _active_progress
    _active_progress = _Progress(err, f"computing the privacy bill of {args.releases:,} releases")
    try:
        bill = accounting.privacy_bill(args.epsilon, args.releases, args.delta, args.mechanism,
                                       progress=_active_progress)
    finally:
        _active_progress.clear()
        _active_progress = None
    if args.json:
        _write(args.json, json.dumps(bill.as_json(), indent=2, allow_nan=False) + "\n", out)
    if args.json != "-":
        out.write(f"{bill.releases:,} release{'s' if bill.releases != 1 else ''} of an ε = {bill.epsilon:g} "
                  f"{args.mechanism} mechanism, "
                  f"δ = {bill.delta:g}\n")
        for name, value in bill.methods().items():
            out.write(f"  {accounting.METHOD_TITLES[name]:<36} {accounting.total_text(value)}\n")
        out.write(accounting.plain_language(bill) + "\n")


# --- run and sweep: where the data and the parameters come from -------------------------------------
COMMON = ("epsilon", "analysis", "neighbours", "mechanism", "trials", "seed", "t")  # what --session overrides


def _settings() -> list:
    """Every registered scenario's own settings, once per name (each becomes a CLI flag)."""
    out = {}
    for scenario in SCENARIOS.values():
        for setting in scenario.settings:
            out.setdefault(setting.name, setting)
    return list(out.values())


def _setting_type(setting):
    def parse(text: str):
        try:
            return setting.parse(text)
        except (NumberError, ProblemError) as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None
    return parse


def _overrides() -> tuple[str, ...]:
    return COMMON[:1] + tuple(s.name for s in _settings()) + COMMON[1:]


def _given(args, names=None) -> dict:
    return {k: getattr(args, k) for k in (names or _overrides()) if getattr(args, k, None) is not None}


def _settings_only_where_they_apply(args, key: str, where: str) -> None:
    mine = {s.name for s in SCENARIOS[key].settings}
    given = [s for s in _settings() if getattr(args, s.name, None) is not None and s.name not in mine]
    if given:
        owners = sorted({k for k, sc in SCENARIOS.items() for s in given if sc.setting(s.name)})
        verb = "applies" if len(given) == 1 else "apply"
        raise UsageError(f"{' and '.join(s.cli_flag for s in given)} {verb} only to the {' and '.join(owners)} "
                         f"scenario{'s' if len(owners) > 1 else ''}, and {where} is {key}")


def _resolve(args, command: str):
    """(scenario, dataset, parameters without ε for sweep) from SCENARIO --data FILE or from --session."""
    if args.session:
        clash = []
        if args.scenario:
            clash.append(f"the scenario {args.scenario!r}")
        if args.data:
            clash.append(f"--data {args.data}")
        if clash:
            tip = (f" (to use the session's {args.scenario} workspace, write --workspace {args.scenario})"
                   if args.scenario else "")
            raise UsageError(f"--session takes the scenario and the data from the session file, so "
                             f"{' and '.join(clash)} cannot be given with it: leave "
                             f"{'them' if len(clash) > 1 else 'it'} out{tip}")
        return _from_session(args, command)
    if args.workspace:
        raise UsageError("--workspace chooses a workspace of a session: use it with --session FILE")
    if args.scenario is None or args.data is None:
        eps = "--epsilon E" if command == "run" else "--epsilon LO:HI:N"
        missing = " and ".join(x for x, v in (("SCENARIO", args.scenario), ("--data FILE", args.data)) if v is None)
        raise UsageError(f"{missing} {'is' if ' and ' not in missing else 'are'} required: give SCENARIO "
                         f"--data FILE {eps}, or --session FILE")
    _settings_only_where_they_apply(args, args.scenario, "the scenario")
    scenario = SCENARIOS[args.scenario]
    try:
        dataset = scenario.read_csv(args.data)
    except DataError as exc:
        if exc.source:
            raise
        raise DataError(exc.reason, source=args.data, row=exc.row, column=exc.column) from None
    if scenario.rows_in(dataset) == 0:
        raise DataError("has no data rows (it is empty or holds only a header)", source=args.data)
    defaults = RunParameters(trials=DEFAULT_TRIALS)
    return scenario, dataset, replace(defaults, **_given(args, [k for k in _overrides() if k != "epsilon"]))


def _from_session(args, command: str):
    """Scenario, dataset and parameters of a saved session's workspace; every option given on the command
    line overrides the saved value."""
    try:
        state = sessions.load(args.session)
    except sessions.SessionError as exc:
        raise DataError(str(exc)) from None
    key = args.workspace or state.current
    if key not in state.workspaces:
        have = ", ".join(sorted(state.workspaces)) or "none"
        raise UsageError(f"--workspace: the session has no {key} workspace (it has: {have})")
    ws = state.workspaces[key]
    try:
        dataset, _excluded = sessions.workspace_dataset(key, ws)
        params = sessions.workspace_parameters(key, ws)
    except (sessions.SessionError, DataError, ProblemError) as exc:
        raise DataError(f"{args.session}: {exc}") from None
    if SCENARIOS[key].rows_in(dataset) == 0:
        raise DataError(f"the session's {key} workspace has no data rows", source=args.session)
    _settings_only_where_they_apply(args, key, "the session's workspace")
    names = _overrides() if command == "run" else [k for k in _overrides() if k != "epsilon"]
    return SCENARIOS[key], dataset, replace(params, **_given(args, names))


def _simulate(exp: Experiment, trials: int, seed: int) -> np.ndarray:
    return exp.mechanism.sample_counts(trials, np.random.default_rng(seed))


def _write(path: str, text: str, out) -> None:
    if path == "-":
        out.write(text)
    else:
        try:
            atomic_write_text(path, text)
        except OSError as exc:
            raise DataError(f"cannot write ({exc.strerror or exc})", source=path) from None


def _fmt(x) -> str:
    if x is None:
        return "—"
    return f"{x:.6g}" if isinstance(x, float) else str(x)


def _count(x: int) -> str:
    return f"{x:,}"


def cmd_run(args, out, err) -> None:
    if not args.session and args.epsilon is None and args.scenario and args.data:
        raise UsageError(f"--epsilon is required with --data (ε is a number {EPSILON_WORDS})")
    scenario, dataset, params = _resolve(args, "run")
    if not args.session:
        params = replace(params, epsilon=args.epsilon)
    seed = params.seed if params.seed is not None else fresh_seed()
    params = replace(params, seed=seed)
    exp = Experiment(scenario, dataset, params)
    counts = _simulate(exp, exp.params.trials, seed)
    result = exp.result(counts, seed)
    if args.json:
        _write(args.json, json.dumps(result, indent=2, allow_nan=False) + "\n", out)
    if args.csv:
        _write(args.csv, csv_text(exp.results_rows(counts)), out)
    if args.json != "-":
        out.write(_run_text(exp, result))


def _says_nothing(exp: Experiment) -> str:
    return f"says nothing at n = {_count(exp.problem.n)} and ε = {exp.params.epsilon:g}"


def _run_text(exp: Experiment, r: dict) -> str:
    pr = exp.problem
    unit = pr.score_unit
    lines = [
        f"{exp.scenario.title}: n = {_count(r['n'])}, |H| = {_count(pr.m)}, Δ = {_fmt(r['sensitivity'])}, "
        f"ε = {_fmt(exp.params.epsilon)} ({exp.mechanism.title}, {exp.params.analysis} analysis, "
        f"{exp.params.neighbours} neighbours)",
        f"OPT = {unit}{_fmt(r['opt'])} at {', '.join(map(str, r['opt_candidates'][:5]))}"
        + (" …" if len(r['opt_candidates']) > 5 else ""),
    ]
    if r["opt_continuous"] is not None:
        lines.append(f"γ (continuous optimum) = ${_fmt(r['opt_continuous'])}; effective α = {_fmt(r['parameters']['alpha'])}")
    b = r["bound"]
    lines.append(f"exact E[{pr.score_name}] = {unit}{_fmt(r['expected_score'])}")
    if b["vacuous"]:
        lines.append(f"utility bound (t = {_fmt(b['t'])}): {_says_nothing(exp)} — its threshold lies below every "
                     f"possible {pr.score_name}")
    else:
        lines.append(f"utility threshold (t = {_fmt(b['t'])}) = {unit}{_fmt(b['threshold'])}: "
                     f"P[below] exact {_fmt(b['exact_tail'])} ≤ bound {_fmt(b['probability'])}")
    g = r["guarantee"]
    if g is not None:
        if g["vacuous"]:
            lines.append(f"lecture guarantee: {_says_nothing(exp)} — its revenue floor is not above the lowest "
                         "revenue on the grid")
        else:
            lines.append(f"lecture guarantee: revenue ≥ ${_fmt(g['revenue'])} with probability ≥ "
                         f"{_fmt(g['probability'])}")
    trials_line = (f"{_count(r['trials'])} trials (seed {r['parameters']['seed']}): mean {pr.score_name} "
                   f"{unit}{_fmt(r['empirical_mean_score'])}")
    if not b["vacuous"]:
        trials_line += f", fraction below threshold {_fmt(r['fraction_below_threshold'])}"
    lines.append(trials_line)
    order = np.argsort(-exp.mechanism.pmf, kind="stable")[:15]
    lines.append(f"{'candidate':>16} {pr.score_name:>12} {'probability':>12} {'count':>10}")
    for i in order:
        lines.append(f"{str(pr.labels[i]):>16} {_fmt(float(pr.scores[i])):>12} {_fmt(float(exp.mechanism.pmf[i])):>12} "
                     f"{r['counts'][i]:>10}")
    if pr.m > order.size:
        lines.append(f"({pr.m - order.size:,} less likely candidates not shown; use --csv or --json)")
    return "\n".join(lines) + "\n"


def cmd_sweep(args, out, err) -> None:
    scenario, dataset, params = _resolve(args, "sweep")
    lo, hi, n = args.epsilon
    epsilons = np.geomspace(lo, hi, n) if n > 1 else np.array([lo])
    seed = params.seed if params.seed is not None else fresh_seed()
    rng = np.random.default_rng(seed)
    results = []
    for eps in epsilons:
        exp = Experiment(scenario, dataset, replace(params, epsilon=float(eps), seed=seed))
        counts = exp.mechanism.sample_counts(exp.params.trials, rng)
        results.append((exp, exp.result(counts, seed, include_counts=False)))
    if args.json:
        _write(args.json, json.dumps([r for _, r in results], indent=2, allow_nan=False) + "\n", out)
    if args.json != "-":
        exp0 = results[0][0]
        name = exp0.problem.score_name
        out.write(f"{exp0.scenario.title}: n = {_count(exp0.problem.n)}, |H| = {_count(exp0.problem.m)}, "
                  f"OPT = {_fmt(exp0.problem.opt)}, {_count(exp0.params.trials)} trials per ε (seed {seed})\n")
        out.write(f"{'epsilon':>10} {'E[' + name + ']':>14} {'threshold':>12} {'P[below]':>10} {'bound':>10} "
                  f"{'mean':>12}\n")
        for _, r in results:
            b = r["bound"]
            shown = "says nothing" if b["vacuous"] else _fmt(b["threshold"])
            out.write(f"{_fmt(r['parameters']['epsilon']):>10} {_fmt(r['expected_score']):>14} "
                      f"{shown:>12} {_fmt(b['exact_tail']):>10} "
                      f"{_fmt(b['probability']):>10} {_fmt(r['empirical_mean_score']):>12}\n")
        if any(r["bound"]["vacuous"] for _, r in results):
            out.write(f"(\"says nothing\": at this n and ε the utility bound's threshold lies below every possible "
                      f"{name})\n")


def main(argv: Sequence[str] | None = None, out=None, err=None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        args = build_parser().parse_args(argv)
        if args.command is None:
            raise UsageError("choose a command: run, sweep or account (see expmech --help)")
        {"run": cmd_run, "sweep": cmd_sweep, "account": cmd_account}[args.command](args, out, err)
    except (UsageError, DataError, ProblemError) as exc:
        err.write(f"error: {_one_line(exc)}\n")
        return EXIT_BAD_INPUT
    except MemoryError:
        err.write("error: not enough memory for this experiment (try a coarser α or fewer candidates)\n")
        return EXIT_BAD_INPUT
    except (KeyboardInterrupt, accounting.Cancelled):
        if _active_progress is not None:
            _active_progress.clear()
        err.write("cancelled\n")
        return EXIT_CANCELLED
    except Exception as exc:  # noqa: BLE001 — a bug must still not print a traceback at a user
        err.write(f"error: internal error ({type(exc).__name__}: {_one_line(exc)}); please report it\n")
        return 1
    return 0


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split())


if __name__ == "__main__":
    sys.exit(main())
