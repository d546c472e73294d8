"""New exact numbers reach the four plots one per turn of the event loop (issue 36 §3: the four at once, with their
repaint, held the GUI thread 45–70 ms after a paste or an import); whatever reads or changes the plots before the
last turn sees them all drawn."""
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt

from expmech_gui.ui.widgets.plots import workspace_plots
from guihelp import WAIT, load_preset, make_workspace


@pytest.fixture
def drawn(monkeypatch):
    """The names of the plots given exact numbers, in the order they were drawn."""
    names = []
    for name, kind in workspace_plots.PLOT_KINDS:
        real = kind.set_experiment

        def recorded(plot, *args, _real=real, _name=name, **kwargs):
            names.append(_name)
            return _real(plot, *args, **kwargs)

        monkeypatch.setattr(kind, "set_experiment", recorded)
    return names


def _edit(ws) -> None:
    ws.model.setData(ws.model.index(0, 1), "41", Qt.EditRole)


def _loaded(qtbot):
    """The voting workspace with its preset's numbers in all four plots."""
    ws = load_preset(qtbot, make_workspace(qtbot, "voting"))
    qtbot.waitUntil(lambda: not ws.plots.drawing, timeout=WAIT)
    return ws


def test_a_new_experiment_is_drawn_one_plot_per_turn(qtbot, drawn):
    ws = _loaded(qtbot)
    at_ready = []

    def opacities():  # read without finishing the drawing (any public attribute would draw the waiting plots)
        return [ws.plots._parts[f"{name}_widget"].getPlotItem().opacity() for name in ("score", "dist")]

    ws.experimentReady.connect(lambda: at_ready.append((list(drawn), ws.plots.drawing, opacities())))
    drawn.clear()
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        _edit(ws)
    # the others wait for later turns of the event loop, faded (older numbers) until drawn
    assert at_ready == [(["score"], True, [1.0, pytest.approx(workspace_plots.FADED)])]
    qtbot.waitUntil(lambda: not ws.plots.drawing, timeout=WAIT)
    assert drawn == ["score", "outputs", "distribution", "running_mean"] and opacities() == [1.0, 1.0]
    assert ws.plots.experiment is ws.experiment


def test_reading_or_changing_the_plots_draws_the_waiting_ones_first(qtbot, drawn):
    """Any plot read (an export, a test, another view) or a simulated update finds every plot drawn; numbers that
    are refused before their turn are never drawn."""
    ws = _loaded(qtbot)
    read = []
    ws.experimentReady.connect(lambda: read.append((ws.plots.dist_plot is not None, list(drawn))))
    drawn.clear()
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        _edit(ws)
    assert read == [(True, ["score", "outputs", "distribution", "running_mean"])] and not ws.plots.drawing
    ws.experimentReady.disconnect()
    drawn.clear()
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        ws.model.setData(ws.model.index(0, 1), "40", Qt.EditRole)
    assert drawn == ["score"] and ws.plots.drawing
    ws.plots.show_unavailable("no data yet", ws.experiments.shown_gen)
    assert not ws.plots.drawing
    qtbot.wait(50)
    assert drawn == ["score"]


def test_the_names_wait_in_one_batch_from_the_first_turn_to_the_last(qtbot, monkeypatch):
    """The reference lines' names of all four plots are placed after the last plot's turn, not in each turn
    (reflines' one batch mechanism, held across the turns); each plot's legend is laid out in its own turn."""
    from expmech_gui.ui.widgets.plots import reflines

    ws = _loaded(qtbot)
    plots = [ws.plots._parts[name].plot for name, _kind in workspace_plots.PLOT_KINDS]
    placed = []
    real = reflines.SideLabel.updatePosition

    def recorded(label):
        if label.plot.__dict__.get("names_batch") is None:
            placed.append((label, ws.plots.drawing))
        return real(label)

    monkeypatch.setattr(reflines.SideLabel, "updatePosition", recorded)
    batches = []
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        _edit(ws)
    while ws.plots.drawing:
        batches.append(["names_batch" in plot.__dict__ for plot in plots])
        ws.plots.draw_next()
    assert batches and all(all(open_) for open_ in batches)  # every plot's names held between the turns
    assert not any("names_batch" in plot.__dict__ for plot in plots)
    assert placed and not any(drawing for _label, drawing in placed)  # placed only once all four were drawn
