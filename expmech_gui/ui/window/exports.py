"""File ▸ Export: the current workspace's results (CSV/JSON), its plots (PNG + SVG) and the report
(PDF/HTML), each with its dialog."""
from __future__ import annotations

import os

from PySide6.QtWidgets import QFileDialog

from ...core.translatable import message, translatable
from ...io.targets import check_target_file, make_export_folder, os_failure
from ..export import write_png, write_svg
from ..failures import failure_reason
from ..language import tr


class Exports:
    """Writes what the window's current workspace shows; reports through the window's status and warnings."""

    def __init__(self, window) -> None:
        self.window = window
        self._report_jobs = None  # made on the first report written in the background

    def _failed(self, title: str, message: str) -> None:
        self.window._status(f"{tr(title)}: {message}")
        self.window._warn(title, message)

    # results
    def results_dialog(self) -> None:
        ws = self.window.current
        path, _ = QFileDialog.getSaveFileName(self.window, tr("Export results"),
                                              self.window.window_settings.last_dir(f"{ws.key}-results.csv"),
                                              "CSV (*.csv);;JSON (*.json)")
        if path:
            err = _check_folder(path) or self.window.current.export_results_in_background(path)
            if err:
                self._failed(translatable("Export failed"), err)

    def write_results(self, path: str) -> str | None:
        """Write the current workspace's results now (the menu writes them in the background)."""
        err = _check_folder(path)
        if err:
            return err
        try:
            return self.window.current.export_results(path)
        except OSError as exc:
            return os_failure(exc, path)
        except ValueError as exc:
            return message("{path}: cannot write ({reason}); nothing was written", path=path,
                           reason=failure_reason(exc))

    # plots
    def write_plots(self, folder: str, width: int = 1920) -> list[str]:
        """Every plot of the current workspace as PNG (presentation width) and SVG. Raises OSError naming
        the file when the folder cannot be made or a file cannot be written."""
        ws = self.window.current
        out = []
        make_export_folder(folder)  # a file, a pipe or /proc chosen as the folder: said in words (io.targets)
        for name, widget in ws.plots.named_widgets():
            base = os.path.join(folder, f"{ws.key}-{name}")
            write_png(widget, base + ".png", width)
            write_svg(widget, base + ".svg")
            out += [base + ".png", base + ".svg"]
        self.window._status(tr("Exported {count} files to {folder}").format(count=len(out), folder=folder))
        return out

    def plots_dialog(self) -> None:
        folder = QFileDialog.getExistingDirectory(self.window, tr("Export plots into folder"),
                                                  self.window.window_settings.last_dir(""))
        if folder:
            try:
                self.write_plots(folder)
            except OSError as exc:
                self._failed(translatable("Export failed"), str(exc))

    # the report
    def write_report(self, path: str) -> str | None:
        from ..report import report  # the report's modules load when first used, not at start
        try:
            if path.lower().endswith(".pdf"):
                report.write_pdf(self.window.current, path)
            else:
                report.write_html(self.window.current, path)
        except OSError as exc:
            text = os_failure(exc, path, translatable("write the report"))
            self.window._status(tr("Report failed: {reason}").format(reason=text))
            return text
        except ValueError as exc:
            self.window._status(tr("Report failed: {reason}").format(reason=exc))
            return str(exc)
        self.window._status(tr("Report written to {path}").format(path=path))
        return None

    def write_report_in_background(self, path: str) -> str | None:
        """What the report says is read from the workspace here (a few ms); its charts and pages are painted and
        the file written on a worker, and the status says when it is there (or the warning why not)."""
        from ..report import content as report_content  # the writers (report, pdf) load on the worker
        from ...io.csvio import check_writable_folder
        from ..worker import JobRunner

        try:
            check_writable_folder(path)
            built = report_content.build(self.window.current)
        except OSError as exc:
            return os_failure(exc, path, translatable("write the report"))
        except ValueError as exc:
            return str(exc)
        if self._report_jobs is None:
            self._report_jobs = JobRunner(self.window, translatable("write the report"))
            self._report_jobs.done.connect(lambda written: self.window._status(
                tr("Report written to {path}").format(path=written)))
            self._report_jobs.failed.connect(lambda message: self._failed(translatable("Report failed"), message))
        self.window._status(tr("Writing the report {path}…").format(path=path))

        def write(_progress, _cancelled) -> str:
            from ..report import report
            report.write_built(built, path)
            return path

        self._report_jobs.submit(write)
        return None

    def report_dialog(self) -> None:
        ws = self.window.current
        path, _ = QFileDialog.getSaveFileName(self.window, tr("Export report"),
                                              self.window.window_settings.last_dir(f"{ws.key}-report.pdf"),
                                              "PDF (*.pdf);;HTML (*.html)")
        if path:
            err = self.write_report_in_background(path)
            if err:
                self._failed(translatable("Report failed"), err)


def _check_folder(path: str) -> str | None:
    try:
        check_target_file(path)
    except OSError as exc:
        return str(exc)
    return None
