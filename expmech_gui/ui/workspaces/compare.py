"""The Compare view of a workspace: up to four configurations on the same data — mechanisms, analyses, ε, the
scenario's own settings, the non-private argmax, a fixed candidate — their exact pmfs overlaid in one plot
(the colour-blind-safe palette, each with its own symbol) and their numbers tabulated beside it
(compare_rows.py). It follows the workspace: new data or settings recompute every row, off the GUI thread; while the
workspace has no numbers (data refused or emptied) it shows none either, with the workspace's reason.

*Simulate* draws all of them at once, at the workspace's speed dial (slow motion: one draw of each a second;
full speed; unlimited), each from its exact pmf by multinomial batches (an exact sample of a batch's
histogram), and shows the simulated frequencies as hollow markers and the running mean in the table."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QHBoxLayout, QHeaderView, QLabel,
                               QPushButton, QSplitter, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from ...core.mechanisms import MECHANISMS
from ...core.numbers import parse_epsilon
from ...core import formatting as fmt
from ...core.problem import ANALYSES
from .. import theme
from ..widgets.parameters import NumberField
from ..widgets.plots.kit import OKABE_ITO, legend, new_plot_widget, restyle, style_plot
from ..widgets.privacy.common import JobBar
from ..widgets.text import EPSILON_RANGE_TEXT, esc
from ..worker import CONTINUOUS_CAP, UNLIMITED_CAP, JobRunner
from .compare_rows import ARGMAX, COLUMNS, FIXED, MAX_CONFIGS, Config, Row, Simulated, compute_rows

PALETTE = (OKABE_ITO["blue"], OKABE_ITO["vermillion"], OKABE_ITO["bluish green"], OKABE_ITO["reddish purple"])
SYMBOLS = ("o", "s", "t", "d")
MAX_CHOICES = 2000  # a fixed candidate is chosen from a list up to this many candidates
SIMULATION_TICK_MS = 40
BATCH_CAPS = {"slow": 1, "full": CONTINUOUS_CAP, "unlimited": UNLIMITED_CAP}
SIMULATED = "simulated mean (trials)"


def _blank_or(parse):
    """A setting box's reader: None when left empty (the workspace's value), else ``parse``'s value."""
    return lambda text: parse(text) if text.strip() else None


class CompareWindow(QWidget):
    rowsShown = Signal()  # the table and the plot show the rows for the workspace's current state

    def __init__(self, workspace, parent=None) -> None:
        super().__init__(parent, Qt.Window)
        self.workspace = workspace
        self.setWindowTitle(f"Compare: {workspace.scenario.title}")
        self.configs: list[Config] = []
        self.rows = []  # Row or Refused, one per configuration shown in the table (self.shown_configs)
        self.shown_configs: list[Config] = []
        self.computed: dict = {}  # config → Row or Refused on ``computed_base`` (rows are computed once per data)
        self.computed_base = None
        self.jobs = JobRunner(self, "compare the configurations")
        self.job_bar = JobBar(self.jobs, "configurations", delay_ms=300)
        self.mechanism = QComboBox()
        for key, cls in MECHANISMS.items():
            self.mechanism.addItem(cls.title, key)
        self.analysis = QComboBox()
        for key in ANALYSES:
            self.analysis.addItem(key, key)
        self.epsilon = NumberField("1", parse_epsilon, f"Privacy parameter ε, {EPSILON_RANGE_TEXT}", label="ε")
        self.epsilon.setMaximumWidth(90)
        self.settings = {}
        form = QHBoxLayout()
        form.addWidget(self.mechanism)
        form.addWidget(self.analysis)
        form.addWidget(QLabel("ε"))
        form.addWidget(self.epsilon)
        for setting in workspace.scenario.settings:
            edit = self.settings[setting.name] = NumberField("", _blank_or(setting.parse),  # red with its range
                                                            setting.tooltip or setting.label, label=setting.label)
            edit.setMaximumWidth(90)
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
        self.simulated: list[Simulated] = []
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
        layout.addWidget(self.job_bar)
        layout.addWidget(split, 1)
        self.add_button.clicked.connect(self.add_from_form)
        self.current_button.clicked.connect(self.add_current)
        self.argmax_button.clicked.connect(lambda: self.add(Config(kind=ARGMAX)))
        self.fixed_button.clicked.connect(lambda: self.add(Config(kind=FIXED, candidate=self.fixed.currentText())))
        self.remove_button.clicked.connect(self.remove_selected)
        self.jobs.done.connect(self._computed)
        self.jobs.failed.connect(lambda message: self.message.setText(esc(message)))
        workspace.experimentReady.connect(self.refresh)
        workspace.experimentFailed.connect(lambda _reason: self.refresh())
        theme.changes().changed.connect(self._theme_changed)
        self.resize(1100, 720)
        self.refresh()

    def _theme_changed(self, *_args) -> None:
        self.refresh()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self.jobs.pending and [r.config for r in self.rows] != self.configs:
            self.refresh()  # reopened after a close cancelled its computation

    def closeEvent(self, event) -> None:
        self.set_simulating(False)
        self.jobs.cancel()
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
            eps = self.epsilon.value()
            settings = dict(exp.params.settings)
            for name, box in self.settings.items():
                value = box.value()
                if value is not None:  # an empty box: the workspace's own setting
                    settings[name] = value
        except ValueError as exc:
            self.message.setText(esc(str(exc)))
            return False
        if not self.workspace.scenario_ui.agree_to_settings(self, settings):  # the workspace's own question
            self.message.setText("Not added: those settings were not computed.")
            return False
        return self.add(Config(mechanism=self.mechanism.currentData(), epsilon=eps,
                               analysis=self.analysis.currentData(), settings=tuple(sorted(settings.items()))))

    def remove_selected(self) -> None:
        """Remove the configurations of the selected table rows (none selected: the last one)."""
        selected = {i.row() for i in self.table.selectedIndexes()}
        chosen = [self.shown_configs[i] for i in selected if i < len(self.shown_configs)]
        if not selected and self.configs:
            chosen = [self.configs[-1]]
        self.configs = [c for c in self.configs if c not in chosen]
        self.refresh()

    # --- the numbers ------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Rows for the workspace's current experiment: those not yet computed on its data are computed off the
        GUI thread; without an experiment, no rows and the workspace's reason."""
        base = self.workspace.experiment
        if base is not self.computed_base:
            self.computed, self.computed_base = {}, base
        if base is None:
            self.jobs.cancel()
            self._show(None, "No numbers: " + esc(self.workspace.no_numbers_reason()))
            return
        self._fill_fixed(base)
        missing = tuple(c for c in self.configs if c not in self.computed)
        if not missing:
            self._show(base, "")
            return
        self.message.setText(f"Computing {len(missing)} configuration{'s' if len(missing) > 1 else ''}…")

        def job(progress, cancelled):
            return base, compute_rows(base, missing, cancelled, progress)
        self.jobs.submit(job)

    def _computed(self, payload) -> None:
        base, rows = payload
        if base is self.computed_base:  # rows of older data are dropped
            self.computed.update(rows)
            self.refresh()

    def _show(self, base, message: str) -> None:
        self.shown_configs = list(self.configs) if base is not None else []
        self.rows = [self.computed[c] for c in self.shown_configs]
        self.message.setText(message)
        self.simulated = [Simulated(r) for r in self.rows]
        self._fill_table()
        self._draw(base)
        self.rowsShown.emit()

    # --- live simulation of every row -------------------------------------------------------------
    def set_simulating(self, on: bool) -> None:
        speed = self.workspace.controls.speed_key()
        self.sim_timer.setInterval(1000 if speed == "slow" else SIMULATION_TICK_MS)
        self.sim_timer.start() if on else self.sim_timer.stop()
        if self.simulate_button.isChecked() != on:
            self.simulate_button.setChecked(on)

    @property
    def counts(self) -> list[np.ndarray]:
        """Each row's simulated counts per candidate."""
        return [s.counts for s in self.simulated]

    def _simulate_tick(self) -> None:
        cap = BATCH_CAPS.get(self.workspace.controls.speed_key(), CONTINUOUS_CAP)
        for sim in self.simulated:
            sim.draw(int(min(cap, max(1, sim.trials))), self.rng)
        self._fill_simulated()
        self._draw_simulated()

    def _fill_simulated(self) -> None:
        pr = self.computed_base.problem if self.computed_base is not None else None
        for i, sim in enumerate(self.simulated):
            text = "—" if isinstance(sim.row, Row) else ""
            if sim.trials and pr is not None:
                mean = sim.score_sum / sim.trials  # the row's own candidates (another α: another grid)
                text = f"{fmt.with_noun(mean, pr.score_unit, pr.score_name)} ({fmt.count(sim.trials)})"
            self.table.setItem(i, len(COLUMNS), QTableWidgetItem(text))

    def _draw_simulated(self) -> None:
        for item, sim in zip(self.sim_items, self.simulated):
            if item is not None:
                item.setData(*sim.frequencies())

    def _fill_fixed(self, base) -> None:
        labels = [str(label) for label in base.problem.labels] if base.problem.m <= MAX_CHOICES else []
        if [self.fixed.itemText(i) for i in range(self.fixed.count())] != labels:
            self.fixed.clear()
            self.fixed.addItems(labels)
        self.fixed_button.setEnabled(bool(labels))

    def _fill_table(self) -> None:
        self.table.clearSpans()
        self.table.setRowCount(len(self.rows))
        for i, r in enumerate(self.rows):
            for j, text in enumerate(r.cells):
                item = QTableWidgetItem(text)
                if j == 0:
                    item.setForeground(pg.mkColor(*PALETTE[i % len(PALETTE)]))
                elif not isinstance(r, Row):  # the reason, across the numbers' columns
                    item.setForeground(pg.mkColor(theme.color("error")))
                    item.setToolTip(text)
                self.table.setItem(i, j, item)
            if not isinstance(r, Row):
                self.table.setSpan(i, 1, 1, len(COLUMNS))
        self._fill_simulated()

    def _draw(self, base) -> None:
        self.plot.clear()
        self.legend.clear()
        self.sim_items = []
        background, foreground = theme.plot_colors()
        self.plot_widget.setBackground(background)
        if base is not None:
            pr = base.problem
            for i, r in enumerate(self.rows):
                if not isinstance(r, Row):
                    self.sim_items.append(None)
                    continue
                color = PALETTE[i % len(PALETTE)]
                item = pg.PlotDataItem(*r.curve, pen=pg.mkPen(*color, width=2.5),
                                       symbol=SYMBOLS[i % len(SYMBOLS)] if r.pmf.size <= 60 else None, symbolSize=10,
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
