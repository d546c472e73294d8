"""`expmech batch SPEC.toml`: run an experiment file's grid of cells, locally or on a Dask cluster
(the engine is expmech_gui.batch; this module is its flags, its progress display and its signals)."""
from __future__ import annotations

import argparse
import signal
import time
from pathlib import Path

from ..batch.formats import FORMATS
from ..scenarios import SCENARIOS
from ..core.errors import DataError
from ..core.numbers import NumberError, parse_number
from ..core.translatable import message
from .parser import EXIT_CELLS_FAILED, UsageError

NAME = "batch"
PLAIN_EVERY = 5.0  # seconds between progress lines when stderr is not a terminal


def _workers(text: str) -> int:
    try:
        return parse_number(text, integer=True, lo=1, hi=4096, what="--workers")
    except NumberError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _seconds(text: str) -> float:
    try:
        return parse_number(text, lo=0, hi=7 * 24 * 3600, what="--wait-for-workers")
    except NumberError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _shard(text: str) -> tuple[int, int]:
    from ..batch import shards  # (read when --shard is given: issue 36 §4)

    try:
        return shards.parse(text)
    except DataError as exc:
        raise argparse.ArgumentTypeError(exc.reason) from None


def _dask(text: str) -> str:
    if text.startswith("local:"):
        try:
            parse_number(text[len("local:"):], integer=True, lo=1, hi=256, what="N in local:N")
        except NumberError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None
    elif not text.strip():
        raise argparse.ArgumentTypeError(message("give the scheduler's address (tcp://HOST:8786) or local:N"))
    return text.strip()


EXAMPLE = """\
an experiment file (docs/cli.md: Batch experiments; every key is checked before anything runs):
  format_version = 1
  scenario = "voting"          # a scenario key, or a list of them
  data = ["votes.csv"]         # CSV paths beside the file, "preset:NAME", or { generate = {...}, seed = 3 }
  seed = 7                     # the cells' seeds derive from it (or list seeds in [grid])
  [grid]                       # any run parameter: a value, a list, or a range "LO:HI:N" (":lin": evenly)
  epsilon = "0.1:10:5"
  mechanism = ["exponential", "permute-and-flip"]
  trials = 1000
  [record]                     # per-cell fields of the run JSON; counts; per = "candidate" or "cell"
  fields = ["expected_score", "opt", "bound.threshold"]

more (docs/cli.md): KEY=VALUE after the file changes one of its keys for this run (grid.epsilon=[0.5,2]
seed=3); zip = ["epsilon", "trials"] in [grid] pairs two lists; a [sample] table (n = 200, epsilon =
"0.1:10:log") draws a Latin hypercube; --shard I/N on each array job, then --collect, for one table; --summary
adds each grid point's mean and 95% interval over its seeds.

exit status: 0 every cell succeeded; 3 the table is written but some cells failed (the manifest lists them);
2 bad input, a refused --out, or a run stopped by its cluster or a full disk (run again to resume);
130 interrupted by Ctrl+C or SIGTERM (run again to resume); 1 an internal error.
"""


def add_parser(sub, common) -> None:
    p = sub.add_parser(NAME, help="run an experiment file's grid of cells (TOML), resumable, on local processes "
                                  "or a Dask cluster",
                       epilog=EXAMPLE, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("spec", metavar="SPEC.toml", nargs="?", help="the experiment file (docs/cli.md: Batch experiments)")
    p.add_argument("overrides", metavar="KEY=VALUE", nargs="*",
                   help="change a key of the file for this run: grid.epsilon=[0.5,1] seed=3 record.per=cell (a "
                        "TOML value, or text: mechanism=gumbel, grid.epsilon=0.1:10:5); right after SPEC.toml, "
                        "or anywhere as --set KEY=VALUE")
    p.add_argument("--set", dest="set_overrides", metavar="KEY=VALUE", action="append", default=[],
                   help="the same as a KEY=VALUE after SPEC.toml, anywhere on the line (repeat it for several)")
    p.add_argument("--init", metavar="SCENARIO", choices=sorted(SCENARIOS),
                   help="print a commented experiment file for SCENARIO to start from (expmech batch --init "
                        "voting > spec.toml)")
    p.add_argument("--out", metavar="DIR", help="output folder: results.csv/.parquet, manifest.json and cells/ "
                                                "(default: SPEC-results beside the file); running again resumes")
    p.add_argument("--format", choices=sorted(FORMATS), default="csv",
                   help="csv (default), parquet (needs the [batch] extra) or both")
    p.add_argument("--per", choices=("candidate", "cell"),
                   help="a row per (cell, candidate) or per cell (default: the file's record.per, else candidate)")
    p.add_argument("--workers", type=_workers, metavar="N",
                   help="local worker processes (default: one per core, or this process alone when the first "
                        "cells show the grid is a few seconds of work; 1 runs in this process)")
    p.add_argument("--dask", type=_dask, metavar="ADDRESS|local:N",
                   help="run on the Dask scheduler at ADDRESS (tcp://host:8786), or on a LocalCluster of N "
                        "workers on this machine (needs the [cluster] extra)")
    p.add_argument("--wait-for-workers", type=_seconds, metavar="SECONDS", default=300.0,
                   help="with --dask: how long to wait for a first worker to join the scheduler (default 300)")
    p.add_argument("--shard", type=_shard, metavar="I/N",
                   help="run shard I of N — the cells whose number is I−1 modulo N — into OUT/shards/I-of-N (one "
                        "SLURM/PBS array task each; --collect then writes the whole table)")
    p.add_argument("--collect", action="store_true",
                   help="write OUT's table from the journals of the shards in OUT/shards (the same bytes as one "
                        "run); refused while a cell is in no shard")
    p.add_argument("--summary", action="store_true",
                   help="also write summary.csv: per grid point (all but seed), the cells, the failed, and each "
                        "numeric field's mean and 95%% interval over the seeds (Student's t)")
    p.add_argument("--retry-failed", action="store_true", help="run again the cells that failed before")
    p.add_argument("--check", action="store_true",
                   help="check the file and its data, print the number of cells and the grid, run nothing")


def _header(total: int, where: str, here: bool = False) -> str:
    """The run's first line; ``where``: the executor in the language in use, ``here``: in this process."""
    if here:
        return (message("batch: {total:,} cell to run in {where}", total=total, where=where) if total == 1 else
                message("batch: {total:,} cells to run in {where}", total=total, where=where))
    return (message("batch: {total:,} cell to run on {where}", total=total, where=where) if total == 1 else
            message("batch: {total:,} cells to run on {where}", total=total, where=where))


def _failed(failed: int) -> str:
    """The progress line's count of failed cells ('' for none)."""
    return message("{failed:,} failed", failed=failed) if failed else ""


class _PlainProgress:
    """A line now and then (not a terminal: logs, CI); the rate counts the cells run since it began (not those
    already run when it began)."""

    def __init__(self, err, total: int, where: str = "", done: int = 0, here: bool = False) -> None:
        self.err, self.total, self.done, self.first = err, total, done, done
        self.start = self.last = time.monotonic()
        if where and total:
            err.write(_header(total, where, here) + "\n")
            err.flush()

    def advance(self, failed: int) -> None:
        self.done += 1
        now = time.monotonic()
        if now - self.last >= PLAIN_EVERY or self.done == self.total:
            self.last = now
            rate = (self.done - self.first) / max(now - self.start, 1e-9)
            left = (self.total - self.done) / rate if rate else 0.0
            self.err.write(message("batch: {done:,} of {total:,} cells ({percent}%), {rate:,.1f} cells/s, about "
                                   "{left:,.0f} s left", done=self.done, total=self.total,
                                   percent=100 * self.done // max(self.total, 1), rate=rate, left=left)
                           + (", " + _failed(failed) if failed else "") + "\n")
            self.err.flush()

    def close(self) -> None:
        pass


class _RichProgress:
    """A bar with the rate and the time left (a terminal, with rich installed)."""

    def __init__(self, err, total: int, where: str = "", done: int = 0, here: bool = False) -> None:
        from rich.console import Console
        from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TaskProgressColumn, TextColumn,
                                   TimeElapsedColumn, TimeRemainingColumn)

        class Rate(TextColumn):
            def render(self, task):
                speed = task.finished_speed or task.speed
                return super().render(task) if speed is None else message("{rate:,.1f} cells/s", rate=speed)

        self.bar = Progress(TextColumn("batch"), BarColumn(), MofNCompleteColumn(), TaskProgressColumn(),
                            Rate(""), TimeElapsedColumn(), TextColumn("ETA"), TimeRemainingColumn(),
                            TextColumn("{task.fields[failed]}"), console=Console(file=err), transient=False)
        if where and total:
            self.bar.console.print(_header(total, where, here), markup=False, highlight=False)
        self.task = self.bar.add_task("cells", total=total, completed=done, failed="")
        self.bar.start()

    def advance(self, failed: int) -> None:
        self.bar.update(self.task, advance=1, failed=_failed(failed))

    def close(self) -> None:
        self.bar.stop()


def _progress_factory(err):
    def make(total: int, where: str = "", done: int = 0, here: bool = False):
        if getattr(err, "isatty", lambda: False)():
            try:
                return _RichProgress(err, total, where, done, here)
            except ImportError:
                pass
        return _PlainProgress(err, total, where, done, here)
    return make


def _terminated(signum, frame):
    raise KeyboardInterrupt


def run(args, out, err) -> None:
    from ..batch import runner, sampling  # the engine (executors, Dask, the store) loads only for this command
    from ..batch.template import template

    if args.init is not None:
        if args.spec is not None:
            raise UsageError(message("--init prints a new experiment file: give it without SPEC.toml"))
        out.write(template(args.init))
        return
    if args.spec is None:
        raise UsageError(message("give the experiment file (SPEC.toml), or --init SCENARIO to write one"))
    if args.workers is not None and args.dask is not None:
        raise UsageError(message("--workers and --dask choose where the cells run: give one of them"))
    if args.shard is not None and args.collect:
        raise UsageError(message("--shard runs one share of the cells and --collect gathers them all: give one of "
                                 "them"))
    spec_path = Path(args.spec)
    args.overrides = [*args.overrides, *args.set_overrides]
    if args.check:
        runner.needs(FORMATS[args.format], args.dask)
        spec, loaded, cells = runner.prepare(spec_path, args.per, args.shard, args.overrides)
        fields = dict(path=spec_path, cells=len(cells), datasets=len(loaded), scenarios=", ".join(spec.scenarios),
                      grid=sampling.describe(spec.grid, spec.zipped) or message("one cell per dataset"))
        out.write((message("{path}: {cells:,} cells over {datasets:,} dataset ({scenarios}); grid: {grid}", **fields)
                   if len(loaded) == 1 else
                   message("{path}: {cells:,} cells over {datasets:,} datasets ({scenarios}); grid: {grid}", **fields))
                  + "\n")
        return
    target = Path(args.out) if args.out else spec_path.with_name(spec_path.stem + "-results")
    options = runner.Options(out=target, formats=FORMATS[args.format], per=args.per, workers=args.workers,
                             dask=args.dask, retry_failed=args.retry_failed, wait_for_workers=args.wait_for_workers,
                             shard=args.shard, collect=args.collect, summary=args.summary,
                             overrides=tuple(args.overrides))
    previous = signal.signal(signal.SIGTERM, _terminated)  # SIGTERM stops like Ctrl+C: saved cells stay saved
    try:
        manifest = runner.run(spec_path, options, _progress_factory(err), lambda text: out.write(text + "\n"))
    finally:
        signal.signal(signal.SIGTERM, previous)
    return EXIT_CELLS_FAILED if manifest["cells"]["failed"] else None
