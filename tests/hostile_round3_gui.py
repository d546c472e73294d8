"""Hostile inputs, round three (issue 27, issue 30 item 6), through the real window (collected by
test_hostile_inputs.py): counts past 2^53 saved and reopened exactly, the story following the workspace (and
nothing computed for a closed story), the line under α after a refusal, a space typed into a cell, the exact
expected score beside the simulated mean, and one shortcut per action.
"""
import numpy as np
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication

from expmech_gui.core.simulation import MAX_TRIALS
from expmech_gui.io.story_texts import STEP_IDS
from expmech_gui.ui.story import facts as story_facts
from expmech_gui.ui.story.slides import export_slides
from expmech_gui.ui.story.window import epsilon_slider_value
from expmech_gui.ui.widgets.text import fmt_value
from expmech_gui.ui.window.menus import open_story
from guihelp import WAIT, load, load_preset, make_window, ready

__all__ = [  # what test_hostile_inputs.py star-imports: the cases, nothing else
    "test_hostile_no_two_actions_share_a_shortcut", "test_hostile_refused_alpha_or_max_price_clears_the_grid_line",
    "test_hostile_a_space_typed_into_a_cell_is_kept_and_refused",
    "test_hostile_exact_expected_score_is_shown_to_the_simulated_interval_precision",
    "test_hostile_a_story_closed_with_esc_computes_nothing", "test_hostile_the_story_follows_a_refused_epsilon",
    "test_hostile_the_story_of_a_large_grid_is_worked_out_off_the_gui_thread",
    "test_hostile_counts_past_2_53_are_saved_and_reopened_exactly", "test_hostile_runs_stop_at_the_stated_limit",
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
GRID_LINE_CASES = [("alpha", "0", "α is refused"), ("alpha", "2", "α is refused"),
                   ("max_price", "1e308", "the max price is refused")]


def test_hostile_refused_alpha_or_max_price_clears_the_grid_line(qtbot, make_workspace, subtests):
    """'m = 301 prices …' described the previous grid after α or the max price was refused: the line now says the
    box is refused, and speaks of the grid again once the box is fixed. Every value in one workspace (no window):
    the preset's α and max price typed back before the next value; each value reported under its own name."""
    ws = make_workspace("pricing", "Lecture: $1, $1, $3.01")
    line = ws.parameter_panel.grid_label
    preset = {box: getattr(ws.parameter_panel, box).text() for box in ("alpha", "max_price")}
    for box, text, words in GRID_LINE_CASES:
        with subtests.test(box=box, typed=text):
            assert "301 prices, one every" in line.text()
            field = getattr(ws.parameter_panel, box)
            _type(qtbot, ws, field, text)
            assert ws.experiment is None and "prices, one every" not in line.text() and words in line.text(), \
                line.text()
            _type(qtbot, ws, field, "3.01" if box == "max_price" else "0.01")
            assert ws.experiment is not None and "100 prices, one every" in line.text() if box == "alpha" else \
                "301 prices, one every" in line.text()
            _type(qtbot, ws, field, preset[box])  # the preset's grid again for the next value


# --- a space typed into a cell (issue 27) -------------------------------------------------------------------
SPACE_CELLS = [("pricing", 0), ("voting", 0), ("voting", 1), ("topk", 1), ("median", 0), ("pac", 0), ("blr", 1)]


def test_hostile_a_space_typed_into_a_cell_is_kept_and_refused(qtbot, make_workspace, subtests):
    """A single space typed into a cell was stored as an empty cell (the typed text lost) while any other text
    was kept and marked red: the space is kept, red, with the reason, out of the runs — and saved as typed. Every
    cell in one shown workspace of its scenario (no window; the preset loaded afresh for each cell), each reported
    under its own name."""
    workspaces = {}
    for key, column in SPACE_CELLS:
        with subtests.test(workspace=key, column=column):
            if key in workspaces:
                ws = load_preset(qtbot, workspaces[key])
            else:
                ws = workspaces[key] = make_workspace(key)
            model, view = ws.model, ws.editor.view
            index = model.index(0, column)
            assert 0 not in model.invalid_rows()  # (the preset afresh: nothing red before the space)
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


def test_hostile_exact_expected_score_is_shown_to_the_simulated_interval_precision(qtbot, make_workspace, subtests):
    """With many trials the simulated mean reads '41.45264 ± 0.00001' while the exact expected score beside it
    read '41.5': they seemed to disagree. The exact value is written to the interval's precision. One workspace
    per scenario (no window; each case ends with a reset), each case reported under its own name."""
    workspaces = {}
    for key, trials in [("voting", 10**15), ("pricing", 10**12), ("voting", 10**6)]:
        with subtests.test(key=key, trials=trials):
            ws = workspaces.get(key) or workspaces.setdefault(key, make_workspace(key))
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


# --- story mode follows the workspace, and only while open (issue 27) --------------------------------------
def test_hostile_a_story_closed_with_esc_computes_nothing(qtbot, window, monkeypatch):
    """A story closed with Esc went on recomputing its facts (O(m²)) and redrawing for every change of its
    workspace: closed, it computes nothing; opened again, it shows the workspace as it is now."""
    calls = []
    original = story_facts.basic_facts
    monkeypatch.setattr(story_facts, "basic_facts", lambda exp: calls.append(exp) or original(exp))
    ws = load(qtbot, window, "voting")
    story = open_story(window)
    assert story.isVisible() and len(calls) == 1
    story.activateWindow()  # Esc goes to the story's window as it does on screen (not the main window's Cancel)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is story, timeout=WAIT)
    qtbot.keyClick(story, Qt.Key_Escape)
    assert not story.isVisible()
    renders = []
    monkeypatch.setattr(story, "render", lambda: renders.append(1))
    for eps in (2.0, 0.5):
        ready(qtbot, ws, lambda e=eps: ws.parameter_panel.set_epsilon(e))
    _type(qtbot, ws, ws.parameter_panel.epsilon, "abc")  # a refusal reaches a closed story no more than numbers
    _type(qtbot, ws, ws.parameter_panel.epsilon, "0.5")
    assert len(calls) == 1 and not renders, (len(calls), len(renders))
    monkeypatch.undo()  # the real render and facts again
    assert open_story(window) is story and story.isVisible()
    assert story.exp is ws.experiment and story.facts["epsilon"] == "0.5"


def test_hostile_the_story_follows_a_refused_epsilon(qtbot, window):
    """The workspace refused ε 'abc' while the story went on showing the old ε's chances with no word: the
    story is cleared, with the workspace's own sentence, and follows the next accepted ε."""
    ws = load(qtbot, window, "voting")
    story = open_story(window)
    story.show_step(STEP_IDS.index("probabilities"))
    assert "%" in story.sentence_text() and story.numbers.text()
    _type(qtbot, ws, ws.parameter_panel.epsilon, "abc")
    reason = ws.parameter_panel.epsilon_refusal()
    assert reason and reason in ws.controls.result.text().replace("&#x27;", "'")
    assert story.exp is None and story.sentence_text() == "No numbers yet: " + reason
    assert ws.no_numbers_reason() == reason
    assert story.numbers.text() == "" and not story.plot.listDataItems()
    _type(qtbot, ws, ws.parameter_panel.epsilon, "2")
    assert story.exp is ws.experiment and story.exp.mechanism.epsilon == 2.0
    assert "No numbers" not in story.sentence_text() and story.numbers.text()


def _old_runner_up(problem) -> int:
    """The old facts.py's answer (an O(m²) loop), as one sort: the first candidate in stable descending-score
    order that is below OPT and within the support, else the first OPT."""
    order = np.argsort(-problem.scores, kind="stable")
    below = order[(problem.scores[order] < problem.opt) & problem.support[order]]
    return int(below[0]) if below.size else int(problem.opt_indices[0])


def test_hostile_the_story_of_a_large_grid_is_worked_out_off_the_gui_thread(qtbot, window, tmp_path):
    """m = 10^5 prices: the story's facts took O(m²) (5 s at 10^5, 78 s with a closed story's recomputing) on the
    GUI thread. They are O(m), worked out on a background thread while the sentence says so, and the same as
    before (the runner-up checked against the old answer); the slides (61 s to export here, the many draws'
    spiky curve) wait for them and take seconds."""
    ws = load(qtbot, window, "pricing", "Lecture: $1, $1, $3.01")
    ready(qtbot, ws, lambda: ws.parameter_panel.set_alpha(1e-5))
    exp = ws.experiment
    assert exp.problem.m == 100_000
    story = open_story(window)
    assert story.sentence_text() == "Working out the numbers for 100,000 prices…" and not story.numbers.text()
    qtbot.waitUntil(lambda: bool(story.facts), timeout=WAIT)
    assert story.facts["runner_name"] == str(exp.problem.labels[_old_runner_up(exp.problem)])
    assert "Working out" not in story.sentence_text() and story.numbers.text()
    story.show_step(STEP_IDS.index("one_person"))
    qtbot.waitUntil(lambda: story.person_words is not None, timeout=WAIT)
    assert story.facts["p_opt"] in story.numbers.text() and "{" not in story.sentence_text()
    story.slider.setValue(epsilon_slider_value(2.0))  # the story's own ε: worked out again, in the background …
    assert not story.facts and story.person_words is None and story.exp.mechanism.epsilon > 1.9
    export_slides(story, tmp_path / "slides")  # … but a slide never says "Working out…": the export waits for them
    assert story.facts == story_facts.experiment_facts(story.exp, ws.session_ledger.entries) | {"question": story.facts["question"]}
    assert story.person_words is not None and "Working" not in story.sentence_text()


# --- counts past 2^53 (issue 27) ------------------------------------------------------------------------------
def _show_counts(ws, counts) -> None:
    """A run that long, built directly: the aggregate holds ``counts`` and the views show them."""
    ws.aggregate.restore(np.asarray(counts, dtype=np.int64))
    ws.runs.dirty = True
    ws.refresh(force=True)


def _reopened_counts(qtbot, path, tmp_path, how: str, other=None) -> list[int]:
    """The counts a window shows after opening ``path`` (``how="open"``) or restoring it as its autosave: a new
    window's, or ``other``'s (its voting workspace reset first, so what it then shows came from ``path``)."""
    mine = other is None
    other = make_window(qtbot, tmp_path / how) if mine else other
    vote = other.workspaces["voting"]
    if not mine:
        vote.reset()
        assert vote.aggregate is None or vote.aggregate.trials == 0
    with qtbot.waitSignal(vote.experimentReady, timeout=WAIT):
        if how == "open":
            assert other.session.open_session(str(path)) is None
        else:
            other.session.autosave_dir = path.parent
            assert other.session.restore_autosave() is None
    qtbot.waitUntil(lambda: vote.aggregate is not None and vote.aggregate.trials > 0, timeout=WAIT)
    counts = [int(c) for c in vote.aggregate.counts]
    assert vote.summary_panel.text("trials") == f"{sum(counts):,}" == f"{vote.aggregate.trials:,}"
    if mine:
        other.close()
    return counts


COUNT_TOTALS = [2**53 + 9, 9_580_000_000_000_017, MAX_TRIALS, MAX_TRIALS + 3]


def test_hostile_counts_past_2_53_are_saved_and_reopened_exactly(qtbot, window, tmp_path, subtests):
    """Speed dial *Unlimited* left running past 2^53 trials: Save succeeded, Open refused the session ("counts add
    up to more than 9,007,199,254,740,992"). Every count the app can reach (its runs stop at MAX_TRIALS; Run once
    adds one a click) is saved, autosaved and reopened exactly. One window saves every total and one other window
    reopens each (reset before each), each total reported under its own name."""
    ws = load(qtbot, window, "voting")
    m = ws.experiment.problem.m
    other = make_window(qtbot, tmp_path / "other")
    for total in COUNT_TOTALS:
        with subtests.test(total=total):
            counts = [0] * m
            counts[0], counts[m // 2], counts[-1] = total - 2**53 - 4, 2**53 + 1, 3  # not multiples of any power of 2
            _show_counts(ws, counts)
            assert ws.aggregate.trials == total and ws.summary_panel.text("trials") == f"{total:,}"
            path = tmp_path / f"long run {total}.expmech"
            assert window.session.save_to(str(path)) is None
            assert window.session.autosave() is None
            assert _reopened_counts(qtbot, path, tmp_path, "open", other) == counts
            assert _reopened_counts(qtbot, window.session.autosave_path(), tmp_path, "autosave", other) == counts


def test_hostile_runs_stop_at_the_stated_limit(qtbot, window, tmp_path):
    """Runs stop at MAX_TRIALS (10^18) exactly, and say so: no count ever grows past what int64 and the session
    hold exactly. Start and Run N at the limit are refused in words; Reset starts again."""
    ws = load(qtbot, window, "voting")
    ws.controls.speed.setCurrentIndex(ws.controls.speed.findData("unlimited"))
    m = ws.experiment.problem.m
    counts = [0] * m
    counts[0] = MAX_TRIALS - 5_000_000
    _show_counts(ws, counts)
    messages = []
    ws.statusMessage.connect(messages.append)
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.controls.continuous.click()
    qtbot.waitUntil(lambda: ws.aggregate.trials == MAX_TRIALS, timeout=WAIT)
    assert ws.aggregate.trials == MAX_TRIALS == int(ws.aggregate.counts.sum())
    assert "the most one workspace counts" in messages[-1], messages
    for start in (ws.controls.continuous.click, lambda: ws.run_n(10)):
        start()
        assert ws.running is None and ws.aggregate.trials == MAX_TRIALS
        assert "Cannot run" in ws.controls.result.text() and "the most one workspace counts" in \
            ws.controls.result.toolTip()
    path = tmp_path / "limit.expmech"
    assert window.session.save_to(str(path)) is None
    assert sum(_reopened_counts(qtbot, path, tmp_path, "open")) == MAX_TRIALS
    counts[0] = MAX_TRIALS - 700  # Run N stops there too
    _show_counts(ws, counts)
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT) as finished:
        ws.run_n(1000)
    qtbot.waitUntil(lambda: ws.aggregate.trials == MAX_TRIALS, timeout=WAIT)
    assert finished.args == [True] and "the most one workspace counts" in messages[-1]
    ws.controls.reset.click()
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.run_n(1000)
    assert ws.aggregate.trials == 1000
