"""A plot's right-click menu, made when first asked for (ui/widgets/plots/menu_on_demand.py): the same entries and
the view's settings as pyqtgraph's own menu shows them."""
import pytest

from expmech_gui.ui.application import configure_plots
from expmech_gui.ui.widgets.plots import kit
from expmech_gui.ui.widgets.plots.kit import new_plot_widget

pytestmark = pytest.mark.gui


def test_a_plots_menu_is_made_on_the_first_right_click_with_the_views_settings(qtbot):
    configure_plots()
    widget = new_plot_widget()
    qtbot.addWidget(widget)
    view = widget.getPlotItem().getViewBox()
    kit.style_plot(widget.getPlotItem(), "Title", "x", "y")  # (it enables the menu)
    assert view.menu is None and view.menuEnabled()  # not made with the plot
    view.setXRange(2, 5, padding=0)  # a range set by hand, then the menu asked for
    menu = view.getMenu(None)
    assert menu is view.menu and view.getMenu(None) is menu  # made once
    assert [action.text() for action in view.getContextMenus(None)] == ["View All", "X axis", "Y axis", "Mouse Mode"]
    x_panel = menu.ctrl[0]
    assert x_panel.manualRadio.isChecked() and float(x_panel.minText.text()) == 2
    view.setMenuEnabled(False)
    assert view.getContextMenus(None) == [] and view.getMenu(None) is None
