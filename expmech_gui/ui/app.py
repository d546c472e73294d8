"""QApplication, theme and main() for ExpMech Studio."""
from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication

    from .main_window import MainWindow

    argv = sys.argv if argv is None else argv
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("ExpMech Studio")
    app.setOrganizationName("ExpMech")
    window = MainWindow()
    window.show()
    return app.exec()
