"""A workspace's Tab order, in the screen's reading order: the data editor (its buttons and table, Prior weights…
too), the parameters (ε, N, More options), the view tabs, the run buttons, the view's content (its plots), the
summary. Right to left the same logical order (Qt walks the focus chain, not the screen, so Tab goes the same way).

Qt appends a widget built later (a plot built on first show, a privacy view, the summary's rows, a scenario's extra
button) to the end of the window's focus chain, so at each Tab and Shift+Tab in the workspace on screen
(``MainWindow.focusNextPrevChild``) the chain is put in order again if the workspace's widgets changed since it last
was (their list, compared object by object: about 0.1 ms, where chaining again takes 0.6–2 ms). A widget is a
stop from when it is built (no widget here takes Tab later), so a change of stops is a change of widgets."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QScrollBar, QWidget

GROUPS = ("data editor", "parameters", "view tabs", "run buttons", "view", "summary")


def group_of(workspace, widget: QWidget) -> str | None:
    """Which of GROUPS ``widget`` (inside ``workspace``) belongs to; None for none of them."""
    parts = (("data editor", workspace.editor), ("parameters", workspace.parameter_scroll),
             ("view tabs", workspace.views.tabBar()), ("run buttons", workspace.controls),
             ("view", workspace.views), ("summary", workspace.summary_scroll))
    for name, part in parts:  # the run buttons stand inside the views: asked before them
        if widget is part or part.isAncestorOf(widget):
            return name
    return None


def tab_stops(workspace) -> list[QWidget]:
    """The workspace's widgets Tab may stop at (shown or not), parents before their children and siblings as they were
    added. (Not read off the window's focus chain: walking it made wrappers of Qt's own widgets, and one of those
    took Edit ▸ Undo's action with it when it was collected.)"""
    window = workspace.window()
    return [widget for widget in workspace.findChildren(QWidget)
            if widget.focusPolicy() & Qt.TabFocus and widget.focusProxy() is None and not isinstance(widget, QScrollBar)
            and widget.window() is window]  # (not a combo box's popup: a window of its own)


def put_in_reading_order(workspace) -> None:
    """Chain the workspace's tab stops group by group in GROUPS' order (within a group as added to it, the data editor's
    table after its buttons), starting where its first stop stands now; nothing to do when its widgets are those it
    had when last chained (Python's wrapper of a deleted widget is never handed out again, so a widget built in a
    deleted one's place is a change)."""
    widgets = tuple(workspace.findChildren(QWidget))
    if widgets == getattr(workspace, "chained_widgets", None):
        return
    workspace.chained_widgets = widgets
    # the views' tab widget passes its focus to its tab bar (its focus proxy) wherever it stands in the chain: only
    # the bar itself is a stop, else Tab after the summary went back to the view tabs (the tab widget hands its policy
    # on to the bar: the bar's is set after it)
    workspace.views.setFocusPolicy(Qt.NoFocus)
    workspace.views.tabBar().setFocusPolicy(Qt.TabFocus)
    stops = tab_stops(workspace)
    rank = {name: i for i, name in enumerate(GROUPS)}
    table = workspace.editor.view  # the editor's buttons (Prior weights… too, added last) stand above its table

    def place(widget: QWidget) -> tuple[int, bool]:
        return rank.get(group_of(workspace, widget), len(GROUPS)), widget is table or table.isAncestorOf(widget)

    ordered = sorted(stops, key=place)
    for first, second in zip(ordered, ordered[1:]):
        QWidget.setTabOrder(first, second)
