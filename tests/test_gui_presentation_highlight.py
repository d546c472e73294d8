"""The chosen candidate's band follows the bars when presentation mode turns them (upright bars in a normal
window, bars on their side full screen at twice the type): it covers the chosen bar along the candidates' axis
after every switch, whichever mode the release was made in."""
from PySide6.QtWidgets import QApplication

from guihelp import WAIT, load


def _switch(qtbot, window, on: bool) -> None:
    window.presentation.set_presentation(on)
    qtbot.waitUntil(lambda: not window.presentation.switching(), timeout=WAIT)
    QApplication.processEvents()


def _band_covers_chosen(ws, name: str) -> bool:
    """The band lies across the candidates' axis (it spans them, not the chance axis) over the chosen bar."""
    highlight = ws.plots.highlights[name]
    horizontal = ws.plots.score.categories.horizontal if name == "score" else ws.plots.outputs.categories.horizontal
    pos, width = highlight.where
    lo, hi = highlight.region.getRegion()
    return (highlight.region.orientation == ("horizontal" if horizontal else "vertical")
            and highlight.region.isVisible() and lo <= pos <= hi and abs((hi - lo) - width) < 1e-9)


def test_the_chosen_band_turns_with_the_bars_on_every_switch(qtbot, window):
    window.resize(1920, 1080)
    ws = load(qtbot, window, "voting")
    qtbot.waitUntil(lambda: not ws.plots.score.categories.horizontal, timeout=WAIT)  # upright in the normal window
    ws.animate_draws = False
    ws.present_once()
    assert _band_covers_chosen(ws, "score") and _band_covers_chosen(ws, "outputs")
    _switch(qtbot, window, True)
    qtbot.waitUntil(lambda: ws.plots.score.categories.horizontal, timeout=WAIT)  # on their side full screen
    assert _band_covers_chosen(ws, "score") and _band_covers_chosen(ws, "outputs")
    _switch(qtbot, window, False)
    qtbot.waitUntil(lambda: not ws.plots.score.categories.horizontal, timeout=WAIT)
    assert _band_covers_chosen(ws, "score") and _band_covers_chosen(ws, "outputs")
    _switch(qtbot, window, True)
    qtbot.waitUntil(lambda: ws.plots.score.categories.horizontal, timeout=WAIT)
    ws.present_once()  # a release made in presentation, then back
    assert _band_covers_chosen(ws, "score")
    _switch(qtbot, window, False)
    qtbot.waitUntil(lambda: not ws.plots.score.categories.horizontal, timeout=WAIT)
    assert _band_covers_chosen(ws, "score") and _band_covers_chosen(ws, "outputs")
