"""The main window: one workspace per scenario in tabs, menus, status bar, and the display timer."""
from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QTabWidget

from .. import __version__
from .workspaces.workspace import Workspace

DISPLAY_INTERVAL_MS = 33  # ≈30 fps: the one timer that drives all painting
ABOUT = f"""<h3>ExpMech Studio {__version__}</h3>
<p>See the differential-privacy <b>exponential mechanism</b> (McSherry–Talwar 2007) at work: exact
probabilities beside simulated runs, OPT and the utility theorem's bound.</p>
<p>Scenarios: digital-goods pricing (Kamath, lecture 7), choose-one voting, Naor's lunch example.
Mechanisms: exponential, report-noisy-max with Gumbel noise, permute-and-flip (McKenna–Sheldon 2020).</p>
<p>Built on Qt for Python (PySide6, LGPLv3), pyqtgraph (MIT) and NumPy (BSD). Licence: MIT.</p>"""


class MainWindow(QMainWindow):
    def __init__(self, load_presets: bool = True) -> None:
        super().__init__()
        self.setWindowTitle("ExpMech Studio")
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.workspaces: dict[str, Workspace] = {}
        for key, title in (("pricing", "Pricing"), ("voting", "Voting"), ("lunch", "Lunch")):
            ws = Workspace(key, self)
            ws.statusMessage.connect(self._status)
            self.workspaces[key] = ws
            self.tabs.addTab(ws, title)
        self.setCentralWidget(self.tabs)
        self.status_label = QLabel("")
        self.statusBar().addPermanentWidget(self.status_label)
        self._build_menus()
        self.tabs.currentChanged.connect(self._tab_changed)

        self.display_timer = QTimer(self)
        self.display_timer.setInterval(DISPLAY_INTERVAL_MS)
        self.display_timer.timeout.connect(self._display_tick)
        self.display_timer.start()
        self.resize(1280, 800)
        if load_presets:
            for ws in self.workspaces.values():
                ws.load_preset(next(iter(ws.scenario.presets)))
        self._status("Ready")

    @property
    def current(self) -> Workspace:
        return self.tabs.currentWidget()

    def _action(self, menu, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        if tip:
            act.setStatusTip(tip)
            act.setToolTip(tip)
        act.triggered.connect(slot)
        menu.addAction(act)
        self.addAction(act)  # shortcuts work even while the menu bar is hidden (presentation)
        return act

    def _build_menus(self) -> None:
        bar = self.menuBar()
        f = bar.addMenu("&File")
        self._action(f, "&Import CSV…", lambda: self.current.import_dialog(), "Ctrl+I", "Read a CSV into the table")
        self._action(f, "&Export CSV…", lambda: self.current.export_dialog(), "Ctrl+Shift+E", "Write the table as CSV")
        self._action(f, "&Generate synthetic data…", lambda: self.current.generate_dialog(), "Ctrl+G")
        presets = f.addMenu("&Presets")
        for key, ws in self.workspaces.items():
            for name in ws.scenario.presets:
                act = QAction(f"{ws.scenario.title}: {name}", self)
                act.triggered.connect(lambda _=False, k=key, n=name: self.open_preset(k, n))
                presets.addAction(act)
        f.addSeparator()
        self._action(f, "&Quit", self.close, QKeySequence.Quit)

        e = bar.addMenu("&Edit")
        self._action(e, "&Add row", lambda: self.current.editor.add_row(), "Ctrl+Shift+=")
        self._action(e, "&Remove selected rows", lambda: self.current.editor.remove_selected())
        self._action(e, "&Paste rows", lambda: self.current.editor.paste_clipboard(), tip="Ctrl+V in the table")

        r = bar.addMenu("&Run")
        self._action(r, "Run &once", lambda: self.current.run_once(), "Ctrl+R", "One private choice")
        self._action(r, "Run &N trials", lambda: self.current.run_n(), "Ctrl+Return", "Simulate N runs")
        self._action(r, "&Start / pause continuous", lambda: self.current.toggle_continuous(), "Space")
        self._action(r, "&Cancel", lambda: self.current.cancel(), "Esc")
        self._action(r, "&Reset results", lambda: self.current.reset(), "Ctrl+Shift+R")

        v = bar.addMenu("&View")
        for i, (key, ws) in enumerate(self.workspaces.items()):
            self._action(v, ws.scenario.title, lambda _=False, j=i: self.tabs.setCurrentIndex(j), f"Ctrl+{i + 1}")

        h = bar.addMenu("&Help")
        self._action(h, "&About ExpMech Studio", self.about, "F1")

    def open_preset(self, key: str, name: str) -> None:
        self.tabs.setCurrentWidget(self.workspaces[key])
        self.workspaces[key].load_preset(name)

    def about(self) -> None:
        QMessageBox.about(self, "About ExpMech Studio", ABOUT)

    def _tab_changed(self, _index: int) -> None:
        self.current.refresh(force=True)

    def _display_tick(self) -> None:
        for ws in self.workspaces.values():
            ws.refresh()

    def _status(self, message: str) -> None:
        self.statusBar().showMessage(message, 8000)

    def closeEvent(self, event) -> None:
        self.display_timer.stop()
        for ws in self.workspaces.values():
            ws.shutdown()
        super().closeEvent(event)
