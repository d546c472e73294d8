"""The Top-k workspace's own UI: voting's table, the k box, the top-k methods in the mechanism menu (instead of the
single-selection mechanisms) and the Top-k view."""
from __future__ import annotations

from ...scenarios import topk
from .voting import UI as VotingUI


class UI(VotingUI):
    def attach(self, workspace) -> None:
        super().attach(workspace)
        combo = workspace.parameter_panel.mechanism
        combo.blockSignals(True)
        try:
            combo.clear()
            for m in self.scenario.mechanisms:
                combo.addItem(m.title, m.key)
            combo.setCurrentIndex(0)
        finally:
            combo.blockSignals(False)
        combo.setToolTip("; ".join(f"{m.title}: {m.help}" for m in self.scenario.mechanisms) + ".")

    def extra_views(self) -> tuple:
        """The top-k view: inclusion per candidate (exact vs simulated), the recovered count, the privacy."""
        from ..widgets.topk import TopKView

        return (("topk_view", lambda inputs: TopKView(inputs, topk.release), "Top-k"),)
