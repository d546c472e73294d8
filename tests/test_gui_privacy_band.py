"""The one-person view's dashed band in the one-choice workspaces: what one release can lose for the compared change,
the same number the Privacy bill charges a release and the view's sentence promises (it was ±ε of the ε setting while
both said ε/2: the EM, Gumbel and permute-and-flip with c = ε/(2Δ) on counts one person moves one way are ε/2-DP,
McSherry–Talwar 2007, McKenna–Sheldon 2020)."""
import itertools
from dataclasses import replace

import numpy as np
import pytest

pytest.importorskip("PySide6")

from guihelp import ready, show_view

from expmech_gui.core.mechanisms import make_mechanism

ADDING = "for adding or removing one person, of at most "


def _one_way_moves(key: str, scores: np.ndarray) -> list[np.ndarray]:
    """Every add/remove neighbour as its score change: one voter for one candidate (voting), one person's row of
    likes, any subset of the options (lunch); a removal only where the counts allow it."""
    m = scores.size
    if key == "voting":
        rows = [np.eye(m)[j] for j in range(m)]
    else:
        rows = [np.array(row, dtype=float) for row in itertools.product((0, 1), repeat=m)]
    return [sign * row for row in rows for sign in (1, -1) if np.all(scores + sign * row >= 0)]


def _worst_log_ratio(exp, moves) -> float:
    """max over neighbours of max_h |ln P_D[h] − ln P_D′[h]|: the EM and Gumbel-max as softmax(ε·u/(2Δ)) computed
    here from the scores; permute-and-flip by its exact law on each neighbour's scores."""
    pr, eps = exp.problem, exp.params.epsilon
    c = eps / (2 * pr.sensitivity)

    def log_pmf(scores):
        if exp.params.mechanism == "permute-and-flip":
            return make_mechanism("permute-and-flip", replace(pr, scores=scores), eps).log_pmf
        z = c * scores
        return z - (z.max() + np.log(np.exp(z - z.max()).sum()))

    base = log_pmf(pr.scores)
    return max(float(np.max(np.abs(base - log_pmf(pr.scores + move)))) for move in moves)


def _compare(qtbot, view, kind: str) -> None:
    view.change.setCurrentIndex(view.change.findData(kind))
    with qtbot.waitSignal(view.comparisonShown, timeout=10_000):
        view.compare()


@pytest.mark.parametrize("key", ["voting", "lunch"])
@pytest.mark.parametrize("mechanism", ["exponential", "gumbel", "permute-and-flip"])
def test_one_person_band_is_what_one_release_can_lose_as_the_bill_and_sentence_say(qtbot, make_workspace, key,
                                                                                    mechanism):
    ws = make_workspace(key)
    panel = ws.parameter_panel
    if mechanism != "exponential":
        ready(qtbot, ws, lambda: panel.mechanism.setCurrentIndex(panel.mechanism.findData(mechanism)))
    exp = ws.experiment
    assert (exp.params.analysis, exp.params.neighbours, exp.params.mechanism) == ("general", "add-remove", mechanism)
    half = exp.params.epsilon / 2
    worst = _worst_log_ratio(exp, _one_way_moves(key, exp.problem.scores))
    assert 0.5 * half < worst <= half * (1 + 1e-9)  # ε/2 holds (and is approached) on every add/remove neighbour
    view = show_view(qtbot, ws, "neighbour_view", "comparisonShown")
    for kind in ("remove", "add"):
        _compare(qtbot, view, kind)
        assert view.band_hi.value() == pytest.approx(half) and view.band_lo.value() == pytest.approx(-half)
        assert ws.bill_panel.bill_inputs()[0] == pytest.approx(view.band_hi.value())
        assert (view.band_hi.label.format, view.band_lo.label.format) == ("+ε/2", "−ε/2")
        assert view.plots.band_legend.text == f"±ε/2 = {half:g}"  # the band's name with its number
        assert ADDING + f"ε/2 = {half:g}" in view.numbers.text()
    # replacing a ballot (or a row of likes) lowers one count and raises another: one release may lose the whole ε
    _compare(qtbot, view, "replace")
    assert view.band_hi.value() == pytest.approx(exp.params.epsilon) and view.band_hi.label.format == "+ε"
    assert f"for replacing one person's data, of at most ε = {exp.params.epsilon:g}" in view.numbers.text()


def _loss_axis(view):
    """The privacy-loss plot's value axis (bottom for the names' horizontal bars, else left)."""
    from expmech_gui.ui.widgets.privacy.comparison_plots import RATIO_AXIS

    plot = view.ratio_widget.getPlotItem()
    return next(plot.getAxis(name) for name in ("bottom", "left")
                if getattr(plot.getAxis(name), "label_source", ("",))[0] == RATIO_AXIS)


def _number(text: str) -> float:
    return float(text.replace("−", "-").replace(",", ""))


def test_the_loss_axis_ticks_in_the_band_s_unit_not_percent(qtbot, make_workspace):
    """The loss ln(P/P′) is a log-ratio, in ε's unit: its axis ticked "−40% … 40%" while the band sat at ε/2 = 0.5
    and the sentence said a loss of 0.3882 (a title with "chances" in it made the axis a probability's)."""
    from test_gui_plain_numbers import shown_ticks

    ws = make_workspace("voting")
    view = show_view(qtbot, ws, "neighbour_view", "comparisonShown")
    _compare(qtbot, view, "remove")
    half = ws.experiment.params.epsilon / 2
    axis = _loss_axis(view)
    assert not axis.percent
    lo, hi = sorted(view.ratio_widget.getPlotItem().vb.viewRange()[0 if axis.orientation == "bottom" else 1])
    drawn = shown_ticks(axis)
    assert len(drawn) >= 3 and not any("%" in text for text in drawn), drawn
    assert all(lo <= _number(text) <= hi for text in drawn), (drawn, lo, hi)  # the numbers are the plotted values
    size = axis.width() if axis.orientation in ("bottom", "top") else axis.height()  # its length
    spacing = axis.tickSpacing(lo, hi, size)[0][0]
    assert [_number(t) for t in axis.tickStrings([-half, half], 1.0, spacing)] == [-half, half]  # at the band edges
    assert "ln(P/P′)" in axis.labelText  # the title says what the numbers are
    assert view.plots.band_legend.text == f"±ε/2 = {half:g}"  # the band's name with the number its edges tick
    assert f"of at most ε/2 = {half:g}" in view.numbers.text()


@pytest.mark.parametrize("key, analysis, unpromised, promised", [("voting", "monotone", "replace", "remove"),
                                                                 ("pac", "range", "replace", "add")])
def test_no_band_where_the_analysis_promises_nothing_for_the_change(qtbot, make_workspace, key, analysis, unpromised,
                                                                    promised):
    """The monotone or range analysis set for one change promises nothing for the other: the sentence said "none",
    yet the band of the workspace's own change was drawn, with its legend entry."""
    ws = make_workspace(key)
    panel = ws.parameter_panel
    ready(qtbot, ws, lambda: panel.analysis.setCurrentIndex(panel.analysis.findData(analysis)))
    assert (ws.experiment.params.analysis, ws.experiment.params.neighbours) == (analysis, "add-remove")
    view = show_view(qtbot, ws, "neighbour_view", "comparisonShown")
    _compare(qtbot, view, unpromised)
    assert "for replacing one person's data, none" in view.numbers.text()
    assert not view.band_hi.isVisible() and not view.band_lo.isVisible()
    legend = view.plots.ratio_legend
    assert view.plots.band_legend is None and all(not label.text.startswith("±") for _s, label in legend.items)
    _compare(qtbot, view, promised)
    eps = ws.experiment.params.epsilon
    assert f"for adding or removing one person, of at most ε = {eps:g}" in view.numbers.text()
    assert view.band_hi.isVisible() and view.band_hi.value() == pytest.approx(eps)
    entry = f"±ε = {eps:g}"
    assert view.plots.band_legend.text == entry and [label.text for _s, label in legend.items].count(entry) == 1
