"""Scale of `expmech batch` (by hand, not in CI): a ~10,000-cell grid — the first three registered scenarios ×
20 ε × 10 α (on the scenarios that have α; the others run once per α-less cell) × 3 mechanisms × 14 seeds
(14 so that 14 × 20 × 3 × (10 + 1 + 1) = 10,080 cells) — run with --workers 1, --workers 2 and a 2-worker
Dask LocalCluster; prints cells/s and the scaling against one worker, beside the machine's load.

    python tests/benchmarks/bench_batch.py [--trials T] [--seeds S] [--alpha LO:HI:N] [--skip-dask]

One row per cell (record.per = "cell"): the table's writing is not what is measured.
"""
from __future__ import annotations

import argparse
import io
import json
import os
import sys
import tempfile
import time
from pathlib import Path

from expmech_gui.cli import main
from expmech_gui.scenarios import SCENARIOS


def spec_text(trials: int, seeds: int, alpha: str) -> str:
    keys = list(SCENARIOS)[:3]
    data = "\n".join(f'{k} = ["preset:{next(iter(SCENARIOS[k].presets))}"]' for k in keys)
    has_alpha = any(SCENARIOS[k].setting("alpha") for k in keys)
    return (f'format_version = 1\nscenario = {json.dumps(keys)}\nseed = 2026\n[data]\n{data}\n[grid]\n'
            f'epsilon = "0.01:10:20"\n' + (f'alpha = "{alpha}"\n' if has_alpha else "")
            + f'mechanism = ["exponential", "gumbel", "permute-and-flip"]\nseed = {list(range(1, seeds + 1))}\n'
            f'trials = {trials}\n[record]\nper = "cell"\n')


def run(spec: Path, out: Path, *flags) -> dict:
    start = time.perf_counter()
    code = main(["batch", str(spec), "--out", str(out), *map(str, flags)], io.StringIO(), io.StringIO())
    total = time.perf_counter() - start
    if code != 0:
        raise SystemExit(f"expmech batch {' '.join(map(str, flags))} failed with status {code}")
    manifest = json.loads((out / "manifest.json").read_text())
    return {"cells": manifest["cells"]["total"], "run": manifest["timings"]["wall_seconds"], "total": total,
            "rows": manifest["outputs"]["results.csv"]}


def main_() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trials", type=int, default=1000)
    ap.add_argument("--seeds", type=int, default=14)
    ap.add_argument("--alpha", default="0.01:0.1:10",
                    help="the α range (LO:HI:N); 0.0001:0.001:10 gives 1,000-10,000 prices: cells of milliseconds")
    ap.add_argument("--skip-dask", action="store_true")
    args = ap.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="bench_batch_"))
    spec = folder / "bench.toml"
    spec.write_text(spec_text(args.trials, args.seeds, args.alpha), encoding="utf-8")
    print(f"cores: {os.cpu_count()}, load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    modes = [("1 worker", ("--workers", 1)), ("2 workers", ("--workers", 2))]
    if not args.skip_dask:
        modes.append(("Dask LocalCluster, 2 workers", ("--dask", "local:2")))
    results = {}
    for name, flags in modes:
        r = run(spec, folder / name.replace(" ", "_").replace(",", ""), *flags)
        results[name] = r
        print(f"{name:>30}: {r['cells']:,} cells ({r['rows']:,} rows) in {r['run']:.1f} s of cells, "
              f"{r['total']:.1f} s with checks and the table: {r['cells'] / r['run']:,.0f} cells/s, "
              f"{r['cells'] / r['total']:,.0f} cells/s overall; load average now "
              f"{os.getloadavg()[0]:.2f}")
    base = results["1 worker"]
    for name, r in results.items():
        if name != "1 worker":
            print(f"{name}: scaling ×{base['run'] / r['run']:.2f} (cells), "
                  f"×{base['total'] / r['total']:.2f} (overall) against 1 worker")
    same = len({(folder / n.replace(' ', '_').replace(',', '') / 'results.csv').read_bytes() for n in results}) == 1
    print(f"tables identical across executors: {same}")
    sys.exit(0 if same else 1)


if __name__ == "__main__":
    main_()
