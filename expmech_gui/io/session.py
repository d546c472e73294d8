"""Session files (`.expmech`): every workspace's table (invalid cells included, as typed), parameters
(as typed), seed and simulation aggregates, as versioned JSON.

Reading validates everything and raises SessionError naming what is wrong; nothing is applied until
the whole file has passed.  Writing is atomic (temporary file in the same folder, fsync, rename).
No eval, no pickle.
"""
from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..core.mechanisms import MECHANISM_NAMES
from ..core.problem import ANALYSES, NEIGHBOURS
from .csvio import atomic_write_text

FORMAT_VERSION = 1
SUFFIX = ".expmech"
MAX_SESSION_BYTES = 64 * 2**20
WORKSPACES = ("pricing", "voting", "lunch")
PARAMETER_KEYS = {"epsilon": str, "alpha": str, "max_price": str, "analysis": str, "neighbours": str,
                  "mechanism": str, "t": (int, float), "trials": int, "seed": int, "fixed_seed": bool}


class SessionError(ValueError):
    """A session file that cannot be opened, with the reason for the user."""


@dataclass
class WorkspaceState:
    """One workspace as the user left it."""

    data: dict  # scenario-specific raw table (see _check_data)
    parameters: dict = field(default_factory=dict)
    counts: list[int] | None = None
    trace_trials: list[int] = field(default_factory=list)
    trace_mean: list[float] = field(default_factory=list)
    releases: int = 0


@dataclass
class SessionState:
    workspaces: dict[str, WorkspaceState]
    current: str = "pricing"


def dumps(state: SessionState) -> str:
    doc = {
        "format_version": FORMAT_VERSION,
        "app": "ExpMech Studio",
        "current_workspace": state.current,
        "workspaces": {
            key: {
                "data": ws.data,
                "parameters": ws.parameters,
                "simulation": {"counts": ws.counts, "trace_trials": ws.trace_trials, "trace_mean": ws.trace_mean,
                               "releases": ws.releases},
            }
            for key, ws in state.workspaces.items()
        },
    }
    return json.dumps(doc, allow_nan=False, separators=(",", ":"))


def save(path: str | os.PathLike, state: SessionState) -> None:
    """Atomic: the old file survives any failure before the final rename."""
    atomic_write_text(path, dumps(state))


def load(path: str | os.PathLike) -> SessionState:
    name = os.fspath(path)
    try:
        size = os.path.getsize(name)
    except OSError as exc:
        raise SessionError(f"{name}: cannot be read ({exc.strerror or exc})") from None
    if size > MAX_SESSION_BYTES:
        raise SessionError(f"{name}: the file is {size / 2**20:.0f} MiB; sessions over "
                           f"{MAX_SESSION_BYTES >> 20} MiB are refused")
    try:
        with open(name, "rb") as fh:
            raw = fh.read()
    except OSError as exc:
        raise SessionError(f"{name}: cannot be read ({exc.strerror or exc})") from None
    return loads(raw, name)


def loads(raw: bytes | str, source: str = "session") -> SessionState:
    if isinstance(raw, bytes):
        if b"\x00" in raw:
            raise SessionError(f"{source}: not a session file (binary data)")
        try:
            raw = raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise SessionError(f"{source}: not a session file (not UTF-8 text)") from None
    try:
        doc = json.loads(raw, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        ended_early = exc.pos >= len(raw.rstrip()) or exc.msg.startswith("Unterminated string")
        what = "truncated" if ended_early else "malformed"
        raise SessionError(f"{source}: {what} JSON at line {exc.lineno}, column {exc.colno} ({exc.msg})") from None
    except RecursionError:
        raise SessionError(f"{source}: JSON nested too deeply") from None
    except ValueError as exc:
        raise SessionError(f"{source}: {exc}") from None
    return _parse(doc, source)


def _reject_constant(name: str):
    raise ValueError(f"{name} is not allowed in a session file")


def _fail(source: str, where: str, reason: str):
    raise SessionError(f"{source}: {where}: {reason}")


def _parse(doc: Any, source: str) -> SessionState:
    if not isinstance(doc, dict):
        _fail(source, "top level", "expected a JSON object")
    version = doc.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        _fail(source, "format_version", "missing or not a whole number")
    if version > FORMAT_VERSION or version < 1:
        _fail(source, "format_version", f"version {version} is not supported (this app reads version "
                                        f"{FORMAT_VERSION}); a newer ExpMech Studio may open it")
    current = doc.get("current_workspace", "pricing")
    if current not in WORKSPACES:
        _fail(source, "current_workspace", f"unknown workspace {current!r}")
    spaces = doc.get("workspaces")
    if not isinstance(spaces, dict) or not spaces:
        _fail(source, "workspaces", "expected an object with at least one workspace")
    out = {}
    for key, ws in spaces.items():
        if key not in WORKSPACES:
            _fail(source, f"workspaces.{key}", "unknown workspace")
        if not isinstance(ws, dict):
            _fail(source, f"workspaces.{key}", "expected an object")
        out[key] = _parse_workspace(key, ws, source)
    return SessionState(out, current)


def _parse_workspace(key: str, ws: dict, source: str) -> WorkspaceState:
    where = f"workspaces.{key}"
    data = ws.get("data")
    _check_data(key, data, source, where + ".data")
    params = ws.get("parameters", {})
    if not isinstance(params, dict):
        _fail(source, where + ".parameters", "expected an object")
    for name, value in params.items():
        expected = PARAMETER_KEYS.get(name)
        if expected is None:
            _fail(source, f"{where}.parameters.{name}", "unknown parameter")
        if isinstance(value, bool) and expected is not bool or not isinstance(value, expected):
            _fail(source, f"{where}.parameters.{name}", f"wrong type ({type(value).__name__})")
        if isinstance(value, float) and not math.isfinite(value):
            _fail(source, f"{where}.parameters.{name}", "must be finite")
    for name, allowed in (("analysis", ANALYSES), ("neighbours", NEIGHBOURS), ("mechanism", MECHANISM_NAMES)):
        if name in params and params[name] not in allowed:
            _fail(source, f"{where}.parameters.{name}", f"{params[name]!r} is not one of {', '.join(allowed)}")
    for name in ("trials", "seed"):
        if name in params and params[name] < 0:
            _fail(source, f"{where}.parameters.{name}", "must be ≥ 0")
    sim = ws.get("simulation", {}) or {}
    if not isinstance(sim, dict):
        _fail(source, where + ".simulation", "expected an object")
    counts = sim.get("counts")
    if counts is not None:
        counts = _int_list(counts, source, where + ".simulation.counts")
    trace_trials = _int_list(sim.get("trace_trials", []), source, where + ".simulation.trace_trials")
    trace_mean = sim.get("trace_mean", [])
    if not isinstance(trace_mean, list) or not all(_is_number(x) for x in trace_mean):
        _fail(source, where + ".simulation.trace_mean", "expected a list of numbers")
    if len(trace_mean) != len(trace_trials):
        _fail(source, where + ".simulation", "trace_trials and trace_mean differ in length")
    releases = sim.get("releases", 0)
    if not isinstance(releases, int) or isinstance(releases, bool) or releases < 0:
        _fail(source, where + ".simulation.releases", "expected a whole number ≥ 0")
    return WorkspaceState(data, dict(params), counts, trace_trials, [float(x) for x in trace_mean], releases)


def _is_number(x) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x)


def _int_list(values, source: str, where: str) -> list[int]:
    if not isinstance(values, list):
        _fail(source, where, "expected a list")
    for i, x in enumerate(values):
        if not isinstance(x, int) or isinstance(x, bool):
            _fail(source, f"{where}[{i}]", f"expected a whole number, found {x!r}")
        if x < 0:
            _fail(source, f"{where}[{i}]", f"negative count {x}")
    return values


def _check_data(key: str, data, source: str, where: str) -> None:
    if not isinstance(data, dict):
        _fail(source, where, "expected an object")
    if key == "pricing":
        values = data.get("values")
        if not isinstance(values, list):
            _fail(source, where + ".values", "expected a list")
        for i, v in enumerate(values):
            if v is not None and not (_is_number(v) and v >= 0):
                _fail(source, f"{where}.values[{i}]", f"expected a number ≥ 0 or null, found {v!r}")
        _check_invalid(data.get("invalid", {}), len(values), source, where + ".invalid")
    elif key == "voting":
        rows = data.get("rows")
        if not isinstance(rows, list):
            _fail(source, where + ".rows", "expected a list")
        for i, row in enumerate(rows):
            if not (isinstance(row, list) and len(row) == 2 and all(isinstance(c, str) for c in row)):
                _fail(source, f"{where}.rows[{i}]", "expected [candidate, votes] as two strings")
    else:
        options, names, likes = data.get("options"), data.get("names"), data.get("likes")
        if not (isinstance(options, list) and all(isinstance(o, str) for o in options)):
            _fail(source, where + ".options", "expected a list of names")
        if not (isinstance(names, list) and all(isinstance(n, str) for n in names)):
            _fail(source, where + ".names", "expected a list of names")
        if not isinstance(likes, list) or len(likes) != len(names):
            _fail(source, where + ".likes", "expected one row per name")
        for i, row in enumerate(likes):
            if not (isinstance(row, list) and len(row) == len(options) and all(x in (0, 1) and not isinstance(x, float)
                                                                                for x in row)):
                _fail(source, f"{where}.likes[{i}]", f"expected {len(options)} entries of 0 or 1")
        cells = data.get("invalid", [])
        if not isinstance(cells, list):
            _fail(source, where + ".invalid", "expected a list")
        for i, cell in enumerate(cells):
            if not (isinstance(cell, list) and len(cell) == 3 and isinstance(cell[0], int) and isinstance(cell[1], int)
                    and isinstance(cell[2], str) and 0 <= cell[0] < len(names) and 1 <= cell[1] <= len(options)):
                _fail(source, f"{where}.invalid[{i}]", "expected [row, column, text] inside the table")


def _check_invalid(invalid, n: int, source: str, where: str) -> None:
    if not isinstance(invalid, dict):
        _fail(source, where, "expected an object {row: text}")
    for row, text in invalid.items():
        if not (row.isdigit() and int(row) < n and isinstance(text, str)):
            _fail(source, f"{where}.{row}", "expected a row inside the table with the text typed")


def counts_array(ws: WorkspaceState) -> np.ndarray | None:
    return None if ws.counts is None else np.asarray(ws.counts, dtype=np.int64)


# --- from a saved workspace to what a run needs (used by `expmech run --session`) ---------------------
def workspace_dataset(key: str, ws: WorkspaceState):
    """The workspace's valid rows as the scenario's dataset, and how many rows were excluded."""
    from ..scenarios import lunch, pricing, voting

    data = ws.data
    if key == "pricing":
        values = [v for v in data["values"] if v is not None]
        return pricing.Valuations(np.asarray(values, dtype=np.float64)), len(data["values"]) - len(values)
    if key == "voting":
        good, seen = [], set()
        for name, votes in data["rows"]:
            try:
                name = voting.check_candidate_name(name)
                count = voting.parse_votes(votes)
            except ValueError:
                continue
            if name in seen:
                continue
            seen.add(name)
            good.append((name, count))
        if not good:
            raise SessionError("the voting workspace has no valid candidate")
        return voting.VoteTally(tuple(n for n, _ in good), [c for _, c in good]), len(data["rows"]) - len(good)
    bad_rows = {cell[0] for cell in data.get("invalid", [])}
    keep = [i for i in range(len(data["names"])) if i not in bad_rows]
    if not data["options"]:
        raise SessionError("the lunch workspace has no option")
    likes = np.array([data["likes"][i] for i in keep], dtype=bool).reshape(len(keep), len(data["options"]))
    return lunch.LunchPreferences(tuple(data["options"]), likes, tuple(data["names"][i] for i in keep)), \
        len(data["names"]) - len(keep)


def workspace_parameters(key: str, ws: WorkspaceState):
    """RunParameters from the saved (typed) parameters; SessionError naming the field if one is invalid."""
    from ..experiment import RunParameters

    p = ws.parameters

    def number(name: str, default: float) -> float:
        text = p.get(name)
        if text is None:
            return default
        try:
            value = float(str(text).strip().lstrip("$"))
        except ValueError:
            raise SessionError(f"workspaces.{key}.parameters.{name}: {text!r} is not a number") from None
        if not math.isfinite(value):
            raise SessionError(f"workspaces.{key}.parameters.{name}: must be finite")
        return value

    grid = key == "pricing"
    return RunParameters(
        epsilon=number("epsilon", 1.0),
        alpha=number("alpha", 0.01) if grid else None,
        max_price=number("max_price", 1.0) if grid else None,
        analysis=p.get("analysis", "general"), neighbours=p.get("neighbours", "add-remove"),
        mechanism=p.get("mechanism", "exponential"), trials=int(p.get("trials", 10_000)),
        seed=int(p["seed"]) if p.get("fixed_seed", True) and "seed" in p else None, t=float(p.get("t", 1.0)))


def check_consistent(state: SessionState) -> None:
    """Saved results must fit the saved settings: as many counts as the settings give candidates."""
    from ..core.problem import ProblemError
    from ..experiment import Experiment
    from .csvio import DataError

    for key, ws in state.workspaces.items():
        if ws.counts is None:
            continue
        try:
            dataset, _ = workspace_dataset(key, ws)
            exp = Experiment(key, dataset, workspace_parameters(key, ws))
        except (ProblemError, DataError) as exc:
            raise SessionError(f"workspaces.{key}: saved results but the saved settings are invalid ({exc})") from None
        if len(ws.counts) != exp.problem.m:
            raise SessionError(f"workspaces.{key}.simulation.counts: {len(ws.counts)} counts but the saved "
                               f"settings give {exp.problem.m} candidates")
