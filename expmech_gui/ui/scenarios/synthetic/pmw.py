"""The PMW workspace's own UI: the generic table and setting boxes, the three choices (noise, query class, stream)
as menus, and the PMW view — one run of private multiplicative weights on the workspace's data."""
from __future__ import annotations

from ....scenarios.synthetic.universe import QUERY_KIND_TITLES, QUERY_KINDS
from ....scenarios.synthetic import pmw
from ...widgets.choice import ChoiceBox, as_menu
from .. import ScenarioUI
from ....core.translatable import translatable

# setting → (code → what the menu shows, code → the saved text, which the setting's parse reads back)
MENUS = {
    "pmw_noise": ({0: translatable(
        "Off (not private, for comparison)"), 1: translatable("On (private)")}, {0: "off", 1: "on"}),
    "pmw_queries": ({i: QUERY_KIND_TITLES[k].capitalize() for i, k in enumerate(QUERY_KINDS)},
                    dict(enumerate(QUERY_KINDS))),
    "pmw_stream": ({0: translatable(
        "Random queries from the class"), 1: translatable("Adversarial: the worst-answered query")},
                   {0: "random", 1: "adversarial"}),
}


class UI(ScenarioUI):
    def setting_widgets(self, panel, form) -> dict:
        boxes = super().setting_widgets(panel, form)
        for name, (titles, names) in MENUS.items():
            setting = self.scenario.setting(name)
            menu = ChoiceBox(setting.label, setting.tooltip or setting.cli_help, titles, names, setting.parse)
            menu.setText(names[int(setting.default)])
            as_menu(form, boxes, name, menu)
        return boxes

    def extra_views(self) -> tuple:
        """The PMW view: misses per round, KL potential, updates against U, privacy against the budget."""
        from .pmw_view import PMWView

        return (("pmw_view", lambda inputs: PMWView(inputs, _run), translatable("PMW run")),)


def _run(exp, seed: int, cancelled):
    return pmw.pmw_run(exp.dataset, exp.params.setting_values, seed, cancelled)
