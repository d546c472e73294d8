"""The Custom workspace's table (a candidate column, then the scores on D and on each neighbour D′: columns
added and removed with + Neighbour / − Neighbour) and its calibration view."""
from __future__ import annotations

from PySide6.QtWidgets import QToolButton

from ....core.translatable import translatable
from ....scenarios.custom import custom
from ....scenarios.framework import prior
from ....scenarios.framework.base import read_rows
from ...widgets.rows_model import RowsModel
from .. import ScenarioUI
from ..prior_column import add_prior_button, header_tip, header_title


class CustomModel(RowsModel):
    """Rows [candidate, (weight,) score on D, score on D′1, …]; the columns' names travel with the table (sessions,
    CSV). *Prior weights* adds the column called weight right after the candidate (custom.from_rows reads it as μ)."""

    def __init__(self, scenario, parent=None) -> None:
        super().__init__(scenario, parent)
        self.columns = ("candidate", *custom.default_columns(1))
        self.NO_DATA = translatable("no data yet: type each candidate's score on D and on its neighbours D′, "
                                    "import a CSV, load a preset or generate a family")

    @property
    def score_columns(self) -> tuple[str, ...]:
        """The columns after the candidate's name (the prior weight's among them, when shown)."""
        return self.columns[1:]

    def column_title(self, section: int) -> str:
        return header_title() if self._is_prior(section) else self.columns[section]

    def header_tooltip(self, section: int) -> str | None:
        return header_tip() if self._is_prior(section) else None

    def _is_prior(self, section: int) -> bool:
        return section > 0 and prior.is_weight_header(self.columns[section])

    def has_prior(self) -> bool:
        return any(self._is_prior(j) for j in range(len(self.columns)))

    def set_prior_column(self, on: bool) -> None:
        """Add the prior weights' column after the candidate (every weight 1: uniform, today's numbers) or drop it."""
        at = next((j for j in range(len(self.columns)) if self._is_prior(j)), None)
        if on and at is None:
            self.columns = (self.columns[0], "weight", *self.columns[1:])
            self._reset([[r[0], "1", *r[1:]] for r in self._rows])
        elif not on and at is not None:
            self.columns = self.columns[:at] + self.columns[at + 1:]
            self._reset([r[:at] + r[at + 1:] for r in self._rows])

    def _read(self, rows):
        return custom.from_rows(rows, self.score_columns)

    def _validate(self) -> None:
        self._errors = {}
        _dataset, errors, _failure = read_rows(self._rows, self._read)
        for row, exc in errors:
            self._mark(row, exc.column, exc.reason)

    def dataset(self):
        if not self._rows:
            return None, 0, self.NO_DATA
        try:
            return (*custom.table_dataset(self.to_session()), "")
        except Exception as exc:  # noqa: BLE001 — ProblemError or DataError: shown in words
            return None, len(self.invalid_rows()), str(exc)

    def to_session(self, compact: bool = False) -> dict:
        return {"columns": list(self.score_columns), "rows": [list(r) for r in self._rows]}

    def from_session(self, data: dict) -> None:
        self.columns = ("candidate", *data["columns"])
        self._reset([[str(c) for c in r] for r in data["rows"]])

    def snapshot(self):
        return self.columns, [list(r) for r in self._rows]

    def restore(self, snap) -> None:
        self.columns = snap[0]
        self._reset([list(r) for r in snap[1]])

    def set_dataset(self, dataset) -> None:
        self.from_session(self.scenario.table.from_dataset(dataset))

    def add_neighbour(self) -> None:
        """A new neighbour column D′k+1, starting as a copy of D's scores (edit it to make it differ)."""
        names = set(self.score_columns)
        k = len(self.score_columns)
        d = 1 + self.has_prior()  # D's column
        name = next(f"D′{j}" for j in range(k, 10 * k + 2) if f"D′{j}" not in names)
        self.columns = (*self.columns, name)
        self._reset([[*r, r[d] if len(r) > d else ""] for r in self._rows])

    def remove_neighbour(self) -> None:
        """Drop the last neighbour column (one always stays; the prior weight's is never the last)."""
        if len(self.score_columns) - self.has_prior() > 2 and not self._is_prior(len(self.columns) - 1):
            self.columns = self.columns[:-1]
            self._reset([r[:-1] for r in self._rows])


class UI(ScenarioUI):
    def table_model(self):
        return CustomModel(self.scenario)

    def attach(self, workspace) -> None:
        super().attach(workspace)
        add_prior_button(workspace)
        for text, slot, tip in ((translatable("+ Neighbour"), lambda: workspace.model.add_neighbour(),
                                 translatable("Add a neighbour D′ (a column of scores, starting as a copy of D's)")),
                                (translatable("− Neighbour"), lambda: workspace.model.remove_neighbour(),
                                 translatable("Remove the last neighbour column"))):
            b = QToolButton(text=text)
            b.setToolTip(tip)
            b.clicked.connect(lambda _checked=False, slot=slot: slot())
            workspace.editor.extra_buttons.addWidget(b)
        workspace.editor.extra_buttons.addStretch(1)

    def extra_views(self) -> tuple:
        """Calibration by sensitivity and by range: both pmfs and every pair's realised loss against ε."""
        from .calibration_view import CalibrationView

        return (("calibration_view", CalibrationView, translatable("Calibration")),)
