"""The plots' colours: Okabe & Ito's colour-blind-safe palette ("Color Universal Design", 2008) on light
backgrounds, and on dark ones (the dark theme, presentation's black) lighter stand-ins for the three colours
that fall short there of the 4.5:1 contrast WCAG 2.1 asks of text (their names are written on reference lines):
blue 3.2:1 on the dark theme's #1e1e20 (4.1:1 on black) becomes (100, 143, 255), 5.5:1; vermillion 4.3:1
becomes (230, 110, 30), 5.2:1; grey 4.2:1 becomes (150, 150, 150), 5.6:1. The other four already pass (4.9–7.4:1).
Thin black outlines (the OPT star's) become light grey there.

``COLORS[role]`` answers for the background in use (``set_background``), so items made on a dark plot get the
stand-ins; ``recolour`` swaps the colours of a plot's items already drawn when the background changes. Bar
rims and error bars keep the light-background colours everywhere (``kit.pen(…, over_bars=True)``): they are
drawn on sky-blue bars, as light as the stand-ins. Names written on reference lines are drawn in their line's
colour made just dark (or light) enough for 4.5:1 on the background (``readable``): on white, Okabe–Ito orange
is 2.3:1 and bluish green 3.4:1.
"""
from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPen

OKABE_ITO = {"orange": (230, 159, 0), "sky blue": (86, 180, 233), "bluish green": (0, 158, 115),
             "blue": (0, 114, 178), "vermillion": (213, 94, 0), "reddish purple": (204, 121, 167),
             "grey": (128, 128, 128)}
OUTLINE = (0, 0, 0)  # thin black rims (the OPT star, OPT bars) …
OUTLINE_ON_DARK = (224, 224, 224)  # … vanish on a dark background: light grey there
ON_DARK = {OKABE_ITO["blue"]: (100, 143, 255), OKABE_ITO["vermillion"]: (230, 110, 30),
           OKABE_ITO["grey"]: (150, 150, 150), OUTLINE: OUTLINE_ON_DARK}
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
TEXT_CONTRAST = 4.5  # WCAG 2.1 (1.4.3) for text
_dark = [False]
_background = [(255, 255, 255)]


def set_background(color) -> None:
    """The plots' background (a pyqtgraph colour: "w", "k", "#1e1e20", …) from now on."""
    c = pg.mkColor(color)
    _background[0] = (c.red(), c.green(), c.blue())
    _dark[0] = c.lightness() < 128


def contrast(a: tuple, b: tuple) -> float:
    """WCAG 2.1 contrast ratio of two sRGB colours (0–255): (L1 + 0.05)/(L2 + 0.05), L the relative luminance."""
    def luminance(rgb):
        lin = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in (c / 255 for c in rgb[:3])]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


HALO_ALPHA = 210  # a line's name over bars and dots: the background behind its letters, nearly opaque


def halo():
    """The brush behind a vertical line's name: the background in use, so the name reads over the bars and dots it
    crosses (the chosen output's "best possible", "expected" and "sim. mean" were written across the simulated bar)."""
    return pg.mkBrush(*_background[0], HALO_ALPHA)


def name_fill(angle: float):
    """What is behind a line's name at ``angle``: the halo beside a vertical line; nothing under a horizontal one's,
    which sits on its line (a halo there cut the line)."""
    return halo() if angle == 90 else pg.mkBrush(None)


def readable(rgb: tuple) -> tuple:
    """``rgb`` for text on the background in use: itself at 4.5:1 or more, else mixed towards black (light
    backgrounds) or white (dark ones) in 5 % steps until it is."""
    rgb = tuple(rgb[:3])
    toward = 255 if _dark[0] else 0
    mixed, share = rgb, 0.0
    while contrast(mixed, _background[0]) < TEXT_CONTRAST and share < 1.0:
        share = min(1.0, share + 0.05)
        mixed = tuple(round(c + (toward - c) * share) for c in rgb)
    return mixed


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
    if isinstance(item, pg.PlotDataItem):  # what its setters do, the curve and markers made again once (not once
        changed = False  # per pen and brush: each remade them)
        for key, make in (("pen", _pen), ("symbolPen", _pen), ("symbolBrush", _brush), ("fillBrush", _brush)):
            new = make(item.opts.get(key))
            if new is not None and (key == "pen" or new != item.opts.get(key)):
                item.opts[key] = new
                changed = True
        if changed:
            item.updateItems(styleUpdate=True)
    elif isinstance(item, pg.InfiniteLine):
        new = _pen(item.pen)
        if new is not None:
            item.setPen(new)
        label = getattr(item, "label", None)  # pyqtgraph gives a line this attribute only with a label
        if label is not None:  # the line's name: in the line's colour, readable on the background
            line = item.pen.color()
            text = QColor(*readable((line.red(), line.green(), line.blue())))
            if text != label.color:
                label.setColor(text)
            if label.fill.style() != Qt.NoBrush:  # its halo: the new background
                label.fill = halo()
                label.update()
    elif isinstance(item, pg.BarGraphItem):  # the fill only: a rim keeps its light-background colour (kit.pen)
        brush = _brush(item.opts.get("brush"))
        if brush is not None:
            item.setOpts(brush=brush)
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
