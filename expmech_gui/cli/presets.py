"""`expmech presets [SCENARIO]`: the shipped presets each scenario offers, by the names `--preset NAME` (run, sweep,
release, …) and batch files' "preset:NAME" take — they are installed with the package, so no path is needed."""
from __future__ import annotations

from ..scenarios import SCENARIOS
from .output import write as _write
from .scenario_flags import scenario_name

NAME = "presets"


def add_parser(sub, _common) -> None:
    p = sub.add_parser(NAME, help="list the shipped presets (use one with --preset NAME)")
    p.add_argument("scenario", type=scenario_name, nargs="?", metavar="SCENARIO",
                   help=f"only this scenario's presets ({', '.join(SCENARIOS)})")
    p.add_argument("--json", metavar="PATH|-", help="also write the list as JSON ('-' = to the screen, instead of "
                                                    "the text)")


def listing(key: str | None = None) -> list[dict]:
    """One entry per preset: scenario, name, file and the settings it comes with."""
    keys = [SCENARIOS.key_for(key)] if key else list(SCENARIOS)
    return [{"scenario": k, "name": p.name, "file": p.filename, "settings": dict(p.settings)}
            for k in keys for p in SCENARIOS[k].presets.values()]


def run(args, out, err) -> None:
    import json  # (these two load when the list is printed, not with `expmech --help`: issue 36 §4)

    from ..core.formatting import plain

    entries = listing(args.scenario)
    if args.json:
        _write(args.json, json.dumps(entries, indent=2, ensure_ascii=False) + "\n", out)
    if args.json == "-":
        return
    width = max(len(e["scenario"]) for e in entries)
    for e in entries:
        settings = "".join(f", {k} = {plain(v)}" for k, v in e["settings"].items())
        out.write(f"{e['scenario']:<{width}}  {e['name']}  ({e['file']}{settings})\n")
    example = entries[-1]
    out.write(f"\nRun one with: expmech run {example['scenario']} --preset '{example['name']}' (its name or its file's "
              "name without .csv, in any case)\n")
