"""Hostile inputs, round three (issue 27): the crashes and the internal texts of the newer views — the bill's δ, the
Gallery's grids, PMW's settings, Custom's calibration view, Compare — and exports into places that take no files.
Collected by test_hostile_inputs.py.

Each case types or clicks what a person does and asserts what the person sees: a refusal naming the allowed range
in words, or the numbers for exactly what was typed; never an exception, never Python's, numpy's or pyqtgraph's own
text ('index 5 is out of bounds', 'X and Y arrays must be the same shape', 'ZeroDivisionError', 'Cannot set range',
'[Errno 17] File exists').
"""
import os
import re

import numpy as np
import pytest

pytest.importorskip("PySide6")

from PySide6.QtWidgets import QMessageBox

from expmech_gui.ui.gallery.inputs import INPUTS
from guihelp import WAIT, load, make_window, ready, show_view
from hostile_gui import _settled, _type

__all__ = [  # what test_hostile_inputs.py star-imports: the cases and their fixture, nothing else
    "round3_window", "test_hostile_bill_delta_at_the_smallest_float", "test_hostile_gallery_grid_ends_and_steps",
    "test_hostile_pmw_settings_say_their_range", "test_hostile_view_failures_are_sentences",
    "test_hostile_custom_subnormal_score", "test_hostile_compare_large_grid_asks_first",
    "test_hostile_compare_boxes_say_their_range",
    "test_hostile_compare_follows_a_refused_workspace", "test_hostile_compare_fixed_choice_and_remove",
    "test_hostile_exports_into_places_without_files",
]

INTERNAL = ("Error", "index ", "out of bounds", "same shape", "Cannot set range", "Errno", "File exists",
            "division by zero", "Traceback", "inf]")


def _no_internal_text(text: str) -> None:
    leaked = [t for t in INTERNAL if t in text]
    assert not leaked, f"internal text {leaked} reached the user: {text}"


@pytest.fixture
def round3_window(qtbot, tmp_path):
    return make_window(qtbot, tmp_path)


# --- crashes at the ends of float range ------------------------------------------------------------------------
def test_hostile_bill_delta_at_the_smallest_float(qtbot, round3_window):
    """δ = 5e-324 (the smallest float) is refused in words; δ = 1e-300, the smallest accepted, gets its bill."""
    ws = load(qtbot, round3_window, "voting")
    ws.run_once()
    panel = show_view(qtbot, ws, "bill_panel", "billShown")
    panel.delta.setText("5e-324")
    panel.delta.editingFinished.emit()
    qtbot.waitUntil(lambda: "too small" in panel.meaning.text(), timeout=WAIT)
    assert "10^-300" in panel.meaning.text()
    assert "ffd0d0" in panel.delta.styleSheet() and "too small" in panel.delta.toolTip()  # red at the box too
    _no_internal_text(panel.meaning.text())
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):
        panel.delta.setText("1e-300")
        panel.delta.editingFinished.emit()
    assert panel.shown_inputs[1] == 1e-300
    _no_internal_text(panel.meaning.text() + panel.table.text())


@pytest.mark.parametrize("key, typed, words", [
    ("laplace", {"lo": "-1e308", "hi": "1e308"}, "at least -1,000,000,000,000"),
    ("laplace", {"step": "5e-324"}, "too small"),
    ("laplace", {"step": "1e-300"}, "at most 100,000"),
    ("laplace", {"step": "5"}, "one grid point"),  # [0, 1] in steps of 5: nothing to choose from
    ("quantile", {"lo": "-1e308", "hi": "1e308", "step": "1e307"}, "at most 1,000,000,000,000"),
    ("quantile", {"hi": "1e12", "step": "1e-7"}, "at most 100,000"),
    ("discrete-laplace", {"hi": str(10**40)}, "at most 1,000,000,000,000"),
])
def test_hostile_gallery_grid_ends_and_steps(qtbot, key, typed, words):
    from expmech_gui.ui.gallery.gallery import GalleryWindow

    gallery = GalleryWindow()
    qtbot.addWidget(gallery)
    gallery.show_instance(key)
    for name, text in typed.items():
        gallery.set_input(name, text)
    assert gallery.comparison is None and words in gallery.error, gallery.error
    if "1,000,000,000,000" in words or words == "too small":  # a box's own range: that box is red and says it
        assert any(words in box.toolTip() and "ffd0d0" in box.styleSheet() for box in gallery.fields[key].values())
    assert words in gallery.agreement.text()
    assert not re.search(r"(\d{1,3},){6,}", gallery.error), gallery.error  # 10^300 points: not written out
    _no_internal_text(gallery.error)
    defaults = {name: default for name, _label, default, _tip in INPUTS[key][1]}
    for name in typed:  # the defaults again: numbers again
        gallery.set_input(name, defaults[name])
    assert gallery.comparison is not None and gallery.comparison.max_difference < 1e-9


PMW_CASES = [
    ("pmw_threshold", "1e-300", "at least 0.001 and at most 1"),
    ("pmw_rate", "1e-300", "at least 0.001 and less than 0.5"),
    ("pmw_rounds", "0", "at least 1 and at most 5,000"),
    ("pmw_rounds", "5001", "at least 1 and at most 5,000"),
    ("pmw_rounds", "1e9", "at least 1 and at most 5,000"),
]


def test_hostile_pmw_settings_say_their_range(qtbot, make_workspace, subtests):
    """With the PMW view open, a setting out of range is refused at its box, and the view says the range too. Every
    value in one workspace (no window), each setting fixed again before the next, each reported under its own name."""
    ws = make_workspace("pmw")
    view = show_view(qtbot, ws, "pmw_view", "pmwShown")
    for setting, typed, words in PMW_CASES:
        with subtests.test(setting=setting, typed=typed):
            box = ws.parameter_panel.setting_boxes[setting]
            _type(qtbot, ws, box, typed)
            qtbot.waitUntil(lambda: not view.jobs.pending, timeout=WAIT)
            assert words in box.toolTip() and ws.experiment is None
            assert words in view.words.text() and words in ws.controls.result.text()
            _no_internal_text(view.words.text())
            with qtbot.waitSignal(view.pmwShown, timeout=WAIT):
                _type(qtbot, ws, box, {"pmw_threshold": "0.2", "pmw_rate": "0.25"}.get(setting, "200"))


def test_hostile_view_failures_are_sentences(qtbot, round3_window, monkeypatch):
    """Whatever a view's computation raises, the view shows a sentence: not Python's text, not its type name."""
    from expmech_gui.scenarios.custom import custom
    from expmech_gui.scenarios.synthetic import pmw

    ws = load(qtbot, round3_window, "pmw")
    view = show_view(qtbot, ws, "pmw_view", "pmwShown")

    def divide(*_args, **_kwargs):
        return 1 / 0

    monkeypatch.setattr(pmw, "pmw_run", divide)
    view.refresh()
    qtbot.waitUntil(lambda: "Could not" in view.words.text(), timeout=WAIT)
    assert "too large or too small" in view.words.text()
    _no_internal_text(view.words.text())
    ws = load(qtbot, round3_window, "custom")
    calibration = ws.view("calibration_view")

    def out_of_bounds(*_args, **_kwargs):
        return np.zeros(1)[5]

    monkeypatch.setattr(custom, "calibrations", out_of_bounds)
    calibration.refresh()
    assert "Could not" in calibration.summary.text()
    _no_internal_text(calibration.summary.text())


def test_hostile_custom_subnormal_score(qtbot, round3_window):
    """A score of 5e-324 made Δ subnormal, c = ε/(2Δ) infinite and the calibration view's range [-inf, inf]."""
    ws = load(qtbot, round3_window, "custom")
    calibration = ws.view("calibration_view")
    model = ws.model
    model.from_session({"columns": ["D", "D′1"], "rows": [["a", "0", "5e-324"], ["b", "0", "0"]]})
    ws.recompute()
    qtbot.waitUntil(lambda: _settled(ws), timeout=WAIT)
    calibration.refresh()
    assert "too small" in (model.cell_error(0, 2) or "")
    text = calibration.summary.text()
    assert "inf" not in text.replace("info", "")
    _no_internal_text(text)


# --- Compare ---------------------------------------------------------------------------------------------------
def _compare(qtbot, window):
    from expmech_gui.ui.window.menus import open_compare

    view = open_compare(window)
    qtbot.waitUntil(lambda: len(view.rows) == 1 and _idle(view), timeout=WAIT)
    return view


def _idle(view) -> bool:
    """No rows being computed (a window without a job runner computes them at once)."""
    jobs = getattr(view, "jobs", None)
    return jobs is None or not jobs.pending


def _then_idle(qtbot, view, action) -> None:
    action()
    qtbot.waitUntil(lambda: _idle(view), timeout=WAIT)


def _names(view) -> list[str]:
    return [view.table.item(i, 0).text() for i in range(view.table.rowCount())]


@pytest.mark.parametrize("alpha, lowered_limit", [("1e-7", None), ("1e-4", 1000)])
def test_hostile_compare_large_grid_asks_first(qtbot, round3_window, monkeypatch, alpha, lowered_limit):
    """α typed in Compare and Add: the workspace's question before a large grid; No builds nothing; Yes builds it
    off the GUI thread and the row, on its own grid, is drawn and simulated (the base grid's x met a 10⁷-price
    pmf: 'X and Y arrays must be the same shape')."""
    from expmech_gui.ui.scenarios.pricing import pricing as pricing_ui

    ws = load(qtbot, round3_window, "pricing", "Lecture: $1, $1, $3.01")
    view = _compare(qtbot, round3_window)
    if lowered_limit:
        monkeypatch.setattr(pricing_ui, "ASK_ABOVE_PRICES", lowered_limit)  # the same question, at a cheap grid
    answers = [QMessageBox.No, QMessageBox.Yes]
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda _parent, _title, text, *_a: asked.append(text)
                        or answers.pop(0))
    view.settings["alpha"].setText(alpha)
    view.add_button.click()
    assert len(asked) == 1 and "prices" in asked[0] and len(view.configs) == 1 and _idle(view)
    assert "Not added" in view.message.text()
    if not lowered_limit:
        return  # 10⁷ prices: the question is the point, not half a gigabyte of exact numbers
    view.add_button.click()
    assert not _idle(view)  # the grid is computed by a job, not on the GUI thread
    qtbot.waitUntil(lambda: _idle(view), timeout=WAIT)
    assert len(asked) == 2 and [r.pmf.size for r in view.rows] == [301, 10_000]
    assert ws.experiment.problem.m == 301  # the workspace keeps its own α
    for _ in range(3):
        view._simulate_tick()
    cells = [view.table.item(i, view.table.columnCount() - 1).text() for i in range(2)]
    assert all("$" in c for c in cells), cells
    _no_internal_text(view.message.text() + " ".join(cells))


COMPARE_CASES = [("epsilon", "0", "at least 0.000001"), ("alpha", "2", "at most 1"), ("alpha", "1e-9", "10,000,000"),
                 ("max_price", "abc", "not a number")]


def test_hostile_compare_boxes_say_their_range(qtbot, round3_window, subtests):
    """Compare's boxes refuse as the workspace's do: red, the range in words in the tooltip, and Add adds nothing.
    Every value in one Compare window, each box given its text back before the next value, each value reported
    under its own name."""
    load(qtbot, round3_window, "pricing", "Lecture: $1, $1, $3.01")
    view = _compare(qtbot, round3_window)
    for box, typed, words in COMPARE_CASES:
        with subtests.test(box=box, typed=typed):
            field = view.epsilon if box == "epsilon" else view.settings[box]
            before = field.text()
            view.message.setText("")  # (so the words below are this value's, not the one before's)
            field.setText(typed)
            try:
                assert "ffd0d0" in field.styleSheet() and words in field.toolTip(), field.toolTip()
                view.add_button.click()
                assert len(view.configs) == 1 and words in view.message.text()
                _no_internal_text(view.message.text())
            finally:
                field.setText(before)
                assert "ffd0d0" not in field.styleSheet(), field.toolTip()


def test_hostile_compare_follows_a_refused_workspace(qtbot, round3_window):
    """Every data row removed: the workspace refuses, and Compare shows no numbers but the same reason."""
    ws = load(qtbot, round3_window, "voting")
    view = _compare(qtbot, round3_window)
    model = ws.model
    with qtbot.waitSignal(ws.experimentFailed, timeout=WAIT):
        model.remove_rows(range(model.rowCount()))
    qtbot.waitUntil(lambda: view.table.rowCount() == 0, timeout=WAIT)
    assert view.rows == [] and view.plot.listDataItems() == []
    assert ws.last_error and ws.last_error in view.message.text() and ws.last_error in ws.controls.result.text()
    _then_idle(qtbot, view, lambda: ready(qtbot, ws, lambda: ws.load_preset(next(iter(ws.scenario.presets)))))
    assert len(view.rows) == 1 and view.rows[0].pmf.size == ws.experiment.problem.m


def test_hostile_compare_fixed_choice_and_remove(qtbot, round3_window):
    """'Always Ms Ferreira' (the 6th candidate) with rows 2–6 deleted: its row says so in words; selecting a row
    and pressing Remove removes that row's configuration, not another."""
    ws = load(qtbot, round3_window, "voting")
    view = _compare(qtbot, round3_window)
    view.fixed.setCurrentIndex(view.fixed.findText("Ms Ferreira"))
    for button in (view.fixed_button, view.argmax_button):
        _then_idle(qtbot, view, button.click)
    assert _names(view)[1:] == ["always Ms Ferreira", "non-private argmax"]
    _then_idle(qtbot, view, lambda: ready(qtbot, ws, lambda: ws.model.remove_rows(range(1, 6))))
    assert ws.experiment.problem.m == 1
    shown = " ".join(view.table.item(i, j).text() for i in range(view.table.rowCount())
                     for j in range(2) if view.table.item(i, j)) + view.message.text()
    assert "Ms Ferreira" in shown and "no candidate called" in shown
    _no_internal_text(shown)
    # one candidate left: every row's single chance is 100%, so the argmax's row also says "(same as row 1)"
    view.table.selectRow(next(i for i, name in enumerate(_names(view)) if name.startswith("non-private argmax")))
    _then_idle(qtbot, view, view.remove_button.click)
    assert [c.kind for c in view.configs] == ["mechanism", "fixed"]
    assert _names(view)[1] == "always Ms Ferreira"


# --- exports into places that take no files ---------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["proc", "file", "fifo"])
def test_hostile_exports_into_places_without_files(qtbot, round3_window, tmp_path, kind):
    """Plots, results and the report into /proc, a regular file or a named pipe chosen as their folder: a sentence
    naming the place and why, 'nothing was written', and nothing is."""
    load(qtbot, round3_window, "voting")
    if kind == "proc":
        if not os.path.isdir("/proc"):
            pytest.skip("no /proc on this system")
        folder, why = "/proc", ("makes no files", "may not write")
    elif kind == "file":
        folder, why = str(tmp_path / "a-file"), ("is a file, not a folder",)
        (tmp_path / "a-file").write_text("kept")
    else:
        if not hasattr(os, "mkfifo"):
            pytest.skip("no named pipes on this system")
        folder, why = str(tmp_path / "a-pipe"), ("is a pipe, not a folder",)
        os.mkfifo(folder)
    with pytest.raises(OSError) as plots:
        round3_window.exports.write_plots(folder)
    from expmech_gui.ui.story.slides import export_slides
    from expmech_gui.ui.story.window import StoryWindow

    story = StoryWindow(round3_window.current)
    qtbot.addWidget(story)
    with pytest.raises(OSError) as slides:  # the story's slides too
        export_slides(story, folder)
    messages = [str(plots.value), str(slides.value), round3_window.exports.write_results(os.path.join(folder, "r.csv")),
                round3_window.exports.write_report(os.path.join(folder, "r.html"))]
    for message in messages:
        assert message and folder in message and "nothing was written" in message, message
        assert any(w in message for w in why), message
        _no_internal_text(message)
    if kind == "file":
        assert (tmp_path / "a-file").read_text() == "kept"
