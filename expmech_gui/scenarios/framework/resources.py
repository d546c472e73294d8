"""Where the shipped resources live: the checkout, the wheel and the frozen bundle alike."""
from __future__ import annotations

import sys
from importlib import resources
from pathlib import Path


def resources_dir() -> Path:
    """The shipped resources: the expmech_gui.resources package (checkout, wheel, frozen bundle), else the
    folder beside the frozen executable or the checkout's resources/."""
    try:
        return Path(str(resources.files("expmech_gui.resources")))
    except ModuleNotFoundError:
        if getattr(sys, "frozen", False):
            return Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent)) / "expmech_gui" / "resources"
        return Path(__file__).resolve().parents[3] / "resources"


def preset_path(filename: str) -> Path:
    """Where a shipped preset lives."""
    return resources_dir() / "presets" / filename
