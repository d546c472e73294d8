"""Numbers on screen as the summary says them (issue 30, item 7): probability axes tick in percent through the one
formatter (core.formatting.percent_ticks), never as raw fractions (0.0035, 0.2) beside a summary's "82%", and
never as one label repeated ("0.00" four times); log axes keep their decades; the α box shows what people type."""
import pytest

pytest.importorskip("PySide6")

from PySide6.QtGui import QImage, QPainter

from expmech_gui.core import formatting
from expmech_gui.ui import language
from expmech_gui.ui.widgets.plots import kit
from guihelp import load, settled


def shown_ticks(axis) -> list[str]:
    """The tick labels the axis paints now (pyqtgraph's own draw specs)."""
    image = QImage(10, 10, QImage.Format_ARGB32)
    painter = QPainter(image)
    try:
        specs = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return [text for _rect, _flags, text in specs[2]] if specs else []


def test_percent_ticks_keep_the_step_s_decimals_and_never_repeat():
    assert formatting.percent_ticks([0, 0.05, 0.1, 0.2], 0.05) == ["0%", "5%", "10%", "20%"]
    assert formatting.percent_ticks([0.003, 0.0035, 0.004], 0.0005) == ["0.30%", "0.35%", "0.40%"]
    assert formatting.percent_ticks([-0.02, 1.0], 0.5) == ["−2%", "100%"]
    labels = formatting.percent_ticks([0.001, 0.002, 0.003, 0.004], 0.01)  # a step coarser than the values
    assert len(set(labels)) == 4 and all(t.endswith("%") for t in labels)


def test_a_probability_axis_ticks_in_percent_and_a_log_axis_keeps_its_decades(qtbot):
    w = kit.new_plot_widget()
    qtbot.addWidget(w)
    plot = w.getPlotItem()
    kit.style_plot(plot, "Chance of each answer", "candidate", "probability")
    axis = plot.getAxis("left")
    assert axis.tickStrings([0.0, 0.1, 0.2], 1.0, 0.1) == ["0%", "10%", "20%"]
    assert plot.getAxis("bottom").tickStrings([1.0, 2.0], 1.0, 1.0) == ["1", "2"]  # not a probability
    plot.setLogMode(y=True)
    assert axis.tickStrings([-4.0, -2.0, 0.0], 1.0, 1.0) == ["0.0001", "0.01", "1"]


@pytest.mark.parametrize("key", ["pricing", "voting"])
def test_every_probability_axis_of_the_simulation_view_reads_in_percent(qtbot, window, key):
    window.resize(1280, 800)
    ws = load(qtbot, window, key)
    settled(qtbot, window)
    plots = ws.plots
    score = plots.score.plot
    chance_axis = "top" if plots.score.categories.horizontal else "right"  # above names listed on the left
    outputs_axis = "bottom" if plots.outputs.categories.horizontal else "left"
    axes = [score.getAxis(chance_axis), plots.outputs.plot.getAxis(outputs_axis)]
    try:
        # and after a switch of language and back: the chance axis above Voting's bars has no title, and setting its
        # title again in German lost its percent ("0,2 0,4", then "0.5" in English)
        for code in ("en", "de", "en"):
            window.language_actions[code].trigger()
            settled(qtbot, window)
            for axis in axes:
                labels = shown_ticks(axis)
                assert labels and all(t.endswith("%") for t in labels), (code, key, axis.labelText, labels)
                assert len(set(labels)) == len(labels), labels  # the revenue plot's right axis read "0.00" four times
    finally:
        language.install("en")


def test_the_recommended_alpha_is_written_as_people_type_it(qtbot, window):
    ws = load(qtbot, window, "pricing")
    ws.scenario_ui.use_recommended_alpha("lecture")
    text = ws.scenario_ui.alpha.text()
    assert len(text) <= 7, text  # 0.00332, not 0.00332226 or 0.0033222591
