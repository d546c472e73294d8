"""CPU per cell of `expmech batch` on a Dask LocalCluster against the local process pool (by hand, not in CI):

    python tests/benchmarks/bench_batch_cpu.py [--seeds 1000] [--trials 1000] [--dask local:2]

Each run is a fresh `expmech batch` (a light voting grid: 10 ε × SEEDS seeds, a row per cell) whose whole process
tree — the client, the pool's or the cluster's processes — is sampled every 0.05 s for its CPU time (user +
system, psutil). The CPU a cell costs is the difference between a grid and one three times its size, divided by
the cells added, so starting workers and importing count for neither. Prints each executor's figure and the
ratio beside its reference, ≤ 1.3 (issue 28 §3: CPU per cell on Dask at most 1.3× the local pool's).
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = 1.3


def spec_text(seeds: int, trials: int) -> str:
    return ('format_version = 1\nscenario = "voting"\nseed = 2026\ndata = ["preset:Teacher of the year"]\n'
            f'[grid]\nepsilon = "0.1:10:10"\nseed = {list(range(1, seeds + 1))}\ntrials = {trials}\n'
            '[record]\nper = "cell"\nfields = ["expected_score", "opt"]\n')


def tree_cpu(spec: Path, out: Path, flags: list[str]) -> float:
    """CPU seconds of one `expmech batch` and every process it started."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    child = subprocess.Popen([sys.executable, "-m", "expmech_gui.cli", "batch", str(spec), "--out", str(out),
                              *flags], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=spec.parent)
    root = psutil.Process(child.pid)
    seen: dict[int, float] = {}
    while child.poll() is None:
        try:
            for p in [root, *root.children(recursive=True)]:
                try:
                    t = p.cpu_times()
                    seen[p.pid] = max(seen.get(p.pid, 0.0), t.user + t.system)
                except psutil.Error:
                    pass
        except psutil.Error:
            pass
        time.sleep(0.05)
    if child.returncode != 0:
        raise SystemExit(f"expmech batch {' '.join(flags)} failed: {child.stderr.read().decode()[-2000:]}")
    return sum(seen.values())


def per_cell(folder: Path, seeds: int, trials: int, flags: list[str], name: str) -> float:
    cpu = []
    for size in (seeds, 3 * seeds):
        spec = folder / f"grid_{size}.toml"
        spec.write_text(spec_text(size, trials), encoding="utf-8")
        cpu.append(tree_cpu(spec, folder / f"{name}_{size}", flags))
    cells = 10 * 2 * seeds
    figure = (cpu[1] - cpu[0]) / cells
    print(f"{' '.join(flags):>16}: {cpu[0]:6.2f} s CPU for {10 * seeds:,} cells, {cpu[1]:6.2f} s for "
          f"{30 * seeds:,}: {figure * 1e6:7.1f} µs CPU per cell", flush=True)
    return figure


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=1000)
    ap.add_argument("--trials", type=int, default=1000)
    ap.add_argument("--dask", default="local:2", help="local:N or a scheduler's address")
    args = ap.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="bench_batch_cpu_"))
    print(f"cores: {os.cpu_count()}, load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    pool = per_cell(folder, args.seeds, args.trials, ["--workers", "2"], "pool")
    dask = per_cell(folder, args.seeds, args.trials, ["--dask", args.dask], "dask")
    print(f"Dask / pool CPU per cell: ×{dask / pool:.2f} (reference ≤ ×{REFERENCE}); load average now "
          f"{os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
