"""The report as a PDF: A4, 15 mm margins, laid out block by block with QPainter on a QPdfWriter.

Paragraphs are split between lines, tables between rows (the header row is repeated on the next page),
a heading always stays with the start of what follows it, and a chart shrinks by up to a quarter to fit
the rest of a page; a chart that still does not fit waits (the text after it fills the page) and comes
before the next section on the following page — so no page ends half blank. Charts are drawn by
report_charts straight into the PDF (vector); all text is real text, so it can be searched and copied.
"""
from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (QColor, QFont, QFontMetricsF, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen,
                           QTextDocument)

from ..language import tr
from . import charts as report_charts
from .facts import Figure, Heading, Para, Report, Table, esc

RESOLUTION = 300  # device units per inch of the PDF's painter
BODY_PT = 10.0
TABLE_PT = 9.0
SMALL_PT = 8.0
HEADING_PT = {1: 18.0, 2: 13.0}
FAMILIES = ["DejaVu Sans", "Arial", "Helvetica", "sans-serif"]
SHRINK = 0.75  # a chart may be drawn this much smaller to finish a page


def _font(size: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setFamilies(FAMILIES)
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


KEEP_LINES = 3  # a paragraph this short stays on one page


class _Pages:
    """One pass of the layout; ``draw`` False only counts the pages (the footer says 'page 2 of 3')."""

    def __init__(self, writer: QPdfWriter, painter: QPainter | None, title: str, pages: int = 0) -> None:
        self.writer, self.painter, self.title, self.pages = writer, painter, title, pages
        rect = writer.pageLayout().paintRectPixels(RESOLUTION)
        self.unit = RESOLUTION / 72.0
        self.width = float(rect.width())
        self.footer_h = self.p(18)
        self.height = float(rect.height()) - self.footer_h
        self.y = 0.0
        self.page = 1
        self.floats: list[list] = []  # charts (with their heading) waiting for the next section on a new page
        self.floats_page = 0  # the page on which they did not fit

    def p(self, pt: float) -> float:
        return pt * self.unit

    @property
    def left(self) -> float:
        return self.height - self.y

    def metrics(self, font: QFont) -> QFontMetricsF:
        return QFontMetricsF(font, self.writer)

    def new_page(self) -> None:
        self.finish_page()
        if self.painter is not None:
            self.writer.newPage()
        self.page += 1
        self.y = 0.0

    def wait(self, unit: list) -> None:
        """A chart that does not fit here waits; the text after it fills this page."""
        if not self.floats:
            self.floats_page = self.page
        self.floats.append(unit)

    def place_floats(self, anyway: bool = False) -> None:
        """The waiting charts, once a new page has begun (or ``anyway``, at the end)."""
        if self.floats and (anyway or self.page > self.floats_page):
            waiting, self.floats = self.floats, []
            for unit in waiting:
                self.place(unit)

    def finish_page(self) -> None:
        if self.painter is None:
            return
        font = _font(SMALL_PT)
        self.painter.setFont(font)
        self.painter.setPen(QColor(110, 110, 110))
        rect = QRectF(0, self.height + self.footer_h - self.metrics(font).height() * 1.2, self.width,
                      self.metrics(font).height() * 1.2)
        page = tr("page {page} of {pages}").format(page=self.page, pages=self.pages)
        fm = self.metrics(font)
        room = self.width - fm.horizontalAdvance(page) - self.p(12)  # a long title ends in "…" before the page
        title = fm.elidedText(tr("ExpMech Studio report — {title}").format(title=self.title), Qt.ElideRight, room)
        self.painter.drawText(rect, int(Qt.AlignLeft | Qt.AlignBottom), title)
        self.painter.drawText(rect, int(Qt.AlignRight | Qt.AlignBottom), page)

    def need(self, h: float) -> None:
        """Start a new page unless ``h`` fits in what is left of this one (a page never starts empty-handed)."""
        if h > self.left and self.y > 0:
            self.new_page()

    # --- rich text (headings, paragraphs) ----------------------------------------------------------
    def document(self, html_text: str, size: float = BODY_PT) -> QTextDocument:
        doc = QTextDocument()
        doc.documentLayout().setPaintDevice(self.writer)
        doc.setDefaultFont(_font(size))
        doc.setDocumentMargin(0)
        doc.setDefaultStyleSheet("p { margin: 0; }")
        doc.setHtml(html_text)
        doc.setTextWidth(self.width)
        return doc

    def line_bottoms(self, doc: QTextDocument) -> list[float]:
        """Where the document may be cut: the bottom of each line."""
        out = []
        block = doc.begin()
        layout = doc.documentLayout()
        while block.isValid():
            top = layout.blockBoundingRect(block).top()
            lines = block.layout()
            for k in range(lines.lineCount()):
                line = lines.lineAt(k)
                out.append(top + line.y() + line.height())
            block = block.next()
        return out or [doc.size().height()]

    def text(self, doc: QTextDocument, after: float = 0.0) -> None:
        """Draw ``doc`` here, across pages between lines when it does not fit; a paragraph of up to KEEP_LINES
        lines is never split (the Pricing report's page 4 held one orphan line of the closing note), and a longer
        one leaves at least two lines for the next page (no widow line)."""
        total = doc.size().height()
        bottoms = self.line_bottoms(doc)
        if len(bottoms) <= KEEP_LINES:
            self.need(total)
        start = 0.0
        while start < total - 0.5:
            fits = [b for b in bottoms if start < b <= start + self.left + 0.5]
            if not fits:
                if self.y > 0:
                    self.new_page()
                    continue
                fits = [min(total, start + self.left)]  # one line taller than a page: cut it
            end = fits[-1]
            if len(fits) > 1 and sum(b > end + 0.5 for b in bottoms) == 1:
                end = fits[-2]  # never a paragraph's last line alone atop a page (German Top-k: "Wahl.")
            if self.painter is not None:
                self.painter.save()
                self.painter.translate(0, self.y - start)
                self.painter.setClipRect(QRectF(0, start, self.width, end - start))  # the lines up to the cut only
                doc.drawContents(self.painter, QRectF(0, start, self.width, end - start))
                self.painter.restore()
            self.y += end - start
            start = end
            if start < total - 0.5:
                self.new_page()
        self.y += after

    # --- blocks ------------------------------------------------------------------------------------
    def place(self, unit: list) -> None:
        """Lay out one unit: a heading (with the start of what follows), a paragraph, a table, a chart."""
        for k, block in enumerate(unit):
            if isinstance(block, Heading):
                self.heading(block, _follows(self, unit[k + 1]) if k + 1 < len(unit) else 0.0)
            elif isinstance(block, Para):
                self.paragraph(block)
            elif isinstance(block, Table):
                self.table(block)
            elif isinstance(block, Figure):
                self.figure(block)

    def heading(self, h: Heading, following: float) -> None:
        size = HEADING_PT.get(h.level, 11.0)
        doc = self.document(f"<b>{esc(h.text)}</b>", size)
        above = self.p(size * 0.9) if self.y > 0 else 0.0
        self.need(above + doc.size().height() + following)
        self.y += above if self.y > 0 else 0.0
        self.text(doc, after=self.p(4))

    def paragraph(self, para: Para) -> None:
        self.text(self.document(f"<p>{para.html}</p>"), after=self.p(7))

    def figure(self, fig: Figure) -> None:
        height = self.p(fig.chart.height_pt())
        caption = self.document(f"<p><i>{esc(fig.caption)}</i></p>", SMALL_PT + 0.5) if fig.caption else None
        cap_h = caption.size().height() + self.p(2) if caption else 0.0
        if height + cap_h > self.left and self.y > 0:
            if SHRINK * height + cap_h <= self.left:
                height = self.left - cap_h
            else:
                self.new_page()
        height = min(height, self.height - cap_h)
        if self.painter is not None:
            report_charts.paint(fig.chart, self.painter, QRectF(0, self.y, self.width, height))
        self.y += height + self.p(2)
        if caption:
            self.text(caption)
        self.y += self.p(8)

    def table(self, t: Table) -> None:
        font, bold = _font(TABLE_PT), _font(TABLE_PT, bold=True)
        widths = self._columns(t, font, bold)
        pad = self.p(3)
        head_h = self._row_height(t.header, widths, bold, pad)
        self.need(head_h + (self._row_height(t.rows[0], widths, font, pad) if t.rows else 0))
        self._row(t.header, widths, bold, pad, head_h, t, header=True)
        for k, row in enumerate(t.rows):
            f = bold if k in t.bold_rows else font
            h = self._row_height(row, widths, f, pad)
            if k == len(t.rows) - 2 and k > 0:  # the last two rows go together: no page for one orphan row
                last = t.rows[-1]
                h_last = self._row_height(last, widths, bold if k + 1 in t.bold_rows else font, pad)
                if h + h_last > self.left:
                    self.new_page()
                    self._row(t.header, widths, bold, pad, head_h, t, header=True)
            if h > self.left:
                self.new_page()
                self._row(t.header, widths, bold, pad, head_h, t, header=True)
            self._row(row, widths, f, pad, h, t)
        self.y += self.p(4)
        if t.note:
            self.text(self.document(f"<p>{esc(t.note)}</p>", TABLE_PT), after=self.p(4))
        self.y += self.p(6)

    def _columns(self, t: Table, font: QFont, bold: QFont) -> list[float]:
        fmb = self.metrics(bold)
        cols = len(t.header)
        natural = [fmb.horizontalAdvance(t.header[c]) for c in range(cols)]
        for row in t.rows:
            for c in range(cols):
                natural[c] = max(natural[c], fmb.horizontalAdvance(row[c]))  # bold: the released row
        natural = [w + self.p(8) for w in natural]
        total = sum(natural)
        if total <= self.width:
            extra = (self.width - total) / cols
            return [w + extra for w in natural]
        # a column is never narrower than its longest word (German "Genauigkeitsgarantie" was cut, unwrappable)
        words = [max((fmb.horizontalAdvance(w) for text in [t.header[c], *(r[c] for r in t.rows)]
                      for w in text.split()), default=0.0) + self.p(8) for c in range(cols)]
        floor = [min(w, max(self.p(70), longest)) for w, longest in zip(natural, words)]
        spare = self.width - sum(floor)
        grow = [w - fl for w, fl in zip(natural, floor)]
        return [fl + spare * g / max(sum(grow), 1e-9) for fl, g in zip(floor, grow)]

    def _row_height(self, cells: list[str], widths: list[float], font: QFont, pad: float) -> float:
        fm = self.metrics(font)
        h = max(fm.boundingRect(QRectF(0, 0, w - 2 * pad, 1e7), int(Qt.TextWordWrap), text).height()
                for text, w in zip(cells, widths))
        return h + 2 * pad

    def _row(self, cells, widths, font, pad, h, t: Table, header: bool = False) -> None:
        if self.painter is not None:
            painter = self.painter
            if header:
                painter.fillRect(QRectF(0, self.y, self.width, h), QColor(232, 232, 232))
            painter.setFont(font)
            painter.setPen(QColor(20, 20, 20))
            x = 0.0
            for c, (text, w) in enumerate(zip(cells, widths)):
                align = Qt.AlignRight if c in t.numeric and not header else Qt.AlignLeft
                painter.drawText(QRectF(x + pad, self.y + pad, w - 2 * pad, h - 2 * pad),
                                 int(align | Qt.AlignTop | Qt.TextWordWrap), text)
                x += w
            painter.setPen(QPen(QColor(150, 150, 150) if header else QColor(205, 205, 205), self.p(0.5)))
            painter.drawLine(QPointF(0, self.y + h), QPointF(self.width, self.y + h))
        self.y += h


def _units(blocks: list) -> list[list]:
    """The blocks in the order they are placed: a heading with the chart right after it is one unit."""
    units, k = [], 0
    while k < len(blocks):
        pair = isinstance(blocks[k], Heading) and k + 1 < len(blocks) and isinstance(blocks[k + 1], Figure)
        units.append(blocks[k:k + 2] if pair else [blocks[k]])
        k += 2 if pair else 1
    return units


def _follows(pages: _Pages, block) -> float:
    """How much of ``block`` must share the page with the heading before it."""
    if isinstance(block, Para):
        doc = pages.document(f"<p>{block.html}</p>")
        bottoms = pages.line_bottoms(doc)
        return bottoms[min(2, len(bottoms) - 1)]
    if isinstance(block, Table):
        return pages.p(TABLE_PT * 2.4 * min(3, len(block.rows) + 1))
    if isinstance(block, Figure):
        return pages.p(block.chart.height_pt()) * SHRINK
    return 0.0


def _lay_out(pages: _Pages, report: Report) -> None:
    pages.text(pages.document(f"<b>{esc(report.title)}</b>", HEADING_PT[1]), after=pages.p(4))
    meta = "<br>".join(f"{esc(k)}: {esc(v)}" for k, v in report.meta)
    pages.text(pages.document(f"<p style='color:#555'>{meta}</p>", SMALL_PT + 1), after=pages.p(6))
    units = _units(report.blocks)
    for k, unit in enumerate(units):
        if isinstance(unit[0], Heading):  # a new section: the charts that waited come before it
            pages.place_floats()
        if isinstance(unit[-1], Figure):
            # a chart that does not fit waits for the next page; the text after it fills this one, and the
            # section that runs on to the next page ends before the chart is placed
            if pages.floats or (pages.y > 0 and _least_height(pages, unit) > pages.left):
                pages.wait(unit)
                continue
        elif isinstance(unit[0], Heading) and k + 1 < len(units):
            pages.heading(unit[0], _follows(pages, units[k + 1][0]))
            continue
        pages.place(unit)
    pages.place_floats(anyway=True)
    pages.finish_page()


def _least_height(pages: _Pages, unit: list) -> float:
    """The height a chart unit needs at least: its heading, the chart shrunk by SHRINK, its caption."""
    fig = unit[-1]
    heading = pages.p(HEADING_PT[2] * 3) if len(unit) > 1 else 0.0
    return heading + pages.p(fig.chart.height_pt()) * SHRINK + pages.p(30)


def a4_writer(buf: QBuffer) -> QPdfWriter:
    """A PDF writer into ``buf``: A4 portrait, 15 mm margins, RESOLUTION device units per inch."""
    writer = QPdfWriter(buf)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.A4), QPageLayout.Portrait, QMarginsF(15, 15, 15, 15),
                                     QPageLayout.Millimeter))
    writer.setResolution(RESOLUTION)
    return writer


def render(report: Report) -> bytes:
    """The PDF's bytes (empty when Qt could not make it)."""
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.WriteOnly)
    writer = a4_writer(buf)
    writer.setTitle(report.title)
    writer.setCreator("ExpMech Studio")
    counting = _Pages(writer, None, report.title)
    _lay_out(counting, report)
    painter = QPainter(writer)
    if not painter.isActive():
        return b""
    try:
        _lay_out(_Pages(writer, painter, report.title, counting.page), report)
    finally:
        painter.end()
    del writer  # finishes the PDF
    buf.close()
    return bytes(data)
