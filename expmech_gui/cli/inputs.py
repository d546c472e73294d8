"""Where a run's data and parameters come from: SCENARIO --data FILE, or a saved session's workspace, with
the flags given on the command line overriding the saved values."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from ..core.errors import DataError
from ..core.params import PARAMS
from ..core.problem import ProblemError
from ..experiment import RunParameters
from ..io.csvio import read_text
from ..scenarios import SCENARIOS
from ..scenarios.framework import prior
from ..core.translatable import listed, message, translatable
from .parser import DEFAULT_TRIALS, UsageError, scenario_settings

# what the command line may set (and override in a session): ε and every shared parameter with a flag
COMMON = ("epsilon", *(name for name, spec in PARAMS.items() if spec.cli_flag))


def _overrides() -> tuple[str, ...]:
    return COMMON[:1] + tuple(s.name for s in scenario_settings()) + COMMON[1:]


def _given(args, names=None) -> dict:
    return {k: getattr(args, k) for k in (names or _overrides()) if getattr(args, k, None) is not None}


def _settings_only_where_they_apply(args, key: str, where: str) -> None:
    mine = {s.name for s in SCENARIOS[key].settings}
    given = [s for s in scenario_settings() if getattr(args, s.name, None) is not None and s.name not in mine]
    if given:
        owners = sorted({k for k, sc in SCENARIOS.items() for s in given if sc.setting(s.name)})
        template = ((translatable("{flags} applies only to the {owners} scenario, and {where} is {key}"),
                     translatable("{flags} applies only to the {owners} scenarios, and {where} is {key}")),
                    (translatable("{flags} apply only to the {owners} scenario, and {where} is {key}"),
                     translatable("{flags} apply only to the {owners} scenarios, and {where} is {key}")))
        raise UsageError(message(template[len(given) > 1][len(owners) > 1], flags=listed(s.cli_flag for s in given),
                                 owners=listed(owners), where=where, key=key))


def resolve(args, command: str):
    """(scenario, dataset, parameters without ε for sweep) from SCENARIO --data FILE or from --session, with the
    prior of --base-measure FILE put in (a COLUMN of --data is read with the data: ``_read_data``)."""
    scenario, dataset, params = _resolve(args, command)
    given = getattr(args, "base_measure", None)
    if given is not None and (Path(given).is_file() or args.data is None):
        if not Path(given).is_file():
            raise UsageError(message("--base-measure {given}: there is no such file, and a column name needs --data "
                                     "FILE", given=given))
        dataset = _with_weights(scenario, dataset, prior.read_weight_file(given), given)
    return scenario, dataset, params


def _read_data(scenario, args):
    """The --data file's dataset; with --base-measure COLUMN (not a file), that column taken out of the file and
    made the prior (its first column names the candidates)."""
    given = getattr(args, "base_measure", None)
    if given is None or Path(given).is_file():
        return scenario.read_csv(args.data)
    support = _prior_support(scenario)
    if support.in_data_file:
        raise UsageError(message("--base-measure {given}: there is no such file; in {scenario} data {where}",
                                 given=given, scenario=scenario.key, where=support.in_data_file))
    rest, weights = prior.split_weight_column(read_text(args.data), given, args.data)
    return _with_weights(scenario, scenario.from_text(rest, args.data), weights, args.data)


def _prior_support(scenario):
    if scenario.prior is None:
        keys = [k for k, sc in SCENARIOS.items() if sc.prior is not None]
        raise UsageError(message("--base-measure applies only to the {with_prior} scenarios, not {scenario}",
                                 with_prior=listed(keys, commas=True), scenario=scenario.key))
    return scenario.prior


def _with_weights(scenario, dataset, weights: dict, source: str):
    """``dataset`` with a prior weight per candidate from ``weights`` (name → weight); DataError in words for a name
    the data lacks, a candidate without a weight, or all weights 0 (framework/prior.py)."""
    support = _prior_support(scenario)
    return support.with_weights(dataset, prior.weights_by_name(support.names(dataset), weights, support.noun, source))


def _resolve(args, command: str):
    for name in ("scenario", "workspace"):  # an alias ("top-k") stands for its scenario's key
        if getattr(args, name, None):
            setattr(args, name, SCENARIOS.key_for(getattr(args, name)))
    flag = shipped(args)
    if flag and (args.data or args.session or (args.example and args.preset is not None)):
        other = "--data" if args.data else "--session" if args.session else "--example"
        raise UsageError(message("{flag} runs one of the scenario's shipped presets, so {other} cannot be given with "
                                 "it", flag=flag, other=other))
    if args.session:
        clash = []
        if args.scenario:
            clash.append(message("the scenario {scenario!r}", scenario=args.scenario))
        if args.data:
            clash.append(f"--data {args.data}")
        if clash:
            tip = (message(" (to use the session's {scenario} workspace, write --workspace {scenario})",
                           scenario=args.scenario) if args.scenario else "")
            template = (translatable("--session takes the scenario and the data from the session file, so {clash} "
                                     "cannot be given with it: leave it out{tip}") if len(clash) == 1 else
                        translatable("--session takes the scenario and the data from the session file, so {clash} "
                                     "cannot be given with it: leave them out{tip}"))
            raise UsageError(message(template, clash=listed(clash), tip=tip))
        return _from_session(args, command)
    if args.workspace:
        raise UsageError(message("--workspace chooses a workspace of a session: use it with --session FILE"))
    if flag:
        return _shipped(args, flag)
    if args.scenario is None or args.data is None:
        eps = "--epsilon LO:HI:N" if command == "sweep" else "--epsilon E"
        missing = [x for x, v in (("SCENARIO", args.scenario), ("--data FILE", args.data)) if v is None]
        template = (translatable("{missing} is required: give SCENARIO --data FILE {eps}, or --session FILE")
                    if len(missing) == 1 else
                    translatable("{missing} are required: give SCENARIO --data FILE {eps}, or --session FILE"))
        raise UsageError(message(template, missing=listed(missing), eps=eps))
    _settings_only_where_they_apply(args, args.scenario, message("the scenario"))
    scenario = SCENARIOS[args.scenario]
    try:
        dataset = _read_data(scenario, args)
    except DataError as exc:
        if exc.source:
            raise
        raise DataError(exc.reason, source=args.data, row=exc.row, column=exc.column) from None
    if scenario.rows_in(dataset) == 0:
        raise DataError(message("has no data rows (it is empty or holds only a header)"), source=args.data)
    defaults = RunParameters(trials=DEFAULT_TRIALS, settings=scenario.stated_settings(dataset))
    return scenario, dataset, replace(defaults, **_given(args, [k for k in _overrides() if k != "epsilon"]))


def shipped(args) -> str:
    """"--preset" or "--example" when the data is a shipped preset (ε then defaults to 1), else ""."""
    if getattr(args, "preset", None) is not None:
        return "--preset"
    return "--example" if getattr(args, "example", False) else ""


def _shipped(args, flag: str):
    """The scenario's preset named by --preset (its first with --example) and its settings; flags given on the
    command line override them."""
    if args.scenario is None:
        raise UsageError(message("{flag} needs SCENARIO: which scenario's preset to run (expmech presets lists them)",
                                 flag=flag))
    _settings_only_where_they_apply(args, args.scenario, message("the scenario"))
    scenario = SCENARIOS[args.scenario]
    if not scenario.presets:
        raise UsageError(message("the {scenario} scenario ships no preset; give --data FILE", scenario=scenario.title))
    name = scenario.find_preset(args.preset).name if flag == "--preset" else scenario.preset_names[0]
    dataset = scenario.load_preset(name)
    given = {k: getattr(args, k) for k in _overrides() if k != "epsilon" and getattr(args, k, None) is not None}
    settings = {**scenario.preset_settings(name), **{k: v for k, v in given.items() if scenario.setting(k)}}
    shared = {"trials": DEFAULT_TRIALS, **{k: v for k, v in given.items() if not scenario.setting(k)}}
    return scenario, dataset, RunParameters(settings=settings, **shared)


def _from_session(args, command: str):
    """Scenario, dataset and parameters of a saved session's workspace; every option given on the command
    line overrides the saved value."""
    from .. import sessions  # a session file's reader, loaded only for --session

    try:
        state = sessions.load(args.session)
    except sessions.SessionError as exc:
        raise DataError(str(exc)) from None
    key = args.workspace or state.current
    if key not in state.workspaces:
        have = ", ".join(sorted(state.workspaces)) or message("none")
        raise UsageError(message("--workspace: the session has no {key} workspace (it has: {have})",
                                 key=key, have=have))
    ws = state.workspaces[key]
    try:
        dataset, _excluded = sessions.workspace_dataset(key, ws)
        params = sessions.workspace_parameters(key, ws)
    except (sessions.SessionError, DataError, ProblemError) as exc:
        raise DataError(message("{where}: {reason}", where=args.session, reason=exc)) from None
    if SCENARIOS[key].rows_in(dataset) == 0:
        raise DataError(message("the session's {key} workspace has no data rows", key=key), source=args.session)
    _settings_only_where_they_apply(args, key, message("the session's workspace"))
    names = _overrides() if command == "run" else [k for k in _overrides() if k != "epsilon"]  # sweep, account: ε apart
    return SCENARIOS[key], dataset, replace(params, **_given(args, names))
