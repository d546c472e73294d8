"""The three commands: run, sweep and account — results as text, JSON or CSV."""
from __future__ import annotations

import os
import time
from contextlib import contextmanager
from dataclasses import replace

import numpy as np

from ..core.mechanisms import mechanism_class, mechanism_keys
from ..core.formatting import plain
from ..core.problem import ProblemError
from .. import api
from ..experiment import Experiment, fresh_seed
from ..io.csvio import csv_text
from ..scenarios import SCENARIOS
from .inputs import resolve, shipped
from .output import json_text, titled_lines, write as _write
from .run_text import count as _count, fmt as _fmt, run_text as _run_text
from ..core.translatable import listed, message, words
from .parser import MAX_SWEEP_POINTS, SWEEPABLE, UsageError, epsilon_required, scenario_settings

class _Progress:
    """Progress of a long computation on stderr, shown only once it has taken more than ``after`` s:
    a self-updating percentage on a terminal, one line otherwise."""

    def __init__(self, err, what: str, after: float | None = None) -> None:
        if after is None:  # EXPMECH_PROGRESS_AFTER (seconds) shows it sooner or later; 1 s by default
            try:
                after = float(os.environ.get("EXPMECH_PROGRESS_AFTER", "1"))
            except ValueError:
                after = 1.0
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


active_progress: _Progress | None = None


@contextmanager
def progress_shown(err, what: str):
    """A ``_Progress`` on ``err`` for the block (cleared at its end, and by Ctrl+C through ``active_progress``)."""
    global active_progress
    active_progress = _Progress(err, what)
    try:
        yield active_progress
    finally:
        active_progress.clear()
        active_progress = None


def _release_cost(args) -> tuple[float, str, str | None, int, str]:
    """(ε charged per release, accounting mechanism key, why, releases per run, the mechanism as named) — from
    SCENARIO --data or --session when given: what one release of that mechanism really costs there
    (core.privacy.loss.release_epsilon, the bill's own function), or the scenario's own charge (Scenario.release_charge)."""
    if not (args.scenario or args.data or args.session or args.workspace or shipped(args)):
        for flag, value in (("--analysis", args.analysis), ("--neighbours", args.neighbours),
                            *((s.cli_flag, getattr(args, s.name, None)) for s in scenario_settings())):
            if value is not None:
                raise UsageError(message("{flag} says how a release is analysed on a scenario's data: give "
                                         "SCENARIO --data FILE (or --session FILE) with it, or leave it out",
                                         flag=flag))
        if args.mechanism is not None and args.mechanism not in mechanism_keys():
            owners = [sc.title for sc in SCENARIOS.values() if sc.mechanism_choice(args.mechanism) is not None]
            raise UsageError(message("--mechanism {mechanism} is a method of the {owners} scenario: give SCENARIO "
                                     "--data FILE with it (without data: {known})", mechanism=args.mechanism,
                                     owners=listed(owners), known=", ".join(mechanism_keys())))
        return args.epsilon, args.mechanism or "exponential", None, 1, args.mechanism or "exponential"
    scenario, dataset, params = resolve(args, "account")
    eps, mechanism, why, per_run, named = api.charge_of(Experiment(scenario, dataset, replace(params, epsilon=args.epsilon)))
    if per_run != 1:  # e.g. top-k: k releases per run, composed as the scenario says
        why += words("; {runs} runs are {releases} releases", runs=f"{args.releases:,}",
                     releases=f"{args.releases * per_run:,}")
    return eps, mechanism, why, per_run, named


def cmd_account(args, out, err) -> None:
    from ..core.accounting import bill as accounting  # only `account` composes
    from .mixed_account import account_epsilons, asked_line, budget_json, budget_line, releases_line

    if args.epsilons is not None:
        if args.epsilon is not None or args.releases is not None:
            raise UsageError(message("--epsilons lists the ε of every release: leave out --epsilon and --releases "
                                     "(or give --epsilon E --releases K without --epsilons)"))
        return account_epsilons(args, out, _release_cost, lambda path, text: _write(path, text, out))
    if args.epsilon is None:
        raise UsageError(message("give --epsilon E --releases K (K releases at one ε) or --epsilons E1,E2,… (one "
                                 "release at each ε)"))
    if args.releases is None:
        raise UsageError(message("--releases K is required with --epsilon E: how many releases at that ε"))
    per_release, mechanism, why, per_run, named = _release_cost(args)
    releases = accounting.check_releases(args.releases * per_run)
    with progress_shown(err, f"computing the privacy bill of {releases:,} releases") as progress:
        result = api.bill(per_release, releases, args.delta, mechanism, progress=progress)
    bill = result.bill
    if args.json:
        data = dict(result.as_dict())
        if accounting.missing_methods_note(mechanism, named):
            data["methods_note"] = accounting.missing_methods_note(mechanism, named)
        if why is not None:
            data.update(epsilon_asked=args.epsilon, release_note=why, mechanism=named)
        if args.budget is not None:
            data["budget"] = budget_json(args.budget, args.delta, bill.methods())
        _write(args.json, json_text(data), out)
    if args.json != "-":
        out.write(releases_line(bill.releases, named, bill.delta, epsilon=bill.epsilon) + "\n")
        if why is not None:
            out.write(asked_line(plain(args.epsilon), why) + "\n")
        out.write(titled_lines(accounting.METHOD_TITLES, bill.methods(), lambda _name, v: accounting.total_text(v)))
        missing = accounting.missing_methods_note(mechanism, named)
        out.write((missing + "\n" if missing else "") + accounting.plain_language(bill) + "\n")
        if args.budget is not None:
            out.write(budget_line(budget_json(args.budget, args.delta, bill.methods())) + "\n")


def cmd_run(args, out, err) -> None:
    if not args.session and args.epsilon is None and args.scenario and args.data and not shipped(args):
        raise epsilon_required()
    scenario, dataset, params = resolve(args, "run")
    if not args.session and args.epsilon is not None:  # --example without --epsilon keeps ε = 1
        params = replace(params, epsilon=args.epsilon)
    seed = params.seed if params.seed is not None else fresh_seed()
    params = replace(params, seed=seed)
    if args.streamed:
        return _run_streamed(args, scenario, dataset, params, out)
    if args.workers is not None or args.dask is not None or args.draws != 1:
        raise UsageError(message("--draws, --workers and --dask go with --streamed"))
    run = api.simulate(Experiment(scenario, dataset, params))
    exp, result = run.experiment, run.as_dict()
    if args.json:
        _write(args.json, json_text(result), out)
    if args.csv:
        _write(args.csv, csv_text(exp.results_rows(run.counts), args.locale), out)  # --locale de: German Excel's
    if args.json != "-":
        out.write(_run_text(exp, result))
        if exp.scenario.run_text is not None:
            out.write(exp.scenario.run_text(result))


def _sweep_grid(args) -> dict[str, np.ndarray]:
    """The flags given as LO:HI:N, each as its log-spaced values; ε is always a dimension, one value or not."""
    grid = {}
    for name in ("epsilon", *SWEEPABLE[1:], *(s.name for s in scenario_settings())):
        value = getattr(args, name, None)
        if isinstance(value, tuple):
            lo, hi, n = value
            grid[name] = np.geomspace(lo, hi, n) if n > 1 else np.array([lo])
        elif name == "epsilon":
            grid[name] = np.array([value])
    size = int(np.prod([v.size for v in grid.values()]))
    if size > MAX_SWEEP_POINTS:
        raise UsageError(message("the grid has {size:,} points; at most {most:,} are allowed", size=size,
                                 most=MAX_SWEEP_POINTS))
    return grid


def _run_streamed(args, scenario, dataset, params, out) -> None:
    """``expmech run --streamed``: the scenario's stream_report — exact samples without listing the candidates."""
    import json
    from functools import partial

    from ..batch.parallel_map import parallel_map

    if scenario.stream_report is None:
        streamed = [k for k, s in SCENARIOS.items() if s.stream_report is not None]
        raise UsageError(message("--streamed is for scenarios whose candidates are too many to list ({streamed}), "
                                 "not {scenario}", streamed=", ".join(streamed), scenario=scenario.key))
    if params.analysis != "general" or scenario.mechanisms or not mechanism_class(params.mechanism).softmax_of_scores:
        raise UsageError(message("--streamed samples the exponential mechanism with the general analysis: leave "
                                 "--mechanism and --analysis out"))
    if args.workers is not None and args.dask is not None:
        raise UsageError(message("--workers and --dask choose where the chunks run: give one of them"))
    mapper = partial(parallel_map, workers=args.workers, dask=args.dask)
    report = {"scenario": scenario.key, "epsilon": params.epsilon, "seed": params.seed, "draws": args.draws,
              **scenario.stream_report(dataset, params.setting_values, params.epsilon, seed=params.seed,
                                       draws=args.draws, mapper=mapper)}
    if args.json:
        _write(args.json, json_text(report), out)
    if args.json != "-":
        out.write(scenario.run_text(report) if scenario.run_text is not None else json.dumps(report) + "\n")


def cmd_sweep(args, out, err) -> None:
    scenario, dataset, params = resolve(args, "sweep")  # a range stands in for its flag until the grid sets it
    grid = _sweep_grid(args)
    seed = params.seed if params.seed is not None else fresh_seed()
    swept = api.sweep_over(scenario, dataset, replace(params, seed=seed),
                           {name: [float(x) for x in values] for name, values in grid.items()})
    results = list(zip(swept.experiments, swept.as_dict()))
    if args.json:
        _write(args.json, json_text(swept.as_dict()), out)
    if args.json != "-":
        exp0 = results[0][0]
        name = exp0.problem.score_name
        varying = list(swept.varying)
        out.write(f"{exp0.scenario.title}: n = {_count(exp0.problem.n)}, OPT = {_fmt(exp0.problem.opt)}, "
                  f"{_count(exp0.params.trials)} trials per point (seed {seed})\n")
        whole = exp0.several_at_once  # top-k: one more column, the whole release's exact expected total
        out.write("".join(f"{n:>10} " for n in varying) + f"{'|H|':>9} {'E[' + name + ']':>14} {'threshold':>12} "
                  f"{'P[below]':>10} {'bound':>10} {'mean':>12}" + (f" {'E[total]':>12}" if whole else "") + "\n")
        for exp, r in results:
            b = r["bound"]
            shown = "says nothing" if b["vacuous"] else _fmt(b["threshold"])
            out.write("".join(f"{_fmt(_parameter(exp, n)):>10} " for n in varying)
                      + f"{_count(exp.problem.m):>9} {_fmt(r['expected_score']):>14} {shown:>12} "
                      f"{_fmt(b['exact_tail']):>10} {_fmt(b['probability']):>10} {_fmt(r['empirical_mean_score']):>12}"
                      + (f" {_release_total(exp):>12}" if whole else "") + "\n")
        if whole:
            out.write("(each run releases several choices: the columns up to 'mean' are its first pick's; E[total] is "
                      "the whole release's exact expected total, '—' where it has no exact law)\n")
        if any(r["bound"]["vacuous"] for _, r in results):
            out.write(f"(\"says nothing\": at this n and ε the utility bound's threshold lies below every possible "
                      f"{name})\n")


def _release_total(exp: Experiment) -> str:
    """The exact expected total of one run's whole release (Experiment.release_score: top-k's k-set), or '—'."""
    try:
        return _fmt(exp.release_score()[0])
    except ProblemError:
        return "—"


def _parameter(exp: Experiment, name: str) -> float:
    """A point's value of ``name``: the shared parameter, or the scenario setting as the run used it (pricing's
    α as its effective 1/m)."""
    if name in exp.params.setting_values:
        return float(exp.problem.extras.get(name, exp.params.setting_values[name]))
    return float(getattr(exp.params, name))


def _gain_cap_text(report: dict) -> str:
    """ε-DP's cap on the gain: the tighter of the multiplicative bound (e^(kε) − 1)·E[u(truth)] and the additive
    bound U_max·tanh(kε/2) (the README's and the app's $0.73 for the lecture's $3.01 buyer), naming both."""
    bounds = {"multiplicative bound (e^(kε) − 1)·E[u(truth)]": report["gain_bound"],
              "additive bound U_max·tanh(kε/2)": report["additive_bound"]}
    finite = {k: v for k, v in bounds.items() if v is not None}
    if not finite:
        return "ε-DP puts no finite cap on the gain"
    name = min(finite, key=finite.get)
    other = [f"the {k} gives {_fmt(v)}" for k, v in finite.items() if k != name]
    return f"ε-DP caps the gain at {_fmt(finite[name])} by the {name}" + (f" ({other[0]})" if other else "")


def cmd_truthfulness(args, out, err) -> None:
    """Exact expected utility of a participant's truthful report and of every scanned misreport."""
    if not args.session and args.epsilon is None and args.scenario and args.data and not shipped(args):
        raise epsilon_required()
    scenario, dataset, params = resolve(args, "run")
    strategic = scenario.strategic
    if strategic is None:
        raise UsageError(message("the {scenario} scenario has no participant who could misreport",
                                 scenario=scenario.key))
    chosen = ""
    if args.participant is None and shipped(args) and strategic.typical is not None:
        row, who = strategic.typical(dataset)
        args.participant = row + 1
        chosen = f"No {strategic.flag} given: the example's {strategic.noun} on row {row + 1}, {who}.\n"
    if args.participant is None:
        raise UsageError(message("{flag} ROW is required: the {noun}'s table row", flag=strategic.flag,
                                 noun=strategic.noun))
    if args.colluders and not strategic.colluders:
        raise UsageError(message("--colluders applies to the pricing scenario's bidders, not to {scenario}",
                                 scenario=scenario.key))
    if args.reports and not strategic.reports:
        raise UsageError(message("--reports applies to the pricing scenario's bidders, not to {scenario}",
                                 scenario=scenario.key))
    if not args.session and args.epsilon is not None:  # --example without --epsilon keeps ε = 1
        params = replace(params, epsilon=args.epsilon)
    rows = [args.participant - 1] + [r - 1 for r in (args.colluders or [])]
    reports = np.linspace(*args.reports[:2], args.reports[2]) if args.reports else None
    report = api.scan_reports(Experiment(scenario, dataset, params), rows, reports).as_dict()
    if args.json:
        _write(args.json, json_text(report), out)
    if args.json != "-":
        who = report.get("colluders", [report.get("voter")])
        out.write(chosen + f"{strategic.noun.capitalize()}{'s' if len(who) > 1 else ''} on row"
                  f"{'s' if len(who) > 1 else ''} {', '.join(map(str, who))}: truthful expected utility "
                  f"{_fmt(report['truthful_utility'])}; the best report, {_fmt(report['best_report'])}, gains "
                  f"{_fmt(report['best_gain'])}; {_gain_cap_text(report)} (ε per report "
                  f"{_fmt(report['epsilon_per_report'])}: {report['epsilon_reason']})\n")
        if "nonprivate" in report:
            n = report["nonprivate"]
            out.write(f"Without privacy (the revenue-maximising posted price): truthful utility "
                      f"{_fmt(n['truthful_utility'])}; the best report, {_fmt(n['best_report'])}, gains "
                      f"{_fmt(n['best_gain'])}\n")
