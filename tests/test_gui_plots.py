"""The plots as people read them: every candidate named in full (or by a unique prefix) without overlap at
1280×800, on whichever axis fits; presentation mode doubles every font; log axes labelled by decades only;
axis titles follow the theme."""
import itertools
import math

import numpy as np
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPointF
from PySide6.QtGui import QFont, QFontMetrics

from guihelp import WAIT, load, settled
from test_readability import contrast

from expmech_gui.ui.widgets.plots import categories, kit

TEACHERS = ["Ms Okafor", "Mr Lindqvist", "Dr Haddad", "Mrs Tanaka", "Mr Novak", "Ms Ferreira"]
LUNCH = ["Pizza", "Sushi", "Salad bar", "Thai", "Burgers", "Falafel"]


@pytest.fixture
def window(module_window):
    """The module's window (conftest.module_window: building one cost ~0.6 s of CPU a test, and each workspace's
    plots are built once, on its first show) at 1280×800, each workspace built so far on its first view. Each test
    loads the preset it reads (guihelp.load: that preset's data, its numbers made again, no run), and leaves the light theme and normal mode as it found them (a test that did not
    fails here, and the window is put back for the next)."""
    from expmech_gui.ui import theme

    module_window.resize(1280, 800)
    for ws in module_window.workspaces.built():  # each on its first view, as in a window of its own
        ws.views.setCurrentIndex(0)
    yield module_window
    # (a workspace's editor is hidden in presentation)
    presenting = [ws.key for ws in module_window.workspaces.built() if ws.editor.isHidden()]
    left = (theme.current(), module_window.presentation.presenting, presenting)
    if left != ("light", False, []):
        module_window.presentation.set_theme("light")
        module_window.presentation.set_presentation(False)
        for key in presenting:
            module_window.workspaces[key].set_presentation(False)
        pytest.fail(f"the test left the shared window in another look: {left}")


def _sized(qtbot, window, key, width=1280, height=800):
    window.resize(width, height)
    ws = load(qtbot, window, key)
    view = ws.neighbour_view
    with qtbot.waitSignal(view.comparisonShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    settled(qtbot, window)
    ws.views.setCurrentIndex(0)
    settled(qtbot, window)
    return ws


def _category_axes(ws):
    return {"score": ws.plots.score.categories, "outputs": ws.plots.outputs.categories,
            "pmf D vs D′": ws.neighbour_view.plots.pmf_axes, "privacy loss": ws.neighbour_view.plots.ratio_axes}


def _assert_named_without_overlap(cat, names):
    labels = cat.labels()
    ticks = cat.axis()._tickLevels[0]
    assert [label for _, label in ticks] == labels
    assert len(labels) == len(names) and len(set(labels)) == len(labels)  # two "Ms …" never alike
    for name, label in zip(names, labels):
        assert label == name or (label.endswith("…") and name.startswith(label[:-1])), (name, label)
    metrics = QFontMetrics(cat.axis().style["tickFont"] or QFont())
    vb = cat.plot.vb
    if cat.horizontal:
        centres = [vb.mapViewToScene(QPointF(0, i)).y() for i, _ in ticks]
        extents = [metrics.height()] * len(ticks)
    else:
        centres = [vb.mapViewToScene(QPointF(i, 0)).x() for i, _ in ticks]
        extents = [metrics.horizontalAdvance(label) for label in labels]
    assert not categories.rects_overlap(centres, extents), (labels, centres, extents)


@pytest.mark.slow  # a whole window per test, 0.6-1.2 s each
@pytest.mark.parametrize("key, names", [("voting", TEACHERS), ("lunch", LUNCH)])
def test_every_candidate_is_named_in_full_without_overlap_at_1280(qtbot, window, key, names):
    ws = _sized(qtbot, window, key)
    for where, cat in _category_axes(ws).items():
        assert cat.plot.width() > 100, where
        _assert_named_without_overlap(cat, names)
        assert cat.labels() == names, where  # at 1280 there is room for every full name


@pytest.mark.slow  # a whole window per test, 0.6-1.2 s each
def test_the_overlay_follows_the_orientation(qtbot, window):
    """Simulated bars and exact markers stay on the same candidate in either orientation."""
    ws = _sized(qtbot, window, "voting")
    ws.run_n(200)
    qtbot.waitUntil(lambda: ws.aggregate is not None and ws.aggregate.trials >= 200, timeout=WAIT)
    ws.refresh()
    plot = ws.plots.outputs
    for horizontal in (True, False):
        forced = categories.CategoryLayout(horizontal, tuple(TEACHERS))
        plot.categories.decide = lambda forced=forced: forced  # either orientation, whatever the size
        plot.categories.update(force=True)
        pmf = ws.experiment.mechanism.pmf
        xs, ys = plot.exact.getData()
        opts = plot.bars.opts
        # the data stay (candidate, value) in either orientation; horizontal bars swap x and y on screen
        assert np.allclose(xs, np.arange(6)) and np.allclose(ys, pmf)
        assert np.allclose(opts["x"], np.arange(6)) and np.allclose(opts["height"], plot.heights)
        for item in (plot.bars, plot.exact):
            seen = item.mapToView(QPointF(2, 0.25))
            assert (seen.x(), seen.y()) == pytest.approx((0.25, 2) if horizontal else (2, 0.25))
        axis = plot.plot.getAxis("left" if horizontal else "bottom")
        assert axis._tickLevels[0][0] == (0, "Ms Okafor")
    assert plot.heights.sum() == pytest.approx(1.0)


def test_the_layout_decision_names_apart_what_does_not_fit(qtbot, monkeypatch):  # qtbot: QFontMetrics needs the app
    font = QFont()
    font.setPointSize(9)
    wide = categories.category_layout(TEACHERS, 2000, 400, font)
    assert not wide.horizontal and list(wide.labels) == TEACHERS
    narrow = categories.category_layout(TEACHERS, 300, 400, font)
    assert narrow.horizontal and list(narrow.labels) == TEACHERS
    tiny = categories.category_layout(TEACHERS, 120, 40, font)  # no room either way: unique prefixes
    assert len(set(tiny.labels)) == 6 and tiny.labels[0] != tiny.labels[5]
    assert all(n.startswith(label.rstrip("…")) for n, label in zip(TEACHERS, tiny.labels))
    assert categories.unique_prefix_lengths(["Ms Okafor", "Ms Ferreira", "Mr Novak"]) == [4, 4, 2]
    assert categories.unique_prefix_lengths(["Ms A", "Ms", "Ms A", "", "Ms B", "x"]) == [4, 2, 4, 0, 4, 1]
    compared = []  # each name with its sorted neighbours, not with every other name (924 subsets took 4.7 s)
    real = categories.os.path.commonprefix
    monkeypatch.setattr(categories.os.path, "commonprefix", lambda pair: compared.append(pair) or real(pair))
    many = [f"{{{', '.join(map(str, c))}}}" for c in itertools.combinations(range(12), 6)]
    assert categories.unique_prefix_lengths(many)[:2] == [len("{0, 1, 2, 3, 4, 5"), len("{0, 1, 2, 3, 4, 6")]
    assert len(compared) <= 2 * len(many)


def test_names_go_down_the_side_where_they_fit_stepped_down_to_the_normal_type(qtbot):
    """The one-person view's loss plot in German presentation at 1280 px: six names in presentation type fitted
    neither under the bars nor down the side, and the names under the bars, cut to "Mr L…", "Mrs…", overlapped;
    down the side, stepped down to the normal type (CategoryAxes.name_font), each has a row of its own."""
    big, normal = QFont(), QFont()
    big.setPointSize(18)
    normal.setPointSize(9)
    rows = 6 * (QFontMetrics(normal).height() + 1)  # a row of normal type per name, not of presentation's
    assert rows < 6 * QFontMetrics(big).height()
    stepped = categories.category_layout(TEACHERS, 350, rows, big, least_font=normal)
    assert stepped.horizontal and list(stepped.labels) == TEACHERS
    assert not categories.category_layout(TEACHERS, 350, rows, big).horizontal  # as before: in presentation type


def _sizes(plot):
    """(title, tick, axis titles, legend) font sizes in points."""
    title = float(plot.titleLabel.opts["size"].rstrip("pt"))
    tick = plot.getAxis("bottom").style["tickFont"].pointSizeF()
    labels = [float(plot.getAxis(n).labelStyle["font-size"].rstrip("pt")) for n in ("left", "bottom")]
    legends = [float(item.opts["labelTextSize"].rstrip("pt")) for item in kit.legends_of(plot)]
    return title, tick, min(labels), min(legends or [99.0])


def _points(size: int) -> QFont:
    font = QFont()
    font.setPointSize(size)
    return font


@pytest.mark.slow  # a whole window per test, 0.6-1.2 s each
def test_presentation_doubles_every_font_and_restores_it(qtbot, window):
    """Every font doubles in presentation mode — an axis title as far as its axis holds it (smaller type down to
    the normal size, then a shorter form or cut with "…") — and returns to its size after."""
    ws = _sized(qtbot, window, "voting")
    with qtbot.waitSignal(ws.sweep_view.sweepShown, timeout=WAIT):
        ws.views.setCurrentWidget(ws.sweep_view)
    plots = [w.getPlotItem() for _, w in ws.plots.named_widgets()] + \
        [ws.neighbour_view.pmf_widget.getPlotItem(), ws.neighbour_view.ratio_widget.getPlotItem(),
         ws.sweep_view.plot.getPlotItem()]
    normal = [_sizes(p) for p in plots]
    ws.set_presentation(True)
    settled(qtbot, window)
    for plot, before in zip(plots, normal):
        after = _sizes(plot)
        assert all(a >= 2 * b - 0.01 for i, (a, b) in enumerate(zip(after, before)) if i != 2), (
            plot.full_title, before, after)
        assert plot.titleLabel.text.replace("<br>", "").replace(" ", "") == plot.full_title.replace(" ", "")
        for name in ("left", "bottom"):  # axis titles double, or take the largest size their axis holds
            axis = plot.getAxis(name)
            if getattr(axis, "full_label", ""):
                length = axis.width() if name == "bottom" else axis.height()
                shown = int(axis.labelStyle["font-size"].rstrip("pt"))
                assert (axis.labelText, shown) == kit.axis_title_fit(axis.full_label, 2 * kit.LABEL_POINTS,
                                                                     length - 8.0, axis.short_labels), (
                    plot.full_title, name)
                assert shown == 2 * kit.LABEL_POINTS or axis.labelText != axis.full_label or \
                    QFontMetrics(_points(shown + 1)).horizontalAdvance(axis.full_label) > length - 8.0
    ws.set_presentation(False)
    settled(qtbot, window)
    assert [_sizes(p) for p in plots] == normal


def test_log_axes_label_only_the_decades(qtbot):  # qtbot: the QApplication an AxisItem needs, whatever ran first
    axis = kit.LogDecadeAxis("bottom")
    axis.setLogMode(True)
    levels = axis.tickValues(0.0, math.log10(201), 400)
    values = [v for _spacing, vs in levels for v in vs]
    assert values == pytest.approx([0, 1, 2])
    assert axis.tickStrings(values, 1.0, 1.0) == ["1", "10", "100"]
    under = axis.tickValues(math.log10(0.03), math.log10(0.09), 400)  # under a decade: pyqtgraph's own
    assert under != [(1.0, [])] and any(len(vs) for _s, vs in under)
    # pyqtgraph's own ticks are written as people write numbers: the privacy bill read "2·10¹ … 5·10²"
    assert axis.tickStrings([math.log10(v) for v in (20, 30, 200, 500, 3000, 0.005)], 1.0, 0.1) == [
        "20", "30", "200", "500", "3,000", "0.005"]


@pytest.mark.slow  # a whole window per test, 0.6-1.2 s each
def test_the_running_mean_axis_shows_1_10_100(qtbot, window):
    ws = _sized(qtbot, window, "voting")
    ws.run_n(201)
    qtbot.waitUntil(lambda: ws.aggregate is not None and ws.aggregate.trials >= 201, timeout=WAIT)
    ws.refresh()
    axis = ws.plots.running_mean.plot.getAxis("bottom")
    lo, hi = axis.range
    levels = axis.tickValues(max(lo, 0.0), hi, 400)
    values = [v for _spacing, vs in levels for v in vs]
    assert axis.tickStrings(values, 1.0, 1.0) == ["1", "10", "100"]


@pytest.mark.slow  # a whole window per test, 0.6-1.2 s each
def test_axis_titles_follow_the_theme(qtbot, window):
    ws = _sized(qtbot, window, "voting")
    window.presentation.set_theme("dark")
    plot = ws.plots.score.plot
    fg = plot.getAxis("left").textPen().color().name()
    assert fg != "#000000"
    for name in ("left", "bottom"):
        assert plot.getAxis(name).labelStyle["color"] == fg
    ws.plots.score._draw()  # styling again keeps the theme's colour
    assert plot.getAxis("bottom").labelStyle["color"] == fg
    window.presentation.set_theme("light")


def _line_names(ws):
    """(text colour, background colour) of every name written on a reference line in the workspace's plots."""
    import pyqtgraph as pg

    out = []
    for widget in ws.findChildren(pg.PlotWidget):
        background = widget.backgroundBrush().color()
        for item in widget.getPlotItem().items:
            if isinstance(item, pg.InfiniteLine) and getattr(item, "label", None) is not None:
                out.append((item.label.color, background))
    return out


def _line_halos(ws) -> set:
    """(red, green, blue, alpha) behind every name written on a reference line, beside its plot's background."""
    import pyqtgraph as pg

    out = set()
    for widget in ws.findChildren(pg.PlotWidget):
        background = widget.backgroundBrush().color().getRgb()[:3]
        for item in widget.getPlotItem().items:
            if isinstance(item, pg.InfiniteLine) and getattr(item, "label", None) is not None:
                vertical = item.angle == 90  # (a horizontal line's name sits on it: no halo, which would cut it)
                out.add((item.label.fill.color().getRgb() if vertical else item.label.fill.style().name, background))
    return out


@pytest.mark.slow  # a whole window per test, 0.6-1.2 s each
def test_on_dark_backgrounds_the_blue_vermillion_and_grey_become_readable_and_come_back(qtbot, window):
    """Okabe–Ito blue is 3.2:1 on the dark theme (the score line, "sim. mean" written on its line): on a dark
    background the plots draw it, vermillion and grey lighter (≥ 4.5:1, WCAG's figure for text), items already
    drawn included, plots built later too, and the light theme has the originals again. The names written on
    reference lines are readable on either background (orange is 2.3:1 on white: its name is drawn darker)."""
    import pyqtgraph as pg
    from PySide6.QtGui import QColor

    from expmech_gui.ui import theme
    from expmech_gui.ui.widgets.plots import palette

    ws = _sized(qtbot, window, "pricing")
    ws.run_n(200)
    qtbot.waitUntil(lambda: ws.aggregate is not None and ws.aggregate.trials >= 200, timeout=WAIT)
    ws.refresh()
    score, mean = ws.plots.score.curve, ws.plots.distribution.lines["mean"]
    exact = ws.plots.score.prob_curve  # in a second view box of the same plot
    blue, vermillion = QColor(*palette.OKABE_ITO["blue"]), QColor(*palette.OKABE_ITO["vermillion"])
    assert score.opts["pen"].color() == blue and mean.line.label.color == blue
    names = _line_names(ws)
    assert len(names) >= 5 and all(contrast(text, back) >= 4.5 for text, back in names)
    threshold = ws.plots.distribution.lines["threshold"].line
    assert threshold.pen.color() == QColor(*palette.OKABE_ITO["orange"]) != threshold.label.color
    # each name on the background, nearly opaque, so it reads over the bars and dots it crosses (the chosen output's
    # "best possible", "expected" and "sim. mean" were written across the simulated bar)
    halos = _line_halos(ws)
    assert halos and all(fill in ((*back, palette.HALO_ALPHA), "NoBrush") for fill, back in halos), halos
    assert {fill for fill, _back in halos} - {"NoBrush"} and "NoBrush" in {fill for fill, _back in halos}
    window.presentation.set_theme("dark")
    names = _line_names(ws)
    assert len(names) >= 5 and all(contrast(text, back) >= 4.5 for text, back in names)
    halos = _line_halos(ws)
    assert halos and all(fill in ((*back, palette.HALO_ALPHA), "NoBrush") for fill, back in halos), halos
    assert {fill for fill, _back in halos} - {"NoBrush"} and "NoBrush" in {fill for fill, _back in halos}
    background = pg.mkColor(theme.plot_colors()[0])
    for color in (score.opts["pen"].color(), mean.line.label.color, mean.line.pen.color(),
                  exact.opts["pen"].color(), exact.opts["symbolBrush"].color()):
        assert color not in (blue, vermillion) and contrast(color, background) >= 4.5
    sample = next(item for item, text in ws.plots.score.legend.items if text.text.startswith("chance ("))
    assert sample.item.scatter.opts["brush"].color() == exact.opts["symbolBrush"].color()  # the legend's dot
    star = ws.plots.score.opt_points.opts["pen"].color()  # its black rim would vanish on dark
    legend_star = next(item for item, text in ws.plots.score.legend.items if text.text == "best possible")
    assert contrast(star, background) >= 4.5 and legend_star.item.opts["pen"].color() == star
    for rgb in palette.OKABE_ITO.values():  # every colour a dark plot draws is readable
        assert contrast(QColor(*palette.shown(rgb)), background) >= 4.5
    later = kit.new_plot_widget()  # a plot made while dark draws the stand-ins from the start
    qtbot.addWidget(later)
    line = later.getPlotItem().plot([0, 1], [0, 1], pen=kit.pen("score"))
    assert line.opts["pen"].color() == QColor(*palette.ON_DARK[palette.OKABE_ITO["blue"]])
    # drawn on sky-blue bars, rims and error bars keep the darker light-background blue (the stand-in is as light)
    bars = pg.BarGraphItem(x=[0], height=[1], width=0.5, brush=pg.mkBrush(*palette.OKABE_ITO["blue"]),
                           pen=kit.pen("mean", over_bars=True))
    later.getPlotItem().addItem(bars)
    palette.recolour(later.getPlotItem())
    assert bars.opts["pen"].color() == blue != bars.opts["brush"].color()
    window.presentation.set_theme("light")
    assert score.opts["pen"].color() == blue and mean.line.label.color == blue
    assert exact.opts["pen"].color() == vermillion and kit.pen("score").color() == blue
    assert ws.plots.score.opt_points.opts["pen"].color() == QColor(0, 0, 0)


@pytest.mark.slow  # a whole window per test, 0.6-1.2 s each
def test_an_axis_title_too_long_for_its_axis_shrinks_then_ends_in_an_ellipsis(qtbot):
    """Never clipped mid-letter: a title wider than its axis is set smaller (down to the normal size) and then
    cut with "…"; given room again, it is whole."""
    widget = kit.new_plot_widget()
    qtbot.addWidget(widget)
    plot = widget.getPlotItem()
    title = "ln P[M(D)=h] / P[M(D′)=h] for every candidate h of the neighbour"
    widget.resize(260, 200)
    widget.show()
    kit.set_axis_label(plot, "bottom", title)
    axis = plot.getAxis("bottom")
    qtbot.waitUntil(lambda: axis.labelText != title, timeout=WAIT)
    shown = int(axis.labelStyle["font-size"].rstrip("pt"))
    assert axis.labelText.endswith("…") and title.startswith(axis.labelText[:-1]) and shown == kit.LABEL_POINTS
    assert QFontMetrics(_points(shown)).horizontalAdvance(axis.labelText) <= axis.width()
    widget.resize(1200, 300)
    qtbot.waitUntil(lambda: axis.labelText == title, timeout=WAIT)
    assert axis.full_label == title


def _dash_runs(sample) -> int:
    """Separate runs of drawn pixels along a legend sample's line (y = 11 px, where pyqtgraph draws it)."""
    return len(_run_lengths(sample))


def _run_lengths(sample) -> list[int]:
    """The lengths (px) of the runs of drawn pixels along a legend sample's line."""
    from PySide6.QtGui import QColor, QImage, QPainter

    image = QImage(20, 20, QImage.Format_ARGB32)
    image.fill(QColor(255, 255, 255, 0))
    painter = QPainter(image)
    sample.paint(painter, None, None)
    painter.end()
    drawn = [image.pixelColor(x, 11).alpha() > 128 for x in range(20)]
    runs, length = [], 0
    for on in drawn + [False]:
        if on:
            length += 1
        elif length:
            runs.append(length)
            length = 0
    return runs


@pytest.mark.slow  # a whole window per test, 0.6-1.2 s each
def test_a_dashed_line_s_legend_sample_stays_dashed_at_presentation_width(qtbot):
    """Qt scales dashes with the pen's width: doubled for presentation (4 px), a dashed curve's 20-px legend
    sample was one solid dash, like a solid curve's. The sample draws a dashed line at the normal width; the
    curve itself keeps its width, and a solid line's sample is unchanged."""
    from PySide6.QtCore import Qt

    widget = kit.new_plot_widget()
    qtbot.addWidget(widget)
    plot = widget.getPlotItem()
    leg = kit.legend(plot)
    dashed = plot.plot([0, 1], [0, 1], pen=kit.pen("opt", 2, Qt.DashLine))
    solid = plot.plot([0, 1], [1, 0], pen=kit.pen("exact", 2))
    leg.addItem(dashed, "ERM: true")
    leg.addItem(solid, "private: true")
    kit.thicken(True, dashed, solid)  # presentation width
    (dashed_sample, _), (solid_sample, _) = leg.items
    assert dashed.opts["pen"].widthF() == 4.0
    assert _dash_runs(dashed_sample) >= 2 and _dash_runs(solid_sample) == 1
    assert dashed.opts["pen"].widthF() == 4.0  # drawing the sample left the curve's pen as it was


@pytest.mark.slow  # a whole window per test, 0.6-1.2 s each
def test_dash_dot_dot_and_dashed_samples_differ(qtbot):
    """Learning's legend: "bound" (dash-dot-dot) and "bound meets base rate" (dashed), both orange, looked the
    same, since dash-dot-dot's period at Qt's length (24 px at 2 px) left one dash in the 20-px sample. At half
    length the sample shows the dots."""
    from PySide6.QtCore import Qt

    widget = kit.new_plot_widget()
    qtbot.addWidget(widget)
    plot = widget.getPlotItem()
    leg = kit.legend(plot)
    leg.addItem(plot.plot([0, 1], [0, 1], pen=kit.pen("guarantee", 2, Qt.DashDotDotLine)), "bound")
    leg.addItem(plot.plot([0, 1], [1, 0], pen=kit.pen("guarantee", 1.5, Qt.DashLine)), "bound meets base rate")
    (dotted, _), (dashed, _) = leg.items
    dots, dashes = _run_lengths(dotted)[:-1], _run_lengths(dashed)[:-1]  # (the last run may be cut at the edge)
    assert min(dots) <= 1 < min(dashes) and len(dots) >= 3, (dots, dashes)


@pytest.mark.slow  # a whole window per test, 0.6-1.2 s each
def test_a_line_s_name_goes_where_no_other_reference_line_crosses_it(qtbot, window):
    """A reference line's name is written on the side of its line that no other reference line crosses: in
    Voting's histogram OPT (42) was named just left of its line, across the E[s] and simulated-mean lines at
    41.5; in the running mean, below its line, across E[s]."""
    ws = _sized(qtbot, window, "voting")
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.run_n(2_000)
    dist = ws.plots.distribution
    qtbot.waitUntil(lambda: dist.lines["mean"].line.isVisible(), timeout=WAIT)
    checked = 0
    for _, widget in ws.plots.named_widgets():
        plot = widget.getPlotItem()
        lines = [line for line in getattr(plot, "ref_lines", []) if line.isVisible()]
        for line in lines:
            label = line.label
            if not label._crossed(plot.vb):
                checked += 1
                continue
            other = label.anchors[1] if tuple(label.anchor) == tuple(label.anchors[0]) else label.anchors[0]
            label.setAnchor(other)  # crossed on both sides, or the free side leaves the view
            assert label._crossed(plot.vb) or not label._inside(plot.vb), (plot.full_title, label.toPlainText())
    opt = dist.lines["opt"].line
    lo, hi = sorted(opt.label._extent(dist.plot.vb))
    assert lo >= opt.value() - 0.05 and checked >= 5  # OPT's name right of its line, clear of 41.5


@pytest.mark.slow  # a whole window per test, 0.6-1.2 s each
def test_the_epsilon_lines_are_named_beside_the_line_not_across_it(qtbot, window):
    """The one-person view's ±ε lines are made level and turned upright for horizontal bars: their names must
    sit beside the upright line ("+ε" was written across it, its "+" left of the line, its "ε" right)."""
    ws = _sized(qtbot, window, "voting")
    ws.views.setCurrentWidget(ws.neighbour_view)
    plots = ws.neighbour_view.plots
    vb = ws.neighbour_view.ratio_widget.getPlotItem().vb
    for line in (plots.band_hi, plots.band_lo):
        assert line.angle == 90
        rect = vb.mapSceneToView(line.label.mapToScene(line.label.boundingRect())).boundingRect()
        assert not rect.left() < line.value() < rect.right(), (line.label.toPlainText(), rect, line.value())


@pytest.mark.slow  # a whole window per test, 0.6-1.2 s each
def test_p_select_is_drawn_over_the_score_bars_and_leaves_the_mouse_to_the_plot(qtbot, window):
    """The exact P[select] curve (its own view, against the second axis) is painted over the score bars, which
    had turned the vermillion curve dull grey behind them; the mouse still reaches the plot beneath: a wheel
    turn over the bars zooms the score view."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtWidgets import QApplication, QGraphicsSceneWheelEvent

    ws = _sized(qtbot, window, "voting")
    sp = ws.plots.score
    scene, vb = sp.plot.scene(), sp.plot.vb
    centre = vb.sceneBoundingRect().center()
    on_top = scene.items(centre)  # the topmost first
    assert on_top.index(sp.prob_view) < on_top.index(sp.bars)
    before = vb.viewRange()
    wheel = QGraphicsSceneWheelEvent(QEvent.GraphicsSceneWheel)
    wheel.setScenePos(centre)
    wheel.setDelta(240)
    wheel.setOrientation(Qt.Vertical)
    QApplication.sendEvent(scene, wheel)
    assert vb.viewRange() != before


@pytest.mark.slow  # a whole window per test, 0.6-1.2 s each
def test_p_select_dots_are_joined_along_prices_only(qtbot, window):
    """P[select] is drawn as dots between separate candidates (a line from one teacher to the next drew a trend
    across names with no order) and as a line through them along ordered prices; the legend's sample agrees."""
    import pyqtgraph as pg
    from PySide6.QtCore import Qt

    def line(item) -> bool:
        return pg.mkPen(item.opts["pen"]).style() != Qt.NoPen

    ws = _sized(qtbot, window, "voting")
    sp = ws.plots.score
    assert not line(sp.prob_curve) and not line(sp.prob_sample)
    assert sp.prob_curve.opts["symbol"] == "o" and len(sp.prob_curve.getData()[0]) == 6
    sp = load(qtbot, window, "pricing").plots.score
    assert line(sp.prob_curve) and line(sp.prob_sample)


@pytest.mark.slow  # a whole window per test, 0.6-1.2 s each
def test_the_log_ratio_is_dots_between_candidates_and_a_line_along_prices(qtbot, window):
    """The one-person view's log-ratio per candidate, like P[select]: dots alone between separate candidates,
    a line along ordered prices."""
    import pyqtgraph as pg
    from PySide6.QtCore import Qt

    ws = _sized(qtbot, window, "voting")
    curve = ws.neighbour_view.plots.ratio_curve
    assert pg.mkPen(curve.opts["pen"]).style() == Qt.NoPen and curve.opts["symbol"] == "o"
    ws = _sized(qtbot, window, "pricing")
    curve = ws.neighbour_view.plots.ratio_curve
    assert pg.mkPen(curve.opts["pen"]).style() != Qt.NoPen


@pytest.mark.slow  # a whole window per test, 0.6-1.2 s each
def test_the_grouped_output_plot_draws_each_prices_chance_without_a_comb(qtbot, window):
    """Issue 30, item 1: the lecture preset's 301 prices share 120 groups of 2 or 3; the exact markers and the
    simulated bars are each group's average chance per price, so they rise and fall with the revenue curve
    instead of alternating between two rows, and the axis says "probability per price"."""
    ws = load(qtbot, window, "pricing")
    pr, plot = ws.experiment.problem, ws.plots.outputs
    assert pr.m > plot.bins.size and set(plot.bins.sizes.tolist()) == {2, 3}
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.run_n(20_000)
    ws.refresh()
    _, ys = plot.exact.getData()
    np.testing.assert_allclose(ys, plot.bins.totals(ws.experiment.mechanism.pmf) / plot.bins.sizes)
    flips = np.count_nonzero(np.diff(np.sign(np.diff(ys))))
    # within each stretch between two valuations the chance rises with the price, so it turns at most twice per
    # buyer; a comb turns at nearly every group
    assert flips <= 2 * pr.n + 2, flips
    assert plot.heights @ plot.bins.sizes == pytest.approx(1.0)
    assert "per price" in plot.plot.getAxis("left").labelText
    assert "groups of 2–3 prices" in plot.plot.titleLabel.text


@pytest.mark.slow  # a whole window per test, 0.6-1.2 s each
def test_the_lecture_score_distribution_rises_without_a_zigzag(qtbot, window):
    """The lecture preset's revenues lie on lattices (0.03 below $1, 0.01 above); 40 equal bins held alternately 2
    and 3 of them, so the exact markers zigzagged. Lattice-aligned bins hold equal numbers: the series turns at
    most twice."""
    ws = load(qtbot, window, "pricing", "Lecture: $1, $1, $3.01")
    _, ys = ws.plots.distribution.exact.getData()
    signs = np.sign(np.diff(ys))
    alternations = np.count_nonzero(signs[1:] * signs[:-1] < 0)
    assert ys.size >= 10 and alternations <= 2, np.round(ys * 1000, 2)
    assert ys.sum() == pytest.approx(1.0)


@pytest.mark.slow  # a whole window per test, 0.6-1.2 s each
def test_the_lecture_revenue_plot_s_names_cross_no_line_and_no_name_at_1280(qtbot, window):
    """At 1280×800 'best at any price' (at $3.01, where 'best possible' already stands) was written leftwards
    across the simulated-mean line and the exact markers: a name drawn twice where two lines are one is drawn once
    (the legend names both), and no name shown is crossed by another line or another name."""
    window.resize(1280, 800)
    ws = load(qtbot, window, "pricing", "Lecture: $1, $1, $3.01")
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.run_n(2_000)
    ws.refresh()
    settled(qtbot, window)
    lines = [ref.line for ref in ws.plots.dist_lines.values() if ref.line.isVisible()]
    names = [line.label for line in lines if line.label.isVisible()]
    legend = " ".join(text.text for _sample, text in ws.plots.distribution.legend.items)
    assert "best at any price $3.01" in legend and "best possible $3.01" in legend
    rects = [label.mapRectToScene(label.boundingRect()) for label in names]
    for i, (label, rect) in enumerate(zip(names, rects)):
        for line in lines:
            if line is not label.line:
                x = ws.plots.dist_plot.vb.mapViewToScene(QPointF(line.value(), 0)).x()
                assert not rect.left() + 1 < x < rect.right() - 1, (label.toPlainText(), line.label.toPlainText())
        for other in rects[i + 1:]:
            assert not rect.intersects(other), label.toPlainText()


def test_a_plot_reads_left_to_right_in_a_right_to_left_layout(qtbot):
    """Right to left (Arabic, Hebrew) mirrors the window but not a plot: its data run left to right, so its value
    axis stays at the left, by the bars' start (mirrored, the names of horizontal bars sat at the right, away
    from where the bars begin)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    QApplication.setLayoutDirection(Qt.RightToLeft)
    try:
        widget = kit.new_plot_widget()
        qtbot.addWidget(widget)
        widget.resize(400, 300)
        widget.show()
        plot = widget.getPlotItem()
        qtbot.waitUntil(lambda: plot.vb.geometry().width() > 0)
        assert plot.getAxis("left").geometry().right() <= plot.vb.geometry().left() + 1
    finally:
        QApplication.setLayoutDirection(Qt.LeftToRight)



def test_a_plot_made_a_step_ahead_is_taken_once_and_not_under_other_colours(qapp):
    """A first visit makes each plot's pyqtgraph widget a step before the plot (spare.py, issue 36 §3): the plot
    made within ``offered`` takes that widget, the next one makes its own; a spare made under other plot colours
    (a theme switched between the steps) is not taken."""
    import pyqtgraph as pg

    from expmech_gui.ui.widgets.plots import spare

    made = spare.make(kit.fresh_plot_widget)
    with spare.offered(made):
        assert kit.new_plot_widget() is made.widget
        assert kit.new_plot_widget() is not made.widget
    stale = spare.make(kit.fresh_plot_widget)
    background = pg.getConfigOption("background")
    pg.setConfigOptions(background="#010203")
    try:
        with spare.offered(stale):
            assert kit.new_plot_widget() is not stale.widget
    finally:
        pg.setConfigOptions(background=background)


def test_a_value_line_turned_upright_gets_its_name_s_halo_and_loses_it_lying_down(qtbot):
    """A line at a value is vertical beside horizontal bars (its name then crosses bars and dots: on a halo of the
    background) and horizontal beside vertical bars (its name on the line itself: no halo, which would cut it)."""
    from PySide6.QtCore import Qt

    from expmech_gui.ui.widgets.plots import palette, reflines

    widget = kit.fresh_plot_widget()
    qtbot.addWidget(widget)
    plot = widget.getPlotItem()
    axes = categories.CategoryAxes(plot, lambda: None)
    line = reflines.named_line(plot, "threshold", kit.pen("threshold"), "threshold")
    for horizontal in (True, False, True):
        axes.layout = categories.CategoryLayout(horizontal, ("a", "b"))
        axes.value_line(line)
        assert line.angle == (90 if horizontal else 0)
        if horizontal:
            assert line.label.fill.color().getRgb() == (*palette._background[0], palette.HALO_ALPHA)
        else:
            assert line.label.fill.style() == Qt.NoBrush


@pytest.mark.slow  # a whole window per test, 0.6-1.2 s each
def test_a_simulated_bar_taller_than_the_exact_chances_is_shown_whole(qtbot, window):
    """The visual review: after one run its output's simulated share is 100%, but the value axis stopped a quarter
    above the largest exact chance, so the bar was cut and read as far less. The axis now reaches over the tallest
    simulated bar, and comes back to the exact chances' top once the shares settle."""
    ws = _sized(qtbot, window, "lunch")
    plot = ws.plots.outputs
    exact_top = float(np.max(ws.experiment.mechanism.pmf)) * 1.25

    def value_range():
        return plot.plot.vb.viewRange()[0 if plot.categories.horizontal else 1]
    assert value_range()[1] == pytest.approx(exact_top)
    assert exact_top < 1.0
    ws.run_once()
    ws.refresh()
    assert plot.heights.max() == 1.0 and value_range()[1] >= 1.0
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.run_n(20_000)
    ws.refresh()
    assert plot.heights.max() * 1.05 < exact_top and value_range()[1] == pytest.approx(exact_top)
