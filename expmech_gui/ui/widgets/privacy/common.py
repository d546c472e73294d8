"""What the three privacy views share: user text in rich-text labels, a downsampled curve, the progress bar
with Cancel of a background job (the jobs themselves run on ``ui.worker.JobRunner``), an empty plot.

Every user string (candidate, option and person names) shown in a rich-text label is escaped and elided; the
full text is in the tooltip. A failure is a sentence in the view ("Could not …: reason"), never a traceback.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QHBoxLayout, QProgressBar, QPushButton, QWidget

from ....core.translatable import translatable
from ...language import shown, tr
from ....core.formatting import plain
from ....core.numbers import count_text
from ...failures import elide_middle
from ...worker import JobRunner, friendly_error
from ..text import ELIDE_CHARS, elide, error_html, esc
from ..text import rich_tooltip as tooltip
from ..plots import new_plot_widget
from ..plots.kit import set_title

NAME_CHARS = ELIDE_CHARS  # a name longer than this is elided in labels (the tooltip has it in full)
MAX_PLOT_POINTS = 20_000  # a curve with more points is drawn from a min/max envelope of this many

__all__ = ["JobBar", "JobRunner", "MAX_PLOT_POINTS", "NAME_CHARS", "elide", "elide_middle", "envelope", "esc",
           "friendly_error", "new_plot", "plain", "red", "tooltip"]



def red(text) -> str:
    """A message in the error colour, escaped and elided in the middle."""
    return error_html(elide_middle(text))


def show_no_settings(src, jobs, label, *cleared) -> None:
    """What a view shows while its workspace has no valid experiment: its job cancelled, the reason
    (``ViewInputs.no_settings``) in red in ``label``, the ``cleared`` labels emptied."""
    jobs.cancel()
    label.setText(red(src.no_settings()))
    for other in cleared:
        other.setText("")


def envelope(x: np.ndarray, y: np.ndarray, points: int = MAX_PLOT_POINTS) -> tuple[np.ndarray, np.ndarray, bool]:
    """(x, y) with at most ``points`` points: the min and the max of each of points/2 consecutive buckets, in
    order, so peaks and dips survive (O(m) numpy once). The flag says whether it was downsampled."""
    x = np.asarray(x, dtype=np.float64)
    y = np.asarray(y, dtype=np.float64)
    keep = np.isfinite(x) & np.isfinite(y)
    if not keep.all():
        x, y = x[keep], y[keep]
    if x.size <= points:
        return x, y, False
    buckets = max(1, points // 2)
    size = -(-x.size // buckets)
    pad = size * buckets - x.size
    yp = np.concatenate([y, np.full(pad, np.nan)]).reshape(buckets, size)
    xp = np.concatenate([x, np.full(pad, np.nan)]).reshape(buckets, size)
    ok = ~np.all(np.isnan(yp), axis=1)
    yp, xp = yp[ok], xp[ok]
    lo = np.nanargmin(yp, axis=1)
    hi = np.nanargmax(yp, axis=1)
    first = np.minimum(lo, hi)
    second = np.maximum(lo, hi)
    r = np.arange(yp.shape[0])
    xs = np.column_stack([xp[r, first], xp[r, second]]).reshape(-1)
    ys = np.column_stack([yp[r, first], yp[r, second]]).reshape(-1)
    return xs, ys, True


CANCELLED_WORDS = translatable("Cancelled: nothing new was computed, so anything shown is from before. Change a "
                               "setting to compute again.")


def say_when_cancelled(jobs: JobRunner, *labels) -> None:
    """When ``jobs``' newest job is cancelled, each label that may show its busy text ("Computing…") says
    CANCELLED_WORDS instead (JobRunner.cancelled: Cancel pressed, or the view's own cancel before its next text)."""
    jobs.cancelled.connect(lambda: [label.setText(tr(CANCELLED_WORDS)) for label in labels])


class JobBar(QWidget):
    """A progress bar with a Cancel button that cancels the newest job of ``jobs``, shown while that job runs
    (the job's view hears of the cancel through ``jobs.cancelled``)."""

    def __init__(self, jobs: JobRunner, unit: str = "", parent=None, delay_ms: int = 0) -> None:
        super().__init__(parent)
        self.jobs, self.unit, self.delay_ms = jobs, unit, delay_ms
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)
        self.cancel_button = QPushButton(translatable("Cancel"))
        self.cancel_button.setToolTip(tr("Stop this computation"))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.bar, 1)
        row.addWidget(self.cancel_button)
        self.cancel_button.clicked.connect(jobs.cancel)
        jobs.progress.connect(self.set_progress)
        jobs.pendingChanged.connect(self._pending)
        self.hide()

    def _pending(self, pending: bool) -> None:
        if pending:
            self.bar.setRange(0, 0)  # indeterminate until the first progress report
            self.bar.setFormat("")
            if self.delay_ms:  # quick jobs never flash a bar
                QTimer.singleShot(self.delay_ms, self, lambda: self.setVisible(self.jobs.pending))
                return
        self.setVisible(pending)

    def set_progress(self, done, total) -> None:
        total = max(int(total), 1)
        self.bar.setRange(0, 1000)
        self.bar.setValue(int(1000 * min(done, total) / total))
        self.bar.setFormat(shown(f"{count_text(int(done))} / {count_text(total)} "
                                          f"{tr(self.unit) if self.unit else ''}".rstrip()))


def new_plot(title: str) -> pg.PlotWidget:
    """An empty plot of a privacy view, titled."""
    w = new_plot_widget()
    w.setMinimumSize(260, 200)
    set_title(w.getPlotItem(), title)
    return w


@dataclass(frozen=True)
class ViewInputs:
    """What a privacy view renders from: the workspace's controllers and table, never the workspace itself.

    ``experiments`` (ExperimentController: ``experiment``, ``last_error``), ``runs`` (RunController:
    ``aggregate``, ``releases``), ``table`` (the editor's model, for row numbers as the table shows them) and
    ``apply_epsilon(ε)`` (the ε-sweep's Apply: returns the refusal in words, or None); ``session_ledger()``
    (the session's privacy ledger and budget)."""

    scenario: Any
    experiments: Any
    runs: Any
    table: Any
    apply_epsilon: Callable[[float], str | None]
    session_ledger: Callable[[], Any] = None  # the session's privacy ledger now (ui.session_ledger.SessionLedger)

    def no_settings(self) -> str:
        """What a view says while the workspace has no valid experiment: the reason, plain (wrap it in ``red``)."""
        said = tr("No valid settings: fix the data or parameters first.")
        return f"{said} {self.experiments.last_error or ''}".rstrip()
