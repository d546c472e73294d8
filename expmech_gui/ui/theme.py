"""Light, dark and high-contrast (presentation) palettes; plots follow the theme."""
from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

THEMES = ("light", "dark")
_SPECS = {
    "light": {"window": "#efefef", "base": "#ffffff", "text": "#1a1a1a", "button": "#e6e6e6", "highlight": "#3a76c4",
              "plot_bg": "w", "plot_fg": "#222222"},
    "dark": {"window": "#2b2b2e", "base": "#1e1e20", "text": "#e8e8e8", "button": "#3a3a3e", "highlight": "#4f8fe0",
             "plot_bg": "#1e1e20", "plot_fg": "#e0e0e0"},
    "contrast": {"window": "#000000", "base": "#000000", "text": "#ffffff", "button": "#202020", "highlight": "#ffd400",
                 "plot_bg": "k", "plot_fg": "#ffffff"},
}
_current = ["light"]
# Text colours by role, per theme; every rich-text span and style sheet asks color(role) at render time.
ROLE_COLORS = {
    "light": {"error": "#a00000", "good": "#1e6e1e", "error_bg": "#ffd0d0"},
    "dark": {"error": "#ff8a80", "good": "#7fd67f", "error_bg": "#5a1e1e"},
    "contrast": {"error": "#ff9e80", "good": "#8cf08c", "error_bg": "#5a1e1e"},
}
_active = ["light"]  # the palette in use now (presentation's "contrast" included)


def current() -> str:
    return _current[0] if _current[0] in THEMES else "light"


def color(role: str) -> str:
    """The colour of a text role ("error", "good", "error_bg") in the active palette, as #rrggbb."""
    return ROLE_COLORS[_active[0]][role]


def palette(name: str) -> QPalette:
    spec = _SPECS[name]
    pal = QPalette()
    for role, key in ((QPalette.Window, "window"), (QPalette.Base, "base"), (QPalette.AlternateBase, "window"),
                      (QPalette.Button, "button"), (QPalette.Highlight, "highlight"), (QPalette.ToolTipBase, "base")):
        pal.setColor(role, QColor(spec[key]))
    for role in (QPalette.WindowText, QPalette.Text, QPalette.ButtonText, QPalette.ToolTipText, QPalette.BrightText):
        pal.setColor(role, QColor(spec["text"]))
    pal.setColor(QPalette.HighlightedText, QColor(spec["base"]))
    return pal


def apply(window, name: str) -> None:
    """Set the application palette and restyle every plot in ``window``."""
    spec = _SPECS[name]
    if name in THEMES:
        _current[0] = name
    _active[0] = name
    app = QApplication.instance()
    app.setPalette(palette(name))
    pg.setConfigOptions(background=spec["plot_bg"], foreground=spec["plot_fg"])
    fg = spec["plot_fg"]
    for widget in window.findChildren(pg.PlotWidget):
        widget.setBackground(spec["plot_bg"])
        item = widget.getPlotItem()
        for axis in ("left", "bottom", "right"):
            ax = item.getAxis(axis)
            ax.setPen(fg)
            ax.setTextPen(fg)
        title = item.titleLabel
        title.opts["color"] = fg
        title.setText(title.text)
        for child in item.scene().items():
            if isinstance(child, pg.LegendItem):
                child.setLabelTextColor(fg)
                for _sample, label in child.items:
                    label.setText(label.text, color=fg)
