"""What a workspace asks of its scenario's UI: ``scenario_ui(scenario)`` builds the class the scenario names in
``Scenario.ui`` ("expmech_gui.ui.scenarios.<family>.<key>:UI"), else the generic ``ScenarioUI`` (a rows table and
one typed box per setting), so a scenario needs a UI module only for widgets of its own.

Hooks, in the order a workspace calls them: ``table_model`` (its editor's model), ``setting_widgets``
(boxes for ``Scenario.settings`` in the parameter panel), ``attach`` (buttons and connections once the
workspace is built), then on every recompute ``agree_to_compute`` (may ask the user first; Compare asks
``agree_to_settings`` the same question) and
``show_inputs`` (an information line about the inputs); ``inputs_restored`` after a session or undo
replaced the inputs; ``draw_release`` for each Run once (what one release publishes); ``generator_settings`` (what *Generate…* passes to ``Generator.build``) and
``saved_candidates`` (how many candidates a saved workspace will have).
"""
from __future__ import annotations

import importlib
from ...core import formatting
from ...core.problem import ProblemError
from ...scenarios.framework.base import Scenario


class ScenarioUI:
    """The generic UI: a plain rows table under ``scenario.table.columns`` (read by ``table.to_dataset``, as
    ``rows_table`` builds it) and a typed box per setting."""

    def __init__(self, scenario: Scenario) -> None:
        self.scenario = scenario
        self.workspace = None  # the Workspace, set by ``attach``
        self.panel = None

    def table_model(self):
        from ..widgets.rows_model import RowsModel

        if not (self.scenario.table.columns and self.scenario.table.to_dataset):
            raise ProblemError(f"the {self.scenario.title} scenario has neither a rows table (rows_table) nor a UI "
                               f"class of its own (Scenario.ui) for its editor")
        return RowsModel(self.scenario)

    def setting_widgets(self, panel, form) -> dict:
        """One typed box per setting (label, tooltip, ``Setting.parse``) added to ``form``; name → box."""
        from ..widgets.parameters import NumberField

        self.panel = panel
        boxes = {}
        for s in self.scenario.settings:
            box = NumberField(formatting.typed(s.default), s.parse, s.tooltip or s.label, label=s.label)
            box.fit_chars(8)
            form.addRow(s.label, box)
            boxes[s.name] = box
        return boxes

    def attach(self, workspace) -> None:
        """Called once the workspace has its editor, panel and controllers."""
        self.workspace = workspace

    def default_parameters(self, settings: dict) -> dict:
        """The parameters a workspace of this UI shows once ``settings`` (a preset's texts) are applied to its
        defaults — what a parameter panel built for this UI alone reads back (call it on a UI of its own: the panel
        becomes its ``panel``)."""
        from ..widgets.parameters import ParameterPanel

        panel = ParameterPanel(self)
        try:
            panel.set_state(settings)
            return panel.state()
        finally:
            panel.deleteLater()

    def agree_to_compute(self, gen: int, params) -> bool:
        """False stops this recompute (the hook has then arranged what happens next)."""
        return True

    def agree_to_settings(self, parent, settings: dict) -> bool:
        """Before another window (Compare) computes ``settings`` on this workspace's data: False when the user
        declined (asked as ``agree_to_compute`` asks, e.g. before a very large price grid)."""
        return True

    def show_inputs(self, dataset, params) -> None:
        """Information about the valid inputs, shown before their numbers are computed."""

    def inputs_restored(self) -> None:
        """A saved state replaced the inputs (a session was opened)."""

    def retranslate(self) -> None:
        """The language changed: show again the texts this UI wrote in the previous one."""

    def draw_release(self, experiment, rng) -> tuple[int, str | None]:
        """One published release (Run once): (the candidate the histogram counts, the words that name what was
        published, or None for that candidate's name). Top-k publishes k candidates at once."""
        return int(experiment.mechanism.sample(1, rng)[0]), None

    def run_source(self, experiment):
        """What Run N and the continuous runs draw from: the mechanism (its ``sample_counts``), or a source that
        draws whole published sets (``sample_set_counts``: top-k's k-sets)."""
        return experiment.mechanism

    def set_law(self, experiment):
        """core.simulation.SetLaw of a release that publishes a set (top-k), else None; called off the GUI
        thread, with the experiment, so it must not touch a widget."""
        return None

    def take_published_set(self) -> tuple[int, ...]:
        """The other candidates the last ``draw_release`` published besides its first (top-k: the k-set), once."""
        return ()

    def extra_views(self) -> tuple:
        """(name, build(view_inputs), tab title) of views of the scenario's own, after the shared ones."""
        return ()

    def generator_settings(self) -> dict[str, float]:
        """The settings *Generate…* passes to ``Generator.build``: those whose boxes are valid now."""
        return self.workspace.parameter_panel.setting_values(valid_only=True)

    def saved_candidates(self, state) -> int:
        """How many candidates the session reader will find for a saved ``state`` (raises if it cannot)."""
        from ... import sessions

        dataset, _ = sessions.workspace_dataset(self.scenario.key, state)
        params = sessions.workspace_parameters(self.scenario.key, state)
        return self.scenario.problem(dataset, params.setting_values).m


def scenario_ui(scenario: Scenario) -> ScenarioUI:
    """The UI class the scenario names (``Scenario.ui``, "module:Class"), else the generic one."""
    if not scenario.ui:
        return ScenarioUI(scenario)
    module, _, name = scenario.ui.partition(":")
    return getattr(importlib.import_module(module), name)(scenario)
