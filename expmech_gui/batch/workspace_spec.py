"""A workspace ⇄ an experiment file (the app's *Export experiment…* and *Open experiment…*, without Qt).

Export writes the workspace's parameters as a one-cell grid (each value as a list, ready to widen) and its
data as a CSV beside the file with its SHA-256 — or, when the table is an unedited preset, ``preset:NAME``.
Open reads a spec's first cell back as a saved workspace (its table and typed parameters).
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

from .. import sessions
from ..experiment import fresh_seed
from ..io.csvio import atomic_write_text
from ..scenarios import SCENARIOS
from .cells import parameters, task_of
from .spec import FORMAT_VERSION, default_fields

SUFFIX = ".toml"


def _toml(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, int):
        return str(value)
    return json.dumps(value, ensure_ascii=False)  # a TOML basic string: the same escapes


def export_workspace(key: str, state: sessions.WorkspaceState, spec_path, preset: str | None = None) -> dict:
    """Write ``spec_path`` (and its data CSV unless ``preset``) from a workspace's saved state; returns
    {"spec": path, "data": path or "preset:NAME", "sha256": digest or None}. SessionError, DataError or
    ProblemError (in words) when the workspace's data or parameters are not valid."""
    scenario = SCENARIOS[key]
    dataset, _excluded = sessions.workspace_dataset(key, state)
    params = sessions.workspace_parameters(key, state)
    spec_path = Path(spec_path)
    if preset is not None:
        data_line, data_ref, digest = f"data = [{_toml('preset:' + preset)}]", f"preset:{preset}", None
    else:
        data_path = spec_path.with_name(spec_path.stem + "-data.csv")
        scenario.write_csv(data_path, dataset)
        digest = hashlib.sha256(data_path.read_bytes()).hexdigest()
        data_line = f"data = [{{ path = {_toml(data_path.name)}, sha256 = {_toml(digest)} }}]"
        data_ref = str(data_path)
    seed = params.seed if params.seed is not None else fresh_seed()
    grid = {"epsilon": float(params.epsilon), **{k: float(v) for k, v in params.settings},
            "analysis": params.analysis, "neighbours": params.neighbours, "mechanism": params.mechanism,
            "t": float(params.t), "trials": int(params.trials)}
    if params.seed is not None:
        grid["seed"] = params.seed  # the cell runs with the workspace's own seed: the same numbers
    lines = [f"# exported from ExpMech Studio: the {scenario.title} workspace as one cell; widen any list",
             f"format_version = {FORMAT_VERSION}",
             f"title = {_toml(scenario.title + ' workspace')}",
             f"scenario = {_toml(key)}",
             data_line,
             f"seed = {seed}",
             "", "[grid]", *(f"{name} = [{_toml(value)}]" for name, value in grid.items()),
             "", "[record]", f"fields = {json.dumps(list(default_fields((key,))))}", "counts = true", ""]
    atomic_write_text(spec_path, "\n".join(lines))
    return {"spec": str(spec_path), "data": data_ref, "sha256": digest}


def first_cell_state(spec_path) -> tuple[str, sessions.WorkspaceState, str]:
    """(scenario key, workspace state, note) of a spec's first cell: its dataset as the table and its
    parameters as typed text. The note says what could not be carried over exactly (a seed or a number of
    trials beyond what the app's boxes hold), else ''. SpecError (a DataError) for a bad file."""
    from .runner import prepare

    spec, loaded, cells = prepare(spec_path)
    cell = cells[0]
    scenario = SCENARIOS[cell.scenario]
    data = loaded[cell.dataset]
    params = parameters(task_of(cell, data.settings, spec.record), {s.name for s in scenario.settings})
    typed = {"epsilon": repr(float(params.epsilon)), "analysis": params.analysis, "neighbours": params.neighbours,
             "mechanism": params.mechanism, "t": float(params.t)}
    typed.update({name: repr(float(value)) for name, value in scenario.with_defaults(params.setting_values).items()})
    notes = []
    typed["trials"] = min(max(int(params.trials), sessions.TRIALS_MIN), sessions.TRIALS_MAX)
    if typed["trials"] != params.trials:
        notes.append(f"{params.trials:,} trials do not fit the trials box ({sessions.TRIALS_MIN:,} to "
                     f"{sessions.TRIALS_MAX:,}): it shows {typed['trials']:,}")
    if cell.seed <= sessions.SEED_MAX:
        typed.update(seed=cell.seed, fixed_seed=True)
    else:
        typed.update(seed=sessions.SEED_MIN, fixed_seed=False)
        notes.append(f"the cell's seed {cell.seed} does not fit the seed box (at most {sessions.SEED_MAX:,}), so "
                     f"the simulation draws a fresh seed; `expmech run --seed {cell.seed}` repeats the cell")
    state = sessions.WorkspaceState(data=scenario.table.from_dataset(data.dataset), parameters=typed)
    sessions.validate(sessions.SessionState({cell.scenario: state}, cell.scenario), str(spec_path))
    return cell.scenario, state, "; ".join(notes)
