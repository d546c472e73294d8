"""The QApplication the window and the self-test run in: its name, the Fusion style and the plot defaults."""
from __future__ import annotations

import sys


def configure_plots() -> None:
    import pyqtgraph as pg

    pg.setConfigOptions(background="w", foreground="#222", antialias=True)


def create_app(argv: list[str] | None = None):
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv if argv is None else argv)
    app.setApplicationName("ExpMech Studio")
    app.setOrganizationName("ExpMech")
    app.setStyle("Fusion")
    configure_plots()
    return app
