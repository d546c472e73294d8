"""The least height a plot widget may be given: enough for each upright axis title to stay whole, in some form, at
the size kit.fit_axis_titles may shrink it to (titles.axis_title_fit: the normal size, the shortest form), and for a
few tick labels in the tick font in use — measured with the fonts' metrics, so it follows the language (German titles
are longer) and presentation type. In a scrolled page (widgets/scrolling.py) the page scrolls rather than squeeze a
plot below it: the German 'Abweichung der Gleichverteilung' was cut to 'Abweichung der Gleich…' at 1280×800."""
from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QSize, QSizeF, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QGraphicsItem

from .log_axis import TICK_POINTS
from .titles import LABEL_POINTS

AXES = ("left", "bottom", "right", "top")
TITLE_MARGIN = 8.0  # px fit_axis_titles keeps free along an axis beside its title
TICK_ROWS = 3  # tick labels an upright axis shows at the least
GROW = 240  # px a plot would like above its least height (PlotWidget.sizeHint)


def title_length(axis: pg.AxisItem) -> float:
    """The length (px) along ``axis`` its title needs to be shown whole: its shortest form at the normal size, and
    the margin fit_axis_titles keeps (0 for an axis without a title)."""
    full = getattr(axis, "full_label", None)
    if not full or not axis.isVisible() or getattr(axis, "title_hidden", False):
        return 0.0
    font = QFont()
    font.setPointSize(LABEL_POINTS)
    metrics = QFontMetrics(font)
    return min(metrics.horizontalAdvance(form) for form in (full, *getattr(axis, "short_labels", ()))) + TITLE_MARGIN


def least_height(plot: pg.PlotItem, tick_font: QFont) -> int:
    """Height (px) of the least plot whose left and right axes hold their titles whole and TICK_ROWS tick labels in
    ``tick_font`` (the plot's, normal or presentation size): what the plot's title, legend and bottom axis take (its
    layout's least height; pyqtgraph lets the data area and the upright axes shrink to nothing) plus the longest
    axis the titles and ticks need."""
    need = 0.0
    for name in ("left", "right"):
        axis = plot.getAxis(name)
        if axis.isVisible():
            need = max(need, title_length(axis), QFontMetrics(tick_font).height() * TICK_ROWS)
    chrome = plot.layout.effectiveSizeHint(Qt.MinimumSize).height()
    return int(chrome + need + 0.999)


class PlotWidget(pg.PlotWidget):
    """A plot widget whose least height keeps its axis titles whole (``hold_titles``: the larger of the height its
    view asks for with setMinimumHeight/setMinimumSize and least_height), and whose ``render`` (a vector export
    through QWidget.render) draws its axes uncached."""

    asked_height = 0  # the least height its view set
    tick_font: QFont | None = None  # its tick labels' font (given by kit.fit_axis_titles; till then the normal one)
    holding = False  # (a new least height resizes the plot, which fits its titles again: once is enough)

    def sizeHint(self) -> QSize:
        """Its least height and GROW px more, whatever its height now. A graphics view's own hint is its scene's
        size, which pyqtgraph keeps at the widget's size: a plot once given its least height asked for no more, and
        stacked plots kept whatever heights they happened to have. With hints above their least heights, a layout
        short of the hints shares what it has above the least heights equally (scrolling.stack_in_presentation)."""
        return QSize(super().sizeHint().width(), self.minimumHeight() + GROW)

    def setMinimumSize(self, *size) -> None:  # noqa: N802 — Qt's name
        wanted = size[0] if len(size) == 1 else QSize(*size)
        self.setMinimumWidth(wanted.width())
        self.setMinimumHeight(wanted.height())

    def setMinimumHeight(self, height: int) -> None:  # noqa: N802 — Qt's name
        self.asked_height = height
        self.hold_titles()

    def hold_titles(self, tick_font: QFont | None = None) -> None:
        """Its least height again, for the titles it shows now and ``tick_font`` (kit.tick_font: the plot's, normal
        or presentation size; by default the last one given)."""
        if tick_font is not None:
            self.tick_font = tick_font
        if self.holding:
            return
        font = self.tick_font
        if font is None:
            font = QFont()
            font.setPointSize(TICK_POINTS)
        # never past a height its view fixed (plain words' small plots over ε keep theirs)
        height = min(max(self.asked_height, least_height(self.getPlotItem(), font)), self.maximumHeight())
        if height != self.minimumHeight():
            self.holding = True
            try:
                super().setMinimumHeight(height)
                self.follow_size()
            finally:
                self.holding = False

    def follow_size(self) -> None:
        """Its range (and so its plot) at the size it has: a least height raised while it fits itself to a new size
        resizes it within its own resize event, and Qt sends no second one (the PMW corrections plot kept its old,
        shorter range, its axis too short for 'corrections' — shown as '…'). Only when shown: a hidden plot is given
        its size when it is shown, and following a size a switch of fonts left in between put its legend outside."""
        if self.isVisible() and self.autoPixelRange and self.range.size() != QSizeF(self.size()):
            self.resizeEvent(None)  # pyqtgraph's takes the size from the widget, not from the event

    def render(self, *args, **kwargs):
        axes = [self.getPlotItem().getAxis(name) for name in AXES]
        for axis in axes:
            axis.setCacheMode(QGraphicsItem.NoCache)
        try:
            return super().render(*args, **kwargs)
        finally:
            for axis in axes:
                axis.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
