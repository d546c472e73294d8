"""Words and numbers for people with no differential-privacy training: the summary's rows in plain words,
money to the cent the same in the summary and the legends, a vacuous bound said in words; the privacy bill's
methods without acronyms (sources in tooltips), two curves by default, its sentence in words; its curves
told apart by a deutan viewer."""
import itertools
import re

import numpy as np
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt

from expmech_gui.core.accounting import bill as accounting
from expmech_gui.core import formatting
from expmech_gui.ui.widgets import summary as summary_module
from expmech_gui.ui.widgets.plots import kit
from expmech_gui.ui.widgets.plots.palette import ROLES
from expmech_gui.ui.widgets.privacy import bill
from guihelp import WAIT, settled
from test_gui_privacy import bill_after_releases, show_bill
from workspacehelp import alone

JARGON = re.compile(r"^(n|\|H\||Δ|c|OPT|γ|Bound|Observed|Threshold|P\[.*\]|E\[.*\]|Mean ± CI)$")
ACRONYMS = ("DRV", "KOV", "DDR", "CKS", "EM)", "ε-BR")
MONEY = re.compile(r"^−?\$\d{1,3}(,\d{3})*\.\d\d$")


def summary_names(ws) -> dict:
    panel = ws.summary_panel
    return {key: panel.names[key].text() for key in panel.names if not panel.names[key].isHidden()}


@pytest.mark.slow  # a whole window per test, 0.6-1.6 s each
@pytest.mark.parametrize("key, nouns", [("pricing", ("revenue", "Prices")), ("voting", ("votes", "Candidates")),
                                        ("lunch", ("likes", "Options"))])
def test_summary_rows_read_in_plain_words_with_the_problem_s_nouns(qtbot, make_workspace, key, nouns):
    ws = alone(make_workspace, key)
    names = summary_names(ws)
    assert names["n"] == "People in the data"
    assert names["delta"] == "How much one person can change a score"
    assert names["opt"] == f"Best possible {nouns[0]}"
    assert names["m"] == f"{nouns[1]} to choose from"
    assert names["threshold"] == "Bad-outcome line" and names["empirical"] == "Simulated average"
    for name in names.values():
        assert not JARGON.match(name), name
        assert "|H|" not in name and "γ" not in name and "Δ" not in name
    for key_ in names:  # a tooltip in words first, then the formula
        tip = ws.summary_panel.names[key_].toolTip()
        first = tip.split("\n")[0]
        assert len(first.split()) >= 5 and not first.startswith("Formula"), (key_, tip)


def test_pricing_money_is_to_the_cent_and_the_legend_says_what_the_summary_says(qtbot, make_workspace):
    ws = alone(make_workspace, "pricing", "Synthetic: 2,000 log-normal buyers")
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.run_n(200)
    text = ws.summary_panel.text
    for row in ("opt", "gamma", "expected", "threshold", "delta"):
        assert MONEY.match(text(row)), (row, text(row))
    assert text("opt") == formatting.money(ws.experiment.summary.opt) == "$311.65"
    assert re.fullmatch(r"\$\d+\.\d\d ± \$\d+\.\d\d", text("empirical")), text("empirical")
    assert ws.plots.dist_lines["opt"].line.toolTip().startswith(f"best possible {text('opt')} (OPT")
    assert f"expected {text('expected')} (E[s]" in ws.plots.dist_lines["expected"].line.toolTip()
    assert text("guarantee").startswith("at least $") and "%" in text("guarantee")
    for key in ws.summary_panel.labels:
        assert "e-0" not in text(key) and "e+" not in text(key)


@pytest.mark.slow  # a whole window per test, 0.6-1.6 s each
def test_a_vacuous_guarantee_at_n_3_is_said_in_words_not_as_negative_money(qtbot, make_workspace):
    ws = alone(make_workspace, "pricing", "Lecture: $1, $1, $3.01")
    assert ws.experiment.problem.n == 3 and ws.experiment.guarantee["revenue"] < 0
    assert ws.summary_panel.text("guarantee") == formatting.VACUOUS
    assert ws.summary_panel.text("threshold") == formatting.VACUOUS
    for key, label in ws.summary_panel.labels.items():
        assert "−$" not in label.text() and "$-" not in label.text(), key
        assert "−$" not in label.toolTip(), key
    assert "promises nothing" in ws.summary_panel.labels["guarantee"].toolTip()


@pytest.mark.slow  # a whole window per test, 0.6-1.6 s each
def test_every_summary_label_fits_its_rect_in_a_narrow_panel(qtbot, make_workspace):
    ws = alone(make_workspace, "pricing", "Lecture: $1, $1, $3.01")
    panel = ws.summary_panel
    ws.splitter.setSizes([330, 1000, 150])  # as narrow as the splitter allows
    settled(qtbot, panel)
    for key in panel.labels:
        for label in (panel.names[key], panel.labels[key]):
            if label.isVisible():
                assert label.height() >= label.heightForWidth(label.width()), (label.objectName(), label.text())
                assert label.width() >= label.minimumSizeHint().width(), (label.objectName(), label.text())




def visible_curves(panel) -> set:
    return {m for m, curve in panel.curves.items() if curve.isVisible()}


@pytest.mark.slow  # a whole window per test, 0.6-1.6 s each
def test_the_bill_shows_the_simple_sum_and_the_tightest_valid_method_unless_asked_for_all(qtbot, make_workspace):
    ws = alone(make_workspace, "voting")
    for _ in range(3):
        ws.run_once()
    panel = show_bill(qtbot, ws)
    assert not panel.show_all.isChecked()
    assert visible_curves(panel) == {"basic", "bounded_range_optimal"}
    table = panel.table.text()
    assert accounting.METHOD_TITLES["basic"] in table and accounting.METHOD_TITLES["advanced"] not in table
    panel.show_all.setChecked(True)
    assert visible_curves(panel) == set(accounting.METHODS)
    view = panel.plot.getPlotItem().getViewBox()
    assert view.viewRange()[1][1] >= view.childrenBounds()[1][1]  # the tallest curve shown is not cut off
    table = panel.table.text()
    assert all(accounting.METHOD_TITLES[m] in table for m in accounting.METHODS)
    for acronym in ACRONYMS:  # the visible text names no acronym; the sources are in the tooltips
        assert acronym not in re.sub("<[^>]+>", "", table) and acronym not in panel.meaning.text(), acronym
    assert "Dong, Durfee & Rogers 2020" in panel.table.toolTip() and "Kairouz" in panel.table.toolTip()
    assert "Dwork" in panel.curves["basic"].toolTip()
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):  # a new bill keeps the choice
        ws.run_once()
    assert panel.show_all.isChecked() and visible_curves(panel) == set(accounting.METHODS)
    panel.show_all.setChecked(False)
    assert visible_curves(panel) == {"basic", "bounded_range_optimal"}


@pytest.mark.slow  # a whole window per test, 0.6-1.6 s each
def test_for_permute_and_flip_the_recommended_curve_is_the_optimal_dp_one(qtbot, make_workspace):
    ws = alone(make_workspace, "voting")
    combo = ws.parameter_panel.mechanism
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        combo.setCurrentIndex(combo.findData("permute-and-flip"))
    ws.run_once()
    panel = show_bill(qtbot, ws)
    assert visible_curves(panel) == {"basic", "kov_optimal"}
    assert "(recommended)" in panel.table.text()


@pytest.mark.slow  # a whole window per test, 0.6-1.6 s each
def test_the_bill_sentence_says_the_factor_in_words(qtbot, make_workspace):
    panel = bill_after_releases(qtbot, make_workspace, 5, 3)
    sentence = panel.meaning.text()
    assert "times as likely" in sentence and "about" in sentence and "e+" not in sentence
    assert re.search(r"up to about [\d,.]+ (million |billion )?times", sentence), sentence
    assert "1 in 1.0 million" in sentence  # δ as a chance


@pytest.mark.slow  # a whole window per test, 0.6-1.6 s each
def test_presentation_doubles_the_bill_s_plot_fonts_and_thickens_its_curves(qtbot, make_workspace):
    ws = alone(make_workspace, "voting")
    ws.run_once()
    panel = show_bill(qtbot, ws)
    axis = panel.plot.getPlotItem().getAxis("bottom")
    ticks = axis.style["tickFont"].pointSizeF() if axis.style.get("tickFont") else kit.TICK_POINTS
    width = panel.curves["basic"].opts["pen"].widthF()
    panel.set_presentation(True)
    assert axis.style["tickFont"].pointSizeF() >= 2 * ticks
    assert panel.curves["basic"].opts["pen"].widthF() >= 2 * width
    panel.set_presentation(False)
    assert axis.style["tickFont"].pointSizeF() == ticks
    assert panel.curves["basic"].opts["pen"].widthF() == width


# Machado, Oliveira & Fernandes (2009), severity 1.0, on linear RGB
DEUTERANOPIA = np.array([[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413],
                         [-0.011820, 0.042940, 0.968881]])


def deutan(rgb) -> np.ndarray:
    c = np.asarray(rgb, float) / 255
    linear = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    out = np.clip(DEUTERANOPIA @ linear, 0, 1)
    return 255 * np.where(out <= 0.0031308, 12.92 * out, 1.055 * out ** (1 / 2.4) - 0.055)


def test_a_deutan_viewer_tells_every_pair_of_bill_curves_apart():
    for a, b in itertools.combinations(accounting.METHODS, 2):
        (key_a, style_a), (key_b, style_b) = bill.STYLES[a], bill.STYLES[b]
        assert style_a != style_b and bill.MARKERS[a] != bill.MARKERS[b], (a, b)  # apart without colour
        distance = np.linalg.norm(deutan(ROLES[key_a]) - deutan(ROLES[key_b]))
        assert distance > 40 or style_a != style_b, (a, b)
    basic, best = (ROLES[bill.STYLES[m][0]] for m in ("basic", "bounded_range_optimal"))
    assert np.linalg.norm(deutan(basic) - deutan(best)) > 60  # the two curves shown by default
    assert set(bill.MARKER_GLYPHS) >= set(bill.MARKERS.values())  # the table draws each marker too


@pytest.mark.slow  # a whole window per test, 0.6-1.6 s each
def test_the_bill_table_draws_each_curve_s_colour_style_and_marker(qtbot, make_workspace):
    ws = alone(make_workspace, "voting")
    ws.run_once()
    panel = show_bill(qtbot, ws)
    panel.show_all.setChecked(True)
    table = panel.table.text()
    for m in accounting.METHODS:
        r, g, b = kit.COLORS[bill.STYLES[m][0]]
        swatch = bill.SWATCHES[bill.STYLES[m][1]] + bill.MARKER_GLYPHS[bill.MARKERS[m]]
        assert f"rgb({r},{g},{b})" in table and swatch in table, m
    pen = panel.curves["bounded_range_optimal"].opts["pen"]
    assert pen.style() == Qt.SolidLine


@pytest.mark.slow  # a whole window per test, 0.6-1.6 s each
def test_summary_module_keeps_its_keys():
    keys = [row[0] for row in summary_module.SUMMARY_ROWS]
    assert keys == ["n", "excluded", "m", "delta", "scale", "opt", "opt_at", "among", "set_total", "prior", "gamma",
                    "expected", "floor",
                    "empirical", "threshold", "p_exact", "p_bound", "p_lemma", "p_observed", "guarantee", "trials", "promise"]


@pytest.mark.slow  # a whole window per test, 0.6-1.6 s each
def test_the_result_line_says_the_best_in_words_and_a_cost_as_people_count_it(qtbot):
    """Issue 30, items 8 and 9: 'votes 39 (OPT 42)' becomes '(best possible: 42)'; Learning's score is minus the
    mistakes, so its line says '9 mistakes (best possible: 8)', never '−mistakes −9 (OPT −8)'."""
    from expmech_gui.core.problem import SelectionProblem
    from expmech_gui.ui.workspaces.presenting import chosen_html

    votes = SelectionProblem(labels=("Ada", "Bo"), scores=np.array([42.0, 39.0]), sensitivity=1.0,
                             monotone={"add-remove": True, "replace": False}, score_name="votes", candidate_name="candidate")
    text = chosen_html(votes, 1, 20)
    assert "votes <b>39</b>" in text and "(best possible: 42)" in text and "OPT" not in text
    learning = SelectionProblem(labels=("x ≥ 3", "x ≥ 4"), scores=np.array([-8.0, -9.0]), sensitivity=1.0,
                                monotone={"add-remove": True, "replace": False}, score_name="−mistakes", cost_name="mistakes",
                                candidate_name="concept")
    text = chosen_html(learning, 1, 20)
    assert "<b>9</b> mistakes" in text and "(best possible: 8)" in text
    # "x ≥ 4" and "9 mistakes" apart and the phrase on one line (presentation broke it after the 9: "x ≥ 429")
    assert "</b>&ensp;<span style='white-space:nowrap'><b>9</b> mistakes</span>" in text
    assert "<span style='white-space:nowrap'>votes <b>39</b></span>" in chosen_html(votes, 1, 20)
    assert "−" not in text.replace("x ≥", "") and "OPT" not in text
    # in German the scenario's own nouns, as in English: "Stimmen 39", not "Bewertung 39" (nor "Kosten 9")
    from expmech_gui.ui import language

    language.install("de")
    try:
        assert "Stimmen <b>39</b>" in chosen_html(votes, 1, 20), chosen_html(votes, 1, 20)
        from expmech_gui.ui.workspaces.presenting import chosen_said  # the sentence a screen reader is told
        assert chosen_said(votes, 1) == "Gewählt: Bo. Stimmen: 39; bestmöglich, OPT: 42."
        assert "<b>9</b> Fehler" in chosen_html(learning, 1, 20)
    finally:
        language.install("en")


def test_the_summary_keeps_each_tied_name_whole_and_lets_a_formula_wrap(qtbot):
    """The visual review at 1280×800: Learning's summary broke a tie as "x ≥ 38 or x ≥" / "39 (tied)". Each short
    name is now kept on one line (as the result line keeps it); a long formula may still wrap."""
    from expmech_gui.ui.widgets.summary import SummaryPanel

    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel._best = (["x ≥ 38", "x ≥ 39"], 0)
    panel._show_best()
    whole = "<span style='white-space:nowrap'>{}</span>"
    assert panel.text("opt_at") == f"{whole.format('x ≥ 38')} or {whole.format('x ≥ 39')} (tied)"
    panel._best = (["¬x1 ∧ ¬x2 ∧ x3 ∧ x4 ∧ ¬x5 ∧ x6"], 0)
    panel._show_best()
    assert panel.text("opt_at") == "¬x1 ∧ ¬x2 ∧ x3 ∧ x4 ∧ ¬x5 ∧ x6"


def test_a_chosen_formula_may_wrap_on_the_result_line_and_a_name_stays_whole(qtbot):
    """PMW's chosen query "¬x1 ∧ ¬x2 ∧ x3 ∧ x4" (19 characters) was kept on one line and, in presentation's type,
    cut at the result line's edge at 1280 px ("… ∧ x"); a name of a few words ("Mr Lindqvist", "x ≥ 42") still never
    splits."""
    from expmech_gui.core.problem import SelectionProblem
    from expmech_gui.ui.workspaces.presenting import chosen_html

    def value_style(label: str) -> str:
        problem = SelectionProblem(labels=(label, "x"), scores=np.array([0.247, 0.1]), sensitivity=1.0,
                                   monotone={"add-remove": True, "replace": False}, score_name="miss",
                                   candidate_name="query")
        return re.search(r"<b style='([^']*)'>", chosen_html(problem, 0, 54)).group(1)

    assert "nowrap" not in value_style("¬x1 ∧ ¬x2 ∧ x3 ∧ x4")
    assert all("nowrap" in value_style(name) for name in ("Mr Lindqvist", "x ≥ 42", "Salad bar"))
