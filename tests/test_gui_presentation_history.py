"""Presentation mode looks the same however it is reached: entered after the window was laid out in normal type
(the summary got a fifth of the normal width and laid its row names in two narrow columns, the run controls lost
width to it) or in a window started straight in presentation mode."""
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from guihelp import WAIT, configure_plots, destroy_window, load, make_window
from expmech_gui.ui.main_window import MainWindow

SIZE = (1920, 1080)


def _window(qtbot, tmp_path, monkeypatch):
    configure_plots()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    w = MainWindow(load_presets=False, settings=settings, autosave_dir=tmp_path / "autosave", offer_restore=False)
    w.session.confirm_discard = False
    qtbot.addWidget(w)
    monkeypatch.setattr(w, "showFullScreen", w.show)  # the same size in both (the test screen is smaller)
    w.resize(*SIZE)
    return w


def _present(qtbot, w) -> None:
    w.presentation.set_presentation(True)
    qtbot.waitUntil(lambda: not w.presentation.switching(), timeout=WAIT)
    for _ in range(5):
        QApplication.processEvents()


def _geometry(w) -> list[int]:
    ws = w.workspaces["voting"]
    parts = [ws.summary_panel, ws.controls, ws.controls.cancel, ws.controls.run_once,
             *(name for name in ws.summary_panel.names.values() if name.isVisible())]
    return [n for part in parts for n in (*part.mapTo(w, part.rect().topLeft()).toTuple(), *part.size().toTuple())]


def test_presentation_after_normal_lays_out_as_a_window_started_in_it(qtbot, tmp_path, monkeypatch):
    after = _window(qtbot, tmp_path / "a", monkeypatch)
    after.show()
    load(qtbot, after, "voting")
    _present(qtbot, after)
    straight = _window(qtbot, tmp_path / "b", monkeypatch)
    _present(qtbot, straight)
    straight.show()
    load(qtbot, straight, "voting")
    _present(qtbot, straight)
    assert after.size() == straight.size()
    qtbot.waitUntil(lambda: all(abs(a - b) <= 2 for a, b in zip(_geometry(after), _geometry(straight))), timeout=WAIT)
    assert len(_geometry(after)) == len(_geometry(straight))


def test_a_window_deleted_right_after_presentation_ends_leaves_no_step_behind(qtbot, tmp_path):
    """Leaving presentation sets the panes' widths again on the next turn of the event loop; a window deleted before
    that turn (the screenshots script's windows) printed "Internal C++ object (QSplitter) already deleted"."""
    w = make_window(qtbot, tmp_path, owned=False)  # (not the test's qtbot's: it is gone before the test ends)
    load(qtbot, w, "voting")
    _present(qtbot, w)
    w.presentation.set_presentation(False)
    qtbot.waitUntil(lambda: not w.presentation.switching(), timeout=WAIT)
    destroy_window(w)
    for _ in range(5):  # pytest-qt fails the test on an exception raised in a callback here
        QApplication.processEvents()
