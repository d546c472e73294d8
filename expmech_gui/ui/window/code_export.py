"""File ▸ Export as code…: the current workspace's release as a short commented Python script that performs it with
OpenDP (the work is expmech_gui.api.opendp_export's, as for `expmech export-code`); this module asks where the
script goes and reports."""
from __future__ import annotations

from PySide6.QtWidgets import QFileDialog

from ...api.opendp_export import opendp_script
from ...io.csvio import atomic_write_text
from ...io.targets import check_target_file, os_failure
from ...core.translatable import translatable
from ..language import tr

FILTER = translatable("Python scripts (*.py);;All files (*)")
TITLE = translatable("Cannot export as code")


def export_code(window) -> None:
    """Write the workspace's release (its data's scores, ε, mechanism and analysis as shown) as an OpenDP script."""
    ws = window.current
    exp = ws.experiment
    if exp is None:
        reason = tr("This workspace has no experiment to export yet: fix the marked data or parameters first.")
        window._warn(TITLE, tr("{reason}\n\nNothing was written.").format(reason=reason))
        return
    try:
        script = opendp_script(exp)
    except ValueError as exc:
        reason = f"{str(exc)[:1].upper()}{str(exc)[1:]}."
        window._warn(TITLE, tr("{reason}\n\nNothing was written.").format(reason=reason))
        return
    path, _ = QFileDialog.getSaveFileName(window, tr("Export as code"),
                                          window.window_settings.last_dir(f"release_{exp.scenario.key}.py"), tr(FILTER))
    if not path:
        return
    if not path.endswith(".py"):
        path += ".py"
    try:
        check_target_file(path)
        atomic_write_text(path, script)
    except OSError as exc:
        window._warn(TITLE, os_failure(exc, path))
        return
    window._status(tr("Exported the {title} release at ε = {epsilon} as OpenDP code to {path}; run it with python "
                      "{path} DATA.csv (needs opendp: pip install \"expmech-gui[opendp]\")").format(
                          title=tr(exp.scenario.title), epsilon=f"{exp.params.epsilon:g}", path=path))
