"""The Top-k workspace's own UI: voting's table, the k box, the top-k methods in the mechanism menu (instead of the
single-selection mechanisms), a Run once that publishes k candidates, and the Top-k view. ``TopKUI`` adds all but
the table to any count scenario's UI (ui/scenarios/topk/topk_likes.py: lunch's)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from ....core.translatable import translatable
from ....scenarios.topk import kset, topk
from ..voting.voting import UI as VotingUI

FIRST_SELECTION_NOTE = translatable(
    "Each run selects k. Chances per candidate (plots, summary): to be among the k; score distribution, running "
    "mean and the rows named so: the first pick; Top-k tab: all k.")


class TopKUI:
    """Mixed in before a count scenario's UI class."""

    def setting_widgets(self, panel, form) -> dict:
        boxes = super().setting_widgets(panel, form)
        self.first_note = QLabel(FIRST_SELECTION_NOTE)
        self.first_note.setObjectName("topkFirstNote")
        self.first_note.setWordWrap(True)
        form.addRow("", self.first_note)
        return boxes

    def attach(self, workspace) -> None:
        super().attach(workspace)
        combo = workspace.parameter_panel.mechanism
        combo.blockSignals(True)
        try:
            combo.clear()
            for i, m in enumerate(self.scenario.mechanisms):
                combo.addItem(m.title, m.key)
                combo.setItemData(i, m.help, Qt.ToolTipRole)  # each method's help on its own item
            combo.setCurrentIndex(0)
        finally:
            combo.blockSignals(False)

    def default_parameters(self, settings: dict) -> dict:
        """With the top-k methods ``attach`` puts in the mechanism menu: the first unless ``settings`` names one."""
        return super().default_parameters(settings) | {
            "mechanism": settings.get("mechanism", self.scenario.mechanisms[0].key)}

    def draw_release(self, experiment, rng) -> tuple[int, str | None]:
        """One release publishes the k candidates of one top-k draw (in the order chosen); the histogram counts
        the first, whose law is the single selection the shared views show."""
        chosen = topk.release(experiment).sample(1, rng)[0]
        self._published_set = tuple(int(i) for i in chosen[1:])  # lit in the plots beside the first
        self.last_selection = tuple(int(i) for i in chosen)  # the whole release, for room mode's receipts
        labels = experiment.problem.labels
        k = chosen.size
        head = f"Top {k} selected, in order" if k > 1 else "Selected"
        return int(chosen[0]), f"{head}: " + ", ".join(str(labels[int(i)]) for i in chosen)

    def run_source(self, experiment):
        """Run N and the continuous runs draw whole k-sets (scenarios.topk.kset): the first picks for the shared
        plots, and per candidate how many sets contain it for the outputs plot."""
        return kset.KSetDraws(topk.release(experiment))

    def set_law(self, experiment):
        """k and each candidate's exact chance to be in the k-set (kset.set_law; off the GUI thread)."""
        return kset.set_law(topk.release(experiment))

    def take_published_set(self) -> tuple[int, ...]:
        taken, self._published_set = getattr(self, "_published_set", ()), ()
        return taken

    def extra_views(self) -> tuple:
        """The top-k view: inclusion per candidate (exact vs simulated), the recovered count, the privacy."""
        from .view import TopKView

        return (("topk_view", lambda inputs: TopKView(inputs, topk.release), translatable("Top-k")),)


class UI(TopKUI, VotingUI):
    pass
