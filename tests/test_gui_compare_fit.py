"""Compare fits the screen in presentation mode, in English and German, at 1280×800 and 1920×1080 (issue 35): with
four rows loaded the least the window can be fits the screen, every button and box shows its whole text, the column
titles are whole, every row of the table is in view at once, and nothing lies on anything else. In German
presentation type at 1280×800 its two rows of controls made it 2,663 px wide (the third table row cut, the names
box elided); its controls now flow onto further lines and its content scrolls up and down where it must."""
from contextlib import contextmanager

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QAbstractButton, QComboBox, QStyle, QStyleOptionComboBox

from guihelp import LONG_WAIT, WAIT, destroy_window, load_preset, make_window, settled
from test_gui_german_layout import clipped_headers

pytestmark = pytest.mark.gui
KEYS = ("pmw", "pricing", "voting")  # the most settings (eight), a baseline's button, the names box of people


@pytest.fixture(scope="module")
def loaded(module_bot, tmp_path_factory):
    """One window for the module with each workspace of KEYS loaded with its first preset."""
    w = make_window(module_bot, tmp_path_factory.mktemp("comparefit"), owned=False)
    w.showNormal = lambda: None
    for key in KEYS:
        w.tabs.setCurrentWidget(w.workspaces[key])
        load_preset(module_bot, w.workspaces[key])
    yield w
    destroy_window(w)


def four_rows(qtbot, window, key):
    """The Compare window of workspace ``key`` (View ▸ Compare) with four rows shown: the workspace's settings,
    argmax, a fixed candidate or the noisy best price, and Report-Noisy-Max at ε 0.5."""
    from expmech_gui.ui.window.menus import open_compare

    window.tabs.setCurrentWidget(window.workspaces[key])
    compare = open_compare(window)
    compare.configs = []  # (opened before: the rows again, in the language in use)
    compare.add_current()
    compare.argmax_button.click()
    (compare.baseline_buttons[0] if compare.baseline_buttons else compare.fixed_button).click()
    compare.mechanism.setCurrentIndex(1)
    compare.epsilon.setText("0.5")
    compare.add_button.click()
    qtbot.waitUntil(lambda: len(compare.configs) == 4 and not compare.jobs.pending
                    and compare.table.rowCount() == 4, timeout=LONG_WAIT)
    return compare


def cut_texts(compare) -> list[str]:
    """Buttons and boxes whose text is wider than the room they show it in (font metrics), or squeezed below the
    width they ask for."""
    found = []
    for button in compare.findChildren(QAbstractButton):
        if button.isVisible() and button.text():
            text = button.text().replace("&", "")
            need = button.fontMetrics().horizontalAdvance(text)
            if need > button.contentsRect().width() or button.width() < button.sizeHint().width():
                found.append(f"button {text!r}: {button.width()} px for {need} px of text")
    for box in compare.findChildren(QComboBox):
        if box.isVisible():
            option = QStyleOptionComboBox()
            box.initStyleOption(option)
            room = box.style().subControlRect(QStyle.CC_ComboBox, option, QStyle.SC_ComboBoxEditField, box).width()
            need = box.fontMetrics().horizontalAdvance(box.currentText())
            if need > room:
                found.append(f"box {box.currentText()!r}: {room} px for {need} px of text")
    return found


def past_the_edges(compare) -> list[str]:
    """Controls reaching past the right edge of the page they are on, and pieces of the page squeezed below their
    least height or lying on the next."""
    scroll = getattr(compare, "page_scroll", None)  # (none: the window is the page)
    page, room = (scroll.widget(), scroll.viewport().width()) if scroll else (compare, compare.width())
    found = []
    for widget in page.findChildren(QAbstractButton) + page.findChildren(QComboBox):
        if widget.isVisible():
            right = widget.mapTo(page, QPoint(widget.width(), 0)).x()
            if right > room:
                name = widget.text() if isinstance(widget, QAbstractButton) else widget.currentText()
                found.append(f"{name!r} ends at {right} px, the page at {room} px")
    layout = page.layout()
    items = [layout.itemAt(i) for i in range(layout.count()) if not layout.itemAt(i).isEmpty()]
    pieces = [item.geometry() for item in items]
    for item, piece in zip(items, pieces):  # (wrapped lines: their height at their width)
        need = item.heightForWidth(piece.width()) if item.hasHeightForWidth() else item.minimumSize().height()
        if piece.height() < need:
            found.append(f"{type(item.layout() or item.widget()).__name__} squeezed to {piece.height()} px of {need}")
    for widget in (compare.plot_widget, compare.table):
        if widget.height() < widget.minimumHeight():
            found.append(f"{type(widget).__name__} squeezed to {widget.height()} px of {widget.minimumHeight()}")
    for above, below in zip(pieces, pieces[1:]):
        if above.bottom() >= below.top():
            found.append(f"{above} overlaps {below}")
    if pieces and pieces[-1].bottom() > page.height():
        found.append(f"the last piece ends at {pieces[-1].bottom()} px, the page at {page.height()} px")
    return found


@contextmanager
def in_language(window, language: str):
    """The window in ``language``; afterwards out of presentation mode and in English again."""
    from expmech_gui.ui import language as languages

    if language == "de":
        window.language_actions["de"].trigger()
    try:
        yield
    finally:
        window.presentation.set_presentation(False)
        if language == "de":
            window.language_actions["en"].trigger()
            languages.install("en")


def fits_the_screen(qtbot, compare, opened: QSize, width: int, height: int) -> list[str]:
    """Presenting on a ``width``×``height`` screen: the least Compare window fits it, and as opened (``opened``),
    maximised and at its least width no text is cut, nothing lies past the page's edge or on the next piece, every
    row shows."""
    screen = QSize(width, height)
    found = []
    least = compare.minimumSizeHint().expandedTo(compare.minimumSize())
    if least.width() > width or least.height() > height:
        found.append(f"the least Compare window is {least.width()}×{least.height()} px")
    # as opened, maximised, and as narrow as it can be (every line of controls wrapped the most)
    for size in (opened.boundedTo(screen), screen, QSize(least.width(), height)):
        compare.resize(size)
        settled(qtbot, compare, timeout=WAIT)
        where = f"at {compare.width()}×{compare.height()}: "
        found += [where + text for text in cut_texts(compare) + past_the_edges(compare)]
        found += [where + text for text in clipped_headers(compare.table)]
        table = compare.table
        if table.verticalScrollBar().maximum() > 0:
            found.append(f"{where}the table hides rows (scrolls by {table.verticalScrollBar().maximum()})")
        if compare.width() > width or compare.height() > height:
            found.append(f"{where}larger than the screen")
    return found


def sideways(qtbot, compare, width: int, height: int, presenting: bool) -> list[str]:
    """The window as large as a ``width``×``height`` screen: the table's columns lie within its width (no sideways
    scrolling; at 1280×800 in presentation type it may), each title whole on its lines."""
    compare.resize(width, height)
    settled(qtbot, compare, timeout=WAIT)
    table = compare.table
    found = list(clipped_headers(table))
    scroll = table.horizontalScrollBar().maximum()
    if scroll and not (presenting and width == 1280):
        sizes = [table.horizontalHeader().sectionSize(j) for j in range(table.columnCount())]
        found.append(f"the table scrolls sideways by {scroll} px (columns {sizes}, room {table.viewport().width()} px)")
    return found


@pytest.mark.parametrize("language", ["en", "de"])
def test_compare_fits_the_window_and_the_screen_normal_and_presenting(qtbot, loaded, language):
    """Three Compare windows of four rows (PMW, Pricing, Voting) opened in normal type in ``language``, each check's
    problems reported under its own heading:

    - "table, normal" — as large as a 1920×1080 screen and a 1280×800 one in normal type, the table's columns lie
      within its width, each title whole (German presentation type at 1920×1080 cut the last column,
      "verbrauchte Privatsphäre", behind a scroll bar: "table, presenting" below);
    - then, back at the size it opened at, presentation mode doubles every font (the boxes were sized for the small
      one), and on each screen (1280×800, 1920×1080): "fits <screen>" — the least window fits the screen, and as
      opened, maximised and at its least width no text is cut, nothing lies past the page's edge or on the next
      piece, every row shows; "table, presenting" — the table's columns within its width (at 1280×800 it may scroll
      sideways), its titles whole.

    One opening of the three windows for all (they were opened six times a language, once per test and screen)."""
    window = loaded
    found: dict[str, list[str]] = {}
    with in_language(window, language):
        compares = {key: four_rows(qtbot, window, key) for key in KEYS}
        opened = {key: compare.size() for key, compare in compares.items()}
        for key, compare in compares.items():
            for width, height in ((1920, 1080), (1280, 800)):
                found.setdefault("table, normal", []).extend(
                    f"{key} at {width}×{height}: {text}" for text in sideways(qtbot, compare, width, height, False))
            compare.resize(opened[key])
            settled(qtbot, compare, timeout=WAIT)
        window.showFullScreen = lambda: window.setGeometry(QRect(0, 0, 1280, 800))
        window.presentation.set_presentation(True)
        qtbot.waitUntil(lambda: not any(c.jobs.pending for c in compares.values()), timeout=LONG_WAIT)
        opened = {key: compare.size() for key, compare in compares.items()}  # (as opened, now in presentation)
        for width, height in ((1280, 800), (1920, 1080)):
            window.setGeometry(QRect(0, 0, width, height))
            for key, compare in compares.items():
                found.setdefault(f"fits {width}×{height}", []).extend(
                    f"{key} {text}" for text in fits_the_screen(qtbot, compare, opened[key], width, height))
                found.setdefault("table, presenting", []).extend(
                    f"{key} at {width}×{height}: {text}" for text in sideways(qtbot, compare, width, height, True))
        for compare in compares.values():
            compare.close()
    problems = {heading: texts for heading, texts in found.items() if texts}
    assert not problems, "\n".join(f"== {heading} ==\n" + "\n".join(texts) for heading, texts in problems.items())


def test_in_presentation_compare_opens_maximised_with_room_for_the_curves(qtbot, loaded):
    """Presenting, View ▸ Compare opens maximised (as the story's window opens full screen); its data area is at
    least half its plot's height (the legend two entries a line where wide), and no blank message line sits under
    the controls once the rows are shown (it was a 25-px band)."""
    window = loaded
    window.presentation.set_presentation(True)
    try:
        compare = four_rows(qtbot, window, "pricing")
        maximised = compare.isMaximized()
        compare.showNormal()  # (the offscreen screen is 800×600: as large as a 1920×1080 one's instead)
        compare.resize(1920, 1080)
        settled(qtbot, compare, timeout=WAIT)
        assert compare.message.isHidden() and not compare.message.text()
        assert maximised
        data, plot = compare.plot.getViewBox().height(), compare.plot_widget.height()
        assert data >= 0.5 * plot, f"the data area is {data:.0f} px of the plot's {plot} px at {compare.size()}"
        compare.message.setText("Computing 2 configurations…")
        assert compare.message.isVisibleTo(compare)
        compare.close()
    finally:
        window.presentation.set_presentation(False)
