"""The Compare view's buttons for the scenario's baselines (scenarios.noisy_price.BASELINES: Pricing's noisy best
price), each adding that baseline at the workspace's ε — one click from the workspace to the strawman beside the
mechanisms."""
from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from ...scenarios.pricing.noisy_price import BASELINES
from .compare_rows import BASELINE, Config
from ..language import tr


def baseline_buttons(view) -> list[QPushButton]:
    """One 'Add <baseline>' button per baseline of ``view.workspace``'s scenario, calling ``view.add``."""
    buttons = []
    for b in BASELINES.get(view.workspace.scenario.key, ()):
        button = QPushButton(tr("Add {baseline}").format(baseline=tr(b.title)))
        button.setToolTip(tr(b.help))
        button.clicked.connect(lambda _on=False, key=b.key: add_baseline(view, key))
        buttons.append(button)
    return buttons


def add_baseline(view, key: str) -> bool:
    """Add the baseline ``key`` at the workspace's ε (matched to the first mechanism row when Match is on)."""
    exp = view.workspace.experiment
    return exp is not None and view.add(Config(kind=BASELINE, candidate=key, epsilon=exp.params.epsilon))
