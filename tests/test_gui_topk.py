"""The Top-k workspace: its methods in the mechanism menu, the Top-k view's numbers from the core, the bill."""
import numpy as np
import pytest

from expmech_gui.core.accounting import bill as accounting
from guihelp import WAIT, load_preset, ready, show_view

def choose(qtbot, ws, method):
    combo = ws.parameter_panel.mechanism
    ready(qtbot, ws, lambda: combo.setCurrentIndex(combo.findData(method)))

def test_the_menu_offers_the_top_k_methods_and_the_run_uses_them(qtbot, make_workspace):
    ws = load_preset(qtbot, make_workspace("topk"))
    combo = ws.parameter_panel.mechanism
    assert [combo.itemData(i) for i in range(combo.count())] == ["peeling", "gumbel", "laplace"]
    assert ws.experiment.params.mechanism == "peeling"
    choose(qtbot, ws, "laplace")
    assert ws.experiment.params.mechanism == "laplace" and ws.experiment.mechanism.title.endswith("(Laplace)")

def test_the_top_k_view_shows_the_exact_law_and_the_privacy(qtbot, make_workspace):
    from expmech_gui.scenarios.topk.topk import release

    ws = load_preset(qtbot, make_workspace("topk"))
    view = ws.view("topk_view")
    assert ws.views.tabText(ws.views.indexOf(view)) == "Top-k"
    with qtbot.waitSignal(view.topkShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    exact = release(ws.experiment).law
    np.testing.assert_allclose(view.inclusion_exact.getData()[1], exact.inclusion, rtol=1e-12)
    np.testing.assert_allclose(view.recovered_exact.getData()[1], exact.recovered, rtol=1e-12)
    assert "(exact, from all 120 ordered selections)" in view.words.text()
    words = view.privacy.text()
    assert "3 selections of ε = 0.5 each" in words and "bounded-range" not in words
    assert "“Optimal for any ε-DP mechanism”, a method valid for such adaptive" in words
    assert "Pay what you get (Durfee–Rogers 2019)" in words and "charged ε = 1.5 with δ = 10⁻⁶" in words
    assert words.count("δ = 10⁻⁶") == 2 and "1e-" not in words  # one way of writing δ (it read 1e-6 and 1e-06)
    view.set_presentation(True)
    view.set_presentation(False)
    choose(qtbot, ws, "laplace")
    with qtbot.waitSignal(view.topkShown, timeout=WAIT):
        view.refresh()
    assert not view.inclusion_exact.isVisible() and "simulated" in view.words.text()
    assert "ε = 1.5</b> in total" in view.privacy.text()

def test_run_once_publishes_k_distinct_candidates_and_counts_the_first(qtbot, make_workspace):
    ws = load_preset(qtbot, make_workspace("topk"))
    labels = ws.experiment.problem.labels
    for _ in range(20):
        first = ws.run_once()
        published = ws.runs.last_published
        head, names = published.split(": ", 1)
        names = names.split(", ")
        assert head == "Top 3 selected, in order" and len(set(names)) == 3 and set(names) <= set(labels)
        assert names[0] == labels[first] == labels[ws.runs.last_release]
        assert names[1] in ws.controls.result.text() and "Top 3 selected" in ws.controls.result.text()
    assert ws.aggregate.trials == 20 and ws.runs.releases == 20


def test_the_bill_charges_k_releases_per_run(qtbot, make_workspace):
    ws = load_preset(qtbot, make_workspace("topk"))
    ws.run_once()
    ws.run_once()
    bill = ws.bill_panel
    eps, _delta, mech, k = bill.bill_inputs()
    assert (eps, mech, k) == (0.5, accounting.adaptive("exponential"), 6)
    assert "3 per run" in bill.release_note()
    assert "Pay what you get (Durfee–Rogers 2019)" in bill.release_note() and "no better than k·ε" in bill.release_note()
    with qtbot.waitSignal(bill.billShown, timeout=WAIT):
        ws.views.setCurrentWidget(bill)
    # peeling's selections are adaptive: the bill recommends KOV, never Dong–Durfee–Rogers' non-adaptive optimum
    text = bill.table.text()
    assert "Optimal for any ε-DP mechanism (recommended)" in text and "Best for this mechanism" not in text
    assert "each selection depends on the ones before" in text
    assert "Optimal for any ε-DP mechanism" in bill.meaning.text()

def test_a_saved_top_k_workspace_comes_back_with_its_method_and_k(qtbot, make_workspace):
    from expmech_gui import sessions
    from expmech_gui.io.session import SessionState

    ws = load_preset(qtbot, make_workspace("topk"))
    choose(qtbot, ws, "gumbel")
    box = ws.parameter_panel.setting_boxes["k"]
    box.selectAll()
    ready(qtbot, ws, lambda: qtbot.keyClicks(box, "2"))
    state = ws.to_state()
    assert state.parameters["mechanism"] == "gumbel" and state.parameters["k"] == "2"
    again = sessions.loads(sessions.dumps(SessionState({"topk": state}, "topk"))).workspaces["topk"]
    other = load_preset(qtbot, make_workspace("topk"))
    ready(qtbot, other, lambda: other.apply_state(again))
    assert other.parameter_panel.mechanism.currentData() == "gumbel"
    assert other.experiment.params.mechanism == "gumbel" and other.experiment.params.setting_values["k"] == 2

def test_k_above_the_number_of_candidates_is_refused_in_words(qtbot, make_workspace):
    ws = load_preset(qtbot, make_workspace("topk"))
    box = ws.parameter_panel.setting_boxes["k"]
    box.selectAll()
    qtbot.keyClicks(box, "9")
    qtbot.waitUntil(lambda: ws.experiment is None and "k (how many candidates to select)" in
                    ws.experiments.last_error, timeout=20_000)


def test_top_k_over_like_counts_has_lunch_s_table_and_top_k_s_methods(qtbot, make_workspace):
    from expmech_gui.scenarios.lunch import lunch
    from expmech_gui.scenarios.topk import topk

    ws = load_preset(qtbot, make_workspace("topk_likes"))
    prefs = ws.experiment.dataset
    assert ws.experiment.problem.labels == lunch.problem(prefs).labels
    np.testing.assert_array_equal(ws.experiment.problem.scores, prefs.likes.sum(axis=0))
    assert ws.model.columnCount() == 1 + len(prefs.options)  # the name, one checkbox column per option
    combo = ws.parameter_panel.mechanism
    assert [combo.itemData(i) for i in range(combo.count())] == ["peeling", "gumbel", "laplace"]
    first = ws.run_once()
    names = ws.runs.last_published.split(": ", 1)[1].split(", ")
    assert len(names) == 2 and names[0] == ws.experiment.problem.labels[first]
    eps, _delta, mech, k = ws.bill_panel.bill_inputs()
    # likes only grow when a person joins: ε/2 per selection
    assert (eps, mech, k) == (0.5, accounting.adaptive("exponential"), 2)
    view = ws.view("topk_view")
    with qtbot.waitSignal(view.topkShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    np.testing.assert_allclose(view.inclusion_exact.getData()[1], topk.release(ws.experiment).law.inclusion,
                               rtol=1e-12)

def test_the_outputs_plot_shows_the_k_set_not_only_the_first_pick(qtbot, make_workspace):
    """Issue 30, item 11: after Run N the outputs plot draws each candidate's exact chance to be among the k
    (the core's enumerated inclusion) and the share of the simulated k-sets that contain it; Run once counts its
    whole k-set too."""
    from expmech_gui.scenarios.topk.topk import release

    ws = load_preset(qtbot, make_workspace("topk"))
    ws.plots.build()
    exact = release(ws.experiment).law.inclusion
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.run_n(20_000)
    qtbot.waitUntil(lambda: ws.aggregate.trials == 20_000 and ws.aggregate.set_trials == 20_000, timeout=WAIT)
    ws.refresh(force=True)
    outputs = ws.plots.outputs
    assert outputs.plot.titleLabel.text.startswith("Chance to be among the 3 selected")
    np.testing.assert_allclose(outputs.exact.getData()[1], exact, rtol=1e-12)  # (position, value) per candidate
    shares = ws.aggregate.set_counts / 20_000
    assert ws.aggregate.set_counts.sum() == 3 * 20_000 and np.allclose(outputs.heights, shares)
    assert np.allclose(outputs.heights, exact, atol=0.02)  # not the first pick's chances (they sum to 1)
    ws.run_once()
    assert ws.aggregate.set_trials == 20_001 and ws.aggregate.set_counts.sum() == 3 * 20_001


def test_the_top_k_view_shows_alpha_usefulness_and_follows_the_alpha_box(qtbot, make_workspace):
    from expmech_gui.scenarios.topk.topk import release
    from expmech_gui.scenarios.topk.usefulness import exact_usefulness

    ws = load_preset(qtbot, make_workspace("topk"))
    view = ws.view("topk_view")
    with qtbot.waitSignal(view.topkShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    law, scores = release(ws.experiment).law, ws.experiment.problem.scores
    assert view.usefulness == exact_usefulness(law, scores, 1.0)
    assert "α-useful (Naor)" in view.useful.text() and ", exact." in view.useful.text()
    view.alpha.setValue(3.0)  # recomputed from the shown law at once, no new job
    assert view.usefulness == exact_usefulness(law, scores, 3.0)
    choose(qtbot, ws, "laplace")
    with qtbot.waitSignal(view.topkShown, timeout=WAIT):
        view.refresh()
    assert not view.usefulness.exact and "simulated over" in view.useful.text()

def test_the_epsilon_sweep_of_top_k_gumbel_follows_the_k_selected_not_one_choice(qtbot, make_workspace):
    """Top-k's 'gumbel' shares its key with the one-choice Gumbel mechanism: the sweep must show the k-set's exact
    expected total from the core's law (Σ P[h among the k]·votes), not one selection's E[votes], and say plainly
    why Laplace top-k has no curve."""
    from expmech_gui.core.bounds import expected_score
    from expmech_gui.core.mechanisms import make_mechanism
    from expmech_gui.scenarios.topk.selection import peeling_law

    ws = load_preset(qtbot, make_workspace("topk"))
    view = ws.sweep_view
    for method in ("gumbel", "peeling"):
        if method != ws.experiment.params.mechanism:
            choose(qtbot, ws, method)
        with qtbot.waitSignal(view.sweepShown, timeout=WAIT):
            ws.views.setCurrentWidget(view)
            view.refresh()
        assert view.plot.isVisible() and "unknown mechanism" not in view.status.text()
        log_eps, shown = view.expected.getData()  # x is drawn on a log axis
        eps, pr = 10.0 ** log_eps, ws.experiment.problem
        for i in (0, 30, 59):  # the k-set's law at that ε, straight from the core
            one = make_mechanism("exponential", pr, float(eps[i]))
            law = peeling_law(one.log_pmf, 3, pr.scores)
            assert shown[i] == pytest.approx(float(law.inclusion @ pr.scores), rel=1e-12)
            assert shown[i] != pytest.approx(expected_score(pr, one.pmf), rel=1e-3)  # not one choice's E[votes]
        assert view.opt.value() == 42 + 39 + 17  # the best 3 together
        assert view.threshold.getData()[0] is None or len(view.threshold.getData()[0]) == 0
    view.loss.setText("0.5")
    with qtbot.waitSignal(view.solved, timeout=WAIT) as solved:
        view.solve()
    eps = solved.args[0]
    law = peeling_law(make_mechanism("exponential", ws.experiment.problem, eps).log_pmf, 3,
                      ws.experiment.problem.scores)
    assert 98 - float(law.inclusion @ ws.experiment.problem.scores) == pytest.approx(0.5, abs=1e-6)
    choose(qtbot, ws, "laplace")
    qtbot.waitUntil(lambda: "no exact law" in view.status.text(), timeout=WAIT)
    assert not view.plot.isVisible() and "unknown mechanism" not in view.status.text()


def test_the_top_k_likes_sweep_follows_the_k_selected_too(qtbot, make_workspace):
    from expmech_gui.scenarios.topk.topk import release

    ws = load_preset(qtbot, make_workspace("topk_likes"))
    choose(qtbot, ws, "gumbel")
    view = ws.sweep_view
    with qtbot.waitSignal(view.sweepShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
        view.refresh()
    log_eps, shown = view.expected.getData()
    at = ws.experiment.with_epsilon(float(10.0 ** log_eps[-1]))
    assert shown[-1] == pytest.approx(float(release(at).law.inclusion @ at.problem.scores), rel=1e-12)


def test_top_k_takes_no_prior_a_data_file_s_weights_are_left_out(qtbot, make_workspace, tmp_path):
    """Lunch's weight row belongs to Lunch: Top-k likes imported it, showed "Pizza · μ 2" in its headers (with no
    button to change it) and tilted its choice by it. Top-k (over Voting) offers no Prior weights button either."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QToolButton

    path = tmp_path / "lunch_weights.csv"
    path.write_text("name,Pizza,Sushi,Thai\nweight,2,1,1\nAna,1,0,1\nBen,0,1,1\nCem,1,1,0\n", encoding="utf-8")
    ws = load_preset(qtbot, make_workspace("topk_likes"))
    ready(qtbot, ws, lambda: ws.import_csv(str(path)))
    headers = [ws.model.headerData(c, Qt.Horizontal, Qt.DisplayRole) for c in range(ws.model.columnCount())]
    assert headers == ["Name", "Pizza", "Sushi", "Thai"]
    assert ws.experiment.problem.base_measure is None
    votes = load_preset(qtbot, make_workspace("topk"))
    assert votes.findChild(QToolButton, "priorWeightsButton") is None
    assert load_preset(qtbot, make_workspace("voting")).findChild(QToolButton, "priorWeightsButton") is not None


@pytest.mark.parametrize("code,title,words", [
    ("en", "First of the k picks, exact chances: D vs D′", "these are the first of the k picks' chances"),
    ("de", "Erste der k Wahlen, exakte Chancen: D gegen D′", "Dies sind die Chancen der ersten der k Wahlen"),
])
def test_privacy_one_person_says_it_shows_the_first_of_the_k_picks(qtbot, make_workspace, code, title, words):
    """The one-person view compares one pick's chances (the mechanism's pmf); in top-k it says so — its plot
    titles and its sentence — where other workspaces keep their one-choice titles."""
    from expmech_gui.ui import language

    language.install(code)
    try:
        for key, first in (("topk", True), ("voting", False)):
            ws = make_workspace(key)
            view = show_view(qtbot, ws, "neighbour_view", "comparisonShown")
            pmf_title = view.pmf_widget.getPlotItem().full_title
            assert (pmf_title == title) is first, pmf_title
            assert (words in view.numbers.text()) is first, view.numbers.text()
            ratio = view.ratio_widget.getPlotItem().full_title
            assert (("k picks" in ratio) or ("k Wahlen" in ratio)) is first, ratio
    finally:
        language.install("en")


def _first_pick_worst_loss(scores, c: float, moves) -> float:
    """max over the neighbours D′ (each a score change ``move``) of max_h |ln P_D[h first] − ln P_D′[h first]|, the
    first pick being softmax(c·u) — computed here from the scores alone, not by the app's loss code."""
    def log_softmax(u):
        z = c * np.asarray(u, dtype=float)
        return z - (z.max() + np.log(np.exp(z - z.max()).sum()))
    base = log_softmax(scores)
    return max(float(np.max(np.abs(base - log_softmax(scores + move)))) for move in moves)


@pytest.mark.parametrize("key", ["topk", "topk_likes"])
def test_one_person_band_is_one_pick_s_epsilon_as_the_bill_charges(qtbot, make_workspace, key):
    """Top-k's ε is per selection; each pick is the EM with c = ε/(2Δ) on counts one person moves one way (adding
    or removing a voter or a row of likes), so one pick is ε/2-DP (McSherry–Talwar 2007) and the bill charges ε/2 a
    pick. The view drew its band at ±ε while saying ε/2: the band must be the bill's per-pick ε, bound the first
    pick's exact worst log-ratio over every add/remove neighbour, and the sentence must give it and the k-pick total."""
    import itertools

    from expmech_gui.scenarios.topk.topk import release

    ws = make_workspace(key)
    view = show_view(qtbot, ws, "neighbour_view", "comparisonShown")
    exp = ws.experiment
    assert (exp.params.analysis, exp.params.neighbours) == ("general", "add-remove")
    scores, m = exp.problem.scores, exp.problem.m
    if key == "topk":  # one voter for one candidate, added or removed
        moves = [sign * np.eye(m)[j] for j in range(m) for sign in (1, -1)]
    else:  # one person's row of likes (any subset), added or removed
        moves = [sign * np.array(row, dtype=float) for row in itertools.product((0, 1), repeat=m) for sign in (1, -1)]
        moves = [mv for mv in moves if np.all(scores + mv >= 0)]
    worst = _first_pick_worst_loss(scores, exp.params.epsilon / (2 * exp.problem.sensitivity), moves)
    privacy = release(exp).privacy()
    band = view.band_hi.value()
    assert band == pytest.approx(privacy.per_selection) == pytest.approx(exp.params.epsilon / 2)
    assert view.band_lo.value() == pytest.approx(-band)
    assert worst <= band * (1 + 1e-12) and worst > 0.9 * band  # the bound holds and is nearly reached
    assert view.band_hi.label.format == "+ε/2" and ws.bill_panel.bill_inputs()[0] == pytest.approx(band)
    text = view.numbers.text()
    total, _delta, _how = privacy.total
    assert "at most ε/2 = " + f"{band:.6g}" in text and f"band ±{band:.6g}" in text
    assert f"each of the k = {privacy.k} picks {band:.6g}" in text and f"ε = {total:.6g}" in text
