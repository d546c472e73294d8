"""The pricing workspace's own UI: the valuations table (one float64 column, so a million buyers open and
scroll without per-row Python objects), the α and max-price boxes with the grid readout and the
recommended / best-bound α buttons, and the question before a very large price grid is computed.
"""
from __future__ import annotations

import weakref

import numpy as np
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMessageBox, QPushButton

from ....core.decimal_comma import column_with_points, comma_is_decimal
from ....core.translatable import translatable
from ....core import formatting
from ....core.problem import ProblemError
from ....scenarios.pricing import pricing
from ....scenarios.framework import typed_tables as tt
from ... import language
from ...language import tr
from ...widgets.text import esc
from ...widgets.parameters import NumberField
from ...widgets.table_models import ScenarioTableModel, as_typed
from .. import ScenarioUI

ASK_ABOVE_PRICES = 1_000_000  # a price grid larger than this is computed only after the user says yes
SECONDS_PER_PRICE = 6e-7  # rough cost of the exact numbers and plots per price (measured: 10^7 prices ≈ 6 s)
BYTES_PER_PRICE = 80  # rough peak memory per price (measured: 10^7 prices ≈ 0.5 GB, plus the plots' copies)


def grid_cost_text(m: int) -> str:
    """'about 6 seconds and 800 MB of memory' for a grid of m prices (rough, said as such)."""
    seconds = m * SECONDS_PER_PRICE
    mb = m * BYTES_PER_PRICE / 1e6
    time_text = tr("{seconds} seconds").format(seconds=f"{seconds:.0f}") if seconds >= 2 else tr("a second or two")
    mem_text = f"{mb / 1000:.1f} GB" if mb >= 1000 else f"{mb:.0f} MB"
    return language.shown(tr("about {time} and {memory} of memory").format(time=time_text, memory=mem_text))


def one_column_cells(text: str) -> tuple[list[str], str | None]:
    """The cells of a paste into a one-column table (PasteError if wider), and when they are simply the
    lines of the text, that text (a million lines take one split)."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").strip()
    if not text:
        return [], None
    if "\t" not in text and "\n\n" not in text and not tt.has_padding(text, "\n"):
        cells = text.split("\n")
        if "," in text and comma_is_decimal():  # the German UI: "1,5" is 1.5 where the column agrees
            return column_with_points(cells), None
        return cells, text
    return [row[0] for row in tt.split_pasted(text, 1, what="the valuations table")], None


class ValuationsModel(ScenarioTableModel):
    """One column of valuations ($), backed by a float64 array (NaN where the cell is invalid)."""

    HEADER = translatable("Valuation ($)")
    NO_DATA = translatable("no data yet: type or paste buyers' valuations, import a CSV or load a preset")

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._values = np.zeros(0)
        self._lent = None  # weakref.ref of the column to_session lent (copied before the next write in place)

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else int(self._values.size)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else 1

    def column_title(self, section: int) -> str:
        return self.HEADER

    def cell(self, row: int, col: int, role: int):
        if role in (Qt.DisplayRole, Qt.EditRole):
            return f"{self._values[row]:.10g}"
        if role == Qt.TextAlignmentRole:
            return int(Qt.AlignRight | Qt.AlignVCenter)
        return None

    def setData(self, index: QModelIndex, value, role=Qt.EditRole) -> bool:
        if role != Qt.EditRole or not index.isValid():
            return False
        self._set_cell(index.row(), as_typed(value))
        self.dataChanged.emit(index, index)
        self._changed()
        return True

    def _set_cell(self, row: int, text: str) -> None:
        self._writable()
        try:
            self._values[row] = pricing.parse_valuation(text)
            self._errors.pop((row, 0), None)
        except ValueError as exc:
            self._values[row] = np.nan
            self._errors[(row, 0)] = (text, str(exc))

    def insert_rows(self, at: int, count: int = 1) -> None:
        at = max(0, min(at, self._values.size))
        self.beginInsertRows(QModelIndex(), at, at + count - 1)
        self._values = np.insert(self._values, at, np.zeros(count))
        self._shift_errors(insert_at=at, count=count)
        self.endInsertRows()
        self._changed()

    def remove_rows(self, rows) -> None:
        rows = sorted(set(int(r) for r in rows if 0 <= r < self._values.size))
        if not rows:
            return
        self.beginResetModel()
        keep = np.setdiff1d(np.arange(self._values.size), rows)
        self._values = self._values[keep]
        self._shift_errors(keep_rows=keep)
        self.endResetModel()
        self._changed()

    def paste_text(self, text: str, at_row: int) -> int:
        """Paste one value per line from ``at_row`` (overwriting, appending past the end); returns cells.

        Raises PasteError (nothing changed) when a line holds more than one cell.  Commas never split a
        line here: '1,5' is one cell: 1.5 in a decimal-comma language, else refused with the parser's advice.
        """
        return self.apply_paste(self.paste_plan(text, at_row)())

    def paste_plan(self, text: str, at_row: int):
        """The cells parsed and checked (a float64 column and the refused cells' reasons) for a paste at ``at_row``
        into the table as it is now: the work of a long paste, which may run on a worker thread (100,000 cells
        with some refused took 0.2 s)."""
        size = self._values.size

        def plan():
            cells, joined = one_column_cells(str(text))
            if not cells:
                return None
            values, errors = tt.parse_valuations(cells, joined)
            at = max(0, min(at_row, size))
            return at, values, {(at + i, 0): (as_typed(cells[i]), why) for i, (_t, why) in errors.items()}

        return plan

    def apply_paste(self, planned) -> int:
        """Land a planned paste (``paste_plan``); returns the cells pasted."""
        if planned is None:
            return 0
        at_row, values, errors = planned
        end = at_row + values.size
        self.beginResetModel()
        if end > self._values.size:
            self._values = np.concatenate([self._values, np.zeros(end - self._values.size)])
        self._writable()
        self._values[at_row:end] = values
        if self._errors:
            self._errors = {k: v for k, v in self._errors.items() if not at_row <= k[0] < end}
        self._errors.update(errors)
        self.endResetModel()
        self._changed()
        return int(values.size)

    def to_session(self, compact: bool = False) -> dict:
        """{"values": [...] (None where invalid) or, ``compact``, the float64 column (NaN where invalid) read-only
        and lent: the next write in place copies it first, so what was lent never changes (a copy here, for each
        autosave, took the GUI thread up to 19 ms at 10⁶ values and ~0.2 s at 10⁷ while the kernel gave it
        memory), "invalid"}."""
        if compact:
            values = self._values.view()
            values.flags.writeable = False
            self._lent = weakref.ref(self._values)
        else:
            values = [None if not np.isfinite(v) else float(v) for v in self._values.tolist()]
        return {"values": values, "invalid": {str(r): text for (r, _c), (text, _why) in self._errors.items()}}

    def _writable(self) -> None:
        """Before a write in place: the column, if lent by ``to_session``, replaced by a copy of its own."""
        if self._lent is not None and self._lent() is self._values:
            self._values = self._values.copy()
        self._lent = None

    def from_session(self, data: dict) -> None:
        self.beginResetModel()
        values = data["values"]
        self._values = (np.array(values, dtype=np.float64) if isinstance(values, np.ndarray)
                        else np.array([np.nan if v is None else v for v in values], dtype=np.float64))
        self._errors = {}
        for r, text in data.get("invalid", {}).items():
            self._set_cell(int(r), text)
        for r in np.flatnonzero(~np.isfinite(self._values)):
            if (int(r), 0) not in self._errors:
                self._set_cell(int(r), "")
        self.endResetModel()
        self._changed()

    def snapshot(self):
        return self._values.copy(), dict(self._errors)

    def restore(self, snap) -> None:
        self.beginResetModel()
        self._values, self._errors = snap[0].copy(), dict(snap[1])
        self.endResetModel()
        self._changed()

    def dataset(self):
        valid = np.isfinite(self._values)
        excluded = int(self._values.size - valid.sum())
        if excluded == self._values.size:  # no buyer: nothing to price (the CLI refuses such a file too)
            return None, excluded, self.NO_DATA
        return pricing.Valuations(self._values[valid]), excluded, ""

    def set_dataset(self, valuations: pricing.Valuations) -> None:
        self.beginResetModel()
        self._values = np.array(valuations.values, dtype=np.float64)
        self._errors = {}
        self.endResetModel()
        self._changed()


class UI(ScenarioUI):
    """α and max price with the grid readout, the α buttons, and the large-grid question."""

    def __init__(self, scenario) -> None:
        super().__init__(scenario)
        self._accepted_alpha: str | None = None  # the α text whose grid was last computed or agreed to
        self._confirmed_grid = 0  # the largest grid size the user agreed to compute

    def table_model(self) -> ValuationsModel:
        return ValuationsModel()

    def setting_widgets(self, panel, form) -> dict:
        self.panel = panel
        alpha_setting, price_setting = self.scenario.setting("alpha"), self.scenario.setting("max_price")
        self.alpha = NumberField(formatting.typed(alpha_setting.default), alpha_setting.parse,
                                 translatable("Price-grid step as a fraction of the max price: prices P/m, 2P/m, …, "
                                              "P with m = ⌈1/α⌉."), label="α")
        self.alpha.fit_chars(8)
        self.recommend_button = QPushButton(translatable("Recommended"))
        self.recommend_button.setToolTip(translatable("Use the lecture's α = ln(n)/(n·ε)"))
        self.best_button = QPushButton(translatable("Best bound"))
        self.best_button.setToolTip(translatable("Use the α that maximises the lecture's revenue guarantee"))
        form.addRow("α", self.alpha)
        row = QHBoxLayout()
        row.addWidget(self.recommend_button)
        row.addWidget(self.best_button)
        form.addRow("", row)
        self.grid_label = QLabel("")
        self.grid_label.setTextFormat(Qt.RichText)
        self.grid_label.setObjectName("gridLabel")
        self.grid_label.setWordWrap(True)
        self.grid_label.setToolTip(translatable("m = |H| = ⌈1/α⌉ prices p_j = j·P/m, j = 1..m (P the max price)"))
        self.grid_label.setMinimumHeight(3 * self.grid_label.fontMetrics().lineSpacing() + 4)
        form.addRow("", self.grid_label)
        self.max_price = NumberField(formatting.typed(price_setting.default), price_setting.parse,
                                     translatable("The highest price P; the grid covers (0, P]."), label="Max price")
        self.max_price.fit_chars(8)
        form.addRow(translatable("Max price ($)"), self.max_price)
        self._accepted_alpha = self.alpha.plain()
        return {"alpha": self.alpha, "max_price": self.max_price}

    def attach(self, workspace) -> None:
        super().attach(workspace)
        self.recommend_button.clicked.connect(lambda: self.use_recommended_alpha("lecture"))
        self.best_button.clicked.connect(lambda: self.use_recommended_alpha("best"))
        self.panel.changed.connect(self._follow_grid_boxes)

    # --- setting α from elsewhere (the buttons, tests, the large-grid question) -----------------------
    def extra_views(self) -> tuple:
        """The α trade-off: revenue and both guarantees against α, and Solve for α (Apply sets the α box)."""
        from ...widgets.privacy.alpha_view import AlphaSweepView

        def apply(alpha: float) -> None:  # the shortest text giving the same grid: 1/301 → 0.00333
            self.set_alpha_text(pricing.alpha_text(pricing.grid_size(alpha)))

        return (("alpha_view", lambda inputs: AlphaSweepView(inputs, apply), translatable("α trade-off")),)

    def set_alpha(self, alpha: float) -> None:
        """α in the box as people type it, to three digits, or the shortest text that keeps its grid
        (revenue.alpha_text): ln(n)/(nε) showed 0.00332226 where 0.00333 gives the same 301 prices; Best bound's
        α = 1/3 written as 0.333333 made a grid of 4 prices (⌈1/0.333333⌉), for half of all grid sizes."""
        m = pricing.grid_size(alpha)
        text = formatting.typed(float(f"{alpha:.3g}"))
        self.set_alpha_text(text if pricing.grid_size(float(text)) == m else pricing.alpha_text(m))

    def set_alpha_text(self, text: str) -> None:
        if text != self.alpha.plain():
            self.alpha.setText(text)
            self.panel.changed.emit()

    def set_max_price(self, price: float) -> None:
        self.max_price.setText(f"{price:g}")
        self.panel.changed.emit()

    def use_recommended_alpha(self, which: str) -> None:
        """'lecture': α = ln(n)/(nε); 'best': the α maximising the lecture's revenue guarantee."""
        ws = self.workspace
        dataset, _, message = ws.model.dataset()
        if dataset is None:
            ws.statusMessage.emit(tr("No recommended α without valid data: {reason}").format(reason=message))
            return
        try:
            params = self.panel.parameters()
            if which == "lecture":
                alpha = pricing.recommended_alpha(dataset.n, params.epsilon)
            else:
                alpha = pricing.best_alpha_at(dataset, params.epsilon, params.max_price, params.analysis,
                                              params.neighbours, params.t)
        except (ProblemError, ValueError, ArithmeticError) as exc:
            ws.statusMessage.emit(tr("No recommended α: {reason}").format(reason=exc))
            return
        self.set_alpha(alpha)

    # --- before and after each recompute -----------------------------------------------------------------
    def agree_to_compute(self, gen: int, params) -> bool:
        """A grid of more than ASK_ABOVE_PRICES prices is computed only after the user agrees (the question
        says how many prices, how long and how much memory). No keeps the previous α."""
        ws = self.workspace
        m = pricing.grid_size(params.alpha)
        if m <= ASK_ABOVE_PRICES or m <= self._confirmed_grid:
            self._accepted_alpha = self.alpha.plain()
            return True
        agreed = self._ask_large_grid(ws, params.alpha, m, translatable("No keeps the previous α."))
        if not ws.is_current(gen):
            return False  # the inputs changed while the question was open; that change recomputes
        if agreed:
            self._accepted_alpha = self.alpha.plain()
            return True
        previous = self._accepted_alpha
        if previous is None or previous == self.alpha.plain():
            previous = f"{self.scenario.setting('alpha').default:g}"
        ws.statusMessage.emit(tr("Kept α = {previous}: a grid of {m:,} prices was not computed")
                              .format(previous=previous, m=m))
        self.set_alpha_text(previous)  # emits changed: recomputes with the previous α
        if ws.is_current(gen):  # nothing changed (cannot happen unless the text was equal)
            ws.experiments.fail(gen, tr("α gives {m:,} prices; not computed").format(m=m))
        return False

    def agree_to_settings(self, parent, settings: dict) -> bool:
        """Compare asks the workspace's question before a grid of more than ASK_ABOVE_PRICES prices."""
        alpha = settings.get("alpha")
        if alpha is None:
            return True
        m = pricing.grid_size(alpha)
        return m <= ASK_ABOVE_PRICES or m <= self._confirmed_grid or self._ask_large_grid(parent, alpha, m,
                                                                                            translatable("No adds nothing."))

    def _ask_large_grid(self, parent, alpha: float, m: int, no_means: str) -> bool:
        """The question before a grid of m prices: how many, how long, how much memory. Yes is remembered."""
        answer = QMessageBox.question(
            parent, tr("A very large price grid"),
            language.shown(tr("α = {alpha} gives a grid of {m} prices. Computing the exact numbers takes {cost}.")
                           .format(alpha=f"{alpha:g}", m=f"{m:,}", cost=grid_cost_text(m)))
            + "\n\n" + tr("Compute them? ({no_means})").format(no_means=tr(no_means)),
            QMessageBox.Yes | QMessageBox.No, QMessageBox.No)
        if answer == QMessageBox.Yes:
            self._confirmed_grid = max(self._confirmed_grid, m)
            return True
        return False

    def _follow_grid_boxes(self) -> None:
        """The line under α follows its boxes at once: a refused α or max price replaces the grid it described
        by the reason; an accepted pair says its grid (the recompute adds the recommended α)."""
        for box, name in ((self.alpha, "α"), (self.max_price, translatable("the max price"))):
            err = box.error()
            if err is not None:
                self.grid_label.setText(esc(tr("No price grid: {name} is refused ({reason}).").format(
                    name=tr(name), reason=err)))
                return
        self.grid_label.setText(esc(self._grid_text(self.alpha.value(), self.max_price.value())[0]))

    @staticmethod
    def _grid_text(alpha: float, max_price: float) -> tuple[str, bool]:
        """The grid α and the max price make, in words (or why there is none), and whether there is one."""
        try:
            m = pricing.grid_size(alpha)
        except ProblemError as exc:
            return str(exc), False
        return tr("{count} prices, one every {step}").format(count=f"{m:,}", step=formatting.money(max_price / m)), True

    def show_inputs(self, dataset, params) -> None:
        self._shown_inputs = (dataset, params)
        text, grid = self._grid_text(params.alpha, params.max_price)
        if grid:
            text += "; " + tr("recommended α = ln n/(nε) = {alpha}").format(
                alpha=f"{pricing.recommended_alpha(dataset.n, params.epsilon):.4g}")
        self.grid_label.setText(esc(language.shown(text)))

    def retranslate(self) -> None:
        if getattr(self, "_shown_inputs", None) is not None:
            self.show_inputs(*self._shown_inputs)

    def inputs_restored(self) -> None:
        self._accepted_alpha = self.alpha.plain()

    def saved_candidates(self, state) -> int:
        """The grid does not depend on the data (which may be 10^7 values): m from the saved α alone."""
        from .... import sessions

        return pricing.grid_size(sessions.workspace_parameters(self.scenario.key, state).alpha)
