"""The Compare view of a workspace: up to four configurations on the same data — mechanisms, analyses, ε, the
scenario's own settings, the non-private argmax, a fixed candidate — their exact pmfs overlaid in one plot (the
colour-blind-safe palette, each with its own symbol) and their numbers tabulated beside it (compare_rows.py), the
headers in words and the symbols in their tooltips; the plot is drawn by compare_plot.py (dots between unordered
names, a curve that would hide an earlier row's dashed over it, the table saying "same curve as row 2"). *Match
privacy spent* (on for a new comparison) gives every mechanism row the ε at which one release costs what the first
mechanism row's costs, and the table says which ε each row was given and why. It follows the workspace: new data or settings recompute every row, off the GUI
thread; while the workspace has no numbers (data refused or emptied) it shows none either, with the workspace's
reason. *Simulate* draws all of them at once, at the workspace's speed dial (slow motion: one draw of each a second;
full speed; unlimited), each from its exact pmf by multinomial batches (an exact sample of a batch's histogram), and
shows the simulated frequencies as hollow markers and the running mean in the table."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QComboBox, QPushButton, QSplitter, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from ...core.numbers import parse_epsilon
from ...core import formatting as fmt
from ...core.problem import ANALYSES
from ...core.translatable import message, translatable
from .. import theme
from ..keyboard import close_on_escape
from ..language import shown, tr
from ..widgets.parameters import NumberField
from ..widgets.plots.kit import legend, new_plot_widget
from ..widgets.privacy.common import JobBar, say_when_cancelled
from ..widgets.scrolling import scrolled_page
from ..widgets.text import EPSILON_COMPARE_TIP, esc
from ..worker import CONTINUOUS_CAP, UNLIMITED_CAP, JobRunner
from .compare_baselines import baseline_buttons, compare_in_language, compare_title, kept_draws
from .compare_columns import needs_fitting, refit_when_resized, set_title
from .compare_fit import MessageLine, NamesBox, flowing, hold_every_row, labelled, present
from .compare_plot import PALETTE, draw_rows, draw_simulated
from .compare_rows import (ARGMAX, COLUMNS, FIXED, MAX_CONFIGS, PRIVACY, SETTING, WITH_NOUN, Config, Row, Simulated,
                           cell_words, candidate_words, column_headers, compute_rows, computing_words, curve_gap, row_keys,
                           same_curves, setting_text)

MAX_CHOICES = 2000  # a fixed candidate is chosen from a list up to this many candidates
SIMULATION_TICK_MS = 40
BATCH_CAPS = {"slow": 1, "full": CONTINUOUS_CAP, "unlimited": UNLIMITED_CAP}
SIMULATED = (translatable("simulated average"), translatable("The average score of the draws simulated so far, "
                                                               "and (in brackets) how many"))
# the columns of words that wrap when the table is too narrow (compare_columns.py): all but the chances
WRAPPING = (0, *WITH_NOUN, PRIVACY, SETTING, len(COLUMNS))


def _blank_or(parse):
    """A setting box's reader: None when left empty (the workspace's value), else ``parse``'s value."""
    return lambda text: parse(text) if text.strip() else None


class CompareWindow(QWidget):
    rowsShown = Signal()  # the table and the plot show the rows for the workspace's current state

    def __init__(self, workspace, parent=None) -> None:
        super().__init__(parent, Qt.Window)
        self.workspace = workspace
        self.setWindowTitle(compare_title(workspace))
        self.configs: list[Config] = []
        self.rows = []  # Row or Refused, one per configuration shown in the table (self.shown_configs)
        self.shown_configs: list[Config] = []
        self.shown_keys: list[tuple] = []
        self.same: dict[int, int] = {}  # row → the earlier row whose curve it would hide (compare_rows.same_curves)
        self.computed: dict = {}  # row key → Row or Refused on ``computed_base`` (rows are computed once per data)
        self.computed_base = None
        self.jobs = JobRunner(self, translatable("compare the configurations"))
        self.job_bar = JobBar(self.jobs, translatable("configurations"), delay_ms=300)
        self.mechanism = QComboBox()
        for key, title in workspace.scenario.mechanism_menu():  # top-k: its own methods, not one-choice ones
            self.mechanism.addItem(title, key)
        self.analysis = QComboBox()
        for key in ANALYSES:
            self.analysis.addItem(key, key)
        self.epsilon = NumberField("1", parse_epsilon, EPSILON_COMPARE_TIP, label="ε")
        self.epsilon.setMaximumWidth(90)
        self.settings = {}
        form = [self.mechanism, self.analysis, labelled("ε", self.epsilon)]
        for setting in workspace.scenario.settings:
            edit = self.settings[setting.name] = NumberField("", _blank_or(setting.parse),  # red with its range
                                                            setting.tooltip or setting.label, label=setting.label)
            edit.setMaximumWidth(90)
            form.append(labelled(setting.label, edit))
        self.add_button = QPushButton(translatable("Add"))
        self.current_button = QPushButton(translatable("Add the current settings"))
        self.argmax_button = QPushButton(translatable("Add non-private argmax"))
        self.fixed = NamesBox()  # the candidates' names: never translated (an option "Family" stays one)
        self.fixed.setToolTip(translatable("The candidate a fixed choice always gives"))  # (its screen-reader name)
        self.fixed_button = QPushButton(translatable("Add a fixed choice"))
        self.remove_button = QPushButton(translatable("Remove"))
        self.match = QCheckBox(translatable("Match privacy spent"))
        self.match.setChecked(True)
        self.match.setToolTip(translatable("Give every mechanism the ε at which one release costs what the first "
                                           "mechanism row's costs, so mechanisms are compared at the same privacy; "
                                           "off: each row at its own ε"))
        self.match.toggled.connect(lambda _on: self.refresh())
        self.simulate_button = QPushButton(translatable("Simulate"))
        self.simulate_button.setCheckable(True)
        self.simulate_button.setToolTip(translatable("Draw from every configuration at once, at Start's speed"))
        self.simulated: list[Simulated] = []
        self.rng = np.random.default_rng()
        self.sim_timer = QTimer(self)
        self.sim_timer.timeout.connect(self._simulate_tick)
        self.simulate_button.toggled.connect(self.set_simulating)
        self.baseline_buttons = baseline_buttons(self)  # pricing: noisy best price
        self.message = MessageLine()  # hidden while empty (a blank band under the controls otherwise)
        self.plot_widget = new_plot_widget()
        self.plot = self.plot_widget.getPlotItem()
        self.legend = legend(self.plot, columns=2)  # two entries a line where wide: the curves keep the room
        self.table = QTableWidget(0, len(COLUMNS) + 1)
        self._set_headers(None)
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.table.setWordWrap(True)  # names and 'ε it was given' wrap where the columns must give up width
        refit_when_resized(self.table, lambda: hold_every_row(self.table, WRAPPING))
        split = QSplitter(Qt.Vertical)
        split.addWidget(self.plot_widget)
        split.addWidget(self.table)
        split.setSizes([420, 220])
        layout = QVBoxLayout(scrolled_page(self))  # taller than the window (presentation type): it scrolls
        layout.addLayout(flowing(*form, self.add_button))  # lines that wrap where the window is too narrow
        layout.addLayout(flowing(self.current_button, self.argmax_button, *self.baseline_buttons, self.fixed,
                                 self.fixed_button, self.remove_button, self.match, self.simulate_button))
        layout.addWidget(self.message)
        layout.addWidget(self.job_bar)
        layout.addWidget(split, 1)
        self.add_button.clicked.connect(self.add_from_form)
        self.current_button.clicked.connect(self.add_current)
        self.argmax_button.clicked.connect(lambda: self.add(Config(kind=ARGMAX)))
        self.fixed_button.clicked.connect(lambda: self.add(Config(kind=FIXED, candidate=self.fixed.currentData())))
        self.remove_button.clicked.connect(self.remove_selected)
        self.jobs.done.connect(self._computed)
        self.jobs.failed.connect(lambda message: self.message.setText(esc(message)))
        say_when_cancelled(self.jobs, self.message)
        workspace.experimentReady.connect(self.refresh)
        workspace.experimentFailed.connect(lambda _reason: self.refresh())
        theme.changes().changed.connect(self._theme_changed)
        self.resize(1240, 720)  # the table's eight columns without a scroll bar on a 1280-px screen
        close_on_escape(self)
        present(self)  # (opened in presentation mode)
        self.refresh()

    def _theme_changed(self, *_args) -> None:
        present(self)
        self.refresh()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self.jobs.pending and self.shown_keys != self.keys():
            self.refresh()  # reopened after a close cancelled its computation

    def closeEvent(self, event) -> None:
        self.set_simulating(False)
        self.jobs.cancel()
        super().closeEvent(event)

    # --- configurations ----------------------------------------------------------------------------
    def add(self, config: Config) -> bool:
        """Add ``config`` (at most MAX_CONFIGS; a duplicate is not added twice)."""
        if len(self.configs) >= MAX_CONFIGS:
            self.message.setText(message("At most {most} at once: remove one first.", most=MAX_CONFIGS))
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
            self.message.setText(tr("Not added: those settings were not computed."))
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

    def keys(self) -> list[tuple]:
        """The rows' keys: each configuration and the one whose privacy spent it is matched to (row_keys)."""
        return row_keys(self.configs, self.match.isChecked())

    def refresh(self) -> None:
        """Rows for the workspace's current experiment: those not yet computed on its data are computed off the
        GUI thread; without an experiment, no rows and the workspace's reason."""
        base = self.workspace.experiment
        if base is not self.computed_base:
            self.computed, self.computed_base = {}, base
        if base is None:
            self.jobs.cancel()
            self._show(None, tr("No numbers: {reason}").format(reason=esc(self.workspace.no_numbers_reason())))
            return
        self._fill_fixed(base)
        missing = tuple(k for k in self.keys() if k not in self.computed)
        if not missing:
            self._show(base, "")
            return
        self.message.setText(computing_words(len(missing)))

        def job(progress, cancelled):
            return base, compute_rows(base, missing, cancelled, progress)
        self.jobs.submit(job)

    def _computed(self, payload) -> None:
        base, rows = payload
        if base is self.computed_base:  # rows of older data are dropped
            self.computed.update(rows)
            self.refresh()

    def _show(self, base, message: str) -> None:
        self.shown_keys = self.keys() if base is not None else []
        self.shown_configs = [config for config, _reference in self.shown_keys]
        self.rows = [self.computed[k] for k in self.shown_keys]
        self.same = same_curves(self.rows)
        self.message.setText(message)
        self.simulated = kept_draws(self, base)  # (new draws, but kept through a switch of language)
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
                text = f"{fmt.with_noun(mean, pr.score_unit, tr(pr.score_name))} ({fmt.count(sim.trials)})"
            self.table.setItem(i, len(COLUMNS), QTableWidgetItem(shown(text)))
        if needs_fitting(self.table, len(COLUMNS)):  # the running mean's count grew a digit
            hold_every_row(self.table, WRAPPING)

    def _fill_fixed(self, base) -> None:
        """The names box: each candidate's name as the rows say it (candidate_words: a price in the language's
        separators), the name itself as the item's data (a fixed row names its candidate by it)."""
        pr = base.problem
        labels = [str(label) for label in pr.labels] if pr.m <= MAX_CHOICES else []
        items = [(candidate_words(pr, label), label) for label in labels]
        if [(self.fixed.itemText(i), self.fixed.itemData(i)) for i in range(self.fixed.count())] != items:
            chosen = self.fixed.currentIndex()
            self.fixed.clear()
            for text, label in items:
                self.fixed.addItem(text, label)
            self.fixed.setCurrentIndex(min(max(chosen, 0), self.fixed.count() - 1))
        self.fixed_button.setEnabled(bool(labels))

    def _set_headers(self, base) -> None:
        """Headers in words ('chance of the best', 'expected votes'), the symbols in their tooltips."""
        headers = column_headers(base.problem, base.summary.threshold) if base is not None else \
            [(tr(name), "") for name in COLUMNS]
        for j, (text, tip) in enumerate(headers + [(tr(SIMULATED[0]), tr(SIMULATED[1]))]):
            item = QTableWidgetItem(text)
            item.setToolTip(tip)
            self.table.setHorizontalHeaderItem(j, item)
            set_title(self.table, j, text)  # (on two lines where the column is narrower: compare_columns)

    def _cell_text(self, i: int, j: int, r) -> tuple[str, str]:
        """Row i's text in column j and its tooltip: the reference row named by its number, a hidden curve said."""
        text, tip = cell_words(r, j), ""
        if j == 0 and i in self.same:
            text += tr(" (same as row {row})").format(row=self.same[i] + 1)
            tip = tr("Its chances and row {row}'s differ by at most {gap}: on the plot they would lie on top of "
                     "each other, so this row is drawn dashed over it").format(row=self.same[i] + 1, gap=shown(
                         fmt.plain(curve_gap(r, self.rows[self.same[i]]))))
        elif j == SETTING and isinstance(r, Row) and r.matched is not None:
            reference = self.shown_configs.index(self.shown_keys[i][1]) + 1
            text = setting_text(r.config, r.epsilon, r.matched, reference)
            tip = tr("Match privacy spent is on: this row runs at the ε where one release costs {spent}, as row "
                     "{row}'s does; untick it to run every row at the ε it was added with").format(
                spent=shown(fmt.plain(r.matched)), row=reference)
        elif j == SETTING and isinstance(r, Row) and self.shown_keys[i][1] is not None:
            reference = self.shown_configs.index(self.shown_keys[i][1]) + 1
            text += tr(" (nothing to match: row {row} has no numbers)").format(row=reference)
        elif j == PRIVACY and isinstance(r, Row):
            tip = shown(r.privacy_why)  # (its numbers as core.formatting wrote them)
        return text, tip

    def _fill_table(self) -> None:
        self.table.clearSpans()
        self.table.setRowCount(len(self.rows))
        self._set_headers(self.computed_base if self.rows else None)
        for i, r in enumerate(self.rows):
            for j in range(len(r.cells)):
                text, tip = self._cell_text(i, j, r)
                item = QTableWidgetItem(shown(text) if j else text)  # numbers in the language's separators
                if tip:
                    item.setToolTip(tip)
                if j == 0:
                    item.setForeground(pg.mkColor(*PALETTE[i % len(PALETTE)]))
                elif not isinstance(r, Row):  # the reason, across the numbers' columns
                    item.setForeground(pg.mkColor(theme.color("error")))
                    item.setToolTip(text)
                self.table.setItem(i, j, item)
            if not isinstance(r, Row):
                self.table.setSpan(i, 1, 1, len(COLUMNS))
        self.table.resizeRowsToContents()
        self._fill_simulated()
        hold_every_row(self.table, WRAPPING)
    show_in_language = compare_in_language  # after a switch of language (ui/language.choose)
    _draw = draw_rows
    _draw_simulated = draw_simulated
