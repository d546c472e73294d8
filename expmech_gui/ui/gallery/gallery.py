"""The Gallery: classic mechanisms built as exponential mechanisms (scenarios.gallery.gallery), each drawn over the classic
mechanism's own chances — bars for the exponential mechanism, markers for the classic one — with the largest
difference printed, the reason they agree and what ε each really spends. ``open_gallery(parent)`` shows it."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QFormLayout, QFrame, QHBoxLayout, QLabel,
                               QListWidget, QScrollArea, QSlider, QStackedWidget, QVBoxLayout, QWidget)

from ...core import formatting as fmt
from ...scenarios.gallery import gallery, k_subset, universality
from .. import theme
from ..failures import failure_sentence
from ..keyboard import close_on_escape
from ..widgets.plots.categories import CategoryAxes
from ..widgets.plots.kit import (LINE_STYLES, exact_markers, fit_plot, legend, line_width, new_plot_widget, pen,
                                 present_bars, present_markers, present_plot, restyle, thicken)
from .conservatism import ConservatismPlot
from .inputs import CLASSIC_NAMES, INPUTS, SLIDER_STEPS, epsilon_slider_value, field_box, read_epsilon, slider_epsilon
from ..widgets.parameters import NumberField
from ..widgets.text import EPSILON_DRAG_TIP, WrappingLabel, error_html, esc
from ...core.translatable import translatable
from ..language import shown, tr

MAX_NAMED_OUTPUTS = 16  # RAPPOR lists every report up to 4 bits; beyond, how many bits flipped
MAX_MARKERS = 400  # more outputs than this: the classic mechanism is drawn as a line, not markers
LEFT_WIDTH = 330  # px of the list and the inputs (1.6 times in presentation, where the plot needs room too)
WORDS_LINES = 8  # lines of the sentences kept in view under two plots in normal type (presentation: whatever is left,
# as its double type already fills a 1280×800 screen)
DEFAULT_EPSILON = 1.0


class GalleryWindow(QWidget):
    """One instance at a time: its inputs, ε, the two pmfs overlaid and the sentences that explain them."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent, Qt.Window)
        self.setWindowTitle(translatable("Gallery: the mechanisms the exponential mechanism contains"))
        self.presenting = False
        self.comparison: gallery.Comparison | None = None
        self.error = ""
        self.fields: dict[str, dict[str, NumberField]] = {}
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(120)
        self.timer.timeout.connect(self.compute)
        self._build()
        close_on_escape(self)
        theme.changes().changed.connect(self._theme_changed)
        self.list.setCurrentRow(0)
        self.compute()

    # --- layout ----------------------------------------------------------------------------------
    def _build(self) -> None:
        intro = WrappingLabel(translatable(
            "Each classic privacy mechanism below is the exponential mechanism with the right score. The bars are "
            "the exponential mechanism's chances, the markers the classic mechanism's own formula: they coincide."))
        self.list = QListWidget()
        self.list.setAccessibleName(translatable("Classic mechanisms"))  # (the namer would say "Table of 1")
        for title, _ in INPUTS.values():
            self.list.addItem(title)
        self.list.currentRowChanged.connect(self._instance_changed)
        self.stack = QStackedWidget()
        for key, (_, specs) in INPUTS.items():
            page = QWidget()
            form = QFormLayout(page)
            boxes = {}
            if key == "universality":  # its first row, added first: Tab reaches it before the boxes under it
                self.family = QComboBox()
                self.family.addItems(universality.FAMILIES)
                self.family.setToolTip(translatable("Which ε-DP mechanism to rebuild as an exponential mechanism"))
                self.family.currentIndexChanged.connect(self.timer.start)
                form.addRow(translatable("mechanism M"), self.family)
            for name, label, default, tip in specs:  # red with the range in words when refused (NumberField)
                box = field_box(key, name, label, default, tip)
                box.setCursorPosition(0)  # a long default (the data) shows its beginning
                box.textChanged.connect(self.timer.start)
                form.addRow(label, box)
                boxes[name] = box
            if key == "discrete-laplace":
                self.substitute = QCheckBox(translatable("Textbook scale: count a change once"))
                self.substitute.setToolTip(translatable("Δ in place of 2Δ: run the exponential mechanism at 2ε, so c = ε/Δ "
                                                       "instead of ε/(2Δ): the textbook discrete Laplace(Δ/ε)"))
                self.substitute.toggled.connect(self.timer.start)
                form.addRow(self.substitute)
            self.fields[key] = boxes
            self.stack.addWidget(page)
        self.slider = theme.grows_with_scale(QSlider(Qt.Horizontal))
        self.slider.setRange(0, SLIDER_STEPS)
        self.slider.setToolTip(EPSILON_DRAG_TIP)  # (its name for a screen reader: "ε slider", not its class)
        self.slider.setValue(epsilon_slider_value(DEFAULT_EPSILON))
        self.slider.valueChanged.connect(self._slider_moved)
        self.epsilon_box = NumberField(fmt.plain(DEFAULT_EPSILON), read_epsilon,
                                       translatable("Privacy parameter ε of the exponential mechanism (a number > 0)"), label="ε")
        self.epsilon_box.setMaximumWidth(110)
        self.epsilon_box.textChanged.connect(self._epsilon_typed)
        eps_row = QHBoxLayout()
        eps_row.addWidget(QLabel("ε"))
        eps_row.addWidget(self.epsilon_box)
        eps_row.addWidget(QLabel(translatable("more privacy")))
        eps_row.addWidget(self.slider, 1)
        eps_row.addWidget(QLabel(translatable("more accuracy")))
        self.left = QWidget()
        left = QVBoxLayout(self.left)
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(self.list)
        left.addWidget(self.stack, 1)
        self.plot_widget = new_plot_widget()
        self.plot = self.plot_widget.getPlotItem()
        self.plot_widget.setMinimumHeight(280)
        self.legend = legend(self.plot, 2)
        self.bars = pg.BarGraphItem(x=[0], height=[0], width=0.8)
        present_bars(self.bars, False, "score")
        self.markers = exact_markers()
        self.classic_line = pg.PlotDataItem([], [], pen=pen("exact", 2))
        self.density = pg.PlotDataItem([], [], pen=pen("expected", 2, Qt.DashLine))
        self.truth = pg.InfiniteLine(angle=90, pen=pen("opt", 2, LINE_STYLES["opt"]))
        self.truth_sample = pg.PlotDataItem([], [], pen=pen("opt", 2, LINE_STYLES["opt"]))  # the legend's entry:
        # pyqtgraph's legend cannot draw an InfiniteLine's sample (it crashes painting it)
        for item in (self.bars, self.density, self.classic_line, self.markers, self.truth):
            self.plot.addItem(item)
        self.categories = CategoryAxes(self.plot, self._draw)
        self.agreement = WrappingLabel("")
        self.agreement.setTextFormat(Qt.RichText)
        self.why = WrappingLabel("")
        self.statement = WrappingLabel("")
        self.loss = WrappingLabel("")
        self.loss.setTextFormat(Qt.RichText)
        words = QWidget()
        column = QVBoxLayout(words)
        column.setContentsMargins(0, 0, 4, 0)
        for label in (self.agreement, self.loss, self.why, self.statement):
            column.addWidget(label)
        column.addStretch(1)
        self.words = QScrollArea()  # long sentences in large type scroll rather than squash the plot
        self.words.setWidgetResizable(True)
        self.words.setFrameShape(QFrame.NoFrame)
        self.words.setWidget(words)
        self.words.setAccessibleName(translatable("Explanation in words"))  # (else named by its inner widget's class)
        self.conservatism = ConservatismPlot()  # the bounded discrete Laplace's Holohan figure (hidden otherwise)
        right = QVBoxLayout()
        right.addWidget(self.plot_widget, 3)
        right.addWidget(self.conservatism, 2)
        right.addWidget(self.words, 2)
        body = QHBoxLayout()
        body.addWidget(self.left)
        body.addLayout(right, 1)
        outer = QVBoxLayout(self)
        outer.addWidget(intro)
        outer.addLayout(eps_row)
        outer.addLayout(body, 1)
        self.texts = (intro, self.agreement, self.why, self.statement, self.loss)
        self._fit_left()
        self.resize(1200, 760)

    def _fit_left(self) -> None:
        """The list as tall as its rows, the left column as wide as the inputs need at the current type size, and
        room for a few lines of the sentences under the plots."""
        rows = self.list.count()
        self.list.setFixedHeight(self.list.sizeHintForRow(0) * rows + 2 * self.list.frameWidth() + 4)
        self.left.setFixedWidth(int(LEFT_WIDTH * (1.6 if self.presenting else 1)))
        # the bounded discrete Laplace's second plot once left the sentences 4 lines at 1280×800
        self.words.setMinimumHeight(0 if self.presenting else WORDS_LINES * self.fontMetrics().lineSpacing())

    # --- inputs ----------------------------------------------------------------------------------
    @property
    def key(self) -> str:
        return list(INPUTS)[max(self.list.currentRow(), 0)]

    def _instance_changed(self, row: int) -> None:
        self.stack.setCurrentIndex(max(row, 0))
        self.compute()

    def _slider_moved(self, value: int) -> None:
        eps = slider_epsilon(value)
        if epsilon_slider_value(self.epsilon_value() or 0.01) != value:
            self.epsilon_box.blockSignals(True)
            self.epsilon_box.setText(fmt.plain(eps, 3))
            self.epsilon_box.blockSignals(False)
        self.timer.start()

    def _epsilon_typed(self, _text: str) -> None:
        eps = self.epsilon_value()
        if eps is not None:
            self.slider.blockSignals(True)
            self.slider.setValue(epsilon_slider_value(eps))
            self.slider.blockSignals(False)
        self.timer.start()

    def epsilon_value(self) -> float | None:
        return None if self.epsilon_box.error() else self.epsilon_box.value()

    def set_epsilon(self, epsilon: float) -> None:
        self.epsilon_box.setText(fmt.plain(epsilon))
        self.compute()

    def set_input(self, name: str, text: str) -> None:
        """Type ``text`` into the current instance's field ``name`` and compute."""
        self.fields[self.key][name].setText(text)
        self.compute()

    def show_instance(self, key: str) -> None:
        self.list.setCurrentRow(list(INPUTS).index(key))

    def _read(self) -> gallery.Comparison:
        eps = self.epsilon_box.value()
        key, unused = self.key, self._unused_fields()
        v = {name: box.value() for name, box in self.fields[key].items() if name not in unused}  # first refusal raises
        if key == "laplace":
            return gallery.laplace(v["f"], v["lo"], v["hi"], v["step"], v["delta"], eps)
        if key == "discrete-laplace":
            return gallery.discrete_laplace(v["f"], v["lo"], v["hi"], v["delta"], eps,
                                            substitute=self.substitute.isChecked(), dimensions=v["d"])
        if key == "randomized-response":
            return gallery.randomized_response(v["k"], v["x"] - 1, eps)
        if key == "rappor":
            return gallery.rappor(v["bits"], eps)
        if key == "universality":
            return universality.universality(self.family.currentText(), v["data"], eps, v.get("top", 1),
                                             v.get("table"))
        if key == "k-subset":
            return k_subset.k_subset(v["categories"], v["size"], v["item"] - 1, eps, v["reports"])
        return gallery.quantile(v["values"], v["q"], v["lo"], v["hi"], v["step"], eps)

    def _unused_fields(self) -> set[str]:
        """Universality's boxes the chosen mechanism does not read (greyed out): N but for the geometric mechanism,
        the table but for a typed one."""
        if self.key != "universality":
            return set()
        family = self.family.currentIndex()
        unused = {"top"} if family != 1 else set()
        unused |= {"table"} if family != 2 else set()
        for name, box in self.fields["universality"].items():
            box.setEnabled(name not in unused)
        return unused

    # --- results ---------------------------------------------------------------------------------
    def compute(self) -> None:
        self.timer.stop()
        try:
            self.comparison, self.error = self._read(), ""
        except Exception as exc:  # noqa: BLE001 — any failure is a sentence (ui.failures), never a dialog
            self.comparison, self.error = None, failure_sentence(exc, translatable("compute this instance"))
        try:
            self._show_texts()
            self._draw_all()
            self.conservatism.show_for(self.comparison)
        except Exception as exc:  # noqa: BLE001 — nor is one while drawing it: the plot is emptied, and why said
            self.comparison, self.error = None, failure_sentence(exc, translatable("draw this instance"))
            self._show_texts()
            self._draw_all()

    def _show_texts(self) -> None:
        c = self.comparison
        if c is None:
            self.agreement.setText(error_html(self.error))
            for label in (self.why, self.statement, self.loss):
                label.setText("")
            return
        where = tr("over all reports") if c.key == "rappor" and "flipped" not in c.labels[0] else tr(
            "over every output")
        good = theme.color("good") if c.max_difference <= 1e-12 else theme.color("error")
        self.agreement.setText(shown(tr(
            "Largest difference between the two, {where}: <span style='color:{color}'><b>{difference}</b></span> "
            "(they agree to 10^{minus}12 or better). Classic mechanism: {classic}.").format(
            where=where, color=good, difference=esc(fmt.plain(c.max_difference, 2)), minus=fmt.MINUS,
            classic=esc(c.classic_name))))
        self.why.setText(shown(tr("Why: {why}").format(why=c.why)))
        self.statement.setText(shown(tr("Privacy: {statement}").format(statement=c.epsilon_statement)))
        if c.realised_loss is None:
            extra = ""
            if c.key == "quantile":
                within = c.extras["within"]
                extra = tr("True quantile {quantile}. Half the time the released value is within {half} of it, nine "
                           "times in ten within {most}; on average it is {mean} away ({ranks} places in the sorted "
                           "data).").format(quantile=esc(fmt.plain(c.reference)), half=esc(fmt.plain(within[0.5], 3)),
                                            most=esc(fmt.plain(within[0.9], 3)),
                                            mean=esc(fmt.plain(c.extras['expected_error'], 3)),
                                            ranks=esc(fmt.plain(c.extras['rank_error'], 3)))
            self.loss.setText(shown(extra))
        else:
            self.loss.setText(shown(tr(
                "Realised privacy loss against the worst neighbour: <b>{loss}</b> — one person's data changes any "
                "chance by at most {factor}.").format(loss=esc(fmt.plain(c.realised_loss)),
                                                      factor=esc(fmt.factor(c.realised_loss)))
                + (f" {esc(c.extras['accuracy'])}" if "accuracy" in c.extras else "")))

    def _view(self) -> tuple[list[str] | None, np.ndarray, np.ndarray, np.ndarray, float]:
        """(names or None for a numeric axis, positions, EM chances, classic chances, bar width)."""
        c = self.comparison
        if c.key == "rappor" and len(c.labels) > MAX_NAMED_OUTPUTS and "flips_em" in c.extras:
            flips = [f"{j} flipped" for j in range(c.extras["bits"] + 1)]
            return flips, np.arange(len(flips), dtype=float), c.extras["flips_em"], c.extras["flips_classic"], 0.8
        if c.key in ("laplace", "quantile"):
            step = float(c.positions[1] - c.positions[0]) if c.positions.size > 1 else 1.0
            return None, c.positions, c.em, c.classic, step * 0.9
        return list(c.labels), np.arange(len(c.labels), dtype=float), c.em, c.classic, 0.8

    def _draw_all(self) -> None:
        c = self.comparison
        if c is None:
            self.categories.set_names(None)
            for item in (self.markers, self.classic_line, self.density):
                item.setData([], [])
            self.bars.setOpts(x=[0], height=[0])
            self.truth.hide()
            self.legend.clear()
            return
        names, *_ = self._view()
        self.categories.set_names(names)  # lays out and calls _draw

    def _draw(self) -> None:
        c = self.comparison
        if c is None:
            return
        names, pos, em, classic, width = self._view()
        cats = self.categories
        cats.bars(self.bars, pos, em, width)
        few = pos.size <= MAX_MARKERS
        cats.points(self.markers, pos if few else [], classic if few else [])
        cats.points(self.classic_line, [] if few else pos, [] if few else classic)
        if c.density is not None and names is None:
            step = float(c.positions[1] - c.positions[0])
            cats.points(self.density, c.density[0], c.density[1] * step)
        else:
            self.density.setData([], [])
        if names is None and c.reference is not None:
            self.truth.setValue(c.reference)
            self.truth.show()
        else:
            self.truth.hide()
        self.legend.clear()
        self.legend.addItem(self.bars, "exponential mechanism")
        self.legend.addItem(self.markers if few else self.classic_line, "classic: " + CLASSIC_NAMES[c.key])
        if c.density is not None and names is None:
            self.legend.addItem(self.density, "continuous limit (density × step)")
        if names is None and c.reference is not None:
            self.legend.addItem(self.truth_sample, "true quantile" if c.key == "quantile" else "true answer f(D)")
        fit_plot(self.plot)  # the legend's columns for the new entries
        x_label = {"quantile": "released value", "rappor": "released report"}.get(c.key, "released answer")
        if c.key == "rappor" and names and names[0].endswith("flipped"):
            x_label = "bits flipped"
        cats.style(c.title if c.key != "rappor" else f"{c.title}, {c.extras['bits']} bits", x_label, "chance")
        top = max(float(np.max(em)), float(np.max(classic)))
        lo, hi = (float(pos[0]) - width, float(pos[-1]) + width) if pos.size else (0.0, 1.0)
        cats.ranges(lo, hi, 0.0, top * 1.08 if top > 0 else 1.0)

    # --- looks -----------------------------------------------------------------------------------
    def set_presentation(self, on: bool) -> None:
        """Every font twice its size, bars opaque, lines and markers thicker."""
        self.presenting = on
        # the window's own type, inherited by every label and box: twice the app's normal size (the app's own
        # presentation already scales its font by theme.scale(), so the normal size is measured without it)
        font = QFont()
        if on:
            font.setPointSizeF(QApplication.font().pointSizeF() / theme.scale() * 2)
        self.setFont(font)
        QTimer.singleShot(0, self._refit_words)
        self._fit_left()
        present_plot(self.plot, on)
        present_bars(self.bars, on, "score", outline="score")
        present_markers(self.markers, on)
        thicken(on, self.density, self.classic_line, self.truth)
        for line in (self.truth, self.truth_sample):
            line.setPen(pen("opt", line_width(on), LINE_STYLES["opt"]))
        self._draw_all()

    def _refit_words(self) -> None:
        """Wrapped labels measure their height again in the new type, at the width the new layout gave them."""
        self.layout().activate()
        for label in self.findChildren(WrappingLabel):
            label.setMinimumHeight(0)
            label.setText(label.text())

    def _theme_changed(self, name: str) -> None:
        background, foreground = theme.plot_colors(name)
        for widget in (self.plot_widget, self.conservatism.plot_widget):
            widget.setBackground(background)
            restyle(widget.getPlotItem(), foreground)
        on = name == theme.PRESENTATION_PALETTE
        if on != self.presenting:
            self.set_presentation(on)
        self._show_texts()


def open_gallery(parent=None) -> GalleryWindow:
    """Show the gallery: one window per parent, raised again when it is already open."""
    window = getattr(parent, "gallery_window", None) if parent is not None else None
    if window is None:
        window = GalleryWindow(parent)
        if parent is not None:
            parent.gallery_window = window
    window.show()
    if QApplication.platformName() != "offscreen":  # a window system to raise it in (offscreen has none)
        window.raise_()
    window.activateWindow()
    return window
