"""Session files as the app and the CLI use them: the file format of ``io.session`` plus what each scenario
says about its table (``Scenario.table``), and the checks that rebuild every workspace through the core.

``load``/``loads`` read and check a file; ``validate`` rebuilds each workspace's dataset and parameters
(nothing is applied to the window before the whole file has passed); ``workspace_dataset`` and
``workspace_parameters`` turn a saved workspace into what a run needs (``expmech run --session``).
"""
from __future__ import annotations

import math
import os

from .core.errors import DataError
from .core.mechanisms import mechanism_keys
from .core.numbers import NumberError, describe_range, parse_epsilon
from .core.problem import ProblemError
from .core.translatable import message
from .experiment import Experiment, RunParameters
from .io.session import (FORMAT_VERSION, MAX_COUNTS, MAX_RELEASES, MAX_SESSION_BYTES, MAX_TEXT,
                         MAX_TOTAL_COUNT, MAX_VALUATIONS, READABLE_VERSIONS, SEED_MAX, SEED_MIN, SUFFIX, T_MAX, T_MIN,
                         TRIALS_MAX, TRIALS_MIN, SessionError, SessionState, WorkspaceState, shown,
                         encode_column)
from .io import session as _format
from .core.accounting.ledger import Ledger  # noqa: F401 (the session's privacy ledger: SessionState.ledger)
from .scenarios import SCENARIOS

__all__ = ["FORMAT_VERSION", "MAX_COUNTS", "MAX_RELEASES", "MAX_SESSION_BYTES", "MAX_TEXT", "MAX_TOTAL_COUNT",
           "MAX_VALUATIONS", "READABLE_VERSIONS", "SUFFIX", "SessionError", "SessionState", "WorkspaceState",
           "dumps", "encode_column", "load", "loads", "save", "validate",
           "workspace_dataset", "workspace_parameters"]


def _tables() -> dict:
    return {key: sc.table.check for key, sc in SCENARIOS.items()}


def _settings() -> list[str]:
    """Every scenario's own settings, once each, in registration order."""
    return list(dict.fromkeys(s.name for sc in SCENARIOS.values() for s in sc.settings))


def _encode(key: str, data: dict) -> dict:
    return SCENARIOS[key].table.encode(data) if key in SCENARIOS else data


def load(path: str | os.PathLike) -> SessionState:
    """Read and check a session file (regular file, size cap, every field; see io.session.load)."""
    return _own_mechanisms(_format.load(path, _tables(), _settings()), os.fspath(path))


def loads(raw: bytes | str, source: str = "session") -> SessionState:
    return _own_mechanisms(_format.loads(raw, _tables(), source, _settings()), source)


def _own_mechanisms(state: SessionState, source: str) -> SessionState:
    """Each workspace's saved mechanism is one its scenario takes (a scenario may offer mechanisms of its own,
    e.g. top-k's methods, which no other workspace runs)."""
    for key, ws in state.workspaces.items():
        scenario = SCENARIOS[key]
        mechanism = ws.parameters.get("mechanism", "exponential")
        allowed = tuple(m.key for m in scenario.mechanisms) or mechanism_keys()
        if mechanism not in allowed and not (scenario.mechanisms and mechanism == "exponential"):
            _format.fail(source, f"workspaces.{key}.parameters.mechanism",
                         message("the {title} workspace takes {allowed}, not {mechanism}", title=scenario.title,
                                 allowed=', '.join(allowed), mechanism=shown(mechanism)))
    return state


def dumps(state: SessionState) -> str:
    return _format.dumps(state, _encode)


def save(path: str | os.PathLike, state: SessionState) -> None:
    """Atomic: the old file survives any failure before the final rename."""
    _format.save(path, state, _encode)


def workspace_dataset(key: str, ws: WorkspaceState):
    """The workspace's valid rows as the scenario's dataset, and how many rows were excluded."""
    return SCENARIOS[key].table.dataset(ws.data)


def workspace_parameters(key: str, ws: WorkspaceState) -> RunParameters:
    """RunParameters from the saved (typed) parameters; SessionError naming the field if one is invalid.

    Typed numbers go through the same parsers as the parameter panel and the CLI (core.numbers)."""
    scenario = SCENARIOS[key]
    p = ws.parameters

    def typed(name: str, parse):
        try:
            return parse(p[name])
        except (NumberError, ProblemError) as exc:
            raise SessionError(message("workspaces.{key}.parameters.{name}: {reason}", key=key, name=name,
                                       reason=exc)) from None

    t = p.get("t", 1.0)
    trials = p.get("trials", 10_000)
    seed = p.get("seed")
    for name, value, lo, hi in (("t", t, T_MIN, T_MAX), ("trials", trials, TRIALS_MIN, TRIALS_MAX),
                                ("seed", seed if seed is not None else SEED_MIN, SEED_MIN, SEED_MAX)):
        if not (isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
                and lo <= value <= hi):
            raise SessionError(message("workspaces.{key}.parameters.{name}: must be {bounds}, not {value}", key=key,
                                       name=name, bounds=describe_range(lo, hi), value=shown(value)))
    settings = {s.name: typed(s.name, s.parse) for s in scenario.settings if p.get(s.name) is not None}
    mechanism = p.get("mechanism", "exponential")
    return RunParameters(
        epsilon=typed("epsilon", parse_epsilon) if p.get("epsilon") is not None else 1.0,
        analysis=p.get("analysis", "general"), neighbours=p.get("neighbours", "add-remove"),
        mechanism=mechanism, trials=int(trials),
        seed=int(seed) if p.get("fixed_seed", True) and seed is not None else None, t=float(t),
        settings=scenario.with_defaults(settings))


def _unopenable(where: str, exc: BaseException) -> SessionError:
    return SessionError(message("{where}: cannot be opened ({name}: {exc})", where=where, name=type(exc).__name__,
                                exc=exc))


def _invalid_settings(where: str, problem) -> SessionError:
    return SessionError(message("{where}: saved results but the saved settings are invalid ({problem})", where=where,
                                problem=problem))


def validate(state: SessionState, source: str = "session") -> None:
    """Everything the window would trip on, checked before it is touched: each workspace's dataset and
    parameters rebuilt through the core, and saved results that fit the saved settings.

    Settings the user left invalid (a red ε box, a table without a valid row) are legal in a session — the
    app shows them as typed — unless the session also holds results for them."""
    expected = (SessionError, ProblemError, DataError, NumberError)
    for key, ws in state.workspaces.items():
        where = f"{source}: workspaces.{key}"
        problem = None
        try:
            dataset, _ = workspace_dataset(key, ws)
            params = workspace_parameters(key, ws)
        except expected as exc:
            problem = str(exc)
        except Exception as exc:  # noqa: BLE001 — anything else is a file the app cannot show
            raise _unopenable(where, exc) from None
        if ws.counts is None:
            continue
        if problem is not None:
            raise _invalid_settings(where, problem)
        try:
            m = Experiment(key, dataset, params).problem.m
        except expected as exc:
            raise _invalid_settings(where, exc) from None
        except Exception as exc:  # noqa: BLE001 — anything else: a session that cannot be opened
            raise _unopenable(where, exc) from None
        if len(ws.counts) != m:
            raise SessionError(message("{where}.simulation.counts: {counts:,} counts but the saved settings give "
                                       "{m:,} candidates", where=where, counts=len(ws.counts), m=m))
