"""The views' tab bar: every tab's full name when all fit, else every tab's short name, and when even those do not
fit (presentation mode's large font at 1280 px) scroll arrows — never a name cut mid-word (beside the Formulas dock
at 1280 px the tabs read "Simul…", "Privac…", "ε-s…", "α trad…"; in presentation "Persoi", "Ledge")."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QStyleOptionTab, QTabBar

from ...core.translatable import translatable

# the short names, in words, of the views (presentation mode shows them too: presenting.py)
SHORT_TABS = {  # a view not named here keeps its own (short) name
    translatable("Simulation"): translatable("Runs"), translatable("Privacy: one person"): translatable("Person"),
    translatable("Privacy bill"): translatable("Bill"), translatable("ε-sweep"): translatable("Sweep"),
    translatable("Privacy ledger"): translatable("Ledger"), translatable("Risk to one person"): translatable("Risk"),
    translatable("Strategic bidder"): translatable("Misreport"),
    translatable("Strategic voter"): translatable("Misreport"),
    translatable("α trade-off"): translatable("α"), translatable("Calibration"): translatable("Range")}


class ViewTabBar(QTabBar):
    """Tabs named in full while the full names fit the tab widget's width, else by SHORT_TABS (a name not there
    keeps its own); the tab text (``tabText``) and its tooltip stay the full name."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.short = False

    def full_width(self) -> int:
        return sum(super(ViewTabBar, self).tabSizeHint(i).width() for i in range(self.count()))

    def _room(self) -> int:
        parent = self.parentWidget()
        return parent.width() if parent is not None else self.width()

    def shown_text(self, index: int) -> str:
        """The name the tab shows now."""
        text = self.tabText(index)
        return SHORT_TABS.get(text, text) if self.short else text

    def tabSizeHint(self, index: int) -> QSize:  # noqa: N802 — Qt's name
        hint = super().tabSizeHint(index)
        text = self.tabText(index)
        if not self.short or SHORT_TABS.get(text, text) == text:
            return hint
        metrics = self.fontMetrics()
        return QSize(hint.width() - metrics.horizontalAdvance(text) + metrics.horizontalAdvance(SHORT_TABS[text]),
                     hint.height())

    def tabInserted(self, index: int) -> None:  # noqa: N802 — Qt's name
        super().tabInserted(index)
        self.refit()

    def initStyleOption(self, option: QStyleOptionTab, index: int) -> None:  # noqa: N802 — Qt's name
        super().initStyleOption(option, index)
        if self.short:
            option.text = self.shown_text(index)

    def shown_width(self) -> int:
        return sum(self.tabSizeHint(i).width() for i in range(self.count()))

    def refit(self) -> None:
        """Short names when the full ones do not fit the room, full names again when they do; scroll arrows (and no
        eliding) when even the short names do not fit."""
        room = self.full_width() > self._room()
        crowded = room and self._shorter_width() > self._room()
        if room != self.short or crowded != self.usesScrollButtons():
            self.short = room
            self.setUsesScrollButtons(crowded)
            self.setElideMode(Qt.ElideNone if crowded else Qt.ElideRight)  # lays the tabs (and the bar) out again

    def _shorter_width(self) -> int:
        was, self.short = self.short, True
        try:
            return self.shown_width()
        finally:
            self.short = was


class _RoomWatch(QObject):
    def __init__(self, bar: ViewTabBar) -> None:
        super().__init__(bar)
        self.bar = bar

    def eventFilter(self, obj, event) -> bool:
        if event.type() in (QEvent.Resize, QEvent.FontChange, QEvent.Show):
            self.bar.refit()
        return False


def install(tab_widget) -> ViewTabBar:
    """Give ``tab_widget`` (before its first tab) a ViewTabBar that watches the tab widget's width."""
    bar = ViewTabBar()
    tab_widget.setTabBar(bar)
    tab_widget.installEventFilter(_RoomWatch(bar))
    return bar
