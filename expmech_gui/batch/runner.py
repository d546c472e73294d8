"""A batch run: check the spec and its data (nothing is written before everything has passed), skip the
cells the output folder already holds, run the rest on the chosen executor appending each to the journal,
then write the table and the manifest. Ctrl+C (or SIGTERM) stops it; the cells saved so far stay saved.
"""
from __future__ import annotations

import difflib
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
from . import BATCH_EXTRA, CLUSTER_EXTRA, build, datasets, executors, grid, outcomes, outfolder, split, store
from . import spec as spec_module
from .cells import field_value, guarantee_terms, task_of
from .dask_executor import ClusterFailed, Dask

FORMATS = {"csv": ("csv",), "parquet": ("parquet",), "both": ("csv", "parquet")}


@dataclass
class Options:
    out: Path
    formats: tuple[str, ...] = ("csv",)
    per: str | None = None
    workers: int | None = None
    dask: str | None = None
    retry_failed: bool = False
    wait_for_workers: float = 300.0  # seconds a Dask scheduler may have no worker before the run gives up


def needs(formats, dask) -> None:
    """Refuse at once, naming the extra, when a flag needs a package that is not installed."""
    if "parquet" in formats:
        try:
            importlib.import_module("pyarrow.parquet")
        except ImportError:
            raise DataError(f"--format parquet needs pyarrow: {BATCH_EXTRA}") from None
    if dask is not None:
        try:
            importlib.import_module("dask.distributed")
        except ImportError:
            raise DataError(f"--dask needs dask.distributed: {CLUSTER_EXTRA}") from None


def prepare(path, per: str | None = None):
    """(spec, loaded datasets in order, cells): everything checked, nothing written."""
    spec = spec_module.load(path)
    loaded = [datasets.load(e, str(spec.path)) for s in spec.scenarios for e in spec.data[s]]
    hashes = [d.info.get("sha256") or hashlib.sha256(json.dumps(d.info, sort_keys=True).encode()).hexdigest()
              for d in loaded]
    cells = grid.cells(spec, hashes, per)
    _check_guarantee_fields(spec, loaded, cells)
    return spec, loaded, cells


def _check_guarantee_fields(spec, loaded, cells) -> None:
    """Refuse a ``guarantee.NAME`` field that no scenario of the file reports (a mistyped name would fail every
    cell): the first cell of each scenario says which terms its guarantee has."""
    asked = [(i, f) for i, f in enumerate(spec.record.fields) if f.startswith("guarantee.")]
    if not asked:
        return
    terms: dict[str, set | None] = {}
    for cell in cells:
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
            spec_module.fail_at(spec, f"record.fields[{i}]",
                                f"{name!r}: the guarantee of {' and '.join(k for k, t in terms.items() if t)} has no "
                                f"{term!r}"
                                f"{f' (did you mean guarantee.{close[0]}?)' if close else ''}; its terms are "
                                f"{', '.join(f'guarantee.{t}' for t in sorted(reported))}")


def run(path, options: Options, progress_factory, say) -> dict:
    """Run the experiment file at ``path``; returns the manifest. ``say(text)`` prints one line. A full disk
    is said in one sentence (the journal keeps every cell saved before it)."""
    try:
        return _run(path, options, progress_factory, say)
    except OSError as exc:
        if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
            raise DataError(f"the disk holding {options.out} is full: free some space there and run "
                            f"{resume_command(path, options)} again (the cells saved so far are kept)") from None
        raise


def resume_command(path, options: Options) -> str:
    """The command that goes on with this run."""
    words = ["expmech", "batch", str(path), "--out", str(options.out)]
    if options.formats != FORMATS["csv"]:
        words += ["--format", next(k for k, v in FORMATS.items() if v == options.formats)]
    words += ["--per", options.per] if options.per else []
    words += ["--workers", str(options.workers)] if options.workers else []
    words += ["--dask", options.dask] if options.dask else []
    return shlex.join(words)


def _run(path, options: Options, progress_factory, say) -> dict:
    needs(options.formats, options.dask)
    spec, loaded, cells = prepare(path, options.per)
    per = options.per or spec.record.per
    out = Path(options.out)
    previous = outfolder.claim(out, spec)
    if previous is not None and previous.get("build") != build.fingerprint() and previous["cells"].get("done"):
        say(f"the cells saved in {out / 'cells'} were computed by another build of expmech "
            f"({previous.get('build') or 'an earlier one'}); this one ({build.fingerprint()}) computes them again")
    lock = store.Lock(out)
    journal = None
    try:
        journal = store.Journal(out, lambda o: outcomes.problem(o, spec.record.fields, spec.record.counts, per))
        todo = [c for c in cells if c.key not in journal.done
                or (options.retry_failed and not journal.done[c.key][2])]
        resumed = len(cells) - len(todo)
        manifest = _manifest(spec, loaded, cells, options, per, out, previous)
        outfolder.clear_tables(out)
        store.write_manifest(out, manifest)
        invalid = [c for c in cells if c.key in journal.invalid]
        if invalid:
            say(f"{len(invalid):,} saved cell{'s' if len(invalid) != 1 else ''} in {out / 'cells'} "
                f"{'are' if len(invalid) != 1 else 'is'} not a valid result (the first, cell {invalid[0].index}: "
                f"{journal.invalid[invalid[0].key]}): running {'them' if len(invalid) != 1 else 'it'} again")
        if resumed:
            say(f"{resumed:,} of {len(cells):,} cells are already in {out}: running the other {len(todo):,}")
        started = time.time()
        cell_seconds = 0.0
        executor = _executor({i: d.dataset for i, d in enumerate(loaded) if any(c.dataset == i for c in todo)},
                             options, say)
        manifest["executor"] = executor.description
        manifest["invocations"][-1]["executor"] = executor.description
        if getattr(executor, "described", None):
            manifest["workers"] = executor.described  # each Dask worker's build and dependency versions
        progress = progress_factory(len(todo))
        interrupted = True
        try:
            tasks = [task_of(c, loaded[c.dataset].settings, spec.record) for c in todo]
            tasks = split.split_heavy([dict(t, per=per) for t in tasks], getattr(executor, "workers", 1))
            joiner = split.Joiner(field_value)
            failed_now = 0
            for piece in executor.run(tasks):
                for outcome in joiner.feed(piece):
                    journal.append(outcome)
                    cell_seconds += outcome.get("seconds", 0.0)
                    failed_now += not outcome["ok"]
                    progress.advance(failed_now)
            interrupted = False
        except ClusterFailed as exc:
            done = sum(c.key in journal.done for c in cells)
            raise ClusterFailed(f"{exc.reason}: {done:,} of {len(cells):,} cells are saved and the other "
                                f"{len(cells) - done:,} are not done; when the cluster is back, run "
                                f"{resume_command(path, options)} to finish them") from None
        finally:
            progress.close()
            executor.close()
            journal.sync()
            manifest["timings"] = {"started": _iso(started), "finished": _iso(time.time()),
                                   "wall_seconds": round(time.time() - started, 3),
                                   "cell_seconds": round(cell_seconds, 3), "cells_run": len(todo)}
            if interrupted:
                manifest["cells"]["done"] = sum(c.key in journal.done for c in cells)
                store.write_manifest(out, manifest)
                say(f"{manifest['cells']['done']:,} of {len(cells):,} cells are saved in {out / 'cells'}; run "
                    f"{resume_command(path, options)} to finish the others")
        return _finish(spec, cells, journal, manifest, options, per, out, say)
    finally:
        if journal is not None:
            journal.close()
        lock.release()


def _executor(datasets: dict, options: Options, say):
    """Where the cells run: a Dask cluster, this process, or a local pool (batch.executors)."""
    if options.dask is not None:
        return Dask(datasets, options.dask, options.wait_for_workers, say)
    workers = options.workers or executors.default_workers()
    return executors.Serial(datasets) if workers <= 1 else executors.ProcessPool(datasets, workers)


def _finish(spec, cells, journal, manifest, options, per, out, say) -> dict:
    failed = [c for c in cells if not journal.done[c.key][2]]
    table = store.Table(cells, journal, spec, per)
    written = {}
    for fmt in options.formats:
        path = out / f"results.{fmt}"
        rows = table.write_csv(path) if fmt == "csv" else table.write_parquet(path)
        written[path.name] = rows
    manifest["cells"].update(done=len(cells), failed=len(failed))
    manifest["failed"] = [{"cell": c.index, "scenario": c.scenario, "dataset": c.label, "cell_seed": c.seed,
                           "parameters": {k: v for k, v in c.values if v is not None},
                           "error": journal.outcome(c.key)["error"]} for c in failed]
    manifest["columns"] = [{"name": n, "type": k} for n, k in table.columns]
    manifest["outputs"] = written
    manifest["output_sha256"] = {name: _sha256(out / name) for name in written}
    manifest["complete"] = True
    store.write_manifest(out, manifest)
    if failed:
        first = manifest["failed"][0]
        say(f"{len(failed):,} of {len(cells):,} cells failed (the manifest lists them); the first, cell "
            f"{first['cell']}: {first['error']}")
    say(", ".join(f"{out / name} ({rows:,} rows)" for name, rows in written.items()) + f", {out / 'manifest.json'}")
    return manifest


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
                 "text": spec.text},
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
        "cells": {"total": len(cells), "done": 0, "failed": 0},
        "executor": None,
        "output": str(out),
    }
