"""Screenshots of the PMW workspace for the README: its own view (one private run of the worked example, and the
non-private run for comparison) in light, dark and presentation mode, and the shared selection view."""
from __future__ import annotations

import sys
from pathlib import Path

from screenshots import done, preset_run, shooting, view_in_three_modes, wait_for

SEED = 7


def render_pmw(out_dir: Path, size=(1280, 800)) -> list[Path]:
    window, grab, paths = shooting(out_dir, size)
    ws = preset_run(window, "pmw", SEED)
    grab("pmw_selection")
    view = ws.view("pmw_view")
    view_in_three_modes(window, ws, view, view.pmwShown, grab, "pmw_run")
    noise = ws.parameter_panel.setting_boxes["pmw_noise"]
    noise.setCurrentIndex(noise.findData(0))
    wait_for(view.pmwShown)
    grab("pmw_run_no_noise")
    done(window)
    return paths


if __name__ == "__main__":
    for p in render_pmw(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/pmw")):
        print(p)
