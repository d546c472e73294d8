"""One cell's numbers, computed where the cell runs (a worker process or a Dask worker): the experiment, its
exact pmf and summary, and the simulated counts — exactly what `expmech run --json --seed <cell_seed>` gives.

Tasks and outcomes are plain dicts and lists (cheap to send, exact through JSON: floats keep their repr).
A cell that fails returns its error; it never stops the others.
"""
from __future__ import annotations

import copy
import json
import time
from collections import OrderedDict

import numpy as np

from ..core.errors import DataError
from ..core.numbers import NumberError
from ..core.params import PARAMS
from ..core.translatable import in_english, message
from ..core.problem import ProblemError
from ..experiment import Experiment, RunParameters
from .spec import GRID_PARAMS
from .split import EXPOSURE_PREFIX, share_outcome, wants_exposure

SHARED = tuple(name for name in GRID_PARAMS if name != "seed")  # RunParameters' own fields
DEFAULT_TRIALS = RunParameters().trials
_DATASETS: dict = {}  # a worker process's datasets, sent once when it starts (process pool)
PROBLEMS_KEPT = 8  # experiments a worker keeps (the cells of one problem are consecutive: seeds vary fastest)
_EXPERIMENTS: OrderedDict = OrderedDict()  # (scenario, dataset, parameters but seed and trials) → Experiment
_SETTLED: list = []  # [True] once this worker process has frozen what it held before its cells (settle)


def install_datasets(datasets: dict) -> None:
    """Process-pool initializer: keep the datasets in this worker; Ctrl+C is the parent's to handle."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _DATASETS.clear()
    _DATASETS.update(datasets)
    settle()


def settle() -> None:
    """Once per worker process, before its cells: what it holds by then (modules, a Dask worker's own state, the
    datasets) lives as long as it does, so the cyclic collector stops walking it (gc.freeze): each light cell's
    allocations set off collections, and a full one walked a Dask worker's 80,000 objects every time."""
    if not _SETTLED:
        import gc

        gc.freeze()
        _SETTLED.append(True)


def run_chunk_here(tasks: list[dict]) -> list[dict]:
    """Run tasks against the datasets installed in this process."""
    return [run_cell(task, _DATASETS[task["dataset"]]) for task in tasks]


def run_chunk(tasks: list[dict] | bytes, dataset, build_expected: str | None = None) -> list[dict] | bytes:
    """Run tasks that share one dataset (a Dask task: the dataset is a task's result, moved once per worker),
    refusing (build.BuildMismatch) when this worker's build is not ``build_expected``. Tasks given pickled come
    back pickled: Dask then sends the chunk as one opaque value instead of walking its dicts for futures on the
    way in and out (that walk cost more CPU than a light cell)."""
    if build_expected is not None:
        from .build import require

        require(build_expected)
    settle()
    if isinstance(tasks, bytes):
        import pickle

        return pickle.dumps([run_cell(task, dataset) for task in pickle.loads(tasks)], pickle.HIGHEST_PROTOCOL)
    return [run_cell(task, dataset) for task in tasks]


def restore_dataset(payload: bytes):
    """A Dask task: the dataset from its pickled bytes (the scheduler keeps them, so a lost copy is rebuilt)."""
    import pickle

    return pickle.loads(payload)


def task_of(cell, preset_settings: dict, record) -> dict:
    """What a worker needs to run ``cell``: parameters that apply to it, the seed and what to record."""
    params = {name: v for name, v in cell.values if v is not None and name != "seed"}
    return {"cell": cell.index, "key": cell.key, "scenario": cell.scenario, "dataset": cell.dataset,
            "seed": cell.seed, "params": params, "preset_settings": dict(preset_settings),
            "fields": list(record.fields), "counts": record.counts, "per": record.per}


def parameters(task: dict, setting_names) -> RunParameters:
    params = task["params"]
    shared = {k: params[k] for k in SHARED if k in params}
    settings = dict(task["preset_settings"])
    settings.update({k: v for k, v in params.items() if k not in SHARED})
    return RunParameters(seed=task["seed"], settings={k: v for k, v in settings.items() if k in setting_names},
                         **shared)


def experiment(task: dict, dataset) -> Experiment:
    """The cell's experiment. Cells that differ only by seed and trials share their problem, mechanism, exact
    pmf and summary: the worker builds them once and keeps the last ``PROBLEMS_KEPT`` (each cell gets a copy
    carrying its own seed and trials, checked as ``RunParameters.validated`` checks them; ``keep`` hands back
    what the copy worked out), so a light cell costs its draws, not its problem."""
    from ..scenarios import SCENARIOS

    params = task["params"]
    key = (task["scenario"], task["dataset"], id(dataset), tuple(sorted(
        (k, v) for k, v in params.items() if k != "trials")), tuple(sorted(task["preset_settings"].items())))
    found = _EXPERIMENTS.get(key)
    if found is None or found.dataset is not dataset:
        scenario = SCENARIOS[task["scenario"]]
        found = _EXPERIMENTS[key] = Experiment(scenario, dataset, parameters(task, {s.name for s in scenario.settings}))
        while len(_EXPERIMENTS) > PROBLEMS_KEPT:
            _EXPERIMENTS.popitem(last=False)
    _EXPERIMENTS.move_to_end(key)
    trials = params.get("trials", DEFAULT_TRIALS)
    PARAMS["trials"].check(trials, run=True)  # what validated() checks after the parameters the key shares
    PARAMS["seed"].check(task["seed"], run=True)
    exp = copy.copy(found)  # the exact quantities already worked out come along (cached properties)
    exp.params = copy.copy(found.params)
    object.__setattr__(exp.params, "trials", trials)
    object.__setattr__(exp.params, "seed", task["seed"])
    exp.shared = found
    return exp


def keep(exp: Experiment) -> None:
    """Store in the shared experiment what this cell's copy worked out (its pmf's summary, the exact JSON)."""
    for name, value in exp.__dict__.items():
        if name not in ("params", "shared"):
            exp.shared.__dict__.setdefault(name, value)


def _candidate_values(exp: Experiment, candidates: list) -> list:
    """The candidate column, once per problem: labels as text, prices (any candidate that is not text) as floats,
    so the table types the column as numbers where a scenario's candidates are (batch.table)."""
    if "candidate_values" not in exp.__dict__:
        exp.candidate_values = [c if isinstance(c, str) else float(c) for c in candidates]
    return exp.candidate_values


def run_cell(task: dict, dataset) -> dict:
    """The outcome of one cell: its recorded fields and per-candidate columns, or its error — in English, as the
    run's files keep it, whether the cell runs in this process or on a worker (core.translatable.in_english)."""
    with in_english():
        return _run_cell(task, dataset)


def _run_cell(task: dict, dataset) -> dict:
    start = time.perf_counter()
    try:
        exp = experiment(task, dataset)
        if "part" in task:  # one share of a split cell's most-exposed search (batch/split.py)
            share = share_outcome(task, exposure_share(exp, task["part"], task["parts"]))
            keep(exp)
            return dict(share, seconds=time.perf_counter() - start)
        seed = task["seed"]
        counts = exp.mechanism.sample_counts(exp.params.trials, np.random.default_rng(seed))
        result = exp.result(counts, seed)
        split = "exposure_parts" in task  # its shares compute the search; the joiner fills these fields
        if wants_exposure(task) and not split:
            result["exposure"] = exposure(exp)
        out = {"cell": task["cell"], "key": task["key"], "ok": True,
               "fields": {name: None if split and name.startswith(EXPOSURE_PREFIX) else field_value(result, name)
                          for name in task["fields"]}}

        if task["per"] == "candidate":
            out["candidate"] = _candidate_values(exp, result["candidates"])
            out["score"] = result["scores"]
            out["probability"] = result["probabilities"]
            if exp.scenario.release_inclusion is not None:  # top-k: the chance to be among the k, not the first's
                among = exp.scenario.release_inclusion(exp)
                out["inclusion"] = [None] * exp.problem.m if among is None else [float(p) for p in among]
            if task["counts"]:
                out["count"] = result["counts"]
        keep(exp)
    except (ProblemError, DataError, NumberError, LookupError) as exc:
        out = {"cell": task["cell"], "key": task["key"], "ok": False, "error": " ".join(str(exc).split())}
    except MemoryError:
        out = {"cell": task["cell"], "key": task["key"], "ok": False, "error": "not enough memory for this cell"}
    except Exception as exc:  # noqa: BLE001 — recorded with the cell; the other cells go on
        out = {"cell": task["cell"], "key": task["key"], "ok": False,
               "error": f"internal error ({type(exc).__name__}: {' '.join(str(exc).split())})"}
    out["seconds"] = time.perf_counter() - start
    if "part" in task:  # a failed share: the joiner fails its cell
        out.update(part=task["part"], parts=task["parts"])
    elif "exposure_parts" in task:
        out["exposure_parts"] = task["exposure_parts"]
    return out


def guarantee_terms(task: dict, dataset) -> set | None:
    """The terms of the guarantee ``task``'s cell reports (its scenario's own; None where it has none),
    found without running the cell: what a ``guarantee.NAME`` field can name."""
    from ..scenarios import SCENARIOS

    scenario = SCENARIOS[task["scenario"]]
    found = Experiment(scenario, dataset, parameters(task, {s.name for s in scenario.settings})).guarantee
    return set(found) if isinstance(found, dict) else None


def exposure(exp: Experiment) -> dict:
    """The most-exposed individual over every neighbour under the cell's notion (the app's search, exact)."""
    from ..core.privacy.loss import most_exposed
    from ..scenarios.framework.neighbours import neighbour_families

    families = neighbour_families(exp.scenario.key, exp.dataset, exp.problem, exp.params.neighbours)
    found = most_exposed(exp.mechanism, families)
    return {"loss": found.loss, "range": found.range, "score_sensitivity": found.score_sensitivity,
            "score_range": found.score_range, "searched": found.searched, "worst": found.description}


def exposure_share(exp: Experiment, part: int, parts: int):
    """Share ``part`` of ``parts`` of the cell's most-exposed search (core.privacy.loss.shares)."""
    from ..core.privacy.loss import most_exposed, neighbour_count, searched_families, shares
    from ..scenarios.framework.neighbours import neighbour_families

    families = neighbour_families(exp.scenario.key, exp.dataset, exp.problem, exp.params.neighbours)
    spans = shares(neighbour_count(searched_families(exp.mechanism, families)), parts)
    span = spans[part] if part < len(spans) else (0, 0)
    return most_exposed(exp.mechanism, families, span=span)


def field_value(result: dict, name: str):
    """A recorded field of the run JSON by its dotted name; lists as JSON text; None where the scenario has
    no such object (guarantee: null)."""
    value = result
    parts = name.split(".")
    for i, part in enumerate(parts):
        if value is None:
            return None
        if part not in value:
            raise LookupError(message("record.fields: {name!r}: the {where} JSON here has no {part!r} (it has "
                                      "{known})", name=name, where=".".join(parts[:i]) or "run", part=part,
                                      known=", ".join(value)))
        value = value[part]
    if isinstance(value, (list, dict)):
        return json.dumps(value, allow_nan=False)
    return value
