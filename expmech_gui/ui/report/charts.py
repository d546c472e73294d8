"""The report's charts, drawn for print with QPainter: straight into the PDF (vector) or into a PNG for the
HTML. Every size is in points, so on A4 the legend and the axis text are 8.5 pt whatever the device.

Two kinds: ``BarRows`` (one horizontal bar per option, full names on the left: each option's chance of
being chosen) and ``AxisBars`` (vertical bars over a number axis: chances by price range, or the score of
the chosen output). Exact chances are solid bars; simulated shares are hatched bars beside them, labelled
"simulated"; reference values are lines with their own dash style and a legend entry that gives the value,
so nothing depends on colour. A probability axis never runs past 100%.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QImage, QPainter, QPen

from ...core import formatting
from ...core.number_locale import localized
from ..language import tr
from ..widgets.plots.kit import LINE_STYLES, LONG_DASH
from ..widgets.plots.palette import ROLES as COLORS  # printed on white paper: the light-background colours

WIDTH_PT = 510.0  # the text width of A4 with 15 mm margins (180 mm)
TEXT_PT = 8.5  # ticks, legend, bar values
TITLE_PT = 10.0
MAX_ROWS = 25  # options beyond these are one bar "all N others together"
LABEL_SHARE = 0.42  # of the chart's width, at most, for the names; longer names wrap onto more lines
LABEL_CHARS = 44  # about this many characters of TEXT_PT fit on one line of the names' column
MAX_LABEL_CHARS = 3 * LABEL_CHARS  # longer names end in "…" on the chart (the table beside it has them whole)
SIMULATED_BRUSH = Qt.BDiagPattern


@dataclass
class RefLine:
    """A reference value drawn as a vertical line: ``key`` picks colour and dash (kit.COLORS/LINE_STYLES)."""

    key: str
    label: str
    value: float


@dataclass
class BarRows:
    """One horizontal bar per option (sorted as given): its exact chance and, when runs were simulated, the
    share of runs that chose it. ``marked`` is the row of the released choice (None: none; a tuple: the rows of a
    released k-set); ``legend``: (exact, simulated) words in place of one choice's (a k-set's chances)."""

    title: str
    labels: list[str]
    exact: list[float]
    simulated: list[float] | None = None
    marked: int | tuple | None = None
    runs: int = 0
    legend: tuple[str, str] | None = None
    locale: str = "en"  # the language of its words and numbers (set with the report's: facts.localize)

    def height_pt(self) -> float:
        row = 19.0 if self.simulated is not None else 14.0
        lines = sum(max(1, math.ceil(len(shown_label(t)) / LABEL_CHARS)) for t in self.labels)  # long names wrap
        return 44.0 + len(self.labels) * row + (lines - len(self.labels)) * 10.5 + 30.0


@dataclass
class AxisBars:
    """Vertical bars of probability over a number axis: bar ``b`` stands for [spans[b][0], spans[b][1])."""

    title: str
    x_label: str
    unit: str
    spans: list[tuple[float, float]]
    exact: list[float]
    simulated: list[float] | None = None
    lines: list[RefLine] = field(default_factory=list)
    runs: int = 0
    ticks: list[float] | None = None  # where the number axis is labelled (None: evenly)
    locale: str = "en"

    def height_pt(self) -> float:
        return 250.0


Chart = BarRows | AxisBars


def shown_label(label: str) -> str:
    return label if len(label) <= MAX_LABEL_CHARS else label[: MAX_LABEL_CHARS - 1] + "…"


# --- ticks -------------------------------------------------------------------------------------------------
def nice_step(span: float, count: int = 5) -> float:
    """The 1-2-2.5-5 step that cuts ``span`` into about ``count`` intervals."""
    raw = span / max(count, 1)
    if not raw > 0 or not math.isfinite(raw):
        return 1.0
    mag = 10.0 ** math.floor(math.log10(raw))
    return next(m * mag for m in (1, 2, 2.5, 5, 10) if m * mag >= raw * (1 - 1e-9))


def probability_top(largest: float) -> tuple[float, float]:
    """(axis top, tick step) for chances up to ``largest``: a little headroom, never past 1."""
    largest = min(max(largest, 1e-9), 1.0)
    step = nice_step(largest * 1.05, 4)
    top = min(1.0, math.ceil(largest * 1.05 / step - 1e-9) * step)
    return top, step


def _ticks(lo: float, hi: float, step: float) -> list[float]:
    first = math.ceil(lo / step - 1e-9)
    out, k = [], first
    while k * step <= hi * (1 + 1e-12) + 1e-12 and len(out) < 50:
        out.append(round(k * step, 12))
        k += 1
    return out


# --- painting --------------------------------------------------------------------------------------------
class _Paint:
    """A painter in points: ``p(x)`` device units of x points; fonts in points (the device's own DPI)."""

    def __init__(self, painter: QPainter) -> None:
        self.painter = painter
        self.unit = painter.device().logicalDpiY() / 72.0

    def p(self, pt: float) -> float:
        return pt * self.unit

    def font(self, size: float = TEXT_PT, bold: bool = False) -> QFont:
        f = QFont()
        f.setFamilies(["DejaVu Sans", "Arial", "Helvetica", "sans-serif"])
        f.setPointSizeF(size)
        f.setBold(bold)
        self.painter.setFont(f)
        return f

    def metrics(self, font: QFont) -> QFontMetricsF:
        return QFontMetricsF(font, self.painter.device())

    def pen(self, key: str | None, width_pt: float = 1.0, style=Qt.SolidLine) -> QPen:
        color = QColor(*COLORS[key]) if key else QColor(40, 40, 40)
        pen = QPen(color, self.p(width_pt))
        if style == LONG_DASH:
            pen.setDashPattern([7.0, 3.0])
        else:
            pen.setStyle(style)
        pen.setCapStyle(Qt.FlatCap)
        return pen

    def text(self, rect: QRectF, flags, text: str) -> None:
        self.painter.drawText(rect, int(flags), text)


def _simulated_brush(key: str = "empirical") -> QBrush:
    return QBrush(QColor(*COLORS[key]).darker(130), SIMULATED_BRUSH)


def _legend(d: _Paint, rect: QRectF, entries: list[tuple[str, str, object]]) -> float:
    """Swatches and texts, wrapped into as many lines as needed; returns the height used. An entry is
    (kind, text, key/style): kind "bar", "hatch" or "line"."""
    font = d.font()
    fm = d.metrics(font)
    line_h = fm.height() * 1.25
    x, y = rect.left(), rect.top()
    sw = d.p(20)
    for kind, text, arg in entries:
        w = sw + d.p(4) + fm.horizontalAdvance(text) + d.p(12)
        if x > rect.left() and x + w > rect.right():
            x, y = rect.left(), y + line_h
        mid = y + line_h / 2
        box = QRectF(x, mid - d.p(4), sw, d.p(8))
        if kind == "bar":
            d.painter.fillRect(box, QColor(*COLORS[arg]))
        elif kind == "hatch":
            d.painter.setPen(d.pen("empirical", 0.6))
            d.painter.setBrush(_simulated_brush())
            d.painter.drawRect(box)
            d.painter.setBrush(Qt.NoBrush)
        else:
            key, style = arg
            d.painter.setPen(d.pen(key, 1.6, style))
            d.painter.drawLine(QPointF(x, mid), QPointF(x + sw, mid))
        d.painter.setPen(QColor(30, 30, 30))
        d.font()
        d.text(QRectF(x + sw + d.p(4), y, w, line_h), Qt.AlignLeft | Qt.AlignVCenter, text)
        x += w
    return y + line_h - rect.top()


def _title(d: _Paint, rect: QRectF, title: str) -> float:
    """The chart's title, on as many lines as it needs (a long one was cut at the right: "… how likely each valu");
    its height, which the plot below gives up."""
    font = d.font(TITLE_PT, bold=True)
    metrics = d.metrics(font)
    flags = Qt.AlignLeft | Qt.AlignVCenter | Qt.TextWordWrap
    lines = metrics.boundingRect(QRectF(0, 0, rect.width(), 1e6), int(flags), title).height()
    h = max(metrics.height(), lines) + metrics.height() * 0.3
    d.painter.setPen(QColor(20, 20, 20))
    d.text(QRectF(rect.left(), rect.top(), rect.width(), h), flags, title)
    return h


def _runs_text(runs: int) -> str:
    return (tr("simulated share (1 run)") if runs == 1 else
            tr("simulated share ({runs} runs)").format(runs=formatting.count(runs)))


def _chance(c: Chart, p: float) -> str:
    """A chance as the chart's language writes it ('1 von 4.700')."""
    return localized(formatting.probability(p, c.locale), c.locale)


def paint(chart: Chart, painter: QPainter, rect: QRectF) -> None:
    """Draw ``chart`` into ``rect`` (device units) of an active painter."""
    d = _Paint(painter)
    painter.save()
    try:
        painter.setRenderHint(QPainter.Antialiasing, True)
        painter.setRenderHint(QPainter.TextAntialiasing, True)
        painter.fillRect(rect, Qt.white)
        if isinstance(chart, BarRows):
            _paint_rows(d, chart, rect)
        else:
            _paint_axis(d, chart, rect)
    finally:
        painter.restore()


def _paint_rows(d: _Paint, c: BarRows, rect: QRectF) -> None:
    y = rect.top() + _title(d, rect, c.title)
    entries = [("bar", c.legend[0] if c.legend else tr("exact chance of being chosen"), "exact")]
    if c.simulated is not None:
        entries.append(("hatch", c.legend[1] if c.legend else localized(_runs_text(c.runs), c.locale), None))
    y += _legend(d, QRectF(rect.left(), y, rect.width(), rect.height()), entries) + d.p(4)
    font = d.font()
    fm = d.metrics(font)
    bold = QFont(font)
    bold.setBold(True)
    fmb = d.metrics(bold)
    value_w = max(fmb.horizontalAdvance(_chance(c, v)) for v in (1 / 4.9e6, *c.exact)) + d.p(6)  # the widest written
    chosen = "  ◀ " + tr("chosen")
    label_w = min(max((fmb.horizontalAdvance(shown_label(t)) for t in c.labels), default=0) + d.p(8), rect.width() * LABEL_SHARE)
    left = rect.left() + label_w
    right = rect.right() - value_w - fm.horizontalAdvance(chosen)
    axis_h = fm.height() * 1.4
    wrap = int(Qt.AlignRight | Qt.AlignVCenter | Qt.TextWordWrap)
    labels = [shown_label(t) for t in c.labels]
    needs = [fmb.boundingRect(QRectF(0, 0, label_w - d.p(6), 1e7), wrap, t).height() + d.p(3) for t in labels]
    base = d.p(19.0 if c.simulated is not None else 14.0)
    heights = [max(base, h) for h in needs] or [base]
    scale = (rect.bottom() - y - axis_h) / sum(heights)  # the rows fill the rectangle they are given
    heights = [h * scale for h in heights]
    tops = [y + sum(heights[:k]) for k in range(len(heights))]
    top, step = probability_top(max(c.exact + (c.simulated or [])))

    def x_of(v: float) -> float:
        return left + (right - left) * min(max(v, 0.0), top) / top

    grid = QPen(QColor(215, 215, 215), d.p(0.5))
    bottom = y + sum(heights)
    painter = d.painter
    for t in _ticks(0.0, top, step):
        painter.setPen(grid)
        painter.drawLine(QPointF(x_of(t), y), QPointF(x_of(t), bottom))
        painter.setPen(QColor(60, 60, 60))
        d.text(QRectF(x_of(t) - d.p(30), bottom + d.p(2), d.p(60), fm.height()), Qt.AlignHCenter | Qt.AlignTop,
               _chance(c, t))
    exact_h = base * scale * (0.45 if c.simulated is not None else 0.62)
    sim_h = base * scale * 0.3
    for i, label in enumerate(labels):
        ry, row_h = tops[i], heights[i]
        is_marked = i in c.marked if isinstance(c.marked, tuple) else c.marked == i
        f = bold if is_marked else font
        d.painter.setFont(f)
        d.painter.setPen(QColor(20, 20, 20))
        d.painter.drawText(QRectF(rect.left(), ry, label_w - d.p(6), row_h), wrap, label)
        bar_top = ry + (row_h - exact_h - (sim_h if c.simulated is not None else 0)) / 2
        d.painter.fillRect(QRectF(left, bar_top, max(x_of(c.exact[i]) - left, d.p(0.3)), exact_h),
                           QColor(*COLORS["exact"]))
        end = x_of(c.exact[i])
        if c.simulated is not None:
            sim_rect = QRectF(left, bar_top + exact_h, max(x_of(c.simulated[i]) - left, d.p(0.3)), sim_h)
            d.painter.setPen(d.pen("empirical", 0.5))
            d.painter.setBrush(_simulated_brush())
            d.painter.drawRect(sim_rect)
            d.painter.setBrush(Qt.NoBrush)
            end = max(end, sim_rect.right())
        d.painter.setFont(f)
        d.painter.setPen(QColor(20, 20, 20))
        d.text(QRectF(end + d.p(4), ry, rect.right() - end, row_h), Qt.AlignLeft | Qt.AlignVCenter,
               _chance(c, c.exact[i]) + (chosen if is_marked else ""))
    d.painter.setPen(QPen(QColor(60, 60, 60), d.p(0.8)))
    d.painter.drawLine(QPointF(left, y), QPointF(left, bottom))


def _paint_axis(d: _Paint, c: AxisBars, rect: QRectF) -> None:
    y = rect.top() + _title(d, rect, c.title)
    entries = [("bar", tr("exact chance"), "exact")]
    if c.simulated is not None:
        entries.append(("hatch", localized(_runs_text(c.runs), c.locale), None))
    lo, hi = min(a for a, _ in c.spans), max(b for _, b in c.spans)
    span = hi - lo
    near = [ln.value for ln in c.lines if lo - span <= ln.value <= hi + span]  # widen the axis to show them
    lo, hi = min([lo] + near) - 0.02 * span, max([hi] + near) + 0.02 * span
    for line in c.lines:
        off = "" if lo <= line.value <= hi else " " + tr("(off the axis)")
        value = localized(formatting.value(line.value, c.unit), c.locale)
        entries.append(("line", f"{line.label}: {value}{off}",
                        (line.key, LINE_STYLES.get(line.key, Qt.SolidLine))))
    y += _legend(d, QRectF(rect.left(), y, rect.width(), rect.height()), entries) + d.p(6)
    font = d.font()
    fm = d.metrics(font)
    top, step = probability_top(max(c.exact + (c.simulated or []) + [1e-9]))
    yticks = _ticks(0.0, top, step)
    left = rect.left() + max(fm.horizontalAdvance(_chance(c, t)) for t in yticks) + d.p(18)
    right = rect.right() - d.p(8)
    bottom = rect.bottom() - fm.height() * 2.8
    plot_top = y + d.p(4)

    def x_of(v: float) -> float:
        return left + (right - left) * (v - lo) / (hi - lo) if hi > lo else (left + right) / 2

    def y_of(p: float) -> float:
        return bottom - (bottom - plot_top) * min(max(p, 0.0), top) / top

    painter = d.painter
    grid = QPen(QColor(215, 215, 215), d.p(0.5))
    for t in yticks:
        painter.setPen(grid)
        painter.drawLine(QPointF(left, y_of(t)), QPointF(right, y_of(t)))
        painter.setPen(QColor(60, 60, 60))
        d.text(QRectF(rect.left() + d.p(12), y_of(t) - fm.height() / 2, left - rect.left() - d.p(16), fm.height()),
               Qt.AlignRight | Qt.AlignVCenter, _chance(c, t))
    painter.save()  # the y axis' name, turned a quarter
    painter.translate(rect.left() + d.p(1), (plot_top + bottom) / 2)
    painter.rotate(-90)
    d.text(QRectF(-d.p(60), 0, d.p(120), fm.height()), Qt.AlignHCenter | Qt.AlignTop, tr("chance"))
    painter.restore()
    sim = c.simulated is not None
    for b, p in enumerate(c.exact):
        x0, x1 = x_of(c.spans[b][0]), x_of(c.spans[b][1])
        w = (x1 - x0) * (0.8 if c.ticks is None else 0.5)
        gap = (x1 - x0 - w) / 2
        bw = w / 2 if sim else w
        if p > 0:
            painter.fillRect(QRectF(x0 + gap, y_of(p), max(bw, d.p(0.3)), bottom - y_of(p)), QColor(*COLORS["exact"]))
        if sim and c.simulated[b] > 0:
            q = c.simulated[b]
            painter.setPen(d.pen("empirical", 0.4))
            painter.setBrush(_simulated_brush())
            painter.drawRect(QRectF(x0 + gap + bw, y_of(q), max(bw, d.p(0.3)), bottom - y_of(q)))
            painter.setBrush(Qt.NoBrush)
    for line in c.lines:
        if lo <= line.value <= hi:
            painter.setPen(d.pen(line.key, 1.6, LINE_STYLES.get(line.key, Qt.SolidLine)))
            painter.drawLine(QPointF(x_of(line.value), plot_top), QPointF(x_of(line.value), bottom))
    painter.setPen(QPen(QColor(60, 60, 60), d.p(0.8)))
    painter.drawLine(QPointF(left, bottom), QPointF(right, bottom))
    painter.drawLine(QPointF(left, plot_top), QPointF(left, bottom))
    painter.setPen(QColor(60, 60, 60))
    ticks = c.ticks if c.ticks is not None else _ticks(lo, hi, nice_step(hi - lo, 7))
    for t in ticks:
        painter.drawLine(QPointF(x_of(t), bottom), QPointF(x_of(t), bottom + d.p(3)))
    for place, text in _tick_labels(d, c, ticks, x_of, bottom + d.p(3), fm):
        d.text(place, Qt.AlignHCenter | Qt.AlignTop, text)
    d.text(QRectF(left, bottom + fm.height() * 1.4, right - left, fm.height() * 1.3), Qt.AlignHCenter | Qt.AlignTop,
           c.x_label)


def _tick_labels(d: _Paint, c: AxisBars, ticks, x_of, top: float, fm: QFontMetricsF) -> list[tuple[QRectF, str]]:
    """Each tick's number and the box it is written in, under its tick, from the highest value down; a number that
    would touch one already placed is left out (its tick stays): bars of nearby values wrote "−0.283−0.275−0.267" as
    one run of digits."""
    placed: list[tuple[QRectF, str]] = []
    for t in sorted(ticks, reverse=True):
        text = localized(formatting.value(t, c.unit), c.locale)
        width = fm.horizontalAdvance(text) + d.p(6)  # a space's width between two numbers
        box = QRectF(x_of(t) - width / 2, top, width, fm.height())
        if not any(box.intersects(other) for other, _text in placed):
            placed.append((box, text))
    return placed


def to_image(chart: Chart, dpi: float = 144.0, width_pt: float = WIDTH_PT, pad_pt: float = 6.0) -> QImage:
    """The chart as an image ``width_pt`` points wide at ``dpi`` (the HTML's picture: sharp at twice its CSS
    size), with a white border of ``pad_pt`` so nothing touches the edge of the picture."""
    scale = dpi / 72.0
    image = QImage(round(width_pt * scale), round((chart.height_pt() + 2 * pad_pt) * scale), QImage.Format_RGB32)
    dots = round(dpi / 0.0254)
    image.setDotsPerMeterX(dots)
    image.setDotsPerMeterY(dots)
    image.fill(Qt.white)
    painter = QPainter(image)
    try:
        pad = pad_pt * scale
        paint(chart, painter, QRectF(pad, pad, image.width() - 2 * pad, image.height() - 2 * pad))
    finally:
        painter.end()
    return image
