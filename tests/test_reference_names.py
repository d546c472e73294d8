"""A redraw sets its reference lines in one batch (reflines.names_placed_once): legends laid out and names placed
once at its end. What the plots show must be what setting the lines one by one showed: the same names, sides and
positions, the same legend texts — after a data change, and for a fresh plot of the same experiment."""
import contextlib

import pytest

pytest.importorskip("PySide6")

from expmech_gui.ui.widgets.plots import workspace_plots
from expmech_gui.ui.widgets.plots.reflines import names_placed_once
from expmech_gui.ui.widgets.plots.workspace_plots import WorkspacePlots
from guihelp import load_preset, settled


class Px(float):
    """A place on screen, equal to another within half a pixel (a view range recomputed in another order differs in
    its last bits)."""

    def __eq__(self, other) -> bool:
        return abs(self - other) <= 0.5

    __hash__ = float.__hash__


def names_on_screen(plots: WorkspacePlots) -> list:
    """Each reference line's name as drawn: shown or not, its text, side (anchor) and place in the scene, and the
    line's legend entry."""
    seen = []
    for plot in (plots.dist_plot, plots.trace_plot):
        for line in plot.ref_lines:
            label = line.label
            if not (line.isVisible() and label.isVisible()):  # a name not drawn: where it would be does not matter
                seen.append((line.isVisible(), label.isVisible(), label.toPlainText()))
                continue
            pos = label.mapToScene(label.boundingRect().topLeft())
            seen.append((line.isVisible(), line.value(), label.isVisible(), label.toPlainText(), tuple(label.anchor),
                         Px(pos.x()), Px(pos.y())))
    for legend in (plots.distribution.legend,):
        seen.append(tuple(text.text for _, text in legend.items))
    return seen


def shown(qtbot, plots: WorkspacePlots, experiments, mean, batched: bool) -> list:
    """The names after drawing ``experiments`` in turn, then the simulated mean at each of ``mean`` (in one batch
    when ``batched``, else one by one, each drawn)."""
    for exp in experiments:
        plots.set_experiment(exp)
        qtbot.waitUntil(lambda: not plots.drawing)  # (the plots are drawn one per turn of the event loop)
        settled(qtbot, plots, lambda: names_on_screen(plots))
    with names_placed_once(plots.dist_plot) if batched else contextlib.nullcontext():
        for value in mean:
            plots.distribution.lines["mean"].set(value, f"{value:.6g}")
            if not batched:
                settled(qtbot, plots, lambda: names_on_screen(plots))
    settled(qtbot, plots, lambda: names_on_screen(plots))
    return names_on_screen(plots)


def new_plots(qtbot) -> WorkspacePlots:
    plots = WorkspacePlots()
    qtbot.addWidget(plots)
    plots.resize(1100, 640)
    plots.show()
    qtbot.waitExposed(plots)
    return plots


@pytest.mark.parametrize("key", ["voting", "pricing"])
def test_a_batched_redraw_names_the_lines_as_setting_them_one_by_one_did(qtbot, make_workspace, monkeypatch, key):
    ws = make_workspace(key)
    experiments = []
    for preset in ws.scenario.preset_names[:3]:
        load_preset(qtbot, ws, preset)
        experiments.append(ws.experiment)
    exp = experiments[-1]
    s = exp.summary
    # the simulated mean creeping by less than a pixel about the middle, then jumping across the other lines
    wavering = [s.expected_score + d * (s.opt - s.expected_score) for d in (0.5, 0.5001, 0.4999, 0.98, 0.02)]
    batched = shown(qtbot, new_plots(qtbot), experiments, wavering, batched=True)
    fresh = shown(qtbot, new_plots(qtbot), [exp], wavering, batched=True)
    monkeypatch.setattr(workspace_plots, "names_placed_once", lambda *plots: contextlib.nullcontext())
    assert batched == shown(qtbot, new_plots(qtbot), experiments, wavering, batched=False)
    assert fresh == shown(qtbot, new_plots(qtbot), [exp], wavering, batched=False)


def test_a_name_moved_by_less_than_a_pixel_in_a_batch_keeps_its_side(qtbot, make_workspace):
    """A line that moves less than a pixel does not place the other names again, batched or not: a name keeps the
    side it was placed on (a simulated mean wavering about E[s] never makes the names jump sides)."""
    ws = make_workspace("pricing", "Lecture: $1, $1, $3.01")
    plots = new_plots(qtbot)
    plots.set_experiment(ws.experiment)
    settled(qtbot, plots, lambda: names_on_screen(plots))
    lines = plots.distribution.lines
    before = names_on_screen(plots)
    value = lines["opt"].line.value()
    pixel = lines["opt"]._pixel()
    with names_placed_once(plots.dist_plot):
        lines["opt"].set(value + pixel / 4, lines["opt"].legend_text.split(" ", 2)[-1])
        lines["opt"].set(value, lines["opt"].legend_text.split(" ", 2)[-1])
    assert names_on_screen(plots) == before


def test_a_reference_line_is_made_when_first_set_in_its_place_among_the_plot_s_lines(qtbot):
    """A plot's reference lines and their names are made when a value is first set (most stay hidden until a result:
    a window without data made nine for nothing), each in the place it was constructed in (earlier names stand,
    later ones give way); a line read after a clear is made hidden, one made in presentation mode is made so."""
    from expmech_gui.ui.widgets.plots.distribution import ScoreDistributionPlot

    dist = ScoreDistributionPlot()
    qtbot.addWidget(dist.widget)
    dist.clear()
    assert dist.plot.__dict__.get("ref_lines", []) == []
    dist.set_presentation(True)
    dist.lines["threshold"].set(2.0, "2")
    dist.lines["opt"].set(3.0, "3")
    assert [line.label.source for line in dist.plot.ref_lines] == ["best possible", "threshold"]
    assert dist.lines["opt"].line.isVisible() and dist.lines["opt"].line.pen.widthF() > 2.0
    assert not dist.lines["mean"].line.isVisible() and dist.lines["gamma"].line.zValue() == 21
    assert [line.label.source for line in dist.plot.ref_lines] == ["best possible", "sim. mean", "threshold",
                                                                   "best at any price"]


def test_a_presentation_switch_in_steps_places_the_names_for_the_plots_final_size(qtbot, window):
    """F11 holds the names' placing until the end of its switch (window/presentation.py): each name is then where
    placing it again at the plot's final size puts it, in presentation mode and back."""
    from guihelp import WAIT, load

    ws = load(qtbot, window, "voting")
    for on in (True, False):
        window.presentation.switch_in_steps(on)
        qtbot.waitUntil(lambda: not window.presentation.switching(), timeout=WAIT)
        after = settled(qtbot, ws.plots, lambda: names_on_screen(ws.plots))
        for plot in (ws.plots.dist_plot, ws.plots.trace_plot):
            for line in plot.ref_lines:
                line.label.updatePosition()
        assert names_on_screen(ws.plots) == after


def names_out_of_place(plot) -> list[str]:
    """Each shown reference-line name of ``plot`` that leaves its view box (across the axis, its ticks or the plot's
    edge) or overlaps another shown name: its text and the rectangles in scene pixels."""
    box = plot.vb.sceneBoundingRect().adjusted(-0.5, -0.5, 0.5, 0.5)
    names = [(line.label.toPlainText(), line.label.mapRectToScene(line.label.boundingRect()))
             for line in plot.ref_lines if line.isVisible() and line.label.isVisible()]
    found = [f"{text!r} at {rect.getRect()} leaves the view box {box.getRect()}" for text, rect in names
             if not box.contains(rect)]
    found += [f"{a!r} at {ra.getRect()} overlaps {b!r} at {rb.getRect()}" for i, (a, ra) in enumerate(names)
              for b, rb in names[i + 1:] if ra.intersects(rb)]
    return found


def test_the_band_s_names_stay_inside_the_plot_and_apart_in_presentation(qtbot, window):
    """The one-person view's privacy-loss plot names its band's lines "−ε/2" and "+ε/2": in presentation type at
    1280×800 their names hung below the plot across its axis ticks (German: cut off by the axis), at 1920×1080 they
    sat on the axis. In presentation, at both sizes and in both languages, each name lies inside the plot's view box
    and no two names overlap."""
    from PySide6.QtCore import QRect

    from guihelp import WAIT, load

    ws = load(qtbot, window, "voting")
    view = ws.neighbour_view
    with qtbot.waitSignal(view.comparisonShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    plot = view.ratio_widget.getPlotItem()
    found = []
    try:
        for width, height in ((1280, 800), (1920, 1080)):
            window.showFullScreen = lambda w=width, h=height: window.setGeometry(QRect(0, 0, w, h))
            window.presentation.set_presentation(True)
            for code in ("en", "de"):
                window.language_actions[code].trigger()
                settled(qtbot, window, lambda: (layout_of_names(plot), window.geometry().getRect()))
                assert [line.label.toPlainText() for line in plot.ref_lines] == ["+ε/2", "−ε/2"]
                found += [f"{width}×{height} {code}: {text}" for text in names_out_of_place(plot)]
            window.presentation.set_presentation(False)
    finally:
        window.language_actions["en"].trigger()
        window.presentation.set_presentation(False)
    assert not found, "\n".join(found)


def layout_of_names(plot) -> list:
    return [line.label.mapRectToScene(line.label.boundingRect()).getRect() for line in plot.ref_lines]


@pytest.mark.parametrize("angle, inverted", [(90, True), (90, False), (0, False)])
def test_names_of_lines_closer_than_a_name_step_apart_inside_the_view(qtbot, angle, inverted):
    """Two lines near the view's edge closer than a name is long, each named facing the view's middle (the other side
    leaves the view), wrote their names across each other: the later name steps along its line past the earlier one,
    the way that stays inside the view box (upward in a view turned upside down, as the one-person view's)."""
    import pyqtgraph as pg
    from PySide6.QtCore import Qt

    from expmech_gui.ui.widgets.plots.kit import pen
    from expmech_gui.ui.widgets.plots.reflines import named_line

    widget = pg.PlotWidget()
    qtbot.addWidget(widget)
    widget.resize(260, 200)
    plot = widget.getPlotItem()
    plot.setRange(xRange=(-1, 1), yRange=(-1, 1), padding=0)
    plot.invertY(inverted)
    lines = [named_line(plot, "opt", pen("opt", 2, Qt.DashLine), name, angle) for name in ("+ε/2", "−ε/2")]
    for line, value in zip(lines, (0.86, 0.92)):
        line.setValue(value)
    widget.show()
    qtbot.waitExposed(widget)
    settled(qtbot, widget, lambda: layout_of_names(plot))
    assert not names_out_of_place(plot)
