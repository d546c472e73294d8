"""Plot export: PNG at presentation width (pyqtgraph's ImageExporter) and vector SVG (Qt's QSvgGenerator:
pyqtgraph's own SVG exporter cannot parse the path data this Qt version writes), plus the right-click menu
entries that offer both on every plot."""
from __future__ import annotations

import os

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QAction, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QFileDialog, QMessageBox

PRESENTATION_WIDTH = 1920


def write_png(widget, path: str, width: int = PRESENTATION_WIDTH) -> None:
    import pyqtgraph.exporters as exporters

    png = exporters.ImageExporter(widget.getPlotItem())
    png.parameters()["width"] = width
    png.export(path)


def write_svg(widget, path: str) -> None:
    gen = QSvgGenerator()
    gen.setFileName(path)
    size = widget.size()
    gen.setSize(QSize(size.width(), size.height()))
    gen.setViewBox(QRect(0, 0, size.width(), size.height()))
    gen.setTitle(widget.getPlotItem().titleLabel.text)
    gen.setDescription("Exported by ExpMech Studio")
    painter = QPainter(gen)
    try:
        widget.render(painter)
    finally:
        painter.end()
    if not os.path.getsize(path):
        raise OSError(f"{path}: nothing was written")


def install_export_menu(widget, name: str) -> None:
    """Replace the scene's right-click 'Export…' (pyqtgraph's dialog) with PNG and SVG entries that work."""
    scene = widget.scene()

    def export(kind: str) -> None:
        path, _ = QFileDialog.getSaveFileName(widget, f"Export plot as {kind.upper()}", f"{name}.{kind}",
                                              f"{kind.upper()} (*.{kind})")
        if not path:
            return
        try:
            (write_png if kind == "png" else write_svg)(widget, path)
        except (OSError, ValueError) as exc:
            QMessageBox.warning(widget, "Export failed", str(exc))

    actions = []
    for kind in ("png", "svg"):
        act = QAction(f"Export plot as {kind.upper()}…", scene)
        act.triggered.connect(lambda _=False, k=kind: export(k))
        actions.append(act)
    scene.contextMenu = actions
