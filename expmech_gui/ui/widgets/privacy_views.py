"""Issue-4 views of a workspace: what one person changes, the bill of repeated runs, and the ε-sweep.

All numbers come from core.privacy, core.accounting and core.bounds. Every computation that grows with the
data (a comparison, the most-exposed search, the bill, the sweep, solving for ε) runs on a background
thread with progress and *Cancel*; a newer request supersedes an older one, whose result is dropped. Any
failure is shown as a sentence in the view ("Could not …: reason"), never as a traceback. Every user string
(candidate, option and person names) shown in a rich-text label is escaped and elided; the full text is in
the tooltip.
"""
from __future__ import annotations

import html
import math
import threading
import time

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QGridLayout, QHBoxLayout, QLabel, QLineEdit, QProgressBar, QPushButton,
    QVBoxLayout, QWidget,
)

from ...core import accounting
from ...core.bounds import expected_score_curve, solve_epsilon
from ...core.mechanisms import make_mechanism, mechanism_class
from ...core.numbers import EPSILON_MAX, EPSILON_MIN, NumberError, count_text, parse_number
from ...core.privacy import exact_comparison, most_exposed
from ...core.problem import ProblemError
from ...experiment import Experiment
from ...io.csvio import DataError
from ...scenarios.neighbours import neighbour_dataset, neighbour_families
from .plots import COLORS, _legend, _pen, _style_plot, candidate_ticks, new_plot_widget

NAME_CHARS = 60  # a name longer than this is elided in labels (the tooltip has it in full)
TEXT_CHARS = 400  # a sentence built from names is elided in the middle beyond this
MAX_PLOT_POINTS = 20_000  # a curve with more points is drawn from a min/max envelope of this many
RED = "#a00000"
NOUNS = {"pricing": "buyer", "voting": "candidate", "lunch": "person"}


# --- text for people ------------------------------------------------------------------------------------
def esc(text) -> str:
    """User text for a rich-text label: '<i>Ms <b>Okafor' is shown as typed, never as markup."""
    return html.escape(str(text), quote=False)


def elide(text, limit: int = NAME_CHARS) -> str:
    """``text`` cut to ``limit`` characters with '…' at the end."""
    text = str(text)
    return text if len(text) <= limit else text[: max(1, limit - 1)] + "…"


def elide_middle(text, limit: int = TEXT_CHARS) -> str:
    """``text`` cut in the middle (its start and end stay readable)."""
    text = str(text)
    if len(text) <= limit:
        return text
    half = max(1, (limit - 3) // 2)
    return text[:half] + " … " + text[-half:]


def tooltip(text) -> str:
    """A tooltip that shows ``text`` literally (Qt would render a tooltip that looks like HTML)."""
    return f"<p style='white-space:pre-wrap'>{esc(text)}</p>"


def red(text) -> str:
    return f"<span style='color:{RED}'>{esc(elide_middle(text))}</span>"


def short_reason(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return elide(text, 160)


def friendly_error(exc: BaseException, what: str) -> str:
    """A failure in words: the core's own messages as they are; memory, overflow and anything unexpected as
    'Could not <what>: <short reason>' (numpy's raw texts, e.g. 'Unable to allocate 7.4 GiB for an array
    with shape …', are never shown)."""
    if isinstance(exc, MemoryError) or "Unable to allocate" in str(exc):
        return (f"Could not {what}: there is not enough memory for a problem this size. Use fewer candidates "
                "(for pricing, a larger α), or less data, and try again.")
    if isinstance(exc, (ProblemError, NumberError, DataError)):
        return elide_middle(str(exc))
    if isinstance(exc, OverflowError):
        return f"Could not {what}: a number grew too large to compute at these settings."
    if _raised_in_numpy(exc) or isinstance(exc, _INTERNAL):
        return (f"Could not {what}: an unexpected problem in a numerical routine ({type(exc).__name__}). "
                "Try other settings; if it persists, please report it.")
    return f"Could not {what}: {short_reason(exc)}"


_INTERNAL = (ValueError, TypeError, IndexError, KeyError, FloatingPointError, ZeroDivisionError, AttributeError,
             AssertionError)  # raised by numpy or Python itself: their texts are not for people


def _raised_in_numpy(exc: BaseException) -> bool:
    """Whether the exception came out of numpy itself (its texts are not for people)."""
    tb = exc.__traceback__
    last = None
    while tb is not None:
        last = tb.tb_frame.f_code.co_filename
        tb = tb.tb_next
    if last is not None and ("/numpy/" in last.replace("\\", "/")):
        return True
    return type(exc).__module__.split(".")[0] == "numpy"


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


# --- background jobs ------------------------------------------------------------------------------------
class _Signals(QObject):
    progress = Signal(int, object, object)
    done = Signal(int, object)
    failed = Signal(int, str)
    cancelled = Signal(int)


class BackgroundJobs(QObject):
    """One current job on a daemon thread; ``submit`` supersedes (cancels and drops) the previous one.

    The job is ``fn(progress, cancelled)``: it calls ``progress(done, total)`` and polls ``cancelled()``
    (raising ``accounting.Cancelled`` to stop). Results, progress and failures of superseded jobs are
    dropped by token. Failures arrive as a sentence for people (``friendly_error``). The threads are daemon
    threads: closing the window never waits for a long computation, it abandons it.
    """

    progress = Signal(object, object)  # done, total (Python ints: totals may exceed 2^31)
    done = Signal(object)
    failed = Signal(str)
    cancelled = Signal()
    busyChanged = Signal(bool)

    def __init__(self, parent=None, what: str = "compute this") -> None:
        super().__init__(parent)
        self.what = what
        # not parented: the running thread keeps it alive even after the view is gone (its reports then reach
        # nobody, since Qt disconnects a destroyed receiver)
        self.signals = _Signals()
        self.signals.progress.connect(self._on_progress)
        self.signals.done.connect(self._on_done)
        self.signals.failed.connect(self._on_failed)
        self.signals.cancelled.connect(self._on_cancelled)
        self.token = 0
        self.cancel_event = threading.Event()
        self._thread: threading.Thread | None = None
        self._busy = False

    @property
    def busy(self) -> bool:
        return self._busy

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busyChanged.emit(busy)

    def submit(self, fn, what: str | None = None) -> int:
        self.token += 1
        self.cancel_event.set()
        event = self.cancel_event = threading.Event()
        token, signals, what = self.token, self.signals, what or self.what

        def emit(signal, *args) -> None:
            try:
                signal.emit(*args)
            except RuntimeError:  # the view was closed: nobody is listening
                pass

        def run() -> None:
            last = [0.0]

            def progress(done, total) -> None:
                now = time.monotonic()
                if now - last[0] >= 0.05 or done >= total:
                    last[0] = now
                    emit(signals.progress, token, int(done), int(total))

            try:
                result = fn(progress, event.is_set)
            except accounting.Cancelled:
                emit(signals.cancelled, token)
                return
            except BaseException as exc:  # noqa: BLE001 — shown to the user as a sentence
                if event.is_set():
                    emit(signals.cancelled, token)
                else:
                    emit(signals.failed, token, friendly_error(exc, what))
                return
            emit(signals.done, token, result)

        self._thread = threading.Thread(target=run, name=f"expmech-{what}", daemon=True)
        self._set_busy(True)
        self._thread.start()
        return token

    def cancel(self) -> None:
        """Stop the current job (it stops at its next check) and drop anything it still reports."""
        self.token += 1
        self.cancel_event.set()
        self._set_busy(False)

    def wait(self, ms: int = 100) -> None:
        """Cancel, and give the job at most ``ms`` (capped at 0.1 s, so closing the window never hangs) to
        stop; a job still inside a long step is abandoned (a daemon thread whose reports nobody receives)."""
        self.cancel()
        thread = self._thread
        if thread is not None and thread.is_alive():
            thread.join(min(ms, 100) / 1000)

    def _on_progress(self, token: int, done, total) -> None:
        if token == self.token:
            self.progress.emit(done, total)

    def _on_done(self, token: int, result) -> None:
        if token == self.token:
            self._set_busy(False)
            self.done.emit(result)

    def _on_failed(self, token: int, message: str) -> None:
        if token == self.token:
            self._set_busy(False)
            self.failed.emit(message)

    def _on_cancelled(self, token: int) -> None:
        if token == self.token:
            self._set_busy(False)
            self.cancelled.emit()


class JobBar(QWidget):
    """A progress bar with a Cancel button, shown while a job runs."""

    def __init__(self, jobs: BackgroundJobs, unit: str = "", parent=None, delay_ms: int = 0) -> None:
        super().__init__(parent)
        self.jobs, self.unit, self.delay_ms = jobs, unit, delay_ms
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setToolTip("Stop this computation")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.bar, 1)
        row.addWidget(self.cancel_button)
        jobs.progress.connect(self.set_progress)
        jobs.busyChanged.connect(self._busy)
        self.hide()

    def _busy(self, busy: bool) -> None:
        if busy:
            self.bar.setRange(0, 0)  # indeterminate until the first progress report
            self.bar.setFormat("")
            if self.delay_ms:  # quick jobs never flash a bar
                QTimer.singleShot(self.delay_ms, self, lambda: self.setVisible(self.jobs.busy))
                return
        self.setVisible(busy)

    def set_progress(self, done, total) -> None:
        total = max(int(total), 1)
        self.bar.setRange(0, 1000)
        self.bar.setValue(int(1000 * min(done, total) / total))
        self.bar.setFormat(f"{count_text(int(done))} / {count_text(total)} {self.unit}".rstrip())


def _plot(title: str) -> pg.PlotWidget:
    w = new_plot_widget()
    w.setMinimumSize(260, 200)
    w.getPlotItem().setTitle(title, size="11pt")
    return w


# --- the one-person view --------------------------------------------------------------------------------
class PersonChooser(QLineEdit):
    """Who changes: a table row number as the table shows it (1 = the first row, excluded rows count), or
    for voting and lunch a name as typed in the table. ``setValue``/``value`` keep the old spin-box API."""

    def setValue(self, row: int) -> None:  # noqa: N802 — Qt-style name, like QSpinBox
        self.setText(str(int(row)))

    def value(self) -> int:
        try:
            return int(self.text().strip())
        except ValueError:
            return 0


class NeighbourView(QWidget):
    """pmf(D) vs pmf(D′) for a chosen change, the per-candidate log-ratio within ±ε, and the search for
    the most exposed individual. Individuals are named as the table names them (its row numbers, names)."""

    comparisonShown = Signal()
    searchFinished = Signal(object)

    def __init__(self, workspace, parent=None) -> None:
        super().__init__(parent)
        self.ws = workspace
        self.change = QComboBox()
        for key, title in (("remove", "Remove an individual"), ("add", "Add a new individual"),
                           ("replace", "Replace an individual's data")):
            self.change.addItem(title, key)
        self.row_label = QLabel("table row")
        self.row = PersonChooser("1")
        self.row.setMaximumWidth(160)
        self.row.setPlaceholderText("row or name")
        self.who = QLabel("")
        self.who.setObjectName("chosenPerson")
        self.who.setTextFormat(Qt.RichText)
        self.who.setWordWrap(True)
        self.value = QLineEdit()
        self.value_label = QLabel("")
        self.compare_button = QPushButton("Compare")
        self.search_button = QPushButton("Find the most exposed individual")
        self.search_button.setToolTip("Search every single removal and addition (or replacement) for the "
                                      "largest realised privacy loss")
        self.numbers = QLabel("")
        self.numbers.setObjectName("neighbourNumbers")
        self.numbers.setWordWrap(True)
        self.numbers.setTextFormat(Qt.RichText)
        self.search_result = QLabel("")
        self.search_result.setObjectName("exposedResult")
        self.search_result.setWordWrap(True)
        self.search_result.setTextFormat(Qt.RichText)

        self.compare_jobs = BackgroundJobs(self, "compare the two datasets")
        self.compare_jobs.done.connect(self._comparison_done)
        self.compare_jobs.failed.connect(lambda msg: self.numbers.setText(red(msg)))
        self.compare_jobs.cancelled.connect(lambda: self.numbers.setText("Comparison cancelled."))
        self.compare_bar = JobBar(self.compare_jobs, delay_ms=300)
        self.compare_bar.cancel_button.clicked.connect(self.compare_jobs.cancel)
        self.compare_bar.cancel_button.clicked.connect(
            lambda: self.numbers.setText("Comparison cancelled: the plots show the previous comparison."))
        self.jobs = BackgroundJobs(self, "search for the most exposed individual")
        self.jobs.done.connect(self._search_done)
        self.jobs.failed.connect(self._search_failed)
        self.jobs.cancelled.connect(self._search_cancelled)
        self.search_bar = JobBar(self.jobs, "neighbours")
        self.progress = self.search_bar.bar
        self.cancel_button = self.search_bar.cancel_button

        form = QHBoxLayout()
        form.addWidget(self.change)
        form.addWidget(self.row_label)
        form.addWidget(self.row)
        form.addWidget(self.value_label)
        form.addWidget(self.value, 1)
        form.addWidget(self.compare_button)
        search = QHBoxLayout()
        search.addWidget(self.search_button)
        search.addWidget(self.search_bar, 1)

        self.pmf_widget = _plot("Exact output probabilities: D vs D′")
        self.ratio_widget = _plot("Privacy loss ln P[M(D)=h] / P[M(D′)=h]")
        p = self.pmf_widget.getPlotItem()
        leg = _legend(p)
        self.bars_d = pg.BarGraphItem(x=[0], height=[0], width=0.4, brush=pg.mkBrush(*COLORS["empirical"], 200))
        self.bars_d2 = pg.BarGraphItem(x=[0], height=[0], width=0.4, brush=pg.mkBrush(*COLORS["exact"], 200))
        self.line_d = pg.PlotDataItem([], [], pen=_pen("empirical", 2))
        self.line_d2 = pg.PlotDataItem([], [], pen=_pen("exact", 2, Qt.DashLine))
        for item in (self.bars_d, self.bars_d2, self.line_d, self.line_d2):
            p.addItem(item)
        leg.addItem(self.line_d, "D (the data)")
        leg.addItem(self.line_d2, "D′ (one person changed)")
        r = self.ratio_widget.getPlotItem()
        rleg = _legend(r)
        self.ratio_curve = pg.PlotDataItem([], [], pen=_pen("threshold", 2), symbol="o", symbolSize=5,
                                           symbolBrush=pg.mkBrush(*COLORS["threshold"]), symbolPen=None)
        r.addItem(self.ratio_curve)
        self.band_hi = pg.InfiniteLine(angle=0, pen=_pen("opt", 2, Qt.DashLine))
        self.band_lo = pg.InfiniteLine(angle=0, pen=_pen("opt", 2, Qt.DashLine))
        r.addItem(self.band_hi)
        r.addItem(self.band_lo)
        rleg.addItem(self.ratio_curve, "log-ratio per candidate")
        rleg.addItem(pg.PlotDataItem([], [], pen=_pen("opt", 2, Qt.DashLine)), "±ε")

        plots = QGridLayout()
        plots.addWidget(self.pmf_widget, 0, 0)
        plots.addWidget(self.ratio_widget, 0, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.who)
        layout.addWidget(self.compare_bar)
        layout.addLayout(plots, 1)
        layout.addWidget(self.numbers)
        layout.addLayout(search)
        layout.addWidget(self.search_result)

        self._map_exp = None
        self._keep = np.zeros(0, dtype=np.int64)  # table row (0-based) of each dataset individual/candidate
        self._excluded: set[int] = set()
        self._name_index: dict | None = None
        self._search_exp = None
        self.compare_button.clicked.connect(self.compare)
        self.change.currentIndexChanged.connect(self._change_kind)
        self.search_button.clicked.connect(self.search)
        self.cancel_button.clicked.connect(self._cancel)
        self.row.textEdited.connect(self._update_who)
        self.value.textEdited.connect(self._update_who)
        self.row.returnPressed.connect(self.compare)
        self.value.returnPressed.connect(self.compare)
        self._change_kind()

    # --- naming individuals as the table does -----------------------------------------------------
    def _dataset_size(self, exp) -> int:
        return exp.problem.m if self.ws.key == "voting" else int(exp.dataset.n)

    def _table_map(self) -> np.ndarray:
        """Dataset index → 0-based table row, skipping the table's excluded (invalid) rows."""
        exp = self.ws.experiment
        if exp is not None and exp is not self._map_exp:
            model = self.ws.model
            rows = model.rowCount()
            bad = np.array(sorted(set(int(r) for r in model.invalid_rows())), dtype=np.int64)
            keep = np.setdiff1d(np.arange(rows, dtype=np.int64), bad, assume_unique=True) if bad.size else \
                np.arange(rows, dtype=np.int64)
            size = self._dataset_size(exp)
            if keep.size != size:  # the table changed since these numbers were computed: plain indices
                keep, bad = np.arange(size, dtype=np.int64), np.zeros(0, dtype=np.int64)
            self._keep, self._excluded = keep, set(bad.tolist())
            self._name_index = None
            self._map_exp = exp
        return self._keep

    def table_row(self, index: int) -> int:
        """The 1-based table row of dataset individual (or candidate) ``index``."""
        keep = self._table_map()
        return int(keep[index]) + 1 if 0 <= index < keep.size else index + 1

    def _names(self):
        exp = self.ws.experiment
        if exp is None:
            return None
        if self.ws.key == "voting":
            return exp.dataset.candidates
        if self.ws.key == "lunch":
            return exp.dataset.names
        return None

    def _lookup(self, name: str) -> list[int]:
        if self._name_index is None:
            index: dict[str, list[int]] = {}
            for i, nm in enumerate(self._names() or ()):
                index.setdefault(str(nm).strip(), []).append(i)
            self._name_index = index
        return self._name_index.get(name, [])

    def resolve(self, text: str, noun: str | None = None) -> int:
        """The dataset index of the individual typed as ``text`` (table row or name); ProblemError in words."""
        exp = self.ws.experiment
        noun = noun or NOUNS[self.ws.key]
        keep = self._table_map()
        names = self._names()
        rows = self.ws.model.rowCount()
        s = str(text).strip()
        or_name = " or a name as the table shows it" if names is not None else ""
        if not s:
            raise ProblemError(f"Choose the {noun}: type a table row number (1 to {rows:,}){or_name}.")
        if names is not None:
            hits = self._lookup(s)
            if len(hits) == 1:
                return hits[0]
            if len(hits) > 1:
                listed = ", ".join(str(self.table_row(i)) for i in hits[:5]) + (", …" if len(hits) > 5 else "")
                raise ProblemError(f"{len(hits):,} rows are called '{elide(s)}' (table rows {listed}): type the "
                                   "row number instead.")
        try:
            r = parse_number(s, integer=True, lo=1, hi=max(rows, 1))
        except NumberError as exc:
            if names is not None and not any(c.isdigit() for c in s):
                raise ProblemError(f"There is no {noun} called '{elide(s)}': type a name as the table shows it, or a table "
                                   f"row number (1 to {rows:,}).") from None
            raise ProblemError(f"The {noun}'s table row: {exc}.") from None
        if (r - 1) in self._excluded:
            raise ProblemError(f"Table row {r:,} is excluded from runs (a cell on it is invalid): fix it in the "
                               "table or choose another row.")
        i = int(np.searchsorted(keep, r - 1))
        if not (i < keep.size and keep[i] == r - 1) or exp is None:
            raise ProblemError(f"Table row {r:,} is not in the data the numbers were computed for: wait for the "
                               "update and try again.")
        return i

    def describe_person(self, index: int, full: bool = False) -> str:
        """'candidate Ms Okafor (table row 3)' — plain text, not escaped; the name elided unless ``full``."""
        exp = self.ws.experiment
        row = self.table_row(index)
        if self.ws.key == "pricing":
            return f"the buyer on table row {row:,} (value ${float(exp.dataset.values[index]):g})"
        names = self._names()
        name = names[index] if names is not None and index < len(names) else ""
        return f"{NOUNS[self.ws.key]} {name if full else elide(name)} (table row {row:,})"

    def _parsed_value(self):
        text = self.value.text().strip()
        if self.ws.key == "voting":
            return self.resolve(text, "candidate")
        if self.ws.key == "lunch":
            from ...scenarios.lunch import parse_like

            k = self.ws.experiment.dataset.k
            parts = [x for x in text.replace(";", ",").split(",")]
            if len(parts) != k:
                raise ProblemError(f"The new person's likes: type {k} values, one 1/0 per option, separated by "
                                   f"commas (got {len(parts)}).")
            try:
                return [parse_like(x) for x in parts]
            except ValueError as exc:
                raise ProblemError(f"The new person's likes: {exc}") from None
        from ...scenarios.pricing import parse_valuation

        try:
            parse_valuation(text)
        except ValueError as exc:
            raise ProblemError(f"The new buyer's value: {exc}") from None
        return text

    def _inputs(self):
        """(kind, dataset row or None, value or None, description, description with full names) from the
        boxes; ProblemError in words."""
        kind = self.change.currentData()
        row = self.resolve(self.row.text()) if kind in ("remove", "replace") else None
        value = self._parsed_value() if kind in ("add", "replace") else None
        noun = NOUNS[self.ws.key]

        def describe(full: bool) -> str:
            if kind == "remove":
                what = f"remove {self.describe_person(row, full)}"
            elif kind == "add":
                what = f"add a new {noun}"
            else:
                what = f"replace the data of {self.describe_person(row, full)}"
            if value is not None and self.ws.key == "voting":
                what += f" — the new ballot is for {self.describe_person(value, full)}"
            elif value is not None and self.ws.key == "pricing":
                text = self.value.text().strip()
                what += f" — new value {text if full else elide(text, 30)}"
            return what

        return kind, row, value, describe(False), describe(True)

    def _update_who(self, *_args) -> None:
        if getattr(self.ws, "experiment", None) is None:
            self.who.setText("")
            return
        try:
            what, full = self._inputs()[3:]
        except ProblemError as exc:
            self.who.setText(red(exc))
            self.who.setToolTip(tooltip(exc))
            return
        self.who.setText(f"D′ = D with one change: {esc(elide_middle(what))}")
        self.who.setToolTip(tooltip(full))

    def _change_kind(self) -> None:
        kind = self.change.currentData()
        self.row.setEnabled(kind in ("remove", "replace"))
        key = self.ws.key
        needs_value = kind in ("add", "replace")
        self.value.setEnabled(needs_value)
        self.value_label.setText({"pricing": "new value $", "voting": "ballot for",
                                  "lunch": "likes (1/0 per option)"}[key] if needs_value else "")
        self.row_label.setText({"pricing": "buyer (table row)", "voting": "candidate (row or name)",
                                "lunch": "person (row or name)"}[key])
        if key == "voting":
            self.row.setToolTip("Remove/replace one ballot for this candidate: its table row number or its name")
            self.value.setToolTip("The candidate the new ballot is for: a name or a table row number")
        elif key == "lunch":
            self.row.setToolTip("The person: a table row number or a name from the table")
            self.value.setToolTip("One 1/0 per option, comma-separated, e.g. 1,0,1")
        else:
            self.row.setToolTip("The buyer to remove or replace: a table row number (rows with an invalid "
                                "cell are excluded from runs and cannot be chosen)")
            self.value.setToolTip("The new buyer's valuation in dollars")
        self._update_who()

    # --- comparison -------------------------------------------------------------------------------
    def experiment_changed(self) -> None:
        exp = self.ws.experiment
        self.jobs.cancel()
        self.compare_jobs.cancel()
        self._reset_search_ui()
        # No valid settings: no numbers of older settings may stay on screen, only the reason.
        for widget in (self.pmf_widget, self.ratio_widget):
            widget.setVisible(exp is not None)
        if exp is None:
            self.numbers.setText(red(self.ws.last_error or "No valid data"))
            self.who.setText("")
            self.search_result.setText("")
            return
        if not self.value.text():
            if self.ws.key == "voting":
                last = exp.problem.labels[-1]
                self.value.setText(last if len(last) <= NAME_CHARS else str(self.table_row(exp.problem.m - 1)))
            else:
                self.value.setText({"pricing": "1", "lunch": ",".join(["1"] * exp.problem.m)}[self.ws.key])
        self.search_result.setText("")
        self.compare()

    def compare(self) -> None:
        exp = self.ws.experiment
        if exp is None:
            return
        try:
            kind, row, value, what, full = self._inputs()
        except ProblemError as exc:
            self.compare_jobs.cancel()
            self.numbers.setText(red(exc))
            self.who.setText(red(exc))
            self.who.setToolTip(tooltip(exc))
            return
        self.who.setText(f"D′ = D with one change: {esc(elide_middle(what))}")
        self.who.setToolTip(tooltip(full))
        self.numbers.setToolTip(tooltip(full))
        key = self.ws.key

        def work(_progress, cancelled):
            d2 = neighbour_dataset(key, exp.dataset, kind, row, value)
            if cancelled():
                raise accounting.Cancelled()
            exp2 = Experiment(exp.scenario, d2, exp.params)
            prof = exact_comparison(exp.mechanism, exp2.mechanism)
            pr = exp.problem
            x = pr.values if pr.values is not None else np.arange(pr.m, dtype=float)
            p, q = exp.mechanism.pmf, exp2.mechanism.pmf
            delta_u = exp2.problem.scores - pr.scores
            bars = pr.m <= 40
            if bars:
                d_line = d2_line = (np.zeros(0), np.zeros(0))
                down = False
            else:
                *d_line, down_p = envelope(x, p)
                *d2_line, down_q = envelope(x, q)
                down = down_p or down_q
            rx, ry, down_r = envelope(x, prof.log_ratio)
            return {"exp": exp, "prof": prof, "x": x if bars else None, "p": p if bars else None,
                    "q": q if bars else None, "bars": bars, "d_line": d_line, "d2_line": d2_line,
                    "ratio": (rx, ry), "downsampled": down or down_r, "x_range": (float(x.min()), float(x.max())),
                    "step": float(x[1] - x[0]) if pr.values is not None and pr.m > 1 else 1.0,
                    "du_max": float(np.max(np.abs(delta_u))), "du_range": float(np.ptp(delta_u)), "what": what}

        self.numbers.setText("<i>Comparing…</i>")
        self.compare_jobs.submit(work)

    def _comparison_done(self, payload) -> None:
        exp = payload["exp"]
        if exp is not self.ws.experiment:
            return
        pr, prof = exp.problem, payload["prof"]
        bars = payload["bars"]
        for item in (self.bars_d, self.bars_d2):
            item.setVisible(bars)
        if bars:
            x = payload["x"]
            self.bars_d.setOpts(x=x - 0.2, height=payload["p"], width=0.4)
            self.bars_d2.setOpts(x=x + 0.2, height=payload["q"], width=0.4)
            self.line_d.setData([], [])
            self.line_d2.setData([], [])
        else:
            self.line_d.setData(*payload["d_line"])
            self.line_d2.setData(*payload["d2_line"])
        unit = pr.candidate_unit
        _style_plot(self.pmf_widget.getPlotItem(), "Exact output probabilities: D vs D′", pr.candidate_name,
                    "probability", unit)
        _style_plot(self.ratio_widget.getPlotItem(), "Privacy loss per output", pr.candidate_name,
                    "ln P[M(D)=h] / P[M(D′)=h]", unit)
        lo, hi = payload["x_range"]
        half = payload["step"] / 2 if pr.values is not None else 0.5
        for widget in (self.pmf_widget, self.ratio_widget):  # room for the end labels
            widget.getPlotItem().setXRange(lo - half, hi + half, padding=0.02)
            candidate_ticks(widget.getPlotItem(), pr)
        self.ratio_curve.setData(*payload["ratio"])
        self.ratio_curve.setSymbol(None if payload["downsampled"] else "o")
        eps = exp.params.epsilon
        self.band_hi.setValue(eps)
        self.band_lo.setValue(-eps)
        top = max(eps, prof.loss) * 1.25
        self.ratio_widget.getPlotItem().setYRange(-top, top, padding=0)
        ok = prof.loss <= eps * (1 + 1e-9)
        valid = pr.monotone_valid(exp.params.neighbours)
        note = (f" The curves are drawn from {MAX_PLOT_POINTS:,} of the {pr.m:,} points (a min/max envelope: "
                "downsampled)." if payload["downsampled"] else "")
        self.numbers.setText(
            f"{esc(elide_middle(payload['what'][:1].upper() + payload['what'][1:]))}: "
            f"realised privacy loss max|L| = <b>{prof.loss:.4g}</b> {'≤' if ok else '>'} ε = {eps:g}; realised "
            f"range max L − min L = <b>{prof.range:.4g}</b>. This pair changes the score by at most "
            f"{payload['du_max']:.4g} (Δ = {pr.sensitivity:g}) with range {payload['du_range']:.4g}. "
            f"Monotone analysis under {esc(exp.params.neighbours)}: {'valid' if valid else 'not valid'} — "
            f"{esc(pr.monotone_explanation(exp.params.neighbours))}.{note}")
        self.comparisonShown.emit()

    # --- the most-exposed search ------------------------------------------------------------------
    def search(self) -> None:
        exp = self.ws.experiment
        if exp is None:
            self.search_result.setText(red("No valid data to search: fix the table or the parameters first."))
            return
        notion = exp.params.neighbours
        key = self.ws.key
        keep = self._table_map().copy()  # dataset individual → table row, read here on the GUI thread

        def buyer(i: int) -> str:
            return f"buyer on table row {int(keep[i]) + 1 if 0 <= i < keep.size else i + 1:,}"

        self.search_button.setEnabled(False)
        self.search_result.setText("Searching…")
        self._search_exp = exp

        def work(progress, cancelled):
            fams = neighbour_families(key, exp.dataset, exp.problem, notion, buyer=buyer)
            if cancelled():
                raise accounting.Cancelled()
            result = most_exposed(exp.mechanism, fams, progress, cancelled)
            if getattr(result, "cancelled", False):
                raise accounting.Cancelled()
            return exp, result

        self.jobs.submit(work)

    def _cancel(self) -> None:
        self.jobs.cancel()
        self._reset_search_ui()
        self.search_result.setText("Search cancelled: nothing was changed.")

    def _reset_search_ui(self) -> None:
        self.search_button.setEnabled(True)

    def _search_cancelled(self) -> None:
        self._reset_search_ui()
        self.search_result.setText("Search cancelled: nothing was changed.")

    def _progress(self, done, total) -> None:  # kept for callers of the old API
        self.search_bar.set_progress(done, total)

    def _search_done(self, payload) -> None:
        exp, result = payload
        self._reset_search_ui()
        if exp is not self.ws.experiment:
            return
        eps = exp.params.epsilon
        worst = result.description
        worst_range = result.worst_range_description
        self.search_result.setText(
            f"Most exposed: <b>{esc(elide_middle(worst))}</b> — realised loss <b>{result.loss:.4g}</b> "
            f"(ε = {eps:g}); largest realised range {result.range:.4g} ({esc(elide_middle(worst_range))}). "
            f"Over the {result.searched:,} neighbours searched the score's sensitivity is "
            f"{result.score_sensitivity:.4g} and its range {result.score_range:.4g} (Δ = {exp.problem.sensitivity:g})."
            + ("" if result.range <= eps * (1 + 1e-9) else
               " The range exceeds ε: this mechanism is ε-DP but not ε-bounded-range."))
        self.search_result.setToolTip(tooltip(f"Most exposed: {worst}. Largest realised range: {worst_range}."))
        self.searchFinished.emit(result)

    def _search_failed(self, message: str) -> None:
        self._reset_search_ui()
        self.search_result.setText(red(message if message.startswith("Could not") else f"Search failed: {message}"))


# --- the privacy bill -----------------------------------------------------------------------------------
EXACT_CURVE_RELEASES = 3000  # curve points up to this k use the optimal methods; beyond, the formulas


def _closed_form(eps: float, k: int, delta: float, mechanism: str) -> dict:
    """The formula methods one by one, each None where it cannot be computed (e.g. k·ε past float range)."""
    is_br = mechanism_class(mechanism).bounded_range
    out = {m: None for m in accounting.METHODS}

    def attempt(fn):
        try:
            v = float(fn())
        except (OverflowError, ValueError, ZeroDivisionError):
            return math.inf
        return v

    out["basic"] = attempt(lambda: accounting.basic(eps, k))
    out["advanced"] = attempt(lambda: accounting.advanced(eps, k, delta))
    if is_br:
        rho = attempt(lambda: accounting.zcdp_rho(eps, k))
        out["zcdp_simple"] = attempt(lambda: accounting.zcdp_simple(rho, delta)) if math.isfinite(rho) else math.inf
        out["zcdp_cks"] = attempt(lambda: accounting.zcdp_cks(rho, delta)) if math.isfinite(rho) else math.inf
    return out


def _formula_sentence(eps: float, k: int, delta: float, totals: dict) -> str:
    """plain_language's sentence for k beyond the optimal methods' limit, from the formulas' best total."""
    name, total = min(((m, v) for m, v in totals.items() if v is not None), key=lambda mv: mv[1])
    return accounting.meaning_sentence(eps, k, delta, name, total, source="tightest formula here",
                                       note=f" (the optimal methods handle at most {accounting.MAX_RELEASES:,} "
                                            "releases)")


class PrivacyBillPanel(QWidget):
    """Total ε of the session's releases by each composition method, vs k, with the meaning in words.

    The table, the sentence, the releases line and the plot always come from one computed bill (same ε, δ,
    k and mechanism) and change together; while the inputs the bill was made from are not the current ones,
    the panel recomputes (ε, δ, the mechanism, the release count, the trials box)."""

    billShown = Signal()

    def __init__(self, workspace, parent=None) -> None:
        super().__init__(parent)
        self.ws = workspace
        self.delta = QLineEdit("1e-6")
        self.delta.setMaximumWidth(90)
        self.delta.setToolTip("δ of the total: the probability that the ε guarantee may fail (greater than 0 and "
                              "less than 1)")
        self.count_trials = QCheckBox("Treat simulated trials as published")
        self.count_trials.setToolTip("Count every simulated trial as a release (as if each had been published)")
        self.releases_label = QLabel("")
        self.releases_label.setObjectName("releasesLabel")
        self.table = QLabel("")
        self.table.setObjectName("billTable")
        self.table.setTextFormat(Qt.RichText)
        self.meaning = QLabel("")
        self.meaning.setObjectName("billMeaning")
        self.meaning.setWordWrap(True)
        self.status = QLabel("")
        self.status.setObjectName("billStatus")
        self.recompute_button = QPushButton("Compute again")
        self.recompute_button.hide()
        self.plot = _plot("Total ε vs number of releases")
        p = self.plot.getPlotItem()
        p.setLogMode(x=True, y=True)
        styles = {"basic": ("threshold", Qt.SolidLine), "advanced": ("guarantee", Qt.SolidLine),
                  "kov_optimal": ("exact", Qt.SolidLine), "bounded_range_optimal": ("opt", Qt.SolidLine),
                  "zcdp_simple": ("expected", Qt.DashLine), "zcdp_cks": ("mean", Qt.DotLine)}
        self.curves = {}
        for m in accounting.METHODS:
            c = pg.PlotDataItem([], [], pen=_pen(styles[m][0], 2.0, styles[m][1]))
            p.addItem(c)
            self.curves[m] = c
        self.styles = styles
        self.k_line = pg.InfiniteLine(angle=90, pen=pg.mkPen("#444", width=1.5, style=Qt.DashLine))
        p.addItem(self.k_line)
        _style_plot(p, "Total ε vs number of releases k", "releases k (log)", "total ε (log)")
        self.jobs = BackgroundJobs(self, "compute the privacy bill")
        self.job_bar = JobBar(self.jobs)
        top = QHBoxLayout()
        top.addWidget(QLabel("δ"))
        top.addWidget(self.delta)
        top.addWidget(self.count_trials)
        top.addWidget(self.releases_label, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        busy = QHBoxLayout()
        busy.addWidget(self.status)
        busy.addWidget(self.job_bar, 1)
        busy.addWidget(self.recompute_button)
        layout.addLayout(busy)
        body = QHBoxLayout()
        body.addWidget(self.plot, 1)
        self.table.setMinimumWidth(250)
        self.table.setMaximumWidth(300)
        self.table.setWordWrap(True)
        body.addWidget(self.table)
        layout.addLayout(body, 1)
        layout.addWidget(self.meaning)
        self.jobs.done.connect(self._show)
        self.jobs.failed.connect(self._failed)
        self.jobs.cancelled.connect(self._cancelled)
        self.job_bar.cancel_button.clicked.connect(self.cancel)
        self.recompute_button.clicked.connect(lambda: self.refresh(force=True))
        self.delta.editingFinished.connect(self.refresh)
        self.count_trials.toggled.connect(self.refresh)
        self._requested = None  # the inputs of the last refresh
        self.shown_inputs = None  # (ε, δ, mechanism, k) of the bill on screen
        # Releases can change while this panel is visible (Ctrl+R runs once from any tab): while visible, the
        # panel checks twice a second that the bill on screen is for the current inputs.
        self._watch = QTimer(self)
        self._watch.setInterval(500)
        self._watch.timeout.connect(self._check_inputs)

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self._watch.start()

    def hideEvent(self, event) -> None:  # noqa: N802
        super().hideEvent(event)
        self._watch.stop()

    def releases(self) -> int:
        k = max(0, int(self.ws.releases or 0))
        if self.count_trials.isChecked() and self.ws.aggregate is not None:
            k = max(k, int(self.ws.aggregate.trials))
        return k

    def _inputs_key(self):
        return (id(self.ws.experiment), self.delta.text(), self.count_trials.isChecked(), self.releases())

    def _check_inputs(self) -> None:
        if self._inputs_key() != self._requested:
            self.refresh()

    def _set_meaning(self, text: str, error: bool = False) -> None:
        if error:
            self.meaning.setTextFormat(Qt.RichText)
            self.meaning.setText(red(text))
        else:
            self.meaning.setTextFormat(Qt.PlainText)
            self.meaning.setText(text)

    def _clear(self) -> None:
        for c in self.curves.values():
            c.setData([], [])
        self.table.setText("")
        self.shown_inputs = None

    def refresh(self, force: bool = False) -> None:
        key = self._inputs_key()
        if not force and key == self._requested and self.jobs.busy:
            return
        self._requested = key
        self.recompute_button.hide()
        exp = self.ws.experiment
        self.plot.setVisible(exp is not None)
        if exp is None:
            self.jobs.cancel()
            self._clear()
            self.status.setText("")
            if self.ws.last_error:
                self._set_meaning(f"No valid settings: fix the data or parameters first. {self.ws.last_error}",
                                  error=True)
            else:
                self._set_meaning("Updating…")
            return
        try:
            delta = accounting.check_delta(self.delta.text())
        except ProblemError as exc:
            self.jobs.cancel()
            self.status.setText("")
            self._set_meaning(f"{exc} — the bill below is still for δ = "
                              f"{self.shown_inputs[1]:g}." if self.shown_inputs else str(exc), error=True)
            return
        eps, mech, k = float(exp.params.epsilon), exp.params.mechanism, self.releases()
        self.status.setText(f"Computing the bill for {count_text(k)} release{'s' if k != 1 else ''} at ε = {eps:g}…")

        def work(progress, cancelled):
            return self._compute(eps, delta, mech, k, progress, cancelled)

        self.jobs.submit(work)

    @staticmethod
    def _compute(eps: float, delta: float, mech: str, k: int, progress, cancelled) -> dict:
        """The bill and its curve (runs on the job thread): everything the panel shows, from one input."""
        top = max(1000.0, 10.0 * float(k)) if k < 1e300 else 1e301
        ks = sorted({max(1, int(round(v))) for v in np.geomspace(1.0, top, 22)})
        units = 1000
        share_now = 700 if 1 <= k <= accounting.MAX_RELEASES else 0
        progress(0, units)

        def now_progress(done, total):
            progress(int(share_now * done / max(total, 1)), units)

        if k == 0:
            now, totals = None, None
            sentence = ("No releases yet, so nothing has been spent: each Run once publishes one private choice "
                        "(tick the box to count the simulated trials too).")
        elif k <= accounting.MAX_RELEASES:
            now = accounting.privacy_bill(eps, k, delta, mech, progress=now_progress, cancelled=cancelled)
            totals = now.methods()
            sentence = accounting.plain_language(now)
        else:
            now = None
            totals = _closed_form(eps, k, delta, mech)
            sentence = _formula_sentence(eps, k, delta, totals)
        curves = {m: [] for m in accounting.METHODS}
        for j, kk in enumerate(ks):
            if cancelled():
                raise accounting.Cancelled("the privacy bill was cancelled")
            if kk <= EXACT_CURVE_RELEASES:
                point = accounting.privacy_bill(eps, kk, delta, mech, cancelled=cancelled).methods()
            else:
                point = _closed_form(eps, kk, delta, mech)
            for m in accounting.METHODS:
                curves[m].append(point.get(m))
            progress(share_now + int((units - share_now) * (j + 1) / len(ks)), units)
        return {"inputs": (eps, delta, mech, k), "ks": ks, "curves": curves, "totals": totals,
                "sentence": sentence, "exact": now is not None}

    def _swatch(self, method: str) -> str:
        r, g, b = COLORS[self.styles[method][0]]
        dashed = self.styles[method][1] != Qt.SolidLine
        return f"<span style='color:rgb({r},{g},{b}); font-weight:bold'>{'┅┅' if dashed else '━━'}</span>"

    def _show(self, payload) -> None:
        eps, delta, mech, k = payload["inputs"]
        self.status.setText("")
        ks = payload["ks"]
        for m, ys in payload["curves"].items():
            pts = [(kk, y) for kk, y in zip(ks, ys) if y is not None and math.isfinite(y) and 0 < y < 1e300]
            self.curves[m].setData([float(a) for a, _ in pts], [b for _, b in pts])
        self.k_line.setValue(math.log10(max(k, 1)))
        counted = "(each Run once is one" + (", and every simulated trial" if self.count_trials.isChecked() else "") + ")"
        self.releases_label.setText(f"Releases this session: <b>{count_text(k)}</b> {counted}")
        totals = payload["totals"]
        if totals is None:
            self.table.setText("No releases yet: press <b>Run once</b>.")
        else:
            rows = "".join(f"<tr><td>{self._swatch(m)} {esc(accounting.METHOD_TITLES[m])}</td><td align='right'><b>"
                           f"{accounting.total_text(v, 4, prefix='')}</b></td></tr>" for m, v in totals.items())
            beyond = "" if payload["exact"] else (
                f"<p><i>n/a for the optimal methods: they handle at most {accounting.MAX_RELEASES:,} releases.</i></p>")
            self.table.setText(f"<p>Total ε after <b>{count_text(k)}</b> release(s) at ε = {eps:g}, δ = {delta:g} "
                               f"(the dashed vertical line; colours match the curves):</p>"
                               f"<table cellspacing='4'>{rows}</table>" + beyond
                               + ("" if mechanism_class(mech).bounded_range else
                                  f"<p><i>n/a: {esc(mechanism_class(mech).title.lower())} is ε-DP but not "
                                  "ε-bounded-range.</i></p>"))
        self._set_meaning(payload["sentence"])
        self.shown_inputs = (eps, delta, mech, k)
        self.billShown.emit()

    def _failed(self, message: str) -> None:
        self.status.setText("")
        self._clear()
        self._set_meaning(message if message.startswith("Could not") else f"Could not compute the privacy bill: "
                          f"{message}", error=True)

    def cancel(self) -> None:
        self.jobs.cancel()
        self._cancelled()

    def _cancelled(self) -> None:
        self.status.setText("")
        self._clear()
        self.recompute_button.show()
        k = self._requested[3] if self._requested else 0
        self._set_meaning(f"Cancelled: the bill for {count_text(k)} releases was not computed. Press Compute again "
                          "to compute it.", error=True)


# --- the ε-sweep ----------------------------------------------------------------------------------------
SWEEP_POINTS = 60


class SweepView(QWidget):
    """Exact E[score] vs ε with OPT, the utility threshold (and pricing's γ and guarantee); solve for ε."""

    sweepShown = Signal()
    solved = Signal(object)

    def __init__(self, workspace, parent=None) -> None:
        super().__init__(parent)
        self.ws = workspace
        self.plot = _plot("Exact expected score vs ε")
        p = self.plot.getPlotItem()
        p.setLogMode(x=True, y=False)
        self.legend = _legend(p, columns=3)
        self.expected = pg.PlotDataItem([], [], pen=_pen("expected", 2.5))
        self.threshold = pg.PlotDataItem([], [], pen=_pen("threshold", 2, Qt.DotLine))
        self.guarantee = pg.PlotDataItem([], [], pen=_pen("guarantee", 2, Qt.DashDotDotLine))
        self.opt = pg.InfiniteLine(angle=0, pen=_pen("opt", 2, Qt.DashLine))
        self.gamma = pg.InfiniteLine(angle=0, pen=_pen("gamma", 2, Qt.DashDotLine))
        self.current = pg.InfiniteLine(angle=90, pen=pg.mkPen("#444", width=1.5))
        for item in (self.expected, self.threshold, self.guarantee, self.opt, self.gamma, self.current):
            p.addItem(item)
        self._samples = {
            "opt": pg.PlotDataItem([], [], pen=_pen("opt", 2, Qt.DashLine)),
            "gamma": pg.PlotDataItem([], [], pen=_pen("gamma", 2, Qt.DashDotLine)),
            "current": pg.PlotDataItem([], [], pen=pg.mkPen("#444", width=1.5)),
        }
        self.loss = QLineEdit("1")
        self.loss.setMaximumWidth(90)
        self.loss.setToolTip("How far below OPT the expected score may fall (a number ≥ 0)")
        self.solve_button = QPushButton("Solve for ε")
        self.apply_button = QPushButton("Apply")
        self.apply_button.setEnabled(False)
        self.apply_button.setToolTip(f"Use the solution as ε (accepted: {EPSILON_MIN:g} to {EPSILON_MAX:,.0f})")
        self.answer = QLabel("")
        self.answer.setObjectName("solveAnswer")
        self.answer.setTextFormat(Qt.RichText)
        self.answer.setWordWrap(True)
        self.status = QLabel("")
        self.status.setObjectName("sweepStatus")
        self.jobs = BackgroundJobs(self, "compute the ε-sweep")
        self.job_bar = JobBar(self.jobs, "ε values")
        self.solver = BackgroundJobs(self, "solve for ε")
        self.solver_bar = JobBar(self.solver)
        row = QHBoxLayout()
        row.addWidget(QLabel("I accept an expected loss below OPT of"))
        row.addWidget(self.loss)
        row.addWidget(self.solve_button)
        row.addWidget(self.solver_bar)
        row.addWidget(self.answer, 1)
        row.addWidget(self.apply_button)
        busy = QHBoxLayout()
        busy.addWidget(self.status)
        busy.addWidget(self.job_bar, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(busy)
        layout.addWidget(self.plot, 1)
        layout.addLayout(row)
        self.jobs.done.connect(self._show)
        self.jobs.failed.connect(lambda msg: self._sweep_message(msg))
        self.jobs.cancelled.connect(lambda: self._sweep_message("Sweep cancelled: the curves were not computed."))
        self.job_bar.cancel_button.clicked.connect(self.jobs.cancel)
        self.job_bar.cancel_button.clicked.connect(
            lambda: self._sweep_message("Sweep cancelled: the curves were not computed."))
        self.solver.done.connect(self._solved)
        self.solver.failed.connect(lambda msg: self.answer.setText(red(msg)))
        self.solver.cancelled.connect(lambda: self.answer.setText("Solving cancelled."))
        self.solver_bar.cancel_button.clicked.connect(self.solver.cancel)
        self.solver_bar.cancel_button.clicked.connect(lambda: self.answer.setText("Solving cancelled."))
        self.solve_button.clicked.connect(self.solve)
        self.loss.returnPressed.connect(self.solve)
        self.apply_button.clicked.connect(self.apply)
        self.solution: float | None = None
        self._solution_exp = None
        self._applied: float | None = None

    def _sweep_message(self, message: str) -> None:
        self.status.setTextFormat(Qt.RichText)
        self.status.setText(red(message))

    def refresh(self) -> None:
        exp = self.ws.experiment
        if self._applied is not None and exp is not None and math.isclose(exp.params.epsilon, self._applied,
                                                                           rel_tol=1e-9):
            self.answer.setText(f"ε = {self._applied:g} applied: the summary, the plots and every view now use it.")
            self._applied = None
        elif self.solution is not None or self._solution_exp is not None:
            self.solution, self._solution_exp = None, None
            self.apply_button.setEnabled(False)
            self.answer.setText("The settings changed: solve again for a new answer.")
        self.plot.setVisible(exp is not None)
        if exp is None:
            self.jobs.cancel()
            self.apply_button.setEnabled(False)
            self._sweep_message(f"No valid settings: fix the data or parameters first. {self.ws.last_error or ''}")
            return
        pr, prm = exp.problem, exp.params
        eps_now = float(prm.epsilon)
        lo = max(EPSILON_MIN, min(0.01, eps_now / 3))
        hi = min(EPSILON_MAX, max(20.0, eps_now * 3))

        def work(progress, cancelled):
            grid = np.geomspace(lo, hi, SWEEP_POINTS)
            expected = np.empty(grid.size)
            threshold = np.empty(grid.size)
            guarantee = np.empty(grid.size) if exp.guarantee is not None else None
            for i, e in enumerate(grid):
                if cancelled():
                    raise accounting.Cancelled("the sweep was cancelled")
                point = expected_score_curve(pr, prm.mechanism, [e], prm.analysis, prm.neighbours, prm.t)
                expected[i], threshold[i] = point["expected"][0], point["threshold"][0]
                if guarantee is not None:
                    from ...scenarios import pricing

                    guarantee[i] = pricing.revenue_guarantee(
                        exp.gamma, pr.n, pr.m, pr.sensitivity,
                        make_mechanism(prm.mechanism, pr, float(e), prm.analysis, prm.neighbours).scale, prm.t)
                progress(i + 1, grid.size)
            return exp, {"epsilon": grid, "expected": expected, "threshold": threshold}, guarantee, \
                float(np.min(pr.scores))

        self.status.setTextFormat(Qt.PlainText)
        self.status.setText(f"Computing E[score] at {SWEEP_POINTS} values of ε over {pr.m:,} candidates…")
        self.jobs.submit(work)

    def _show(self, payload) -> None:
        exp, curve, guarantee, min_score = payload
        if exp is not self.ws.experiment:
            return
        self.status.setText("")
        pr = exp.problem
        unit = pr.score_unit
        self.expected.setData(curve["epsilon"], curve["expected"])
        self.threshold.setData(curve["epsilon"], curve["threshold"])
        self.opt.setValue(pr.opt)
        self.current.setValue(math.log10(exp.params.epsilon))
        has_gamma = exp.gamma is not None
        self.gamma.setVisible(has_gamma)
        if has_gamma:
            self.gamma.setValue(exp.gamma)
        if guarantee is None:
            self.guarantee.setData([], [])
        else:
            self.guarantee.setData(curve["epsilon"], guarantee)
        self.legend.clear()
        self.legend.addItem(self.expected, f"exact E[{esc(pr.score_name)}]")
        self.legend.addItem(self._samples["opt"], "OPT")
        self.legend.addItem(self.threshold, f"utility threshold (t = {exp.params.t:g})")
        if has_gamma:
            self.legend.addItem(self._samples["gamma"], "γ")
            self.legend.addItem(self.guarantee, "lecture guarantee")
        self.legend.addItem(self._samples["current"], f"current ε = {exp.params.epsilon:g}")
        lo = min(min_score, float(np.min(curve["expected"])))
        hi = max(pr.opt, exp.gamma or -np.inf)
        span = hi - lo or 1.0
        self.plot.getPlotItem().setYRange(lo - 0.1 * span, hi + 0.1 * span, padding=0)
        self.plot.getPlotItem().setXRange(math.log10(curve["epsilon"][0]), math.log10(curve["epsilon"][-1]),
                                          padding=0.02)
        _style_plot(self.plot.getPlotItem(), f"Exact expected {pr.score_name} vs ε", "ε (log scale)",
                    pr.score_name, "", unit)
        self.sweepShown.emit()

    def solve(self) -> None:
        exp = self.ws.experiment
        self.solution = None
        self.apply_button.setEnabled(False)
        if exp is None:
            self.answer.setText(red("No valid settings to solve for: fix the data or parameters first."))
            return
        text = self.loss.text()
        try:
            loss = parse_number(text, lo=0, currency=True)
        except NumberError as exc:
            self.solver.cancel()
            self.answer.setText(red(f"The accepted loss: {exc}" if str(exc).startswith("must") else
                                    f"The accepted loss must be a number ≥ 0: {exc}"))
            return
        pr, prm = exp.problem, exp.params
        self.answer.setText("solving…")

        def work(_progress, _cancelled):
            return exp, loss, solve_epsilon(pr, prm.mechanism, loss, prm.analysis, prm.neighbours,
                                            lo=EPSILON_MIN, hi=EPSILON_MAX)

        self.solver.submit(work)

    def _solved(self, payload) -> None:
        exp, loss, eps = payload
        if exp is not self.ws.experiment:
            self.answer.setText("The settings changed while solving: solve again.")
            return
        unit = esc(exp.problem.score_unit)
        ok = eps is not None and math.isfinite(eps) and EPSILON_MIN <= eps <= EPSILON_MAX
        self.solution = eps if ok else None
        self._solution_exp = exp if ok else None
        self.apply_button.setEnabled(ok)
        if eps is None or (math.isfinite(eps) and eps > EPSILON_MAX):
            self.answer.setText(f"No ε up to {EPSILON_MAX:,.0f} reaches this target: even at ε = "
                                f"{EPSILON_MAX:,.0f}, E[score] stays more than {unit}{loss:g} below OPT.")
        elif not ok:
            self.answer.setText(f"The solution ε = {eps:.4g} is outside the accepted range ({EPSILON_MIN:g} to "
                                f"{EPSILON_MAX:,.0f}): it cannot be applied.")
        else:
            self.answer.setText(f"Smallest ε with OPT − E[score] ≤ {unit}{loss:g}: <b>ε = {eps:.4g}</b>")
        self.solved.emit(eps)

    def apply(self) -> None:
        if self.solution is None or self._solution_exp is not self.ws.experiment:
            self.apply_button.setEnabled(False)
            return
        value = min(max(float(f"{self.solution:.4g}"), EPSILON_MIN), EPSILON_MAX)
        try:
            refused = self.ws.params.set_epsilon(value)
        except ValueError as exc:
            refused = str(exc)
        if isinstance(refused, str) and refused:
            self.answer.setText(red(refused))
            return
        current = self._solution_exp.params.epsilon
        self.solution, self._solution_exp = None, None
        self.apply_button.setEnabled(False)
        if math.isclose(value, current, rel_tol=1e-12):
            self.answer.setText(f"ε = {value:g} is already in use.")
            return
        self._applied = value
        self.answer.setText(f"Applying ε = {value:g}: recomputing every view…")
