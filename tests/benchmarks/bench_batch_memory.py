"""Client memory of `expmech batch` against the grid's size (by hand, not in CI):

    python tests/benchmarks/bench_batch_memory.py [--sizes 1000,10000,100000] [--reference /work/main]

Each size is a light grid (voting, `Teacher of the year`: ε × 1,000 seeds, 100 trials, a row per cell) run with
--workers 1 in a fresh interpreter, then run again into the same folder (a no-op resume: the journal's index and
the table passes only); a last run records a row per candidate (pricing at α = 0.0002: 5,000 prices a cell).
Prints each run's peak RSS (the kernel's ru_maxrss of that child) and the slope between the two largest grids in
bytes per cell — ~0 when memory is bounded (it was ~2,800 B/cell before the run streamed). ``--reference PATH``
runs the same with the package at PATH (another checkout) beside it.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MIB = 1024 * 1024


def grid_spec(cells: int) -> str:
    seeds = min(cells, 1000)
    epsilons = [round(0.1 + 0.001 * i, 6) for i in range(max(1, cells // seeds))]
    return ('format_version = 1\nscenario = "voting"\nseed = 2026\n[data]\nvoting = ["preset:Teacher of the year"]\n'
            f'[grid]\nepsilon = {epsilons}\nseed = {list(range(1, seeds + 1))}\ntrials = 100\n'
            '[record]\nper = "cell"\nfields = ["expected_score", "opt"]\n')


def candidates_spec(cells: int) -> str:
    return ('format_version = 1\nscenario = "pricing"\nseed = 2026\n[data]\n'
            'pricing = ["preset:Lecture: $1, $1, $3.01"]\n'
            f'[grid]\nepsilon = 1.0\nalpha = [0.0002]\nseed = {list(range(1, cells + 1))}\ntrials = 50\n'
            '[record]\nfields = ["expected_score"]\n')


def peak(package: Path, spec: Path, out: Path) -> tuple[float, float]:
    """(peak RSS in MiB, seconds) of one `expmech batch` in a fresh interpreter."""
    env = dict(os.environ, PYTHONPATH=str(package), QT_QPA_PLATFORM="offscreen")
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-m", "expmech_gui.cli", "batch", str(spec), "--out", str(out),
                              "--workers", "1"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                             cwd=spec.parent)  # not this checkout's folder: `-m` would import the package there
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"expmech batch {spec.name} failed: {child.stderr.read().decode()[-2000:]}")
    return usage.ru_maxrss * 1024 / MIB, seconds


def series(package: Path, sizes: list[int], folder: Path, name: str) -> None:
    runs = []
    for cells in sizes:
        spec = folder / f"grid_{cells}.toml"
        spec.write_text(grid_spec(cells), encoding="utf-8")
        out = folder / f"{name}_{cells}"
        first, seconds = peak(package, spec, out)
        again, again_seconds = peak(package, spec, out)
        runs.append((cells, first))
        print(f"{name:>9} {cells:>10,} cells: peak {first:7.1f} MiB in {seconds:7.1f} s; no-op rerun "
              f"{again:7.1f} MiB in {again_seconds:6.1f} s", flush=True)
        shutil.rmtree(out)
    if len(runs) >= 2:
        (n0, m0), (n1, m1) = runs[-2], runs[-1]
        print(f"{name:>9} slope between {n0:,} and {n1:,} cells: {(m1 - m0) * MIB / (n1 - n0):,.1f} bytes per cell")
    spec = folder / "candidates.toml"
    spec.write_text(candidates_spec(200), encoding="utf-8")
    used, seconds = peak(package, spec, folder / f"{name}_candidates")
    print(f"{name:>9} 200 cells × 5,000 prices (1,000,000 rows): peak {used:7.1f} MiB in {seconds:.1f} s", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="1000,10000,100000", help="comma-separated numbers of cells (1000 or more)")
    ap.add_argument("--reference", type=Path, help="another checkout's root, to measure beside this one")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    print(f"cores: {os.cpu_count()}, load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    folder = Path(tempfile.mkdtemp(prefix="bench_batch_memory_"))
    try:
        series(ROOT, sizes, folder, "this")
        if args.reference is not None:
            series(args.reference, sizes, folder, "reference")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
