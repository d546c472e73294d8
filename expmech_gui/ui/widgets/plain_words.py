"""View ▸ Plain words (issue 30): the parts of a workspace a reader with no training in differential privacy sees.

``PlainEpsilon`` words the ε control ("more privacy ↔ more accuracy", a caution above 5 and below 0.1, the symbol
in the tooltip); ``TradeoffPlots`` draws accuracy beside disclosure risk over ε with the current ε marked, from
core.plain_tradeoff on a background job (ViP, Nanayakkara et al., PoPETs 2022). The summary's own rows are in
widgets/summary.py."""
from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFormLayout, QLabel, QVBoxLayout, QWidget

from ...core import plain_tradeoff
from ...core.formatting import percent
from ...core.translatable import translatable
from .. import theme
from ..language import shown, tr
from ..worker import JobRunner
from .plots import COLORS, pen, present_plot, style_plot
from .plots.kit import new_plot_widget, show_axis_title

# English here, in the language in use where shown (the labels by the window's translation walk, the plots' words
# by plots.words.say, the name and the sentence through tr())
EPSILON_WORDS = translatable("Privacy setting")  # the ε row's name in plain words (the symbol is in its tooltip)
EPSILON_TIP = translatable("The privacy parameter ε")
ENDS_TEXT = translatable("more privacy ↔ more accuracy")
ACCURACY_TITLE = translatable("Accuracy: expected result, share of the best")
ACCURACY_TITLE_SPAN = translatable("Accuracy: share of the way from worst to best")
RISK_TITLE = translatable("Risk: a 20% belief can become at most")
# share words: the ticks read in percent
ACCURACY_AXIS, RISK_AXIS = translatable("share of best"), translatable("chance believed")
X_AXIS, X_SHORT = translatable("privacy setting"), translatable("privacy")
HEADING = translatable("As the setting moves")
PLOT_HEIGHT = 125


class PlainEpsilon:
    """The ε row of a ParameterPanel in plain words: its name, its ends and a caution in words; the expert's
    readout (e^(ε/2), the neighbour notion) is shown instead when plain words are off."""

    def __init__(self, panel) -> None:
        self.panel = panel
        self.form = next(form for form in panel.findChildren(QFormLayout)
                         if form.getWidgetPosition(panel.epsilon_readout)[0] >= 0)
        row = self.form.getWidgetPosition(panel.epsilon_readout)[0]
        self.name = self.form.labelForField(panel.epsilon_row)
        self.ends = QLabel(ENDS_TEXT, objectName="epsilonEnds", alignment=Qt.AlignCenter, wordWrap=True)
        self.ends.setToolTip(translatable("The privacy parameter ε: smaller is more private, larger is more "
                                          "accurate."))
        self.caution = QLabel("", objectName="epsilonCaution", wordWrap=True)
        self.form.insertRow(row, "", self.ends)
        self.form.insertRow(row + 2, "", self.caution)
        panel.epsilon.textChanged.connect(self.update)
        panel.epsilon_slider.valueChanged.connect(self.update)
        self.plain = False
        self.set_plain(False)

    def set_plain(self, on: bool) -> None:
        self.plain = on
        if self.name is not None:
            self.name.setText(tr(EPSILON_WORDS) if on else "ε")
            self.name.setToolTip(tr(EPSILON_TIP) if on else "")
        self.ends.setVisible(on)
        self.panel.epsilon_readout.setVisible(not on)
        self.update()

    def update(self, *_args) -> None:
        err = self.panel.epsilon.error()
        words = plain_tradeoff.epsilon_caution(self.panel.epsilon.value()) if err is None else ""
        self.caution.setText(words)
        theme.set_role(self.caution, "error" if words else None)
        self.caution.setVisible(self.plain and bool(words))
        if self.plain and err is not None:  # the refusal in words is the readout's: shown whatever the mode
            self.panel.epsilon_readout.show()
        elif self.plain:
            self.panel.epsilon_readout.hide()


def _percent_axis(plot: pg.PlotItem) -> None:
    """0–100% whatever the curve, ticks in percent, no axis title (the plot's title says what it measures: in a
    column 200 px wide the title would be cut)."""
    plot.setLogMode(x=True, y=False)
    plot.enableAutoRange(y=False)
    plot.setYRange(0, 1, padding=0.2)  # room for the labels of 0% and 100% (pyqtgraph drops one past the plot)
    axis = plot.getAxis("left")
    axis.percent = axis.untitled_share = True  # (kept when a switch of language sets its title again)
    axis.setTickSpacing(levels=[(0.5, 0)])  # 0%, 50%, 100%: four labels in the plot's ~40 px touched each other
    axis.setStyle(textFillLimits=[(0, 1.0)])  # all three, though they fill more than the 80% pyqtgraph allows
    show_axis_title(plot, "left", False)


class TradeoffPlots(QWidget):
    """Two small plots over ε (log scale): the exact accuracy share and the most a 20% belief can become, the
    current ε marked on both."""

    tradeoffShown = Signal()

    def __init__(self, parent=None, later: list | None = None) -> None:
        """``later``: a list to take the second plot as a step of its own (a first visit's, each plot ~35 ms of the
        GUI thread); with None, both now."""
        super().__init__(parent)
        self.setObjectName("plainTradeoff")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        self.heading = QLabel(f"<b>{HEADING}</b>", textFormat=Qt.RichText, wordWrap=True)
        self.words = QLabel("", objectName="tradeoffWords", wordWrap=True)
        layout.addWidget(self.heading)
        layout.addWidget(self.words)
        self.widgets, self.curves, self.marks = [], [], []
        self.jobs = JobRunner(self, translatable("compute accuracy and risk over the privacy setting"))
        self.jobs.done.connect(self._show)
        self.jobs.failed.connect(self._no_curves)
        self.shown = None
        self.presenting = False
        plots = [lambda: self._add_plot("expected", ACCURACY_TITLE, ACCURACY_AXIS),
                 lambda: self._add_plot("threshold", RISK_TITLE, RISK_AXIS)]
        plots[0]()
        if later is None:
            plots[1]()
        else:
            later.append(plots[1])

    def _add_plot(self, key: str, title: str, y_title: str) -> None:
        """One of the two plots, above the words; drawn with the curves shown already, if any."""
        widget = new_plot_widget()
        widget.setFixedHeight(PLOT_HEIGHT)
        plot = widget.getPlotItem()
        style_plot(plot, title, X_AXIS, y_title, x_short=(X_SHORT,))
        _percent_axis(plot)
        curve = pg.PlotDataItem([], [], pen=pen(key, 2.5))
        mark = pg.InfiniteLine(angle=90, pen=pg.mkPen(COLORS["gamma"], width=1.5, style=Qt.DashLine))
        plot.addItem(curve)
        plot.addItem(mark, ignoreBounds=True)
        layout = self.layout()
        layout.insertWidget(layout.indexOf(self.words), widget)
        self.widgets.append(widget)
        self.curves.append(curve)
        self.marks.append(mark)
        if self.presenting:
            present_plot(plot, True)
        if self.shown is not None:
            self._draw(self.shown)

    def show_mechanism(self, mechanism, cost_share: float | None = None, score_at=None) -> None:
        """Compute the curves for ``mechanism`` off the GUI thread (the newest call wins); ``cost_share``: what one
        run costs as a multiple of ε; ``score_at``: one run's (E, best, worst) at an ε (plain_tradeoff.tradeoff)."""
        self.jobs.submit(lambda _progress, cancelled: plain_tradeoff.tradeoff(mechanism, cancelled=cancelled,
                                                                              cost_share=cost_share, score_at=score_at))

    def _no_curves(self, reason: str) -> None:
        """No accuracy over ε (top-k by Laplace has no exact law): empty plots, and why in words."""
        self.shown = None
        for curve in self.curves:
            curve.setData([], [])
        self.words.setText(reason)
        self.tradeoffShown.emit()

    def _show(self, result) -> None:
        self.shown = result
        title = ACCURACY_TITLE if result.share_of_best else ACCURACY_TITLE_SPAN
        style_plot(self.widgets[0].getPlotItem(), title, X_AXIS, ACCURACY_AXIS, x_short=(X_SHORT,))
        _percent_axis(self.widgets[0].getPlotItem())
        self._draw(result)
        self.words.setText(tr("The dashed line is the setting now: accuracy {accuracy}, risk {risk}. Moving right "
                              "buys accuracy with risk.").format(accuracy=shown(percent(result.current_accuracy, 2)),
                                                                 risk=shown(percent(result.current_risk, 2))))
        self.tradeoffShown.emit()

    def _draw(self, result) -> None:
        for curve, mark, ys in zip(self.curves, self.marks, (result.accuracy, result.risk)):
            curve.setData(result.epsilon, ys)
            mark.setValue(math.log10(result.current_epsilon))

    def set_presentation(self, on: bool) -> None:
        self.presenting = on
        for widget in self.widgets:
            present_plot(widget.getPlotItem(), on)
