"""The axis every plot uses: decades only on log scales, ticks spaced for the tick font (kit.new_plot_widget)."""
from __future__ import annotations

import math
import re

import pyqtgraph as pg
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QGraphicsItem

from ....core.formatting import MINUS, count, decade_label, log_decade_ticks, percent_ticks

TICK_POINTS = 9  # tick font size; presentation mode scales it (kit.tick_font)
SHARE_WORDS = ("probability", "chance", "share", "fraction of")  # an axis so titled ticks in percent
RATIO_WORDS = ("ratio",)  # ... unless it is a ratio of chances (a privacy loss ln(P/P′)): that is no share
HYPHEN_MINUS = re.compile(r"-(?=[\d.])")  # an ASCII hyphen written as a number's (or its exponent's) sign


def true_minus(texts: list[str]) -> list[str]:
    """Tick texts with each number's minus sign the true one, U+2212 ("−0.4", as the lines' "−ε/2" and the words
    write it; pyqtgraph writes "-0.4")."""
    return [HYPHEN_MINUS.sub(MINUS, text) for text in texts]


def is_share_title(title: str) -> bool:
    """Whether an axis titled ``title`` measures a probability or a share (its ticks then read '5%', not 0.05); a
    ratio of chances, or its log, does not (the one-person view's loss axis ticked "50%" at a loss of 0.5)."""
    lower = title.lower()
    return any(word in lower for word in SHARE_WORDS) and not any(word in lower for word in RATIO_WORDS)


def _next_step(step: float) -> float:
    """The next tick step up in the 1, 2, 5 × 10^k series."""
    k = math.floor(math.log10(step) + 1e-9)
    mantissa = step / 10.0 ** k
    return (2.0 if mantissa < 1.5 else 5.0 if mantissa < 3.5 else 10.0) * 10.0 ** k


class LogDecadeAxis(pg.AxisItem):
    """The axis of every plot. On a log scale spanning a decade or more it labels only the powers of ten
    (core.formatting.log_decade_ticks/decade_label); under one decade, and on a linear scale, pyqtgraph's own
    ticks, spaced for the tick font's size; an axis whose ``percent`` is set (a probability) labels them in
    percent through core.formatting.percent_ticks."""

    # An axis with a grid spans the whole view, so every change of the data repainted it: replaying its
    # picture (tick labels, grid) took ~2 ms a time. On screen it is drawn from a pixmap until the axis itself
    # changes; an export draws it as vectors (an SVG keeps its labels as text).
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def setExportMode(self, export, opts=None):
        self.setCacheMode(QGraphicsItem.NoCache if export else QGraphicsItem.DeviceCoordinateCache)
        return super().setExportMode(export, opts)

    def tickValues(self, minVal, maxVal, size):
        if self.logMode:
            lo, hi = sorted((float(minVal), float(maxVal)))
            decades = log_decade_ticks(10.0 ** lo, 10.0 ** hi) if hi < 300 and lo > -300 else None
            if decades is not None:
                return [(1.0, [math.log10(v) for v in decades])]
        return super().tickValues(minVal, maxVal, size)

    def tickSpacing(self, minVal, maxVal, size):
        # pyqtgraph spaces ticks by pixels alone; with larger type (presentation) it must space them wider
        font = self.style["tickFont"]
        points = font.pointSizeF() if font is not None and font.pointSizeF() > 0 else TICK_POINTS
        levels = super().tickSpacing(minVal, maxVal, size * min(1.0, TICK_POINTS / points))
        if self.orientation not in ("bottom", "top") or not levels or self.logMode:
            return levels
        # side by side, labels need their width: widen the major step (1, 2, 5 × 10^k) until they fit
        span = abs(float(maxVal) - float(minVal))
        width = QFontMetrics(font if font is not None else QFont()).horizontalAdvance("0.0") * 1.2
        fits = max(2, int(size // max(width, 1.0)))
        major = levels[0][0]
        while span / major > fits:
            major = _next_step(major)
        if major == levels[0][0]:
            return levels
        mantissa = round(major / 10.0 ** math.floor(math.log10(major) + 1e-9))
        return [(major, 0), (major / (4 if mantissa == 2 else 5), 0)]  # minor steps with whole decimals

    def tickStrings(self, values, scale, spacing):
        """Every tick's text (``tick_texts``), its negatives with the true minus sign."""
        return true_minus(self.tick_texts(values, scale, spacing))

    def tick_texts(self, values, scale, spacing) -> list[str]:
        """The ticks' texts as numbers are written: percent on a share's axis, decades on a log scale, else
        pyqtgraph's."""
        if getattr(self, "percent", False) and not self.logMode and values:
            # no chance is above 100% or below 0%: the room a plot leaves beyond them (a highlight, a legend) is
            # not labelled (Top-k's "chance to be among the 3" read 110%, 120%)
            texts = percent_ticks([v * scale for v in values], spacing * scale)
            return [t if -1e-9 <= v * scale <= 1 + 1e-9 else "" for v, t in zip(values, texts)]
        if self.logMode and values and all(abs(v - round(v)) < 1e-9 for v in values) and spacing is not None and spacing >= 1.0:
            return [decade_label(10.0 ** round(v)) for v in values]
        return super().tickStrings(values, scale, spacing)

    def logTickStrings(self, values, scale, spacing):  # noqa: N802 — pyqtgraph's name
        """A log axis under about a decade (pyqtgraph's own ticks): plain numbers rounded as pyqtgraph rounds them
        ('20', '300', '0.005'), not its '2·10¹', '3·10²' (the privacy bill's axis in presentation mode); beyond
        10⁶ and below 10⁻⁴ its powers of ten."""
        plain = []
        for v in values:
            number = float(f"{10.0 ** float(v) * scale:.1g}")
            if not 1e-4 <= abs(number) < 1e6:
                return super().logTickStrings(values, scale, spacing)
            plain.append(count(number))
        return plain
