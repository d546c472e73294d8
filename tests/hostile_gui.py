"""Hostile inputs: the parameter panel and the run controls (collected by test_hostile_inputs.py).

Every case types into the real boxes (key by key, as a person does) or presses the real buttons, and
asserts the visible refusal — the red box with the reason in its tooltip, the "Cannot run: …" line, the
summary's "No results" — or, for accepted input, that the numbers shown are for exactly what was typed;
and that the user's data is unchanged.
"""
import numpy as np
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt

from expmech_gui.core.numbers import EPSILON_MAX, EPSILON_MIN
from guihelp import WAIT

__all__ = [  # what test_hostile_inputs.py star-imports: the cases and their fixture, nothing else
    "test_hostile_epsilon_box", "test_hostile_alpha_and_max_price_boxes",
    "test_hostile_seed_and_trials_at_their_limits",
    "test_hostile_cancel_right_after_run_n", "test_hostile_run_once_with_invalid_data",
    "test_hostile_reset_during_a_run", "test_hostile_apply_of_an_out_of_range_epsilon",
    "test_hostile_slider_ends_agree_with_the_box",
]

_WAIT = WAIT
_RED = "ffd0d0"


def _settled(ws) -> bool:
    return not ws.debounce.isActive() and ws.shown_gen == ws.input_gen


def _type(qtbot, ws, field, text: str) -> None:
    field.setFocus()
    field.selectAll()
    if text and not text.isascii():  # QTest cannot type '€': the edit a keyboard makes, in one step
        field.setText(text)
        field.textEdited.emit(text)
    elif text:
        qtbot.keyClicks(field, text)
    else:
        qtbot.keyClick(field, Qt.Key_Backspace)
    qtbot.waitUntil(lambda: _settled(ws), timeout=_WAIT)


def _assert_refused(ws, field, words: str) -> None:
    """The box is red with the reason in its tooltip, and nothing shown pretends to be current."""
    assert _RED in field.styleSheet(), field.text()
    assert words in field.toolTip(), field.toolTip()
    assert ws.experiment is None and ws.plots.experiment is None
    assert "Cannot run" in ws.controls.result.text() and "updating" not in ws.controls.result.text()
    assert not ws.controls.run_once.isEnabled() and not ws.controls.run_n.isEnabled()
    assert "No results" in ws.summary_panel.status.text() and not ws.summary_panel.status.isHidden()
    assert all(ws.summary_panel.text(k) == "—" for k in ("opt", "expected", "threshold", "scale", "n"))


EPSILON_CASES = [
    ("0", "at least 0.000001"),
    ("-1", "at least 0.000001"),
    ("1e-7", "at least 0.000001"),
    ("1e300", "at most 10,000"),
    ("abc", "not a number"),
    ("0,5", "use a decimal point"),
    ("1,000", "thousands separators"),
    ("", "empty"),
]


@pytest.mark.slow  # every value in one workspace/window: 1-3 s in all (was one window per value)
def test_hostile_epsilon_box(qtbot, make_workspace, subtests):
    """Every hostile ε typed into one workspace's box in turn (one workspace serves them all: each value is fixed
    again before the next); a failing value is reported under its own name (SUBFAILED(typed=...))."""
    ws = make_workspace("voting")
    data = ws.model.to_session()
    for text, words in EPSILON_CASES:
        with subtests.test(typed=text):
            _type(qtbot, ws, ws.parameter_panel.epsilon, text)
            _assert_refused(ws, ws.parameter_panel.epsilon, words)
            assert ws.parameter_panel.epsilon.text() == text  # what was typed stays, to be corrected
            assert "not accepted" in ws.parameter_panel.epsilon_readout.text()
            assert ws.model.to_session() == data
            _type(qtbot, ws, ws.parameter_panel.epsilon, "2")  # fixing it brings numbers for exactly the new value
            assert ws.experiment.params.epsilon == 2.0 and ws.summary_panel.text("scale") == "1"


ALPHA_CASES = [
    ("0", "greater than 0"),
    ("2", "at most 1"),
    ("1e-9", "10,000,000"),
]


def _fixed(qtbot, ws, field, text: str) -> None:
    """Type the preset's own ``text`` back into ``field``: the numbers are back (the next value starts from them)."""
    _type(qtbot, ws, field, text)
    assert _RED not in field.styleSheet() and ws.experiment is not None, field.toolTip()


@pytest.mark.slow  # every value in one workspace/window: 1-3 s in all (was one window per value)
def test_hostile_alpha_and_max_price_boxes(qtbot, make_workspace, subtests):
    """Every hostile α and max price typed into one pricing workspace in turn, each box fixed again before the
    next value; then '€2', read like '$2'. Each value is reported under its own name (SUBFAILED(box=..., typed=...))."""
    ws = make_workspace("pricing", "Lecture: $1, $1, $3.01")
    data = ws.model.to_session()
    p = ws.parameter_panel
    alpha, max_price = p.alpha.text(), p.max_price.text()
    for text, words in ALPHA_CASES:
        with subtests.test(box="alpha", typed=text):
            _type(qtbot, ws, p.alpha, text)
            _assert_refused(ws, p.alpha, words)
            assert "α" in ws.controls.result.text()
            assert ws.model.to_session() == data
            _fixed(qtbot, ws, p.alpha, alpha)
    for text in ["1e308", "2e307", "1e-320"]:
        with subtests.test(box="max_price", typed=text):
            _type(qtbot, ws, p.max_price, text)
            _assert_refused(ws, p.max_price, "max price")
            assert ws.model.to_session() == data
            _fixed(qtbot, ws, p.max_price, max_price)
    with subtests.test(box="max_price", typed="€2"):  # one rule for every currency sign: a max price of 2
        _type(qtbot, ws, p.max_price, "€2")
        assert _RED not in p.max_price.styleSheet()
        assert ws.experiment.params.max_price == 2.0
        assert ws.experiment.problem.values.max() == pytest.approx(2.0)


@pytest.mark.slow  # one workspace (no window), 1-3 s
def test_hostile_seed_and_trials_at_their_limits(qtbot, make_workspace):
    ws = make_workspace("voting")
    p = ws.parameter_panel
    for box, typed, limit in ((p.seed, "99999999999", 2_147_483_647), (p.trials, "99999999999", 2_000_000_000)):
        box.lineEdit().selectAll()
        qtbot.keyClicks(box.lineEdit(), typed)
        box.interpretText()
        assert box.value() <= limit  # the box never holds more than its limit
        box.setValue(limit)
        qtbot.waitUntil(lambda: _settled(ws), timeout=_WAIT)
        assert box.value() == limit
    assert ws.experiment.params.seed == 2_147_483_647 and ws.experiment.params.trials == 2_000_000_000
    assert ws.parameter_panel.state()["seed"] == ws.experiment.params.seed  # what a session saves is what is shown


@pytest.mark.slow  # one workspace (no window), 1-3 s
def test_hostile_cancel_right_after_run_n(qtbot, make_workspace):
    ws = make_workspace("pricing", "Lecture: $1, $1, $3.01")
    ws.parameter_panel.set_alpha(1e-6)  # a million prices: 2·10^9 trials take minutes
    ws.parameter_panel.trials.setValue(2_000_000_000)
    qtbot.waitUntil(lambda: _settled(ws), timeout=_WAIT)
    for _ in range(5):
        with qtbot.waitSignal(ws.runFinished, timeout=_WAIT) as finished:
            ws.controls.run_n.click()
            ws.controls.cancel.click()
        assert finished.args == [False]
        assert not ws.controls.cancel.isEnabled() and ws.controls.run_n.isEnabled()
        assert ws.summary_panel.text("trials") == f"{ws.aggregate.trials:,}" and ws.aggregate.trials < 2_000_000_000


@pytest.mark.slow  # one workspace (no window), 1-3 s
def test_hostile_run_once_with_invalid_data(qtbot, make_workspace):
    ws = make_workspace("voting")
    model = ws.model
    for row in range(model.rowCount()):
        model.setData(model.index(row, 1), "lots")
    qtbot.waitUntil(lambda: _settled(ws), timeout=_WAIT)
    assert ws.run_once() is None
    ws.controls.run_once.click()
    assert not ws.controls.run_once.isEnabled()
    assert "Cannot run" in ws.controls.result.text() and "valid candidate" in ws.controls.result.text()
    assert ws.aggregate is None and ws.releases == 0
    assert all(model.data(model.index(r, 1)) == "lots" for r in range(model.rowCount()))


@pytest.mark.slow  # one workspace (no window), 1-3 s
def test_hostile_reset_during_a_run(qtbot, make_workspace):
    ws = make_workspace("voting")
    ws.run_n(2_000_000_000)
    qtbot.waitUntil(lambda: ws.aggregate.trials > 0 or bool(ws._pending), timeout=_WAIT)
    ws.controls.reset.click()
    assert ws.running is None and not ws.controls.cancel.isEnabled()
    qtbot.waitUntil(lambda: not ws.sim.busy, timeout=_WAIT)  # the abandoned run has really ended
    ws.refresh(force=True)
    assert ws.aggregate.trials == 0 and ws.summary_panel.text("trials") == "0"  # nothing of it arrived later
    assert np.all(ws.plots.freq_bars.opts["height"] == 0)
    with qtbot.waitSignal(ws.runFinished, timeout=_WAIT):
        ws.run_n(1000)
    assert ws.aggregate.trials == 1000


@pytest.mark.slow  # every value in one workspace/window: 1-3 s in all (was one window per value)
def test_hostile_apply_of_an_out_of_range_epsilon(qtbot, make_workspace, subtests):
    """What the ε-sweep's Apply does with a value the app does not accept: refused where it shows, and the
    box keeps agreeing with the numbers. Every value in one workspace, each reported under its own name."""
    ws = make_workspace("voting")
    for value in [19670.0, 0.0, -3.0, 1e-9, float("inf"), float("nan")]:
        if ws.parameter_panel.epsilon.text() != "1":  # (a value wrongly accepted before this one: 1 again)
            _type(qtbot, ws, ws.parameter_panel.epsilon, "1")
        with subtests.test(value=value):
            ws.controls.result.setText("")  # (so the words below are this value's, not the one before's)
            message = ws.parameter_panel.set_epsilon(value)
            assert message and "not applied" in message
            assert "not applied" in ws.controls.result.text()
            assert ws.parameter_panel.epsilon.text() == "1" and _settled(ws) and ws.experiment.params.epsilon == 1.0


@pytest.mark.slow  # one workspace (no window), 1-3 s
def test_hostile_slider_ends_agree_with_the_box(qtbot, make_workspace):
    ws = make_workspace("voting")
    slider = ws.parameter_panel.epsilon_slider
    for pos, eps in ((slider.minimum(), EPSILON_MIN), (slider.maximum(), EPSILON_MAX)):
        slider.setValue(pos)
        qtbot.waitUntil(lambda: _settled(ws), timeout=_WAIT)
        assert float(ws.parameter_panel.epsilon.text()) == eps and ws.experiment.params.epsilon == eps
        assert _RED not in ws.parameter_panel.epsilon.styleSheet()
