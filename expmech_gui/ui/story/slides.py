"""The story as slides: one 1920×1080 PNG per step, drawn by the story window itself at that size (the draw
landed, the many draws filled to their last batch), so a slide shows what the room saw."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from ...core.translatable import message
from ...io.story_texts import STEP_IDS
from ..language import tr
from ...io.targets import make_export_folder

SLIDE_SIZE = QSize(1920, 1080)
MANY_DRAWS_ON_SLIDE = 100_000


def export_slides(story, folder) -> list[Path]:
    """Write story_01_<step>.png … into ``folder`` (created if missing); returns the paths written."""
    folder = make_export_folder(folder)  # /proc, a file or a pipe: OSError in words, nothing written
    step, size, shown = story.step, story.size(), story.isVisible()
    story.numbers_now()  # a slide never says "Working out…"
    paths = []
    story.resize(SLIDE_SIZE)
    try:
        for i, key in enumerate(STEP_IDS):
            story.show_step(i, animate=False)
            if key == "many_draws" and story.exp is not None:
                story.aggregate.add(story.exp.mechanism.sample_counts(MANY_DRAWS_ON_SLIDE, story.rng))
                story.render()
            story.layout().activate()
            QApplication.processEvents()
            image = story.grab().toImage().scaled(SLIDE_SIZE)  # a high-DPI screen grabs more pixels
            path = folder / f"story_{i + 1:02d}_{key}.png"
            if not image.save(str(path), "PNG"):
                raise OSError(message("{path}: could not write the slide; the slides before it are in {folder}",
                                      path=path, folder=folder))
            paths.append(path)
    finally:
        story.resize(size)
        story.show_step(step, animate=shown)
    return paths


def export_dialog(story) -> None:
    folder = QFileDialog.getExistingDirectory(story, tr("Export the story as slides (one PNG per step)"))
    if not folder:
        return
    try:
        paths = export_slides(story, folder)
    except OSError as exc:
        QMessageBox.warning(story, tr("Slides not written"), str(exc))
        return
    QMessageBox.information(story, tr("Slides written"),
                            tr("{count} slides (1920×1080 PNG) in {folder}").format(count=len(paths), folder=folder))
