"""QApplication, plot theme, the global exception hook, and main()."""
from __future__ import annotations

import logging
import sys
import traceback
from pathlib import Path


def configure_plots() -> None:
    import pyqtgraph as pg

    pg.setConfigOptions(background="w", foreground="#222", antialias=True)


def install_exception_hook() -> None:
    """Log unexpected errors to the user log folder and show them, instead of dying silently."""
    from PySide6.QtCore import QStandardPaths
    from PySide6.QtWidgets import QApplication, QMessageBox

    log_dir = Path(QStandardPaths.writableLocation(QStandardPaths.AppLocalDataLocation) or Path.home()) / "logs"
    try:
        log_dir.mkdir(parents=True, exist_ok=True)
        logging.basicConfig(filename=log_dir / "expmech-studio.log", level=logging.INFO)
    except OSError:
        pass

    def hook(exc_type, exc, tb):
        text = "".join(traceback.format_exception(exc_type, exc, tb))
        logging.error("unhandled exception\n%s", text)
        sys.__stderr__.write(text)
        if QApplication.instance() is not None:
            box = QMessageBox(QMessageBox.Critical, "Unexpected error",
                              f"Something went wrong: {exc}\n\nYour data is still open. Details were written to "
                              f"{log_dir / 'expmech-studio.log'}.")
            box.setDetailedText(text)
            box.exec()

    sys.excepthook = hook


def create_app(argv: list[str] | None = None):
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv if argv is None else argv)
    app.setApplicationName("ExpMech Studio")
    app.setOrganizationName("ExpMech")
    app.setStyle("Fusion")
    configure_plots()
    return app


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv[1:])
    if args and args[0] == "--self-test":
        from . import selftest

        return selftest.run(args[1] if len(args) > 1 else None)
    if args and args[0] in ("--version", "-V"):
        from .. import __version__

        print(f"ExpMech Studio {__version__}")
        return 0
    if args and args[0] in ("--help", "-h"):
        print("usage: expmech-gui [--self-test [DIR]] [--version]\n\nLaunches ExpMech Studio. --self-test runs "
              "it headless on every preset and prints SELF-TEST OK or what failed.")
        return 0
    app = create_app(argv)
    install_exception_hook()
    from .main_window import MainWindow

    window = MainWindow()
    window.show()
    return app.exec()
