"""The plots' colours: Okabe & Ito's colour-blind-safe palette ("Color Universal Design", 2008) on light
backgrounds, and on dark ones (the dark theme, presentation's black) lighter stand-ins for the three colours
that fall short there of the 4.5:1 contrast WCAG 2.1 asks of text (their names are written on reference lines):
blue 3.2:1 on the dark theme's #1e1e20 (4.1:1 on black) becomes (100, 143, 255), 5.5:1; vermillion 4.3:1
becomes (230, 110, 30), 5.2:1; grey 4.2:1 becomes (150, 150, 150), 5.6:1. The other four already pass (4.9–7.4:1).

``COLORS[role]`` answers for the background in use (``set_dark``), so items made on a dark plot get the
stand-ins; ``recolour`` swaps the colours of a plot's items already drawn when the background changes.
"""
from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtGui import QBrush, QColor, QPen

OKABE_ITO = {"orange": (230, 159, 0), "sky blue": (86, 180, 233), "bluish green": (0, 158, 115),
             "blue": (0, 114, 178), "vermillion": (213, 94, 0), "reddish purple": (204, 121, 167),
             "grey": (128, 128, 128)}
ON_DARK = {OKABE_ITO["blue"]: (100, 143, 255), OKABE_ITO["vermillion"]: (230, 110, 30),
           OKABE_ITO["grey"]: (150, 150, 150)}
ON_LIGHT = {dark: light for light, dark in ON_DARK.items()}
ROLES = {  # the colour of each role, on a light background (the report's paper, the light theme)
    "score": OKABE_ITO["blue"],
    "empirical": OKABE_ITO["sky blue"],
    "exact": OKABE_ITO["vermillion"],
    "opt": OKABE_ITO["bluish green"],
    "expected": OKABE_ITO["reddish purple"],
    "mean": OKABE_ITO["blue"],
    "threshold": OKABE_ITO["orange"],
    "gamma": OKABE_ITO["grey"],
    "guarantee": OKABE_ITO["vermillion"],
}
_dark = [False]


def set_dark(on: bool) -> None:
    """The plots' background is dark (True) or light from now on."""
    _dark[0] = bool(on)


def is_dark_background(color) -> bool:
    """Whether a plot background (a pyqtgraph colour: "k", "#1e1e20", …) is dark."""
    return pg.mkColor(color).lightness() < 128


def shown(rgb: tuple) -> tuple:
    """``rgb`` as drawn on the background in use: its stand-in on a dark one."""
    rgb = tuple(rgb)
    return ON_DARK.get(rgb, rgb) if _dark[0] else rgb


class Palette(dict):
    """The roles' colours, as drawn on the background in use (``shown``)."""

    def __getitem__(self, key):
        return shown(super().__getitem__(key))


COLORS = Palette(ROLES)


def _swapped(color: QColor) -> QColor | None:
    """``color`` (alpha kept) in the other set when it belongs to the wrong one for the background; else None."""
    rgb = (color.red(), color.green(), color.blue())
    to = (ON_DARK if _dark[0] else ON_LIGHT).get(rgb)
    if to is None:
        return None
    return QColor(*to, color.alpha())


def _recoloured(value, make):
    """``make(value)`` (a pen or brush) in the other set's colour when it needs one; else None."""
    if value is None:
        return None
    made = make(value)
    color = _swapped(made.color())
    if color is None:
        return None
    made.setColor(color)
    return made


def _pen(value) -> QPen | None:
    return _recoloured(value, pg.mkPen)


def _brush(value) -> QBrush | None:
    return _recoloured(value, pg.mkBrush)


def _recolour_item(item) -> None:
    if isinstance(item, pg.PlotDataItem):
        for key, make, setter in (("pen", _pen, item.setPen), ("symbolPen", _pen, item.setSymbolPen),
                                  ("symbolBrush", _brush, item.setSymbolBrush),
                                  ("fillBrush", _brush, item.setFillBrush)):
            new = make(item.opts.get(key))
            if new is not None:
                setter(new)
    elif isinstance(item, pg.InfiniteLine):
        new = _pen(item.pen)
        if new is not None:
            item.setPen(new)
        label = getattr(item, "label", None)  # pyqtgraph gives a line this attribute only with a label
        if label is not None:
            color = _swapped(label.color)
            if color is not None:
                label.setColor(color)
    elif isinstance(item, (pg.BarGraphItem, pg.ErrorBarItem)):
        new = {key: made for key, make in (("pen", _pen), ("brush", _brush))
               if (made := make(item.opts.get(key))) is not None}
        if new:
            item.setOpts(**new)
    elif isinstance(item, pg.ScatterPlotItem):
        pen, brush = _pen(item.opts.get("pen")), _brush(item.opts.get("brush"))
        if pen is not None:
            item.setPen(pen)
        if brush is not None:
            item.setBrush(brush)
    elif isinstance(item, pg.TextItem):
        color = _swapped(item.color)
        if color is not None:
            item.setColor(color)


def recolour(plot: pg.PlotItem, legends=()) -> None:
    """Every item of ``plot`` (those of other view boxes in its scene and the samples of ``legends`` too)
    in the colours of the background in use."""
    items = list(plot.items)
    scene = plot.scene()
    if scene is not None:
        for view in scene.items():
            if isinstance(view, pg.ViewBox) and view is not plot.vb:
                items.extend(view.addedItems)
    for legend in legends:
        items.extend(sample.item for sample, _text in legend.items)
    for item in items:
        _recolour_item(item)
