"""Story mode: every step of every workspace renders with its numbers, ε changes the sentences, the keys
and the clicker walk it, the texts come from data files (a generic one for scenarios without their own),
and the slides are 1920×1080 PNGs."""
import json
import re

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from expmech_gui.core import formatting as fmt
from expmech_gui.io.story_texts import STEP_IDS, fill, load_story
from expmech_gui.scenarios import SCENARIOS, resources_dir
from expmech_gui.ui.story.slides import export_slides
from expmech_gui.ui.story.window import StoryWindow, epsilon_slider_value
from guihelp import WAIT, load_preset, ready

KEYS = [key for key in SCENARIOS if SCENARIOS[key].presets]
PLACEHOLDER = re.compile(r"\{[A-Za-z_]\w*\}")  # a {name} the texts left unfilled (candidate labels may hold braces)


def _story(qtbot, ws):
    story = StoryWindow(ws)
    qtbot.addWidget(story)
    story.show()
    return story


@pytest.fixture
def unshown_workspace(qtbot):
    """``unshown_workspace(key, preset=None)``: the ``key`` workspace with ``preset``'s (by default its first) exact
    numbers, never shown: its own plots are built on first show, and these tests read the story window, never the
    workspace's plots (conftest's make_workspace shows it: the plots cost ~60 % of its time)."""
    from expmech_gui.ui.app import configure_plots
    from expmech_gui.ui.workspaces.workspace import Workspace

    built = []

    def factory(key, preset=None):
        configure_plots()
        ws = Workspace(key)
        built.append(ws)
        qtbot.addWidget(ws)
        ws.resize(1280, 760)
        load_preset(qtbot, ws, preset)
        assert not ws.isVisible() and ws.experiment is not None
        return ws

    yield factory
    for ws in built:
        ws.shutdown()


@pytest.mark.parametrize("key", KEYS)
def test_walk_the_story_forward_and_back_with_the_current_numbers(qtbot, unshown_workspace, key):
    ws = unshown_workspace(key)
    story = _story(qtbot, ws)
    exp = ws.experiment
    pr = exp.problem
    opt = fmt.score_words(pr.opt, pr.score_unit, pr.score_name, pr.cost_name)  # '8 mistakes' for the score −8
    seen = []
    for i, step in enumerate(STEP_IDS):
        assert story.step == i
        text = story.sentence_text()
        assert text and not PLACEHOLDER.search(text), (step, text)
        assert story.plot.listDataItems() or story.plot.items, step  # something is drawn
        seen.append(text)
        if step == "one_draw":
            story.animation.skip()
        qtbot.keyClick(story, Qt.Key_Right if i % 2 else Qt.Key_PageDown)
    assert story.step == len(STEP_IDS) - 1
    assert opt in seen[0]  # the non-private answer with its score
    assert fmt.probability(float(exp.mechanism.pmf[exp.summary.most_likely])) in seen[3]
    assert "Chance of OPT: " + fmt.probability(float(exp.mechanism.pmf[exp.problem.opt_indices].sum())) \
        in story.numbers.text()
    for i in reversed(range(len(STEP_IDS) - 1)):
        qtbot.keyClick(story, Qt.Key_Left if i % 2 else Qt.Key_PageUp)
        assert story.step == i
    qtbot.keyClick(story, Qt.Key_Escape)
    assert not story.isVisible()


def test_a_score_that_is_minus_a_cost_is_told_as_the_cost(qtbot, unshown_workspace):
    """Learning's score is −mistakes: the story says '8 mistakes', never '−8 −mistakes', and asks its own question."""
    ws = unshown_workspace("pac")
    story = _story(qtbot, ws)
    pr = ws.experiment.problem
    first = story.sentence_text()
    assert f"with {fmt.count(-pr.opt)} mistakes" in first and "−mistakes" not in first
    assert first.startswith("Which rule best separates the labelled points?")
    story.show_step(STEP_IDS.index("scores"))
    assert "minus the number of points it gets wrong" in story.sentence_text()


def test_changing_epsilon_changes_the_sentences(qtbot, unshown_workspace):
    ws = unshown_workspace(KEYS[0])
    story = _story(qtbot, ws)
    story.show_step(STEP_IDS.index("weights"))
    before = story.sentence_text()
    story.slider.setValue(epsilon_slider_value(5.0))
    after = story.sentence_text()
    assert before != after and "ε = 5" in after
    story.show_step(STEP_IDS.index("probabilities"))
    at_5 = story.sentence_text()
    # the workspace's own ε: the story follows its new numbers (and its slider goes back to that ε)
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        ws.parameter_panel.set_epsilon(0.2)
    assert story.exp.params.epsilon == pytest.approx(0.2) and story.sentence_text() != at_5


def test_the_draw_lands_on_the_seeded_draw_and_the_many_draws_fill(qtbot, unshown_workspace):
    import numpy as np

    ws = unshown_workspace(KEYS[-1])
    story = _story(qtbot, ws)
    story.show_step(STEP_IDS.index("one_draw"))
    anim = story.animation
    with qtbot.waitSignal(story.drawLanded, timeout=WAIT) as landed:
        pass
    assert landed.args[0] == anim.chosen and str(ws.experiment.problem.labels[anim.chosen]) in story.sentence_text()
    cdf = ws.experiment.mechanism.cdf
    assert np.searchsorted(cdf / cdf[-1], anim.target, side="right") == anim.chosen
    story.show_step(STEP_IDS.index("many_draws"))
    qtbot.waitUntil(lambda: story.aggregate.trials > 100, timeout=WAIT)
    story.many_timer.stop()
    agg, exp = story.aggregate, ws.experiment
    text = story.sentence_text()
    assert fmt.count(agg.trials) in text
    assert fmt.with_noun(agg.mean, exp.problem.score_unit, exp.problem.score_name) in text


def test_slides_are_one_decodable_1920x1080_png_per_step(qtbot, unshown_workspace, tmp_path):
    ws = unshown_workspace(KEYS[1])
    story = _story(qtbot, ws)
    story.show_step(2)
    paths = export_slides(story, tmp_path / "slides")
    assert len(paths) == len(STEP_IDS)
    for path in paths:
        image = QImage(str(path))
        assert not image.isNull() and (image.width(), image.height()) == (1920, 1080)
    assert story.step == 2  # the presenter is back where they were


def test_texts_come_from_data_files_with_a_generic_fallback(tmp_path):
    folder = resources_dir() / "story"
    generic = load_story("a-scenario-added-later", folder)
    assert [s.key for s in generic.steps] == list(STEP_IDS) and all(s.text for s in generic.steps)
    for key in SCENARIOS:  # every shipped file is valid JSON whose steps are known ones
        path = folder / f"{key}.json"
        if path.is_file():
            assert set(json.loads(path.read_text(encoding="utf-8"))["steps"]) <= set(STEP_IDS)
    (tmp_path / "generic.json").write_text(json.dumps({"steps": {"data": {"title": "T", "text": "{x} {y}"}}}))
    (tmp_path / "k.json").write_text(json.dumps({"question": "Q?", "steps": {"data": {"text": "{x}!"}}}))
    story = load_story("k", tmp_path)
    assert story.question == "Q?" and story.steps[0].title == "T" and fill(story.steps[0].text, {"x": 1}) == "1!"
    assert fill("{x} {unknown}", {"x": "a"}) == "a {unknown}" and fill("{", {}) == "{"


def test_view_story_opens_on_the_current_workspace(qtbot, window):
    ws = window.current
    load_preset(qtbot, ws)
    action = next(a for a in window.findChildren(type(window.presentation.action)) if a.text() == "&Story…")
    action.trigger()
    story = window.story_window
    assert story.isVisible() and story.workspace is ws and not PLACEHOLDER.search(story.sentence_text())
    story.close()


@pytest.mark.parametrize("seed", range(12))
def test_runner_up_is_the_old_quadratic_loops_answer(seed):
    """facts.runner_up (one masked maximum, O(m)) names the candidate the old O(m²) loop named: the first, in
    stable descending-score order, below OPT and within the support of μ — ties, zero weights and all-OPT included."""
    import numpy as np

    from expmech_gui.core.problem import NEIGHBOURS, SelectionProblem
    from expmech_gui.ui.story.facts import runner_up

    rng = np.random.default_rng(seed)
    m = int(rng.integers(1, 30))
    scores = rng.integers(0, 2 if seed % 4 == 3 else 5, m).astype(float)  # few distinct scores: many ties
    base = None if seed % 2 else rng.integers(0, 3, m).astype(float)  # zero weights: off the support
    if base is not None and not base.any():
        base[0] = 1.0
    pr = SelectionProblem(tuple(map(str, range(m))), scores, 1.0, {n: True for n in NEIGHBOURS}, base_measure=base)
    old = [int(i) for i in np.argsort(-scores, kind="stable") if scores[i] < pr.opt and pr.support[i]]
    assert runner_up(pr) == (old[0] if old else int(pr.opt_indices[0]))


def _texts(plot) -> list[str]:
    import pyqtgraph as pg

    return [item.textItem.toPlainText() for item in plot.items if isinstance(item, pg.TextItem)]


def test_the_footer_states_the_sliders_epsilon_and_names_the_change(qtbot, unshown_workspace):
    """The slider said ε = 1 while the footer said '(ε = 0.5)': the footer now gives the slider's ε, says what is
    charged (e^(ε/2)) and for which change of one person."""
    ws = unshown_workspace("voting")
    story = _story(qtbot, ws)
    story.show_step(STEP_IDS.index("weights"))
    for eps in (1.0, 5.0):
        story.slider.setValue(epsilon_slider_value(eps))
        label, footer = story.slider_label.text(), story.numbers.text()
        assert label == f"ε = {fmt.plain(eps)}"
        assert footer.endswith(f"(e^(ε/2), {label})"), footer
        assert "Adding or removing one person changes any chance by at most ×" \
               f"{fmt.factor(eps / 2).replace(' times', '')}" in footer


def test_the_bills_line_rises_by_what_one_release_costs_and_says_so(qtbot, unshown_workspace):
    """Step 8 said 'after 10 answers at ε = 1' beside a 'k × ε' line rising 0.5 an answer: the line is labelled
    with what one answer really costs (ε/2 = 0.5) and the sentence says why, once."""
    import pyqtgraph as pg

    from expmech_gui.core.accounting.charge_words import charge_text
    from expmech_gui.core.privacy.loss import release_epsilon

    ws = unshown_workspace("voting")
    story = _story(qtbot, ws)
    story.show_step(STEP_IDS.index("bill"))
    mech = story.exp.mechanism
    cost = release_epsilon(mech)[0]
    line = next(i for i in story.plot.listDataItems() if isinstance(i, pg.PlotDataItem))
    k, total = line.getData()
    assert cost == 0.5 and np.allclose(np.diff(total), cost)
    assert "simply added up: k × ε/2 = 0.5" in _texts(story.plot)
    text = story.sentence_text()
    assert charge_text(mech) in text and text.count("ε/2") == 2  # "costs ε/2 = 0.5 …, spends only ε/2"
    assert "If 10 answers were released at ε = 1 (nothing has been released yet), the total is" in text


def test_the_bill_step_reads_the_ledger_not_the_slider(qtbot, unshown_workspace):
    """Issue 31: three answers at ε = 5, then the slider at 0.1 — the last step still prices what was released
    (7.38, each charged 2.5), draws it there, and says what it means for a 20% belief."""
    import pyqtgraph as pg

    from expmech_gui.core.privacy.attacker import belief_about, posterior_sentence
    from expmech_gui.core.accounting import ledger_totals as la

    ws = unshown_workspace("voting")
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(5))
    for _ in range(3):
        ws.run_once()
    story = _story(qtbot, ws)
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(0.1))
    qtbot.waitUntil(lambda: story.exp is not None and story.exp.params.epsilon == 0.1 and bool(story.facts),
                    timeout=WAIT)
    story.show_step(STEP_IDS.index("bill"))
    entries = ws.session_ledger.entries
    total = la.tightest(la.ledger_totals(entries, 1e-6, with_pld=False))[1]
    text = story.sentence_text()
    assert "After the 3 answers released so far, each charged ε = 2.5, the total is ε = 7.38" in text
    about = belief_about(ws.experiment.params.neighbours)  # what the belief is about under this neighbour notion
    assert posterior_sentence(0.2, total, 1e-6, about=about) in text and "answered yes" not in text
    dots = [i for i in story.plot.listDataItems() if isinstance(i, pg.ScatterPlotItem)]
    x, y = dots[0].getData()
    assert list(x) == [3] and y[0] == pytest.approx(total)
    with qtbot.waitSignal(ws.session_ledger.changed, timeout=WAIT):
        ws.run_once()
    assert "After the 4 answers released so far" in story.sentence_text()


def test_the_bill_step_draws_a_mixed_ledger_release_by_release(qtbot, unshown_workspace):
    """Issue 31: with releases at two ε the bill drew a line at their average ε; it draws the ledger's own running
    total, one point per release at the ε it was charged (2.5, 2.5, then 0.5), and the tightest total at the end."""
    import pyqtgraph as pg

    from expmech_gui.core.accounting import ledger_totals as la

    ws = unshown_workspace("voting")
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(5))
    for _ in range(2):
        ws.run_once()
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(1))
    ws.run_once()
    story = _story(qtbot, ws)
    qtbot.waitUntil(lambda: story.exp is not None and bool(story.facts), timeout=WAIT)
    story.show_step(STEP_IDS.index("bill"))
    entries = ws.session_ledger.entries
    assert [e.epsilon_charged for e in entries] == [2.5, 2.5, 0.5]
    line = next(i for i in story.plot.listDataItems() if isinstance(i, pg.PlotDataItem))
    x, y = line.getData()
    assert list(x) == [0, 1, 2, 3] and np.allclose(y, [0.0, 2.5, 5.0, 5.5])  # not k × 1.83 (the average)
    dots = [i for i in story.plot.listDataItems() if isinstance(i, pg.ScatterPlotItem)]
    dx, dy = dots[0].getData()
    assert list(dx) == [3] and dy[0] == pytest.approx(la.tightest(la.ledger_totals(entries, 1e-6,
                                                                                    with_pld=False))[1])
    assert "simply added up, release by release: ε = 5.5" in _texts(story.plot)
    assert not any("on average" in t or "k ×" in t for t in _texts(story.plot))


def test_one_persons_step_says_its_factor_once_and_shows_each_chances_move(qtbot, unshown_workspace):
    """Step 7 read 'at most 1.65 times, never more than 1.65 times (e^ε)' beside two bars of 82% that looked the
    same: it says the factor once, for removing one person at the slider's ε, and draws each chance's factor
    (without ÷ with) between the promise's lines e^(±ε/2)."""
    import pyqtgraph as pg

    ws = unshown_workspace("voting")
    story = _story(qtbot, ws)
    story.show_step(STEP_IDS.index("one_person"))
    text = story.sentence_text()
    assert text.count("1.65 times") == 1 and "adding or removing one person" in text and "ε = 1 (e^(ε/2))" in text
    bars = next(i for i in story.plot.items if isinstance(i, pg.BarGraphItem))
    p, q = story.person["p"], story.person["q"]
    assert np.allclose(bars.opts["y0"], 1) and np.allclose(bars.opts["height"], q / p - 1)
    lines = sorted(i.value() for i in story.plot.items if isinstance(i, pg.InfiniteLine))
    assert np.allclose(lines, [np.exp(-0.5), 1.0, np.exp(0.5)])
    assert "÷1.65" in _texts(story.plot)  # the vote's candidate's chance, written at its bar's end


def test_the_most_visited_website_tells_naors_story_and_its_chances(qtbot, unshown_workspace):
    """Naor's example as a Voting preset: q(y, X) = #{i : x_i = y}; at ε = 2 (general analysis, c = ε/(2Δ) = 1)
    the chances are e^q/Σe^q, computed here by hand; the story speaks of websites and students, and once the
    table is edited the voting story returns."""
    ws = unshown_workspace("voting", "Most-visited website (Naor)")
    assert ws.unedited_preset == "Most-visited website (Naor)"
    ws.parameter_panel.set_state({"epsilon": "2"})
    qtbot.waitUntil(lambda: ws.experiment is not None and ws.experiment.params.epsilon == 2, timeout=WAIT)
    visits = np.array([14, 12, 6, 4, 2, 1, 1], dtype=float)
    by_hand = np.exp(visits - visits.max()) / np.exp(visits - visits.max()).sum()
    np.testing.assert_allclose(ws.experiment.mechanism.pmf, by_hand, rtol=1e-12)
    story = _story(qtbot, ws)
    assert "website" in story.sentence_text() and "wikipedia.org" in story.sentence_text()
    qtbot.keyClick(story, Qt.Key_Right)
    assert STEP_IDS[story.step] == "scores"
    assert "q(y, X) = #{i : x_i = y}" in story.sentence_text()
    story.close()
    ws.model.setData(ws.model.index(6, 1), "2")  # an edited table is no longer Naor's data
    qtbot.waitUntil(lambda: ws.experiment is not None and ws.experiment.problem.scores[6] == 2, timeout=WAIT)
    assert ws.unedited_preset is None
    assert "school" in _story(qtbot, ws).sentence_text()


def test_the_bill_s_total_is_written_inside_the_plot(qtbot, unshown_workspace, subtests):
    """The total's words ("after 1: ε = 0.499 (tightest accounting)") stood left of its dot and were cut at the
    plot's left edge after a few releases; they are written on the side with room. One answer is singular.
    After 1, 3 and 12 releases in one workspace (each a new story window, each reported under its own name, as the
    three cases were)."""
    import pyqtgraph as pg

    ws = unshown_workspace("voting")
    done = 0
    for releases in (1, 3, 12):
        for _ in range(releases - done):
            ws.run_once()
        done = releases
        with subtests.test(releases=releases):
            assert len(ws.session_ledger.entries) == releases
            story = _story(qtbot, ws)
            story.resize(1280, 800)
            story.show_step(STEP_IDS.index("bill"), animate=False)
            qtbot.waitUntil(lambda s=story: s.plot.vb.sceneBoundingRect().width() > 500, timeout=WAIT)
            story.plot_widget.grab()  # (a TextItem is placed for the view's range when it is painted)
            total = next(i for i in story.plot.items if isinstance(i, pg.TextItem) and "tightest" in i.toPlainText())
            area = story.plot.vb.sceneBoundingRect()
            words = total.sceneBoundingRect()
            assert area.left() <= words.left() and words.right() <= area.right(), (words, area)
            said = story.sentence_text()
            assert ("After the 1 answer released so far, charged ε = 0.5," in said) == (releases == 1), said
            story.close()
