"""Render each workspace after a run, into PNGs for the README: pricing, voting, lunch, dark (the dark theme),
privacy_neighbours, privacy_bill, epsilon_sweep, risk_view, strategic_bidder, alpha_tradeoff, presentation (presentation mode),
topk_peeling_view, custom_votes_calibration, compare_voting, story_voting_weights, gallery_laplace,
gallery_randomized-response, learning_thresholds (tests/shots_pac.py), blr_view_light (tests/shots_blr.py),
pmw_run_light (tests/shots_pmw.py), gallery_universality, gallery_k-subset, gallery_bounded_laplace,
gallery_universality_presentation and compare_noisy_price (tests/shots_sources.py), plain_words (View ▸ Plain
words; with --plain-all every workspace in plain words, light, dark and presentation) and report and report_de (the
exported PDF report's first page, in English and in German, rendered with pdftoppm when it is installed) — every
picture README.md and docs/manual.md show.

    python tests/screenshots.py [OUT_DIR] [--size=1280x800] [--plain-all] [--german]

``--german``: only the German window's pictures (tests/shots_german.py).

Offscreen by default; for the pictures as a user sees them run it in an X server (Xvfb at 1280×800) with
``DISPLAY=:NN QT_QPA_PLATFORM=xcb``.
"""
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")


def wait_for(signal, timeout_ms: int = 30_000) -> bool:
    """Wait for ``signal`` (at most ``timeout_ms``, times EXPMECH_TEST_SLOWNESS when a test sets it for a busy
    machine); a wait in vain is said on stderr, since the picture after it may show an unfinished view."""
    from expmech_gui.ui.selftest import _wait

    scale = max(1.0, float(os.environ.get("EXPMECH_TEST_SLOWNESS") or 1))
    if _wait(signal, int(timeout_ms * scale)):
        return True
    print(f"screenshots: waited {timeout_ms * scale / 1000:g} s for {signal} in vain", file=sys.stderr, flush=True)
    return False


def _window(plain_words: bool = False):
    import tempfile

    from PySide6.QtCore import QSettings

    from expmech_gui.ui.main_window import MainWindow

    tmp = Path(tempfile.mkdtemp(prefix="expmech-shots-"))
    settings = QSettings(str(tmp / "s.ini"), QSettings.IniFormat)
    settings.setValue("Preferences/plainWords", plain_words)  # the manual's pictures show the expert's screens
    window = MainWindow(load_presets=False, settings=settings, autosave_dir=tmp, offer_restore=False)
    window.session.confirm_discard = False  # closing at the end must never wait on a "save changes?" question
    return window


def shooting(out_dir: Path, size=(1280, 800), plain_words: bool = False) -> tuple:
    """(window, grab, paths): a fresh main window of ``size``, shown (``plain_words``: View ▸ Plain words on, as
    for a new user); grab(name[, widget]) saves the window (or ``widget``), once pending paints are done, as
    out_dir/name.png and appends the path to ``paths``."""
    from expmech_gui.ui.app import create_app

    app = create_app([])
    out_dir.mkdir(parents=True, exist_ok=True)
    window = _window(plain_words)
    window.resize(*size)
    window.show()
    paths = []

    def grab(name: str, widget=None) -> None:
        for _ in range(5):
            app.processEvents()
        path = out_dir / f"{name}.png"
        (widget or window).grab().save(str(path))
        paths.append(path)

    return window, grab, paths


def done(window) -> None:
    """Close ``window`` and delete it at once (guihelp.destroy_window), with what Python still held of it: closed
    windows kept alive made every later one slower (the eleven windows of a run took 65 s of CPU, 49 s each deleted
    when done)."""
    import gc

    from guihelp import destroy_window

    destroy_window(window)
    gc.collect()


def preset_run(window, key: str, seed: int, trials: int = 2_000):
    """The workspace ``key`` in front, its first preset loaded, the seed fixed and ``trials`` runs done."""
    ws = window.workspaces[key]
    window.tabs.setCurrentWidget(ws)
    ws.load_preset(ws.scenario.preset_names[0])
    wait_for(ws.experimentReady)
    panel = ws.parameter_panel
    panel.fixed_seed.setChecked(True)
    panel.seed.setValue(seed)
    wait_for(ws.experimentReady)
    ws.run_n(trials)
    wait_for(ws.runFinished)
    return ws


def view_in_three_modes(window, ws, view, shown, grab, stem: str) -> None:
    """``view`` brought to the front and shot as STEM_light, STEM_dark and STEM_presentation (``shown``: the view's
    signal that it has drawn)."""
    ws.views.setCurrentWidget(view)
    wait_for(shown)
    grab(f"{stem}_light")
    window.presentation.set_theme("dark")
    grab(f"{stem}_dark")
    window.presentation.set_theme("light")
    window.presentation.set_presentation(True)
    view.refresh()
    wait_for(shown)
    grab(f"{stem}_presentation")
    window.presentation.set_presentation(False)


def render(out_dir: Path, size=(1280, 800), trials: int = 20_000) -> list[Path]:
    window, grab, paths = shooting(out_dir, size)

    for i, (key, ws) in enumerate(window.workspaces.items()):
        window.tabs.setCurrentIndex(i)
        presets = list(ws.scenario.presets)
        ws.load_preset(presets[-1] if key == "pricing" else presets[0])
        wait_for(ws.experimentReady)
        ws.run_once()
        ws.run_n(trials)
        wait_for(ws.runFinished)
        ws.run_once()
        grab(key)
    # the README's dark-theme picture: the pricing workspace in the dark theme
    window.tabs.setCurrentIndex(0)
    window.presentation.set_theme("dark")
    grab("dark")
    window.presentation.set_theme("light")
    window.session.modified = False
    done(window)
    return paths


def render_privacy(out_dir: Path, size=(1280, 800)) -> list[Path]:
    """The privacy views of the Voting workspace (one person, the bill, the ε-sweep, the risk view)."""
    window, grab, paths = shooting(out_dir, size)
    ws = window.workspaces["voting"]
    window.tabs.setCurrentWidget(ws)

    ws.load_preset("Teacher of the year")
    wait_for(ws.experimentReady)
    for _ in range(20):
        ws.run_once()
    for index, name, signal in ((1, "privacy_neighbours", ws.neighbour_view.searchFinished),
                                (2, "privacy_bill", ws.bill_panel.billShown),
                                (3, "epsilon_sweep", ws.sweep_view.sweepShown)):
        ws.views.setCurrentIndex(index)
        if index == 1:
            ws.neighbour_view.change.setCurrentIndex(2)
            ws.neighbour_view.compare()
            ws.neighbour_view.search()
        wait_for(signal)
        grab(name)
    view = ws.risk_view  # the ledger's total in an attacker's terms, with the most exposed person's loss
    ws.views.setCurrentWidget(view)
    wait_for(view.riskShown)
    view.loss_button.click()
    wait_for(view.lossShown)
    grab("risk_view")
    window.session.modified = False
    done(window)
    return paths


def render_strategic(out_dir: Path, size=(1280, 800)) -> list[Path]:
    """The Pricing workspace's strategic-bidder view (the lecture's $3.01 buyer) and its α trade-off (2,000 buyers)."""
    window, grab, paths = shooting(out_dir, size)
    ws = window.workspaces["pricing"]
    window.tabs.setCurrentWidget(ws)
    ws.load_preset(list(ws.scenario.presets)[0])
    wait_for(ws.experimentReady)
    view = ws.strategic_view
    view.row.setText("3")
    ws.views.setCurrentWidget(view)
    wait_for(view.scanShown)
    grab("strategic_bidder")
    ws.load_preset(list(ws.scenario.presets)[-1])  # 2,000 buyers: the α trade-off, solved
    wait_for(ws.experimentReady)
    view = ws.view("alpha_view")
    ws.views.setCurrentWidget(view)
    wait_for(view.sweepShown)
    view.solve()
    wait_for(view.solved, 120_000)
    grab("alpha_tradeoff")
    window.session.modified = False
    done(window)
    return paths


def render_presentation_and_report(out_dir: Path, size=(1280, 800), trials: int = 2_000) -> list[Path]:
    """Voting in presentation mode after a run, and the first page of the report exported from it."""
    import shutil
    import subprocess
    import tempfile

    window, grab, paths = shooting(out_dir, size)
    ws = window.workspaces["voting"] if "voting" in window.workspaces else window.current
    window.tabs.setCurrentWidget(ws)
    ws.load_preset(list(ws.scenario.presets)[0])
    wait_for(ws.experimentReady)
    ws.run_n(trials)
    wait_for(ws.runFinished)
    ws.run_once()
    window.presentation.set_presentation(True)
    grab("presentation")
    window.presentation.set_presentation(False)
    pdftoppm = shutil.which("pdftoppm")
    if pdftoppm:
        with tempfile.TemporaryDirectory() as tmp:
            pdf = Path(tmp) / "report.pdf"
            from expmech_gui.ui.report import report

            report.write_pdf(ws, str(pdf))
            subprocess.run([pdftoppm, "-r", "90", "-png", "-f", "1", "-l", "1", "-singlefile", str(pdf),
                            str(out_dir / "report")], check=True)
            from expmech_gui.ui import language  # the same report in German (issue 35 §3)

            language.install("de")
            try:
                report.write_pdf(ws, str(pdf))
            finally:
                language.install("en")
            subprocess.run([pdftoppm, "-r", "90", "-png", "-f", "1", "-l", "1", "-singlefile", str(pdf),
                            str(out_dir / "report_de")], check=True)
        paths += [out_dir / "report.png", out_dir / "report_de.png"]
    window.session.modified = False
    done(window)
    return paths


def render_more(out_dir: Path, size=(1280, 800), trials: int = 2_000) -> list[Path]:
    """The workspaces and windows added later: the Top-k view, Custom's calibration view, the Gallery (Laplace and
    randomized response), Compare (four configurations on the voting data) and a story step (the weights)."""
    from expmech_gui.ui.gallery.gallery import GalleryWindow
    from expmech_gui.ui.story.window import StoryWindow
    from expmech_gui.ui.window.menus import open_compare
    from expmech_gui.ui.workspaces.compare_rows import ARGMAX, Config

    window, grab, paths = shooting(out_dir, size)

    ws = window.workspaces["topk"]
    window.tabs.setCurrentWidget(ws)
    ws.load_preset(list(ws.scenario.presets)[0])
    wait_for(ws.experimentReady)
    ws.run_n(trials)
    wait_for(ws.runFinished)
    view = ws.view("topk_view")
    ws.views.setCurrentWidget(view)
    wait_for(view.topkShown)
    grab("topk_peeling_view")

    ws = window.workspaces["custom"]
    window.tabs.setCurrentWidget(ws)
    ws.load_preset("Votes + 100 per voter (range 1, sensitivity 101)")
    wait_for(ws.experimentReady)
    view = ws.view("calibration_view")
    ws.views.setCurrentWidget(view)
    view.refresh()
    grab("custom_votes_calibration")

    ws = window.workspaces["voting"]
    window.tabs.setCurrentWidget(ws)
    ws.load_preset(list(ws.scenario.presets)[0])
    wait_for(ws.experimentReady)
    compare = open_compare(window)
    compare.resize(*size)
    compare.add_current()  # the first row: the others are matched to what it spends (Match privacy spent)
    for config in (Config(mechanism="permute-and-flip"), Config(analysis="monotone"), Config(kind=ARGMAX)):
        compare.add(config)
    wait_for(compare.rowsShown)  # the rows are computed off the GUI thread
    grab("compare_voting", compare)
    compare.close()
    story = StoryWindow(ws)
    story.resize(1920, 1080)
    story.show()
    story.show_step(2, animate=False)
    grab("story_voting_weights", story)
    story.close()

    gallery = GalleryWindow()
    gallery.resize(*size)
    gallery.show()
    for key, name in (("laplace", "gallery_laplace"), ("randomized-response", "gallery_randomized-response")):
        gallery.show_instance(key)
        grab(name, gallery)
    gallery.close()
    window.session.modified = False
    done(window)
    return paths


def render_first_start(out_dir: Path, size=(1280, 800)) -> list[Path]:
    """What a person sees on a first start: the first screen (a new session, Pricing on 2,000 buyers) and the tour's
    fifth card, beside the simulated-and-exact plot."""
    from expmech_gui.ui.window.tour import start_tour

    window, grab, paths = shooting(out_dir, size)
    window.session.load_default_presets()
    ws = window.current
    wait_for(ws.experimentReady)
    grab("first_screen")
    tour = start_tour(window)
    for _ in range(4):
        tour._next()
    grab("tour")
    tour.end(False)
    window.session.modified = False
    done(window)
    return paths


def render_plain_words(out_dir: Path, size=(1280, 800), every: bool = False) -> list[Path]:
    """View ▸ Plain words (a new user's default): plain_words (Voting after one release, light, for the manual);
    ``every``: each workspace as plain_<look>_<key> in the light and dark themes and in presentation mode."""
    window, grab, paths = shooting(out_dir, size, plain_words=True)
    looks = ("light", "dark", "presentation") if every else ("light",)
    for look in looks:
        window.presentation.set_theme("dark" if look == "dark" else "light")
        for key, ws in window.workspaces.items():
            if not every and key != "voting":
                continue
            window.tabs.setCurrentWidget(ws)
            ws.load_preset(ws.scenario.preset_names[0])
            wait_for(ws.experimentReady)
            ws.run_once()
            tradeoff = ws.summary_panel.tradeoff
            if tradeoff is not None and tradeoff.jobs.pending:
                wait_for(tradeoff.tradeoffShown)
            window.presentation.set_presentation(look == "presentation")
            grab(f"plain_{look}_{key}" if every else "plain_words")
            window.presentation.set_presentation(False)
    window.session.modified = False
    done(window)
    return paths


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    size = (1280, 800)
    for a in sys.argv[1:]:
        if a.startswith("--size"):
            w, h = a.split("=", 1)[1].split("x")
            size = (int(w), int(h))
    out = Path(args[0]) if args else Path("docs/screenshots")
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from shots_blr import render_blr
    from shots_german import render_german
    from shots_pac import render_pac
    from shots_pmw import render_pmw
    from shots_sources import render_sources

    if "--german" in sys.argv:  # only the German window (View ▸ Language ▸ Deutsch): tests/shots_german.py
        for p in render_german(out, size):
            print(p)
        raise SystemExit(0)

    for p in (render(out, size) + render_privacy(out, size) + render_strategic(out, size)
              + render_presentation_and_report(out, size) + render_more(out, size) + render_first_start(out, size)
              + render_pac(out, size) + render_plain_words(out, size, every="--plain-all" in sys.argv)
              + render_blr(out, size) + render_pmw(out, size) + render_sources(out, size)):
        print(p)

