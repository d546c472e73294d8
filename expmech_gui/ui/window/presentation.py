"""Presentation mode (F11 full screen, large type, high contrast; Esc leaves it) and the colour theme."""
from __future__ import annotations

from .. import theme


class Presentation:
    """Switches the window in and out of presentation mode and between themes; keeps the View menu's
    checkable actions (given by the menus once built) in step."""

    def __init__(self, window) -> None:
        self.window = window
        self.presenting = False
        self.action = None  # View ▸ Presentation mode
        self.theme_actions: dict = {}  # theme name → View ▸ Theme action
        self._before = None  # geometry, dock state, theme, size and position to go back to

    def toggle(self) -> None:
        self.set_presentation(not self.presenting)

    def set_presentation(self, on: bool) -> None:
        if on == self.presenting:
            return
        w = self.window
        self.presenting = on
        self.action.setChecked(on)
        if on:
            self._before = (w.saveGeometry(), w.saveState(), theme.current(), w.size(), w.pos())
            for ws in w.workspaces.values():
                ws.set_presentation(True)
            theme.apply(w, "contrast")
            w.showFullScreen()
        else:
            for ws in w.workspaces.values():
                ws.set_presentation(False)
            geometry, state, previous, size, pos = self._before
            theme.apply(w, previous)
            w.showNormal()
            w.restoreGeometry(geometry)
            w.restoreState(state)
            w.resize(size)  # restoreGeometry may clamp to the screen; put back exactly what was there
            w.move(pos)

    def escape(self) -> None:
        """Esc: leave presentation mode, else cancel what the current workspace runs."""
        if self.presenting:
            self.set_presentation(False)
        else:
            self.window.current.cancel()

    def set_theme(self, name: str) -> None:
        if name not in theme.THEMES:
            name = "light"
        theme.apply(self.window, name)
        self.theme_actions[name].setChecked(True)
