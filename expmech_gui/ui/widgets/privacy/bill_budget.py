"""The session's privacy budget, set in the bill (issue 31, section 3): ε and δ typed, empty ε for no budget.
A release past it is refused (ui.workspaces.releasing) unless the user overrides it explicitly. The boxes are the
app's number boxes (NumberField): German shows and reads "0,5", the budget stored is the same in every language."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QWidget

from ....core.number_error import NumberError
from ....core.problem import ProblemError
from ....io.session_ledger import check_budget
from ....release_record import budget_left_sentence, spent_total
from ..number_field import NumberField
from ..text import WrappingLabel
from .common import red
from ....core.translatable import message, translatable
from ... import language
from ...language import tr

BUDGET_TIP = (translatable(
    "The session's privacy budget: a release that would bring the total above it is refused, unless you "
              "override it (the ledger records that). Leave ε empty for no budget."))


class BudgetBox(QWidget):
    """Two fields, ε and δ of the budget, a bar of the share spent and what is left in words; ``changed`` once the
    session's budget changed."""

    changed = Signal()

    def __init__(self, session_ledger, parent=None) -> None:
        super().__init__(parent)
        self.session_ledger = session_ledger  # a callable: the workspace's SessionLedger now
        self.epsilon = NumberField("", budget_epsilon, BUDGET_TIP, label="ε")  # empty: no budget
        self.epsilon.setObjectName("budgetEpsilon")
        self.epsilon.setPlaceholderText(translatable("none"))
        self.delta = NumberField("1e-6", budget_delta, BUDGET_TIP, label="δ")
        self.delta.setObjectName("budgetDelta")
        self.problem = QLabel("")
        self.bar = QProgressBar()  # the share of the budget spent (full, and past it, once overspent)
        self.bar.setObjectName("budgetBar")
        self.bar.setRange(0, 1000)
        self.bar.setTextVisible(False)
        self.bar.setMaximumWidth(120)
        self.left = WrappingLabel("")  # what is left, in words
        self.left.setObjectName("billBudgetLeft")
        for field in (self.epsilon, self.delta):
            field.setMaximumWidth(80)
            field.editingFinished.connect(self.apply)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(QLabel(translatable("Budget ε")))
        row.addWidget(self.epsilon)
        row.addWidget(QLabel("δ"))
        row.addWidget(self.delta)
        row.addWidget(self.problem)
        row.addWidget(self.bar)
        row.addWidget(self.left, 1)
        self.show_budget()
        session_ledger().changed.connect(self.show_budget)  # Open, New, or the budget set in another workspace

    def show_budget(self) -> None:
        """The fields as the session's budget is (after Open, New, or another workspace set it)."""
        budget = self.session_ledger().budget
        if self.epsilon.hasFocus() or self.delta.hasFocus():
            return  # never under the user's typing
        if budget is not None:
            self.epsilon.setText(f"{budget[0]:g}")
            self.delta.setText(f"{budget[1]:g}")
        elif self.epsilon.text().strip():
            self.epsilon.setText("")

    def show_left(self, entries) -> None:
        """What is left of the budget after ``entries``, in words and on the bar (hidden without a budget)."""
        budget = self.session_ledger().budget
        self.bar.setVisible(budget is not None)
        if budget is None:
            self.left.setText(tr("No budget: type one to have releases past it refused."))
            return
        spent = spent_total(entries, budget[1])
        self.bar.setValue(min(1000, round(1000 * spent / budget[0])))
        self.bar.setToolTip(tr("{share}% of the budget spent").format(share=f"{100 * spent / budget[0]:.0f}"))
        self.left.setText(language.shown(budget_left_sentence(entries, budget)))

    def apply(self) -> None:
        """The typed budget becomes the session's; a refused one is said in red and changes nothing."""
        try:
            text = self.epsilon.typed().strip()
            budget = None if not text else check_budget(_number(text), _number(self.delta.typed()))
        except (ProblemError, NumberError) as exc:  # each a sentence in words
            self.problem.setText(red(str(exc)))
            return
        self.problem.setText("")
        ledger = self.session_ledger()
        if budget != ledger.budget:
            ledger.set_budget(budget)
            self.changed.emit()

    def set_budget(self, epsilon: float | None, delta: float = 1e-6) -> None:
        """Type a budget and apply it (as the user does)."""
        self.epsilon.setText("" if epsilon is None else f"{epsilon:g}")
        self.delta.setText(f"{delta:g}")
        self.apply()


def _number(text: str) -> float:
    """A budget box's number as typed (its decimal comma already a point: NumberField.typed); ProblemError in
    words for anything else."""
    try:
        return float(text.strip().replace("−", "-"))
    except ValueError:
        raise ProblemError(message("the budget's ε and δ must be numbers (ε greater than 0, δ from 0 to less than "
                                   "1)")) from None


def budget_epsilon(text: str) -> float | None:
    """The ε box's budget (None: empty, no budget); ProblemError naming the allowed range."""
    return check_budget(_number(text), 0.0)[0] if text.strip() else None


def budget_delta(text: str) -> float:
    """The δ box's budget δ; ProblemError naming the allowed range."""
    return check_budget(1.0, _number(text))[1]
