"""The one-click report for policy-makers: HTML (charts as PNG pictures, readable at desktop width, with a
print stylesheet) and PDF (A4, laid out page by page, charts drawn as vectors).

What the report says is written once (report_content), from the same core objects the summary panel reads;
its charts are drawn for print (report_charts); the PDF's pages are laid out by report_pdf.
"""
from __future__ import annotations

import base64

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage

from ...core.translatable import message
from ...io.csvio import atomic_write_bytes, atomic_write_text, check_writable_folder
from ..language import tr
from . import charts as report_charts, content as report_content, pdf as report_pdf
from .facts import Figure, Heading, Para, Table, esc

HTML_DPI = 144  # the pictures are drawn at twice their CSS size: sharp on high-density screens

STYLE = """
body { font-family: "DejaVu Sans", "Segoe UI", Arial, sans-serif; line-height: 1.45; color: #222;
       margin: 0 auto; padding: 1.5em 2em 3em; max-width: 75em; }
h1 { font-size: 1.7em; margin: 0 0 .2em; } h2 { font-size: 1.25em; margin: 1.6em 0 .4em; }
p, .meta { max-width: 60em; }
.meta { color: #555; margin: 0 0 1.2em; }
table { border-collapse: collapse; width: 100%; margin: .4em 0 .6em; }
th, td { border-bottom: 1px solid #ccc; padding: .3em .6em; text-align: left; vertical-align: top; }
th { background: #e8e8e8; border-bottom: 1px solid #999; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
tr.released td { font-weight: bold; }
.note { color: #444; margin-top: 0; }
.figure { margin: 1em 0 1.5em; } .figure img { display: block; width: 100%; max-width: 60em; height: auto; }
.caption { font-style: italic; color: #444; margin-top: 0; }
@media print {
  @page { size: A4; margin: 15mm; }
  body { max-width: none; padding: 0; font-size: 10pt; }
  h2 { break-after: avoid; page-break-after: avoid; }
  .figure, tr { break-inside: avoid; page-break-inside: avoid; }
  .figure img { max-width: 100%; }
}
"""


def _png_base64(image: QImage) -> str:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.WriteOnly)
    image.save(buf, "PNG")
    return base64.b64encode(bytes(data)).decode("ascii")


def _table_html(t: Table) -> str:
    head = "".join(f'<th scope="col">{esc(h)}</th>' for h in t.header)
    body = []
    for k, row in enumerate(t.rows):
        cells = "".join(f"<td class='num'>{esc(v)}</td>" if c in t.numeric else f"<td>{esc(v)}</td>"
                        for c, v in enumerate(row))
        body.append(f"<tr class='released'>{cells}</tr>" if k in t.bold_rows else f"<tr>{cells}</tr>")
    note = f"<p class='note'>{esc(t.note)}</p>" if t.note else ""
    return f"<table width='100%'><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>{note}"


def _figure_html(fig: Figure, image_src) -> str:
    image = report_charts.to_image(fig.chart, HTML_DPI)
    width, height = image.width() // 2, image.height() // 2
    return (f"<div class='figure'><img src='{esc(image_src(fig.name, image))}' alt='{esc(fig.chart.title)}' "
            f"width='{width}' height='{height}'><p class='caption'>{esc(fig.caption)}</p></div>")


def report_html(ws, image_src) -> str:
    """The report as HTML; ``image_src(name, image)`` gives each chart's src (data: URI or resource name).

    Every string that comes from the user (candidate and option names, file names) is escaped; every number
    is written by core.formatting (finite, or said in words)."""
    return html_of(report_content.build(ws), image_src)


def html_of(rep, image_src) -> str:
    """The HTML of a built report (``report_content.build``): needs no workspace, so it may run on a worker."""
    parts = []
    for block in rep.blocks:
        if isinstance(block, Heading):
            parts.append(f"<h{block.level}>{esc(block.text)}</h{block.level}>")
        elif isinstance(block, Para):
            parts.append(f"<p>{block.html}</p>")
        elif isinstance(block, Table):
            parts.append(_table_html(block))
        elif isinstance(block, Figure):
            parts.append(_figure_html(block, image_src))
    meta = "<br>".join(f"{esc(k)}: {esc(v)}" for k, v in rep.meta)
    body = "\n".join(parts)
    heading = tr("ExpMech Studio report: {title}").format(title=rep.title)
    return f"""<!DOCTYPE html>
<html lang="{rep.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(heading)}</title><style>{STYLE}</style></head><body>
<h1>{esc(rep.title)}</h1>
<p class="meta">{meta}</p>
{body}
</body></html>
"""


def write_html(ws, path: str) -> None:
    """Raises OSError naming the file when it cannot be written (nothing is left behind)."""
    check_writable_folder(path)
    write_built(report_content.build(ws), path)


def write_pdf(ws, path: str) -> None:
    """Renders into memory, then writes atomically: QPdfWriter on a bad path fails silently, this does not."""
    check_writable_folder(path)
    write_built(report_content.build(ws), path)


def write_built(rep, path: str) -> None:
    """Write a built report as PDF (a path ending in .pdf) or HTML. It reads no widget, so the window runs it on
    a worker (charts and pages are painted on QImage and QPdfWriter, which any thread may use)."""
    if not path.lower().endswith(".pdf"):
        atomic_write_text(path, html_of(rep, lambda name, img: f"data:image/png;base64,{_png_base64(img)}"))
        return
    pdf = report_pdf.render(rep)
    if not pdf.startswith(b"%PDF"):
        raise OSError(message("{path}: the PDF could not be made", path=path))
    atomic_write_bytes(path, pdf)
