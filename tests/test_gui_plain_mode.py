"""View ▸ Plain words (issue 30) through the real window: on for a new user and remembered, F8 switches it;
the summary shows six rows in words with the privacy promise as core.attacker says it; the ε control is named in
words ("more privacy ↔ more accuracy") with a caution above 5 and below 0.1; accuracy and risk are drawn side
by side over ε with the current ε marked, their numbers the core's; experts turn it off and get the symbols."""
import math
import re

import numpy as np
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from guihelp import WAIT, destroy_window, load, make_window, settled
from expmech_gui.core import plain_tradeoff
from expmech_gui.core.privacy.attacker import posterior_bound, posterior_sentence

SYMBOLS = re.compile(r"Δ|\bc = |\bt = |ε|OPT|E\[|\|H\|")


def shown_rows(summary) -> dict[str, str]:
    return {key: summary.labels[key].text() for key in summary.labels if summary.labels[key].isVisible()}


def type_epsilon(qtbot, panel, text: str) -> None:
    panel.epsilon.setFocus()
    panel.epsilon.selectAll()
    qtbot.keyClicks(panel.epsilon, text)


@pytest.fixture(scope="module")
def shared_plain(module_bot, tmp_path_factory):
    """One window in plain words for the module's tests (a window cost ~0.6 s of CPU a test; each workspace's
    plots are built once). Destroyed after the module."""
    window = make_window(module_bot, tmp_path_factory.mktemp("plain"), owned=False, plain_words=True)
    yield window, window.size()
    destroy_window(window)


@pytest.fixture
def plain(shared_plain):
    """The shared window as a new one is: plain words on, not presenting, its first size. Each test loads the
    preset it reads (guihelp.load: that preset's data, its numbers made again; a preset sets no ε, so a test that
    changes ε or the mechanism puts it back, or is the only one in its workspace); a test that switches to the
    expert's words or presents is put back here, before the next."""
    window, size = shared_plain
    if window.presentation.presenting:
        window.presentation.set_presentation(False)
    if not window.plain_words:
        window.plain_words_action.trigger()
    window.resize(size)
    return window


@pytest.fixture
def plain_alone(qtbot, tmp_path):
    """A new plain-words window of the test's own (for what only a window not shown before can tell)."""
    return make_window(qtbot, tmp_path, plain_words=True)


def test_a_new_user_starts_in_plain_words_and_the_choice_is_remembered(qtbot, tmp_path):
    from expmech_gui.ui.main_window import MainWindow

    path = str(tmp_path / "fresh.ini")
    w = MainWindow(load_presets=False, settings=QSettings(path, QSettings.IniFormat), autosave_dir=tmp_path,
                   offer_restore=False)
    w.session.confirm_discard = False
    qtbot.addWidget(w)
    w.show()
    assert w.plain_words_action.isChecked() and w.plain_words
    assert w.plain_words_action.shortcut().toString() == "F8"
    assert w.plain_words_action in w.actions()  # F8 works with the menu bar hidden (presentation) too
    w.plain_words_action.trigger()  # the expert turns it off (F8)
    assert not w.plain_words and not w.plain_words_action.isChecked()
    w.close()
    again = MainWindow(load_presets=False, settings=QSettings(path, QSettings.IniFormat), autosave_dir=tmp_path,
                       offer_restore=False)
    qtbot.addWidget(again)
    assert not again.plain_words_action.isChecked()
    again.close()


def test_the_summary_shows_six_rows_in_words_and_the_promise_as_an_observer_s_belief(qtbot, plain):
    plain.resize(1280, 800)
    ws = load(qtbot, plain, "voting")
    settled(qtbot, plain)
    rows = shown_rows(ws.summary_panel)
    assert 5 <= len(rows) <= 6 and "promise" in rows, rows
    # voting's count is monotone: one release at ε = 1 costs ε/2, and the sentence is core.attacker's own
    assert rows["promise"] == posterior_sentence(0.2, 0.5, about="that a given person is in the data")
    assert "at most 29%" in rows["promise"] and "20%" in rows["promise"]
    for key, value in rows.items():
        name = ws.summary_panel.names[key].text()
        assert not SYMBOLS.search(name) and not SYMBOLS.search(value), (name, value)
    assert "Δ" in ws.summary_panel.names["promise"].toolTip() or "ε" in ws.summary_panel.names["promise"].toolTip()
    panel = ws.parameter_panel
    assert panel.plain_epsilon.name.text() == "Privacy setting" and "ε" in panel.plain_epsilon.name.toolTip()
    assert panel.plain_epsilon.ends.isVisible() and panel.plain_epsilon.ends.text() == "more privacy ↔ more accuracy"
    assert not panel.epsilon_readout.isVisible()  # e^(ε/2) = 1.65 is the expert's
    # the expert's view: the symbols' rows and the readout come back, the promise row goes
    plain.plain_words_action.trigger()
    settled(qtbot, plain)
    rows = shown_rows(ws.summary_panel)
    assert "promise" not in rows and "delta" in rows and "scale" in rows and len(rows) > 6
    assert panel.epsilon_readout.isVisible() and not panel.plain_epsilon.ends.isVisible()
    assert panel.plain_epsilon.name.text() == "ε"


CAUTIONS = [("6", "protects little"), ("0.05", "random pick"), ("1", None), ("5", None), ("0.1", None)]


def test_a_caution_in_words_above_5_and_below_0_1(qtbot, plain, subtests):
    """Each ε typed in Voting (each reported under its own name, as the five cases were), from its preset at ε = 1
    as in a new window (the preset sets no ε: the one typed before is put back to 1 first)."""
    from guihelp import ready

    for typed, words in CAUTIONS:
        with subtests.test(typed=typed):
            ws = load(qtbot, plain, "voting")
            panel = ws.parameter_panel
            if panel.parameters().epsilon != 1:
                ready(qtbot, ws, lambda p=panel: p.set_epsilon(1))
            with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
                type_epsilon(qtbot, panel, typed)
            caution = panel.plain_epsilon.caution
            if words is None:
                assert not caution.isVisible()
            else:
                assert caution.isVisible() and words in caution.text() and "ε" not in caution.text()
            expected = posterior_bound(0.2, float(typed) / 2)
            assert f"at most {round(100 * expected)}%" in ws.summary_panel.text("promise") or expected > 0.99
    ws = plain.workspaces["voting"]
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(1))  # (the shared window's Voting as it was)


def test_accuracy_and_risk_are_drawn_side_by_side_with_the_current_epsilon_marked(qtbot, plain):
    ws = load(qtbot, plain, "voting")
    tradeoff = ws.summary_panel.tradeoff
    qtbot.waitUntil(lambda: tradeoff.shown is not None and tradeoff.shown.current_epsilon == 1.0, timeout=WAIT)
    settled(qtbot, plain)
    assert all(widget.isVisible() for widget in tradeoff.widgets)
    core = plain_tradeoff.tradeoff(ws.experiment.mechanism)
    (xs, accuracy), (_, risk) = (curve.getData() for curve in tradeoff.curves)
    np.testing.assert_allclose(accuracy, core.accuracy)
    np.testing.assert_allclose(risk, core.risk)
    assert [mark.value() for mark in tradeoff.marks] == [0.0, 0.0]  # log10(ε = 1)
    titles = [w.getPlotItem().full_title for w in tradeoff.widgets]
    assert titles[0].startswith("Accuracy") and titles[1].startswith("Risk")
    assert "ε" not in tradeoff.words.text() and "%" in tradeoff.words.text()
    from test_gui_plot_language import drawn_ticks  # 0%, 50%, 100% (four labels in ~40 px touched each other)
    assert [drawn_ticks(widget, "left") for widget in tradeoff.widgets] == [["0%", "50%", "100%"]] * 2
    with qtbot.waitSignal(tradeoff.tradeoffShown, timeout=WAIT):
        type_epsilon(qtbot, ws.parameter_panel, "4")
    qtbot.waitUntil(lambda: tradeoff.shown.current_epsilon == 4.0, timeout=WAIT)
    assert tradeoff.marks[1].value() == pytest.approx(math.log10(4))
    assert tradeoff.shown.current_risk == posterior_bound(0.2, 2.0)
    with qtbot.waitSignal(tradeoff.tradeoffShown, timeout=WAIT):  # ε back to 1: the module's window is shared (the
        type_epsilon(qtbot, ws.parameter_panel, "1")  # summary's test read voting's promise at ε = 4 after this one)
    qtbot.waitUntil(lambda: tradeoff.shown.current_epsilon == 1.0, timeout=WAIT)


def test_updating_moves_nothing_in_the_summary(qtbot, plain):
    """A change of a setting said "updating…" on a line above the rows: every row and the plots over ε under them
    moved down, and up again with the new numbers, each move repainting both plots (18 repaints at α = 10⁻⁷, 8
    now: bench_freezes alpha). It is said in the panel's title now, the rows greyed."""
    ws = load(qtbot, plain, "voting")
    summary, tradeoff = ws.summary_panel, ws.summary_panel.tradeoff
    qtbot.waitUntil(lambda: tradeoff.shown is not None, timeout=WAIT)

    def places():
        return [w.mapTo(summary, w.rect().topLeft()) for w in (summary.labels["opt_at"], *tradeoff.widgets)]
    before = settled(qtbot, plain, read=places)
    summary.show_updating()
    assert settled(qtbot, plain, read=places) == before and summary.title() == "Summary (updating…)"
    summary.set_plain(False)  # words switched meanwhile: the old numbers stay marked as old
    summary.set_plain(True)
    assert summary.title() == "Summary (updating…)" and not summary.labels["opt_at"].isEnabled()
    summary.show_exact(*summary._last_exact)
    assert summary.title() == "Summary" and settled(qtbot, plain, read=places) == before


def test_plain_words_never_leaves_a_symbol_row_in_presentation(qtbot, plain, monkeypatch):
    monkeypatch.setattr(plain, "showFullScreen", lambda: None)
    monkeypatch.setattr(plain, "showNormal", lambda: None)
    ws = load(qtbot, plain, "pricing")
    plain.presentation.set_presentation(True)
    settled(qtbot, plain)
    rows = shown_rows(ws.summary_panel)
    assert "promise" in rows and not {"delta", "scale", "threshold"} & set(rows)
    plain.presentation.set_presentation(False)
    QApplication.processEvents()


@pytest.mark.parametrize("key", ["blr", "pmw"])
def test_the_promise_is_seen_whole_in_presentation_at_1280_by_800(qtbot, plain, monkeypatch, key):
    """Looked at in Xvfb at 1280×800: in presentation the synthetic-data workspace's best database, written out
    in full over three lines in twice the type, pushed the promise's last words ("… believe at most 40%") below
    the panel's foot. A room reads the promise; it must be seen whole, with no scrolling."""
    monkeypatch.setattr(plain, "showFullScreen", lambda: plain.resize(1280, 800))
    monkeypatch.setattr(plain, "showNormal", lambda: None)
    plain.resize(1280, 800)
    ws = load(qtbot, plain, key)  # (nothing released: the window's ledger is shared by the module's tests)
    plain.presentation.set_presentation(True)
    try:
        summary, scroll = ws.summary_panel, ws.summary_scroll
        promise = summary.labels["promise"]
        settled(qtbot, plain, read=lambda: (scroll.verticalScrollBar().maximum(), promise.height()))
        assert promise.isVisible() and promise.text()
        bottom = promise.mapTo(scroll.viewport(), promise.rect().bottomLeft()).y()
        assert bottom <= scroll.viewport().height(), (bottom, scroll.viewport().height(), shown_rows(summary))
        best = summary.labels["opt_at"]
        assert best.isVisible() and best.text()
        if key == "blr":  # cut, its whole in the tooltip
            assert "…" in best.text() and "000:1, 001:1, 010:1, 100:1, 110:1" in best.toolTip()
    finally:
        plain.presentation.set_presentation(False)
    assert "…" not in summary.labels["opt_at"].text()  # out of presentation the panel has room for it whole


def test_a_cost_is_said_as_people_count_it_in_plain_words(qtbot, plain):
    """Learning's score is minus the mistakes: plain words say "8" best possible mistakes, never "−8"; the
    expert's summary keeps the signed score."""
    ws = load(qtbot, plain, "pac")
    summary = ws.summary_panel
    best = float(-ws.experiment.problem.opt)
    assert summary.text("opt") == f"{best:g}" and "mistakes" in summary.names["opt"].text()
    assert "−" not in summary.text("expected") and "−" not in summary.names["expected"].text()
    plain.plain_words_action.trigger()
    assert summary.text("opt").startswith("−")


def test_top_k_s_promise_counts_every_selection_of_a_run(qtbot, plain):
    """One Top-k run publishes k = 3 selections: the promise (and the risk curve) is at the three selections'
    total, 3 × ε/2 on votes, not at the first pick's ε/2 (which said 29% where 56% holds)."""
    ws = load(qtbot, plain, "topk")
    k = int(ws.experiment.params.setting_values["k"])
    assert k == 3
    assert ws.summary_panel.text("promise") == posterior_sentence(0.2, 1.5, about="that a given person is in the data")
    tradeoff = ws.summary_panel.tradeoff
    qtbot.waitUntil(lambda: tradeoff.shown is not None, timeout=WAIT)
    assert tradeoff.shown.current_risk == posterior_bound(0.2, 1.5)


def test_top_k_gumbel_s_accuracy_over_epsilon_is_the_k_selected_s(qtbot, plain):
    """Top-k's 'gumbel' shares its key with the one-choice Gumbel mechanism: the accuracy curve is the k-set's
    exact expected total over the best k-set's (the core's law), not one pick's E[votes]/OPT; Laplace top-k, which
    has no exact law, says so in words."""
    from guihelp import ready
    from expmech_gui.core.mechanisms import make_mechanism
    from expmech_gui.scenarios.topk.selection import peeling_law

    ws = load(qtbot, plain, "topk")
    combo, tradeoff = ws.parameter_panel.mechanism, ws.summary_panel.tradeoff
    tradeoff.shown = None
    ready(qtbot, ws, lambda: combo.setCurrentIndex(combo.findData("gumbel")))
    qtbot.waitUntil(lambda: tradeoff.shown is not None, timeout=WAIT)
    pr, shown = ws.experiment.problem, tradeoff.shown
    for i in (0, 12, 24):
        one = make_mechanism("exponential", pr, float(shown.epsilon[i]))
        total = float(peeling_law(one.log_pmf, 3, pr.scores).inclusion @ pr.scores)
        assert shown.accuracy[i] == pytest.approx(total / (42 + 39 + 17), rel=1e-12)
    assert shown.current_accuracy != pytest.approx(ws.experiment.summary.expected_score / 42, rel=1e-3)
    ready(qtbot, ws, lambda: combo.setCurrentIndex(combo.findData("laplace")))
    qtbot.waitUntil(lambda: "no exact law" in tradeoff.words.text(), timeout=WAIT)
    assert tradeoff.shown is None and "unknown mechanism" not in tradeoff.words.text()


def test_a_refused_privacy_setting_is_still_said_in_words(qtbot, plain):
    ws = load(qtbot, plain, "voting")
    panel = ws.parameter_panel
    type_epsilon(qtbot, panel, "0")
    assert panel.epsilon_readout.isVisible() and panel.epsilon_readout.text()  # the refusal, with the range
    assert not panel.plain_epsilon.caution.isVisible()
    type_epsilon(qtbot, panel, "2")
    assert not panel.epsilon_readout.isVisible()
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):  # ε back to 1: the module's window is shared (the
        type_epsilon(qtbot, panel, "1")  # summary's test read voting's promise at ε = 2 after this one)


def test_the_plots_over_epsilon_are_built_only_for_a_summary_that_is_shown(qtbot, plain_alone):
    """Issue 36 §4: a start with plain words on builds the accuracy-and-risk plots of the workspace on screen only;
    another workspace's come when it is first shown."""
    plain_alone.show()
    qtbot.waitExposed(plain_alone)
    shown = plain_alone.current
    hidden = [ws for ws in plain_alone.workspaces.values() if ws is not shown]
    assert shown.summary_panel.tradeoff is not None
    assert all(ws.summary_panel.tradeoff is None for ws in hidden)
    ws = load(qtbot, plain_alone, "voting") if shown.scenario.key != "voting" else load(qtbot, plain_alone, "pricing")
    assert ws.summary_panel.tradeoff is not None and ws.summary_panel.tradeoff.isVisible()


def test_the_plots_over_epsilon_built_in_two_steps_draw_curves_that_came_between_them(qtbot):
    """A first visit makes the two plots over ε one per step (issue 36 §3): curves that arrive after the first
    plot is made are drawn in the second when it is made, and presentation mode set between reaches it too."""
    from expmech_gui.ui.widgets.plain_words import TradeoffPlots

    later: list = []
    plots = TradeoffPlots(later=later)
    qtbot.addWidget(plots)
    assert len(plots.widgets) == 1 and len(later) == 1
    epsilon = np.geomspace(0.01, 20.0, 5)
    result = plain_tradeoff.Tradeoff(epsilon, np.linspace(0.1, 0.9, 5), np.linspace(0.3, 1.0, 5), 1.0, 0.5, 0.6, True)
    plots._show(result)
    plots.set_presentation(True)
    later.pop()()
    (_, accuracy), (xs, risk) = (curve.getData() for curve in plots.curves)
    assert list(risk) == list(result.risk) and list(accuracy) == list(result.accuracy)
    assert [mark.value() for mark in plots.marks] == [0.0, 0.0]
    fonts = {w.getPlotItem().getAxis("bottom").style["tickFont"].pointSizeF() for w in plots.widgets}
    assert len(fonts) == 1  # both plots in presentation type

