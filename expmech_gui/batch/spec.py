"""An experiment file (TOML, format_version 1), read and checked whole before anything runs.

Every mistake raises SpecError naming the file, the line and the key (``grid.epsilon[1]``). The schema
(docs/cli.md, "Batch experiments"): format_version, scenario (a key or a list), data (a list, or with several
scenarios a table scenario → list), seed, [grid] (parameter → value, list or "LO:HI:N[:log|lin]"),
[record] (fields, counts, per), and optional title/description.
"""
from __future__ import annotations

import hashlib
import json
import math
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..core.numbers import NumberError, parse_epsilon, parse_number
from ..core.params import PARAMS
from ..core.problem import ProblemError
from ..core.translatable import listed, message
from ..scenarios import SCENARIOS
from .datasets import entry
from . import sampling
from .errors import SpecError
from .overrides import apply as apply_overrides
from .spec_reader import Reader as _Reader
from .toml_errors import not_toml
from .record_spec import (  # noqa: F401 — the record's names, read from here by cells, template, workspace_spec
    BOUND_FIELDS, CELL_FIELDS, DEFAULT_FIELDS, EXPOSURE_FIELDS, GRID_PARAMS, WHOLE_RELEASE_FIELDS, Record,
    default_fields, field_known, read_record,
)

try:  # the standard library from 3.11, the back-port before
    import tomllib
except ModuleNotFoundError:  # pragma: no cover — Python 3.10
    import tomli as tomllib

FORMAT_VERSION = 1
MAX_CELLS = 1_000_000
MAX_RANGE_POINTS = 10_000
MAX_SPEC_BYTES = 2**20
MAX_NESTING = 100  # arrays and tables inside one another; no valid spec needs more than 3
TOP_KEYS = ("format_version", "title", "description", "scenario", "data", "seed", "grid", "sample", "record")


@dataclass(frozen=True)
class Axis:
    """One grid parameter: its values and the scenarios it applies to (a setting only to those that have it)."""

    name: str
    values: tuple
    scenarios: frozenset


@dataclass(frozen=True)
class Spec:
    path: Path
    text: str
    sha256: str
    scenarios: tuple[str, ...]
    data: dict  # scenario → tuple[DataEntry, ...]
    grid: tuple[Axis, ...]
    seed: int | None
    record: Record
    title: str = ""
    description: str = ""
    overrides: tuple = ()  # (dotted key, value) given on the command line (batch.overrides)
    zipped: tuple = ()  # groups of grid names whose values go together (batch.sampling)


def fail_at(spec: Spec, key: str, reason: str):
    """Raise the SpecError of ``key`` in an already-read file (a check that needs the data)."""
    _Reader(spec.path, spec.text).fail(key, reason)


def load(path, overrides=()) -> Spec:
    """Read and check an experiment file; SpecError (a DataError) naming the line and key otherwise."""
    from ..io.csvio import read_regular_file

    path = Path(path)
    raw = read_regular_file(path, MAX_SPEC_BYTES, "experiment files")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SpecError(message("is not UTF-8 text (save it as UTF-8)"), source=str(path)) from None
    return loads(text, path, overrides)


_TOKENS = re.compile("|".join((r'"""[\s\S]*?"""', r"'''[\s\S]*?'''", r'"(?:\\.|[^"\\\n])*"', r"'[^'\n]*'", r"#[^\n]*",
                               r"[\[\]{}]")))


def _too_deep(text: str) -> int | None:
    """The line where arrays and tables nest deeper than MAX_NESTING (outside strings and comments), or None."""
    depth = 0
    for m in _TOKENS.finditer(text):
        token = m.group()
        if len(token) == 1:
            depth += 1 if token in "[{" else -1
            if depth > MAX_NESTING:
                return text.count("\n", 0, m.start()) + 1
    return None


def loads(text: str, path: Path, overrides=()) -> Spec:
    """The file's text read and checked, with ``overrides`` ((dotted key, value), batch.overrides) applied."""
    path = Path(path)
    r = _Reader(path, text, overrides)
    deep = _too_deep(text)
    if deep is not None:
        raise SpecError(message("nests arrays or tables more than {max_nesting} deep (a spec needs at most 3)",
                                max_nesting=MAX_NESTING),
                        source=str(path), line=deep)
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise not_toml(exc, str(path), text) from None
    except RecursionError:  # tomllib reads nested arrays and tables recursively
        raise SpecError(message("nests arrays or tables too deeply to read (at most {max_nesting} levels)",
                                max_nesting=MAX_NESTING),
                        source=str(path)) from None
    doc = apply_overrides(doc, overrides)
    for name in doc:
        if name not in TOP_KEYS:
            r.unknown(name, name, TOP_KEYS)
    version = doc.get("format_version")
    if version is None:
        r.fail("format_version", message("format_version is missing: write format_version = {format_version} first",
                                         format_version=FORMAT_VERSION))
    if version != FORMAT_VERSION or isinstance(version, bool):
        r.fail("format_version", message("this expmech reads format_version {format_version}, not {version!r}",
                                         format_version=FORMAT_VERSION, version=version))
    scenarios = _scenarios(r, doc.get("scenario"))
    table = doc.get("grid", {})
    together = table.pop("zip", None) if isinstance(table, dict) else None
    grid = _grid(r, table, scenarios, sampling.named(together))
    seeded = any(a.name == "seed" for a in grid)
    seed = doc.get("seed")
    if seed is None and not seeded:
        r.fail("seed", message("seed is missing: the cells' seeds derive from it (a whole number from 0 to 2^63 − "
                               "1)"))
    if seed is not None:
        seed = _integer(r, "seed", seed, PARAMS["seed"])
    grid, zipped = sampling.arrange(r, grid, together, doc.get("sample"), seed,
                                    lambda key, name: parameter(r, key, name, scenarios), Axis)
    record = read_record(r, doc.get("record", {}), scenarios)
    data = _data(r, doc.get("data"), scenarios, path.parent)
    size = sum(len(data[s]) * sampling.points(grid, zipped, s) for s in scenarios)
    if size > MAX_CELLS:
        r.fail("grid", message("the grid has {size:,} cells; at most {max_cells:,} are allowed", size=size,
                               max_cells=MAX_CELLS))
    for key in ("title", "description"):
        if not isinstance(doc.get(key, ""), str):
            r.fail(key, message("{key} must be text in quotes", key=key))
    digest = hashlib.sha256(text.encode("utf-8"))
    if overrides:  # the run's spec is the file as changed on the command line
        digest.update(json.dumps([[k, v] for k, v in overrides], sort_keys=True, default=str).encode("utf-8"))
    return Spec(path=path, text=text, sha256=digest.hexdigest(), overrides=tuple(overrides), zipped=zipped,
                scenarios=scenarios, data=data, grid=grid, seed=seed, record=record,
                title=doc.get("title", ""), description=doc.get("description", ""))


def _scenarios(r: _Reader, value) -> tuple[str, ...]:
    if value is None:
        r.fail("scenario", message("scenario is missing: name one of {scenarios} (or a list of them)",
                                   scenarios=', '.join(SCENARIOS)))
    keys = [value] if isinstance(value, str) else value
    if not isinstance(keys, list) or not keys:
        r.fail("scenario", message("scenario must be one of {scenarios} in quotes, or a list of them",
                                   scenarios=', '.join(SCENARIOS)))
    for i, key in enumerate(keys):
        where = "scenario" if isinstance(value, str) else f"scenario[{i}]"
        if key not in SCENARIOS:
            r.fail(where, message("unknown scenario {key!r}; use one of {scenarios}", key=key,
                                  scenarios=', '.join(SCENARIOS)))
        if keys.index(key) != i:
            r.fail(where, message("{key!r} is named twice", key=key))
    return tuple(keys)


def _integer(r: _Reader, key: str, value, spec) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        r.fail(key, message("{what} must be a whole number, not {value!r}", what=spec.what or spec.name,
                            value=value))
    try:
        return spec.parse(str(value), run=True)
    except (NumberError, ProblemError) as exc:
        r.fail(key, str(exc))


def _parser(name: str, scenarios):
    """(parse(text) → value, kind) of a grid parameter: a shared one (core.params) or a scenario setting."""
    if name == "epsilon":
        return parse_epsilon, "number"
    if name in GRID_PARAMS:
        spec = PARAMS[name]
        return (lambda text: spec.parse(text, run=True)), spec.kind
    setting = next(s for k in scenarios if (s := SCENARIOS[k].setting(name)) is not None)
    return setting.parse, "number"


def parameter(r: _Reader, key: str, name: str, scenarios) -> tuple:
    """(parse, kind, the scenarios it applies to) of the grid parameter ``name`` written at ``key``, or the
    SpecError of a name that is no parameter of these scenarios."""
    settings = {s.name: [k for k in SCENARIOS if SCENARIOS[k].setting(s.name)] for k in SCENARIOS
                for s in SCENARIOS[k].settings}
    known = (*GRID_PARAMS, *settings)
    if name not in known:
        r.unknown(key, name, known)
    applies = frozenset(scenarios) if name in GRID_PARAMS else frozenset(k for k in scenarios
                                                                         if SCENARIOS[k].setting(name))
    if not applies:
        r.fail(key, message("{name} is a setting of the {settings} scenario only, and this experiment runs "
                            "{scenarios}", name=name, settings=listed(settings[name]), scenarios=listed(scenarios)))
    return (*_parser(name, scenarios), applies)


def _grid(r: _Reader, grid, scenarios, repeats=frozenset()) -> tuple[Axis, ...]:
    """The [grid] table's axes; a name in ``repeats`` (zipped with others) may repeat a value."""
    if not isinstance(grid, dict):
        r.fail("grid", message("grid must be a table: write [grid] and one parameter per line"))
    axes = []
    for name, value in grid.items():
        key = f"grid.{name}"
        parse, kind, applies = parameter(r, key, name, scenarios)
        items = value if isinstance(value, list) else [value]
        if not items:
            r.fail(key, message("an empty list gives no cells: give at least one value"))
        values = []
        for i, item in enumerate(items):
            where = f"{key}[{i}]" if isinstance(value, list) else key
            values.extend(_values(r, where, item, parse, kind))
        for i, v in enumerate(values):
            if values.index(v) != i and name not in repeats:
                r.fail(key, message("the value {v!r} is given twice (it would run the same cells twice)", v=v))
        axes.append(Axis(name, tuple(values), applies))
    return tuple(axes)


def _values(r: _Reader, key: str, item, parse, kind: str) -> list:
    """One grid item: a value (number, text, choice) or "LO:HI:N[:log|lin]", each value read by ``parse``."""
    if isinstance(item, bool) or isinstance(item, (dict, list)) or not isinstance(item, (int, float, str)):
        r.fail(key, message('expected a number, a text or a range "LO:HI:N", not {item!r}', item=item))
    if kind == "choice":
        if not isinstance(item, str):
            r.fail(key, message("expected one of the names in quotes, not {item!r}", item=item))
    elif isinstance(item, str) and ":" in item:
        return _range(r, key, item, parse, kind)
    elif isinstance(item, float) and not math.isfinite(item):
        r.fail(key, message("{item!r} is not a finite number", item=item))
    try:
        return [parse(item if isinstance(item, str) else repr(item))]
    except (NumberError, ProblemError, ValueError) as exc:
        r.fail(key, str(exc))


def _range(r: _Reader, key: str, text: str, parse, kind: str) -> list:
    parts = [p.strip() for p in text.split(":")]
    if len(parts) not in (3, 4) or (len(parts) == 4 and parts[3] not in ("log", "lin")):
        r.fail(key, message('a range is "LO:HI:N" (N log-spaced values) or "LO:HI:N:lin" (evenly spaced), not '
                            "{text!r}", text=text))
    if kind == "choice":
        r.fail(key, message("a choice takes names, not a range"))
    try:
        lo, hi = parse(parts[0]), parse(parts[1])
        n = parse_number(parts[2], integer=True, lo=1, hi=MAX_RANGE_POINTS, what="N")
    except (NumberError, ProblemError, ValueError) as exc:
        r.fail(key, message("in the range {text!r}: {exc}", text=text, exc=exc))
    spacing = parts[3] if len(parts) == 4 else "log"
    if hi < lo:
        r.fail(key, message("in the range {text!r}: HI ({hi}) must be at least LO ({lo})", text=text,
                            hi=parts[1], lo=parts[0]))
    if spacing == "log" and lo <= 0 and n > 1:
        r.fail(key, message("in the range {text!r}: a log-spaced range needs LO greater than 0 (or write {text}:lin)",
                            text=text))
    raw = (np.geomspace(lo, hi, n) if spacing == "log" else np.linspace(lo, hi, n)) if n > 1 else np.array([lo])
    raw[0], raw[-1] = lo, (hi if n > 1 else lo)  # the ends exactly as written
    out = []
    for v in raw.tolist():
        if kind == "integer":
            if abs(v - round(v)) > 1e-9 * max(1.0, abs(v)):
                r.fail(key, message("the range {text!r} gives {v:.6g}, which is not a whole number", text=text, v=v))
            v = int(round(v))
        try:
            out.append(parse(str(v) if kind == "integer" else repr(v)))
        except (NumberError, ProblemError, ValueError) as exc:
            r.fail(key, message("in the range {text!r}: {exc}", text=text, exc=exc))
    return out


def _data(r: _Reader, data, scenarios, folder: Path) -> dict:
    if data is None:
        r.fail("data", message('data is missing: a list of CSV paths (relative to this file), "preset:NAME" or '
                               "generator tables"))
    if isinstance(data, dict):
        for key in data:
            if key not in scenarios:
                r.fail(f"data.{key}", message("{key!r} is not a scenario of this experiment ({scenarios})", key=key,
                                              scenarios=', '.join(scenarios)))
        missing = [s for s in scenarios if s not in data]
        if missing:
            r.fail("data", message("no data for the {missing} scenario: add data.{first} = [...]",
                                   missing=listed(missing), first=missing[0]))
        lists = {s: (f"data.{s}", data[s]) for s in scenarios}
    elif len(scenarios) > 1:
        r.fail("data", message("with several scenarios, give the data per scenario: [data] then one line per "
                               'scenario, e.g. {first} = ["preset:NAME"]', first=scenarios[0]))
    else:
        lists = {scenarios[0]: ("data", data)}
    out = {}
    for scenario, (key, items) in lists.items():
        if not isinstance(items, list) or not items:
            r.fail(key, message('expected a list of datasets, e.g. ["votes.csv"] or ["preset:NAME"]'))
        entries = [entry(r, f"{key}[{i}]", item, scenario, folder) for i, item in enumerate(items)]
        labels = [e.label for e in entries]
        for i, label in enumerate(labels):
            if labels.index(label) != i:
                r.fail(f"{key}[{i}]", message('two datasets are called {label!r}: give one a name = "..."',
                                              label=label))
        out[scenario] = tuple(entries)
    return out
