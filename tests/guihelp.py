"""Building and driving the desktop app in tests: a whole window, or one workspace on its own.

Imported lazily (by conftest's fixtures and by GUI test modules), so collecting the core tests never
needs Qt.
"""
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QTimer

from expmech_gui.ui.app import configure_plots
from expmech_gui.ui.main_window import MainWindow
from expmech_gui.ui.workspaces.workspace import Workspace

WAIT = 20_000  # ms: the longest any signal of the app is waited for
DISPLAY_TICK_MS = 33  # the main window's display timer: it folds simulated batches into the views


def shown_title(w) -> str:
    """The title as the window manager shows it ('[*]' becomes '*' when modified)."""
    return w.windowTitle().replace("[*]", "*" if w.isWindowModified() else "")


def make_window(qtbot, tmp_path, owned: bool = True, **kwargs):
    """A shown MainWindow whose settings and autosave live in ``tmp_path`` and which never asks to discard;
    closed by qtbot after the test, or (``owned=False``) by the test itself, with ``destroy_window``."""
    configure_plots()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    w = MainWindow(load_presets=kwargs.pop("load_presets", False), settings=settings,
                   autosave_dir=tmp_path / "autosave", offer_restore=False, **kwargs)
    w.confirm_discard = False
    if owned:
        qtbot.addWidget(w)
    w.show()
    return w


def destroy_window(w) -> None:
    """Close a window made with ``owned=False`` and destroy it now (a test that opens many windows frees each as it
    goes: destroying dozens at once in teardown is far slower than one at a time)."""
    w.close()
    w.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def make_workspace(qtbot, key):
    """One shown Workspace without a window; a timer stands in for the window's display tick."""
    configure_plots()
    ws = Workspace(key)
    tick = QTimer(ws)
    tick.setInterval(DISPLAY_TICK_MS)
    tick.timeout.connect(ws.refresh)
    tick.start()
    ws.display_tick = tick
    qtbot.addWidget(ws)
    ws.resize(1280, 760)
    ws.show()
    return ws


def ready(qtbot, ws, action):
    """Do ``action`` and wait until the workspace shows the exact numbers for the new inputs."""
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        action()


def load_preset(qtbot, ws, preset=None):
    """Load a preset (the scenario's first by default) into ``ws`` and wait for its numbers."""
    ready(qtbot, ws, lambda: ws.load_preset(preset or next(iter(ws.scenario.presets))))
    return ws


def load(qtbot, window, key, preset=None):
    """Switch ``window`` to the ``key`` tab and load a preset there."""
    ws = window.workspaces[key]
    window.tabs.setCurrentWidget(ws)
    return load_preset(qtbot, ws, preset)


def show_view(qtbot, ws, name: str, shown: str, timeout: int = WAIT):
    """The workspace's view ``name`` in front (refreshed if it already is), once its ``shown`` signal says it drew."""
    view = ws.view(name)
    with qtbot.waitSignal(getattr(view, shown), timeout=timeout):
        if ws.views.currentWidget() is view:
            view.refresh()
        else:
            ws.views.setCurrentWidget(view)
    return view
