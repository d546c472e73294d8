"""Story-mode benchmark, run by hand (not by CI): python tests/benchmarks/bench_story.py

On pricing grids of 10^5 and 10^6 prices: the GUI-thread time to open the story and to draw and paint each of its
eight steps at 1920×1080 (the plots are drawn at the screen's resolution), and the time of the facts
and of the one-person search, which run on background threads from story.numbers.FACTS_IN_BACKGROUND_FROM
candidates on."""
import os
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.scenarios import SCENARIOS
from expmech_gui.ui.app import configure_plots
from expmech_gui.ui.story import facts
from expmech_gui.ui.story.window import StoryWindow
from expmech_gui.ui.workspaces.workspace import Workspace


def timed(action) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def main() -> None:
    app = QApplication.instance() or QApplication([])
    configure_plots()
    ws = Workspace("pricing")
    ws.experiments.closed = True  # its own (empty) table never replaces the experiment set below
    scenario = SCENARIOS["pricing"]
    data = scenario.load_preset(next(iter(scenario.presets)))
    for alpha in (1e-5, 1e-6):
        exp = Experiment(scenario, data, RunParameters(epsilon=1.0, settings=(("alpha", alpha),)))
        exp.mechanism.pmf
        exp.summary
        ws.experiments.experiment = exp  # the workspace's numbers, set directly
        story = None

        def open_story():
            nonlocal story
            story = StoryWindow(ws)
            story.show()
            app.processEvents()

        opened = timed(open_story)
        background = timed(lambda: facts.experiment_facts(exp))
        person = timed(lambda: facts.person_facts(exp))
        story.numbers_now()
        story.resize(1920, 1080)  # a slide's size: each step drawn and painted (grab), as the room sees it
        steps = [timed(lambda i=i: (story.show_step(i, animate=False), story.grab())) for i in range(8)]
        assert story.exp is exp and story.facts
        print(f"m = {exp.problem.m:,}: open {opened:.3f} s (GUI thread); facts {background:.3f} s and person search "
              f"{person:.3f} s (background); steps " + ", ".join(f"{s * 1000:.0f}" for s in steps) + " ms")
        story.close()


if __name__ == "__main__":
    main()
