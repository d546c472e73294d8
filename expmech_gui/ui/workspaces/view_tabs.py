"""The views' tab bar: every tab's name whole, without scroll arrows. Full names when they fit, else every tab's
short name; in presentation mode (whose type is twice the normal size) the tabs are closer together and their type
steps down from the presentation size towards the normal one until the names fit (Pricing's eight German names
beside its columns at 1280 px: "Läufe … Falschangabe α" needed 866 px of 597 and scrolled, cutting "Risiko").
Scroll arrows only when even the short names in normal type do not fit — never a name cut mid-word (beside the
Formulas dock at 1280 px the tabs read "Simul…", "Privac…"; in presentation "Persoi", "Ledge")."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionTab, QTabBar

from ...core.translatable import translatable
from .. import theme

# the short names, in words, of the views (presentation mode shows them too: presenting.py)
ENGLISH_SHORT_TABS = {  # a view not named here keeps its own (short) name
    translatable("Simulation"): translatable("Runs"), translatable("Privacy: one person"): translatable("Person"),
    translatable("Privacy bill"): translatable("Bill"), translatable("ε-sweep"): translatable("Sweep"),
    translatable("Privacy ledger"): translatable("Ledger"), translatable("Risk to one person"): translatable("Risk"),
    translatable("Strategic bidder"): translatable("Misreport"),
    translatable("Strategic voter"): translatable("Misreport"),
    translatable("α trade-off"): translatable("α"), translatable("Calibration"): translatable("Range")}
SHORT_TABS = dict(ENGLISH_SHORT_TABS)  # the same in the language in use (short_names_in)


def short_names_in(tr) -> None:
    """SHORT_TABS for the language ``tr`` translates into, made again from the English names at each switch: the
    English full names (a view built but not yet translated) and the translated ones, whose short names win where
    the two are one word (German "Simulation" is "Läufe" short; added to the English map, it had stayed "Läufe" in
    English after a switch back)."""
    SHORT_TABS.clear()
    SHORT_TABS.update(ENGLISH_SHORT_TABS)
    SHORT_TABS.update({tr(english): tr(short) for english, short in ENGLISH_SHORT_TABS.items()})


COMPACT_SPACE = 12  # px of room beside a tab's name in presentation mode, both sides together (Fusion's: 24)


class _TabStyle(theme.ThemedStyle):
    """The app's style with the tabs closer together (COMPACT_SPACE) while the bar is ``compact``; set on the views'
    tab bars alone (a pixel metric answered in Python for every widget slowed the start: theme.SliderStyle)."""

    def pixelMetric(self, metric, option=None, widget=None):
        if metric == QStyle.PM_TabBarTabHSpace and getattr(widget, "compact", False):
            return COMPACT_SPACE
        return super().pixelMetric(metric, option, widget)


_tab_style: list = []


class ViewTabBar(QTabBar):
    """Tabs named in full while the full names fit the tab widget's width, else by SHORT_TABS (a name not there
    keeps its own); the tab text (``tabText``) and its tooltip stay the full name. In presentation mode the bar is
    ``compact`` and its type the largest step at which the names fit (``refit``)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.short = False
        self.compact = False
        if not _tab_style:
            _tab_style.append(_TabStyle("Fusion"))
        self.setStyle(_tab_style[0])

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

    def width_in(self, font: QFont, short: bool) -> int:
        """The bar's width with the full (or short) names in ``font``: each tab's hint less its name in the bar's
        font plus the name in ``font`` (the rest of a tab — its margins — does not follow the font)."""
        now, then = self.fontMetrics(), QFontMetrics(font)
        total = 0
        for i in range(self.count()):
            text = self.tabText(i)
            shown = SHORT_TABS.get(text, text) if short else text
            total += (super().tabSizeHint(i).width() - now.size(Qt.TextShowMnemonic, text).width()
                      + then.size(Qt.TextShowMnemonic, shown).width())
        return total

    def _fonts(self, compact: bool) -> list[QFont]:
        """The type the tabs may take, largest first: the tab widget's; in presentation also its steps down to
        the normal size (theme.type_steps)."""
        parent = self.parentWidget()
        base = QFont(parent.font() if parent is not None else self.font())
        return theme.type_steps(base) if compact else [base]

    def refit(self) -> None:
        """Full names when they fit the room, else the short names; in presentation mode the largest type (a step
        at a time) at which either fits; scroll arrows (and no eliding) only when nothing does."""
        compact = theme.scale() > 1
        if compact != self.compact:
            self.compact = compact
            QApplication.sendEvent(self, QEvent(QEvent.StyleChange))  # the tabs measured again with the new space
        room = self._room()
        fonts = self._fonts(compact)
        choice = next(((font, short) for font in fonts for short in (False, True)
                       if self.width_in(font, short) <= room), None)
        crowded = choice is None
        font, short = choice or (fonts[-1], True)
        wanted = font if font != fonts[0] else None  # the first: the tab widget's own, followed as it changes
        own = self.font() if self.testAttribute(Qt.WA_SetFont) else None
        if wanted != own:
            self.setFont(wanted if wanted is not None else QFont())  # (an empty font: the tab widget's again)
        if short != self.short or crowded != self.usesScrollButtons():
            self.short = short
            self.setUsesScrollButtons(crowded)
            self.setElideMode(Qt.ElideNone if crowded else Qt.ElideRight)  # lays the tabs (and the bar) out again


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
