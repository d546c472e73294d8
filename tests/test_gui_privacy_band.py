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
        assert view.plots.band_legend.text == "±ε/2"
        assert ADDING + f"ε/2 = {half:g}" in view.numbers.text()
    # replacing a ballot (or a row of likes) lowers one count and raises another: one release may lose the whole ε
    _compare(qtbot, view, "replace")
    assert view.band_hi.value() == pytest.approx(exp.params.epsilon) and view.band_hi.label.format == "+ε"
    assert f"for replacing one person's data, of at most ε = {exp.params.epsilon:g}" in view.numbers.text()
