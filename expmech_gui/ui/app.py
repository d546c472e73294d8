"""`expmech-gui`: the command line, the global exception hook, and main()."""
from __future__ import annotations

import logging
import os
import sys
import traceback
from pathlib import Path

from . import selftest
from .application import configure_plots, create_app

# configure_plots and create_app live in application.py, shared with the self-test; scripts import them here
__all__ = ["configure_plots", "create_app", "install_exception_hook", "main", "parse_args"]


def install_exception_hook() -> None:
    """Log unexpected errors to the user log folder and show them, instead of dying silently."""
    from PySide6.QtCore import QStandardPaths
    from PySide6.QtWidgets import QApplication

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
            crash_box(exc, text, log_dir / "expmech-studio.log").exec()

    sys.excepthook = hook


def crash_box(exc: BaseException, details: str, log: Path):
    """The box an unexpected error shows: a plain sentence in the language in use (ui.failures.crash_sentence:
    never Python's own text), where the log is, and the traceback under Qt's *Show Details…*, selectable to copy."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    from .failures import crash_sentence
    from .language import tr

    box = QMessageBox(QMessageBox.Critical, tr("Unexpected error"), crash_sentence(exc))
    box.setInformativeText(tr("Your data is still open. Details were written to {log}.").format(log=log))
    box.setDetailedText(details)
    box.setTextInteractionFlags(Qt.TextSelectableByMouse)
    return box


def parse_args(args: list[str]):
    """The command line of expmech-gui: unknown arguments are refused (exit 2, one line naming them),
    like the expmech CLI."""
    import argparse

    from .. import __version__

    class Parser(argparse.ArgumentParser):
        def error(self, message: str):  # one line, no usage block: like `expmech`
            self.exit(2, f"expmech-gui: error: {message} (see expmech-gui --help)\n")

    p = Parser(prog="expmech-gui", description="Launches ExpMech Studio, the exponential-mechanism workbench.",
               allow_abbrev=False)
    p.add_argument("--self-test", nargs="?", const="", default=None, metavar="DIR",
                   help="run the app headless on every preset and print SELF-TEST OK or what failed; "
                        "screenshots go to DIR if given")
    p.add_argument("--version", "-V", action="version", version=f"ExpMech Studio {__version__}",
                   help="print the version and exit")
    return p.parse_args(args)


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv[1:])
    ns = parse_args(args)  # exits 2 on an unknown argument, 0 after --help / --version
    if ns.self_test is not None:
        return selftest.run(ns.self_test or None)
    app = create_app([sys.argv[0] if sys.argv else "expmech-gui"])
    install_exception_hook()
    from .main_window import MainWindow

    window = MainWindow()
    window.show()
    code = app.exec()
    # Saves the user asked for are finished; background computations still running (their results go
    # nowhere) are abandoned instead of keeping the process alive.
    window.session.wait_for_saves()
    if window.background_busy():
        logging.shutdown()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)
    return code
