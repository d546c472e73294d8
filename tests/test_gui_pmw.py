"""The PMW workspace: its PMW view shows the core's run (table, plots, words), the settings drive it, and the
shared views show MWEM's selection over the query class."""
import numpy as np
import pytest

from guihelp import WAIT, load_preset, ready
from expmech_gui.scenarios.synthetic import pmw

KEY = pmw.SCENARIO.key


def fixed_seed(qtbot, ws, seed=11):
    panel = ws.parameter_panel

    def fix():
        panel.fixed_seed.setChecked(True)
        panel.seed.setValue(seed)
    ready(qtbot, ws, fix)
    assert ws.experiment.params.seed == seed


def choose(qtbot, ws, name, code):
    menu = ws.parameter_panel.setting_boxes[name]
    ready(qtbot, ws, lambda: menu.setCurrentIndex(menu.findData(code)))


def show(qtbot, ws):
    view = ws.view("pmw_view")
    with qtbot.waitSignal(view.pmwShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    return view


def test_the_pmw_view_shows_the_cores_run(qtbot, make_workspace):
    ws = load_preset(qtbot, make_workspace(KEY))
    assert ws.parameter_panel.setting_boxes["pmw_queries"].text() == "conjunctions"
    fixed_seed(qtbot, ws)
    view = show(qtbot, ws)
    assert ws.views.tabText(ws.views.indexOf(view)) == "PMW run"
    run, qc = pmw.pmw_run(ws.experiment.dataset, ws.experiment.params.setting_values, 11)
    shown = view.shown[1]
    np.testing.assert_array_equal(shown.update, run.update)
    np.testing.assert_array_equal(shown.epsilon_spent, run.epsilon_spent)
    assert view.model.rowCount() == 200 and view.model.columnCount() == 6
    first_update = int(np.flatnonzero(run.update)[0])
    row = [view.model.index(first_update, c).data() for c in range(6)]
    assert row[1] == qc.labels[run.query[first_update]] and row[5] == "yes"
    x, y = view.update_points.getData()
    np.testing.assert_array_equal(x, np.flatnonzero(run.update) + 1.0)
    np.testing.assert_allclose(view.kl_curve.getData()[1], np.concatenate([[run.kl_start], run.kl]))
    assert view.bound_line.value() == run.bound == 1109
    assert view.budget_line.value() == pytest.approx(10.0)
    words = view.words.text()
    assert f"<b>{run.updates}</b> needed a correction" in words and "at most 1,109 corrections" in words
    assert "Seed 11" in words
    assert "ε = 10</b>" in view.privacy.text() and "2,218 noisy steps" in view.privacy.text()
    assert "(δ = 10⁻⁶)" in view.privacy.text()  # as every sentence writes δ, not 1e-6 or 1e-06
    # the accuracy theorem beside the observed error (500 people: too few for it), the epoch route beside the bill's
    assert "The accuracy theorem does not cover these settings" in words
    assert "The slides' epoch argument" in view.privacy.text() and "ε = 20.88 for the same steps" in view.privacy.text()
    assert "the app's composition is tighter" in view.privacy.text()
    # update rounds below T in the plot are the noisy test's doing: the words say so
    assert "The check against the threshold is itself noisy" in words
    view.set_presentation(True)
    assert not view.table.isVisible() and not view.privacy_plot.isVisible()
    view.set_presentation(False)
    assert view.table.isVisible()


def test_noise_off_and_the_adversary_rerun_the_view(qtbot, make_workspace):
    ws = load_preset(qtbot, make_workspace(KEY))
    fixed_seed(qtbot, ws)
    view = show(qtbot, ws)
    with qtbot.waitSignal(view.pmwShown, timeout=WAIT):
        choose(qtbot, ws, "pmw_noise", 0)
    assert "Privacy: <b>none</b>" in view.privacy.text() and not view.budget_line.isVisible()
    assert "epoch" not in view.privacy.text() and "accuracy theorem" not in view.words.text()
    assert "itself noisy" not in view.words.text()
    assert ws.to_state().parameters["pmw_noise"] == "off"
    with qtbot.waitSignal(view.pmwShown, timeout=WAIT):
        choose(qtbot, ws, "pmw_stream", 1)
    run = view.shown[1]
    assert run.config.stream == 1 and not run.config.private
    again, _ = pmw.pmw_run(ws.experiment.dataset, ws.experiment.params.setting_values, 11)
    np.testing.assert_array_equal(run.query, again.query)


def test_a_bad_setting_is_refused_in_words_and_the_selection_is_mwem_s(qtbot, make_workspace):
    ws = load_preset(qtbot, make_workspace(KEY))
    pr = ws.experiment.problem
    assert pr.m == 81 and pr.sensitivity == pytest.approx(1 / 500)
    box = ws.parameter_panel.setting_boxes["pmw_rate"]
    box.selectAll()
    qtbot.keyClicks(box, "0.7")
    qtbot.waitUntil(lambda: ws.experiment is None and "η/T" in (ws.experiments.last_error or ""), timeout=WAIT)


def test_the_rounds_table_text_is_made_off_the_gui_thread(qtbot, make_workspace, monkeypatch):
    """Issue 27: the rounds' text is made on the view's job thread (5,000 rounds formatted on the GUI thread froze
    it); every cell reads as the run says it should."""
    import threading

    from PySide6.QtCore import Qt

    from expmech_gui.ui.scenarios.synthetic import pmw_view
    from expmech_gui.ui.scenarios.synthetic.pmw_rounds import percent

    made_on, real = set(), pmw_view.row_texts
    monkeypatch.setattr(pmw_view, "row_texts", lambda *a: made_on.add(threading.get_ident()) or real(*a))
    ws = load_preset(qtbot, make_workspace(KEY))
    view = show(qtbot, ws)
    assert made_on and threading.get_ident() not in made_on
    run, labels = view.shown[1], view.shown[2].labels
    for t in range(run.query.size):
        row = [view.model.index(t, c).data() for c in range(6)]
        halted = run.halted_at is not None and t >= run.halted_at
        assert row == [str(t + 1), labels[int(run.query[t])], percent(run.hypothesis_answer[t]),
                       percent(run.true_answer[t]), percent(run.answer[t]),
                       "halted" if halted else ("yes" if run.update[t] else "")]
        assert bool(view.model.index(t, 0).data(Qt.FontRole)) == bool(run.update[t])


def type_rounds(qtbot, ws, rounds):
    box = ws.parameter_panel.setting_boxes["pmw_rounds"]
    view = ws.view("pmw_view")
    with qtbot.waitSignal(view.pmwShown, timeout=WAIT):
        ready(qtbot, ws, lambda: (box.setText(str(rounds)), box.textEdited.emit(str(rounds))))
    assert view.model.rowCount() == rounds


def test_the_rounds_table_is_a_model_with_columns_sized_from_its_widest_rows(qtbot, make_workspace):
    """Issue 36 §3: the rounds are a model read by a QTableView (no item per cell), and no column asks every row
    for its size (ResizeToContents held the GUI thread ~90 ms at 5,000 rounds); each column is still exactly as
    wide as Qt's measure of all its cells and its header makes it."""
    from PySide6.QtWidgets import QHeaderView, QTableView, QTableWidget

    ws = load_preset(qtbot, make_workspace(KEY))
    fixed_seed(qtbot, ws)
    view = show(qtbot, ws)
    type_rounds(qtbot, ws, 60)
    table, header = view.table, view.table.horizontalHeader()
    assert isinstance(table, QTableView) and not isinstance(table, QTableWidget)
    assert table.model() is view.model and view.model.rowCount() == view.shown[1].query.size == 60
    assert not view.findChildren(QTableWidget)
    modes = [header.sectionResizeMode(c) for c in range(view.model.columnCount())]
    assert QHeaderView.ResizeToContents not in modes and modes[1] == QHeaderView.Stretch
    header.setResizeContentsPrecision(-1)  # Qt's measure over every row, for the comparison only

    def sized_as_qt_would():
        return all(header.sectionSize(c) == max(table.sizeHintForColumn(c), header.sectionSizeHint(c))
                   for c in (0, 2, 3, 4, 5))
    assert sized_as_qt_would()
    narrow = header.sectionSize(4)
    font = table.font()  # a larger font (presentation mode's, a user's): measured again
    font.setPointSizeF(2 * font.pointSizeF())
    table.setFont(font)
    qtbot.waitUntil(lambda: header.sectionSize(4) > narrow and sized_as_qt_would(), timeout=WAIT)


def test_the_rounds_table_shows_the_runs_numbers(qtbot, make_workspace):
    """A small run's cells read back as the run's own numbers: round, question, the guess's, the true and the
    released answer as percentages (3 significant digits), the update rounds marked and in bold."""
    from PySide6.QtCore import Qt

    ws = load_preset(qtbot, make_workspace(KEY))
    fixed_seed(qtbot, ws, seed=5)
    show(qtbot, ws)
    type_rounds(qtbot, ws, 25)
    view = ws.view("pmw_view")
    run, qc = pmw.pmw_run(ws.experiment.dataset, ws.experiment.params.setting_values, 5)
    assert run.query.size == 25 and run.update.any() and not run.update.all()
    np.testing.assert_array_equal(view.shown[1].query, run.query)

    def share(text):
        return float(text.replace(",", "").replace("−", "-").rstrip("%")) / 100

    for t in range(25):
        cells = [view.model.index(t, c).data() for c in range(6)]
        assert cells[0] == str(t + 1) and cells[1] == qc.labels[int(run.query[t])]
        for text, value in zip(cells[2:5], (run.hypothesis_answer[t], run.true_answer[t], run.answer[t])):
            if np.isfinite(value):
                assert share(text) == pytest.approx(value, rel=5e-3, abs=1e-12)
            else:
                assert text == "—"
        assert cells[5] == ("yes" if run.update[t] else "")
        assert bool(view.model.index(t, 3).data(Qt.FontRole)) == bool(run.update[t])


def test_a_workspace_is_busy_while_a_views_job_runs_and_only_that_workspace(qtbot, make_workspace):
    """``busy()`` asks the app's job runners (not every widget under the workspace, issue 36 §3): the PMW view's
    run makes its own workspace busy, not another one, and not after it ends."""
    import threading

    ws = load_preset(qtbot, make_workspace(KEY))
    other = make_workspace("voting")
    view = ws.view("pmw_view")
    gate, real = threading.Event(), view.run_fn
    view.run_fn = lambda *args: (gate.wait(WAIT / 1000), real(*args))[1]
    ws.views.setCurrentWidget(view)
    qtbot.waitUntil(lambda: view.jobs.busy, timeout=WAIT)
    assert ws.busy() and not other.busy()
    with qtbot.waitSignal(view.pmwShown, timeout=WAIT):
        gate.set()
    qtbot.waitUntil(lambda: not ws.busy(), timeout=WAIT)


def test_the_plots_hold_still_while_a_run_computes(qtbot, make_workspace):
    """Issue 36 §3: while a run computes, its 'Running PMW…' and its progress bar take the room the words had, so
    the four plots and the table do not move (resizing them repainted all four twice while the job held the GIL:
    70–140 ms stalls at 5,000 rounds); the words of the new run are then shown whole."""
    import threading

    from guihelp import layout_of, settled

    ws = load_preset(qtbot, make_workspace(KEY))
    fixed_seed(qtbot, ws)
    view = show(qtbot, ws)
    plots = (view.miss_plot, view.kl_plot, view.updates_plot, view.privacy_plot, view.table)
    before = settled(qtbot, view, lambda: [w.geometry().getRect() for w in plots])
    gate, real = threading.Event(), view.run_fn
    view.run_fn = lambda *args: (gate.wait(WAIT / 1000), real(*args))[1]
    box = ws.parameter_panel.setting_boxes["pmw_rounds"]
    box.setText("300")
    box.textEdited.emit("300")
    qtbot.waitUntil(lambda: view.job_bar.isVisible() and "Running PMW" in view.words.text(), timeout=WAIT)
    assert settled(qtbot, view, lambda: [w.geometry().getRect() for w in plots]) == before
    with qtbot.waitSignal(view.pmwShown, timeout=WAIT):
        gate.set()
    settled(qtbot, view, lambda: layout_of(view))
    assert not view.job_bar.isVisible() and view.model.rowCount() == 300
    assert view.words.height() >= view.words.heightForWidth(view.words.width())
    assert "needed a correction" in view.words.text()


def test_each_plot_is_drawn_and_painted_before_the_next(qtbot, make_workspace, monkeypatch):
    """Issue 36 §3: a run's four plots are drawn one per turn of the event loop, each painted before the next is
    drawn (the four drawn and painted at once held the GUI thread ~60 ms at 5,000 rounds); the run's numbers are
    all there when the view says it is shown."""
    from PySide6.QtCore import QEvent, QObject

    ws = load_preset(qtbot, make_workspace(KEY))
    fixed_seed(qtbot, ws)
    view = show(qtbot, ws)
    plots = {"misses": view.miss_plot, "potential": view.kl_plot, "corrections": view.updates_plot,
             "privacy": view.privacy_plot}
    seen = []

    class Paints(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Paint:
                seen.extend(f"painted {name}" for name, plot in plots.items() if obj is plot.viewport())
            return False
    paints = Paints()
    for plot in plots.values():
        plot.viewport().installEventFilter(paints)
    for name in plots:
        real = getattr(view, f"_draw_{name}")
        monkeypatch.setattr(view, f"_draw_{name}", lambda *a, n=name, f=real: (seen.append(f"drew {n}"), f(*a)))
    type_rounds(qtbot, ws, 80)
    drawn = [event for event in seen if event.startswith("drew")]
    assert drawn == [f"drew {name}" for name in plots]
    for first, second in zip(plots, list(plots)[1:]):
        assert f"painted {first}" in seen[seen.index(f"drew {first}"):seen.index(f"drew {second}")]
    run = view.shown[1]
    assert view.lazy_points.getData()[0].size + view.update_points.getData()[0].size == np.isfinite(run.answer).sum()
    np.testing.assert_allclose(view.spent_curve.getData()[1][1:], run.epsilon_spent)
    np.testing.assert_array_equal(view.updates_curve.getData()[1][1:], np.cumsum(run.update))
