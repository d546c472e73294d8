"""A plot's right-click menu made when first asked for (issue 36: a workspace's first showing and the cold start).

pyqtgraph makes each ViewBox's menu with the ViewBox — two panels of axis settings, a fifth of the time to make a
plot — though most plots are never right-clicked. ``MenuOnDemandViewBox`` makes it on the first right click (or
when anything asks for its entries), reading the view's state then, as pyqtgraph's own menu does when it opens.
"""
from __future__ import annotations

import pyqtgraph as pg
from pyqtgraph.graphicsItems.ViewBox.ViewBoxMenu import ViewBoxMenu


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
            self.updateViewLists()
        return self.menu

    def getMenu(self, ev):  # noqa: N802 — pyqtgraph's name
        return self._made_menu()

    def getContextMenus(self, event):  # noqa: N802 — pyqtgraph's name
        return self._made_menu().actions() if self.menuEnabled() else []
