"""File ▸ Export experiment… and File ▸ Open experiment…: the current workspace as an experiment file (TOML,
for `expmech batch`), and a file's first cell opened in its workspace. The work is expmech_gui.batch's
(workspace_spec); this module asks for the file and reports."""
from __future__ import annotations

from PySide6.QtWidgets import QFileDialog

from ... import sessions
from ...batch import workspace_spec
from ...core.errors import DataError
from ...core.numbers import NumberError
from ...core.problem import ProblemError
from ...io.targets import os_failure
from ..language import tr
from ...core.translatable import translatable

PRESET_SOURCE = "the preset “{}” shipped with ExpMech Studio"  # Workspace.data_source of an unedited preset
FILTER = translatable("Experiment files (*.toml);;All files (*)")
EXPECTED = (DataError, ProblemError, NumberError, sessions.SessionError, OSError)


def _unedited_preset(ws) -> str | None:
    source = ws.data_source
    return next((name for name in ws.scenario.preset_names if source == PRESET_SOURCE.format(name)), None)


def export_experiment(window) -> None:
    """Write the current workspace as an experiment file (its data beside it, or the preset's name)."""
    ws = window.current
    path, _ = QFileDialog.getSaveFileName(window, tr("Export experiment"),
                                          window.window_settings.last_dir("experiment.toml"), tr(FILTER))
    if not path:
        return
    if not path.endswith(workspace_spec.SUFFIX):
        path += workspace_spec.SUFFIX
    try:
        written = workspace_spec.export_workspace(ws.key, ws.to_state(), path, _unedited_preset(ws))
    except EXPECTED as exc:  # (the system's refusal in words: io.targets)
        said = os_failure(exc, path) if isinstance(exc, OSError) else f"{path}: {exc}"
        window._warn(translatable("Cannot export the experiment"), said)
        return
    data = written["data"]
    window._status(tr("Exported the {title} workspace to {path} (data: {data}); run it with expmech batch {path}")
                   .format(title=tr(ws.scenario.title), path=path, data=data))


def open_experiment(window) -> None:
    """Open an experiment file's first cell in its workspace; a file that cannot be read changes nothing."""
    path, _ = QFileDialog.getOpenFileName(window, tr("Open experiment"), window.window_settings.last_dir(""),
                                          tr(FILTER))
    if not path:
        return
    try:
        key, state, note = workspace_spec.first_cell_state(path)
    except EXPECTED as exc:
        window._warn(translatable("Cannot open the experiment"), tr("{reason}\n\nNothing was changed.").format(reason=exc))
        return
    if key not in window.workspaces:
        reason = tr("{path}: this window has no {key} workspace.").format(path=path, key=key)
        window._warn(translatable("Cannot open the experiment"),
                     tr("{reason}\n\nNothing was changed.").format(reason=reason))
        return
    ws = window.workspaces[key]
    ws.apply_state(state)
    window.tabs.setCurrentWidget(ws)
    window.session.mark_modified()
    window._status(tr("Opened the first cell of {path} in {title}").format(path=path, title=tr(ws.scenario.title))
                   + (f"; {note}" if note else ""))
