"""A batch run: check the spec and its data (nothing is written before everything has passed), skip the
cells the output folder already holds, run the rest on the chosen executor appending each to the journal,
then write the table and the manifest. Ctrl+C (or SIGTERM) stops it; the cells saved so far stay saved.
"""
from __future__ import annotations

import difflib
import gc
import errno
import hashlib
import importlib
import json
import os
import platform
import shlex
import sys
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

import numpy as np

from .. import __version__
from ..core.errors import DataError
from ..core.translatable import listed, message
from . import (BATCH_EXTRA, CLUSTER_EXTRA, build, datasets, executors, grid, outcomes, outfolder, shards, split, store,
               summary, uptodate)
from . import spec as spec_module
from .cells import field_value, guarantee_terms, run_cell, task_of
from .dask_executor import ClusterFailed, Dask
from .formats import FORMATS
from .overrides import parse as parse_overrides
from .table import Table

SAMPLE_SECONDS = 0.2  # with no --workers, the first cells run here this long to estimate the grid
SMALL_GRID_SECONDS = 3.0  # a grid estimated under this runs in this process (starting workers costs more)


@dataclass
class Options:
    out: Path
    formats: tuple[str, ...] = ("csv",)
    per: str | None = None
    workers: int | None = None
    dask: str | None = None
    retry_failed: bool = False
    wait_for_workers: float = 300.0  # seconds a Dask scheduler may have no worker before the run gives up
    shard: tuple[int, int] | None = None  # (I, N): the cells I − 1 modulo N, into OUT/shards/I-of-N
    collect: bool = False  # write the table from the shards' journals; refuse if a cell is in none
    summary: bool = False  # also summary.csv: each grid point's mean and 95% interval over its seeds
    overrides: tuple[str, ...] = ()  # KEY=VALUE texts that change the file's keys for this run (batch.overrides)


def needs(formats, dask) -> None:
    """Refuse at once, naming the extra, when a flag needs a package that is not installed."""
    if "parquet" in formats:
        try:
            importlib.import_module("pyarrow.parquet")
        except ImportError:
            raise DataError(message("--format parquet needs pyarrow: {batch_extra}", batch_extra=BATCH_EXTRA)) from None
    if dask is not None:
        try:
            importlib.import_module("dask.distributed")
        except ImportError:
            raise DataError(message("--dask needs dask.distributed: {cluster_extra}",
                                    cluster_extra=CLUSTER_EXTRA)) from None


def prepare(path, per: str | None = None, shard: tuple[int, int] | None = None, overrides=()):
    """(spec, loaded datasets in order, cells — shard I of N's share when ``shard``): everything checked, nothing
    written. ``overrides``: KEY=VALUE texts (batch.overrides)."""
    spec = spec_module.load(path, parse_overrides(overrides))
    loaded = [datasets.load(e, str(spec.path)) for s in spec.scenarios for e in spec.data[s]]
    hashes = [d.info.get("sha256") or hashlib.sha256(json.dumps(d.info, sort_keys=True).encode()).hexdigest()
              for d in loaded]
    cells = grid.Cells(spec, hashes, per, shard)
    _check_guarantee_fields(spec, loaded, cells)
    return spec, loaded, cells


def _check_guarantee_fields(spec, loaded, cells) -> None:
    """Refuse a ``guarantee.NAME`` field that no scenario of the file reports (a mistyped name would fail every
    cell): the first cell of each scenario says which terms its guarantee has."""
    asked = [(i, f) for i, f in enumerate(spec.record.fields) if f.startswith("guarantee.")]
    if not asked:
        return
    terms: dict[str, set | None] = {}
    for cell in cells.firsts():
        if cell.scenario not in terms:
            try:
                terms[cell.scenario] = guarantee_terms(task_of(cell, loaded[cell.dataset].settings, spec.record),
                                                       loaded[cell.dataset].dataset)
            except Exception:  # noqa: BLE001 — that cell fails with its own error when it runs; say nothing now
                terms[cell.scenario] = None
    reported = set().union(*(t for t in terms.values() if t is not None))
    if not reported and all(t is None for t in terms.values()):
        return  # no scenario here has a guarantee: its fields are empty, as the README says
    for i, name in asked:
        term = name.partition(".")[2]
        if term not in reported:
            close = difflib.get_close_matches(term, sorted(reported), n=1)
            hint = message(" (did you mean guarantee.{term}?)", term=close[0]) if close else ""
            spec_module.fail_at(spec, f"record.fields[{i}]",
                                message("{name!r}: the guarantee of {scenarios} has no {term!r}{hint}; its terms are "
                                        "{terms}", name=name, scenarios=listed(k for k, t in terms.items() if t),
                                        term=term, hint=hint,
                                        terms=", ".join(f"guarantee.{t}" for t in sorted(reported))))


def run(path, options: Options, progress_factory, say) -> dict:
    """Run the experiment file at ``path``; returns the manifest. ``say(text)`` prints one line. A full disk
    is said in one sentence (the journal keeps every cell saved before it)."""
    try:
        return _run(path, options, progress_factory, say)
    except OSError as exc:
        if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
            raise DataError(message("the disk holding {out} is full: free some space there and run {path} again (the "
                                    "cells saved so far are kept)", out=options.out,
                                    path=resume_command(path, options))) from None
        raise


def resume_command(path, options: Options) -> str:
    """The command that goes on with this run."""
    words = ["expmech", "batch", str(path), *options.overrides, "--out", str(options.out)]
    if options.formats != FORMATS["csv"]:
        words += ["--format", next(k for k, v in FORMATS.items() if v == options.formats)]
    words += ["--per", options.per] if options.per else []
    words += ["--workers", str(options.workers)] if options.workers else []
    words += ["--dask", options.dask] if options.dask else []
    words += ["--shard", f"{options.shard[0]}/{options.shard[1]}"] if options.shard else []
    words += ["--collect"] if options.collect else []
    words += ["--summary"] if options.summary else []
    return shlex.join(words)


def _run(path, options: Options, progress_factory, say) -> dict:
    needs(options.formats, options.dask)
    spec, loaded, cells = prepare(path, options.per, options.shard, options.overrides)
    per = options.per or spec.record.per
    out = Path(options.out)
    if options.shard is not None:  # the folder must be this file's; the shard writes only in its own
        outfolder.claim(out, spec)
        out = shards.folder(out, options.shard)
    previous = outfolder.claim(out, spec)
    if previous is not None and previous.get("build") != build.fingerprint() and previous["cells"].get("done"):
        say(message("the cells saved in {cells} were computed by another build of expmech ({previous}); this one "
                    "({build}) computes them again", cells=out / "cells",
                    previous=previous.get("build") or message("an earlier one"), build=build.fingerprint()))
    lock = store.Lock(out)
    journal = None
    try:
        if uptodate.unchanged(previous, out, uptodate.digest(spec, cells, per, _outputs(options)), options.retry_failed):
            previous["invocations"] = _invocations(previous)
            store.write_manifest(out, previous)
            say(message("{cells:,} of {cells:,} cells are already in {out} and its tables are up to date: nothing "
                        "to run", cells=len(cells), out=out))
            _said(previous, len(cells), out, say)
            return previous
        journal = store.Journal(out, lambda o: outcomes.problem(o, spec.record.fields, spec.record.counts, per),
                                also=shards.journals(out), context=json.dumps([build.fingerprint(), spec.record.fields,
                                                                               spec.record.counts, per]))
        if options.collect and (missing := len(cells) - journal.count(cells)):
            raise DataError(shards.missing_sentence(out, missing, len(cells), resume_command(path, options)
                                                    .replace(" --collect", "")))
        def to_run(where) -> bool:
            return where == store.NOT_SAVED or (options.retry_failed and not store.ok(where))
        manifest = _manifest(spec, loaded, cells, options, per, out, previous)
        outfolder.clear_tables(out)
        store.write_manifest(out, manifest)
        todo, invalid, first_invalid, datasets_todo = 0, 0, None, set()
        for cell, where in journal.saved(cells):  # one walk of the grid against the journal's index
            if to_run(where):
                todo += 1
                datasets_todo.add(cell.dataset)
                if cell.key in journal.invalid:
                    invalid += 1
                    first_invalid = first_invalid or cell
        resumed = len(cells) - todo
        if invalid:
            fields = dict(invalid=invalid, cells=out / "cells", first=first_invalid.index,
                          why=journal.invalid[first_invalid.key])
            say(message("{invalid:,} saved cell in {cells} is not a valid result (the first, cell {first}: {why}): "
                        "running it again", **fields) if invalid == 1 else
                message("{invalid:,} saved cells in {cells} are not a valid result (the first, cell {first}: {why}): "
                        "running them again", **fields))
        if resumed:
            say(message("{resumed:,} of {cells:,} cells are already in {out}: running the other {todo:,}",
                        resumed=resumed, cells=len(cells), out=out, todo=todo))
        datasets_used = {i: d.dataset for i, d in enumerate(loaded) if i in datasets_todo}
        tasks = (dict(task_of(c, loaded[c.dataset].settings, spec.record), per=per)  # made as they are sent
                 for c, where in journal.saved(cells, appended=False) if to_run(where)) if todo else iter(())
        tally = {"seconds": 0.0, "failed": 0, "ran": 0, "progress": None}
        size = executors.ChunkSize()

        def record(outcome: dict) -> None:
            journal.append(outcome)
            tally["ran"] += 1
            tally["seconds"] += outcome.get("seconds", 0.0)
            size.observe(outcome.get("seconds", 0.0))
            tally["failed"] += not outcome["ok"]
            if tally["progress"] is not None:
                tally["progress"].advance(tally["failed"])

        started = time.time()
        executor, interrupted = None, True
        try:
            sampled, workers, why = _sample(tasks, datasets_used, todo, options, record)
            executor = _executor(datasets_used, options, workers, say)
            gc.freeze()  # what this process holds now outlives the run: collections walk only what cells add
            manifest["executor"] = executor.description
            manifest["invocations"][-1]["executor"] = executor.description
            if getattr(executor, "described", None):
                manifest["workers"] = executor.described  # each Dask worker's build and dependency versions
            # the rate counts cells from here: not connecting to a cluster, starting workers or sending the data
            tally["progress"] = progress_factory(todo, f"{executor.said()} ({why})", sampled, executor.here)
            workers = getattr(executor, "workers", 1)
            if todo < workers:  # a few cells: split the heavy ones across the idle workers
                tasks = split.split_heavy(list(tasks), workers)
            joiner = split.Joiner(field_value)
            size.bound(todo - sampled, workers, executor.largest_chunk)
            for piece in executor.run(executors.chunked(tasks, size)):
                for outcome in joiner.feed(piece):
                    record(outcome)
            interrupted = False
        except ClusterFailed as exc:
            done = journal.count(cells)
            raise ClusterFailed(message("{reason}: {done:,} of {cells:,} cells are saved and the other {left:,} "
                                        "are not done; when the cluster is back, run {path} to finish them",
                                        reason=exc.reason, done=done, cells=len(cells), left=len(cells) - done,
                                        path=resume_command(path, options))) from None
        finally:
            if tally["progress"] is not None:
                tally["progress"].close()
            if executor is not None:
                executor.close()
            journal.sync()
            manifest["timings"] = {"started": _iso(started), "finished": _iso(time.time()),
                                   "wall_seconds": round(time.time() - started, 3),
                                   "cell_seconds": round(tally["seconds"], 3), "cells_run": todo}
            if interrupted and (executor is not None or tally["ran"]):  # not a cluster that refused to start
                manifest["cells"]["done"] = journal.count(cells)
                store.write_manifest(out, manifest)
                say(message("{done:,} of {cells:,} cells are saved in {folder}; run {command} to finish the others",
                            done=manifest["cells"]["done"], cells=len(cells), folder=out / "cells",
                            command=resume_command(path, options)))
        return _finish(spec, cells, journal, manifest, options, per, out, say)
    finally:
        gc.unfreeze()  # frozen while the cells ran and the table was written
        if journal is not None:
            journal.close()
        lock.release()


def _sample(tasks, datasets: dict, todo: int, options: Options, record) -> tuple[int, int, str]:
    """(cells run here, workers, why in the language in use): with neither --workers nor --dask, the first cells run in this process
    for ``SAMPLE_SECONDS`` (their results are saved as any other's) to estimate the rest; a grid estimated
    under ``SMALL_GRID_SECONDS`` stays in this process, which is quicker than starting workers."""
    if options.dask is not None:
        return 0, 0, f"--dask {options.dask}"
    if todo == 0:
        return 0, 1, message("no cell left to run")
    if options.workers is not None:
        return 0, options.workers, f"--workers {options.workers}"
    cores = executors.default_workers()
    if cores <= 1:
        return 0, 1, message("this process has one core; --workers N to choose")
    if todo <= cores:
        return 0, cores, message("one worker per core; --workers N to choose")
    start, ran = time.perf_counter(), 0
    for task in tasks:
        record(run_cell(task, datasets[task["dataset"]]))
        ran += 1
        if time.perf_counter() - start >= SAMPLE_SECONDS:
            break
    estimate = (time.perf_counter() - start) / ran * (todo - ran)
    if estimate < SMALL_GRID_SECONDS:
        return ran, 1, message("the grid is about {seconds:.1f} s of cells, less than starting workers is worth; "
                               "--workers N to choose", seconds=estimate + time.perf_counter() - start)
    return ran, cores, message("about {seconds:,.0f} s of cells: one worker per core; --workers N to choose",
                               seconds=estimate)


def _executor(datasets: dict, options: Options, workers: int, say):
    """Where the cells run: a Dask cluster, this process, or a local pool (batch.executors)."""
    if options.dask is not None:
        return Dask(datasets, options.dask, options.wait_for_workers, say)
    return executors.Serial(datasets) if workers <= 1 else executors.ProcessPool(datasets, workers)


def _finish(spec, cells, journal, manifest, options, per, out, say) -> dict:
    """The tables, from the journal in cell order (batch.table), and the finished manifest."""
    table = Table(cells, journal, spec, per)
    written = table.write({fmt: out / f"results.{fmt}" for fmt in options.formats})
    if options.summary:
        written[summary.NAME] = summary.write(table, spec, out / summary.NAME)
    failed = table.failed
    manifest["cells"].update(done=len(cells), failed=len(failed))
    manifest["failed"] = [{"cell": c.index, "scenario": c.scenario, "dataset": c.label, "cell_seed": c.seed,
                           "parameters": {k: v for k, v in c.values if v is not None},
                           "error": error} for c, error in failed]
    manifest["columns"] = [{"name": n, "type": k} for n, k in table.columns]
    manifest["outputs"] = written
    manifest["output_sha256"] = {name: _sha256(out / name) for name in written}
    manifest["complete"] = True
    journal.sync()
    manifest["state"] = uptodate.state(out, uptodate.digest(spec, cells, per, _outputs(options)), written)
    store.write_manifest(out, manifest)
    _said(manifest, len(cells), out, say)
    return manifest


def _outputs(options: Options) -> tuple:
    """What the run writes besides the manifest (part of what a finished folder is checked against)."""
    return (*options.formats, *(("summary",) if options.summary else ()))


def _said(manifest: dict, total: int, out: Path, say) -> None:
    """The closing lines of a finished run: its failed cells, if any, and the files written."""
    if manifest["failed"]:
        first = manifest["failed"][0]
        say(message("{failed:,} of {total:,} cells failed (the manifest lists them); the first, cell {cell}: {error}",
                    failed=manifest["cells"]["failed"], total=total, cell=first["cell"], error=first["error"]))
    say(", ".join(message("{path} ({rows:,} rows)", path=out / name, rows=rows)  # "1 rows", as it always said
                  for name, rows in manifest["outputs"].items())
        + f", {out / 'manifest.json'}")


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _invocations(previous: dict | None) -> list:
    """Every earlier run into this folder (its manifest's list, or the one command an older manifest kept), then
    this one."""
    before = (previous or {}).get("invocations")
    if not isinstance(before, list):
        before = [{"command": previous["command"]}] if previous and "command" in previous else []
    return [*before, {"command": sys.argv, "cwd": os.getcwd(), "started": _iso(time.time()),
                      "build": build.fingerprint(), "host": platform.node()}]


def _iso(t: float) -> str:
    return datetime.fromtimestamp(t, timezone.utc).isoformat(timespec="seconds")


def _manifest(spec, loaded, cells, options, per, out, previous=None) -> dict:
    return {
        "format_version": 1,
        "complete": False,
        "spec": {"path": str(spec.path), "resolved": str(Path(spec.path).resolve()), "sha256": spec.sha256,
                 "text": spec.text, "overrides": list(options.overrides)},
        "expmech_version": __version__,
        "build": build.fingerprint(),
        "python": platform.python_version(),
        "numpy": np.__version__,
        "dependencies": build.describe(),
        "host": platform.node(),
        "platform": platform.platform(),
        "command": sys.argv,
        "cwd": os.getcwd(),
        "invocations": _invocations(previous),
        "seed": spec.seed,
        "seeds": "cell_seed column: the grid's seed, or SeedSequence(seed, spawn_key=hashes of the scenario, the "
                 "dataset and each grid value) — see docs/cli.md, Batch experiments",
        "per": per,
        "record": {"fields": list(spec.record.fields), "counts": spec.record.counts},
        "datasets": [d.info for d in loaded],
        "grid": {a.name: list(a.values) for a in spec.grid},
        "zip": [list(group) for group in spec.zipped],  # grid names whose values go together ([sample]'s too)
        "cells": {"total": len(cells), "done": 0, "failed": 0},
        "executor": None,
        "output": str(out),
        "shard": f"{options.shard[0]}/{options.shard[1]}" if options.shard else None,
    }
