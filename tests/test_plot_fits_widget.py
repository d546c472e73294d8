"""A plot stays inside its widget after presentation mode (F11) is switched off: every legend row and the x-axis
title within the plot's visible rectangle, at 1280×800. A plot on a page not shown during presentation mode grew
to the larger type's minimum height and kept it: Pricing's "chosen output" plot came back 41 px taller than its
widget, its legend's last rows and its x-axis title below the widget's edge."""
import pyqtgraph as pg
import pytest
from PySide6.QtCore import QRect, QRectF

from guihelp import load_preset, make_window, settled

pytestmark = [pytest.mark.gui]

SCREEN = QRect(0, 0, 1280, 800)


def outside_the_plot(window) -> list[str]:
    """Each visible plot's legend rows and x-axis title that are (partly) outside what its widget shows."""
    found = []
    for widget in window.findChildren(pg.PlotWidget):
        if not widget.isVisible():
            continue
        plot = widget.getPlotItem()
        shown = QRectF(widget.mapToScene(widget.viewport().rect()).boundingRect()).adjusted(-1, -1, 1, 1)
        texts = [(f"legend row {label.text!r}", label) for legend in plot.childItems()
                 if isinstance(legend, pg.LegendItem) for _, label in legend.items if label.isVisible()]
        axis = plot.getAxis("bottom")  # (an upright title's text item has margins beyond the widget's edge)
        if axis.isVisible() and axis.label.isVisible() and axis.labelText:
            texts.append((f"x-axis title {axis.labelText!r}", axis.label))
        for what, item in texts:
            if not shown.contains(item.mapRectToScene(item.boundingRect())):
                found.append(f"{plot.titleLabel.text!r}: {what}")
    return found


@pytest.mark.parametrize("view", ["Privacy bill", "Simulation"])
def test_after_presentation_mode_every_legend_row_and_axis_title_is_inside_its_plot(qtbot, tmp_path, view):
    window = make_window(qtbot, tmp_path)
    window.showFullScreen = lambda: window.setGeometry(SCREEN)  # (offscreen: no window manager)
    window.showNormal = lambda: None
    window.setGeometry(SCREEN)
    ws = window.workspaces["pricing"]
    window.tabs.setCurrentWidget(ws)
    load_preset(qtbot, ws)
    ws.run_once()  # the simulated mean's line: one legend row more
    qtbot.waitUntil(lambda: ws.aggregate is not None and ws.aggregate.trials > 0)
    settled(qtbot, ws)
    runs = ws.views.currentIndex()
    assert outside_the_plot(window) == []
    # presentation mode switched on and off while another of the workspace's pages is shown, then back
    ws.views.setCurrentIndex(next(i for i in range(ws.views.count()) if ws.views.tabText(i) == view))
    settled(qtbot, ws)
    window.presentation.set_presentation(True)
    settled(qtbot, ws)
    window.presentation.set_presentation(False)
    settled(qtbot, ws)
    ws.views.setCurrentIndex(runs)
    settled(qtbot, ws)
    assert outside_the_plot(window) == []
