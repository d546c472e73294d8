"""One privacy ledger per session, shared by the window's workspaces: append-only (core.accounting.ledger.Ledger), with the
session's budget; ``changed`` after every release, budget change, New or Open."""
from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..core.accounting.ledger import Ledger, LedgerEntry


class SessionLedger(QObject):
    changed = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.ledger = Ledger()
        self.budget: tuple[float, float] | None = None  # (ε, δ), or None: no budget

    @property
    def entries(self) -> tuple[LedgerEntry, ...]:
        return self.ledger.entries

    def append(self, entry: LedgerEntry) -> None:
        """Record one release (never removed: undo does not take a release back)."""
        self.ledger.append(entry)
        self.changed.emit()

    def set_budget(self, budget: tuple[float, float] | None) -> None:
        if budget != self.budget:
            self.budget = budget
            self.changed.emit()

    def replace(self, ledger: Ledger, budget: tuple[float, float] | None) -> None:
        """A session's ledger and budget (Open, New, a restored autosave) in place of this one."""
        self.ledger, self.budget = ledger, budget
        self.changed.emit()
