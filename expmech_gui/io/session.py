"""Session files (`.expmech`): every workspace's table (invalid cells included, as typed), parameters (as typed),
seed and simulation aggregates, as versioned JSON. Reading validates everything and raises SessionError naming
what is wrong; nothing is applied until the whole file has passed (``load`` + ``validate``: every field, every
range, and the datasets and parameters rebuilt through the core). Only regular files are read, with a size cap.
Writing is atomic (temporary file in the same folder, fsync, rename). No eval, no pickle.

Format version 2 stores long numeric columns (the pricing valuations, the simulated counts) compactly as
``{"dtype": "float64"|"int64", "encoding": "base64-le", "length": n, "data": "..."}`` (base64 of the
little-endian bytes; NaN marks an empty or invalid valuation cell); short columns stay plain JSON lists.
Version 1 files (plain lists only) are still read. The privacy ledger and budget (version 3): io.session_ledger.
"""
from __future__ import annotations

import json
import math
import os
import re
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..core.accounting.ledger import Ledger
from ..core.numbers import describe_range
from ..core.params import PARAMS
from ..core.translatable import message, translatable, translated
from .csvio import DataError, atomic_write_pieces, read_regular_file
from .big_json import (Base64Text, b64encode_in_slices, decode_column, dump_in_slices, loads_yielding, number_hooks,
                       shown)
from .session_ledger import ledger_doc, parse_ledger

FORMAT_VERSION, LEDGER_FORMAT_VERSION = 2, 3  # without / with a privacy ledger, budget or disjoint statement
READABLE_VERSIONS = (1, 2, 3)
SUFFIX = ".expmech"

# The largest data the app can make: *Generate…* draws up to 10^7 buyers, and α ≥ 1e-7 gives up to 10^7
# prices (so up to 10^7 simulated counts). In version 2 both columns take 8 bytes per value in base64
# (≈ 10.7 bytes each): 2 × 10^7 × 10.7 ≈ 204 MiB, plus the tables of the other workspaces.
MAX_VALUATIONS = 10_000_000
MAX_COUNTS = 10_000_000
MAX_SESSION_BYTES = 320 * 2**20
COMPACT_FROM = 256  # columns with at least this many values are written as base64

# Saved parameters: their JSON types and ranges are core.params' (what the panel's widgets hold).
T_MIN, T_MAX = PARAMS["t"].lo, PARAMS["t"].hi
TRIALS_MIN, TRIALS_MAX = PARAMS["trials"].lo, PARAMS["trials"].hi
SEED_MIN, SEED_MAX = PARAMS["seed"].lo, PARAMS["seed"].hi
# Simulated trials in one workspace: above all the app can count (its runs stop at core.simulation.MAX_TRIALS =
# 10^18; Run once adds one a click), and every sum of the counts stays exact in int64 (2^63).
MAX_TOTAL_COUNT = 2**62
MAX_RELEASES = 2**53
MAX_TEXT = 10_000  # characters of a typed parameter


class SessionError(ValueError):
    """A session file that cannot be opened, with the reason for the user."""


@dataclass
class WorkspaceState:
    """One workspace as the user left it.

    ``data`` is the scenario's raw table; for pricing ``data["values"]`` is a float64 array (NaN = an empty or
    invalid cell) or a list of floats/None.  ``counts`` is an int64 array, a list of ints, or None."""

    data: dict  # scenario-specific raw table (see _check_data)
    parameters: dict = field(default_factory=dict)
    counts: Any = None
    trace_trials: list[int] = field(default_factory=list)
    trace_mean: list[float] = field(default_factory=list)
    releases: int = 0


@dataclass
class SessionState:
    workspaces: dict[str, WorkspaceState]
    current: str = ""
    known: tuple[str, ...] = ()  # every workspace the app has (filled by the reader), for ``missing``
    ledger: Ledger = field(default_factory=Ledger)  # the session's privacy ledger (io.session_ledger)
    budget: tuple[float, float] | None = None  # the session's privacy budget (ε, δ)
    disjoint_data: bool = False  # the user stated that datasets of different fingerprints are disjoint

    def __post_init__(self) -> None:
        if not self.current and self.workspaces:
            self.current = next(iter(self.workspaces))

    @property
    def missing(self) -> list[str]:
        """Workspaces the file does not hold (the window resets them to their defaults)."""
        return [k for k in self.known if k not in self.workspaces]


# --- writing ---------------------------------------------------------------------------------------------
def encode_column(values, dtype: str, streamed: bool = False):
    """A numeric column: a plain list when short, base64 of the little-endian bytes when long. ``streamed``: the
    base64 as a ``big_json.Base64Text`` of the column's memory (neither copied nor made one string: the session
    writer writes it in slices; only ``dumps``/``save`` take it, not json.dumps)."""
    if dtype == "float64":
        if isinstance(values, np.ndarray):
            arr = np.asarray(values, dtype=np.float64)
        else:
            arr = np.array([np.nan if v is None else v for v in values], dtype=np.float64)
    else:
        arr = np.asarray(values, dtype=np.int64)
    if arr.size < COMPACT_FROM:
        if dtype == "float64":
            return [None if not math.isfinite(v) else float(v) for v in arr.tolist()]
        return [int(v) for v in arr.tolist()]
    little_endian = np.ascontiguousarray(arr.astype("<f8" if dtype == "float64" else "<i8", copy=False))
    return {"dtype": dtype, "encoding": "base64-le", "length": int(arr.size),
            "data": Base64Text(little_endian) if streamed else b64encode_in_slices(little_endian.tobytes())}


def _doc(state: SessionState, encode_data=None) -> dict:
    """The session's JSON document (long columns as ``Base64Text``: for big_json's writer, not json.dumps);
    ``encode_data(key, data)`` makes a workspace's table JSON-ready (long columns compact), as its scenario says."""
    encode_data = encode_data or (lambda key, data: data)
    privacy = ledger_doc(state.ledger, state.budget, state.disjoint_data)
    return {
        "format_version": LEDGER_FORMAT_VERSION if privacy else FORMAT_VERSION,
        "app": "ExpMech Studio",
        "current_workspace": state.current,
        "workspaces": {
            key: {
                "data": encode_data(key, ws.data),
                "parameters": ws.parameters,
                "simulation": {"counts": None if ws.counts is None else encode_column(ws.counts, "int64", True),
                               "trace_trials": [int(x) for x in ws.trace_trials],
                               "trace_mean": [float(x) for x in ws.trace_mean], "releases": int(ws.releases)},
            }
            for key, ws in state.workspaces.items()
        },
    } | privacy


def dumps(state: SessionState, encode_data=None) -> str:
    """The session as JSON: the text of json.dumps(doc, …), made in calls short enough that the window's thread
    runs meanwhile (big_json)."""
    return "".join(dump_in_slices(_doc(state, encode_data), **_COMPACT))


def save(path: str | os.PathLike, state: SessionState, encode_data=None) -> None:
    """Atomic: the old file survives any failure before the final rename. ``dumps``' text written piece by piece,
    never made whole (as text, then as UTF-8: each a copy as long as the file, made in one call that holds the
    interpreter lock, ~20 ms at 12.8 MB and more the first time, while the kernel gives it memory)."""
    pieces = dump_in_slices(_doc(state, encode_data), **_COMPACT)
    atomic_write_pieces(path, (piece.encode("utf-8") for piece in pieces))


_COMPACT = {"allow_nan": False, "separators": (",", ":")}


# --- reading -----------------------------------------------------------------------------------------------
def load(path: str | os.PathLike, tables, settings=()) -> SessionState:
    """Read and check a session file: only a regular file of at most MAX_SESSION_BYTES is read (a FIFO never
    blocks, /dev/zero is never read), through the readers' shared ``csvio.read_regular_file``."""
    name = os.fspath(path)
    try:
        raw = read_regular_file(name, MAX_SESSION_BYTES, translatable("sessions"))
    except DataError as exc:
        raise SessionError(str(exc)) from None
    return loads(raw, tables, name, settings)


def loads(raw: bytes | str, tables, source: str = "session", settings=()) -> SessionState:
    """Parse and check a session document. ``tables`` maps each known workspace key to its table check,
    ``check(data, source, where) → clean dict`` (raising through ``fail``); ``settings`` names the scenarios'
    own parameters, saved as typed text like ε."""
    if isinstance(raw, bytes):
        if b"\x00" in raw:
            raise SessionError(message("{source}: not a session file (binary data)", source=source))
        try:
            raw = raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise SessionError(message("{source}: not a session file (not UTF-8 text)", source=source)) from None
    if not raw.strip():
        raise SessionError(message("{source}: the file is empty (truncated JSON)", source=source))
    try:
        hooks = number_hooks(len(raw))  # a long document: parsed so that the window's thread runs meanwhile
        doc = (loads_yielding if hooks else json.loads)(raw, parse_constant=_reject_constant, **hooks)
    except json.JSONDecodeError as exc:
        ended_early = exc.pos >= len(raw.rstrip()) or exc.msg.startswith("Unterminated string")
        what = translated(translatable("truncated") if ended_early else translatable("malformed"))
        raise SessionError(message("{source}: {what} JSON at line {line}, column {column} ({reason})", source=source,
                                   what=what, line=exc.lineno, column=exc.colno, reason=exc.msg)) from None
    except RecursionError:
        raise SessionError(message("{source}: JSON nested too deeply", source=source)) from None
    except ValueError as exc:  # NaN/Infinity (parse_constant), integers with thousands of digits
        if "integer string conversion" in str(exc):
            raise SessionError(message("{source}: a number with thousands of digits is not allowed in a session "
                                       "file (no setting or count is that large)", source=source)) from None
        raise SessionError(message("{where}: {reason}", where=source, reason=exc)) from None
    try:
        return _parse(doc, tables, source, tuple(settings))
    except RecursionError:
        raise SessionError(message("{source}: JSON nested too deeply", source=source)) from None


def _reject_constant(name: str):
    raise ValueError(message("{name} is not allowed in a session file (write a number, or null for an empty cell)",
                             name=name))


def fail(source: str, where: str, reason: str):
    """Raise SessionError naming the file and the field."""
    raise SessionError(message("{source}: {where}: {reason}", source=source, where=where, reason=reason))


def _parse(doc: Any, tables, source: str, settings: tuple[str, ...]) -> SessionState:
    known = tuple(tables)
    if not isinstance(doc, dict):
        fail(source, translated(translatable("top level")), message("expected a JSON object"))
    version = doc.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        fail(source, "format_version", message("missing or not a whole number"))
    if version not in READABLE_VERSIONS:
        newer = message("; a newer ExpMech Studio may open it") if version > max(READABLE_VERSIONS) else ""
        fail(source, "format_version", message("version {version} is not supported (this app reads versions "
                                               "{versions}){newer}", version=shown(version), newer=newer,
                                               versions=", ".join(map(str, READABLE_VERSIONS))))
    current = doc.get("current_workspace", known[0] if known else "")
    if not isinstance(current, str) or current not in known:
        fail(source, "current_workspace", message("unknown workspace {name} (expected one of {known})",
                                                  name=shown(current), known=", ".join(known)))
    spaces, known_text = doc.get("workspaces"), ", ".join(known)
    if not isinstance(spaces, dict) or not spaces:
        fail(source, "workspaces", message("expected an object with at least one workspace"))
    out = {}
    for key, ws in spaces.items():
        if key not in known:
            fail(source, f"workspaces.{shown(key)}", message("unknown workspace (expected {known})", known=known_text))
        if not isinstance(ws, dict):
            fail(source, f"workspaces.{key}", message("expected an object"))
        out[key] = _parse_workspace(key, ws, tables[key], source, settings)
    if current not in out:
        current = next(iter(out))
    return SessionState(out, current, known, *parse_ledger(doc, source, fail))


def _parse_parameters(params, source: str, where: str, settings: tuple[str, ...]) -> dict:
    if not isinstance(params, dict):
        fail(source, where, message("expected an object"))
    expected_types = {name: spec.session_type for name, spec in PARAMS.items()}
    expected_names = ", ".join(list(PARAMS)[:1] + list(settings) + list(PARAMS)[1:])
    out = {}
    for name, value in params.items():
        at = f"{where}.{name}"
        expected = expected_types.get(name, str if name in settings else None)
        if expected is None:
            fail(source, f"{where}.{shown(name)}", message("unknown parameter (expected {names})",
                                                           names=expected_names))
        if isinstance(value, bool) and expected is not bool or not isinstance(value, expected):
            fail(source, at, message("wrong type ({kind}: {value})", kind=type(value).__name__, value=shown(value)))
        if isinstance(value, str) and len(value) > MAX_TEXT:
            fail(source, at, message("{n:,} characters; at most {most:,} are kept", n=len(value), most=MAX_TEXT))
        spec = PARAMS.get(name)
        if spec is not None and spec.kind in ("number", "integer"):
            value = _ranged(value, source, at, spec.lo, spec.hi, integer=spec.kind == "integer")
        if spec is not None and spec.kind == "choice" and value not in spec.allowed():
            fail(source, at, message("{value} is not one of {allowed}", value=shown(value),
                                     allowed=", ".join(spec.allowed())))
        out[name] = value
    return out


def _ranged(value, source: str, where: str, lo, hi, integer: bool = True):
    """``value`` (already a JSON int or float) within [lo, hi], as the parameter panel accepts it."""
    if isinstance(value, float) and not math.isfinite(value):
        fail(source, where, message("must be a finite number"))
    if not (lo <= value <= hi):  # exact comparison: Python ints of any size, floats
        fail(source, where, message("must be {bounds}, not {shown}", bounds=describe_range(lo, hi), shown=shown(value)))
    return int(value) if integer else float(value)


def _parse_workspace(key: str, ws: dict, check_table, source: str, settings: tuple[str, ...]) -> WorkspaceState:
    where = f"workspaces.{key}"
    unknown = [k for k in ws if k not in ("data", "parameters", "simulation")]
    if unknown:
        fail(source, f"{where}.{shown(unknown[0])}", message("unknown entry (expected data, parameters, simulation)"))
    if "data" not in ws:
        fail(source, where + ".data", message("missing"))
    if not isinstance(ws["data"], dict):
        fail(source, where + ".data", message("expected an object"))
    data = check_table(ws["data"], source, where + ".data")
    params = _parse_parameters(ws.get("parameters", {}), source, where + ".parameters", settings)
    sim = ws.get("simulation", {})
    if sim is None:
        sim = {}
    if not isinstance(sim, dict):
        fail(source, where + ".simulation", message("expected an object"))
    counts = sim.get("counts")
    if counts is not None:
        counts = _count_column(counts, source, where + ".simulation.counts")
    trace_trials = _int_list(sim.get("trace_trials", []), source, where + ".simulation.trace_trials")
    trace_mean = sim.get("trace_mean", [])
    if not isinstance(trace_mean, list):
        fail(source, where + ".simulation.trace_mean", message("expected a list of numbers"))
    for i, x in enumerate(trace_mean):
        if not _is_number(x):
            fail(source, f"{where}.simulation.trace_mean[{i}]", message("expected a finite number, found {found}",
                                                                                   found=shown(x)))
    if len(trace_mean) != len(trace_trials):
        fail(source, where + ".simulation", message("trace_trials ({trials:,}) and trace_mean ({means:,}) differ in "
                                                    "length", trials=len(trace_trials), means=len(trace_mean)))
    total = int(counts.sum()) if counts is not None else 0
    for i, x in enumerate(trace_trials):
        if x > total or (i and x < trace_trials[i - 1]):
            fail(source, f"{where}.simulation.trace_trials[{i}]", message(
                "{found} does not fit the saved counts ({total:,} trials, rising)", found=shown(x), total=total))
    releases = sim.get("releases", 0)
    if not isinstance(releases, int) or isinstance(releases, bool):
        fail(source, where + ".simulation.releases", message("expected a whole number ≥ 0, found {found}",
                                                                         found=shown(releases)))
    _ranged(releases, source, where + ".simulation.releases", 0, MAX_RELEASES)
    return WorkspaceState(data, params, counts, trace_trials, [float(x) for x in trace_mean], releases)


def _is_number(x) -> bool:
    if not isinstance(x, (int, float)) or isinstance(x, bool):
        return False
    if isinstance(x, int):
        return abs(x) < 2**1023  # fits a float
    return math.isfinite(x)


def _int_list(values, source: str, where: str) -> list[int]:
    if not isinstance(values, list):
        fail(source, where, message("expected a list"))
    for i, x in enumerate(values):
        if not isinstance(x, int) or isinstance(x, bool):
            fail(source, f"{where}[{i}]", message("expected a whole number, found {found}", found=shown(x)))
        if not 0 <= x <= MAX_TOTAL_COUNT:
            fail(source, f"{where}[{i}]", message("must be {bounds}, not {shown}", shown=shown(x),
                                                  bounds=describe_range(0, MAX_TOTAL_COUNT))
                 if x >= 0 else message("negative count {count}", count=shown(x)))
    return values


def _count_column(counts, source: str, where: str) -> np.ndarray:
    if isinstance(counts, dict):
        arr = decode_column(counts, "int64", where, MAX_COUNTS, lambda at, why: fail(source, at, why))
    elif isinstance(counts, list):
        if len(counts) > MAX_COUNTS:
            fail(source, where, message("{n:,} counts; at most {most:,}", n=len(counts), most=MAX_COUNTS))
        _int_list(counts, source, where)
        arr = np.array(counts, dtype=np.int64)
    else:
        fail(source, where, message("expected a list of counts or null"))
    neg = np.flatnonzero(arr < 0)
    if neg.size:
        fail(source, f"{where}[{int(neg[0])}]", message("negative count {count}", count=str(int(arr[neg[0]]))))
    big = np.flatnonzero(arr > MAX_TOTAL_COUNT)
    if big.size:
        fail(source, f"{where}[{int(big[0])}]", message("must be {bounds}, not {shown}", shown=str(int(arr[big[0]])),
                                                        bounds=describe_range(0, MAX_TOTAL_COUNT)))
    # in floats first (a sum of huge counts would wrap in int64), then exactly once it cannot wrap
    if float(arr.sum(dtype=np.float64)) > 1.5 * MAX_TOTAL_COUNT or int(arr.sum()) > MAX_TOTAL_COUNT:
        fail(source, where, message("the counts add up to more than {most:,} trials", most=MAX_TOTAL_COUNT))
    return arr


def float_column(values, source: str, where: str, max_length: int = MAX_VALUATIONS) -> np.ndarray:
    """A column of numbers ≥ 0 or empty cells (null / NaN): a JSON list or a base64 column."""
    if isinstance(values, dict):
        arr = decode_column(values, "float64", where, max_length, lambda at, why: fail(source, at, why))
        bad = np.flatnonzero(np.isinf(arr) | (arr < 0))
        if bad.size:
            fail(source, f"{where}[{int(bad[0])}]", message("expected a number ≥ 0 or empty, found {found!r}",
                                                            found=float(arr[bad[0]])))
        return arr
    if not isinstance(values, list):
        fail(source, where, message("expected a list"))
    if len(values) > max_length:
        fail(source, where, message("{n:,} valuations; at most {most:,}", n=len(values), most=max_length))
    for i, v in enumerate(values):
        if v is not None and not (_is_number(v) and v >= 0):
            found = message("a number too large for the app") if v == math.inf else shown(v)
            fail(source, f"{where}[{i}]", message("expected a number ≥ 0 or null, found {found}", found=found))
    return np.array([np.nan if v is None else float(v) for v in values], dtype=np.float64)


_ROW = re.compile(r"[0-9]{1,12}")


def check_invalid_rows(invalid, n: int, source: str, where: str) -> None:
    """{row: text as typed} for rows inside a table of n rows."""
    if not isinstance(invalid, dict):
        fail(source, where, message("expected an object {{row: text}}"))
    for row, text in invalid.items():
        if not (_ROW.fullmatch(row) and int(row) < n and isinstance(text, str)):
            fail(source, f"{where}.{shown(row)}", message("expected a row inside the table with the text typed"))
