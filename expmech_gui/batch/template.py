"""``expmech batch --init SCENARIO``: a commented experiment file to start from, valid as written (its first
preset, a few ε, the default mechanism), naming in comments what else each key takes."""
from __future__ import annotations

import json
import textwrap
from pathlib import Path

from ..core.params import PARAMS
from ..scenarios import SCENARIOS
from .spec import BOUND_FIELDS, CELL_FIELDS, EXPOSURE_FIELDS, FORMAT_VERSION, default_fields


def _value(value) -> str:
    if isinstance(value, str):
        return f'"{value}"'
    return repr(float(value)) if isinstance(value, float) else str(value)


def _others(name: str) -> list[str]:
    return [c for c in PARAMS[name].choices() if c != PARAMS[name].default]


def template(key: str) -> str:
    """The text of a commented experiment file for the scenario ``key``."""
    sc = SCENARIOS[key]
    presets = [Path(p.filename).stem for p in sc.presets.values()]
    generated = ", ".join(f"{f.name} = {_value(f.default)}" for f in sc.generator.fields) if sc.generator else ""
    default, *others = (key for key, _title in sc.mechanism_menu())  # top-k: its own methods only
    settings = [f"# {s.name} = [{_value(s.default)}]{' ' * max(1, 22 - len(s.name) - len(_value(s.default)))}"
                f"# {s.label}" for s in sc.settings]
    lines = [
        f"# An experiment file for `expmech batch` (docs/cli.md: Batch experiments): {sc.title}.",
        "# Check it with `expmech batch THIS.toml --check`, run it with `expmech batch THIS.toml --out DIR`.",
        f"format_version = {FORMAT_VERSION}",
        f'title = "{sc.title} sweep"',
        f'scenario = "{key}"',
        "# datasets: CSV paths relative to this file, \"preset:NAME\""
        + (f" ({', '.join(presets)})" if presets else "")
        + (f",\n# or {{ generate = {{ {generated} }}, seed = 3 }}" if generated else ""),
        f'data = ["preset:{presets[0]}"]' if presets else f"data = [{{ generate = {{ {generated} }}, seed = 3 }}]",
        "# the cells' seeds derive from this one (or list them under [grid] as seed = [1, 2, 3])",
        "seed = 1",
        "",
        "[grid]",
        "# every combination of these runs; each a value, a list, or \"LO:HI:N\" (log-spaced; \"LO:HI:N:lin\" evenly)",
        'epsilon = "0.1:10:5"',
        f'mechanism = ["{default}"]   # also: {", ".join(others)}',
        "trials = 1000",
        *(f'# {name} = ["{PARAMS[name].default}"]   # or: {", ".join(_others(name))}' for name in ("analysis",
                                                                                              "neighbours")),
        f"# t = [{_value(PARAMS['t'].default)}]",
        *(["# this scenario's settings (a preset brings its own; these override it):"] + settings if settings else []),
        "",
        "[record]",
        *textwrap.wrap(f"per-cell fields: {', '.join(CELL_FIELDS)}, bound.X ({', '.join(BOUND_FIELDS)}), "
                       f"parameters.NAME, guarantee.NAME, exposure.X ({', '.join(EXPOSURE_FIELDS)})", 110,
                       initial_indent="# ", subsequent_indent="# "),
        f"fields = {json.dumps(list(default_fields([key])))}",  # top-k: its k-set's, never its first pick's
        "counts = true                # the simulated count per candidate",
        'per = "candidate"            # a row per (cell, candidate), or "cell": one row per cell',
        "",
    ]
    return "\n".join(lines)
