"""The Compare view's buttons for the scenario's baselines (scenarios.noisy_price.BASELINES: Pricing's noisy best
price), each adding that baseline at the workspace's ε — one click from the workspace to the strawman beside the
mechanisms."""
from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from ...scenarios.pricing.noisy_price import BASELINES
from .compare_rows import BASELINE, Config, Simulated
from .. import accessibility
from ..language import tr


def baseline_buttons(view) -> list[QPushButton]:
    """One 'Add <baseline>' button per baseline of ``view.workspace``'s scenario, calling ``view.add``."""
    buttons = []
    for b in BASELINES.get(view.workspace.scenario.key, ()):
        button = QPushButton()
        say_baseline(button, b)
        button.clicked.connect(lambda _on=False, key=b.key: add_baseline(view, key))
        buttons.append(button)
    return buttons


def say_baseline(button: QPushButton, b) -> None:
    """The button of baseline ``b`` in the language in use: 'Add noisy best price', its help as its tooltip."""
    button.setText(tr("Add {baseline}").format(baseline=tr(b.title)))
    button.setToolTip(tr(b.help))


def compare_title(workspace) -> str:
    """The Compare window's title in the language in use: 'Compare: Voting'."""
    return tr("Compare: {workspace}").format(workspace=tr(workspace.scenario.title))


def compare_in_language(view) -> None:
    """View ▸ Language with Compare open (ui/language.choose asks every ``show_in_language``): its title, the
    baselines' buttons and its rows in the new language. A row's name and words are written when it is computed,
    so the rows are computed again (off the GUI thread; each keeps its simulated draws); meanwhile the rows shown have
    the new separators."""
    view.setWindowTitle(compare_title(view.workspace))
    for button, b in zip(view.baseline_buttons, BASELINES.get(view.workspace.scenario.key, ())):
        say_baseline(button, b)
    view._fill_table()
    view.kept_draws = (view.computed_base, dict(zip(view.shown_keys, view.simulated)))  # (kept_draws)
    accessibility.name_widget(view.table)  # its name says its titles: those just written, not the old language's
    view.computed = {}
    view.refresh()


def kept_draws(view, base) -> list:
    """Each shown row's simulated draws: new ones, except after a switch of language (compare_in_language), when a
    row computed again on the same data keeps the draws it had — a switch re-words the rows, it does not redraw
    them."""
    kept_base, kept = view.__dict__.pop("kept_draws", (None, {}))
    draws = []
    for key, row in zip(view.shown_keys, view.rows):
        sim = kept.get(key) if kept_base is base else None
        if sim is None:
            sim = Simulated(row)
        sim.row = row
        draws.append(sim)
    return draws


def add_baseline(view, key: str) -> bool:
    """Add the baseline ``key`` at the workspace's ε (matched to the first mechanism row when Match is on)."""
    exp = view.workspace.experiment
    return exp is not None and view.add(Config(kind=BASELINE, candidate=key, epsilon=exp.params.epsilon))
