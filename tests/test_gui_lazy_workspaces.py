"""Workspaces built when first shown (issue 36 §4, ui/window/lazy_workspaces.py): at start only the visible one is
built; the others keep what the session holds for them (their first-screen preset, or an opened session's state),
so saving, autosaving and reopening see every workspace's data, and a first visit shows exactly that."""
import json

import pytest
from PySide6.QtCore import QTimer

from expmech_gui import sessions
from expmech_gui.scenarios import SCENARIOS
from guihelp import WAIT, destroy_window, load_preset, make_window

pytestmark = pytest.mark.gui


def built(window) -> list[str]:
    return [ws.key for ws in window.workspaces.built()]


def written(key: str, state) -> dict:
    """What a session file holds for workspace ``key`` in ``state`` (its JSON)."""
    return json.loads(sessions.dumps(sessions.SessionState({key: state})))["workspaces"][key]


def test_at_start_only_the_visible_workspace_is_built_and_a_save_holds_every_presets_data(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, load_presets=True)
    first = window.current
    assert built(window) == [first.key]
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == [SCENARIOS.title(k) for k in SCENARIOS]
    path = tmp_path / "start.expmech"
    assert window.session.save_to(str(path)) is None
    assert built(window) == [first.key]  # saving built nothing
    saved = sessions.load(str(path))
    for key in SCENARIOS:  # each workspace's first-screen preset, and its parameters, as a visit shows them
        assert written(key, saved.workspaces[key]) == written(key, window.workspaces[key].to_state()), key
    assert built(window) == list(SCENARIOS)


def test_a_first_visit_shows_the_opened_sessions_data_and_the_autosave_keeps_it(qtbot, tmp_path):
    source = make_window(qtbot, tmp_path / "a", owned=False)
    lunch = source.workspaces["lunch"]
    source.tabs.setCurrentWidget(lunch)
    load_preset(qtbot, lunch, lunch.scenario.preset_names[-1])
    lunch.parameter_panel.set_epsilon(0.25)
    path = tmp_path / "lunch.expmech"
    assert source.session.save_to(str(path)) is None
    saved_lunch = lunch.to_state()
    destroy_window(source)

    window = make_window(qtbot, tmp_path / "b", load_presets=True)
    window.tabs.setCurrentIndex(0)
    state = sessions.load(str(path))
    state.current = window.current.key  # opened on the first tab: lunch stays unbuilt
    assert window.session._apply_safely(state) is None
    assert "lunch" not in built(window)
    assert window.session.autosave() is None
    autosaved = sessions.load(str(window.session.autosave_path())).workspaces["lunch"]
    assert written("lunch", autosaved) == written("lunch", saved_lunch)
    assert "lunch" not in built(window)
    with qtbot.waitSignal(window.workspaces["lunch"].experimentReady, timeout=WAIT, raising=False):
        window.tabs.setCurrentIndex(list(SCENARIOS).index("lunch"))
    shown = window.current
    assert shown.key == "lunch" and window.tabs.currentWidget() is shown
    assert written("lunch", shown.to_state())["data"] == written("lunch", saved_lunch)["data"]
    assert shown.parameter_panel.epsilon.value() == 0.25
    assert shown.undo_stack.count() == 0  # what the session gave is not an edit to undo


def test_closing_a_window_given_no_presets_builds_nothing_and_autosaves_each_empty_table(qtbot, tmp_path):
    """A window given nothing (the self-test's, every test's): closing it autosaves every workspace as a visit would
    show it — an empty table and the default parameters — without building the ones never shown."""
    window = make_window(qtbot, tmp_path, owned=False)
    first = window.current.key
    window.close()
    assert built(window) == [first]
    assert window.session.wait_for_saves(timeout=WAIT / 1000)  # (the close's autosave is written on the save thread)
    autosaved = sessions.load(str(window.session.autosave_path())).workspaces
    for key in SCENARIOS:
        assert written(key, autosaved[key]) == written(key, window.workspaces[key].to_state()), key
    destroy_window(window)


def test_a_first_visit_by_the_tabs_builds_in_steps_and_then_shows_the_preset(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, load_presets=True)
    index = list(SCENARIOS).index("voting")
    window.tabs.setCurrentIndex(index)  # as a click or Ctrl+2 does
    assert "voting" not in built(window)  # nothing built in the click's own turn: its page says it is opening
    assert opening_text(window, index) == "Opening this workspace…"
    qtbot.waitUntil(lambda: window.workspaces.shown(index) is not None, timeout=WAIT)
    voting = window.tabs.currentWidget()
    assert voting.key == "voting" and window.tabs.tabText(index) == SCENARIOS.title("voting")
    qtbot.waitUntil(lambda: voting.experiment is not None, timeout=WAIT)
    assert voting.unedited_preset == voting.scenario.first_screen_preset
    assert window.tabs.updatesEnabled()  # held for one turn as it took its tab (its paint on a turn of its own)
    # then it is the window's current workspace, as after any tab switch: its undo history, its formulas
    qtbot.waitUntil(lambda: window.undo_group.activeStack() is voting.undo_stack, timeout=WAIT)
    qtbot.waitUntil(lambda: "ε" in window.formulas.label.text(), timeout=WAIT)


def test_a_first_visit_ends_while_the_event_loop_is_busy_between_its_steps(qtbot, tmp_path):
    """A step waits a turn after the event loop worked since the last one (a paint), but one turn only: with other
    work in every turn (here 6 ms in each), the visit still ends."""
    import time

    from PySide6.QtCore import QTimer

    window = make_window(qtbot, tmp_path, load_presets=True)
    busy = QTimer(window)
    busy.setInterval(0)  # (every turn of the event loop)

    def work() -> None:
        start = time.thread_time()
        while time.thread_time() - start < 0.006:
            pass
    busy.timeout.connect(work)
    busy.start()
    index = list(SCENARIOS).index("voting")
    window.tabs.setCurrentIndex(index)
    try:  # (1.5 s here; a step waiting until a turn without other work took a minute)
        qtbot.waitUntil(lambda: window.workspaces.shown(index) is not None, timeout=WAIT // 2)
    finally:
        busy.stop()


def opening_text(window, index: int) -> str | None:
    """What the page of tab ``index`` says while its workspace is built (None once it is there)."""
    from PySide6.QtWidgets import QLabel

    from expmech_gui.ui.window.lazy_workspaces import WorkspacePlaceholder

    page = window.tabs.widget(index)
    label = page.findChild(QLabel, "workspaceOpening") if isinstance(page, WorkspacePlaceholder) else None
    return label.text() if label is not None and label.isVisible() else None


def test_a_page_not_yet_built_says_it_is_opening_in_the_language_in_use(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.language_actions["de"].trigger()
    try:
        index = list(SCENARIOS).index("median")
        window.tabs.setCurrentIndex(index)
        assert opening_text(window, index) == "Dieser Arbeitsbereich wird geöffnet …"
    finally:
        window.language_actions["en"].trigger()


def test_a_lookup_between_a_first_visits_steps_finishes_that_workspace_once(qtbot, tmp_path):
    """The visit builds the workspace itself in steps too (its parts, layout, connections); a lookup meanwhile (a
    menu, a save) finishes that one build at once: one workspace, connected to the window, and the visit's steps
    left then build nothing more."""
    from expmech_gui.ui.workspaces.workspace import Workspace

    window = make_window(qtbot, tmp_path, load_presets=True)
    steps = window.workspaces._begin("lunch")  # a first visit's first step
    assert len(steps) >= 3 and "lunch" not in built(window)
    lunch = window.workspaces["lunch"]
    assert "lunch" in built(window) and lunch.undo_stack in window.undo_group.stacks()
    for step in steps:
        step()
    assert [ws for ws in window.findChildren(Workspace) if ws.key == "lunch"] == [lunch]
    window.tabs.setCurrentWidget(lunch)
    qtbot.waitUntil(lambda: lunch.results_current(), timeout=WAIT)
    assert lunch.unedited_preset == lunch.scenario.first_screen_preset


def what_it_shows(ws) -> dict:
    """What the user reads off a workspace: each plot in words (its curves' peaks and reference lines, as its text
    alternative says them), and the summary's rows, each with its text."""
    from expmech_gui.ui.widgets.plots.described import describe

    return {"plots": [(name, widget.isVisible(), describe(widget.getPlotItem()))
                      for name, widget in ws.plots.named_widgets()],
            "summary": {key: label.text() for key, label in ws.summary_panel.labels.items() if label.isVisible()}}


@pytest.mark.parametrize("key", ["median", "topk"])
def test_a_first_visit_by_the_tabs_ends_showing_what_a_workspace_built_at_once_shows(qtbot, tmp_path, key):
    """The visit builds the plots one per turn and holds them hidden until the first numbers are drawn, then shows
    them one by one: at the end every plot is on screen with the same numbers as a workspace built in one go."""
    stepped = make_window(qtbot, tmp_path / "stepped", load_presets=True)
    index = list(SCENARIOS).index(key)
    stepped.tabs.setCurrentIndex(index)
    qtbot.waitUntil(lambda: stepped.workspaces.shown(index) is not None, timeout=WAIT)
    visited = stepped.tabs.currentWidget()
    qtbot.waitUntil(lambda: visited.results_current() and all(
        widget.isVisible() for _name, widget in visited.plots.named_widgets()), timeout=WAIT)

    at_once = make_window(qtbot, tmp_path / "at_once", load_presets=True)
    built = at_once.workspaces[key]  # a lookup builds it in one go
    at_once.tabs.setCurrentWidget(built)
    qtbot.waitUntil(built.results_current, timeout=WAIT)
    assert what_it_shows(visited) == what_it_shows(built)
    assert all(shown for _name, shown, _words in what_it_shows(visited)["plots"])
    assert [layout_cell(visited, name) for name, _w in visited.plots.named_widgets()] == [
        layout_cell(built, name) for name, _w in built.plots.named_widgets()]


def layout_cell(ws, name: str) -> tuple:
    """Where a plot stands in the workspace's 2×2 grid, and its size."""
    widget = dict(ws.plots.named_widgets())[name]
    return ws.plots.layout().getItemPosition(ws.plots.layout().indexOf(widget)), widget.size().toTuple()


def test_the_first_autosave_reads_each_first_screen_once_in_turns_and_writes_the_same_file(qtbot, tmp_path,
                                                                                            monkeypatch):
    """Issue 36 §3: the workspaces not visited save their first-screen presets, read on the GUI thread; the timer's
    autosave reads them one workspace per turn (or finds them read after start) and writes what reading them all
    at once wrote, building no workspace."""
    window = make_window(qtbot, tmp_path, load_presets=True)
    session, path = window.session, window.session.autosave_path()
    unread = session.unread_first_screens()
    assert len(unread) == len(SCENARIOS) - 1 and window.current.key not in unread
    assert session.autosave() is None  # all at once, here and now
    at_once = path.read_bytes()
    reads, turned_since_read, captured = [], [], []
    read, capture = session._read_first_screen, session.capture_state

    def read_and_mark_the_turn(key):
        reads.append(key)
        turned_since_read.clear()
        QTimer.singleShot(0, lambda: turned_since_read.append(True))  # runs once this turn of the event loop ends
        return read(key)

    monkeypatch.setattr(session, "_read_first_screen", read_and_mark_the_turn)
    monkeypatch.setattr(session, "capture_state", lambda: captured.append(bool(turned_since_read)) or capture())

    def autosaved() -> bool:
        return path.is_file() and all(f.done() for f in session._save_futures)

    session._first_screen.clear()  # as at start: none read yet
    path.unlink()
    session.autosave_in_slices()  # the timer's autosave, before the start's reading ran
    assert reads == [] and not path.exists()  # nothing read at once: one workspace per later turn
    qtbot.waitUntil(autosaved, timeout=WAIT)
    assert sorted(reads) == sorted(unread) and path.read_bytes() == at_once
    assert built(window) == [window.current.key]
    assert captured == [True]  # captured in a turn of its own, not in the last reading's (36–44 ms in one turn)

    session._first_screen.clear()
    reads.clear()
    path.unlink()
    session.warm_first_screens(0)  # the start's reading, one workspace per turn
    qtbot.waitUntil(lambda: not session.unread_first_screens(), timeout=WAIT)
    assert sorted(reads) == sorted(unread)
    reads.clear()
    session.autosave_in_slices()  # finds them read: captures at once
    assert reads == []
    qtbot.waitUntil(autosaved, timeout=WAIT)
    assert path.read_bytes() == at_once and built(window) == [window.current.key]

    session._first_screen.clear()
    reads.clear()
    session.stop_warming()  # the window closing: what is not read yet stays so
    session.warm_first_screens(0)
    turned = []
    QTimer.singleShot(0, lambda: turned.append(True))  # (after the reading's first turn: same delay, later)
    qtbot.waitUntil(lambda: bool(turned), timeout=WAIT)
    assert reads == []
