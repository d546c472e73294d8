"""A plot moved by its layout is moved on screen by copying its pixels, not painted again (issue 36 §3): a new line in
the summary moved the plots over ε below it, and each move repainted both (α = 10⁻⁷'s worst stall, 72–150 ms before,
34–48 ms after, bench_freezes alpha)."""
import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from guihelp import settled

pytestmark = pytest.mark.gui


class Paints(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, _watched, event) -> bool:
        if event.type() == QEvent.Paint:
            self.count += 1
        return False


def test_a_plot_moved_by_its_layout_is_not_painted_again(qtbot):
    from expmech_gui.ui.widgets.plots import kit

    page = QWidget()
    qtbot.addWidget(page)
    layout = QVBoxLayout(page)
    words = QLabel("a line")
    plot = kit.fresh_plot_widget()
    plot.getPlotItem().plot([1, 2, 3], [1, 3, 2])
    plot.setFixedHeight(150)
    layout.addWidget(words)
    layout.addWidget(plot)
    layout.addStretch(1)
    page.resize(400, 500)
    page.show()
    qtbot.waitExposed(page)
    settled(qtbot, page)
    paints = Paints()
    plot.viewport().installEventFilter(paints)
    moves = 0
    for lines in (2, 3, 1, 2, 3, 1, 2, 3, 1, 2):
        before = plot.y()
        words.setText("\n".join(["a line"] * lines))
        settled(qtbot, page, read=lambda: plot.y())
        moves += plot.y() != before
    assert moves == 10
    assert paints.count < moves / 2, f"{paints.count} paints for {moves} moves"  # (painted at every move: 10)
