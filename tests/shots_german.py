"""Screenshots of the German window (issue 35 §3): Pricing and Voting after a run, in presentation mode and in normal
mode, with View ▸ Language ▸ Deutsch (docs/screenshots/german_presentation_voting.png is the manual's picture).
Run: python tests/shots_german.py OUT_DIR, or python tests/screenshots.py OUT_DIR --german."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from screenshots import done, preset_run, shooting


def render_german(out_dir: Path, size=(1280, 800), trials: int = 2_000) -> list[Path]:
    from expmech_gui.ui import language

    window, grab, paths = shooting(out_dir, size)
    # presentation mode in the window's own size (a full screen would show the X server's, not 1280×800)
    window.showFullScreen = lambda: window.setGeometry(window.x(), window.y(), *size)
    window.showNormal = lambda: None
    window.language_actions["de"].trigger()
    try:
        for key in ("pricing", "voting"):
            ws = preset_run(window, key, seed=7, trials=trials)
            ws.run_once()
            grab(f"german_{key}")
            window.presentation.set_presentation(True)
            ws.run_once()  # released while presenting: a release made before keeps its highlight upright (issue 35 audit)
            grab(f"german_presentation_{key}")
            window.presentation.set_presentation(False)
    finally:
        window.settings.setValue(language.SETTING, "en")
        language.install("en")
    window.session.modified = False
    done(window)
    return paths


if __name__ == "__main__":
    for path in render_german(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots")):
        print(path)
