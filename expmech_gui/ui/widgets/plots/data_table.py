"""*View data as table* on every plot: the numbers a plot draws, as a table a keyboard or a screen reader can walk.

Reachable on every plot by Ctrl+T while the plot has keyboard focus (Tab reaches it) and by its right-click menu.
The rows are the plot's own series — each legend entry that holds data, and each curve named without a legend
(described.name_apart) — so the table says what is drawn.
"""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout

from ....core.translatable import translatable
from ...language import shown, tr
from .described import (
    drawn_series, keep_described, named_series, plain_html, position_axis, said_place, title_of, value_axis, value_text,
)
from .words import say

TABLE_KEYS = "Ctrl+T"  # on a focused plot
MAX_ROWS = 5000  # a longer series is shown at this many evenly spaced points (the dialog says so)


def plot_table(plot: pg.PlotItem) -> tuple[list[str], list[list[str]], bool]:
    """(column headers, rows, thinned) of what ``plot`` draws: one row per position, one column per series."""
    across = position_axis(plot)
    columns: dict[str, dict[float, str]] = {}
    for name, item in named_series(plot):
        source, series = drawn_series(item)
        if series is not None:
            x, y = series
            columns[name] = {float(a): value_text(value_axis(plot, source), b) for a, b in zip(x, y)}
    positions = sorted({x for column in columns.values() for x in column})
    thinned = len(positions) > MAX_ROWS
    if thinned:
        positions = [positions[int(i)] for i in np.linspace(0, len(positions) - 1, MAX_ROWS)]
    head = plain_html(getattr(across, "full_label", "")) or tr("position")
    rows = [[said_place(across, x), *(shown(column.get(x, "")) for column in columns.values())] for x in positions]
    return [head, *columns], rows, thinned


def show_table(widget: pg.PlotWidget) -> QDialog:
    """A dialog with the plot's data (Esc closes it; focus starts in the table)."""
    plot = widget.getPlotItem()
    headers, rows, thinned = plot_table(plot)
    dialog = QDialog(widget.window(), windowTitle=tr("Data: {title}").format(title=title_of(plot)))
    table = QTableWidget(len(rows), len(headers), objectName="plotDataTable")
    table.setHorizontalHeaderLabels(headers)
    table.setEditTriggers(QTableWidget.NoEditTriggers)
    table.setTabKeyNavigation(False)  # Tab leaves the table; the arrows walk it
    table.setAccessibleName(tr("Data of {title}").format(title=title_of(plot)))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            table.setItem(r, c, QTableWidgetItem(text))
    close = QDialogButtonBox(QDialogButtonBox.Close)
    close.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    if not rows:
        layout.addWidget(QLabel(tr("This plot shows no data yet.")))
    elif thinned:
        layout.addWidget(QLabel(shown(tr("Every point would be too many rows: {rows} evenly spaced ones are "
                                         "shown.").format(rows=f"{MAX_ROWS:,}"))))
    layout.addWidget(table)
    layout.addWidget(close)
    dialog.resize(560, 420)
    dialog.setAttribute(Qt.WA_DeleteOnClose)
    dialog.show()
    dialog.activateWindow()
    table.setFocus()
    widget.data_dialog = dialog
    return dialog


def offer_table(widget: pg.PlotWidget) -> None:
    """Ctrl+T on the focused plot, and a right-click entry, open its data as a table; Tab reaches the plot."""
    widget.setFocusPolicy(Qt.StrongFocus)
    keys = QShortcut(QKeySequence(TABLE_KEYS), widget, context=Qt.WidgetShortcut)
    keys.activated.connect(lambda: show_table(widget))
    source = translatable("View data as table (Ctrl+T)")  # (TABLE_KEYS: one text to look up, German "Strg+T")
    action = QAction(say(source), widget.scene())
    action.source = source  # the English, for a change of language (retranslate.py)
    action.triggered.connect(lambda: show_table(widget))
    widget.scene().data_actions = [action]
    widget.scene().contextMenu = [action]


def make_accessible(widget: pg.PlotWidget) -> None:
    """A plot a screen reader and a keyboard can use: described in words, its data a table away."""
    keep_described(widget)
    offer_table(widget)
