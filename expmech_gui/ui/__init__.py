"""The desktop app (PySide6). PySide6's scan of every module imported after it is made quick first (pyside_scan)."""
import PySide6.QtCore  # noqa: F401 — (its scan is installed with it)

from .pyside_scan import quicken

quicken()
