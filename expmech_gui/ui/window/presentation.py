"""Presentation mode (F11 full screen, every font twice its size, the high-contrast palette; Esc leaves it)
and the colour theme.

In presentation mode the menu bar, the status bar and the workspace tabs are hidden; F10 or a lone Alt
shows the menu bar (and opens its first menu) until the menu closes. The window's shortcuts keep working
because every menu action is also an action of the window (menus.py)."""
from __future__ import annotations

import pyqtgraph as pg
import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QLayout, QSplitter, QWidget

from .. import theme
from . import font_holds
from ..widgets.plots import palette
from ..widgets.plots import fit_hold, prepaint
from ..widgets.plots.reflines import hold_names, place_held_names
from ..widgets.plots.kit import restyle


def _relayout(window, but=()) -> None:
    """Every layout measures its widgets again for the new fonts, in the tabs not on screen too (a hidden
    page keeps the sizes it measured last, and the window's minimum size is taken from them); the workspaces
    ``but`` are left out (each is done in a step of its own: ``_relayout_workspace``).
    A part with none of them within is done by two lookups of its whole tree, not one per widget (a widget at a
    time held the GUI thread ~25 ms with every workspace built)."""
    left_out = {_address(ws) for ws in but}
    on_the_way = set()  # the widgets with a workspace left out within
    for ws in but:
        parent = ws.parentWidget()
        while parent is not None and _address(parent) not in on_the_way:
            on_the_way.add(_address(parent))
            parent = None if parent is window else parent.parentWidget()
    below = [window]
    while below:
        widget = below.pop()
        if widget is not window:
            widget.updateGeometry()
        if _address(widget) not in on_the_way:
            for layout in widget.findChildren(QLayout):  # (a layout's inner layouts are its children)
                layout.invalidate()
            for child in widget.findChildren(QWidget):
                child.updateGeometry()
            continue
        for layout in widget.findChildren(QLayout, options=Qt.FindDirectChildrenOnly):
            layout.invalidate()
            for inner in layout.findChildren(QLayout):
                inner.invalidate()
        below += [child for child in widget.findChildren(QWidget, options=Qt.FindDirectChildrenOnly)
                  if _address(child) not in left_out]


def _relayout_workspace(ws) -> None:
    """``_relayout`` of one workspace, which ``_relayout(window, but=…)`` left out."""
    _relayout(ws)
    ws.updateGeometry()


def _relayout_steps(window, workspaces):
    """``_relayout(window)`` in steps (a generator): the window but the ``workspaces``, then each of them, a step
    each (the one on screen is laid out in the step after its own; all at once, ~35 ms of the GUI thread)."""
    _relayout(window, but=workspaces)
    for ws in workspaces:
        yield
        _relayout_workspace(ws)


def _address(qobject) -> int:
    """The C++ object's address: the same for every Python wrapper of it."""
    return shiboken6.getCppPointer(qobject)[0]


def _panes(splitter: QSplitter) -> list[QWidget]:
    """A splitter's panes, those of a splitter within it in its place."""
    panes = []
    for i in range(splitter.count()):
        pane = splitter.widget(i)
        panes += _panes(pane) if isinstance(pane, QSplitter) else [pane]
    return panes


HIDDEN_A_STEP = 100  # hidden windows given the application's font and palette in one step


class _FontParts:
    """The window's parts held (font_holds) while the application font and palette change, each released in a step of
    its own: the menu, status and tab bars (while hidden), each workspace's panes (in its turn, before its own
    steps), the docks and the other windows (menus, dialogs: those not shown at once)."""

    def __init__(self, window) -> None:
        self.bars = font_holds.hold([window.menuBar(), window.statusBar(), window.tabs.tabBar()])
        self.panes = {ws: font_holds.hold(_panes(ws.splitter)) for ws in window.workspaces.built()}
        others = [widget for widget in QApplication.topLevelWidgets() if widget is not window]
        self.others = font_holds.hold(window.findChildren(QDockWidget, options=Qt.FindDirectChildrenOnly) +
                                      [widget for widget in others if widget.isVisible()])
        self.hidden = font_holds.hold([widget for widget in others if not widget.isVisible()])

    def release_bars(self) -> None:
        font_holds.release(self.bars)
        self.bars = []

    def release_panes(self, ws):
        """A workspace's panes given the application font, one a step."""
        for pane in self.panes.pop(ws, ()):
            yield
            font_holds.release([pane])
        yield

    def release_others(self):
        """The docks and the windows shown, one a step; the hidden windows (menus: pyqtgraph gives each plot seven)
        ``HIDDEN_A_STEP`` a step (all ~600 at once held the GUI thread ~25 ms)."""
        while self.others:
            yield
            font_holds.release([self.others.pop()])
        while self.hidden:
            yield
            font_holds.release(self.hidden[:HIDDEN_A_STEP])
            del self.hidden[:HIDDEN_A_STEP]
        yield

    def release_all(self) -> None:
        self.release_bars()
        for ws in list(self.panes):
            for _ in self.release_panes(ws):
                pass
        for _ in self.release_others():
            pass


class _LoneAlt(QObject):
    """Calls ``show`` when Alt is pressed and released with no other key in between."""

    def __init__(self, show) -> None:
        super().__init__()
        self.show = show
        self.armed = False

    def eventFilter(self, _obj, event) -> bool:
        kind = event.type()
        if kind == QEvent.KeyPress:
            self.armed = event.key() == Qt.Key_Alt and not event.isAutoRepeat()
        elif kind == QEvent.KeyRelease and event.key() == Qt.Key_Alt and self.armed:
            self.armed = False
            self.show()
        elif kind == QEvent.MouseButtonPress:
            self.armed = False
        return False


class Presentation:
    """Switches the window in and out of presentation mode and between themes; keeps the View menu's
    checkable actions (given by the menus once built) in step."""

    def __init__(self, window) -> None:
        self.window = window
        self.presenting = False
        self.action = None  # View ▸ Presentation mode
        self.theme_actions: dict = {}  # theme name → View ▸ Theme action
        self._before = None  # geometry, dock state, theme, size and position to go back to
        self.menu_action = QAction("Show the menu", window)
        self.menu_action.setShortcut(QKeySequence(Qt.Key_F10))
        self.menu_action.triggered.connect(self.show_menu)
        window.addAction(self.menu_action)
        self._alt = _LoneAlt(self.show_menu)
        self._focus = None  # the widget that had the keyboard focus before the menu bar was shown
        self._staged = None  # the steps of a switch under way (switch_in_steps)
        # the next step when the event loop is idle (a zero timer: a queued call would run before the timers due and
        # the input waiting, which would wait for the whole switch)
        self._step_timer = QTimer(window)
        self._step_timer.setSingleShot(True)
        self._step_timer.setInterval(0)
        self._step_timer.timeout.connect(self._next_step)

    def toggle(self) -> None:
        """F11 / View ▸ Presentation mode: the switch in steps (see ``switch_in_steps``)."""
        self.switch_in_steps(not self.presenting)

    def _bars(self):
        w = self.window
        return w.menuBar(), w.statusBar(), w.tabs.tabBar()

    def set_presentation(self, on: bool) -> None:
        """The whole switch at once (a staged one under way is finished first)."""
        self.finish()
        if on == self.presenting:
            return
        for _ in self._steps(on):
            pass

    def switch_in_steps(self, on: bool) -> None:
        """The switch as a few steps of the GUI thread's time (the fonts, the palette, each workspace, the window's
        size, the first paint), the event loop running between them, so no step holds the GUI thread long (issue
        36 §3); the window is not repainted until the last step. ``switching()`` is true until it is done."""
        self.finish()
        if on == self.presenting:
            return
        self._staged = self._steps(on)
        self._next_step()

    def switching(self) -> bool:
        return self._staged is not None

    def finish(self) -> None:
        """A staged switch under way: its remaining steps now."""
        staged, self._staged = self._staged, None
        for _ in staged or ():
            pass

    def _next_step(self) -> None:
        if self._staged is None:
            return
        try:
            next(self._staged)
        except StopIteration:
            self._staged = None
            return
        self._step_timer.start()

    def _steps(self, on: bool):
        """The switch; each ``yield`` lets the event loop run. Updates stay off (one repaint at the end, not one
        per step) and each plot is fitted once, at its size after the switch (not at each step's). The new fonts
        reach the window a part at a time (``_FontParts``): all at once, they held the GUI thread 40–60 ms."""
        w = self.window
        for ws in w.workspaces.built():  # plots still drawn one per turn: drawn now (one a step), before the names
            while ws.plots.drawing:  # are held
                ws.plots.draw_next()
                yield
        painting = w.updatesEnabled()  # (put back as it was: a caller may have stopped the painting itself)
        w.setUpdatesEnabled(False)
        plots = [widget.getPlotItem() for widget in w.findChildren(pg.PlotWidget)]
        parts = _FontParts(w)
        # the lines' names placed once at the end, after the fits (each relayout between the steps placed them all
        # again), a plot a step
        hold_names(*plots)
        fits = fit_hold.held_in_steps()
        next(fits)
        try:
            yield  # (the parts held: the new fonts next)
            workspaces = {ws: ws.splitter.sizes() for ws in w.workspaces.built()}  # (one built later is built
            # in the mode of its time); their column widths before the larger fonts are laid out
            self.presenting = on
            self.action.setChecked(on)
            if on:
                self._before = (w.saveGeometry(), w.saveState(), theme.current(), w.size(), w.pos(),
                                [bar.isVisibleTo(w) for bar in self._bars()])
                for ws in workspaces:  # the tables step aside before the type doubles: each built workspace's
                    ws.editor.hide()  # table in double type widened the window past a 1280-px screen for good
                theme.set_scale(theme.PRESENTATION_SCALE)
                yield
                yield from self._apply_steps(theme.PRESENTATION_PALETTE, workspaces)
                yield
                for bar in self._bars():
                    bar.hide()
                parts.release_bars()  # (hidden: nothing to lay out again)
                _relayout(w, but=workspaces)
                for ws, sizes in workspaces.items():
                    yield from self._workspace_look(ws, parts)
                    yield from ws.presentation_steps(True, sizes)
                yield from parts.release_others()
                QApplication.instance().installEventFilter(self._alt)
                # the minimum size the larger fonts gave (laid out between the steps) would keep a small screen's
                # window from going full screen; taken again from the layout once it is
                w.setMinimumSize(0, 0)
                w.showFullScreen()
                w.layout().invalidate()
            else:
                QApplication.instance().removeEventFilter(self._alt)
                geometry, state, previous, size, pos, shown = self._before
                theme.set_scale(1.0)
                yield
                yield from self._apply_steps(previous, workspaces)
                yield
                parts.release_bars()  # (hidden still: laid out once, when shown)
                for bar, visible in zip(self._bars(), shown):
                    bar.setVisible(visible)
                # the window's normal size before the workspaces' (their splitters share out what they are given);
                # a least width over the screen's, laid out while full screen, resized the window and so cleared
                # the widget's full-screen flag (Qt's setGeometry_sys) though its window stayed full screen:
                # showNormal alone would then leave it so
                if w.windowHandle() is not None and w.windowHandle().windowStates() & Qt.WindowFullScreen:
                    w.setWindowState(w.windowState() | Qt.WindowFullScreen)
                w.showNormal()
                w.restoreGeometry(geometry)
                yield
                w.restoreState(state)
                yield
                w.resize(size)  # restoreGeometry may clamp to the screen; put back exactly what was there
                w.move(pos)
                _relayout(w, but=workspaces)  # (a page not on screen measures again before its columns are
                # shared out: each workspace's in its steps)
                for ws in workspaces:
                    yield from self._workspace_look(ws, parts)
                    yield from ws.presentation_steps(False)
                yield from parts.release_others()
                yield from _relayout_steps(w, workspaces)
            yield  # the new size laid out before the plots are fitted
            yield from fits  # each plot fitted, a step each
            while plots:
                place_held_names(plots.pop(0))
                yield
            if not on:  # once more when every widget has its font back, laid out before the window is painted
                yield
                yield from _relayout_steps(w, workspaces)
            yield  # and the fits laid out before the window is painted
            for widget in [widget for widget in w.findChildren(pg.PlotWidget) if widget.isVisible()]:
                prepaint.axes(widget)  # (the window's paint replays them, a plot's axes a step)
                yield
        finally:
            for _ in fits:  # (a switch left mid-way: every plot fitted, every name placed, every part has the
                pass  # application font)
            place_held_names(*plots)
            parts.release_all()
            if shiboken6.isValid(w):  # (a window closed mid-switch)
                w.setUpdatesEnabled(painting)

    def _workspace_look(self, ws, parts):
        """A workspace's plots in the new palette, its layouts to measure again, then its panes in the new fonts,
        a step each."""
        yield
        self._restyle_plots(ws.findChildren(pg.PlotWidget))
        _relayout_workspace(ws)
        yield from parts.release_panes(ws)

    def _apply(self, name: str) -> None:
        """Palette ``name`` for the application (theme.apply) and for the plots already drawn."""
        for _ in self._apply_steps(name):
            pass

    def _apply_steps(self, name: str, workspaces=()):
        """``_apply`` in steps (theme.apply_steps'), the plots of ``workspaces`` left to ``_workspace_look``."""
        yield from theme.apply_steps(name)
        palette.set_background(theme.plot_colors(name)[0])  # lighter blue, vermillion, grey on dark; readable names
        self._restyle_plots(widget for widget in self.window.findChildren(pg.PlotWidget)  # on lines
                            if not any(ws.isAncestorOf(widget) for ws in workspaces))

    @staticmethod
    def _restyle_plots(widgets) -> None:
        """``widgets`` (plots) in the colours of the palette in use."""
        background, foreground = theme.plot_colors()
        for widget in widgets:
            widget.setBackground(background)
            restyle(widget.getPlotItem(), foreground)

    def show_menu(self) -> None:
        """F10 or Alt in presentation mode: the menu bar, with its first menu open, until the menu closes."""
        if not self.presenting:
            return
        bar = self.window.menuBar()
        if not bar.isVisible():
            self._focus = QApplication.focusWidget()
        bar.show()
        menus = [act for act in bar.actions() if act.menu() is not None]
        for act in menus:
            menu = act.menu()
            if not menu.property("hidesBar"):
                menu.setProperty("hidesBar", True)
                menu.aboutToHide.connect(lambda: QTimer.singleShot(0, self._hide_menu_bar))
        if menus:
            bar.setActiveAction(menus[0])

    def _hide_menu_bar(self) -> None:
        """A menu closed: unless another one opened (arrow keys move between them), the bar goes again."""
        if self.presenting and QApplication.activePopupWidget() is None:
            bar = self.window.menuBar()
            bar.clearFocus()  # out of the bar's keyboard mode: Esc and the other keys reach the window again
            bar.hide()
            back = self._focus if self._focus is not None and self._focus.isVisible() else self.window
            back.setFocus()

    def escape(self) -> None:
        """Esc: leave presentation mode, else cancel what the current workspace runs."""
        if self.presenting:
            self.switch_in_steps(False)
        else:
            self.window.current.cancel()

    def set_theme(self, name: str) -> None:
        self.finish()
        if name not in theme.THEMES:
            name = "light"
        if self.presenting:  # the contrast palette stays until presentation ends; then this theme
            self._before = self._before[:2] + (name,) + self._before[3:]
            theme.remember(name)
        else:
            self._apply(name)
        self.theme_actions[name].setChecked(True)
