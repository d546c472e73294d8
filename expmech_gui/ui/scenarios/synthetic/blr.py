"""The net mechanism's workspace UI: the generic element,count table and setting boxes, and the Synthetic data
view."""
from __future__ import annotations

from ....scenarios.synthetic.universe import QUERY_KIND_TITLES, QUERY_KINDS
from ....scenarios.synthetic import blr
from ...widgets.choice import ChoiceBox, as_menu
from .. import ScenarioUI
from ....core.translatable import translatable

QUERIES = "blr_queries"


class UI(ScenarioUI):
    def setting_widgets(self, panel, form) -> dict:
        """The query class as a menu."""
        boxes = super().setting_widgets(panel, form)
        setting = self.scenario.setting(QUERIES)
        titles = {i: QUERY_KIND_TITLES[k].capitalize() for i, k in enumerate(QUERY_KINDS)}
        as_menu(form, boxes, QUERIES, ChoiceBox(setting.label, setting.tooltip or setting.cli_help, titles,
                                                dict(enumerate(QUERY_KINDS)), setting.parse))
        self.panel = panel
        return boxes

    def set_m(self, m: int) -> None:
        """Type ``m`` into the synthetic-size box, as a user would (the Synthetic data view's theory button)."""
        box = self.panel.setting_boxes["blr_m"]
        box.setText(str(int(m)))
        box.textEdited.emit(box.text())

    def extra_views(self) -> tuple:
        """The synthetic database beside the real one, the query errors, the BLR bound, the error as n grows."""
        from .blr_view import BLRView

        return (("blr_view", lambda inputs: BLRView(inputs, blr.settings_of, blr.queries_of, self.set_m),
                 translatable("Synthetic data")),)
