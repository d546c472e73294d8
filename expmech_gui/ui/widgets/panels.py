"""Run controls and the data editor of a workspace."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView, QHBoxLayout, QHeaderView, QLabel, QProgressBar, QPushButton,
    QTableView, QToolButton, QVBoxLayout, QWidget, QMenu, QApplication, QSizePolicy, QComboBox, QLineEdit,
    QStyledItemDelegate,
)

from ...core.translatable import message, translatable
from ...scenarios.framework.typed_tables import PasteError
from ...core.decimal_comma import typed_text
from ...core.numbers import NumberError
from .. import language, theme
from ..accessibility import announce
from ..catalogue import tr
from .flow import FlowLayout
from .held_height import HeldHeight
from .dialogs import warn_plain
from .text import WrappingLabel

BACKGROUND_PASTE_CHARS = 200_000  # a paste this long (about 10,000 rows) is parsed on a worker thread
RESULT_POINTS = 15  # the result line; presentation mode doubles it
RESULT_LINES = 2  # the result line is never shorter than this many lines
# the continuous run's speed dial: key, name, what it does
SPEEDS = (("slow", translatable("Slow motion"),
           translatable("One draw a second, each one animated: the histogram grows bar by bar")),
          ("full", translatable("Full speed"),
           translatable("Up to about half a million draws a second: fast, yet watchable")),
          ("unlimited", translatable("Unlimited"),
           translatable("As many draws as the machine makes (10^8 a second and more), shown 30 times a second")))
TABLE_NAME = translatable("{title} table")  # the data table's screen-reader name: "Votes per candidate table"


class RunControls(HeldHeight):
    """Run once, Run N, Start/Pause continuous, Reset, Cancel, a progress bar and the big result (its height held
    while new numbers are computed: ``hold``)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.run_once = QPushButton(translatable("Run once"))
        self.run_once.setToolTip(translatable("Release one private choice (Ctrl+R)"))
        self.run_n = QPushButton(translatable("Run N"))
        self.run_n.setToolTip(translatable("Simulate N independent runs (Ctrl+Enter)"))
        self.continuous = QPushButton(translatable("Start"))
        self.continuous.setToolTip(translatable("Run continuously; press again to pause (Space)"))
        self.continuous.setCheckable(True)
        self.speed = QComboBox()
        for key, name, tip in SPEEDS:
            self.speed.addItem(name, key)
            self.speed.setItemData(self.speed.count() - 1, tip, Qt.ToolTipRole)
        self.speed.setCurrentIndex(1)
        self.speed.setToolTip(translatable("How fast Start runs: slow motion, full speed or unlimited"))
        self.reset = QPushButton(translatable("Reset"))
        self.reset.setToolTip(translatable("Clear the simulated results (Ctrl+Shift+R)"))
        self.cancel = QPushButton(translatable("Cancel"))
        self.cancel.setToolTip(translatable("Stop the running simulation (Esc)"))
        self.cancel.setEnabled(False)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.progress.setTextVisible(True)
        self.progress.setMaximumWidth(220)
        self.progress.hide()
        # a long result takes more lines instead of losing its end, also where a splitter hides the height it
        # needs (a German result line in presentation mode needed a third line the layout did not give it)
        self.result = WrappingLabel("")
        self.result.setObjectName("bigResult")
        # room for two lines always: a one-line result after a two-line one (a refusal, then 'Press Run once' on
        # an import) no longer shrinks the controls, which resized and repainted all four plots (issue 36 §3)
        self.result.least_lines = RESULT_LINES
        self.set_points(RESULT_POINTS)
        self.result.setTextFormat(Qt.RichText)
        self.result.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Minimum)
        self._render = None  # what the result line shows, as a function of the theme and the font size
        theme.changes().changed.connect(self.rerender)
        self.show_text(lambda: language.tr("Press <b>Run once</b> to make one private choice"))
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(2)
        row = FlowLayout()  # a second line where the names do not fit one (German, presentation mode)
        for b in (self.run_once, self.run_n, self.continuous, self.speed, self.reset, self.cancel, self.progress):
            row.addWidget(b)
        outer.addLayout(row)
        outer.addWidget(self.result)

    def speed_key(self) -> str:
        """The speed dial's setting: "slow", "full" or "unlimited"."""
        return self.speed.currentData()

    def set_speed(self, key: str) -> None:
        index = self.speed.findData(key)
        if index >= 0:
            self.speed.setCurrentIndex(index)

    def set_points(self, points: int) -> None:
        """The result line's font size (its rich text sizes the chosen value relative to it)."""
        font = QFont()
        font.setPointSize(points)
        self.result.setFont(font)

    def show_text(self, render, tooltip: str = "", localize: bool = True) -> None:
        """Show ``render`` on the result line: rich text, or a function giving it (called again when the theme
        or the font size changes, so colours and sizes written into it follow). ``localize``: its numbers are the
        formatter's, shown in the language's separators; False for a refusal, which core.translatable.message
        wrote in them already (and whose typed text must stay as typed)."""
        self._render, self._tooltip, self._localize = render, tooltip, localize
        self.rerender()

    def rerender(self, *_args) -> None:
        """The result line and its tooltip written again (a theme, font size or language changed)."""
        render, tooltip = self._render, getattr(self, "_tooltip", "")
        text = render() if callable(render) else render
        self.result.setText(language.shown(text) if getattr(self, "_localize", True) else text)
        self.result.setToolTip(language.shown(tooltip() if callable(tooltip) else tooltip))

    def set_enabled(self, ready: bool, running: str | None) -> None:
        self.run_once.setEnabled(ready and running is None)
        self.run_n.setEnabled(ready and running is None)
        self.continuous.setEnabled(ready and running in (None, "continuous"))
        self.continuous.blockSignals(True)
        self.continuous.setChecked(running == "continuous")
        self.continuous.blockSignals(False)
        self.continuous.setText(translatable("Pause") if running == "continuous" else translatable("Start"))
        self.reset.setEnabled(ready)
        self.cancel.setEnabled(running is not None)


class TypedCellDelegate(QStyledItemDelegate):
    """A typed cell is shown and edited in the language's separators ("3,01" in German; language.shown_number) and
    stored as the parsers read it: a decimal comma made a point in a decimal-comma language ("1,5" → "1.5"); a text
    with two readings ("1.234") is stored as typed, and its row says why it is refused."""

    def displayText(self, value, locale) -> str:  # noqa: N802 — Qt's name
        return language.shown_number(value) if isinstance(value, str) else super().displayText(value, locale)

    def setEditorData(self, editor, index) -> None:  # noqa: N802 — Qt's name
        value = index.data(Qt.EditRole)
        if isinstance(editor, QLineEdit) and isinstance(value, str):
            editor.setText(language.shown_number(value))
        else:
            super().setEditorData(editor, index)

    def setModelData(self, editor, model, index) -> None:  # noqa: N802 — Qt's name
        """Store the edit; when the cell is refused, say why to a screen reader (politely, once per edit): the
        sentence its tooltip gives, in the language in use."""
        self._store(editor, model, index)
        refused = getattr(model, "cell_error", None)
        if refused is not None and refused(index.row(), index.column()):
            announce(self.parent(), index.data(Qt.ToolTipRole) or "")

    def _store(self, editor, model, index) -> None:
        if isinstance(editor, QLineEdit) and language.decimal_comma():
            try:
                model.setData(index, typed_text(editor.text(), True), Qt.EditRole)
                return
            except NumberError:
                pass
        super().setModelData(editor, model, index)


class DataEditor(QWidget):
    """The table, its buttons (add/remove/import/export/presets/generate) and the excluded-rows count."""

    def __init__(self, model, title: str, parent=None) -> None:
        super().__init__(parent)
        self.model = model
        self.view = QTableView()
        self.view.setModel(model)
        self.view.setItemDelegate(TypedCellDelegate(self.view))
        self.view.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.view.setAlternatingRowColors(True)
        vh = self.view.verticalHeader()
        vh.setSectionResizeMode(QHeaderView.Fixed)  # no per-row measuring: a million rows stay fast
        vh.setDefaultSectionSize(22)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.horizontalHeader().setMinimumSectionSize(60)
        self.title = QLabel(f"<b>{title}</b>")
        self.editor_title = title
        self._name_table()
        self.paste_jobs = None  # the worker of long pastes, made on the first one
        self.excluded = QLabel("")
        self.excluded.setObjectName("excludedLabel")
        theme.set_role(self.excluded, "error")
        self.excluded.setWordWrap(True)

        self.add_button = QToolButton(text=translatable("+ Row"))
        self.add_button.setToolTip(translatable("Add a row after the selection (Ctrl+Shift+=)"))
        self.remove_button = QToolButton(text=translatable("− Rows"))
        self.remove_button.setToolTip(translatable("Remove the selected rows (Ctrl+Del)"))
        self.import_button = QToolButton(text=translatable("Import…"))
        self.import_button.setToolTip(translatable("Read a CSV file (File ▸ Import CSV)"))
        self.export_button = QToolButton(text=translatable("Export…"))
        self.export_button.setToolTip(translatable("Write the table to a CSV file"))
        self.preset_button = QToolButton(text=translatable("Presets"))
        self.preset_button.setPopupMode(QToolButton.InstantPopup)
        self.preset_menu = QMenu(self.preset_button)
        self.preset_button.setMenu(self.preset_menu)
        self.generate_button = QToolButton(text=translatable("Generate…"))
        self.generate_button.setToolTip(translatable("Synthetic data from a distribution, with a seed"))
        self.buttons = QHBoxLayout()
        self.buttons.setSpacing(3)
        for b in (self.add_button, self.remove_button, self.preset_button):
            self.buttons.addWidget(b)
        self.buttons.addStretch(1)
        self.file_buttons = QHBoxLayout()
        self.file_buttons.setSpacing(3)
        for b in (self.generate_button, self.import_button, self.export_button):
            self.file_buttons.addWidget(b)
        self.file_buttons.addStretch(1)
        self.extra_buttons = QHBoxLayout()
        self.extra_buttons.setSpacing(3)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.title)
        layout.addLayout(self.buttons)
        layout.addLayout(self.file_buttons)
        layout.addLayout(self.extra_buttons)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.excluded)

        paste = QShortcut(QKeySequence.Paste, self.view, context=Qt.WidgetWithChildrenShortcut)
        paste.activated.connect(self.paste_clipboard)
        delete = QShortcut(QKeySequence("Ctrl+Del"), self.view, context=Qt.WidgetWithChildrenShortcut)
        delete.activated.connect(self.remove_selected)
        self.add_button.clicked.connect(self.add_row)
        self.remove_button.clicked.connect(self.remove_selected)
        model.edited.connect(self.update_excluded)

    def _name_table(self) -> None:
        """The table's screen-reader name in the language of the moment (the title's words in the template's)."""
        self.view.setAccessibleName(tr(TABLE_NAME).format(title=tr(self.editor_title)))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self._name_table()
        super().changeEvent(event)

    def selected_rows(self) -> list[int]:
        return sorted({i.row() for i in self.view.selectionModel().selectedIndexes()})

    def add_row(self) -> None:
        rows = self.selected_rows()
        at = rows[-1] + 1 if rows else self.model.rowCount()
        self.model.insert_rows(at, 1)
        self.view.scrollTo(self.model.index(at, 0))
        self.view.setCurrentIndex(self.model.index(at, 0))

    def remove_selected(self) -> None:
        self.model.remove_rows(self.selected_rows())

    def paste_clipboard(self) -> int:
        """Paste at the current row; returns the rows pasted, or 0 when a long paste is parsed on a worker
        thread (the line under the table says so; the rows land when it is done)."""
        text = QApplication.clipboard().text()
        current = self.view.currentIndex()
        at = current.row() if current.isValid() else self.model.rowCount()
        plan = self.model.paste_plan(text, at) if len(text) >= BACKGROUND_PASTE_CHARS else None
        if plan is not None:
            self._paste_in_background(plan, self.model.revision, text, at)
            return 0
        try:
            return self.model.paste_text(text, at)
        except PasteError as exc:  # nothing was pasted: say why (the text may quote the user's cells)
            warn_plain(self, translatable("Paste refused"), str(exc))
            return 0

    def _paste_in_background(self, plan, revision: int, text: str, at: int) -> None:
        from ..worker import JobRunner

        if self.paste_jobs is None:
            self.paste_jobs = JobRunner(self, translatable("paste these rows"))
            self.paste_jobs.done.connect(self._pasted)
            self.paste_jobs.failed.connect(lambda message: (self.update_excluded(),
                                                            warn_plain(self, translatable("Paste refused"), message)))
        self._paste_request = (revision, text, at)
        lines = text.count("\n") + 1
        self.excluded.setText(message("Pasting {lines:,} rows…", lines=lines))

        def work(_progress, _cancelled):
            try:
                return "planned", plan()
            except PasteError as exc:  # refused: said as the parser says it
                return "refused", str(exc)

        self.paste_jobs.submit(work)

    def _pasted(self, result) -> None:
        """A background paste's rows, on the GUI thread: landed on the table it read, or planned again on the
        table as it now is when it changed meanwhile."""
        kind, payload = result
        revision, text, at = self._paste_request
        if kind == "refused":
            self.update_excluded()
            warn_plain(self, translatable("Paste refused"), payload)
        elif revision != self.model.revision:
            self._paste_in_background(self.model.paste_plan(text, at), self.model.revision, text, at)
        else:  # (the model's ``edited`` says how many rows are excluded: update_excluded, once)
            self.model.apply_paste(payload)

    def update_excluded(self) -> None:
        bad = len(self.model.invalid_rows())
        if not bad:
            self.excluded.setText("")
        elif bad == 1:
            self.excluded.setText(tr("1 invalid row excluded — hover a red cell for the reason"))
        else:
            self.excluded.setText(message("{bad:,} invalid rows excluded — hover a red cell for the reason", bad=bad))
