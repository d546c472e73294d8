"""Issue 5 through the real window: sessions, undo/redo, exports and the report, presentation mode."""
import json
import xml.etree.ElementTree as ET

import numpy as np
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from test_gui import WAIT, load, make_window, ready, shown_title  # noqa: E402


@pytest.fixture
def window(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    yield w
    w.close()


def snapshot(ws):
    return ws.model.to_session(), ws.params.state(), (ws.aggregate.counts.tolist() if ws.aggregate else None)


def test_save_then_open_restores_data_parameters_and_results(qtbot, window, tmp_path):
    ws = load(qtbot, window, "voting")
    ready(qtbot, ws, lambda: ws.params.set_epsilon(0.3))
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.run_n(5000)
    ws.run_once()
    lunch = load(qtbot, window, "lunch")
    ready(qtbot, lunch, lambda: lunch.model.setData(lunch.model.index(0, 1), "maybe", Qt.EditRole))
    before = {k: snapshot(w) for k, w in window.workspaces.items() if w.experiment is not None}
    assert shown_title(window) == "Untitled* — ExpMech Studio"
    path = str(tmp_path / "talk.expmech")
    assert window.save_to(path) is None
    window._saved(path)
    assert shown_title(window) == "talk.expmech — ExpMech Studio"

    other = make_window(qtbot, tmp_path / "second")
    vote2 = other.workspaces["voting"]
    with qtbot.waitSignal(vote2.experimentReady, timeout=WAIT):
        assert other.open_session(path) is None
    qtbot.waitUntil(lambda: all(w.experiment is not None for w in other.workspaces.values() if w.key != "pricing"),
                    timeout=WAIT)
    for key, snap in before.items():
        assert snapshot(other.workspaces[key]) == snap, key
    assert vote2.aggregate.trials == 5001 and vote2.releases == 1
    assert other.workspaces["lunch"].model.invalid_rows() == [0]  # the typed 'maybe' is kept
    assert vote2.summary.text("trials") == "5,001"
    other.close()


def test_bad_session_leaves_the_open_session_unchanged(qtbot, window, tmp_path):
    ws = load(qtbot, window, "voting")
    before = snapshot(ws)
    for name, raw in (("trunc.expmech", b'{"format_version": 1, "workspaces": {"vot'),
                      ("garbage.expmech", b"\x00\xff\x13garbage"),
                      ("future.expmech", json.dumps({"format_version": 9, "workspaces": {}}).encode())):
        p = tmp_path / name
        p.write_bytes(raw)
        err = window.open_session(str(p))
        assert err and name in err
        assert snapshot(ws) == before and window.session_path is None


def test_autosave_and_restore_after_a_crash(qtbot, tmp_path):
    first = make_window(qtbot, tmp_path)
    ws = load(qtbot, first, "voting")
    ready(qtbot, ws, lambda: ws.model.setData(ws.model.index(0, 1), "99", Qt.EditRole))
    assert first.autosave() is None and first.autosave_path().is_file()
    # a crash: the window never closes, so the clean-exit flag stays False
    first.display_timer.stop()
    first.autosave_timer.stop()
    first.settings.sync()
    second = make_window(qtbot, tmp_path)
    assert second.crashed_before
    vote = second.workspaces["voting"]
    with qtbot.waitSignal(vote.experimentReady, timeout=WAIT):
        assert second.restore_autosave() is None
    assert vote.experiment.problem.scores[0] == 99
    for w in (first, second):
        w.close()
    third = make_window(qtbot, tmp_path)
    assert not third.crashed_before  # the last window closed normally
    third.close()


def test_undo_redo_data_and_parameters(qtbot, window):
    ws = load(qtbot, window, "voting")
    stack = ws.undo_stack
    stack.clear()
    ready(qtbot, ws, lambda: ws.model.setData(ws.model.index(0, 1), "7", Qt.EditRole))
    ready(qtbot, ws, lambda: ws.editor.add_row())
    ready(qtbot, ws, lambda: ws.params.set_epsilon(0.2))
    ready(qtbot, ws, lambda: ws.params.set_epsilon(0.4))  # merged with the previous ε change
    assert stack.count() == 3 and window.undo_action.isEnabled()
    ready(qtbot, ws, window.undo_action.trigger)
    assert ws.params.epsilon.text() == "1" and ws.experiment.params.epsilon == 1.0
    ready(qtbot, ws, window.undo_action.trigger)
    assert ws.model.rowCount() == 6
    ready(qtbot, ws, window.undo_action.trigger)
    assert ws.experiment.problem.scores[0] == 42
    ready(qtbot, ws, window.redo_action.trigger)
    assert ws.experiment.problem.scores[0] == 7
    ready(qtbot, ws, window.redo_action.trigger)
    ready(qtbot, ws, window.redo_action.trigger)
    assert ws.model.rowCount() == 7 and ws.experiment.params.epsilon == 0.4
    assert [stack.text(i) for i in range(stack.count())] == ["Edit voting data", "Edit voting data",
                                                            "Change parameters"]


def test_exports_decode(qtbot, window, tmp_path):
    ws = load(qtbot, window, "pricing", "Lecture: $1, $1, $3.01")
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.run_n(2000)
    files = window.export_plots(str(tmp_path / "plots"))
    pngs = [f for f in files if f.endswith(".png")]
    assert len(pngs) == 4 and all(not QImage(f).isNull() and QImage(f).width() >= 1900 for f in pngs)
    for svg in (f for f in files if f.endswith(".svg")):
        assert ET.parse(svg).getroot().tag.endswith("svg")
    assert ws.export_results(str(tmp_path / "r.csv")) is None
    lines = (tmp_path / "r.csv").read_text().splitlines()
    assert lines[0] == "candidate,score,probability,count,frequency" and len(lines) == 302
    assert sum(int(line.split(",")[3]) for line in lines[1:]) == 2000
    assert ws.export_results(str(tmp_path / "r.json")) is None
    out = json.loads((tmp_path / "r.json").read_text())
    assert out["trials"] == 2000 and out["scenario"] == "pricing"
    assert window.export_report(str(tmp_path / "report.pdf")) is None
    assert (tmp_path / "report.pdf").read_bytes().startswith(b"%PDF")
    assert window.export_report(str(tmp_path / "report.html")) is None
    text = (tmp_path / "report.html").read_text()
    assert "What ε means for the people in the data" in text and text.count("data:image/png;base64,") == 4


def test_presentation_mode_toggles_and_restores(qtbot, window):
    ws = load(qtbot, window, "voting")
    size = window.size()
    window.set_presentation(True)
    assert window.presenting and window.isFullScreen()
    assert ws.controls.result.font().pointSize() == 30
    window.escape()  # Esc leaves presentation mode
    assert not window.presenting and not window.isFullScreen()
    assert ws.controls.result.font().pointSize() == 15
    qtbot.waitUntil(lambda: window.size() == size, timeout=WAIT)


def test_dark_theme_recolours_plots(qtbot, window):
    ws = load(qtbot, window, "voting")
    window.set_theme("dark")
    assert ws.plots.score_widget.backgroundBrush().color().name() == "#1e1e20"
    window.set_theme("light")
    assert ws.plots.score_widget.backgroundBrush().color().name() == "#ffffff"


def test_closing_with_unsaved_changes_asks(qtbot, window, monkeypatch):
    ws = load(qtbot, window, "voting")
    ready(qtbot, ws, lambda: ws.model.setData(ws.model.index(0, 1), "5", Qt.EditRole))
    window.confirm_discard = True
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a) or QMessageBox.Cancel)
    window.close()
    assert asked and window.isVisible()  # cancelled: still open, nothing lost
    window.confirm_discard = False


def test_formulas_panel_substitutes_the_numbers(qtbot, window):
    ws = load(qtbot, window, "pricing", "Lecture: $1, $1, $3.01")
    window._tab_changed(0)
    text = window.formulas.label.text()
    s = ws.experiment.summary
    assert f"exp({ws.experiment.mechanism.scale:.4g}·s(h))" in text
    assert "Pricing guarantee" in text and f"{s.bound_probability:.4g}" in text
    np.testing.assert_allclose(ws.experiment.guarantee["probability"], 1 - np.exp(-1))


def test_right_click_menu_offers_png_and_svg(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    ws = load(qtbot, window, "voting")
    scene = ws.plots.freq_widget.scene()
    texts = [a.text() for a in scene.contextMenu]
    assert texts == ["Export plot as PNG…", "Export plot as SVG…"]
    target = tmp_path / "outputs.svg"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    scene.contextMenu[1].trigger()
    assert ET.parse(target).getroot().tag.endswith("svg")
