"""Every text of the window can be read at 1280×800, in the light and dark themes and in presentation mode:
no label is cut off, the window stays within the screen, presentation fonts are at least twice the normal
ones, and every label's text stands out from its background by at least WCAG's 4.5:1.

Each workspace is walked with a preset loaded and one private choice made, through each of its views."""
import re

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel

from guihelp import WAIT, load_preset, settled

# slow: walks every label of every view of every workspace in 3 looks, 4-5 s each
pytestmark = [pytest.mark.gui, pytest.mark.slow]

SCREEN = QRect(0, 0, 1280, 800)
MIN_CONTRAST = 4.5  # WCAG 2 AA for body text
SPAN_COLOR = re.compile(r"color:\s*(#[0-9a-fA-F]{6})")


def luminance(color: QColor) -> float:
    """WCAG relative luminance: 0.2126 R + 0.7152 G + 0.0722 B of the linearised sRGB channels."""
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(color.redF()) + 0.7152 * linear(color.greenF()) + 0.0722 * linear(color.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio (L1 + 0.05) / (L2 + 0.05), lighter over darker."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def background(label: QLabel) -> QColor:
    """The colour behind the label: the first of it and its ancestors that paints its background."""
    widget = label
    while widget is not None:
        if widget.autoFillBackground() or widget.isWindow():
            return widget.palette().color(widget.backgroundRole())
        widget = widget.parentWidget()
    return label.palette().color(QPalette.Window)


def cut_off(label: QLabel, window) -> str | None:
    """Why the label's text does not fit where it is shown (None if it fits)."""
    if label.wordWrap():
        need = label.heightForWidth(label.width())
        if need > label.height() + 1:
            return f"needs {need}px of height, has {label.height()}"
    else:
        hint = label.sizeHint()
        if hint.width() > label.width() + 1 or hint.height() > label.height() + 1:
            return f"needs {hint.width()}×{hint.height()}, has {label.width()}×{label.height()}"
    parent = label.parentWidget()
    while parent is not None and parent is not window:  # cut at an edge of what holds it (the left one in RTL)
        right = label.mapTo(parent, QPoint(label.width() - 1, 0)).x()
        if right >= parent.width() + 1:
            return f"runs {right - parent.width()}px past the right edge of {type(parent).__name__}"
        left = label.mapTo(parent, QPoint(0, 0)).x()
        if left < -1:
            return f"runs {-left}px past the left edge of {type(parent).__name__}"
        parent = parent.parentWidget()
    return None


def unreadable(label: QLabel) -> str | None:
    if not label.isEnabled():  # WCAG asks nothing of disabled controls; they are meant to look faint
        return None
    back = background(label)
    colors = [label.palette().color(label.foregroundRole())]
    colors += [QColor(c) for c in SPAN_COLOR.findall(label.text())]
    worst = min(colors, key=lambda c: contrast(c, back))
    ratio = contrast(worst, back)
    return None if ratio >= MIN_CONTRAST else f"contrast {ratio:.2f}:1 ({worst.name()} on {back.name()})"


# orders in which a person may visit a workspace's views (issue 30, item 5: a page once shown in normal type sized
# the presentation stack): first to last, last to first, and from the ends inwards
VISIT_ORDERS = {
    "forward": lambda n: list(range(n)),
    "reverse": lambda n: list(range(n - 1, -1, -1)),
    "ends-inwards": lambda n: [i // 2 if i % 2 == 0 else n - 1 - i // 2 for i in range(n)],
}


def each_view(qtbot, window, order: str = "forward"):
    """Show every view of every workspace in turn (in ``order``), its layout settled: yields (workspace, view
    index)."""
    for ws in window.workspaces.values():
        window.tabs.setCurrentWidget(ws)
        for index in VISIT_ORDERS[order](ws.views.count()):
            ws.views.setCurrentIndex(index)
            settled(qtbot, ws.views.currentWidget())
            yield ws, index
    ws = window.workspaces["voting"]
    window.tabs.setCurrentWidget(ws)
    ws.views.setCurrentIndex(0)


def walk(qtbot, window, check, order: str = "forward") -> list[str]:
    """``check(label)`` for every visible label of every view of every workspace: the problems found."""
    found = []
    for ws, index in each_view(qtbot, window, order):
        for label in window.findChildren(QLabel):
            if not label.isVisible() or not label.text().strip() or label.visibleRegion().isEmpty():
                continue
            problem = check(label)
            if problem:
                name = label.objectName() or label.text()[:40]
                found.append(f"{ws.key}/{ws.views.tabText(index)}: {name!r} {problem}")
    return found


def _report(found) -> None:
    assert not found, "\n".join(sorted(set(found)))


@pytest.fixture
def shown(qtbot, window, monkeypatch):
    """The window at 1280×800 with every workspace's first preset and one private choice made; presentation
    mode fills the same 1280×800 (the offscreen screen is 800 wide)."""
    monkeypatch.setattr(window, "showFullScreen", lambda: window.setGeometry(SCREEN))
    monkeypatch.setattr(window, "showNormal", lambda: None)
    window.setGeometry(SCREEN)
    for ws in window.workspaces.values():
        window.tabs.setCurrentWidget(ws)
        load_preset(qtbot, ws)
        ws.run_once()
    return window


@pytest.mark.parametrize("theme_name", ["light", "dark"])
def test_every_label_is_whole_and_stands_out_and_the_window_fits_the_screen(qtbot, shown, theme_name):
    """In ``theme_name`` and then in presentation mode: no label cut off, none below 4.5:1 against its
    background, the window within the screen."""
    def check(label):
        return "; ".join(filter(None, (cut_off(label, shown), unreadable(label)))) or None

    shown.presentation.set_theme(theme_name)
    found = walk(qtbot, shown, check)
    assert shown.width() <= SCREEN.width() and shown.minimumSizeHint().width() <= SCREEN.width()
    shown.presentation.set_presentation(True)
    found += ["presentation: " + text for text in walk(qtbot, shown, check)]
    assert shown.width() <= SCREEN.width() and shown.minimumSizeHint().width() <= SCREEN.width()
    shown.presentation.set_presentation(False)
    _report(found)


def _whole_and_readable(window):
    return lambda label: "; ".join(filter(None, (cut_off(label, window), unreadable(label)))) or None


@pytest.mark.parametrize("order", ["reverse", "ends-inwards"])
def test_presentation_after_any_visit_order_keeps_every_label_whole(qtbot, shown, order):
    """Every view visited in ``order`` in normal type first, then presentation mode walked in the same order:
    no label cut off or faint, the window within the screen."""
    for _ws, _index in each_view(qtbot, shown, order):
        pass
    shown.presentation.set_presentation(True)
    found = walk(qtbot, shown, _whole_and_readable(shown), order)
    assert shown.width() <= SCREEN.width() and shown.minimumSizeHint().width() <= SCREEN.width()
    shown.presentation.set_presentation(False)
    _report(found)


@pytest.mark.parametrize("order", list(VISIT_ORDERS))
def test_plain_words_keeps_every_label_whole_and_readable(qtbot, shown, order):
    """View ▸ Plain words (the new user's default), normal then presentation mode, the views visited in
    ``order``: no label cut off or faint, no symbol's row left in the summary, the window within the screen."""
    from expmech_gui.ui.window.plain_words import set_plain_words

    set_plain_words(shown, True, remember=False)
    check = _whole_and_readable(shown)
    found = walk(qtbot, shown, check, order)
    shown.presentation.set_presentation(True)
    found += ["presentation: " + text for text in walk(qtbot, shown, check, order)]
    assert shown.width() <= SCREEN.width() and shown.minimumSizeHint().width() <= SCREEN.width()
    shown.presentation.set_presentation(False)
    for ws in shown.workspaces.values():
        visible = {key for key, label in ws.summary_panel.labels.items() if not label.isHidden()}
        assert not visible & {"delta", "scale", "threshold", "p_bound"}, (ws.key, visible)
    set_plain_words(shown, False, remember=False)
    _report(found)


def test_presentation_doubles_every_label(qtbot, shown):
    normal = {}
    walk(qtbot, shown, lambda label: normal.setdefault(id(label), label.font().pointSizeF()) and None)
    shown.presentation.set_presentation(True)

    def small(label):
        before = normal.get(id(label))
        size = label.font().pointSizeF()
        return f"{size:g} pt, normally {before:g} pt" if before and size < 2 * before else None

    found = walk(qtbot, shown, small)
    shown.presentation.set_presentation(False)
    _report(found)


def cut_axis_titles(qtbot, window) -> list[str]:
    """Axis titles of the plots on show that kit.fit_axis_titles had to cut with "…" (it shrinks them, then
    tries their shorter forms, first)."""
    import pyqtgraph as pg

    from expmech_gui.ui.widgets.plots.kit import AXES

    found = []
    for ws, index in each_view(qtbot, window):
        for widget in window.findChildren(pg.PlotWidget):
            if not widget.isVisible():  # (a QGraphicsView's visibleRegion is empty offscreen)
                continue
            plot = widget.getPlotItem()
            for name in AXES:
                axis = plot.getAxis(name)
                full = getattr(axis, "full_label", None)
                if full and axis.isVisible() and axis.labelText not in (full, *axis.short_labels):
                    found.append(f"{ws.key}/{ws.views.tabText(index)}: {full!r} shown as {axis.labelText!r}")
    return found


def test_no_axis_title_is_cut_at_1280_px(qtbot, shown):
    """At 1280×800, normal and presentation, each axis title fits its axis whole or in a shorter form (in
    smaller type if need be): PMW's "update rounds" was shown as "update rou…", the one-person view's
    "ln P[M(D)=h] / P[M(D′)=h]" as "ln P[M(D)=h] / P[M(D′)…" in presentation."""
    ws = shown.workspaces["pmw"]
    shown.tabs.setCurrentWidget(ws)
    view = ws.view("pmw_view")
    with qtbot.waitSignal(view.pmwShown, timeout=WAIT):  # its plots are drawn when its run arrives
        ws.views.setCurrentWidget(view)
    found = cut_axis_titles(qtbot, shown)
    shown.presentation.set_presentation(True)
    found += ["presentation: " + text for text in cut_axis_titles(qtbot, shown)]
    shown.presentation.set_presentation(False)
    _report(found)


def whole_normal_and_presenting(qtbot, window) -> list[str]:
    """Every label whole and readable, normal then in presentation mode; the window within the screen."""
    check = _whole_and_readable(window)
    found = walk(qtbot, window, check)
    window.presentation.set_presentation(True)
    found += ["presentation: " + text for text in walk(qtbot, window, check)]
    assert window.width() <= SCREEN.width() and window.minimumSizeHint().width() <= SCREEN.width()
    window.presentation.set_presentation(False)
    return found


def test_right_to_left_mirrors_the_window_and_keeps_every_label_whole(qtbot, shown):
    """Arabic or Hebrew's direction with the English texts (Qt.RightToLeft): the window lays out mirrored — Run
    once right of Cancel, the views' tabs from the right — and, normal then in presentation mode, no label is cut
    off (at either edge) or faint, the window within the screen."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    controls = shown.workspaces["voting"].controls
    QApplication.setLayoutDirection(Qt.RightToLeft)
    try:
        shown.tabs.setCurrentWidget(shown.workspaces["voting"])
        settled(qtbot, controls)
        assert shown.layoutDirection() == Qt.RightToLeft
        once, cancel = (b.mapTo(shown, QPoint(0, 0)).x() for b in (controls.run_once, controls.cancel))
        assert once > cancel, "Run once should be right of Cancel in a right-to-left layout"
        found = whole_normal_and_presenting(qtbot, shown)
    finally:
        QApplication.setLayoutDirection(Qt.LeftToRight)
    _report(["RTL " + text for text in found])


def test_german_keeps_every_label_whole_and_readable(qtbot, shown):
    """View ▸ Language ▸ Deutsch, normal then presentation mode: no label cut off or faint (the German result line
    once needed a third line in presentation mode that the splitter did not give it)."""
    from expmech_gui.ui import language

    shown.language_actions["de"].trigger()
    try:
        found = whole_normal_and_presenting(qtbot, shown)
    finally:
        shown.language_actions["en"].trigger()
        language.install("en")
    _report(["German " + text for text in found])
