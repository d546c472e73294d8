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
    turns = []  # what each turn of the event loop left drawn (read right after the turn's own slot, not by polling:
    # a plot is painted and the next turn taken within a poll's 10 ms)
    ws.plots._turn.timeout.connect(lambda: turns.append((list(drawn), opacities())))
    drawn.clear()
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        _edit(ws)
    # all four wait for later turns of the event loop (the first too: not with the slot that brought the numbers),
    # faded (older numbers) until drawn
    assert at_ready == [([], True, [pytest.approx(workspace_plots.FADED)] * 2)]
    qtbot.waitUntil(lambda: not ws.plots.drawing, timeout=WAIT)
    names = ["score", "outputs", "distribution", "running_mean"]
    assert [t[0] for t in turns] == [names[:k] for k in range(1, 5)]  # one plot a turn
    assert turns[0][1] == [1.0, pytest.approx(workspace_plots.FADED)] and opacities() == [1.0, 1.0]
    assert ws.plots.experiment is ws.experiment


def test_each_plot_is_painted_before_the_next_is_drawn(qtbot, drawn):
    """Issue 36 §3: a plot's new numbers are drawn once the plot drawn before has been painted (a 1 ms timer alone
    often let two plots be drawn and painted in one slice of the GUI thread: 40 ms after a 10⁵-row paste)."""
    from PySide6.QtCore import QEvent, QObject

    ws = _loaded(qtbot)
    names = [name for name, _kind in workspace_plots.PLOT_KINDS]
    viewports = {widget.viewport(): name for name, widget in ws.plots.named_widgets()}

    class Paints(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Paint and obj in viewports:
                drawn.append(f"painted {viewports[obj]}")
            return False
    paints = Paints()
    for viewport in viewports:
        viewport.installEventFilter(paints)
    drawn.clear()
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        _edit(ws)
    qtbot.waitUntil(lambda: not ws.plots.drawing, timeout=WAIT)
    assert [event for event in drawn if not event.startswith("painted")] == names
    for first, second in zip(names, names[1:]):
        assert f"painted {first}" in drawn[drawn.index(first):drawn.index(second)]


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
    qtbot.waitUntil(lambda: bool(drawn), timeout=WAIT)
    assert ws.plots.drawing
    ws.plots.show_unavailable("no data yet", ws.experiments.shown_gen)
    assert not ws.plots.drawing
    so_far = list(drawn)
    qtbot.wait(50)
    assert drawn == so_far and so_far[0] == "score" and len(so_far) < 4


def test_inputs_changed_while_the_plots_wait_for_their_turns_draw_none_at_once(qtbot, drawn):
    """Issue 36 §3: inputs changed while new numbers wait for their turns (a new α typed as they are drawn) draw none
    of the four at once (in one go they held the GUI thread 40–70 ms): every plot is faded at once (older settings),
    one still waiting is drawn faded in its turn, and the newest numbers end in all four, unfaded."""
    ws = _loaded(qtbot)
    widgets = [ws.plots._parts[key] for key in ("score_widget", "freq_widget", "dist_widget", "trace_widget")]
    opacities = lambda: [widget.getPlotItem().opacity() for widget in widgets]  # noqa: E731 — as they are (a public
    # attribute would draw the waiting plots)
    at_change = []

    def change_again():  # with the slot that brought the numbers: all four still waiting for their turns
        ws.experimentReady.disconnect(change_again)
        ws.model.setData(ws.model.index(0, 1), "42", Qt.EditRole)
        at_change.append((list(drawn), ws.plots.drawing, opacities()))
        ws.plots.draw_next()  # the first plot's turn
        at_change.append((list(drawn), opacities()))

    ws.experimentReady.connect(change_again)
    drawn.clear()
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        _edit(ws)
    faded = pytest.approx(workspace_plots.FADED)
    assert at_change == [([], True, [faded] * 4), (["score"], [faded] * 4)]
    qtbot.waitUntil(lambda: ws.plots.experiment is ws.experiment and not ws.plots.drawing
                    and not ws.experiments.pending(), timeout=WAIT)
    assert opacities() == [1.0] * 4 and drawn[-4:] == ["score", "outputs", "distribution", "running_mean"]


def test_the_plots_hold_still_while_the_result_line_says_updating(qtbot):
    """Issue 36 §3: while new numbers are computed the run controls keep their height, so the one-line 'updating…'
    in place of a longer result does not let the four plots grow and shrink back (each resize repainted all four,
    twice, while a worker held the GIL); once the numbers are shown the controls fit their text again."""
    from guihelp import settled

    ws = _loaded(qtbot)
    plots = lambda: [w.geometry().getRect() for _name, w in ws.plots.named_widgets()]  # noqa: E731
    long_result = " ".join(["A result that takes more than one line of the result line."] * 6)
    ws.controls.show_text(long_result)
    before = settled(qtbot, ws, plots)
    ws.controls.hold(True)
    ws.controls.show_text("<i>updating…</i>")
    assert settled(qtbot, ws, plots) == before
    ws.controls.hold(False)
    after = settled(qtbot, ws, plots)
    assert after != before and after[0][3] > before[0][3]  # the plots take the room the long result had
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        ws.controls.show_text(long_result)
        _edit(ws)  # an edit holds the controls until its numbers are shown
    qtbot.waitUntil(lambda: not ws.plots.drawing, timeout=WAIT)
    assert ws.controls.minimumHeight() == 0


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
    while ws.plots.drawing:  # (the first plot waits for its own turn too: the batch opens there)
        ws.plots.draw_next()
        if ws.plots.drawing:
            batches.append(["names_batch" in plot.__dict__ for plot in plots])
    assert batches and all(all(open_) for open_ in batches)  # every plot's names held between the turns
    assert not any("names_batch" in plot.__dict__ for plot in plots)
    assert placed and not any(drawing for _label, drawing in placed)  # placed only once all four were drawn


def test_importing_votes_into_the_empty_table_does_not_move_the_plots(qtbot, tmp_path):
    """Issue 36 §3: the empty voting table's two-line refusal ('Cannot run: no data yet …') gave way to the
    one-line 'Press Run once …' on an import, the run controls shrank a line and all four plots were resized and
    repainted in the turn that drew the first of them (a 10⁵-candidate import stalled 39–63 ms). The result line
    keeps room for two lines: the controls and the plots stay where they were."""
    from guihelp import settled

    from expmech_gui.scenarios.voting import voting

    ws = make_workspace(qtbot, "voting")
    ws.resize(900, 760)  # (the refusal takes two lines at this width, as in a window of the default size)
    plots = lambda: ([w.geometry().getRect() for _name, w in ws.plots.named_widgets()],  # noqa: E731
                     ws.controls.height())
    result = ws.controls.result
    qtbot.waitUntil(lambda: "no data yet" in result.text(), timeout=WAIT)  # (the empty table's first numbers)
    before = settled(qtbot, ws, plots)
    line = result.fontMetrics().lineSpacing()

    def text_height() -> int:  # the height the result's text needs at its width (a label of its own: unclamped)
        from PySide6.QtWidgets import QLabel

        probe = QLabel(result.text())
        probe.setFont(result.font())
        probe.setWordWrap(True)
        return probe.heightForWidth(result.width())

    assert text_height() >= 2 * line  # the refusal's two lines
    path = tmp_path / "votes.csv"
    ws.scenario.write_csv(str(path), voting.VoteTally(("Ada", "Grace", "Alan"), (5, 3, 1)))
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        assert ws.import_csv(str(path)) is None
    qtbot.waitUntil(lambda: not ws.plots.drawing, timeout=WAIT)
    assert "Run once" in ws.controls.result.text()
    assert text_height() < 2 * line  # one line now
    assert settled(qtbot, ws, plots) == before


def test_a_widget_that_does_not_paint_holds_the_next_turn_no_longer_than_a_hidden_one(qtbot):
    """A turn waits for its widget's paint; a widget whose painting is held (updates off: a presentation switch holds
    the window's until its end) gets no paint, and its turn came only after NO_PAINT_MS (0.1 s a plot). Now it is
    the next turn of the loop, as for a hidden widget: no wait for a paint is armed."""
    from PySide6.QtWidgets import QWidget

    from expmech_gui.ui.widgets.plots.paint_turns import NextTurn

    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    turn = NextTurn(widget)
    turn.start(widget)
    assert turn._no_paint.isActive()  # (painting: the turn waits for the paint, or NO_PAINT_MS)
    turn.stop()
    widget.setUpdatesEnabled(False)
    with qtbot.waitSignal(turn.timeout, timeout=WAIT):
        turn.start(widget)
        assert not turn._no_paint.isActive() and turn._turn.isActive()
