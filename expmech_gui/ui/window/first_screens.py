"""What a workspace not yet visited saves: its first-screen state (part of SessionController), read one workspace
per turn of the event loop after start, so the first autosave finds them all read and builds none on the GUI thread
(issue 36 §3: at once, the ten took 124–175 ms of it)."""
from __future__ import annotations

import copy

from PySide6.QtCore import QTimer

from ... import sessions
from ...scenarios import SCENARIOS
from .. import language
from ..scenarios import scenario_ui

FIRST_SCREEN = "first-screen preset"  # a workspace not yet built will show its first-screen preset
WARM_START_MS = 3_000  # after the window's first paint and its first workspace's numbers
WARM_STEP_MS = 50  # between two steps (each ≤ ~20 ms of the GUI thread: a workspace's modules, or its panel)

# (scenario key, language) → its empty state: the same for every window of a process, read once (a panel of its
# own per scenario took ~26 ms; every close of a window made without presets read nine of them again)
_EMPTY: dict[tuple[str, str], sessions.WorkspaceState] = {}


class FirstScreens:
    """Mixed into SessionController: needs its ``window``, ``pending`` and ``_first_screen``."""

    def default_state(self, key: str) -> sessions.WorkspaceState:
        """What *New session* gives a workspace: its first-screen preset, with the parameters the panel shows once
        the preset's settings are applied to its defaults (read once per scenario, without building the workspace)."""
        if key not in self._first_screen:
            self._first_screen[key] = self._read_first_screen(key)
        return copy.deepcopy(self._first_screen[key])

    def empty_state(self, key: str) -> sessions.WorkspaceState:
        """What a workspace given nothing shows (a window made without presets): an empty table and the default
        parameters, read from a table model and a panel of their own (once per scenario and language in a process),
        not by building it."""
        cache_key = (key, language.current())
        if cache_key not in _EMPTY:
            ui = scenario_ui(SCENARIOS[key])
            _EMPTY[cache_key] = sessions.WorkspaceState(data=ui.table_model().to_session(),
                                                        parameters=ui.default_parameters({}))
        return copy.deepcopy(_EMPTY[cache_key])

    def _read_first_screen(self, key: str) -> sessions.WorkspaceState:
        """The first-screen state of ``key``: its preset's table and the parameters a panel of its own reads back
        (a widget: GUI thread only)."""
        scenario = SCENARIOS[key]
        name = scenario.first_screen_preset
        return sessions.WorkspaceState(data=scenario.table.from_dataset(scenario.load_preset(name)),
                                       parameters=scenario_ui(scenario).default_parameters(scenario.preset_texts(name)))

    def unread_first_screens(self) -> list[str]:
        """The workspaces whose saved state is their first-screen preset, not read yet."""
        workspaces = self.window.workspaces
        return [key for key in workspaces if self.pending.get(key) is FIRST_SCREEN
                and key not in self._first_screen and not workspaces.is_built(key)]

    def warm_first_screens(self, delay_ms: int = WARM_START_MS, then=None) -> None:
        """Read the unread first-screen states one workspace per two turns (``delay_ms`` from now, then every
        WARM_STEP_MS: its modules imported in one, its state read in the next: at once, 20–33 ms of the GUI thread
        where no compiled bytecode is kept), then call ``then`` in a turn of its own (after the last reading: both
        in one turn held the GUI thread 36–44 ms, the first autosave's longest stall); stopped by ``stop_warming``
        (the window closing)."""
        imported: set[str] = set()

        def step() -> None:
            if self._warming_stopped:
                return
            unread = self.unread_first_screens()
            if unread and unread[0] not in imported:
                imported.add(unread[0])
                scenario_ui(SCENARIOS[unread[0]])  # its scenario's and its UI's modules
            elif unread:
                self.default_state(unread[0])
            else:
                if then is not None:
                    then()
                return
            QTimer.singleShot(WARM_STEP_MS, self, step)  # the next step, or ``then`` once none is left
        QTimer.singleShot(delay_ms, self, step)  # (dropped with the window if it goes first)

    def stop_warming(self) -> None:
        self._warming_stopped = True
