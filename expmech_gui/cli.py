"""`expmech`: offline experiments with the exponential mechanism (no Qt).

    expmech run {pricing,voting,lunch} --data FILE --epsilon E [options]
    expmech sweep {pricing,voting,lunch} --data FILE --epsilon LO:HI:N [options]
    expmech account --epsilon E --releases K [--delta D] [--mechanism M] [--json PATH|-]

Bad input of any kind prints one line `error: …` to stderr and exits 2.
"""
from __future__ import annotations

import argparse
import json
from dataclasses import replace
import math
import sys
from typing import Sequence

import numpy as np

from . import __version__
from .core import accounting
from .core.mechanisms import MECHANISM_NAMES
from .core.problem import ANALYSES, NEIGHBOURS, ProblemError
from .experiment import Experiment, RunParameters, fresh_seed
from .io.csvio import DataError, atomic_write_text, csv_text
from .scenarios import SCENARIOS

EXIT_BAD_INPUT = 2


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, no usage dump
        raise UsageError(message)


def _number(accept, requirement: str):
    """An argparse type: a float that ``accept`` admits (NaN and ±inf never do), else '<requirement>'."""
    def parse(text: str) -> float:
        try:
            v = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if not (math.isfinite(v) and accept(v)):
            raise argparse.ArgumentTypeError(f"{requirement}, not {text!r}")
        return v
    return parse


_positive = _number(lambda v: v > 0, "must be a finite number > 0")
_nonneg_float = _number(lambda v: v >= 0, "must be a finite number ≥ 0")
_alpha = _number(lambda v: 0 < v <= 1, "must lie in (0, 1]")
_delta = _number(lambda v: 0 < v < 1, "must lie in (0, 1)")


def _nonneg_int(text: str) -> int:
    try:
        v = int(text)
    except ValueError:
        try:
            f = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not (math.isfinite(f) and f == int(f)):
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        v = int(f)
    if v < 0:
        raise argparse.ArgumentTypeError(f"must be ≥ 0, not {text}")
    return v




def _epsilon_range(text: str) -> tuple[float, float, int]:
    parts = text.split(":")
    if len(parts) != 3:
        raise argparse.ArgumentTypeError(f"expected LO:HI:N (e.g. 0.1:10:9), not {text!r}")
    lo, hi = (_positive(p) for p in parts[:2])
    n = _nonneg_int(parts[2])
    if n < 1:
        raise argparse.ArgumentTypeError("N must be ≥ 1")
    if n > 10_000:
        raise argparse.ArgumentTypeError("N must be ≤ 10000")
    if hi < lo:
        raise argparse.ArgumentTypeError(f"HI ({hi:g}) must be ≥ LO ({lo:g})")
    return lo, hi, n


def build_parser() -> _Parser:
    parser = _Parser(prog="expmech", description="Offline experiments with the exponential mechanism.")
    parser.add_argument("--version", action="version", version=f"expmech {__version__}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    def common(p: argparse.ArgumentParser, session: bool = False) -> None:
        if session:
            p.add_argument("scenario", choices=sorted(SCENARIOS), nargs="?")
            p.add_argument("--data", metavar="FILE", help="CSV data file")
            p.add_argument("--session", metavar="FILE.expmech", help="run a saved session's workspace instead")
            p.add_argument("--workspace", choices=sorted(SCENARIOS),
                           help="which workspace of the session (default: the one that was open)")
        else:
            p.add_argument("scenario", choices=sorted(SCENARIOS))
            p.add_argument("--data", required=True, metavar="FILE", help="CSV data file")
        p.add_argument("--alpha", type=_alpha, help="price-grid step as a fraction of the max price (pricing)")
        p.add_argument("--max-price", type=_positive, help="highest price P (pricing)")
        p.add_argument("--analysis", choices=ANALYSES, default="general")
        p.add_argument("--neighbours", choices=NEIGHBOURS, default="add-remove")
        p.add_argument("--mechanism", choices=MECHANISM_NAMES, default="exponential")
        p.add_argument("--trials", type=_nonneg_int, help="simulated runs (default 10000)")
        p.add_argument("--seed", type=_nonneg_int, help="random seed (default: fresh, reported)")
        p.add_argument("--t", type=_nonneg_float, default=1.0, help="t of the utility bound (default 1)")
        p.add_argument("--json", metavar="PATH|-", help="write the results as JSON ('-' = stdout)")

    run = sub.add_parser("run", help="run a mechanism on a data file or a saved session")
    common(run, session=True)
    run.add_argument("--epsilon", type=_positive, help="privacy parameter ε (required with --data)")
    run.add_argument("--csv", metavar="PATH", help="write candidate, score, probability, count, frequency")

    sweep = sub.add_parser("sweep", help="exact summaries over log-spaced ε")
    common(sweep)
    sweep.add_argument("--epsilon", type=_epsilon_range, required=True, metavar="LO:HI:N")

    account = sub.add_parser("account", help="total ε of repeated releases by each composition theorem")
    account.add_argument("--epsilon", type=_positive, required=True, help="ε of one release")
    account.add_argument("--releases", type=_releases, required=True, help="number of releases k")
    account.add_argument("--delta", type=_delta, default=1e-6, help="δ of the total (default 1e-6)")
    account.add_argument("--mechanism", choices=MECHANISM_NAMES, default="exponential")
    account.add_argument("--json", metavar="PATH|-", help="write the totals as JSON ('-' = stdout)")
    return parser


def _releases(text: str) -> int:
    k = _nonneg_int(text)
    if not 1 <= k <= accounting.MAX_RELEASES:
        raise argparse.ArgumentTypeError(f"must be a whole number from 1 to {accounting.MAX_RELEASES:,}, not {text}")
    return k




def cmd_account(args, out) -> None:
    bill = accounting.privacy_bill(args.epsilon, args.releases, args.delta, args.mechanism)
    if args.json:
        _write(args.json, json.dumps(bill.as_json(), indent=2, allow_nan=False) + "\n", out)
    if args.json != "-":
        out.write(f"{bill.releases:,} releases of an ε = {bill.epsilon:g} {args.mechanism} mechanism, δ = {bill.delta:g}\n")
        for name, value in bill.methods().items():
            shown = "does not apply (not ε-bounded-range)" if value is None else f"ε = {value:.6g}"
            out.write(f"  {accounting.METHOD_TITLES[name]:<36} {shown}\n")
        out.write(accounting.plain_language(bill) + "\n")


def _load(args):
    scenario = SCENARIOS[args.scenario]
    if not scenario.uses_grid:
        given = [f for f, v in (("--alpha", args.alpha), ("--max-price", args.max_price)) if v is not None]
        if given:
            raise UsageError(f"{' and '.join(given)} apply to the pricing scenario only")
    dataset = scenario.read_csv(args.data)
    return scenario, dataset


def _params(args, epsilon: float, seed: int) -> RunParameters:
    return RunParameters(epsilon=epsilon, alpha=args.alpha, max_price=args.max_price, analysis=args.analysis,
                         neighbours=args.neighbours, mechanism=args.mechanism, trials=_trials(args), seed=seed,
                         t=args.t)


def _trials(args) -> int:
    return 10_000 if args.trials is None else args.trials


def _from_session(args):
    """Scenario, dataset and parameters of a saved session's workspace; command-line ε/trials/seed win."""
    from dataclasses import replace

    from .io import session as sessions

    if args.data or args.scenario:
        raise UsageError("use either SCENARIO --data FILE or --session FILE, not both")
    try:
        state = sessions.load(args.session)
    except sessions.SessionError as exc:
        raise DataError(str(exc)) from None
    key = args.workspace or state.current
    if key not in state.workspaces:
        raise UsageError(f"--workspace: the session has no {key} workspace")
    ws = state.workspaces[key]
    try:
        dataset, _excluded = sessions.workspace_dataset(key, ws)
        params = sessions.workspace_parameters(key, ws)
    except sessions.SessionError as exc:
        raise DataError(f"{args.session}: {exc}") from None
    overrides = {k: v for k, v in (("epsilon", args.epsilon), ("trials", args.trials), ("seed", args.seed))
                 if v is not None}
    return SCENARIOS[key], dataset, replace(params, **overrides)


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


def cmd_run(args, out) -> None:
    if args.session:
        scenario, dataset, params = _from_session(args)
        seed = params.seed if params.seed is not None else fresh_seed()
        params = replace(params, seed=seed)
    else:
        if args.scenario is None or args.data is None:
            raise UsageError("give SCENARIO --data FILE --epsilon E, or --session FILE")
        if args.epsilon is None:
            raise UsageError("the following arguments are required: --epsilon")
        scenario, dataset = _load(args)
        seed = args.seed if args.seed is not None else fresh_seed()
        params = _params(args, args.epsilon, seed)
    exp = Experiment(scenario, dataset, params)
    counts = _simulate(exp, params.trials, seed)
    result = exp.result(counts, seed)
    if args.json:
        _write(args.json, json.dumps(result, indent=2, allow_nan=False) + "\n", out)
    if args.csv:
        _write(args.csv, csv_text(exp.results_rows(counts)), out)
    if args.json != "-":
        out.write(_run_text(exp, result))


def _run_text(exp: Experiment, r: dict) -> str:
    pr = exp.problem
    unit = pr.score_unit
    lines = [
        f"{exp.scenario.title}: n = {r['n']}, |H| = {pr.m}, Δ = {_fmt(r['sensitivity'])}, "
        f"ε = {_fmt(exp.params.epsilon)} ({exp.mechanism.title}, {exp.params.analysis} analysis, "
        f"{exp.params.neighbours} neighbours)",
        f"OPT = {unit}{_fmt(r['opt'])} at {', '.join(map(str, r['opt_candidates'][:5]))}"
        + (" …" if len(r['opt_candidates']) > 5 else ""),
    ]
    if r["opt_continuous"] is not None:
        lines.append(f"γ (continuous optimum) = ${_fmt(r['opt_continuous'])}; effective α = {_fmt(r['parameters']['alpha'])}")
    b = r["bound"]
    lines += [
        f"exact E[{pr.score_name}] = {unit}{_fmt(r['expected_score'])}",
        f"utility threshold (t = {_fmt(b['t'])}) = {unit}{_fmt(b['threshold'])}: "
        f"P[below] exact {_fmt(b['exact_tail'])} ≤ bound {_fmt(b['probability'])}",
    ]
    if r["guarantee"] is not None:
        lines.append(f"lecture guarantee: revenue ≥ ${_fmt(r['guarantee']['revenue'])} "
                     f"with probability ≥ {_fmt(r['guarantee']['probability'])}")
    lines.append(f"{r['trials']} trials (seed {r['parameters']['seed']}): mean {pr.score_name} "
                 f"{unit}{_fmt(r['empirical_mean_score'])}, fraction below threshold {_fmt(r['fraction_below_threshold'])}")
    order = np.argsort(-exp.mechanism.pmf, kind="stable")[:15]
    lines.append(f"{'candidate':>16} {pr.score_name:>12} {'probability':>12} {'count':>10}")
    for i in order:
        lines.append(f"{str(pr.labels[i]):>16} {_fmt(float(pr.scores[i])):>12} {_fmt(float(exp.mechanism.pmf[i])):>12} "
                     f"{r['counts'][i]:>10}")
    if pr.m > order.size:
        lines.append(f"({pr.m - order.size} less likely candidates not shown; use --csv or --json)")
    return "\n".join(lines) + "\n"


def cmd_sweep(args, out) -> None:
    scenario, dataset = _load(args)
    lo, hi, n = args.epsilon
    epsilons = np.geomspace(lo, hi, n) if n > 1 else np.array([lo])
    seed = args.seed if args.seed is not None else fresh_seed()
    rng = np.random.default_rng(seed)
    results = []
    for eps in epsilons:
        exp = Experiment(scenario, dataset, _params(args, float(eps), seed))
        counts = exp.mechanism.sample_counts(_trials(args), rng)
        results.append((exp, exp.result(counts, seed, include_counts=False)))
    if args.json:
        _write(args.json, json.dumps([r for _, r in results], indent=2, allow_nan=False) + "\n", out)
    if args.json != "-":
        exp0 = results[0][0]
        name = exp0.problem.score_name
        out.write(f"{exp0.scenario.title}: n = {exp0.problem.n}, |H| = {exp0.problem.m}, OPT = {_fmt(exp0.problem.opt)}, "
                  f"{_trials(args)} trials per ε (seed {seed})\n")
        out.write(f"{'epsilon':>10} {'E[' + name + ']':>14} {'threshold':>12} {'P[below]':>10} {'bound':>10} "
                  f"{'mean':>12}\n")
        for _, r in results:
            out.write(f"{_fmt(r['parameters']['epsilon']):>10} {_fmt(r['expected_score']):>14} "
                      f"{_fmt(r['bound']['threshold']):>12} {_fmt(r['bound']['exact_tail']):>10} "
                      f"{_fmt(r['bound']['probability']):>10} {_fmt(r['empirical_mean_score']):>12}\n")


def main(argv: Sequence[str] | None = None, out=None, err=None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        args = build_parser().parse_args(argv)
        if args.command is None:
            raise UsageError("choose a command: run, sweep or account (see expmech --help)")
        {"run": cmd_run, "sweep": cmd_sweep, "account": cmd_account}[args.command](args, out)
    except UsageError as exc:
        err.write(f"error: {exc}\n")
        return EXIT_BAD_INPUT
    except (DataError, ProblemError) as exc:
        err.write(f"error: {exc}\n")
        return EXIT_BAD_INPUT
    except MemoryError:
        err.write("error: not enough memory for this experiment (try a coarser α or fewer candidates)\n")
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        err.write("error: interrupted\n")
        return 130
    except Exception as exc:  # noqa: BLE001 — a bug must still not print a traceback at a user
        err.write(f"error: internal error ({type(exc).__name__}: {exc}); please report it\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
