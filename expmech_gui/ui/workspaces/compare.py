"""The Compare view of a workspace: up to four configurations on the same data — mechanisms, analyses, ε, the
scenario's own settings, the non-private argmax, a fixed candidate — their exact pmfs overlaid in one plot
(the colour-blind-safe palette, each with its own symbol) and their numbers tabulated beside it
(compare_rows.py). It follows the workspace: new data or settings recompute every row.

*Simulate* draws all of them at once, at the workspace's speed dial (slow motion: one draw of each a second;
full speed; unlimited), each from its exact pmf by multinomial batches (an exact sample of a batch's
histogram), and shows the simulated frequencies as hollow markers and the running mean in the table."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QHBoxLayout, QHeaderView, QLabel, QLineEdit,
                               QPushButton, QSplitter, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from ...core.mechanisms import MECHANISMS
from ...core.numbers import parse_epsilon
from ...core import formatting as fmt
from ...core.problem import ANALYSES
from ...core.score_stats import candidate_positions
from .. import theme
from ..widgets.plots.kit import OKABE_ITO, legend, new_plot_widget, restyle, style_plot
from ..widgets.text import esc
from ..worker import CONTINUOUS_CAP, UNLIMITED_CAP
from .compare_rows import ARGMAX, COLUMNS, FIXED, MAX_CONFIGS, Config, row

PALETTE = (OKABE_ITO["blue"], OKABE_ITO["vermillion"], OKABE_ITO["bluish green"], OKABE_ITO["reddish purple"])
SYMBOLS = ("o", "s", "t", "d")
MAX_CHOICES = 2000  # a fixed candidate is chosen from a list up to this many candidates
SIMULATION_TICK_MS = 40
BATCH_CAPS = {"slow": 1, "full": CONTINUOUS_CAP, "unlimited": UNLIMITED_CAP}
SIMULATED = "simulated mean (trials)"


class CompareWindow(QWidget):
    def __init__(self, workspace, parent=None) -> None:
        super().__init__(parent, Qt.Window)
        self.workspace = workspace
        self.setWindowTitle(f"Compare: {workspace.scenario.title}")
        self.configs: list[Config] = []
        self.rows = []
        self.mechanism = QComboBox()
        for key, cls in MECHANISMS.items():
            self.mechanism.addItem(cls.title, key)
        self.analysis = QComboBox()
        for key in ANALYSES:
            self.analysis.addItem(key, key)
        self.epsilon = QLineEdit("1")
        self.epsilon.setMaximumWidth(90)
        self.settings = {}
        form = QHBoxLayout()
        form.addWidget(self.mechanism)
        form.addWidget(self.analysis)
        form.addWidget(QLabel("ε"))
        form.addWidget(self.epsilon)
        for setting in workspace.scenario.settings:
            edit = self.settings[setting.name] = QLineEdit()
            edit.setMaximumWidth(90)
            edit.setToolTip(setting.tooltip)
            form.addWidget(QLabel(setting.label))
            form.addWidget(edit)
        self.add_button = QPushButton("Add")
        form.addWidget(self.add_button)
        form.addStretch(1)
        self.current_button = QPushButton("Add the current settings")
        self.argmax_button = QPushButton("Add non-private argmax")
        self.fixed = QComboBox()
        self.fixed_button = QPushButton("Add a fixed choice")
        self.remove_button = QPushButton("Remove")
        self.simulate_button = QPushButton("Simulate")
        self.simulate_button.setCheckable(True)
        self.simulate_button.setToolTip("Draw from every configuration at once, at the speed set beside Start")
        self.counts: list[np.ndarray] = []
        self.rng = np.random.default_rng()
        self.sim_timer = QTimer(self)
        self.sim_timer.timeout.connect(self._simulate_tick)
        self.simulate_button.toggled.connect(self.set_simulating)
        buttons = QHBoxLayout()
        for w in (self.current_button, self.argmax_button, self.fixed, self.fixed_button, self.remove_button,
                  self.simulate_button):
            buttons.addWidget(w)
        buttons.addStretch(1)
        self.message = QLabel("")
        self.message.setWordWrap(True)
        self.plot_widget = new_plot_widget()
        self.plot = self.plot_widget.getPlotItem()
        self.legend = legend(self.plot, columns=1)
        self.table = QTableWidget(0, len(COLUMNS) + 1)
        self.table.setHorizontalHeaderLabels(COLUMNS + (SIMULATED,))
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        split = QSplitter(Qt.Vertical)
        split.addWidget(self.plot_widget)
        split.addWidget(self.table)
        split.setSizes([420, 220])
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.message)
        layout.addWidget(split, 1)
        self.add_button.clicked.connect(self.add_from_form)
        self.current_button.clicked.connect(self.add_current)
        self.argmax_button.clicked.connect(lambda: self.add(Config(kind=ARGMAX)))
        self.fixed_button.clicked.connect(lambda: self.add(Config(kind=FIXED, candidate=self.fixed.currentIndex())))
        self.remove_button.clicked.connect(self.remove_selected)
        workspace.experimentReady.connect(self.refresh)
        theme.changes().changed.connect(self._theme_changed)
        self.resize(1100, 720)
        self.refresh()

    def _theme_changed(self, *_args) -> None:
        self.refresh()

    def closeEvent(self, event) -> None:  # noqa: N802 — Qt's name
        self.set_simulating(False)
        super().closeEvent(event)

    # --- configurations ----------------------------------------------------------------------------
    def add(self, config: Config) -> bool:
        """Add ``config`` (at most MAX_CONFIGS; a duplicate is not added twice)."""
        if len(self.configs) >= MAX_CONFIGS:
            self.message.setText(f"At most {MAX_CONFIGS} at once: remove one first.")
            return False
        if config in self.configs:
            return False
        self.configs.append(config)
        self.refresh()
        return True

    def add_current(self) -> bool:
        exp = self.workspace.experiment
        return exp is not None and self.add(Config.of_experiment(exp))

    def add_from_form(self) -> bool:
        exp = self.workspace.experiment
        if exp is None:
            return False
        try:
            eps = parse_epsilon(self.epsilon.text())
            settings = dict(exp.params.settings)
            for s in self.workspace.scenario.settings:
                text = self.settings[s.name].text().strip()
                if text:
                    settings[s.name] = s.parse(text)
        except ValueError as exc:
            self.message.setText(esc(str(exc)))
            return False
        return self.add(Config(mechanism=self.mechanism.currentData(), epsilon=eps,
                               analysis=self.analysis.currentData(), settings=tuple(sorted(settings.items()))))

    def remove_selected(self) -> None:
        chosen = sorted({i.row() for i in self.table.selectedIndexes()}, reverse=True) or \
            ([len(self.configs) - 1] if self.configs else [])
        for i in chosen:
            if i < len(self.configs):
                del self.configs[i]
        self.refresh()

    # --- the numbers ------------------------------------------------------------------------------
    def refresh(self) -> None:
        base = self.workspace.experiment
        self.rows = []
        self.message.setText("")
        if base is None:
            self.message.setText("No numbers yet: " + esc(self.workspace.last_error or "load some data."))
        else:
            self._fill_fixed(base)
            for config in list(self.configs):
                try:
                    self.rows.append(row(base, config))
                except Exception as exc:  # noqa: BLE001 — e.g. the monotone analysis refused here: say so
                    self.message.setText(esc(f"{config.analysis} / ε = {config.epsilon}: {exc}"))
        self.counts = [np.zeros(r.pmf.size, dtype=np.int64) for r in self.rows]
        self._fill_table()
        self._draw(base)

    # --- live simulation of every row -------------------------------------------------------------
    def set_simulating(self, on: bool) -> None:
        speed = self.workspace.controls.speed_key()
        self.sim_timer.setInterval(1000 if speed == "slow" else SIMULATION_TICK_MS)
        self.sim_timer.start() if on else self.sim_timer.stop()
        if self.simulate_button.isChecked() != on:
            self.simulate_button.setChecked(on)

    def _simulate_tick(self) -> None:
        cap = BATCH_CAPS.get(self.workspace.controls.speed_key(), CONTINUOUS_CAP)
        for r, counts in zip(self.rows, self.counts):
            size = int(min(cap, max(1, counts.sum())))
            counts += self.rng.multinomial(size, r.pmf / r.pmf.sum())
        self._fill_simulated()
        self._draw_simulated()

    def _fill_simulated(self) -> None:
        base = self.workspace.experiment
        for i, counts in enumerate(self.counts):
            trials = int(counts.sum())
            text = "—"
            if trials and base is not None:
                pr = base.problem
                mean = float(counts @ pr.scores) / trials
                text = f"{fmt.with_noun(mean, pr.score_unit, pr.score_name)} ({fmt.count(trials)})"
            self.table.setItem(i, len(COLUMNS), QTableWidgetItem(text))

    def _draw_simulated(self) -> None:
        base = self.workspace.experiment
        if base is None:
            return
        x = candidate_positions(base.problem.values, base.problem.m)
        for item, counts in zip(self.sim_items, self.counts):
            trials = counts.sum()
            item.setData(x, counts / trials if trials else np.zeros(counts.size))

    def _fill_fixed(self, base) -> None:
        labels = [str(label) for label in base.problem.labels] if base.problem.m <= MAX_CHOICES else []
        if [self.fixed.itemText(i) for i in range(self.fixed.count())] != labels:
            self.fixed.clear()
            self.fixed.addItems(labels)
        self.fixed_button.setEnabled(bool(labels))

    def _fill_table(self) -> None:
        self.table.setRowCount(len(self.rows))
        for i, r in enumerate(self.rows):
            for j, text in enumerate(r.cells):
                item = QTableWidgetItem(text)
                if j == 0:
                    item.setForeground(pg.mkColor(*PALETTE[i % len(PALETTE)]))
                self.table.setItem(i, j, item)
        self._fill_simulated()

    def _draw(self, base) -> None:
        self.plot.clear()
        self.legend.clear()
        self.sim_items = []
        background, foreground = theme.plot_colors()
        self.plot_widget.setBackground(background)
        if base is not None:
            pr = base.problem
            x = candidate_positions(pr.values, pr.m)
            for i, r in enumerate(self.rows):
                color = PALETTE[i % len(PALETTE)]
                item = pg.PlotDataItem(x, r.pmf, pen=pg.mkPen(*color, width=2.5),
                                       symbol=SYMBOLS[i % len(SYMBOLS)] if pr.m <= 60 else None, symbolSize=10,
                                       symbolBrush=pg.mkBrush(*color))
                self.plot.addItem(item)
                self.legend.addItem(item, r.name)
                simulated = pg.PlotDataItem([], [], pen=None, symbol=SYMBOLS[i % len(SYMBOLS)], symbolSize=18,
                                            symbolBrush=None, symbolPen=pg.mkPen(*color, width=2))
                self.plot.addItem(simulated)
                self.sim_items.append(simulated)
            names = [str(label) for label in pr.labels] if pr.values is None and pr.m <= 12 else None
            self.plot.getAxis("bottom").setTicks([list(enumerate(names))] if names else None)
            style_plot(self.plot, "Exact chance of each answer, per configuration", pr.candidate_name, "probability",
                       pr.candidate_unit if pr.values is not None else "")
        restyle(self.plot, foreground)
