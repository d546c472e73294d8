"""The plots' axis numbers in the language's separators (issue 35 §3): German "1.500" and "0,25" on the axes, a
category's name as typed, English unchanged."""
import pyqtgraph as pg
from PySide6.QtGui import QImage, QPainter

from expmech_gui.ui import language
from expmech_gui.ui.app import configure_plots
from expmech_gui.ui.widgets.plots.tick_numbers import shown_tick


def tick_texts(plot: pg.PlotWidget, name: str) -> list[str]:
    image = QImage(10, 10, QImage.Format_ARGB32)
    painter = QPainter(image)
    try:
        return [text for _rect, _flags, text in plot.getPlotItem().getAxis(name).generateDrawSpecs(painter)[2]]
    finally:
        painter.end()


def test_axis_numbers_follow_the_language_and_names_stay_as_typed(qtbot):
    configure_plots()
    plot = pg.PlotWidget()
    qtbot.addWidget(plot)
    plot.resize(640, 480)
    plot.plot([0, 1000, 2500], [0.0, 0.25, 0.5])
    plot.getPlotItem().getAxis("bottom").setTicks([[(0, "0"), (1000, "1,000"), (2500, "v1.2")]])
    plot.show()
    qtbot.waitExposed(plot)
    qtbot.waitUntil(lambda: len(tick_texts(plot, "bottom")) == 3)  # the view's range is set after the first show
    english_left, english_bottom = tick_texts(plot, "left"), tick_texts(plot, "bottom")
    assert english_bottom == ["0", "1,000", "v1.2"]
    assert "0.25" in english_left or "0.2" in english_left, english_left
    try:
        language.install("de")
        german_left, german_bottom = tick_texts(plot, "left"), tick_texts(plot, "bottom")
    finally:
        language.install("en")
    assert german_left == [t.replace(".", ",") for t in english_left], german_left
    assert german_bottom == ["0", "1.000", "v1.2"], german_bottom  # the category's name is data
    assert tick_texts(plot, "left") == english_left


def test_only_a_number_is_localized(qapp):  # language.install needs the application
    try:
        language.install("de")
        assert [shown_tick(t) for t in ("$2.40", "−1,234.5", "50.5%", "1e-06", "Fig. 2", "A, B")] == \
            ["$2,40", "−1.234,5", "50,5%", "1e-06", "Fig. 2", "A, B"]
    finally:
        language.install("en")
