"""The *Privacy ledger* view (issue 31): every release of the session, newest first, in plain words, with
Export CSV (written atomically where io.targets allows)."""
from __future__ import annotations

import re

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QFileDialog, QHBoxLayout, QPushButton, QTableWidget, QTableWidgetItem,
                               QVBoxLayout, QWidget)

from ....core import formatting
from ....core.number_locale import localized_value
from ....io.csvio import atomic_write_text
from ....io.targets import check_target_file, os_failure
from ....release_record import (OVERRIDE_NOTE, PMW_RUN_OUTPUT, SYNTHETIC_TABLE_OUTPUT, budget_left_sentence,
                                ledger_csv, ledger_summary, mechanism_name, neighbours_name)
from ....core.privacy.attacker import STARTING_BELIEF
from ....release_risk import ledger_risk
from ...report.words import recorded
from ..text import WrappingLabel
from ..scrolling import scrolled_page
from .bill import DEFAULT_DELTA
from .common import red
from ....core.translatable import translatable
from ... import language
from ...language import shown, tr

COLUMNS = (translatable("When (UTC)"), translatable("Workspace"), translatable("Released"), translatable("ε set"),
           translatable("ε charged"), translatable("Counts as"), translatable("Mechanism"), translatable("Neighbours"),
           translatable("Override"))
DISJOINT_TIP = (translatable(
    "Only if it is true: releases on different data (told apart by a fingerprint of the rows that counted) "
                "are then composed apart (parallel composition) and the totals are those of the data that spent the "
                "most. By default everything released in the session is composed together, which is always safe."))
SHOWN_ROWS = 2000  # the newest entries in the table; the CSV holds them all
_PMW_RUN = re.compile(r"PMW run \(seed (\d+)\): ([\d,]+) answers")


def released_words(output: str) -> str:
    """What an entry released, as the ledger keeps it (English, with the data's names), in the current language:
    a top-k set's head ("Top 2 selected, in order: …"), a synthetic table, a PMW run, a released price in the
    language's separators ("$0,35"); a candidate's name as it is."""
    if output == SYNTHETIC_TABLE_OUTPUT:
        return tr(output)
    pmw = _PMW_RUN.fullmatch(output)
    if pmw:
        return shown(tr(PMW_RUN_OUTPUT).format(seed=pmw.group(1), count=pmw.group(2)))
    head, colon, names = output.partition(": ")
    said = recorded(head) if colon else head
    return f"{said}: {names}" if colon and said != head else localized_value(output, language.current())  # "$0,35"


def _row(entry, titles) -> list[str]:
    when = entry.time.replace("T", " ").split("+")[0]
    output = entry.output[:-len(OVERRIDE_NOTE)] if entry.output.endswith(OVERRIDE_NOTE) else entry.output
    counts = (tr("{count} release") if entry.releases == 1 else tr("{count} releases")).format(
        count=f"{entry.releases:,}") + (tr(", chosen one after another") if entry.adaptive else "")
    return [when, tr(titles.get(entry.workspace, entry.workspace)), released_words(output),
            *(language.shown(formatting.plain(e)) for e in (entry.epsilon_set, entry.epsilon_charged)),
            language.shown(counts), tr(mechanism_name(entry.mechanism, entry.workspace)),
            tr(neighbours_name(entry.neighbours)),
            tr("yes, by override") if entry.output.endswith(OVERRIDE_NOTE) else ""]


class LedgerView(QWidget):
    """A table of the session's ledger entries, newest first, its summary and Export CSV."""

    ledgerShown = Signal()

    def __init__(self, inputs, parent=None) -> None:
        super().__init__(parent)
        self.src = inputs
        self.summary = WrappingLabel("")
        self.summary.setObjectName("ledgerSummary")
        said = translatable("The datasets are disjoint (no person is in two of them): compose releases on "
                            "different data apart")
        self.disjoint = QCheckBox()  # its words beside it wrap (a check box's own text is one line: cut in German)
        self.disjoint.setAccessibleName(said)
        self.disjoint.setObjectName("ledgerDisjoint")
        self.disjoint_words = WrappingLabel(said)
        self.disjoint_words.mousePressEvent = lambda _event: self.disjoint.toggle()  # a click on the words ticks it
        self.disjoint.setToolTip(DISJOINT_TIP)
        self.disjoint.toggled.connect(lambda on: self.src.session_ledger().set_disjoint(on))
        self.risk = WrappingLabel("")  # what the total means for one person (release_risk; core.attacker's words)
        self.risk.setObjectName("ledgerRisk")
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setStretchLastSection(True)
        self.export_button = QPushButton(translatable("Export CSV…"))
        self.export_button.clicked.connect(self.export_dialog)
        self.message = WrappingLabel("")
        row = QHBoxLayout()
        row.addWidget(self.export_button)
        row.addWidget(self.message, 1)
        layout = QVBoxLayout(scrolled_page(self))  # taller than the room (presentation type): it scrolls
        layout.addWidget(self.summary)
        disjoint_row = QHBoxLayout()
        disjoint_row.addWidget(self.disjoint, 0, Qt.AlignTop)
        disjoint_row.addWidget(self.disjoint_words, 1)
        layout.addLayout(disjoint_row)
        layout.addWidget(self.risk)
        layout.addWidget(self.table, 1)
        layout.addLayout(row)
        self._titles: dict[str, str] = {}

    def set_presentation(self, on: bool) -> None:
        """The app's fonts already follow presentation mode; nothing of its own to scale."""

    def changeEvent(self, event) -> None:
        """A change of language (Qt's LanguageChange, once the new catalogue is in): the rows on screen are written
        again in it (their workspace, counts, mechanism, neighbours and what was released); a change of font
        (presentation mode): the columns sized again for it."""
        super().changeEvent(event)
        if event.type() == QEvent.FontChange:
            self.table.resizeColumnsToContents()
        if event.type() == QEvent.LanguageChange and self.isVisible() and self.table.rowCount():
            self.refresh()

    def refresh(self) -> None:
        from ....scenarios import SCENARIOS
        self._titles = {key: sc.title for key, sc in SCENARIOS.items()}
        ledger = self.src.session_ledger()
        entries = ledger.entries
        composed = ledger.composed
        risk = ledger_risk(composed, DEFAULT_DELTA, with_pld=False)  # on this thread: no FFT (tens of ms)
        self.disjoint.blockSignals(True)
        self.disjoint.setChecked(ledger.disjoint_data)
        self.disjoint.blockSignals(False)
        self.summary.setText(language.shown(" ".join(s for s in (ledger_summary(entries, ledger.disjoint_data),
                                                                 budget_left_sentence(composed, ledger.budget)) if s)))
        self.risk.setText(shown(risk.posterior_sentence(STARTING_BELIEF)) + " "
                          + tr("(Move the starting belief under Risk to one person.)"))
        self.risk.setToolTip(shown(risk.formula()))
        newest = list(reversed(entries))[:SHOWN_ROWS]
        self.table.setRowCount(len(newest))
        for i, entry in enumerate(newest):
            for j, text in enumerate(_row(entry, self._titles)):
                item = QTableWidgetItem(text)
                if j in (3, 4):
                    item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
                self.table.setItem(i, j, item)
        self.table.resizeColumnsToContents()
        self.export_button.setEnabled(bool(entries))
        self.ledgerShown.emit()

    def rows(self) -> list[list[str]]:
        """The table as shown (for tests and the report)."""
        return [[self.table.item(i, j).text() for j in range(self.table.columnCount())]
                for i in range(self.table.rowCount())]

    def export_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, tr("Export the privacy ledger"), "privacy-ledger.csv",
                                              "CSV (*.csv)")
        if path:
            self.export_csv(path)

    def export_csv(self, path: str) -> str | None:
        """Write the whole ledger as CSV; the problem in words (shown in red) or None."""
        try:
            check_target_file(path)
            atomic_write_text(path, ledger_csv(self.src.session_ledger().entries))
        except OSError as exc:
            said = os_failure(exc, path)
            self.message.setText(red(said))
            return said
        self.message.setText(tr("Wrote {path}").format(path=path))
        return None
