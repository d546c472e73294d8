"""ExpMech Studio's public Python API for notebooks and scripts (no Qt): a few stable, typed functions over the
same core as the app and the `expmech` command. docs/api.md has a worked example that the tests execute.

    from expmech_gui import api
    r = api.run("pricing", [1, 1, 3.01], epsilon=1, max_price=3.01, alpha=1/301, trials=10_000, seed=1)
    r.expected_score, r.bound, r.to_frame(), r.plot()

Data is a scenario's table in any of these forms: a list or array of values (pricing's valuations, median's
values), a mapping {candidate: count} (voting), a list of rows, a pandas DataFrame laid out as the scenario's CSV,
a path to a CSV file, "preset:NAME" for a shipped preset, or None for the scenario's worked example (its first
preset, with its settings). Settings are keyword arguments named as in the JSON (``max_price``, ``k``,
``pmw_rounds``); bad input raises ``ValueError`` (``ProblemError``/``DataError``) with the app's sentence.

The second half works on an ``Experiment`` already built (``simulate``, ``sweep_over``, ``scan_reports``,
``release_of``, ``charge_of``, ``bill``, ``ledger_bill``): the `expmech` commands call these, so the command line
is a thin layer that reads flags and writes what these return.
"""
from __future__ import annotations

import csv
import io
import itertools
import math
import os
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping, Sequence

import numpy as np

from ..experiment import Experiment, RunParameters, fresh_seed
from ..scenarios import SCENARIOS
from .results import BatchResult, BillResult, RunResult, SweepResult, TruthfulnessResult

if TYPE_CHECKING:  # the privacy bill and the ledger's totals load when first asked for, not with every run
    from ..core.accounting import ledger_totals as la

__all__ = ["scenarios", "settings", "dataset", "experiment", "run", "pmf", "sweep", "account", "truthfulness",
           "release", "export_code", "batch", "batch_template", "simulate", "sweep_over", "scan_reports", "release_of",
           "charge_of", "bill", "ledger_bill", "RunResult", "SweepResult", "BillResult", "TruthfulnessResult",
           "BatchResult"]

_SHARED = ("analysis", "neighbours", "mechanism", "t")


def scenarios() -> list[str]:
    """The registered scenarios' keys (their one name: ``topk``, not the alias ``top-k``)."""
    return list(SCENARIOS)


def settings(scenario: str) -> dict[str, float]:
    """A scenario's own settings and their defaults (the keyword arguments the functions below take)."""
    return {s.name: s.default for s in SCENARIOS[SCENARIOS.key_for(scenario)].settings}


def dataset(scenario: str, data: Any = None):
    """(scenario key, the scenario's dataset, the settings that come with it) from any form of ``data`` (see the
    module's docstring)."""
    key = SCENARIOS.key_for(scenario)
    sc = SCENARIOS[key]
    if data is None or (isinstance(data, str) and data.startswith("preset:")):
        name = sc.find_preset(data[len("preset:"):]).name if data else sc.preset_names[0]
        return key, sc.load_preset(name), sc.preset_settings(name)
    if isinstance(data, sc.dataset_type):
        return key, data, sc.stated_settings(data)
    if isinstance(data, (str, os.PathLike)):
        loaded = sc.read_csv(os.fspath(data))
        return key, loaded, sc.stated_settings(loaded)
    if hasattr(data, "to_csv"):  # a pandas DataFrame laid out as the scenario's CSV
        text = data.to_csv(index=False)
    else:
        rows = data.items() if isinstance(data, Mapping) else data
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        for row in rows:
            writer.writerow(row if isinstance(row, (list, tuple, np.ndarray)) else [row])
        text = buffer.getvalue()
    loaded = sc.from_text(text, "the data given")
    return key, loaded, sc.stated_settings(loaded)


def _parameters(key: str, stated: dict, epsilon: float, trials: int, seed: int | None, options: dict) -> RunParameters:
    sc = SCENARIOS[key]
    own = {k: v for k, v in options.items() if sc.setting(k) is not None}
    shared = {k: v for k, v in options.items() if k in _SHARED}
    unknown = sorted(set(options) - set(own) - set(shared))
    if unknown:
        raise TypeError(f"{', '.join(unknown)}: not a setting of the {key} scenario (it has "
                        f"{', '.join(settings(key)) or 'none'}) nor one of {', '.join(_SHARED)}")
    return RunParameters(epsilon=float(epsilon), trials=trials, seed=seed, settings={**stated, **own}, **shared)


def experiment(scenario: str, data: Any = None, *, epsilon: float = 1.0, **options) -> Experiment:
    """The validated ``Experiment`` (problem, mechanism, exact pmf) of ``scenario`` on ``data`` at ``epsilon``;
    ``options``: the scenario's settings and analysis, neighbours, mechanism, t."""
    return _built(scenario, data, epsilon, 0, None, options)


def _built(scenario: str, data: Any, epsilon: float, trials: int, seed: int | None, options: dict) -> Experiment:
    key, loaded, stated = dataset(scenario, data)
    return Experiment(SCENARIOS[key], loaded, _parameters(key, stated, epsilon, trials, seed, options))


def run(scenario: str, data: Any = None, *, epsilon: float = 1.0, trials: int = 10_000, seed: int | None = None,
        **options) -> RunResult:
    """A run as `expmech run`: the exact pmf and its summaries, plus ``trials`` simulated draws (seed: a fresh
    one, reported in ``parameters``, when None). Top-k: ``k=3, mechanism="peeling"|"gumbel"|"laplace"``."""
    return simulate(_built(scenario, data, epsilon, trials, fresh_seed() if seed is None else seed, options))


def pmf(scenario: str, data: Any = None, *, epsilon: float = 1.0, **options) -> RunResult:
    """The exact numbers only (no simulated draws): ``run`` with ``trials=0``."""
    return run(scenario, data, epsilon=epsilon, trials=0, seed=0, **options)


def sweep(scenario: str, data: Any = None, *, epsilon: float | Sequence[float] = 1.0, trials: int = 0,
          seed: int = 0, **options) -> SweepResult:
    """Runs over the grid of every argument given as a list (ε and any setting, e.g. ``alpha=[0.001, 0.01]``),
    as `expmech sweep`; ``trials`` draws per point from one generator seeded ``seed``."""
    grid = {"epsilon": epsilon, **options}
    axes = {k: list(v) if isinstance(v, (list, tuple, np.ndarray)) else [v] for k, v in grid.items()}
    first = {k: v[0] for k, v in axes.items() if k != "epsilon"}
    base = _built(scenario, data, axes["epsilon"][0], trials, seed, first)  # checks every name once
    return sweep_over(base.scenario, base.dataset, base.params, axes)


def account(epsilon: float | None = None, releases: int | None = None, *, epsilons: Sequence[float] | None = None,
            delta: float = 1e-6, mechanism: str = "exponential", scenario: str | None = None, data: Any = None,
            **options) -> BillResult:
    """Total ε of ``releases`` releases at ``epsilon`` by every composition method (basic, advanced, the optimal
    theorem, bounded range, zCDP), or of one release at each of ``epsilons`` (with the numerically tight PLD total),
    as `expmech account`. With ``scenario`` (and ``data``), each release is charged what that mechanism costs there
    (``charge_of``: ε/2 for the exponential mechanism's general analysis on a monotone score)."""
    from ..core.accounting import bill as accounting

    def cost(eps: float) -> tuple:
        if scenario is None:
            return eps, mechanism, None, 1, mechanism
        return charge_of(experiment(scenario, data, epsilon=eps, mechanism=mechanism, **options))
    if epsilons is not None:
        from ..core.accounting import ledger_totals as la

        costs = [cost(e) for e in epsilons]
        charges = [la.Charge(eps, 0.0, per_run, accounting.is_bounded_range(mech), adaptive=accounting.is_adaptive(mech))
                   for eps, mech, _why, per_run, _named in costs]
        return ledger_bill(charges, delta, costs[0][4])
    if epsilon is None or releases is None:
        raise TypeError("give epsilon and releases (k releases at one ε) or epsilons=[…] (one release at each ε)")
    eps, mech, _why, per_run, _named = cost(epsilon)
    return bill(eps, accounting.check_releases(releases * per_run), delta, mech)


def truthfulness(scenario: str, data: Any = None, *, participant: int, epsilon: float = 1.0,
                 colluders: Sequence[int] = (), reports: Sequence[float] | None = None,
                 **options) -> TruthfulnessResult:
    """What the participant on table row ``participant`` (1 = the first; pricing's bidder, voting's voter) gains by
    each report, exactly, against ε-DP's caps (e^(kε) − 1)·E[u(truth)] and U_max·tanh(kε/2), as
    `expmech truthfulness`; pricing takes ``colluders`` (rows) and ``reports`` (the values to scan)."""
    exp = experiment(scenario, data, epsilon=epsilon, **options)
    if exp.scenario.strategic is None:
        raise ValueError(f"the {exp.scenario.key} scenario has no participant who could misreport")
    rows = [participant - 1, *(r - 1 for r in colluders)]
    return scan_reports(exp, rows, None if reports is None else np.asarray(reports, dtype=float))


def release(scenario: str, data: Any = None, *, epsilon: str | float = "1", seed: int | None = None,
            **options) -> dict:
    """One published release by the exact sampler (its output does not depend on floating-point rounding), as
    `expmech release`; ε as text is taken exactly ("0.1" is 1/10). Private only while ``seed`` is secret (None:
    the operating system's randomness)."""
    return release_of(experiment(scenario, data, epsilon=float(epsilon), **options), str(epsilon), seed)


def export_code(scenario: str, data: Any = None, *, epsilon: float = 1.0, lang: str = "opendp", **options) -> str:
    """A short commented Python script performing the same release with a production DP library (``lang``:
    "opendp"); see expmech_gui.api.opendp_export for the mapping of ε and Δ."""
    from .opendp_export import opendp_script

    if lang != "opendp":
        raise ValueError(f"export to {lang!r} is not offered; the one language is 'opendp'")
    return opendp_script(experiment(scenario, data, epsilon=epsilon, **options))


class _Silent:
    """No progress display for a batch run from Python."""

    def advance(self, failed: int) -> None:
        pass

    def close(self) -> None:
        pass


def batch_template(scenario: str) -> str:
    """A new experiment file (TOML) for ``scenario``, as `expmech batch --init SCENARIO` prints it."""
    from ..batch.template import template

    return template(SCENARIOS.key_for(scenario))


def batch(spec, out=None, *, workers: int | None = 1, dask: str | None = None, per: str | None = None,
          formats: Sequence[str] = ("csv",), retry_failed: bool = False) -> BatchResult:
    """Run the experiment file ``spec`` as `expmech batch` does (its grid of cells, each seeded, in ``workers`` local
    processes or on a Dask cluster), writing the table and manifest into ``out`` (default SPEC-results beside it);
    ``to_frame()`` reads the table. A cell that fails is recorded in the table and counted in ``failed``."""
    from ..batch import runner

    spec_path = Path(spec)
    target = Path(out) if out is not None else spec_path.with_name(spec_path.stem + "-results")
    runner.needs(tuple(formats), dask)
    options = runner.Options(out=target, formats=tuple(formats), per=per, workers=workers, dask=dask,
                             retry_failed=retry_failed)
    manifest = runner.run(spec_path, options, lambda total, where="", done=0, here=False: _Silent(), lambda text: None)
    return BatchResult(manifest, target)


# On an Experiment already built (the `expmech` commands build theirs from flags, a session or a preset).

def simulate(exp: Experiment) -> RunResult:
    """``exp``'s run: its exact pmf and summaries and ``exp.params.trials`` draws from a generator seeded
    ``exp.params.seed`` (a fresh seed when None) — `expmech run --json`; ``experiment`` is the one run."""
    if exp.params.seed is None:
        exp = Experiment(exp.scenario, exp.dataset, replace(exp.params, seed=fresh_seed()))
    seed, trials = exp.params.seed, exp.params.trials
    counts = exp.mechanism.sample_counts(trials, np.random.default_rng(seed))
    result = exp.result(counts, seed, every_setting=False)
    result.update(exp.scenario_report(trials, seed))
    return RunResult(result, exp)


def sweep_over(scenario, dataset, params: RunParameters, grid: Mapping[str, Sequence]) -> SweepResult:
    """A run at every point of ``grid`` ({name: values} over ε, the shared parameters and the scenario's settings;
    the first name varies slowest), each with ``params.trials`` draws from one generator seeded ``params.seed``."""
    own = {s.name for s in scenario.settings}
    rng = np.random.default_rng(params.seed)
    runs, points = [], []
    for values in itertools.product(*grid.values()):
        point = dict(zip(grid, values))
        chosen = dict(params.settings) | {k: v for k, v in point.items() if k in own}
        shared = {k: v for k, v in point.items() if k not in own}
        exp = Experiment(scenario, dataset, replace(params, settings=tuple(chosen.items()), **shared))
        counts = exp.mechanism.sample_counts(exp.params.trials, rng)
        runs.append(exp)
        points.append(exp.result(counts, params.seed, include_counts=False, every_setting=False))
    varying = tuple(k for k, v in grid.items() if len(v) > 1) or ("epsilon",)
    return SweepResult(points, varying, tuple(runs))


def scan_reports(exp: Experiment, rows: Sequence[int], reports: np.ndarray | None = None) -> TruthfulnessResult:
    """The exact expected utility of the participants on table ``rows`` (0-based; the first is the one asked about,
    the others collude) for their true report and each of ``reports`` (None: the scenario's own scan)."""
    if exp.scenario.strategic is None:
        raise ValueError(f"the {exp.scenario.key} scenario has no participant who could misreport")
    return TruthfulnessResult(exp.scenario.strategic.scan(exp, list(rows), reports))


def release_of(exp: Experiment, epsilon_text: str | None = None, seed: int | None = None, progress=None) -> dict:
    """One release of ``exp`` by the exact sampler, ε taken exactly from ``epsilon_text`` when given
    (core.exact.sampling.release_experiment) — `expmech release --json`."""
    from ..core.exact import sampling as exact_sampling

    return exact_sampling.release_experiment(exp, epsilon_text, seed, progress=progress)


def charge_of(exp: Experiment) -> tuple[float, str, str | None, int, str]:
    """What one run of ``exp`` costs: (ε charged per release, accounting mechanism key, why it differs from ε or
    None, releases per run, the mechanism as named) — the scenario's own charge (top-k: k releases) or
    core.privacy.loss.release_epsilon (ε/2 on a monotone score under the general analysis)."""
    scenario = exp.scenario
    if scenario.release_charge is not None:
        eps, mechanism, per_run, why = scenario.release_charge(exp)
        own = scenario.mechanism_choice(exp.params.mechanism)
        return eps, mechanism, why, per_run, (own.title[:1].lower() + own.title[1:]) if own else exp.params.mechanism
    from ..core.privacy.loss import release_epsilon  # the privacy-loss analysis loads when a charge is asked

    eps, why = release_epsilon(exp.mechanism)
    return eps, exp.params.mechanism, why, 1, exp.params.mechanism


def bill(epsilon: float, releases: int, delta: float = 1e-6, mechanism: str = "exponential",
         progress=None) -> BillResult:
    """The privacy bill of ``releases`` releases each charged ``epsilon`` (core.accounting.bill.privacy_bill);
    ``bill`` is that PrivacyBill (its plain-language sentence, its methods)."""
    from ..core.accounting import bill as accounting

    computed = accounting.privacy_bill(epsilon, releases, delta, mechanism, progress=progress)
    return BillResult(computed.as_json(), dict(accounting.METHOD_TITLES), computed)


def ledger_bill(charges: Sequence[la.Charge], delta: float, mechanism: str) -> BillResult:
    """The totals of releases at different ε (core.accounting.ledger_totals, with the PLD total); a total too
    large for JSON is None in ``methods`` and named in ``too_large``; ``bill`` holds the raw totals."""
    from ..core.accounting import ledger_totals as la

    totals = la.ledger_totals(list(charges), delta)
    too_large = [m for m, v in totals.items() if v is not None and not math.isfinite(v)]
    data = {"epsilons": [c.epsilon_charged for c in charges], "releases": sum(c.releases for c in charges),
            "delta": delta, "mechanism": mechanism,
            "methods": {m: (None if m in too_large else v) for m, v in totals.items()},
            "too_large": too_large, "tightest": la.tightest(totals)[0],
            "entries": [{"epsilon": c.epsilon_charged, "releases": c.releases, "bounded_range": c.bounded_range}
                        for c in charges]}
    return BillResult(data, dict(la.LEDGER_TITLES), totals)
