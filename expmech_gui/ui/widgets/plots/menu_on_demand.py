"""A plot's right-click menu made when first asked for (issue 36: a workspace's first showing and the cold start).

pyqtgraph makes each ViewBox's menu with the ViewBox — two panels of axis settings, a fifth of the time to make a
plot — though most plots are never right-clicked. ``MenuOnDemandViewBox`` makes it on the first right click (or
when anything asks for its entries), reading the view's state then, as pyqtgraph's own menu does when it opens.
"""
from __future__ import annotations

import pyqtgraph as pg
from pyqtgraph.graphicsItems.ViewBox.ViewBoxMenu import ViewBoxMenu

from ....core.translatable import translatable
from ... import language

# pyqtgraph's own words in a plot's right-click menu and its axis and plot settings (looked up by pyqtgraph in
# contexts of its own): marked here, translated from the catalogue when the menu opens (language.translate_menu)
PYQTGRAPH_TEXTS = (
    translatable("ViewBox options"),
    translatable("View All"),
    translatable("Mouse Mode"),
    translatable("3 button"),
    translatable("1 button"),
    translatable("X axis"),
    translatable("Y axis"),
    translatable("Plot Options"),
    translatable("Transforms"),
    translatable("Downsample"),
    translatable("Average"),
    translatable("Alpha"),
    translatable("Grid"),
    translatable("Points"),
    translatable("Link Axis:"),
    translatable("<html><head/><body><p>Links this axis with another view. When linked, both views will display the "
                 "same data range.</p></body></html>"),
    translatable("<html><head/><body><p>Percent of data to be visible when auto-scaling. It may be useful to decrease "
                 "this value for data with spiky noise.</p></body></html>"),
    translatable("<html><head/><body><p>Automatically resize this axis whenever the displayed data is "
                 "changed.</p></body></html>"),
    translatable("Auto"),
    translatable("<html><head/><body><p>Set the range for this axis manually. This disables automatic scaling. "
                 "</p></body></html>"),
    translatable("Manual"),
    translatable("<html><head/><body><p>Minimum value to display for this axis.</p></body></html>"),
    translatable("<html><head/><body><p>Maximum value to display for this axis.</p></body></html>"),
    translatable("<html><head/><body><p>Inverts the display of this axis. (+y points downward instead of "
                 "upward)</p></body></html>"),
    translatable("Invert Axis"),
    translatable("<html><head/><body><p>Enables mouse interaction (panning, scaling) for this axis.</p></body></html>"),
    translatable("Mouse Enabled"),
    translatable("<html><head/><body><p>When checked, the axis will only auto-scale to data that is visible along the "
                 "orthogonal axis.</p></body></html>"),
    translatable("Visible Data Only"),
    translatable("<html><head/><body><p>When checked, the axis will automatically pan to center on the current data, "
                 "but the scale along this axis will not change.</p></body></html>"),
    translatable("Auto Pan Only"),
    translatable("Display averages of the curves displayed in this plot. The parameter list allows you to choose "
                 "parameters to average over (if any are available)."),
    translatable("Plot only the portion of each curve that is visible. This assumes X values are uniformly spaced."),
    translatable("Clip to View"),
    translatable("If multiple curves are displayed in this plot, check this box to limit the number of traces that are "
                 "displayed."),
    translatable("Max Traces:"),
    translatable("Downsample by drawing a saw wave that follows the min and max of the original data. This method "
                 "produces the best visual representation of the data but is slower."),
    translatable("Peak"),
    translatable("If multiple curves are displayed in this plot, check \"Max Traces\" and set this value to limit the "
                 "number of traces that are displayed."),
    translatable("If MaxTraces is checked, remove curves from memory after they are hidden (saves memory, but traces "
                 "can not be un-hidden)."),
    translatable("Forget hidden traces"),
    translatable("Downsample by taking the mean of N samples."),
    translatable("Mean"),
    translatable("Downsample by taking the first of N samples. This method is fastest and least accurate."),
    translatable("Subsample"),
    translatable("Automatically downsample data based on the visible range. This assumes X values are uniformly "
                 "spaced."),
    translatable("Downsample data before plotting. (plot every Nth sample)"),
    translatable("Log X"),
    translatable("dy/dx"),
    translatable("Y vs. Y'"),
    translatable("Power Spectrum (FFT)"),
    translatable("Log Y"),
    translatable("Subtract Mean"),
    translatable("Show X Grid"),
    translatable("Show Y Grid"),
    translatable("Opacity"),
)


class MenuOnDemandViewBox(pg.ViewBox):
    """A ViewBox whose menu is made on first use; enabled or not as pyqtgraph's (``enableMenu``)."""

    def __init__(self, *args, enableMenu: bool = True, **kwargs) -> None:
        super().__init__(*args, enableMenu=False, **kwargs)
        self.state["enableMenu"] = enableMenu

    def _applyMenuEnabled(self) -> None:  # noqa: N802 — pyqtgraph's: enabling (style_plot does) makes none yet
        if not self.menuEnabled() and self.menu is not None:
            self.menu.setParent(None)
            self.menu = None

    def _made_menu(self):
        if self.menu is None and self.menuEnabled():
            self.menu = ViewBoxMenu(self)
            self.menu.aboutToShow.connect(lambda menu=self.menu: language.translate_menu(menu))  # (with the plot's
            self.updateViewLists()  # Plot Options and the entries it was given: they are added before it opens)
        return self.menu

    def getMenu(self, ev):  # noqa: N802 — pyqtgraph's name
        return self._made_menu()

    def getContextMenus(self, event):  # noqa: N802 — pyqtgraph's name
        return self._made_menu().actions() if self.menuEnabled() else []
