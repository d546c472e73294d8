"""The summary's names beside or above their values (summary.SummaryPanel._arrange): decided from the panel's width
in characters of its font, so on a resize and on a change of type with no resize (F11's presentation type)."""
import pytest

pytest.importorskip("PySide6")

from expmech_gui.ui import theme
from expmech_gui.ui.widgets.summary import STACK_BELOW_CHARS, SummaryPanel

pytestmark = pytest.mark.gui


def test_a_larger_type_without_a_resize_puts_the_names_above_their_values(qtbot):
    """A page not on screen (a tab behind) gets no resize when the type doubles: it kept two columns of words in
    double type, whose least width widened the window, until it was shown."""
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    width = STACK_BELOW_CHARS * panel.fontMetrics().averageCharWidth() + 20  # two columns at the normal type
    panel.setFixedSize(width, 900)
    panel.show()
    qtbot.waitExposed(panel)
    assert panel.stacked is False
    panel.hide()  # its tab behind another
    try:
        theme.set_scale(theme.PRESENTATION_SCALE)  # every font twice the size; the panel's size stays
        assert (panel.width(), panel.height()) == (width, 900) and panel.isHidden()
        assert panel.stacked is True  # arranged for the new type at once, not when next resized
        grid = panel.grid
        name, value = (grid.getItemPosition(grid.indexOf(w)) for w in (panel.names["opt"], panel.labels["opt"]))
        assert value[0] == name[0] + 1 and name[1] == value[1] == 0  # the name above its value, the whole width
    finally:
        theme.set_scale(1.0)
    assert panel.stacked is False
