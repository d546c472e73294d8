"""The main window: one workspace tab per scenario, the formulas and undo-history docks, the status bar and
the display timer; it composes its parts (ui/window/): menus, session, settings, presentation, exports."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QMessageBox, QSizePolicy, QUndoView

from ..core.number_locale import localized_message
from ..core.translatable import translatable
from ..scenarios import SCENARIOS
from . import accessibility, keyboard, language
from .application import keep_long_lived
from .formulas import FormulasPanel
from .widgets.tabs import SteadyTabs
from .window.exports import Exports
from .window.menus import build_menus
from .window.plain_words import apply_plain_words
from .window.presentation import Presentation
from .session_ledger import SessionLedger
from .window.session_controller import SessionController
from .window.settings import WindowSettings, app_data_dir, default_settings
from .window.lazy_workspaces import WorkspaceMap
from .window.tour import start_tour
from .workspaces import tab_order
from .workspaces.workspace import Workspace


DISPLAY_INTERVAL_MS = 33  # ≈30 fps: the one timer that drives all painting
AUTOSAVE_INTERVAL_MS = 60_000


class MainWindow(QMainWindow):

    def __init__(self, load_presets: bool = True, settings: QSettings | None = None,
                 autosave_dir: Path | None = None, offer_restore: bool = True) -> None:
        super().__init__()
        accessibility.install(self)  # every control a screen reader meets is named (ui/accessibility.py)
        keyboard.install_focus_ring()  # where the keys go, visible in every theme
        self.settings = settings or default_settings()
        self.window_settings = WindowSettings(self.settings)
        self.last_message = ""  # the last status or warning shown (tests and the self-test read it)
        self.tour = None  # the guided tour while it is up (window.tour)
        self.help_dialog = None  # Help ▸ Help, once opened

        self.tabs = SteadyTabs()
        self.tabs.setDocumentMode(True)
        self.undo_group = QUndoGroup(self)
        self.session_ledger = SessionLedger(self)  # one privacy ledger per session, every workspace's releases
        # each workspace is built when first shown or asked for (window/lazy_workspaces.py)
        self.workspaces = WorkspaceMap(self.tabs, SCENARIOS, SCENARIOS.title, self._build_workspace)
        self.workspaces.each(lambda _ws: keep_long_lived())  # each one's widgets and plots, out of the collections
        self.session = SessionController(self, autosave_dir or app_data_dir())
        self.presentation = Presentation(self)
        self.exports = Exports(self)
        self.session_ledger.changed.connect(self.session.mark_modified)  # a release, or the budget
        self.setCentralWidget(self.tabs)
        self.formulas = FormulasPanel(self)
        self.formulas_dock = self._dock(translatable("Formulas"), "formulasDock", self.formulas)
        self.history_dock = self._dock(translatable("Undo history"), "historyDock", QUndoView(self.undo_group))
        self.status_label = QLabel("")
        self.statusBar().addPermanentWidget(self.status_label)

        menus = build_menus(self)
        language.install(language.default_code(self.settings))  # View ▸ Language, remembered (ui/language.py)
        self.language_actions = language.add_menu(self, self.settings)
        language.translate_window(self)  # (also gives every menu entry a mnemonic of its own)
        self.undo_action, self.redo_action = menus.undo, menus.redo
        self.session.recent_menu = menus.recent
        self.presentation.action, self.presentation.theme_actions = menus.presentation, menus.themes
        self.tabs.currentChanged.connect(self._tab_changed)

        self.display_timer = QTimer(self)
        self.display_timer.setInterval(DISPLAY_INTERVAL_MS)
        self.display_timer.timeout.connect(self._display_tick)
        self.display_timer.start()
        self.autosave_timer = QTimer(self)
        self.autosave_timer.setInterval(AUTOSAVE_INTERVAL_MS)
        self.autosave_timer.timeout.connect(self.session.autosave_in_slices)
        self.autosave_timer.start()

        self.resize(1280, 800)
        self.presentation.set_theme(self.window_settings.restore(self))
        self.session.fill_recent()
        self.crashed_before = self.window_settings.check_previous_exit()
        if load_presets:
            self.session.load_default_presets()
            self.session.warm_first_screens()  # one workspace per turn: the first autosave reads none at once
        self._tab_changed(self.tabs.indexOf(self.current))  # the first workspace, built at once
        self.session.update_title()
        self._status(language.tr("Ready"))
        # what a person is offered on starting (tests and the self-test pass offer_restore=False: nothing)
        if offer_restore and self.crashed_before and self.session.autosave_path().is_file():
            QTimer.singleShot(0, self.session.offer_restore)
        elif offer_restore and not self.window_settings.tour_seen():
            QTimer.singleShot(0, self, lambda: start_tour(self))

    def _build_workspace(self, key: str, later: list | None = None) -> Workspace:
        """The workspace of ``key``, connected to the window and given what the session holds for it; ``later``: a
        list to take the rest of the construction as steps (``Workspace``), this connection the last of them."""
        ws = Workspace(key, self, later=later)
        if later is None:
            self._connect_workspace(ws)
        else:
            later.append(lambda: self._connect_workspace(ws))
        return ws

    def _connect_workspace(self, ws: Workspace) -> None:
        ws.use_ledger(self.session_ledger)
        ws.statusMessage.connect(lambda message, w=ws: self._workspace_status(w, message))
        self.undo_group.addStack(ws.undo_stack)
        ws.parameter_panel.set_advanced(self.window_settings.advanced_shown())
        self.session.give_pending(ws)  # before its edits count as the user's
        ws.modified.connect(self.session.mark_modified)
        ws.parameter_panel.advancedToggled.connect(self._advanced_toggled)
        ws.experimentReady.connect(self._refresh_formulas)
        if getattr(self, "plain_words", None) is not None:
            apply_plain_words(ws, self.plain_words)
        if self.presentation.presenting:
            ws.set_presentation(True)
        language.translate_widgets(ws)

    def _dock(self, title: str, name: str, widget) -> QDockWidget:
        """A right-hand dock, hidden until View shows it."""
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(Qt.RightDockWidgetArea, dock)
        dock.hide()
        dock.visibilityChanged.connect(lambda shown: self._dock_shown(shown))
        dock.topLevelChanged.connect(lambda floating: self._dock_shown(not floating))
        return dock

    def _dock_shown(self, shown: bool) -> None:
        if shown:
            size = self.size()
            QTimer.singleShot(0, self, lambda: self.keep_on_screen(size))

    def keep_on_screen(self, before) -> None:
        """A dock takes its room from the workspace: if showing it made the window grow beyond the screen's
        edge, the window goes back to the size it had (or the screen's, if that is smaller)."""
        if self.isFullScreen() or self.isMaximized() or self.screen() is None:
            return
        room = self.screen().availableGeometry()
        frame = self.frameGeometry().size() - self.size()
        width, height = self.width(), self.height()
        if width > before.width() and width + frame.width() > room.width():
            width = max(before.width(), room.width() - frame.width())
        if height > before.height() and height + frame.height() > room.height():
            height = max(before.height(), room.height() - frame.height())
        if (width, height) != (self.width(), self.height()):
            self.resize(width, height)

    def _advanced_toggled(self, shown: bool) -> None:
        """The advanced parameters are shown or folded in every workspace alike, and stay so next time."""
        self.window_settings.set_advanced_shown(shown)
        for ws in self.workspaces.built():
            if ws.parameter_panel.advanced.isVisibleTo(ws.parameter_panel) != shown:
                ws.parameter_panel.set_advanced(shown)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802 — Qt's name
        """Tab and Shift+Tab walk the workspace on screen in reading order (workspaces/tab_order.py)."""
        shown_now = self.tabs.currentWidget()
        if isinstance(shown_now, Workspace):
            tab_order.put_in_reading_order(shown_now)
        return super().focusNextPrevChild(next)

    @property
    def current(self) -> Workspace:
        """The workspace on screen (built now if it was not yet)."""
        return self.workspaces[self.workspaces.key_at(self.tabs.currentIndex())]

    def open_preset(self, key: str, name: str) -> None:
        self.tabs.setCurrentWidget(self.workspaces[key])
        self.workspaces[key].load_preset(name)

    def _refresh_formulas(self) -> None:
        ws = self.workspaces.shown(self.tabs.currentIndex())
        if ws is not None:  # (none while the visible one is being built)
            self.formulas.show_workspace(ws)

    def _tab_changed(self, index: int) -> None:
        ws = self.workspaces.shown(index)
        if ws is None:  # a first visit: built in steps, the page empty meanwhile; then shown as any other
            self.workspaces.build_in_steps(self.workspaces.key_at(index),
                                           lambda: self._tab_changed(self.tabs.currentIndex()))
            return
        for other in self.workspaces.built():  # only the workspace on show sizes the window: one behind its tab
            policy = QSizePolicy.Preferred if other is ws else QSizePolicy.Ignored  # keeps size hints Qt last
            other.setSizePolicy(policy, policy)  # measured, e.g. in another language or type size
        self.undo_group.setActiveStack(ws.undo_stack)
        self.statusBar().clearMessage()  # the message was the other workspace's: it speaks of the visible one only
        ws.refresh(force=True)
        self.formulas.show_workspace(ws)

    def _display_tick(self) -> None:
        for ws in self.workspaces.built():
            ws.refresh()

    def _status(self, message: str) -> None:
        """``message`` (written with core.formatting's numbers) in the status bar, its numbers in the language's
        separators ("$2,68" in German); a file's path or name in it ("/data/run_1.5.csv", "data_1.5.csv") and a name
        in quotation marks are kept as they are (core.number_locale.localized_message)."""
        self.last_message = localized_message(message, language.current())
        self.statusBar().showMessage(self.last_message, 8000)

    def _workspace_status(self, ws, message: str) -> None:
        """A workspace's news reaches the status bar only while that workspace is the one on screen (a
        background tab finishing its numbers must not speak over the visible one)."""
        if ws is self.tabs.currentWidget():
            self._status(message)

    def _warn(self, title: str, message: str) -> None:
        self.last_message = message
        QMessageBox.warning(self, language.tr(title), language.paragraphs(message))

    def closeEvent(self, event) -> None:
        """Closing never waits on background work for more than about a second: runs and background
        computations are cancelled and, if they do not stop at once, abandoned (their results are dropped).
        Saves already queued are finished by the save thread before the process exits."""
        if not self.session.maybe_save():
            event.ignore()
            return
        self.presentation.set_presentation(False)  # (a switch under way finished first)
        if self.__dict__.get("rooms") is not None:
            from .room_window import close_rooms  # loaded with the first room

            close_rooms(self)  # every room's server stops with the app
        self.display_timer.stop()
        self.autosave_timer.stop()
        self.session.stop_warming()
        self.session.autosave(background=True)
        self.window_settings.save_on_exit(self)
        self.abandon_background_work()
        super().closeEvent(event)

    def background_busy(self) -> bool:
        """True while some background computation of the window still runs (the save thread not counted)."""
        return any(ws.busy() for ws in self.workspaces.built()) or self.session.opener.busy()

    def abandon_background_work(self) -> bool:
        """Cancel every run and background job (``Workspace.shutdown`` never waits). True when everything
        stopped; False means some job was abandoned on its daemon thread: its result goes nowhere, and
        ``app.main`` leaves without waiting for it."""
        self.session.opener.abandon()
        for ws in self.workspaces.built():
            try:
                ws.shutdown()
            except Exception:  # noqa: BLE001 — closing goes on whatever a workspace says
                pass
        return not self.background_busy()
