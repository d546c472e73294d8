"""Working without a mouse (issue 35 §2): every menu entry has a mnemonic of its own, no key does two things and
Help lists them all, the focus ring shows where the keys go in every theme, every plot's data opens as a table
from the keyboard, and a whole task is done with key events only."""
import pytest
from PySide6.QtCore import QTimer, Qt
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QScrollBar, QTableWidget, QToolButton, QWidget

from a11y_walk import description_of
from guihelp import LONG_WAIT, WAIT, destroy_window, load_preset, make_window
from test_readability import contrast

pytestmark = pytest.mark.gui


@pytest.fixture(scope="module")
def shared(module_bot, tmp_path_factory):
    """One window for the module's tests (building and loading it cost most of each test's time): every workspace
    with its first preset (the tab walks go through them all), Voting in front. Destroyed after the module."""
    window = make_window(module_bot, tmp_path_factory.mktemp("keyboard"), owned=False)
    for ws in window.workspaces.values():
        window.tabs.setCurrentWidget(ws)
        load_preset(module_bot, ws)
    window.tabs.setCurrentWidget(window.workspaces["voting"])
    yield window
    destroy_window(window)


@pytest.fixture
def window(shared):
    """The shared window with Voting in front on its first view; each test leaves it in the light theme, left to
    right, as it found it (a test that did not fails here, not in the next)."""
    from expmech_gui.ui import theme

    voting = shared.workspaces["voting"]
    shared.tabs.setCurrentWidget(voting)
    voting.views.setCurrentIndex(0)
    yield shared
    assert (theme.current(), QApplication.layoutDirection()) == ("light", Qt.LeftToRight), "the look was left changed"


def voting(qtbot, window):
    """Voting in front, its first preset on screen (loaded once, by ``shared``)."""
    ws = window.workspaces["voting"]
    window.tabs.setCurrentWidget(ws)
    return ws


def mnemonic(text: str) -> str | None:
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].lower()
            i += 1
        i += 1
    return None


def test_every_menu_entry_has_a_mnemonic_of_its_own(qtbot, window):
    def check(actions, where):
        entries = [a for a in actions if a.text() and not a.isSeparator()]
        letters = [mnemonic(a.text()) for a in entries]
        assert None not in letters, f"{where}: {[a.text() for a, m in zip(entries, letters) if m is None]}"
        assert len(set(letters)) == len(letters), f"{where}: {[a.text() for a in entries]}"
        for action in entries:
            if action.menu() is not None and action.menu().actions():
                check(action.menu().actions(), f"{where} ▸ {action.text()}")

    check(window.menuBar().actions(), "menu bar")


def test_no_key_does_two_things_and_help_lists_every_key(qtbot, window):
    from expmech_gui.ui.keyboard import WIDGET_SHORTCUTS
    from expmech_gui.ui.window.help_texts import help_html

    owners: dict[str, str] = {}
    for action in window.findChildren(QAction):
        for sequence in action.shortcuts():
            key = sequence.toString(QKeySequence.PortableText)
            assert key not in owners, f"{key}: {owners.get(key)!r} and {action.text()!r}"
            owners[key] = action.text()
    widget_keys = {k.strip() for _, keys, _ in WIDGET_SHORTCUTS for k in keys.split(",")}
    # Space is Start/pause wherever no control takes it (keyboard.presses_on_space), and Esc is Cancel in the main
    # window but closes the Story, Compare and Gallery windows (keyboard.close_on_escape), as Help says
    assert not (widget_keys - {"Space", "Esc"}) & set(owners), "a widget's key is also a menu action's"
    text = help_html(window)
    for key in [*owners, *widget_keys]:
        shown = QKeySequence(key).toString(QKeySequence.NativeText) if key in owners else key
        assert shown in text, f"Help does not list {key}"


def test_the_focus_ring_stands_out_in_every_theme(qtbot, window, subtests):
    """In each theme (light, dark, contrast: each reported under its own name) the ring sits just outside the
    focused button, in the theme's highlight colour, at a contrast of 3:1 or more against the window and the base."""
    from expmech_gui.ui import theme
    from expmech_gui.ui.keyboard import ring_of

    ws = voting(qtbot, window)
    button = ws.controls.run_once
    for theme_name in ("light", "dark", "contrast"):
        with subtests.test(theme=theme_name):
            theme.apply(theme_name)
            try:
                window.activateWindow()
                button.clearFocus()
                button.setFocus(Qt.TabFocusReason)
                ring = ring_of(window)
                qtbot.waitUntil(lambda r=ring: r.isVisible() and r.target is button, timeout=WAIT)
                inner = ring.geometry().adjusted(2, 2, -2, -2)
                assert inner.topLeft() == button.mapTo(window, button.rect().topLeft())
                assert inner.size() == button.size()
                ring_color = ring.grab().toImage().pixelColor(0, ring.height() // 2)
                palette = QApplication.palette()
                assert ring_color.name() == palette.highlight().color().name()
                for behind in (palette.window().color(), palette.base().color()):
                    assert contrast(QColor(ring_color), behind) >= 3.0, theme_name  # WCAG 2.1 SC 1.4.11
            finally:
                theme.apply("light")


def test_a_plots_data_opens_as_a_table_from_the_keyboard(qtbot, window):
    ws = voting(qtbot, window)
    plot = ws.plots.freq_widget
    window.activateWindow()
    plot.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(plot.hasFocus, timeout=WAIT)
    qtbot.keyClick(plot, Qt.Key_T, Qt.ControlModifier)
    qtbot.waitUntil(lambda: getattr(plot, "data_dialog", None) is not None, timeout=WAIT)
    table = plot.data_dialog.findChild(QTableWidget)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is table, timeout=WAIT)
    problem = ws.experiment.problem
    assert table.rowCount() == problem.m
    names = [table.item(r, 0).text() for r in range(table.rowCount())]
    assert names == list(problem.labels)
    exact = [table.item(r, 1).text() for r in range(table.rowCount())]
    top = max(range(problem.m), key=lambda i: ws.experiment.mechanism.pmf[i])
    qtbot.waitUntil(lambda: f"exact: highest {exact[top]} at {names[top]}" in description_of(plot), timeout=WAIT)
    qtbot.keyClick(table, Qt.Key_Escape)
    qtbot.waitUntil(lambda: not plot.data_dialog.isVisible(), timeout=WAIT)


def tab_to(qtbot, window, wanted, limit: int = 400):
    """Press Tab until ``wanted`` (a widget or a test) has the focus: it must be reached, without a trap."""
    test = wanted if callable(wanted) else (lambda w: w is wanted)
    for _ in range(limit):
        if test(QApplication.focusWidget()):
            return QApplication.focusWidget()
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key_Tab)
    raise AssertionError(f"Tab never reached it; the focus stayed at {QApplication.focusWidget()!r}")


def in_popup(qtbot, *keys):
    """Press ``keys`` in the menu that is about to open (its exec blocks until a key closes it)."""
    def press():
        popup = QApplication.activePopupWidget()
        if popup is None:
            QTimer.singleShot(20, press)
            return
        for key in keys:
            qtbot.keyClick(popup, key)
    QTimer.singleShot(0, press)


@pytest.mark.slow  # a whole task with a 1,000-run simulation and a report: about 10 s on 2 cores
@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing")  # menus open offscreen
def test_a_whole_task_with_the_keyboard_only(qtbot, tmp_path, monkeypatch):
    """Voting preset, ε 0.5, 1,000 runs, the privacy bill, the report: keys only (the file dialog answered). A window
    of its own: the task changes what the shared one shows."""
    window = make_window(qtbot, tmp_path)
    report = tmp_path / "voting-report.html"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(report), "HTML (*.html)"))
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=WAIT)  # (not the shared one)
    qtbot.keyClick(window, Qt.Key_2, Qt.ControlModifier)  # View ▸ Voting
    ws = window.workspaces["voting"]
    assert window.current is ws
    presets = tab_to(qtbot, window, lambda w: isinstance(w, QToolButton) and w is ws.editor.preset_button)
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        in_popup(qtbot, Qt.Key_Down, Qt.Key_Return)  # (InstantPopup: the first entry is active once it opens)
        qtbot.keyClick(presets, Qt.Key_Space)
    window.activateWindow()  # the window manager gives the window back its activation when the menu closes
    qtbot.waitUntil(lambda: QApplication.focusWidget() is presets, timeout=WAIT)  # where the keys were
    epsilon = tab_to(qtbot, window, ws.parameter_panel.epsilon)
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        qtbot.keyClick(epsilon, Qt.Key_A, Qt.ControlModifier)
        qtbot.keyClicks(epsilon, "0.5")
    assert ws.parameter_panel.parameters().epsilon == 0.5
    trials = tab_to(qtbot, window, ws.parameter_panel.trials)
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):  # Run N waits for the numbers of the new inputs
        qtbot.keyClick(trials, Qt.Key_A, Qt.ControlModifier)
        qtbot.keyClicks(trials, "1000")
    with qtbot.waitSignal(ws.runFinished, timeout=LONG_WAIT):
        qtbot.keyClick(trials, Qt.Key_Return, Qt.ControlModifier)  # Run ▸ Run N trials
    qtbot.waitUntil(lambda: ws.aggregate.trials == 1000, timeout=WAIT)
    bar = tab_to(qtbot, window, ws.views.tabBar())
    while ws.views.currentWidget() is not ws.bill_panel:
        index = ws.views.currentIndex()
        qtbot.keyClick(bar, Qt.Key_Right)
        assert ws.views.currentIndex() != index, "the arrow keys did not reach the privacy bill"
    qtbot.keyClick(bar, Qt.Key_E, Qt.ControlModifier | Qt.ShiftModifier)  # File ▸ Export report
    qtbot.waitUntil(report.exists, timeout=LONG_WAIT)
    assert "0.5" in report.read_text(encoding="utf-8")


def test_a_table_is_walked_and_edited_with_keys_and_tab_leaves_it(qtbot, window):
    """The arrows walk a data table's cells, F2 edits one (Enter keeps it), and Tab leaves the table (issue 35 §2:
    tables editable and navigable, no keyboard trap)."""
    ws = voting(qtbot, window)
    view, model = ws.editor.view, ws.model
    before = model.data(model.index(1, 1))
    window.activateWindow()
    view.setFocus(Qt.TabFocusReason)
    view.setCurrentIndex(model.index(0, 0))
    qtbot.waitUntil(view.hasFocus, timeout=WAIT)
    qtbot.keyClick(view, Qt.Key_Down)
    qtbot.keyClick(view, Qt.Key_Right)
    assert (view.currentIndex().row(), view.currentIndex().column()) == (1, 1)
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        qtbot.keyClick(view, Qt.Key_F2)
        editor = QApplication.focusWidget()
        assert editor is not view and view.isAncestorOf(editor), "F2 opened no editor in the cell"
        qtbot.keyClick(editor, Qt.Key_A, Qt.ControlModifier)
        qtbot.keyClicks(editor, "7")
        qtbot.keyClick(editor, Qt.Key_Return)
    assert model.data(model.index(1, 1)) == "7" and ws.experiment.problem.scores[1] == 7
    qtbot.waitUntil(view.hasFocus, timeout=WAIT)
    qtbot.keyClick(view, Qt.Key_Tab)
    assert not (QApplication.focusWidget() is view or view.isAncestorOf(QApplication.focusWidget())), "Tab stayed"
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):  # (the shared window's Voting as it was)
        model.setData(model.index(1, 1), before)
    assert ws.experiment.problem.scores[1] == float(before)


def tab_round(qtbot, start, where: str) -> list:
    """The widgets Tab visits from ``start`` until it is back there (each once: a second visit before ``start``, or
    never coming back, is a trap); Shift+Tab must walk the same round backwards."""
    forward = [start]
    for _ in range(200):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Tab)
        if QApplication.focusWidget() is start:
            break
        assert QApplication.focusWidget() not in forward, f"{where}: Tab came back to {forward[-1]!r} first"
        forward.append(QApplication.focusWidget())
    else:
        raise AssertionError(f"{where}: Tab never came back to {start!r}")
    backward = [start]
    for _ in forward[1:]:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Backtab)
        backward.append(QApplication.focusWidget())
    assert backward == [forward[0], *reversed(forward[1:])], f"{where}: Shift+Tab takes another way"
    return forward


def test_tab_goes_round_the_dialogs_and_escape_closes_them(qtbot, window):
    """File ▸ Generate synthetic data… and View data as table: Tab goes round every control and back, Esc closes."""
    from expmech_gui.ui.widgets.dialogs import GenerateDialog
    from expmech_gui.ui.widgets.plots.data_table import show_table

    ws = voting(qtbot, window)
    generate = GenerateDialog(ws.scenario, ws.scenario_ui.generator_settings(), window)
    qtbot.addWidget(generate)
    table = show_table(ws.plots.freq_widget)
    for dialog in (generate, table):
        dialog.show()
        dialog.activateWindow()
        qtbot.waitUntil(lambda d=dialog: d.isAncestorOf(QApplication.focusWidget()), timeout=WAIT)
        visited = tab_round(qtbot, QApplication.focusWidget(), dialog.windowTitle())
        controls = [w for w in dialog.findChildren(QWidget) if w.isVisible() and w.isEnabled()
                    and w.focusPolicy() & Qt.TabFocus and w.focusProxy() is None and not isinstance(w, QScrollBar)]
        assert not [w for w in controls if w not in visited], f"{dialog.windowTitle()}: Tab misses a control"
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Escape)
        qtbot.waitUntil(lambda d=dialog: not d.isVisible(), timeout=WAIT)


def round_from_epsilon_reaches_every_control(qtbot, ws, key: str) -> None:
    """In the workspace Tab from ε reaches every control once and comes back to ε (no keyboard trap: nothing holds
    the focus, nothing is skipped for ever), and Shift+Tab walks the same round backwards (tab_round)."""
    from a11y_walk import interactive, shown

    start = ws.parameter_panel.epsilon
    start.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(start.hasFocus, timeout=WAIT)
    forward = tab_round(qtbot, start, key)
    reachable = [w for w in ws.views.currentWidget().findChildren(QWidget)
                 if shown(w) and interactive(w) and w.isEnabled() and w.focusPolicy() & Qt.TabFocus
                 and w.focusProxy() is None and not isinstance(w, QScrollBar)]
    missed = [f"{type(w).__name__} {w.accessibleName()!r}" for w in reachable if w not in forward]
    assert not missed, f"{key}: Tab never reaches {missed}"


def groups_in_order(groups: list) -> list:
    """The groups in the order first met, each once (None — outside the workspace — left out)."""
    met = []
    for group in groups:
        if group is not None and (not met or met[-1] != group):
            met.append(group)
    return met


@pytest.mark.slow  # every workspace walked twice
def test_tab_walks_every_workspace_in_reading_order(qtbot, window, subtests):
    """From the workspace tabs, Tab visits the data editor (Prior weights… too), the parameters, the view tabs, the
    run buttons, the plots, then the summary, each group once and in that order (right to left the same), and
    Shift+Tab walks the same round backwards (tab_round: no trap). Left to right the round from ε reaches every
    control too (round_from_epsilon_reaches_every_control). Both directions walk the shared window's workspaces
    (each built and loaded once); each direction and workspace is reported under its own name."""
    from expmech_gui.ui.workspaces.tab_order import GROUPS, group_of

    for direction, name in ((Qt.LeftToRight, "ltr"), (Qt.RightToLeft, "rtl")):
        checked_prior = False
        QApplication.setLayoutDirection(direction)
        try:
            for key, ws in window.workspaces.items():
                with subtests.test(direction=name, workspace=key):
                    ws.chained_widgets = None  # (chained again in this direction, as in a window of its own)
                    window.tabs.setCurrentWidget(ws)
                    window.activateWindow()
                    start = window.tabs.tabBar()
                    start.setFocus(Qt.TabFocusReason)
                    qtbot.waitUntil(start.hasFocus, timeout=WAIT)
                    forward = tab_round(qtbot, start, f"{name}, {key}")
                    assert groups_in_order([group_of(ws, w) for w in forward]) == list(GROUPS), (
                        f"{name}, {key}: Tab visits "
                        f"{[(group_of(ws, w), type(w).__name__, w.accessibleName()) for w in forward]}")
                    prior = ws.findChild(QToolButton, "priorWeightsButton")
                    if prior is not None and prior.isVisible():
                        assert group_of(ws, prior) == "data editor" and prior in forward
                        assert forward.index(prior) < forward.index(ws.editor.view), (
                            f"{name}, {key}: Prior weights… after the table")
                        checked_prior = True
                    if direction == Qt.LeftToRight:
                        round_from_epsilon_reaches_every_control(qtbot, ws, key)
        finally:
            QApplication.setLayoutDirection(Qt.LeftToRight)
        with subtests.test(direction=name, check="a Prior weights… button walked"):
            assert checked_prior, f"{name}: no workspace showed its Prior weights… button"


def test_tab_walks_every_view_in_reading_order(qtbot, window):
    """In each of Voting's views Tab goes data editor, parameters, view tabs, the view's own controls and plots (the
    run buttons where the view has them), summary — and Shift+Tab the same way back."""
    from expmech_gui.ui.workspaces.tab_order import GROUPS, group_of

    ws = voting(qtbot, window)
    for index in range(ws.views.count()):
        ws.views.setCurrentIndex(index)
        window.activateWindow()
        start = window.tabs.tabBar()
        start.setFocus(Qt.TabFocusReason)
        qtbot.waitUntil(start.hasFocus, timeout=WAIT)
        where = f"voting, {ws.views.tabText(index)}"
        forward = tab_round(qtbot, start, where)
        expected = [g for g in GROUPS if g != "run buttons" or ws.controls.isVisible()]
        assert groups_in_order([group_of(ws, w) for w in forward]) == expected, where


def test_tab_chains_again_only_when_a_widget_was_built_and_the_new_one_gets_its_place(qtbot, window, monkeypatch):
    """Tab puts the workspace's focus chain in reading order again only when its widgets changed (issue 36: not at
    every key), and a button the data editor gains after the chain was put in order is walked with the data editor,
    before the parameters (Qt appends it to the end of the chain)."""
    from expmech_gui.ui.workspaces.tab_order import GROUPS, group_of

    ws = voting(qtbot, window)
    window.activateWindow()
    start = window.tabs.tabBar()
    start.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(start.hasFocus, timeout=WAIT)
    tab_round(qtbot, start, "voting")
    chained = []
    set_tab_order = QWidget.setTabOrder
    monkeypatch.setattr(QWidget, "setTabOrder", lambda first, second: (chained.append(second),
                                                                         set_tab_order(first, second)))
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Tab)
    assert not chained, "Tab put an unchanged workspace in order again"
    late = QToolButton(text="Built later")
    ws.editor.extra_buttons.addWidget(late)
    late.show()
    try:
        start.setFocus(Qt.TabFocusReason)
        forward = tab_round(qtbot, start, "voting, a button built later")
        assert late in chained and late in forward
        assert groups_in_order([group_of(ws, w) for w in forward]) == list(GROUPS)
        assert forward.index(late) < forward.index(ws.parameter_panel.epsilon), (
            "the new button came after the parameters")
    finally:  # (the shared window's data editor as it was)
        late.hide()
        late.setParent(None)
        late.deleteLater()
