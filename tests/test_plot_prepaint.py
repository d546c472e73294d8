"""A plot's axes drawn ahead of its paint (presentation mode's switch draws them a plot a step, issue 36 §3: the one
repaint at its end drew every axis on screen, 45–50 ms of the GUI thread): the plot then looks exactly as when its
paint draws them."""
import numpy as np
import pytest

from expmech_gui.ui.widgets.plots import kit, prepaint

pytestmark = [pytest.mark.gui]


def _changed(widget) -> list:
    """Every visible axis without its picture, as after a change of its font or size (pyqtgraph's own way)."""
    items = [axis["item"] for axis in widget.getPlotItem().axes.values() if axis["item"].isVisible()]
    for item in items:
        item.picture = None
        item.update()
    return items


def test_axes_drawn_ahead_look_as_when_the_paint_draws_them(qtbot):
    widget = kit.new_plot_widget()
    qtbot.addWidget(widget)
    kit.style_plot(widget.getPlotItem(), "Revenue at each price", "Price", "Revenue", "$", "$")
    widget.getPlotItem().plot(np.linspace(1, 50, 200), np.sqrt(np.arange(200.0)))
    widget.resize(480, 320)
    widget.show()
    qtbot.waitExposed(widget)
    _changed(widget)
    painted = widget.grab().toImage()  # its paint drew the axes
    items = _changed(widget)
    prepaint.axes(widget)
    assert len(items) == 2 and all(item.picture is not None for item in items)
    assert widget.grab().toImage() == painted  # its paint replayed them
