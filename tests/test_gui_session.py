"""Issue 5 through the real window: sessions, undo/redo, exports and the report, presentation mode."""
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QMessageBox

from expmech_gui.ui.widgets.text import fmt_value
from guihelp import LONG_WAIT, settled, ticking
from machine import deadline
from test_gui import WAIT, load, make_window, ready, shown_title


@pytest.fixture
def window(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    yield w
    w.close()


def snapshot(ws):
    return ws.model.to_session(), ws.parameter_panel.state(), (ws.aggregate.counts.tolist() if ws.aggregate else None)


@pytest.mark.slow  # whole windows that save, reopen, autosave: 0.8-15 s each
def test_save_then_open_restores_data_parameters_and_results(qtbot, window, tmp_path):
    ws = load(qtbot, window, "voting")
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(0.3))
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.run_n(5000)
    ws.run_once()
    lunch = load(qtbot, window, "lunch")
    ready(qtbot, lunch, lambda: lunch.model.setData(lunch.model.index(0, 1), "maybe", Qt.EditRole))
    before = {k: snapshot(w) for k, w in window.workspaces.items() if w.experiment is not None}
    assert shown_title(window) == "Untitled* — ExpMech Studio"
    path = str(tmp_path / "talk.expmech")
    assert window.session.save_to(path) is None
    window.session.saved(path)
    assert shown_title(window) == "talk.expmech — ExpMech Studio"

    other = make_window(qtbot, tmp_path / "second")
    vote2 = other.workspaces["voting"]
    with qtbot.waitSignal(vote2.experimentReady, timeout=WAIT):
        assert other.session.open_session(path) is None
    qtbot.waitUntil(lambda: all(other.workspaces[k].experiment is not None for k in before), timeout=WAIT)
    for key, snap in before.items():
        assert snapshot(other.workspaces[key]) == snap, key
    assert vote2.aggregate.trials == 5001 and vote2.releases == 1
    assert other.workspaces["lunch"].model.invalid_rows() == [0]  # the typed 'maybe' is kept
    assert vote2.summary_panel.text("trials") == "5,001"
    other.close()


@pytest.mark.slow  # whole windows that save, reopen, autosave: 0.8-15 s each
def test_bad_session_leaves_the_open_session_unchanged(qtbot, window, tmp_path):
    ws = load(qtbot, window, "voting")
    before = snapshot(ws)
    for name, raw in (("trunc.expmech", b'{"format_version": 1, "workspaces": {"vot'),
                      ("garbage.expmech", b"\x00\xff\x13garbage"),
                      ("future.expmech", json.dumps({"format_version": 9, "workspaces": {}}).encode())):
        p = tmp_path / name
        p.write_bytes(raw)
        err = window.session.open_session(str(p))
        assert err and name in err
        assert snapshot(ws) == before and window.session.session_path is None


@pytest.mark.slow  # whole windows that save, reopen, autosave: 0.8-15 s each
def test_autosave_and_restore_after_a_crash(qtbot, tmp_path):
    first = make_window(qtbot, tmp_path)
    ws = load(qtbot, first, "voting")
    ready(qtbot, ws, lambda: ws.model.setData(ws.model.index(0, 1), "99", Qt.EditRole))
    assert first.session.autosave() is None and first.session.autosave_path().is_file()
    # a crash: the window never closes, so the clean-exit flag stays False
    first.display_timer.stop()
    first.autosave_timer.stop()
    first.settings.sync()
    second = make_window(qtbot, tmp_path)
    assert second.crashed_before
    vote = second.workspaces["voting"]
    with qtbot.waitSignal(vote.experimentReady, timeout=WAIT):
        assert second.session.restore_autosave() is None
    assert vote.experiment.problem.scores[0] == 99
    for w in (first, second):
        w.close()
    third = make_window(qtbot, tmp_path)
    assert not third.crashed_before  # the last window closed normally
    third.close()


@pytest.mark.slow  # whole windows that save, reopen, autosave: 0.8-15 s each
def test_undo_redo_data_and_parameters(qtbot, window):
    ws = load(qtbot, window, "voting")
    stack = ws.undo_stack
    stack.clear()
    ready(qtbot, ws, lambda: ws.model.setData(ws.model.index(0, 1), "7", Qt.EditRole))
    ready(qtbot, ws, lambda: ws.editor.add_row())
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(0.2))
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(0.4))  # merged with the previous ε change
    assert stack.count() == 3 and window.undo_action.isEnabled()
    ready(qtbot, ws, window.undo_action.trigger)
    assert ws.parameter_panel.epsilon.text() == "1" and ws.experiment.params.epsilon == 1.0
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


@pytest.mark.slow  # whole windows that save, reopen, autosave: 0.8-15 s each
def test_exports_decode(qtbot, window, tmp_path):
    ws = load(qtbot, window, "pricing", "Lecture: $1, $1, $3.01")
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.run_n(2000)
    files = window.exports.write_plots(str(tmp_path / "plots"))
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
    assert window.exports.write_report(str(tmp_path / "report.pdf")) is None
    assert (tmp_path / "report.pdf").read_bytes().startswith(b"%PDF")
    window.session.session_path = str(tmp_path / "mine.expmech")  # the report names the window's session file
    assert window.exports.write_report(str(tmp_path / "report.html")) is None
    text = (tmp_path / "report.html").read_text()
    assert "mine.expmech" in text
    # the charts drawn for print: each price's chance and the score of the chosen price
    assert "What ε means for the people in the data" in text and text.count("data:image/png;base64,") == 2


@pytest.mark.slow  # whole windows that save, reopen, autosave: 0.8-15 s each
def test_presentation_mode_toggles_and_restores(qtbot, shared):
    ws = load(qtbot, shared, "voting")
    size = shared.size()
    shared.presentation.set_presentation(True)
    assert shared.presentation.presenting and shared.isFullScreen()
    assert ws.controls.result.font().pointSize() == 30
    shared.presentation.escape()  # Esc leaves presentation mode
    qtbot.waitUntil(lambda: not shared.presentation.switching(), timeout=WAIT)
    assert not shared.presentation.presenting and not shared.isFullScreen()
    assert ws.controls.result.font().pointSize() == 15
    qtbot.waitUntil(lambda: shared.size() == size, timeout=WAIT)


@pytest.mark.slow  # whole windows that save, reopen, autosave: 0.8-15 s each
def test_dark_theme_recolours_plots(qtbot, shared):
    ws = load(qtbot, shared, "voting")
    shared.presentation.set_theme("dark")
    assert ws.plots.score_widget.backgroundBrush().color().name() == "#1e1e20"
    shared.presentation.set_theme("light")
    assert ws.plots.score_widget.backgroundBrush().color().name() == "#ffffff"


@pytest.mark.slow  # whole windows that save, reopen, autosave: 0.8-15 s each
def test_closing_with_unsaved_changes_asks(qtbot, window, monkeypatch):
    ws = load(qtbot, window, "voting")
    ready(qtbot, ws, lambda: ws.model.setData(ws.model.index(0, 1), "5", Qt.EditRole))
    window.session.confirm_discard = True
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a) or QMessageBox.Cancel)
    window.close()
    assert asked and window.isVisible()  # cancelled: still open, nothing lost
    window.session.confirm_discard = False


@pytest.mark.slow  # whole windows that save, reopen, autosave: 0.8-15 s each
def test_formulas_panel_substitutes_the_numbers(qtbot, window):
    ws = load(qtbot, window, "pricing", "Lecture: $1, $1, $3.01")
    window._tab_changed(0)
    text = window.formulas.label.text()
    s = ws.experiment.summary
    # what the panel shows, with the numbers of the lecture's example substituted
    assert f"exp({ws.experiment.mechanism.scale:.4g}·s(h))" in text
    assert "with ε = 1, Δ = $3.01, 301 candidates." in text
    assert "bound e<sup>−1</sup> = 0.3679" in text
    assert f"= <b>{fmt_value(s.threshold, '$')}</b>" in text
    assert "Pricing guarantee" in text and "with probability ≥ 1 − e<sup>−1</sup> = 0.6321." in text
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(2))
    window._refresh_formulas()
    text = window.formulas.label.text()
    assert "with ε = 2, Δ = $3.01" in text and f"exp({ws.experiment.mechanism.scale:.4g}·s(h))" in text


@pytest.mark.slow  # whole windows that save, reopen, autosave: 0.8-15 s each
def test_right_click_menu_offers_png_and_svg(qtbot, make_workspace, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    ws = make_workspace("voting")  # (the plot's own menu: one workspace, no window)
    scene = ws.plots.freq_widget.scene()
    texts = [a.text() for a in scene.contextMenu]
    assert texts == ["View data as table (Ctrl+T)", "Export plot as PNG…", "Export plot as SVG…"]  # (issue 35)
    target = tmp_path / "outputs.svg"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    scene.contextMenu[2].trigger()
    assert ET.parse(target).getroot().tag.endswith("svg")


# --- issue 17: sessions that must never lose work -------------------------------------------------------
def warnings_shown(monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, title, text, *a, **k: shown.append((title, text)))
    return shown


def save_action(window):
    return next(a for a in window.actions() if a.text() == "&Save session")


def test_failed_open_changes_nothing(qtbot, window, tmp_path, monkeypatch):
    """Item 19: mine.expmech open, other.expmech with seed 2**40 is refused; Ctrl+S still writes mine."""
    ws = load(qtbot, window, "voting")
    ready(qtbot, ws, lambda: ws.model.setData(ws.model.index(0, 1), "77", Qt.EditRole))
    mine = tmp_path / "mine.expmech"
    assert window.session.save_to(str(mine)) is None
    window.session.saved(str(mine))
    doc = json.loads(mine.read_text())
    doc["workspaces"]["voting"]["data"]["rows"][0] = ["Someone else", "5"]
    doc["workspaces"]["voting"]["parameters"]["seed"] = 2**40
    other = tmp_path / "other.expmech"
    other.write_text(json.dumps(doc))
    before, title = snapshot(ws), shown_title(window)
    shown = warnings_shown(monkeypatch)
    window.session.open_reporting(str(other))
    qtbot.waitUntil(lambda: bool(shown), timeout=WAIT)
    assert shown and "workspaces.voting.parameters.seed" in shown[0][1] and "1099511627776" in shown[0][1]
    assert "at most 2,147,483,647" in shown[0][1] and "Nothing was changed" in shown[0][1]
    assert snapshot(ws) == before and shown_title(window) == title and window.session.session_path == str(mine)
    window.session.mark_modified()
    save_action(window).trigger()  # Ctrl+S
    qtbot.waitUntil(lambda: not window.session.modified, timeout=WAIT)
    rows = json.loads(mine.read_text())["workspaces"]["voting"]["data"]["rows"]
    assert rows[0] == ["Ms Okafor", "77"]


@pytest.mark.slow  # whole windows that save, reopen, autosave: 0.8-15 s each
def test_open_a_partial_session_resets_the_missing_workspaces(qtbot, window, tmp_path):
    """Item 20: workspaces the file does not hold get their defaults, and the title says so."""
    vote = load(qtbot, window, "voting")
    ready(qtbot, vote, lambda: vote.model.setData(vote.model.index(0, 1), "99", Qt.EditRole))
    path = tmp_path / "only-pricing.expmech"
    path.write_text(json.dumps({"format_version": 2, "current_workspace": "pricing", "workspaces": {
        "pricing": {"data": {"values": [2.0, 5.0]}, "parameters": {"epsilon": "0.5"}}}}))
    with qtbot.waitSignal(vote.experimentReady, timeout=WAIT):
        assert window.session.open_session(str(path)) is None
    others = [w.scenario.title for k, w in window.workspaces.items() if k != "pricing"]
    assert f"{', '.join(others[:-1])} and {others[-1]} were not in the file: reset to the defaults" \
        in shown_title(window)
    assert vote.model.to_session()["rows"][0] == ["Ms Okafor", "42"]  # the default, not the 99 typed before
    out = tmp_path / "again.expmech"
    assert window.session.save_to(str(out)) is None
    saved = json.loads(out.read_text())["workspaces"]
    assert saved["voting"]["data"]["rows"][0] == ["Ms Okafor", "42"]
    assert saved["pricing"]["data"]["values"] == [2.0, 5.0] and saved["pricing"]["parameters"]["epsilon"] == "0.5"
    assert saved["lunch"]["data"] == window.workspaces["lunch"].model.to_session()


@pytest.mark.slow  # whole windows that save, reopen, autosave: 0.8-15 s each
def test_broken_autosave_is_kept_aside_and_reported(qtbot, tmp_path):
    """Item 21: a truncated autosave is not silently replaced by older data; it is kept as *.broken-…"""
    first = make_window(qtbot, tmp_path)
    ws = load(qtbot, first, "voting")
    ready(qtbot, ws, lambda: ws.model.setData(ws.model.index(0, 1), "99", Qt.EditRole))
    assert first.session.autosave() is None
    raw = first.session.autosave_path().read_bytes()
    first.session.autosave_path().write_bytes(raw[: len(raw) // 2])
    second = make_window(qtbot, tmp_path / "second")
    second.session.autosave_dir = first.session.autosave_dir
    vote = load(qtbot, second, "voting")
    before = snapshot(vote)
    err = second.session.restore_autosave()
    assert err and "could not be restored" in err and "truncated JSON" in err
    kept = list(first.session.autosave_dir.glob("autosave.expmech.broken-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == raw[: len(raw) // 2] and kept[0].name in err
    assert snapshot(vote) == before and not first.session.autosave_path().exists()
    assert second.session.autosave() is None  # a new autosave never touches the broken one
    assert kept[0].read_bytes() == raw[: len(raw) // 2]
    first.close()
    second.close()


@pytest.mark.slow  # whole windows that save, reopen, autosave: 0.8-15 s each
def test_large_data_saves_off_the_gui_thread_and_reopens(qtbot, window, tmp_path, monkeypatch):
    """Item 22: 2·10^6 valuations save compactly on the save thread and open again."""
    import threading

    from expmech_gui import sessions as S
    from expmech_gui.scenarios.pricing import pricing

    ws = window.workspaces["pricing"]
    values = np.random.default_rng(5).lognormal(0, 0.5, 2_000_000)
    ready(qtbot, ws, lambda: ws.set_dataset(pricing.Valuations(values)))
    threads = []
    real_save = S.save
    monkeypatch.setattr(S, "save", lambda path, state: threads.append(threading.current_thread().name)
                        or real_save(path, state))
    path = tmp_path / "big.expmech"
    window.session.session_path = str(path)
    window.session.mark_modified()
    save_action(window).trigger()  # Ctrl+S returns at once; the save thread reports back
    qtbot.waitUntil(lambda: window.last_message.startswith("Saved"), timeout=LONG_WAIT)
    assert threads and threads[0] != threading.main_thread().name
    assert not window.session.modified and "MiB" in window.last_message
    assert path.stat().st_size < 25 * 2**20 < S.MAX_SESSION_BYTES  # 8 bytes a value in base64, not 33
    other = make_window(qtbot, tmp_path / "other")
    big = other.workspaces["pricing"]
    with qtbot.waitSignal(big.experimentReady, timeout=LONG_WAIT):
        assert other.session.open_session(str(path)) is None
    np.testing.assert_array_equal(big.model.snapshot()[0], values)
    other.close()


@pytest.mark.slow  # whole windows that save, reopen, autosave: 0.8-15 s each
def test_exports_into_a_missing_folder_fail_as_failures(qtbot, window, tmp_path):
    """Item 32: nothing written means the status says so, never 'written to …'."""
    load(qtbot, window, "voting")
    missing = tmp_path / "no" / "such" / "folder"
    for name in ("report.html", "report.pdf"):
        err = window.exports.write_report(str(missing / name))
        assert err and "does not exist" in err and "nothing was written" in err
        assert "Report failed" in window.last_message and "written to" not in window.last_message
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    with pytest.raises(OSError, match="cannot make the folder"):
        window.exports.write_plots(str(blocker / "plots"))
    err = window.exports.write_results(str(missing / "r.json"))
    assert err and "does not exist" in err
    from expmech_gui.ui.export import write_png, write_svg

    widget = window.current.plots.named_widgets()[0][1]
    for writer, name in ((write_png, "p.png"), (write_svg, "p.svg")):
        with pytest.raises(OSError, match="does not exist"):
            writer(widget, str(missing / name))
    assert not missing.exists()


@pytest.mark.slow  # whole windows that save, reopen, autosave: 0.8-15 s each
def test_report_escapes_user_text_and_states_extremes(qtbot, window, tmp_path):
    """Items 9 and 29: a candidate named <i>Ms <b>Okafor is text in the report; ε at both ends of the range
    gives no inf, nan or overflow."""
    from expmech_gui.ui.report import report

    ws = load(qtbot, window, "voting")
    ready(qtbot, ws, lambda: ws.model.setData(ws.model.index(0, 0), "<i>Ms <b>Okafor", Qt.EditRole))
    html_text = report.report_html(ws, lambda name, img: f"{name}.png")
    assert "&lt;i&gt;Ms &lt;b&gt;Okafor" in html_text and "<i>Ms" not in html_text
    svgs = [f for f in window.exports.write_plots(str(tmp_path / "plots")) if f.endswith(".svg")]
    for svg in svgs:  # the name is text in every SVG: each parses as XML, none holds the raw markup
        raw = Path(svg).read_text(encoding="utf-8")
        assert "<i>Ms" not in raw and ET.fromstring(raw).tag.endswith("svg")
    assert any("&lt;i&gt;" in Path(svg).read_text(encoding="utf-8") for svg in svgs)  # ticks: "<i>…" as text
    for eps in (1e-6, 1e4):
        ready(qtbot, ws, lambda e=eps: ws.parameter_panel.set_epsilon(e))
        ws.releases = 3
        text = report.report_html(ws, lambda name, img: f"{name}.png")
        for bad in ("inf", "nan", "e+3", "Overflow"):
            assert bad not in text.lower().replace("information", ""), (eps, bad)
        assert window.exports.write_report(str(tmp_path / f"r{eps:g}.html")) is None
        assert window.exports.write_results(str(tmp_path / f"r{eps:g}.json")) is None
        json.loads((tmp_path / f"r{eps:g}.json").read_text())  # finite numbers only: valid JSON
    assert "more than 10^300" in text  # e^10000 said in words


@pytest.mark.slow  # whole windows that save, reopen, autosave: 0.8-15 s each
def test_close_while_background_work_runs_never_waits_for_it(qtbot, tmp_path):
    """Item 36: closing while the bill for 100,000 releases computes makes no wait for its thread (the job is
    cancelled and abandoned); how long closing takes is measured by tests/benchmarks/bench_gui.py."""
    from guihelp import waits_made_by

    w = make_window(qtbot, tmp_path)
    ws = load(qtbot, w, "voting")
    ws.releases = 100_000
    ws.views.setCurrentIndex(2)  # the privacy bill
    ws.bill_panel.refresh()
    qtbot.waitUntil(lambda: w.background_busy(), timeout=WAIT)
    assert ws.bill_panel.jobs.busy
    assert waits_made_by(w.close) == [] and not w.isVisible()


@pytest.mark.slow  # whole windows that save, reopen, autosave: 0.8-15 s each
def test_a_save_ending_after_its_window_is_gone_touches_no_qt_object(qtbot, tmp_path, monkeypatch):
    """The save thread reported by emitting a signal on the window's session controller: a save still writing
    when a closed window was destroyed emitted on a deleted object and crashed a CI run (a segmentation fault in
    test_app_start). It now only queues its result, which the GUI thread collects while the window lives."""
    import threading

    from guihelp import destroy_window, make_window
    from expmech_gui.ui.window import session_controller

    gate, real = threading.Event(), session_controller._write_session
    monkeypatch.setattr(session_controller, "_write_session", lambda path, state: (gate.wait(10), real(path, state)))
    w = make_window(qtbot, tmp_path, owned=False)
    path = tmp_path / "late.expmech"
    future = w.session.save_in_background(str(path), "autosave")
    destroy_window(w)  # the window, its controller and its queue's collector are gone; the save still writes
    gate.set()
    assert future.result(10) is None and path.exists()


@pytest.mark.parametrize("compact", [True, False], ids=["as-saved", "one-json-number-each"])
def test_open_reads_a_big_session_off_the_gui_thread(qtbot, window, tmp_path, monkeypatch, compact):
    """Issue 27: File ▸ Open reads and checks the file on its own thread. While that thread is held, the GUI
    thread goes on ticking a 10 ms timer (50 ticks), the status bar says 'Opening …' and nothing has changed
    yet; released, the window shows exactly the saved 300,000 valuations (an invalid cell as typed too)."""
    import threading

    from expmech_gui import sessions
    from expmech_gui.scenarios.pricing import pricing

    values = pricing.generate("log-normal", 300_000, seed=3).values.copy()
    values[7] = np.nan
    state = sessions.SessionState({"pricing": sessions.WorkspaceState(
        data={"values": values, "invalid": {"7": "12,5"}}, parameters={"epsilon": "1", "alpha": "0.01"})},
        "pricing")
    path = tmp_path / "big.expmech"
    if compact:
        sessions.save(path, state)
    else:
        doc = json.loads(sessions.dumps(state))
        doc["format_version"] = 1
        doc["workspaces"]["pricing"]["data"]["values"] = [None if np.isnan(v) else v for v in values.tolist()]
        path.write_text(json.dumps(doc))
    ws = window.workspaces["pricing"]
    settled(qtbot, window)  # the workspace's own first status ("no data yet …") is said before the open starts
    real_validate, held, release, threads = sessions.validate, threading.Event(), threading.Event(), set()

    def held_validate(*args, **kwargs):
        threads.add(threading.get_ident())
        held.set()
        release.wait(deadline(60))  # on the GUI thread this would freeze the window: no tick could come
        return real_validate(*args, **kwargs)

    monkeypatch.setattr(sessions, "validate", held_validate)
    timer, ticks = ticking(release.is_set)
    window.session.open_reporting(str(path))
    qtbot.waitUntil(held.is_set, timeout=WAIT)
    qtbot.waitUntil(lambda: ticks.count(False) >= 50, timeout=WAIT)
    timer.stop()
    assert "Opening" in window.statusBar().currentMessage() and window.session.session_path != str(path)
    assert ws.model.rowCount() != values.size
    release.set()
    qtbot.waitUntil(lambda: window.session.session_path == str(path), timeout=LONG_WAIT)
    assert threading.get_ident() not in threads
    saved = ws.model.to_session(compact=True)
    np.testing.assert_array_equal(saved["values"], values)
    assert saved["invalid"] == {"7": "12,5"} and not window.session.modified
    assert ws.model.index(7, 0).data(Qt.ToolTipRole)  # the invalid cell says why
