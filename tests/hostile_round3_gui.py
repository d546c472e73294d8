"""Hostile inputs, round three (issue 27, issue 30 item 6), through the real window (collected by
test_hostile_inputs.py): counts past 2^53 saved and reopened exactly, the story following the workspace (and
nothing computed for a closed story), the line under α after a refusal, a space typed into a cell, the exact
expected score beside the simulated mean, and one shortcut per action.
"""
import numpy as np
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QAction, QKeySequence  # noqa: E402

from expmech_gui.ui.widgets.text import fmt_value  # noqa: E402
from guihelp import WAIT, load  # noqa: E402

__all__ = [  # what test_hostile_inputs.py star-imports: the cases, nothing else
    "test_hostile_no_two_actions_share_a_shortcut", "test_hostile_refused_alpha_or_max_price_clears_the_grid_line",
    "test_hostile_a_space_typed_into_a_cell_is_kept_and_refused",
    "test_hostile_exact_expected_score_is_shown_to_the_simulated_interval_precision",
]


def _type(qtbot, ws, field, text: str) -> None:
    """Type ``text`` into ``field`` key by key, as a person does, and wait until the workspace has answered."""
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, text)
    qtbot.waitUntil(lambda: not ws.debounce.isActive() and ws.shown_gen == ws.input_gen, timeout=WAIT)


# --- one shortcut, one action (issue 30 item 6) ----------------------------------------------------------
def test_hostile_no_two_actions_share_a_shortcut(qtbot, window):
    """Qt fires neither of two actions bound to one key (it reports an ambiguity): every action of the window
    — every menu, every workspace — has keys of its own; Ctrl+Shift+E is the report's."""
    owners: dict[str, str] = {}
    for action in window.findChildren(QAction):
        for sequence in action.shortcuts():
            key = sequence.toString(QKeySequence.PortableText)
            if key:
                assert key not in owners, f"{key} is bound to both {owners[key]!r} and {action.text()!r}"
                owners[key] = action.text()
    assert owners["Ctrl+Shift+E"] == "Export re&port (PDF/HTML)…"
    assert owners["Ctrl+Shift+X"] == "Release with the e&xact sampler"


# --- the line under α (issue 27) --------------------------------------------------------------------------
@pytest.mark.parametrize("box, text, words", [("alpha", "0", "α is refused"), ("alpha", "2", "α is refused"),
                                              ("max_price", "1e308", "the max price is refused")])
def test_hostile_refused_alpha_or_max_price_clears_the_grid_line(qtbot, window, box, text, words):
    """'m = 301 prices …' described the previous grid after α or the max price was refused: the line now says the
    box is refused, and speaks of the grid again once the box is fixed."""
    ws = load(qtbot, window, "pricing", "Lecture: $1, $1, $3.01")
    line = ws.parameter_panel.grid_label
    assert "m = |H| = 301 prices" in line.text()
    field = getattr(ws.parameter_panel, box)
    _type(qtbot, ws, field, text)
    assert ws.experiment is None and "m = |H|" not in line.text() and words in line.text(), line.text()
    _type(qtbot, ws, field, "3.01" if box == "max_price" else "0.01")
    assert ws.experiment is not None and "m = |H| = 100 prices" in line.text() if box == "alpha" else \
        "m = |H| = 301 prices" in line.text()


# --- a space typed into a cell (issue 27) -------------------------------------------------------------------
@pytest.mark.parametrize("key, column", [("pricing", 0), ("voting", 0), ("voting", 1), ("topk", 1), ("median", 0),
                                         ("pac", 0), ("blr", 1)])
def test_hostile_a_space_typed_into_a_cell_is_kept_and_refused(qtbot, window, key, column):
    """A single space typed into a cell was stored as an empty cell (the typed text lost) while any other text
    was kept and marked red: the space is kept, red, with the reason, out of the runs — and saved as typed."""
    ws = load(qtbot, window, key)
    model, view = ws.model, ws.editor.view
    index = model.index(0, column)
    view.setCurrentIndex(index)
    view.edit(index)
    editor = view.focusWidget()
    assert editor is not view, "no cell editor opened"
    editor.selectAll()
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        qtbot.keyClicks(editor, " ")
        qtbot.keyClick(editor, Qt.Key_Return)
    index = model.index(0, column)
    assert model.data(index, Qt.DisplayRole) == " " and model.data(index, Qt.EditRole) == " "
    assert model.data(index, Qt.BackgroundRole) is not None and 0 in model.invalid_rows()
    assert "Excluded from runs" in model.data(index, Qt.ToolTipRole)
    saved = model.to_session()
    model.from_session(saved)  # what a session file holds comes back as typed
    assert model.data(model.index(0, column), Qt.DisplayRole) == " " and 0 in model.invalid_rows()


# --- the exact expected score beside the simulated mean (issue 27) --------------------------------------------
def _decimals(text: str) -> int:
    number = text.split(" ± ")[0]
    return len(number.split(".")[1]) if "." in number else 0


@pytest.mark.parametrize("key, trials", [("voting", 10**15), ("pricing", 10**12), ("voting", 10**6)])
def test_hostile_exact_expected_score_is_shown_to_the_simulated_interval_precision(qtbot, window, key, trials):
    """With many trials the simulated mean reads '41.45264 ± 0.00001' while the exact expected score beside it
    read '41.5': they seemed to disagree. The exact value is written to the interval's precision."""
    ws = load(qtbot, window, key)
    exp = ws.experiment
    counts = np.floor(exp.mechanism.pmf * trials).astype(np.int64)  # a run that long, built directly
    ws.aggregate.restore(counts)
    ws.runs.dirty = True
    ws.refresh(force=True)
    shown, simulated = ws.summary_panel.text("expected"), ws.summary_panel.text("empirical")
    decimals = _decimals(simulated)
    assert decimals >= 2 and _decimals(shown) == decimals, (shown, simulated)
    exact = exp.summary.expected_score
    assert float(shown.replace("$", "").replace(",", "").replace("\u2212", "-")) == round(exact, decimals)
    ws.reset()  # no simulated results: the exact value as usual again
    assert ws.summary_panel.text("expected") == fmt_value(exact, exp.problem.score_unit)
