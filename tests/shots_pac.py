"""Screenshots of the Learning workspace for the README: its Learning view on the thresholds preset (light, dark,
presentation) and on the conjunctions preset. Run: python tests/shots_pac.py OUT_DIR."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from screenshots import done, shooting, wait_for

KEY = "pac"


def render_pac(out_dir: Path, size=(1280, 800), trials: int = 2_000) -> list[Path]:
    window, grab, paths = shooting(out_dir, size)
    ws = window.workspaces[KEY]
    window.tabs.setCurrentWidget(ws)
    view = ws.view("learning_view")
    for preset, name in zip(ws.scenario.presets, ("learning_thresholds", "learning_conjunctions")):
        ws.load_preset(preset)
        wait_for(ws.experimentReady)
        ws.run_n(trials)
        wait_for(ws.runFinished)
        if ws.views.currentWidget() is not view:
            ws.views.setCurrentWidget(view)
        else:
            view.refresh()
        wait_for(view.learningShown, 120_000)
        grab(name)
        if name == "learning_thresholds":
            window.presentation.set_theme("dark")
            grab("learning_thresholds_dark")
            window.presentation.set_theme("light")
            window.presentation.set_presentation(True)
            grab("learning_thresholds_presentation")
            window.presentation.set_presentation(False)
    window.session.modified = False
    done(window)
    return paths


if __name__ == "__main__":
    for p in render_pac(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")):
        print(p)
