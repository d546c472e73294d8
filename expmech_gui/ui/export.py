"""Plot export: PNG at presentation width (pyqtgraph's ImageExporter) and vector SVG (Qt's QSvgGenerator:
pyqtgraph's own SVG exporter cannot parse the path data this Qt version writes), plus the right-click menu
entries that offer both on every plot."""
from __future__ import annotations

import html

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QAction, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QFileDialog, QMessageBox

from ..core.translatable import message, translatable
from ..io.csvio import check_writable_folder
from ..io.targets import os_reason
from .language import tr

PRESENTATION_WIDTH = 1920


def write_png(widget, path: str, width: int = PRESENTATION_WIDTH) -> None:
    """Raises OSError naming the file when it cannot be written (pyqtgraph's exporter would not say)."""
    import pyqtgraph.exporters as exporters

    check_writable_folder(path)
    png = exporters.ImageExporter(widget.getPlotItem())
    png.parameters()["width"] = width
    image = png.export(toBytes=True)
    if image is None or image.isNull() or not image.save(path, "PNG"):
        raise OSError(message("{path}: cannot write the PNG", path=path))


def write_svg(widget, path: str) -> None:
    """Vector SVG; Qt escapes every text (the title, axis and candidate names) in the XML. Raises OSError naming
    the file when it cannot be written."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    check_writable_folder(path)
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.WriteOnly)
    gen = QSvgGenerator()
    gen.setOutputDevice(buf)
    size = widget.size()
    gen.setSize(QSize(size.width(), size.height()))
    gen.setViewBox(QRect(0, 0, size.width(), size.height()))
    gen.setTitle(_plain_title(widget.getPlotItem().titleLabel.text))  # Qt escapes it in the XML
    gen.setDescription("Exported by ExpMech Studio")
    painter = QPainter(gen)
    if not painter.isActive():
        raise OSError(message("{path}: cannot write the SVG", path=path))
    try:
        widget.render(painter)
    finally:
        painter.end()
    buf.close()
    svg = bytes(data)
    if not svg:
        raise OSError(message("{path}: nothing was written", path=path))
    try:
        with open(path, "wb") as fh:
            fh.write(svg)
    except OSError as exc:
        raise OSError(message("{path}: cannot write the SVG ({reason})", path=path, reason=os_reason(exc))) from None


def _plain_title(text) -> str:
    """The plot title without its markup (pyqtgraph titles are rich text; the SVG title is plain)."""
    import re

    return html.unescape(re.sub(r"<[^>]*>", "", str(text or "")))


def install_export_menu(widget, name: str) -> None:
    """Replace the scene's right-click 'Export…' (pyqtgraph's dialog) with PNG and SVG entries that work."""
    scene = widget.scene()

    def export(kind: str) -> None:
        path, _ = QFileDialog.getSaveFileName(widget, tr("Export plot as {kind}").format(kind=kind.upper()), f"{name}.{kind}",
                                              f"{kind.upper()} (*.{kind})")
        if not path:
            return
        try:
            (write_png if kind == "png" else write_svg)(widget, path)
        except (OSError, ValueError) as exc:
            QMessageBox.warning(widget, tr("Export failed"), str(exc))

    actions = []
    for kind, source in (("png", translatable("Export plot as PNG…")), ("svg", translatable("Export plot as SVG…"))):
        act = QAction(tr(source), scene)
        act.source = source  # the English, for a change of language (kit.retranslate: each of data_actions)
        act.triggered.connect(lambda _=False, k=kind: export(k))
        actions.append(act)
    kept = [a for a in getattr(scene, "data_actions", []) if a.text() not in [b.text() for b in actions]]
    scene.data_actions = [*kept, *actions]  # View data as table stays first
    scene.contextMenu = list(scene.data_actions)
