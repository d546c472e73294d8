"""The parameter panel: ε (typed box + log slider), the scenario's own settings (boxes made by its
``ScenarioUI.setting_widgets``), trials per run, and folded under "Advanced settings" the analysis, the
neighbour notion, the mechanism, t and the seed. It emits ``changed``; the workspace debounces.

Every typed number goes through core.numbers (the same parser as the CLI and session files), so the box
accepts exactly what the rest of the app accepts, and refuses the rest in red with the reason in its
tooltip. ε is accepted from EPSILON_MIN to EPSILON_MAX, and the slider covers exactly that range."""
from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout, QHBoxLayout, QLabel, QSlider,
    QSpinBox, QToolButton, QVBoxLayout, QWidget,
)

from ...core.translatable import message, translatable
from ...core import formatting
from ...core.mechanisms import MECHANISMS
from .log_scale import LogScale
from ...core.params import PARAMS
from ...core.numbers import EPSILON_MAX, EPSILON_MIN, parse_epsilon
from ...core.problem import ANALYSES, ANALYSIS_TITLES, NEIGHBOUR_TITLES, ProblemError
from ...experiment import RunParameters
from .. import theme
from ..catalogue import tr
from .number_field import NumberField
from .text import EPSILON_FIELD_TIP, EPSILON_SLIDER_TIP, epsilon_readout, epsilon_refusal_text, esc, fmt_value

EPS_MIN, EPS_MAX = EPSILON_MIN, EPSILON_MAX  # the slider covers every ε the app accepts
SLIDER_STEPS = 2000
ANALYSIS_ITEMS = [(key, ANALYSIS_TITLES[key]) for key in ANALYSES]
NEIGHBOUR_ITEMS = list(NEIGHBOUR_TITLES.items())
PRESENTATION_SLIDER = 250  # px: the ε slider's least length in presentation mode (1,280 px screens)
COMBO_MIN_CHARS = 12  # a combo box may be this narrow (its list still shows whole items): the panel fits its column


EPSILON_SCALE = LogScale(EPS_MIN, EPS_MAX, SLIDER_STEPS, digits=3)  # a readable number in the box
epsilon_to_slider, slider_to_epsilon = EPSILON_SCALE.position, EPSILON_SCALE.value


def _font(bold: bool = False, italic: bool = False) -> QFont:
    """Only weight and slant: the size still follows the application font (presentation mode doubles it)."""
    font = QFont()
    font.setBold(bold)
    font.setItalic(italic)
    return font


class ParameterPanel(QWidget):
    changed = Signal()
    advancedToggled = Signal(bool)  # the advanced parameters were shown (True) or folded away
    refused = Signal(str)  # a value set from elsewhere (e.g. the ε-sweep's Apply) was refused, with the reason

    def __init__(self, scenario_ui=None, parent=None) -> None:
        super().__init__(parent)
        self.scenario_ui = scenario_ui
        form = main_form = self._form()

        self.epsilon = NumberField("1", parse_epsilon, EPSILON_FIELD_TIP, label="ε")
        self.epsilon.setObjectName("epsilonBox")
        self.epsilon.fit_chars(6)
        self.epsilon_slider = theme.grows_with_scale(QSlider(
            Qt.Horizontal, minimum=0, maximum=SLIDER_STEPS, value=epsilon_to_slider(1.0),
            toolTip=EPSILON_SLIDER_TIP))
        self.epsilon_row = row = QHBoxLayout()
        row.addWidget(self.epsilon)
        row.addWidget(self.epsilon_slider, 1)
        form.addRow("ε", row)
        # presentation: the slider on a row of its own, across the label column too (beside Top-k's long labels,
        # "Literal peeling" at twice the type, it was ~100 px under its box); hidden in normal mode
        self.epsilon_wide_row = QHBoxLayout()
        form.addRow(self.epsilon_wide_row)
        form.setRowVisible(self.epsilon_wide_row, False)
        self.epsilon_form = form
        self.epsilon_readout = QLabel(epsilon_readout(1.0), textFormat=Qt.RichText, wordWrap=True,
                                      objectName="epsilonReadout")
        form.addRow("", self.epsilon_readout)

        self.setting_boxes: dict[str, NumberField] = (scenario_ui.setting_widgets(self, form)
                                                      if scenario_ui is not None else {})

        self.trials = self._spin(PARAMS["trials"], QSpinBox())
        self.trials.setGroupSeparatorShown(True)
        form.addRow(PARAMS["trials"].label, self.trials)

        # The rest is folded away under "Advanced" so ε and Trials N fit a 1280×800 screen beside the table.
        self.advanced_button = QToolButton(text=translatable("Advanced settings"), checkable=True, autoRaise=True,
                                           toolButtonStyle=Qt.ToolButtonTextBesideIcon, objectName="advancedButton",
                                           toolTip=translatable("Analysis, neighbours, mechanism, bound t and seed"))
        self.advanced = QWidget()
        self.advanced.setObjectName("advancedParameters")
        form = self._form(self.advanced)
        form.setContentsMargins(0, 0, 0, 0)
        self.analysis = self._combo(form, "analysis", ANALYSIS_ITEMS)
        self.neighbours = self._combo(form, "neighbours", NEIGHBOUR_ITEMS)
        self.neighbours.currentIndexChanged.connect(lambda _i: self.show_epsilon_readout())  # it names the notion
        self.analysis_reason = QLabel("", textFormat=Qt.RichText, objectName="analysisReason", wordWrap=True)
        self.analysis_reason.setFont(_font(italic=True))
        form.addRow(self.analysis_reason)

        self.mechanism = self._combo(form, "mechanism", [(key, cls.title) for key, cls in MECHANISMS.items()])
        for i, cls in enumerate(MECHANISMS.values()):  # each mechanism's help on its own item
            self.mechanism.setItemData(i, cls.help or cls.title, Qt.ToolTipRole)
        self.delta_label = QLabel("—", objectName="deltaLabel", toolTip=translatable("Sensitivity Δ of the score, "
                                                                                      "derived from the scenario"))
        form.addRow("Sensitivity", self.delta_label)  # the symbol Δ is in the tooltip

        self.t = self._spin(PARAMS["t"], QDoubleSpinBox())
        self.t.setSingleStep(0.5)
        form.addRow(PARAMS["t"].label, self.t)
        self.fixed_seed = QCheckBox(translatable("Fixed"), checked=PARAMS["fixed_seed"].default, toolTip=PARAMS["fixed_seed"].help)
        self.seed = self._spin(PARAMS["seed"], QSpinBox())
        row = QHBoxLayout()
        row.addWidget(self.fixed_seed)
        row.addWidget(self.seed, 1)
        form.addRow(PARAMS["seed"].label, row)
        # every shared parameter but ε (typed text, see state()) ↔ its widget: what sessions and undo store
        self.fields = {
            "analysis": (lambda: self.analysis.currentData(), lambda v: self._choose(self.analysis, v)),
            "neighbours": (lambda: self.neighbours.currentData(), lambda v: self._choose(self.neighbours, v)),
            "mechanism": (lambda: self.mechanism.currentData(), lambda v: self._choose(self.mechanism, v)),
            "t": (lambda: float(self.t.value()), lambda v: self.t.setValue(float(v))),
            "trials": (lambda: int(self.trials.value()), lambda v: self.trials.setValue(int(v))),
            "seed": (lambda: int(self.seed.value()), lambda v: self.seed.setValue(int(v))),
            "fixed_seed": (lambda: self.fixed_seed.isChecked(), self._set_fixed_seed),
        }

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(main_form)
        layout.addWidget(self.advanced_button)
        layout.addWidget(self.advanced)
        layout.addStretch(1)
        self.advanced_button.toggled.connect(self.set_advanced)
        self.set_advanced(False)

        self.epsilon_slider.valueChanged.connect(self._slider_moved)
        self.epsilon.textEdited.connect(self._epsilon_typed)
        for w in (self.analysis, self.neighbours, self.mechanism):
            w.currentIndexChanged.connect(self.changed)
        for w in (self.t, self.trials, self.seed):
            w.valueChanged.connect(self.changed)
        self.fixed_seed.toggled.connect(self.seed.setEnabled)
        self.fixed_seed.toggled.connect(self.changed)
        for box in self.setting_boxes.values():
            box.textEdited.connect(lambda _t: self.changed.emit())

    def __getattr__(self, name: str):
        """A setting's box by the setting's name (``panel.alpha``), else what the scenario's UI adds to the
        panel (``panel.grid_label``, ``panel.set_alpha``)."""
        boxes = self.__dict__.get("setting_boxes", {})
        if name in boxes:
            return boxes[name]
        ui = self.__dict__.get("scenario_ui")
        if ui is not None and not name.startswith("_") and hasattr(ui, name):
            return getattr(ui, name)
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    # --- ε box ↔ slider, signals blocked while syncing (no loops) ---------------------------------
    def _slider_moved(self, pos: int) -> None:
        eps = slider_to_epsilon(pos)
        self.epsilon.blockSignals(True)
        self.epsilon.setText(formatting.typed(eps))
        self.epsilon.blockSignals(False)
        self.epsilon._restyle()
        self.show_epsilon_readout()
        self.changed.emit()

    def set_presentation(self, on: bool) -> None:
        """Presentation mode: the ε slider goes on a row of its own under its box, the panel's whole width and at
        least PRESENTATION_SLIDER px (beside a box of twice the type it was a 15-px stub in Pricing's narrow
        column; under the box, beside Top-k's long labels, ~100 px)."""
        source, target = (self.epsilon_row, self.epsilon_wide_row) if on else (self.epsilon_wide_row,
                                                                               self.epsilon_row)
        if source.indexOf(self.epsilon_slider) >= 0:
            source.removeWidget(self.epsilon_slider)
            target.addWidget(self.epsilon_slider, 1)
        self.epsilon_slider.setMinimumWidth(PRESENTATION_SLIDER if on else 0)
        self.epsilon_form.setRowVisible(self.epsilon_wide_row, on)

    def show_epsilon_readout(self) -> None:
        """The readout always says something about the text in the box: its meaning, or why it is refused."""
        err = self.epsilon.error()
        theme.set_role(self.epsilon_readout, None if err is None else "error")
        self.epsilon_readout.setFont(_font(bold=err is not None))
        if err is None:
            self.epsilon_readout.setText(epsilon_readout(self.epsilon.value(), self.release_cost,
                                                         self.neighbours.currentData()))
        else:
            self.epsilon_readout.setText(html.escape(epsilon_refusal_text(self.epsilon.text(), err)))

    def epsilon_refusal(self) -> str | None:
        """The sentence the readout shows for a refused ε (None while ε is accepted)."""
        err = self.epsilon.error()
        return None if err is None else epsilon_refusal_text(self.epsilon.text(), err)

    def _sync_slider(self) -> None:
        if self.epsilon.error() is None:
            self.epsilon_slider.blockSignals(True)
            self.epsilon_slider.setValue(epsilon_to_slider(self.epsilon.value()))
            self.epsilon_slider.blockSignals(False)

    def _epsilon_typed(self, _text: str) -> None:
        self._sync_slider()
        self.show_epsilon_readout()
        self.changed.emit()

    release_cost = 1.0  # the share of ε one release spends (show_release_cost), for the readout

    def show_release_cost(self, cost: float) -> None:
        """The experiment's release spends ``cost``·ε (core.privacy.loss.release_epsilon ÷ ε): the readout says so."""
        if cost != self.release_cost:
            self.release_cost = cost
            self.show_epsilon_readout()

    def show_derived(self, problem, neighbours: str) -> None:
        """What the current inputs imply: the score's sensitivity Δ and whether the monotone analysis holds."""
        self.delta_label.setText(fmt_value(problem.sensitivity, problem.score_unit))
        valid = problem.monotone_valid(neighbours)
        reason = problem.monotone_explanation(neighbours)
        theme.set_role(self.analysis_reason, None)
        self.analysis_reason.setFont(_font(italic=True))
        self._derived = (problem, neighbours)  # (said again in another language: retranslate)
        said = tr("Monotone is valid here: {reason}.") if valid else tr("Monotone is NOT valid here: {reason}.")
        self.analysis_reason.setText(esc(said.format(reason=tr(reason))))

    def retranslate(self) -> None:
        """What the inputs imply, said again in the language chosen just now."""
        if getattr(self, "_derived", None) is not None:
            self.show_derived(*self._derived)

    def show_problem(self, message: str) -> None:
        """Why no numbers can be computed for the current inputs, in the place the analysis reason goes (a
        refused ε is said by the readout under its box instead)."""
        theme.set_role(self.analysis_reason, "error")
        self.analysis_reason.setFont(_font(bold=True))
        self.analysis_reason.setText("" if self.epsilon.error() is not None else esc(message))

    def set_advanced(self, shown: bool) -> None:
        """Show or fold away the advanced parameters (their values count either way)."""
        if self.advanced_button.isChecked() != shown:
            self.advanced_button.setChecked(shown)  # toggled: back here
            return
        self.advanced_button.setArrowType(Qt.DownArrow if shown else Qt.RightArrow)
        self.advanced.setVisible(shown)
        self.advancedToggled.emit(shown)

    @staticmethod
    def _form(parent=None) -> QFormLayout:
        """A form whose rows put the field under its label when the column is too narrow for both."""
        form = QFormLayout(parent)
        form.setFieldGrowthPolicy(QFormLayout.AllNonFixedFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.WrapLongRows)
        form.setLabelAlignment(Qt.AlignRight)
        return form

    def set_epsilon(self, eps) -> str | None:
        """Set ε from elsewhere (the ε-sweep's Apply). A value the app does not accept is refused visibly:
        the box keeps its value, ``refused`` carries the reason, and the reason is returned (None = set)."""
        try:
            value = parse_epsilon(eps)
        except (ValueError, TypeError) as exc:
            message = f"ε = {eps:g} was not applied: {exc}" if isinstance(eps, (int, float)) else \
                f"ε {eps!r} was not applied: {exc}"
            self.refused.emit(message)
            return message
        self.epsilon.setText(formatting.typed(value))
        self._epsilon_typed(self.epsilon.text())
        return None

    def set_combo(self, combo: QComboBox, key: str) -> None:
        combo.setCurrentIndex(combo.findData(key))

    # --- widgets from core.params' specs ------------------------------------------------------------------
    @staticmethod
    def _spin(spec, box):
        """A spin box holding ``spec``'s app range, default and help."""
        box.setRange(spec.lo, spec.hi)
        box.setValue(spec.default)
        box.setToolTip(spec.help)
        return box

    def _combo(self, form: QFormLayout, name: str, items) -> QComboBox:
        spec = PARAMS[name]
        combo = QComboBox()
        for key, title in items:
            combo.addItem(title, key)
        combo.setCurrentIndex(max(0, combo.findData(spec.default)))
        combo.setToolTip(spec.help)
        combo.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(COMBO_MIN_CHARS)
        form.addRow(spec.label, combo)
        return combo

    @staticmethod
    def _choose(combo: QComboBox, key) -> None:
        if combo.findData(key) >= 0:
            combo.setCurrentIndex(combo.findData(key))

    def _set_fixed_seed(self, on) -> None:
        self.fixed_seed.setChecked(bool(on))
        self.seed.setEnabled(bool(on))

    # --- state (sessions, undo): what the user typed, not just what parses -------------------------------
    def state(self) -> dict:
        st = {"epsilon": self.epsilon.plain()}
        st.update({name: get() for name, (get, _set) in self.fields.items()})
        st.update({name: box.plain() for name, box in self.setting_boxes.items()})
        return st

    def set_state(self, st: dict) -> None:
        """Apply a saved state with signals blocked, then emit ``changed`` once."""
        widgets = [self, self.epsilon, self.epsilon_slider, self.analysis, self.neighbours, self.mechanism, self.t,
                   self.trials, self.seed, self.fixed_seed, *self.setting_boxes.values()]
        for w in widgets:
            w.blockSignals(True)
        try:
            if "epsilon" in st:
                self.epsilon.setText(str(st["epsilon"]))
                if self.epsilon.error() is None:
                    self.epsilon_slider.setValue(epsilon_to_slider(self.epsilon.value()))
            for name, (_get, set_value) in self.fields.items():
                if name in st:
                    set_value(st[name])
            for name, box in self.setting_boxes.items():
                if name in st:
                    box.setText(str(st[name]))
        finally:
            for w in widgets:
                w.blockSignals(False)
        for box in (self.epsilon, *self.setting_boxes.values()):
            box._restyle()
        self.show_epsilon_readout()
        self.changed.emit()

    # --- reading --------------------------------------------------------------------------------
    def parameters(self) -> RunParameters:
        """The current parameters; raises ProblemError naming the field if a typed box is invalid."""
        for box in (self.epsilon, *self.setting_boxes.values()):
            err = box.error()
            if err is not None:  # name the box once: "ε: must be …", not "ε: ε must be …"
                raise ProblemError(message("{where}: {reason}", where=box.label,
                                           reason=err.removeprefix(box.label + " ")))
        return RunParameters(
            epsilon=self.epsilon.value(),
            settings=self.setting_values(),
            analysis=self.analysis.currentData(),
            neighbours=self.neighbours.currentData(),
            mechanism=self.mechanism.currentData(),
            trials=int(self.trials.value()),
            seed=int(self.seed.value()) if self.fixed_seed.isChecked() else None,
            t=float(self.t.value()),
        )

    def setting_values(self, valid_only: bool = False) -> dict[str, float]:
        """The scenario's settings as numbers; ``valid_only`` leaves out the boxes that are refused now."""
        return {name: box.value() for name, box in self.setting_boxes.items()
                if not valid_only or box.error() is None}
