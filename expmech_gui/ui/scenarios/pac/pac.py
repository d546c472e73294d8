"""The Learning workspace's own UI: a menu for the concept class, a table that keeps the distribution its data
states (through edits, undo and sessions) and the Learning view."""
from __future__ import annotations

from ....core.translatable import translatable
from ....scenarios.pac import concepts as pac
from ....core.problem import ProblemError
from ....scenarios.pac import pac as scenario
from ...widgets.choice import ChoiceBox, as_menu
from ...widgets.rows_model import RowsModel
from .. import ScenarioUI


class DistributionRowsModel(RowsModel):
    """The rows table plus the line stating the distribution the data was drawn from (None: unknown). A table
    edit keeps it: the true error is a property of that distribution, not of the sample."""

    def __init__(self, sc, parent=None) -> None:
        self.distribution: str | None = None
        super().__init__(sc, parent)

    def set_dataset(self, dataset) -> None:
        self.distribution = dataset.truth.text() if dataset.truth is not None else None
        super().set_dataset(dataset)

    def to_session(self, compact: bool = False) -> dict:
        return {**super().to_session(compact), **({"distribution": self.distribution} if self.distribution else {})}

    def from_session(self, data: dict) -> None:
        self.distribution = data.get("distribution")
        super().from_session(data)

    def snapshot(self):
        return super().snapshot(), self.distribution

    def restore(self, snap) -> None:
        rows, self.distribution = snap
        super().restore(rows)

    def dataset(self):
        if not self._rows:
            return None, 0, self.NO_DATA
        try:
            data, excluded = self.scenario.table.dataset(
                {"rows": [list(r) for r in self._rows], "distribution": self.distribution})
        except (ProblemError, ValueError) as exc:
            return None, len(self.invalid_rows()), str(exc)
        return data, excluded, ""


class UI(ScenarioUI):
    def table_model(self):
        return DistributionRowsModel(self.scenario)

    def setting_widgets(self, panel, form) -> dict:
        boxes = super().setting_widgets(panel, form)
        setting = self.scenario.setting("concepts")
        as_menu(form, boxes, "concepts", ChoiceBox(setting.label, setting.tooltip, pac.CLASS_TITLES, pac.CLASS_NAMES,
                                                   pac.parse_class))
        return boxes

    def extra_views(self) -> tuple:
        """The learning view: the learned concept's error (exact and simulated), error against n, the bound."""
        from .view import LearningView

        return (("learning_view", lambda inputs: LearningView(inputs, scenario.setup), translatable("Learning")),)
