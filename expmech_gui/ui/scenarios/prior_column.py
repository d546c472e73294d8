"""The *Prior weights* button of a table whose rows are candidates (Voting, Custom): it shows or hides the column of
prior weights, the base measure μ (scenarios/framework/prior.py). The model provides ``has_prior()`` and
``set_prior_column(on)``; hiding the column drops the weights (Edit ▸ Undo brings them back)."""
from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QToolButton

from ...core.translatable import translatable
from .. import language

PRIOR_BUTTON = translatable("Prior weights")
PRIOR_BUTTON_TIP = translatable(
    "Show or hide a column with a prior weight per candidate (the base measure μ): the mechanism picks each "
    "candidate with a chance proportional to its weight × e^(c × score), so the choice leans toward what was "
    "believed likely before the data. Choose the weights without looking at the data: they are public, and cost "
    "no privacy only because they do not depend on it. A blank weight counts as 1; 0 means never chosen.")
PRIOR_HEADER = translatable("Prior weight")
PRIOR_OPTIONS_BUTTON = translatable("Prior weights…")
PRIOR_OPTIONS_TIP = translatable(
    "A prior weight per option (the base measure μ), shown in each option's header: the choice leans toward options "
    "believed likely before the data. Chosen without looking at the data, the weights are public and cost no "
    "privacy. 0 means never chosen; clear the box for the uniform prior.")
PRIOR_OPTIONS_ASK = translatable(
    "One prior weight (a number ≥ 0) per option, separated by commas, in the order {options}. Leave empty for the "
    "uniform prior.")
PRIOR_HEADER_TIP = translatable(
    "The prior weight μ of this candidate: a number ≥ 0 (blank counts as 1; 0 means it can never be chosen). "
    "Only the ratios matter: the weights are divided by their sum. All equal is the uniform prior.")


def prior_row(workspace, button: QToolButton) -> QToolButton:
    """``button`` on a row of its own under the editor's scenario buttons (Lunch's and Custom's rows are full: one
    more there would widen the window past 1280 pixels)."""
    editor = workspace.editor
    row = QHBoxLayout()
    row.setSpacing(3)
    row.addWidget(button)
    row.addStretch(1)
    layout = editor.layout()
    layout.insertLayout(layout.indexOf(editor.extra_buttons) + 1, row)
    return button


def add_prior_button(workspace) -> QToolButton:
    """A checkable *Prior weights* button on its own row, kept in step with the model (a session, a CSV or Undo may
    bring the column or take it away)."""
    model = workspace.model
    button = QToolButton(text=language.tr(PRIOR_BUTTON))
    button.setObjectName("priorWeightsButton")
    button.setCheckable(True)
    button.setToolTip(language.tr(PRIOR_BUTTON_TIP))
    button.setChecked(model.has_prior())
    button.toggled.connect(lambda on: model.set_prior_column(on) if on != model.has_prior() else None)
    model.modelReset.connect(lambda: button.setChecked(model.has_prior()))
    return prior_row(workspace, button)


def header_title() -> str:
    return language.tr(PRIOR_HEADER)


def header_tip() -> str:
    return language.tr(PRIOR_HEADER_TIP)
