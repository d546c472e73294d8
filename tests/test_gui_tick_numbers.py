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
            ["$2,40", "−1.234,5", "50,5\u00a0%", "1e-06", "Fig. 2", "A, B"]
    finally:
        language.install("en")


def test_negative_ticks_have_the_true_minus_sign_and_read_back_in_either_language(qtbot):
    """Every axis writes a negative number with the true minus sign U+2212, as the reference lines ("−ε/2") and the
    words do: pyqtgraph wrote "-0.4". German keeps its decimal comma ("−0,5"); the description and the data table
    say the same negative numbers."""
    from expmech_gui.core.formatting import MINUS
    from expmech_gui.ui.widgets.plots.data_table import plot_table
    from expmech_gui.ui.widgets.plots.described import describe
    from expmech_gui.ui.widgets.plots.kit import legend, new_plot_widget

    configure_plots()
    widget = new_plot_widget()
    qtbot.addWidget(widget)
    widget.resize(640, 480)
    plot = widget.getPlotItem()
    curve = pg.PlotDataItem([1.0, 2.0, 3.0], [-0.4, -0.2, -0.8])
    plot.addItem(curve)
    legend(plot).addItem(curve, "loss")
    plot.setYRange(-1.0, 1.0, padding=0)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.waitUntil(lambda: len(tick_texts(widget, "left")) >= 3)
    left = tick_texts(widget, "left")
    assert "−0.5" in left and not any("-" in text for text in left), left
    assert all(-1.0 <= float(text.replace(MINUS, "-")) <= 1.0 for text in left)  # each reads back as its number
    assert "loss: highest −0.2 at 2." in describe(plot)
    assert plot_table(plot)[1] == [["1", "−0.4"], ["2", "−0.2"], ["3", "−0.8"]]
    try:
        language.install("de")
        german = tick_texts(widget, "left")
    finally:
        language.install("en")
    assert german == [text.replace(".", ",") for text in left] and "−0,5" in german, german


def test_a_chance_axis_labels_no_tick_above_100_or_below_0_percent(qtbot):
    """Top-k's "chance to be among the 3" axis, its range running on past 100% to hold the highlight, read 110%,
    120%: a chance is never more than 100%, so ticks there have no label (their grid line stays)."""
    from expmech_gui.ui.widgets.plots.kit import new_plot_widget, style_plot

    configure_plots()
    plot = new_plot_widget()
    qtbot.addWidget(plot)
    plot.resize(480, 640)
    plot.plot([0, 1, 2], [0.2, 0.9, 1.0])
    style_plot(plot.getPlotItem(), "Chance to be among the 3 selected", "candidate", "chance")
    plot.setYRange(-0.1, 1.25, padding=0)
    plot.show()
    qtbot.waitExposed(plot)
    qtbot.waitUntil(lambda: "100%" in tick_texts(plot, "left"))
    shown = [t for t in tick_texts(plot, "left") if t]
    assert shown and all(0 <= float(t.rstrip("%").replace("−", "-")) <= 100 for t in shown), shown
