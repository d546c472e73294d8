"""Workspaces built when first shown (issue 36 §4, ui/window/lazy_workspaces.py): at start only the visible one is
built; the others keep what the session holds for them (their first-screen preset, or an opened session's state),
so saving, autosaving and reopening see every workspace's data, and a first visit shows exactly that."""
import json

import pytest

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


def test_a_first_visit_by_the_tabs_builds_in_steps_and_then_shows_the_preset(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, load_presets=True)
    index = list(SCENARIOS).index("voting")
    window.tabs.setCurrentIndex(index)  # as a click or Ctrl+2 does
    assert "voting" not in built(window)  # nothing built in the click's own turn: its page is empty meanwhile
    qtbot.waitUntil(lambda: window.workspaces.shown(index) is not None, timeout=WAIT)
    voting = window.tabs.currentWidget()
    assert voting.key == "voting" and window.tabs.tabText(index) == SCENARIOS.title("voting")
    qtbot.waitUntil(lambda: voting.experiment is not None, timeout=WAIT)
    assert voting.unedited_preset == voting.scenario.first_screen_preset
    # then it is the window's current workspace, as after any tab switch: its undo history, its formulas
    qtbot.waitUntil(lambda: window.undo_group.activeStack() is voting.undo_stack, timeout=WAIT)
    qtbot.waitUntil(lambda: "ε" in window.formulas.label.text(), timeout=WAIT)
