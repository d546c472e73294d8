"""Working without a mouse (issue 35 §2): every menu entry has a mnemonic of its own, no key does two things and
Help lists them all, the focus ring shows where the keys go in every theme, every plot's data opens as a table
from the keyboard, and a whole task is done with key events only."""
import pytest
from PySide6.QtCore import QTimer, Qt
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QTableWidget, QToolButton

from a11y_walk import description_of
from guihelp import LONG_WAIT, WAIT, load
from test_readability import contrast

pytestmark = pytest.mark.gui


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
    # Space is Start/pause wherever no control takes it (keyboard.presses_on_space), as Help says
    assert not (widget_keys - {"Space"}) & set(owners), "a widget's key is also a menu action's"
    text = help_html(window)
    for key in [*owners, *widget_keys]:
        shown = QKeySequence(key).toString(QKeySequence.NativeText) if key in owners else key
        assert shown in text, f"Help does not list {key}"


@pytest.mark.parametrize("theme_name", ["light", "dark", "contrast"])
def test_the_focus_ring_stands_out_in_every_theme(qtbot, window, theme_name):
    from expmech_gui.ui import theme
    from expmech_gui.ui.keyboard import ring_of

    theme.apply(theme_name)
    try:
        ws = load(qtbot, window, "voting")
        button = ws.controls.run_once
        window.activateWindow()
        button.setFocus(Qt.TabFocusReason)
        ring = ring_of(window)
        qtbot.waitUntil(lambda: ring.isVisible() and ring.target is button, timeout=WAIT)
        inner = ring.geometry().adjusted(2, 2, -2, -2)
        assert inner.topLeft() == button.mapTo(window, button.rect().topLeft()) and inner.size() == button.size()
        ring_color = ring.grab().toImage().pixelColor(0, ring.height() // 2)
        palette = QApplication.palette()
        assert ring_color.name() == palette.highlight().color().name()
        for behind in (palette.window().color(), palette.base().color()):
            assert contrast(QColor(ring_color), behind) >= 3.0, theme_name  # WCAG 2.1 SC 1.4.11
    finally:
        theme.apply("light")


def test_a_plots_data_opens_as_a_table_from_the_keyboard(qtbot, window):
    ws = load(qtbot, window, "voting")
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
def test_a_whole_task_with_the_keyboard_only(qtbot, window, tmp_path, monkeypatch):
    """Voting preset, ε 0.5, 1,000 runs, the privacy bill, the report: keys only (the file dialog answered)."""
    report = tmp_path / "voting-report.html"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(report), "HTML (*.html)"))
    window.activateWindow()
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
