"""One privacy ledger per session, shared by the window's workspaces: append-only (core.accounting.ledger.Ledger), with the
session's budget and whether the user stated the datasets are disjoint; ``changed`` after every release, budget
change, New or Open."""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from ..core.accounting.ledger import MAX_TEXT, Ledger, LedgerEntry
from ..release_record import OVERRIDE_NOTE, budget_refusal, composed_entries


class SessionLedger(QObject):
    changed = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.ledger = Ledger()
        self.budget: tuple[float, float] | None = None  # (ε, δ), or None: no budget
        self.disjoint_data = False  # only when the user states it: each data fingerprint composed apart

    @property
    def entries(self) -> tuple[LedgerEntry, ...]:
        return self.ledger.entries

    @property
    def composed(self) -> tuple[LedgerEntry, ...]:
        """The entries every total composes (release_record.composed_entries: all of them by default)."""
        return composed_entries(self.ledger.entries, self.disjoint_data)

    def set_disjoint(self, on: bool) -> None:
        if bool(on) != self.disjoint_data:
            self.disjoint_data = bool(on)
            self.changed.emit()

    def append(self, entry: LedgerEntry) -> None:
        """Record one release (never removed: undo does not take a release back)."""
        self.ledger.append(entry)
        self.changed.emit()

    def release(self, entry: LedgerEntry, confirm_override=None) -> str | None:
        """Record ``entry`` if the session's budget allows it; past the budget, only when ``confirm_override(
        refusal)`` (e.g. ui.workspaces.releasing.ask_override) says yes, and the entry then says so. Returns the
        refusal in words when nothing was recorded (the caller must then not publish), else None. The one call a
        release made outside a workspace (the room: release_record.room_entry) needs."""
        refusal = budget_refusal(self.ledger.entries, self.budget, entry, self.disjoint_data)
        if refusal is not None:
            if confirm_override is None or not confirm_override(refusal):
                return refusal
            entry = replace(entry, output=entry.output[:MAX_TEXT - len(OVERRIDE_NOTE)] + OVERRIDE_NOTE)
        self.append(entry)
        return None

    def set_budget(self, budget: tuple[float, float] | None) -> None:
        if budget != self.budget:
            self.budget = budget
            self.changed.emit()

    def replace(self, ledger: Ledger, budget: tuple[float, float] | None, disjoint_data: bool = False) -> None:
        """A session's ledger, budget and disjoint-data statement (Open, New, a restored autosave) in place of
        this one."""
        self.ledger, self.budget, self.disjoint_data = ledger, budget, bool(disjoint_data)
        self.changed.emit()
