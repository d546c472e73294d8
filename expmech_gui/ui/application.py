"""The QApplication the window and the self-test run in: its name, the style (theme.ThemedStyle), the plot
defaults, and garbage collection kept on the GUI thread."""
from __future__ import annotations

import gc
import sys

from PySide6.QtCore import QObject, QTimer

COLLECT_MS = 500  # how often the GUI thread looks for garbage to collect


class GuiThreadGarbageCollector(QObject):
    """Python's cyclic garbage collector, run only on the GUI thread, on a timer.

    Left automatic, a collection runs in whichever thread happens to allocate — often a worker reading a file
    or computing a pmf — and if it frees a Qt widget there, Qt deletes that widget off the GUI thread and the
    two threads deadlock on Qt's object lock (seen as a hung import). pyqtgraph's ``GarbageCollector`` does
    the same: ``gc.disable()`` and a QTimer that collects each generation when its threshold is reached.
    """

    def __init__(self, parent: QObject | None = None, interval_ms: int = COLLECT_MS) -> None:
        super().__init__(parent)
        self.threshold = gc.get_threshold()
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.collect)
        self._was_enabled = gc.isenabled()

    def start(self) -> "GuiThreadGarbageCollector":
        gc.disable()
        self.timer.start()
        return self

    def stop(self) -> None:
        self.timer.stop()
        gc.collect()
        if self._was_enabled:
            gc.enable()

    def collect(self) -> None:
        c0, c1, c2 = gc.get_count()
        t0, t1, t2 = self.threshold
        if c0 > t0:
            gc.collect(2 if c2 > t2 else 1 if c1 > t1 else 0)


def configure_plots() -> None:
    import pyqtgraph as pg

    from . import theme

    from .widgets.plots import palette

    background, foreground = theme.plot_colors()
    pg.setConfigOptions(background=background, foreground=foreground, antialias=True)
    palette.set_background(background)
    from .widgets.plots import tick_numbers

    tick_numbers.install()  # the axes' numbers in the language's separators


# How long a worker running Python may keep the interpreter while the GUI thread waits for it (CPython's default is
# 5 ms). Each paint and event runs a little Python (event filters, pyqtgraph's items), and each time the GUI thread
# waited up to this long: a worker parsing a million-row CSV stretched a repaint of 30 ms to 300 (issue 36 §3).
GIL_SWITCH_S = 0.0005


def create_app(argv: list[str] | None = None):
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv if argv is None else argv)
    app.setApplicationName("ExpMech Studio")
    app.setOrganizationName("ExpMech")
    from . import theme

    theme.install_style(app)  # Fusion, with check boxes visible on every palette
    configure_plots()
    if not hasattr(app, "_expmech_gc"):
        app._expmech_gc = GuiThreadGarbageCollector(app).start()
    sys.setswitchinterval(GIL_SWITCH_S)
    return app
