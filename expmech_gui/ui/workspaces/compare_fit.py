"""How the Compare window fits its screen in any language and type (presentation mode doubles every font; German
words are longer): its controls flow onto further lines where a line is too narrow (widgets/flow.py) instead of
running past the window's right edge — each setting's name stays beside its box — the names box is as wide as its
names, the table as tall as all its rows with its column titles whole and its columns within its width
(compare_columns.py), and the window's content
scrolls up and down when it is taller than the window (widgets/scrolling.py PageScroll, as the views' pages do).
In German presentation type at 1280×800 its two rows of controls made it 2,663 px wide, the names box elided."""
from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QTableWidget, QWidget

from .. import theme
from ..language import DATA_ITEMS
from ..widgets.flow import FlowLayout
from ..widgets.plots.kit import present_plot
from .compare_columns import fit_columns

PLOT_LEAST = 180  # px of the plot at the least in normal type (twice that in presentation): the legend and axes
# take most of its least height (plots/least_size.py), the curves would be a strip
NAME_CHARACTERS = 48  # a longer candidate name is elided in the names box (the window stays within the screen)


class NamesBox(QComboBox):
    """The candidates' names (never translated: ``language.names_combo``), as wide as the widest name in the font in
    use — however many names its data gives it later, in presentation type too — up to NAME_CHARACTERS."""

    def __init__(self) -> None:
        super().__init__()
        self.setProperty(DATA_ITEMS, True)
        self.setSizeAdjustPolicy(QComboBox.AdjustToContents)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(min(hint.width(), self.fontMetrics().averageCharWidth() * NAME_CHARACTERS), hint.height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


class MessageLine(QLabel):
    """The window's message (computing, a refused input, no numbers), wrapped, and hidden while it has none (an
    empty line left a 25-px blank band under the controls)."""

    def __init__(self) -> None:
        super().__init__("")
        self.setWordWrap(True)
        self.hide()

    def setText(self, text: str) -> None:  # Qt's name
        super().setText(text)
        self.setVisible(bool(text))


def labelled(label: str, field: QWidget) -> QWidget:
    """``field`` with its name before it, one piece a flowing line never splits."""
    pair = QWidget()
    row = QHBoxLayout(pair)
    row.setContentsMargins(0, 0, 0, 0)
    row.addWidget(QLabel(label))
    row.addWidget(field)
    return pair


def flowing(*widgets: QWidget) -> FlowLayout:
    """A line of ``widgets`` that goes on to further lines where the window is too narrow, the layouts holding it
    given the height of all its lines."""
    line = FlowLayout()  # (its least height follows its width: every line counted)
    for widget in widgets:
        line.addWidget(widget)
    return line


def hold_every_row(table: QTableWidget, wrapping: tuple[int, ...] = (0,)) -> None:
    """The table's columns fitted to its width with their titles whole (compare_columns.fit_columns) and its height
    all its rows (the window scrolls instead of the table hiding a row under the others: up to four rows, each a few
    lines of a wrapped name in presentation type), the plot above it taking the rest (its curves need the room)."""
    fit_columns(table, wrapping)
    rows = sum(table.rowHeight(i) for i in range(table.rowCount()))
    bar = table.horizontalScrollBar().sizeHint().height()  # (German presentation type at 1280 px scrolls sideways)
    height = table.horizontalHeader().sizeHint().height() + rows + bar + 2 * table.frameWidth()
    table.setFixedHeight(height)  # and no taller: the rest of the window's height is the plot's


def present(view) -> None:
    """The plot's type follows presentation mode (theme.scale: every font twice its size), as the views' plots, and
    its least height the type's (the window scrolls rather than squeeze the curves to a strip)."""
    on = theme.scale() != 1.0
    plot = view.plot
    if getattr(plot, "presentation_on", False) != on:
        present_plot(plot, on)
    view.plot_widget.setMinimumHeight(round(PLOT_LEAST * theme.scale()))
