"""Screenshots of the net mechanism's workspace for the README: the Synthetic data view of the worked example in
light, dark and presentation mode, and the shared distribution of outputs over the net."""
from __future__ import annotations

import sys
from pathlib import Path

from screenshots import done, preset_run, shooting, view_in_three_modes

SEED = 3


def render_blr(out_dir: Path, size=(1280, 800)) -> list[Path]:
    window, grab, paths = shooting(out_dir, size)
    ws = preset_run(window, "blr", SEED)
    grab("blr_outputs")
    view = ws.view("blr_view")
    view_in_three_modes(window, ws, view, view.blrShown, grab, "blr_view")
    done(window)
    return paths


if __name__ == "__main__":
    for p in render_blr(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/blr")):
        print(p)
