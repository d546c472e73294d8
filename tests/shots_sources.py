"""Screenshots of the views issue 34 added from the source texts, for docs/manual.md: the Gallery's universality
entry (the truncated geometric mechanism rebuilt as an EM), the k-subset mechanism and the bounded discrete Laplace
in 2 dimensions with Holohan et al.'s figure; Pricing's Compare with its "noisy best price" row; and the Gallery's
universality entry in presentation mode at 1920×1080. (The bill's Gaussian view is in screenshots.py's privacy_bill.)

    python tests/shots_sources.py OUT_DIR

Run by tests/screenshots.py too (render_sources), in an X server for the pictures as a user sees them.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from screenshots import done, shooting, wait_for

PRESENTATION_SIZE = (1920, 1080)


def _gallery_shots(window, grab, size) -> None:
    """gallery_universality, gallery_k-subset and gallery_bounded_laplace at ``size``; gallery_universality_presentation
    at 1920×1080 in presentation mode."""
    from expmech_gui.ui.gallery.gallery import open_gallery

    gallery = open_gallery(window)
    gallery.resize(*size)
    gallery.show_instance("universality")
    gallery.family.setCurrentIndex(1)  # the truncated geometric mechanism on counts 0…N
    gallery.compute()
    grab("gallery_universality", gallery)
    gallery.show_instance("k-subset")
    grab("gallery_k-subset", gallery)
    gallery.show_instance("discrete-laplace")
    gallery.set_input("d", "2")
    grab("gallery_bounded_laplace", gallery)
    gallery.show_instance("universality")
    window.resize(*PRESENTATION_SIZE)
    gallery.resize(*PRESENTATION_SIZE)
    window.presentation.set_presentation(True)  # the Gallery follows the app's presentation look
    grab("gallery_universality_presentation", gallery)
    window.presentation.set_presentation(False)
    window.resize(*size)
    gallery.close()


def _compare_noisy_price(window, grab, size) -> None:
    """Pricing's 2,000 buyers in Compare: the current settings, the noisy best price and the non-private argmax."""
    from expmech_gui.ui.window.menus import open_compare
    from expmech_gui.ui.workspaces.compare_baselines import add_baseline
    from expmech_gui.ui.workspaces.compare_rows import ARGMAX, Config

    ws = window.workspaces["pricing"]
    window.tabs.setCurrentWidget(ws)
    ws.load_preset(ws.scenario.preset_names[-1])  # where the cliffs show: $87.94 on average against $310.18
    wait_for(ws.experimentReady)
    compare = open_compare(window)
    compare.resize(*size)
    compare.add_current()
    add_baseline(compare, "noisy-best-price")
    compare.add(Config(kind=ARGMAX))
    wait_for(compare.rowsShown)
    grab("compare_noisy_price", compare)
    compare.close()


def render_sources(out_dir: Path, size=(1280, 800)) -> list[Path]:
    window, grab, paths = shooting(out_dir, size)
    _gallery_shots(window, grab, size)
    _compare_noisy_price(window, grab, size)
    window.session.modified = False
    done(window)
    return paths


if __name__ == "__main__":
    for p in render_sources(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")):
        print(p)
